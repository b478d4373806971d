import Testing

@testable import ViewGraphSyntax

/// Valid SwiftUI that the engine does not simulate yet is reported by `check`, at the
/// use, from the builtin catalogue's status (never a "cannot find" at `run`).
@Suite("Checker: not simulated yet")
struct CheckerNotSimulatedTests {
    @Test func viewsFunctionsModifiersAndKeys() {
        assertCheck(
            scenario(
                """
                struct Screen: View {
                    @Environment(\\.1️⃣dismiss) private var dismiss
                    @State private var shown = false

                    var body: some View {
                        VStack {
                            2️⃣AnyView(Text("a"))
                            Text("b")
                                .3️⃣sheet(isPresented: $shown) { Text("c") }
                                .4️⃣onTapGesture { 5️⃣withAnimation { shown = true } }
                        }
                    }
                }
                """),
            [
                ("1️⃣", "environment key '\\.dismiss' is not simulated yet"),
                ("2️⃣", "view 'AnyView' is not simulated yet"),
                ("3️⃣", "modifier '.sheet' is not simulated yet"),
                ("4️⃣", "modifier '.onTapGesture' is not simulated yet"),
                ("5️⃣", "function 'withAnimation' is not simulated yet"),
            ])
    }

    @Test func typeNamesAreValidInAnnotationsOnly() {
        assertCheck(
            scenario(
                """
                struct Stop {
                    var at: TimeInterval = 0
                    var link: URL? = nil
                    func later() -> Double { at + 1 }
                }
                func make() -> Int { 1️⃣Calendar.current.hashValue }
                """),
            [
                ("1️⃣", "'Calendar' can be written as a type, but its values are not simulated yet")
            ])
    }

    @Test func aScenarioMethodOfTheSameNameIsNotTheModifier() {
        assertClean(
            scenario(
                """
                final class Presenter {
                    func sheet(isPresented: Bool) -> Bool { isPresented }
                }
                func show(_ p: Presenter) -> Bool { p.sheet(isPresented: true) }
                """))
    }

    @Test func shadowedNamesAreTheScenarios() {
        assertClean(
            scenario(
                """
                func zip(_ a: Int, _ b: Int) -> Int { a + b }
                func total() -> Int { zip(1, 2) }
                """))
    }
}
