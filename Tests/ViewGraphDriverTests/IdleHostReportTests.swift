import Foundation
import Testing
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports

/// R0.6, R0.7: the host a `.sheet` or a NavigationStack adds is bookkeeping until it
/// shows something; the tree draws it only then, and no output names the stack's own
/// host for `NavigationLink(destination:)` as if the source had written a modifier.
struct IdleHostReportTests {
    static let text = """
        scenario "Idle hosts" {}
        struct Home: View {
            @State private var showsHelp = false
            @State private var signedIn = false
            var body: some View {
                if signedIn {
                    NavigationStack {
                        Button("Help") { showsHelp = true }
                            .sheet(isPresented: $showsHelp) { HelpView() }
                    }
                } else {
                    Button("Sign in") { signedIn = true }
                }
            }
        }
        struct HelpView: View {
            var body: some View { Text("Help") }
        }
        app { Home() }
        step "sign in" {
            tap Home/Button("Sign in")
        }
        step "help" {
            tap Home/Button("Help")
            expect created == [HelpView]
        }
        """

    @Test("R0.6, R0.7: idle hosts are left out of the tree; a presenting one is drawn")
    func idleHostsAreNotDrawn() throws {
        let run = try EveryChangeNamedTests.run(Self.text)
        let simulation = try #require(run.simulation)
        let signedIn = StepCard.render(run.steps[1], of: 2, simulation: simulation)
        #expect(signedIn.contains("+ NavigationStack"))
        #expect(signedIn.contains("navigationLinkDestinations") == false)
        let tree = TreeReport.render(simulation, step: run.steps[2], of: 2)
        #expect(tree.contains("NavigationLinkDestination") == false)
        #expect(tree.contains("Sheet"))
        #expect(tree.contains("HelpView"))
        #expect(tree.contains("3 views in the graph"))
    }

    @Test("R0.7: a NavigationLink(destination:) push is the stack's pushedViews, not a second path beside a bound one")
    func linkPushesAreTheStacksPushedViews() throws {
        let run = try EveryChangeNamedTests.run(
            """
            scenario "Link beside a bound path" {}
            struct Root: View {
                @State private var path: [Int] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        NavigationLink("About") { Text("About") }
                    }
                }
            }
            app { Root() }
            step "open" {
                tap Root/NavigationLink("About")
                expect Root.path == []
            }
            """)
        let changes = run.steps[1].changes + run.steps[1].frames.flatMap(\.changes)
        #expect(changes.map(\.property) == ["NavigationStack.pushedViews"])
    }
}

/// R4.1: a step's card lists the views a write did not invalidate by their reads at that
/// step, not by reads a later step gave them.
struct LaterReadsReportTests {
    @Test("R4.1: a sheet presented in a later step is not 'not invalidated' by what its content reads then")
    func laterPresentationReadsAreNotEarlierOnes() throws {
        let text = """
            scenario "later reads" {}
            @Observable final class Store { var a = 0; var rides: [Int] = [] }
            struct Root: View {
                @State private var store = Store()
                @State private var show = false
                var body: some View {
                    Button("a \\(store.a)") { show = true }
                        .sheet(isPresented: $show) { RideList(rides: store.rides) }
                }
            }
            struct RideList: View {
                let rides: [Int]
                var body: some View { Text("\\(rides.count) rides") }
            }
            app { Root() }
            step "write a" { Root.store.a = 1 }
            step "present" { tap Root/Button }
            step "write a again" { Root.store.a = 2 }
            """
        let run = try EveryChangeNamedTests.run(text)
        let simulation = try #require(run.simulation)
        let first = StepCard.render(run.steps[1], of: 3, simulation: simulation)
        #expect(first.contains("not invalidated") == false)
        // Once presented, the sheet's host has read Store.rides: a write to Store.a leaves it.
        let third = StepCard.render(run.steps[3], of: 3, simulation: simulation)
        #expect(third.contains("· Sheet  not invalidated: it read Store.rides only (R4.1)"))
    }
}
