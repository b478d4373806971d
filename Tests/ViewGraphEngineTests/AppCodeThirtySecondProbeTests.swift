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

    @Test("Element, Key and Value in an extension of a builtin collection are read from its elements")
    func collectionParametersAsValues() throws {
        let printed = try printedByStep(
            """
            print([1.5, 2.5, 4.0].average, [1, 2, 4].mean(), ["a": 2, "b": 3].totalValue)
            let empty: [Double] = []
            print(empty.average)
            """,
            declarations: """
                extension Array where Element: BinaryFloatingPoint {
                    var average: Element { isEmpty ? 0 : reduce(Element.zero, +) / Element(count) }
                }
                extension Collection where Element: BinaryInteger {
                    func mean() -> Double { isEmpty ? 0 : Double(reduce(0, +)) / Double(count) }
                }
                extension Dictionary where Value: Numeric {
                    var totalValue: Value { values.reduce(Value.zero, +) }
                }
                """)
        // Swift prints `0.0` for the empty average: with types erased, an empty array's
        // `Element` is unknown, and the literal stays an Int (documented in Language.md).
        #expect(printed == ["2.6666666666666665 2.3333333333333335 5", "0"])
    }

    @Test("Element of an empty collection used as a value is a precise error, not 'cannot find'")
    func emptyCollectionParameterIsNamed() {
        let error = stepError(
            "let empty: [Double] = []\nprint(empty.scaled)",
            "extension Array where Element: BinaryFloatingPoint { var scaled: Element { Element(count) } }")
        #expect(error?.message.hasPrefix("the type of 'Element' is not known here") == true)
        #expect(error?.notes.map(\.message) == ["check 'isEmpty' before using 'Element' as a value"])
    }

    @Test("a switch's expression patterns use the ~= the app declares, global or static")
    func declaredPatternOperator() throws {
        let printed = try printedByStep(
            """
            for n in [3, 4] { switch n { case Even(): print("even \\(n)") default: print("odd \\(n)") } }
            for age in [12, 15] { switch age { case Teen(): print("teen \\(age)") default: print("not \\(age)") } }
            switch 5 { case 1...3: print("low") case 5: print("five") default: print("other") }
            """,
            declarations: """
                struct Even {}
                func ~= (pattern: Even, value: Int) -> Bool { value % 2 == 0 }
                struct Teen { static func ~= (pattern: Teen, age: Int) -> Bool { (13...19).contains(age) } }
                """)
        // This toolchain's swiftc prints the same.
        #expect(printed == ["odd 3", "even 4", "not 12", "teen 15", "five"])
    }

    @Test("an initializer that is a call takes property observers after it, not a trailing closure")
    func observersAfterACallInitializer() throws {
        let printed = try printedByStep(
            "let m = Model()\nm.limit = 9\nm.tags.insert(\"a\")\nm.items = [1]",
            declarations: """
                final class Model {
                    var limit = min(3, 5) {
                        didSet { print("limit \\(oldValue) -> \\(limit)") }
                    }
                    var tags = Set<String>() { willSet { print("will \\(newValue.count)") } }
                    var items = [Int]() { didSet { print("saved \\(items.count)") } }
                }
                """)
        #expect(printed == ["limit 3 -> 9", "will 1", "saved 1"])
    }

    @Test("Range and ClosedRange overlaps(_:) and clamped(to:), of Ints and Doubles")
    func rangeOverlapsAndClamped() throws {
        let printed = try printedByStep(
            """
            let r = 1..<4
            print(r.overlaps(3..<6), (1...3).overlaps(4...5), r.clamped(to: 2..<9), r.contains(3))
            print((1..<1).overlaps(0..<5), (1...3).overlaps(3...9), (0..<3).overlaps(3..<5), (5...9).clamped(to: 1...6))
            print((0.5..<1.5).overlaps(1.0..<2.0), (0.0...1.0).clamped(to: 0.25...2.0), (10..<20).clamped(to: 0..<5))
            """)
        // This toolchain's swiftc prints the same.
        #expect(printed == ["true false 2..<4 true", "false true false 5...6", "true 0.25...1.0 5..<5"])
    }

    @Test("a control given a plain value where it edits a binding is Swift's error at the argument")
    func controlGivenAValueNotABinding() throws {
        let error = try #require(
            simulationError(
                """
                scenario "toggle" {}
                struct Root: View {
                    @State private var on = false
                    var body: some View { Toggle("On", isOn: on) }
                }
                app { Root() }
                """))
        #expect(error.message == "cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'")
        #expect(error.notes.map(\.message) == ["pass a binding to it: '$on'"])
    }
}
