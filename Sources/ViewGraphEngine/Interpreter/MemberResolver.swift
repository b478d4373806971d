// Overload resolution for the Swift subset: which declared function, method or
// initializer a call names, chosen by name and argument labels, and which argument
// each parameter takes. Swift's argument matching: labels in order, a parameter with
// a default may be left out, the first trailing closure takes the next parameter that
// accepts a closure (whatever its label) and later ones match by label (SE-0286's
// forward scan). Simplified: overloads that differ only in parameter types are not
// told apart (the first declared wins), and there is no ranking among several that fit.
import ViewGraphDiagnostics
import ViewGraphSyntax

/// A declaration a call can name: a function, a method or an initializer.
protocol CallableDecl {
    var parameters: [Parameter] { get }
    /// `f(_:label:)`, as Swift spells a declaration's name in diagnostics.
    var signature: String { get }
}

extension FunctionDecl: CallableDecl {
    var signature: String { name.name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
}

extension InitializerDecl: CallableDecl {
    var signature: String { "init(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
}

/// Why a call's labels do not fit a parameter list.
enum ArgumentMismatch {
    /// Parameter `index` has no default and no argument for it.
    case missing(parameter: Int)
    /// Argument `index` has no parameter to go to.
    case extra(argument: Int)
}

enum ArgumentMatcher {
    /// Matches a call's argument labels (parenthesised arguments, then trailing closures
    /// from `trailingStart` on) against `parameters`, calling `bind` for each parameter in
    /// order with the argument it takes (nil: its default value; a variadic parameter is
    /// called once for each argument it takes, or once with nil for none). Allocates nothing.
    static func match<Labels: RandomAccessCollection>(
        _ parameters: [Parameter], labels: Labels, trailingStart: Int,
        bind: (_ parameter: Int, _ argument: Int?) throws -> Void
    ) rethrows -> ArgumentMismatch? where Labels.Element == String?, Labels.Index == Int {
        var parameter = 0
        var argument = labels.startIndex
        while argument < labels.endIndex {
            let label = labels[argument]
            let isFirstTrailing = argument == trailingStart && label == nil
            // An unlabeled closure as the last parenthesised argument also goes to a
            // closure parameter (kept from earlier releases of the simulator).
            let closureLike = isFirstTrailing || (label == nil && argument == labels.endIndex - 1)
            while parameter < parameters.count {
                // Read in place: a `Parameter` copied out costs a retain of each of its parts.
                if isFirstTrailing {
                    // An unlabeled parameter without a default takes it too, as before
                    // the forward scan (a closure-typed alias the simulator cannot see through).
                    if acceptsClosure(parameters[parameter].type)
                        || (parameters[parameter].label == nil && parameters[parameter].defaultValue == nil)
                    {
                        break
                    }
                } else if parameters[parameter].label == label {
                    break
                }
                if closureLike, label == nil, acceptsClosure(parameters[parameter].type) { break }
                guard parameters[parameter].defaultValue != nil || parameters[parameter].isVariadic else {
                    return .missing(parameter: parameter)
                }
                try bind(parameter, nil)
                parameter += 1
            }
            guard parameter < parameters.count else { return .extra(argument: argument) }
            try bind(parameter, argument)
            argument += 1
            if parameters[parameter].isVariadic {
                // `add("a", "b", "c")`: the unlabeled arguments after the first go to it too.
                while argument < labels.endIndex, argument != trailingStart, labels[argument] == nil {
                    try bind(parameter, argument)
                    argument += 1
                }
            }
            parameter += 1
        }
        while parameter < parameters.count {
            guard parameters[parameter].defaultValue != nil || parameters[parameter].isVariadic else {
                return .missing(parameter: parameter)
            }
            try bind(parameter, nil)
            parameter += 1
        }
        return nil
    }

    /// Whether a call with these labels can call a declaration with these parameters.
    static func fits(_ parameters: [Parameter], _ call: CallLabels) -> Bool {
        match(parameters, labels: call.labels, trailingStart: call.trailingStart) { _, _ in } == nil
    }

    /// Whether a trailing closure can go to this parameter: a function type (possibly
    /// optional), or a type the simulator cannot see into (a generic parameter).
    static func acceptsClosure(_ parameter: Parameter) -> Bool { acceptsClosure(parameter.type) }

    /// Whether a closure can be given where `type` is expected: a function type, possibly
    /// optional.
    static func acceptsClosure(_ type: TypeSyntax) -> Bool {
        switch type.kind {
        case .function: return true
        case .optional(let wrapped):
            if case .function = wrapped.kind { return true }
            return false
        default: return false
        }
    }
}

/// The labels of a call site, read from its syntax before anything is evaluated.
struct CallLabels {
    var labels: [String?]
    var trailingStart: Int
    /// The parenthesised arguments as written, and where the call is evaluated: when two
    /// overloads fit the labels, the arguments' types choose between them.
    var arguments: [Argument] = []
    var context: EvalContext?

    init(arguments: [Argument], trailing: [TrailingClosure], context: EvalContext? = nil) {
        // One array, sized once: made for every call of a user type's initializer.
        var labels: [String?] = []
        labels.reserveCapacity(arguments.count + trailing.count)
        for argument in arguments { labels.append(argument.label?.name) }
        for closure in trailing { labels.append(closure.label?.name) }
        self.labels = labels
        trailingStart = arguments.count
        self.arguments = arguments
        self.context = context
    }

    /// `(_:label:)`, as the labels appear in diagnostics.
    var description: String { "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")" }
}

extension Interpreter {
    /// The declaration among `candidates` (one name's overloads, in declaration order)
    /// whose parameters the call's labels fit. One candidate is returned as is: binding
    /// its parameters then reports exactly which argument is missing or extra.
    func resolveOverload<Decl: CallableDecl>(
        _ candidates: [Decl], named name: String, labels: @autoclosure () -> CallLabels, at range: SourceRange
    ) throws -> Decl? {
        guard candidates.count > 1 else { return candidates.first }
        let call = labels()
        if let candidate = bestFit(candidates, call) { return candidate }
        throw RuntimeError(
            "no '\(name)' takes arguments \(call.description); candidates: "
                + candidates.map(\.signature).joined(separator: ", "), at: range)
    }

    /// The method of an extension of a builtin type that a call fits; nil leaves the call to
    /// the builtin's own method of that name (`rounded()` beside an extension's `rounded(to:)`).
    func extensionMethod(
        named name: String, labels: @autoclosure () -> CallLabels, on type: NominalType, isStatic: Bool = false
    ) -> FunctionDecl? {
        guard let candidates = isStatic ? type.staticMethods[name] : type.methods[name] else { return nil }
        return bestFit(candidates, labels())
    }

    /// The candidate a call names: the only one its labels fit, or, when several fit
    /// (`add(_ item: String)` beside `add(_ items: [String])`), the one whose parameter
    /// types its arguments have, as Swift's overload resolution picks by type. An argument
    /// whose type shows without running anything (a literal, a name, a property of one) is
    /// evaluated once, untracked; a candidate one of them cannot be passed to is out; among
    /// the rest, exact types beat literal conversions (`1` to a Double), then declaration
    /// order. Nil when no candidate fits the labels.
    func bestFit<Decl: CallableDecl>(_ candidates: [Decl], _ call: CallLabels) -> Decl? {
        // The common case, one candidate that fits, makes no array.
        guard let first = candidates.firstIndex(where: { ArgumentMatcher.fits($0.parameters, call) }) else {
            return nil
        }
        guard let context = call.context, call.arguments.isEmpty == false,
            candidates[(first + 1)...].contains(where: { ArgumentMatcher.fits($0.parameters, call) })
        else { return candidates[first] }
        let fitting = candidates[first...].filter { ArgumentMatcher.fits($0.parameters, call) }
        var values: [Value?] = []
        for argument in call.arguments {
            guard argument.value.typeIsEvident else {
                values.append(nil)
                continue
            }
            values.append(try? evaluate(argument.value, context, tracking: false))
        }
        var best: (decl: Decl, score: Int)? = nil
        for candidate in fitting {
            var score = 0
            var passes = true
            _ = ArgumentMatcher.match(candidate.parameters, labels: call.labels, trailingStart: call.trailingStart) {
                parameter, argument in
                guard passes, let argument, argument < values.count, let value = values[argument] else { return }
                let fit = argumentFit(value, call.arguments[argument].value, candidate.parameters[parameter].type)
                if fit == 0 { passes = false } else { score += fit }
            }
            guard passes else { continue }
            if best == nil || score > best!.score { best = (candidate, score) }
        }
        return best?.decl ?? fitting.first
    }

    /// How well `value` (the argument `expr`) goes to a parameter of `type`: 3 its exact
    /// type, 2 a literal Swift converts to it (`1` to a Double), 1 a type the simulator
    /// cannot check (a generic parameter, a closure), 0 a type it is not.
    private func argumentFit(_ value: Value, _ expr: Expr, _ type: TypeSyntax) -> Int {
        switch type.kind {
        case .named(let name, _):
            guard isCheckable(name) else { return 1 }
            if valueIs(value, type) { return 3 }
            // The literal conversions between the checkable types (`isCheckable`).
            switch (expr.kind, name) {
            case (.integerLiteral, "Double"), (.stringLiteral, "Character"): return 2
            default: return 0
            }
        case .optional(let wrapped):
            if case .null = value { return 3 }
            return argumentFit(value, expr, wrapped)
        case .array(let element):
            guard case .array(let items) = value else { return 0 }
            guard let first = items.first else { return 2 }
            if case .named(let name, _) = element.kind, isCheckable(name) == false { return 1 }
            if case .arrayLiteral(let elements) = expr.kind, let firstExpr = elements.first {
                return argumentFit(first, firstExpr, element) == 0 ? 0 : 3
            }
            return valueIs(value, type) ? 3 : 0
        case .dictionary:
            guard case .dictionary = value else { return 0 }
            return 2
        default:
            return 1
        }
    }

    /// A type name whose values `valueIs` can recognise: a builtin value type, or a type or
    /// protocol the scenario declares (not a generic parameter).
    private func isCheckable(_ name: String) -> Bool {
        switch name {
        case "Int", "Double", "String", "Bool", "Character": return true
        default: return program.type(named: name) != nil || program.protocols[name] != nil
        }
    }

    /// The method `name` of a declared type that a call with these labels names.
    func resolveMethod(
        named name: String, labels: @autoclosure () -> CallLabels, on type: NominalType, isStatic: Bool = false,
        at range: SourceRange
    ) throws -> FunctionDecl? {
        guard let candidates = isStatic ? type.staticMethods[name] : type.methods[name] else { return nil }
        return try resolveOverload(candidates, named: name, labels: labels(), at: range)
    }
}

extension Expr {
    /// An argument whose type shows without running anything: a literal, a name, or a
    /// property of one (`items`, `self.total`, `model.name`); what overload resolution
    /// may evaluate early.
    var typeIsEvident: Bool {
        switch kind {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral: return true
        case .stringLiteral(let segments):
            return segments.allSatisfy { if case .text = $0 { return true } else { return false } }
        case .arrayLiteral(let items): return items.allSatisfy(\.typeIsEvident)
        case .identifier, .closureArgument, .selfValue: return true
        case .member(let base, _): return base.typeIsEvident
        default: return false
        }
    }

}
