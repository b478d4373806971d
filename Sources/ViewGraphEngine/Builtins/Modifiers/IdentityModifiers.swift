// Identity and comparison modifiers: `.id(_:)` gives a view an explicit identity, and a
// new value is a new view with new state (R1.5); `.equatable()` makes the parent
// compare the view with its own `==` before running its body (R2.2). The interpreter
// records the id (Interpreter+Views.swift, `applyModifier`); the reconciler acts on
// both. Faithfulness: exact.

enum IdentityModifiers {
    static let builtins: [ModifierBuiltin] = [
        ModifierBuiltin(name: "id"),
        ModifierBuiltin(name: "equatable"),
    ]
}
