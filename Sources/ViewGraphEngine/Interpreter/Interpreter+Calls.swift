// Calls in the Swift subset: global functions, methods (instance and static, on
// structs, classes, enums and live views), initializers (declared, memberwise, class,
// raw-value), implicit-member calls (`.make(x:)`), closures and builtins. Every call of
// a declared function resolves its overload by name and argument labels (see
// MemberResolver), binds arguments by Swift's matching rules, and runs `inout`
// arguments copy-in copy-out, each written back when the call ends (R4.6: a write-back
// is an in-place `_modify`). Exact for the supported subset; overloads that differ only
// in parameter types are not told apart.
import ViewGraphDiagnostics
import ViewGraphSyntax

extension Interpreter {
    // MARK: - Calls

    /// `Swift.min(2, count)` in an extension of Array (the parser drops the module name):
    /// a collection's own `min`/`max` takes no value arguments, so a call with two is the
    /// global function, the only one valid Swift can mean there.
    private static func isGlobalMinOrMax(_ name: String, _ arguments: [Argument]) -> Bool {
        (name == "min" || name == "max") && arguments.count >= 2 && arguments.allSatisfy { $0.label == nil }
    }

    func evaluateCall(
        _ expr: Expr, callee: Expr, arguments: [Argument], trailing: [TrailingClosure], _ context: EvalContext,
        hint: TypeHint?
    ) throws -> Value {
        switch callee.kind {
        case .identifier(let name):
            // Name resolution is lexical, so a call site that resolved to a built-in view or a
            // builtin once (no local, no method of `self` in the way) always does.
            if let cached = builtinCallSites[expr.range.start], cached.name == name {
                if let builder = cached.view {
                    return try makePrimitiveView(builder, expr: expr, arguments: arguments, trailing: trailing, context)
                }
                let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: nil, context)
                return try Builtins.callGlobal(name, arguments: evaluated, at: expr.range, self, context)
            }
            if name == "StateObject", arguments.count == 1, arguments[0].label?.name == "wrappedValue",
                trailing.isEmpty, context.scope.lookup(name) == nil, program.type(named: name) == nil
            {
                return stateObjectWrapper(arguments[0].value, context)
            }
            if context.scope.lookup(name) == nil {
                // A REF such as `ItemRow(title: "Eggs")` in step code.
                if context.viewResolver != nil, isViewTypeName(name), let ref = ViewRefConversion.viewRef(from: expr) {
                    return .viewInstance(try context.viewResolver!(ref))
                }
                if let selfContext = context.selfContext,
                    let method = try methodOfSelf(
                        selfContext, name,
                        labels: CallLabels(arguments: arguments, trailing: trailing, context: context),
                        at: expr.range)
                {
                    let evaluated = try evaluateArguments(
                        arguments, trailing: trailing, parameters: method.decl.parameters, context)
                    return try invoke(
                        method.decl, selfContext: method.selfContext, owner: method.owner, arguments: evaluated,
                        at: expr.range, context)
                }
                if case .value(let variable, let type)? = context.selfContext, type.isBuiltinExtension,
                    case .view(let view) = variable.value, BuiltinCatalogue.modifier(named: name) != nil
                {
                    // `padding()` in `extension View { func card() -> some View { … } }`: a
                    // modifier on implicit `self`.
                    return try applyModifier(
                        name, to: view, expr: expr, arguments: arguments, trailing: trailing, context)
                }
                if case .value(let variable, let type)? = context.selfContext, type.isBuiltinExtension,
                    Builtins.hasMethod(variable.value, name), !Self.isGlobalMinOrMax(name, arguments)
                {
                    // `map { … }`, `append(x)` in an extension of a builtin: its own method on `self`.
                    return try builtinMethodOfSelf(
                        variable, name, arguments: arguments, trailing: trailing, at: expr, context)
                }
                if let type = program.type(named: name) {
                    return try construct(type, arguments: arguments, trailing: trailing, at: expr, context)
                }
                if arguments.isEmpty, trailing.isEmpty, let target = program.expandingAliases(name) {
                    // `Rows()` for `typealias Rows = [Row]`: an empty collection, as `[Row]()`.
                    switch target.kind {
                    case .array: return try evaluate(Expr(.arrayLiteral([]), range: expr.range, id: -1), context)
                    case .dictionary:
                        return try evaluate(Expr(.dictionaryLiteral([]), range: expr.range, id: -1), context)
                    default: break
                    }
                }
                if let candidates = program.functions[name],
                    let function = try resolveOverload(
                        candidates, named: name,
                        labels: CallLabels(arguments: arguments, trailing: trailing, context: context),
                        at: expr.range)
                {
                    let evaluated = try evaluateArguments(
                        arguments, trailing: trailing, parameters: function.parameters, context)
                    return try invoke(
                        function, selfContext: nil, owner: nil, arguments: evaluated, at: expr.range, context)
                }
                if Builtins.primitiveViews.contains(name) || name == "ForEach" {
                    if context.viewResolver == nil, let builder = ViewBuiltins.primitiveBuilders[name] {
                        builtinCallSites[expr.range.start] = (name, builder)
                    }
                    return try makePrimitiveView(name, expr: expr, arguments: arguments, trailing: trailing, context)
                }
                if Builtins.isGlobalName(name) || Builtins.typeNames.contains(name) {
                    if context.viewResolver == nil { builtinCallSites[expr.range.start] = (name, nil) }
                    let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: nil, context)
                    return try Builtins.callGlobal(name, arguments: evaluated, at: expr.range, self, context)
                }
            }
            let function = try evaluate(callee, context)
            return try callValue(function, arguments: arguments, trailing: trailing, at: expr.range, context)
        case .optionalChain(let inner):
            // `onFinish?(3)`: a nil optional closure is not called, and the call is nil.
            let function = try evaluate(inner, context)
            if case .null = function { return .null }
            return try callValue(function, arguments: arguments, trailing: trailing, at: expr.range, context)
        case .implicitMember(let name):
            if name == "init", let nominal = hint?.nominal {
                // `let theme: Theme = .init(accent: "red")`: the expected type's initializer.
                return try construct(typeRef(of: nominal), arguments: arguments, trailing: trailing, at: expr, context)
            }
            if name == "some", arguments.count == 1, arguments[0].label == nil, trailing.isEmpty,
                hint?.nominal?.cases["some"] == nil
            {
                // `let level: Level? = .some(.high)`: Optional's case holds the value itself,
                // typed by what the optional wraps.
                return try evaluate(arguments[0].value, context, hint: hint)
            }
            return try evaluateImplicitMemberCall(
                expr, name: name, arguments: arguments, trailing: trailing, context, hint: hint?.nominal,
                builtin: hint?.builtinName)
        case .member(let base, let name):
            return try evaluateMethodCall(
                expr, base: base, name: name, arguments: arguments, trailing: trailing, context,
                hint: base.isImplicitMemberChain ? hint : nil)
        default:
            let function = try evaluate(callee, context)
            return try callValue(function, arguments: arguments, trailing: trailing, at: expr.range, context)
        }
    }

    /// `.name(…)` where the context expects `hint`: an enum case with a payload, or a
    /// static method of the expected type (resolved by labels), else a symbolic value.
    private func evaluateImplicitMemberCall(
        _ expr: Expr, name: String, arguments: [Argument], trailing: [TrailingClosure], _ context: EvalContext,
        hint: NominalType?, builtin: String?
    ) throws -> Value {
        if let hint, hint.cases[name] == nil,
            let method = try resolveMethod(
                named: name, labels: CallLabels(arguments: arguments, trailing: trailing, context: context), on: hint,
                isStatic: true,
                at: expr.range)
        {
            let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: method.parameters, context)
            let owner = typeRef(of: hint)
            return try invoke(
                method, selfContext: .staticType(owner), owner: owner, arguments: evaluated, at: expr.range, context)
        }
        let caseHint = hint?.cases[name]?.associatedValues
        // `.failure(.offline)` returned as a `Result<Data, LoadError>`: the payload is read in
        // the generic argument the return type names.
        var resultHint: TypeHint?
        if builtin == "Result", name == "success" || name == "failure", let declared = returnTypes.last ?? nil,
            case .named("Result", let generic) = declared.kind, generic.count == 2
        {
            resultHint = hintType(generic[name == "success" ? 0 : 1])
        }
        var evaluated: [EvaluatedArgument] = []
        for (index, argument) in arguments.enumerated() {
            var argumentHint: TypeHint? = resultHint
            if let caseHint, index < caseHint.count { argumentHint = hintType(caseHint[index].type) }
            evaluated.append(
                EvaluatedArgument(
                    label: argument.label?.name, value: try evaluate(argument.value, context, hint: argumentHint),
                    range: argument.range))
        }
        for closure in trailing {
            evaluated.append(
                EvaluatedArgument(
                    label: closure.label?.name, value: .closure(makeClosure(closure.closure, context)),
                    inoutPlace: nil, range: closure.closure.range, isTrailing: true))
        }
        return try implicitMember(name, hint: hint, builtin: builtin, arguments: evaluated, at: expr.range, context)
    }

    func callValue(
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
                    decl, selfContext: selfContext, owner: owner, arguments: evaluated, at: range, context,
                    enclosingScope: closure.enclosingScope)
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
        case .keyPath(let keyPath) where arguments.count == 1 && arguments[0].label == nil && trailing.isEmpty:
            // `key($0)` of a `(T) -> V` parameter given `\.age` (SE-0249): the property it names.
            return try apply(keyPath, to: try evaluate(arguments[0].value, context), at: range)
        default:
            throw RuntimeError("cannot call value of non-function type '\(typeName(of: function))'", at: range)
        }
    }

    /// `base.name(…)`. A call that may mutate (a `mutating` method, or a builtin such as
    /// `append`) on storage resolves the storage once and runs on it in place (R4.6:
    /// `_modify`); any other call evaluates the base once and calls the method on its value.
    private func evaluateMethodCall(
        _ expr: Expr, base: Expr, name: Identifier, arguments: [Argument], trailing: [TrailingClosure],
        _ context: EvalContext, hint: TypeHint?
    ) throws -> Value {
        if name.name == "init", case .selfValue = base.kind {
            return try delegateInitializer(arguments: arguments, trailing: trailing, at: expr.range, context)
        }
        if case .superValue = base.kind {
            return try superCall(name, arguments: arguments, trailing: trailing, at: expr.range, context)
        }
        if case .identifier(let typeName) = base.kind,
            let view = try staticBuiltinView(
                typeName, name.name, arguments: arguments, trailing: trailing, at: expr, context)
        {
            return .view(view)
        }
        let plainBase = base.strippingOptionalChain
        let baseValue: Value
        if Builtins.mutatingMethods.contains(name.name) || program.mutatingMethodNames.contains(name.name),
            plainBase.isAssignable
        {
            guard let place = try resolvePlace(base, context) else { return .null }
            if let current = try valueBeforeWrite(place, context),
                let mutating = try mutatingCall(
                    on: current, name.name,
                    labels: CallLabels(arguments: arguments, trailing: trailing, context: context),
                    at: expr.range)
            {
                var result: Value = .void
                let evaluated = try evaluateArguments(
                    arguments, trailing: trailing, parameters: mutating?.parameters, context,
                    otherwise: Self.elementHint(of: current) ?? declaredElementHint(plainBase, context))
                try modify(place, context, kind: .modify) { value in
                    result = try self.callMutating(
                        &value, name.name, method: mutating, arguments: evaluated, at: expr.range, context)
                }
                return result
            }
            baseValue = try read(place, context, tracking: true)
        } else {
            if case .optionalChain(let inner) = base.kind {
                baseValue = try evaluate(inner, context)
                if case .null = baseValue { return .null }
            } else if let extended = try extendedCollectionType(base, context) {
                // `[Trail].make(count: 3)` of `extension Array where Element == Trail`.
                baseValue = .type(extended)
            } else {
                // `hint`: the contextual type of an implicit member chain's root (SE-0287).
                baseValue = try evaluate(base, context, hint: hint)
                if case .null = baseValue, base.containsOptionalChain { return .null }
            }
        }
        if name.name == "map" || name.name == "flatMap", Self.hasOwnMap(baseValue),
            isDeclaredOptional(base, context) || isEvidentlyOptional(base)
        {
            // `category.map { " \($0)" }` of a `String?` property: Optional's `map`, as the
            // declaration says, not the collection's (`category?.map` is the collection's).
            let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: nil, context)
            return try Builtins.optionalMap(
                baseValue, name.name, BuiltinCall(evaluated, at: expr.range, self, context)) ?? .null
        }
        let result = try callMethod(
            on: baseValue, expr, name: name, arguments: arguments, trailing: trailing, context)
        if name.name == "reduce", case .int(let initial) = result, case .array(let items) = baseValue, items.isEmpty,
            arguments.count == 2, arguments[0].value.isLiteralArithmetic, arguments[1].value.isOperatorReference,
            case .array(let element)? = declaredType(of: plainBase, context)?.kind, Self.isFloatingPointType(element)
        {
            // `prices.reduce(0, +)` of an empty `[Double]`: `+` on Doubles makes the literal a
            // Double (0.0). (With a closure the accumulator's type is the closure's, unknown here.)
            return .double(Double(initial))
        }
        return result
    }

    /// Runs the initializer `type` declares for these labels on `selfContext`; false when
    /// it declares none (a struct's memberwise one, an enum's `rawValue:`, may still apply).
    private func runDeclaredInitializer(
        of type: NominalType, selfContext: SelfContext, _ labels: CallLabels, _ arguments: [Argument],
        _ trailing: [TrailingClosure], at range: SourceRange, _ context: EvalContext
    ) throws -> Bool {
        guard let initializer = type.initializers.first(where: { ArgumentMatcher.fits($0.parameters, labels) }) else {
            return false
        }
        let evaluated = try evaluateArguments(
            arguments, trailing: trailing, parameters: initializer.parameters, context)
        try runInitializer(initializer, selfContext: selfContext, arguments: evaluated, at: range, context)
        return true
    }

    /// `self.init(name: name, songs: [])` in an initializer: another initializer of the
    /// same type runs on `self` (a struct's memberwise one when the type declares none
    /// with those labels).
    private func delegateInitializer(
        arguments: [Argument], trailing: [TrailingClosure], at range: SourceRange, _ context: EvalContext
    ) throws -> Value {
        let labels = CallLabels(arguments: arguments, trailing: trailing, context: context)
        switch context.selfContext {
        case .value(let variable, let type)?:
            if try runDeclaredInitializer(
                of: type, selfContext: .value(variable, type), labels, arguments, trailing, at: range, context)
            {
                return .void
            }
            let built = try makeMemberwise(type, arguments: arguments, trailing: trailing, at: range, context)
            variable.value = .structValue(built)
            return .void
        case .enumValue(let variable, let type)?:
            if try runDeclaredInitializer(
                of: type, selfContext: .enumValue(variable, type), labels, arguments, trailing, at: range, context)
            {
                return .void
            }
            let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: nil, context)
            guard evaluated.count == 1, evaluated[0].label == "rawValue" else {
                throw RuntimeError(
                    "no initializer of '\(type.name)' takes the arguments \(labels.description)", at: range)
            }
            // `self.init(rawValue: code.lowercased())` in a failable init: no such case fails it.
            guard let found = try enumCase(of: type, rawValue: evaluated[0].value, at: range) else {
                throw FailedInitialization()
            }
            variable.value = .enumCase(found)
            return .void
        case .object(let object)?:
            let initializer = try pickInitializer(
                object.type.initializers, labels: labels, typeName: object.type.name, at: range)
            let evaluated = try evaluateArguments(
                arguments, trailing: trailing, parameters: initializer.parameters, context)
            try runInitializer(initializer, selfContext: .object(object), arguments: evaluated, at: range, context)
            return .void
        default:
            throw RuntimeError("'self.init' is only available in an initializer", at: range)
        }
    }

    /// Calls method `name` of a value already evaluated (not in place).
    private func callMethod(
        on baseValue: Value, _ expr: Expr, name: Identifier, arguments: [Argument], trailing: [TrailingClosure],
        _ context: EvalContext
    ) throws -> Value {
        switch baseValue {
        case .view(let view):
            if let extended = builtinExtension(of: baseValue),
                let method = extensionMethod(
                    named: name.name, labels: CallLabels(arguments: arguments, trailing: trailing, context: context),
                    on: extended)
            {
                // `Text("x").card()` of `extension View { func card() -> some View { … } }`.
                let evaluated = try evaluateArguments(
                    arguments, trailing: trailing, parameters: method.parameters, context)
                return try invoke(
                    method, selfContext: .value(Variable(baseValue), extended), owner: .structType(extended),
                    arguments: evaluated, at: expr.range, context)
            }
            return try applyModifier(name.name, to: view, expr: expr, arguments: arguments, trailing: trailing, context)
        case .object(let object):
            if let method = try resolveMethod(
                named: name.name, labels: CallLabels(arguments: arguments, trailing: trailing, context: context),
                on: object.type,
                at: expr.range)
            {
                let evaluated = try evaluateArguments(
                    arguments, trailing: trailing, parameters: method.parameters, context)
                return try invoke(
                    method, selfContext: .object(object), owner: .classType(object.type), arguments: evaluated,
                    at: expr.range, context)
            }
        case .structValue(let instance):
            if let method = try resolveMethod(
                named: name.name, labels: CallLabels(arguments: arguments, trailing: trailing, context: context),
                on: instance.type,
                at: expr.range)
            {
                let evaluated = try evaluateArguments(
                    arguments, trailing: trailing, parameters: method.parameters, context)
                return try invoke(
                    method, selfContext: .value(Variable(baseValue), instance.type), owner: .structType(instance.type),
                    arguments: evaluated, at: expr.range, context)
            }
        case .enumCase(let caseValue):
            if let type = caseValue.type,
                let method = try resolveMethod(
                    named: name.name, labels: CallLabels(arguments: arguments, trailing: trailing, context: context),
                    on: type,
                    at: expr.range)
            {
                let evaluated = try evaluateArguments(
                    arguments, trailing: trailing, parameters: method.parameters, context)
                return try invoke(
                    method, selfContext: .enumValue(Variable(baseValue), type), owner: .enumType(type),
                    arguments: evaluated, at: expr.range, context)
            }
            if caseValue.type == nil, caseValue.name != "success", caseValue.name != "failure" {
                // `.system(size: 20).weight(.bold)`, `.easeInOut(duration: 1).repeatForever()`: a
                // symbolic value made by a call, modified by a method of its type.
                let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: nil, context)
                if name.name == "locale", let style = try FormatStyles.pinned(baseValue, to: evaluated, at: expr.range)
                {
                    return style
                }
                return symbolicMethodResult(baseValue, type: nil, named: describe(baseValue), name.name, evaluated)
            }
        case .type(let typeRef):
            // `String.init(describing: x)`, `Double.init(text)`: the builtin's initializer,
            // as `String(describing: x)` calls it.
            if name.name == "init", typeRef.nominal == nil {
                return try callValue(baseValue, arguments: arguments, trailing: trailing, at: expr.range, context)
            }
            if typeRef.nominal == nil, let extended = program.builtinExtensions[typeRef.name],
                let method = extensionMethod(
                    named: name.name, labels: CallLabels(arguments: arguments, trailing: trailing, context: context),
                    on: extended,
                    isStatic: true)
            {
                // `Date.daysAgo(3)` of `extension Date { static func daysAgo(_ n: Int) -> Date }`.
                let evaluated = try evaluateArguments(
                    arguments, trailing: trailing, parameters: method.parameters, context)
                return try invoke(
                    method, selfContext: .staticType(.structType(extended)), owner: .structType(extended),
                    arguments: evaluated, at: expr.range, context)
            }
            // `let _ = Self._printChanges()` in a body (R11.4).
            if name.name == "_printChanges" || name.name == "_logChanges", typeRef.nominal?.isView == true,
                arguments.isEmpty, trailing.isEmpty
            {
                try host.printChanges(viewType: typeRef.name, site: expr.range)
                return .void
            }
            if let nominal = typeRef.nominal {
                if let method = try resolveMethod(
                    named: name.name, labels: CallLabels(arguments: arguments, trailing: trailing, context: context),
                    on: nominal,
                    isStatic: true, at: expr.range)
                {
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
                if let nested = nominal.nestedTypes[name.name] {
                    // `Order.Line(id: 1, sku: "x")`: a nested type built by its qualified name.
                    return try construct(nested, arguments: arguments, trailing: trailing, at: expr, context)
                }
            }
        case .viewInstance(let node):
            if let method = try resolveMethod(
                named: name.name, labels: CallLabels(arguments: arguments, trailing: trailing, context: context),
                on: node.type,
                at: expr.range)
            {
                var inner = context
                inner.node = node
                let evaluated = try evaluateArguments(
                    arguments, trailing: trailing, parameters: method.parameters, context)
                return try invoke(
                    method, selfContext: .value(Variable(.structValue(node.value)), node.type),
                    owner: .structType(node.type), arguments: evaluated, at: expr.range, inner)
            }
        case .symbol(let type, let symbolName) where type != "DispatchQueue" && type != "TimeZone":
            // `Color.blue.frame(height: 8)`: a colour is a view, so a view modifier on it
            // makes the Color view and modifies it.
            // (`.title.bold()`, `.body.italic()` are a Font's methods, not modifiers.)
            if type == "Color" || (type == nil && Self.fontMethods.contains(name.name) == false),
                Self.colorMethods.contains(name.name) == false,
                BuiltinCatalogue.modifier(named: name.name) != nil
            {
                let view = ViewValue(kind: .primitive("Color"), site: expr.id, range: expr.range)
                view.arguments = [(nil, .symbol(type: "Color", name: symbolName))]
                return try applyModifier(
                    name.name, to: view, expr: expr, arguments: arguments, trailing: trailing, context)
            }
            // `.blue.opacity(0.3)`, `.number.precision(…)`: a symbolic value named by the call.
            let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: nil, context)
            if name.name == "locale", let style = try FormatStyles.pinned(baseValue, to: evaluated, at: expr.range) {
                return style
            }
            return symbolicMethodResult(baseValue, type: type, named: symbolName, name.name, evaluated)
        case .tuple(let items, let labels) where labels.first == "objectWillChange":
            if name.name == "send", case .object(let object) = items[0] {
                try host.objectWillChangeSent(object, site: expr.range)
                return .void
            }
        default:
            break
        }
        if let extended = builtinExtension(of: baseValue),
            let method = extensionMethod(
                named: name.name, labels: CallLabels(arguments: arguments, trailing: trailing, context: context),
                on: extended)
        {
            // `total.rounded(to: 2)` of `extension Double { func rounded(to places: Int) … }`.
            let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: method.parameters, context)
            return try invoke(
                method, selfContext: .value(Variable(baseValue), extended), owner: .structType(extended),
                arguments: evaluated, at: expr.range, context)
        }
        let evaluated = try evaluateArguments(
            arguments, trailing: trailing, parameters: nil, context,
            otherwise: Self.elementHint(of: baseValue) ?? streamElementHint(of: baseValue))
        if hasProperty(baseValue, name.name) {
            // A stored closure called like a method: `store.onSave()`.
            let value = try member(of: baseValue, name.name, at: name.range, expr: nil, context, tracking: true)
            guard case .closure(let closure) = value else {
                throw RuntimeError(
                    "cannot call value of non-function type '\(typeName(of: value))'", at: expr.range)
            }
            return try call(closure, arguments: evaluated.map(\.value), at: expr.range)
        }
        return try Builtins.callMethod(
            baseValue, name.name, arguments: evaluated, at: expr.range, nameRange: name.range, self, context)
    }

    /// `ContentUnavailableView.search`, `.search(text: query)`: the view SwiftUI makes with
    /// a static member of a builtin view, shown as written; nil for any other name. (Asked
    /// for every member of a name, so the one such member is compared, not hashed.)
    func staticBuiltinView(
        _ typeName: String, _ member: String, arguments: [Argument], trailing: [TrailingClosure], at expr: Expr,
        _ context: EvalContext
    ) throws -> ViewValue? {
        guard member == "search", typeName == "ContentUnavailableView", context.scope.lookup(typeName) == nil
        else { return nil }
        let view = ViewValue(kind: .primitive(typeName + "." + member), site: expr.id, range: expr.range)
        let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: nil, context)
        view.arguments = evaluated.map { ($0.label, $0.value) }
        return view
    }

    /// A builtin method called on the implicit `self` of an extension of a builtin type; a
    /// mutating one (in a `mutating func`) changes `self`.
    private func builtinMethodOfSelf(
        _ variable: Variable, _ name: String, arguments: [Argument], trailing: [TrailingClosure], at expr: Expr,
        _ context: EvalContext
    ) throws -> Value {
        let evaluated = try evaluateArguments(
            arguments, trailing: trailing, parameters: nil, context, otherwise: Self.elementHint(of: variable.value))
        if Builtins.mutatingMethods.contains(name), variable.isLet == false {
            var value = variable.value
            let result = try Builtins.callMutating(&value, name, arguments: evaluated, at: expr.range, self, context)
            variable.value = value
            return result
        }
        return try Builtins.callMethod(
            variable.value, name, arguments: evaluated, at: expr.range, nameRange: expr.range, self, context)
    }

    /// A method of a symbolic value (a colour, a font, an animation) makes another, named
    /// by the call; an animation's result keeps its timing for `withAnimation`'s completion
    /// (`AnimationTiming`), under the name that shows it.
    private func symbolicMethodResult(
        _ base: Value, type: String?, named baseName: String, _ method: String, _ evaluated: [EvaluatedArgument]
    ) -> Value {
        let shown = evaluated.map { argument in
            (argument.label.map { $0 + ": " } ?? "") + describe(argument.value)
        }.joined(separator: ", ")
        let name = "\(baseName).\(method)(\(shown))"
        guard AnimationBuiltins.modifiers.contains(method) else { return .symbol(type: type, name: name) }
        animationTimings[name] = AnimationTiming(of: base, self).modified(by: method, evaluated.map(\.value))
        return .symbol(type: "Animation", name: name)
    }

    /// Methods of a colour that make another colour, not a view (`Color.blue.opacity(0.5)`).
    static let colorMethods: Set<String> = ["opacity", "mix", "gradient", "secondary", "exposureAdjust"]
    /// A Font's methods that share a view modifier's name (`Font.title.bold()`).
    static let fontMethods: Set<String> = [
        "bold", "italic", "weight", "width", "monospaced", "monospacedDigit", "smallCaps", "leading",
    ]

    /// Whether a declared type's value has a property `name` (stored or computed): then
    /// `value.name(…)` calls the closure it holds.
    private func hasProperty(_ value: Value, _ name: String) -> Bool {
        switch value {
        case .object(let object): return object.type.storedIndex[name] != nil || object.type.computed[name] != nil
        case .structValue(let instance):
            return instance.type.storedIndex[name] != nil || instance.type.computed[name] != nil
        case .viewInstance(let node): return node.type.storedIndex[name] != nil || node.type.computed[name] != nil
        case .enumCase(let caseValue): return caseValue.type?.computed[name] != nil
        case .type(let typeRef): return typeRef.nominal?.staticProperties[name] != nil
        case .tuple(_, let labels): return labels.contains(name)
        default: return false
        }
    }

    /// Whether `name(…)` with these labels mutates `value`: `.some(decl)` for a declared
    /// method marked `mutating`, `.some(nil)` for a mutating builtin (`append`), nil when
    /// the call does not mutate.
    private func mutatingCall(
        on value: Value, _ name: String, labels: @autoclosure () -> CallLabels, at range: SourceRange
    ) throws
        -> FunctionDecl??
    {
        let type: NominalType
        switch value {
        case .structValue(let s): type = s.type
        case .enumCase(let c):
            guard let caseType = c.type else { return nil }
            type = caseType
        case .object, .view, .type, .viewInstance:
            return nil
        default:
            if let extended = builtinExtension(of: value),
                let method = extensionMethod(named: name, labels: labels(), on: extended), method.isMutating
            {
                return .some(method)
            }
            return Builtins.mutatingMethods.contains(name) ? .some(nil) : nil
        }
        guard let method = try resolveMethod(named: name, labels: labels(), on: type, at: range), method.isMutating
        else { return nil }
        return .some(method)
    }

    /// Calls a mutating method on a value in place: `method` when declared, else the builtin `name`.
    func callMutating(
        _ value: inout Value, _ name: String, method: FunctionDecl?, arguments: [EvaluatedArgument],
        at range: SourceRange, _ context: EvalContext
    ) throws -> Value {
        if let method {
            switch value {
            case .structValue(let instance):
                let variable = Variable(value)
                let result = try invoke(
                    method, selfContext: .value(variable, instance.type), owner: .structType(instance.type),
                    arguments: arguments, at: range, context)
                value = variable.value
                return result
            case .enumCase(let caseValue):
                if let type = caseValue.type {
                    let variable = Variable(value)
                    let result = try invoke(
                        method, selfContext: .enumValue(variable, type), owner: .enumType(type), arguments: arguments,
                        at: range, context)
                    value = variable.value
                    return result
                }
            default:
                if let extended = builtinExtension(of: value) {
                    // `mutating func clamp(…)` of `extension Double`: `self` is the value.
                    let variable = Variable(value)
                    let result = try invoke(
                        method, selfContext: .value(variable, extended), owner: .structType(extended),
                        arguments: arguments, at: range, context)
                    value = variable.value
                    return result
                }
            }
        }
        let result = try Builtins.callMutating(&value, name, arguments: arguments, at: range, self, context)
        try checkSize(value, at: range)
        return result
    }

    // MARK: - Arguments

    /// The element type of the stream a continuation feeds, when its code named one:
    /// `continuation.yield(.progress(0.5))` into an `AsyncStream<Event>`.
    private func streamElementHint(of value: Value) -> TypeHint? {
        guard case .foundation(.concurrency(.continuation(let box))) = value, box.elementType.isEmpty == false,
            let type = program.type(named: box.elementType)?.nominal
        else { return nil }
        return .nominal(type)
    }

    /// The element type a collection's declaration names (`var items: [Item] = []`): what an
    /// implicit member means in `items.append(.init(name: "q"))` while the array is empty.
    /// (A declared type of the scenario's only: a `[Double]`'s literals are converted where
    /// they are stored, and the hint would reach an index argument too.)
    func declaredElementHint(_ base: Expr, _ context: EvalContext) -> TypeHint? {
        let element: TypeSyntax
        switch declaredType(of: base, context)?.kind {
        case .array(let declared)?: element = declared
        // `var seen: Set<Vec> = []; seen.insert(.zero)`: the Set's element type.
        case .named("Set", let arguments)? where arguments.count == 1: element = arguments[0]
        default: return nil
        }
        guard case .nominal(let type)? = hintType(element) else { return nil }
        return .nominal(type)
    }

    /// A value whose own type has a `map` (a String, an array, a set, a dictionary), which
    /// only the base's declaration can tell from an optional's `map`.
    static func hasOwnMap(_ value: Value) -> Bool {
        switch value {
        case .string, .array, .set, .dictionary: true
        default: false
        }
    }

    /// The type a builtin collection method's implicit-member argument is read in: the
    /// elements' declared type (`themes.contains(.ocean)`, `firstIndex(of: .done)`), as
    /// Swift infers it from the collection's static type; nil for an empty collection.
    static func elementHint(of value: Value) -> TypeHint? {
        let first: Value
        switch value {
        case .array(let items) where items.isEmpty == false: first = items[0]
        case .set(let set) where set.elements.isEmpty == false: first = set.elements[0]
        default: return nil
        }
        switch first {
        case .structValue(let instance): return .nominal(instance.type)
        case .enumCase(let caseValue): return caseValue.type.map { .nominal($0) }
        case .object(let object): return .nominal(object.type)
        default: return nil
        }
    }

    func evaluateArguments(
        _ arguments: [Argument], trailing: [TrailingClosure], parameters: [Parameter]?, _ context: EvalContext,
        otherwise fallbackHint: @autoclosure () -> TypeHint? = nil
    ) throws -> [EvaluatedArgument] {
        var evaluated: [EvaluatedArgument] = []
        evaluated.reserveCapacity(arguments.count + trailing.count)
        var parameterIndex = 0
        for argument in arguments {
            // The parameter whose type is the argument's hint (binding itself is by
            // `ArgumentMatcher`, once the declaration is chosen).
            // The parameter's type (not a copy of the parameter: that would retain each of its parts).
            var parameterType: TypeSyntax?
            if let parameters {
                while parameterIndex < parameters.count, parameters[parameterIndex].label != argument.label?.name,
                    parameters[parameterIndex].defaultValue != nil
                {
                    parameterIndex += 1
                }
                if parameterIndex < parameters.count {
                    parameterType = parameters[parameterIndex].type
                    parameterIndex += 1
                }
            }
            if case .prefixOperator("&", let target) = argument.value.kind {
                evaluated.append(try inoutArgument(target, label: argument.label?.name, range: argument.range, context))
                continue
            }
            let hint =
                argument.value.usesTypeHint ? (parameterType.map { hintType($0) } ?? fallbackHint()) : nil
            var value = try evaluate(argument.value, context, hint: hint)
            value = try coerce(value, to: parameterType)
            evaluated.append(EvaluatedArgument(label: argument.label?.name, value: value, range: argument.range))
        }
        for closure in trailing {
            evaluated.append(
                EvaluatedArgument(
                    label: closure.label?.name, value: .closure(makeClosure(closure.closure, context)),
                    inoutPlace: nil, range: closure.closure.range, isTrailing: true))
        }
        return evaluated
    }

    /// `&target`: the storage, resolved once, and the value copied in from it (read as
    /// evaluating `target` reads it).
    private func inoutArgument(_ target: Expr, label: String?, range: SourceRange, _ context: EvalContext) throws
        -> EvaluatedArgument
    {
        guard let place = try resolvePlace(target, context) else {
            throw RuntimeError("cannot pass a nil optional chain as an inout argument", at: target.range)
        }
        if case .local(let variable, let name, _) = place, variable.isLet {
            throw RuntimeError(
                "cannot pass immutable value as inout argument: '\(name)' is a 'let' constant", at: target.range)
        }
        let value = try read(place, context, tracking: true)
        return EvaluatedArgument(label: label, value: value, inoutPlace: place, range: range)
    }

    /// Binds arguments to parameters by Swift's matching rules (`ArgumentMatcher`):
    /// labels in order, defaults for those left out, trailing closures last.
    func bindParameters(
        _ parameters: [Parameter], arguments: [EvaluatedArgument], into scope: Scope, calleeName: String,
        at range: SourceRange
    ) throws {
        let trailingStart = arguments.firstIndex { $0.isTrailing } ?? arguments.count
        let mismatch = try ArgumentMatcher.match(
            parameters, labels: arguments.lazy.map(\.label), trailingStart: trailingStart
        ) { parameterIndex, argumentIndex in
            if parameters[parameterIndex].isVariadic {
                try bindVariadic(parameters[parameterIndex], argumentIndex.map { arguments[$0].value }, into: scope)
            } else if let argumentIndex {
                var value = try coerce(arguments[argumentIndex].value, to: parameters[parameterIndex].type)
                if parameters[parameterIndex].isViewBuilder, case .closure(let closure) = value {
                    value = .closure(closure.asViewBuilder())
                }
                scope.declare(parameters[parameterIndex].name.name, value, isLet: !parameters[parameterIndex].isInout)
            } else if let defaultValue = parameters[parameterIndex].defaultValue {
                // `init(settings: Settings = .shared)`: the default is typed by the parameter.
                let parameter = parameters[parameterIndex]
                let hint = defaultValue.usesTypeHint ? hintType(parameter.type) : nil
                scope.declare(
                    parameter.name.name,
                    try coerce(
                        try evaluate(defaultValue, EvalContext(scope: globalScope), hint: hint), to: parameter.type),
                    isLet: true)
            }
        }
        guard let mismatch else { return }
        if let wrongLabel = Self.labelMismatch(parameters, arguments, calleeName: calleeName) {
            throw RuntimeError(wrongLabel, at: range)
        }
        switch mismatch {
        case .missing(let index):
            // Swift's words: a labelled parameter by its label, an unlabelled one by position.
            let expected = parameters[index].label.map { "'\($0):'" } ?? "#\(index + 1)"
            throw RuntimeError("missing argument for parameter \(expected) in call to '\(calleeName)'", at: range)
        case .extra(let index):
            let label = arguments[index].label.map { "'\($0):'" } ?? "unlabeled"
            throw RuntimeError(
                "extra argument \(label) in call to '\(calleeName)'",
                at: arguments[index].range.isEmpty ? range : arguments[index].range)
        }
    }

    /// One argument of a variadic parameter (`_ ids: String...`), appended to the array the
    /// body sees; nil when the call gives it none (an empty array).
    private func bindVariadic(_ parameter: Parameter, _ argument: Value?, into scope: Scope) throws {
        let name = parameter.name.name
        guard let argument else {
            scope.declare(name, .array([]), isLet: true)
            return
        }
        var element = argument
        if case .array(let elementType) = parameter.type.kind { element = try coerce(argument, to: elementType) }
        if let variable = scope.names[name], case .array(var items) = variable.value {
            items.append(element)
            variable.value = .array(items)
        } else {
            scope.declare(name, .array([element]), isLet: true)
        }
    }

    /// As many arguments as parameters, one with the wrong label: Swift's message for it
    /// (`press(n: 1)` into `press(_ n: Int)`: "extraneous argument label 'n:' in call").
    private static func labelMismatch(_ parameters: [Parameter], _ arguments: [EvaluatedArgument], calleeName: String)
        -> String?
    {
        guard parameters.count == arguments.count else { return nil }
        for (parameter, argument) in zip(parameters, arguments) where parameter.label != argument.label {
            if argument.isTrailing { return nil }
            switch (parameter.label, argument.label) {
            case (nil, let given?): return "extraneous argument label '\(given):' in call to '\(calleeName)'"
            case (let wanted?, nil): return "missing argument label '\(wanted):' in call to '\(calleeName)'"
            case (let wanted?, let given?):
                return "incorrect argument label in call to '\(calleeName)' (have '\(given):', expected '\(wanted):')"
            case (nil, nil): return nil
            }
        }
        return nil
    }

    /// Runs a declared function or method. `inout` arguments are copy-in copy-out: each
    /// argument's storage gets the parameter's final value when the call ends, as an
    /// in-place modification (`_modify`, R4.6), last argument first (accesses end in the
    /// reverse of the order they began). Two that overlap are Swift's exclusivity error.
    func invoke(
        _ function: FunctionDecl, selfContext: SelfContext?, owner: TypeRef?, arguments: [EvaluatedArgument],
        at range: SourceRange, _ context: EvalContext, enclosingScope: Scope? = nil
    ) throws -> Value {
        // A subclass's method, or one it inherits: `super` in it starts above its class.
        var declaring: NominalType? = nil
        if case .classType(let nominal)? = owner, nominal.superclass != nil {
            declaring = nominal.declaringClass(of: function.name.name)
        }
        return try runningCode(of: declaring) {
            try invokeDeclared(
                function, selfContext: selfContext, arguments: arguments, at: range, context,
                enclosingScope: enclosingScope)
        }
    }

    /// Runs a declared function whose first parameter is `inout` with values only, and
    /// gives that parameter's final value (a declared `static func +=`); the caller stores
    /// it where the argument came from.
    func invokeWithInoutFirst(
        _ function: FunctionDecl, selfContext: SelfContext?, arguments: [EvaluatedArgument]
    ) throws -> Value {
        var final: Value?
        let name = function.parameters[0].name.name
        _ = try invokeBody(
            function, selfContext: selfContext, arguments: arguments, at: function.range,
            EvalContext(scope: globalScope), enclosingScope: nil
        ) { scope in final = scope.names[name]?.value }
        return final ?? arguments[0].value
    }

    private func invokeDeclared(
        _ function: FunctionDecl, selfContext: SelfContext?, arguments: [EvaluatedArgument],
        at range: SourceRange, _ context: EvalContext, enclosingScope: Scope?
    ) throws -> Value {
        guard arguments.contains(where: { $0.inoutPlace != nil }) else {
            return try invokeBody(
                function, selfContext: selfContext, arguments: arguments, at: range, context,
                enclosingScope: enclosingScope, afterwards: nil)
        }
        if arguments.lazy.filter({ $0.inoutPlace != nil }).count > 1 {
            try checkExclusiveAccess(arguments, context)
        }
        // Which parameter each `&x` argument is bound to.
        var inoutParameters: [(place: Place, parameter: String)] = []
        let trailingStart = arguments.firstIndex { $0.isTrailing } ?? arguments.count
        _ = ArgumentMatcher.match(
            function.parameters, labels: arguments.lazy.map(\.label), trailingStart: trailingStart
        ) { parameterIndex, argumentIndex in
            if let argumentIndex, let place = arguments[argumentIndex].inoutPlace {
                inoutParameters.append((place, function.parameters[parameterIndex].name.name))
            }
        }
        var finalValues: [Value?] = []
        let result = try invokeBody(
            function, selfContext: selfContext, arguments: arguments, at: range, context,
            enclosingScope: enclosingScope
        ) { scope in
            finalValues = inoutParameters.map { scope.names[$0.parameter]?.value }
        }
        for (written, final) in zip(inoutParameters, finalValues).reversed() {
            guard let final else { continue }
            try modify(written.place, context, kind: .modify) { $0 = final }
        }
        return result
    }

    /// `reduce(into:action:)`, as read sites name a call; made once per declaration.
    private func callName(of function: FunctionDecl) -> String {
        let key = function.range.start
        if let cached = callNames[key], cached.function == function.name.name,
            cached.parameters == function.parameters.count
        {
            return cached.name
        }
        let name = function.name.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        callNames[key] = (function.name.name, function.parameters.count, name)
        return name
    }

    private func invokeBody(
        _ function: FunctionDecl, selfContext: SelfContext?, arguments: [EvaluatedArgument], at range: SourceRange,
        _ context: EvalContext, enclosingScope: Scope?, afterwards: ((Scope) -> Void)?
    ) throws -> Value {
        let scope = Scope(parent: enclosingScope ?? globalScope)
        try bindParameters(
            function.parameters, arguments: arguments, into: scope, calleeName: function.name.name, at: range)
        bindGenericParameters(function.genericParameters, of: function.parameters, in: scope)
        try enterCall(callName(of: function), at: range)
        defer { leaveCall() }
        let inner = EvalContext(scope: scope, selfContext: selfContext, node: context.node)
        let typedThrows = function.effects.lazy.compactMap(\.thrownType).first
        if let typedThrows { thrownTypes.append(typedThrows) }
        defer { if typedThrows != nil { thrownTypes.removeLast() } }
        let result: Value
        if isViewBuilderType(function.returnType) {
            result = .view(try evaluateBuilderBody(function.body, inner, site: function.name.range))
        } else if function.returnType != nil, let single = function.body.singleExpression {
            // Kept for what the expression builds (`AsyncStream { … }` of `-> AsyncStream<Event>`).
            returnTypes.append(function.returnType)
            defer { returnTypes.removeLast() }
            result = try coerce(
                try evaluate(single, inner, hint: single.usesTypeHint ? hintType(function.returnType) : nil),
                to: function.returnType)
        } else {
            returnTypes.append(function.returnType)
            defer { returnTypes.removeLast() }
            switch try execute(valueBody(function.body), inner) {
            case .returned(let value): result = try coerce(value, to: function.returnType)
            default: result = .void
            }
        }
        afterwards?(scope)
        return result
    }

    /// `$0`, `$1`, …: the first few made once, since every call of a closure that uses them
    /// declares them, and every read of one looks it up.
    private static let anonymousArgumentNames = (0..<8).map { "$\($0)" }

    /// The name of anonymous closure argument `index` (`$0`).
    static func anonymousArgumentName(_ index: Int) -> String {
        index < anonymousArgumentNames.count ? anonymousArgumentNames[index] : "$\(index)"
    }

    /// Calls a closure value with positional arguments.
    func call(_ closure: Closure, arguments: [Value], at range: SourceRange) throws -> Value {
        var arguments = arguments
        if let types = closure.declaredParameterTypes, types.count == arguments.count {
            arguments = try zip(arguments, types).map { try coerce($0, to: $1) }
        }
        switch closure.body {
        case .native(_, let body):
            return try body(arguments)
        case .function(let decl, let owner, let selfContext):
            // A function value takes its arguments by position: its labels are not part of its type.
            let parameters = decl.parameters
            return try invoke(
                decl, selfContext: selfContext, owner: owner,
                arguments: arguments.enumerated().map { index, value in
                    EvaluatedArgument(label: index < parameters.count ? parameters[index].label : nil, value: value)
                }, at: range, EvalContext(scope: globalScope, node: closure.node?.target),
                enclosingScope: closure.enclosingScope)
        case .literal(let closureExpr, let scope, let selfContext, let nodeLink):
            let node = nodeLink?.target
            let inner = Scope(parent: scope)
            if let parameters = closureExpr.parameters {
                if parameters.count == arguments.count {
                    for (parameter, value) in zip(parameters, arguments) where parameter.name.name != "_" {
                        try inner.declareParameter(
                            parameter.name.name, try coerce(value, to: parameter.type), at: parameter.name.range)
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
                        "closure expects \(parameters.count) argument\(parameters.count == 1 ? "" : "s") but was called with \(arguments.count)",
                        at: closureExpr.range)
                }
            } else {
                // `$0` is the argument; a single tuple argument is spread over `$0`, `$1`, …
                // only when the body uses `$1` (as `dict.map { $0 + $1 }` does).
                if arguments.count == 1, case .tuple(let items, _) = arguments[0],
                    highestClosureArgument(closureExpr) > 0
                {
                    for (index, value) in items.enumerated() {
                        inner.declare(Self.anonymousArgumentName(index), value, isLet: true)
                    }
                } else {
                    for (index, value) in arguments.enumerated() {
                        inner.declare(Self.anonymousArgumentName(index), value, isLet: true)
                    }
                }
            }
            try enterCall("closure", at: range)
            defer { leaveCall() }
            let context = EvalContext(
                scope: inner, selfContext: selfContext, node: node, viewResolver: closure.viewResolver)
            if closure.isViewBuilder {
                return .view(try evaluateBuilderBody(closureExpr.body, context, site: closureExpr.range))
            }
            // A closure with one expression returns it (`{ $0.id }`).
            if closureExpr.body.count == 1, case .expression(let expr) = closureExpr.body[0].kind {
                return try evaluate(expr, context)
            }
            returnTypes.append(closureExpr.returnType)
            defer { returnTypes.removeLast() }
            switch try execute(valueBody(closureExpr.body), context) {
            case .returned(let value): return value
            default: return .void
            }
        }
    }

    /// A body that is one `if … else` or `switch` expression (Swift 5.9) runs with each
    /// branch's expression returned; any other body runs as written. Made once per body.
    func valueBody(_ body: [Stmt]) -> [Stmt] {
        guard body.count == 1 else { return body }
        switch body[0].kind {
        case .ifStatement, .switchStatement: break
        default: return body
        }
        let key = body[0].range.start
        if let cached = branchValueBodies[key] { return cached }
        let rewritten = body.returningBranchValues ?? body
        branchValueBodies[key] = rewritten
        return rewritten
    }

    /// Calls a closure literal whose first parameter is `inout` (`reduce(into:)`'s
    /// accumulator): the parameter is a variable of the closure's scope, and its final
    /// value is written back to `first`.
    func callInout(_ closure: Closure, _ first: inout Value, rest: [Value], at range: SourceRange) throws {
        guard case .literal(let closureExpr, let scope, let selfContext, let nodeLink) = closure.body else {
            throw RuntimeError("an 'inout' accumulator is simulated for a closure literal only", at: range)
        }
        let names = closureExpr.parameters?.map(\.name.name) ?? (0...rest.count).map { "$\($0)" }
        guard names.count == rest.count + 1 else {
            throw RuntimeError(
                "closure expects \(names.count) argument\(names.count == 1 ? "" : "s") but was called with \(rest.count + 1)",
                at: closureExpr.range)
        }
        let inner = Scope(parent: scope)
        inner.declare(names[0], first, isLet: false)
        for (name, value) in zip(names.dropFirst(), rest) where name != "_" { inner.declare(name, value, isLet: true) }
        try enterCall("closure", at: range)
        defer { leaveCall() }
        returnTypes.append(nil)
        defer { returnTypes.removeLast() }
        _ = try execute(closureExpr.body, EvalContext(scope: inner, selfContext: selfContext, node: nodeLink?.target))
        first = inner.lookup(names[0])?.value ?? first
    }

    /// The highest `$n` a closure's body uses (-1 when none), cached per literal.
    func highestClosureArgument(_ closure: ClosureExpr) -> Int {
        if let cached = closureArgumentCache[closure.range.start] { return cached }
        // A closure inside this one has its own `$0`, `$1` (`{ ($0.key, $0.value.reduce(0) { $0
        // + $1 }) }` takes one argument): uses within a nested closure are not counted.
        var uses: [(index: Int, range: SourceRange)] = []
        var nested: [SourceRange] = []
        ExprWalker.walk(closure.body) { expr in
            switch expr.kind {
            case .closureArgument(let index): uses.append((index, expr.range))
            case .closure(let inner): nested.append(inner.range)
            case .call(_, _, let trailing): nested += trailing.map(\.closure.range)
            default: break
            }
        }
        let highest =
            uses.lazy.filter { use in
                nested.contains { $0.start <= use.range.start && use.range.end <= $0.end } == false
            }.map(\.index).max() ?? -1
        closureArgumentCache[closure.range.start] = highest
        return highest
    }

    // MARK: - Construction

    /// `Type(…)`: a struct (memberwise or declared `init`), a class, or an enum by raw value.
    func construct(
        _ type: TypeRef, arguments: [Argument], trailing: [TrailingClosure], at expr: Expr, _ context: EvalContext
    ) throws -> Value {
        do {
            return try constructInstance(type, arguments: arguments, trailing: trailing, at: expr, context)
        } catch is FailedInitialization {
            // `init?` that returned nil: the call's value is nil.
            return .null
        }
    }

    /// The case of a raw-value enum whose raw value is `raw`, or nil (`init(rawValue:)`).
    private func enumCase(of type: NominalType, rawValue raw: Value, at range: SourceRange) throws -> EnumCaseValue? {
        // `Speed(rawValue: 1)` of a `Double` enum: the literal is 1.0.
        let raw =
            try type.rawType.map { try coerce(raw, to: TypeSyntax(.named($0, genericArguments: []), range: range)) }
            ?? raw
        for name in type.caseOrder {
            let candidate = EnumCaseValue(type: type, name: name)
            if try equals(try rawValue(of: candidate, type: type, at: range), raw) { return candidate }
        }
        return nil
    }

    private func constructInstance(
        _ type: TypeRef, arguments: [Argument], trailing: [TrailingClosure], at expr: Expr, _ context: EvalContext
    ) throws -> Value {
        guard let nominal = type.nominal else {
            let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: nil, context)
            return try Builtins.callGlobal(type.name, arguments: evaluated, at: expr.range, self, context)
        }
        switch nominal.kind {
        case .classKind:
            var initializer: InitializerDecl?
            if nominal.initializers.isEmpty == false {
                // The context, for telling overloads apart by type, only when there are
                // several: copying it costs a first render about 2,000 instructions a row.
                initializer = try pickInitializer(
                    nominal.initializers,
                    labels: CallLabels(
                        arguments: arguments, trailing: trailing,
                        context: nominal.initializers.count > 1 ? context : nil),
                    typeName: nominal.name, at: expr.range)
            }
            let evaluated = try evaluateArguments(
                arguments, trailing: trailing, parameters: initializer?.parameters, context)
            return try instantiate(nominal, initializer: initializer, arguments: evaluated, at: expr.range, context)
        case .enumKind:
            let labels = CallLabels(arguments: arguments, trailing: trailing)
            if let initializer = nominal.initializers.first(where: { ArgumentMatcher.fits($0.parameters, labels) }) {
                // `init(score: Int) { self = score < 50 ? .low : .high }`: a declared
                // initializer assigns `self` (a failable one may `return nil`).
                let evaluated = try evaluateArguments(
                    arguments, trailing: trailing, parameters: initializer.parameters, context)
                let variable = Variable(.null)
                try runInitializer(
                    initializer, selfContext: .enumValue(variable, nominal), arguments: evaluated, at: expr.range,
                    context)
                guard case .enumCase = variable.value else {
                    throw RuntimeError(
                        "'self' is not assigned before 'init' of enum '\(nominal.name)' returns", at: expr.range)
                }
                return variable.value
            }
            let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: nil, context)
            if evaluated.count == 1, evaluated[0].label == "rawValue" {
                return try enumCase(of: nominal, rawValue: evaluated[0].value, at: expr.range).map(Value.enumCase)
                    ?? .null
            }
            throw RuntimeError(
                "enum '\(nominal.name)' can only be created from a case, 'init(rawValue:)' or an initializer it declares",
                at: expr.range)
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
        try enterCall(type.initializerCallName, at: range)
        defer { leaveCall() }
        let labels = CallLabels(
            arguments: arguments, trailing: trailing, context: type.initializers.count > 1 ? context : nil)
        if type.initializers.isEmpty == false,
            type.keepsMemberwise == false
                || type.initializers.contains(where: { ArgumentMatcher.fits($0.parameters, labels) })
        {
            let initializer = try pickInitializer(type.initializers, labels: labels, typeName: type.name, at: range)
            let evaluated = try evaluateArguments(
                arguments, trailing: trailing, parameters: initializer.parameters, context)
            let variable = Variable(.structValue(try defaultInstance(type, context)))
            try runInitializer(
                initializer, selfContext: .value(variable, type), arguments: evaluated, at: range, context)
            guard case .structValue(let instance) = variable.value else {
                throw RuntimeError("initializer replaced 'self'", at: range)
            }
            return instance
        }
        return try makeMemberwise(type, arguments: arguments, trailing: trailing, at: range, context)
    }

    /// The memberwise initializer: stored properties in order; those with a default may be
    /// left out.
    func makeMemberwise(
        _ type: StructType, arguments: [Argument], trailing: [TrailingClosure], at range: SourceRange,
        _ context: EvalContext
    ) throws -> StructInstance {
        var instance = try defaultInstance(type, context)
        let members: [(offset: Int, element: StoredProperty)]
        let parameters: [Parameter]
        if let cached = type.memberwiseCache {
            (members, parameters) = cached
        } else {
            members = Array(type.stored.enumerated().filter { memberwiseParameter($0.element) })
            parameters = members.map { memberParameter($0.element) }
            type.memberwiseCache = (members, parameters)
        }
        var evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: parameters, context)
        var argumentIndex = 0
        for (index, property) in members {
            if argumentIndex < evaluated.count,
                evaluated[argumentIndex].label == property.name
                    || (evaluated[argumentIndex].label == nil && argumentIndex == evaluated.count - 1
                        && argumentIndex >= arguments.count
                        && (memberHasDefault(property) == false || memberAcceptsClosure(property)))
                    || (argumentIndex == arguments.count && evaluated[argumentIndex].label == nil
                        && memberAcceptsClosure(property))
            {
                var value = try coerce(evaluated[argumentIndex].value, to: property.type)
                if property.isViewBuilder, case .closure(let closure) = value {
                    if case .function? = property.type?.kind {
                        // `@ViewBuilder var label: () -> Label`: the closure, called as a builder.
                        value = .closure(closure.asViewBuilder())
                    } else {
                        // `@ViewBuilder var content: Content`: the parameter is `() -> Content`,
                        // and the property holds the view the closure builds.
                        value = try call(closure.asViewBuilder(), arguments: [], at: evaluated[argumentIndex].range)
                    }
                }
                instance.fields[index] = try wrapForStorage(
                    value, property: property, at: evaluated[argumentIndex].range)
                argumentIndex += 1
            } else if property.initializer == nil && property.wrapper == nil && !property.isImplicitlyNil {
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

    /// Whether the first trailing closure can go to this memberwise parameter (SE-0286's
    /// forward scan): a function type, or a type parameter of the struct (`@ViewBuilder var
    /// content: Content`, whose memberwise parameter is `() -> Content`), so that
    /// `Panel(title: "A") { … } footer: { … }` gives `content` the first closure.
    /// SE-0286's forward scan skips a parameter with a default that cannot take a closure
    /// (`var icon = "star"` before `@ViewBuilder var content: Content`).
    private func memberHasDefault(_ property: StoredProperty) -> Bool {
        property.initializer != nil || property.isImplicitlyNil
    }

    private func memberAcceptsClosure(_ property: StoredProperty) -> Bool {
        guard let type = property.type else { return false }
        if ArgumentMatcher.acceptsClosure(type) { return true }
        guard case .named(let name, let arguments) = type.kind else { return false }
        return arguments.isEmpty && program.type(named: name) == nil && Builtins.typeNames.contains(name) == false
            && program.expandingAliases(name) == nil
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
            defaultValue: property.initializer
                ?? (property.isImplicitlyNil
                    ? Expr(.nilLiteral, range: property.range, id: property.range.start) : nil),
            range: property.range)
    }

    /// A struct with every stored property at its default value (wrappers built from
    /// their initial-value expressions, evaluated now: R5.2).
    func defaultInstance(_ type: StructType, _ context: EvalContext) throws -> StructInstance {
        var fields: [Value] = []
        fields.reserveCapacity(type.stored.count)
        // A stored property's initial value sees the type's static members unqualified
        // (`var x = base * 2`, `Self.base`), as in Swift; it cannot use `self`.
        // The scope is made for the first property with an initial value: most views' types
        // (a row's) have none, and then no scope is allocated.
        var initScope: Scope?
        for property in type.stored {
            var value: Value = .null
            if let initializer = property.initializer {
                if initScope == nil { initScope = Scope(parent: globalScope) }
                let initContext = EvalContext(
                    scope: initScope!, selfContext: .staticType(.structType(type)), node: context.node)
                if property.wrapper == .stateObject {
                    // `@StateObject var m = Model()` stores an autoclosure (R5.3).
                    fields.append(
                        .wrapper(
                            .stateObject(
                                thunk: autoclosure(
                                    initializer, scope: initContext.scope, captures: false, id: initializer.id))))
                    continue
                }
                value = try coerce(
                    try evaluate(initializer, initContext, hint: hintType(property.type)), to: property.type)
            }
            if property.initializer == nil, property.wrapper == .state, let type = property.type,
                case .named("Bool", _) = type.kind
            {
                // `@FocusState var isFocused: Bool` starts unfocused.
                value = .bool(false)
            } else if property.wrapper == .state, property.stateLabel == "@Namespace" {
                // `@Namespace var ns`: an ID of its own; the state cell keeps the first one its
                // identity gets, so it never changes while the view lives.
                namespaceCount += 1
                value = .symbol(type: "Namespace", name: "ID(\(namespaceCount))")
            }
            switch property.wrapper {
            case .state?: value = .wrapper(.state(initial: value))
            case .environmentKey(let key)?: value = .wrapper(.environmentKey(key))
            case .environmentType(let name)?: value = .wrapper(.environmentType(name))
            case .observedObject? where property.initializer != nil:
                // `@ObservedObject var model = Model()`: a new object each time the view's
                // value is made, observed like one passed in (R3.1); a parent's body run
                // replaces it (the reason `@StateObject` exists, R5.3).
                value = .wrapper(.observedObject(value))
            case .bindable? where property.initializer != nil:
                value = .wrapper(.bindable(value))
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

    /// `_model = StateObject(wrappedValue: ProfileModel(userID: userID))` in an `init`: the
    /// argument is an autoclosure, run once when the view's identity is created and never
    /// for a later value of the view (R5.3). One that captures the initializer's
    /// parameters makes the view compare unequal on every run of its parent (R2.3, R2.4).
    private func stateObjectWrapper(_ argument: Expr, _ context: EvalContext) -> Value {
        let captures = closureCaptures(autoclosureExpr(argument), context)
        return .wrapper(
            .stateObject(thunk: autoclosure(argument, scope: context.scope, captures: captures, id: makeClosureID())))
    }

    /// `expr` as the body of a closure that takes nothing: an `@autoclosure` (R5.3).
    private func autoclosureExpr(_ expr: Expr) -> ClosureExpr {
        ClosureExpr(
            captureList: [], parameters: [], body: [Stmt(.expression(expr), range: expr.range)], range: expr.range)
    }

    /// An `@autoclosure` of `expr`, evaluated in `scope` when called.
    private func autoclosure(_ expr: Expr, scope: Scope, captures: Bool, id: Int) -> Closure {
        Closure(
            body: .literal(autoclosureExpr(expr), scope: scope, selfContext: nil, node: nil), captures: captures,
            site: expr.id, id: id)
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

    /// `name(…)` inside a type's code: an instance method of `self` (resolved by labels),
    /// else a static method of its type.
    func methodOfSelf(
        _ selfContext: SelfContext, _ name: String, labels: @autoclosure () -> CallLabels, at range: SourceRange
    ) throws -> (decl: FunctionDecl, selfContext: SelfContext, owner: TypeRef?)? {
        let type: NominalType
        switch selfContext {
        case .object(let object): type = object.type
        case .value(_, let valueType), .enumValue(_, let valueType): type = valueType
        case .staticType(let typeRef):
            guard let nominal = typeRef.nominal,
                let method = try resolveMethod(named: name, labels: labels(), on: nominal, isStatic: true, at: range)
            else { return nil }
            return (method, selfContext, typeRef)
        }
        let owner = typeRef(of: type)
        if type.isBuiltinExtension {
            // `rounded(to:)` of the extension, or nil for the builtin's own `rounded()`.
            if let method = extensionMethod(named: name, labels: labels(), on: type) {
                return (method, selfContext, owner)
            }
            if let method = extensionMethod(named: name, labels: labels(), on: type, isStatic: true) {
                return (method, .staticType(owner), owner)
            }
            return nil
        }
        if let method = try resolveMethod(named: name, labels: labels(), on: type, at: range) {
            return (method, selfContext, owner)
        }
        if let method = try resolveMethod(named: name, labels: labels(), on: type, isStatic: true, at: range) {
            return (method, .staticType(owner), owner)
        }
        return nil
    }

    func isViewBuilderType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        if case .opaque(let inner) = type.kind, case .named("View", _) = inner.kind { return true }
        return false
    }

    /// Whether `expr`'s declaration says it is an optional (`var category: String?`).
    private func isDeclaredOptional(_ expr: Expr, _ context: EvalContext) -> Bool {
        if case .optional? = declaredType(of: expr, context)?.kind { return true }
        return false
    }

    /// Whether `expr` is an optional by its spelling: a collection's `first` or `last`, or
    /// its `min()`, `max()`, `randomElement()`, `popLast()`, `first(where:)`,
    /// `firstIndex(of:)` and the like (`name.split(separator: " ").last.map(String.init)`).
    /// Not when a type of the scenario declares a member of that name, which may be
    /// anything.
    func isEvidentlyOptional(_ expr: Expr) -> Bool {
        let name: String
        switch expr.kind {
        case .member(_, let member) where member.name == "first" || member.name == "last":
            name = member.name
        case .call(let callee, _, _):
            guard case .member(_, let member) = callee.kind, Self.optionalResultMethods.contains(member.name) else {
                return false
            }
            name = member.name
        default:
            return false
        }
        return scenarioMemberNames.contains(name) == false
    }

    /// The collection methods whose result is an optional.
    private static let optionalResultMethods: Set<String> = [
        "first", "last", "min", "max", "randomElement", "popLast", "firstIndex", "lastIndex",
    ]
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
        case .identifier, .selfValue, .projection, .closureArgument: return true
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
