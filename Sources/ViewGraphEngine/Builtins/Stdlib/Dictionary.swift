// Dictionary: construction, properties, `mapValues`, `compactMapValues` and `filter` (they return a
// Dictionary, as in Swift), the sequence algorithms over `(key:, value:)` pairs,
// mutating methods, and the subscript with a default (`d[k, default: 0]`, read and
// written through: `d[k, default: 0] += 1`).
// Rules: none (plain Swift).
// Faithfulness: exact results. Simplified: iteration (and printing) is in insertion
// order, so output is deterministic; Swift's order is unspecified. Not modelled:
// `Dictionary.Index`, `merge`.
import ViewGraphDiagnostics

enum DictionaryBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.constructor("Dictionary", []) { _ in .dictionary(OrderedDictionary()) }
        family.constructor("Dictionary", ["uniqueKeysWithValues"]) { call in
            var result = OrderedDictionary()
            for pair in try call.interpreter.iterate(call.values[0], at: call.range) {
                guard case .tuple(let parts, _) = pair, parts.count == 2 else { return nil }
                guard result[parts[0]] == nil else {
                    throw RuntimeError(
                        "Fatal error: Duplicate values for key: '\(call.interpreter.describe(parts[0]))'",
                        at: call.range)
                }
                result[parts[0]] = parts[1]
            }
            return .dictionary(result)
        }
        // `Dictionary(pairs, uniquingKeysWith: +)`: a key seen again combines its values
        // (the one kept, then the new one), in the order of the pairs.
        let uniquing: GlobalImplementation = { call in
            let combine = try call.closure("Dictionary(_:uniquingKeysWith:)")
            var result = OrderedDictionary()
            for pair in try call.interpreter.iterate(call.values[0], at: call.range) {
                guard case .tuple(let parts, _) = pair, parts.count == 2 else { return nil }
                if let kept = result[parts[0]] {
                    result[parts[0]] = try call.interpreter.call(combine, arguments: [kept, parts[1]], at: call.range)
                } else {
                    result[parts[0]] = parts[1]
                }
            }
            return .dictionary(result)
        }
        family.constructor("Dictionary", [nil, "uniquingKeysWith"], uniquing)
        // `by: { $0.kind }`, `by: \.kind`, or a trailing closure (`grouping: xs) { … }`).
        let grouping: GlobalImplementation = { call in
            let key = try call.closure("Dictionary(grouping:by:)")
            var result = OrderedDictionary()
            for item in try call.interpreter.iterate(call.values[0], at: call.range) {
                let k = try call.interpreter.call(key, arguments: [item], at: call.range)
                var group: [Value] = []
                if case .array(let existing)? = result[k] { group = existing }
                group.append(item)
                result[k] = .array(group)
            }
            return .dictionary(result)
        }
        family.constructor("Dictionary", ["grouping", "by"], grouping)
        family.constructor("Dictionary", ["grouping", nil], grouping)
        family.property(.dictionary, "count") { base, _ in .int(dictionary(base).count) }
        family.property(.dictionary, "isEmpty") { base, _ in .bool(dictionary(base).count == 0) }
        family.property(.dictionary, "keys") { base, _ in .array(dictionary(base).keys) }
        family.property(.dictionary, "values") { base, _ in .array(dictionary(base).values) }
        // The first `(key:, value:)` pair in the dictionary's order (insertion order here;
        // Swift's is its hash order), or nil.
        family.property(.dictionary, "first") { base, _ in pairList(dictionary(base)).first ?? .null }
        family.method(.dictionary, "mapValues", nil) { base, call in
            let closure = try call.closure("mapValues")
            let dictionary = dictionary(base)
            var result = OrderedDictionary()
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                result[key] = try call.interpreter.call(closure, arguments: [value], at: call.range)
            }
            return .dictionary(result)
        }
        // `compactMapValues`: the transformed values, without the keys whose value became nil.
        family.method(.dictionary, "compactMapValues", nil) { base, call in
            let closure = try call.closure("compactMapValues")
            let dictionary = dictionary(base)
            var result = OrderedDictionary()
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                let transformed = try call.interpreter.call(closure, arguments: [value], at: call.range)
                if case .null = transformed { continue }
                result[key] = transformed
            }
            return .dictionary(result)
        }
        family.method(.dictionary, "filter", nil) { base, call in
            let dictionary = dictionary(base)
            call.charge(call.interpreter.costs.filterPerElement, dictionary.count, for: "filter")
            let closure = try call.closure("filter")
            var result = OrderedDictionary()
            for (key, value) in zip(dictionary.keys, dictionary.values)
            where try call.test(closure, [pair(key, value)]) {
                result[key] = value
            }
            return .dictionary(result)
        }
        // The sequence algorithms see `(key:, value:)` pairs, in insertion order.
        var pairs = BuiltinFamily()
        ArrayBuiltins.registerSequenceMethods(&pairs, .array, except: [])
        let pairAlgorithms: Set = [
            "map", "sorted", "contains", "first", "reduce", "compactMap", "flatMap", "allSatisfy", "forEach", "min",
            "max", "count",
        ]
        for (_, name, overload) in pairs.methods where pairAlgorithms.contains(name) {
            family.method(.dictionary, name, overload.labels) { base, call in
                try overload.implementation(.array(pairList(dictionary(base))), call)
            }
        }
        family.mutatingMethod(.dictionary, "removeValue", ["forKey"]) { value, call in
            mutate(&value) { $0.removeValue(forKey: call.values[0]) ?? .null }
        }
        family.mutatingMethod(.dictionary, "updateValue", [nil, "forKey"]) { value, call in
            mutate(&value) { dictionary in
                let old = dictionary[call.values[1]] ?? .null
                dictionary[call.values[1]] = call.values[0]
                return old
            }
        }
        family.method(.dictionary, "merging", [nil, "uniquingKeysWith"]) { base, call in
            try Self.merged(dictionary(base), call).map { .dictionary($0) }
        }
        family.mutatingMethod(.dictionary, "merge", [nil, "uniquingKeysWith"]) { value, call in
            guard let result = try Self.merged(dictionary(value), call) else { return nil }
            value = .dictionary(result)
            return .void
        }
        family.mutatingMethod(.dictionary, "removeAll", []) { value, _ in
            mutate(&value) { dictionary in
                dictionary.removeAll()
                return .void
            }
        }
        return family
    }

    // `merge(_:uniquingKeysWith:)` / `merging`: the other dictionary's pairs, in its order;
    // for a key both have, the closure picks from (current, new).
    private static func merged(_ base: OrderedDictionary, _ call: BuiltinCall) throws -> OrderedDictionary? {
        guard case .dictionary(let other) = call.values[0], case .closure(let combine) = call.values[1] else {
            return nil
        }
        var result = base
        for (key, new) in zip(other.keys, other.values) {
            if let current = result[key] {
                result[key] = try call.interpreter.call(combine, arguments: [current, new], at: call.range)
            } else {
                result[key] = new
            }
        }
        return result
    }

    static func pair(_ key: Value, _ value: Value) -> Value { .tuple([key, value], labels: ["key", "value"]) }

    static func pairList(_ dictionary: OrderedDictionary) -> [Value] {
        zip(dictionary.keys, dictionary.values).map { pair($0, $1) }
    }

    @inline(__always)
    private static func dictionary(_ base: Value) -> OrderedDictionary {
        if case .dictionary(let dictionary) = base { return dictionary }
        return OrderedDictionary()
    }

    @inline(__always)
    private static func mutate(_ value: inout Value, _ body: (inout OrderedDictionary) throws -> Value?) rethrows
        -> Value?
    {
        guard case .dictionary(var dictionary) = value else { return nil }
        value = .void
        defer { value = .dictionary(dictionary) }
        return try body(&dictionary)
    }

    // MARK: - Subscripts

    /// The default of `d[k, default: v]`, or nil for a plain `d[k]`. Anything else is
    /// an error: a dictionary has no other subscripts.
    static func defaultValue(keys: [Value], labels: [String?], at range: SourceRange) throws -> Value? {
        if keys.count == 1 { return nil }
        guard keys.count == 2, labels.count == 2, labels[0] == nil, labels[1] == "default" else {
            throw RuntimeError("dictionary subscript needs one key, and optionally 'default:'", at: range)
        }
        return keys[1]
    }

    /// `d[k]` (nil when absent) or `d[k, default: v]` (v when absent).
    static func read(_ dictionary: OrderedDictionary, keys: [Value], labels: [String?], at range: SourceRange) throws
        -> Value
    {
        let fallback = try defaultValue(keys: keys, labels: labels, at: range)
        return dictionary[keys[0]] ?? fallback ?? .null
    }

    /// Runs `body` on the value stored under the key, Swift's `_modify` of the subscript:
    /// `d[k] = nil` removes the key; `d[k, default: v]` starts from v when the key is
    /// absent and always stores the result (Swift's default subscript is non-optional).
    static func modify(
        _ dictionary: inout OrderedDictionary, keys: [Value], labels: [String?], at range: SourceRange,
        _ body: (inout Value) throws -> Void
    ) throws {
        let fallback = try defaultValue(keys: keys, labels: labels, at: range)
        var value = dictionary[keys[0]] ?? fallback ?? .null
        try body(&value)
        if case .null = value, fallback == nil {
            _ = dictionary.removeValue(forKey: keys[0])
        } else {
            dictionary[keys[0]] = value
        }
    }
}
