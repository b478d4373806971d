// Catalogue entries for SwiftUI's views. Families: Views/Containers, Views/Controls,
// Views/Content, Views/Shapes (Sources/ViewGraphEngine/Builtins/Views/).

extension BuiltinCatalogue {
    private static func view(
        _ name: String, _ family: String, _ doc: String, status: BuiltinStatus = .simulated,
        binding: String? = nil, interaction: BuiltinInteraction? = nil, lazy: Bool = false
    ) -> BuiltinEntry {
        BuiltinEntry(
            name, kind: .view, binding: binding.map(BuiltinBinding.init), interaction: interaction,
            isLazyContainer: lazy, status: status, doc: doc, family: "Views/" + family)
    }

    static let views: [BuiltinEntry] = [
        // Containers: content closures are view builders, built with the body (R0.1, R1.2).
        view("VStack", "Containers", "a vertical stack; builds every child"),
        view("HStack", "Containers", "a horizontal stack; builds every child"),
        view("ZStack", "Containers", "an overlapping stack; builds every child"),
        view("Group", "Containers", "groups views without layout"),
        view(
            "List", "Containers", "a lazy list: builds the visible rows, collects every id (R8); reads `selection:`",
            binding: "selection", lazy: true),
        view("LazyVStack", "Containers", "a lazy vertical stack: builds the visible rows (R8)", lazy: true),
        view("LazyHStack", "Containers", "a lazy horizontal stack: builds the visible rows (R8)", lazy: true),
        view("ScrollView", "Containers", "a scrolling container; builds its content"),
        view("NavigationStack", "Containers", "a navigation container; builds its root content"),
        view("NavigationView", "Containers", "the older navigation container; builds its content"),
        view("Section", "Containers", "a list or form section, with optional header and footer slots"),
        view("Form", "Containers", "a form container; builds every child"),
        view(
            "TabView", "Containers", "a tab container; builds every tab's content; reads `selection:`",
            binding: "selection"),
        view(
            "GeometryReader", "Containers",
            "builds its content closure; the geometry proxy is not bound yet"),
        view("ForEach", "Containers", "one row per element, identified by its id (R1.4)"),
        view("EmptyView", "Containers", "a view that shows nothing"),
        view("WindowGroup", "Containers", "an app's scene: its content is the window ViewGraph shows"),
        view("Window", "Containers", "an app's single window: its content is built like WindowGroup's"),
        view("Settings", "Containers", "a macOS settings scene", status: .notSimulated),
        view("MenuBarExtra", "Containers", "a menu bar scene", status: .notSimulated),
        view("DocumentGroup", "Containers", "a document-based scene", status: .notSimulated),
        // Controls: tappable and bound (R6).
        view("Button", "Controls", "runs its action when tapped (`tap REF`)", interaction: .tap),
        view(
            "Toggle", "Controls", "reads its `isOn` binding; `tap REF` flips it", binding: "isOn",
            interaction: .toggle),
        view("TextField", "Controls", "reads its `text` binding", binding: "text"),
        view("SecureField", "Controls", "reads its `text` binding", binding: "text"),
        // Content.
        view("Text", "Content", "shows a string; its argument is what is drawn"),
        view("Image", "Content", "shows an image by name or `systemName:`"),
        view("Label", "Content", "a title and an icon"),
        view("ProgressView", "Content", "a spinner, or a bar for `value:`"),
        view("Spacer", "Content", "flexible space"),
        view("Divider", "Content", "a separator line"),
        view("Color", "Content", "a colour as a view (`Color.blue`)"),
        // Shapes: drawn content with no state of their own.
        view("Circle", "Shapes", "a circle shape"),
        view("Rectangle", "Shapes", "a rectangle shape"),
        view("RoundedRectangle", "Shapes", "a rectangle with rounded corners (`cornerRadius:`)"),
        view("Capsule", "Shapes", "a capsule shape"),
        view("Ellipse", "Shapes", "an ellipse shape"),
        // Not simulated yet: each is a clear error from `check`.
        view("AnyView", "Containers", "a type-erased view", status: .notSimulated),
        view("ToolbarItem", "Containers", "an item in a toolbar", status: .notSimulated),
        view("ToolbarItemGroup", "Containers", "a group of toolbar items", status: .notSimulated),
    ]
}
