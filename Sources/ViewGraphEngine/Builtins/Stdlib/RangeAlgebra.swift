// `overlaps(_:)` and `clamped(to:)` of Swift's `Range` and `ClosedRange`, on a range's
// bounds and whether it is closed: the standard library's own definitions, for Int and
// Double bounds alike.

enum RangeAlgebra {
    /// Whether two ranges share an element. A half-open range with equal bounds is empty and
    /// overlaps nothing; a range ending below the other's start (at it, if half-open) is apart.
    static func overlaps<Bound: Comparable>(
        _ a: (lower: Bound, upper: Bound, closed: Bool), _ b: (lower: Bound, upper: Bound, closed: Bool)
    ) -> Bool {
        func isEmpty(_ r: (lower: Bound, upper: Bound, closed: Bool)) -> Bool { !r.closed && r.lower == r.upper }
        if isEmpty(a) || isEmpty(b) { return false }
        let bBelowA = b.closed ? b.upper < a.lower : b.upper <= a.lower
        let aBelowB = a.closed ? a.upper < b.lower : a.upper <= b.lower
        return !(bBelowA || aBelowB)
    }

    /// `range.clamped(to: limits)`: each bound moved inside the limits (both ranges of one kind).
    static func clamped<Bound: Comparable>(
        _ range: (lower: Bound, upper: Bound), to limits: (lower: Bound, upper: Bound)
    )
        -> (lower: Bound, upper: Bound)
    {
        let lower =
            limits.lower > range.lower ? limits.lower : limits.upper < range.lower ? limits.upper : range.lower
        let upper =
            limits.upper < range.upper ? limits.upper : limits.lower > range.upper ? limits.lower : range.upper
        return (lower, upper)
    }

    /// `overlaps` and `clamped(to:)` on an Int or a Double range; nil for another method or
    /// argument, which the caller handles.
    static func call(_ base: Value, _ name: String, _ call: BuiltinCall) throws -> Value? {
        guard call.values.count == 1 else { return nil }
        switch (base, call.values[0]) {
        case (.range(let l, let u, let c), .range(let ol, let ou, let oc)):
            return try apply(name, call, (l, u, c), (ol, ou, oc)) { .range(lower: $0, upper: $1, closed: c) }
        case (.doubleRange(let l, let u, let c), .doubleRange(let ol, let ou, let oc)):
            return try apply(name, call, (l, u, c), (ol, ou, oc)) { .doubleRange(lower: $0, upper: $1, closed: c) }
        default:
            return nil
        }
    }

    /// `name` on two ranges of one bound type; `make` builds a range of `range`'s kind.
    private static func apply<Bound: Comparable>(
        _ name: String, _ call: BuiltinCall, _ range: (lower: Bound, upper: Bound, closed: Bool),
        _ other: (lower: Bound, upper: Bound, closed: Bool), make: (Bound, Bound) -> Value
    ) throws -> Value? {
        if name == "overlaps", call.labels == [nil] { return .bool(overlaps(range, other)) }
        guard name == "clamped", call.labels == ["to"] else { return nil }
        guard range.closed == other.closed else { throw kindMismatch(call) }
        let (lower, upper) = clamped((range.lower, range.upper), to: (other.lower, other.upper))
        return make(lower, upper)
    }

    private static func kindMismatch(_ call: BuiltinCall) -> RuntimeError {
        RuntimeError(
            "'clamped(to:)' takes a range of the same kind: a..<b for a Range, a...b for a ClosedRange",
            at: call.range)
    }
}
