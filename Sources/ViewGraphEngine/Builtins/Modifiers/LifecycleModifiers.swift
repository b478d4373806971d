// Lifecycle modifiers: actions tied to a view's identity (R10.1, R10.2) and to changes
// of a value between its body runs (`.onChange`). The reconciler runs them
// (Graph/Simulation+Reconcile.swift, "Lifecycle modifiers"): appear and task actions
// once the update is done, disappear actions when the identity goes; an onChange
// action after an update in which its value differed from the one it last saw.
// Faithfulness: exact for when each runs relative to body runs and identity;
// `.task` priority and the order among siblings' actions are not modelled.
// onChange (R10.4), checked against Apple's documentation of `onChange(of:initial:_:)`
// and OpenSwiftUI's value-action dispatcher: the value is compared with `==` each time
// the modified view is updated; an unequal value queues the action to run once the
// update is done (as appear actions are); an equal value never runs it; a new identity
// forgets the old value, so its first value runs nothing unless `initial: true`.
// Simplified: what the action changes is shown in the next frame; SwiftUI may run that
// update before the same frame is committed (its "tried to update multiple times per
// frame" warning counts them).
import ViewGraphDiagnostics

enum LifecycleModifiers {
    static let builtins: [ModifierBuiltin] = [
        needsClosure("onAppear"), needsClosure("onDisappear"), needsClosure("task"),
        // `.onReceive(publisher) { value in … }`: a subscription held by the view (R10.5).
        needsClosure("onReceive"),
        // `.onGeometryChange(for:of:action:)`: measured once, at appear (R0.8).
        needsClosure("onGeometryChange"),
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
