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
        // Not simulated yet: each is a clear error from `check`, with what to write instead.
        later("AnyView", "a type-erased view", "return the view itself, or use '@ViewBuilder' and 'if'/'switch'"),
        later("ToolbarItem", "an item in a toolbar", "put the item's views directly in '.toolbar { }'"),
        later("ToolbarItemGroup", "a group of toolbar items", "put the views directly in '.toolbar { }'"),
        later(
            "Picker", "a control that selects one of its tagged options", "a Button per option that sets the selection"),
        later("DatePicker", "a control that edits a Date binding", "a Button that sets the date"),
        later("Stepper", "a control that increments a binding", "two Buttons that add and subtract"),
        later("Slider", "a control that edits a numeric binding", "a Button that sets the value, or 'do' in the REPL"),
        later("ColorPicker", "a control that edits a colour binding", "a Button that sets the colour"),
        later("TextEditor", "a multi-line text field", "'TextField(\"…\", text: $text)'"),
        later("NavigationLink", "a link that pushes a destination", "a Button that sets the navigation state"),
        later("NavigationSplitView", "a split navigation container", "'NavigationStack'"),
        later("Menu", "a menu of buttons", "the Buttons themselves"),
        later("Link", "a link to a URL", "a Button"),
        later("ShareLink", "a share button", "a Button"),
        later("EditButton", "toggles the edit mode", "a Button"),
        later("LazyVGrid", "a lazy vertical grid", "'LazyVStack' (the same laziness, one column)"),
        later("LazyHGrid", "a lazy horizontal grid", "'LazyHStack'"),
        later("Grid", "a grid layout", "'VStack' of 'HStack's"),
        later("GridRow", "a row of a Grid", "'HStack'"),
        later("ViewThatFits", "picks the first child that fits", "the child you expect to fit"),
        later(
            "ScrollViewReader", "gives a proxy to scroll programmatically", "'ScrollView' and the 'scroll' step action"),
        later("TimelineView", "rebuilds its content on a schedule", "'every' in a step, or '.task' with a loop"),
        later("Canvas", "immediate-mode drawing", "a shape"),
        later("AsyncImage", "an image loaded from a URL", "'Image'"),
        later("ContentUnavailableView", "an empty-state view", "a 'VStack' of 'Image' and 'Text'"),
        later("DisclosureGroup", "a collapsible group", "an 'if' on a @State flag with a Button"),
        later("OutlineGroup", "a tree of rows", "nested 'ForEach'"),
        later("ControlGroup", "a group of controls", "'HStack'"),
        later("LabeledContent", "a label and a value", "'HStack { Text(label); Text(value) }'"),
        later("GroupBox", "a boxed group", "'VStack'"),
        later("Table", "a table of rows and columns", "'List' with 'ForEach'"),
        later("Gauge", "a gauge", "'ProgressView(value:)'"),
        later("TupleView", "several views", "a 'Group'"),
    ]

    private static func later(_ name: String, _ doc: String, _ instead: String) -> BuiltinEntry {
        BuiltinEntry(
            name, kind: .view, status: .notSimulated, doc: doc, family: "Views/Later", instead: instead)
    }
}
