// Operators and equality: Swift's arithmetic (overflow traps as a diagnostic),
// comparisons, ranges, `??`, short-circuit `&&`/`||`, and `==` as the value's type
// defines it (synthesized memberwise, a declared `static func ==`, identity for
// classes), which the @Observable macro's set uses to dedupe (R4.6). Exact for Int,
// Double, String, Bool and the declared types; numeric literals take the other
// operand's type; other operator overloads are not modelled.
import Foundation
import ViewGraphDiagnostics
import ViewGraphSyntax

extension Interpreter {
    // MARK: - Operators

    /// Whether `op`'s operands take the type the context expects of the result (Swift's
    /// literal typing: `let ratio: Double = 1 / 4` is 0.25).
    static func isArithmetic(_ op: String) -> Bool {
        switch op {
        case "+", "-", "*", "/": true
        default: false
        }
    }

    /// `<`, `>`, `<=`, `>=`: the comparisons `Comparable` gives.
    static func isOrdering(_ op: String) -> Bool {
        switch op {
        case "<", ">", "<=", ">=": true
        default: false
        }
    }

    func evaluateBinary(
        _ op: String, _ lhs: Expr, _ rhs: Expr, expr: Expr, _ context: EvalContext, hint: TypeHint? = nil
    ) throws -> Value {
        switch op {
        case "&&":
            guard try truth(try evaluate(lhs, context), at: lhs.range) else { return .false }
            return .bool(try truth(try evaluate(rhs, context), at: rhs.range))
        case "||":
            if try truth(try evaluate(lhs, context), at: lhs.range) { return .true }
            return .bool(try truth(try evaluate(rhs, context), at: rhs.range))
        case "??":
            let left = try evaluate(lhs, context)
            if case .null = left {
                // `budget ?? 0` with `budget: Double?`: the literal is a Double (0.0), as the
                // declared type says; values carry no static type of their own. The declared
                // type wins over the context's (`1 - (p.discount ?? 0)`, where the `1` beside
                // it would say Int): Swift types the whole from the optional.
                let declared = hintType(declaredType(of: lhs, context)) ?? hint
                return try evaluate(rhs, context, hint: declared)
            }
            return left
        case "/" where context.viewResolver != nil:
            if let ref = ViewRefConversion.viewRef(from: expr), isViewTypeName(ref.segments[0].typeName.name) {
                return .viewInstance(try context.viewResolver!(ref))
            }
        default:
            break
        }
        let left = try evaluate(lhs, context, hint: hint != nil && Self.isArithmetic(op) ? hint : nil)
        var rightHint = typeHint(of: left)
        if rightHint == nil, case .array(let items) = left, case .double? = items.first, case .arrayLiteral = rhs.kind {
            // `samples + [3]` of a `[Double]`: the literal's elements are Doubles.
            rightHint = .floatingPoint
        }
        let right = try evaluate(rhs, context, hint: rightHint)
        let leftAgain: Value
        if case .implicitMember = lhs.kind, let hint = typeHint(of: right) {
            leftAgain = try evaluate(lhs, context, hint: hint)
        } else if case .int = left, case .double = right, lhs.isLiteralArithmetic, !lhs.isNumericLiteral {
            // `(7 / 2) * 1.5`: the literals on the left are Doubles too.
            leftAgain = try evaluate(lhs, context, hint: typeHint(of: right))
        } else {
            leftAgain = left
        }
        if op == "==" || op == "!=" {
            // `picked == [1]` of a Set: Swift types the array literal as a Set.
            if case .set = leftAgain, case .arrayLiteral = rhs.kind, case .array(let items) = right {
                return try applyBinary(
                    op, leftAgain, .set(SetBuiltins.make(items, self)), range: expr.range, rhsIsLiteral: false)
            }
            if case .set = right, case .arrayLiteral = lhs.kind, case .array(let items) = leftAgain {
                return try applyBinary(
                    op, .set(SetBuiltins.make(items, self)), right, range: expr.range, rhsIsLiteral: false)
            }
        }
        return try applyBinary(op, leftAgain, right, range: expr.range, rhsIsLiteral: rhs.isNumericLiteral)
    }

    /// The declared type of a name's storage: a local (`let limit: Double? = nil`), or a
    /// stored property of `self` or of a local's value (`budget`, `self.budget`,
    /// `store.budget`); nil where the engine keeps none.
    func declaredType(of expr: Expr, _ context: EvalContext) -> TypeSyntax? {
        func property(_ name: String, of type: NominalType) -> TypeSyntax? {
            // `var average: Double? { … }`: a computed property's declared type.
            guard let index = type.storedIndex[name] else { return type.computed[name]?.type }
            let stored = type.stored[index]
            if let declared = stored.type { return declared }
            // `@State private var budget = BudgetModel()`: the type its initializer names.
            guard let initializer = stored.initializer else { return nil }
            if let typeName = madeType(initializer) {
                return TypeSyntax(.named(typeName, genericArguments: []), range: initializer.range)
            }
            // `var readings = [Reading(…), …]`: an array of the type its first element names.
            if case .arrayLiteral(let items) = initializer.kind, let first = items.first, let typeName = madeType(first)
            {
                let element = TypeSyntax(.named(typeName, genericArguments: []), range: first.range)
                return TypeSyntax(.array(element), range: initializer.range)
            }
            return nil
        }
        /// The app's own type an initializer call names (`BudgetModel()`).
        func madeType(_ initializer: Expr) -> String? {
            guard case .call(let callee, _, _) = initializer.kind, case .identifier(let typeName) = callee.kind,
                program.type(named: typeName)?.nominal != nil
            else { return nil }
            return typeName
        }
        /// The app's own type a declared type names (`BudgetModel`, `BudgetModel?`).
        func nominal(_ type: TypeSyntax?) -> NominalType? {
            switch type?.kind {
            case .named(let name, _)?: program.type(named: name)?.nominal
            case .optional(let wrapped)?: nominal(wrapped)
            default: nil
            }
        }
        func type(of selfContext: SelfContext?) -> NominalType? {
            switch selfContext {
            case .value(_, let type)?: type
            case .object(let object)?: object.type
            default: nil
            }
        }
        /// The type of the value a base expression holds, where it is one of the app's:
        /// a local's or `$0`'s value, `self`, an initializer call (`Stats()`), or a declared type.
        func nominal(of base: Expr) -> NominalType? {
            /// A struct or an object of the app's that a local holds.
            func held(_ name: String) -> NominalType? {
                switch context.scope.lookup(name)?.value {
                case .object(let object)?: object.type
                case .structValue(let value)?: value.type
                default: nil
                }
            }
            switch base.kind {
            case .selfValue: return type(of: context.selfContext)
            case .identifier(let name): if let type = held(name) { return type }
            case .closureArgument(let index): if let type = held(Self.anonymousArgumentName(index)) { return type }
            case .call: if let typeName = madeType(base) { return program.type(named: typeName)?.nominal }
            default: break
            }
            return nominal(declaredType(of: base, context))
        }
        /// The declared result of a call of one of the app's functions or methods
        /// (`lookup("b") ?? -1` with `func lookup(_:) -> Double?`); nil when overloads
        /// declare different results.
        func returnType(of callee: Expr) -> TypeSyntax? {
            let overloads: [FunctionDecl]
            switch callee.kind {
            case .identifier(let name):
                if let owner = type(of: context.selfContext), let methods = owner.methods[name] {
                    overloads = methods
                } else {
                    overloads = program.functions[name] ?? []
                }
            case .member(let base, let name):
                overloads = nominal(of: base)?.methods[name.name] ?? []
            default:
                return nil
            }
            guard let first = overloads.first?.returnType,
                overloads.dropFirst().allSatisfy({ $0.returnType.map(describe) == describe(first) })
            else { return nil }
            return first
        }
        /// The element type of a collection whose declaration says it.
        func element(of base: Expr) -> TypeSyntax? {
            switch declaredType(of: base, context)?.kind {
            case .array(let element)?: element
            case .dictionary(_, let value)?: value
            default: nil
            }
        }
        switch expr.kind {
        case .identifier(let name):
            if let variable = context.scope.lookup(name) { return variable.typedStorage?.type }
            return type(of: context.selfContext).flatMap { property(name, of: $0) }
        case .member(let base, let name) where name.name == "first" || name.name == "last":
            // `laps.last ?? 0` of a `[Double]`: the element's type.
            return element(of: base)
        case .call(let callee, let arguments, let trailing):
            if arguments.isEmpty, trailing.isEmpty, case .member(let base, let name) = callee.kind,
                ["min", "max", "randomElement", "popLast", "first", "last"].contains(name.name)
            {
                // `vals.max() ?? 0`, `vals.randomElement() ?? 0`.
                return element(of: base)
            }
            if arguments.count == 1, trailing.isEmpty, case .identifier(let typeName) = callee.kind,
                Self.failableNumberInitializers.contains(typeName)
            {
                // `Double(text) ?? 7`: a number's failable initializer from a String is an
                // optional of that number's type, so the fallback literal is a Double (7.0).
                return TypeSyntax(.named(typeName, genericArguments: []), range: callee.range)
            }
            return returnType(of: callee)
        case .subscriptAccess(let base, let arguments) where arguments.count == 1:
            switch declaredType(of: base, context)?.kind {
            // `totals[key] ?? 0` of a `[String: Double]`.
            case .dictionary(_, let value)?: return value
            // `readings[i].note` of a `[Reading]` (not `readings[1...]`, a slice).
            case .array(let element)?
            where arguments[0].label == nil && Self.isRangeSpelling(arguments[0].value) == false:
                return element
            default: return nil
            }
        case .forceUnwrap(let inner), .optionalChain(let inner):
            // `rs.first!.note`, `rs.first?.note`: the wrapped type.
            let declared = declaredType(of: inner, context)
            if case .optional(let wrapped)? = declared?.kind { return wrapped }
            return declared
        case .member(let base, let name):
            // `self.budget`, `store.budget`, `$0.note`, `Stats().average`, `model.limits`
            // with `model` a property of `self`: the property's declaration.
            return nominal(of: base).flatMap { property(name.name, of: $0) }
        default:
            return nil
        }
    }

    /// Whether `expr` is spelled as a range (`1...`, `..<n`, `a..<b`): a subscript with one
    /// is a slice, not an element.
    private static func isRangeSpelling(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .binaryOperator(let op, _, _), .prefixOperator(let op, _), .postfixOperator(let op, _):
            return op == "..." || op == "..<"
        default:
            return false
        }
    }

    /// The number types whose `init?(_ text: String)` apps write before `??`.
    private static let failableNumberInitializers: Set<String> = ["Double", "Float", "CGFloat", "Int", "Decimal"]

    /// Two numbers in one type. Valid Swift never mixes an Int with a Double or a Decimal:
    /// where they meet here, one was a literal whose type Swift took from the other operand
    /// or from a context the engine keeps no type for (`reduce(0, +)` over Decimals,
    /// `$0[key, default: 0] += amount` into a `[String: Double]`), so it takes that type.
    static func sameNumericType(_ left: Value, _ right: Value) -> (Value, Value) {
        switch (left, right) {
        case (.int(let i), .double): return (.double(Double(i)), right)
        case (.double, .int(let i)): return (left, .double(Double(i)))
        case (.int, .foundation(.decimal)), (.double, .foundation(.decimal)):
            return (FoundationBuiltins.convertedDecimal(from: left).map { .foundation(.decimal($0)) } ?? left, right)
        case (.foundation(.decimal), .int), (.foundation(.decimal), .double):
            return (left, FoundationBuiltins.convertedDecimal(from: right).map { .foundation(.decimal($0)) } ?? right)
        default:
            return (left, right)
        }
    }

    /// `<`, `>`, `<=` and `>=` of two values Swift orders; nil for another operator.
    private static func ordered<T: Comparable>(_ op: String, _ a: T, _ b: T) -> Value? {
        switch op {
        case "<": .bool(a < b)
        case ">": .bool(a > b)
        case "<=": .bool(a <= b)
        case ">=": .bool(a >= b)
        default: nil
        }
    }

    func applyBinary(
        _ op: String, _ left: Value, _ right: Value, range: SourceRange, rhsIsLiteral: Bool
    ) throws -> Value {
        if case .int(let a) = left, case .int(let b) = right, op.utf8.count == 1, let symbol = op.utf8.first {
            // `count + 1`, `index < total`: two Ints and a one-character operator, the commonest
            // case, decided by its byte before the operators compared as strings below (same
            // results: Swift's trapping arithmetic and comparisons).
            switch symbol {
            case UInt8(ascii: "+"): return try checked(a.addingReportingOverflow(b), op, range)
            case UInt8(ascii: "-"): return try checked(a.subtractingReportingOverflow(b), op, range)
            case UInt8(ascii: "*"): return try checked(a.multipliedReportingOverflow(by: b), op, range)
            case UInt8(ascii: "<"): return .bool(a < b)
            case UInt8(ascii: ">"): return .bool(a > b)
            default: break
            }
        }
        switch op {
        case "==": return .bool(try equals(left, right))
        case "!=": return .bool(try !equals(left, right))
        case "===", "!==":
            guard case .object(let a) = left, case .object(let b) = right else {
                if case .null = left, case .null = right { return .bool(op == "===") }
                throw mismatch(op, left, right, range)
            }
            return .bool((a === b) == (op == "==="))
        case "..<", "...":
            if case .foundation(.stringIndex(let low)) = left, case .foundation(.stringIndex(let high)) = right {
                guard low <= high else {
                    throw RuntimeError("Range requires lowerBound <= upperBound", at: range)
                }
                return .foundation(.stringRange(lower: low, upper: high, closed: op == "..."))
            }
            if let low = Self.asDouble(left), let high = Self.asDouble(right),
                left.isDouble || right.isDouble
            {
                guard low <= high, low.isNaN == false, high.isNaN == false else {
                    throw RuntimeError(
                        "Range requires lowerBound <= upperBound: \(low)\(op)\(high)", at: range)
                }
                return .doubleRange(lower: low, upper: high, closed: op == "...")
            }
            if let comparable = try comparableRange(op, left, right, at: range) { return comparable }
            guard case .int(let low) = left, case .int(let high) = right else { throw mismatch(op, left, right, range) }
            // Swift traps here ("Range requires lowerBound <= upperBound").
            if high < low {
                throw RuntimeError("Range requires lowerBound <= upperBound: \(low)\(op)\(high)", at: range)
            }
            return .range(lower: low, upper: high, closed: op == "...")
        case "~=":
            // `5..<15 ~= ratio`, `25.0 ~= t`: the pattern-match operator a `case` uses.
            return .bool(Self.isRange(left) ? try rangeContains(left, right, at: range) : try equals(left, right))
        default:
            break
        }
        // Swift types a numeric literal from its context: `Double(x) * 850` is Double,
        // `price * 2` a Decimal.
        var (left, right) = Self.sameNumericType(left, right)
        // `date + 60`: the literal is a TimeInterval (a Double), as in Swift.
        if case .foundation(.date) = left, case .int(let i) = right, rhsIsLiteral { right = .double(Double(i)) }
        if case .foundation(.decimal(let a)) = left, case .foundation(.decimal(let b)) = right {
            switch op {
            case "+": return .foundation(.decimal(a + b))
            case "-": return .foundation(.decimal(a - b))
            case "*": return .foundation(.decimal(a * b))
            case "/":
                guard !b.isZero else { throw RuntimeError("division by zero", at: range) }
                return .foundation(.decimal(a / b))
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        }
        switch (left, right) {
        case (.int(let a), .int(let b)):
            switch op {
            case "+": return try checked(a.addingReportingOverflow(b), op, range)
            case "-": return try checked(a.subtractingReportingOverflow(b), op, range)
            case "*": return try checked(a.multipliedReportingOverflow(by: b), op, range)
            case "/":
                guard b != 0 else { throw RuntimeError("division by zero", at: range) }
                return try checked(a.dividedReportingOverflow(by: b), op, range)
            case "%":
                guard b != 0 else { throw RuntimeError("division by zero in remainder operation", at: range) }
                return try checked(a.remainderReportingOverflow(dividingBy: b), op, range)
            // The wrapping operators never trap; the bitwise ones cannot overflow; shifts are
            // Swift's smart shifts (a negative amount shifts the other way, an amount past the
            // width gives 0, or -1 for a negative value shifted right), which never trap.
            case "&+": return .int(a &+ b)
            case "&-": return .int(a &- b)
            case "&*": return .int(a &* b)
            case "&": return .int(a & b)
            case "|": return .int(a | b)
            case "^": return .int(a ^ b)
            case "<<": return .int(a << b)
            case ">>": return .int(a >> b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        case (.double(let a), .double(let b)):
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            case "%": return .double(a.truncatingRemainder(dividingBy: b))
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        case (.string(let a), .string(let b)):
            switch op {
            case "+":
                if a.utf8.count + b.utf8.count > limits.stringLength {
                    throw RuntimeError("string grew past \(limits.stringLength) bytes", at: range, group: .limits)
                }
                return .string(a + b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        case (.array(let a), .array(let b)) where op == "+":
            return .array(a + b)
        case (.tuple(let a, _), .tuple(let b, _)) where a.count == b.count && Self.isOrdering(op):
            // Tuples compare element by element, the first that differs deciding (Swift's
            // `<` for tuples of Comparable elements, up to six).
            for (x, y) in zip(a, b) where try equals(x, y) == false {
                return try applyBinary(op, x, y, range: range, rhsIsLiteral: false)
            }
            return .bool(op == "<=" || op == ">=")
        case (.view(let a), .view(let b)) where op == "+":
            if let text = try concatenatedText(a, b, at: range) { return .view(text) }
        case (.duration(let a), .duration(let b)):
            switch op {
            case "+": return try checkedDuration(a.seconds + b.seconds, op, range) { a + b }
            case "-": return try checkedDuration(a.seconds - b.seconds, op, range) { a - b }
            // `elapsed / interval`: how many times one fits in the other, a Double.
            case "/" where b != .zero: return .double(a / b)
            default: if let ordered = Self.ordered(op, a, b) { return ordered }
            }
        case (.duration(let a), .int(let b)) where op == "*":
            return try checkedDuration(a.seconds * Double(b), op, range) { a * b }
        case (.int(let a), .duration(let b)) where op == "*":
            return try checkedDuration(Double(a) * b.seconds, op, range) { b * a }
        case (.duration(let a), .int(let b)) where op == "/":
            // `.seconds(1) / 4`: a Duration divided by an integer (Swift traps on zero).
            guard b != 0 else { throw RuntimeError("division of a Duration by zero", at: range) }
            return .duration(a / b)
        case (.duration(let a), .double(let b)) where op == "*":
            return try checkedDuration(a.seconds * b, op, range) { a * b }
        case (.foundation(.stringIndex(let a)), .foundation(.stringIndex(let b))):
            if let ordered = Self.ordered(op, a, b) { return ordered }
        case (.symbol(let t1, let a), .symbol(let t2, let b))
        where (t1 ?? t2 ?? "DynamicTypeSize") == "DynamicTypeSize" && (t1 == nil || t2 == nil || t1 == t2):
            // `size >= .accessibility1`: the sizes are ordered, as SwiftUI declares them (also
            // a size set with `.environment(\.dynamicTypeSize, .xxLarge)`, spelled untyped).
            let order = DynamicTypeSizeBuiltins.order
            if let i = order.firstIndex(of: a), let j = order.firstIndex(of: b), let ordered = Self.ordered(op, i, j) {
                return ordered
            }
        case (.foundation(.date(let a)), .foundation(.date(let b))):
            if op == "-" { return .double(a - b) }
            if let ordered = Self.ordered(op, a, b) { return ordered }
        case (.foundation(.date(let a)), .double(let b)) where op == "+": return .foundation(.date(a + b))
        case (.foundation(.date(let a)), .double(let b)) where op == "-": return .foundation(.date(a - b))
        case (.foundation(.date(let a)), .enumCase) where op == "+" || op == "-":
            // `.now() + .milliseconds(300)`: a DispatchTimeInterval.
            if let seconds = ConcurrencyBuiltins.durationSeconds(right) {
                return .foundation(.date(op == "+" ? a + seconds : a - seconds))
            }
        default:
            break
        }
        if let value = try declaredOperator(op, left, right, range) { return value }
        // `.zero` written where nothing gave it a type (`laps.reduce(.zero, +)`) is the zero
        // of the other operand's type, as Swift infers it.
        if let zero = Self.typedZero(for: left, of: right) {
            return try applyBinary(op, zero, right, range: range, rhsIsLiteral: false)
        }
        if let zero = Self.typedZero(for: right, of: left) {
            return try applyBinary(op, left, zero, range: range, rhsIsLiteral: rhsIsLiteral)
        }
        throw mismatch(op, left, right, range)
    }

    /// The zero `value` stands for when it is an untyped `.zero` beside `other`: an Int's,
    /// a Double's, a Decimal's or a Duration's; nil otherwise.
    private static func typedZero(for value: Value, of other: Value) -> Value? {
        guard case .symbol(nil, "zero") = value else { return nil }
        switch other {
        case .int: return .int(0)
        case .double: return .double(0)
        case .duration: return .duration(.zero)
        case .foundation(.decimal): return .foundation(.decimal(0))
        default: return nil
        }
    }

    /// An operator a declared type implements: its own `static func` for the operator;
    /// for `>`, `<=` and `>=`, Comparable's defaults from its `<`; for an enum that
    /// declares `Comparable` without a `<`, the order Swift synthesizes: case order, then
    /// the payloads of two equal cases in turn (SE-0266).
    private func declaredOperator(_ op: String, _ left: Value, _ right: Value, _ range: SourceRange) throws -> Value? {
        guard let type = nominalType(of: left) ?? nominalType(of: right) else { return nil }
        if let function = type.staticMethods[op]?.first(where: { $0.parameters.count == 2 }) {
            return try callOperator(function, type, [left, right])
        }
        let less: (Value, Value) throws -> Bool
        if let function = type.staticMethods["<"]?.first(where: { $0.parameters.count == 2 }) {
            less = { a, b in
                guard case .bool(let result) = try self.callOperator(function, type, [a, b]) else {
                    throw RuntimeError("'<' must return a Bool", at: function.range)
                }
                return result
            }
        } else if type.kind == .enumKind, type.conformances.contains(.comparable), type.rawType == nil {
            less = { a, b in try self.synthesizedLess(a, b, type, range) }
        } else {
            return nil
        }
        switch op {
        case "<": return .bool(try less(left, right))
        case ">": return .bool(try less(right, left))
        case "<=": return .bool(try !less(right, left))
        case ">=": return .bool(try !less(left, right))
        default: return nil
        }
    }

    /// A prefix operator the operand's type declares (`static prefix func - (m: Money)`);
    /// nil when it declares none.
    func declaredPrefixOperator(_ op: String, _ operand: Value) throws -> Value? {
        guard let type = nominalType(of: operand),
            let function = type.staticMethods[op]?.first(where: { $0.parameters.count == 1 })
        else { return nil }
        return try callOperator(function, type, [operand])
    }

    /// A compound assignment operator the target's type declares (`static func += (a:
    /// inout Money, b: Money)`): the target's new value, which the caller stores with one
    /// modify (R4.6); nil when the type declares none, and `a = a + b` is used.
    func declaredCompoundOperator(_ op: String, _ current: Value, _ rhs: Value) throws -> Value? {
        guard let type = nominalType(of: current),
            let function = type.staticMethods[op]?.first(where: {
                $0.parameters.count == 2 && $0.parameters[0].isInout
            })
        else { return nil }
        return try invokeWithInoutFirst(
            function, selfContext: .staticType(typeRef(of: type)),
            arguments: zip(function.parameters, [current, rhs]).map { EvaluatedArgument(label: $0.label, value: $1) })
    }

    private func callOperator(_ function: FunctionDecl, _ type: NominalType, _ operands: [Value]) throws -> Value {
        try invoke(
            function, selfContext: .staticType(typeRef(of: type)), owner: typeRef(of: type),
            // Operator functions take their arguments without labels, whatever the declaration says.
            arguments: zip(function.parameters, operands).map { EvaluatedArgument(label: $0.label, value: $1) },
            at: function.range, EvalContext(scope: globalScope))
    }

    /// Swift's synthesized `<` for an enum: the earlier case is smaller; two values of one
    /// case compare their payloads in order.
    private func synthesizedLess(_ a: Value, _ b: Value, _ type: NominalType, _ range: SourceRange) throws -> Bool {
        guard case .enumCase(let x) = a, case .enumCase(let y) = b,
            let i = type.caseOrder.firstIndex(of: x.name), let j = type.caseOrder.firstIndex(of: y.name)
        else { throw mismatch("<", a, b, range) }
        if i != j { return i < j }
        for (p, q) in zip(x.payload, y.payload) {
            if try truth(try applyBinary("<", p, q, range: range, rhsIsLiteral: false), at: range) {
                return true
            }
            if try truth(try applyBinary("<", q, p, range: range, rhsIsLiteral: false), at: range) {
                return false
            }
        }
        return false
    }

    /// `Text("Total: ") + Text(price).bold()`: one Text of both texts. The parts' text
    /// modifiers are kept, in order, on the whole (styling is listed, not laid out, here).
    private func concatenatedText(_ a: ViewValue, _ b: ViewValue, at range: SourceRange) throws -> ViewValue? {
        guard case .primitive("Text") = a.kind, case .primitive("Text") = b.kind, a.children.isEmpty,
            b.children.isEmpty
        else { return nil }
        func content(_ text: ViewValue) throws -> String {
            guard let first = text.arguments.first else { return "" }
            return try self.text(of: first.value, at: range)
        }
        let joined = ViewValue(kind: .primitive("Text"), site: a.site, range: a.range.union(b.range))
        joined.arguments = [(label: nil, value: .string(try content(a) + content(b)))]
        joined.modifiers = a.modifiers + b.modifiers
        return joined
    }

    private func checked(_ result: (partialValue: Int, overflow: Bool), _ op: String, _ range: SourceRange) throws
        -> Value
    {
        if result.overflow { throw RuntimeError("arithmetic overflow in '\(op)'", at: range) }
        return .int(result.partialValue)
    }

    /// Swift's Duration holds Int128 attoseconds (about ±1.7e20 seconds); past that its
    /// arithmetic traps. `estimate` is the result in seconds, as a Double, to check first.
    private func checkedDuration(
        _ estimate: Double, _ op: String, _ range: SourceRange, _ result: () -> Duration
    ) throws -> Value {
        guard estimate.isFinite, abs(estimate) < DurationBuiltins.largestSeconds else {
            throw RuntimeError("arithmetic overflow in '\(op)'", at: range)
        }
        return .duration(result())
    }

    private func mismatch(_ op: String, _ left: Value, _ right: Value, _ range: SourceRange) -> RuntimeError {
        RuntimeError(
            "binary operator '\(op)' cannot be applied to operands of type '\(typeName(of: left))' and '\(typeName(of: right))'",
            at: range)
    }

    // MARK: - Equality (Swift `==`)

    /// Swift's `==` for the value's type: synthesized memberwise equality for
    /// Equatable structs and enums, a declared `static func ==` when there is one,
    /// identity for classes without `==`. A declared `==` that fails (a runtime error
    /// in its body) fails the comparison.
    func equals(_ a: Value, _ b: Value) throws -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
        // `total == 5` of a Decimal: the literal is a Decimal (`sameNumericType`).
        case (.foundation(.decimal), .int), (.foundation(.decimal), .double), (.int, .foundation(.decimal)),
            (.double, .foundation(.decimal)):
            guard case (.foundation(.decimal(let x)), .foundation(.decimal(let y))) = Self.sameNumericType(a, b)
            else { return false }
            return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.array(let x), .array(let y)):
            return try x.count == y.count && zip(x, y).allSatisfy { try equals($0, $1) }
        case (.set(let x), .set(let y)):
            return x.count == y.count && x.elements.allSatisfy { y.contains($0, equal: valuesEqual) }
        case (.dictionary(let x), .dictionary(let y)):
            guard x.count == y.count else { return false }
            for (key, value) in zip(x.keys, x.values) {
                guard let other = y[key], try equals(value, other) else { return false }
            }
            return true
        case (.tuple(let x, _), .tuple(let y, _)):
            return try x.count == y.count && zip(x, y).allSatisfy { try equals($0, $1) }
        case (.tuple, .symbol(nil, "zero")):
            // `offset == .zero` of a CGSize, CGPoint or CGVector.
            guard let zero = GeometryBuiltins.zero(like: a) else { return false }
            return try equals(a, zero)
        case (.symbol(nil, "zero"), .tuple):
            guard let zero = GeometryBuiltins.zero(like: b) else { return false }
            return try equals(zero, b)
        case (.range(let l1, let u1, let c1), .range(let l2, let u2, let c2)):
            return l1 == l2 && u1 == u2 && c1 == c2
        case (.structValue(let x), .structValue(let y)):
            guard x.type === y.type else { return false }
            if let custom = x.type.customEquals { return try callEquals(custom, x.type, a, b) }
            return try zip(x.fields, y.fields).allSatisfy { try equals($0, $1) }
        case (.object(let x), .object(let y)):
            if x === y { return true }
            if x.type === y.type, x.type.declaresEquatable, let custom = x.type.customEquals {
                return try callEquals(custom, x.type, a, b)
            }
            return false
        case (.enumCase(let x), .enumCase(let y)):
            if let type = x.type, let custom = type.customEquals { return try callEquals(custom, type, a, b) }
            return try x.name == y.name && x.payload.count == y.payload.count
                && zip(x.payload, y.payload).allSatisfy { try equals($0, $1) }
        case (.enumCase(let x), .symbol(_, let name)), (.symbol(_, let name), .enumCase(let x)):
            return x.payload.isEmpty && x.name == name
        case (.symbol(_, let x), .symbol(_, let y)): return x == y
        case (.duration(let x), .duration(let y)): return x == y
        case (.frequency(let x), .frequency(let y)): return x == y
        case (.keyPath(let x), .keyPath(let y)): return x.components == y.components
        case (.foundation(let x), .foundation(let y)):
            switch (x, y) {
            case (.uuid(let p), .uuid(let q)): return p == q
            case (.objectIdentifier(let p), .objectIdentifier(let q)): return p === q
            case (.date(let p), .date(let q)): return p == q
            case (.measurement(let v1, let u1), .measurement(let v2, let u2)): return v1 == v2 && u1 == u2
            case (.formatter(let p), .formatter(let q)): return p === q
            case (.unit(let p), .unit(let q)): return p == q
            case (.decimal(let p), .decimal(let q)): return p == q
            case (.calendar, .calendar), (.userDefaults, .userDefaults): return true
            case (.dateComponents(let p), .dateComponents(let q)): return p == q
            case (.stringIndex(let p), .stringIndex(let q)): return p == q
            case (.indexSet(let p), .indexSet(let q)): return p == q
            case (.url(let p), .url(let q)): return p == q
            case (.stringRange(let l1, let u1, let c1), .stringRange(let l2, let u2, let c2)):
                return l1 == l2 && u1 == u2 && c1 == c2
            case (.comparableRange(let l1, let u1, let c1), .comparableRange(let l2, let u2, let c2)):
                func same(_ p: Value?, _ q: Value?) throws -> Bool {
                    switch (p, q) {
                    case (nil, nil): true
                    case (let p?, let q?): try equals(p, q)
                    default: false
                    }
                }
                return try c1 == c2 && same(l1, l2) && same(u1, u2)
            case (.concurrency(let p), .concurrency(let q)): return Interpreter.sameConcurrencyValue(p, q)
            default: return false
            }
        case (.closure(let x), .closure(let y)): return x === y
        case (.type(let x), .type(let y)): return x.name == y.name
        case (.viewInstance(let x), .viewInstance(let y)): return x === y
        case (.void, .void): return true
        default: return false
        }
    }

    /// `==` for the view graph, which compares values outside scenario code (view
    /// inputs, environment values, state writes) where a failure cannot be thrown: a
    /// declared `==` that fails counts as unequal, and its error is kept in
    /// `deferredError`, thrown by the next statement that runs (see `execute`).
    func valuesEqual(_ a: Value, _ b: Value) -> Bool {
        do {
            return try equals(a, b)
        } catch {
            if deferredError == nil { deferredError = error }
            return false
        }
    }

    func callEquals(_ function: FunctionDecl, _ type: NominalType, _ a: Value, _ b: Value) throws -> Bool {
        guard case .bool(let equal) = try callOperator(function, type, [a, b]) else {
            throw RuntimeError("'==' must return a Bool", at: function.range)
        }
        return equal
    }

    // MARK: - Iteration and ranges

    func iterate(_ value: Value, at range: SourceRange) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .set(let set): return set.elements
        case .foundation(.indexSet(let offsets)): return offsets.map { .int($0) }
        case .range(let low, let high, let closed):
            // Counted without overflow: `Int.min...Int.max` has more elements than an Int holds.
            if !closed && high <= low { return [] }
            let (span, overflow) = high.subtractingReportingOverflow(low)
            if overflow || (closed ? span >= limits.collectionSize : span > limits.collectionSize) {
                throw RuntimeError("range has more than \(limits.collectionSize) elements", at: range, group: .limits)
            }
            // Made into an array: its elements count for the step (a `map` inside a `map`).
            try host.tick(span / 10, site: range)
            return ((closed ? low...high : low...(high - 1))).map { .int($0) }
        case .dictionary(let dictionary):
            return zip(dictionary.keys, dictionary.values).map { .tuple([$0, $1], labels: ["key", "value"]) }
        case .string(let text):
            return text.map { .string(String($0)) }
        default:
            throw RuntimeError("value of type '\(typeName(of: value))' is not a sequence", at: range)
        }
    }

    /// `range ~= value` for the ranges a `case` pattern writes: closed and half-open Int
    /// ranges, one-sided ones (`..<0`, `20...`) and Double ranges. Integer literals matched
    /// against a Double are Doubles, as Swift types them from the subject (`case 5..<15:`
    /// over a ratio).
    func rangeContains(_ rangeValue: Value, _ value: Value, at range: SourceRange) throws -> Bool {
        switch (rangeValue, value) {
        case (.range(let low, let high, let closed), .double(let v)):
            return v >= Double(low) && (closed ? v <= Double(high) : v < Double(high))
        case (.partialRange(let low?, _, _), .double(let v)):
            return v >= Double(low)
        case (.partialRange(nil, let high?, let closed), .double(let v)):
            return closed ? v <= Double(high) : v < Double(high)
        case (.range(let low, let high, let closed), .int(let v)):
            return v >= low && (closed ? v <= high : v < high)
        case (.partialRange(let low?, _, _), .int(let v)):
            return v >= low
        case (.partialRange(nil, let high?, let closed), .int(let v)):
            return closed ? v <= high : v < high
        case (.doubleRange(let low, let high, let closed), _):
            guard let v = Self.asDouble(value) else { return false }
            return v >= low && (closed ? v <= high : v < high)
        case (.foundation(.comparableRange(let low, let high, let closed)), _):
            return try comparableRangeContains(lower: low, upper: high, closed: closed, value, at: range)
        default:
            return false
        }
    }

    // MARK: - Describing values (Swift's `String(describing:)`)

    func describe(_ value: Value) -> String {
        ValueFormatting.describe(value)
    }

    /// Swift's `String(describing:)` as `print` and string interpolation use it: a
    /// declared type that conforms to `CustomStringConvertible` prints its own
    /// `description`, at the top level and inside arrays, dictionaries, tuples, structs
    /// and enum payloads.
    func text(of value: Value, at range: SourceRange) throws -> String {
        let type: NominalType
        let selfContext: SelfContext
        switch value {
        case .structValue(let instance):
            (type, selfContext) = (instance.type, .value(Variable(value), instance.type))
        case .enumCase(let caseValue):
            guard let enumType = caseValue.type else { return try describe(value, at: range) }
            (type, selfContext) = (enumType, .enumValue(Variable(value), enumType))
        case .object(let object):
            (type, selfContext) = (object.type, .object(object))
        case .symbol(_, let name) where name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }):
            // `print(scheme)`, `"\(phase)"`: Swift prints a SwiftUI enum's case by its name
            // (`dark`, `active`), as it prints an enum of the app's own.
            return name
        default:
            return try describe(value, at: range)
        }
        guard type.isCustomStringConvertible, let getter = type.computed["description"] else {
            return try describe(value, at: range)
        }
        let text = try runGetter(getter, selfContext: selfContext, EvalContext(scope: globalScope), range: range)
        guard case .string(let string) = text else { return try describe(text, at: range) }
        return string
    }

    /// The default text of a value, with the `description` of every
    /// `CustomStringConvertible` value inside it (`[20.0°C]`, `Box(t: 2.0°C, n: 1)`).
    private func describe(_ value: Value, at range: SourceRange) throws -> String {
        guard program.declaresCustomDescriptions else { return ValueFormatting.describe(value) }
        var thrown: Error?
        let text = ValueFormatting.describe(value) { [unowned self] item in
            guard thrown == nil, let type = self.nominalType(of: item), type.isCustomStringConvertible else {
                return nil
            }
            do { return try self.text(of: item, at: range) } catch {
                thrown = error
                return nil
            }
        }
        if let thrown { throw thrown }
        return text
    }

    func typeName(of value: Value) -> String {
        ValueFormatting.typeName(of: value)
    }
}

/// How values print: Swift's `String(describing:)`, which string interpolation uses.
package enum ValueFormatting {
    package static func describe(_ value: Value) -> String { describe(value, custom: nil) }

    /// A call's argument as written: an implicit member keeps its dot (`.flexible`,
    /// `.adaptive(minimum: 80)`, `lineCap: .round`), where `describe` leaves it off.
    package static func argumentSpelling(_ value: Value) -> String {
        if case .enumCase(let implicit) = value, implicit.type == nil { return "." + debugDescribe(value) }
        return debugDescribe(value)
    }

    /// `custom` gives a value's own text (a `CustomStringConvertible` type's
    /// `description`), at every depth, as Swift's `print` shows it; nil for the default.
    package static func describe(_ value: Value, custom: ((Value) -> String?)?) -> String {
        if let custom, let text = custom(value) { return text }
        switch value {
        case .int(let v): return String(v)
        case .double(let v): return v.description
        case .bool(let v): return v ? "true" : "false"
        case .string(let v): return v
        case .null: return "nil"
        case .array(let items):
            return "[" + items.map { debugDescribe($0, custom: custom) }.joined(separator: ", ") + "]"
        // `print(tags)` shows `["ops"]`; inside a collection, a Set shows its debug
        // description, `Set(["ops"])` (see `debugDescribe`).
        case .set(let set):
            return "[" + set.elements.map { debugDescribe($0, custom: custom) }.joined(separator: ", ") + "]"
        case .dictionary(let d):
            if d.count == 0 { return "[:]" }
            return "["
                + zip(d.keys, d.values).map {
                    debugDescribe($0, custom: custom) + ": " + debugDescribe($1, custom: custom)
                }.joined(separator: ", ")
                + "]"
        case .tuple(let items, let labels):
            return "("
                + zip(items, labels).map { ($1.map { $0 + ": " } ?? "") + debugDescribe($0, custom: custom) }.joined(
                    separator: ", ")
                + ")"
        case .range(let low, let high, let closed): return "\(low)\(closed ? "..." : "..<")\(high)"
        case .doubleRange(let low, let high, let closed): return "\(low)\(closed ? "..." : "..<")\(high)"
        case .partialRange(let low?, _, _): return "PartialRangeFrom<Int>(lowerBound: \(low))"
        case .partialRange(nil, let high, _): return typeName(of: value) + "(upperBound: \(high ?? 0))"
        case .structValue(let s):
            return s.type.name + "("
                + zip(s.type.stored, s.fields).map { "\($0.name): \(debugDescribe($1, custom: custom))" }.joined(
                    separator: ", ") + ")"
        case .object(let o): return o.type.name
        case .enumCase(let c):
            if c.payload.isEmpty { return c.name }
            return c.name + "("
                + zip(c.payload, c.labels + Array(repeating: nil, count: max(0, c.payload.count - c.labels.count)))
                .map { ($1.map { $0 + ": " } ?? "") + debugDescribe($0, custom: custom) }.joined(separator: ", ") + ")"
        case .closure(let closure): return closure.displayName ?? "(Function)"
        case .keyPath(let k): return k.description
        // Swift's `Duration` description, its attoseconds as a Double: `2.0 seconds`,
        // `3724.9999999999995 seconds` for `.seconds(3725)`.
        case .duration(let duration): return duration.description
        case .frequency(let hz): return "\(formatNumber(hz))Hz"
        case .symbol(let type, let name):
            if let type { return type + "." + name }
            // `GridItem(.flexible())` is spelled in full; `.round`, `.blue` are implicit members.
            return SymbolBuiltins.isConstructedSpelling(name) ? name : "." + name
        case .type(let t): return t.name
        case .view(let v): return "view \(v.primitiveName ?? v.customInstance?.type.name ?? "group")"
        case .viewInstance(let node): return node.type.name
        case .wrapper: return "(property wrapper)"
        case .binding(let b): return "Binding(\(debugDescribe(b.snapshot, custom: custom)))"
        case .foundation(let f):
            switch f {
            case .uuid(let n): return uuidString(n)
            case .objectIdentifier(let object): return "ObjectIdentifier(\(object.type.name)#\(object.number))"
            case .date(let t): return FoundationFormatting.dateDescription(t)
            case .measurement(let v, let unit): return "\(v.description) \(unit)"
            case .formatter(let box): return box.kind
            case .unit(let name): return name
            case .concurrency(let c): return Interpreter.describeConcurrency(c)
            case .timerPublisher(let interval, let connected):
                return "Timer.publish(every: \(formatDuration(interval)))" + (connected ? ".autoconnect()" : "")
            case .cancellable: return "AnyCancellable"
            case .timer(let box):
                return "Timer(every: \(formatDuration(box.interval))\(box.repeats ? "" : ", once"))"
            case .publishedPublisher(let publisher):
                return "\(publisher.object.displayName).\(publisher.name)"
                    + (publisher.dropCount > 0 ? ".dropFirst(\(publisher.dropCount))" : "")
            case .decimal(let d): return d.description
            case .calendar: return "Calendar.current"
            case .userDefaults: return "UserDefaults.standard"
            case .dateComponents(let parts): return parts.description
            // Swift prints an index's raw bits; here its offset in Characters.
            case .stringIndex(let offset): return "String.Index(\(offset))"
            case .stringRange(let lower, let upper, let closed):
                return (lower.map { "String.Index(\($0))" } ?? "") + (closed ? "..." : "..<")
                    + (upper.map { "String.Index(\($0))" } ?? "")
            // Foundation prints the count, not the members: `2 indexes` (and `1 indexes`).
            case .indexSet(let offsets): return "\(offsets.count) indexes"
            // A URL prints its absolute string (`https://example.com/help`).
            case .url(let url): return url.description
            case .comparableRange(let lower, let upper, let closed):
                return (lower.map { debugDescribe($0, custom: custom) } ?? "") + (closed ? "..." : "..<")
                    + (upper.map { debugDescribe($0, custom: custom) } ?? "")
            }
        case .void: return "()"
        }
    }

    /// A short form for reports: like `debugDescribe`, but it stops formatting once
    /// `limit` characters are reached, so a change to a 10,000-element array costs
    /// no more to describe than a change to an Int.
    package static func brief(_ value: Value, limit: Int = 40) -> String {
        var out = ""
        appendBrief(value, to: &out, limit: limit)
        if out.count > limit { return String(out.prefix(limit - 1)) + "…" }
        return out
    }

    /// Two values of an `old → new` pair as `brief` shows them; when both are cut short
    /// before the first character where they differ (two UUIDs, two long structs), each
    /// shows a window around that character instead (`…-000000000001` → `…-000000000002`),
    /// so two values that differ never read the same.
    package static func briefPair(_ old: Value, _ new: Value, limit: Int = 40) -> (old: String, new: String) {
        let shortOld = brief(old, limit: limit)
        let shortNew = brief(new, limit: limit)
        guard shortOld == shortNew, shortOld.hasSuffix("…") else { return (shortOld, shortNew) }
        let fullOld = Array(brief(old, limit: 1_000))
        let fullNew = Array(brief(new, limit: 1_000))
        var first = 0
        while first < fullOld.count, first < fullNew.count, fullOld[first] == fullNew[first] { first += 1 }
        guard first < fullOld.count || first < fullNew.count else { return (shortOld, shortNew) }
        let start = max(0, first - limit / 3)
        func window(_ text: [Character]) -> String {
            let end = min(text.count, start + limit - 2)
            guard start < end else { return "…" }
            return "…" + String(text[start..<end]) + (end < text.count ? "…" : "")
        }
        return (window(fullOld), window(fullNew))
    }

    /// As much of `value` as `brief` (at its default limit) can show: collections cut
    /// to their first 16 elements, strings to 40 characters, at every depth. A trace
    /// keeps this instead of the whole value, so recording writes to a large array does
    /// not keep every version of it; `brief` gives the same text for both. (Every element
    /// adds at least one character and a separator, so after 15 of them `brief` is past
    /// its limit and stops at the 16th.)
    package static func briefSnapshot(_ value: Value) -> Value {
        guard isLarge(value) else { return value }
        let keep = 16
        switch value {
        case .array(let items):
            return .array(items.prefix(keep).map(briefSnapshot))
        case .set(let items):
            return .set(ValueSet(uniqueElements: items.elements.prefix(keep).map(briefSnapshot)))
        case .dictionary(let dictionary):
            var kept = OrderedDictionary()
            for index in 0..<min(keep, dictionary.count) {
                kept[dictionary.keys[index]] = briefSnapshot(dictionary.values[index])
            }
            return .dictionary(kept)
        case .structValue(let instance):
            return .structValue(StructInstance(type: instance.type, fields: instance.fields.map(briefSnapshot)))
        case .string(let text):
            return .string(String(text.prefix(40)))
        default:
            return value
        }
    }

    /// Whether `briefSnapshot` would cut something out of `value`.
    private static func isLarge(_ value: Value) -> Bool {
        switch value {
        case .array(let items): items.count > 16 || items.contains(where: isLarge)
        case .set(let set): set.count > 16 || set.elements.contains(where: isLarge)
        case .dictionary(let dictionary): dictionary.count > 16 || dictionary.values.contains(where: isLarge)
        case .structValue(let instance): instance.fields.contains(where: isLarge)
        case .string(let text): text.utf8.count > 40
        default: false
        }
    }

    private static func appendBrief(_ value: Value, to out: inout String, limit: Int) {
        switch value {
        case .array, .set:
            let items = ArrayBuiltins.elements(value)
            out += "["
            for (index, item) in items.enumerated() {
                if out.utf8.count > limit {
                    out += "…"
                    break
                }
                if index > 0 { out += ", " }
                appendBrief(item, to: &out, limit: limit)
            }
            out += "]"
        case .dictionary(let dictionary):
            if dictionary.count == 0 {
                out += "[:]"
                return
            }
            out += "["
            for index in 0..<dictionary.count {
                if out.utf8.count > limit {
                    out += "…"
                    break
                }
                if index > 0 { out += ", " }
                appendBrief(dictionary.keys[index], to: &out, limit: limit)
                out += ": "
                appendBrief(dictionary.values[index], to: &out, limit: limit)
            }
            out += "]"
        case .structValue(let instance):
            out += instance.type.name + "("
            for (index, property) in instance.type.stored.enumerated() {
                if out.utf8.count > limit {
                    out += "…"
                    break
                }
                if index > 0 { out += ", " }
                out += property.name + ": "
                appendBrief(instance.fields[index], to: &out, limit: limit)
            }
            out += ")"
        case .string(let text):
            out += ControlCharacters.literal(String(text.prefix(limit)))
        case .object(let object):
            // Reports name the instance (`Habit#2`): replacing one object with another, or
            // moving objects in an array, is then visible (`Prefs#1 → Prefs#2`).
            out += object.displayName
        default:
            out += debugDescribe(value)
        }
    }

    /// Strings quoted inside collections, as Swift prints them.
    package static func debugDescribe(_ value: Value) -> String { debugDescribe(value, custom: nil) }

    package static func debugDescribe(_ value: Value, custom: ((Value) -> String?)?) -> String {
        switch value {
        case .string(let s): return ControlCharacters.swiftQuoted(s)
        case .set(let set):
            return "Set([" + set.elements.map { debugDescribe($0, custom: custom) }.joined(separator: ", ") + "])"
        default: return describe(value, custom: custom)
        }
    }

    package static func typeName(of value: Value) -> String {
        switch value {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .null: return "Optional"
        case .array: return "Array"
        case .set: return "Set"
        case .dictionary: return "Dictionary"
        case .tuple: return "tuple"
        case .range: return "Range<Int>"
        case .doubleRange(_, _, let closed): return closed ? "ClosedRange<Double>" : "Range<Double>"
        case .partialRange(lower: .some, _, _): return "PartialRangeFrom<Int>"
        case .partialRange(lower: nil, _, let closed):
            return closed ? "PartialRangeThrough<Int>" : "PartialRangeUpTo<Int>"
        case .structValue(let s): return s.type.name
        case .object(let o): return o.type.name
        case .enumCase(let c): return c.type?.name ?? "enum case"
        case .closure: return "function"
        case .keyPath: return "KeyPath"
        case .duration: return "Duration"
        case .frequency: return "frequency"
        case .symbol(let type, _): return type ?? "symbol"
        case .type(let t): return "\(t.name).Type"
        case .view: return "some View"
        case .viewInstance(let node): return node.type.name
        case .wrapper: return "property wrapper"
        case .binding: return "Binding"
        case .foundation(let f):
            switch f {
            case .uuid: return "UUID"
            case .objectIdentifier: return "ObjectIdentifier"
            case .date: return "Date"
            case .measurement: return "Measurement<Unit>"
            case .formatter(let box): return box.kind
            case .unit: return "Unit"
            case .concurrency(let c): return Interpreter.concurrencyTypeName(c)
            case .timerPublisher: return "Timer.TimerPublisher"
            case .cancellable: return "AnyCancellable"
            case .timer: return "Timer"
            case .publishedPublisher: return "Published.Publisher"
            case .decimal: return "Decimal"
            case .calendar: return "Calendar"
            case .userDefaults: return "UserDefaults"
            case .dateComponents: return "DateComponents"
            case .stringIndex: return "String.Index"
            case .indexSet: return "IndexSet"
            case .url: return "URL"
            case .stringRange(let lower, let upper, let closed):
                if lower == nil {
                    return closed ? "PartialRangeThrough<String.Index>" : "PartialRangeUpTo<String.Index>"
                }
                if upper == nil { return "PartialRangeFrom<String.Index>" }
                return closed ? "ClosedRange<String.Index>" : "Range<String.Index>"
            case .comparableRange(let lower, let upper, let closed):
                let bound = (lower ?? upper).map(typeName(of:)) ?? "Never"
                if lower == nil { return (closed ? "PartialRangeThrough<" : "PartialRangeUpTo<") + bound + ">" }
                if upper == nil { return "PartialRangeFrom<\(bound)>" }
                return (closed ? "ClosedRange<" : "Range<") + bound + ">"
            }
        case .void: return "()"
        }
    }

    package static func uuidString(_ n: UInt64) -> String {
        let hex = String(n, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return "00000000-0000-4000-8000-" + padded.suffix(12)
    }

    /// `100ms`, `1.5ms`, `2s`: the scenario language's own duration syntax.
    package static func formatDuration(_ seconds: Double) -> String {
        if seconds != 0 && abs(seconds) < 1 { return formatNumber(seconds * 1000) + "ms" }
        return formatNumber(seconds) + "s"
    }

    package static func formatNumber(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        // Trailing zeros of the fraction go, and its point with them (`1e15` is not `1000000000000000.`).
        var text = String(format: "%.3f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// Milliseconds with two decimals, for cost reports (`0.52 ms`).
    package static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.2f ms", seconds * 1000)
    }
}

extension Interpreter {
    /// An Int or a Double as a Double (the bounds of a Double range).
    static func asDouble(_ value: Value) -> Double? {
        switch value {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
}

extension Value {
    var isDouble: Bool {
        if case .double = self { return true }
        return false
    }

    var isInt: Bool {
        if case .int = self { return true }
        return false
    }
}
