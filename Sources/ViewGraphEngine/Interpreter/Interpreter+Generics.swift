import ViewGraphDiagnostics
import ViewGraphSyntax

// Generic parameters used as values: `T.allCases`, `T.self`, `T(rawValue:)`.
//
// Generic code runs with its types erased (Guides/Language.md, "Generics"): a value keeps its
// own dynamic type, and `T` names no type of its own. Where Swift infers `T` at the call, the
// simulation reads it from a value that shows it (`GenericWitness`): the argument passed as
// `T.Type`, a `T` argument's dynamic type, the first element of a `[T]`. The checker reports
// a parameter no argument or stored property shows before the scenario runs.

extension Interpreter {
    /// The dynamic type of a value, as `type(of:)` gives it.
    func dynamicType(of value: Value) -> TypeRef {
        switch value {
        case .structValue(let s): return .structType(s.type)
        case .object(let o): return .classType(o.type)
        case .enumCase(let c): return c.type.map { .enumType($0) } ?? .builtin(typeName(of: value))
        default: return .builtin(typeName(of: value))
        }
    }

    /// Declares each generic parameter of a function or initializer as a local type name
    /// (`T`), read from the first argument that shows it. A parameter no argument shows
    /// (an empty array, a nil optional) stays undeclared: a use of it is then "cannot find
    /// 'T' in scope" (Scenarios/KNOWN-ENGINE-ISSUES.md, 190).
    func bindGenericParameters(_ clause: GenericParameterClause?, of parameters: [Parameter], in scope: Scope) {
        guard let clause else { return }
        for generic in clause.parameters {
            let name = generic.name.name
            for parameter in parameters {
                guard let path = GenericWitness.path(to: name, in: parameter.type),
                    let argument = scope.names[parameter.name.name],
                    let type = witness(path[...], in: argument.value)
                else { continue }
                scope.declare(name, .type(type), isLet: true)
                break
            }
        }
    }

    /// The generic parameter `name` of `self`'s type (`T` in a method or `body` of
    /// `struct EnumPicker<T>`), read from the first stored property that shows it; nil when
    /// `name` is not one. A parameter no stored property's value shows now (an empty array)
    /// is an error.
    func genericParameterOfSelf(_ name: String, at range: SourceRange, _ context: EvalContext) throws -> TypeRef? {
        if case .value(let variable, _)? = context.selfContext,
            let found = try collectionParameter(name, of: variable.value, at: range)
        {
            return found
        }
        guard let type = context.selfContext?.instanceType, type.genericParameters.contains(name) else { return nil }
        for (index, property) in type.stored.enumerated() {
            guard let declared = property.type, let path = GenericWitness.path(to: name, in: declared) else { continue }
            let field: Value?
            switch context.selfContext {
            case .object(let object)?: field = index < object.fields.count ? object.fields[index] : nil
            case .value(let variable, _)?, .enumValue(let variable, _)?: field = variable.value.structField(index)
            default: field = nil
            }
            if let field, let found = witness(path[...], in: field) { return found }
        }
        throw RuntimeError(
            "the type of the generic parameter '\(name)' is not known here: generic code runs with its types erased, and ViewGraph reads '\(name)' from a stored property's value, but none holds a '\(name)' now (an empty array, a nil optional)",
            at: range, group: .unsupported)
    }

    /// `Element`, `Key` or `Value` in an extension of a builtin collection, read from `self`'s
    /// first element (`Element(count)` in `extension Array where Element: BinaryFloatingPoint`);
    /// nil when `self` is no collection with that parameter. An empty collection shows none.
    private func collectionParameter(_ name: String, of value: Value, at range: SourceRange) throws -> TypeRef? {
        let first: Value??
        switch (name, value) {
        case ("Element", .array(let items)): first = .some(items.first)
        case ("Element", .set(let set)): first = .some(set.elements.first)
        case ("Key", .dictionary(let dictionary)): first = .some(dictionary.keys.first)
        case ("Value", .dictionary(let dictionary)): first = .some(dictionary.values.first)
        default: first = nil
        }
        guard let first else { return nil }
        guard let element = first else {
            throw RuntimeError(
                "the type of '\(name)' is not known here: generic code runs with its types erased, and ViewGraph reads '\(name)' from the collection's first element, but the collection is empty",
                at: range, notes: [DiagnosticNote("check 'isEmpty' before using '\(name)' as a value")],
                group: .unsupported)
        }
        return dynamicType(of: element)
    }

    /// Follows `path` into `value`; nil where the value does not show it (an empty array).
    private func witness(_ path: ArraySlice<GenericWitnessStep>, in value: Value) -> TypeRef? {
        // A property wrapper as a view stores it: what it wraps has the declared type.
        switch value {
        case .wrapper(.state(let initial)): return witness(path, in: initial)
        case .wrapper(.observedObject(let wrapped)), .wrapper(.bindable(let wrapped)): return witness(path, in: wrapped)
        case .wrapper(.binding(let binding)) where path.first != .bindingValue:
            return (try? readBindingWithoutTracking(binding.location, at: .at(0))).flatMap { witness(path, in: $0) }
        default: break
        }
        guard let step = path.first else { return nil }
        let rest = path.dropFirst()
        switch (step, value) {
        case (.value, _): return dynamicType(of: value)
        case (.metatype, .type(let type)): return type
        case (.element, .array(let elements)): return elements.first.flatMap { witness(rest, in: $0) }
        case (.element, .set(let set)): return set.elements.first.flatMap { witness(rest, in: $0) }
        case (.wrapped, .null): return nil
        case (.wrapped, _): return witness(rest, in: value)
        case (.bindingValue, .binding(let binding)), (.bindingValue, .wrapper(.binding(let binding))):
            return (try? readBindingWithoutTracking(binding.location, at: .at(0))).flatMap { witness(rest, in: $0) }
        case (.key, .dictionary(let dictionary)): return dictionary.keys.first.flatMap { witness(rest, in: $0) }
        case (.dictionaryValue, .dictionary(let dictionary)):
            return dictionary.values.first.flatMap { witness(rest, in: $0) }
        default: return nil
        }
    }
}
