import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the tenth probe (Scenarios/KNOWN-ENGINE-ISSUES.md, "Fixed", 109):
/// list, form and model files that loaded but acted or reported unlike SwiftUI.
@Suite("SwiftUI app code: pushed built-in screens, row edits, system buttons, optional environment")
struct AppCodeTenthProbeTests {
    @Test("R0.7: a pushed screen of built-in views covers the stack's root, whichever way it is pushed")
    func builtInPushedScreensCoverTheRoot() throws {
        let declarations = """
            scenario "s" {}
            struct Menu: View {
                @State private var taps = 0
                @State private var showsAbout = false
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Numbers", value: 7)
                            Button("Root \\(taps)") { taps += 1 }
                            Button("About") { showsAbout = true }
                        }
                        .navigationDestination(for: Int.self) { n in
                            VStack { Text("Value \\(n)"); Button("Pushed") { taps += 10 } }
                        }
                        .navigationDestination(isPresented: $showsAbout) { Text("About this app") }
                    }
                }
            }
            app { Menu() }

            """
        let pushed = try Harness(declarations + "step \"open\" { tap Menu/NavigationLink(\"Numbers\") }\n")
        #expect(
            pushed.simulation.controlsOnScreen().map(\.control) == [
                "Button(\"Pushed\")", "Back button of the pushed screen",
            ])
        let about = try Harness(declarations + "step \"about\" { tap Menu/Button(\"About\") }\n")
        #expect(about.simulation.controlsOnScreen().map(\.action) == ["pop Menu"])
        let covered = simulationError(
            declarations
                + "step \"open\" { tap Menu/NavigationLink(\"Numbers\") }\nstep \"root\" { tap Menu/Button(\"Root 0\") }\n"
        )
        #expect(covered?.message.contains("is under a pushed screen") == true)
    }

    @Test("delete on a row of built-in views finds the innermost ForEach: one per Section, each with .onDelete")
    func deleteInANestedForEach() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Board: View {
                @State private var groups = [["a", "b"], ["c"]]
                var body: some View {
                    List {
                        ForEach(groups.indices, id: \\.self) { g in
                            Section("G\\(g)") {
                                ForEach(groups[g], id: \\.self) { item in Text(item) }
                                    .onDelete { groups[g].remove(atOffsets: $0) }
                            }
                        }
                    }
                }
            }
            app { Board() }
            step "delete b" {
                delete Board/Text("b")
                expect Board.groups == [["a"], ["c"]]
            }
            """)
        harness.expectAllPassed()
    }

    @Test(".deleteDisabled(true) and .moveDisabled(true) on a row turn its edit off; other rows still edit")
    func rowEditsTurnedOff() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Track: Identifiable { let id: Int; var locked = false }
            struct TrackRow: View {
                let track: Track
                var body: some View { Text("Track \\(track.id)") }
            }
            struct Playlist: View {
                @State private var tracks = [Track(id: 1, locked: true), Track(id: 2), Track(id: 3)]
                var body: some View {
                    List {
                        ForEach(tracks) { track in
                            TrackRow(track: track)
                                .deleteDisabled(track.locked)
                                .moveDisabled(track.locked)
                        }
                        .onDelete { tracks.remove(atOffsets: $0) }
                        .onMove { tracks.move(fromOffsets: $0, toOffset: $1) }
                    }
                }
            }
            app { Playlist() }
            step "locked" {
                delete TrackRow[1]
                move TrackRow[1] to 3
                expect Playlist.tracks.map(\\.id) == [1, 2, 3]
            }
            step "unlocked" {
                delete TrackRow[2]
                expect Playlist.tracks.map(\\.id) == [1, 3]
            }
            """)
        harness.expectAllPassed()
        #expect(
            harness.steps[1].triggers.map(\.action) == [
                "nothing: the row's '.deleteDisabled(true)' turns it off",
                "nothing: the row's '.moveDisabled(true)' turns it off",
            ])
    }

    @Test("R0.6: an alert with no buttons shows the system's OK; a dialog without a cancel button gets Cancel")
    func systemButtons() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Editor: View {
                @State private var saved = false
                @State private var asking = false
                @State private var resets = 0
                var body: some View {
                    VStack {
                        Button("Save") { saved = true }
                        Button("Reset") { asking = true }
                    }
                    .alert("Saved!", isPresented: $saved) {}
                    .confirmationDialog("Reset?", isPresented: $asking) {
                        Button("Reset everything", role: .destructive) { resets += 1 }
                    }
                }
            }
            app { Editor() }
            step "save, then OK" {
                tap Editor/Button("Save")
                tap Editor/Button("OK")
                expect Editor.saved == false
            }
            step "reset, then cancel" {
                tap Editor/Button("Reset")
                tap Editor/Button("Cancel")
                expect Editor.asking == false
                expect Editor.resets == 0
            }
            """)
        harness.expectAllPassed()
    }

    @Test("TextField(_:value:format:) is a control a step types into, like TextField(_:text:)")
    func textFieldWithAValue() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Profile: View {
                @State private var age = 30
                var body: some View {
                    Form { TextField("Age", value: $age, format: .number) }
                }
            }
            app { Profile() }
            """)
        #expect(harness.simulation.controlsOnScreen().map(\.action) == ["do Profile.age = …"])
    }

    @Test("R7.1: an optional @Environment(Type.self) is nil until an ancestor places one, then its view runs")
    func optionalEnvironmentObject() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Session { var name = "Ada" }
            struct Badge: View {
                @Environment(Session.self) private var session: Session?
                var body: some View { Text(session?.name ?? "Signed out") }
            }
            struct Root: View {
                @State private var session: Session?
                var body: some View {
                    VStack {
                        Badge()
                        Button("Sign in") { session = Session() }
                    }
                    .environment(session)
                }
            }
            app { Root() }
            step "sign in" {
                tap Root/Button
                expect bodies == [Root, Badge]
            }
            """)
        harness.expectAllPassed()
    }

    @Test("a ?? literal takes the type of a dictionary property reached through another view's model")
    func coalescedLiteralTypedThroughAModel() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Budget { var limits: [String: Double] = ["rent": 1200] }
            struct Row: View {
                let name: String
                let budget: Budget
                var body: some View {
                    let limit = budget.limits[name] ?? 100
                    let _ = print(name, limit, (budget.limits[name] ?? 3) / 2)
                    Text("\\(limit, specifier: "%.0f")")
                }
            }
            struct Screen: View {
                @State private var budget = Budget()
                var body: some View {
                    let _ = print(budget.limits["food"] ?? 0)
                    VStack { Row(name: "rent", budget: budget); Row(name: "food", budget: budget) }
                }
            }
            app { Screen() }
            """)
        // Swift: `100` and `3` are Doubles, as the dictionary's values are.
        #expect(harness.steps[0].printed == ["0.0", "rent 1200.0 600.0", "food 100.0 1.5"])
    }

    @Test("R7.1: .searchable's field is listed by controls, and the views inside see isSearching")
    func searchable() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Hint: View {
                @Environment(\\.isSearching) private var isSearching
                var body: some View { Text(isSearching ? "searching" : "idle") }
            }
            struct Songs: View {
                @State private var query = ""
                var body: some View {
                    NavigationStack {
                        List { Hint(); Text("query: \\(query)") }
                            .searchable(text: $query, prompt: "Songs")
                    }
                }
            }
            app { Songs() }
            step "type" {
                Songs.query = "blue"
                expect bodies == [Songs, Hint]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.simulation.controlsOnScreen().map(\.action) == ["do Songs.query = …", "submit Songs"])
        #expect(
            harness.simulation.controlsOnScreen().map(\.control) == [
                "searchable(\"Songs\")", "searchable(\"Songs\"), Return",
            ])
    }

    @Test("R2.3: built content kept in a property compares view by view: unchanged content skips its container")
    func storedContentComparesFieldByField() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Leaf: View {
                let text: String
                var body: some View { Text(text) }
            }
            struct Box<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { content }
            }
            struct Root: View {
                @State private var n = 0
                var body: some View {
                    VStack {
                        Button("Add") { n += 1 }
                        Box { Leaf(text: "fixed") }
                        Box { Leaf(text: "n=\\(n)").padding() }
                    }
                }
            }
            app { Root() }
            step "add" {
                tap Root/Button
                expect bodies == [Root, Box#2, Leaf]
            }
            """)
        harness.expectAllPassed()
        let box = try #require(harness.steps[1].frames.first?.runs.first { $0.node.displayName == "Box#2" })
        #expect("\(box.reasons)".contains(#"Leaf: text: "n=0" → "n=1""#))
    }

    @Test("R5.3: StateObject(wrappedValue:) in an init runs its argument once per identity, never again")
    func stateObjectInAnInitializer() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            final class ProfileModel: ObservableObject {
                @Published var name: String
                init(userID: Int) {
                    name = "user \\(userID)"
                    print("made \\(userID)")
                }
            }
            struct ProfileView: View {
                @StateObject private var model: ProfileModel
                init(userID: Int) { _model = StateObject(wrappedValue: ProfileModel(userID: userID)) }
                var body: some View { Button(model.name) { model.name += "!" } }
            }
            struct Root: View {
                @State private var ticks = 0
                var body: some View {
                    VStack {
                        Button("Tick \\(ticks)") { ticks += 1 }
                        ProfileView(userID: 7)
                    }
                }
            }
            app { Root() }
            step "parent runs" {
                tap Root/Button("Tick 0")
                expect ProfileView.model.name == "user 7"
            }
            step "own change" {
                tap ProfileView/Button
                expect ProfileView.model.name == "user 7!"
            }
            """)
        harness.expectAllPassed()
        // Made once, at the first render; the parent's later run builds no second model.
        #expect(harness.steps.map(\.printed) == [["made 7"], [], []])
    }

    @Test("a Stepper's Button(\"-\") takes away within in:, and with a title the first trailing closure is onIncrement")
    func stepperDecrement() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Cart: View {
                @State private var qty = 2
                @State private var log: [String] = []
                var body: some View {
                    Form {
                        Stepper("Qty \\(qty)", value: $qty, in: 1...5)
                        Stepper("Custom") { log.append("up") } onDecrement: { log.append("down") }
                    }
                }
            }
            app { Cart() }
            step "down twice" {
                tap Cart/Stepper("Qty 2")/Button("-")
                expect Cart.qty == 1
                tap Cart/Stepper("Qty 1")/Button("-")
                expect Cart.qty == 1
            }
            step "custom" {
                tap Cart/Stepper("Custom")/Button("-")
                tap Cart/Stepper("Custom")
                expect Cart.log == ["down", "up"]
            }
            """)
        harness.expectAllPassed()
        // Nothing ran during the first render: the closure is an action, not a label.
        #expect(harness.steps[0].findings.isEmpty)
        #expect(
            harness.simulation.controlsOnScreen().map(\.action) == [
                "tap Cart/Stepper(\"Qty 1\")", "tap Cart/Stepper(\"Qty 1\")/Button(\"-\")",
                "tap Cart/Stepper(\"Custom\")", "tap Cart/Stepper(\"Custom\")/Button(\"-\")",
            ])
    }

    @Test("R3.3: a Stepper at its bound is disabled there: a tap writes nothing, so no @Published set and no run")
    func stepperAtItsBoundWritesNothing() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            final class Cart: ObservableObject {
                @Published var quantity = 1
            }
            struct Row: View {
                @StateObject private var cart = Cart()
                var body: some View {
                    Stepper("Qty \\(cart.quantity)", value: $cart.quantity, in: 1...2)
                }
            }
            app { Row() }
            step "minus at the lower bound" {
                tap Row/Stepper/Button("-")
                expect bodies == []
                expect no findings
            }
            step "plus twice: the second is at the upper bound" {
                tap Row/Stepper
                tap Row/Stepper
                expect Row.cart.quantity == 2
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].changes.isEmpty)
        #expect(
            harness.steps[1].triggers.first?.action?.contains("at its lower bound 1, the button is disabled") == true)
        #expect(harness.steps[2].triggers.last?.action?.contains("at its upper bound 2") == true)
    }

    @Test(
        "submit REF presses Return in a field: the .onSubmit actions around it run, innermost first, up to .submitScope()"
    )
    func submitRunsOnSubmit() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct LoginForm: View {
                @State private var email = ""
                @State private var tags = ""
                @State private var attempts = 0
                @State private var log: [String] = []
                var body: some View {
                    Form {
                        TextField("Email", text: $email)
                        SecureField("Password", text: $email).onSubmit { log.append("password") }
                        TextField("Tags", text: $tags).submitScope()
                    }
                    .onSubmit { attempts += 1; log.append("form") }
                    .onSubmit(of: .search) { log.append("search") }
                }
            }
            struct Screen: View {
                @State private var submitted = 0
                var body: some View { LoginForm().onSubmit { submitted += 1 } }
            }
            app { Screen() }
            step "email" {
                submit LoginForm/TextField("Email")
                expect LoginForm.attempts == 1
                expect Screen.submitted == 1
            }
            step "password" {
                submit LoginForm/SecureField
                expect LoginForm.log == ["form", "password", "form"]
            }
            step "tags" {
                submit LoginForm/TextField("Tags")
                expect LoginForm.attempts == 2
                expect Screen.submitted == 2
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[3].triggers.map(\.action) == ["nothing: no '.onSubmit' covers this field"])
        let notAField = simulationError(
            """
            scenario "s" {}
            struct V: View { var body: some View { Button("Go") {} } }
            app { V() }
            step "s" { submit V/Button }
            """)
        #expect(notAField?.message.hasPrefix("'submit' names a TextField or a SecureField") == true)
    }

    @Test("String.debugDescription quotes and escapes; a timer on RunLoop.main ticks on the simulated clock")
    func debugDescriptionAndRunLoop() throws {
        let output = try printedByStep(#"print("say \"hi\"".debugDescription)"#)
        #expect(output == [#""say \"hi\"""#])
        let harness = try Harness(
            """
            scenario "s" {}
            struct Clock: View {
                @State private var ticks = 0
                let timer = Timer.publish(every: 1, on: RunLoop.main, in: .common).autoconnect()
                var body: some View { Text("\\(ticks)").onReceive(timer) { _ in ticks += 1 } }
            }
            app { Clock() }
            step "wait" {
                wait 3s
                expect Clock.ticks == 3
            }
            """)
        harness.expectAllPassed()
    }
}
