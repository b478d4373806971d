// Catalogue entries for view modifiers. A modifier not listed here is accepted as a
// visual attribute, like the `visual` entries below (Guides/Language.md, "Modifiers").
// Families: Sources/ViewGraphEngine/Builtins/Modifiers/.

extension BuiltinCatalogue {
    private static func modifier(
        _ name: String, _ effect: ModifierEffect, _ doc: String, status: BuiltinStatus = .simulated,
        signatures: [[String]] = []
    ) -> BuiltinEntry {
        let family: String
        switch effect {
        case .appear, .disappear, .task, .changeObserver: family = "Modifiers/Lifecycle"
        case .environment, .environmentObject: family = "Modifiers/Environment"
        case .identity, .equatableGate: family = "Modifiers/Identity"
        case .content: family = "Modifiers/Content"
        case .presentation, .navigationDestination: family = "Modifiers/Presentation"
        case .visual: family = "Modifiers/Visual"
        }
        return BuiltinEntry(
            name, kind: .modifier, signatures: signatures, effect: effect,
            status: effect == .visual && status == .simulated ? .inert : status, doc: doc, family: family)
    }

    private static func visual(_ name: String, _ doc: String) -> BuiltinEntry {
        modifier(name, .visual, doc)
    }

    static let modifiers: [BuiltinEntry] = [
        // Lifecycle (R10).
        modifier(
            "onAppear", .appear,
            "runs its action after the view's identity appears, and again when a pop or a tab switch brings the view back on screen (R10.1)"
        ),
        modifier(
            "onDisappear", .disappear,
            "runs its action when the identity goes away, or a push or a tab switch takes the view off screen (R10.1)"),
        modifier(
            "task", .task,
            "starts work owned by the view; cancelled with it, or when a push or a tab switch takes it off screen (and started again when it comes back); restarts when `id:` changes (R10.2); a step card reports the cancel only when work of the task was left (a body that had returned, with no timer or child left, has nothing to cancel)"
        ),
        modifier(
            "onReceive", .task,
            "runs its action with each value the publisher sends while the view exists; cancelled with it (R10.5)",
            signatures: [["_", "_"], ["_", "perform"]]),
        modifier(
            "onChange", .changeObserver,
            "runs its action after an update in which `of:` differs from its last value (`initial: true` also at appear; R10.4)",
            signatures: [["of", "_"], ["of", "initial", "_"], ["of", "perform"]]),
        // Environment (R7).
        modifier("environment", .environment, "writes a key, or an @Observable object, into the subtree's environment"),
        modifier("environmentObject", .environmentObject, "puts an ObservableObject into the subtree's environment"),
        modifier(
            "preferredColorScheme", .environment,
            "sets `\\.colorScheme` for the whole presentation it is in (the app's window, a sheet, a cover or a popover), the views above it too, from the next frame; `nil` follows the system (`.light`); the first preference in tree order wins (R7.1)"
        ),
        // Identity and comparison (R1.5, R2.2).
        modifier("id", .identity, "gives the view an explicit identity; a new value is a new view (R1.5)"),
        modifier("equatable", .equatableGate, "compares the view with its own `==` before running its body (R2.2)"),
        // Content built with the body it modifies.
        modifier("overlay", .content, "draws content above the view; `{ }` content is built with the body"),
        modifier("background", .content, "draws content behind the view; `{ }` content is built with the body"),
        modifier("mask", .content, "masks the view with content; `{ }` content is built with the body"),
        modifier("safeAreaInset", .content, "insets content at an edge; its content is built with the body"),
        modifier("toolbar", .content, "toolbar content, built with the body"),
        modifier(
            "tabItem", .content,
            "a tab's item in the tab bar, built with the body; `tap TabView/Label(\"Tab\")` selects its tab"),
        modifier(
            "swipeActions", .content,
            "a row's swipe buttons: SwiftUI calls the closure with the body, so they are built then; a step taps one"),
        modifier(
            "contextMenu", .content,
            "a context menu's items: built with the body, like `.swipeActions`; a step taps one"),
        // Presentations and navigation: content built later, when presented (R0.6, R0.7).
        modifier(
            "sheet", .presentation,
            "presents content while `isPresented:` is true or `item:` is not nil; built then, with its own identity (R0.6)"
        ),
        modifier("fullScreenCover", .presentation, "presents content full screen, like `.sheet` (R0.6)"),
        modifier("popover", .presentation, "presents content in a popover, like `.sheet` (R0.6)"),
        modifier(
            "alert", .presentation,
            "presents an alert's actions and message while `isPresented:` is true (or `presenting:` is not nil) (R0.6)"),
        modifier(
            "confirmationDialog", .presentation, "presents a dialog's actions and message, like `.alert` (R0.6)"),
        modifier("inspector", .presentation, "presents an inspector while `isPresented:` is true (R0.6)"),
        modifier(
            "navigationDestination", .navigationDestination,
            "content pushed for a value of a type (`for:`), while `isPresented:` is true, or for `item:` (R0.7)"),
        // Gestures and actions.
        visual(
            "onTapGesture",
            "runs its action when a step taps the view (`tap Gallery/Text(\"Photo 1\")`); `count:` is accepted, one tap runs it"
        ),
        modifier("gesture", .visual, "attaches a gesture", status: .notSimulated),
        modifier(
            "modifier", .visual,
            "applies a custom `ViewModifier`: its `body(content:)` is built with the body that applies it, the view as `content` (simplified: it is not a body of its own)"
        ),
        visual(
            "onDelete",
            "on a ForEach: its action gets the offsets of the rows a swipe deletes (`delete REF`), as an `IndexSet`"),
        visual(
            "onMove",
            "on a ForEach: its action gets the offsets of the rows a drag moves and where to (`move REF to N`)"),
        visual(
            "deleteDisabled",
            "on a ForEach row: `true` turns swipe-to-delete off for that row, so `delete` on it runs nothing"),
        visual(
            "moveDisabled", "on a ForEach row: `true` turns dragging off for that row, so `move` on it runs nothing"),
        visual(
            "refreshable",
            "runs its action in a task when a step pulls a List or ScrollView inside it to refresh (`refresh REF`); the innermost one covering the list wins"
        ),
        visual(
            "onSubmit",
            "runs its action when a step presses Return in a text field inside it (`submit REF`); `of: .search` is a search field's"
        ),
        visual("submitScope", "stops `submit REF` in a field inside it from reaching an `.onSubmit` further out"),
        visual(
            "scrollPosition",
            "`id:` binds the id of the row at the top: `scroll REF to N` on the scroll view or list it modifies writes row N's ForEach id; simplified: writing the binding does not scroll"
        ),
        visual(
            "onLongPressGesture",
            "keeps its action; simplified: no step long-presses, so it never runs (call what it calls with `do`)"),
        visual("onHover", "keeps its action; simplified: there is no pointer, so it never runs"),
        visual("onKeyPress", "keeps its action; simplified: there is no keyboard, so it never runs"),
        visual("onOpenURL", "keeps its action; simplified: no URL is opened, so it never runs"),
        visual(
            "searchable",
            "a search field bound to `text:`, listed by `controls`; a step writes the string. The views inside see `isSearching` true while `isPresented:` is, or else while the text is not empty (simplified: as of the last run of the body that applies it)"
        ),
        visual("focused", "binds the view's focus to a `@FocusState`; a step writes the focus state (no keyboard)"),
        modifier(
            "onGeometryChange", .appear,
            "runs its action with the geometry of the simulated screen once, when the view appears (sizes never change)"
        ),
        // Visual attributes: evaluated and shown, no effect on updates.
        visual("padding", "space around the view"),
        visual("frame", "a size or size range"),
        visual("font", "the text font"),
        visual("foregroundStyle", "the foreground colour or style"),
        visual("foregroundColor", "the foreground colour"),
        visual("opacity", "transparency"),
        visual("offset", "moves the drawing"),
        visual("border", "a border"),
        visual("cornerRadius", "rounded corners"),
        visual("clipShape", "clips to a shape"),
        visual("shadow", "a shadow"),
        visual(
            "disabled",
            "`.disabled(true)`: the controls in the view and below it ignore taps (`isEnabled` is false in their environment)"
        ),
        visual("hidden", "hides the view; it is still built"),
        visual("tag", "a tag value"),
        visual("tint", "the accent colour"),
        visual("bold", "bold text"),
        visual("italic", "italic text"),
        visual(
            "animation",
            "`.animation(_:value:)`: the value is read with the body; changes are applied, nothing is animated (R9.6)"),
        visual("transition", "an insertion and removal transition; not modelled"),
        visual(
            "transaction", "changes the animation of the changes below it; nothing is animated, its closure is not run"),
        visual("fixedSize", "ideal size"),
        visual("layoutPriority", "layout priority"),
        visual("listStyle", "the list style"),
        visual("navigationTitle", "the navigation title"),
        visual("scaleEffect", "scales the drawing"),
        visual("rotationEffect", "rotates the drawing"),
        visual("rotation3DEffect", "rotates the drawing in 3D"),
        visual("lineLimit", "limits text lines"),
        visual("multilineTextAlignment", "aligns multiline text"),
        visual("accessibilityLabel", "an accessibility label"),
        visual("contentShape", "the hit-testing shape"),
        visual("zIndex", "drawing order"),
        visual("buttonStyle", "the button style"),
        visual("labelStyle", "the label style"),
        visual("tableStyle", "the table style"),
        visual("ignoresSafeArea", "extends into the safe area"),
        visual("redacted", "draws a placeholder"),
        visual("unredacted", "draws the content where a placeholder was asked for"),
        visual("clipped", "clips to the frame"),
    ]
}
