import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the twenty-fifth probe (Scenarios/KNOWN-ENGINE-ISSUES.md, 178): a
/// child's `@Binding` read in its ForEach content, whatever the binding points to, and the
/// REFs `controls` lists for a view each row shows once, and the week-based calendar
/// components with `DateComponents` printed as Foundation prints it. Expected printed values
/// are what this toolchain's `swiftc` printed for the same code (UTC, Gregorian).
@Suite("SwiftUI app code: a @Binding read in ForEach content is the view's; REFs to a view in every row")
struct AppCodeTwentyFifthProbeTests {
    static let stars = """
        scenario "s" {}
        @Observable final class Movie { var rating = 0 }
        struct Stars: View {
            @Binding var rating: Int
            var body: some View {
                HStack {
                    ForEach(1...3, id: \\.self) { star in
                        Button(star <= rating ? "★" : "☆") { rating = star }
                    }
                }
            }
        }
        struct MovieRow: View {
            @Bindable var movie: Movie
            var body: some View { Stars(rating: $movie.rating) }
        }
        struct DraftRow: View {
            @State private var rating = 0
            var body: some View { Stars(rating: $rating) }
        }
        app {
            VStack {
                MovieRow(movie: Movie())
                DraftRow()
            }
        }
        """

    @Test("R2.7, R6.1: a @Binding to an @Observable property read in ForEach content runs the view's body")
    func bindingToObservableReadInRowsIsTheViews() throws {
        let harness = try Harness(
            Self.stars + """
                step "rate the movie" {
                    tap MovieRow/Stars/Button("☆")#2
                    expect bodies == [Stars]
                }
                step "rate it again" {
                    tap MovieRow/Stars/Button("★")#1
                    expect bodies == [Stars]
                }
                step "rate the draft" {
                    tap DraftRow/Stars/Button("☆")#3
                    expect bodies == [Stars]
                }
                """)
        harness.expectAllPassed()
        for step in harness.steps.dropFirst() {
            #expect(step.frames.allSatisfy { $0.rowRuns.isEmpty })
        }
    }

    @Test("R2.7, R4.1: a model read straight in ForEach content is still the row content's own")
    func observableReadInRowsStaysTheRows() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Movie { var rating = 0 }
            struct Stars: View {
                let movie: Movie
                var body: some View {
                    HStack {
                        ForEach(1...3, id: \\.self) { star in
                            Button(star <= movie.rating ? "★" : "☆") { movie.rating = star }
                        }
                    }
                }
            }
            app { Stars(movie: Movie()) }
            step "rate" {
                tap Stars/Button("☆")#2
                expect bodies == []
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].frames.flatMap(\.rowRuns).count == 3)
    }

    @Test("R1.2: 'controls' numbers a view shown once in each row, and each REF it lists resolves")
    func controlsNumberAViewEachRowShows() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Stars: View {
                @State private var rating = 0
                var body: some View {
                    HStack {
                        Text("\\(rating)")
                        ForEach(1...2, id: \\.self) { star in
                            Button("☆") { rating = star }
                        }
                    }
                }
            }
            struct Row: View {
                let id: Int
                var body: some View { Stars() }
            }
            app {
                VStack {
                    ForEach(1...2, id: \\.self) { Row(id: $0) }
                }
            }
            step "rate the second row" {
                tap Stars#2/Button("☆")#1
                expect bodies == [Stars]
            }
            """)
        harness.expectAllPassed()
        let actions = harness.simulation.controlsOnScreen().map(\.action)
        #expect(
            actions == [
                #"tap Stars#1/Button("☆")#1"#, #"tap Stars#1/Button("☆")#2"#,
                #"tap Stars#2/Button("☆")#1"#, #"tap Stars#2/Button("☆")#2"#,
            ])
        let second = try #require(harness.steps[1].allRuns.first)
        #expect(second.node.parent?.displayName == "Row[2]")
    }

    @Test("R0.2: week, quarter and day-of-year components, and DateComponents printed as Foundation prints it")
    func weekComponentsAndDateComponentsPrinting() throws {
        let printed = try printedByStep(
            """
            let calendar = Calendar.current
            let start = Date(timeIntervalSince1970: 1_700_000_000)
            let later = start.addingTimeInterval(3 * 86400 + 3600)
            print(calendar.dateComponents([.day, .hour], from: start, to: later))
            print(calendar.dateComponents([.year, .month, .day], from: start))
            print(calendar.component(.weekOfYear, from: start), calendar.component(.weekOfMonth, from: start))
            print(calendar.component(.yearForWeekOfYear, from: start), calendar.component(.quarter, from: start))
            print(calendar.component(.dayOfYear, from: start))
            let week = calendar.dateComponents([.weekOfYear, .yearForWeekOfYear], from: start)
            print(week, week.weekOfYear ?? 0)
            print([DateComponents(year: 2020, month: 2)], "\\(DateComponents(hour: 2))")
            print(DateComponents(year: 2020, weekOfYear: 3, yearForWeekOfYear: 2020))
            """)
        #expect(
            printed == [
                "day: 3 hour: 1 ",
                "year: 2023 month: 11 day: 14 isLeapMonth: false ",
                "46 3",
                "2023 4",
                "318",
                "weekOfYear: 46 yearForWeekOfYear: 2023  46",
                "[year: 2020 month: 2 ] hour: 2 ",
                "year: 2020 weekOfYear: 3 yearForWeekOfYear: 2020 ",
            ])
    }
}
