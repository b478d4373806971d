// Controls: views a learner interacts with in a step. `tap REF` runs a Button's action,
// flips a Toggle, selects a Picker's option, steps a Stepper or pushes a NavigationLink
// (Graph/Simulation+Actions.swift); a control that takes a binding reads it while the
// body runs, so the body depends on the state behind it (R6.1), and writes it where the
// user acts (R6.2). Faithfulness: exact for what updates; focus, keyboard, styling and
// every Picker style's look are not modelled (all styles select the same way); a
// Slider or DatePicker is moved by a step that writes its binding.
import ViewGraphDiagnostics
import ViewGraphSyntax

enum ControlViews {
    static let builtins: [ViewBuiltin] =
        [
            ViewBuiltin(name: "Button") { interpreter, call, context in
                try interpreter.buildStandardView(call, context, closureIsAction: true)
            },
            ViewBuiltin(name: "NavigationLink") { interpreter, call, context in
                try interpreter.buildNavigationLink(call, context)
            },
        ]
        + [
            "Toggle", "TextField", "SecureField", "TextEditor", "Picker", "DatePicker", "Stepper", "Slider", "Menu",
            "Link", "ShareLink", "EditButton",
        ].map(bound)

    /// A control whose binding is its catalogue entry's `binding` label.
    private static func bound(_ name: String) -> ViewBuiltin {
        ViewBuiltin(name: name) { interpreter, call, context in try interpreter.buildStandardView(call, context) }
    }
}

extension Interpreter {
    /// `NavigationLink(value:) { label }`, `NavigationLink("Title", value:)`,
    /// `NavigationLink(destination: View()) { label }`, `NavigationLink("Title") { destination }`,
    /// `NavigationLink { destination } label: { label }`. The label is built with the body;
    /// a destination is kept, not built: it is built when the link is tapped (R0.7).
    func buildNavigationLink(_ call: ViewCall, _ context: EvalContext) throws -> ViewValue {
        let view = ViewValue(kind: .primitive("NavigationLink"), site: call.expr.id, range: call.expr.range)
        var destination: Closure?
        var hasValue = false
        for argument in call.arguments {
            let label = argument.label?.name
            if label == "destination" {
                if case .closure(let closureExpr) = argument.value.kind {
                    destination = makeClosure(closureExpr, context)
                } else {
                    // A destination value: its struct is made now, its body runs when pushed.
                    let value = try evaluate(argument.value, context)
                    destination = Closure(
                        body: .native(name: "destination") { _ in value }, captures: true, site: nil,
                        id: makeClosureID())
                }
                continue
            }
            if label == "label", case .closure(let closureExpr) = argument.value.kind {
                view.children.append(contentsOf: try buildContent(closureExpr, context))
                continue
            }
            if label == "value" { hasValue = true }
            view.arguments.append((label, try evaluate(argument.value, context)))
        }
        for trailing in call.trailing {
            if trailing.label == nil, destination == nil, hasValue == false {
                destination = makeClosure(trailing.closure, context)
                continue
            }
            view.children.append(contentsOf: try buildContent(trailing.closure, context))
        }
        view.action = destination
        return view
    }
}
