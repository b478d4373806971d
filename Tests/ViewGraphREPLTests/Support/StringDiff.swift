import Testing

/// Compares two multi-line strings and, when they differ, records an issue with a
/// line-by-line diff (`-` expected, `+` actual) instead of two walls of text.
func assertStringsEqualWithDiff(
    _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    var diff: [String] = []
    for index in 0..<max(actualLines.count, expectedLines.count) {
        let want = index < expectedLines.count ? String(expectedLines[index]) : nil
        let got = index < actualLines.count ? String(actualLines[index]) : nil
        if want == got {
            diff.append("  " + (want ?? ""))
        } else {
            if let want { diff.append("- " + visible(want)) }
            if let got { diff.append("+ " + visible(got)) }
        }
    }
    let report = "strings differ (- expected, + actual):\n" + diff.joined(separator: "\n")
    Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}

/// Makes escape characters and trailing spaces visible in a diff line.
private func visible(_ line: String) -> String {
    var text = line.replacingOccurrences(of: "\u{1B}", with: "⎋")
    if text.hasSuffix(" ") { text += "⏎" }
    return text
}

/// Byte offset of the `occurrence`-th (0-based) match of `needle` in `text`.
func offset(of needle: String, in text: String, occurrence: Int = 0) -> Int {
    var from = text.startIndex
    var seen = 0
    while let range = text.range(of: needle, range: from..<text.endIndex) {
        if seen == occurrence { return text.utf8.distance(from: text.startIndex, to: range.lowerBound) }
        seen += 1
        from = range.upperBound
    }
    preconditionFailure("'\(needle)' occurs fewer than \(occurrence + 1) times")
}
