// The persistent half of a view (R0.1): one `ViewNode` per view identity, living as
// long as the identity does (R1.3). Faithfulness: simplified — SwiftUI keeps one
// attribute per input and dynamic property; the simulator keeps the same facts
// (last value, storage, dependencies, last output) on one object per identity.
import ViewGraphDiagnostics
import ViewGraphSyntax

/// One piece of a view's identity path (R1.1): its structural position in the
/// parent's body, the branch it sits in, and explicit ids.
package enum IdentityComponent: Hashable {
    /// The expression that created the view (its place in the parent's body).
    case site(NodeID)
    /// The `if`/`else`/`switch` branch (R1.2).
    case branch(Int)
    /// A ForEach element id (R1.4).
    case element(ValueKey)
    /// `.id(_:)` (R1.5).
    case explicit(ValueKey)
}

/// Why a live view is not on screen. It keeps its identity and state; its disappear
/// actions ran and its `.task`s were cancelled when it left the screen, and its appear
/// actions run again when it comes back (R10.1, R10.2).
package enum OffScreenCause: Equatable {
    /// A lazy container's row just outside the visible window (R8.4).
    case keptRow
    /// Under a screen pushed onto its navigation stack (R0.7).
    case coveredByPush
    /// In a TabView's tab that is not selected.
    case otherTab
}

/// A view identity: the path of components from the root.
package struct Identity: Hashable {
    package var components: [IdentityComponent]

    package init(_ components: [IdentityComponent]) {
        self.components = components
    }

    /// This identity followed by `local`, exactly sized: a view keeps its identity for
    /// as long as it lives. Below the root (an empty path) it is `local` itself.
    func appending(_ local: [IdentityComponent]) -> Identity {
        if components.isEmpty { return Identity(local) }
        var joined: [IdentityComponent] = []
        joined.reserveCapacity(components.count + local.count)
        joined.append(contentsOf: components)
        joined.append(contentsOf: local)
        return Identity(joined)
    }
}

extension Array {
    /// A copy whose buffer holds exactly its elements (one allocation, no room to grow):
    /// for arrays that are kept for a long time, many of them.
    func exactlySized() -> [Element] {
        var copy: [Element] = []
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        return copy
    }
}

/// A view identity in the graph, with everything SwiftUI keeps between updates.
///
/// **What it models.** In real SwiftUI this is a cluster of attributes: the view
/// value supplied by the parent, one storage attribute per dynamic property, and the
/// body attribute (R0.1). A node is one identity: its type, its structural position
/// and explicit id (R1.1, R1.4, R1.5), its latest value, its `@State` boxes and
/// `@StateObject` objects, what its last body read (Observation reads, published
/// objects, state boxes, environment keys), its rendered output and its lifecycle
/// records (`.onAppear`, `.task`, `.onChange`).
///
/// **Example.** `ForEach(trails) { TrailRow(trail: $0) }` in `TrailList` makes one
/// node per trail, `TrailRow[1]` … `TrailRow[4]` (`displayName`), each a child of the
/// `TrailList` node with the trail's id as its explicit identity.
///
/// **Invariants.** A node is alive from its creation until its identity leaves its
/// parent's output (then `destroy` clears its subscriptions and ends its lifecycle);
/// `value` is always the latest view value the parent produced; `states` is created
/// once, from the first value's initial values (R5.1); `children` are in the order of
/// the parent's output.
///
/// **Cost.** A few hundred bytes plus what its body read; lookups by identity are
/// dictionary lookups in the parent's reconciliation; `depth` and the index among its
/// siblings are stored, so tree order is cheap.
///
/// **Left out.** SwiftUI's per-attribute invalidation inside one view (a node runs its
/// whole body or not at all) and preference or layout attributes.
package final class ViewNode {
    package let type: StructType
    package let identity: Identity
    /// The latest view value from the parent: the inputs compared by R2.
    package var value: StructInstance
    /// The parent view: nil for the root (and, like a weak reference, once the parent is freed).
    package var parent: ViewNode? { parentLink?.target }
    private let parentLink: NodeLink?
    package var children: [ViewNode] = [] {
        didSet {
            var moved = oldValue.count != children.count
            for (index, child) in children.enumerated() {
                if Int(child.indexInParent) != index || (index < oldValue.count && oldValue[index] !== child) {
                    moved = true
                }
                child.indexInParent = Int32(index)
            }
            if moved { treeShape.version &+= 1 }
        }
    }
    // Small fields are declared together (the flags in the padding after `displayID`,
    // two 32-bit positions side by side): a view of a large list is that much smaller.
    /// This view's position in its parent's `children` when they were last set, or -1
    /// once it left them: `treeOrder` checks it instead of searching the siblings.
    private var indexInParent: Int32 = 0
    /// Bounded by `Limits.viewDepth`.
    private let storedDepth: Int32
    package var depth: Int { Int(storedDepth) }
    /// Creation order: a stable tie-breaker for deterministic output.
    package let serial: Int
    /// The id shown in REFs (`TrailRow[2]`): the innermost explicit id of the path.
    package let displayID: ValueKey?
    package var isAlive = true
    /// The synthetic root that holds the `app` block's views; never reported.
    package let isRoot: Bool
    /// Why this view is alive, with its state, but not on screen, when it is not: the
    /// lazy-container row it is the top of is kept just off screen (R8.4), or a pushed
    /// screen covers it, or its tab is not selected (R0.7, R10.1). It has no appear
    /// actions until it is shown.
    package var offScreen: OffScreenCause?
    /// Wrapped in `.equatable()` by the parent: `==` always decides (R2.5).
    package var isEquatableWrapped = false
    package let displayIDText: String?
    /// For a ForEach row: whether its id is a key of the data or its position (R1.4).
    package var idSource: ForEachIDSource?

    // MARK: Storage (R5)
    package var states: [String: StateBox] {
        get { cold?.states ?? [:] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.states = newValue } }
        _modify { yield &coldStorage.states }
    }
    package var stateObjects: [String: Value] {
        get { cold?.stateObjects ?? [:] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.stateObjects = newValue } }
        _modify { yield &coldStorage.stateObjects }
    }

    // MARK: Inputs from the parent
    /// Environment writes between the parent and this view, from the parent's output.
    package var environmentWrites: [(key: EnvironmentKey, value: Value)] {
        get { cold?.environmentWrites ?? [] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.environmentWrites = newValue } }
        _modify { yield &coldStorage.environmentWrites }
    }
    /// The environment this view sees (R7).
    package var environment: EnvironmentValues
    /// An `.onTapGesture` the parent's output puts on this view: `tap` runs it.
    package var tapGesture: ViewModifierValue? {
        get { cold?.tapGesture }
        set { if cold != nil || newValue != nil { coldStorage.tapGesture = newValue } }
    }

    // MARK: Dependencies of the last body run
    /// Environment keys the last body read, with the values it saw (R7.1).
    package var environmentReads: [EnvironmentKey: Value] {
        get { cold?.environmentReads ?? [:] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.environmentReads = newValue } }
        _modify { yield &coldStorage.environmentReads }
    }
    package var environmentReadOrder: [EnvironmentKey] {
        get { cold?.environmentReadOrder ?? [] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.environmentReadOrder = newValue } }
        _modify { yield &coldStorage.environmentReadOrder }
    }
    package var stateBoxesRead: [StateBox] {
        get { cold?.stateBoxesRead ?? [] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.stateBoxesRead = newValue } }
        _modify { yield &coldStorage.stateBoxesRead }
    }
    /// For each state read through a `@Binding` property in the last body run: that
    /// property's name (R6.1).
    package var bindingReads: [ObjectIdentifier: String] {
        get { cold?.bindingReads ?? [:] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.bindingReads = newValue } }
        _modify { yield &coldStorage.bindingReads }
    }
    /// The controls its last body built with a binding they read themselves (R6.1).
    package var boundControls: [BoundControl] {
        get { cold?.boundControls ?? [] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.boundControls = newValue } }
        _modify { yield &coldStorage.boundControls }
    }
    /// Stored properties of the view its last body read (not closures run later), by index.
    package var propertiesRead = IndexSet64()
    package var observableReads: [ObservableRead] = []
    package var publishedReads: [(object: ObjectInstance, field: Int)] {
        get { cold?.publishedReads ?? [] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.publishedReads = newValue } }
        _modify { yield &coldStorage.publishedReads }
    }
    /// ObservableObjects this view subscribes to (R3.1).
    package var subscriptions: [ObjectInstance] {
        get { cold?.subscriptions ?? [] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.subscriptions = newValue } }
        _modify { yield &coldStorage.subscriptions }
    }
    /// Bumped after each body run: a tracker from an older run is stale (R4.3).
    package var trackingGeneration = 0
    /// The frame (`Simulation.frameIndex`) in which its body last ran: a view runs at
    /// most once a frame (R0.2, R9.5).
    var lastRunFrame = -1

    // MARK: Output
    package var output: ViewValue?
    package var renderedLines: [String] = []
    /// The ForEach rows among `renderedLines` (ids and line ranges).
    package var renderedRows: [RenderedRow] {
        get { cold?.renderedRows ?? [] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.renderedRows = newValue } }
        _modify { yield &coldStorage.renderedRows }
    }
    /// Every row of each ForEach in `renderedLines`, shown or not: a lazy container shows
    /// only its window, and a row that enters or leaves the window is not inserted or
    /// removed (R8.1).
    package var renderedForEachRows: [RenderedForEach] {
        get { cold?.renderedForEachRows ?? [] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.renderedForEachRows = newValue } }
    }
    /// Lifecycle modifiers seen in the output (`.onAppear`, `.task`), by key.
    package var lifecycles: [String: LifecycleRecord] {
        get { cold?.lifecycles ?? [:] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.lifecycles = newValue } }
        _modify { yield &coldStorage.lifecycles }
    }
    /// First visible row of each lazy container in this view's output (R8).
    /// The expansion of each `DisclosureGroup` without `isExpanded:` in its body, by the
    /// group's site and the ForEach row it is in.
    var disclosureStates: [DisclosureKey: StateBox] {
        get { cold?.disclosureStates ?? [:] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.disclosureStates = newValue } }
        _modify { yield &coldStorage.disclosureStates }
    }
    /// The views of its lazy containers that are not ForEach rows (a footer) and are built
    /// now, by site: one just off screen stays built (R8.4).
    var shownLazyStatics: Set<NodeID> {
        get { cold?.shownLazyStatics ?? [] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.shownLazyStatics = newValue } }
    }
    package var scrollOffsets: [NodeID: Int] {
        get { cold?.scrollOffsets ?? [:] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.scrollOffsets = newValue } }
        _modify { yield &coldStorage.scrollOffsets }
    }
    /// The first data of each `ForEach(range)` without `id:` in this view's body, by
    /// site: such a ForEach reads its data once (R1.4).
    package var constantForEachData: [NodeID: [Value]] {
        get { cold?.constantForEachData ?? [:] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.constantForEachData = newValue } }
        _modify { yield &coldStorage.constantForEachData }
    }
    /// The paths of the NavigationStacks in this view's body, by site: state the stack
    /// owns (its path when no `path:` binding is given, and what links pushed; R0.7).
    package var navigationPaths: [NodeID: (values: StateBox, links: StateBox)] {
        get { cold?.navigationPaths ?? [:] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.navigationPaths = newValue } }
        _modify { yield &coldStorage.navigationPaths }
    }
    /// The selections of the TabViews without `selection:` in this view's body, by site:
    /// state each TabView owns, the index of its selected tab.
    package var tabSelections: [NodeID: StateBox] {
        get { cold?.tabSelections ?? [:] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.tabSelections = newValue } }
        _modify { yield &coldStorage.tabSelections }
    }
    /// The TabViews and NavigationStacks of the last output, in walk order: what is on
    /// screen below them changes with a selection or a path the body need not read.
    var screenContainers: [ViewValue] {
        get { cold?.screenContainers ?? [] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.screenContainers = newValue } }
    }
    /// For each of `screenContainers`, what it showed when the output was last walked: a
    /// TabView's selected tab, a stack's count of pushed screens.
    var screenSignature: [Int] {
        get { cold?.screenSignature ?? [] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.screenSignature = newValue } }
    }
    /// The first non-nil `.preferredColorScheme(_:)` in the last output, if any.
    var colorSchemePreference: Value? {
        get { cold?.colorSchemePreference }
        set { if cold != nil || newValue != nil { coldStorage.colorSchemePreference = newValue } }
    }
    /// Where each of those NavigationStacks and TabViews was in this view's body at its
    /// last run (its identity below this view, R1.1): one at another place is a new one.
    package var navigationStackPlaces: [NodeID: [IdentityComponent]] {
        get { cold?.navigationStackPlaces ?? [:] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.navigationStackPlaces = newValue } }
        _modify { yield &coldStorage.navigationStackPlaces }
    }
    /// The ForEach row contents built in this view's output, by ForEach site and
    /// element ids: each element's content closure evaluation, tracked on its own (R2.7).
    package var rowContents: [RowContentKey: RowContent] {
        get { cold?.rowContents ?? [:] }
        set { if cold != nil || newValue.isEmpty == false { coldStorage.rowContents = newValue } }
        _modify { yield &coldStorage.rowContents }
    }

    // MARK: Cold storage
    /// What most views never have (state, environment reads, lifecycles, rows of their
    /// own, …), in one object made the first time one of them is set: a row of a large
    /// list is then one pointer lighter for each. Reading an absent field reads empty;
    /// setting one empty while there is no cold storage makes none.
    private var cold: ColdStorage?
    private var coldStorage: ColdStorage {
        if let cold { return cold }
        let made = ColdStorage()
        cold = made
        return made
    }

    private final class ColdStorage {
        var states: [String: StateBox] = [:]
        var stateObjects: [String: Value] = [:]
        var environmentWrites: [(key: EnvironmentKey, value: Value)] = []
        var environmentReads: [EnvironmentKey: Value] = [:]
        var environmentReadOrder: [EnvironmentKey] = []
        var stateBoxesRead: [StateBox] = []
        var bindingReads: [ObjectIdentifier: String] = [:]
        var boundControls: [BoundControl] = []
        var publishedReads: [(object: ObjectInstance, field: Int)] = []
        var subscriptions: [ObjectInstance] = []
        var renderedRows: [RenderedRow] = []
        var renderedForEachRows: [RenderedForEach] = []
        var lifecycles: [String: LifecycleRecord] = [:]
        var scrollOffsets: [NodeID: Int] = [:]
        var shownLazyStatics: Set<NodeID> = []
        var disclosureStates: [DisclosureKey: StateBox] = [:]
        var constantForEachData: [NodeID: [Value]] = [:]
        var navigationPaths: [NodeID: (values: StateBox, links: StateBox)] = [:]
        var navigationStackPlaces: [NodeID: [IdentityComponent]] = [:]
        var tabSelections: [NodeID: StateBox] = [:]
        var screenContainers: [ViewValue] = []
        var screenSignature: [Int] = []
        var colorSchemePreference: Value?
        var rowContents: [RowContentKey: RowContent] = [:]
        var siblingOrdinal: Int?
        var tapGesture: ViewModifierValue?
    }

    // MARK: Invalidation
    package var pendingCauses: [RunReason] = []

    init(
        type: StructType, identity: Identity, value: StructInstance, parent: ViewNode?, serial: Int,
        displayID: ValueKey?, displayIDText: String?, environment: EnvironmentValues, isRoot: Bool = false
    ) {
        self.type = type
        self.identity = identity
        self.value = value
        self.parentLink = parent?.link
        self.treeShape = parent?.treeShape ?? TreeShape()
        self.storedDepth = Int32((parent?.depth ?? -1) + 1)
        self.serial = serial
        self.displayID = displayID
        self.displayIDText = displayIDText
        self.environment = environment
        self.isRoot = isRoot
        link.target = self
    }

    deinit {
        link.target = nil
    }

    /// A reference to this view that does not keep it alive (see `Link`).
    package let link = NodeLink()

    /// The REF that names this view: `TrailRow[2]`, `TrailList` when it has no id,
    /// or `PhotoTile#2` when siblings of the same type have no id to tell them apart.
    package var displayName: String {
        if let displayIDText { return "\(type.name)[\(displayIDText)]" }
        if let siblingOrdinal { return "\(type.name)#\(siblingOrdinal)" }
        return type.name
    }

    /// The position (from 1) among the parent's children of the same type that have
    /// no id, when there are several; nil for a view that is the only one of its type.
    package var siblingOrdinal: Int? {
        get { cold?.siblingOrdinal }
        set { if cold != nil || newValue != nil { coldStorage.siblingOrdinal = newValue } }
    }

    /// Whether the view declares any environment dependency (R7.1: such views are
    /// checked on every environment change above them).
    package var readsEnvironment: Bool {
        type.stored.contains {
            switch $0.wrapper {
            case .environmentKey?, .environmentType?, .environmentObject?: return true
            default: return false
            }
        }
    }

    /// Pre-order position from the root, for sorting reports in tree order. Kept until
    /// the tree's shape changes (`TreeShape`): a frame records the positions of the views
    /// it names, and most frames change no parent's children.
    package var treeOrder: [Int] {
        if cachedOrderVersion == treeShape.version { return cachedOrder }
        // One allocation: the path is at most `depth` long (the root's depth is 0).
        var path: [Int] = []
        path.reserveCapacity(depth)
        var node = self
        while let parent = node.parent {
            path.append(node.position(in: parent))
            node = parent
        }
        path.reverse()
        cachedOrder = path
        cachedOrderVersion = treeShape.version
        return path
    }

    /// Shared by every view of one tree: changes whenever any view's children change
    /// order, or one leaves its parent, so a cached `treeOrder` is current while it holds.
    final class TreeShape {
        var version = 0
    }
    private let treeShape: TreeShape
    private var cachedOrder: [Int] = []
    private var cachedOrderVersion = -1

    /// The index among the parent's children; `Int.max` for a view that left them.
    private func position(in parent: ViewNode) -> Int {
        guard indexInParent >= 0 else { return Int.max }
        let index = Int(indexInParent)
        if index < parent.children.count, parent.children[index] === self { return index }
        return parent.children.firstIndex { $0 === self } ?? Int.max
    }

    /// Called when this view's identity leaves its parent's output (R1.3).
    func leaveParent() {
        indexInParent = -1
        treeShape.version &+= 1
    }
}

extension Sequence where Element == ViewNode {
    /// Each view once, in the order first seen.
    package func uniqueViews() -> [ViewNode] {
        var seen: Set<ObjectIdentifier> = []
        return filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// In tree order (pre-order from the root), each view's position computed once;
    /// views at the same position (no longer in the tree) keep their order here.
    package func inTreeOrder() -> [ViewNode] {
        map { ($0, $0.treeOrder) }.sorted { $0.1.lexicographicallyPrecedes($1.1) }.map(\.0)
    }
}

/// A set of small non-negative integers (a view's stored-property indices): the first 64
/// in one word, the rest in a list. Marking a read allocates nothing for ordinary views.
package struct IndexSet64 {
    private var low: UInt64 = 0
    private var high: [Int] = []

    package init() {}

    package mutating func insert(_ index: Int) {
        if index < 64 {
            low |= 1 << UInt64(index)
        } else if high.contains(index) == false {
            high.append(index)
        }
    }

    package func contains(_ index: Int) -> Bool {
        index < 64 ? low & (1 << UInt64(index)) != 0 : high.contains(index)
    }
}

/// One @Observable read made by a body (for explanations; the tracking itself is
/// done by the Observation runtime).
package struct ObservableRead {
    package var object: ObjectInstance
    package var field: Int
    /// The call chain that made the read: `body › isFavorite(_:) › favoriteTrails`.
    package var chain: [String]
    /// Where the read is in the source (the member access that made it).
    package var site: SourceRange = SourceRange.at(0)

    package var propertyName: String { object.type.stored[field].name }
}

/// A lifecycle modifier (`.onAppear`, `.task`, `.onChange`, …) present in a view's output.
package struct LifecycleRecord {
    package var kind: String
    package var task: SimulatedTask?
    package var taskID: Value?
    package var onDisappear: Closure?
    /// For `.onChange(of:)`: the value it saw at the last body run.
    package var observedValue: Value?
    /// For `.onReceive`: the subscription, whose action follows the latest body's
    /// closure, and how to end it when the view goes (R10.5).
    package var receiver: Receiver?
    /// The modifier's position among the view's lifecycle modifiers at the last body run
    /// (tree order): records that end together end in this order, not in the order of
    /// their keys, whose text holds object addresses when a `ForEach` is keyed by objects.
    package var treePosition = 0

    /// An `.onChange(of:)` observer, which a screen covered by a push keeps (R10.4).
    package var isChangeObserver: Bool { kind == "onChange" }

    package init(kind: String, task: SimulatedTask?, taskID: Value?, onDisappear: Closure?) {
        self.kind = kind
        self.task = task
        self.taskID = taskID
        self.onDisappear = onDisappear
    }
}

extension Dictionary where Key == String, Value == LifecycleRecord {
    /// The keys of the records, in the tree order of their modifiers.
    package func keysInTreeOrder() -> [String] {
        sorted { ($0.value.treePosition, $0.key) < ($1.value.treePosition, $1.key) }.map(\.key)
    }
}

/// An `.onReceive` subscription held by a view (R10.5).
package final class Receiver {
    /// The action of the body run that last built the modifier.
    package var action: Closure
    /// Ends the subscription (made once per identity; R10.5).
    package var cancel: () -> Void = {}

    package init(action: Closure) {
        self.action = action
    }
}

/// The environment a view sees: built-in keys, `@Entry` keys, and objects placed
/// with `.environment(object)` (`.type(Name)`) or `.environmentObject` (`.object(Name)`).
package struct EnvironmentValues {
    /// The keys and values, shared by every view that sees the same environment: most
    /// views see their parent's unchanged, and comparing two that share it is one pointer
    /// comparison instead of a lookup of each key (dozens of defaults). A write copies them
    /// first when another view shares them.
    package var values: [EnvironmentKey: Value] {
        get { storage.values }
        _modify {
            if isKnownUniquelyReferenced(&storage) == false { storage = Storage(storage.values) }
            yield &storage.values
        }
        set {
            if isKnownUniquelyReferenced(&storage) == false {
                storage = Storage(newValue)
            } else {
                storage.values = newValue
            }
        }
    }
    private var storage = Storage([:])

    private final class Storage {
        var values: [EnvironmentKey: Value]
        init(_ values: [EnvironmentKey: Value]) { self.values = values }
    }

    package init() {}

    /// Whether both are the same environment, not copied or written since: then they are
    /// equal without comparing a key.
    package func isIdentical(to other: EnvironmentValues) -> Bool {
        storage === other.storage
    }

    func applying(_ writes: [(key: EnvironmentKey, value: Value)]) -> EnvironmentValues {
        if writes.isEmpty { return self }
        var copy = self
        for write in writes { copy.values[write.key] = write.value }
        return copy
    }
}

extension ViewNode {
    /// Whether the view's identity is `key`, the value a REF's `[id]` evaluated to. `.done`
    /// in `Column[.done]`, as reports print an enum case, has no type to be evaluated as; it
    /// names the case of that name the view is keyed by.
    func hasID(_ key: ValueKey) -> Bool {
        if displayID == key { return true }
        guard case .symbol(let name) = key, case .enumCase(let caseName, let payload)? = displayID else { return false }
        return name == caseName && payload.isEmpty
    }

    /// `TodoRow[00000000-0000-4000-8000-000000000001]`, `Row[Item#2]`: a REF names a row
    /// keyed by a UUID or by an object's identity with the text its id prints as (the lexer
    /// reads that text as one name). Nil when the selector is not such a spelling.
    func hasSpelledID(spelled expr: Expr) -> Bool? {
        guard case .identifier(let text) = expr.kind else { return nil }
        if text.contains("#") {
            // `Row[Item#2]`: a row keyed by an object's identity, as reports name it.
            guard case .object(let key)? = displayID else { return false }
            return key.name == text
        }
        guard text.utf8.count == 36, text.first?.isNumber == true else { return nil }
        guard case .uuid(let n)? = displayID else { return false }
        return ValueFormatting.uuidString(n).caseInsensitiveCompare(text) == .orderedSame
    }
}

/// Where a `DisclosureGroup` keeps its own expansion: its site in the body, and the ForEach
/// row it is built in (nil outside rows), so each row's group has its own.
struct DisclosureKey: Hashable {
    let site: NodeID
    let row: RowContentKey?
}

/// A control built by a body with a binding the control reads itself (R6.1): the view
/// value, the index of the argument that shows the binding's value, and the binding's
/// location.
package struct BoundControl {
    package let view: ViewValue
    package let argument: Int
    package let location: BindingLocation
}
