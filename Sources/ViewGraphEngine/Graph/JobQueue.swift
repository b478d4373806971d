// The simulated main actor's queue of deferred work (DESIGN.md §3.9; R10.1,
// R10.2, R9.1 of Guides/Rules.md).
//
// Faithfulness: simplified. Timers (`after`, `every`), a step's `every … for …`
// ticks and the actions that run once an update is done (`onAppear`, `onDisappear`,
// the start of a `.task`, R10.1, R10.2) wait in one queue ordered by simulated time,
// then by sequence number. A `Task { }` body starts as a job due now, after the code
// that created it (as Swift enqueues it on the main actor), and a suspended task
// resumes as a job (`Job.Work.resume`, Graph/TaskFrame.swift). Not modelled:
// priorities, executors other than the main actor.
import ViewGraphDiagnostics
import ViewGraphSyntax

/// Where a piece of deferred work came from, carried by the work itself.
///
/// In real Swift this is the task-local state of the job that runs: which task it
/// belongs to (so `after`/`every` schedule into it and cancelling the task cancels
/// them, R10.2) and, for the explanations ViewGraph gives, which view's code started
/// it and whether that code was an `.onAppear` action (R10.1: nothing cancels what
/// it starts). A job is run with its own context; code it runs sees that context
/// through `Simulation.runningContext`, and work it schedules copies it.
///
/// Invariants: a context is a value; it never changes after the job is made. It holds
/// its view through a link, so a queued job does not keep a destroyed view alive.
package struct JobContext {
    /// The task the work belongs to; nil for a step's own code and for appear and
    /// disappear actions (they belong to no task).
    package var task: SimulatedTask?
    private var originLink: NodeLink?
    /// Started by an `.onAppear` action (R10.1: its Tasks are never cancelled).
    package var fromOnAppear: Bool

    package init(task: SimulatedTask?, origin: ViewNode?, fromOnAppear: Bool) {
        self.task = task
        self.originLink = origin?.link
        self.fromOnAppear = fromOnAppear
    }

    /// The view whose code started the work; nil for a step's own code (or once freed).
    package var origin: ViewNode? { originLink?.target }

    /// The context of a step's own statements: no task, no view.
    package static var step: JobContext { JobContext(task: nil, origin: nil, fromOnAppear: false) }
}

/// One piece of deferred work: what to run, when, and in which context.
package struct Job {
    /// When a job runs, and whether it runs again.
    package enum Kind {
        /// At `time` on the simulated clock; a repeating timer (`every`) is put back
        /// `interval` later each time it fires, keeping its sequence number.
        case timer(interval: Int64, repeats: Bool)
        /// Once the update that queued it is done, before the next frame (R10.1: an
        /// appear action completes before the first rendered frame of its view).
        case afterUpdate(LifecycleAction)
        /// A task's start or resumption (`Task { }`, the end of a `Task.sleep`, an
        /// element for a waiting `for await`): due now or at a sleep's end.
        case taskBody
    }

    /// The lifecycle action an `.afterUpdate` job performs.
    package enum LifecycleAction { case onAppear, onDisappear, taskStart, changeObserver }

    /// The code a job runs.
    package enum Work {
        /// A closure of scenario code, called with these arguments (none for most jobs;
        /// the old and new value for an `.onChange` action).
        case call(Closure, arguments: [Value] = [])
        /// A step's `every … for …` statements, each run in a new child scope of the step's scope.
        case statements([Stmt], scope: Scope)
        /// Resumes a suspended task frame.
        case resume(TaskFrame, ResumeSignal)
    }

    /// Order among jobs due at the same time: the order they were first scheduled in.
    package let sequence: Int
    /// Simulated time (microseconds) at which the job is due.
    package internal(set) var time: Int64
    package let kind: Kind
    package let work: Work
    package let context: JobContext
    /// Where the work was scheduled, for errors it raises (limits).
    package let site: SourceRange

    /// Whether the job waits for the end of the current update rather than the clock.
    package var runsAfterUpdate: Bool {
        if case .afterUpdate = kind { return true }
        return false
    }

    /// Whether the job begins a `.task` modifier's body.
    package var startsViewTask: Bool {
        if case .afterUpdate(.taskStart) = kind { return true }
        return false
    }
}

/// The queue of jobs the simulation runs, ordered by (time, sequence).
///
/// It models the main actor's run loop as seen by scenario code: work scheduled for
/// later runs in time order, and work scheduled for the same instant runs in the order
/// it was scheduled. Everything is deterministic: sequence numbers come from one
/// counter, and nothing here iterates a Dictionary or a Set.
///
/// ```swift
/// var queue = JobQueue()
/// queue.schedule(at: 100, kind: .timer(interval: 100, repeats: true), work: .call(tick), context: context, site: site)
/// while let job = queue.popNext(dueBy: clock) { … }
/// ```
///
/// Invariants: `jobs` is sorted by (time, sequence); sequence numbers are unique and
/// increase in scheduling order; a repeating job keeps its sequence number when it is
/// put back, so timers that fire at the same instant always fire in the order they
/// were started. Cancelling a task removes every job it owns.
///
/// Cost: scheduling is a binary search plus an insertion, O(n) in the number of
/// waiting jobs (a scenario has a handful); popping the next job is O(n) for the
/// shift; cancelling a task is O(n).
package struct JobQueue {
    /// Waiting jobs, earliest first.
    package private(set) var jobs: [Job] = []
    private var nextSequence = 0

    package init() {}

    package var isEmpty: Bool { jobs.isEmpty }
    package var count: Int { jobs.count }

    /// Adds a job; returns its sequence number.
    @discardableResult
    package mutating func schedule(
        at time: Int64, kind: Job.Kind, work: Job.Work, context: JobContext, site: SourceRange
    ) -> Int {
        nextSequence += 1
        insert(Job(sequence: nextSequence, time: time, kind: kind, work: work, context: context, site: site))
        return nextSequence
    }

    /// Removes and returns the earliest job due at or before `deadline`.
    package mutating func popNext(dueBy deadline: Int64) -> Job? {
        guard let first = jobs.first, first.time <= deadline else { return nil }
        return jobs.removeFirst()
    }

    /// Removes and returns every job that waits for the end of the update, in order.
    package mutating func popAfterUpdateJobs() -> [Job] {
        guard jobs.contains(where: \.runsAfterUpdate) else { return [] }
        let due = jobs.filter(\.runsAfterUpdate)
        jobs.removeAll(where: \.runsAfterUpdate)
        return due
    }

    /// Puts a repeating job back, due `interval` after it was due, with its sequence number.
    package mutating func reschedule(_ job: Job, interval: Int64) {
        var next = job
        next.time += interval
        insert(next)
    }

    /// Removes every timer and action owned by `task` (R10.2: cancelling a task cancels
    /// its work). Its own start and resumptions stay: a cancelled task still runs to its end.
    package mutating func cancelJobs(of task: SimulatedTask) {
        jobs.removeAll { job in
            if case .taskBody = job.kind { return false }
            return job.context.task === task
        }
    }

    /// Removes the job with this sequence number; returns it.
    @discardableResult
    package mutating func remove(sequence: Int) -> Job? {
        guard let index = jobs.firstIndex(where: { $0.sequence == sequence }) else { return nil }
        return jobs.remove(at: index)
    }

    /// The sequence number the next job will get.
    package var nextSequenceNumber: Int { nextSequence + 1 }

    /// Removes and returns the earliest task job due by `deadline` that was scheduled
    /// before `sequence`.
    package mutating func popTaskJob(dueBy deadline: Int64, before sequence: Int) -> Job? {
        guard
            let index = jobs.firstIndex(where: { job in
                guard job.time <= deadline else { return false }
                if case .taskBody = job.kind { return job.sequence < sequence }
                return false
            })
        else { return nil }
        return jobs.remove(at: index)
    }

    private mutating func insert(_ job: Job) {
        var low = 0
        var high = jobs.count
        while low < high {
            let middle = (low + high) / 2
            if (jobs[middle].time, jobs[middle].sequence) < (job.time, job.sequence) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        jobs.insert(job, at: low)
    }
}
