import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the fifteenth probe (Scenarios/KNOWN-ENGINE-ISSUES.md, "Fixed", 156–):
/// code that `check` passed and `run` stopped on, or ran unlike SwiftUI.
@Suite("SwiftUI app code: optional dates, Duration arithmetic, editing one of several matching rows")
struct AppCodeFifteenthProbeTests {
    @Test("'.now' assigned to an optional Date finds Date from the declared type: a property, a model's, a local")
    func implicitMemberIntoAnOptional() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable
            final class Tracker {
                var lastSeen: Date?
            }
            struct Screen: View {
                @State private var tracker = Tracker()
                @State private var openedAt: Date?
                var body: some View {
                    Text(openedAt == nil ? "never" : "opened")
                        .onAppear {
                            openedAt = .now
                            tracker.lastSeen = .now
                            var local: Date? = nil
                            local = .now
                            print(local != nil)
                        }
                }
            }
            app { Screen() }
            step "look" {
                expect Screen.openedAt != nil
                expect Screen.tracker.lastSeen != nil
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[0].printed == ["true"])
    }

    @Test("a Duration divides by an Int or by another Duration, and an Int times a Duration is one")
    func durationArithmetic() throws {
        let printed = try printedByStep(
            """
            let d: Duration = .seconds(3)
            print(d / 2, 2 * d, d / .milliseconds(500))
            """)
        #expect(printed == ["1.5 seconds 6.0 seconds 6.0"])
    }

    private static let inbox = """
        scenario "s" {}
        struct Inbox: View {
            @State private var messages = ["Hi", "Lunch?", "Invoice"]
            var body: some View {
                List {
                    ForEach(messages, id: \\.self) { message in
                        HStack {
                            Text(message)
                            Button("Archive") { }
                        }
                    }
                    .onDelete { messages.remove(atOffsets: $0) }
                    .onMove { messages.move(fromOffsets: $0, toOffset: $1) }
                }
            }
        }
        app { Inbox() }

        """

    @Test("R1.3: delete and move on a view several rows show take '#N', the Nth such row in body order")
    func numberedRowOfSeveral() throws {
        let harness = try Harness(
            Self.inbox + """
                step "archive the second" {
                    delete Inbox/Button("Archive")#2
                    expect Inbox.messages == ["Hi", "Invoice"]
                }
                step "drag the last to the top" {
                    move Inbox/Button("Archive")#2 to 0
                    expect Inbox.messages == ["Invoice", "Hi"]
                }
                """)
        harness.expectAllPassed()
        #expect(harness.steps[1].triggers.first?.action == "onDelete(IndexSet([1]))")
    }

    @Test("without '#N' a view several rows show is ambiguous; a number past them says how many match")
    func ambiguousAndOutOfRangeRows() {
        let ambiguous = simulationError(Self.inbox + "step \"t\" {\n    delete Inbox/Button(\"Archive\")\n}\n")
        #expect(
            ambiguous?.message
                == #"'Inbox/Button("Archive")' matches 3 rows of Inbox; add '#N' to name one (e.g. 'Inbox/Button("Archive")#2', in body order)"#
        )
        let past = simulationError(Self.inbox + "step \"t\" {\n    delete Inbox/Button(\"Archive\")#9\n}\n")
        #expect(past?.message == #"'Inbox/Button("Archive")#9' names row 9, but Inbox shows 3 that match"#)
        let titled = simulationError(Self.inbox + "step \"t\" {\n    delete Inbox/Text(\"Lunch?\")\n}\n")
        #expect(titled == nil)
    }

    @Test(
        "R10.4, R10.1: a screen a push covers keeps its .onChange running, and does not run 'initial' again on return")
    func onChangeUnderAPush() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Detail: View {
                @Binding var value: Int
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Button("Bump") { value += 1 }
                    Button("Back") { dismiss() }
                }
            }
            struct Badge: View {
                let value: Int
                @State private var seen: [Int] = []
                var body: some View {
                    Text("seen \\(seen.count)")
                        .onChange(of: value, initial: true) { _, new in seen.append(new) }
                }
            }
            struct Root: View {
                @State private var value = 0
                @State private var log: [String] = []
                @State private var appeared = 0
                var body: some View {
                    NavigationStack {
                        VStack {
                            Badge(value: value)
                            NavigationLink("Go") { Detail(value: $value) }
                        }
                        .onChange(of: value) { _, new in log.append("v\\(new)") }
                        .onAppear { appeared += 1 }
                    }
                }
            }
            app { Root() }
            step "push" {
                tap Root/NavigationLink("Go")
                expect Root.appeared == 1
            }
            step "bump under the push" {
                tap Detail/Button("Bump")
                expect Root.log == ["v1"]
                expect Badge.seen == [0, 1]
            }
            step "back" {
                tap Detail/Button("Back")
                expect Root.log == ["v1"]
                expect Badge.seen == [0, 1]
                expect Root.appeared == 2
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R3.2, R3.3, R4.1: a same-value write is no finding when a write that changed something ran the same views")
    func sameValueWriteBesideARealChange() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            final class Form: ObservableObject {
                @Published var name = "A"
                @Published var saves = 0
            }
            @Observable
            final class Draft {
                var tags: [String] = []
                var edits = 0
            }
            struct Editor: View {
                @StateObject private var form = Form()
                @State private var draft = Draft()
                var body: some View {
                    Text("\\(form.name) \\(form.saves)")
                    Text("\\(draft.tags.count) \\(draft.edits)")
                    Button("Save") {
                        form.name = "A"
                        form.saves += 1
                    }
                    Button("Rename") { form.name = "A" }
                    Button("Edit") {
                        draft.tags.append(contentsOf: [])
                        draft.edits += 1
                    }
                }
            }
            app { Editor() }
            step "save" {
                tap Editor/Button("Save")
                expect no findings
            }
            step "rename to the same" {
                tap Editor/Button("Rename")
                expect finding same-value-notify
            }
            step "edit" {
                tap Editor/Button("Edit")
                expect no findings
            }
            """)
        harness.expectAllPassed()
    }

    @Test(
        "R6.1, R2.7: another view's state read in a closure it passed is the reader's dependency, named as that view's")
    func stateReadInAPassedClosure() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Card<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View {
                    let _ = Self._printChanges()
                    VStack { content() }
                }
            }
            struct Screen: View {
                @AppStorage("size") private var size = 1
                var body: some View {
                    Card { Text("size \\(size)") }
                    Button("Grow") { size += 1 }
                }
            }
            app { Screen() }
            step "grow" {
                tap Screen/Button("Grow")
                expect bodies == [Card]
            }
            """)
        harness.expectAllPassed()
        let run = try #require(harness.steps[1].allRuns.first)
        guard case .otherViewState(let source, let wrapper, let old, let new)? = run.reasons.first else {
            Issue.record("expected another view's state as the cause, got \(run.reasons)")
            return
        }
        #expect(source == "Screen.size" && wrapper == #"@AppStorage("size")"# && old == "1" && new == "2")
        #expect(harness.steps[1].printed == ["Card: @dependencies changed."])
    }

    @Test(
        "R10.1, R10.2: a scheduled Timer left running after its view went is named as a timer, from .onAppear or .task")
    func scheduledTimerOutlivesItsView() throws {
        for modifier in ["onAppear", "task"] {
            let harness = try Harness(
                """
                scenario "s" {}
                @Observable
                final class Ticker {
                    var ticks = 0
                    var timer: Timer?
                    func start() {
                        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.ticks += 1 }
                    }
                }
                struct Clock: View {
                    let ticker: Ticker
                    var body: some View {
                        Text("\\(ticker.ticks)").\(modifier) { ticker.start() }
                    }
                }
                struct Root: View {
                    @State private var ticker = Ticker()
                    @State private var shows = true
                    var body: some View {
                        if shows { Clock(ticker: ticker) }
                        Button("Hide") { shows = false }
                    }
                }
                app { Root() }
                step "hide" {
                    tap Root/Button("Hide")
                    wait 3s
                    expect finding task-not-cancelled on Clock
                }
                """)
            harness.expectAllPassed()
            let finding = try #require(harness.steps[1].findings.first { $0.id == "task-not-cancelled" })
            #expect(finding.explanation.hasPrefix("The timer was scheduled on the run loop"), "\(modifier)")
        }
    }

    @Test("a control passed as content to another view is named through that view; the error says which one shows it")
    func controlInPassedContent() throws {
        let declarations = """
            scenario "s" {}
            struct Card<Content: View>: View {
                let title: String
                @ViewBuilder let content: Content
                var body: some View {
                    VStack { Text(title); content }
                }
            }
            struct Screen: View {
                @State private var count = 0
                var body: some View {
                    Card(title: "Counter") {
                        Text("\\(count)")
                        Button("Add") { count += 1 }
                    }
                }
            }
            app { Screen() }

            """
        let error = simulationError(declarations + "step \"t\" {\n    tap Screen/Button(\"Add\")\n}\n")
        #expect(error?.message == #"'Screen/Button("Add")' has no Button to tap in its body"#)
        #expect(
            error?.notes.last?.message
                == "Card shows it (content passed to a view is shown in that view's body): 'tap Card'")
        let harness = try Harness(
            declarations + "step \"t\" {\n    tap Card/Button(\"Add\")\n    expect Screen.count == 1\n}\n")
        harness.expectAllPassed()
    }

    @Test("R0.7: a screen pushed by a value destination or a NavigationLink, and its pop, are lines of the step")
    func pushesAndPopsAreReported() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable
            final class Router {
                var path: [Int] = []
            }
            struct Root: View {
                @State private var router = Router()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Button("Go") { router.path.append(1) }
                            .navigationDestination(for: Int.self) { n in Text("screen \\(n)") }
                        NavigationLink("About") { Text("about") }
                    }
                }
            }
            app { Root() }
            step "go" {
                tap Root/Button("Go")
                expect Root.router.path == [1]
            }
            step "back" { Root.router.path.removeLast() }
            step "about" { tap Root/NavigationLink("About") }
            """)
        harness.expectAllPassed()
        func lines(_ step: Int) -> [String] {
            harness.steps[step].frames.flatMap(\.presentations).map {
                "\($0.kind) \($0.host.displayName): \($0.shown.joined(separator: " · "))"
            }
        }
        #expect(lines(1) == [#"presented NavigationDestination: Text("screen 1")"#])
        #expect(lines(2) == ["dismissed NavigationDestination: "])
        #expect(lines(3) == [#"presented NavigationLinkDestination: Text("about")"#])
    }

    @Test("R5.6: a storage shared by key is each view's own state, named by its own property, not another view's")
    func sharedStorageIsEachViewsOwn() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Badge: View {
                @AppStorage("size") private var fontSize = 1
                var body: some View { Text("badge \\(fontSize)") }
            }
            struct Screen: View {
                @AppStorage("size") private var size = 1
                var body: some View {
                    Text("size \\(size)")
                    Badge()
                    Button("Grow") { size += 1 }
                }
            }
            app { Screen() }
            step "grow" {
                tap Screen/Button("Grow")
                expect bodies == [Screen, Badge]
            }
            """)
        harness.expectAllPassed()
        let badge = try #require(harness.steps[1].allRuns.first { $0.node.displayName == "Badge" })
        guard case .state(let name, _, _)? = badge.reasons.first else {
            Issue.record("expected Badge's own state as the cause, got \(badge.reasons)")
            return
        }
        #expect(name == "fontSize")
    }
}
