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
    /// catalogue file that checks clean, the errors its variants stop with and the
    /// expectations they fail).
    package static func text(fileName: String, text: String, errorCatalogue: Bool) -> String {
        // Foundation's replacing bridges the whole file; most files have no carriage return.
        let lineFeedText =
            text.utf8.contains(UInt8(ascii: "\r")) ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
        let scenario = LoadedScenario(path: fileName, text: lineFeedText)
        let renderer = DiagnosticRenderer(style: .plain)
        if scenario.hasErrors {
            return renderer.render(scenario.diagnostics, in: scenario.source)
        }
        if errorCatalogue {
            var diagnostics = scenario.diagnostics
            for variant in scenario.model.variantNames {
                // Expectations that could not be checked, then the error that stopped the run.
                let run = scenario.run(variant: variant)
                for error in run.failedExpectations.compactMap(\.failure) + [run.error].compactMap({ $0 }) {
                    if diagnostics.contains(where: { $0.message == error.message && $0.range == error.range }) {
                        continue
                    }
                    diagnostics.append(error)
                }
            }
            if diagnostics.isEmpty { return "no diagnostics\n" }
            return renderer.render(diagnostics, in: scenario.source)
        }
        var parts: [String] = []
        for variant in scenario.model.variantNames {
            let transcript = Transcript.render(scenario, scenario.run(variant: variant))
            parts.append(variant == "base" ? transcript : separator(variant: variant) + "\n" + transcript)
        }
        return ControlCharacters.escape(parts.joined(separator: "\n"))
    }

    /// Writes `contents` to `path` atomically: a temporary file in the same folder,
    /// then a rename over the old file, so a reader never sees half a golden. The
    /// temporary file is `.NAME.viewgraph-UUID.tmp`; one left by a run that was killed
    /// is removed by the next write to the same path. Errors say what the system said,
    /// in its words ("permission denied").
    /// The folder part of a path (`out/a.dot` → `out`, `a` → ``, `/a` → `/`). Not
    /// `NSString.deletingLastPathComponent`: on Linux it traps on a one-character path.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    package static func write(_ contents: String, to path: String) throws {
        let folder = Self.folder(of: path)
        let directory = folder.isEmpty ? "." : folder
        let name = (path as NSString).lastPathComponent
        removeLeftovers(of: name, in: directory)
        let temporary = (directory as NSString).appendingPathComponent(
            temporaryPrefix(of: name) + UUID().uuidString + ".tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw WriteError(errno: errno) }
        var remaining = Array(contents.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                unlink(temporary)
                throw WriteError(errno: code)
            }
            remaining = remaining.dropFirst(written)
        }
        close(descriptor)
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw WriteError(errno: code)
        }
    }

    /// `.NAME.viewgraph-`: how the temporary files of `write` start.
    static func temporaryPrefix(of name: String) -> String { ".\(name).viewgraph-" }

    /// Removes temporary files an earlier, interrupted `write` of `name` left in `directory`.
    static func removeLeftovers(of name: String, in directory: String) {
        let prefix = temporaryPrefix(of: name)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        // Earlier versions named them `.NAME.UUID.tmp`.
        let older = ".\(name)."
        for entry in entries.sorted() where entry.hasSuffix(".tmp") {
            let isOlder =
                entry.hasPrefix(older)
                && UUID(uuidString: String(entry.dropFirst(older.count).dropLast(".tmp".count))) != nil
            guard entry.hasPrefix(prefix) || isOlder else { continue }
            unlink((directory as NSString).appendingPathComponent(entry))
        }
    }

    /// A failed write, in the system's words, lower-cased as diagnostics are.
    package struct WriteError: Error, LocalizedError, Equatable {
        package var errno: Int32
        package init(errno: Int32) { self.errno = errno }
        package var errorDescription: String? {
            let text = String(cString: strerror(errno))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }

    /// How a scenario's golden text compares with `X.expected`.
    package enum Verdict: Equatable, Sendable {
        case matched
        /// The texts differ; a unified diff, expected (`-`) against current (`+`).
        case differs(diff: String)
        /// There is no `X.expected` beside the scenario.
        case missing
        /// `record` was asked for: the current text was written (whatever was there).
        case recorded
    }

    /// Compares the golden text of `path` with `X.expected`, or, when `record` is
    /// true, writes it there (atomically) and says so. Recording is never a pass:
    /// callers that test report `.recorded` as a failure, so a re-recording is always
    /// looked at (ArgumentParser's snapshot rule).
    package static func verify(path: String, record: Bool = false) throws -> Verdict {
        let expectedPath = expectedPath(for: path)
        let actual = try text(path: path)
        if record {
            try write(actual, to: expectedPath)
            return .recorded
        }
        guard let data = FileManager.default.contents(atPath: expectedPath) else { return .missing }
        let expected = String(decoding: data, as: UTF8.self)
        guard actual != expected else { return .matched }
        return .differs(
            diff: diff(
                expected: expected, actual: actual, expectedName: (expectedPath as NSString).lastPathComponent,
                actualName: "current output"))
    }

    /// A unified diff (`---`/`+++`, `@@` hunks with three lines of context) of the
    /// first differences: at most `maxHunks` hunks; the rest are counted, not shown.
    package static func diff(
        expected: String, actual: String, expectedName: String, actualName: String, maxHunks: Int = 3
    ) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edits = LineDiff.edits(old, new)
        let hunks = LineDiff.hunks(edits, context: 3)
        var out = "--- \(expectedName)\n+++ \(actualName)\n"
        for hunk in hunks.prefix(maxHunks) {
            let oldLines = hunk.filter { $0.kind != .insert }
            let newLines = hunk.filter { $0.kind != .delete }
            let oldStart = (oldLines.first?.oldIndex ?? hunk.first?.oldIndex ?? 0) + (oldLines.isEmpty ? 0 : 1)
            let newStart = (newLines.first?.newIndex ?? hunk.first?.newIndex ?? 0) + (newLines.isEmpty ? 0 : 1)
            out += "@@ -\(oldStart),\(oldLines.count) +\(newStart),\(newLines.count) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .keep: out += " \(old[edit.oldIndex])\n"
                case .delete: out += "-\(old[edit.oldIndex])\n"
                case .insert: out += "+\(new[edit.newIndex])\n"
                }
            }
        }
        if hunks.count > maxHunks {
            out += "… \(hunks.count - maxHunks) more hunk\(hunks.count - maxHunks == 1 ? "" : "s") not shown\n"
        }
        return out
    }
}

/// A line diff: the longest common subsequence between the common prefix and
/// suffix (quadratic in the differing middle; goldens are a few hundred lines).
enum LineDiff {
    struct Edit {
        enum Kind { case keep, delete, insert }
        var kind: Kind
        /// For `insert`, the old position it comes before; for `delete`/`keep`, the old line.
        var oldIndex: Int
        var newIndex: Int
    }

    static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var edits = (0..<prefix).map { Edit(kind: .keep, oldIndex: $0, newIndex: $0) }
        if a.count * b.count > 4_000_000 {
            // Too large to align: everything in the middle differs.
            edits += a.indices.map { Edit(kind: .delete, oldIndex: prefix + $0, newIndex: prefix) }
            edits += b.indices.map { Edit(kind: .insert, oldIndex: prefix + a.count, newIndex: prefix + $0) }
        } else {
            // lengths[i][j]: LCS length of a[i...] and b[j...].
            var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, a[i] == b[j] {
                    edits.append(Edit(kind: .keep, oldIndex: prefix + i, newIndex: prefix + j))
                    i += 1
                    j += 1
                } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                    edits.append(Edit(kind: .delete, oldIndex: prefix + i, newIndex: prefix + j))
                    i += 1
                } else {
                    edits.append(Edit(kind: .insert, oldIndex: prefix + i, newIndex: prefix + j))
                    j += 1
                }
            }
        }
        let oldTail = old.count - suffix
        let newTail = new.count - suffix
        edits += (0..<suffix).map { Edit(kind: .keep, oldIndex: oldTail + $0, newIndex: newTail + $0) }
        return edits
    }

    /// Groups changes with `context` unchanged lines around them; changes closer
    /// than twice the context share a hunk.
    static func hunks(_ edits: [Edit], context: Int) -> [[Edit]] {
        let changed = edits.indices.filter { edits[$0].kind != .keep }
        guard let first = changed.first else { return [] }
        var ranges: [ClosedRange<Int>] = []
        var low = first
        var high = first
        for index in changed.dropFirst() {
            if index - high > 2 * context {
                ranges.append(low...high)
                low = index
            }
            high = index
        }
        ranges.append(low...high)
        return ranges.map { range in
            Array(edits[max(0, range.lowerBound - context)...min(edits.count - 1, range.upperBound + context)])
        }
    }
}
