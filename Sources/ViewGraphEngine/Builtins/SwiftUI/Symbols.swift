// SwiftUI vocabulary without update semantics: the static members of the symbolic types
// (`Color.blue`, `Font.headline`, `Alignment.leading`), transitions (`AnyTransition`) and
// `EnvironmentValues.key` key paths.
// Rules: R0.1 (visual attributes have no effect on what updates).
// Faithfulness: a symbolic value is its name: it compares by name and prints as
// written. Not modelled: what a colour, font or alignment looks like, and the members
// of those values (`Color.blue.opacity(0.5)`).

enum SymbolBuiltins {
    /// Symbolic values apps build with an initializer (`GridItem(.adaptive(minimum: 80))`,
    /// `AnyShapeStyle(.tint)`, `StrokeStyle(lineWidth: 4)`, `EdgeInsets(top: 8, …)`): the
    /// value is its call, spelled as written, and compares so.
    static let constructible = ["GridItem", "AnyShapeStyle", "StrokeStyle", "EdgeInsets"]

    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        for typeName in constructible {
            family.constructor(typeName, nil) { call in
                .symbol(type: nil, name: spelledCall(typeName, call))
            }
        }
        // A colour's derived styles (`Color.blue.gradient`, `.opacity(0.5)`): symbols too,
        // spelled as written; nothing is drawn.
        family.property(.color, "gradient") { base, _ in
            guard case .symbol(let type, let name) = base else { return nil }
            return .symbol(type: type, name: name + ".gradient")
        }
        family.method(.color, "opacity", [nil]) { base, call in
            guard case .symbol(let type, let name) = base else { return nil }
            return .symbol(type: type, name: spelledCall(name + ".opacity", call))
        }
        // Transitions (`.transition(.move(edge: .top).combined(with: .opacity))`): how a view
        // comes and goes on screen, which changes nothing that updates (R0.1); symbols
        // spelled as written.
        for name in ["opacity", "slide", "scale", "identity"] {
            family.staticProperty("AnyTransition", name) { _ in .symbol(type: "AnyTransition", name: name) }
        }
        for (name, labels) in transitionMakers {
            family.staticMethod("AnyTransition", name, labels) { call in
                .symbol(type: "AnyTransition", name: spelledCall(name, call))
            }
        }
        for (method, labels) in [("combined", ["with"]), ("animation", [nil])] as [(String, [String?])] {
            family.method(.transition, method, labels) { base, call in
                guard case .symbol(_, let name) = base else { return nil }
                return .symbol(type: "AnyTransition", name: spelledCall(name + "." + method, call))
            }
        }
        // `$isOn.animation()`: the same binding; its writes would animate, and what updates is
        // the same without it (R9.6).
        family.method(.binding, "animation", nil) { base, call in
            guard call.values.count <= 1 else { return nil }
            return base
        }
        return family
    }

    /// `AnyTransition`'s static methods and their labels.
    static let transitionMakers: [(String, [String?])] = [
        ("move", ["edge"]), ("offset", ["x", "y"]), ("offset", [nil]), ("scale", ["scale", "anchor"]),
        ("scale", ["scale"]), ("push", ["from"]), ("asymmetric", ["insertion", "removal"]),
    ]

    /// `move(edge: .top)`: a call spelled as written, its arguments described.
    private static func spelledCall(_ name: String, _ call: BuiltinCall) -> String {
        let arguments = zip(call.labels, call.values).map { label, value in
            (label.map { $0 + ": " } ?? "") + ValueFormatting.argumentSpelling(value)
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// Whether a symbol's name is a whole constructed value (`GridItem(.flexible)`,
    /// `Locale(identifier: "fr")`), printed as it is, rather than an implicit member's name
    /// (`round`, `blue.opacity(0.5)`), printed after a dot: a type's name is capitalised.
    static func isConstructedSpelling(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// `Color.blue`, `EnvironmentValues.colorScheme`: any name of a symbolic type.
    static func staticMember(_ typeName: String, _ name: String) -> Value? {
        if typeName == "EnvironmentValues" {
            return .keyPath(KeyPathValue(components: [name], rootType: "EnvironmentValues"))
        }
        if Builtins.symbolicTypes.contains(typeName) { return .symbol(type: typeName, name: name) }
        return nil
    }
}
