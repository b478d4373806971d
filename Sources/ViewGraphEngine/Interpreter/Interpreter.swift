// A tree-walking interpreter for the Swift subset of DESIGN.md §2.1, with Swift's
// evaluation rules: value types copy on assignment, classes share, `inout` is
// copy-in copy-out, optional chaining short-circuits. This file: statements,
// patterns, assignment, and the accessors class and view properties write through
// (R3.3 @Published, R4.6 @Observable set/_modify, R5.1 @State, R6.1 bindings).
// Faithfulness: exact for the supported subset; anything else is a runtime
// diagnostic at the expression.
import Observation
import ViewGraphDiagnostics
import ViewGraphSyntax

/// Where code runs: its local names, what `self` is, and which view identity
/// (if any) owns the code (a body, or a closure made in a body).
package struct EvalContext {
    package var scope: Scope
    package var selfContext: SelfContext?
    package var node: ViewNode?
    /// In step code and expectations: resolves a REF such as `FruitRow[2]` to a live view.
    package var viewResolver: ((ViewRef) throws -> ViewNode)?

    package init(
        scope: Scope, selfContext: SelfContext? = nil, node: ViewNode? = nil,
        viewResolver: ((ViewRef) throws -> ViewNode)? = nil
    ) {
        self.scope = scope
        self.selfContext = selfContext
        self.node = node
        self.viewResolver = viewResolver
    }

    func with(scope: Scope) -> EvalContext {
        var copy = self
        copy.scope = scope
        return copy
    }
}

/// The result of running a statement.
enum ControlFlow {
    case normal
    case returned(Value)
    /// `break`, `break label`: ends the innermost loop or `switch` (or the one labelled).
    case breakLoop(label: String?)
    /// `continue`, `continue label`
    case continueLoop(label: String?)
    /// `fallthrough`: the next case of the `switch` runs without matching.
    case fallthroughCase

    /// Whether this `break` ends the statement labelled `label` (or any, unlabelled).
    func breaks(_ label: String?) -> Bool {
        if case .breakLoop(let target) = self { return target == nil || target == label }
        return false
    }

    /// Whether this `continue` continues the loop labelled `label` (or any, unlabelled).
    func continues(_ label: String?) -> Bool {
        if case .continueLoop(let target) = self { return target == nil || target == label }
        return false
    }
}

/// Runs scenario code: the Swift subset a scenario's models, views and steps are
/// written in, evaluated the way Swift evaluates it, and telling its host (the view
/// graph) about every read and write that SwiftUI's machinery would see.
///
/// ## What it models
///
/// Values are `Value`s: structs, enums and collections copy on assignment, class
/// instances (`ObjectInstance`) are shared. A write goes through the storage it
/// names (a `Place`, resolved once): a local in place, a struct field through its
/// parent, a class property through the accessors the `@Observable` macro or
/// `@Published` generate, so the host sees `set` (deduplicated by the declared type's
/// `==`) apart from in-place `_modify` (always notifies, R4.6). Calls resolve their
/// declaration by name and argument labels (`resolveOverload`), bind arguments by
/// Swift's matching rules, and run `inout` arguments copy-in copy-out.
///
/// ```swift
/// let interpreter = Interpreter(program: Program(declarations: file.declarations), host: simulation)
/// let context = EvalContext(scope: Scope(parent: interpreter.globalScope))
/// _ = try interpreter.execute(step.body, context)   // `library.toggleStar(episode)`
/// ```
///
/// ## Invariants
///
/// - Every expression is evaluated at most once per evaluation of its parent: an
///   assignment's target indices, a mutating call's base and an `inout` argument's
///   storage are resolved once, then read and written through the resolved place.
/// - Observation reads happen exactly where Swift's getters would run them; an
///   evaluation with `tracking: false` (a value looked at before a write) reads none.
/// - Errors in scenario code are `RuntimeError`s at the expression; none is dropped.
///   The one comparison that cannot throw (`valuesEqual`, for the graph) keeps a
///   failing `==`'s error and throws it from the next statement.
/// - Limits (`Limits`) end runaway code with a diagnostic, never a hang or a crash.
///
/// ## Cost
///
/// One `evaluate` per syntax node visited; identifier lookup walks the scope chain;
/// member access is an index into a type's stored-property table. Call sites that
/// name a builtin are cached by source offset; overload resolution only scans when a
/// name has several declarations.
///
/// ## What it leaves out
///
/// Generics, protocols as types, `async`/`await` (tasks are simulated by the host),
/// typed overload ranking (overloads that differ only in parameter types), key paths
/// with subscripts, and exclusivity checking beyond one call's `inout` arguments.
package final class Interpreter {
    package let program: Program
    package unowned let host: InterpreterHost
    package let limits: Limits
    /// Scope of global names (empty of locals; types and functions are looked up in `program`).
    package let globalScope = Scope(parent: nil)
    /// The global `let`s and `var`s used so far, each given its value on first use.
    var globalVariables: [String: Variable] = [:]
    /// Globals whose initial value is being evaluated (a global that needs itself is an error).
    var initializingGlobals: Set<String> = []
    /// Lazy properties whose initial value is being evaluated.
    var initializingLazy: Set<LazyKey> = []

    struct LazyKey: Hashable {
        let object: ObjectIdentifier
        let index: Int
    }
    /// Scenario settings that change rules (R4.6: before Swift 6.1 every set notified).
    package var alwaysNotifyObservers = false
    /// For each object whose initializer runs, the fields with observers it has written so
    /// far: a property without an initial value is initialized by its first write, and a later
    /// one goes through the setter (kept here, not on the object: asked only in initializers).
    var fieldsWrittenInInit: [ObjectIdentifier: Set<Int>] = [:]
    /// The timing of each animation made by a method (`.easeIn.delay(0.2)`), by the name
    /// that shows it (the name is the whole call chain, so it determines the timing).
    var animationTimings: [String: AnimationTiming] = [:]
    /// Whether the app declares a `~=` at all (most do not), gathered on first use.
    lazy var declaresPatternOperator: Bool =
        program.functions["~="] != nil || program.types.values.contains { $0.nominal?.staticMethods["~="] != nil }
    /// The names of the stored properties, computed properties and methods the scenario's
    /// types declare, gathered on first use (the program is loaded by then): a name none
    /// declares is a builtin's wherever it is written (`isEvidentlyOptional`).
    lazy var scenarioMemberNames: Set<String> = {
        var names: Set<String> = []
        for type in program.types.values {
            guard let nominal = type.nominal else { continue }
            names.formUnion(nominal.stored.map(\.name))
            names.formUnion(nominal.computed.keys)
            names.formUnion(nominal.methods.keys)
        }
        return names
    }()
    /// The `@Namespace` IDs made so far (each view value made gets the next; its identity's
    /// state cell keeps the first).
    var namespaceCount = 0
    /// What work costs (defaults, overridden by the scenario's `costs { }`).
    package var costs = CostTable()
    /// The call chain of the code running now, for read sites (`body › isFavorite(_:)`).
    package var callChain: [String] = []
    /// The classes whose code runs, innermost last: `super` in a method, getter or
    /// initializer starts from the superclass of the class that declares it.
    var declaringClasses: [NominalType] = []
    /// For each class initializer running: whether it has called `super.init` (else Swift
    /// calls the superclass's argument-free one when it ends).
    var superInitCalls: [Bool] = []
    /// The `@Binding` property of the running view whose value is being read: the
    /// state it reaches is read through that property (R6.1, R11.4 `_isOn`).
    var bindingReadProperty: String?
    /// Above zero while code runs that is not a read of the running body (a
    /// `Binding(get:set:)`'s getter when the binding is built, R4.5).
    var untrackedDepth = 0

    /// Runs `body` as code that is not a read of the running body: what it reads makes no
    /// dependency (a control reading its own binding, R6.1; the engine's own walks).
    func untracked<Result>(_ body: () throws -> Result) rethrows -> Result {
        untrackedDepth += 1
        defer { untrackedDepth -= 1 }
        return try body()
    }
    /// Above zero while a `static let` or a global's initial value is evaluated: Swift runs
    /// it once, on first use, so its work is not the body's to repeat (R9.2).
    package var onceInitializerDepth = 0
    var callDepth = 0
    /// Computed getters run so far, and the name of the last to return: a write learns
    /// whether its base is the value a getter gave (see `modifyMember(ofBase:)`).
    var getterRuns = 0
    var lastGetterName: String?
    private var nextClosureID = 0
    private var nextObjectSerial = 0
    /// Instances made so far per class name: each type numbers its own (`TrailStore#1`,
    /// `Settings#1`).
    private var objectCounts: [String: Int] = [:]
    /// Every object this interpreter made, for `releaseCycles()`.
    private var createdObjects: [Link<ObjectInstance>] = []
    private var nextFormatterID = 0
    private var nextBindingID = 0
    /// A declared `==` that failed where the view graph compared values (see
    /// `valuesEqual`): thrown by the next statement that runs.
    var deferredError: Error?
    /// Struct values (their `self` variables) whose initializer is running: their writes
    /// run no property observers, as in Swift.
    var initializingValues: Set<ObjectIdentifier> = []
    /// Properties whose observers are running: a write to one inside its own observer
    /// stores without observing again.
    var runningObservers: Set<ObservedStorage> = []
    /// Whether each closure literal (by source position) captures anything (R2.4).
    var captureCache: [Int: Bool] = [:]
    /// The highest `$n` each closure literal (by source position) uses.
    var closureArgumentCache: [Int: Int] = [:]
    /// The declared result types of the functions, getters and closures running, innermost
    /// last: a `return`'s value is typed by it (`return .paused` in a function returning
    /// `Phase`). Kept here, not in `EvalContext`, so that only calls pay for it.
    var returnTypes: [TypeSyntax?] = []
    /// The thrown types of the running functions declared with typed throws
    /// (`throws(VendError)`), innermost last: `throw .soldOut(code)` is typed by it.
    var thrownTypes: [TypeSyntax] = []
    /// Bodies that are one `if`/`switch` expression, with their branches' values returned
    /// (by the statement's source position; `valueBody(_:)`).
    var branchValueBodies: [Int: [Stmt]] = [:]
    /// Whether each closure literal (by source position) holds an `await`.
    var suspensionCache: [Int: Bool] = [:]
    /// Call sites (by source offset, with the name called) known to call a built-in view
    /// or a builtin function: see `evaluateCall`. Keyed by offset, not node id: code typed
    /// in the REPL is parsed separately, with ids that restart but offsets that do not.
    /// The read chains made so far, by the property read (see `readChain`).
    private var readChains: [String: [[String]]] = [:]
    /// Each function's name as a read site shows it, by the declaration's source offset.
    var callNames: [Int: (function: String, parameters: Int, name: String)] = [:]
    /// A primitive view's site keeps its implementation, so a body's `Text(…)` looks nothing up.
    var builtinCallSites: [Int: (name: String, view: PrimitiveViewBuilder?)] = [:]

    package init(program: Program, host: InterpreterHost, limits: Limits = Limits()) {
        self.program = program
        self.host = host
        self.limits = limits
    }

    func makeClosureID() -> Int {
        nextClosureID += 1
        return nextClosureID
    }

    func makeBindingID() -> Int {
        nextBindingID += 1
        return nextBindingID
    }

    // MARK: - Statements

    /// Runs statements in a new scope.
    func execute(_ statements: [Stmt], _ context: EvalContext) throws -> ControlFlow {
        // A block that declares nothing needs no scope of its own (saves an allocation).
        let inner = statements.declaresNames ? context.with(scope: Scope(parent: context.scope)) : context
        if statements.declaresNames, statements.declaresAsyncLet {
            let flow: ControlFlow
            do {
                flow = try executeInScope(statements, inner)
            } catch let error as ThrownError {
                try awaitAsyncLets(statements, inner.scope)
                throw error
            }
            try awaitAsyncLets(statements, inner.scope)
            return flow
        }
        return try executeInScope(statements, inner)
    }

    /// The statements of a block, in the block's own scope (`inner`).
    private func executeInScope(_ statements: [Stmt], _ inner: EvalContext) throws -> ControlFlow {
        for (position, statement) in statements.enumerated() {
            if case .deferStatement = statement.kind {
                return try executeDeferring(statements[position...], inner)
            }
            let flow = try execute(statement, inner)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// The rest of a block from its first `defer` on: each `defer` body runs when the block
    /// is left (normally, by `return`/`break`, or by an error), the last one first. When
    /// the block is left by an error, that error is reported, not one of a `defer` body.
    private func executeDeferring(_ statements: ArraySlice<Stmt>, _ context: EvalContext) throws -> ControlFlow {
        var deferred: [[Stmt]] = []
        func runDeferred() throws {
            for body in deferred.reversed() { _ = try execute(body, context) }
        }
        var flow = ControlFlow.normal
        do {
            for statement in statements {
                if case .deferStatement(let body) = statement.kind {
                    deferred.append(body)
                    continue
                }
                flow = try execute(statement, context)
                if case .normal = flow { continue }
                break
            }
        } catch {
            do { try runDeferred() } catch {}
            throw error
        }
        try runDeferred()
        return flow
    }

    func execute(_ statement: Stmt, _ context: EvalContext, label: String? = nil) throws -> ControlFlow {
        if let error = deferredError {
            deferredError = nil
            throw error
        }
        try host.tick(site: statement.range)
        switch statement.kind {
        case .expression(let expr):
            _ = try evaluate(expr, context)
            return .normal
        case .variable(let declaration):
            try declareLocal(declaration, context)
            return .normal
        case .function(let function):
            // A local function: declared in the current scope before anything calls it, and
            // run in a scope inside this one, so it sees the locals before it, `self`, and
            // itself (recursion).
            let closure = Closure(
                body: .function(function, owner: nil, selfContext: context.selfContext), captures: true, site: nil,
                id: makeClosureID())
            closure.enclosingScope = context.scope
            context.scope.declare(function.name.name, .closure(closure), isLet: true)
            return .normal
        case .assignment(let target, let op, let value):
            try assign(target: target, op: op, value: value, context)
            return .normal
        case .ifStatement(let ifStatement):
            return try executeIf(ifStatement, context)
        case .guardStatement(let conditions, let elseBody):
            if try bindConditions(conditions, into: context.scope, context) { return .normal }
            let flow = try execute(elseBody, context)
            if case .normal = flow {
                throw RuntimeError("'guard' body must not fall through", at: statement.range)
            }
            return flow
        case .switchStatement(let subject, let cases):
            let value = try evaluate(subject, context)
            for (position, switchCase) in cases.enumerated() {
                let scope = Scope(parent: context.scope)
                if try matches(switchCase, value, scope: scope, context) {
                    var flow = try execute(switchCase.body, context.with(scope: scope))
                    // `fallthrough` runs the next case's body without matching its patterns.
                    var next = position + 1
                    while case .fallthroughCase = flow, next < cases.count {
                        flow = try execute(cases[next].body, context.with(scope: Scope(parent: context.scope)))
                        next += 1
                    }
                    // `break` in a case ends the `switch`.
                    if flow.breaks(label) { return .normal }
                    if case .fallthroughCase = flow { return .normal }
                    return flow
                }
            }
            throw RuntimeError("no case of the 'switch' matched \(describe(value))", at: subject.range)
        case .forIn(let pattern, let sequence, let whereClause, let body):
            if let asyncSequence = Self.awaitedSequence(sequence) {
                return try executeForAwait(
                    pattern, asyncSequence, whereClause: whereClause, body: body, at: statement.range, context,
                    label: label)
            }
            let items = try iterate(try evaluate(sequence, context), at: sequence.range)
            var iterations = 0
            for item in items {
                iterations += 1
                // Each iteration counts for the step, so nested loops that each stay under
                // the limit still end (an empty body runs no statement to count).
                try host.tick(site: statement.range)
                if iterations > limits.loopIterations {
                    // The sequence is counted here: a loop over 200,000 numbers is not endless,
                    // only longer than a scenario's loop may be.
                    throw RuntimeError(
                        "loop over \(items.count) elements ran more than the \(limits.loopIterations) iterations a loop may run in a scenario",
                        at: statement.range, group: .limits)
                }
                guard
                    let flow = try runIteration(
                        item, pattern: pattern, whereClause: whereClause, body: body, label: label, context)
                else { continue }
                if flow.breaks(label) { return .normal }
                return flow
            }
            return .normal
        case .whileLoop(let conditions, let body):
            var iterations = 0
            while true {
                let scope = Scope(parent: context.scope)
                guard try bindConditions(conditions, into: scope, context) else { break }
                iterations += 1
                // Each iteration counts for the step, so nested loops that each stay under
                // the limit still end (an empty body runs no statement to count).
                try host.tick(site: statement.range)
                if iterations > limits.loopIterations {
                    throw RuntimeError(
                        "'while' loop ran more than \(limits.loopIterations) iterations; it looks like an endless loop",
                        at: statement.range, notes: [DiagnosticNote("make sure the loop's condition becomes false")],
                        group: .limits)
                }
                let flow = try execute(body, context.with(scope: scope))
                if case .normal = flow { continue }
                if flow.continues(label) { continue }
                if flow.breaks(label) { return .normal }
                return flow
            }
            return .normal
        case .returnStatement(let expr):
            guard let expr else { return .returned(.void) }
            let hint = expr.usesTypeHint ? hintType(returnTypes.last ?? nil) : nil
            return .returned(try evaluate(expr, context, hint: hint))
        case .breakStatement(let target):
            return .breakLoop(label: target?.name)
        case .continueStatement(let target):
            return .continueLoop(label: target?.name)
        case .labeled(let name, let inner):
            let flow = try execute(inner, context, label: name.name)
            // A labelled `if` or `do` ends with `break label`; a loop or `switch` already did.
            if case .breakLoop(let target) = flow, target == name.name { return .normal }
            return flow
        case .fallthroughStatement:
            return .fallthroughCase
        case .throwStatement(let value):
            throw try thrownError(value, at: statement.range, context)
        case .doCatch(let body, let catches):
            return try executeDoCatch(body, catches, context)
        case .deferStatement(let body):
            // Outside a block (a `defer` as a whole body): it runs as the body ends.
            return try execute(body, context)
        case .repeatWhile(let body, let condition):
            var iterations = 0
            repeat {
                iterations += 1
                // Each iteration counts for the step, so nested loops that each stay under
                // the limit still end (an empty body runs no statement to count).
                try host.tick(site: statement.range)
                if iterations > limits.loopIterations {
                    throw RuntimeError(
                        "'repeat' loop ran more than \(limits.loopIterations) iterations; it looks like an endless loop",
                        at: statement.range, notes: [DiagnosticNote("make sure the loop's condition becomes false")],
                        group: .limits)
                }
                let flow = try execute(body, context)
                if case .normal = flow {
                } else if flow.continues(label) {
                } else if flow.breaks(label) {
                    return .normal
                } else {
                    return flow
                }
            } while try truth(try evaluate(condition, context), at: condition.range)
            return .normal
        case .error:
            throw RuntimeError("cannot run a statement that did not parse", at: statement.range)
        }
    }

    private func executeIf(_ ifStatement: IfStatement, _ context: EvalContext) throws -> ControlFlow {
        let scope = Scope(parent: context.scope)
        if try bindConditions(ifStatement.conditions, into: scope, context) {
            return try execute(ifStatement.thenBody, context.with(scope: scope))
        }
        switch ifStatement.elseBranch {
        case .none: return .normal
        case .elseBlock(let body, _): return try execute(body, context)
        case .elseIf(let next): return try executeIf(next, context)
        }
    }

    func declareLocal(_ declaration: VariableDecl, _ context: EvalContext) throws {
        if declaration.isAsync, let initializer = declaration.initializer {
            try declareAsyncLet(declaration, initializer, context)
            return
        }
        guard let initializer = declaration.initializer else {
            if case .identifier(let id) = declaration.pattern.kind {
                context.scope.declare(id.name, .null, isLet: declaration.isLet)
                if declaration.isLet { context.scope.lookup(id.name)?.awaitsInitialValue = true }
                keepTypedStorage(of: declaration, context)
                return
            }
            throw RuntimeError("a local variable needs an initial value", at: declaration.range)
        }
        var value = try evaluate(
            initializer, context, hint: initializer.usesTypeHint ? hintType(declaration.type) : nil)
        value = try coerce(value, to: declaration.type)
        guard try bind(declaration.pattern, to: value, in: context.scope, context, isLet: declaration.isLet) else {
            throw RuntimeError("the value does not match the pattern", at: declaration.pattern.range)
        }
        keepTypedStorage(of: declaration, context)
        if declaration.type == nil, Self.hasOwnMap(value), case .identifier(let id) = declaration.pattern.kind,
            let inferred = declaredType(of: initializer, context), case .optional = inferred.kind
        {
            // `let note = readings[i].note`: Swift infers `String?`, so `note.map { … }` is
            // Optional's map, not the String's.
            context.scope.lookup(id.name)?.typedStorage = TypedStorage.of(inferred)
        }
        if declaration.attributes.contains(where: { $0.name.name == "Bindable" }),
            case .identifier(let id) = declaration.pattern.kind
        {
            // `@Bindable var prefs = prefs` in a body: `$prefs.on` binds to the object's
            // property, as a stored `@Bindable` property's projection does (R6.1).
            guard case .object = value else {
                throw RuntimeError(
                    "'@Bindable' needs an @Observable object; '\(id.name)' holds \(describe(value))",
                    at: initializer.range)
            }
            context.scope.declare("$" + id.name, .binding(BindingValue(location: .constant(value), snapshot: value)))
        }
    }

    /// A write into storage with a declared type, converted as Swift's type checker would
    /// have typed it (see `TypedStorage`).
    func converted(_ value: Value, for storage: TypedStorage) throws -> Value {
        storage.converts(in: program) ? try coerce(value, to: storage.type) : value
    }

    /// `var ratings: [Double] = []`: the declared type stays with the variable, so later
    /// writes type their integer literals and implicit members (see `TypedStorage`), and
    /// `limit ?? 0` types its literal (`let limit: Double? = nil`).
    private func keepTypedStorage(of declaration: VariableDecl, _ context: EvalContext) {
        guard case .identifier(let id) = declaration.pattern.kind,
            let container = TypedStorage.of(declaration.type ?? InferredType.of(declaration.initializer))
        else { return }
        context.scope.lookup(id.name)?.typedStorage = container
    }

    /// `async let name = expression`: the expression runs as a child task of the running
    /// task (a job due now); `name` is bound to that task, and reading it awaits its value.
    private func declareAsyncLet(_ declaration: VariableDecl, _ initializer: Expr, _ context: EvalContext) throws {
        guard let name = declaration.name?.name else {
            throw RuntimeError(
                "'async let' with a pattern is not simulated yet", at: declaration.pattern.range, group: .unsupported)
        }
        // The child's body awaits its expression (Swift needs no `await` written there).
        let body = ClosureExpr(
            captureList: [], parameters: [],
            body: [
                Stmt(
                    .expression(Expr(.await(initializer), range: initializer.range, id: -1)),
                    range: initializer.range)
            ], range: SourceRange(start: declaration.range.start, end: initializer.range.end))
        let closure = Closure(
            body: .literal(body, scope: context.scope, selfContext: context.selfContext, node: context.node?.link),
            captures: true, site: nil, id: makeClosureID())
        let task = try host.startChildTask(closure, name: name, site: declaration.range)
        context.scope.declare(name, .foundation(.concurrency(.asyncLet(task))), isLet: true)
    }

    /// At the end of a scope that declared `async let`s: each child not awaited yet is
    /// cancelled and then awaited, in declaration order, as Swift does; their results and
    /// errors are dropped.
    func awaitAsyncLets(_ statements: [Stmt], _ scope: Scope) throws {
        for statement in statements {
            guard case .variable(let declaration) = statement.kind, declaration.isAsync,
                let name = declaration.name?.name,
                case .foundation(.concurrency(.asyncLet(let task)))? = scope.names[name]?.value,
                !task.hasEnded
            else { continue }
            host.cancel(task)
            do {
                _ = try host.value(of: task, site: declaration.range)
            } catch is ThrownError {
                // Dropped: nothing awaited it.
            }
        }
    }

    /// Evaluates `if`/`guard`/`while` conditions, binding names into `scope`.
    func bindConditions(_ conditions: [Condition], into scope: Scope, _ context: EvalContext) throws -> Bool {
        let inner = context.with(scope: scope)
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                if try truth(try evaluate(expr, inner), at: expr.range) == false { return false }
            case .optionalBinding(let isVar, let name, let valueExpr):
                let value: Value
                if let valueExpr {
                    value = try evaluate(valueExpr, inner)
                } else {
                    // `guard let self else { return }` (after `[weak self]`) reads `self`.
                    let kind: ExprKind = name.name == "self" ? .selfValue : .identifier(name.name)
                    value = try evaluate(Expr(kind, range: name.range, id: -1), inner)
                }
                if case .null = value { return false }
                scope.declare(name.name, value, isLet: !isVar)
            case .casePattern(let pattern, let valueExpr):
                let value = try evaluate(valueExpr, inner)
                if try bind(pattern, to: value, in: scope, inner) == false { return false }
            }
        }
        return true
    }

    func matches(_ switchCase: SwitchCase, _ value: Value, scope: Scope, _ context: EvalContext) throws -> Bool {
        if switchCase.isDefault { return true }
        for (index, pattern) in switchCase.patterns.enumerated() {
            let attempt = Scope(parent: scope)
            if try bind(pattern, to: value, in: attempt, context.with(scope: attempt)) {
                // A `where` guards only the pattern it follows.
                if index < switchCase.guards.count, let whereClause = switchCase.guards[index],
                    try truth(try evaluate(whereClause, context.with(scope: attempt)), at: whereClause.range) == false
                {
                    continue
                }
                for (name, variable) in attempt.names { scope.names[name] = variable }
                return true
            }
        }
        return false
    }

    /// Matches a pattern against a value, declaring bound names. Returns false on no match.
    func bind(_ pattern: Pattern, to value: Value, in scope: Scope, _ context: EvalContext, isLet: Bool = true) throws
        -> Bool
    {
        switch pattern.kind {
        case .wildcard:
            return true
        case .identifier(let id):
            scope.declare(id.name, value, isLet: isLet)
            return true
        case .binding(let isVar, let inner):
            return try bind(inner, to: value, in: scope, context, isLet: !isVar)
        case .tuple(let patterns):
            guard case .tuple(let items, _) = value, items.count == patterns.count else { return false }
            for (p, item) in zip(patterns, items) where try bind(p, to: item, in: scope, context, isLet: isLet) == false
            {
                return false
            }
            return true
        case .enumCase(_, let name, let arguments):
            let caseValue: EnumCaseValue
            switch value {
            case .enumCase(let c):
                // `.loaded(let n)?`, `.some(.loaded(let n))`: Optional's `.some` around an
                // enum value (unless the enum declares a case of that name).
                if name.name == "some", let arguments, arguments.count == 1, c.type?.cases["some"] == nil {
                    return try bind(arguments[0], to: value, in: scope, context, isLet: isLet)
                }
                caseValue = c
            case .symbol(_, let symbolName):
                return symbolName == name.name && (arguments?.isEmpty ?? true)
            case .null:
                return name.name == "none"
            default:
                if name.name == "some", let arguments, arguments.count == 1 {
                    return try bind(arguments[0], to: value, in: scope, context, isLet: isLet)
                }
                return false
            }
            guard caseValue.name == name.name else { return false }
            guard let arguments else { return true }
            guard arguments.count == caseValue.payload.count else { return false }
            for (p, item) in zip(arguments, caseValue.payload)
            where try bind(p, to: item, in: scope, context, isLet: isLet) == false {
                return false
            }
            return true
        case .expression(let expr):
            if let matched = bindTypePattern(expr, to: value, in: scope, isLet: isLet) { return matched }
            if case .string(let text) = value, case .binaryOperator(let op, let lhs, let rhs) = expr.kind,
                op == "..." || op == "..<", case .stringLiteral = lhs.kind, case .stringLiteral = rhs.kind,
                case .string(let lower) = try evaluate(lhs, context),
                case .string(let upper) = try evaluate(rhs, context)
            {
                // `case "0"..."9":` on a Character: `~=` of a range of Characters (or Strings),
                // in Swift's order of text.
                return lower <= text && (op == "..." ? text <= upper : text < upper)
            }
            let candidate = try evaluate(expr, context, hint: typeHint(of: value))
            if let matched = try declaredPatternMatch(candidate, value, at: expr.range) { return matched }
            switch expr.kind {
            case .binaryOperator(let op, _, _) where op == "..." || op == "..<",
                .prefixOperator(let op, _) where op == "..." || op == "..<",
                .postfixOperator(let op, _) where op == "...":
                // `case 0..<20:`, `case ..<0:`, `case 20...:`: Swift's `~=` for ranges.
                return try rangeContains(candidate, value, at: expr.range)
            default:
                break
            }
            if Self.isRange(candidate), Self.isRange(value) == false {
                // `case openingHours:`, a range kept in a constant: `~=` too.
                return try rangeContains(candidate, value, at: expr.range)
            }
            return try equals(candidate, value)
        }
    }

    /// An expression pattern matched by a `~=` the app declares for the pattern's type
    /// (`static func ~= (pattern: Even, value: Int) -> Bool`, or a global `func ~=`): Swift's
    /// `switch` calls `~=` for every expression pattern. Nil when the app declares none
    /// whose parameters take these values.
    func declaredPatternMatch(_ pattern: Value, _ value: Value, at range: SourceRange) throws -> Bool? {
        guard declaresPatternOperator else { return nil }
        var candidates: [(function: FunctionDecl, owner: NominalType?)] = []
        let patternType = nominalType(of: pattern)
        let valueType = nominalType(of: value)
        for type in [patternType, valueType === patternType ? nil : valueType] {
            guard let type, let functions = type.staticMethods["~="] else { continue }
            candidates += functions.map { ($0, type) }
        }
        candidates += (program.functions["~="] ?? []).map { ($0, nil) }
        for (function, owner) in candidates where function.parameters.count == 2 {
            let parameters = function.parameters
            guard valueIs(pattern, parameters[0].type), valueIs(value, parameters[1].type) else { continue }
            let arguments = zip(parameters, [pattern, value]).map { EvaluatedArgument(label: $0.label, value: $1) }
            let result = try invoke(
                function, selfContext: owner.map { .staticType(typeRef(of: $0)) }, owner: owner.map(typeRef(of:)),
                arguments: arguments, at: range, EvalContext(scope: globalScope))
            guard case .bool(let matched) = result else {
                throw RuntimeError("'~=' must return a Bool", at: function.range)
            }
            return matched
        }
        return nil
    }

    /// Whether a value is a range `~=` matches a bound against.
    static func isRange(_ value: Value) -> Bool {
        switch value {
        case .range, .partialRange, .doubleRange, .foundation(.comparableRange): true
        default: false
        }
    }

    // MARK: - Assignment

    /// `+=` → `+`: the binary operator of a compound assignment (the common ones
    /// without building a string).
    private static func binaryOperator(ofCompound op: String) -> String {
        switch op {
        case "+=": "+"
        case "-=": "-"
        case "*=": "*"
        case "/=": "/"
        default: String(op.dropLast())
        }
    }

    /// `target = value` and `target op= value`: the target's storage is resolved once
    /// (its indices evaluated once, before the value, as Swift does), then written.
    func assign(target: Expr, op: String, value valueExpr: Expr, _ context: EvalContext) throws {
        if op == "=", case .identifier("_") = target.kind {
            _ = try evaluate(valueExpr, context)
            return
        }
        if op == "=", case .tuple(let elements) = target.kind {
            try assignTuple(elements, at: target.range, value: valueExpr, context)
            return
        }
        if op != "=", case .member(let base, let name) = target.kind, !Self.isSelfMember(base, context) {
            // `rows[i].value += 1`, the commonest compound assignment, with its base resolved
            // as `resolvePlace` would and no place made for the member: the same reads and
            // writes, in the same order.
            guard let basePlace = try resolveBase(base, context) else { return }
            try assignCompound(
                op, to: .member(ofBase: basePlace, name: name.name, nameRange: name.range), target: target,
                value: valueExpr, context)
            return
        }
        // A nil optional chain (`a?.b = f()`) assigns nothing and evaluates nothing more.
        guard let place = try resolvePlace(target, context) else { return }
        if op == "=" {
            let current = try valueBeforeWrite(place, context)
            var hint = current.flatMap { typeHint(of: $0) }
            if hint == nil, case .selfValue = target.kind, case .enumValue(_, let type)? = context.selfContext {
                hint = .nominal(type)  // `self = score < 50 ? .low : .high` in an enum's init
            }
            if hint == nil, valueExpr.isImplicitMemberChain {
                // `last = .now` where `last: Date?` holds nil: the value says nothing, the
                // property's declared type does (Swift looks through the Optional).
                hint = try declaredHint(of: place, context)
            }
            let newValue = coerce(try evaluate(valueExpr, context, hint: hint), like: current)
            try modify(place, context, kind: .set) { $0 = newValue }
            return
        }
        try assignCompound(op, to: .place(place), target: target, value: valueExpr, context)
    }

    /// `self.name` inside a method: `resolvePlace` makes a `selfMember` place for it.
    static func isSelfMember(_ base: Expr, _ context: EvalContext) -> Bool {
        if case .selfValue = base.kind { return context.selfContext != nil }
        return false
    }

    /// Where a compound assignment writes: a resolved place, or a member of a resolved base
    /// (`rows[i].value`), which is modified without a place made for the member.
    private enum CompoundTarget {
        case place(Place)
        case member(ofBase: Place, name: String, nameRange: SourceRange)

        var place: Place {
            switch self {
            case .place(let place): place
            case .member(let base, let name, let nameRange): .member(base, name: name, nameRange: nameRange)
            }
        }
    }

    /// `target op= value`: the right side evaluated, then the target modified in place
    /// (R4.6: `_modify`, which always notifies).
    private func assignCompound(
        _ op: String, to destination: CompoundTarget, target: Expr, value valueExpr: Expr, _ context: EvalContext
    ) throws {
        let binaryOp = Self.binaryOperator(ofCompound: op)
        // `total += 7 / 2` on a Double: the literals are Doubles (4.5 more, not 3).
        // `elapsed += .milliseconds(100)`: the implicit member is the target's type's.
        let hint =
            (valueExpr.isLiteralArithmetic && !valueExpr.isNumericLiteral) || valueExpr.isImplicitMemberChain
            ? try valueBeforeWrite(destination.place, context).flatMap { typeHint(of: $0) } : nil
        let rhs = try evaluate(valueExpr, context, hint: hint)
        let range = target.range.union(valueExpr.range)
        let rhsIsLiteral = valueExpr.isNumericLiteral
        let apply = { (current: inout Value) throws in
            if current.isDeclaredTypeInstance, let declared = try self.declaredCompoundOperator(op, current, rhs) {
                current = declared  // the type's own `static func +=`
                return
            }
            current = try self.applyBinary(binaryOp, current, rhs, range: range, rhsIsLiteral: rhsIsLiteral)
        }
        switch destination {
        case .place(let place):
            try modify(place, context, kind: .modify, apply)
        case .member(let base, let name, let nameRange):
            try modifyMember(ofBase: base, name: name, nameRange: nameRange, context, kind: .modify, apply)
        }
    }

    /// `(a, b) = (b, a)`, `(low, _) = bounds`: Swift's destructuring assignment. The places
    /// on the left are resolved first, left to right, then the right side is evaluated
    /// whole, then each element is stored in its place in order; `_` discards its element.
    private func assignTuple(
        _ elements: [Argument], at range: SourceRange, value valueExpr: Expr, _ context: EvalContext
    )
        throws
    {
        /// A target of the left side: a place, a nested tuple's targets, or `_`.
        indirect enum Target {
            case place(Place?)
            case tuple([Target], range: SourceRange)
            case discard
        }
        func targets(of elements: [Argument]) throws -> [Target] {
            try elements.map { element in
                switch element.value.kind {
                case .identifier("_"): return .discard
                case .tuple(let inner): return .tuple(try targets(of: inner), range: element.value.range)
                default: return .place(try resolvePlace(element.value, context))
                }
            }
        }
        func store(_ targets: [Target], _ value: Value, at range: SourceRange) throws {
            guard case .tuple(let items, _) = value, items.count == targets.count else {
                let given =
                    if case .tuple(let items, _) = value { "a tuple of \(items.count) elements" } else {
                        "a value of type '\(typeName(of: value))'"
                    }
                throw RuntimeError("cannot assign \(given) to a tuple of \(targets.count) elements", at: range)
            }
            for (target, item) in zip(targets, items) {
                switch target {
                case .discard, .place(nil): continue
                case .tuple(let inner, let innerRange): try store(inner, item, at: innerRange)
                case .place(let place?):
                    let current = try valueBeforeWrite(place, context)
                    try modify(place, context, kind: .set) { $0 = self.coerce(item, like: current) }
                }
            }
        }
        let resolved = try targets(of: elements)
        try store(resolved, try evaluate(valueExpr, context), at: valueExpr.range)
    }

    /// The declared type of the property a place writes, as a hint: a property of `self`
    /// or of the value a member place is on, or a local declared with a type that keeps it
    /// (`TypedStorage`); nil for subscripts.
    private func declaredHint(of place: Place, _ context: EvalContext) throws -> TypeHint? {
        let owner: NominalType?
        let name: String
        switch place {
        case .name(let property, _), .selfMember(let property, _, _):
            name = property
            switch context.selfContext {
            case .value(_, let type), .enumValue(_, let type): owner = type
            case .object(let object): owner = object.type
            default: owner = nil
            }
        case .member(let base, let property, _):
            name = property
            owner = try valueBeforeWrite(base, context).flatMap { nominalType(of: $0) }
        case .local(let variable, _, _):
            return variable.typedStorage.flatMap { hintType($0.type) }
        default:
            return nil
        }
        guard let owner, let index = owner.storedIndex[name] else { return nil }
        return hintType(owner.stored[index].type)
    }

    func modifyMember(
        of selfContext: SelfContext, name: String, nameRange: SourceRange, _ context: EvalContext, kind: MutationKind,
        _ body: (inout Value) throws -> Void
    ) throws {
        switch selfContext {
        case .object(let object):
            try modifyProperty(of: object, name: name, range: nameRange, context, kind: kind, body)
        case .value(let variable, let type), .enumValue(let variable, let type):
            if name.hasPrefix("_"), type.storedIndex[name] == nil,
                let index = type.storedIndex[String(name.dropFirst())],
                type.storedWrappers[index] != nil
            {
                // `_store = State(initialValue: …)`: the wrapper's own storage in the struct.
                try modifyField(of: &variable.value, name: String(name.dropFirst()), range: nameRange, context) {
                    field in
                    var value = field
                    try body(&value)
                    field = value
                }
                return
            }
            if type.isView, let index = type.storedIndex[name], let wrapper = type.storedWrappers[index] {
                if case .state = wrapper, context.node?.value.type !== type {
                    try assignStateInInit(of: variable, type, index, range: nameRange, context, body)
                    return
                }
                try modifyWrapped(
                    variable.value, wrapper: wrapper, name: name, range: nameRange, context, kind: kind, body)
                return
            }
            if let computed = type.computed[name] {
                try modifyComputed(computed, selfContext: selfContext, kind: kind, context, range: nameRange, body)
                return
            }
            try modifyField(
                of: &variable.value, name: name, range: nameRange, context, owner: ObjectIdentifier(variable),
                kind: kind, body)
        case .staticType(let typeRef):
            guard let nominal = typeRef.nominal else {
                throw RuntimeError("cannot assign to '\(name)'", at: nameRange)
            }
            var value = try staticProperty(nominal, name, at: nameRange)
            try body(&value)
            nominal.staticStorage[name] = value
        }
    }

    /// `self.count = start` in a view's `init`, before SwiftUI installs its storage (R5.1).
    /// Swift's definite initialization makes the first assignment to a `@State` declared
    /// with no initial value `_count = State(wrappedValue: start)`, which sets the initial
    /// value. Any other assignment is the setter of a state not installed yet: SwiftUI
    /// ignores it and logs a warning, and the view starts from its initial value.
    private func assignStateInInit(
        of variable: Variable, _ type: StructType, _ index: Int, range: SourceRange, _ context: EvalContext,
        _ body: (inout Value) throws -> Void
    ) throws {
        let property = type.stored[index]
        let isOptional = if case .optional? = property.type?.kind { true } else { false }
        if property.initializer == nil, isOptional == false, case .structValue(let instance) = variable.value,
            case .wrapper(.state(initial: .null)) = instance.fields[index]
        {
            var value = Value.null
            try body(&value)
            try modifyField(of: &variable.value, name: property.name, range: range, context) { field in
                field = .wrapper(.state(initial: value))
            }
            return
        }
        host.warn(
            "'\(property.name)' is @State written in 'init', before SwiftUI installs the view's storage: the write is ignored and the view starts from its initial value; write '_\(property.name) = State(initialValue: …)' to set it",
            at: range, rule: "R5.1")
    }

    /// Writes to a view property declared with a wrapper: `@State` storage,
    /// a `@Binding`'s location, or an object held by `@StateObject`.
    private func modifyWrapped(
        _ viewValue: Value, wrapper: WrapperKind, name: String, range: SourceRange, _ context: EvalContext,
        kind: MutationKind, _ body: (inout Value) throws -> Void
    ) throws {
        switch wrapper {
        case .state:
            guard let node = context.node, let box = node.states[name] else {
                throw RuntimeError(
                    "'\(name)' is @State of a view that is not in the graph; state exists only for a live view",
                    at: range)
            }
            var value = box.value
            try body(&value)
            if let container = box.typedStorage { value = try converted(value, for: container) }
            try observingWrapped(
                viewValue, name: name, owner: ObjectIdentifier(box), values: (box.value, value), at: range, context
            ) {
                try host.stateWrite(box, oldValue: box.value, newValue: value, site: range)
            }
        case .binding:
            guard case .structValue(let instance) = viewValue, let field = instance.field(name),
                case .wrapper(.binding(let binding)) = field
            else { throw RuntimeError("'\(name)' has no binding", at: range) }
            guard let node = context.node,
                instance.type.storedIndex[name].map({ instance.type.stored[$0].observers.isEmpty }) == false
            else {
                try modifyBinding(binding.location, at: range, context, body)
                return
            }
            let oldValue = try readBinding(binding.location, at: range)
            var value = oldValue
            try body(&value)
            try observingWrapped(
                viewValue, name: name, owner: ObjectIdentifier(node), values: (oldValue, value), at: range, context
            ) {
                try modifyBinding(binding.location, at: range, context) { $0 = value }
            }
        default:
            throw RuntimeError("cannot assign to '\(name)': it is a \(wrapper.attributeName) property", at: range)
        }
    }

    /// A write to a view's wrapped property through its own setter (`volume += 1` in the
    /// view's code) runs the property's `willSet` and `didSet` around the store (SE-0259); a
    /// write through its projected binding (`$volume` in a Stepper) does not, as it never
    /// calls that setter. Inside its own observers a write stores without observing again.
    private func observingWrapped(
        _ viewValue: Value, name: String, owner: ObjectIdentifier, values: (old: Value, new: Value),
        at range: SourceRange, _ context: EvalContext, store: () throws -> Void
    ) throws {
        guard case .structValue(let instance) = viewValue, let index = instance.type.storedIndex[name],
            runsObservers(instance.type.stored[index], owner: owner, index: index)
        else {
            try store()
            return
        }
        let property = instance.type.stored[index]
        let storage = ObservedStorage(owner: owner, index: index)
        let selfContext = SelfContext.value(Variable(viewValue), instance.type)
        try runObservers(
            .willSet, of: property, value: values.new, selfContext: selfContext, storage: storage, at: range, context)
        try store()
        try runObservers(
            .didSet, of: property, value: values.old, selfContext: selfContext, storage: storage, at: range, context)
    }

    func modifyBinding(
        _ location: BindingLocation, at range: SourceRange, _ context: EvalContext, _ body: (inout Value) throws -> Void
    ) throws {
        switch location {
        case .state(let box):
            var value = box.value
            try body(&value)
            try host.stateWrite(box, oldValue: box.value, newValue: value, site: range)
        case .objectProperty(let object, let name):
            try modifyProperty(of: object, name: name, range: range, context, kind: .set, body)
        case .computed(let get, let set, _):
            var value = try call(get, arguments: [], at: range)
            try body(&value)
            _ = try call(set, arguments: [value], at: range)
        case .constant:
            break
        case .member(let parent, let name):
            try modifyBinding(parent, at: range, context) { parentValue in
                try self.modifyField(of: &parentValue, name: name, range: range, context, body)
            }
        case .element(let parent, let key):
            try modifyBinding(parent, at: range, context) { container in
                try self.modifySubscript(&container, keys: [key], labels: [nil], range: range, body)
            }
        case .defaultedElement(let parent, let key, let defaultValue):
            try modifyBinding(parent, at: range, context) { container in
                try self.modifySubscript(
                    &container, keys: [key, defaultValue], labels: [nil, "default"], range: range, body)
            }
        }
    }

    /// Modifies a field of a struct value in place.
    func modifyField(
        of value: inout Value, name: String, range: SourceRange, _ context: EvalContext,
        owner: ObjectIdentifier? = nil, kind: MutationKind = .modify, _ body: (inout Value) throws -> Void
    ) throws {
        switch value {
        case .structValue(var instance):
            if let index = instance.type.storedIndex[name] {
                let property = instance.type.stored[index]
                if !property.observers.isEmpty,
                    owner.map({ runsObservers(property, owner: $0, index: index) }) ?? true
                {
                    var newValue = instance.fields[index]
                    try body(&newValue)
                    if let container = property.typedStorage { newValue = try converted(newValue, for: container) }
                    try checkSize(newValue, at: range)
                    value = .structValue(try storeObserved(newValue, in: instance, index: index, at: range, context))
                    return
                }
                value = .void
                defer { value = .structValue(instance) }
                try body(&instance.fields[index])
                if let container = property.typedStorage {
                    instance.fields[index] = try converted(instance.fields[index], for: container)
                }
                try checkSize(instance.fields[index], at: range)
                return
            }
            if let computed = instance.type.computed[name] {
                let variable = Variable(.structValue(instance))
                let selfContext = SelfContext.value(variable, instance.type)
                try modifyComputed(computed, selfContext: selfContext, kind: kind, context, range: range, body)
                value = variable.value
                return
            }
            throw RuntimeError("value of type '\(instance.type.name)' has no member '\(name)'", at: range)
        case .object(let object):
            try modifyProperty(of: object, name: name, range: range, context, kind: kind, body)
        case .null:
            throw RuntimeError("value of optional type must be unwrapped to refer to member '\(name)'", at: range)
        case .tuple(var items, let labels):
            // `pair.a = 5`, `pair.0 += 1`: an element of a tuple held in storage.
            guard let index = labels.firstIndex(of: name) ?? Int(name).flatMap({ $0 < items.count ? $0 : nil })
            else {
                throw RuntimeError("value of tuple type has no member '\(name)'", at: range)
            }
            value = .void
            defer { value = .tuple(items, labels: labels) }
            try body(&items[index])
        case .foundation(.dateComponents(var parts)) where DateParts.names.contains(name):
            // `components.year = 2026`: an optional Int field of the value.
            var field: Value = parts[name].map { .int($0) } ?? .null
            try body(&field)
            switch field {
            case .int(let n): parts[name] = n
            case .null: parts[name] = nil
            default:
                throw RuntimeError(
                    "cannot assign a value of type '\(typeName(of: field))' to 'DateComponents.\(name)' (an Int?)",
                    at: range)
            }
            value = .foundation(.dateComponents(parts))
        case .foundation(.calendar) where name == "timeZone":
            // `calendar.timeZone = TimeZone(identifier: "UTC")!`: the calendar's zone is the
            // simulated clock's, UTC, and stays so.
            var zone = TimeZoneBuiltins.simulated
            try body(&zone)
            try TimeZoneBuiltins.checkAssigned(zone, at: range)
        default:
            throw RuntimeError("cannot assign to property '\(name)' of \(typeName(of: value))", at: range)
        }
    }

    /// Modifies a stored or computed property of a class instance, with the
    /// accessors the @Observable macro or @Published would run (R4.6, R3.3).
    func modifyProperty(
        of object: ObjectInstance, name: String, range: SourceRange, _ context: EvalContext, kind: MutationKind,
        _ body: (inout Value) throws -> Void
    ) throws {
        if let index = object.type.storedIndex[name] {
            if object.pendingLazy.contains(index) {
                // A plain set of a lazy property that was never read stores without running its
                // initial value; any other write reads it first (`count += 1`).
                if kind == .set {
                    object.pendingLazy.remove(index)
                } else {
                    try initializeLazy(object, index, at: range)
                }
            }
            let oldValue = object.fields[index]
            let property = object.type.stored[index]
            let container = property.typedStorage
            // In the class's own initializer the write is a plain store, except where Swift's
            // goes through a setter; then the observers run, and nothing is notified.
            let inInitializer = object.isInitializing
            // Kept only for properties with observers, the only ones a later write changes.
            defer {
                if inInitializer, property.observers.isEmpty == false {
                    fieldsWrittenInInit[ObjectIdentifier(object), default: []].insert(index)
                }
            }
            if inInitializer, runsObserversInInitializer(property, of: object, index: index) == false {
                try body(&object.fields[index])
                if let container { object.fields[index] = try converted(object.fields[index], for: container) }
                return
            }
            if property.isLet && !inInitializer {
                throw RuntimeError("cannot assign to property: '\(name)' is a 'let' constant", at: range)
            }
            var newValue = oldValue
            try body(&newValue)
            if let container { newValue = try converted(newValue, for: container) }
            if !inInitializer { try checkSize(newValue, at: range) }
            let storage = ObservedStorage(owner: ObjectIdentifier(object), index: index)
            let observed =
                inInitializer
                || runsObservers(property, owner: storage.owner, index: index, reentrant: object.isTracked(index))
            // The store with the property's own observers around it.
            func store() throws {
                guard observed else {
                    object.fields[index] = newValue
                    return
                }
                let selfContext = SelfContext.object(object)
                try runObservers(
                    .willSet, of: property, value: newValue, selfContext: selfContext, storage: storage, at: range,
                    context)
                object.fields[index] = newValue
                try runObservers(
                    .didSet, of: property, value: oldValue, selfContext: selfContext, storage: storage, at: range,
                    context)
            }
            if inInitializer {
                try store()
                return
            }
            if object.isTracked(index) {
                // The macro's accessors: `set` dedupes by declared type; `_modify` always notifies
                // and counts as a read (Guides/Rules.md, O2, O5, O10).
                let notifies: Bool
                if kind == .set && !alwaysNotifyObservers {
                    notifies = try shouldNotifyObservers(property: object.type.stored[index], oldValue, newValue)
                } else {
                    notifies = true
                }
                if kind == .modify {
                    FieldKeyPaths.access(object, index)
                    host.observableRead(object, field: index, chain: readChain(of: object.type, index), site: range)
                }
                try host.willMutate(
                    object, field: index, kind: kind, notifies: notifies, oldValue: oldValue, newValue: newValue,
                    site: range)
                guard notifies else {
                    // A deduped set still stores the new value, silently (Rule 5), and
                    // still runs the property's observers.
                    try store()
                    return
                }
                FieldKeyPaths.willSet(object, index)
                defer { FieldKeyPaths.didSet(object, index) }
                try store()
            } else if object.type.storedWrappers[index] == .published {
                // `@Published` publishes in willSet, with no equality check (R3.3); the
                // property's own `willSet` runs before the wrapper's setter.
                if observed {
                    try runObservers(
                        .willSet, of: property, value: newValue, selfContext: .object(object), storage: storage,
                        at: range, context)
                }
                try host.willMutate(
                    object, field: index, kind: kind, notifies: true, oldValue: oldValue, newValue: newValue,
                    site: range)
                // Then `$property`'s subscribers get the new value, still before the store (R3.7).
                if !object.publishedSinks.isEmpty { try publish(newValue, of: object, field: index, at: range) }
                object.fields[index] = newValue
                if observed {
                    try runObservers(
                        .didSet, of: property, value: oldValue, selfContext: .object(object), storage: storage,
                        at: range, context)
                }
            } else {
                try store()
            }
            return
        }
        if let computed = object.type.computed[name] {
            try modifyComputed(computed, selfContext: .object(object), kind: kind, context, range: range, body)
            return
        }
        throw RuntimeError("value of type '\(object.type.name)' has no member '\(name)'", at: range)
    }

    /// A computed property written: `set` replaces the whole value, so Swift calls the
    /// setter alone (`h.corner = p`); a modification (`h.corner.x += 1`) gets, changes the
    /// copy and sets.
    func modifyComputed(
        _ computed: VariableDecl, selfContext: SelfContext, kind: MutationKind, _ context: EvalContext,
        range: SourceRange, _ body: (inout Value) throws -> Void
    ) throws {
        var value: Value =
            kind == .set ? .null : try runGetter(computed, selfContext: selfContext, context, range: range)
        try body(&value)
        try runSetter(computed, value: value, selfContext: selfContext, context, range: range)
    }

    /// The macro's `shouldNotifyObservers` overload, chosen by the property's declared
    /// type (Guides/Rules.md, O5): Equatable → `!=`, class → `!==`, else always.
    func shouldNotifyObservers(property: StoredProperty, _ old: Value, _ new: Value) throws -> Bool {
        switch declaredEquality(property) {
        case .equatable: return try !equals(old, new)
        case .identity:
            if case .object(let a) = old, case .object(let b) = new { return a !== b }
            return true
        case .none: return true
        }
    }

    enum DeclaredEquality { case equatable, identity, none }

    func declaredEquality(_ property: StoredProperty) -> DeclaredEquality {
        if let type = property.type {
            return equality(of: type)
        }
        // No annotation: the type is inferred from the initial value.
        guard let initializer = property.initializer else { return .none }
        return inferredEquality(initializer)
    }

    func equality(of type: TypeSyntax) -> DeclaredEquality {
        switch type.kind {
        case .named(let name, let arguments):
            if Self.equatableBuiltinNames.contains(name) { return .equatable }
            switch name {
            case "Array", "Set", "Optional", "ClosedRange", "Range":
                return arguments.first.map { equality(of: $0) == .equatable ? .equatable : .none } ?? .none
            case "Dictionary":
                return arguments.count == 2 && equality(of: arguments[1]) == .equatable ? .equatable : .none
            case "Result":
                return arguments.count == 2 && arguments.allSatisfy({ equality(of: $0) == .equatable })
                    ? .equatable : .none
            default:
                guard let nominal = program.type(named: name)?.nominal else { return .none }
                if nominal.declaresEquatable { return .equatable }
                if nominal.kind == .enumKind && nominal.cases.values.allSatisfy({ $0.associatedValues == nil }) {
                    return .equatable
                }
                if nominal.kind == .classKind { return .identity }
                return .none
            }
        case .array(let element): return equality(of: element) == .equatable ? .equatable : .none
        case .dictionary(_, let value): return equality(of: value) == .equatable ? .equatable : .none
        case .optional(let wrapped): return equality(of: wrapped) == .equatable ? .equatable : .none
        default: return .none
        }
    }

    /// Standard-library, Foundation and SwiftUI types that are Equatable whatever their
    /// generic arguments (a `Task` compares by identity, as its `==` does).
    static let equatableBuiltinNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "TimeInterval", "Decimal", "Bool", "String", "Substring", "Character", "UUID", "Date", "Duration",
        "URL", "Data", "Locale", "TimeZone", "Calendar", "DateComponents", "DateInterval", "IndexSet", "IndexPath",
        "CGPoint", "CGSize", "CGRect", "CGVector", "Task", "TaskPriority", "AnyCancellable", "Color", "Font",
        "Image", "AttributedString", "LocalizedStringKey", "Measurement", "PersonNameComponents",
        "NavigationPath", "EdgeInsets", "UnitPoint", "Angle", "ColorScheme", "Edge", "Alignment",
    ]

    private func inferredEquality(_ initializer: Expr) -> DeclaredEquality {
        switch initializer.kind {
        case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral: return .equatable
        case .arrayLiteral(let items):
            guard let first = items.first else { return .none }
            return inferredEquality(first) == .equatable ? .equatable : .none
        case .dictionaryLiteral(let pairs):
            guard let first = pairs.first else { return .none }
            return inferredEquality(first.value) == .equatable ? .equatable : .none
        case .prefixOperator(_, let operand):
            return inferredEquality(operand)
        case .durationLiteral:
            return .equatable
        case .call(let callee, _, _):
            if case .identifier(let name) = callee.kind {
                return equality(of: TypeSyntax(.named(name, genericArguments: []), range: callee.range))
            }
            return .none
        case .member(let base, _):
            if case .identifier(let name) = base.kind, let nominal = program.type(named: name)?.nominal,
                nominal.kind == .enumKind
            {
                return equality(of: TypeSyntax(.named(name, genericArguments: []), range: base.range))
            }
            return .none
        default: return .none
        }
    }

    func modifySubscript(
        _ container: inout Value, keys: [Value], labels: [String?], range: SourceRange,
        _ body: (inout Value) throws -> Void
    ) throws {
        switch container {
        case .array(var items):
            guard keys.count == 1, case .int(let index) = keys[0] else {
                throw RuntimeError("array subscript needs one Int index", at: range)
            }
            guard index >= 0, index < items.count else {
                throw RuntimeError("index out of range: \(index) (the array has \(items.count) elements)", at: range)
            }
            container = .void
            defer { container = .array(items) }
            try body(&items[index])
        case .dictionary(var dictionary):
            try DictionaryBuiltins.modify(&dictionary, keys: keys, labels: labels, at: range, body)
            container = .dictionary(dictionary)
        case .null:
            throw RuntimeError("value of optional type must be unwrapped before subscripting", at: range)
        default:
            throw RuntimeError("value of type \(typeName(of: container)) has no subscripts", at: range)
        }
    }

    // MARK: - Objects

    /// Creates a class instance: default values in declaration order, then `init`
    /// (whose writes do not notify, as the macro's `init` accessor). `initializer` is
    /// the declared `init` the call resolved to (nil: the type declares none).
    func instantiate(
        _ type: ClassType, initializer: InitializerDecl?, arguments: [EvaluatedArgument], at range: SourceRange,
        _ context: EvalContext
    ) throws -> Value {
        try enterCall(type.initializerCallName, at: range)
        defer { leaveCall() }
        nextObjectSerial += 1
        let number = Self.incremented(&objectCounts[type.name, default: 0])
        let object = ObjectInstance(
            type: type, fields: Array(repeating: .null, count: type.stored.count), serial: nextObjectSerial,
            number: number)
        createdObjects.append(object.link)
        host.charge(costs.allocation, for: type.allocationWorkName, site: range)
        object.isInitializing = true
        defer {
            object.isInitializing = false
            if fieldsWrittenInInit.isEmpty == false { fieldsWrittenInInit[ObjectIdentifier(object)] = nil }
        }
        // A stored property's initial value sees the type's static members unqualified
        // (`var x = base + 1`, `Self.base`), as in Swift; it cannot use `self`. The scope
        // is made for the first such value (a model with none allocates none).
        var initScope: Scope?
        for (index, property) in type.stored.enumerated() {
            if property.isLazy {
                object.pendingLazy.insert(index)
            } else if let initializer = property.initializer {
                if initScope == nil { initScope = Scope(parent: globalScope) }
                let initContext = EvalContext(
                    scope: initScope!, selfContext: .staticType(.classType(type)), node: context.node)
                object.fields[index] = try coerce(
                    try evaluate(
                        initializer, initContext, hint: initializer.usesTypeHint ? hintType(property.type) : nil),
                    to: property.type)
            }
        }
        if let initializer {
            try runInitializer(initializer, selfContext: .object(object), arguments: arguments, at: range, context)
        } else if arguments.isEmpty == false {
            throw RuntimeError(
                "'\(type.name)' has no initializer that takes arguments; classes get no memberwise initializer",
                at: range)
        }
        return .object(object)
    }

    /// The first read of a class's `lazy var`: its initial value is evaluated now, with
    /// `self` the object, and stored; later reads get the stored value.
    func initializeLazy(_ object: ObjectInstance, _ index: Int, at range: SourceRange) throws {
        let property = object.type.stored[index]
        let key = LazyKey(object: ObjectIdentifier(object), index: index)
        guard initializingLazy.insert(key).inserted else {
            throw RuntimeError(
                "lazy property '\(property.name)' is read while its own initial value is evaluated", at: range)
        }
        defer { initializingLazy.remove(key) }
        guard let initializer = property.initializer else { return }
        let context = EvalContext(scope: Scope(parent: globalScope), selfContext: .object(object))
        let value = try coerce(try evaluate(initializer, context, hint: hintType(property.type)), to: property.type)
        // As Swift's lazy getter: the initial value is stored, even over a write made while
        // it was evaluated.
        object.pendingLazy.remove(index)
        object.fields[index] = value
    }

    func runInitializer(
        _ initializer: InitializerDecl, selfContext: SelfContext, arguments: [EvaluatedArgument],
        at range: SourceRange, _ context: EvalContext, declaredIn: NominalType? = nil
    ) throws {
        if case .object(let object) = selfContext, object.type.superclass != nil || declaredIn != nil {
            let declaring = declaredIn ?? object.type.initializersInheritedFrom ?? object.type
            declaringClasses.append(declaring)
            superInitCalls.append(false)
            defer {
                declaringClasses.removeLast()
                superInitCalls.removeLast()
            }
            try runInitializerBody(initializer, selfContext: selfContext, arguments: arguments, at: range, context)
            if superInitCalls.last == false, let parent = declaring.superclass {
                // Swift's implicit `super.init()` at the end of a designated initializer.
                try superInitializer(of: parent, object: object, arguments: [], trailing: [], at: range, context)
            }
            return
        }
        try runInitializerBody(initializer, selfContext: selfContext, arguments: arguments, at: range, context)
    }

    private func runInitializerBody(
        _ initializer: InitializerDecl, selfContext: SelfContext, arguments: [EvaluatedArgument],
        at range: SourceRange, _ context: EvalContext
    ) throws {
        let scope = Scope(parent: globalScope)
        try bindParameters(initializer.parameters, arguments: arguments, into: scope, calleeName: "init", at: range)
        bindGenericParameters(initializer.genericParameters, of: initializer.parameters, in: scope)
        let inner = EvalContext(scope: scope, selfContext: selfContext, node: context.node)
        try enterCall("init", at: range)
        defer { leaveCall() }
        let outcome: ControlFlow
        if case .value(let variable, _) = selfContext {
            let key = ObjectIdentifier(variable)
            initializingValues.insert(key)
            defer { initializingValues.remove(key) }
            outcome = try execute(initializer.body, inner)
        } else {
            outcome = try execute(initializer.body, inner)
        }
        // `init?(_ raw: String) { guard … else { return nil } … }`: the construction is nil.
        if initializer.isFailable, case .returned(.null) = outcome { throw FailedInitialization() }
    }

    /// Thrown by a failable initializer's `return nil`, caught where the type is built.
    struct FailedInitialization: Error {}

    /// The initializer a call's labels name, among a type's declared ones (the
    /// overload rules of `ArgumentMatcher`).
    func pickInitializer(
        _ initializers: [InitializerDecl], labels: CallLabels, typeName: String, at range: SourceRange
    ) throws -> InitializerDecl {
        if let initializer = bestFit(initializers, labels) { return initializer }
        throw RuntimeError(
            "no initializer of '\(typeName)' takes the arguments \(labels.description)",
            at: range, notes: initializers.map { DiagnosticNote("candidate: \($0.signature)") })
    }

    /// Empties every object this interpreter made and the global scope, once their
    /// simulation has ended. A closure that captures its own object or scope
    /// (`init() { bump = { self.count += 1 } }`, `store.onSave = { store.save() }`) is a
    /// reference cycle the program made, as it would be in Swift; nothing reads these
    /// after the simulation, so emptying them gives the memory back.
    func releaseCycles() {
        globalScope.names = [:]
        globalVariables = [:]
        for link in createdObjects {
            guard let object = link.target else { continue }
            object.fields = []
            object.subscribers = [:]
        }
        createdObjects = []
    }

    func enterCall(_ name: String, at range: SourceRange) throws {
        callDepth += 1
        if callDepth > limits.callDepth {
            callDepth -= 1
            throw RuntimeError(
                "call depth exceeded \(limits.callDepth) nested calls: endless recursion in '\(name)'?", at: range,
                notes: [DiagnosticNote("make sure the recursion has a case that stops")], group: .limits)
        }
        callChain.append(name)
    }

    func leaveCall() {
        callDepth -= 1
        callChain.removeLast()
    }

    /// The read chain of a read of `property` made now (`body › isFavorite(_:) › starredIDs`).
    /// Each distinct chain is made once and shared by every read with it: 100,000 rows whose
    /// bodies read `model.value` keep one `[body, value]`, not one array each.
    func readChain(_ property: String) -> [String] {
        if let known = readChains[property] {
            for chain in known where chain.count == callChain.count + 1 && chain.dropLast().elementsEqual(callChain) {
                return chain
            }
        }
        let chain = callChain + [property]
        // A bounded table: recursion can make many chains of one property.
        if readChains[property, default: []].count < Self.readChainsPerProperty {
            readChains[property, default: []].append(chain)
        }
        return chain
    }

    private static let readChainsPerProperty = 16

    /// `readChain` for stored property `index` of `type`: a read straight from a body (the
    /// common case) takes the chain the type made once, without a table lookup.
    func readChain(of type: NominalType, _ index: Int) -> [String] {
        if callChain.isEmpty { return type.directReadChains[index] }
        if callChain.count == 1, callChain[0] == "body" { return type.bodyReadChains[index] }
        return readChain(type.stored[index].name)
    }

    func checkSize(_ value: Value, at range: SourceRange) throws {
        switch value {
        case .array(let items) where items.count > limits.collectionSize:
            throw RuntimeError("collection grew past \(limits.collectionSize) elements", at: range, group: .limits)
        case .set(let set) where set.count > limits.collectionSize:
            throw RuntimeError("collection grew past \(limits.collectionSize) elements", at: range, group: .limits)
        case .dictionary(let d) where d.count > limits.collectionSize:
            throw RuntimeError("dictionary grew past \(limits.collectionSize) entries", at: range, group: .limits)
        case .string(let s) where s.utf8.count > limits.stringLength:
            throw RuntimeError("string grew past \(limits.stringLength) bytes", at: range, group: .limits)
        default:
            return
        }
    }

    func makeFormatter(kind: String) -> FormatterBox {
        nextFormatterID += 1
        return FormatterBox(kind: kind, id: nextFormatterID)
    }

    /// Marks an object as being initialised (its writes do not notify).
    func withInitializing<T>(_ object: ObjectInstance, _ body: () throws -> T) rethrows -> T {
        object.isInitializing = true
        defer {
            object.isInitializing = false
            if fieldsWrittenInInit.isEmpty == false { fieldsWrittenInInit[ObjectIdentifier(object)] = nil }
        }
        return try body()
    }

    /// Adds one to a counter in place (one dictionary lookup, not a read and a write) and
    /// returns the new count.
    private static func incremented(_ count: inout Int) -> Int {
        count += 1
        return count
    }
}

extension Array where Element == Stmt {
    /// Whether these statements declare an `async let`.
    var declaresAsyncLet: Bool {
        contains { if case .variable(let declaration) = $0.kind { declaration.isAsync } else { false } }
    }

    /// Whether running these statements declares local names (`let`, `var`, `func`).
    var declaresNames: Bool {
        contains {
            switch $0.kind {
            case .variable, .function: return true
            default: return false
            }
        }
    }
}

extension Expr {
    /// `a?` as a member base behaves like `a` once the nil case is handled.
    var strippingOptionalChain: Expr {
        if case .optionalChain(let inner) = kind { return inner }
        return self
    }

    /// A number Swift types from its context: a literal, or an expression of literals whose
    /// Int value is the same value as a Double (`-2`, `3 * 4`, `min(3, 2)`), so that
    /// `min(3, 2) * 1.5` is a Double, as in Swift. `/` and `%` are left out: `7 / 2` as
    /// Doubles is not the Int result widened.
    var isNumericLiteral: Bool {
        switch kind {
        case .integerLiteral, .floatLiteral: return true
        case .prefixOperator("-", let inner): return inner.isNumericLiteral
        case .binaryOperator(let op, let lhs, let rhs) where op == "+" || op == "-" || op == "*":
            return lhs.isNumericLiteral && rhs.isNumericLiteral
        case .call(let callee, let arguments, let trailing) where trailing.isEmpty && !arguments.isEmpty:
            guard case .identifier(let name) = callee.kind, name == "min" || name == "max" || name == "abs" else {
                return false
            }
            return arguments.allSatisfy { $0.label == nil && $0.value.isNumericLiteral }
        default: return false
        }
    }

    /// Literals joined by arithmetic, division included (`7 / 2`, `(1 + 2) / 4`): typed only
    /// by the context, so beside a Double the whole expression is evaluated again as Doubles
    /// (`(7 / 2) * 1.5` is 5.25 in Swift; converting the Int 3 would give 4.5).
    var isLiteralArithmetic: Bool {
        switch kind {
        case .binaryOperator(let op, let lhs, let rhs) where Interpreter.isArithmetic(op):
            return lhs.isLiteralArithmetic && rhs.isLiteralArithmetic
        case .prefixOperator("-", let inner): return inner.isLiteralArithmetic
        default: return isNumericLiteral
        }
    }

    /// `+`, `max`: an operator or a min/max function passed as a value.
    var isOperatorReference: Bool {
        guard case .identifier(let name) = kind else { return false }
        return ["+", "*", "-", "max", "min"].contains(name)
    }

    /// `2.5`, `-0.5`: a literal that is a Double wherever it stands.
    var isFloatingPointLiteral: Bool {
        switch kind {
        case .floatLiteral: return true
        case .prefixOperator("-", let inner): return inner.isFloatingPointLiteral
        default: return false
        }
    }

    /// `.high`, `.small(3)`: a member typed only by its context.
    var isImplicitMember: Bool {
        switch kind {
        case .implicitMember: return true
        case .call(let callee, _, _): if case .implicitMember = callee.kind { return true } else { return false }
        default: return false
        }
    }
}
