import Foundation
import Testing
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphREPL
import ViewGraphSyntax

/// `viewgraph bench` at tiny sizes: the shape of its figures and that each workload
/// does the work it claims. Never a timing assertion (DESIGN.md §6: performance is
/// measured by the command, not by tests).
struct BenchTests {
    @Test func everyWorkloadRunsAtTinySizesAndTheJSONHasTheRequiredShape() throws {
        let scenarios = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewgraph-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scenarios) }
        try """
        scenario "Hello" {
        }

        @Observable
        final class Counter {
            var count = 0
        }

        struct Hello: View {
            let counter: Counter
            var body: some View { Text("\\(counter.count)") }
        }

        app {
            let counter = Counter()
            Hello(counter: counter)
        }

        step "count" {
            counter.count += 1
            expect bodies == [Hello]
        }

        """.write(to: scenarios.appendingPathComponent("hello.scenario"), atomically: true, encoding: .utf8)

        let host = REPLHost(readFile: { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return .failed("unreadable") }
            return .text(path: path, text: text)
        })
        let runner = BenchRunner(
            configuration: .tiny(scenariosPath: scenarios.path),
            replTimer: { REPLSession.timeCommands($0, host: host) })
        let results = try runner.run(BenchWorkload.allCases)
        #expect(results.map(\.workload) == [.wide, .broad, .deep, .timed, .lessons, .dashboard, .repl])

        let text = BenchReport.json(results)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(parsed.count == results.count)
        for object in parsed {
            for key in ["workload", "n", "usPerStep", "floorUsPerStep", "ratio", "peakMemoryMB"] {
                #expect(object[key] != nil, "missing \(key) in \(object["workload"] ?? "?")")
            }
            #expect((object["peakMemoryMB"] as? Double ?? 0) > 0)
        }
        let byWorkload = Dictionary(grouping: parsed) { $0["workload"] as? String ?? "" }
        let wide = try #require(byWorkload["W1"]?.first)
        #expect(wide["n"] as? Int == 50)
        #expect(wide["bodiesPerStep"] as? Double == 1)
        #expect(wide["floorUsPerStep"] is Double)
        #expect(wide["ratio"] is Double)
        #expect(byWorkload["W2"]?.first?["bodiesPerStep"] as? Double == 20)
        #expect(byWorkload["W3"]?.first?["bodiesPerStep"] as? Double == 1)
        let timed = try #require(byWorkload["W4"]?.first)
        #expect(timed["floorUsPerStep"] is NSNull)
        #expect(timed["ratio"] is NSNull)
        #expect(timed["frames"] as? Int == 10)
        #expect(timed["bodies"] as? Int == 20)
        let dashboard = try #require(byWorkload["W6"]?.first)
        #expect(dashboard["ticks"] as? Int == 10)
        #expect(dashboard["frames"] as? Int == 10)
        #expect(dashboard["bodies"] as? Int == 20)
        #expect(dashboard["bodiesPerStep"] as? Double == 2)
        #expect(dashboard["floorUsPerStep"] is Double)
        #expect(wide["liveViews"] as? Int ?? 0 >= 50)
        #expect(wide["firstRenderKBPerView"] is Double)
        // W7 drove the session over the one lesson: its one step forward, back and by goto.
        let repl = try #require(byWorkload["W7"]?.first)
        let replFiles = try #require(repl["files"] as? [[String: Any]])
        #expect(replFiles.count == 1)
        #expect(replFiles.first?["steps"] as? Int == 1)
        let replTiming = try #require(results.last?.replTimings.first)
        #expect(replTiming.nextMs.count == 1)
        #expect(replTiming.backMs.count == 1)
        #expect(replTiming.gotoMs.count == 2)
        let lessons = try #require(byWorkload["W5"]?.first)
        #expect(lessons["n"] as? Int == 1)
        let files = try #require(lessons["files"] as? [[String: Any]])
        #expect(files.first?["passed"] as? Int == 1)
        #expect(files.first?["failed"] as? Int == 0)

        // Deterministic key order: sorted within every object.
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("    \"") }.map {
            $0.drop { $0 == " " }.prefix { $0 != ":" }
        }
        let firstObject = Array(keys.prefix(while: { $0 != "\"workload\"" })) + ["\"workload\""]
        #expect(firstObject == firstObject.sorted())

        // The table names every workload and the targets it measured.
        let table = BenchReport.table(results)
        for name in [
            "W1 wide", "W2 broad", "W3 deep", "W4 timed", "W5 lessons", "W6 dashboard", "W7 repl", "ratio", "peak MB",
            "target REPL",
        ] {
            #expect(table.contains(name))
        }
    }

    /// Independently of the runner's own check: every W1 step runs exactly one body,
    /// the row whose model changed.
    @Test func wideRunsExactlyTheChangedRowEachStep() throws {
        var random = SplitMix64(seed: 7)
        let indices = random.indices(25, below: 50)
        let scenario = LoadedScenario(path: "<bench>", text: BenchScenarios.wide(rows: 50, indices: indices))
        #expect(scenario.diagnostics.isEmpty)
        let simulation = try Simulation(try scenario.model.resolve(variant: nil))
        let first = try simulation.start()
        #expect(first.allRuns.count == 50)
        let block = try #require(scenario.model.steps.first)
        #expect(block.actions.count == indices.count)
        for (action, index) in zip(block.actions, indices) {
            let trace = try simulation.run(actions: [action], title: block.title, range: block.range)
            #expect(trace.allRuns.map(\.node.displayName) == ["RowView[\(index)]"])
        }
    }

    @Test func commandLine() {
        #expect(CommandLineParser.parse(["bench"]) == .success(Invocation(.bench(BenchOptions()))))
        #expect(
            CommandLineParser.parse(["bench", "--json", "--quick", "--workload", "w3,W1,1"])
                == .success(Invocation(.bench(BenchOptions(json: true, quick: true, workloads: [.deep, .wide])))))
        guard case .failure(let error) = CommandLineParser.parse(["bench", "--workload=W9"]) else {
            Issue.record("W9 was accepted")
            return
        }
        #expect(error.message.hasPrefix("invalid value 'W9' for '--workload <list>'"))
    }
}

extension EndToEndTests {
    /// A debug build says that its figures are not the engine's.
    @Test func benchNamesTheBuildItRanIn() throws {
        let outcome = try viewgraph("bench", "--workload", "W5", "--json")
        #expect(outcome.status == 0)
        let parsed = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]]
        #expect(parsed?.first?["workload"] as? String == "W5")
        let debug = try #require(BuiltBinary.binary).path.contains("/debug/")
        #expect(outcome.stderr.contains("swift build -c release") == debug)
    }

    #if os(Linux)
        /// The command starts itself again with glibc's huge-page tunable (HugePages.swift), so
        /// a large scenario's heap is on huge pages; a tuning the user set is kept as it is,
        /// and the bench's header says which the run had.
        @Test func benchSaysWhetherTheHeapIsOnHugePages() throws {
            let lesson = Self.repositoryRoot.appendingPathComponent("Scenarios/01-counter").path
            let arguments = ["bench", "--workload", "W5", "--scenarios", lesson]
            let plain = try viewgraph(arguments, environment: ["GLIBC_TUNABLES": nil])
            #expect(plain.status == 0)
            #expect(plain.stdout.contains("· heap on huge pages"))
            let tuned = try viewgraph(arguments, environment: ["GLIBC_TUNABLES": "glibc.malloc.arena_max=2"])
            #expect(tuned.status == 0)
            #expect(tuned.stdout.contains("· GLIBC_TUNABLES=glibc.malloc.arena_max=2"))
            #expect(tuned.stdout.contains("heap on huge pages") == false)
        }
    #endif
}
