import Foundation
import ViewGraphDriver

/// Runs one `viewgraph` invocation and returns its exit status (0 ok, 1 failures, 64 usage).
enum ViewGraphTool {
    static func main(arguments: [String]) -> Int32 {
        let parsed = CommandLineParser.parse(arguments) { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        let invocation: Invocation
        switch parsed {
        case .success(let value):
            invocation = value
        case .failure(let error):
            Terminal.standardError.write(error.rendered)
            return error.exitStatus
        }
        let context = CommandContext(color: invocation.color)
        return run(invocation.command, context)
    }

    private static func run(_ command: Command, _ context: CommandContext) -> Int32 {
        switch command {
        case .help(let name):
            if let name, let spec = ViewGraphCommands.spec(named: name) {
                context.output(HelpFormatter.help(for: spec))
            } else {
                context.output(HelpFormatter.rootHelp())
            }
            return ExitStatus.success
        case .version:
            context.output(ViewGraphVersion.current + "\n")
            return ExitStatus.success
        case .check(let options):
            return checkScenarios(options, context)
        case .explain(let id):
            return explainFinding(id, context)
        case .run(let options):
            return runScenarios(options, context)
        case .test(let options):
            return testScenarios(options, context)
        case .record(let paths):
            return recordTranscripts(paths: paths, context)
        case .compare(let file):
            return compareVariants(file: file, context)
        case .export(let options):
            return exportGraph(options, context)
        case .html(let options):
            return writePage(options, context)
        case .why(let options):
            return explainWhy(options, context)
        case .new(let name):
            return writeLesson(name: name, context)
        case .repl(let file, let predict):
            // The REPL and libedit run on the main thread: `main.swift` calls this there.
            return MainActor.assumeIsolated { startREPL(file: file, predict: predict, context) }
        case .bench(let options):
            return runBenchmarks(options, context)
        }
    }
}
