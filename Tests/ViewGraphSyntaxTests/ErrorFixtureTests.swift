import Foundation
import Testing
import ViewGraphDiagnostics

@testable import ViewGraphSyntax

/// `// expect-error: LINE[-LINE]:COL text` on a fixture's first line (errors/README.md).
struct ExpectedError {
    var lines: ClosedRange<Int>
    var column: Int?
    var text: String

    init?(firstLineOf source: SourceFile) {
        let line = source.lineText(1)
        let prefix = "// expect-error: "
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        guard let space = rest.firstIndex(of: " ") else { return nil }
        let position = rest[..<space].split(separator: ":")
        guard position.count == 2 else { return nil }
        let lineParts = position[0].split(separator: "-").compactMap { Int($0) }
        guard let first = lineParts.first, let last = lineParts.last, first <= last else { return nil }
        lines = first...last
        column = Int(position[1])
        text = String(rest[rest.index(after: space)...])
    }

    func matches(_ diagnostic: Diagnostic, in source: SourceFile) -> Bool {
        let (line, column) = source.lineAndColumn(of: diagnostic.range.start)
        return lines.contains(line) && (self.column == nil || self.column == column)
            && diagnostic.message.lowercased().contains(text.lowercased())
    }
}

@Suite("Error fixtures")
struct ErrorFixtureTests {
    /// The fixtures whose error the parser itself must report. (`async let` with a tuple
    /// pattern parses: the checker reports it.)
    static let syntaxErrors = ["missing-brace.scenario", "unterminated-string.scenario"]

    @Test("syntax errors land at the expected line and column", arguments: syntaxErrors)
    func syntaxErrorPosition(name: String) throws {
        let source = loadFixture("examples/errors", name)
        let expected = try #require(ExpectedError(firstLineOf: source))
        let (_, diagnostics) = parseScenario(source)
        let found = diagnostics.contains { expected.matches($0, in: source) }
        #expect(
            found, "no diagnostic matches \(source.lineText(1)); got \(describe(diagnostics, in: source))"
        )
    }

    @Test func missingBraceSaysWhatIsMissingAndWhere() {
        let source = loadFixture("examples/errors", "missing-brace.scenario")
        let (_, diagnostics) = parseScenario(source)
        let structError = diagnostics.first { $0.message == "expected '}' in struct" }
        #expect(structError?.notes.first?.message == "to match this opening '{'")
        if let note = structError?.notes.first?.range {
            #expect(source.lineAndColumn(of: note.start) == (5, 22))
        }
    }

    @Test func unsupportedConstructHasGroupAndNote() throws {
        let source = loadFixture("examples/errors", "unsupported-async-let.scenario")
        let (file, parseDiagnostics) = parseScenario(source)
        #expect(parseDiagnostics.isEmpty)
        let diagnostics = checkScenario(file, source: source)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "'async let' with a pattern is not supported in scenarios")
        #expect(diagnostic.group == .unsupported)
        #expect(diagnostic.notes.map(\.message) == ["see Guides/Language.md for the supported subset"])
        #expect(diagnostics.count == 1)
        // The rest of the file is still parsed.
        #expect(file.items.count == 3)
    }

    @Test(
        "errors found by later stages parse without diagnostics",
        arguments: fixtureNames("examples/errors").filter { !syntaxErrors.contains($0) })
    func laterStageErrorsParse(name: String) {
        let source = loadFixture("examples/errors", name)
        #expect(ExpectedError(firstLineOf: source) != nil)
        let (_, diagnostics) = parseScenario(source)
        #expect(describe(diagnostics, in: source) == [])
    }

    @Test func unknownFindingIdentifierStartsAtFirstPiece() throws {
        let source = loadFixture("examples/errors", "unknown-finding.scenario")
        let (file, _) = parseScenario(source)
        guard case .step(let step) = file.items.last, case .expect(let expectation) = step.actions.last,
            case .finding(let id, on: nil) = expectation.assertion
        else {
            Issue.record("expected a finding expectation")
            return
        }
        #expect(id.name == "broad-observable-reed")
        #expect(source.lineAndColumn(of: id.range.start) == (16, 20))
        #expect(source.text(in: id.range) == "broad-observable-reed")
    }
}
