import Foundation
import Testing
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports
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

    /// A scenario of the fixtures folder (it includes files of `swift-files/`).
    static func loadScenario(_ name: String) throws -> LoadedScenario {
        LoadedScenario(
            path: name,
            text: try String(contentsOf: Fixtures.folder.appendingPathComponent(name), encoding: .utf8))
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

    @Test("a #Preview with @Previewable state shows a view named Preview that keeps that state")
    func previewableState() throws {
        let text = """
            import SwiftUI

            struct Child: View {
                @Binding var on: Bool
                var body: some View { Toggle("On", isOn: $on) }
            }

            #Preview {
                @Previewable @State var on = false
                Child(on: $on)
            }
            """
        let scenario = LoadedScenario(path: "Child.swift", text: text)
        #expect(scenario.hasErrors == false, "\(scenario.diagnostics.map(\.message))")
        let run = scenario.run(variant: nil)
        #expect(run.error == nil)
        #expect(run.steps.first?.allRuns.map(\.node.displayName) == ["Preview", "Child"])
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
            let scenario = try Self.loadScenario("journal.scenario")
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

    /// Steps typed in the REPL are parts of the text named `<input>`: their sites and the
    /// sites in an included file name their own place, in step cards and in JSON, never a
    /// line past the scenario file's end.
    @Test func sitesInTypedPartsAndIncludedFilesNameTheirOwnPlace() throws {
        let main =
            "scenario \"s\" {\n    include \"Models.swift\"\n}\napp {\n    let counter = Counter()\n    Screen(counter: counter)\n}\n"
        let models = """
            import SwiftUI

            @Observable final class Counter { var count = 0 }

            struct Screen: View {
                let counter: Counter
                var body: some View { Text("\\(counter.count)") }
            }

            """
        Pipeline.readIncludedFile = { path in
            path == "Models.swift" ? .success(models) : .failure(.init("no such file"))
        }
        defer { Pipeline.readIncludedFile = nil }
        let header = main + "step \"typed\" {\n    "
        let text = header + "counter.count += 2\n}\n"
        let scenario = LoadedScenario(
            path: "main.scenario", text: text,
            parts: [(SourceFile.typedPath, main.utf8.count), (SourceFile.typedPath, header.utf8.count)])
        #expect(scenario.diagnostics.isEmpty, "\(scenario.diagnostics.map(\.message))")
        #expect(scenario.source.mainFileText == main)
        let run = scenario.run(variant: nil)
        let step = try #require(run.steps.last)
        let change = try #require(step.allChanges.first)
        #expect(StepCard.site(change.site, in: scenario.source) == "<input>:1:9")
        let read = try #require(step.allRuns.first?.reads.first)
        #expect(StepCard.site(read.site, in: scenario.source) == "Models.swift:7:43")
        let json = try #require(Exporter.render(.json, scenario, run))
        #expect(json.contains("\"site\": \"<input>:1:9\""))
        #expect(json.contains("\"site\": \"Models.swift:7:43\""))
        #expect(json.contains("\"file\": \"<input>\""))
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

    @Test("a List that deletes and reorders rows loads as pasted; delete and move run its actions (R1.3, R1.4)")
    func rowEditsOfAnAppFile() throws {
        try Self.withFixtureReader {
            let scenario = try Self.loadScenario("groceries.scenario")
            #expect(scenario.hasErrors == false, "\(scenario.diagnostics.map(\.message))")
            let run = scenario.run(variant: nil)
            #expect(run.error == nil)
            #expect(run.failedExpectations.isEmpty, "\(run.failedExpectations.compactMap(\.failure).map(\.message))")
            #expect(run.steps[1].triggers.map(\.description) == ["delete GroceryRow[2] (row 1)"])
            #expect(run.steps[2].triggers.map(\.action) == ["onMove(IndexSet([2]), 0)"])
        }
        // The file alone opens with its preview, EditButton and all.
        let file = try Self.load("Groceries.swift")
        #expect(file.hasErrors == false, "\(file.diagnostics.map(\.message))")
    }
}
