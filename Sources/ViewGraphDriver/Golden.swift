import Foundation
import ViewGraphDiagnostics

/// Golden transcripts (STYLE.md "Tests"): `X.expected` beside `X.scenario` holds
/// what `viewgraph run` prints for every variant, so a change in any explanation
/// shows up as a reviewed diff. Shared by `record`, `test` and the test suite.
///
/// The text is normalised so it is the same on every machine: the file is named by
/// its last path component only, no colour, LF line ends.
package enum Golden {
    /// The golden of `X.scenario` is `X.expected`.
    package static func expectedPath(for scenarioPath: String) -> String {
        let base = scenarioPath.hasSuffix(".scenario") ? String(scenarioPath.dropLast(".scenario".count)) : scenarioPath
        return base + ".expected"
    }

    /// Files in an `errors/` folder are the error catalogue: their golden is the
    /// diagnostics they produce.
    package static func isErrorCatalogue(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains("errors")
    }

    /// The separator line before each variant after the base.
    package static func separator(variant: String) -> String { "═══ variant \(variant) ═══" }

    /// The current golden text of a scenario file (reads the file).
    package static func text(path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        let text = String(decoding: data, as: UTF8.self)
        return self.text(
            fileName: (path as NSString).lastPathComponent, text: text, errorCatalogue: isErrorCatalogue(path))
    }

    /// The golden text of a scenario's contents. Pure.
    ///
    /// A scenario: the transcript of each variant, base first, then each variant in
    /// file order after a `═══ variant NAME ═══` line. A scenario that does not
    /// check, or a file of the error catalogue: its rendered diagnostics (for a
    /// catalogue file that checks clean, the errors its variants stop with).
    package static func text(fileName: String, text: String, errorCatalogue: Bool) -> String {
        let scenario = LoadedScenario(path: fileName, text: text.replacingOccurrences(of: "\r\n", with: "\n"))
        let renderer = DiagnosticRenderer(style: .plain)
        if scenario.hasErrors {
            return renderer.render(scenario.diagnostics, in: scenario.source)
        }
        if errorCatalogue {
            var diagnostics = scenario.diagnostics
            for variant in scenario.model.variantNames {
                guard let error = scenario.run(variant: variant).error else { continue }
                if diagnostics.contains(where: { $0.message == error.message && $0.range == error.range }) { continue }
                diagnostics.append(error)
            }
            if diagnostics.isEmpty { return "no diagnostics\n" }
            return renderer.render(diagnostics, in: scenario.source)
        }
        var parts: [String] = []
        for variant in scenario.model.variantNames {
            let transcript = Transcript.render(scenario, scenario.run(variant: variant))
            parts.append(variant == "base" ? transcript : separator(variant: variant) + "\n" + transcript)
        }
        return parts.joined(separator: "\n")
    }

    /// Writes `contents` to `path` atomically: a temporary file in the same folder,
    /// then a rename over the old file, so a reader never sees half a golden.
    package static func write(_ contents: String, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(
            ".\(name).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary, contents: Data(contents.utf8)) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        if rename(temporary, path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(atPath: temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }

    /// The golden of `path` compared with the text recorded beside it; nil when
    /// there is no `X.expected` (nothing to compare) or when they are equal.
    package static func mismatch(path: String) throws -> String? {
        let expectedPath = expectedPath(for: path)
        guard let data = FileManager.default.contents(atPath: expectedPath) else { return nil }
        let expected = String(decoding: data, as: UTF8.self)
        let actual = try text(path: path)
        guard actual != expected else { return nil }
        return diff(
            expected: expected, actual: actual, expectedName: (expectedPath as NSString).lastPathComponent,
            actualName: "current output")
    }

    /// A unified-style diff of the first differing lines: the hunk between the
    /// common prefix and the common suffix, with up to three lines of context and
    /// at most `limit` lines of each side.
    package static func diff(
        expected: String, actual: String, expectedName: String, actualName: String, limit: Int = 20
    ) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let context = 3
        let start = max(0, prefix - context)
        let oldEnd = old.count - suffix
        let newEnd = new.count - suffix
        let trailing = min(context, suffix)
        let removed = Array(old[prefix..<oldEnd])
        let added = Array(new[prefix..<newEnd])
        var out = "--- \(expectedName)\n+++ \(actualName)\n"
        out += "@@ -\(start + 1),\(oldEnd + trailing - start) +\(start + 1),\(newEnd + trailing - start) @@\n"
        for line in old[start..<prefix] { out += " \(line)\n" }
        for line in removed.prefix(limit) { out += "-\(line)\n" }
        if removed.count > limit { out += "-… \(removed.count - limit) more line(s)\n" }
        for line in added.prefix(limit) { out += "+\(line)\n" }
        if added.count > limit { out += "+… \(added.count - limit) more line(s)\n" }
        for line in old[oldEnd..<(oldEnd + trailing)] { out += " \(line)\n" }
        return out
    }
}
