// Presentation and navigation modifiers: `.sheet`, `.fullScreenCover`, `.popover`,
// `.inspector`, `.alert`, `.confirmationDialog` and `.navigationDestination`. Their
// closures escape, except an alert's and a dialog's builders, which the body builds (R0.5). The reconciler gives each a host
// node that builds the content while presented (Graph/Simulation+Presentation.swift,
// R0.6, R0.7). Faithfulness: as stated there.
import ViewGraphDiagnostics

enum PresentationModifiers {
    static let builtins: [ModifierBuiltin] =
        ["sheet", "fullScreenCover", "popover", "inspector", "alert", "confirmationDialog"].map { name in
            ModifierBuiltin(name: name) { call in
                let labels = call.arguments.map(\.label)
                guard labels.contains("isPresented") || labels.contains("item") else {
                    throw RuntimeError(
                        "'.\(name)' is presented by an 'isPresented:' or 'item:' binding", at: call.range)
                }
                guard call.hasClosure else { throw RuntimeError("'.\(name)' needs its content", at: call.range) }
            }
        }
        + [
            ModifierBuiltin(name: "navigationDestination") { call in
                let labels = call.arguments.map(\.label)
                guard labels.contains("for") || labels.contains("isPresented") || labels.contains("item") else {
                    throw RuntimeError(
                        "'.navigationDestination' takes 'for: Type.self', 'isPresented:' or 'item:'", at: call.range)
                }
                guard call.hasClosure else {
                    throw RuntimeError("'.navigationDestination' needs its destination", at: call.range)
                }
            }
        ]
}
