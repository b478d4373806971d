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
            var matches = try candidates.filter { try selectorMatches($0, segment.selector) }
            if let ordinal = segment.controlOrdinal, segment.selector.isTitle == false {
                // `SeatView[2]#2`: the second of the views the id matches, in tree order (the
                // numbering `controls` and the candidates of an ambiguous REF show).
                guard ordinal <= matches.count else {
                    throw RuntimeError(
                        "'\(refText(ref))' asks for view \(ordinal) of \(matches.count) that match", at: ref.range,
                        notes: [
                            DiagnosticNote(
                                "candidates: " + Self.numberedNames(Array(matches.prefix(12))).joined(separator: ", ")
                                    + (matches.count > 12 ? ", …" : ""))
                        ],
                        group: .references)
                }
                matches = [matches[ordinal - 1]]
            }
            if case .ordinal(let ordinal) = segment.selector, matches.count != 1 {
                // `Stars#2` where no siblings are numbered (one `Stars` in each row): the second
                // of the views named `Stars`, in tree order, as `controls` and the candidates
                // of an ambiguous REF number them.
                let numbered = zip(candidates, Self.numberedNames(candidates))
                let byTreeOrder = numbered.filter { $0.1 == "\(name)#\(ordinal)" }.map(\.0)
                if byTreeOrder.count == 1 { matches = byTreeOrder }
            }
            if matches.count > 1, segment.selector.isNone {
                // A bare `PhotoTile` beside `PhotoTile[1]`, `PhotoTile[2]`: the one view whose
                // name is the bare type name (no id, no position), as reports name it.
                let bare = matches.filter { $0.displayName == name }
                if bare.count == 1 { matches = bare }
            }
            if matches.count > 1 {
                // A sheet's `FlavorChip["cocoa"]` beside the covered one of the same id: the one
                // on the front screen (and the selected tab), the only one a user can reach (R0.6).
                let screen = screenRegion(among: viewsInTreeOrder)
                let inFront = matches.filter { screen.contains($0) }
                if inFront.count == 1 { matches = inFront }
            }
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

    /// Views' names as a REF picks each: a name several of them share gets its position
    /// among them (`SeatView[2]#1`, `SeatView[2]#2`), in tree order.
    static func numberedNames(_ nodes: [ViewNode]) -> [String] {
        let names = nodes.map(\.displayName)
        var seen: [String: Int] = [:]
        return names.map { name in
            guard names.filter({ $0 == name }).count > 1 else { return name }
            seen[name, default: 0] += 1
            return "\(name)#\(seen[name]!)"
        }
    }

    private func referenceError(_ ref: ViewRef, matches: [ViewNode], candidates: [ViewNode]) -> RuntimeError {
        let text = refText(ref)
        let listed = Self.numberedNames(Array((matches.isEmpty ? candidates : matches).prefix(12)))
        var notes: [DiagnosticNote] = []
        if listed.isEmpty {
            notes.append(DiagnosticNote("no view of that type is in the graph at this step"))
        } else {
            notes.append(
                DiagnosticNote(
                    "candidates: " + listed.joined(separator: ", ")
                        + ((matches.isEmpty ? candidates : matches).count > 12 ? ", …" : "")))
        }
        if matches.isEmpty {
            if let last = ref.segments.last, case .id(let expr) = last.selector,
                let key = try? ValueKey(interpreter.evaluate(expr, stepContext(appScope))),
                let row = unbuiltRow(withID: key)
            {
                // `tap RowView[50]` where the List has built rows 0 to 11: the row exists in
                // the data but not in the graph until a scroll brings it near the window (R8.1).
                return RuntimeError(
                    "'\(text)' is not built: it is row \(row.index) of \(row.owner.displayName)'s \(row.container), outside the rows it has built (a lazy container builds the rows near its window, R8.1)",
                    at: ref.range,
                    notes: [
                        DiagnosticNote(
                            "write 'scroll \(row.owner.displayName)/\(row.container) to \(row.index)' first: the rows that come into the window are built"
                        )
                    ], group: .references)
            }
            return RuntimeError("no view matches '\(text)'", at: ref.range, notes: notes, group: .references)
        }
        return RuntimeError(
            "'\(text)' matches \(matches.count) views; add an id, a property or a position (#2) to pick one",
            at: ref.range,
            notes: notes,
            group: .references)
    }

    /// A row of a lazy container that has the ForEach id `key` and is not built: the view
    /// whose body shows the container, the container's name and the row's position among
    /// the ForEach's elements. Nil when no lazy container holds such a row.
    func unbuiltRow(withID key: ValueKey) -> (owner: ViewNode, container: String, index: Int)? {
        for node in viewsInTreeOrder {
            guard let output = node.output,
                let row = firstLazyContainer(in: output, { $0.deferredRows.firstIndex { $0.id == key } })
            else { continue }
            return (node, row.container, row.found)
        }
        return nil
    }

    /// The first lazy container in `node`'s body with rows it has not built (outside its
    /// window, R8.1), by name.
    func containerWithUnbuiltRows(in node: ViewNode) -> String? {
        guard let output = node.output else { return nil }
        return firstLazyContainer(in: output) { $0.deferredRows.count > $0.children.count ? true : nil }?.container
    }

    /// The first lazy container in `output` (outside the app's own views) holding a ForEach
    /// that `match` finds something in, with its name and what was found.
    private func firstLazyContainer<Found>(in output: ViewValue, _ match: (ViewValue) -> Found?) -> (
        container: String, found: Found
    )? {
        func search(_ view: ViewValue) -> Found? {
            if case .forEach = view.kind { return match(view) }
            for child in view.lazyChildren ?? view.children where child.customInstance == nil {
                if let found = search(child) { return found }
            }
            return nil
        }
        var result: (container: String, found: Found)?
        collectPrimitives(output) { view in
            guard result == nil, view.isLazyContainer, let name = view.primitiveName, let found = search(view) else {
                return
            }
            result = (name, found)
        }
        return result
    }

    func refText(_ ref: ViewRef) -> String {
        scenario.model.sourceFile?.text(in: ref.range) ?? ref.segments.map(\.typeName.name).joined(separator: "/")
    }

    /// Whether `node` is the view a REF segment's selector names. The values in it are
    /// evaluated in `scope` as a step's statements are, so they may name a live view's
    /// state (`Row[Board.selection]`). A title selects a built-in view, never a view of the
    /// scenario: an error where a REF picks a view to act on, no match in an expectation.
    func selectorMatches(
        _ node: ViewNode, _ selector: ViewRefSelector, scope: Scope? = nil, titleIsError: Bool = true
    ) throws -> Bool {
        let context = stepContext(scope ?? appScope)
        switch selector {
        case .none:
            return true
        case .id(let expr):
            if let matches = node.hasSpelledID(spelled: expr) { return matches }
            let value = try interpreter.evaluate(expr, context)
            guard let key = ValueKey(value) else { return false }
            return node.hasID(key)
        case .properties(let arguments):
            for argument in arguments {
                guard let label = argument.label?.name else { return false }
                let expected = try interpreter.evaluate(argument.value, context)
                let actual = try interpreter.member(
                    of: .viewInstance(node), label, at: argument.range, expr: nil, context, tracking: false)
                if interpreter.valuesEqual(expected, actual) == false { return false }
            }
            return true
        case .ordinal(let ordinal):
            // `Editor#1` also names the one `Editor` without an id beside `Editor[2]`: a lone
            // view has no position of its own, and it is the first of its kind.
            return node.siblingOrdinal == ordinal
                || (ordinal == 1 && node.siblingOrdinal == nil && node.displayIDText == nil)
        case .title(let expr):
            guard titleIsError else { return false }
            throw RuntimeError(
                "a title selects a built-in view such as 'Button(\"Save\")', not a view of the scenario",
                at: expr.range, group: .references)
        }
    }

    // MARK: - tap

    /// `tap REF`: runs the action of the Button (or flips the Toggle, selects the Picker
    /// option, steps the Stepper, pushes the NavigationLink) that REF names.
    func tap(_ ref: ViewRef, range: SourceRange) throws {
        var segments = ref.segments
        var primitiveSegment: ViewRefSegment?
        // `Picker("Flavor")/Text("Mint")`: an option of a control that selects (R6.2).
        var optionSegment: ViewRefSegment?
        if let last = segments.last, Builtins.primitiveViews.contains(last.typeName.name),
            program.type(named: last.typeName.name) == nil
        {
            primitiveSegment = segments.removeLast()
            if let control = segments.last, Builtins.primitiveViews.contains(control.typeName.name),
                program.type(named: control.typeName.name) == nil,
                [.select, .increment].contains(BuiltinCatalogue.view(named: control.typeName.name)?.interaction)
            {
                // `Stepper("Qty")/Button("-")`: one of a Stepper's two buttons, as options are.
                optionSegment = primitiveSegment
                primitiveSegment = segments.removeLast()
            }
        }
        // A view that is not a control (`Text`, `Image`, `HStack`) is tapped through its
        // `.onTapGesture`; whether it has one is known once the outputs are searched.
        let wantsGesture =
            primitiveSegment.map { BuiltinCatalogue.tappableViewNames.contains($0.typeName.name) == false }
            ?? false
        var owner: ViewNode
        if segments.isEmpty {
            owner = try ownerOfPrimitive(primitiveSegment!, ref: ref)
        } else {
            owner = try resolve(ViewRef(segments: segments, range: ref.range))
        }
        guard owner.output != nil else {
            throw RuntimeError("'\(owner.displayName)' has not rendered yet", at: ref.range, group: .references)
        }
        let screen = screenRegion(among: viewsInTreeOrder)
        if primitiveSegment == nil, let gesture = owner.tapGesture, let action = Self.modifierAction(gesture) {
            if screen.contains(owner) == false { throw coveredError(ref, screen: screen, node: owner) }
            // `PhotoTile(photo: p).onTapGesture { … }` in the parent: `tap PhotoTile[2]` taps
            // the view itself, whose gesture runs (a control inside it is `PhotoTile[2]/Button`).
            try runTapGesture(
                action, label: owner.displayName, origin: owner.parent ?? owner, range: range,
                isDisabled: Self.isDisabledByEnvironment(owner))
            return
        }
        var controls: [(control: ViewValue, node: ViewNode)] = []
        let wantedTitle = try primitiveSegment.flatMap(title(of:))
        for (output, node) in outputsShown(by: owner) {
            collectPrimitives(output) { view in
                guard let name = view.primitiveName,
                    (BuiltinCatalogue.tappableViewNames.contains(name) && Self.takesTaps(view))
                        || Self.hasTapGesture(view)
                else { return }
                if let wanted = primitiveSegment {
                    guard name == wanted.typeName.name else { return }
                    if let title = wantedTitle {
                        guard shows(view, title) || labelViewShows(view, title, shownBy: node) else { return }
                    }
                }
                controls.append((view, node))
            }
        }
        // A sheet, a cover, an alert or a dialog covers what presents it, and a pushed
        // screen the stack's root (R0.6, R0.7): only the front screen's controls take a tap,
        // and a TabView's tab bar, which a screen pushed inside a tab leaves on screen.
        let inFront = controls.filter {
            screen.contains($0.node) && screen.covers($0.control, shownBy: $0.node) == false
        }
        if inFront.isEmpty, let covered = controls.first {
            throw coveredError(ref, screen: screen, node: covered.node, control: covered.control)
        }
        controls = inFront
        if let segment = primitiveSegment, segment.selector.isTitle == false, controls.count > 1 {
            // `Button#2` names the second untitled Button, as `controls` numbers them; beside
            // titled ones, an untitled `Button` is the one with no title.
            let untitled = controls.filter { controlTitle($0.control) == nil }
            if untitled.isEmpty == false, untitled.count < controls.count { controls = untitled }
        }
        if let option = optionSegment, primitiveSegment?.controlPosition == nil, controls.count > 1 {
            // `Sidebar/List/Text("Ideas")` beside another List: the one showing that option.
            let title = try self.title(of: option)
            let showing = controls.filter { $0.control.children.contains { containsOption($0, option, title: title) } }
            if showing.isEmpty == false { controls = showing }
        }
        if let ordinal = primitiveSegment?.controlPosition {
            // `Button("Archive")#2`, `NavigationLink#2`: the second of the controls that
            // match, in body order.
            guard ordinal <= controls.count else {
                throw RuntimeError(
                    "'\(refText(ref))' names control \(ordinal), but \(owner.displayName) shows \(controls.count) that match",
                    at: ref.range, group: .references)
            }
            controls = [controls[ordinal - 1]]
        }
        if controls.isEmpty, primitiveSegment == nil {
            // `tap RecipeRow[2]` for `NavigationLink(value: r) { RecipeRow(recipe: r) }`: a
            // finger on the row is on the link (or Button) whose label it is, in the body
            // that shows it; the tap is that control's, as code of that view.
            let enclosing = enclosingControls(of: owner).filter {
                screen.contains($0.node) && screen.covers($0.control, shownBy: $0.node) == false
            }
            if enclosing.count == 1 {
                controls = enclosing
                owner = enclosing[0].node
            }
        }
        guard controls.count == 1 else {
            let titles = controls.map { entry -> String in
                let name = entry.control.primitiveName ?? "Button"
                return controlTitle(entry.control).map { "\(name)(\(ValueFormatting.debugDescribe($0)))" } ?? name
            }
            let what = primitiveSegment?.typeName.name ?? "Button or Toggle"
            if controls.isEmpty {
                if wantsGesture, let wanted = primitiveSegment {
                    // `tap Sidebar/Text("Ideas")` for a row of `List(selection:)`: say how to select it.
                    let selector = try selectingControl(showing: wanted, in: owner)
                    let hint =
                        selector.map {
                            "it is an option of a \($0): write '\(owner.displayName)/\($0)/\(refText(ViewRef(segments: [wanted], range: wanted.range)))'"
                        }
                        ?? "name the view that shows the control, e.g. 'TrailRow[2]' or 'Toolbar/Button(\"Save\")'"
                    throw RuntimeError(
                        "only a control can be tapped (a Button, a Toggle, a link, a Stepper, an option of a Picker, a TabView or a List), or a view with an '.onTapGesture': '\(refText(ref))' names no \(what) with one",
                        at: ref.range, notes: [DiagnosticNote(hint)], group: .references)
                }
                if primitiveSegment == nil, let row = selectingRow(of: owner), let binding = row.list.binding {
                    // `tap MailRow[1]`: a row of a `List(selection:)` is selected by a tap (R6.4).
                    let context = JobContext(
                        task: runningContext.task, origin: row.shownBy, fromOnAppear: runningContext.fromOnAppear)
                    try writeSelection(
                        row.tag, isImplicit: row.isImplicit, to: binding, label: "\(owner.displayName) › List row",
                        optionRange: ref.range, range: range, context, EvalContext(scope: appScope, node: row.shownBy))
                    return
                }
                var notes = [
                    DiagnosticNote("tap runs a Button's action or flips a Toggle in the named view's own body")
                ]
                if let wanted = primitiveSegment {
                    // `Card { Button("Add") { … } }`: the content is shown by the view it was passed
                    // to, and the REF names that view (as `controls` lists it).
                    let spelled = refText(ViewRef(segments: [wanted], range: wanted.range))
                    let shown = controlsOnScreen().filter {
                        $0.control == spelled || ($0.control.hasPrefix(spelled + "(") && wanted.selector.isNone)
                    }
                    let below = Set(descendants(of: owner).map(\.displayName))
                    // `.swipeActions { Button("Resolve") … }` that a parent's ForEach puts on this
                    // row: the button is built by the parent's body, and named through it.
                    let above = Set(sequence(first: owner, next: \.parent).dropFirst().map(\.displayName))
                    if let first = shown.first(where: { below.contains($0.owner) }) {
                        notes.append(
                            DiagnosticNote(
                                "\(first.owner) shows it (content passed to a view is shown in that view's body): '\(first.action)'"
                            ))
                    } else if let found = shown.first(where: { above.contains($0.owner) }) {
                        notes.append(
                            DiagnosticNote(
                                "\(found.owner) builds it (a modifier such as '.swipeActions' that a parent puts on this view is part of the parent's body), and its rows' buttons are named through it, the first as '\(found.action)'"
                            ))
                    } else if let container = containerWithUnbuiltRows(in: owner) {
                        // A control in a row the List has not built yet (R8.1).
                        notes.append(
                            DiagnosticNote(
                                "\(owner.displayName)'s \(container) builds only the rows near its window (R8.1): a control in a row outside it is not built; 'scroll \(owner.displayName)/\(container) to N' builds row N first"
                            ))
                    } else if shown.isEmpty, let listed = ownControlsNote(of: wanted.typeName.name, shownBy: owner) {
                        // `tap Tally/Button("Plus")` where Tally shows `Button("Add")`: what it does show.
                        notes.append(listed)
                    }
                }
                throw RuntimeError(
                    "'\(refText(ref))' has no \(what) to tap in its body", at: ref.range, notes: notes,
                    group: .references)
            }
            let example: String
            if let option = optionSegment, let control = primitiveSegment {
                // `Inbox/List#2/Text("Ana")`: the position goes on the control, not the option.
                example =
                    "\(owner.displayName)/\(control.typeName.name)#2/\(refText(ViewRef(segments: [option], range: option.range)))"
            } else if primitiveSegment?.selector.isTitle == true || primitiveSegment?.selector.isNone == true {
                example = "\(refText(ref))#2"
            } else if primitiveSegment == nil {
                // The REF as written, which picked this view (`Stars#2`), then a control.
                example = "\(refText(ref))/Button(\"Title\")"
            } else {
                example = "\(owner.displayName)/Button(\"Title\")"
            }
            throw RuntimeError(
                "'\(refText(ref))' has \(controls.count) controls; name one, e.g. '\(example)'",
                at: ref.range, notes: [DiagnosticNote("candidates: " + titles.joined(separator: ", "))],
                group: .references)
        }
        let (control, shownBy) = controls[0]
        // The control as the step named it when it gave a title (`Button("▶︎")`), so a card
        // says which of a view's buttons was tapped.
        let controlName =
            primitiveSegment.flatMap { segment in
                segment.selector.isTitle ? refText(ViewRef(segments: [segment], range: segment.range)) : nil
            } ?? control.primitiveName ?? "Button"
        let label = "\(shownBy.type.hostKind == nil ? shownBy.displayName : owner.displayName) › \(controlName)"
        if isDisabled(control, shownBy: shownBy) {
            // A disabled control ignores the tap: nothing runs, nothing changes.
            current.triggers.append(
                Trigger(
                    kind: .tap, subject: label, action: "nothing: the control is disabled (.disabled(true))",
                    site: range))
            return
        }
        // The control's action runs as code of the tapped view (a Task it starts names it).
        let context = JobContext(task: runningContext.task, origin: owner, fromOnAppear: runningContext.fromOnAppear)
        if let gesture = control.modifiers.last(where: { $0.name == "onTapGesture" }),
            let action = Self.modifierAction(gesture),
            control.primitiveName.flatMap({ BuiltinCatalogue.view(named: $0)?.interaction }) == nil
        {
            // `.onTapGesture { … }` on a Text, an Image or a stack: the tap runs its action.
            try runTapGesture(action, label: label, origin: owner, range: range, isDisabled: false)
            return
        }
        let interaction = control.primitiveName.flatMap { BuiltinCatalogue.view(named: $0)?.interaction }
        let bindingContext = EvalContext(scope: appScope, node: shownBy)
        switch interaction {
        case .toggle?:
            guard let binding = control.binding else { break }
            current.triggers.append(Trigger(kind: .tap, subject: label, action: "toggle", site: range))
            try running(context) {
                try interpreter.modifyBinding(binding.location, at: range, bindingContext) { value in
                    guard case .bool(let flag) = value else {
                        throw RuntimeError("a Toggle's binding must hold a Bool", at: range)
                    }
                    value = .bool(!flag)
                }
            }
            return
        case .select?:
            try select(control, option: optionSegment, label: label, ref: ref, range: range, context, bindingContext)
            return
        case .increment?:
            // `tap Screen/Stepper` and `…/Stepper/Button("+")` add; `…/Stepper/Button("-")` takes away.
            let decrements = try Self.stepperDecrements(optionSegment, ref: ref, in: self)
            let callback = decrements ? "onDecrement" : "onIncrement"
            if control.binding == nil,
                case .closure(let action)? = control.arguments.first(where: { $0.label == callback })?.value
            {
                // `Stepper { … } onIncrement: { … } onDecrement: { … }`: the tap runs one of them.
                current.triggers.append(Trigger(kind: .tap, subject: label, action: callback, site: range))
                try running(context) { _ = try interpreter.call(action, arguments: [], at: range) }
                return
            }
            guard let binding = control.binding else { break }
            let step = control.arguments.first { $0.label == "step" }?.value ?? .int(1)
            let bounds = control.arguments.first { $0.label == "in" }?.value
            let action = "\(decrements ? "decrement" : "increment") by \(interpreter.describe(step))"
            // Where a step would pass a bound, the stepper's button is disabled: the tap
            // writes nothing, so the binding's value is not set again. `Int.min..<Int.min` is
            // empty: its top is its bound, not an overflow.
            if case .range(let lower, let upper, let closed)? = bounds {
                let value = try interpreter.readBinding(binding.location, at: range)
                let next = try interpreter.applyBinary(
                    decrements ? "-" : "+", value, step, range: range, rhsIsLiteral: false)
                let top = Value.int(closed || upper == Int.min ? upper : upper - 1)
                let outside = try interpreter.applyBinary(
                    decrements ? "<" : ">", next, decrements ? .int(lower) : top, range: range, rhsIsLiteral: false)
                if case .bool(true) = outside {
                    let bound = decrements ? "lower bound \(lower)" : "upper bound \(interpreter.describe(top))"
                    current.triggers.append(
                        Trigger(
                            kind: .tap, subject: label,
                            action: "\(action): at its \(bound), the button is disabled (nothing is written)",
                            site: range))
                    return
                }
            }
            current.triggers.append(Trigger(kind: .tap, subject: label, action: action, site: range))
            try running(context) {
                try interpreter.modifyBinding(binding.location, at: range, bindingContext) { value in
                    value = try interpreter.applyBinary(
                        decrements ? "-" : "+", value, step, range: range, rhsIsLiteral: false)
                }
            }
            return
        case .push?:
            try push(control, in: shownBy, label: label, range: range, context)
            return
        case .openURL?:
            let url = control.arguments.first { $0.label == "destination" }?.value
            current.triggers.append(
                Trigger(kind: .tap, subject: label, action: url.map { "open \(interpreter.describe($0))" }, site: range)
            )
            return
        default:
            break
        }
        guard let action = control.action else {
            throw RuntimeError(
                "the \(control.primitiveName ?? "Button") in '\(owner.displayName)' has no action", at: ref.range,
                group: .references)
        }
        current.triggers.append(
            Trigger(kind: .tap, subject: label, action: actionText(action), site: range))
        _ = try running(context) { try interpreter.call(action, arguments: [], at: range) }
        // A button of an alert or a confirmation dialog dismisses it after its action (R0.6).
        if shownBy.type.hostKind?.presentsAlert == true {
            try running(context) { try dismiss(shownBy) }
        }
    }

    /// The error for a tap (or a swipe, a drag: `verb`) on a view under the front screen.
    /// A view in a tab that is not selected is off screen until its tab is.
    func coveredError(
        _ ref: ViewRef, screen: ScreenRegion, node: ViewNode, control: ViewValue? = nil, verb: String = "tap"
    ) -> RuntimeError {
        if screen.isInHiddenTab(node) {
            return RuntimeError(
                "'\(refText(ref))' is in a tab that is not selected: a user cannot \(verb) it until its tab is selected",
                at: ref.range,
                notes: [DiagnosticNote("'controls' lists the tab bar's items and what is on the selected tab")],
                group: .references)
        }
        let pushed = screen.pushCovering(node) != nil || control.map { screen.covers($0, shownBy: node) } == true
        let covering = pushed ? "a pushed screen" : screen.front.map(coveringName) ?? "another screen"
        return RuntimeError(
            "'\(refText(ref))' is under \(covering): a user cannot \(verb) it until that is dismissed",
            at: ref.range,
            notes: [DiagnosticNote("'controls' lists what is on the front screen")],
            group: .references)
    }

    /// `a sheet`, `an alert`, `a pushed screen`: what is in front, for the message.
    private func coveringName(_ front: ViewNode) -> String {
        var current: ViewNode? = front
        while let node = current {
            switch node.type.hostKind {
            case .presentation(let name)?:
                return name == "alert" ? "an alert" : "a \(name)"
            case .destination?, .linkDestinations?:
                return "a pushed screen"
            default:
                current = node.parent
            }
        }
        return "another screen"
    }

    /// Whether a control's catalogue interaction applies to this one: a view that selects
    /// (a Picker, a TabView, a List) takes a tap only with a selection to write (a List
    /// without `selection:` is not a control; a TabView without one keeps its own).
    static func takesTaps(_ view: ViewValue) -> Bool {
        view.binding != nil || view.primitiveName.flatMap { BuiltinCatalogue.view(named: $0)?.interaction } != .select
    }

    /// Whether a view that is not a control is tapped through an `.onTapGesture`.
    static func hasTapGesture(_ view: ViewValue) -> Bool {
        view.modifiers.contains { $0.name == "onTapGesture" }
    }

    /// The action of a modifier: its last closure argument (an `.onTapGesture`'s, `count:`
    /// aside; an `.onDelete`'s `perform:`), nil when it has none (`perform: nil`).
    static func modifierAction(_ modifier: ViewModifierValue) -> Closure? {
        for argument in modifier.arguments.reversed() {
            if case .closure(let action) = argument.value { return action }
        }
        return nil
    }

    /// Whether `isEnabled` is false in the environment a view sees (a `.disabled(true)`
    /// around it, R7.2).
    static func isDisabledByEnvironment(_ node: ViewNode) -> Bool {
        if case .bool(false)? = node.environment.values[.key("isEnabled")] { return true }
        return false
    }

    /// Runs an `.onTapGesture`'s action as code of `origin` (the view whose body wrote the
    /// closure); a disabled view ignores the tap (R7.2).
    private func runTapGesture(
        _ action: Closure, label: String, origin: ViewNode, range: SourceRange, isDisabled: Bool
    ) throws {
        if isDisabled {
            current.triggers.append(
                Trigger(
                    kind: .tap, subject: label, action: "nothing: the view is disabled (.disabled(true))", site: range))
            return
        }
        current.triggers.append(
            Trigger(
                kind: .tap, subject: label,
                action: actionText(action).map { "onTapGesture: " + $0 } ?? "onTapGesture", site: range))
        let context = JobContext(task: runningContext.task, origin: origin, fromOnAppear: runningContext.fromOnAppear)
        _ = try running(context) { try interpreter.call(action, arguments: [], at: range) }
    }

    /// Whether `control`, shown in `node`'s output, is disabled: a `.disabled(true)` on it, or
    /// `isEnabled` false in the environment it sees (written around it in that output, or
    /// above `node`).
    func isDisabled(_ control: ViewValue, shownBy node: ViewNode) -> Bool {
        if control.modifiers.contains(where: { Self.disabledWrite(of: $0) != nil }) { return true }
        let seen = node.output.flatMap { environment(at: control, in: $0, base: node.environment) } ?? node.environment
        if case .bool(false)? = seen.values[.key("isEnabled")] { return true }
        return false
    }

    /// Whether a tag can be a selection's value: the same kind of value, and for declared
    /// types the same type (nil fits any: an optional selection).
    static func sameKind(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.null, _), (_, .null): true
        case (.int, .int), (.double, .double), (.string, .string), (.bool, .bool), (.int, .double), (.double, .int):
            true
        case (.structValue(let x), .structValue(let y)): x.type === y.type
        case (.enumCase(let x), .enumCase(let y)): x.type === y.type || x.type == nil || y.type == nil
        case (.object(let x), .object(let y)): x.type === y.type
        case (.foundation(.uuid), .foundation(.uuid)), (.foundation(.date), .foundation(.date)): true
        default: false
        }
    }

    /// The outputs a tap on `owner` may act on: its own body's, then the content it
    /// presents (its presentation hosts' outputs, R0.6), with the node that shows each.
    private func outputsShown(by owner: ViewNode) -> [(ViewValue, ViewNode)] {
        var result: [(ViewValue, ViewNode)] = []
        if let output = owner.output { result.append((output, owner)) }
        for child in owner.children where child.type.hostKind != nil {
            result.append(contentsOf: outputsShown(by: child))
        }
        return result
    }

    /// The controls whose label is `node` (`NavigationLink(value: r) { RecipeRow(recipe: r) }`,
    /// `Button { open(r) } label: { RecipeRow(recipe: r) }`), in the body that shows it.
    private func enclosingControls(of node: ViewNode) -> [(control: ViewValue, node: ViewNode)] {
        guard let parent = node.parent else { return [] }
        func isNode(_ view: ViewValue) -> Bool {
            if let instance = view.customInstance {
                return instance.type === node.type
                    && interpreter.valuesEqual(.structValue(instance), .structValue(node.value))
            }
            return view.children.contains(where: isNode)
        }
        var found: [(control: ViewValue, node: ViewNode)] = []
        for (output, shownBy) in outputsShown(by: parent) {
            collectPrimitives(output) { view in
                // A List or Picker that shows it selects it instead (`tap MailRow[2]`, R6.4).
                guard let name = view.primitiveName, BuiltinCatalogue.tappableViewNames.contains(name),
                    [.select, .increment].contains(BuiltinCatalogue.view(named: name)?.interaction) == false,
                    Self.takesTaps(view), view.children.contains(where: isNode)
                else { return }
                found.append((view, shownBy))
            }
        }
        return found
    }

    /// The title a control is named by in a REF and in `controls`: its unlabeled title
    /// argument (`Button("Save")`), else the first text its label shows
    /// (`Button { … } label: { Label("Totals", …) }` is `Button("Totals")`), which `tap`
    /// matches as it matches a title; nil for a control that shows no text.
    func controlTitle(_ control: ViewValue) -> Value? {
        func isText(_ value: Value) -> Bool {
            switch value {
            case .string, .int, .double: true
            default: false
            }
        }
        if let title = control.arguments.first(where: { $0.label == nil })?.value, isText(title) { return title }
        // A Picker's or a TabView's content is its options, not its title.
        if let name = control.primitiveName, BuiltinCatalogue.view(named: name)?.interaction == .select { return nil }
        var found: Value?
        for child in control.children where found == nil {
            collectPrimitives(child) { view in
                guard found == nil, let shown = Self.shownTitle(view), isText(shown) else { return }
                found = shown
            }
        }
        return found
    }

    /// A content view's title in a control's label (`Text("1")`, `Label("Totals", …)`): its
    /// first unlabeled argument; nil for a slot (`label:`), whose argument is its name.
    private static func shownTitle(_ view: ViewValue) -> Value? {
        guard view.primitiveName != nil else { return nil }
        return view.arguments.first(where: { $0.label == nil })?.value
    }

    /// Whether a control shows `title`: as its first argument (`Button("Save")`), or as
    /// the text of a view in its label closure (`Button { … } label: { Label("Save", …) }`).
    private func shows(_ control: ViewValue, _ title: Value) -> Bool {
        if let shown = control.arguments.first?.value, interpreter.valuesEqual(title, shown) { return true }
        var found = false
        for child in control.children {
            collectPrimitives(child) { view in
                if let shown = Self.shownTitle(view), interpreter.valuesEqual(title, shown) { found = true }
            }
        }
        return found
    }

    /// The name of the selecting control (`List`, `Picker`) among `owner`'s outputs one of
    /// whose options `segment` names, for a tap that left the control out of its REF.
    private func selectingControl(showing segment: ViewRefSegment, in owner: ViewNode) throws -> String? {
        let title = try self.title(of: segment)
        var found: String?
        for (output, _) in outputsShown(by: owner) {
            collectPrimitives(output) { view in
                guard found == nil, let name = view.primitiveName,
                    BuiltinCatalogue.view(named: name)?.interaction == .select, Self.takesTaps(view),
                    view.children.contains(where: { containsOption($0, segment, title: title) })
                else { return }
                found = name
            }
        }
        return found
    }

    /// Whether `view`, or a built-in view inside it, is the option a REF's segment names.
    private func containsOption(_ view: ViewValue, _ option: ViewRefSegment, title: Value?) -> Bool {
        if isOption(view, option, title: title) { return true }
        return view.customInstance == nil && view.children.contains { containsOption($0, option, title: title) }
    }

    /// Whether a control's label that is a view of the app's own (`Button { … } label: {
    /// FruitLabel(fruit: fruit) }`) shows `title`: that view's node, a child of `node` with
    /// the same values, has the title in its own output.
    private func labelViewShows(_ control: ViewValue, _ title: Value, shownBy node: ViewNode) -> Bool {
        guard let shown = labelViewTitle(control, shownBy: node) else { return false }
        return interpreter.valuesEqual(title, shown)
    }

    /// The first text a control's label that is a view of the app's own shows (`FruitLabel`'s
    /// `Text("Pear")`), found in that view's node: a child of `node` with the same values.
    func labelViewTitle(_ control: ViewValue, shownBy node: ViewNode) -> Value? {
        var instances: [StructInstance] = []
        func collect(_ view: ViewValue) {
            if let instance = view.customInstance {
                instances.append(instance)
                return
            }
            for child in view.children { collect(child) }
        }
        for child in control.children { collect(child) }
        for instance in instances {
            for child in node.children where child.type === instance.type {
                guard interpreter.valuesEqual(.structValue(child.value), .structValue(instance)),
                    let output = child.output
                else { continue }
                var found: Value?
                collectPrimitives(output) { view in
                    guard found == nil, let shown = Self.shownTitle(view) else { return }
                    switch shown {
                    case .string, .int, .double: found = shown
                    default: break
                    }
                }
                if let found { return found }
            }
        }
        return nil
    }

    /// Whether `view` is the option a REF's last segment names: its type, and its first
    /// argument equal to the title when the segment gives one (`Text("Mint")`).
    private func isOption(_ view: ViewValue, _ option: ViewRefSegment, title: Value?) -> Bool {
        // `Text("Settings")` also names the `Label("Settings", systemImage: "gear")` of a tab
        // item or an option: the label shows that text.
        let isLabelNamedAsText = option.typeName.name == "Text" && view.primitiveName == "Label" && title != nil
        guard view.primitiveName == option.typeName.name || isLabelNamedAsText else { return false }
        guard let title else { return true }
        return view.arguments.first.map { interpreter.valuesEqual(title, $0.value) } ?? false
    }

    /// `tap TabView/Text("Other")` on a TabView without `selection:`: the tab showing the
    /// option (in its content or its `.tabItem`) becomes the TabView's own selection, its
    /// index; no tag is needed, as on a device.
    private func selectTab(
        _ tabView: ViewValue, option: ViewRefSegment, title: Value?, label: String, ref: ViewRef,
        range: SourceRange, _ context: JobContext
    ) throws {
        func shows(_ view: ViewValue) -> Bool {
            if isOption(view, option, title: title) { return true }
            if view.modifiers.contains(where: { $0.name == "tabItem" && $0.content.contains(where: shows) }) {
                return true
            }
            if view.customInstance != nil { return false }
            return view.children.contains(where: shows)
        }
        let tabs = tabs(of: tabView).tabs
        let matching = tabs.indices.filter { shows(tabs[$0].view) }
        guard matching.count == 1, let binding = tabView.binding else {
            throw RuntimeError(
                matching.isEmpty
                    ? "'\(refText(ref))' names no tab of this TabView"
                    : "'\(refText(ref))' names \(matching.count) tabs; give each a different title",
                at: option.range, group: .references)
        }
        current.triggers.append(
            Trigger(kind: .tap, subject: label, action: "select tab \(matching[0] + 1) of \(tabs.count)", site: range))
        try running(context) {
            try interpreter.modifyBinding(binding.location, at: range, EvalContext(scope: appScope)) {
                $0 = .int(matching[0])
            }
        }
    }

    /// `tap Picker("Flavor")/Text("Mint")`: the option's `.tag` becomes the selection (R6.2).
    private func select(
        _ control: ViewValue, option: ViewRefSegment?, label: String, ref: ViewRef, range: SourceRange,
        _ context: JobContext, _ bindingContext: EvalContext
    ) throws {
        guard let option else {
            throw RuntimeError(
                "name the option to select, e.g. '\(refText(ref))/Text(\"Option\")'", at: ref.range,
                group: .references)
        }
        let wantedTitle = try title(of: option)
        if control.ownsSelection {
            try selectTab(control, option: option, title: wantedTitle, label: label, ref: ref, range: range, context)
            return
        }
        // Each option's tag, and whether it is a ForEach row's implicit one (its id, R6.2).
        typealias Tag = (value: Value, isImplicit: Bool)
        var tags: [Tag] = []
        func visit(_ view: ViewValue, tag inherited: Tag?) {
            let tag = Self.optionTag(of: view) ?? inherited
            if let tag, isOption(view, option, title: wantedTitle) { tags.append(tag) }
            // A tab's `.tabItem { Label("Settings", …) }`: what the tab bar shows for it, also
            // for a tab whose content is a view of the app's (`Home().tabItem { … }`).
            for modifier in view.modifiers where modifier.name == "tabItem" {
                for child in modifier.content { visit(child, tag: tag) }
            }
            if view.customInstance != nil { return }
            for child in view.children { visit(child, tag: tag) }
        }
        for child in control.children { visit(child, tag: nil) }
        // One option shown twice with one tag (a tab whose content and `.tabItem` are both
        // `Text("Other")`) is one option.
        tags = tags.reduce(into: []) { unique, tag in
            if unique.contains(where: { interpreter.valuesEqual($0.value, tag.value) }) == false { unique.append(tag) }
        }
        guard tags.count == 1 else {
            // `List(mails, selection:) { MailRow(mail: $0) }`: what a row shows is its view's.
            let rowNote =
                tags.isEmpty && control.primitiveName == "List"
                ? [
                    DiagnosticNote(
                        "a row that shows a view of the app's own is tapped by its REF, e.g. 'tap MailRow[1]'")
                ]
                : []
            throw RuntimeError(
                tags.isEmpty
                    ? "'\(refText(ref))' names no option with a '.tag' in its control"
                    : "'\(refText(ref))' names \(tags.count) options; give each a different title",
                at: option.range, notes: rowNote, group: .references)
        }
        guard let binding = control.binding else {
            throw RuntimeError("the \(control.primitiveName ?? "Picker") has no selection binding", at: ref.range)
        }
        if control.primitiveName == "Picker", tags[0].isImplicit,
            case .optional? = declaredType(of: binding.location)?.kind
        {
            // `@State var pick: Int?` with `ForEach(items) { Text($0.name) }`: a Picker's tag must
            // be of the selection's type, and an id is not an optional, so nothing is selected.
            throw RuntimeError(
                "the option's tag is its ForEach id, \(interpreter.describe(tags[0].value)), but the selection is an optional: SwiftUI compares a tag with the selection by type, so it selects nothing",
                at: option.range,
                notes: [DiagnosticNote("tag each option with an optional: '.tag(Optional(item.id))'")],
                group: .references)
        }
        try writeSelection(
            tags[0].value, isImplicit: tags[0].isImplicit, to: binding, label: label, optionRange: option.range,
            range: range, context, bindingContext)
    }

    /// The type a binding's storage is declared with (`@State private var pick: Int?`), where
    /// the declaration says it.
    private func declaredType(of location: BindingLocation) -> TypeSyntax? {
        switch location {
        case .state(let box):
            guard let type = box.owner?.type, let index = type.storedIndex[box.name] else { return nil }
            return type.stored[index].type
        case .objectProperty(let object, let name):
            guard let index = object.type.storedIndex[name] else { return nil }
            return object.type.stored[index].type
        default:
            return nil
        }
    }

    /// Writes a chosen option's tag into its control's selection (R6.4): a `Set` selection
    /// becomes that tag alone; an implicit tag (a ForEach id) of another type than the
    /// selection's selects nothing, as in SwiftUI, and is an error that says so.
    private func writeSelection(
        _ tag: Value, isImplicit: Bool, to binding: BindingValue, label: String, optionRange: SourceRange,
        range: SourceRange, _ context: JobContext, _ bindingContext: EvalContext
    ) throws {
        var selected = tag
        let held = try? interpreter.readBinding(binding.location, at: range)
        if case .set(let chosen)? = held {
            // `List(selection: $picked)` with a `Set`: outside edit mode a tap selects that row
            // alone (R6.4; multiple rows are picked in edit mode, not simulated).
            if isImplicit, let first = chosen.elements.first, Self.sameKind(first, selected) == false {
                throw RuntimeError(
                    "the row's tag is its id, \(interpreter.describe(selected)), but the selection holds \(ValueFormatting.typeName(of: first)) values: SwiftUI selects nothing",
                    at: optionRange, group: .references)
            }
            selected = .set(SetBuiltins.make([selected], interpreter))
        } else if isImplicit == false, let wanted = explicitTagMismatch(tag, held: held, location: binding.location) {
            // `.tag(team.id)` on a `Team?` selection: a tag of another type matches no
            // selection, so SwiftUI selects nothing (and logs it).
            throw RuntimeError(
                "the option's tag is \(interpreter.describe(tag)) (\(ValueFormatting.typeName(of: tag))), but the selection holds \(withIndefiniteArticle(wanted)): SwiftUI selects nothing",
                at: optionRange,
                notes: [DiagnosticNote("tag each option with a value of the selection's type, e.g. '.tag(item)'")],
                group: .references)
        } else if isImplicit, let current = held, Self.sameKind(current, selected) == false {
            // `ForEach(categories) { Text($0.name) }` over a `Category` selection: the implicit
            // tag is the id, of another type, so SwiftUI selects nothing (and logs it).
            throw RuntimeError(
                "the option's tag is its ForEach id, \(interpreter.describe(selected)) (\(ValueFormatting.typeName(of: selected))), but the selection holds \(withIndefiniteArticle(ValueFormatting.typeName(of: current))): SwiftUI selects nothing",
                at: optionRange,
                notes: [DiagnosticNote("tag each option with a value of the selection's type, e.g. '.tag(item)'")],
                group: .references)
        }
        current.triggers.append(
            Trigger(kind: .tap, subject: label, action: "select \(interpreter.describe(selected))", site: range))
        try running(context) {
            try interpreter.modifyBinding(binding.location, at: range, bindingContext) { $0 = selected }
        }
    }

    /// The selection's type, when an explicit tag is of another: compared with the value
    /// the selection holds, or, while it holds nil, with the type its storage is declared
    /// with (`@State private var selected: Team?`). Nil when the tag fits, or when the
    /// declared type is not a plain name.
    private func explicitTagMismatch(_ tag: Value, held: Value?, location: BindingLocation) -> String? {
        switch (held, tag) {
        case (nil, _), (.null?, _):
            break
        case (.int?, .double), (.double?, .int):
            return held.map(ValueFormatting.typeName(of:))
        case (let held?, _):
            return Self.sameKind(held, tag) ? nil : ValueFormatting.typeName(of: held)
        }
        var declared: TypeSyntax?
        switch location {
        case .state(let box):
            if let type = box.owner?.value.type, let index = type.storedIndex[box.name] {
                declared = type.stored[index].type
            }
        case .objectProperty(let object, let name):
            if let index = object.type.storedIndex[name] { declared = object.type.stored[index].type }
        default:
            return nil
        }
        guard var kind = declared?.kind else { return nil }
        if case .optional(let wrapped) = kind { kind = wrapped.kind }
        if case .null = tag { return nil }
        guard case .named(let name, let arguments) = kind, arguments.isEmpty else { return nil }
        let plainTypes: Set<String> = ["Int", "String", "Double", "Bool"]
        guard plainTypes.contains(name) || interpreter.program.type(named: name) != nil else { return nil }
        return ValueFormatting.typeName(of: tag) == name ? nil : name
    }

    /// A view of the app's own shown as a row of a `List(selection:)` (`List(mails, selection:
    /// $selected) { MailRow(mail: $0) }`): the List, the row's tag (its `.tag`, else its id,
    /// and whether it is the id) and the view whose body shows the List.
    private func selectingRow(of node: ViewNode) -> (list: ViewValue, tag: Value, isImplicit: Bool, shownBy: ViewNode)?
    {
        guard let parent = node.parent, let idText = node.displayIDText else { return nil }
        for (output, shownBy) in outputsShown(by: parent) {
            var found: (list: ViewValue, tag: Value, isImplicit: Bool)?
            collectPrimitives(output) { view in
                guard found == nil, view.primitiveName == "List", Self.takesTaps(view) else { return }
                let row = Self.appViewRows(of: view).first {
                    $0.instance.type === node.type && ValueKeyFormatting.describe($0.key) == idText
                }
                if let row, let tag = row.tag { found = (view, tag.value, tag.isImplicit) }
            }
            if let found { return (found.list, found.tag, found.isImplicit, shownBy) }
        }
        return nil
    }

    /// The tag an option's view carries: its `.tag`, else a ForEach row's id (implicit, R6.2).
    static func optionTag(of view: ViewValue) -> (value: Value, isImplicit: Bool)? {
        if let explicit = view.modifiers.last(where: { $0.name == "tag" })?.arguments.first?.value {
            return (explicit, false)
        }
        if view.idSource != nil, let id = view.idValue { return (id, true) }
        return nil
    }

    /// The views of the app's own a List's rows show (`List(mails) { MailRow(mail: $0) }`),
    /// each with the id of the row it is in and that row's tag.
    static func appViewRows(of list: ViewValue) -> [(
        instance: StructInstance, key: ValueKey, tag: (value: Value, isImplicit: Bool)?
    )] {
        var rows: [(instance: StructInstance, key: ValueKey, tag: (value: Value, isImplicit: Bool)?)] = []
        func visit(_ view: ViewValue, tag: (value: Value, isImplicit: Bool)?, key: ValueKey?) {
            let (tag, key) = (optionTag(of: view) ?? tag, view.explicitID ?? key)
            if let instance = view.customInstance {
                if let key { rows.append((instance, key, tag)) }
                return
            }
            for child in view.children { visit(child, tag: tag, key: key) }
        }
        for child in list.children { visit(child, tag: nil, key: nil) }
        return rows
    }

    /// A REF segment's title (`Text("Mint")`'s "Mint"), evaluated in the app's scope; nil
    /// when it gives none.
    private func title(of segment: ViewRefSegment) throws -> Value? {
        guard case .title(let expr) = segment.selector else { return nil }
        return try interpreter.evaluate(expr, EvalContext(scope: appScope))
    }

    /// Whether a tap on a Stepper takes away: `Stepper/Button("-")` (or `"−"`) does,
    /// `Stepper` and `Stepper/Button("+")` add.
    private static func stepperDecrements(_ option: ViewRefSegment?, ref: ViewRef, in simulation: Simulation) throws
        -> Bool
    {
        guard let option else { return false }
        if option.typeName.name == "Button", case .title(let titleExpr) = option.selector,
            case .stringLiteral(let parts) = titleExpr.kind, parts.count == 1, case .text(let title) = parts[0]
        {
            if title == "-" || title == "−" { return true }
            if title == "+" { return false }
        }
        throw RuntimeError(
            "a Stepper's buttons are 'Button(\"-\")' and 'Button(\"+\")': '\(simulation.refText(ref))' names neither",
            at: option.range, group: .references)
    }

    /// `tap NavigationLink(…)`: its value goes onto the enclosing stack's path, or its
    /// destination onto the stack's pushed screens (R0.7).
    private func push(
        _ link: ViewValue, in node: ViewNode, label: String, range: SourceRange, _ context: JobContext
    ) throws {
        guard let output = node.output,
            let environment = environment(at: link, in: output, base: node.environment)
        else { return }
        let value = link.arguments.first { $0.label == "value" }?.value
        let key = value != nil ? Self.navigationPathKey : Self.navigationLinkPathKey
        guard case .binding(let path)? = environment.values[.key(key)] else {
            throw RuntimeError(
                "this NavigationLink is not inside a NavigationStack", at: link.range,
                notes: [DiagnosticNote("put the link in a 'NavigationStack { … }'")], group: .references)
        }
        let pushed: Value
        if let value {
            // `NavigationLink(value: nil)` is disabled, and a value no destination inside the
            // stack builds a screen for cannot be activated: SwiftUI logs why and pushes
            // nothing (R0.7).
            if case .null = value {
                current.triggers.append(
                    Trigger(
                        kind: .tap, subject: label, action: "nothing: its value is nil, so the link is disabled",
                        site: range))
                return
            }
            let typeName = interpreter.typeName(of: value)
            if hasValueDestination(forType: typeName, path: path.location, around: node) == false {
                current.triggers.append(
                    Trigger(
                        kind: .tap, subject: label,
                        action: "nothing: no navigationDestination(for: \(typeName).self) is visible from the link",
                        site: range))
                warn(
                    "a NavigationLink is presenting a value of type '\(typeName)' but there is no matching "
                        + "navigationDestination declaration visible from the location of the link; the link cannot be activated",
                    at: link.range, rule: "R0.7")
                return
            }
            pushed = value
        } else if let destination = link.action {
            // Printed in the path's change line as what it is, not as `(Function)`.
            let title = controlTitle(link).map { "(\(ValueFormatting.debugDescribe($0)))" } ?? ""
            pushed = .closure(destination.named("NavigationLink\(title)"))
        } else {
            throw RuntimeError("this NavigationLink has no value or destination", at: link.range)
        }
        current.triggers.append(
            Trigger(
                kind: .tap, subject: label,
                action: value.map { "push \(interpreter.describe($0))" } ?? "push its destination", site: range))
        try running(context) {
            try interpreter.modifyBinding(path.location, at: range, EvalContext(scope: appScope, node: node)) { path in
                if case .array(var items) = path {
                    items.append(pushed)
                    path = .array(items)
                } else if case .null = path {
                    path = .array([pushed])
                }
            }
        }
    }

    /// Whether a `.navigationDestination(for: T.self)` for `typeName` is declared inside the
    /// stack whose path is `path`: searched from the view that builds the stack (the
    /// farthest ancestor of `node` still inside it, and its parent), over the live views
    /// below it. Only the tapped stack's views are visited, not the whole graph.
    private func hasValueDestination(forType typeName: String, path: BindingLocation, around node: ViewNode) -> Bool {
        func insideStack(_ node: ViewNode) -> Bool {
            guard case .binding(let binding)? = node.environment.values[.key(Self.navigationPathKey)] else {
                return false
            }
            return binding.location.isSameLocation(as: path)
        }
        var builder = node
        while let parent = builder.parent, insideStack(parent) { builder = parent }
        if insideStack(builder), let parent = builder.parent { builder = parent }
        var pending = [builder]
        while let candidate = pending.popLast() {
            if candidate.isAlive, case .destination(let forType)? = candidate.type.hostKind, forType == typeName,
                insideStack(candidate)
            {
                return true
            }
            pending.append(contentsOf: candidate.children)
        }
        return false
    }

    /// The environment a primitive in a body's output sees: the view's, with the writes
    /// of the modifiers and stacks between the body's root and it (R7.1).
    func environment(at target: ViewValue, in view: ViewValue, base: EnvironmentValues) -> EnvironmentValues? {
        if view === target { return base }
        var environment = base
        for modifier in view.modifiers {
            if let write = Self.environmentWrite(of: modifier) { environment.values[write.key] = write.value }
        }
        for modifier in view.modifiers {
            for slot in modifier.content {
                if let found = self.environment(at: target, in: slot, base: environment) { return found }
            }
        }
        if view.customInstance != nil { return nil }
        for child in view.children {
            if let found = self.environment(at: target, in: child, base: environment) { return found }
        }
        return nil
    }

    private func actionText(_ closure: Closure) -> String? {
        // `Button("Save", action: save)`: the function it names, called.
        if case .function(let function, _, _) = closure.body { return function.name.name + "()" }
        guard case .literal(let expr, _, _, _) = closure.body else { return nil }
        guard expr.body.isEmpty == false else { return nil }
        // `var p = 1, q = 2` is one declaration per name, each within the first's range:
        // the source is shown once.
        var shown: [SourceRange] = []
        for statement in expr.body
        where shown.last.map({ statement.range.start >= $0.start && statement.range.end <= $0.end }) != true {
            shown.append(statement.range)
        }
        return shown.map(sourceText).joined(separator: "; ")
    }

    /// Visits the primitives of a body's output, not descending into child views.
    func collectPrimitives(_ view: ViewValue, _ visit: (ViewValue) throws -> Void) rethrows {
        // Content modifiers' views (`.overlay { Button… }`) are on screen too (R0.5).
        for modifier in view.modifiers {
            for slot in modifier.content { try collectPrimitives(slot, visit) }
        }
        if view.customInstance != nil { return }
        try visit(view)
        if view.primitiveName == "TabView" {
            // Only the selected tab is on screen (Simulation+Screen.swift).
            let (tabs, selected) = tabs(of: view)
            if tabs.indices.contains(selected) { try collectPrimitives(tabs[selected].view, visit) }
            return
        }
        for child in view.children { try collectPrimitives(child, visit) }
    }

    func ownerOfPrimitive(_ segment: ViewRefSegment, ref: ViewRef) throws -> ViewNode {
        var owners: [ViewNode] = []
        for node in viewsInTreeOrder {
            guard let output = node.output else { continue }
            var found = false
            collectPrimitives(output) { view in if view.primitiveName == segment.typeName.name { found = true } }
            guard found else { continue }
            // What a presentation shows is named through the view that presents it
            // (`InboxScreen/Button("Done")`): a host is not a view one can write.
            var owner = node
            while owner.type.hostKind != nil, let parent = owner.parent { owner = parent }
            if owners.contains(where: { $0 === owner }) == false { owners.append(owner) }
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
    /// REF may name the `ScrollView` around a lazy stack; around a plain stack, whose
    /// rows all exist already, scrolling builds nothing.
    func scroll(_ ref: ViewRef, to rowExpr: Expr, scope: Scope, range: SourceRange) throws {
        guard case .int(let asked) = try interpreter.evaluate(rowExpr, stepContext(scope)), asked >= 0 else {
            throw RuntimeError("'scroll … to' needs a row number (an Int ≥ 0)", at: rowExpr.range)
        }
        var segments = ref.segments
        guard let last = segments.last, ["List", "LazyVStack", "LazyHStack", "ScrollView"].contains(last.typeName.name)
        else {
            throw RuntimeError(
                "'scroll' needs a List, a LazyVStack or LazyHStack, or a ScrollView, not '\(refText(ref))'",
                at: ref.range,
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
        guard var container = containers.first else {
            throw RuntimeError(
                "'\(owner.displayName)' shows no \(last.typeName.name)", at: ref.range, group: .references)
        }
        // `.scrollPosition(id: $topID)` on the scroll view (or on the list) is told the id
        // of the row now at the top.
        let positionBinding = [container].flatMap(\.modifiers).last { $0.name == "scrollPosition" }
            .flatMap { modifier -> BindingValue? in
                guard case .binding(let binding)? = modifier.arguments.first(where: { $0.label == "id" })?.value
                else { return nil }
                return binding
            }
        if last.typeName.name == "ScrollView" {
            // The lazy stack inside the scroll view scrolls; a plain stack's rows all exist (R8.1).
            var lazy: [ViewValue] = []
            collectPrimitives(container) { view in if view.isLazyContainer { lazy.append(view) } }
            guard let stack = lazy.first else {
                current.triggers.append(
                    Trigger(
                        kind: .scroll, subject: "\(owner.displayName) › \(last.typeName.name) to row \(asked)",
                        action: nil, site: range))
                return
            }
            container = stack
        }
        // A scroll stops at the end: the last rows fill the window (as a finger cannot pull
        // the last row to the top).
        let perLine = Self.cellsPerLine(of: container)
        let lines = (Self.rowCount(of: container) + perLine - 1) / perLine
        let row = min(asked, max(0, lines - visibleRows))
        current.triggers.append(
            Trigger(
                kind: .scroll,
                subject: "\(owner.displayName) › \(last.typeName.name) to row \(row)"
                    + (row < asked ? " (the end: row \(asked) cannot reach the top)" : ""),
                action: nil, site: range))
        owner.scrollOffsets[container.site] = row
        beginFrame()
        isUpdating = true
        isScrolling = true
        defer { isScrolling = false }
        try rematerialize(owner)
        isUpdating = false
        try endFrame()
        if let positionBinding, let topID = rowIDs(of: container).dropFirst(row).first {
            // The scroll view writes the binding as it scrolls, as code of the view that
            // shows it; the views that read it update in the next frame (R6.1).
            let context = JobContext(task: nil, origin: owner, fromOnAppear: false)
            try running(context) {
                try interpreter.modifyBinding(
                    positionBinding.location, at: range, EvalContext(scope: appScope, node: owner)
                ) { $0 = topID }
            }
        }
    }

    /// How many rows a lazy container shows when scrolled through: each ForEach element and
    /// each other view, counted through Sections, groups and `if` branches (R8.1).
    static func rowCount(of container: ViewValue) -> Int {
        func count(_ view: ViewValue) -> Int {
            var total = 0
            for child in view.lazyChildren ?? view.children {
                switch child.kind {
                case .forEach:
                    if let first = child.deferredRows.first, Interpreter.contentHoldsRows(first) {
                        // Sections of rows per element (R8.2): the rows of the elements built,
                        // one for each element a lazy stack has not reached yet.
                        total += child.children.reduce(0) { $0 + count($1) }
                        total += max(0, child.deferredRows.count - child.children.count)
                    } else {
                        total += child.deferredRows.isEmpty ? child.children.count : child.deferredRows.count
                    }
                case .group, .conditional: total += count(child)
                case .primitive(let name) where name == "Section" || name == "Group": total += count(child)
                case .empty: break
                default: total += 1
                }
            }
            return total
        }
        return count(container)
    }

    /// The ids of a lazy container's ForEach rows, in order (what `scrollPosition(id:)`
    /// reports: a row's ForEach id).
    private func rowIDs(of container: ViewValue) -> [Value] {
        var ids: [Value] = []
        func visit(_ view: ViewValue) {
            if case .forEach = view.kind, view.deferredRows.isEmpty == false {
                ids += view.deferredRows.map(\.idValue)
                return
            }
            if case .forEach = view.kind {
                for row in view.children { if let id = row.idValue { ids.append(id) } }
                return
            }
            for child in view.children { visit(child) }
        }
        visit(container)
        return ids
    }
}

extension Simulation {
    /// `Tally shows these: 'tap Tally/Button("Add")', …`: the controls of that kind a view
    /// shows, for a tap whose title none of them has.
    fileprivate func ownControlsNote(of kind: String, shownBy owner: ViewNode) -> DiagnosticNote? {
        let own = controlsOnScreen().filter {
            $0.owner == owner.displayName && ($0.control == kind || $0.control.hasPrefix(kind + "("))
        }
        guard own.isEmpty == false else { return nil }
        let listed = own.prefix(6).map { "'\($0.action)'" }.joined(separator: ", ")
        let more = own.count > 6 ? " and \(own.count - 6) more" : ""
        return DiagnosticNote("\(owner.displayName) shows \(own.count == 1 ? "this one" : "these"): \(listed)\(more)")
    }
}
