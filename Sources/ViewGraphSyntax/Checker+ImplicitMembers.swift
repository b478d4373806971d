// Implicit members (`.calm`) checked against the type Swift infers for them, where the
// checker can tell that type from a declaration: a property or local declared with a
// scenario type's plain name (`var mood: Mood`), written, compared or initialized with a
// member that type does not have (`mood = .clam`). swiftc: "type 'Mood' has no member
// 'clam'". Anything the checker cannot type is left to `run`.
import ViewGraphDiagnostics

extension Checker {
    /// `place = .member`, `place == .member`, `let x: T = .member`: the member must be one
    /// of `typeName`'s, when that is a scenario type whose members are all known.
    func checkImplicitMember(_ value: Expr, expectedType typeName: String?) {
        guard let name = Self.implicitMemberName(value) else { return }
        checkImplicitMember(named: name, expectedType: typeName)
    }

    /// `switch mood { case .clam: … }`: each case pattern's member, against the subject's type.
    func checkCasePatterns(_ patterns: [Pattern], subject: Expr) {
        guard let typeName = appTypeNameOfPlace(subject) else { return }
        for pattern in patterns {
            if case .enumCase(nil, let name, _) = pattern.kind {
                checkImplicitMember(named: name, expectedType: typeName)
            }
        }
    }

    /// `Batch(roast: .dark)`: an argument of a struct's memberwise initializer, against the
    /// type its property is declared with.
    func checkMemberwiseArguments(callee: Expr, arguments: [Argument]) {
        guard case .identifier(let typeName) = callee.kind, isLocalOrMember(typeName) == false,
            world.nestedTypeNames.contains(typeName) == false,
            let info = world.declaredType(named: typeName), info.kind == .struct, info.declaresInitializer == false
        else { return }
        for argument in arguments {
            guard let label = argument.label?.name, let property = info.storedProperties[label] else { continue }
            checkImplicitMember(argument.value, expectedType: Self.declaredAppTypeName(property.type))
        }
    }

    private func checkImplicitMember(named name: Identifier, expectedType typeName: String?) {
        guard let typeName, name.name != "init", let info = plainAppType(named: typeName) else { return }
        checkMember(name, of: info, typeName: typeName, onType: true)
    }

    /// `.clam` or `.custom(3)`: the member's name; nil for any other expression.
    private static func implicitMemberName(_ expr: Expr) -> Identifier? {
        switch expr.kind {
        case .implicitMember(let name):
            return Identifier(name, range: Self.memberNameRange(expr.range))
        case .call(let callee, _, _):
            guard case .implicitMember(let name) = callee.kind else { return nil }
            return Identifier(name, range: Self.memberNameRange(callee.range))
        default:
            return nil
        }
    }

    /// The name of `.clam`, after its dot (swiftc marks the name).
    private static func memberNameRange(_ range: SourceRange) -> SourceRange {
        SourceRange(start: min(range.start + 1, range.end), end: range.end)
    }
}
