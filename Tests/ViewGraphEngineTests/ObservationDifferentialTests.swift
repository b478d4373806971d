// Differential test (issue 3): the same model shapes, reads and mutations run once
// through compiled @Observable classes with `withObservationTracking`, and once
// through the interpreter, whose objects are backed by the same Observation runtime.
// Every case must fire the same trackers the same number of times. The cases cover
// the Observation facts O1–O10 and R4.1–R4.6 of Guides/Rules.md.
import Observation
import Testing
import ViewGraphDiagnostics
import ViewGraphSyntax

@testable import ViewGraphEngine

// MARK: - Compiled models

struct CPoint: Equatable {
    var x = 0
    var y = 0
}

struct CNonEquatable {
    var a = 0
}

final class CPlainRef {}

@Observable final class CChild {
    var value = 0
}

@Observable final class CModel {
    var w = 1
    var h = 2
    var color = "red"
    var pt = CPoint()
    var arr = [10, 20, 30]
    var dict = ["a": 1, "b": 2]
    var other = 0
    var count = 0
    var text = "x"
    var nes = CNonEquatable()
    var ref = CPlainRef()
    @ObservationIgnored var hidden = 0
    var shown = 0
    var child = CChild()
    var watched = 0 {
        didSet { watchLog += 1 }
    }
    var watchLog = 0
    var area: Int { w * h }
    var label: String { describe() }
    var widthProxy: Int {
        get { w }
        set { w = newValue }
    }
    func perimeter() -> Int { 2 * (w + h) }
    private func describe() -> String { color }
}

/// One differential case: Swift code for the compiled side, scenario code for the
/// interpreter side, meaning the same thing.
struct DifferentialCase: CustomStringConvertible, Sendable {
    var name: String
    var read: @Sendable (CModel) -> Void
    var mutate: @Sendable (CModel) -> Void
    var readScript: String
    var mutateScript: String
    var description: String { name }
}

let differentialCases: [DifferentialCase] = [
    // Rule 1: reads through computed properties and methods register the stored properties.
    .init(
        name: "computed area, mutate w (1.1)", read: { _ = $0.area }, mutate: { $0.w = 10 }, readScript: "_ = m.area",
        mutateScript: "m.w = 10"),
    .init(
        name: "computed area, mutate color (1.3)", read: { _ = $0.area }, mutate: { $0.color = "blue" },
        readScript: "_ = m.area", mutateScript: "m.color = \"blue\""),
    .init(
        name: "method perimeter(), mutate h (1.6)", read: { _ = $0.perimeter() }, mutate: { $0.h = 10 },
        readScript: "_ = m.perimeter()", mutateScript: "m.h = 10"),
    .init(
        name: "computed → private method, mutate color (1.11)", read: { _ = $0.label }, mutate: { $0.color = "blue" },
        readScript: "_ = m.label", mutateScript: "m.color = \"blue\""),
    .init(
        name: "computed setter writes w (1.4)", read: { _ = $0.area }, mutate: { $0.widthProxy = 10 },
        readScript: "_ = m.area", mutateScript: "m.widthProxy = 10"),
    // Rule 2: the whole stored property is the unit.
    .init(
        name: "read pt.x, mutate pt.y in place (2.01)", read: { _ = $0.pt.x }, mutate: { $0.pt.y = 7 },
        readScript: "_ = m.pt.x", mutateScript: "m.pt.y = 7"),
    .init(
        name: "read pt.x, same value in place (2.03)", read: { _ = $0.pt.x }, mutate: { $0.pt.x = 0 },
        readScript: "_ = m.pt.x", mutateScript: "m.pt.x = 0"),
    .init(
        name: "read arr[0], append (2.05)", read: { _ = $0.arr[0] }, mutate: { $0.arr.append(40) },
        readScript: "_ = m.arr[0]", mutateScript: "m.arr.append(40)"),
    .init(
        name: "read arr[0], set other index (2.07)", read: { _ = $0.arr[0] }, mutate: { $0.arr[2] = 99 },
        readScript: "_ = m.arr[0]", mutateScript: "m.arr[2] = 99"),
    .init(
        name: "read arr[0], equal array set (2.10)", read: { _ = $0.arr[0] }, mutate: { $0.arr = [10, 20, 30] },
        readScript: "_ = m.arr[0]", mutateScript: "m.arr = [10, 20, 30]"),
    .init(
        name: "read dict[a], insert other key (2.16)", read: { _ = $0.dict["a"] }, mutate: { $0.dict["c"] = 1 },
        readScript: "_ = m.dict[\"a\"]", mutateScript: "m.dict[\"c\"] = 1"),
    .init(
        name: "read dict[a], equal dict set (2.17)", read: { _ = $0.dict["a"] },
        mutate: { $0.dict = ["a": 1, "b": 2] }, readScript: "_ = m.dict[\"a\"]",
        mutateScript: "m.dict = [\"a\": 1, \"b\": 2]"),
    .init(
        name: "read other, mutate arr (2.18)", read: { _ = $0.other }, mutate: { $0.arr.append(1) },
        readScript: "_ = m.other", mutateScript: "m.arr.append(1)"),
    // Rule 3 and 9: one-shot, one fire per burst.
    .init(
        name: "one-shot over a burst (3, 9.1)",
        read: {
            _ = $0.count
            _ = $0.w
        },
        mutate: {
            $0.count = 1
            $0.w = 5
            $0.count += 1
        }, readScript: "_ = m.count\n_ = m.w", mutateScript: "m.count = 1\nm.w = 5\nm.count += 1"),
    // Rule 5: dedupe by declared type for plain sets; `_modify` always notifies.
    .init(
        name: "Int same value set (5.01)", read: { _ = $0.count }, mutate: { $0.count = 0 }, readScript: "_ = m.count",
        mutateScript: "m.count = 0"),
    .init(
        name: "Int += 0 (5.03)", read: { _ = $0.count }, mutate: { $0.count += 0 }, readScript: "_ = m.count",
        mutateScript: "m.count += 0"),
    .init(
        name: "String same value (5.05)", read: { _ = $0.text }, mutate: { $0.text = "x" }, readScript: "_ = m.text",
        mutateScript: "m.text = \"x\""),
    .init(
        name: "Equatable struct equal set", read: { _ = $0.pt }, mutate: { $0.pt = CPoint() }, readScript: "_ = m.pt",
        mutateScript: "m.pt = CPoint()"),
    .init(
        name: "non-Equatable struct equal set (5.13)", read: { _ = $0.nes }, mutate: { $0.nes = CNonEquatable() },
        readScript: "_ = m.nes", mutateScript: "m.nes = CNonEquatable()"),
    .init(
        name: "class same instance (5.15)", read: { _ = $0.ref }, mutate: { $0.ref = $0.ref }, readScript: "_ = m.ref",
        mutateScript: "m.ref = m.ref"),
    .init(
        name: "class other instance (5.16)", read: { _ = $0.ref }, mutate: { $0.ref = CPlainRef() },
        readScript: "_ = m.ref", mutateScript: "m.ref = CPlainRef()"),
    // Rule 6: nested objects, keyed by identity.
    .init(
        name: "read child.value, mutate child.value (6)", read: { _ = $0.child.value }, mutate: { $0.child.value = 1 },
        readScript: "_ = m.child.value", mutateScript: "m.child.value = 1"),
    .init(
        name: "read child.value, replace child (6)", read: { _ = $0.child.value }, mutate: { $0.child = CChild() },
        readScript: "_ = m.child.value", mutateScript: "m.child = CChild()"),
    .init(
        name: "read child only, mutate child.value (6)", read: { _ = $0.child }, mutate: { $0.child.value = 1 },
        readScript: "_ = m.child", mutateScript: "m.child.value = 1"),
    // Rule 7: closures that are not called register nothing.
    .init(
        name: "closure created, not called (7.1)",
        read: { model in
            let f = { model.other }
            _ = f
        }, mutate: { $0.other = 1 }, readScript: "let f = { m.other }", mutateScript: "m.other = 1"),
    .init(
        name: "closure created and called (7.3)",
        read: { model in
            let f = { model.other }
            _ = f()
        }, mutate: { $0.other = 1 }, readScript: "let f = { m.other }\n_ = f()", mutateScript: "m.other = 1"),
    // Rule 8: ignored properties.
    .init(
        name: "read hidden, set hidden (8.1)", read: { _ = $0.hidden }, mutate: { $0.hidden = 1 },
        readScript: "_ = m.hidden", mutateScript: "m.hidden = 1"),
    .init(
        name: "read hidden+shown, set shown (8.4)",
        read: {
            _ = $0.hidden
            _ = $0.shown
        }, mutate: { $0.shown = 1 }, readScript: "_ = m.hidden\n_ = m.shown", mutateScript: "m.shown = 1"),
    // Rule 10: a write inside the tracked closure never fires the tracker being built.
    .init(
        name: "write inside apply (10.1)",
        read: { model in
            _ = model.count
            model.count = 99
        }, mutate: { _ in }, readScript: "_ = m.count\nm.count = 99", mutateScript: "_ = 0"),
    .init(
        name: "+= inside apply registers (10.4)", read: { model in model.w += 1 }, mutate: { $0.w = 50 },
        readScript: "m.w += 1", mutateScript: "m.w = 50"),
    // Property observers (issue 15): `didSet` runs inside the macro's accessors.
    .init(
        name: "didSet property: read it, set it", read: { _ = $0.watched }, mutate: { $0.watched = 1 },
        readScript: "_ = m.watched", mutateScript: "m.watched = 1"),
    .init(
        name: "didSet writes another property: read that one, set the observed one", read: { _ = $0.watchLog },
        mutate: { $0.watched = 1 }, readScript: "_ = m.watchLog", mutateScript: "m.watched = 1"),
    .init(
        name: "a deduped same-value set still runs didSet (R4.6)", read: { _ = $0.watchLog },
        mutate: { $0.watched = 0 }, readScript: "_ = m.watchLog", mutateScript: "m.watched = 0"),
    .init(
        name: "a same-value set of the observed property does not notify it (R4.6)", read: { _ = $0.watched },
        mutate: { $0.watched = 0 }, readScript: "_ = m.watched", mutateScript: "m.watched = 0"),
    .init(
        name: "in-place change of the observed property: didSet and notify", read: { _ = $0.watchLog },
        mutate: { $0.watched += 0 }, readScript: "_ = m.watchLog", mutateScript: "m.watched += 0"),
]

/// Counts how many times a tracker fired.
final class FireCounter: @unchecked Sendable {
    var count = 0
}

@Suite("Observation differential: compiled @Observable vs the interpreter (Guides/Rules.md, O1–O10)")
struct ObservationDifferentialTests {
    static let declarations = """
        scenario "differential" {}
        struct CPoint: Equatable {
            var x = 0
            var y = 0
        }
        struct CNonEquatable {
            var a = 0
        }
        final class CPlainRef {}
        @Observable final class CChild {
            var value = 0
        }
        @Observable final class CModel {
            var w = 1
            var h = 2
            var color = "red"
            var pt = CPoint()
            var arr = [10, 20, 30]
            var dict = ["a": 1, "b": 2]
            var other = 0
            var count = 0
            var text = "x"
            var nes = CNonEquatable()
            var ref = CPlainRef()
            @ObservationIgnored var hidden = 0
            var shown = 0
            var child = CChild()
            var watched = 0 {
                didSet { watchLog += 1 }
            }
            var watchLog = 0
            var area: Int { w * h }
            var label: String { describe() }
            var widthProxy: Int {
                get { w }
                set { w = newValue }
            }
            func perimeter() -> Int { 2 * (w + h) }
            private func describe() -> String { color }
        }
        """

    @Test("the interpreter fires the same trackers as compiled code", arguments: differentialCases)
    func sameTrackersFire(_ testCase: DifferentialCase) throws {
        // Compiled side.
        let compiled = CModel()
        let compiledFires = FireCounter()
        withObservationTracking {
            testCase.read(compiled)
        } onChange: {
            compiledFires.count += 1
        }
        testCase.mutate(compiled)

        // Interpreted side.
        let text =
            Self.declarations
            + "\napp { Text(\"x\") }\nstep \"read\" {\n\(testCase.readScript)\n}\nstep \"mutate\" {\n\(testCase.mutateScript)\n}\n"
        let source = SourceFile(path: "differential.scenario", text: text)
        let (file, diagnostics) = parseScenario(source)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let model = ScenarioModel(file: file, source: source)
        let host = SilentHost()
        let interpreter = Interpreter(program: Program(declarations: model.declarations), host: host)
        let scope = Scope(parent: interpreter.globalScope)
        let context = EvalContext(scope: scope)
        let create = parseStatements("let m = CModel()", declarations: Self.declarations)
        for statement in create { _ = try interpreter.execute(statement, context) }
        let interpretedFires = FireCounter()
        var thrown: Error?
        withObservationTracking {
            do {
                for statement in Self.statements(model.steps[0]) { _ = try interpreter.execute(statement, context) }
            } catch {
                thrown = error
            }
        } onChange: {
            interpretedFires.count += 1
        }
        for statement in Self.statements(model.steps[1]) { _ = try interpreter.execute(statement, context) }
        if let thrown { throw thrown }
        #expect(
            interpretedFires.count == compiledFires.count,
            "compiled fired \(compiledFires.count), interpreter \(interpretedFires.count)")
    }

    static func statements(_ step: StepBlock) -> [Stmt] {
        step.actions.compactMap { if case .statement(let s) = $0 { return s } else { return nil } }
    }

    func parseStatements(_ code: String, declarations: String) -> [Stmt] {
        let source = SourceFile(
            path: "s.scenario", text: declarations + "\napp { Text(\"x\") }\nstep \"s\" {\n\(code)\n}\n")
        let (file, _) = parseScenario(source)
        return Self.statements(ScenarioModel(file: file).steps[0])
    }
}

/// An interpreter host with no view graph: reads and writes only reach the
/// Observation runtime through the objects' registrars.
final class SilentHost: InterpreterHost {
    func printChanges(viewType: String, site: SourceRange) throws {}
    func observableRead(_ object: ObjectInstance, field: Int, chain: [String], site: SourceRange) {}
    func publishedRead(_ object: ObjectInstance, field: Int) {}
    func willMutate(
        _ object: ObjectInstance, field: Int, kind: MutationKind, notifies: Bool, oldValue: Value, newValue: Value,
        site: SourceRange
    ) throws {}
    func objectWillChangeSent(_ object: ObjectInstance, site: SourceRange) throws {}
    func stateRead(_ box: StateBox) {}
    func viewPropertyRead(_ index: Int, node: ViewNode?) {}
    func stateWrite(_ box: StateBox, oldValue: Value, newValue: Value, site: SourceRange) throws {
        box.value = newValue
    }
    func environmentValue(_ key: EnvironmentKey, node: ViewNode?, site: SourceRange) throws -> Value { .null }
    func charge(_ seconds: Double, for reason: String, site: SourceRange) {}
    var now: Double { 0 }
    func nextUUID() -> UInt64 { 1 }
    func nextRandom() -> UInt64 { 4 }
    func scheduleTimer(interval: Double, repeats: Bool, action: Closure, site: SourceRange) throws {}
    func startUnstructuredTask(_ body: Closure, site: SourceRange) throws {}
    func printed(_ text: String, site: SourceRange) throws {}
    func tick(site: SourceRange) throws {}
}
