import Foundation
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports

/// `viewgraph run FILE… [--variant NAME]`: the step-by-step transcript.
func runScenarios(_ options: RunOptions, _ context: CommandContext) -> Int32 {
    var failed = false
    for path in options.files {
        guard let scenario = loadForRun(path, context) else {
            failed = true
            continue
        }
        var extras: [Int: String] = [:]
        let total = scenario.model.steps.count
        let run = scenario.run(variant: options.variant) { simulation, step in
            // `--deps`: the whole dependency graph as it stands after each step.
            if options.showDependencies {
                extras[step.index] = DependencyReport.render(simulation, step: step, of: total)
            }
        }
        switch options.format {
        case .text:
            context.output(Transcript.render(scenario, run, extras: extras, width: context.outputWidth))
        case .json:
            // The versioned trace (formatVersion), as `viewgraph export json` writes it.
            context.output(Exporter.render(.json, scenario, run) ?? "")
        }
        if run.error != nil || run.failedExpectations.isEmpty == false { failed = true }
    }
    return failed ? ExitStatus.failure : ExitStatus.success
}

/// `viewgraph test [PATH…]`: every variant of every scenario, every expectation.
func testScenarios(paths: [String], _ context: CommandContext) -> Int32 {
    let files = ScenarioFiles.collect(paths.isEmpty ? ["Scenarios"] : paths)
    var passed = 0
    var failed = 0
    let renderer = DiagnosticRenderer(style: context.usesColor(.standardError) ? .rich : .plain)
    for path in files.missing {
        context.error("cannot read '\(path)': no such file or directory")
        failed += 1
    }
    for path in files.found {
        let outcome = ScenarioTester.test(path: path)
        passed += outcome.passed
        failed += outcome.failed
        for report in outcome.failures {
            Terminal.standardError.write(
                report.source.map { renderer.render([report.diagnostic], in: $0) }
                    ?? "error: \(report.diagnostic.message)\n")
            if let details = report.details { Terminal.standardError.write(details) }
        }
    }
    context.output("\(passed) passed, \(failed) failed\n")
    return failed == 0 ? ExitStatus.success : ExitStatus.failure
}

/// Reads and checks a file for running; prints its diagnostics when it has errors.
func loadForRun(_ path: String, _ context: CommandContext) -> LoadedScenario? {
    let renderer = DiagnosticRenderer(style: context.usesColor(.standardError) ? .rich : .plain)
    switch SourceReading.read(path) {
    case .loaded(let source):
        let scenario = LoadedScenario(path: source.path, text: source.text)
        if scenario.diagnostics.isEmpty == false {
            Terminal.standardError.write(renderer.render(scenario.diagnostics, in: scenario.source))
        }
        return scenario.hasErrors ? nil : scenario
    case .rejected(let batch):
        Terminal.standardError.write(renderer.render([batch]))
        return nil
    case .unreadable(let message):
        context.error(message)
        return nil
    }
}
