// Presentations and navigation: content SwiftUI builds later, when it is presented
// (R0.6, R0.7). `.sheet`, `.fullScreenCover`, `.popover`, `.inspector` and
// `.navigationDestination` take their content as an escaping closure; `.alert` and
// `.confirmationDialog` take non-escaping `actions` and `message` builders, which the
// presenting body builds (R0.5, Interpreter+Views) and the host shows. Each such modifier becomes a *host*: a node of its own under the view that
// applies it, which reads the presentation's binding (or the stack's path) in its own
// update and builds the content only while it is presented. So the presenting body
// does not depend on the binding (R6.1), the content's reads are the host's (R0.5),
// custom views in it get identities of their own under the host (R1.1), are created
// when presented (with `onAppear` and `.task`) and destroyed when dismissed (R1.3).
// Hosts are bookkeeping, as SwiftUI's modifier attributes are: their own updates are
// not reported as body runs (Instruments shows none for them, R11.1).
//
// Faithfulness: simplified: presentation is immediate (no animation, no
// `onDismiss` delay); an alert or dialog without actions has no implicit OK button to
// tap (dismiss it through its binding); a pushed screen lives under the view that
// declares its destination (SwiftUI keeps it in the stack's column) — its identity
// and state last exactly as long as it is on the path, as in SwiftUI.
import ViewGraphDiagnostics
import ViewGraphSyntax

/// What a host node builds.
package enum HostKind: Equatable {
    /// A presentation modifier (`sheet`, `alert`, …) or `navigationDestination(isPresented:)` / `(item:)`.
    case presentation(String)
    /// `navigationDestination(for: T.self)`: one screen per path element of type `T`.
    case destination(forType: String)
    /// The screens pushed by `NavigationLink(destination:)` onto a stack.
    case linkDestinations
}

extension HostKind {
    /// The presentations that show an alert: a title, actions whose buttons dismiss it,
    /// a message, built by non-escaping builders with the presenting body (R0.5, R0.6).
    package static let alertModifiers: Set<String> = ["alert", "confirmationDialog"]

    /// Whether the host presents an alert or a confirmation dialog.
    package var presentsAlert: Bool {
        if case .presentation(let name) = self { Self.alertModifiers.contains(name) } else { false }
    }

    /// Whether the host pushes screens onto a navigation stack (R0.7) rather than presenting
    /// content over the view that applies it (R0.6): `navigationDestination` in any form and
    /// `NavigationLink(destination:)`.
    package var pushesScreens: Bool {
        switch self {
        case .presentation(let modifier): modifier == "navigationDestination"
        case .destination, .linkDestinations: true
        }
    }

    /// Whether the host shows one screen per path element, pushed and popped with the path
    /// (`navigationDestination(for:)`, `NavigationLink(destination:)`), rather than content
    /// a binding presents.
    package var showsStackScreens: Bool {
        switch self {
        case .presentation: false
        case .destination, .linkDestinations: true
        }
    }
}

extension Simulation {
    /// The environment key a NavigationStack writes for its content: a binding to its path.
    static let navigationPathKey = "navigationPath"
    /// The key for the destinations pushed by `NavigationLink(destination:)`.
    static let navigationLinkPathKey = "navigationLinkPath"

    /// The type of a host node for one kind of modifier, made once per run.
    func hostType(_ kind: HostKind) -> NominalType {
        let name: String
        switch kind {
        case .presentation(let modifier): name = modifier.prefix(1).uppercased() + modifier.dropFirst()
        case .destination: name = "NavigationDestination"
        case .linkDestinations: name = "NavigationLinkDestination"
        }
        let key = "\(kind)"
        if let type = hostTypes[key] { return type }
        let type = NominalType(name: name, kind: .structKind, range: SourceRange.at(0))
        type.conformances = ["View"]
        type.addStored(
            StoredProperty(
                name: "arguments", isLet: true, type: nil, initializer: nil, wrapper: nil, isPrivate: false,
                range: SourceRange.at(0)))
        type.hostKind = kind
        hostTypes[key] = type
        return type
    }

    /// The host slot a presentation or destination modifier adds to its view's children.
    func hostSlot(
        for modifier: ViewModifierValue, path: [IdentityComponent], writes: [(key: EnvironmentKey, value: Value)],
        range: SourceRange
    ) -> ChildSlot {
        var kind = HostKind.presentation(modifier.name)
        if modifier.name == "navigationLinkDestinations" {
            kind = .linkDestinations
        } else if modifier.effect == .navigationDestination,
            let forType = modifier.arguments.first(where: { $0.label == "for" })?.value, case .type(let ref) = forType
        {
            kind = .destination(forType: ref.name)
        }
        let arguments = Value.tuple(modifier.arguments.map(\.value), labels: modifier.arguments.map(\.label))
        let instance = StructInstance(type: hostType(kind), fields: [arguments])
        return ChildSlot(
            instance: instance, range: range, local: path + [.site(modifier.site)], writes: writes, equatable: false,
            displayID: nil, idSource: nil)
    }

    /// A host's "body": the presented content while presented, otherwise nothing.
    func hostOutput(_ node: ViewNode, kind: HostKind) throws -> ViewValue {
        guard case .tuple(let values, let labels)? = node.value.fields.first else {
            return ViewValue(kind: .empty, site: -1, range: node.type.range)
        }
        let arguments = Array(zip(labels, values))
        let output = ViewValue(kind: .group, site: -2, range: node.type.range)
        switch kind {
        case .presentation(let name):
            try presentedContent(name, arguments: arguments, host: node, into: output)
        case .destination(let forType):
            try pushedScreens(forType: forType, arguments: arguments, host: node, into: output)
        case .linkDestinations:
            try linkScreens(host: node, into: output)
        }
        return output
    }

    // MARK: - Presentations (R0.6)

    private func presentedContent(
        _ name: String, arguments: [(String?, Value)], host: ViewNode, into output: ViewValue
    ) throws {
        let range = host.type.range
        var presented: Value?
        var trigger: BindingLocation?
        if case .binding(let binding)? = arguments.first(where: { $0.0 == "isPresented" })?.1 {
            trigger = binding.location
            if case .bool(true) = try interpreter.readBinding(binding.location, at: range) {
                presented = .void
                // `.alert(_:isPresented:presenting:)`: the data is passed to the closures, and
                // nil data presents nothing (Apple documents both). The error of
                // `.alert(isPresented:error:)` is taken the same way: its documentation says it
                // is passed to the closures, not what a nil error does (assumed: nothing shown).
                if let data = arguments.first(where: { $0.0 == "presenting" || $0.0 == "error" })?.1 {
                    if case .null = data { presented = nil } else { presented = data }
                }
            }
        } else if case .binding(let binding)? = arguments.first(where: { $0.0 == "item" })?.1 {
            trigger = binding.location
            let item = try interpreter.readBinding(binding.location, at: range)
            if case .null = item {} else { presented = item }
        }
        let wasPresented = presentedHosts[ObjectIdentifier(host)] != nil
        /// `onDismiss:` runs once the update that dismissed the content is done, as code of
        /// the view that applies the modifier.
        func scheduleOnDismiss() {
            guard case .closure(let onDismiss)? = arguments.first(where: { $0.0 == "onDismiss" })?.1 else { return }
            jobs.schedule(
                at: clock, kind: .afterUpdate(.onDisappear), work: .call(onDismiss, arguments: []),
                context: JobContext(task: nil, origin: host.parent ?? host, fromOnAppear: false),
                site: onDismiss.rangeHint)
        }
        guard let presented, let trigger else {
            if wasPresented {
                presentedHosts.removeValue(forKey: ObjectIdentifier(host))
                pushedDestinationHosts.removeAll { $0 === host }
                scheduleOnDismiss()
            }
            return
        }
        presentedHosts[ObjectIdentifier(host)] = trigger
        if name == "navigationDestination", wasPresented == false {
            // Hosts destroyed while pushed (an `if` took their view away) are dropped here.
            pushedDestinationHosts.removeAll { $0.isAlive == false }
            pushedDestinationHosts.append(host)
        }
        let passes = { () -> [Value] in
            if case .void = presented { return [] }
            return [presented]
        }()
        let content = ViewValue(kind: .group, site: -3, range: range)
        if HostKind.alertModifiers.contains(name) {
            // The title, then the actions, then the message (both builders get the data).
            if arguments.contains(where: { $0.0 == "error" }) {
                // `.alert(isPresented:error:)`: the error's description is the title (a
                // `LocalizedError`'s `errorDescription`, Apple's documentation of the modifier).
                let text = ViewValue(kind: .primitive("Text"), site: -4, range: range)
                let description = try interpreter.member(
                    of: presented, "localizedDescription", at: range, expr: nil,
                    EvalContext(scope: interpreter.globalScope), tracking: false)
                text.arguments = [(nil, description)]
                content.children.append(text)
            } else if let title = arguments.first(where: { $0.0 == nil }), case .closure = title.1 {
            } else if let title = arguments.first(where: { $0.0 == nil }) {
                let text = ViewValue(kind: .primitive("Text"), site: -4, range: range)
                text.arguments = [(nil, title.1)]
                content.children.append(text)
            }
            var buttons: [ViewValue] = []
            // The builders were built with the presenting body (non-escaping, R0.5), unless
            // nil data kept them from being called.
            var builders: [(String?, ViewValue)] = []
            for (label, value) in arguments {
                switch value {
                case .view(let built) where label == "actions" || label == "message": builders.append((label, built))
                case .closure(let closure) where label != "onDismiss":
                    builders.append(
                        (label, try interpreter.buildPresentedContent(closure, arguments: passes, at: range)))
                default: break
                }
            }
            for (label, slot) in builders {
                if let label, label != "actions" {
                    let labelled = ViewValue(kind: .group, site: -5 - content.children.count, range: range)
                    labelled.arguments = [("slot", .string(label))]
                    labelled.children = [slot]
                    content.children.append(labelled)
                } else {
                    collectPrimitives(slot) { if $0.primitiveName == "Button" { buttons.append($0) } }
                    content.children.append(slot)
                }
            }
            // The system's own button: an alert with no action shows "OK", and a dialog on
            // iPhone always shows "Cancel"; either dismisses it.
            if name == "alert", buttons.isEmpty {
                content.children.append(systemButton("OK", role: nil, range: range))
            } else if name == "confirmationDialog",
                buttons.contains(where: { button in
                    button.arguments.contains {
                        $0.label == "role" && interpreter.valuesEqual($0.value, .symbol(type: nil, name: "cancel"))
                    }
                }) == false
            {
                content.children.append(systemButton("Cancel", role: "cancel", range: range))
            }
        } else if let closure = Self.contentClosure(arguments) {
            content.children = [try interpreter.buildPresentedContent(closure, arguments: passes, at: range)]
        }
        if case .void = presented {
        } else if let key = identityKey(of: presented) {
            // `sheet(item:)`: another item is another presentation, with new state (R1.5).
            content.explicitID = key
            // The system dismisses the sheet of the old item and presents one for the new
            // (Apple's documentation of `sheet(item:onDismiss:content:)`): `onDismiss` runs.
            if wasPresented, let previous = host.output?.children.first?.explicitID, previous != key {
                scheduleOnDismiss()
            }
        }
        content.modifiers = presentationEnvironment(host: host)
        output.children = [content]
    }

    /// A sheet's, a popover's or a destination's content closure: the unlabelled one, or
    /// `content:` or `destination:`, else the last closure given (not `onDismiss:`).
    private static func contentClosure(_ arguments: [(String?, Value)]) -> Closure? {
        let closures = arguments.compactMap { label, value -> (String?, Closure)? in
            if case .closure(let closure) = value, label != "onDismiss" { return (label, closure) }
            return nil
        }
        return closures.last(where: { $0.0 == nil || $0.0 == "content" || $0.0 == "destination" })?.1
            ?? closures.last?.1
    }

    /// A button the system adds to an alert or a dialog: tapping it only dismisses.
    private func systemButton(_ title: String, role: String?, range: SourceRange) -> ViewValue {
        let button = ViewValue(kind: .primitive("Button"), site: -8, range: range)
        button.arguments = [(nil, .string(title))]
        if let role { button.arguments.append(("role", .symbol(type: nil, name: role))) }
        button.action = Closure(
            body: .native(name: title) { _ in .void }, captures: false, site: nil, id: interpreter.makeClosureID())
        return button
    }

    /// Inside presented content, `isPresented` is true and `dismiss` ends the presentation;
    /// a color scheme preferred inside it is the presentation's own (R7.1).
    private func presentationEnvironment(host: ViewNode) -> [ViewModifierValue] {
        var writes = [
            environmentWrite("isPresented", .bool(true), host: host),
            environmentWrite("dismiss", .closure(dismissAction(for: host)), host: host),
        ]
        if let scheme = presentationColorSchemes[ObjectIdentifier(host)] {
            writes.append(environmentWrite("colorScheme", scheme, host: host))
        }
        return writes
    }

    private func environmentWrite(_ key: String, _ value: Value, host: ViewNode) -> ViewModifierValue {
        ViewModifierValue(
            name: "environment", effect: .environment,
            arguments: [(nil, .keyPath(KeyPathValue(components: [key], rootType: nil))), (nil, value)], content: [],
            site: -6, range: host.type.range)
    }

    /// One `DismissAction` per host, so a reader of `\.dismiss` sees the same value on
    /// every update (R7.1): calling it sets the binding to false (or nil), or pops.
    func dismissAction(for host: ViewNode) -> Closure {
        let key = ObjectIdentifier(host)
        if let existing = dismissActions[key] { return existing }
        let action = Closure(
            body: .native(name: "dismiss") { [simulationLink, hostLink = host.link] _ in
                guard let simulation = simulationLink.target, let host = hostLink.target else { return .void }
                try simulation.dismiss(host)
                return .void
            }, captures: false, site: nil, id: interpreter.makeClosureID())
        dismissActions[key] = action
        return action
    }

    /// Ends the presentation `host` shows: its binding becomes false or nil; a pushed
    /// screen is popped (R0.6, R0.7).
    func dismiss(_ host: ViewNode) throws {
        let range = host.type.range
        let context = EvalContext(scope: appScope, node: host)
        if let location = presentedHosts[ObjectIdentifier(host)] {
            try interpreter.modifyBinding(location, at: range, context) { value in
                if case .bool = value { value = .bool(false) } else { value = .null }
            }
        }
    }

    // MARK: - Navigation (R0.7)

    /// `pop Library`: the user taps the Back button of the screen on top of the navigation
    /// stack that Library's body shows. Going back removes that screen's value from the stack's
    /// path (the `path:` binding, or the stack's own path), the last screen a
    /// `NavigationLink(destination:)` pushed, or ends the `navigationDestination(isPresented:)`
    /// or `(item:)` that pushed it: what its `dismiss()` does (R0.7).
    func popScreen(_ ref: ViewRef, range: SourceRange) throws {
        let owner = try resolve(ref)
        let screen = screenRegion(among: viewsInTreeOrder)
        guard let push = screen.pushes.last(where: { $0.owner === owner }) else {
            if screen.contains(owner) == false { throw coveredError(ref, screen: screen, node: owner, verb: "pop") }
            throw RuntimeError(
                "'\(refText(ref))' shows no pushed screen: there is no Back button to tap", at: ref.range,
                notes: [DiagnosticNote("'controls' lists 'pop' for each navigation stack with a pushed screen")],
                group: .references)
        }
        let host = push.screen.type.hostKind != nil ? push.screen : (push.screen.parent ?? push.screen)
        let label = "\(owner.displayName) › Back button"
        let context = JobContext(task: runningContext.task, origin: owner, fromOnAppear: runningContext.fromOnAppear)
        let key: String?
        switch host.type.hostKind {
        case .presentation?:
            current.triggers.append(
                Trigger(kind: .tap, subject: label, action: "pop: its navigationDestination is dismissed", site: range))
            try running(context) { try dismiss(host) }
            return
        case .destination?: key = Self.navigationPathKey
        case .linkDestinations?: key = Self.navigationLinkPathKey
        case nil: key = nil
        }
        guard let key, case .binding(let path)? = host.environment.values[.key(key)] else {
            throw RuntimeError("the pushed screen in '\(refText(ref))' has no navigation path", at: ref.range)
        }
        current.triggers.append(
            Trigger(kind: .tap, subject: label, action: "pop: the path's last screen is removed", site: range))
        try running(context) {
            try interpreter.modifyBinding(path.location, at: range, EvalContext(scope: appScope, node: owner)) {
                value in
                if case .array(let items) = value, items.isEmpty == false { value = .array(Array(items.dropLast())) }
            }
        }
    }

    /// A NavigationStack's own path, and a TabView's own selection, are state of the
    /// container's identity (R5.1): when a body run no longer builds the container (an `if`
    /// took it away) or builds it at another place (a new `.id`, another branch, R1.2,
    /// R1.5), its path starts empty, so the screens pushed on the old stack do not come
    /// back, and its selection starts at the first tab.
    func forgetStateOfRemovedContainers(_ node: ViewNode, output: ViewValue) {
        var places: [NodeID: [IdentityComponent]] = [:]
        Self.walkOutput(output) { view, path in
            if view.primitiveName == "NavigationStack" || view.primitiveName == "TabView" {
                places[view.site] = path
            }
            return true
        }
        let previous = node.navigationStackPlaces
        for (site, boxes) in node.navigationPaths {
            guard let place = places[site] else {
                node.navigationPaths.removeValue(forKey: site)
                continue
            }
            if let before = previous[site], before != place {
                boxes.values.value = .array([])
                boxes.links.value = .array([])
            }
        }
        for (site, box) in node.tabSelections {
            guard let place = places[site] else {
                node.tabSelections.removeValue(forKey: site)
                continue
            }
            if let before = previous[site], before != place { box.value = .int(0) }
        }
        node.navigationStackPlaces = places
    }

    /// `navigationDestination(for: T.self) { value in … }`: one screen per element of the
    /// enclosing stack's path whose type is `T`, each its own identity (its position and value).
    private func pushedScreens(
        forType: String, arguments: [(String?, Value)], host: ViewNode, into output: ViewValue
    ) throws {
        let range = host.type.range
        guard case .binding(let path)? = host.environment.values[.key(Self.navigationPathKey)],
            case .closure(let closure)? = arguments.last(where: { if case .closure = $0.1 { true } else { false } })?.1
        else { return }
        let elements = try navigationElements(try interpreter.readBinding(path.location, at: range))
        // Only the last screen is on screen, unless a `NavigationLink(destination:)` pushed one
        // over the path's screens (simplified: link screens are taken to be pushed last).
        var linksPushed = false
        if case .binding(let links)? = host.environment.values[.key(Self.navigationLinkPathKey)],
            case .array(let pushed) = try interpreter.readBinding(links.location, at: range)
        {
            linksPushed = pushed.isEmpty == false
        }
        var seen: [ValueKey: Int] = [:]
        for (index, element) in elements.enumerated() where interpreter.typeName(of: element) == forType {
            let screen = try interpreter.buildPresentedContent(closure, arguments: [element], at: range)
            let wrapper = ViewValue(kind: .group, site: -7, range: range)
            wrapper.children = [screen]
            // A screen's identity is its value (a different value pushed there is a new screen);
            // the same value pushed again is another screen of its own (`[1, 1]` is two).
            var key = identityKey(of: element) ?? .int(index)
            let earlier = seen[key, default: 0]
            seen[key] = earlier + 1
            if earlier > 0 { key = .composite("again", [key, .int(earlier + 1)]) }
            wrapper.explicitID = key
            wrapper.isCoveredScreen = linksPushed || index != elements.count - 1
            wrapper.modifiers = [
                environmentWrite("dismiss", .closure(popAction(path.location, to: index, host: host)), host: host)
            ]
            output.children.append(wrapper)
        }
    }

    /// The screens `NavigationLink(destination:)` pushed onto the stack.
    private func linkScreens(host: ViewNode, into output: ViewValue) throws {
        let range = host.type.range
        guard case .binding(let path)? = host.environment.values[.key(Self.navigationLinkPathKey)] else { return }
        guard case .array(let pushed) = try interpreter.readBinding(path.location, at: range) else { return }
        for (index, entry) in pushed.enumerated() {
            guard case .closure(let destination) = entry else { continue }
            let wrapper = ViewValue(kind: .group, site: -8, range: range)
            wrapper.children = [try interpreter.buildPresentedContent(destination, arguments: [], at: range)]
            wrapper.explicitID = .int(index)
            wrapper.isCoveredScreen = index != pushed.count - 1
            wrapper.modifiers = [
                environmentWrite("dismiss", .closure(popAction(path.location, to: index, host: host)), host: host)
            ]
            output.children.append(wrapper)
        }
    }

    /// A path as an array: `[Book]`, or a `NavigationPath`-like array of any values.
    func navigationElements(_ value: Value) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .null: return []
        default: return try interpreter.iterate(value, at: SourceRange.at(0))
        }
    }

    /// `dismiss()` in a pushed screen: the path is cut back to below it.
    private func popAction(_ location: BindingLocation, to index: Int, host: ViewNode) -> Closure {
        let key = PopActionKey(host: ObjectIdentifier(host), index: index)
        if let existing = popActions[key] { return existing }
        let action = Closure(
            body: .native(name: "dismiss") { [simulationLink, hostLink = host.link] _ in
                guard let simulation = simulationLink.target, let host = hostLink.target else { return .void }
                try simulation.interpreter.modifyBinding(
                    location, at: host.type.range, EvalContext(scope: simulation.appScope, node: host)
                ) { value in
                    if case .array(let items) = value { value = .array(Array(items.prefix(index))) }
                }
                return .void
            }, captures: false, site: nil, id: -100 - index)
        popActions[key] = action
        return action
    }

    /// Identity of a presented item or path element: its `id` when Identifiable, else itself.
    private func identityKey(of value: Value) -> ValueKey? {
        switch value {
        case .structValue, .object, .enumCase:
            // Its `id`, stored or computed (`var id: Int { key }`), or a class's default
            // `ObjectIdentifier`: as ForEach keys its rows (R1.4), not the whole value, so
            // editing the item's other fields keeps the presentation.
            let context = EvalContext(scope: interpreter.globalScope)
            if let id = try? interpreter.member(
                of: value, "id", at: SourceRange.at(0), expr: nil, context, tracking: false)
            {
                return ValueKey(id)
            }
        default:
            break
        }
        return ValueKey(value)
    }
}

extension Interpreter {
    /// Builds an escaping view-builder closure now, as presented content: its statements
    /// are a view builder, its parameters get `arguments`, and it runs as code of the
    /// view that wrote it (its `self`, its state) while the running body is the host's.
    func buildPresentedContent(_ closure: Closure, arguments: [Value], at range: SourceRange) throws -> ViewValue {
        switch closure.body {
        case .literal(let closureExpr, let scope, let selfContext, let nodeLink):
            let inner = Scope(parent: scope)
            if let parameters = closureExpr.parameters {
                for (parameter, value) in zip(parameters, arguments) where parameter.name.name != "_" {
                    inner.declare(parameter.name.name, value, isLet: true)
                }
            } else if let first = arguments.first {
                inner.declare("$0", first, isLet: true)
            }
            try enterCall("presented content", at: closureExpr.range)
            defer { leaveCall() }
            return try evaluateBuilderBody(
                closureExpr.body, EvalContext(scope: inner, selfContext: selfContext, node: nodeLink?.target),
                site: closureExpr.range)
        default:
            switch try call(closure, arguments: arguments, at: range) {
            case .view(let view): return view
            case .void: return ViewValue(kind: .empty, site: -9, range: range)
            case let other:
                throw RuntimeError("presented content must be a view, not '\(typeName(of: other))'", at: range)
            }
        }
    }
}

/// A pushed screen's place: its destination host and its index in the stack's path.
struct PopActionKey: Hashable {
    let host: ObjectIdentifier
    let index: Int
}
