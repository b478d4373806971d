// Resumable task frames: how async code suspends in a tree-walking interpreter
// (DESIGN.md §3.9; R10.2, R10.3 of Guides/Rules.md; the scheduling page of
// Guides/Language.md).
//
// Faithfulness: simplified. Each live task whose body can suspend (its closure holds an
// `await`) runs on an OS thread of its own used as a coroutine: exactly one thread runs
// at any time, the simulation's (the driver) or one task's, and control passes between
// them with two semaphores. A task runs until it suspends (`Task.sleep`, `Task.yield`,
// the next element of an `AsyncStream` that has none, the value of an unfinished task)
// or ends; the driver then records where it waits, and the job queue resumes it on the
// simulated clock. Synchronous code (bodies, actions, `onAppear`) never runs on a task
// frame, and a task body without `await` runs on the driver's thread like any job.
// Not modelled: preemption, parallelism, priorities, executors other than the main
// actor (an actor's methods run on the caller's task: one job runs at a time, so its
// isolation holds).
import Foundation
import ViewGraphDiagnostics
import ViewGraphSyntax

/// Why a suspended task frame resumes.
package enum ResumeSignal {
    /// What it waited for happened (the sleep ended, an element arrived).
    case proceed
    /// Its task was cancelled while it waited: a sleep throws `CancellationError`, a
    /// stream's iteration ends.
    case cancelled
    /// The simulation ends: the frame unwinds (`TaskTermination`) and its thread exits.
    case terminate
}

/// What a suspended task waits for.
package enum Suspension {
    /// `Task.sleep`: until this simulated time (microseconds).
    case sleep(until: Int64)
    /// `Task.yield()`: behind the jobs due now.
    case yield
    /// The next element (or the end) of a stream.
    case stream(AsyncStreamBox)
    /// The end of another task (`await task.value`, an `async let`).
    case task(SimulatedTask)
    /// The next child of a task group to finish (`next()`, `for await`, `waitForAll()`).
    case group(TaskGroupBox)
}

/// Thrown at a suspension point when the simulation ends. No `catch`, `try?` or `try!`
/// of scenario code handles it, so task code unwinds to the frame's start.
struct TaskTermination: Error {}

/// One task's coroutine: the thread its body runs on and the hand-off with the driver.
///
/// ```swift
/// let frame = TaskFrame(task: task) { try interpreter.call(body, arguments: [], at: site) }
/// switch try frame.resume(.proceed) {      // runs until the body suspends or ends
/// case .suspended(let what): …             // schedule its resumption
/// case .finished(let outcome): …           // the thread has been joined
/// }
/// ```
///
/// Invariants: exactly one of the driver and the frame runs at a time (each waits on its
/// semaphore while the other runs), so the interpreter and the simulation, which are not
/// thread-safe, are only ever touched by one thread, and every hand-off is a semaphore
/// signal and wait (a happens-before edge). A frame's thread is joined when its body
/// ends; `terminate()` ends a suspended frame, so no thread outlives its simulation.
///
/// Cost: a thread is made when the frame first runs (tens of microseconds); a hand-off is
/// two semaphore operations, on one CPU (the frame's thread follows the driver's, on
/// Linux). The stack is reserved address space; only touched pages are committed.
package final class TaskFrame: @unchecked Sendable {
    package enum Event {
        case suspended(Suspension)
        case finished(Result<Value, any Error>)
    }

    /// Stack of a frame's thread: task code nests calls as deep as the interpreter's limits allow.
    static let stackSize = 256 << 20
    /// Frames whose thread has started and not been joined, in this process (tests check
    /// that simulations leave none).
    private static let liveThreads = Locked(0)

    package static var liveThreadCount: Int { liveThreads.value }

    package let task: SimulatedTask
    private let body: () throws -> Value
    private let toFrame = DispatchSemaphore(value: 0)
    private let toDriver = DispatchSemaphore(value: 0)
    private var thread: JoinableThread?
    /// The CPU the frame's thread was last pinned to (follows the resuming thread's).
    private var pinnedCPU: Int32 = -1
    private var signal: ResumeSignal = .proceed
    private var event: Event?
    package private(set) var isFinished = false
    /// The interpreter's call chain and depth while this frame is not running.
    var savedState = Interpreter.ExecutionState()
    /// What the frame waits for while suspended.
    package internal(set) var waiting: Suspension?
    /// The sequence number of the queued job that resumes it, if one is queued.
    var resumptionJob: Int?
    /// Set once the simulation ends: every later suspension point throws `TaskTermination`.
    private(set) var isTerminating = false

    init(task: SimulatedTask, body: @escaping () throws -> Value) {
        self.task = task
        self.body = body
    }

    /// Driver side: runs the frame until it suspends or ends. Throws when no thread can be made.
    func resume(_ signal: ResumeSignal, site: SourceRange) throws -> Event {
        precondition(!isFinished, "a finished task frame was resumed")
        self.signal = signal
        if signal == .terminate { isTerminating = true }
        waiting = nil
        let starting = thread == nil
        if starting {
            guard
                let started = LargeStack.spawn(
                    stackSize: Self.stackSize,
                    { [self] in
                        let outcome = Result { try self.body() }
                        self.event = .finished(outcome)
                        self.toDriver.signal()
                    })
            else {
                throw RuntimeError("no thread could be made for a task", at: site, group: .limits)
            }
            Self.liveThreads.withLock { $0 += 1 }
            thread = started
        }
        let cpu = JoinableThread.currentCPU
        follow(cpu)
        JoinableThread.holding(cpu) {
            // A new thread runs its body at once; a suspended one waits to be signalled.
            if !starting { toFrame.signal() }
            toDriver.wait()
        }
        guard let event else { preconditionFailure("a task frame handed back no event") }
        self.event = nil
        if case .finished = event {
            isFinished = true
            thread?.join()
            thread = nil
            Self.liveThreads.withLock { $0 -= 1 }
        }
        return event
    }

    /// Keeps the frame's thread on `cpu`, the resuming thread's, so each hand-off
    /// is a switch on one CPU rather than a wake-up of another (W6 of `viewgraph bench`:
    /// about three times faster a tick on a two-core virtual machine). One syscall when
    /// the resuming thread moved; none otherwise.
    private func follow(_ cpu: Int32) {
        guard cpu != pinnedCPU, let thread, thread.pin(to: cpu) else { return }
        pinnedCPU = cpu
    }

    /// Frame side: hands control back to the driver and waits to be resumed.
    func suspend(_ suspension: Suspension) throws -> ResumeSignal {
        if isTerminating { throw TaskTermination() }
        waiting = suspension
        event = .suspended(suspension)
        toDriver.signal()
        toFrame.wait()
        if signal == .terminate { throw TaskTermination() }
        return signal
    }
}

/// The state of one `AsyncStream` / `AsyncThrowingStream`: its buffer, whether it has
/// finished, the task waiting for its next element and its `onTermination` handler.
///
/// Invariants: at most one task iterates a stream (Swift traps on a second; here it is a
/// runtime error); `onTermination` runs at most once, when the stream finishes or its
/// iterating task is cancelled.
package final class AsyncStreamBox {
    package let id: Int
    package let throwing: Bool
    package let elementType: String
    var buffer: [Value] = []
    /// `finish()` was called: the iteration ends once the buffer is empty.
    var finished = false
    /// `finish(throwing:)`: the error the iteration throws after the buffer.
    var failure: Value?
    /// `onTermination` has run (or the stream ended without one).
    var terminated = false
    var onTermination: Closure?
    /// The task suspended in `next()`.
    var waiter: TaskFrame?
    /// The task that iterates it (one only).
    var consumer: SimulatedTask?

    init(id: Int, throwing: Bool, elementType: String) {
        self.id = id
        self.throwing = throwing
        self.elementType = elementType
    }
}

/// A task group: the child tasks `addTask` started, whose results `next()` and
/// `for await` return in the order the children finish.
package final class TaskGroupBox {
    package let id: Int
    package let throwing: Bool
    var children: [SimulatedTask] = []
    /// Children that finished and whose results were not taken yet, in the order they finished.
    var finished: [SimulatedTask] = []
    /// How many results `next()` has taken.
    var consumedCount = 0
    /// The task suspended in `next()` until a child finishes.
    var waiter: TaskFrame?

    init(id: Int, throwing: Bool) {
        self.id = id
        self.throwing = throwing
    }
}

/// Concurrency values a scenario holds: tasks, streams and their continuations, task
/// groups, and the `CancellationError` a cancelled sleep throws.
package enum ConcurrencyValue {
    case task(SimulatedTask)
    case stream(AsyncStreamBox)
    case continuation(AsyncStreamBox)
    case group(TaskGroupBox)
    /// The name an `async let` binds: its child task, awaited when the name is read.
    case asyncLet(SimulatedTask)
    case cancellationError
}

/// Where a `for await` loop is in what it iterates.
package enum AsyncIteratorState {
    case stream(AsyncStreamBox)
    /// A task group: each child's result as it finishes.
    case group(TaskGroupBox)
    /// A plain sequence iterated with `for await` (each element is ready at once).
    case values([Value], next: Int)
}

/// An error thrown by scenario code (`throw`, a cancelled `Task.sleep`), travelling as a
/// Swift error until a `catch` (or `try?`) takes it or it ends its task. It crosses from a
/// task's thread to the simulation's only through `TaskFrame`'s hand-off, while the other
/// thread waits, so the value in it is never used by two threads at once (why
/// `@unchecked Sendable` is true; `Error` requires `Sendable`).
struct ThrownError: Error, @unchecked Sendable {
    var value: Value
    var range: SourceRange
}
