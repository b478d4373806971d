// Content modifiers: their closures are view builders that SwiftUI calls with the
// body they modify (the closure does not escape), so the content's views are built
// now, reads in it are the body's reads, and custom views in it are children of the
// modified view with identities of their own (R0.1, R1.1). `.background(Color.red)`
// with a value instead of a closure is a visual attribute. Faithfulness: exact for
// identity and updates; placement and drawing are not modelled.

enum ContentModifiers {
    static let builtins: [ModifierBuiltin] = [
        "overlay", "background", "mask", "safeAreaInset", "toolbar", "swipeActions", "contextMenu", "tabItem",
    ].map {
        ModifierBuiltin(name: $0, buildsContent: true)
    }
}
