// Views that show content: their arguments are what is drawn, and a body that builds
// them shows a change when an argument changes (R0.4). Faithfulness: exact for update
// purposes; layout and drawing are not modelled.

enum ContentViews {
    static let builtins: [ViewBuiltin] = ["Text", "Image", "Label", "ProgressView", "Spacer", "Divider", "Color"].map {
        ViewBuiltin(name: $0) { interpreter, call, context in try interpreter.buildStandardView(call, context) }
    }
}
