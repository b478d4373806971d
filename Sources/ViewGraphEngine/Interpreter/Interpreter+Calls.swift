import ViewGraphDiagnostics
import ViewGraphSyntax

extension Interpreter {
    // MARK: - Calls

    func evaluateCall(
        _ expr: Expr, callee: Expr, arguments: [Argument], trailing: [TrailingClosure], _ context: EvalContext,
        hint: NominalType?
    ) throws -> Value {
        switch callee.kind {
        case .identifier(let name):
            // Name resolution is lexical, so a call site that resolved to a built-in view or a
            // builtin once (no local, no method of `self` in the way) always does.
            if let cached = builtinCallSites[expr.range.start], cached.name == name {
                if cached.primitive {
                    return try makePrimitiveView(name, expr: expr, arguments: arguments, trailing: trailing, context)
                }
                let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: nil, context)
                return try Builtins.callGlobal(name, arguments: evaluated, at: expr.range, self, context)
            }
            if context.scope.lookup(name) == nil {
                // A REF such as `ItemRow(title: "Eggs")` in step code.
                if context.viewResolver != nil, isViewTypeName(name), let ref = ViewRefConversion.viewRef(from: expr) {
                    return .viewInstance(try context.viewResolver!(ref))
                }
                if let selfContext = context.selfContext, let method = methodOfSelf(selfContext, name) {
                    let evaluated = try evaluateArguments(
                        arguments, trailing: trailing, parameters: method.decl.parameters, context)
                    return try invoke(
                        method.decl, selfContext: method.selfContext, owner: method.owner, arguments: evaluated,
                        at: expr.range, context)
                }
                if let type = program.type(named: name) {
                    return try construct(type, arguments: arguments, trailing: trailing, at: expr, context)
                }
                if let function = program.functions[name]?.first {
                    let evaluated = try evaluateArguments(
                        arguments, trailing: trailing, parameters: function.parameters, context)
                    return try invoke(
                        function, selfContext: nil, owner: nil, arguments: evaluated, at: expr.range, context)
                }
                if Builtins.primitiveViews.contains(name) || name == "ForEach" {
                    if context.viewResolver == nil { builtinCallSites[expr.range.start] = (name, true) }
                    return try makePrimitiveView(name, expr: expr, arguments: arguments, trailing: trailing, context)
                }
                if Builtins.isGlobalName(name) || Builtins.typeNames.contains(name) {
                    if context.viewResolver == nil { builtinCallSites[expr.range.start] = (name, false) }
                    let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: nil, context)
                    return try Builtins.callGlobal(name, arguments: evaluated, at: expr.range, self, context)
                }
            }
            let function = try evaluate(callee, context)
            return try callValue(function, arguments: arguments, trailing: trailing, at: expr.range, context)
        case .implicitMember(let name):
            var parameters: [Parameter]?
            if let hint, let method = hint.staticMethods[name]?.first { parameters = method.parameters }
            let caseHint = hint?.cases[name]?.associatedValues
            var evaluated: [EvaluatedArgument] = []
            for (index, argument) in arguments.enumerated() {
                var argumentHint: NominalType?
                if let caseHint, index < caseHint.count { argumentHint = hintType(caseHint[index].type) }
                if let parameters, index < parameters.count { argumentHint = hintType(parameters[index].type) }
                evaluated.append(
                    EvaluatedArgument(
                        label: argument.label?.name, value: try evaluate(argument.value, context, hint: argumentHint),
                        inoutTarget: nil, range: argument.range))
            }
            for closure in trailing {
                evaluated.append(
                    EvaluatedArgument(
                        label: closure.label?.name, value: .closure(makeClosure(closure.closure, context)),
                        inoutTarget: nil))
            }
            return try implicitMember(name, hint: hint, arguments: evaluated, at: expr.range, context)
        case .member(let base, let name):
            return try evaluateMethodCall(
                expr, base: base, name: name, arguments: arguments, trailing: trailing, context, hint: hint)
        default:
            let function = try evaluate(callee, context)
            return try callValue(function, arguments: arguments, trailing: trailing, at: expr.range, context)
        }
    }

    private func callValue(
        _ function: Value, arguments: [Argument], trailing: [TrailingClosure], at range: SourceRange,
        _ context: EvalContext
    ) throws -> Value {
        switch function {
        case .closure(let closure):
            var parameters: [Parameter]?
            if case .function(let decl, _, _) = closure.body { parameters = decl.parameters }
            let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: parameters, context)
            if case .function(let decl, let owner, let selfContext) = closure.body {
                return try invoke(
                    decl, selfContext: selfContext, owner: owner, arguments: evaluated, at: range, context)
            }
            return try call(closure, arguments: evaluated.map(\.value), at: range)
        case .type(let type):
            let expr = Expr(
                .call(
                    callee: Expr(.identifier(type.name), range: range, id: -1), arguments: arguments,
                    trailingClosures: trailing), range: range, id: -1)
            if type.nominal != nil {
                return try construct(type, arguments: arguments, trailing: trailing, at: expr, context)
            }
            let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: nil, context)
            return try Builtins.callGlobal(type.name, arguments: evaluated, at: range, self, context)
        default:
            throw RuntimeError("cannot call value of non-function type '\(typeName(of: function))'", at: range)
        }
    }

    private func evaluateMethodCall(
        _ expr: Expr, base: Expr, name: Identifier, arguments: [Argument], trailing: [TrailingClosure],
        _ context: EvalContext, hint: NominalType?
    ) throws -> Value {
        if case .optionalChain(let inner) = base.kind {
            let baseValue = try evaluate(inner, context)
            if case .null = baseValue { return .null }
        }
        let plainBase = base.strippingOptionalChain
        // Mutating methods run on the storage the base names (R4.6: `_modify`).
        if Builtins.mutatingMethods.contains(name.name) || program.mutatingMethodNames.contains(name.name),
            plainBase.isAssignable
        {
            let peek = try? evaluate(plainBase, context, tracking: false)
            if let peek, isMutatingCall(on: peek, name.name) {
                var result: Value = .void
                var parameters: [Parameter]?
                if let type = nominalType(of: peek), let method = type.methods[name.name]?.first {
                    parameters = method.parameters
                }
                let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: parameters, context)
                try modify(plainBase, context, kind: .modify) { value in
                    result = try self.callMutating(&value, name.name, arguments: evaluated, at: expr.range, context)
                }
                return result
            }
        }
        let baseValue = try evaluate(plainBase, context)
        if case .null = baseValue, base.containsOptionalChain { return .null }
        switch baseValue {
        case .view(let view):
            return try applyModifier(name.name, to: view, expr: expr, arguments: arguments, trailing: trailing, context)
        case .object(let object):
            if let method = object.type.methods[name.name]?.first {
                let evaluated = try evaluateArguments(
                    arguments, trailing: trailing, parameters: method.parameters, context)
                return try invoke(
                    method, selfContext: .object(object), owner: .classType(object.type), arguments: evaluated,
                    at: expr.range, context)
            }
        case .structValue(let instance):
            if let method = instance.type.methods[name.name]?.first {
                let evaluated = try evaluateArguments(
                    arguments, trailing: trailing, parameters: method.parameters, context)
                return try invoke(
                    method, selfContext: .value(Variable(baseValue), instance.type), owner: .structType(instance.type),
                    arguments: evaluated, at: expr.range, context)
            }
        case .enumCase(let caseValue):
            if let type = caseValue.type, let method = type.methods[name.name]?.first {
                let evaluated = try evaluateArguments(
                    arguments, trailing: trailing, parameters: method.parameters, context)
                return try invoke(
                    method, selfContext: .enumValue(Variable(baseValue), type), owner: .enumType(type),
                    arguments: evaluated, at: expr.range, context)
            }
        case .type(let typeRef):
            if let nominal = typeRef.nominal {
                if let method = nominal.staticMethods[name.name]?.first {
                    let evaluated = try evaluateArguments(
                        arguments, trailing: trailing, parameters: method.parameters, context)
                    return try invoke(
                        method, selfContext: .staticType(typeRef), owner: typeRef, arguments: evaluated, at: expr.range,
                        context)
                }
                if let element = nominal.cases[name.name] {
                    var evaluated: [Value] = []
                    for (index, argument) in arguments.enumerated() {
                        let argumentHint = element.associatedValues.flatMap {
                            index < $0.count ? hintType($0[index].type) : nil
                        }
                        evaluated.append(try evaluate(argument.value, context, hint: argumentHint))
                    }
                    return .enumCase(
                        EnumCaseValue(
                            type: nominal, name: name.name, payload: evaluated, labels: arguments.map { $0.label?.name }
                        ))
                }
                if name.name == "init" {
                    return try construct(typeRef, arguments: arguments, trailing: trailing, at: expr, context)
                }
            }
        case .viewInstance(let node):
            if let method = node.type.methods[name.name]?.first {
                var inner = context
                inner.node = node
                let evaluated = try evaluateArguments(
                    arguments, trailing: trailing, parameters: method.parameters, context)
                return try invoke(
                    method, selfContext: .value(Variable(.structValue(node.value)), node.type),
                    owner: .structType(node.type), arguments: evaluated, at: expr.range, inner)
            }
        case .tuple(let items, let labels) where labels.first == "objectWillChange":
            if name.name == "send", case .object(let object) = items[0] {
                try host.objectWillChangeSent(object, site: expr.range)
                return .void
            }
        default:
            break
        }
        let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: nil, context)
        if case .closure(let closure) = try? member(
            of: baseValue, name.name, at: name.range, expr: nil, context, tracking: true)
        {
            return try call(closure, arguments: evaluated.map(\.value), at: expr.range)
        }
        return try Builtins.callMethod(
            baseValue, name.name, arguments: evaluated, at: expr.range, nameRange: name.range, self, context)
    }

    private func isMutatingCall(on value: Value, _ name: String) -> Bool {
        switch value {
        case .structValue(let s):
            return s.type.methods[name]?.first?.modifiers.contains { $0.name == "mutating" } ?? false
        case .enumCase(let c):
            return c.type?.methods[name]?.first?.modifiers.contains { $0.name == "mutating" } ?? false
        case .object, .view, .type, .viewInstance:
            return false
        default:
            return Builtins.mutatingMethods.contains(name)
        }
    }

    /// Calls a mutating method on a value in place.
    func callMutating(
        _ value: inout Value, _ name: String, arguments: [EvaluatedArgument], at range: SourceRange,
        _ context: EvalContext
    ) throws -> Value {
        switch value {
        case .structValue(let instance):
            guard let method = instance.type.methods[name]?.first else { break }
            let variable = Variable(value)
            let result = try invoke(
                method, selfContext: .value(variable, instance.type), owner: .structType(instance.type),
                arguments: arguments, at: range, context)
            value = variable.value
            return result
        case .enumCase(let caseValue):
            guard let type = caseValue.type, let method = type.methods[name]?.first else { break }
            let variable = Variable(value)
            let result = try invoke(
                method, selfContext: .enumValue(variable, type), owner: .enumType(type), arguments: arguments,
                at: range, context)
            value = variable.value
            return result
        default:
            break
        }
        let result = try Builtins.callMutating(&value, name, arguments: arguments, at: range, self, context)
        try checkSize(value, at: range)
        return result
    }

    // MARK: - Arguments

    func evaluateArguments(
        _ arguments: [Argument], trailing: [TrailingClosure], parameters: [Parameter]?, _ context: EvalContext
    ) throws -> [EvaluatedArgument] {
        var evaluated: [EvaluatedArgument] = []
        var parameterIndex = 0
        for argument in arguments {
            var parameter: Parameter?
            if let parameters {
                while parameterIndex < parameters.count, parameters[parameterIndex].label != argument.label?.name,
                    parameters[parameterIndex].defaultValue != nil
                {
                    parameterIndex += 1
                }
                if parameterIndex < parameters.count {
                    parameter = parameters[parameterIndex]
                    parameterIndex += 1
                }
            }
            if case .prefixOperator("&", let target) = argument.value.kind {
                let value = try evaluate(target, context)
                evaluated.append(
                    EvaluatedArgument(
                        label: argument.label?.name, value: value, inoutTarget: target, range: argument.range))
                continue
            }
            var value = try evaluate(argument.value, context, hint: hintType(parameter?.type))
            value = coerce(value, to: parameter?.type)
            evaluated.append(
                EvaluatedArgument(label: argument.label?.name, value: value, inoutTarget: nil, range: argument.range))
        }
        for closure in trailing {
            evaluated.append(
                EvaluatedArgument(
                    label: closure.label?.name, value: .closure(makeClosure(closure.closure, context)),
                    inoutTarget: nil, range: closure.closure.range))
        }
        return evaluated
    }

    /// Binds arguments to parameters by label, in order, with defaults (Swift's rules).
    func bindParameters(
        _ parameters: [Parameter], arguments: [EvaluatedArgument], into scope: Scope, calleeName: String,
        at range: SourceRange
    ) throws {
        var index = 0
        for parameter in parameters {
            if index < arguments.count,
                arguments[index].label == parameter.label
                    || (arguments[index].label == nil && isClosureParameter(parameter) && index == arguments.count - 1)
            {
                scope.declare(
                    parameter.name.name, coerce(arguments[index].value, to: parameter.type), isLet: !parameter.isInout)
                index += 1
            } else if let defaultValue = parameter.defaultValue {
                scope.declare(
                    parameter.name.name,
                    coerce(try evaluate(defaultValue, EvalContext(scope: globalScope)), to: parameter.type), isLet: true
                )
            } else {
                let expected = parameter.label.map { "'\($0):'" } ?? "an unlabeled argument"
                throw RuntimeError("missing argument for parameter \(expected) in call to '\(calleeName)'", at: range)
            }
        }
        if index < arguments.count {
            let label = arguments[index].label.map { "'\($0):'" } ?? "unlabeled"
            throw RuntimeError(
                "extra argument \(label) in call to '\(calleeName)'",
                at: arguments[index].range.isEmpty ? range : arguments[index].range)
        }
    }

    private func isClosureParameter(_ parameter: Parameter) -> Bool {
        if case .function = parameter.type.kind { return true }
        return false
    }

    /// Runs a declared function or method, with `inout` copy-in copy-out.
    func invoke(
        _ function: FunctionDecl, selfContext: SelfContext?, owner: TypeRef?, arguments: [EvaluatedArgument],
        at range: SourceRange, _ context: EvalContext
    ) throws -> Value {
        let inoutArguments = arguments.enumerated().filter { $0.element.inoutTarget != nil }
        if let (position, argument) = inoutArguments.first, let target = argument.inoutTarget {
            // `&x`: the storage is accessed in place for the whole call (`_modify`, R4.6).
            var result: Value = .void
            try modify(target, context, kind: .modify) { value in
                var rest = arguments
                rest[position].inoutTarget = nil
                rest[position].value = value
                let variableName =
                    function.parameters.indices.contains(position) ? function.parameters[position].name.name : ""
                var finalValue = value
                result = try self.invokeBody(function, selfContext: selfContext, arguments: rest, at: range, context) {
                    scope in
                    if let v = scope.names[variableName] { finalValue = v.value }
                }
                value = finalValue
            }
            return result
        }
        return try invokeBody(
            function, selfContext: selfContext, arguments: arguments, at: range, context, afterwards: nil)
    }

    private func invokeBody(
        _ function: FunctionDecl, selfContext: SelfContext?, arguments: [EvaluatedArgument], at range: SourceRange,
        _ context: EvalContext, afterwards: ((Scope) -> Void)?
    ) throws -> Value {
        let scope = Scope(parent: globalScope)
        try bindParameters(
            function.parameters, arguments: arguments, into: scope, calleeName: function.name.name, at: range)
        let displayName = function.name.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        try enterCall(displayName, at: range)
        defer { leaveCall() }
        let inner = EvalContext(scope: scope, selfContext: selfContext, node: context.node)
        let result: Value
        if isViewBuilderType(function.returnType) {
            result = .view(try evaluateBuilderBody(function.body, inner, site: function.name.range))
        } else if function.returnType != nil, let single = function.body.singleExpression {
            result = coerce(try evaluate(single, inner, hint: hintType(function.returnType)), to: function.returnType)
        } else {
            switch try execute(function.body, inner) {
            case .returned(let value): result = coerce(value, to: function.returnType)
            default: result = .void
            }
        }
        afterwards?(scope)
        return result
    }

    /// Calls a closure value with positional arguments.
    func call(_ closure: Closure, arguments: [Value], at range: SourceRange) throws -> Value {
        switch closure.body {
        case .native(_, let body):
            return try body(arguments)
        case .function(let decl, let owner, let selfContext):
            return try invoke(
                decl, selfContext: selfContext, owner: owner,
                arguments: arguments.map { EvaluatedArgument(label: nil, value: $0, inoutTarget: nil) }, at: range,
                EvalContext(scope: globalScope))
        case .literal(let closureExpr, let scope, let selfContext, let nodeLink):
            let node = nodeLink?.target
            let inner = Scope(parent: scope)
            if let parameters = closureExpr.parameters {
                if parameters.count == arguments.count {
                    for (parameter, value) in zip(parameters, arguments) where parameter.name.name != "_" {
                        inner.declare(parameter.name.name, coerce(value, to: parameter.type), isLet: true)
                    }
                } else if parameters.count == 1, arguments.count > 1 {
                    inner.declare(
                        parameters[0].name.name, .tuple(arguments, labels: arguments.map { _ in nil }), isLet: true)
                } else if parameters.count > 1, arguments.count == 1, case .tuple(let items, _) = arguments[0],
                    items.count == parameters.count
                {
                    for (parameter, value) in zip(parameters, items) where parameter.name.name != "_" {
                        inner.declare(parameter.name.name, value, isLet: true)
                    }
                } else {
                    throw RuntimeError(
                        "closure expects \(parameters.count) argument(s) but was called with \(arguments.count)",
                        at: closureExpr.range)
                }
            } else {
                // `$0` is the argument; a single tuple argument is spread over `$0`, `$1`, …
                // only when the body uses `$1` (as `dict.map { $0 + $1 }` does).
                if arguments.count == 1, case .tuple(let items, _) = arguments[0],
                    highestClosureArgument(closureExpr) > 0
                {
                    for (index, value) in items.enumerated() { inner.declare("$\(index)", value, isLet: true) }
                } else {
                    for (index, value) in arguments.enumerated() { inner.declare("$\(index)", value, isLet: true) }
                }
            }
            try enterCall("closure", at: range)
            defer { leaveCall() }
            let context = EvalContext(scope: inner, selfContext: selfContext, node: node)
            // A closure with one expression returns it (`{ $0.id }`).
            if closureExpr.body.count == 1, case .expression(let expr) = closureExpr.body[0].kind {
                return try evaluate(expr, context)
            }
            switch try execute(closureExpr.body, context) {
            case .returned(let value): return value
            default: return .void
            }
        }
    }

    /// The highest `$n` a closure's body uses (-1 when none), cached per literal.
    func highestClosureArgument(_ closure: ClosureExpr) -> Int {
        if let cached = closureArgumentCache[closure.range.start] { return cached }
        var highest = -1
        ExprWalker.walk(closure.body) { expr in
            if case .closureArgument(let index) = expr.kind { highest = max(highest, index) }
        }
        closureArgumentCache[closure.range.start] = highest
        return highest
    }

    // MARK: - Construction

    /// `Type(…)`: a struct (memberwise or declared `init`), a class, or an enum by raw value.
    func construct(
        _ type: TypeRef, arguments: [Argument], trailing: [TrailingClosure], at expr: Expr, _ context: EvalContext
    ) throws -> Value {
        guard let nominal = type.nominal else {
            let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: nil, context)
            return try Builtins.callGlobal(type.name, arguments: evaluated, at: expr.range, self, context)
        }
        switch nominal.kind {
        case .classKind:
            let parameters = nominal.initializers.first {
                parametersAccept($0.parameters, labels: arguments.map { $0.label?.name })
            }?.parameters
            let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: parameters, context)
            return try instantiate(nominal, arguments: evaluated, trailing: [], at: expr.range, context)
        case .enumKind:
            let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: nil, context)
            if evaluated.count == 1, evaluated[0].label == "rawValue" {
                for name in nominal.caseOrder {
                    let candidate = EnumCaseValue(type: nominal, name: name)
                    if valuesEqual(try rawValue(of: candidate, type: nominal, at: expr.range), evaluated[0].value) {
                        return .enumCase(candidate)
                    }
                }
                return .null
            }
            throw RuntimeError(
                "enum '\(nominal.name)' can only be created from a case or 'init(rawValue:)'", at: expr.range)
        case .structKind:
            let instance = try makeStruct(nominal, arguments: arguments, trailing: trailing, at: expr.range, context)
            if nominal.isView {
                let view = ViewValue(kind: .custom(instance), site: expr.id, range: expr.range)
                return .view(view)
            }
            return .structValue(instance)
        }
    }

    func makeStruct(
        _ type: StructType, arguments: [Argument], trailing: [TrailingClosure], at range: SourceRange,
        _ context: EvalContext
    ) throws -> StructInstance {
        try enterCall(type.name + ".init", at: range)
        defer { leaveCall() }
        let labels = arguments.map { $0.label?.name } + trailing.map { $0.label?.name }
        if type.initializers.isEmpty == false {
            let initializer = try pickInitializer(
                type.initializers,
                arguments: labels.map { EvaluatedArgument(label: $0, value: .void, inoutTarget: nil) },
                typeName: type.name, at: range)
            let evaluated = try evaluateArguments(
                arguments, trailing: trailing, parameters: initializer.parameters, context)
            let variable = Variable(.structValue(try defaultInstance(type, context)))
            try runInitializer(
                initializer, selfContext: .value(variable, type), arguments: evaluated, trailing: [], at: range, context
            )
            guard case .structValue(let instance) = variable.value else {
                throw RuntimeError("initializer replaced 'self'", at: range)
            }
            return instance
        }
        // The memberwise initializer: stored properties in order; those with a default may be left out.
        var instance = try defaultInstance(type, context)
        let members = type.stored.enumerated().filter { memberwiseParameter($0.element) }
        var evaluated = try evaluateArguments(
            arguments, trailing: trailing, parameters: members.map { memberParameter($0.element) }, context)
        var argumentIndex = 0
        for (index, property) in members {
            if argumentIndex < evaluated.count,
                evaluated[argumentIndex].label == property.name
                    || (evaluated[argumentIndex].label == nil && argumentIndex == evaluated.count - 1
                        && argumentIndex >= arguments.count)
            {
                let value = coerce(evaluated[argumentIndex].value, to: property.type)
                instance.fields[index] = try wrapForStorage(
                    value, property: property, at: evaluated[argumentIndex].range)
                argumentIndex += 1
            } else if property.initializer == nil && property.wrapper == nil {
                throw RuntimeError(
                    "missing argument for parameter '\(property.name):' in call to '\(type.name)'", at: range,
                    notes: [
                        DiagnosticNote(
                            "'\(type.name)' is initialised with: ("
                                + members.map { $0.element.name + ":" }.joined(separator: " ") + ")")
                    ])
            } else if property.initializer == nil
                && (property.wrapper == .binding || property.wrapper == .observedObject
                    || property.wrapper == .bindable)
            {
                throw RuntimeError(
                    "missing argument for parameter '\(property.name):' in call to '\(type.name)'", at: range)
            }
        }
        if argumentIndex < evaluated.count {
            let extra = evaluated[argumentIndex]
            evaluated.removeAll()
            throw RuntimeError(
                "extra argument '\(extra.label ?? "_")' in call to '\(type.name)'",
                at: extra.range.isEmpty ? range : extra.range,
                notes: [
                    DiagnosticNote(
                        "'\(type.name)' is initialised with: ("
                            + members.map { $0.element.name + ":" }.joined(separator: " ") + ")")
                ])
        }
        return instance
    }

    private func memberwiseParameter(_ property: StoredProperty) -> Bool {
        if property.isLet && property.initializer != nil { return false }
        switch property.wrapper {
        case .environmentKey?, .environmentType?, .environmentObject?: return false
        default: return true
        }
    }

    private func memberParameter(_ property: StoredProperty) -> Parameter {
        Parameter(
            label: property.name, name: Identifier(property.name, range: property.range),
            type: property.type ?? TypeSyntax(.error, range: property.range), isInout: false,
            defaultValue: property.initializer, range: property.range)
    }

    /// A struct with every stored property at its default value (wrappers built from
    /// their initial-value expressions, evaluated now: R5.2).
    func defaultInstance(_ type: StructType, _ context: EvalContext) throws -> StructInstance {
        var fields: [Value] = []
        fields.reserveCapacity(type.stored.count)
        let initContext = EvalContext(scope: Scope(parent: globalScope), selfContext: nil, node: context.node)
        for property in type.stored {
            var value: Value = .null
            if let initializer = property.initializer {
                if property.wrapper == .stateObject {
                    // `@StateObject var m = Model()` stores an autoclosure (R5.3).
                    let thunk = Closure(
                        body: .literal(
                            ClosureExpr(
                                captureList: [], parameters: [],
                                body: [Stmt(.expression(initializer), range: initializer.range)],
                                range: initializer.range), scope: initContext.scope, selfContext: nil, node: nil),
                        captures: false, site: initializer.id, id: initializer.id)
                    fields.append(.wrapper(.stateObject(thunk: thunk)))
                    continue
                }
                value = coerce(try evaluate(initializer, initContext, hint: hintType(property.type)), to: property.type)
            }
            switch property.wrapper {
            case .state?: value = .wrapper(.state(initial: value))
            case .environmentKey(let key)?: value = .wrapper(.environmentKey(key))
            case .environmentType(let name)?: value = .wrapper(.environmentType(name))
            case .environmentObject?:
                var typeName = "?"
                if let type = property.type, case .named(let name, _) = type.kind { typeName = name }
                value = .wrapper(.environmentObject(typeName: typeName))
            default: break
            }
            fields.append(value)
        }
        return StructInstance(type: type, fields: fields)
    }

    /// What a memberwise argument becomes in the struct: `@State` keeps it as its
    /// initial value, `@Binding` needs a binding, `@ObservedObject` an object.
    func wrapForStorage(_ value: Value, property: StoredProperty, at range: SourceRange) throws -> Value {
        switch property.wrapper {
        case .state?: return .wrapper(.state(initial: value))
        case .binding?:
            guard case .binding(let binding) = value else {
                throw RuntimeError(
                    "'\(property.name)' is a @Binding: pass a binding such as '$\(property.name)'", at: range)
            }
            return .wrapper(.binding(binding))
        case .observedObject?: return .wrapper(.observedObject(value))
        case .bindable?: return .wrapper(.bindable(value))
        case .stateObject?:
            let thunk = Closure(
                body: .native(name: "StateObject") { _ in value }, captures: true, site: nil, id: makeClosureID())
            return .wrapper(.stateObject(thunk: thunk))
        default: return value
        }
    }

    func methodOfSelf(_ selfContext: SelfContext, _ name: String) -> (
        decl: FunctionDecl, selfContext: SelfContext, owner: TypeRef?
    )? {
        switch selfContext {
        case .object(let object):
            if let method = object.type.methods[name]?.first { return (method, selfContext, .classType(object.type)) }
            if let method = object.type.staticMethods[name]?.first {
                return (method, .staticType(.classType(object.type)), .classType(object.type))
            }
        case .value(_, let type), .enumValue(_, let type):
            if let method = type.methods[name]?.first { return (method, selfContext, typeRef(of: type)) }
            if let method = type.staticMethods[name]?.first {
                return (method, .staticType(typeRef(of: type)), typeRef(of: type))
            }
        case .staticType(let typeRef):
            if let nominal = typeRef.nominal, let method = nominal.staticMethods[name]?.first {
                return (method, selfContext, typeRef)
            }
        }
        return nil
    }

    func isViewBuilderType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        if case .opaque(let inner) = type.kind, case .named("View", _) = inner.kind { return true }
        return false
    }
}

extension Array where Element == Stmt {
    /// The expression of a body that is one expression (an implicit return).
    var singleExpression: Expr? {
        guard count == 1, case .expression(let expr) = self[0].kind else { return nil }
        return expr
    }
}

extension Expr {
    /// Whether the expression names storage that can be modified in place.
    var isAssignable: Bool {
        switch kind {
        case .identifier, .selfValue, .projection: return true
        case .member(let base, _): return base.isAssignable || base.isObjectLike
        case .subscriptAccess(let base, _): return base.isAssignable
        case .forceUnwrap(let inner), .optionalChain(let inner): return inner.isAssignable
        default: return false
        }
    }

    private var isObjectLike: Bool {
        if case .call = kind { return true }
        return false
    }
}
