// What the interpreter asks of the view graph while scenario code runs: reads and
// writes of tracked storage (R3, R4, R5), the environment (R7), costs (R9.1), the
// clock, timers and tasks (R10), printed text and `_printChanges` (R11.4).
import ViewGraphDiagnostics
import ViewGraphSyntax

/// How a stored property of a class changes (Guides/Rules.md, O5, R4.6).
package enum MutationKind: Equatable {
    /// `obj.p = v` through the setter: @Observable dedupes by declared type.
    case set
    /// In place (`+=`, `append`, `p.x = …`, `p[i] = …`, `inout`): the `_modify`
    /// accessor, which always notifies.
    case modify
}

/// What the interpreter tells the view graph while scenario code runs. The
/// engine implements it; tests can implement it to watch the interpreter alone.
package protocol InterpreterHost: AnyObject {
    /// A tracked @Observable property getter ran (the registrar's `access` has been called).
    func observableRead(_ object: ObjectInstance, field: Int, chain: [String], site: SourceRange)
    /// An `@Published` property of an ObservableObject was read (for explanations only:
    /// subscriptions do not depend on reads, R3.1).
    func publishedRead(_ object: ObjectInstance, field: Int)
    /// Just before a class property changes. `notifies` says whether observers are
    /// told (false for a deduped @Observable set).
    func willMutate(
        _ object: ObjectInstance, field: Int, kind: MutationKind, notifies: Bool, oldValue: Value, newValue: Value,
        site: SourceRange
    ) throws
    /// `objectWillChange.send()` called by hand.
    func objectWillChangeSent(_ object: ObjectInstance, site: SourceRange) throws
    func stateRead(_ box: StateBox)
    /// A `@State` read by the running body through one of its `@Binding` properties
    /// (nil: read directly).
    func stateRead(_ box: StateBox, throughBinding property: String?)
    /// A view's own stored property (by index) was read by code running for `node`.
    func viewPropertyRead(_ index: Int, node: ViewNode?)
    func stateWrite(_ box: StateBox, oldValue: Value, newValue: Value, site: SourceRange) throws
    /// A control (`Toggle(isOn: $flag)`) built by the running body with a binding to a
    /// state cell or an object's property: the control reads the binding in its own update,
    /// not the body that builds it (R6.1). Returns false when the host does not track the
    /// binding's source (a `Binding(get:set:)`), which the body then reads itself.
    func bindControl(_ control: ViewValue, argument: Int, to location: BindingLocation) -> Bool
    /// A view's `@Binding` read an @Observable property while a ForEach row's content ran.
    /// The binding is the view's dynamic property, so the read is the view's, not the row
    /// content's (R2.7). Returns false when the host keeps no row contents; the interpreter
    /// then registers the read as it would any other.
    func bindingReadInRowContent(_ object: ObjectInstance, field: Int, chain: [String], site: SourceRange) -> Bool
    /// The environment value for a key, as seen by the view whose code runs.
    func environmentValue(_ key: EnvironmentKey, node: ViewNode?, site: SourceRange) throws -> Value
    /// Adds simulated cost to whatever runs now.
    func charge(_ seconds: Double, for reason: String, site: SourceRange)
    /// The simulated clock, in seconds since the scenario started.
    var now: Double { get }
    func nextUUID() -> UInt64
    func nextRandom() -> UInt64
    /// `every(D) { }` / `after(D) { }` inside task code.
    func scheduleTimer(interval: Double, repeats: Bool, action: Closure, site: SourceRange) throws
    /// `Task { }`: an unstructured task (never cancelled, R10.2).
    func startUnstructuredTask(_ body: Closure, site: SourceRange) throws
    /// A Combine subscription to `Timer.publish(every:…).autoconnect()`: `action` runs on
    /// every tick of the simulated clock until the returned cancel is called.
    func subscribeTimer(interval: Double, action: Closure, site: SourceRange) throws -> () -> Void
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: `action` runs on the main run
    /// loop after each interval of the simulated clock (once, unless it repeats) until the
    /// returned invalidate is called.
    func scheduleRunLoopTimer(interval: Double, repeats: Bool, action: Closure, site: SourceRange) -> () -> Void
    /// `withAnimation(_:_:completion:)`: `action` runs once, `seconds` later on the simulated
    /// clock, as code of the view or step that called it (R9.6).
    func scheduleAnimationCompletion(after seconds: Double, action: Closure, site: SourceRange)
    /// `DispatchQueue.main.async { }` and `asyncAfter(deadline:)`: `action` runs once on the main
    /// queue, `seconds` later on the simulated clock (at the least after the code that
    /// dispatched it), as code of the view or step that dispatched it; nothing cancels it.
    func dispatchToMainQueue(after seconds: Double, action: Closure, site: SourceRange)
    /// The ForEach row whose content is being built now, if any.
    var currentRowKey: RowContentKey? { get }
    /// `print(…)` in scenario code: its text and terminator, written to the transcript
    /// line by line (a `terminator: " "` continues the line). More than
    /// `Limits.outputBytes` in one run is an error at the `print`.
    func printed(_ text: String, site: SourceRange) throws
    /// `Self._printChanges()` / `Self._logChanges()` in the body of `viewType`: the line
    /// SwiftUI prints for this body run (R11.4), into the transcript.
    func printChanges(viewType: String, site: SourceRange) throws
    /// Counts interpreted operations (the per-step backstop limit).
    func tick(site: SourceRange) throws
    /// Counts `count` operations at once: the work of building a large value (`Array(repeating:
    /// count:)`, a range made into an array), at one operation per ten elements.
    func tick(_ count: Int, site: SourceRange) throws
    /// A ForEach's data broke R1.4 (a duplicate id, a range that is not constant).
    func forEachIssue(_ issue: ForEachIssue)
    /// Something SwiftUI logs to the console and goes on from, with the rule it follows.
    func warn(_ message: String, at site: SourceRange, rule: String)
    // Tasks and suspension: see the extension below for what each does.
    func startTask(_ body: Closure, detached: Bool, site: SourceRange) throws -> Value
    var currentTask: SimulatedTask? { get }
    func cancel(_ task: SimulatedTask)
    func sleep(micros: Int64, site: SourceRange) throws
    func yieldTask(site: SourceRange) throws
    func value(of task: SimulatedTask, site: SourceRange) throws -> Value
    func startChildTask(_ body: Closure, name: String, site: SourceRange) throws -> SimulatedTask
    func runTaskGroup(_ body: Closure, throwing: Bool, site: SourceRange) throws -> Value
    func addGroupTask(_ box: TaskGroupBox, _ body: Closure, site: SourceRange) throws
    func groupNext(_ box: TaskGroupBox, site: SourceRange) throws -> Value?
    func cancelGroup(_ box: TaskGroupBox)
    func makeStream(throwing: Bool, elementType: String) -> AsyncStreamBox
    func streamYield(_ box: AsyncStreamBox, _ value: Value, site: SourceRange) throws
    func streamFinish(_ box: AsyncStreamBox, failure: Value?, site: SourceRange) throws
    func makeAsyncIterator(_ source: Value, at range: SourceRange) throws -> AsyncIteratorState
    func nextElement(_ iterator: inout AsyncIteratorState, at range: SourceRange) throws -> Value?
    func endIteration(_ iterator: AsyncIteratorState) throws
    /// `UserDefaults.standard`'s in-memory store, which `@AppStorage` shares (R5.6):
    /// the value kept for a key, if any.
    func defaultsValue(forKey key: String) -> Value?
    /// `UserDefaults.standard.set(_:forKey:)` (nil: `removeObject(forKey:)`); views with
    /// `@AppStorage` of that key see the new value (R5.6).
    func setDefault(_ value: Value?, forKey key: String, site: SourceRange) throws
}

extension InterpreterHost {
    package func stateRead(_ box: StateBox, throughBinding property: String?) { stateRead(box) }
    package func forEachIssue(_ issue: ForEachIssue) {}
    package func warn(_ message: String, at site: SourceRange, rule: String) {}
    package func bindControl(_ control: ViewValue, argument: Int, to location: BindingLocation) -> Bool { false }
    package func bindingReadInRowContent(
        _ object: ObjectInstance, field: Int, chain: [String], site: SourceRange
    ) -> Bool { false }
}

/// Tasks and suspension (Graph/Simulation+Tasks.swift). A host that runs no tasks (a
/// test's host) keeps these defaults: every use is a runtime error.
extension InterpreterHost {
    /// `Task { }` / `Task.detached { }`: a new task; returns its handle.
    package func startTask(_ body: Closure, detached: Bool, site: SourceRange) throws -> Value {
        try startUnstructuredTask(body, site: site)
        return .void
    }
    /// The task whose code runs now (nil for synchronous code outside any task).
    package var currentTask: SimulatedTask? { nil }
    /// `task.cancel()`.
    package func cancel(_ task: SimulatedTask) { task.isCancelled = true }
    /// `try await Task.sleep(…)`: suspends the running task for `micros` on the simulated clock.
    package func sleep(micros: Int64, site: SourceRange) throws {
        throw RuntimeError("'Task.sleep' needs a running simulation", at: site, group: .unsupported)
    }
    /// `await Task.yield()`.
    package func yieldTask(site: SourceRange) throws {}
    /// `await task.value`: waits for the task to end; its result, or its error thrown.
    package func value(of task: SimulatedTask, site: SourceRange) throws -> Value {
        throw RuntimeError("'value' needs a running simulation", at: site, group: .unsupported)
    }
    /// `async let name = …`: a child task of the running task; returns it.
    package func startChildTask(_ body: Closure, name: String, site: SourceRange) throws -> SimulatedTask {
        throw RuntimeError("'async let' needs a running simulation", at: site, group: .unsupported)
    }
    /// `withTaskGroup` / `withThrowingTaskGroup`, `addTask`, `next()`, `cancelAll()`.
    package func runTaskGroup(_ body: Closure, throwing: Bool, site: SourceRange) throws -> Value {
        throw RuntimeError("a task group needs a running simulation", at: site, group: .unsupported)
    }
    package func addGroupTask(_ box: TaskGroupBox, _ body: Closure, site: SourceRange) throws {
        throw RuntimeError("a task group needs a running simulation", at: site, group: .unsupported)
    }
    package func groupNext(_ box: TaskGroupBox, site: SourceRange) throws -> Value? { nil }
    package func cancelGroup(_ box: TaskGroupBox) {}
    /// A new stream's state.
    package func makeStream(throwing: Bool, elementType: String) -> AsyncStreamBox {
        AsyncStreamBox(id: 0, throwing: throwing, elementType: elementType)
    }
    /// `continuation.yield(x)` / `finish()` / `finish(throwing:)`.
    package func streamYield(_ box: AsyncStreamBox, _ value: Value, site: SourceRange) throws {
        box.buffer.append(value)
    }
    package func streamFinish(_ box: AsyncStreamBox, failure: Value?, site: SourceRange) throws {
        box.finished = true
    }
    /// `for await x in source`: starts the iteration.
    package func makeAsyncIterator(_ source: Value, at range: SourceRange) throws -> AsyncIteratorState {
        throw RuntimeError("'for await' needs a running simulation", at: range, group: .unsupported)
    }
    /// The next element, suspending the running task until there is one; nil at the end.
    package func nextElement(_ iterator: inout AsyncIteratorState, at range: SourceRange) throws -> Value? { nil }
    /// A `for await` loop left early (`break`, `return`).
    package func endIteration(_ iterator: AsyncIteratorState) throws {}
}

extension InterpreterHost {
    /// A host without a store keeps nothing.
    package func defaultsValue(forKey key: String) -> Value? { nil }
    package func setDefault(_ value: Value?, forKey key: String, site: SourceRange) throws {
        throw RuntimeError("'UserDefaults' needs a running simulation", at: site, group: .unsupported)
    }
}

extension InterpreterHost {
    /// A host without a clock never ticks: the subscription does nothing.
    package func subscribeTimer(interval: Double, action: Closure, site: SourceRange) throws -> () -> Void { {} }
    package func scheduleRunLoopTimer(interval: Double, repeats: Bool, action: Closure, site: SourceRange)
        -> () -> Void
    { {} }
    package func scheduleAnimationCompletion(after seconds: Double, action: Closure, site: SourceRange) {}
    package func dispatchToMainQueue(after seconds: Double, action: Closure, site: SourceRange) {}
    package var currentRowKey: RowContentKey? { nil }
    package func tick(_ count: Int, site: SourceRange) throws {}
}
