// The runtime shapes of declared types (DESIGN.md §2.1): a struct, class or enum
// with its extensions merged, its stored properties and wrappers (R5.1–R5.3, R6.1),
// the protocols the engine gives meaning to, and the contextual type hints literals
// and implicit members are evaluated against. Exact for the supported subset; generic
// parameters, protocol declarations and associated types are not modelled.
import Foundation
import ViewGraphDiagnostics
import ViewGraphSyntax

package typealias StructType = NominalType
package typealias ClassType = NominalType
package typealias EnumType = NominalType

/// The property wrappers the engine gives semantics to (DESIGN.md §2.1).
package enum WrapperKind: Equatable {
    case state
    case binding
    case stateObject
    case observedObject
    case environmentObject
    /// `@Environment(\.key)`
    case environmentKey(String)
    /// `@Environment(Model.self)`
    case environmentType(String)
    case bindable
    case published
    case observationIgnored

    /// A SwiftUI `DynamicProperty` with storage `_printChanges` names (`_count`).
    package var isDynamicProperty: Bool {
        switch self {
        case .state, .binding, .stateObject, .observedObject, .environmentObject, .environmentKey, .environmentType:
            return true
        case .bindable, .published, .observationIgnored:
            return false
        }
    }

    /// Whether this wrapper reads the environment key `key`.
    package func readsEnvironment(_ key: EnvironmentKey) -> Bool {
        switch (self, key) {
        case (.environmentKey(let name), .key(let k)): return name == k
        case (.environmentType(let name), .type(let t)): return name == t
        case (.environmentObject, .object): return true
        default: return false
        }
    }

    package var attributeName: String {
        switch self {
        case .state: "@State"
        case .binding: "@Binding"
        case .stateObject: "@StateObject"
        case .observedObject: "@ObservedObject"
        case .environmentObject: "@EnvironmentObject"
        case .environmentKey, .environmentType: "@Environment"
        case .bindable: "@Bindable"
        case .published: "@Published"
        case .observationIgnored: "@ObservationIgnored"
        }
    }

    /// Wrappers that subscribe a view to an ObservableObject (R3.1).
    package var subscribes: Bool {
        self == .stateObject || self == .observedObject || self == .environmentObject
    }
}

/// A protocol named in a type's inheritance clause. The ones the engine gives
/// semantics to are cases; any other is kept by name (`Codable`, a scenario's own).
/// A string literal makes one (`rootType.conformances = ["View"]`).
package enum Conformance: Hashable, Sendable, ExpressibleByStringLiteral {
    case view
    case equatable
    case hashable
    case identifiable
    case comparable
    case observableObject
    case other(String)

    package init(name: String) {
        switch name {
        // An App's `body` of scenes is built like a view's body (its window is the root).
        case "View", "App": self = .view
        case "Equatable": self = .equatable
        case "Hashable": self = .hashable
        case "Identifiable": self = .identifiable
        case "Comparable": self = .comparable
        case "ObservableObject": self = .observableObject
        default: self = .other(name)
        }
    }

    package init(stringLiteral name: String) { self.init(name: name) }
}

/// The type the context expects of an expression, as far as evaluation needs it
/// (Swift's contextual typing): an Int literal where a `Double` is expected is a
/// Double (`let x: Double = 1` is 1.0), and `.name` looks in the expected type.
package enum TypeHint {
    /// `Double`, `Float` or `CGFloat`: integer literals become Doubles.
    case floatingPoint
    /// A struct, class or enum declared in the scenario.
    case nominal(NominalType)
    /// A builtin type (`Date`, `Duration`, `Int`): an implicit member is one of its
    /// static members (`.now`, `.zero`, `.seconds(2)`).
    case builtin(String)

    /// The declared type to look implicit members up in.
    var nominal: NominalType? {
        if case .nominal(let type) = self { return type }
        return nil
    }

    /// The builtin type to look implicit members up in; `Double` for a floating-point
    /// context.
    var builtinName: String? {
        switch self {
        case .floatingPoint: "Double"
        case .builtin(let name): name
        case .nominal: nil
        }
    }
}

/// The type Swift infers for a declaration written without one, for the initializers
/// whose type decides how later integer literals are stored: `var km = 0.0` is a Double,
/// so `Run(km: 3)` and `km = 3` store 3.0; `var splits = [Double]()` and `var e = [0.0]`
/// are `[Double]`, so `splits.append(2)` stores 2.0. Nil for anything else (the value
/// then types the writes, as before).
package enum InferredType {
    package static func of(_ initializer: Expr?) -> TypeSyntax? {
        guard let initializer else { return nil }
        let range = initializer.range
        switch initializer.kind {
        case .floatLiteral:
            return TypeSyntax(.named("Double", genericArguments: []), range: range)
        case .prefixOperator("-", let operand):
            guard case .floatLiteral = operand.kind else { return nil }
            return TypeSyntax(.named("Double", genericArguments: []), range: range)
        case .call(let callee, _, _):
            // `Double(0)`, `CGFloat(4)`, `[Double]()`, `[String: Double]()`.
            guard let type = typeSpelled(by: callee), holdsFloatingPoint(type) else { return nil }
            return type
        case .typeCast(_, let type, kind: "as"):
            // `[Double]()` (read as `[] as [Double]`), `3 as Double`.
            return holdsFloatingPoint(type) ? type : nil
        case .member(let base, let name):
            // `Double.zero`, `CGFloat.pi`.
            guard case .identifier(let typeName) = base.kind, Interpreter.isFloatingPointName(typeName),
                ["zero", "pi", "infinity", "greatestFiniteMagnitude", "leastNonzeroMagnitude", "ulpOfOne"]
                    .contains(name.name)
            else { return nil }
            return TypeSyntax(.named(typeName, genericArguments: []), range: range)
        case .arrayLiteral(let items):
            // `[0.0]`, `[1, 2.5]`: an array literal with a float literal in it is `[Double]`.
            guard items.contains(where: isFloatingPointScalar) else { return nil }
            return TypeSyntax(.array(TypeSyntax(.named("Double", genericArguments: []), range: range)), range: range)
        case .dictionaryLiteral(let entries):
            // `["run": 5.0]`: Double values under String or Int keys.
            guard let key = entries.first?.key, entries.contains(where: { isFloatingPointScalar($0.value) }) else {
                return nil
            }
            let keyName: String
            switch key.kind {
            case .stringLiteral: keyName = "String"
            case .integerLiteral: keyName = "Int"
            default: return nil
            }
            return TypeSyntax(
                .dictionary(
                    key: TypeSyntax(.named(keyName, genericArguments: []), range: key.range),
                    value: TypeSyntax(.named("Double", genericArguments: []), range: range)), range: range)
        default:
            return nil
        }
    }

    /// A type written as an expression, the callee of an initializer call: `Double`,
    /// `[Double]`, `[String: Double]`.
    private static func typeSpelled(by expr: Expr) -> TypeSyntax? {
        switch expr.kind {
        case .identifier(let name):
            return TypeSyntax(.named(name, genericArguments: []), range: expr.range)
        case .arrayLiteral(let items) where items.count == 1:
            return typeSpelled(by: items[0]).map { TypeSyntax(.array($0), range: expr.range) }
        case .dictionaryLiteral(let entries) where entries.count == 1:
            guard let key = typeSpelled(by: entries[0].key), let value = typeSpelled(by: entries[0].value) else {
                return nil
            }
            return TypeSyntax(.dictionary(key: key, value: value), range: expr.range)
        default:
            return nil
        }
    }

    private static func holdsFloatingPoint(_ type: TypeSyntax) -> Bool {
        switch type.kind {
        case .named(let name, _): Interpreter.isFloatingPointName(name)
        case .array(let element): holdsFloatingPoint(element)
        case .dictionary(_, let value): holdsFloatingPoint(value)
        default: false
        }
    }

    /// An element of a collection literal that makes it a collection of Doubles (`0.0`,
    /// `Double(x)`); a nested `[0.0]` makes an array of arrays, which is not followed.
    private static func isFloatingPointScalar(_ element: Expr) -> Bool {
        if case .named? = of(element)?.kind { return true }
        return false
    }
}

/// A declared type kept with its storage (`var ratings: [Double] = []`, `var events:
/// [Event] = []`), for writes that need the type checker's help: values carry no static
/// type, so an integer literal stored into it later (`ratings.append(4)`, `prices["tea"] =
/// 3`) is made a Double by the write, and an implicit member (`events.append(.login)`)
/// becomes the declared enum's case, as Swift's type checker makes them.
package final class TypedStorage {
    package let type: TypeSyntax
    /// Whether writes need converting, worked out on the first write (the program's types
    /// are all known by then): floating-point numbers, or a declared enum.
    private var needsConversion: Bool?

    private init(_ type: TypeSyntax) { self.type = type }

    /// Nil for a type with nothing to convert: plain numbers are typed by the writes
    /// themselves (`x = 3` where `x` is a Double), builtin types hold no implicit members.
    package static func of(_ type: TypeSyntax?) -> TypedStorage? {
        guard let type,
            holdsFloatingPoint(type, inCollection: false) || namesDeclaredType(type) || holdsSet(type)
                || holdsLabelledTuple(type) || isOptionalOfBuiltin(type)
        else { return nil }
        return TypedStorage(type)
    }

    /// Whether a write of this storage is converted: asked on every write, decided once.
    package func converts(in program: Program) -> Bool {
        if let needsConversion { return needsConversion }
        let result =
            Self.holdsFloatingPoint(type, inCollection: false) || Self.holdsEnum(type, program)
            || Self.holdsLabelledTuple(type)
        needsConversion = result
        return result
    }

    private static func holdsFloatingPoint(_ type: TypeSyntax, inCollection: Bool) -> Bool {
        switch type.kind {
        case .named(let name, let arguments):
            if inCollection, ["Double", "CGFloat", "Float", "TimeInterval", "Decimal"].contains(name) { return true }
            if name == "Array" || name == "Dictionary" || name == "Set" || name == "Optional" {
                return arguments.contains { holdsFloatingPoint($0, inCollection: true) }
            }
            return false
        case .array(let element): return holdsFloatingPoint(element, inCollection: true)
        case .dictionary(_, let value): return holdsFloatingPoint(value, inCollection: true)
        // `var budget: Double? = nil`: a write of `100` while it is nil has no Double to be
        // typed like, so the declared type converts it (Swift stores 100.0).
        case .optional(let wrapped): return holdsFloatingPoint(wrapped, inCollection: true)
        case .tuple(let elements): return elements.contains { holdsFloatingPoint($0, inCollection: true) }
        default: return false
        }
    }

    /// `[(name: String, n: Int)]`, `(lo: Int, hi: Int)`: a tuple with labels, which a write
    /// of an unlabelled tuple (`entries.append(("a", 1))`) takes from the declaration.
    private static func holdsLabelledTuple(_ type: TypeSyntax) -> Bool {
        switch type.kind {
        case .tuple(let elements):
            return type.tupleLabels?.contains { $0 != nil } == true || elements.contains(where: holdsLabelledTuple)
        case .named(_, let arguments): return arguments.contains(where: holdsLabelledTuple)
        case .array(let element): return holdsLabelledTuple(element)
        case .dictionary(let key, let value): return holdsLabelledTuple(key) || holdsLabelledTuple(value)
        case .optional(let wrapped): return holdsLabelledTuple(wrapped)
        default: return false
        }
    }

    /// `Date?`, `Duration?`: while it holds nil, an implicit member written to it
    /// (`last = .now`) is looked up in the declared type (no conversion is needed).
    private static func isOptionalOfBuiltin(_ type: TypeSyntax) -> Bool {
        switch type.kind {
        case .optional(let wrapped):
            switch wrapped.kind {
            case .named(let name, _): return Builtins.typeNames.contains(name)
            // `let tags: [String]? = …`: kept so that `tags.map { … }` is Optional's map.
            case .array, .dictionary: return true
            default: return false
            }
        case .named("Optional", let arguments):
            if arguments.count == 1, case .named(let name, _) = arguments[0].kind {
                return Builtins.typeNames.contains(name)
            }
            return false
        default: return false
        }
    }

    /// A name that may be a scenario type (not a standard-library or SwiftUI one).
    /// `[String: Set<String>]`: a dictionary of Sets, whose `default: []` is a Set.
    private static func holdsSet(_ type: TypeSyntax) -> Bool {
        guard case .dictionary(_, let value) = type.kind, case .named("Set", _) = value.kind else { return false }
        return true
    }

    private static func namesDeclaredType(_ type: TypeSyntax) -> Bool {
        switch type.kind {
        case .named(let name, let arguments):
            return Builtins.typeNames.contains(name) == false || arguments.contains(where: namesDeclaredType)
        case .array(let element): return namesDeclaredType(element)
        case .dictionary(let key, let value): return namesDeclaredType(key) || namesDeclaredType(value)
        case .optional(let wrapped): return namesDeclaredType(wrapped)
        default: return false
        }
    }

    /// Whether the type is, or holds, a declared enum: the types whose implicit members a
    /// write may leave unresolved (`events.append(.login)`).
    private static func holdsEnum(_ type: TypeSyntax, _ program: Program) -> Bool {
        switch type.kind {
        case .named(let name, let arguments):
            if case .enumType? = program.type(named: name) { return true }
            return arguments.contains { holdsEnum($0, program) }
        case .array(let element): return holdsEnum(element, program)
        case .dictionary(let key, let value): return holdsEnum(key, program) || holdsEnum(value, program)
        case .optional(let wrapped): return holdsEnum(wrapped, program)
        default: return false
        }
    }
}

/// A stored instance property of a declared type.
package struct StoredProperty {
    // The fields live in one shared object (`SharedFields`): a property is read out of
    // its type's `stored` on every member access and every write, and a copy then
    // retains one object instead of each string, expression and array it holds. A
    // property is immutable once made (the program makes a new one to change it).
    private struct Fields {
        let name: String
        let isLet: Bool
        let type: TypeSyntax?
        let initializer: Expr?
        let wrapper: WrapperKind?
        let observers: [PropertyObserver]
        let isPrivate: Bool
        let range: SourceRange
        let storageKey: String?
        let stateLabel: String?
        let isLazy: Bool
        let isViewBuilder: Bool
        let typedStorage: TypedStorage?
    }

    private let storage: SharedFields<Fields>

    package init(
        name: String, isLet: Bool, type: TypeSyntax?, initializer: Expr?, wrapper: WrapperKind?,
        observers: [PropertyObserver] = [], isPrivate: Bool, range: SourceRange, storageKey: String? = nil,
        stateLabel: String? = nil, isLazy: Bool = false, isViewBuilder: Bool = false,
        typedStorage: TypedStorage? = nil
    ) {
        storage = SharedFields(
            Fields(
                name: name, isLet: isLet, type: type, initializer: initializer, wrapper: wrapper,
                observers: observers, isPrivate: isPrivate, range: range, storageKey: storageKey,
                stateLabel: stateLabel, isLazy: isLazy, isViewBuilder: isViewBuilder, typedStorage: typedStorage))
    }

    package var name: String { storage.fields.name }
    package var isLet: Bool { storage.fields.isLet }
    package var type: TypeSyntax? { storage.fields.type }
    package var initializer: Expr? { storage.fields.initializer }
    package var wrapper: WrapperKind? { storage.fields.wrapper }
    /// `willSet` / `didSet`, run around every write after the instance is initialised.
    package var observers: [PropertyObserver] { storage.fields.observers }
    package var isPrivate: Bool { storage.fields.isPrivate }
    package var range: SourceRange { storage.fields.range }
    /// `@AppStorage("key")` / `@SceneStorage("key")`: the state cell is the scenario's
    /// one for that key, shared by every view that declares it (R5.6).
    package var storageKey: String? { storage.fields.storageKey }
    /// How reports name a state cell's wrapper when it is not `@State`: `@FocusState`,
    /// `@AppStorage("on")`, `@SceneStorage("tab")`.
    package var stateLabel: String? { storage.fields.stateLabel }
    /// `lazy var`: its initial value is evaluated on the first read (a class's property).
    package var isLazy: Bool { storage.fields.isLazy }
    /// `@ViewBuilder var content: Content`: the memberwise initializer takes a view builder
    /// closure and stores the view it builds.
    package var isViewBuilder: Bool { storage.fields.isViewBuilder }
    /// The declared type, when writes must make its integer literals Doubles.
    package var typedStorage: TypedStorage? { storage.fields.typedStorage }

    /// A `var` of optional type with no initial value: Swift starts it at nil, so the
    /// memberwise initializer may leave it out (`var nickname: String?`).
    package var isImplicitlyNil: Bool {
        guard !isLet, initializer == nil, wrapper == nil, let type else { return false }
        switch type.kind {
        case .optional: return true
        case .named("Optional", _): return true
        default: return false
        }
    }
}

/// A struct, class or enum declared in the scenario, with its extensions merged.
package final class NominalType {
    package enum Kind { case structKind, classKind, enumKind }

    package let name: String
    package let kind: Kind
    package var range: SourceRange
    package var conformances: Set<Conformance> = [] { didSet { refreshFlags() } }
    package var attributes: Set<String> = [] { didSet { refreshFlags() } }
    package var stored: [StoredProperty] = [] { didSet { refreshTracked() } }
    /// Whether the type conforms to `View`, is `@Observable`, is an `ObservableObject`:
    /// asked on every property access, so kept as flags rather than set lookups.
    package private(set) var isView = false
    package private(set) var isObservable = false
    package private(set) var isObservableObject = false
    /// Whether `print` and interpolation show the type's own `description`: asked for
    /// every interpolated value of the type.
    package private(set) var isCustomStringConvertible = false
    /// Per stored property: tracked by Observation (see `ObjectInstance.isTracked`).
    package private(set) var trackedStored: [Bool] = []
    /// Per stored property: `Type.property`, the name state changes are shown under.
    package private(set) var qualifiedStoredNames: [String] = []
    /// Per stored property: its wrapper (`@State`, `@Binding`, …), read on every access.
    package private(set) var storedWrappers: [WrapperKind?] = []
    /// Whether a stored property is `@Environment(\.key)` or `@Environment(Model.self)`:
    /// each is a dependency of the body, read or not (R7.1).
    package private(set) var declaresEnvironmentValues = false
    /// Per stored property: the read chain of a read straight from a body (`[name]`), made
    /// once rather than on every tracked read.
    package private(set) var directReadChains: [[String]] = []
    /// `Name.init`, the call-stack entry of its initializers, made once.
    package let initializerCallName: String
    /// `allocate Name`, the simulated work of making an instance, made once.
    package let allocationWorkName: String
    /// Per stored property: the read chain of a read made by a body itself (`[body, name]`),
    /// the commonest chain of all, made once too.
    package private(set) var bodyReadChains: [[String]] = []
    /// A stored property's index by name: asked on every member access.
    package private(set) var storedIndex = NameIndex()
    package var computed: [String: VariableDecl] = [:] { didSet { bodyCache = nil } }
    package var methods: [String: [FunctionDecl]] = [:]
    package var initializers: [InitializerDecl] = []
    /// A struct whose own declaration has no `init`, so its memberwise initializer stays
    /// beside the initializers its extensions declare (`extension P { init(a:) }`), as in Swift.
    package var keepsMemberwise = false
    /// A class's `deinit`: run when the simulation drops the last reference it knows of.
    package var deinitializer: DeinitializerDecl?
    /// A class's declared superclass (`final class Bird: Animal`): its stored properties come
    /// first in an instance, its members are the subclass's unless overridden.
    package private(set) var superclass: NominalType?
    /// A superclass the scenario does not declare (`NSObject`): `super.init()` does nothing.
    package var externalSuperclass: String?
    /// For a member a subclass inherits: the class that declares it, which `super` inside it
    /// starts from (by member name).
    package private(set) var inheritedMembers: [String: NominalType] = [:]
    /// The class whose designated initializers this one inherits (it declares none).
    package private(set) var initializersInheritedFrom: NominalType?
    /// Whether Observation tracks each of the superclass's stored properties (they come first).
    private var inheritedTracking: [Bool] = []
    /// A generic type's parameters (`T` of `struct EnumPicker<T>`), which its code may use
    /// as values (`T.allCases`); each is found from a stored property (`GenericWitness`).
    package var genericParameters: [String] = []
    package var staticProperties: [String: VariableDecl] = [:]
    /// Lazily initialised `static let`/`static var` values (`private static let formatter = …`).
    package var staticStorage: [String: Value] = [:]
    package var staticMethods: [String: [FunctionDecl]] = [:]
    package var cases: [String: EnumCaseElement] = [:]
    package var caseOrder: [String] = []
    package var rawType: String?
    package var nestedTypes: [String: TypeRef] = [:]
    /// For the simulation's own host nodes (a `.sheet`'s presented content, a stack's
    /// pushed screens): what the host builds instead of a declared `body` (R0.6, R0.7).
    package var hostKind: HostKind?
    /// The members an `extension Double { … }` adds to a builtin value type: `self` is the
    /// builtin value, and a member the extension does not declare is the builtin's.
    package var isBuiltinExtension = false

    package init(name: String, kind: Kind, range: SourceRange) {
        self.name = name
        self.kind = kind
        self.range = range
        initializerCallName = name + ".init"
        allocationWorkName = "allocate \(name)"
    }

    /// A view's `body` getter and where it is declared: looked up once, since every
    /// body run needs it.
    package var body: (range: SourceRange, getter: [Stmt])? {
        if let bodyCache { return bodyCache }
        let found = computed["body"].flatMap { decl in decl.accessors.map { (range: decl.range, getter: $0.getter) } }
        bodyCache = .some(found)
        return found
    }
    private var bodyCache: (range: SourceRange, getter: [Stmt])??

    private func refreshFlags() {
        isView = conformances.contains(.view)
        isObservable = attributes.contains("Observable")
        isObservableObject = conformances.contains(.observableObject)
        isCustomStringConvertible = conformances.contains(.other("CustomStringConvertible"))
        refreshTracked()
    }

    private func refreshTracked() {
        // The macro instruments stored `var`s only: `let`s and `@ObservationIgnored`
        // properties are plain storage (R4.6).
        // A superclass's properties keep its instrumentation: its macro's accessors run for
        // an instance of a subclass too.
        trackedStored = stored.enumerated().map { index, property in
            if index < inheritedTracking.count { return inheritedTracking[index] }
            return isObservable && property.isLet == false && property.wrapper != .observationIgnored
        }
        qualifiedStoredNames = stored.map { "\(name).\($0.name)" }
        storedWrappers = stored.map(\.wrapper)
        declaresEnvironmentValues = storedWrappers.contains {
            switch $0 {
            case .environmentKey?, .environmentType?: true
            default: false
            }
        }
        directReadChains = stored.map { [$0.name] }
        bodyReadChains = stored.map { ["body", $0.name] }
        memberwiseCache = nil
    }

    /// A struct's memberwise initializer: the stored properties it takes (with their
    /// indices) and its parameters, made by the interpreter on the first call rather than
    /// on every one; a change to `stored` drops it.
    package var memberwiseCache: (members: [(offset: Int, element: StoredProperty)], parameters: [Parameter])?
    /// Foundation's `localizedDescription` is a `LocalizedError`'s `errorDescription`; a
    /// plain `Error` with a property of that name keeps Foundation's generic text.
    package var isLocalizedError: Bool { conformances.contains(.other("LocalizedError")) }
    package var declaresEquatable: Bool {
        conformances.contains(.equatable) || conformances.contains(.hashable)
    }
    /// A declared `static func ==` (two parameters): the type's own equality.
    package var customEquals: FunctionDecl? { staticMethods["=="]?.first { $0.parameters.count == 2 } }

    package func addStored(_ property: StoredProperty) {
        storedIndex.add(property.name, stored.count)
        stored.append(property)
    }

    /// The class declaring `name` as this type has it: itself, or the superclass it inherits
    /// the member from.
    package func declaringClass(of name: String) -> NominalType {
        inheritedMembers[name] ?? self
    }

    /// Makes this class a subclass of `parent`, whose own inheritance is already resolved:
    /// the parent's stored properties first, then its members this class does not override,
    /// its conformances, and its initializers when this class declares none (Swift's
    /// automatic initializer inheritance). Overloads are overridden by name and labels.
    package func inherit(from parent: NominalType) {
        superclass = parent
        inheritedTracking = parent.trackedStored
        let own = stored
        stored = []
        storedIndex = NameIndex()
        for property in parent.stored + own { addStored(property) }
        for (name, declaration) in parent.computed where computed[name] == nil {
            computed[name] = declaration
            inheritedMembers[name] = parent.declaringClass(of: name)
        }
        for (name, overloads) in parent.methods {
            let mine = methods[name] ?? []
            let inherited = overloads.filter { candidate in
                mine.contains { $0.parameters.map(\.label) == candidate.parameters.map(\.label) } == false
            }
            guard inherited.isEmpty == false else { continue }
            methods[name] = mine + inherited
            if mine.isEmpty { inheritedMembers[name] = parent.declaringClass(of: name) }
        }
        for (name, declaration) in parent.staticProperties where staticProperties[name] == nil {
            staticProperties[name] = declaration
        }
        for (name, overloads) in parent.staticMethods where staticMethods[name] == nil {
            staticMethods[name] = overloads
        }
        if initializers.isEmpty {
            initializers = parent.initializers
            initializersInheritedFrom = parent.initializersInheritedFrom ?? parent
        }
        if deinitializer == nil { deinitializer = parent.deinitializer }
        conformances.formUnion(parent.conformances)
        if externalSuperclass == nil { externalSuperclass = parent.externalSuperclass }
    }
}

/// Positions by name, for the few names a type declares: a short list is scanned
/// (comparing small strings is a couple of word compares), a long one hashed. A
/// `[String: Int]` hashes the name on every member access, which costs more than
/// scanning a type's handful of stored properties.
package struct NameIndex {
    private var names: [String] = []
    private var positions: [Int] = []
    private var hashed: [String: Int]?
    private static let scanLimit = 12

    package init() {}

    /// Adds `name` at `position`; a name added again moves to the new position.
    package mutating func add(_ name: String, _ position: Int) {
        hashed?[name] = position
        if let existing = names.firstIndex(of: name) {
            positions[existing] = position
            return
        }
        names.append(name)
        positions.append(position)
        if hashed == nil, names.count > Self.scanLimit {
            hashed = Dictionary(uniqueKeysWithValues: zip(names, positions))
        }
    }

    package subscript(name: String) -> Int? {
        if let hashed { return hashed[name] }
        for index in names.indices where names[index] == name { return positions[index] }
        return nil
    }
}

// MARK: - Property wrappers, bindings

/// A property wrapper's struct as it sits in a view value. Comparing two view
/// values compares these (R2.3).
package enum PropertyWrapperValue {
    /// `State` holds its initial value; storage lives in the view graph (R5.1, R5.2).
    case state(initial: Value)
    /// `StateObject` holds an autoclosure, called once per identity (R5.3).
    case stateObject(thunk: Closure)
    case observedObject(Value)
    case binding(BindingValue)
    case environmentObject(typeName: String)
    case environmentKey(String)
    case environmentType(String)
    case bindable(Value)
}

/// Where a binding reads and writes (R6.1).
package enum BindingLocation {
    /// `$count`: a view's `@State` storage.
    case state(StateBox)
    /// `$model.flag`: a class instance property (an @Observable or @Published one).
    case objectProperty(ObjectInstance, String)
    /// `Binding(get:set:)`: a new location every time it is built (R6.3).
    case computed(get: Closure, set: Closure, id: Int)
    /// `.constant(x)`
    case constant(Value)
    /// A path below another binding: `$state.field`.
    indirect case member(BindingLocation, String)
    /// An element of the collection another binding holds: `$items[2]`, and each element
    /// `ForEach($items) { $item in … }` hands its content (SwiftUI's are by index too).
    indirect case element(BindingLocation, Value)
    /// `$counts["Mug", default: 0]`: a dictionary entry through Dictionary's defaulted
    /// subscript, read as the default while the key is absent and stored under it when set.
    indirect case defaultedElement(BindingLocation, key: Value, default: Value)

    /// Whether two bindings name the same storage (their values may differ).
    package func isSameLocation(as other: BindingLocation) -> Bool {
        switch (self, other) {
        case (.state(let x), .state(let y)): return x === y
        case (.objectProperty(let o1, let p1), .objectProperty(let o2, let p2)): return o1 === o2 && p1 == p2
        case (.computed(_, _, let x), .computed(_, _, let y)): return x == y
        case (.member(let x, let n1), .member(let y, let n2)): return n1 == n2 && x.isSameLocation(as: y)
        case (.element(let x, let k1), .element(let y, let k2)),
            (.defaultedElement(let x, let k1, _), .defaultedElement(let y, let k2, _)):
            guard let a = ValueKey(k1), let b = ValueKey(k2), a == b else { return false }
            return x.isSameLocation(as: y)
        default: return false
        }
    }
}

package struct BindingValue {
    package var location: BindingLocation
    /// The value read when the binding was made (a Binding's `_value`, R2.3).
    package var snapshot: Value

    package init(location: BindingLocation, snapshot: Value) {
        self.location = location
        self.snapshot = snapshot
    }
}

/// One `@State` storage cell of a view identity (R5.1). The views whose last body
/// read it are its readers (R5.4 step 3).
package final class StateBox {
    package var value: Value
    package let name: String
    /// The view identity that owns it (for reports).
    package var owner: ViewNode? { ownerLink?.target }
    private let ownerLink: NodeLink?
    /// The views whose last body read it (links: a view holds its states).
    package var readers: [ObjectIdentifier: NodeLink] = [:]
    /// Views whose last body built a control bound to this cell (R6.1): the control is
    /// brought up to date when the cell changes, without their bodies.
    package var controlOwners: [ObjectIdentifier: NodeLink] = [:]

    /// The `@State` property's declared type, when writes must make its integer literals
    /// Doubles (`@State private var ratings: [Double] = []`).
    package var typedStorage: TypedStorage?
    /// The wrapper as reports name it: `@State`, `@FocusState`, `@AppStorage("on")`.
    package let label: String
    /// Storage that outlives the view (`@AppStorage`, `@SceneStorage`): a view built again
    /// reads the same value, so ending its identity discards nothing.
    package var isPersistent: Bool { label.hasPrefix("@AppStorage") || label.hasPrefix("@SceneStorage") }

    package init(
        value: Value, name: String, owner: ViewNode?, typedStorage: TypedStorage? = nil, label: String? = nil
    ) {
        self.value = value
        self.name = name
        self.ownerLink = owner?.link
        self.typedStorage = typedStorage
        self.label = label ?? "@State"
    }
}

// MARK: - Foundation

/// The Foundation values scenarios may use, with deterministic behaviour.
package enum FoundationValue {
    /// A UUID from the run's seeded generator.
    case uuid(UInt64)
    /// `ObjectIdentifier(object)`, and the `id` an `Identifiable` class gets when it
    /// declares none: the instance's identity. It prints with the instance's name
    /// (`ObjectIdentifier(Item#2)`), not an address, so output is the same every run.
    case objectIdentifier(ObjectInstance)
    /// A point on the simulated clock, in seconds.
    case date(Double)
    case measurement(value: Double, unit: String)
    case formatter(FormatterBox)
    /// `UnitLength.meters` and friends.
    case unit(String)
    /// Tasks, streams, task groups, `CancellationError` (Graph/TaskFrame.swift).
    case concurrency(ConcurrencyValue)
    /// `Timer.publish(every:on:in:)`, and after `.autoconnect()` (connected).
    case timerPublisher(interval: Double, connected: Bool)
    /// An `AnyCancellable`: `cancel()` ends the subscription it holds.
    case cancellable(CancellableBox)
    /// A `Timer` scheduled on the main run loop (`Timer.scheduledTimer(withTimeInterval:
    /// repeats:block:)`), ticking on the simulated clock until it is invalidated.
    case timer(TimerBox)
    /// `object.$property` of a `@Published` property: its publisher (R3.7).
    case publishedPublisher(PublishedPublisher)
    /// Foundation's own base-10 `Decimal`.
    case decimal(Decimal)
    /// `Calendar.current`: Gregorian, in UTC (Builtins/Stdlib/Dates.swift).
    case calendar
    /// `UserDefaults.standard`: the run's in-memory store (Builtins/Stdlib/Storage.swift).
    case userDefaults
    /// `DateComponents`: the parts it was given, or a calendar filled in.
    case dateComponents(DateParts)
    /// A `String.Index`: a position in a string, counted in Characters from its start
    /// (Builtins/Stdlib/StringIndex.swift).
    case stringIndex(Int)
    /// A range of `String.Index` (`text.range(of:)`, `i..<j`, `..<i`, `i...`): bounds in
    /// Characters, nil where the range is open.
    case stringRange(lower: Int?, upper: Int?, closed: Bool)
    /// An `IndexSet`: distinct offsets, ascending (Builtins/Stdlib/IndexSet.swift).
    case indexSet([Int])
    /// A `URL`: Foundation's own (Builtins/Stdlib/URL.swift).
    case url(URL)
    /// A range of any other `Comparable` values (`Date.now...`, `"a"..."m"`, a range of the
    /// app's own type): bounds compared with the type's `<`, nil where the range is open
    /// (Builtins/Stdlib/ComparableRange.swift).
    case comparableRange(lower: Value?, upper: Value?, closed: Bool)
}

/// The parts of a `DateComponents` value, each nil when not set.
package struct DateParts: Equatable {
    /// Foundation's components, in the order its `description` lists them.
    package static let names = [
        "era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday", "weekdayOrdinal",
        "quarter", "weekOfMonth", "weekOfYear", "dayOfYear", "yearForWeekOfYear",
    ]
    /// The labels of `DateComponents(…)`, in order: every part but `dayOfYear`, which is set
    /// as a property only.
    package static let initializerLabels = names.filter { $0 != "dayOfYear" }
    package var values: [Int?] = Array(repeating: nil, count: DateParts.names.count)
    /// Set by a calendar that worked out the month (`dateComponents([.month], from:)`).
    package var isLeapMonth: Bool?

    package init() {}

    package subscript(_ name: String) -> Int? {
        get { DateParts.names.firstIndex(of: name).flatMap { values[$0] } }
        set { if let index = DateParts.names.firstIndex(of: name) { values[index] = newValue } }
    }

    /// As Foundation prints it: each part set, in the order of `names`, as `name: value `
    /// (`year: 2026 hour: 9 `), then `isLeapMonth: false ` when a calendar set it.
    package var description: String {
        var text = ""
        for (name, value) in zip(DateParts.names, values) {
            if let value { text += "\(name): \(value) " }
        }
        if let isLeapMonth { text += "isLeapMonth: \(isLeapMonth) " }
        return text
    }
}

/// `object.$property`: the publisher of a `@Published` property (R3.7), with the
/// number of values `dropFirst(_:)` skips.
package struct PublishedPublisher {
    package let object: ObjectInstance
    package let field: Int
    package var dropCount: Int

    package init(object: ObjectInstance, field: Int, dropCount: Int = 0) {
        self.object = object
        self.field = field
        self.dropCount = dropCount
    }

    package var name: String { "$" + object.type.stored[field].name }
}

/// A subscriber of a `@Published` property's publisher: `sink`'s closure, or the
/// action of a view's `.onReceive` (updated to the latest body's closure).
package final class PublishedSink {
    package let field: Int
    package var action: Closure
    package var dropCount: Int

    package init(field: Int, action: Closure, dropCount: Int) {
        self.field = field
        self.action = action
        self.dropCount = dropCount
    }
}

/// A Combine subscription's handle.
package final class CancellableBox {
    private var onCancel: (() -> Void)?

    package init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    package func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit { onCancel?() }
}

/// A scheduled `Timer`. The run loop keeps it: unlike an `AnyCancellable`, letting go of
/// it stops nothing; `invalidate()` does, and a timer that does not repeat invalidates
/// itself once it has fired.
package final class TimerBox {
    package let interval: Double
    package let repeats: Bool
    package private(set) var isValid = true
    /// Ends its ticks on the simulated clock.
    var onInvalidate: (() -> Void)?

    init(interval: Double, repeats: Bool) {
        self.interval = interval
        self.repeats = repeats
    }

    package func invalidate() {
        isValid = false
        onInvalidate?()
        onInvalidate = nil
    }
}

/// A formatter instance (or another Foundation object that only keeps options set on it:
/// `URLSessionConfiguration`, `URLSession`): its kind and the options set on it.
package final class FormatterBox {
    package let kind: String
    package var options: [String: Value] = [:]
    package let id: Int

    package init(kind: String, id: Int) {
        self.kind = kind
        self.id = id
    }
}
