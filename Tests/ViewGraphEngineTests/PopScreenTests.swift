import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// R0.7: `pop REF` taps the Back button of the screen on top of the navigation stack that
/// REF's body shows; going back pops it as its `dismiss()` would.
@Suite("R0.7: the Back button of a pushed screen")
struct PopScreenTests {
    private static let library = """
        scenario "s" {}
        struct Library: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Book 1", value: 1)
                        NavigationLink("About") { Text("About screen") }
                    }
                    .navigationDestination(for: Int.self) { n in BookView(number: n) }
                }
            }
        }
        struct BookView: View {
            let number: Int
            @State private var pages = 0
            var body: some View {
                VStack {
                    Text("Book \\(number), \\(pages) pages")
                    Button("Read") { pages += 1 }
                    NavigationLink("Next", value: number + 1)
                }
            }
        }
        app { Library() }

        """

    @Test("R0.7, R1.3: a value screen leaves the stack's own path; the screen under it comes back with its state")
    func popsTheStacksOwnPath() throws {
        let harness = try Harness(
            Self.library + """
                step "open" { tap Library/NavigationLink("Book 1") }
                step "read" { tap BookView[1]/Button("Read") }
                step "next" { tap BookView[1]/NavigationLink("Next") }
                step "back" {
                    pop Library
                    expect destroyed == [BookView[2]]
                }
                step "back again" {
                    pop Library
                    expect destroyed == [BookView[1]]
                }
                """)
        harness.expectAllPassed()
        let change = try #require(harness.steps[4].frames.first?.changes.first)
        #expect(change.target == "Library.NavigationStack.path")
        #expect([change.oldValue, change.newValue] == ["[1, 2]", "[1]"])
        #expect(harness.steps[4].triggers.map(\.subject) == ["Library › Back button"])
        // Back on Book 1, the kept view shows the state it had (R0.7: covered, not destroyed).
        let shown = harness.steps[4].frames.flatMap(\.screenChanges).filter(\.shown)
        #expect(shown.map(\.node.displayName) == ["BookView[1]"])
        #expect(shown.map { "\($0.cause)" } == ["coveredByPush"])
    }

    @Test("R0.7: a NavigationLink(destination:) screen leaves the stack's pushed views")
    func popsALinkDestination() throws {
        let harness = try Harness(
            Self.library + """
                step "about" { tap Library/NavigationLink("About") }
                step "back" { pop Library }
                """)
        let change = try #require(harness.steps[2].frames.first?.changes.first)
        #expect(change.target == "Library.NavigationStack.pushedViews")
        #expect(change.newValue == "[]")
        #expect(harness.steps[2].frames.flatMap(\.presentations).map { "\($0.kind)" } == ["dismissed"])
    }

    @Test("R0.7: a bound path is written; navigationDestination(isPresented:) is dismissed")
    func popsABoundPathAndAPresentedDestination() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Settings: View {
                @State private var path: [String] = []
                @State private var showsHelp = false
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Button("Account") { path.append("account") }
                            Button("Help") { showsHelp = true }
                        }
                        .navigationDestination(for: String.self) { name in Text("Page \\(name)") }
                        .navigationDestination(isPresented: $showsHelp) { Text("Help page") }
                    }
                }
            }
            app { Settings() }
            step "account" { tap Settings/Button("Account") }
            step "back" {
                pop Settings
                expect Settings.path == []
            }
            step "help" { tap Settings/Button("Help") }
            step "back from help" {
                pop Settings
                expect Settings.showsHelp == false
            }
            """)
        harness.expectAllPassed()
    }

    @Test("controls list 'pop' for a stack with a pushed screen; a stack with none is an error")
    func controlsAndErrors() throws {
        let opened = try Harness(Self.library + "step \"open\" { tap Library/NavigationLink(\"Book 1\") }\n")
        let back = try #require(opened.simulation.controlsOnScreen().first { $0.action == "pop Library" })
        #expect(back.control == "Back button of the pushed screen")
        let atRoot = try Harness(Self.library)
        #expect(atRoot.simulation.controlsOnScreen().contains { $0.action.hasPrefix("pop") } == false)
        let error = try #require(simulationError(Self.library + "step \"back\" { pop Library }\n"))
        #expect(error.message == "'Library' shows no pushed screen: there is no Back button to tap")
    }
}
