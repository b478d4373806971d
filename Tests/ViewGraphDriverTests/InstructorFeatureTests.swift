import Foundation
import Testing
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphEngine

/// Issue 19: expectations on the initial render, count comparisons, variants that
/// change steps, `compare` by step title, `test --jobs` and `--junit`, `--watch`'s
/// watcher and `viewgraph new`.
@Suite struct InstructorFeatureTests {
    static let lesson = """
        scenario "Moving state into a subview" {
        }

        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("Tapped \\(count) times")
                    Button("Tap") { count += 1 }
                }
            }
        }

        struct Screen: View {
            var body: some View {
                Counter()
            }
        }

        app {
            let xs = [1, -2, 3]
            Screen()
        }

        expect bodies == [Screen, Counter]
        expect bodies(Counter) >= 1
        expect "n = \\(xs.count)" == "n = 3"
        expect xs.filter { $0 > 0 }.count == 2

        step "Tap once" {
            tap Counter/Button("Tap")
            expect bodies(Counter) == 1
            expect bodies != 0
            expect frames <= 1
            expect Counter.count == 1
        }

        step "Tap twice" {
            tap Counter/Button("Tap")
            tap Counter/Button("Tap")
            expect Counter.count == 3
        }

        variant "fewer" {
            step "Tap once" {
                tap Counter/Button("Tap")
                tap Counter/Button("Tap")
                expect Counter.count == 2
            }
            drop step "Tap twice"
            step "Tap again" {
                tap Counter/Button("Tap")
            }
            expect "initial render" bodies(Screen) == 1
            expect "Tap again" Counter.count == 3
        }

        """

    func loaded(_ text: String = InstructorFeatureTests.lesson) throws -> LoadedScenario {
        let scenario = LoadedScenario(path: "lesson.scenario", text: text)
        try #require(scenario.hasErrors == false, "\(scenario.diagnostics.map(\.message))")
        return scenario
    }

    @Test func initialRenderExpectationsAreCheckedAndReported() throws {
        let scenario = try loaded()
        let run = scenario.run(variant: nil)
        let initial = run.expectations.filter { $0.step == "initial render" }
        #expect(initial.count == 4)
        #expect(run.failedExpectations.isEmpty, "\(run.failedExpectations.compactMap(\.failure?.message))")
        let transcript = Transcript.render(scenario, run)
        #expect(
            transcript.contains(
                "initial render: 2 bodies (Screen, Counter) · 0.30 ms of 16.67 ms\n expect   4 of 4 passed\n"))
    }

    @Test func countComparisonsFailWithTheirOperator() throws {
        let scenario = try loaded(
            Self.lesson.replacingOccurrences(of: "expect bodies(Counter) >= 1", with: "expect bodies(Counter) > 1")
                .replacingOccurrences(of: "expect frames <= 1", with: "expect frames < 1"))
        let messages = scenario.run(variant: nil).failedExpectations.compactMap(\.failure?.message)
        #expect(
            messages == [
                "expected bodies(Counter) > 1, but it was 1",
                "expected frames < 1, but the step ran 1 frame",
            ])
    }

    @Test func aVariantRunsItsOwnSteps() throws {
        let scenario = try loaded()
        let run = scenario.run(variant: "fewer")
        #expect(run.error == nil)
        #expect(run.steps.map(\.title) == ["initial render", "Tap once", "Tap again"])
        #expect(run.stepCount == 2)
        // Its own expectations only: the redefined step's, and its `expect "…"` lines.
        #expect(run.expectations.map(\.step) == ["initial render", "Tap once", "Tap again"])
        #expect(run.failedExpectations.isEmpty, "\(run.failedExpectations.compactMap(\.failure?.message))")
        let transcript = Transcript.render(scenario, run)
        #expect(transcript.contains("· 2 steps · variant fewer"))
        #expect(transcript.contains("── step 2/2 · Tap again"))
    }

    @Test func compareLinesStepsUpByTitle() throws {
        let scenario = try loaded()
        let text = Comparison.render(scenario)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(
            lines[0] == "compare · Moving state into a subview · 2 variants side by side with steps lined up by title")
        #expect(lines.contains("step 1 · Tap once"))
        #expect(lines.contains { $0.hasPrefix("  steps") && $0.hasSuffix("base   redefined") })
        #expect(lines.contains { $0.hasPrefix("  steps") && $0.hasSuffix("base     dropped") })
        #expect(lines.contains("added step · Tap again"))
        #expect(lines.contains { $0.hasPrefix("  steps") && $0.hasSuffix("—       added") })
    }

    @Test func parallelWorkKeepsIndexOrder() {
        var reported: [Int] = []
        let results = ParallelWork.map(40, jobs: 4) { index in
            // Later pieces finish first.
            Thread.sleep(forTimeInterval: Double(40 - index) / 4000)
            return index * index
        } done: { index, _ in
            reported.append(index)
        }
        #expect(results == (0..<40).map { $0 * $0 })
        #expect(reported == Array(0..<40))
    }

    /// A folder with passing, failing, golden and error-catalogue files.
    func testFolder() throws -> URL {
        let folder = try Fixtures.scratchFolder()
        for name in Fixtures.scenarioNames {
            try FileManager.default.copyItem(
                atPath: Fixtures.path(name), toPath: folder.appendingPathComponent(name + ".scenario").path)
        }
        try Golden.write(
            try Golden.text(path: Fixtures.path("counter")), to: folder.appendingPathComponent("counter.expected").path)
        try Self.lesson.write(to: folder.appendingPathComponent("lesson.scenario"), atomically: true, encoding: .utf8)
        try Self.lesson.replacingOccurrences(
            of: "expect Counter.count == 3", with: "expect Counter.count == 4 && \"<&>\" == \"<&>\""
        )
        .write(to: folder.appendingPathComponent("failing.scenario"), atomically: true, encoding: .utf8)
        let errors = folder.appendingPathComponent("errors")
        try FileManager.default.createDirectory(at: errors, withIntermediateDirectories: true)
        try "// expect-error: 2:1 missing 'app' block\nscenario \"No app\" {\n}\n"
            .write(to: errors.appendingPathComponent("no-app.scenario"), atomically: true, encoding: .utf8)
        return folder
    }

    func runTests(_ folder: URL, jobs: Int, junit: String? = nil) -> (status: Int32, out: String, err: String) {
        var out = ""
        var err = ""
        let status = TestCommand.run(
            paths: [folder.path], jobs: jobs, junit: junit,
            output: TestCommand.Output(out: { out += $0 }, err: { err += $0 }))
        return (status, out, err.replacingOccurrences(of: folder.path, with: "<folder>"))
    }

    @Test func jobsGiveTheSameOutputAsOneJob() throws {
        let folder = try testFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = runTests(folder, jobs: 1)
        let two = runTests(folder, jobs: 2)
        let four = runTests(folder, jobs: 4)
        #expect(one.status == 1)
        #expect(one.err.contains("expectation failed: Counter.count == 4"))
        #expect(one.out.hasSuffix(" passed, 1 failed\n"))
        #expect(two.status == one.status && two.out == one.out && two.err == one.err)
        #expect(four.status == one.status && four.out == one.out && four.err == one.err)
    }

    @Test func junitHasOneTestcasePerCheckAndIsWellFormed() throws {
        let folder = try testFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("out.xml").path
        let result = runTests(folder, jobs: 2, junit: report)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        let summary = result.out.split(separator: " ")
        let passed = Int(summary[0]) ?? -1
        let failed = Int(summary[2]) ?? -1
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == passed + failed)
        #expect(xml.components(separatedBy: "<testsuite ").count - 1 == 6)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == failed)
        #expect(xml.contains("name=\"golden transcript counter.expected\""))
        #expect(xml.contains("name=\"base · Tap once · 32:5 expect bodies(Counter) == 1\""))
        #expect(xml.contains("&lt;&amp;&gt;"))
        #expect(xml == (try String(contentsOfFile: report, encoding: .utf8)))
        guard let xmllint = Subprocess.find("xmllint") else {
            print("skipped: xmllint is not installed (apt-get install libxml2-utils); the XML was not validated")
            return
        }
        let lint = try Subprocess.run(xmllint, ["--noout", report], input: "")
        #expect(lint.status == 0, "xmllint: \(lint.stderr)")
    }

    @Test func junitEscapesMarkupAndControlCharacters() {
        #expect(JUnitReport.escape("a<b>&\"'\u{1B}[1m\tz") == "a&lt;b&gt;&amp;&quot;&apos;\u{FFFD}[1m\tz")
    }

    @Test func watcherRunsAgainAfterAChangeAndStopsWhenTold() throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("a.scenario")
        let swift = folder.appendingPathComponent("Models.swift")
        try "one".write(to: scenario, atomically: true, encoding: .utf8)
        try "struct A {}".write(to: swift, atomically: true, encoding: .utf8)
        var polls = 0
        var changes: [[String]] = []
        let touch: (Double) -> Void = { _ in
            polls += 1
            // A change on the first and third polls: longer text, so the size differs.
            if polls == 1 { try? "one two".write(to: scenario, atomically: true, encoding: .utf8) }
            if polls == 3 { try? "struct A { let b = 1 }".write(to: swift, atomically: true, encoding: .utf8) }
        }
        let runs = FileWatcher(paths: [folder.path]).watch(interval: 0, maxPolls: 4, sleep: touch) { changed in
            changes.append(changed.map { ($0 as NSString).lastPathComponent })
        }
        #expect(runs == 3)
        #expect(changes == [[], ["a.scenario"], ["Models.swift"]])
    }

    @Test func newWritesALessonThatPassesTest() throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(LessonTemplate.title(for: "Scenarios/12-list-rows/list-rows") == "List rows")
        #expect(LessonTemplate.path(for: "a/b") == "a/b.scenario")
        let path = folder.appendingPathComponent("12-my-lesson.scenario").path
        try Golden.write(LessonTemplate.text(name: "12-my-lesson"), to: path)
        let result = runTests(folder, jobs: 2)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.isEmpty)
        let scenario = try loaded(try String(contentsOfFile: path, encoding: .utf8))
        #expect(scenario.model.variantNames == ["base", "count-in-a-subview"])
        #expect(scenario.model.initialExpectations.isEmpty == false)
        let passed = Int(result.out.split(separator: " ")[0]) ?? 0
        #expect(passed >= 6)
    }
}
