// Concurrency: `Task { … }`, unstructured work that outlives the view that started it.
// Rules: R10.3 (an unstructured task is not cancelled with its view).
// Faithfulness: simplified: the task runs on the simulated clock, on the main actor,
// between frames. Not modelled: `Task.detached`, priorities, `Task.sleep`, results.
import ViewGraphDiagnostics

enum ConcurrencyBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.constructor("Task", nil) { call in
            guard case .closure(let body)? = call.values.last else {
                throw RuntimeError("'Task' takes a closure", at: call.range)
            }
            try call.host.startUnstructuredTask(body, site: call.range)
            return .void
        }
        return family
    }
}
