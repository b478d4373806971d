// Array: `Array(_:)`, properties, the Sequence and Collection algorithms (shared with
// Set, and with ranges used as collections, whose own properties are here too),
// mutating methods, and range subscripts (`items[0..<2]`, `items[1...2]`, and the
// partial ranges `items[1...]`, `items[..<2]`, `items[...2]`).
// Rules: none (plain Swift). Cost: `filter`, `map`, `compactMap`, `reduce`,
// `contains(where:)` and `sorted` charge their per-element costs (see Guides/Performance.md).
// Faithfulness: exact results for the listed members, including Swift's runtime errors
// as diagnostics. Simplified: a range subscript returns a new Array whose indices start
// at 0 (Swift's ArraySlice keeps the base's indices); `sort` and `sorted` are a stable
// merge sort (Swift's sort is not guaranteed stable; for a strict weak order the results
// agree up to the order of equal elements). Not modelled: lazy collections, iterating
// a partial range (`for i in 1...`), indices other than Int.
import ViewGraphDiagnostics

enum ArrayBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        // SwiftUI's `NavigationPath`: a type-erased list of the values pushed, kept here as the
        // array of them (`append`, `removeLast`, `count`, `isEmpty` are the array's; R0.7).
        family.constructor("NavigationPath", []) { _ in .array([]) }
        family.constructor("NavigationPath", [nil]) { call in
            .array(try call.interpreter.iterate(call.values[0], at: call.range))
        }
        family.constructor("Array", nil) { call in
            if call.labels == ["repeating", "count"], case .int(let count) = call.values[1] {
                guard count >= 0 else { throw RuntimeError("Can't construct Array with count < 0", at: call.range) }
                guard count <= call.interpreter.limits.collectionSize else {
                    throw RuntimeError(
                        "collection grew past \(call.interpreter.limits.collectionSize) elements", at: call.range,
                        group: .limits)
                }
                try call.host.tick(count / 10, site: call.range)
                return .array(Array(repeating: call.values[0], count: count))
            }
            if let first = call.values.first { return .array(try call.interpreter.iterate(first, at: call.range)) }
            return .array([])
        }
        for owner in [BuiltinOwner.array, .set, .dictionary, .range, .string] {
            // `[1.0, 2.5].description`: the text `print` and `String(describing:)` give.
            family.property(owner, "description") { base, interpreter in
                .string(try interpreter.text(of: base, at: SourceRange.at(0)))
            }
        }
        family.property(.array, "count") { base, _ in .int(elements(base).count) }
        family.property(.array, "isEmpty") { base, _ in .bool(elements(base).isEmpty) }
        family.property(.array, "first") { base, _ in elements(base).first ?? .null }
        family.property(.array, "last") { base, _ in elements(base).last ?? .null }
        family.property(.array, "indices") { base, _ in .range(lower: 0, upper: elements(base).count, closed: false) }
        family.property(.array, "startIndex") { _, _ in .int(0) }
        family.property(.array, "endIndex") { base, _ in .int(elements(base).count) }
        family.method(.array, "elementsEqual", [nil]) { base, call in
            let other = try call.interpreter.iterate(call.values[0], at: call.range)
            let items = elements(base)
            guard items.count == other.count else { return .bool(false) }
            return .bool(zip(items, other).allSatisfy { call.interpreter.valuesEqual($0, $1) })
        }
        family.method(.array, "starts", ["with"]) { base, call in
            let prefix = try call.interpreter.iterate(call.values[0], at: call.range)
            let items = elements(base)
            guard prefix.count <= items.count else { return .bool(false) }
            return .bool(zip(items, prefix).allSatisfy { call.interpreter.valuesEqual($0, $1) })
        }
        let splitWhere: MethodImplementation = { base, call in
            let closure = try call.closure("split")
            return try split(elements(base)) { try call.test(closure, [$0]) }
        }
        family.method(.array, "split", ["whereSeparator"], splitWhere)
        family.method(.array, "split", [nil], splitWhere)
        family.method(.array, "split", ["separator"]) { base, call in
            split(elements(base)) { call.interpreter.valuesEqual($0, call.values[0]) }
        }
        registerSequenceMethods(&family, .array, except: [])
        registerRangeProperties(&family)
        family.method(.array, "firstIndex", ["of"]) { base, call in
            elements(base).firstIndex { call.interpreter.valuesEqual($0, call.values[0]) }.map { .int($0) } ?? .null
        }
        family.method(.array, "firstIndex", ["where"]) { base, call in
            let closure = try call.closure("firstIndex")
            return try elements(base).firstIndex { try call.test(closure, [$0]) }.map { .int($0) } ?? .null
        }
        family.method(.array, "lastIndex", ["of"]) { base, call in
            elements(base).lastIndex { call.interpreter.valuesEqual($0, call.values[0]) }.map { .int($0) } ?? .null
        }
        family.method(.array, "lastIndex", ["where"]) { base, call in
            let closure = try call.closure("lastIndex")
            return try elements(base).lastIndex { try call.test(closure, [$0]) }.map { .int($0) } ?? .null
        }
        family.method(.array, "last", ["where"]) { base, call in
            let closure = try call.closure("last")
            return try elements(base).last { try call.test(closure, [$0]) } ?? .null
        }
        family.method(.array, "index", ["after"]) { _, call in
            guard case .int(let i) = call.values[0] else { return nil }
            // Swift's `i + 1` traps at Int.max.
            guard i < Int.max else { throw RuntimeError("arithmetic overflow in 'index(after:)'", at: call.range) }
            return .int(i + 1)
        }
        registerMutatingMethods(&family)
        return family
    }

    /// `a..<b` and `a...b` as collections of Int: their properties here; their methods
    /// are the Array methods, on an array of their elements (`Builtins.callMethod`).
    private static func registerRangeProperties(_ family: inout BuiltinFamily) {
        @Sendable func bounds(_ base: Value) -> (Int, Int, Bool) {
            if case .range(let low, let high, let closed) = base { return (low, high, closed) }
            return (0, 0, false)
        }
        family.property(.range, "count") { base, _ in
            let (low, high, closed) = bounds(base)
            // Swift's count traps when it does not fit an Int (`(Int.min...Int.max).count`).
            let (span, overflow) = high.subtractingReportingOverflow(low)
            let (count, overflowAgain) = closed ? span.addingReportingOverflow(1) : (span, false)
            if overflow || overflowAgain { throw PropertyTrap(message: "arithmetic overflow in 'count'") }
            return .int(max(0, count))
        }
        family.property(.range, "lowerBound") { base, _ in .int(bounds(base).0) }
        family.property(.range, "upperBound") { base, _ in .int(bounds(base).1) }
        family.property(.range, "isEmpty") { base, _ in
            let (low, high, closed) = bounds(base)
            return .bool(closed ? high < low : high <= low)
        }
        for owner in [BuiltinOwner.range, .closedDoubleRange, .doubleRange] {
            family.method(owner, "overlaps", [nil]) { base, call in try RangeAlgebra.call(base, "overlaps", call) }
            family.method(owner, "clamped", ["to"]) { base, call in try RangeAlgebra.call(base, "clamped", call) }
        }
        // `1.05...1.35` and `0.0..<1.0`: intervals, not collections (Swift's `ClosedRange<Double>`).
        for owner in [BuiltinOwner.closedDoubleRange, .doubleRange] {
            family.method(owner, "contains", [nil]) { base, call in
                guard case .doubleRange(let low, let high, let closed) = base else { return nil }
                let value: Double
                switch call.values.first {
                case .double(let d)?: value = d
                case .int(let i)?: value = Double(i)
                default: throw RuntimeError("'contains' on a range of Doubles takes a number", at: call.range)
                }
                return .bool(low <= value && (closed ? value <= high : value < high))
            }
            family.property(owner, "lowerBound") { base, _ in
                guard case .doubleRange(let low, _, _) = base else { return nil }
                return .double(low)
            }
            family.property(owner, "upperBound") { base, _ in
                guard case .doubleRange(_, let high, _) = base else { return nil }
                return .double(high)
            }
        }
    }

    /// The elements of an array or set receiver.
    @inline(__always)
    static func elements(_ base: Value) -> [Value] {
        switch base {
        case .array(let items): return items
        case .set(let set): return set.elements
        case .string(let text): return text.map { .string(String($0)) }
        case .foundation(.indexSet(let offsets)): return offsets.map { .int($0) }
        default: return []
        }
    }

    /// `dropFirst()`/`dropFirst(n)`: the count argument, 1 when omitted.
    private static func count(_ call: BuiltinCall) -> Int {
        if case .int(let n)? = call.values.first { return n }
        return 1
    }

    /// The algorithms every sequence here has (Array and Set; ranges and dictionaries
    /// reach them through an array of their elements).
    static func registerSequenceMethods(_ family: inout BuiltinFamily, _ owner: BuiltinOwner, except: Set<String>) {
        func add(_ name: String, _ labels: [String?]?, _ body: @escaping MethodImplementation) {
            if except.contains(name) == false { family.method(owner, name, labels, body) }
        }
        add("contains", [nil]) { base, call in
            let items = elements(base)
            if case .closure(let closure) = call.values[0] {
                call.charge(call.interpreter.costs.filterPerElement, items.count, for: "contains(where:)")
                return .bool(try items.contains { try call.test(closure, [$0]) })
            }
            return .bool(items.contains { call.interpreter.valuesEqual($0, call.values[0]) })
        }
        add("contains", ["where"]) { base, call in
            let items = elements(base)
            let closure = try call.closure("contains")
            call.charge(call.interpreter.costs.filterPerElement, items.count, for: "contains(where:)")
            return .bool(try items.contains { try call.test(closure, [$0]) })
        }
        add("first", ["where"]) { base, call in
            let closure = try call.closure("first")
            return try elements(base).first { try call.test(closure, [$0]) } ?? .null
        }
        add("filter", nil) { base, call in .array(try filter(elements(base), call)) }
        add("map", nil) { base, call in
            let items = elements(base)
            call.charge(call.interpreter.costs.filterPerElement, items.count, for: "map")
            let closure = try call.closure("map")
            return .array(try items.map { try call.interpreter.call(closure, arguments: [$0], at: call.range) })
        }
        add("compactMap", nil) { base, call in
            let items = elements(base)
            call.charge(call.interpreter.costs.filterPerElement, items.count, for: "compactMap")
            let closure = try call.closure("compactMap")
            return .array(
                try items.map { try call.interpreter.call(closure, arguments: [$0], at: call.range) }.filter {
                    if case .null = $0 { return false } else { return true }
                })
        }
        // `reduce(into: [:]) { $0[$1, default: 0] += 1 }`: the accumulator is the closure's
        // `inout` first parameter, updated in place; `reduce(0) { $0 + $1 }` returns the next.
        add("reduce", ["into", nil], reduce(inoutAccumulator: true))
        add("reduce", nil, reduce(inoutAccumulator: false))
        add("count", ["where"]) { base, call in
            let closure = try call.closure("count(where:)")
            return .int(try elements(base).filter { try call.test(closure, [$0]) }.count)
        }
        add("prefix", ["while"]) { base, call in
            let closure = try call.closure("prefix(while:)")
            var taken: [Value] = []
            for item in elements(base) {
                guard try call.test(closure, [item]) else { break }
                taken.append(item)
            }
            return sequenceResult(taken, like: base)
        }
        add("drop", ["while"]) { base, call in
            let closure = try call.closure("drop(while:)")
            let items = elements(base)
            var start = 0
            while start < items.count, try call.test(closure, [items[start]]) { start += 1 }
            return sequenceResult(Array(items[start...]), like: base)
        }
        add("allSatisfy", nil) { base, call in
            let closure = try call.closure("allSatisfy")
            return .bool(try elements(base).allSatisfy { try call.test(closure, [$0]) })
        }
        add("sorted", []) { base, call in
            let items = elements(base)
            call.charge(call.interpreter.costs.sortPerElement, items.count, for: "sorted()")
            return .array(try sortValues(items) { try call.compare("<", $0, $1) })
        }
        let sortedBy: MethodImplementation = { base, call in
            let items = elements(base)
            call.charge(call.interpreter.costs.sortPerElement, items.count, for: "sorted(by:)")
            let closure = try call.closure("sorted")
            return .array(try sortValues(items) { try call.test(closure, [$0, $1]) })
        }
        add("sorted", ["by"], sortedBy)
        add("sorted", [nil], sortedBy)
        add("enumerated", []) { base, _ in
            .array(
                elements(base).enumerated().map {
                    .tuple([.int($0.offset), $0.element], labels: ["offset", "element"])
                })
        }
        add("joined", nil) { base, call in
            let items = elements(base)
            // Arrays of arrays flatten (Swift's lazy `FlattenSequence`, as an array here).
            if items.isEmpty == false, items.allSatisfy({ if case .array = $0 { true } else { false } }) {
                var flattened: [Value] = []
                for (index, item) in items.enumerated() {
                    if index > 0, case .array(let separator)? = call.values.first { flattened += separator }
                    if case .array(let inner) = item { flattened += inner }
                }
                return .array(flattened)
            }
            let separator: String
            if case .string(let s)? = call.values.first { separator = s } else { separator = "" }
            return .string(elements(base).map { call.interpreter.describe($0) }.joined(separator: separator))
        }
        // A negative count traps in Swift, with these words.
        add("prefix", [nil]) { base, call in
            guard case .int(let n) = call.values[0] else { return nil }
            guard n >= 0 else {
                throw RuntimeError("Can't take a prefix of negative length from a collection", at: call.range)
            }
            return .array(Array(elements(base).prefix(n)))
        }
        add("dropFirst", nil) { base, call in
            let n = count(call)
            guard n >= 0 else {
                throw RuntimeError("Can't drop a negative number of elements from a collection", at: call.range)
            }
            return .array(Array(elements(base).dropFirst(n)))
        }
        add("suffix", [nil]) { base, call in
            guard case .int(let n) = call.values[0] else { return nil }
            guard n >= 0 else {
                throw RuntimeError("Can't take a suffix of negative length from a collection", at: call.range)
            }
            return .array(Array(elements(base).suffix(n)))
        }
        add("dropLast", nil) { base, call in
            let n = count(call)
            guard n >= 0 else {
                throw RuntimeError("Can't drop a negative number of elements from a collection", at: call.range)
            }
            return .array(Array(elements(base).dropLast(n)))
        }
        add("reversed", []) { base, _ in .array(elements(base).reversed()) }
        add("min", []) { base, call in try extreme(elements(base), "<", call) }
        add("max", []) { base, call in try extreme(elements(base), ">", call) }
        // `areInIncreasingOrder`, as the standard library applies it: the first of equal
        // smallest, and the first of equal largest.
        add("min", ["by"]) { base, call in try extreme(elements(base), call, "min") { best, item in [item, best] } }
        add("max", ["by"]) { base, call in try extreme(elements(base), call, "max") { best, item in [best, item] } }
        add("forEach", [nil]) { base, call in
            let closure = try call.closure("forEach")
            let items = elements(base)
            call.charge(call.interpreter.costs.filterPerElement, items.count, for: "forEach")
            for item in items { _ = try call.interpreter.call(closure, arguments: [item], at: call.range) }
            return .void
        }
        add("flatMap", [nil]) { base, call in
            let closure = try call.closure("flatMap")
            let items = elements(base)
            call.charge(call.interpreter.costs.filterPerElement, items.count, for: "flatMap")
            var result: [Value] = []
            for item in items {
                let inner = try call.interpreter.call(closure, arguments: [item], at: call.range)
                switch inner {
                case .array(let values): result += values
                // `posts.flatMap(\.tags)` of Sets, a range, a string: any sequence flattens.
                case .set, .range, .string, .dictionary, .foundation(.indexSet):
                    result += try call.interpreter.iterate(inner, at: call.range)
                default:
                    throw RuntimeError(
                        "'flatMap' needs a closure that returns a sequence; use 'compactMap' to drop nils",
                        at: call.range)
                }
            }
            return .array(result)
        }
    }

    /// `reduce(_:_:)`, or `reduce(into:_:)` when the accumulator is `inout`.
    private static func reduce(inoutAccumulator isInout: Bool) -> MethodImplementation {
        { base, call in
            let items = elements(base)
            guard call.values.count == 2, case .closure(let closure) = call.values[1] else {
                throw RuntimeError(
                    isInout ? "use 'reduce(into: initial) { … }'" : "use 'reduce(initial) { … }'", at: call.range)
            }
            call.charge(call.interpreter.costs.filterPerElement, items.count, for: isInout ? "reduce(into:)" : "reduce")
            // `reduce(0) { $0 + $1.price }` over Doubles: Swift types the literal from the
            // closure, as a Double; here the Int meets the Double in the closure's arithmetic
            // and takes its type (`Interpreter.sameNumericType`).
            var accumulator = call.values[0]
            for item in items {
                if isInout {
                    try call.interpreter.callInout(closure, &accumulator, rest: [item], at: call.range)
                } else {
                    // The result has the initial value's type (its tuple labels too).
                    accumulator = call.interpreter.coerce(
                        try call.interpreter.call(closure, arguments: [accumulator, item], at: call.range),
                        like: accumulator)
                }
            }
            return accumulator
        }
    }

    /// `filter`, charged per element.
    static func filter(_ items: [Value], _ call: BuiltinCall) throws -> [Value] {
        call.charge(call.interpreter.costs.filterPerElement, items.count, for: "filter")
        let closure = try call.closure("filter")
        return try items.filter { try call.test(closure, [$0]) }
    }

    /// `min(by:)`, `max(by:)`: an element replaces the best so far when the closure, given
    /// the two in the order `arguments` puts them, says they are in increasing order.
    private static func extreme(
        _ items: [Value], _ call: BuiltinCall, _ name: String, arguments: (Value, Value) -> [Value]
    ) throws -> Value {
        let closure = try call.closure(name)
        guard var best = items.first else { return .null }
        for item in items.dropFirst() where try call.test(closure, arguments(best, item)) { best = item }
        return best
    }

    private static func extreme(_ items: [Value], _ op: String, _ call: BuiltinCall) throws -> Value {
        guard var best = items.first else { return .null }
        for item in items.dropFirst() where try call.compare(op, item, best) { best = item }
        return best
    }

    /// A stable merge sort, so equal elements keep their order (deterministic output).
    static func sortValues(_ items: [Value], _ less: (Value, Value) throws -> Bool) throws -> [Value] {
        if items.count <= 1 { return items }
        let middle = items.count / 2
        let left = try sortValues(Array(items[..<middle]), less)
        let right = try sortValues(Array(items[middle...]), less)
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

    /// `split(separator:)` and `split(whereSeparator:)` with Swift's defaults (no limit,
    /// empty parts left out): the parts between separators, each an array (Swift's
    /// `ArraySlice`, which prints alike).
    private static func split(_ items: [Value], isSeparator: (Value) throws -> Bool) rethrows -> Value {
        var parts: [Value] = []
        var current: [Value] = []
        for item in items {
            if try isSeparator(item) {
                if current.isEmpty == false { parts.append(.array(current)) }
                current = []
            } else {
                current.append(item)
            }
        }
        if current.isEmpty == false { parts.append(.array(current)) }
        return .array(parts)
    }

    /// The bounds a `removeSubrange` or `replaceSubrange` range names, checked as Swift
    /// checks them: within `0...count`.
    private static func subrange(_ value: Value, count: Int, at range: SourceRange) throws -> Range<Int>? {
        let lower: Int
        let end: Int
        switch value {
        case .range(let low, let high, let closed):
            let (upper, overflow) = closed ? high.addingReportingOverflow(1) : (high, false)
            guard overflow == false else { throw RuntimeError("Array index is out of range", at: range) }
            guard low <= upper else { throw RuntimeError("Range requires lowerBound <= upperBound", at: range) }
            (lower, end) = (low, upper)
        case .partialRange(let low, let high, let closed):
            lower = low ?? 0
            end = high.map { closed ? $0 + 1 : $0 } ?? count
            guard lower <= end else { throw RuntimeError("Range requires lowerBound <= upperBound", at: range) }
        default:
            return nil
        }
        guard lower >= 0 else { throw RuntimeError("Negative Array index is out of range", at: range) }
        guard end <= count else { throw RuntimeError("Array index is out of range", at: range) }
        return lower..<end
    }

    // MARK: - Range subscripts

    /// `items[a..<b]` and `items[a...b]`: Swift's `Array.subscript(bounds:)`, whose
    /// bounds must lie in `0...count` ("Array index is out of range" otherwise).
    static func slice(
        _ items: [Value], lower: Int, upper: Int, closed: Bool, at range: SourceRange, written: String? = nil
    ) throws -> Value {
        let shown = written ?? "\(lower)\(closed ? "..." : "..<")\(upper)"
        // `items[0...Int.max]`: the end past Int.max is out of range, not an overflow.
        let (end, overflow) = closed ? upper.addingReportingOverflow(1) : (upper, false)
        if overflow {
            throw RuntimeError(
                "Array index is out of range: \(shown) on an array of \(items.count) elements", at: range)
        }
        guard lower <= end else {
            throw RuntimeError("Range requires lowerBound <= upperBound: \(shown)", at: range)
        }
        guard lower >= 0 else {
            throw RuntimeError(
                "Negative Array index is out of range: \(shown) on an array of \(items.count) elements", at: range)
        }
        guard end <= items.count else {
            throw RuntimeError(
                "Array index is out of range: \(shown) on an array of \(items.count) elements", at: range)
        }
        return .array(Array(items[lower..<end]))
    }

    /// `items[a...]`, `items[..<b]`, `items[...b]`: the range completed with the
    /// array's own bounds, then as `slice`.
    static func slice(_ items: [Value], from lower: Int?, to upper: Int?, closed: Bool, at range: SourceRange) throws
        -> Value
    {
        if let lower {
            return try slice(
                items, lower: lower, upper: max(lower, items.count), closed: false, at: range, written: "\(lower)...")
        }
        let upper = upper ?? 0
        return try slice(
            items, lower: 0, upper: upper, closed: closed, at: range, written: (closed ? "..." : "..<") + "\(upper)")
    }

    // MARK: - Mutating methods

    /// A slice-like result (`prefix(while:)`, `drop(while:)`): a String of a String's
    /// characters, an array otherwise (Swift's `Substring` and `ArraySlice` print alike).
    private static func sequenceResult(_ items: [Value], like base: Value) -> Value {
        guard case .string = base else { return .array(items) }
        return .string(StringBuiltins.joined(items))
    }

    /// Runs `body` on the array's storage without a copy: the value is moved out while
    /// the body runs (Swift's `_modify`), then written back.
    @inline(__always)
    private static func mutate(_ value: inout Value, _ body: (inout [Value]) throws -> Value?) rethrows -> Value? {
        guard case .array(var items) = value else { return nil }
        value = .void
        defer { value = .array(items) }
        return try body(&items)
    }

    private static func registerMutatingMethods(_ family: inout BuiltinFamily) {
        family.mutatingMethod(.array, "append", [nil]) { value, call in
            mutate(&value) { items in
                items.append(call.values[0])
                return .void
            }
        }
        family.mutatingMethod(.array, "append", ["contentsOf"]) { value, call in
            let more = try call.interpreter.iterate(call.values[0], at: call.range)
            return mutate(&value) { items in
                items.append(contentsOf: more)
                return .void
            }
        }
        family.mutatingMethod(.array, "insert", [nil, "at"]) { value, call in
            try mutate(&value) { items in
                guard case .int(let index) = call.values[1], index >= 0, index <= items.count else {
                    throw RuntimeError(
                        "insert index out of range (the array has \(items.count) elements)", at: call.range)
                }
                items.insert(call.values[0], at: index)
                return .void
            }
        }
        family.mutatingMethod(.array, "remove", ["at"]) { value, call in
            try mutate(&value) { items in
                guard case .int(let index) = call.values[0], index >= 0, index < items.count else {
                    throw RuntimeError("index out of range (the array has \(items.count) elements)", at: call.range)
                }
                return items.remove(at: index)
            }
        }
        family.mutatingMethod(.array, "removeAll", []) { value, _ in
            mutate(&value) { items in
                items.removeAll()
                return .void
            }
        }
        let removeAllWhere: MutatingImplementation = { value, call in
            // `removeAll { $0.done }`, or a key path as the predicate (`removeAll(where: \.done)`).
            switch call.values[0] {
            case .closure, .keyPath: break
            default: return nil
            }
            let closure = try call.closure("removeAll")
            return try mutate(&value) { items in
                items = try items.filter { try !call.test(closure, [$0]) }
                return .void
            }
        }
        family.mutatingMethod(.array, "removeAll", ["where"], removeAllWhere)
        family.mutatingMethod(.array, "removeAll", [nil], removeAllWhere)
        family.mutatingMethod(.array, "removeLast", []) { value, call in
            try mutate(&value) { items in
                guard let last = items.popLast() else {
                    throw RuntimeError("can't remove last element from an empty collection", at: call.range)
                }
                return last
            }
        }
        family.mutatingMethod(.array, "removeFirst", []) { value, call in
            try mutate(&value) { items in
                guard items.isEmpty == false else {
                    throw RuntimeError("can't remove first element from an empty collection", at: call.range)
                }
                return items.removeFirst()
            }
        }
        for name in ["removeFirst", "removeLast"] {
            // `removeFirst(2)`: Swift traps on a count past the elements or below zero.
            family.mutatingMethod(.array, name, [nil]) { value, call in
                guard case .int(let count) = call.values[0] else { return nil }
                return try mutate(&value) { items in
                    guard count >= 0, count <= items.count else {
                        throw RuntimeError(
                            "can't remove more items from a collection than it contains", at: call.range)
                    }
                    if name == "removeFirst" { items.removeFirst(count) } else { items.removeLast(count) }
                    return .void
                }
            }
        }
        family.mutatingMethod(.array, "insert", ["contentsOf", "at"]) { value, call in
            let more = try call.interpreter.iterate(call.values[0], at: call.range)
            return try mutate(&value) { items in
                guard case .int(let index) = call.values[1], index >= 0, index <= items.count else {
                    throw RuntimeError(
                        "insert index out of range (the array has \(items.count) elements)", at: call.range)
                }
                items.insert(contentsOf: more, at: index)
                return .void
            }
        }
        family.mutatingMethod(.array, "popLast", []) { value, _ in mutate(&value) { $0.popLast() ?? .null } }
        family.mutatingMethod(.array, "removeSubrange", [nil]) { value, call in
            try mutate(&value) { items in
                guard let bounds = try subrange(call.values[0], count: items.count, at: call.range) else { return nil }
                items.removeSubrange(bounds)
                return .void
            }
        }
        family.mutatingMethod(.array, "replaceSubrange", [nil, "with"]) { value, call in
            let replacement = try call.interpreter.iterate(call.values[1], at: call.range)
            return try mutate(&value) { items in
                guard let bounds = try subrange(call.values[0], count: items.count, at: call.range) else { return nil }
                items.replaceSubrange(bounds, with: replacement)
                return .void
            }
        }
        family.mutatingMethod(.array, "sort", []) { value, call in
            try mutate(&value) { items in
                items = try sortValues(items) { try call.compare("<", $0, $1) }
                return .void
            }
        }
        let sortBy: MutatingImplementation = { value, call in
            guard case .closure(let closure) = call.values[0] else { return nil }
            return try mutate(&value) { items in
                items = try sortValues(items) { try call.test(closure, [$0, $1]) }
                return .void
            }
        }
        family.mutatingMethod(.array, "sort", ["by"], sortBy)
        family.mutatingMethod(.array, "sort", [nil], sortBy)
        family.mutatingMethod(.array, "reverse", []) { value, _ in
            mutate(&value) { items in
                items.reverse()
                return .void
            }
        }
        // `partition(by:)`: the elements that pass go after the others, in the order Swift's
        // own algorithm leaves them (it swaps from both ends, so neither part keeps its
        // order); the index of the first that passes.
        let partitionBy: MutatingImplementation = { value, call in
            switch call.values[0] {
            case .closure, .keyPath: break
            default: return nil
            }
            let closure = try call.closure("partition")
            return try mutate(&value) { items in
                var low = 0
                var high = items.count
                while true {
                    while true {
                        if low == high { return .int(low) }
                        if try call.test(closure, [items[low]]) { break }
                        low += 1
                    }
                    while true {
                        high -= 1
                        if low == high { return .int(low) }
                        if try call.test(closure, [items[high]]) == false { break }
                    }
                    items.swapAt(low, high)
                    low += 1
                }
            }
        }
        family.mutatingMethod(.array, "partition", ["by"], partitionBy)
        family.mutatingMethod(.array, "partition", [nil], partitionBy)
        family.mutatingMethod(.array, "swapAt", [nil, nil]) { value, call in
            try mutate(&value) { items in
                guard case .int(let i) = call.values[0], case .int(let j) = call.values[1], items.indices.contains(i),
                    items.indices.contains(j)
                else {
                    throw RuntimeError("swapAt index out of range", at: call.range)
                }
                items.swapAt(i, j)
                return .void
            }
        }
    }
}
