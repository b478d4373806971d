import Testing
import ViewGraphDiagnostics
import ViewGraphTestSupport

@testable import ViewGraphSyntax

// The checker over the example fixtures.

// MARK: - Fixtures

@Suite("Checker fixtures")
struct CheckerFixtureTests {
    @Test("every example checks with no diagnostics", arguments: fixtureNames("examples"))
    func examplesCheckCleanly(name: String) {
        let source = loadFixture("examples", name)
        let (file, parseDiagnostics) = parseScenario(source)
        let diagnostics = parseDiagnostics + checkScenario(file, source: source)
        #expect(describe(diagnostics, in: source) == [])
    }

    /// Fixtures whose error only shows when the scenario runs: they check clean.
    static let runtimeErrors = [
        "endless-loop.scenario", "runaway-recursion.scenario", "tap-no-match.scenario", "type-mismatch.scenario",
    ]

    @Test("errors found at run time check clean", arguments: runtimeErrors)
    func runtimeErrorsCheckCleanly(name: String) {
        let source = loadFixture("examples/errors", name)
        let (file, _) = parseScenario(source)
        #expect(describe(checkScenario(file, source: source), in: source) == [])
    }

    @Test(
        "static errors land at the expected line and column",
        arguments: fixtureNames("examples/errors").filter { !runtimeErrors.contains($0) })
    func staticErrorPosition(name: String) throws {
        let source = loadFixture("examples/errors", name)
        let expected = try #require(ExpectedError(firstLineOf: source))
        let (file, parseDiagnostics) = parseScenario(source)
        let diagnostics = parseDiagnostics + checkScenario(file, source: source)
        #expect(
            diagnostics.contains { expected.matches($0, in: source) && $0.severity == .error },
            "no diagnostic matches \(source.lineText(1)); got \(describe(diagnostics, in: source))")
    }

    @Test func unknownViewHasTheExactRangeAndGroup() throws {
        let source = loadFixture("examples/errors", "unknown-view.scenario")
        let (file, _) = parseScenario(source)
        let diagnostic = try #require(checkScenario(file, source: source).first)
        #expect(diagnostic.message == "cannot find view 'TrailRw' in scope; did you mean 'TrailRow'?")
        #expect(source.text(in: diagnostic.range) == "TrailRw")
        #expect(diagnostic.group == .names)
    }

    @Test func syntaxErrorsAddNoStructuralNoise() {
        let source = loadFixture("examples/errors", "missing-brace.scenario")
        let (file, _) = parseScenario(source)
        #expect(describe(checkScenario(file, source: source), in: source) == [])
    }
}
