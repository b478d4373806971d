// The values of the scenario language (R0.1: views are values; structs copy, classes
// share). Exact Swift semantics for the supported types; see the essay on `Value`.
import ViewGraphDiagnostics
import ViewGraphSyntax

/// A runtime value of the scenario language. Never `Any`: every kind of value a
/// scenario can hold is a case here, and `switch` decides what an operation does.
///
/// ## What it models
///
/// Value semantics follow Swift: arrays, dictionaries, structs and enums are
/// copied on assignment (Swift's own copy-on-write storage does the work), class
/// instances (`ObjectInstance`) are shared references with identity. SwiftUI's
/// vocabulary is values too: view descriptions made while a body runs (`view`),
/// property wrappers as they sit in a view struct (`wrapper`, compared when SwiftUI
/// compares view inputs, R2.3), bindings with the location they write (`binding`).
///
/// ```swift
/// let point: Value = .structValue(StructInstance(type: pointType, fields: [.int(1), .int(2)]))
/// var copy = point            // a copy: changing `copy` leaves `point` alone
/// let shared: Value = .object(box)   // shared: every copy is the same instance
/// ```
///
/// ## Invariants
///
/// - An optional is not wrapped: `nil` is `.null`, a non-nil optional is its value.
/// - Equality is the interpreter's (`Interpreter.equals`), which may run a declared
///   `static func ==`; `Value` has no `==` of its own.
///
/// ## Cost
///
/// Numbers, Bools, strings, arrays, instances and closures are stored in the enum
/// itself: making one allocates nothing beyond its own storage, and copying one is at
/// most one retain. The cases with several references or a large payload (structs,
/// tuples, dictionaries, sets, enum cases, symbols, wrappers, bindings, Foundation
/// values) are boxed (`indirect`), so that copying them is one retain too and a `Value`
/// stays small. Mutation in place goes through the interpreter's places, so Swift's
/// copy-on-write copies only when a value is shared.
///
/// ## What it leaves out
///
/// Numeric types other than Int and Double (Float and CGFloat are Doubles), Character
/// as its own type, tuples with more than positional and label access, and any value
/// of a type the scenario language does not declare.
package enum Value {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    /// `nil`. Optionals are not wrapped: a non-nil optional is just its value.
    case null
    case array([Value])
    indirect case dictionary(OrderedDictionary)
    /// A `Set`: hashed, iterated in insertion order (see `ValueSet`).
    indirect case set(ValueSet)
    indirect case tuple([Value], labels: [String?])
    /// `a..<b` (closed false) or `a...b` (closed true), over Int.
    case range(lower: Int, upper: Int, closed: Bool)
    /// A partial range over Int: `a...` (lower only), `..<b` and `...b` (upper only).
    /// Used to subscript arrays (`items[1...]`).
    indirect case partialRange(lower: Int?, upper: Int?, closed: Bool)
    /// `1.05...1.35`, `0.0..<1.0`: a range of Doubles (`Double.random(in:)`, `contains`);
    /// not a sequence, as in Swift.
    case doubleRange(lower: Double, upper: Double, closed: Bool)
    indirect case structValue(StructInstance)
    case object(ObjectInstance)
    indirect case enumCase(EnumCaseValue)
    case closure(Closure)
    indirect case keyPath(KeyPathValue)
    /// A duration (`100ms`, `.seconds(2)`): Swift's own `Duration`, so its arithmetic is
    /// exact in attoseconds and it prints as Swift prints it.
    case duration(Duration)
    /// A display refresh rate (`120Hz`).
    case frequency(Double)
    /// SwiftUI vocabulary without semantics in the simulator: `.headline`, `Color.blue`.
    /// Compares by name; shown in rendered output.
    indirect case symbol(type: String?, name: String)
    /// A type used as a value: `TrailStore.self`, or the base of a static member access.
    case type(TypeRef)
    /// A view description produced while a body runs.
    case view(ViewValue)
    /// A live view identity named by a REF in a step (`FruitRow[2]`): its properties
    /// and state can be read and written.
    case viewInstance(ViewNode)
    /// A property wrapper as stored in a view struct (`State`, `Binding`, …).
    indirect case wrapper(PropertyWrapperValue)
    /// A `Binding` (`$count`, `$model.flag`, `Binding(get:set:)`).
    indirect case binding(BindingValue)
    /// Foundation values and objects: UUID, Date, Measurement, formatters.
    indirect case foundation(FoundationValue)
    case void

    package static var `true`: Value { .bool(true) }
    package static var `false`: Value { .bool(false) }
}

extension Value {
    /// Stored property `index` of a struct value, read in place (no copy of the instance);
    /// nil when the value is not a struct.
    func structField(_ index: Int) -> Value? {
        guard case .structValue(let instance) = self else { return nil }
        return instance.fields[index]
    }
}

/// A struct value: its type and stored properties in declaration order.
package struct StructInstance {
    package let type: StructType
    package var fields: [Value]

    package init(type: StructType, fields: [Value]) {
        self.type = type
        self.fields = fields
    }

    package func field(_ name: String) -> Value? {
        guard let index = type.storedIndex[name] else { return nil }
        return fields[index]
    }
}

package struct EnumCaseValue {
    package let type: EnumType?
    package let name: String
    package var payload: [Value]
    package var labels: [String?]

    package init(type: EnumType?, name: String, payload: [Value] = [], labels: [String?] = []) {
        self.type = type
        self.name = name
        self.payload = payload
        self.labels = labels
    }
}

/// A key path such as `\.id` or `\.self`: a list of property names.
package struct KeyPathValue: Hashable {
    package var components: [String]
    /// For `\EnvironmentValues.tick` and `\.tick` in `.environment(\.tick, …)`.
    package var rootType: String?
    /// The components followed by `?` (`\.address?.city`: 0): a nil there is the result.
    package var optionalChained: [Int] = []

    package init(components: [String], rootType: String? = nil, optionalChained: [Int] = []) {
        self.components = components
        self.rootType = rootType
        self.optionalChained = optionalChained
    }

    package var description: String {
        let path = components.indices.map { components[$0] + (optionalChained.contains($0) ? "?" : "") }
        return "\\" + (rootType ?? "") + "." + path.joined(separator: ".")
    }
}

/// A function value: a closure literal with its captured scope, or a bound method.
package final class Closure {
    package enum Body {
        /// A closure literal. Its view is held through a link: a view's output and its
        /// children's inputs hold its closures, and a strong reference back would make
        /// every such view a reference cycle. The simulation keeps its views alive.
        case literal(ClosureExpr, scope: Scope, selfContext: SelfContext?, node: NodeLink?)
        /// A declared function or method, possibly bound to `self`.
        case function(FunctionDecl, owner: TypeRef?, selfContext: SelfContext?)
        /// A builtin implemented in Swift.
        case native(name: String, (_ arguments: [Value]) throws -> Value)
    }

    package let body: Body
    /// Whether the closure captures anything (R2.4: a closure that captures
    /// nothing compares equal to itself; one that captures compares unequal).
    package let captures: Bool
    /// Where the closure literal is in the source (its byte offset): two closures from
    /// the same literal that capture nothing compare equal (R2.4).
    package let site: Int?
    package let id: Int
    /// The parameter types of the storage the closure was put in (`let f: (Double, Double)
    /// -> Double = { $0 / $1 }`): a call converts its arguments to them, so `f(1, 2)` is
    /// 0.5, as Swift's type checker makes the literals Doubles. Nil when none was declared.
    package var declaredParameterTypes: [TypeSyntax]?
    /// A local function's enclosing scope: its body runs in a scope inside it, so it sees
    /// the locals declared before it and its own name. The scope holds the function, so the
    /// two keep each other alive (a closure that captures a local function, as in Swift).
    package var enclosingScope: Scope?
    /// A closure written in step code (`[1, 2].map { $0 * Screen.model.base }`, `Task { await
    /// Screen.store.load() }`): the REFs in it name live views, as in the step's statements.
    package var viewResolver: ((ViewRef) throws -> ViewNode)?
    /// A view's method taken as a value (`Button("Add", action: increment)`): the view
    /// whose `@State` and environment its body reads and writes when it is called later.
    package var node: NodeLink?
    /// Passed to a `@ViewBuilder` parameter: calling it builds its body's views (a
    /// multi-statement body is a builder, not statements).
    package private(set) var isViewBuilder = false
    /// What reports print for the closure instead of Swift's `(Function)`: the destination
    /// a `NavigationLink(destination:)` pushed onto a stack is printed as that link.
    package private(set) var displayName: String?

    package init(body: Body, captures: Bool, site: NodeID?, id: Int) {
        self.body = body
        self.captures = captures
        self.site = site
        self.id = id
    }

    /// The same closure (same identity for R2.4), printed as `name` in reports.
    package func named(_ name: String) -> Closure {
        let named = copy()
        named.displayName = name
        return named
    }

    /// The same closure (same identity for R2.4), called as a view builder.
    package func asViewBuilder() -> Closure {
        if isViewBuilder { return self }
        let builder = copy()
        builder.isViewBuilder = true
        return builder
    }

    /// Another object for the same closure: its body, captures, identity, scope, view and
    /// report name (not the parameter types of the storage it was put in).
    private func copy() -> Closure {
        let copy = Closure(body: body, captures: captures, site: site, id: id)
        copy.enclosingScope = enclosingScope
        copy.node = node
        copy.isViewBuilder = isViewBuilder
        copy.displayName = displayName
        copy.viewResolver = viewResolver
        return copy
    }
}

/// What `self` is while a method, initializer or body runs.
package enum SelfContext {
    /// A struct method: `self` lives in a variable; `mutating` methods write it back.
    case value(Variable, StructType)
    case object(ObjectInstance)
    case enumValue(Variable, EnumType)
    /// A static method: `self` is the type.
    case staticType(TypeRef)

    /// The type of the instance `self` is; nil in a static method.
    var instanceType: NominalType? {
        switch self {
        case .value(_, let type), .enumValue(_, let type): type
        case .object(let object): object.type
        case .staticType: nil
        }
    }
}

/// A reference to a declared or builtin type.
package enum TypeRef {
    case structType(StructType)
    case classType(ClassType)
    case enumType(EnumType)
    /// A builtin type name: `Int`, `String`, `Color`, `UUID`, `MeasurementFormatter`, …
    case builtin(String)

    package var name: String {
        switch self {
        case .structType(let t): t.name
        case .classType(let t): t.name
        case .enumType(let t): t.name
        case .builtin(let name): name
        }
    }
}

/// A mutable local variable, shared by closures that capture it.
package final class Variable {
    package var value: Value
    package let isLet: Bool
    /// `item` of a closure parameter `$item` (SE-0293): `value` is the Binding, and the
    /// name reads and writes what it points to.
    package let isBindingWrapper: Bool
    /// A local declared with a collection type of Doubles (see `TypedStorage`).
    package var typedStorage: TypedStorage?
    /// `let text: String` declared without a value: its first assignment initialises it
    /// (Swift's definite initialisation), and only that one is allowed.
    package var awaitsInitialValue = false

    package init(_ value: Value, isLet: Bool = false, isBindingWrapper: Bool = false) {
        self.value = value
        self.isLet = isLet
        self.isBindingWrapper = isBindingWrapper
    }
}

/// The names one scope declares, in declaration order. Most scopes declare one to
/// three (a function's parameters, a closure's `$0`, a block's `let`s): those are
/// searched in place, the first kept inline with no allocation; a scope that grows
/// past `indexThreshold` names (an app block, the globals) also keeps a dictionary.
package struct ScopeNames: ExpressibleByDictionaryLiteral, Sequence {
    private var first: (name: String, variable: Variable)?
    private var rest: [(name: String, variable: Variable)] = []
    private var index: [String: Int]?
    private static let indexThreshold = 12

    package init(dictionaryLiteral elements: (String, Variable)...) {
        for (name, variable) in elements { self[name] = variable }
    }

    package var isEmpty: Bool { first == nil }
    package var count: Int { first == nil ? 0 : 1 + rest.count }

    package subscript(name: String) -> Variable? {
        get {
            guard let first else { return nil }
            if first.name == name { return first.variable }
            if let index { return index[name].map { rest[$0].variable } }
            for entry in rest where entry.name == name { return entry.variable }
            return nil
        }
        set {
            if let position = position(of: name) {
                guard let newValue else { return remove(at: position) }
                if position < 0 { first!.variable = newValue } else { rest[position].variable = newValue }
                return
            }
            guard let newValue else { return }
            if first == nil {
                first = (name, newValue)
                return
            }
            rest.append((name, newValue))
            if index != nil {
                index![name] = rest.count - 1
            } else if rest.count > Self.indexThreshold {
                index = Dictionary(uniqueKeysWithValues: rest.enumerated().map { ($1.name, $0) })
            }
        }
    }

    /// The variables, in declaration order.
    package var values: [Variable] { map(\.variable) }
    /// The names, in declaration order.
    package var keys: [String] { map(\.name) }

    package func makeIterator() -> IndexingIterator<[(name: String, variable: Variable)]> {
        guard let first else { return [].makeIterator() }
        return ([first] + rest).makeIterator()
    }

    /// -1 for the inline first entry, an index into `rest` otherwise.
    private func position(of name: String) -> Int? {
        guard let first else { return nil }
        if first.name == name { return -1 }
        if let index { return index[name] }
        return rest.firstIndex { $0.name == name }
    }

    private mutating func remove(at position: Int) {
        var entries = Array(self)
        entries.remove(at: position + 1)
        self = [:]
        for entry in entries { self[entry.name] = entry.variable }
    }
}

/// A lexical scope of local names.
package final class Scope {
    package var names: ScopeNames = [:]
    package let parent: Scope?

    package init(parent: Scope?) {
        self.parent = parent
    }

    package func lookup(_ name: String) -> Variable? {
        // Walks the chain without retaining each scope: every scope is kept alive by
        // the one below it, and `self` by the caller.
        var current = Unmanaged.passUnretained(self)
        while true {
            let (found, parent) = current._withUnsafeGuaranteedRef { scope -> (Variable?, Unmanaged<Scope>?) in
                // Most scopes (blocks, builders) declare nothing: skip them without hashing.
                if scope.names.isEmpty == false, let found = scope.names[name] { return (found, nil) }
                return (nil, scope.parent.map { Unmanaged.passUnretained($0) })
            }
            if let found { return found }
            guard let parent else { return nil }
            current = parent
        }
    }

    package func declare(_ name: String, _ value: Value, isLet: Bool = false) {
        names[name] = Variable(value, isLet: isLet)
    }

    /// A closure parameter: `$item` (a property-wrapper parameter, SE-0293) declares the
    /// Binding it is given as `$item`, and `item` as what the binding points to.
    package func declareParameter(_ name: String, _ value: Value, at range: SourceRange) throws {
        guard name.hasPrefix("$") else {
            declare(name, value, isLet: true)
            return
        }
        guard case .binding = value else {
            throw RuntimeError(
                "the closure parameter '\(name)' needs a Binding; it was given a value", at: range)
        }
        declare(name, value, isLet: true)
        names[String(name.dropFirst())] = Variable(value, isLet: false, isBindingWrapper: true)
    }
}

/// A dictionary that remembers insertion order, so iteration (and output) is
/// deterministic. Keys are compared with Swift `==` semantics via `ValueKey`.
package struct OrderedDictionary {
    package private(set) var keys: [Value] = []
    package private(set) var values: [Value] = []
    private var index: [ValueKey: Int] = [:]

    package init() {}

    package var count: Int { keys.count }

    package subscript(key: Value) -> Value? {
        get {
            guard let k = ValueKey(key), let i = index[k] else { return nil }
            return values[i]
        }
        set {
            guard let k = ValueKey(key) else { return }
            if let i = index[k] {
                if let newValue {
                    values[i] = newValue
                } else {
                    removeValue(at: i)
                }
            } else if let newValue {
                index[k] = keys.count
                keys.append(key)
                values.append(newValue)
            }
        }
    }

    package mutating func removeValue(forKey key: Value) -> Value? {
        guard let k = ValueKey(key), let i = index[k] else { return nil }
        let old = values[i]
        removeValue(at: i)
        return old
    }

    private mutating func removeValue(at i: Int) {
        keys.remove(at: i)
        values.remove(at: i)
        index = [:]
        for (position, key) in keys.enumerated() {
            if let k = ValueKey(key) { index[k] = position }
        }
    }

    package mutating func removeAll() {
        keys = []
        values = []
        index = [:]
    }
}

/// A set of values: O(1) `insert` and `contains` through a hash index keyed by
/// `ValueKey`, iterated in insertion order. Swift's `Set` order is unspecified (and
/// differs between runs); insertion order keeps every transcript deterministic.
/// Elements without a hash key (values of a type with its own `==`, which the key
/// would not respect, and values `ValueKey` cannot project) are compared one by one
/// with the `equal` closure the caller passes (Swift's `==`).
package struct ValueSet {
    package private(set) var elements: [Value] = []
    private var index: [ValueKey: Int] = [:]
    /// Positions of the elements that have no hash key.
    private var unkeyed: [Int] = []

    package init() {}

    /// A set of `elements` that are already unique (a slice of another set).
    package init(uniqueElements: [Value]) {
        for element in uniqueElements { append(element) }
    }

    package var count: Int { elements.count }
    package var isEmpty: Bool { elements.isEmpty }

    /// The position of a member equal to `value`, if any.
    package func position(of value: Value, equal: (Value, Value) -> Bool) -> Int? {
        if let key = ValueSet.key(value) {
            if let position = index[key] { return position }
            // An unkeyed member may still be equal (a struct with its own `==`).
            return unkeyed.first { equal(elements[$0], value) }
        }
        return elements.firstIndex { equal($0, value) }
    }

    package func contains(_ value: Value, equal: (Value, Value) -> Bool) -> Bool {
        position(of: value, equal: equal) != nil
    }

    /// Inserts `value` unless an equal member exists; true when it was inserted.
    @discardableResult
    package mutating func insert(_ value: Value, equal: (Value, Value) -> Bool) -> Bool {
        if position(of: value, equal: equal) != nil { return false }
        append(value)
        return true
    }

    /// Removes the member equal to `value` and returns it (Swift's `remove(_:)`).
    package mutating func remove(_ value: Value, equal: (Value, Value) -> Bool) -> Value? {
        guard let position = position(of: value, equal: equal) else { return nil }
        let removed = elements[position]
        let rest = elements
        removeAll()
        for (offset, element) in rest.enumerated() where offset != position { append(element) }
        return removed
    }

    package mutating func removeAll() {
        elements = []
        index = [:]
        unkeyed = []
    }

    private mutating func append(_ value: Value) {
        if let key = ValueSet.key(value) {
            index[key] = elements.count
        } else {
            unkeyed.append(elements.count)
        }
        elements.append(value)
    }

    /// The hash key of a value, or nil when `==` must decide: a type that declares its
    /// own `==` anywhere inside the value, or a value `ValueKey` does not project.
    /// Integral Doubles hash as Ints, as `1 == 1.0` holds for literals here.
    static func key(_ value: Value) -> ValueKey? {
        switch value {
        case .int(let v): return .int(v)
        case .string(let v): return .string(v)
        case .double(let v):
            if v.rounded() == v, abs(v) < 9.0e15 { return .int(Int(v)) }
            return .double(v)
        default:
            guard hasOwnEquality(value) == false else { return nil }
            return ValueKey(value)
        }
    }

    private static func hasOwnEquality(_ value: Value) -> Bool {
        switch value {
        case .structValue(let s): return s.type.customEquals != nil || s.fields.contains(where: hasOwnEquality)
        case .object(let o): return o.type.customEquals != nil
        case .enumCase(let c):
            return c.type?.customEquals != nil || c.payload.contains(where: hasOwnEquality)
        case .tuple(let items, _), .array(let items): return items.contains(where: hasOwnEquality)
        default: return false
        }
    }
}

/// A class instance as a key: equal and hashed by identity; it keeps what names it
/// (`Item#2`) without formatting that text until a report or a REF asks. Its number is
/// kept in 32 bits, as the instance keeps it, so that a `ValueKey` (and an identity
/// component holding one) stays 32 bytes a slot: every view's identity path is an array
/// of them.
package struct ObjectKey: Hashable {
    package let id: ObjectIdentifier
    private let typeName: String
    private let number: Int32

    init(_ object: ObjectInstance) {
        id = ObjectIdentifier(object)
        typeName = object.type.name
        number = Int32(clamping: object.number)
    }

    init(_ id: ObjectIdentifier, name: String) {
        self.id = id
        typeName = name
        number = 0
    }

    /// `Item#2`, as `ObjectInstance.displayName` spells it (a name alone for a number 0).
    package var name: String { number == 0 ? typeName : "\(typeName)#\(number)" }

    package static func == (a: ObjectKey, b: ObjectKey) -> Bool { a.id == b.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A hashable projection of the values that can be dictionary keys, set members
/// and view identities (Int, String, Bool, Double, UUID, enum cases, tuples, structs
/// of those). Class instances hash by identity.
package enum ValueKey: Hashable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case null
    case uuid(UInt64)
    case date(Double)
    /// An instance's identity (and its name in reports and REFs, `Item#2`).
    case object(ObjectKey)
    case enumCase(String, [ValueKey])
    case composite(String, [ValueKey])
    case symbol(String)

    package init?(_ value: Value) {
        switch value {
        case .int(let v): self = .int(v)
        case .double(let v): self = .double(v)
        case .bool(let v): self = .bool(v)
        case .string(let v): self = .string(v)
        case .null: self = .null
        case .symbol(_, let name): self = .symbol(name)
        case .object(let o): self = .object(ObjectKey(o))
        case .foundation(.uuid(let n)): self = .uuid(n)
        case .foundation(.objectIdentifier(let o)): self = .object(ObjectKey(o))
        case .foundation(.cancellable(let box)):
            self = .object(ObjectKey(ObjectIdentifier(box), name: "AnyCancellable"))
        case .foundation(.timer(let box)):
            self = .object(ObjectKey(ObjectIdentifier(box), name: "Timer"))
        case .foundation(.date(let t)): self = .date(t)
        case .foundation(.url(let url)): self = .composite("URL", [.string(url.absoluteString)])
        case .enumCase(let c):
            var parts: [ValueKey] = []
            for p in c.payload {
                guard let k = ValueKey(p) else { return nil }
                parts.append(k)
            }
            self = .enumCase(c.name, parts)
        case .tuple(let items, _):
            var parts: [ValueKey] = []
            for p in items {
                guard let k = ValueKey(p) else { return nil }
                parts.append(k)
            }
            self = .composite("()", parts)
        case .structValue(let s):
            var parts: [ValueKey] = []
            for p in s.fields {
                guard let k = ValueKey(p) else { return nil }
                parts.append(k)
            }
            self = .composite(s.type.name, parts)
        case .array(let items):
            var parts: [ValueKey] = []
            for p in items {
                guard let k = ValueKey(p) else { return nil }
                parts.append(k)
            }
            self = .composite("[]", parts)
        default:
            return nil
        }
    }
}

extension Value {
    /// A struct, class or enum instance of a type the scenario declares (which may declare
    /// its own operators).
    var isDeclaredTypeInstance: Bool {
        switch self {
        case .structValue, .object, .enumCase: true
        default: false
        }
    }
}
