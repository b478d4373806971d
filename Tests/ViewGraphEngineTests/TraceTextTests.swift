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

    @Test("R4.4: an object inside a recorded value shows as its instance (Tag#1): later changes cannot alter the text")
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
        #expect(change.newValue == "Entry(tag: Tag#1)")
    }

    @Test("A trace keeps only what brief text can show of a value, and shows the same text")
    func snapshotsShowTheSameBriefText() {
        let numbers = Value.array((0..<10_000).map { .int($0) })
        let words = Value.array((0..<30).map { .string(String(repeating: "w", count: $0)) })
        let nested = Value.array((0..<20).map { row in .array((0..<20).map { .int(row * 20 + $0) }) })
        var pairs = OrderedDictionary()
        for key in 0..<50 { pairs[.int(key)] = .array((0..<key).map { .int($0) }) }
        let long = Value.string(String(repeating: "é", count: 5_000))
        let empties = Value.array(Array(repeating: .array([]), count: 40))
        let zeros = Value.array(Array(repeating: .int(0), count: 17))
        for value in [numbers, words, nested, .dictionary(pairs), long, empties, zeros, .array([.int(1), .int(2)])] {
            let snapshot = ValueFormatting.briefSnapshot(value)
            #expect(ValueFormatting.brief(snapshot) == ValueFormatting.brief(value))
        }
        guard case .array(let kept) = ValueFormatting.briefSnapshot(numbers) else {
            Issue.record("a snapshot of an array is an array")
            return
        }
        #expect(kept.count == 16)
    }
}
