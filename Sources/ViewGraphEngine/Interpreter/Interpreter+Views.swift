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
        var views: [ViewValue] = []
        for statement in statements {
            try host.tick(site: statement.range)
            switch statement.kind {
            case .expression(let expr):
                let value = try evaluate(expr, context)
                if let view = try asView(value, expr: expr) { views.append(view) }
            case .variable(let declaration):
                try declareLocal(declaration, context)
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

    // MARK: - Primitive views

    func makePrimitiveView(
        _ name: String, expr: Expr, arguments: [Argument], trailing: [TrailingClosure], _ context: EvalContext
    ) throws -> Value {
        if name == "ForEach" {
            return .view(try makeForEach(expr: expr, arguments: arguments, trailing: trailing, context))
        }
        let view = ViewValue(kind: .primitive(name), site: expr.id, range: expr.range)
        var contentClosures: [(label: String?, closure: ClosureExpr)] = trailing.map { ($0.label?.name, $0.closure) }
        for argument in arguments {
            if case .closure(let closureExpr) = argument.value.kind {
                let label = argument.label?.name
                if label == "action" {
                    view.action = makeClosure(closureExpr, context)
                } else {
                    contentClosures.append((label, closureExpr))
                }
                continue
            }
            let value = try evaluate(argument.value, context)
            switch (argument.label?.name, value) {
            case ("action", .closure(let closure)):
                view.action = closure
            case ("isOn", .binding(let binding)), ("text", .binding(let binding)), ("selection", .binding(let binding)):
                view.binding = binding
                view.arguments.append((argument.label?.name, try readBinding(binding.location, at: argument.range)))
            case (_, .closure(let closure)) where name == "Button":
                view.action = closure
            default:
                if (name == "List" || name == "LazyVStack" || name == "LazyHStack") && argument.label == nil,
                    arguments.count <= 2, trailing.count == 1
                {
                    // `List(items) { row in … }`: an implicit ForEach.
                    let forEach = try makeForEach(
                        expr: expr, dataValue: value, idArgument: arguments.first { $0.label?.name == "id" },
                        content: trailing[0].closure, context)
                    view.children = [forEach]
                    return .view(view)
                }
                if argument.label?.name == "id", name == "List" { continue }
                view.arguments.append((argument.label?.name, value))
            }
        }
        for content in contentClosures {
            // `Button("Title") { action }`, `Button { action } label: { … }`.
            if name == "Button" && view.action == nil && content.label == nil {
                view.action = makeClosure(content.closure, context)
                continue
            }
            let inner =
                content.closure.body.declaresNames ? context.with(scope: Scope(parent: context.scope)) : context
            let children = try evaluateBuilder(content.closure.body, inner)
            if let label = content.label, label != "content" {
                let labelled = ViewValue(
                    kind: .group,
                    site: content.closure.body.first.map { _ in -(content.closure.range.start + 1) } ?? -1,
                    range: content.closure.range)
                labelled.arguments = [("slot", .string(label))]
                labelled.children = children
                view.children.append(labelled)
            } else {
                view.children.append(contentsOf: children)
            }
        }
        return .view(view)
    }

    private func makeForEach(expr: Expr, arguments: [Argument], trailing: [TrailingClosure], _ context: EvalContext)
        throws -> ViewValue
    {
        guard let data = arguments.first(where: { $0.label == nil }) else {
            throw RuntimeError("'ForEach' needs the data to iterate over", at: expr.range)
        }
        var content: ClosureExpr?
        if let closure = trailing.first?.closure { content = closure }
        if content == nil, let argument = arguments.first(where: { $0.label?.name == "content" }),
            case .closure(let c) = argument.value.kind
        {
            content = c
        }
        guard let content else { throw RuntimeError("'ForEach' needs a content closure", at: expr.range) }
        let dataValue = try evaluate(data.value, context)
        return try makeForEach(
            expr: expr, dataValue: dataValue, idArgument: arguments.first { $0.label?.name == "id" }, content: content,
            context)
    }

    /// A ForEach whose rows are recorded, not yet built: the engine builds the rows
    /// it needs (all of them in a stack, only the visible ones in a lazy container, R8).
    private func makeForEach(
        expr: Expr, dataValue: Value, idArgument: Argument?, content: ClosureExpr, _ context: EvalContext
    ) throws -> ViewValue {
        let view = ViewValue(kind: .forEach, site: expr.id, range: expr.range)
        let closure = makeClosure(content, context)
        var elements: [Value]
        var source: ForEachIDSource
        var keyPath: KeyPathValue?
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
        case .array(let items):
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
        var seen: Set<ValueKey> = []
        for element in elements {
            let idValue: Value
            if let keyPath {
                idValue = try apply(keyPath, to: element, at: idArgument?.range ?? expr.range)
            } else if case .range = dataValue {
                idValue = element
            } else {
                idValue = try member(of: element, "id", at: expr.range, expr: nil, context, tracking: true)
            }
            guard let key = ValueKey(idValue) else {
                throw RuntimeError("ForEach ids must be Hashable; '\(typeName(of: idValue))' is not", at: expr.range)
            }
            if seen.insert(key).inserted == false {
                throw RuntimeError(
                    "the ID \(describe(idValue)) occurs multiple times within the collection, this will give undefined results!",
                    at: expr.range,
                    notes: [DiagnosticNote("ForEach ids must be unique (R1.4)")])
            }
            view.deferredRows.append(
                DeferredRow(
                    id: key, element: element, content: closure, forEachSite: expr.id, idSource: source,
                    range: expr.range))
        }
        return view
    }

    func apply(_ keyPath: KeyPathValue, to value: Value, at range: SourceRange) throws -> Value {
        var current = value
        for component in keyPath.components where component != "self" {
            current = try member(
                of: current, component, at: range, expr: nil, EvalContext(scope: globalScope), tracking: true)
        }
        return current
    }

    /// Builds one ForEach row's views by calling its content closure.
    package func buildRow(_ row: DeferredRow) throws -> ViewValue {
        guard case .literal(let closureExpr, let scope, let selfContext, let nodeLink) = row.content.body else {
            throw RuntimeError("ForEach content must be a closure", at: row.range)
        }
        let node = nodeLink?.target
        let inner = Scope(parent: scope)
        if let parameter = closureExpr.parameters?.first {
            if parameter.name.name != "_" { inner.declare(parameter.name.name, row.element, isLet: true) }
        } else {
            inner.declare("$0", row.element, isLet: true)
        }
        let rowView = ViewValue(kind: .group, site: row.forEachSite, range: row.range)
        rowView.explicitID = row.id
        rowView.idSource = row.idSource
        try enterCall("ForEach content", at: row.range)
        defer { leaveCall() }
        rowView.children = try evaluateBuilder(
            closureExpr.body, EvalContext(scope: inner, selfContext: selfContext, node: node))
        return rowView
    }

    // MARK: - Modifiers

    func applyModifier(
        _ name: String, to view: ViewValue, expr: Expr, arguments: [Argument], trailing: [TrailingClosure],
        _ context: EvalContext
    ) throws -> Value {
        var evaluated: [(label: String?, value: Value)] = []
        for argument in arguments {
            evaluated.append((argument.label?.name, try evaluate(argument.value, context)))
        }
        for closure in trailing {
            evaluated.append((closure.label?.name, .closure(makeClosure(closure.closure, context))))
        }
        switch name {
        case "id":
            guard let first = evaluated.first, let key = ValueKey(first.value) else {
                throw RuntimeError("'.id(_:)' needs a Hashable value", at: expr.range)
            }
            view.explicitID = key
        case "environment":
            if evaluated.count == 2, case .keyPath = evaluated[0].value {
                break
            } else if evaluated.count == 1, case .object = evaluated[0].value {
                break
            } else {
                throw RuntimeError(
                    "'.environment' takes a key path and a value, or an @Observable object", at: expr.range)
            }
        case "environmentObject":
            guard evaluated.count == 1, case .object = evaluated[0].value else {
                throw RuntimeError("'.environmentObject' takes an ObservableObject", at: expr.range)
            }
        case "task", "onAppear", "onDisappear":
            guard evaluated.contains(where: { if case .closure = $0.value { return true } else { return false } })
            else {
                throw RuntimeError("'.\(name)' needs a closure", at: expr.range)
            }
        default:
            break
        }
        view.modifiers.append(ViewModifierValue(name: name, arguments: evaluated, site: expr.id, range: expr.range))
        return .view(view)
    }
}

/// Turns an expression such as `TrailRow[2]`, `ItemRow(title: "Eggs")` or
/// `FruitList/Button("Add")` into a view reference (DESIGN.md §2.2).
package enum ViewRefConversion {
    package static func viewRef(from expr: Expr) -> ViewRef? {
        switch expr.kind {
        case .binaryOperator("/", let lhs, let rhs):
            guard let left = viewRef(from: lhs), let right = viewRef(from: rhs) else { return nil }
            return ViewRef(segments: left.segments + right.segments, range: expr.range)
        default:
            guard let segment = segment(from: expr) else { return nil }
            return ViewRef(segments: [segment], range: expr.range)
        }
    }

    private static func segment(from expr: Expr) -> ViewRefSegment? {
        switch expr.kind {
        case .identifier(let name) where name.first?.isUppercase == true:
            return ViewRefSegment(typeName: Identifier(name, range: expr.range), selector: .none, range: expr.range)
        case .subscriptAccess(let base, let arguments):
            guard case .identifier(let name) = base.kind, name.first?.isUppercase == true, arguments.count == 1 else {
                return nil
            }
            return ViewRefSegment(
                typeName: Identifier(name, range: base.range), selector: .id(arguments[0].value), range: expr.range)
        case .call(let callee, let arguments, let trailing):
            guard trailing.isEmpty, case .identifier(let name) = callee.kind, name.first?.isUppercase == true else {
                return nil
            }
            if arguments.count == 1, arguments[0].label == nil {
                return ViewRefSegment(
                    typeName: Identifier(name, range: callee.range), selector: .title(arguments[0].value),
                    range: expr.range)
            }
            guard arguments.allSatisfy({ $0.label != nil }) else { return nil }
            return ViewRefSegment(
                typeName: Identifier(name, range: callee.range), selector: .properties(arguments), range: expr.range)
        default:
            return nil
        }
    }
}
