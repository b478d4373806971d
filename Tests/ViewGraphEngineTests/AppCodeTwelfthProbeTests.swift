import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the twelfth probe (Scenarios/KNOWN-ENGINE-ISSUES.md, "Fixed", 126):
/// Swift that gave a wrong answer or passed `check` and stopped `run`. The values printed
/// are what the same code prints compiled with `swiftc`.
@Suite("SwiftUI app code: enum keys, nested closures, Date members as arguments, Timer")
struct AppCodeTwelfthProbeTests {
    @Test("an implicit-member enum case is the same key in a Set or a Dictionary as the case spelled in full")
    func implicitMembersAsCollectionKeys() throws {
        let output = try printedByStep(
            """
            var tabs: Set<Tab> = [.home]
            var counts: [Tab: Int] = [.home: 3]
            print(tabs.contains(Tab.home), counts[Tab.home] ?? -1)
            counts[Tab.settings] = 5
            print(counts[.settings] ?? -1)
            tabs.insert(.settings)
            print(tabs.contains(.settings), tabs.count)
            """, declarations: "enum Tab: Hashable { case home, settings }")
        #expect(output == ["true 3", "5", "true 2"])
    }

    @Test("a closure inside a closure has its own $0 and $1: the outer one takes one argument")
    func nestedAnonymousArguments() throws {
        let output = try printedByStep(
            """
            let d = ["a": [1, 2], "b": [3]]
            let m = d.map { ($0.key, $0.value.reduce(0) { $0 + $1 }) }.sorted { $0.0 < $1.0 }
            print(m.map { "\\($0.0)=\\($0.1)" })
            """)
        #expect(output == ["[\"a=3\", \"b=3\"]"])
    }

    @Test("'.now' and '.distantPast' given to a Calendar or Date method are Dates; a key path is a predicate")
    func dateMembersAsArgumentsAndKeyPathPredicates() throws {
        let output = try printedByStep(
            """
            let start = Calendar.current.startOfDay(for: .now)
            let later = Calendar.current.date(byAdding: .day, value: 1, to: .now)!
            print(start <= later, Date.distantPast < .now, Calendar.current.isDate(.now, inSameDayAs: start))
            var items = [Item(title: "a", done: true), Item(title: "b", done: false)]
            items.removeAll(where: \\.done)
            print(items.map(\\.title))
            """, declarations: "struct Item { var title: String; var done: Bool }")
        #expect(output == ["true true true", "[\"b\"]"])
    }

    @Test("R4.6: a same-value set of an Equatable URL?, Range or Task? property does not notify")
    func equatableFoundationPropertiesAreDeduped() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Loader {
                var url: URL? = nil
                var range: Range<Int> = 0..<3
                var task: Task<Void, Never>? = nil
                var pair = (1, 2)
                func clear() { url = nil; range = 0..<3; task = nil }
                func reset() { pair = (1, 2) }
            }
            struct Screen: View {
                @State private var loader = Loader()
                var body: some View {
                    Text("\\(loader.url == nil) \\(loader.range.count) \\(loader.task == nil) \\(loader.pair.0)")
                    Button("Clear") { loader.clear() }
                    Button("Reset") { loader.reset() }
                }
            }
            app { Screen() }
            step "clear" {
                tap Screen/Button("Clear")
                expect bodies(Screen) == 0
            }
            step "reset" {
                tap Screen/Button("Reset")
                expect bodies(Screen) == 1
                expect finding same-value-notify
            }
            """)
        harness.expectAllPassed()
        // A tuple is not Equatable: the macro's setter has no `==` to call, so the set notifies.
        let finding = try #require(harness.steps[2].findings.first { $0.id == "same-value-notify" })
        #expect(finding.explanation.contains("declared type is not Equatable"))
    }

    @Test("a Color property set with an implicit member is the colour: '.gradient' and '.opacity' work")
    func implicitMemberColours() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Badge: View {
                var color: Color = .blue
                var body: some View { Circle().fill(color.gradient).opacity(0.5) }
            }
            struct Screen: View {
                var body: some View { HStack { Badge(); Badge(color: .red) } }
            }
            app { Screen() }
            """)
        #expect(harness.bodies(0) == ["Screen", "Badge#1", "Badge#2"])
    }

    @Test("R10.3: Timer.scheduledTimer ticks on the simulated clock until invalidated; once unless it repeats")
    func scheduledTimers() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Ticker {
                var ticks = 0
                var fired = 0
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                        self.ticks += 1
                        if self.ticks == 3 { timer.invalidate() }
                    }
                    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in self.fired += 1 }
                }
            }
            struct Screen: View {
                @State private var ticker = Ticker()
                var body: some View {
                    Text("\\(ticker.ticks)")
                    Button("Start") { ticker.start() }
                }
            }
            app { Screen() }
            step "start" {
                tap Screen/Button("Start")
                expect Screen.ticker.timer?.isValid == true
                expect Screen.ticker.timer?.timeInterval == 1.0
            }
            step "five seconds" {
                wait 5s
                expect Screen.ticker.ticks == 3
                expect Screen.ticker.fired == 1
                expect Screen.ticker.timer?.isValid == false
            }
            """)
        harness.expectAllPassed()
        let fired = harness.steps[2].taskEvents.filter { $0.kind == .timerFired }.map(\.task)
        #expect(fired.count == 4)
        #expect(Set(fired) == ["Timer scheduled by Screen"])
    }

    @Test("R6.4: a tap on a row of List(selection:) selects it: its id, or a Set of it alone")
    func listSelection() throws {
        let declarations = """
            scenario "s" {}
            struct Note: Identifiable, Hashable { let id: Int; var title: String }
            struct Sidebar: View {
                let notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
                @State private var selection: Note.ID?
                @State private var picked: Set<String> = []
                var body: some View {
                    NavigationSplitView {
                        List(notes, selection: $selection) { note in Text(note.title) }
                    } detail: {
                        Text(selection.map { "Note \\($0)" } ?? "Pick a note")
                    }
                    List(["a", "b"], id: \\.self, selection: $picked) { name in Text(name.uppercased()) }
                    List { Text("Plain") }
                    Button("Clear") { selection = nil }
                }
            }
            app { Sidebar() }

            """
        let harness = try Harness(
            declarations + """
                step "pick" {
                    tap Sidebar/List/Text("Ideas")
                    expect Sidebar.selection == 2
                }
                step "pick in the set" {
                    tap Sidebar/List#2/Text("B")
                    expect Sidebar.picked == ["b"]
                }
                """)
        harness.expectAllPassed()
        #expect(harness.steps[1].triggers.map(\.action) == ["select 2"])
        // A List without `selection:` is not a control: the view's one Button is.
        let plain = try Harness(
            declarations + "step \"clear\" {\n    tap Sidebar/List/Text(\"Ideas\")\n    tap Sidebar/Button\n"
                + "    expect Sidebar.selection == nil\n}\n")
        plain.expectAllPassed()
        let listed = harness.simulation.controlsOnScreen().map(\.action)
        #expect(listed.contains("tap Sidebar/List#1/Text(\"Groceries\")"))
        #expect(listed.contains { $0.contains("Plain") } == false)
        let missing = simulationError(declarations + "step \"pick\" { tap Sidebar/Text(\"Ideas\") }\n")
        #expect(missing?.notes.map(\.message) == ["it is an option of a List: write 'Sidebar/List/Text(\"Ideas\")'"])
    }

    @Test("R1.4: rows of a ForEach that stays keep their identity when a ForEach before it goes away")
    func rowsOfALaterSectionAreKept() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Item: Identifiable { let id: Int; let name: String }
            struct Screen: View {
                @State private var showPinned = true
                let pinned = [Item(id: 1, name: "Pin")]
                let items = [Item(id: 2, name: "A"), Item(id: 3, name: "B")]
                var body: some View {
                    List {
                        if showPinned {
                            Section("Pinned") { ForEach(pinned) { Text($0.name) } }
                        }
                        Section("All") { ForEach(items) { Text($0.name) } }
                        Button("Hide") { showPinned = false }
                    }
                }
            }
            app { Screen() }
            step "hide" { tap Screen/Button("Hide") }
            """)
        let change = try #require(harness.steps[1].allRuns.first?.outputChange)
        #expect(change.hasPrefix("row 1 removed (Text(\"Pin\"))"))
        #expect(change.contains("inserted") == false)
        // Sections made by a ForEach, each with a ForEach of its own: rows are matched inside
        // the section row they belong to, so the second section's rows stay where they are.
        let grouped = try Harness(
            """
            scenario "s" {}
            struct Group: Identifiable { let id: Int; let items: [Int] }
            struct Screen: View {
                @State private var groups = [Group(id: 1, items: [1, 2]), Group(id: 2, items: [1, 3])]
                var body: some View {
                    List {
                        ForEach(groups) { group in
                            Section("G\\(group.id)") {
                                ForEach(group.items, id: \\.self) { Text("Item \\($0)") }
                            }
                        }
                        Button("Drop") { groups.removeFirst() }
                    }
                }
            }
            app { Screen() }
            step "drop" { tap Screen/Button("Drop") }
            """)
        let dropped = try #require(grouped.steps[1].allRuns.first?.outputChange)
        #expect(dropped.hasPrefix("row 1 removed"))
        #expect(dropped.contains("inserted") == false)
    }

    @Test("R10.2: a .task whose body returned with nothing left is not reported cancelled; one with a timer is")
    func finishedTasksAreNotCancelled() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Detail: View {
                let id: Int
                @State private var loaded = ""
                var body: some View {
                    Text("Item \\(id) \\(loaded)")
                        .task(id: id) { loaded = "done \\(id)" }
                }
            }
            struct Ticker: View {
                @State private var ticks = 0
                var body: some View {
                    Text("\\(ticks)").task { every(1s) { ticks += 1 } }
                }
            }
            struct Root: View {
                @State private var id = 1
                @State private var ticking = true
                var body: some View {
                    Detail(id: id)
                    if ticking { Ticker() }
                    Button("Next") { id += 1 }
                    Button("Stop") { ticking = false }
                }
            }
            app { Root() }
            step "next" { tap Root/Button("Next") }
            step "stop" { tap Root/Button("Stop") }
            """)
        let events = { (step: Int) in
            harness.steps[step].taskEvents.filter { $0.kind != .finished }.map { "\($0.task) \($0.kind)" }
        }
        #expect(events(1) == ["Detail.task started"])
        #expect(events(2) == ["Ticker.task cancelled"])
    }

    @Test("a positioned REF in an expectation: 'Line#2.title' and 'bodies(Line#2)'")
    func positionedReferencesInExpectations() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Line: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Root: View {
                @State private var second = "B"
                var body: some View {
                    Line(title: "A")
                    Line(title: second)
                    Button("Rename") { second = "C" }
                }
            }
            app { Root() }
            step "rename" {
                tap Root/Button("Rename")
                expect Line#2.title == "C"
                expect bodies(Line#2) == 1
                expect bodies(Line#1) == 0
                expect bodies(Line) == 1
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R10.1, R10.2: .task, .onAppear and .onChange on an if/else belong to the content, not to a branch")
    func lifecycleModifiersOnConditionalContent() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Loader {
                var loading = true
                var starts = 0
                func load() async {
                    starts += 1
                    loading = true
                    try? await Task.sleep(for: .milliseconds(100))
                    loading = false
                }
            }
            struct Screen: View {
                @State private var loader = Loader()
                @State private var appeared = 0
                @State private var changed = 0
                @State private var other = 0
                var body: some View {
                    content
                        .task { await loader.load() }
                        .onAppear { appeared += 1 }
                        .onChange(of: other, initial: true) { changed += 1 }
                }
                @ViewBuilder private var content: some View {
                    if loader.loading { ProgressView() } else { Button("Reload") { loader.loading = true } }
                }
            }
            app { Screen() }
            step "load" {
                wait 500ms
                expect Screen.loader.starts == 1
                expect Screen.loader.loading == false
            }
            step "switch back" {
                tap Screen/Button("Reload")
                expect Screen.appeared == 1
                expect Screen.changed == 1
                expect Screen.loader.starts == 1
            }
            """)
        harness.expectAllPassed()
    }
}
