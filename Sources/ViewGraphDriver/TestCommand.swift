import Foundation
import ViewGraphDiagnostics

/// `viewgraph test [PATH…] [--junit FILE] [--jobs N]`: every variant of every scenario,
/// every expectation and golden transcript. Files and variants run in parallel; what
/// is printed (failures in file order, then `N passed, N failed`) and the JUnit report
/// are the same for any number of jobs.
package enum TestCommand {
    package struct Output {
        /// Normal output (the summary line).
        package var out: (String) -> Void
        /// Failures and errors.
        package var err: (String) -> Void
        /// How diagnostics are rendered on `err`.
        package var style: DiagnosticRenderer.Style

        package init(
            out: @escaping (String) -> Void, err: @escaping (String) -> Void, style: DiagnosticRenderer.Style = .plain
        ) {
            self.out = out
            self.err = err
            self.style = style
        }
    }

    /// Runs the tests; returns the exit status (0 all passed, 1 any failure).
    package static func run(paths: [String], jobs: Int, junit: String?, output: Output) -> Int32 {
        let files = ScenarioFiles.collect(paths.isEmpty ? ["Scenarios"] : paths)
        if files.found.isEmpty && files.missing.isEmpty {
            // A CI job pointed at the wrong folder must fail, not pass with nothing tested.
            let searched = (paths.isEmpty ? ["Scenarios"] : paths).map { "'\($0)'" }.joined(separator: ", ")
            output.err("error: no scenarios found in \(searched)\n")
            return ExitStatus.failure
        }
        let renderer = DiagnosticRenderer(style: output.style)
        var passed = 0
        var failed = 0
        var suites: [JUnitReport.Suite] = []
        for path in files.missing {
            let message = "cannot read '\(path)': no such file or directory"
            output.err("error: \(message)\n")
            failed += 1
            var outcome = ScenarioTester.Outcome()
            outcome.cases.append(
                ScenarioTester.Case(
                    name: "read",
                    failures: [ScenarioTester.Failure(source: nil, diagnostic: .error(message, at: SourceRange.at(0)))])
            )
            suites.append(JUnitReport.Suite(path: path, outcome: outcome))
        }
        let found = files.found
        let parts = ParallelWork.map(found.count, jobs: jobs) { ScenarioTester.parts(path: found[$0]) }
        let tasks = found.indices.flatMap { file in parts[file].map { (file: file, part: $0) } }
        let work = tasks.map { (path: found[$0.file], part: $0.part) }
        let outcomes = ParallelWork.map(work.count, jobs: jobs) { index in
            ScenarioTester.test(path: work[index].path, part: work[index].part)
        } done: { _, outcome in
            passed += outcome.passed
            failed += outcome.failed
            for failure in outcome.failures {
                output.err(
                    failure.source.map { renderer.render([failure.diagnostic], in: $0) }
                        ?? "error: \(failure.diagnostic.message)\n")
                if let details = failure.details { output.err(details) }
            }
        }
        for (file, path) in found.enumerated() {
            let mine = tasks.indices.filter { tasks[$0].file == file }.map { outcomes[$0] }
            suites.append(JUnitReport.Suite(path: path, outcome: ScenarioTester.Outcome.merge(mine)))
        }
        output.out("\(passed) passed, \(failed) failed\n")
        if let junit {
            // Missing paths first above; the report lists files in the order given.
            let ordered =
                suites.filter { files.found.contains($0.path) } + suites.filter { !files.found.contains($0.path) }
            do {
                try Golden.write(JUnitReport.render(ordered), to: junit)
            } catch {
                output.err("error: cannot write '\(junit)': \(error.localizedDescription)\n")
                return ExitStatus.failure
            }
        }
        return failed == 0 ? ExitStatus.success : ExitStatus.failure
    }
}
