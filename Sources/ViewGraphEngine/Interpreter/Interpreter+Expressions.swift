// Expressions of the Swift subset: literals typed by their context (`TypeHint`),
// names (locals, implicit `self`, types, functions), members and subscripts with the
// reads Observation and SwiftUI record (R4.1 @Observable access, R5.4 @State reads,
// R6.1 bindings), closures and what they capture (R2.4), static and implicit members.
// Exact for the supported subset; key paths with subscripts are a diagnostic.
import Observation
import ViewGraphDiagnostics
import ViewGraphSyntax

/// An argument after evaluation. An `&x` argument carries the storage it names,
/// resolved once, and the value copied in from it.
package struct EvaluatedArgument {
    package var label: String?
    package var value: Value
    var inoutPlace: Place?
    package var range: SourceRange = SourceRange.at(0)
    /// A trailing closure (the first one matches a closure parameter whatever its label).
    var isTrailing = false

    package init(label: String?, value: Value, range: SourceRange = SourceRange.at(0)) {
        self.label = label
        self.value = value
        self.range = range
    }

    init(label: String?, value: Value, inoutPlace: Place?, range: SourceRange, isTrailing: Bool = false) {
        self.label = label
        self.value = value
        self.inoutPlace = inoutPlace
        self.range = range
        self.isTrailing = isTrailing
    }
}

extension Interpreter {
    // MARK: - Expressions

    /// Evaluates an expression. `hint` is the type the context expects (for implicit
    /// members such as `.settings`); `tracking` false skips observation reads (used
    /// to peek at a value before assigning it).
    func evaluate(_ expr: Expr, _ context: EvalContext, hint: TypeHint? = nil, tracking: Bool = true) throws -> Value {
        switch expr.kind {
        case .integerLiteral(let value):
            if case .floatingPoint? = hint { return .double(Double(value)) }
            return .int(value)
        case .floatLiteral(let value):
            return .double(value)
        case .booleanLiteral(let value):
            return .bool(value)
        case .nilLiteral:
            return .null
        case .stringLiteral(let segments):
            var text = ""
            for segment in segments {
                switch segment {
                case .text(let piece): text += piece
                case .interpolation(let inner):
                    text += try self.text(of: try evaluate(inner, context), at: inner.range)
                    host.charge(costs.interpolation, for: "string interpolation", site: inner.range)
                }
            }
            if text.utf8.count > limits.stringLength {
                throw RuntimeError("string grew past \(limits.stringLength) bytes", at: expr.range, group: .limits)
            }
            return .string(text)
        case .durationLiteral(let seconds):
            return .duration(.seconds(seconds))
        case .frequencyLiteral(let hertz):
            return .frequency(hertz)
        case .arrayLiteral(let items):
            // `[Priority.medium, .high]`, `[.low, Priority.high]`: Swift types the implicit
            // members by the other elements. Those after a typed element take its type as
            // they are evaluated; leading ones are evaluated again once a type is known.
            var elementHint = hint
            var values: [Value] = []
            values.reserveCapacity(items.count)
            for item in items {
                let value = try evaluate(item, context, hint: elementHint)
                if elementHint == nil, item.isImplicitMember == false { elementHint = typeHint(of: value) }
                values.append(value)
            }
            if hint == nil, let elementHint {
                for (index, item) in items.enumerated() {
                    guard item.isImplicitMember else { break }
                    values[index] = try evaluate(item, context, hint: elementHint)
                }
            }
            // `[1, 2.5]` is a `[Double]`: Swift types every literal of the array alike.
            // (`[7 / 2, 2.5]` is not: Swift infers `[Any]` there, and `print` shows `[3, 2.5]`.)
            if values.contains(where: \.isDouble) {
                for (index, item) in items.enumerated() where item.isNumericLiteral {
                    if case .int(let i) = values[index] { values[index] = .double(Double(i)) }
                }
            }
            return .array(values)
        case .dictionaryLiteral(let pairs):
            var dictionary = OrderedDictionary()
            for pair in pairs {
                dictionary[try evaluate(pair.key, context)] = try evaluate(pair.value, context, hint: hint)
            }
            return .dictionary(dictionary)
        case .identifier(let name):
            return try lookup(name, at: expr, context, tracking: tracking)
        case .projection(let name):
            if let value = try projection(name, at: expr.range, context) { return value }
            throw RuntimeError("cannot find '$\(name)' in scope", at: expr.range, group: .names)
        case .closureArgument(let index):
            if let variable = context.scope.lookup(Self.anonymousArgumentName(index)) { return variable.value }
            throw RuntimeError("anonymous closure argument '$\(index)' is not available here", at: expr.range)
        case .selfValue:
            switch context.selfContext {
            case .value(let variable, _), .enumValue(let variable, _): return variable.value
            case .object(let object): return .object(object)
            case .staticType(let type): return .type(type)
            case nil: throw RuntimeError("'self' is not available here", at: expr.range)
            }
        case .selfType:
            switch context.selfContext {
            case .value(_, let type), .enumValue(_, let type): return .type(typeRef(of: type))
            case .object(let object): return .type(.classType(object.type))
            case .staticType(let type): return .type(type)
            case nil: throw RuntimeError("'Self' is not available here", at: expr.range)
            }
        case .implicitMember(let name):
            return try implicitMember(
                name, hint: hint?.nominal, builtin: hint?.builtinName, arguments: nil, at: expr.range, context)
        case .member(let base, let name):
            if case .optionalChain(let inner) = base.kind {
                let baseValue = try evaluate(inner, context, tracking: tracking)
                if case .null = baseValue { return .null }
                return try member(of: baseValue, name.name, at: name.range, expr: expr, context, tracking: tracking)
            }
            if case .superValue = base.kind { return try superMember(name, context, tracking: tracking) }
            if case .identifier(let typeName) = base.kind,
                let view = try staticBuiltinView(typeName, name.name, arguments: [], trailing: [], at: expr, context)
            {
                return .view(view)  // `ContentUnavailableView.search`
            }
            if name.name == "self", let type = try collectionType(base, context) { return type }
            if let extended = try extendedCollectionType(base, context) {
                // `[Trail].samples` of `extension Array where Element == Trail { static var samples }`.
                return try staticMember(extended, name.name, at: name.range, context)
            }
            let baseValue = try evaluate(
                base, context, hint: base.isImplicitMemberChain ? hint : nil, tracking: tracking)
            if case .null = baseValue, base.containsOptionalChain { return .null }
            return try member(of: baseValue, name.name, at: name.range, expr: expr, context, tracking: tracking)
        case .optionalChain(let inner):
            return try evaluate(inner, context, tracking: tracking)
        case .forceUnwrap(let inner):
            let value = try evaluate(inner, context, tracking: tracking)
            if case .null = value {
                var notes: [DiagnosticNote] = []
                if case .subscriptAccess = inner.kind {
                    notes.append(
                        DiagnosticNote("a dictionary gives nil for a missing key; use '?? default' or 'if let'"))
                } else {
                    notes.append(DiagnosticNote("the value is nil here; use 'if let' or '?? default' instead of '!'"))
                }
                throw RuntimeError(
                    "unexpectedly found nil while unwrapping an Optional value", at: expr.range, notes: notes)
            }
            return value
        case .call(let callee, let arguments, let trailing):
            return try evaluateCall(expr, callee: callee, arguments: arguments, trailing: trailing, context, hint: hint)
        case .subscriptAccess(let base, let arguments):
            // A REF (`TrailRow[2]`) subscripts a capitalised name; `rows[i]` is never one.
            if context.viewResolver != nil, case .identifier(let baseName) = base.kind,
                let first = baseName.utf8.first,
                first >= 0x80 || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
                let ref = ViewRefConversion.viewRef(from: expr),
                isViewTypeName(ref.segments[0].typeName.name)
            {
                return .viewInstance(try context.viewResolver!(ref))
            }
            // `[.red, .teal][i]` given as a `Color`: the literal's elements take the type the
            // element is wanted as (Swift infers the array from it).
            let baseHint: TypeHint?
            if case .arrayLiteral = base.kind { baseHint = hint } else { baseHint = nil }
            let baseValue = try evaluate(base.strippingOptionalChain, context, hint: baseHint, tracking: tracking)
            if case .null = baseValue, base.containsOptionalChain { return .null }
            if arguments.count == 1, arguments[0].label == nil, case .array(let items) = baseValue {
                // `items[i]`, the common case, without building argument arrays.
                let key = try evaluate(arguments[0].value, context)
                if case .int(let index) = key, index >= 0, index < items.count { return items[index] }
                return try subscriptValue(baseValue, keys: [key], labels: [nil], at: expr.range)
            }
            var keys = try arguments.map { argument in
                // `counts[.home]` of a `[Tab: Int]`: the key is the enum's case.
                let keyHint = argument.value.isImplicitMember ? subscriptKeyHint(base, baseValue, context) : nil
                return try evaluate(argument.value, context, hint: keyHint)
            }
            try typeSubscriptDefault(&keys, arguments: arguments, base: base, context)
            return try subscriptValue(baseValue, keys: keys, labels: Self.subscriptLabels(arguments), at: expr.range)
        case .closure(let closureExpr):
            return .closure(makeClosure(closureExpr, context))
        case .keyPath(let root, let components):
            var names: [String] = []
            var optionalChained: [Int] = []
            for component in components {
                switch component {
                case .property(let id): names.append(id.name)
                case .selfComponent: names.append("self")
                case .optionalChain: if names.isEmpty == false { optionalChained.append(names.count - 1) }
                case .subscriptComponent(_, let range):
                    throw RuntimeError(
                        "key paths with subscripts are not supported in scenarios", at: range, group: .unsupported)
                }
            }
            var rootName: String?
            if let root, case .named(let name, _) = root.kind { rootName = name }
            return .keyPath(KeyPathValue(components: names, rootType: rootName, optionalChained: optionalChained))
        case .prefixOperator(let op, let operand):
            let value = try evaluate(operand, context, hint: hint)
            switch (op, value) {
            case ("!", .bool(let b)): return .bool(!b)
            case ("~", .int(let i)): return .int(~i)
            case ("-", .int(let i)):
                // Swift traps here; the simulated program gets a diagnostic instead.
                guard i != Int.min else { throw RuntimeError("arithmetic overflow in unary '-'", at: expr.range) }
                return .int(-i)
            case ("-", .double(let d)): return .double(-d)
            case ("-", .duration(let d)): return .duration(.zero - d)
            case ("-", .foundation(.decimal(let d))): return .foundation(.decimal(-d))
            case ("+", .int), ("+", .double), ("+", .foundation(.decimal)): return value
            case ("..<", .int(let upper)): return .partialRange(lower: nil, upper: upper, closed: false)
            case ("...", .int(let upper)): return .partialRange(lower: nil, upper: upper, closed: true)
            // `case ..<0.5:`: a one-sided range of Doubles, as the range from -infinity
            // (`contains` and `~=` answer as Swift's `PartialRangeUpTo<Double>`).
            case ("..<", .double(let upper)): return .doubleRange(lower: -.infinity, upper: upper, closed: false)
            case ("...", .double(let upper)): return .doubleRange(lower: -.infinity, upper: upper, closed: true)
            case ("..<", .foundation(.stringIndex(let upper))):
                return .foundation(.stringRange(lower: nil, upper: upper, closed: false))
            case ("...", .foundation(.stringIndex(let upper))):
                return .foundation(.stringRange(lower: nil, upper: upper, closed: true))
            case ("..<", _) where Self.isComparableBound(value):
                return .foundation(.comparableRange(lower: nil, upper: value, closed: false))
            case ("...", _) where Self.isComparableBound(value):
                return .foundation(.comparableRange(lower: nil, upper: value, closed: true))
            case ("&", _):
                throw RuntimeError("'&' is only allowed in front of an inout argument", at: expr.range)
            default:
                if let declared = try declaredPrefixOperator(op, value) { return declared }
                throw RuntimeError(
                    "unary operator '\(op)' cannot be applied to an operand of type '\(typeName(of: value))'",
                    at: expr.range)
            }
        case .formattedInterpolation(let operand, let arguments):
            // `\(lap, specifier: "%.1f")`: SwiftUI formats the value with the printf-style
            // specifier (checked here: a mismatched one would be undefined behaviour).
            let value = try evaluate(operand, context)
            if let argument = arguments.first, argument.label?.name == "format", arguments.count == 1 {
                // `\(scale, format: .number.precision(.fractionLength(1)))`: the value as
                // `scale.formatted(.number.precision(.fractionLength(1)))` gives it.
                let style = try evaluate(argument.value, context)
                return try Builtins.callMethod(
                    value, "formatted", arguments: [EvaluatedArgument(label: nil, value: style, range: argument.range)],
                    at: expr.range, nameRange: argument.label?.range ?? expr.range, self, context)
            }
            guard let argument = arguments.first, argument.label?.name == "specifier",
                case .string(let specifier) = try evaluate(argument.value, context)
            else {
                throw RuntimeError(
                    "only 'specifier:' and 'format:' formatting are simulated in string interpolations",
                    at: expr.range,
                    group: .unsupported)
            }
            return .string(try PrintfSpecifier.format(value, specifier, at: argument.range, self))
        case .postfixOperator(let op, let operand):
            let value = try evaluate(operand, context, hint: hint)
            if op == "...", case .foundation(.stringIndex(let lower)) = value {
                return .foundation(.stringRange(lower: lower, upper: nil, closed: true))
            }
            if op == "...", case .double(let lower) = value {
                return .doubleRange(lower: lower, upper: .infinity, closed: true)  // `case 0.5...:`
            }
            if op == "...", Self.isComparableBound(value) {
                return .foundation(.comparableRange(lower: value, upper: nil, closed: true))  // `Date.now...`
            }
            guard op == "...", case .int(let lower) = value else {
                throw RuntimeError(
                    "postfix operator '\(op)' cannot be applied to an operand of type '\(typeName(of: value))'",
                    at: expr.range)
            }
            return .partialRange(lower: lower, upper: nil, closed: true)
        case .binaryOperator(let op, let lhs, let rhs):
            return try evaluateBinary(op, lhs, rhs, expr: expr, context, hint: hint)
        case .ternary(let condition, let then, let otherwise):
            let chosen = try truth(try evaluate(condition, context), at: condition.range) ? then : otherwise
            let value = try evaluate(chosen, context, hint: hint)
            // `flag ? 1 : 2.5` is a Double either way: Swift types both literals alike.
            let other = chosen.range.start == then.range.start ? otherwise : then
            // So is `xs.isEmpty ? 0 : total / Double(xs.count)`: the other branch's type,
            // where its spelling or the local value it names shows it, types the literal.
            if case .int = value, chosen.isLiteralArithmetic, isEvidentlyFloatingPoint(other, context) {
                return try evaluate(chosen, context, hint: .floatingPoint)
            }
            return value
        case .tuple(let arguments):
            return .tuple(
                try arguments.map { try evaluate($0.value, context) }, labels: arguments.map { $0.label?.name })
        case .typeCheck(let inner, let type):
            let value = try evaluate(inner, context)
            return .bool(valueIs(value, type))
        case .typeCast(let inner, let type, let kind):
            let value = try evaluate(inner, context)
            if kind == "as" { return try coerce(value, to: type) }
            if valueIs(value, type) { return value }
            if kind == "as?" { return .null }
            throw RuntimeError(
                "could not cast value of type '\(typeName(of: value))' to '\(describe(type))'", at: expr.range)
        case .await(let inner):
            // A suspension happens inside what it covers (`Task.sleep`, a stream's next
            // element); `await` itself only marks the point (Interpreter+Errors.swift).
            return try evaluate(inner, context)
        case .try(let inner, let kind):
            return try evaluateTry(inner, kind: kind, at: expr.range, context)
        case .superValue:
            throw RuntimeError("'super' is only the base of a member or a call", at: expr.range)
        case .error:
            throw RuntimeError("cannot evaluate an expression that did not parse", at: expr.range)
        }
    }

    func truth(_ value: Value, at range: SourceRange) throws -> Bool {
        guard case .bool(let b) = value else {
            throw RuntimeError(
                "cannot convert value of type '\(typeName(of: value))' to expected condition type 'Bool'", at: range)
        }
        return b
    }

    func makeClosure(_ closureExpr: ClosureExpr, _ context: EvalContext) -> Closure {
        let closure = Closure(
            body: .literal(
                closureExpr, scope: captureScope(closureExpr, context), selfContext: context.selfContext,
                node: context.node?.link),
            captures: closureCaptures(closureExpr, context),
            site: closureExpr.range.start, id: makeClosureID())
        if let resolver = context.viewResolver { closure.viewResolver = resolver }
        return closure
    }

    /// The scope a closure literal runs in: its surroundings, and for a capture list
    /// (`{ [count] in … }`) a copy of each captured value made now, as Swift copies them
    /// when the closure is created. `self` (and `weak self`) is the same reference either way.
    private func captureScope(_ closure: ClosureExpr, _ context: EvalContext) -> Scope {
        let captured = closure.captureList.filter { $0.name != "self" }
        guard captured.isEmpty == false else { return context.scope }
        let scope = Scope(parent: context.scope)
        for name in captured {
            let reference = Expr(.identifier(name.name), range: name.range, id: -1)
            // A name that does not resolve is reported where the body uses it.
            guard let value = try? evaluate(reference, context) else { continue }
            scope.declare(name.name, value, isLet: true)
        }
        return scope
    }

    /// Whether a closure literal captures anything from its surroundings (R2.4).
    func closureCaptures(_ closure: ClosureExpr, _ context: EvalContext) -> Bool {
        if closure.captureList.isEmpty == false { return true }
        // The answer depends on the literal's place in the source, which does not change.
        if let cached = captureCache[closure.range.start] { return cached }
        let captures = computeCaptures(closure, context)
        captureCache[closure.range.start] = captures
        return captures
    }

    private func computeCaptures(_ closure: ClosureExpr, _ context: EvalContext) -> Bool {
        var parameterNames = Set(closure.parameters?.map(\.name.name) ?? [])
        for index in 0..<10 { parameterNames.insert("$\(index)") }
        var captures = false
        ExprWalker.walk(closure.body) { expr in
            switch expr.kind {
            case .identifier(let name):
                if parameterNames.contains(name) { return }
                if context.scope.lookup(name) != nil { captures = true }
                if context.selfContext != nil, self.program.type(named: name) == nil,
                    Builtins.isGlobalName(name) == false
                {
                    captures = true
                }
            case .selfValue, .projection:
                captures = true
            default:
                break
            }
        }
        return captures
    }

    // MARK: - Names

    func lookup(_ name: String, at expr: Expr, _ context: EvalContext, tracking: Bool) throws -> Value {
        if let variable = context.scope.lookup(name) {
            if case .foundation(.concurrency(.asyncLet(let task))) = variable.value {
                return try host.value(of: task, site: expr.range)
            }
            if variable.isBindingWrapper, case .binding(let binding) = variable.value {
                return try readBinding(binding.location, at: expr.range)
            }
            return variable.value
        }
        if let value = try memberOfSelf(name, at: expr.range, context, tracking: tracking) {
            return value
        }
        if program.globals[name] != nil { return try globalValue(name, at: expr.range) }
        if let resolver = context.viewResolver,
            let segment = ViewRefConversion.positionedSegment(name, range: expr.range),
            isViewTypeName(segment.typeName.name)
        {
            // `expect Line#2.title == "B"`: the second `Line` of its parent, as reports name it.
            return .viewInstance(try resolver(ViewRef(segments: [segment], range: expr.range)))
        }
        if let type = program.type(named: name) {
            if context.viewResolver != nil, case .structType(let nominal) = type, nominal.isView {
                let ref = ViewRef(
                    segments: [
                        ViewRefSegment(
                            typeName: Identifier(name, range: expr.range), selector: .none, range: expr.range)
                    ], range: expr.range)
                return .viewInstance(try context.viewResolver!(ref))
            }
            return .type(type)
        }
        if let functions = program.functions[name], let function = functions.first {
            return .closure(
                Closure(
                    body: .function(function, owner: nil, selfContext: nil), captures: false, site: nil,
                    id: makeClosureID()))
        }
        if Builtins.typeNames.contains(name) { return .type(.builtin(name)) }
        // A type known only by name, as a metatype (`withTaskGroup(of: Void.self)`); the
        // checker allows it only before `.self`.
        if BuiltinCatalogue.entry(.type, named: name)?.status == .nameOnly { return .type(.builtin(name)) }
        if ["<", ">", "<=", ">=", "==", "!=", "+", "-", "*", "/"].contains(name) {
            // An operator used as a function: `sorted(by: >)`.
            let range = expr.range
            return .closure(
                Closure(
                    body: .native(name: name) { [unowned self] arguments in
                        guard arguments.count == 2 else {
                            throw RuntimeError("operator '\(name)' takes two arguments", at: range)
                        }
                        return try self.applyBinary(
                            name, arguments[0], arguments[1], range: range, rhsIsLiteral: false)
                    }, captures: false, site: nil, id: makeClosureID()))
        }
        if Self.functionValues.contains(name) {
            // `values.map(abs)`, `reduce(0, max)`, `zip(a, b).map(min)`: the builtin function
            // as a value, called with unlabeled arguments.
            let range = expr.range
            return .closure(
                Closure(
                    body: .native(name: name) { [unowned self] arguments in
                        let spread: [Value]
                        if arguments.count == 1, case .tuple(let items, _) = arguments[0],
                            ["max", "min"].contains(name)
                        {
                            spread = items
                        } else {
                            spread = arguments
                        }
                        return try Builtins.callGlobal(
                            name, arguments: spread.map { EvaluatedArgument(label: nil, value: $0) }, at: range, self,
                            EvalContext(scope: self.globalScope))
                    }, captures: false, site: nil, id: makeClosureID()))
        }
        if let type = try genericParameterOfSelf(name, at: expr.range, context) { return .type(type) }
        throw RuntimeError("cannot find '\(name)' in scope", at: expr.range, group: .names)
    }

    /// A global `let` or `var`, given its value on first use: Swift initialises a global
    /// lazily, once, the first time any code reads or writes it. Nil for a computed global.
    func globalVariable(_ name: String, at range: SourceRange) throws -> Variable? {
        if let existing = globalVariables[name] { return existing }
        guard let declaration = program.globals[name], declaration.accessors == nil else { return nil }
        guard !initializingGlobals.contains(name) else {
            throw RuntimeError("global '\(name)' is read while its own initial value is evaluated", at: range)
        }
        initializingGlobals.insert(name)
        defer { initializingGlobals.remove(name) }
        let context = EvalContext(scope: Scope(parent: globalScope))
        guard let initializer = declaration.initializer else { return nil }
        onceInitializerDepth += 1
        defer { onceInitializerDepth -= 1 }
        let value = try coerce(
            try evaluate(initializer, context, hint: hintType(declaration.type)), to: declaration.type)
        let variable = Variable(value, isLet: declaration.isLet)
        globalVariables[name] = variable
        return variable
    }

    /// The value of a global: its stored value, or what its getter returns (on every read).
    private func globalValue(_ name: String, at range: SourceRange) throws -> Value {
        if let accessors = program.globals[name]?.accessors {
            let context = EvalContext(scope: Scope(parent: globalScope))
            if let single = accessors.getter.singleExpression { return try evaluate(single, context) }
            if case .returned(let value) = try execute(accessors.getter, context) { return value }
            return .void
        }
        guard let variable = try globalVariable(name, at: range) else {
            throw RuntimeError("cannot find '\(name)' in scope", at: range, group: .names)
        }
        return variable.value
    }

    /// Whether `name` is a member of `self` (which then hides a global of that name).
    func selfHasMember(_ selfContext: SelfContext, _ name: String) -> Bool {
        let type: NominalType?
        switch selfContext {
        case .object(let object): type = object.type
        case .value(_, let nominal), .enumValue(_, let nominal): type = nominal
        case .staticType(let typeRef): type = typeRef.nominal
        }
        guard let type else { return false }
        return type.storedIndex[name] != nil || type.computed[name] != nil || type.methods[name] != nil
            || type.staticProperties[name] != nil || type.staticMethods[name] != nil
    }

    /// Implicit `self.name` inside a method, initializer, body or closure; nil outside
    /// one, or when `self` has no such member. The context's `self` is switched over in
    /// place, not copied out first: every name a body reads comes through here.
    func memberOfSelf(_ name: String, at range: SourceRange, _ context: EvalContext, tracking: Bool) throws -> Value? {
        switch context.selfContext {
        case nil:
            return nil
        case .object(let object)?:
            if let index = object.type.storedIndex[name] {
                // The common case, a stored property of `self`, without a second lookup.
                return try storedMember(of: object, index, name, at: range, tracking: tracking)
            }
            // `objectWillChange.send()` in an ObservableObject's own method: the synthesized
            // publisher, on implicit `self`.
            let isPublisher = name == "objectWillChange" && object.type.isObservableObject
            guard object.type.computed[name] != nil || object.type.methods[name] != nil || isPublisher else {
                return try staticMemberIfAny(object.type, name, at: range)
            }
            return try member(of: .object(object), name, at: range, expr: nil, context, tracking: tracking)
        case .value(let variable, let type)?, .enumValue(let variable, let type)?:
            if let index = type.storedIndex[name], let field = variable.value.structField(index) {
                // The common case, a stored property of `self`, without a second lookup (and
                // without a copy of the instance: a view's body reads its properties so).
                if type.isView {
                    host.viewPropertyRead(index, node: context.node)
                    // Tested for nil first: a plain property (the commonest) copies no wrapper.
                    if type.storedWrappers[index] != nil, let wrapper = type.storedWrappers[index] {
                        return try wrappedValue(
                            of: variable.value, wrapper: wrapper, name: name, index: index, at: range, context)
                    }
                }
                return field
            }
            // `rawValue` of an enum with raw values, used on implicit `self` (`var id: String { rawValue }`).
            let isRawValue = name == "rawValue" && type.rawType != nil
            guard type.storedIndex[name] != nil || type.computed[name] != nil || type.methods[name] != nil || isRawValue
            else {
                if type.isBuiltinExtension, Builtins.hasProperty(variable.value, name) {
                    // `count` in `extension Array { var isLarge: Bool { count > 10 } }`.
                    return try Builtins.member(of: variable.value, name, at: range, self)
                }
                return try staticMemberIfAny(type, name, at: range)
            }
            return try member(of: variable.value, name, at: range, expr: nil, context, tracking: tracking)
        case .staticType(let typeRef)?:
            guard let nominal = typeRef.nominal else { return nil }
            if name == "allCases", nominal.kind == .enumKind, nominal.staticProperties[name] == nil {
                return Self.allCases(of: nominal)  // `allCases.firstIndex(of: x)` in a static func
            }
            return try staticMemberIfAny(nominal, name, at: range)
        }
    }

    /// Whether `expr` is a floating-point value by its spelling (`2.5`, `Double(n)`, an
    /// arithmetic with one) or by the current value of the local it names, without
    /// evaluating anything: the branch of a ternary not taken types an integer literal in
    /// the branch taken, as Swift gives both branches one type.
    func isEvidentlyFloatingPoint(_ expr: Expr, _ context: EvalContext) -> Bool {
        switch expr.kind {
        case .floatLiteral:
            return true
        case .prefixOperator("-", let inner):
            return isEvidentlyFloatingPoint(inner, context)
        case .tuple(let arguments) where arguments.count == 1 && arguments[0].label == nil:
            return isEvidentlyFloatingPoint(arguments[0].value, context)
        case .identifier(let name):
            if case .double? = context.scope.lookup(name)?.value { return true }
            return false
        case .call(let callee, _, _):
            guard case .identifier(let name) = callee.kind else { return false }
            return name == "Double" || name == "CGFloat" || name == "Float" || name == "TimeInterval"
        case .binaryOperator(let op, let lhs, let rhs) where op == "+" || op == "-" || op == "*" || op == "/":
            return isEvidentlyFloatingPoint(lhs, context) || isEvidentlyFloatingPoint(rhs, context)
        default:
            return false
        }
    }

    /// A `CaseIterable` enum's synthesized `allCases`, in declaration order.
    static func allCases(of type: NominalType) -> Value {
        .array(type.caseOrder.map { .enumCase(EnumCaseValue(type: type, name: $0)) })
    }

    /// A stored property of an object, read: the macro's getter for an @Observable one.
    private func storedMember(
        of object: ObjectInstance, _ index: Int, _ name: String, at range: SourceRange, tracking: Bool
    ) throws -> Value {
        if tracking, untrackedDepth == 0, object.isTracked(index) {
            let chain = readChain(of: object.type, index)
            // A view's `@Binding` read in a ForEach row's content is the view's read (R2.7).
            if bindingReadProperty == nil
                || host.bindingReadInRowContent(object, field: index, chain: chain, site: range) == false
            {
                // The macro's getter: `access(keyPath:)` registers the read (R4.1).
                FieldKeyPaths.access(object, index)
                host.observableRead(object, field: index, chain: chain, site: range)
            }
        } else if tracking, untrackedDepth == 0, object.type.storedWrappers[index] == .published {
            host.publishedRead(object, field: index)
        }
        if !object.pendingLazy.isEmpty, object.pendingLazy.contains(index) {
            try initializeLazy(object, index, at: range)
        }
        return object.fields[index]
    }

    private func staticMemberIfAny(_ type: NominalType, _ name: String, at range: SourceRange) throws -> Value? {
        if type.staticProperties[name] != nil { return try staticProperty(type, name, at: range) }
        if let methods = type.staticMethods[name], let method = methods.first {
            return .closure(
                Closure(
                    body: .function(method, owner: typeRef(of: type), selfContext: .staticType(typeRef(of: type))),
                    captures: false, site: nil, id: makeClosureID()))
        }
        if let nested = type.nestedTypes[name] { return .type(nested) }
        return nil
    }

    /// A property declared with a wrapper in a view, read in that view's code; `index`
    /// is its stored index when the caller has looked it up already.
    func wrappedValue(
        of viewValue: Value, wrapper: WrapperKind, name: String, index: Int? = nil, at range: SourceRange,
        _ context: EvalContext
    ) throws -> Value {
        guard case .structValue(let instance) = viewValue,
            let field = index.map({ instance.fields[$0] }) ?? instance.field(name)
        else {
            throw RuntimeError("cannot read '\(name)'", at: range)
        }
        switch wrapper {
        case .state:
            if let node = context.node, node.value.type === instance.type, let box = node.states[name] {
                if untrackedDepth == 0 { host.stateRead(box, throughBinding: bindingReadProperty) }
                return box.value
            }
            if case .wrapper(.state(let initial)) = field { return initial }
            return field
        case .stateObject:
            if let node = context.node, let object = node.stateObjects[name] { return object }
            throw RuntimeError("@StateObject '\(name)' is only available once the view is in the graph", at: range)
        case .observedObject, .bindable:
            if case .wrapper(.observedObject(let object)) = field { return object }
            if case .wrapper(.bindable(let object)) = field { return object }
            return field
        case .binding:
            guard case .wrapper(.binding(let binding)) = field else { return field }
            let outer = bindingReadProperty
            bindingReadProperty = name
            defer { bindingReadProperty = outer }
            return try readBinding(binding.location, at: range)
        case .environmentKey(let key):
            return try host.environmentValue(.key(key), node: context.node, site: range)
        case .environmentType(let typeName):
            do {
                return try host.environmentValue(.type(typeName), node: context.node, site: range)
            } catch let error as RuntimeError {
                // `@Environment(Session.self) private var session: Session?`: nil when no
                // ancestor placed one, as SwiftUI gives it.
                if context.node != nil,
                    case .optional? = instance.type.stored.first(where: { $0.name == name })?.type?.kind
                {
                    return .null
                }
                throw error
            }
        case .environmentObject:
            guard case .wrapper(.environmentObject(let typeName)) = field else { return field }
            return try host.environmentValue(.object(typeName), node: context.node, site: range)
        case .published, .observationIgnored:
            return field
        }
    }

    /// Type names an integer literal becomes a Double for (`TimeInterval` is Foundation's `Double`).
    /// The floating-point types an Int literal converts to (a switch: no hashing per call).
    static func isFloatingPointName(_ name: String) -> Bool {
        switch name {
        case "Double", "CGFloat", "Float", "TimeInterval": return true
        default: return false
        }
    }

    func readBinding(_ location: BindingLocation, at range: SourceRange) throws -> Value {
        switch location {
        case .state(let box):
            if untrackedDepth == 0 { host.stateRead(box, throughBinding: bindingReadProperty) }
            return box.value
        case .objectProperty(let object, let name):
            return try member(
                of: .object(object), name, at: range, expr: nil, EvalContext(scope: globalScope), tracking: true)
        case .computed(let get, _, _):
            return try call(get, arguments: [], at: range)
        case .constant(let value):
            return value
        case .member(let parent, let name):
            let parentValue = try readBinding(parent, at: range)
            return try member(
                of: parentValue, name, at: range, expr: nil, EvalContext(scope: globalScope), tracking: true)
        case .element(let parent, let key):
            return try subscriptValue(try readBinding(parent, at: range), keys: [key], labels: [nil], at: range)
        case .defaultedElement(let parent, let key, let defaultValue):
            return try subscriptValue(
                try readBinding(parent, at: range), keys: [key, defaultValue], labels: [nil, "default"], at: range)
        }
    }

    /// `$name`: the projected value of a wrapper (a Binding).
    func projection(_ name: String, at range: SourceRange, _ context: EvalContext) throws -> Value? {
        // `$item` of a closure's `$item in`.
        if let variable = context.scope.lookup("$" + name) { return variable.value }
        if case .object(let object)? = context.selfContext, let index = object.type.storedIndex[name],
            object.type.storedWrappers[index] == .published
        {
            // `$value` inside the class: the `@Published` property's publisher (R3.7).
            return .foundation(.publishedPublisher(PublishedPublisher(object: object, field: index)))
        }
        guard case .value(let variable, let type)? = context.selfContext, let index = type.storedIndex[name],
            let wrapper = type.storedWrappers[index], case .structValue(let instance) = variable.value
        else { return nil }
        switch wrapper {
        case .state:
            guard let node = context.node, let box = node.states[name] else {
                throw RuntimeError("'$\(name)' needs the view to be in the graph", at: range)
            }
            return .binding(BindingValue(location: .state(box), snapshot: box.value))
        case .binding:
            if case .wrapper(.binding(let binding))? = instance.field(name) { return .binding(binding) }
            return nil
        case .stateObject, .observedObject, .bindable, .environmentObject:
            let object = try wrappedValue(of: variable.value, wrapper: wrapper, name: name, at: range, context)
            return .binding(BindingValue(location: .constant(object), snapshot: object))
        default:
            return nil
        }
    }

    // MARK: - Members

    func member(
        of base: Value, _ name: String, at range: SourceRange, expr: Expr?, _ context: EvalContext, tracking: Bool
    ) throws -> Value {
        switch base {
        case .object(let object):
            if let index = object.type.storedIndex[name] {
                return try storedMember(of: object, index, name, at: range, tracking: tracking)
            }
            if let computed = object.type.computed[name] {
                return try runGetter(computed, selfContext: .object(object), context, range: range)
            }
            if let methods = object.type.methods[name], let method = methods.first {
                return .closure(
                    Closure(
                        body: .function(method, owner: .classType(object.type), selfContext: .object(object)),
                        captures: true, site: nil, id: makeClosureID()))
            }
            if name == "objectWillChange", object.type.isObservableObject {
                return .tuple([.object(object)], labels: ["objectWillChange"])
            }
            if name.hasPrefix("$"), let index = object.type.storedIndex[String(name.dropFirst())],
                object.type.storedWrappers[index] == .published
            {
                // `model.$value`: the property's publisher (R3.7).
                return .foundation(.publishedPublisher(PublishedPublisher(object: object, field: index)))
            }
            if name == "localizedDescription" { return try localizedDescription(of: base, context) }
            if name == "id", object.type.conformances.contains(.identifiable) {
                // Swift's default for a class: `Identifiable where Self: AnyObject` gives
                // `var id: ObjectIdentifier { ObjectIdentifier(self) }` (R1.4).
                return .foundation(.objectIdentifier(object))
            }
            throw RuntimeError("value of type '\(object.type.name)' has no member '\(name)'", at: range, group: .names)
        case .structValue(let instance):
            if let index = instance.type.storedIndex[name] {
                let field = instance.fields[index]
                if instance.type.isView, context.node?.type === instance.type {
                    host.viewPropertyRead(index, node: context.node)
                }
                if instance.type.isView, let wrapper = instance.type.storedWrappers[index] {
                    return try wrappedValue(of: base, wrapper: wrapper, name: name, index: index, at: range, context)
                }
                return field
            }
            if let computed = instance.type.computed[name] {
                return try runGetter(
                    computed, selfContext: .value(Variable(base), instance.type), context, range: range)
            }
            if let methods = instance.type.methods[name], let method = methods.first {
                let closure = Closure(
                    body: .function(
                        method, owner: .structType(instance.type), selfContext: .value(Variable(base), instance.type)),
                    captures: true, site: nil, id: makeClosureID())
                if instance.type.isView, context.node?.type === instance.type { closure.node = context.node?.link }
                return .closure(closure)
            }
            if name == "localizedDescription" { return try localizedDescription(of: base, context) }
            throw RuntimeError(
                "value of type '\(instance.type.name)' has no member '\(name)'", at: range, group: .names)
        case .viewInstance(let node):
            if let index = node.type.storedIndex[name] {
                var inner = context
                inner.node = node
                if let wrapper = node.type.storedWrappers[index] {
                    return try wrappedValue(
                        of: .structValue(node.value), wrapper: wrapper, name: name, at: range, inner)
                }
                return node.value.fields[index]
            }
            if let computed = node.type.computed[name] {
                var inner = context
                inner.node = node
                return try runGetter(
                    computed, selfContext: .value(Variable(.structValue(node.value)), node.type), inner, range: range)
            }
            throw RuntimeError("view '\(node.type.name)' has no property '\(name)'", at: range, group: .names)
        case .enumCase(let caseValue):
            if name == "rawValue", let type = caseValue.type {
                return try rawValue(of: caseValue, type: type, at: range)
            }
            if let type = caseValue.type, let computed = type.computed[name] {
                return try runGetter(computed, selfContext: .enumValue(Variable(base), type), context, range: range)
            }
            if let type = caseValue.type, let methods = type.methods[name], let method = methods.first {
                return .closure(
                    Closure(
                        body: .function(method, owner: .enumType(type), selfContext: .enumValue(Variable(base), type)),
                        captures: true, site: nil, id: makeClosureID()))
            }
            if name == "localizedDescription" { return try localizedDescription(of: base, context) }
            throw RuntimeError(
                "value of type '\(caseValue.type?.name ?? "enum")' has no member '\(name)'", at: range, group: .names)
        case .type(let typeRef):
            return try staticMember(typeRef, name, at: range, context)
        case .binding(let binding):
            if name == "wrappedValue" { return try readBinding(binding.location, at: range) }
            // `$model.flag`: a binding to a property of what the binding holds.
            let current = try readBindingWithoutTracking(binding.location, at: range)
            if case .object(let object) = current {
                let value = try member(of: current, name, at: range, expr: nil, context, tracking: false)
                return .binding(BindingValue(location: .objectProperty(object, name), snapshot: value))
            }
            let value = try member(of: current, name, at: range, expr: nil, context, tracking: false)
            return .binding(BindingValue(location: .member(binding.location, name), snapshot: value))
        case .tuple(let items, let labels):
            if labels.first == "objectWillChange", case .object = items.first {
                return base
            }
            if let index = labels.firstIndex(of: name) { return items[index] }
            if let index = Int(name), index < items.count { return items[index] }
            throw RuntimeError("value of tuple type has no member '\(name)'", at: range)
        case .null:
            throw RuntimeError(
                "value of optional type must be unwrapped to refer to member '\(name)'", at: range,
                notes: [DiagnosticNote("use '?.' to access the member only when the value is not nil")])
        case .foundation(.concurrency(.cancellationError)) where name == "localizedDescription":
            return try localizedDescription(of: base, context)
        default:
            if let extended = builtinExtension(of: base), let getter = extended.computed[name] {
                // `price.currency` of `extension Double { var currency: String { … } }`.
                return try runGetter(
                    getter, selfContext: .value(Variable(base), extended), EvalContext(scope: globalScope),
                    range: range)
            }
            return try Builtins.member(of: base, name, at: range, self)
        }
    }

    /// The scenario's extension of a SwiftUI style type (`extension Font`, `extension
    /// ShapeStyle where Self == Color`) that declares the static `name`, for an implicit member
    /// whose type the context does not give (`.font(.cardTitle)`, `.foregroundStyle(.brand)`):
    /// the expected builtin type's extension first, else the one extension that declares it.
    /// A call (`.brand(size: 14)`) names a static method, a bare name a static property. Nil
    /// when none does, or when several do and the context does not choose.
    func symbolicExtension(declaring name: String, builtin: String?, isCall: Bool) -> NominalType? {
        guard program.symbolicExtensions.isEmpty == false else { return nil }
        func declares(_ type: NominalType) -> Bool {
            isCall ? type.staticMethods[name] != nil : type.staticProperties[name] != nil
        }
        if let builtin, let extended = program.builtinExtensions[builtin] {
            return declares(extended) ? extended : nil
        }
        var declaring = program.symbolicExtensions.filter(declares)
        // `extension ShapeStyle where Self == Color` adds each static to both names: one declaration.
        if declaring.contains(where: { $0.name == "ShapeStyle" }) { declaring.removeAll { $0.name == "Color" } }
        return declaring.count == 1 ? declaring[0] : nil
    }

    /// The members the scenario's extensions add to a builtin value's type, if any.
    func builtinExtension(of value: Value) -> NominalType? {
        guard program.builtinExtensions.isEmpty == false else { return nil }
        let name: String
        switch value {
        case .int: name = "Int"
        case .double: name = "Double"
        case .string: name = "String"
        case .bool: name = "Bool"
        case .array: name = "Array"
        case .dictionary: name = "Dictionary"
        case .set: name = "Set"
        case .range: name = "Range"
        case .foundation(.date): name = "Date"
        case .symbol(let type?, _) where Builtins.symbolicTypes.contains(type): name = type
        case .view: name = "View"
        default: return nil
        }
        return program.builtinExtensions[name]
    }

    func readBindingWithoutTracking(_ location: BindingLocation, at range: SourceRange) throws -> Value {
        switch location {
        case .state(let box): return box.value
        case .constant(let value): return value
        default: return try readBinding(location, at: range)
        }
    }

    func staticMember(_ typeRef: TypeRef, _ name: String, at range: SourceRange, _ context: EvalContext) throws -> Value
    {
        if name == "init" { return initializerFunction(typeRef, at: range, context) }
        guard let nominal = typeRef.nominal else {
            if let extended = program.builtinExtensions[typeRef.name],
                let found = try staticMemberIfAny(extended, name, at: range)
            {
                // `Double.goldenRatio` of `extension Double { static let goldenRatio = … }`.
                return found
            }
            return try Builtins.staticMember(typeRef.name, name, at: range, self)
        }
        if nominal.kind == .enumKind, let element = nominal.cases[name] {
            if element.associatedValues != nil {
                return .closure(
                    Closure(
                        body: .native(name: name) { payload in
                            .enumCase(
                                EnumCaseValue(
                                    type: nominal, name: name, payload: payload,
                                    labels: element.associatedValues?.map(\.label) ?? []))
                        }, captures: false, site: nil, id: makeClosureID()))
            }
            return .enumCase(EnumCaseValue(type: nominal, name: name))
        }
        if let value = try staticMemberIfAny(nominal, name, at: range) { return value }
        if name == "self" { return .type(typeRef) }
        if nominal.kind == .enumKind, name == "allCases" { return Self.allCases(of: nominal) }
        throw RuntimeError("type '\(nominal.name)' has no member '\(name)'", at: range, group: .names)
    }

    /// A `static let`/`static var`: evaluated once, on first use (Swift's lazy globals).
    func staticProperty(_ type: NominalType, _ name: String, at range: SourceRange) throws -> Value {
        if let stored = type.staticStorage[name] { return stored }
        guard let declaration = type.staticProperties[name] else {
            throw RuntimeError("type '\(type.name)' has no static member '\(name)'", at: range)
        }
        let context = EvalContext(scope: Scope(parent: globalScope), selfContext: .staticType(typeRef(of: type)))
        if let accessors = declaration.accessors {
            // `static var standard: Units { .metric }`: the declared type types the result.
            if let single = accessors.getter.singleExpression {
                return try coerce(try evaluate(single, context, hint: hintType(declaration.type)), to: declaration.type)
            }
            returnTypes.append(declaration.type)
            defer { returnTypes.removeLast() }
            if case .returned(let value) = try execute(accessors.getter, context) {
                return try coerce(value, to: declaration.type)
            }
            return .void
        }
        guard let initializer = declaration.initializer else {
            throw RuntimeError("static property '\(name)' has no value", at: range)
        }
        onceInitializerDepth += 1
        defer { onceInitializerDepth -= 1 }
        let value = try coerce(
            try evaluate(initializer, context, hint: hintType(declaration.type)), to: declaration.type)
        type.staticStorage[name] = value
        return value
    }

    func implicitMember(
        _ name: String, hint: NominalType?, builtin: String? = nil, arguments: [EvaluatedArgument]?,
        at range: SourceRange, _ context: EvalContext
    ) throws -> Value {
        if let hint {
            if hint.kind == .enumKind, let element = hint.cases[name] {
                let payload = arguments?.map(\.value) ?? []
                if element.associatedValues != nil && arguments == nil {
                    return try staticMember(.enumType(hint), name, at: range, context)
                }
                return .enumCase(
                    EnumCaseValue(type: hint, name: name, payload: payload, labels: arguments?.map(\.label) ?? []))
            }
            if let value = try staticMemberIfAny(hint, name, at: range) {
                if let arguments, case .closure(let closure) = value {
                    return try call(closure, arguments: arguments.map(\.value), at: range)
                }
                return value
            }
        }
        if hint == nil, let extended = symbolicExtension(declaring: name, builtin: builtin, isCall: arguments != nil),
            let value = try staticMemberIfAny(extended, name, at: range)
        {
            // `.font(.cardTitle)` of `extension Font { static let cardTitle = … }`.
            if let arguments, case .closure(let closure) = value {
                return try call(closure, arguments: arguments.map(\.value), at: range)
            }
            return value
        }
        // `var createdAt: Date = .now`, `.seconds(2)` where a Duration is expected: a static
        // member of the builtin type the context expects.
        if let builtin,
            let value = try Builtins.staticMemberIfAny(builtin, name, arguments: arguments, at: range, self, context)
        {
            return value
        }
        if let builtin, arguments == nil, Builtins.symbolicTypes.contains(builtin),
            let value = SymbolBuiltins.staticMember(builtin, name)
        {
            // `var color: Color = .blue`: the colour, as `Color.blue` is (`color.gradient` works).
            return value
        }
        if let arguments {
            if name == "constant", arguments.count == 1 {
                return .binding(BindingValue(location: .constant(arguments[0].value), snapshot: arguments[0].value))
            }
            if name == "now", arguments.isEmpty {
                // `.now() + 0.5` in `asyncAfter(deadline:)`: an untyped `.now()` call can only be
                // `DispatchTime.now()` (Date's and a clock's `now` are properties).
                return DispatchBuiltins.now(host)
            }
            return .enumCase(
                EnumCaseValue(type: nil, name: name, payload: arguments.map(\.value), labels: arguments.map(\.label)))
        }
        if name == "none" { return .null }
        return .symbol(type: nil, name: name)
    }

    /// The builtin functions apps pass as values (`map(abs)`, `reduce(0, max)`).
    static let functionValues: Set<String> = [
        "abs", "sqrt", "max", "min", "floor", "ceil", "round", "exp", "log", "sin", "cos", "tan", "pow",
    ]

    /// `String.init`, `Tag.init` as a function value (`values.map(String.init)`): called with
    /// positional arguments, it builds the type with the initializer of that many parameters
    /// (a declared one, else the memberwise one), as a reference to `init` names it.
    private func initializerFunction(_ typeRef: TypeRef, at range: SourceRange, _ context: EvalContext) -> Value {
        .closure(
            Closure(
                body: .native(name: typeRef.name + ".init") { [unowned self] values in
                    let scope = Scope(parent: context.scope)
                    var labels: [String?] = Array(repeating: nil, count: values.count)
                    if let nominal = typeRef.nominal {
                        if let initializer = nominal.initializers.first(where: { $0.parameters.count == values.count })
                        {
                            labels = initializer.parameters.map(\.label)
                        } else if nominal.initializers.isEmpty, nominal.kind == .structKind {
                            labels = nominal.stored.prefix(values.count).map { Optional($0.name) }
                        }
                    }
                    var arguments: [Argument] = []
                    for (index, value) in values.enumerated() {
                        let name = "$init\(index)"
                        scope.declare(name, value, isLet: true)
                        arguments.append(
                            Argument(
                                label: labels[index].map { Identifier($0, range: range) },
                                value: Expr(.identifier(name), range: range, id: -1), range: range))
                    }
                    return try self.callValue(
                        .type(typeRef), arguments: arguments, trailing: [], at: range, context.with(scope: scope))
                }, captures: false, site: nil, id: makeClosureID()))
    }

    func rawValue(of caseValue: EnumCaseValue, type: NominalType, at range: SourceRange) throws -> Value {
        guard let rawType = type.rawType else {
            throw RuntimeError("enum '\(type.name)' has no raw values", at: range)
        }
        if let element = type.cases[caseValue.name], let rawExpr = element.rawValue {
            // `enum Speed: Double { case slow = 1 }`: the literal is a Double (1.0).
            return try coerce(
                try evaluate(rawExpr, EvalContext(scope: globalScope)),
                to: TypeSyntax(.named(rawType, genericArguments: []), range: rawExpr.range))
        }
        switch rawType {
        case "String": return .string(caseValue.name)
        case "Int":
            // Swift counts on from the last case with an explicit value (`case a = 5, b`: 6),
            // from 0 when none comes before.
            guard let position = type.caseOrder.firstIndex(of: caseValue.name) else { return .int(0) }
            var offset = 0
            for earlier in type.caseOrder[..<position].reversed() {
                offset += 1
                if let rawExpr = type.cases[earlier]?.rawValue,
                    case .int(let base) = try evaluate(rawExpr, EvalContext(scope: globalScope))
                {
                    return .int(base + offset)
                }
            }
            return .int(position)
        default: throw RuntimeError("enum case '\(caseValue.name)' has no raw value", at: range)
        }
    }

    // MARK: - Getters and setters

    func runGetter(
        _ declaration: VariableDecl, selfContext: SelfContext, _ context: EvalContext, range: SourceRange,
        declaredIn: NominalType? = nil
    ) throws -> Value {
        // A subclass's getter, or one it inherits: `super` in it starts above its class.
        var declaring: NominalType? = nil
        if case .object(let object) = selfContext, object.type.superclass != nil {
            declaring = declaredIn ?? object.type.declaringClass(of: declaration.name?.name ?? "")
        }
        getterRuns &+= 1
        let value = try runningCode(of: declaring) {
            try runDeclaredGetter(declaration, selfContext: selfContext, context, range: range)
        }
        lastGetterName = declaration.name?.name
        return value
    }

    private func runDeclaredGetter(
        _ declaration: VariableDecl, selfContext: SelfContext, _ context: EvalContext, range: SourceRange
    ) throws -> Value {
        guard let accessors = declaration.accessors else { return .void }
        let name = declaration.name?.name ?? "?"
        try enterCall(name, at: range)
        defer { leaveCall() }
        let inner = EvalContext(scope: Scope(parent: globalScope), selfContext: selfContext, node: context.node)
        if isViewBuilderType(declaration.type) {
            return .view(try evaluateBuilderBody(accessors.getter, inner, site: declaration.range))
        }
        if let single = accessors.getter.singleExpression {
            return try coerce(try evaluate(single, inner, hint: hintType(declaration.type)), to: declaration.type)
        }
        returnTypes.append(declaration.type)
        defer { returnTypes.removeLast() }
        if case .returned(let value) = try execute(valueBody(accessors.getter), inner) {
            return try coerce(value, to: declaration.type)
        }
        return .void
    }

    func runSetter(
        _ declaration: VariableDecl, value: Value, selfContext: SelfContext, _ context: EvalContext, range: SourceRange
    ) throws {
        guard let setter = declaration.accessors?.setter else {
            throw RuntimeError(
                "cannot assign to property: '\(declaration.name?.name ?? "?")' is a get-only property", at: range)
        }
        let scope = Scope(parent: globalScope)
        // `total = 3` of a `Double` computed property: the setter's `newValue` is 3.0.
        scope.declare(setter.parameter, try coerce(value, to: declaration.type), isLet: true)
        try enterCall(declaration.name?.name ?? "set", at: range)
        defer { leaveCall() }
        _ = try execute(setter.body, EvalContext(scope: scope, selfContext: selfContext, node: context.node))
    }

    // MARK: - Subscripts

    func subscriptValue(_ base: Value, keys: [Value], labels: [String?], at range: SourceRange) throws -> Value {
        // `item[keyPath: \Item.name]`: every value's key-path subscript, read as the key
        // path is applied as a function (SE-0249).
        if labels == ["keyPath"], case .keyPath(let keyPath) = keys[0] {
            return try apply(keyPath, to: base, at: range)
        }
        switch base {
        case .array(let items):
            guard keys.count == 1 else { throw RuntimeError("array subscript needs one index", at: range) }
            switch keys[0] {
            case .int(let index):
                guard index >= 0, index < items.count else {
                    throw RuntimeError(
                        "index out of range: \(index) (the array has \(items.count) elements)", at: range)
                }
                return items[index]
            case .range(let low, let high, let closed):
                return try ArrayBuiltins.slice(items, lower: low, upper: high, closed: closed, at: range)
            case .partialRange(let low, let high, let closed):
                return try ArrayBuiltins.slice(items, from: low, to: high, closed: closed, at: range)
            default:
                throw RuntimeError(
                    "cannot subscript an array with a value of type '\(typeName(of: keys[0]))'", at: range)
            }
        case .dictionary(let dictionary):
            return try DictionaryBuiltins.read(dictionary, keys: keys, labels: labels, at: range)
        case .binding(let binding):
            // `$items[2]`: a binding to the element (Binding's subscript for a
            // MutableCollection it holds).
            let current = try readBindingWithoutTracking(binding.location, at: range)
            if keys.count == 2, labels == [nil, "default"], case .dictionary = current {
                // `$counts["Mug", default: 0]`: a writable key path through the defaulted subscript.
                let entry = try subscriptValue(current, keys: keys, labels: labels, at: range)
                return .binding(
                    BindingValue(
                        location: .defaultedElement(binding.location, key: keys[0], default: keys[1]), snapshot: entry))
            }
            guard keys.count == 1, labels == [nil] else {
                throw RuntimeError(
                    "a binding's subscript takes one index (or a dictionary key and 'default:')", at: range)
            }
            let element = try subscriptValue(current, keys: keys, labels: labels, at: range)
            return .binding(BindingValue(location: .element(binding.location, keys[0]), snapshot: element))
        case .string(let text):
            if keys.count == 1, labels == [nil],
                let found = try StringIndexBuiltins.subscriptValue(text, keys[0], at: range)
            {
                return found
            }
            throw RuntimeError(
                "strings cannot be subscripted with an Int in Swift; use 'Array(\"\(text.prefix(10))\")' or string methods",
                at: range)
        case .null:
            throw RuntimeError("value of optional type must be unwrapped before subscripting", at: range)
        default:
            throw RuntimeError("value of type '\(typeName(of: base))' has no subscripts", at: range)
        }
    }

    // MARK: - Type helpers

    /// `totals[k, default: 0]` of a `[String: Double]`, `tags[k, default: []]` of a
    /// `[String: Set<String>]`: the default is read in the dictionary's declared value type
    /// (the literal is a Double; the empty literal a Set).
    func typeSubscriptDefault(_ keys: inout [Value], arguments: [Argument], base: Expr, _ context: EvalContext)
        throws
    {
        guard keys.count == 2, arguments[1].label?.name == "default",
            case .dictionary(_, let valueType)? = declaredType(of: base, context)?.kind
        else { return }
        if case .int = keys[1], arguments[1].value.isLiteralArithmetic, Self.isFloatingPointType(valueType) {
            keys[1] = try evaluate(arguments[1].value, context, hint: .floatingPoint)
        } else if case .array = keys[1], case .named("Set", _) = valueType.kind {
            keys[1] = try coerce(keys[1], to: valueType)
        }
    }

    /// `Array` or `Dictionary` for `[T]` or `[K: V]` written as a type before a static member,
    /// when the scenario extends that collection (otherwise nil, and `[x]` is a literal).
    func extendedCollectionType(_ base: Expr, _ context: EvalContext) throws -> TypeRef? {
        guard program.builtinExtensions.isEmpty == false else { return nil }
        let name: String
        switch base.kind {
        case .arrayLiteral(let items) where items.count == 1: name = "Array"
        case .dictionaryLiteral(let pairs) where pairs.count == 1: name = "Dictionary"
        default: return nil
        }
        guard program.builtinExtensions[name] != nil, try collectionType(base, context) != nil else { return nil }
        return .builtin(name)
    }

    /// `[Int].self`, `[String: Int].self`, `(String, Int).self` (`withTaskGroup(of: [Int].self)`):
    /// the brackets spell a collection or tuple type, not a literal, when what they hold are types.
    private func collectionType(_ base: Expr, _ context: EvalContext) throws -> Value? {
        func name(_ element: Expr) throws -> String? {
            guard case .identifier(let identifier) = element.kind, identifier.first?.isUppercase == true,
                case .type(let type) = try evaluate(element, context)
            else { return nil }
            return type.name
        }
        switch base.kind {
        case .arrayLiteral(let items) where items.count == 1:
            return try name(items[0]).map { .type(.builtin("[\($0)]")) }
        case .dictionaryLiteral(let pairs) where pairs.count == 1:
            guard let key = try name(pairs[0].key), let value = try name(pairs[0].value) else { return nil }
            return .type(.builtin("[\(key): \(value)]"))
        case .tuple(let elements) where elements.count > 1 && elements.allSatisfy({ $0.label == nil }):
            var names: [String] = []
            for element in elements {
                guard let elementName = try name(element.value) else { return nil }
                names.append(elementName)
            }
            return .type(.builtin("(" + names.joined(separator: ", ") + ")"))
        default:
            return nil
        }
    }

    func typeRef(of type: NominalType) -> TypeRef {
        switch type.kind {
        case .structKind: .structType(type)
        case .classKind: .classType(type)
        case .enumKind: .enumType(type)
        }
    }

    /// The declared type of a value (nil for builtin values).
    func nominalType(of value: Value) -> NominalType? {
        switch value {
        case .structValue(let s): return s.type
        case .object(let o): return o.type
        case .enumCase(let c): return c.type
        default: return nil
        }
    }

    /// The hint a value gives an expression compared with or assigned over it
    /// (`x == .done`, `total = 1` where `total` is a Double).
    func typeHint(of value: Value) -> TypeHint? {
        switch value {
        case .double: return .floatingPoint
        // `createdAt < .now`, `elapsed == .zero`: the other operand's builtin type.
        case .int: return .builtin("Int")
        case .duration: return .builtin("Duration")
        case .foundation(.date): return .builtin("Date")
        default: return nominalType(of: value).map { .nominal($0) }
        }
    }

    func hintType(_ type: TypeSyntax?) -> TypeHint? {
        guard let type else { return nil }
        switch type.kind {
        case .named(let name, let arguments):
            if let target = program.expandingAliases(name) { return hintType(target) }
            if name == "Optional", arguments.count == 1 { return hintType(arguments[0]) }
            if Self.isFloatingPointName(name) { return .floatingPoint }
            if let declared = program.type(named: name) { return declared.nominal.map { .nominal($0) } }
            return Builtins.typeNames.contains(name) ? .builtin(name) : nil
        case .optional(let wrapped): return hintType(wrapped)
        case .array(let element): return hintType(element)
        case .dictionary(_, let value): return hintType(value)
        default: return nil
        }
    }

    /// The values a sized integer type holds that an Int holds too (`UInt64` above
    /// `Int.max` is not simulated).
    static let sizedIntegerRanges: [String: ClosedRange<Int>] = [
        "Int8": Int(Int8.min)...Int(Int8.max), "Int16": Int(Int16.min)...Int(Int16.max),
        "Int32": Int(Int32.min)...Int(Int32.max), "UInt8": 0...Int(UInt8.max), "UInt16": 0...Int(UInt16.max),
        "UInt32": 0...Int(UInt32.max), "UInt": 0...Int.max, "UInt64": 0...Int.max,
    ]

    /// Swift's literal typing, where it matters at run time: an Int literal stored
    /// in a `Double` becomes a Double.
    func coerce(_ value: Value, to type: TypeSyntax?) throws -> Value {
        guard let type else { return value }
        switch value {
        case .int, .double, .tuple, .symbol, .enumCase, .array, .closure, .dictionary, .set:
            break
        default:
            // Only the kinds above are ever converted (every case below matches one of them),
            // so a string, a Bool, an instance or nil is returned as it is, without looking
            // at the type.
            return value
        }
        if case .named(let name, _) = type.kind, let target = program.expandingAliases(name) {
            return try coerce(value, to: target)
        }
        // An Int where an `Int` is declared (a parameter, a memberwise argument), the
        // commonest case, is returned before the cases below compare the type's name.
        if case .int = value, case .named("Int", _) = type.kind { return value }
        switch (type.kind, value) {
        case (.named(let name, _), .int(let i)) where Self.isFloatingPointName(name):
            return .double(Double(i))
        case (.named(let name, _), .int(let i)) where Self.sizedIntegerRanges[name] != nil:
            // A sized integer is held as an Int: exact while the value is in the type's range.
            // Outside it (`UInt64` wrapping arithmetic gone negative, a `UInt8` past 255) the
            // Int is not what Swift holds, so it is an error rather than a wrong number.
            let bounds = Self.sizedIntegerRanges[name]!
            guard bounds.contains(i) else {
                throw RuntimeError(
                    "a '\(name)' here would hold \(i), outside its range \(bounds.lowerBound)...\(bounds.upperBound): ViewGraph holds sized integers as Int, and their overflow and wrapping arithmetic are not simulated yet",
                    at: type.range,
                    notes: [DiagnosticNote("use 'Int' for this value; its arithmetic is simulated exactly")],
                    group: .unsupported)
            }
            return value
        case (.tuple(let elements), .tuple(let items, let valueLabels)) where items.count == elements.count:
            // `-> (count: Int, sum: Int)` returning `(n, total)`: the declared type's labels,
            // and each element as its type wants it (`let p: (Double, Int) = (1, 2)`).
            let labels = type.tupleLabels.flatMap { $0.count == items.count ? $0 : nil } ?? valueLabels
            return .tuple(try zip(items, elements).map { try coerce($0, to: $1) }, labels: labels)
        case (.named("Decimal", _), .int), (.named("Decimal", _), .double):
            // `let balance: Decimal = 124500.80`: a float literal goes through a Double, as
            // Swift's `Decimal(floatLiteral:)` does.
            return FoundationBuiltins.convertedDecimal(from: value).map { .foundation(.decimal($0)) } ?? value
        case (.named("URLSessionConfiguration", _), .symbol(nil, let name))
        where name == "default" || name == "ephemeral":
            // `configuration: URLSessionConfiguration = .default`.
            let box = makeFormatter(kind: "URLSessionConfiguration")
            box.options["name"] = .string(name)
            return .foundation(.formatter(box))
        case (.optional(let wrapped), _):
            return try coerce(value, to: wrapped)
        case (.named(let name, _), .symbol(nil, "zero")) where GeometryBuiltins.labels(of: name) != nil:
            // `var offset: CGSize = .zero`, `offset = .zero`.
            return GeometryBuiltins.zero(GeometryBuiltins.labels(of: name) ?? [])
        case (.named(let name, _), .symbol(nil, let member)):
            // `events.append(.login)` into `[Event]`, `?? .system` into a `Theme`: an implicit
            // member the context did not type, typed by the declared storage.
            guard let nominal = program.type(named: name)?.nominal else { return value }
            if let element = nominal.cases[member], element.associatedValues == nil {
                return .enumCase(EnumCaseValue(type: nominal, name: member))
            }
            if nominal.staticProperties[member] != nil { return try staticProperty(nominal, member, at: type.range) }
            return value
        case (.named(let name, _), .enumCase(let untyped)) where untyped.type == nil:
            // `path.append(.author("A"))` into `[Route]`: the case, typed by the storage.
            guard case .enumType(let nominal)? = program.type(named: name),
                let element = nominal.cases[untyped.name], let parameters = element.associatedValues,
                parameters.count == untyped.payload.count
            else { return value }
            let payload = try zip(untyped.payload, parameters).map { try coerce($0, to: $1.type) }
            return .enumCase(
                EnumCaseValue(type: nominal, name: untyped.name, payload: payload, labels: parameters.map(\.label)))
        case (.named("Set", let arguments), .array(let items)):
            // `var s: Set<Int> = [1, 2]`: an array literal becomes a set (duplicates dropped);
            // `Set<Tab> = [.home]` holds the enum's case, not an untyped member.
            let elements = try arguments.first.map { element in try items.map { try coerce($0, to: element) } }
            return .set(SetBuiltins.make(elements ?? items, self))
        case (.named("Set", let arguments), .set(let set)) where arguments.count == 1:
            // `tabs.insert(.settings)` into a `Set<Tab>`: each member typed by the storage.
            guard set.elements.contains(where: Self.isUntypedMember) else { return value }
            return .set(SetBuiltins.make(try set.elements.map { try coerce($0, to: arguments[0]) }, self))
        case (.array(let element), .array(let items)):
            return .array(try items.map { try coerce($0, to: element) })
        case (.function(let parameters, _, _), .closure(let closure)):
            // `let f: (Double, Double) -> Double = { $0 / $1 }`: calls convert their arguments.
            if closure.declaredParameterTypes == nil, parameters.contains(where: { Self.isFloatingPointType($0) }) {
                closure.declaredParameterTypes = parameters
            }
            return value
        case (.dictionary(let keyType, let valueType), .dictionary(var dictionary)):
            if dictionary.keys.contains(where: Self.isUntypedMember) {
                // `[Tab: Int] = [.home: 3]`: a key written as an implicit member is the enum's
                // case, so `counts[Tab.home]` finds it (Swift types keys by the declaration).
                var typed = OrderedDictionary()
                for (key, item) in zip(dictionary.keys, dictionary.values) {
                    typed[try coerce(key, to: keyType)] = item
                }
                dictionary = typed
            }
            for key in dictionary.keys { dictionary[key] = try dictionary[key].map { try coerce($0, to: valueType) } }
            return .dictionary(dictionary)
        default:
            return value
        }
    }

    /// The type of a dictionary's keys, for a key written as an implicit member: the
    /// storage's declared key type, else the type of a key it holds.
    func subscriptKeyHint(_ base: Expr, _ baseValue: Value, _ context: EvalContext) -> TypeHint? {
        if case .dictionary(let keyType, _)? = declaredType(of: base, context)?.kind, let hint = hintType(keyType) {
            return hint
        }
        guard case .dictionary(let dictionary) = baseValue,
            let typed = dictionary.keys.first(where: { Self.isUntypedMember($0) == false })
        else { return nil }
        return typeHint(of: typed)
    }

    /// `.home`, `.author("A")`: an implicit member no context has typed yet.
    static func isUntypedMember(_ value: Value) -> Bool {
        switch value {
        case .symbol(nil, _): true
        case .enumCase(let element): element.type == nil
        default: false
        }
    }

    /// `Double`, `CGFloat`, `TimeInterval`, …, and an optional of one.
    static func isFloatingPointType(_ type: TypeSyntax) -> Bool {
        switch type.kind {
        case .named(let name, _): isFloatingPointName(name)
        case .optional(let wrapped): isFloatingPointType(wrapped)
        default: false
        }
    }

    /// Keeps a Double a Double when an Int literal is assigned over it, and a labeled
    /// tuple's labels when an unlabeled tuple is (`range = (lo, hi)` into a `(lo:, hi:)`):
    /// the storage's type, not the value's, is what Swift keeps.
    func coerce(_ value: Value, like current: Value?) -> Value {
        if case .double? = current, case .int(let i) = value { return .double(Double(i)) }
        if case .tuple(_, let currentLabels)? = current, case .tuple(let items, let labels) = value,
            items.count == currentLabels.count, labels != currentLabels, labels.allSatisfy({ $0 == nil })
        {
            return .tuple(items, labels: currentLabels)
        }
        if case .symbol(nil, "zero") = value, let current, let zero = GeometryBuiltins.zero(like: current) {
            // `offset = .zero` into a CGSize whose declaration gives no type.
            return zero
        }
        return value
    }

    func valueIs(_ value: Value, _ type: TypeSyntax) -> Bool {
        if case .named(let alias, _) = type.kind, let target = program.expandingAliases(alias) {
            return valueIs(value, target)
        }
        switch (type.kind, value) {
        case (.named("Any", _), _): return true
        case (.named("AnyObject", _), .object): return true
        case (.optional(let wrapped), _):
            if case .null = value { return true }
            return valueIs(value, wrapped)
        case (.composition(let parts), _):
            // `item as? any Named & Aged`: it is each of them.
            return parts.allSatisfy { valueIs(value, $0) }
        case (.array(let element), .array(let items)):
            // `payload["tags"] as? [String]`: every element must be one.
            return items.allSatisfy { valueIs($0, element) }
        case (.dictionary(let keyType, let valueType), .dictionary(let dictionary)):
            return dictionary.keys.allSatisfy { valueIs($0, keyType) }
                && dictionary.values.allSatisfy { valueIs($0, valueType) }
        case (.named(let name, _), _):
            if typeName(of: value) == name { return true }
            // `animal as? Bird`, `bird is Animal`: a class instance is one of its superclasses too.
            if case .object(let object) = value, isInstance(of: object.type, named: name) { return true }
            // `item as? Describable`: a declared type conforming to a declared protocol.
            guard program.protocols[name] != nil, let nominal = nominalType(of: value) else { return false }
            return program.declaredProtocols(of: nominal).contains(name)
        default:
            return false
        }
    }

    func describe(_ type: TypeSyntax) -> String {
        switch type.kind {
        case .named(let name, _): return name
        case .array(let e): return "[\(describe(e))]"
        case .optional(let w): return describe(w) + "?"
        default: return "type"
        }
    }

    func isViewTypeName(_ name: String) -> Bool {
        if let declared = program.type(named: name) {
            // A type of the app's own named like a SwiftUI view (`struct Section { … }`)
            // shadows it, as in Swift.
            if case .structType(let t) = declared { return t.isView }
            return false
        }
        return Builtins.primitiveViews.contains(name)
    }
}

extension Expr {
    /// `.now.addingTimeInterval(60)`: members and calls on an implicit member, whose root
    /// Swift looks up in the chain's contextual type (SE-0287).
    var isImplicitMemberChain: Bool {
        switch kind {
        case .implicitMember: return true
        case .member(let base, _): return base.isImplicitMemberChain
        case .call(let callee, _, _): return callee.isImplicitMemberChain
        default: return false
        }
    }

    /// Whether evaluating this expression can use the type its context expects (the
    /// `hint` of `evaluate`): literals, implicit members, calls and what passes a hint
    /// on. For any other expression the hint is not worked out at all.
    var usesTypeHint: Bool {
        switch kind {
        case .member(let base, _):
            return base.isImplicitMemberChain
        case .integerLiteral, .arrayLiteral, .dictionaryLiteral, .implicitMember, .call, .prefixOperator,
            .postfixOperator, .ternary:
            return true
        case .subscriptAccess(let base, _):
            // `[.red, .teal][i]`: the literal's elements take the type wanted.
            if case .arrayLiteral = base.kind { return true }
            return false
        case .binaryOperator(let op, let lhs, _):
            // `let ratio: Double = 1 / 4`: the literals of an arithmetic expression take the
            // type the context expects.
            return Interpreter.isArithmetic(op) && lhs.usesTypeHint
        default:
            return false
        }
    }

    /// Whether an optional chain (`?.`) appears in this member/call chain.
    var containsOptionalChain: Bool {
        switch kind {
        case .optionalChain: return true
        case .member(let base, _): return base.containsOptionalChain
        case .call(let callee, _, _): return callee.containsOptionalChain
        case .subscriptAccess(let base, _): return base.containsOptionalChain
        case .forceUnwrap(let inner): return inner.containsOptionalChain
        default: return false
        }
    }
}
