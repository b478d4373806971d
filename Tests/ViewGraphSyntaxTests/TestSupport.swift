import Foundation
import Testing
import ViewGraphDiagnostics
import ViewGraphTestSupport

@testable import ViewGraphSyntax

// MARK: - Fixtures

/// `Tests/ViewGraphSyntaxTests/Fixtures`, found from this file's path so the suite never
/// depends on the working directory or on files outside the package.
let fixturesDirectory: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

/// The `.scenario` files directly inside `Fixtures/<subdirectory>`, sorted by name.
func fixtureFiles(_ subdirectory: String) -> [URL] {
    let directory = fixturesDirectory.appendingPathComponent(subdirectory)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".scenario") }.sorted().map {
        directory.appendingPathComponent($0)
    }
}

func fixtureNames(_ subdirectory: String) -> [String] {
    fixtureFiles(subdirectory).map(\.lastPathComponent)
}

func loadFixture(_ subdirectory: String, _ name: String) -> SourceFile {
    let url = fixturesDirectory.appendingPathComponent(subdirectory).appendingPathComponent(name)
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return SourceFile(path: "\(subdirectory)/\(name)", text: text)
}

// MARK: - Parsing helpers

func parse(_ text: String) -> (file: ScenarioFile, diagnostics: [Diagnostic], source: SourceFile) {
    let source = SourceFile(path: "test.scenario", text: text)
    let (file, diagnostics) = parseScenario(source)
    return (file, diagnostics, source)
}

/// `LINE:COL: message` for each diagnostic.
func describe(_ diagnostics: [Diagnostic], in source: SourceFile) -> [String] {
    diagnostics.map { d in
        let (line, column) = source.lineAndColumn(of: d.range.start)
        return "\(line):\(column): \(d.message)"
    }
}

/// The dump of a snippet, failing the test if it has diagnostics.
func dump(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    let (file, diagnostics, source) = parse(text)
    #expect(describe(diagnostics, in: source) == [], sourceLocation: sourceLocation)
    return dumpAST(file, source: source)
}

// MARK: - Position markers

/// Source text with swift-syntax style position markers (`1️⃣`, `2️⃣`, …) removed; the
/// byte offset where each marker stood is recorded under its name.
struct MarkedSource {
    var text: String
    var markers: [String: Int]

    static let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    init(_ marked: String) {
        var text = ""
        var markers: [String: Int] = [:]
        var remaining = Substring(marked)
        outer: while let first = remaining.first {
            for name in MarkedSource.markerNames where remaining.hasPrefix(name) {
                markers[name] = text.utf8.count
                remaining = remaining.dropFirst(name.count)
                continue outer
            }
            text.append(first)
            remaining = remaining.dropFirst()
        }
        self.text = text
        self.markers = markers
    }
}

/// Parses marked source and checks that its diagnostics are exactly `expected`: each a
/// marker name and a message.
func assertDiagnostics(
    _ marked: String, _ expected: [(marker: String, message: String)],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let source = MarkedSource(marked)
    let (_, diagnostics, file) = parse(source.text)
    let actual = describe(diagnostics, in: file)
    let wanted: [String] = expected.map { item in
        guard let offset = source.markers[item.marker] else { return "missing marker \(item.marker)" }
        let (line, column) = file.lineAndColumn(of: offset)
        return "\(line):\(column): \(item.message)"
    }
    assertStringsEqualWithDiff(
        actual.joined(separator: "\n"), wanted.joined(separator: "\n"), sourceLocation: sourceLocation)
}
