import ViewGraphDiagnostics

// Declarations (struct, class, enum, actor, extension, protocol, func, init, deinit,
// var/let with accessors or observers, enum cases), generic parameters, `where`
// clauses, effects, attributes, modifiers and types. The checker reports what the
// simulation does not support yet; declarations the tree does not model (subscript,
// import, operators) are still reported here, at the construct, and parsed past.

extension Parser {
    static let keywordModifiers: Set<Keyword> = [
        .static, .private, .fileprivate, .public, .internal, .open, .final, .mutating, .nonmutating,
        .indirect,
    ]
    static let contextualModifiers: Set<String> = [
        "override", "required", "convenience", "lazy", "weak", "unowned", "nonisolated", "dynamic", "package",
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
            // `@FocusState.Binding`: a nested wrapper type's dotted name.
            var text = name.text
            var end = name.range.end
            while self.at(.period), current.range.start == end, !gaveUp {
                advance()
                guard current.isWordLike, current.range.start == end + 1 else {
                    error("expected a name after '.' in an attribute", at: missingLocation)
                    break
                }
                let part = advance()
                text += "." + part.text
                end = part.range.end
            }
            var arguments: [Argument]? = nil
            if self.at(.leftParen) && !current.hasLeadingSpace {
                if Parser.rawArgumentAttributes.contains(name.text) {
                    // `@available(iOS 17.0, *)`: platform lists, not expressions.
                    skipBalancedGroup()
                    arguments = []
                } else {
                    arguments =
                        parseArgumentList(open: .leftParen, close: .rightParen, context: "attribute arguments").0
                }
            }
            attributes.append(
                Attribute(
                    name: Identifier(text, range: SourceRange(start: name.range.start, end: end)), arguments: arguments,
                    range: range(from: at.range.start)))
        }
        return attributes
    }

    /// Attributes whose arguments are not expressions (platform and version lists).
    static let rawArgumentAttributes: Set<String> = ["available", "backDeployed", "_spi", "_originallyDefinedIn"]

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
            return .type(
                parseTypeDecl(kind: .actor, attributes: attributes, modifiers: modifiers, start: start))
        case .keyword(.protocol):
            return .protocolDecl(parseProtocolDecl(attributes: attributes, modifiers: modifiers, start: start))
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
            if consume(.arrow) != nil { reportUnsupportedSyntax(in: .type(parseType())) }
            if at(.leftBrace) { skipBalancedGroup() }
            return .error(range(from: start))
        case .keyword(.typealias):
            advance()
            var name = Identifier("", range: .at(current.range.start))
            if current.kind == .identifier {
                let nameToken = advance()
                name = Identifier(nameToken.text, range: nameToken.range)
            } else {
                error("expected identifier in typealias declaration", at: missingLocation)
            }
            var genericParameters: GenericParameterClause? = nil
            if current.isOperator("<") { genericParameters = parseGenericParameterClause() }
            var type = TypeSyntax(.error, range: .at(current.range.start))
            if consume(.equal) != nil {
                type = parseType()
            } else {
                error("expected '=' in typealias declaration", at: missingLocation)
            }
            return .typeAlias(
                TypeAliasDecl(
                    attributes: attributes, modifiers: modifiers, name: name, genericParameters: genericParameters,
                    type: type, range: range(from: start)))
        case .keyword(.associatedtype):
            unsupported("'\(token.text)'", at: token.range)
            advance()
            if current.kind == .identifier { advance() }
            if consume(.equal) != nil { reportUnsupportedSyntax(in: .type(parseType())) }
            return .error(range(from: start))
        case .keyword(.deinit):
            advance()
            var body: [Stmt] = []
            if at(.leftBrace) {
                body = parseBlock(context: "deinitializer").statements
            } else {
                error("expected '{' in body of deinitializer", at: missingLocation)
            }
            return .deinitializer(
                DeinitializerDecl(
                    attributes: attributes, modifiers: modifiers, keywordRange: token.range, body: body,
                    range: range(from: start)))
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
        var genericParameters: GenericParameterClause? = nil
        if current.isOperator("<") { genericParameters = parseGenericParameterClause() }
        let inheritance = parseInheritance()
        var whereClause: WhereClause? = nil
        if atKeyword(.where) { whereClause = parseWhereClause() }
        let members = parseBraced(context: keyword.text, separator: "declarations") {
            parseMemberDeclaration(inEnum: kind == .enum)
        }
        return TypeDecl(
            kind: kind, attributes: attributes, modifiers: modifiers, name: name,
            inheritance: inheritance,
            members: members.items, range: range(from: start), keywordRange: keyword.range,
            genericParameters: genericParameters, whereClause: whereClause)
    }

    /// `: View, Identifiable` after a type's name; empty when there is no `:`.
    private func parseInheritance() -> [Identifier] {
        var inheritance: [Identifier] = []
        if consume(.colon) != nil {
            repeat {
                let type = parseType()
                inheritance.append(Identifier(source.text(in: type.range), range: type.range))
            } while consume(.comma) != nil && !gaveUp
        }
        return inheritance
    }

    // MARK: - Generics

    /// `<T, Content: View>`; the current token is `<`. A clause this parser does not model
    /// (`<each T>`, a composition `T: A & B`) keeps what it read and skips the rest.
    func parseGenericParameterClause() -> GenericParameterClause {
        let open = advance()
        var parameters: [GenericParameter] = []
        while current.kind == .identifier && !gaveUp {
            let name = advance()
            var constraint: TypeSyntax? = nil
            if consume(.colon) != nil { constraint = parseType() }
            parameters.append(
                GenericParameter(
                    name: Identifier(name.text, range: name.range), constraint: constraint,
                    range: range(from: name.range.start)))
            if consume(.comma) == nil { break }
        }
        if !consumeClosingAngle() { skipRestOfAngleClause() }
        return GenericParameterClause(parameters: parameters, range: range(from: open.range.start))
    }

    /// Skips to just past the `>` that closes an angle clause whose `<` has been consumed.
    private func skipRestOfAngleClause() {
        var nesting = 1
        while !atEnd && !gaveUp {
            if current.isOperator && current.text.hasPrefix("<") {
                nesting += 1
            } else if current.isOperator && current.text.hasPrefix(">") {
                for _ in current.text where nesting > 0 { nesting -= 1 }
                advance()
                if nesting == 0 { return }
                continue
            }
            switch current.kind {
            case .leftBrace, .rightBrace, .eof: return
            default: advance()
            }
        }
    }

    /// `where T: Equatable, Element == Int`; the current token is `where`. A requirement
    /// this parser does not model ends the clause, and the rest of it is skipped up to the `{`.
    func parseWhereClause() -> WhereClause {
        let keyword = advance()
        var requirements: [GenericRequirement] = []
        while (current.kind == .identifier || atKeyword(.Self)) && !gaveUp {
            let subject = parseType()
            if consume(.colon) != nil {
                requirements.append(.conformance(subject, parseType()))
            } else if current.isOperator("==") {
                advance()
                requirements.append(.sameType(subject, parseType()))
            } else {
                break
            }
            if consume(.comma) == nil { break }
        }
        let clauseRange = range(from: keyword.range.start)
        if onSameLine(current) && !at(.leftBrace) { skipUntilLeftBrace() }
        return WhereClause(requirements: requirements, range: clauseRange)
    }

    // MARK: - Protocols

    private func parseProtocolDecl(attributes: [Attribute], modifiers: [DeclModifier], start: Int) -> ProtocolDecl {
        let keyword = advance()
        var name = Identifier("", range: .at(current.range.start))
        if current.kind == .identifier {
            let token = advance()
            name = Identifier(token.text, range: token.range)
        } else {
            error("expected identifier in protocol declaration", at: missingLocation)
        }
        // Primary associated types, `protocol Store<Item>`, are not modelled.
        if current.isOperator("<") && !current.hasLeadingSpace { skipAngleClause() }
        let inheritance = parseInheritance()
        var whereClause: WhereClause? = nil
        if atKeyword(.where) { whereClause = parseWhereClause() }
        let body = parseBraced(context: "protocol", separator: "declarations") { parseProtocolRequirement() }
        return ProtocolDecl(
            attributes: attributes, modifiers: modifiers, keywordRange: keyword.range, name: name,
            inheritance: inheritance, whereClause: whereClause, requirements: body.items, range: range(from: start))
    }

    /// One requirement of a protocol, or nil at its closing `}`.
    private func parseProtocolRequirement() -> ProtocolRequirement? {
        if at(.rightBrace) || atEnd { return nil }
        let start = current.range.start
        let before = index
        let attributes = parseAttributes()
        let modifiers = parseModifiers()
        switch current.kind {
        case .keyword(.var), .keyword(.let):
            return .property(parsePropertyRequirement(attributes: attributes, modifiers: modifiers, start: start))
        case .keyword(.func):
            return .function(
                parseFunctionDecl(attributes: attributes, modifiers: modifiers, start: start, requiresBody: false))
        case .keyword(.`init`):
            return .initializer(
                parseInitializerDecl(attributes: attributes, modifiers: modifiers, start: start, requiresBody: false))
        case .keyword(.associatedtype):
            advance()
            var name = Identifier("", range: .at(current.range.start))
            if current.kind == .identifier {
                let token = advance()
                name = Identifier(token.text, range: token.range)
            } else {
                error("expected identifier in associatedtype declaration", at: missingLocation)
            }
            let inheritance = parseInheritance()
            var defaultType: TypeSyntax? = nil
            if consume(.equal) != nil { defaultType = parseType() }
            var whereClause: WhereClause? = nil
            if atKeyword(.where) { whereClause = parseWhereClause() }
            return .associatedType(
                AssociatedTypeDecl(
                    name: name, inheritance: inheritance, defaultType: defaultType, whereClause: whereClause,
                    range: range(from: start)))
        default:
            // A subscript, typealias, operator or anything else: skipped (the protocol is
            // reported as a whole), but at least one token, so the loop always moves on.
            if !at(.rightBrace) { skipToNextLine() }
            if index == before { advance() }
            return .unparsed(range(from: start))
        }
    }

    /// `var name: Type { get }`, `{ get set }`, `{ get async throws }`; the current token is `var` or `let`.
    private func parsePropertyRequirement(attributes: [Attribute], modifiers: [DeclModifier], start: Int)
        -> PropertyRequirement
    {
        advance()
        var name = Identifier("", range: .at(current.range.start))
        if current.isWordLike {
            let token = advance()
            name = Identifier(token.text, range: token.range)
        } else {
            error("expected identifier in property requirement", at: missingLocation)
        }
        var type: TypeSyntax? = nil
        if consume(.colon) != nil { type = parseType() }
        var isSettable = false
        var effects: [EffectSpecifier] = []
        if at(.leftBrace) && onSameLine(current) {
            let open = advance()
            while !atEnd && !at(.rightBrace) && !gaveUp {
                let before = index
                if current.isContextual("get") {
                    advance()
                    effects += parseEffects()
                } else if current.isContextual("set") {
                    advance()
                    isSettable = true
                } else {
                    break
                }
                if index == before { break }
            }
            if consume(.rightBrace) == nil {
                error(
                    "expected 'get' or 'set' in a protocol property", at: missingLocation,
                    notes: [DiagnosticNote("to match this opening '{'", at: open.range)])
                skipToNextLine()
                _ = consume(.rightBrace)
            }
        }
        return PropertyRequirement(
            attributes: attributes, modifiers: modifiers, name: name, type: type, isSettable: isSettable,
            getterEffects: effects, range: range(from: start))
    }

    /// A member; reports and skips anything that is not a declaration.
    private func parseMemberDeclaration(inEnum: Bool) -> Decl? {
        if let decl = parseDeclaration(inEnum: inEnum) { return decl }
        if at(.rightBrace) || atEnd { return nil }
        let start = current.range.start
        if atKeyword(.async) && (peek().isKeyword(.let) || peek().isKeyword(.var)) {
            let async = advance()
            return parseDeclaration(
                afterAttributes: [], modifiers: [DeclModifier(name: "async", range: async.range)], start: start,
                inEnum: inEnum)
        }
        error("expected declaration", at: current.range)
        skipToNextLine()
        if current.range.start == start { advance() }
        return .error(range(from: start))
    }

    // MARK: - Functions

    /// A function; without `requiresBody` (a protocol requirement) the body may be left out.
    func parseFunctionDecl(
        attributes: [Attribute], modifiers: [DeclModifier], start: Int, requiresBody: Bool = true
    )
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
        var genericParameters: GenericParameterClause? = nil
        if current.isOperator("<") && !current.hasLeadingSpace {
            genericParameters = parseGenericParameterClause()
        }
        let parameters = parseParameterList()
        let effects = parseEffects()
        var returnType: TypeSyntax? = nil
        if consume(.arrow) != nil { returnType = parseType() }
        var whereClause: WhereClause? = nil
        if atKeyword(.where) { whereClause = parseWhereClause() }
        var body: [Stmt] = []
        if at(.leftBrace) && (requiresBody || onSameLine(current)) {
            body = parseBlock(context: "function").statements
        } else if requiresBody {
            error("expected '{' in body of function declaration", at: missingLocation)
        }
        return FunctionDecl(
            attributes: attributes, modifiers: modifiers, name: name, parameters: parameters,
            returnType: returnType,
            body: body, range: range(from: start), genericParameters: genericParameters, effects: effects,
            whereClause: whereClause)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows` after a parameter list or `get`, in the order written.
    func parseEffects() -> [EffectSpecifier] {
        var effects: [EffectSpecifier] = []
        while (atKeyword(.async) || atKeyword(.throws) || atKeyword(.rethrows)) && !gaveUp {
            let token = advance()
            let kind: EffectKind = token.isKeyword(.async) ? .async : token.isKeyword(.throws) ? .throws : .rethrows
            var thrownType: TypeSyntax? = nil
            if token.isKeyword(.throws) && at(.leftParen) && !current.hasLeadingSpace {
                if peek().kind == .identifier && peek(2).kind == .rightParen {
                    advance()
                    thrownType = parseType()
                    advance()
                } else {
                    skipBalancedGroup()
                }
            }
            effects.append(EffectSpecifier(kind: kind, thrownType: thrownType, range: token.range))
        }
        return effects
    }

    /// An initializer; without `requiresBody` (a protocol requirement) the body may be left out.
    private func parseInitializerDecl(
        attributes: [Attribute], modifiers: [DeclModifier], start: Int, requiresBody: Bool = true
    )
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
        var genericParameters: GenericParameterClause? = nil
        if current.isOperator("<") && !current.hasLeadingSpace {
            genericParameters = parseGenericParameterClause()
        }
        let parameters = parseParameterList()
        let effects = parseEffects()
        var whereClause: WhereClause? = nil
        if atKeyword(.where) { whereClause = parseWhereClause() }
        var body: [Stmt] = []
        if at(.leftBrace) && (requiresBody || onSameLine(current)) {
            body = parseBlock(context: "initializer").statements
        } else if requiresBody {
            error("expected '{' in body of initializer", at: missingLocation)
        }
        return InitializerDecl(
            attributes: attributes, modifiers: modifiers, isFailable: isFailable, parameters: parameters,
            body: body,
            range: range(from: start), genericParameters: genericParameters, effects: effects,
            whereClause: whereClause)
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
        var isViewBuilder = false
        for attribute in parseAttributes() {
            for argument in attribute.arguments ?? [] { reportUnsupportedSyntax(in: .expression(argument.value)) }
            if attribute.name.name == "ViewBuilder" { isViewBuilder = true }
        }
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
        var isVariadic = false
        if current.isOperator("...") {
            // `_ ids: String...`: the body sees `[String]`.
            let dots = advance()
            type = TypeSyntax(.array(type), range: type.range.union(dots.range))
            isVariadic = true
        }
        var defaultValue: Expr? = nil
        if consume(.equal) != nil { defaultValue = parseExpression() }
        return Parameter(
            label: label, name: Identifier(nameToken.text, range: nameToken.range), type: type,
            isInout: isInout,
            defaultValue: defaultValue, range: range(from: start), isViewBuilder: isViewBuilder,
            isVariadic: isVariadic)
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
        var observers: [PropertyObserver] = []
        if at(.leftBrace) && (initializer == nil || atObserverBlock)
            && (!current.hasLeadingNewline || isMember)
        {
            (accessors, observers) = parseAccessors()
        }
        // `var a = 1, b = 2` and `let x: Int, y: Int`: one declaration per name, each with the
        // first's attributes and modifiers; a name with neither a type nor a value takes the
        // type written after it (`var a, b: Int`), as in Swift.
        var more: [VariableDecl] = []
        while accessors == nil && observers.isEmpty && at(.comma) && !gaveUp {
            advance()
            let before = index
            let elementStart = current.range.start
            let elementPattern = withTrailingClosures(false) { parsePattern(binding: true) }
            var elementType: TypeSyntax? = nil
            if consume(.colon) != nil { elementType = parseType() }
            var elementInitializer: Expr? = nil
            if consume(.equal) != nil { elementInitializer = parseExpression() }
            if index == before { break }
            more.append(
                VariableDecl(
                    attributes: attributes, modifiers: modifiers, isLet: keyword.isKeyword(.let),
                    pattern: elementPattern, type: elementType, initializer: elementInitializer, accessors: nil,
                    range: range(from: elementStart)))
        }
        if !more.isEmpty {
            var laterType = more.last?.type
            for position in more.indices.reversed() {
                if more[position].type == nil && more[position].initializer == nil {
                    more[position].type = laterType
                }
                laterType = more[position].type ?? laterType
            }
            if type == nil && initializer == nil { type = laterType }
            pendingVariables += more
        }
        return VariableDecl(
            attributes: attributes, modifiers: modifiers, isLet: keyword.isKeyword(.let),
            pattern: pattern, type: type,
            initializer: initializer, accessors: accessors, range: range(from: start), observers: observers)
    }

    /// `{ statements }` (a getter), `{ get { … } set(name) { … } }`, or the observers of a
    /// stored property, `{ willSet { … } didSet(old) { … } }` (then no accessors).
    private func parseAccessors() -> (Accessors?, [PropertyObserver]) {
        let open = current
        let next = peek()
        let isAccessorList =
            ["get", "set", "willSet", "didSet"].contains(next.text) && next.kind == .identifier
            && (peek(2).kind == .leftBrace || peek(2).kind == .leftParen || peek(2).kind == .rightBrace
                || peek(2).hasLeadingNewline || peek(2).isKeyword(.async) || peek(2).isKeyword(.throws))
        guard isAccessorList else {
            let body = parseBlock(context: "getter")
            return (Accessors(getter: body.statements, setter: nil, range: body.range), [])
        }
        var getter: [Stmt]? = nil
        var getterEffects: [EffectSpecifier] = []
        var setter: (parameter: String, body: [Stmt])? = nil
        var observers: [PropertyObserver] = []
        let result = parseBraced(context: "accessor list", separator: "accessors", sameLineItems: true) { () -> Bool? in
            guard current.kind == .identifier else { return nil }
            let name = advance()
            switch name.text {
            case "get":
                if atKeyword(.async) || atKeyword(.throws) { getterEffects = parseEffects() }
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
                var parameter: Identifier? = nil
                if at(.leftParen) {
                    if peek().kind == .identifier && peek(2).kind == .rightParen {
                        advance()
                        let token = advance()
                        parameter = Identifier(token.text, range: token.range)
                        advance()
                    } else {
                        skipBalancedGroup()
                    }
                }
                var body: [Stmt] = []
                if at(.leftBrace) { body = parseBlock(context: "'\(name.text)' observer").statements }
                observers.append(
                    PropertyObserver(
                        kind: name.text == "willSet" ? .willSet : .didSet,
                        keyword: Identifier(name.text, range: name.range),
                        parameter: parameter, body: body, range: range(from: name.range.start)))
            default:
                error("expected 'get', 'set', 'willSet' or 'didSet' accessor", at: name.range)
                skipToNextLine()
            }
            return true
        }
        if getter == nil && setter != nil {
            error("variable with a setter must also have a getter", at: open.range)
        }
        if getter == nil && setter == nil && !observers.isEmpty { return (nil, observers) }
        return (
            Accessors(getter: getter ?? [], setter: setter, range: result.range, getterEffects: getterEffects),
            observers
        )
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
                    // `Swift.Int`, `SwiftUI.Color`: a toolchain module's name qualifies nothing here.
                    if arguments.isEmpty, Parser.qualifyingModules.contains(name) {
                        name = advance().text
                    } else {
                        name += "." + advance().text
                    }
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
            var labels: [String?] = []
            while !at(.rightParen) && !atEnd && !gaveUp {
                let before = index
                // Labels in tuple / function types: `(name: T)`, `(_ name: T)`.
                var label: String?
                if current.isWordLike && peek().kind == .colon {
                    label = advance().text
                    advance()
                } else if current.isWordLike && peek().isWordLike && peek(2).kind == .colon {
                    advance()
                    advance()
                    advance()
                }
                labels.append(label == "_" ? nil : label)
                elements.append(parseType())
                if index == before { break }
                if consume(.comma) == nil { break }
            }
            _ = expect(.rightParen, "expected ')' at end of tuple type")
            var effects: [EffectSpecifier] = []
            if atKeyword(.async) || atKeyword(.throws) || atKeyword(.rethrows) { effects = parseEffects() }
            if consume(.arrow) != nil {
                let result = parseType()
                return TypeSyntax(
                    .function(parameters: elements, result: result, effects: effects), range: range(from: start))
            }
            // Effects without a result type have no node to live in.
            for effect in effects { unsupported("'\(effect.kind.rawValue)'", at: effect.range) }
            if elements.count == 1 {
                type = elements[0]
                type.range = range(from: start)
            } else {
                type = TypeSyntax(.tuple(elements), range: range(from: start))
                if labels.contains(where: { $0 != nil }) { type.tupleLabels = labels }
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
            } else if (current.isOperator("?!") || current.isOperator("??")) && current.range.start == type.range.end {
                // `String??` (no space); `x as? String ?? "none"` is the nil-coalescing operator.
                advance()
                type = TypeSyntax(
                    .optional(.init(.optional(type), range: type.range)), range: range(from: start))
            } else if at(.period) && (peek().text == "Type" || peek().text == "self")
                && onSameLine(current)
            {
                // `T.Type`: a metatype, kept as the name `T.Type` (types are checked loosely).
                // `T.self` in a type position is not Swift.
                if peek().text == "self" { unsupported("metatype", at: peek().range) }
                advance()
                advance()
                if case .named(let name, let arguments) = type.kind {
                    type = TypeSyntax(.named(name + ".Type", genericArguments: arguments), range: range(from: start))
                }
            } else {
                break
            }
        }
        if at(.arrow) && onSameLine(current) {
            advance()
            let result = parseType()
            return TypeSyntax(.function(parameters: [type], result: result, effects: []), range: range(from: start))
        }
        if current.isOperator("&") && onSameLine(current) {
            // `Named & Aged`: every part names a protocol; `any` and `some` apply to the whole.
            // The rest (`Aged & Named`) parses as a composition of its own, flattened here.
            advance()
            let rest = parseType()
            var parts = [type]
            if case .composition(let more) = rest.kind { parts += more } else { parts.append(rest) }
            return TypeSyntax(.composition(parts), range: range(from: start))
        }
        return type
    }
}
