import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Issue 15, Combine as apps use it with SwiftUI: a `@Published` property's `$value`
/// publisher (R3.7) and `.onReceive` (R10.5).
@Suite("Combine: $value publishers and .onReceive")
struct CombineTests {
    static let counter = """
        final class Counter: ObservableObject {
            @Published var value = 0
        }
        """

    @Test("R3.7: $value.sink gets the current value at once, then each new value before it is stored")
    func publishedSinkRunsInWillSet() throws {
        let printed = try printedByStep(
            """
            let counter = Counter()
            let subscription = counter.$value.sink { new in print("got \\(new), stored \\(counter.value)") }
            counter.value = 4
            counter.value = 2
            subscription.cancel()
            counter.value = 9
            print("now \\(counter.value)")
            """, declarations: Self.counter)
        #expect(printed == ["got 0, stored 0", "got 4, stored 0", "got 2, stored 4", "now 9"])
    }

    @Test("R3.7: dropFirst() skips the current value; $value inside the class names its own publisher")
    func dropFirstAndImplicitSelf() throws {
        let printed = try printedByStep(
            """
            let model = Model()
            model.value = 3
            model.value = 3
            print(model.log)
            """,
            declarations: """
                final class Model: ObservableObject {
                    @Published var value = 0
                    var log: [Int] = []
                    private var subscription: AnyCancellable?
                    init() {
                        subscription = $value.dropFirst().sink { [weak self] new in self?.log.append(new) }
                    }
                }
                """)
        // No equality check: setting the same value publishes again (R3.3).
        #expect(printed == ["[3, 3]"])
    }

    @Test("R3.7: a sink whose AnyCancellable is not kept ends at once, as Combine's does")
    func discardedCancellableEnds() throws {
        let printed = try printedByStep(
            """
            let counter = Counter()
            _ = counter.$value.dropFirst().sink { new in print("got \\(new)") }
            counter.value = 1
            print("done")
            """, declarations: Self.counter)
        #expect(printed == ["done"])
    }

    @Test("R3.7: store(in:) keeps a subscription alive in a Set<AnyCancellable> or an array")
    func storeInKeepsTheSubscription() throws {
        let printed = try printedByStep(
            """
            let model = Model()
            model.value = 5
            print(model.log, model.count)
            """,
            declarations: """
                final class Model: ObservableObject {
                    @Published var value = 0
                    var log: [Int] = []
                    private var cancellables = Set<AnyCancellable>()
                    private var kept: [AnyCancellable] = []
                    var count: Int { cancellables.count + kept.count }
                    init() {
                        $value.dropFirst().sink { [weak self] new in self?.log.append(new) }.store(in: &cancellables)
                        $value.sink { [weak self] new in self?.log.append(new * 10) }.store(in: &kept)
                    }
                }
                """)
        #expect(printed == ["[0, 5, 50] 2"])
    }

    @Test("R10.5: .onReceive of a timer ticks on the simulated clock while the view exists, and stops when it goes")
    func onReceiveTimerEndsWithView() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Clock: View {
                @State private var ticks = 0
                var body: some View {
                    Text("\\(ticks)")
                        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { date in
                            ticks += 1
                            print("tick \\(date)")
                        }
                }
            }
            struct Root: View {
                @State var shown = true
                var body: some View {
                    if shown { Clock() }
                }
            }
            app { Root() }
            step "tick" {
                wait 2.5s
                expect Clock.ticks == 2
            }
            step "hide" {
                Root.shown = false
                wait 3s
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].printed == ["tick 2026-01-01 00:00:01 +0000", "tick 2026-01-01 00:00:02 +0000"])
        #expect(harness.steps[2].printed.isEmpty)
    }

    @Test("R10.5: .onReceive(model.$value) runs its action with the current value at appear, then in willSet")
    func onReceivePublishedValue() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            \(Self.counter)
            struct Screen: View {
                @StateObject private var counter = Counter()
                @State private var seen: [Int] = []
                var body: some View {
                    Text("\\(seen.count)")
                        .onReceive(counter.$value) { value in
                            seen.append(value)
                            print("received \\(value), stored \\(counter.value)")
                        }
                }
            }
            app { Screen() }
            step "set" {
                Screen.counter.value = 5
                expect Screen.seen == [0, 5]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[0].printed == ["received 0, stored 0"])
        #expect(harness.steps[1].printed == ["received 5, stored 0"])
    }

    @Test("R10.5: .onReceive runs the action of the latest body run (it sees the latest view values)")
    func onReceiveUsesLatestAction() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            \(Self.counter)
            struct Child: View {
                let label: String
                @ObservedObject var counter: Counter
                var body: some View {
                    Text(label).onReceive(counter.$value.dropFirst()) { value in print("\\(label) \\(value)") }
                }
            }
            struct Parent: View {
                @State var label = "first"
                @StateObject private var counter = Counter()
                var body: some View { Child(label: label, counter: counter) }
            }
            app { Parent() }
            step "rename" {
                Parent.label = "second"
                expect Child.label == "second"
            }
            step "send" {
                Parent.counter.value = 1
                expect Parent.counter.value == 1
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[2].printed == ["second 1"])
    }

    @Test("R10.5: .onReceive of a timer without autoconnect() is a runtime error at the modifier")
    func onReceiveUnconnectedTimer() {
        let diagnostic = simulationError(
            """
            scenario "s" {}
            struct Screen: View {
                var body: some View {
                    Text("x").onReceive(Timer.publish(every: 1, on: .main, in: .common)) { _ in }
                }
            }
            app { Screen() }
            """)
        #expect(diagnostic?.message == "this timer publisher is not connected, so it never publishes")
    }

    @Test("R10.5: .onReceive of a value that is no simulated publisher is a 'not simulated yet' error")
    func onReceiveOtherPublisher() {
        let diagnostic = simulationError(
            """
            scenario "s" {}
            struct Screen: View {
                var body: some View {
                    Text("x").onReceive(5) { _ in }
                }
            }
            app { Screen() }
            """)
        #expect(diagnostic?.message == "'.onReceive' of a 'Int' is not simulated yet")
    }
}
