import Testing
import ViewGraphEngine

/// R2.7's exception: a ForEach evaluates its content closure itself, per element, after
/// the body that made it has returned, so reads inside the closure are that element's.
@Suite("ForEach row content (R2.7, R8)")
struct RowContentRuleTests {
    static let shelf = """
        scenario "s" {}
        @Observable final class Item: Identifiable {
            let id: Int
            var name: String
            init(id: Int, name: String) {
                self.id = id
                self.name = name
            }
        }
        @Observable final class Shelf {
            var items: [Item] = (1...4).map { Item(id: $0, name: "n\\($0)") }
        }
        """

    @Test("R2.7: a read inside ForEach content outdates that element's content, not the parent's body")
    func inlineContentReadIsTheElements() throws {
        let harness = try Harness(
            Self.shelf + """
                struct ShelfView: View {
                    let shelf: Shelf
                    var body: some View {
                        VStack {
                            ForEach(shelf.items) { item in
                                Text(item.name)
                            }
                        }
                    }
                }
                app {
                    let shelf = Shelf()
                    ShelfView(shelf: shelf)
                }
                step "rename" {
                    shelf.items[1].name = "B"
                    expect bodies == []
                }
                """)
        harness.expectAllPassed()
        let rows = harness.steps[1].frames.flatMap(\.rowRuns)
        #expect(rows.map(\.displayName) == ["ForEach row content [2]"])
        #expect(rows.first?.owner.displayName == "ShelfView")
        #expect(rows.first?.redrawn == true)
        #expect(rows.first?.outputChange?.contains("\"B\"") == true)
        guard case .observable(let object, let property, _, _)? = rows.first?.reasons.first else {
            Issue.record("the row content ran without an @Observable reason")
            return
        }
        #expect(object == "Item" && property == "name")
        // The owner read the array only; the element's name is not its dependency.
        let owner = harness.simulation.viewsInTreeOrder.first { $0.displayName == "ShelfView" }
        #expect(owner?.observableReads.map(\.propertyName) == ["items"])
    }

    @Test("R2.7, R2: views in a row content that ran alone are compared, and an equal one is checked")
    func viewsInARowContentThatRanAloneAreChecked() throws {
        let harness = try Harness(
            Self.shelf + """
                struct Tag: View {
                    let label: String
                    var body: some View { Text(label) }
                }
                struct ShelfView: View {
                    let shelf: Shelf
                    var body: some View {
                        VStack {
                            ForEach(shelf.items) { item in
                                HStack {
                                    Text(item.name)
                                    Tag(label: "tag \\(item.id)")
                                }
                            }
                        }
                    }
                }
                app {
                    let shelf = Shelf()
                    ShelfView(shelf: shelf)
                }
                step "rename" {
                    shelf.items[1].name = "B"
                    expect bodies == []
                    expect checked(Tag) == 1
                }
                """)
        harness.expectAllPassed()
        let frame = try #require(harness.steps[1].frames.first)
        #expect(frame.rowRuns.map(\.displayName) == ["ForEach row content [2]"])
        // Only the row built again is compared: the other rows' Tags were not rebuilt.
        #expect(frame.checkedViews.map(\.displayName) == ["Tag[2]"])
    }

    @Test("R2.7: work in the body before the ForEach is still the parent's read")
    func readsBeforeTheForEachAreTheParents() throws {
        let harness = try Harness(
            Self.shelf + """
                struct ShelfView: View {
                    let shelf: Shelf
                    var body: some View {
                        let names = shelf.items.map { $0.name }
                        VStack {
                            ForEach(names, id: \\.self) { name in
                                Text(name)
                            }
                        }
                    }
                }
                app {
                    let shelf = Shelf()
                    ShelfView(shelf: shelf)
                }
                step "rename" {
                    shelf.items[1].name = "B"
                    expect bodies == [ShelfView]
                }
                """)
        harness.expectAllPassed()
        #expect(harness.steps[1].frames.flatMap(\.rowRuns).isEmpty)
    }

    @Test("R2.7, R2.2: a row view built in ForEach content gets its new input from the row content alone")
    func rowViewInputsComeFromTheRowContent() throws {
        let harness = try Harness(
            Self.shelf + """
                struct ShelfView: View {
                    let shelf: Shelf
                    var body: some View {
                        List {
                            ForEach(shelf.items) { item in
                                Row(title: item.name)
                            }
                        }
                    }
                }
                struct Row: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                app {
                    let shelf = Shelf()
                    ShelfView(shelf: shelf)
                }
                step "rename" {
                    shelf.items[2].name = "C"
                    expect bodies == [Row[3]]
                }
                """)
        harness.expectAllPassed()
        #expect(harness.steps[1].frames.flatMap(\.rowRuns).map(\.displayName) == ["ForEach row content [3]"])
    }

    @Test("R2.7, R4.3: a row content's dependencies are the reads of its latest evaluation")
    func rowContentTrackingIsReArmed() throws {
        let harness = try Harness(
            Self.shelf + """
                struct ShelfView: View {
                    let shelf: Shelf
                    var body: some View {
                        VStack {
                            ForEach(shelf.items) { item in
                                Text(item.name)
                            }
                        }
                    }
                }
                app {
                    let shelf = Shelf()
                    ShelfView(shelf: shelf)
                }
                step "first" {
                    shelf.items[0].name = "A"
                    expect bodies == []
                }
                step "again" {
                    shelf.items[0].name = "AA"
                    shelf.items[3].name = "D"
                    expect bodies == []
                }
                step "array" {
                    shelf.items.removeLast()
                    expect bodies == [ShelfView]
                }
                step "removed row" {
                    let gone = shelf.items.count
                    expect gone == 3
                }
                """)
        harness.expectAllPassed()
        #expect(harness.steps[1].frames.flatMap(\.rowRuns).map(\.displayName) == ["ForEach row content [1]"])
        #expect(
            harness.steps[2].frames.flatMap(\.rowRuns).map(\.displayName) == [
                "ForEach row content [1]", "ForEach row content [4]",
            ])
        // The owner's body run rebuilt every row: no row content runs on its own then.
        #expect(harness.steps[3].frames.flatMap(\.rowRuns).isEmpty)
    }

    @Test("R2.7, R8.1: a lazy container builds rows scrolled into view outside its owner's body")
    func scrolledRowsAreBuiltOutsideTheBody() throws {
        let harness = try Harness(
            """
            scenario "s" { visibleRows 3 }
            @Observable final class Feed {
                var posts = Array(1...10)
            }
            struct FeedView: View {
                let feed: Feed
                var body: some View {
                    List {
                        ForEach(feed.posts, id: \\.self) { post in
                            Text("post \\(post)")
                        }
                    }
                }
            }
            app {
                let feed = Feed()
                FeedView(feed: feed)
            }
            step "scroll" {
                scroll List to 3
                expect bodies == []
            }
            """)
        harness.expectAllPassed()
        let rows = harness.steps[1].frames.flatMap(\.rowRuns)
        // Rows 1 to 3 were visible; 4 to 6 come into the window and are built, alone.
        #expect(rows.map(\.displayName) == (4...6).map { "ForEach row content [\($0)]" })
        #expect(rows.allSatisfy { if case .created? = $0.reasons.first { true } else { false } })
    }

    @Test("R2.7: a change read by one row of many evaluates that row only")
    func costIsProportionalToAffectedRows() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Item: Identifiable {
                let id: Int
                var done = false
                init(id: Int) { self.id = id }
            }
            @Observable final class Store {
                var items: [Item] = (1...200).map { Item(id: $0) }
            }
            struct Board: View {
                let store: Store
                var body: some View {
                    VStack {
                        ForEach(store.items) { item in
                            Text(item.done ? "done" : "open")
                        }
                    }
                }
            }
            app {
                let store = Store()
                Board(store: store)
            }
            step "finish one" {
                store.items[150].done = true
                expect bodies == []
            }
            """)
        harness.expectAllPassed()
        let frames = harness.steps[1].frames
        #expect(frames.count == 1)
        #expect(frames.flatMap(\.rowRuns).map(\.displayName) == ["ForEach row content [151]"])
        // One row's cost, not two hundred.
        #expect((frames.first?.cost ?? 1) < 0.000_1)
    }

    @Test("R2.7, R4.2, R9.2: findings name row contents that re-ran for a broad read or did costly work")
    func rowContentFindings() throws {
        let harness = try Harness(
            Self.shelf + """
                @Observable final class Marks {
                    var starred: [Int] = []
                }
                struct ShelfView: View {
                    let shelf: Shelf
                    let marks: Marks
                    var body: some View {
                        VStack {
                            ForEach(shelf.items) { item in
                                Text(marks.starred.contains(item.id) ? "★ \\(item.name)" : item.name)
                            }
                        }
                    }
                }
                struct PriceList: View {
                    let shelf: Shelf
                    var body: some View {
                        VStack {
                            ForEach(shelf.items) { item in
                                Text(NumberFormatter().string(for: item.id) ?? "")
                                    .bold(item.name == "B")
                            }
                        }
                    }
                }
                app {
                    let shelf = Shelf()
                    let marks = Marks()
                    ShelfView(shelf: shelf, marks: marks)
                    PriceList(shelf: shelf)
                }
                step "star one" {
                    marks.starred.append(2)
                    expect bodies == []
                    expect finding broad-observable-read on ShelfView
                }
                step "rename one" {
                    shelf.items[1].name = "B"
                    expect finding expensive-body on PriceList
                }
                """)
        harness.expectAllPassed()
        #expect(harness.steps[1].frames.flatMap(\.rowRuns).count == 4)
    }

    @Test("R2.7: a ForEach inside row content has row contents of its own, evaluated as part of the outer row's run")
    func nestedRowContents() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Cell: Identifiable {
                let id: Int
                var value = 0
                init(id: Int) { self.id = id }
            }
            @Observable final class Section: Identifiable {
                let id: Int
                var title = "s"
                var cells: [Cell]
                init(id: Int) {
                    self.id = id
                    cells = (1...2).map { Cell(id: $0 + id * 10) }
                }
            }
            @Observable final class Store {
                var sections: [Section] = (1...2).map { Section(id: $0) }
            }
            struct Board: View {
                let store: Store
                var body: some View {
                    VStack {
                        ForEach(store.sections) { section in
                            Text(section.title)
                            ForEach(section.cells) { cell in
                                Text("\\(cell.value)")
                            }
                        }
                    }
                }
            }
            app {
                let store = Store()
                Board(store: store)
            }
            step "inner" {
                store.sections[1].cells[0].value = 5
                expect bodies == []
            }
            step "outer" {
                store.sections[0].title = "S"
                expect bodies == []
            }
            step "inner after outer" {
                store.sections[0].cells[1].value = 7
                expect bodies == []
            }
            """)
        harness.expectAllPassed()
        // An inner row is named by the outer row it is in, then its own id (section 2, cell 21).
        #expect(harness.steps[1].frames.flatMap(\.rowRuns).map(\.displayName) == ["ForEach row content [2][21]"])
        // The inner rows are rebuilt with the outer row: one run, not three.
        #expect(harness.steps[2].frames.flatMap(\.rowRuns).map(\.displayName) == ["ForEach row content [1]"])
        // The rebuilt inner rows track their reads again.
        #expect(harness.steps[3].frames.flatMap(\.rowRuns).map(\.displayName) == ["ForEach row content [1][12]"])
    }
}
