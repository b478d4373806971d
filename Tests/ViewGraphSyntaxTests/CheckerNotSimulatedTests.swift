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
                ("1️⃣", "'\\.dismiss' is a SwiftUI environment value that ViewGraph does not simulate yet"),
                ("2️⃣", "'AnyView' is a SwiftUI view that ViewGraph does not simulate yet"),
                ("3️⃣", "'.sheet' is a SwiftUI modifier that ViewGraph does not simulate yet"),
                ("4️⃣", "'.onTapGesture' is a SwiftUI modifier that ViewGraph does not simulate yet"),
                ("5️⃣", "'withAnimation' is a SwiftUI function that ViewGraph does not simulate yet"),
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
                (
                    "1️⃣",
                    "'Calendar' is a Foundation type that ViewGraph knows only by name: it can be written as a type, but its values are not simulated yet"
                )
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

    @Test func notesSayWhatToWriteInstead() throws {
        let (_, diagnostics) = checkDiagnostics(
            scenario(
                "struct S: View {\n    var body: some View { Picker(\"x\", selection: .constant(1)) { Text(\"a\") } }\n}\n"
            ))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "'Picker' is a SwiftUI view that ViewGraph does not simulate yet")
        #expect(diagnostic.notes.map(\.message).contains("instead: a Button per option that sets the selection"))
        #expect(diagnostic.group == .unsupported)
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
