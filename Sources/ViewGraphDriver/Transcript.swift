import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphReports
import ViewGraphSyntax

/// The text of `viewgraph run`: header, first render, one card per step, then
/// expectation failures and the error that stopped the run (if any). Plain text,
/// deterministic: it is what golden transcripts hold.
package enum Transcript {
    /// `extras[i]` is printed after step i's card (`run --deps` puts the dependency
    /// graph after each step there). Cards fit `width` columns (`TextFit`); the
    /// diagnostics at the end quote source lines and stay as they are.
    package static func render(
        _ scenario: LoadedScenario, _ run: ScenarioRun, extras: [Int: String] = [:],
        width: Int = TextFit.defaultWidth
    ) -> String {
        limitedRender(scenario, run, extras: extras, width: width).text
    }

    /// The transcript, and whether it stopped at the output limit (`Limits.outputBytes`):
    /// then its last lines are a diagnostic at the step whose card crossed the limit.
    package static func limitedRender(
        _ scenario: LoadedScenario, _ run: ScenarioRun, extras: [Int: String] = [:],
        width: Int = TextFit.defaultWidth, limits: Limits = Limits()
    ) -> (text: String, limited: Bool) {
        var (out, stoppedAt) = cards(scenario, run, extras: extras, limit: limits.outputBytes)
        if let step = stoppedAt {
            out = TextFit.fit(out, width: width)
            let diagnostic = Diagnostic.error(
                "\(limits.outputLimitReached): the transcript stops after this step's card", at: step.range,
                group: .limits)
            out += "\n" + DiagnosticRenderer().render([diagnostic], in: scenario.source)
            return (ControlCharacters.escape(out), true)
        }
        out = TextFit.fit(out, width: width)
        let failures = run.failedExpectations.compactMap(\.failure)
        if run.simulation == nil {
            if let error = run.error { out += DiagnosticRenderer().render([error], in: scenario.source) }
        } else if failures.isEmpty == false || run.error != nil {
            out += "\n" + DiagnosticRenderer().render(failures + (run.error.map { [$0] } ?? []), in: scenario.source)
        }
        // Titles, ids, values and `print` output come from the scenario: their control
        // characters are shown escaped (`\u{1B}`), on a terminal and in golden files.
        return (ControlCharacters.escape(out), false)
    }

    /// The header and the step cards; when they pass `limit` bytes, what was made so far
    /// and the step whose card crossed it.
    private static func cards(_ scenario: LoadedScenario, _ run: ScenarioRun, extras: [Int: String], limit: Int)
        -> (String, StepTrace?)
    {
        let total = run.simulation == nil ? scenario.model.steps.count : run.stepCount
        var out = StepCard.header(
            title: scenario.model.title, steps: total, variant: run.variant, variants: scenario.model.variantNames,
            root: scenario.model.appSource)
        guard let simulation = run.simulation else { return (out, nil) }
        let fixes = fixingVariants(scenario, run)
        for var step in run.steps {
            for index in step.findings.indices {
                step.findings[index].variant = fixes[FixKey(step: step.index, finding: step.findings[index].id)]
            }
            defer { if let extra = extras[step.index] { out += "\n" + extra } }
            if step.index == 0 {
                out += StepCard.initialRender(
                    step, simulation: simulation, stopped: run.error != nil && run.steps.count == 1)
            } else {
                out += "\n" + StepCard.render(step, of: total, simulation: simulation)
            }
            let results = run.expectations.filter { $0.step == step.title }
            if results.isEmpty == false {
                let passed = results.filter(\.passed).count
                out += " expect   \(passed) of \(results.count) passed\n"
            }
            if out.utf8.count > limit { return (out, step) }
        }
        return (out, nil)
    }

    package struct FixKey: Hashable {
        package var step: Int
        package var finding: String

        package init(step: Int, finding: String) {
            self.step = step
            self.finding = finding
        }
    }

    /// For each finding of a step, the first other variant (in file order) whose same
    /// step ran without that finding: the variant that shows the fix. Never the
    /// variant being run, and never the base: the base is the lesson's broken version,
    /// so a step of it without the finding shows a different situation, not a fix.
    package static func fixingVariants(_ scenario: LoadedScenario, _ run: ScenarioRun) -> [FixKey: String] {
        let wanted = run.steps.flatMap { step in step.findings.map { FixKey(step: step.index, finding: $0.id) } }
        guard wanted.isEmpty == false else { return [:] }
        let titles = Dictionary(run.steps.map { ($0.index, $0.title) }, uniquingKeysWith: { first, _ in first })
        var fixes: [FixKey: String] = [:]
        for variant in scenario.model.variantNames where variant != run.variant && variant != "base" {
            let other = scenario.run(variant: variant)
            guard other.error == nil else { continue }
            for key in wanted where fixes[key] == nil {
                guard let step = other.steps.first(where: { $0.title == titles[key.step] }) else { continue }
                if step.findings.contains(where: { $0.id == key.finding }) == false { fixes[key] = variant }
            }
        }
        return fixes
    }
}
