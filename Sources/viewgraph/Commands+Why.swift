import Foundation
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphREPL

/// `viewgraph why FILE REF --step N [--variant NAME]` and `whynot`: why a view ran (or
/// did not) in step N, the same text as the REPL's `why REF` / `whynot REF` there.
func explainWhy(_ options: WhyOptions, _ context: CommandContext) -> Int32 {
    guard loadForRun(options.file, context) != nil else { return ExitStatus.failure }
    var output = ""
    let session = REPLSession(host: REPLHosting.host(context), write: { output += $0 })
    guard session.open(options.file) else {
        Terminal.standardError.write(output)
        return ExitStatus.failure
    }
    output = ""
    guard
        let answer = session.why(
            atStep: options.step, reference: options.reference, variant: options.variant, not: options.not)
    else {
        Terminal.standardError.write(output)
        return ExitStatus.failure
    }
    context.output(answer)
    return ExitStatus.success
}
