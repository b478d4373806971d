// The floor: each workload's core work done directly on compiled `@Observable`
// classes with `withObservationTracking`, re-armed after each fire (the render-loop
// pattern the Observation facts of Guides/Rules.md were measured with).
import Observation

@Observable final class FloorModel {
    let id: Int
    var value = 0
    var items: [Int] = []

    init(id: Int) { self.id = id }
}

/// Which trackers fired since they were last armed.
final class FloorFlags: @unchecked Sendable {
    var dirty: [Bool]
    var fires = 0

    init(_ count: Int) { dirty = Array(repeating: false, count: count) }
}

/// The floor's work for W1 and W3: `objects` objects, one tracker each on `value`;
/// each step mutates one object and re-arms the tracker it fired. Batches are timed
/// one at a time, so that the runner can interleave them with the engine's.
package final class SingleObjectFloor {
    private let models: [FloorModel]
    private let flags: FloorFlags
    /// Trackers fired and steps taken in timed batches.
    package private(set) var fires = 0
    package private(set) var steps = 0

    package init(objects: Int) {
        models = (0..<objects).map { FloorModel(id: $0) }
        flags = FloorFlags(objects)
        for index in 0..<objects { ObservationFloor.armValue(models[index], index, flags) }
    }

    private func step(_ index: Int) {
        models[index].value += 1
        if flags.dirty[index] {
            flags.dirty[index] = false
            ObservationFloor.armValue(models[index], index, flags)
        }
    }

    package func warmUp(_ indices: [Int], steps count: Int) {
        for k in 0..<count { step(indices[k % indices.count]) }
        flags.fires = 0
    }

    /// One timed pass over `indices`: µs per step.
    package func timeBatch(_ indices: [Int]) -> Double {
        let start = BenchClock.now()
        for index in indices { step(index) }
        let perStep = BenchClock.microseconds(since: start) / Double(indices.count)
        fires = flags.fires
        steps += indices.count
        return perStep
    }
}

/// The floor's work for W2: `readers` trackers all reading one array; each step
/// appends to it and re-arms every tracker that fired.
package final class SharedArrayFloor {
    private let model = FloorModel(id: 0)
    private let readers: Int
    private let flags: FloorFlags
    package private(set) var fires = 0
    package private(set) var steps = 0

    package init(readers: Int) {
        self.readers = readers
        flags = FloorFlags(readers)
        for index in 0..<readers { ObservationFloor.armItems(model, index, flags) }
    }

    private func step() {
        model.items.append(1)
        for index in 0..<readers where flags.dirty[index] {
            flags.dirty[index] = false
            ObservationFloor.armItems(model, index, flags)
        }
    }

    package func warmUp(steps count: Int) {
        for _ in 0..<count { step() }
        flags.fires = 0
    }

    /// `count` timed appends: µs per step.
    package func timeBatch(steps count: Int) -> Double {
        let start = BenchClock.now()
        for _ in 0..<count { step() }
        let perStep = BenchClock.microseconds(since: start) / Double(count)
        fires = flags.fires
        steps += count
        return perStep
    }
}

enum ObservationFloor {
    /// What W1's row body reads: its model's `id` (a `let`, untracked) and `value`.
    static func armValue(_ model: FloorModel, _ index: Int, _ flags: FloorFlags) {
        withObservationTracking {
            _ = model.id
            _ = model.value
        } onChange: {
            flags.dirty[index] = true
            flags.fires += 1
        }
    }

    static func armItems(_ model: FloorModel, _ index: Int, _ flags: FloorFlags) {
        withObservationTracking {
            _ = model.items.count
        } onChange: {
            flags.dirty[index] = true
            flags.fires += 1
        }
    }
}

@Observable final class FloorPriceStore {
    var ticks = 0
    let rows: [FloorModel]

    init(rows: Int) { self.rows = (0..<rows).map { FloorModel(id: $0) } }
}

/// The floor's work for W6: the same ticks applied to compiled `@Observable` models. A
/// header's tracker reads the tick count and each row's tracker its price; each tick
/// counts, sets one row's price (the row the service picks, `tick % rows`) and re-arms
/// the trackers that fired, two a tick.
package final class DashboardFloor {
    private let store: FloorPriceStore
    /// Tracker 0 is the header's; tracker `1 + i` is row `i`'s.
    private let flags: FloorFlags
    package private(set) var fires = 0
    package private(set) var ticks = 0

    package init(rows: Int) {
        store = FloorPriceStore(rows: rows)
        flags = FloorFlags(rows + 1)
        ObservationFloor.armTicks(store, flags)
        for index in 0..<rows { ObservationFloor.armValue(store.rows[index], index + 1, flags) }
    }

    private func tick() {
        store.ticks += 1
        let row = store.ticks % store.rows.count
        store.rows[row].value = 10_000 + store.ticks
        if flags.dirty[0] {
            flags.dirty[0] = false
            ObservationFloor.armTicks(store, flags)
        }
        if flags.dirty[row + 1] {
            flags.dirty[row + 1] = false
            ObservationFloor.armValue(store.rows[row], row + 1, flags)
        }
    }

    /// `count` timed ticks: µs per tick.
    package func timeBatch(ticks count: Int) -> Double {
        let start = BenchClock.now()
        for _ in 0..<count { tick() }
        let perTick = BenchClock.microseconds(since: start) / Double(count)
        fires = flags.fires
        ticks += count
        return perTick
    }
}

extension ObservationFloor {
    static func armTicks(_ store: FloorPriceStore, _ flags: FloorFlags) {
        withObservationTracking {
            _ = store.ticks
        } onChange: {
            flags.dirty[0] = true
            flags.fires += 1
        }
    }
}
