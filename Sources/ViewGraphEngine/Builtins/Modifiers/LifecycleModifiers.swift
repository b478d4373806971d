// Lifecycle modifiers: actions tied to a view's identity (R10.1, R10.2) and to changes
// of a value between its body runs (`.onChange`). The reconciler runs them
// (Graph/Simulation+Reconcile.swift, "Lifecycle modifiers"): appear and task actions
// once the update is done, disappear actions when the identity goes; an onChange
// action after an update in which its value differed from the one it last saw.
// Faithfulness: exact for when each runs relative to body runs and identity;
// `.task` priority and the order among siblings' actions are not modelled.
import ViewGraphDiagnostics

enum LifecycleModifiers {
    static let builtins: [ModifierBuiltin] = [
        needsClosure("onAppear"), needsClosure("onDisappear"), needsClosure("task"),
        ModifierBuiltin(name: "onChange") { call in
            guard call.arguments.first?.label == "of" else {
                throw RuntimeError(
                    "'.onChange' takes the value to watch first: '.onChange(of: value) { … }'", at: call.range)
            }
            guard call.hasClosure else { throw RuntimeError("'.onChange' needs an action closure", at: call.range) }
            if let initial = call.arguments.first(where: { $0.label == "initial" }), case .bool = initial.value {
            } else if call.arguments.contains(where: { $0.label == "initial" }) {
                throw RuntimeError("'initial:' of '.onChange' takes a Bool", at: call.range)
            }
        },
    ]

    private static func needsClosure(_ name: String) -> ModifierBuiltin {
        ModifierBuiltin(name: name) { call in
            guard call.hasClosure else { throw RuntimeError("'.\(name)' needs a closure", at: call.range) }
        }
    }
}
