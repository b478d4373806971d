import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// `ForEach(items)` without `id:` takes each row's identity from its element's `id`, which
/// Swift allows only for Identifiable elements (R1.4).
@Suite("ForEach identity: Identifiable elements")
struct ForEachIdentityTests {
    @Test("`ForEach` over elements of a type that is not Identifiable stops the render, even with an `id` (R1.4)")
    func forEachNeedsIdentifiableElements() throws {
        let error = simulationError(
            """
            scenario "s" {}
            struct Item { let id: Int; var name: String }
            struct ListView: View {
                var visible: [Item] { [Item(id: 1, name: "a")] }
                var body: some View {
                    VStack { ForEach(visible) { Text($0.name) } }
                }
            }
            app { ListView() }
            """)
        #expect(
            error?.message
                == "referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Item' conform to 'Identifiable'"
        )
    }
}
