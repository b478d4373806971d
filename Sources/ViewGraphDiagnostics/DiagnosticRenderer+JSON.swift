/// Renders diagnostics as versioned JSON for editors and scripts:
///
///     {
///       "diagnostics": [
///         {
///           "column": 41,
///           "endColumn": 48,
///           "endLine": 10,
///           "file": "favorites.scenario",
///           "fixIts": [],
///           "group": "NameLookup",
///           "guide": "Guides/Language.md",
///           "line": 10,
///           "message": "cannot find view 'TrailRw' in scope",
///           "notes": [
///             {
///               "column": 8,
///               "endColumn": 16,
///               "endLine": 3,
///               "line": 3,
///               "message": "did you mean 'TrailRow'?"
///             }
///           ],
///           "severity": "error"
///         }
///       ],
///       "formatVersion": 1
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
        document(batches).serialized
    }

    /// The document as a value, for callers that embed it in a larger one.
    package static func document(_ batches: [DiagnosticBatch]) -> JSONValue {
        var entries: [JSONValue] = []
        for batch in batches {
            for diagnostic in batch.diagnostics {
                entries.append(entry(diagnostic, in: batch.source))
            }
        }
        return .object(["diagnostics": .array(entries), "formatVersion": .int(formatVersion)])
    }

    private static func entry(_ diagnostic: Diagnostic, in combined: SourceFile) -> JSONValue {
        let (source, diagnostic) = combined.localized(diagnostic)
        var members = position(diagnostic.range, in: source)
        members["file"] = .string(source.path)
        members["severity"] = .string(diagnostic.severity.rawValue)
        members["message"] = .string(diagnostic.message)
        members["notes"] = .array(
            diagnostic.notes.map { note in
                var fields = note.range.map { position($0, in: source) } ?? [:]
                fields["message"] = .string(note.message)
                return .object(fields)
            })
        members["fixIts"] = .array(
            diagnostic.fixIts.map { fixIt in
                var fields = position(fixIt.range, in: source)
                fields["replacement"] = .string(fixIt.replacement)
                return .object(fields)
            })
        members["group"] = diagnostic.group.map { .string($0.name) } ?? .null
        members["guide"] = diagnostic.group.map { .string($0.guide) } ?? .null
        return .object(members)
    }

    private static func position(_ range: SourceRange, in source: SourceFile) -> [String: JSONValue] {
        let start = source.lineAndColumn(of: range.start)
        let end = source.lineAndColumn(of: range.end)
        return [
            "line": .int(start.line), "column": .int(start.column),
            "endLine": .int(end.line), "endColumn": .int(end.column),
        ]
    }
}
