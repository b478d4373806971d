import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// What the thirty-second probe left and the thirty-third found.
@Suite("App code: the thirty-third probe")
struct AppCodeThirtyThirdProbeTests {
    @Test("a Date prints as Foundation's description: UTC, to the whole second")
    func datePrintsAsFoundationDoes() throws {
        let printed = try printedByStep(
            "show()",
            declarations: """
                func show() {
                    let start = Date(timeIntervalSince1970: 86_400)
                    print(start)
                    print("began \\(start)")
                    print([Date.now, Date.now.addingTimeInterval(1.7)])
                }
                """)
        #expect(
            printed == [
                "1970-01-02 00:00:00 +0000", "began 1970-01-02 00:00:00 +0000",
                "[2026-01-01 00:00:00 +0000, 2026-01-01 00:00:01 +0000]",
            ])
    }

    @Test("a method a range does not have is reported on the range's type, not on 'Array'")
    func unknownRangeMethodNamesTheRange() {
        let error = stepError("print((0..<5).frobnicate())")
        #expect(error?.message == "value of type 'Range<Int>' has no method 'frobnicate()' in scenarios")
    }

    @Test("R5.1, R5.2: a draft pushed up and handed back equal to the state is no state-init-churn")
    func draftHandedBackInSyncIsNoChurn() throws {
        let text = """
            scenario "draft" {}
            @Observable final class Settings { var level = 1 }
            struct Root: View {
                @State private var settings = Settings()
                var body: some View {
                    LevelEditor(initial: settings.level) { settings.level = $0 }
                }
            }
            struct LevelEditor: View {
                @State private var draft: Int
                let commit: (Int) -> Void
                init(initial: Int, commit: @escaping (Int) -> Void) {
                    _draft = State(initialValue: initial)
                    self.commit = commit
                }
                var body: some View {
                    Stepper("Level \\(draft)", value: $draft, in: 1...5)
                        .onChange(of: draft) { _, new in commit(new) }
                }
            }
            app { Root() }
            step "edit; the parent hands the same value back" { LevelEditor.draft = 3 }
            step "the parent passes another" { Root.settings.level = 5 }
            """
        let harness = try Harness(text)
        // Both runs of the editor compared unequal (R2.3); only the second left it stale.
        #expect(harness.steps[1].allRuns.contains { $0.node.type.name == "LevelEditor" })
        #expect(harness.findings(1).contains("state-init-churn") == false)
        #expect(harness.findings(2).contains("state-init-churn"))
    }

    @Test("Optional's map, not a String's or an Array's, for an optional reached through a subscript, ! or ?.")
    func optionalMapThroughSubscriptsAndUnwraps() throws {
        let printed = try printedByStep(
            "Log().show()",
            declarations: """
                struct Reading { var note: String?; var tags: [String]? }
                final class Log {
                    var readings = [Reading(note: "ab", tags: ["p", "q"])]
                    var typed: [Reading] = [Reading(note: nil, tags: nil)]
                    func show() {
                        print(readings[0].note.map { $0.uppercased() } ?? "-")
                        print(readings[0].tags.map { $0.count } ?? -1)
                        print(readings.first!.note.map { $0 + "!" } ?? "-")
                        print(readings.first?.note.map { $0 + "?" } ?? "-")
                        print(readings.compactMap { $0.note.map { $0.uppercased() } })
                        let local = readings[0].note
                        print(local.map { $0 + "." } ?? "-")
                        print(typed[0].note.map { $0.uppercased() } ?? "none")
                        print(readings[0].note?.map { $0.uppercased() } ?? [])
                    }
                }
                """)
        #expect(printed == ["AB", "2", "ab!", "ab?", "[\"AB\"]", "ab.", "none", "[\"A\", \"B\"]"])
    }

    @Test("variadic parameters: any number of arguments, the rest unlabeled, seen as an array")
    func variadicParameters() throws {
        let printed = try printedByStep(
            """
            print(sum(), sum(1), sum(1, 2, 3))
            print(tag("a"), tag("b", with: "x", "y"), tag("c", with: "z", upper: true))
            print(average(of: 1, 2, 4))
            print(Tally("p", "q").items, Tally().items.count)
            """,
            declarations: """
                struct Tally {
                    var items: [String]
                    init(_ items: String...) { self.items = items }
                }
                func sum(_ xs: Int...) -> Int { xs.reduce(0, +) }
                func tag(_ name: String, with labels: String..., upper: Bool = false) -> String {
                    let joined = labels.joined(separator: "+")
                    return upper ? (name + ":" + joined).uppercased() : name + ":" + joined
                }
                func average(of values: Double...) -> Double {
                    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
                }
                """)
        // As swiftc prints them.
        #expect(printed == ["0 1 6", "a: b:x+y C:Z", "2.3333333333333335", "[\"p\", \"q\"] 0"])
    }

    @Test("a control given its binding under another label stops at the call, as Swift does")
    func misnamedControlBindingStopsTheRender() {
        let error = simulationError(
            """
            scenario "labels" {}
            struct Root: View {
                @State private var on = false
                var body: some View {
                    Toggle("Wifi", on: Binding(get: { on }, set: { on = $0 }))
                }
            }
            app { Root() }
            """)
        #expect(error?.message == "incorrect argument label in call (have '_:on:', expected '_:isOn:')")
        #expect(error?.notes.map(\.message) == ["Toggle edits the binding it is given as 'isOn:'"])
    }
}
