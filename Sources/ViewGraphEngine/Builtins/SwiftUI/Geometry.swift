// CoreGraphics' small value types as apps keep them in state: `CGSize(width:height:)`,
// `CGPoint(x:y:)`, `CGVector(dx:dy:)` and `.zero` of each, with their stored properties
// (`offset.width += 10`). `CGFloat` is a Double.
// Rules: none (values; a write to one in `@State` is a write like any other, R5.4).
// Faithfulness: simplified: a value is a labelled tuple of Doubles, so it compares and
// copies as the type does, and prints with its labels (`(width: 10.0, height: 0.0)`, where
// Swift on Apple platforms prints `(10.0, 0.0)`). Not simulated yet: `CGRect` values, and
// the types' methods (`applying(_:)`, `insetBy`).
import ViewGraphDiagnostics

enum GeometryBuiltins {
    /// Each type's stored properties, in order: its initializer's labels.
    static let shapes: [(type: String, labels: [String])] = [
        ("CGSize", ["width", "height"]), ("CGPoint", ["x", "y"]), ("CGVector", ["dx", "dy"]),
    ]

    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        for (type, labels) in shapes {
            family.constructor(type, labels) { call in
                let numbers = try call.values.map { try number($0, type: type, call) }
                return value(numbers, labels)
            }
            family.constructor(type, []) { _ in zero(labels) }
            family.staticProperty(type, "zero") { _ in zero(labels) }
        }
        return family
    }

    /// The stored properties of a size, point or vector type; nil for any other name.
    static func labels(of typeName: String) -> [String]? {
        shapes.first { $0.type == typeName }?.labels
    }

    /// The `.zero` of the type whose properties are `labels`.
    static func zero(_ labels: [String]) -> Value { value(Array(repeating: 0, count: labels.count), labels) }

    /// `offset == .zero`: the untyped `.zero` compared with a size, point or vector is that
    /// type's zero; nil when `value` is none of them.
    static func zero(like value: Value) -> Value? {
        guard case .tuple(_, let labels) = value else { return nil }
        let names = labels.compactMap { $0 }
        guard names.count == labels.count, shapes.contains(where: { $0.labels == names }) else { return nil }
        return zero(names)
    }

    private static func value(_ numbers: [Double], _ labels: [String]) -> Value {
        .tuple(numbers.map(Value.double), labels: labels)
    }

    private static func number(_ value: Value, type: String, _ call: BuiltinCall) throws -> Double {
        switch value {
        case .int(let int): return Double(int)
        case .double(let double): return double
        default:
            throw RuntimeError(
                "'\(type)' takes numbers, not '\(call.interpreter.typeName(of: value))'", at: call.range)
        }
    }
}
