import Testing
import ViewGraphEngine

@Suite("Identity, ObservableObject, Observation, environment (R1, R3, R4, R7, Guides/Rules.md)")
struct IdentityAndDataRuleTests {
    @Test("R1.2, R1.3: switching an if/else branch destroys the old view and its state")
    func branchSwitchResetsState() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Root: View {
                @State private var showA = true
                var body: some View {
                    VStack {
                        Button("switch") { showA.toggle() }
                        if showA {
                            Counter(name: "a")
                        } else {
                            Counter(name: "a")
                        }
                    }
                }
            }
            struct Counter: View {
                let name: String
                @State private var count = 0
                var body: some View { Button("\\(count)") { count += 1 } }
            }
            app { Root() }
            step "count" {
                tap Counter
                expect Counter.count == 1
            }
            step "switch" {
                tap Root/Button
                expect created == [Counter]
                expect destroyed == [Counter]
                expect Counter.count == 0
                expect finding identity-reset
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R1.5: changing .id makes a new identity; an unchanged .id keeps state")
    func idModifierResets() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Root: View {
                @State private var version = 0
                @State private var other = 0
                var body: some View {
                    VStack {
                        Button("bump") { version += 1 }
                        Text("\\(other)")
                        Counter().id(version)
                    }
                }
            }
            struct Counter: View {
                @State private var count = 0
                var body: some View { Button("\\(count)") { count += 1 } }
            }
            app { Root() }
            step "count" {
                tap Counter
                expect Counter.count == 1
            }
            step "bump" {
                tap Root/Button
                expect created(Counter) == 1
                expect destroyed(Counter) == 1
                expect Counter.count == 0
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R1.4: index ids keep state with the position; the new identity is at the end")
    func indexIdentity() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct List1: View {
                @State private var names = ["b", "c"]
                var body: some View {
                    VStack {
                        Button("add") { names.insert("a", at: 0) }
                        ForEach(names.indices, id: \\.self) { i in
                            Row(name: names[i])
                        }
                    }
                }
            }
            struct Row: View {
                let name: String
                @State private var marked = false
                var body: some View { Button(name) { marked = true } }
            }
            app { List1() }
            step "mark b" {
                tap Row[0]
                expect Row[0].marked == true
            }
            step "insert" {
                tap List1/Button
                expect created == [Row[2]]
                expect bodies == [List1, Row[0], Row[1], Row[2]]
                expect Row[0].name == "a"
                expect Row[0].marked == true
                expect finding unstable-identity
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R3.1, R3.2: every subscriber runs on any @Published change, whatever it reads")
    func objectWillChangeInvalidatesEverySubscriber() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            final class Model: ObservableObject {
                @Published var a = 0
                @Published var b = 0
            }
            struct Root: View {
                @StateObject private var model = Model()
                var body: some View {
                    VStack {
                        ReadsA(model: model)
                        ReadsNothing(model: model)
                        Plain()
                    }
                }
            }
            struct ReadsA: View {
                @ObservedObject var model: Model
                var body: some View { Text("\\(model.a)") }
            }
            struct ReadsNothing: View {
                @ObservedObject var model: Model
                var body: some View { Text("nothing") }
            }
            struct Plain: View {
                var body: some View { Text("plain") }
            }
            app { Root() }
            step "change b" {
                Root.model.b = 1
                expect bodies == [Root, ReadsA, ReadsNothing]
                expect finding object-will-change-fanout
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R3.3: assigning an equal value to @Published still publishes")
    func publishedHasNoDedupe() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            final class Model: ObservableObject {
                @Published var a = 0
            }
            struct Root: View {
                @StateObject private var model = Model()
                var body: some View { Text("\\(model.a)") }
            }
            app { Root() }
            step "same value" {
                Root.model.a = 0
                expect bodies == [Root]
                expect finding same-value-notify
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R4.1, R4.3: only properties the last body read are dependencies (untaken branch, closure)")
    func observationTracksExactlyTheLastReads() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Model {
                var shown = 0
                var hidden = 0
                var onlyInAction = 0
                var flag = false
            }
            struct Screen: View {
                let model: Model
                var body: some View {
                    VStack {
                        Text("\\(model.shown)")
                        if model.flag {
                            Text("\\(model.hidden)")
                        }
                        Button("go") { model.onlyInAction += 1 }
                    }
                }
            }
            app {
                let model = Model()
                Screen(model: model)
            }
            step "hidden changes" {
                model.hidden = 1
                expect bodies == []
            }
            step "action-only property" {
                model.onlyInAction = 5
                expect bodies == []
            }
            step "shown changes" {
                model.shown = 1
                expect bodies == [Screen]
            }
            step "flag on" {
                model.flag = true
                expect bodies == [Screen]
            }
            step "hidden now read" {
                model.hidden = 2
                expect bodies == [Screen]
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R4.6: a same-value set is deduped for Equatable properties; in-place mutation always notifies")
    func setterDedupeVersusModify() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Model {
                var count = 0
                var items: [Int] = []
            }
            struct Screen: View {
                let model: Model
                var body: some View { Text("\\(model.count) \\(model.items.count)") }
            }
            app {
                let model = Model()
                Screen(model: model)
            }
            step "same value set" {
                model.count = 0
                expect bodies == []
            }
            step "in place no-op" {
                model.count += 0
                expect bodies == [Screen]
                expect finding same-value-notify
            }
            step "equal array set" {
                model.items = []
                expect bodies == []
            }
            step "a no-op write and a change coalesce: the view had to run" {
                model.count += 0
                model.count += 1
                expect bodies == [Screen]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.findings(4).contains("same-value-notify") == false)
    }

    @Test("R4.6: the older always-notify behaviour is selectable")
    func alwaysNotifyOption() throws {
        let harness = try Harness(
            """
            scenario "s" {
                observation alwaysNotify
            }
            @Observable final class Model {
                var count = 0
            }
            struct Screen: View {
                let model: Model
                var body: some View { Text("\\(model.count)") }
            }
            app {
                let model = Model()
                Screen(model: model)
            }
            step "same value set" {
                model.count = 0
                expect bodies == [Screen]
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R2.7: reads made while constructing a child count for the parent")
    func childConstructionReadsBelongToParent() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Model {
                var title = "a"
            }
            struct Parent: View {
                let model: Model
                var body: some View {
                    VStack {
                        Child(title: model.title)
                    }
                }
            }
            struct Child: View {
                let title: String
                var body: some View { Text(title) }
            }
            app {
                let model = Model()
                Parent(model: model)
            }
            step "change" {
                model.title = "b"
                expect bodies == [Parent, Child]
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R7.1, R7.2: an environment write checks readers below it; only readers of the changed key run")
    func environmentChecksAndRuns() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            extension EnvironmentValues {
                @Entry var level: Int = 0
            }
            struct Root: View {
                @State private var level = 0
                var body: some View {
                    VStack {
                        Button("up") { level += 1 }
                        VStack {
                            ReadsLevel()
                            ReadsScheme()
                            NoEnvironment()
                        }
                        .environment(\\.level, level)
                        Sibling()
                    }
                }
            }
            struct ReadsLevel: View {
                @Environment(\\.level) private var level
                var body: some View { Text("\\(level)") }
            }
            struct ReadsScheme: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Text("x") }
            }
            struct NoEnvironment: View {
                var body: some View { Text("n") }
            }
            struct Sibling: View {
                @Environment(\\.level) private var level
                var body: some View { Text("\\(level)") }
            }
            app { Root() }
            step "up" {
                tap Root/Button
                expect bodies == [Root, ReadsLevel]
                // Checked: compared, not run. ReadsScheme through the environment (R7.1),
                // NoEnvironment and Sibling because Root ran and their inputs are equal (R2.1).
                expect checked == [ReadsScheme, NoEnvironment, Sibling]
                expect Sibling.level == 0
            }
            """)
        harness.expectAllPassed()
        // Only the reader below the change is checked through the environment (R7.1).
        #expect(harness.environmentChecked(1) == ["ReadsScheme"])
    }

    @Test("R8.1, R8.2: a List builds only the visible rows; scrolling builds more")
    func lazyRows() throws {
        let harness = try Harness(
            """
            scenario "s" {
                visibleRows 3
            }
            struct Screen: View {
                var body: some View {
                    List(1...10, id: \\.self) { n in
                        Row(n: n)
                    }
                }
            }
            struct Row: View {
                let n: Int
                var body: some View { Text("\\(n)") }
            }
            app { Screen() }
            step "scroll" {
                scroll List to 5
                expect created == [Row[6], Row[7], Row[8]]
                expect bodies(Row) == 3
                expect bodies(Screen) == 0
            }
            """)
        harness.expectAllPassed()
        #expect(harness.bodies(0) == ["Screen", "Row[1]", "Row[2]", "Row[3]"])
    }

    @Test("R8.2: a List whose ForEach content has an if builds every element's content to count its rows")
    func listWithConditionalContentBuildsEveryElement() throws {
        let text = """
            scenario "s" {
                visibleRows 2
            }
            @Observable final class Item: Identifiable {
                let id: Int
                var isHidden = false
                init(id: Int) { self.id = id }
            }
            @Observable final class Inbox {
                var items = [Item(id: 1), Item(id: 2), Item(id: 3), Item(id: 4), Item(id: 5)]
            }
            struct Row: View {
                let n: Int
                var body: some View { Text("\\(n)") }
            }
            struct Screen: View {
                let inbox: Inbox
                var body: some View {
                    List {
                        ForEach(inbox.items) { item in
                            if item.isHidden == false { Row(n: item.id) }
                        }
                    }
                }
            }
            app {
                let inbox = Inbox()
                Screen(inbox: inbox)
            }
            step "hide an element far below the window" {
                inbox.items[4].isHidden = true
                expect bodies == [Screen]
                expect created == []
            }
            """
        let harness = try Harness(text)
        harness.expectAllPassed()
        #expect(harness.bodies(0) == ["Screen", "Row[1]", "Row[2]"])
        // Without the `if`, only the visible elements' content is built: the far element is not read.
        let constant = try Harness(
            text.replacingOccurrences(
                of: "if item.isHidden == false { Row(n: item.id) }", with: "Row(n: item.isHidden ? 0 : item.id)"
            ).replacingOccurrences(of: "expect bodies == [Screen]", with: "expect bodies == []"))
        #expect(constant.steps[1].allRuns.isEmpty)
        constant.expectAllPassed()
    }

    @Test("R8.1: scroll accepts the ScrollView around a lazy stack; around a plain stack it builds nothing")
    func scrollThroughAScrollView() throws {
        let harness = try Harness(
            """
            scenario "s" {
                visibleRows 3
            }
            struct Row: View {
                let n: Int
                var body: some View { Text("\\(n)") }
            }
            struct Feed: View {
                var body: some View {
                    ScrollView {
                        LazyVStack {
                            ForEach(1...10, id: \\.self) { n in Row(n: n) }
                        }
                    }
                }
            }
            struct Plain: View {
                var body: some View {
                    ScrollView {
                        VStack {
                            ForEach(1...4, id: \\.self) { n in Text("\\(n)") }
                        }
                    }
                }
            }
            app {
                VStack {
                    Feed()
                    Plain()
                }
            }
            step "scroll the feed" {
                scroll Feed/ScrollView to 5
                expect created == [Row[6], Row[7], Row[8]]
                expect destroyed == [Row[1], Row[2], Row[3]]
            }
            step "scroll the plain stack" {
                scroll Plain/ScrollView to 2
                expect frames == 0
                expect created == []
            }
            """)
        harness.expectAllPassed()
        let frame = try #require(harness.steps[1].frames.first)
        #expect(frame.scrolledOut.map(\.displayName) == ["Row[1]", "Row[2]", "Row[3]"])
    }

    @Test("R1.4, R1.3: with id: \\.self, editing an element gives its row a new id and drops its state; a finding")
    func selfIDEditResetsRowState() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Todo: Hashable {
                var title: String
                var done = false
            }
            struct TodoList: View {
                @State private var todos = [Todo(title: "Milk"), Todo(title: "Eggs")]
                var body: some View {
                    VStack {
                        Button("Done") { todos[0].done = true }
                        ForEach(todos, id: \\.self) { todo in TodoRow(todo: todo) }
                    }
                }
            }
            struct TodoRow: View {
                let todo: Todo
                @State private var isExpanded = false
                var body: some View {
                    Button(todo.title) { isExpanded = true }
                }
            }
            app { TodoList() }
            step "expand Milk" {
                tap TodoRow[Todo(title: "Milk", done: false)]
                expect TodoRow[Todo(title: "Milk", done: false)].isExpanded == true
            }
            step "mark Milk done" {
                tap TodoList/Button("Done")
                expect destroyed == [TodoRow[Todo(title: "Milk", done: false)]]
                expect created == [TodoRow[Todo(title: "Milk", done: true)]]
                expect TodoRow[Todo(title: "Milk", done: true)].isExpanded == false
                expect finding unstable-identity
            }
            """)
        harness.expectAllPassed()
        let finding = try #require(harness.steps[2].findings.first { $0.id == "unstable-identity" })
        #expect(finding.headline.contains("id: \\.self"))
        #expect(finding.explanation.contains("'isExpanded'"))
    }

    @Test("R1.4: a new element under the default id of Identifiable elements is a new row, not an unstable id")
    func identifiableReplacementIsNotAFinding() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Todo: Identifiable {
                let id: Int
                var title: String
            }
            struct TodoList: View {
                @State private var todos = [Todo(id: 1, title: "Milk")]
                var body: some View {
                    VStack {
                        Button("Replace") { todos[0] = Todo(id: 2, title: "Bread") }
                        Button("Rename") { todos[0].title = "Oat milk" }
                        ForEach(todos) { todo in TodoRow(todo: todo) }
                    }
                }
            }
            struct TodoRow: View {
                let todo: Todo
                @State private var isExpanded = false
                var body: some View { Text(todo.title) }
            }
            app { TodoList() }
            step "rename keeps the row" {
                tap TodoList/Button("Rename")
                expect destroyed == []
            }
            step "replace" {
                tap TodoList/Button("Replace")
                expect destroyed == [TodoRow[1]]
                expect created == [TodoRow[2]]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.findings(1).contains("unstable-identity") == false)
        #expect(harness.findings(2).contains("unstable-identity") == false)
    }

    @Test("R1.4: a duplicate ForEach id logs SwiftUI's warning and a finding; the first element keeps the id")
    func duplicateForEachIDsWarnAndGoOn() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Item: Identifiable {
                let id: Int
                let name: String
            }
            struct Row: View {
                let name: String
                var body: some View { Text(name) }
            }
            struct Screen: View {
                @State private var items = [Item(id: 1, name: "a"), Item(id: 1, name: "b"), Item(id: 2, name: "c")]
                var body: some View {
                    VStack {
                        Button("More") { items.append(Item(id: 3, name: "d")) }
                        ForEach(items) { item in Row(name: item.name) }
                    }
                }
            }
            app { Screen() }
            step "the run goes on" {
                tap Screen/Button("More")
                expect created == [Row[3]]
                expect Row[1].name == "a"
                expect finding unstable-identity on Screen
            }
            """)
        harness.expectAllPassed()
        #expect(harness.bodies(0) == ["Screen", "Row[1]", "Row[2]"])
        #expect(
            harness.steps[0].warnings.map(\.message) == [
                "ForEach<Array<Item>, Int, Row>: the ID 1 occurs multiple times within the collection, this will give undefined results!"
            ])
        #expect(harness.findings(0) == ["unstable-identity"])
    }

    @Test("R1.4: ForEach over a range without id: keeps its first data and warns when the count changes")
    func nonConstantRangeWarnsAndKeepsItsFirstData() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Model { var count = 2 }
            struct Screen: View {
                let model: Model
                var body: some View {
                    VStack {
                        ForEach(0..<model.count) { index in Text("first \\(index)") }
                        ForEach(0..<model.count, id: \\.self) { index in Text("kept \\(index)") }
                    }
                }
            }
            app {
                let model = Model()
                Screen(model: model)
            }
            step "a constant range so far" {
                frames 1
                expect no findings
            }
            step "the count grows" {
                model.count = 3
                expect bodies == [Screen]
                expect finding unstable-identity on Screen
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].warnings.isEmpty)
        #expect(
            harness.steps[2].warnings.map(\.message) == [
                "ForEach<Range<Int>, Int, Text> count (3) != its initial count (2). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
            ])
        let rendered = harness.simulation.root?.children.first?.renderedLines ?? []
        #expect(rendered.filter { $0.contains("Text(\"first ") }.count == 2)
        #expect(rendered.filter { $0.contains("Text(\"kept ") }.count == 3)
    }
}
