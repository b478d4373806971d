import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the twentieth probe (Scenarios/KNOWN-ENGINE-ISSUES.md, "Fixed", 169–):
/// an `@ObservedObject` given a default value, tuple labels kept by the storage's type, and
/// `quotientAndRemainder(dividingBy:)`, and work given to `DispatchQueue.main`.
@Suite("SwiftUI app code: a defaulted @ObservedObject, tuple labels, quotientAndRemainder, the main queue")
struct AppCodeTwentiethProbeTests {
    @Test("R3.1: '@ObservedObject var vm = VM()' subscribes the view; R5.3: a parent's body run makes a new object")
    func defaultedObservedObjectSubscribes() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            final class CounterModel: ObservableObject { @Published var n = 0 }
            struct Counter: View {
                @ObservedObject var model = CounterModel()
                var body: some View {
                    VStack {
                        Text("n = \\(model.n)")
                        Button("Bump") { model.n += 1 }
                    }
                }
            }
            struct Screen: View {
                @State private var title = "A"
                var body: some View {
                    VStack {
                        Text(title)
                        Button("Rename") { title += "!" }
                        Counter()
                    }
                }
            }
            app { Screen() }
            step "bump" {
                tap Counter/Button("Bump")
                expect Counter.model.n == 1
            }
            step "the parent runs" {
                tap Screen/Button("Rename")
                expect Counter.model.n == 0
            }
            """)
        harness.expectAllPassed()
        #expect(harness.bodies(1) == ["Counter"])
        // Screen's body makes a new `Counter` value, and with it a new object: the count is
        // lost, which `@StateObject` would have kept.
        #expect(harness.bodies(2).contains("Counter"))
    }

    @Test("an unlabeled tuple stored into a labeled one takes the storage's labels (reduce's accumulator too)")
    func tupleLabelsFollowTheStorage() throws {
        let printed = try printedByStep(
            """
            var t = (a: 1, b: 2)
            t = (3, 4)
            print(t.a, t.b, t)
            print(bounds([3, 9, 1]).hi)
            """,
            declarations: """
                func bounds(_ xs: [Int]) -> (lo: Int, hi: Int) {
                    xs.reduce((lo: Int.max, hi: Int.min)) { (min($0.lo, $1), max($0.hi, $1)) }
                }
                """)
        #expect(printed == ["3 4 (a: 3, b: 4)", "9"])
    }

    @Test("quotientAndRemainder(dividingBy:) truncates as '/' and '%' do; dividing by zero is a diagnostic")
    func quotientAndRemainder() throws {
        let printed = try printedByStep(
            """
            let r = 17.quotientAndRemainder(dividingBy: 5)
            print(r.quotient, r.remainder)
            print((-17).quotientAndRemainder(dividingBy: 5))
            """)
        #expect(printed == ["3 2", "(quotient: -3, remainder: -2)"])
        let error = try #require(stepError("let n = 0; print(7.quotientAndRemainder(dividingBy: n))"))
        #expect(error.message == "division by zero")
    }

    @Test("R10.3: main-queue work runs once, after the frame its dispatcher's writes start, or at its deadline")
    func mainQueueWork() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Toast: View {
                @State private var message = ""
                @State private var saves = 0
                var body: some View {
                    VStack {
                        Text(message)
                        Text("\\(saves)")
                        Button("Save") {
                            saves += 1
                            DispatchQueue.main.async { message = "Saved" }
                            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { message = "" }
                            DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + .milliseconds(500), execute: {
                                print("half a second")
                            })
                        }
                    }
                }
            }
            app { Toast() }
            step "save" {
                tap Toast/Button("Save")
                expect Toast.message == "Saved"
            }
            step "a second" {
                wait 1s
                expect Toast.message == "Saved"
            }
            step "two seconds" {
                wait 1s
                expect Toast.message == ""
            }
            """)
        harness.expectAllPassed()
        let save = harness.steps[1]
        // The action's write is drawn first; the dispatched write takes a frame of its own.
        #expect(save.frames.count == 2)
        #expect(save.frames.first?.changes.map(\.target) == ["Toast.saves"])
        #expect(save.frames.last?.changes.map(\.target) == ["Toast.message"])
        #expect(harness.steps[2].printed == ["half a second"])
        #expect(harness.bodies(3) == ["Toast"])
    }
}
