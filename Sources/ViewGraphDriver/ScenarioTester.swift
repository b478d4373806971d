import Foundation
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

/// Finds scenario files under paths: `X.scenario` files as given, and every
/// `*.scenario` below a folder, in sorted order.
package enum ScenarioFiles {
    package static func collect(_ paths: [String]) -> (found: [String], missing: [String]) {
        var found: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            if isDirectory.boolValue == false {
                found.append(path)
                continue
            }
            let enumerator = manager.enumerator(atPath: path)
            var inFolder: [String] = []
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".scenario") {
                    inFolder.append((path as NSString).appendingPathComponent(relative))
                }
            }
            found += inFolder.sorted()
        }
        return (found, missing)
    }
}

/// `viewgraph test` for one file: an error-catalogue file (`// expect-error:` on its
/// first line) must produce that diagnostic; any other file must check clean, run
/// every variant without error and pass every expectation. When `X.expected` sits
/// beside `X.scenario`, the golden text must equal it (one more test).
package enum ScenarioTester {
    package struct Failure {
        package var source: SourceFile?
        package var diagnostic: Diagnostic
        /// Text to print after the diagnostic (a golden transcript's diff).
        package var details: String? = nil
    }

    package struct Outcome {
        package var passed = 0
        package var failed = 0
        package var failures: [Failure] = []
    }

    package static func test(path: String) -> Outcome {
        var outcome = testExpectations(path: path)
        guard FileManager.default.fileExists(atPath: Golden.expectedPath(for: path)) else { return outcome }
        do {
            switch try Golden.verify(path: path) {
            case .matched, .missing, .recorded:
                outcome.passed += 1
            case .differs(let diff):
                outcome.failed += 1
                let name = (Golden.expectedPath(for: path) as NSString).lastPathComponent
                outcome.failures.append(
                    Failure(
                        source: nil,
                        diagnostic: .error(
                            "golden transcript differs from '\(name)'; review the diff, then run 'viewgraph record \(path)' to accept it",
                            at: SourceRange.at(0), group: .expectations),
                        details: diff))
            }
        } catch {
            outcome.failed += 1
            outcome.failures.append(
                Failure(source: nil, diagnostic: .error("cannot read '\(path)': \(error)", at: SourceRange.at(0))))
        }
        return outcome
    }

    private static func testExpectations(path: String) -> Outcome {
        var outcome = Outcome()
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            outcome.failed += 1
            outcome.failures.append(
                Failure(source: nil, diagnostic: .error("cannot read '\(path)'", at: SourceRange.at(0))))
            return outcome
        }
        let scenario = LoadedScenario(path: path, text: text)
        if let expected = ExpectedError(firstLine: text.prefix { $0 != "\n" }) {
            var diagnostics = scenario.diagnostics
            if scenario.hasErrors == false {
                for variant in scenario.model.variantNames {
                    let run = scenario.run(variant: variant)
                    diagnostics += run.failedExpectations.compactMap(\.failure)
                    if let error = run.error { diagnostics.append(error) }
                }
            }
            if diagnostics.contains(where: { expected.matches($0, in: scenario.source) }) {
                outcome.passed += 1
            } else {
                outcome.failed += 1
                let got =
                    diagnostics.first.map { d -> String in
                        let position = scenario.source.lineAndColumn(of: d.range.start)
                        return "\(position.line):\(position.column): \(d.message)"
                    } ?? "no error"
                outcome.failures.append(
                    Failure(
                        source: scenario.source,
                        diagnostic: .error(
                            "expected an error at \(expected.description), but got: \(got)", at: SourceRange.at(0),
                            group: .expectations)))
            }
            return outcome
        }
        if scenario.hasErrors {
            outcome.failed += 1
            for diagnostic in scenario.diagnostics where diagnostic.severity == .error {
                outcome.failures.append(Failure(source: scenario.source, diagnostic: diagnostic))
            }
            return outcome
        }
        for variant in scenario.model.variantNames {
            let run = scenario.run(variant: variant)
            for result in run.expectations {
                if let failure = result.failure {
                    outcome.failed += 1
                    var diagnostic = failure
                    diagnostic.notes.append(DiagnosticNote("in variant '\(variant)', step \"\(result.step)\""))
                    outcome.failures.append(Failure(source: scenario.source, diagnostic: diagnostic))
                } else {
                    outcome.passed += 1
                }
            }
            if var error = run.error {
                outcome.failed += 1
                error.notes.append(DiagnosticNote("in variant '\(variant)'"))
                outcome.failures.append(Failure(source: scenario.source, diagnostic: error))
            }
        }
        return outcome
    }
}

/// `// expect-error: LINE[-LINE]:COL text` (COL may be `*`).
package struct ExpectedError {
    package var lines: ClosedRange<Int>
    package var column: Int?
    package var text: String

    package init?<S: StringProtocol>(firstLine: S) {
        let line = String(firstLine)
        guard let range = line.range(of: "// expect-error:") else { return nil }
        let rest = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
        guard let space = rest.firstIndex(of: " ") else { return nil }
        let position = rest[..<space].split(separator: ":")
        guard position.count == 2 else { return nil }
        let lineParts = position[0].split(separator: "-").compactMap { Int($0) }
        guard let low = lineParts.first else { return nil }
        lines = low...(lineParts.last ?? low)
        column = Int(position[1])
        text = rest[space...].trimmingCharacters(in: .whitespaces).lowercased()
    }

    package var description: String {
        "\(lines.lowerBound == lines.upperBound ? "\(lines.lowerBound)" : "\(lines.lowerBound)-\(lines.upperBound)"):\(column.map(String.init) ?? "*") containing '\(text)'"
    }

    package func matches(_ diagnostic: Diagnostic, in source: SourceFile) -> Bool {
        guard diagnostic.severity == .error else { return false }
        let position = source.lineAndColumn(of: diagnostic.range.start)
        return lines.contains(position.line) && (column == nil || column == position.column)
            && diagnostic.message.lowercased().contains(text)
    }
}
