import Testing
import ViewGraphEngine

/// Each test names the rule of Guides/Rules.md it checks.
@Suite("Update rules (R0–R2, R5, R6, Guides/Rules.md)")
struct UpdateRuleTests {
    @Test("R0.3, R5.4: a @State change re-runs only the view that read it")
    func stateChangeRunsReaderOnly() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Button("Add") { count += 1 }
                        Label(text: "\\(count)")
                        Static()
                    }
                }
            }
            struct Label: View {
                let text: String
                var body: some View { Text(text) }
            }
            struct Static: View {
                var body: some View { Text("static") }
            }
            app { Counter() }
            step "tap" {
                tap Counter
                expect bodies == [Counter, Label]
                expect redrawn == [Label]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.bodies(0) == ["Counter", "Label", "Static"])
    }

    @Test("R5.4: setting @State to an equal value runs nothing")
    func equalStateWriteIsIgnored() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Screen: View {
                @State private var flag = false
                var body: some View { Button("\\(flag)") { flag = false } }
            }
            app { Screen() }
            step "tap" {
                tap Screen
                expect bodies == []
                expect frames == 0
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R5.4: writing @State that no body reads is free")
    func unreadStateWriteRunsNothing() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Screen: View {
                @State private var taps = 0
                var body: some View { Button("Tap") { taps += 1 } }
            }
            app { Screen() }
            step "tap" {
                tap Screen
                expect bodies == []
                expect Screen.taps == 1
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R2.1, R2.6: a child whose inputs are equal is skipped; its changed sibling runs")
    func siblingsAreIndependent() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Parent: View {
                @State private var x = 0
                @State private var y = 0
                var body: some View {
                    VStack {
                        Button("y") { y += 1 }
                        A(value: x)
                        B(value: y)
                    }
                }
            }
            struct A: View {
                let value: Int
                var body: some View { Text("\\(value)") }
            }
            struct B: View {
                let value: Int
                var body: some View { Text("\\(value)") }
            }
            app { Parent() }
            step "tap" {
                tap Parent
                expect bodies == [Parent, B]
            }
            """)
        harness.expectAllPassed()
        let skips = harness.steps[1].frames.flatMap(\.skips).map(\.node.displayName)
        #expect(skips == ["A"])
    }

    @Test("R2.4: a child that stores a capturing closure re-runs whenever its parent runs")
    func closureInputIsNeverEqual() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Parent: View {
                @State private var n = 0
                var body: some View {
                    VStack {
                        Button("n") { n += 1 }
                        Text("\\(n)")
                        Row(title: "a") { n = 0 }
                    }
                }
            }
            struct Row: View {
                let title: String
                let onTap: () -> Void
                var body: some View { Text(title) }
            }
            app { Parent() }
            step "tap" {
                tap Parent/Button
                expect bodies == [Parent, Row]
                expect finding uncomparable-input
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R2.4: a closure that captures nothing compares equal, so its holder is skipped")
    func nonCapturingClosureIsEqual() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Parent: View {
                @State private var n = 0
                var body: some View {
                    VStack {
                        Button("n \\(n)") { n += 1 }
                        Row(title: "a") { print("tapped") }
                    }
                }
            }
            struct Row: View {
                let title: String
                let onTap: () -> Void
                var body: some View { Text(title) }
            }
            app { Parent() }
            step "tap" {
                tap Parent/Button
                expect bodies == [Parent]
                expect no findings
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R2.2, R2.5: a non-POD Equatable view's == decides, even without .equatable()")
    func customEqualsGatesNonPODView() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Parent: View {
                @State private var n = 0
                var body: some View {
                    VStack {
                        Button("n") { n += 1 }
                        Row(title: "fixed", count: n)
                    }
                }
            }
            struct Row: View, Equatable {
                let title: String
                let count: Int
                static func == (lhs: Row, rhs: Row) -> Bool { lhs.title == rhs.title }
                var body: some View { Text("\\(title) \\(count)") }
            }
            app { Parent() }
            step "tap" {
                tap Parent/Button
                expect bodies == [Parent]
                expect finding equatable-gate
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R2.2: a POD view's custom == is ignored without .equatable() and used with it")
    func podViewIgnoresCustomEquals() throws {
        let text = """
            scenario "s" {}
            struct Parent: View {
                @State private var n = 0
                var body: some View {
                    VStack {
                        Button("n") { n += 1 }
                        Cell(count: n, other: 1)
                    }
                }
            }
            struct Cell: View, Equatable {
                let count: Int
                let other: Int
                static func == (lhs: Cell, rhs: Cell) -> Bool { lhs.other == rhs.other }
                var body: some View { Text("\\(other)") }
            }
            app { Parent() }
            step "tap" {
                tap Parent/Button
                expect bodies == [Parent, Cell]
            }
            """
        try Harness(text).expectAllPassed()
        let wrapped = text.replacingOccurrences(
            of: "Cell(count: n, other: 1)", with: "Cell(count: n, other: 1).equatable()"
        )
        .replacingOccurrences(of: "expect bodies == [Parent, Cell]", with: "expect bodies == [Parent]")
        try Harness(wrapped).expectAllPassed()
    }

    @Test("R5.1, R5.2, R5.5: @State keeps its first value; a fresh initial value makes the child unequal")
    func stateInitialValueChurn() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Store { var name = "first" }
            struct Parent: View {
                @State private var n = 0
                var body: some View {
                    VStack {
                        Button("n \\(n)") { n += 1 }
                        Child(store: Store())
                    }
                }
            }
            struct Child: View {
                @State private var store: Store
                init(store: Store) { _store = State(initialValue: store) }
                var body: some View { Button(store.name) { store.name = "changed" } }
            }
            app { Parent() }
            step "change" {
                tap Child
                expect Child.store.name == "changed"
            }
            step "refresh" {
                tap Parent/Button
                expect bodies == [Parent, Child]
                expect Child.store.name == "changed"
                expect finding state-init-churn
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R6.1: forwarding $state runs only the binding's reader")
    func bindingReaderRuns() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Parent: View {
                @State private var on = false
                var body: some View {
                    VStack {
                        Switch(isOn: $on)
                    }
                }
            }
            struct Switch: View {
                @Binding var isOn: Bool
                var body: some View { Toggle(isOn ? "On" : "Off", isOn: $isOn) }
            }
            app { Parent() }
            step "flip" {
                tap Switch
                expect bodies == [Switch]
                expect Parent.on == true
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R5.4: an integer literal appended to a [Double] @State is a Double, and the change shows it")
    func stateOfDoublesTakesIntegerLiterals() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Ratings: View {
                @State private var ratings: [Double] = []
                var body: some View {
                    VStack {
                        Text("\\(ratings)")
                        Button("Rate") { ratings.append(4) }
                    }
                }
            }
            app { Ratings() }
            step "rate" {
                tap Ratings/Button
                expect Ratings.ratings == [4.0]
            }
            """)
        harness.expectAllPassed()
        let lines = harness.simulation.root?.children.first?.renderedLines.joined(separator: "\n") ?? ""
        #expect(lines.contains(#"Text("[4.0]")"#))
    }

    @Test(
        "R6.1, R6.2: ForEach($items) { $item in } hands each row a binding to its element; $items[0].title binds one field"
    )
    func elementBindings() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Todo: Identifiable {
                let id: Int
                var title: String
                var done = false
            }
            struct Row: View {
                @Binding var todo: Todo
                var body: some View { Toggle(todo.title, isOn: $todo.done) }
            }
            struct Title: View {
                @Binding var text: String
                var body: some View { TextField("Title", text: $text) }
            }
            struct Checklist: View {
                @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
                var body: some View {
                    VStack {
                        ForEach($todos) { $todo in
                            Row(todo: $todo)
                            Button(todo.title) { todo.title += "!" }
                        }
                        Title(text: $todos[1].title)
                    }
                }
            }
            app { Checklist() }
            step "tick the first" {
                tap Row[1]/Toggle
                expect Checklist.todos[0].done == true
                expect Checklist.todos[1].done == false
            }
            step "rename the second through its row" {
                tap Checklist/Button("Eggs")
                expect Checklist.todos[1].title == "Eggs!"
            }
            step "rename in the model" {
                Checklist.todos[1].title = "Bread"
                expect bodies(Title) == 1
            }
            """)
        harness.expectAllPassed()
        // R6.1: every view that reads the array through a binding depends on the @State.
        #expect(harness.steps[1].allRuns.map(\.node.displayName).contains("Row[1]"))
    }

    @Test("R6.1, R11.4: a view that reads state through its @Binding runs for its own property, _isOn")
    func bindingReaderIsNamedByItsOwnProperty() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Switch: View {
                @Binding var isOn: Bool
                var body: some View { Toggle(isOn ? "on" : "off", isOn: $isOn) }
            }
            struct Screen: View {
                @State private var flag = false
                var body: some View { Switch(isOn: $flag) }
            }
            app { Screen() }
            step "flip" {
                tap Switch/Toggle
                expect bodies == [Switch]
            }
            """)
        harness.expectAllPassed()
        let reasons = harness.steps[1].allRuns.flatMap(\.reasons)
        #expect(reasons.map(\.token) == ["_isOn"])
        guard case .binding(let property, let source, let wrapper, let old, let new)? = reasons.first else {
            Issue.record("expected a @Binding reason, got \(reasons)")
            return
        }
        #expect([property, source, wrapper, old, new] == ["isOn", "Screen.flag", "@State", "false", "true"])
    }

    @Test("R6.1: a @Binding to an @AppStorage is named by its wrapper in the reason")
    func bindingToAppStorageNamesItsWrapper() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Settings: View {
                @AppStorage("volume") private var volume = 3
                var body: some View { VolumeRow(volume: $volume) }
            }
            struct VolumeRow: View {
                @Binding var volume: Int
                var body: some View { Text("Volume \\(volume)") }
            }
            app { Settings() }
            step "louder" { Settings.volume = 4 }
            """)
        let reasons = harness.steps[1].allRuns.filter { $0.node.displayName == "VolumeRow" }.flatMap(\.reasons)
        guard case .binding(_, let source, let wrapper, _, _)? = reasons.first else {
            Issue.record("expected a @Binding reason, got \(reasons)")
            return
        }
        #expect(source == "Settings.volume")
        #expect(wrapper == #"@AppStorage("volume")"#)
    }

    @Test("R4.5, R6.3: a read made only in a Binding(get:set:) getter is not a read of the body that built it")
    func manualBindingGetterIsNotTheParentsRead() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Model { var level = 1 }
            struct Dial: View {
                @Binding var value: Int
                var body: some View { Text("\\(value)") }
            }
            struct LevelDial: View {
                @Binding var level: Int
                var body: some View { Text("\\(level)") }
            }
            struct Screen: View {
                let model: Model
                @State private var count = 0
                var body: some View {
                    VStack {
                        Dial(value: Binding(get: { count }, set: { count = $0 }))
                        LevelDial(level: Binding(get: { model.level }, set: { model.level = $0 }))
                    }
                }
            }
            app {
                let model = Model()
                Screen(model: model)
            }
            step "the state changes" {
                Dial.value = 5
                expect Screen.count == 5
            }
            step "the model changes" {
                model.level = 2
            }
            """)
        #expect(harness.bodies(1).contains("Screen") == false)
        #expect(harness.bodies(2).contains("Screen") == false)
        #expect(harness.bodies(2) == ["LevelDial"])
        let reasons = harness.steps[1].allRuns.flatMap(\.reasons).map(\.token)
        #expect(reasons == ["_value"])
    }

    @Test("R6.3: Binding(get:set:) built in the parent never compares equal")
    func manualBindingIsNeverEqual() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Parent: View {
                @State private var on = false
                @State private var n = 0
                var body: some View {
                    VStack {
                        Button("n \\(n)") { n += 1 }
                        Switch(isOn: Binding(get: { on }, set: { on = $0 }))
                    }
                }
            }
            struct Switch: View {
                @Binding var isOn: Bool
                var body: some View { Text("\\(isOn)") }
            }
            app { Parent() }
            step "refresh" {
                tap Parent/Button
                expect bodies == [Parent, Switch]
                expect finding uncomparable-input
            }
            """)
        harness.expectAllPassed()
    }
}

@Suite("Expectations report failures")
struct ExpectationFailureTests {
    @Test("a wrong bodies set fails with what ran")
    func wrongBodiesSetFails() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Screen: View {
                @State private var n = 0
                var body: some View { Button("\\(n)") { n += 1 } }
            }
            app { Screen() }
            step "tap" {
                tap Screen
                expect bodies == []
                expect frames == 3
                expect Screen.n == 5
                expect finding broad-observable-read
                expect hitch
            }
            """)
        #expect(harness.results.count == 5)
        #expect(harness.results.allSatisfy { $0.passed == false })
        #expect(harness.results[0].failure?.message == "expected bodies == [], but bodies were [Screen]")
        #expect(harness.results[2].failure?.notes.map(\.message) == ["left side: 1", "right side: 5"])
    }
}
