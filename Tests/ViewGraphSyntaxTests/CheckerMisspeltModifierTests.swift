import Testing
import ViewGraphDiagnostics
import ViewGraphSyntax

/// A modifier ViewGraph does not list is a visual attribute (R0.1), so a misspelt one would
/// load silently; `check` warns when it is plainly a near miss of a listed modifier on a view.
@Suite("check: a misspelt modifier on a view")
struct CheckerMisspeltModifierTests {
    @Test("R0.1: '.paddng()' and '.frme(width:)' on views are warnings naming the modifier meant")
    func nearMissesOnViewsAreWarned() {
        assertCheck(
            scenario(
                """
                struct Card: View {
                    var body: some View {
                        VStack {
                            Text("Hi").1️⃣paddng()
                            Text("Yo").font(.headline).2️⃣forgroundStyle(.blue)
                        }
                        .3️⃣frme(width: 30)
                    }
                }
                app { Card() }
                """),
            [
                ("1️⃣", "'paddng' is not a modifier ViewGraph knows; did you mean 'padding'?"),
                ("2️⃣", "'forgroundStyle' is not a modifier ViewGraph knows; did you mean 'foregroundStyle'?"),
                ("3️⃣", "'frme' is not a modifier ViewGraph knows; did you mean 'frame'?"),
            ])
        let checked = checkDiagnostics(scenario("app { Text(\"x\").paddng() }"))
        #expect(checked.diagnostics.map(\.severity) == [.warning], "\(checked.described)")
    }

    @Test("R0.1: no warning for the scenario's own methods, builtin members, unknown receivers or far names")
    func otherNamesAreLeftAlone() {
        assertClean(
            scenario(
                """
                extension View {
                    func padd() -> some View { padding(4) }
                }
                struct Card: View {
                    let words: [String]
                    var body: some View {
                        VStack {
                            Text("Hi").padd()
                            Text(words.joined(separator: ", "))
                            Text("x").rotation3DEffect(.degrees(10), axis: (x: 1, y: 0, z: 0))
                            Text("y").unredacted().glassEffect()
                        }
                    }
                }
                app { Card(words: ["a"]) }
                """))
    }
}
