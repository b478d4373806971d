import Foundation
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphREPL
import ViewGraphReports

/// `viewgraph compare FILE`: every variant side by side on the same steps.
func compareVariants(file: String, _ context: CommandContext) -> Int32 {
    guard let scenario = loadForRun(file, context) else { return ExitStatus.failure }
    context.output(ReportColor.apply(REPLSession.comparison(scenario), enabled: context.usesColor(.standardOutput)))
    return ExitStatus.success
}
