import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Members of builtin types that app code uses and that passed `check` but stopped `run`
/// (Scenarios/KNOWN-ENGINE-ISSUES.md, "Left from the fourth probe", 4; Fixed 83–). Each
/// printed expectation is what this toolchain's `swiftc` prints for the same code.
@Suite("Swift app code: members that passed check and stopped run")
struct AppCodeFifthProbeTests {
    @Test("Array: startIndex, endIndex, elementsEqual, split, removeSubrange and replaceSubrange")
    func arrayMembers() throws {
        let printed = try printedByStep(
            """
            var a = [1, 2, 3, 4, 5, 6]
            print(a.startIndex, a.endIndex, a.elementsEqual([1, 2, 3, 4, 5, 6]), a.elementsEqual(1...6), a.elementsEqual([1]))
            print(a.split(whereSeparator: { $0 % 3 == 0 }).map { Array($0) }, a.split(separator: 4).count)
            a.removeSubrange(1..<3); print(a)
            a.replaceSubrange(0...1, with: [9, 9, 9]); print(a)
            a.removeSubrange(2...); print(a)
            """)
        #expect(
            printed == [
                "0 6 true true false", "[[1, 2], [4, 5]] 2", "[1, 4, 5, 6]", "[9, 9, 9, 5, 6]", "[9, 9]",
            ])
    }

    @Test("removeSubrange past the end is Swift's out-of-range error")
    func removeSubrangeOutOfRange() throws {
        #expect(throws: SimulationError.self) {
            _ = try printedByStep("var a = [1, 2]\na.removeSubrange(1..<5)")
        }
    }

    @Test("String: insert, remove at both ends, popLast, remove(at:) and removeAll(where:)")
    func stringMutatingMembers() throws {
        let printed = try printedByStep(
            """
            var s = "hello"
            s.insert("!", at: s.endIndex); s.insert(contentsOf: ">> ", at: s.startIndex); print(s)
            print(s.removeFirst(), s.removeLast(), s)
            s.removeFirst(2); s.removeLast(2); print(s, s.popLast() ?? "-", s)
            let i = s.firstIndex(of: "h")!; print(s.remove(at: i), s)
            s.removeAll(where: { $0 == "e" }); print(s)
            """)
        #expect(printed == [">> hello!", "> ! > hello", "hel l he", "h e", ""])
    }

    @Test("removeLast() of an empty String is Swift's trap")
    func removeLastOfEmptyString() throws {
        let message = stepErrorMessage("var s = \"\"\n_ = s.removeLast()")
        #expect(message?.contains("Can't remove last element from an empty collection") == true)
    }

    @Test("numbers: signum(), Double.ulpOfOne, magnitude, isFinite and isZero")
    func numberMembers() throws {
        let printed = try printedByStep(
            """
            print((-5).signum(), 0.signum(), 7.signum(), Double.ulpOfOne, (-2.5).magnitude, Double.infinity.isFinite, 0.0.isZero)
            """)
        #expect(printed == ["-1 0 1 2.220446049250313e-16 2.5 false true"])
    }

    @Test("[Double](repeating:count:), [Int](sequence) and String.init(describing:) as a function")
    func collectionInitializersAndCompoundNames() throws {
        let printed = try printedByStep(
            """
            print([Double](repeating: 1, count: 2), [Int]([3, 4]), [1, 2].map(String.init(describing:)))
            let item = Item(name: "x"); print(item[keyPath: \\Item.name], ["a", "b"].map(Item.init(name:)).map(\\.name))
            """,
            declarations: "struct Item { let name: String }")
        #expect(printed == ["[1.0, 1.0] [3, 4] [\"1\", \"2\"]", "x [\"a\", \"b\"]"])
    }

    @Test("String(format:) with numbered conversions and %u")
    func stringFormatPositions() throws {
        let printed = try printedByStep(
            """
            print(String(format: "%2$@ then %1$@", "first", "second"), String(format: "%u|%05.1f%%", 7, 3.14159))
            """)
        #expect(printed == ["second then first 7|003.1%"])
    }

    @Test("String(format:) mixing numbered and unnumbered conversions is an error (Foundation crashes)")
    func stringFormatMixedPositions() throws {
        let message = stepErrorMessage("print(String(format: \"%u|%2$@\", 7, \"a\"))")
        #expect(message?.contains("mixes numbered conversions") == true)
    }

    @Test("Date: the initializers from 1970, the reference date and now, and the intervals back")
    func dateInitializers() throws {
        let printed = try printedByStep(
            """
            let day = Date(timeIntervalSince1970: 86_400)
            print(day.timeIntervalSince1970, Date().timeIntervalSinceReferenceDate, Date(timeIntervalSinceNow: 60).timeIntervalSinceNow)
            print(Date(timeIntervalSinceReferenceDate: 0).timeIntervalSince1970, Date(timeInterval: 5, since: day).timeIntervalSince(day))
            print(day.formatted(date: .numeric, time: .omitted), Date.distantPast.formatted(date: .numeric, time: .omitted))
            """)
        // swiftc: 86400.0 788918400.0 60.0 / 978307200.0 5.0 / 1/2/1970 1/1/1 (en_US, UTC).
        #expect(printed == ["86400.0 788918400.0 60.0", "978307200.0 5.0", "1/2/1970 1/1/1"])
    }

    @Test("Calendar: range(of:in:for:), isDateInWeekend and DateFormatter.date(from:)")
    func calendarMembers() throws {
        let printed = try printedByStep(
            """
            let calendar = Calendar.current
            print(calendar.range(of: .day, in: .month, for: Date.now)?.count ?? 0, calendar.isDateInWeekend(Date.now))
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd"
            let parsed = formatter.date(from: "2026-01-03")
            print(parsed.map { calendar.isDateInWeekend($0) } ?? false, formatter.date(from: "not a date") == nil)
            """)
        // 1 January 2026 is a Thursday; 3 January 2026 a Saturday.
        #expect(printed == ["31 false", "true true"])
    }

    @Test("an .onTapGesture a parent puts on a view of the app's own: tap names the view; disabled, it does nothing")
    func tapGestureOnOwnView() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Photo: Identifiable {
                let id: Int
                let title: String
            }
            struct PhotoTile: View {
                let photo: Photo
                let isSelected: Bool
                var body: some View { Text(isSelected ? "[\\(photo.title)]" : photo.title) }
            }
            struct Gallery: View {
                @State private var selected: Int? = nil
                let photos = [Photo(id: 1, title: "Beach"), Photo(id: 2, title: "Hills")]
                var body: some View {
                    VStack {
                        ForEach(photos) { photo in
                            PhotoTile(photo: photo, isSelected: photo.id == selected)
                                .onTapGesture { selected = photo.id }
                        }
                        PhotoTile(photo: Photo(id: 9, title: "Locked"), isSelected: false)
                            .onTapGesture { selected = 9 }
                            .disabled(true)
                    }
                }
            }
            app { Gallery() }
            step "select" {
                tap PhotoTile[2]
                expect Gallery.selected == 2
                expect redrawn == [PhotoTile[2]]
            }
            step "the bare name is the tile with no id; disabled, its gesture does nothing" {
                tap PhotoTile
                expect Gallery.selected == 2
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].triggers.first?.action == "onTapGesture: selected = photo.id")
        #expect(harness.steps[2].triggers.first?.action == "nothing: the view is disabled (.disabled(true))")
        #expect(
            harness.simulation.controlsOnScreen().map(\.control) == [
                "onTapGesture", "onTapGesture", "onTapGesture (disabled)",
            ])
    }

    @Test("R0.6: a view under a presented sheet cannot be tapped; the sheet's controls can")
    func tapUnderASheet() throws {
        let declarations = """
            scenario "s" {}
            struct Editor: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Done") { dismiss() } }
            }
            struct Contacts: View {
                @State private var editing = false
                @State private var likes = 0
                var body: some View {
                    VStack {
                        Button("Edit") { editing = true }
                        Button("Like") { likes += 1 }
                    }
                    .sheet(isPresented: $editing) { Editor() }
                }
            }
            app { Contacts() }
            step "open" {
                tap Contacts/Button("Edit")
            }

            """
        let covered = simulationError(declarations + "step \"under\" {\n    tap Contacts/Button(\"Like\")\n}\n")
        #expect(
            covered?.message
                == "'Contacts/Button(\"Like\")' is under a sheet: a user cannot tap it until that is dismissed")
        let harness = try Harness(
            declarations + """
                step "done" {
                    tap Editor
                    tap Contacts/Button("Like")
                    expect Contacts.likes == 1
                }
                """)
        harness.expectAllPassed()
    }

    @Test("a defer at a step's top level runs when the step's statements end, the last first")
    func stepLevelDefer() throws {
        let printed = try printedByStep(
            """
            print("one")
            defer { print("deferred 1") }
            defer { print("deferred 2") }
            print("two")
            """)
        // As the body of a Swift closure with these statements prints.
        #expect(printed == ["one", "two", "deferred 2", "deferred 1"])
    }

    @Test("R0.6: an alert's own Buttons cover the view that presents it: only they take a tap")
    func inlineAlertCoversItsPresenter() throws {
        let declarations = """
            scenario "s" {}
            struct Settings: View {
                @State private var on = false
                @State private var asking = false
                var body: some View {
                    VStack {
                        Toggle("On", isOn: $on)
                        Button("Reset") { asking = true }
                    }
                    .alert("Reset?", isPresented: $asking) {
                        Button("Reset", role: .destructive) { on = false }
                        Button("Cancel", role: .cancel) {}
                    }
                }
            }
            app { Settings() }
            step "ask" {
                tap Settings/Button("Reset")
            }

            """
        let covered = simulationError(declarations + "step \"under\" {\n    tap Settings/Toggle\n}\n")
        #expect(covered?.message == "'Settings/Toggle' is under an alert: a user cannot tap it until that is dismissed")
        let harness = try Harness(
            declarations + """
                step "cancel, then toggle" {
                    tap Settings/Button("Cancel")
                    tap Settings/Toggle
                    expect Settings.on == true
                }
                """)
        harness.expectAllPassed()
    }

    @Test("split with a closure, Character(_:), NSNumber(value:) for a formatter and Calendar(identifier:)")
    func fifthProbeFoundationForms() throws {
        let printed = try printedByStep(
            """
            print("mary-jane w".split(whereSeparator: { $0 == " " || $0 == "-" }), "a b".split { $0 == " " }, [1, 0, 2].split { $0 == 0 })
            let formatter = NumberFormatter()
            formatter.numberStyle = .currency
            print(formatter.string(from: NSNumber(value: 12.5)) ?? "-", Character("7").wholeNumberValue ?? 0)
            print(Calendar(identifier: .gregorian).component(.year, from: Date.now))
            """)
        // swiftc (en_US): ["mary", "jane", "w"] ["a", "b"] [ArraySlice([1]), ArraySlice([2])]; the
        // engine's slices are arrays (Language.md).
        #expect(printed == ["[\"mary\", \"jane\", \"w\"] [\"a\", \"b\"] [[1], [2]]", "$12.50 7", "2026"])
    }

    @Test("a stored property's initial value uses the type's static members, unqualified or through Self")
    func staticMembersInPropertyInitializers() throws {
        let printed = try printedByStep(
            "print(Box().x, Box().y, Counter().x)",
            declarations: """
                struct Box {
                    static let base = 10
                    var x = base * 2
                    var y = Self.base * 3
                }
                final class Counter {
                    static let base = 5
                    var x = base + 1
                }
                """)
        // What `swiftc` prints.
        #expect(printed == ["20 30 6"])
    }

    @Test("extensions of builtin value types: computed properties, methods, mutating methods and statics")
    func extensionsOfBuiltinTypes() throws {
        let printed = try printedByStep(
            """
            var price = 112.3456
            price.clamp(to: 50)
            var scores = [3, 4]
            scores.appendTwice(5)
            var word = "hey"
            word.shout()
            print(12.3456.currency, 12.3456.rounded(to: 2), 2.5.rounded(), price, scores, scores.total)
            print([3].isNotEmpty, "".isNotEmpty, 4.isEven, 3.times("ab"), "Ada Lovelace".initials + "|" + "ab".padded(to: 4) + "|")
            print(word, Double.goldenRatio, Date.daysFromNow(2).dayNumber)
            """,
            declarations: """
                extension Double {
                    var currency: String { String(format: "$%.2f", self) }
                    func rounded(to places: Int) -> Double {
                        let factor = pow(10.0, Double(places))
                        return (self * factor).rounded() / factor
                    }
                    mutating func clamp(to limit: Double) { if self > limit { self = limit } }
                    static let goldenRatio = 1.618
                }
                extension Int {
                    var isEven: Bool { isMultiple(of: 2) }
                    func times(_ text: String) -> String { String(repeating: text, count: self) }
                }
                extension String {
                    var initials: String { split(separator: " ").compactMap { $0.first }.map { String($0) }.joined() }
                    func padded(to width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
                    mutating func shout() { self = uppercased() + "!" }
                }
                extension Array where Element == Int {
                    var total: Int { reduce(0, +) }
                    mutating func appendTwice(_ value: Int) { append(value); append(value) }
                }
                extension Collection {
                    var isNotEmpty: Bool { !isEmpty }
                }
                extension Date {
                    static func daysFromNow(_ days: Int) -> Date { Date.now.addingTimeInterval(Double(days) * 86_400) }
                    var dayNumber: Int { Calendar.current.component(.day, from: self) }
                }
                """)
        // What `swiftc` prints for the same code (the simulated clock's today is 1 January 2026).
        #expect(
            printed == [
                "$12.35 12.35 3.0 50.0 [3, 4, 5, 5] 17", "true false true ababab AL|ab  |", "HEY! 1.618 3",
            ])
    }

    @Test("R0.1: extension View methods apply their modifiers to the view; extension Color statics are colours")
    func viewAndColorExtensions() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            extension Color {
                static let brand = Color.orange
                static let surface = Color.gray.opacity(0.2)
            }
            extension View {
                func cardStyle() -> some View {
                    padding()
                        .background(Color.surface)
                }
                func badge(_ count: Int) -> some View {
                    self.overlay(alignment: .topTrailing) { Text("\\(count)") }
                }
            }
            struct Tile: View {
                let title: String
                var body: some View { Text(title).foregroundStyle(Color.brand) }
            }
            struct Board: View {
                @State private var count = 1
                var body: some View {
                    VStack {
                        Text("Inbox").cardStyle()
                        Tile(title: "A").badge(count)
                        Button("More") { count += 1 }
                    }
                }
            }
            app { Board() }
            step "more" {
                tap Board/Button
                expect bodies == [Board]
                expect checked == [Tile]
            }
            """)
        harness.expectAllPassed()
        let board = try #require(harness.simulation.root?.children.first)
        let tile = try #require(board.children.first)
        #expect(
            board.renderedLines.contains {
                $0.contains("Text(\"Inbox\") .padding() .background(Color.gray.opacity(0.2))")
            })
        #expect(board.renderedLines.contains { $0.contains(".overlay(alignment: .topTrailing)") })
        #expect(tile.renderedLines.contains { $0.contains(".foregroundStyle(Color.orange)") })
    }

    @Test("a declared collection types a literal after ?? and an implicit member appended to it")
    func declaredCollectionsTypeLiteralsAndImplicitMembers() throws {
        let printed = try printedByStep(
            """
            let vals: [Double] = []
            let c = vals.last ?? 0
            let d = vals.max() ?? 1
            let totals: [String: Double] = [:]
            print(c / 2, 1.5 * d, (totals["x"] ?? 2) / 4)
            let shelf = Shelf()
            shelf.fill()
            print(shelf.kinds[0].label, shelf.items[0].name)
            """,
            declarations: """
                enum Kind {
                    case named(String), plain
                    var label: String {
                        switch self {
                        case .named(let n): return "N:" + n
                        case .plain: return "P"
                        }
                    }
                }
                struct Item { let name: String }
                final class Shelf {
                    var kinds: [Kind] = []
                    var items: [Item] = []
                    func fill() {
                        kinds.append(.named("z"))
                        items.append(.init(name: "q"))
                    }
                }
                """)
        // What `swiftc` prints.
        #expect(printed == ["0.0 1.5 0.5", "N:z q"])
    }

    @Test("DateComponents fields can be set one by one, and set to nil")
    func dateComponentsFieldsAreSettable() throws {
        let printed = try printedByStep(
            """
            var comps = DateComponents()
            comps.year = 2026
            comps.month = 2
            comps.day = 14
            let date = Calendar.current.date(from: comps)!
            comps.day = nil
            print(comps.month ?? 0, comps.day == nil, date.formatted(date: .numeric, time: .omitted))
            """)
        // What `swiftc` prints (en_US, UTC).
        #expect(printed == ["2 true 2/14/2026"])
    }

    @Test("R0.5: Buttons a ForEach makes in a List's .toolbar menu are built with the body and can be tapped")
    func toolbarForEachOnAList() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            enum Category: String, CaseIterable, Identifiable {
                case food, fun
                var id: String { rawValue }
            }
            struct Expenses: View {
                @State private var filter: Category? = nil
                var body: some View {
                    NavigationStack {
                        List {
                            Text("Lunch")
                        }
                        .toolbar {
                            ToolbarItem {
                                Menu("Filter") {
                                    Button("All") { filter = nil }
                                    ForEach(Category.allCases) { c in
                                        Button(c.rawValue) { filter = c }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            app { Expenses() }
            step "filter" {
                tap Expenses/Button("fun")
                expect Expenses.filter == .fun
            }
            """)
        harness.expectAllPassed()
        #expect(
            harness.simulation.controlsOnScreen().map(\.control) == [
                "Button(\"All\")", "Button(\"food\")", "Button(\"fun\")",
            ])
    }

    @Test("R6.1: controls names a TextField bound through an editor's @Binding by that property")
    func textFieldThroughABindingProperty() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Note: Identifiable {
                let id: Int
                var body: String
            }
            @Observable final class NoteStore {
                var notes = [Note(id: 1, body: "milk"), Note(id: 2, body: "")]
            }
            struct NoteEditor: View {
                @Binding var note: Note
                var body: some View { TextField("Body", text: $note.body) }
            }
            struct NotesList: View {
                @State private var store = NoteStore()
                var body: some View {
                    VStack {
                        ForEach($store.notes) { $note in
                            NoteEditor(note: $note)
                        }
                    }
                }
            }
            app { NotesList() }
            step "type" {
                NoteEditor[2].note.body = "short"
                expect NotesList.store.notes[1].body == "short"
            }
            """)
        harness.expectAllPassed()
        #expect(
            harness.simulation.controlsOnScreen().map(\.action) == [
                "do NoteEditor[1].note.body = …", "do NoteEditor[2].note.body = …",
            ])
    }

    @Test("an implicit member yielded into an AsyncStream whose element type the code names is that type's")
    func streamElementsTypedByTheirDeclaration() throws {
        let printed = try printedByStep(
            """
            let downloader = Downloader()
            Task { await downloader.start() }
            """,
            declarations: """
                enum DownloadEvent {
                    case progress(Double)
                    case done
                    var label: String {
                        switch self {
                        case .progress(let p): return "\\(Int(p * 100))%"
                        case .done: return "done"
                        }
                    }
                }
                final class Downloader {
                    func events() -> AsyncStream<DownloadEvent> {
                        AsyncStream { continuation in
                            continuation.yield(.progress(0.25))
                            continuation.yield(.done)
                            continuation.finish()
                        }
                    }
                    func start() async {
                        for await event in events() { print(event.label) }
                        let (stream, continuation) = AsyncStream.makeStream(of: DownloadEvent.self)
                        continuation.yield(.progress(1))
                        continuation.finish()
                        for await event in stream { print(event.label) }
                    }
                }
                """)
        // What `swiftc` prints.
        #expect(printed == ["25%", "done", "100%"])
    }

    @Test("an implicit member in .success or .failure of a returned Result is read in the Result's generic argument")
    func resultPayloadTypedByTheReturnType() throws {
        let printed = try printedByStep(
            """
            if case .failure(let e) = make() { print("\\(e)") }
            if case .failure(let e) = make(false) { print("\\(e)") }
            if case .success(let n) = make(true) { print(n) }
            """,
            declarations: """
                enum LoadError: Error, CustomStringConvertible {
                    case offline(String)
                    var description: String {
                        switch self {
                        case .offline(let host): return "offline: " + host
                        }
                    }
                }
                func make() -> Result<Int, LoadError> { .failure(.offline("a")) }
                func make(_ ok: Bool) -> Result<Int, LoadError> {
                    if ok { return .success(3) }
                    return .failure(.offline("b"))
                }
                """)
        // What `swiftc` prints.
        #expect(printed == ["offline: a", "offline: b", "3"])
    }
}

/// The message of the runtime error a step's `code` stops with; nil when it runs.
private func stepErrorMessage(_ code: String) -> String? {
    do {
        _ = try printedByStep(code)
        return nil
    } catch let error as SimulationError {
        return error.diagnostic.message
    } catch {
        return "\(error)"
    }
}
