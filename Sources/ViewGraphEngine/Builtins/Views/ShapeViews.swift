// Shapes: drawn content with no state of their own, built like any other content
// view (R0.4). Faithfulness: exact for update purposes; geometry is not modelled.

enum ShapeViews {
    static let builtins: [ViewBuiltin] = ["Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse"].map {
        ViewBuiltin(name: $0) { interpreter, call, context in try interpreter.buildStandardView(call, context) }
    }
}
