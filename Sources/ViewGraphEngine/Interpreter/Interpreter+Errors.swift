// Errors and async iteration as Swift runs them: `throw`, `do`/`catch` with patterns,
// `try`, `try?`, `try!`, `localizedDescription`, `for await` / `for try await`
// (the scheduling page of Guides/Language.md; R10.2 of Guides/Rules.md for
// cancellation).
//
// Faithfulness: exact for the supported subset, except simplified: a thrown value is
// any value (Swift checks that its type conforms to `Error`; here `Error` enums and
// structs are values like others), and `throws(E)` is not checked. Runtime errors of
// the simulation (a limit, a nil unwrap) are diagnostics, never errors scenario code
// can catch.
import ViewGraphDiagnostics
import ViewGraphSyntax

extension Interpreter {
    /// The interpreter state that belongs to one thread of control: a task frame keeps
    /// its own while it is suspended (Graph/TaskFrame.swift).
    package struct ExecutionState {
        var callChain: [String] = []
        var callDepth = 0
    }

    /// Swaps the running thread of control's state with `state`.
    package func swapExecutionState(_ state: inout ExecutionState) {
        let running = ExecutionState(callChain: callChain, callDepth: callDepth)
        callChain = state.callChain
        callDepth = state.callDepth
        state = running
    }

    // MARK: - throw, do/catch, try

    func thrownError(_ value: Expr?, at range: SourceRange, _ context: EvalContext) throws -> ThrownError {
        guard let value else { throw RuntimeError("'throw' needs an error value", at: range) }
        // `throw .soldOut(code)` in a function declared `throws(VendError)`: the case is the
        // declared error type's.
        let hint = value.usesTypeHint ? hintType(thrownTypes.last) : nil
        return ThrownError(value: try evaluate(value, context, hint: hint), range: range)
    }

    func executeDoCatch(_ body: [Stmt], _ catches: [CatchClause], _ context: EvalContext) throws -> ControlFlow {
        do {
            return try execute(body, context)
        } catch let thrown as ThrownError {
            for clause in catches {
                let scope = Scope(parent: context.scope)
                guard try catchMatches(clause, thrown.value, scope: scope, context) else { continue }
                return try execute(clause.body, context.with(scope: scope))
            }
            // No clause matched: the error goes on to the enclosing `do` or caller.
            throw thrown
        }
    }

    /// Whether a `catch` clause takes `error`; binds its names (a bare `catch` binds `error`).
    private func catchMatches(_ clause: CatchClause, _ error: Value, scope: Scope, _ context: EvalContext) throws
        -> Bool
    {
        let inner = context.with(scope: scope)
        if clause.patterns.isEmpty {
            scope.declare("error", error, isLet: true)
        } else {
            var matched = false
            for pattern in clause.patterns where try bind(pattern, to: error, in: scope, inner) {
                matched = true
                break
            }
            guard matched else { return false }
        }
        if let whereClause = clause.whereClause {
            return try truth(try evaluate(whereClause, inner), at: whereClause.range)
        }
        return true
    }

    /// `x as T` and `_ is T` in a pattern (`catch let error as E`, `catch is E`): a type
    /// test that binds the name. Nil when the pattern is an ordinary expression.
    func bindTypePattern(_ expr: Expr, to value: Value, in scope: Scope, isLet: Bool) -> Bool? {
        switch expr.kind {
        case .typeCheck(let subject, let type):
            guard case .identifier("_") = subject.kind else { return nil }
            return valueMatchesType(value, type)
        case .typeCast(let subject, let type, "as"):
            guard case .identifier(let name) = subject.kind else { return nil }
            guard valueMatchesType(value, type) else { return false }
            scope.declare(name, value, isLet: isLet)
            return true
        default:
            return nil
        }
    }

    private func valueMatchesType(_ value: Value, _ type: TypeSyntax) -> Bool {
        if case .named(let name, _) = type.kind, name == "Error" || name == "any Error" { return true }
        return valueIs(value, type)
    }

    func evaluateTry(_ inner: Expr, kind: TryKind, at range: SourceRange, _ context: EvalContext) throws -> Value {
        switch kind {
        case .plain:
            return try evaluate(inner, context)
        case .optional:
            do {
                return try evaluate(inner, context)
            } catch is ThrownError {
                return .null
            }
        case .forced:
            do {
                return try evaluate(inner, context)
            } catch let thrown as ThrownError {
                throw RuntimeError(
                    "'try!' expression unexpectedly raised an error: \(errorDescription(thrown.value))", at: range,
                    notes: [DiagnosticNote("the error was thrown here", at: thrown.range)])
            }
        }
    }

    /// How Swift prints an error value (`print(error)`, a trace line).
    func errorDescription(_ value: Value) -> String {
        if case .foundation(.concurrency(.cancellationError)) = value { return "CancellationError()" }
        return describe(value)
    }

    /// `error.localizedDescription`: a `LocalizedError`'s `errorDescription`, otherwise
    /// Foundation's generic sentence with the type and, for an enum, the case's code, in
    /// Apple platforms' wording ("couldn’t"; Foundation on Linux says "could not").
    func localizedDescription(of value: Value, _ context: EvalContext) throws -> Value {
        var typeName = typeName(of: value)
        var code = 1
        switch value {
        case .enumCase(let caseValue):
            if let type = caseValue.type {
                if type.isLocalizedError, type.computed["errorDescription"] != nil {
                    let description = try member(
                        of: value, "errorDescription", at: .at(0), expr: nil, context, tracking: false)
                    if case .string = description { return description }
                }
                typeName = type.name
                // Swift numbers the cases with a payload first, then the others, each in
                // declaration order (`case a, b(Int), c`: b is 0, a is 1, c is 2).
                let withPayload = type.caseOrder.filter { type.cases[$0]?.associatedValues != nil }
                let plain = type.caseOrder.filter { type.cases[$0]?.associatedValues == nil }
                code = (withPayload + plain).firstIndex(of: caseValue.name) ?? 0
            }
        case .structValue(let instance):
            if instance.type.isLocalizedError, instance.type.computed["errorDescription"] != nil {
                let description = try member(
                    of: value, "errorDescription", at: .at(0), expr: nil, context, tracking: false)
                if case .string = description { return description }
            }
            typeName = instance.type.name
        case .foundation(.concurrency(.cancellationError)):
            return .string("The operation couldn’t be completed. (Swift.CancellationError error 1.)")
        default:
            break
        }
        return .string("The operation couldn’t be completed. (App.\(typeName) error \(code).)")
    }

    // MARK: - for await

    /// The sequence of `for await x in s` (held as `await s`, or `try await s`).
    static func awaitedSequence(_ sequence: Expr) -> Expr? {
        switch sequence.kind {
        case .await(let inner): return inner
        case .try(let inner, _):
            if case .await(let awaited) = inner.kind { return awaited }
            return nil
        default: return nil
        }
    }

    /// One pass of a `for` loop: binds the element, tests `where` and runs the body.
    /// nil: go on with the next element; otherwise the flow that leaves the loop (a
    /// `break`, a `return`, or a labelled `continue` of an outer statement).
    func runIteration(
        _ item: Value, pattern: Pattern, whereClause: Expr?, body: [Stmt], label: String?, _ context: EvalContext
    ) throws -> ControlFlow? {
        let scope = Scope(parent: context.scope)
        guard try bind(pattern, to: item, in: scope, context) else { return nil }
        let inner = context.with(scope: scope)
        if let whereClause, try truth(try evaluate(whereClause, inner), at: whereClause.range) == false {
            return nil
        }
        let flow = try execute(body, inner)
        if case .normal = flow { return nil }
        if flow.continues(label) { return nil }
        return flow
    }

    func executeForAwait(
        _ pattern: Pattern, _ sequence: Expr, whereClause: Expr?, body: [Stmt], at range: SourceRange,
        _ context: EvalContext, label: String? = nil
    ) throws -> ControlFlow {
        let source = try evaluate(sequence, context)
        var iterator = try host.makeAsyncIterator(source, at: sequence.range)
        var iterations = 0
        while let item = try host.nextElement(&iterator, at: sequence.range) {
            iterations += 1
            try host.tick(site: range)
            if iterations > limits.loopIterations {
                throw RuntimeError(
                    "loop ran more than \(limits.loopIterations) iterations; it looks like an endless loop", at: range,
                    group: .limits)
            }
            guard
                let flow = try runIteration(
                    item, pattern: pattern, whereClause: whereClause, body: body, label: label, context)
            else { continue }
            try host.endIteration(iterator)
            // An unlabelled `break` (or one naming this loop) ends it; a `return`, or a
            // labelled `break`/`continue` of an outer statement, leaves through it.
            return flow.breaks(label) ? .normal : flow
        }
        return .normal
    }

    // MARK: - Which closures can suspend

    /// Whether a closure's body holds an `await` (anywhere, nested closures included, a
    /// safe over-approximation): only such a closure can suspend, since Swift requires
    /// `await` at every call that can. Cached per literal.
    func closureMaySuspend(_ closure: Closure) -> Bool {
        guard case .literal(let expr, _, _, _) = closure.body else {
            if case .function(let decl, _, _) = closure.body { return decl.effects.contains { $0.kind == .async } }
            return false
        }
        if let cached = suspensionCache[expr.range.start] { return cached }
        var found = false
        ExprWalker.walk(expr.body) { inner in
            if case .await = inner.kind { found = true }
        }
        suspensionCache[expr.range.start] = found
        return found
    }
}

// MARK: - Concurrency values as text and as Equatable values

extension Interpreter {
    static func describeConcurrency(_ value: ConcurrencyValue) -> String {
        switch value {
        case .task(let task): return "Task(\(task.name))"
        case .stream(let box): return box.throwing ? "AsyncThrowingStream" : "AsyncStream"
        case .continuation: return "AsyncStream.Continuation"
        case .group: return "TaskGroup"
        case .asyncLet(let task): return "async let (\(task.name))"
        case .cancellationError: return "CancellationError()"
        }
    }

    static func concurrencyTypeName(_ value: ConcurrencyValue) -> String {
        switch value {
        case .task: return "Task"
        case .stream(let box): return box.throwing ? "AsyncThrowingStream" : "AsyncStream"
        case .continuation: return "AsyncStream.Continuation"
        case .group: return "TaskGroup"
        case .asyncLet: return "Task"
        case .cancellationError: return "CancellationError"
        }
    }

    /// Tasks compare by identity (Swift's `Task` is Hashable); so do streams.
    static func sameConcurrencyValue(_ a: ConcurrencyValue, _ b: ConcurrencyValue) -> Bool {
        switch (a, b) {
        case (.task(let x), .task(let y)): return x === y
        case (.stream(let x), .stream(let y)), (.continuation(let x), .continuation(let y)): return x === y
        case (.group(let x), .group(let y)): return x === y
        case (.asyncLet(let x), .asyncLet(let y)): return x === y
        case (.cancellationError, .cancellationError): return true
        default: return false
        }
    }
}
