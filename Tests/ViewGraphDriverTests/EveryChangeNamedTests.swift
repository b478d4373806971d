import Foundation
import Testing
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports

/// A view that ran for several changes at once is reported with all of them, not the
/// first one only: several `@Published` sets before the next frame are one
/// invalidation of each subscriber (R0.2, R3.2, R3.3), and a parent's new value can
/// differ from the last in several inputs (R2.1, R2.3).
struct EveryChangeNamedTests {
    /// The scenario loaded (no errors) and run, every `expect` in it passed.
    static func run(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ScenarioRun {
        let run = try ReportTruthRestTests.scenario(text).run(variant: nil)
        #expect(
            run.failedExpectations.isEmpty, "\(run.failedExpectations.map { $0.failure?.message ?? "" })",
            sourceLocation: sourceLocation)
        return run
    }

    static let profile = """
        scenario "Two @Published sets in one step" {}
        final class Profile: ObservableObject {
            @Published var name = "Ann"
            @Published var age = 30
            @Published var city = "Oslo"
        }
        struct Summary: View {
            @ObservedObject var profile: Profile
            var body: some View { Text("\\(profile.name), \\(profile.age)") }
        }
        struct City: View {
            @ObservedObject var profile: Profile
            var body: some View { Text(profile.city) }
        }
        struct AgeOnly: View {
            @ObservedObject var profile: Profile
            var body: some View { Text("\\(profile.age)") }
        }
        app {
            let profile = Profile()
            VStack {
                Summary(profile: profile)
                City(profile: profile)
                AgeOnly(profile: profile)
            }
        }
        step "rename and age" {
            profile.name = "Bo"
            profile.age = 31
            expect bodies == [Summary, City, AgeOnly]
        }
        """

    @Test("R0.2, R3.2: one run per subscriber, its cause naming both properties the step set")
    func causeNamesEveryPublishedProperty() throws {
        let run = try Self.run(Self.profile)
        let step = try #require(run.steps.last)
        let reasons = step.allRuns.map { ($0.node.displayName, $0.reasons) }
        for (name, causes) in reasons {
            #expect(causes.count == 1, "\(name) ran for \(causes.count) causes")
            guard case .objectWillChange(_, _, let properties, let readIt)? = causes.first else {
                Issue.record("\(name) did not run for objectWillChange")
                continue
            }
            #expect(properties == ["name", "age"])
            // AgeOnly read one of the two: it read what changed; City read neither.
            #expect(readIt == (name != "City"), "\(name)")
        }
        let simulation = try #require(run.simulation)
        let card = StepCard.render(step, of: 1, simulation: simulation)
        #expect(card.contains("Profile.objectWillChange (name, age changed; this view read none of them)"))
        #expect(card.contains("1 view re-ran for Profile.name, Profile.age, which it never read"))
        let city = try #require(step.allRuns.first { $0.node.displayName == "City" }?.node)
        // The report wraps its paragraphs; the words are compared on one line.
        let why = WhyReport.why(city, step: step, of: 1, simulation: simulation)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(why.contains("@Published Profile.name, Profile.age were set"))
        #expect(why.contains("never read name or age"))
    }

    static let badge = """
        scenario "Two inputs change" {}
        struct Badge: View {
            let title: String
            let count: Int
            let tint: String
            var body: some View { Text("\\(title) \\(count) \\(tint)") }
        }
        struct Screen: View {
            @State private var n = 0
            var body: some View {
                VStack {
                    Button("Add") { n += 1 }
                    Badge(title: "Inbox \\(n)", count: n, tint: "blue")
                }
            }
        }
        app { Screen() }
        step "add" {
            tap Screen/Button("Add")
            expect bodies == [Screen, Badge]
        }
        """

    @Test("R2.1, R2.3: a @self run names every input that differs, the first as its field")
    func selfNamesEveryDifferingInput() throws {
        let run = try Self.run(Self.badge)
        let step = try #require(run.steps.last)
        let badge = try #require(step.allRuns.first { $0.node.displayName == "Badge" })
        guard case .inputChanged(let field, _, let others)? = badge.reasons.first else {
            Issue.record("Badge did not run for @self: \(badge.reasons)")
            return
        }
        #expect(field == "title")
        #expect(others.map(\.field) == ["count"])
        let simulation = try #require(run.simulation)
        let card = StepCard.render(step, of: 1, simulation: simulation)
        #expect(card.contains(#"@self  input 'title' changed: "Inbox 0" → "Inbox 1"; also 'count' 0 → 1"#))
        let why = WhyReport.why(badge.node, step: step, of: 1, simulation: simulation)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(why.contains("Another input differs too: 'count' 0 → 1."))
    }

    static let seeds = """
        scenario "Three appends in one action" {}
        struct Habit: Identifiable {
            let id: Int
            var title = "Read twenty pages before breakfast"
            var days: [Int] = []
        }
        struct Row: View {
            let habit: Habit
            var body: some View { Text("\\(habit.days.count) days") }
        }
        struct Habits: View {
            @State private var habits = [Habit(id: 1)]
            var body: some View {
                VStack {
                    ForEach(habits) { Row(habit: $0) }
                    Button("Seed") { for day in 1...3 { habits[0].days.append(day) } }
                }
            }
        }
        app { Habits() }
        step "seed" {
            tap Habits/Button("Seed")
            expect bodies == [Habits, Row[1]]
        }
        """

    @Test("R0.2, R2.3: three writes before a run name all three; a long input difference says there is more")
    func severalWritesAndLongDifferences() throws {
        let run = try Self.run(Self.seeds)
        let simulation = try #require(run.simulation)
        let card = StepCard.render(run.steps[1], of: 1, simulation: simulation)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            card.contains(
                "@State 3 writes: [0].days[0] inserted 1; [0].days[1] inserted 2; [0].days[2] inserted 3"))
        #expect(card.contains("input 'habit' changed: days: [] → [1, 2, 3]"))
    }

    @Test("R2.3: an input that differs in more places than the card lists says so")
    func longDifferencesSayThereIsMore() throws {
        let text = """
            scenario "Three fields change" {}
            struct Settings: Equatable {
                var fontName = "Helvetica Neue Condensed Bold"
                var size = 12
                var weight = 400
                var spacing = 1
            }
            struct Preview: View {
                let settings: Settings
                var body: some View { Text("\\(settings.size)") }
            }
            struct Editor: View {
                @State private var settings = Settings()
                var body: some View {
                    VStack {
                        Button("Bigger") {
                            settings.size += 2
                            settings.weight += 100
                            settings.spacing += 1
                        }
                        Preview(settings: settings)
                    }
                }
            }
            app { Editor() }
            step "bigger" {
                tap Editor/Button("Bigger")
            }
            """
        let run = try ReportTruthRestTests.scenario(text).run(variant: nil)
        let simulation = try #require(run.simulation)
        let card = StepCard.render(run.steps[1], of: 1, simulation: simulation)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(card.contains("input 'settings' changed: .size 12 → 14, .weight 400 → 500, and more"), "\(card)")
    }

    @Test("R1.2, R0.4: views of two branches are not paired as one changed in place; a view after an if keeps its line")
    func screenChangesFollowBranches() throws {
        // A switch to another branch: its views are new and the old ones went (R1.2).
        let branch = ScreenChange.between(
            old: ["branch 1", "  Form", "    Button(\"Sign in\")"], oldRows: [],
            new: ["branch 0", "  VStack", "    Text(\"Welcome\")", "    Button(\"Sign out\")"], newRows: [])
        #expect(branch.changedTexts.isEmpty)
        #expect(branch.appeared.contains(#"Button("Sign out")"#))
        #expect(branch.disappeared.contains(#"Button("Sign in")"#))
        // The same count of lines in the other branch: still no pairing across it.
        let sameCount = ScreenChange.between(
            old: ["branch 1", "  Text(\"Loading\")"], oldRows: [], new: ["branch 0", "  Text(\"Ready\")"],
            newRows: [])
        #expect(sameCount.changedTexts.isEmpty)
        #expect(sameCount.description == #"+ Text("Ready"), − Text("Loading")"#)
        // A row an `if` inserts before a row of the same kind: that row is inserted, and the
        // one after it changed its value (paired by its title).
        let inserted = ScreenChange.between(
            old: [
                "List", "  LabeledContent(\"Subtotal\", value: \"10\")", "  LabeledContent(\"Total\", value: \"10\")",
            ],
            oldRows: [],
            new: [
                "List", "  LabeledContent(\"Subtotal\", value: \"10\")", "  branch 0",
                "    LabeledContent(\"Discount\", value: \"1\")", "  LabeledContent(\"Total\", value: \"9\")",
            ], newRows: [])
        #expect(inserted.changedTexts.map(\.new) == [#"LabeledContent("Total", value: "9")"#])
        #expect(inserted.appeared == [#"LabeledContent("Discount", value: "1")"#])
    }

    @Test("R0.7: a change to a screen a pushed screen covers is said to be not visible until the pop")
    func changesUnderAPushedScreenAreNotVisible() throws {
        let text = """
            scenario "Covered by a push" {}
            @Observable
            final class Store {
                var count = 0
            }
            struct Detail: View {
                let store: Store
                var body: some View {
                    VStack {
                        Text("Detail \\(store.count)")
                        Button("Add") { store.count += 1 }
                    }
                }
            }
            struct Home: View {
                let store: Store
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("Home \\(store.count)")
                            NavigationLink("Open") { Detail(store: store) }
                        }
                    }
                }
            }
            app {
                let store = Store()
                Home(store: store)
            }
            step "add before the push" {
                store.count += 1
            }
            step "open" {
                tap Home/NavigationLink("Open")
            }
            step "add" {
                tap Detail/Button("Add")
                expect bodies == [Home, Detail[0]]
            }
            """
        let run = try Self.run(text)
        let before = try #require(run.steps[1].allRuns.first { $0.node.displayName == "Home" })
        #expect(before.outputChange == #"Text("Home 0") → Text("Home 1")"#)
        let covered = try #require(run.steps[3].allRuns.first { $0.node.displayName == "Home" })
        #expect(
            covered.outputChange
                == #"under a pushed screen, not visible until it is popped: Text("Home 1") → Text("Home 2")"#)
        let front = try #require(run.steps[3].allRuns.first { $0.node.displayName == "Detail[0]" })
        #expect(front.outputChange == #"Text("Detail 1") → Text("Detail 2")"#)
    }
}
