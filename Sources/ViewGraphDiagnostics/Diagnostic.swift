/// How serious a diagnostic is.
package enum DiagnosticSeverity: String, Sendable, Hashable {
    case error
    case warning
    case note
    case remark
}

/// A further remark attached to a diagnostic: where else to look, or how to fix it.
package struct DiagnosticNote: Hashable, Sendable {
    package var message: String
    /// Where the note points; nil for a note about the diagnostic as a whole.
    package var range: SourceRange?

    package init(_ message: String, at range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// A replacement that fixes a diagnostic: only when there is one obvious fix.
package struct FixIt: Hashable, Sendable {
    package var range: SourceRange
    package var replacement: String

    package init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// One problem found in a scenario file, from any stage (lexer, parser, checker,
/// interpreter, engine, expectations). Messages follow swiftc's style: a terse
/// lowercase phrase, no closing period, code in single quotes.
package struct Diagnostic: Hashable, Sendable {
    package var severity: DiagnosticSeverity
    package var message: String
    package var range: SourceRange
    package var notes: [DiagnosticNote]
    package var fixIts: [FixIt]
    /// The group that names the guide page explaining this kind of problem.
    package var group: DiagnosticGroup?

    package init(
        _ severity: DiagnosticSeverity,
        _ message: String,
        at range: SourceRange,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = [],
        group: DiagnosticGroup? = nil
    ) {
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
        self.group = group
    }

    package static func error(
        _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [], group: DiagnosticGroup? = nil
    ) -> Diagnostic {
        Diagnostic(.error, message, at: range, notes: notes, group: group)
    }

    package static func warning(
        _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [], group: DiagnosticGroup? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, message, at: range, notes: notes, group: group)
    }
}

/// A family of diagnostics with one guide page, shown as the `[#Group]` footer.
package struct DiagnosticGroup: Hashable, Sendable {
    package var name: String
    /// The guide page, relative to the project root.
    package var guide: String

    package init(name: String, guide: String) {
        self.name = name
        self.guide = guide
    }

    package static let syntax = DiagnosticGroup(name: "Syntax", guide: "Guides/Language.md")
    package static let unsupported = DiagnosticGroup(
        name: "UnsupportedSwift", guide: "Guides/Language.md#not-supported")
    package static let names = DiagnosticGroup(name: "NameLookup", guide: "Guides/Language.md")
    package static let runtime = DiagnosticGroup(name: "RuntimeError", guide: "Guides/Language.md#runtime-errors")
    package static let limits = DiagnosticGroup(name: "Limits", guide: "Guides/Language.md#limits")
    package static let references = DiagnosticGroup(name: "ViewReferences", guide: "Guides/Language.md#view-references")
    package static let expectations = DiagnosticGroup(name: "Expectations", guide: "Guides/Language.md#expectations")
}

extension Array where Element == Diagnostic {
    package var hasErrors: Bool { contains { $0.severity == .error } }
}
