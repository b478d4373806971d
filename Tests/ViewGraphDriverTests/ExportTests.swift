import Foundation
import Testing
import ViewGraphDriver
import ViewGraphReports

/// One exported step of one variant of a fixture.
struct ExportCase: CustomTestStringConvertible, Sendable {
    var fixture: String
    var variant: String
    var step: Int

    var testDescription: String { "\(fixture) · \(variant) · step \(step)" }

    /// Every step of every variant of every fixture.
    static let all: [ExportCase] = {
        var cases: [ExportCase] = []
        for name in Fixtures.scenarioNames {
            guard let scenario = try? Fixtures.load(name) else { continue }
            for variant in scenario.model.variantNames {
                for step in 0...scenario.model.steps.count {
                    cases.append(ExportCase(fixture: name, variant: variant, step: step))
                }
            }
        }
        return cases
    }()

    func render(_ format: ExportFormat) throws -> String {
        let scenario = try Fixtures.load(fixture)
        let run = try Exporter.run(scenario, variant: variant, step: step)
        #expect(run.error == nil)
        return try #require(Exporter.render(format, scenario, run))
    }

    func snapshot() throws -> GraphSnapshot {
        let scenario = try Fixtures.load(fixture)
        let run = try Exporter.run(scenario, variant: variant, step: step)
        let simulation = try #require(run.simulation)
        return GraphSnapshot(simulation: simulation, step: try #require(run.steps.last))
    }
}

@Suite struct DOTExportTests {
    static let dot = Subprocess.find("dot")

    @Test(
        .enabled(if: dot != nil, "graphviz 'dot' is not installed"),
        arguments: ExportCase.all)
    func rendersWithGraphviz(_ export: ExportCase) throws {
        let text = try export.render(.dot)
        let result = try Subprocess.run(try #require(Self.dot), ["-Tsvg"], input: text)
        #expect(result.status == 0, "dot failed: \(result.stderr)")
        #expect(result.stderr.isEmpty, "dot warned: \(result.stderr)")
        #expect(result.stdout.contains("<svg"))
    }

    @Test(arguments: ExportCase.all)
    func everyEdgeJoinsDeclaredNodes(_ export: ExportCase) throws {
        let text = try export.render(.dot)
        #expect(text.hasPrefix("digraph ViewGraph {\n"))
        #expect(text.hasSuffix("}\n"))
        var declared: Set<String> = []
        var edges: [(String, String)] = []
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let head = line.prefix { $0 != " " && $0 != ";" }
            if line.hasPrefix("//") { continue }
            if line.contains(" -> ") {
                let parts = line.components(separatedBy: " -> ")
                edges.append((parts[0], String(parts[1].prefix { $0 != " " && $0 != ";" })))
            } else if line.contains(" [label=") {
                declared.insert(String(head))
            }
        }
        for (from, to) in edges {
            #expect(declared.contains(from), "undeclared node \(from)")
            #expect(declared.contains(to), "undeclared node \(to)")
        }
    }

    @Test func highlightsTheStepsInvalidations() throws {
        let text = try ExportCase(fixture: "bookshelf", variant: "base", step: 1).render(.dot)
        // The loans array changed; the three rows that read it ran; the edges that carried it are hot.
        #expect(
            text.contains(
                ##"o1_loans [label="Library.loans\n= [1]", shape=ellipse, style="filled", fillcolor="#ffcc80""##))
        #expect(text.contains(#"v0_0 [label="BookRow[1]\nran: @dependencies · redrawn""#))
        #expect(
            text.contains(
                ##"v0_0 -> o1_loans [dir=back, arrowtail=vee, color="#e65100", penwidth=2, label="invalidates\nbody › isOnLoan(_:) › loans"];"##
            ))
        // The books array did not change: plain source colour.
        #expect(text.contains(#"o1_books [label="Library.books"#))
        #expect(text.contains(##"fillcolor="#e3f2fd""##))
    }

    @Test func dimsCheckedViews() throws {
        let text = try ExportCase(fixture: "reading-mode", variant: "base", step: 1).render(.dot)
        #expect(
            text.contains(
                #"[label="Toolbar\nchecked, not run: inputs equal, environment unchanged", shape=box, style="filled,rounded,dashed""#
            ))
        #expect(text.contains(#"label="\\.nightMode\n= true""#))
        #expect(text.contains(##"[style=dotted, arrowhead=odot, label="writes", color="#e65100", penwidth=2];"##))
        let counter = try ExportCase(fixture: "counter", variant: "base", step: 1).render(.dot)
        #expect(counter.contains(#"[label="TallyFooter\nchecked, not run: inputs equal""#))
        #expect(counter.contains(#"[label="TallyLabel\nran: @self · redrawn""#))
        #expect(counter.contains(#"[label="@State TallyScreen.count\n= 1""#))
    }

    @Test func showsDestroyedViewsAndPublishes() throws {
        let shelf = try ExportCase(fixture: "bookshelf", variant: "base", step: 2).snapshot()
        #expect(shelf.nodes.contains { $0.label == "LoanPanel" && $0.status == .destroyed })
        let reader = try ExportCase(fixture: "reading-mode", variant: "base", step: 2).snapshot()
        let object = try #require(reader.nodes.first { $0.kind == .observableObject })
        #expect(object.label == "ObservableObject PageCounter")
        #expect(object.status == .changed)
        #expect(
            reader.edges.contains { $0.to == object.id && $0.label == "objectWillChange (reads pages)" && $0.isHot })
    }

    @Test func tellsInstancesOfOneModelApart() throws {
        // Three BookModels: only the lent one's property changed, and only its row ran.
        // Instances are numbered per type: the first BookModel is BookModel#1.
        let graph = try ExportCase(fixture: "bookshelf", variant: "book-models", step: 1).snapshot()
        let changed = graph.nodes.filter { $0.kind == .observableProperty && $0.status == .changed }.map(\.label)
        #expect(changed == ["Library.loans", "BookModel#1.onLoan"])
    }

    @Test func escapesLabels() {
        #expect(DOTExport.quoted(#"say "hi""#) == #""say \"hi\"""#)
        #expect(DOTExport.quoted(#"a\b"#) == #""a\\b""#)
        #expect(DOTExport.quoted("one\ntwo") == #""one\ntwo""#)
    }

    @Test func isDeterministic() throws {
        let export = ExportCase(fixture: "bookshelf", variant: "book-models", step: 1)
        #expect(try export.render(.dot) == export.render(.dot))
        #expect(try export.render(.mermaid) == export.render(.mermaid))
    }
}

@Suite struct MermaidExportTests {
    @Test(arguments: ExportCase.all)
    func isAWellFormedFlowchart(_ export: ExportCase) throws {
        let text = try export.render(.mermaid)
        let lines = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("%%") == false }
        #expect(lines.first == "flowchart LR")
        let identifier = try Regex("[A-Za-z][A-Za-z0-9_]*")
        // Views ID("label"), sources ID(["label"]), trigger-chain links ID["label"].
        let node = try Regex(
            #"([A-Za-z][A-Za-z0-9_]*)(?:\(\[?"([^"]*)"\]?\)|\["([^"]*)"\])"#,
            as: (Substring, Substring, Substring?, Substring?).self)
        var declared: Set<String> = []
        var edgeCount = 0
        var depth = 0
        for line in lines.dropFirst() {
            let body = line.trimmingCharacters(in: .whitespaces)
            if body.hasPrefix("subgraph ") {
                depth += 1
                continue
            }
            if body == "end" {
                depth -= 1
                continue
            }
            if body.hasPrefix("classDef ") { continue }
            if body.hasPrefix("class ") {
                let ids = body.split(separator: " ")[1].split(separator: ",").map(String.init)
                for id in ids { #expect(declared.contains(id), "class of undeclared \(id)") }
                continue
            }
            if body.hasPrefix("linkStyle ") {
                let indices = body.split(separator: " ")[1].split(separator: ",").compactMap { Int($0) }
                for index in indices { #expect(index < edgeCount) }
                continue
            }
            if let arrow = [" --> ", " -->|", " ==> ", " -.->", " --o|"].first(where: body.contains) {
                let from = String(body.prefix { $0 != " " })
                let to = String(body.split(separator: " ").last ?? "")
                #expect(from.wholeMatch(of: identifier) != nil && to.wholeMatch(of: identifier) != nil, "\(body)")
                #expect(declared.contains(from) && declared.contains(to), "edge \(body) with \(arrow)")
                edgeCount += 1
                continue
            }
            // A node: ID("label") or ID(["label"]); the label holds no bare quote.
            let match = try #require(body.wholeMatch(of: node), "\(body)")
            let label = match.output.2 ?? match.output.3 ?? ""
            #expect(label.replacingOccurrences(of: "<br/>", with: "").contains("<") == false)
            declared.insert(String(match.output.1))
        }
        #expect(depth == 0)
    }

    @Test func escapesLabelsAsEntities() throws {
        #expect(MermaidExport.quoted(#"say "hi" #1 <b> a|b"#) == #""say #quot;hi#quot; #35;1 #lt;b#gt; a#124;b""#)
        let text = try ExportCase(fixture: "counter", variant: "base", step: 1).render(.mermaid)
        #expect(text.contains(#"("TagChip[#quot;#35;1 #lt;b#gt;#quot;]<br/>checked, not run: inputs equal")"#))
        #expect(text.contains("class v0_0,s_v0_count hot"))
        // TallyScreen ran and nothing it draws itself changed: it ran for nothing.
        #expect(text.contains("class v0 idle"))
        #expect(text.contains("linkStyle"))
    }
}

@Suite struct JSONExportTests {
    func document(_ export: ExportCase) throws -> [String: Any] {
        let text = try export.render(.json)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    @Test(arguments: ExportCase.all)
    func parsesAndCarriesItsVersion(_ export: ExportCase) throws {
        let json = try document(export)
        #expect(json["formatVersion"] as? Int == 1)
        #expect(json["variant"] as? String == export.variant)
        #expect(json["exportedStep"] as? Int == export.step)
        let steps = try #require(json["steps"] as? [[String: Any]])
        #expect(steps.count == export.step + 1)
        let graph = try #require(json["graph"] as? [String: Any])
        #expect(graph["step"] as? Int == export.step)
        #expect(json["error"] is NSNull)
    }

    @Test func isByteIdenticalAcrossRuns() throws {
        for name in Fixtures.scenarioNames {
            let export = ExportCase(fixture: name, variant: "base", step: 2)
            let first = try export.render(.json)
            let second = try export.render(.json)
            #expect(first == second, "\(name)")
            // Sorted keys: the top-level keys appear in order.
            let keys = first.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
            #expect(keys == keys.sorted())
        }
    }

    @Test func runReasonsAreStructured() throws {
        let json = try document(ExportCase(fixture: "counter", variant: "base", step: 1))
        let scenario = try #require(json["scenario"] as? [String: Any])
        #expect(scenario["title"] as? String == "Tally counter")
        #expect(scenario["file"] as? String == "counter.scenario")
        let steps = try #require(json["steps"] as? [[String: Any]])
        let initial = try #require((steps[0]["frames"] as? [[String: Any]])?.first)
        let firstRun = try #require((initial["runs"] as? [[String: Any]])?.first)
        #expect((firstRun["reasons"] as? [[String: Any]])?.first?["token"] as? String == "@identity")

        let step = steps[1]
        #expect(step["title"] as? String == "Add one")
        let trigger = try #require((step["triggers"] as? [[String: Any]])?.first)
        #expect(trigger["kind"] as? String == "tap")
        let frame = try #require((step["frames"] as? [[String: Any]])?.first)
        let runs = try #require(frame["runs"] as? [[String: Any]])
        #expect(runs.map { $0["view"] as? String } == ["TallyScreen", "TallyLabel"])
        let stateReason = try #require((runs[0]["reasons"] as? [[String: Any]])?.first)
        #expect(stateReason["token"] as? String == "_count")
        #expect(stateReason["kind"] as? String == "state")
        #expect(stateReason["oldValue"] as? String == "0")
        #expect(stateReason["newValue"] as? String == "1")
        let inputReason = try #require((runs[1]["reasons"] as? [[String: Any]])?.first)
        #expect(inputReason["token"] as? String == "@self")
        #expect(inputReason["field"] as? String == "count")
        let skips = try #require(frame["skips"] as? [[String: Any]])
        #expect(skips.contains { $0["view"] as? String == "TallyFooter" })
        #expect((skips.first?["reason"] as? [String: Any])?["kind"] as? String == "inputsEqual")
        #expect(frame["costMs"] is NSNumber)
        let expectations = try #require(step["expectations"] as? [[String: Any]])
        #expect(expectations.count == 1)
        #expect(expectations.first?["passed"] as? Bool == true)
    }

    @Test func carriesFindingsChecksAndTheGraph() throws {
        let json = try document(ExportCase(fixture: "bookshelf", variant: "base", step: 1))
        let steps = try #require(json["steps"] as? [[String: Any]])
        let findings = try #require(steps[1]["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["id"] as? String == "broad-observable-read" })
        let graph = try #require(json["graph"] as? [String: Any])
        let views = try #require(graph["views"] as? [[String: Any]])
        let row = try #require(views.first { $0["name"] as? String == "BookRow[1]" })
        #expect(row["parent"] as? String == "v0")
        let dependencies = try #require(row["dependencies"] as? [[String: Any]])
        #expect(dependencies.contains { $0["source"] as? String == "o1_loans" && $0["invalidated"] as? Bool == true })
        let sources = try #require(graph["sources"] as? [[String: Any]])
        #expect(sources.contains { $0["id"] as? String == "o1_loans" && $0["value"] as? String == "[1]" })

        let reader = try document(ExportCase(fixture: "reading-mode", variant: "base", step: 1))
        let frame = try #require(((reader["steps"] as? [[String: Any]])?[1]["frames"] as? [[String: Any]])?.first)
        let checks = try #require(frame["checks"] as? [[String: Any]])
        #expect(checks.map { $0["view"] as? String } == ["Toolbar"])
    }

    @Test func refusesStepsAndVariantsThatDoNotExist() throws {
        let scenario = try Fixtures.load("counter")
        #expect(throws: Exporter.Failure.noSuchStep(requested: 3, last: 2)) {
            try Exporter.run(scenario, variant: nil, step: 3)
        }
        #expect(throws: Exporter.Failure.unknownVariant(name: "fast", variants: ["base"])) {
            try Exporter.run(scenario, variant: "fast", step: nil)
        }
    }
}

@Suite struct ExportCommandLineTests {
    @Test func parsesStepAndVariant() throws {
        let parsed = CommandLineParser.parse(
            ["export", "json", "a.scenario", "--variant", "row-models", "--step", "1"], fileExists: { _ in false })
        #expect(
            try parsed.get().command
                == .export(ExportOptions(format: .json, file: "a.scenario", step: 1, variant: "row-models")))
        let usage = HelpFormatter.help(for: try #require(ViewGraphCommands.spec(named: "export")))
        #expect(usage.contains("USAGE: viewgraph export <format> <file> [--step <n>] [--variant <name>]"))
    }
}
