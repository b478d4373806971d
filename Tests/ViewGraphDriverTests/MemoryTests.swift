import Foundation
import Testing
import ViewGraphDriver
import ViewGraphEngine

/// A long REPL session derives a new simulation for every `back`, `goto` and `reload`;
/// each one dropped must give its memory back. Views are reached through links
/// (`Link`) from their children, closures, state readers and subscribers, and a
/// simulation that ends empties its scopes and objects, so nothing forms a cycle that
/// outlives it.
struct MemoryTests {
    static let lessons: [String] = GoldenTests.scenarioFiles.filter { $0.contains("errors/") == false }

    @Test(arguments: lessons)
    func droppingASimulationFreesItsViewsAndObjects(_ relativePath: String) throws {
        let path = GoldenTests.scenariosFolder.appendingPathComponent(relativePath).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        weak var simulation: Simulation?
        var views: [Weak<ViewNode>] = []
        var objects: [Weak<ObjectInstance>] = []
        do {
            let run = LoadedScenario(path: path, text: text).run(variant: nil)
            simulation = run.simulation
            for step in run.steps {
                for frame in step.frames {
                    views += frame.runs.map { Weak($0.node) } + frame.created.map(Weak.init)
                }
            }
            objects = appObjects(of: run)
        }
        #expect(views.isEmpty == false)
        #expect(simulation == nil, "the simulation outlived its run")
        #expect(
            views.allSatisfy { $0.value == nil }, "\(views.filter { $0.value != nil }.count) views outlived the run")
        #expect(
            objects.allSatisfy { $0.value == nil },
            "\(objects.filter { $0.value != nil }.count) objects outlived the run")
    }
}

/// The objects the `app` block's `let`s hold, weakly.
private func appObjects(of run: ScenarioRun) -> [Weak<ObjectInstance>] {
    (run.simulation?.appScope.names.values.map { $0 } ?? []).compactMap { variable in
        if case .object(let object) = variable.value { return Weak(object) }
        return nil
    }
}

private struct Weak<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}

extension MemoryTests {
    @Test func closuresThatCaptureTheirOwnScopeOrObjectDoNotKeepThemAlive() throws {
        let text = """
            scenario "cycles" {}
            @Observable final class Model {
                var count = 0
                var bump: (() -> Void)? = nil
                init() {
                    bump = { self.count += 1 }
                }
            }
            final class Store {
                var onSave: (() -> Void)? = nil
                var saves = 0
            }
            struct Counter: View {
                let model: Model
                var body: some View { Text("\\(model.count)") }
            }
            app {
                let model = Model()
                let store = Store()
                let again = { store.saves += 1 }
                Counter(model: model)
            }
            step "bump" {
                model.bump?()
                store.onSave = { store.saves += 1 }
                store.onSave?()
                again()
            }
            """
        weak var simulation: Simulation?
        var objects: [Weak<ObjectInstance>] = []
        do {
            let run = LoadedScenario(path: "cycles.scenario", text: text).run(variant: nil)
            #expect(run.error == nil)
            simulation = run.simulation
            objects = appObjects(of: run)
        }
        #expect(objects.count == 2)
        #expect(simulation == nil)
        #expect(
            objects.allSatisfy { $0.value == nil },
            "\(objects.filter { $0.value != nil }.count) objects outlived the run")
    }
}
