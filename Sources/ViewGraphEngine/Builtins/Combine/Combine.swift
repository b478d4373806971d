// Combine as apps use it with SwiftUI: `Timer.publish(every:on:in:).autoconnect()`,
// `.sink { }` returning an `AnyCancellable`, `cancel()`, `store(in:)`. The timer ticks on the simulated
// clock through the job queue (a subscription is a task of its own, ended by `cancel()`
// or when its `AnyCancellable` goes away, as Combine's does). The run loop and mode
// arguments are accepted and have no effect: every tick is a job on the main actor.
// `object.$property` of a `@Published` property is its publisher (R3.7): a subscriber
// gets the current value at once, then every new value in the property's willSet,
// before it is stored (so the object still reads the old value), on the code that sets
// it. `dropFirst(_:)` skips values. `.onReceive` subscribes a view while it exists
// (R10.5; Graph/Simulation+Reconcile.swift).
// Faithfulness: simplified: the timer and `@Published` publishers, `dropFirst`; no
// other operators, no back-pressure. Not modelled: `connect()` without
// `autoconnect()`, tolerance, `receive(on:)`, `assign(to:)`.
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
        family.method(.publishedPublisher, "sink", nil) { base, call in
            guard case .foundation(.publishedPublisher(let publisher)) = base else { return nil }
            let action = try call.closure("sink")
            let sink = try call.interpreter.subscribe(to: publisher, action: action, sendCurrent: true, at: call.range)
            let object = publisher.object
            return .foundation(
                .cancellable(
                    CancellableBox { [weak object, weak sink] in
                        object?.publishedSinks.removeAll { $0 === sink }
                    }))
        }
        family.method(.publishedPublisher, "dropFirst", nil) { base, call in
            guard case .foundation(.publishedPublisher(var publisher)) = base else { return nil }
            var count = 1
            if let first = call.values.first {
                guard case .int(let n) = first, n >= 0 else {
                    throw RuntimeError("'dropFirst(_:)' needs a count that is not negative", at: call.range)
                }
                count = n
            }
            publisher.dropCount += count
            return .foundation(.publishedPublisher(publisher))
        }
        family.method(.cancellable, "cancel", []) { base, _ in
            guard case .foundation(.cancellable(let box)) = base else { return nil }
            box.cancel()
            return .void
        }
        // `store(in: &cancellables)`: the subscription lives as long as the set or array
        // that keeps it (Combine's two overloads: `Set<AnyCancellable>` and any
        // range-replaceable collection).
        family.method(.cancellable, "store", ["in"]) { base, call in
            guard case .foundation(.cancellable) = base else { return nil }
            try call.modifyInout(0) { storage in
                switch storage {
                case .set(var set):
                    set.insert(base, equal: call.interpreter.valuesEqual)
                    storage = .set(set)
                case .array(var items):
                    items.append(base)
                    storage = .array(items)
                default:
                    throw RuntimeError(
                        "'store(in:)' keeps a subscription in a Set<AnyCancellable> or an array", at: call.range)
                }
            }
            return .void
        }
        return family
    }

    /// An interval in seconds: `0.1`, `1`, or a duration (`100ms`).
    static func seconds(_ value: Value) -> Double? {
        switch value {
        case .double(let d): return d
        case .int(let i): return Double(i)
        case .duration(let d): return d.seconds
        default: return nil
        }
    }
}

extension Interpreter {
    /// Subscribes `action` to a `@Published` property's publisher (R3.7). With
    /// `sendCurrent`, the current value is sent now (unless dropped), as `sink` does.
    func subscribe(to publisher: PublishedPublisher, action: Closure, sendCurrent: Bool, at range: SourceRange) throws
        -> PublishedSink
    {
        let sink = PublishedSink(field: publisher.field, action: action, dropCount: publisher.dropCount)
        publisher.object.publishedSinks.append(sink)
        if sendCurrent { try send(publisher.object.fields[publisher.field], to: sink, at: range) }
        return sink
    }

    /// A `@Published` set: every subscriber of that property gets the new value, in
    /// subscription order, before it is stored (R3.3, R3.7).
    func publish(_ value: Value, of object: ObjectInstance, field: Int, at range: SourceRange) throws {
        for sink in object.publishedSinks where sink.field == field {
            try send(value, to: sink, at: range)
        }
    }

    /// One value for one subscriber: skipped while `dropFirst` has some left.
    func send(_ value: Value, to sink: PublishedSink, at range: SourceRange) throws {
        if sink.dropCount > 0 {
            sink.dropCount -= 1
            return
        }
        _ = try call(sink.action, arguments: [value], at: range)
    }
}
