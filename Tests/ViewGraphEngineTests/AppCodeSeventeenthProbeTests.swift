import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the seventeenth probe (Scenarios/KNOWN-ENGINE-ISSUES.md, "Fixed", 164–):
/// reports that read the same for two values that differ, and views a nested ForEach names alike.
@Suite("SwiftUI app code: values cut short alike, a ForEach inside another's rows")
struct AppCodeSeventeenthProbeTests {
    private static let seats = """
        scenario "s" {}
        struct Seat: Identifiable, Hashable {
            let row: Int
            let number: Int
            var id: String { "\\(row)-\\(number)" }
        }
        @Observable
        final class Selection {
            var seats: Set<Seat> = []
        }
        struct SeatView: View {
            let seat: Seat
            let isSelected: Bool
            let onTap: () -> Void
            var body: some View {
                Button(isSelected ? "✓" : "\\(seat.number)", action: onTap)
            }
        }
        struct Hall: View {
            @State private var selection = Selection()
            var body: some View {
                ForEach(0..<2, id: \\.self) { row in
                    HStack {
                        ForEach(1...3, id: \\.self) { number in
                            let seat = Seat(row: row, number: number)
                            SeatView(seat: seat, isSelected: selection.seats.contains(seat)) {
                                selection.seats.insert(seat)
                            }
                        }
                    }
                }
            }
        }
        app { Hall() }

        """

    @Test("R1.4, R2.7: a ForEach inside another's rows: each row content is named by its rows, and one changed")
    func nestedRowContentsAreTheirOwn() throws {
        let harness = try Harness(
            Self.seats + """
                step "pick the second seat of the second row" {
                    tap SeatView[2]#2
                    expect Hall.selection.seats.count == 1
                }
                """)
        harness.expectAllPassed()
        let rowRuns = harness.steps[1].frames.flatMap(\.rowRuns)
        #expect(
            rowRuns.map(\.displayName).prefix(4) == [
                "ForEach row content [0][1]", "ForEach row content [0][2]", "ForEach row content [0][3]",
                "ForEach row content [1][1]",
            ])
        // Only the second row's seat 2 changed on screen; the first row's seat 2 did not,
        // though both are `SeatView[2]` (R4.1: all six ran for the set).
        let finding = try #require(harness.steps[1].findings.first { $0.id == "broad-observable-read" })
        #expect(finding.headline == "6 ForEach row contents ran for Selection.seats, 1 changed on screen")
    }

    @Test("a REF that matches views a nested ForEach names alike takes '#N' in tree order; controls list it so")
    func numberedViewsOfANestedForEach() throws {
        let harness = try Harness(Self.seats)
        let taps = harness.simulation.controlsOnScreen().map(\.action)
        #expect(
            taps == [
                "tap SeatView[1]#1", "tap SeatView[2]#1", "tap SeatView[3]#1",
                "tap SeatView[1]#2", "tap SeatView[2]#2", "tap SeatView[3]#2",
            ])
        let ambiguous = try #require(simulationError(Self.seats + "step \"tap\" { tap SeatView[2] }\n"))
        #expect(
            ambiguous.message == "'SeatView[2]' matches 2 views; add an id, a property or a position (#2) to pick one")
        #expect(ambiguous.notes.map(\.message) == ["candidates: SeatView[2]#1, SeatView[2]#2"])
        let beyond = try #require(simulationError(Self.seats + "step \"tap\" { tap SeatView[2]#3 }\n"))
        #expect(beyond.message == "'SeatView[2]#3' asks for view 3 of 2 that match")
    }

    private static let packing = """
        scenario "s" {}
        struct Item: Identifiable, Equatable {
            let id: UUID
            var name: String
            var isPacked = false
        }
        struct Checklist: View {
            @State private var items = [
                Item(id: UUID(), name: "Passport"), Item(id: UUID(), name: "Charger"), Item(id: UUID(), name: "Socks"),
            ]
            var body: some View {
                ForEach($items) { $item in
                    Row(item: $item)
                }
                Button("Pack all") {
                    for index in items.indices { items[index].isPacked = true }
                }
            }
        }
        struct Row: View {
            @Binding var item: Item
            var body: some View {
                Toggle(item.name, isOn: $item.isPacked)
            }
        }
        app { Checklist() }

        """

    @Test("R6.1: a binding's long value is named by the part that changed, in the cause and the input")
    func bindingCausesNameThePart() throws {
        let harness = try Harness(
            Self.packing + """
                step "pack the first" {
                    tap Row[00000000-0000-4000-8000-000000000001]/Toggle
                    expect Checklist.items[0].isPacked
                }
                """)
        harness.expectAllPassed()
        let run = try #require(harness.steps[1].allRuns.first { $0.node.displayName.hasPrefix("Row[") })
        let texts = run.reasons.compactMap { reason -> String? in
            switch reason {
            case .binding(_, _, _, let old, let new): return "\(old) → \(new)"
            case .inputChanged(_, let difference, _): return difference.description
            default: return nil
            }
        }
        #expect(texts.contains("[0].isPacked false → [0].isPacked true"))
        #expect(texts.contains { $0.hasPrefix("binding value .isPacked false → true") })
    }

    @Test("several writes to one collection in a step card: the parts that differ between the first and the last")
    func mergedWritesShowTheirParts() throws {
        let harness = try Harness(
            Self.packing + """
                step "pack all" {
                    tap Checklist/Button("Pack all")
                }
                """)
        let changes = harness.steps[1].allChanges
        #expect(changes.count == 3)
        let merged = changes[0].merged(through: changes[2])
        #expect(
            merged.differences.map(\.description) == [
                "[0].isPacked false → true", "[1].isPacked false → true", "[2].isPacked false → true",
            ])
    }

    @Test("two values cut short alike are shown around the first character that differs")
    func briefPairTellsCutValuesApart() {
        let a = Value.string(String(repeating: "x", count: 60) + "1")
        let b = Value.string(String(repeating: "x", count: 60) + "2")
        let (old, new) = ValueFormatting.briefPair(a, b, limit: 20)
        #expect(old != new)
        #expect(old.hasPrefix("…") && new.hasPrefix("…"))
        #expect(old.contains("1") && new.contains("2"))
        // Values that read differently within the limit are shown as `brief` shows them.
        #expect(ValueFormatting.briefPair(.int(1), .int(2)) == ("1", "2"))
    }
}

extension AppCodeSeventeenthProbeTests {
    @Test("R6.1: '$items.filter { … }' is an array of bindings to the elements; ForEach takes their values' ids")
    func filteredBindings() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Event: Identifiable {
                let id: Int
                var name: String
                var isGoing = false
            }
            struct Events: View {
                @State private var events = [Event(id: 1, name: "Offsite"), Event(id: 2, name: "Meetup", isGoing: true)]
                @State private var goingOnly = false
                private var shown: [Binding<Event>] {
                    $events.filter { event in goingOnly == false || event.wrappedValue.isGoing }
                }
                var body: some View {
                    ForEach(shown) { $event in
                        EventRow(event: $event)
                    }
                    Toggle("Going only", isOn: $goingOnly)
                }
            }
            struct EventRow: View {
                @Binding var event: Event
                var body: some View {
                    Toggle(event.name, isOn: $event.isGoing)
                }
            }
            app { Events() }
            step "go to the offsite" {
                tap EventRow[1]/Toggle
                expect Events.events[0].isGoing
            }
            step "show the going only" {
                tap Events/Toggle
                expect bodies == [Events]
                expect EventRow[1].event.name == "Offsite"
            }
            """)
        harness.expectAllPassed()
    }

    @Test("'.number.precision(.fractionLength(0...1))' gives at most one fraction digit and drops a zero one")
    func fractionLengthRange() throws {
        let printed = try printedByStep(
            """
            print(12.0.formatted(.number.precision(.fractionLength(0...1))), 12.25.formatted(.number.precision(.fractionLength(0...1))))
            print(1234.5.formatted(.number.precision(.fractionLength(1...2))), 0.125.formatted(.percent.precision(.fractionLength(0...1))))
            """)
        #expect(printed == ["12 12.2", "1,234.5 12.5%"])
    }
}

extension AppCodeSeventeenthProbeTests {
    @Test("Duration's '.units(allowed:width:maximumUnitCount:)' is Foundation's style in en_US")
    func durationUnits() throws {
        let printed = try printedByStep(
            """
            let d = Duration.seconds(3900)
            print(d.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
            print(d.formatted(.units(allowed: [.hours, .minutes], width: .wide)))
            print(Duration.seconds(3120).formatted(.units(allowed: [.hours, .minutes], width: .narrow)))
            print(Duration.seconds(3725).formatted(.units(allowed: [.hours, .minutes, .seconds], maximumUnitCount: 2)))
            """)
        #expect(printed == ["1 hr, 5 min", "1 hour, 5 minutes", "52m", "1 hr, 2 min"])
    }
}

/// The eighteenth probe's fixes (Scenarios/KNOWN-ENGINE-ISSUES.md, 166).
@Suite("SwiftUI app code: typed array literals, number grouping, pops in one frame, persistent storage")
struct AppCodeEighteenthProbeTests {
    @Test("'[.red, .teal][i]' given as a Color is an array of Colors: '.gradient' of its element works")
    func arrayLiteralOfImplicitMembersTakesTheWantedType() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Photo { let color: Color }
            struct Tile: View {
                let photo = Photo(color: [.red, .teal][1])
                var body: some View { Rectangle().fill(photo.color.gradient) }
            }
            app { Tile() }
            step "look" { expect Tile.photo.color == Color.teal }
            """)
        harness.expectAllPassed()
    }

    @Test("an implicit member whose type nothing names says so, not 'value of type symbol'")
    func untypedImplicitMemberError() throws {
        let error = try #require(
            stepError(
                "let shade = [.red, .teal]\nprint(shade[0].gradient)"))
        #expect(error.message.contains("'.red' has no member 'gradient' here"))
        #expect(error.message.contains("symbol") == false)
    }

    @Test("'.number.grouping(.never)' drops the thousands separator, in formatted(_:) and in an interpolation")
    func numberGrouping() throws {
        let printed = try printedByStep(
            """
            let year = 1984
            print("Published \\(year, format: .number.grouping(.never))", 12345.678.formatted(.number.grouping(.never).precision(.fractionLength(1))))
            """)
        #expect(printed == ["Published 1984 12345.7"])
    }

    @Test("R0.7: a change made by the action that pops the screen over it is visible in that frame")
    func savedAndPoppedInOneFrame() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Note: Hashable { var title: String }
            struct Notes: View {
                @State private var path: [Int] = []
                @State private var notes = [Note(title: "Trip")]
                var body: some View {
                    NavigationStack(path: $path) {
                        List(notes.indices, id: \\.self) { index in
                            NavigationLink(notes[index].title, value: index)
                        }
                        .navigationDestination(for: Int.self) { index in
                            Button("Save") {
                                notes[index].title = "Lisbon"
                                path.removeLast()
                            }
                        }
                    }
                }
            }
            app { Notes() }
            step "open" { tap Notes/NavigationLink("Trip") }
            step "save" { tap Notes/Button("Save") }
            """)
        let run = try #require(harness.steps[2].allRuns.first { $0.node.displayName == "Notes" })
        #expect(run.screenChange?.coveredByPush == false)
        #expect(run.screenChange?.description.contains("under a pushed screen") == false)
    }

    @Test("R1.3: a view whose only storage is @AppStorage loses nothing when its identity ends")
    func appStorageOnlyViewIsNoIdentityReset() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Home: View {
                @AppStorage("name") private var name = "Ana"
                var body: some View { Text(name) }
            }
            struct Root: View {
                @State private var showsHome = true
                var body: some View {
                    if showsHome { Home() } else { Text("Bye") }
                    Button("Leave") { showsHome = false }
                }
            }
            app { Root() }
            step "leave" {
                tap Root/Button("Leave")
                expect destroyed == [Home]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.findings(1).contains("identity-reset") == false)
    }
}
