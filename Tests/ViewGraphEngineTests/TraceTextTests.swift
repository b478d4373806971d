import Testing
import ViewGraphEngine

/// Trace text is formatted when a report reads it, not at the write (`TraceText`);
/// these check that what it shows is still the value at the write (in willSet, R4.4).
@Suite struct TraceTextTests {
    @Test("R4.4, R4.6: a recorded change shows the values at the write, though later writes change the property")
    func changesShowValuesAtTheWrite() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Store {
                var items: [Int] = []
            }
            struct Count: View {
                let store: Store
                var body: some View { Text("\\(store.items.count)") }
            }
            app {
                let store = Store()
                Count(store: store)
            }
            step "first" { store.items.append(1) }
            step "second" { store.items.append(2) }
            """)
        let first = try #require(harness.steps[1].allChanges.first)
        let second = try #require(harness.steps[2].allChanges.first)
        #expect(first.target == "Store.items")
        #expect((first.oldValue, first.newValue) == ("[]", "[1]"))
        #expect((second.oldValue, second.newValue) == ("[1]", "[1, 2]"))
        // The invalidation's explanation was formatted from the same snapshots.
        let reason = try #require(harness.steps[1].allRuns.first?.reasons.first)
        guard case .observable(_, _, _, let change) = reason else {
            Issue.record("expected an @Observable cause, got \(reason)")
            return
        }
        #expect(change.description == "[] → [1] (in-place: always notifies)")
    }

    @Test("R4.4: an object inside a recorded value shows as its type, so later changes to it cannot alter the text")
    func objectsInsideValuesShowAsTypes() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            final class Tag {
                var name = "a"
            }
            struct Entry {
                var tag: Tag
            }
            @Observable final class Store {
                var entry: Entry? = nil
            }
            struct Shown: View {
                let store: Store
                var body: some View { Text(store.entry == nil ? "none" : "some") }
            }
            app {
                let store = Store()
                let tag = Tag()
                Shown(store: store)
            }
            step "set" { store.entry = Entry(tag: tag) }
            step "rename" { tag.name = "b" }
            """)
        let change = try #require(harness.steps[1].allChanges.first)
        #expect(change.newValue == "Entry(tag: Tag)")
    }
}
