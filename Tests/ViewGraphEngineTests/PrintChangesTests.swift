import Testing

@testable import ViewGraphEngine

/// `Self._printChanges()` prints SwiftUI's line for a body run (R11.4).
@Suite("_printChanges (R11.4)")
struct PrintChangesTests {
    @Test("R11.4: @self for a new view value, unchanged. when nothing it has changed")
    func printChangesSelfAndUnchanged() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Label: View {
                let count: Int
                var body: some View {
                    let _ = Self._printChanges()
                    Text("\\(count)")
                }
            }
            struct Screen: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Label(count: count)
                        Button("More") { count += 1 }
                    }
                }
            }
            app { Screen() }
            step "more" {
                tap Screen
                expect bodies == [Screen, Label]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].printed == ["Label: @self changed."])
        // A body run with no recorded cause (SwiftUI prints this when an ancestor forces it).
        let node = try #require(harness.simulation.viewsInTreeOrder.first { $0.type.name == "Label" })
        #expect(Simulation.changesLine(for: node, reasons: []) == "Label: unchanged.")
    }

}
