// Combine as apps use it with SwiftUI: `Timer.publish(every:on:in:).autoconnect()`,
// `.sink { }` returning an `AnyCancellable`, `cancel()`. The timer ticks on the simulated
// clock through the job queue (a subscription is a task of its own, ended by `cancel()`
// or when its `AnyCancellable` goes away, as Combine's does). The run loop and mode
// arguments are accepted and have no effect: every tick is a job on the main actor.
// Faithfulness: simplified: only the timer publisher; no other operators, no
// back-pressure. Not modelled: `connect()` without `autoconnect()`, tolerance.
import ViewGraphDiagnostics

enum CombineBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.staticMethod("Timer", "publish", ["every", "on", "in"]) { call in
            guard let interval = call.values.first.flatMap(seconds), interval > 0 else {
                throw RuntimeError("'Timer.publish(every:on:in:)' needs a positive interval", at: call.range)
            }
            return .foundation(.timerPublisher(interval: interval, connected: false))
        }
        family.method(.timerPublisher, "autoconnect", []) { base, _ in
            guard case .foundation(.timerPublisher(let interval, _)) = base else { return nil }
            return .foundation(.timerPublisher(interval: interval, connected: true))
        }
        family.method(.timerPublisher, "sink", nil) { base, call in
            guard case .foundation(.timerPublisher(let interval, let connected)) = base else { return nil }
            let action = try call.closure("sink")
            guard connected else {
                throw RuntimeError(
                    "this timer publisher is not connected, so it never publishes", at: call.range,
                    notes: [DiagnosticNote("write 'Timer.publish(every:on:in:).autoconnect()'")])
            }
            let cancel = try call.host.subscribeTimer(interval: interval, action: action, site: call.range)
            return .foundation(.cancellable(CancellableBox(onCancel: cancel)))
        }
        family.method(.cancellable, "cancel", []) { base, _ in
            guard case .foundation(.cancellable(let box)) = base else { return nil }
            box.cancel()
            return .void
        }
        return family
    }

    /// An interval in seconds: `0.1`, `1`, or a duration (`100ms`).
    private static func seconds(_ value: Value) -> Double? {
        switch value {
        case .double(let d): return d
        case .int(let i): return Double(i)
        case .duration(let d): return d
        default: return nil
        }
    }
}
