import Testing
import ViewGraphEngine

/// Containers that keep an escaping content closure and call it themselves
/// (`GeometryReader`, `ScrollViewReader`, `DisclosureGroup`): reads inside it belong to
/// that content, which runs again alone, not to the body that built the container (R2.7,
/// as a ForEach's content does). Scenarios/KNOWN-ENGINE-ISSUES.md, 180.
@Suite("R2.7: an escaping container's content has its own tracking")
struct EscapingContentTests {
    static let tank = """
        scenario "s" {}
        import SwiftUI

        @Observable final class Gauge {
            var level = 3
            var title = "Tank"
        }

        struct Bar: View {
            let width: Double
            var body: some View { Text("bar \\(Int(width))") }
        }

        struct TankView: View {
            @State private var gauge = Gauge()
            var body: some View {
                VStack {
                    Text(gauge.title)
                    GeometryReader { proxy in
                        Bar(width: proxy.size.width * Double(gauge.level) / 10)
                    }
                    Button("Fill") { gauge.level += 1 }
                    Button("Rename") { gauge.title = "Big tank" }
                }
            }
        }

        #Preview { TankView() }
        app { TankView() }
        step "fill" { tap Button("Fill") }
        step "rename" { tap Button("Rename") }
        """

    @Test("R2.7: a read inside GeometryReader's content runs that content, not the body around it")
    func geometryReaderContentRunsAlone() throws {
        let harness = try Harness(Self.tank)
        #expect(harness.bodies(1) == ["Bar"])
        let rows = harness.steps[1].frames.flatMap(\.rowRuns)
        #expect(rows.map(\.displayName) == ["GeometryReader content"])
        #expect(rows.map(\.owner.displayName) == ["TankView"])
        #expect(rows.first?.reads.map(\.propertyName) == ["level"])
        // The body reads the title: it runs and builds the content again with it (a new
        // closure, R2.4); Bar's inputs are equal, so it is only checked (R2.1).
        #expect(harness.bodies(2) == ["TankView"])
        #expect(harness.checked(2) == ["Bar"])
    }

    @Test("R2.7: ScrollViewReader's content reads the list; adding a row runs the content alone")
    func scrollViewReaderContent() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            import SwiftUI
            @Observable final class Feed { var posts = ["a", "b"]; var filter = "" }
            struct FeedView: View {
                @State private var feed = Feed()
                var body: some View {
                    Text("Filter: \\(feed.filter)")
                    ScrollViewReader { proxy in
                        List {
                            ForEach(feed.posts, id: \\.self) { post in Text(post) }
                            Button("Post") { feed.posts.append("c"); proxy.scrollTo("c") }
                        }
                    }
                }
            }
            app { FeedView() }
            step "post" { tap Button("Post") }
            """)
        #expect(harness.bodies(1).isEmpty)
        let rows = harness.steps[1].frames.flatMap(\.rowRuns)
        #expect(rows.map(\.displayName) == ["ScrollViewReader content"])
        #expect(rows.first?.redrawn == true)
        #expect(rows.first?.outputChange?.contains("+ Text(\"c\")") == true)
    }

    @Test("R2.7: inside ForEach rows, each row's GeometryReader content is its own; a DisclosureGroup's content too")
    func contentsInsideRows() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            import SwiftUI
            @Observable final class Store { var counts = [1: 0, 2: 0]; var notes = "none" }
            struct Row: View {
                let id: Int
                let store: Store
                @State private var open = false
                var body: some View {
                    HStack {
                        Text("row \\(id)")
                        GeometryReader { _ in Text("count \\(store.counts[id] ?? 0)") }
                        DisclosureGroup("More", isExpanded: $open) { Text(store.notes) }
                    }
                }
            }
            struct Board: View {
                @State private var store = Store()
                var body: some View {
                    ForEach([1, 2], id: \\.self) { id in Row(id: id, store: store) }
                    Button("Bump") { store.counts[2, default: 0] += 1 }
                    Button("Note") { store.notes = "hello" }
                }
            }
            app { Board() }
            step "bump" { tap Button("Bump") }
            step "open" { tap Row[2]/DisclosureGroup("More") }
            step "note" { tap Button("Note") }
            """)
        // The whole dictionary is one stored property (R4.1): both rows' contents run;
        // only the second shows anything new.
        #expect(harness.bodies(1).isEmpty)
        let bumped = harness.steps[1].frames.flatMap(\.rowRuns)
        #expect(
            bumped.map { "\($0.displayName) in \($0.owner.displayName)" } == [
                "GeometryReader content in Row[1]", "GeometryReader content in Row[2]",
            ])
        #expect(bumped.map(\.redrawn) == [false, true])
        // The expansion is state the Row's body reads (R6.4): the body runs and the
        // content is built after it, as part of that run.
        #expect(harness.bodies(2) == ["Row[2]"])
        #expect(harness.steps[2].frames.flatMap(\.rowRuns).isEmpty)
        // Only the expanded group built its content, so only it read the notes.
        #expect(harness.bodies(3).isEmpty)
        #expect(
            harness.steps[3].frames.flatMap(\.rowRuns).map { "\($0.displayName) in \($0.owner.displayName)" } == [
                "DisclosureGroup content in Row[2]"
            ])
    }

    @Test("R2.1, R2.4: row contents that ran alone leave the presenter's sheet host unrun")
    func presentationHostNotRebuilt() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            import SwiftUI
            @Observable final class Model { var items = [1, 2]; var label = "x"; var showing = false }
            struct Detail: View {
                let model: Model
                var body: some View { Text("items: \\(model.items.count)") }
            }
            struct Screen: View {
                @State private var model = Model()
                var body: some View {
                    List(model.items, id: \\.self) { n in Text("\\(n) \\(model.label)") }
                        .sheet(isPresented: $model.showing) { Detail(model: model) }
                    Button("Show") { model.showing = true }
                }
            }
            app { Screen() }
            step "show" { tap Button("Show") }
            step "relabel" { Screen.model.label = "y" }
            """)
        #expect(harness.steps[2].frames.flatMap(\.rowRuns).count == 2)
        // The sheet's host was not built again, so its content was not compared: Detail
        // is neither run nor checked, and no presentation changed.
        #expect(harness.bodies(2).isEmpty)
        #expect(harness.checked(2).isEmpty)
        #expect(harness.steps[2].frames.flatMap(\.presentations).isEmpty)
    }
}
