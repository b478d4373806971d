// IndexSet, as `.onDelete` and `.onMove` hand it to their actions: construction
// (`IndexSet()`, `IndexSet(integer:)`, `IndexSet([…])`, `IndexSet(integersIn:)`),
// membership, insertion and removal, and the sequence algorithms (its members in
// ascending order); and SwiftUI's two collection methods that take one,
// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`.
// Rules: none (Foundation, and SwiftUI's extensions on MutableCollection and
// RangeReplaceableCollection).
// Faithfulness: exact for the members listed. Foundation prints an IndexSet as its
// count (`2 indexes`, and `1 indexes`), and so does the engine. Not modelled: ranges
// of an IndexSet (`rangeView`), `IndexSet.Index`, `shift(startingAt:by:)`.
import ViewGraphDiagnostics

enum IndexSetBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.constructor("IndexSet", []) { _ in make([]) }
        family.constructor("IndexSet", ["integer"]) { call in
            make([try offset(call.values[0], call)])
        }
        family.constructor("IndexSet", [nil]) { call in
            make(try call.interpreter.iterate(call.values[0], at: call.range).map { try offset($0, call) })
        }
        family.constructor("IndexSet", ["integersIn"]) { call in
            make(try call.interpreter.iterate(call.values[0], at: call.range).map { try offset($0, call) })
        }
        family.property(.indexSet, "count") { base, _ in .int(offsets(base).count) }
        family.property(.indexSet, "isEmpty") { base, _ in .bool(offsets(base).isEmpty) }
        family.property(.indexSet, "first") { base, _ in offsets(base).first.map(Value.int) ?? .null }
        family.property(.indexSet, "last") { base, _ in offsets(base).last.map(Value.int) ?? .null }
        ArrayBuiltins.registerSequenceMethods(&family, .indexSet, except: ["filter"])
        family.method(.indexSet, "filter", nil) { base, call in
            let kept = try ArrayBuiltins.filter(ArrayBuiltins.elements(base), call)
            return make(try kept.map { try offset($0, call) })
        }
        family.mutatingMethod(.indexSet, "insert", [nil]) { value, call in
            let new = try offset(call.values[0], call)
            return mutate(&value) { members in
                let inserted = members.contains(new) == false
                if inserted { members = (members + [new]).sorted() }
                return .tuple([.bool(inserted), .int(new)], labels: ["inserted", "memberAfterInsert"])
            }
        }
        family.mutatingMethod(.indexSet, "remove", [nil]) { value, call in
            let old = try offset(call.values[0], call)
            return mutate(&value) { members in
                guard let position = members.firstIndex(of: old) else { return .null }
                members.remove(at: position)
                return .int(old)
            }
        }
        family.mutatingMethod(.indexSet, "removeAll", []) { value, _ in
            mutate(&value) { members in
                members = []
                return .void
            }
        }
        registerCollectionMethods(&family)
        return family
    }

    /// SwiftUI's `remove(atOffsets:)` and `move(fromOffsets:toOffset:)` on an array: what
    /// an `.onDelete` or `.onMove` action calls with the offsets it is given.
    private static func registerCollectionMethods(_ family: inout BuiltinFamily) {
        family.mutatingMethod(.array, "remove", ["atOffsets"]) { value, call in
            guard case .foundation(.indexSet(let offsets)) = call.values[0] else { return nil }
            guard case .array(var items) = value else { return nil }
            value = .void
            defer { value = .array(items) }
            try checkOffsets(offsets, within: items, call)
            // Highest first, so each offset still names the element it named before.
            for offset in offsets.reversed() { items.remove(at: offset) }
            return .void
        }
        family.mutatingMethod(.array, "move", ["fromOffsets", "toOffset"]) { value, call in
            guard case .foundation(.indexSet(let offsets)) = call.values[0], case .int(let destination) = call.values[1]
            else { return nil }
            guard case .array(let items) = value else { return nil }
            try checkOffsets(offsets, within: items, call)
            guard destination >= 0, destination <= items.count else {
                throw RuntimeError(
                    "destination \(destination) is out of range (the array has \(items.count) elements; the last place is \(items.count))",
                    at: call.range)
            }
            value = .array(moved(items, from: offsets, to: destination))
            return .void
        }
    }

    /// Every offset names an element of `items` (Swift traps otherwise).
    private static func checkOffsets(_ offsets: [Int], within items: [Value], _ call: BuiltinCall) throws {
        if let bad = offsets.last(where: { $0 >= items.count }) {
            throw RuntimeError("offset \(bad) is out of range (the array has \(items.count) elements)", at: call.range)
        }
    }

    /// The elements at `offsets`, in their order, placed before the element that was at
    /// `destination` (at the end when it is the count): SwiftUI's `move(fromOffsets:toOffset:)`.
    static func moved(_ items: [Value], from offsets: [Int], to destination: Int) -> [Value] {
        let moving = offsets.map { items[$0] }
        let movingOffsets = Set(offsets)
        var rest: [Value] = []
        rest.reserveCapacity(items.count - moving.count)
        for (index, item) in items.enumerated() where movingOffsets.contains(index) == false { rest.append(item) }
        let insertion = destination - offsets.filter { $0 < destination }.count
        rest.insert(contentsOf: moving, at: insertion)
        return rest
    }

    /// An IndexSet of these offsets: distinct, ascending.
    static func make(_ members: [Int]) -> Value {
        .foundation(.indexSet(Array(Set(members)).sorted()))
    }

    private static func offsets(_ base: Value) -> [Int] {
        if case .foundation(.indexSet(let members)) = base { return members }
        return []
    }

    /// A member: an Int of at least zero (Foundation traps on a negative one).
    private static func offset(_ value: Value, _ call: BuiltinCall) throws -> Int {
        guard case .int(let member) = value else {
            throw RuntimeError(
                "an IndexSet holds Ints; this is a '\(call.interpreter.typeName(of: value))'", at: call.range)
        }
        guard member >= 0 else {
            throw RuntimeError("an IndexSet cannot hold a negative index (\(member))", at: call.range)
        }
        return member
    }

    private static func mutate(_ value: inout Value, _ body: (inout [Int]) throws -> Value?) rethrows -> Value? {
        guard case .foundation(.indexSet(var members)) = value else { return nil }
        value = .void
        defer { value = .foundation(.indexSet(members)) }
        return try body(&members)
    }
}
