// Environment modifiers: writes into the environment of the modified view's subtree
// (R7.1, R7.5); readers below are checked when a written value changes (R7.2). The
// reconciler applies the writes (Graph/Simulation+Reconcile.swift, `collect`).
// Faithfulness: exact for scoping and checks.
import ViewGraphDiagnostics

enum EnvironmentModifiers {
    static let builtins: [ModifierBuiltin] = [
        ModifierBuiltin(name: "environment") { call in
            switch (call.arguments.count, call.arguments.first?.value) {
            // `.environment(session)` of an optional that is nil places nothing.
            case (2, .keyPath?), (1, .object?), (1, .null?): return
            default:
                throw RuntimeError(
                    "'.environment' takes a key path and a value, or an @Observable object", at: call.range)
            }
        },
        ModifierBuiltin(name: "environmentObject") { call in
            guard call.arguments.count == 1, case .object? = call.arguments.first?.value else {
                throw RuntimeError("'.environmentObject' takes an ObservableObject", at: call.range)
            }
        },
        // A preference for the presentation's color scheme, applied by the simulation once
        // the update is done (Graph/Simulation+ColorScheme.swift, R7.1).
        ModifierBuiltin(name: "preferredColorScheme") { call in
            switch (call.arguments.count, call.arguments.first?.value) {
            case (1, .null?): return
            case (1, .symbol(_, let name)?) where name == "light" || name == "dark": return
            default:
                throw RuntimeError(
                    "'.preferredColorScheme' takes a ColorScheme ('.light' or '.dark') or nil", at: call.range)
            }
        },
    ]
}
