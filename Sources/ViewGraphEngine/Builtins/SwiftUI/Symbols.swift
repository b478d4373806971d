// SwiftUI vocabulary without update semantics: the static members of the symbolic types
// (`Color.blue`, `Font.headline`, `Alignment.leading`) and `EnvironmentValues.key`
// key paths.
// Rules: R0.1 (visual attributes have no effect on what updates).
// Faithfulness: a symbolic value is its name: it compares by name and prints as
// written. Not modelled: what a colour, font or alignment looks like, and the members
// of those values (`Color.blue.opacity(0.5)`).

enum SymbolBuiltins {
    /// `Color.blue`, `EnvironmentValues.colorScheme`: any name of a symbolic type.
    static func staticMember(_ typeName: String, _ name: String) -> Value? {
        if typeName == "EnvironmentValues" {
            return .keyPath(KeyPathValue(components: [name], rootType: "EnvironmentValues"))
        }
        if Builtins.symbolicTypes.contains(typeName) { return .symbol(type: typeName, name: name) }
        return nil
    }
}
