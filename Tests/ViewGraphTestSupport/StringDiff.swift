// Helpers shared by the test targets.
import Foundation
import Testing

/// Fails with a line diff (`-` expected, `+` actual, the longest common run of lines
/// kept) when the strings differ, instead of two walls of text. Escape characters
/// and trailing spaces are made visible on the differing lines.
package func assertStringsEqualWithDiff(
    _ actual: String, _ expected: String, _ message: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    let a = expected.components(separatedBy: "\n")
    let b = actual.components(separatedBy: "\n")
    // The lines both share at the start and at the end are kept as they are; only the
    // middle is diffed, so a one-line change in a long text needs a small table.
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
        suffix += 1
    }
    let oldMiddle = Array(a[prefix..<(a.count - suffix)])
    let newMiddle = Array(b[prefix..<(b.count - suffix)])
    var lines = a[..<prefix].map { "  " + $0 }
    lines += middleDiff(oldMiddle, newMiddle)
    lines += a[(a.count - suffix)...].map { "  " + $0 }
    let header = message.isEmpty ? "" : message + "\n"
    Issue.record(
        "\(header)Actual output (+) differed from expected output (-):\n\(lines.joined(separator: "\n"))",
        sourceLocation: sourceLocation)
}

/// A line diff of `a` (expected) and `b` (actual) by their longest common subsequence,
/// in one flat table; past `maxCells` cells, every line of `a` removed and of `b` added.
private func middleDiff(_ a: [String], _ b: [String], maxCells: Int = 4_000_000) -> [String] {
    let width = b.count + 1
    guard (a.count + 1) * width <= maxCells else {
        return a.map { "- " + visible($0) } + b.map { "+ " + visible($0) }
    }
    var lcs = [Int](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            lcs[i * width + j] =
                a[i] == b[j] ? lcs[(i + 1) * width + j + 1] + 1 : max(lcs[(i + 1) * width + j], lcs[i * width + j + 1])
        }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
        if i < a.count && j < b.count && a[i] == b[j] {
            lines.append("  " + a[i])
            i += 1
            j += 1
        } else if j < b.count && (i == a.count || lcs[i * width + j + 1] >= lcs[(i + 1) * width + j]) {
            lines.append("+ " + visible(b[j]))
            j += 1
        } else {
            lines.append("- " + visible(a[i]))
            i += 1
        }
    }
    return lines
}

/// Makes escape characters and trailing spaces visible in a diff line.
private func visible(_ line: String) -> String {
    var text = line.replacingOccurrences(of: "\u{1B}", with: "⎋")
    if text.hasSuffix(" ") { text += "⏎" }
    return text
}

/// Byte offset of the `occurrence`-th (0-based) match of `needle` in `text`.
package func offset(of needle: String, in text: String, occurrence: Int = 0) -> Int {
    var from = text.startIndex
    var seen = 0
    while let range = text.range(of: needle, range: from..<text.endIndex) {
        if seen == occurrence { return text.utf8.distance(from: text.startIndex, to: range.lowerBound) }
        seen += 1
        from = range.upperBound
    }
    preconditionFailure("'\(needle)' occurs fewer than \(occurrence + 1) times")
}
