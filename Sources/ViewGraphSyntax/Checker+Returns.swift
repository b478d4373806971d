import ViewGraphDiagnostics

// A body that declares a result but can reach its end without returning one: swiftc
// rejects it ("missing return"); the engine would return `()` from it.

extension Checker {
    /// `var total: Double { let t = … }`, `func label(…) -> String { if big { return "BIG" } }`:
    /// a body that declares a result and can reach its end without returning one. swiftc
    /// reports it at the closing brace; the engine would return `()`. `kind` is swiftc's
    /// word for the declaration ("getter", "instance method", "global function").
    func checkMissingReturn(
        _ body: [Stmt], returnType: TypeSyntax?, kind: String, attributes: [Attribute], range: SourceRange
    ) {
        guard let returnType, attributes.contains(where: { $0.name.name.hasSuffix("Builder") }) == false else {
            return
        }
        switch returnType.kind {
        case .opaque, .function:
            // `some View` bodies are often builders; a function type is rarely the subject.
            return
        case .named(let name, _) where ["Void", "Never"].contains(name):
            return
        case .tuple(let elements) where elements.isEmpty:
            return
        default:
            break
        }
        // A single expression is returned implicitly; so is an `if` or `switch` whose
        // branches are each one expression (SE-0380).
        if body.count == 1, Self.isImplicitReturn(body[0]) { return }
        guard Self.alwaysExits(body) == false else { return }
        let end = range.end - 1
        guard end >= 0, end < source.utf8.count, source.utf8[end] == UInt8(ascii: "}") else { return }
        error(
            "missing return in \(kind) expected to return '\(source.text(in: returnType.range))'",
            at: SourceRange.at(end), group: .syntax)
    }

    private static func isImplicitReturn(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .expression: return true
        case .ifStatement(let ifStatement): return isIfExpression(ifStatement)
        case .switchStatement(_, let cases):
            return cases.allSatisfy { $0.body.count == 1 && isImplicitReturn($0.body[0]) }
        default: return false
        }
    }

    private static func isIfExpression(_ statement: IfStatement) -> Bool {
        guard statement.thenBody.count == 1, isImplicitReturn(statement.thenBody[0]) else { return false }
        switch statement.elseBranch {
        case .elseBlock(let body, _)?: return body.count == 1 && isImplicitReturn(body[0])
        case .elseIf(let next)?: return isIfExpression(next)
        case nil: return false
        }
    }

    /// Whether control cannot reach the end of `statements`: they end in a `return`, a
    /// `throw`, a call that never returns, or branches that all do. Anything the check
    /// cannot follow counts as exiting, so valid code is never reported.
    static func alwaysExits(_ statements: [Stmt]) -> Bool {
        guard let last = statements.last else { return false }
        switch last.kind {
        case .returnStatement, .throwStatement, .breakStatement, .continueStatement, .fallthroughStatement:
            return true
        case .expression(let expr):
            guard case .call(let callee, _, _) = expr.kind, case .identifier(let name) = callee.kind else {
                return false
            }
            return ["fatalError", "preconditionFailure", "abort", "exit"].contains(name)
        case .variable, .assignment:
            return false
        case .ifStatement(let ifStatement):
            return ifExits(ifStatement)
        case .switchStatement(_, let cases):
            return cases.allSatisfy { alwaysExits($0.body) }
        case .doCatch(let body, let catches):
            return alwaysExits(body) && catches.allSatisfy { alwaysExits($0.body) }
        case .labeled(_, let inner):
            return alwaysExits([inner])
        case .whileLoop(let conditions, _):
            // `while true { … return … }`.
            if conditions.count == 1, case .expression(let condition) = conditions[0],
                case .booleanLiteral(true) = condition.kind
            {
                return true
            }
            return false
        case .repeatWhile, .guardStatement, .error:
            return true
        default:
            return false
        }
    }

    private static func ifExits(_ statement: IfStatement) -> Bool {
        guard alwaysExits(statement.thenBody) else { return false }
        switch statement.elseBranch {
        case .elseBlock(let body, _)?: return alwaysExits(body)
        case .elseIf(let next)?: return ifExits(next)
        case nil: return false
        }
    }
}
