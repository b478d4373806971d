// Ranges of `Comparable` values other than Ints and Doubles: `Date.now...` (a
// DatePicker's `in:`), `start..<end` of Dates, `"a"..."m"`, `DynamicTypeSize.small ...
// .xxLarge`, a range of the app's own `Comparable` type. `contains(_:)`, `~=` in a
// `case` pattern, `lowerBound`, `upperBound` and `isEmpty`.
// Rules: none (the standard library's `Range`, `ClosedRange` and partial ranges).
// Faithfulness: exact: bounds are compared with the type's own `<` (a declared one for
// the app's types), and a range whose lower bound is above its upper one stops the run,
// as Swift traps. Not modelled: `clamped(to:)`, `overlaps(_:)`, and iterating, which
// Swift allows only for integer-like bounds.
import ViewGraphDiagnostics

enum ComparableRangeBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.method(.comparableRange, "contains", [nil]) { base, call in
            guard case .foundation(.comparableRange(let lower, let upper, let closed)) = base else { return nil }
            return .bool(
                try call.interpreter.comparableRangeContains(
                    lower: lower, upper: upper, closed: closed, call.values[0], at: call.range))
        }
        family.property(.comparableRange, "lowerBound") { base, _ in
            guard case .foundation(.comparableRange(let lower?, _, _)) = base else { return nil }
            return lower
        }
        family.property(.comparableRange, "upperBound") { base, _ in
            guard case .foundation(.comparableRange(_, let upper?, _)) = base else { return nil }
            return upper
        }
        family.property(.comparableRange, "isEmpty") { base, interpreter in
            // A closed range always holds its lower bound; a half-open one is empty when its
            // bounds are equal.
            guard case .foundation(.comparableRange(let lower?, let upper?, let closed)) = base else { return nil }
            return .bool(closed ? false : try interpreter.equals(lower, upper))
        }
        return family
    }
}

extension Interpreter {
    /// Whether `value` is a bound a range of `Comparable` values can have here: a Date, a
    /// String, a Decimal, a symbol (`DynamicTypeSize.large`) or a value of a declared type
    /// (whose `<` decides at the comparison).
    static func isComparableBound(_ value: Value) -> Bool {
        switch value {
        case .foundation(.date), .foundation(.decimal), .string, .symbol, .structValue, .enumCase, .object: true
        default: false
        }
    }

    /// `lower...upper` or `lower..<upper` of two bounds of one type: Swift traps when the
    /// lower bound is above the upper one.
    func comparableRange(_ op: String, _ lower: Value, _ upper: Value, at range: SourceRange) throws -> Value? {
        guard Self.isComparableBound(lower), Self.isComparableBound(upper) else { return nil }
        let bothSymbols: Bool = {
            if case .symbol = lower, case .symbol = upper { return true }
            return false
        }()
        guard bothSymbols || typeName(of: lower) == typeName(of: upper) else { return nil }
        guard try truth(try applyBinary("<=", lower, upper, range: range, rhsIsLiteral: false), at: range) else {
            throw RuntimeError(
                "Range requires lowerBound <= upperBound: \(describe(lower))\(op)\(describe(upper))", at: range)
        }
        return .foundation(.comparableRange(lower: lower, upper: upper, closed: op == "..."))
    }

    /// Whether a range of `Comparable` values holds `value`, by the bound type's `<`.
    func comparableRangeContains(
        lower: Value?, upper: Value?, closed: Bool, _ value: Value, at range: SourceRange
    ) throws -> Bool {
        if let lower, try truth(try applyBinary("<", value, lower, range: range, rhsIsLiteral: false), at: range) {
            return false
        }
        guard let upper else { return true }
        return try truth(
            try applyBinary(closed ? "<=" : "<", value, upper, range: range, rhsIsLiteral: false), at: range)
    }
}
