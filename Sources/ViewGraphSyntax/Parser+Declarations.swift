import ViewGraphDiagnostics

// Declarations (struct, class, enum, extension, func, init, var/let, enum cases),
// attributes, modifiers and types. Unsupported declarations (protocol, actor,
// subscript, typealias, deinit, operators, generics, `where` clauses) are reported at
// the construct and parsed past.

extension Parser {
    static let keywordModifiers: Set<Keyword> = [
        .static, .private, .fileprivate, .public, .internal, .open, .final, .mutating, .nonmutating,
        .indirect,
    ]
    static let contextualModifiers: Set<String> = [
        "override", "required", "convenience", "lazy", "weak", "unowned", "nonisolated", "dynamic",
        "optional",
        "prefix", "postfix", "infix",
    ]

    // MARK: - Attributes and modifiers

    /// `@State`, `@Environment(\.tick)`, `@Observable`, … (arguments only when the `(`
    /// follows directly).
    func parseAttributes() -> [Attribute] {
        var attributes: [Attribute] = []
        while at(.atSign) && !gaveUp {
            let at = advance()
            guard current.isWordLike, current.range.start == at.range.end else {
                error("expected an attribute name after '@'", at: missingLocation)
                continue
            }
            let name = advance()
            var arguments: [Argument]? = nil
            if self.at(.leftParen) && !current.hasLeadingSpace {
                arguments =
                    parseArgumentList(open: .leftParen, close: .rightParen, context: "attribute arguments").0
            }
            attributes.append(
                Attribute(
                    name: Identifier(name.text, range: name.range), arguments: arguments,
                    range: range(from: at.range.start)))
        }
        return attributes
    }

    /// `private`, `static`, `final`, `private(set)`, `override`, …
    func parseModifiers() -> [DeclModifier] {
        var modifiers: [DeclModifier] = []
        while !gaveUp {
            let token = current
            var isModifier = false
            if case .keyword(let k) = token.kind, Parser.keywordModifiers.contains(k) {
                isModifier = true
            } else if token.kind == .identifier, Parser.contextualModifiers.contains(token.text),
                startsDeclaration(peek())
            {
                isModifier = true
            } else if token.isKeyword(.class),
                peek().isKeyword(.func) || peek().isKeyword(.var) || peek().isKeyword(.let)
            {
                isModifier = true  // `class func`
            }
            guard isModifier else { break }
            advance()
            if token.isKeyword(.indirect) { unsupported("'indirect'", at: token.range) }
            var detail: String? = nil
            if at(.leftParen) && !current.hasLeadingSpace && peek().isWordLike
                && peek(2).kind == .rightParen
            {
                advance()
                detail = advance().text
                advance()
            }
            modifiers.append(
                DeclModifier(name: token.text, detail: detail, range: range(from: token.range.start)))
        }
        return modifiers
    }

    private func startsDeclaration(_ token: Token) -> Bool {
        switch token.kind {
        case .keyword(let k):
            switch k {
            case .var, .let, .func, .`init`, .class, .struct, .enum, .extension, .subscript, .operator,
                .static,
                .private, .fileprivate, .public, .internal, .open, .final, .mutating, .nonmutating,
                .indirect,
                .typealias, .deinit:
                return true
            default: return false
            }
        case .identifier: return Parser.contextualModifiers.contains(token.text)
        default: return false
        }
    }

    // MARK: - Declarations

    /// A declaration with its attributes and modifiers, or nil (nothing consumed) when the
    /// current token cannot start one.
    func parseDeclaration(inEnum: Bool = false) -> Decl? {
        guard at(.atSign) || at(.pound) || startsDeclaration(current) || isDeclarationKeyword(current)
        else {
            return nil
        }
        let start = current.range.start
        let attributes = parseAttributes()
        let modifiers = parseModifiers()
        return parseDeclaration(
            afterAttributes: attributes, modifiers: modifiers, start: start, inEnum: inEnum)
    }

    private func isDeclarationKeyword(_ token: Token) -> Bool {
        switch token.kind {
        case .keyword(let k):
            switch k {
            case .struct, .class, .enum, .extension, .func, .`init`, .var, .let, .case, .protocol, .actor,
                .subscript,
                .typealias, .associatedtype, .import, .deinit, .operator, .precedencegroup:
                return true
            default: return false
            }
        case .identifier: return token.text == "actor"
        default: return false
        }
    }

    func parseDeclaration(
        afterAttributes attributes: [Attribute], modifiers: [DeclModifier], start: Int, inEnum: Bool
    )
        -> Decl?
    {
        guard enterNesting() else { return nil }
        defer { exitNesting() }
        let token = current
        switch token.kind {
        case .keyword(.struct):
            return .type(
                parseTypeDecl(kind: .struct, attributes: attributes, modifiers: modifiers, start: start))
        case .keyword(.class):
            return .type(
                parseTypeDecl(kind: .class, attributes: attributes, modifiers: modifiers, start: start))
        case .keyword(.enum):
            return .type(
                parseTypeDecl(kind: .enum, attributes: attributes, modifiers: modifiers, start: start))
        case .keyword(.extension):
            return .type(
                parseTypeDecl(kind: .extension, attributes: attributes, modifiers: modifiers, start: start))
        case .keyword(.actor):
            unsupported("'actor'", at: token.range)
            return .type(
                parseTypeDecl(kind: .class, attributes: attributes, modifiers: modifiers, start: start))
        case .keyword(.protocol):
            unsupported("'protocol'", at: token.range)
            advance()
            if current.kind == .identifier { advance() }
            skipUntilLeftBrace()
            if at(.leftBrace) { skipBalancedGroup() }
            return .error(range(from: start))
        case .keyword(.func):
            return .function(
                parseFunctionDecl(attributes: attributes, modifiers: modifiers, start: start))
        case .keyword(.`init`):
            return .initializer(
                parseInitializerDecl(attributes: attributes, modifiers: modifiers, start: start))
        case .keyword(.var), .keyword(.let):
            var variable = parseVariableDecl(attributes: attributes, modifiers: modifiers, isMember: true)
            variable.range = range(from: start)
            return .variable(variable)
        case .keyword(.case):
            if !inEnum {
                error("enum 'case' is not allowed outside of an enum", at: token.range)
            }
            return .enumCase(parseEnumCaseDecl(start: start))
        case .keyword(.subscript):
            unsupported("'subscript'", at: token.range)
            advance()
            if at(.leftParen) { skipBalancedGroup() }
            if consume(.arrow) != nil { _ = parseType() }
            if at(.leftBrace) { skipBalancedGroup() }
            return .error(range(from: start))
        case .keyword(.typealias), .keyword(.associatedtype):
            unsupported("'\(token.text)'", at: token.range)
            advance()
            if current.kind == .identifier { advance() }
            if consume(.equal) != nil { _ = parseType() }
            return .error(range(from: start))
        case .keyword(.deinit):
            unsupported("'deinit'", at: token.range)
            advance()
            if at(.leftBrace) { skipBalancedGroup() }
            return .error(range(from: start))
        case .keyword(.import):
            unsupported("'import'", at: token.range)
            skipToNextLine()
            return .error(range(from: start))
        case .keyword(.operator), .keyword(.precedencegroup):
            unsupported("operator declaration", at: modifiers.first?.range ?? token.range)
            advance()
            while !atEnd && onSameLine(current) && !at(.leftBrace) && !at(.rightBrace) { advance() }
            if at(.leftBrace) { skipBalancedGroup() }
            return .error(range(from: start))
        case .pound:
            parseDirective()
            return .error(range(from: start))
        default:
            if !attributes.isEmpty || !modifiers.isEmpty {
                error("expected declaration", at: missingLocation)
                return .error(range(from: start))
            }
            return nil
        }
    }

    // MARK: - Types

    private func parseTypeDecl(
        kind: TypeDeclKind, attributes: [Attribute], modifiers: [DeclModifier], start: Int
    )
        -> TypeDecl
    {
        let keyword = advance()
        var name = Identifier("", range: .at(current.range.start))
        if current.kind == .identifier {
            let first = advance()
            var text = first.text
            // `extension Foo.Bar`
            while kind == .extension && at(.period) && peek().kind == .identifier {
                advance()
                text += "." + advance().text
            }
            name = Identifier(text, range: range(from: first.range.start))
        } else {
            error("expected identifier in \(keyword.text) declaration", at: missingLocation)
        }
        if current.isOperator("<") {
            unsupported("generic parameter clause", at: current.range)
            skipAngleClause()
        }
        var inheritance: [Identifier] = []
        if consume(.colon) != nil {
            repeat {
                let type = parseType()
                inheritance.append(Identifier(source.text(in: type.range), range: type.range))
            } while consume(.comma) != nil && !gaveUp
        }
        if atKeyword(.where) {
            unsupported("'where' clause", at: current.range)
            skipUntilLeftBrace()
        }
        let members = parseBraced(context: keyword.text, separator: "declarations") {
            parseMemberDeclaration(inEnum: kind == .enum)
        }
        return TypeDecl(
            kind: kind, attributes: attributes, modifiers: modifiers, name: name,
            inheritance: inheritance,
            members: members.items, range: range(from: start))
    }

    /// A member; reports and skips anything that is not a declaration.
    private func parseMemberDeclaration(inEnum: Bool) -> Decl? {
        if let decl = parseDeclaration(inEnum: inEnum) { return decl }
        if at(.rightBrace) || atEnd { return nil }
        let start = current.range.start
        if atKeyword(.async) && (peek().isKeyword(.let) || peek().isKeyword(.var)) {
            unsupported("'async let'", at: current.range)
            advance()
            return parseDeclaration(inEnum: inEnum)
        }
        error("expected declaration", at: current.range)
        skipToNextLine()
        if current.range.start == start { advance() }
        return .error(range(from: start))
    }

    // MARK: - Functions

    private func parseFunctionDecl(attributes: [Attribute], modifiers: [DeclModifier], start: Int)
        -> FunctionDecl
    {
        advance()
        var name = Identifier("", range: .at(current.range.start))
        if current.isWordLike || current.isOperator {
            let token = advance()
            name = Identifier(token.text, range: token.range)
        } else {
            error("expected identifier in function declaration", at: missingLocation)
        }
        if current.isOperator("<") && !current.hasLeadingSpace {
            unsupported("generic parameter clause", at: current.range)
            skipAngleClause()
        }
        let parameters = parseParameterList()
        parseEffects()
        var returnType: TypeSyntax? = nil
        if consume(.arrow) != nil { returnType = parseType() }
        if atKeyword(.where) {
            unsupported("'where' clause", at: current.range)
            skipUntilLeftBrace()
        }
        var body: [Stmt] = []
        if at(.leftBrace) {
            body = parseBlock(context: "function").statements
        } else {
            error("expected '{' in body of function declaration", at: missingLocation)
        }
        return FunctionDecl(
            attributes: attributes, modifiers: modifiers, name: name, parameters: parameters,
            returnType: returnType,
            body: body, range: range(from: start))
    }

    /// `async`, `throws`, `rethrows` after a parameter list: not supported.
    private func parseEffects() {
        while (atKeyword(.async) || atKeyword(.throws) || atKeyword(.rethrows)) && !gaveUp {
            let token = advance()
            unsupported("'\(token.text)'", at: token.range)
            if token.isKeyword(.throws) && at(.leftParen) && !current.hasLeadingSpace {
                skipBalancedGroup()
            }
        }
    }

    private func parseInitializerDecl(attributes: [Attribute], modifiers: [DeclModifier], start: Int)
        -> InitializerDecl
    {
        let initToken = advance()
        var isFailable = false
        if (current.isOperator("?") || current.isOperator("!"))
            && current.range.start == initToken.range.end
        {
            isFailable = true
            advance()
        }
        if current.isOperator("<") && !current.hasLeadingSpace {
            unsupported("generic parameter clause", at: current.range)
            skipAngleClause()
        }
        let parameters = parseParameterList()
        parseEffects()
        if atKeyword(.where) {
            unsupported("'where' clause", at: current.range)
            skipUntilLeftBrace()
        }
        var body: [Stmt] = []
        if at(.leftBrace) {
            body = parseBlock(context: "initializer").statements
        } else {
            error("expected '{' in body of initializer", at: missingLocation)
        }
        return InitializerDecl(
            attributes: attributes, modifiers: modifiers, isFailable: isFailable, parameters: parameters,
            body: body,
            range: range(from: start))
    }

    /// `(label name: Type = default, …)`
    private func parseParameterList() -> [Parameter] {
        guard at(.leftParen) else {
            error("expected '(' in argument list of function declaration", at: missingLocation)
            return []
        }
        let open = advance()
        var parameters: [Parameter] = []
        while !at(.rightParen) && !atEnd && !gaveUp {
            let before = index
            if at(.comma) {
                error("unexpected ',' separator", at: current.range)
                advance()
                continue
            }
            if let parameter = parseParameter() { parameters.append(parameter) }
            if index == before {
                error("expected parameter name followed by ':'", at: current.range)
                break
            }
            if consume(.comma) == nil { break }
        }
        if consume(.rightParen) == nil {
            error(
                "expected ')' in parameter list", at: missingLocation,
                notes: [DiagnosticNote("to match this opening '('", at: open.range)])
            // Skip to the body so that the rest of the declaration still parses.
            while !atEnd && !at(.leftBrace) && !at(.rightBrace) && !at(.arrow)
                && !current.hasLeadingNewline
            {
                advance()
            }
        }
        return parameters
    }

    private func parseParameter() -> Parameter? {
        let start = current.range.start
        _ = parseAttributes()
        guard current.isWordLike else { return nil }
        let first = advance()
        var nameToken = first
        var label: String? = first.text == "_" ? nil : first.text
        if current.isWordLike && current.kind != .keyword(.inout) {
            nameToken = advance()
        } else {
            label = first.text == "_" ? nil : first.text
        }
        var isInout = false
        var type = TypeSyntax(.error, range: .at(current.range.start))
        if consume(.colon) != nil {
            if consumeKeyword(.inout) != nil { isInout = true }
            type = parseType()
        } else {
            error("expected ':' following argument label and parameter name", at: missingLocation)
        }
        if current.isOperator("...") {
            unsupported("variadic parameter", at: current.range)
            advance()
        }
        var defaultValue: Expr? = nil
        if consume(.equal) != nil { defaultValue = parseExpression() }
        return Parameter(
            label: label, name: Identifier(nameToken.text, range: nameToken.range), type: type,
            isInout: isInout,
            defaultValue: defaultValue, range: range(from: start))
    }

    // MARK: - Variables

    /// `let`/`var` (the current token): pattern, type, initializer, accessors.
    func parseVariableDecl(attributes: [Attribute], modifiers: [DeclModifier], isMember: Bool)
        -> VariableDecl
    {
        let keyword = advance()
        let start = attributes.first?.range.start ?? modifiers.first?.range.start ?? keyword.range.start
        let pattern = withTrailingClosures(false) { parsePattern(binding: true) }
        var type: TypeSyntax? = nil
        if consume(.colon) != nil { type = parseType() }
        var initializer: Expr? = nil
        if consume(.equal) != nil { initializer = parseExpression() }
        var accessors: Accessors? = nil
        if at(.leftBrace) && (initializer == nil || atObserverBlock)
            && (!current.hasLeadingNewline || isMember)
        {
            accessors = parseAccessors()
        }
        if at(.comma) && onSameLine(current) {
            unsupported("declaring several variables in one statement", at: current.range)
            while consume(.comma) != nil && !gaveUp {
                _ = parsePattern(binding: true)
                if consume(.colon) != nil { _ = parseType() }
                if consume(.equal) != nil { _ = parseExpression() }
            }
        }
        return VariableDecl(
            attributes: attributes, modifiers: modifiers, isLet: keyword.isKeyword(.let),
            pattern: pattern, type: type,
            initializer: initializer, accessors: accessors, range: range(from: start))
    }

    /// `{ statements }` (a getter) or `{ get { … } set(name) { … } }`.
    private func parseAccessors() -> Accessors {
        let open = current
        let next = peek()
        let isAccessorList =
            ["get", "set", "willSet", "didSet"].contains(next.text) && next.kind == .identifier
            && (peek(2).kind == .leftBrace || peek(2).kind == .leftParen || peek(2).kind == .rightBrace
                || peek(2).hasLeadingNewline)
        guard isAccessorList else {
            let body = parseBlock(context: "getter")
            return Accessors(getter: body.statements, setter: nil, range: body.range)
        }
        var getter: [Stmt]? = nil
        var setter: (parameter: String, body: [Stmt])? = nil
        let result = parseBraced(context: "accessor list", separator: "accessors") { () -> Bool? in
            guard current.kind == .identifier else { return nil }
            let name = advance()
            switch name.text {
            case "get":
                if atKeyword(.async) || atKeyword(.throws) { parseEffects() }
                getter = at(.leftBrace) ? parseBlock(context: "getter").statements : []
            case "set":
                var parameter = "newValue"
                if at(.leftParen) {
                    advance()
                    if current.kind == .identifier { parameter = advance().text }
                    _ = expect(.rightParen, "expected ')' after setter parameter name")
                }
                setter = (parameter, at(.leftBrace) ? parseBlock(context: "setter").statements : [])
            case "willSet", "didSet":
                unsupported("'\(name.text)' observer", at: name.range)
                if at(.leftParen) { skipBalancedGroup() }
                if at(.leftBrace) { _ = parseBlock(context: "'\(name.text)' observer") }
            default:
                error("expected 'get', 'set', 'willSet' or 'didSet' accessor", at: name.range)
                skipToNextLine()
            }
            return true
        }
        if getter == nil && setter != nil {
            error("variable with a setter must also have a getter", at: open.range)
        }
        return Accessors(getter: getter ?? [], setter: setter, range: result.range)
    }

    // MARK: - Enum cases

    private func parseEnumCaseDecl(start: Int) -> EnumCaseDecl {
        advance()
        var elements: [EnumCaseElement] = []
        repeat {
            let before = index
            guard current.isWordLike && !current.isKeyword(.case) else {
                error("expected identifier in enum 'case' declaration", at: missingLocation)
                break
            }
            let name = advance()
            var associated: [(label: String?, type: TypeSyntax)]? = nil
            if at(.leftParen) && !current.hasLeadingNewline {
                advance()
                var values: [(label: String?, type: TypeSyntax)] = []
                while !at(.rightParen) && !atEnd && !gaveUp {
                    let elementStart = index
                    var label: String? = nil
                    if current.isWordLike && peek().kind == .colon {
                        label = advance().text
                        advance()
                    } else if current.isWordLike && peek().isWordLike && peek(2).kind == .colon {
                        label = advance().text  // `_ name: T`
                        advance()
                        advance()
                        if label == "_" { label = nil }
                    }
                    values.append((label, parseType()))
                    if index == elementStart { break }
                    if consume(.comma) == nil { break }
                }
                _ = expect(.rightParen, "expected ')' in enum case associated values")
                associated = values
            }
            var rawValue: Expr? = nil
            if consume(.equal) != nil { rawValue = parseExpression() }
            elements.append(
                EnumCaseElement(
                    name: Identifier(name.text, range: name.range), associatedValues: associated,
                    rawValue: rawValue,
                    range: range(from: name.range.start)))
            if index == before { break }
        } while consume(.comma) != nil && !gaveUp
        return EnumCaseDecl(elements: elements, range: range(from: start))
    }

    // MARK: - Type syntax

    func parseType() -> TypeSyntax {
        guard enterNesting() else { return TypeSyntax(.error, range: .at(current.range.start)) }
        defer { exitNesting() }
        let start = current.range.start
        // Type attributes such as `@escaping`, `@MainActor`, `@Sendable` are dropped.
        while at(.atSign) && peek().isWordLike {
            advance()
            advance()
            if at(.leftParen) && !current.hasLeadingSpace { skipBalancedGroup() }
        }
        if atKeyword(.inout) {
            unsupported("'inout' here", at: current.range)
            advance()
        }
        var type: TypeSyntax
        let token = current
        switch token.kind {
        case .keyword(.some):
            advance()
            let inner = parseType()
            return TypeSyntax(.opaque(inner), range: range(from: start))
        case .keyword(.any):
            advance()
            return parseType()
        case .keyword(.Self):
            advance()
            type = TypeSyntax(.selfType, range: token.range)
        case .identifier:
            advance()
            var name = token.text
            var arguments: [TypeSyntax] = []
            while true {
                if current.isOperator("<") && !current.hasLeadingSpace {
                    advance()
                    while !atEnd && !gaveUp {
                        let before = index
                        arguments.append(parseType())
                        if index == before { break }
                        if consume(.comma) == nil { break }
                    }
                    if !consumeClosingAngle() {
                        error("expected '>' to complete generic argument list", at: missingLocation)
                    }
                }
                if at(.period) && peek().isWordLike && !current.hasLeadingNewline
                    && !peek().isKeyword(.self)
                    && peek().text != "Type"
                {
                    advance()
                    name += "." + advance().text
                    continue
                }
                break
            }
            type = TypeSyntax(.named(name, genericArguments: arguments), range: range(from: start))
        case .leftBracket:
            advance()
            let element = parseType()
            if consume(.colon) != nil {
                let value = parseType()
                _ = expect(.rightBracket, "expected ']' in dictionary type")
                type = TypeSyntax(.dictionary(key: element, value: value), range: range(from: start))
            } else {
                _ = expect(.rightBracket, "expected ']' in array type")
                type = TypeSyntax(.array(element), range: range(from: start))
            }
        case .leftParen:
            advance()
            var elements: [TypeSyntax] = []
            while !at(.rightParen) && !atEnd && !gaveUp {
                let before = index
                // Labels in tuple / function types: `(name: T)`, `(_ name: T)`.
                if current.isWordLike && peek().kind == .colon {
                    advance()
                    advance()
                } else if current.isWordLike && peek().isWordLike && peek(2).kind == .colon {
                    advance()
                    advance()
                    advance()
                }
                elements.append(parseType())
                if index == before { break }
                if consume(.comma) == nil { break }
            }
            _ = expect(.rightParen, "expected ')' at end of tuple type")
            if atKeyword(.async) || atKeyword(.throws) || atKeyword(.rethrows) { parseEffects() }
            if consume(.arrow) != nil {
                let result = parseType()
                return TypeSyntax(
                    .function(parameters: elements, result: result), range: range(from: start))
            }
            if elements.count == 1 {
                type = elements[0]
                type.range = range(from: start)
            } else {
                type = TypeSyntax(.tuple(elements), range: range(from: start))
            }
        default:
            error("expected type", at: missingLocation)
            return TypeSyntax(.error, range: .at(token.range.start))
        }
        // Postfix: `T?`, `T!`, `T.Type`.
        while !gaveUp {
            if (current.isOperator("?") || current.isOperator("!"))
                && current.range.start == type.range.end
            {
                advance()
                type = TypeSyntax(.optional(type), range: range(from: start))
            } else if current.isOperator("?!") || current.isOperator("??") {
                advance()
                type = TypeSyntax(
                    .optional(.init(.optional(type), range: type.range)), range: range(from: start))
            } else if at(.period) && (peek().text == "Type" || peek().text == "self")
                && onSameLine(current)
            {
                unsupported("metatype", at: peek().range)
                advance()
                advance()
            } else {
                break
            }
        }
        if at(.arrow) && onSameLine(current) {
            advance()
            let result = parseType()
            return TypeSyntax(.function(parameters: [type], result: result), range: range(from: start))
        }
        return type
    }
}
