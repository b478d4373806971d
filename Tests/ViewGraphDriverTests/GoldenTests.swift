import Foundation
import Testing
import ViewGraphDriver

/// The golden corpus (STYLE.md "Tests"): every `Scenarios/**/X.scenario` has its
/// transcript in `X.expected` beside it, one test case per file.
///
/// Re-record with `VIEWGRAPH_RECORD=1 swift test --filter GoldenTests`: the new
/// goldens are written and every recorded case fails, so a recording never passes
/// unnoticed; review the diff with `git diff Scenarios`, then run again without it.
struct GoldenTests {
    static let scenariosFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    /// Paths below `Scenarios/`, sorted; none when the folder does not exist yet.
    static let scenarioFiles: [String] = {
        guard let enumerator = FileManager.default.enumerator(atPath: scenariosFolder.path) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".scenario") { files.append(relative) }
        }
        return files.sorted()
    }()

    static var isRecording: Bool { ProcessInfo.processInfo.environment["VIEWGRAPH_RECORD"] == "1" }

    @Test(arguments: scenarioFiles)
    func transcriptMatchesGolden(_ relativePath: String) throws {
        let path = Self.scenariosFolder.appendingPathComponent(relativePath).path
        try GoldenCheck.expectMatch(path: path, record: Self.isRecording)
    }
}

/// What a golden test case does with a verdict, shared by the corpus and the tests
/// of the mechanism itself.
enum GoldenCheck {
    static func expectMatch(
        path: String, record: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let name = (Golden.expectedPath(for: path) as NSString).lastPathComponent
        switch try Golden.verify(path: path, record: record) {
        case .matched:
            break
        case .recorded:
            Issue.record(
                "recorded \(name); review the diff and run again without VIEWGRAPH_RECORD",
                sourceLocation: sourceLocation)
        case .missing:
            Issue.record(
                "\(name) does not exist; run with VIEWGRAPH_RECORD=1 (or 'viewgraph record') to write it",
                sourceLocation: sourceLocation)
        case .differs(let diff):
            Issue.record(
                "golden transcript differs from \(name) (re-record with VIEWGRAPH_RECORD=1):\n\(diff)",
                sourceLocation: sourceLocation)
        }
    }
}
