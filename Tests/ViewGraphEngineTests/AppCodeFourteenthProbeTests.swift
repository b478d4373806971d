import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the fourteenth probe (Scenarios/KNOWN-ENGINE-ISSUES.md, "Fixed", 140–):
/// code that `check` passed and `run` stopped on, or ran unlike SwiftUI.
@Suite("SwiftUI app code: animation values, font chains, withAnimation's completion")
struct AppCodeFourteenthProbeTests {
    @Test("R9.6: a font or an animation made by a call takes its type's methods (.weight, .delay, .repeatForever)")
    func symbolicValuesTakeMethods() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Badge: View {
                @State private var pulse = false
                var body: some View {
                    VStack {
                        Text("New").font(.system(size: 20).weight(.bold))
                        Text("Sale").font(.custom("Avenir", size: 14).italic())
                        Circle()
                            .scaleEffect(pulse ? 1.2 : 1)
                            .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: pulse)
                    }
                    .onAppear { withAnimation(.spring(duration: 0.4).delay(0.2)) { pulse = true } }
                }
            }
            app { Badge() }
            step "look" { expect Badge.pulse == true }
            """)
        harness.expectAllPassed()
    }

    @Test("R9.6: withAnimation's completion runs when the animation is logically complete, on the simulated clock")
    func completionRunsAfterTheAnimation() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Fader: View {
                @State private var shown = false
                @State private var finished = 0
                var body: some View {
                    Text(shown ? "on" : "off")
                    Text("finished \\(finished)")
                    Button("Fade") {
                        withAnimation(.easeInOut(duration: 0.3)) { shown.toggle() } completion: { finished += 1 }
                    }
                    Button("Pop") {
                        withAnimation(.snappy.delay(0.1)) { shown.toggle() } completion: { finished += 10 }
                    }
                    Button("Plain") {
                        withAnimation { shown.toggle() } completion: { finished += 100 }
                    }
                    Button("Pulse") {
                        withAnimation(.linear.repeatForever()) { shown.toggle() } completion: { finished += 1000 }
                    }
                }
            }
            app { Fader() }
            step "fade" {
                tap Fader/Button("Fade")
                expect Fader.shown == true
                expect Fader.finished == 0
            }
            step "0.2 s" {
                wait 200ms
                expect Fader.finished == 0
            }
            step "0.3 s" {
                wait 100ms
                expect Fader.finished == 1
            }
            step "pop: snappy is 0.5 s, after a 0.1 s delay" {
                tap Fader/Button("Pop")
                wait 550ms
                expect Fader.finished == 1
            }
            step "0.6 s" {
                wait 50ms
                expect Fader.finished == 11
            }
            step "the default animation is a spring of 0.55 s" {
                tap Fader/Button("Plain")
                wait 500ms
                expect Fader.finished == 11
            }
            step "0.55 s" {
                wait 50ms
                expect Fader.finished == 111
            }
            step "an animation that repeats forever never completes" {
                tap Fader/Button("Pulse")
                wait 10s
                expect Fader.finished == 111
            }
            """)
        harness.expectAllPassed()
        let fired = harness.steps[3].taskEvents.filter { $0.kind == .timerFired }.map(\.task)
        #expect(fired == ["withAnimation completion in Fader"])
    }
}

extension AppCodeFourteenthProbeTests {
    @Test("R5.1: @Namespace is a state cell whose ID is made once per identity and never updates a body")
    func namespaceIsStablePerIdentity() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Tabs: View {
                @Namespace private var underline
                @State private var selected = "A"
                var body: some View {
                    HStack {
                        ForEach(["A", "B"], id: \\.self) { tab in
                            Button(tab) { withAnimation(.spring) { selected = tab } }
                                .overlay {
                                    if selected == tab {
                                        Rectangle().matchedGeometryEffect(id: "line", in: underline)
                                    }
                                }
                        }
                    }
                }
            }
            struct Screen: View {
                var body: some View {
                    Tabs()
                    Tabs()
                }
            }
            app { Screen() }
            step "B" {
                tap Tabs#1/Button("B")
                expect bodies == [Tabs#1]
            }
            """)
        harness.expectAllPassed()
        let screen = try #require(harness.simulation.root?.children.first)
        let tabs = screen.children.map { $0.renderedLines.joined(separator: "\n") }
        #expect(tabs.count == 2)
        #expect(tabs.first?.contains("in: Namespace.ID(1)") == true, "\(tabs)")
        #expect(tabs.last?.contains("in: Namespace.ID(2)") == true, "\(tabs)")
    }
}

extension AppCodeFourteenthProbeTests {
    @Test("R5.4: CGSize and CGPoint values in @State: made, compared with .zero, written in place, reset to .zero")
    func geometryValuesInState() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Card: View {
                @State private var offset: CGSize = .zero
                @State private var anchor = CGPoint(x: 1, y: 2)
                var body: some View {
                    Text("w \\(Int(offset.width))").offset(offset)
                    if offset == .zero { Text("home") }
                    Button("Nudge") { offset = CGSize(width: offset.width + 10, height: 0) }
                    Button("Reset") { offset = .zero; anchor.x += 1 }
                }
            }
            app { Card() }
            step "nudge" {
                tap Card/Button("Nudge")
                expect Card.offset.width == 10
                expect Card.offset != CGSize.zero
            }
            step "reset" {
                tap Card/Button("Reset")
                expect Card.offset == CGSize(width: 0, height: 0)
                expect Card.anchor.x == 2
                expect Card.anchor == CGPoint(x: 2, y: 2)
                expect bodies == [Card]
            }
            """)
        harness.expectAllPassed()
        let card = try #require(harness.simulation.root?.children.first)
        #expect(card.renderedLines.contains { $0.contains("Text(\"home\")") })
    }
}

extension AppCodeFourteenthProbeTests {
    @Test("R0.7: 'tap RecipeRow[2]' taps the NavigationLink whose label the row is, in the body that shows it")
    func tappingARowTapsTheLinkAroundIt() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Recipe: Identifiable, Hashable { let id: Int; var name: String; var isFavorite = false }
            struct Recipes: View {
                @State private var recipes = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Curry")]
                @State private var path: [Recipe] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        List(recipes) { recipe in
                            NavigationLink(value: recipe) { RecipeRow(recipe: recipe) }
                        }
                        .navigationDestination(for: Recipe.self) { recipe in Text(recipe.name) }
                    }
                    Button("Star") { recipes[0].isFavorite = true }
                }
            }
            struct RecipeRow: View {
                let recipe: Recipe
                var body: some View { Text(recipe.name) }
            }
            app { Recipes() }
            step "open curry" {
                tap RecipeRow[2]
                expect Recipes.path == [Recipe(id: 2, name: "Curry")]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].triggers.first?.subject == "Recipes › NavigationLink")
    }

    @Test("R2.3: an Equatable input too long to show whole names the part that changed (.isFavorite false → true)")
    func inputDifferencesNameTheChangedPart() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Recipe: Identifiable, Hashable {
                let id: Int
                var name: String
                var notes = "Whisk the eggs and the milk"
                var isFavorite = false
            }
            struct Recipes: View {
                @State private var recipes = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Curry")]
                @State private var tags = ["a": 1]
                var body: some View {
                    ForEach(recipes) { recipe in RecipeRow(recipe: recipe) }
                    Tags(tags: tags)
                    Button("Star") { recipes[0].isFavorite = true; tags["a"] = 2 }
                }
            }
            struct RecipeRow: View {
                let recipe: Recipe
                var body: some View { Text(recipe.name) }
            }
            struct Tags: View {
                let tags: [String: Int]
                var body: some View { Text("\\(tags.count)") }
            }
            app { Recipes() }
            step "star" {
                tap Recipes/Button("Star")
                expect bodies == [Recipes, RecipeRow[1], Tags]
            }
            """)
        harness.expectAllPassed()
        let differences = harness.steps[1].frames.flatMap(\.runs).flatMap(\.reasons).compactMap { reason -> String? in
            guard case .inputChanged(let field, let difference, _) = reason else { return nil }
            return "\(field): \(difference)"
        }
        // A short value is shown whole; a long one by the part that differs.
        #expect(differences.sorted() == ["recipe: .isFavorite false → true", "tags: [\"a\": 1] → [\"a\": 2]"])
    }
}

extension AppCodeFourteenthProbeTests {
    @Test("'\\(value, format: .number.precision(…))' in a string formats as value.formatted(…) does")
    func interpolationWithAFormatStyle() throws {
        let output = try printedByStep(
            """
            let scale = 1.25
            let share = 0.5
            print("Scale \\(scale, format: .number.precision(.fractionLength(1))) \\(share, format: .percent)")
            """)
        #expect(output == ["Scale 1.2 50%"])
    }

    @Test("R6.4: 'tap TabView/Text(…)' selects the tab whose item is a Label with that title")
    func textNamesALabelledTabItem() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            enum Tab: Hashable { case inbox, settings }
            struct Root: View {
                @State private var tab: Tab = .inbox
                var body: some View {
                    TabView(selection: $tab) {
                        Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }.tag(Tab.inbox)
                        Text("Settings").tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
                    }
                }
            }
            app { Root() }
            step "settings" {
                tap Root/TabView/Text("Settings")
                expect Root.tab == .settings
            }
            """)
        harness.expectAllPassed()
    }
}

extension AppCodeFourteenthProbeTests {
    @Test("R10.2: a .task(id:) that restarts lets the cancelled task finish its catch before the new one begins")
    func restartedTaskRunsAfterTheCancelledOnesCatch() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Search: View {
                @State private var query = ""
                @State private var isSearching = false
                @State private var log: [String] = []
                var body: some View {
                    Text(isSearching ? "searching" : "idle")
                        .task(id: query) {
                            guard !query.isEmpty else { return }
                            isSearching = true
                            log.append("start \\(query)")
                            do {
                                try await Task.sleep(for: .milliseconds(250))
                                log.append("done \\(query)")
                            } catch {
                                log.append("cancelled")
                            }
                            isSearching = false
                        }
                }
            }
            app { Search() }
            step "a" { Search.query = "a" }
            step "ap" {
                wait 100ms
                Search.query = "ap"
                expect Search.isSearching == true
                expect Search.log == ["start a", "cancelled", "start ap"]
                expect bodies(Search) == 2
            }
            step "settle" {
                wait 300ms
                expect Search.isSearching == false
                expect Search.log == ["start a", "cancelled", "start ap", "done ap"]
            }
            """)
        harness.expectAllPassed()
        let reasons = harness.steps[2].frames.flatMap(\.runs).flatMap(\.reasons).compactMap { reason -> String? in
            guard case .state(let name, let old, let new) = reason else { return nil }
            return "\(name) \(old) → \(new)"
        }
        // Written false, then true again, before the view ran: its first old and its last new value.
        #expect(reasons.contains("isSearching true → true"), "\(reasons)")
    }
}

extension AppCodeFourteenthProbeTests {
    @Test("R8.1: a List of Sections builds only the rows in the window; a footer after the rows waits for a scroll")
    func sectionsAndFootersOfALazyList() throws {
        let harness = try Harness(
            """
            scenario "s" { visibleRows 5 }
            struct Row: View {
                let n: Int
                var body: some View { Text("\\(n)") }
            }
            struct Footer: View {
                var body: some View { Text("End").onAppear { print("footer appeared") } }
            }
            struct Feed: View {
                var body: some View {
                    List {
                        Section("A") { ForEach(0..<10, id: \\.self) { Row(n: $0) } }
                        Section("B") { ForEach(10..<20, id: \\.self) { Row(n: $0) } }
                        Footer()
                    }
                }
            }
            app { Feed() }
            expect bodies == [Feed, Row[0], Row[1], Row[2], Row[3], Row[4]]
            step "into B" {
                scroll Feed/List to 12
                expect created(Row) == 5
                expect created(Footer) == 0
            }
            step "to the end" {
                scroll Feed/List to 17
                expect created(Footer) == 1
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[2].printed == ["footer appeared"])
    }
}

extension AppCodeFourteenthProbeTests {
    @Test("an unlabelled tuple stored where a labelled tuple type is declared takes its labels, as in Swift")
    func tuplesTakeTheirDeclaredLabels() throws {
        let output = try printedByStep(
            """
            var entries: [(name: String, n: Int)] = []
            entries.append(("a", 1))
            entries.insert(("c", 3), at: 0)
            print(entries, entries[0].name)
            var stats = Stats()
            stats.range = (5, 9)
            print(stats.range.lo)
            """,
            declarations: "struct Stats { var range: (lo: Int, hi: Int) = (0, 0) }")
        #expect(output == ["[(name: \"c\", n: 3), (name: \"a\", n: 1)] c", "5"])
    }

    @Test("strings inside collections print escaped as Swift prints them; rendered text escapes its newlines")
    func stringsAreEscapedWhereSwiftEscapesThem() throws {
        let output = try printedByStep(
            """
            print(["it's", "a\\tb\\n\\"q\\" \\\\ é"])
            print([1: "a\\"b"])
            """)
        #expect(output == [#"["it\'s", "a\tb\n\"q\" \\ é"]"#, #"[1: "a\"b"]"#])
        let harness = try Harness(
            """
            struct Log: View {
                @State private var lines = ["a"]
                var body: some View {
                    Text(lines.joined(separator: "\\n"))
                    Button("More") { lines.append("Don't") }
                }
            }
            app { Log() }
            step "more" { tap Log/Button("More") }
            """)
        let log = try #require(harness.simulation.root?.children.first)
        #expect(log.renderedLines.contains(#"Text("a\nDon't")"#), "\(log.renderedLines)")
    }
}

extension AppCodeFourteenthProbeTests {
    @Test("R6.4: a DisclosureGroup builds its content only while expanded; each row's group keeps its own state")
    func disclosureGroupsExpandAndCollapse() throws {
        let harness = try Harness(
            """
            struct FAQ: Identifiable { let id: Int; let q: String; let a: String }
            struct Answer: View {
                let text: String
                var body: some View { Text(text) }
            }
            struct Help: View {
                @State private var showAdvanced = false
                let faqs = [FAQ(id: 1, q: "Why?", a: "Because."), FAQ(id: 2, q: "How?", a: "Like so.")]
                var body: some View {
                    List {
                        DisclosureGroup("Advanced", isExpanded: $showAdvanced) { Text("Beta") }
                        ForEach(faqs) { faq in
                            DisclosureGroup(faq.q) { Answer(text: faq.a) }
                        }
                    }
                }
            }
            app { Help() }
            expect created(Answer) == 0
            step "open advanced" {
                tap Help/DisclosureGroup("Advanced")
                expect Help.showAdvanced == true
            }
            step "open the second question" {
                tap Help/DisclosureGroup("How?")
                expect created == [Answer[2]]
            }
            step "close it" {
                tap Help/DisclosureGroup("How?")
                expect destroyed == [Answer[2]]
            }
            """)
        harness.expectAllPassed()
        let help = try #require(harness.simulation.root?.children.first)
        #expect(help.renderedLines.contains { $0.contains("Text(\"Beta\")") }, "\(help.renderedLines)")
        #expect(help.renderedLines.contains { $0.contains("DisclosureGroup(\"How?\", isExpanded: false)") })
    }
}

extension AppCodeFourteenthProbeTests {
    @Test("'submit Screen' presses Return in the field of Screen's .searchable: .onSubmit(of: .search) runs")
    func submittingASearchField() throws {
        let harness = try Harness(
            """
            struct Screen: View {
                @State private var query = ""
                @State private var submitted = 0
                @State private var typed = 0
                var body: some View {
                    NavigationStack {
                        List { Text("\\(submitted)") }
                            .searchable(text: $query)
                            .onSubmit(of: .search) { submitted += 1 }
                            .onSubmit { typed += 1 }
                    }
                }
            }
            app { Screen() }
            step "search" {
                Screen.query = "tea"
                submit Screen
                expect Screen.submitted == 1
                expect Screen.typed == 0
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].triggers.last?.subject == "Screen › search field")
    }
}

extension AppCodeFourteenthProbeTests {
    @Test("R8.1: a scroll past the end stops there: the last rows fill the window")
    func scrollStopsAtTheEnd() throws {
        let harness = try Harness(
            """
            scenario "s" { visibleRows 5 }
            struct Row: View {
                let n: Int
                var body: some View { Text("\\(n)") }
            }
            struct Feed: View {
                var body: some View {
                    List { ForEach(0..<12, id: \\.self) { Row(n: $0) } }
                }
            }
            app { Feed() }
            step "far" {
                scroll Feed/List to 30
                expect created == [Row[7], Row[8], Row[9], Row[10], Row[11]]
            }
            """)
        harness.expectAllPassed()
        #expect(
            harness.steps[1].triggers.first?.subject == "Feed › List to row 7 (the end: row 30 cannot reach the top)")
    }
}

extension AppCodeFourteenthProbeTests {
    @Test("controls lists a long list's scroll and a .refreshable list's pull, so a learner finds those steps")
    func controlsListScrollAndRefresh() throws {
        let harness = try Harness(
            """
            scenario "s" { visibleRows 5 }
            struct Feed: View {
                @State private var items = Array(0..<8)
                var body: some View {
                    List(items, id: \\.self) { Text("\\($0)") }
                        .refreshable { items.insert(-1, at: 0) }
                }
            }
            app { Feed() }
            """)
        let actions = harness.simulation.controlsOnScreen().map(\.action)
        #expect(actions.contains("scroll Feed/List to N"), "\(actions)")
        #expect(actions.contains("refresh Feed/List"), "\(actions)")
    }
}
