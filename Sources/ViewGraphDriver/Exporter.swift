import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphReports

/// `export dot|mermaid|json`: the exports of one variant after one step, shared by
/// the command line and the REPL.
package enum Exporter {
    package enum Failure: Error, Equatable {
        /// `--step N` beyond the scenario's last step; `last` is the last step's number.
        case noSuchStep(requested: Int, last: Int)
        /// `--variant NAME` that the scenario does not declare.
        case unknownVariant(name: String, variants: [String])
    }

    /// Runs `variant` up to `step` (nil: every step) for an export. The run's graph
    /// is then the graph after that step.
    package static func run(_ scenario: LoadedScenario, variant: String?, step: Int?) throws(Failure) -> ScenarioRun {
        let last = scenario.model.steps.count
        let variants = scenario.model.variantNames
        if let variant, variants.contains(variant) == false {
            throw .unknownVariant(name: variant, variants: variants)
        }
        if let step, step > last { throw .noSuchStep(requested: step, last: last) }
        return scenario.run(variant: variant, stopAfter: step)
    }

    /// The export text of a run's last step (the graph after it, that step's
    /// invalidations); nil when the run stopped before it had a graph to draw.
    /// JSON also carries every step up to it, and the run's error.
    package static func render(_ format: ExportFormat, _ scenario: LoadedScenario, _ run: ScenarioRun) -> String? {
        let title = "\(scenario.model.title) · variant \(run.variant)"
        switch format {
        case .dot:
            guard let simulation = run.simulation, let step = run.steps.last else { return nil }
            return DOTExport.render(simulation: simulation, step: step, title: title)
        case .mermaid:
            guard let simulation = run.simulation, let step = run.steps.last else { return nil }
            return MermaidExport.render(simulation: simulation, step: step, title: title)
        case .json:
            return JSONExport.render(
                JSONExport.Input(
                    model: scenario.model, source: scenario.source, variant: run.variant, steps: run.steps,
                    expectations: run.expectations, simulation: run.simulation, error: run.error))
        }
    }

    /// The error for an export, page or trace over the output limit (`Limits.outputBytes`),
    /// or nil when `text` is within it. Nothing of it is written.
    package static func sizeError(_ text: String, _ what: String, file: String, limits: Limits = Limits()) -> String? {
        let bytes = text.utf8.count
        guard bytes > limits.outputBytes else { return nil }
        let megabytes = (bytes + 1024 * 1024 - 1) / (1024 * 1024)
        return "\(limits.outputLimitReached): the \(what) of '\(file)' would be \(megabytes) MB; nothing was written"
    }

    package static func message(_ failure: Failure, file: String) -> String {
        switch failure {
        case .noSuchStep(let requested, let last):
            return "step \(requested) does not exist; '\(file)' has steps 0 to \(last) (0 is the initial render)"
        case .unknownVariant(let name, let variants):
            var message = "unknown variant '\(name)'"
            if let suggestion = DidYouMean.suggestion(for: name, among: variants) {
                message += "; did you mean '\(suggestion)'?"
            }
            return message + " ('\(file)' has " + variants.map { "'\($0)'" }.joined(separator: ", ") + ")"
        }
    }
}
