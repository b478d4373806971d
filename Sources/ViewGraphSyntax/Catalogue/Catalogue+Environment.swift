// Catalogue entries for SwiftUI's environment keys, property wrappers and attributes.
// Families: Sources/ViewGraphEngine/Builtins/SwiftUI/Environment.swift (key defaults).

extension BuiltinCatalogue {
    private static func key(_ name: String, _ doc: String, status: BuiltinStatus = .notSimulated) -> BuiltinEntry {
        BuiltinEntry(name, kind: .environmentKey, status: status, doc: doc, family: "SwiftUI/Environment")
    }

    static let environmentKeys: [BuiltinEntry] = [
        key("colorScheme", "`.light` by default", status: .simulated),
        key("dynamicTypeSize", "`.large` by default", status: .simulated),
        key("locale", "`en_US` by default", status: .simulated),
        key("isEnabled", "`true` by default", status: .simulated),
        key("calendar", "`gregorian` by default", status: .simulated),
        key("timeZone", "`GMT` by default (the simulated clock's zone)", status: .simulated),
        key("layoutDirection", "`.leftToRight` by default", status: .simulated),
        key("horizontalSizeClass", "`.compact` by default (an iPhone in portrait)", status: .simulated),
        key("verticalSizeClass", "`.regular` by default", status: .simulated),
        key("font", "the default font"),
        key("lineLimit", "the default line limit"),
        key("multilineTextAlignment", "the default text alignment"),
        key(
            "scenePhase",
            "`.active` by default; a step moves the app to the background and back with `scene .background` and `scene .active`",
            status: .simulated),
        key(
            "dismiss",
            "dismisses the presentation the view is in: sets its binding to false or nil, or pops the pushed screen (R0.6); outside one it does nothing",
            status: .simulated),
        key(
            "openURL", "an action that records the URL it opens (`openURL(url)`); nothing is opened", status: .simulated
        ),
        key("editMode", "the edit mode"),
        key("isPresented", "`false` by default; `true` inside presented content (R0.6)", status: .simulated),
        key("isSearching", "`false`; inside `.searchable`, whether a search is on", status: .simulated),
        key("redactionReasons", "why content is redacted"),
        key("sizeCategory", "the older text size category"),
        key("accessibilityReduceMotion", "`false` by default", status: .simulated),
        key("accessibilityReduceTransparency", "`false` by default", status: .simulated),
        key("accessibilityDifferentiateWithoutColor", "`false` by default", status: .simulated),
        key("accessibilityInvertColors", "`false` by default", status: .simulated),
        key("accessibilityEnabled", "`false` by default", status: .simulated),
        key("colorSchemeContrast", "`.standard` by default", status: .simulated),
        key("displayScale", "`3.0` by default", status: .simulated),
        key("pixelLength", "the length of one pixel"),
        key("defaultMinListRowHeight", "the minimum list row height"),
        key("refresh", "the refresh action"),
        key("undoManager", "the undo manager"),
        key("managedObjectContext", "the Core Data context"),
        key("presentationMode", "the older presentation mode"),
        key("isFocused", "whether the view has focus"),
        key("controlSize", "the control size"),
        key("textCase", "the text case"),
        key("truncationMode", "the truncation mode"),
        key("minimumScaleFactor", "the minimum text scale"),
        key("allowsTightening", "whether text may tighten"),
        key("lineSpacing", "the line spacing"),
        key("imageScale", "the image scale"),
        key("symbolRenderingMode", "the symbol rendering mode"),
        key("backgroundStyle", "the background style"),
        key("legibilityWeight", "`.regular` by default", status: .simulated),
        key("dismissSearch", "ends a search"),
        key("isScrollEnabled", "whether scrolling is on"),
        key("menuIndicatorVisibility", "the menu indicator"),
        key("self", "the whole environment"),
        key("modelContext", "SwiftData's model context, where `@Model` objects are inserted and saved"),
    ]

    private static func wrapper(
        _ name: String, _ doc: String, inViews: Bool, status: BuiltinStatus = .simulated
    ) -> BuiltinEntry {
        BuiltinEntry(
            name, kind: .propertyWrapper, status: status, doc: doc,
            family: inViews ? "SwiftUI/DynamicProperties" : "SwiftUI/Models")
    }

    static let propertyWrappers: [BuiltinEntry] = [
        wrapper("State", "storage owned by the view's identity (R5.1)", inViews: true),
        wrapper("Binding", "a read-write location owned elsewhere (R6)", inViews: true),
        wrapper("StateObject", "an ObservableObject created once per identity (R5.3)", inViews: true),
        wrapper("ObservedObject", "an ObservableObject passed in; subscribes the view (R3.1)", inViews: true),
        wrapper("EnvironmentObject", "an ObservableObject from the environment (R7.5)", inViews: true),
        wrapper("Environment", "an environment key or an @Observable object by type (R7)", inViews: true),
        wrapper("Bindable", "bindings to an @Observable object's properties (R6)", inViews: true),
        wrapper("Published", "publishes `objectWillChange` on every set (R3.2)", inViews: false),
        wrapper("ObservationIgnored", "a property of an @Observable class that is not tracked (R4)", inViews: false),
        wrapper("Entry", "declares an environment key in `extension EnvironmentValues`", inViews: false),
        wrapper(
            "AppStorage",
            "a state cell per key, shared by every view of the scenario and with `UserDefaults.standard` (in memory; R5.6)",
            inViews: true),
        wrapper(
            "SceneStorage", "like `@AppStorage`: in memory, per key, for the run of the scenario (R5.6)", inViews: true),
        wrapper(
            "FocusState", "a state cell of the view: which field has focus; a step writes it (no keyboard)",
            inViews: true),
        wrapper(
            "FocusState.Binding", "a child's binding to a parent's `@FocusState`", inViews: true,
            status: .notSimulated),
        wrapper("GestureState", "gesture state", inViews: true, status: .notSimulated),
        wrapper(
            "Namespace",
            "a matched-geometry namespace: one ID per view identity, which never changes (nothing is animated)",
            inViews: true),
        wrapper("ScaledMetric", "a value scaled with text size", inViews: true, status: .notSimulated),
        wrapper("FetchRequest", "a Core Data fetch", inViews: true, status: .notSimulated),
        wrapper("Query", "a SwiftData query", inViews: true, status: .notSimulated),
        wrapper("UIApplicationDelegateAdaptor", "an app delegate", inViews: false, status: .notSimulated),
    ]

    private static func attribute(_ name: String, _ doc: String, status: BuiltinStatus = .simulated) -> BuiltinEntry {
        BuiltinEntry(name, kind: .attribute, status: status, doc: doc, family: "Stdlib/Attributes")
    }

    static let attributes: [BuiltinEntry] = [
        attribute("MainActor", "runs on the main actor (everything here does)"),
        attribute("Observable", "makes a class tracked by the Observation runtime (R4)"),
        attribute("ViewBuilder", "a function or property whose statements build views"),
        attribute("discardableResult", "the result may be ignored"),
        attribute("available", "availability; no effect on updates (the simulated device runs the newest OS)"),
        attribute("inlinable", "cross-module inlining; no effect here"),
        attribute("usableFromInline", "cross-module inlining; no effect here"),
        attribute("frozen", "library evolution; no effect here"),
        attribute("preconcurrency", "concurrency checking; no effect here"),
        attribute("Sendable", "a sendable closure; no effect here"),
        attribute("escaping", "an escaping closure parameter; no effect here"),
        attribute("main", "the program's entry point: on an App, the app ViewGraph opens"),
        attribute(
            "Previewable",
            "a dynamic property declared in a `#Preview`: the preview becomes a view named `Preview` with that property, as Xcode expands it"
        ),
        attribute("objc", "Objective-C interop", status: .notSimulated),
        attribute("nonobjc", "Objective-C interop", status: .notSimulated),
        attribute("propertyWrapper", "declares a property wrapper", status: .notSimulated),
        attribute("resultBuilder", "declares a result builder", status: .notSimulated),
        attribute("dynamicMemberLookup", "dynamic member lookup", status: .notSimulated),
        attribute("testable", "testable imports", status: .notSimulated),
        attribute("globalActor", "declares a global actor", status: .notSimulated),
        attribute("autoclosure", "an autoclosure", status: .notSimulated),
        attribute("UIApplicationMain", "the program's entry point", status: .notSimulated),
        attribute("NSApplicationMain", "the program's entry point", status: .notSimulated),
        attribute("warn_unqualified_access", "a warning", status: .notSimulated),
        attribute("Model", "a SwiftData model", status: .notSimulated),
    ]
}

extension BuiltinCatalogue {
    private static func module(_ name: String, _ doc: String) -> BuiltinEntry {
        BuiltinEntry(name, kind: .module, status: .nameOnly, doc: doc, family: "Syntax/Imports")
    }

    /// Modules an app imports: the names ViewGraph simulates come from these. An
    /// `import` of any other module is a warning (its names are not known).
    static let modules: [BuiltinEntry] = [
        module("SwiftUI", "views, modifiers, property wrappers, the environment"),
        module("Foundation", "UUID, Date, formatters, measurements"),
        module("FoundationEssentials", "the core of Foundation"),
        module("Observation", "`@Observable`, backed by the real Observation runtime"),
        module("Combine", "ObservableObject and @Published"),
        module("SwiftData", "imported for models; `@Model` and `@Query` are not simulated yet"),
        module("UIKit", "imported by iOS apps; UIKit types are not simulated"),
        module("AppKit", "imported by macOS apps; AppKit types are not simulated"),
        module("os", "logging; `Logger` is not simulated yet"),
        module("OSLog", "logging; `Logger` is not simulated yet"),
        module("CoreGraphics", "CGFloat, CGPoint, CGSize, CGRect"),
        module("Dispatch", "the main queue's `async` and `asyncAfter`; other queues are not simulated yet"),
        module("Swift", "the standard library"),
    ]
}
