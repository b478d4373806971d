// Class inheritance: `super.member`, `super.method(…)` and `super.init(…)` in a subclass.
// Rules: none (plain Swift). A subclass holds its superclass's stored properties and
// inherits the members it does not override (`NominalType.inherit`); calls dispatch on
// the instance's class, as Swift's class methods do, and `super` starts from the
// superclass of the class whose code runs (`declaringClasses`).
// Observation: a superclass's `@Observable` tracks its own properties on a subclass
// instance; the subclass's properties are tracked only if it is `@Observable` itself, as
// Swift's macro instruments only the class it is attached to.
// Simplified: `NSObject` as a superclass has no members here; overloads of one method
// name inherited beside an override are found, but `super` inside them starts from the
// class that declares the name's override.
import ViewGraphDiagnostics
import ViewGraphSyntax

extension Interpreter {
    /// Runs `body` as code of `declaring` (the class `super` in it starts above); nil runs it
    /// as it is, for code of a type without a superclass.
    func runningCode<T>(of declaring: NominalType?, _ body: () throws -> T) rethrows -> T {
        guard let declaring else { return try body() }
        declaringClasses.append(declaring)
        defer { declaringClasses.removeLast() }
        return try body()
    }

    /// The object and superclass `super` refers to in the code running now.
    private func superTarget(at range: SourceRange, _ context: EvalContext) throws -> (
        object: ObjectInstance, parent: NominalType?
    ) {
        guard case .object(let object)? = context.selfContext else {
            throw RuntimeError("'super' cannot be used outside of class members", at: range)
        }
        let declaring = declaringClasses.last ?? object.type
        return (object, declaring.superclass)
    }

    /// `super.name`: the superclass's getter for a computed property, else the stored
    /// property every level shares.
    func superMember(_ name: Identifier, _ context: EvalContext, tracking: Bool) throws -> Value {
        let (object, parent) = try superTarget(at: name.range, context)
        guard let parent else {
            throw RuntimeError("'super' members cannot be referenced in a root class", at: name.range)
        }
        if let getter = parent.computed[name.name] {
            return try runGetter(
                getter, selfContext: .object(object), context, range: name.range,
                declaredIn: parent.declaringClass(of: name.name))
        }
        return try member(of: .object(object), name.name, at: name.range, expr: nil, context, tracking: tracking)
    }

    /// `super.method(…)` and `super.init(…)`.
    func superCall(
        _ name: Identifier, arguments: [Argument], trailing: [TrailingClosure], at range: SourceRange,
        _ context: EvalContext
    ) throws -> Value {
        let (object, parent) = try superTarget(at: range, context)
        if name.name == "init" {
            if superInitCalls.isEmpty == false { superInitCalls[superInitCalls.count - 1] = true }
            guard let parent else {
                // `super.init()` in a subclass of `NSObject`, which the scenario does not declare.
                if object.type.externalSuperclass != nil, arguments.isEmpty, trailing.isEmpty { return .void }
                throw RuntimeError("'super' members cannot be referenced in a root class", at: range)
            }
            try superInitializer(
                of: parent, object: object, arguments: arguments, trailing: trailing, at: range, context)
            return .void
        }
        guard let parent else {
            throw RuntimeError("'super' members cannot be referenced in a root class", at: range)
        }
        let labels = CallLabels(arguments: arguments, trailing: trailing, context: context)
        guard let method = try resolveMethod(named: name.name, labels: labels, on: parent, at: range) else {
            throw RuntimeError(
                "value of type '\(parent.name)' has no member '\(name.name)'", at: name.range, group: .names)
        }
        let evaluated = try evaluateArguments(arguments, trailing: trailing, parameters: method.parameters, context)
        return try invoke(
            method, selfContext: .object(object), owner: .classType(parent), arguments: evaluated, at: range,
            context)
    }

    /// Runs `parent`'s initializer that the labels name on `object` (a subclass instance).
    /// A superclass that declares none has only its default values, already set.
    func superInitializer(
        of parent: NominalType, object: ObjectInstance, arguments: [Argument], trailing: [TrailingClosure],
        at range: SourceRange, _ context: EvalContext
    ) throws {
        let declaring = parent.initializersInheritedFrom ?? parent
        if parent.initializers.isEmpty {
            guard arguments.isEmpty, trailing.isEmpty else {
                throw RuntimeError("'\(parent.name)' has no initializer that takes these arguments", at: range)
            }
            if let grandparent = declaring.superclass {
                try superInitializer(of: grandparent, object: object, arguments: [], trailing: [], at: range, context)
            }
            return
        }
        let labels = CallLabels(arguments: arguments, trailing: trailing, context: context)
        if arguments.isEmpty, trailing.isEmpty,
            parent.initializers.contains(where: { ArgumentMatcher.fits($0.parameters, labels) }) == false
        {
            // No argument-free initializer: Swift requires an explicit `super.init(…)`.
            throw RuntimeError(
                "'super.init' isn't called on all paths before returning from initializer", at: range)
        }
        let initializer = try pickInitializer(parent.initializers, labels: labels, typeName: parent.name, at: range)
        let evaluated = try evaluateArguments(
            arguments, trailing: trailing, parameters: initializer.parameters, context)
        try runInitializer(
            initializer, selfContext: .object(object), arguments: evaluated, at: range, context, declaredIn: declaring)
    }

    /// Whether an instance of `type` is an instance of the class named `name` or a subclass of it.
    func isInstance(of type: NominalType, named name: String) -> Bool {
        var current: NominalType? = type
        var depth = 0
        while let next = current, depth < 64 {
            if next.name == name { return true }
            current = next.superclass
            depth += 1
        }
        return type.externalSuperclass == name
    }
}
