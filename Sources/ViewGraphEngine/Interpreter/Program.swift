// A scenario variant's declarations as runtime types: types with their extensions
// merged, global functions (overloads kept in declaration order, resolved by labels
// at each call), `@Entry` environment keys and `EnvironmentKey` types, protocols with
// the default implementations of their extensions (given to every conforming type that
// does not declare the member itself, as Swift's witness tables choose), global `let`s and
// `var`s (initialised on first use, as Swift initialises globals). Exact for the supported
// declarations.
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
    /// Whether any declared type (nested ones too) has its own `description`: printing a
    /// collection then looks for them inside it.
    package private(set) lazy var declaresCustomDescriptions: Bool = {
        var pending = types.values.compactMap(\.nominal)
        var seen: Set<ObjectIdentifier> = []
        while let type = pending.popLast() {
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            if type.isCustomStringConvertible { return true }
            pending += type.nestedTypes.values.compactMap(\.nominal)
        }
        return false
    }()
    package private(set) var functions: [String: [FunctionDecl]] = [:]
    /// `typealias` targets by name (a nested alias by its dotted and its simple name).
    package private(set) var typeAliases: [String: TypeSyntax] = [:]
    /// Global `let`s and `var`s by name; the interpreter gives each its value on first use.
    package private(set) var globals: [String: VariableDecl] = [:]
    /// `extension EnvironmentValues { @Entry var tick: Int = 0 }`: key → default.
    package private(set) var environmentEntries: [String: Expr] = [:]
    package private(set) var environmentEntryOrder: [String] = []
    /// Each environment entry's declared type: it types the default and the values
    /// `.environment(\.key, …)` writes (`@Entry var theme: Theme = .standard`).
    package private(set) var environmentEntryTypes: [String: TypeSyntax] = [:]
    /// Names some declaration marks `mutating`: a call to any other name is never a
    /// mutating call of a declared method, so it needs no access to the base's storage.
    /// A quick rejection only; whether a call mutates is its resolved declaration's
    /// `mutating` modifier.
    package private(set) var mutatingMethodNames: Set<String> = []
    package private(set) var diagnostics: [Diagnostic] = []
    /// Protocols the scenario declares, by name.
    package private(set) var protocols: [String: ProtocolDecl] = [:]
    /// `extension P { … }` of a declared protocol: the default implementations.
    private var protocolExtensions: [String: [TypeDecl]] = [:]
    /// `extension Double { var currency: String { … } }`: the members the scenario adds to a
    /// builtin value type, by the builtin's name (`Int`, `Double`, `String`, `Bool`, `Array`,
    /// `Dictionary`, `Set`, `Date`; `Collection` and `Sequence` add to each collection).
    package private(set) var builtinExtensions: [String: NominalType] = [:]
    /// The extensions among `builtinExtensions` of SwiftUI's symbolic style types (`Font`,
    /// `Color`, `ShapeStyle`, `Animation`), by name: where an implicit member of no known
    /// type (`.font(.cardTitle)`) looks for a static.
    package private(set) var symbolicExtensions: [NominalType] = []

    /// The raw types an enum may declare, by the kind of value they hold here: a
    /// `Character` is a String, the sized integers are Int, `Float` and `CGFloat` are Double
    /// (Guides/Language.md). A `Character` or `Double` case has no implicit raw value.
    static let rawValueKind: [String: String] = [
        "String": "String", "Character": "Character", "Int": "Int", "Int8": "Int", "Int16": "Int", "Int32": "Int",
        "Int64": "Int", "UInt": "Int", "UInt8": "Int", "UInt16": "Int", "UInt32": "Int", "UInt64": "Int",
        "Double": "Double", "Float": "Double", "CGFloat": "Double",
    ]

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
                guard let name = variable.name?.name, !variable.isAsync else {
                    diagnostics.append(
                        .error(
                            "a global declaration that binds a pattern is not simulated yet; declare one name per 'let'",
                            at: variable.pattern.range, group: .unsupported))
                    continue
                }
                guard variable.initializer != nil || variable.accessors != nil else {
                    diagnostics.append(
                        .error("global variable '\(name)' needs an initial value", at: variable.range, group: .syntax))
                    continue
                }
                globals[name] = variable
            case .protocolDecl(let proto):
                protocols[proto.name.name] = proto
            case .typeAlias(let alias):
                typeAliases[alias.name.name] = alias.type
            default:
                break
            }
        }
        for typeDecl in extensions {
            if typeDecl.name.name == "EnvironmentValues" {
                for member in typeDecl.members {
                    guard case .variable(let variable) = member, let name = variable.name?.name else { continue }
                    if let initializer = variable.initializer ?? Program.environmentKeyDefault(variable) {
                        if environmentEntries[name] == nil { environmentEntryOrder.append(name) }
                        environmentEntries[name] = initializer
                        if let type = variable.type { environmentEntryTypes[name] = type }
                    } else {
                        diagnostics.append(
                            .error(
                                "environment entry '\(name)' needs a default value", at: variable.range,
                                group: .syntax))
                    }
                }
                continue
            }
            if protocols[typeDecl.name.name] != nil {
                protocolExtensions[typeDecl.name.name, default: []].append(typeDecl)
                continue
            }
            let builtinTargets =
                types[typeDecl.name.name] == nil ? BuiltinCatalogue.extensionTargets(of: typeDecl.name.name) : []
            if builtinTargets.isEmpty == false {
                for target in builtinTargets {
                    let nominal =
                        builtinExtensions[target]
                        ?? NominalType(name: target, kind: .structKind, range: typeDecl.range)
                    nominal.isBuiltinExtension = true
                    builtinExtensions[target] = nominal
                    addMembers(typeDecl.members, to: nominal, prefix: target + ".")
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
            if nominal.kind == .structKind, nominal.initializers.isEmpty { nominal.keepsMemberwise = true }
            addMembers(typeDecl.members, to: nominal, prefix: nominal.name + ".")
        }
        if !protocols.isEmpty {
            // `protocol Named: CustomStringConvertible` and `struct P: Named`: P conforms to
            // what its protocols refine too (its `description` prints, `Hashable` is
            // synthesized, as Swift does).
            for name in typeOrder {
                guard let nominal = types[name]?.nominal else { continue }
                let refined = declaredProtocols(of: nominal).flatMap { protocols[$0]?.inheritance.map(\.name) ?? [] }
                nominal.conformances.formUnion(refined.map { Conformance(name: $0) })
            }
        }
        if !protocolExtensions.isEmpty {
            for name in typeOrder { if let nominal = types[name]?.nominal { addDefaultImplementations(to: nominal) } }
        }
        resolveInheritance(declarations)
        symbolicExtensions = builtinExtensions.keys.sorted().filter(BuiltinCatalogue.symbolicTypeNames.contains).map {
            builtinExtensions[$0]!
        }
    }

    /// Class inheritance: each class whose first inherited name is a declared class becomes
    /// its subclass, superclasses first (`NominalType.inherit`).
    private func resolveInheritance(_ declarations: [Decl]) {
        var superclassNames: [String: String] = [:]
        for case .type(let typeDecl) in declarations where typeDecl.kind == .class {
            guard let first = typeDecl.inheritance.first?.name else { continue }
            if case .classType? = types[first] {
                superclassNames[typeDecl.name.name] = first
            } else if first == "NSObject" {
                types[typeDecl.name.name]?.nominal?.externalSuperclass = first
            }
        }
        var resolved: Set<String> = []
        func resolve(_ name: String, depth: Int) {
            guard resolved.contains(name) == false, depth < 64 else { return }
            resolved.insert(name)
            guard let parentName = superclassNames[name], let child = types[name]?.nominal,
                let parent = types[parentName]?.nominal, parent !== child
            else { return }
            resolve(parentName, depth: depth + 1)
            child.inherit(from: parent)
        }
        for name in typeOrder where superclassNames[name] != nil { resolve(name, depth: 0) }
    }

    /// The declared protocols a type conforms to, directly or through protocol inheritance,
    /// nearest first.
    package func declaredProtocols(of nominal: NominalType) -> [String] {
        var result: [String] = []
        var pending = nominal.conformances.compactMap { conformance -> String? in
            if case .other(let name) = conformance { return name }
            return nil
        }.sorted()
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard let proto = protocols[name], !result.contains(name) else { continue }
            result.append(name)
            pending += proto.inheritance.map(\.name)
        }
        return result
    }

    /// An extension's members of the protocols a type conforms to, for the members the type
    /// does not declare: a method with the same labels, a property of the same name.
    private func addDefaultImplementations(to nominal: NominalType) {
        for name in declaredProtocols(of: nominal) {
            for typeDecl in protocolExtensions[name] ?? [] {
                var defaults: [Decl] = []
                for member in typeDecl.members {
                    switch member {
                    case .function(let function):
                        let isStatic = function.modifiers.contains { $0.name == "static" || $0.name == "class" }
                        let existing = (isStatic ? nominal.staticMethods : nominal.methods)[function.name.name] ?? []
                        if existing.contains(where: { $0.signature == function.signature }) { continue }
                    case .variable(let variable):
                        guard let property = variable.name?.name else { continue }
                        if nominal.storedIndex[property] != nil || nominal.computed[property] != nil
                            || nominal.staticProperties[property] != nil
                        {
                            continue
                        }
                    case .initializer(let initializer):
                        if nominal.initializers.contains(where: { $0.signature == initializer.signature }) { continue }
                    default:
                        break
                    }
                    defaults.append(member)
                }
                addMembers(defaults, to: nominal, prefix: nominal.name + ".")
            }
        }
    }

    private func declare(_ typeDecl: TypeDecl, prefix: String) {
        let kind: NominalType.Kind =
            switch typeDecl.kind {
            case .struct: .structKind
            // An actor is a class whose methods run one job at a time: here every job
            // does (the scheduling page of Guides/Language.md).
            case .class, .actor: .classKind
            default: .enumKind
            }
        let nominal = NominalType(name: typeDecl.name.name, kind: kind, range: typeDecl.range)
        nominal.conformances = Set(typeDecl.inheritance.map { Conformance(name: $0.name) })
        nominal.attributes = Set(typeDecl.attributes.map(\.name.name))
        nominal.genericParameters = typeDecl.genericParameters?.parameters.map(\.name.name) ?? []
        if kind == .enumKind, let first = typeDecl.inheritance.first?.name, let raw = Self.rawValueKind[first] {
            nominal.rawType = raw
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
                    // `var km = 0.0`: Swift's inferred type, where it decides how later literals are stored.
                    let type = variable.type ?? InferredType.of(variable.initializer)
                    nominal.addStored(
                        StoredProperty(
                            name: name, isLet: variable.isLet, type: type,
                            initializer: variable.initializer, wrapper: Program.wrapper(of: variable),
                            observers: variable.observers,
                            isPrivate: variable.modifiers.contains { $0.name == "private" && $0.detail == nil },
                            range: variable.range, storageKey: Program.storageKey(of: variable),
                            stateLabel: Program.stateLabel(of: variable),
                            isLazy: variable.modifiers.contains { $0.name == "lazy" },
                            isViewBuilder: variable.attributes.contains { $0.name.name == "ViewBuilder" },
                            typedStorage: TypedStorage.of(type)))
                }
            case .typeAlias(let alias):
                typeAliases[prefix + alias.name.name] = alias.type
                if typeAliases[alias.name.name] == nil { typeAliases[alias.name.name] = alias.type }
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
            case .deinitializer(let deinitializer):
                nominal.deinitializer = deinitializer
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

    /// `@FocusState`, `@AppStorage("on")`, `@SceneStorage("tab")`: how reports name a state
    /// cell that is not a plain `@State`; nil for `@State` and everything else.
    package static func stateLabel(of variable: VariableDecl) -> String? {
        for attribute in variable.attributes {
            switch attribute.name.name {
            case "FocusState": return "@FocusState"
            case "Namespace": return "@Namespace"
            case "AppStorage", "SceneStorage":
                guard let key = storageKey(of: variable)?.split(separator: ":", maxSplits: 1).last else { break }
                return "@\(attribute.name.name)(\"\(key)\")"
            default: continue
            }
        }
        return nil
    }

    /// The property wrapper a stored property declares, from its attributes.
    package static func wrapper(of variable: VariableDecl) -> WrapperKind? {
        for attribute in variable.attributes {
            switch attribute.name.name {
            // `@AppStorage`, `@SceneStorage`, `@FocusState` and `@Namespace` are state cells: the
            // first two shared per key across the scenario (Simulation.sharedStorage), the others
            // per identity (a namespace's ID is made once and never written).
            case "State", "AppStorage", "SceneStorage", "FocusState", "Namespace": return .state
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

    package func type(named name: String) -> TypeRef? {
        if let type = types[name] { return type }
        guard typeAliases.isEmpty == false, typeAliases[name] != nil,
            case .named(let target, _)? = expandingAliases(name)?.kind
        else { return nil }
        if let type = types[target] { return type }
        return Builtins.typeNames.contains(target) ? .builtin(target) : nil
    }

    /// The type an alias names, through aliases of aliases (`typealias Row = [Score]`,
    /// `typealias Score = Int`: `Score` is `Int`); nil when `name` is no alias.
    package func expandingAliases(_ name: String) -> TypeSyntax? {
        // Most programs declare no alias: no hashing then, and no set made per call.
        guard typeAliases.isEmpty == false, var type = typeAliases[name] else { return nil }
        var seen: Set<String> = [name]
        while case .named(let next, _) = type.kind, let target = typeAliases[next], seen.insert(next).inserted {
            type = target
        }
        // A cycle of aliases names no type (the checker reports one that names itself).
        if case .named(let last, _) = type.kind, typeAliases[last] != nil { return nil }
        return type
    }

    /// `var theme: Color { get { self[ThemeKey.self] } set { … } }` in `extension
    /// EnvironmentValues`: a key declared with an `EnvironmentKey` type, whose default is
    /// `ThemeKey.defaultValue` (the environment is keyed by the property's name).
    static func environmentKeyDefault(_ variable: VariableDecl) -> Expr? {
        guard let getter = variable.accessors?.getter, getter.count == 1 else { return nil }
        let expr: Expr
        switch getter[0].kind {
        case .expression(let e): expr = e
        case .returnStatement(let e?): expr = e
        default: return nil
        }
        guard case .subscriptAccess(let base, let arguments) = expr.kind, case .selfValue = base.kind,
            arguments.count == 1, case .member(let keyType, let selfName) = arguments[0].value.kind,
            selfName.name == "self", case .identifier = keyType.kind
        else { return nil }
        let range = arguments[0].value.range
        return Expr(
            .member(base: keyType, name: Identifier("defaultValue", range: selfName.range)), range: range, id: -1)
    }
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
