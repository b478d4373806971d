import Foundation
import Testing
import ViewGraphDiagnostics

@testable import ViewGraphSyntax

@Suite("Example fixtures")
struct FixtureTests {
    @Test("every example parses with no diagnostics", arguments: fixtureNames("examples"))
    func examplesParseCleanly(name: String) {
        let source = loadFixture("examples", name)
        #expect(!source.text.isEmpty)
        let (file, diagnostics) = parseScenario(source)
        #expect(describe(diagnostics, in: source) == [])
        #expect(!file.items.isEmpty)
    }
}
