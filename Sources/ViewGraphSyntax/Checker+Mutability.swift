import ViewGraphDiagnostics

// Writes Swift rejects because `self` is immutable where they are made: a struct's or an
// enum's stored property written in a method not marked `mutating`, in a getter, or in a
// closure inside one (a view's `body` and the actions it builds: the "forgot @State"
// mistake), and a `let` property written after initialization. The engine would run such
// a write on a copy and drop it, so `check` reports it as swiftc does.

/// A stored property as the mutability check sees it.
struct StoredPropertyShape {
    let isLet: Bool
    /// `@State var count = 0`, `@Binding var on: Bool`: a property wrapper's setter does
    /// not mutate `self` (SwiftUI's are `nonmutating`), so a write to one is allowed.
    let isWrapped: Bool
    let type: TypeSyntax?
    let initializer: Expr?
}

/// The member of a type whose code is being checked.
struct MemberContext {
    enum Kind {
        /// A method not marked `mutating`.
        case method
        case mutatingMethod
        /// A computed property's getter (a view's `body` among them), by property name.
        case getter(String)
        case setter
        /// `willSet` / `didSet`.
        case observer
        case initializer
    }

    let kind: Kind
    /// A `static` member: there is no instance `self` to write.
    let isStatic: Bool

    /// Whether writes to a struct's stored properties are allowed.
    var mutatesSelf: Bool {
        switch kind {
        case .method, .getter: false
        case .mutatingMethod, .setter, .observer, .initializer: true
        }
    }
}

extension Checker {
    /// Runs `body` with `context` as the member being checked (nil: the current one stays).
    func inMember(_ context: MemberContext?, _ body: () -> Void) {
        guard let context else { return body() }
        let saved = memberContext
        memberContext = context
        defer { memberContext = saved }
        body()
    }

    /// `count += 1`, `self.items[0] = x`, `self = .other`, `id = 4`: a write whose root is
    /// `self` or one of its stored properties, checked against the member it is in.
    func checkWriteToSelf(_ target: Expr, op: String) {
        guard let context = memberContext, context.isStatic == false, let info = selfType, let kind = info.kind
        else { return }
        if case .selfValue = target.kind {
            // `self = .other` in an enum's or a struct's method not marked `mutating`.
            if kind == .struct || kind == .enum, context.mutatesSelf == false {
                reportImmutableSelf("cannot assign to value: 'self' is immutable", at: target.range, context)
            }
            return
        }
        guard let (propertyName, through) = selfPropertyPath(target) else { return }
        guard let stored = info.storedProperties[propertyName], stored.isWrapped == false else { return }
        if stored.isLet {
            guard through.isEmpty, context.kind.isInitializer == false else { return }
            error(
                "cannot assign to property: '\(propertyName)' is a 'let' constant", at: target.range,
                notes: [DiagnosticNote("change 'let' to 'var' to make it mutable")], group: .syntax)
            return
        }
        guard kind == .struct || kind == .enum, context.mutatesSelf == false else { return }
        // A write through the property changes `self` only when the property holds a value
        // (an array, a struct of the app's); through an object it changes the object.
        if through.isEmpty == false, holdsValue(stored, named: propertyName, in: info) == false { return }
        if op != "=" {
            // swiftc points at the operator of `count += 1`.
            reportImmutableSelf(
                "left side of mutating operator isn't mutable: 'self' is immutable",
                at: operatorRange(op, after: target.range) ?? target.range, context)
        } else if case .subscriptAccess(let base, _)? = through.last?.kind {
            // At the `[`, as swiftc puts it.
            reportImmutableSelf(
                "cannot assign through subscript: 'self' is immutable",
                at: operatorRange("[", after: base.range) ?? target.range, context)
        } else if case .member(_, let name) = target.kind {
            // `self.count = 4`: at the property's name.
            reportImmutableSelf("cannot assign to property: 'self' is immutable", at: name.range, context)
        } else {
            reportImmutableSelf("cannot assign to property: 'self' is immutable", at: target.range, context)
        }
    }

    /// `items.append(x)`, `isOn.toggle()` as a statement: a builtin mutating method called
    /// on a stored property that holds a value, where `self` is immutable.
    func checkMutatingCallOnSelf(_ expr: Expr) {
        var call = expr
        while case .try(let inner, _) = call.kind { call = inner }
        while case .await(let inner) = call.kind { call = inner }
        guard case .call(let callee, _, _) = call.kind, case .member(let base, let method) = callee.kind,
            Self.mutatingBuiltinMethods.contains(method.name), let context = memberContext,
            context.isStatic == false, context.mutatesSelf == false, let info = selfType,
            info.kind == .struct || info.kind == .enum
        else { return }
        guard let (propertyName, through) = selfPropertyPath(base), through.isEmpty,
            let stored = info.storedProperties[propertyName], stored.isWrapped == false, stored.isLet == false,
            holdsValue(stored, named: propertyName, in: info)
        else { return }
        reportImmutableSelf(
            "cannot use mutating member on immutable value: 'self' is immutable", at: method.range, context)
    }

    /// The builtin collection, Bool and String methods that mutate their value.
    static let mutatingBuiltinMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast",
        "sort", "reverse", "shuffle", "swapAt", "move", "formUnion", "formIntersection", "formSymmetricDifference",
        "subtract", "toggle", "updateValue", "removeValue", "merge", "replaceSubrange",
    ]

    /// Where `op` is written after `range`, past spaces.
    private func operatorRange(_ op: String, after range: SourceRange) -> SourceRange? {
        let bytes = source.utf8
        var offset = range.end
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") {
            offset += 1
        }
        let opBytes = Array(op.utf8)
        guard offset + opBytes.count <= bytes.count, Array(bytes[offset..<offset + opBytes.count]) == opBytes else {
            return nil
        }
        return SourceRange(start: offset, end: offset + opBytes.count)
    }

    /// The stored property of `self` a place starts from (`count`, `self.items[0]`,
    /// `draft.title`), and the steps after it, outermost last; nil when the place starts
    /// elsewhere (a local, a parameter, a global).
    private func selfPropertyPath(_ place: Expr) -> (name: String, through: ArraySlice<Expr>)? {
        var steps: [Expr] = []
        var root = place
        while let base = root.kind.placeBase {
            steps.append(root)
            root = base
        }
        steps.reverse()
        switch root.kind {
        case .identifier(let name) where isBoundLocally(name) == false:
            return (name, steps[...])
        case .selfValue:
            guard case .member(_, let name)? = steps.first?.kind else { return nil }
            return (name.name, steps.dropFirst())
        default:
            return nil
        }
    }

    private func reportImmutableSelf(_ message: String, at range: SourceRange, _ context: MemberContext) {
        var notes: [DiagnosticNote] = []
        if case .getter("body") = context.kind, selfType?.isView == true {
            // A view's body and the actions it builds: the property cannot change, state can.
            notes.append(
                DiagnosticNote(
                    "a view's plain properties are fixed when its parent makes it; keep a value the view changes in '@State private var' (R5.1)"
                ))
        } else if case .method = context.kind {
            notes.append(DiagnosticNote("mark method 'mutating' to make 'self' mutable"))
        }
        error(message, at: range, notes: notes, group: .syntax)
    }

    /// Whether a name is a local of the member being checked (a parameter, a `let`, a
    /// closure's parameter), which hides the property.
    private func isBoundLocally(_ name: String) -> Bool {
        scopes.contains { $0.contains(name) }
    }

    /// Whether a stored property holds a value type, as far as its declaration shows: an
    /// array, dictionary or set (declared or written as a literal), a number, string or
    /// Bool, or a struct or enum of the app's.
    private func holdsValue(_ stored: StoredPropertyShape, named name: String, in info: TypeInfo) -> Bool {
        if let type = stored.type {
            switch type.kind {
            case .array, .dictionary, .tuple: return true
            case .named(let typeName, _):
                if ["Array", "Dictionary", "Set", "String", "Int", "Double", "Bool", "CGFloat", "Date"].contains(
                    typeName)
                {
                    return true
                }
            default:
                break
            }
        }
        if let initializer = stored.initializer {
            switch initializer.kind {
            case .arrayLiteral, .dictionaryLiteral, .stringLiteral, .integerLiteral, .floatLiteral, .booleanLiteral:
                return true
            case .typeCast(_, let type, kind: "as"):
                if case .array = type.kind { return true }
                if case .dictionary = type.kind { return true }
            default:
                break
            }
        }
        guard let typeName = info.appTypedProperties[name], let declared = world.declaredType(named: typeName) else {
            return false
        }
        return declared.kind == .struct || declared.kind == .enum
    }
}

extension ExprKind {
    /// The base of a member, subscript, `?` or `!`: what a write through it starts from.
    fileprivate var placeBase: Expr? {
        switch self {
        case .member(let base, _), .subscriptAccess(let base, _), .optionalChain(let base), .forceUnwrap(let base):
            base
        default:
            nil
        }
    }
}

extension MemberContext.Kind {
    var isInitializer: Bool {
        if case .initializer = self { return true }
        return false
    }
}
