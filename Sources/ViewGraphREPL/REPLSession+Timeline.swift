// Loading, stepping and re-deriving: `next back goto restart run steps do tap
// variant load reload compare stats`.
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports
import ViewGraphSyntax

extension REPLSession {
    // MARK: - Loading

    /// Reads and checks a file. On success it replaces the session's scenario; on
    /// errors it prints them and keeps what was loaded before.
    func load(_ path: String, announce: Bool) -> Bool {
        guard let scenario = read(path) else { return false }
        self.path = path
        original = scenario
        fixCache = [:]
        entries = scenario.model.steps.indices.map { .scenario($0) }
        added = []
        variant = "base"
        guard rebuild() else { return false }
        derive(to: 0)
        if announce { write(banner()) }
        return true
    }

    /// The file's scenario, or nil after printing why it cannot be used.
    func read(_ path: String) -> LoadedScenario? {
        switch host.readFile(path) {
        case .failed(let message):
            write(message.hasSuffix("\n") ? message : message + "\n")
            return nil
        case .text(let path, let text):
            let scenario = LoadedScenario(path: path, text: text)
            if scenario.diagnostics.isEmpty == false {
                write(renderer.render(scenario.diagnostics, in: scenario.source))
            }
            return scenario.hasErrors ? nil : scenario
        }
    }

    func banner() -> String {
        guard let combined else { return "" }
        var text = StepCard.header(
            title: combined.model.title, steps: total, variant: variant, variants: combined.model.variantNames,
            root: combined.model.appSource)
        if let simulation, let first = steps.first {
            text += StepCard.initialRender(first, simulation: simulation)
        }
        text += stoppedText()
        if quietCards == false { text += "Enter runs the next step; 'help' lists the commands.\n" }
        return text
    }

    /// Rebuilds `combined` from the file and the added steps. False (with the
    /// diagnostics printed) when an added step does not compile.
    @discardableResult
    func rebuild() -> Bool {
        guard let original else { return false }
        // The file's own text: its includes are joined again after the typed steps.
        var text = original.source.mainFileText
        if text.hasSuffix("\n") == false { text += "\n" }
        var offsets: [Int] = []
        // Each added step's header and its action are parts of their own, so a site in
        // the action reads `<input>:1:col` and the step's own place `<input>:1:1`.
        var parts: [(path: String, start: Int)] = []
        if added.isEmpty == false { text += "\n// Steps added in the REPL.\n" }
        for step in added {
            parts.append((SourceFile.typedPath, text.utf8.count))
            text += "step \"\(REPLSession.escape(step.title))\" {\n    "
            offsets.append(text.utf8.count)
            parts.append((SourceFile.typedPath, text.utf8.count))
            text += step.action + "\n}\n"
        }
        var scenario = LoadedScenario(path: original.source.path, text: text, parts: parts)
        let fileSteps = scenario.model.steps
        guard fileSteps.count == original.model.steps.count + added.count else {
            return false
        }
        scenario.model.steps = entries.map { entry in
            switch entry {
            case .scenario(let index): fileSteps[index]
            case .added(let index): fileSteps[original.model.steps.count + index]
            }
        }
        combined = scenario
        addedOffsets = offsets
        return true
    }

    static func escape(_ title: String) -> String {
        var result = ""
        for character in title {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            default: result.append(character)
            }
        }
        return result
    }

    // MARK: - Deriving state

    /// Runs the variant from its first render up to step `target` (clamped), from
    /// scratch: the state is a function of the file, the variant and the added steps.
    func derive(to target: Int) {
        // The old run's suspended tasks end with it: their threads exit (a suspended frame
        // holds the simulation, so it would not go away by itself).
        simulation?.endTasks()
        simulation = nil
        resolved = nil
        steps = []
        results = []
        stopped = nil
        position = 0
        guard let combined else { return }
        do {
            let resolved = try combined.model.resolve(variant: variant)
            self.resolved = resolved
            let simulation = try Simulation(resolved)
            self.simulation = simulation
            let first = try simulation.start()
            steps.append(first)
            results += simulation.check(resolved.initialExpectations, step: first, scope: simulation.appScope)
            while position < min(target, total) {
                try advance(simulation, resolved)
            }
        } catch let error as SimulationError {
            stopped = error.diagnostic
            if let simulation, simulation.steps.count > steps.count, let failed = simulation.steps.last {
                steps.append(failed)
                position = failed.index
            }
        } catch ScenarioError.unknownVariant(let name, _) {
            stopped = .error("unknown variant '\(name)'", at: SourceRange.at(0))
        } catch {
            stopped = .error("\(error)", at: SourceRange.at(0))
        }
    }

    /// Runs the step after the current one and checks its expectations.
    private func advance(_ simulation: Simulation, _ resolved: ResolvedScenario) throws {
        let index = position
        let step = try simulation.run(step: index)
        steps.append(step)
        position = index + 1
        if index < resolved.stepExpectations.count {
            results += simulation.check(
                resolved.stepExpectations[index], step: step, scope: simulation.stepScopes[index])
        }
    }

    // MARK: - Moving

    func next() {
        guard combined != nil else { return error(notLoadedMessage) }
        if let stopped {
            return error(
                "the simulation stopped at step \(position) and cannot go on",
                notes: [
                    "the error: \(stopped.message)",
                    "'back' or 'goto N' to look at earlier steps; fix the file and 'reload'",
                ])
        }
        guard position < total else {
            return error(
                "already at the last step (\(position)/\(total))",
                notes: ["'back', 'goto N' or 'restart' to step again"])
        }
        guard let simulation, let resolved else { return error(notLoadedMessage) }
        do {
            try advance(simulation, resolved)
        } catch let failure as SimulationError {
            stopped = failure.diagnostic
            if simulation.steps.count > steps.count, let failed = simulation.steps.last {
                steps.append(failed)
                position = failed.index
            }
        } catch {
            stopped = .error("\(error)", at: SourceRange.at(0))
        }
        report(quietCards && stopped == nil ? quietCard() : card())
    }

    /// A batch's step header: the title line and the step's actions.
    func quietCard() -> String {
        guard position < steps.count, let combined, let resolved else { return "" }
        let step = steps[position]
        let title = "── step \(step.index)/\(total) · \(step.title) "
        var out = "\n" + title + String(repeating: "─", count: max(3, 96 - title.count)) + "\n"
        if step.index > 0 {
            for action in REPLSession.actionTexts(resolved.model.steps[step.index - 1], source: combined.source) {
                out += " step     \(action)\n"
            }
        }
        return out
    }

    /// Switches variant without printing a card (a batch's `--variant`); false after
    /// printing why the name is unknown.
    package func selectVariant(_ name: String) -> Bool {
        guard let combined else { return false }
        let names = combined.model.variantNames
        guard names.contains(name) else {
            var message = "unknown variant '\(name)'"
            if let suggestion = DidYouMean.suggestion(for: name, among: names) {
                message += "; did you mean '\(suggestion)'?"
            }
            error(message, notes: ["variants: " + names.joined(separator: ", ")])
            return false
        }
        variant = name
        derive(to: 0)
        return true
    }

    func back() {
        guard combined != nil else { return error(notLoadedMessage) }
        guard position > 0 else { return error("already at the initial render (step 0)") }
        goto(position - 1, announce: true)
    }

    func goto(_ input: TypedInput) {
        guard combined != nil else { return error(notLoadedMessage) }
        guard let target = Int(input.argument), target >= 0, target <= total else {
            let got = input.argument.isEmpty ? "nothing" : "'\(input.argument)'"
            return error(
                "'goto' needs a step number from 0 to \(total), got \(got)",
                notes: ["usage: goto N (0 is the initial render)"])
        }
        goto(target, announce: true)
    }

    func goto(_ target: Int, announce: Bool) {
        guard combined != nil else { return error(notLoadedMessage) }
        derive(to: target)
        if announce { report(card()) }
    }

    func runAll() {
        guard combined != nil else { return error(notLoadedMessage) }
        guard position < total, stopped == nil else {
            next()
            return
        }
        while position < total && stopped == nil {
            next()
        }
    }

    /// The current step's card, its expectations and the error that stopped the run.
    func card() -> String {
        guard let simulation, position < steps.count, let combined else { return stoppedText() }
        var step = steps[position]
        if step.findings.isEmpty == false, let original, let variant = resolved?.variant {
            // Name the variant that shows the fix, as `viewgraph run` does.
            if fixCache[variant] == nil {
                fixCache[variant] = Transcript.fixingVariants(original, original.run(variant: variant))
            }
            for index in step.findings.indices {
                step.findings[index].variant =
                    fixCache[variant]?[Transcript.FixKey(step: step.index, finding: step.findings[index].id)]
            }
        }
        var out = ""
        if step.index == 0 {
            let title = "── step 0/\(total) · initial render "
            out += title + String(repeating: "─", count: max(3, 96 - title.count)) + "\n"
            out += StepCard.initialRender(step, simulation: simulation)
        } else {
            out += StepCard.render(step, of: total, simulation: simulation)
            let mine = results.filter { $0.step == step.title }
            if mine.isEmpty == false {
                out += " expect   \(mine.filter(\.passed).count) of \(mine.count) passed\n"
                let failures = mine.compactMap(\.failure)
                if failures.isEmpty == false { out += render(failures, in: combined) }
            }
        }
        out += stoppedText()
        return out
    }

    func stoppedText() -> String {
        guard let stopped, let combined else { return "" }
        return "\n" + render([stopped], in: combined)
            + "The simulation cannot go past this error; 'back' to look around, or fix the file and 'reload'.\n"
    }

    /// `controls`: what can be tapped, toggled or typed into on screen, and the command
    /// for each (a learner who opened a Swift file starts here).
    func listControls() {
        guard combined != nil, let simulation else { return error(notLoadedMessage) }
        let controls = simulation.controlsOnScreen()
        guard controls.isEmpty == false else {
            write(
                "No controls on screen in step \(position): nothing to tap or type into. Add a step with 'do STMT'.\n")
            return
        }
        let width = controls.map(\.action.count).max() ?? 0
        var out = "controls on screen · step \(position)/\(total)\n"
        for control in controls {
            out += "  " + ReportSupportText.pad(control.action, width) + "   \(control.control) in \(control.owner)\n"
        }
        write(out)
    }

    func listSteps() {
        guard combined != nil else { return error(notLoadedMessage) }
        var out = ""
        let titles = ["initial render"] + (combined?.model.steps.map(\.title) ?? [])
        for (index, title) in titles.enumerated() {
            let mark = index == position ? "▸" : index < position ? "✓" : " "
            var line = " \(mark) \(ReportSupportText.padLeft(String(index), String(total).count))  \(title)"
            if index > 0, case .added = entries[index - 1] { line += "   (added in this session)" }
            out += line + "\n"
        }
        write(out)
    }

    // MARK: - Added steps

    /// What an added step does: a statement (`do`), or a step action written after its
    /// keyword (`tap REF`, `wait 1s`, `scroll REF to N`).
    enum AddedAction {
        case statement, tap, wait, scroll, delete, move, submit, refresh, pop, scene

        /// The step action's keyword, nil for a plain statement.
        var keyword: String? {
            switch self {
            case .statement: nil
            case .tap: "tap"
            case .wait: "wait"
            case .scroll: "scroll"
            case .delete: "delete"
            case .move: "move"
            case .submit: "submit"
            case .refresh: "refresh"
            case .pop: "pop"
            case .scene: "scene"
            }
        }

        var example: String {
            switch self {
            case .statement: "a statement, e.g. 'do store.count += 1'"
            case .tap: "a view reference, e.g. 'tap TrailRow[2]'"
            case .wait: "a duration, e.g. 'wait 1s'"
            case .scroll: "a view reference and a row, e.g. 'scroll FeedList to 40'"
            case .delete: "a view reference, e.g. 'delete NameRow[2]'"
            case .move: "a view reference and an offset, e.g. 'move NameRow[2] to 0'"
            case .submit: "a text field's reference, e.g. 'submit Signup/TextField(\"Email\")'"
            case .refresh: "a list's reference, e.g. 'refresh Inbox/List'"
            case .pop: "the reference of a view that shows a navigation stack, e.g. 'pop Library'"
            case .scene: "a scene phase, e.g. 'scene .background'"
            }
        }
    }

    /// An added step's title: its command, numbered when a step already has that title
    /// (`wait 1s`, `wait 1s (2)`), since a scenario's step titles are unique.
    private func uniqueTitle(_ command: String) -> String {
        let taken = Set((combined?.model.steps.map(\.title) ?? []) + added.map(\.title))
        guard taken.contains(command) else { return command }
        var number = 2
        while taken.contains("\(command) (\(number))") { number += 1 }
        return "\(command) (\(number))"
    }

    /// `do STMT` / `tap REF` / `wait D` / `scroll REF to N`: adds a step after the
    /// current one and runs it.
    func addStep(_ input: TypedInput, _ kind: AddedAction) {
        guard combined != nil else { return error(notLoadedMessage) }
        let command = kind.keyword ?? "do"
        guard input.argument.isEmpty == false else {
            return error("'\(command)' needs \(kind.example)")
        }
        if let stopped {
            return error(
                "the simulation stopped at step \(position) and cannot go on", notes: ["the error: \(stopped.message)"])
        }
        let action = kind.keyword.map { "\($0) \(input.argument)" } ?? input.argument
        let savedEntries = entries
        let savedAdded = added
        added.append(AddedStep(title: uniqueTitle("\(command) \(input.argument)"), action: action))
        entries.insert(.added(added.count - 1), at: position)
        guard rebuild(), let combined else {
            entries = savedEntries
            added = savedAdded
            rebuild()
            return error("'\(command)' takes \(kind.example) on one line")
        }
        let offset = addedOffsets[added.count - 1]
        let problems = combined.diagnostics.filter { combined.source.isTyped($0.range.start) }
        if problems.contains(where: { $0.severity == .error }) {
            let keywordLength = kind.keyword.map { $0.utf8.count + 1 } ?? 0
            let shift = offset - (input.argumentOffset - keywordLength)
            write(renderInput(problems, line: input.line, shift: shift))
            entries = savedEntries
            added = savedAdded
            rebuild()
            return
        }
        let target = position + 1
        derive(to: target)
        if let failure = stopped, position == target {
            // The added step failed: show why, and take it back out so the session goes on.
            write(render([failure], in: combined))
            entries = savedEntries
            added = savedAdded
            rebuild()
            derive(to: target - 1)
            write("The step was not added.\n")
            return
        }
        report(card())
    }

    // MARK: - Variants

    func switchVariant(_ input: TypedInput) {
        guard let combined else { return error(notLoadedMessage) }
        let names = combined.model.variantNames
        guard input.argument.isEmpty == false else {
            write(names.map { ($0 == variant ? " ▸ " : "   ") + $0 + "\n" }.joined())
            return
        }
        let name =
            input.argument.hasPrefix("\"") && input.argument.hasSuffix("\"") && input.argument.count >= 2
            ? String(input.argument.dropFirst().dropLast()) : input.argument
        guard names.contains(name) else {
            var message = "unknown variant '\(name)'"
            if let suggestion = DidYouMean.suggestion(for: name, among: names) {
                message += "; did you mean '\(suggestion)'?"
            }
            return error(message, notes: ["variants: " + names.joined(separator: ", ")])
        }
        variant = name
        let target = position
        derive(to: target)
        write("variant \(name) · step \(position)/\(total)\n")
        report(card())
    }

    func compare() {
        guard let combined else { return error(notLoadedMessage) }
        report(REPLSession.comparison(combined))
    }

    /// Every variant run through every step, side by side (also `viewgraph compare`).
    package static func comparison(_ scenario: LoadedScenario) -> String {
        Comparison.render(scenario)
    }

    func stats() {
        guard combined != nil, steps.isEmpty == false else { return error(notLoadedMessage) }
        report(StatsReport.render(Array(steps.prefix(position + 1)), of: total, variant: variant) + scoreText)
    }

    // MARK: - Files

    func loadCommand(_ input: TypedInput) {
        guard input.argument.isEmpty == false else {
            return error("'load' needs a file, e.g. 'load lessons/favorites.scenario'")
        }
        let path = REPLSession.unquote(input.argument)
        if load(path, announce: true) == false, combined != nil {
            write("Kept \(self.path.map(REPLSession.stem) ?? "the previous scenario") loaded.\n")
        }
    }

    func reload() {
        guard let path else { return error("no file to reload; 'load FILE' opens one") }
        guard let scenario = read(path) else {
            if combined != nil {
                write("The file has errors; the previous version stays loaded. Fix them and 'reload' again.\n")
            }
            return
        }
        let oldCount = original?.model.steps.count ?? 0
        let newCount = scenario.model.steps.count
        let hadScenario = combined != nil
        original = scenario
        fixCache = [:]
        var newEntries = entries.filter { entry in
            if case .scenario(let index) = entry { return index < newCount }
            return true
        }
        if hadScenario == false {
            newEntries = scenario.model.steps.indices.map { .scenario($0) }
            added = []
        } else if newCount > oldCount {
            newEntries += (oldCount..<newCount).map { .scenario($0) }
        }
        entries = newEntries
        if rebuild() == false || (combined?.hasErrors ?? true) {
            // An added step no longer fits the file: drop the added steps.
            entries = scenario.model.steps.indices.map { .scenario($0) }
            added = []
            rebuild()
            write("note: the steps added in this session no longer compile against the file; they were dropped\n")
        }
        if combined?.model.variantNames.contains(variant) != true {
            write("note: variant '\(variant)' is gone; back to 'base'\n")
            variant = "base"
        }
        let target = hadScenario ? min(position, total) : 0
        derive(to: target)
        write("reloaded \(path) · step \(position)/\(total)\n")
        report(hadScenario ? card() : banner())
    }

    static func unquote(_ text: String) -> String {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            return String(text.dropFirst().dropLast())
        }
        return text
    }
}

/// Padding for the REPL's own short tables.
enum ReportSupportText {
    static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
