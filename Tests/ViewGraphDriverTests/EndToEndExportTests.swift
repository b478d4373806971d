import Foundation
import Testing
import ViewGraphDriver

/// `export`, `record` and the golden half of `test`, through the built binary.
extension EndToEndTests {
    @Test func exportDotRendersWithGraphviz() throws {
        let outcome = try viewgraph("export", "dot", Fixtures.path("bookshelf"), "--step", "1")
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("digraph ViewGraph {"))
        if let dot = Subprocess.find("dot") {
            let svg = try Subprocess.run(dot, ["-Tsvg"], input: outcome.stdout)
            #expect(svg.status == 0, "dot: \(svg.stderr)")
        }
        let json = try viewgraph("export", "json", Fixtures.path("bookshelf"), "--variant", "book-models")
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["formatVersion"] as? Int == 1)
        #expect(object?["variant"] as? String == "book-models")
        #expect(object?["exportedStep"] as? Int == 2)
    }

    @Test func exportRefusesAMissingStepOrVariant() throws {
        let step = try viewgraph("export", "mermaid", Fixtures.path("counter"), "--step", "7")
        #expect(step.status == 1)
        #expect(step.stdout.isEmpty)
        #expect(step.stderr.contains("error: step 7 does not exist;"))
        let variant = try viewgraph("export", "json", Fixtures.path("bookshelf"), "--variant", "book-model")
        #expect(variant.status == 1)
        #expect(variant.stderr.contains("error: unknown variant 'book-model'; did you mean 'book-models'?"))
    }

    @Test func recordThenTestThenDetectAChange() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lessons = directory.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        for name in ["counter", "reading-mode"] {
            try FileManager.default.copyItem(
                atPath: Fixtures.path(name), toPath: lessons.appendingPathComponent(name + ".scenario").path)
        }
        let record = try viewgraph("record", "lessons", in: directory)
        #expect(record.status == 0, "stderr: \(record.stderr)")
        #expect(record.stdout == "recorded  lessons/counter.expected\nrecorded  lessons/reading-mode.expected\n")
        let again = try viewgraph("record", "lessons/counter.scenario", in: directory)
        #expect(again.stdout == "unchanged  lessons/counter.expected\n")

        let test = try viewgraph("test", "lessons", in: directory)
        #expect(test.status == 0, "stderr: \(test.stderr)")
        #expect(test.stdout == "7 passed, 0 failed\n")

        let golden = lessons.appendingPathComponent("counter.expected")
        let text = try String(contentsOf: golden, encoding: .utf8)
        try text.replacingOccurrences(of: "Tally: 1", with: "Tally: 2").write(
            to: golden, atomically: true, encoding: .utf8)
        let changed = try viewgraph("test", "lessons", in: directory)
        #expect(changed.status == 1)
        #expect(changed.stdout == "6 passed, 1 failed\n")
        #expect(changed.stderr.contains("error: golden transcript differs from 'counter.expected'"))
        #expect(changed.stderr.contains("--- counter.expected\n+++ current output\n@@ -"))
    }
}
