// Walks an expression tree (closure bodies, `$0` uses) without evaluating it: used to
// find which closure arguments a closure uses (R2.4 compares closures by their site and
// captures). Exact: a syntactic walk.
import ViewGraphSyntax

/// Visits every expression inside statements, depth first (closures included).
enum ExprWalker {
    static func walk(_ statements: [Stmt], _ visit: (Expr) -> Void) {
        for statement in statements { walk(statement, visit) }
    }

    static func walk(_ statement: Stmt, _ visit: (Expr) -> Void) {
        switch statement.kind {
        case .expression(let expr): walk(expr, visit)
        case .variable(let declaration):
            if let initializer = declaration.initializer { walk(initializer, visit) }
        case .assignment(let target, _, let value):
            walk(target, visit)
            walk(value, visit)
        case .ifStatement(let ifStatement): walk(ifStatement, visit)
        case .guardStatement(let conditions, let elseBody):
            walk(conditions, visit)
            walk(elseBody, visit)
        case .switchStatement(let subject, let cases):
            walk(subject, visit)
            for switchCase in cases {
                for whereClause in switchCase.whereClauses { walk(whereClause, visit) }
                walk(switchCase.body, visit)
            }
        case .forIn(_, let sequence, let whereClause, let body):
            walk(sequence, visit)
            if let whereClause { walk(whereClause, visit) }
            walk(body, visit)
        case .whileLoop(let conditions, let body):
            walk(conditions, visit)
            walk(body, visit)
        case .returnStatement(let expr), .throwStatement(let expr):
            if let expr { walk(expr, visit) }
        case .deferStatement(let body):
            walk(body, visit)
        case .function(let function):
            walk(function.body, visit)
        case .repeatWhile(let body, let condition):
            walk(body, visit)
            walk(condition, visit)
        case .doCatch(let body, let catches):
            walk(body, visit)
            for clause in catches {
                if let whereClause = clause.whereClause { walk(whereClause, visit) }
                walk(clause.body, visit)
            }
        case .breakStatement, .continueStatement, .fallthroughStatement, .error:
            break
        case .labeled(_, let inner):
            walk([inner], visit)
        }
    }

    private static func walk(_ ifStatement: IfStatement, _ visit: (Expr) -> Void) {
        walk(ifStatement.conditions, visit)
        walk(ifStatement.thenBody, visit)
        switch ifStatement.elseBranch {
        case .elseBlock(let body, _)?: walk(body, visit)
        case .elseIf(let next)?: walk(next, visit)
        case nil: break
        }
    }

    private static func walk(_ conditions: [Condition], _ visit: (Expr) -> Void) {
        for condition in conditions {
            switch condition {
            case .expression(let expr): walk(expr, visit)
            case .optionalBinding(_, let name, let value):
                if let value {
                    walk(value, visit)
                } else {
                    visit(Expr(.identifier(name.name), range: name.range, id: -1))
                }
            case .casePattern(_, let expr): walk(expr, visit)
            }
        }
    }

    static func walk(_ expr: Expr, _ visit: (Expr) -> Void) {
        visit(expr)
        switch expr.kind {
        case .stringLiteral(let segments):
            for case .interpolation(let inner) in segments { walk(inner, visit) }
        case .arrayLiteral(let items):
            for item in items { walk(item, visit) }
        case .dictionaryLiteral(let pairs):
            for pair in pairs {
                walk(pair.key, visit)
                walk(pair.value, visit)
            }
        case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base), .prefixOperator(_, let base),
            .postfixOperator(_, let base), .typeCheck(let base, _), .typeCast(let base, _, _), .await(let base),
            .try(let base, _):
            walk(base, visit)
        case .formattedInterpolation(let base, let arguments):
            walk(base, visit)
            for argument in arguments { walk(argument.value, visit) }
        case .call(let callee, let arguments, let trailing):
            walk(callee, visit)
            for argument in arguments { walk(argument.value, visit) }
            for closure in trailing { walk(closure.closure.body, visit) }
        case .subscriptAccess(let base, let arguments):
            walk(base, visit)
            for argument in arguments { walk(argument.value, visit) }
        case .closure(let closure):
            walk(closure.body, visit)
        case .binaryOperator(_, let lhs, let rhs):
            walk(lhs, visit)
            walk(rhs, visit)
        case .ternary(let condition, let then, let otherwise):
            walk(condition, visit)
            walk(then, visit)
            walk(otherwise, visit)
        case .tuple(let arguments):
            for argument in arguments { walk(argument.value, visit) }
        default:
            break
        }
    }
}
