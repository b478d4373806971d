// Swift 5.9's `if` and `switch` expressions (SE-0380) where a body is one of them: a
// function, getter or closure whose whole body is one `if … else` or `switch`, each
// branch of which is a single expression (or a `throw`, or another such statement),
// returns the chosen branch's value:
//
//     var emoji: String {
//         switch self {
//         case .happy: "😀"
//         case .sad: "😢"
//         }
//     }
//
// The interpreter runs such a body as the same statement with each branch's expression
// returned. View builder bodies are not rewritten: there an `if` is a conditional view
// with an identity per branch (R1.2).

extension Array where Element == Stmt {
    /// The body with each branch's expression returned, or nil when the body is not a
    /// single `if`/`switch` expression.
    package var returningBranchValues: [Stmt]? {
        guard count == 1, let rewritten = Stmt.returningBranchValues(self[0]) else { return nil }
        return [rewritten]
    }
}

extension Stmt {
    fileprivate static func returningBranchValues(_ statement: Stmt) -> Stmt? {
        switch statement.kind {
        case .ifStatement(let ifStatement):
            return returningBranchValues(ifStatement).map { Stmt(.ifStatement($0), range: statement.range) }
        case .switchStatement(let subject, var cases):
            for index in cases.indices {
                guard let body = returningBranchValue(cases[index].body) else { return nil }
                cases[index].body = body
            }
            return Stmt(.switchStatement(subject: subject, cases: cases), range: statement.range)
        default:
            return nil
        }
    }

    /// An `if` expression needs an `else`, and so does each `else if` in it.
    private static func returningBranchValues(_ ifStatement: IfStatement) -> IfStatement? {
        guard let elseBranch = ifStatement.elseBranch, let thenBody = returningBranchValue(ifStatement.thenBody)
        else { return nil }
        var rewritten = ifStatement
        rewritten.thenBody = thenBody
        switch elseBranch {
        case .elseBlock(let body, let range):
            guard let body = returningBranchValue(body) else { return nil }
            rewritten.elseBranch = .elseBlock(body, range: range)
        case .elseIf(let inner):
            guard let inner = returningBranchValues(inner) else { return nil }
            rewritten.elseBranch = .elseIf(inner)
        }
        return rewritten
    }

    private static func returningBranchValue(_ body: [Stmt]) -> [Stmt]? {
        guard body.count == 1 else { return nil }
        switch body[0].kind {
        case .expression(let expr):
            return [Stmt(.returnStatement(expr), range: body[0].range)]
        case .throwStatement:
            return body
        case .ifStatement, .switchStatement:
            return returningBranchValues(body[0]).map { [$0] }
        default:
            return nil
        }
    }
}
