// Views that show content: their arguments are what is drawn, and a body that builds
// them shows a change when an argument changes (R0.4). Faithfulness: exact for update
// purposes; layout and drawing are not modelled.

enum ContentViews {
    static let builtins: [ViewBuiltin] = [
        "Text", "Image", "Label", "LabeledContent", "ContentUnavailableView", "ProgressView", "Spacer", "Divider",
        "Color",
    ].map {
        ViewBuiltin(name: $0) { interpreter, call, context in
            let view = try interpreter.buildStandardView(call, context)
            // `Text(balance, format: .currency(code: "EUR"))`: the formatted string is the content.
            // `Text(date, format: .dateTime.hour().minute())`, `Text(date, style: .time)`: the
            // date formatted in en_US and UTC (Builtins/Stdlib/Dates.swift).
            if call.name == "Text", view.arguments.count == 2, view.arguments[0].label == nil,
                view.arguments[1].label == "format" || view.arguments[1].label == "style"
            {
                let text: String
                switch (view.arguments[0].value, view.arguments[1].label) {
                case (.foundation(.date(let t)), "format"):
                    text = try DateFormatting.format(t, style: view.arguments[1].value, at: call.expr.range)
                case (.foundation(.date(let t)), _):
                    text = try DateFormatting.textStyle(t, style: view.arguments[1].value, at: call.expr.range)
                case (_, "format"):
                    text = try FormatStyles.format(
                        view.arguments[0].value, style: view.arguments[1].value, at: call.expr.range)
                default:
                    throw RuntimeError("'Text(_:style:)' takes a Date", at: call.expr.range)
                }
                view.arguments = [(nil, .string(text))]
            }
            return view
        }
    }
}
