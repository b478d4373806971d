// The simulator's own functions: `work(2ms)` charges simulated time to whatever runs
// it (a body, an action); `every(D) { … }` and `after(D) { … }` schedule a closure on the
// simulated clock, owned by the task that runs them.
// Rules: R10.2 (timers belong to their task and end with it).
// Faithfulness: not Swift or SwiftUI: these stand for work and timers (a `Timer`, a
// `Task.sleep` loop) with deterministic timing.
import ViewGraphDiagnostics

enum TimingBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.function("work", nil) { call in
            guard case .duration(let duration)? = call.values.first else {
                throw RuntimeError("'work' takes a duration such as 'work(2ms)'", at: call.range)
            }
            let seconds = duration.seconds
            guard seconds >= 0 else { throw RuntimeError("'work' duration must not be negative", at: call.range) }
            call.host.charge(seconds, for: "work(\(ValueFormatting.formatDuration(seconds)))", site: call.range)
            return .void
        }
        for name in ["every", "after"] {
            family.function(name, nil) { call in
                guard case .duration(let duration)? = call.values.first, case .closure(let action)? = call.values.last,
                    call.values.count == 2
                else {
                    throw RuntimeError(
                        "'\(name)' takes a duration and a closure: '\(name)(100ms) { … }'", at: call.range)
                }
                let seconds = duration.seconds
                guard seconds > 0 else { throw RuntimeError("'\(name)' needs a positive duration", at: call.range) }
                try call.host.scheduleTimer(
                    interval: seconds, repeats: name == "every", action: action, site: call.range)
                return .void
            }
        }
        return family
    }
}
