// `submit REF`: the user presses Return in a TextField or SecureField. SwiftUI runs the
// `.onSubmit` actions set on the field or on a view around it (`.onSubmit` on a Form
// covers every field in it), unless a `.submitScope()` between them blocks it;
// `.onSubmit(of: .search)` is for a search field, not a text field.
//
// Faithfulness: simplified: every `.onSubmit(of: .text)` on the way from the field out to
// the root runs, innermost first (Apple's documentation says an action set on a view
// hierarchy covers its fields and that `.submitScope()` stops a field from reaching one
// higher up; it does not say whether an outer one runs when an inner one did). No
// keyboard or focus change is simulated.
import ViewGraphDiagnostics
import ViewGraphSyntax

extension Simulation {
    /// `submit Signup/TextField("Email")`: runs the `.onSubmit` actions around that field.
    func submit(_ ref: ViewRef, range: SourceRange) throws {
        var segments = ref.segments
        guard let last = segments.last, ["TextField", "SecureField"].contains(last.typeName.name),
            program.type(named: last.typeName.name) == nil, segments.count > 1
        else {
            throw RuntimeError(
                "'submit' names a TextField or a SecureField, e.g. 'submit Signup/TextField(\"Email\")'",
                at: ref.range, group: .references)
        }
        segments.removeLast()
        let owner = try resolve(ViewRef(segments: segments, range: ref.range))
        guard let output = owner.output else {
            throw RuntimeError("'\(owner.displayName)' has not rendered yet", at: ref.range, group: .references)
        }
        let screen = screenRegion(among: viewsInTreeOrder)
        if screen.contains(owner) == false { throw coveredError(ref, screen: screen, node: owner, verb: "submit") }
        var wantedTitle: Value?
        if case .title(let titleExpr) = last.selector {
            wantedTitle = try interpreter.evaluate(titleExpr, EvalContext(scope: appScope))
        }
        // The fields in the owner's body, each with the views around it, outermost first.
        var fields: [[ViewValue]] = []
        func visit(_ view: ViewValue, around: [ViewValue]) {
            let path = around + [view]
            if view.primitiveName == last.typeName.name,
                wantedTitle.map({ title in controlTitle(view).map { interpreter.valuesEqual($0, title) } ?? false })
                    ?? true
            {
                fields.append(path)
            }
            for modifier in view.modifiers {
                for slot in modifier.content { visit(slot, around: path) }
            }
            if view.customInstance != nil { return }
            for child in view.children { visit(child, around: path) }
        }
        visit(output, around: [])
        guard fields.count == 1, var path = fields.first else {
            throw RuntimeError(
                fields.isEmpty
                    ? "'\(owner.displayName)' shows no \(last.typeName.name) that matches '\(refText(ref))'"
                    : "'\(refText(ref))' matches \(fields.count) fields; give each a different title",
                at: ref.range, group: .references)
        }
        // Out from the field: its own modifiers, the views around it in this body, then the
        // view itself as each ancestor's body shows it, and the views around that.
        var node: ViewNode? = owner
        var actions: [Closure] = []
        walk: while true {
            for view in path.reversed() {
                for modifier in view.modifiers.reversed() {
                    if modifier.name == "submitScope",
                        (modifier.arguments.first?.value).map({ interpreter.valuesEqual($0, .true) }) ?? true
                    {
                        break walk
                    }
                    guard modifier.name == "onSubmit", Self.submitsText(modifier),
                        let action = Self.modifierAction(modifier)
                    else { continue }
                    actions.append(action)
                }
            }
            guard let current = node, let parent = current.parent, let parentOutput = parent.output else { break }
            // The view's place in its parent's body is its identity below the parent's (R1.1).
            let local = Array(current.identity.components.dropFirst(parent.identity.components.count))
            var found: [ViewValue]?
            func locate(_ view: ViewValue, around: [ViewValue], components: [IdentityComponent]) {
                guard found == nil else { return }
                let next = around + [view]
                let reached = components + Self.identityComponents(of: view)
                guard local.starts(with: reached) else { return }
                if view.customInstance != nil {
                    if reached == local { found = next }
                    return
                }
                for modifier in view.modifiers {
                    for slot in modifier.content { locate(slot, around: next, components: reached) }
                }
                for child in view.children { locate(child, around: next, components: reached) }
            }
            locate(parentOutput, around: [], components: [])
            guard let outer = found else { break }
            path = outer
            node = parent
        }
        let label = "\(owner.displayName) › \(last.typeName.name)"
        guard actions.isEmpty == false else {
            current.triggers.append(
                Trigger(kind: .submit, subject: label, action: "nothing: no '.onSubmit' covers this field", site: range)
            )
            return
        }
        current.triggers.append(
            Trigger(
                kind: .submit, subject: label,
                action: actions.count == 1 ? "onSubmit" : "onSubmit (\(actions.count) actions, innermost first)",
                site: range))
        let context = JobContext(task: runningContext.task, origin: owner, fromOnAppear: runningContext.fromOnAppear)
        for action in actions {
            try running(context) { _ = try interpreter.call(action, arguments: [], at: range) }
        }
    }

    /// Whether an `.onSubmit` runs for a text field: `.onSubmit { … }` and `of: .text`.
    private static func submitsText(_ modifier: ViewModifierValue) -> Bool {
        guard let triggers = modifier.arguments.first(where: { $0.label == "of" })?.value else { return true }
        switch triggers {
        case .symbol(_, let name): return name == "text"
        case .array(let values): return values.contains { if case .symbol(_, "text") = $0 { true } else { false } }
        default: return true
        }
    }
}
