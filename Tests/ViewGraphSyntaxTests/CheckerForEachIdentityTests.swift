import Testing

@testable import ViewGraphSyntax

/// `ForEach(items)` without `id:` needs Identifiable elements; `check` reports a scenario
/// type that is not, where a declaration says the element type (R1.4: a ForEach row's
/// identity is its element's id).
@Suite("Checker: ForEach needs Identifiable elements")
struct CheckerForEachIdentityTests {
    @Test("an element type without Identifiable is reported; by itself, an extension or a protocol it conforms")
    func elementsMustBeIdentifiable() {
        let message =
            "referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Item' conform to 'Identifiable'"
        assertCheck(
            scenario(
                """
                struct Item { let id: Int; var name: String }
                struct Tag: Identifiable { let id: Int }
                protocol Entity: Identifiable {}
                struct Thing: Entity { let id: Int }
                struct Other { let id: Int }
                extension Other: Identifiable {}
                @Observable final class Shelf {
                    var items = [Item]()
                }
                struct ShelfView: View {
                    let items: [Item]
                    let shelf: Shelf
                    var tags = [Tag]()
                    var things: [Thing] = []
                    var others = [Other(id: 1)]
                    var body: some View {
                        VStack {
                            ForEach(1️⃣items) { Text($0.name) }
                            ForEach(2️⃣shelf.items) { Text($0.name) }
                            ForEach(items, id: \\.id) { Text($0.name) }
                            ForEach(tags) { Text("\\($0.id)") }
                            ForEach(things) { Text("\\($0.id)") }
                            ForEach(others) { Text("\\($0.id)") }
                        }
                    }
                }
                app {
                    let items = [Item(id: 1, name: "a")]
                    ShelfView(items: items, shelf: Shelf())
                    ForEach(3️⃣items) { Text($0.name) }
                }
                """),
            [("1️⃣", message), ("2️⃣", message), ("3️⃣", message)])
    }
}
