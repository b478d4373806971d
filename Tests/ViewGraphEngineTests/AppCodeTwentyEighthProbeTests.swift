import Testing
import ViewGraphEngine

/// What the twenty-eighth probe's app files left: standard-library and Foundation calls
/// that passed `check` and stopped `run`, and a REF to a List row the List has not built.
/// Expected lines are this toolchain's `swiftc` output.
@Suite("App code: the twenty-eighth probe's leftovers")
struct AppCodeTwentyEighthProbeTests {
    @Test("String(_:radix:uppercase:) as Swift formats it")
    func radixUppercase() throws {
        let printed = try printedByStep(
            """
            print(String(255, radix: 16, uppercase: true))
            print(String(-255, radix: 16, uppercase: false))
            print(String(5, radix: 2))
            """)
        #expect(printed == ["FF", "-ff", "101"])
    }

    @Test("NSLocalizedString gives the key, or the value given, as Foundation does for a key in no table")
    func localizedStrings() throws {
        let printed = try printedByStep(
            """
            print(NSLocalizedString("Save", comment: "button"))
            print(NSLocalizedString("Save", value: "Keep", comment: "button"))
            print(NSLocalizedString("Save", tableName: "Buttons", value: "", comment: "button"))
            """)
        #expect(printed == ["Save", "Keep", "Save"])
    }

    static let longList = """
        scenario "s" {}
        @Observable final class Store {
            var items = Array(0..<60)
            var tapped = -1
        }
        struct RowView: View {
            let n: Int
            let store: Store
            var body: some View {
                Button("Row \\(n)") { store.tapped = n }
            }
        }
        struct ListScreen: View {
            let store: Store
            var body: some View {
                List(store.items, id: \\.self) { n in
                    RowView(n: n, store: store)
                }
            }
        }
        app { ListScreen(store: Store()) }

        """

    @Test("a REF to a row a List has not built says so and names the scroll that builds it (R8.1)")
    func unbuiltRowReference() throws {
        let error = simulationError(Self.longList + "step \"tap\" {\n    tap RowView[50]\n}\n")
        #expect(
            error?.message
                == "'RowView[50]' is not built: it is row 50 of ListScreen's List, outside the rows it has built (a lazy container builds the rows near its window, R8.1)"
        )
        #expect(
            error?.notes.map(\.message) == [
                "write 'scroll ListScreen/List to 50' first: the rows that come into the window are built"
            ])
        // After the scroll the row is built, and the tap runs its button's action.
        let harness = try Harness(
            Self.longList
                + "step \"tap\" {\n    scroll ListScreen/List to 50\n    tap RowView[50]\n    expect ListScreen.store.tapped == 50\n}\n"
        )
        #expect(harness.steps.count == 2)
    }
}
