import Testing

@testable import ViewGraphSyntax

/// What a property wrapper may be applied to, with swiftc's wording: a `var`, and for the
/// ObservableObject wrappers a type that conforms to it (an `@Observable` class does not, R4.1).
@Suite("Checker: property wrapper targets")
struct CheckerWrapperTargetTests {
    @Test("`@State let` and `@ObservedObject` of an @Observable class are errors; a plain ObservableObject is not")
    func wrapperTargets() {
        assertCheck(
            scenario(
                """
                @Observable final class Store { var n = 0 }
                final class Legacy: ObservableObject { @Published var n = 0 }
                struct CounterView: View {
                    1️⃣@State let count = 0
                    2️⃣@ObservedObject var store: Store
                    @ObservedObject var legacy: Legacy
                    @State private var owned = Store()
                    var body: some View { Text("\\(count) \\(store.n) \\(legacy.n) \\(owned.n)") }
                }
                """),
            [
                ("1️⃣", "property wrapper can only be applied to a 'var'"),
                ("2️⃣", "generic struct 'ObservedObject' requires that 'Store' conform to 'ObservableObject'"),
            ])
    }
}
