/// Diagnostics from one file, as a renderer takes them.
package struct DiagnosticBatch: Sendable {
    package var source: SourceFile
    package var diagnostics: [Diagnostic]

    package init(source: SourceFile, diagnostics: [Diagnostic]) {
        self.source = source
        self.diagnostics = diagnostics
    }
}

/// Renders diagnostics the way swiftc 6.3 prints them, so Swift developers
/// recognise them at a glance:
///
///     favorites.scenario:11:41: error: cannot find view 'TrailRw' in scope [#NameLookup]
///      9 | struct TrailList: View {
///     10 |     var body: some View {
///     11 |         List([Trail(id: 1)]) { trail in TrailRw(trail: trail) }
///        |                                         |- error: cannot find view 'TrailRw' in scope [#NameLookup]
///        |                                         `- note: did you mean 'TrailRow'?
///     12 |     }
///     13 | }
///
///     [#NameLookup]: <Guides/Language.md>
///
/// - The header gives the 1-based line and UTF-8 byte column, as swiftc does.
/// - The snippet shows each annotated line with `contextLines` lines either side;
///   a gap between shown lines is marked with `:`. A multi-line range also shows
///   the lines it spans (its first and last few when it is long).
/// - Markers (`` `- ``, `|-`) stand at the *display* column: tabs are expanded to
///   `tabWidth` stops, control characters are shown as Unicode control pictures
///   (`␀`), and wide characters (CJK, emoji) take two cells, so the marker sits
///   under the right character whatever the line contains.
/// - Notes with a range are drawn at their own line; notes without one hang
///   under the diagnostic itself.
/// - `.rich` adds swiftc's ANSI colours and underlines the diagnostic's range;
///   `.plain` is byte-for-byte stable for golden files. Output ends in a newline
///   and has no trailing whitespace on any line.
package struct DiagnosticRenderer: Sendable {
    package enum Style: Sendable, Hashable {
        /// No escape sequences: goldens, CI logs, pipes.
        case plain
        /// ANSI colours and underlines, for a terminal.
        case rich
    }

    package var style: Style
    /// Source lines shown above and below each annotated line.
    package var contextLines: Int
    /// Distance between tab stops when expanding tabs.
    package var tabWidth: Int
    /// Source lines wider than this are cut (with `…`), keeping every marker in view.
    package var maxLineWidth: Int

    package init(style: Style = .plain, contextLines: Int = 2, tabWidth: Int = 4, maxLineWidth: Int = 200) {
        self.style = style
        self.contextLines = max(0, contextLines)
        self.tabWidth = max(1, tabWidth)
        self.maxLineWidth = max(20, maxLineWidth)
    }

    // MARK: - Entry points

    /// All diagnostics of one file, then the footer naming their groups.
    package func render(_ diagnostics: [Diagnostic], in source: SourceFile) -> String {
        render([DiagnosticBatch(source: source, diagnostics: diagnostics)])
    }

    /// All diagnostics of several files, one block each, separated by blank lines,
    /// then one footer naming every group used.
    package func render(_ batches: [DiagnosticBatch]) -> String {
        var blocks: [String] = []
        var groups: [DiagnosticGroup] = []
        for batch in batches {
            for diagnostic in batch.diagnostics {
                blocks.append(renderBlock(diagnostic, in: batch.source))
                if let group = diagnostic.group, !groups.contains(group) { groups.append(group) }
            }
        }
        if !groups.isEmpty { blocks.append(renderFooter(groups)) }
        return blocks.joined(separator: "\n")
    }

    /// One diagnostic: header line and annotated snippet, ending in a newline.
    package func renderBlock(_ diagnostic: Diagnostic, in combined: SourceFile) -> String {
        // A diagnostic in an included file is shown in that file.
        let (source, diagnostic) = combined.localized(diagnostic)
        let start = source.lineAndColumn(of: diagnostic.range.start)
        // A path or message with control characters shows them escaped (`\u{1B}`).
        var output = "\(ControlCharacters.escape(source.path)):\(start.line):\(start.column): "
        output += styledSeverityAndMessage(diagnostic.severity, diagnostic.message)
        output += groupSuffix(diagnostic.group)
        output += "\n"
        output += renderSnippet(diagnostic, in: source)
        return output
    }

    /// `[#Group]: <guide>` for each group, in first-use order.
    package func renderFooter(_ groups: [DiagnosticGroup]) -> String {
        groups.map { "[#\($0.name)]: <\($0.guide)>\n" }.joined()
    }

    // MARK: - Snippet

    private struct Annotation {
        var line: Int
        var column: Int  // 1-based display column
        var text: String  // "error: …" / "note: …", already styled
    }

    private func renderSnippet(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
        let lineCount = source.lineCount
        let start = source.lineAndColumn(of: diagnostic.range.start)
        let end = source.lineAndColumn(of: diagnostic.range.end)
        var displayLines: [Int: DisplayLine] = [:]
        func display(_ line: Int, focus byteColumn: Int = 1) -> DisplayLine {
            if let cached = displayLines[line] { return cached }
            let made = DisplayLine(source.lineText(line), tabWidth: tabWidth, around: byteColumn - 1)
            displayLines[line] = made
            return made
        }

        // Annotations: the diagnostic, then its notes (at their own place, or under it).
        let primaryText =
            styledSeverityAndMessage(diagnostic.severity, diagnostic.message) + groupSuffix(diagnostic.group)
        var annotations = [
            Annotation(
                line: start.line,
                column: display(start.line, focus: start.column).displayColumn(ofByteColumn: start.column),
                text: primaryText)
        ]
        for note in diagnostic.notes {
            let text = styledSeverityAndMessage(.note, note.message)
            if let range = note.range {
                let at = source.lineAndColumn(of: range.start)
                annotations.append(
                    Annotation(
                        line: at.line,
                        column: display(at.line, focus: at.column).displayColumn(ofByteColumn: at.column),
                        text: text))
            } else {
                annotations.append(Annotation(line: annotations[0].line, column: annotations[0].column, text: text))
            }
        }

        // Which lines to show.
        var shown = Set<Int>()
        func show(_ lines: ClosedRange<Int>) {
            for line in lines where line >= 1 && line <= lineCount { shown.insert(line) }
        }
        for annotation in annotations {
            show((annotation.line - contextLines)...(annotation.line + contextLines))
        }
        if end.line > start.line {
            let spanLimit = 6
            if end.line - start.line <= spanLimit {
                show(start.line...end.line)
            } else {
                show(start.line...(start.line + spanLimit / 2 - 1))
                show((end.line - spanLimit / 2 + 1)...end.line)
            }
        }

        let width = String(lineCount).count
        let blankGutter = String(repeating: " ", count: width)
        var output = ""
        var previous: Int?
        for line in shown.sorted() {
            if let previous, line > previous + 1 {
                output += blankGutter + " " + styled(":", .gutter) + "\n"
            }
            previous = line
            let text = display(line)
            let number = String(line)
            let here = annotations.filter { $0.line == line }
            let columns = Set(here.map(\.column))
            let cut = max(maxLineWidth, (columns.max() ?? 0) + 20)
            var row = String(repeating: " ", count: width - number.count) + styled("\(number) |", .gutter) + " "
            row += text.rendered(
                underlining: underline(of: diagnostic, on: line, start: start, end: end, text),
                cutAfter: text.width > cut ? cut : nil)
            output += trimmingTrailingWhitespace(row) + "\n"

            // Markers: rightmost column first; earlier columns keep a `|` running down.
            for column in columns.sorted(by: >) {
                var prefix = blankGutter + " " + styled("|", .gutter)
                for c in 0..<column { prefix += columns.contains(c) ? "|" : " " }
                let atColumn = here.filter { $0.column == column }
                for (index, annotation) in atColumn.enumerated() {
                    let branch = index == atColumn.count - 1 ? "`- " : "|- "
                    output += trimmingTrailingWhitespace(prefix + branch + annotation.text) + "\n"
                }
            }
        }
        return output
    }

    /// The display columns of `line` covered by the diagnostic's range (rich style only).
    private func underline(
        of diagnostic: Diagnostic, on line: Int, start: (line: Int, column: Int), end: (line: Int, column: Int),
        _ text: DisplayLine
    ) -> Range<Int>? {
        guard style == .rich, !diagnostic.range.isEmpty, line >= start.line, line <= end.line else { return nil }
        // Lines after the first are underlined from their first non-blank character.
        let from = line == start.line ? text.displayColumn(ofByteColumn: start.column) : text.firstNonBlankColumn
        let to = line == end.line ? text.displayColumn(ofByteColumn: end.column) : text.width + 1
        return from < to ? from..<to : nil
    }

    // MARK: - Styling

    private enum Tint {
        case gutter, error, warning, note, remark, message, underline
        var code: String {
            switch self {
            case .gutter: return "\u{1B}[0;36m"
            case .error: return "\u{1B}[1;31m"
            case .warning: return "\u{1B}[1;33m"
            case .note: return "\u{1B}[1;39m"
            case .remark: return "\u{1B}[1;34m"
            case .message: return "\u{1B}[1;39m"
            case .underline: return "\u{1B}[4;39m"
            }
        }
        static let reset = "\u{1B}[0;0m"
    }

    private func styled(_ text: String, _ tint: Tint) -> String {
        style == .rich ? tint.code + text + Tint.reset : text
    }

    private func styledSeverityAndMessage(_ severity: DiagnosticSeverity, _ message: String) -> String {
        let message = ControlCharacters.escape(message)
        guard style == .rich else { return "\(severity.rawValue): \(message)" }
        let tint: Tint
        switch severity {
        case .error: tint = .error
        case .warning: tint = .warning
        case .note: tint = .note
        case .remark: tint = .remark
        }
        return tint.code + "\(severity.rawValue): " + Tint.message.code + message + Tint.reset
    }

    private func groupSuffix(_ group: DiagnosticGroup?) -> String {
        group.map { " [#\($0.name)]" } ?? ""
    }

    private func trimmingTrailingWhitespace(_ text: String) -> String {
        var text = Substring(text)
        while let last = text.last, last == " " { text = text.dropLast() }
        return String(text)
    }
}

/// A source line as a terminal shows it: tabs expanded, control characters made
/// visible, and a map from UTF-8 byte columns to display columns.
package struct DisplayLine: Sendable {
    private struct Cell {
        var text: String
        var byteOffset: Int  // where the character starts in the line's UTF-8
        var column: Int  // 1-based display column where it starts
        var width: Int
    }

    private var cells: [Cell] = []
    /// Display width of the whole line.
    package private(set) var width = 0
    private var byteCount = 0

    /// Lines longer than this many bytes are shown as a window around the caret.
    static let clipThreshold = 1024

    /// - Parameter focus: for a line longer than `clipThreshold` bytes, the byte offset
    ///   to keep in view: only a window around it is shown, with `…` for the rest, so a
    ///   megabyte-long line costs no more than a short one.
    package init(_ line: String, tabWidth: Int = 4, around focus: Int = 0) {
        var column = 1
        var byteOffset = 0
        var shown = Substring(line)
        let utf8 = line.utf8
        if utf8.count > DisplayLine.clipThreshold {
            var from = max(0, min(focus, utf8.count) - DisplayLine.clipThreshold / 4)
            while from < utf8.count, utf8[utf8.index(utf8.startIndex, offsetBy: from)] & 0xC0 == 0x80 { from += 1 }
            var upTo = min(utf8.count, from + DisplayLine.clipThreshold / 2)
            while upTo < utf8.count, utf8[utf8.index(utf8.startIndex, offsetBy: upTo)] & 0xC0 == 0x80 { upTo += 1 }
            let lower = utf8.index(utf8.startIndex, offsetBy: from)
            let upper = utf8.index(utf8.startIndex, offsetBy: upTo)
            shown = Substring(String(decoding: Array(utf8[lower..<upper]), as: UTF8.self))
            if from > 0 {
                cells.append(Cell(text: "…", byteOffset: 0, column: 1, width: 1))
                column = 2
            }
            byteOffset = from
        }
        for character in shown {
            let bytes = character.utf8.count
            let text: String
            let cellWidth: Int
            if character == "\t" {
                cellWidth = tabWidth - (column - 1) % tabWidth
                text = String(repeating: " ", count: cellWidth)
            } else if let picture = DisplayLine.controlPicture(character) {
                text = picture
                cellWidth = 1
            } else {
                text = String(character)
                cellWidth = DisplayLine.width(of: character)
            }
            cells.append(Cell(text: text, byteOffset: byteOffset, column: column, width: cellWidth))
            column += cellWidth
            byteOffset += bytes
        }
        if byteOffset < utf8.count {
            cells.append(Cell(text: "…", byteOffset: byteOffset, column: column, width: 1))
            column += 1
        }
        width = column - 1
        byteCount = utf8.count
    }

    /// The line as displayed (no escape sequences).
    package var text: String { cells.map(\.text).joined() }

    /// The display column of the first character that is not a space or tab.
    package var firstNonBlankColumn: Int {
        cells.first { !$0.text.allSatisfy { $0 == " " } }?.column ?? width + 1
    }

    /// The 1-based display column of a 1-based UTF-8 byte column. A byte inside a
    /// character maps to that character; past the end, one column per byte.
    package func displayColumn(ofByteColumn byteColumn: Int) -> Int {
        let offset = max(0, byteColumn - 1)
        if offset >= byteCount { return width + 1 + (offset - byteCount) }
        var low = 0
        var high = cells.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if cells[mid].byteOffset <= offset { low = mid } else { high = mid - 1 }
        }
        return cells[low].column
    }

    /// The line with the display columns in `underline` wrapped in ANSI underline,
    /// and cut with `…` after display column `cutAfter`.
    fileprivate func rendered(underlining underline: Range<Int>?, cutAfter: Int? = nil) -> String {
        var output = ""
        var inside = false
        for cell in cells {
            if let cutAfter, cell.column + cell.width - 1 > cutAfter {
                if inside { output += "\u{1B}[0;0m" }
                return output + "…"
            }
            let covered = underline?.contains(cell.column) ?? false
            if covered != inside {
                output += covered ? "\u{1B}[4;39m" : "\u{1B}[0;0m"
                inside = covered
            }
            output += cell.text
        }
        if inside { output += "\u{1B}[0;0m" }
        return output
    }

    private static func controlPicture(_ character: Character) -> String? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
            // "\r\n" is one Character; show it as the two pictures.
            if character == "\r\n" { return "\u{240D}\u{240A}" }
            return nil
        }
        switch scalar.value {
        case 0x00..<0x20: return String(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: return "\u{2421}"
        default: return nil
        }
    }

    /// Terminal cells a character takes: two for wide East Asian characters and
    /// emoji, one otherwise (combining marks ride on their base character).
    private static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 1 }
        if scalar.properties.isEmojiPresentation { return 2 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) && scalar.properties.isEmoji { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
