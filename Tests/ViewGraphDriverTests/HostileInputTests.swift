import Foundation
import Testing
import ViewGraphDiagnostics
import ViewGraphDriver

/// Inputs that once made `viewgraph check` take minutes (found while fuzzing, issue 9):
/// each must end in a diagnostic, quickly, with output of a reasonable size.
@Suite("Hostile inputs")
struct HostileInputTests {
    /// Checks and renders `text` as `viewgraph check` does; returns the output and the time.
    static func check(_ text: String) -> (output: String, elapsed: Duration) {
        let start = ContinuousClock.now
        let scenario = LoadedScenario(path: "hostile.scenario", text: text)
        let output = DiagnosticRenderer(style: .plain).render(scenario.diagnostics, in: scenario.source)
        return (output, ContinuousClock.now - start)
    }

    @Test("a very long line with many errors renders a window around each caret")
    func longLineWithManyErrors() {
        let text = "scenario \"x\" {\n}\n\napp {\n    Text(" + String(repeating: "€", count: 100_000) + ")\n}\n"
        let (output, elapsed) = Self.check(text)
        #expect(output.contains("error: invalid character '€' in source file"))
        #expect(elapsed < .seconds(10), "took \(elapsed)")
        // Before: every snippet printed the whole 300 KB line.
        #expect(output.utf8.count < 2_000_000, "\(output.utf8.count) bytes of output")
    }

    @Test("deeply nested string interpolations are lexed a bounded number of times")
    func deepInterpolationNesting() {
        let text =
            "scenario \"x\" {\n}\n\napp {\n    Text(\"" + String(repeating: "\\(\"", count: 50_000) + "\")\n}\n"
        let (output, elapsed) = Self.check(text)
        #expect(output.contains("error: string interpolation nested too deeply"))
        #expect(elapsed < .seconds(10), "took \(elapsed)")
    }

    @Test("an interpolation that swallows a multi-line string's delimiter ends at the input's end")
    func interpolationPastTheDelimiter() {
        // Found by the libFuzzer target: the lexer moved 3 bytes past the end and trapped.
        let (output, elapsed) = Self.check("\"\"\"\"\"\"\"\"\"\n\\(\"\"\"")
        #expect(output.contains("error: unterminated string interpolation"))
        #expect(elapsed < .seconds(5))
    }

    @Test("a long line keeps the caret under the character it points at")
    func caretInALongLine() {
        let padding = String(repeating: "a", count: 5_000)
        let text = "scenario \"x\" {\n}\n\napp {\n    let \(padding) = 1 €\n    Text(\"x\")\n}\n"
        let (output, _) = Self.check(text)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let row = lines.firstIndex(where: { $0.hasPrefix("5 |") && $0.contains("€") }) else {
            Issue.record("no source row with the character:\n\(output)")
            return
        }
        let caret = lines[row + 1]
        let euro = lines[row].firstIndex(of: "€").map { lines[row].distance(from: lines[row].startIndex, to: $0) }
        let mark = caret.firstIndex(of: "`").map { caret.distance(from: caret.startIndex, to: $0) }
        #expect(euro != nil && euro == mark, "\n\(lines[row].suffix(40))\n\(caret.suffix(40))")
        #expect(lines[row].count < 1_000)
    }
}
