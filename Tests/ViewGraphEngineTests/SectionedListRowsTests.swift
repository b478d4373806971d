import Testing
import ViewGraphEngine

/// R8.1, R8.2: a List whose ForEach makes a Section of rows for each element
/// (`ForEach(days) { day in Section { ForEach(day.chores) … } }`) windows the rows inside
/// the Sections, not the elements: only the visible rows are built, and a scroll counts them.
@Suite("Sectioned lists window their nested rows (R8.1, R8.2)")
struct SectionedListRowsTests {
    /// Seven days of five chores each (chore ids 11…15, 21…25, …, 71…75), four rows on screen.
    static func rota(lazyStack: Bool = false) -> String {
        let open = lazyStack ? "ScrollView { LazyVStack {" : "List {"
        let close = lazyStack ? "} }" : "}"
        return """
            scenario "s" { visibleRows 4 }
            struct Chore: Identifiable {
                let id: Int
                var title: String
            }
            @Observable
            final class Day: Identifiable {
                let id: Int
                var name: String
                var chores: [Chore]
                init(id: Int) {
                    self.id = id
                    name = "Day \\(id)"
                    chores = (1...5).map { Chore(id: id * 10 + $0, title: "Chore \\(id).\\($0)") }
                }
            }
            @Observable
            final class Rota {
                var days = (1...7).map { Day(id: $0) }
            }
            struct Line: View {
                let chore: Chore
                var body: some View {
                    Text(chore.title)
                }
            }
            struct Board: View {
                @State var rota = Rota()
                var body: some View {
                    \(open)
                        ForEach(rota.days) { day in
                            Section(day.name) {
                                ForEach(day.chores) { chore in
                                    Line(chore: chore)
                                }
                            }
                        }
                    \(close)
                }
            }
            app {
                Board()
            }

            """
    }

    @Test("R8.2: the first render builds the visible chores only, not every day's")
    func firstRenderBuildsTheWindow() throws {
        let harness = try Harness(Self.rota())
        #expect(harness.bodies(0) == ["Board", "Line[11]", "Line[12]", "Line[13]", "Line[14]"])
    }

    @Test("R8.1: a scroll counts the rows inside the Sections, and reaches the last day's")
    func scrollCountsNestedRows() throws {
        let harness = try Harness(
            Self.rota()
                + """
                step "one screen and a half" {
                    scroll List to 6
                    expect created == [Line[22], Line[23], Line[24], Line[25]]
                    expect destroyed == [Line[11], Line[12], Line[13], Line[14]]
                }
                step "the last day" {
                    scroll List to 30
                    expect created == [Line[71], Line[72], Line[73], Line[74]]
                }
                """)
        harness.expectAllPassed()
        // Scrolling runs no body but the new rows' (R8.1).
        #expect(harness.bodies(1) == ["Line[22]", "Line[23]", "Line[24]", "Line[25]"])
    }

    @Test("R2.7, R8.2: a chore added to a day runs that day's content alone and moves the window's rows")
    func elementContentRunsAloneAndMovesTheWindow() throws {
        let harness = try Harness(
            Self.rota()
                + """
                step "a chore first on day 1" {
                    Board.rota.days[0].chores.insert(Chore(id: 10, title: "Extra"), at: 0)
                    expect created == [Line[10]]
                    expect bodies == [Line[10]]
                }
                """)
        harness.expectAllPassed()
        let frames = harness.steps[1].frames
        #expect(frames.flatMap(\.rowRuns).map(\.content.displayName) == ["ForEach row content [1]"])
        // Line[14] is pushed out of the window, one of the rows kept beside it (R8.4).
        #expect(frames.flatMap(\.keptOffscreen).map(\.displayName) == ["Line[14]"])
    }

    @Test("R8.2: a List calls every day's content to collect the ids; a lazy stack only those it reaches (R8.1)")
    func listCallsEveryElementLazyStackStops() throws {
        let rename = """
            step "rename the last day" {
                Board.rota.days[6].name = "Sunday"
            }
            """
        let list = try Harness(Self.rota() + rename)
        #expect(list.steps[1].frames.flatMap(\.rowRuns).map(\.content.displayName) == ["ForEach row content [7]"])
        #expect(list.bodies(1).isEmpty)
        let stack = try Harness(Self.rota(lazyStack: true) + rename)
        #expect(stack.bodies(0) == ["Board", "Line[11]", "Line[12]", "Line[13]", "Line[14]"])
        #expect(stack.steps[1].frames.flatMap(\.rowRuns).isEmpty)
    }
}
