import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the twenty-third probe (Scenarios/KNOWN-ENGINE-ISSUES.md, 174): an
/// optional mapped through a key path, an optional String property mapped as Optional, and
/// money amounts written as float literals in a `Decimal`. Expected values are what this
/// toolchain's `swiftc` printed for the same code.
@Suite("SwiftUI app code: 'side.map(\\.rawValue)', 'category.map' of a String?, Decimal float literals")
struct AppCodeTwentyThirdProbeTests {
    @Test("R0.2: Optional.map and flatMap take a key path (SE-0249), for a value and for nil")
    func optionalMapTakesAKeyPath() throws {
        let printed = try printedByStep(
            """
            let t: Side? = .white
            print(t.map(\\.rawValue) ?? "nil")
            let n: Side? = nil
            print(n.map(\\.rawValue) ?? "nil")
            print(n.flatMap(\\.rawValue) ?? "nil")
            """,
            declarations: "enum Side: String { case white, black }")
        #expect(printed == ["white", "nil", "nil"])
    }

    @Test("R0.2: 'category.map { … }' of a 'String?' property is Optional's map, '?.map' the String's")
    func optionalStringPropertyMapsAsOptional() throws {
        let printed = try printedByStep(
            """
            print(PercentOff(percent: 20, category: "shoes").label)
            print(PercentOff(percent: 10).label)
            print(PercentOff(percent: 5, category: "ab").letters)
            """,
            declarations: """
                struct PercentOff {
                    let percent: Int
                    var category: String? = nil
                    var label: String { "\\(percent)% off" + (category.map { " \\($0)" } ?? "") }
                    var letters: [String] { category?.map { String($0) } ?? [] }
                }
                """)
        #expect(printed == ["20% off shoes", "10% off", #"["a", "b"]"#])
    }

    @Test("R0.2: a local declared 'String?' or '[Int]?' maps as Optional, for a value and for nil")
    func optionalLocalsMapAsOptional() throws {
        let printed = try printedByStep(
            """
            let s: String? = "ab"
            print(s.map { $0 + "!" } ?? "-")
            let items: [Int]? = [1, 2]
            print(items.map { $0.count } ?? 0)
            let none: String? = nil
            print(none.map { $0 + "!" } ?? "-")
            let plain = "ab"
            print(plain.map { String($0) })
            """)
        #expect(printed == ["ab!", "2", "-", #"["a", "b"]"#])
    }

    @Test("R0.2: a float literal in a Decimal goes through a Double, as Swift's Decimal(floatLiteral:) does")
    func decimalFloatLiteralsKeepTheDoublesError() throws {
        let printed = try printedByStep(
            """
            let a: Decimal = 0.1
            let b: Decimal = 19.99
            let d: Decimal = 124500.80
            let e: Decimal = 3.133
            print(a, b, d, e)
            print(b * 3, Decimal(19.99), Decimal(string: "19.99")!, Decimal(2))
            """)
        #expect(
            printed == [
                "0.1 19.98999999999999488 124500.8 3.132999999999999488",
                "59.96999999999998464 19.98999999999999488 19.99 2",
            ])
    }

    @Test("R0.2: a Decimal priced with a float literal shows Swift's value on screen")
    func decimalLiteralInABody() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Price: View {
                @State private var quantity = 1
                let unit: Decimal = 19.99
                var body: some View {
                    Text("Total \\(unit * Decimal(quantity))")
                }
            }
            app { Price() }
            step "two" { Price.quantity = 2 }
            """)
        let change = try #require(harness.steps[1].allRuns.first?.outputChange)
        #expect(
            change == #"Text("Total 19.98999999999999488") → Text("Total 39.97999999999998976")"#, "\(change)")
    }
}
