import ViewGraphDiagnostics

/// Renders a parsed file as a box-drawing tree: one node per line with its kind, key
/// fields and `line:col` start position. Deterministic; used as the assertion surface of
/// the syntax tests and by `--dump-ast` style tooling.
///
/// ```
/// ScenarioFile
/// └─ App 1:1
///    └─ Call 2:5
///       ├─ Identifier TrailList 2:5
///       └─ …
/// ```
package func dumpAST(_ file: ScenarioFile, source: SourceFile) -> String {
    let dumper = ASTDumper(source: source)
    let root = DumpNode("ScenarioFile", file.items.map(dumper.item))
    var lines: [String] = []
    root.render(into: &lines, prefix: "", childPrefix: "")
    return lines.joined(separator: "\n") + "\n"
}

/// One line of the dump and its children.
struct DumpNode {
    var label: String
    var children: [DumpNode]

    init(_ label: String, _ children: [DumpNode] = []) {
        self.label = label
        self.children = children
    }

    func render(into lines: inout [String], prefix: String, childPrefix: String) {
        lines.append(prefix + label)
        for (offset, child) in children.enumerated() {
            let isLast = offset == children.count - 1
            child.render(
                into: &lines, prefix: childPrefix + (isLast ? "└─ " : "├─ "),
                childPrefix: childPrefix + (isLast ? "   " : "│  "))
        }
    }
}

struct ASTDumper {
    let source: SourceFile

    func at(_ range: SourceRange) -> String {
        let (line, column) = source.lineAndColumn(of: range.start)
        return "\(line):\(column)"
    }

    func quoted(_ text: String) -> String {
        var out = "\""
        for c in text {
            switch c {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.append(c)
            }
        }
        return out + "\""
    }

    // MARK: - Top level

    func item(_ item: TopLevelItem) -> DumpNode {
        switch item {
        case .scenario(let block):
            return DumpNode(
                "Scenario \(quoted(block.title)) \(at(block.range))",
                block.settings.map { DumpNode("Setting \($0.name.name) \(at($0.range))", [expr($0.value)]) }
            )
        case .costs(let block):
            return DumpNode(
                "Costs \(at(block.range))",
                block.entries.map { DumpNode("CostEntry \(at($0.range))", [expr($0.key), expr($0.cost)]) })
        case .declaration(let d):
            return decl(d)
        case .app(let block):
            return app(block)
        case .step(let block):
            return DumpNode("Step \(quoted(block.title)) \(at(block.range))", block.actions.map(action))
        case .variant(let block):
            var label = "Variant \(quoted(block.name))"
            if let base = block.extends { label += " extends \(quoted(base.name))" }
            var children = block.declarations.map(decl)
            if let app = block.app { children.append(self.app(app)) }
            children += block.expectations.map(expectation)
            children += block.steps.map { DumpNode("Step \(quoted($0.title)) \(at($0.range))", $0.actions.map(action)) }
            children += block.droppedSteps.map { DumpNode("DropStep \(quoted($0.name)) \(at($0.range))") }
            return DumpNode(label + " \(at(block.range))", children)
        case .importDecl(let decl):
            return DumpNode("Import \(decl.path.map(\.name).joined(separator: ".")) \(at(decl.range))")
        case .preview(let block):
            return DumpNode(
                "Preview\(block.name.map { " " + quoted($0) } ?? "") \(at(block.range))", block.body.map(stmt))
        case .expect(let e):
            return expectation(e)
        case .error(let range):
            return DumpNode("Error \(at(range))")
        }
    }

    func app(_ block: AppBlock) -> DumpNode {
        DumpNode("App \(at(block.range))", block.body.map(stmt))
    }

    func action(_ action: StepAction) -> DumpNode {
        switch action {
        case .statement(let s): return stmt(s)
        case .tap(let ref, let range): return DumpNode("Tap \(at(range))", [viewRef(ref)])
        case .scroll(let ref, let to, let range):
            return DumpNode("Scroll \(at(range))", [viewRef(ref), DumpNode("to", [expr(to)])])
        case .delete(let ref, let range): return DumpNode("Delete \(at(range))", [viewRef(ref)])
        case .submit(let ref, let range): return DumpNode("Submit \(at(range))", [viewRef(ref)])
        case .refresh(let ref, let range): return DumpNode("Refresh \(at(range))", [viewRef(ref)])
        case .pop(let ref, let range): return DumpNode("Pop \(at(range))", [viewRef(ref)])
        case .move(let ref, let to, let range):
            return DumpNode("Move \(at(range))", [viewRef(ref), DumpNode("to", [expr(to)])])
        case .scenePhase(let phase, let range): return DumpNode("Scene .\(phase) \(at(range))")
        case .wait(let e, let range): return DumpNode("Wait \(at(range))", [expr(e)])
        case .every(let interval, let duration, let body, let range):
            return DumpNode(
                "Every \(at(range))",
                [
                    DumpNode("interval", [expr(interval)]), DumpNode("for", [expr(duration)]),
                    DumpNode("body", body.map(stmt)),
                ]
            )
        case .frames(let e, let range): return DumpNode("Frames \(at(range))", [expr(e)])
        case .expect(let e): return expectation(e)
        case .ask(let q):
            let label = "Ask \(quoted(q.prompt)) \(at(q.range))"
            switch q.answer {
            case .views(let kind, let refs):
                return DumpNode(label, [DumpNode("\(kind.rawValue) == [\(refs.count)]", refs.map(viewRef))])
            case .finding(let id): return DumpNode(label, [DumpNode("finding \(id?.name ?? "none")")])
            case .yesNo(let answer, let claim):
                return DumpNode(
                    label,
                    [
                        DumpNode(
                            answer ? "yes" : "no",
                            [expectation(Expectation(stepTitle: nil, assertion: claim, range: q.range))])
                    ])
            }
        }
    }

    func expectation(_ e: Expectation) -> DumpNode {
        var label = "Expect"
        if let title = e.stepTitle { label += " step \(quoted(title.name))" }
        let pos = at(e.range)
        switch e.assertion {
        case .viewSet(let kind, let refs):
            return DumpNode("\(label) \(kind.rawValue) == [\(refs.count)] \(pos)", refs.map(viewRef))
        case .viewCount(let kind, let type, let comparison, let count):
            let typeText = type.map { "(\($0.name))" } ?? ""
            let op = comparison == .equal ? "" : " \(comparison.rawValue)"
            return DumpNode("\(label) count \(kind.rawValue)\(typeText)\(op) \(pos)", [expr(count)])
        case .frames(let comparison, let count):
            let op = comparison == .equal ? "" : " \(comparison.rawValue)"
            return DumpNode("\(label) frames\(op) \(pos)", [expr(count)])
        case .finding(let id, let on):
            return DumpNode("\(label) finding \(id.name) \(at(id.range))", on.map { [viewRef($0)] } ?? [])
        case .noFindings: return DumpNode("\(label) no findings \(pos)")
        case .hitch: return DumpNode("\(label) hitch \(pos)")
        case .noHitch: return DumpNode("\(label) no hitch \(pos)")
        case .condition(let c): return DumpNode("\(label) condition \(pos)", [expr(c)])
        }
    }

    func viewRef(_ ref: ViewRef) -> DumpNode {
        let path = ref.segments.map(\.typeName.name).joined(separator: "/")
        return DumpNode(
            "ViewRef \(path.isEmpty ? "<invalid>" : path) \(at(ref.range))",
            ref.segments.compactMap { segment -> DumpNode? in
                switch segment.selector {
                case .none: return nil
                case .id(let e): return DumpNode("\(segment.typeName.name)[id]", [expr(e)])
                case .title(let e): return DumpNode("\(segment.typeName.name)(title)", [expr(e)])
                case .ordinal(let n): return DumpNode("\(segment.typeName.name)#\(n)", [])
                case .properties(let args):
                    return DumpNode("\(segment.typeName.name)(properties)", args.map(argument))
                }
            })
    }

    // MARK: - Declarations

    func attributesAndModifiers(_ attributes: [Attribute], _ modifiers: [DeclModifier]) -> String {
        var parts: [String] = []
        for a in attributes {
            parts.append("@" + a.name.name + (a.arguments == nil ? "" : "(…)"))
        }
        for m in modifiers {
            parts.append(m.detail.map { "\(m.name)(\($0))" } ?? m.name)
        }
        return parts.isEmpty ? "" : " [" + parts.joined(separator: " ") + "]"
    }

    func attributeArguments(_ attributes: [Attribute]) -> [DumpNode] {
        attributes.compactMap { a in
            guard let args = a.arguments else { return nil }
            return DumpNode("Attribute @\(a.name.name) \(at(a.range))", args.map(argument))
        }
    }

    func decl(_ d: Decl) -> DumpNode {
        switch d {
        case .type(let t):
            let kind: String =
                switch t.kind {
                case .struct: "Struct"
                case .class: "Class"
                case .enum: "Enum"
                case .extension: "Extension"
                case .actor: "Actor"
                }
            let inheritance =
                t.inheritance.isEmpty ? "" : ": " + t.inheritance.map(\.name).joined(separator: ", ")
            return DumpNode(
                "\(kind) \(t.name.name)\(generics(t.genericParameters))\(inheritance)"
                    + "\(attributesAndModifiers(t.attributes, t.modifiers)) \(at(t.range))",
                attributeArguments(t.attributes) + whereNode(t.whereClause) + t.members.map(decl))
        case .function(let f):
            return function(f)
        case .initializer(let i):
            return initializer(i)
        case .protocolDecl(let p):
            let inheritance =
                p.inheritance.isEmpty ? "" : ": " + p.inheritance.map(\.name).joined(separator: ", ")
            return DumpNode(
                "Protocol \(p.name.name)\(inheritance)\(attributesAndModifiers(p.attributes, p.modifiers)) \(at(p.range))",
                attributeArguments(p.attributes) + whereNode(p.whereClause) + p.requirements.map(requirement))
        case .deinitializer(let d):
            return DumpNode(
                "Deinit\(attributesAndModifiers(d.attributes, d.modifiers)) \(at(d.range))",
                attributeArguments(d.attributes) + d.body.map(stmt))
        case .variable(let v):
            return variable(v)
        case .typeAlias(let alias):
            return DumpNode("TypeAlias \(alias.name.name) = \(type(alias.type)) \(at(alias.range))")
        case .enumCase(let c):
            let elements = c.elements.map { e -> String in
                var s = e.name.name
                if let values = e.associatedValues {
                    s +=
                        "("
                        + values.map { ($0.label.map { "\($0): " } ?? "") + type($0.type) }.joined(
                            separator: ", ") + ")"
                }
                return s
            }
            return DumpNode(
                "Case \(elements.joined(separator: ", ")) \(at(c.range))",
                c.elements.compactMap { e in
                    e.rawValue.map { DumpNode("RawValue \(e.name.name)", [expr($0)]) }
                })
        case .error(let range):
            return DumpNode("ErrorDecl \(at(range))")
        }
    }

    func function(_ f: FunctionDecl) -> DumpNode {
        let result = f.returnType.map { " -> " + type($0) } ?? ""
        return DumpNode(
            "Func \(f.name.name)\(generics(f.genericParameters))(\(f.parameters.map(parameter).joined(separator: ", ")))"
                + "\(effects(f.effects))\(result)\(attributesAndModifiers(f.attributes, f.modifiers)) \(at(f.range))",
            attributeArguments(f.attributes) + whereNode(f.whereClause) + defaults(f.parameters) + f.body.map(stmt))
    }

    func initializer(_ i: InitializerDecl) -> DumpNode {
        DumpNode(
            "Init\(i.isFailable ? "?" : "")\(generics(i.genericParameters))"
                + "(\(i.parameters.map(parameter).joined(separator: ", ")))\(effects(i.effects))"
                + "\(attributesAndModifiers(i.attributes, i.modifiers)) \(at(i.range))",
            attributeArguments(i.attributes) + whereNode(i.whereClause) + defaults(i.parameters) + i.body.map(stmt))
    }

    func requirement(_ r: ProtocolRequirement) -> DumpNode {
        switch r {
        case .property(let p):
            let accessors = "{ get\(effects(p.getterEffects))\(p.isSettable ? " set" : "") }"
            return DumpNode(
                "PropertyRequirement \(p.name.name)\(p.type.map { ": " + type($0) } ?? "") \(accessors)"
                    + "\(attributesAndModifiers(p.attributes, p.modifiers)) \(at(p.range))")
        case .function(let f): return function(f)
        case .initializer(let i): return initializer(i)
        case .associatedType(let a):
            let inheritance =
                a.inheritance.isEmpty ? "" : ": " + a.inheritance.map(\.name).joined(separator: ", ")
            return DumpNode(
                "AssociatedType \(a.name.name)\(inheritance)\(a.defaultType.map { " = " + type($0) } ?? "") \(at(a.range))",
                whereNode(a.whereClause))
        case .unparsed(let range): return DumpNode("UnparsedRequirement \(at(range))")
        }
    }

    /// `<T, Content: View>`, or nothing.
    func generics(_ clause: GenericParameterClause?) -> String {
        guard let clause else { return "" }
        let parameters = clause.parameters.map { p in p.name.name + (p.constraint.map { ": " + type($0) } ?? "") }
        return "<" + parameters.joined(separator: ", ") + ">"
    }

    /// ` async throws(E)`, or nothing.
    func effects(_ effects: [EffectSpecifier]) -> String {
        effects.map { " " + $0.kind.rawValue + ($0.thrownType.map { "(" + type($0) + ")" } ?? "") }.joined()
    }

    func whereNode(_ clause: WhereClause?) -> [DumpNode] {
        guard let clause else { return [] }
        let requirements = clause.requirements.map { r -> String in
            switch r {
            case .conformance(let a, let b): return type(a) + ": " + type(b)
            case .sameType(let a, let b): return type(a) + " == " + type(b)
            }
        }
        return [DumpNode("Where \(requirements.joined(separator: ", ")) \(at(clause.range))")]
    }

    func parameter(_ p: Parameter) -> String {
        let label = p.label ?? "_"
        let names = label == p.name.name ? label : "\(label) \(p.name.name)"
        return
            "\(names): \(p.isInout ? "inout " : "")\(type(p.type))\(p.defaultValue == nil ? "" : " = …")"
    }

    func defaults(_ parameters: [Parameter]) -> [DumpNode] {
        parameters.compactMap { p in
            p.defaultValue.map { DumpNode("Default \(p.name.name)", [expr($0)]) }
        }
    }

    func variable(_ v: VariableDecl) -> DumpNode {
        var label = (v.isLet ? "Let " : "Var ") + pattern(v.pattern)
        if let t = v.type { label += ": " + type(t) }
        label += attributesAndModifiers(v.attributes, v.modifiers) + " \(at(v.range))"
        var children = attributeArguments(v.attributes)
        if let initializer = v.initializer { children.append(expr(initializer)) }
        if let accessors = v.accessors {
            children.append(
                DumpNode("Getter\(effects(accessors.getterEffects)) \(at(accessors.range))", accessors.getter.map(stmt))
            )
            if let setter = accessors.setter {
                children.append(DumpNode("Setter(\(setter.parameter))", setter.body.map(stmt)))
            }
        }
        for observer in v.observers {
            let name = observer.kind == .willSet ? "WillSet" : "DidSet"
            children.append(
                DumpNode("\(name)(\(observer.parameterName)) \(at(observer.range))", observer.body.map(stmt)))
        }
        return DumpNode(label, children)
    }

    // MARK: - Types and patterns

    func type(_ t: TypeSyntax) -> String {
        switch t.kind {
        case .named(let name, let args):
            return args.isEmpty ? name : name + "<" + args.map(type).joined(separator: ", ") + ">"
        case .array(let e): return "[\(type(e))]"
        case .dictionary(let k, let v): return "[\(type(k)): \(type(v))]"
        case .optional(let w): return type(w) + "?"
        case .function(let params, let result, let effects):
            return "(" + params.map(type).joined(separator: ", ") + ")" + self.effects(effects) + " -> " + type(result)
        case .tuple(let elements): return "(" + elements.map(type).joined(separator: ", ") + ")"
        case .opaque(let inner): return "some " + type(inner)
        case .composition(let parts): return parts.map(type).joined(separator: " & ")
        case .selfType: return "Self"
        case .error: return "<error>"
        }
    }

    func pattern(_ p: Pattern) -> String {
        switch p.kind {
        case .wildcard: return "_"
        case .identifier(let id): return id.name
        case .binding(let isVar, let inner): return (isVar ? "var " : "let ") + pattern(inner)
        case .tuple(let elements): return "(" + elements.map(pattern).joined(separator: ", ") + ")"
        case .enumCase(let typeName, let name, let args):
            let argText = args.map { "(" + $0.map(pattern).joined(separator: ", ") + ")" } ?? ""
            return (typeName ?? "") + "." + name.name + argText
        case .expression(let e): return "<expr \(at(e.range))>"
        }
    }

    /// Expression patterns as child nodes (their expressions).
    func patternExpressions(_ p: Pattern) -> [DumpNode] {
        switch p.kind {
        case .expression(let e): return [expr(e)]
        case .binding(_, let inner): return patternExpressions(inner)
        case .tuple(let elements): return elements.flatMap(patternExpressions)
        case .enumCase(_, _, let args): return (args ?? []).flatMap(patternExpressions)
        default: return []
        }
    }

    // MARK: - Statements

    func stmt(_ s: Stmt) -> DumpNode {
        switch s.kind {
        case .expression(let e): return expr(e)
        case .variable(let v): return variable(v)
        case .assignment(let target, let op, let value):
            return DumpNode("Assign \(op) \(at(s.range))", [expr(target), expr(value)])
        case .ifStatement(let i): return ifStatement(i)
        case .guardStatement(let conditions, let elseBody):
            return DumpNode(
                "Guard \(at(s.range))", conditions.map(condition) + [DumpNode("Else", elseBody.map(stmt))])
        case .switchStatement(let subject, let cases):
            return DumpNode(
                "Switch \(at(s.range))",
                [expr(subject)]
                    + cases.map { c in
                        let label =
                            c.isDefault ? "Default" : "Case " + c.patterns.map(pattern).joined(separator: ", ")
                        var children = c.patterns.flatMap(patternExpressions)
                        for w in c.whereClauses { children.append(DumpNode("Where", [expr(w)])) }
                        return DumpNode("\(label) \(at(c.range))", children + c.body.map(stmt))
                    })
        case .forIn(let p, let sequence, let whereClause, let body):
            var children = [expr(sequence)]
            if let w = whereClause { children.append(DumpNode("Where", [expr(w)])) }
            return DumpNode(
                "ForIn \(pattern(p)) \(at(s.range))", children + [DumpNode("Body", body.map(stmt))])
        case .whileLoop(let conditions, let body):
            return DumpNode(
                "While \(at(s.range))", conditions.map(condition) + [DumpNode("Body", body.map(stmt))])
        case .returnStatement(let value):
            return DumpNode("Return \(at(s.range))", value.map { [expr($0)] } ?? [])
        case .breakStatement(let label):
            return DumpNode("Break\(label.map { " " + $0.name } ?? "") \(at(s.range))")
        case .continueStatement(let label):
            return DumpNode("Continue\(label.map { " " + $0.name } ?? "") \(at(s.range))")
        case .labeled(let label, let inner):
            return DumpNode("Labeled \(label.name) \(at(s.range))", [stmt(inner)])
        case .fallthroughStatement: return DumpNode("Fallthrough \(at(s.range))")
        case .throwStatement(let value):
            return DumpNode("Throw \(at(s.range))", value.map { [expr($0)] } ?? [])
        case .deferStatement(let body): return DumpNode("Defer \(at(s.range))", body.map(stmt))
        case .function(let function):
            return DumpNode("LocalFunction \(function.name.name) \(at(s.range))", function.body.map(stmt))
        case .repeatWhile(let body, let condition):
            return DumpNode(
                "RepeatWhile \(at(s.range))",
                [DumpNode("Body", body.map(stmt)), DumpNode("Condition", [expr(condition)])])
        case .doCatch(let body, let catches):
            return DumpNode(
                "Do \(at(s.range))",
                [DumpNode("Body", body.map(stmt))]
                    + catches.map { c in
                        let patterns = c.patterns.isEmpty ? "" : " " + c.patterns.map(pattern).joined(separator: ", ")
                        var children = c.patterns.flatMap(patternExpressions)
                        if let w = c.whereClause { children.append(DumpNode("Where", [expr(w)])) }
                        return DumpNode("Catch\(patterns) \(at(c.range))", children + c.body.map(stmt))
                    })
        case .error: return DumpNode("ErrorStmt \(at(s.range))")
        }
    }

    func ifStatement(_ i: IfStatement) -> DumpNode {
        var children = i.conditions.map(condition)
        children.append(DumpNode("Then", i.thenBody.map(stmt)))
        switch i.elseBranch {
        case .elseBlock(let body, _): children.append(DumpNode("Else", body.map(stmt)))
        case .elseIf(let nested): children.append(DumpNode("Else", [ifStatement(nested)]))
        case nil: break
        }
        return DumpNode("If \(at(i.range))", children)
    }

    func condition(_ c: Condition) -> DumpNode {
        switch c {
        case .expression(let e): return DumpNode("Condition", [expr(e)])
        case .optionalBinding(let isVar, let name, let value):
            return DumpNode(
                "OptionalBinding \(isVar ? "var" : "let") \(name.name) \(at(name.range))",
                value.map { [expr($0)] } ?? [])
        case .casePattern(let p, let value):
            return DumpNode("CasePattern \(pattern(p))", patternExpressions(p) + [expr(value)])
        }
    }

    // MARK: - Expressions

    func argument(_ a: Argument) -> DumpNode {
        if let label = a.label { return DumpNode("Arg \(label.name):", [expr(a.value)]) }
        return expr(a.value)
    }

    func closure(_ c: ClosureExpr) -> DumpNode {
        var label = "Closure"
        if !c.captureList.isEmpty {
            label += " captures=[" + c.captureList.map(\.name).joined(separator: ", ") + "]"
        }
        if let params = c.parameters {
            label +=
                " params=("
                + params.map { $0.name.name + ($0.type.map { ": " + type($0) } ?? "") }.joined(
                    separator: ", ")
                + ")"
        }
        if !c.effects.isEmpty { label += " effects=" + effects(c.effects).dropFirst() }
        if let result = c.returnType { label += " -> " + type(result) }
        return DumpNode(label + " \(at(c.range))", c.body.map(stmt))
    }

    func expr(_ e: Expr) -> DumpNode {
        let pos = at(e.range)
        switch e.kind {
        case .integerLiteral(let v): return DumpNode("Int \(v) \(pos)")
        case .floatLiteral(let v): return DumpNode("Double \(v) \(pos)")
        case .stringLiteral(let segments):
            var text = ""
            var children: [DumpNode] = []
            for segment in segments {
                switch segment {
                case .text(let t): text += t
                case .interpolation(let inner):
                    text += "\\(…)"
                    children.append(expr(inner))
                }
            }
            return DumpNode("String \(quoted(text)) \(pos)", children)
        case .booleanLiteral(let v): return DumpNode("Bool \(v) \(pos)")
        case .nilLiteral: return DumpNode("Nil \(pos)")
        case .durationLiteral(let seconds): return DumpNode("Duration \(seconds)s \(pos)")
        case .frequencyLiteral(let hertz): return DumpNode("Frequency \(hertz)Hz \(pos)")
        case .arrayLiteral(let elements): return DumpNode("Array \(pos)", elements.map(expr))
        case .dictionaryLiteral(let pairs):
            return DumpNode(
                "Dictionary \(pos)", pairs.map { DumpNode("Pair", [expr($0.key), expr($0.value)]) })
        case .identifier(let name): return DumpNode("Identifier \(name) \(pos)")
        case .projection(let name): return DumpNode("Projection $\(name) \(pos)")
        case .closureArgument(let n): return DumpNode("ClosureArgument $\(n) \(pos)")
        case .selfValue: return DumpNode("Self \(pos)")
        case .superValue: return DumpNode("Super \(pos)")
        case .selfType: return DumpNode("SelfType \(pos)")
        case .implicitMember(let name): return DumpNode("ImplicitMember .\(name) \(pos)")
        case .member(let base, let name):
            return DumpNode("Member .\(name.name) \(at(name.range))", [expr(base)])
        case .optionalChain(let base): return DumpNode("OptionalChain \(pos)", [expr(base)])
        case .forceUnwrap(let base): return DumpNode("ForceUnwrap \(pos)", [expr(base)])
        case .call(let callee, let arguments, let trailing):
            return DumpNode(
                "Call \(pos)",
                [expr(callee)] + arguments.map(argument)
                    + trailing.map { t in
                        DumpNode("TrailingClosure\(t.label.map { " \($0.name):" } ?? "")", [closure(t.closure)])
                    })
        case .subscriptAccess(let base, let arguments):
            return DumpNode("Subscript \(pos)", [expr(base)] + arguments.map(argument))
        case .closure(let c): return closure(c)
        case .keyPath(let root, let components):
            var text = "\\" + (root.map(type) ?? "")
            var children: [DumpNode] = []
            for component in components {
                switch component {
                case .property(let name): text += "." + name.name
                case .selfComponent: text += ".self"
                case .optionalChain: text += "?"
                case .subscriptComponent(let args, _):
                    text += "[…]"
                    children += args.map(argument)
                }
            }
            return DumpNode("KeyPath \(text) \(pos)", children)
        case .prefixOperator(let op, let operand):
            return DumpNode("Prefix \(op) \(pos)", [expr(operand)])
        case .postfixOperator(let op, let operand):
            return DumpNode("Postfix \(op) \(pos)", [expr(operand)])
        case .formattedInterpolation(let value, let arguments):
            return DumpNode(
                "FormattedInterpolation \(pos)",
                [expr(value)]
                    + arguments.map { DumpNode("Argument \($0.label?.name ?? "_") \(at($0.range))", [expr($0.value)]) })
        case .binaryOperator(let op, let lhs, let rhs):
            return DumpNode("Binary \(op) \(pos)", [expr(lhs), expr(rhs)])
        case .ternary(let c, let t, let o):
            return DumpNode("Ternary \(pos)", [expr(c), expr(t), expr(o)])
        case .tuple(let elements): return DumpNode("Tuple \(pos)", elements.map(argument))
        case .typeCheck(let value, let t):
            return DumpNode("TypeCheck is \(type(t)) \(pos)", [expr(value)])
        case .typeCast(let value, let t, let kind):
            return DumpNode("TypeCast \(kind) \(type(t)) \(pos)", [expr(value)])
        case .await(let inner): return DumpNode("Await \(pos)", [expr(inner)])
        case .try(let inner, let kind):
            return DumpNode("\(kind == .plain ? "Try" : kind == .optional ? "Try?" : "Try!") \(pos)", [expr(inner)])
        case .error: return DumpNode("ErrorExpr \(pos)")
        }
    }
}
