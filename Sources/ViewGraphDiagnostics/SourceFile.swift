/// A scenario file's text with a line table, so byte offsets can be turned into
/// 1-based line and column numbers (columns count UTF-8 bytes, as swiftc does).
///
/// Every AST node and every diagnostic refers to its text through a `SourceRange`
/// of byte offsets into one `SourceFile`.
package final class SourceFile: Sendable {
    /// The name shown in diagnostics (the path as the user gave it).
    package let path: String
    package let text: String
    package let utf8: [UInt8]
    /// Byte offset of the first byte of each line.
    package let lineStarts: [Int]

    package init(path: String, text: String) {
        self.path = path
        self.text = text
        let bytes = Array(text.utf8)
        self.utf8 = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    /// 1-based line and column of a byte offset (clamped to the file).
    package func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, utf8.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return (low + 1, clamped - lineStarts[low] + 1)
    }

    /// The text of a 1-based line, without its line break.
    package func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : utf8.count
        while end > start, utf8[end - 1] == UInt8(ascii: "\n") || utf8[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// The source text a range covers.
    package func text(in range: SourceRange) -> String {
        let start = max(0, min(range.start, utf8.count))
        let end = max(start, min(range.end, utf8.count))
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    package var lineCount: Int { lineStarts.count }
}

/// A half-open range of byte offsets `start..<end` into a `SourceFile`.
package struct SourceRange: Hashable, Sendable, Comparable {
    package var start: Int
    package var end: Int

    package init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at an offset (a caret position).
    package static func at(_ offset: Int) -> SourceRange { SourceRange(start: offset, end: offset) }

    /// The smallest range covering both.
    package func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    package var isEmpty: Bool { start == end }

    package static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}
