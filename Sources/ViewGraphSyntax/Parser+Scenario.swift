import ViewGraphDiagnostics

// The scenario blocks (DESIGN.md §2.2): `scenario`, `costs`, `app`, `step`, `variant`,
// step actions (`tap`, `scroll`, `wait`, `every`, `frames`), `expect` assertions and
// view references. Their keywords are contextual: identifiers recognised by position.

extension Parser {
    // MARK: - Top level

    /// One top-level item, or nil (nothing consumed) when the current token cannot start one.
    func parseTopLevelItem() -> TopLevelItem? {
        let token = current
        if token.kind == .identifier {
            switch token.text {
            case "scenario" where peek().kind == .stringLiteral || peek().kind == .leftBrace:
                return .scenario(parseScenarioBlock())
            case "costs" where peek().kind == .leftBrace:
                return .costs(parseCostsBlock())
            case "app" where peek().kind == .leftBrace:
                return .app(parseAppBlock())
            case "step" where peek().kind == .stringLiteral || peek().kind == .leftBrace:
                return .step(parseStepBlock())
            case "variant" where peek().kind == .stringLiteral || peek().kind == .leftBrace:
                return .variant(parseVariantBlock())
            case "expect" where !peek().hasLeadingNewline && peek().kind != .eof:
                // Outside any step: an expectation on the initial render (step 0).
                return .expect(parseExpectation(inVariant: false))
            default:
                break
            }
        }
        if token.isKeyword(.import)
            || (token.kind == .atSign && peek().kind == .identifier && peek(2).isKeyword(.import))
        {
            return .importDecl(parseImport())
        }
        if token.kind == .pound, peek().isContextual("Preview"), peek().range.start == token.range.end {
            return .preview(parsePreview())
        }
        if token.isKeyword(.let) || token.isKeyword(.var) {
            let variable = parseVariableDecl(attributes: [], modifiers: [], isMember: false)
            return .declaration(.variable(variable))
        }
        if token.isKeyword(.async) && (peek().isKeyword(.let) || peek().isKeyword(.var)) {
            // Reported by the checker, as `async let`, not as a global variable.
            advance()
            let modifier = DeclModifier(name: "async", range: token.range)
            let variable = parseVariableDecl(attributes: [], modifiers: [modifier], isMember: false)
            return .declaration(.variable(variable))
        }
        if let decl = parseDeclaration() { return .declaration(decl) }
        return nil
    }

    // MARK: - Imports and previews

    /// `import SwiftUI`, `@preconcurrency import Foundation`, `import struct Foundation.UUID`.
    private func parseImport() -> ImportDecl {
        let start = current.range.start
        let attributes = parseAttributes()
        advance()  // import
        // `import struct Foundation.UUID`: the kind of declaration imported.
        if case .keyword(let keyword) = current.kind,
            [
                .struct, .class, .enum, .protocol, .func, .var, .let,
                .typealias,
            ].contains(keyword)
        {
            advance()
        }
        var path: [Identifier] = []
        while current.isWordLike && onSameLine(current) {
            let name = advance()
            path.append(Identifier(name.text, range: name.range))
            guard at(.period) else { break }
            advance()
        }
        if path.isEmpty { error("expected a module name after 'import'", at: missingLocation) }
        return ImportDecl(path: path, attributes: attributes, range: range(from: start))
    }

    /// `#Preview { … }`, `#Preview("Name") { … }`, `#Preview("Name", traits: …) { … }`.
    private func parsePreview() -> PreviewBlock {
        let pound = advance()
        let keyword = advance()
        let keywordRange = SourceRange(start: pound.range.start, end: keyword.range.end)
        var name: String?
        var arguments: [Argument] = []
        if at(.leftParen) && !current.hasLeadingSpace {
            arguments = parseArgumentList(open: .leftParen, close: .rightParen, context: "'#Preview' arguments").0
            if let first = arguments.first, first.label == nil, case .stringLiteral(let segments) = first.value.kind {
                name = segments.compactMap { if case .text(let t) = $0 { return t } else { return nil } }.joined()
                arguments.removeFirst()
            }
        }
        var body: [Stmt] = []
        if at(.leftBrace) {
            body = parseBlock(context: "'#Preview'").statements
        } else {
            error("expected '{' to start the preview's content", at: missingLocation)
        }
        return PreviewBlock(
            name: name, arguments: arguments, body: body, keywordRange: keywordRange,
            range: range(from: pound.range.start))
    }

    /// A string literal used as a title; nil with a diagnostic when missing.
    private func parseTitle(_ what: String) -> (String, SourceRange)? {
        guard let token = consume(.stringLiteral) else {
            error("expected \(what) string", at: missingLocation)
            return nil
        }
        var text = ""
        if case .string(let segments) = token.value {
            for segment in segments {
                switch segment {
                case .text(let t): text += t
                case .interpolation(let r):
                    error("\(what) cannot contain string interpolation", at: r)
                }
            }
        }
        return (text, token.range)
    }

    // MARK: - scenario

    private func parseScenarioBlock() -> ScenarioBlock {
        let keyword = advance()
        let title = parseTitle("scenario title") ?? ("", .at(current.range.start))
        let body = parseBraced(context: "'scenario' block", separator: "settings") {
            () -> ScenarioSetting? in
            guard current.isWordLike else { return nil }
            let name = advance()
            guard onSameLine(current) && !at(.rightBrace) else {
                error("expected a value for setting '\(name.text)'", at: missingLocation)
                return ScenarioSetting(
                    name: Identifier(name.text, range: name.range), value: errorExpr(at: .at(name.range.end)),
                    range: name.range)
            }
            let value = parseExpression()
            return ScenarioSetting(
                name: Identifier(name.text, range: name.range), value: value,
                range: name.range.union(value.range))
        }
        return ScenarioBlock(
            title: title.0, titleRange: title.1, settings: body.items,
            range: range(from: keyword.range.start))
    }

    // MARK: - costs

    private func parseCostsBlock() -> CostsBlock {
        let keyword = advance()
        let body = parseBraced(context: "'costs' block", sameLineItems: true) { () -> CostEntry? in
            guard canStartExpression(current) else { return nil }
            let key = withTrailingClosures(false) { parsePostfix() }
            guard consume(.equal) != nil else {
                error("expected '=' and a duration after cost key", at: missingLocation)
                if !current.hasLeadingNewline { skipToNextLine() }
                return CostEntry(key: key, cost: errorExpr(at: .at(key.range.end)), range: key.range)
            }
            let cost = parseExpression()
            return CostEntry(key: key, cost: cost, range: key.range.union(cost.range))
        }
        return CostsBlock(entries: body.items, range: range(from: keyword.range.start))
    }

    // MARK: - app

    private func parseAppBlock() -> AppBlock {
        let keyword = advance()
        let body = parseBlock(context: "'app' block")
        return AppBlock(body: body.statements, range: range(from: keyword.range.start))
    }

    // MARK: - step

    private func parseStepBlock() -> StepBlock {
        let keyword = advance()
        let title = parseTitle("step title") ?? ("", .at(current.range.start))
        let body = withTrailingClosures(true) {
            parseBraced(context: "'step' block") { parseStepAction() }
        }
        return StepBlock(
            title: title.0, titleRange: title.1, actions: body.items,
            range: range(from: keyword.range.start))
    }

    /// Whether `token` (following a contextual action word) begins its operand on the same line.
    private func startsOperand(_ token: Token) -> Bool {
        guard !token.hasLeadingNewline else { return false }
        switch token.kind {
        case .identifier, .closureArgument, .projection, .integerLiteral, .floatLiteral,
            .durationLiteral,
            .frequencyLiteral, .stringLiteral, .leftBracket, .backslash, .prefixOperator:
            return true
        case .keyword(let k):
            return [.self, .Self, .true, .false, .nil].contains(k)
        case .leftParen, .period:
            return token.hasLeadingSpace
        case .binaryOperator:
            return token.text == "-" && token.hasLeadingSpace
        default:
            return false
        }
    }

    func parseStepAction() -> StepAction? {
        let token = current
        let start = token.range.start
        if token.kind == .identifier && startsOperand(peek()) {
            switch token.text {
            case "tap":
                advance()
                let ref = parseViewRef()
                return .tap(ref, range: range(from: start))
            case "scroll", "move":
                advance()
                let ref = parseViewRef()
                var target: Expr
                if current.isContextual("to") && onSameLine(current) {
                    advance()
                    target = parseExpression()
                } else {
                    error("expected 'to' and a row in '\(token.text)' action", at: missingLocation)
                    target = errorExpr(at: .at(current.range.start))
                }
                if token.text == "move" { return .move(ref, to: target, range: range(from: start)) }
                return .scroll(ref, to: target, range: range(from: start))
            case "delete", "submit", "refresh", "pop":
                advance()
                let ref = parseViewRef()
                if token.text == "submit" { return .submit(ref, range: range(from: start)) }
                if token.text == "refresh" { return .refresh(ref, range: range(from: start)) }
                if token.text == "pop" { return .pop(ref, range: range(from: start)) }
                return .delete(ref, range: range(from: start))
            case "scene" where peek().kind == .period:
                return parseScenePhase()
            case "wait":
                advance()
                return .wait(parseDurationOperand(), range: range(from: start))
            case "frames":
                advance()
                return .frames(parseConditionExpression(), range: range(from: start))
            case "every":
                advance()
                let interval = parseDurationOperand()
                var duration: Expr
                if consumeKeyword(.for) != nil {
                    duration = parseDurationOperand()
                } else {
                    error("expected 'for' and a duration in 'every' action", at: missingLocation)
                    duration = errorExpr(at: .at(current.range.start))
                }
                let body = parseBlock(context: "'every' action")
                return .every(
                    interval: interval, duration: duration, body: body.statements, range: range(from: start))
            case "type",
                "enter" where peek().kind == .identifier && peek().text.first?.isUppercase == true:
                // `type Signup/TextField("Email") "ana@example.com"`: there is no typing action;
                // a field shows what its binding holds, and a step writes that.
                error(
                    "there is no '\(token.text)' action: a step sets the text a field shows through its binding",
                    at: token.range,
                    notes: [
                        DiagnosticNote(
                            "write the property the TextField's binding names, e.g. 'do \(peek().text).name = \"Ana\"'; 'controls' lists each field with it"
                        )
                    ])
                skipToNextLine()
                return .statement(Stmt(.error, range: range(from: start)))
            case "expect":
                return .expect(parseExpectation(inVariant: false))
            case "ask":
                return .ask(parseQuestion())
            default:
                break
            }
        }
        if token.isContextual("expect") {
            return .expect(parseExpectation(inVariant: false))
        }
        if token.kind == .identifier && endsLine(peek()) {
            let operand: String? =
                switch token.text {
                case "tap": "a view reference"
                case "scroll", "move": "a view reference and 'to'"
                case "delete", "submit", "refresh", "pop": "a view reference"
                case "scene": "a scene phase ('.active', '.inactive' or '.background')"
                case "wait": "a duration"
                case "frames": "a number of frames"
                case "every": "an interval, 'for' and a duration"
                case "ask": "a question string and its answer"
                default: nil
                }
            if let operand {
                advance()
                error("expected \(operand) after '\(token.text)'", at: .at(token.range.end))
                return .statement(Stmt(.error, range: token.range))
            }
        }
        guard let statement = parseStatement() else { return nil }
        return .statement(statement)
    }

    // MARK: - Durations

    /// The operand of `wait` and `every`: an expression, normally a literal such as `2min`.
    /// `wait 2 minutes` (a unit word after a space) is one error at the word, with the
    /// literal to write, rather than three about a statement that is not one.
    private func parseDurationOperand() -> Expr {
        let operand = parseConditionExpression()
        guard case .integerLiteral = operand.kind, current.kind == .identifier, onSameLine(current),
            let unit = Self.durationUnit(forWord: current.text)
        else { return operand }
        let word = advance()
        let digits = String(source.text(in: operand.range))
        let written: String
        if unit == "h", let hours = Int(digits), case (let minutes, false) = hours.multipliedReportingOverflow(by: 60) {
            written = "'\(minutes)min' for \(hours) hours"
        } else if unit == "h" {
            written = "minutes, such as '90min'"
        } else {
            written = "'\(digits)\(unit)'"
        }
        error(
            "a duration's unit is written straight after the number, with no space",
            at: word.range, notes: [DiagnosticNote("write \(written)")])
        return errorExpr(at: SourceRange(start: operand.range.start, end: word.range.end))
    }

    /// The unit a word after a duration's number means (`minutes` → `min`); `h` for hours,
    /// which are not a unit of their own.
    private static func durationUnit(forWord word: String) -> String? {
        switch word {
        case "ns", "nanosecond", "nanoseconds": "ns"
        case "us", "µs", "microsecond", "microseconds": "us"
        case "ms", "millisecond", "milliseconds": "ms"
        case "s", "sec", "secs", "second", "seconds": "s"
        case "m", "min", "mins", "minute", "minutes": "min"
        case "h", "hr", "hrs", "hour", "hours": "h"
        default: nil
        }
    }

    // MARK: - scene

    /// `scene .background`: `scene`, a space, then `.active`, `.inactive` or `.background`.
    private func parseScenePhase() -> StepAction {
        let keyword = advance()
        let period = advance()
        let name = current
        guard name.kind == .identifier, !name.hasLeadingSpace, StepAction.scenePhases.contains(name.text) else {
            error(
                "expected a scene phase after 'scene': '.active', '.inactive' or '.background'",
                at: name.kind == .identifier && !name.hasLeadingSpace ? name.range : .at(period.range.end))
            if name.kind == .identifier && !name.hasLeadingSpace { advance() }
            return .statement(Stmt(.error, range: keyword.range))
        }
        advance()
        return .scenePhase(name.text, range: SourceRange(start: keyword.range.start, end: name.range.end))
    }

    // MARK: - ask

    static let questionAnswerNote =
        "the answer is a set of views ('bodies == [TrailRow[2]]'), a finding ('finding broad-observable-read', 'no findings') or 'yes:'/'no:' and a claim ('no: bodies(TrailList) > 0')"

    /// `ask "PROMPT" ANSWER`: ANSWER is `KIND == [REF, …]`, `finding ID`, `no findings`,
    /// or `yes: CLAIM` / `no: CLAIM` with CLAIM any `expect` assertion.
    private func parseQuestion() -> Question {
        let keyword = advance()
        let prompt = parseTitle("question") ?? ("", .at(current.range.start))
        let invalid = QuestionAnswer.finding(nil)
        guard onSameLine(current) && !endsLine(current) else {
            error(
                "expected the answer after the question", at: missingLocation,
                notes: [DiagnosticNote(Parser.questionAnswerNote)])
            return Question(
                prompt: prompt.0, promptRange: prompt.1, answer: invalid, range: range(from: keyword.range.start))
        }
        let answer: QuestionAnswer
        if current.kind == .identifier && (current.text == "yes" || current.text == "no") && peek().kind == .colon {
            let key = advance().text == "yes"
            advance()  // :
            guard onSameLine(current) && !endsLine(current) else {
                error(
                    "expected a claim after '\(key ? "yes" : "no"):', e.g. 'no: bodies(TrailList) > 0'",
                    at: missingLocation)
                return Question(
                    prompt: prompt.0, promptRange: prompt.1, answer: invalid, range: range(from: keyword.range.start))
            }
            answer = .yesNo(key, parseAssertion())
        } else {
            let start = current.range.start
            switch parseAssertion() {
            case .viewSet(let kind, let refs): answer = .views(kind, refs)
            case .finding(let id, on: nil): answer = .finding(id)
            case .noFindings: answer = .finding(nil)
            case .condition(let expr) where { if case .error = expr.kind { true } else { false } }():
                answer = invalid
            default:
                error(
                    "this answer cannot be guessed; write 'yes:' or 'no:' before a claim",
                    at: range(from: start),
                    notes: [DiagnosticNote(Parser.questionAnswerNote)])
                answer = invalid
            }
        }
        return Question(
            prompt: prompt.0, promptRange: prompt.1, answer: answer, range: range(from: keyword.range.start))
    }

    // MARK: - variant

    private func parseVariantBlock() -> VariantBlock {
        let keyword = advance()
        let name = parseTitle("variant name") ?? ("", .at(current.range.start))
        var extends: Identifier? = nil
        if current.isContextual("extends") {
            advance()
            if let base = parseTitle("variant name") { extends = Identifier(base.0, range: base.1) }
        }
        var declarations: [Decl] = []
        var app: AppBlock? = nil
        var expectations: [Expectation] = []
        var steps: [StepBlock] = []
        var dropped: [Identifier] = []
        _ = parseBraced(context: "'variant' block", separator: "declarations") { () -> Bool? in
            if current.isContextual("step") && (peek().kind == .stringLiteral || peek().kind == .leftBrace) {
                steps.append(parseStepBlock())
                return true
            }
            if current.isContextual("drop") && peek().isContextual("step") && onSameLine(peek()) {
                advance()
                advance()
                if let title = parseTitle("step title") { dropped.append(Identifier(title.0, range: title.1)) }
                return true
            }
            if current.isContextual("app") && peek().kind == .leftBrace {
                let block = parseAppBlock()
                if app != nil {
                    error("a variant has at most one 'app' block", at: block.range)
                }
                app = block
                return true
            }
            if current.isContextual("expect") {
                expectations.append(parseExpectation(inVariant: true))
                return true
            }
            if current.kind == .identifier
                && ["variant", "scenario", "costs"].contains(current.text)
                && (peek().kind == .stringLiteral || peek().kind == .leftBrace)
            {
                let word = advance()
                error(
                    "'\(word.text)' is not allowed inside a variant; a variant holds declarations, 'app', steps and 'expect \"STEP\" …' lines",
                    at: word.range)
                if at(.stringLiteral) { advance() }
                if at(.leftBrace) { skipBalancedGroup() }
                return true
            }
            if let decl = parseDeclaration() {
                declarations.append(decl)
                return true
            }
            if at(.rightBrace) || atEnd { return nil }
            error(
                "expected a declaration, 'app { … }', a step or 'expect \"STEP\" …' in variant", at: current.range)
            let before = index
            skipToNextLine()
            if index == before { advance() }
            return true
        }
        return VariantBlock(
            name: name.0, nameRange: name.1, extends: extends, declarations: declarations, app: app,
            expectations: expectations, steps: steps, droppedSteps: dropped, range: range(from: keyword.range.start))
    }

    // MARK: - expect

    /// `expect ASSERTION` (step, or top level for the initial render) or
    /// `expect "STEP TITLE" ASSERTION` (variant). A string right after `expect` is a step
    /// title when an assertion follows it on the line (a word, a string, `[`); otherwise it
    /// begins a Bool expression (`expect "n = \(n)" == "n = 7"`).
    func parseExpectation(inVariant: Bool) -> Expectation {
        let keyword = advance()
        var stepTitle: Identifier? = nil
        if at(.stringLiteral) && onSameLine(current) && startsAssertionAfterTitle(peek()) {
            if inVariant {
                if let title = parseTitle("step title") { stepTitle = Identifier(title.0, range: title.1) }
            } else {
                let title = advance()
                error("a step title after 'expect' is only allowed in a variant", at: title.range)
            }
        } else if inVariant {
            error(
                "expected a step title string after 'expect' in a variant, e.g. expect \"Step\" bodies == []",
                at: missingLocation,
                notes: [DiagnosticNote("'expect \"\(Expectation.initialRenderTitle)\" …' checks the initial render")])
        }
        guard onSameLine(current) && !at(.rightBrace) else {
            error(
                "expected an assertion after 'expect'", at: missingLocation,
                notes: [
                    DiagnosticNote(
                        "for example 'expect bodies == [TrailRow[2]]', 'expect finding identity-reset', 'expect no findings' or 'expect store.count == 1'"
                    )
                ])
            return Expectation(
                stepTitle: stepTitle, assertion: .condition(errorExpr(at: .at(current.range.start))),
                range: range(from: keyword.range.start))
        }
        let assertion = parseAssertion()
        return Expectation(
            stepTitle: stepTitle, assertion: assertion, range: range(from: keyword.range.start))
    }

    /// Whether `token`, right after a string following `expect`, starts an assertion, which
    /// makes the string a step title. An operator, `.`, `(` or the end of the line make the
    /// string part of an expression.
    private func startsAssertionAfterTitle(_ token: Token) -> Bool {
        guard !endsLine(token) else { return false }
        switch token.kind {
        case .identifier, .stringLiteral, .integerLiteral, .floatLiteral, .leftBracket, .closureArgument,
            .prefixOperator:
            return true
        case .keyword(let k):
            return [.self, .Self, .true, .false, .nil].contains(k)
        case .leftParen:
            return token.hasLeadingSpace
        default:
            return false
        }
    }

    private func endsLine(_ token: Token) -> Bool {
        token.hasLeadingNewline || token.kind == .eof || token.kind == .rightBrace
            || token.kind == .semicolon
    }

    private func parseAssertion() -> Assertion {
        let token = current
        if token.isContextual("finding") && peek().isWordLike && onSameLine(peek()) {
            advance()
            let id = parseFindingID()
            var on: ViewRef? = nil
            if current.isContextual("on") && onSameLine(current) {
                advance()
                on = parseViewRef()
            }
            return .finding(id, on: on)
        }
        if token.isContextual("finding") && endsLine(peek()) {
            advance()
            error(
                "expected a finding id after 'finding', e.g. 'broad-observable-read'",
                at: .at(token.range.end))
            return .condition(errorExpr(at: token.range))
        }
        if token.isContextual("no") && onSameLine(peek()) && endsLine(peek(2)) {
            if peek().isContextual("findings") {
                advance()
                advance()
                return .noFindings
            }
            if peek().isContextual("hitch") {
                advance()
                advance()
                return .noHitch
            }
        }
        if token.isContextual("hitch") && endsLine(peek()) {
            advance()
            return .hitch
        }
        // Any Bool expression, as `#expect` takes: trailing closures are allowed
        // (`expect xs.filter { $0 > 0 }.count == 2`).
        let expr = withTrailingClosures(true) { parseExpression() }
        return classifyAssertion(expr)
    }

    /// `broad-observable-read`: words joined by `-` with no whitespace; one identifier.
    private func parseFindingID() -> Identifier {
        let first = advance()
        var name = first.text
        var end = first.range.end
        while current.text == "-" && current.isOperator && current.range.start == end
            && peek().isWordLike
            && peek().range.start == current.range.end
        {
            advance()
            let piece = advance()
            name += "-" + piece.text
            end = piece.range.end
        }
        return Identifier(name, range: SourceRange(start: first.range.start, end: end))
    }

    /// Sorts an `expect` expression into the assertion forms; anything else is a condition.
    private func classifyAssertion(_ expr: Expr) -> Assertion {
        guard case .binaryOperator(let op, let lhs, let rhs) = expr.kind, let comparison = CountComparison(rawValue: op)
        else { return .condition(expr) }
        switch lhs.kind {
        case .identifier(let name):
            if let kind = ViewSetKind(rawValue: name) {
                if case .arrayLiteral(let elements) = rhs.kind {
                    guard comparison == .equal else {
                        error(
                            "a set of views compares with '==' only", at: expr.range,
                            notes: [
                                DiagnosticNote(
                                    "to compare a number, count them: '\(name) \(op) 2' or '\(name)(TypeName) \(op) 2'")
                            ])
                        return .condition(errorExpr(at: expr.range))
                    }
                    return .viewSet(kind, elements.map { viewRef(from: $0) })
                }
                return .viewCount(kind, type: nil, comparison: comparison, count: rhs)
            }
            if name == "frames" { return .frames(comparison, rhs) }
        case .call(let callee, let arguments, let closures):
            if case .identifier(let name) = callee.kind, let kind = ViewSetKind(rawValue: name),
                closures.isEmpty,
                arguments.count == 1, arguments[0].label == nil,
                case .identifier(let typeName) = arguments[0].value.kind
            {
                return .viewCount(
                    kind, type: Identifier(typeName, range: arguments[0].value.range), comparison: comparison,
                    count: rhs)
            }
        default:
            break
        }
        return .condition(expr)
    }

    // MARK: - View references

    /// Parses an expression and converts it to a view reference.
    func parseViewRef() -> ViewRef {
        let expr = parseConditionExpression()
        var ref = viewRef(from: expr)
        if current.kind == .pound, current.hasLeadingSpace == false, peek().kind == .integerLiteral,
            peek().hasLeadingSpace == false, ref.segments.isEmpty == false
        {
            // `Inbox/Button("Archive")#2`: one of several identical controls, by position from 1;
            // `SeatView[2]#2`: the second of the views that id (or those properties) matches, in
            // tree order (a ForEach inside another's rows repeats its ids).
            let pound = advance()
            let number = advance()
            let selector = ref.segments[ref.segments.count - 1].selector
            guard selector.isTitle || selector.isID || selector.isProperties else {
                error(
                    "'#' takes a position after a control or a view with an id, such as 'Button(\"Archive\")#2' or 'SeatView[2]#2'; a view of a type alone is 'PhotoTile#2'",
                    at: pound.range.union(number.range))
                return ref
            }
            guard let ordinal = Int(number.text), ordinal >= 1 else {
                error("'#' takes a position from 1, such as 'SeatView[2]#2'", at: pound.range.union(number.range))
                return ref
            }
            ref.segments[ref.segments.count - 1].controlOrdinal = ordinal
            ref.range = ref.range.union(number.range)
        }
        return ref
    }

    static let viewRefMessage =
        "expected a view reference such as 'TrailRow', 'TrailRow[2]' or 'Parent/Button(\"Save\")'"

    /// `A`, `A[id]`, `A(label: v)`, `Button("Save")`, `A/B/C`.
    func viewRef(from expr: Expr) -> ViewRef {
        var segments: [ViewRefSegment] = []
        if collectSegments(expr, into: &segments) {
            return ViewRef(segments: segments, range: expr.range)
        }
        if case .error = expr.kind {
            return ViewRef(segments: [], range: expr.range)
        }
        error(Parser.viewRefMessage, at: expr.range)
        return ViewRef(segments: [], range: expr.range)
    }

    private func collectSegments(_ expr: Expr, into segments: inout [ViewRefSegment]) -> Bool {
        switch expr.kind {
        case .binaryOperator("/", let lhs, let rhs):
            return collectSegments(lhs, into: &segments) && collectSegments(rhs, into: &segments)
        case .identifier(let name):
            if let (typeName, position) = ViewRefSegment.positionedName(name) {
                // `PhotoTile#2` (the expression parser keeps it as one name).
                guard let ordinal = position else {
                    error("'#' after a view type takes a position from 1, such as 'PhotoTile#2'", at: expr.range)
                    return false
                }
                let nameRange = SourceRange(start: expr.range.start, end: expr.range.start + typeName.utf8.count)
                segments.append(
                    ViewRefSegment(
                        typeName: Identifier(typeName, range: nameRange), selector: .ordinal(ordinal),
                        range: expr.range))
                return true
            }
            segments.append(
                ViewRefSegment(
                    typeName: Identifier(name, range: expr.range), selector: .none, range: expr.range))
            return true
        case .subscriptAccess(let base, let arguments):
            guard case .identifier(let name) = base.kind, arguments.count == 1, arguments[0].label == nil
            else {
                return false
            }
            segments.append(
                ViewRefSegment(
                    typeName: Identifier(name, range: base.range), selector: .id(arguments[0].value),
                    range: expr.range))
            return true
        case .call(let callee, let arguments, let closures):
            guard case .identifier(let name) = callee.kind, closures.isEmpty else { return false }
            let selector: ViewRefSelector
            if arguments.count == 1 && arguments[0].label == nil {
                selector = .title(arguments[0].value)
            } else if arguments.allSatisfy({ $0.label != nil }) {
                selector = .properties(arguments)
            } else {
                return false
            }
            segments.append(
                ViewRefSegment(
                    typeName: Identifier(name, range: callee.range), selector: selector, range: expr.range))
            return true
        default:
            return false
        }
    }
}
