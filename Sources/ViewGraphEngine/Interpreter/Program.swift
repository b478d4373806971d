// A scenario variant's declarations as runtime types: types with their extensions
// merged, global functions (overloads kept in declaration order, resolved by labels
// at each call), `@Entry` environment keys. Exact for the supported declarations;
// global variables are a diagnostic (scenario state lives in models or `app`).
import ViewGraphDiagnostics
import ViewGraphSyntax

/// The declarations of one variant of a scenario, turned into runtime types.
///
/// A variant redeclares whole declarations by name; `Program(declarations:)` is
/// given the already-merged list (base, then each variant in its `extends` chain).
package final class Program {
    package private(set) var types: [String: TypeRef] = [:]
    /// Types in declaration order (for deterministic listings).
    package private(set) var typeOrder: [String] = []
    package private(set) var functions: [String: [FunctionDecl]] = [:]
    /// `extension EnvironmentValues { @Entry var tick: Int = 0 }`: key → default.
    package private(set) var environmentEntries: [String: Expr] = [:]
    package private(set) var environmentEntryOrder: [String] = []
    /// Names some declaration marks `mutating`: a call to any other name is never a
    /// mutating call of a declared method, so it needs no access to the base's storage.
    /// A quick rejection only; whether a call mutates is its resolved declaration's
    /// `mutating` modifier.
    package private(set) var mutatingMethodNames: Set<String> = []
    package private(set) var diagnostics: [Diagnostic] = []

    package init(declarations: [Decl]) {
        var extensions: [TypeDecl] = []
        for declaration in declarations {
            switch declaration {
            case .type(let typeDecl):
                if typeDecl.kind == .extension {
                    extensions.append(typeDecl)
                } else {
                    declare(typeDecl, prefix: "")
                }
            case .function(let function):
                functions[function.name.name, default: []].append(function)
            case .variable(let variable):
                diagnostics.append(
                    .error(
                        "global variables are not supported in scenarios; declare state in a model or in 'app'",
                        at: variable.range, group: .unsupported))
                continue
            case .protocolDecl(let proto):
                diagnostics.append(RuntimeError.notSimulated("'protocol'", at: proto.keywordRange).diagnostic)
            default:
                break
            }
            reportNotSimulated(in: declaration)
        }
        for typeDecl in extensions {
            if typeDecl.name.name == "EnvironmentValues" {
                for member in typeDecl.members {
                    guard case .variable(let variable) = member, let name = variable.name?.name else { continue }
                    if let initializer = variable.initializer ?? classicKeyDefault(variable) {
                        if environmentEntries[name] == nil { environmentEntryOrder.append(name) }
                        environmentEntries[name] = initializer
                    } else {
                        diagnostics.append(
                            .error(
                                "environment entry '\(name)' needs a default value", at: variable.range,
                                group: .syntax))
                    }
                }
                continue
            }
            guard let target = types[typeDecl.name.name], let nominal = target.nominal else {
                diagnostics.append(
                    .error(
                        "cannot extend '\(typeDecl.name.name)': only types declared in the scenario can be extended",
                        at: typeDecl.name.range, group: .names))
                continue
            }
            nominal.conformances.formUnion(typeDecl.inheritance.map { Conformance(name: $0.name) })
            addMembers(typeDecl.members, to: nominal, prefix: nominal.name + ".")
        }
    }

    /// Swift the checker rejects and the engine does not run yet: reported, never ignored.
    private func reportNotSimulated(in declaration: Decl) {
        var constructs: [(String, SourceRange)] = []
        switch declaration {
        case .type(let type):
            if type.kind == .actor { constructs.append(("'actor'", type.keywordRange)) }
            if let clause = type.genericParameters { constructs.append(("generic parameter clause", clause.range)) }
            if let clause = type.whereClause { constructs.append(("'where' clause", clause.range)) }
        case .function(let function):
            if let clause = function.genericParameters { constructs.append(("generic parameter clause", clause.range)) }
            if let effect = function.effects.first { constructs.append(("'\(effect.kind.rawValue)'", effect.range)) }
            if let clause = function.whereClause { constructs.append(("'where' clause", clause.range)) }
        case .initializer(let initializer):
            if let clause = initializer.genericParameters {
                constructs.append(("generic parameter clause", clause.range))
            }
            if let effect = initializer.effects.first { constructs.append(("'\(effect.kind.rawValue)'", effect.range)) }
        case .variable(let variable):
            if let observer = variable.observers.first {
                constructs.append(("'\(observer.kind.rawValue)' observer", observer.keyword.range))
            }
        case .deinitializer(let deinitializer):
            constructs.append(("'deinit'", deinitializer.keywordRange))
        case .protocolDecl, .enumCase, .error:
            break
        }
        for (construct, range) in constructs {
            diagnostics.append(RuntimeError.notSimulated(construct, at: range).diagnostic)
        }
    }

    private func declare(_ typeDecl: TypeDecl, prefix: String) {
        let kind: NominalType.Kind =
            switch typeDecl.kind {
            case .struct: .structKind
            case .class: .classKind
            default: .enumKind
            }
        let nominal = NominalType(name: typeDecl.name.name, kind: kind, range: typeDecl.range)
        nominal.conformances = Set(typeDecl.inheritance.map { Conformance(name: $0.name) })
        nominal.attributes = Set(typeDecl.attributes.map(\.name.name))
        if kind == .enumKind, let first = typeDecl.inheritance.first?.name,
            ["String", "Int", "Double"].contains(first)
        {
            nominal.rawType = first
        }
        let ref: TypeRef =
            switch kind {
            case .structKind: .structType(nominal)
            case .classKind: .classType(nominal)
            case .enumKind: .enumType(nominal)
            }
        let fullName = prefix + typeDecl.name.name
        if types[fullName] == nil { typeOrder.append(fullName) }
        types[fullName] = ref
        if prefix.isEmpty == false, types[typeDecl.name.name] == nil {
            types[typeDecl.name.name] = ref
        }
        addMembers(typeDecl.members, to: nominal, prefix: fullName + ".")
    }

    private func addMembers(_ members: [Decl], to nominal: NominalType, prefix: String) {
        for member in members {
            reportNotSimulated(in: member)
            switch member {
            case .variable(let variable):
                let isStatic = variable.modifiers.contains { $0.name == "static" || $0.name == "class" }
                guard let name = variable.name?.name else { continue }
                if isStatic {
                    nominal.staticProperties[name] = variable
                } else if variable.accessors != nil {
                    nominal.computed[name] = variable
                } else {
                    if variable.attributes.contains(where: { $0.name.name == "Environment" }),
                        Program.wrapper(of: variable) == nil
                    {
                        diagnostics.append(
                            .error(
                                "this form of '@Environment' is not supported in scenarios; use '@Environment(\\.key)' or '@Environment(Model.self)'",
                                at: variable.range, group: .unsupported))
                    }
                    nominal.addStored(
                        StoredProperty(
                            name: name, isLet: variable.isLet, type: variable.type,
                            initializer: variable.initializer, wrapper: Program.wrapper(of: variable),
                            isPrivate: variable.modifiers.contains { $0.name == "private" && $0.detail == nil },
                            range: variable.range, storageKey: Program.storageKey(of: variable)))
                }
            case .function(let function):
                let isStatic = function.modifiers.contains { $0.name == "static" || $0.name == "class" }
                if isStatic {
                    nominal.staticMethods[function.name.name, default: []].append(function)
                } else {
                    nominal.methods[function.name.name, default: []].append(function)
                    if function.isMutating {
                        mutatingMethodNames.insert(function.name.name)
                    }
                }
            case .initializer(let initializer):
                nominal.initializers.append(initializer)
            case .enumCase(let enumCase):
                for element in enumCase.elements {
                    if nominal.cases[element.name.name] == nil { nominal.caseOrder.append(element.name.name) }
                    nominal.cases[element.name.name] = element
                }
            case .type(let nested):
                declare(nested, prefix: prefix)
                if let ref = types[prefix + nested.name.name] {
                    nominal.nestedTypes[nested.name.name] = ref
                }
            default:
                break
            }
        }
    }

    /// The classic key: `var theme: Color { get { self[ThemeKey.self] } set { … } }` in
    /// `extension EnvironmentValues`, where `ThemeKey: EnvironmentKey` has a `static let
    /// defaultValue`: that default is the entry's (the getter and setter add nothing else).
    private func classicKeyDefault(_ variable: VariableDecl) -> Expr? {
        guard let getter = variable.accessors?.getter.singleExpression,
            case .subscriptAccess(let base, let arguments) = getter.kind, case .selfValue = base.kind,
            arguments.count == 1, case .member(let keyType, let member) = arguments[0].value.kind,
            member.name == "self", case .identifier(let typeName) = keyType.kind,
            let key = types[typeName]?.nominal, let defaultValue = key.staticProperties["defaultValue"]
        else { return nil }
        return defaultValue.initializer
    }

    /// `@AppStorage("key")` / `@SceneStorage("key")`: the key of the in-memory store the
    /// scenario shares between views (prefixed with the wrapper's name).
    package static func storageKey(of variable: VariableDecl) -> String? {
        for attribute in variable.attributes
        where attribute.name.name == "AppStorage" || attribute.name.name == "SceneStorage" {
            if let argument = attribute.arguments?.first?.value, case .stringLiteral(let parts) = argument.kind {
                let text = parts.map { part -> String in
                    if case .text(let t) = part { return t }
                    return "?"
                }.joined()
                return attribute.name.name + ":" + text
            }
            return attribute.name.name + ":" + (variable.name?.name ?? "")
        }
        return nil
    }

    /// The property wrapper a stored property declares, from its attributes.
    package static func wrapper(of variable: VariableDecl) -> WrapperKind? {
        for attribute in variable.attributes {
            switch attribute.name.name {
            // `@AppStorage`, `@SceneStorage` and `@FocusState` are state cells: the first two
            // shared per key across the scenario (Simulation.sharedStorage), the last per identity.
            case "State", "AppStorage", "SceneStorage", "FocusState": return .state
            case "Binding": return .binding
            case "StateObject": return .stateObject
            case "ObservedObject": return .observedObject
            case "EnvironmentObject": return .environmentObject
            case "Bindable": return .bindable
            case "Published": return .published
            case "ObservationIgnored": return .observationIgnored
            case "Environment":
                guard let argument = attribute.arguments?.first?.value else { return nil }
                switch argument.kind {
                case .keyPath(_, let components):
                    if case .property(let id)? = components.last { return .environmentKey(id.name) }
                case .member(let base, let name) where name.name == "self":
                    if case .identifier(let typeName) = base.kind { return .environmentType(typeName) }
                default:
                    break
                }
                return nil
            default:
                continue
            }
        }
        return nil
    }

    package func type(named name: String) -> TypeRef? { types[name] }
}

extension TypeRef {
    package var nominal: NominalType? {
        switch self {
        case .structType(let t), .classType(let t), .enumType(let t): t
        case .builtin: nil
        }
    }
}

extension FunctionDecl {
    /// Declared `mutating`: a call runs on the storage its base names (`_modify`, R4.6).
    package var isMutating: Bool { modifiers.contains { $0.name == "mutating" } }
}
