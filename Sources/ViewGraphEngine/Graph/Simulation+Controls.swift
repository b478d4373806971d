// What a learner can act on in the current step: the controls on screen, with the
// step action that uses each (REPL `controls`). Controls are the views whose catalogue
// entry says how they are used (Button: tap; Toggle: tap flips it; TextField: its
// binding is written with `do`; Picker: one `tap` per tagged option, a ForEach row tagged
// by its id; a view with `.onTapGesture`: tap; a ForEach with `.onDelete` or `.onMove`:
// `delete` or `move` on its first row; presented content: named through the view
// that presents it, R0.6), on the front screen only (the topmost presentation, the last
// pushed screen), a disabled one marked so. Faithfulness: lists every built control of that
// screen; a lazy container's unbuilt rows are not built, so not listed.
import ViewGraphSyntax

/// One control on screen and how to act on it.
package struct ControlOnScreen {
    /// The view whose body shows it (its REF).
    package var owner: String
    /// `Button("Save")`, `Toggle`, `TextField("Name")`.
    package var control: String
    /// The step action a learner writes: `tap Editor/Button("Save")`, `do Editor.name = "…"`.
    package var action: String
}

extension Simulation {
    /// The controls in the live views' outputs, in tree order.
    package func controlsOnScreen() -> [ControlOnScreen] {
        // Presented content is reached through the view that presents it (R0.6), so a
        // view's own controls and those of what it presents are named together: a sheet's
        // `Button("Save")` beside the view's `Button("Add")` needs its title in the REF.
        var owners: [ViewNode] = []
        var ownerKeys: Set<ObjectIdentifier> = []
        /// Lists `owner` once, where it is first found in tree order.
        func addOwner(_ owner: ViewNode) {
            if ownerKeys.insert(ObjectIdentifier(owner)).inserted { owners.append(owner) }
        }
        var controlsByOwner: [ObjectIdentifier: [ViewValue]] = [:]
        var disabled: Set<ObjectIdentifier> = []
        let views = viewsInTreeOrder
        let screen = screenRegion(among: views)
        var gestures: [ObjectIdentifier: ControlOnScreen] = [:]
        var searches: [ObjectIdentifier: [ControlOnScreen]] = [:]
        for node in views {
            guard let output = node.output, screen.contains(node) else { continue }
            if node.tapGesture != nil {
                // `PhotoTile(photo: p).onTapGesture { … }`: the view itself is tapped.
                let isDisabled = Self.isDisabledByEnvironment(node)
                gestures[ObjectIdentifier(node)] = ControlOnScreen(
                    owner: node.displayName, control: "onTapGesture" + (isDisabled ? " (disabled)" : ""),
                    action: "tap \(node.displayName)")
                addOwner(node)
            }
            // `.searchable(text: $query)`: the search field, which a step types into; and the
            // lists a step scrolls or pulls to refresh.
            let fields =
                searchFields(in: output, shownBy: node, screen: screen) + listActions(in: output, shownBy: node)
            if fields.isEmpty == false {
                addOwner(node)
                searches[ObjectIdentifier(node), default: []] += fields
            }
            var controls: [ViewValue] = []
            collectPrimitives(output) { view in
                // A push covers its stack's root, not what is beside the stack.
                guard let name = view.primitiveName, screen.covers(view, shownBy: node) == false,
                    let entry = BuiltinCatalogue.view(named: name),
                    (entry.interaction != nil && Self.takesTaps(view))
                        || (entry.binding != nil && view.binding != nil) || Self.hasTapGesture(view)
                else { return }
                controls.append(view)
            }
            guard controls.isEmpty == false else { continue }
            for control in controls where isDisabled(control, shownBy: node) {
                disabled.insert(ObjectIdentifier(control))
            }
            var shownBy: ViewNode? = node
            while let host = shownBy, host.type.hostKind != nil { shownBy = host.parent }
            let owner = shownBy ?? node
            addOwner(owner)
            controlsByOwner[ObjectIdentifier(owner), default: []] += controls
        }
        // The Back button of each stack's front screen: `pop Library` (R0.7).
        var backButtons: [ObjectIdentifier: ControlOnScreen] = [:]
        for push in screen.pushes where backButtons[ObjectIdentifier(push.owner)] == nil {
            addOwner(push.owner)
            backButtons[ObjectIdentifier(push.owner)] = ControlOnScreen(
                owner: push.owner.displayName, control: "Back button of the pushed screen",
                action: "pop \(push.owner.displayName)")
        }
        let rowEdits = rowEditsOnScreen(views, screen: screen)
        for owner in rowEdits.owners { addOwner(owner) }
        // A step that names a view other live views share a name with (a ForEach inside
        // another's rows: a seat `[2]` in each grid row; the one `Stars` of each row) gets
        // the view's position among them, in tree order, as `resolve` reads it: `tap
        // SeatView[2]#2`, `tap Stars#2/Button("☆")`.
        var sharing: [String: [ViewNode]] = [:]
        for view in views { sharing[view.displayName, default: []].append(view) }
        return owners.flatMap { owner -> [ControlOnScreen] in
            let key = ObjectIdentifier(owner)
            let own =
                controlsByOwner[key].map { describe($0, of: owner, disabled: disabled) + returnKeys($0, of: owner) }
                ?? []
            var listed =
                (gestures[key].map { [$0] } ?? []) + (searches[key] ?? []) + own + (rowEdits.byOwner[key] ?? [])
                + (backButtons[key].map { [$0] } ?? [])
            if let shared = sharing[owner.displayName], shared.count > 1,
                let position = shared.firstIndex(where: { $0 === owner })
            {
                let name = owner.displayName
                // A name with an id takes its position at the end of the REF only.
                let inPath = name.hasSuffix("]") == false
                for index in listed.indices {
                    let action = listed[index].action
                    guard let space = action.firstIndex(of: " ") else { continue }
                    let rest = action[action.index(after: space)...]
                    if rest == name {
                        listed[index].action += "#\(position + 1)"
                    } else if inPath, rest.hasPrefix(name + "/") {
                        listed[index].action =
                            action[...space] + name + "#\(position + 1)" + rest.dropFirst(name.utf8.count)
                    }
                }
            }
            return listed
        }
    }

    /// Return in the text fields of `owner`'s body that an `.onSubmit` covers (`submit
    /// Signup/TextField("Email")`), each once: a field whose title another shares is left
    /// out, as `submit` could not tell them apart.
    private func returnKeys(_ controls: [ViewValue], of owner: ViewNode) -> [ControlOnScreen] {
        guard let output = owner.output else { return [] }
        let fields = controls.filter { $0.primitiveName == "TextField" || $0.primitiveName == "SecureField" }
        var result: [ControlOnScreen] = []
        for field in fields {
            guard let name = field.primitiveName, let path = Self.paths(in: output, where: { $0 === field }).first,
                submitActions(from: path, in: owner).isEmpty == false
            else { continue }
            let title = controlTitle(field)
            let sameTitle = fields.filter { other in
                other.primitiveName == name
                    && (title.map { t in controlTitle(other).map { interpreter.valuesEqual($0, t) } ?? false } ?? true)
            }
            guard sameTitle.count == 1 else { continue }
            let spelled = title.map { "(" + ValueFormatting.debugDescribe($0) + ")" } ?? ""
            result.append(
                ControlOnScreen(
                    owner: owner.displayName, control: "\(name)\(spelled), Return",
                    action: "submit \(owner.displayName)/\(name)\(spelled)"))
        }
        return result
    }

    /// The search fields of `.searchable(text:)` in a body's output, each with the step that
    /// types into it (`do Library.query = …`).
    private func searchFields(in output: ViewValue, shownBy owner: ViewNode, screen: ScreenRegion) -> [ControlOnScreen]
    {
        var result: [ControlOnScreen] = []
        Self.walkOutput(output) { view, _ in
            // A search field in a stack whose root a push covers is off screen (R0.7).
            if screen.coversField(view, shownBy: owner) { return true }
            for modifier in view.modifiers where modifier.name == "searchable" {
                guard case .binding(let binding)? = modifier.arguments.first(where: { $0.label == "text" })?.value
                else { continue }
                let prompt = modifier.arguments.first { $0.label == "prompt" }.map {
                    "(" + ValueFormatting.debugDescribe($0.value) + ")"
                }
                let action = bindingTarget(binding.location, shownBy: owner).map { "do \($0) = …" }
                result.append(
                    ControlOnScreen(
                        owner: owner.displayName, control: "searchable" + (prompt ?? ""),
                        action: action ?? "(its binding is not a property a step can name)"))
                // Return in the search field: `submit Library` runs `.onSubmit(of: .search)`.
                result.append(
                    ControlOnScreen(
                        owner: owner.displayName, control: "searchable" + (prompt ?? "") + ", Return",
                        action: "submit \(owner.displayName)"))
            }
            return true
        }
        return result
    }

    /// The lazy lists of a body's output, each with the steps that scroll it (`scroll
    /// Feed/List to 12`, R8.1) and, under `.refreshable`, pull it (`refresh Feed/List`).
    private func listActions(in output: ViewValue, shownBy owner: ViewNode) -> [ControlOnScreen] {
        var result: [ControlOnScreen] = []
        func visit(_ view: ViewValue, refreshableAround: Bool) {
            let refreshes = refreshableAround || view.modifiers.contains { $0.name == "refreshable" }
            if let name = view.primitiveName, name == "List" || name == "ScrollView" {
                let ref = "\(owner.displayName)/\(name)"
                // Only a list with more rows than the window has somewhere to scroll.
                var lazy: ViewValue? = view.isLazyContainer ? view : nil
                if lazy == nil { collectPrimitives(view) { if lazy == nil, $0.isLazyContainer { lazy = $0 } } }
                if let lazy, Self.rowCount(of: lazy) > visibleRows * Self.cellsPerLine(of: lazy) {
                    result.append(
                        ControlOnScreen(owner: owner.displayName, control: name, action: "scroll \(ref) to N"))
                }
                if refreshes {
                    result.append(
                        ControlOnScreen(owner: owner.displayName, control: name + ", pulled", action: "refresh \(ref)"))
                }
                return
            }
            if view.customInstance != nil { return }
            for child in view.children { visit(child, refreshableAround: refreshes) }
        }
        visit(output, refreshableAround: false)
        return result
    }

    /// A ForEach's `.onDelete` and `.onMove` on the front screen, each shown once, with the
    /// action on its first row as the example: the child view whose identity holds the
    /// ForEach's site and the first row's id (R1.4). One pass over each view's children.
    private func rowEditsOnScreen(
        _ views: [ViewNode], screen: ScreenRegion
    ) -> (owners: [ViewNode], byOwner: [ObjectIdentifier: [ControlOnScreen]]) {
        var owners: [ViewNode] = []
        var byOwner: [ObjectIdentifier: [ControlOnScreen]] = [:]
        for owner in views where screen.contains(owner) {
            guard let output = owner.output else { continue }
            var edits: [ControlOnScreen] = []
            collectPrimitives(output) { forEach in
                guard forEach.isForEach else { return }
                let moves = forEach.modifiers.contains { $0.name == "onMove" }
                guard let first = forEach.deferredRows.first else { return }
                // A row with `.swipeActions` of its own gets no Delete swipe from `.onDelete`.
                let deletes =
                    forEach.modifiers.contains { $0.name == "onDelete" }
                    && rowHasSwipeActions(forEach, rowID: first.id, owner: owner) == false
                guard deletes || moves, let row = firstRowRef(of: forEach, firstID: first.id, owner: owner)
                else { return }
                let count = forEach.deferredRows.count
                if deletes {
                    edits.append(
                        ControlOnScreen(
                            owner: owner.displayName,
                            control: "ForEach.onDelete (\(count) \(count == 1 ? "row" : "rows"))",
                            action: "delete \(row)"))
                }
                if moves {
                    edits.append(
                        ControlOnScreen(
                            owner: owner.displayName,
                            control: "ForEach.onMove (\(count) \(count == 1 ? "row" : "rows"))",
                            action: "move \(row) to \(count)"))
                }
            }
            guard edits.isEmpty == false else { continue }
            owners.append(owner)
            byOwner[ObjectIdentifier(owner)] = edits
        }
        return (owners, byOwner)
    }

    /// The child view of the app's own that a ForEach's row with id `rowID` is, if any.
    private func rowNode(of forEach: ViewValue, rowID: ValueKey, owner: ViewNode) -> ViewNode? {
        owner.children.first { child in
            let local = child.identity.components.dropFirst(owner.identity.components.count)
            return local.contains(.site(forEach.site)) && local.contains(.element(rowID))
        }
    }

    /// Whether a ForEach's row has `.swipeActions` of its own (`hasSwipeActions(row:body:)`).
    private func rowHasSwipeActions(_ forEach: ViewValue, rowID: ValueKey, owner: ViewNode) -> Bool {
        Self.hasSwipeActions(
            row: forEach.children.first { $0.explicitID == rowID },
            body: rowNode(of: forEach, rowID: rowID, owner: owner)?.output)
    }

    /// A REF to the first row of a ForEach: the child view of the app's own that the row
    /// shows (`NameRow["Ada"]`), else the first titled built-in view in it
    /// (`Names/Text("Ada")`, with `#1` when other rows show the same); nil when the row
    /// shows neither.
    private func firstRowRef(of forEach: ViewValue, firstID: ValueKey, owner: ViewNode) -> String? {
        if let child = rowNode(of: forEach, rowID: firstID, owner: owner) { return child.displayName }
        guard let row = forEach.children.first(where: { $0.explicitID == firstID }) else { return nil }
        var shown: String?
        var shownTitle: (name: String, title: Value)?
        collectPrimitives(row) { view in
            guard shown == nil, let name = view.primitiveName, let title = controlTitle(view) else { return }
            let text = if case .string(let string) = title { "\"" + string + "\"" } else { interpreter.describe(title) }
            shown = "\(owner.displayName)/\(name)(\(text))"
            shownTitle = (name, title)
        }
        // `delete Inbox/Button("Archive")` when every row has one is ambiguous: name the first.
        if let shownTitle, forEach.children.count > 1 {
            var others = 0
            for other in forEach.children where other.explicitID != firstID {
                collectPrimitives(other) { view in
                    if view.primitiveName == shownTitle.name, let title = controlTitle(view),
                        interpreter.valuesEqual(title, shownTitle.title)
                    {
                        others += 1
                    }
                }
            }
            if others > 0, let text = shown { shown = text + "#1" }
        }
        return shown
    }

    /// The part of the tree a user can touch: the topmost sheet, cover, alert or dialog on
    /// screen, or the root when nothing covers it. Screens pushed inside it cover only their
    /// own stack (`ScreenRegion.pushes`). A host in a tab that is not selected (`tabs`) is
    /// off screen, however recent.
    func frontmostScreen(among views: [ViewNode], skipping tabs: ScreenRegion) -> ViewNode? {
        guard var region = root else { return nil }
        let hosts = views.filter {
            $0.isAlive && $0.type.hostKind != nil && $0.output != nil && tabs.isInHiddenTab($0) == false
        }
        while true {
            let inside = hosts.filter { $0 !== region && Self.isInside($0, region) }
            // A presented host shows its content: views of the app's own as its children,
            // built-in ones (an alert's Buttons) in its output.
            let covering = inside.filter {
                guard case .presentation(let name)? = $0.type.hostKind,
                    presentedHosts[ObjectIdentifier($0)] != nil || $0.children.isEmpty == false
                else { return false }
                return Self.coveringPresentations.contains(name)
            }
            guard let top = covering.max(by: { $0.serial < $1.serial }) else { return region }
            region = top
        }
    }

    /// The screens pushed in `region`: for each navigation stack with one, the screen pushed
    /// last, which covers the stack's root and its earlier screens but nothing beside the
    /// stack (a custom tab bar, a mini player, R0.7).
    func pushedScreens(in region: ViewNode?, among views: [ViewNode], skipping tabs: ScreenRegion) -> [PushedScreen] {
        var latest: [[IdentityComponent]: PushedScreen] = [:]
        for host in views where host.isAlive && Self.isInside(host, region) && tabs.isInHiddenTab(host) == false {
            let key: String
            switch host.type.hostKind {
            case .destination?:
                key = Self.navigationPathKey
                guard host.children.isEmpty == false || host.output?.children.isEmpty == false else { continue }
            case .linkDestinations?:
                key = Self.navigationLinkPathKey
                guard host.children.isEmpty == false || host.output?.children.isEmpty == false else { continue }
            case .presentation("navigationDestination")?:
                // `.navigationDestination(isPresented:)`: pushed while presented.
                key = Self.navigationPathKey
                guard presentedHosts[ObjectIdentifier(host)] != nil || host.children.isEmpty == false else { continue }
            default:
                continue
            }
            guard case .binding(let path)? = host.environment.values[.key(key)],
                let stack = navigationStack(giving: path.location, key: key, above: host)
            else { continue }
            // The screen made last is the one pushed last, whichever destination built it.
            let screen = host.children.last ?? host
            let pushed = PushedScreen(
                place: stack.place, owner: stack.owner, stack: stack.view, screen: screen, serial: screen.serial)
            if let earlier = latest[stack.place], earlier.serial > pushed.serial { continue }
            latest[stack.place] = pushed
        }
        return latest.values.sorted { $0.serial < $1.serial }
    }

    /// The NavigationStack whose path (or links' path, `key`) is `location`: the nearest
    /// one above `host`, with the view whose body shows it and its identity (R1.1).
    private func navigationStack(giving location: BindingLocation, key: String, above host: ViewNode)
        -> (place: [IdentityComponent], owner: ViewNode, view: ViewValue)?
    {
        var current = host.parent
        while let owner = current {
            if let output = owner.output {
                var found: (place: [IdentityComponent], view: ViewValue)?
                Self.walkOutput(output) { view, path in
                    guard found == nil else { return false }
                    let gives =
                        view.primitiveName == "NavigationStack"
                        && view.modifiers.contains { modifier in
                            guard let write = Self.environmentWrite(of: modifier), write.key == .key(key),
                                case .binding(let binding) = write.value
                            else { return false }
                            return binding.location.isSameLocation(as: location)
                        }
                    if gives { found = (path, view) }
                    return gives == false
                }
                if let found { return (owner.identity.components + found.place, owner, found.view) }
            }
            current = owner.parent
        }
        return nil
    }

    /// Presentations that cover what presents them (a popover is one on iPhone).
    static let coveringPresentations: Set<String> = [
        "sheet", "fullScreenCover", "alert", "confirmationDialog", "popover",
    ]

    /// Whether `node` is `region` or below it (every node is inside a nil region).
    static func isInside(_ node: ViewNode, _ region: ViewNode?) -> Bool {
        guard let region else { return true }
        var current: ViewNode? = node
        while let candidate = current {
            if candidate === region { return true }
            current = candidate.parent
        }
        return false
    }

    /// One owner's controls with the REF that names each among the others.
    private func describe(_ controls: [ViewValue], of ownerNode: ViewNode, disabled: Set<ObjectIdentifier>)
        -> [ControlOnScreen]
    {
        let owner = ownerNode.displayName
        var result: [ControlOnScreen] = []
        let descriptions = controls.map { control -> String in
            let name = control.primitiveName ?? "Button"
            // A label that is a view of the app's own is named by the text it shows, as `tap` takes it.
            // (A Picker's, a TabView's or a List's content is its options, not a label.)
            let selects = BuiltinCatalogue.view(named: name)?.interaction == .select
            let title = controlTitle(control) ?? (selects ? nil : labelViewTitle(control, shownBy: ownerNode))
            return title.map { "\(name)(\(ValueFormatting.debugDescribe($0)))" } ?? name
        }
        for (index, control) in controls.enumerated() {
            let name = control.primitiveName ?? "Button"
            let described = descriptions[index]
            // A disabled control is listed (it is on screen), and says a tap does nothing.
            let shown = disabled.contains(ObjectIdentifier(control)) ? described + " (disabled)" : described
            let sameKind = controls.filter { $0.primitiveName == name }.count
            // The view alone names its one control, unless a tap on it runs its own
            // `.onTapGesture` (`PhotoTile(…).onTapGesture { … }` with a Button inside).
            var ref =
                controls.count == 1 && ownerNode.tapGesture == nil
                ? owner : sameKind == 1 ? "\(owner)/\(name)" : "\(owner)/\(described)"
            // Identical controls (the same button in each row of a ForEach): by position.
            // Untitled ones (`NavigationLink { … }` in each row): `NavigationLink#2`.
            let twins = descriptions.indices.filter { descriptions[$0] == described }
            if sameKind > 1, twins.count > 1, let position = twins.firstIndex(of: index) {
                ref += "#\(position + 1)"
            }
            let entry = BuiltinCatalogue.view(named: name)
            let action: String
            if entry?.interaction == .select {
                // Two untitled Lists: each by position (`List#2`), as `tap` takes them.
                let selector = sameKind > 1 && twins.count > 1 ? ref.dropFirst(owner.count + 1) : Substring(described)
                for option in options(of: control) {
                    result.append(
                        ControlOnScreen(
                            owner: owner, control: "\(shown) option \(option)",
                            action: "tap \(owner)/\(selector)/\(option)"))
                }
                // A List's rows that are views of the app's own are tapped by their REF.
                for row in customRows(of: control) {
                    result.append(ControlOnScreen(owner: owner, control: "\(shown) row \(row)", action: "tap \(row)"))
                }
                continue
            } else if entry?.interaction == .increment {
                // A Stepper's two buttons: a tap on it adds, its `Button("-")` takes away.
                result.append(ControlOnScreen(owner: owner, control: shown + " +", action: "tap \(ref)"))
                result.append(
                    ControlOnScreen(
                        owner: owner, control: shown + " −", action: "tap \(owner)/\(described)/Button(\"-\")"))
                continue
            } else if entry?.interaction != nil || Self.hasTapGesture(control) {
                action = "tap \(ref)"
            } else if let binding = control.binding, let target = bindingTarget(binding.location, shownBy: ownerNode) {
                action = "do \(target) = …"
            } else {
                action = "(its binding is not a property a step can name)"
            }
            result.append(ControlOnScreen(owner: owner, control: shown, action: action))
        }
        return result
    }

    /// The rows of a `List(selection:)` that show a view of the app's own, as its REF
    /// (`MailRow[1]`): a tap on one selects the row.
    private func customRows(of control: ViewValue) -> [String] {
        guard control.primitiveName == "List" else { return [] }
        return Self.appViewRows(of: control).map { "\($0.instance.type.name)[\(ValueKeyFormatting.describe($0.key))]" }
    }

    /// The tagged options of a Picker or TabView, as a REF segment: `Text("Mint")`.
    private func options(of control: ViewValue) -> [String] {
        var result: [String] = []
        func visit(_ view: ViewValue, tagged: Bool) {
            // A ForEach row is tagged with its id when it has no `.tag` of its own.
            let tagged = tagged || view.modifiers.contains { $0.name == "tag" } || view.idValue != nil
            // A tab is named by what its `.tabItem` shows (`Label("Settings")`), as the tab bar does.
            if tagged, let tabItem = view.modifiers.first(where: { $0.name == "tabItem" }) {
                let before = result.count
                for child in tabItem.content { visit(child, tagged: true) }
                if result.count > before { return }
            }
            if tagged, let name = view.primitiveName, let title = view.arguments.first(where: { $0.label == nil }) {
                result.append("\(name)(\(ValueFormatting.debugDescribe(title.value)))")
                return
            }
            if view.customInstance != nil { return }
            for child in view.children { visit(child, tagged: tagged) }
        }
        // A TabView that keeps its own selection needs no tags: each tab is an option.
        for child in control.children { visit(child, tagged: control.ownsSelection) }
        return result
    }

    /// How a step names a binding's storage: `Editor.name` for a view's `@State`,
    /// `model.field` is not nameable from the app scope, so only `@State` is.
    private func bindingTarget(_ location: BindingLocation, shownBy owner: ViewNode) -> String? {
        // `$note.body` in an editor given `@Binding var note`: the view's own binding
        // property names it (`do NoteEditor.note.body = …`), wherever that binding leads.
        for (index, property) in owner.type.stored.enumerated()
        where property.wrapper == .binding && index < owner.value.fields.count {
            switch owner.value.fields[index] {
            case .binding(let held), .wrapper(.binding(let held)):
                if held.location.isSameLocation(as: location) { return "\(owner.displayName).\(property.name)" }
            default:
                break
            }
        }
        switch location {
        case .state(let box):
            guard let owner = box.owner else { return nil }
            return "\(owner.displayName).\(box.name)"
        case .objectProperty(let object, let name):
            // `$viewModel.query`: the object the showing view keeps in its `@StateObject` or
            // `@State` property.
            func holds(_ value: Value) -> Bool {
                if case .object(let held) = value { return held === object }
                return false
            }
            var held =
                owner.stateObjects.filter { holds($0.value) }.map(\.key)
                + owner.states.values.filter { holds($0.value) }.map(\.name)
            // `@Bindable var draft`, `@ObservedObject var cart`, `let model`, and an
            // `@EnvironmentObject var cart` of the object's type: the view's own property.
            for (index, property) in owner.type.stored.enumerated() where index < owner.value.fields.count {
                switch owner.value.fields[index] {
                case .wrapper(.bindable(let value)), .wrapper(.observedObject(let value)):
                    if holds(value) { held.append(property.name) }
                case .wrapper(.environmentObject(let typeName)):
                    if object.type.name == typeName { held.append(property.name) }
                case let value:
                    if holds(value) { held.append(property.name) }
                }
            }
            guard let property = held.sorted().first else { return nil }
            return "\(owner.displayName).\(property).\(name)"
        case .member(let base, let name):
            return bindingTarget(base, shownBy: owner).map { "\($0).\(name)" }
        case .element(let base, let key), .defaultedElement(let base, let key, _):
            return bindingTarget(base, shownBy: owner).map { "\($0)[\(ValueFormatting.brief(key))]" }
        default:
            return nil
        }
    }
}
