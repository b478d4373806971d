// Placeholders for the commands that need the engine, the reports and the REPL.
// This file will be replaced when they land; parsing and help are already complete.
import ViewGraphDriver

func runScenarios(_ options: RunOptions, _ context: CommandContext) -> Int32 { notAvailableYet("run", context) }
func testScenarios(paths: [String], _ context: CommandContext) -> Int32 { notAvailableYet("test", context) }
func recordTranscripts(paths: [String], _ context: CommandContext) -> Int32 { notAvailableYet("record", context) }
func compareVariants(file: String, _ context: CommandContext) -> Int32 { notAvailableYet("compare", context) }
func exportGraph(_ options: ExportOptions, _ context: CommandContext) -> Int32 { notAvailableYet("export", context) }
func explainWhy(_ options: WhyOptions, _ context: CommandContext) -> Int32 { notAvailableYet("why", context) }
func startREPL(file: String, _ context: CommandContext) -> Int32 { notAvailableYet("repl", context) }

private func notAvailableYet(_ command: String, _ context: CommandContext) -> Int32 {
    context.error("'viewgraph \(command)' is not available yet")
    return ExitStatus.failure
}
