import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// What the thirty-first probe left and the thirty-second found.
@Suite("App code: the thirty-second probe")
struct AppCodeThirtySecondProbeTests {
    /// A stack whose links present a `Route`, a `Screen` and a nil `Route?`; only `Route` has a
    /// destination, declared in a child view of the stack's content. (`steps[0]` is the first
    /// render.)
    private static let navigation = """
        scenario "links" {}
        struct Route: Hashable { let id: Int }
        enum Screen: Hashable { case settings }
        struct Links: View {
            var body: some View {
                VStack {
                    NavigationLink("Open 1", value: Route(id: 1))
                    NavigationLink("Settings", value: Screen.settings)
                    NavigationLink("Nothing", value: Optional<Route>.none)
                }
                .navigationDestination(for: Route.self) { route in
                    Text("route \\(route.id)")
                }
            }
        }
        struct Home: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Links()
                }
            }
        }
        app { Home() }
        step "settings" { tap Links/NavigationLink("Settings") }
        step "nil" { tap Links/NavigationLink("Nothing") }
        step "route" { tap Links/NavigationLink("Open 1") }
        """

    @Test("R0.7: a link whose value no navigationDestination in the stack accepts cannot be activated")
    func valueLinkWithoutDestinationPushesNothing() throws {
        let harness = try Harness(Self.navigation)
        #expect(
            harness.steps[1].triggers.map(\.action) == [
                "nothing: no navigationDestination(for: Screen.self) is visible from the link"
            ])
        #expect(harness.steps[1].frames.isEmpty)
        #expect(
            harness.steps[1].warnings.map(\.message) == [
                "a NavigationLink is presenting a value of type 'Screen' but there is no matching "
                    + "navigationDestination declaration visible from the location of the link; "
                    + "the link cannot be activated"
            ])
    }

    @Test("R0.7: NavigationLink(value: nil) is disabled; a value with a destination pushes its screen")
    func nilValueLinkIsDisabled() throws {
        let harness = try Harness(Self.navigation)
        #expect(harness.steps[2].triggers.map(\.action) == ["nothing: its value is nil, so the link is disabled"])
        #expect(harness.steps[2].frames.isEmpty)
        #expect(harness.steps[3].triggers.map(\.action) == ["push Route(id: 1)"])
        #expect(harness.steps[3].warnings.isEmpty)
        #expect(harness.steps[3].frames.isEmpty == false)
    }
}
