import Foundation
import Testing
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports

/// R0.2, R3.2, R3.3: several `@Published` sets before the next frame are one
/// invalidation of each subscriber; the reports name every property the batch set,
/// not the first one only.
struct PublishedBatchReportTests {
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
        let scenario = LoadedScenario(path: "test.scenario", text: Self.profile)
        try #require(scenario.hasErrors == false, "\(scenario.diagnostics.map(\.message))")
        let run = scenario.run(variant: nil)
        #expect(run.failedExpectations.isEmpty, "\(run.failedExpectations.map { $0.failure?.message ?? "" })")
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
}
