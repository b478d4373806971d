import Testing
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports

/// R2.7: the step card and `why` name an escaping container's content that ran alone as
/// that container's, not as a ForEach row ("GeometryReader content in TankView").
struct EscapingContentReportTests {
    @Test("R2.7: the card and 'whynot' say the GeometryReader called its content closure again, alone")
    func geometryReaderContentInReports() throws {
        let run = try EveryChangeNamedTests.run(
            """
            scenario "Tank" {}
            @Observable final class Gauge { var level = 3 }
            struct TankView: View {
                @State private var gauge = Gauge()
                var body: some View {
                    VStack {
                        GeometryReader { proxy in Text("level \\(gauge.level) of \\(Int(proxy.size.width))") }
                        Button("Fill") { gauge.level += 1 }
                    }
                }
            }
            app { TankView() }
            step "fill" { tap Button("Fill") }
            """)
        let simulation = try #require(run.simulation)
        let card = StepCard.render(run.steps[1], of: 1, simulation: simulation)
        #expect(card.contains("↻ GeometryReader content in TankView  @dependencies"), "\(card)")
        #expect(card.contains(#"redrawn: Text("level 3 of 393") → Text("level 4 of 393")"#), "\(card)")
        #expect(card.contains("ForEach") == false, "\(card)")
        let owner = try #require(run.steps[1].frames.first?.rowRuns.first?.owner)
        // Wrapped at 96 columns: compared as one line.
        let whyNot = WhyReport.whyNot(owner, step: run.steps[1], of: 1, simulation: simulation)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(whyNot.contains("The GeometryReader in it called its content closure again, alone (R2.7)"), "\(whyNot)")
        #expect(whyNot.contains("A GeometryReader keeps its escaping content closure"), "\(whyNot)")
        #expect(whyNot.contains("ForEach") == false, "\(whyNot)")
    }
}
