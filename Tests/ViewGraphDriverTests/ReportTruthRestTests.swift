import Foundation
import Testing
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphREPL
import ViewGraphReports
import ViewGraphSyntax

/// Issue 18, the rest: findings that are right for rows that are primitives,
/// "redrawn:" that describes the change by structure, views that can all be named,
/// colour, source positions, exports.
struct ReportTruthRestTests {
    static func scenario(_ text: String, path: String = "test.scenario") throws -> LoadedScenario {
        let scenario = LoadedScenario(path: path, text: text)
        try #require(scenario.hasErrors == false, "\(scenario.diagnostics.map(\.message))")
        return scenario
    }

    static let primitiveRows = """
        scenario "Primitive rows" {}
        struct Titles: View {
            @State var titles = ["Apples", "Bread", "Cheese"]
            var body: some View {
                VStack {
                    Button("Insert") { titles.insert("Avocado", at: 0) }
                    ForEach(titles.indices, id: \\.self) { index in
                        Text(titles[index])
                    }
                }
            }
        }
        app { Titles() }
        step "Insert at the top" {
            tap Titles/Button
        }
        """

    // MARK: - Findings that are right

    @Test func unstableIdentityForPrimitiveRowsIdentifiedByIndex() throws {
        let run = try Self.scenario(Self.primitiveRows).run(variant: nil)
        let step = try #require(run.steps.last)
        let finding = try #require(step.findings.first { $0.id == "unstable-identity" })
        #expect(finding.views == ["Titles"])
        #expect(finding.headline.contains("identified by position"))
    }

    @Test func unstableIdentityForIdsMadeInBody() throws {
        let text = """
            scenario "UUID in body" {}
            struct Item: Identifiable {
                let id: UUID
                let title: String
            }
            struct Titles: View {
                @State var titles = ["Apples", "Bread"]
                var body: some View {
                    VStack {
                        Button("Insert") { titles.insert("Avocado", at: 0) }
                        List(titles.map { Item(id: UUID(), title: $0) }) { item in
                            Text(item.title)
                        }
                    }
                }
            }
            app { Titles() }
            step "Insert at the top" {
                tap Titles/Button
            }
            """
        let run = try Self.scenario(text).run(variant: nil)
        let step = try #require(run.steps.last)
        let finding = try #require(step.findings.first { $0.id == "unstable-identity" })
        #expect(finding.headline.contains("same content under new ids"))
    }

    @Test func stableIdsInsertAtTheTopHaveNoFinding() throws {
        let text = """
            scenario "Stable ids" {}
            struct Titles: View {
                @State var titles = ["Apples", "Bread"]
                var body: some View {
                    VStack {
                        Button("Insert") { titles.insert("Avocado", at: 0) }
                        ForEach(titles, id: \\.self) { title in
                            Text(title)
                        }
                    }
                }
            }
            app { Titles() }
            step "Insert at the top" {
                tap Titles/Button
            }
            """
        let run = try Self.scenario(text).run(variant: nil)
        let step = try #require(run.steps.last)
        let ids = step.findings.map(\.id)
        #expect(ids.contains("unstable-identity") == false)
        let redraw = try #require(step.allRuns.first { $0.node.type.name == "Titles" }?.outputChange)
        #expect(redraw == "row \"Avocado\" inserted (Text(\"Avocado\"))")
    }

    @Test func theExpensiveBodyFixNamesTheWorkFound() throws {
        let text = """
            scenario "Sorting in body" {}
            costs { sort = 0.2ms }
            struct Scores: View {
                @State var scores = [3, 1, 2]
                var body: some View {
                    VStack {
                        Button("Add") { scores.append(0) }
                        ForEach(scores.sorted(), id: \\.self) { score in Text("\\(score)") }
                    }
                }
            }
            app { Scores() }
            step "Add" {
                tap Scores/Button
            }
            """
        let run = try Self.scenario(text).run(variant: nil)
        let sorting = try #require(run.steps.last?.findings.first { $0.id == "expensive-body" })
        #expect(sorting.fix.contains("Sort once"), "\(sorting.fix)")
        #expect(sorting.fix.contains("sorted()"))
        #expect(sorting.fix.contains("formatter") == false)
        let lesson = try ReportTruthTests.load("Scenarios/07-formatter-in-body/formatter-in-body.scenario")
        let formatting = try #require(
            lesson.run(variant: nil).steps.flatMap(\.findings).first { $0.id == "expensive-body" })
        #expect(formatting.fix.contains("Create the formatter once (NumberFormatter()"))
        #expect(formatting.fix.contains("sorted") == false)
    }

    @Test func writesFromRowsAScrollBuildsAreDuringABody() throws {
        let text = """
            scenario "Rows that write" {
                visibleRows 5
            }
            @Observable final class Log {
                var built = 0
            }
            struct Feed: View {
                let log: Log
                var body: some View {
                    List {
                        ForEach(0..<40, id: \\.self) { i in
                            Text(label(i))
                        }
                    }
                }
                func label(_ i: Int) -> String {
                    log.built += 1
                    return "Row \\(i)"
                }
            }
            app {
                let log = Log()
                Feed(log: log)
            }
            step "Scroll" {
                scroll Feed/List to 20
            }
            """
        let run = try Self.scenario(text).run(variant: nil)
        let step = try #require(run.steps.last)
        let first = try #require(step.frames.first)
        #expect(first.changes.isEmpty == false)
        let allDuringBody = first.changes.allSatisfy { $0.duringBody }
        #expect(allDuringBody, "the scroll's own frame built rows that wrote")
        let ids = step.findings.map(\.id)
        #expect(ids.contains("update-during-body"))
    }

    @Test func noBroadReadFindingWhenTheCauseIsAWriteInBody() throws {
        let lesson = try ReportTruthTests.load("Scenarios/15-dispatch-in-body/dispatch-in-body.scenario")
        let run = lesson.run(variant: nil)
        for step in run.steps.dropFirst() {
            let ids = step.findings.map(\.id)
            guard ids.contains("update-during-body") else { continue }
            #expect(ids.contains("broad-observable-read") == false, "step \(step.index)")
        }
    }

    // MARK: - Source positions

    @Test func readsAndWritesNameTheirFileLineAndColumnInJSON() throws {
        let scenario = try ReportTruthTests.load("Scenarios/03-observable-reads/observable-reads.scenario")
        let run = scenario.run(variant: nil)
        let json = try #require(Exporter.render(.json, scenario, run))
        // `Text(recipe.title)` (line 24) is a read; `RecipeScreen.recipe.notes = …` (line 60) a write.
        #expect(json.contains("\"site\": \"Scenarios/03-observable-reads/observable-reads.scenario:24:"))
        #expect(json.contains("\"site\": \"Scenarios/03-observable-reads/observable-reads.scenario:60:"))
        let read = try #require(run.steps.last?.allRuns.flatMap(\.reads).first)
        #expect(read.site.start > 0)
    }

    // MARK: - Docs that are true

    @Test func docsSayWhatTheToolDoes() throws {
        let root = ReportTruthTests.root
        let language = try String(contentsOf: root.appendingPathComponent("Guides/Language.md"), encoding: .utf8)
        let text = """
            scenario "Whole environment" {}
            struct V: View {
                @Environment(\\.self) var environment
                var body: some View { Text("x") }
            }
            app { V() }
            """
        let scenario = LoadedScenario(path: "env.scenario", text: text)
        let message = try #require(scenario.diagnostics.first?.message ?? scenario.run(variant: nil).error?.message)
        #expect(message.hasPrefix("this form of '@Environment' is not supported in scenarios"))
        #expect(
            language.contains(
                "`@Environment(\\.self)` (whole-environment reads): running the view stops with \"this form"))
        // Lesson 7's formatter call is valid Swift: string(for:) takes any value.
        let lesson = try String(
            contentsOf: root.appendingPathComponent("Scenarios/07-formatter-in-body/formatter-in-body.scenario"),
            encoding: .utf8)
        #expect(lesson.contains("formatter.string(for: workout.calories)"))
        #expect(lesson.contains("string(from: workout.calories)") == false)
        // Lesson 3's header no longer promises an empty step 1.
        let recipes = try String(
            contentsOf: root.appendingPathComponent("Scenarios/03-observable-reads/observable-reads.scenario"),
            encoding: .utf8)
        #expect(recipes.contains("the empty `bodies` of step 1") == false)
    }

    // MARK: - "redrawn:" by structure

    @Test func redrawnNamesInsertedRowsAndChangedTexts() throws {
        let run = try Self.scenario(Self.primitiveRows).run(variant: nil)
        let step = try #require(run.steps.last)
        let change = try #require(step.allRuns.first { $0.node.type.name == "Titles" }?.screenChange)
        #expect(change.inserted.map(\.id) == ["3"])
        #expect(change.removed.isEmpty)
        #expect(change.changedTexts.count == 3)
        #expect(change.changedTexts.first?.old == "Text(\"Apples\")")
        #expect(change.changedTexts.first?.new == "Text(\"Avocado\")")
        #expect(
            change.description == "Text(\"Apples\") → Text(\"Avocado\") and 2 more, row 3 inserted (Text(\"Cheese\"))")
    }

    @Test func redrawnNamesRemovedAndMovedRows() throws {
        let text = """
            scenario "Rows" {}
            struct Titles: View {
                @State var titles = ["Apples", "Bread", "Cheese"]
                var body: some View {
                    VStack {
                        Button("Remove") { titles.remove(at: 1) }
                        Button("Reverse") { titles = titles.reversed() }
                        ForEach(titles, id: \\.self) { title in
                            Text(title)
                        }
                    }
                }
            }
            app { Titles() }
            step "Remove" {
                tap Titles/Button("Remove")
            }
            step "Reverse" {
                tap Titles/Button("Reverse")
            }
            """
        let run = try Self.scenario(text).run(variant: nil)
        let removal = try #require(run.steps[1].allRuns.first?.screenChange)
        #expect(removal.removed.map(\.id) == ["\"Bread\""])
        #expect(removal.description == "row \"Bread\" removed (Text(\"Bread\"))")
        let reversal = try #require(run.steps[2].allRuns.first?.screenChange)
        #expect(reversal.moved.isEmpty == false)
        #expect(reversal.inserted.isEmpty && reversal.removed.isEmpty)
    }

    @Test(
        "R8.1: rows that enter or leave a lazy window because rows before them came or went are not inserted or removed"
    )
    func rowsShiftedAcrossALazyWindowAreNotInsertedOrRemoved() throws {
        let text = """
            scenario "Inbox" { visibleRows 4 }
            struct Message: Identifiable { let id: Int }
            struct Inbox: View {
                @State private var messages = (1...50).map { Message(id: $0) }
                var body: some View {
                    VStack {
                        Button("Archive") { messages.removeFirst(2) }
                        Button("Receive") { messages.insert(Message(id: 100), at: 0) }
                        List(messages) { message in Text("Message \\(message.id)") }
                    }
                }
            }
            app { Inbox() }
            step "archive two" { tap Inbox/Button("Archive") }
            step "receive one" { tap Inbox/Button("Receive") }
            """
        let run = try Self.scenario(text).run(variant: nil)
        let archive = try #require(run.steps[1].allRuns.first?.screenChange)
        #expect(archive.removed.map(\.id) == ["1", "2"])
        #expect(archive.inserted.isEmpty)
        #expect(archive.cameIntoView.map(\.id) == ["5", "6"])
        #expect(archive.description.hasSuffix("2 rows removed (1, 2), 2 rows came into view (5, 6)"))
        let receive = try #require(run.steps[2].allRuns.first?.screenChange)
        #expect(receive.inserted.map(\.id) == ["100"])
        #expect(receive.removed.isEmpty)
        #expect(receive.leftView.map(\.id) == ["6"])
    }

    // MARK: - Every view can be named

    static let tiles = """
        scenario "Tiles" {}
        struct PhotoTile: View {
            let on: Bool
            var body: some View { Text(on ? "on" : "off") }
        }
        struct Gallery: View {
            @State var count = 0
            var body: some View {
                VStack {
                    PhotoTile(on: false)
                    PhotoTile(on: count == 1)
                    PhotoTile(on: false)
                    Button("Add") { count += 1 }
                }
            }
        }
        app { Gallery() }
        step "Add" {
            tap Gallery/Button
            expect bodies == [Gallery, PhotoTile#2]
            expect redrawn == [Gallery/PhotoTile#2]
        }
        """

    @Test func identicalSiblingsGetTheirPositionAsAName() throws {
        let scenario = try Self.scenario(Self.tiles)
        let run = scenario.run(variant: nil)
        #expect(run.failedExpectations.isEmpty, "\(run.failedExpectations.map { $0.failure?.message ?? "" })")
        let initial = try #require(run.steps.first)
        #expect(initial.allRuns.map(\.node.displayName) == ["Gallery", "PhotoTile#1", "PhotoTile#2", "PhotoTile#3"])
        let simulation = try #require(run.simulation)
        let card = StepCard.render(run.steps[1], of: 1, simulation: simulation)
        #expect(card.contains("↻ PhotoTile#2  @self"))
        #expect(card.contains("PhotoTile#1") && card.contains("PhotoTile#3"))
    }

    @Test(
        "R0.6, R0.7: a view a dismissed sheet or a popped screen took away says so, not that its identity left a body")
    func dismissedAndPoppedViewsSayWhy() throws {
        let scenario = try Self.scenario(
            """
            scenario "Dismiss and pop" {}
            struct Badge: View { var body: some View { Text("New") } }
            struct Details: View { var body: some View { VStack { Text("Details"); Badge() } } }
            struct Home: View {
                @State var showing = false
                @State var pushed = false
                var body: some View {
                    NavigationStack {
                        Button("Open") { showing = true }
                            .sheet(isPresented: $showing) { Details() }
                            .navigationDestination(isPresented: $pushed) { Badge() }
                    }
                }
            }
            app { Home() }
            step "Open" { Home.showing = true }
            step "Close" { Home.showing = false }
            step "Push" { Home.pushed = true }
            step "Pop" { Home.pushed = false }
            """)
        let run = scenario.run(variant: nil)
        let simulation = try #require(run.simulation)
        let closed = StepCard.render(run.steps[2], of: 4, simulation: simulation)
        #expect(
            closed.contains(
                "✕ Details  destroyed: its .sheet was dismissed, and what it presented went with it (R0.6, R1.3)"))
        #expect(closed.contains("✕ Badge  destroyed: its .sheet was dismissed"), "\(closed)")
        let popped = StepCard.render(run.steps[4], of: 4, simulation: simulation)
        #expect(
            popped.contains("✕ Badge  destroyed: its screen was popped off the navigation path (R0.7, R1.3)"),
            "\(popped)")
        #expect((closed + popped).contains("its identity left the parent's body") == false)
    }

    @Test(
        "R0.6, R0.7: a sheet of built-in views says what it presented and that it was dismissed; a push and a pop say so"
    )
    func presentationsOfBuiltInViewsHaveALine() throws {
        let scenario = try Self.scenario(
            """
            scenario "Help sheet" {}
            @Observable final class Inbox { var showsHelp = false; var pushed = false }
            struct InboxScreen: View {
                @State private var inbox = Inbox()
                var body: some View {
                    NavigationStack {
                        Button("Help") { inbox.showsHelp = true }
                            .sheet(isPresented: $inbox.showsHelp) {
                                VStack {
                                    Text("Swipe to archive")
                                    Button("Done") { inbox.showsHelp = false }
                                }
                            }
                            .navigationDestination(isPresented: $inbox.pushed) { Text("Archive") }
                    }
                }
            }
            app { InboxScreen() }
            step "Help" { tap InboxScreen/Button("Help") }
            step "Done" { tap Button("Done") }
            step "Push" { InboxScreen.inbox.pushed = true }
            step "Pop" { InboxScreen.inbox.pushed = false }
            """)
        let run = scenario.run(variant: nil)
        #expect(run.failedExpectations.isEmpty)
        let simulation = try #require(run.simulation)
        try #require(run.steps.count == 5, "\(run.steps.map(\.warnings))")
        let presented = StepCard.render(run.steps[1], of: 4, simulation: simulation)
        #expect(
            presented.contains(
                "▲ Sheet  presented over InboxScreen (R0.6): VStack · Text(\"Swipe to archive\") · Button(\"Done\")"),
            "\(presented)")
        // The sheet's Button is named through the view that presents it.
        let dismissed = StepCard.render(run.steps[2], of: 4, simulation: simulation)
        #expect(
            dismissed.contains("▼ Sheet  dismissed from InboxScreen: what it showed went away (R0.6)"), "\(dismissed)")
        let pushed = StepCard.render(run.steps[3], of: 4, simulation: simulation)
        #expect(
            pushed.contains("pushed onto the navigation stack by InboxScreen (R0.7): Text(\"Archive\")"), "\(pushed)")
        let popped = StepCard.render(run.steps[4], of: 4, simulation: simulation)
        #expect(popped.contains("popped off the navigation stack: its screen went away (R0.7)"), "\(popped)")
        // A step where the binding did not change presents nothing.
        #expect(StepCard.render(run.steps[0], of: 4, simulation: simulation).contains("▲") == false)
        let json = JSONExport.render(
            JSONExport.Input(
                model: scenario.model, source: scenario.source, variant: "base", steps: run.steps,
                expectations: run.expectations, simulation: simulation, error: nil))
        #expect(json.contains("\"kind\": \"presented\""), "\(json)")
        #expect(json.contains("\"host\": \"Sheet\""))
    }

    @Test("R0.4: a Picker's ForEach options are options of the Picker, not rows of the List around it")
    func pickerOptionsAreNotListRows() throws {
        let scenario = try Self.scenario(
            """
            scenario "Genres" {}
            @Observable final class Library { var genres = ["Fiction"]; var genre = "Fiction"; var titles = ["Dune"] }
            struct LibraryScreen: View {
                @State private var library = Library()
                var body: some View {
                    List {
                        Picker("Genre", selection: $library.genre) {
                            ForEach(library.genres, id: \\.self) { Text($0) }
                        }
                        ForEach(library.titles, id: \\.self) { Text($0) }
                    }
                }
            }
            app { LibraryScreen() }
            step "Genre" { LibraryScreen.library.genres.append("Poetry") }
            step "Title" { LibraryScreen.library.titles.append("Emma") }
            """)
        let run = scenario.run(variant: nil)
        let simulation = try #require(run.simulation)
        let genre = StepCard.render(run.steps[1], of: 2, simulation: simulation)
        #expect(genre.contains("redrawn: option \"Poetry\" inserted in a Picker (Text(\"Poetry\"))"), "\(genre)")
        let title = StepCard.render(run.steps[2], of: 2, simulation: simulation)
        #expect(title.contains("redrawn: row \"Emma\" inserted (Text(\"Emma\"))"), "\(title)")
    }

    @Test func anAmbiguousREFInWhyListsTheCandidates() {
        final class Sink: @unchecked Sendable { var text = "" }
        let sink = Sink()
        let host = REPLHost(
            readFile: { path in .text(path: path, text: Self.tiles) }, guidePage: { _ in nil })
        let session = REPLSession(host: host, write: { sink.text += $0 })
        session.open("tiles.scenario")
        session.execute("next")
        sink.text = ""
        session.execute("why PhotoTile")
        #expect(sink.text.contains("'PhotoTile' matches 3 views"))
        #expect(sink.text.contains("candidates: PhotoTile#1, PhotoTile#2, PhotoTile#3"))
        sink.text = ""
        session.execute("why PhotoTile#2")
        #expect(sink.text.hasPrefix("why PhotoTile#2 ran · step 1/1"), "\(sink.text)")
    }
}

// MARK: - Colour on a terminal

extension ReportTruthRestTests {
    @Test func colourMarksTheSameSymbolsInEveryReport() {
        let card = """
            ── step 1/1 · Tap ──
             tap      Row › Button
              ↻ TrailRow[1]  @dependencies   unchanged on screen
              ↻ TrailRow[2]  @dependencies   redrawn: Image(systemName: "heart") → Image(systemName: "heart.fill")
              ◦ Badge  checked: environment unchanged
              · TrailList  not invalidated
             finding  broad-observable-read  2 views ran
            """
        let colored = ReportColor.apply(card)
        #expect(colored.contains("\u{1B}[1m── step 1/1"))
        #expect(colored.contains("\u{1B}[33m↻\u{1B}[0m TrailRow[1]"))
        #expect(colored.contains("\u{1B}[2munchanged on screen\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[32mredrawn\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[36m◦\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[35m\u{1B}[1mfinding"))
        let tree = "└─ ↻ TrailRow[2]      ForEach id 2\n   └─ + Badge"
        let treeColored = ReportColor.apply(tree)
        #expect(treeColored.contains("\u{1B}[33m↻\u{1B}[0m TrailRow[2]"))
        #expect(treeColored.contains("\u{1B}[32m+\u{1B}[0m Badge"))
        #expect(ReportColor.apply(card, enabled: false) == card)
        var stripped = colored
        for code in ["0", "1", "2", "31", "32", "33", "35", "36"] {
            stripped = stripped.replacingOccurrences(of: "\u{1B}[\(code)m", with: "")
        }
        #expect(stripped == card)
    }
}

extension EndToEndTests {
    @Test func runInColourOnlyWhenAsked() throws {
        let plain = try viewgraph(["run", "Scenarios/01-counter/counter.scenario"], columns: "100")
        #expect(plain.stdout.contains("\u{1B}[") == false)
        let colored = try viewgraph(
            ["run", "--color", "always", "Scenarios/01-counter/counter.scenario"], columns: "100")
        #expect(colored.status == 0)
        #expect(colored.stdout.contains("\u{1B}[33m↻\u{1B}[0m"))
        #expect(colored.stdout.contains("\u{1B}[32mredrawn\u{1B}[0m"))
        let never = try viewgraph(
            ["run", "--color", "never", "Scenarios/01-counter/counter.scenario"], columns: "100")
        #expect(never.stdout == plain.stdout)
    }
}

extension ReportTruthRestTests {
    @Test("R0.6: a sheet whose built-in content reads state that changes says what it redrew, though no body ran")
    func presentedContentThatChangesHasALine() throws {
        let scenario = try Self.scenario(
            """
            scenario "Add sheet" {}
            struct Screen: View {
                @State private var showing = false
                @State private var title = ""
                var body: some View {
                    Button("Add") { showing = true }
                        .sheet(isPresented: $showing) {
                            TextField("Title", text: $title)
                            Button("Save") { showing = false }
                                .disabled(title.isEmpty)
                        }
                }
            }
            app { Screen() }
            step "Add" { tap Screen/Button("Add") }
            step "Type" {
                Screen.title = "Jam"
                expect bodies == []
            }
            step "Nothing new" { Screen.title = "Jam" }
            """)
        let run = scenario.run(variant: nil)
        #expect(run.failedExpectations.isEmpty)
        let simulation = try #require(run.simulation)
        try #require(run.steps.count == 4)
        let typed = StepCard.render(run.steps[2], of: 3, simulation: simulation)
        #expect(
            typed.contains("↻ Sheet  updated in place: its content read a value that changed (R0.6)"), "\(typed)")
        #expect(typed.contains("TextField(\"Title\", text: \"\") → TextField(\"Title\", text: \"Jam\")"), "\(typed)")
        let update = try #require(run.steps[2].frames.first?.presentations.first)
        #expect(update.kind == .updated)
        #expect(update.shown.contains { $0.contains("Button(\"Save\") .disabled(false)") }, "\(update.shown)")
        let same = StepCard.render(run.steps[3], of: 3, simulation: simulation)
        #expect(same.contains("Sheet") == false, "\(same)")
    }
}

extension ReportTruthRestTests {
    @Test("R4.1: writes to two instances of one model type are two change lines, each instance named")
    func twoInstancesOfOneTypeAreNamedApart() throws {
        let scenario = try Self.scenario(
            """
            @Observable final class Counter { var n: Int; init(_ n: Int) { self.n = n } }
            struct Screen: View {
                @State private var a = Counter(0)
                @State private var b = Counter(10)
                var body: some View {
                    Text("\\(a.n) \\(b.n)")
                    Button("Bump both") { a.n = 1; b.n = 11 }
                    Button("Bump a") { a.n = 2; a.n = 3 }
                }
            }
            app { Screen() }
            step "both" { tap Screen/Button("Bump both") }
            step "a" { tap Screen/Button("Bump a") }
            """)
        let run = scenario.run(variant: nil)
        let simulation = try #require(run.simulation)
        try #require(run.steps.count == 3)
        let both = StepCard.render(run.steps[1], of: 2, simulation: simulation)
        #expect(both.contains("@Observable Counter#1.n   0 → 1"), "\(both)")
        #expect(both.contains("@Observable Counter#2.n   10 → 11"), "\(both)")
        // One instance keeps its type's name; its writes merge as before.
        let one = StepCard.render(run.steps[2], of: 2, simulation: simulation)
        #expect(one.contains("@Observable Counter.n   1 → 3   (2 writes)"), "\(one)")
    }
}

extension ReportTruthRestTests {
    @Test("R9.5: a card that sums a long step's frames still prints the few frames that did something")
    func eventfulFramesAreNotSummedAway() throws {
        let scenario = try Self.scenario(
            """
            struct Counter: View {
                @State var n = 0
                var body: some View { Text("\\(n)") }
            }
            app { Counter() }
            step "two writes, a frame after each" { Counter.n += 1; frames 1; Counter.n += 1; frames 1 }
            """)
        let run = scenario.run(variant: nil)
        let simulation = try #require(run.simulation)
        try #require(run.steps.count == 2 && run.steps[1].frames.count == 4)
        let card = StepCard.render(run.steps[1], of: 1, simulation: simulation)
        #expect(card.contains("frame 3 · 1 body"), "\(card)")
        #expect(card.contains("redrawn: Text(\"1\") → Text(\"2\")"), "\(card)")
        #expect(card.contains("more frame") == false, "\(card)")
    }
}

extension ReportTruthRestTests {
    @Test("R4.1: 'not invalidated' names views that existed at that step, not ones a later step made")
    func notInvalidatedNamesOnlyViewsOfThatStep() throws {
        let scenario = try Self.scenario(
            """
            scenario "Later views" {}
            @Observable
            final class Settings {
                var count = 0
                var flag = false
            }
            struct Flag: View {
                let settings: Settings
                var body: some View { Text(settings.flag ? "on" : "off") }
            }
            struct Counter: View {
                let settings: Settings
                var body: some View { Text("\\(settings.count)") }
            }
            struct Root: View {
                @State private var settings = Settings()
                @State private var showsFlag = false
                var body: some View {
                    Counter(settings: settings)
                    Flag(settings: settings)
                    if showsFlag { Flag(settings: settings) }
                    Button("Count") { settings.count += 1 }
                    Button("Show") { showsFlag = true }
                }
            }
            app { Root() }
            step "count" { tap Root/Button("Count") }
            step "show" { tap Root/Button("Show") }
            """)
        let run = scenario.run(variant: nil)
        let simulation = try #require(run.simulation)
        let card = StepCard.render(run.steps[1], of: 2, simulation: simulation)
        #expect(card.contains("Flag#1  not invalidated: it read Settings.flag only (R4.1)"))
        #expect(card.contains("Flag#2") == false)
    }

    @Test(
        "R4.1, R4.3: 'not invalidated: it read …' lists a view's reads at that step, not after a later step changed them"
    )
    func notInvalidatedReadsAreTheStepsOwn() throws {
        let scenario = try Self.scenario(
            """
            scenario "Reads then" {}
            @Observable
            final class Box {
                var on = true
                var items = [3, 1, 2]
                var other = 0
            }
            struct Banner: View {
                let box: Box
                var body: some View {
                    if box.on { Text("min \\(box.items.min() ?? 0)") } else { Text("off") }
                }
            }
            struct Root: View {
                @State var box = Box()
                var body: some View {
                    Banner(box: box)
                    Text("\\(box.other)")
                }
            }
            app { Root() }
            step "other" { Root.box.other = 5 }
            step "off" { Root.box.on = false }
            """)
        let run = scenario.run(variant: nil)
        let simulation = try #require(run.simulation)
        // Banner stops reading `items` in step 2; at step 1 it still read it.
        let card = StepCard.render(run.steps[1], of: 2, simulation: simulation)
        #expect(card.contains("not invalidated: it read Box.on, Box.items only (R4.1)"))
        // Root's body ran and checked Banner: the note joins Banner's one line in that frame.
        let bannerLines = card.split(separator: "\n").filter { $0.contains("◦ Banner") || $0.contains("· Banner") }
        #expect(bannerLines.count == 1)
    }

    /// A view that its parent's run checked, and that the write did not invalidate because it
    /// read another property of the object, gets one line with both facts (R2, R4.1) on the
    /// card and one row on the page; a view no frame lists keeps a line of its own.
    @Test("R2, R4.1: a checked view the write did not invalidate has one line, with both facts")
    func checkedAndNotInvalidatedIsOneLine() throws {
        let scenario = try Self.scenario(
            """
            import SwiftUI

            @Observable
            final class Log {
                var onlySent = false
                var entries = [1, 2, 3]
                var title = "Log"
            }

            struct Title: View {
                let log: Log
                var body: some View { Text(log.title) }
            }

            struct Footer: View {
                let log: Log
                var body: some View {
                    VStack {
                        Text("\\(log.entries.count) entries")
                        Title(log: log)
                    }
                }
            }

            struct LogScreen: View {
                @State private var log = Log()
                var body: some View {
                    VStack {
                        Toggle(log.onlySent ? "Sent" : "All", isOn: $log.onlySent)
                        Footer(log: log)
                    }
                }
            }

            app { LogScreen() }
            step "sent only" { tap LogScreen/Toggle }
            """)
        let run = scenario.run(variant: nil)
        let simulation = try #require(run.simulation)
        let card = StepCard.render(run.steps[1], of: 1, simulation: simulation)
        let footer = card.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter {
            $0.element.contains("Footer")
        }
        #expect(footer.count == 1, "\(card)")
        let joined = card.replacingOccurrences(of: "\n      ", with: " ")
        #expect(
            joined.contains(
                "◦ Footer  checked, not run: inputs equal, field by field (R2); not invalidated: it read Log.entries only (R4.1)"
            ), "\(card)")
        #expect(joined.contains("· Title  not invalidated: it read Log.title only (R4.1)"), "\(card)")

        let page = HTMLPage.render(try HTMLExporter.document(scenario, variant: nil, step: 1))
        #expect(page.components(separatedBy: "not invalidated: it read Log.entries only (R4.1)").count == 2)
        #expect(
            page.contains(
                "checked, not run: inputs equal, field by field (R2); not invalidated: it read Log.entries only (R4.1)")
        )
        #expect(page.contains("not invalidated: it read Log.title only (R4.1)"))
    }
}
