import CEditLine
import Foundation
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphREPL

/// `viewgraph FILE`, `viewgraph repl FILE`: the interactive session. On a terminal
/// it reads lines with libedit (history, completion, Ctrl-C clears the line); when
/// stdin or stdout is not a terminal it reads plain lines and prints no prompt, so
/// piped sessions give clean transcripts.
@MainActor func startREPL(file: String, predict: Bool = false, _ context: CommandContext) -> Int32 {
    let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    let session = REPLSession(host: REPLHosting.host(context), write: { Terminal.standardOutput.write($0) })
    let opened = session.open(file)
    if opened == false && interactive == false { return ExitStatus.failure }
    if opened && predict { session.startPredicting() }
    if interactive {
        let reader = EditLineReader(historyPath: EditLineReader.historyPath(ProcessInfo.processInfo.environment))
        EditLineReader.complete = { session.completions(for: $0) }
        session.run(reader)
        reader.saveHistory()
        if session.isFinished == false { Terminal.standardOutput.write("\n") }
    } else {
        session.run(PlainLineReader())
    }
    return ExitStatus.success
}

/// `viewgraph run FILE --predict ANSWERS`: a learner's answers graded in a batch. The
/// answers are the lines the learner would type at the REPL's questions, in order (blank:
/// skipped; `//` starts a comment line). Prints each step's marks and the score; exits 1
/// when an answer is invalid (each is a diagnostic naming the answers file and line).
func gradePredictions(_ options: RunOptions, answers: String, _ context: CommandContext) -> Int32 {
    let text: String
    let name: String
    if answers == "-" {
        var lines: [String] = []
        while let line = Swift.readLine(strippingNewline: true) { lines.append(line) }
        text = lines.joined(separator: "\n")
        name = "<stdin>"
    } else {
        guard let data = FileManager.default.contents(atPath: answers), let read = String(data: data, encoding: .utf8)
        else {
            Terminal.standardError.write("error: cannot read answers file '\(answers)'\n")
            return ExitStatus.failure
        }
        text = read
        name = answers
    }
    let session = REPLSession(host: REPLHosting.host(context), write: { context.output($0) })
    session.answersOnly = true
    session.autoAdvance = true
    session.quietCards = true
    guard session.open(options.files[0]) else { return ExitStatus.failure }
    if let variant = options.variant, session.selectVariant(variant) == false { return ExitStatus.failure }
    session.startPredicting()
    var lineStart = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        defer { lineStart += line.utf8.count + 1 }
        guard session.isAwaitingAnswer else { break }
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
        // The answer as typed; its diagnostics point into the answers file.
        let typed = String(line).trimmingCharacters(in: .whitespaces)
        let indent = line.utf8.count - String(line.drop { $0 == " " || $0 == "\t" }).utf8.count
        session.answerLocation = (name, text, lineStart + indent)
        session.execute(typed)
    }
    context.output("\nscore    \(name) · " + session.batchSummary)
    return session.problems > 0 ? ExitStatus.failure : ExitStatus.success
}

/// The process side of the REPL: files, guide pages, exports.
enum REPLHosting {
    static func host(_ context: CommandContext) -> REPLHost {
        REPLHost(
            readFile: { path in
                let renderer = DiagnosticRenderer(style: context.usesColor(.standardOutput) ? .rich : .plain)
                switch SourceReading.read(path) {
                case .loaded(let source): return .text(path: source.path, text: source.text)
                case .rejected(let batch): return .failed(renderer.render([batch]))
                case .unreadable(let message): return .failed("error: \(message)")
                }
            },
            writeFile: { path, text in
                // An export over the output limit is not written (as `viewgraph export`).
                if let tooLarge = Exporter.sizeError(text, "export", file: path) { return tooLarge }
                do {
                    try Golden.write(text, to: path)
                    return nil
                } catch {
                    return "cannot write '\(path)': \(error.localizedDescription)"
                }
            },
            listDirectory: { folder in
                let manager = FileManager.default
                guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
                return names.sorted().map { name in
                    var isDirectory: ObjCBool = false
                    let path = (folder as NSString).appendingPathComponent(name)
                    _ = manager.fileExists(atPath: path, isDirectory: &isDirectory)
                    return isDirectory.boolValue ? name + "/" : name
                }
            },
            guidePage: readGuide,
            exporter: REPLHosting.exporter,
            usesColor: context.usesColor(.standardOutput), width: context.outputWidth)
    }

    /// `export FORMAT [FILE]` in the REPL: the same exports as `viewgraph export`, of the
    /// session's variant after its current step (ad-hoc steps included).
    static let exporter: (@Sendable (ExportRequest) -> Result<String, ExportFailure>)? = { request in
        if request.format == "html" {
            do throws(Exporter.Failure) {
                let document = try HTMLExporter.document(
                    request.scenario, variant: request.variant, step: request.step.index,
                    guideBase: HTMLRendering.guideBase(for: request.file ?? "page.html"))
                return .success(HTMLRendering.page(document, environment: ProcessInfo.processInfo.environment).text)
            } catch {
                return .failure(ExportFailure(Exporter.message(error, file: request.scenario.source.path)))
            }
        }
        guard let format = ExportFormat(rawValue: request.format) else {
            return .failure(ExportFailure("unknown export format '\(request.format)'; use dot, mermaid or json"))
        }
        let run = ScenarioRun(
            variant: request.variant, simulation: request.simulation, steps: request.steps, expectations: [],
            error: nil)
        guard let text = Exporter.render(format, request.scenario, run) else {
            return .failure(ExportFailure("nothing to export: the scenario has not rendered"))
        }
        return .success(text)
    }
}

/// Piped input: no prompt, no editing, no history.
final class PlainLineReader: LineReader {
    func readLine(prompt: String) -> LineInput {
        guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
        return .line(line)
    }

    func addHistory(_ line: String) {}
}

/// libedit's readline-compatible API (DESIGN.md §7).
final class EditLineReader: LineReader {
    /// Completion for the line before the cursor; set by the session's owner.
    @MainActor static var complete: ((String) -> [String])?
    let historyPath: String?

    init(historyPath: String?) {
        self.historyPath = historyPath
        vg_setup("viewgraph", editLineComplete)
        if let historyPath {
            // A missing, unreadable or corrupt history file only means no history.
            _ = vg_read_history(historyPath)
        }
    }

    func readLine(prompt: String) -> LineInput {
        let raw = vg_readline(prompt)
        if vg_take_interrupt() != 0 {
            free(raw)
            return .interrupted
        }
        guard let raw else { return .endOfInput }
        defer { free(raw) }
        return .line(String(cString: raw))
    }

    func addHistory(_ line: String) {
        vg_add_history(line)
        saveHistory()
    }

    func saveHistory() {
        guard let historyPath else { return }
        _ = vg_write_history(historyPath)
    }

    /// `$XDG_STATE_HOME/viewgraph/history`, else `~/.viewgraph_history`. The folder is
    /// created when missing; nil when there is nowhere to keep history.
    static func historyPath(_ environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            let folder = (state as NSString).appendingPathComponent("viewgraph")
            if (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil {
                return (folder as NSString).appendingPathComponent("history")
            }
        }
        guard let home = environment["HOME"], home.isEmpty == false else { return nil }
        return (home as NSString).appendingPathComponent(".viewgraph_history")
    }
}

/// The completer libedit calls: the matches for the word ending at the cursor, as a
/// NULL-terminated malloc'd array whose first entry is their common prefix.
private func editLineComplete(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    vg_completion_over()
    guard let buffer = vg_line_buffer() else { return nil }
    let bytes = Array(String(cString: buffer).utf8.prefix(Int(max(0, end))))
    let line = String(decoding: bytes, as: UTF8.self)
    // libedit calls the completer from `readline`, on the REPL's thread, the main thread.
    guard let matches = MainActor.assumeIsolated({ EditLineReader.complete?(line) }) else { return nil }
    guard let first = matches.first else { return nil }
    vg_completion_append(matches.count == 1 && first.hasSuffix("/") ? 0 : 32)
    var prefix = first
    for match in matches.dropFirst() {
        while match.hasPrefix(prefix) == false { prefix.removeLast() }
    }
    let entries = matches.count == 1 ? [first] : [prefix] + matches
    let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: entries.count + 1)
    for (index, entry) in entries.enumerated() { array[index] = strdup(entry) }
    array[entries.count] = nil
    return array
}
