import Testing
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

/// Parses scenario text and runs one variant, for engine tests.
struct Harness {
    let source: SourceFile
    let model: ScenarioModel
    let simulation: Simulation
    var steps: [StepTrace] = []
    var results: [ExpectationResult] = []

    init(_ text: String, variant: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        source = SourceFile(path: "test.scenario", text: text)
        let (file, diagnostics) = parseScenario(source)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "parse errors: \(errors.map(\.message))", sourceLocation: sourceLocation)
        model = ScenarioModel(file: file, source: source)
        let resolved = try model.resolve(variant: variant)
        simulation = try Simulation(resolved)
        steps.append(try simulation.start())
        for index in model.steps.indices {
            let step = try simulation.run(step: index)
            steps.append(step)
            results += simulation.check(
                resolved.stepExpectations[index], step: step, scope: simulation.stepScopes[index])
        }
    }

    /// Display names of the views whose body ran in step `index` (0 = first render), in run order.
    func bodies(_ index: Int) -> [String] {
        steps[index].allRuns.map(\.node.displayName)
    }

    /// Views checked in step `index`: compared and not run (R2, R7.1).
    func checked(_ index: Int) -> [String] {
        steps[index].frames.flatMap(\.checkedViews).map(\.displayName)
    }

    /// Views checked through an environment change in step `index` (R7.1).
    func environmentChecked(_ index: Int) -> [String] {
        steps[index].frames.flatMap(\.checks).map(\.node.displayName)
    }

    func findings(_ index: Int) -> [String] {
        steps[index].findings.map(\.id)
    }

    /// Every `expect` in the scenario passed.
    func expectAllPassed(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(results.isEmpty == false, "the scenario checked no expectations", sourceLocation: sourceLocation)
        for result in results where result.passed == false {
            Issue.record(
                "expectation failed in step \"\(result.step)\": \(result.failure?.message ?? "")",
                sourceLocation: sourceLocation)
        }
    }
}

/// Runs a scenario expecting the simulation to stop with an error; returns it.
func simulationError(_ text: String) -> Diagnostic? {
    do {
        _ = try Harness(text)
        return nil
    } catch let error as SimulationError {
        return error.diagnostic
    } catch {
        return nil
    }
}

/// Runs `code` as the one step of a scenario with `declarations`; returns what it printed.
func printedByStep(_ code: String, declarations: String = "", sourceLocation: SourceLocation = #_sourceLocation)
    throws -> [String]
{
    let harness = try Harness(
        "scenario \"s\" {}\n\(declarations)\napp { Text(\"x\") }\nstep \"run\" {\n\(code)\n}\n",
        sourceLocation: sourceLocation)
    return harness.steps[1].printed
}

/// The runtime error that stops a step running `code`, if any.
func stepError(_ code: String, _ declarations: String = "") -> Diagnostic? {
    simulationError("scenario \"s\" {}\n\(declarations)\napp { Text(\"x\") }\nstep \"run\" {\n\(code)\n}\n")
}
