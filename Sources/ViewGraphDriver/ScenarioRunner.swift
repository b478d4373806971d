import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

/// One variant of a scenario, run from its first render through every step.
package struct ScenarioRun {
    package var variant: String
    package var simulation: Simulation?
    /// Step 0 (the first render) and every step that ran.
    package var steps: [StepTrace]
    package var expectations: [ExpectationResult]
    /// Each `ask` question's answer key checked against the step it belongs to.
    package var answerKeys: [AnswerKeyResult] = []
    /// The error that stopped the run, if any.
    package var error: Diagnostic?
    /// How many steps the variant has (a variant may add or drop steps).
    package var stepCount = 0

    package var failedExpectations: [ExpectationResult] { expectations.filter { !$0.passed } }

    package init(
        variant: String, simulation: Simulation?, steps: [StepTrace], expectations: [ExpectationResult],
        error: Diagnostic?
    ) {
        self.variant = variant
        self.simulation = simulation
        self.steps = steps
        self.expectations = expectations
        self.error = error
    }
}

/// load → parse → check → simulate: the whole pipeline for one file.
package struct LoadedScenario {
    package var source: SourceFile
    package var file: ScenarioFile
    package var model: ScenarioModel
    /// Parse and check diagnostics.
    package var diagnostics: [Diagnostic]

    /// `parts` name bytes of `text` that came from elsewhere (steps typed in the REPL), so
    /// their sites are shown in their own place, not as lines past the file's end.
    package init(path: String, text: String, parts: [(path: String, start: Int)] = []) {
        let front = Pipeline.frontEnd(path: path, text: text, parts: parts)
        source = front.source
        file = front.file
        diagnostics = front.diagnostics
        model = ScenarioModel(file: front.file, source: front.source)
    }

    package var hasErrors: Bool { diagnostics.hasErrors }

    /// Runs one variant ("base" or nil for the base) through all steps, checking
    /// expectations after each step.
    package func run(
        variant: String?, limits: Limits = Limits(), stopAfter lastStep: Int? = nil,
        afterEachStep: ((Simulation, StepTrace) -> Void)? = nil
    ) -> ScenarioRun {
        LargeStack.run {
            runOnCurrentThread(variant: variant, limits: limits, stopAfter: lastStep, afterEachStep: afterEachStep)
        }
    }

    private func runOnCurrentThread(
        variant: String?, limits: Limits, stopAfter lastStep: Int?, afterEachStep: ((Simulation, StepTrace) -> Void)?
    ) -> ScenarioRun {
        let resolved: ResolvedScenario
        do {
            resolved = try model.resolve(variant: variant)
        } catch ScenarioError.unknownVariant(let name, let suggestion) {
            var message = "unknown variant '\(name)'"
            if let suggestion { message += "; did you mean '\(suggestion)'?" }
            return ScenarioRun(
                variant: name, simulation: nil, steps: [], expectations: [],
                error: .error(
                    message, at: SourceRange.at(0),
                    notes: [DiagnosticNote("variants: " + model.variantNames.joined(separator: ", "))]))
        } catch {
            return ScenarioRun(
                variant: variant ?? "base", simulation: nil, steps: [], expectations: [],
                error: .error("\(error)", at: SourceRange.at(0)))
        }
        var run = ScenarioRun(variant: resolved.variant, simulation: nil, steps: [], expectations: [], error: nil)
        run.stepCount = resolved.model.steps.count
        let simulation: Simulation
        do {
            simulation = try Simulation(resolved, limits: limits)
        } catch let error as SimulationError {
            run.error = error.diagnostic
            return run
        } catch {
            run.error = .error("\(error)", at: SourceRange.at(0))
            return run
        }
        run.simulation = simulation
        do {
            let first = try simulation.start()
            run.steps.append(first)
            afterEachStep?(simulation, first)
            run.expectations += simulation.check(
                resolved.initialExpectations, step: first, scope: simulation.appScope)
            let steps = resolved.model.steps.count
            let count = min(steps, (lastStep ?? steps))
            for index in 0..<count {
                let step = try simulation.run(step: index)
                run.steps.append(step)
                afterEachStep?(simulation, step)
                run.expectations += simulation.check(
                    resolved.stepExpectations[index], step: step, scope: simulation.stepScopes[index])
                run.answerKeys += simulation.checkAnswerKeys(
                    resolved.stepQuestions[index], step: step, scope: simulation.stepScopes[index])
            }
        } catch let error as SimulationError {
            run.steps = simulation.steps
            run.error = error.diagnostic
        } catch {
            run.steps = simulation.steps
            run.error = .error("\(error)", at: SourceRange.at(0))
        }
        // Suspended tasks end with the run: their threads exit (reports only read the trace).
        simulation.endTasks()
        return run
    }
}
