import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the thirteenth probe (Scenarios/KNOWN-ENGINE-ISSUES.md, "Fixed", 130):
/// Swift that `check` passed and `run` stopped on, or ran unlike Swift. The values printed are
/// what the same code prints compiled with `swiftc`.
@Suite("SwiftUI app code: extension initializers, method references, accessors on one line")
struct AppCodeThirteenthProbeTests {
    @Test("an init declared in an extension keeps the struct's memberwise initializer, as Swift does")
    func extensionInitializersKeepTheMemberwiseOne() throws {
        let output = try printedByStep(
            """
            let full = Pair(a: 1, b: "x")
            let short = Pair(a: 2)
            print(full.b, short.b, short.a)
            """,
            declarations: """
                struct Pair { let a: Int; let b: String }
                extension Pair {
                    init(a: Int) { self.init(a: a, b: "default") }
                }
                """)
        #expect(output == ["x default 2"])
    }

    @Test("a builtin method used as a function value: filter(allowed.contains), map(prefix.appending)")
    func builtinMethodReferences() throws {
        let output = try printedByStep(
            """
            let allowed: Set<Int> = [1, 3]
            print([1, 2, 3].filter(allowed.contains))
            let words = ["apple", "banana", "avocado"]
            print(words.filter("a".isEmpty ? { _ in true } : { $0.hasPrefix("a") }).count, [1, 2].map(String.init))
            print(["x", "y"].contains(where: ["y"].contains))
            """)
        #expect(output == ["[1, 3]", "2 [\"1\", \"2\"]", "true"])
    }

    @Test("get and set, or willSet and didSet, on one line need no ';' between them")
    func accessorsOnOneLine() throws {
        let output = try printedByStep(
            """
            var box = Box()
            box.value = 4
            print(box.stored, box.value, box.log)
            """,
            declarations: """
                struct Box {
                    var stored = 0
                    var log: [Int] = []
                    var value: Int { get { stored } set { stored = newValue } }
                    var watched = 0 { willSet { log.append(newValue) } didSet { log.append(oldValue) } }
                }
                """)
        #expect(output == ["4 4 []"])
    }

    @Test("localized String forms, DateFormatter/NumberFormatter.localizedString and description")
    func foundationConveniences() throws {
        let output = try printedByStep(
            """
            print("ada lovelace".localizedCapitalized, "ok".localizedUppercase, "OK".localizedLowercase)
            print(DateFormatter.localizedString(from: Date.now, dateStyle: .medium, timeStyle: .short))
            print(NumberFormatter.localizedString(from: 1234.5, number: .decimal))
            print(42.description, [1, 2].description)
            """)
        #expect(output == ["Ada Lovelace OK ok", "Jan 1, 2026 at 12:00\u{202F}AM", "1,234.5", "42 [1, 2]"])
    }

    @Test("R10.2: an error a Task threw is not 'unseen' when code awaits its value")
    func awaitedTaskErrorsAreNotWarned() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            enum Oops: Error { case bad }
            struct Screen: View {
                var body: some View {
                    Text("x").task {
                        let t = Task { () throws -> Int in throw Oops.bad }
                        do { _ = try await t.value } catch { print("caught", error) }
                    }
                }
            }
            app { Screen() }
            step "wait" { wait 10ms }
            """)
        #expect(harness.steps[0].printed == ["caught bad"])
        #expect(harness.steps.allSatisfy { $0.warnings.isEmpty })
    }

    @Test("AsyncStream operators and other concurrency members not simulated say so at run")
    func notSimulatedConcurrencyMembers() throws {
        let error = stepError(
            """
            let stream = AsyncStream<Int> { continuation in continuation.yield(1); continuation.finish() }
            let doubled = stream.map { $0 * 2 }
            print(doubled)
            """)
        #expect(error?.message == "'AsyncStream.map' is a standard-library member that ViewGraph does not simulate yet")
    }

    @Test("R6.2: Bindable(model).isOn is a binding to the object's property, as $model.isOn is")
    func bindableMadeInPlace() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Model { var on = false; var name = "a" }
            struct Screen: View {
                let model: Model
                var body: some View {
                    Toggle("On", isOn: Bindable(model).on)
                    TextField("Name", text: Bindable(model).name)
                    Text(model.on ? "yes" : "no")
                }
            }
            app { Screen(model: Model()) }
            step "toggle" {
                tap Screen/Toggle
                expect Screen.model.on == true
                expect bodies(Screen) == 1
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R0.7: a NavigationPath is the stack's path: append pushes, a new path pops to the root")
    func navigationPaths() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Book: Hashable { let title: String }
            @Observable final class Router {
                var path = NavigationPath()
                func open(_ book: Book) { path.append(book) }
                func popToRoot() { path = NavigationPath() }
            }
            struct BookScreen: View {
                let book: Book
                let router: Router
                var body: some View { Button("Home \\(book.title)") { router.popToRoot() } }
            }
            struct Library: View {
                @State private var router = Router()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Button("Dune") { router.open(Book(title: "Dune")) }
                            .navigationDestination(for: Book.self) { BookScreen(book: $0, router: router) }
                    }
                }
            }
            app { Library() }
            step "open" {
                tap Library/Button("Dune")
                expect Library.router.path.count == 1
                expect created == [BookScreen[Book(title: "Dune")]]
            }
            step "home" {
                tap BookScreen/Button("Home Dune")
                expect Library.router.path.isEmpty
                expect destroyed == [BookScreen[Book(title: "Dune")]]
            }
            """)
        harness.expectAllPassed()
    }

    @Test("a ViewModifier of the app's own is built with the body that applies it, the view as content")
    func customViewModifiers() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct CardStyle: ViewModifier {
                var radius: Double = 12
                func body(content: Content) -> some View {
                    content.padding().clipShape(RoundedRectangle(cornerRadius: radius))
                }
            }
            struct Highlight: ViewModifier {
                let on: Bool
                func body(content: Content) -> some View {
                    if on { content.foregroundStyle(.orange) } else { content }
                }
            }
            extension View {
                func card(radius: Double = 12) -> some View { modifier(CardStyle(radius: radius)) }
            }
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Screen: View {
                @State private var count = 0
                @State private var starred = false
                var body: some View {
                    Text("Count \\(count)").card()
                    Row(title: "Hello").modifier(Highlight(on: starred))
                    Button("Add") { count += 1 }
                    Button("Star") { starred.toggle() }
                }
            }
            app { Screen() }
            step "add" {
                tap Screen/Button("Add")
                expect bodies == [Screen]
            }
            step "star" {
                tap Screen/Button("Star")
                expect created == [Row]
                expect destroyed == [Row]
            }
            """)
        harness.expectAllPassed()
        let change = try #require(harness.steps[1].allRuns.first?.outputChange)
        #expect(change.contains("Text(\"Count 1\") .padding() .clipShape(RoundedRectangle(cornerRadius: 12.0))"))
    }

    @Test("R6.4: a List row that shows a view of the app's own is selected by 'tap MailRow[2]'")
    func listRowsOfCustomViews() throws {
        let declarations = """
            scenario "s" {}
            struct Mail: Identifiable { let id: Int; let sender: String }
            struct MailRow: View {
                let mail: Mail
                var body: some View { Text(mail.sender) }
            }
            struct Inbox: View {
                let mails = [Mail(id: 1, sender: "Ana"), Mail(id: 2, sender: "Ben")]
                @State private var selected: Mail.ID?
                var body: some View {
                    List(mails, selection: $selected) { MailRow(mail: $0) }
                    List(["a", "b"], id: \\.self, selection: .constant(Set<String>())) { Text($0) }
                }
            }
            app { Inbox() }

            """
        let harness = try Harness(
            declarations + """
                step "select" {
                    tap MailRow[2]
                    expect Inbox.selected == 2
                    expect bodies == []
                }
                """)
        harness.expectAllPassed()
        let actions = harness.simulation.controlsOnScreen().map(\.action)
        #expect(actions.contains("tap MailRow[1]") && actions.contains("tap MailRow[2]"))
        let ambiguous = simulationError(declarations + "step \"s\" { tap Inbox/List/Text(\"Ana\") }\n")
        #expect(
            ambiguous?.message
                == "'Inbox/List/Text(\"Ana\")' has 2 controls; name one, e.g. 'Inbox/List#2/Text(\"Ana\")'")
        let wrong = simulationError(declarations + "step \"s\" { tap Inbox/List#1/Text(\"Ana\") }\n")
        #expect(
            wrong?.notes.map(\.message) == [
                "a row that shows a view of the app's own is tapped by its REF, e.g. 'tap MailRow[1]'"
            ])
    }

    @Test("R6.4: a Picker over ForEach ids with an optional selection selects nothing, as SwiftUI does")
    func pickerTagsMustMatchAnOptionalSelection() throws {
        let error = simulationError(
            """
            scenario "s" {}
            struct Project: Identifiable, Hashable { let id: Int; let name: String }
            struct ProjectPicker: View {
                let projects = [Project(id: 1, name: "Home"), Project(id: 2, name: "Work")]
                @State private var selectedID: Int?
                var body: some View {
                    Picker("Project", selection: $selectedID) {
                        ForEach(projects) { Text($0.name) }
                    }
                }
            }
            app { ProjectPicker() }
            step "pick" { tap ProjectPicker/Picker("Project")/Text("Work") }
            """)
        #expect(
            error?.message.hasPrefix("the option's tag is its ForEach id, 2, but the selection is an optional") == true)
    }

    @Test("controls names a row's Button apart from the row's own .onTapGesture")
    func controlsOfARowWithATapGesture() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Habit: Identifiable { let id: Int; var streak: Int }
            struct HabitCard: View {
                @Binding var habit: Habit
                var body: some View { Button("Done \\(habit.streak)") { habit.streak += 1 } }
            }
            struct Habits: View {
                @State private var habits = [Habit(id: 1, streak: 0)]
                @State private var highlighted: Int?
                var body: some View {
                    ForEach($habits) { $habit in
                        HabitCard(habit: $habit).onTapGesture { highlighted = habit.id }
                    }
                }
            }
            app { Habits() }
            step "done" {
                tap HabitCard[1]/Button
                expect Habits.habits[0].streak == 1
                expect Habits.highlighted == nil
            }
            """)
        harness.expectAllPassed()
        #expect(harness.simulation.controlsOnScreen().map(\.action) == ["tap HabitCard[1]", "tap HabitCard[1]/Button"])
    }

    @Test("R8.1: a LazyVGrid builds its visible rows of cells, visibleRows × its columns, and scrolls by rows")
    func lazyGridsBuildRowsOfCells() throws {
        let harness = try Harness(
            """
            scenario "s" { visibleRows 4 }
            struct Cell: View {
                let n: Int
                var body: some View { Text("\\(n)") }
            }
            struct PhotoGrid: View {
                let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
                var body: some View {
                    ScrollView {
                        LazyVGrid(columns: columns) {
                            ForEach(1...60, id: \\.self) { Cell(n: $0) }
                        }
                    }
                }
            }
            app { PhotoGrid() }
            expect created(Cell) == 12
            step "scroll" {
                scroll PhotoGrid/ScrollView to 10
                expect created(Cell) == 12
            }
            """)
        harness.expectAllPassed()
        let created = harness.steps[1].allRuns.map(\.node.displayName)
        #expect(created.first == "Cell[31]")
    }

    @Test("R6.1: a binding given to a modifier (.focused) is no part of the body's output; a named action shows")
    func modifierBindingsAndNamedActions() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Login: View {
                enum Field: Hashable { case name, email }
                @State private var name = ""
                @State private var saves = 0
                @FocusState private var focused: Field?
                var body: some View {
                    TextField("Name", text: $name).focused($focused, equals: .name)
                    Button("Save", action: save)
                }
                private func save() { saves += 1 }
            }
            app { Login() }
            step "focus" { Login.focused = .name }
            step "type" { Login.name = "a" }
            step "save" { tap Login/Button("Save") }
            """)
        // Login's body does not read `name`: the TextField brings itself up to date (R6.1).
        let update = try #require(harness.steps[2].frames.first?.controlUpdates.first)
        let change = try #require(update.screenChange?.description)
        #expect(change.contains("Binding") == false)
        #expect(change.hasPrefix("TextField(\"Name\", text: \"\") .focused(equals: .name) →"))
        #expect(harness.steps[3].triggers.map(\.action) == ["save()"])
    }

    @Test("R5.1, R5.2: state-init-churn on a plain value speaks of the stale value, not of an allocation")
    func stateInitChurnOfAValue() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Editor: View {
                @State private var draft: Int
                init(value: Int) { _draft = State(initialValue: value) }
                var body: some View { Text("draft \\(draft)") }
            }
            struct Root: View {
                @State private var selected = 1
                var body: some View {
                    Editor(value: selected)
                    Button("Next") { selected += 1 }
                }
            }
            app { Root() }
            step "next" {
                tap Root/Button("Next")
                expect Editor.draft == 1
                expect finding state-init-churn on Editor
            }
            """)
        harness.expectAllPassed()
        let finding = try #require(harness.steps[1].findings.first { $0.id == "state-init-churn" })
        #expect(
            finding.explanation.contains("keeps showing the first value")
                || finding.explanation.contains("goes on showing the first value"))
        #expect(finding.explanation.contains("allocation") == false)
    }

    @Test("R3.1, R0.2: two @Published writes in one action are one cause naming both, read, with no fan-out finding")
    func objectWillChangeNamesTheReadProperty() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            final class SessionStore: ObservableObject {
                @Published var isSignedIn = false
                @Published var username = ""
            }
            struct Root: View {
                @StateObject private var session = SessionStore()
                var body: some View {
                    if session.isSignedIn {
                        Text("Home")
                    } else {
                        Button("Sign In") {
                            session.username = "kim"
                            session.isSignedIn = true
                        }
                    }
                }
            }
            app { Root() }
            step "sign in" {
                tap Root/Button("Sign In")
                expect no findings
            }
            """)
        harness.expectAllPassed()
        let reasons = harness.steps[1].allRuns.first?.reasons ?? []
        #expect(
            reasons.contains {
                if case .objectWillChange(_, _, ["username", "isSignedIn"], true) = $0 { true } else { false }
            })
    }

    @Test("Editor#1 names the one Editor without an id beside Editor[2]")
    func firstPositionNamesTheLoneView() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Editor: View {
                let n: Int
                var body: some View { Text("\\(n)") }
            }
            struct Root: View {
                var body: some View {
                    Editor(n: 1)
                    Editor(n: 2).id(2)
                }
            }
            app { Root() }
            step "s" {
                expect Editor#1.n == 1
                expect Editor[2].n == 2
            }
            """)
        harness.expectAllPassed()
    }

    @Test("a Button or NavigationLink whose label is a view of the app's own is named by the text that view shows")
    func controlsLabelledByAppViews() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Fruit: Identifiable, Hashable { let id: Int; let name: String }
            struct FruitLabel: View {
                let fruit: Fruit
                var body: some View { HStack { Text(fruit.name); Image(systemName: "chevron.right") } }
            }
            struct Fruits: View {
                let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
                @State private var picked: Fruit?
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(fruits) { fruit in
                                Button { picked = fruit } label: { FruitLabel(fruit: fruit) }
                            }
                        }
                    }
                }
            }
            app { Fruits() }
            step "pear" {
                tap Fruits/Button("Pear")
                expect Fruits.picked?.id == 2
            }
            """)
        harness.expectAllPassed()
        #expect(
            harness.simulation.controlsOnScreen().map(\.action) == [
                "tap Fruits/Button(\"Apple\")", "tap Fruits/Button(\"Pear\")",
            ])
    }

    @Test("a REF in a closure written in step code names the live view, as in the step's statements")
    func referencesInStepClosures() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Model {
                var base = 10
                func bump() async { base += 1 }
            }
            struct Screen: View {
                @State var model = Model()
                var body: some View { Text("\\(model.base)") }
            }
            app { Screen() }
            step "closures" {
                print([1, 2].map { $0 * Screen.model.base })
                Task { await Screen.model.bump() }
                wait 10ms
                expect Screen.model.base == 11
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].printed == ["[10, 20]"])
    }

    @Test("R4.6: in an @Observable init, a second write of a property without an initial value runs its didSet")
    func observersInAnObservableInitializer() throws {
        let output = try printedByStep(
            """
            let profile = Profile(name: "a")
            print(profile.log, profile.name)
            """,
            declarations: """
                @Observable final class Profile {
                    var log: [String] = []
                    var name: String {
                        didSet { log.append("didSet \\(oldValue)->\\(name)") }
                    }
                    init(name: String) {
                        self.name = name
                        self.name = name + "!"
                    }
                }
                """)
        #expect(output == ["[\"didSet a->a!\"] a!"])
    }

    @Test("R2.5: EquatableView(content:) gates its content with its own ==, as .equatable() does")
    func equatableViews() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Summary: View, Equatable {
                let values: [Int]
                let label: String
                static func == (a: Summary, b: Summary) -> Bool { a.values == b.values }
                var body: some View { Text("\\(label): \\(values.count)") }
            }
            struct Dashboard: View {
                @State private var tick = 0
                var body: some View {
                    EquatableView(content: Summary(values: [1, 2], label: "tick \\(tick)"))
                    Button("Tick") { tick += 1 }
                }
            }
            app { Dashboard() }
            step "tick" {
                tap Dashboard/Button("Tick")
                expect bodies(Summary) == 0
                expect finding equatable-gate
            }
            """)
        harness.expectAllPassed()
    }

    @Test("ContinuousClock.now is an instant of the simulated clock; the difference of two is a Duration")
    func continuousClockInstants() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Loader {
                var lastDuration: Duration = .zero
                func load() async {
                    let start = ContinuousClock.now
                    try? await Task.sleep(for: .milliseconds(300))
                    lastDuration = ContinuousClock.now - start
                    print(lastDuration)
                }
            }
            struct Screen: View {
                @State private var loader = Loader()
                var body: some View { Text("x").task { await loader.load() } }
            }
            app { Screen() }
            step "wait" {
                wait 500ms
                expect Screen.loader.lastDuration == .milliseconds(300)
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].printed == ["0.3 seconds"])
    }

    @Test(
        "a ButtonStyle of the app's own styles the Buttons below it; above a view of the app's own it is not simulated yet"
    )
    func customButtonStyles() throws {
        let declarations = """
            scenario "s" {}
            struct PillStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding().opacity(configuration.isPressed ? 0.6 : 1)
                }
            }
            struct Row: View {
                var body: some View { Button("Row") {} }
            }
            """
        let harness = try Harness(
            declarations + """
                struct Screen: View {
                    @State private var count = 0
                    var body: some View {
                        VStack {
                            Button("Add \\(count)") { count += 1 }
                            Button("Reset") { count = 0 }
                        }
                        .buttonStyle(PillStyle())
                    }
                }
                app { Screen() }
                step "add" {
                    tap Screen/Button("Add 0")
                    expect Screen.count == 1
                }
                """)
        harness.expectAllPassed()
        let error = simulationError(
            declarations + """
                struct Screen: View {
                    var body: some View { VStack { Row() }.buttonStyle(PillStyle()) }
                }
                app { Screen() }
                """)
        #expect(error?.message == "a ButtonStyle of the app's own applied above 'Row' is not simulated yet")
    }
}
