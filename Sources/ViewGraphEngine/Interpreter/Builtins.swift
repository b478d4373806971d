// The engine's entry points for builtin names: the name sets (from the builtin
// catalogue) and the dispatch of members, static members, free functions, builtin
// initializers and methods. Dispatch is a lookup in the tables the family files
// register (Builtins/Stdlib/, Builtins/SwiftUI/, Builtins/Simulation/); this file
// holds no implementations, only what a lookup cannot express (tuple labels, formatter
// options, symbolic names) and the diagnostics for a name that is not there.
import ViewGraphDiagnostics
import ViewGraphSyntax

package enum Builtins {
    /// Views the engine builds (from the builtin catalogue).
    package static let primitiveViews: Set<String> = BuiltinCatalogue.simulatedViewNames

    /// SwiftUI and Foundation type names whose members evaluate to symbolic values.
    package static let symbolicTypes: Set<String> = BuiltinCatalogue.symbolicTypeNames

    /// Types the engine evaluates.
    package static let typeNames: Set<String> = BuiltinCatalogue.simulatedTypeNames

    static let globalFunctions: Set<String> = BuiltinCatalogue.simulatedFunctionNames

    static func isGlobalName(_ name: String) -> Bool {
        globalFunctions.contains(name) || typeNames.contains(name) || primitiveViews.contains(name)
    }

    /// Every family's implementations, merged once.
    static let registry = BuiltinRegistry([
        ArrayBuiltins.family, SetBuiltins.family, IndexSetBuiltins.family, URLBuiltins.family,
        DictionaryBuiltins.family,
        StringBuiltins.family,
        StringIndexBuiltins.family, ResultBuiltins.family, OptionalBuiltins.family,
        NumberBuiltins.family, RandomBuiltins.family, FunctionBuiltins.family, FoundationBuiltins.family,
        DecimalBuiltins.family, DateBuiltins.family, StorageBuiltins.family, NetworkBuiltins.family,
        ConcurrencyBuiltins.family, TimingBuiltins.family, CombineBuiltins.family, TimerBuiltins.family,
        DispatchBuiltins.family,
        DynamicPropertyBuiltins.family,
        AnimationBuiltins.family, SymbolBuiltins.family, DurationBuiltins.family, ComparableRangeBuiltins.family,
        LocaleBuiltins.family, TimeZoneBuiltins.family, DynamicTypeSizeBuiltins.family, GeometryBuiltins.family,
    ])

    /// Names of the builtin mutating methods: a call to one runs on the storage its base
    /// names (R4.6: `_modify`).
    package static let mutatingMethods: Set<String> = registry.mutatingNames

    private static func spelled(_ labels: [String?]) -> String {
        labels.map { ($0 ?? "_") + ":" }.joined()
    }

    // MARK: - Members (properties)

    static func member(of base: Value, _ name: String, at range: SourceRange, _ interpreter: Interpreter) throws
        -> Value
    {
        if let owner = BuiltinOwner(of: base), let property = registry.property(owner, name) {
            let found: Value?
            do {
                found = try property(base, interpreter)
            } catch let trap as PropertyTrap {
                throw RuntimeError(trap.message, at: range)
            }
            if let found { return found }
        }
        if let option = FoundationBuiltins.formatterOption(base, name) { return option }
        if case .tuple(let items, let labels) = base, let index = labels.firstIndex(of: name) { return items[index] }
        if name == "description", BuiltinOwner(of: base) != nil {
            // `date.description`, `uuid.description`: the text `print` shows (CustomStringConvertible).
            return .string(try interpreter.text(of: base, at: range))
        }
        if let owner = BuiltinOwner(of: base), registry.hasMethod(owner, name) {
            // `filter(completed.contains)`, `map(prefix.appending)`: a method as a function
            // value, called with its arguments by position.
            return .closure(
                Closure(
                    body: .native(name: name) { [unowned interpreter] values in
                        try callMethod(
                            base, name, arguments: values.map { EvaluatedArgument(label: nil, value: $0) }, at: range,
                            nameRange: range, interpreter, EvalContext(scope: interpreter.globalScope))
                    }, captures: true, site: nil, id: interpreter.makeClosureID()))
        }
        if case .symbol(nil, let symbol) = base {
            // `.teal` whose type nothing named where it was written: no member to look up.
            throw RuntimeError(
                "'.\(symbol)' has no member '\(name)' here: ViewGraph could not tell the type of '.\(symbol)' where it was written",
                at: range,
                notes: [
                    DiagnosticNote(
                        "write the type where the value is made (as in 'Color.\(symbol)' for a colour), or declare the property's type"
                    )
                ],
                group: .names)
        }
        throw RuntimeError(
            "value of type '\(interpreter.typeName(of: base))' has no member '\(name)' in scenarios", at: range,
            notes: [DiagnosticNote("see Guides/Language.md for the supported standard-library subset")], group: .names)
    }

    /// Whether a builtin value has a method `name` (`map` of an array), mutating or not.
    static func hasMethod(_ base: Value, _ name: String) -> Bool {
        guard let owner = BuiltinOwner(of: base) else { return false }
        // A range of Ints also has every method of the array of its elements (`callMethod`).
        if owner == .range, registry.hasMethod(.array, name) { return true }
        return registry.hasMethod(owner, name)
    }

    /// Whether a builtin value has a property `name` (`count` of an array).
    static func hasProperty(_ base: Value, _ name: String) -> Bool {
        guard let owner = BuiltinOwner(of: base) else { return false }
        return registry.property(owner, name) != nil
    }

    static func staticMember(_ typeName: String, _ name: String, at range: SourceRange, _ interpreter: Interpreter)
        throws -> Value
    {
        if let property = registry.staticProperties[typeName]?[name] { return try property(interpreter) }
        if let unit = FoundationBuiltins.unitMember(typeName, name) { return unit }
        if let symbol = SymbolBuiltins.staticMember(typeName, name) { return symbol }
        // `Double.self`, `CGSize.self`: the type as a value (`.onGeometryChange(for:)`).
        if name == "self" { return .type(.builtin(typeName)) }
        throw RuntimeError("type '\(typeName)' has no member '\(name)' in scenarios", at: range, group: .names)
    }

    /// A static property of a builtin type, or (given `arguments`) the value of its
    /// static method; nil when it has none by that name. Used for implicit members
    /// (`.now` where a `Date` is expected).
    static func staticMemberIfAny(
        _ typeName: String, _ name: String, arguments: [EvaluatedArgument]?, at range: SourceRange,
        _ interpreter: Interpreter, _ context: EvalContext
    ) throws -> Value? {
        guard let arguments else {
            return try registry.staticProperties[typeName]?[name]?(interpreter)
        }
        let call = BuiltinCall(arguments, at: range, interpreter, context)
        guard let implementation = registry.staticMethod(typeName, name, call.labels) else { return nil }
        return try implementation(call)
    }

    // MARK: - Global functions and builtin initializers

    static func callGlobal(
        _ name: String, arguments: [EvaluatedArgument], at range: SourceRange, _ interpreter: Interpreter,
        _ context: EvalContext
    ) throws -> Value {
        let call = BuiltinCall(arguments, at: range, interpreter, context)
        if let implementation = registry.global(name, call.labels), let value = try implementation(call) {
            return value
        }
        throw RuntimeError(
            "'\(name)(\(spelled(call.labels)))' is not supported in scenarios", at: range,
            notes: [DiagnosticNote("see Guides/Language.md for the supported subset")], group: .unsupported)
    }

    // MARK: - Methods

    static func callMethod(
        _ base: Value, _ name: String, arguments: [EvaluatedArgument], at range: SourceRange, nameRange: SourceRange,
        _ interpreter: Interpreter, _ context: EvalContext
    ) throws -> Value {
        let call = BuiltinCall(arguments, at: range, nameRange: nameRange, interpreter, context)
        switch base {
        case .type(.builtin(let typeName)):
            if let implementation = registry.staticMethod(typeName, name, call.labels),
                let value = try implementation(call)
            {
                return value
            }
            if symbolicTypes.contains(typeName) {
                // `Font.system(size: 20, weight: .bold)`, `Animation.spring(duration: 0.3)`: the
                // same symbolic value as the implicit member `.system(size: 20, weight: .bold)`.
                return .enumCase(EnumCaseValue(type: nil, name: name, payload: call.values, labels: call.labels))
            }
            if name == "random" {
                throw RuntimeError(
                    "'\(typeName).random(\(spelled(call.labels)))' is not supported; use Int.random(in: a...b), Double.random(in:) or Bool.random()",
                    at: range, group: .unsupported)
            }
        case .range:
            // `overlaps`, `clamped(to:)`: a range's own methods.
            if let implementation = registry.method(.range, name, call.labels),
                let value = try implementation(base, call)
            {
                return value
            }
            // Ranges are collections of Int: `(1...40).map { … }`. A method neither has is
            // reported on the range's own type, as Swift names it.
            do {
                return try callMethod(
                    .array(try interpreter.iterate(base, at: range)), name, arguments: arguments, at: range,
                    nameRange: nameRange, interpreter, context)
            } catch var error as RuntimeError
                where error.range == nameRange && error.message == missingMethod("Array", name, call.labels)
            {
                error.message = missingMethod(interpreter.typeName(of: base), name, call.labels)
                throw error
            }
        case .partialRange where name == "contains" && call.values.count == 1 && call.labels == [nil]:
            // `(..<5).contains(3)`, `(10...).contains(n)`.
            return .bool(try interpreter.rangeContains(base, call.values[0], at: range))
        case .closure(let closure) where name == "callAsFunction":
            return try interpreter.call(closure, arguments: call.values, at: range)
        default:
            if let owner = BuiltinOwner(of: base) {
                if let implementation = registry.method(owner, name, call.labels),
                    let value = try implementation(base, call)
                {
                    return value
                }
                if arguments.last?.isTrailing == true,
                    let labels = registry.trailingClosureLabels(owner, name, call.labels),
                    let implementation = registry.method(owner, name, labels),
                    let value = try implementation(base, call.relabeled(labels))
                {
                    return value
                }
            }
            if let value = try optionalMap(base, name, call) { return value }
            if case .binding(let binding) = base,
                case .array(let items) = try interpreter.readBinding(binding.location, at: nameRange)
            {
                // `$store.events.filter { … }`: a binding to an array is a collection of
                // bindings to its elements (Binding's RandomAccessCollection conformance).
                let elements = items.indices.map { index in
                    Value.binding(
                        BindingValue(location: .element(binding.location, .int(index)), snapshot: items[index]))
                }
                return try callMethod(
                    .array(elements), name, arguments: arguments, at: range, nameRange: nameRange, interpreter,
                    context)
            }
            if let typed = try datesTyped(arguments, interpreter) {
                // `Calendar.current.startOfDay(for: .now)`: the parameter is a Date, so the
                // implicit member is Date's (a builtin method's parameters carry no types here).
                return try callMethod(
                    base, name, arguments: typed, at: range, nameRange: nameRange, interpreter, context)
            }
        }
        let typeName = interpreter.typeName(of: base)
        if let entry = BuiltinCatalogue.member(name, of: typeName)
            ?? BuiltinOwner(of: base).flatMap({ BuiltinCatalogue.member(name, of: $0.name) }),
            entry.status == .notSimulated
        {
            // `json.data(using: .utf8)` on a local the checker could not type: the catalogue's
            // "not simulated yet", as `check` says it where it can see the type.
            throw RuntimeError(
                entry.notSimulatedMessage, at: nameRange, notes: entry.notSimulatedNotes, group: .unsupported)
        }
        throw RuntimeError(
            missingMethod(typeName, name, call.labels), at: nameRange,
            notes: [DiagnosticNote("see Guides/Language.md for the supported standard-library subset")],
            group: .names)
    }

    /// Swift's wording for a method a builtin type does not have here.
    private static func missingMethod(_ typeName: String, _ name: String, _ labels: [String?]) -> String {
        "value of type '\(typeName)' has no method '\(name)(\(spelled(labels)))' in scenarios"
    }

    /// The arguments with each untyped `.now`, `.distantPast` or `.distantFuture` made the
    /// Date it names (no other builtin type has members by those names); nil when there is
    /// none to type.
    private static func datesTyped(_ arguments: [EvaluatedArgument], _ interpreter: Interpreter) throws
        -> [EvaluatedArgument]?
    {
        var typed = arguments
        var changed = false
        for index in typed.indices {
            guard case .symbol(nil, let member) = typed[index].value,
                member == "now" || member == "distantPast" || member == "distantFuture",
                let date = try registry.staticProperties["Date"]?[member]?(interpreter)
            else { continue }
            typed[index].value = date
            changed = true
        }
        return changed ? typed : nil
    }

    /// `Optional.map` and `flatMap`: nil stays nil, a value is passed to the closure or key
    /// path (`side.map(\.rawValue)`, SE-0249). Values carry no static type here, so this
    /// applies to a nil and to a value whose type has no `map` of its own (a number, a date,
    /// a struct); on a String, an array or a dictionary held in an optional, `map` is the
    /// collection's unless the base's declaration says it is optional (the interpreter's
    /// `evaluateMethodCall` asks).
    static func optionalMap(_ base: Value, _ name: String, _ call: BuiltinCall) throws -> Value? {
        guard name == "map" || name == "flatMap", call.values.count == 1 else { return nil }
        switch call.values[0] {
        case .closure, .keyPath: break
        default: return nil
        }
        if case .null = base { return .null }
        // An AsyncStream, a Task group: sequences whose operators are not simulated, never an
        // optional's wrapped value (`stream.map { $0 * 2 }` is the sequence's `map`).
        switch base {
        case .foundation(.concurrency(.stream)), .foundation(.concurrency(.group)): return nil
        default: break
        }
        return try call.interpreter.call(try call.closure(name), arguments: [base], at: call.range)
    }

    // MARK: - Mutating methods

    static func callMutating(
        _ value: inout Value, _ name: String, arguments: [EvaluatedArgument], at range: SourceRange,
        _ interpreter: Interpreter, _ context: EvalContext
    ) throws -> Value {
        let call = BuiltinCall(arguments, at: range, interpreter, context)
        if let owner = BuiltinOwner(of: value) {
            if let implementation = registry.mutatingMethod(owner, name, call.labels),
                let result = try implementation(&value, call)
            {
                return result
            }
            // `stock.merge(other) { $0 + $1 }`: the trailing closure meets a labeled parameter.
            if arguments.last?.isTrailing == true,
                let labels = registry.trailingClosureLabels(owner, name, call.labels, mutating: true),
                let implementation = registry.mutatingMethod(owner, name, labels),
                let result = try implementation(&value, call.relabeled(labels))
            {
                return result
            }
        }
        throw RuntimeError(
            "value of type '\(interpreter.typeName(of: value))' has no mutating method '\(name)(\(spelled(call.labels)))' in scenarios",
            at: range, group: .names)
    }
}

/// The standard-library, Foundation and SwiftUI-value side of the builtin catalogue
/// (the coverage test's view of `Builtins.registry`). Views and modifiers are another
/// side with its own conformance.
package enum StdlibImplementations: BuiltinImplementations {
    package static func implementedNames(kind: BuiltinKind) -> Set<String> {
        var names = Builtins.registry.implementedNames(kind: kind)
        if kind == .type {
            // Static members by name: any member of a symbolic type, key paths of
            // `EnvironmentValues`, any unit name (SymbolBuiltins, FoundationBuiltins).
            names.formUnion(BuiltinCatalogue.symbolicTypeNames)
            names.formUnion(["EnvironmentValues", "UnitLength", "UnitDuration", "UnitMass", "UnitTemperature"])
        }
        return names
    }

    package static func implementedSignatures(kind: BuiltinKind) -> [String: [[String]]] {
        Builtins.registry.implementedSignatures(kind: kind)
    }
}

/// A runtime error raised by a builtin property, which has no source range of its own:
/// `member(of:)` reports it at the member expression (`(Int.min...Int.max).count`).
struct PropertyTrap: Error {
    var message: String
}
