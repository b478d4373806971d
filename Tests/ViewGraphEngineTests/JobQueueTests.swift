import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

@Suite("Job queue (R10.1, R10.2, Guides/Rules.md)")
struct JobQueueTests {
    private let scope = Scope(parent: nil)
    private let site = SourceRange.at(0)

    private func task(_ id: Int) -> SimulatedTask {
        SimulatedTask(id: id, kind: .unstructured, origin: "step", originNode: nil, fromOnAppear: false)
    }

    private func context(_ task: SimulatedTask?) -> JobContext {
        JobContext(task: task, origin: nil, fromOnAppear: false)
    }

    private func drain(_ queue: inout JobQueue, dueBy deadline: Int64) -> [Int] {
        var order: [Int] = []
        while let job = queue.popNext(dueBy: deadline) { order.append(job.sequence) }
        return order
    }

    @Test("jobs run by time, then in the order they were scheduled")
    func orderedByTimeThenSequence() {
        var queue = JobQueue()
        let late = queue.schedule(
            at: 300, kind: .timer(interval: 300, repeats: false), work: .statements([], scope: scope),
            context: context(task(1)), site: site)
        let firstAt100 = queue.schedule(
            at: 100, kind: .timer(interval: 100, repeats: false), work: .statements([], scope: scope),
            context: context(task(2)), site: site)
        let secondAt100 = queue.schedule(
            at: 100, kind: .timer(interval: 100, repeats: false), work: .statements([], scope: scope),
            context: context(task(3)), site: site)
        let early = queue.schedule(
            at: 50, kind: .timer(interval: 50, repeats: false), work: .statements([], scope: scope),
            context: context(task(4)), site: site)
        #expect(drain(&queue, dueBy: 99) == [early])
        #expect(drain(&queue, dueBy: 299) == [firstAt100, secondAt100])
        #expect(queue.count == 1)
        #expect(drain(&queue, dueBy: 1_000) == [late])
        #expect(queue.isEmpty)
    }

    @Test("a repeating job keeps its place among jobs due at the same time")
    func rescheduledJobKeepsItsSequence() throws {
        var queue = JobQueue()
        let everyTen = queue.schedule(
            at: 10, kind: .timer(interval: 10, repeats: true), work: .statements([], scope: scope),
            context: context(task(1)), site: site)
        let onceAtTwenty = queue.schedule(
            at: 20, kind: .timer(interval: 20, repeats: false), work: .statements([], scope: scope),
            context: context(task(2)), site: site)
        let popped = queue.popNext(dueBy: 10)
        let first = try #require(popped)
        #expect(first.sequence == everyTen)
        queue.reschedule(first, interval: 10)
        // Both are due at 20; the repeating one was scheduled first, so it fires first.
        #expect(queue.jobs.map(\.time) == [20, 20])
        #expect(queue.jobs.map(\.sequence) == [everyTen, onceAtTwenty])
    }

    @Test("R10.2: cancelling a task removes its jobs and only its jobs")
    func cancellingATaskRemovesItsJobs() {
        var queue = JobQueue()
        let cancelled = task(1)
        let kept = task(2)
        queue.schedule(
            at: 10, kind: .timer(interval: 10, repeats: true), work: .statements([], scope: scope),
            context: context(cancelled), site: site)
        let keptTimer = queue.schedule(
            at: 15, kind: .timer(interval: 15, repeats: true), work: .statements([], scope: scope),
            context: context(kept), site: site)
        queue.schedule(
            at: 0, kind: .afterUpdate(.taskStart), work: .statements([], scope: scope), context: context(cancelled),
            site: site)
        let disappear = queue.schedule(
            at: 0, kind: .afterUpdate(.onDisappear), work: .statements([], scope: scope), context: context(nil),
            site: site)
        queue.cancelJobs(of: cancelled)
        #expect(queue.jobs.map(\.sequence) == [disappear, keptTimer])
    }

    @Test("after-update jobs are taken together, in order, leaving timers waiting")
    func afterUpdateJobsAreTakenInOrder() {
        var queue = JobQueue()
        let timer = queue.schedule(
            at: 5, kind: .timer(interval: 5, repeats: false), work: .statements([], scope: scope),
            context: context(task(1)), site: site)
        let appear = queue.schedule(
            at: 0, kind: .afterUpdate(.onAppear), work: .statements([], scope: scope), context: context(nil),
            site: site)
        let start = queue.schedule(
            at: 0, kind: .afterUpdate(.taskStart), work: .statements([], scope: scope), context: context(task(2)),
            site: site)
        #expect(queue.popAfterUpdateJobs().map(\.sequence) == [appear, start])
        #expect(queue.jobs.map(\.sequence) == [timer])
        #expect(queue.popAfterUpdateJobs().isEmpty)
    }

    @Test("a job carries its context: where it came from is the job's, not the simulation's")
    func jobCarriesItsContext() throws {
        var queue = JobQueue()
        let owner = task(7)
        queue.schedule(
            at: 0, kind: .afterUpdate(.onAppear),
            work: .statements([], scope: scope), context: JobContext(task: owner, origin: nil, fromOnAppear: true),
            site: site)
        let popped = queue.popNext(dueBy: 0)
        let job = try #require(popped)
        #expect(job.context.task === owner)
        #expect(job.context.fromOnAppear)
        #expect(job.context.origin == nil)
        #expect(job.runsAfterUpdate)
    }
}
