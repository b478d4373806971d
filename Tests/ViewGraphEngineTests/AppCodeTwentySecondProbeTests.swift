import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the twenty-second probe (Scenarios/KNOWN-ENGINE-ISSUES.md, 172): a
/// number parsed from text with a literal fallback, and the global `min` called as
/// `Swift.min` inside an extension of Array.
@Suite("SwiftUI app code: 'Double(text) ?? 7', 'Swift.min' in an Array extension")
struct AppCodeTwentySecondProbeTests {
    @Test("R0.2: the fallback of 'Double(text) ?? 7' is a Double, so later division keeps its fraction")
    func failableNumberFallbackTakesTheNumbersType() throws {
        let printed = try printedByStep(
            """
            let d = Double("x") ?? 7
            print(d / 2)
            print(Double("abc") ?? -1)
            print(Int("abc") ?? -1)
            print(Float("q") ?? 2)
            print(Double("2.5") ?? 7)
            """)
        #expect(printed == ["3.5", "-1.0", "-1", "2.0", "2.5"])
    }

    @Test("R0.2: a body that splits 'Double(total) ?? 7' shows 3.5, as Swift computes it")
    func failableNumberFallbackInABody() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Split: View {
                @State private var total = "abc"
                var body: some View {
                    let amount = Double(total) ?? 7
                    Text("Each pays \\(amount / 2)")
                }
            }
            app { Split() }
            step "type" { Split.total = "9" }
            """)
        let change = try #require(harness.steps[1].allRuns.first?.outputChange)
        #expect(change == #"Text("Each pays 3.5") → Text("Each pays 4.5")"#, "\(change)")
    }

    @Test("R0.2: 'Swift.min(2, count)' in an extension of Array is the global function, not Array's own min")
    func moduleQualifiedMinInAnArrayExtension() throws {
        let printed = try printedByStep(
            "print([1, 2, 3].firstTwo(), [4, 5, 6].lastN(2), [3, 1].min()!, [3, 1].smallest()!)",
            declarations: """
                extension Array {
                    func firstTwo() -> [Element] { Array(prefix(Swift.min(2, count))) }
                    func lastN(_ n: Int) -> [Element] { Array(suffix(Swift.max(0, Swift.min(n, count)))) }
                }
                extension Array where Element == Int {
                    func smallest() -> Int? { min() }
                }
                """)
        #expect(printed == ["[1, 2] [5, 6] 1 1"])
    }
}
