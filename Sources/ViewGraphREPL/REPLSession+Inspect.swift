// Looking at the current state without changing it: `deps why whynot print explain
// export help`, and the diagnostics of what was typed.
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports
import ViewGraphSyntax

extension REPLSession {
    // MARK: - Views by REF

    func deps(_ input: TypedInput) {
        withStep { simulation, step in
            if input.argument.isEmpty {
                report(DependencyReport.render(simulation, step: step, of: total))
            } else if let node = lookupView(input, explainAbsence: false) {
                report(DependencyReport.render(node, simulation: simulation))
            }
        }
    }

    func why(_ input: TypedInput, not: Bool) {
        let command = not ? "whynot" : "why"
        guard input.argument.isEmpty == false else {
            return error("'\(command)' needs a view reference, e.g. '\(command) TrailRow[2]'", notes: viewNotes())
        }
        withStep { simulation, step in
            guard let node = lookupView(input, explainAbsence: true) else { return }
            if not {
                report(WhyReport.whyNot(node, step: step, of: total, simulation: simulation))
            } else {
                report(WhyReport.why(node, step: step, of: total, simulation: simulation))
            }
        }
    }

    /// The view a typed REF names: a live view, or one recorded in the current step
    /// (a view destroyed in it). Prints the problem and returns nil otherwise.
    func lookupView(_ input: TypedInput, explainAbsence: Bool) -> ViewNode? {
        guard let simulation, let combined, position < steps.count else {
            error(notLoadedMessage)
            return nil
        }
        let padding = combined.source.utf8.count + 1
        let source = SourceFile(
            path: SourceFile.typedPath, text: String(repeating: " ", count: padding) + input.argument)
        let (ref, diagnostics) = FragmentParser.viewRef(source, from: padding)
        let shift = padding - input.argumentOffset
        if diagnostics.hasErrors || ref.segments.isEmpty {
            write(renderInput(diagnostics, line: input.line, shift: shift))
            return nil
        }
        let wanted = input.argument.filter { $0 != " " }
        do {
            return try simulation.resolve(ref)
        } catch let failure as RuntimeError {
            // A view destroyed in this step is still in its trace; a name several
            // recorded views share stays ambiguous (the error lists them).
            let recorded = REPLSession.recordedNodes(steps[position]).filter { $0.displayName == wanted }
            if recorded.count == 1, simulation.viewsInTreeOrder.contains(where: { $0.displayName == wanted }) == false {
                return recorded[0]
            }
            if explainAbsence, failure.message.hasPrefix("no view matches"), let last = ref.segments.last,
                simulation.program.type(named: last.typeName.name)?.nominal?.isView == true
            {
                report(WhyReport.notInGraph(input.argument, typeName: last.typeName.name, simulation: simulation))
                return nil
            }
            var diagnostic = failure.diagnostic
            diagnostic.message = diagnostic.message.replacingOccurrences(of: "''", with: "'\(input.argument)'")
            write(renderInput([diagnostic], line: input.line, shift: shift))
            return nil
        } catch let failure as SimulationError {
            write(renderInput([failure.diagnostic], line: input.line, shift: shift))
            return nil
        } catch {
            self.error("\(error)")
            return nil
        }
    }

    /// Every view the step's trace mentions, in order.
    static func recordedNodes(_ step: StepTrace) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for frame in step.frames {
            nodes += frame.runs.map(\.node) + frame.skips.map(\.node) + frame.checks.map(\.node)
            nodes += frame.created + frame.destroyed
        }
        var seen: Set<ObjectIdentifier> = []
        return nodes.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    func viewNotes() -> [String] {
        guard let simulation else { return [] }
        let names = simulation.viewsInTreeOrder.map(\.displayName)
        guard names.isEmpty == false else { return [] }
        let shown = names.count > 10 ? names.prefix(10).joined(separator: ", ") + ", …" : names.joined(separator: ", ")
        return ["views: " + shown]
    }

    // MARK: - print

    /// `print EXPR`: evaluated in the current step's scope (app `let`s and REFs
    /// visible), through the engine's expectation checker, which is the package
    /// entry point that evaluates scenario expressions against live state.
    func printExpression(_ input: TypedInput) {
        guard input.argument.isEmpty == false else {
            return error("'print' needs an expression, e.g. 'print store.favoriteTrails'", notes: nameNotes())
        }
        withStep { simulation, step in
            if let value = evaluate(input, simulation: simulation, step: step) {
                write(value + "\n")
            }
            if input.argument.contains("(") {
                // A call may have changed state outside any step; re-derive so the
                // session's state stays a function of its steps.
                derive(to: position)
            }
        }
    }

    /// Evaluates the typed expression in the current step's scope; nil after
    /// printing the problem. Expressions without view references run once inside a
    /// closure that stores the value; those with REFs (which only step code can
    /// resolve) are compared with a probe, and the checker's "left side" note
    /// carries the value.
    func evaluate(_ input: TypedInput, simulation: Simulation, step: StepTrace) -> String? {
        guard let combined else { return nil }
        let namesView = REPLSession.identifiers(in: input.argument).contains { name in
            simulation.program.type(named: name)?.nominal?.isView == true
        }
        if namesView {
            // A bare REF prints the view: its inputs and state.
            let padding = combined.source.utf8.count + 1
            let source = SourceFile(
                path: SourceFile.typedPath, text: String(repeating: " ", count: padding) + input.argument)
            let (ref, diagnostics) = FragmentParser.viewRef(source, from: padding)
            if diagnostics.isEmpty, let first = ref.segments.first,
                simulation.program.type(named: first.typeName.name)?.nominal?.isView == true
            {
                return lookupView(input, explainAbsence: false).map { REPLSession.describe(.viewInstance($0)) }
            }
        }
        let padding = combined.source.utf8.count + 1
        let source = SourceFile(
            path: SourceFile.typedPath, text: String(repeating: " ", count: padding) + input.argument)
        let (expr, diagnostics) = FragmentParser.expression(source, from: padding)
        let shift = padding - input.argumentOffset
        if diagnostics.hasErrors {
            write(renderInput(diagnostics, line: input.line, shift: shift))
            return nil
        }
        do {
            return REPLSession.describe(try simulation.evaluate(expr, in: currentScope(simulation)))
        } catch let error as SimulationError {
            write(renderInput([error.diagnostic], line: input.line, shift: shift))
        } catch {
            self.error("cannot print '\(input.argument)'")
        }
        return nil
    }

    /// The identifier-like words of typed text.
    static func identifiers(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

    func currentScope(_ simulation: Simulation) -> Scope {
        if position > 0, position - 1 < simulation.stepScopes.count { return simulation.stepScopes[position - 1] }
        return simulation.appScope
    }

    static func isUnset(_ value: Value) -> Bool {
        if case .symbol(let type, let name) = value { return type == "__REPL" && name == "unset" }
        return false
    }

    func nameNotes() -> [String] {
        guard let simulation else { return [] }
        let names = currentScope(simulation).visibleNames
        return names.isEmpty ? [] : ["names in scope: " + names.joined(separator: ", ")]
    }

    /// Values as the REPL prints them: Swift's debug description, with objects and
    /// views opened one level so their properties show.
    static func describe(_ value: Value, depth: Int = 0) -> String {
        let text: String
        switch value {
        case .object(let object) where depth < 2:
            let fields = zip(object.type.stored, object.fields).map { "\($0.name): \(describe($1, depth: depth + 1))" }
            text = "\(object.type.name)(\(fields.joined(separator: ", ")))"
        case .array(let items) where depth < 2:
            text = "[" + items.map { describe($0, depth: depth + 1) }.joined(separator: ", ") + "]"
        case .viewInstance(let node):
            var parts = DependencyReport.inputLines(node)
            for property in node.type.stored where property.wrapper == .state {
                if let box = node.states[property.name] {
                    parts.append("@State \(property.name) = \(ValueFormatting.debugDescribe(box.value))")
                }
            }
            text = "\(node.displayName)(\(parts.joined(separator: ", ")))" + (node.isAlive ? "" : " (destroyed)")
        default:
            text = ValueFormatting.debugDescribe(value)
        }
        return text.count > 4000 ? String(text.prefix(3997)) + "…" : text
    }

    // MARK: - explain

    func explain(_ input: TypedInput) {
        let rules = host.guidePage(Explain.rulesPath).map(Explain.ruleIDs(in:)) ?? []
        guard input.argument.isEmpty == false else {
            return write(Explain.listing(ruleIDs: rules))
        }
        switch Explain.resolve(input.argument) {
        case .unknown(let id, let suggestion):
            error(
                Explain.unknownMessage(id: id, suggestion: suggestion),
                notes: [
                    "findings: " + FindingCatalogue.ids.joined(separator: ", "),
                    "'explain' with no id lists every finding and rule id",
                ])
        case .rule(let id, let path):
            guard let text = host.guidePage(path) else {
                return error("the rulebook \(path) is not available here")
            }
            guard let section = Explain.section(of: id, in: text) else {
                return error(Explain.unknownRuleMessage(id: id, known: rules))
            }
            write(section)
        case .page(let id, let path):
            if let page = host.guidePage(path) {
                write(page.hasSuffix("\n") ? page : page + "\n")
            } else if let kind = FindingCatalogue.kind(id) {
                var text = "\(kind.id): \(kind.summary)\n"
                text += "Rules: \(kind.rules.joined(separator: ", "))\n"
                for source in kind.sources { text += "Source: \(source)\n" }
                text += "(the guide page \(path) is not available here)\n"
                write(text)
            }
        }
    }

    // MARK: - export

    func export(_ input: TypedInput) {
        let parts = input.argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let formats = ["dot", "mermaid", "json"]
        guard let format = parts.first, parts.count <= 2 else {
            return error(
                "'export' needs a format and optionally a file", notes: ["usage: export dot|mermaid|json [FILE]"])
        }
        guard formats.contains(format) else {
            var message = "unknown export format '\(format)'"
            if let suggestion = DidYouMean.suggestion(for: format, among: formats) {
                message += "; did you mean '\(suggestion)'?"
            }
            return error(message, notes: ["formats: dot, mermaid, json"])
        }
        guard let exporter = host.exporter else {
            return error("export is not available in this build of viewgraph")
        }
        withStep { simulation, step in
            guard let combined else { return }
            let request = ExportRequest(
                format: format, scenario: combined, variant: variant, simulation: simulation,
                steps: Array(steps.prefix(position + 1)), step: step)
            switch exporter(request) {
            case .failure(let failure):
                error(failure.message)
            case .success(let text):
                if parts.count == 2 {
                    let file = REPLSession.unquote(parts[1])
                    if let problem = host.writeFile(file, text) {
                        error(problem)
                    } else {
                        write("wrote \(file) (\(format), step \(position)/\(total))\n")
                    }
                } else {
                    write(text.hasSuffix("\n") ? text : text + "\n")
                }
            }
        }
    }

    // MARK: - html

    /// `html [FILE]`: the step-through page of the session's scenario (steps added with
    /// `do` and `tap` included), opening at the current variant and step.
    func html(_ input: TypedInput) {
        let parts = input.argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard parts.count <= 1 else {
            return error("'html' takes at most a file name", notes: ["usage: html [FILE]"])
        }
        guard let exporter = host.exporter else {
            return error("html is not available in this build of viewgraph")
        }
        withStep { simulation, step in
            guard let combined else { return }
            let file = parts.first.map(REPLSession.unquote) ?? REPLSession.pageName(path ?? combined.source.path)
            let request = ExportRequest(
                format: "html", scenario: combined, variant: variant, simulation: simulation,
                steps: Array(steps.prefix(position + 1)), step: step, file: file)
            switch exporter(request) {
            case .failure(let failure):
                error(failure.message)
            case .success(let text):
                if let problem = host.writeFile(file, text) {
                    error(problem)
                } else {
                    write("wrote \(file) (html, opens at step \(position)/\(total), variant \(variant))\n")
                }
            }
        }
    }

    /// `favorites.html` for `Scenarios/05-favorites/favorites.scenario`.
    static func pageName(_ path: String) -> String {
        var name = String(path.split(separator: "/").last ?? "viewgraph")
        if name.hasSuffix(".scenario") { name.removeLast(".scenario".count) }
        return (name.isEmpty ? "viewgraph" : name) + ".html"
    }

    // MARK: - help

    func help(_ input: TypedInput) {
        if input.argument.isEmpty {
            var text = "Commands (':' prefixes work too; Enter on an empty line runs 'next'):\n"
            let width = (REPLCommand.all.map(\.usage.count).max() ?? 0) + 2
            for command in REPLCommand.all {
                text += "  " + ReportSupportText.pad(command.usage, width) + command.summary + "\n"
            }
            text += "REF names a view: TrailRow[2], TrailList, Parent/Child. 'help CMD' explains one command.\n"
            write(text)
            return
        }
        guard let command = REPLCommand.lookup(input.argument) else {
            var message = "no command '\(input.argument)'"
            if let suggestion = DidYouMean.suggestion(for: input.argument, among: REPLCommand.names) {
                message += "; did you mean '\(suggestion)'?"
            }
            return error(message, notes: ["type 'help' to list the commands"])
        }
        var text = "usage: \(command.usage)\n"
        text += StepCard.wrap(command.details, width: 92).map { "  " + $0 + "\n" }.joined()
        if command.aliases.isEmpty == false {
            text += "  also: " + command.aliases.joined(separator: ", ") + ", :" + command.name.rawValue + "\n"
        }
        write(text)
    }

    // MARK: - Diagnostics

    /// Diagnostics of the combined scenario: those in the file are shown in the file;
    /// those in a step added here are shown against its action.
    func render(_ diagnostics: [Diagnostic], in scenario: LoadedScenario) -> String {
        var out = ""
        var inFile: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard scenario.source.isTyped(diagnostic.range.start),
                let index = addedOffsets.lastIndex(where: { $0 <= diagnostic.range.start })
            else {
                inFile.append(diagnostic)
                continue
            }
            out += renderInput([diagnostic], line: added[index].action, shift: addedOffsets[index])
        }
        if inFile.isEmpty == false { out = renderer.render(inFile, in: scenario.source) + out }
        return out
    }

    /// Diagnostics of typed text, drawn under the line as typed. `shift` maps a
    /// diagnostic's offset to a column of `line` (offset − shift).
    func renderInput(_ diagnostics: [Diagnostic], line: String, shift: Int) -> String {
        problems += diagnostics.filter { $0.severity == .error }.count
        return renderTyped(
            diagnostics, line: line, shift: shift, at: 0, in: SourceFile(path: SourceFile.typedPath, text: line))
    }

    /// Draws diagnostics of a typed `line` in `source`, where the line starts at byte
    /// `lineStart`: each range is clamped to the line (offset − shift), notes lose their
    /// ranges and fix-its are dropped, since both point into the text that was parsed.
    func renderTyped(_ diagnostics: [Diagnostic], line: String, shift: Int, at lineStart: Int, in source: SourceFile)
        -> String
    {
        let length = line.utf8.count
        var out = ""
        for diagnostic in diagnostics {
            var mapped = diagnostic
            let start = max(0, min(length, diagnostic.range.start - shift))
            let end = max(start, min(length, diagnostic.range.end - shift))
            mapped.range = SourceRange(start: start + lineStart, end: end + lineStart)
            mapped.notes = diagnostic.notes.map { note in
                var copy = note
                copy.range = nil
                return copy
            }
            mapped.fixIts = []
            out += renderer.renderBlock(mapped, in: source)
        }
        return out
    }
}

extension Scope {
    /// Names visible from this scope, sorted (for notes and completion).
    var visibleNames: [String] {
        var names: Set<String> = []
        var scope: Scope? = self
        while let current = scope {
            names.formUnion(current.names.keys)
            scope = current.parent
        }
        return names.filter { $0.hasPrefix("__") == false }.sorted()
    }
}
