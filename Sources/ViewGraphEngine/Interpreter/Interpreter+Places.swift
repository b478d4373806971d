// Storage an expression names (Swift's lvalues): resolved once, with every index
// and every base that is not storage evaluated once, then read, or modified through
// the accessors Swift would run (R4.6: in place is `_modify`, which always notifies;
// `=` is `set`, which the @Observable macro dedupes). `inout` arguments are accesses
// too: copied in when the call starts, written back when it ends, and two that
// overlap are Swift's exclusivity error. Exact for the supported storage; accesses
// are checked for overlap within one call's arguments only (a closure that touches
// an argument's storage during the call is not caught).
import ViewGraphDiagnostics
import ViewGraphSyntax

/// Storage named by an expression, its subexpressions already evaluated.
enum Place {
    /// A local variable or parameter.
    case local(Variable, name: String, range: SourceRange)
    /// A name that is not a local: implicit `self.name`, or (read only) a type or function.
    case name(String, expr: Expr)
    /// `self` in a struct or enum method.
    case selfValue(range: SourceRange)
    /// `self.name`.
    case selfMember(String, expr: Expr, nameRange: SourceRange)
    /// A value that is not storage, evaluated once (a call's result, a REF, a type): only
    /// what it refers to (a class instance's property, a binding) can be written through it.
    case temporary(Value, range: SourceRange)
    /// `base.name`
    indirect case member(Place, name: String, nameRange: SourceRange)
    /// `base[keys]`
    indirect case subscripted(Place, keys: [Value], labels: [String?], range: SourceRange)
    /// `base!`
    indirect case forceUnwrap(Place, range: SourceRange)
    /// `$name`: a wrapper's projected binding.
    case projection(String, range: SourceRange)
}

/// One step of a place's path, for the exclusivity check.
private enum AccessComponent: Equatable {
    case property(String)
    /// A subscript: Swift treats an access to an element as an access to the whole collection.
    case element
}

extension Interpreter {
    // MARK: - Resolving

    /// The storage `expr` names; nil when an optional chain on the way is nil (`a?.b = x`
    /// then does nothing and evaluates nothing more, as in Swift).
    func resolvePlace(_ expr: Expr, _ context: EvalContext) throws -> Place? {
        switch expr.kind {
        case .identifier(let name):
            if let variable = context.scope.lookup(name) {
                if variable.isBindingWrapper {
                    // `item` of `$item in`: what the binding points to.
                    return .member(
                        .temporary(variable.value, range: expr.range), name: "wrappedValue", nameRange: expr.range)
                }
                return .local(variable, name: name, range: expr.range)
            }
            if program.globals[name]?.accessors == nil, context.selfContext.map({ !selfHasMember($0, name) }) ?? true,
                let global = try globalVariable(name, at: expr.range)
            {
                return .local(global, name: name, range: expr.range)
            }
            if context.selfContext == nil {
                // Not storage: a type or a REF (`FruitRow.count = 1` in step code).
                return .temporary(try lookup(name, at: expr, context, tracking: false), range: expr.range)
            }
            return .name(name, expr: expr)
        case .selfValue:
            return .selfValue(range: expr.range)
        case .member(let base, let name):
            if Self.isSelfMember(base, context) {
                return .selfMember(name.name, expr: expr, nameRange: name.range)
            }
            guard let basePlace = try resolveBase(base, context) else { return nil }
            return .member(basePlace, name: name.name, nameRange: name.range)
        case .subscriptAccess(let base, let arguments):
            if context.viewResolver != nil, isViewRef(expr) {
                return .temporary(try evaluate(expr, context, tracking: false), range: expr.range)
            }
            guard let basePlace = try resolveBase(base, context) else { return nil }
            var keys: [Value] = []
            keys.reserveCapacity(arguments.count)
            for argument in arguments { keys.append(try evaluate(argument.value, context)) }
            try typeSubscriptDefault(&keys, arguments: arguments, base: base, context)
            if arguments.count == 1, arguments[0].label?.name == "keyPath", case .keyPath(let keyPath) = keys[0] {
                // `person[keyPath: \.name] = "Ana"`: the storage the key path names (SE-0249),
                // read and written as `person.name` would be (a `let` stays read-only).
                var place = basePlace
                var current: Value? = try read(basePlace, context, tracking: false)
                for component in keyPath.components where component != "self" {
                    // A key path through a `let` is a `KeyPath`, not a `WritableKeyPath`.
                    var stored: (type: NominalType, fields: [Value])?
                    switch current {
                    case .structValue(let instance)?: stored = (instance.type, instance.fields)
                    case .object(let object)?: stored = (object.type, object.fields)
                    default: stored = nil
                    }
                    current = nil
                    if let stored, let index = stored.type.storedIndex[component] {
                        if stored.type.stored[index].isLet {
                            throw RuntimeError(
                                "cannot assign through subscript: the key path is read-only ('\(component)' is a 'let' constant)",
                                at: arguments[0].range)
                        }
                        current = stored.fields[index]
                    }
                    place = .member(place, name: component, nameRange: arguments[0].range)
                }
                return place
            }
            return .subscripted(basePlace, keys: keys, labels: Self.subscriptLabels(arguments), range: expr.range)
        case .forceUnwrap(let inner):
            guard let innerPlace = try resolveBase(inner, context) else { return nil }
            return .forceUnwrap(innerPlace, range: expr.range)
        case .optionalChain(let inner):
            guard let innerPlace = try resolveBase(inner, context) else { return nil }
            if case .null = try read(innerPlace, context, tracking: true) { return nil }
            return innerPlace
        case .projection(let name):
            return .projection(name, range: expr.range)
        case .closureArgument(let index):
            // `$0` of a closure: a `let` unless the closure's parameter is `inout`
            // (`reduce(into:)`'s accumulator).
            let name = Self.anonymousArgumentName(index)
            guard let variable = context.scope.lookup(name) else {
                throw RuntimeError("anonymous closure argument '\(name)' is not available here", at: expr.range)
            }
            return .local(variable, name: name, range: expr.range)
        default:
            throw RuntimeError("cannot assign to this expression", at: expr.range)
        }
    }

    /// A subscript's argument labels. `items[i]`, the commonest, shares one array: a
    /// write through a subscript then makes no array for its labels.
    static func subscriptLabels(_ arguments: [Argument]) -> [String?] {
        if arguments.count == 1, arguments[0].label == nil { return oneUnlabeled }
        return arguments.map { $0.label?.name }
    }
    private static let oneUnlabeled: [String?] = [nil]

    /// The base of a member or subscript: storage when it names some, else its value.
    func resolveBase(_ base: Expr, _ context: EvalContext) throws -> Place? {
        if base.isAssignable || base.isOptionalChainOfStorage { return try resolvePlace(base, context) }
        return .temporary(try evaluate(base, context, tracking: false), range: base.range)
    }

    private func isViewRef(_ expr: Expr) -> Bool {
        guard case .subscriptAccess(let base, _) = expr.kind, case .identifier(let name) = base.kind,
            let first = name.utf8.first, first >= 0x80 || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
            let ref = ViewRefConversion.viewRef(from: expr)
        else { return false }
        return isViewTypeName(ref.segments[0].typeName.name)
    }

    // MARK: - Reading

    /// The value stored at `place`, read as evaluating its expression would read it
    /// (with observation when `tracking`), without evaluating any subexpression again.
    func read(_ place: Place, _ context: EvalContext, tracking: Bool) throws -> Value {
        switch place {
        case .local(let variable, _, let range):
            if case .foundation(.concurrency(.asyncLet(let task))) = variable.value {
                return try host.value(of: task, site: range)
            }
            return variable.value
        case .name(let name, let expr):
            return try lookup(name, at: expr, context, tracking: tracking)
        case .selfValue(let range):
            return try evaluate(Expr(.selfValue, range: range, id: -1), context, tracking: tracking)
        case .selfMember(_, let expr, _):
            return try evaluate(expr, context, tracking: tracking)
        case .projection(let name, let range):
            if let value = try projection(name, at: range, context) { return value }
            throw RuntimeError("cannot find '$\(name)' in scope", at: range, group: .names)
        case .temporary(let value, _):
            return value
        case .member(let base, let name, let nameRange):
            let baseValue = try read(base, context, tracking: tracking)
            return try member(of: baseValue, name, at: nameRange, expr: nil, context, tracking: tracking)
        case .subscripted(let base, let keys, let labels, let range):
            return try subscriptValue(
                try read(base, context, tracking: tracking), keys: keys, labels: labels, at: range)
        case .forceUnwrap(let inner, let range):
            let value = try read(inner, context, tracking: tracking)
            if case .null = value {
                throw RuntimeError("unexpectedly found nil while unwrapping an Optional value", at: range)
            }
            return value
        }
    }

    /// The value at `place` before it is written, for the type it gives the new value
    /// (`state = .done` looks `.done` up in the state's type); nil when the place has no
    /// value to read: a wrapper's own storage (`_count`), a formatter option not yet set.
    func valueBeforeWrite(_ place: Place, _ context: EvalContext) throws -> Value? {
        switch place {
        case .local(let variable, _, _):
            return variable.value
        case .name(let name, _) where isComputedMemberOfSelf(name, context),
            .selfMember(let name, _, _) where isComputedMemberOfSelf(name, context):
            return nil  // its setter alone runs (see `modifyComputed`)
        case .name(let name, let expr):
            if let value = try memberOfSelf(name, at: expr.range, context, tracking: false) {
                return value
            }
            if isWrapperStorageName(name, context) { return nil }
            return try lookup(name, at: expr, context, tracking: false)
        case .selfMember(let name, _, let nameRange):
            return try memberOfSelf(name, at: nameRange, context, tracking: false)
        case .member(let base, let name, let nameRange):
            guard let baseValue = try valueBeforeWrite(base, context) else { return nil }
            if case .foundation(.formatter) = baseValue { return FoundationBuiltins.formatterOption(baseValue, name) }
            // No such property: nothing to read; the write reports it. A computed one is not
            // read either: a plain assignment calls its setter alone (its getter may print).
            if let type = nominalType(of: baseValue), type.storedIndex[name] == nil {
                return nil
            }
            // A lazy property not read yet has no value; reading it here would run its initial value.
            if case .object(let object) = baseValue, let index = object.type.storedIndex[name],
                object.pendingLazy.contains(index)
            {
                return nil
            }
            return try member(of: baseValue, name, at: nameRange, expr: nil, context, tracking: false)
        case .subscripted(let base, let keys, let labels, let range):
            guard let baseValue = try valueBeforeWrite(base, context) else { return nil }
            return try subscriptValue(baseValue, keys: keys, labels: labels, at: range)
        case .forceUnwrap(let inner, _):
            return try valueBeforeWrite(inner, context)
        case .selfValue, .temporary, .projection:
            return try read(place, context, tracking: false)
        }
    }

    /// A computed property of `self`'s type (not a stored one of that name).
    private func isComputedMemberOfSelf(_ name: String, _ context: EvalContext) -> Bool {
        guard let type = context.selfContext?.instanceType else { return false }
        // Most models declare no computed property: no name is hashed for them.
        return type.computed.isEmpty == false && type.computed[name] != nil && type.storedIndex[name] == nil
    }

    /// `_name` inside a type whose `name` has a wrapper: the wrapper's own storage.
    private func isWrapperStorageName(_ name: String, _ context: EvalContext) -> Bool {
        guard name.hasPrefix("_"), let type = context.selfContext?.instanceType else { return false }
        return type.storedIndex[String(name.dropFirst())] != nil
    }

    // MARK: - Modifying

    /// Runs `body` on the storage `target` names, then writes the result back with
    /// Swift's rules: local variables in place, struct fields through their parent,
    /// class properties through their accessors (with Observation).
    func modify(_ target: Expr, _ context: EvalContext, kind: MutationKind, _ body: (inout Value) throws -> Void) throws
    {
        guard let place = try resolvePlace(target, context) else { return }
        try modify(place, context, kind: kind, body)
    }

    /// `base.name` modified: what the base holds decides who writes. A class instance
    /// writes through its accessors (no write-back to the base), a value type through its
    /// parent. `assign` calls this with the base resolved, making no place for the member.
    func modifyMember(
        ofBase base: Place, name: String, nameRange: SourceRange, _ context: EvalContext, kind: MutationKind,
        _ body: (inout Value) throws -> Void
    ) throws {
        let gettersBefore = getterRuns
        let baseValue = try read(base, context, tracking: false)
        if getterRuns != gettersBefore, baseValue.isStructOrTuple, let property = base.propertyName,
            lastGetterName == property
        {
            // The base is a computed property's value (`holder.corner.x += 1`; not a stored
            // struct reached through one, `a.computedObject.point.x`): Swift gets it once,
            // changes the copy and sets it back, so the value read here is the one changed,
            // and the base is written with its setter alone.
            var changed = baseValue
            try modifyField(of: &changed, name: name, range: nameRange, context, kind: kind, body)
            try modify(base, context, kind: .set) { $0 = changed }
            return
        }
        switch baseValue {
        case .object(let object):
            try modifyProperty(of: object, name: name, range: nameRange, context, kind: kind, body)
        case .viewInstance(let node):
            let variable = Variable(.structValue(node.value))
            var inner = context
            inner.node = node
            try modifyMember(
                of: .value(variable, node.type), name: name, nameRange: nameRange, inner, kind: kind, body)
        case .foundation(.formatter(let box)):
            var value = FoundationBuiltins.formatterOption(baseValue, name) ?? .null
            try body(&value)
            if name == "timeZone" { try TimeZoneBuiltins.checkAssigned(value, at: nameRange) }
            box.options[name] = value
            // Setting a style rebuilds a DateFormatter's `dateFormat` from its styles: the
            // last of the two kinds of write decides.
            if box.kind == "DateFormatter", name == "dateStyle" || name == "timeStyle" {
                box.options["dateFormat"] = nil
            }
        case .foundation(.concurrency(.continuation(let box))) where name == "onTermination":
            var value: Value = box.onTermination.map { .closure($0) } ?? .null
            try body(&value)
            switch value {
            case .closure(let closure): box.onTermination = closure
            case .null: box.onTermination = nil
            default: throw RuntimeError("'onTermination' takes a closure", at: nameRange)
            }
        case .binding(let binding) where name == "wrappedValue":
            try modifyBinding(binding.location, at: nameRange, context, body)
        case .type(let typeRef) where typeRef.nominal?.staticProperties[name] != nil:
            let nominal = typeRef.nominal!
            var value = try staticProperty(nominal, name, at: nameRange)
            try body(&value)
            nominal.staticStorage[name] = value
        default:
            try modify(base, context, kind: .modify) { baseValue in
                try self.modifyField(of: &baseValue, name: name, range: nameRange, context, kind: kind, body)
            }
        }
    }

    func modify(_ place: Place, _ context: EvalContext, kind: MutationKind, _ body: (inout Value) throws -> Void)
        throws
    {
        switch place {
        case .local(let variable, let name, let range):
            if variable.isLet {
                guard variable.awaitsInitialValue, kind == .set else {
                    throw RuntimeError("cannot assign to value: '\(name)' is a 'let' constant", at: range)
                }
                variable.awaitsInitialValue = false
            }
            try body(&variable.value)
            if let container = variable.typedStorage {
                variable.value = try converted(variable.value, for: container)
            }
            try checkSize(variable.value, at: range)
        case .name(let name, let expr):
            guard let selfContext = context.selfContext else {
                throw RuntimeError("cannot find '\(name)' in scope", at: expr.range, group: .names)
            }
            try modifyMember(of: selfContext, name: name, nameRange: expr.range, context, kind: kind, body)
        case .selfValue(let range):
            // A struct's or an enum's `self = …` (in a mutating method or an initializer).
            switch context.selfContext {
            case .value(let variable, _)?, .enumValue(let variable, _)?: try body(&variable.value)
            default: throw RuntimeError("cannot assign to 'self' here", at: range)
            }
        case .selfMember(let name, _, let nameRange):
            guard let selfContext = context.selfContext else {
                throw RuntimeError("'self' is not available here", at: nameRange)
            }
            try modifyMember(of: selfContext, name: name, nameRange: nameRange, context, kind: kind, body)
        case .temporary(_, let range):
            throw RuntimeError("cannot assign to this expression", at: range)
        case .member(let base, let name, let nameRange):
            try modifyMember(ofBase: base, name: name, nameRange: nameRange, context, kind: kind, body)
        case .subscripted(let base, let keys, let labels, let range):
            try modify(base, context, kind: .modify) { container in
                try self.modifySubscript(&container, keys: keys, labels: labels, range: range, body)
            }
        case .forceUnwrap(let inner, let range):
            try modify(inner, context, kind: .modify) { value in
                if case .null = value {
                    throw RuntimeError("unexpectedly found nil while unwrapping an Optional value", at: range)
                }
                try body(&value)
            }
        case .projection(let name, let range):
            guard let binding = try projection(name, at: range, context) else {
                throw RuntimeError("cannot assign to '$\(name)'", at: range)
            }
            if case .binding(let b) = binding {
                try modifyBinding(b.location, at: range, context, body)
            }
        }
    }

    // MARK: - Exclusivity

    /// Swift's exclusivity rule for one call's `inout` arguments: two accesses to the same
    /// storage, where one contains the other (`&a, &a`, `&s, &s.x`) or both reach into
    /// one collection (`&a[0], &a[1]`), overlap. Distinct stored properties (`&s.x, &s.y`)
    /// do not.
    func checkExclusiveAccess(_ arguments: [EvaluatedArgument], _ context: EvalContext) throws {
        var paths: [(root: ObjectIdentifier, name: String, components: [AccessComponent])] = []
        for argument in arguments {
            guard let place = argument.inoutPlace, let path = try accessPath(place, context) else { continue }
            for other in paths where other.root == path.root {
                guard let shared = overlap(other.components, path.components) else { continue }
                let name = ([other.name] + shared.compactMap { if case .property(let p) = $0 { p } else { nil } })
                    .filter { $0.isEmpty == false }.joined(separator: ".")
                let advice =
                    other.components.contains(.element) && path.components.contains(.element)
                    ? "consider calling MutableCollection.swapAt(_:_:)" : "consider copying to a local variable"
                throw RuntimeError(
                    "overlapping accesses to '\(name)', but modification requires exclusive access; \(advice)",
                    at: argument.range, notes: [DiagnosticNote("conflicting access is here")])
            }
            paths.append(path)
        }
    }

    /// The common prefix of two paths when they overlap (nil when they are disjoint).
    private func overlap(_ a: [AccessComponent], _ b: [AccessComponent]) -> [AccessComponent]? {
        var shared: [AccessComponent] = []
        for (x, y) in zip(a, b) {
            if x == .element || y == .element { return shared }
            guard x == y else { return nil }
            shared.append(x)
        }
        return shared
    }

    private func accessPath(_ place: Place, _ context: EvalContext) throws -> (
        root: ObjectIdentifier, name: String, components: [AccessComponent]
    )? {
        switch place {
        case .local(let variable, let name, _):
            return (ObjectIdentifier(variable), name, [])
        case .name(let name, _), .selfMember(let name, _, _):
            switch context.selfContext {
            case .value(let variable, _)?, .enumValue(let variable, _)?:
                return (ObjectIdentifier(variable), "self", [.property(name)])
            case .object(let object)?:
                return (ObjectIdentifier(object), "", [.property(name)])
            case .staticType(let type)?:
                guard let nominal = type.nominal else { return nil }
                return (ObjectIdentifier(nominal), nominal.name, [.property(name)])
            case nil:
                return nil
            }
        case .selfValue:
            guard case .value(let variable, _)? = context.selfContext else { return nil }
            return (ObjectIdentifier(variable), "self", [])
        case .member(let base, let name, _):
            switch try read(base, context, tracking: false) {
            case .object(let object): return (ObjectIdentifier(object), "", [.property(name)])
            case .type(let type):
                guard let nominal = type.nominal else { return nil }
                return (ObjectIdentifier(nominal), nominal.name, [.property(name)])
            default:
                guard let path = try accessPath(base, context) else { return nil }
                return (path.root, path.name, path.components + [.property(name)])
            }
        case .subscripted(let base, _, _, _):
            guard let path = try accessPath(base, context) else { return nil }
            return (path.root, path.name, path.components + [.element])
        case .forceUnwrap(let inner, _):
            return try accessPath(inner, context)
        case .temporary, .projection:
            return nil
        }
    }
}

extension Expr {
    /// `a?` whose `a` names storage.
    fileprivate var isOptionalChainOfStorage: Bool {
        if case .optionalChain(let inner) = kind { return inner.isAssignable }
        return false
    }
}

extension Place {
    /// The property a place names last (`corner` of `holder.corner`), if it names one.
    fileprivate var propertyName: String? {
        switch self {
        case .member(_, let name, _), .name(let name, _), .selfMember(let name, _, _): name
        default: nil
        }
    }
}

extension Value {
    /// A struct's or a tuple's value: written back through the storage that holds it.
    fileprivate var isStructOrTuple: Bool {
        switch self {
        case .structValue, .tuple: true
        default: false
        }
    }
}
