// SwiftUI's environment keys that the simulation gives a value (R7.1): their defaults
// at the root of every app. Faithfulness: symbolic values for an iPhone in portrait,
// English (US), the default text size, light mode, the scene active; other keys are
// "not simulated yet" in the catalogue, and `check` reports a use of them.
// `dismiss` and `openURL` are actions: at the root `dismiss()` does nothing (there is
// nothing to dismiss) and `openURL(url)` opens nothing; presented and pushed content
// sees a `dismiss` that ends its presentation (Graph/Simulation+Presentation.swift, R0.6).

enum EnvironmentKeyDefaults {
    /// Built afresh for each simulation, so no two simulations share a value (an action
    /// is an object); a simulation reads it once, at its root environment.
    static var defaults: [String: Value] {
        [
            "colorScheme": .symbol(type: "ColorScheme", name: "light"),
            "dynamicTypeSize": .symbol(type: "DynamicTypeSize", name: "large"),
            "locale": .symbol(type: "Locale", name: "en_US"),
            "isEnabled": .bool(true),
            "layoutDirection": .symbol(type: "LayoutDirection", name: "leftToRight"),
            "horizontalSizeClass": .symbol(type: "UserInterfaceSizeClass", name: "compact"),
            "verticalSizeClass": .symbol(type: "UserInterfaceSizeClass", name: "regular"),
            "scenePhase": .symbol(type: "ScenePhase", name: "active"),
            "dismiss": .closure(action("dismiss", id: -1)),
            "openURL": .closure(action("openURL", id: -2)),
            "isPresented": .bool(false),
            "isSearching": .bool(false),
            "displayScale": .double(3.0),
            "accessibilityReduceMotion": .bool(false),
            "accessibilityReduceTransparency": .bool(false),
            "accessibilityDifferentiateWithoutColor": .bool(false),
            "accessibilityInvertColors": .bool(false),
            "accessibilityEnabled": .bool(false),
            "colorSchemeContrast": .symbol(type: "ColorSchemeContrast", name: "standard"),
            "legibilityWeight": .symbol(type: "LegibilityWeight", name: "regular"),
            "timeZone": .symbol(type: "TimeZone", name: "GMT"),
            "calendar": .symbol(type: "Calendar", name: "gregorian"),
        ]
    }

    /// An action value with nothing to act on (`DismissAction` at the root, `OpenURLAction`).
    private static func action(_ name: String, id: Int) -> Closure {
        Closure(body: .native(name: name) { _ in .void }, captures: false, site: nil, id: id)
    }
}
