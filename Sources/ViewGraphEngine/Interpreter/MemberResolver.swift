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
    /// order with the argument it takes (nil: its default value). Allocates nothing.
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
                guard parameters[parameter].defaultValue != nil else { return .missing(parameter: parameter) }
                try bind(parameter, nil)
                parameter += 1
            }
            guard parameter < parameters.count else { return .extra(argument: argument) }
            try bind(parameter, argument)
            parameter += 1
            argument += 1
        }
        while parameter < parameters.count {
            guard parameters[parameter].defaultValue != nil else { return .missing(parameter: parameter) }
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

    init(arguments: [Argument], trailing: [TrailingClosure]) {
        // One array, sized once: made for every call of a user type's initializer.
        var labels: [String?] = []
        labels.reserveCapacity(arguments.count + trailing.count)
        for argument in arguments { labels.append(argument.label?.name) }
        for closure in trailing { labels.append(closure.label?.name) }
        self.labels = labels
        trailingStart = arguments.count
    }

    init(_ arguments: [EvaluatedArgument]) {
        labels = arguments.map(\.label)
        trailingStart = arguments.firstIndex { $0.isTrailing } ?? arguments.count
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
        for candidate in candidates where ArgumentMatcher.fits(candidate.parameters, call) { return candidate }
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
        let call = labels()
        return candidates.first { ArgumentMatcher.fits($0.parameters, call) }
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
