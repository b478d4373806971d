import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphReports

/// `viewgraph html` and the REPL's `html`: runs every variant of a scenario, capturing
/// each step for the page while the simulation stands at it. Layout and writing the
/// file are the executable's (graphviz is a process).
package enum HTMLExporter {
    /// The page's facts: every variant, every step. `variant` and `step` are where the
    /// page opens; a variant the scenario does not declare is an error.
    package static func document(
        _ scenario: LoadedScenario, variant: String?, step: Int = 0, guideBase: String? = nil
    ) throws(Exporter.Failure) -> HTMLPage.Document {
        let names = scenario.model.variantNames
        if let variant, names.contains(variant) == false {
            throw .unknownVariant(name: variant, variants: names)
        }
        var variants: [HTMLPage.Variant] = []
        for name in names {
            var steps: [HTMLPage.Step] = []
            let total = scenario.model.steps.count
            let run = scenario.run(variant: name) { simulation, trace in
                steps.append(
                    HTMLPage.capture(trace, of: total, simulation: simulation, source: scenario.source))
            }
            variants.append(
                HTMLPage.Variant(
                    name: run.variant, steps: steps, stepCount: run.stepCount, expectations: run.expectations,
                    error: run.error))
        }
        let opening = variant ?? names.first ?? "base"
        let last = (variants.first { $0.name == opening }?.steps.count ?? 1) - 1
        return HTMLPage.Document(
            title: scenario.model.title, source: scenario.source, variants: variants, variant: opening,
            step: max(0, min(step, last)), guideBase: guideBase)
    }

    /// The layouts the page asks graphviz for, once each (graphs of the same shape
    /// share one), in page order.
    package static func layoutRequests(_ document: HTMLPage.Document) -> [String] {
        var seen: Set<String> = []
        var requests: [String] = []
        for variant in document.variants {
            for step in variant.steps {
                let request = HTMLPage.layoutRequest(step.graph)
                if seen.insert(request).inserted { requests.append(request) }
            }
        }
        return requests
    }
}
