// Step actions that address views: `tap REF`, `scroll REF to N`, and REF
// resolution (DESIGN.md §2.2). A REF that matches nothing or several views is an
// error that lists the candidates. A tap runs its action as code of the tapped view
// (R10.1: a Task it starts is that view's); a scroll builds rows (R8.1).
//
// Faithfulness: simplified: a tap runs the action directly, with no gesture or hit
// testing; a scroll moves the first visible row without layout.
import ViewGraphDiagnostics
import ViewGraphSyntax

extension Simulation {
    // MARK: - REFs

    /// The live views, in tree order.
    package var viewsInTreeOrder: [ViewNode] {
        var result: [ViewNode] = []
        func visit(_ node: ViewNode) {
            if node.isRoot == false { result.append(node) }
            for child in node.children { visit(child) }
        }
        if let root { visit(root) }
        return result
    }

    /// Resolves a REF to one live view.
    package func resolve(_ ref: ViewRef) throws -> ViewNode {
        let segments = ref.segments
        var scope: [ViewNode] = viewsInTreeOrder
        var matched: ViewNode?
        for (index, segment) in segments.enumerated() {
            let name = segment.typeName.name
            if program.type(named: name)?.nominal?.isView != true {
                if Builtins.primitiveViews.contains(name) {
                    throw RuntimeError(
                        "'\(name)' is a built-in view; here a REF must name a view type of the scenario",
                        at: segment.range,
                        group: .references)
                }
                throw RuntimeError(
                    "cannot find view '\(name)' in the scenario", at: segment.typeName.range, group: .references)
            }
            if index > 0, let parent = matched {
                scope = descendants(of: parent)
            }
            let candidates = scope.filter { $0.type.name == name }
            let matches = try candidates.filter { try selectorMatches($0, segment.selector) }
            guard matches.count == 1 else {
                throw referenceError(ref, matches: matches, candidates: candidates)
            }
            matched = matches[0]
        }
        guard let matched else { throw RuntimeError("empty view reference", at: ref.range, group: .references) }
        return matched
    }

    private func descendants(of node: ViewNode) -> [ViewNode] {
        var result: [ViewNode] = []
        func visit(_ current: ViewNode) {
            for child in current.children {
                result.append(child)
                visit(child)
            }
        }
        visit(node)
        return result
    }

    private func referenceError(_ ref: ViewRef, matches: [ViewNode], candidates: [ViewNode]) -> RuntimeError {
        let text = refText(ref)
        let listed = (matches.isEmpty ? candidates : matches).prefix(12).map(\.displayName)
        var notes: [DiagnosticNote] = []
        if listed.isEmpty {
            notes.append(DiagnosticNote("no view of that type is in the graph at this step"))
        } else {
            notes.append(
                DiagnosticNote("candidates: " + listed.joined(separator: ", ") + (candidates.count > 12 ? ", …" : "")))
        }
        if matches.isEmpty {
            return RuntimeError("no view matches '\(text)'", at: ref.range, notes: notes, group: .references)
        }
        return RuntimeError(
            "'\(text)' matches \(matches.count) views; add an id, a property or a position (#2) to pick one",
            at: ref.range,
            notes: notes,
            group: .references)
    }

    func refText(_ ref: ViewRef) -> String {
        scenario.model.sourceFile?.text(in: ref.range) ?? ref.segments.map(\.typeName.name).joined(separator: "/")
    }

    private func selectorMatches(_ node: ViewNode, _ selector: ViewRefSelector) throws -> Bool {
        switch selector {
        case .none:
            return true
        case .id(let expr):
            let value = try interpreter.evaluate(expr, EvalContext(scope: appScope))
            guard let key = ValueKey(value), let id = node.displayID else { return false }
            return key == id
        case .properties(let arguments):
            for argument in arguments {
                guard let label = argument.label?.name else { return false }
                let expected = try interpreter.evaluate(argument.value, EvalContext(scope: appScope))
                let actual = try interpreter.member(
                    of: .viewInstance(node), label, at: argument.range, expr: nil, EvalContext(scope: appScope),
                    tracking: false)
                if interpreter.valuesEqual(expected, actual) == false { return false }
            }
            return true
        case .ordinal(let ordinal):
            return node.siblingOrdinal == ordinal
        case .title(let expr):
            throw RuntimeError(
                "a title selects a built-in view such as 'Button(\"Save\")', not a view of the scenario",
                at: expr.range, group: .references)
        }
    }

    // MARK: - tap

    /// `tap REF`: runs the action of the Button (or flips the Toggle) that REF names.
    func tap(_ ref: ViewRef, range: SourceRange) throws {
        var segments = ref.segments
        var primitiveSegment: ViewRefSegment?
        if let last = segments.last, Builtins.primitiveViews.contains(last.typeName.name),
            program.type(named: last.typeName.name) == nil
        {
            primitiveSegment = segments.removeLast()
        }
        if let primitive = primitiveSegment,
            BuiltinCatalogue.tappableViewNames.contains(primitive.typeName.name) == false
        {
            throw RuntimeError(
                "only a Button or a Toggle can be tapped, not '\(primitive.typeName.name)'", at: primitive.range,
                notes: [
                    DiagnosticNote(
                        "name the view that shows the control, e.g. 'TrailRow[2]' or 'Toolbar/Button(\"Save\")'")
                ],
                group: .references)
        }
        let owner: ViewNode
        if segments.isEmpty {
            owner = try ownerOfPrimitive(primitiveSegment!, ref: ref)
        } else {
            owner = try resolve(ViewRef(segments: segments, range: ref.range))
        }
        guard let output = owner.output else {
            throw RuntimeError("'\(owner.displayName)' has not rendered yet", at: ref.range, group: .references)
        }
        var controls: [ViewValue] = []
        try collectPrimitives(output) { view in
            guard let name = view.primitiveName, BuiltinCatalogue.tappableViewNames.contains(name) else { return }
            if let wanted = primitiveSegment {
                guard name == wanted.typeName.name else { return }
                if case .title(let titleExpr) = wanted.selector {
                    let title = try interpreter.evaluate(titleExpr, EvalContext(scope: appScope))
                    guard let shown = view.arguments.first?.value, interpreter.valuesEqual(title, shown) else { return }
                }
            }
            controls.append(view)
        }
        guard controls.count == 1 else {
            let titles = controls.map { control -> String in
                let title = control.arguments.first.map { ValueFormatting.debugDescribe($0.value) } ?? ""
                return "\(control.primitiveName ?? "Button")(\(title))"
            }
            let what = primitiveSegment?.typeName.name ?? "Button or Toggle"
            if controls.isEmpty {
                throw RuntimeError(
                    "'\(refText(ref))' has no \(what) to tap in its body", at: ref.range,
                    notes: [
                        DiagnosticNote("tap runs a Button's action or flips a Toggle in the named view's own body")
                    ],
                    group: .references)
            }
            throw RuntimeError(
                "'\(refText(ref))' has \(controls.count) controls; name one, e.g. '\(owner.displayName)/Button(\"Title\")'",
                at: ref.range, notes: [DiagnosticNote("candidates: " + titles.joined(separator: ", "))],
                group: .references)
        }
        let control = controls[0]
        let label = "\(owner.displayName) › \(control.primitiveName ?? "Button")"
        // The control's action runs as code of the tapped view (a Task it starts names it).
        let context = JobContext(task: runningContext.task, origin: owner, fromOnAppear: runningContext.fromOnAppear)
        let interaction = control.primitiveName.flatMap { BuiltinCatalogue.view(named: $0)?.interaction }
        if interaction == .toggle, let binding = control.binding {
            current.triggers.append(Trigger(kind: .tap, subject: label, action: "toggle", site: range))
            try running(context) {
                try interpreter.modifyBinding(binding.location, at: range, EvalContext(scope: appScope, node: owner)) {
                    value in
                    guard case .bool(let flag) = value else {
                        throw RuntimeError("a Toggle's binding must hold a Bool", at: range)
                    }
                    value = .bool(!flag)
                }
            }
            return
        }
        guard let action = control.action else {
            throw RuntimeError("the Button in '\(owner.displayName)' has no action", at: ref.range, group: .references)
        }
        current.triggers.append(
            Trigger(kind: .tap, subject: label, action: actionText(action), site: range))
        _ = try running(context) { try interpreter.call(action, arguments: [], at: range) }
    }

    private func actionText(_ closure: Closure) -> String? {
        guard case .literal(let expr, _, _, _) = closure.body else { return nil }
        guard expr.body.isEmpty == false else { return nil }
        return expr.body.map { sourceText($0.range) }.joined(separator: "; ")
    }

    /// Visits the primitives of a body's output, not descending into child views.
    func collectPrimitives(_ view: ViewValue, _ visit: (ViewValue) throws -> Void) rethrows {
        // Content modifiers' views (`.overlay { Button… }`) are on screen too (R0.5).
        for modifier in view.modifiers {
            for slot in modifier.content { try collectPrimitives(slot, visit) }
        }
        if view.customInstance != nil { return }
        try visit(view)
        for child in view.children { try collectPrimitives(child, visit) }
    }

    private func ownerOfPrimitive(_ segment: ViewRefSegment, ref: ViewRef) throws -> ViewNode {
        var owners: [ViewNode] = []
        for node in viewsInTreeOrder {
            guard let output = node.output else { continue }
            var found = false
            collectPrimitives(output) { view in if view.primitiveName == segment.typeName.name { found = true } }
            if found { owners.append(node) }
        }
        guard owners.count == 1 else {
            if owners.isEmpty {
                throw RuntimeError("no view shows a '\(segment.typeName.name)'", at: ref.range, group: .references)
            }
            throw RuntimeError(
                "'\(segment.typeName.name)' appears in \(owners.count) views; name the view, e.g. '\(owners[0].displayName)/\(segment.typeName.name)'",
                at: ref.range,
                notes: [DiagnosticNote("candidates: " + owners.map(\.displayName).joined(separator: ", "))],
                group: .references)
        }
        return owners[0]
    }

    // MARK: - scroll

    /// `scroll REF to N`: row N of a List or lazy stack becomes the first visible (R8.1).
    func scroll(_ ref: ViewRef, to rowExpr: Expr, scope: Scope, range: SourceRange) throws {
        guard case .int(let row) = try interpreter.evaluate(rowExpr, stepContext(scope)), row >= 0 else {
            throw RuntimeError("'scroll … to' needs a row number (an Int ≥ 0)", at: rowExpr.range)
        }
        var segments = ref.segments
        guard let last = segments.last, ["List", "LazyVStack", "LazyHStack"].contains(last.typeName.name) else {
            throw RuntimeError(
                "'scroll' needs a List, LazyVStack or LazyHStack, not '\(refText(ref))'", at: ref.range,
                notes: [DiagnosticNote("name the list, e.g. 'scroll List to 8' or 'scroll \(refText(ref))/List to 8'")],
                group: .references)
        }
        segments.removeLast()
        let owner =
            segments.isEmpty
            ? try ownerOfPrimitive(last, ref: ref) : try resolve(ViewRef(segments: segments, range: ref.range))
        guard let output = owner.output else { return }
        var containers: [ViewValue] = []
        collectPrimitives(output) { view in if view.primitiveName == last.typeName.name { containers.append(view) } }
        guard let container = containers.first else {
            throw RuntimeError(
                "'\(owner.displayName)' shows no \(last.typeName.name)", at: ref.range, group: .references)
        }
        current.triggers.append(
            Trigger(
                kind: .scroll, subject: "\(owner.displayName) › \(last.typeName.name) to row \(row)",
                action: nil, site: range))
        owner.scrollOffsets[container.site] = row
        beginFrame()
        isUpdating = true
        try rematerialize(owner)
        isUpdating = false
        try endFrame()
    }
}
