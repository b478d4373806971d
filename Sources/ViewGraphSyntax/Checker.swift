import ViewGraphDiagnostics

// The checker: static semantic analysis of a parsed scenario (DESIGN.md §2).
//
//     SourceFile → parseScenario → ScenarioFile → checkScenario → [Diagnostic]
//
// It builds a declaration table (`World`) for the base scenario and one for each
// variant chain, then walks every declaration, the `app` block, the steps and the
// variants with lexical scopes. It is conservative: a name it cannot place is an
// error only when nothing in scope, in the enclosing type or among the builtins could
// explain it, and members are checked only where the base's type is obvious
// (`TypeName.member`, `Self.member`). It never infers types. Everything it does is one
// pass over the tree (plus one table per variant), with a depth limit so any tree,
// however deep or broken, is walked in bounded stack. `.error` nodes are skipped: the
// parser has already reported them.
//
// Files: `Checker.swift` (entry point, tables), `Checker+Declarations.swift` (types,
// attributes, property wrappers), `Checker+Names.swift` (scopes, statements,
// expressions), `Checker+Scenario.swift` (scenario blocks, steps, view references,
// variants), `Checker+Unsupported.swift` (Swift the tree holds but the simulation does
// not support yet), `Checker+Builtins.swift` (the names that need no declaration).
// Protocols are types in the tables (their requirements are members of every type that
// conforms, with the members of their extensions); generic parameters and associated
// types are type names in scope inside their declaration (checked loosely: a name, not
// its constraints).

/// Checks a parsed scenario: declarations, names, view references, finding ids,
/// durations, settings and the file's structure. Returns diagnostics in source order.
package func checkScenario(_ file: ScenarioFile, source: SourceFile) -> [Diagnostic] {
    let checker = Checker(source: source)
    checker.checkFile(file)
    return Checker.sourceOrder(checker.unsupportedSyntaxDiagnostics + checker.diagnostics)
}

/// Parses and checks a scenario's text: the front end of every command. The syntax
/// errors come first, with the unsupported Swift among them in source order (where the
/// parser reported it before the tree held it), then the checker's other errors in
/// source order.
package func parseAndCheckScenario(_ source: SourceFile) -> (file: ScenarioFile, diagnostics: [Diagnostic]) {
    checkScenario(ParsedScenario(source))
}

/// A file parsed and not checked yet: the front end looks at its `include`s first, and
/// checks this same parse when there are none (the file is not parsed twice).
package struct ParsedScenario {
    package let source: SourceFile
    package let file: ScenarioFile
    fileprivate let parser: Parser

    package init(_ source: SourceFile) {
        self.source = source
        parser = Parser(source)
        file = parser.parseFile()
    }
}

/// Checks a parsed file; the diagnostics are those `parseAndCheckScenario` gives.
package func checkScenario(_ parsed: ParsedScenario) -> (file: ScenarioFile, diagnostics: [Diagnostic]) {
    let (source, parser, file) = (parsed.source, parsed.parser, parsed.file)
    let checker = Checker(source: source)
    checker.checkFile(file)
    let lexer = parser.diagnostics.prefix(parser.lexerDiagnosticCount)
    let syntax = Checker.merge(
        Array(parser.diagnostics.dropFirst(parser.lexerDiagnosticCount)),
        unsupported: checker.unsupportedSyntaxDiagnostics,
        after: Array(lexer))
    return (file, syntax + Checker.sourceOrder(checker.diagnostics))
}

// MARK: - Declaration tables

/// What the checker knows about one declared type: its kind, conformances and the
/// names of its members, merged over the declaration and its extensions.
final class TypeInfo {
    let name: String
    /// nil when the type is only extended here (a builtin such as `EnvironmentValues`).
    var kind: TypeDeclKind?
    var nameRange: SourceRange?
    var attributes: Set<String> = []
    var inheritance: [String] = []
    /// Every member name: properties (with `_name` and `$name` for stored ones),
    /// methods, enum cases, nested types.
    var members: Set<String> = []
    var hasBodyProperty = false
    var bodyFunction: SourceRange?
    /// A protocol declared in the scenario (its members are its requirements).
    var isProtocol = false
    /// A protocol's associated types (`associatedtype Item`), type names inside it.
    var associatedTypes: Set<String> = []
    /// A generic type's parameters (`Element` of `Stack<Element>`), type names inside it
    /// and in its extensions.
    var genericParameters: Set<String> = []
    /// The generic parameters a stored property's value shows (`@Binding var selection: T`),
    /// which the type's code may then use as values (`T.allCases`).
    var shownGenericParameters: Set<String> = []
    /// Stored properties holding a builtin whose members the catalogue lists in full
    /// (`let calendar = Calendar.current`, `let defaults: UserDefaults`): name → type.
    var listedBuiltinProperties: [String: String] = [:]
    /// Stored properties whose declaration names a type of the scenario (`let book: Book`,
    /// `var book = Book(title: "Emma")`): name → that type's name, resolved where it is used.
    var appTypedProperties: [String: String] = [:]
    /// Stored properties declared as an array of a scenario type (`var rows: [Row]`,
    /// `var rows = [Row]()`): name → the element type's name.
    var appArrayProperties: [String: String] = [:]
    /// Instance stored properties declared with a single name: whether each is a `let`,
    /// carries an attribute (a property wrapper, whose setter does not mutate `self`), and
    /// its declaration, to tell a value type from a reference (see `checkWriteToSelf`).
    var storedProperties: [String: StoredPropertyShape] = [:]
    /// The declared initializers' parameters, as a call sees them (see `InitializerShape`).
    var initializers: [InitializerShape] = []
    /// An `init` in the declaration itself (not in an extension): a struct then has no
    /// memberwise initializer.
    var declaresInitializer = false
    /// An `init` taking a variadic parameter (`init(_ items: Item...)`): its calls' labels
    /// are matched when the call runs.
    var hasVariadicInitializer = false
    /// A struct's memberwise initializer: its stored properties in order; nil when a
    /// stored property binds a pattern the checker does not follow (`let (a, b)`).
    var memberwise: InitializerShape? = []

    init(name: String) {
        self.name = name
    }

    func copy() -> TypeInfo {
        let info = TypeInfo(name: name)
        info.kind = kind
        info.nameRange = nameRange
        info.attributes = attributes
        info.inheritance = inheritance
        info.members = members
        info.hasBodyProperty = hasBodyProperty
        info.bodyFunction = bodyFunction
        info.isProtocol = isProtocol
        info.associatedTypes = associatedTypes
        info.genericParameters = genericParameters
        info.shownGenericParameters = shownGenericParameters
        info.listedBuiltinProperties = listedBuiltinProperties
        info.appTypedProperties = appTypedProperties
        info.appArrayProperties = appArrayProperties
        info.storedProperties = storedProperties
        info.initializers = initializers
        info.declaresInitializer = declaresInitializer
        info.memberwise = memberwise
        return info
    }

    /// A View, or an App (whose `body` of scenes is built the same way).
    var isView: Bool { inheritance.contains("View") || inheritance.contains("App") }
}

/// One initializer's parameters as a call site sees them: each one's argument label (nil
/// for `_`) and whether the call may leave it out (a default value).
typealias InitializerShape = [(label: String?, optional: Bool)]

/// The declarations visible in one version of the scenario: the base, or a variant
/// layered over the version it extends. A variant's layer holds the types it
/// redeclares (which replace the parent's by name) with every extension in effect
/// applied, so building a layer costs only the variant's own declarations.
final class World {
    let parent: World?
    /// This layer's types by name; nested types also by their simple and dotted names.
    private var ownTypes: [String: TypeInfo] = [:]
    /// Every visible type: the parent's, with this layer's in their place (a copy-on-write
    /// copy of the parent's table, so a lookup never walks the layers).
    private(set) var allTypes: [String: TypeInfo]
    var functions: Set<String>
    /// The simple names of nested types (`Mode` of `Timer.Mode`), which may name more than one.
    private(set) var nestedTypeNames: Set<String>
    /// `typealias` names (a nested one by its dotted and its simple name) and the types they name.
    var typeAliases: [String: TypeSyntax]
    /// Keys declared in `extension EnvironmentValues`.
    var environmentKeys: Set<String>
    /// Every extension in effect, by the extended type's name.
    private var extensions: [String: [TypeDecl]]

    /// Builds a layer from declarations, in order, over `parent` (nil for the base).
    init(declarations: [Decl], parent: World? = nil) {
        self.parent = parent
        functions = parent?.functions ?? []
        nestedTypeNames = parent?.nestedTypeNames ?? []
        typeAliases = parent?.typeAliases ?? [:]
        environmentKeys = parent?.environmentKeys ?? []
        extensions = parent?.extensions ?? [:]
        allTypes = parent?.allTypes ?? [:]
        var newExtensions: [TypeDecl] = []
        for decl in declarations {
            switch decl {
            case .type(let type) where type.kind == .extension:
                newExtensions.append(type)
                extensions[type.name.name, default: []].append(type)
            case .type(let type):
                register(type, prefix: nil)
            case .function(let function):
                functions.insert(function.name.name)
            case .protocolDecl(let proto):
                register(proto)
            case .typeAlias(let alias):
                typeAliases[alias.name.name] = alias.type
            case .variable(let variable):
                // Global `let`s (and `var`s) are names everywhere, as functions are.
                for name in boundNames(variable.pattern) { functions.insert(name) }
            default:
                break
            }
        }
        // Types declared in this layer get every extension in effect.
        for (name, info) in ownTypes {
            for type in extensions[name] ?? [] { apply(type, to: info) }
        }
        // This layer's extensions of types declared elsewhere: a copy of the type, extended.
        for type in newExtensions {
            let name = type.name.name
            if let info = ownTypes[name] {
                if info.kind == nil && !info.isProtocol { apply(type, to: info) }
                continue
            }
            let info = allTypes[name]?.copy() ?? TypeInfo(name: name)
            ownTypes[name] = info
            apply(type, to: info)
        }
        allTypes.merge(ownTypes) { _, own in own }
        for type in newExtensions where type.name.name == "EnvironmentValues" {
            for case .variable(let variable) in type.members {
                for name in boundNames(variable.pattern) { environmentKeys.insert(name) }
            }
        }
    }

    private func apply(_ type: TypeDecl, to info: TypeInfo) {
        info.inheritance += type.inheritance.map(\.name)
        addMembers(type.members, to: info, prefix: type.name.name, inExtension: true)
    }

    private func register(_ type: TypeDecl, prefix: String?) {
        let info = TypeInfo(name: type.name.name)
        info.kind = type.kind
        info.nameRange = type.name.range
        info.attributes = Set(type.attributes.map(\.name.name))
        info.inheritance = type.inheritance.map(\.name)
        info.genericParameters = Set(type.genericParameters?.parameters.map(\.name.name) ?? [])
        info.shownGenericParameters = GenericWitness.shown(
            info.genericParameters, by: GenericWitness.storedPropertyTypes(type.members))
        let dotted = prefix.map { "\($0).\(type.name.name)" } ?? type.name.name
        ownTypes[dotted] = info
        if prefix != nil, ownTypes[type.name.name] == nil { ownTypes[type.name.name] = info }
        if prefix != nil { nestedTypeNames.insert(type.name.name) }
        addMembers(type.members, to: info, prefix: dotted, inExtension: false)
    }

    private func register(_ proto: ProtocolDecl) {
        let info = TypeInfo(name: proto.name.name)
        info.isProtocol = true
        info.nameRange = proto.name.range
        info.attributes = Set(proto.attributes.map(\.name.name))
        info.inheritance = proto.inheritance.map(\.name)
        for requirement in proto.requirements {
            switch requirement {
            case .property(let property): info.members.insert(property.name.name)
            case .function(let function): info.members.insert(function.name.name)
            case .initializer: info.members.insert("init")
            case .associatedType(let associated): info.associatedTypes.insert(associated.name.name)
            case .unparsed: break
            }
        }
        ownTypes[proto.name.name] = info
    }

    /// A stored property's parameter of the memberwise initializer, in declaration order:
    /// a `let` with a value has none; one with a value, a property wrapper (whose own
    /// initial value or attribute arguments may stand in) or an optional `var` may be left out.
    private func addMemberwiseParameter(_ variable: VariableDecl, to info: TypeInfo) {
        guard variable.accessors == nil, variable.modifiers.contains(where: { $0.name == "static" }) == false,
            info.memberwise != nil
        else { return }
        guard case .identifier(let name) = variable.pattern.kind else {
            info.memberwise = nil
            return
        }
        if variable.isLet && variable.initializer != nil { return }
        var implicitlyNil = false
        switch variable.type?.kind {
        case .optional?, .named("Optional", _)?: implicitlyNil = variable.isLet == false
        default: break
        }
        let optional = variable.initializer != nil || variable.attributes.isEmpty == false || implicitlyNil
        // `@State private var count = 0`, `@Environment(\.dismiss) private var dismiss`: callers
        // outside the type never pass these, and their labels would only crowd the notes.
        if optional, variable.modifiers.contains(where: { $0.name == "private" || $0.name == "fileprivate" }) {
            return
        }
        info.memberwise?.append((name.name, optional))
    }

    private func addMembers(_ members: [Decl], to info: TypeInfo, prefix: String, inExtension: Bool) {
        for member in members {
            switch member {
            case .variable(let variable):
                if inExtension == false { addMemberwiseParameter(variable, to: info) }
                for name in boundNames(variable.pattern) {
                    info.members.insert(name)
                    if variable.accessors == nil,
                        let type = Checker.listedBuiltinType(
                            annotation: variable.type, initializer: variable.initializer)
                    {
                        info.listedBuiltinProperties[name] = type
                    }
                    if variable.accessors == nil, variable.modifiers.contains(where: { $0.name == "static" }) == false,
                        let type = Checker.namedTypeOfDeclaration(
                            annotation: variable.type, initializer: variable.initializer)
                    {
                        info.appTypedProperties[name] = type
                    }
                    if variable.accessors == nil, variable.modifiers.contains(where: { $0.name == "static" }) == false,
                        let element = Checker.arrayElementTypeOfDeclaration(
                            annotation: variable.type, initializer: variable.initializer)
                    {
                        info.appArrayProperties[name] = element
                    }
                    if variable.accessors == nil, variable.modifiers.contains(where: { $0.name == "static" }) == false,
                        case .identifier = variable.pattern.kind
                    {
                        info.storedProperties[name] = StoredPropertyShape(
                            isLet: variable.isLet, isWrapped: variable.attributes.isEmpty == false,
                            type: variable.type, initializer: variable.initializer)
                    }
                    if variable.accessors == nil {
                        info.members.insert("_" + name)
                        info.members.insert("$" + name)
                    }
                    if name == "body" { info.hasBodyProperty = true }
                }
            case .function(let function):
                info.members.insert(function.name.name)
                if function.name.name == "body" { info.bodyFunction = function.name.range }
            case .initializer(let initializer):
                info.members.insert("init")
                info.initializers.append(initializer.parameters.map { ($0.label, $0.defaultValue != nil) })
                if initializer.parameters.contains(where: \.isVariadic) { info.hasVariadicInitializer = true }
                if inExtension == false { info.declaresInitializer = true }
            case .deinitializer, .protocolDecl:
                break
            case .typeAlias(let alias):
                info.members.insert(alias.name.name)
                typeAliases[prefix + "." + alias.name.name] = alias.type
                if typeAliases[alias.name.name] == nil { typeAliases[alias.name.name] = alias.type }
            case .enumCase(let enumCase):
                for element in enumCase.elements { info.members.insert(element.name.name) }
            case .type(let nested) where nested.kind != .extension:
                info.members.insert(nested.name.name)
                register(nested, prefix: prefix)
            case .type, .error:
                break
            }
        }
    }

    /// The type a name denotes, if it is a scenario type (or a builtin extended here).
    func type(named name: String) -> TypeInfo? { allTypes[name] }

    /// The types the scenario declares (not those it only extends).
    func declaredType(named name: String) -> TypeInfo? {
        type(named: name).flatMap { $0.kind != nil || $0.isProtocol ? $0 : nil }
    }

    /// A protocol the scenario declares.
    func declaredProtocol(named name: String) -> TypeInfo? {
        type(named: name).flatMap { $0.isProtocol ? $0 : nil }
    }

    /// The View types: structs (or any type) conforming to `View`.
    func isViewType(_ name: String) -> Bool { declaredType(named: name)?.isView ?? false }

    private var membersCache: [ObjectIdentifier: Set<String>] = [:]
    private var declaredMemberNames: Set<String>?

    /// Whether any scenario type declares a member of this name (so `x.sheet(…)` may
    /// be the scenario's own method rather than SwiftUI's modifier).
    func declaresMember(named name: String) -> Bool {
        if declaredMemberNames == nil {
            declaredMemberNames = allTypes.values.reduce(into: Set<String>()) { $0.formUnion($1.members) }
        }
        return declaredMemberNames!.contains(name)
    }

    /// Every member of a type, including those of scenario superclasses and the implicit ones.
    func allMembers(of info: TypeInfo) -> Set<String> {
        if let cached = membersCache[ObjectIdentifier(info)] { return cached }
        let result = collectMembers(of: info)
        membersCache[ObjectIdentifier(info)] = result
        return result
    }

    private func collectMembers(of info: TypeInfo) -> Set<String> {
        var result = info.members
        var visited: Set<String> = [info.name]
        var pending = info.inheritance
        while let next = pending.popLast() {
            guard !visited.contains(next), let parent = type(named: next),
                parent.kind?.isClassLike == true || parent.isProtocol
            else {
                continue
            }
            visited.insert(next)
            result.formUnion(parent.members)
            pending += parent.inheritance
        }
        // A class that is Identifiable and declares no `id` gets `ObjectIdentifier(self)`.
        if info.kind?.isClassLike == true, conforms(info, to: "Identifiable") { result.insert("id") }
        return result.union(CheckerBuiltins.implicitMembers)
    }

    /// Whether the type or one of its scenario superclasses conforms to `proto` or has `attribute`.
    func conforms(_ info: TypeInfo, to proto: String? = nil, attribute: String? = nil) -> Bool {
        var visited: Set<String> = []
        var pending = [info]
        while let next = pending.popLast() {
            guard visited.insert(next.name).inserted else { continue }
            if let proto, next.inheritance.contains(proto) { return true }
            if let attribute, next.attributes.contains(attribute) { return true }
            pending += next.inheritance.compactMap { type(named: $0) }
        }
        return false
    }

    /// Whether every member of the type is known to the checker (no conformance or
    /// superclass it cannot see), so that `self.member` and `Type.member` can be checked.
    func membersAreKnown(_ info: TypeInfo) -> Bool {
        guard info.kind != nil || info.isProtocol else { return false }
        var visited: Set<String> = []
        var pending = [info]
        while let next = pending.popLast() {
            guard visited.insert(next.name).inserted else { continue }
            for name in next.inheritance {
                if let parent = declaredType(named: name) {
                    pending.append(parent)
                } else if !CheckerBuiltins.plainProtocols.contains(name) {
                    return false
                }
            }
        }
        return true
    }
}

/// The names a pattern binds (`let (a, b)`, `case .x(let y)`).
func boundNames(_ pattern: Pattern) -> [String] {
    var names: [String] = []
    var pending = [pattern]
    var steps = 0
    while let next = pending.popLast(), steps < 10_000 {
        steps += 1
        switch next.kind {
        case .identifier(let id): names.append(id.name)
        case .binding(_, let inner): pending.append(inner)
        case .tuple(let elements): pending += elements.reversed()
        case .enumCase(_, _, let arguments): pending += (arguments ?? []).reversed()
        case .expression(let expr):
            // `catch let error as LoadError`, held as the cast `error as LoadError`.
            if case .typeCast(let subject, _, "as") = expr.kind, case .identifier(let name) = subject.kind {
                names.append(name)
            }
        case .wildcard: break
        }
    }
    return names
}

// MARK: - The checker

final class Checker {
    let source: SourceFile
    var diagnostics: [Diagnostic] = []
    /// Set when the walk met a parser `.error` node: structural errors ("missing 'app'
    /// block") are then left out, since the parser's error is the real one.
    var sawParseError = false

    /// The declarations in effect for what is being checked.
    var world = World(declarations: [])
    /// Lexical scopes, innermost last.
    var scopes: [Set<String>] = []
    /// Whether the code being checked may suspend, innermost last: an `async` function,
    /// initializer or getter, or a closure (which Swift makes `async` when it awaits).
    /// Bodies, actions, observers and step code are synchronous.
    var asyncContexts: [Bool] = []
    /// Inside a Codable type's own `init(from decoder: Decoder)` or `encode(to encoder:
    /// Encoder)`: only a decoder or an encoder calls it, and JSON coding is not simulated,
    /// so its `decode`/`encode` calls are never run and not reported.
    var codingBodies = 0
    /// Type names in scope: generic parameters and associated types of the declarations
    /// being checked, innermost last.
    var typeParameters: [TypeParameterScope] = []
    /// The type whose members are being checked (implicit `self`).
    var selfType: TypeInfo?
    /// The member whose code is being checked, for writes to `self`'s stored properties
    /// (see `checkWriteToSelf`); nil outside a type's members.
    var memberContext: MemberContext?
    /// In an extension of builtin types (`extension Double`): those types, and the names
    /// the extension declares; both are members of implicit `self`.
    var extendedBuiltin: (targets: [String], members: Set<String>)?
    var closureDepth = 0
    /// For each closure being checked, innermost last: the API that calls it synchronously
    /// (`Result(catching:)`), where `await` is an error, or nil.
    var synchronousClosures: [String?] = []
    /// In `expect` conditions: the assertion words (`bodies`, `frames`) are names too.
    var inExpectation = false
    /// In a step or an expectation: `REF.property` names a view's property.
    var inStep = false
    /// Recursion depth of the expression and statement walk.
    var depth = 0
    static let maximumDepth = 400

    init(source: SourceFile) {
        self.source = source
    }

    /// Unsupported Swift the tree holds (`Checker+Unsupported.swift`), kept apart so the
    /// front end can place it among the syntax errors.
    var unsupportedSyntaxDiagnostics: [Diagnostic] = []

    /// Sorted by position; diagnostics at one position keep their order.
    static func sourceOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            (a.element.range.start, a.offset) < (b.element.range.start, b.offset)
        }.map(\.element)
    }

    /// The parser's diagnostics (in the order it reported them, after the lexer's) with the
    /// unsupported Swift (in source order) placed as the parser placed it when it reported
    /// it: each before the first syntax error after it, dropped where a syntax error is at
    /// the same position (the parser keeps one error per position), and no more than the
    /// parser's limit in all.
    static func merge(_ syntax: [Diagnostic], unsupported: [Diagnostic], after lexer: [Diagnostic]) -> [Diagnostic] {
        var merged = lexer
        var pending = unsupported[...]
        func emit(_ diagnostic: Diagnostic) {
            if merged.count < Parser.maxDiagnostics { merged.append(diagnostic) }
        }
        for diagnostic in syntax {
            while let next = pending.first, next.range.start < diagnostic.range.start {
                if merged.last?.range.start != next.range.start { emit(next) }
                pending = pending.dropFirst()
            }
            while let next = pending.first, next.range.start == diagnostic.range.start {
                pending = pending.dropFirst()
            }
            emit(diagnostic)
        }
        for next in pending where merged.last?.range.start != next.range.start { emit(next) }
        return merged
    }

    func error(
        _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [], group: DiagnosticGroup? = nil
    ) {
        // As many as the parser reports at most: a file of thousands of unknown names stops
        // there, instead of printing (and rendering) every one.
        guard diagnostics.count < Parser.maxDiagnostics else { return }
        diagnostics.append(.error(message, at: range, notes: notes, group: group))
    }

    /// How many more "did you mean" searches may run: each costs time linear in the
    /// candidates, so a file with thousands of unknown names stays linear overall.
    var suggestionBudget = 100

    /// The one nearest candidate (`DidYouMean`), while the budget lasts.
    func suggestion(for name: String, among candidates: @autoclosure () -> [String]) -> String? {
        guard suggestionBudget > 0, !name.isEmpty else { return nil }
        suggestionBudget -= 1
        // Only names of a similar length can be within the edit-distance limit.
        let length = name.utf8.count
        return DidYouMean.suggestion(for: name, among: candidates().filter { abs($0.utf8.count - length) <= 2 })
    }

    /// `message; did you mean 'x'?` when there is one nearest candidate.
    func withSuggestion(
        _ message: String, for name: String, among candidates: @autoclosure () -> [String], quote: String = ""
    ) -> String {
        guard let suggestion = suggestion(for: name, among: candidates()) else { return message }
        return "\(message); did you mean '\(quote)\(suggestion)'?"
    }

    /// The range of `name` at the start of `range` (a generic identifier such as
    /// `Set<Int>` covers more), or `range` when the text there differs.
    func nameRange(_ name: String, in range: SourceRange) -> SourceRange {
        let candidate = SourceRange(start: range.start, end: range.start + name.utf8.count)
        if candidate.end <= range.end && source.text(in: candidate) == name { return candidate }
        return range
    }

    // MARK: Scopes

    func pushScope(_ names: Set<String> = []) { scopes.append(names) }
    func popScope() { _ = scopes.popLast() }

    func bind(_ name: String) {
        guard name != "_" else { return }
        if scopes.isEmpty { scopes.append([]) }
        scopes[scopes.count - 1].insert(name)
    }

    func bind(_ pattern: Pattern) {
        for name in boundNames(pattern) { bind(name) }
    }

    /// Runs `body` with the walk depth increased; returns false (skipping `body`) beyond the limit.
    @discardableResult
    func nested(_ body: () -> Void) -> Bool {
        guard depth < Checker.maximumDepth else { return false }
        depth += 1
        defer { depth -= 1 }
        body()
        return true
    }
}

/// The type names one declaration puts in scope (generic parameters, associated types), and
/// those of them a value shows at run time (`GenericWitness`), which its code may then use
/// as values (`T.allCases`).
struct TypeParameterScope {
    var names: Set<String>
    var shown: Set<String> = []
}
