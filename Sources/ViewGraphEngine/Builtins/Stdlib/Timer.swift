// Foundation's `Timer` on the main run loop: `Timer.scheduledTimer(withTimeInterval:repeats:
// block:)` runs its block after each interval of the simulated clock, as code of the view
// or step that scheduled it, passing the timer (so the block can `invalidate()` it).
// `invalidate()` ends it, and `isValid` says whether it still will fire; a timer that does
// not repeat invalidates itself after it fires. The run loop keeps a scheduled timer, so
// letting go of it stops nothing: a timer nobody invalidates ticks for the rest of the run.
// Rules: R10.3 (work outside a `.task` outlives the view that started it).
// Faithfulness: simplified: no tolerance, no run-loop modes (every tick is a job on the main
// actor), no `fire()`. Not simulated: the target/selector forms and `RunLoop.add(_:forMode:)`.
import ViewGraphDiagnostics

enum TimerBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        let schedule: GlobalImplementation = { call in
            guard call.values.count == 3, let interval = CombineBuiltins.seconds(call.values[0]),
                case .bool(let repeats) = call.values[1]
            else { return nil }
            let block = try call.closure("scheduledTimer")
            // Foundation treats an interval of zero or less as 0.1 milliseconds.
            let box = TimerBox(interval: max(interval, 0.0001), repeats: repeats)
            let timer = Value.foundation(.timer(box))
            let fire = Closure(
                body: .native(name: "Timer") { [weak box] _ in
                    guard let box, box.isValid else { return .void }
                    defer { if box.repeats == false { box.invalidate() } }
                    return try call.interpreter.call(block, arguments: [timer], at: call.range)
                }, captures: true, site: nil, id: call.interpreter.makeClosureID())
            box.onInvalidate = call.host.scheduleRunLoopTimer(
                interval: box.interval, repeats: repeats, action: fire, site: call.range)
            return timer
        }
        family.staticMethod("Timer", "scheduledTimer", ["withTimeInterval", "repeats", "block"], schedule)
        family.staticMethod("Timer", "scheduledTimer", ["withTimeInterval", "repeats", nil], schedule)
        family.method(.timer, "invalidate", []) { base, _ in
            guard case .foundation(.timer(let box)) = base else { return nil }
            box.invalidate()
            return .void
        }
        family.property(.timer, "isValid") { base, _ in
            guard case .foundation(.timer(let box)) = base else { return nil }
            return .bool(box.isValid)
        }
        family.property(.timer, "timeInterval") { base, _ in
            guard case .foundation(.timer(let box)) = base else { return nil }
            // A timer that does not repeat reports 0, as Foundation's does.
            return .double(box.repeats ? box.interval : 0)
        }
        return family
    }

}
