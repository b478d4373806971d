// Concurrency: `Task { … }` and its handle, `Task.sleep`, `Task.yield`, cancellation,
// `AsyncStream` / `AsyncThrowingStream` and their continuations, `CancellationError`.
// Rules: R10.2 (cancellation reaches the task's awaits), R10.3 (an unstructured task is
// not cancelled with its view).
// Faithfulness: simplified: tasks run on the simulated clock, on the main actor, as
// jobs of one queue (Graph/Simulation+Tasks.swift); priorities are accepted and ignored;
// `Task.detached` is `Task` (nothing here is inherited that it could drop).
import ViewGraphDiagnostics

enum ConcurrencyBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.constructor("Task", nil) { call in
            guard case .closure(let body)? = call.values.last else {
                throw RuntimeError("'Task' takes a closure", at: call.range)
            }
            return try call.host.startTask(body, detached: false, site: call.range)
        }
        family.staticMethod("Task", "detached", nil) { call in
            guard case .closure(let body)? = call.values.last else {
                throw RuntimeError("'Task.detached' takes a closure", at: call.range)
            }
            return try call.host.startTask(body, detached: true, site: call.range)
        }
        family.staticMethod("Task", "sleep", ["nanoseconds"]) { call in
            guard case .int(let nanoseconds)? = call.values.first else { return nil }
            try call.host.sleep(micros: Int64(nanoseconds / 1000), site: call.range)
            return .void
        }
        family.staticMethod("Task", "sleep", ["for"]) { call in
            guard let seconds = call.values.first.flatMap(durationSeconds) else {
                throw RuntimeError(
                    "'Task.sleep(for:)' takes a duration such as '.milliseconds(100)' or '100ms'", at: call.range)
            }
            try call.host.sleep(micros: Int64((seconds * 1_000_000).rounded()), site: call.range)
            return .void
        }
        // Everything here runs on the one (main) thread: hopping to the main actor is
        // running the closure now.
        for labels: [String?] in [[nil], ["body"]] {
            family.staticMethod("MainActor", "run", labels) { call in
                guard case .closure(let body)? = call.values.last else {
                    throw RuntimeError("'MainActor.run' takes a closure", at: call.range)
                }
                return try call.interpreter.call(body, arguments: [], at: call.range)
            }
        }
        family.staticMethod("Task", "yield", []) { call in
            try call.host.yieldTask(site: call.range)
            return .void
        }
        family.staticMethod("Task", "checkCancellation", []) { call in
            if call.host.currentTask?.isCancelled == true {
                throw ThrownError(value: .foundation(.concurrency(.cancellationError)), range: call.range)
            }
            return .void
        }
        family.staticProperty("Task", "isCancelled") { interpreter in
            .bool(interpreter.host.currentTask?.isCancelled ?? false)
        }
        family.method(.task, "cancel", []) { base, call in
            guard case .foundation(.concurrency(.task(let task))) = base else { return nil }
            call.host.cancel(task)
            return .void
        }
        family.property(.task, "isCancelled") { base, _ in
            guard case .foundation(.concurrency(.task(let task))) = base else { return nil }
            return .bool(task.isCancelled)
        }
        family.property(.task, "value") { base, interpreter in
            guard case .foundation(.concurrency(.task(let task))) = base else { return nil }
            return try interpreter.host.value(of: task, site: .at(0))
        }
        family.constructor("CancellationError", []) { _ in .foundation(.concurrency(.cancellationError)) }
        registerStreams(&family)
        registerTaskGroups(&family)
        return family
    }

    /// `withTaskGroup(of:) { group in … }` and `withThrowingTaskGroup`: child tasks of the
    /// running task, each a job due now; `next()` and `for await` give their results in the
    /// order they finish; the group waits for the rest when its body ends.
    private static func registerTaskGroups(_ family: inout BuiltinFamily) {
        for (name, throwing) in [("withTaskGroup", false), ("withThrowingTaskGroup", true)] {
            family.function(name, nil) { call in
                guard case .closure(let body)? = call.values.last else {
                    throw RuntimeError("'\(name)' takes a closure that receives the group", at: call.range)
                }
                return try call.host.runTaskGroup(body, throwing: throwing, site: call.range)
            }
        }
        @Sendable func group(_ base: Value) -> TaskGroupBox? {
            if case .foundation(.concurrency(.group(let box))) = base { return box }
            return nil
        }
        for name in ["addTask", "addTaskUnlessCancelled"] {
            family.method(.taskGroup, name, nil) { base, call in
                guard let box = group(base) else { return nil }
                guard case .closure(let body)? = call.values.last else {
                    throw RuntimeError("'\(name)' takes the child's closure", at: call.range)
                }
                if name == "addTaskUnlessCancelled", call.host.currentTask?.isCancelled == true { return .bool(false) }
                try call.host.addGroupTask(box, body, site: call.range)
                return name == "addTask" ? .void : .bool(true)
            }
        }
        family.method(.taskGroup, "next", []) { base, call in
            guard let box = group(base) else { return nil }
            return try call.host.groupNext(box, site: call.range) ?? .null
        }
        family.method(.taskGroup, "waitForAll", []) { base, call in
            guard let box = group(base) else { return nil }
            while try call.host.groupNext(box, site: call.range) != nil {}
            return .void
        }
        family.method(.taskGroup, "cancelAll", []) { base, call in
            guard let box = group(base) else { return nil }
            call.host.cancelGroup(box)
            return .void
        }
        family.property(.taskGroup, "isEmpty") { base, _ in
            guard let box = group(base) else { return nil }
            return .bool(box.consumedCount == box.children.count)
        }
    }

    /// `100ms`, `.milliseconds(100)`, `.seconds(1)`: a duration in seconds.
    static func durationSeconds(_ value: Value) -> Double? {
        switch value {
        case .duration(let duration): return duration.seconds
        case .enumCase(let c) where c.type == nil && c.payload.count == 1:
            let amount: Double
            switch c.payload[0] {
            case .int(let n): amount = Double(n)
            case .double(let d): amount = d
            default: return nil
            }
            switch c.name {
            case "seconds": return amount
            case "milliseconds": return amount / 1e3
            case "microseconds": return amount / 1e6
            case "nanoseconds": return amount / 1e9
            default: return nil
            }
        default: return nil
        }
    }

    /// The element type a stream is made with, when the code names it: `AsyncStream(Event.self)`,
    /// `makeStream(of: Event.self)`, or the return type of the function that makes it
    /// (`-> AsyncStream<Event>`); "" when none does. `yield(.progress(0.5))` reads an implicit
    /// member in it.
    private static func streamElementType(_ call: BuiltinCall) -> String {
        if case .type(let type)? = call.values.first { return type.name }
        if let declared = call.interpreter.returnTypes.last ?? nil,
            case .named(let name, let arguments) = declared.kind, name.hasPrefix("Async"), name.hasSuffix("Stream"),
            case .named(let element, _)? = arguments.first?.kind
        {
            return element
        }
        return ""
    }

    private static func registerStreams(_ family: inout BuiltinFamily) {
        for name in ["AsyncStream", "AsyncThrowingStream"] {
            let throwing = name == "AsyncThrowingStream"
            // `AsyncStream { continuation in … }`, `AsyncStream(Int.self) { … }`: the build
            // closure runs at once, as Swift's initializer runs it.
            family.constructor(name, nil) { call in
                let unsupported = zip(call.labels, call.values).first { label, value in
                    if label == "unfolding" { return true }
                    guard label == "bufferingPolicy" else { return false }
                    if case .symbol(_, "unbounded") = value { return false }
                    return true
                }
                if let label = unsupported?.0 {
                    // Not simulated: a silent stream (or one that keeps every element) would
                    // print something other than Swift does.
                    throw RuntimeError(
                        "'\(name)(\(label):…)' is not simulated yet; use '\(name) { continuation in … }', whose buffer keeps every element",
                        at: call.range)
                }
                guard case .closure(let build)? = call.values.last else {
                    throw RuntimeError("'\(name)' takes a closure that receives its continuation", at: call.range)
                }
                if case .literal(let expr, _, _, _) = build.body, expr.parameters?.isEmpty ?? true,
                    call.interpreter.highestClosureArgument(expr) < 0
                {
                    // `AsyncStream { await source.next() }`: the unfolding form (`check` reports it).
                    throw RuntimeError(
                        "'\(name) { … }' with a closure that takes no continuation is the unfolding form, which is not simulated yet",
                        at: call.range)
                }
                let box = call.host.makeStream(throwing: throwing, elementType: streamElementType(call))
                _ = try call.interpreter.call(
                    build, arguments: [.foundation(.concurrency(.continuation(box)))], at: call.range)
                return .foundation(.concurrency(.stream(box)))
            }
            family.staticMethod(name, "makeStream", nil) { call in
                let box = call.host.makeStream(throwing: throwing, elementType: streamElementType(call))
                return .tuple(
                    [.foundation(.concurrency(.stream(box))), .foundation(.concurrency(.continuation(box)))],
                    labels: ["stream", "continuation"])
            }
        }
        family.method(.continuation, "yield", [nil]) { base, call in
            guard case .foundation(.concurrency(.continuation(let box))) = base, let value = call.values.first else {
                return nil
            }
            let terminated = box.finished
            try call.host.streamYield(box, value, site: call.range)
            return .symbol(type: "AsyncStream.Continuation.YieldResult", name: terminated ? "terminated" : "enqueued")
        }
        family.method(.continuation, "finish", []) { base, call in
            guard case .foundation(.concurrency(.continuation(let box))) = base else { return nil }
            try call.host.streamFinish(box, failure: nil, site: call.range)
            return .void
        }
        family.method(.continuation, "finish", ["throwing"]) { base, call in
            guard case .foundation(.concurrency(.continuation(let box))) = base else { return nil }
            try call.host.streamFinish(box, failure: call.values.first, site: call.range)
            return .void
        }
        family.property(.continuation, "onTermination") { base, _ in
            guard case .foundation(.concurrency(.continuation(let box))) = base else { return nil }
            return box.onTermination.map { .closure($0) } ?? .null
        }
    }
}
