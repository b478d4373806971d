// Controls: views a learner interacts with in a step. `tap REF` runs a Button's action
// or flips a Toggle (Graph/Simulation+Actions.swift); a control that takes a binding
// reads it while the body runs, so the body depends on the state behind it (R6.1).
// Faithfulness: exact for what updates; focus, keyboard and styling not modelled.
import ViewGraphSyntax

enum ControlViews {
    static let builtins: [ViewBuiltin] = [
        ViewBuiltin(name: "Button") { interpreter, call, context in
            try interpreter.buildStandardView(call, context, closureIsAction: true)
        },
        bound("Toggle"), bound("TextField"), bound("SecureField"),
    ]

    /// A control whose binding is its catalogue entry's `binding` label.
    private static func bound(_ name: String) -> ViewBuiltin {
        ViewBuiltin(name: name) { interpreter, call, context in try interpreter.buildStandardView(call, context) }
    }
}
