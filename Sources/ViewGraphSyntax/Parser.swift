import ViewGraphDiagnostics

/// Parses a whole scenario file. Never throws: problems come back as diagnostics,
/// and the tree always covers the whole file.
package func parseScenario(_ source: SourceFile) -> (file: ScenarioFile, diagnostics: [Diagnostic]) {
    let parser = Parser(source)
    let file = parser.parseFile()
    return (file, parser.diagnostics)
}

/// A recursive-descent parser over the token list of one file.
///
/// Invariants that keep it total on any input:
/// - every loop checks that it consumed a token on each turn (`index` moved), and
///   otherwise skips one token with a diagnostic, so no input can hang it;
/// - recursion is capped at `maxDepth`; beyond that the rest of the file is skipped
///   with one diagnostic, so no input can overflow the stack;
/// - missing pieces are diagnosed and replaced by `.error` nodes; the tree is always whole.
final class Parser {
    let source: SourceFile
    var tokens: [Token]
    var index = 0
    private(set) var diagnostics: [Diagnostic] = []
    /// How many of `diagnostics` are the lexer's, reported before any of the parser's.
    private(set) var lexerDiagnosticCount = 0
    private var nextNodeID = 0
    /// Current recursion depth (expressions, statements, blocks, types, patterns).
    var depth = 0
    /// Nesting of string interpolations being parsed (`"\("\(x)")"` is 2).
    var interpolationDepth = 0
    /// Set once the nesting limit was hit: the rest of the file is skipped and
    /// further diagnostics are suppressed.
    private(set) var gaveUp = false
    /// False inside conditions (`if`, `guard`, `while`, `for … in`, `switch` subjects,
    /// step clauses): a `{` there opens the body, not a trailing closure.
    var allowsTrailingClosure = true
    /// The second and later variables of `var a = 1, b = 2`, parsed by `parseVariableDecl`
    /// (which returns the first) and added after it by the enclosing list: a block, a type's
    /// members, a `switch` case or the file.
    var pendingVariables: [VariableDecl] = []

    static let maxDepth = 200
    static let maxDiagnostics = 500

    static let unsupportedNote = DiagnosticNote("see Guides/Language.md for the supported subset")

    init(_ source: SourceFile) {
        self.source = source
        let (lexed, lexerDiagnostics) = Lexer.tokenize(source)
        // `#if` branches that are not taken are gone before parsing, as in swiftc.
        let (tokens, directiveDiagnostics) = ConditionalCompilation.filter(lexed)
        self.tokens = tokens
        for diagnostic in lexerDiagnostics + directiveDiagnostics { report(diagnostic) }
        lexerDiagnosticCount = diagnostics.count
    }

    // MARK: - Tokens

    var current: Token { tokens[index] }

    func peek(_ offset: Int = 1) -> Token { tokens[min(index + offset, tokens.count - 1)] }

    var previous: Token? { index > 0 ? tokens[index - 1] : nil }

    func at(_ kind: TokenKind) -> Bool { current.kind == kind }

    func atKeyword(_ keyword: Keyword) -> Bool { current.kind == .keyword(keyword) }

    var atEnd: Bool { current.kind == .eof }

    /// Consumes the current token (never moves past `.eof`).
    @discardableResult
    func advance() -> Token {
        let token = current
        if token.kind != .eof { index += 1 }
        return token
    }

    func consume(_ kind: TokenKind) -> Token? {
        guard current.kind == kind else { return nil }
        return advance()
    }

    func consumeKeyword(_ keyword: Keyword) -> Token? { consume(.keyword(keyword)) }

    /// The token is on the same line as the one before it.
    func onSameLine(_ token: Token) -> Bool { !token.hasLeadingNewline && token.kind != .eof }

    /// Where to point when something is missing before the current token: right after the
    /// previous token when the current one starts a new line, else at the current token.
    var missingLocation: SourceRange {
        if current.hasLeadingNewline || current.kind == .eof, let previous {
            return .at(previous.range.end)
        }
        return .at(current.range.start)
    }

    func expect(_ kind: TokenKind, _ message: String, notes: [DiagnosticNote] = []) -> Token? {
        if let token = consume(kind) { return token }
        error(message, at: missingLocation, notes: notes)
        return nil
    }

    /// Splits a leading `>` off an operator token such as `>>` or `>=` (closing generic arguments).
    func consumeClosingAngle() -> Bool {
        guard current.isOperator, current.text.hasPrefix(">") else { return false }
        if current.text == ">" {
            advance()
            return true
        }
        var rest = current
        rest.text.removeFirst()
        rest.range = SourceRange(start: rest.range.start + 1, end: rest.range.end)
        rest.hasLeadingSpace = false
        rest.hasLeadingNewline = false
        tokens[index] = rest
        return true
    }

    // MARK: - Diagnostics

    /// Records a diagnostic. `allowSamePosition` keeps it even when the previous one is at
    /// the same offset (each unclosed `{` at the end of a file gets its own error).
    func report(_ diagnostic: Diagnostic, allowSamePosition: Bool = false) {
        guard !gaveUp, diagnostics.count < Parser.maxDiagnostics else { return }
        // One error per position: later ones at the same place are almost always cascades.
        if let last = diagnostics.last, last.range.start == diagnostic.range.start,
            !allowSamePosition || last.message == diagnostic.message
        {
            return
        }
        diagnostics.append(diagnostic)
    }

    /// `expected '}' in …` at the current token, with a note at the opening brace.
    func reportUnclosedBrace(_ message: String, open: Token) {
        report(
            .error(
                message, at: .at(current.range.start),
                notes: [DiagnosticNote("to match this opening '{'", at: open.range)], group: .syntax),
            allowSamePosition: true)
    }

    func error(_ message: String, at range: SourceRange, notes: [DiagnosticNote] = []) {
        report(.error(message, at: range, notes: notes, group: .syntax))
    }

    /// `'async let' is not supported in scenarios`, with the guide note.
    func unsupported(_ construct: String, at range: SourceRange) {
        report(
            .error(
                "\(construct) is not supported in scenarios", at: range, notes: [Parser.unsupportedNote],
                group: .unsupported))
    }

    func unexpected(_ token: Token, in context: String? = nil) {
        let what: String =
            switch token.kind {
            case .eof: "end of file"
            case .identifier, .keyword: "'\(token.text)'"
            case .stringLiteral: "string literal"
            default: "'\(token.text)'"
            }
        if let context {
            error("unexpected \(what) \(context)", at: token.range)
        } else {
            error("unexpected \(what)", at: token.range)
        }
    }

    // MARK: - Nodes

    func makeExpr(_ kind: ExprKind, _ range: SourceRange) -> Expr {
        nextNodeID += 1
        return Expr(kind, range: range, id: nextNodeID)
    }

    func errorExpr(at range: SourceRange) -> Expr { makeExpr(.error, range) }

    func range(from start: Int) -> SourceRange {
        let end = max(start, previous?.range.end ?? start)
        return SourceRange(start: start, end: end)
    }

    // MARK: - Nesting limit

    /// Enters one level of recursion; false (after one diagnostic, skipping the rest of the
    /// file) when the limit is reached.
    func enterNesting() -> Bool {
        if gaveUp { return false }
        depth += 1
        if depth > Parser.maxDepth {
            depth -= 1
            report(
                .error(
                    "expression nested too deeply", at: current.range,
                    notes: [
                        DiagnosticNote(
                            "the scenario language allows at most \(Parser.maxDepth) levels of nesting")
                    ],
                    group: .syntax))
            gaveUp = true
            index = tokens.count - 1
            return false
        }
        return true
    }

    func exitNesting() { depth -= 1 }

    // MARK: - Recovery

    /// Skips the rest of the current line (balancing brackets), stopping before a `}` that
    /// closes an enclosing block.
    func skipToNextLine() {
        var nesting = 0
        let start = index
        while !atEnd {
            if index > start && current.hasLeadingNewline && nesting == 0 { return }
            switch current.kind {
            case .leftBrace, .leftParen, .leftBracket: nesting += 1
            case .rightBrace, .rightParen, .rightBracket:
                if nesting == 0 {
                    if current.kind == .rightBrace { return }
                } else {
                    nesting -= 1
                }
            default: break
            }
            advance()
        }
    }

    /// Skips a balanced `(…)`, `[…]` or `{…}` group starting at the current token.
    func skipBalancedGroup() {
        let open = current.kind
        let close: TokenKind
        switch open {
        case .leftParen: close = .rightParen
        case .leftBracket: close = .rightBracket
        case .leftBrace: close = .rightBrace
        default:
            advance()
            return
        }
        var nesting = 0
        while !atEnd {
            if current.kind == open { nesting += 1 }
            if current.kind == close {
                nesting -= 1
                if nesting == 0 {
                    advance()
                    return
                }
            }
            if open != .leftBrace, atColumnOneTopLevelStart, index > 0 { return }
            advance()
        }
    }

    /// Skips tokens up to (not including) the next `{` on this line or a later one; used to
    /// jump over unsupported clauses (`where`, generic parameters).
    func skipUntilLeftBrace() {
        while !atEnd && !at(.leftBrace) && !at(.rightBrace)
            && !(current.hasLeadingNewline && atColumnOneTopLevelStart)
        {
            advance()
        }
    }

    /// Skips a `<…>` clause (generic parameters or arguments) starting at a `<` token.
    func skipAngleClause() {
        var nesting = 0
        while !atEnd {
            if current.isOperator && current.text.hasPrefix("<") {
                nesting += 1
                advance()
                continue
            }
            if current.isOperator && current.text.hasPrefix(">") {
                for _ in current.text where nesting > 0 { nesting -= 1 }
                advance()
                if nesting == 0 { return }
                continue
            }
            switch current.kind {
            case .leftBrace, .rightBrace, .eof: return
            default: advance()
            }
            if nesting == 0 { return }
        }
    }

    // MARK: - Blocks

    /// Parses `{ items }` where the current token is `{`. `item` must parse one item or
    /// return nil without consuming anything; `sameLineItems` allows several items per
    /// line (the `costs` block). Reports a missing `}` with a note at the opening brace.
    func parseBraced<T>(
        context: String, separator: String = "statements", sameLineItems: Bool = false, item: () -> T?
    ) -> (items: [T], range: SourceRange) {
        let open = current
        guard consume(.leftBrace) != nil else {
            error("expected '{' in \(context)", at: missingLocation)
            return ([], .at(current.range.start))
        }
        return parseBracedContents(
            open: open, context: context, separator: separator, sameLineItems: sameLineItems, item: item)
    }

    /// The items and closing `}` of a block whose `{` (`open`) has been consumed.
    func parseBracedContents<T>(
        open: Token, context: String, separator: String = "statements", sameLineItems: Bool = false,
        item: () -> T?
    ) -> (items: [T], range: SourceRange) {
        guard enterNesting() else { return ([], open.range) }
        defer { exitNesting() }
        var items: [T] = []
        var isFirst = true
        while !atEnd && !at(.rightBrace) {
            if atColumnOneTopLevelStart { break }
            if consume(.semicolon) != nil { continue }
            let before = index
            if !isFirst && !sameLineItems && !current.hasLeadingNewline, let previous,
                previous.kind != .semicolon
            {
                error(
                    "consecutive \(separator) on a line must be separated by ';'", at: .at(previous.range.end)
                )
            }
            isFirst = false
            if let parsed = item() { items.append(parsed) }
            items += drainPendingVariables(as: T.self)
            if index == before {
                if at(.rightBrace) || atEnd { break }
                unexpected(current, in: "in \(context)")
                skipToNextLine()
                if index == before { advance() }
            }
        }
        if let close = consume(.rightBrace) {
            return (items, SourceRange(start: open.range.start, end: close.range.end))
        }
        reportUnclosedBrace("expected '}' in \(context)", open: open)
        return (items, range(from: open.range.start))
    }

    /// The current token starts a top-level item at the start of a line in column 1: a
    /// sign that an enclosing block is missing its `}`.
    var atColumnOneTopLevelStart: Bool {
        guard current.hasLeadingNewline, current.kind != .eof else { return false }
        guard source.lineAndColumn(of: current.range.start).column == 1 else { return false }
        return atTopLevelStart
    }

    /// The current token can start a top-level item.
    var atTopLevelStart: Bool {
        switch current.kind {
        case .atSign, .pound: return true
        case .keyword(let k):
            switch k {
            case .struct, .class, .enum, .extension, .func, .final, .protocol, .actor, .import,
                .typealias:
                return true
            default: return false
            }
        case .identifier:
            let next = peek()
            switch current.text {
            case "app", "costs": return next.kind == .leftBrace
            case "scenario", "step", "variant": return next.kind == .stringLiteral
            case "expect": return !next.hasLeadingNewline && next.kind != .eof
            default: return false
            }
        default: return false
        }
    }

    /// The variables after the first of one declaration (`var a = 1, b = 2`), as items of
    /// the list being parsed, in source order.
    func drainPendingVariables<T>(as _: T.Type) -> [T] {
        guard !pendingVariables.isEmpty else { return [] }
        let variables = pendingVariables
        pendingVariables = []
        return variables.compactMap { variable -> T? in
            let wrapped: Any
            switch T.self {
            case is Stmt.Type: wrapped = Stmt(.variable(variable), range: variable.range)
            case is Decl.Type: wrapped = Decl.variable(variable)
            case is StepAction.Type: wrapped = StepAction.statement(Stmt(.variable(variable), range: variable.range))
            case is TopLevelItem.Type: wrapped = TopLevelItem.declaration(.variable(variable))
            default:
                error("several variables in one declaration are not allowed here", at: variable.range)
                return nil
            }
            return wrapped as? T
        }
    }

    // MARK: - File

    func parseFile() -> ScenarioFile {
        var items: [TopLevelItem] = []
        while !atEnd {
            let before = index
            if consume(.semicolon) != nil { continue }
            if let item = parseTopLevelItem() { items.append(item) }
            items += drainPendingVariables(as: TopLevelItem.self)
            if index == before {
                let start = current.range.start
                reportTopLevelJunk()
                skipToNextTopLevel()
                items.append(.error(range(from: start)))
            }
        }
        return ScenarioFile(items: withPreviewablesAsViews(items), range: SourceRange(start: 0, end: source.utf8.count))
    }

    /// `#Preview { @Previewable @State var on = false; Child(on: $on) }`: as Xcode expands it,
    /// a view of its own (named `Preview`, or `Preview2`… when the file has one) whose
    /// properties are the `@Previewable` declarations and whose body is the rest of the
    /// preview; the preview shows that view. Other items are left as they are.
    private func withPreviewablesAsViews(_ items: [TopLevelItem]) -> [TopLevelItem] {
        var taken = Set<String>()
        for case .declaration(.type(let type)) in items { taken.insert(type.name.name) }
        var result: [TopLevelItem] = []
        for item in items {
            guard case .preview(var preview) = item else {
                result.append(item)
                continue
            }
            var properties: [Decl] = []
            var rest: [Stmt] = []
            for statement in preview.body {
                if case .variable(var variable) = statement.kind,
                    variable.attributes.contains(where: { $0.name.name == "Previewable" })
                {
                    variable.attributes.removeAll { $0.name.name == "Previewable" }
                    properties.append(.variable(variable))
                } else {
                    rest.append(statement)
                }
            }
            guard properties.isEmpty == false else {
                result.append(item)
                continue
            }
            var name = "Preview"
            var suffix = 1
            while taken.contains(name) {
                suffix += 1
                name = "Preview\(suffix)"
            }
            taken.insert(name)
            let range = preview.keywordRange
            let bodyType = TypeSyntax(
                .opaque(TypeSyntax(.named("View", genericArguments: []), range: range)), range: range)
            let body = VariableDecl(
                attributes: [], modifiers: [], isLet: false,
                pattern: Pattern(.identifier(Identifier("body", range: range)), range: range),
                type: bodyType, initializer: nil, accessors: Accessors(getter: rest, setter: nil, range: preview.range),
                range: preview.range)
            result.append(
                .declaration(
                    .type(
                        TypeDecl(
                            kind: .struct, attributes: [], modifiers: [], name: Identifier(name, range: range),
                            inheritance: [Identifier("View", range: range)], members: properties + [.variable(body)],
                            range: preview.range, keywordRange: range))))
            let callee = makeExpr(.identifier(name), range)
            let call = makeExpr(.call(callee: callee, arguments: [], trailingClosures: []), range)
            preview.body = [Stmt(.expression(call), range: range)]
            result.append(.preview(preview))
        }
        return result
    }

    /// The error for a token that cannot start a top-level item, worded for the usual causes:
    /// a '}' too many, a block word without its title, a statement outside any block.
    private func reportTopLevelJunk() {
        if current.kind == .rightBrace {
            error("extraneous '}' at top level", at: current.range)
            return
        }
        if current.kind == .identifier, ["scenario", "step", "variant"].contains(current.text) {
            error(
                "expected a title string after '\(current.text)'", at: peek().range,
                notes: [DiagnosticNote("write the title in quotes, e.g. \(current.text) \"Tap the heart\" { … }")])
            return
        }
        if current.kind == .identifier, current.text == "include", peek().kind == .stringLiteral {
            // `include "Tally.swift"` written beside the scenario block instead of in it.
            error(
                "'include' belongs inside the 'scenario' block", at: current.range,
                notes: [DiagnosticNote("write it as: scenario \"Title\" { include \"App.swift\" }")])
            return
        }
        if current.kind == .keyword(.do), peek().kind != .leftBrace {
            // `do tap …` / `do x = 1`: the REPL's command, written in a file.
            error(
                "'do' is the REPL's command; in a scenario file, write the statement in a 'step' block as it is",
                at: current.range,
                notes: [DiagnosticNote("e.g. step \"Rename\" { store.name = \"Ada\" }")])
            return
        }
        if current.kind == .identifier || current.kind == .keyword(.self) {
            error(
                "statements are not allowed at the top level", at: current.range,
                notes: [DiagnosticNote("a change to the app's state belongs in a 'step \"…\" { … }' block")])
            return
        }
        error(
            "expected a declaration or a scenario block ('scenario', 'app', 'step', 'variant', 'costs')",
            at: current.range)
    }

    /// Skips at least one token, then up to the next token that starts a top-level item at
    /// the start of a line.
    func skipToNextTopLevel() {
        advance()
        var nesting = 0
        while !atEnd {
            if current.hasLeadingNewline && atTopLevelStart
                && (nesting <= 0 || source.lineAndColumn(of: current.range.start).column == 1)
            {
                return
            }
            switch current.kind {
            case .leftBrace: nesting += 1
            case .rightBrace: nesting -= 1
            default: break
            }
            advance()
        }
    }
}
