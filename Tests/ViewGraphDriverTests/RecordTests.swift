import Foundation
import Testing
import ViewGraphDriver

/// `record` and the golden half of `test`: atomic writes, machine-independent text,
/// a changed golden detected with a diff, and recording that never passes.
@Suite struct RecordTests {
    /// A copy of a fixture in a scratch folder (`errors/` inside it when asked).
    func copy(_ fixture: String, into folder: URL, errors: Bool = false) throws -> String {
        var target = folder
        if errors {
            target = folder.appendingPathComponent("errors")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        }
        let path = target.appendingPathComponent(fixture + ".scenario").path
        try FileManager.default.copyItem(atPath: Fixtures.path(fixture), toPath: path)
        return path
    }

    @Test func goldenHoldsEveryVariantWithoutMachinePaths() throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try copy("bookshelf", into: folder)
        let text = try Golden.text(path: path)
        #expect(text.hasPrefix("ViewGraph · Lending one book re-runs the shelf · 2 steps · variant base"))
        #expect(text.contains("\n═══ variant book-models ═══\nViewGraph · Lending one book"))
        #expect(text.contains(folder.path) == false)
        #expect(text.contains("\u{1B}") == false)
        // The same text from anywhere: the file's name is all that shows.
        let original = try Golden.text(path: Fixtures.path("bookshelf"))
        #expect(text == original)
    }

    @Test func errorCatalogueGoldenIsTheDiagnostics() throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = folder.appendingPathComponent("errors")
        try FileManager.default.createDirectory(at: errors, withIntermediateDirectories: true)
        let broken = errors.appendingPathComponent("no-such-row.scenario").path
        let source = try String(contentsOfFile: Fixtures.path("counter"), encoding: .utf8)
            .replacingOccurrences(of: #"tap TallyScreen/Button("Add one")"#, with: "tap TagChip[99]")
        try source.write(toFile: broken, atomically: true, encoding: .utf8)
        let text = try Golden.text(path: broken)
        #expect(text.hasPrefix("no-such-row.scenario:"))
        #expect(text.contains("error: no view matches 'TagChip[99]'"))
        #expect(text.contains("ViewGraph ·") == false)
        #expect(text.contains(folder.path) == false)
    }

    @Test func writeErrorsUseTheSystemsWords() {
        #expect(Golden.WriteError(errno: EACCES).localizedDescription == "permission denied")
        #expect(Golden.WriteError(errno: ENOENT).localizedDescription == "no such file or directory")
    }

    @Test func writeIsAtomicAndLeavesNoTemporaryFile() throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("x.expected").path
        try Golden.write("first\n", to: path)
        try Golden.write("second\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x.expected"])
        // A folder that does not exist: an error, and nothing written anywhere.
        let missing = folder.appendingPathComponent("nope/x.expected").path
        #expect(throws: (any Error).self) { try Golden.write("text\n", to: missing) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x.expected"])
    }

    @Test func testDetectsAChangedGolden() throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try copy("counter", into: folder)
        let withoutGolden = ScenarioTester.test(path: path)
        #expect(withoutGolden.failed == 0)

        #expect(try Golden.verify(path: path, record: true) == .recorded)
        let recorded = ScenarioTester.test(path: path)
        #expect(recorded.failed == 0)
        #expect(recorded.passed == withoutGolden.passed + 1)

        let expectedPath = Golden.expectedPath(for: path)
        let golden = try String(contentsOfFile: expectedPath, encoding: .utf8)
        try golden.replacingOccurrences(of: "TallyLabel", with: "TallyLable").write(
            toFile: expectedPath, atomically: true, encoding: .utf8)
        let changed = ScenarioTester.test(path: path)
        #expect(changed.failed == 1)
        let failure = try #require(changed.failures.first)
        #expect(failure.diagnostic.message.contains("golden transcript differs from 'counter.expected'"))
        let diff = try #require(failure.details)
        #expect(diff.hasPrefix("--- counter.expected\n+++ current output\n@@ -"))
        #expect(diff.contains("\n-  ↻ TallyLable"))
        #expect(diff.contains("\n+  ↻ TallyLabel"))
    }

    @Test func recordingNeverPasses() throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try copy("reading-mode", into: folder)
        withKnownIssue("recording reports an issue") {
            try GoldenCheck.expectMatch(path: path, record: true)
        }
        #expect(FileManager.default.fileExists(atPath: Golden.expectedPath(for: path)))
        try GoldenCheck.expectMatch(path: path, record: false)
    }

    @Test func diffShowsTheFirstDifferencesAsHunks() {
        let expected = (1...30).map { "line \($0)" }.joined(separator: "\n")
        var lines = (1...30).map { "line \($0)" }
        lines[1] = "line two"
        lines[24] = "line twenty-five"
        let diff = Golden.diff(
            expected: expected, actual: lines.joined(separator: "\n"), expectedName: "a", actualName: "b")
        #expect(
            diff == """
                --- a
                +++ b
                @@ -1,5 +1,5 @@
                 line 1
                -line 2
                +line two
                 line 3
                 line 4
                 line 5
                @@ -22,7 +22,7 @@
                 line 22
                 line 23
                 line 24
                -line 25
                +line twenty-five
                 line 26
                 line 27
                 line 28

                """)
        let old = (1...50).map { "line \($0)" }
        var new = old
        for index in [0, 12, 24, 36] { new[index] = "changed" }
        let many = Golden.diff(
            expected: old.joined(separator: "\n"), actual: new.joined(separator: "\n"), expectedName: "a",
            actualName: "b", maxHunks: 2)
        #expect(many.hasSuffix("… 2 more hunks not shown\n"))
    }
}
