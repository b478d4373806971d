import Testing
import ViewGraphDiagnostics
import ViewGraphTestSupport

@testable import ViewGraphSyntax

// Helpers shared by the checker suites: parse and check a snippet, compare diagnostics.

// MARK: - Helpers

/// Parses and checks `text`; returns every diagnostic as `LINE:COL: message`.
func checkDiagnostics(_ text: String) -> (described: [String], diagnostics: [Diagnostic]) {
    let (file, parseDiagnostics, source) = parse(text)
    let diagnostics = parseDiagnostics + checkScenario(file, source: source)
    return (describe(diagnostics, in: source), diagnostics)
}

/// A snippet with the `scenario` header, and an `app` block unless it has its own.
func scenario(_ body: String) -> String {
    let app = body.contains("app {") ? "" : "\napp {\n    EmptyView()\n}\n"
    return "scenario \"Test\" {\n}\n\n" + body + app
}

/// Parses and checks marked source; its diagnostics must be exactly `expected`.
func assertCheck(
    _ marked: String, _ expected: [(marker: String, message: String)], sourceLocation: SourceLocation = #_sourceLocation
) {
    let source = MarkedSource(marked)
    let (file, parseDiagnostics, sourceFile) = parse(source.text)
    let diagnostics = parseDiagnostics + checkScenario(file, source: sourceFile)
    let actual = describe(diagnostics, in: sourceFile)
    let wanted: [String] = expected.map { item in
        guard let offset = source.markers[item.marker] else { return "missing marker \(item.marker)" }
        let (line, column) = sourceFile.lineAndColumn(of: offset)
        return "\(line):\(column): \(item.message)"
    }
    assertStringsEqualWithDiff(
        actual.joined(separator: "\n"), wanted.joined(separator: "\n"), sourceLocation: sourceLocation)
}

/// The snippet parses and checks with no diagnostics at all.
func assertClean(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    assertStringsEqualWithDiff(
        checkDiagnostics(text).described.joined(separator: "\n"), "", sourceLocation: sourceLocation)
}
