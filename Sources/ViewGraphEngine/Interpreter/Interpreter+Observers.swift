// Property observers (`willSet`, `didSet` with `oldValue`) on the write path of stored
// properties: a struct field written through its parent, a class property written
// through its accessors. Swift's order, checked against the compiled runtime by the
// differential test: on an `@Observable` property the registrar's willSet (which fires
// trackers, Guides/Rules.md O4) comes first, then `willSet`, the store, `didSet`, the
// registrar's didSet; a set the macro dedupes (O5) still runs both observers, since it
// still stores. On `@Published`, `willSet` runs before the publish. In the instance's own
// initializer observers run only where Swift's write goes through a setter (a `@Published`
// or `@Observable` property with an initial value); a write to a property inside its own
// observer stores without observing again, except on an `@Observable` property, whose
// macro setter observes again. Exact for those rules; not modelled: a second write in
// `init` to a wrapped property without an initial value (Swift runs its observers).
import ViewGraphDiagnostics
import ViewGraphSyntax

/// An instance and one of its stored properties whose observers are running.
struct ObservedStorage: Hashable {
    var owner: ObjectIdentifier
    var index: Int
}

extension Interpreter {
    /// Whether a write to stored property `index` of `owner` runs its observers. With
    /// `reentrant` (an `@Observable` property: the macro's setter writes its hidden storage,
    /// so a write in its own `didSet` goes through the setter again) they run inside their
    /// own run too; the call depth limit ends a write that never settles.
    func runsObservers(_ property: StoredProperty, owner: ObjectIdentifier, index: Int, reentrant: Bool = false)
        -> Bool
    {
        !property.observers.isEmpty && !initializingValues.contains(owner)
            && (reentrant || !runningObservers.contains(ObservedStorage(owner: owner, index: index)))
    }

    /// Whether a write in the class's own initializer runs the property's observers. Swift
    /// runs them when the write goes through a setter because the storage is already
    /// initialised: a `@Published` or `@Observable` property with an initial value (the
    /// wrapper, or the macro's hidden storage, holds it before `init` starts). A plain
    /// stored property's observers never run in its own initializer.
    func runsObserversInInitializer(_ property: StoredProperty, of object: ObjectInstance, index: Int) -> Bool {
        // Initialized already: by its initial value, or by an earlier write of this initializer
        // (`self.name = name; self.name += "!"`: the second goes through the macro's setter).
        guard !property.observers.isEmpty,
            property.initializer != nil || fieldsWrittenInInit[ObjectIdentifier(object)]?.contains(index) == true
        else { return false }
        return property.wrapper == .published || object.isTracked(index)
    }

    /// Runs the observers of one kind of a property: `willSet` with `newValue`, `didSet`
    /// with `oldValue` (or the names written), `self` being the instance.
    func runObservers(
        _ kind: ObserverKind, of property: StoredProperty, value: Value, selfContext: SelfContext,
        storage: ObservedStorage, at range: SourceRange, _ context: EvalContext
    ) throws {
        for observer in property.observers where observer.kind == kind {
            let scope = Scope(parent: globalScope)
            scope.declare(observer.parameterName, value, isLet: true)
            let inner = EvalContext(scope: scope, selfContext: selfContext, node: context.node)
            try enterCall("\(property.name).\(kind.rawValue)", at: range)
            defer { leaveCall() }
            runningObservers.insert(storage)
            defer { runningObservers.remove(storage) }
            _ = try execute(observer.body, inner)
        }
    }

    /// Stores `newValue` in field `index` of a struct value with its observers around it;
    /// returns the struct as the observers left it (they may change other fields).
    func storeObserved(
        _ newValue: Value, in instance: StructInstance, index: Int, at range: SourceRange, _ context: EvalContext
    ) throws -> StructInstance {
        let property = instance.type.stored[index]
        let variable = Variable(.structValue(instance))
        let storage = ObservedStorage(owner: ObjectIdentifier(variable), index: index)
        let selfContext = SelfContext.value(variable, instance.type)
        let oldValue = instance.fields[index]
        try runObservers(
            .willSet, of: property, value: newValue, selfContext: selfContext, storage: storage, at: range, context)
        guard case .structValue(var current) = variable.value else { return instance }
        current.fields[index] = newValue
        variable.value = .structValue(current)
        try runObservers(
            .didSet, of: property, value: oldValue, selfContext: selfContext, storage: storage, at: range, context)
        guard case .structValue(let result) = variable.value else { return current }
        return result
    }
}
