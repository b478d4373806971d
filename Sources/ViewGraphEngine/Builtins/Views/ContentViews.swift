// Views that show content: their arguments are what is drawn, and a body that builds
// them shows a change when an argument changes (R0.4). Faithfulness: exact for update
// purposes; layout and drawing are not modelled.

enum ContentViews {
    static let builtins: [ViewBuiltin] = ["Text", "Image", "Label", "ProgressView", "Spacer", "Divider", "Color"].map {
        ViewBuiltin(name: $0) { interpreter, call, context in
            let view = try interpreter.buildStandardView(call, context)
            // `Text(balance, format: .currency(code: "EUR"))`: the formatted string is the content.
            if call.name == "Text", view.arguments.count == 2, view.arguments[0].label == nil,
                view.arguments[1].label == "format"
            {
                let text = try FormatStyles.format(
                    view.arguments[0].value, style: view.arguments[1].value, at: call.expr.range)
                view.arguments = [(nil, .string(text))]
            }
            return view
        }
    }
}
