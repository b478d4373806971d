import Foundation
import Testing
import ViewGraphDriver
import ViewGraphEngine

/// A long REPL session derives a new simulation for every `back`, `goto` and `reload`;
/// each one dropped must give its memory back. Views reach each other, their closures
/// and their state readers through links (`NodeLink`), so a dropped simulation frees
/// its views and the objects they used.
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
            for variable in run.simulation?.appScope.names.values.map({ $0 }) ?? [] {
                if case .object(let object) = variable.value { objects.append(Weak(object)) }
            }
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
            for variable in run.simulation?.appScope.names.values.map({ $0 }) ?? [] {
                if case .object(let object) = variable.value { objects.append(Weak(object)) }
            }
        }
        #expect(objects.count == 2)
        #expect(simulation == nil)
        #expect(
            objects.allSatisfy { $0.value == nil },
            "\(objects.filter { $0.value != nil }.count) objects outlived the run")
    }
}
