// Predict, then reveal (DESIGN.md §5): `predict on|off`. Before each step the session
// shows the step's actions and asks which views will run (and, optionally, which will
// be redrawn), then the step's own `ask` questions; once they are answered it runs the
// step, prints its card and marks every guess right, missed or extra, with the
// one-line reason and rule of each miss (`WhyReport`). Answers are graded against the
// simulation, never against a written key (`viewgraph test` checks the keys).
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports
import ViewGraphSyntax

/// One question asked before a step.
struct AskedQuestion {
    enum Kind {
        case views(ViewSetKind)
        case finding
        case yesNo(claim: Assertion, range: SourceRange)
    }

    var kind: Kind
    var prompt: String
    /// What to type, shown after the prompt.
    var hint: String
    /// The built-in "which will be redrawn?": skipped silently.
    var isOptional = false
    /// Where the score is kept: `bodies`, `redrawn`, `ask 1`, ….
    var key: String
}

/// What the learner answered.
enum GivenAnswer {
    case views([ViewGuess])
    case findings([String])
    case yesNo(Bool)
    /// Enter, or an answer that was not valid in a batch.
    case skipped
}

/// One item of a view guess: a REF, every view of a type (`TrailRow*`) or `all`.
enum ViewGuess {
    case ref(ViewRef)
    case type(String)
    case all
}

/// The questions of the step about to run and the answers given so far.
struct PendingPrediction {
    var step: Int
    var questions: [AskedQuestion]
    var answers: [GivenAnswer] = []
    /// The views before the step runs, for resolving guesses afterwards.
    var before: [ViewNode]

    var current: AskedQuestion? { answers.count < questions.count ? questions[answers.count] : nil }
}

/// One scored question.
struct ScoredAnswer {
    var lesson: String
    /// variant · step · question: a question answered again replaces its score.
    var key: String
    var score: PredictionScore
}

extension REPLSession {
    // MARK: - predict on|off

    func predictCommand(_ input: TypedInput) {
        switch input.argument {
        case "on":
            predicting = true
            write(
                "predict on: before each step, name the views you think will run; the card then marks each guess.\n")
            if pending == nil { beginPrediction() }
        case "off":
            predicting = false
            pending = nil
            write("predict off: Enter runs the next step and shows its card.\n")
        case "":
            write(predicting ? "predict is on\n" : "predict is off; 'predict on' turns it on\n")
        default:
            error(
                "'predict' takes 'on' or 'off', got '\(input.argument)'",
                notes: ["usage: \(REPLCommand.command(.predict).usage)"])
        }
    }

    /// Starts predicting when the session opens (`viewgraph FILE --predict`).
    package func startPredicting() {
        predicting = true
        beginPrediction()
    }

    // MARK: - Asking

    /// Shows the next step and asks its first question; false when there is no step to run.
    @discardableResult
    func beginPrediction() -> Bool {
        guard let combined, let resolved, let simulation, stopped == nil, position < total else {
            if combined != nil, position >= total {
                write("end of the scenario (step \(total)/\(total)): nothing left to predict\n")
            }
            return false
        }
        let block = resolved.model.steps[position]
        let lessonQuestions = position < resolved.stepQuestions.count ? resolved.stepQuestions[position] : []
        var questions: [AskedQuestion] = []
        let asksViews = { (kind: ViewSetKind) in
            lessonQuestions.contains { if case .views(kind, _) = $0.answer { return true } else { return false } }
        }
        let example =
            simulation.viewsInTreeOrder.first { v in
                simulation.viewsInTreeOrder.filter { $0.type.name == v.type.name }.count > 1
            }.map { "\($0.type.name)* for every \($0.type.name), " } ?? ""
        let viewHint = "(REFs, \(example)all, none; Enter skips)"
        if asksViews(.bodies) == false {
            questions.append(
                AskedQuestion(
                    kind: .views(.bodies), prompt: "Which views will run their body?", hint: viewHint, key: "bodies"))
        }
        if asksViews(.redrawn) == false {
            questions.append(
                AskedQuestion(
                    kind: .views(.redrawn), prompt: "Which of them will be redrawn (change on screen)?",
                    hint: "(Enter skips)", isOptional: true, key: "redrawn"))
        }
        for (index, question) in lessonQuestions.enumerated() {
            let kind: AskedQuestion.Kind
            let hint: String
            switch question.answer {
            case .views(let set, _):
                kind = .views(set)
                hint = viewHint
            case .finding:
                kind = .finding
                hint = "(a finding id, or none; Enter skips)"
            case .yesNo(_, let claim):
                kind = .yesNo(claim: claim, range: question.range)
                hint = "(yes or no)"
            }
            questions.append(AskedQuestion(kind: kind, prompt: question.prompt, hint: hint, key: "ask \(index + 1)"))
        }
        pending = PendingPrediction(step: position, questions: questions, before: simulation.viewsInTreeOrder)
        let title = "── predict · step \(position + 1)/\(total) · \(block.title) "
        var out = title + String(repeating: "─", count: max(3, 96 - title.count)) + "\n"
        for action in REPLSession.actionTexts(block, source: combined.source) {
            out += " step     \(action)\n"
        }
        let names = simulation.viewsInTreeOrder.map(\.displayName)
        let shown = names.count > 10 ? names.prefix(10).joined(separator: ", ") + ", …" : names.joined(separator: ", ")
        if names.isEmpty == false { out += " views    \(shown)\n" }
        if quietCards { return true }
        write(out)
        askCurrent()
        return true
    }

    /// The step's actions as written, one line each (`expect` and `ask` left out).
    static func actionTexts(_ block: StepBlock, source: SourceFile) -> [String] {
        block.actions.compactMap { action -> String? in
            let range: SourceRange
            switch action {
            case .statement(let statement): range = statement.range
            case .tap(_, let r), .scroll(_, _, let r), .wait(_, let r), .every(_, _, _, let r), .frames(_, let r),
                .delete(_, let r), .move(_, _, let r), .submit(_, let r), .refresh(_, let r), .pop(_, let r),
                .scenePhase(_, let r):
                range = r
            case .expect, .ask: return nil
            }
            let text = source.text(in: range)
            let first = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
            return first.count < text.count ? first + " …" : first
        }
    }

    func askCurrent() {
        guard quietCards == false, let pending, let question = pending.current else { return }
        let number = pending.questions.count > 1 ? " \(pending.answers.count + 1)/\(pending.questions.count)" : ""
        write(
            " ask\(number)\(String(repeating: " ", count: max(1, 6 - number.count)))\(question.prompt) \(question.hint)\n"
        )
    }

    // MARK: - Answering

    /// Whether a line typed while a question is pending is a command rather than an answer.
    func isCommand(_ line: String, at question: AskedQuestion) -> Bool {
        let word = split(line).0
        if case .yesNo = question.kind, ["yes", "no", "y", "n"].contains(word.lowercased()) { return false }
        if answersOnly { return false }
        return REPLCommand.lookup(word) != nil
    }

    /// A line typed at a pending question: a command, or the answer.
    func handlePending(_ rawLine: String) {
        guard var pending, let question = pending.current else { return }
        let line = rawLine.trimmingWhitespace()
        if isCommand(line, at: question) {
            let command = REPLCommand.lookup(split(line).0)!.name
            switch command {
            case .next:
                // Skip the remaining questions and run the step.
                while pending.current != nil { pending.answers.append(.skipped) }
                self.pending = pending
                finishPrediction()
            case .back, .goto, .restart, .run, .do, .tap, .wait, .scroll, .delete, .move, .submit, .refresh, .pop,
                .scene,
                .variant,
                .load,
                .reload:
                self.pending = nil
                write("(the question was dropped)\n")
                dispatch(rawLine)
            case .quit, .predict:
                dispatch(rawLine)
            default:
                dispatch(rawLine)
                if self.pending != nil { askCurrent() }
            }
            return
        }
        guard let answer = parseAnswer(line, for: question) else {
            if answersOnly {
                pending.answers.append(.skipped)
                self.pending = pending
                advanceQuestions()
            } else {
                askCurrent()
            }
            return
        }
        pending.answers.append(answer)
        self.pending = pending
        advanceQuestions()
    }

    func advanceQuestions() {
        guard let pending else { return }
        if pending.current != nil {
            askCurrent()
        } else {
            finishPrediction()
        }
    }

    /// The answer typed, or nil after printing why it is not one.
    func parseAnswer(_ line: String, for question: AskedQuestion) -> GivenAnswer? {
        if line.isEmpty { return .skipped }
        switch question.kind {
        case .yesNo:
            switch line.lowercased() {
            case "yes", "y": return .yesNo(true)
            case "no", "n": return .yesNo(false)
            default:
                answerError("expected 'yes' or 'no', got '\(line)'", in: line, at: 0..<line.utf8.count)
                return nil
            }
        case .finding:
            var ids: [String] = []
            for item in REPLSession.answerItems(line) {
                if item.text == "none" { continue }
                guard FindingCatalogue.ids.contains(item.text) else {
                    var message = "unknown finding '\(item.text)'"
                    if let suggestion = DidYouMean.suggestion(for: item.text, among: FindingCatalogue.ids) {
                        message += "; did you mean '\(suggestion)'?"
                    }
                    answerError(
                        message, in: line, at: item.range,
                        notes: ["findings: " + FindingCatalogue.ids.joined(separator: ", "), "'none' for no finding"])
                    return nil
                }
                if ids.contains(item.text) == false { ids.append(item.text) }
            }
            return .findings(ids)
        case .views(let kind):
            return parseViewGuesses(line, kind: kind).map { .views($0) }
        }
    }

    /// `TrailRow[2], TrailRow[3]`, `TrailRow*`, `all`, `none`; each REF is checked against
    /// the graph now (a `created` guess may name a view that does not exist yet).
    func parseViewGuesses(_ line: String, kind: ViewSetKind) -> [ViewGuess]? {
        guard let simulation, let combined else { return nil }
        var guesses: [ViewGuess] = []
        for item in REPLSession.answerItems(line) {
            switch item.text {
            case "none": continue
            case "all":
                guesses.append(.all)
                continue
            default: break
            }
            if item.text.hasSuffix("*") {
                let name = String(item.text.dropLast())
                guard simulation.program.type(named: name)?.nominal?.isView == true else {
                    let types = REPLSession.viewTypeNames(simulation)
                    var message = "cannot find view '\(name)' in the scenario"
                    if let suggestion = DidYouMean.suggestion(for: name, among: types) {
                        message += "; did you mean '\(suggestion)*'?"
                    }
                    answerError(
                        message, in: line, at: item.range, notes: ["view types: " + types.joined(separator: ", ")])
                    return nil
                }
                guesses.append(.type(name))
                continue
            }
            let padding = combined.source.utf8.count + 1
            let source = SourceFile(
                path: SourceFile.typedPath, text: String(repeating: " ", count: padding) + item.text)
            let (ref, diagnostics) = FragmentParser.viewRef(source, from: padding)
            let shift = padding - item.range.lowerBound
            if diagnostics.hasErrors || ref.segments.isEmpty {
                write(renderAnswer(diagnostics, line: line, shift: shift))
                return nil
            }
            do {
                _ = try simulation.resolve(ref)
            } catch let failure as RuntimeError {
                let unmatched = failure.message.hasPrefix("no view matches")
                if (kind == .created && unmatched) == false {
                    var diagnostic = failure.diagnostic
                    diagnostic.message = diagnostic.message.replacingOccurrences(of: "''", with: "'\(item.text)'")
                    if diagnostic.message.hasPrefix("cannot find view"), let name = ref.segments.last?.typeName.name {
                        let types = REPLSession.viewTypeNames(simulation)
                        if let suggestion = DidYouMean.suggestion(for: name, among: types) {
                            diagnostic.message += "; did you mean '\(suggestion)'?"
                        }
                        diagnostic.notes.append(DiagnosticNote("view types: " + types.joined(separator: ", ")))
                    }
                    if diagnostic.message.contains("matches") && diagnostic.message.contains("views"),
                        let type = ref.segments.last?.typeName.name
                    {
                        diagnostic.notes.append(DiagnosticNote("'\(type)*' names every \(type)"))
                    }
                    write(renderAnswer([diagnostic], line: line, shift: shift))
                    return nil
                }
            } catch let failure as SimulationError {
                write(renderAnswer([failure.diagnostic], line: line, shift: shift))
                return nil
            } catch {
                self.error("\(error)")
                return nil
            }
            guesses.append(.ref(ref))
        }
        return guesses
    }

    static func viewTypeNames(_ simulation: Simulation) -> [String] {
        simulation.viewsInTreeOrder.map(\.type.name).reduce(into: [String]()) {
            if $0.contains($1) == false { $0.append($1) }
        }
    }

    /// The items of an answer, split at commas and spaces outside brackets and strings,
    /// with their byte ranges in the line.
    static func answerItems(_ line: String) -> [(text: String, range: Range<Int>)] {
        let bytes = Array(line.utf8)
        var items: [(String, Range<Int>)] = []
        var depth = 0
        var inString = false
        var start: Int?
        func close(_ end: Int) {
            if let begin = start {
                items.append((String(decoding: bytes[begin..<end], as: UTF8.self), begin..<end))
            }
            start = nil
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                if start == nil { start = index }
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
                if start == nil { start = index }
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            } else if depth == 0 && (byte == UInt8(ascii: ",") || byte == 32 || byte == 9) {
                close(index)
            } else if start == nil {
                start = index
            }
            index += 1
        }
        close(bytes.count)
        return items
    }

    func answerError(_ message: String, in line: String, at range: Range<Int>, notes: [String] = []) {
        let diagnostic = Diagnostic.error(
            message, at: SourceRange(start: range.lowerBound, end: range.upperBound),
            notes: notes.map { DiagnosticNote($0) })
        write(renderAnswer([diagnostic], line: line, shift: 0))
    }

    /// Diagnostics of an answer: under the typed line, or in a batch under the line of
    /// the answers file (`answers.txt:3:5`).
    func renderAnswer(_ diagnostics: [Diagnostic], line: String, shift: Int) -> String {
        guard let location = answerLocation else { return renderInput(diagnostics, line: line, shift: shift) }
        problems += diagnostics.filter { $0.severity == .error }.count
        return renderTyped(
            diagnostics, line: line, shift: shift, at: location.lineStart,
            in: SourceFile(path: location.path, text: location.text))
    }

    // MARK: - Revealing

    /// Runs the step, prints its card and marks every answer.
    func finishPrediction() {
        guard let pending else { return }
        self.pending = nil
        let lesson = path ?? "scenario"
        next()
        guard let simulation, stopped == nil, position == pending.step + 1, position < steps.count else { return }
        let step = steps[position]
        let scope = currentScope(simulation)
        let universe = (pending.before + REPLSession.recordedNodes(step)).uniqueViews()
        var out = "\n"
        var stepScore = PredictionScore(right: 0, total: 0)
        for (question, answer) in zip(pending.questions, pending.answers) {
            var result: (text: String, score: PredictionScore)?
            switch (question.kind, answer) {
            case (.views(let kind), .views(let guesses)):
                let guessed = resolveGuesses(guesses, in: universe, scope: scope, simulation: simulation)
                result = PredictionReport.views(
                    prompt: question.prompt, kind: kind, guessed: guessed, actual: simulation.nodes(kind, in: step),
                    step: step, simulation: simulation)
            case (.finding, .findings(let ids)):
                result = PredictionReport.findings(prompt: question.prompt, guessed: ids, step: step)
            case (.yesNo(let claim, let range), .yesNo(let guessed)):
                guard let truth = claimTruth(claim, range: range, step: step, simulation: simulation, scope: scope)
                else { continue }
                result = PredictionReport.yesNo(
                    prompt: question.prompt, guessed: guessed, truth: truth, claim: claimText(claim, range: range))
            default:
                if question.isOptional { continue }
                out += PredictionReport.skipped(
                    prompt: question.prompt,
                    answer: answerText(question, step: step, simulation: simulation, scope: scope))
            }
            guard let result else { continue }
            out += result.text
            stepScore.right += result.score.right
            stepScore.total += result.score.total
            let key = "\(variant) · \(pending.step + 1) · \(question.key)"
            scored.removeAll { $0.lesson == lesson && $0.key == key }
            scored.append(ScoredAnswer(lesson: lesson, key: key, score: result.score))
        }
        if stepScore.total > 0 {
            out += PredictionReport.scoreLine(
                step: stepScore, lesson: lessonScore(lesson), overall: lessonsScored.count > 1 ? overallScore : nil)
        }
        if quietCards == false, out.contains("  missed\n") || out.contains("  extra\n") || out.contains("  wrong\n") {
            out += "          'why REF' or 'whynot REF' explains a view in full\n"
        }
        write(out)
        if autoAdvance && position < total { beginPrediction() }
    }

    func resolveGuesses(_ guesses: [ViewGuess], in universe: [ViewNode], scope: Scope, simulation: Simulation)
        -> [ViewNode]
    {
        var nodes: [ViewNode] = []
        for guess in guesses {
            switch guess {
            case .all: nodes += universe
            case .type(let name): nodes += universe.filter { $0.type.name == name }
            case .ref(let ref):
                nodes += universe.filter { (try? simulation.recorded($0, matches: ref, scope: scope)) == true }
            }
        }
        return nodes.uniqueViews()
    }

    func claimTruth(_ claim: Assertion, range: SourceRange, step: StepTrace, simulation: Simulation, scope: Scope)
        -> Bool?
    {
        do {
            return try simulation.holds(claim, step: step, scope: scope, at: range)
        } catch let failure as RuntimeError {
            if let combined { write(render([failure.diagnostic], in: combined)) }
        } catch let failure as SimulationError {
            if let combined { write(render([failure.diagnostic], in: combined)) }
        } catch {
            self.error("\(error)")
        }
        return nil
    }

    /// The claim of a yes/no question as written (after `yes:` / `no:`).
    func claimText(_ claim: Assertion, range: SourceRange) -> String {
        guard let text = combined?.source.text(in: range) else { return "the claim" }
        for key in ["yes:", "no:"] {
            if let found = text.range(of: key) { return String(text[found.upperBound...]).trimmingWhitespace() }
        }
        return text
    }

    /// The answer of a skipped question, from the simulation.
    func answerText(_ question: AskedQuestion, step: StepTrace, simulation: Simulation, scope: Scope) -> String {
        switch question.kind {
        case .views(let kind):
            let names = simulation.nodes(kind, in: step).map(\.displayName)
            return names.isEmpty ? "none" : names.joined(separator: ", ")
        case .finding:
            let ids = step.findings.map(\.id)
            return ids.isEmpty ? "none" : ids.joined(separator: ", ")
        case .yesNo(let claim, let range):
            let truth = (try? simulation.holds(claim, step: step, scope: scope, at: range)) ?? false
            return truth ? "yes" : "no"
        }
    }

    // MARK: - Scores

    var lessonsScored: [String] {
        scored.map(\.lesson).reduce(into: [String]()) { if $0.contains($1) == false { $0.append($1) } }
    }

    func lessonScore(_ lesson: String) -> PredictionScore {
        scored.filter { $0.lesson == lesson }.reduce(PredictionScore(right: 0, total: 0)) {
            PredictionScore(right: $0.right + $1.score.right, total: $0.total + $1.score.total)
        }
    }

    var overallScore: PredictionScore {
        scored.reduce(PredictionScore(right: 0, total: 0)) {
            PredictionScore(right: $0.right + $1.score.right, total: $0.total + $1.score.total)
        }
    }

    /// The `stats` lines of the predictions: per lesson, then overall.
    package var scoreText: String {
        guard scored.isEmpty == false else { return "" }
        var out = "\npredictions (right of marks; a question counts once, the last answer)\n"
        let lessons = lessonsScored
        let width = lessons.map { REPLSession.stem($0).count }.max() ?? 0
        for lesson in lessons {
            let score = lessonScore(lesson)
            let questions = scored.filter { $0.lesson == lesson }
            let fully = questions.filter(\.score.isRight).count
            out +=
                "  \(ReportSupportText.pad(REPLSession.stem(lesson), width))  \(score.right) of \(score.total) right · \(fully) of \(questions.count) questions all right\n"
        }
        if lessons.count > 1 {
            let score = overallScore
            out += "  \(ReportSupportText.pad("overall", width))  \(score.right) of \(score.total) right\n"
        }
        return out
    }

    /// The closing line of a batch run: this lesson's score, as a percentage too.
    package var batchSummary: String {
        let lesson = path ?? "scenario"
        let score = lessonScore(lesson)
        let percent = score.total == 0 ? 0 : (score.right * 100) / score.total
        var text = "\(REPLSession.stem(lesson)): \(score.right) of \(score.total) right (\(percent)%)"
        if position < total { text += " · answers ended before step \(position + 1) of \(total)" }
        return text + "\n"
    }
}

extension REPLSession {
    /// Completion at a pending question: REFs and `Type*` for views, finding ids, yes/no.
    func answerCompletions(_ question: AskedQuestion) -> [String] {
        switch question.kind {
        case .views:
            let types = simulation.map { REPLSession.viewTypeNames($0).map { $0 + "*" } } ?? []
            return viewReferences() + types + ["all", "none"]
        case .finding: return FindingCatalogue.ids + ["none"]
        case .yesNo: return ["yes", "no"]
        }
    }
}
