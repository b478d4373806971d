import Foundation
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports

/// `viewgraph run FILE… [--variant NAME] [--watch]`: the step-by-step transcript.
func runScenarios(_ options: RunOptions, _ context: CommandContext) -> Int32 {
    if let answers = options.predict { return gradePredictions(options, answers: answers, context) }
    guard options.watch else { return runOnce(options, context) }
    return watching(options.files, context) { _ = runOnce(options, context) }
}

private func runOnce(_ options: RunOptions, _ context: CommandContext) -> Int32 {
    var failed = false
    for path in options.files {
        guard let scenario = loadForRun(path, context) else {
            failed = true
            continue
        }
        // An unknown `--variant` is an error of the command line: said before any header,
        // without a source location, as `export` says it.
        if let variant = options.variant, scenario.model.variantNames.contains(variant) == false {
            context.error(
                Exporter.message(
                    .unknownVariant(name: variant, variants: scenario.model.variantNames), file: path))
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
            // Past the output limit the transcript ends in a diagnostic at the step (exit 1).
            let (text, limited) = Transcript.limitedRender(scenario, run, extras: extras, width: context.outputWidth)
            context.output(ReportColor.apply(text, enabled: context.usesColor(.standardOutput)))
            if limited { failed = true }
        case .json:
            // The versioned trace (formatVersion), as `viewgraph export json` writes it.
            let json = Exporter.render(.json, scenario, run) ?? ""
            if let tooLarge = Exporter.sizeError(json, "JSON trace", file: path) {
                context.error(tooLarge)
                failed = true
                continue
            }
            context.output(json)
        }
        if run.error != nil || run.failedExpectations.isEmpty == false { failed = true }
    }
    return failed ? ExitStatus.failure : ExitStatus.success
}

/// `viewgraph test [PATH…] [--junit FILE] [--jobs N] [--watch]`: every variant of every
/// scenario, every expectation and golden transcript.
func testScenarios(_ options: TestOptions, _ context: CommandContext) -> Int32 {
    let output = TestCommand.Output(
        out: { context.output($0) }, err: { Terminal.standardError.write($0) },
        style: context.usesColor(.standardError) ? .rich : .plain)
    let jobs = options.jobs ?? ParallelWork.defaultJobs
    let test = { TestCommand.run(paths: options.paths, jobs: jobs, junit: options.junit, output: output) }
    guard options.watch else { return test() }
    return watching(options.paths.isEmpty ? ["Scenarios"] : options.paths, context) { _ = test() }
}

/// Runs `body` now and after every change to the files `paths` name, until the process
/// is stopped (or, for tests, after `VIEWGRAPH_WATCH_POLLS` polls).
func watching(_ paths: [String], _ context: CommandContext, _ body: @escaping () -> Void) -> Int32 {
    let watcher = FileWatcher(paths: paths)
    let polls = context.environment["VIEWGRAPH_WATCH_POLLS"].flatMap { Int($0) }
    let interval = context.environment["VIEWGRAPH_WATCH_INTERVAL"].flatMap { Double($0) } ?? 0.5
    watcher.watch(interval: interval, maxPolls: polls) { changed in
        if changed.isEmpty == false {
            Terminal.standardError.write("\nchanged: \(changed.joined(separator: ", "))\n")
        }
        body()
        let count = watcher.snapshot().files.count
        Terminal.standardError.write(
            "watching \(count) file\(count == 1 ? "" : "s") for changes; press Ctrl-C to stop\n")
    }
    return ExitStatus.success
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
