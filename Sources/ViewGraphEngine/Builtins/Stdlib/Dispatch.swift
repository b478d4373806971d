// Dispatch's main queue: `DispatchQueue.main.async { … }` and
// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { … }` run their closure once, later,
// on the main actor, as code of the view or step that dispatched it. A deadline is
// `DispatchTime.now()` (or `.now()`) plus seconds or a `DispatchTimeInterval`
// (`.milliseconds(300)`).
// Rules: R10.3 (work outside a `.task` outlives the view that started it: nothing cancels a
// dispatched closure).
// Faithfulness: simplified: `async` makes its closure a job due now, queued after the code
// that dispatched it, so it runs after the frame that code's writes start (as the next turn
// of the main run loop would); a `DispatchTime` is kept as an instant of the simulated clock
// (it prints as a Date), and the main queue prints as `main`. Not simulated: other
// queues (`DispatchQueue.global()`, `DispatchQueue(label:)`), `DispatchWorkItem`, `sync`,
// groups and semaphores.
import ViewGraphDiagnostics

enum DispatchBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.staticProperty("DispatchQueue", "main") { _ in .symbol(type: "DispatchQueue", name: "main") }
        family.staticMethod("DispatchTime", "now", []) { call in now(call.host) }
        for labels: [String?] in [[nil], ["execute"]] {
            family.method(.dispatchQueue, "async", labels) { _, call in
                guard case .closure(let work)? = call.values.last else {
                    throw RuntimeError("'async' takes a closure: 'DispatchQueue.main.async { … }'", at: call.range)
                }
                call.host.dispatchToMainQueue(after: 0, action: work, site: call.range)
                return .void
            }
        }
        for labels: [String?] in [["deadline", nil], ["deadline", "execute"]] {
            family.method(.dispatchQueue, "asyncAfter", labels) { _, call in
                guard case .foundation(.date(let deadline)) = call.values[0] else {
                    throw RuntimeError(
                        "'asyncAfter(deadline:)' takes a time such as '.now() + 0.5' or '.now() + .milliseconds(300)'",
                        at: call.range)
                }
                guard case .closure(let work)? = call.values.last else {
                    throw RuntimeError("'asyncAfter' takes a closure", at: call.range)
                }
                // A deadline already past runs the work as soon as the queue gets to it.
                call.host.dispatchToMainQueue(after: max(0, deadline - call.host.now), action: work, site: call.range)
                return .void
            }
        }
        return family
    }

    /// `DispatchTime.now()`: the simulated clock's instant.
    static func now(_ host: InterpreterHost) -> Value { .foundation(.date(host.now)) }
}
