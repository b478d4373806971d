import ViewGraphDiagnostics

// Entry points for pieces of scenario syntax typed outside a file: the REPL's
// `print EXPR` and the view references of `why REF`, `deps REF`. They reuse the
// file parser, so a fragment means exactly what it would mean inside a step.

/// Parses fragments of scenario syntax that start at `offset` in `source` and run
/// to its end. The text before `offset` is skipped (callers pad with spaces so the
/// fragment's ranges do not overlap another file's). Never throws: problems come
/// back as diagnostics, as for whole files.
package enum FragmentParser {
    /// One expression, e.g. `store.favoriteTrails.count`.
    package static func expression(_ source: SourceFile, from offset: Int = 0) -> (
        expr: Expr, diagnostics: [Diagnostic]
    ) {
        let parser = Parser(source)
        parser.skip(to: offset)
        let expr = parser.parseExpression()
        parser.expectEndOfFragment("expression")
        return (expr, parser.diagnostics)
    }

    /// One view reference, e.g. `TrailRow[2]` or `Toolbar/Button("Save")`.
    package static func viewRef(_ source: SourceFile, from offset: Int = 0) -> (
        ref: ViewRef, diagnostics: [Diagnostic]
    ) {
        let parser = Parser(source)
        parser.skip(to: offset)
        let ref = parser.parseViewRef()
        parser.expectEndOfFragment("view reference")
        return (ref, parser.diagnostics)
    }
}

extension Parser {
    /// Moves to the first token that starts at or after `offset`.
    fileprivate func skip(to offset: Int) {
        while !atEnd, current.range.start < offset { advance() }
    }

    /// Reports text left over after a fragment.
    fileprivate func expectEndOfFragment(_ what: String) {
        guard !atEnd else { return }
        error(
            "unexpected text after the \(what)",
            at: SourceRange(start: current.range.start, end: tokens.last?.range.end ?? current.range.end))
    }
}
