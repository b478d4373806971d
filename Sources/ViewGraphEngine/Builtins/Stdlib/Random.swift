// Random numbers: `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`,
// `randomElement()`, `shuffled()` and `shuffle()`, all drawn from the run's seeded
// generator (scenario setting `seed`), so a scenario always draws the same numbers.
// Rules: none (plain Swift).
// Faithfulness: simplified: the values are uniform over the range, as Swift's, but
// come from the seeded generator instead of the system's (Swift's results differ
// between runs; these never do). `shuffle` is Swift's algorithm over that generator.
// Not modelled: `using:` generators, `Float.random`.
import ViewGraphDiagnostics

enum RandomBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.staticMethod("Bool", "random", []) { call in .bool(call.host.nextRandom() & 1 == 1) }
        family.staticMethod("Int", "random", ["in"]) { call in
            guard case .range(let low, let high, let closed) = call.values[0] else { return nil }
            guard closed || high > low else {
                throw RuntimeError("Can't get random value with an empty range", at: call.range)
            }
            return .int(draw(low, closed ? high : high - 1, call.host))
        }
        family.staticMethod("Double", "random", ["in"]) { call in
            if case .doubleRange(let low, let high, let closed) = call.values[0] {
                guard closed || low < high else {
                    throw RuntimeError("Can't get random value with an empty range", at: call.range)
                }
                guard (high - low).isFinite else {
                    throw RuntimeError("There is no uniform distribution on an infinite range", at: call.range)
                }
                let unit = Double(call.host.nextRandom() >> 11) / Double(1 << 53)
                return .double(low + unit * (high - low))
            }
            guard case .range(let low, let high, let closed) = call.values[0] else { return nil }
            guard closed || low < high else {
                throw RuntimeError("Can't get random value with an empty range", at: call.range)
            }
            let unit = Double(call.host.nextRandom() >> 11) / Double(1 << 53)
            return .double(Double(low) + unit * (Double(high) - Double(low)))
        }
        for owner in [BuiltinOwner.array, .set] {
            family.method(owner, "randomElement", []) { base, call in
                let items = ArrayBuiltins.elements(base)
                guard items.isEmpty == false else { return .null }
                return items[draw(0, items.count - 1, call.host)]
            }
            family.method(owner, "shuffled", []) { base, call in
                var items = ArrayBuiltins.elements(base)
                shuffle(&items, call.host)
                return .array(items)
            }
        }
        family.mutatingMethod(.array, "shuffle", []) { value, call in
            guard case .array(var items) = value else { return nil }
            value = .void
            shuffle(&items, call.host)
            value = .array(items)
            return .void
        }
        return family
    }

    /// A uniform Int in `low...upper` (upper >= low), for every such pair: the width is
    /// computed in UInt64 (`Int.min...Int.max` is 2^64 values, a width of 0 after wrapping).
    private static func draw(_ low: Int, _ upper: Int, _ host: any InterpreterHost) -> Int {
        let bits = host.nextRandom()
        let width = UInt64(bitPattern: Int64(upper &- low)) &+ 1
        return low &+ Int(truncatingIfNeeded: width == 0 ? bits : bits % width)
    }

    /// Swift's `MutableCollection.shuffle(using:)`: swap each position with a random one
    /// at or after it.
    private static func shuffle(_ items: inout [Value], _ host: any InterpreterHost) {
        var amount = items.count
        var current = 0
        while amount > 1 {
            let offset = draw(0, amount - 1, host)
            amount -= 1
            items.swapAt(current, current + offset)
            current += 1
        }
    }
}
