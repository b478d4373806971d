// The standard-library and Foundation subset of DESIGN.md §2.1, with Swift's
// results. Faithfulness: exact for the listed members on the supported types;
// anything else is a runtime diagnostic naming the member. Foundation formatters
// use fixed en_US output; MeasurementFormatter is reimplemented (swift-corelibs-
// foundation does not provide it on Linux) with en_US's natural-scale units.
import Foundation
import ViewGraphDiagnostics
import ViewGraphSyntax

package enum Builtins {
    /// Views the engine builds (from the builtin catalogue).
    package static let primitiveViews: Set<String> = BuiltinCatalogue.simulatedViewNames

    /// SwiftUI and Foundation type names whose members evaluate to symbolic values.
    package static let symbolicTypes: Set<String> = BuiltinCatalogue.symbolicTypeNames

    /// Types the engine evaluates.
    package static let typeNames: Set<String> = BuiltinCatalogue.simulatedTypeNames

    static let globalFunctions: Set<String> = BuiltinCatalogue.simulatedFunctionNames

    static func isGlobalName(_ name: String) -> Bool {
        globalFunctions.contains(name) || typeNames.contains(name) || primitiveViews.contains(name)
    }

    package static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "toggle", "sort", "reverse",
        "shuffle", "removeValue", "updateValue", "formUnion", "subtract", "formIntersection", "popLast", "swapAt",
    ]

    // MARK: - Members (properties)

    static func member(of base: Value, _ name: String, at range: SourceRange, _ interpreter: Interpreter) throws
        -> Value
    {
        switch base {
        case .array(let items), .set(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            case "indices":
                if case .array = base { return .range(lower: 0, upper: items.count, closed: false) }
            default: break
            }
        case .dictionary(let dictionary):
            switch name {
            case "count": return .int(dictionary.count)
            case "isEmpty": return .bool(dictionary.count == 0)
            case "keys": return .array(dictionary.keys)
            case "values": return .array(dictionary.values)
            default: break
            }
        case .string(let text):
            switch name {
            case "count": return .int(text.count)
            case "isEmpty": return .bool(text.isEmpty)
            case "first": return text.first.map { .string(String($0)) } ?? .null
            case "last": return text.last.map { .string(String($0)) } ?? .null
            default: break
            }
        case .range(let low, let high, let closed):
            switch name {
            case "count": return .int(max(0, (closed ? high + 1 : high) - low))
            case "lowerBound": return .int(low)
            case "upperBound": return .int(high)
            case "isEmpty": return .bool(closed ? high < low : high <= low)
            default: break
            }
        case .int(let v):
            if name == "description" { return .string(String(v)) }
        case .double(let v):
            switch name {
            case "description": return .string(v.description)
            case "isNaN": return .bool(v.isNaN)
            default: break
            }
        case .bool(let v):
            if name == "description" { return .string(v ? "true" : "false") }
        case .foundation(.uuid(let n)):
            if name == "uuidString" { return .string(ValueFormatting.uuidString(n)) }
        case .foundation(.measurement(let value, let unit)):
            if name == "value" { return .double(value) }
            if name == "unit" { return .foundation(.unit(unit)) }
        case .foundation(.formatter(let box)):
            if let option = box.options[name] { return option }
        case .foundation(.date(let t)):
            if name == "timeIntervalSinceReferenceDate" { return .double(t) }
        case .tuple(let items, let labels):
            if let index = labels.firstIndex(of: name) { return items[index] }
        default:
            break
        }
        throw RuntimeError(
            "value of type '\(interpreter.typeName(of: base))' has no member '\(name)' in scenarios", at: range,
            notes: [DiagnosticNote("see Guides/Language.md for the supported standard-library subset")], group: .names)
    }

    static func staticMember(_ typeName: String, _ name: String, at range: SourceRange, _ interpreter: Interpreter)
        throws -> Value
    {
        switch (typeName, name) {
        case ("Int", "max"): return .int(Int.max)
        case ("Int", "min"): return .int(Int.min)
        case ("Double", "pi"): return .double(Double.pi)
        case ("Double", "infinity"): return .double(Double.infinity)
        case ("Date", "now"): return .foundation(.date(interpreter.host.now))
        case ("UnitLength", _), ("UnitDuration", _), ("UnitMass", _), ("UnitTemperature", _):
            return .foundation(.unit(name))
        case ("EnvironmentValues", _):
            return .keyPath(KeyPathValue(components: [name], rootType: "EnvironmentValues"))
        default:
            if symbolicTypes.contains(typeName) { return .symbol(type: typeName, name: name) }
        }
        throw RuntimeError("type '\(typeName)' has no member '\(name)' in scenarios", at: range, group: .names)
    }

    // MARK: - Global functions and builtin initializers

    static func callGlobal(
        _ name: String, arguments: [EvaluatedArgument], at range: SourceRange, _ interpreter: Interpreter,
        _ context: EvalContext
    ) throws -> Value {
        let values = arguments.map(\.value)
        let labels = arguments.map(\.label)
        let host = interpreter.host
        switch name {
        case "print":
            host.printed(values.map { interpreter.describe($0) }.joined(separator: " "))
            return .void
        case "min", "max":
            guard values.count >= 2 else { throw RuntimeError("'\(name)' needs at least two arguments", at: range) }
            var best = values[0]
            for candidate in values.dropFirst() {
                let less = try interpreter.applyBinary(
                    "<", candidate, best, range: range, rhsIsLiteral: false, lhsIsLiteral: false)
                if case .bool(true) = less, name == "min" { best = candidate }
                let greater = try interpreter.applyBinary(
                    ">", candidate, best, range: range, rhsIsLiteral: false, lhsIsLiteral: false)
                if case .bool(true) = greater, name == "max" { best = candidate }
            }
            return best
        case "abs":
            switch values.first {
            case .int(let v)?: return .int(abs(v))
            case .double(let v)?: return .double(abs(v))
            default: throw RuntimeError("'abs' needs a number", at: range)
            }
        case "work":
            guard case .duration(let seconds)? = values.first else {
                throw RuntimeError("'work' takes a duration such as 'work(2ms)'", at: range)
            }
            guard seconds >= 0 else { throw RuntimeError("'work' duration must not be negative", at: range) }
            host.charge(seconds, for: "work(\(ValueFormatting.formatDuration(seconds)))", site: range)
            return .void
        case "every", "after":
            guard case .duration(let seconds)? = values.first, case .closure(let action)? = values.last,
                values.count == 2
            else {
                throw RuntimeError("'\(name)' takes a duration and a closure: '\(name)(100ms) { … }'", at: range)
            }
            guard seconds > 0 else { throw RuntimeError("'\(name)' needs a positive duration", at: range) }
            try host.scheduleTimer(interval: seconds, repeats: name == "every", action: action, site: range)
            return .void
        case "Task":
            guard case .closure(let body)? = values.last else {
                throw RuntimeError("'Task' takes a closure", at: range)
            }
            try host.startUnstructuredTask(body, site: range)
            return .void
        case "UUID":
            host.charge(interpreter.costs.uuid, for: "UUID()", site: range)
            return .foundation(.uuid(host.nextUUID()))
        case "Date":
            return .foundation(.date(host.now))
        case "Measurement":
            guard labels == ["value", "unit"], case .foundation(.unit(let unit)) = values[1] else {
                throw RuntimeError("use 'Measurement(value:unit:)' with a unit such as 'UnitLength.meters'", at: range)
            }
            let value: Double
            switch values[0] {
            case .double(let d): value = d
            case .int(let i): value = Double(i)
            default: throw RuntimeError("'Measurement' needs a number", at: range)
            }
            return .foundation(.measurement(value: value, unit: unit))
        case "MeasurementFormatter", "NumberFormatter", "DateFormatter":
            let cost: Double
            switch name {
            case "MeasurementFormatter": cost = interpreter.costs.measurementFormatter
            case "NumberFormatter": cost = interpreter.costs.numberFormatter
            default: cost = interpreter.costs.dateFormatter
            }
            host.charge(cost, for: "\(name)()", site: range)
            return .foundation(.formatter(interpreter.makeFormatter(kind: name)))
        case "State":
            guard let first = values.first, labels.first == "initialValue" || labels.first == "wrappedValue" else {
                throw RuntimeError("use 'State(initialValue:)'", at: range)
            }
            return .wrapper(.state(initial: first))
        case "Binding":
            guard labels == ["get", "set"], case .closure(let get) = values[0], case .closure(let set) = values[1]
            else {
                throw RuntimeError("use 'Binding(get: { … }, set: { … })'", at: range)
            }
            // A new location box on every call (R6.3). Its getter runs here only to fill
            // the snapshot; what it reads is not a read of the body building it (R4.5).
            interpreter.untrackedDepth += 1
            defer { interpreter.untrackedDepth -= 1 }
            let snapshot = try interpreter.call(get, arguments: [], at: range)
            return .binding(
                BindingValue(
                    location: .computed(get: get, set: set, id: interpreter.makeBindingID()), snapshot: snapshot))
        case "Int":
            switch values.first {
            case .int(let v)?: return .int(v)
            case .double(let v)?:
                guard v.isFinite, abs(v) < 9.2e18 else {
                    throw RuntimeError("Double value cannot be converted to Int", at: range)
                }
                return .int(Int(v))
            case .string(let s)?: return Int(s).map { .int($0) } ?? .null
            default: break
            }
        case "Double", "CGFloat", "Float":
            switch values.first {
            case .int(let v)?: return .double(Double(v))
            case .double(let v)?: return .double(v)
            case .string(let s)?: return Double(s).map { .double($0) } ?? .null
            default: break
            }
        case "String":
            if let first = values.first { return .string(interpreter.describe(first)) }
            return .string("")
        case "Array":
            if let first = values.first { return .array(try interpreter.iterate(first, at: range)) }
            return .array([])
        case "Set":
            var unique: [Value] = []
            for item in try values.first.map({ try interpreter.iterate($0, at: range) }) ?? []
            where try !unique.contains(where: { try interpreter.equals($0, item) }) {
                unique.append(item)
            }
            return .set(unique)
        case "Dictionary":
            return .dictionary(OrderedDictionary())
        default:
            break
        }
        throw RuntimeError(
            "'\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))' is not supported in scenarios", at: range,
            notes: [DiagnosticNote("see Guides/Language.md for the supported subset")], group: .unsupported)
    }

    // MARK: - Methods

    static func callMethod(
        _ base: Value, _ name: String, arguments: [EvaluatedArgument], at range: SourceRange, nameRange: SourceRange,
        _ interpreter: Interpreter, _ context: EvalContext
    ) throws -> Value {
        let values = arguments.map(\.value)
        let labels = arguments.map(\.label)
        let host = interpreter.host
        func closureArgument() throws -> Closure {
            guard case .closure(let closure)? = values.last else {
                throw RuntimeError("'\(name)' needs a closure", at: range)
            }
            return closure
        }
        func predicate(_ item: Value) throws -> Bool {
            try interpreter.truth(try interpreter.call(try closureArgument(), arguments: [item], at: range), at: range)
        }
        if case .type(.builtin(let typeName)) = base, name == "random" {
            return try random(typeName, values: values, labels: labels, at: range, interpreter)
        }
        if case .range = base {
            // Ranges are collections of Int: `(1...40).map { … }`.
            return try callMethod(
                .array(try interpreter.iterate(base, at: range)), name, arguments: arguments, at: range,
                nameRange: nameRange, interpreter, context)
        }
        switch base {
        case .array(let items), .set(let items):
            let isSet: Bool = { if case .set = base { return true } else { return false } }()
            switch (name, labels) {
            case ("contains", [nil]):
                if case .closure = values[0] {
                    host.charge(
                        interpreter.costs.filterPerElement * Double(items.count), for: "contains(where:)", site: range)
                    return .bool(try items.contains { try predicate($0) })
                }
                return .bool(try items.contains { try interpreter.equals($0, values[0]) })
            case ("contains", ["where"]):
                host.charge(
                    interpreter.costs.filterPerElement * Double(items.count), for: "contains(where:)", site: range)
                return .bool(try items.contains { try predicate($0) })
            case ("firstIndex", ["of"]):
                return try items.firstIndex { try interpreter.equals($0, values[0]) }.map { .int($0) } ?? .null
            case ("firstIndex", ["where"]):
                return try items.firstIndex { try predicate($0) }.map { .int($0) } ?? .null
            case ("first", ["where"]):
                return try items.first { try predicate($0) } ?? .null
            case ("filter", _):
                host.charge(interpreter.costs.filterPerElement * Double(items.count), for: "filter", site: range)
                let kept = try items.filter { try predicate($0) }
                return isSet ? .set(kept) : .array(kept)
            case ("map", _):
                host.charge(interpreter.costs.filterPerElement * Double(items.count), for: "map", site: range)
                let closure = try closureArgument()
                return .array(try items.map { try interpreter.call(closure, arguments: [$0], at: range) })
            case ("compactMap", _):
                host.charge(interpreter.costs.filterPerElement * Double(items.count), for: "compactMap", site: range)
                let closure = try closureArgument()
                return .array(
                    try items.map { try interpreter.call(closure, arguments: [$0], at: range) }.filter {
                        if case .null = $0 { return false } else { return true }
                    })
            case ("reduce", _):
                guard values.count == 2, case .closure(let closure) = values[1] else {
                    throw RuntimeError("use 'reduce(initial) { … }'", at: range)
                }
                host.charge(interpreter.costs.filterPerElement * Double(items.count), for: "reduce", site: range)
                var accumulator = values[0]
                for item in items {
                    accumulator = try interpreter.call(closure, arguments: [accumulator, item], at: range)
                }
                return accumulator
            case ("allSatisfy", _):
                return .bool(try items.allSatisfy { try predicate($0) })
            case ("sorted", []):
                host.charge(interpreter.costs.sortPerElement * Double(items.count), for: "sorted()", site: range)
                return .array(
                    try sortValues(items, interpreter, range) { a, b in
                        try interpreter.truth(
                            try interpreter.applyBinary(
                                "<", a, b, range: range, rhsIsLiteral: false, lhsIsLiteral: false), at: range)
                    })
            case ("sorted", ["by"]), ("sorted", [nil]):
                host.charge(interpreter.costs.sortPerElement * Double(items.count), for: "sorted(by:)", site: range)
                let closure = try closureArgument()
                return .array(
                    try sortValues(items, interpreter, range) { a, b in
                        try interpreter.truth(try interpreter.call(closure, arguments: [a, b], at: range), at: range)
                    })
            case ("reversed", []): return .array(items.reversed())
            case ("enumerated", []):
                return .array(
                    items.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
            case ("joined", _):
                let separator: String
                if case .string(let s)? = values.first { separator = s } else { separator = "" }
                return .string(items.map { interpreter.describe($0) }.joined(separator: separator))
            case ("prefix", [nil]):
                guard case .int(let n) = values[0] else { break }
                return .array(Array(items.prefix(max(0, n))))
            case ("suffix", [nil]):
                guard case .int(let n) = values[0] else { break }
                return .array(Array(items.suffix(max(0, n))))
            case ("dropFirst", _):
                let n: Int = { if case .int(let n)? = values.first { return n } else { return 1 } }()
                return .array(Array(items.dropFirst(max(0, n))))
            case ("dropLast", _):
                let n: Int = { if case .int(let n)? = values.first { return n } else { return 1 } }()
                return .array(Array(items.dropLast(max(0, n))))
            case ("min", []), ("max", []):
                guard var best = items.first else { return .null }
                for item in items.dropFirst() {
                    let op = name == "min" ? "<" : ">"
                    if case .bool(true) = try interpreter.applyBinary(
                        op, item, best, range: range, rhsIsLiteral: false, lhsIsLiteral: false)
                    {
                        best = item
                    }
                }
                return best
            case ("index", ["after"]):
                if case .int(let i) = values[0] { return .int(i + 1) }
            default:
                break
            }
        case .dictionary(let dictionary):
            switch (name, labels) {
            case ("mapValues", _):
                let closure = try closureArgument()
                var result = OrderedDictionary()
                for (key, value) in zip(dictionary.keys, dictionary.values) {
                    result[key] = try interpreter.call(closure, arguments: [value], at: range)
                }
                return .dictionary(result)
            case ("filter", _), ("map", _), ("sorted", _), ("contains", _), ("first", _):
                let pairs = zip(dictionary.keys, dictionary.values).map {
                    Value.tuple([$0, $1], labels: ["key", "value"])
                }
                return try callMethod(
                    .array(pairs), name, arguments: arguments, at: range, nameRange: nameRange, interpreter, context)
            default:
                break
            }
        case .string(let text):
            switch (name, labels) {
            case ("hasPrefix", [nil]): if case .string(let p) = values[0] { return .bool(text.hasPrefix(p)) }
            case ("hasSuffix", [nil]): if case .string(let p) = values[0] { return .bool(text.hasSuffix(p)) }
            case ("contains", [nil]): if case .string(let p) = values[0] { return .bool(text.contains(p)) }
            case ("uppercased", []): return .string(text.uppercased())
            case ("lowercased", []): return .string(text.lowercased())
            case ("split", _):
                if case .string(let separator)? = values.first, let character = separator.first {
                    return .array(text.split(separator: character).map { .string(String($0)) })
                }
            default:
                break
            }
        case .foundation(.formatter(let box)):
            if name == "string", labels == ["from"] {
                host.charge(interpreter.costs.formatCall, for: "\(box.kind).string(from:)", site: range)
                return .string(try FoundationFormatting.format(values[0], with: box, at: range))
            }
        case .int(let v):
            if name == "formatted", labels.isEmpty { return .string(FoundationFormatting.decimal(Double(v))) }
        case .double(let v):
            if name == "formatted", labels.isEmpty { return .string(FoundationFormatting.decimal(v)) }
            if name == "rounded", labels.isEmpty { return .double(v.rounded()) }
        case .closure(let closure) where name == "callAsFunction":
            return try interpreter.call(closure, arguments: values, at: range)
        default:
            break
        }
        throw RuntimeError(
            "value of type '\(interpreter.typeName(of: base))' has no method '\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))' in scenarios",
            at: nameRange, notes: [DiagnosticNote("see Guides/Language.md for the supported standard-library subset")],
            group: .names)
    }

    /// `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`: from the run's seeded
    /// generator (scenario setting `seed`), so a scenario always draws the same numbers.
    private static func random(
        _ typeName: String, values: [Value], labels: [String?], at range: SourceRange, _ interpreter: Interpreter
    ) throws -> Value {
        let bits = interpreter.host.nextRandom()
        switch (typeName, labels) {
        case ("Bool", []):
            return .bool(bits & 1 == 1)
        case ("Int", ["in"]):
            guard case .range(let low, let high, let closed) = values[0] else { break }
            let upper = closed ? high : high - 1
            guard upper >= low else { throw RuntimeError("'Int.random(in:)' needs a non-empty range", at: range) }
            let width = UInt64(upper - low) &+ 1
            return .int(low + Int(width == 0 ? bits : bits % width))
        case ("Double", ["in"]):
            guard case .range(let low, let high, _) = values[0] else { break }
            let unit = Double(bits >> 11) / Double(1 << 53)
            return .double(Double(low) + unit * Double(high - low))
        default:
            break
        }
        throw RuntimeError(
            "'\(typeName).random(\(labels.map { ($0 ?? "_") + ":" }.joined()))' is not supported; use Int.random(in: a...b), Double.random(in:) or Bool.random()",
            at: range, group: .unsupported)
    }

    private static func sortValues(
        _ items: [Value], _ interpreter: Interpreter, _ range: SourceRange, _ less: (Value, Value) throws -> Bool
    ) throws -> [Value] {
        // A stable merge sort, so equal elements keep their order (deterministic output).
        if items.count <= 1 { return items }
        let middle = items.count / 2
        let left = try sortValues(Array(items[..<middle]), interpreter, range, less)
        let right = try sortValues(Array(items[middle...]), interpreter, range, less)
        var result: [Value] = []
        result.reserveCapacity(items.count)
        var i = 0
        var j = 0
        while i < left.count && j < right.count {
            if try less(right[j], left[i]) {
                result.append(right[j])
                j += 1
            } else {
                result.append(left[i])
                i += 1
            }
        }
        result.append(contentsOf: left[i...])
        result.append(contentsOf: right[j...])
        return result
    }

    // MARK: - Mutating methods

    static func callMutating(
        _ value: inout Value, _ name: String, arguments: [EvaluatedArgument], at range: SourceRange,
        _ interpreter: Interpreter, _ context: EvalContext
    ) throws -> Value {
        let values = arguments.map(\.value)
        let labels = arguments.map(\.label)
        switch value {
        case .array(var items):
            value = .void
            defer { value = .array(items) }
            switch (name, labels) {
            case ("append", [nil]):
                items.append(values[0])
                return .void
            case ("append", ["contentsOf"]):
                items.append(contentsOf: try interpreter.iterate(values[0], at: range))
                return .void
            case ("insert", [nil, "at"]):
                guard case .int(let index) = values[1], index >= 0, index <= items.count else {
                    throw RuntimeError("insert index out of range (the array has \(items.count) elements)", at: range)
                }
                items.insert(values[0], at: index)
                return .void
            case ("remove", ["at"]):
                guard case .int(let index) = values[0], index >= 0, index < items.count else {
                    throw RuntimeError("index out of range (the array has \(items.count) elements)", at: range)
                }
                return items.remove(at: index)
            case ("removeAll", []):
                items.removeAll()
                return .void
            case ("removeAll", ["where"]), ("removeAll", [nil]):
                guard case .closure(let closure) = values[0] else { break }
                items = try items.filter {
                    try !interpreter.truth(try interpreter.call(closure, arguments: [$0], at: range), at: range)
                }
                return .void
            case ("removeLast", []):
                guard let last = items.popLast() else {
                    throw RuntimeError("can't remove last element from an empty collection", at: range)
                }
                return last
            case ("removeFirst", []):
                guard items.isEmpty == false else {
                    throw RuntimeError("can't remove first element from an empty collection", at: range)
                }
                return items.removeFirst()
            case ("popLast", []): return items.popLast() ?? .null
            case ("sort", []):
                items = try sortValues(items, interpreter, range) { a, b in
                    try interpreter.truth(
                        try interpreter.applyBinary("<", a, b, range: range, rhsIsLiteral: false, lhsIsLiteral: false),
                        at: range)
                }
                return .void
            case ("sort", ["by"]), ("sort", [nil]):
                guard case .closure(let closure) = values[0] else { break }
                items = try sortValues(items, interpreter, range) { a, b in
                    try interpreter.truth(try interpreter.call(closure, arguments: [a, b], at: range), at: range)
                }
                return .void
            case ("reverse", []):
                items.reverse()
                return .void
            case ("swapAt", [nil, nil]):
                guard case .int(let i) = values[0], case .int(let j) = values[1], items.indices.contains(i),
                    items.indices.contains(j)
                else {
                    throw RuntimeError("swapAt index out of range", at: range)
                }
                items.swapAt(i, j)
                return .void
            default: break
            }
        case .set(var items):
            value = .void
            defer { value = .set(items) }
            switch (name, labels) {
            case ("insert", [nil]):
                if try items.contains(where: { try interpreter.equals($0, values[0]) }) == false {
                    items.append(values[0])
                }
                return .void
            case ("remove", [nil]):
                if let index = try items.firstIndex(where: { try interpreter.equals($0, values[0]) }) {
                    return items.remove(at: index)
                }
                return .null
            case ("removeAll", []):
                items.removeAll()
                return .void
            default: break
            }
        case .dictionary(var dictionary):
            value = .void
            defer { value = .dictionary(dictionary) }
            switch (name, labels) {
            case ("removeValue", ["forKey"]): return dictionary.removeValue(forKey: values[0]) ?? .null
            case ("updateValue", [nil, "forKey"]):
                let old = dictionary[values[1]] ?? .null
                dictionary[values[1]] = values[0]
                return old
            case ("removeAll", []):
                dictionary.removeAll()
                return .void
            default: break
            }
        case .bool(let flag):
            if name == "toggle", labels.isEmpty {
                value = .bool(!flag)
                return .void
            }
        case .string(var text):
            if name == "append", labels == [nil], case .string(let more) = values[0] {
                text += more
                value = .string(text)
                return .void
            }
        default:
            break
        }
        throw RuntimeError(
            "value of type '\(interpreter.typeName(of: value))' has no mutating method '\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))' in scenarios",
            at: range, group: .names)
    }
}

/// Deterministic en_US formatting for the Foundation formatters scenarios may use.
package enum FoundationFormatting {
    static func format(_ value: Value, with box: FormatterBox, at range: SourceRange) throws -> String {
        switch (box.kind, value) {
        case ("MeasurementFormatter", .foundation(.measurement(let amount, let unit))):
            return measurement(amount, unit: unit)
        case ("NumberFormatter", .int(let v)): return decimal(Double(v))
        case ("NumberFormatter", .double(let v)): return decimal(v)
        case ("DateFormatter", .foundation(.date(let t))):
            return date(t, options: box.options)
        default:
            throw RuntimeError(
                "\(box.kind) cannot format a value of type '\(ValueFormatting.typeName(of: value))'", at: range)
        }
    }

    /// The simulated clock starts at this instant (2026-01-01 00:00:00 UTC), so dates
    /// print the same on every machine.
    static let epoch: Double = 1_767_225_600

    /// Foundation's own DateFormatter, pinned to en_US and UTC. `dateStyle`/`timeStyle`
    /// set on the formatter (`.short`, `.medium`, `.long`, `.full`, `.none`) are honoured.
    static func date(_ seconds: Double, options: [String: Value]) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        func style(_ key: String, default fallback: DateFormatter.Style) -> DateFormatter.Style {
            guard case .symbol(_, let name)? = options[key] else { return fallback }
            switch name {
            case "none": return .none
            case "short": return .short
            case "long": return .long
            case "full": return .full
            default: return .medium
            }
        }
        formatter.dateStyle = style("dateStyle", default: .medium)
        formatter.timeStyle = style("timeStyle", default: .medium)
        return formatter.string(from: Date(timeIntervalSince1970: epoch + seconds))
    }

    /// en_US natural scale for lengths: miles, or feet below a tenth of a mile.
    static func measurement(_ amount: Double, unit: String) -> String {
        let meters: Double
        switch unit {
        case "meters": meters = amount
        case "kilometers": meters = amount * 1000
        case "miles": meters = amount * 1609.344
        case "feet": meters = amount * 0.3048
        default: return trimmed(amount, digits: 3) + " " + unit
        }
        let miles = meters / 1609.344
        if miles >= 0.1 { return trimmed(miles, digits: 3) + " mi" }
        return trimmed(meters / 0.3048, digits: 0) + " ft"
    }

    static func decimal(_ value: Double) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    private static func trimmed(_ value: Double, digits: Int) -> String {
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
