import ViewGraphDiagnostics

// Name resolution with lexical scopes: statements, patterns, expressions and types.
// A name is found in the innermost scope first, then among the members of the
// enclosing type, the scenario's types and functions, and the builtins. Member names
// after `.` are checked only where the base's type is obvious without inference.

extension Checker {
    // MARK: - Statements

    func checkStatements(_ statements: [Stmt]) {
        for statement in statements { checkStatement(statement) }
    }

    /// Statements in a new scope (that may start with some names bound).
    func checkBlock(_ statements: [Stmt], binding names: Set<String> = []) {
        pushScope(names)
        checkStatements(statements)
        popScope()
    }

    func checkStatement(_ statement: Stmt) {
        nested {
            switch statement.kind {
            case .expression(let expr):
                checkExpr(expr)
                checkMutatingCallOnSelf(expr)
            case .variable(let variable):
                checkLocalVariable(variable)
            case .function(let function):
                // Bound first: the body may call the function itself.
                bind(function.name.name)
                checkFunction(function, kind: "local function")
            case .assignment(let target, let op, let value):
                checkExpr(target)
                checkExpr(value)
                if op == "=" { checkImplicitMember(value, expectedType: appTypeNameOfPlace(target)) }
                checkWriteToSelf(target, op: op)
            case .ifStatement(let ifStatement):
                checkIf(ifStatement)
            case .guardStatement(let conditions, let elseBody):
                pushScope()
                checkConditions(conditions)
                let bound = scopes.last ?? []
                popScope()
                checkBlock(elseBody)
                for name in bound { bind(name) }
            case .switchStatement(let subject, let cases):
                checkExpr(subject)
                for switchCase in cases {
                    checkCasePatterns(switchCase.patterns, subject: subject)
                    pushScope()
                    for pattern in switchCase.patterns {
                        checkPattern(pattern)
                        bind(pattern)
                    }
                    for whereClause in switchCase.whereClauses { checkExpr(whereClause) }
                    checkStatements(switchCase.body)
                    popScope()
                }
            case .forIn(let pattern, let sequence, let whereClause, let body):
                checkExpr(sequence)
                pushScope()
                checkPattern(pattern)
                bind(pattern)
                if let whereClause { checkExpr(whereClause) }
                checkStatements(body)
                popScope()
            case .whileLoop(let conditions, let body):
                pushScope()
                checkConditions(conditions)
                checkStatements(body)
                popScope()
            case .returnStatement(let value):
                if let value { checkExpr(value) }
            case .breakStatement, .continueStatement, .fallthroughStatement:
                break
            case .labeled(_, let inner):
                checkStatements([inner])
            case .throwStatement(let value):
                if let value { checkExpr(value) }
            case .deferStatement(let body):
                checkBlock(body)
            case .repeatWhile(let body, let condition):
                checkBlock(body)
                checkExpr(condition)
            case .doCatch(let body, let catches):
                checkBlock(body)
                for clause in catches {
                    pushScope()
                    for pattern in clause.patterns {
                        checkPattern(pattern)
                        bind(pattern)
                    }
                    // A bare `catch` binds `error`; bind it always, as patterns may not bind a name.
                    bind("error")
                    if let whereClause = clause.whereClause { checkExpr(whereClause) }
                    checkStatements(clause.body)
                    popScope()
                }
            case .error:
                sawParseError = true
            }
        }
    }

    func checkIf(_ statement: IfStatement) {
        pushScope()
        checkConditions(statement.conditions)
        checkStatements(statement.thenBody)
        popScope()
        switch statement.elseBranch {
        case .elseBlock(let body, _): checkBlock(body)
        case .elseIf(let elseIf): nested { checkIf(elseIf) }
        case nil: break
        }
    }

    /// Checks conditions in order, binding their names into the current scope.
    func checkConditions(_ conditions: [Condition]) {
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                checkExpr(expr)
            case .optionalBinding(_, let name, let value):
                if let value {
                    checkExpr(value)
                } else if name.name != "self" {
                    resolveIdentifier(name.name, at: name.range, isCallee: false)
                }
                bind(name.name)
            case .casePattern(let pattern, let value):
                checkExpr(value)
                checkPattern(pattern)
                bind(pattern)
            }
        }
    }

    /// Checks the expressions inside a pattern (`case limit:`, `Tab.rates`); the names it
    /// binds are bound by the caller.
    func checkPattern(_ pattern: Pattern) {
        nested {
            switch pattern.kind {
            case .wildcard, .identifier:
                break
            case .binding(_, let inner):
                checkPattern(inner)
            case .tuple(let elements):
                for element in elements { checkPattern(element) }
            case .enumCase(let typeName, let name, let arguments):
                if let typeName, !isLocalOrMember(typeName), let info = world.type(named: typeName) {
                    checkMember(name, of: info, typeName: typeName, onType: true)
                }
                for argument in arguments ?? [] { checkPattern(argument) }
            case .expression(let expr):
                if case .typeCast(let subject, let type, "as") = expr.kind, case .identifier = subject.kind {
                    // `let error as LoadError`: binds the name (see `boundNames`).
                    checkType(type)
                } else {
                    checkExpr(expr)
                }
            }
        }
    }

    func checkLocalVariable(_ variable: VariableDecl) {
        if let modifier = variable.asyncModifier, asyncContexts.last != true {
            // Swift: "'async let' in a function that does not support concurrency".
            error(
                "'async let' is not supported in a function that is not 'async'", at: modifier.range,
                notes: [
                    DiagnosticNote(
                        "a child task needs an async context: mark the function 'async', or start the work in 'Task { }'"
                    )
                ], group: .syntax)
        }
        if let lazy = variable.modifiers.first(where: { $0.name == "lazy" }) {
            error(
                "a local 'lazy var' is not simulated yet", at: lazy.range,
                notes: [DiagnosticNote("instead: a 'var' set where it is first needed")], group: .unsupported)
        }
        checkAttributes(variable.attributes, site: .local)
        if let type = variable.type { checkType(type) }
        if let initializer = variable.initializer {
            checkExpr(initializer)
            checkImplicitMember(initializer, expectedType: Self.declaredAppTypeName(variable.type))
        }
        if let accessors = variable.accessors { checkAccessors(accessors) }
        checkObservers(variable.observers)
        bind(variable.pattern)
        if case .identifier(let name) = variable.pattern.kind,
            let type = Self.listedBuiltinType(annotation: variable.type, initializer: variable.initializer)
        {
            bind(Self.typedMarker(name.name, type))
        }
        if case .identifier(let name) = variable.pattern.kind {
            for marker in Self.typeMarkers(name.name, annotation: variable.type, initializer: variable.initializer) {
                bind(marker)
            }
        }
    }

    /// A computed property's getter and setter; `ofMember`: the property's name when it is
    /// a type's member (a getter cannot write `self`'s stored properties, a setter can).
    func checkAccessors(_ accessors: Accessors, ofMember member: String? = nil, isStatic: Bool = false) {
        checkEffects(accessors.getterEffects)
        asyncContexts.append(accessors.getterEffects.contains { $0.kind == .async })
        defer { asyncContexts.removeLast() }
        inMember(member.map { MemberContext(kind: .getter($0), isStatic: isStatic) }) { checkBlock(accessors.getter) }
        if let setter = accessors.setter {
            inMember(member.map { _ in MemberContext(kind: .setter, isStatic: isStatic) }) {
                checkBlock(setter.body, binding: [setter.parameter])
            }
        }
    }

    /// `willSet` / `didSet` bodies, with `newValue` / `oldValue` (or the written name) bound.
    func checkObservers(_ observers: [PropertyObserver]) {
        asyncContexts.append(false)
        defer { asyncContexts.removeLast() }
        for observer in observers { checkBlock(observer.body, binding: [observer.parameterName]) }
    }

    /// The thrown type of `throws(E)`.
    func checkEffects(_ effects: [EffectSpecifier]) {
        for effect in effects {
            if let thrownType = effect.thrownType { checkType(thrownType) }
        }
    }

    // MARK: - Expressions

    func checkExpr(_ expr: Expr, isCallee: Bool = false) {
        nested {
            switch expr.kind {
            case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .durationLiteral,
                .frequencyLiteral, .implicitMember, .selfValue, .selfType:
                break
            case .superValue:
                if selfType?.kind?.isClassLike != true {
                    error("'super' cannot be used outside of class members", at: expr.range, group: .names)
                }
            case .error:
                sawParseError = true
            case .stringLiteral(let segments):
                for case .interpolation(let inner) in segments { checkExpr(inner) }
            case .arrayLiteral(let elements):
                for element in elements { checkExpr(element) }
            case .dictionaryLiteral(let pairs):
                for pair in pairs {
                    checkExpr(pair.key)
                    checkExpr(pair.value)
                }
            case .identifier(let name):
                resolveIdentifier(name, at: nameRange(name, in: expr.range), isCallee: isCallee)
            case .projection(let name):
                resolveProjection(name, at: expr.range)
            case .closureArgument(let index):
                if closureDepth == 0 {
                    error(
                        "anonymous closure argument '$\(index)' is not inside a closure", at: expr.range, group: .names)
                }
            case .member(let base, let name):
                if name.name == "self", case .identifier(let typeName) = base.kind,
                    BuiltinCatalogue.entry(.type, named: typeName)?.status == .nameOnly, isBuiltinName(typeName)
                {
                    // `Void.self` (`withTaskGroup(of: Void.self)`): the type as a value, no value of it.
                    break
                }
                checkExpr(base)
                checkMemberAccess(base: base, name: name)
            case .optionalChain(let inner), .forceUnwrap(let inner), .prefixOperator(_, let inner),
                .postfixOperator(_, let inner):
                checkExpr(inner)
            case .formattedInterpolation(let value, let arguments):
                checkExpr(value)
                for argument in arguments { checkExpr(argument.value) }
                checkInterpolationArguments(arguments)
            case .call(let callee, let arguments, let trailingClosures):
                checkExpr(callee, isCallee: true)
                checkForEachIdentity(callee: callee, arguments: arguments)
                checkMemberwiseArguments(callee: callee, arguments: arguments)
                if case .member(let base, let name) = callee.kind {
                    reportNotSimulatedModifier(name)
                    warnIfMisspeltModifier(on: base, name)
                }
                if case .member(let base, let member) = callee.kind, member.name == "sleep",
                    case .identifier("Task") = base.kind, arguments.first?.label?.name == "until",
                    isLocalOrMember("Task") == false
                {
                    // `Task.sleep(until: .now + .seconds(1), clock: .continuous)`: clocks' instants.
                    error(
                        "'Task.sleep(until:clock:)' is not simulated yet", at: member.range,
                        notes: [DiagnosticNote("write 'try await Task.sleep(for: .seconds(1))'")],
                        group: .unsupported)
                }
                if case .member(let base, let member) = callee.kind, member.name == "data",
                    arguments.first?.label?.name == "using", builtinTypeOfValue(base) == nil,
                    world.declaresMember(named: "data") == false,
                    let entry = BuiltinCatalogue.member("data", of: "String"), entry.status == .notSimulated
                {
                    // `text.data(using: .utf8)` on a property or a parameter: only a String has a
                    // `data(using:)` (the scenario declares no `data` of its own).
                    error(
                        entry.notSimulatedMessage, at: member.range, notes: entry.notSimulatedNotes,
                        group: .unsupported)
                }
                if case .identifier(let typeName) = callee.kind, isLocalOrMember(typeName) == false,
                    world.type(named: typeName) == nil
                {
                    // `Timer(timeInterval:repeats:block:)`: an initializer the catalogue does not list.
                    checkStaticMember(Identifier("init", range: callee.range), ofBuiltin: typeName)
                }
                checkStreamInitializer(callee: callee, arguments: arguments, trailingClosures: trailingClosures)
                checkInitializerCall(callee: callee, arguments: arguments, trailingClosures: trailingClosures)
                checkControlBindingLabel(callee: callee, arguments: arguments)
                if case .member(let base, let member) = callee.kind {
                    checkListedBuiltinMember(
                        base: base, name: member,
                        labels: arguments.map { $0.label?.name ?? "_" } + trailingClosures.map { $0.label?.name ?? "_" }
                    )
                }
                checkEnvironmentModifier(callee: callee, arguments: arguments)
                checkFormatStyle(callee: callee, arguments: arguments)
                checkCalendarComponents(callee: callee, arguments: arguments)
                // `Result { … }` and `Result(catching:)` call their closure synchronously.
                let synchronous =
                    if case .identifier("Result") = callee.kind, isBuiltinName("Result") { "Result(catching:)" } else {
                        String?.none
                    }
                for argument in arguments {
                    if let synchronous, case .closure(let closure) = argument.value.kind {
                        checkClosure(closure, synchronousFor: synchronous)
                    } else {
                        checkExpr(argument.value)
                    }
                }
                for trailing in trailingClosures { checkClosure(trailing.closure, synchronousFor: synchronous) }
            case .subscriptAccess(let base, let arguments):
                checkExpr(base)
                for argument in arguments { checkExpr(argument.value) }
            case .closure(let closure):
                checkClosure(closure)
            case .keyPath(let root, let components):
                if let root { checkType(root) }
                for case .subscriptComponent(let arguments, _) in components {
                    for argument in arguments { checkExpr(argument.value) }
                }
            case .binaryOperator(let op, let lhs, let rhs):
                if op == "/", inStep, let ref = ViewRefConversion.viewRef(from: expr),
                    world.isViewType(ref.segments[0].typeName.name),
                    let builtin = ref.segments.first(where: {
                        CheckerBuiltins.primitiveViews.contains($0.typeName.name)
                    })
                {
                    // As `run` would: a REF in an expression is a view of the app's own, whose
                    // properties it reads (a built-in view has none to read).
                    error(
                        "'\(builtin.typeName.name)' is a built-in view; here a REF must name a view type of the scenario",
                        at: builtin.range,
                        notes: [
                            DiagnosticNote(
                                "to check what is on screen, expect on the state that shows it, or on 'redrawn'")
                        ], group: .references)
                    return
                }
                checkExpr(lhs)
                checkExpr(rhs)
                if op == "==" || op == "!=" {
                    checkImplicitMember(rhs, expectedType: appTypeNameOfPlace(lhs))
                    checkImplicitMember(lhs, expectedType: appTypeNameOfPlace(rhs))
                }
            case .ternary(let condition, let then, let otherwise):
                checkExpr(condition)
                checkExpr(then)
                checkExpr(otherwise)
            case .tuple(let elements):
                for element in elements { checkExpr(element.value) }
            case .typeCheck(let inner, let type), .typeCast(let inner, let type, _):
                checkExpr(inner)
                checkType(type)
                if case .typeCast(_, _, "as") = expr.kind {} else { reportCastToTypeParameter(type) }
                if case .typeCast = expr.kind, case .named(let name, _) = type.kind,
                    world.declaredType(named: name) == nil
                {
                    // `amount as NSDecimalNumber`: a value of a type known only by name (or not
                    // simulated yet), which `run` could not hold.
                    reportNotSimulated(name, at: type.range)
                }
            case .await(let inner):
                if let owner = synchronousClosures.last ?? nil {
                    error(
                        "'await' in a closure that \(owner) calls synchronously", at: expr.range,
                        notes: [
                            DiagnosticNote(
                                "Swift's \(owner) takes a synchronous closure: await first ('let value = try await load()'), or use do/catch"
                            )
                        ], group: .syntax)
                }
                checkExpr(inner)
            case .try(let inner, _):
                checkExpr(inner)
            }
        }
    }

    /// `AsyncStream(unfolding:)`, `AsyncStream(bufferingPolicy: .bufferingNewest(1))` and
    /// the unlabelled unfolding form `AsyncStream { await next() }` (a closure that takes no
    /// continuation): not simulated yet. A stream that never yields, or one that keeps every
    /// element, would run unlike Swift's.
    private func checkStreamInitializer(callee: Expr, arguments: [Argument], trailingClosures: [TrailingClosure]) {
        guard case .identifier(let spelled) = callee.kind else { return }
        let name = spelled.split(separator: "<").first.map(String.init) ?? spelled
        guard name == "AsyncStream" || name == "AsyncThrowingStream", isLocalOrMember(name) == false,
            world.type(named: name) == nil
        else { return }
        let instead =
            "use '\(name) { continuation in … }' (its buffer keeps every element) or '\(name).makeStream(of:)'"
        for argument in arguments {
            guard let label = argument.label?.name else { continue }
            if label == "bufferingPolicy", case .implicitMember("unbounded") = argument.value.kind { continue }
            guard label == "unfolding" || label == "bufferingPolicy" else { continue }
            error(
                "'\(name)(\(label):…)' is not simulated yet", at: argument.label?.range ?? callee.range,
                notes: [DiagnosticNote(instead)], group: .unsupported)
            return
        }
        let closures =
            trailingClosures.map(\.closure)
            + arguments.compactMap { argument -> ClosureExpr? in
                if case .closure(let closure) = argument.value.kind { return closure }
                return nil
            }
        // No parameter list and no `$0` in its text: a closure that takes nothing.
        if let build = closures.last, build.parameters?.isEmpty ?? !source.text(in: build.range).contains("$0") {
            error(
                "'\(name) { … }' with a closure that takes no continuation is the unfolding form, which is not simulated yet",
                at: callee.range, notes: [DiagnosticNote(instead)], group: .unsupported)
        }
    }

    /// `value as? T`, `value is T` with `T` a generic parameter: generic code runs with its
    /// types erased (Guides/Language.md), so the cast cannot be decided; it would always
    /// fail, a silent wrong answer.
    private func reportCastToTypeParameter(_ type: TypeSyntax) {
        var named = type
        if case .optional(let wrapped) = type.kind { named = wrapped }
        guard case .named(let name, let arguments) = named.kind, arguments.isEmpty,
            typeParameters.contains(where: { $0.names.contains(name) }), world.declaredType(named: name) == nil
        else { return }
        error(
            "a cast to the generic parameter '\(name)' is not simulated yet: generic code runs with its types erased, so the cast cannot be decided",
            at: type.range,
            notes: [
                DiagnosticNote("cast to a concrete type ('as? Int'), or pass what the cast would find as an argument")
            ],
            group: .unsupported)
    }

    /// `synchronousFor`: the API that calls the closure synchronously (`Result(catching:)`),
    /// in which an `await` is an error; nil for a closure that may suspend.
    func checkClosure(_ closure: ClosureExpr, synchronousFor owner: String? = nil) {
        synchronousClosures.append(owner)
        defer { synchronousClosures.removeLast() }
        var names = Set(closure.captureList.map(\.name))
        for parameter in closure.parameters ?? [] {
            names.insert(parameter.name.name)
            // `$item in` declares `$item` (the Binding) and `item` (its value).
            if parameter.name.name.hasPrefix("$") { names.insert(String(parameter.name.name.dropFirst())) }
            if let type = parameter.type { checkType(type) }
        }
        checkEffects(closure.effects)
        if let returnType = closure.returnType { checkType(returnType) }
        closureDepth += 1
        asyncContexts.append(true)
        checkBlock(closure.body, binding: names)
        asyncContexts.removeLast()
        closureDepth -= 1
    }

    /// `\(x, specifier: "%.1f")` and `\(x, format: .number)` are simulated; `style:` is not yet.
    func checkInterpolationArguments(_ arguments: [Argument]) {
        // `\(year, format: .number.grouping(.never))`: the style, as `formatted(_:)` takes it.
        for argument in arguments where argument.label?.name == "format" { checkStyleOfInterpolation(argument.value) }
        for argument in arguments where argument.label?.name != "specifier" && argument.label?.name != "format" {
            guard let label = argument.label else { continue }
            error(
                "the string interpolation argument '\(label.name):' is not simulated yet", at: label.range,
                notes: [
                    DiagnosticNote(
                        "'specifier:' and 'format:' are: '\\(value, specifier: \"%.1f\")', '\\(value, format: .number)'"
                    )
                ], group: .unsupported)
        }
    }

    // MARK: - Names

    /// Whether a name is a local (any scope) or a member of the enclosing type: such a
    /// name shadows a type of the same name.
    func isLocalOrMember(_ name: String) -> Bool {
        if scopes.contains(where: { $0.contains(name) }) { return true }
        if let selfType, world.allMembers(of: selfType).contains(name) { return true }
        if let extended = extendedBuiltin {
            if extended.members.contains(name) { return true }
            if extended.targets.contains(where: { BuiltinCatalogue.member(name, of: $0) != nil }) { return true }
            if extended.targets.contains("View"), CheckerBuiltins.viewModifiers.contains(name) { return true }
        }
        return false
    }

    /// Whether a visible name is a builtin's, not shadowed by a local, a member or a
    /// scenario declaration.
    func isBuiltinName(_ name: String) -> Bool {
        !isLocalOrMember(name) && world.declaredType(named: name) == nil && !world.functions.contains(name)
            && world.typeAliases[name] == nil
    }

    func isVisible(_ name: String) -> Bool {
        if isLocalOrMember(name) { return true }
        if world.declaredType(named: name) != nil || world.functions.contains(name) { return true }
        if world.typeAliases[name] != nil { return true }
        if CheckerBuiltins.types.contains(name) || CheckerBuiltins.functions.contains(name)
            || CheckerBuiltins.primitiveViews.contains(name)
        {
            return true
        }
        return inExpectation && CheckerBuiltins.assertionWords.contains(name)
    }

    /// Every name that could be meant, for "did you mean".
    func visibleNames(uppercase: Bool) -> [String] {
        var names: [String] = []
        if uppercase {
            names += world.allTypes.filter { ($0.value.kind != nil || $0.value.isProtocol) && !$0.key.contains(".") }
                .map(\.key)
            names += world.typeAliases.keys.filter { !$0.contains(".") }
            names += CheckerBuiltins.types
            names += CheckerBuiltins.primitiveViews
        } else {
            for scope in scopes { names += scope }
            if let selfType { names += world.allMembers(of: selfType) }
            names += world.functions
            names += CheckerBuiltins.functions
            if inExpectation { names += CheckerBuiltins.assertionWords }
        }
        return names.filter { !$0.hasPrefix("$") && !$0.hasPrefix("_") && !$0.contains("\u{0}") }
    }

    func resolveIdentifier(_ name: String, at range: SourceRange, isCallee: Bool) {
        guard let first = name.first, first.isLetter || first == "_", name != "_" else { return }
        // `Row[Item#2]`: an object's id in a REF, as reports print it (lexed as one name).
        if name.contains("#") { return }
        if let shown = isTypeParameterShown(name) {
            if shown == false { reportTypeParameterAsValue(name, at: range) }
            return
        }
        if isVisible(name) {
            if isBuiltinName(name) { reportNotSimulated(name, at: range) }
            return
        }
        // A View's own code may call modifiers on implicit `self`: `padding()`.
        if isCallee, selfType?.isView == true, CheckerBuiltins.viewModifiers.contains(name) {
            reportNotSimulatedModifier(Identifier(name, range: range))
            return
        }
        let uppercase = first.isUppercase
        let suggestion = suggestion(for: name, among: visibleNames(uppercase: uppercase))
        // In a View's code, an unknown lowercase call may still be a SwiftUI modifier on
        // implicit `self`; report it only when it looks like a typo of a name in scope.
        if isCallee, selfType?.isView == true, !uppercase, suggestion == nil { return }
        var message = "cannot find '\(name)' in scope"
        // `expect cart.count == 2` in a step: a view's property, which a step reads through
        // its view (`Shop.cart`), not a misspelt function.
        let owners = inStep && !uppercase && selfType == nil ? viewTypesDeclaring(name) : []
        if let owner = owners.first {
            message += "; did you mean '\(owner).\(name)'?"
            var notes = [DiagnosticNote("a step reads a view's property through the view's name")]
            if owners.count > 1 {
                notes.append(
                    DiagnosticNote("also declared by " + owners.dropFirst().map { "'\($0)'" }.joined(separator: ", ")))
            }
            error(message, at: range, notes: notes, group: .names)
            return
        }
        if let suggestion {
            let isView = world.isViewType(suggestion) || CheckerBuiltins.primitiveViews.contains(suggestion)
            if isCallee && uppercase && isView { message = "cannot find view '\(name)' in scope" }
            message += "; did you mean '\(suggestion)'?"
        }
        error(message, at: range, group: .names)
    }

    /// Whether a value shows the type of the generic parameter `name` in scope (the
    /// innermost declaring it); nil when `name` is no generic parameter in scope.
    func isTypeParameterShown(_ name: String) -> Bool? {
        typeParameters.last { $0.names.contains(name) }.map { $0.shown.contains(name) }
    }

    /// `T.allCases` in `func make<T: CaseIterable>() -> T`: the simulation finds `T` only in
    /// a value, and no argument or stored property holds one.
    private func reportTypeParameterAsValue(_ name: String, at range: SourceRange) {
        error(
            "the generic parameter '\(name)' is used as a value, which is not simulated yet here: no parameter or stored property of this declaration holds a '\(name)' to read its type from",
            at: range,
            notes: [
                DiagnosticNote(
                    "generic code runs with its types erased: ViewGraph reads '\(name)' from an argument or stored property declared as '\(name)', '\(name).Type', '[\(name)]', '\(name)?' or 'Binding<\(name)>'"
                )
            ],
            group: .unsupported)
    }

    /// The scenario's view types that declare a property `name`, sorted by name.
    private func viewTypesDeclaring(_ name: String) -> [String] {
        world.allTypes.values.filter { world.isViewType($0.name) && $0.members.contains(name) }.map(\.name).sorted()
    }

    func resolveProjection(_ name: String, at range: SourceRange) {
        guard let first = name.first, first.isLetter || first == "_" else { return }
        if isVisible(name) || isLocalOrMember("$" + name) { return }
        error(
            withSuggestion(
                "cannot find '$\(name)' in scope", for: name, among: visibleNames(uppercase: false), quote: "$"),
            at: range, group: .names)
    }

    // MARK: - Members

    /// `Text("Hi").paddng()`: a modifier ViewGraph does not list is kept as a visual
    /// attribute (so SwiftUI's many inert modifiers load), which lets a misspelt one pass.
    /// Warns when the name is one edit or two from a listed modifier, the receiver is
    /// plainly a view (a view's initializer or a listed modifier's result), and neither the
    /// scenario nor any builtin type declares a member of that name.
    private func warnIfMisspeltModifier(on base: Expr, _ name: Identifier) {
        guard CheckerBuiltins.viewModifiers.contains(name.name) == false, isPlainlyView(base),
            world.declaresMember(named: name.name) == false,
            BuiltinCatalogue.isMemberOfSomeType(name.name) == false,
            let suggestion = DidYouMean.suggestion(for: name.name, among: Array(CheckerBuiltins.viewModifiers))
        else { return }
        diagnostics.append(
            .warning(
                "'\(name.name)' is not a modifier ViewGraph knows; did you mean '\(suggestion)'?",
                at: name.range,
                notes: [
                    DiagnosticNote(
                        "'run' keeps a modifier it does not know as a visual attribute, but Swift does not compile a misspelt one"
                    )
                ], group: .names))
    }

    /// A view's initializer (`Text("Hi")`, `RowView(item: item)`) or a listed modifier's
    /// result (`Text("Hi").padding()`).
    private func isPlainlyView(_ expr: Expr) -> Bool {
        guard case .call(let callee, _, _) = expr.kind else { return false }
        switch callee.kind {
        case .identifier(let name):
            return (BuiltinCatalogue.viewNames.contains(name) && isLocalOrMember(name) == false)
                || world.isViewType(name)
        case .member(_, let modifier):
            return CheckerBuiltins.viewModifiers.contains(modifier.name)
                && world.declaresMember(named: modifier.name) == false
        default:
            return false
        }
    }

    /// `URLSession.shared.data(from:)`: the file loads, but the request is an error when a
    /// step reaches it (ViewGraph never reaches the network), so `check` says so at the
    /// call, as a warning. A session kept in a property is not typed here; `run` still
    /// names the request when it is reached.
    private func warnIfNetworkRequest(base: Expr, name: Identifier) {
        guard ["data", "dataTask", "download", "upload", "bytes"].contains(name.name),
            case .member(let session, let shared) = base.kind, shared.name == "shared",
            case .identifier("URLSession") = session.kind, isLocalOrMember("URLSession") == false
        else { return }
        diagnostics.append(
            .warning(
                "ViewGraph does not reach the network: 'URLSession.shared.\(name.name)' is an error when a step reaches it",
                at: name.range,
                notes: [
                    DiagnosticNote(
                        "simulate the request's time with 'try await Task.sleep(for:)' or 'work(…)' and use the values it would return directly"
                    )
                ], group: .unsupported))
    }

    /// `Type.member`, `Self.member`, `self.member`, and `REF.property` in steps: checked
    /// when the base's type is obvious and all its members are known.
    func checkMemberAccess(base: Expr, name: Identifier) {
        if let owner = builtinTypeOfValue(base), let entry = BuiltinCatalogue.member(name.name, of: owner),
            entry.status == .notSimulated
        {
            // `"[1]".data(using: .utf8)`, `JSONDecoder().decode(…)`: the value's type is plain
            // from the expression, so a member of that name the scenario declares elsewhere (a
            // method of its own called `decode`) is not this one.
            error(entry.notSimulatedMessage, at: name.range, notes: entry.notSimulatedNotes, group: .unsupported)
            return
        }
        if let entry = BuiltinCatalogue.notSimulatedMember(named: name.name),
            world.declaresMember(named: name.name) == false, codingBodies == 0
        {
            // `items.lazy`, `text.unicodeScalars`: no builtin type simulates a member of that
            // name and no type of the scenario declares one, so whatever the value is, `run`
            // could not evaluate it.
            error(
                entry.notSimulatedMessage, at: name.range, notes: entry.notSimulatedNotes,
                group: .unsupported)
            return
        }
        checkListedBuiltinMember(base: base, name: name, labels: nil)
        warnIfNetworkRequest(base: base, name: name)
        checkPublisherOperator(base: base, name: name)
        if let (info, typeName) = appTypeOfValue(base) {
            // `book.titel` with `let book = Book(title: "Emma")`: Swift's "no member" error.
            checkMember(name, of: info, typeName: typeName, onType: false)
            return
        }
        switch base.kind {
        case .identifier(let typeName):
            guard !isLocalOrMember(typeName) else { return }
            guard let info = world.type(named: typeName) else {
                checkStaticMember(name, ofBuiltin: typeName)
                return
            }
            if inStep && info.isView && info.kind != nil {
                checkViewProperty(name, of: info)
            } else {
                checkMember(name, of: info, typeName: typeName, onType: true)
            }
        case .selfType:
            if let selfType { checkMember(name, of: selfType, typeName: selfType.name, onType: true) }
        case .selfValue:
            if let selfType { checkMember(name, of: selfType, typeName: selfType.name, onType: false) }
        case .superValue:
            // A superclass's members are among the class's own (`allMembers`).
            if let selfType, name.name != "init" {
                checkMember(name, of: selfType, typeName: selfType.name, onType: false)
            }
        case .subscriptAccess(let root, _), .call(let root, _, _):
            // `FruitRow[2].isExpanded`, `ItemRow(title: "Eggs").isChecked` in a step.
            if case .call(_, let arguments, let closures) = base.kind,
                !closures.isEmpty || arguments.contains(where: { $0.label == nil })
            {
                return
            }
            guard inStep, case .identifier(let typeName) = root.kind, !isLocalOrMember(typeName),
                let info = world.type(named: typeName), info.isView, info.kind != nil
            else { return }
            checkViewProperty(name, of: info)
        default:
            return
        }
    }

    /// The builtin type of a value whose expression says it: a string literal's `String`, a
    /// builtin type's initializer call's type (`JSONDecoder()`); nil otherwise.
    private func builtinTypeOfValue(_ expr: Expr) -> String? {
        switch expr.kind {
        case .stringLiteral: return "String"
        case .call(let callee, _, _):
            guard case .identifier(let typeName) = callee.kind, isLocalOrMember(typeName) == false,
                world.type(named: typeName) == nil, BuiltinCatalogue.entry(.type, named: typeName) != nil
            else { return nil }
            return typeName
        case .member(let base, let name) where Self.instanceProperties.contains(name.name):
            // `Calendar.current`, `Locale.current`, `UserDefaults.standard`: a value of that type.
            guard case .identifier(let typeName) = base.kind, Self.builtinTypesWithListedMembers.contains(typeName),
                isLocalOrMember(typeName) == false, world.type(named: typeName) == nil
            else { return nil }
            return typeName
        case .identifier(let name):
            // A local or a stored property holding one (`let calendar = Calendar.current`).
            let type: String?
            if let scope = scopes.lastIndex(where: { $0.contains(name) }) {
                type = Self.builtinTypesWithListedMembers.first { scopes[scope].contains(Self.typedMarker(name, $0)) }
            } else {
                type = selfType?.listedBuiltinProperties[name]
            }
            guard let type, world.type(named: type) == nil else { return nil }
            return type
        case .member(let base, let name):
            guard case .selfValue = base.kind, let type = selfType?.listedBuiltinProperties[name.name],
                world.type(named: type) == nil
            else { return nil }
            return type
        default: return nil
        }
    }

    /// The scenario's own struct, class or enum that a value's expression says it holds: a
    /// local or a stored property of `self` declared with that type (`let book: Book`) or
    /// made by its initializer (`var book = Book(title: "Emma")`), plain or as `self.book`.
    private func appTypeOfValue(_ expr: Expr) -> (TypeInfo, String)? {
        let typeName: String?
        switch expr.kind {
        case .identifier(let name):
            if let local = markedLocalType(name, marker: Self.appTypedMarker) {
                typeName = local
            } else if let extended = extendedBuiltin, extended.members.contains(name) {
                typeName = nil
            } else {
                typeName = selfType?.appTypedProperties[name]
            }
        case .member(let base, let name):
            guard case .selfValue = base.kind else { return nil }
            typeName = selfType?.appTypedProperties[name.name]
        default:
            return nil
        }
        guard let typeName, let info = plainAppType(named: typeName), world.membersAreKnown(info) else { return nil }
        return (info, typeName)
    }

    /// The scenario type a declaration names, unresolved: its annotation when that is a plain
    /// name (`Book`, not `Book?` or `[Book]`), else its initializer's callee (`Book(…)`).
    static func namedTypeOfDeclaration(annotation: TypeSyntax?, initializer: Expr?) -> String? {
        if let annotation {
            guard case .named(let name, let arguments) = annotation.kind, arguments.isEmpty else { return nil }
            return name
        }
        guard case .call(let callee, _, _)? = initializer?.kind, case .identifier(let name) = callee.kind,
            name.first?.isUppercase == true
        else { return nil }
        return name
    }

    /// The entry a scope keeps beside a local holding a scenario type's value (`book` and
    /// `book\u{1}Book`), checked where the type's members are known.
    static func appTypedMarker(_ name: String, _ type: String) -> String { name + "\u{1}" + type }

    /// The static properties that give a value of their own type (`Calendar.current`).
    private static let instanceProperties: Set<String> = ["current", "autoupdatingCurrent", "standard"]

    /// Which listed builtin a declaration's value is, from its type annotation or its
    /// initializer (`Calendar.current`, `UserDefaults(suiteName: "x")`), when it is one.
    /// A scenario type of the same name is ruled out where the name is used.
    static func listedBuiltinType(annotation: TypeSyntax?, initializer: Expr?) -> String? {
        if let annotation {
            if case .named(let name, _) = annotation.kind, builtinTypesWithListedMembers.contains(name) { return name }
            return nil
        }
        switch initializer?.kind {
        case .member(let base, let name)? where instanceProperties.contains(name.name):
            if case .identifier(let typeName) = base.kind, builtinTypesWithListedMembers.contains(typeName) {
                return typeName
            }
        case .call(let callee, _, _)?:
            if case .identifier(let typeName) = callee.kind, builtinTypesWithListedMembers.contains(typeName) {
                return typeName
            }
        default:
            break
        }
        return nil
    }

    /// The entry a scope keeps beside a local's name when the local holds a listed
    /// builtin (`calendar` and `calendar\0Calendar`): it moves with the scope, and no
    /// identifier contains a NUL, so it names nothing else.
    static func typedMarker(_ name: String, _ type: String) -> String { name + "\u{0}" + type }

    /// Builtin types whose static members the catalogue lists in full, so that one it does not
    /// list is not simulated (`Timer.scheduledTimer(timeInterval:target:selector:…)`).
    private static let builtinTypesWithListedStatics: [String: Set<String>] = [
        "Timer": ["TimerPublisher", "self"],
        // `ContinuousClock()`: only the simulated clock's `now` is (R9).
        "ContinuousClock": ["self"], "SuspendingClock": ["self"],
        // `DispatchQueue(label:)`: only the main queue is simulated.
        "DispatchQueue": ["self"], "DispatchTime": ["self"],
        // `Decimal.zero` is; `Decimal.pi` and the other constants are not.
        "Decimal": ["self", "init"],
    ]

    /// Builtin value types whose members the catalogue lists in full, with each method's
    /// labels: a member or a call it does not list would stop `run`
    /// (`Calendar.current.nextDate(after:matching:matchingPolicy:)`).
    static let builtinTypesWithListedMembers: Set<String> = [
        "Calendar", "Locale", "TimeZone", "UserDefaults", "Measurement",
    ]

    /// A member of a value of a fully listed builtin type that the catalogue does not list,
    /// or a call of a listed method with labels it does not list.
    private func checkListedBuiltinMember(base: Expr, name: Identifier, labels: [String]?) {
        guard let owner = builtinTypeOfValue(base), Self.builtinTypesWithListedMembers.contains(owner),
            world.declaresMember(named: name.name) == false
        else { return }
        let entry = BuiltinCatalogue.member(name.name, of: owner)
        if let entry, entry.status == .notSimulated {
            // `temperature.formatted(…)` on a Measurement kept in a property: run would stop there.
            // Once, at the member access (a call is checked again with its labels).
            if labels == nil {
                error(entry.notSimulatedMessage, at: name.range, notes: entry.notSimulatedNotes, group: .unsupported)
            }
            return
        }
        if let entry {
            guard let labels, entry.signatures.isEmpty == false,
                entry.signatures.contains(labels) == false
            else { return }
        } else if labels != nil {
            return  // the member access itself is reported
        }
        let listed = BuiltinCatalogue.entries.filter {
            $0.kind == .member && $0.owner == owner && $0.status != .notSimulated
        }.map(\.name)
        var unique: [String] = []
        for name in listed where unique.contains(name) == false { unique.append(name) }
        let spelled = labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? ""
        error(
            "'\(owner).\(name.name)\(spelled)' is a member that ViewGraph does not simulate yet", at: name.range,
            notes: [
                DiagnosticNote(
                    "the simulated members of '\(owner)' are \(unique.map { "'\($0)'" }.joined(separator: ", ")); see Guides/Language.md"
                )
            ], group: .unsupported)
    }

    /// `Timer.xyz`: a static member of a builtin type that `run` would not find.
    private func checkStaticMember(_ name: Identifier, ofBuiltin typeName: String) {
        // (Any type may declare an `init`; only a member of another name may be an extension's.)
        guard let alsoKnown = Self.builtinTypesWithListedStatics[typeName], alsoKnown.contains(name.name) == false,
            BuiltinCatalogue.member(name.name, of: typeName) == nil,
            name.name == "init" || world.declaresMember(named: name.name) == false
        else { return }
        let listed = BuiltinCatalogue.entries.filter {
            $0.kind == .member && $0.owner == typeName && $0.status != .notSimulated
        }.map(\.name)
        let spelled =
            name.name == "init"
            ? "'\(typeName)(…)' is an initializer" : "'\(typeName).\(name.name)' is a member"
        error(
            "\(spelled) that ViewGraph does not simulate yet", at: name.range,
            notes: [
                DiagnosticNote(
                    "the simulated members of '\(typeName)' are \(listed.map { "'\($0)'" }.joined(separator: ", ")); see Guides/Language.md"
                )
            ], group: .unsupported)
    }

    func checkMember(_ name: Identifier, of info: TypeInfo, typeName: String, onType: Bool) {
        guard world.membersAreKnown(info) else { return }
        let members = world.allMembers(of: info)
        guard !members.contains(name.name), name.name.first?.isNumber != true else { return }
        let message =
            onType
            ? "type '\(typeName)' has no member '\(name.name)'"
            : "value of type '\(typeName)' has no member '\(name.name)'"
        error(
            withSuggestion(message, for: name.name, among: members.filter { !$0.hasPrefix("$") && !$0.hasPrefix("_") }),
            at: name.range, group: .names)
    }

    /// `REF.property` in a step or expectation: a stored property or state of that view.
    func checkViewProperty(_ name: Identifier, of info: TypeInfo) {
        let members = world.allMembers(of: info)
        guard !members.contains(name.name) else { return }
        error(
            withSuggestion(
                "view '\(info.name)' has no property '\(name.name)'", for: name.name,
                among: members.filter { !$0.hasPrefix("$") && !$0.hasPrefix("_") }),
            at: name.range, group: .names)
    }

    // MARK: - Environment keys

    /// `.environment(\.key, value)`: the key must exist.
    func checkEnvironmentModifier(callee: Expr, arguments: [Argument]) {
        guard case .member(_, let name) = callee.kind, name.name == "environment", arguments.count == 2,
            arguments[0].label == nil
        else { return }
        checkEnvironmentKeyPath(arguments[0].value)
    }

    /// `\.key` naming an environment value: a builtin key or one declared with `@Entry`.
    func checkEnvironmentKeyPath(_ expr: Expr) {
        guard case .keyPath(nil, let components) = expr.kind, components.count == 1,
            case .property(let key) = components[0]
        else { return }
        let known = CheckerBuiltins.environmentKeys.union(world.environmentKeys)
        guard !known.contains(key.name) else {
            reportNotSimulatedEnvironmentKey(key)
            return
        }
        let message = withSuggestion(
            "unknown environment key '\(key.name)'", for: key.name, among: Array(known))
        let notes =
            message.contains("did you mean")
            ? [] : [DiagnosticNote("declare it with 'extension EnvironmentValues { @Entry var \(key.name) = … }'")]
        error(message, at: key.range, notes: notes, group: .names)
    }

    // MARK: - Types

    func checkType(_ type: TypeSyntax) {
        nested {
            switch type.kind {
            case .named(let name, let arguments):
                let first = String(name.split(separator: ".", maxSplits: 1).first ?? Substring(name))
                if !first.isEmpty && !isKnownType(first) {
                    error(
                        withSuggestion(
                            "cannot find type '\(first)' in scope", for: first, among: visibleNames(uppercase: true)),
                        at: nameRange(first, in: type.range), group: .names)
                }
                for argument in arguments { checkType(argument) }
            case .array(let element), .optional(let element), .opaque(let element):
                checkType(element)
            case .dictionary(let key, let value):
                checkType(key)
                checkType(value)
            case .function(let parameters, let result, let effects):
                for parameter in parameters { checkType(parameter) }
                checkEffects(effects)
                checkType(result)
            case .tuple(let elements), .composition(let elements):
                for element in elements { checkType(element) }
            case .selfType:
                break
            case .error:
                sawParseError = true
            }
        }
    }

    func isKnownType(_ name: String) -> Bool {
        typeParameters.contains { $0.names.contains(name) } || world.declaredType(named: name) != nil
            || world.typeAliases[name] != nil
            || CheckerBuiltins.types.contains(name)
            || CheckerBuiltins.primitiveViews.contains(name)
    }
}
