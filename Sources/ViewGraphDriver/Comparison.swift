import ViewGraphEngine
import ViewGraphReports

/// `compare`: every variant run through its steps, side by side, the steps lined up by
/// title (a variant may redefine, add or drop steps; the report says which).
package enum Comparison {
    package static func render(_ scenario: LoadedScenario) -> String {
        let columns = scenario.model.variantNames.map { name -> CompareReport.Column in
            let run = scenario.run(variant: name)
            let passed = run.expectations.filter(\.passed).count
            let changes = (try? scenario.model.resolve(variant: name)).map { resolved in
                zip(resolved.model.steps, resolved.stepOrigins).map {
                    step, origin -> (title: String, change: String?) in
                    switch origin {
                    case .base: (step.title, nil)
                    case .redefined: (step.title, "redefined")
                    case .added: (step.title, "added")
                    }
                }
            }
            return CompareReport.Column(
                variant: name, steps: run.steps, expectationsPassed: passed,
                expectationsFailed: run.expectations.count - passed, error: run.error?.message, stepChanges: changes)
        }
        return CompareReport.render(
            title: scenario.model.title, stepTitles: scenario.model.steps.map(\.title), columns: columns)
    }
}
