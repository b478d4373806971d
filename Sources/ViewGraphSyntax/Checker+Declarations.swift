import ViewGraphDiagnostics

// Declarations: types and their members, functions, attributes and property wrappers
// (DESIGN.md §2.1). A View struct needs `var body`; each property wrapper is allowed
// only where SwiftUI gives it meaning, and the note says where that is.

/// Where an attribute is written.
enum AttributeSite {
    case type(TypeDeclKind)
    /// A property of a type (`owner`), stored or computed.
    case property(owner: TypeDecl, info: TypeInfo?, isComputed: Bool)
    case local
    case function
    case initializer

    var isProperty: Bool {
        switch self {
        case .property, .local: true
        default: false
        }
    }
}

extension Checker {
    // MARK: - Declarations

    /// Checks top-level declarations (of the base or of a variant) against `world`.
    func checkTopLevelDeclarations(_ declarations: [Decl]) {
        checkRedeclarations(declarations)
        for declaration in declarations {
            switch declaration {
            case .type(let type): checkTypeDecl(type, prefix: nil)
            case .function(let function): checkFunction(function)
            case .protocolDecl(let proto): checkProtocol(proto)
            case .variable(let variable): checkGlobalVariable(variable)
            case .error: sawParseError = true
            case .typeAlias(let alias): checkTypeAlias(alias)
            case .initializer, .enumCase, .deinitializer: break
            }
        }
    }

    /// `invalid redeclaration` for two types, or two properties, of one name in one scope.
    func checkRedeclarations(_ declarations: [Decl]) {
        var seen: [String: SourceRange] = [:]
        for declaration in declarations {
            var names: [Identifier] = []
            switch declaration {
            case .type(let type) where type.kind != .extension: names = [type.name]
            case .variable(let variable): names = variable.name.map { [$0] } ?? []
            default: break
            }
            for name in names {
                if let first = seen[name.name] {
                    error(
                        "invalid redeclaration of '\(name.name)'", at: name.range,
                        notes: [DiagnosticNote("'\(name.name)' was first declared here", at: first)], group: .names)
                } else {
                    seen[name.name] = name.range
                }
            }
        }
    }

    /// `typealias Name = Type`: the type it names, with its own generic parameters in scope.
    func checkTypeAlias(_ alias: TypeAliasDecl) {
        checkAttributes(alias.attributes, site: .local)
        if case .named(let target, _) = alias.type.kind, target == alias.name.name {
            error("type alias '\(target)' references itself", at: alias.type.range, group: .names)
            return
        }
        withGenericParameters(alias.genericParameters, nil) { checkType(alias.type) }
    }

    /// A global `let` or `var`: its type and initializer (its name is bound by the world).
    func checkGlobalVariable(_ variable: VariableDecl) {
        if variable.name == nil && !variable.isAsync {
            error(
                "a global declaration that binds a pattern is not simulated yet; declare one name per 'let'",
                at: variable.pattern.range, group: .unsupported)
        } else if let name = variable.name, variable.initializer == nil, variable.accessors == nil {
            error("global variable '\(name.name)' needs an initial value", at: variable.range, group: .syntax)
        }
        checkAttributes(variable.attributes, site: .local)
        if let type = variable.type { checkType(type) }
        if let initializer = variable.initializer { checkExpr(initializer) }
    }

    /// SwiftUI's style protocols: their builtin styles are values here, a type conforming
    /// to one is not simulated.
    /// SwiftUI protocols a type of the app's own may adopt, with the types they declare.
    static let simulatedProtocolTypes: [String: Set<String>] = [
        "ViewModifier": ["Content", "Body"], "ButtonStyle": ["Configuration", "Body"],
    ]

    static let styleProtocols: Set<String> = [
        "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "TextFieldStyle", "ListStyle",
        "PickerStyle", "ProgressViewStyle", "GaugeStyle", "MenuStyle",
    ]

    /// A protocol's inheritance and requirements, with its associated types in scope.
    func checkProtocol(_ proto: ProtocolDecl) {
        checkAttributes(proto.attributes, site: .type(.struct))
        for inherited in proto.inheritance where !inherited.name.isEmpty && !isKnownType(inherited.name) {
            error(
                withSuggestion(
                    "cannot find type '\(inherited.name)' in scope", for: inherited.name,
                    among: visibleNames(uppercase: true)),
                at: inherited.range, group: .names)
        }
        typeParameters.append(
            TypeParameterScope(names: world.declaredProtocol(named: proto.name.name)?.associatedTypes ?? []))
        defer { typeParameters.removeLast() }
        for requirement in proto.requirements {
            switch requirement {
            case .property(let property):
                if let type = property.type { checkType(type) }
            case .function(let function):
                withGenericParameters(function.genericParameters, function.whereClause) {
                    checkParameters(function.parameters)
                    if let returnType = function.returnType { checkType(returnType) }
                }
            case .initializer(let initializer):
                checkParameters(initializer.parameters)
            case .associatedType(let associated):
                if let defaultType = associated.defaultType { checkType(defaultType) }
            case .unparsed:
                break
            }
        }
    }

    /// Runs `body` with a generic parameter clause's names in scope as types, after
    /// checking the constraints and the `where` clause.
    /// `shownBy` are the declaration's parameter types (a function's, an initializer's) or
    /// stored property types (a type's): the generic parameters they show may be used as
    /// values.
    func withGenericParameters(
        _ clause: GenericParameterClause?, _ whereClause: WhereClause?, shownBy: [TypeSyntax] = [],
        _ body: () -> Void
    ) {
        let names = Set(clause?.parameters.map(\.name.name) ?? [])
        typeParameters.append(TypeParameterScope(names: names, shown: GenericWitness.shown(names, by: shownBy)))
        defer { typeParameters.removeLast() }
        for parameter in clause?.parameters ?? [] {
            if let constraint = parameter.constraint { checkType(constraint) }
        }
        // The subject of a requirement may be a builtin's own parameter (`Element`), so only
        // the protocol a conformance names is checked.
        for requirement in whereClause?.requirements ?? [] {
            if case .conformance(_, let proto) = requirement { checkType(proto) }
        }
        body()
    }

    func checkTypeDecl(_ type: TypeDecl, prefix: String?) {
        // An extension of a protocol sees the protocol's associated types; an extension of a
        // generic type its parameters (`extension Stack { var top: Element? … }`).
        var inherited = world.declaredProtocol(named: type.name.name)?.associatedTypes ?? []
        if type.kind == .extension, let extended = world.declaredType(named: type.name.name) {
            inherited.formUnion(extended.genericParameters)
        }
        // An extension of a generic type: the parameters its stored properties show.
        let shown = type.kind == .extension ? world.declaredType(named: type.name.name)?.shownGenericParameters : nil
        typeParameters.append(TypeParameterScope(names: inherited, shown: shown ?? []))
        defer { typeParameters.removeLast() }
        withGenericParameters(
            type.genericParameters, type.whereClause, shownBy: GenericWitness.storedPropertyTypes(type.members)
        ) {
            checkTypeDeclBody(type, prefix: prefix)
        }
    }

    private func checkTypeDeclBody(_ type: TypeDecl, prefix: String?) {
        let dotted = prefix.map { "\($0).\(type.name.name)" } ?? type.name.name
        checkAttributes(type.attributes, site: .type(type.kind))
        let info: TypeInfo?
        if type.kind == .extension {
            let first = String(type.name.name.split(separator: ".").first ?? "")
            if !first.isEmpty && !isKnownType(first) {
                error(
                    withSuggestion(
                        "cannot find type '\(first)' in scope", for: first, among: visibleNames(uppercase: true)),
                    at: nameRange(first, in: type.name.range), group: .names)
            }
            info = world.type(named: type.name.name)
            let builtinTargets =
                world.declaredType(named: type.name.name) == nil ? BuiltinCatalogue.extensionTargets(of: first) : []
            if builtinTargets.isEmpty == false {
                // `extension Double { var currency: String { … } }`: the builtin's own members
                // are implicit `self` members inside, as the extension's are.
                extendedBuiltin = (builtinTargets, Set(type.members.compactMap(\.memberName)))
            } else if world.declaredType(named: type.name.name) == nil, world.typeAliases[first] == nil,
                isKnownType(first), type.name.name != "EnvironmentValues"
            {
                // `extension Color { static let brand = … }`, `extension View { func card() … }`:
                // the engine's builtin types take no members of the scenario's.
                error(
                    "extending the builtin type '\(type.name.name)' is not simulated yet; of the builtin types, only Int, Double, String, Bool, Array, Dictionary, Set, Range, Date, View, the collection protocols and SwiftUI's style values (Color, Font, ShapeStyle, Animation, …) can be extended",
                    at: type.name.range,
                    notes: [
                        DiagnosticNote(
                            "instead, declare the helper where it is used: a global function, a static member of one of your types, or a view of your own"
                        )
                    ], group: .unsupported)
                // Its members are not checked: they would name the builtin's own generic
                // parameters (`Success` of `extension Result`), a second error for the same thing.
                return
            }
        } else {
            info = world.type(named: dotted)
        }
        for inherited in type.inheritance
        where !inherited.name.isEmpty && !isKnownType(inherited.name) && !Self.styleProtocols.contains(inherited.name) {
            error(
                withSuggestion(
                    "cannot find type '\(inherited.name)' in scope", for: inherited.name,
                    among: visibleNames(uppercase: true)),
                at: inherited.range, group: .names)
        }
        // `struct CardStyle: ViewModifier`: a protocol the engine does not simulate yet is
        // reported once, at the conformance; its associated types (`Content`) then stand
        // as types inside, so they add no errors of their own.
        var associatedTypes: Set<String> = []
        for inherited in type.inheritance {
            // `func body(content: Content)` of a ViewModifier, `makeBody(configuration:
            // Configuration)` of a ButtonStyle: the protocol's own types, known inside.
            if let own = Self.simulatedProtocolTypes[inherited.name] {
                associatedTypes.formUnion(own)
                continue
            }
            if Self.styleProtocols.contains(inherited.name) {
                // `.buttonStyle(.bordered)` is simulated; a style type of one's own is not.
                error(
                    "a custom '\(inherited.name)' is not simulated yet", at: inherited.range,
                    notes: [
                        DiagnosticNote(
                            "instead: a builtin style such as '.bordered', or the modifiers written on the view")
                    ],
                    group: .unsupported)
            } else if (BuiltinCatalogue.entry(.type, named: inherited.name)
                ?? BuiltinCatalogue.entry(.protocolName, named: inherited.name))?.status == .notSimulated,
                world.type(named: inherited.name) == nil
            {
                reportNotSimulated(inherited.name, at: inherited.range)
            } else {
                continue
            }
            associatedTypes.formUnion(["Content", "Configuration", "Body"])
        }
        if extendedBuiltin != nil {
            // `extension Array where Element == Player`, `extension Dictionary where Value: …`.
            associatedTypes.formUnion(["Element", "Key", "Value", "Index", "SubSequence"])
        }
        // A collection's own values show its element, key and value types (`Element(count)` in
        // `extension Array where Element: BinaryFloatingPoint`).
        let shownBySelf: Set<String> = extendedBuiltin != nil ? ["Element", "Key", "Value"] : []
        typeParameters.append(TypeParameterScope(names: associatedTypes, shown: shownBySelf))
        defer {
            typeParameters.removeLast()
            if type.kind == .extension { extendedBuiltin = nil }
        }

        let saved = (selfType, scopes, memberContext)
        selfType = info
        scopes = []
        memberContext = nil
        defer { (selfType, scopes, memberContext) = saved }
        checkRedeclarations(type.members)
        for member in type.members {
            checkMemberDecl(member, of: type, info: info, dotted: dotted)
        }

        if type.kind == .struct, let info,
            let kind = Self.simulatedProtocolTypes.keys.sorted().first(where: info.inheritance.contains)
        {
            checkPlainStorage(type, of: kind)
        }
        if type.kind != .extension, let info, info.isView, !info.hasBodyProperty {
            if let bodyFunction = info.bodyFunction {
                error(
                    "'body' of view '\(type.name.name)' must be a property, not a method", at: bodyFunction,
                    notes: [DiagnosticNote("write 'var body: some View { … }'")], group: .syntax)
            } else {
                error(
                    "view '\(type.name.name)' has no 'body' property", at: type.name.range,
                    notes: [DiagnosticNote("a struct that conforms to 'View' declares 'var body: some View { … }'")],
                    group: .syntax)
            }
        }
    }

    /// A ViewModifier's or ButtonStyle's stored property of a class type (`let store: Store`):
    /// its reads would be the modifier's own, which one built into the applying body cannot have.
    private func checkPlainStorage(_ type: TypeDecl, of kind: String) {
        for case .variable(let variable) in type.members {
            var declared = variable.type
            if case .optional(let wrapped)? = declared?.kind { declared = wrapped }
            guard variable.modifiers.contains(where: { $0.name == "static" }) == false,
                variable.accessors == nil, case .named(let name, _)? = declared?.kind,
                world.declaredType(named: name)?.kind?.isClassLike == true
            else { continue }
            error(
                "a \(kind) that holds an object ('\(variable.name?.name ?? name)' of type '\(name)') is not simulated yet",
                at: variable.range,
                notes: [DiagnosticNote("pass the values the modifier shows, not the model")], group: .unsupported)
        }
    }

    /// `lazy var`: Swift's own errors for the forms it rejects, and "not simulated yet" for a
    /// lazy property of a struct or enum (a class's runs its initial value on first read).
    private func checkLazy(_ variable: VariableDecl, of owner: TypeDecl, info: TypeInfo?) {
        guard let lazy = variable.modifiers.first(where: { $0.name == "lazy" }) else { return }
        let name = variable.name?.name ?? "_"
        let isStatic = variable.modifiers.contains { $0.name == "static" || $0.name == "class" }
        if variable.isLet {
            error("'lazy' cannot be used on a let", at: lazy.range, group: .syntax)
        } else if variable.accessors != nil {
            error("'lazy' cannot be used on a computed property", at: lazy.range, group: .syntax)
        } else if variable.initializer == nil {
            error("lazy properties must have an initializer", at: variable.range, group: .syntax)
        } else if isStatic {
            error("'lazy' cannot be used on an already-lazy global", at: lazy.range, group: .syntax)
        } else if variable.attributes.contains(where: {
            CheckerBuiltins.propertyWrappers.contains($0.name.name) && $0.name.name != "ObservationIgnored"
        }) {
            error("property '\(name)' with a wrapper cannot also be lazy", at: lazy.range, group: .syntax)
        } else if info?.attributes.contains("Observable") == true,
            !variable.attributes.contains(where: { $0.name.name == "ObservationIgnored" })
        {
            // The macro makes every tracked stored property computed.
            error(
                "'lazy' cannot be used on a computed property", at: lazy.range,
                notes: [
                    DiagnosticNote(
                        "'@Observable' turns stored properties into computed ones; mark it '@ObservationIgnored' (then views do not track it)"
                    )
                ], group: .syntax)
        } else if owner.kind == .extension {
            error("extensions must not contain stored properties", at: variable.range, group: .syntax)
        } else if owner.kind != .class && owner.kind != .actor {
            error(
                "'lazy' on a property of a \(owner.kind.rawValue) is not simulated yet",
                at: lazy.range,
                notes: [DiagnosticNote("instead: an optional stored property that the code fills on first use")],
                group: .unsupported)
        } else if !variable.observers.isEmpty {
            error(
                "a lazy property with 'willSet' or 'didSet' is not simulated yet", at: lazy.range,
                group: .unsupported)
        }
    }

    private func checkMemberDecl(_ member: Decl, of owner: TypeDecl, info: TypeInfo?, dotted: String) {
        switch member {
        case .variable(let variable):
            if variable.name == nil {
                // `let (events, sink) = AsyncStream.makeStream(of: Event.self)` as a property.
                error(
                    "a stored property that binds a pattern is not simulated yet; declare one name per 'let' or 'var'",
                    at: variable.pattern.range,
                    notes: [
                        DiagnosticNote(
                            "e.g. 'let pair = AsyncStream.makeStream(of: Event.self)', then 'pair.stream' and 'pair.continuation'"
                        )
                    ], group: .unsupported)
            }
            checkLazy(variable, of: owner, info: info)
            checkWrapperTarget(variable)
            checkAttributes(
                variable.attributes, site: .property(owner: owner, info: info, isComputed: variable.accessors != nil))
            if let type = variable.type { checkType(type) }
            if let initializer = variable.initializer {
                checkExpr(initializer)
                checkImplicitMember(initializer, expectedType: Self.declaredAppTypeName(variable.type))
            }
            let isStatic = variable.modifiers.contains { $0.name == "static" || $0.name == "class" }
            if let accessors = variable.accessors {
                checkAccessors(accessors, ofMember: variable.name?.name ?? "", isStatic: isStatic)
                if variable.name?.name != "body" {
                    checkMissingReturn(
                        accessors.getter, returnType: variable.type, kind: "getter", attributes: variable.attributes,
                        range: accessors.range)
                }
            }
            inMember(MemberContext(kind: .observer, isStatic: isStatic)) { checkObservers(variable.observers) }
        case .function(let function):
            let isStatic = function.modifiers.contains { $0.name == "static" || $0.name == "class" }
            let isMutating = function.modifiers.contains { $0.name == "mutating" }
            inMember(
                MemberContext(kind: isMutating ? .mutatingMethod : .method, isStatic: isStatic)
            ) {
                checkFunction(function, kind: isStatic ? "static method" : "instance method")
            }
        case .initializer(let initializer):
            checkAttributes(initializer.attributes, site: .initializer)
            inMember(MemberContext(kind: .initializer, isStatic: false)) {
                withGenericParameters(
                    initializer.genericParameters, initializer.whereClause,
                    shownBy: initializer.parameters.map(\.type)
                ) {
                    checkParameters(initializer.parameters)
                    checkEffects(initializer.effects)
                    asyncContexts.append(initializer.effects.contains { $0.kind == .async })
                    defer { asyncContexts.removeLast() }
                    checkBody(initializer.body, parameters: initializer.parameters)
                }
            }
        case .enumCase(let enumCase):
            for element in enumCase.elements {
                for value in element.associatedValues ?? [] { checkType(value.type) }
                if let rawValue = element.rawValue { checkExpr(rawValue) }
            }
        case .type(let nestedType):
            nested { checkTypeDecl(nestedType, prefix: dotted) }
        case .deinitializer(let deinitializer):
            checkBlock(deinitializer.body)
        case .typeAlias(let alias):
            checkTypeAlias(alias)
        case .protocolDecl:
            // Reported as unsupported (a protocol cannot be nested in Swift either).
            break
        case .error:
            sawParseError = true
        }
    }

    /// `kind`: swiftc's word for it, in a missing-return error ("global function",
    /// "instance method", "static method", "local function").
    func checkFunction(_ function: FunctionDecl, kind: String = "global function") {
        checkAttributes(function.attributes, site: .function)
        withGenericParameters(
            function.genericParameters, function.whereClause, shownBy: function.parameters.map(\.type)
        ) {
            checkParameters(function.parameters)
            checkEffects(function.effects)
            if let returnType = function.returnType { checkType(returnType) }
            asyncContexts.append(function.effects.contains { $0.kind == .async })
            defer { asyncContexts.removeLast() }
            checkBody(function.body, parameters: function.parameters)
            checkMissingReturn(
                function.body, returnType: function.returnType, kind: kind, attributes: function.attributes,
                range: function.range)
        }
    }

    /// A function's or an initializer's statements, its parameters bound. Codable's own
    /// entry points (`init(from decoder: Decoder)`, `encode(to encoder: Encoder)`, `any`
    /// spelled or not) are called only by a decoder or an encoder: see `codingBodies`.
    private func checkBody(_ body: [Stmt], parameters: [Parameter]) {
        var isCoding = false
        if parameters.count == 1, case .named(let name, _) = parameters[0].type.kind {
            isCoding = name == "Decoder" || name == "Encoder"
        }
        if isCoding { codingBodies += 1 }
        defer { if isCoding { codingBodies -= 1 } }
        var names = Set(parameters.map(\.name.name))
        for parameter in parameters {
            // `_ roast: Roast`, `rows: [Row]`: typed for member and case checks, as locals are
            // (not a generic parameter that happens to share a type's name).
            names.formUnion(
                Self.typeMarkers(parameter.name.name, annotation: parameter.type, initializer: nil) { type in
                    self.typeParameters.contains { $0.names.contains(type) }
                })
        }
        checkBlock(body, binding: names)
    }

    func checkParameters(_ parameters: [Parameter]) {
        for parameter in parameters {
            checkType(parameter.type)
            if let defaultValue = parameter.defaultValue { checkExpr(defaultValue) }
        }
    }

    // MARK: - Attributes

    func checkAttributes(_ attributes: [Attribute], site: AttributeSite) {
        for attribute in attributes {
            let name = attribute.name.name
            let range = SourceRange(start: attribute.range.start, end: attribute.name.range.end)
            if CheckerBuiltins.propertyWrappers.contains(name) {
                checkWrapperPlacement(name, at: range, site: site)
            } else {
                checkAttribute(name, at: range, site: site)
            }
            checkAttributeArguments(attribute)
        }
    }

    private func checkAttribute(_ name: String, at range: SourceRange, site: AttributeSite) {
        switch name {
        case "MainActor":
            return
        case "Observable":
            if case .type(let kind) = site, kind.isClassLike { return }
            error(
                "'@Observable' can only be applied to a class", at: range,
                notes: [DiagnosticNote("write '@Observable final class Model { … }'")], group: .syntax)
        case "ViewBuilder":
            switch site {
            case .function, .property: return
            default: error("'@ViewBuilder' can only be applied to a function or a property", at: range, group: .syntax)
            }
        case "discardableResult":
            if case .function = site { return }
            error("'@discardableResult' can only be applied to a function", at: range, group: .syntax)
        default:
            // Attributes that do not change what updates (`@available`, `@main`, …).
            if BuiltinCatalogue.entry(.attribute, named: name)?.status == .simulated { return }
            if CheckerBuiltins.unsupportedAttributes.contains(name) {
                // `@Model`, `@Query`, `@propertyWrapper`: what the catalogue says of them.
                if let entry = BuiltinCatalogue.entry(.attribute, named: name)
                    ?? BuiltinCatalogue.entry(.propertyWrapper, named: name)
                {
                    error(entry.notSimulatedMessage, at: range, notes: entry.notSimulatedNotes, group: .unsupported)
                } else {
                    error(
                        "'@\(name)' is not supported in scenarios", at: range,
                        notes: [DiagnosticNote("see Guides/Language.md for the supported subset")], group: .unsupported)
                }
                return
            }
            let wrapper = site.isProperty
            let candidates =
                wrapper
                ? CheckerBuiltins.propertyWrappers.union(["MainActor", "ViewBuilder"])
                : CheckerBuiltins.propertyWrappers.union(CheckerBuiltins.declarationAttributes)
            let message = wrapper ? "unknown property wrapper '@\(name)'" : "unknown attribute '@\(name)'"
            error(withSuggestion(message, for: name, among: Array(candidates), quote: "@"), at: range, group: .names)
        }
    }

    private func checkWrapperPlacement(_ name: String, at range: SourceRange, site: AttributeSite) {
        let allowed: String
        switch name {
        case "Published":
            allowed = "'@Published' is allowed only on a stored property of a class that conforms to 'ObservableObject'"
        case "ObservationIgnored":
            allowed = "'@ObservationIgnored' is allowed only on a stored property of an '@Observable' class"
        case "Entry":
            allowed = "'@Entry' is allowed only in 'extension EnvironmentValues { … }'"
        default:
            allowed = "'@\(name)' is allowed only on a stored property of a struct that conforms to 'View'"
        }
        switch site {
        case .property(let owner, let info, let isComputed):
            if isComputed {
                error(
                    "property wrapper '@\(name)' cannot be applied to a computed property", at: range,
                    notes: [DiagnosticNote(allowed)], group: .syntax)
                return
            }
            let ok: Bool
            var notes = [DiagnosticNote(allowed)]
            switch name {
            case "Published":
                ok = owner.kind.isClassLike && info.map { world.conforms($0, to: "ObservableObject") } == true
                if !ok, owner.kind.isClassLike, let info, world.conforms(info, attribute: "Observable") {
                    notes.append(
                        DiagnosticNote(
                            "'\(owner.name.name)' is '@Observable': its stored properties are observed without '@Published'"
                        ))
                }
            case "ObservationIgnored":
                ok = owner.kind.isClassLike && info.map { world.conforms($0, attribute: "Observable") } == true
            case "Entry":
                ok = owner.kind == .extension && owner.name.name == "EnvironmentValues"
            default:
                ok = owner.kind == .struct && info?.isView == true
            }
            if !ok, owner.kind == .struct, let info,
                let kind = Self.simulatedProtocolTypes.keys.sorted().first(where: info.inheritance.contains)
            {
                // SwiftUI runs such a modifier's body as a body of its own, with its own
                // dependencies; here it runs inside the applying body, so its reads would be
                // that body's.
                let instead =
                    name == "Environment"
                    ? "read the environment value in the view that applies it, and pass it in as a plain stored property of '\(owner.name.name)'"
                    : "keep the state in the view that applies the modifier, and pass its value"
                error(
                    "a \(kind) with a dynamic property ('@\(name)') is not simulated yet", at: range,
                    notes: [DiagnosticNote(instead)], group: .unsupported)
                return
            }
            if !ok {
                let ownerDescription =
                    owner.kind == .extension
                    ? "an extension of '\(owner.name.name)'" : "\(owner.kind.rawValue) '\(owner.name.name)'"
                error(
                    "property wrapper '@\(name)' cannot be used in \(ownerDescription)", at: range, notes: notes,
                    group: .syntax)
            }
        case .local:
            if name == "Bindable" { return }
            error(
                "property wrapper '@\(name)' cannot be used on a local variable", at: range,
                notes: [DiagnosticNote(allowed)], group: .syntax)
        case .type, .function, .initializer:
            error(
                "property wrapper '@\(name)' can only be applied to a property", at: range,
                notes: [DiagnosticNote(allowed)], group: .syntax)
        }
    }

    /// `@Environment(\.key)` names an environment key; `@Environment(Type.self)` a type.
    private func checkAttributeArguments(_ attribute: Attribute) {
        guard let arguments = attribute.arguments else { return }
        for argument in arguments {
            if attribute.name.name == "Environment", case .keyPath = argument.value.kind {
                checkEnvironmentKeyPath(argument.value)
            }
            checkExpr(argument.value)
        }
    }
}

extension Decl {
    /// The name a member declaration adds to its type (a property or a method), if any.
    var memberName: String? {
        switch self {
        case .variable(let variable): variable.name?.name
        case .function(let function): function.name.name
        default: nil
        }
    }
}
