// SwiftUI's environment keys that the simulation gives a value (R7.1): their defaults
// at the root of every app. Faithfulness: symbolic values for an iPhone in English
// (US) with the default text size, light mode; other keys are "not simulated yet" in
// the catalogue, and `check` reports a use of them.

enum EnvironmentKeyDefaults {
    static let defaults: [String: Value] = [
        "colorScheme": .symbol(type: "ColorScheme", name: "light"),
        "dynamicTypeSize": .symbol(type: "DynamicTypeSize", name: "large"),
        "locale": .symbol(type: "Locale", name: "en_US"),
        "isEnabled": .bool(true),
    ]
}
