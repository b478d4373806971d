// Containers: their content closures are view builders, built with the body that
// contains them (R0.1); `if`/`switch` inside give structural identities (R1.2), and
// ForEach rows carry their element ids (R1.4). Lazy containers record their rows and
// build only the visible ones (R8.1, R8.2). Faithfulness: exact for identity and
// updates; layout not modelled. GeometryReader's and ScrollViewReader's content closures
// get a proxy: a GeometryProxy of the simulated screen (R0.8), a ScrollViewProxy whose
// `scrollTo` is recorded and scrolls nothing. Their content closures and a
// DisclosureGroup's are escaping: the container calls them after the body, so their
// reads are their own, as a ForEach row's are (R2.7). A NavigationStack owns its path (or uses
// its `path:` binding) and gives its content the path through the environment (R0.7).
import ViewGraphDiagnostics
import ViewGraphSyntax

enum ContainerViews {
    static let builtins: [ViewBuiltin] =
        [
            "VStack", "HStack", "ZStack", "Group", "ScrollView", "NavigationView", "Section", "Form",
            "EmptyView", "WindowGroup", "Window", "NavigationSplitView", "ToolbarItem", "ToolbarItemGroup", "Grid",
            "GridRow", "ViewThatFits", "AnyView",
        ].map(standard)
        + [
            ViewBuiltin(name: "List") { interpreter, call, context in
                try interpreter.buildStandardView(call, context, implicitForEach: true, skipsIDArgument: true)
            },
            ViewBuiltin(name: "LazyVStack") { interpreter, call, context in
                try interpreter.buildStandardView(call, context, implicitForEach: true)
            },
            ViewBuiltin(name: "LazyHStack") { interpreter, call, context in
                try interpreter.buildStandardView(call, context, implicitForEach: true)
            },
            ViewBuiltin(name: "LazyVGrid") { interpreter, call, context in
                try interpreter.buildStandardView(call, context, implicitForEach: true)
            },
            ViewBuiltin(name: "LazyHGrid") { interpreter, call, context in
                try interpreter.buildStandardView(call, context, implicitForEach: true)
            },
            ViewBuiltin(name: "TabView") { interpreter, call, context in
                try interpreter.buildTabView(call, context)
            },
            ViewBuiltin(name: "DisclosureGroup") { interpreter, call, context in
                try interpreter.buildDisclosureGroup(call, context)
            },
            ViewBuiltin(name: "NavigationStack") { interpreter, call, context in
                try interpreter.buildNavigationStack(call, context)
            },
            ViewBuiltin(name: "GeometryReader") { interpreter, call, context in
                try interpreter.buildStandardView(
                    call, context, contentArguments: [interpreter.geometryProxy()], escapingContent: true)
            },
            ViewBuiltin(name: "ScrollViewReader") { interpreter, call, context in
                try interpreter.buildStandardView(
                    call, context, contentArguments: [interpreter.scrollViewProxy()], escapingContent: true)
            },
            ViewBuiltin(name: "ForEach") { interpreter, call, context in try interpreter.makeForEach(call, context) },
            // `EquatableView(content: Row(…))` is `Row(…).equatable()` (R2.5).
            ViewBuiltin(name: "EquatableView") { interpreter, call, context in
                guard call.arguments.count == 1, call.arguments[0].label?.name == "content", call.trailing.isEmpty,
                    case .view(let content) = try interpreter.evaluate(call.arguments[0].value, context),
                    case .view(let gated) = try interpreter.applyModifier(
                        "equatable", to: content, expr: call.expr, arguments: [], trailing: [], context)
                else {
                    throw RuntimeError("write 'EquatableView(content: SomeView(…))'", at: call.expr.range)
                }
                return gated
            },
        ]

    private static func standard(_ name: String) -> ViewBuiltin {
        ViewBuiltin(name: name) { interpreter, call, context in try interpreter.buildStandardView(call, context) }
    }
}

extension Interpreter {
    /// The simulated screen a GeometryReader measures: an iPhone in portrait, in points
    /// (R0.8). Fixed: sizes never change, so `.onGeometryChange` acts once.
    static let screenSize = (width: 393.0, height: 852.0)

    /// A `GeometryProxy`: `size`, `safeAreaInsets` and `frame(in:)`, for the whole screen.
    func geometryProxy() -> Value {
        let size = Value.tuple(
            [.double(Self.screenSize.width), .double(Self.screenSize.height)], labels: ["width", "height"])
        let frame = Value.tuple(
            [
                .double(0), .double(0), .double(Self.screenSize.width), .double(Self.screenSize.height),
                .double(0), .double(0), .double(Self.screenSize.width), .double(Self.screenSize.height),
                .double(Self.screenSize.width / 2), .double(Self.screenSize.height / 2), size,
                .tuple([.double(0), .double(0)], labels: ["x", "y"]),
            ],
            labels: [
                "minX", "minY", "maxX", "maxY", "origin.x", "origin.y", "width", "height", "midX", "midY", "size",
                "origin",
            ])
        let insets = Value.tuple(
            [.double(59), .double(0), .double(34), .double(0)], labels: ["top", "leading", "bottom", "trailing"])
        let frameIn = Closure(body: .native(name: "frame(in:)") { _ in frame }, captures: false, site: nil, id: -20)
        return .tuple([size, insets, .closure(frameIn)], labels: ["size", "safeAreaInsets", "frame"])
    }

    /// A `ScrollViewProxy`: `scrollTo(_:anchor:)` is accepted and scrolls nothing (no layout).
    func scrollViewProxy() -> Value {
        let scrollTo = Closure(body: .native(name: "scrollTo") { _ in .void }, captures: false, site: nil, id: -21)
        return .tuple([.closure(scrollTo)], labels: ["scrollTo"])
    }

    /// `TabView { … }` without `selection:` keeps its selection itself, as state of its
    /// identity (R5.1, R1.3): the index of the selected tab, first the first one. A tap on a
    /// tab's item writes it, and a TabView an `if` brings back starts at its first tab.
    func buildTabView(_ call: ViewCall, _ context: EvalContext) throws -> ViewValue {
        let view = try buildStandardView(call, context)
        guard view.binding == nil, let node = context.node else { return view }
        let box =
            node.tabSelections[call.expr.id] ?? StateBox(value: .int(0), name: "TabView.selection", owner: node)
        node.tabSelections[call.expr.id] = box
        view.binding = BindingValue(location: .state(box), snapshot: .null)
        view.ownsSelection = true
        return view
    }

    /// `DisclosureGroup("Title") { content }`, `DisclosureGroup(isExpanded: $open) { … }
    /// label: { … }`: the label is built with the body, the content only while expanded.
    /// Expanded is the `isExpanded` binding's value, or the group's own state (collapsed at
    /// first), kept per identity: per ForEach row for a group in a row (R5.1). The body that
    /// builds the group reads it (R6.4), so a tap that expands it runs that body, and the
    /// content is built after it: the closure is escaping, so its reads are its own, as a
    /// ForEach row's are (R2.7). Simplified: a group the body stops building keeps its state.
    func buildDisclosureGroup(_ call: ViewCall, _ context: EvalContext) throws -> ViewValue {
        let location: BindingLocation
        if let given = call.arguments.first(where: { $0.label?.name == "isExpanded" }) {
            guard case .binding(let binding) = try evaluate(given.value, context) else {
                throw RuntimeError("'isExpanded:' takes a binding: '$isOpen'", at: given.range)
            }
            location = binding.location
        } else {
            guard let node = context.node else {
                throw RuntimeError(
                    "a DisclosureGroup without 'isExpanded:' keeps its state in a view's body", at: call.expr.range)
            }
            let key = DisclosureKey(site: call.expr.id, row: host.currentRowKey)
            let box =
                node.disclosureStates[key]
                ?? StateBox(value: .bool(false), name: "DisclosureGroup.isExpanded", owner: node)
            node.disclosureStates[key] = box
            location = .state(box)
        }
        let expanded = try readBinding(location, at: call.expr.range)
        let isExpanded: Bool
        if case .bool(let flag) = expanded { isExpanded = flag } else { isExpanded = false }
        // The content is the unlabelled closure (trailing or `content:`); the label stays.
        let arguments = call.arguments.filter { argument in
            if argument.label?.name == "isExpanded" { return false }
            if isExpanded == false, argument.label?.name == "content" { return false }
            return true
        }
        let trailing =
            isExpanded ? call.trailing : call.trailing.filter { $0.label != nil && $0.label?.name != "content" }
        let view = try buildStandardView(
            ViewCall(name: call.name, builder: call.builder, expr: call.expr, arguments: arguments, trailing: trailing),
            context, escapingContent: true)
        view.binding = BindingValue(location: location, snapshot: .null)
        view.arguments.append(("isExpanded", .bool(isExpanded)))
        return view
    }

    /// `NavigationStack { root }` / `NavigationStack(path: $path) { root }`: the root is
    /// built with the body; the stack's path (its own state, or the binding) and the
    /// destinations links push go into its content's environment, and a host under the
    /// stack builds what `NavigationLink(destination:)` pushed (R0.7).
    func buildNavigationStack(_ call: ViewCall, _ context: EvalContext) throws -> ViewValue {
        let view = try buildStandardView(call, context)
        guard let node = context.node else { return view }
        let boxes =
            node.navigationPaths[call.expr.id]
            ?? (
                values: StateBox(value: .array([]), name: "NavigationStack.path", owner: node),
                // The screens `NavigationLink(destination:)` pushed: the stack's own, beside
                // its path (a bound `path:` holds values only).
                links: StateBox(value: .array([]), name: "NavigationStack.pushedViews", owner: node)
            )
        node.navigationPaths[call.expr.id] = boxes
        var path = BindingValue(location: .state(boxes.values), snapshot: .null)
        if let given = view.arguments.first(where: { $0.label == "path" }), case .binding(let binding) = given.value {
            path = BindingValue(location: binding.location, snapshot: .null)
        }
        func write(_ key: String, _ value: Value) -> ViewModifierValue {
            ViewModifierValue(
                name: "environment", effect: .environment,
                arguments: [(nil, .keyPath(KeyPathValue(components: [key], rootType: nil))), (nil, value)],
                content: [], site: call.expr.id, range: call.expr.range)
        }
        view.modifiers.append(write(Simulation.navigationPathKey, .binding(path)))
        view.modifiers.append(
            write(
                Simulation.navigationLinkPathKey,
                .binding(BindingValue(location: .state(boxes.links), snapshot: .null))))
        view.modifiers.append(
            ViewModifierValue(
                name: "navigationLinkDestinations", effect: .navigationDestination, arguments: [], content: [],
                site: call.expr.id, range: call.expr.range))
        return view
    }

    /// `ForEach(data) { row in … }`, `ForEach(data, id: \.key, content: …)`.
    func makeForEach(_ call: ViewCall, _ context: EvalContext) throws -> ViewValue {
        let expr = call.expr
        guard let data = call.arguments.first(where: { $0.label == nil }) else {
            throw RuntimeError("'ForEach' needs the data to iterate over", at: expr.range)
        }
        var content: ClosureExpr?
        if let closure = call.trailing.first?.closure { content = closure }
        if content == nil, let argument = call.arguments.first(where: { $0.label?.name == "content" }),
            case .closure(let c) = argument.value.kind
        {
            content = c
        }
        guard let content else { throw RuntimeError("'ForEach' needs a content closure", at: expr.range) }
        let dataValue = try evaluate(data.value, context)
        return try makeForEach(
            expr: expr, dataValue: dataValue, idArgument: call.arguments.first { $0.label?.name == "id" },
            content: content, context)
    }

    /// `ForEach(items)` without `id:` needs Identifiable elements: a scenario type that
    /// does not conform (itself, by an extension, a protocol or a superclass) is Swift's
    /// compile error, even when it has an `id` property.
    private func requireIdentifiable(_ element: Value, at range: SourceRange) throws {
        guard let nominal = nominalType(of: element), nominal.conformances.contains(.identifiable) == false else {
            return
        }
        throw RuntimeError(
            "referencing initializer 'init(_:content:)' on 'ForEach' requires that '\(nominal.name)' conform to 'Identifiable'",
            at: range,
            notes: [
                DiagnosticNote(
                    "declare '\(nominal.name): Identifiable', or give the ForEach an id: 'ForEach(items, id: \\.name)'")
            ])
    }

    /// A ForEach whose rows are recorded, not yet built: the engine builds the rows
    /// it needs (all of them in a stack, only the visible ones in a lazy container, R8).
    func makeForEach(
        expr: Expr, dataValue: Value, idArgument: Argument?, content: ClosureExpr, _ context: EvalContext
    ) throws -> ViewValue {
        let view = ViewValue(kind: .forEach, site: expr.id, range: expr.range)
        let closure = makeClosure(content, context)
        var elements: [Value]
        var source: ForEachIDSource
        var keyPath: KeyPathValue?
        var bindingData: BindingLocation?
        if let idArgument {
            guard case .keyPath(let path) = try evaluate(idArgument.value, context) else {
                throw RuntimeError("'id:' must be a key path such as '\\.id' or '\\.self'", at: idArgument.range)
            }
            keyPath = path
        }
        switch dataValue {
        case .range:
            elements = try iterate(dataValue, at: expr.range)
            source = .offset
            if keyPath == nil, let node = context.node {
                elements = constantRangeData(elements, node: node, expr: expr, content: content)
            }
        case .array(let items):
            elements = items
            source = .keyPath(keyPath?.description ?? "\\.id")
        case .binding(let binding):
            // `ForEach($items) { $item in … }`: the collection read through the binding (a
            // read of its storage by this body), each row given a binding to its element.
            guard case .array(let items) = try readBinding(binding.location, at: expr.range) else {
                throw RuntimeError("'ForEach' over a binding needs a binding to an array", at: expr.range)
            }
            bindingData = binding.location
            elements = items
            source = .keyPath(keyPath?.description ?? "\\.id")
        case .set, .dictionary:
            elements = try iterate(dataValue, at: expr.range)
            source = .keyPath(keyPath?.description ?? "\\.id")
        default:
            throw RuntimeError(
                "'ForEach' cannot iterate over a value of type '\(typeName(of: dataValue))'", at: expr.range)
        }
        host.charge(costs.forEachElement * Double(elements.count), for: "ForEach ids", site: expr.range)
        // Sized once: a large ForEach would otherwise grow (and rehash) both many times.
        var seen: Set<ValueKey> = []
        seen.reserveCapacity(elements.count)
        view.deferredRows.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let idValue: Value
            // An array of bindings (`$items.filter { … }`): a Binding is Identifiable by its
            // value's id.
            let identified: Value
            if case .binding(let binding) = element {
                identified = try readBinding(binding.location, at: expr.range)
            } else {
                identified = element
            }
            if let keyPath {
                idValue = try apply(keyPath, to: identified, at: idArgument?.range ?? expr.range)
            } else if case .range = dataValue {
                idValue = element
            } else {
                if index == 0 { try requireIdentifiable(identified, at: expr.range) }
                idValue = try member(of: identified, "id", at: expr.range, expr: nil, context, tracking: true)
            }
            guard let key = ValueKey(idValue) else {
                throw RuntimeError("ForEach ids must be Hashable; '\(typeName(of: idValue))' is not", at: expr.range)
            }
            if seen.insert(key).inserted == false {
                // SwiftUI warns and goes on; the result is undefined. Simulated: the first
                // element with the id keeps it, later ones are not shown.
                host.forEachIssue(
                    ForEachIssue(
                        kind: .duplicateID(describe(idValue)),
                        message:
                            "\(forEachTypeName(dataValue, elements: elements, id: idValue, content: content)): the ID \(describe(idValue)) occurs multiple times within the collection, this will give undefined results!",
                        site: expr.range, owner: context.node))
                continue
            }
            let rowElement =
                bindingData.map {
                    Value.binding(BindingValue(location: .element($0, .int(index)), snapshot: element))
                } ?? element
            view.deferredRows.append(
                DeferredRow(
                    id: key, idValue: idValue, element: rowElement, content: closure, forEachSite: expr.id,
                    idSource: source,
                    range: expr.range))
        }
        return view
    }

    /// `ForEach(range)` without `id:` reads its data once: later ranges are ignored, and
    /// one with another count gets SwiftUI's warning (R1.4).
    private func constantRangeData(
        _ elements: [Value], node: ViewNode, expr: Expr, content: ClosureExpr
    ) -> [Value] {
        guard let initial = node.constantForEachData[expr.id] else {
            node.constantForEachData[expr.id] = elements
            return elements
        }
        if initial.count != elements.count {
            let type = forEachTypeName(
                .range(lower: 0, upper: 0, closed: false), elements: initial, id: .int(0), content: content)
            host.forEachIssue(
                ForEachIssue(
                    kind: .nonConstantRange(initial: initial.count, count: elements.count),
                    message:
                        "\(type) count (\(elements.count)) != its initial count (\(initial.count)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!",
                    site: expr.range, owner: node))
        }
        return initial
    }

    /// The runtime type SwiftUI prints in its ForEach warnings, e.g.
    /// `ForEach<Array<Item>, Int, Row>`. The content type is the view the closure
    /// returns when it is one call; otherwise `some View` (not SwiftUI's full type).
    private func forEachTypeName(_ data: Value, elements: [Value], id: Value, content: ClosureExpr) -> String {
        let dataType: String
        switch data {
        case .range: dataType = "Range<Int>"
        case .set: dataType = "Set<\(elements.first.map(typeName(of:)) ?? "Element")>"
        case .dictionary: dataType = "Dictionary"
        default: dataType = "Array<\(elements.first.map(typeName(of:)) ?? "Element")>"
        }
        var contentType = "some View"
        if content.body.count == 1, case .expression(let body) = content.body[0].kind,
            case .call(let callee, _, _) = body.kind, case .identifier(let name) = callee.kind
        {
            contentType = name
        }
        return "ForEach<\(dataType), \(typeName(of: id)), \(contentType)>"
    }
}
