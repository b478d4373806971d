import Foundation
import ViewGraphDiagnostics
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
    let renderer = DiagnosticRenderer(style: context.usesColor(.standardError) ? .rich : .plain)
    for path in files.found {
        let expectedPath = Golden.expectedPath(for: path)
        // Read as every other command reads a scenario: an unreadable file is "permission
        // denied", a binary or oversized one the same rejection `check` gives; no golden.
        let source: SourceFile
        switch SourceReading.read(path) {
        case .loaded(let loaded):
            source = loaded
        case .rejected(let batch):
            Terminal.standardError.write(renderer.render([batch]))
            failed = true
            continue
        case .unreadable(let message):
            context.error(message)
            failed = true
            continue
        }
        do {
            let text = Golden.text(
                fileName: (path as NSString).lastPathComponent, text: source.text,
                errorCatalogue: Golden.isErrorCatalogue(path))
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
