// SwiftUI's dynamic-property constructors written in code: `State(initialValue:)` (or
// `wrappedValue:`), `StateObject(wrappedValue:)` and `ObservedObject(wrappedValue:)` in a
// view's `init`, and `Binding(get:set:)`.
// Rules: R6.3 (`Binding(get:set:)` makes a new location on every call, so a view that
// receives one always sees a changed input).
// Faithfulness: exact: these build the values; what they do to updates (the state's
// storage, the binding's reads and writes) is the interpreter's and the graph's.
// Not modelled: `Binding(projectedValue:)`.
import ViewGraphDiagnostics

enum DynamicPropertyBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.constructor("State", nil) { call in
            guard let first = call.values.first,
                call.labels.first == "initialValue" || call.labels.first == "wrappedValue"
            else {
                throw RuntimeError("use 'State(initialValue:)'", at: call.range)
            }
            return .wrapper(.state(initial: first))
        }
        // `_model = ObservedObject(wrappedValue: model)`: the object, as a memberwise
        // argument gives it. (`StateObject(wrappedValue:)` keeps its argument unevaluated:
        // the interpreter builds its autoclosure, `Interpreter.stateObjectWrapper`.)
        family.constructor("ObservedObject", ["wrappedValue"]) { call in
            .wrapper(.observedObject(call.values[0]))
        }
        // `StateObject(wrappedValue:)` itself never reaches here: its argument must stay
        // unevaluated, so the interpreter builds it (`Interpreter.stateObjectWrapper`).
        // Any other form is not the initializer SwiftUI declares.
        family.constructor("StateObject", nil) { call in
            throw RuntimeError("use 'StateObject(wrappedValue: Model())'", at: call.range)
        }
        // `Toggle(isOn: Bindable(model).isOn)`: bindings to an @Observable object's properties
        // made in place, as `$model.isOn` of an `@Bindable var model` makes them (R6.2);
        // `_model = Bindable(wrappedValue: model)` in an `init` is the wrapper itself.
        family.constructor("Bindable", [nil]) { call in
            guard case .object = call.values[0] else {
                throw RuntimeError("'Bindable(_:)' takes an @Observable object", at: call.range)
            }
            return .binding(BindingValue(location: .constant(call.values[0]), snapshot: call.values[0]))
        }
        family.constructor("Bindable", ["wrappedValue"]) { call in .wrapper(.bindable(call.values[0])) }
        family.constructor("Binding", nil) { call in
            guard call.labels == ["get", "set"], case .closure(let get) = call.values[0],
                case .closure(let set) = call.values[1]
            else {
                throw RuntimeError("use 'Binding(get: { … }, set: { … })'", at: call.range)
            }
            // A new location box on every call (R6.3). Its getter runs here only to fill
            // the snapshot; what it reads is not a read of the body building it (R4.5).
            let snapshot = try call.interpreter.untracked {
                try call.interpreter.call(get, arguments: [], at: call.range)
            }
            return .binding(
                BindingValue(
                    location: .computed(get: get, set: set, id: call.interpreter.makeBindingID()),
                    snapshot: snapshot))
        }
        return family
    }
}
