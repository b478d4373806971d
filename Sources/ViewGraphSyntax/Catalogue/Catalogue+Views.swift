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
            "List", "Containers",
            "a lazy list: builds the visible rows, collects every id (R8); with `selection:`, `tap REF/List/Text(\"Row\")` selects the row showing it (its `.tag`, else its id; a Set selection becomes that row alone, R6.4)",
            binding: "selection", interaction: .select, lazy: true),
        view("LazyVStack", "Containers", "a lazy vertical stack: builds the visible rows (R8)", lazy: true),
        view("LazyHStack", "Containers", "a lazy horizontal stack: builds the visible rows (R8)", lazy: true),
        view("ScrollView", "Containers", "a scrolling container; builds its content"),
        view("NavigationStack", "Containers", "a navigation container; builds its root content"),
        view("NavigationView", "Containers", "the older navigation container; builds its content"),
        view("Section", "Containers", "a list or form section, with optional header and footer slots"),
        view("Form", "Containers", "a form container; builds every child"),
        view(
            "TabView", "Containers",
            "a tab container; builds every tab's content; reads `selection:`; `tap TabView/Text(\"Tab\")` selects the tab tagged so (without `selection:`, the tab that shows it); only the selected tab's controls are on screen, and the tab bar stays over a screen pushed in a tab; only the selected tab's views appear (R10.1)",
            binding: "selection", interaction: .select),
        view(
            "GeometryReader", "Containers",
            "builds its content closure with a proxy of the simulated screen (393 × 852 points): `proxy.size`, `frame(in:)`"
        ),
        view(
            "NavigationSplitView", "Containers",
            "a split navigation container; builds its sidebar, content and detail columns"),
        view("ToolbarItem", "Containers", "an item in `.toolbar { }`; builds its content"),
        view("ToolbarItemGroup", "Containers", "a group of items in `.toolbar { }`; builds its content"),
        view("LazyVGrid", "Containers", "a lazy vertical grid: builds the visible rows (R8)", lazy: true),
        view("LazyHGrid", "Containers", "a lazy horizontal grid: builds the visible rows (R8)", lazy: true),
        view("Grid", "Containers", "a grid layout; builds every row"),
        view("GridRow", "Containers", "a row of a Grid; builds every cell"),
        view(
            "ViewThatFits", "Containers",
            "builds every candidate child (R0.1); simplified: which one fits is not decided, all are shown"),
        view(
            "AnyView", "Containers",
            "a type-erased view: one identity; a different wrapped view type is a new view (R1.1)"),
        view(
            "ScrollViewReader", "Containers",
            "builds its content with a proxy; `proxy.scrollTo(id)` records the request (no layout)"),
        view("ForEach", "Containers", "one row per element, identified by its id (R1.4)"),
        view(
            "EquatableView", "Containers",
            "`EquatableView(content: Row(…))`: its content compared with its own `==`, as `.equatable()` does (R2.5)"),
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
        view(
            "DisclosureGroup", "Controls",
            "builds its content only while expanded: its `isExpanded` binding, or its own state (collapsed at first); `tap REF` expands or collapses it",
            binding: "isExpanded", interaction: .toggle),
        view("TextField", "Controls", "reads its `text` binding", binding: "text"),
        view("SecureField", "Controls", "reads its `text` binding", binding: "text"),
        view("TextEditor", "Controls", "a multi-line text field; reads its `text` binding", binding: "text"),
        view(
            "Picker", "Controls",
            "reads its `selection` binding; `tap Picker(\"Title\")/Text(\"Option\")` writes the option's `.tag` (any style)",
            binding: "selection", interaction: .select),
        view(
            "DatePicker", "Controls", "reads its `selection` binding (a Date); a step writes it", binding: "selection"),
        view(
            "Stepper", "Controls",
            "reads its `value` binding; `tap REF/Stepper` adds `step:` (1) and `tap REF/Stepper/Button(\"-\")` takes it away, within `in:`",
            binding: "value", interaction: .increment),
        view("Slider", "Controls", "reads its `value` binding; a step writes it", binding: "value"),
        view("Menu", "Controls", "a menu: builds its buttons, each tappable by its title"),
        view("Link", "Controls", "a link to a URL; `tap` calls the environment's `openURL`", interaction: .openURL),
        view("ShareLink", "Controls", "a share button; shows its item, nothing to simulate"),
        view(
            "EditButton", "Controls",
            "shown; simplified: edit mode is not simulated, and `delete REF` and `move REF to N` edit a ForEach's rows without it"
        ),
        view(
            "NavigationLink", "Controls",
            "`tap` pushes: `value:` onto the enclosing NavigationStack's path, or its `destination` (R0.7)",
            interaction: .push),
        // Content.
        view("Text", "Content", "shows a string; its argument is what is drawn"),
        view("Image", "Content", "shows an image by name or `systemName:`"),
        view("Label", "Content", "a title and an icon"),
        view("LabeledContent", "Content", "a label and a value (`value:`, or a content closure)"),
        view(
            "ContentUnavailableView", "Content",
            "an empty state: a title, an icon and a description; its `actions:` buttons can be tapped"),
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
        later("TimelineView", "rebuilds its content on a schedule", "'every' in a step, or '.task' with a loop"),
        later("ColorPicker", "a control that edits a colour binding", "a Button that sets the colour"),
        later("Canvas", "immediate-mode drawing", "a shape"),
        later(
            "PhaseAnimator", "animates its content through a sequence of phases", "the content without the animation"),
        later("AsyncImage", "an image loaded from a URL", "'Image'"),
        later("OutlineGroup", "a tree of rows", "nested 'ForEach'"),
        later("ControlGroup", "a group of controls", "'HStack'"),
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
