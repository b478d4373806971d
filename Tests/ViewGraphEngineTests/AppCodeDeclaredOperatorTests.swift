import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Operators a scenario's own types declare, as Swift resolves them (the type's own
/// compound assignment and prefix operators, not the builtin ones), and optional-chained key paths.
@Suite("App code: declared operators, optional-chained key paths")
struct AppCodeDeclaredOperatorTests {
    static let money = """
        struct Money: Equatable {
            var cents: Int
            static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
            static func += (a: inout Money, b: Money) { a.cents += b.cents * 2 }
            static prefix func - (m: Money) -> Money { Money(cents: -m.cents) }
            static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
        }
        struct Flag {
            var on: Bool
            static prefix func ! (flag: Flag) -> Flag { Flag(on: !flag.on) }
        }
        """

    @Test("a declared `+=` runs, not `a = a + b` with the declared `+`")
    func declaredCompoundAssignmentRuns() throws {
        let printed = try printedByStep(
            """
            var wallet = Money(cents: 5)
            wallet += Money(cents: 1)
            print(wallet.cents)
            let sum = Money(cents: 1) + Money(cents: 2)
            print(sum.cents)
            """, declarations: Self.money)
        #expect(printed == ["7", "3"])
    }

    @Test("a declared prefix `-` and `!` are found for the type's values")
    func declaredPrefixOperatorsRun() throws {
        let printed = try printedByStep(
            """
            let debt = -Money(cents: 7)
            print(debt.cents, debt < Money(cents: 0))
            let flag = !Flag(on: true)
            print(flag.on)
            """, declarations: Self.money)
        #expect(printed == ["-7 true", "false"])
    }

    @Test("`+=` on a stored property of an @Observable model uses the declared operator")
    func declaredCompoundAssignmentOnAModel() throws {
        let printed = try printedByStep(
            """
            ledger.balance += Money(cents: 3)
            print(ledger.balance.cents)
            """,
            declarations: Self.money + """

                @Observable final class Ledger {
                    var balance = Money(cents: 1)
                }
                let ledger = Ledger()
                """)
        #expect(printed == ["7"])
    }

    @Test("a key path with optional chaining (`\\.address?.city`) gives nil where the chain meets nil")
    func keyPathWithOptionalChaining() throws {
        let printed = try printedByStep(
            """
            let people = [Person(address: Address(city: "Oslo")), Person(address: nil)]
            print(people.compactMap(\\.address?.city), people.map(\\.address?.city).count)
            """,
            declarations: """
                struct Address { var city: String }
                struct Person { var address: Address? }
                """)
        #expect(printed == ["[\"Oslo\"] 2"])
    }
}
