import Testing
import ViewGraphDiagnostics
import ViewGraphTestSupport

@testable import ViewGraphSyntax

// The checker: the file's structure, views' bodies, attributes and property wrappers.

@Suite("Checker: structure and attributes")
struct CheckerStructureTests {
    @Test func missingBlocks() {
        assertCheck(
            """
            // Scenario blocks without 'app' (the 'scenario' block is optional: the file's name is the title).
            1️⃣struct A {
            }
            step "s" {
            }
            """,
            [("1️⃣", "missing 'app' block")])
        // A plain Swift file needs something to show: a preview, an App or an 'app' block.
        let nothing = "nothing to show: this file has no preview, no App and no 'app' block"
        assertCheck("// Plain Swift.\n1️⃣struct A {\n}\n", [("1️⃣", nothing)])
        assertCheck("1️⃣", [("1️⃣", nothing)])
    }

    @Test func oneScenarioAndOneApp() {
        assertCheck(
            """
            scenario "A" {
            }

            1️⃣scenario "B" {
            }

            app {
                EmptyView()
            }

            2️⃣app {
                EmptyView()
            }
            """,
            [
                ("1️⃣", "a file has only one 'scenario' block"),
                ("2️⃣", "a file has only one 'app' block outside variants"),
            ])
    }

    @Test func viewsNeedABody() {
        assertCheck(
            scenario(
                """
                struct 1️⃣Empty: View {
                    let title: String
                }

                struct Method: View {
                    func 2️⃣body() -> some View { Text("x") }
                }

                struct Split: View {
                }

                extension Split {
                    var body: some View { Text("split") }
                }
                """),
            [
                ("1️⃣", "view 'Empty' has no 'body' property"),
                ("2️⃣", "'body' of view 'Method' must be a property, not a method"),
            ])
    }

    @Test func propertyWrappersWhereTheyMeanSomething() {
        assertCheck(
            scenario(
                """
                final class Store {
                    1️⃣@State var count = 0
                    2️⃣@Published var items: [Int] = []
                }

                @Observable
                final class Model {
                    3️⃣@Published var count = 0
                    @ObservationIgnored var cache = 0
                }

                final class Legacy: ObservableObject {
                    @Published var count = 0
                    4️⃣@ObservationIgnored var cache = 0
                }

                struct Plain {
                    5️⃣@Entry var key = 0
                    6️⃣@Stat var count = 0
                    7️⃣@Observable var flag = false
                }

                8️⃣@State
                struct Screen: View {
                    @State private var count = 0
                    @Environment(Model.self) private var model
                    var body: some View {
                        @Bindable var bindable = model
                        9️⃣@State var local = 0
                        Text("\\(count)")
                    }
                }

                @MainActor 🔟@Obsevable
                final class Other {
                }
                """),
            [
                ("1️⃣", "property wrapper '@State' cannot be used in class 'Store'"),
                ("2️⃣", "property wrapper '@Published' cannot be used in class 'Store'"),
                ("3️⃣", "property wrapper '@Published' cannot be used in class 'Model'"),
                ("4️⃣", "property wrapper '@ObservationIgnored' cannot be used in class 'Legacy'"),
                ("5️⃣", "property wrapper '@Entry' cannot be used in struct 'Plain'"),
                ("6️⃣", "unknown property wrapper '@Stat'; did you mean '@State'?"),
                ("7️⃣", "'@Observable' can only be applied to a class"),
                ("8️⃣", "property wrapper '@State' can only be applied to a property"),
                ("9️⃣", "property wrapper '@State' cannot be used on a local variable"),
                ("🔟", "unknown attribute '@Obsevable'; did you mean '@Observable'?"),
            ])
    }

    @Test func wrapperNotesSayWhereItIsAllowed() throws {
        let (_, diagnostics) = checkDiagnostics(
            scenario("@Observable\nfinal class Model {\n    @Published var count = 0\n}\n"))
        let diagnostic = try #require(diagnostics.first)
        #expect(
            diagnostic.notes.map(\.message) == [
                "'@Published' is allowed only on a stored property of a class that conforms to 'ObservableObject'",
                "'Model' is '@Observable': its stored properties are observed without '@Published'",
            ])
    }

    @Test func unsupportedAttribute() throws {
        let (described, diagnostics) = checkDiagnostics(scenario("struct A {\n    @objc func f() {}\n}\n"))
        #expect(described == ["5:5: '@objc' is a standard-library attribute that ViewGraph does not simulate yet"])
        #expect(diagnostics.first?.group == .unsupported)
    }
}
