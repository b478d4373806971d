import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the twenty-fourth probe (Scenarios/KNOWN-ENGINE-ISSUES.md, "Left from
/// the twenty-fourth probe"): the order of a `.task` body against the appear and change
/// actions of the same update, the cells an adaptive `GridItem` lays out on a line, and a
/// custom `==` that leaves out a closure, and an environment object replaced.
@Suite("SwiftUI app code: '.task' order; adaptive grid columns; '==' without a closure; env objects")
struct AppCodeTwentyFourthProbeTests {
    @Test("R10.2: a '.task' declared first still begins after 'onAppear' and 'onChange(initial:)'")
    func taskBodyBeginsAfterAppearActions() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Feed: View {
                @State private var query = "a"
                var body: some View {
                    Text(query)
                        .task { print("task") }
                        .onAppear { print("appear") }
                        .onChange(of: query, initial: true) { print("change", query) }
                }
            }
            app { Feed() }
            """)
        #expect(harness.steps[0].printed == ["appear", "change a", "task"])
    }

    @Test("R10.2, R10.4: a '.task(id:)' that restarts begins after the 'onChange' of the same id")
    func restartedTaskBeginsAfterChangeAction() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Feed: View {
                @State private var page = 1
                var body: some View {
                    VStack {
                        Text("page \\(page)")
                        Button("next") { page += 1 }
                    }
                    .task(id: page) { print("load", page) }
                    .onChange(of: page) { old, new in print("page", old, "→", new) }
                }
            }
            app { Feed() }
            step "next" {
                tap Feed/Button("next")
            }
            """)
        #expect(harness.steps[0].printed == ["load 1"])
        #expect(harness.steps[1].printed == ["page 1 → 2", "load 2"])
    }

    @Test(
        "R8.1: an adaptive GridItem lays out as many cells as fit across the 393-point screen",
        arguments: [
            ("[GridItem(.adaptive(minimum: 100))]", 3),
            ("[GridItem(.adaptive(minimum: 60, maximum: 80), spacing: 4)]", 6),
            ("[GridItem(.adaptive(minimum: 400))]", 1),
            ("[GridItem(.fixed(120)), GridItem(.adaptive(minimum: 80))]", 4),
            ("Array(repeating: GridItem(.flexible()), count: 2)", 2),
        ])
    func adaptiveGridItemsFitTheScreen(columns: String, perLine: Int) throws {
        let harness = try Harness(
            """
            scenario "s" { visibleRows 2 }
            struct Cell: View {
                let n: Int
                var body: some View { Text("\\(n)") }
            }
            struct Gallery: View {
                var body: some View {
                    ScrollView {
                        LazyVGrid(columns: \(columns)) {
                            ForEach(1...40, id: \\.self) { Cell(n: $0) }
                        }
                    }
                }
            }
            app { Gallery() }
            """)
        let cells = harness.steps[0].allRuns.filter { $0.node.displayName.hasPrefix("Cell") }
        #expect(cells.count == 2 * perLine)
    }

    @Test(
        "R2.4, R2.5: an '==' that leaves out a closure (uncomparable-input's fix) is no stale value; one that leaves out a shown field is"
    )
    func equalsWithoutAClosureIsNotStale() throws {
        let text = """
            scenario "s" {}
            struct Inbox: View {
                @State private var taps = 0
                @State private var subject = "Hello"
                var body: some View {
                    VStack {
                        Text("taps \\(taps)")
                        Button("tap") { taps += 1 }
                        Button("rename") { subject = "Re: Hello" }
                        MessageRow(subject: subject, onOpen: { taps += 1 }).equatable()
                    }
                }
            }
            struct MessageRow: View, Equatable {
                let subject: String
                let onOpen: () -> Void
                static func == (lhs: Self, rhs: Self) -> Bool { lhs.subject == rhs.subject }
                var body: some View { Button(subject, action: onOpen) }
            }
            app { Inbox() }
            step "tap" {
                tap Inbox/Button("tap")
                expect bodies == [Inbox]
                expect no findings
            }
            """
        try Harness(text).expectAllPassed()
        let staleSubject =
            text
            .replacingOccurrences(of: "lhs.subject == rhs.subject", with: "true")
            .replacingOccurrences(of: "tap Inbox/Button(\"tap\")", with: "tap Inbox/Button(\"rename\")")
            .replacingOccurrences(of: "expect no findings", with: "expect finding equatable-gate")
        #expect(staleSubject != text)
        let harness = try Harness(staleSubject)
        harness.expectAllPassed()
        #expect(harness.steps[1].findings.first { $0.id == "equatable-gate" }?.headline.contains("subject") == true)
    }

    @Test("R7.1: a view reading an environment object that is replaced says which instances, not the type twice")
    func replacedEnvironmentObjectNamesItsInstances() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Settings { var theme = "light" }
            struct Root: View {
                @State private var settings = Settings()
                var body: some View {
                    VStack {
                        Button("swap") { settings = Settings() }
                        Badge()
                    }
                    .environment(settings)
                }
            }
            struct Badge: View {
                @Environment(Settings.self) private var settings
                var body: some View { Text(settings.theme) }
            }
            app { Root() }
            step "swap" { tap Root/Button }
            """)
        let badge = try #require(harness.steps[1].allRuns.first { $0.node.displayName == "Badge" })
        let values = badge.reasons.compactMap { reason -> String? in
            guard case .environment(_, let old, let new) = reason else { return nil }
            return "\(old) → \(new)"
        }
        #expect(values == ["Settings#1 → Settings#2"])
    }
}
