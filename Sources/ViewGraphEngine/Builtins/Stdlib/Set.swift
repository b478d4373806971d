// Set: construction (`Set([…])`, and an array literal where a `Set<T>` is declared),
// membership, insertion and removal, set algebra, and the sequence algorithms it shares
// with Array. The storage is `ValueSet`: hashed by `ValueKey`, so `insert` and
// `contains` are O(1); `remove` is O(n) (it keeps insertion order).
// Rules: none (plain Swift).
// Faithfulness: exact membership and results, except iteration order. Simplified: a
// set iterates (and prints) in insertion order, so output is deterministic; Swift's
// order is unspecified and changes between runs. Elements of a type with its own `==`
// are compared with it, one by one. Not modelled: `hash(into:)` (a custom hash never
// changes results here), `Set.Index`.
import ViewGraphDiagnostics

enum SetBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.constructor("Set", nil) { call in
            let items = try call.values.first.map { try call.interpreter.iterate($0, at: call.range) } ?? []
            return .set(make(items, call.interpreter))
        }
        family.property(.set, "count") { base, _ in .int(set(base).count) }
        family.property(.set, "isEmpty") { base, _ in .bool(set(base).isEmpty) }
        family.property(.set, "first") { base, _ in set(base).elements.first ?? .null }
        ArrayBuiltins.registerSequenceMethods(&family, .set, except: ["contains", "filter"])
        family.method(.set, "contains", [nil]) { base, call in
            if case .closure(let closure) = call.values[0] {
                let items = set(base).elements
                call.charge(call.interpreter.costs.filterPerElement, items.count, for: "contains(where:)")
                return .bool(try items.contains { try call.test(closure, [$0]) })
            }
            return .bool(set(base).contains(call.values[0], equal: call.interpreter.valuesEqual))
        }
        family.method(.set, "contains", ["where"]) { base, call in
            let items = set(base).elements
            let closure = try call.closure("contains")
            call.charge(call.interpreter.costs.filterPerElement, items.count, for: "contains(where:)")
            return .bool(try items.contains { try call.test(closure, [$0]) })
        }
        family.method(.set, "filter", nil) { base, call in
            .set(ValueSet(uniqueElements: try ArrayBuiltins.filter(set(base).elements, call)))
        }
        family.method(.set, "union", [nil]) { base, call in
            var result = set(base)
            for item in try call.interpreter.iterate(call.values[0], at: call.range) {
                result.insert(item, equal: call.interpreter.valuesEqual)
            }
            return .set(result)
        }
        family.method(.set, "intersection", [nil]) { base, call in
            let other = make(try call.interpreter.iterate(call.values[0], at: call.range), call.interpreter)
            return .set(
                ValueSet(
                    uniqueElements: set(base).elements.filter {
                        other.contains($0, equal: call.interpreter.valuesEqual)
                    }))
        }
        family.method(.set, "subtracting", [nil]) { base, call in
            let other = make(try call.interpreter.iterate(call.values[0], at: call.range), call.interpreter)
            return .set(
                ValueSet(
                    uniqueElements: set(base).elements.filter {
                        !other.contains($0, equal: call.interpreter.valuesEqual)
                    }))
        }
        family.method(.set, "symmetricDifference", [nil]) { base, call in
            let mine = set(base)
            let other = make(try call.interpreter.iterate(call.values[0], at: call.range), call.interpreter)
            let equal = call.interpreter.valuesEqual
            return .set(
                ValueSet(
                    uniqueElements: mine.elements.filter { !other.contains($0, equal: equal) }
                        + other.elements.filter { !mine.contains($0, equal: equal) }))
        }
        family.method(.set, "isDisjoint", ["with"]) { base, call in
            let other = make(try call.interpreter.iterate(call.values[0], at: call.range), call.interpreter)
            return .bool(set(base).elements.allSatisfy { !other.contains($0, equal: call.interpreter.valuesEqual) })
        }
        family.method(.set, "isSuperset", ["of"]) { base, call in
            let mine = set(base)
            let other = try call.interpreter.iterate(call.values[0], at: call.range)
            return .bool(other.allSatisfy { mine.contains($0, equal: call.interpreter.valuesEqual) })
        }
        family.method(.set, "isSubset", ["of"]) { base, call in
            let other = make(try call.interpreter.iterate(call.values[0], at: call.range), call.interpreter)
            return .bool(set(base).elements.allSatisfy { other.contains($0, equal: call.interpreter.valuesEqual) })
        }
        family.mutatingMethod(.set, "insert", [nil]) { value, call in
            mutate(&value) { set in
                // Swift's `(inserted: Bool, memberAfterInsert:)`: the member already there
                // when an equal one was.
                let new = call.values[0]
                let existing = set.elements.first { call.interpreter.valuesEqual($0, new) }
                let inserted = set.insert(new, equal: call.interpreter.valuesEqual)
                return .tuple([.bool(inserted), existing ?? new], labels: ["inserted", "memberAfterInsert"])
            }
        }
        family.mutatingMethod(.set, "remove", [nil]) { value, call in
            mutate(&value) { set in set.remove(call.values[0], equal: call.interpreter.valuesEqual) ?? .null }
        }
        family.mutatingMethod(.set, "removeAll", []) { value, _ in
            mutate(&value) { set in
                set.removeAll()
                return .void
            }
        }
        family.mutatingMethod(.set, "formUnion", [nil]) { value, call in
            let items = try call.interpreter.iterate(call.values[0], at: call.range)
            return mutate(&value) { set in
                for item in items { set.insert(item, equal: call.interpreter.valuesEqual) }
                return .void
            }
        }
        family.mutatingMethod(.set, "formIntersection", [nil]) { value, call in
            let other = make(try call.interpreter.iterate(call.values[0], at: call.range), call.interpreter)
            return mutate(&value) { set in
                set = ValueSet(
                    uniqueElements: set.elements.filter { other.contains($0, equal: call.interpreter.valuesEqual) })
                return .void
            }
        }
        family.mutatingMethod(.set, "subtract", [nil]) { value, call in
            let other = make(try call.interpreter.iterate(call.values[0], at: call.range), call.interpreter)
            return mutate(&value) { set in
                set = ValueSet(
                    uniqueElements: set.elements.filter { !other.contains($0, equal: call.interpreter.valuesEqual) })
                return .void
            }
        }
        return family
    }

    /// A set of `items`, the first of equal elements kept (Swift's `Set(_:)` keeps one).
    static func make(_ items: [Value], _ interpreter: Interpreter) -> ValueSet {
        var set = ValueSet()
        for item in items { set.insert(item, equal: interpreter.valuesEqual) }
        return set
    }

    @inline(__always)
    private static func set(_ base: Value) -> ValueSet {
        if case .set(let set) = base { return set }
        return ValueSet()
    }

    @inline(__always)
    private static func mutate(_ value: inout Value, _ body: (inout ValueSet) throws -> Value?) rethrows -> Value? {
        guard case .set(var set) = value else { return nil }
        value = .void
        defer { value = .set(set) }
        return try body(&set)
    }
}
