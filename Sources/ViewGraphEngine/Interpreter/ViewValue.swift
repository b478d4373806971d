// View values: what one evaluation of a body produces (R0.1), with the modifiers
// applied to them and their effects (R0.5, R1.5, R2.2, R7, R10). Short-lived: the
// graph keeps what persists (ViewNode). Exact for identity and update purposes;
// layout is not modelled.
import ViewGraphDiagnostics
import ViewGraphSyntax

/// A view *value*: what one evaluation of a `body` produces (R0.1). Short-lived;
/// the view graph keeps what persists (`ViewNode`).
package final class ViewValue {
    package enum Kind {
        /// A scenario `View` struct: it has a body of its own and becomes a graph node.
        case custom(StructInstance)
        /// A builtin view: `Text`, `Image`, `Button`, `VStack`, `List`, …
        case primitive(String)
        /// `ForEach`: its children are rows, each with the element's id as explicit identity.
        case forEach
        /// The branch taken by an `if`/`else`/`switch` in a view builder (R1.2).
        case conditional(branch: Int)
        /// Several views from one builder block.
        case group
        /// An `if` with no `else` whose condition was false, or `EmptyView()`.
        case empty
    }

    package var kind: Kind
    /// The expression that produced the view: its structural position (R1.1).
    package let site: NodeID
    package let range: SourceRange
    /// Arguments shown in rendered output (`Text("…")`, `Image(systemName:)`).
    package var arguments: [(label: String?, value: Value)]
    package var children: [ViewValue]
    package var modifiers: [ViewModifierValue]
    /// Explicit identity: the ForEach element id, or `.id(_:)` (R1.1, R1.4, R1.5).
    package var explicitID: ValueKey? {
        get { rare?.explicitID }
        set { if rare != nil || newValue != nil { rareFields.explicitID = newValue } }
    }
    /// Set on ForEach rows: how the id was derived (for findings).
    package var idSource: ForEachIDSource? {
        get { rare?.idSource }
        set { if rare != nil || newValue != nil { rareFields.idSource = newValue } }
    }
    /// Set on ForEach rows: the element's id as a value, the row's implicit `.tag` in a
    /// Picker (SwiftUI tags each ForEach view with its id).
    package var idValue: Value? {
        get { rare?.idValue }
        set { if rare != nil || newValue != nil { rareFields.idValue = newValue } }
    }
    /// A Button's or Toggle's action, run by `tap`.
    package var action: Closure? {
        get { rare?.action }
        set { if rare != nil || newValue != nil { rareFields.action = newValue } }
    }
    /// For a `Toggle`/`TextField`: the binding it edits.
    package var binding: BindingValue? {
        get { rare?.binding }
        set { if rare != nil || newValue != nil { rareFields.binding = newValue } }
    }
    /// For lazy containers: rows not yet built (R8.1, R8.2).
    /// A lazy container's children as its body built them, before the rows outside the
    /// window were left out: a scroll shows them from here (R8.1). Nil until first expanded.
    var lazyChildren: [ViewValue]? {
        get { rare?.lazyChildren }
        set { if rare != nil || newValue != nil { rareFields.lazyChildren = newValue } }
    }
    package var deferredRows: [DeferredRow] {
        get { rare?.deferredRows ?? [] }
        set { if rare != nil || newValue.isEmpty == false { rareFields.deferredRows = newValue } }
        _modify { yield &rareFields.deferredRows }
    }
    /// The content closure of a container that calls it itself, after the body that built
    /// the container (`GeometryReader { proxy in … }`): built, like a ForEach row, as a row
    /// content with its own tracking (R2.7), into `children[slot]`.
    package var deferredContent: (row: DeferredRow, slot: Int)? {
        get { rare?.deferredContent }
        set { if rare != nil || newValue != nil { rareFields.deferredContent = newValue } }
    }
    /// A lazy container's row just off screen, kept with its state but not shown (R8.4).
    package var isKeptOffscreen: Bool {
        get { rare?.isKeptOffscreen ?? false }
        set { if rare != nil || newValue { rareFields.isKeptOffscreen = newValue } }
    }
    /// A TabView without `selection:`: its binding is to the selection the TabView keeps as
    /// state of its identity, the index of the selected tab (R5.1, R1.3).
    package var ownsSelection: Bool {
        get { rare?.ownsSelection ?? false }
        set { if rare != nil || newValue { rareFields.ownsSelection = newValue } }
    }
    /// A pushed screen with another screen pushed over it (R0.7): kept, not on screen.
    package var isCoveredScreen: Bool {
        get { rare?.isCoveredScreen ?? false }
        set { if rare != nil || newValue { rareFields.isCoveredScreen = newValue } }
    }

    /// What only some kinds of view have (an explicit id, a control's action or binding,
    /// a ForEach's rows, a kept row's mark), in one object made the first time one is
    /// set: most view values (a row's `Text`) are smaller without them.
    private var rare: RareFields?
    private var rareFields: RareFields {
        if let rare { return rare }
        let made = RareFields()
        rare = made
        return made
    }

    private final class RareFields {
        var explicitID: ValueKey?
        var idSource: ForEachIDSource?
        var idValue: Value?
        var action: Closure?
        var binding: BindingValue?
        var deferredRows: [DeferredRow] = []
        var deferredContent: (row: DeferredRow, slot: Int)?
        var lazyChildren: [ViewValue]?
        var isKeptOffscreen = false
        var isCoveredScreen = false
        var ownsSelection = false
    }

    package init(kind: Kind, site: NodeID, range: SourceRange) {
        self.kind = kind
        self.site = site
        self.range = range
        self.arguments = []
        self.children = []
        self.modifiers = []
    }

    package var primitiveName: String? {
        if case .primitive(let name) = kind { return name }
        return nil
    }

    package var isForEach: Bool {
        if case .forEach = kind { return true }
        return false
    }

    package var customInstance: StructInstance? {
        if case .custom(let instance) = kind { return instance }
        return nil
    }

    package var isLazyContainer: Bool {
        guard let name = primitiveName else { return false }
        return Self.lazyContainerNames.contains(name)
    }

    /// The catalogue's lazy containers as a list: asked for every view walked after every
    /// body, and comparing a name with these few (a couple of machine words each) costs
    /// less than hashing it into the catalogue's set.
    private static let lazyContainerNames = BuiltinCatalogue.lazyContainerNames.sorted()
}

/// How a ForEach row got its identity (R1.4), for the unstable-identity finding.
package enum ForEachIDSource: Equatable {
    /// `ForEach(items)` with Identifiable elements, or `id: \.key`.
    case keyPath(String)
    /// `ForEach(0..<n)`, `ForEach(items.indices, id: \.self)`: identity is the position.
    case offset
    /// No ForEach: the content closure of the named container (`GeometryReader`), called
    /// once, with no element.
    case escapingContent(String)
}

/// A ForEach row inside a lazy container that has not been built yet.
package struct DeferredRow {
    package var id: ValueKey
    /// The id as a value (`id` is its hashable key): the row's implicit tag.
    package var idValue: Value
    package var element: Value
    package var content: Closure
    package var forEachSite: NodeID
    package var idSource: ForEachIDSource
    package var range: SourceRange

    /// For the content of a container that keeps an escaping content closure and calls it
    /// itself (`GeometryReader`, `ScrollViewReader`, `DisclosureGroup`): the container's
    /// name. Its content is one row with no id of its own (R2.7). (Kept in `idSource`, so a
    /// ForEach's many rows are no larger to copy.)
    package var escapingContainer: String? {
        if case .escapingContent(let container) = idSource { return container }
        return nil
    }
}

/// A modifier applied to a view value: `.font(.headline)`, `.task { }`, `.id(x)`.
package struct ViewModifierValue {
    package var name: String
    /// What the modifier does to the graph (from the builtin catalogue; `.visual` for a
    /// modifier it does not list).
    package var effect: ModifierEffect
    package var arguments: [(label: String?, value: Value)]
    /// Content views a content modifier built with the body (`.overlay { Badge() }`),
    /// one labelled slot per closure.
    package var content: [ViewValue]
    package var site: NodeID
    package var range: SourceRange

    /// Whether the modifier is part of the rendered output: visual attributes and
    /// modifiers with content are; lifecycle, environment and identity modifiers are not.
    package var isShownInOutput: Bool {
        // The host every NavigationStack adds for `NavigationLink(destination:)` pushes is
        // the engine's, not a modifier the source wrote.
        if name == "navigationLinkDestinations" { return false }
        switch effect {
        case .visual, .content, .presentation, .navigationDestination: return true
        case .appear, .disappear, .task, .changeObserver, .environment, .environmentObject, .identity,
            .equatableGate:
            return false
        }
    }
}
