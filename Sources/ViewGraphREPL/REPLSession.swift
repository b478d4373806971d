// The REPL (DESIGN.md §5): a scenario, a variant and a current step, driven one
// typed line at a time. Everything the session shows is re-derivable: `back` and
// `goto N` run the variant again from its first render, and steps added with `do`
// and `tap` are kept in the session's timeline, so the same inputs always give the
// same state and the same output.
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports
import ViewGraphSyntax

/// What the REPL needs from the process. Only the executable does I/O, so files,
/// guide pages and exports come in through these closures; tests pass in-memory ones.
package struct REPLHost {
    /// The result of reading a scenario file.
    package enum FileRead {
        case text(path: String, text: String)
        /// Unreadable or not a scenario: the rendered error.
        case failed(String)
    }

    package var readFile: (String) -> FileRead
    /// Writes an export; returns an error message on failure.
    package var writeFile: (_ path: String, _ text: String) -> String?
    /// Entries of a folder, folders with a trailing `/` (for completing paths).
    package var listDirectory: (String) -> [String]
    /// The text of a guide page, by its path relative to the project (`Guides/causes/X.md`).
    package var guidePage: (String) -> String?
    /// `export FORMAT`: provided by the executable when exports are built in.
    package var exporter: ((ExportRequest) -> Result<String, ExportFailure>)?
    /// Render diagnostics and reports with ANSI colours.
    package var usesColor: Bool
    /// The width reports fit to (like `viewgraph run`); nil leaves lines as rendered.
    package var width: Int?

    package init(
        readFile: @escaping (String) -> FileRead,
        writeFile: @escaping (String, String) -> String? = { _, _ in "writing files is not available" },
        listDirectory: @escaping (String) -> [String] = { _ in [] },
        guidePage: @escaping (String) -> String? = { _ in nil },
        exporter: ((ExportRequest) -> Result<String, ExportFailure>)? = nil,
        usesColor: Bool = false,
        width: Int? = nil
    ) {
        self.readFile = readFile
        self.writeFile = writeFile
        self.listDirectory = listDirectory
        self.guidePage = guidePage
        self.exporter = exporter
        self.usesColor = usesColor
        self.width = width
    }
}

/// What `export FORMAT [FILE]` hands to the exporter: the current step of the
/// current variant.
package struct ExportRequest {
    package var format: String
    package var scenario: LoadedScenario
    package var variant: String
    package var simulation: Simulation
    /// Step 0 (the first render) up to the current step.
    package var steps: [StepTrace]
    package var step: StepTrace
    /// For `html`: the file the page will be written to (links in it are relative to it).
    package var file: String? = nil
}

package struct ExportFailure: Error {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }
}

/// One interactive session over one scenario file.
package final class REPLSession {
    let host: REPLHost
    var write: (String) -> Void
    /// Problems reported so far (errors and diagnostics of typed input).
    package internal(set) var problems = 0

    /// One step of the session's timeline: a step of the file, or one added here.
    enum Entry: Equatable {
        case scenario(Int)
        case added(Int)
    }

    /// A step added with `do` or `tap`.
    struct AddedStep {
        var title: String
        /// The step's action as written in the scenario language (`tap TrailRow[2]`).
        var action: String
    }

    // MARK: The loaded scenario
    package internal(set) var path: String?
    /// The file as read.
    var original: LoadedScenario?
    var entries: [Entry] = []
    var added: [AddedStep] = []
    /// The file plus the added steps, with steps in timeline order.
    var combined: LoadedScenario?
    /// Where each added step's action starts in `combined`'s text.
    var addedOffsets: [Int] = []

    // MARK: The current state
    package internal(set) var variant = "base"
    package internal(set) var position = 0
    var simulation: Simulation?
    var resolved: ResolvedScenario?
    var steps: [StepTrace] = []
    var results: [ExpectationResult] = []
    /// The error that stopped the simulation; it cannot go on past it.
    var stopped: Diagnostic?
    /// For each variant: the other variant that fixes each of its findings (by step).
    var fixCache: [String: [Transcript.FixKey: String]] = [:]
    package internal(set) var isFinished = false

    // MARK: Predict mode
    /// `predict on`: `next` and Enter ask before running a step.
    package internal(set) var predicting = false
    /// The questions of the step about to run, while they are being answered.
    var pending: PendingPrediction?
    /// Every question answered, by lesson (the file's path).
    var scored: [ScoredAnswer] = []
    /// A batch (`viewgraph run --predict ANSWERS`): every line is an answer, never a
    /// command; an invalid answer counts as skipped; the next step is asked at once.
    package var answersOnly = false
    package var autoAdvance = false
    /// A batch prints each step's marks without its whole card.
    package var quietCards = false
    /// In a batch: the answers file, its text and where the line being read starts (in
    /// UTF-8 bytes), for diagnostics.
    package var answerLocation: (path: String, text: String, lineStart: Int)?
    /// Whether a question is waiting for its answer.
    package var isAwaitingAnswer: Bool { pending != nil }

    package init(host: REPLHost, write: @escaping (String) -> Void) {
        self.host = host
        self.write = write
    }

    deinit {
        // The session's suspended tasks end with it: their threads exit.
        simulation?.endTasks()
    }

    // MARK: - Running

    /// Opens a file and prints its banner; false when it could not be loaded (the
    /// session still runs, so the file can be fixed and reloaded).
    @discardableResult
    package func open(_ path: String) -> Bool {
        self.path = path
        return load(path, announce: true)
    }

    /// Reads lines until `quit` or the end of input.
    package func run(_ reader: LineReader) {
        while isFinished == false {
            switch reader.readLine(prompt: prompt) {
            case .endOfInput:
                return
            case .interrupted:
                continue
            case .line(let text):
                if text.trimmingWhitespace().isEmpty == false { reader.addHistory(text) }
                execute(text)
            }
        }
    }

    /// `favorites [1/2]> `, `favorites (row-models) [1/2]> `.
    /// A file or variant name with control characters shows them escaped (`\u{1B}`): the
    /// line editor prints the prompt as it is.
    package var prompt: String { ControlCharacters.escape(plainPrompt) }

    private var plainPrompt: String {
        let stem = path.map(REPLSession.stem) ?? "viewgraph"
        guard combined != nil else { return "\(stem) [not loaded]> " }
        let variantPart = variant == "base" ? "" : " (\(variant))"
        if pending != nil { return "\(stem)\(variantPart) [\(position)/\(total)] guess> " }
        return "\(stem)\(variantPart) [\(position)/\(total)]> "
    }

    /// The current variant's step count (a variant may add or drop steps).
    var total: Int { resolved?.model.steps.count ?? entries.count }

    static func stem(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".scenario") { name = String(name.dropLast(".scenario".count)) }
        return name
    }

    // MARK: - Dispatch

    /// Runs one typed line. Nothing typed here can stop the session: every problem
    /// is printed as a diagnostic.
    package func execute(_ rawLine: String) {
        if pending != nil {
            handlePending(rawLine)
        } else {
            dispatch(rawLine)
        }
    }

    /// Runs a typed line as a command (Enter runs `next`).
    func dispatch(_ rawLine: String) {
        let line = rawLine.trimmingWhitespace()
        if line.isEmpty {
            if combined != nil, stopped == nil, position == total {
                write(
                    "end of the scenario (step \(total)/\(total)): 'back', 'goto N', 'restart', 'variant NAME' or 'compare'\n"
                )
            } else {
                nextOrPredict()
            }
            return
        }
        var (word, argument, argumentOffset) = split(rawLine)
        if word.hasPrefix("print("), line.hasSuffix(")"), let open = rawLine.utf8.firstIndex(of: UInt8(ascii: "(")),
            let close = rawLine.utf8.lastIndex(of: UInt8(ascii: ")"))
        {
            // `print(expr)`, as Swift spells it: the command `print expr`.
            let start = rawLine.utf8.index(after: open)
            word = "print"
            argument = String(rawLine[start..<close]).trimmingWhitespace()
            argumentOffset = rawLine.utf8.distance(from: rawLine.utf8.startIndex, to: start)
        }
        guard let command = REPLCommand.lookup(word) else {
            unknownCommand(word)
            return
        }
        let input = TypedInput(line: rawLine, argument: argument, argumentOffset: argumentOffset)
        switch command.name {
        case .next: noArgument(command, input) { nextOrPredict() }
        case .back: noArgument(command, input) { back() }
        case .goto: goto(input)
        case .restart: noArgument(command, input) { goto(0, announce: true) }
        case .run: noArgument(command, input) { runAll() }
        case .steps: noArgument(command, input) { listSteps() }
        case .tree: noArgument(command, input) { withStep { report(TreeReport.render($0, step: $1, of: total)) } }
        case .deps: deps(input)
        case .graph: noArgument(command, input) { withStep { report(CauseEffectReport.render($1, of: total)) } }
        case .why: why(input, not: false)
        case .whynot: why(input, not: true)
        case .explain: explain(input)
        case .print: printExpression(input)
        case .do: addStep(input, .statement)
        case .tap: addStep(input, .tap)
        case .wait: addStep(input, .wait)
        case .scroll: addStep(input, .scroll)
        case .delete: addStep(input, .delete)
        case .move: addStep(input, .move)
        case .submit: addStep(input, .submit)
        case .refresh: addStep(input, .refresh)
        case .pop: addStep(input, .pop)
        case .scene: addStep(input, .scene)
        case .controls: listControls()
        case .variant: switchVariant(input)
        case .compare: noArgument(command, input) { compare() }
        case .stats: noArgument(command, input) { stats() }
        case .predict: predictCommand(input)
        case .timeline: noArgument(command, input) { withStep { report(TimelineReport.render($1, of: total)) } }
        case .export: export(input)
        case .html: html(input)
        case .load: loadCommand(input)
        case .reload: noArgument(command, input) { reload() }
        case .help: help(input)
        case .quit: isFinished = true
        }
    }

    /// The typed line and where its argument starts, for carets under typed text.
    struct TypedInput {
        var line: String
        var argument: String
        /// Offset of `argument` in `line`, in UTF-8 bytes.
        var argumentOffset: Int
    }

    /// `why  TrailRow[2] ` → ("why", "TrailRow[2]", 5).
    func split(_ line: String) -> (String, String, Int) {
        let bytes = Array(line.utf8)
        var start = 0
        while start < bytes.count, bytes[start] == 32 || bytes[start] == 9 { start += 1 }
        var end = start
        while end < bytes.count, bytes[end] != 32 && bytes[end] != 9 { end += 1 }
        var argumentStart = end
        while argumentStart < bytes.count, bytes[argumentStart] == 32 || bytes[argumentStart] == 9 {
            argumentStart += 1
        }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        let argument = String(decoding: bytes[argumentStart...], as: UTF8.self).trimmingWhitespace()
        return (word, argument, argumentStart)
    }

    func noArgument(_ command: REPLCommand, _ input: TypedInput, _ body: () -> Void) {
        guard input.argument.isEmpty else {
            error("'\(command.name.rawValue)' takes no argument", notes: ["usage: \(command.usage)"])
            return
        }
        body()
    }

    func unknownCommand(_ word: String) {
        let bare = word.hasPrefix(":") ? String(word.dropFirst()) : word
        var shown = word.unicodeScalars.map {
            $0.value < 32 || $0.value == 127 ? "\\u{\(String($0.value, radix: 16))}" : String($0)
        }.joined()
        if shown.count > 40 { shown = String(shown.prefix(39)) + "…" }
        var message = "unknown command '\(shown)'"
        if let suggestion = DidYouMean.suggestion(for: bare, among: REPLCommand.names) {
            message += "; did you mean '\(suggestion)'?"
        }
        var notes: [String] = []
        if bare.contains(where: { ".[(=".contains($0) }) {
            notes.append("to evaluate an expression type 'print EXPR'; to change state type 'do STMT'")
        }
        notes.append("type 'help' to list the commands")
        error(message, notes: notes)
    }

    /// `next` and Enter: in predict mode, ask first; otherwise run the next step.
    func nextOrPredict() {
        if predicting, combined != nil, stopped == nil, position < total, beginPrediction() { return }
        next()
    }

    // MARK: - Output helpers

    func error(_ message: String, notes: [String] = []) {
        problems += 1
        var text = "error: \(message)\n"
        for note in notes { text += "note: \(note)\n" }
        write(text)
    }

    /// `viewgraph why FILE REF --step N [--variant NAME]` (and `whynot`): the report at a
    /// step of a variant, or nil after writing the problem.
    package func why(atStep target: Int, reference: String, variant name: String? = nil, not: Bool = false)
        -> String?
    {
        guard combined != nil else { return nil }
        if let name, name != variant, selectVariant(name) == false { return nil }
        guard target >= 0, target <= total else {
            error("step \(target) does not exist; the scenario has steps 0 to \(total)")
            return nil
        }
        derive(to: target)
        guard position == target, stopped == nil || position < steps.count else {
            write(stoppedText())
            return nil
        }
        let saved = write
        var captured = ""
        write = { captured += $0 }
        let before = problems
        why(TypedInput(line: reference, argument: reference, argumentOffset: 0), not: not)
        write = saved
        guard problems == before else {
            write(captured)
            return nil
        }
        return captured
    }

    /// Writes a report fitted to the host's width, in colour when the host uses colour
    /// (the same symbols in the same colours as `viewgraph run`).
    func report(_ text: String) {
        var text = text
        if let width = host.width { text = TextFit.fit(text, width: width) }
        write(ReportColor.apply(text, enabled: host.usesColor))
    }

    var renderer: DiagnosticRenderer { DiagnosticRenderer(style: host.usesColor ? .rich : .plain) }

    /// Runs `body` with the current simulation and step, or says why there is none.
    func withStep(_ body: (Simulation, StepTrace) -> Void) {
        guard let simulation, position < steps.count else {
            error(combined == nil ? notLoadedMessage : "nothing has run yet", notes: stoppedNotes)
            return
        }
        body(simulation, steps[position])
    }

    var notLoadedMessage: String {
        "no scenario is loaded; fix its errors and type 'reload', or open another with 'load FILE'"
    }

    var stoppedNotes: [String] {
        stopped.map { ["the simulation stopped: \($0.message)"] } ?? []
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" || first == "\n" || first == "\r" {
            text.removeFirst()
        }
        while let last = text.last, last == " " || last == "\t" || last == "\n" || last == "\r" { text.removeLast() }
        return String(text)
    }
}
