import ViewGraphDiagnostics

// Swift the tree holds but the simulation does not support yet: `async let`, and the
// parts the finder still searches inside supported constructs. (`await`, `try`,
// `throw`, `do`/`catch`, effects, actors, protocols, generics, `where` clauses,
// property observers, `deinit`, `defer`, `repeat` and `fallthrough` run: Guides/Language.md.) Each is one `[#UnsupportedSwift]` error at
// the construct, worded as the parser worded it before the tree held them.
//
// The walk uses its own stack, so a tree of any depth is searched in bounded stack, and
// it keeps one error per position, as the parser does. The checker runs it over the whole
// file; the parser runs it over pieces of source it parses but leaves out of the tree
// (the body of an `if` expression, a local function), so nothing in them goes unreported.

/// A piece of the tree to search for unsupported Swift.
package enum SyntaxFragment: Sendable {
    case statement(Stmt)
    case expression(Expr)
    case declaration(Decl)
    case type(TypeSyntax)
    case pattern(Pattern)
}

/// Finds the unsupported constructs in a tree, in source order.
struct UnsupportedSyntaxFinder {
    let source: SourceFile
    /// Each construct as the diagnostic names it (`'await'`, `generic parameter clause`) and where.
    private(set) var found: [(construct: String, range: SourceRange)] = []

    init(source: SourceFile) {
        self.source = source
    }

    private indirect enum Work {
        case report(String, SourceRange)
        case item(TopLevelItem)
        case decl(Decl, topLevel: Bool)
        case stmt(Stmt)
        case expr(Expr)
        case type(TypeSyntax)
        case pattern(Pattern)
        case closure(ClosureExpr)
        case viewRef(ViewRef)
        case expectation(Expectation)
    }

    mutating func search(_ file: ScenarioFile) { run(file.items.map { .item($0) }) }

    mutating func search(_ fragment: SyntaxFragment) {
        switch fragment {
        case .statement(let s): run([.stmt(s)])
        case .expression(let e): run([.expr(e)])
        case .declaration(let d): run([.decl(d, topLevel: false)])
        case .type(let t): run([.type(t)])
        case .pattern(let p): run([.pattern(p)])
        }
    }

    private mutating func run(_ roots: [Work]) {
        var stack = Array(roots.reversed())
        while let next = stack.popLast() {
            if case .report(let construct, let range) = next {
                // One error per position, as the parser keeps them.
                if found.last?.range.start != range.start { found.append((construct, range)) }
                continue
            }
            stack += expand(next).reversed()
        }
    }

    /// The range of `keyword` at the start of `range`, or `range` when the text there differs.
    private func keywordRange(_ keyword: String, in range: SourceRange) -> SourceRange {
        let candidate = SourceRange(start: range.start, end: range.start + keyword.utf8.count)
        if candidate.end <= range.end && source.text(in: candidate) == keyword { return candidate }
        return range
    }

    // MARK: - Expansion, children in source order

    private func expand(_ work: Work) -> [Work] {
        switch work {
        case .report: return []
        case .item(let item): return expand(item)
        case .decl(let decl, let topLevel): return expand(decl, topLevel: topLevel)
        case .stmt(let stmt): return expand(stmt)
        case .expr(let expr): return expand(expr)
        case .type(let type): return expand(type)
        case .pattern(let pattern): return expand(pattern)
        case .closure(let closure): return expand(closure)
        case .viewRef(let ref): return expand(ref)
        case .expectation(let expectation): return expand(expectation.assertion)
        }
    }

    private func expand(_ item: TopLevelItem) -> [Work] {
        switch item {
        case .scenario(let block): return block.settings.map { .expr($0.value) }
        case .costs(let block): return block.entries.flatMap { [Work.expr($0.key), .expr($0.cost)] }
        case .declaration(let decl): return [.decl(decl, topLevel: true)]
        case .app(let app): return app.body.map { .stmt($0) }
        case .step(let step):
            return expand(step)
        case .expect(let expectation):
            return [.expectation(expectation)]
        case .variant(let variant):
            return variant.declarations.map { .decl($0, topLevel: false) }
                + (variant.app?.body.map { .stmt($0) } ?? []) + variant.expectations.map { .expectation($0) }
                + variant.steps.flatMap(expand)
        case .preview(let preview): return preview.arguments.map { .expr($0.value) } + preview.body.map { .stmt($0) }
        case .importDecl, .error: return []
        }
    }

    private func expand(_ step: StepBlock) -> [Work] {
        step.actions.flatMap { action -> [Work] in
            switch action {
            case .statement(let s): return [.stmt(s)]
            case .tap(let ref, _), .delete(let ref, _), .submit(let ref, _), .refresh(let ref, _), .pop(let ref, _):
                return [.viewRef(ref)]
            case .scroll(let ref, let row, _), .move(let ref, let row, _): return [.viewRef(ref), .expr(row)]
            case .wait(let duration, _), .frames(let duration, _): return [.expr(duration)]
            case .scenePhase: return []
            case .every(let interval, let duration, let body, _):
                return [.expr(interval), .expr(duration)] + body.map { .stmt($0) }
            case .expect(let expectation): return [.expectation(expectation)]
            case .ask(let question):
                switch question.answer {
                case .views(_, let refs): return refs.map { .viewRef($0) }
                case .finding: return []
                case .yesNo(_, let claim): return expand(claim)
                }
            }
        }
    }

    private func expand(_ assertion: Assertion) -> [Work] {
        switch assertion {
        case .viewSet(_, let refs): return refs.map { .viewRef($0) }
        case .viewCount(_, _, _, let count): return [.expr(count)]
        case .frames(_, let count): return [.expr(count)]
        case .finding(_, let ref): return ref.map { [.viewRef($0)] } ?? []
        case .noFindings, .hitch, .noHitch: return []
        case .condition(let condition): return [.expr(condition)]
        }
    }

    private func expand(_ ref: ViewRef) -> [Work] {
        ref.segments.flatMap { segment -> [Work] in
            switch segment.selector {
            case .none, .ordinal: return []
            case .id(let e), .title(let e): return [.expr(e)]
            case .properties(let arguments): return arguments.map { .expr($0.value) }
            }
        }
    }

    // MARK: Declarations

    private func attributes(_ attributes: [Attribute]) -> [Work] {
        attributes.flatMap { ($0.arguments ?? []).map { Work.expr($0.value) } }
    }

    private func generics(_ clause: GenericParameterClause?) -> [Work] {
        guard let clause else { return [] }
        return clause.parameters.compactMap { $0.constraint.map { .type($0) } }
    }

    private func whereClause(_ clause: WhereClause?) -> [Work] {
        guard let clause else { return [] }
        return clause.requirements.flatMap { requirement -> [Work] in
            switch requirement {
            case .conformance(let a, let b), .sameType(let a, let b): return [.type(a), .type(b)]
            }
        }
    }

    private func effects(_ effects: [EffectSpecifier]) -> [Work] {
        // `async`, `throws` and `rethrows` run (the scheduling page of Guides/Language.md);
        // a thrown type (`throws(E)`) is not searched: the parser used to skip it.
        []
    }

    private func parameters(_ parameters: [Parameter]) -> [Work] {
        parameters.flatMap { p in [Work.type(p.type)] + (p.defaultValue.map { [.expr($0)] } ?? []) }
    }

    private func expand(_ decl: Decl, topLevel: Bool) -> [Work] {
        switch decl {
        case .type(let type):
            var work = attributes(type.attributes)
            work += generics(type.genericParameters)
            work += whereClause(type.whereClause)
            return work + type.members.map { .decl($0, topLevel: false) }
        case .protocolDecl(let proto):
            return attributes(proto.attributes) + whereClause(proto.whereClause)
                + proto.requirements.flatMap { requirement -> [Work] in
                    switch requirement {
                    case .property(let property):
                        return effects(property.getterEffects) + (property.type.map { [.type($0)] } ?? [])
                    case .function(let function): return [.decl(.function(function), topLevel: false)]
                    case .initializer(let initializer): return [.decl(.initializer(initializer), topLevel: false)]
                    case .associatedType, .unparsed: return []
                    }
                }
        case .deinitializer(let deinitializer):
            return attributes(deinitializer.attributes) + deinitializer.body.map { .stmt($0) }
        case .typeAlias(let alias):
            return attributes(alias.attributes) + generics(alias.genericParameters) + [.type(alias.type)]
        case .function(let f):
            return attributes(f.attributes) + generics(f.genericParameters) + parameters(f.parameters)
                + effects(f.effects) + (f.returnType.map { [.type($0)] } ?? []) + whereClause(f.whereClause)
                + f.body.map { .stmt($0) }
        case .initializer(let i):
            return attributes(i.attributes) + generics(i.genericParameters) + parameters(i.parameters)
                + effects(i.effects) + whereClause(i.whereClause) + i.body.map { .stmt($0) }
        case .variable(let v):
            return variable(v)
        case .enumCase(let c):
            return c.elements.flatMap { e in
                (e.associatedValues ?? []).map { Work.type($0.type) } + (e.rawValue.map { [.expr($0)] } ?? [])
            }
        case .error:
            return []
        }
    }

    private func variable(_ v: VariableDecl, isLocal: Bool = false) -> [Work] {
        var work: [Work] = []
        if let modifier = v.asyncModifier {
            // A local `async let name = …` runs as a child task; a pattern, or an `async let`
            // outside a function, is not simulated.
            if !isLocal {
                work.append(.report("'async let'", modifier.range))
            } else if v.name == nil {
                work.append(.report("'async let' with a pattern", v.pattern.range))
            }
        }
        work += attributes(v.attributes)
        work.append(.pattern(v.pattern))
        if let type = v.type { work.append(.type(type)) }
        if let initializer = v.initializer { work.append(.expr(initializer)) }
        if let accessors = v.accessors {
            work += effects(accessors.getterEffects)
            work += accessors.getter.map { .stmt($0) }
            work += (accessors.setter?.body ?? []).map { .stmt($0) }
        }
        for observer in v.observers { work += observer.body.map { .stmt($0) } }
        return work
    }

    // MARK: Statements

    private func expand(_ stmt: Stmt) -> [Work] {
        switch stmt.kind {
        case .expression(let e): return [.expr(e)]
        case .variable(let v): return variable(v, isLocal: true)
        case .function(let f): return [.decl(.function(f), topLevel: false)]
        case .assignment(let target, _, let value): return [.expr(target), .expr(value)]
        case .ifStatement(let i): return ifStatement(i)
        case .guardStatement(let conditions, let elseBody):
            return conditions.flatMap(condition) + elseBody.map { .stmt($0) }
        case .switchStatement(let subject, let cases):
            return [.expr(subject)]
                + cases.flatMap { c in
                    c.patterns.map { Work.pattern($0) } + c.whereClauses.map { .expr($0) }
                        + c.body.map { .stmt($0) }
                }
        case .forIn(let pattern, let sequence, let whereClause, let body):
            return [.pattern(pattern), .expr(sequence)] + (whereClause.map { [.expr($0)] } ?? [])
                + body.map { .stmt($0) }
        case .whileLoop(let conditions, let body):
            return conditions.flatMap(condition) + body.map { .stmt($0) }
        case .returnStatement(let value):
            return value.map { [.expr($0)] } ?? []
        case .breakStatement, .continueStatement, .fallthroughStatement, .error:
            return []
        case .labeled(_, let inner):
            return [.stmt(inner)]
        case .throwStatement(let value):
            return value.map { [.expr($0)] } ?? []
        case .deferStatement(let body):
            return body.map { .stmt($0) }
        case .repeatWhile(let body, let condition):
            return body.map { .stmt($0) } + [.expr(condition)]
        case .doCatch(let body, let catches):
            return body.map { .stmt($0) }
                + catches.flatMap { clause in
                    clause.patterns.map { Work.pattern($0) } + (clause.whereClause.map { [.expr($0)] } ?? [])
                        + clause.body.map { .stmt($0) }
                }
        }
    }

    private func ifStatement(_ i: IfStatement) -> [Work] {
        var work = i.conditions.flatMap(condition) + i.thenBody.map { .stmt($0) }
        switch i.elseBranch {
        case .elseBlock(let body, _): work += body.map { .stmt($0) }
        case .elseIf(let nested): work.append(.stmt(Stmt(.ifStatement(nested), range: nested.range)))
        case nil: break
        }
        return work
    }

    private func condition(_ condition: Condition) -> [Work] {
        switch condition {
        case .expression(let e): return [.expr(e)]
        case .optionalBinding(_, _, let value): return value.map { [.expr($0)] } ?? []
        case .casePattern(let pattern, let value): return [.pattern(pattern), .expr(value)]
        }
    }

    private func expand(_ pattern: Pattern) -> [Work] {
        switch pattern.kind {
        case .wildcard, .identifier: return []
        case .binding(_, let inner): return [.pattern(inner)]
        case .tuple(let elements): return elements.map { .pattern($0) }
        case .enumCase(_, _, let arguments): return (arguments ?? []).map { .pattern($0) }
        case .expression(let e): return [.expr(e)]
        }
    }

    // MARK: Expressions and types

    private func expand(_ expr: Expr) -> [Work] {
        switch expr.kind {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .durationLiteral, .frequencyLiteral,
            .identifier, .projection, .closureArgument, .selfValue, .superValue, .selfType, .implicitMember,
            .error:
            return []
        case .stringLiteral(let segments):
            return segments.compactMap { segment in
                if case .interpolation(let inner) = segment { return .expr(inner) }
                return nil
            }
        case .arrayLiteral(let elements): return elements.map { .expr($0) }
        case .dictionaryLiteral(let pairs): return pairs.flatMap { [Work.expr($0.key), .expr($0.value)] }
        case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base), .prefixOperator(_, let base),
            .postfixOperator(_, let base):
            return [.expr(base)]
        case .formattedInterpolation(let value, let arguments):
            return [.expr(value)] + arguments.map { .expr($0.value) }
        case .call(let callee, let arguments, let trailing):
            return [.expr(callee)] + arguments.map { .expr($0.value) } + trailing.map { .closure($0.closure) }
        case .subscriptAccess(let base, let arguments):
            return [.expr(base)] + arguments.map { .expr($0.value) }
        case .closure(let closure):
            return [.closure(closure)]
        case .keyPath(let root, let components):
            return (root.map { [.type($0)] } ?? [])
                + components.flatMap { component -> [Work] in
                    if case .subscriptComponent(let arguments, _) = component {
                        return arguments.map { .expr($0.value) }
                    }
                    return []
                }
        case .binaryOperator(_, let lhs, let rhs): return [.expr(lhs), .expr(rhs)]
        case .ternary(let c, let t, let o): return [.expr(c), .expr(t), .expr(o)]
        case .tuple(let elements): return elements.map { .expr($0.value) }
        case .typeCheck(let inner, let type), .typeCast(let inner, let type, _): return [.expr(inner), .type(type)]
        case .await(let inner), .try(let inner, _):
            return [.expr(inner)]
        }
    }

    private func expand(_ closure: ClosureExpr) -> [Work] {
        var work = (closure.parameters ?? []).compactMap { $0.type.map { Work.type($0) } }
        if let returnType = closure.returnType { work.append(.type(returnType)) }
        return work + closure.body.map { .stmt($0) }
    }

    private func expand(_ type: TypeSyntax) -> [Work] {
        switch type.kind {
        case .named(_, let arguments): return arguments.map { .type($0) }
        case .array(let element), .optional(let element), .opaque(let element): return [.type(element)]
        case .dictionary(let key, let value): return [.type(key), .type(value)]
        case .function(let parameters, let result, let effects):
            return parameters.map { .type($0) } + self.effects(effects) + [.type(result)]
        case .tuple(let elements), .composition(let elements): return elements.map { .type($0) }
        case .selfType, .error: return []
        }
    }
}

// MARK: - Reporting

extension Checker {
    /// Reports every unsupported construct in the file; returns whether there was one.
    func reportUnsupportedSyntax(in file: ScenarioFile) -> Bool {
        var finder = UnsupportedSyntaxFinder(source: source)
        finder.search(file)
        for (construct, range) in finder.found {
            unsupportedSyntaxDiagnostics.append(
                .error(
                    "\(construct) is not supported in scenarios", at: range, notes: [Parser.unsupportedNote],
                    group: .unsupported))
        }
        return !finder.found.isEmpty
    }
}

extension Parser {
    /// Reports the unsupported constructs in a piece of source that is parsed but left out
    /// of the tree, where the checker cannot see them.
    func reportUnsupportedSyntax(in fragment: SyntaxFragment) {
        var finder = UnsupportedSyntaxFinder(source: source)
        finder.search(fragment)
        for (construct, range) in finder.found { unsupported(construct, at: range) }
    }
}
