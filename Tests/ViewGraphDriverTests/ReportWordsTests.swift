import Foundation
import Testing
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports
import ViewGraphSyntax

/// Issue 18, consistent words and exports for slides: "checked" counts the same
/// views in every report (compared, not run: R2, R7.1), `graph` draws each step line
/// as its own cause, repeated frames collapse with a count, and DOT and Mermaid show
/// the trigger chain, the frame cost and bodies that ran for nothing.
struct ReportWordsTests {
    /// Inputs compared equal (R2.1), a '==' that returned true (R2.5) and environment
    /// readers whose keys kept their values (R7.1), in one frame and over five frames.
    static let mixed = """
        scenario "Checked views" {}
        @Observable final class Clock {
            var ticks = 0
        }
        struct Badge: View {
            let label: String
            var body: some View { Text(label) }
        }
        struct Stars: View, Equatable {
            let count: Int
            let opened: Int
            static func == (lhs: Stars, rhs: Stars) -> Bool { lhs.count == rhs.count }
            var body: some View { Text("\\(count) stars") }
        }
        struct Themed: View {
            @Environment(\\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        struct Screen: View {
            let clock: Clock
            @State var opened = 0
            var body: some View {
                VStack {
                    Text("\\(clock.ticks)")
                    Badge(label: "Top")
                    Stars(count: 4, opened: opened)
                        .equatable()
                    Themed()
                    Themed()
                }
                .environment(\\.tick, clock.ticks)
            }
        }
        extension EnvironmentValues {
            @Entry var tick: Int = 0
        }
        app {
            let clock = Clock()
            Screen(clock: clock)
        }
        step "One tick" {
            clock.ticks += 1
        }
        step "Five ticks" {
            every 100ms for 500ms { clock.ticks += 1 }
        }
        """

    static func scenario(_ text: String) throws -> LoadedScenario {
        let scenario = LoadedScenario(path: "words.scenario", text: text)
        try #require(scenario.hasErrors == false, "\(scenario.diagnostics.map(\.message))")
        return scenario
    }

    /// The `N checked` a step card reports: the summary line when frames were elided,
    /// else the frame lines, a collapsed "N more frames like this" counting as N copies
    /// of the frame above it.
    static func checkedInCard(_ card: String) -> Int {
        let lines = card.split(separator: "\n").map(String.init)
        if let summary = lines.first(where: { $0.hasPrefix(" ") && $0.contains(" frames · ") && $0.contains(" in all") }
        ) {
            return number(before: " checked", in: summary)
        }
        var total = 0
        var last = 0
        for line in lines {
            if line.hasPrefix(" frame ") {
                last = number(before: " checked", in: line)
                total += last
            } else if line.contains("more frame") && line.contains("like this") {
                total += last * number(before: " more frame", in: line)
            }
        }
        return total
    }

    static func number(before marker: String, in line: String) -> Int {
        guard let range = line.range(of: marker) else { return -1 }
        let digits = line[..<range.lowerBound].reversed().prefix { $0.isNumber }
        return Int(String(digits.reversed())) ?? -1
    }

    @Test func checkedMeansOneThingInEveryReport() throws {
        for (name, text) in [
            ("mixed", Self.mixed),
            (
                "lesson 4",
                try String(
                    contentsOf: ReportTruthTests.root.appendingPathComponent(
                        "Scenarios/04-view-inputs/view-inputs.scenario"), encoding: .utf8)
            ),
            (
                "lesson 8",
                try String(
                    contentsOf: ReportTruthTests.root.appendingPathComponent(
                        "Scenarios/08-environment-tick/environment-tick.scenario"), encoding: .utf8)
            ),
        ] {
            let scenario = try Self.scenario(text)
            let run = scenario.run(variant: nil)
            let simulation = try #require(run.simulation)
            let total = run.steps.count - 1
            let json = try #require(Exporter.render(.json, scenario, run))
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let jsonSteps = try #require(document["steps"] as? [[String: Any]])
            let stats = StatsReport.render(run.steps, of: total, variant: "base")
            var sawSome = false
            for step in run.steps where step.index > 0 {
                // The expectation's count: every view of `expect checked`, once per frame.
                let expected = simulation.events(.checked, in: step).count
                sawSome = sawSome || expected > 0
                #expect(step.checkedCount == expected, "\(name) step \(step.index)")
                let card = StepCard.render(step, of: total, simulation: simulation)
                #expect(Self.checkedInCard(card) == expected, "\(name) step \(step.index): card\n\(card)")
                let graph = CauseEffectReport.render(step, of: total)
                let footer = try #require(graph.split(separator: "\n").last.map(String.init))
                #expect(Self.number(before: " checked", in: footer) == expected, "\(name): graph \(footer)")
                let statsLine = try #require(
                    stats.split(separator: "\n").first { $0.hasPrefix("  step \(step.index) · ") }.map(String.init))
                #expect(Self.number(before: " checked", in: statsLine) == expected, "\(name): stats \(statsLine)")
                let frames = try #require(
                    jsonSteps.first { $0["index"] as? Int == step.index }?["frames"] as? [[String: Any]])
                let inJSON = frames.reduce(0) { $0 + (($1["checked"] as? [Any])?.count ?? 0) }
                #expect(inJSON == expected, "\(name): JSON step \(step.index)")
            }
            #expect(sawSome, "\(name) checks nothing: the test would prove nothing")
        }
    }

    @Test func inputsComparedEqualAreCheckedAsEnvironmentReadersAre() throws {
        let run = try Self.scenario(Self.mixed).run(variant: nil)
        let step = try #require(run.steps.dropFirst().first)
        let checked = step.frames.flatMap(\.checkedViews).map(\.displayName)
        // Badge: inputs equal (R2.1); Stars: '==' returned true (R2.5); Themed: its
        // environment key did not change (R7.1). Each once in the frame.
        #expect(checked.filter { $0 == "Badge" }.count == 1)
        #expect(checked.filter { $0 == "Stars" }.count == 1)
        #expect(checked.filter { $0.hasPrefix("Themed") }.count == 2)
        let simulation = try #require(run.simulation)
        let card = StepCard.render(step, of: 2, simulation: simulation)
        #expect(card.contains("◦ Badge  checked, not run: inputs equal"), "\(card)")
        #expect(card.contains("skipped") == false, "\(card)")
    }

    @Test func graphDrawsEachStepLineAsItsOwnCause() throws {
        let text = """
            scenario "Two lines" {}
            @Observable final class Store {
                var a = 0
                var b = 0
            }
            struct Screen: View {
                let store: Store
                var body: some View {
                    VStack {
                        Text("\\(store.a)")
                        Button("B") { store.b += 1 }
                    }
                }
            }
            app {
                let store = Store()
                Screen(store: store)
            }
            step "Two things" {
                store.a = 1
                tap Screen/Button
            }
            """
        let run = try Self.scenario(text).run(variant: nil)
        let graph = CauseEffectReport.render(try #require(run.steps.last), of: 1)
        let lines = graph.split(separator: "\n").map(String.init)
        // Both step lines start a chain of their own; only the tap's action hangs off it.
        #expect(lines.contains(" ● Your code  store.a = 1"), "\(graph)")
        let tap = try #require(lines.firstIndex { $0.hasPrefix(" ● Gesture  tap Screen") }, "\(graph)")
        #expect(lines[tap + 1].contains("└─▶ Action  store.b += 1"), "\(graph)")
        #expect(lines.contains { $0.contains("└─▶ Gesture") || $0.contains("└─▶ Your code") } == false, "\(graph)")
    }

    @Test func repeatedFramesCollapseWithACount() throws {
        let run = try Self.scenario(Self.mixed).run(variant: nil)
        let simulation = try #require(run.simulation)
        let step = try #require(run.steps.last)
        #expect(step.frames.count == 5)
        let card = StepCard.render(step, of: 2, simulation: simulation)
        #expect(card.contains(" … 4 more frames like this (frames 2–5)"), "\(card)")
        #expect(card.contains("1 body") || card.contains("bodies"))
        #expect(card.contains("(s)") == false, "\(card)")
    }
}

extension ReportWordsTests {
    @Test func whyNotOverTenFramesIsAFewLines() throws {
        let scenario = try ReportTruthTests.load("Scenarios/08-environment-tick/environment-tick.scenario")
        let run = scenario.run(variant: nil)
        let simulation = try #require(run.simulation)
        let step = try #require(run.steps.last)
        #expect(step.frames.count == 10)
        let button = try #require(simulation.viewsInTreeOrder.first { $0.displayName == "ControlButton[3]" })
        let text = WhyReport.whyNot(button, step: step, of: 1, simulation: simulation)
        // One paragraph per verdict, naming the frames, not one per frame.
        #expect(text.contains("in each of frames 1–10"), "\(text)")
        #expect(text.contains("in frame 2") == false, "\(text)")
        #expect(text.split(separator: "\n").count <= 12, "\(text)")
    }
}

extension ReportWordsTests {
    @Test func aBranchSwitchToTheSameContentIsNewIdentitiesNotARedraw() throws {
        let text = """
            scenario "Same content, two branches" {}
            struct Label: View {
                var body: some View { Text("Hello") }
            }
            struct Screen: View {
                @State var compact = false
                var body: some View {
                    VStack {
                        Button("Switch") { compact.toggle() }
                        if compact {
                            Label()
                        } else {
                            Label()
                        }
                    }
                }
            }
            app { Screen() }
            step "Switch" {
                tap Screen/Button
            }
            """
        let run = try Self.scenario(text).run(variant: nil)
        let simulation = try #require(run.simulation)
        let step = try #require(run.steps.last)
        let screen = try #require(step.allRuns.first { $0.node.displayName == "Screen" })
        // R1.2: the branches are two identities (the true branch is branch 0), so Label is
        // destroyed and created, but what Screen shows reads the same: not a redraw (R0.4).
        #expect(screen.redrawn == false)
        #expect(screen.screenChange?.branchSwitches.isEmpty == false)
        #expect(step.frames.flatMap(\.created).map(\.type.name) == ["Label"])
        #expect(step.frames.flatMap(\.destroyed).map(\.type.name) == ["Label"])
        let card = StepCard.render(step, of: 1, simulation: simulation)
        #expect(card.contains("redrawn: branch") == false, "\(card)")
        #expect(card.contains("unchanged on screen (branch 1 → branch 0: new identities, R1.2)"), "\(card)")
    }
}

extension ReportWordsTests {
    @Test func theCardNamesEachReadAndWriteByFileLineAndColumn() throws {
        let scenario = try ReportTruthTests.load(Self.favorites)
        let run = scenario.run(variant: nil)
        let simulation = try #require(run.simulation)
        let card = StepCard.render(try #require(run.steps.dropFirst().first), of: 2, simulation: simulation)
        let lines = scenario.source.text.split(separator: "\n", omittingEmptySubsequences: false)
        // Every site the card names points at the property it names, in this file.
        let sites = try Regex(#"favorites\.scenario:(\d+):(\d+)"#, as: (Substring, Substring, Substring).self)
        let found = card.matches(of: sites)
        #expect(found.count >= 5, "a write and four reads: \(card)")
        for match in found {
            let line = try #require(Int(match.output.1))
            let column = try #require(Int(match.output.2))
            let text = String(lines[line - 1].dropFirst(column - 1))
            #expect(text.hasPrefix("starredIDs"), "\(match.output.0) is \(text)")
        }
        #expect(
            card.contains("read PodcastLibrary.starredIDs via body › isStarred(_:) › starredIDs  favorites.scenario:"))
        let change = try #require(card.split(separator: "\n").firstIndex { $0.hasPrefix(" change   @Observable") })
        let changeLines = card.split(separator: "\n")[change...].prefix(2).joined(separator: " ")
        #expect(changeLines.contains("favorites.scenario:"), "\(changeLines)")
    }
}

// MARK: - Exports for slides

extension ReportWordsTests {
    static let favorites = "Scenarios/05-favorites/favorites.scenario"

    @Test func dotAndMermaidShowTheTriggerChainAndTheFrameCost() throws {
        let scenario = try ReportTruthTests.load(Self.favorites)
        let run = scenario.run(variant: nil)
        let step = try #require(run.steps.dropFirst().first)
        let simulation = try #require(run.simulation)
        let graph = GraphSnapshot(simulation: simulation, step: step)
        #expect(graph.chain.map(\.role) == ["Gesture", "Action"])
        #expect(graph.chain.last?.text == "library.toggleStar(episode)")
        // The action points at the change; the change at the views it invalidated.
        let changed = graph.nodes.filter { $0.status == .changed }.map(\.id)
        #expect(changed.isEmpty == false)
        #expect(graph.chainEdges.map(\.to) == ["a1"] + changed)
        #expect(graph.cost == "1 frame · 0.40 ms of 8.33 ms (120 Hz)")
        let dot = DOTExport.render(graph)
        #expect(dot.contains("t1 [label=\"Gesture\\ntap EpisodeRow[2] › Button\""), "\(dot)")
        #expect(dot.contains("t1 -> a1 [style=bold"))
        #expect(dot.contains("1 frame · 0.40 ms of 8.33 ms (120 Hz)"))
        #expect(dot.contains("dir=back"), "hot dependencies point from the change to the view")
        let mermaid = MermaidExport.render(graph)
        #expect(mermaid.contains("%% 1 frame · 0.40 ms of 8.33 ms (120 Hz)"))
        #expect(mermaid.contains("t1 ==> a1"))
    }

    @Test func exportsTellRedrawnFromRanForNothing() throws {
        let scenario = try ReportTruthTests.load(Self.favorites)
        let run = scenario.run(variant: nil)
        let step = try #require(run.steps.dropFirst().first)
        let graph = GraphSnapshot(simulation: try #require(run.simulation), step: step)
        let rows = graph.nodes.filter { $0.kind == .view && $0.status == .ran }
        #expect(rows.filter { $0.redrawn == true }.map(\.label) == ["EpisodeRow[2]"])
        #expect(rows.filter { $0.redrawn == false }.count == 3)
        let dot = DOTExport.render(graph)
        #expect(dot.contains("ran: @dependencies · unchanged on screen"))
        #expect(dot.contains("ran: @dependencies · redrawn"))
        // The HTML page's graph draws them the same way (its SVG shares the snapshot).
        let page = HTMLPage.render(try HTMLExporter.document(scenario, variant: nil, guideBase: "../Guides/causes/"))
        #expect(page.contains("class=\"node view ran hot for-nothing\""))
        let mermaid = MermaidExport.render(graph)
        #expect(mermaid.contains("classDef idle"))
        #expect(mermaid.split(separator: "\n").contains { $0.hasPrefix("  class ") && $0.hasSuffix(" idle") })
    }

    @Test func theLegendListsOnlyWhatIsDrawn() throws {
        let scenario = try ReportTruthTests.load(Self.favorites)
        let run = scenario.run(variant: nil)
        let simulation = try #require(run.simulation)
        let graph = GraphSnapshot(simulation: simulation, step: try #require(run.steps.last))
        let legend = graph.legend
        #expect(legend.contains("red dashed: destroyed") == graph.nodes.contains { $0.status == .destroyed })
        #expect(legend.contains("grey dashed: checked, not run") == graph.nodes.contains { $0.status == .checked })
        #expect(legend.contains("dotted: writes") == graph.edges.contains { $0.kind == .environmentWrite })
        #expect(
            legend.contains("orange outline: ran for nothing (screen unchanged)")
                == graph.nodes.contains { $0.status == .ran && $0.redrawn == false })
        let dot = DOTExport.render(graph)
        for item in legend { #expect(dot.contains(item)) }
        #expect(dot.contains("ran for nothing") == legend.contains { $0.contains("ran for nothing") })
    }

    @Test func objectNumbersArePerType() throws {
        let text = """
            scenario "Two stores" {}
            @Observable final class Settings {
                var dark = false
            }
            @Observable final class TrailStore {
                var count = 0
            }
            struct Panel: View {
                let settings: Settings
                let store: TrailStore
                var body: some View { Text("\\(settings.dark) \\(store.count)") }
            }
            app {
                let a = TrailStore()
                let settings = Settings()
                let b = TrailStore()
                VStack {
                    Panel(settings: settings, store: a)
                    Panel(settings: settings, store: b)
                }
            }
            step "Count" {
                b.count = 1
            }
            """
        let scenario = try Self.scenario(text)
        let run = scenario.run(variant: nil)
        let graph = GraphSnapshot(simulation: try #require(run.simulation), step: try #require(run.steps.last))
        let labels = graph.groups.map(\.label)
        #expect(labels.contains("@Observable TrailStore#1"), "\(labels)")
        #expect(labels.contains("@Observable TrailStore#2"), "\(labels)")
        #expect(labels.contains("@Observable Settings"), "\(labels)")
        #expect(labels.contains { $0.contains("#3") } == false, "\(labels)")
    }

    @Test func theDotOfEveryLessonStepRendersWithGraphviz() throws {
        guard let dot = Subprocess.find("dot") else { return }
        for lesson in [Self.favorites, "Scenarios/08-environment-tick/environment-tick.scenario"] {
            let scenario = try ReportTruthTests.load(lesson)
            let run = scenario.run(variant: nil)
            let simulation = try #require(run.simulation)
            let text = DOTExport.render(simulation: simulation, step: try #require(run.steps.last), title: lesson)
            let svg = try Subprocess.run(dot, ["-Tsvg"], input: text)
            #expect(svg.status == 0, "\(lesson): \(svg.stderr)")
            #expect(svg.stdout.contains("Gesture") || svg.stdout.contains("Timer"), "\(lesson)")
        }
    }
}
