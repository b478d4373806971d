// The engine's side of the builtin catalogue: tables of implementations keyed by
// name (and argument labels where overloads exist), filled by the family files under
// Builtins/ (one file per family, each naming its rules and how faithful it is).
// `Builtins` (Interpreter/Builtins.swift) dispatches through these tables; the coverage
// test joins them to the catalogue by name (`BuiltinImplementations`).
import ViewGraphDiagnostics
import ViewGraphSyntax

/// A side of the engine that implements catalogue names. The coverage test checks,
/// for every conforming side, that each simulated catalogue entry has an
/// implementation and each implementation has an entry.
package protocol BuiltinImplementations {
    /// The implemented names of one kind, as the catalogue's `displayName` spells them:
    /// `print`, `Int` (a constructor or static member), `Array.append`.
    static func implementedNames(kind: BuiltinKind) -> Set<String>
    /// For members and functions: the argument labels of each implemented overload
    /// (`_` for an unlabeled argument), keyed by display name; nil labels (any form) are
    /// left out.
    static func implementedSignatures(kind: BuiltinKind) -> [String: [[String]]]
}

/// The arguments of one builtin call, as an implementation sees them.
struct BuiltinCall {
    let values: [Value]
    private(set) var labels: [String?]
    /// The arguments as evaluated, for what `values` and `labels` leave out.
    private let arguments: [EvaluatedArgument]
    /// The whole call.
    let range: SourceRange
    /// The member name, for diagnostics about the member.
    let nameRange: SourceRange
    let interpreter: Interpreter
    let context: EvalContext

    init(
        _ arguments: [EvaluatedArgument], at range: SourceRange, nameRange: SourceRange? = nil,
        _ interpreter: Interpreter, _ context: EvalContext
    ) {
        values = arguments.map(\.value)
        labels = arguments.map(\.label)
        self.arguments = arguments
        self.range = range
        self.nameRange = nameRange ?? range
        self.interpreter = interpreter
        self.context = context
    }

    /// Modifies the storage an `inout` argument (`&cancellables`) names, in place (R4.6).
    func modifyInout(_ index: Int, _ body: (inout Value) throws -> Void) throws {
        guard index < arguments.count, let place = arguments[index].inoutPlace else {
            throw RuntimeError("this argument must be passed inout, with '&'", at: arguments[index].range)
        }
        try interpreter.modify(place, context, kind: .modify, body)
    }

    /// Swift's exclusivity rule for this call's `inout` arguments (`swap(&a[0], &a[1])`).
    func checkExclusiveInout() throws { try interpreter.checkExclusiveAccess(arguments, context) }

    /// The same call, its arguments given `labels` (a trailing closure's dropped label).
    func relabeled(_ labels: [String?]) -> BuiltinCall {
        var call = self
        call.labels = labels
        return call
    }

    var host: any InterpreterHost { interpreter.host }

    /// The last argument as a closure (a trailing closure or `by:`/`where:`). A key path
    /// is a function too (SE-0249): `items.map(\.name)`, `items.filter(\.done)`.
    func closure(_ name: String) throws -> Closure {
        switch values.last {
        case .closure(let closure)?:
            return closure
        case .keyPath(let keyPath)?:
            let (interpreter, range) = (self.interpreter, self.range)
            return Closure(
                body: .native(name: keyPath.description) { arguments in
                    try interpreter.apply(keyPath, to: arguments.first ?? .null, at: range)
                }, captures: false, site: nil, id: interpreter.makeClosureID())
        default:
            throw RuntimeError("'\(name)' needs a closure", at: range)
        }
    }

    /// Calls `closure` and reads its result as a Bool.
    func test(_ closure: Closure, _ arguments: [Value]) throws -> Bool {
        try interpreter.truth(try interpreter.call(closure, arguments: arguments, at: range), at: range)
    }

    /// Swift's `<` (or another comparison) between two values.
    func compare(_ op: String, _ a: Value, _ b: Value) throws -> Bool {
        try interpreter.truth(
            try interpreter.applyBinary(op, a, b, range: range, rhsIsLiteral: false), at: range)
    }

    /// Charges `perElement × count` of simulated time for `label`.
    func charge(_ perElement: Double, _ count: Int, for label: String) {
        host.charge(perElement * Double(count), for: label, site: range)
    }
}

/// The receiver's builtin type, as the catalogue's `owner` names it. Tables are
/// arrays indexed by this, so finding a member is one switch and one hash of its name.
enum BuiltinOwner: Int, CaseIterable {
    case array, set, dictionary, string, range, closedDoubleRange, doubleRange, int, double, bool, uuid, date
    case measurement
    case numberFormatter, measurementFormatter, dateFormatter
    case decimal, urlSession, urlSessionConfiguration
    case task, asyncStream, continuation, taskGroup
    case timerPublisher, cancellable, publishedPublisher, timer
    case calendar, dateComponents, userDefaults, fileManager, jsonEncoder, jsonDecoder
    case binding, color, transition, stringRange, result, indexSet, duration, url
    case comparableRange, dynamicTypeSize, locale, timeZone, dispatchQueue

    /// The catalogue's owner name.
    var name: String {
        switch self {
        case .array: "Array"
        case .set: "Set"
        case .dictionary: "Dictionary"
        case .string: "String"
        case .range: "Range"
        case .closedDoubleRange: "ClosedRange<Double>"
        case .doubleRange: "Range<Double>"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .uuid: "UUID"
        case .date: "Date"
        case .measurement: "Measurement"
        case .numberFormatter: "NumberFormatter"
        case .measurementFormatter: "MeasurementFormatter"
        case .dateFormatter: "DateFormatter"
        case .decimal: "Decimal"
        case .urlSession: "URLSession"
        case .urlSessionConfiguration: "URLSessionConfiguration"
        case .task: "Task"
        case .asyncStream: "AsyncStream"
        case .continuation: "AsyncStream.Continuation"
        case .taskGroup: "TaskGroup"
        case .timerPublisher: "Timer.TimerPublisher"
        case .cancellable: "AnyCancellable"
        case .timer: "Timer"
        case .dispatchQueue: "DispatchQueue"
        case .publishedPublisher: "Published.Publisher"
        case .calendar: "Calendar"
        case .dateComponents: "DateComponents"
        case .userDefaults: "UserDefaults"
        case .fileManager: "FileManager"
        case .jsonEncoder: "JSONEncoder"
        case .jsonDecoder: "JSONDecoder"
        case .binding: "Binding"
        case .color: "Color"
        case .transition: "AnyTransition"
        case .stringRange: "Range<String.Index>"
        case .result: "Result"
        case .indexSet: "IndexSet"
        case .duration: "Duration"
        case .url: "URL"
        case .comparableRange: "ClosedRange"
        case .dynamicTypeSize: "DynamicTypeSize"
        case .locale: "Locale"
        case .timeZone: "TimeZone"
        }
    }

    init?(of value: Value) {
        switch value {
        case .array: self = .array
        case .set: self = .set
        case .dictionary: self = .dictionary
        case .string: self = .string
        case .range: self = .range
        case .doubleRange(_, _, let closed): self = closed ? .closedDoubleRange : .doubleRange
        case .int: self = .int
        case .double: self = .double
        case .bool: self = .bool
        case .binding: self = .binding
        case .duration: self = .duration
        case .symbol("Color"?, _): self = .color
        case .symbol("AnyTransition"?, _): self = .transition
        case .foundation(.uuid): self = .uuid
        case .foundation(.date): self = .date
        case .foundation(.measurement): self = .measurement
        case .foundation(.decimal): self = .decimal
        case .foundation(.concurrency(.task)): self = .task
        case .foundation(.concurrency(.stream)): self = .asyncStream
        case .foundation(.concurrency(.continuation)): self = .continuation
        case .foundation(.concurrency(.group)): self = .taskGroup
        case .foundation(.timerPublisher): self = .timerPublisher
        case .foundation(.cancellable): self = .cancellable
        case .foundation(.timer): self = .timer
        case .foundation(.publishedPublisher): self = .publishedPublisher
        case .foundation(.calendar): self = .calendar
        case .foundation(.dateComponents): self = .dateComponents
        case .foundation(.stringRange): self = .stringRange
        case .foundation(.indexSet): self = .indexSet
        case .foundation(.url): self = .url
        case .foundation(.comparableRange): self = .comparableRange
        case .symbol("DynamicTypeSize"?, _): self = .dynamicTypeSize
        // A size written untyped (`.environment(\.dynamicTypeSize, .xxLarge)`).
        case .symbol(nil, let name) where DynamicTypeSizeBuiltins.order.contains(name): self = .dynamicTypeSize
        case .symbol(let type?, _) where type == "Locale" || type.hasPrefix("Locale."): self = .locale
        case .symbol("TimeZone"?, _): self = .timeZone
        case .symbol("DispatchQueue"?, _): self = .dispatchQueue
        case .enumCase where ResultBuiltins.isResult(value): self = .result
        case .foundation(.userDefaults): self = .userDefaults
        case .foundation(.formatter(let box)):
            switch box.kind {
            case "NumberFormatter": self = .numberFormatter
            case "MeasurementFormatter": self = .measurementFormatter
            case "DateFormatter": self = .dateFormatter
            case "URLSession": self = .urlSession
            case "URLSessionConfiguration": self = .urlSessionConfiguration
            case "FileManager": self = .fileManager
            case "JSONEncoder": self = .jsonEncoder
            case "JSONDecoder": self = .jsonDecoder
            default: return nil
            }
        default: return nil
        }
    }
}

/// An implementation with the argument labels it accepts (nil: any labels).
struct Overload<Implementation: Sendable>: Sendable {
    let labels: [String?]?
    let implementation: Implementation

    func accepts(_ given: [String?]) -> Bool { labels.map { $0 == given } ?? true }
}

// Implementations return nil when the arguments do not fit (a non-Int where an Int is
// needed): the caller then reports the member as unsupported with these arguments.
typealias PropertyImplementation = @Sendable (_ base: Value, _ interpreter: Interpreter) throws -> Value?
typealias MethodImplementation = @Sendable (_ base: Value, _ call: BuiltinCall) throws -> Value?
typealias MutatingImplementation = @Sendable (_ value: inout Value, _ call: BuiltinCall) throws -> Value?
typealias GlobalImplementation = @Sendable (_ call: BuiltinCall) throws -> Value?
typealias StaticPropertyImplementation = @Sendable (_ interpreter: Interpreter) throws -> Value

/// One family's registrations. A family file builds one with the `register…` helpers;
/// `BuiltinRegistry` merges them.
struct BuiltinFamily {
    var properties: [(BuiltinOwner, String, PropertyImplementation)] = []
    var methods: [(BuiltinOwner, String, Overload<MethodImplementation>)] = []
    var mutating: [(BuiltinOwner, String, Overload<MutatingImplementation>)] = []
    /// Free functions and type constructors (`print`, `Int(_:)`), by name.
    var globals: [(BuiltinKind, String, Overload<GlobalImplementation>)] = []
    /// `Int.max`, `Date.now`, by type and name.
    var staticProperties: [(String, String, StaticPropertyImplementation)] = []
    /// `Int.random(in:)`, `Duration.seconds(_:)`, by type and name.
    var staticMethods: [(String, String, Overload<GlobalImplementation>)] = []

    mutating func property(_ owner: BuiltinOwner, _ name: String, _ body: @escaping PropertyImplementation) {
        properties.append((owner, name, body))
    }

    mutating func method(
        _ owner: BuiltinOwner, _ name: String, _ labels: [String?]?, _ body: @escaping MethodImplementation
    ) {
        methods.append((owner, name, Overload(labels: labels, implementation: body)))
    }

    mutating func mutatingMethod(
        _ owner: BuiltinOwner, _ name: String, _ labels: [String?]?, _ body: @escaping MutatingImplementation
    ) {
        mutating.append((owner, name, Overload(labels: labels, implementation: body)))
    }

    mutating func function(_ name: String, _ labels: [String?]?, _ body: @escaping GlobalImplementation) {
        globals.append((.function, name, Overload(labels: labels, implementation: body)))
    }

    mutating func constructor(_ type: String, _ labels: [String?]?, _ body: @escaping GlobalImplementation) {
        globals.append((.type, type, Overload(labels: labels, implementation: body)))
    }

    mutating func staticProperty(_ type: String, _ name: String, _ body: @escaping StaticPropertyImplementation) {
        staticProperties.append((type, name, body))
    }

    mutating func staticMethod(
        _ type: String, _ name: String, _ labels: [String?]?, _ body: @escaping GlobalImplementation
    ) {
        staticMethods.append((type, name, Overload(labels: labels, implementation: body)))
    }
}

/// Every family's implementations, merged once into lookup tables.
struct BuiltinRegistry: Sendable {
    private(set) var properties: [[String: PropertyImplementation]]
    private(set) var methods: [[String: [Overload<MethodImplementation>]]]
    private(set) var mutating: [[String: [Overload<MutatingImplementation>]]]
    private(set) var globals: [String: [Overload<GlobalImplementation>]] = [:]
    private(set) var globalKinds: [String: BuiltinKind] = [:]
    private(set) var staticProperties: [String: [String: StaticPropertyImplementation]] = [:]
    private(set) var staticMethods: [String: [String: [Overload<GlobalImplementation>]]] = [:]

    init(_ families: [BuiltinFamily]) {
        let owners = BuiltinOwner.allCases.count
        properties = Array(repeating: [:], count: owners)
        methods = Array(repeating: [:], count: owners)
        mutating = Array(repeating: [:], count: owners)
        for family in families {
            for (owner, name, body) in family.properties { properties[owner.rawValue][name] = body }
            for (owner, name, overload) in family.methods {
                methods[owner.rawValue][name, default: []].append(overload)
            }
            for (owner, name, overload) in family.mutating {
                mutating[owner.rawValue][name, default: []].append(overload)
            }
            for (kind, name, overload) in family.globals {
                globals[name, default: []].append(overload)
                globalKinds[name] = kind
            }
            for (type, name, body) in family.staticProperties { staticProperties[type, default: [:]][name] = body }
            for (type, name, overload) in family.staticMethods {
                staticMethods[type, default: [:]][name, default: []].append(overload)
            }
        }
    }

    /// Whether the owner has a method (or a mutating one) of that name, whatever its labels.
    func hasMethod(_ owner: BuiltinOwner, _ name: String) -> Bool {
        methods[owner.rawValue][name] != nil || mutating[owner.rawValue][name] != nil
    }

    func property(_ owner: BuiltinOwner, _ name: String) -> PropertyImplementation? {
        properties[owner.rawValue][name]
    }

    func method(_ owner: BuiltinOwner, _ name: String, _ labels: [String?]) -> MethodImplementation? {
        methods[owner.rawValue][name]?.first { $0.accepts(labels) }?.implementation
    }

    /// The labels of the overload a call whose last argument is an unlabeled trailing
    /// closure meets: Swift drops the label of a trailing closure, so `first { … }` is
    /// `first(where:)` and `sorted { … }` is `sorted(by:)`. Nil when no overload has those
    /// labels before a labeled last parameter. Of several, a closure's own label (`where:`,
    /// `by:`) wins over a value's (`firstIndex { … }` is `firstIndex(where:)`, not `(of:)`).
    func trailingClosureLabels(
        _ owner: BuiltinOwner, _ name: String, _ labels: [String?], mutating isMutating: Bool = false
    ) -> [String?]? {
        guard labels.last == .some(nil) else { return nil }
        let overloads: [[String?]?] =
            isMutating
            ? (mutating[owner.rawValue][name] ?? []).map(\.labels) : (methods[owner.rawValue][name] ?? []).map(\.labels)
        let candidates = overloads.compactMap { $0 }.filter { candidate in
            candidate.count == labels.count && candidate.last != .some(nil)
                && candidate.dropLast().elementsEqual(labels.dropLast())
        }
        return candidates.first { $0.last == "where" || $0.last == "by" } ?? candidates.first
    }

    func mutatingMethod(_ owner: BuiltinOwner, _ name: String, _ labels: [String?]) -> MutatingImplementation? {
        mutating[owner.rawValue][name]?.first { $0.accepts(labels) }?.implementation
    }

    func global(_ name: String, _ labels: [String?]) -> GlobalImplementation? {
        globals[name]?.first { $0.accepts(labels) }?.implementation
    }

    func staticMethod(_ type: String, _ name: String, _ labels: [String?]) -> GlobalImplementation? {
        staticMethods[type]?[name]?.first { $0.accepts(labels) }?.implementation
    }

    /// Names of every mutating method (the interpreter routes calls to these through
    /// the storage the base names, R4.6).
    var mutatingNames: Set<String> { Set(mutating.flatMap(\.keys)) }

    // MARK: - Names, for the coverage test

    func implementedNames(kind: BuiltinKind) -> Set<String> {
        switch kind {
        case .member:
            var names: Set<String> = []
            for owner in BuiltinOwner.allCases {
                let prefix = owner.name + "."
                for name in properties[owner.rawValue].keys { names.insert(prefix + name) }
                for name in methods[owner.rawValue].keys { names.insert(prefix + name) }
                for name in mutating[owner.rawValue].keys { names.insert(prefix + name) }
            }
            for (type, members) in staticProperties { for name in members.keys { names.insert(type + "." + name) } }
            for (type, members) in staticMethods { for name in members.keys { names.insert(type + "." + name) } }
            return names
        case .function:
            return Set(globalKinds.filter { $0.value == .function }.keys)
        case .type:
            // A type is implemented when it can be constructed or has static members.
            return Set(globalKinds.filter { $0.value == .type }.keys).union(staticProperties.keys).union(
                staticMethods.keys)
        default:
            return []
        }
    }

    func implementedSignatures(kind: BuiltinKind) -> [String: [[String]]] {
        func spelled(_ labels: [String?]?) -> [String]? { labels.map { $0.map { $0 ?? "_" } } }
        var result: [String: [[String]]] = [:]
        switch kind {
        case .member:
            for owner in BuiltinOwner.allCases {
                for (name, overloads) in methods[owner.rawValue] {
                    result[owner.name + "." + name, default: []] += overloads.compactMap { spelled($0.labels) }
                }
                for (name, overloads) in mutating[owner.rawValue] {
                    result[owner.name + "." + name, default: []] += overloads.compactMap { spelled($0.labels) }
                }
            }
            for (type, members) in staticMethods {
                for (name, overloads) in members {
                    result[type + "." + name, default: []] += overloads.compactMap { spelled($0.labels) }
                }
            }
        case .function:
            for (name, overloads) in globals where globalKinds[name] == .function {
                result[name, default: []] += overloads.compactMap { spelled($0.labels) }
            }
        default:
            break
        }
        return result
    }
}
