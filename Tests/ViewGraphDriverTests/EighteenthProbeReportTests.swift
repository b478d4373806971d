import Testing
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports

/// Report words the eighteenth probe found untrue (Scenarios/KNOWN-ENGINE-ISSUES.md, 166).
@Suite("Reports: @AppStorage named as such, an instance of several named by its number")
struct EighteenthProbeReportTests {
    @Test("R5.4: why names a view's @AppStorage as @AppStorage, not @State")
    func whyNamesTheWrapper() throws {
        let run = try EveryChangeNamedTests.run(
            """
            scenario "s" {}
            struct Root: View {
                @AppStorage("onboarded") private var onboarded = false
                var body: some View {
                    Text(onboarded ? "Home" : "Welcome")
                    Button("Done") { onboarded = true }
                }
            }
            app { Root() }
            step "finish" { tap Root/Button("Done") }
            """)
        let step = run.steps[1]
        let simulation = try #require(run.simulation)
        let root = try #require(step.allRuns.first { $0.node.displayName == "Root" }?.node)
        let why = WhyReport.why(root, step: step, of: 1, simulation: simulation)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(why.contains("its @AppStorage(\"onboarded\") 'onboarded' changed from false to true"))
        #expect(why.contains("@State") == false)
    }

    @Test("R4.1: whynot names the instance that changed when the view reads another of the same type")
    func whyNotNamesTheInstance() throws {
        let run = try EveryChangeNamedTests.run(
            """
            scenario "s" {}
            @Observable
            final class Countdown {
                var remaining = 3
            }
            struct Row: View {
                let timer: Countdown
                var body: some View { Text("\\(timer.remaining)") }
            }
            struct Timers: View {
                @State private var timers = [Countdown(), Countdown()]
                var body: some View {
                    Row(timer: timers[0])
                    Row(timer: timers[1])
                }
            }
            app { Timers() }
            step "tick the first" { Timers.timers[0].remaining = 2 }
            """)
        let step = run.steps[1]
        let simulation = try #require(run.simulation)
        let second = try #require(simulation.viewsInTreeOrder.first { $0.displayName == "Row#2" })
        let text = WhyReport.whyNot(second, step: step, of: 1, simulation: simulation)
        #expect(text.contains("changed in this step: @Observable Countdown#1.remaining"), "\(text)")
    }
}
