import Foundation
import Testing
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphTestSupport

@testable import ViewGraphSyntax

/// App files load as they sit in an app target: imports, previews, an `@main` App,
/// attributes, `#if`, `Self._printChanges()`, and `include` of Swift files from a
/// scenario (Guides/Language.md, "Bring your own code").
@Suite("Real Swift files", .serialized)
struct RealFileTests {
    static let swiftFiles = Fixtures.folder.appendingPathComponent("swift-files")

    static func load(_ name: String) throws -> LoadedScenario {
        let path = swiftFiles.appendingPathComponent(name).path
        return LoadedScenario(path: name, text: try String(contentsOfFile: path, encoding: .utf8))
    }

    /// Reads included files from the fixtures folder, as the executable reads from disk.
    static func withFixtureReader<T>(_ body: () throws -> T) rethrows -> T {
        Pipeline.readIncludedFile = { path in
            let url = Fixtures.folder.appendingPathComponent(path)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                return .failure(Pipeline.ReadFailure("no such file"))
            }
            return .success(text)
        }
        defer { Pipeline.readIncludedFile = nil }
        return try body()
    }

    @Test(
        "a Swift file opens with its App, else its preview, and says which",
        arguments: [
            ("Journal.swift", "preview \"Journal\"", ["JournalView", "EntryRow[\"Slept well\"]"]),
            ("WeatherApp.swift", "app WeatherApp", ["WeatherApp", "ForecastView"]),
            ("Profile.swift", "preview ProfileView_Previews", ["ProfileView"]),
        ])
    func rootOfAFile(name: String, root: String, bodies: [String]) throws {
        let scenario = try Self.load(name)
        #expect(scenario.hasErrors == false, "\(scenario.diagnostics.map(\.message))")
        let run = scenario.run(variant: nil)
        #expect(run.error == nil)
        let transcript = Transcript.render(scenario, run)
        let header = try #require(transcript.split(separator: "\n").first)
        #expect(header == "ViewGraph · \(name) · 0 steps · variant base · \(root)")
        #expect(run.steps[0].allRuns.map(\.node.displayName) == bodies)
    }

    @Test func anUnknownModuleIsAWarningNotAnError() throws {
        let scenario = try Self.load("Profile.swift")
        let warnings = scenario.diagnostics.filter { $0.severity == .warning }
        #expect(scenario.hasErrors == false)
        #expect(
            warnings.map(\.message) == [
                "ViewGraph knows nothing about module 'Charts'; names from it are not simulated"
            ])
    }

    @Test("R11.4: Self._printChanges() prints SwiftUI's line for each body run")
    func printChangesTokens() throws {
        try Self.withFixtureReader {
            let scenario = LoadedScenario(
                path: "journal.scenario",
                text: try String(
                    contentsOf: Fixtures.folder.appendingPathComponent("journal.scenario"), encoding: .utf8))
            #expect(scenario.hasErrors == false, "\(scenario.diagnostics.map(\.message))")
            let run = scenario.run(variant: nil)
            #expect(run.failedExpectations.isEmpty)
            // First run: @self and @identity, then every dynamic property by its storage name.
            #expect(
                run.steps[0].printed == [
                    "JournalView: @self, @identity, _store, _showsCount changed.",
                    "EntryRow: @self, @identity changed.",
                ])
            // An @Observable read changed: @dependencies; a new row: @self, @identity.
            #expect(
                run.steps[1].printed == ["JournalView: @dependencies changed.", "EntryRow: @self, @identity changed."])
            // A @State the body reads: its storage, `_showsCount`.
            #expect(run.steps[2].printed == ["JournalView: _showsCount changed."])
        }
    }

    @Test func includedFilesAreParsedWithTheScenarioAndNamedInDiagnostics() {
        Self.withFixtureReader {
            let text = """
                scenario "broken include" {
                    include "swift-files/Missing.swift"
                }
                app { EmptyView() }
                """
            let scenario = LoadedScenario(path: "inline.scenario", text: text)
            let messages = scenario.diagnostics.map(\.message)
            #expect(messages == ["cannot include 'swift-files/Missing.swift': no such file"])
            let rendered = DiagnosticRenderer().render(scenario.diagnostics, in: scenario.source)
            #expect(rendered.hasPrefix("inline.scenario:2:13: error: cannot include"))
        }
    }

    @Test func aDiagnosticInAnIncludedFileNamesThatFile() throws {
        let main = "scenario \"s\" {\n    include \"Models.swift\"\n}\napp { Screen() }\n"
        let models = "import SwiftUI\n\nstruct Screen: View {\n    var body: some View { Text(mising) }\n}\n"
        Pipeline.readIncludedFile = { path in
            path == "Models.swift" ? .success(models) : .failure(.init("no such file"))
        }
        defer { Pipeline.readIncludedFile = nil }
        let scenario = LoadedScenario(path: "main.scenario", text: main)
        let rendered = DiagnosticRenderer().render(scenario.diagnostics, in: scenario.source)
        #expect(rendered.hasPrefix("Models.swift:4:32: error: cannot find 'mising' in scope"), "\(rendered)")
        #expect(rendered.contains("4 |     var body: some View { Text(mising) }"))
        let location = scenario.source.location(of: scenario.source.text.utf8.count - 2)
        #expect(location.path == "Models.swift")
    }

    @Test func attributesAndModifiersThatDoNotChangeUpdatesAreAccepted() throws {
        let text = """
            import SwiftUI

            @frozen public enum Kind: String, Sendable { case a, b }

            @preconcurrency @MainActor
            open class Base {
                @inlinable public static func make() -> Int { 1 }
                @usableFromInline internal var value = 0
                package init() {}
            }

            final class Derived: Base {
                private(set) var name = "x"
                class func kind() -> Kind { .a }
                nonisolated func label() -> String { "d" }
            }

            @available(iOS 17, macOS 14, *)
            struct Screen: View {
                var body: some View { Text("ok") }
            }

            #Preview { Screen() }
            """
        let scenario = LoadedScenario(path: "Attributes.swift", text: text)
        #expect(scenario.diagnostics.map(\.message) == [])
    }
}
