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
        if let last = segments.last, program.type(named: last.typeName.name)?.nominal?.isView == true {
            // `submit Screen`: Return in the search field of Screen's `.searchable`.
            try submitSearch(ref, range: range)
            return
        }
        guard let last = segments.last, ["TextField", "SecureField"].contains(last.typeName.name),
            program.type(named: last.typeName.name) == nil, segments.count > 1
        else {
            throw RuntimeError(
                "'submit' names a TextField or a SecureField, e.g. 'submit Signup/TextField(\"Email\")'",
                at: ref.range, group: .references)
        }
        segments.removeLast()
        let owner = try resolve(ViewRef(segments: segments, range: ref.range))
        let output = try frontOutput(of: owner, ref: ref, verb: "submit")
        var wantedTitle: Value?
        if case .title(let titleExpr) = last.selector {
            wantedTitle = try interpreter.evaluate(titleExpr, EvalContext(scope: appScope))
        }
        let fields = Self.paths(in: output) { view in
            view.primitiveName == last.typeName.name
                && (wantedTitle.map({ title in controlTitle(view).map { interpreter.valuesEqual($0, title) } ?? false })
                    ?? true)
        }
        guard fields.count == 1, let path = fields.first else {
            throw RuntimeError(
                fields.isEmpty
                    ? "'\(owner.displayName)' shows no \(last.typeName.name) that matches '\(refText(ref))'"
                    : "'\(refText(ref))' matches \(fields.count) fields; give each a different title",
                at: ref.range, group: .references)
        }
        try requireUncovered(path, owner: owner, ref: ref)
        let actions = submitActions(from: path, in: owner)
        try runSubmitActions(
            actions, label: "\(owner.displayName) › \(last.typeName.name)", none: "no '.onSubmit' covers this field",
            owner: owner, range: range)
    }

    /// The `.onSubmit` actions that Return in the field at the end of `path` runs, innermost
    /// first, up to a `.submitScope()` (R0.5: modifiers cover the views inside them).
    func submitActions(from path: [ViewValue], in owner: ViewNode) -> [Closure] {
        var actions: [Closure] = []
        visitModifiersOutward(from: path, in: owner) { modifier in
            if modifier.name == "submitScope",
                (modifier.arguments.first?.value).map({ interpreter.valuesEqual($0, .true) }) ?? true
            {
                return false
            }
            if modifier.name == "onSubmit", Self.submitsText(modifier), let action = Self.modifierAction(modifier) {
                actions.append(action)
            }
            return true
        }
        return actions
    }

    /// What `owner` shows, for a step that acts on it (`submit`, `refresh`): it has rendered
    /// and is on the front screen.
    private func frontOutput(of owner: ViewNode, ref: ViewRef, verb: String) throws -> ViewValue {
        guard let output = owner.output else {
            throw RuntimeError("'\(owner.displayName)' has not rendered yet", at: ref.range, group: .references)
        }
        let screen = screenRegion(among: viewsInTreeOrder)
        if screen.contains(owner) == false { throw coveredError(ref, screen: screen, node: owner, verb: verb) }
        return output
    }

    /// A field in a navigation stack whose root a pushed screen covers is off screen: a user
    /// cannot press Return in it until the screen is popped (R0.7).
    private func requireUncovered(_ path: [ViewValue], owner: ViewNode, ref: ViewRef) throws {
        let screen = screenRegion(among: viewsInTreeOrder)
        guard let field = path.last, screen.coversField(field, shownBy: owner) else { return }
        throw coveredError(ref, screen: screen, node: owner, control: field, verb: "submit")
    }

    /// Runs the `.onSubmit` actions found for a field, innermost first, as code of the field's
    /// view, with the trigger line that names them; `none` says why nothing ran.
    private func runSubmitActions(
        _ actions: [Closure], label: String, none: String, owner: ViewNode, range: SourceRange
    ) throws {
        guard actions.isEmpty == false else {
            current.triggers.append(Trigger(kind: .submit, subject: label, action: "nothing: " + none, site: range))
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

    /// The views in `output` (a body's output) that `matches`, each with the views around
    /// it, outermost first; content modifiers' views are inside the view they modify.
    static func paths(in output: ViewValue, where matches: (ViewValue) -> Bool) -> [[ViewValue]] {
        var found: [[ViewValue]] = []
        func visit(_ view: ViewValue, around: [ViewValue]) {
            let path = around + [view]
            if matches(view) { found.append(path) }
            for modifier in view.modifiers {
                for slot in modifier.content { visit(slot, around: path) }
            }
            if view.customInstance != nil { return }
            for child in view.children { visit(child, around: path) }
        }
        visit(output, around: [])
        return found
    }

    /// Visits the modifiers that cover the last view of `path` in `owner`'s body, innermost
    /// first: its own, those of the views around it in this body, then those of the view
    /// itself as each ancestor's body shows it, and of the views around that, up to the
    /// root. `visit` returns false to stop.
    func visitModifiersOutward(
        from path: [ViewValue], in owner: ViewNode, _ visit: (ViewModifierValue) -> Bool
    ) {
        var path = path
        var node: ViewNode? = owner
        while true {
            for view in path.reversed() {
                for modifier in view.modifiers.reversed() where visit(modifier) == false { return }
            }
            guard let current = node, let parent = current.parent, let parentOutput = parent.output else { return }
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
            guard let outer = found else { return }
            path = outer
            node = parent
        }
    }

    /// Whether an `.onSubmit` runs for a text field: `.onSubmit { … }` and `of: .text`.
    private static func submitsText(_ modifier: ViewModifierValue) -> Bool {
        submits(modifier, trigger: "text", byDefault: true)
    }

    /// Whether an `.onSubmit` runs for a trigger (`of: .search`, `of: [.text, .search]`);
    /// `byDefault` when it names none (`.onSubmit { }` is `of: .text`).
    private static func submits(_ modifier: ViewModifierValue, trigger: String, byDefault: Bool) -> Bool {
        guard let triggers = modifier.arguments.first(where: { $0.label == "of" })?.value else { return byDefault }
        switch triggers {
        case .symbol(_, let name): return name == trigger
        case .array(let values): return values.contains { if case .symbol(_, trigger) = $0 { true } else { false } }
        default: return byDefault
        }
    }

    /// `submit Screen`: the user presses Return (Search) in the field of the `.searchable` that
    /// Screen's body shows; the `.onSubmit(of: .search)` actions that cover it run, innermost
    /// first (Apple's documentation of `onSubmit(of:_:)` and `searchable(text:)`).
    private func submitSearch(_ ref: ViewRef, range: SourceRange) throws {
        let owner = try resolve(ref)
        let output = try frontOutput(of: owner, ref: ref, verb: "submit")
        let fields = Self.paths(in: output) { view in view.modifiers.contains { $0.name == "searchable" } }
        guard fields.count == 1, let path = fields.first else {
            throw RuntimeError(
                fields.isEmpty
                    ? "'\(owner.displayName)' shows no '.searchable' field; 'submit' names a view with one, or a TextField ('submit \(owner.displayName)/TextField(\"Title\")')"
                    : "'\(refText(ref))' shows \(fields.count) '.searchable' fields", at: ref.range, group: .references)
        }
        try requireUncovered(path, owner: owner, ref: ref)
        var actions: [Closure] = []
        visitModifiersOutward(from: path, in: owner) { modifier in
            if modifier.name == "onSubmit", Self.submits(modifier, trigger: "search", byDefault: false),
                let action = Self.modifierAction(modifier)
            {
                actions.append(action)
            }
            return true
        }
        try runSubmitActions(
            actions, label: "\(owner.displayName) › search field",
            none: "no '.onSubmit(of: .search)' covers the search field", owner: owner, range: range)
    }
}

// `refresh REF`: the user pulls a List or ScrollView down to refresh it. `.refreshable`
// puts a refresh action in the environment of the views inside it; the list runs the
// innermost one, asynchronously, showing its progress indicator until it returns (Apple's
// documentation of `refreshable(action:)`).
//
// The action runs in a task the refreshable view holds: when that view goes (an `if` that
// swaps the list for a ProgressView while it loads), the task is cancelled, as a `.task`'s
// is (R10.2; assumed for `.refreshable`, whose documentation does not say, and what apps
// see as a refresh "cancelled" error). Faithfulness: simplified: the progress indicator
// is not simulated.
extension Simulation {
    /// `refresh Inbox/List`: runs the `.refreshable` action that covers that list.
    func refresh(_ ref: ViewRef, range: SourceRange) throws {
        var segments = ref.segments
        guard let last = segments.last, ["List", "ScrollView"].contains(last.typeName.name),
            program.type(named: last.typeName.name) == nil
        else {
            throw RuntimeError(
                "'refresh' names a List or a ScrollView, e.g. 'refresh Inbox/List'", at: ref.range, group: .references)
        }
        segments.removeLast()
        let owner =
            segments.isEmpty
            ? try ownerOfPrimitive(last, ref: ref) : try resolve(ViewRef(segments: segments, range: ref.range))
        let output = try frontOutput(of: owner, ref: ref, verb: "refresh")
        let lists = Self.paths(in: output) { $0.primitiveName == last.typeName.name }
        guard lists.count == 1, let path = lists.first else {
            throw RuntimeError(
                lists.isEmpty
                    ? "'\(owner.displayName)' shows no \(last.typeName.name)"
                    : "'\(owner.displayName)' shows \(lists.count) of \(last.typeName.name); 'refresh' needs one",
                at: ref.range, group: .references)
        }
        var found: (action: Closure, site: NodeID)?
        visitModifiersOutward(from: path, in: owner) { modifier in
            guard modifier.name == "refreshable", let action = Self.modifierAction(modifier) else { return true }
            found = (action, modifier.site)
            return false
        }
        let label = "\(owner.displayName) › \(last.typeName.name)"
        guard let (action, site) = found else {
            current.triggers.append(
                Trigger(
                    kind: .refresh, subject: label, action: "nothing: no '.refreshable' covers this list", site: range))
            return
        }
        current.triggers.append(Trigger(kind: .refresh, subject: label, action: "refreshable", site: range))
        // The refreshable view's lifecycle slot (`…#site.refreshable`) holds the task: it ends
        // with that view.
        let suffix = LifecycleSlot.keySuffix(site: site, name: "refreshable")
        if let key = owner.lifecycles.keysInTreeOrder().first(where: { $0.hasSuffix(suffix) }) {
            nextTaskID += 1
            let task = SimulatedTask(
                id: nextTaskID, kind: .refresh, origin: owner.displayName, originNode: owner, fromOnAppear: false)
            owner.lifecycles[key]?.task = task
            begin(task, body: action, context: JobContext(task: task, origin: owner, fromOnAppear: false), site: range)
            return
        }
        let context = JobContext(task: runningContext.task, origin: owner, fromOnAppear: runningContext.fromOnAppear)
        try running(context) { _ = try startTask(action, detached: false, site: range) }
    }
}
