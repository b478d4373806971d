import Foundation
import ViewGraphDriver

/// `viewgraph record PATH…`: writes `X.expected` beside every `X.scenario` (a
/// folder means every scenario below it), atomically. For files of an `errors/`
/// folder the golden is their diagnostics. Prints one line per file.
func recordTranscripts(paths: [String], _ context: CommandContext) -> Int32 {
    let files = ScenarioFiles.collect(paths)
    var failed = false
    for path in files.missing {
        context.error("cannot read '\(path)': no such file or directory")
        failed = true
    }
    if files.found.isEmpty && files.missing.isEmpty {
        context.error("no scenario files found in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
        return ExitStatus.failure
    }
    for path in files.found {
        let expectedPath = Golden.expectedPath(for: path)
        do {
            let text = try Golden.text(path: path)
            let previous = FileManager.default.contents(atPath: expectedPath).map {
                String(decoding: $0, as: UTF8.self)
            }
            if previous == text {
                context.output("unchanged  \(expectedPath)\n")
                continue
            }
            try Golden.write(text, to: expectedPath)
            context.output("\(previous == nil ? "recorded " : "updated  ") \(expectedPath)\n")
        } catch {
            context.error("cannot record '\(expectedPath)': \(error.localizedDescription)")
            failed = true
        }
    }
    return failed ? ExitStatus.failure : ExitStatus.success
}
