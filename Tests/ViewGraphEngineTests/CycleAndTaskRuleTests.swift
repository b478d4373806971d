import Testing
import ViewGraphEngine

@Suite("Update cycle and tasks (R9, R10, Guides/Rules.md)")
struct CycleAndTaskRuleTests {
    @Test("R9.3, R3.6: publishing from body warns and re-runs the view every frame")
    func publishingFromBodyLoops() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            final class Store: ObservableObject {
                @Published var log: [String] = []
                func note() { log.append("x") }
            }
            struct Screen: View {
                @StateObject private var store = Store()
                var body: some View {
                    let _ = store.note()
                    Text("screen")
                }
            }
            app { Screen() }
            step "frames" {
                frames 4
                expect bodies(Screen) == 4
                expect finding update-during-body
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[0].hitFrameCap)
        #expect(
            harness.steps[0].warnings.contains { $0.message.hasPrefix("Publishing changes from within view updates") })
    }

    @Test("R9.3, R5.4: a @State write during body warns and is dropped")
    func stateWriteDuringBodyIsDropped() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Screen: View {
                @State private var n = 0
                var body: some View {
                    let _ = bump()
                    Text("\\(n)")
                }
                func bump() { n = 5 }
            }
            app { Screen() }
            step "look" {
                frames 1
                expect Screen.n == 0
                expect bodies == []
            }
            """)
        harness.expectAllPassed()
        #expect(
            harness.steps[0].warnings.map(\.message) == [
                "Modifying state during view update, this will cause undefined behavior."
            ])
        #expect(harness.findings(0) == ["update-during-body"])
    }

    @Test("R9.3: an @Observable set from body settles once the value is stable")
    func observableSetFromBodySettles() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Model { var seen = 0 }
            struct Screen: View {
                let model: Model
                var body: some View {
                    let _ = mark()
                    Text("\\(model.seen)")
                }
                func mark() { model.seen = 1 }
            }
            app {
                let model = Model()
                Screen(model: model)
            }
            step "reset" {
                model.seen = 0
                expect bodies(Screen) == 2
                expect frames == 2
                expect model.seen == 1
            }
            """)
        harness.expectAllPassed()
        // On the first run no tracker exists yet, and a write inside the tracked
        // closure never fires the tracker being built (Guides/Rules.md, O10).
        #expect(harness.bodies(0) == ["Screen"])
        #expect(harness.steps[1].hitFrameCap == false)
    }

    @Test("R9.1: a frame over the display budget is a hitch; the first render never is")
    func hitchAgainstBudget() throws {
        let harness = try Harness(
            """
            scenario "s" {
                display 120Hz
            }
            struct Screen: View {
                @State private var n = 0
                var body: some View {
                    let _ = work(10ms)
                    Button("\\(n)") { n += 1 }
                }
            }
            app { Screen() }
            step "tap" {
                tap Screen
                expect hitch
                expect finding frame-hitch
                expect finding expensive-body
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[0].hitchFrames.isEmpty)
    }

    @Test("R10.1, R10.2: .task work is cancelled with its view; an unstructured Task is not")
    func taskLifetime() throws {
        let text = """
            scenario "s" {}
            @Observable final class Feed { var ticks = 0 }
            struct Root: View {
                @State private var show = true
                let feed: Feed
                var body: some View {
                    VStack {
                        Button("hide") { show = false }
                        if show {
                            Ticker(feed: feed)
                        }
                    }
                }
            }
            struct Ticker: View {
                let feed: Feed
                var body: some View {
                    Text("t")
                        .task {
                            every(100ms) { feed.ticks += 1 }
                        }
                }
            }
            app {
                let feed = Feed()
                Root(feed: feed)
            }
            step "run" {
                wait 500ms
                expect feed.ticks == 5
            }
            step "hide" {
                tap Root/Button
                expect destroyed == [Ticker]
            }
            step "later" {
                wait 500ms
                expect feed.ticks == 5
                expect no findings
            }
            """
        try Harness(text).expectAllPassed()
        let leaking = text.replacingOccurrences(
            of: ".task {\n                every(100ms) { feed.ticks += 1 }\n            }",
            with: ".onAppear {\n                Task { every(100ms) { feed.ticks += 1 } }\n            }"
        )
        .replacingOccurrences(
            of: "expect feed.ticks == 5\n    expect no findings",
            with: "expect feed.ticks == 10\n    expect finding task-not-cancelled")
        #expect(leaking != text)
        try Harness(leaking).expectAllPassed()
    }

    @Test("R0.2, R3.4: several changes before a frame coalesce into one body run")
    func changesCoalesce() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Model { var a = 0; var b = 0 }
            struct Screen: View {
                let model: Model
                var body: some View { Text("\\(model.a) \\(model.b)") }
            }
            app {
                let model = Model()
                Screen(model: model)
            }
            step "burst" {
                every 10ms for 10ms {
                    model.a = 1
                    model.b = 1
                    model.a = 2
                }
                expect bodies(Screen) == 1
                expect frames == 1
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R0.2, R3.4: statements written one after another in a step are one transaction and one update")
    func consecutiveStatementsAreOneTransaction() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Model {
                var count = 0
                var items: [Int] = []
            }
            final class Feed: ObservableObject {
                @Published var a = 0
                @Published var b = 0
            }
            struct Screen: View {
                let model: Model
                @ObservedObject var feed: Feed
                var body: some View {
                    VStack {
                        Text("\\(model.count) \\(feed.a) \\(feed.b)")
                        ForEach(model.items, id: \\.self) { Text("\\($0)") }
                    }
                }
            }
            app {
                let model = Model()
                let feed = Feed()
                Screen(model: model, feed: feed)
            }
            step "three writes, one body run" {
                model.count += 1
                model.count += 1
                model.count += 1
                expect frames == 1
                expect bodies(Screen) == 1
            }
            step "append then remove: the body runs, nothing is redrawn" {
                model.items.append(4)
                model.items.removeLast()
                expect frames == 1
                expect bodies(Screen) == 1
                expect redrawn == []
            }
            step "two publishes, one body run" {
                feed.a = 1
                feed.b = 1
                expect frames == 1
                expect bodies(Screen) == 1
            }
            step "frames is an event boundary" {
                model.count = 10
                frames 1
                model.count = 11
                expect frames == 3
                expect bodies(Screen) == 2
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R10.2: timers due at the same instant fire in the order their tasks started them")
    func timersAtTheSameInstantFireInStartOrder() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Log { var entries: [String] = [] }
            struct Fast: View {
                let log: Log
                var body: some View {
                    Text("fast").task { every(10ms) { log.entries.append("fast") } }
                }
            }
            struct Slow: View {
                let log: Log
                var body: some View {
                    Text("slow").task { every(20ms) { log.entries.append("slow") } }
                }
            }
            app {
                let log = Log()
                VStack {
                    Fast(log: log)
                    Slow(log: log)
                }
            }
            step "wait" {
                wait 40ms
                expect log.entries == ["fast", "fast", "slow", "fast", "fast", "slow"]
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R10.1: a Task started by a tapped button's action names the tapped view")
    func taskStartedByATapCarriesItsView() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Feed { var polls = 0 }
            struct Screen: View {
                let feed: Feed
                var body: some View {
                    Button("Start") {
                        Task { after(10ms) { feed.polls += 1 } }
                    }
                }
            }
            app {
                let feed = Feed()
                Screen(feed: feed)
            }
            step "tap" {
                tap Screen/Button("Start")
                wait 20ms
                expect feed.polls == 1
            }
            """)
        harness.expectAllPassed()
        let events = harness.steps[1].taskEvents
        #expect(events.map(\.kind) == [.started, .finished, .timerFired])
        #expect(events.map(\.task) == ["Task from Screen", "Task from Screen", "Task from Screen"])
        #expect(events.allSatisfy { $0.origin == "Screen" && $0.unstructured })
    }
}
