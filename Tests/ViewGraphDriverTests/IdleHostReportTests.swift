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

/// Change lines for long values written in place (the thirty-third probe).
@Suite("Report truth: long values changed in place")
struct LongInPlaceChangeReportTests {
    private static let shelf = """
        scenario "shelf" {}
        struct Game: Identifiable {
            var id: String { name }
            let name: String
            var a = 1; var b = 2; var c = 3; var d = 4; var e = 5
            var plays = 0
            var week: Int?
            mutating func replay() { if plays == 0 { plays = 1 } }
        }
        @Observable final class Shelf {
            var games: [Game] = [
                Game(name: "Catan"), Game(name: "Dominion"), Game(name: "Pandemic"),
                Game(name: "Agricola"), Game(name: "Carcassonne"), Game(name: "Love Letter"),
            ]
            func play(_ i: Int) {
                games[i].plays += 1
                games[i].week = 1
            }
        }
        struct Root: View {
            @State private var shelf = Shelf()
            var body: some View { Text("\\(shelf.games.count)") }
        }
        app { Root() }
        step "two writes to a late element" { Root.shelf.play(4) }
        step "a mutating call that changes nothing" { Root.shelf.games[4].replay() }
        """

    @Test("R4.6: writes past the shown text of a long array are named by path, not as two equal texts")
    func mergedWritesNamePathsPastTheCut() throws {
        let run = try EveryChangeNamedTests.run(Self.shelf)
        let simulation = try #require(run.simulation)
        let card = StepCard.render(run.steps[1], of: 2, simulation: simulation)
        #expect(card.contains("Shelf.games   [4].plays 0 → 1, [4].week nil → 1"))
    }

    @Test("R4.6: an in-place write of the same long value says 'unchanged' once, and that it still notified")
    func unchangedLongValueIsSaidOnce() throws {
        let run = try EveryChangeNamedTests.run(Self.shelf)
        let simulation = try #require(run.simulation)
        let card = StepCard.render(run.steps[2], of: 2, simulation: simulation)
        #expect(card.contains("…, unchanged"))
        #expect(card.contains("(in place, same value: always notifies, R4.6)"))
    }
}
