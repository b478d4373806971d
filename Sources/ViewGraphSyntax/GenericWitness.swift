// Where a value shows a generic parameter's type: `T.allCases` in `func names<T>(_: T.Type)`
// or in the body of `struct EnumPicker<T>: View { @Binding var selection: T }`.
//
// Generic code runs with its types erased (Guides/Language.md), so `T` has no type of its
// own at run time. What Swift infers at the call site, the simulation reads from the
// values: the metatype passed as `T.Type`, the dynamic type of a `T` argument or of the
// first element of a `[T]`. A parameter no argument shows (`func make<T>() -> T`) is a
// type name only, which the checker says before the scenario runs.

/// One step from a value of a parameter's (or stored property's) declared type toward a
/// value whose dynamic type is the generic parameter.
package enum GenericWitnessStep: Sendable, Equatable {
    /// The value itself is a `T`: its dynamic type.
    case value
    /// The value is `T.self`: the type it holds.
    case metatype
    /// An array's or a set's first element (`[T]`, `Set<T>`).
    case element
    /// A non-nil optional's value (`T?`).
    case wrapped
    /// A binding's current value (`Binding<T>`).
    case bindingValue
    /// A dictionary's first key or first value (`[T: Int]`, `[String: T]`).
    case key
    case dictionaryValue
}

/// Finds where a declared type mentions a generic parameter in a position a value shows.
package enum GenericWitness {
    /// The steps from a value of `type` to one whose type is `parameter`; nil when no
    /// value of `type` shows it (`() -> T`, `some Collection<T>`).
    package static func path(to parameter: String, in type: TypeSyntax) -> [GenericWitnessStep]? {
        switch type.kind {
        case .named(let name, let arguments):
            if arguments.isEmpty {
                if name == parameter { return [.value] }
                if name == parameter + ".Type" { return [.metatype] }
                return nil
            }
            switch (name, arguments.count) {
            case ("Binding", 1): return path(to: parameter, in: arguments[0]).map { [.bindingValue] + $0 }
            case ("Array", 1), ("Set", 1), ("ArraySlice", 1):
                return path(to: parameter, in: arguments[0]).map { [.element] + $0 }
            case ("Optional", 1): return path(to: parameter, in: arguments[0]).map { [.wrapped] + $0 }
            case ("Dictionary", 2): return dictionaryPath(to: parameter, key: arguments[0], value: arguments[1])
            default: return nil
            }
        case .array(let element):
            return path(to: parameter, in: element).map { [.element] + $0 }
        case .optional(let wrapped):
            return path(to: parameter, in: wrapped).map { [.wrapped] + $0 }
        case .dictionary(let key, let value):
            return dictionaryPath(to: parameter, key: key, value: value)
        default:
            return nil
        }
    }

    /// The declared types of the instance stored properties among `members`.
    package static func storedPropertyTypes(_ members: [Decl]) -> [TypeSyntax] {
        members.compactMap { member in
            guard case .variable(let variable) = member, variable.accessors == nil,
                variable.modifiers.contains(where: { $0.name == "static" }) == false
            else { return nil }
            return variable.type
        }
    }

    /// The parameters among `names` that a value of one of `types` shows.
    package static func shown(_ names: Set<String>, by types: [TypeSyntax]) -> Set<String> {
        names.filter { name in types.contains { GenericWitness.path(to: name, in: $0) != nil } }
    }

    private static func dictionaryPath(to parameter: String, key: TypeSyntax, value: TypeSyntax)
        -> [GenericWitnessStep]?
    {
        if let keyPath = path(to: parameter, in: key) { return [.key] + keyPath }
        return path(to: parameter, in: value).map { [.dictionaryValue] + $0 }
    }
}
