import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the twentieth probe (Scenarios/KNOWN-ENGINE-ISSUES.md, "Fixed", 169–):
/// an `@ObservedObject` given a default value, tuple labels kept by the storage's type, and
/// `quotientAndRemainder(dividingBy:)`.
@Suite("SwiftUI app code: a defaulted @ObservedObject, tuple labels, quotientAndRemainder")
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
}
