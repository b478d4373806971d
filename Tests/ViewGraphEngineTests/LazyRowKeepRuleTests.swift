import Testing
import ViewGraphEngine

/// R8.4: rows scrolled just off screen are kept, with their state, and reused when they
/// come back; rows far away are destroyed. Appearing in a lazy container is being visible.
@Suite("Lazy rows kept off screen (R8.4)")
struct LazyRowKeepRuleTests {
    static let feed = """
        scenario "s" { visibleRows 3 }
        struct Row: View {
            let n: Int
            @State private var taps = 0
            var body: some View {
                Button("row \\(n): \\(taps)") { taps += 1 }
                    .onAppear { print("appear \\(n)") }
                    .onDisappear { print("disappear \\(n)") }
            }
        }
        struct Feed: View {
            var body: some View {
                List {
                    ForEach(1...20, id: \\.self) { n in
                        Row(n: n)
                    }
                }
            }
        }
        app {
            Feed()
        }
        """

    @Test("R8.4, R10.1: a row just off screen keeps its identity and state; onDisappear runs when it leaves the window")
    func keptRowKeepsItsState() throws {
        let harness = try Harness(
            Self.feed + """
                step "tap row 3" {
                    tap Row[3]/Button
                }
                step "scroll one screen" {
                    scroll List to 3
                    // Rows 1 to 3 leave the window; rows 2 and 3 are among the 2 kept rows.
                    expect destroyed == [Row[1]]
                    expect created == [Row[4], Row[5], Row[6]]
                }
                step "scroll back" {
                    scroll List to 0
                    // Rows 2 and 3 come back with their state; row 1 is built again; rows 4
                    // and 5 are kept and row 6 is too far.
                    expect created == [Row[1]]
                    expect destroyed == [Row[6]]
                }
                """)
        harness.expectAllPassed()
        #expect(harness.steps[0].printed == ["appear 1", "appear 2", "appear 3"])
        let away = harness.steps[2]
        // Disappear actions run after the update, appear actions of the new rows too.
        #expect(
            away.printed.sorted() == ["appear 4", "appear 5", "appear 6", "disappear 1", "disappear 2", "disappear 3"])
        #expect(away.frames.flatMap(\.keptOffscreen).map(\.displayName) == ["Row[2]", "Row[3]"])
        let back = harness.steps[3]
        #expect(back.frames.flatMap(\.cameBack).map(\.displayName) == ["Row[2]", "Row[3]"])
        // Row 3 kept its @State: the tap's count is still on screen.
        let row3 = harness.simulation.viewsInTreeOrder.first { $0.displayName == "Row[3]" }
        #expect(row3?.states["taps"].map { "\($0.value)" } == "int(1)")
        #expect(
            back.printed.sorted() == ["appear 1", "appear 2", "appear 3", "disappear 4", "disappear 5", "disappear 6"])
        #expect(back.frames.flatMap(\.keptOffscreen).map(\.displayName) == ["Row[4]", "Row[5]"])
    }

    @Test("R8.4: rows far beyond the kept rows are destroyed with their state")
    func farRowsAreDestroyed() throws {
        let harness = try Harness(
            Self.feed + """
                step "tap row 2" {
                    tap Row[2]/Button
                }
                step "scroll far" {
                    scroll List to 12
                    expect destroyed == [Row[1], Row[2], Row[3]]
                }
                step "scroll back to the top" {
                    scroll List to 0
                    expect created == [Row[1], Row[2], Row[3]]
                }
                """)
        harness.expectAllPassed()
        let row2 = harness.simulation.viewsInTreeOrder.first { $0.displayName == "Row[2]" }
        // A new identity: its state starts again from the initial value (R1.3).
        #expect(row2?.states["taps"].map { "\($0.value)" } == "int(0)")
    }

    @Test("R8.4, R10.2: a kept row's .task is cancelled when it leaves the window and starts again when it comes back")
    func keptRowTaskFollowsTheWindow() throws {
        let harness = try Harness(
            """
            scenario "s" { visibleRows 2 }
            @Observable final class Clock { var ticks = 0 }
            struct Row: View {
                let n: Int
                let clock: Clock
                var body: some View {
                    Text("row \\(n)")
                        .task {
                            if n == 1 {
                                every(100ms) { clock.ticks += 1 }
                            }
                        }
                }
            }
            struct Feed: View {
                let clock: Clock
                var body: some View {
                    List {
                        ForEach(1...10, id: \\.self) { n in
                            Row(n: n, clock: clock)
                        }
                    }
                }
            }
            app {
                let clock = Clock()
                Feed(clock: clock)
            }
            step "tick" {
                wait 300ms
                expect clock.ticks == 3
            }
            step "scroll row 1 away, kept" {
                scroll List to 2
                expect destroyed == []
                wait 300ms
                expect clock.ticks == 3
            }
            step "scroll back" {
                scroll List to 0
                expect created == []
                wait 200ms
                expect clock.ticks == 5
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[2].taskEvents.contains { $0.kind == .cancelled && $0.task == "Row[1].task" })
        #expect(harness.steps[3].taskEvents.contains { $0.kind == .started && $0.task == "Row[1].task" })
    }

    @Test("R8.1, R6.1: scroll writes .scrollPosition(id:) with the id of the row now at the top")
    func scrollPositionIsWritten() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Message: Identifiable { let id: Int }
            struct ChatView: View {
                let messages = (1...50).map { Message(id: $0 * 10) }
                @State private var topID: Int?
                var body: some View {
                    VStack {
                        Text("Top: \\(topID ?? 0)")
                        ScrollView {
                            LazyVStack {
                                ForEach(messages) { message in Text("Message \\(message.id)") }
                            }
                        }
                        .scrollPosition(id: $topID)
                    }
                }
            }
            app { ChatView() }
            step "scroll" {
                scroll ChatView/ScrollView to 20
                expect ChatView.topID == 210
            }
            step "back to the top" {
                scroll ChatView/ScrollView to 0
                expect ChatView.topID == 10
            }
            """)
        harness.expectAllPassed()
        // The rows come into view in one frame; the binding's reader runs in the next.
        #expect(harness.steps[1].frames.count == 2)
        #expect(harness.bodies(1) == ["ChatView"])
    }
}
