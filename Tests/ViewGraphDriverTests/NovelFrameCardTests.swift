import Foundation
import Testing
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports

/// A long step's card sums alike frames, but prints a frame unlike any it has shown: a
/// timer's fifth tick whose `.onChange` presents an alert is not summed away.
struct NovelFrameCardTests {
    @Test("R10.4, R0.6: the frame that presents an alert among ten ticks prints in full")
    func presentationAmongTicksPrints() throws {
        let run = try EveryChangeNamedTests.run(
            """
            scenario "An alert among ticks" {}
            struct Countdown: View {
                @State private var ticks = 0
                @State private var showsAlert = false
                var body: some View {
                    Text("\\(ticks)")
                        .task {
                            while !Task.isCancelled {
                                try? await Task.sleep(for: .seconds(1))
                                ticks += 1
                            }
                        }
                        .onChange(of: ticks) { _, new in if new == 5 { showsAlert = true } }
                        .alert("Five", isPresented: $showsAlert) { Button("OK") {} }
                }
            }
            app { Countdown() }
            step "wait" { wait 10s }
            """)
        let simulation = try #require(run.simulation)
        let card = StepCard.render(run.steps[1], of: 1, simulation: simulation)
        let lines = card.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("change   @State Countdown.showsAlert   false → true") })
        #expect(lines.contains { $0.hasPrefix("▲ Alert  presented over Countdown") })
        // The ticks before and after it are still summed.
        #expect(lines.contains("… 4 more frames like this (frames 2–5)"))
        #expect(lines.contains("… 4 more frames (summed below)"))
    }
}
