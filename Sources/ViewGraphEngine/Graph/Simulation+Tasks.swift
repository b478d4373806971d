// Tasks on the simulated clock: starting, suspending, resuming, cancelling and ending
// them, their `async let` and task-group children, and the streams they iterate
// (R10.2, R10.3 of Guides/Rules.md; the scheduling page of Guides/Language.md).
//
// Faithfulness: simplified. The order is documented and deterministic: a new task's
// body is a job due now, behind the jobs already due; a task's jobs due now run before
// the next frame (the main queue drains before the run loop renders); a sleep ends at
// its time on the clock; a yielded element wakes its waiting task with a job due now.
// Cancellation is cooperative: it reaches the task's sleep (which throws
// `CancellationError`) and its stream iteration (which ends, calling `onTermination`
// with `.cancelled`), and a task's children (`async let`, `addTask`) are cancelled with
// it. A child's body is a job due now, like a new task's; a group's results come in the
// order its children finish. Everything runs on the simulated main actor; an actor's methods
// run on the calling task (one job runs at a time, so its isolation holds, but a call
// into an actor is not a suspension point here).
import ViewGraphDiagnostics
import ViewGraphSyntax

extension Simulation {
    /// Live task frames at most (each is a thread): more ends the step with a diagnostic.
    static let liveFrameLimit = 256

    // MARK: - Starting

    /// `Task { }` / `Task.detached { }`: a new unstructured task, never cancelled with a
    /// view (R10.3), started by the running code's view. Its body is a job due now.
    package func startTask(_ body: Closure, detached: Bool, site: SourceRange) throws -> Value {
        let starter = runningContext
        nextTaskID += 1
        let origin = runningViewName
        let task = SimulatedTask(
            id: nextTaskID, kind: .unstructured, origin: origin, originNode: runningView,
            fromOnAppear: starter.fromOnAppear)
        begin(
            task, body: body,
            context: JobContext(task: task, origin: runningView, fromOnAppear: starter.fromOnAppear), site: site)
        return .foundation(.concurrency(.task(task)))
    }

    /// Records that `task` started and schedules its body as a job due now, run in `context`.
    func begin(_ task: SimulatedTask, body: Closure, context: JobContext, site: SourceRange) {
        current.taskEvents.append(
            TaskEvent(
                kind: .started, task: task.name, time: clock, ownerGone: false,
                unstructured: task.kind == .unstructured, origin: task.origin))
        jobs.schedule(at: clock, kind: .taskBody, work: .call(body), context: context, site: site)
    }

    /// `async let name = expression` in a task: a child task of the running one, whose
    /// body (the expression) is a job due now, as a new task's is; it is cancelled with its
    /// parent. Reading `name` awaits it (`value(of:)`); the interpreter cancels and awaits
    /// a child not read by the end of its scope, as Swift does.
    package func startChildTask(_ body: Closure, name: String, site: SourceRange) throws -> SimulatedTask {
        try startChildTask(body, kind: .asyncLet, name: name, what: "'async let'", site: site)
    }

    private func startChildTask(
        _ body: Closure, kind: SimulatedTask.Kind, name: String, what: String, site: SourceRange
    ) throws -> SimulatedTask {
        guard let parent = runningFrame?.task else {
            throw RuntimeError(
                "\(what) can only run inside a task", at: site,
                notes: [
                    DiagnosticNote(
                        "bodies, actions and onAppear run synchronously; start the work in '.task { }' or 'Task { }'")
                ])
        }
        let starter = runningContext
        nextTaskID += 1
        let task = SimulatedTask(
            id: nextTaskID, kind: kind, origin: "\(name) in \(parent.name)", originNode: starter.origin,
            fromOnAppear: starter.fromOnAppear)
        task.isCancelled = parent.isCancelled
        parent.children.append(task)
        begin(
            task, body: body,
            context: JobContext(task: task, origin: starter.origin, fromOnAppear: starter.fromOnAppear), site: site)
        return task
    }

    // MARK: - Task groups

    /// `withTaskGroup(of:) { group in … }` / `withThrowingTaskGroup`: runs the body with a new
    /// group, then waits for the children still running (their results are dropped). When
    /// the body throws, the children are cancelled and awaited before the error goes on.
    package func runTaskGroup(_ body: Closure, throwing: Bool, site: SourceRange) throws -> Value {
        _ = try requireFrame(throwing ? "'withThrowingTaskGroup'" : "'withTaskGroup'", site: site)
        nextTaskID += 1
        let box = TaskGroupBox(id: nextTaskID, throwing: throwing)
        let result: Value
        do {
            result = try interpreter.call(body, arguments: [.foundation(.concurrency(.group(box)))], at: site)
        } catch let error as ThrownError {
            for child in box.children { cancel(child) }
            try awaitRemaining(box, site: site)
            throw error
        }
        try awaitRemaining(box, site: site)
        return result
    }

    /// Waits for every child of a group that has not finished; their results are dropped.
    private func awaitRemaining(_ box: TaskGroupBox, site: SourceRange) throws {
        let frame = try requireFrame("a task group", site: site)
        while true {
            box.consumedCount += box.finished.count
            box.finished = []
            guard box.children.contains(where: { !$0.hasEnded }) else { return }
            _ = try frame.suspend(.group(box))
        }
    }

    /// `group.addTask { … }`: a child task of the running task (a job due now).
    package func addGroupTask(_ box: TaskGroupBox, _ body: Closure, site: SourceRange) throws {
        let task = try startChildTask(
            body, kind: .groupChild, name: "\(box.children.count + 1)", what: "'addTask'", site: site)
        task.group = box
        box.children.append(task)
    }

    /// `await group.next()`: the result of the next child to finish, in the order they
    /// finish (its error, in a throwing group); nil when every result was taken.
    package func groupNext(_ box: TaskGroupBox, site: SourceRange) throws -> Value? {
        let frame = try requireFrame("'next()'", site: site)
        while true {
            if !box.finished.isEmpty {
                let task = box.finished.removeFirst()
                box.consumedCount += 1
                switch task.outcome {
                case .success(let value)?: return value
                case .failure(let thrown)?: throw thrown
                case nil: continue
                }
            }
            guard box.children.contains(where: { !$0.hasEnded }) else { return nil }
            _ = try frame.suspend(.group(box))
        }
    }

    /// `group.cancelAll()`.
    package func cancelGroup(_ box: TaskGroupBox) {
        for child in box.children { cancel(child) }
    }

    /// Runs a task's job: its start (on a frame when its body can suspend, otherwise
    /// here, like any job) or a resumption of its frame.
    func runTaskJob(_ job: Job) throws {
        guard let task = job.context.task else { return }
        switch job.work {
        case .call(let closure, let arguments):
            if interpreter.closureMaySuspend(closure) {
                guard liveFrames.count < Self.liveFrameLimit else {
                    throw RuntimeError(
                        "more than \(Self.liveFrameLimit) tasks are suspended at once", at: job.site,
                        notes: [DiagnosticNote("tasks that never end pile up; cancel them or let them finish")],
                        group: .limits)
                }
                let interpreter = self.interpreter!
                let site = job.site
                let frame = TaskFrame(task: task) {
                    try interpreter.call(closure, arguments: arguments, at: site)
                }
                task.frame = frame
                liveFrames.append(frame)
                try resume(frame, .proceed, context: job.context, site: job.site)
            } else {
                let outcome: Result<Value, any Error>
                do {
                    outcome = .success(
                        try running(job.context) { try interpreter.call(closure, arguments: arguments, at: job.site) })
                } catch {
                    outcome = .failure(error)
                }
                try finish(task, outcome, site: job.site)
            }
        case .resume(let frame, let signal):
            if case .sleep? = frame.waiting, signal == .proceed {
                let ownerGone = task.originNode.map { !$0.isAlive } ?? false
                current.taskEvents.append(
                    TaskEvent(
                        kind: .timerFired, task: task.name, time: clock, ownerGone: ownerGone,
                        unstructured: task.kind == .unstructured || task.fromOnAppear, origin: task.origin))
            }
            try resume(frame, signal, context: job.context, site: job.site)
        case .statements:
            break
        }
    }

    /// Runs `frame` until it suspends or ends, as code of its task, with its own
    /// interpreter state; then records where it waits or how it ended.
    private func resume(_ frame: TaskFrame, _ signal: ResumeSignal, context: JobContext, site: SourceRange) throws {
        frame.resumptionJob = nil
        var state = frame.savedState
        interpreter.swapExecutionState(&state)
        runningContexts.append(context)
        let outer = runningFrame
        runningFrame = frame
        let event: TaskFrame.Event
        do {
            event = try frame.resume(signal, site: site)
        } catch {
            runningFrame = outer
            runningContexts.removeLast()
            interpreter.swapExecutionState(&state)
            throw error
        }
        runningFrame = outer
        runningContexts.removeLast()
        interpreter.swapExecutionState(&state)
        frame.savedState = state
        switch event {
        case .suspended(let suspension):
            wait(frame, for: suspension, context: context, site: site)
        case .finished(let outcome):
            liveFrames.removeAll { $0 === frame }
            frame.task.frame = nil
            try finish(frame.task, outcome, site: site)
        }
    }

    /// Queues what resumes a frame that just suspended.
    private func wait(_ frame: TaskFrame, for suspension: Suspension, context: JobContext, site: SourceRange) {
        switch suspension {
        case .sleep(let time):
            frame.resumptionJob = jobs.schedule(
                at: max(time, clock), kind: .taskBody, work: .resume(frame, .proceed), context: context, site: site)
        case .yield:
            frame.resumptionJob = jobs.schedule(
                at: clock, kind: .taskBody, work: .resume(frame, .proceed), context: context, site: site)
        case .stream(let box):
            if box.buffer.isEmpty == false || box.finished {
                frame.resumptionJob = jobs.schedule(
                    at: clock, kind: .taskBody, work: .resume(frame, .proceed), context: context, site: site)
            } else {
                box.waiter = frame
            }
        case .group(let box):
            if !box.finished.isEmpty || !box.children.contains(where: { !$0.hasEnded }) {
                frame.resumptionJob = jobs.schedule(
                    at: clock, kind: .taskBody, work: .resume(frame, .proceed), context: context, site: site)
            } else {
                box.waiter = frame
            }
        case .task(let other):
            if other.outcome != nil {
                frame.resumptionJob = jobs.schedule(
                    at: clock, kind: .taskBody, work: .resume(frame, .proceed), context: context, site: site)
            } else {
                other.valueWaiters.append(frame)
            }
        }
    }

    /// Wakes a suspended frame with a job due now.
    private func wake(_ frame: TaskFrame, _ signal: ResumeSignal, site: SourceRange) {
        if let sequence = frame.resumptionJob { jobs.remove(sequence: sequence) }
        frame.resumptionJob = jobs.schedule(
            at: clock, kind: .taskBody, work: .resume(frame, signal),
            context: JobContext(task: frame.task, origin: frame.task.originNode, fromOnAppear: frame.task.fromOnAppear),
            site: site)
    }

    /// Records how a task's body ended and wakes the tasks waiting for it. An error of
    /// the simulation (a runtime error, a limit) stops the simulation; an error the
    /// scenario threw ends the task and is shown as a warning in the trace.
    private func finish(_ task: SimulatedTask, _ outcome: Result<Value, any Error>, site: SourceRange) throws {
        switch outcome {
        case .success(let value):
            task.outcome = .success(value)
        case .failure(let thrown as ThrownError):
            task.outcome = .failure(thrown)
            if case .foundation(.concurrency(.cancellationError)) = thrown.value {
                break
            }
            // An `async let`'s or a group child's error reaches the code that awaits it, and so
            // does a Task's when code is waiting in `try await task.value`.
            if task.kind == .asyncLet || task.kind == .groupChild || task.valueWaiters.isEmpty == false { break }
            warn(
                "\(task.name) ended by throwing \(interpreter.errorDescription(thrown.value)), and no code awaits its value: the error goes unseen",
                at: thrown.range, rule: "R10.2")
        case .failure(is TaskTermination):
            task.outcome = .success(.void)
        case .failure(let error):
            task.outcome = .success(.void)
            throw error
        }
        current.taskEvents.append(
            TaskEvent(
                kind: .finished, task: task.name, time: clock, ownerGone: task.originNode.map { !$0.isAlive } ?? false,
                unstructured: task.kind == .unstructured, origin: task.origin))
        let waiters = task.valueWaiters
        task.valueWaiters = []
        for waiter in waiters { wake(waiter, .proceed, site: site) }
        if let group = task.group {
            group.finished.append(task)
            if let waiter = group.waiter {
                group.waiter = nil
                wake(waiter, .proceed, site: site)
            }
        }
    }

    /// Runs the task jobs due now that were queued before this call, before a frame.
    /// Returns whether it ran any.
    @discardableResult
    func runReadyTaskJobs() throws -> Bool {
        let limit = jobs.nextSequenceNumber
        var ran = false
        while let job = jobs.popTaskJob(dueBy: clock, before: limit) {
            ran = true
            try runJob(job)
        }
        return ran
    }

    // MARK: - Cancelling and ending

    /// `task.cancel()`, and a `.task` whose view goes (R10.2): marks the task, drops its
    /// timers, and wakes it where it waits so the cancellation reaches that await.
    package func cancel(_ task: SimulatedTask) {
        guard task.isCancelled == false else { return }
        task.isCancelled = true
        for child in task.children { cancel(child) }
        jobs.cancelJobs(of: task)
        guard let frame = task.frame, task.outcome == nil else { return }
        switch frame.waiting {
        case .sleep?:
            wake(frame, .cancelled, site: SourceRange.at(0))
        case .stream(let box)?:
            if box.waiter === frame { box.waiter = nil }
            wake(frame, .cancelled, site: SourceRange.at(0))
        case .yield?, .task?, .group?, nil:
            break
        }
    }

    /// Ends every suspended task (the simulation is over): each unwinds and its thread
    /// exits. Their code runs no further statement. Whoever runs a simulation calls it
    /// when done: a suspended frame's stack holds the simulation, so `deinit` alone
    /// would not come while one waits.
    package func endTasks() {
        var rounds = 0
        while let frame = liveFrames.first {
            rounds += 1
            liveFrames.removeFirst()
            if frame.isFinished { continue }
            var state = frame.savedState
            interpreter?.swapExecutionState(&state)
            let event = try? frame.resume(.terminate, site: SourceRange.at(0))
            interpreter?.swapExecutionState(&state)
            if case .suspended? = event, rounds < 10_000 {
                // It caught nothing (termination is not catchable) but suspended again:
                // resume it again until it ends.
                liveFrames.append(frame)
            }
        }
    }

    // MARK: - Host entry points (InterpreterHost)

    package var currentTask: SimulatedTask? { runningContext.task }

    private func requireFrame(_ what: String, site: SourceRange) throws -> TaskFrame {
        guard let frame = runningFrame else {
            throw RuntimeError(
                "\(what) can only be awaited inside a task", at: site,
                notes: [
                    DiagnosticNote(
                        "bodies, actions and onAppear run synchronously; start the work in '.task { }' or 'Task { }'")
                ])
        }
        return frame
    }

    package func sleep(micros: Int64, site: SourceRange) throws {
        let frame = try requireFrame("'Task.sleep'", site: site)
        if frame.task.isCancelled {
            throw ThrownError(value: .foundation(.concurrency(.cancellationError)), range: site)
        }
        let signal = try frame.suspend(.sleep(until: clock + max(0, micros)))
        if signal == .cancelled || frame.task.isCancelled {
            throw ThrownError(value: .foundation(.concurrency(.cancellationError)), range: site)
        }
    }

    package func yieldTask(site: SourceRange) throws {
        let frame = try requireFrame("'Task.yield()'", site: site)
        _ = try frame.suspend(.yield)
    }

    package func value(of task: SimulatedTask, site: SourceRange) throws -> Value {
        if task.outcome == nil {
            let frame = try requireFrame("'value'", site: site)
            guard task !== frame.task else {
                throw RuntimeError("a task cannot wait for its own value", at: site)
            }
            _ = try frame.suspend(.task(task))
        }
        switch task.outcome {
        case .success(let value)?: return value
        case .failure(let thrown)?: throw thrown
        case nil: throw RuntimeError("the task has not ended", at: site)
        }
    }

    package func makeStream(throwing: Bool, elementType: String) -> AsyncStreamBox {
        nextStreamID += 1
        return AsyncStreamBox(id: nextStreamID, throwing: throwing, elementType: elementType)
    }

    package func streamYield(_ box: AsyncStreamBox, _ value: Value, site: SourceRange) throws {
        guard box.finished == false else { return }
        guard box.buffer.count < limits.collectionSize else {
            throw RuntimeError(
                "more than \(limits.collectionSize) elements wait in a stream", at: site, group: .limits)
        }
        box.buffer.append(value)
        if let waiter = box.waiter {
            box.waiter = nil
            wake(waiter, .proceed, site: site)
        }
    }

    package func streamFinish(_ box: AsyncStreamBox, failure: Value?, site: SourceRange) throws {
        guard box.finished == false else { return }
        box.finished = true
        box.failure = failure
        if let waiter = box.waiter {
            box.waiter = nil
            wake(waiter, .proceed, site: site)
        }
        try terminate(box, reason: "finished", site: site)
    }

    /// Calls a stream's `onTermination` once.
    private func terminate(_ box: AsyncStreamBox, reason: String, site: SourceRange) throws {
        guard box.terminated == false else { return }
        box.terminated = true
        box.finished = true
        guard let handler = box.onTermination else { return }
        box.onTermination = nil
        _ = try interpreter.call(
            handler, arguments: [.symbol(type: "AsyncStream.Continuation.Termination", name: reason)], at: site)
    }

    package func makeAsyncIterator(_ source: Value, at range: SourceRange) throws -> AsyncIteratorState {
        switch source {
        case .foundation(.concurrency(.stream(let box))):
            let task = try requireFrame("'for await'", site: range).task
            if let consumer = box.consumer, consumer !== task {
                throw RuntimeError(
                    "this stream is already iterated by \(consumer.name); an AsyncStream has one consumer", at: range)
            }
            box.consumer = task
            return .stream(box)
        case .foundation(.concurrency(.group(let box))):
            return .group(box)
        default:
            return .values(try interpreter.iterate(source, at: range), next: 0)
        }
    }

    package func nextElement(_ iterator: inout AsyncIteratorState, at range: SourceRange) throws -> Value? {
        switch iterator {
        case .group(let box):
            return try groupNext(box, site: range)
        case .values(let items, let next):
            guard next < items.count else { return nil }
            iterator = .values(items, next: next + 1)
            return items[next]
        case .stream(let box):
            let frame = try requireFrame("'for await'", site: range)
            while true {
                if box.buffer.isEmpty == false { return box.buffer.removeFirst() }
                if box.finished {
                    if let failure = box.failure {
                        box.failure = nil
                        throw ThrownError(value: failure, range: range)
                    }
                    return nil
                }
                if frame.task.isCancelled {
                    try terminate(box, reason: "cancelled", site: range)
                    return nil
                }
                box.waiter = frame
                let signal = try frame.suspend(.stream(box))
                if signal == .cancelled {
                    if box.waiter === frame { box.waiter = nil }
                    try terminate(box, reason: "cancelled", site: range)
                    return nil
                }
            }
        }
    }

    package func endIteration(_ iterator: AsyncIteratorState) throws {
        // Leaving a `for await` loop early drops its iterator: a stream made for the loop
        // ends (its `onTermination` sees `.cancelled`).
        if case .stream(let box) = iterator {
            try terminate(box, reason: "cancelled", site: SourceRange.at(0))
        }
    }
}
