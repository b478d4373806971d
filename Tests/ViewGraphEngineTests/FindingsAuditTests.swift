import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// From an audit of the reports on classic pitfalls (Scenarios/KNOWN-ENGINE-ISSUES.md,
/// "Fixed", 110): what a step said against what SwiftUI does.
@Suite("Reports on classic pitfalls: once a frame, _printChanges names, function values, @State objects")
struct FindingsAuditTests {
    @Test("R9.5, R9.3: a body that publishes an object it observes runs once a frame; the publish waits for the next")
    func publishingFromABodyRunsOnceAFrame() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            final class Analytics: ObservableObject {
                @Published var views = 0
                func recordView() { views += 1 }
            }
            struct TrackedCard: View {
                @ObservedObject var analytics: Analytics
                var body: some View {
                    let _ = analytics.recordView()
                    Text("seen \\(analytics.views)")
                }
            }
            struct Feed: View {
                @StateObject private var analytics = Analytics()
                @State private var title = "Post"
                var body: some View {
                    VStack {
                        Button(title) { title += "!" }
                        TrackedCard(analytics: analytics)
                    }
                }
            }
            app { Feed() }
            step "retitle" { tap Feed/Button }
            """)
        let frames = harness.steps[0].frames + harness.steps[1].frames
        #expect(frames.count > 2)
        for frame in frames {
            let names = frame.runs.map(\.node.displayName)
            #expect(Set(names).count == names.count, "a view ran twice in frame \(frame.index): \(names)")
        }
        // The card reads `views` after writing it: only Feed never read it.
        let fanout = harness.steps[1].findings.first { $0.id == "object-will-change-fanout" }
        #expect(fanout?.views == ["Feed"])
    }

    @Test("R3.2: object-will-change-fanout names, for each property, the views that never read it")
    func fanoutNamesViewsPerProperty() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            final class Queue: ObservableObject {
                @Published var waiting: [Int] = []
                @Published var pace = 90.0
                @Published var serving: Int?
            }
            struct Board: View {
                @EnvironmentObject var queue: Queue
                var body: some View { Text(queue.serving.map { "\\($0)" } ?? "--") }
            }
            struct Deli: View {
                @StateObject private var queue = Queue()
                var body: some View {
                    VStack {
                        Board()
                        Text("\\(queue.waiting.count) waiting")
                    }
                    .environmentObject(queue)
                }
            }
            app { Deli() }
            step "slower, then a ticket" {
                Deli.queue.pace = 150
                frames 1
                Deli.queue.waiting.append(7)
            }
            """)
        let fanout = try #require(harness.steps[1].findings.first { $0.id == "object-will-change-fanout" })
        // Deli read `waiting`: only Board re-ran for it without reading it.
        #expect(
            fanout.headline
                == "2 views re-ran for @Published properties they never read: Deli, Board for Queue.pace; Board for Queue.waiting"
        )
    }

    @Test("R8.2, R9.2: a body whose costly work is collecting ForEach ids is not told to move that work out of body")
    func forEachIDsAreNotWorkToMoveOutOfBody() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Catalogue: View {
                @State private var tapped = 0
                let items = Array(0..<5000)
                var body: some View {
                    VStack {
                        Text("tapped \\(tapped)")
                        Button("Tap") { tapped += 1 }
                        List {
                            ForEach(items, id: \\.self) { Text("item \\($0)") }
                        }
                    }
                }
            }
            app { Catalogue() }
            step "tap" {
                tap Catalogue/Button("Tap")
                expect finding expensive-body
            }
            """)
        harness.expectAllPassed()
        let finding = try #require(harness.steps[1].findings.first { $0.id == "expensive-body" })
        #expect(finding.headline.contains("ForEach ids"))
        #expect(finding.fix.contains("cannot move out of body"))
        #expect(finding.fix.contains("R8.2"))
        #expect(finding.fix.contains("Move the work (ForEach ids)") == false)
    }

    @Test("R9.2: a static let formatter made on its first use in a body is not expensive-body; one made in body is")
    func staticLetFormatterMadeOnceIsNotExpensive() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            enum Formats {
                static let whole: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.maximumFractionDigits = 0
                    return formatter
                }()
            }
            struct Price: View {
                @State private var shown = false
                @State private var value = 1.0
                var body: some View {
                    VStack {
                        if shown {
                            Text(Formats.whole.string(from: NSNumber(value: value)) ?? "-")
                        }
                        Button("Show") { shown = true }
                    }
                }
            }
            app { Price() }
            step "show" {
                tap Price/Button("Show")
                expect no findings
            }
            """)
        harness.expectAllPassed()
        let inBody = try Harness(
            """
            scenario "s" {}
            struct Fresh: View {
                @State private var value = 1.0
                var body: some View {
                    VStack {
                        Text(NumberFormatter().string(from: NSNumber(value: value)) ?? "-")
                        Button("Add") { value += 1 }
                    }
                }
            }
            app { Fresh() }
            step "add" {
                tap Fresh/Button("Add")
                expect finding expensive-body
            }
            """)
        inBody.expectAllPassed()
    }

    @Test("R11.4: a @Binding handed on as $isOn is the child's own property in _printChanges")
    func printChangesNamesTheBindingProperty() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct ToggleRow: View {
                @Binding var isOn: Bool
                var body: some View {
                    let _ = Self._printChanges()
                    Toggle(isOn ? "Enabled" : "Disabled", isOn: $isOn)
                }
            }
            struct Settings: View {
                @State private var enabled = false
                var body: some View { ToggleRow(isOn: $enabled) }
            }
            app { Settings() }
            step "toggle" { tap ToggleRow }
            """)
        #expect(harness.steps[1].printed == ["ToggleRow: _isOn changed."])
    }

    @Test("R2.4: a global function passed as a closure captures nothing, so its holder is skipped")
    func globalFunctionValuesCompareEqual() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            func logTap() { print("tapped") }
            struct Row: View {
                let title: String
                let onTap: () -> Void
                var body: some View { Button(title, action: onTap) }
            }
            struct Screen: View {
                @State private var draft = ""
                var body: some View {
                    VStack {
                        Button("Type \\(draft)") { draft += "x" }
                        Row(title: "Log", onTap: logTap)
                    }
                }
            }
            app { Screen() }
            step "type" {
                tap Screen/Button("Type ")
                expect bodies == [Screen]
            }
            """)
        harness.expectAllPassed()
    }

    @Test(
        "R3.1, R5.3: an ObservableObject kept in @State: the finding says it is not subscribed and names @StateObject")
    func observableObjectInState() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            final class CartModel: ObservableObject { @Published var items: [String] = [] }
            struct CartView: View {
                @State private var cart = CartModel()
                var body: some View { Text("\\(cart.items.count) items") }
            }
            struct Shop: View {
                @State private var banner = "Sale"
                var body: some View {
                    VStack { Button(banner) { banner += "!" }; CartView() }
                }
            }
            app { Shop() }
            step "banner" { tap Shop/Button }
            """)
        let finding = try #require(harness.steps[1].findings.first { $0.id == "state-init-churn" })
        #expect(finding.explanation.contains("@State does not subscribe the view to its objectWillChange"))
        #expect(finding.fix.hasPrefix("Declare it '@StateObject private var cart = CartModel()'"))
    }
}
