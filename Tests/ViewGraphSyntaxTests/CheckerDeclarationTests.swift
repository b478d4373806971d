import Testing
import ViewGraphDiagnostics
import ViewGraphTestSupport

@testable import ViewGraphSyntax

// The checker: declarations, environment keys, redeclarations and variants.

@Suite("Checker: declarations and variants")
struct CheckerDeclarationTests {
    @Test func extensionsNestedTypesAndEnvironmentKeysAreKnown() {
        assertClean(
            scenario(
                """
                extension EnvironmentValues {
                    @Entry var accent: Int = 0
                }

                struct Trail: Identifiable {
                    let id: Int
                    struct Stats {
                        var meters = 0
                    }
                    var stats = Stats()
                }

                extension Trail {
                    var label: String { "Trail \\(id) \\(kilometers)" }
                    static let sample = Trail(id: 1)
                }

                extension Trail {
                    var kilometers: Int { stats.meters / 1000 }
                }

                func describe(_ trail: Trail) -> String { trail.label }

                struct Row: View {
                    @Environment(\\.accent) private var accent
                    @Environment(\\.colorScheme) private var colorScheme
                    let trail: Trail.Stats

                    var body: some View {
                        Text(describe(Trail.sample))
                            .environment(\\.accent, accent + 1)
                    }
                }
                """))
    }

    @Test func unknownEnvironmentKey() {
        assertCheck(
            scenario(
                """
                extension EnvironmentValues {
                    @Entry var tick: Int = 0
                }

                struct Row: View {
                    @Environment(\\.1️⃣tik) private var tick
                    var body: some View { Text("x").environment(\\.2️⃣zzzzzz, 1) }
                }
                """),
            [
                ("1️⃣", "unknown environment key 'tik'; did you mean 'tick'?"),
                ("2️⃣", "unknown environment key 'zzzzzz'"),
            ])
    }

    @Test func unknownTypesInAnnotationsConformancesAndExtensions() {
        assertCheck(
            scenario(
                """
                struct Trail: 1️⃣Identifable {
                    let id: Int
                    let next: 2️⃣Trial?
                    let all: [String: 3️⃣Trial]
                }

                extension 4️⃣Trial {
                }
                """),
            [
                ("1️⃣", "cannot find type 'Identifable' in scope; did you mean 'Identifiable'?"),
                ("2️⃣", "cannot find type 'Trial' in scope; did you mean 'Trail'?"),
                ("3️⃣", "cannot find type 'Trial' in scope; did you mean 'Trail'?"),
                ("4️⃣", "cannot find type 'Trial' in scope; did you mean 'Trail'?"),
            ])
    }

    @Test func redeclarations() {
        assertCheck(
            scenario(
                """
                struct Trail {
                    let id: Int
                    var 1️⃣id: Int
                }

                struct 2️⃣Trail {
                }
                """),
            [
                ("1️⃣", "invalid redeclaration of 'id'"),
                ("2️⃣", "invalid redeclaration of 'Trail'"),
            ])
    }

    static let variantBase = """
        scenario "Variants" {
        }

        struct Row: View {
            var body: some View { Text("row") }
        }

        app {
            Row()
        }

        step "Tap the row" {
            let local = 1
            tap Row
        }

        """

    @Test func variantsRedeclareAndExtendEachOther() {
        assertClean(
            Self.variantBase + """
                variant "models" {
                    @Observable
                    final class RowModel {
                        var count = 0
                    }

                    struct Row: View {
                        @State private var model = RowModel()
                        var body: some View { Text("\\(model.count)") }
                    }

                    expect "Tap the row" Row.model.count == local
                }

                variant "more" extends "models" {
                    struct Extra: View {
                        let model: RowModel
                        var body: some View { Row() }
                    }

                    app {
                        let shared = RowModel()
                        Extra(model: shared)
                    }

                    expect "Tap the row" bodies == [Extra, Row]
                    expect "Tap the row" shared.count == 0
                }

                variant "from-base" extends "base" {
                }
                """)
    }

    @Test func variantErrors() {
        assertCheck(
            Self.variantBase + """
                variant "models" {
                    @Observable
                    final class RowModel {
                        var count = 0
                    }
                }

                variant "other" extends 1️⃣"modles" {
                    struct Extra: View {
                        let model: 2️⃣RowModel
                        var body: some View { Text("x") }
                    }
                    expect 3️⃣"Tap the rwo" bodies == [Extra]
                    expect 4️⃣"Something else" no findings
                }

                variant 5️⃣"models" {
                }

                variant "a" extends 6️⃣"b" {
                }

                variant "b" extends 7️⃣"a" {
                }
                """,
            [
                ("1️⃣", "cannot find variant 'modles'; did you mean 'models'?"),
                ("2️⃣", "cannot find type 'RowModel' in scope"),
                ("3️⃣", "cannot find step 'Tap the rwo'; did you mean 'Tap the row'?"),
                ("4️⃣", "cannot find step 'Something else'"),
                ("5️⃣", "duplicate variant name 'models'"),
                ("6️⃣", "variant 'a' extends itself"),
                ("7️⃣", "variant 'b' extends itself"),
            ])
    }

    @Test func unknownStepNoteListsTheSteps() throws {
        let (_, diagnostics) = checkDiagnostics(
            Self.variantBase + "variant \"v\" {\n    expect \"Nope\" no findings\n}\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "cannot find step 'Nope'")
        #expect(diagnostic.notes.map(\.message) == ["the steps are 'Tap the row'"])
        #expect(diagnostic.group == .expectations)
    }
}
