import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the nineteenth probe (Scenarios/KNOWN-ENGINE-ISSUES.md, "Fixed", 167–):
/// observers on a view's wrapped properties, destructuring assignment, Return in a field a push
/// covers, a finding about one property of several instances, and a sheet that leaves with its
/// presenter.
@Suite("SwiftUI app code: wrapped observers, tuple assignment, covered fields, per-instance reads")
struct AppCodeNineteenthProbeTests {
    @Test("SE-0259: didSet on a @State runs for a write through its setter; a write in its own didSet stores once")
    func stateObserversRunOnDirectWrites() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Volume: View {
                @State private var level = 5 {
                    didSet {
                        print("didSet \\(oldValue) -> \\(level)")
                        if level > 6 { level = 6 }
                    }
                }
                @State private var name = "a" {
                    willSet { print("willSet \\(name) -> \\(newValue)") }
                }
                var body: some View {
                    VStack {
                        Text("level \\(level) \\(name)")
                        Button("Up") { level += 1 }
                        Button("Rename") { name = "b" }
                        Stepper("Level", value: $level)
                    }
                }
            }
            app { Volume() }
            step "up twice" {
                tap Volume/Button("Up")
                tap Volume/Button("Up")
                expect Volume.level == 6
            }
            step "rename" {
                tap Volume/Button("Rename")
                expect Volume.name == "b"
            }
            step "through the binding" {
                tap Volume/Stepper
                expect Volume.level == 7
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].printed == ["didSet 5 -> 6", "didSet 6 -> 7"])
        #expect(harness.steps[2].printed == ["willSet a -> b"])
        // The Stepper writes through `$level`, which never calls the property's setter.
        #expect(harness.steps[3].printed.isEmpty)
    }

    @Test("SE-0259: observers on a @Binding property run for a write through it, not for the parent's own write")
    func bindingObserversRunOnDirectWrites() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Field: View {
                @Binding var text: String {
                    didSet { print("child saw \\(oldValue) -> \\(text)") }
                }
                var body: some View {
                    Button("Shout") { text = text.uppercased() }
                }
            }
            struct Form1: View {
                @State private var text = "hi"
                var body: some View {
                    VStack {
                        Text(text)
                        Field(text: $text)
                        Button("Reset") { text = "hi" }
                    }
                }
            }
            app { Form1() }
            step "shout" {
                tap Field/Button("Shout")
                expect Form1.text == "HI"
            }
            step "reset" {
                tap Form1/Button("Reset")
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].printed == ["child saw hi -> HI"])
        #expect(harness.steps[2].printed.isEmpty)
    }

    @Test("destructuring assignment: places first, then the right side whole, then each store; `_` discards")
    func tupleAssignment() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Units: View {
                @State private var from = "km"
                @State private var to = "mi"
                var body: some View {
                    Button("Swap") {
                        (from, to) = (to, from)
                        var (a, b, c) = (1, 2, 3)
                        (a, (b, _)) = (c, (a, 9))
                        print(a, b, c)
                    }
                    Text("\\(from) → \\(to)")
                }
            }
            app { Units() }
            step "swap" {
                tap Units/Button("Swap")
                expect Units.from == "mi"
                expect Units.to == "km"
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].printed == ["3 1 3"])
        let error = try #require(
            try printedByStepError(
                """
                var p = 0, q = 0
                (p, q) = (1, 2, 3)
                """))
        #expect(error.message == "cannot assign a tuple of 3 elements to a tuple of 2 elements")
    }

    private static let searchUnderPush = """
        scenario "s" {}
        struct Library: View {
            @State private var query = ""
            @State private var submitted = 0
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Details", value: 1)
                        TextField("Note", text: $query)
                            .onSubmit { submitted += 1 }
                        Text("Submitted \\(submitted)")
                    }
                    .searchable(text: $query)
                    .onSubmit(of: .search) { submitted += 1 }
                    .navigationDestination(for: Int.self) { n in Text("Detail \\(n)") }
                }
            }
        }
        app { Library() }
        step "push" {
            tap Library/NavigationLink("Details")
        }

        """

    @Test("R0.7: a search field and a text field under a pushed screen take no Return, and controls leave them out")
    func fieldsUnderAPushAreOffScreen() throws {
        let harness = try Harness(Self.searchUnderPush)
        #expect(harness.simulation.controlsOnScreen().contains { $0.control.hasPrefix("searchable") } == false)
        for (step, ref) in [
            ("submit Library", "Library"), ("submit Library/TextField(\"Note\")", "Library/TextField(\"Note\")"),
        ] {
            let error = try #require(simulationError(Self.searchUnderPush + "step \"return\" { \(step) }\n"))
            #expect(
                error.message == "'\(ref)' is under a pushed screen: a user cannot submit it until that is dismissed")
        }
        let before = try Harness(
            Self.searchUnderPush.replacingOccurrences(
                of: "tap Library/NavigationLink(\"Details\")", with: "submit Library"))
        #expect(before.simulation.controlsOnScreen().contains { $0.action == "submit Library" })
    }

    @Test("R4.1: views that each read their own instance are not one broad read; one that reads all of them is")
    func broadReadIsPerInstance() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Job: Identifiable {
                let id: Int
                var progress = 0
                init(id: Int) { self.id = id }
            }
            struct JobRow: View {
                let job: Job
                var body: some View { Text("\\(job.id): \\(job.progress)%") }
            }
            struct Jobs: View {
                @State private var jobs = [Job(id: 1), Job(id: 2)]
                var body: some View {
                    VStack {
                        Text("\\(jobs.filter { $0.progress == 100 }.count) done")
                        ForEach(jobs) { JobRow(job: $0) }
                        Button("Advance") { for job in jobs { job.progress += 10 } }
                    }
                }
            }
            app { Jobs() }
            step "advance" { tap Jobs/Button("Advance") }
            """)
        let finding = try #require(harness.steps[1].findings.first { $0.id == "broad-observable-read" })
        #expect(finding.headline == "2 views ran for Job#1.progress, 1 changed on screen")
        #expect(finding.views == ["Jobs", "JobRow[1]"])
    }

    @Test("R0.6, R1.3: a sheet whose presenter leaves the tree is dismissed with it")
    func sheetLeavesWithItsPresenter() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Account: View {
                let onLogout: () -> Void
                @State private var confirming = false
                var body: some View {
                    Button("Log out") { confirming = true }
                        .sheet(isPresented: $confirming) {
                            Button("Confirm") { onLogout() }
                        }
                }
            }
            struct Root: View {
                @State private var signedIn = true
                var body: some View {
                    if signedIn {
                        Account { signedIn = false }
                    } else {
                        Text("Signed out")
                    }
                }
            }
            app { Root() }
            step "ask" { tap Account/Button("Log out") }
            step "confirm" { tap Account/Button("Confirm") }
            """)
        let presentations = harness.steps[2].frames.flatMap(\.presentations)
        #expect(presentations.map(\.host.displayName) == ["Sheet"])
        #expect(presentations.map { "\($0.kind)" } == ["dismissed"])
    }

    @Test("a print records the frames started and the writes made before it")
    func printPositions() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Meter { var n = 0 }
            struct Ticker: View {
                @State private var meter = Meter()
                var body: some View {
                    Text("\\(meter.n)")
                        .task {
                            for i in 1...2 {
                                print("before \\(i)")
                                try? await Task.sleep(for: .milliseconds(100))
                                meter.n = i
                                print("after \\(i)")
                            }
                        }
                }
            }
            app { Ticker() }
            step "wait" { wait 1s }
            """)
        let step = harness.steps[1]
        #expect(step.printed == ["after 1", "before 2", "after 2"])
        #expect(
            step.printedLines.map { [$0.framesStarted, $0.writesBefore] } == [[0, 1], [0, 1], [1, 1]])
    }
}

/// The error a step's code stops with, when run as the one step of a scenario.
private func printedByStepError(_ code: String) throws -> Diagnostic? {
    simulationError("scenario \"s\" {}\napp { Text(\"x\") }\nstep \"run\" {\n\(code)\n}\n")
}
