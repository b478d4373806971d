// Int, Double (Float and CGFloat compute as Double) and Bool: conversions, the
// properties and methods scenarios use, static constants and `Bool.toggle()`.
// Rules: none (plain Swift).
// Faithfulness: exact, including `Int(_:)` of a Double out of range as Swift's runtime
// error and `Int("x")`/`Double("x")` as nil. Simplified: Float and CGFloat are Doubles;
// `formatted()` is en_US decimal with up to three fraction digits (see
// Guides/Language.md). Not modelled: fixed-width integers, overflow traps of `&+`.
import ViewGraphDiagnostics

enum NumberBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.constructor("Int", nil) { call in
            switch call.values.first {
            case .int(let v)?: return .int(v)
            case .double(let v)?:
                guard v.isFinite, abs(v) < 9.2e18 else {
                    throw RuntimeError("Double value cannot be converted to Int", at: call.range)
                }
                return .int(Int(v))
            case .string(let s)?: return Int(s).map { .int($0) } ?? .null
            default: return nil
            }
        }
        for name in ["Double", "CGFloat", "Float"] {
            family.constructor(name, nil) { call in
                switch call.values.first {
                case .int(let v)?: return .double(Double(v))
                case .double(let v)?: return .double(v)
                case .string(let s)?: return Double(s).map { .double($0) } ?? .null
                default: return nil
                }
            }
        }
        family.staticProperty("Int", "max") { _ in .int(Int.max) }
        family.staticProperty("Int", "min") { _ in .int(Int.min) }
        family.staticProperty("Double", "pi") { _ in .double(Double.pi) }
        family.staticProperty("Double", "infinity") { _ in .double(Double.infinity) }
        family.property(.int, "description") { base, _ in
            guard case .int(let v) = base else { return nil }
            return .string(String(v))
        }
        family.property(.double, "description") { base, _ in
            guard case .double(let v) = base else { return nil }
            return .string(v.description)
        }
        family.property(.double, "isNaN") { base, _ in
            guard case .double(let v) = base else { return nil }
            return .bool(v.isNaN)
        }
        family.property(.bool, "description") { base, _ in
            guard case .bool(let v) = base else { return nil }
            return .string(v ? "true" : "false")
        }
        family.method(.int, "formatted", []) { base, _ in
            guard case .int(let v) = base else { return nil }
            return .string(FoundationFormatting.decimal(Double(v)))
        }
        family.method(.double, "formatted", []) { base, _ in
            guard case .double(let v) = base else { return nil }
            return .string(FoundationFormatting.decimal(v))
        }
        family.method(.double, "rounded", []) { base, _ in
            guard case .double(let v) = base else { return nil }
            return .double(v.rounded())
        }
        family.mutatingMethod(.bool, "toggle", []) { value, _ in
            guard case .bool(let flag) = value else { return nil }
            value = .bool(!flag)
            return .void
        }
        return family
    }
}
