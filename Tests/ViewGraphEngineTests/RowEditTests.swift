import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// IndexSet (Builtins/Stdlib/IndexSet.swift), SwiftUI's `remove(atOffsets:)` and
/// `move(fromOffsets:toOffset:)`, and the `delete REF` / `move REF to N` step actions that
/// run a ForEach's `.onDelete` and `.onMove` (Graph/Simulation+RowEdits.swift).
@Suite("Row edits: IndexSet, onDelete, onMove")
struct RowEditTests {
    @Test("an IndexSet keeps distinct offsets in ascending order and prints as its count, as Foundation does")
    func indexSetValues() throws {
        let printed = try printedByStep(
            """
            var picked = IndexSet([5, 2, 5])
            print(picked, Array(picked), picked.count, picked.first ?? -1, picked.last ?? -1, picked.contains(5))
            picked.insert(0)
            let removed = picked.remove(2)
            print(picked.map { $0 + 1 }, picked.filter { $0 > 0 }.count, removed ?? -1, picked.remove(7) == nil)
            print(IndexSet(integer: 4), IndexSet().isEmpty, Array(IndexSet(integersIn: 2..<5)))
            for offset in IndexSet([3, 1]) { print(offset) }
            """)
        // swiftc with Foundation: `2 indexes`, `1 indexes`; members ascend whatever the order given.
        #expect(
            printed == [
                "2 indexes [2, 5] 2 2 5 true", "[1, 6] 1 2 true", "1 indexes true [2, 3, 4]", "1", "3",
            ])
    }

    @Test(
        "remove(atOffsets:) drops every offset; move(fromOffsets:toOffset:) puts the rows before the one at the destination"
    )
    func collectionMethods() throws {
        let printed = try printedByStep(
            """
            var letters = ["p", "Q", "r", "S", "t", "U"]
            let upper = IndexSet([1, 3, 5])
            var moved = letters
            moved.move(fromOffsets: upper, toOffset: 1)
            var toEnd = letters
            toEnd.move(fromOffsets: IndexSet(integer: 0), toOffset: 6)
            var inPlace = letters
            inPlace.move(fromOffsets: IndexSet(integer: 2), toOffset: 3)
            letters.remove(atOffsets: upper)
            print(moved, toEnd, inPlace, letters)
            """)
        // The destination counts positions in the array before the move (Apple's
        // documentation of `move(fromOffsets:toOffset:)`): rows before it shift up.
        #expect(
            printed == [
                #"["p", "Q", "S", "U", "r", "t"] ["Q", "r", "S", "t", "U", "p"] ["p", "Q", "r", "S", "t", "U"] ["p", "r", "t"]"#
            ])
    }

    @Test("an offset past the end, or a destination past the count, is an error at the call")
    func outOfRange() {
        let removal = stepError("var a = [1, 2]\na.remove(atOffsets: IndexSet(integer: 2))")
        #expect(removal?.message == "offset 2 is out of range (the array has 2 elements)")
        let move = stepError("var a = [1, 2]\na.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)")
        #expect(
            move?.message == "destination 3 is out of range (the array has 2 elements; the last place is 2)")
        let negative = stepError("let s = IndexSet(integer: -1)")
        #expect(negative?.message == "an IndexSet cannot hold a negative index (-1)")
    }

    private static let names = """
        scenario "s" {}
        @Observable
        final class Roster {
            var names = ["Ada", "Grace", "Linus", "Barbara"]
        }
        struct NameRow: View {
            let name: String
            var body: some View { Text(name) }
        }
        struct Names: View {
            @State private var roster = Roster()
            var body: some View {
                List {
                    ForEach(roster.names, id: \\.self) { name in
                        NameRow(name: name)
                    }
                    .onDelete(perform: remove)
                    .onMove { offsets, destination in
                        roster.names.move(fromOffsets: offsets, toOffset: destination)
                    }
                }
            }
            private func remove(at offsets: IndexSet) {
                roster.names.remove(atOffsets: offsets)
            }
        }
        app { Names() }

        """

    @Test("delete REF runs the ForEach's .onDelete with the row's offset; the row's identity leaves (R1.3, R1.4)")
    func deleteRunsOnDelete() throws {
        let harness = try Harness(
            Self.names + """
                step "swipe Grace away" {
                    delete NameRow["Grace"]
                    expect Names.roster.names == ["Ada", "Linus", "Barbara"]
                    expect redrawn == [Names]
                    expect destroyed == [NameRow["Grace"]]
                }
                """)
        harness.expectAllPassed()
        let trigger = try #require(harness.steps[1].triggers.first)
        #expect(trigger.description == #"delete NameRow["Grace"] (row 1)"#)
        #expect(trigger.action == "onDelete(IndexSet([1]))")
    }

    @Test("move REF to N runs the ForEach's .onMove with the row's offset and N; the rows keep their identities")
    func moveRunsOnMove() throws {
        let harness = try Harness(
            Self.names + """
                step "drag Ada below Linus" {
                    move NameRow["Ada"] to 3
                    expect Names.roster.names == ["Grace", "Linus", "Ada", "Barbara"]
                    expect redrawn == [Names]
                    expect destroyed == []
                }
                """)
        harness.expectAllPassed()
        #expect(harness.steps[1].triggers.first?.action == "onMove(IndexSet([0]), 3)")
    }

    @Test("a destination past the number of rows is an error that names the range")
    func moveOutOfRange() {
        let error = simulationError(Self.names + "step \"far\" {\n    move NameRow[\"Ada\"] to 9\n}\n")
        #expect(
            error?.message
                == "'move … to' needs an offset from 0 to 4 (the ForEach has 4 rows; 4 moves the row to the end)")
    }

    @Test("a view in no ForEach row, or in one without .onDelete, cannot be deleted; perform: nil does nothing")
    func notDeletable() throws {
        let plain = """
            scenario "s" {}
            struct Label: View {
                let text: String
                var body: some View { Text(text) }
            }
            struct Screen: View {
                let items = [1, 2]
                var body: some View {
                    VStack {
                        Label(text: "title")
                        ForEach(items, id: \\.self) { Label(text: "item \\($0)") }
                        List {
                            ForEach(items, id: \\.self) { Label(text: "off \\($0)") }
                                .onDelete(perform: nil)
                        }
                    }
                }
            }
            app { Screen() }

            """
        let outside = simulationError(plain + "step \"t\" {\n    delete Label(text: \"title\")\n}\n")
        #expect(outside?.message == "'Label(text: \"title\")' is not a row of a ForEach, so there is nothing to delete")
        let withoutModifier = simulationError(plain + "step \"t\" {\n    delete Label(text: \"item 1\")\n}\n")
        #expect(
            withoutModifier?.message
                == "the ForEach that shows 'Label(text: \"item 1\")' has no '.onDelete'; a user cannot delete its rows")
        let harness = try Harness(plain + "step \"t\" {\n    delete Label(text: \"off 2\")\n}\n")
        #expect(harness.steps[1].triggers.first?.action == "nothing: '.onDelete(perform: nil)' turns it off")
        #expect(harness.bodies(1).isEmpty)
    }

    @Test("a row with .swipeActions has no Delete swipe from .onDelete: delete is an error, and controls offer none")
    func swipeActionsRowsAreNotSwipeDeleted() throws {
        let text = """
            scenario "s" {}
            struct MailRow: View {
                let subject: String
                var body: some View {
                    Text(subject)
                        .swipeActions { Button("Archive") {} }
                }
            }
            struct Inbox: View {
                @State private var subjects = ["Lunch", "Invoice"]
                var body: some View {
                    List {
                        ForEach(subjects, id: \\.self) { MailRow(subject: $0) }
                            .onDelete { subjects.remove(atOffsets: $0) }
                    }
                }
            }
            app { Inbox() }

            """
        let error = simulationError(text + "step \"t\" {\n    delete MailRow[\"Lunch\"]\n}\n")
        #expect(
            error?.message
                == "the row 'MailRow[\"Lunch\"]' has '.swipeActions', so SwiftUI offers no swipe to delete it: '.onDelete' does not add its Delete action to such a row"
        )
        let harness = try Harness(text)
        let actions = harness.simulation.controlsOnScreen().map(\.action)
        #expect(actions.contains { $0.hasPrefix("delete") } == false, "\(actions)")
        // The row's swipe action is its one control: tapping the row taps it.
        #expect(actions.contains("tap MailRow[\"Lunch\"]"), "\(actions)")
    }

    @Test("controls name the first row by #1 when every row shows the same titled control")
    func firstRowOfIdenticalRowsIsNumbered() throws {
        let inbox = """
            scenario "s" {}
            struct Inbox: View {
                @State private var items = ["A", "B"]
                var body: some View {
                    List {
                        ForEach(items, id: \\.self) { _ in Button("Open") {} }
                            .onDelete { items.remove(atOffsets: $0) }
                    }
                }
            }
            app { Inbox() }

            """
        let harness = try Harness(
            inbox
                + "step \"delete the first\" {\n    delete Inbox/Button(\"Open\")#1\n    expect Inbox.items == [\"B\"]\n}\n"
        )
        harness.expectAllPassed()
        let fresh = try Harness(inbox)
        #expect(fresh.simulation.controlsOnScreen().map(\.action).contains("delete Inbox/Button(\"Open\")#1"))
    }

    @Test("a reorder reports the fewest rows whose moving explains it: one dragged row, not every shifted one")
    func movedRowsAreTheFewest() throws {
        #expect(ScreenChange.longestIncreasingRun([1, 2, 0]) == [0, 1])
        #expect(ScreenChange.longestIncreasingRun([3, 0, 1, 2]) == [1, 2, 3])
        #expect(ScreenChange.longestIncreasingRun([0, 1, 2]) == [0, 1, 2])
        #expect(ScreenChange.longestIncreasingRun([]).isEmpty)
        let harness = try Harness(
            Self.names + """
                step "drag Barbara to the top" {
                    move NameRow["Barbara"] to 0
                    expect Names.roster.names == ["Barbara", "Ada", "Grace", "Linus"]
                }
                """)
        harness.expectAllPassed()
        let change = try #require(harness.steps[1].allRuns.first?.screenChange)
        #expect(change.moved.map(\.id) == [#""Barbara""#])
    }

    @Test("R0.6: a row under a presented sheet cannot be deleted until the sheet is dismissed")
    func rowUnderASheet() {
        let covered = Self.names.replacingOccurrences(
            of: "app { Names() }",
            with: """
                struct Front: View {
                    @State private var showsHelp = true
                    var body: some View {
                        Names().sheet(isPresented: $showsHelp) { Text("Help") }
                    }
                }
                app { Front() }
                """)
        let error = simulationError(covered + "step \"t\" {\n    delete NameRow[\"Ada\"]\n}\n")
        #expect(
            error?.message == #"'NameRow["Ada"]' is under a sheet: a user cannot delete it until that is dismissed"#)
    }

    @Test("'.onDelete' on a List, not its ForEach, is an error at the modifier, as swiftc's is")
    func onDeleteOutsideAForEach() {
        let error = simulationError(
            """
            scenario "s" {}
            struct Screen: View {
                @State private var items = [1, 2]
                var body: some View {
                    List {
                        ForEach(items, id: \\.self) { Text("\\($0)") }
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                }
            }
            app { Screen() }
            """)
        #expect(error?.message == "'.onDelete' is a modifier of a ForEach, not of 'List'")
    }
}
