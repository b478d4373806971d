import ViewGraphDiagnostics
import ViewGraphDriver

/// `viewgraph export dot|mermaid|json FILE [--step N] [--variant NAME]`: the graph
/// after step N (default: the last) with that step's invalidations, on stdout.
/// Exits 1 when the file has errors, the step or variant does not exist, or the
/// run stopped with an error (what was reached is still exported).
func exportGraph(_ options: ExportOptions, _ context: CommandContext) -> Int32 {
    guard let scenario = loadForRun(options.file, context) else { return ExitStatus.failure }
    let run: ScenarioRun
    do {
        run = try Exporter.run(scenario, variant: options.variant, step: options.step)
    } catch {
        context.error(Exporter.message(error, file: options.file))
        return ExitStatus.failure
    }
    if let error = run.error {
        let renderer = DiagnosticRenderer(style: context.usesColor(.standardError) ? .rich : .plain)
        Terminal.standardError.write(renderer.render([error], in: scenario.source))
    }
    guard let text = Exporter.render(options.format, scenario, run) else {
        return ExitStatus.failure
    }
    if let tooLarge = Exporter.sizeError(text, "\(options.format.rawValue) export", file: options.file) {
        context.error(tooLarge)
        return ExitStatus.failure
    }
    context.output(text)
    return run.error == nil ? ExitStatus.success : ExitStatus.failure
}
