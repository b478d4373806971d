import ViewGraphDiagnostics

// Statements and patterns: let/var (also `async let`), assignment, if/guard/switch/for/
// while, repeat-while, do/catch, defer, throw, return, break, continue, fallthrough,
// expression statements. The checker reports the ones the simulation does not support
// yet; local types are still reported here, at the
// construct, and parsed past.

extension Parser {
    /// `{ statements }`, reporting a missing brace with `context` (e.g. "'if' statement").
    func parseBlock(context: String) -> (statements: [Stmt], range: SourceRange) {
        let result = withTrailingClosures(true) { parseBraced(context: context) { parseStatement() } }
        return (result.items, result.range)
    }

    /// One statement, or nil when the current token cannot start one (nothing consumed).
    func parseStatement() -> Stmt? {
        guard enterNesting() else { return nil }
        defer { exitNesting() }
        let token = current
        let start = token.range.start
        switch token.kind {
        case .keyword(.let), .keyword(.var):
            let variable = parseVariableDecl(attributes: [], modifiers: [], isMember: false)
            if case .wildcard = variable.pattern.kind, variable.type == nil, let target = variable.initializer,
                current.isOperator, Parser.assignmentOperators.contains(current.text), onSameLine(current)
            {
                // `let _ = count += 1` (written in a body to mutate while it runs): Swift binds
                // the assignment's `()` to nothing, so the statement is the assignment.
                let op = advance()
                let value = parseExpression()
                var assignment = Stmt(.assignment(target: target, op: op.text, value: value), range: range(from: start))
                assignment.isDiscardedBinding = true
                return assignment
            }
            return Stmt(.variable(variable), range: variable.range)
        case .keyword(.if):
            let statement = parseIfStatement()
            return Stmt(.ifStatement(statement), range: statement.range)
        case .keyword(.guard):
            advance()
            let conditions = parseConditionList(statement: "guard")
            if consumeKeyword(.else) == nil {
                error("expected 'else' after 'guard' condition", at: missingLocation)
            }
            let body = parseBlock(context: "'guard' statement")
            return Stmt(
                .guardStatement(conditions: conditions, elseBody: body.statements),
                range: range(from: start))
        case .keyword(.switch):
            return parseSwitchStatement()
        case .keyword(.for):
            return parseForIn()
        case .keyword(.while):
            advance()
            let conditions = parseConditionList(statement: "while")
            let body = parseBlock(context: "'while' loop")
            return Stmt(
                .whileLoop(conditions: conditions, body: body.statements), range: range(from: start))
        case .keyword(.return):
            advance()
            var value: Expr? = nil
            if onSameLine(current) && !at(.rightBrace) && !at(.semicolon) && !atKeyword(.case)
                && !atKeyword(.default)
            {
                value = parseExpression()
            }
            return Stmt(.returnStatement(value), range: range(from: start))
        case .keyword(.break), .keyword(.continue):
            advance()
            var label: Identifier?
            if current.kind == .identifier && onSameLine(current) {
                label = Identifier(current.text, range: current.range)
                advance()
            }
            return Stmt(
                token.isKeyword(.break) ? .breakStatement(label: label) : .continueStatement(label: label),
                range: range(from: start))
        case .keyword(.fallthrough):
            advance()
            return Stmt(.fallthroughStatement, range: token.range)
        case .keyword(.defer):
            advance()
            let body = parseBlock(context: "'defer' statement")
            return Stmt(.deferStatement(body.statements), range: range(from: start))
        case .keyword(.repeat):
            advance()
            let body = parseBlock(context: "'repeat' statement")
            let condition: Expr
            if consumeKeyword(.while) != nil {
                condition = parseConditionExpression()
            } else {
                error("expected 'while' after body of 'repeat' statement", at: missingLocation)
                condition = errorExpr(at: .at(current.range.start))
            }
            return Stmt(.repeatWhile(body: body.statements, condition: condition), range: range(from: start))
        case .keyword(.do):
            let doToken = advance()
            if at(.leftBrace) == false {
                // `do store.name = "Ada"` in a step: the REPL's command, written in a file.
                error(
                    "expected '{' after 'do'; in a step, write the statement without 'do' ('do STATEMENT' is the REPL's command)",
                    at: doToken.range)
                return parseStatement()
            }
            let body = parseBlock(context: "'do' statement")
            var catches: [CatchClause] = []
            while atKeyword(.catch) && !gaveUp {
                catches.append(parseCatchClause())
            }
            return Stmt(.doCatch(body: body.statements, catches: catches), range: range(from: start))
        case .keyword(.throw):
            advance()
            let value = onSameLine(current) ? parseExpression() : nil
            return Stmt(.throwStatement(value), range: range(from: start))
        case .identifier where token.text == "lazy" && peek().isKeyword(.var):
            // A local `lazy var`: parsed, and reported by the checker.
            advance()
            let modifier = DeclModifier(name: "lazy", range: token.range)
            var variable = parseVariableDecl(attributes: [], modifiers: [modifier], isMember: false)
            variable.range = range(from: start)
            return Stmt(.variable(variable), range: range(from: start))
        case .keyword(.async) where (peek().isKeyword(.let) || peek().isKeyword(.var)) && !peek().hasLeadingNewline:
            advance()
            let modifier = DeclModifier(name: "async", range: token.range)
            var variable = parseVariableDecl(attributes: [], modifiers: [modifier], isMember: false)
            variable.range = range(from: start)
            return Stmt(.variable(variable), range: range(from: start))
        case .keyword(.func), .keyword(.struct), .keyword(.class), .keyword(.enum),
            .keyword(.extension),
            .keyword(.protocol), .keyword(.actor), .keyword(.typealias), .keyword(.import), .atSign,
            .keyword(.static), .keyword(.private), .keyword(.fileprivate), .keyword(.final):
            if token.kind == .atSign || token.isKeyword(.static) || token.isKeyword(.private)
                || token.isKeyword(.fileprivate) || token.isKeyword(.final)
            {
                // Attributes or modifiers: a local variable is fine, anything else is a local declaration.
                let attributes = parseAttributes()
                let modifiers = parseModifiers()
                if atKeyword(.let) || atKeyword(.var) {
                    let variable = parseVariableDecl(
                        attributes: attributes, modifiers: modifiers, isMember: false)
                    return Stmt(.variable(variable), range: variable.range)
                }
            }
            if atKeyword(.func) {
                let function = parseFunctionDecl(attributes: [], modifiers: [], start: start)
                return Stmt(.function(function), range: range(from: start))
            }
            let keyword = current
            unsupported(
                keyword.isKeyword(.func) ? "local function declaration" : "local type declaration",
                at: keyword.range)
            if let discarded = parseDeclaration(afterAttributes: [], modifiers: [], start: start, inEnum: false) {
                reportUnsupportedSyntax(in: .declaration(discarded))
            }
            return Stmt(.error, range: range(from: start))
        case .pound:
            parseDirective()
            return Stmt(.error, range: range(from: start))
        case .identifier where peek().kind == .colon && isLoopKeyword(peek(2)):
            let label = Identifier(token.text, range: token.range)
            advance()
            advance()
            guard let statement = parseStatement() else { return nil }
            return Stmt(.labeled(label: label, statement: statement), range: range(from: start))
        default:
            break
        }
        guard canStartExpression(token) else { return nil }
        let before = index
        let expr = parseExpression()
        if index == before { return nil }  // nothing consumed: the caller recovers
        if at(.equal) || (current.isOperator && Parser.assignmentOperators.contains(current.text)) {
            let op = advance()
            let value = parseExpression()
            return Stmt(
                .assignment(target: expr, op: op.text, value: value), range: expr.range.union(value.range))
        }
        return Stmt(.expression(expr), range: expr.range)
    }

    private func isLoopKeyword(_ token: Token) -> Bool {
        token.isKeyword(.for) || token.isKeyword(.while) || token.isKeyword(.repeat)
            || token.isKeyword(.switch)
            || token.isKeyword(.if) || token.isKeyword(.do)
    }

    /// `catch [pattern, …] [where condition] { … }`; the current token is `catch`.
    private func parseCatchClause() -> CatchClause {
        let catchToken = advance()
        var patterns: [Pattern] = []
        var whereClause: Expr? = nil
        withTrailingClosures(false) {
            guard !at(.leftBrace) else { return }
            while !atEnd && !gaveUp {
                let before = index
                patterns.append(parsePattern(binding: false))
                if index == before || !at(.comma) { break }
                advance()
            }
            if consumeKeyword(.where) != nil { whereClause = parseExpression() }
        }
        let body = parseBlock(context: "'catch' clause")
        return CatchClause(
            patterns: patterns, whereClause: whereClause, body: body.statements,
            range: range(from: catchToken.range.start))
    }

    /// Whether `token` can begin an expression (used to decide between a statement and a
    /// recovery skip).
    func canStartExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .closureArgument, .projection, .integerLiteral, .floatLiteral,
            .durationLiteral,
            .frequencyLiteral, .stringLiteral, .leftParen, .leftBracket, .leftBrace, .period, .backslash,
            .prefixOperator:
            return true
        case .keyword where token.isContextualName:
            // `some`, `open`, `async`: names in an expression.
            return true
        case .keyword(let k):
            switch k {
            case .true, .false, .nil, .self, .Self, .super, .try, .await:
                return true
            default: return false
            }
        case .binaryOperator:
            return ["-", "+", "!", "~", "&"].contains(token.text)
        default:
            return false
        }
    }

    // MARK: - if

    func parseIfStatement() -> IfStatement {
        let ifToken = advance()
        let conditions = parseConditionList(statement: "if")
        let body = parseBlock(context: "'if' statement")
        var elseBranch: ElseBranch? = nil
        if atKeyword(.else) {
            let elseToken = advance()
            if atKeyword(.if) {
                if enterNesting() {
                    elseBranch = .elseIf(parseIfStatement())
                    exitNesting()
                }
            } else {
                let block = parseBlock(context: "'else' statement")
                elseBranch = .elseBlock(block.statements, range: elseToken.range.union(block.range))
            }
        }
        return IfStatement(
            conditions: conditions, thenBody: body.statements, elseBranch: elseBranch,
            range: range(from: ifToken.range.start))
    }

    /// `cond, let x = y, case .a = z` before a `{`.
    func parseConditionList(statement: String) -> [Condition] {
        var conditions: [Condition] = []
        withTrailingClosures(false) {
            if at(.leftBrace) {
                error("missing condition in '\(statement)' statement", at: current.range)
                return
            }
            while !atEnd && !gaveUp {
                let before = index
                conditions.append(parseCondition())
                if index == before { break }
                if consume(.comma) == nil { break }
            }
        }
        return conditions
    }

    private func parseCondition() -> Condition {
        if atKeyword(.let) || atKeyword(.var) {
            let isVar = advance().isKeyword(.var)
            if at(.leftParen) {
                // `if let (name, count) = pairs.first`, `while let (id, data) = try await
                // group.next()`: a tuple pattern binds the unwrapped value's parts, as
                // `case let (name, count)? = …` does.
                let start = current.range.start
                let tuple = parsePattern(binding: true)
                let some = Pattern(
                    .enumCase(typeName: nil, name: Identifier("some", range: tuple.range), arguments: [tuple]),
                    range: range(from: start))
                guard consume(.equal) != nil else {
                    error("expected '=' after the tuple pattern in optional binding", at: missingLocation)
                    return .expression(errorExpr(at: .at(current.range.start)))
                }
                return .casePattern(Pattern(.binding(isVar: isVar, some), range: some.range), parseExpression())
            }
            // `guard let self` / `if let self = self` (after `[weak self]`) bind `self`.
            guard current.kind == .identifier || current.isKeyword(.self) else {
                error("expected name in optional binding", at: missingLocation)
                return .expression(errorExpr(at: .at(current.range.start)))
            }
            let name = advance()
            if consume(.colon) != nil { reportUnsupportedSyntax(in: .type(parseType())) }
            var value: Expr? = nil
            if consume(.equal) != nil { value = parseExpression() }
            return .optionalBinding(
                isVar: isVar, name: Identifier(name.text, range: name.range), value: value)
        }
        if atKeyword(.case) {
            advance()
            let pattern = parsePattern(binding: false)
            if consume(.equal) == nil {
                error("expected '=' after pattern in 'case' condition", at: missingLocation)
                return .casePattern(pattern, errorExpr(at: .at(current.range.start)))
            }
            return .casePattern(pattern, parseExpression())
        }
        // `if #available(iOS 17, *)` is an expression (`parsePrimary`); another directive
        // here is not supported.
        if at(.pound), !(peek().isContextual("available") || peek().isContextual("unavailable")) {
            let start = current.range.start
            parseDirective()
            return .expression(errorExpr(at: range(from: start)))
        }
        let condition = parseExpression()
        if at(.equal) {
            // `if x = 1 {`: swiftc's parse of an assignment where a Bool is wanted. The
            // comparison is read on, so the rest of the statement parses.
            let equal = advance()
            error(
                "use of '=' in a boolean context, did you mean '=='?", at: equal.range,
                notes: [DiagnosticNote("write '==' to compare the two values")])
            let rhs = parseExpression()
            return .expression(makeExpr(.binaryOperator("==", condition, rhs), condition.range.union(rhs.range)))
        }
        return .expression(condition)
    }

    // MARK: - switch

    private func parseSwitchStatement() -> Stmt {
        let switchToken = advance()
        let subject = parseConditionExpression()
        var cases: [SwitchCase] = []
        let open = current
        guard consume(.leftBrace) != nil else {
            error("expected '{' after 'switch' subject expression", at: missingLocation)
            return Stmt(
                .switchStatement(subject: subject, cases: []), range: range(from: switchToken.range.start))
        }
        var reportedStray = false
        while !atEnd && !at(.rightBrace) && !gaveUp {
            if atColumnOneTopLevelStart { break }
            let before = index
            if at(.atSign) && peek().isContextual("unknown") {
                advance()
                advance()
            }
            if atKeyword(.case) || atKeyword(.default) {
                cases.append(parseSwitchCase())
            } else if consume(.semicolon) == nil {
                if !reportedStray {
                    error(
                        "all statements inside a switch must be covered by a 'case' or 'default' label",
                        at: current.range)
                    reportedStray = true
                }
                if parseStatement() == nil { skipToNextLine() }
                pendingVariables = []
            }
            if index == before { advance() }
        }
        if consume(.rightBrace) == nil {
            reportUnclosedBrace("expected '}' at end of 'switch' statement", open: open)
        }
        return Stmt(
            .switchStatement(subject: subject, cases: cases), range: range(from: switchToken.range.start))
    }

    private func parseSwitchCase() -> SwitchCase {
        let label = advance()
        var patterns: [Pattern] = []
        var guards: [Expr?] = []
        if label.isKeyword(.case) {
            withTrailingClosures(false) {
                while !atEnd && !gaveUp {
                    let before = index
                    patterns.append(parsePattern(binding: false))
                    guards.append(consumeKeyword(.where) != nil ? parseExpression() : nil)
                    if index == before { break }
                    if consume(.comma) == nil { break }
                }
            }
            if patterns.isEmpty {
                error("expected pattern", at: missingLocation)
            }
        }
        if consume(.colon) == nil {
            error("expected ':' after '\(label.text)'", at: missingLocation)
        }
        var body: [Stmt] = []
        withTrailingClosures(true) {
            while !atEnd && !at(.rightBrace) && !atKeyword(.case) && !atKeyword(.default) && !gaveUp {
                if at(.atSign) && peek().isContextual("unknown") { break }
                if atColumnOneTopLevelStart { break }
                if consume(.semicolon) != nil { continue }
                let before = index
                if let statement = parseStatement() { body.append(statement) }
                body += drainPendingVariables(as: Stmt.self)
                if index == before {
                    unexpected(current, in: "in 'switch' case")
                    skipToNextLine()
                    if index == before { advance() }
                }
            }
        }
        return SwitchCase(
            patterns: patterns, guards: guards, body: body,
            range: range(from: label.range.start))
    }

    // MARK: - for-in

    private func parseForIn() -> Stmt {
        let forToken = advance()
        // `for await x in s` holds its sequence as `await s` (`for try await`: `try await s`).
        var awaitStart: Int?
        var tryStart: Int?
        if atKeyword(.try) {
            tryStart = current.range.start
            advance()
        }
        if atKeyword(.await) {
            awaitStart = current.range.start
            advance()
        } else if let tryStart {
            error("expected 'await' after 'for try'", at: .at(tryStart))
        }
        var pattern: Pattern
        if atKeyword(.case) {
            advance()
            pattern = withTrailingClosures(false) { parsePattern(binding: false) }
        } else {
            pattern = withTrailingClosures(false) { parsePattern(binding: true) }
        }
        if consume(.colon) != nil { reportUnsupportedSyntax(in: .type(parseType())) }
        var sequence: Expr
        if consumeKeyword(.in) != nil {
            sequence = parseConditionExpression()
        } else {
            error("expected 'in' after for-each pattern", at: missingLocation)
            sequence = errorExpr(at: .at(current.range.start))
        }
        if let awaitStart {
            sequence = makeExpr(.await(sequence), SourceRange(start: awaitStart, end: sequence.range.end))
            if let tryStart {
                sequence = makeExpr(.try(sequence, kind: .plain), SourceRange(start: tryStart, end: sequence.range.end))
            }
        }
        var whereClause: Expr? = nil
        if consumeKeyword(.where) != nil { whereClause = parseConditionExpression() }
        let body = parseBlock(context: "'for-in' loop")
        return Stmt(
            .forIn(pattern: pattern, sequence: sequence, whereClause: whereClause, body: body.statements),
            range: range(from: forToken.range.start))
    }

    // MARK: - Patterns

    /// A pattern. With `binding`, bare names bind (`let (a, b)`, `for x in`, `case let .a(x)`);
    /// without, they are expressions compared with `~=` (`case limit:`).
    func parsePattern(binding: Bool) -> Pattern {
        let start = current.range.start
        let pattern = parsePatternWithoutOptional(binding: binding)
        // `let v?`, `.loaded(let page)?`: the optional pattern, `.some(p)` in Swift.
        guard current.kind == .postfixOperator, current.text == "?", isPatternWithOptional(pattern) else {
            return pattern
        }
        let question = advance()
        return Pattern(
            .enumCase(typeName: nil, name: Identifier("some", range: question.range), arguments: [pattern]),
            range: range(from: start))
    }

    /// The patterns a `?` can follow: a name that binds, `_`, or a case pattern.
    private func isPatternWithOptional(_ pattern: Pattern) -> Bool {
        switch pattern.kind {
        case .identifier, .wildcard, .enumCase, .tuple: return true
        case .binding(_, let inner): return isPatternWithOptional(inner)
        case .expression: return false
        }
    }

    private func parsePatternWithoutOptional(binding: Bool) -> Pattern {
        guard enterNesting() else { return Pattern(.wildcard, range: .at(current.range.start)) }
        defer { exitNesting() }
        let token = current
        let start = token.range.start
        if token.kind == .identifier && token.text == "_" {
            advance()
            return Pattern(.wildcard, range: token.range)
        }
        if token.isKeyword(.let) || token.isKeyword(.var) {
            advance()
            let inner = parsePattern(binding: true)
            return Pattern(.binding(isVar: token.isKeyword(.var), inner), range: range(from: start))
        }
        if token.isKeyword(.is) {
            // `is T` (`catch is CancellationError`): held as `_ is T`.
            advance()
            let type = parseType()
            let subject = makeExpr(.identifier("_"), .at(token.range.start))
            return Pattern(
                .expression(makeExpr(.typeCheck(subject, type), range(from: start))),
                range: range(from: start))
        }
        if token.kind == .leftParen {
            advance()
            var elements: [Pattern] = []
            while !at(.rightParen) && !atEnd && !gaveUp {
                let before = index
                if current.isWordLike && peek().kind == .colon {
                    advance()
                    advance()
                }
                elements.append(parsePattern(binding: binding))
                if index == before { break }
                if consume(.comma) == nil { break }
            }
            _ = expect(.rightParen, "expected ')' at end of tuple pattern")
            if elements.count == 1 { return elements[0] }
            return Pattern(.tuple(elements), range: range(from: start))
        }
        if token.kind == .period {
            advance()
            guard let name = parseMemberName() else {
                error("expected member name following '.'", at: missingLocation)
                return Pattern(.wildcard, range: token.range)
            }
            let arguments = parsePatternArguments(binding: binding)
            return Pattern(
                .enumCase(typeName: nil, name: name, arguments: arguments), range: range(from: start))
        }
        if token.kind == .identifier || (binding && token.isContextualName) {
            // `Type.name` or `Type.name(…)`: an enum case pattern, also under a `let`
            // (`catch let LoadError.server(code)`, whose payload names are bindings).
            if token.text.first?.isUppercase == true, peek().kind == .period, peek(2).kind == .identifier,
                !peek().hasLeadingNewline
            {
                let after = peek(3)
                let endsPattern =
                    after.kind == .colon || after.kind == .comma || after.kind == .equal
                    || after.isKeyword(.where)
                    || after.isKeyword(.in) || (after.kind == .leftParen && !after.hasLeadingSpace)
                    || (binding && after.kind == .leftBrace)
                if endsPattern {
                    advance()
                    advance()
                    let nameToken = advance()
                    let arguments = parsePatternArguments(binding: binding)
                    return Pattern(
                        .enumCase(
                            typeName: token.text, name: Identifier(nameToken.text, range: nameToken.range),
                            arguments: arguments), range: range(from: start))
                }
            }
            if binding {
                advance()
                if atKeyword(.as) {
                    // `let error as E` (`catch let error as E`): held as the cast `error as E`.
                    advance()
                    let type = parseType()
                    let name = makeExpr(.identifier(token.text), token.range)
                    return Pattern(
                        .expression(makeExpr(.typeCast(name, type, kind: "as"), range(from: start))),
                        range: range(from: start))
                }
                return Pattern(.identifier(Identifier(token.text, range: token.range)), range: token.range)
            }
        }
        guard canStartExpression(token) else {
            error("expected pattern", at: missingLocation)
            return Pattern(.wildcard, range: .at(token.range.start))
        }
        let expr = parseConditionExpression()
        return Pattern(.expression(expr), range: expr.range)
    }

    /// `(p1, label: p2)` after an enum case name; nil when absent.
    private func parsePatternArguments(binding: Bool) -> [Pattern]? {
        guard at(.leftParen) && !current.hasLeadingNewline else { return nil }
        advance()
        var arguments: [Pattern] = []
        while !at(.rightParen) && !atEnd && !gaveUp {
            let before = index
            if current.isWordLike && peek().kind == .colon {
                advance()
                advance()
            }
            arguments.append(parsePattern(binding: binding))
            if index == before { break }
            if consume(.comma) == nil { break }
        }
        _ = expect(.rightParen, "expected ')' at end of enum case pattern")
        return arguments
    }

    // MARK: - Directives

    /// `#if`, `#warning(…)`, …: not supported; skips the rest of the line.
    func parseDirective() {
        let pound = advance()
        var name = "#"
        var end = pound.range.end
        if current.isWordLike && current.range.start == pound.range.end {
            name += current.text
            end = advance().range.end
        }
        if name == "#if" || name == "#elseif" || name == "#else" || name == "#endif" {
            if name == "#if" { unsupported("'#if'", at: SourceRange(start: pound.range.start, end: end)) }
        } else {
            unsupported("'\(name)'", at: SourceRange(start: pound.range.start, end: end))
        }
        while !atEnd && onSameLine(current) {
            if at(.leftParen) || at(.leftBrace) || at(.leftBracket) {
                skipBalancedGroup()
            } else if at(.rightBrace) {
                return
            } else {
                advance()
            }
        }
    }
}
