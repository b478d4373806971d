// Property observers (`willSet`, `didSet` with `oldValue`) on the write path of stored
// properties: a struct field written through its parent, a class property written
// through its accessors. Swift's order, checked against the compiled runtime by the
// differential test: on an `@Observable` property the registrar's willSet (which fires
// trackers, Guides/Rules.md O4) comes first, then `willSet`, the store, `didSet`, the
// registrar's didSet; a set the macro dedupes (O5) still runs both observers, since it
// still stores. On `@Published`, `willSet` runs before the publish. Observers do not run
// while the instance's own initializer runs, and a write to the property inside its own
// observer stores without observing again. Exact for those rules.
import ViewGraphDiagnostics
import ViewGraphSyntax

/// An instance and one of its stored properties whose observers are running.
struct ObservedStorage: Hashable {
    var owner: ObjectIdentifier
    var index: Int
}

extension Interpreter {
    /// Whether a write to stored property `index` of `owner` runs its observers.
    func runsObservers(_ property: StoredProperty, owner: ObjectIdentifier, index: Int) -> Bool {
        !property.observers.isEmpty && !initializingValues.contains(owner)
            && !runningObservers.contains(ObservedStorage(owner: owner, index: index))
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
