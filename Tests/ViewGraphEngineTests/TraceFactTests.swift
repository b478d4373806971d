import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Findings and reports read typed facts from the trace, never the text of a message,
/// and errors in scenario code are reported, never dropped.
@Suite("Trace facts and reported errors (R2, R7, Guides/Rules.md)")
struct TraceFactTests {
    private func inputDifferences(_ harness: Harness, step: Int, view: String) -> [InputDifference] {
        harness.steps[step].allRuns.filter { $0.node.displayName == view }.flatMap(\.reasons).compactMap {
            if case .inputChanged(_, let difference, _) = $0 { return difference }
            return nil
        }
    }

    @Test("R2.4: a closure input is recorded as a fact, and the finding follows the fact")
    func closureInputIsAFact() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Parent: View {
                @State private var n = 0
                var body: some View {
                    VStack {
                        Button("n") { n += 1 }
                        Text("\\(n)")
                        Row(title: "a") { n = 0 }
                    }
                }
            }
            struct Row: View {
                let title: String
                let onTap: () -> Void
                var body: some View { Text(title) }
            }
            app { Parent() }
            step "tap" {
                tap Parent/Button
                expect finding uncomparable-input
            }
            """)
        harness.expectAllPassed()
        let differences = inputDifferences(harness, step: 1, view: "Row")
        #expect(differences.count == 1)
        guard case .closure? = differences.first else {
            Issue.record("expected the fact .closure, got \(differences)")
            return
        }
        #expect(differences[0].isUncomparable)
    }

    @Test("R2.3: a value whose text reads like a closure or a @State message triggers no finding")
    func findingsIgnoreTheTextOfValues() throws {
        // Before facts, the detectors searched the rendered difference for these phrases,
        // so a plain String input holding them raised uncomparable-input.
        let harness = try Harness(
            """
            scenario "s" {}
            struct Parent: View {
                @State private var caption = "a"
                var body: some View {
                    VStack {
                        Button("go") { caption = "closure: never equal, Binding(get:set:)" }
                        Caption(text: caption)
                    }
                }
            }
            struct Caption: View {
                let text: String
                var body: some View { Text(text) }
            }
            app { Parent() }
            step "tap" {
                tap Parent/Button
                expect bodies == [Parent, Caption]
                expect no findings
            }
            """)
        harness.expectAllPassed()
        let differences = inputDifferences(harness, step: 1, view: "Caption")
        #expect(differences.count == 1)
        guard case .value? = differences.first else {
            Issue.record("expected the fact .value, got \(differences)")
            return
        }
        #expect(differences[0].description.contains("closure: never equal"))
        #expect(differences[0].isUncomparable == false)
    }

    @Test("R2.3, R5.2, R6.3: nested differences keep their kind, and render the text reports show")
    func nestedDifferences() {
        let closureInState = InputDifference.stateInitialValue(.closure)
        #expect(closureInState.description == "@State initial value: closure: never equal")
        #expect(closureInState.isUncomparable)
        #expect(closureInState.involvesStateInitialValue)
        let bindingInMember = InputDifference.member("config", .computedBinding)
        #expect(bindingInMember.description == "config: Binding(get:set:): a new location every time (never equal)")
        #expect(bindingInMember.isUncomparable)
        #expect(bindingInMember.involvesCapturingClosure == false)
        let value = InputDifference.value(old: "\"Binding(get:set:)\"", new: "\"closure\"")
        #expect(value.isUncomparable == false)
        #expect(value.involvesCapturingClosure == false)
        #expect(value.involvesStateInitialValue == false)
        #expect(InputDifference.stateObjectAutoclosure.involvesCapturingClosure)
        #expect(InputDifference.customEqualsReturnedFalse.description == "'==' returned false")
    }

    @Test("R7.1: environment keys are typed: a key path, an @Observable type, an ObservableObject")
    func environmentKeysAreTyped() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Store { var name = "a" }
            struct Screen: View {
                @Environment(Store.self) private var store
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Text("\\(store.name) \\(scheme)") }
            }
            app {
                let store = Store()
                Screen().environment(store)
            }
            step "rename" {
                store.name = "b"
                expect bodies == [Screen]
            }
            """)
        harness.expectAllPassed()
        let screen = try #require(harness.simulation.viewsInTreeOrder.first { $0.type.name == "Screen" })
        #expect(screen.environmentReadOrder == [.type("Store"), .key("colorScheme")])
        #expect(screen.environmentReadOrder.map(\.label) == ["@Environment(Store.self)", "\\.colorScheme"])
        #expect(screen.environmentReadOrder.map(\.description) == ["type:Store", "colorScheme"])
        #expect(EnvironmentKey.object("Settings").label == "@EnvironmentObject Settings")
        #expect([EnvironmentKey.type("A"), .object("B"), .key("z")].sorted() == [.object("B"), .type("A"), .key("z")])
    }

    @Test("R2.5: a runtime error in a view's own == stops the step with that error")
    func throwingEqualsIsReported() throws {
        let diagnostic = simulationError(
            """
            scenario "s" {}
            struct Cell: View {
                let items: [Int]
                let title: String
                static func == (lhs: Cell, rhs: Cell) -> Bool {
                    lhs.items[5] == rhs.items[5]
                }
                var body: some View { Text(title) }
            }
            struct Parent: View {
                @State private var n = 0
                var body: some View {
                    VStack {
                        Button("n \\(n)") { n += 1 }
                        Cell(items: [1, 2], title: "cell")
                    }
                }
            }
            app { Parent() }
            step "tap" {
                tap Parent/Button
            }
            """)
        let message = try #require(diagnostic?.message)
        #expect(message.hasPrefix("index out of range"))
    }

    @Test("a failed comparison notes an operand that fails when evaluated again, with its error")
    func failedExpectationNotesOperandErrors() throws {
        // `take()` empties the array, so evaluating the left side again for the note fails.
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Store {
                var items = [1]
                func take() -> Int { items.remove(at: 0) }
            }
            struct Screen: View {
                let store: Store
                var body: some View { Text("\\(store.items.count)") }
            }
            app {
                let store = Store()
                Screen(store: store)
            }
            step "look" {
                expect store.take() == 5
            }
            """)
        let failure = try #require(harness.results.first?.failure)
        let notes = failure.notes.map(\.message)
        #expect(notes.count == 2)
        #expect(notes.first?.hasPrefix("left side: could not be evaluated: index out of range") == true, "\(notes)")
        #expect(notes.last == "right side: 5")
    }
}
