import Foundation
import ViewGraphEngine

/// Runs independent pieces of work on several threads and returns their results in
/// index order, so output assembled from them is the same for any number of threads.
///
/// Each piece runs on a thread of its own with the interpreter's large stack
/// (`LargeStack`). Nothing is shared between pieces: each builds its own scenario and
/// simulation (a `Simulation` is not thread-safe), and the engine keeps no mutable
/// global state except `FieldKeyPaths`, which locks.
package enum ParallelWork {
    /// `work(0) … work(count - 1)` on up to `jobs` threads at once; `done(i, result)` is
    /// called on the calling thread, in index order, as soon as piece i and every
    /// earlier piece have finished (so output can stream while later pieces run).
    package static func map<T>(
        _ count: Int, jobs: Int, _ work: @escaping @Sendable (Int) -> T, done: ((Int, T) -> Void)? = nil
    ) -> [T] {
        guard count > 0 else { return [] }
        let box = Results<T>(count: count)
        let workers = max(1, min(jobs, count))
        if workers == 1 {
            for index in 0..<count {
                let result = LargeStack.run { work(index) }
                box.slots[index] = result
                done?(index, result)
            }
            return box.slots.map { $0! }
        }
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                while let index = box.claim() {
                    let result = LargeStack.run { work(index) }
                    box.store(result, at: index)
                }
                group.leave()
            }
            thread.start()
        }
        // Report finished pieces in order while the workers run.
        var reported = 0
        while reported < count {
            let ready = box.waitForSlot(reported)
            done?(reported, ready)
            reported += 1
        }
        group.wait()
        return box.slots.map { $0! }
    }

    /// The number of cores this process may use.
    package static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    private final class Results<T>: @unchecked Sendable {
        let condition = NSCondition()
        var slots: [T?]
        var next = 0

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func claim() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            guard next < slots.count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ value: T, at index: Int) {
            condition.lock()
            slots[index] = value
            condition.broadcast()
            condition.unlock()
        }

        func waitForSlot(_ index: Int) -> T {
            condition.lock()
            defer { condition.unlock() }
            while slots[index] == nil { condition.wait() }
            return slots[index]!
        }
    }
}
