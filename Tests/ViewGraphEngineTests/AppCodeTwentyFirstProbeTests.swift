import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the twenty-first probe (Scenarios/KNOWN-ENGINE-ISSUES.md, 171): a
/// REF keyed by an enum case as reports print it, Foundation members that passed `check` and
/// stopped `run`, a Stepper bound through a dictionary's defaulted subscript, and the way to
/// name a button a parent's `.swipeActions` puts on a row.
@Suite("SwiftUI app code: enum-case REFs, Decimal and Date members, defaulted dictionary bindings")
struct AppCodeTwentyFirstProbeTests {
    static let columns = """
        scenario "s" {}
        enum Stage: String, CaseIterable, Identifiable {
            case todo, done
            var id: Self { self }
        }
        struct Board: View {
            @State private var bumps = 0
            var body: some View {
                VStack {
                    Button("Bump") { bumps += 1 }
                    ForEach(Stage.allCases) { stage in
                        Column(stage: stage, bumps: bumps)
                    }
                }
            }
        }
        struct Column: View {
            let stage: Stage
            let bumps: Int
            @State private var taps = 0
            var body: some View {
                Button("\\(stage.rawValue) \\(bumps) \\(taps)") { taps += 1 }
            }
        }
        app { Board() }
        """

    @Test("R1.1: 'Column[.done]', an enum-case identity as reports print it, names that row in expect and tap")
    func enumCaseReferences() throws {
        let harness = try Harness(
            Self.columns + """

                step "bump" {
                    tap Board/Button("Bump")
                    expect bodies == [Board, Column[.todo], Column[.done]]
                }
                step "tap one column" {
                    tap Column[.done]/Button
                    expect bodies == [Column[.done]]
                    expect Column[.done].taps == 1
                    expect Column[Stage.done].taps == 1
                    expect Column[.todo].taps == 0
                }
                """)
        harness.expectAllPassed()
        #expect(harness.bodies(2) == ["Column[.done]"])
    }

    @Test(
        "Decimal.zero, abs of a Decimal, Double(truncating:) and Int(truncating:), Date's advanced(by:) and distance(to:)"
    )
    func foundationMembers() throws {
        let printed = try printedByStep(
            """
            let prices: [Decimal] = [Decimal(string: "1.25")!, Decimal(2)]
            let total = prices.reduce(Decimal.zero, +)
            let empty: Decimal = .zero
            print(total, empty, abs(Decimal(-3)))
            let amount = Decimal(string: "12.75")!
            print(Double(truncating: amount as NSNumber), Int(truncating: amount as NSNumber))
            let start = Date.now
            let later = start.advanced(by: 90)
            print(start.distance(to: later), later.distance(to: start), later.timeIntervalSince(start))
            """)
        #expect(printed == ["3.25 0 3", "12.75 12", "90.0 -90.0 90.0"])
    }

    @Test("R6.1: a Stepper bound to '$counts[key, default: 0]' reads the default, then stores under the key")
    func defaultedDictionaryBinding() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Cart: View {
                @State private var counts: [String: Int] = [:]
                var body: some View {
                    VStack {
                        Stepper("Mugs \\(counts["Mug", default: 0])", value: $counts["Mug", default: 0])
                        Text("kinds \\(counts.count)")
                    }
                }
            }
            app { Cart() }
            step "up" {
                tap Cart/Stepper("Mugs 0")
                expect Cart.counts == ["Mug": 1]
            }
            step "up again" {
                tap Cart/Stepper("Mugs 1")
                expect Cart.counts["Mug"] == 2
                expect bodies == [Cart]
            }
            """)
        harness.expectAllPassed()
    }

    @Test("A button a parent's .swipeActions puts on a row is named through the parent, and the error says so")
    func swipeActionButtonNamedThroughParent() throws {
        let error = simulationError(
            """
            scenario "s" {}
            struct Queue: View {
                @State private var open = [1, 2]
                var body: some View {
                    List {
                        ForEach(open, id: \\.self) { number in
                            Ticket(number: number)
                                .swipeActions {
                                    Button("Resolve") { open.removeAll { $0 == number } }
                                }
                        }
                    }
                }
            }
            struct Ticket: View {
                let number: Int
                var body: some View { Text("ticket \\(number)") }
            }
            app { Queue() }
            step "resolve" {
                tap Ticket[2]/Button("Resolve")
            }
            """)
        let diagnostic = try #require(error)
        #expect(diagnostic.message == "'Ticket[2]/Button(\"Resolve\")' has no Button to tap in its body")
        #expect(
            diagnostic.notes.map(\.message).contains {
                $0.hasPrefix("Queue builds it (a modifier such as '.swipeActions'")
                    && $0.hasSuffix("the first as 'tap Queue/Button(\"Resolve\")#1'")
            }, "\(diagnostic.notes.map(\.message))")
    }
}
