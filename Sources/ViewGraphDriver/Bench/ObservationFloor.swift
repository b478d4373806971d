// The floor: each workload's core work done directly on compiled `@Observable`
// classes with `withObservationTracking`, re-armed after each fire (the render-loop
// pattern of OBSERVATION-FACTS.md's performance baseline, perf.swift b2).
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

package enum ObservationFloor {
    /// What a timed run measured.
    package struct Timing {
        /// Per step, over batches.
        package var perStep: BenchClock.Batches
        /// Trackers fired over all timed steps.
        package var fires: Int
        package var steps: Int
    }

    /// W1 and W3: `objects` objects, one tracker each on `value`; each step mutates the
    /// object at the next index and re-arms the tracker it fired.
    package static func singleObject(objects: Int, indices: [Int], batches: Int, warmUp: Int) -> Timing {
        let models = (0..<objects).map { FloorModel(id: $0) }
        let flags = FloorFlags(objects)
        for index in 0..<objects { armValue(models[index], index, flags) }
        func step(_ index: Int) {
            models[index].value += 1
            if flags.dirty[index] {
                flags.dirty[index] = false
                armValue(models[index], index, flags)
            }
        }
        for k in 0..<warmUp { step(indices[k % indices.count]) }
        flags.fires = 0
        var perStep: [Double] = []
        for _ in 0..<batches {
            let start = BenchClock.now()
            for index in indices { step(index) }
            perStep.append(BenchClock.microseconds(since: start) / Double(indices.count))
        }
        return Timing(perStep: BenchClock.Batches(perStep), fires: flags.fires, steps: batches * indices.count)
    }

    /// W2: `readers` trackers all reading one array; each step appends to it and
    /// re-arms every tracker that fired.
    package static func sharedArray(readers: Int, stepsPerBatch: Int, batches: Int, warmUp: Int) -> Timing {
        let model = FloorModel(id: 0)
        let flags = FloorFlags(readers)
        for index in 0..<readers { armItems(model, index, flags) }
        func step() {
            model.items.append(1)
            for index in 0..<readers where flags.dirty[index] {
                flags.dirty[index] = false
                armItems(model, index, flags)
            }
        }
        for _ in 0..<warmUp { step() }
        flags.fires = 0
        var perStep: [Double] = []
        for _ in 0..<batches {
            let start = BenchClock.now()
            for _ in 0..<stepsPerBatch { step() }
            perStep.append(BenchClock.microseconds(since: start) / Double(stepsPerBatch))
        }
        return Timing(perStep: BenchClock.Batches(perStep), fires: flags.fires, steps: batches * stepsPerBatch)
    }

    /// What W1's row body reads: its model's `id` (a `let`, untracked) and `value`.
    private static func armValue(_ model: FloorModel, _ index: Int, _ flags: FloorFlags) {
        withObservationTracking {
            _ = model.id
            _ = model.value
        } onChange: {
            flags.dirty[index] = true
            flags.fires += 1
        }
    }

    private static func armItems(_ model: FloorModel, _ index: Int, _ flags: FloorFlags) {
        withObservationTracking {
            _ = model.items.count
        } onChange: {
            flags.dirty[index] = true
            flags.fires += 1
        }
    }
}
