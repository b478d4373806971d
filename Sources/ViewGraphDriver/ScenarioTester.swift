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
///
/// A file's tests split into parts (one per variant, and the golden) that can run on
/// different threads; `merge` puts their outcomes back in file order.
package enum ScenarioTester {
    package struct Failure {
        package var source: SourceFile?
        package var diagnostic: Diagnostic
        /// Text to print after the diagnostic (a golden transcript's diff).
        package var details: String? = nil

        /// The failure as `viewgraph test` prints it, without colour.
        package var plainText: String {
            (source.map { DiagnosticRenderer(style: .plain).render([diagnostic], in: $0) }
                ?? "error: \(diagnostic.message)\n") + (details ?? "")
        }
    }

    /// One check: an expectation, a golden transcript, a run or a catalogue error.
    package struct Case {
        package var name: String
        /// Empty when it passed (a file that does not check fails once, with every error).
        package var failures: [Failure]
    }

    package struct Outcome {
        package var cases: [Case] = []

        package var passed: Int { cases.filter(\.failures.isEmpty).count }
        package var failed: Int { cases.count - passed }
        package var failures: [Failure] { cases.flatMap(\.failures) }

        mutating func pass(_ name: String) { cases.append(Case(name: name, failures: [])) }
        mutating func fail(_ name: String, _ failures: Failure...) {
            cases.append(Case(name: name, failures: failures))
        }

        /// The outcomes of a file's parts, in order, as one.
        package static func merge(_ parts: [Outcome]) -> Outcome {
            Outcome(cases: parts.flatMap(\.cases))
        }
    }

    /// A piece of one file's tests that runs on its own.
    package enum Part: Equatable, Sendable {
        /// The file as a whole: an error-catalogue file, or one that does not check.
        case file
        /// One variant's run and its expectations.
        case variant(String)
        /// The golden transcript, when `X.expected` exists.
        case golden
    }

    package static func test(path: String) -> Outcome {
        Outcome.merge(parts(path: path).map { test(path: path, part: $0) })
    }

    /// The parts of a file's tests, in the order their outcomes are reported.
    package static func parts(path: String) -> [Part] {
        var parts: [Part] = []
        if let text = read(path), ExpectedError(firstLine: text.prefix { $0 != "\n" }) == nil {
            let scenario = LoadedScenario(path: path, text: text)
            parts = scenario.hasErrors ? [.file] : scenario.model.variantNames.map { .variant($0) }
        } else {
            parts = [.file]
        }
        if FileManager.default.fileExists(atPath: Golden.expectedPath(for: path)) { parts.append(.golden) }
        return parts
    }

    package static func test(path: String, part: Part) -> Outcome {
        switch part {
        case .golden: return testGolden(path: path)
        case .file: return testFile(path: path)
        case .variant(let name): return testVariant(path: path, variant: name)
        }
    }

    private static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    private static func testGolden(path: String) -> Outcome {
        var outcome = Outcome()
        let name = (Golden.expectedPath(for: path) as NSString).lastPathComponent
        let caseName = "golden transcript \(name)"
        do {
            switch try Golden.verify(path: path) {
            case .matched, .missing, .recorded:
                outcome.pass(caseName)
            case .differs(let diff):
                outcome.fail(
                    caseName,
                    Failure(
                        source: nil,
                        diagnostic: .error(
                            "golden transcript differs from '\(name)'; review the diff, then run 'viewgraph record \(path)' to accept it",
                            at: SourceRange.at(0), group: .expectations),
                        details: diff))
            }
        } catch {
            outcome.fail(
                caseName,
                Failure(source: nil, diagnostic: .error("cannot read '\(path)': \(error)", at: SourceRange.at(0))))
        }
        return outcome
    }

    /// A whole file: unreadable, an error-catalogue file, or one with check errors.
    private static func testFile(path: String) -> Outcome {
        var outcome = Outcome()
        guard let text = read(path) else {
            outcome.fail(
                "read", Failure(source: nil, diagnostic: .error("cannot read '\(path)'", at: SourceRange.at(0))))
            return outcome
        }
        let scenario = LoadedScenario(path: path, text: text)
        if let expected = ExpectedError(firstLine: text.prefix { $0 != "\n" }) {
            let caseName = "expected error at \(expected.description)"
            var diagnostics = scenario.diagnostics
            if scenario.hasErrors == false {
                for variant in scenario.model.variantNames {
                    let run = scenario.run(variant: variant)
                    diagnostics += run.failedExpectations.compactMap(\.failure)
                    if let error = run.error { diagnostics.append(error) }
                }
            }
            if diagnostics.contains(where: { expected.matches($0, in: scenario.source) }) {
                outcome.pass(caseName)
            } else {
                let got =
                    diagnostics.first.map { d -> String in
                        let position = scenario.source.location(of: d.range.start)
                        return "\(position.line):\(position.column): \(d.message)"
                    } ?? "no error"
                outcome.fail(
                    caseName,
                    Failure(
                        source: scenario.source,
                        diagnostic: .error(
                            "expected an error at \(expected.description), but got: \(got)", at: SourceRange.at(0),
                            group: .expectations)))
            }
            return outcome
        }
        let errors = scenario.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty == false else {
            return Outcome.merge(scenario.model.variantNames.map { testVariant(path: path, variant: $0) })
        }
        // One failed test for the file, however many errors it has.
        outcome.cases.append(
            Case(name: "check", failures: errors.map { Failure(source: scenario.source, diagnostic: $0) }))
        return outcome
    }

    private static func testVariant(path: String, variant: String) -> Outcome {
        var outcome = Outcome()
        guard let text = read(path) else {
            outcome.fail(
                "read", Failure(source: nil, diagnostic: .error("cannot read '\(path)'", at: SourceRange.at(0))))
            return outcome
        }
        let scenario = LoadedScenario(path: path, text: text)
        let run = scenario.run(variant: variant)
        /// One testcase per checked line: an expectation or a question's answer key.
        func record(_ range: SourceRange, step: String, failure: Diagnostic?) {
            let position = scenario.source.location(of: range.start)
            let name = "\(variant) · \(step) · \(position.line):\(position.column) " + scenario.source.text(in: range)
            if var diagnostic = failure {
                diagnostic.notes.append(DiagnosticNote("in variant '\(variant)', step \"\(step)\""))
                outcome.fail(name, Failure(source: scenario.source, diagnostic: diagnostic))
            } else {
                outcome.pass(name)
            }
        }
        for result in run.expectations {
            record(result.expectation.range, step: result.step, failure: result.failure)
        }
        for result in run.answerKeys {
            record(result.question.range, step: result.step, failure: result.failure)
        }
        if var error = run.error {
            error.notes.append(DiagnosticNote("in variant '\(variant)'"))
            outcome.fail("\(variant) · run", Failure(source: scenario.source, diagnostic: error))
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
        let position = source.location(of: diagnostic.range.start)
        return lines.contains(position.line) && (column == nil || column == position.column)
            && diagnostic.message.lowercased().contains(text)
    }
}
