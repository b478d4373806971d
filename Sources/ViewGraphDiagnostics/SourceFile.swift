/// A scenario file's text with a line table, so byte offsets can be turned into
/// 1-based line and column numbers (columns count UTF-8 bytes, as swiftc does).
///
/// Every AST node and every diagnostic refers to its text through a `SourceRange`
/// of byte offsets into one `SourceFile`.
///
/// A scenario that includes Swift files (`include "Models.swift"`) is parsed as one
/// text, the files joined after it; its `segments` say which bytes came from which
/// file, and `location(of:)` and `segmentFile(containing:)` give a diagnostic the
/// file, line and column a user sees.
package final class SourceFile: Sendable {
    /// One file's bytes within the text: `start..<end`.
    package struct Segment: Sendable, Equatable {
        package let path: String
        package let start: Int
        package let end: Int
    }

    /// The name shown in diagnostics (the path as the user gave it).
    package let path: String
    package let text: String
    package let utf8: [UInt8]
    /// Byte offset of the first byte of each line.
    package let lineStarts: [Int]
    /// The files the text is made of, in order (one for a file that includes nothing).
    package let segments: [Segment]
    /// Each segment as a file of its own, for rendering (none for a text of one file).
    private let segmentFiles: [SourceFile]

    package convenience init(path: String, text: String) {
        self.init(path: path, text: text, segments: nil)
    }

    private init(path: String, text: String, segments: [Segment]?) {
        self.path = path
        self.text = text
        let bytes = Array(text.utf8)
        self.utf8 = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
        let all = segments ?? [Segment(path: path, start: 0, end: bytes.count)]
        self.segments = all
        self.segmentFiles =
            all.count > 1
            ? all.map { segment in
                SourceFile(
                    path: segment.path, text: String(decoding: bytes[segment.start..<segment.end], as: UTF8.self))
            } : []
    }

    /// A scenario's text followed by the files it includes, each on lines of its own.
    /// `parts` mark where bytes of the main text came from elsewhere (steps typed in the
    /// REPL, `<input>`): each runs from its start to the next part's, or to the main text's end.
    package static func joining(
        _ main: (path: String, text: String), _ included: [(path: String, text: String)],
        parts: [(path: String, start: Int)] = []
    ) -> SourceFile {
        var text = main.text
        let mainEnd = main.text.utf8.count
        let starts = parts.map { min(max(0, $0.start), mainEnd) }
        var segments = [Segment(path: main.path, start: 0, end: starts.first ?? mainEnd)]
        for (index, part) in parts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : mainEnd
            segments.append(Segment(path: part.path, start: starts[index], end: max(starts[index], end)))
        }
        for file in included {
            if !text.hasSuffix("\n") { text += "\n" }
            let start = text.utf8.count
            text += file.text
            segments.append(Segment(path: file.path, start: start, end: text.utf8.count))
        }
        return SourceFile(path: main.path, text: text, segments: segments)
    }

    /// The scenario file's own text, without the files it includes (and without the
    /// parts joined into it): what the user's file holds.
    package var mainFileText: String {
        segmentFiles.first?.text ?? text
    }

    /// The name of text typed in the REPL, in diagnostics and sites.
    package static let typedPath = "<input>"

    /// Whether a byte offset is in a part typed in the REPL (`typedPath`, see `joining`).
    package func isTyped(_ offset: Int) -> Bool {
        segments.count > 1 && segments[segmentIndex(containing: offset)].path == SourceFile.typedPath
    }

    /// The segment a byte offset is in (the first one for an offset before them all).
    private func segmentIndex(containing offset: Int) -> Int {
        segments.lastIndex { offset >= $0.start } ?? 0
    }

    /// The file a byte offset is in, as a file of its own, and how far its bytes are
    /// shifted in this text (subtract it from an offset of this text).
    package func segmentFile(containing offset: Int) -> (file: SourceFile, shift: Int) {
        guard segments.count > 1 else { return (self, 0) }
        let index = segmentIndex(containing: offset)
        return (segmentFiles[index], segments[index].start)
    }

    /// A diagnostic as its own file shows it: that file, and the diagnostic's ranges
    /// (and its notes' ranges in the same file) shifted into it. A note elsewhere keeps
    /// its text and loses its place.
    package func localized(_ diagnostic: Diagnostic) -> (SourceFile, Diagnostic) {
        guard segments.count > 1 else { return (self, diagnostic) }
        let (file, shift) = segmentFile(containing: diagnostic.range.start)
        let limit = file.utf8.count
        func shifted(_ range: SourceRange) -> SourceRange? {
            let start = range.start - shift
            guard start >= 0, start <= limit else { return nil }
            return SourceRange(start: start, end: min(limit, range.end - shift))
        }
        var local = diagnostic
        local.range = shifted(diagnostic.range) ?? .at(0)
        local.notes = diagnostic.notes.map { note in
            DiagnosticNote(note.message, at: note.range.flatMap(shifted))
        }
        return (file, local)
    }

    /// The file, 1-based line and column a user sees for a byte offset.
    package func location(of offset: Int) -> (path: String, line: Int, column: Int) {
        let (file, shift) = segmentFile(containing: offset)
        let (line, column) = file.lineAndColumn(of: offset - shift)
        return (file.path, line, column)
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
