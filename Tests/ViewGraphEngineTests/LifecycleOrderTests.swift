import Testing
import ViewGraphEngine

/// R10.1: when several of one view's `.onDisappear` modifiers go in the same update,
/// their actions run in the order the modifiers stood in the view's output (tree
/// order), whatever the rows are keyed by. Keys that are objects have no order of their
/// own (their text holds an address), and numbers compared as text would put row 10
/// before row 2.
@Suite("Lifecycle actions that end together run in tree order (R10.1)")
struct LifecycleOrderTests {
    static func scenario(idClause: String) -> String {
        """
        scenario "s" {}

        @Observable
        final class Item: Identifiable {
            let number: Int
            var name: String { "item \\(number)" }
            init(number: Int) { self.number = number }
        }

        @Observable
        final class Store {
            var items: [Item] = (1...12).map { Item(number: $0) }
        }

        struct Inbox: View {
            let store: Store
            var body: some View {
                VStack {
                    ForEach(store.items\(idClause)) { item in
                        Text(item.name)
                            .onDisappear { print("disappear \\(item.name)") }
                    }
                }
            }
        }

        app {
            let store = Store()
            Inbox(store: store)
        }

        step "clear" {
            store.items = []
            expect bodies == [Inbox]
        }
        """
    }

    static let expected = (1...12).map { "disappear item \($0)" }

    @Test("R10.1: rows keyed by the objects themselves disappear in tree order")
    func objectKeyedRows() throws {
        let harness = try Harness(Self.scenario(idClause: ", id: \\.self"))
        harness.expectAllPassed()
        #expect(harness.steps[1].printed == Self.expected)
    }

    @Test("R10.1, R1.4: rows keyed by an Identifiable class's default id (ObjectIdentifier) disappear in tree order")
    func defaultObjectIDRows() throws {
        let harness = try Harness(Self.scenario(idClause: ""))
        harness.expectAllPassed()
        #expect(harness.steps[1].printed == Self.expected)
    }

    @Test("R10.1: rows keyed by numbers disappear in tree order, row 10 after row 9")
    func numberKeyedRows() throws {
        let harness = try Harness(Self.scenario(idClause: ", id: \\.number"))
        harness.expectAllPassed()
        #expect(harness.steps[1].printed == Self.expected)
    }
}
