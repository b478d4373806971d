import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphReports
import ViewGraphSyntax

/// The text of `viewgraph run`: header, first render, one card per step, then
/// expectation failures and the error that stopped the run (if any). Plain text,
/// deterministic: it is what golden transcripts hold.
package enum Transcript {
    package static func render(_ scenario: LoadedScenario, _ run: ScenarioRun) -> String {
        var out = StepCard.header(
            title: scenario.model.title, steps: scenario.model.steps.count, variant: run.variant,
            variants: scenario.model.variantNames)
        guard let simulation = run.simulation else {
            if let error = run.error { out += DiagnosticRenderer().render([error], in: scenario.source) }
            return out
        }
        for step in run.steps {
            if step.index == 0 {
                out += StepCard.initialRender(step, simulation: simulation)
            } else {
                out += "\n" + StepCard.render(step, of: scenario.model.steps.count, simulation: simulation)
                let results = run.expectations.filter { $0.step == step.title }
                if results.isEmpty == false {
                    let passed = results.filter(\.passed).count
                    out += " expect   \(passed) of \(results.count) passed\n"
                }
            }
        }
        let failures = run.failedExpectations.compactMap(\.failure)
        if failures.isEmpty == false || run.error != nil {
            out += "\n" + DiagnosticRenderer().render(failures + (run.error.map { [$0] } ?? []), in: scenario.source)
        }
        return out
    }
}
