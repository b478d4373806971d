import Foundation
import Testing
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphSyntax

/// Issue 5: every verdict has a reason, and every finding has a positive and a
/// negative case (its guide example: the base shows it, a fixed variant does not).
@Suite("Explanations")
struct ExplanationCoverageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func scenarioFiles(under folder: String) -> [String] {
        let path = root.appendingPathComponent(folder).path
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".scenario"), relative.hasPrefix("errors/") == false {
                files.append((path as NSString).appendingPathComponent(relative))
            }
        }
        return files.sorted()
    }

    static func load(_ path: String) throws -> LoadedScenario {
        LoadedScenario(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
    }

    @Test("every body run in every lesson carries at least one reason (never 'unknown')")
    func everyRunHasAReason() throws {
        let files = Self.scenarioFiles(under: "Scenarios")
        #expect(files.count >= 13)
        var runs = 0
        for path in files {
            let scenario = try Self.load(path)
            for variant in scenario.model.variantNames {
                let run = scenario.run(variant: variant)
                #expect(run.error == nil, "\(path) \(variant): \(run.error?.message ?? "")")
                for step in run.steps {
                    for body in step.allRuns {
                        runs += 1
                        #expect(
                            body.reasons.isEmpty == false,
                            "\(path) \(variant) step \(step.index): \(body.node.displayName) ran without a reason")
                    }
                    for frame in step.frames {
                        for check in frame.checks {
                            #expect(check.keys.isEmpty == false, "\(check.node.displayName) checked for no key")
                        }
                    }
                }
            }
        }
        #expect(runs > 100)
    }

    @Test(
        "each finding: its guide example shows it in the base and a fixed variant does not",
        arguments: FindingCatalogue.ids)
    func findingHasPositiveAndNegativeCase(_ id: String) throws {
        let path = Self.root.appendingPathComponent("Guides/examples/\(id).scenario").path
        #expect(FileManager.default.fileExists(atPath: path), "missing Guides/examples/\(id).scenario")
        guard FileManager.default.fileExists(atPath: path) else { return }
        let scenario = try Self.load(path)
        let base = scenario.run(variant: nil)
        let positive = base.steps.filter { $0.index > 0 && $0.findings.contains { $0.id == id } }
        #expect(positive.isEmpty == false, "the base of \(id).scenario does not show \(id)")
        var negative = false
        for variant in scenario.model.variantNames where variant != "base" {
            let fixed = scenario.run(variant: variant)
            for step in positive {
                if let same = fixed.steps.first(where: { $0.index == step.index }),
                    same.findings.contains(where: { $0.id == id }) == false
                {
                    negative = true
                }
            }
        }
        #expect(negative, "no variant of \(id).scenario shows the fix (the same step without \(id))")
        #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("Guides/causes/\(id).md").path))
    }
}
