// Int, Double (Float and CGFloat compute as Double) and Bool: conversions, the
// properties and methods scenarios use, static constants and `Bool.toggle()`.
// Rules: none (plain Swift).
// Faithfulness: exact, including `Int(_:)` of a Double out of range as Swift's runtime
// error and `Int("x")`/`Double("x")` as nil. Simplified: Float and CGFloat are Doubles;
// `formatted()` is en_US decimal with up to three fraction digits (see
// Guides/Language.md). Not modelled: fixed-width integers (`Int8` … `UInt64`).
// Overflow: `+ - * / %` and unary `-` trap in Swift and are runtime diagnostics here;
// `&+ &- &*` wrap, and `<< >>` are Swift's smart shifts (see Interpreter+Operators.swift).
import Foundation
import ViewGraphDiagnostics

enum NumberBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.constructor("Int", nil) { call in
            switch call.values.first {
            case .int(let v)?: return .int(v)
            case .double(let v)? where call.labels.first == "exactly":
                // `Int(exactly:)`: nil unless the Double is a whole number an Int can hold.
                return Int(exactly: v).map { .int($0) } ?? .null
            case .double(let v)?:
                // Swift traps with these words; the simulated program gets a diagnostic.
                if !v.isFinite {
                    throw RuntimeError(
                        "Double value cannot be converted to Int because it is either infinite or NaN",
                        at: call.range)
                }
                // -2^63 is exactly representable and in range; 2^63 is the first Double above Int.max.
                if v >= 9_223_372_036_854_775_808.0 {
                    throw RuntimeError(
                        "Double value cannot be converted to Int because the result would be greater than Int.max",
                        at: call.range)
                }
                if v < -9_223_372_036_854_775_808.0 {
                    throw RuntimeError(
                        "Double value cannot be converted to Int because the result would be less than Int.min",
                        at: call.range)
                }
                return .int(Int(v))
            case .string(let s)? where call.labels.count == 2 && call.labels[1] == "radix":
                // `Int("ff", radix: 16)`: 255; nil for text that is not a number in that radix.
                guard case .int(let radix) = call.values[1], (2...36).contains(radix) else {
                    throw RuntimeError("Radix must be between 2 and 36", at: call.range)
                }
                return Int(s, radix: radix).map { .int($0) } ?? .null
            case .string(let s)?: return Int(s).map { .int($0) } ?? .null
            case .foundation(.decimal(let d))? where call.labels.first == "truncating":
                // `Int(truncating: amount as NSNumber)`: the whole part, toward zero.
                return .int(NSDecimalNumber(decimal: d).intValue)
            default: return nil
            }
        }
        for name in ["Double", "CGFloat", "Float", "TimeInterval"] {
            family.constructor(name, nil) { call in
                switch call.values.first {
                case .int(let v)?: return .double(Double(v))
                case .double(let v)?: return .double(v)
                case .string(let s)?: return Double(s).map { .double($0) } ?? .null
                case .foundation(.decimal(let d))? where call.labels.first == "truncating":
                    // `Double(truncating: amount as NSNumber)`: the nearest Double.
                    return .double(NSDecimalNumber(decimal: d).doubleValue)
                default: return nil
                }
            }
        }
        // `Bool("true")`: Swift's `init?(_ description: String)` takes exactly "true" or
        // "false"; anything else is nil.
        family.constructor("Bool", nil) { call in
            guard call.values.count == 1 else { return nil }
            switch call.values[0] {
            case .bool(let v): return .bool(v)
            case .string(let s): return Bool(s).map { .bool($0) } ?? .null
            default: return nil
            }
        }
        family.staticProperty("Int", "max") { _ in .int(Int.max) }
        family.staticProperty("Int", "min") { _ in .int(Int.min) }
        family.staticProperty("Int", "zero") { _ in .int(0) }
        family.staticProperty("Double", "zero") { _ in .double(0) }
        family.staticProperty("Double", "pi") { _ in .double(Double.pi) }
        family.staticProperty("Double", "infinity") { _ in .double(Double.infinity) }
        family.staticProperty("Double", "nan") { _ in .double(Double.nan) }
        family.staticProperty("Double", "greatestFiniteMagnitude") { _ in .double(Double.greatestFiniteMagnitude) }
        family.property(.int, "description") { base, _ in
            guard case .int(let v) = base else { return nil }
            return .string(String(v))
        }
        family.property(.double, "description") { base, _ in
            guard case .double(let v) = base else { return nil }
            return .string(v.description)
        }
        family.staticProperty("Double", "ulpOfOne") { _ in .double(Double.ulpOfOne) }
        family.staticProperty("Double", "leastNonzeroMagnitude") { _ in .double(Double.leastNonzeroMagnitude) }
        let tests: [(String, @Sendable (Double) -> Bool)] = [
            ("isNaN", \.isNaN), ("isFinite", \.isFinite), ("isInfinite", \.isInfinite), ("isZero", \.isZero),
        ]
        for (name, test) in tests {
            family.property(.double, name) { base, _ in
                guard case .double(let v) = base else { return nil }
                return .bool(test(v))
            }
        }
        family.property(.double, "magnitude") { base, _ in
            guard case .double(let v) = base else { return nil }
            return .double(v.magnitude)
        }
        family.method(.int, "signum", []) { base, _ in
            guard case .int(let v) = base else { return nil }
            return .int(v.signum())
        }
        family.property(.bool, "description") { base, _ in
            guard case .bool(let v) = base else { return nil }
            return .string(v ? "true" : "false")
        }
        family.method(.int, "isMultiple", ["of"]) { base, call in
            guard case .int(let n) = base, case .int(let divisor) = call.values[0] else { return nil }
            // Swift: every integer is a multiple of -1 and of itself; only 0 is a multiple of 0.
            return .bool(divisor == 0 ? n == 0 : n % divisor == 0)
        }
        family.method(.int, "quotientAndRemainder", ["dividingBy"]) { base, call in
            guard case .int(let n) = base, case .int(let divisor) = call.values[0] else { return nil }
            guard divisor != 0 else { throw RuntimeError("division by zero", at: call.range) }
            // `Int.min` by -1 overflows (Swift traps).
            let (quotient, overflow) = n.dividedReportingOverflow(by: divisor)
            guard !overflow else {
                throw RuntimeError(
                    "arithmetic overflow: \(n).quotientAndRemainder(dividingBy: \(divisor))", at: call.range)
            }
            // Truncating, as `/` and `%` are: the remainder has the dividend's sign.
            return .tuple([.int(quotient), .int(n % divisor)], labels: ["quotient", "remainder"])
        }
        family.method(.int, "formatted", []) { base, _ in
            guard case .int(let v) = base else { return nil }
            return .string(grouped(v))
        }
        // `formatted()` is `formatted(.number)`: up to six fraction digits (`3.141593`), not
        // a NumberFormatter's three.
        // A Decimal's is the same (`Decimal(string: "1234.5")!.formatted()` is `1,234.5`).
        for kind: BuiltinOwner in [.double, .decimal] {
            family.method(kind, "formatted", []) { base, call in
                .string(try FormatStyles.format(base, style: .symbol(type: nil, name: "number"), at: call.range))
            }
        }
        // `0.25.formatted(.percent)`, `price.formatted(.currency(code: "USD"))`: the format
        // styles `Text(value, format:)` takes (Decimal.swift, `FormatStyles`).
        for kind: BuiltinOwner in [.int, .double, .decimal] {
            family.method(kind, "formatted", [nil]) { base, call in
                .string(try FormatStyles.format(base, style: call.values[0], at: call.range))
            }
        }
        family.method(.double, "rounded", []) { base, _ in
            guard case .double(let v) = base else { return nil }
            return .double(v.rounded())
        }
        // `rounded(.down)`: the rule is an implicit member of `FloatingPointRoundingRule`.
        family.method(.double, "rounded", [nil]) { base, call in
            guard case .double(let v) = base, case .symbol(_, let name) = call.values[0] else { return nil }
            guard let rule = roundingRule(name) else {
                throw RuntimeError(
                    "'.\(name)' is not a rounding rule: use .up, .down, .towardZero, .awayFromZero, .toNearestOrEven or .toNearestOrAwayFromZero",
                    at: call.range)
            }
            return .double(v.rounded(rule))
        }
        family.method(.double, "squareRoot", []) { base, _ in
            guard case .double(let v) = base else { return nil }
            return .double(v.squareRoot())
        }
        family.method(.double, "remainder", ["dividingBy"]) { base, call in
            guard case .double(let v) = base, let divisor = Interpreter.asDouble(call.values[0]) else { return nil }
            return .double(v.remainder(dividingBy: divisor))
        }
        family.method(.double, "truncatingRemainder", ["dividingBy"]) { base, call in
            guard case .double(let v) = base, let divisor = Interpreter.asDouble(call.values[0]) else { return nil }
            return .double(v.truncatingRemainder(dividingBy: divisor))
        }
        family.mutatingMethod(.bool, "toggle", []) { value, _ in
            guard case .bool(let flag) = value else { return nil }
            value = .bool(!flag)
            return .void
        }
        return family
    }

    /// An Int in en_US grouping (`1,234,567`), exact for every Int (through a Double,
    static func roundingRule(_ name: String) -> FloatingPointRoundingRule? {
        switch name {
        case "up": .up
        case "down": .down
        case "towardZero": .towardZero
        case "awayFromZero": .awayFromZero
        case "toNearestOrEven": .toNearestOrEven
        case "toNearestOrAwayFromZero": .toNearestOrAwayFromZero
        default: nil
        }
    }

    /// `Int.max` would print rounded).
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }
}
