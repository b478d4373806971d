import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

// A push covers its own stack only, and a stack's own path is state of the stack's
// identity (R0.7, R1.3, R1.5, R5.1).

@Suite("Navigation: a push covers its stack; a new stack starts at its root")
struct NavigationScreenTests {
    private static let resettableStack = """
        scenario "s" {}
        struct Page: View {
            let n: Int
            var body: some View { NavigationLink("Next", value: n + 1) }
        }
        struct RootList: View {
            var body: some View { NavigationLink("One", value: 1) }
        }
        struct Shell: View {
            @State private var resetID = 0
            @State private var signedIn = true
            var body: some View {
                VStack {
                    Button("Reset") { resetID += 1 }
                    if signedIn {
                        NavigationStack {
                            RootList().navigationDestination(for: Int.self) { n in Page(n: n) }
                        }
                        .id(resetID)
                    }
                    Button("Sign out") { signedIn.toggle() }
                }
            }
        }
        app { Shell() }
        step "push twice" {
            tap RootList/NavigationLink
            tap Page/NavigationLink
        }

        """

    @Test("R0.7: a Button beside the stack stays on screen over a push; the stack's root does not")
    func pushCoversOnlyItsStack() throws {
        let harness = try Harness(Self.resettableStack)
        #expect(
            harness.simulation.controlsOnScreen().map(\.action) == [
                "tap Shell/Button(\"Reset\")", "tap Shell/Button(\"Sign out\")", "pop Shell", "tap Page[2]",
            ])
        let covered = simulationError(Self.resettableStack + "step \"root\" { tap RootList/NavigationLink }\n")
        #expect(covered?.message.contains("is under a pushed screen") == true)
    }

    @Test("R1.5, R5.1: a stack given a new .id starts at its root; its old screens do not come back")
    func newIDStartsAtTheRoot() throws {
        let harness = try Harness(
            Self.resettableStack + """
                step "reset" { tap Shell/Button("Reset") }
                """)
        #expect(harness.simulation.viewsInTreeOrder.contains { $0.type.name == "Page" } == false)
        #expect(harness.simulation.controlsOnScreen().map(\.action).contains("tap RootList[1]"))
    }

    @Test("R1.3, R5.1: a stack an if takes away and brings back starts at its root")
    func removedStackStartsAtTheRoot() throws {
        let harness = try Harness(
            Self.resettableStack + """
                step "sign out" { tap Shell/Button("Sign out") }
                step "sign in" { tap Shell/Button("Sign out") }
                """)
        #expect(harness.simulation.viewsInTreeOrder.contains { $0.type.name == "Page" } == false)
    }

    @Test("R0.7: the screen pushed last is in front, whichever view declares its destination")
    func lastPushedIsInFront() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Product: Hashable { let id: Int }
            struct Order: View {
                let number: Int
                var body: some View { Text("Order #\\(number)") }
            }
            struct ProductScreen: View {
                let product: Product
                var body: some View {
                    VStack {
                        Button("Add") {}
                        NavigationLink("See order", value: 99)
                    }
                }
            }
            struct Category: View {
                var body: some View {
                    NavigationLink("First", value: Product(id: 1))
                        .navigationDestination(for: Product.self) { ProductScreen(product: $0) }
                }
            }
            struct Shop: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Shoes", value: "shoes")
                            .navigationDestination(for: String.self) { _ in Category() }
                            .navigationDestination(for: Int.self) { Order(number: $0) }
                    }
                }
            }
            app { Shop() }
            step "deep" {
                tap Shop/NavigationLink
                tap Category/NavigationLink
                tap ProductScreen/NavigationLink
            }
            """)
        // Only the Back button of the screen in front: the screens under it are covered (R0.7).
        #expect(harness.simulation.controlsOnScreen().map(\.action) == ["pop Shop"])
    }

    @Test(
        "R0.7: the same value pushed twice is two screens; dismiss in the top one pops one, and the other does not run")
    func sameValueTwiceIsTwoScreens() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Detail: View {
                let n: Int
                @State private var taps = 0
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    VStack {
                        Button("Tap \\(taps)") { taps += 1 }
                        Button("Back") { dismiss() }
                    }
                }
            }
            struct Root: View {
                @State private var path: [Int] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Go") { path = [1, 1] }
                            .navigationDestination(for: Int.self) { Detail(n: $0) }
                    }
                }
            }
            app { Root() }
            step "go" {
                tap Root/Button
                expect bodies == [Detail[1], Detail[1]]
            }
            step "back" {
                tap Detail[1]/Button("Back")
                expect Root.path == [1]
                expect bodies == []
            }
            """)
        harness.expectAllPassed()
        #expect(harness.simulation.viewsInTreeOrder.filter { $0.type.name == "Detail" }.count == 1)
    }
}
