import Testing
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports

/// A ForEach row content that runs alone (R2.7) is named in every report: the step card,
/// `why` of the view that built the ForEach, JSON, DOT and Mermaid.
struct RowContentReportTests {
    static let text = """
        scenario "Row content" {}
        @Observable final class Item: Identifiable {
            let id: Int
            var name: String
            init(id: Int, name: String) {
                self.id = id
                self.name = name
            }
        }
        @Observable final class Shelf {
            var items: [Item] = (1...3).map { Item(id: $0, name: "n\\($0)") }
        }
        struct ShelfView: View {
            let shelf: Shelf
            var body: some View {
                VStack {
                    ForEach(shelf.items) { item in
                        Text(item.name)
                    }
                }
            }
        }
        app {
            let shelf = Shelf()
            ShelfView(shelf: shelf)
        }
        step "Rename the second" {
            shelf.items[1].name = "B"
            expect bodies == []
        }
        """

    static func run() throws -> (LoadedScenario, ScenarioRun, Simulation) {
        let scenario = LoadedScenario(path: "row.scenario", text: text)
        let run = scenario.run(variant: nil)
        let simulation = try #require(run.simulation)
        #expect(run.failedExpectations.isEmpty)
        return (scenario, run, simulation)
    }

    @Test("R2.7: the step card and why name the row content that ran instead of the body")
    func stepCardAndWhy() throws {
        let (_, run, simulation) = try Self.run()
        let step = run.steps[1]
        let card = StepCard.render(step, of: 1, simulation: simulation)
        #expect(card.contains(" frame 1 · 0 bodies · 1 row content · "))
        #expect(card.contains("↻ ForEach row content [2] in ShelfView  @dependencies"))
        #expect(card.contains("read Item.name via ForEach content › name"))
        #expect(card.contains("redrawn: Text(\"n2\") → Text(\"B\")"))
        let owner = try #require(simulation.viewsInTreeOrder.first { $0.displayName == "ShelfView" })
        let why = WhyReport.why(owner, step: step, of: 1, simulation: simulation)
        #expect(why.hasPrefix("ShelfView did not run in step 1/1 · Rename the second.\n"))
        #expect(why.contains("frame 1: ForEach row content [2] in ShelfView ran"))
        #expect(why.contains("read Item.name (via ForEach content ›"))
        #expect(why.contains("(R2.7)"))
    }

    @Test("R2.7: JSON, DOT and Mermaid show the row content, its owner and its read")
    func exports() throws {
        let (scenario, run, simulation) = try Self.run()
        let step = run.steps[1]
        let json = JSONExport.render(
            JSONExport.Input(
                model: scenario.model, source: scenario.source, variant: "base", steps: run.steps,
                expectations: run.expectations, simulation: simulation, error: nil))
        #expect(json.contains("\"rowContentRuns\""))
        #expect(json.contains("\"rowContent\": \"ForEach row content [2]\""))
        #expect(json.contains("\"kind\": \"rowContent\""))
        let dot = DOTExport.render(simulation: simulation, step: step)
        #expect(dot.contains("ForEach row content [2]"))
        let mermaid = MermaidExport.render(simulation: simulation, step: step)
        #expect(mermaid.contains("ForEach row content [2]"))
        let graph = GraphSnapshot(simulation: simulation, step: step)
        let row = try #require(graph.nodes.first { $0.kind == .rowContent })
        #expect(row.status == .ran)
        #expect(graph.edges.contains { $0.kind == .tree && $0.to == row.id })
        #expect(graph.edges.contains { $0.kind == .dependency && $0.from == row.id && $0.isHot })
    }

    @Test("R2.7: a row content that gives its row view a new input counts as a change on screen, and why names it")
    func rowContentThatChangedItsRowView() throws {
        let text = """
            scenario "Highlight" {}
            struct Event: Identifiable { let id: Int }
            @Observable final class Agenda {
                var events = (1...4).map { Event(id: $0) }
                var highlighted: Int? = nil
            }
            struct EventRow: View {
                let event: Event
                let isHighlighted: Bool
                var body: some View { Text("\\(event.id)\\(isHighlighted ? " ★" : "")") }
            }
            struct AgendaScreen: View {
                @State private var agenda = Agenda()
                var body: some View {
                    VStack {
                        ForEach(agenda.events) { event in
                            EventRow(event: event, isHighlighted: agenda.highlighted == event.id)
                        }
                    }
                }
            }
            app { AgendaScreen() }
            step "highlight" { AgendaScreen.agenda.highlighted = 3 }
            """
        let run = LoadedScenario(path: "highlight.scenario", text: text).run(variant: nil)
        let simulation = try #require(run.simulation)
        let step = run.steps[1]
        let finding = try #require(step.findings.first { $0.id == "broad-observable-read" })
        #expect(finding.headline == "4 ForEach row contents ran for Agenda.highlighted, 1 changed on screen")
        let row = try #require(simulation.viewsInTreeOrder.first { $0.displayName == "EventRow[3]" })
        let why = WhyReport.why(row, step: step, of: 1, simulation: simulation)
        #expect(why.contains("@self: ForEach row content [3] in AgendaScreen ran and made a new EventRow value"))
        // The rows that did not run were compared against the value their own row content
        // made; the owner's body did not run (the twenty-second probe).
        let other = try #require(simulation.viewsInTreeOrder.first { $0.displayName == "EventRow[2]" })
        let whyNot = WhyReport.why(other, step: step, of: 1, simulation: simulation)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            whyNot.contains(
                "Inputs equal: in frame 1 ForEach row content [2] in AgendaScreen ran and made a new EventRow value"),
            "\(whyNot)")
        #expect(whyNot.contains("in frame 1 AgendaScreen ran") == false)
        let owner = try #require(simulation.viewsInTreeOrder.first { $0.displayName == "AgendaScreen" })
        let ownerText = WhyReport.whyNot(owner, step: step, of: 1, simulation: simulation)
        let lines = ownerText.split(separator: "\n").map(String.init)
        #expect(lines.count > 2)
        #expect(
            lines[1] == "  • Its body did not run. The ForEach in it evaluated its content again, alone, for [1], [2],",
            "\(ownerText)")
    }
}
