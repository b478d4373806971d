import Foundation

/// Renders diagnostics as versioned JSON for editors and scripts:
///
///     {
///       "diagnostics" : [
///         {
///           "column" : 41,
///           "endColumn" : 48,
///           "endLine" : 11,
///           "file" : "favorites.scenario",
///           "fixIts" : [],
///           "group" : "NameLookup",
///           "guide" : "Guides/Language.md",
///           "line" : 11,
///           "message" : "cannot find view 'TrailRw' in scope",
///           "notes" : [ { "column" : 41, … "message" : "did you mean 'TrailRow'?" } ],
///           "severity" : "error"
///         }
///       ],
///       "formatVersion" : 1
///     }
///
/// Lines and columns are 1-based; columns count UTF-8 bytes, as in the text
/// header. `endLine`/`endColumn` point just past the range (exclusive). A note
/// without a place has no position keys; `group` and `guide` are null when the
/// diagnostic has no group. Keys are sorted, so output is byte-for-byte stable.
package enum DiagnosticJSONRenderer {
    /// Bumped whenever a key is renamed or removed, or its meaning changes.
    package static let formatVersion = 1

    package static func render(_ diagnostics: [Diagnostic], in source: SourceFile) -> String {
        render([DiagnosticBatch(source: source, diagnostics: diagnostics)])
    }

    package static func render(_ batches: [DiagnosticBatch]) -> String {
        var entries: [Entry] = []
        for batch in batches {
            for diagnostic in batch.diagnostics {
                entries.append(Entry(diagnostic, in: batch.source))
            }
        }
        let document = Document(diagnostics: entries, formatVersion: formatVersion)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    // MARK: - Schema

    private struct Document: Encodable {
        var diagnostics: [Entry]
        var formatVersion: Int
    }

    private struct Position: Encodable {
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int

        init(_ range: SourceRange, in source: SourceFile) {
            let start = source.lineAndColumn(of: range.start)
            let end = source.lineAndColumn(of: range.end)
            (line, column, endLine, endColumn) = (start.line, start.column, end.line, end.column)
        }
    }

    private struct Note: Encodable {
        var message: String
        var position: Position?

        enum CodingKeys: String, CodingKey { case message, line, column, endLine, endColumn }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(message, forKey: .message)
            if let position {
                try container.encode(position.line, forKey: .line)
                try container.encode(position.column, forKey: .column)
                try container.encode(position.endLine, forKey: .endLine)
                try container.encode(position.endColumn, forKey: .endColumn)
            }
        }
    }

    private struct FixItEntry: Encodable {
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var replacement: String
    }

    private struct Entry: Encodable {
        var file: String
        var position: Position
        var severity: String
        var message: String
        var notes: [Note]
        var fixIts: [FixItEntry]
        var group: String?
        var guide: String?

        init(_ diagnostic: Diagnostic, in source: SourceFile) {
            file = source.path
            position = Position(diagnostic.range, in: source)
            severity = diagnostic.severity.rawValue
            message = diagnostic.message
            notes = diagnostic.notes.map { Note(message: $0.message, position: $0.range.map { Position($0, in: source) }) }
            fixIts = diagnostic.fixIts.map {
                let at = Position($0.range, in: source)
                return FixItEntry(
                    line: at.line, column: at.column, endLine: at.endLine, endColumn: at.endColumn,
                    replacement: $0.replacement)
            }
            group = diagnostic.group?.name
            guide = diagnostic.group?.guide
        }

        enum CodingKeys: String, CodingKey {
            case file, line, column, endLine, endColumn, severity, message, notes, fixIts, group, guide
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(position.line, forKey: .line)
            try container.encode(position.column, forKey: .column)
            try container.encode(position.endLine, forKey: .endLine)
            try container.encode(position.endColumn, forKey: .endColumn)
            try container.encode(severity, forKey: .severity)
            try container.encode(message, forKey: .message)
            try container.encode(notes, forKey: .notes)
            try container.encode(fixIts, forKey: .fixIts)
            try container.encode(group, forKey: .group)
            try container.encode(guide, forKey: .guide)
        }
    }
}
