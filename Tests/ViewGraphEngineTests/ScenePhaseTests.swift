import Testing
import ViewGraphEngine

// `scene .PHASE`: the system moves the app's scene, through `.inactive`, one update per
// phase; the phase is an environment value at the root (R7.1), watched by `onChange` (R10.4).

@Suite("scene .PHASE: the app leaves the screen and comes back")
struct ScenePhaseTests {
    /// A timer screen that pauses when the app leaves, as apps watch `scenePhase`.
    private static let app = """
        scenario "s" {}
        @Observable
        final class Session {
            var pauses = 0
            var phases: [String] = []
        }
        struct TimerScreen: View {
            @Environment(\\.scenePhase) private var scenePhase
            @State private var session = Session()
            var body: some View {
                VStack {
                    Text("Paused \\(session.pauses) times")
                    Footer()
                }
                .onChange(of: scenePhase) { oldPhase, newPhase in
                    session.phases.append("\\(oldPhase)→\\(newPhase)")
                    if newPhase == .background { session.pauses += 1 }
                }
            }
        }
        struct Footer: View {
            var body: some View { Text("v1") }
        }
        app { TimerScreen() }

        """

    @Test("R7.1, R10.4: leaving passes through .inactive, one update each; the reader runs, the other view is checked")
    func leavingPassesThroughInactive() throws {
        let harness = try Harness(
            Self.app + """
                step "leave" {
                    scene .background
                    expect TimerScreen.session.phases == ["active→inactive", "inactive→background"]
                    expect TimerScreen.session.pauses == 1
                }
                step "come back" {
                    scene .active
                    expect TimerScreen.session.phases.last == "inactive→active"
                    expect TimerScreen.session.pauses == 1
                }
                """)
        harness.expectAllPassed()
        // Two phase frames, then the frame of the write the background action made.
        #expect(harness.steps[1].frames.count == 3)
        #expect(harness.bodies(1) == ["TimerScreen", "TimerScreen", "TimerScreen"])
        #expect(harness.checked(1).contains("Footer"))
        #expect(harness.steps[1].triggers.map(\.description) == ["scene .background"])
    }

    @Test("a scene already in the phase changes nothing")
    func samePhaseIsNoUpdate() throws {
        let harness = try Harness(Self.app + "step \"stay\" { scene .active }\n")
        #expect(harness.steps[1].frames.isEmpty)
        #expect(harness.steps[1].triggers.first?.action == "the scene is already .active")
    }

    @Test("R7.1: from .inactive to .background is one update")
    func inactiveToBackground() throws {
        let harness = try Harness(
            Self.app + """
                step "inactive" { scene .inactive }
                step "background" {
                    scene .background
                    expect TimerScreen.session.phases == ["active→inactive", "inactive→background"]
                }
                """)
        harness.expectAllPassed()
        #expect(harness.bodies(1) == ["TimerScreen"])
    }
}
