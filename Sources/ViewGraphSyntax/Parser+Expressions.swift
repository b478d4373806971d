import ViewGraphDiagnostics

// Expressions, with Swift's precedence groups (high to low): multiplicative, additive,
// range formation, casting, nil-coalescing (right associative), comparison, `&&`, `||`,
// ternary. Assignment is a statement (see Parser+Statements.swift). `try` and `await`
// become nodes covering the rest of the expression; the checker reports them.

extension Parser {
    enum Precedence {
        static let ternary = 10
        static let defaultGroup = 15
        static let disjunction = 20
        static let conjunction = 30
        static let comparison = 40
        static let nilCoalescing = 50
        static let casting = 60
        static let rangeFormation = 70
        static let addition = 80
        static let multiplication = 90
        static let bitwiseShift = 100
    }

    static let assignmentOperators: Set<String> = [
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=",
    ]

    /// Precedence and associativity of a binary operator spelling.
    static func binaryPrecedence(_ op: String) -> (precedence: Int, rightAssociative: Bool)? {
        switch op {
        case "*", "/", "%", "&", "&*": return (Precedence.multiplication, false)
        case "+", "-", "|", "^", "&+", "&-": return (Precedence.addition, false)
        case "<<", ">>": return (Precedence.bitwiseShift, false)
        case "...", "..<": return (Precedence.rangeFormation, false)
        case "??": return (Precedence.nilCoalescing, true)
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return (Precedence.comparison, false)
        case "&&": return (Precedence.conjunction, false)
        case "||": return (Precedence.disjunction, false)
        default:
            if assignmentOperators.contains(op) { return nil }
            return (Precedence.defaultGroup, false)
        }
    }

    /// Runs `body` with trailing closures allowed or not, restoring the previous setting.
    func withTrailingClosures<T>(_ allowed: Bool, _ body: () -> T) -> T {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = allowed
        defer { allowsTrailingClosure = saved }
        return body()
    }

    // MARK: - Entry points

    /// A full expression (no assignment).
    func parseExpression() -> Expr {
        guard enterNesting() else { return errorExpr(at: .at(current.range.start)) }
        defer { exitNesting() }
        return parseBinary(minPrecedence: Precedence.ternary)
    }

    /// An expression where `{` opens a body rather than a trailing closure.
    func parseConditionExpression() -> Expr {
        withTrailingClosures(false) { parseExpression() }
    }

    // MARK: - Binary

    private func parseBinary(minPrecedence: Int) -> Expr {
        var lhs = parseUnary()
        var steps = 0
        while !gaveUp {
            steps += 1
            if steps > 100_000 { break }
            let token = current
            // Casting: `is T`, `as T`, `as? T`, `as! T`.
            if token.isKeyword(.is) || token.isKeyword(.as) {
                guard Precedence.casting >= minPrecedence else { break }
                advance()
                var kind = token.text
                if token.isKeyword(.as), current.isOperator("?") || current.isOperator("!"),
                    current.range.start == token.range.end
                {
                    kind += advance().text
                }
                let type = parseType()
                let range = lhs.range.union(type.range)
                lhs =
                    token.isKeyword(.is)
                    ? makeExpr(.typeCheck(lhs, type), range)
                    : makeExpr(.typeCast(lhs, type, kind: kind), range)
                continue
            }
            guard token.kind == .binaryOperator else { break }
            if token.text == "?" {
                // Ternary.
                guard Precedence.ternary >= minPrecedence else { break }
                advance()
                let thenExpr = withTrailingClosures(true) { parseExpression() }
                if consume(.colon) == nil {
                    error("expected ':' after '? ...' in ternary expression", at: missingLocation)
                    let range = lhs.range.union(thenExpr.range)
                    lhs = makeExpr(
                        .ternary(condition: lhs, then: thenExpr, otherwise: errorExpr(at: .at(range.end))),
                        range)
                    continue
                }
                let otherwise = parseNested { parseBinary(minPrecedence: Precedence.ternary) }
                lhs = makeExpr(
                    .ternary(condition: lhs, then: thenExpr, otherwise: otherwise),
                    lhs.range.union(otherwise.range))
                continue
            }
            guard let (precedence, rightAssociative) = Parser.binaryPrecedence(token.text),
                precedence >= minPrecedence
            else { break }
            advance()
            let rhs = parseNested {
                parseBinary(minPrecedence: rightAssociative ? precedence : precedence + 1)
            }
            lhs = makeExpr(.binaryOperator(token.text, lhs, rhs), lhs.range.union(rhs.range))
        }
        return lhs
    }

    /// Runs a recursive sub-parse under the nesting limit.
    func parseNested(_ body: () -> Expr) -> Expr {
        guard enterNesting() else { return errorExpr(at: .at(current.range.start)) }
        defer { exitNesting() }
        return body()
    }

    // MARK: - Unary

    private func parseUnary() -> Expr {
        let token = current
        switch token.kind {
        case .prefixOperator:
            advance()
            let operand = parseNested { parseUnary() }
            return makeExpr(.prefixOperator(token.text, operand), token.range.union(operand.range))
        case .binaryOperator
        where ["-", "+", "!", "~", "&"].contains(token.text) && peek().kind != .rightParen
            && peek().kind != .comma:
            // `- x`: Swift requires the operand to follow directly.
            error("unary operator cannot be separated from its operand", at: token.range)
            advance()
            let operand = parseNested { parseUnary() }
            return makeExpr(.prefixOperator(token.text, operand), token.range.union(operand.range))
        case .keyword(.try):
            advance()
            var kind = TryKind.plain
            if (current.isOperator("?") || current.isOperator("!"))
                && current.range.start == token.range.end
            {
                kind = advance().text == "?" ? .optional : .forced
            }
            // Like Swift's, `try` covers the whole expression to its right.
            let operand = parseNested { parseBinary(minPrecedence: Precedence.ternary) }
            return makeExpr(.try(operand, kind: kind), token.range.union(operand.range))
        case .keyword(.await):
            advance()
            let operand = parseNested { parseBinary(minPrecedence: Precedence.ternary) }
            return makeExpr(.await(operand), token.range.union(operand.range))
        default:
            return parsePostfix()
        }
    }

    // MARK: - Postfix

    /// Modules of the toolchain whose name may qualify a builtin (`Swift.min`,
    /// `SwiftUI.Color`, `Foundation.Date`): the parser reads the name alone.
    static let qualifyingModules: Set<String> = ["Swift", "SwiftUI", "Foundation", "Observation", "Combine"]

    func parsePostfix() -> Expr {
        var expr = parsePrimary()
        if case .error = expr.kind { return expr }
        var steps = 0
        while !gaveUp {
            steps += 1
            if steps > 100_000 { break }
            let token = current
            switch token.kind {
            case .period:
                advance()
                guard let name = parseMemberName() else {
                    error("expected member name following '.'", at: missingLocation)
                    return makeExpr(.error, expr.range.union(token.range))
                }
                if case .identifier(let module) = expr.kind, Parser.qualifyingModules.contains(module) {
                    // `Swift.min(a, b)`, `Foundation.Date()`: the module name only says where
                    // the name is declared; the builtin is the same one.
                    expr = makeExpr(.identifier(name.name), name.range)
                } else {
                    expr = makeExpr(.member(base: expr, name: name), expr.range.union(name.range))
                }
            case .leftParen where !token.hasLeadingNewline && compoundNameLabelCount() != nil:
                expr = parseCompoundNameReference(expr)
            case .leftParen where !token.hasLeadingNewline:
                let (arguments, close) = parseArgumentList(
                    open: .leftParen, close: .rightParen, context: "expression list")
                var range = expr.range.union(close)
                let closures = parseTrailingClosures(&range)
                expr = makeExpr(
                    .call(callee: expr, arguments: arguments, trailingClosures: closures), range)
            case .leftBracket where !token.hasLeadingNewline:
                let (arguments, close) = parseArgumentList(
                    open: .leftBracket, close: .rightBracket, context: "subscript")
                expr = makeExpr(.subscriptAccess(base: expr, arguments: arguments), expr.range.union(close))
            case .leftBrace where !token.hasLeadingNewline && allowsTrailingClosure && !atObserverBlock:
                var range = expr.range
                let closures = parseTrailingClosures(&range)
                expr = makeExpr(.call(callee: expr, arguments: [], trailingClosures: closures), range)
            case .postfixOperator where token.text == "?":
                advance()
                if case .identifier(let name) = expr.kind, name.first?.isUppercase == true, at(.period),
                    ["none", "some"].contains(peek().text)
                {
                    // `Category?.none`: a member of the type `Category?`, which is `Optional`.
                    expr = makeExpr(.identifier("Optional"), expr.range.union(token.range))
                } else {
                    expr = makeExpr(.optionalChain(expr), expr.range.union(token.range))
                }
            case .postfixOperator where token.text == "!":
                advance()
                expr = makeExpr(.forceUnwrap(expr), expr.range.union(token.range))
            case .postfixOperator where token.text == "...":
                // `items[1...]`: a partial range from a lower bound.
                advance()
                expr = makeExpr(.postfixOperator(token.text, expr), expr.range.union(token.range))
            case .postfixOperator:
                advance()
                unsupported("postfix operator '\(token.text)'", at: token.range)
            default:
                return expr
            }
        }
        return expr
    }

    /// `{ didSet …` / `{ willSet …` after a variable's initializer: property observers, not
    /// a trailing closure.
    var atObserverBlock: Bool {
        at(.leftBrace) && (peek().isContextual("didSet") || peek().isContextual("willSet"))
            && (peek(2).kind == .leftBrace || peek(2).kind == .leftParen)
    }

    /// A member name after `.`: an identifier, a keyword (`.self`, `.init`, `.default`) or a
    /// tuple index.
    func parseMemberName() -> Identifier? {
        switch current.kind {
        case .identifier, .keyword, .integerLiteral, .projection:
            // `.projection`: `model.$value`, a wrapper's projected value.
            let token = advance()
            return Identifier(token.text, range: token.range)
        default:
            return nil
        }
    }

    /// `{ … }` and then `label: { … }` closures on the same line.
    private func parseTrailingClosures(_ range: inout SourceRange) -> [TrailingClosure] {
        var closures: [TrailingClosure] = []
        guard allowsTrailingClosure, at(.leftBrace), !current.hasLeadingNewline, !atObserverBlock else {
            return closures
        }
        let first = parseClosure()
        closures.append(TrailingClosure(label: nil, closure: first))
        range = range.union(first.range)
        while current.isWordLike && !current.hasLeadingNewline && peek().kind == .colon
            && peek(2).kind == .leftBrace && !gaveUp
        {
            let label = advance()
            advance()
            let closure = parseClosure()
            closures.append(
                TrailingClosure(label: Identifier(label.text, range: label.range), closure: closure))
            range = range.union(closure.range)
        }
        return closures
    }

    // MARK: - Arguments

    /// `( label: value, … )` or `[ … ]`; returns the arguments and the range of the opener
    /// through the closer.
    func parseArgumentList(open: TokenKind, close: TokenKind, context: String) -> (
        [Argument], SourceRange
    ) {
        let openToken = advance()
        var arguments: [Argument] = []
        withTrailingClosures(true) {
            while !at(close) && !atEnd && !gaveUp {
                let before = index
                if at(.comma) {
                    error("unexpected ',' separator", at: current.range)
                    advance()
                    continue
                }
                arguments.append(parseArgument())
                if index == before { break }
                if consume(.comma) == nil {
                    // `.padding(.horizontal 8)`: swiftc reports the missing comma once, at
                    // the next element, and reads on as if it were there.
                    guard !at(close), onSameLine(current), canStartExpression(current), !at(.leftBrace) else { break }
                    error("expected ',' separator", at: current.range)
                }
            }
        }
        if let closeToken = consume(close) {
            return (arguments, openToken.range.union(closeToken.range))
        }
        let closeText = close == .rightParen ? ")" : "]"
        error(
            "expected '\(closeText)' in \(context)", at: missingLocation,
            notes: [DiagnosticNote("to match this opening '\(openToken.text)'", at: openToken.range)])
        return (arguments, range(from: openToken.range.start))
    }

    func parseArgument() -> Argument {
        if current.isWordLike && peek().kind == .colon {
            let label = advance()
            advance()
            let value = parseExpression()
            return Argument(
                label: Identifier(label.text, range: label.range), value: value,
                range: label.range.union(value.range))
        }
        let value = parseExpression()
        return Argument(label: nil, value: value, range: value.range)
    }

    // MARK: - Primary

    func parsePrimary() -> Expr {
        let token = current
        switch token.kind {
        case .integerLiteral:
            advance()
            if case .integer(let v) = token.value { return makeExpr(.integerLiteral(v), token.range) }
            return makeExpr(.integerLiteral(0), token.range)
        case .floatLiteral:
            advance()
            if case .double(let v) = token.value { return makeExpr(.floatLiteral(v), token.range) }
            return makeExpr(.floatLiteral(0), token.range)
        case .durationLiteral:
            advance()
            if case .duration(let v) = token.value {
                return makeExpr(.durationLiteral(seconds: v), token.range)
            }
            return makeExpr(.durationLiteral(seconds: 0), token.range)
        case .frequencyLiteral:
            advance()
            if case .frequency(let v) = token.value {
                return makeExpr(.frequencyLiteral(hertz: v), token.range)
            }
            return makeExpr(.frequencyLiteral(hertz: 0), token.range)
        case .stringLiteral:
            advance()
            return parseStringLiteral(token)
        case .keyword(.true):
            advance()
            return makeExpr(.booleanLiteral(true), token.range)
        case .keyword(.false):
            advance()
            return makeExpr(.booleanLiteral(false), token.range)
        case .keyword(.nil):
            advance()
            return makeExpr(.nilLiteral, token.range)
        case .keyword(.self):
            advance()
            return makeExpr(.selfValue, token.range)
        case .keyword(.Self):
            advance()
            return makeExpr(.selfType, token.range)
        case .keyword where token.isContextualName:
            // Contextual keywords, ordinary names in an expression (`some + any`, `if open`).
            advance()
            return makeExpr(.identifier(token.text), token.range)
        case .keyword(.super):
            advance()
            if at(.period) == false {
                // `super` alone is not a value in Swift.
                error("expected '.' or '[' after 'super'", at: missingLocation)
            }
            return makeExpr(.superValue, token.range)
        case .keyword(.`init`):
            // `init(…)` as a call inside an initializer (`self.init` is handled by member access).
            advance()
            unsupported("calling 'init' directly", at: token.range)
            return makeExpr(.error, token.range)
        case .identifier:
            advance()
            if current.isOperator("<") && !current.hasLeadingSpace && canParseGenericArguments() {
                // `Set<Int>()`: the generic arguments are inferred by the interpreter.
                skipAngleClause()
                return makeExpr(.identifier(token.text), range(from: token.range.start))
            }
            if current.kind == .pound, current.hasLeadingSpace == false, peek().kind == .integerLiteral,
                peek().hasLeadingSpace == false, token.text.first?.isUppercase == true
            {
                // `PhotoTile#2`: a view REF by position among identical siblings (only REFs
                // accept it; `viewRef(from:)` splits it).
                advance()
                let number = advance()
                return makeExpr(.identifier(token.text + "#" + number.text), token.range.union(number.range))
            }
            return makeExpr(.identifier(token.text), token.range)
        case .closureArgument:
            advance()
            if case .integer(let n) = token.value { return makeExpr(.closureArgument(n), token.range) }
            return makeExpr(.closureArgument(0), token.range)
        case .projection:
            advance()
            return makeExpr(.projection(String(token.text.dropFirst())), token.range)
        case .period:
            advance()
            guard let name = parseMemberName() else {
                error("expected member name following '.'", at: missingLocation)
                return makeExpr(.error, token.range)
            }
            return makeExpr(.implicitMember(name.name), token.range.union(name.range))
        case .leftParen:
            return parseParenthesized()
        case .leftBracket:
            return parseCollectionLiteral()
        case .leftBrace:
            guard allowsTrailingClosure else {
                error("expected expression", at: token.range)
                return makeExpr(.error, .at(token.range.start))
            }
            let closure = parseClosure()
            return makeExpr(.closure(closure), closure.range)
        case .backslash:
            return parseKeyPath()
        case .pound:
            advance()
            var end = token.range.end
            var name = "#"
            if current.isWordLike && current.range.start == token.range.end {
                name += current.text
                end = advance().range.end
            }
            if (name == "#available" || name == "#unavailable") && at(.leftParen) && !current.hasLeadingSpace {
                // `if #available(iOS 17, *)`: the simulated device runs the newest OS
                // (Guides/Language.md, "Conditional compilation"), so the newer code is taken.
                skipBalancedGroup()
                return makeExpr(.booleanLiteral(name == "#available"), range(from: token.range.start))
            }
            unsupported("'\(name)'", at: SourceRange(start: token.range.start, end: end))
            if at(.leftParen) && !current.hasLeadingNewline { skipBalancedGroup() }
            return makeExpr(.error, range(from: token.range.start))
        case .binaryOperator where peek().kind == .rightParen || peek().kind == .comma:
            // An operator passed as a function: `sorted(by: >)`.
            advance()
            return makeExpr(.identifier(token.text), token.range)
        case .keyword(.if), .keyword(.switch):
            // `let label = if n > 3 { "big" } else { "small" }` (SE-0380): run as a closure
            // called at once whose body returns the chosen branch's value.
            let start = token.range.start
            guard let statement = parseStatement() else { return makeExpr(.error, range(from: start)) }
            guard let body = [statement].returningBranchValues else {
                error(
                    "an '\(token.text)' expression needs \(token.text == "if" ? "an 'else' and " : "")one expression in each branch",
                    at: token.range)
                reportUnsupportedSyntax(in: .statement(statement))
                return makeExpr(.error, range(from: start))
            }
            let closure = ClosureExpr(captureList: [], parameters: [], body: body, range: range(from: start))
            let callee = makeExpr(.closure(closure), closure.range)
            return makeExpr(.call(callee: callee, arguments: [], trailingClosures: []), closure.range)
        default:
            let afterOperator = previous.map { $0.isOperator || $0.kind == .equal } ?? false
            error(
                afterOperator ? "expected expression after operator" : "expected expression",
                at: missingExpressionLocation)
            return makeExpr(.error, .at(token.range.start))
        }
    }

    private var missingExpressionLocation: SourceRange {
        if current.kind == .eof || current.hasLeadingNewline { return missingLocation }
        return current.range
    }

    /// Lookahead: `<` … `>` holding only type syntax, followed by `(` or `.`, or by a
    /// trailing closure where one may stand (`AsyncStream<Int> { continuation in … }`).
    private func canParseGenericArguments() -> Bool {
        var i = index
        var nesting = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.isOperator && t.text.hasPrefix("<") {
                nesting += t.text.count
            } else if t.isOperator && t.text.allSatisfy({ $0 == ">" }) {
                nesting -= t.text.count
                if nesting <= 0 {
                    let next = tokens[min(i + 1, tokens.count - 1)]
                    let opensClosure = next.kind == .leftBrace && allowsTrailingClosure
                    return nesting == 0 && (next.kind == .leftParen || next.kind == .period || opensClosure)
                        && !next.hasLeadingNewline
                }
            } else {
                switch t.kind {
                case .identifier, .keyword(.Self), .keyword(.some), .keyword(.any), .period, .comma, .colon,
                    .leftBracket, .rightBracket, .leftParen, .rightParen, .arrow:
                    break
                case .postfixOperator where t.text == "?" || t.text == "!":
                    break
                default:
                    return false
                }
            }
            i += 1
            if i - index > 64 { return false }
        }
        return false
    }

    // MARK: Strings

    func parseStringLiteral(_ token: Token) -> Expr {
        guard case .string(let pieces) = token.value else {
            return makeExpr(.stringLiteral([]), token.range)
        }
        var segments: [StringSegment] = []
        for piece in pieces {
            switch piece {
            case .text(let text): segments.append(.text(text))
            case .interpolation(let range): segments.append(.interpolation(parseInterpolation(range)))
            }
        }
        return makeExpr(.stringLiteral(segments), token.range)
    }

    /// Parses the expression inside `\( … )` from its own tokens.
    private func parseInterpolation(_ range: SourceRange) -> Expr {
        guard enterNesting() else { return errorExpr(at: range) }
        defer { exitNesting() }
        // Each level lexes its interpolation's bytes again, so deep nesting would cost
        // depth × size. The file's lexer has already reported strings nested more than
        // 16 deep; deeper interpolations are not parsed.
        guard interpolationDepth < 16 else { return errorExpr(at: range) }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        let (innerTokens, lexerDiagnostics) = Lexer.tokenize(source, range: range)
        // The file's lexer already scanned these bytes and reported their errors; parsing
        // them again would only add cascades at the same place.
        let reported = Set(diagnostics.map { "\($0.range.start):\($0.message)" })
        if lexerDiagnostics.contains(where: { reported.contains("\($0.range.start):\($0.message)") }) {
            return errorExpr(at: range)
        }
        for diagnostic in lexerDiagnostics { report(diagnostic) }
        let savedTokens = tokens
        let savedIndex = index
        let savedTrailing = allowsTrailingClosure
        tokens = innerTokens
        index = 0
        allowsTrailingClosure = true
        defer {
            if !gaveUp {
                tokens = savedTokens
                index = savedIndex
            }
            allowsTrailingClosure = savedTrailing
        }
        if atEnd {
            error("expected expression in string interpolation", at: .at(range.start))
            return errorExpr(at: range)
        }
        var expr = parseExpression()
        // `\(lap, specifier: "%.1f")`, `\(date, style: .time)`: formatting arguments.
        var arguments: [Argument] = []
        while at(.comma) && !gaveUp {
            advance()
            let start = current.range.start
            guard current.isWordLike, peek().kind == .colon else {
                unexpected(current, in: "in string interpolation")
                return makeExpr(.error, range)
            }
            let label = advance()
            advance()
            let value = parseExpression()
            arguments.append(
                Argument(
                    label: Identifier(label.text, range: label.range), value: value, range: self.range(from: start)))
        }
        if !atEnd && !gaveUp {
            unexpected(current, in: "in string interpolation")
            expr = makeExpr(.error, range)
        } else if !arguments.isEmpty {
            expr = makeExpr(.formattedInterpolation(expr, arguments: arguments), range)
        }
        return expr
    }

    // MARK: Parentheses and collections

    /// `(expr)`, `()` or a tuple `(a, label: b)`.
    private func parseParenthesized() -> Expr {
        let open = current
        let (arguments, fullRange) = parseArgumentList(
            open: .leftParen, close: .rightParen, context: "expression list")
        let hadTrailingComma = tokens[max(0, index - 2)].kind == .comma
        if arguments.count == 1, arguments[0].label == nil, !hadTrailingComma {
            var inner = arguments[0].value
            switch inner.kind {
            case .try, .await: break  // they keep starting at their keyword
            default: inner.range = inner.range.union(fullRange)
            }
            return inner
        }
        return makeExpr(.tuple(arguments), open.range.union(fullRange))
    }

    /// `[a, b]`, `[k: v]`, `[:]`, `[]`.
    private func parseCollectionLiteral() -> Expr {
        if let isEmpty = atCollectionInitializer() {
            let start = current.range.start
            let type = parseType()
            if at(.period) && peek().text == "init" {
                advance()  // .
                advance()  // init
            }
            let isDictionary: Bool
            if case .dictionary = type.kind { isDictionary = true } else { isDictionary = false }
            if isEmpty {
                // `[String]()`, `[String: Int]()`: an empty collection of that type, the same
                // value as `[] as [String]` and `[:] as [String: Int]`.
                advance()  // (
                let close = advance()  // )
                let full = SourceRange(start: start, end: close.range.end)
                let empty: ExprKind = isDictionary ? .dictionaryLiteral([]) : .arrayLiteral([])
                return makeExpr(.typeCast(makeExpr(empty, full), type, kind: "as"), full)
            }
            // `[Double](repeating: 0, count: 3)`, `[Int](someSet)`: `Array(…)` (or
            // `Dictionary(…)`) of that type, as `Array(…) as [Double]` reads.
            let (arguments, close) = parseArgumentList(
                open: .leftParen, close: .rightParen, context: "expression list")
            var full = SourceRange(start: start, end: close.end)
            let closures = parseTrailingClosures(&full)
            let callee = makeExpr(.identifier(isDictionary ? "Dictionary" : "Array"), type.range)
            let call = makeExpr(.call(callee: callee, arguments: arguments, trailingClosures: closures), full)
            return makeExpr(.typeCast(call, type, kind: "as"), full)
        }
        let open = advance()
        if at(.colon) && peek().kind == .rightBracket {
            advance()
            let close = advance()
            return makeExpr(.dictionaryLiteral([]), open.range.union(close.range))
        }
        var elements: [Expr] = []
        var pairs: [(key: Expr, value: Expr)] = []
        var isDictionary = false
        withTrailingClosures(true) {
            var first = true
            while !at(.rightBracket) && !atEnd && !gaveUp {
                let before = index
                if at(.comma) {
                    error("unexpected ',' separator", at: current.range)
                    advance()
                    continue
                }
                let element = parseExpression()
                if first {
                    isDictionary = at(.colon)
                    first = false
                }
                if isDictionary {
                    if consume(.colon) == nil {
                        error("expected ':' in dictionary literal", at: missingLocation)
                    }
                    let value = parseExpression()
                    pairs.append((element, value))
                } else {
                    elements.append(element)
                }
                if index == before { break }
                if consume(.comma) == nil { break }
            }
        }
        let end: SourceRange
        if let close = consume(.rightBracket) {
            end = close.range
        } else {
            error(
                "expected ']' in \(isDictionary ? "dictionary" : "array") literal", at: missingLocation,
                notes: [DiagnosticNote("to match this opening '['", at: open.range)])
            end = range(from: open.range.start)
        }
        let full = open.range.union(end)
        return isDictionary
            ? makeExpr(.dictionaryLiteral(pairs), full) : makeExpr(.arrayLiteral(elements), full)
    }

    // MARK: Closures

    /// `{ [captures] (params) -> T in statements }`; the current token is `{`.
    func parseClosure() -> ClosureExpr {
        let open = current
        guard enterNesting() else {
            return ClosureExpr(captureList: [], parameters: nil, body: [], range: open.range)
        }
        defer { exitNesting() }
        advance()
        var captures: [Identifier] = []
        var parameters: [ClosureParameter]? = nil
        var effects: [EffectSpecifier] = []
        var returnType: TypeSyntax? = nil
        // `Task { @MainActor in … }`, `{ @Sendable (value) in … }`: an attribute on the
        // closure's type. Isolation is not simulated (one thread runs everything here).
        if at(.atSign), peek().kind == .identifier, !peek().hasLeadingSpace {
            let start = index
            advance()
            advance()
            if atKeyword(.in) {
                advance()
                parameters = []
            } else if closureHasSignature() == false {
                index = start
            }
        }
        if parameters == nil, closureHasSignature() {
            if at(.leftBracket) {
                advance()
                while !at(.rightBracket) && !atEnd {
                    let before = index
                    if current.isContextual("weak") || current.isContextual("unowned") {
                        advance()
                        if at(.leftParen) && !current.hasLeadingSpace { skipBalancedGroup() }
                    }
                    if current.isWordLike {
                        let name = advance()
                        captures.append(Identifier(name.text, range: name.range))
                        if consume(.equal) != nil { reportUnsupportedSyntax(in: .expression(parseExpression())) }
                    } else {
                        error("expected name in closure capture list", at: current.range)
                    }
                    if index == before { advance() }
                    if consume(.comma) == nil { break }
                }
                _ = expect(.rightBracket, "expected ']' at end of capture list")
            }
            if at(.leftParen) {
                advance()
                var list: [ClosureParameter] = []
                while !at(.rightParen) && !atEnd {
                    let before = index
                    if current.isWordLike || at(.projection) {
                        var nameToken = advance()
                        if current.isWordLike && !at(.keyword(.in)) {
                            nameToken = advance()  // `(_ name: T)`: keep the name
                        }
                        var type: TypeSyntax? = nil
                        if consume(.colon) != nil { type = parseType() }
                        list.append(
                            ClosureParameter(name: Identifier(nameToken.text, range: nameToken.range), type: type)
                        )
                    } else {
                        error("expected parameter name", at: current.range)
                        advance()
                    }
                    if index == before { advance() }
                    if consume(.comma) == nil { break }
                }
                _ = expect(.rightParen, "expected ')' in closure parameter list")
                parameters = list
            } else if !atKeyword(.in) {
                var list: [ClosureParameter] = []
                // `$item in`: a property-wrapper parameter (SE-0293), as `ForEach($items)` gives.
                while (current.isWordLike || at(.projection)) && !atKeyword(.in) {
                    let name = advance()
                    list.append(ClosureParameter(name: Identifier(name.text, range: name.range), type: nil))
                    if consume(.comma) == nil { break }
                }
                parameters = list
            }
            if atKeyword(.async) || atKeyword(.throws) {
                let first = advance()
                effects.append(EffectSpecifier(kind: first.isKeyword(.async) ? .async : .throws, range: first.range))
                if atKeyword(.throws) { effects.append(EffectSpecifier(kind: .throws, range: advance().range)) }
            }
            if consume(.arrow) != nil { returnType = parseType() }
            _ = expect(.keyword(.in), "expected 'in' after closure signature")
        }
        let body = withTrailingClosures(true) {
            parseBracedContents(open: open, context: "closure") { parseStatement() }
        }
        return ClosureExpr(
            captureList: captures, parameters: parameters, body: body.items, range: body.range, effects: effects,
            returnType: returnType)
    }

    /// Lookahead at `[`: a collection type directly followed by `()` (`[Trail]()`,
    /// `[String: [Int]]()`), made of type names, `.`, `:`, `?`, `<`, `>`, `,` and brackets.
    /// Lookahead at `(`: the argument labels of a compound name, `(describing:)` or
    /// `(_:with:)`, with nothing else between the parentheses. Returns how many labels.
    private func compoundNameLabelCount() -> Int? {
        var offset = 1
        var count = 0
        while true {
            let label = peek(offset)
            switch label.kind {
            case .identifier, .keyword: break
            default: return nil
            }
            let colon = peek(offset + 1)
            guard colon.kind == .colon, !colon.hasLeadingSpace else { return nil }
            count += 1
            offset += 2
            if peek(offset).kind == .rightParen { return count }
        }
    }

    /// `String.init(describing:)`, `Item.init(name:)`, `model.select(_:)`: a reference to a
    /// function by its full name, read as the closure that calls it with those labels
    /// (`{ String.init(describing: $0) }`). The base is evaluated when the closure is
    /// called, not when it is made, which differs only if the base changes in between.
    private func parseCompoundNameReference(_ function: Expr) -> Expr {
        advance()  // (
        var arguments: [Argument] = []
        while !at(.rightParen) && !atEnd {
            let labelToken = advance()
            advance()  // :
            let label = labelToken.text == "_" ? nil : Identifier(labelToken.text, range: labelToken.range)
            let value = makeExpr(.closureArgument(arguments.count), labelToken.range)
            arguments.append(Argument(label: label, value: value, range: labelToken.range))
        }
        let close = advance()  // )
        let range = function.range.union(close.range)
        let call = makeExpr(.call(callee: function, arguments: arguments, trailingClosures: []), range)
        let body = [Stmt(.expression(call), range: range)]
        let closure = ClosureExpr(captureList: [], parameters: nil, body: body, range: range)
        return makeExpr(.closure(closure), range)
    }

    /// Lookahead at `[`: a collection type followed by `(` or `.init(` (an initializer call). True
    /// when the call is `()`, false when it has arguments, nil when this is no type.
    private func atCollectionInitializer() -> Bool? {
        var nesting = 0
        var i = index
        while i < tokens.count && i - index < 64 {
            let token = tokens[i]
            switch token.kind {
            case .leftBracket: nesting += 1
            case .rightBracket:
                nesting -= 1
                if nesting == 0 {
                    // `[Double].init(repeating: 0, count: 3)` is the same call as `[Double](…)`.
                    var after = i + 1
                    if tokens[min(after, tokens.count - 1)].kind == .period,
                        tokens[min(after + 1, tokens.count - 1)].text == "init"
                    {
                        after += 2
                    }
                    let open = tokens[min(after, tokens.count - 1)]
                    let close = tokens[min(after + 1, tokens.count - 1)]
                    guard open.kind == .leftParen && !open.hasLeadingSpace && !open.hasLeadingNewline else {
                        return nil
                    }
                    return close.kind == .rightParen
                }
            case .identifier:
                guard token.text.first?.isUppercase == true || i > index + 1 else { return nil }
            case .period, .colon, .comma: break
            default:
                guard token.isOperator, ["?", "<", ">", "!"].contains(token.text) else { return nil }
            }
            if i > index && token.hasLeadingNewline { return nil }
            i += 1
        }
        return nil
    }

    /// Lookahead after `{`: a capture list and/or parameters followed by `in`.
    private func closureHasSignature() -> Bool {
        var i = index
        func kind(_ j: Int) -> TokenKind { tokens[min(j, tokens.count - 1)].kind }
        func skipGroup(_ j: Int, open: TokenKind, close: TokenKind) -> Int? {
            var nesting = 0
            var k = j
            while k < tokens.count && k - j < 256 {
                if kind(k) == open { nesting += 1 }
                if kind(k) == close {
                    nesting -= 1
                    if nesting == 0 { return k + 1 }
                }
                if kind(k) == .eof || kind(k) == .leftBrace || kind(k) == .rightBrace { return nil }
                k += 1
            }
            return nil
        }
        if kind(i) == .leftBracket {
            guard let next = skipGroup(i, open: .leftBracket, close: .rightBracket) else { return false }
            i = next
            if kind(i) == .keyword(.in) { return true }
        }
        if kind(i) == .leftParen {
            guard let next = skipGroup(i, open: .leftParen, close: .rightParen) else { return false }
            i = next
            var steps = 0
            while kind(i) != .keyword(.in) && steps < 64 {
                switch kind(i) {
                case .leftBrace, .rightBrace, .eof, .equal: return false
                default: break
                }
                if tokens[i].hasLeadingNewline { return false }
                i += 1
                steps += 1
            }
            return kind(i) == .keyword(.in)
        }
        var sawName = false
        while kind(i) == .identifier || kind(i) == .projection || tokens[min(i, tokens.count - 1)].isContextualName {
            sawName = true
            i += 1
            if kind(i) == .comma { i += 1 } else { break }
        }
        guard sawName else { return false }
        // `{ n -> String in … }`, `{ n async throws -> Int in … }`: effects and a result type
        // on the line before `in`.
        var steps = 0
        while kind(i) != .keyword(.in) && steps < 64 {
            switch kind(i) {
            case .leftBrace, .rightBrace, .eof, .equal: return false
            default: break
            }
            if tokens[min(i, tokens.count - 1)].hasLeadingNewline { return false }
            guard steps > 0 || kind(i) == .arrow || kind(i) == .keyword(.async) || kind(i) == .keyword(.throws)
            else { return false }
            i += 1
            steps += 1
        }
        return kind(i) == .keyword(.in)
    }

    // MARK: Key paths

    /// `\.name`, `\.self`, `\Type.name.other`, `\.a?.b`, `\.items[0]`.
    private func parseKeyPath() -> Expr {
        let backslash = advance()
        var root: TypeSyntax? = nil
        var components: [KeyPathComponent] = []
        if current.kind == .identifier && current.range.start == backslash.range.end {
            let name = advance()
            root = TypeSyntax(.named(name.text, genericArguments: []), range: name.range)
        } else if atKeyword(.Self) && current.range.start == backslash.range.end {
            let name = advance()
            root = TypeSyntax(.selfType, range: name.range)
        }
        var steps = 0
        while !gaveUp && steps < 10_000 {
            steps += 1
            if at(.period) && !current.hasLeadingNewline {
                advance()
                if atKeyword(.self) {
                    components.append(.selfComponent(advance().range))
                } else if let name = parseMemberName() {
                    components.append(.property(name))
                } else {
                    error("expected member name following '.'", at: missingLocation)
                    break
                }
            } else if current.kind == .postfixOperator && current.text == "?" {
                components.append(.optionalChain(advance().range))
            } else if at(.leftBracket) && !current.hasLeadingNewline && !current.hasLeadingSpace {
                let (arguments, r) = parseArgumentList(
                    open: .leftBracket, close: .rightBracket, context: "subscript")
                components.append(.subscriptComponent(arguments, range: r))
            } else {
                break
            }
        }
        if components.isEmpty && root == nil {
            error("expected a key path component such as '\\.name'", at: missingLocation)
        }
        return makeExpr(
            .keyPath(root: root, components: components), range(from: backslash.range.start))
    }
}
