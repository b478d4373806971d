// The names a scenario may use without declaring them (DESIGN.md §2.1): Swift and
// Foundation types, SwiftUI types and primitive views, builtin functions, environment
// keys and attributes. The lists are generous on purpose: the checker must never
// reject valid Swift in the supported subset, so a name that is merely unsupported
// by the engine is left for the engine to report.

enum CheckerBuiltins {
    /// Primitive views: valid as view references (`tap List`, `Toolbar/Button("Save")`).
    static let primitiveViews: Set<String> = [
        "Text", "Image", "Button", "Toggle", "TextField", "SecureField", "Label", "ProgressView", "Spacer",
        "Divider", "Color", "VStack", "HStack", "ZStack", "Group", "List", "LazyVStack", "LazyHStack",
        "ScrollView", "NavigationStack", "NavigationView", "Section", "Form", "TabView", "EmptyView", "ForEach",
        "GeometryReader",
    ]

    /// Types that need no declaration.
    static let types: Set<String> = [
        // The supported subset.
        "Int", "Double", "Float", "CGFloat", "String", "Bool", "Array", "Dictionary", "Set", "UUID", "Date",
        "Measurement", "MeasurementFormatter", "NumberFormatter", "DateFormatter", "UnitLength", "UnitDuration",
        "UnitMass", "UnitTemperature", "State", "Binding", "Task", "EnvironmentValues", "Duration", "Color",
        "Font", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "ColorScheme", "DynamicTypeSize",
        "Locale", "TextAlignment", "Animation", "Axis", "EdgeInsets",
        // Other standard library and Foundation names that are valid Swift.
        "Character", "Substring", "Optional", "Void", "Never", "Range", "ClosedRange", "Int8", "Int16",
        "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "TimeInterval", "Calendar", "TimeZone",
        "URL", "Data", "Error", "Any", "AnyObject", "AnyHashable", "CGPoint", "CGSize", "CGRect", "Published",
        "ObservedObject", "StateObject", "EnvironmentObject", "Environment", "Bindable", "AnyView", "Circle",
        "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Gradient", "LinearGradient", "Material",
        "ContentMode", "Visibility", "ContinuousClock",
        // Protocols that may be named in conformances and types.
        "View", "Identifiable", "Equatable", "Hashable", "ObservableObject", "Observable", "Comparable",
        "CaseIterable", "Codable", "Encodable", "Decodable", "Sendable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "RawRepresentable", "EnvironmentKey",
    ]

    /// Protocols whose conformance adds no members the checker would need to know
    /// (used to decide whether `self.member` can be checked).
    static let plainProtocols: Set<String> = [
        "Identifiable", "Equatable", "Hashable", "ObservableObject", "Comparable", "CaseIterable", "Codable",
        "Encodable", "Decodable", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "String", "Int", "Double", "Float", "Character", "Bool", "AnyObject",
    ]

    /// Builtin functions.
    static let functions: Set<String> = [
        "print", "min", "max", "abs", "work", "every", "after", "Task",
        // Other free functions of the standard library and SwiftUI.
        "zip", "stride", "sqrt", "floor", "ceil", "round", "pow", "withAnimation", "fatalError", "assert",
        "precondition", "type", "repeatElement", "debugPrint",
    ]

    /// Members every scenario type may use without declaring them: synthesized by
    /// conformances (`rawValue`, `allCases`, `objectWillChange`, …) or by the language.
    static let implicitMembers: Set<String> = [
        "init", "self", "Type", "rawValue", "allCases", "hashValue", "hash", "objectWillChange", "description",
        "debugDescription", "access", "withMutation",
    ]

    /// The words of expectations (`bodies`, `frames`, …), valid names in `expect` conditions.
    static let assertionWords: Set<String> = Set(ViewSetKind.allCases.map(\.rawValue)).union(["frames", "hitch"])

    /// SwiftUI's own environment keys (`\.colorScheme`, …).
    static let environmentKeys: Set<String> = [
        "colorScheme", "dynamicTypeSize", "locale", "calendar", "timeZone", "layoutDirection",
        "horizontalSizeClass", "verticalSizeClass", "isEnabled", "font", "lineLimit", "multilineTextAlignment",
        "scenePhase", "dismiss", "openURL", "editMode", "isPresented", "isSearching", "redactionReasons",
        "sizeCategory", "accessibilityReduceMotion", "accessibilityReduceTransparency",
        "accessibilityDifferentiateWithoutColor", "accessibilityInvertColors", "accessibilityEnabled",
        "colorSchemeContrast", "displayScale", "pixelLength", "defaultMinListRowHeight", "refresh",
        "undoManager", "managedObjectContext", "presentationMode", "isFocused", "controlSize", "textCase",
        "truncationMode", "minimumScaleFactor", "allowsTightening", "lineSpacing", "imageScale",
        "symbolRenderingMode", "backgroundStyle", "legibilityWeight", "dismissSearch", "isScrollEnabled",
        "menuIndicatorVisibility", "self",
    ]

    /// View modifiers that a View's own code may call on implicit `self` (`padding()`).
    static let viewModifiers: Set<String> = [
        "padding", "frame", "font", "foregroundStyle", "foregroundColor", "background", "overlay", "onAppear",
        "onDisappear", "task", "onChange", "id", "equatable", "environment", "environmentObject", "alert",
        "sheet", "opacity", "offset", "border", "cornerRadius", "clipShape", "shadow", "disabled", "hidden",
        "tag", "tint", "bold", "italic", "animation", "transition", "fixedSize", "layoutPriority", "listStyle",
        "navigationTitle", "toolbar", "onTapGesture", "gesture", "scaleEffect", "rotationEffect", "lineLimit",
        "multilineTextAlignment", "accessibilityLabel", "contentShape", "zIndex", "buttonStyle", "labelStyle",
        "refreshable", "searchable", "safeAreaInset", "ignoresSafeArea", "redacted", "clipped", "mask",
    ]

    // MARK: - Attributes

    /// Property wrappers valid only on the stored properties of a View struct.
    static let viewWrappers: Set<String> = [
        "State", "Binding", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Bindable",
    ]

    /// Every property wrapper the scenario language knows.
    static let propertyWrappers: Set<String> = viewWrappers.union(["Published", "ObservationIgnored", "Entry"])

    /// Attributes other than property wrappers.
    static let declarationAttributes: Set<String> = ["MainActor", "Observable", "ViewBuilder", "discardableResult"]

    /// Swift attributes outside the scenario language: reported as unsupported, not unknown.
    static let unsupportedAttributes: Set<String> = [
        "available", "objc", "nonobjc", "inlinable", "usableFromInline", "frozen", "propertyWrapper",
        "resultBuilder", "dynamicMemberLookup", "preconcurrency", "testable", "globalActor", "Sendable",
        "escaping", "autoclosure", "main", "UIApplicationMain", "NSApplicationMain", "warn_unqualified_access",
        "Model", "Query", "AppStorage", "SceneStorage", "FocusState", "GestureState", "Namespace",
        "ScaledMetric", "FetchRequest", "UIApplicationDelegateAdaptor",
    ]

    /// Scenario settings and the values each takes.
    static let settings = ["source", "display", "visibleRows", "observation", "seed"]
    static let observationModes = ["alwaysNotify", "dedupe"]
}
