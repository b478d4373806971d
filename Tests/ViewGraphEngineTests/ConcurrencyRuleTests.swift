import Testing
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

// Tasks, suspension and errors on the simulated clock (R10.2, R10.3; the scheduling
// page of Guides/Language.md).
@Suite("Rules: concurrency and errors")
struct ConcurrencyRuleTests {
    @Test("R10.2: a sleeping .task resumes on the simulated clock and its cancellation reaches the sleep")
    func taskSleepsAndIsCancelled() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Model { var ticks = 0; var log: [String] = [] }
            struct Ticker: View {
                let model: Model
                var body: some View {
                    Text("\\(model.ticks)").task {
                        do {
                            while true {
                                try await Task.sleep(for: .milliseconds(100))
                                model.ticks += 1
                            }
                        } catch is CancellationError {
                            model.log.append("cancelled")
                        } catch {
                            model.log.append("other")
                        }
                    }
                }
            }
            struct Root: View {
                let model: Model
                @State private var shown = true
                var body: some View {
                    VStack {
                        Button("Hide") { shown = false }
                        if shown { Ticker(model: model) }
                    }
                }
            }
            app {
                let model = Model()
                Root(model: model)
            }
            step "run" {
                wait 350ms
                expect model.ticks == 3
            }
            step "hide" {
                tap Root/Button("Hide")
                wait 300ms
                expect model.ticks == 3
                expect model.log == ["cancelled"]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.simulation.liveFrames.isEmpty)
    }

    @Test("R10.3: a Task a model's init starts, while a body builds the model, is named by that view, not by a step")
    func taskStartedWhileABodyRunsIsNamedByItsView() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Feed {
                var items: [String] = []
                init() { Task { await load() } }
                func load() async {
                    try? await Task.sleep(for: .seconds(1))
                    items = ["a", "b"]
                }
            }
            struct FeedView: View {
                @State private var feed = Feed()
                var body: some View { Text("\\(feed.items.count) items") }
            }
            struct Root: View {
                var body: some View { FeedView() }
            }
            app { Root() }
            step "the load ends" {
                wait 2s
                expect bodies == [FeedView]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[0].taskEvents.map(\.task) == ["Task from Root"])
        #expect(harness.steps[0].taskEvents.map(\.origin) == ["Root"])
    }

    @Test("R10.3: Task { } runs after the code that starts it, and a task's value can be awaited")
    func unstructuredTaskIsEnqueued() throws {
        let printed = try printedByStep(
            "go()\nwait 10ms",
            declarations: """
                func go() {
                    let t = Task { () -> Int in
                        print("body")
                        try? await Task.sleep(nanoseconds: 1_000_000)
                        return 7
                    }
                    print("after Task")
                    Task {
                        let v = await t.value
                        print("value \\(v)")
                    }
                }
                """)
        #expect(printed == ["after Task", "body", "value 7"])
    }

    @Test("AsyncStream: yielded values reach for await in order; finish ends the loop and runs onTermination")
    func streamDeliversInOrder() throws {
        let printed = try printedByStep(
            """
            let stream = AsyncStream { continuation in
                continuation.onTermination = { _ in print("terminated") }
                Task {
                    for i in 1...3 {
                        try? await Task.sleep(for: .milliseconds(10))
                        continuation.yield(i)
                    }
                    continuation.finish()
                }
            }
            Task {
                for await value in stream { print("got \\(value)") }
                print("done")
            }
            wait 100ms
            """)
        // `finish()` runs `onTermination` at once, before the buffered 3 is read (as Swift does).
        #expect(printed == ["got 1", "got 2", "terminated", "got 3", "done"])
    }

    @Test("Errors: throw, catch patterns, try?, localizedDescription")
    func errorsAreCaught() throws {
        let printed = try printedByStep(
            "run()",
            declarations: """
                enum Problem: Error { case negative(Int) }
                func check(_ n: Int) throws -> Int {
                    if n < 0 { throw Problem.negative(n) }
                    return n
                }
                func run() {
                    do {
                        _ = try check(-2)
                    } catch Problem.negative(let n) {
                        print("negative \\(n)")
                    } catch {
                    }
                    print((try? check(-1)) == nil)
                    do {
                        _ = try check(-3)
                    } catch let error as Problem {
                        print(error.localizedDescription)
                    } catch {
                    }
                }
                """)
        #expect(
            printed == [
                "negative -2", "true", "The operation couldn’t be completed. (App.Problem error 0.)",
            ])
    }

    @Test("Errors: an uncaught error ends its task and is shown in the trace")
    func uncaughtErrorEndsTheTask() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            enum Failure: Error { case boom }
            app { Text("x") }
            step "run" {
                Task {
                    try await Task.sleep(for: .milliseconds(5))
                    throw Failure.boom
                }
                wait 10ms
            }
            """)
        #expect(
            harness.steps[1].warnings.map(\.message) == [
                "Task from step ended by throwing boom, and no code awaits its value: the error goes unseen"
            ])
    }

    @Test("Determinism: suspended tasks end with the simulation and leave no thread behind")
    func tasksEndWithTheSimulation() throws {
        var harness: Harness? = try Harness(
            """
            scenario "s" {}
            @Observable final class Model { var n = 0 }
            app {
                let model = Model()
                Text("\\(model.n)").task {
                    let stream = AsyncStream { _ in }
                    for await _ in stream { model.n += 1 }
                }
            }
            step "run" {
                Task { try? await Task.sleep(for: .seconds(3600)) }
                wait 10ms
            }
            """)
        let frames = harness?.simulation.liveFrames ?? []
        #expect(frames.count == 2)
        harness?.simulation.endTasks()
        harness = nil
        #expect(frames.allSatisfy { $0.isFinished })
    }

    @Test("Determinism: the same file gives the same trace")
    func sameFileSameOutput() throws {
        let text = """
            scenario "s" {}
            @Observable final class Model { var values: [Int] = [] }
            app { Text("x") }
            step "run" {
                let model = Model()
                for i in 1...5 {
                    Task {
                        try? await Task.sleep(for: .milliseconds(10 * (6 - i)))
                        model.values.append(i)
                        await Task.yield()
                        model.values.append(i * 10)
                    }
                }
                wait 100ms
                expect model.values == [5, 50, 4, 40, 3, 30, 2, 20, 1, 10]
            }
            """
        let first = try Harness(text)
        let second = try Harness(text)
        first.expectAllPassed()
        #expect(first.steps[1].taskEvents.map(\.task) == second.steps[1].taskEvents.map(\.task))
    }

    @Test("async let: children start as jobs due now, run at the same time, and reading the name awaits")
    func asyncLetRunsChildrenConcurrently() throws {
        let printed = try printedByStep(
            "go()\nwait 400ms",
            declarations: """
                // Milliseconds on the simulated clock since launch (`print(Date.now)` shows whole seconds).
                func elapsed() -> String { "\\(Int(((Date.now.timeIntervalSinceReferenceDate - 788_918_400) * 1000).rounded()))ms" }
                func fetch(_ name: String, ms: Int) async throws -> String {
                    print("start \\(name)")
                    try await Task.sleep(for: .milliseconds(ms))
                    print("end \\(name) at \\(elapsed())")
                    return name
                }
                func go() {
                    Task {
                        async let a = fetch("a", ms: 300)
                        async let b = fetch("b", ms: 200)
                        print("declared")
                        let joined = try await a + b
                        print("joined \\(joined) at \\(elapsed())")
                    }
                }
                """)
        #expect(
            printed == [
                "declared", "start a", "start b", "end b at 200ms", "end a at 300ms",
                "joined ab at 300ms",
            ])
    }

    @Test("async let: a child's error is thrown where it is awaited; a child not awaited is cancelled and awaited")
    func asyncLetErrorsAndScopeExit() throws {
        let printed = try printedByStep(
            "go()\nwait 1s",
            declarations: """
                // Milliseconds on the simulated clock since launch (`print(Date.now)` shows whole seconds).
                func elapsed() -> String { "\\(Int(((Date.now.timeIntervalSinceReferenceDate - 788_918_400) * 1000).rounded()))ms" }
                struct Offline: Error {}
                func failing() async throws -> Int {
                    try await Task.sleep(for: .milliseconds(100))
                    throw Offline()
                }
                func slow() async -> String {
                    do {
                        try await Task.sleep(for: .seconds(5))
                        return "finished"
                    } catch {
                        print("slow cancelled at \\(elapsed())")
                        return "cancelled"
                    }
                }
                func go() {
                    Task {
                        do {
                            async let value = failing()
                            _ = try await value
                        } catch {
                            print("caught \\(error is Offline)")
                        }
                        do {
                            async let ignored = slow()
                            print("leaving scope")
                        }
                        print("after scope at \\(elapsed())")
                    }
                }
                """)
        #expect(
            printed == [
                "caught true", "leaving scope", "slow cancelled at 100ms", "after scope at 100ms",
            ])
    }

    @Test("async let: cancelling the parent task cancels its children (structured concurrency)")
    func asyncLetChildIsCancelledWithItsParent() throws {
        let printed = try printedByStep(
            "go()\nwait 1s",
            declarations: """
                // Milliseconds on the simulated clock since launch (`print(Date.now)` shows whole seconds).
                func elapsed() -> String { "\\(Int(((Date.now.timeIntervalSinceReferenceDate - 788_918_400) * 1000).rounded()))ms" }
                func child() async -> String {
                    do {
                        try await Task.sleep(for: .seconds(5))
                        return "done"
                    } catch {
                        return "child cancelled at \\(elapsed())"
                    }
                }
                func go() {
                    let parent = Task {
                        async let result = child()
                        print(await result)
                    }
                    Task {
                        try? await Task.sleep(for: .milliseconds(250))
                        parent.cancel()
                    }
                }
                """)
        #expect(printed == ["child cancelled at 250ms"])
    }

    @Test("async let outside a task is a runtime error")
    func asyncLetOutsideATask() throws {
        let error = simulationError(
            """
            scenario "s" {}
            func value() async -> Int { 1 }
            func go() {
                async let x = value()
            }
            app { Text("x") }
            step "run" {
                go()
            }
            """)
        #expect(error?.message == "'async let' can only run inside a task")
    }

    @Test("task groups: children run at once; for await takes results as they finish; the group waits for the rest")
    func taskGroups() throws {
        let printed = try printedByStep(
            "go()\nwait 2s",
            declarations: """
                // Milliseconds on the simulated clock since launch (`print(Date.now)` shows whole seconds).
                func elapsed() -> String { "\\(Int(((Date.now.timeIntervalSinceReferenceDate - 788_918_400) * 1000).rounded()))ms" }
                struct Fail: Error {}
                func work(_ i: Int) async throws -> Int {
                    try await Task.sleep(for: .milliseconds(400 - i * 100))
                    print("child \\(i) done at \\(elapsed())")
                    return i * 10
                }
                func go() {
                    Task {
                        let total = await withTaskGroup(of: Int.self) { group in
                            for i in 1...3 { group.addTask { (try? await work(i)) ?? 0 } }
                            var results: [Int] = []
                            for await value in group { results.append(value) }
                            return results
                        }
                        print("results \\(total) at \\(elapsed())")
                        do {
                            try await withThrowingTaskGroup(of: Int.self) { group in
                                group.addTask { try await work(1) }
                                group.addTask { throw Fail() }
                                while let value = try await group.next() { print("got \\(value)") }
                            }
                        } catch {
                            print("caught \\(error is Fail) at \\(elapsed())")
                        }
                        await withTaskGroup(of: Void.self) { group in
                            group.addTask { _ = try? await work(2) }
                            print("empty before \\(group.isEmpty)")
                            await group.waitForAll()
                            print("empty after \\(group.isEmpty) at \\(elapsed())")
                        }
                        let unread = await withTaskGroup(of: Int.self) { group in
                            group.addTask { (try? await work(3)) ?? 0 }
                            return "returned at \\(elapsed())"
                        }
                        print(unread, "group ended at \\(elapsed())")
                    }
                }
                """)
        #expect(
            printed == [
                "child 3 done at 100ms", "child 2 done at 200ms", "child 1 done at 300ms",
                "results [30, 20, 10] at 300ms",
                // The thrown error cancels the other child (its sleep throws) before it propagates.
                "caught true at 300ms",
                "empty before false", "child 2 done at 500ms", "empty after true at 500ms",
                // A child whose result nobody takes is still awaited when the body returns.
                "child 3 done at 600ms", "returned at 500ms group ended at 600ms",
            ])
    }
}
