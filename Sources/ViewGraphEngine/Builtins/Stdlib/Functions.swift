// Free functions of the standard library: `print`, `debugPrint`, `min`, `max`, `abs`,
// `zip`, `stride`, `repeatElement`, the math functions (`sqrt`, `floor`, `ceil`,
// `round`, `pow`), `type(of:)`, and the checks that stop the program (`fatalError`,
// `precondition`, `assert`), which end the step with a runtime diagnostic in Swift's
// wording ("Fatal error: …", "Precondition failed: …", "Assertion failed: …").
// Rules: none (plain Swift).
// Faithfulness: exact results. Simplified: `zip`, `stride` and `repeatElement` return
// Arrays (Swift returns lazy sequences that iterate the same way but print
// differently); the math functions take Ints as Doubles, as a literal would be;
// `assert` is checked, as in a debug build; the message of a check is evaluated before
// the check (Swift's is an autoclosure, evaluated only on failure).
// Not modelled: `print(separator:terminator:)`, `preconditionFailure`, `dump`.
import Foundation
import ViewGraphDiagnostics

enum FunctionBuiltins {
    /// The items of a `print`, and its `separator:` and `terminator:` (which must come last,
    /// as in Swift's signature).
    private static func printArguments(_ call: BuiltinCall) throws -> (
        items: ArraySlice<Value>, separator: String, terminator: String
    ) {
        var items = call.values[...]
        var separator = " "
        var terminator = "\n"
        var labels = call.labels[...]
        while let label = labels.last, let label, label == "separator" || label == "terminator" {
            guard case .string(let text) = items.last else {
                throw RuntimeError("'\(label):' takes a String", at: call.range)
            }
            if label == "separator" { separator = text } else { terminator = text }
            items = items.dropLast()
            labels = labels.dropLast()
        }
        return (items, separator, terminator)
    }

    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        // `print(a, b, separator: ", ", terminator: "")`: Swift's defaults are " " and "\n".
        family.function("print", nil) { call in
            let (items, separator, terminator) = try printArguments(call)
            try call.host.printed(
                try items.map { try call.interpreter.text(of: $0, at: call.range) }.joined(separator: separator)
                    + terminator, site: call.range)
            return .void
        }
        family.function("debugPrint", nil) { call in
            let (items, separator, terminator) = try printArguments(call)
            try call.host.printed(
                items.map { ValueFormatting.debugDescribe($0) }.joined(separator: separator) + terminator,
                site: call.range)
            return .void
        }
        for name in ["min", "max"] {
            family.function(name, nil) { call in
                guard call.values.count >= 2 else {
                    throw RuntimeError("'\(name)' needs at least two arguments", at: call.range)
                }
                // Swift types every argument alike: `min(x / 60, 1)` with a Double `x` makes
                // the literal a Double (valid Swift cannot mix an Int variable in).
                var values = call.values
                if values.contains(where: { if case .double = $0 { true } else { false } }) {
                    values = values.map { if case .int(let i) = $0 { .double(Double(i)) } else { $0 } }
                }
                var best = values[0]
                for candidate in values.dropFirst() {
                    if name == "min", try call.compare("<", candidate, best) { best = candidate }
                    if name == "max", try call.compare(">", candidate, best) { best = candidate }
                }
                return best
            }
        }
        family.function("abs", nil) { call in
            switch call.values.first {
            case .int(let v)?:
                guard v != Int.min else { throw RuntimeError("arithmetic overflow in 'abs'", at: call.range) }
                return .int(abs(v))
            case .double(let v)?: return .double(abs(v))
            case .foundation(.decimal(let v))?: return .foundation(.decimal(abs(v)))
            default: throw RuntimeError("'abs' needs a number", at: call.range)
            }
        }
        // `NSLocalizedString("Save", comment: "…")`: a scenario has no strings table, and
        // Foundation gives a key it finds in no table back as it is (or the `value:` given,
        // when it is not empty); en_US is the simulation's one locale.
        let localizedLabels: [[String?]] = [
            [nil, "comment"], [nil, "tableName", "comment"], [nil, "value", "comment"],
            [nil, "tableName", "value", "comment"],
        ]
        for labels in localizedLabels {
            family.function("NSLocalizedString", labels) { call in
                guard case .string(let key) = call.values[0] else { return nil }
                if let index = call.labels.firstIndex(of: "value"), case .string(let value) = call.values[index],
                    value.isEmpty == false
                {
                    return .string(value)
                }
                return .string(key)
            }
        }
        family.function("zip", [nil, nil]) { call in
            // `zip(1..., names)`: a one-sided range counts up for as long as the other lasts.
            func counting(from low: Int, _ count: Int) -> [Value] { (0..<count).map { .int(low + $0) } }
            let first: [Value]
            let second: [Value]
            switch (call.values[0], call.values[1]) {
            case (.partialRange(let low?, nil, _), let other):
                second = try call.interpreter.iterate(other, at: call.range)
                first = counting(from: low, second.count)
            case (let other, .partialRange(let low?, nil, _)):
                first = try call.interpreter.iterate(other, at: call.range)
                second = counting(from: low, first.count)
            default:
                first = try call.interpreter.iterate(call.values[0], at: call.range)
                second = try call.interpreter.iterate(call.values[1], at: call.range)
            }
            return .array(zip(first, second).map { .tuple([$0, $1], labels: [nil, nil]) })
        }
        // `swap(&a, &b)`: each storage gets the other's value, written in place (R4.6).
        family.function("swap", [nil, nil]) { call in
            try call.checkExclusiveInout()
            let (first, second) = (call.values[0], call.values[1])
            try call.modifyInout(0) { $0 = second }
            try call.modifyInout(1) { $0 = first }
            return .void
        }
        family.function("stride", ["from", "to", "by"]) { call in try stride(call, closed: false) }
        family.function("stride", ["from", "through", "by"]) { call in try stride(call, closed: true) }
        // `sequence(first: 1) { $0 < 50 ? $0 * 3 : nil }`: the first value and each next one
        // until the closure gives nil (an array here; an endless one meets the size limit).
        for labels: [String?] in [["first", "next"], ["first", nil]] {
            family.function("sequence", labels) { call in try sequence(call) }
        }
        family.function("repeatElement", [nil, "count"]) { call in
            guard case .int(let count) = call.values[1] else { return nil }
            guard count >= 0 else { throw RuntimeError("Fatal error: Can't construct with count < 0", at: call.range) }
            guard count <= call.interpreter.limits.collectionSize else {
                throw RuntimeError(
                    "collection grew past \(call.interpreter.limits.collectionSize) elements", at: call.range,
                    group: .limits)
            }
            return .array(Array(repeating: call.values[0], count: count))
        }
        family.function("sqrt", [nil]) { call in try math(call, "sqrt") { $0.squareRoot() } }
        family.function("floor", [nil]) { call in try math(call, "floor") { $0.rounded(.down) } }
        family.function("ceil", [nil]) { call in try math(call, "ceil") { $0.rounded(.up) } }
        family.function("round", [nil]) { call in try math(call, "round") { $0.rounded() } }
        // Foundation's (glibc's and Darwin's) libm, on Doubles.
        let libm: [(String, @Sendable (Double) -> Double)] = [
            ("sin", { Foundation.sin($0) }), ("cos", { Foundation.cos($0) }), ("tan", { Foundation.tan($0) }),
            ("asin", { Foundation.asin($0) }), ("acos", { Foundation.acos($0) }), ("atan", { Foundation.atan($0) }),
            ("exp", { Foundation.exp($0) }), ("log", { Foundation.log($0) }), ("log2", { Foundation.log2($0) }),
            ("log10", { Foundation.log10($0) }),
        ]
        for (name, function) in libm {
            family.function(name, [nil]) { call in try math(call, name, function) }
        }
        family.function("atan2", [nil, nil]) { call in
            guard let y = double(call.values[0]), let x = double(call.values[1]) else {
                throw RuntimeError("'atan2' needs two numbers", at: call.range)
            }
            return .double(Foundation.atan2(y, x))
        }
        family.function("pow", [nil, nil]) { call in
            guard let base = double(call.values[0]), let exponent = double(call.values[1]) else {
                throw RuntimeError("'pow' needs two numbers", at: call.range)
            }
            return .double(Foundation.pow(base, exponent))
        }
        family.function("type", ["of"]) { call in .type(call.interpreter.dynamicType(of: call.values[0])) }
        family.function("fatalError", nil) { call in
            throw RuntimeError(stopMessage("Fatal error", call.values.first, call), at: call.range)
        }
        for (name, prefix) in [("precondition", "Precondition failed"), ("assert", "Assertion failed")] {
            family.function(name, nil) { call in
                guard let condition = call.values.first else { return nil }
                if try call.interpreter.truth(condition, at: call.range) { return .void }
                throw RuntimeError(stopMessage(prefix, call.values.dropFirst().first, call), at: call.range)
            }
        }
        return family
    }

    /// "Fatal error: message", or "Fatal error" without one, as Swift prints it.
    private static func stopMessage(_ prefix: String, _ message: Value?, _ call: BuiltinCall) -> String {
        guard let message else { return prefix }
        let text = call.interpreter.describe(message)
        return text.isEmpty ? prefix : prefix + ": " + text
    }

    private static func double(_ value: Value) -> Double? {
        switch value {
        case .int(let v): return Double(v)
        case .double(let v): return v
        default: return nil
        }
    }

    private static func math(_ call: BuiltinCall, _ name: String, _ body: (Double) -> Double) throws -> Value {
        guard let x = double(call.values[0]) else { throw RuntimeError("'\(name)' needs a number", at: call.range) }
        return .double(body(x))
    }

    /// `sequence(first:next:)`: the values until `next` gives nil, as an array.
    private static func sequence(_ call: BuiltinCall) throws -> Value? {
        guard case .closure(let next) = call.values[1] else { return nil }
        var items: [Value] = []
        var current = call.values[0]
        while true {
            if case .null = current { break }
            items.append(current)
            guard items.count <= call.interpreter.limits.collectionSize else {
                throw RuntimeError(
                    "sequence(first:next:) grew past \(call.interpreter.limits.collectionSize) elements; make 'next' return nil",
                    at: call.range, group: .limits)
            }
            current = try call.interpreter.call(next, arguments: [current], at: call.range)
        }
        return .array(items)
    }

    /// `stride(from:to:by:)` (end excluded) and `stride(from:through:by:)` (end included
    /// when reached): Ints when every argument is an Int, Doubles otherwise.
    private static func stride(_ call: BuiltinCall, closed: Bool) throws -> Value? {
        let limit = call.interpreter.limits.collectionSize
        if case .int(let start) = call.values[0], case .int(let end) = call.values[1],
            case .int(let step) = call.values[2]
        {
            guard step != 0 else { throw RuntimeError("Fatal error: Stride size must not be zero", at: call.range) }
            var result: [Value] = []
            var current = start
            while step > 0 ? (closed ? current <= end : current < end) : (closed ? current >= end : current > end) {
                guard result.count < limit else { throw tooLong(call, limit) }
                result.append(.int(current))
                let (next, overflow) = current.addingReportingOverflow(step)
                if overflow { break }
                current = next
            }
            return .array(result)
        }
        guard let start = double(call.values[0]), let end = double(call.values[1]), let step = double(call.values[2])
        else { return nil }
        guard step != 0 else { throw RuntimeError("Fatal error: Stride size must not be zero", at: call.range) }
        var result: [Value] = []
        // Swift computes each element as start + n × step, so errors do not accumulate.
        var n = 0.0
        while true {
            let current = start + n * step
            let inside =
                step > 0 ? (closed ? current <= end : current < end) : (closed ? current >= end : current > end)
            guard inside else { break }
            guard result.count < limit else { throw tooLong(call, limit) }
            result.append(.double(current))
            n += 1
        }
        return .array(result)
    }

    private static func tooLong(_ call: BuiltinCall, _ limit: Int) -> RuntimeError {
        RuntimeError("stride has more than \(limit) elements", at: call.range, group: .limits)
    }
}
