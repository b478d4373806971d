// View builders: how a `body` turns into a tree of view values (R0.1, R1.1, R1.2).
// `if`/`else` and `switch` branches become distinct structural identities; ForEach
// rows carry their element ids; modifiers are recorded on the view they wrap.
import ViewGraphDiagnostics
import ViewGraphSyntax

extension Interpreter {
    /// Runs a view-builder body (`var body: some View { … }`, a container's content
    /// closure) and returns its views as one value.
    func evaluateBuilderBody(_ statements: [Stmt], _ context: EvalContext, site range: SourceRange) throws -> ViewValue
    {
        let inner = statements.declaresNames ? context.with(scope: Scope(parent: context.scope)) : context
        let views = try evaluateBuilder(statements, inner)
        if views.count == 1 { return views[0] }
        let group = ViewValue(kind: .group, site: -(range.start + 1), range: range)
        group.children = views
        return group
    }

    func evaluateBuilder(_ statements: [Stmt], _ context: EvalContext) throws -> [ViewValue] {
        if statements.count > 1, statements.containsExplicitReturn {
            // SE-0289: a body with an explicit `return` is not a builder: its statements run
            // as a function's do, assignments included, and the returned view is the content
            // (`#Preview { let store = Store(); store.items = […]; return ListView(store: store) }`).
            // In the body's own scope, as a builder's declarations are (the `app` block's
            // names stay visible to steps).
            for statement in statements {
                try host.tick(site: statement.range)
                if case .returned(let value) = try execute(statement, context) {
                    return try asView(value, expr: statement.returnedExpr).map { [$0] } ?? []
                }
            }
            throw RuntimeError(
                "this body has a 'return', so it is not a view builder, and it ended without returning a view",
                at: statements[statements.count - 1].range)
        }
        var views: [ViewValue] = []
        for statement in statements {
            try host.tick(site: statement.range)
            switch statement.kind {
            case .expression(let expr):
                let value = try evaluate(expr, context)
                if let view = try asView(value, expr: expr) { views.append(view) }
            case .variable(let declaration):
                try declareLocal(declaration, context)
            case .function:
                _ = try execute(statement, context)
            case .assignment where statement.isDiscardedBinding:
                // `let _ = count += 1`: runs while the body runs (a write during the body, R9.3).
                _ = try execute(statement, context)
            case .ifStatement(let ifStatement):
                views.append(try builderIf(ifStatement, branch: 0, site: statement.range, context))
            case .switchStatement(let subject, let cases):
                let value = try evaluate(subject, context)
                var matched = false
                for (index, switchCase) in cases.enumerated() {
                    let scope = Scope(parent: context.scope)
                    if try matches(switchCase, value, scope: scope, context) {
                        let view = ViewValue(
                            kind: .conditional(branch: index), site: -(statement.range.start + 1),
                            range: statement.range)
                        view.children = try evaluateBuilder(switchCase.body, context.with(scope: scope))
                        views.append(view)
                        matched = true
                        break
                    }
                }
                if !matched {
                    throw RuntimeError("no case of the 'switch' matched \(describe(value))", at: subject.range)
                }
            case .returnStatement(let expr):
                if let expr, let view = try asView(try evaluate(expr, context), expr: expr) { views.append(view) }
                return views
            case .forIn:
                throw RuntimeError(
                    "'for' loops are not allowed in a view builder; use 'ForEach'", at: statement.range,
                    group: .unsupported)
            case .assignment:
                throw RuntimeError(
                    "assignments are not allowed in a view builder; move the change into an action or '.task'",
                    at: statement.range, group: .unsupported)
            default:
                throw RuntimeError(
                    "this statement is not allowed in a view builder", at: statement.range, group: .unsupported)
            }
        }
        return views
    }

    private func builderIf(_ ifStatement: IfStatement, branch: Int, site: SourceRange, _ context: EvalContext) throws
        -> ViewValue
    {
        let scope = Scope(parent: context.scope)
        if try bindConditions(ifStatement.conditions, into: scope, context) {
            let view = ViewValue(kind: .conditional(branch: branch), site: -(site.start + 1), range: site)
            view.children = try evaluateBuilder(ifStatement.thenBody, context.with(scope: scope))
            return view
        }
        switch ifStatement.elseBranch {
        case .none:
            return ViewValue(kind: .empty, site: -(site.start + 1), range: site)
        case .elseBlock(let body, _):
            let view = ViewValue(kind: .conditional(branch: branch + 1), site: -(site.start + 1), range: site)
            view.children = try evaluateBuilder(body, context.with(scope: Scope(parent: context.scope)))
            return view
        case .elseIf(let next):
            return try builderIf(next, branch: branch + 1, site: site, context)
        }
    }

    /// A value in builder position must be a view; `let _ = f()` style calls give `()`.
    private func asView(_ value: Value, expr: Expr) throws -> ViewValue? {
        switch value {
        case .view(let view): return view
        case .void: return nil
        case .symbol(let type, let name) where type == "Color" || type == nil:
            let view = ViewValue(kind: .primitive("Color"), site: expr.id, range: expr.range)
            view.arguments = [(nil, .symbol(type: "Color", name: name))]
            return view
        default:
            throw RuntimeError("a value of type '\(typeName(of: value))' is not a view", at: expr.range)
        }
    }

    // MARK: - Builtin views

    /// A call of a builtin view: looked up in the catalogue and built by its family
    /// (Builtins/Views/).
    func makePrimitiveView(
        _ name: String, expr: Expr, arguments: [Argument], trailing: [TrailingClosure], _ context: EvalContext
    ) throws -> Value {
        guard let builder = ViewBuiltins.primitiveBuilders[name] else {
            throw RuntimeError("view '\(name)' is not simulated yet", at: expr.range, group: .unsupported)
        }
        return try makePrimitiveView(builder, expr: expr, arguments: arguments, trailing: trailing, context)
    }

    /// A call of a builtin view whose implementation is already looked up.
    func makePrimitiveView(
        _ builder: PrimitiveViewBuilder, expr: Expr, arguments: [Argument], trailing: [TrailingClosure],
        _ context: EvalContext
    ) throws -> Value {
        let call = ViewCall(
            name: builder.builtin.name, builder: builder, expr: expr, arguments: arguments, trailing: trailing)
        return .view(try builder.builtin.build(self, call, context))
    }

    /// The common way to build a builtin view: arguments become its rendered inputs, a
    /// binding under the entry's label is read (R6.1), `action:` closures are kept for
    /// `tap`, and content closures are built as its children.
    /// - Parameters:
    ///   - closureIsAction: a closure argument, or the first unlabeled content closure,
    ///     is the action (`Button("Go") { … }`).
    ///   - implicitForEach: `List(items) { row in … }` is a ForEach inside the container.
    ///   - skipsIDArgument: an `id:` argument belongs to that implicit ForEach.
    ///   - contentArguments: the values a content closure's parameters take
    ///     (`GeometryReader { proxy in … }`).
    ///   - escapingContent: the container keeps its content closure and calls it itself,
    ///     after the body (`GeometryReader`, declared `@escaping`): the closure is not built
    ///     now but recorded, and built as a row content with its own tracking (R2.7).
    /// A control's callbacks (`Stepper`'s `onIncrement:`, a field's `onEditingChanged:`):
    /// closures run when the user acts, kept with the control rather than built as content.
    static let callbackLabels: Set<String> = ["onIncrement", "onDecrement", "onEditingChanged", "onCommit"]

    func buildStandardView(
        _ call: ViewCall, _ context: EvalContext, closureIsAction: Bool = false, implicitForEach: Bool = false,
        skipsIDArgument: Bool = false, contentArguments: [Value] = [], escapingContent: Bool = false
    ) throws -> ViewValue {
        let (expr, arguments, trailing) = (call.expr, call.arguments, call.trailing)
        let view = ViewValue(kind: .primitive(call.name), site: expr.id, range: expr.range)
        let bindingLabel = call.builder.entry.binding?.label
        // `List(items) { row in … }`: the rows of an implicit ForEach, built where the data is.
        var implicitRows: ViewValue?
        var contentClosures: [(label: String?, closure: ClosureExpr)] = trailing.map { ($0.label?.name, $0.closure) }
        for argument in arguments {
            let label = argument.label?.name
            if case .closure(let closureExpr) = argument.value.kind {
                if label == "action" {
                    view.action = makeClosure(closureExpr, context)
                } else if let label, Self.callbackLabels.contains(label) {
                    view.arguments.append((label, .closure(makeClosure(closureExpr, context))))
                } else {
                    contentClosures.append((label, closureExpr))
                }
                continue
            }
            let value = try evaluate(argument.value, context)
            switch value {
            case .closure(let closure) where label == "action" || closureIsAction:
                view.action = closure
            case .view(let child) where label == nil || label == "content" || label == "label":
                // `AnyView(Row())`, `Menu(content:label:)` given views: children, not arguments.
                view.children.append(child)
            // `TextField("Age", value: $age, format: .number)` edits its `value:` as `text:`.
            case .binding(let binding)
            where label != nil && (label == bindingLabel || (label == "value" && bindingLabel == "text")):
                view.binding = binding
                // R6.1: the control reads its binding in its own update; the body that builds
                // it only hands the binding on, so it does not depend on the value.
                let read = { try self.readBinding(binding.location, at: argument.range) }
                let shown =
                    host.bindControl(view, argument: view.arguments.count, to: binding.location)
                    ? try untracked(read) : try read()
                view.arguments.append((label, shown))
            case _ where label != nil && label == bindingLabel:
                // `Toggle("On", isOn: on)`: Swift rejects a plain value where the control edits
                // a binding.
                var notes: [DiagnosticNote] = []
                if case .identifier(let name) = argument.value.kind {
                    notes.append(DiagnosticNote("pass a binding to it: '$\(name)'"))
                }
                throw RuntimeError(
                    "cannot convert value of type '\(typeName(of: value))' to expected argument type 'Binding<\(typeName(of: value))>'",
                    at: argument.value.range, notes: notes)
            default:
                if implicitForEach && label == nil, trailing.count == 1,
                    arguments.dropFirst().allSatisfy({ ["id", "selection"].contains($0.label?.name ?? "") })
                {
                    // `List(items) { row in … }`, `List(items, id: \.name, selection: $picked) { … }`:
                    // an implicit ForEach (the `selection:` binding is the List's own).
                    implicitRows = try makeForEach(
                        expr: expr, dataValue: value, idArgument: arguments.first { $0.label?.name == "id" },
                        content: trailing[0].closure, context)
                    continue
                }
                if skipsIDArgument && label == "id" { continue }
                view.arguments.append((label, value))
            }
        }
        if let implicitRows {
            view.children = [implicitRows]
            return view
        }
        if view.binding == nil, let bindingLabel,
            let misnamed = view.arguments.firstIndex(where: {
                if case .binding = $0.value { return $0.label != nil } else { return false }
            })
        {
            // `Toggle("Wifi", on: $on)`: Swift matches the binding by its label and rejects the
            // call; without this the control would render and edit nothing.
            let given = arguments.map { $0.label?.name }
            var expected = given
            if let index = expected.firstIndex(where: { $0 == view.arguments[misnamed].label }) {
                expected[index] = bindingLabel
            }
            throw RuntimeError(
                ArgumentLabelWording.incorrect(have: given, expected: expected),
                at: arguments.first { $0.label?.name == view.arguments[misnamed].label }?.range ?? expr.range,
                notes: [DiagnosticNote("\(call.name) edits the binding it is given as '\(bindingLabel):'")])
        }
        if call.name == "Stepper", view.arguments.contains(where: { $0.label == nil }),
            contentClosures.first?.label == nil, contentClosures.contains(where: { $0.label == "onDecrement" })
        {
            // `Stepper("Qty") { qty += 1 } onDecrement: { qty -= 1 }`: with a title, the first
            // trailing closure is `onIncrement`, as Swift matches it, not a label to build.
            contentClosures[0].label = "onIncrement"
        }
        for content in contentClosures {
            if let label = content.label, Self.callbackLabels.contains(label) {
                // `Stepper { … } onIncrement: { count += 1 }`: run when the user acts, not built.
                view.arguments.append((label, .closure(makeClosure(content.closure, context))))
                continue
            }
            // `Button("Title") { action }`, `Button { action } label: { … }`.
            if closureIsAction && view.action == nil && content.label == nil {
                view.action = makeClosure(content.closure, context)
                continue
            }
            if escapingContent, content.label == nil || content.label == "content" {
                deferContent(content.closure, of: view, name: call.name, argument: contentArguments.first, context)
                continue
            }
            let children = try buildContent(content.closure, context, arguments: contentArguments)
            if let label = content.label, label != "content" {
                view.children.append(labelledSlot(label, children, closure: content.closure))
            } else {
                view.children.append(contentsOf: children)
            }
        }
        return view
    }

    /// Records the content closure of a container that calls it itself, after the body
    /// that built it (R2.7): an empty placeholder holds its place among the container's
    /// children until the rows are built. Its one parameter, if any, takes `argument` (the
    /// container's proxy).
    private func deferContent(
        _ closure: ClosureExpr, of view: ViewValue, name: String, argument: Value?, _ context: EvalContext
    ) {
        let site = -(closure.range.start + 1)
        let row = DeferredRow(
            id: .symbol("content"), idValue: .null, element: argument ?? .void, content: makeClosure(closure, context),
            forEachSite: site, idSource: .escapingContent(name), range: closure.range)
        view.deferredContent = (row, view.children.count)
        view.children.append(ViewValue(kind: .empty, site: site, range: closure.range))
    }

    /// A content closure's views, built now with the body (R0.1).
    func buildContent(_ closure: ClosureExpr, _ context: EvalContext, arguments: [Value] = []) throws -> [ViewValue] {
        if let parameters = closure.parameters, parameters.isEmpty == false {
            // `GeometryReader { proxy in … }`: the parameters get the container's values.
            let scope = Scope(parent: context.scope)
            for (index, parameter) in parameters.enumerated() where parameter.name.name != "_" {
                try scope.declareParameter(
                    parameter.name.name, index < arguments.count ? arguments[index] : .null, at: parameter.name.range)
            }
            return try evaluateBuilder(closure.body, context.with(scope: scope))
        }
        let inner = closure.body.declaresNames ? context.with(scope: Scope(parent: context.scope)) : context
        return try evaluateBuilder(closure.body, inner)
    }

    /// A labelled content slot (`label:`, `header:`) as a group of its own.
    func labelledSlot(_ label: String, _ children: [ViewValue], closure: ClosureExpr) -> ViewValue {
        let labelled = ViewValue(
            kind: .group, site: closure.body.first.map { _ in -(closure.range.start + 1) } ?? -1,
            range: closure.range)
        labelled.arguments = [("slot", .string(label))]
        labelled.children = children
        return labelled
    }

    func apply(_ keyPath: KeyPathValue, to value: Value, at range: SourceRange) throws -> Value {
        var current = value
        for (index, component) in keyPath.components.enumerated() where component != "self" {
            if case .null = current, index > 0, keyPath.optionalChained.contains(index - 1) {
                return .null  // `\.address?.city` of a value with no address
            }
            current = try member(
                of: current, component, at: range, expr: nil, EvalContext(scope: globalScope), tracking: true)
        }
        return current
    }

    /// Whether a ForEach's content can make a different number of views per element: an
    /// `if` or `switch` at its top level (R8.2).
    func hasDynamicViewCount(_ row: DeferredRow) -> Bool {
        guard case .literal(let closureExpr, _, _, _) = row.content.body else { return false }
        return closureExpr.body.contains { statement in
            switch statement.kind {
            case .ifStatement, .switchStatement: return true
            default: return false
            }
        }
    }

    /// Whether a ForEach's content makes, for each element, only containers of rows (a
    /// `Section`, a `ForEach`, a `Group`, modifiers aside): in a List or a lazy stack its
    /// elements are then no rows themselves, and the rows inside them are (R8.1, R8.2:
    /// sectioned lists with a nested ForEach are windowed row by row).
    static func contentHoldsRows(_ row: DeferredRow) -> Bool {
        guard case .literal(let closureExpr, _, _, _) = row.content.body else { return false }
        func isRowContainer(_ expr: Expr) -> Bool {
            guard case .call(let callee, _, _) = expr.kind else { return false }
            switch callee.kind {
            case .identifier(let name): return name == "Section" || name == "ForEach" || name == "Group"
            case .member(let base, _): return isRowContainer(base)
            default: return false
            }
        }
        var containers = 0
        for statement in closureExpr.body {
            switch statement.kind {
            case .expression(let expr), .returnStatement(let expr?):
                guard isRowContainer(expr) else { return false }
                containers += 1
            case .variable: continue
            default: return false
            }
        }
        return containers > 0
    }

    /// Builds one ForEach row's views (or an escaping container's content) by calling its
    /// content closure.
    package func buildRow(_ row: DeferredRow) throws -> ViewValue {
        guard case .literal(let closureExpr, let scope, let selfContext, let nodeLink) = row.content.body else {
            throw RuntimeError("ForEach content must be a closure", at: row.range)
        }
        let node = nodeLink?.target
        let inner = Scope(parent: scope)
        if let parameters = closureExpr.parameters, parameters.count > 1 {
            // `ForEach(Array(names.enumerated()), id: \.offset) { index, name in … }`: the
            // element tuple spread over the parameters, as Swift destructures it.
            guard case .tuple(let items, _) = row.element, items.count == parameters.count else {
                throw RuntimeError(
                    "the ForEach content takes \(parameters.count) parameters; each element is one value",
                    at: closureExpr.range)
            }
            for (parameter, item) in zip(parameters, items) where parameter.name.name != "_" {
                try inner.declareParameter(parameter.name.name, item, at: parameter.name.range)
            }
        } else if let parameter = closureExpr.parameters?.first {
            if parameter.name.name != "_" {
                try inner.declareParameter(parameter.name.name, row.element, at: parameter.name.range)
            }
        } else {
            inner.declare("$0", row.element, isLet: true)
        }
        let rowView = ViewValue(kind: .group, site: row.forEachSite, range: row.range)
        let container = row.escapingContainer
        if container == nil {
            rowView.explicitID = row.id
            rowView.idSource = row.idSource
            rowView.idValue = row.idValue
        }
        try enterCall(container.map { "\($0) content" } ?? "ForEach content", at: row.range)
        defer { leaveCall() }
        rowView.children = try evaluateBuilder(
            closureExpr.body, EvalContext(scope: inner, selfContext: selfContext, node: node))
        return rowView
    }

    // MARK: - Modifiers

    /// A modifier call on a view value: looked up in the catalogue (its effect) and in
    /// its family (Builtins/Modifiers/); a modifier the catalogue does not list is a
    /// visual attribute. Arguments are evaluated now, with the body, so reads in them
    /// count (R0.1); content closures of content modifiers are built now too.
    func applyModifier(
        _ name: String, to view: ViewValue, expr: Expr, arguments: [Argument], trailing: [TrailingClosure],
        _ context: EvalContext
    ) throws -> Value {
        if name == "modifier", arguments.count == 1, trailing.isEmpty {
            return try applyViewModifier(try evaluate(arguments[0].value, context), to: view, at: expr.range, context)
        }
        if name == "buttonStyle", arguments.count == 1, trailing.isEmpty,
            case .call(let callee, _, _) = arguments[0].value.kind, case .identifier(let styleName) = callee.kind,
            program.type(named: styleName) != nil
        {
            // `.buttonStyle(PillStyle())`: a style of the app's own (`.bordered` stays a visual attribute).
            return try applyButtonStyle(try evaluate(arguments[0].value, context), to: view, at: expr.range, context)
        }
        let builtin = ViewBuiltins.modifiers[name]
        let effect = BuiltinCatalogue.modifier(named: name)?.effect ?? .visual
        let buildsContent = builtin?.buildsContent ?? false
        var evaluated: [(label: String?, value: Value)] = []
        var content: [ViewValue] = []
        // `.environment(\.theme, .dense)`: the entry's declared type types the value.
        var hint: TypeHint? = nil
        if name == "environment", arguments.count == 2, case .keyPath(_, let components) = arguments[0].value.kind,
            components.count == 1, case .property(let key) = components[0], arguments[1].value.usesTypeHint
        {
            hint = hintType(program.environmentEntryTypes[key.name])
        } else if name == "transition", arguments.count == 1 {
            // `.transition(.opacity)`, `.transition(.move(edge: .top).combined(with: .scale))`.
            hint = .builtin("AnyTransition")
        }
        for argument in arguments {
            if buildsContent, case .closure(let closureExpr) = argument.value.kind {
                content.append(
                    contentSlot(argument.label?.name ?? name, try buildContent(closureExpr, context), closureExpr))
                continue
            }
            evaluated.append((argument.label?.name, try evaluate(argument.value, context, hint: hint)))
        }
        for closure in trailing {
            if buildsContent {
                content.append(
                    contentSlot(
                        closure.label?.name ?? name, try buildContent(closure.closure, context), closure.closure))
                continue
            }
            evaluated.append((closure.label?.name, .closure(makeClosure(closure.closure, context))))
        }
        let call = ModifierCall(name: name, arguments: evaluated, range: expr.range)
        try builtin?.validate(call)
        if HostKind.alertModifiers.contains(name) {
            evaluated = try buildingNonEscapingBuilders(evaluated, at: expr.range)
        }
        if name == "onDelete" || name == "onMove", view.isForEach == false {
            // Swift compiles these only on a ForEach (`DynamicViewContent`): its offsets are
            // positions in the ForEach's data.
            throw RuntimeError(
                "'.\(name)' is a modifier of a ForEach, not of '\(view.primitiveName ?? "this view")'",
                at: expr.range,
                notes: [DiagnosticNote("write it on the ForEach inside the List: 'ForEach(items) { … }.\(name) { … }'")]
            )
        }
        if effect == .identity {
            // `.id(_:)` (R1.5): checked by its family; the id is the view's explicit identity.
            guard let first = evaluated.first, let key = ValueKey(first.value) else {
                throw RuntimeError("'.id(_:)' needs a Hashable value", at: expr.range)
            }
            view.explicitID = key
        }
        view.modifiers.append(
            ViewModifierValue(
                name: name, effect: effect, arguments: evaluated, content: content, site: expr.id, range: expr.range))
        return .view(view)
    }

    /// An alert's or a dialog's `actions` and `message` builders, built now: Apple declares
    /// them non-escaping, so SwiftUI calls them while the body that applies the modifier
    /// runs, and their reads are that body's (R0.5). They get the `presenting:` data (or
    /// the `error:`); with nil data nothing can be passed, and they are not called.
    /// An unlabelled trailing closure is the actions.
    private func buildingNonEscapingBuilders(
        _ arguments: [(label: String?, value: Value)], at range: SourceRange
    ) throws -> [(label: String?, value: Value)] {
        var passes: [Value] = []
        if let data = arguments.first(where: { $0.label == "presenting" || $0.label == "error" })?.value {
            if case .null = data { return arguments }
            passes = [data]
        }
        return try arguments.map { label, value in
            guard case .closure(let closure) = value, label == nil || label == "actions" || label == "message" else {
                return (label, value)
            }
            return (label ?? "actions", .view(try buildPresentedContent(closure, arguments: passes, at: range)))
        }
    }

    /// `.modifier(CardStyle())`: the modifier's `body(content:)` with the view as `content`,
    /// built now, with the body that applies it. Simplified: SwiftUI runs a modifier's body
    /// as a body of its own, skipped when its inputs are equal (R2); here it runs with the
    /// applying body, which is the same work as long as the modifier reads nothing that
    /// changes on its own. So a modifier with dynamic properties (`@State`, `@Environment`,
    /// …) or that holds an object (whose reads would be its own) is not simulated yet.
    func applyViewModifier(_ modifier: Value, to view: ViewValue, at range: SourceRange, _ context: EvalContext)
        throws -> Value
    {
        let (type, body) = try plainValueMethod(
            of: modifier, conformingTo: "ViewModifier", method: "body", label: "content",
            signature: "func body(content: Content) -> some View",
            misuse: "'.modifier(_:)' takes a value of a ViewModifier type", at: range)
        return try invoke(
            body, selfContext: .value(Variable(modifier), type), owner: .structType(type),
            arguments: [EvaluatedArgument(label: "content", value: .view(view))], at: range, context)
    }

    /// A ViewModifier's or ButtonStyle's type and the method SwiftUI calls on it, for one made
    /// of plain values: one with a dynamic property (`@State`, `@Environment`, …) or that holds
    /// an object would have reads of its own, so it is not simulated yet (`check` says so
    /// where the declaration shows it).
    private func plainValueMethod(
        of value: Value, conformingTo conformance: String, method: String, label: String, signature: String,
        misuse: String, at range: SourceRange
    ) throws -> (NominalType, FunctionDecl) {
        guard case .structValue(let instance) = value, instance.type.conformances.contains(.other(conformance)) else {
            throw RuntimeError(misuse, at: range)
        }
        let type = instance.type
        guard let function = type.methods[method]?.first(where: { $0.parameters.map(\.label) == [label] }) else {
            throw RuntimeError("'\(type.name)' has no '\(signature)'", at: range)
        }
        if let wrapped = type.stored.first(where: { $0.wrapper != nil }) {
            throw RuntimeError(
                "a \(conformance) with a dynamic property ('\(wrapped.name)' of '\(type.name)') is not simulated yet",
                at: range, notes: [DiagnosticNote("keep the state in the view that applies the modifier")],
                group: .unsupported)
        }
        for (index, property) in type.stored.enumerated() where index < instance.fields.count {
            guard case .object = instance.fields[index] else { continue }
            throw RuntimeError(
                "a \(conformance) that holds an object ('\(property.name)' of '\(type.name)') is not simulated yet",
                at: range, notes: [DiagnosticNote("pass the values the modifier shows, not the model")],
                group: .unsupported)
        }
        return (type, function)
    }

    /// `.buttonStyle(PillStyle())` of a style of the app's own: each Button below shows the
    /// style's `makeBody(configuration:)`, its label as `configuration.label` and
    /// `configuration.isPressed` false (a step's tap is instant), built now, with the body that
    /// applies it. Simplified as a ViewModifier is (Guides/Fidelity.md): SwiftUI gives the style
    /// to Buttons through the environment, inside views of the app's own too; a style above
    /// such a view, or above rows built later (a ForEach), is not simulated yet.
    func applyButtonStyle(_ style: Value, to view: ViewValue, at range: SourceRange, _ context: EvalContext)
        throws -> Value
    {
        let (type, makeBody) = try plainValueMethod(
            of: style, conformingTo: "ButtonStyle", method: "makeBody", label: "configuration",
            signature: "func makeBody(configuration: Configuration) -> some View",
            misuse: "'.buttonStyle(_:)' takes a builtin style or a value of a ButtonStyle type", at: range)
        var buttons: [ViewValue] = []
        func collect(_ current: ViewValue) throws {
            if current.customInstance != nil || current.deferredRows.isEmpty == false {
                throw RuntimeError(
                    "a ButtonStyle of the app's own applied above \(current.customInstance.map { "'\($0.type.name)'" } ?? "the rows of a ForEach") is not simulated yet",
                    at: range, notes: [DiagnosticNote("apply the style to the Buttons themselves")],
                    group: .unsupported)
            }
            if current.primitiveName == "Button" {
                buttons.append(current)
                return
            }
            for child in current.children { try collect(child) }
        }
        try collect(view)
        for button in buttons {
            let label = ViewValue(kind: .group, site: button.site, range: button.range)
            label.children = button.children
            let configuration = Value.tuple(
                [.view(label), .bool(false), .null], labels: ["label", "isPressed", "role"])
            let styled = try invoke(
                makeBody, selfContext: .value(Variable(style), type), owner: .structType(type),
                arguments: [EvaluatedArgument(label: "configuration", value: configuration)], at: range, context)
            guard case .view(let body) = styled else { continue }
            button.children = [body]
        }
        return .view(view)
    }

    /// A content modifier's closure as a slot of its own: `overlay`, `background`.
    private func contentSlot(_ label: String, _ children: [ViewValue], _ closure: ClosureExpr) -> ViewValue {
        labelledSlot(label, children, closure: closure)
    }
}

extension [Stmt] {
    /// Whether a `return` appears among these statements (not inside a closure or a
    /// nested function): a body with one is not transformed by its result builder (SE-0289).
    var containsExplicitReturn: Bool {
        contains { statement in
            switch statement.kind {
            case .returnStatement: return true
            case .ifStatement(let ifStatement): return ifStatement.containsExplicitReturn
            case .switchStatement(_, let cases): return cases.contains { $0.body.containsExplicitReturn }
            default: return false
            }
        }
    }
}

extension IfStatement {
    fileprivate var containsExplicitReturn: Bool {
        if thenBody.containsExplicitReturn { return true }
        switch elseBranch {
        case .none: return false
        case .elseBlock(let body, _): return body.containsExplicitReturn
        case .elseIf(let next): return next.containsExplicitReturn
        }
    }
}

extension Stmt {
    /// The expression a `return` gives (for a diagnostic's position), else an empty one here.
    fileprivate var returnedExpr: Expr {
        if case .returnStatement(let expr?) = kind { return expr }
        return Expr(.tuple([]), range: range, id: -1)
    }
}
