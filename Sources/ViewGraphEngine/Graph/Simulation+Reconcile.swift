// Identity and diffing: matching a body's new children with the existing graph
// (R1.1–R1.5), comparing view values (R2.1–R2.6), environment checks (R7.1, R7.2),
// creation and removal with appear/disappear and task lifetime (R1.3, R10), ForEach
// row contents evaluated per element after the body, each with its own tracking
// (R2.7), and lazy rows: the visible window, the rows kept just off screen (R8.1,
// R8.2, R8.4).
//
// Faithfulness: simplified: a closure compares equal only when neither value
// captures anything (R2.4; Guides/Rules.md, Q1); appear actions and `.task`
// starts wait in the job queue until the update is done (R10.1, R10.2), while a
// `.task` is cancelled at once when its view goes; a lazy container keeps
// `Simulation.keptRows` rows on each side of its window (a teaching default, R8.4)
// and builds no row before it is visible (no prefetching).
import Observation
import ViewGraphDiagnostics
import ViewGraphSyntax

/// A custom child view found in a body's output, with where it sits.
struct ChildSlot {
    var instance: StructInstance
    /// Where the view was built in the parent's body.
    var range: SourceRange
    var local: [IdentityComponent]
    var writes: [(key: EnvironmentKey, value: Value)]
    var equatable: Bool
    var displayID: ValueKey?
    /// How a ForEach row's id was made, when the view is a row.
    var idSource: ForEachIDSource?
    /// Not on screen, and why: in a lazy container's row kept just off screen (R8.4),
    /// under a pushed screen, in a tab that is not selected (R0.7, R10.1).
    var offScreen: OffScreenCause?
    /// In a ForEach row content that ran alone in this frame (R2.7): the view was built
    /// again, so it is compared, and an equal one is checked (R2).
    var inRowBuiltAgain = false
    /// An `.onTapGesture` the parent put on the view (`PhotoTile(photo: p).onTapGesture { … }`).
    var tapGesture: ViewModifierValue?
}

/// A lifecycle modifier found in a body's output.
struct LifecycleSlot {
    var key: String
    var modifier: ViewModifierValue

    /// The slot of `modifier` on the view at `path`: keyed by the view's identity and the
    /// modifier's site, so it lives as long as both stay (R10.1, R10.2).
    init(_ modifier: ViewModifierValue, at path: [IdentityComponent]) {
        key = IdentityComponent.text(of: path) + Self.keySuffix(site: modifier.site, name: modifier.name)
        self.modifier = modifier
    }

    /// How a slot's key ends: the modifier's site and name (`#12.refreshable`).
    static func keySuffix(site: NodeID, name: String) -> String { "#\(site).\(name)" }
}

/// The outcome of comparing a view's old and new value (R2).
enum InputComparison {
    case equal
    /// A declared `==` returned true; the listed fields differ but `==` ignored them.
    case equalByCustomEquals(ignoredDifferingFields: [String])
    /// The first differing field, and every other one after it (`others`).
    case unequal(field: String, difference: InputDifference, others: [InputChange])
}

extension Simulation {
    // MARK: - Reconciling children

    func reconcile(_ node: ViewNode, output: ViewValue, parentRan: Bool) throws {
        var (slots, lifecycleSlots) = collectOutput(output, of: node)
        if node.isRoot {
            if node.screenContainers.isEmpty {
                // The `app` block's output is not kept (it has no body to run again): with
                // its child views collected, its view values are let go, so a large list's
                // row values are not all held while the rows' bodies run.
                output.children = []
            } else {
                // Kept when it shows a TabView or a NavigationStack: a selection or a path
                // changes what is on screen without a body running (R0.7, R10.1).
                node.output = output
            }
        }
        var existing: [Identity: ViewNode] = [:]
        for child in node.children { existing[child.identity] = child }
        var newChildren: [ViewNode] = []
        var seen: Set<Identity> = []
        if slots.count > 1 {
            // Sized once for a large output (a first render's list); most views have a
            // child or none, and reserving costs more than it saves for them.
            newChildren.reserveCapacity(slots.count)
            seen.reserveCapacity(slots.count)
        }
        for slot in slots {
            let identity = node.identity.appending(slot.local)
            guard seen.insert(identity).inserted else { continue }
            if existing.isEmpty == false, let child = existing[identity], child.type === slot.instance.type {
                existing.removeValue(forKey: identity)
                newChildren.append(child)
                try updateChild(child, parent: node, slot: slot, parentRan: parentRan)
            } else {
                let child = try createNode(slot: slot, identity: identity, parent: node)
                newChildren.append(child)
            }
        }
        // Identities that left the output are destroyed (R1.3).
        for child in node.children where existing[child.identity] === child {
            child.leaveParent()
            destroy(child)
        }
        // Done with: let go before the new children's bodies run (a first render's
        // slots are one per view of the list).
        slots = []
        seen = []
        node.children = newChildren
        numberIdenticalSiblings(newChildren)
        // The newly created children run their first body now, in output order.
        for child in newChildren where child.renderedLines.isEmpty && child.output == nil && child.isAlive {
            try update(child, reasons: createdReasons)
            try refreshSubscriptions(child)
        }
        try updateLifecycles(node, slots: lifecycleSlots)
    }

    /// Siblings of one type with no id get their position as a name (`PhotoTile#2`),
    /// so every view can be named in reports and REFs.
    private func numberIdenticalSiblings(_ children: [ViewNode]) {
        // One child or none has no identical sibling: no counting (most views' case).
        guard children.count > 1 else {
            for child in children where child.displayIDText == nil { child.siblingOrdinal = nil }
            return
        }
        var counts: [ObjectIdentifier: Int] = [:]
        for child in children where child.displayIDText == nil { counts[ObjectIdentifier(child.type), default: 0] += 1 }
        var next: [ObjectIdentifier: Int] = [:]
        for child in children where child.displayIDText == nil {
            let key = ObjectIdentifier(child.type)
            guard let count = counts[key], count > 1 else {
                child.siblingOrdinal = nil
                continue
            }
            let ordinal = (next[key] ?? 0) + 1
            next[key] = ordinal
            child.siblingOrdinal = ordinal
        }
    }

    private func updateChild(_ child: ViewNode, parent: ViewNode, slot: ChildSlot, parentRan: Bool) throws {
        let move = moveOnOrOffScreen(child, slot.offScreen)
        if child.tapGesture != nil || slot.tapGesture != nil { child.tapGesture = slot.tapGesture }
        try compareAndUpdate(child, parent: parent, slot: slot, parentRan: parentRan)
        try finishMove(move, of: child)
    }

    /// What moving a view on or off the screen leaves to do once it is up to date.
    enum ScreenMove {
        case none
        /// It came back: its views appear again (but the screens pushed from it, when a
        /// push had covered it: they were not covered with it).
        case cameBack(sparingPushedScreens: Bool)
        /// It is still off screen, now only under a push: the screens pushed from inside it
        /// are in front again.
        case pushedScreensCameBack
    }

    /// Runs the appear actions a move left to do (R10.1).
    func finishMove(_ move: ScreenMove, of child: ViewNode) throws {
        switch move {
        case .none: break
        case .cameBack(let sparing): try reappearSubtree(child, sparingPushedScreens: sparing)
        case .pushedScreensCameBack: try reappearPushedScreens(below: child)
        }
    }

    /// A view that leaves the screen but stays alive keeps its identity and state; its
    /// views disappear (onDisappear, `.task` cancelled) and appear again when it comes
    /// back (R8.4: a lazy row kept just outside the visible window; R0.7, R10.1: a screen
    /// pushed over it, its tab deselected). A push covers a view, not the screens pushed
    /// from destinations declared inside it: SwiftUI shows those in the stack's column
    /// (R0.7). Returns what is left to do once the view is up to date.
    private func moveOnOrOffScreen(_ child: ViewNode, _ cause: OffScreenCause?) -> ScreenMove {
        switch (child.offScreen, cause) {
        case (nil, let cause?):
            child.offScreen = cause
            keptOffscreenMarks += 1
            endSubtreeLifecycles(child, sparingPushedScreens: cause == .coveredByPush)
            if cause == .keptRow {
                frame?.keptOffscreen.append(child)
            } else {
                frame?.screenChanges.append(ScreenVisibilityChange(node: child, cause: cause, shown: false))
            }
            return .none
        case (let was?, nil):
            child.offScreen = nil
            keptOffscreenMarks -= 1
            if was == .keptRow {
                frame?.cameBack.append(child)
            } else {
                frame?.screenChanges.append(ScreenVisibilityChange(node: child, cause: was, shown: true))
            }
            return .cameBack(sparingPushedScreens: was == .coveredByPush)
        case (let was?, let cause?) where was != cause:
            // Still off screen, for another reason (a covered screen's tab deselected): the
            // screens pushed from inside it go or come back with the change.
            child.offScreen = cause
            if was == .coveredByPush {
                endPushedScreens(below: child)
            } else if cause == .coveredByPush {
                return .pushedScreensCameBack
            }
            return .none
        default:
            return .none
        }
    }

    private func compareAndUpdate(_ child: ViewNode, parent: ViewNode, slot: ChildSlot, parentRan: Bool) throws {
        var reasons = dirty[ObjectIdentifier(child)] != nil ? child.pendingCauses : []
        var skip: SkipReason = .inputsEqual
        var discarded: StructInstance?
        let equatable = slot.equatable || child.isEquatableWrapped
        if equatable == false, let custom = child.type.customEquals, isPlainData(slot.instance),
            case .unequal = try compare(child.value, slot.instance, equatable: false),
            try interpreter.callEquals(custom, child.type, .structValue(child.value), .structValue(slot.instance))
        {
            // R2.2: a plain-data view's own `==` is ignored unless it is wrapped in
            // `.equatable()`: here it would have said "equal", yet the body runs.
            frame?.ignoredEquals.append(child)
        }
        switch try compare(child.value, slot.instance, equatable: equatable) {
        case .unequal(let field, let difference, let others):
            child.value = slot.instance
            reasons.insert(.inputChanged(field: field, difference: difference, others: others), at: 0)
        case .equal:
            child.value = slot.instance
        case .equalByCustomEquals(let ignored):
            // The old value stays: `==` said nothing changed (R2.5).
            skip = .equatableReturnedTrue(ignoredDifferingFields: ignored)
            discarded = slot.instance
        }
        child.isEquatableWrapped = slot.equatable
        child.environmentWrites = slot.writes
        let environment = parent.environment.applying(slot.writes)
        let checkedKeys = changedKeys(child.environment, environment)
        let environmentChanged = checkedKeys.isEmpty == false
        // Changed or only equal, the child now shares the environment it was given, so the
        // next comparison is one pointer check.
        child.environment = environment
        if environmentChanged, let reason = environmentReason(child) { reasons.append(reason) }
        if reasons.isEmpty == false {
            try update(child, reasons: reasons)
            try refreshSubscriptions(child)
            return
        }
        if parentRan || slot.inRowBuiltAgain, child.type.hostKind == nil {
            frame?.skips.append(Skip(node: child, reason: skip, discardedValue: discarded))
        }
        if environmentChanged {
            if child.readsEnvironment { recordCheck(child, keys: checkedKeys) }
            try propagateEnvironment(child)
        }
    }

    /// Walks a body's output, collecting custom child views with their identity path,
    /// environment writes and `.equatable()`, and lifecycle modifiers.
    ///
    /// `path` is one stack for the whole walk: each view pushes its components and pops
    /// them when it returns, and a slot keeps an exactly sized copy (its view's identity
    /// holds it for as long as the view lives).
    private func collect(
        _ view: ViewValue, path: inout [IdentityComponent],
        writes incomingWrites: [(key: EnvironmentKey, value: Value)], displayID: ValueKey?,
        idSource: ForEachIDSource? = nil, offScreen: OffScreenCause? = nil, inRowBuiltAgain: Bool = false,
        into slots: inout [ChildSlot], lifecycles: inout [LifecycleSlot]
    ) {
        let depth = path.count
        defer {
            while path.count > depth { path.removeLast() }
        }
        // A row kept just off screen has no appear actions: it is not visible (R8.4, R10.1);
        // nor has a screen pushed over, or a tab that is not selected (R0.7, R10.1).
        var offScreen = offScreen
        if offScreen == nil {
            if view.isKeptOffscreen {
                offScreen = .keptRow
            } else if view.isCoveredScreen {
                offScreen = .coveredByPush
            } else if hiddenTabsInWalk.isEmpty == false, hiddenTabsInWalk.contains(ObjectIdentifier(view)) {
                offScreen = .otherTab
            }
        }
        let inRowBuiltAgain =
            inRowBuiltAgain || (rowsBuiltAgain.isEmpty == false && rowsBuiltAgain.contains(ObjectIdentifier(view)))
        Self.appendIdentity(of: view, to: &path)
        var displayID = displayID
        var idSource = idSource
        if let id = view.explicitID {
            displayID = id
            // A value pushed twice is two screens, both named by the value (`Detail[1]`): a REF
            // reaches the one in front.
            if case .composite("again", let parts) = id, let value = parts.first { displayID = value }
            idSource = view.idSource
        }
        var writes = incomingWrites
        var equatable = false
        var contentModifiers: [Int] = []
        var hosts: [ViewModifierValue] = []
        var tapGesture: ViewModifierValue?
        for (index, modifier) in view.modifiers.enumerated() {
            switch modifier.effect {
            case .environment, .environmentObject, .visual:
                // (A visual one writes only as `.disabled(true)` does.)
                if let write = Self.environmentWrite(of: modifier) { writes.append(write) }
                if modifier.name == "preferredColorScheme" {
                    colorPreferencesInWalk.append(modifier.arguments.first?.value ?? .null)
                }
                if modifier.name == "onTapGesture" { tapGesture = modifier }
                if modifier.name == "refreshable", offScreen == nil {
                    // Holds the task a pull starts, which ends with the view (R10.2).
                    lifecycles.append(LifecycleSlot(modifier, at: path))
                }
            case .equatableGate:
                equatable = true
            case .appear, .task, .disappear, .changeObserver:
                // A screen a push covers still updates, and its `.onChange` still runs (R10.4).
                if let offScreen, offScreen != .coveredByPush || modifier.effect != .changeObserver { continue }
                // On an `if`/`switch` (`content.task { … }` of a `@ViewBuilder` property) the
                // modifier belongs to the content as a whole, not to the branch shown: a branch
                // switch neither cancels it nor starts it again (R10.1, R10.2: SwiftUI merges
                // the appearance of the content's views, first in to last out).
                var owner = path
                if case .conditional = view.kind, depth + 1 < owner.count, case .branch = owner[depth + 1] {
                    owner.remove(at: depth + 1)
                }
                lifecycles.append(LifecycleSlot(modifier, at: owner))
            case .content:
                if modifier.content.isEmpty == false { contentModifiers.append(index) }
            case .presentation, .navigationDestination:
                hosts.append(modifier)
            case .identity:
                break
            }
        }
        // What is on screen below a TabView or a NavigationStack (R0.7, R10.1).
        var contentOffScreen = offScreen
        var hiddenTabs: [ObjectIdentifier] = []
        if let name = view.primitiveName, name == "TabView" || name == "NavigationStack" {
            (contentOffScreen, hiddenTabs) = screenContainerContent(view, offScreen: offScreen)
        }
        // A content modifier's views are siblings of the view it modifies: they see the
        // environment written outside that modifier, not inside it (R7.1).
        for index in contentModifiers {
            var outerWrites = incomingWrites
            for outer in view.modifiers[(index + 1)...] {
                if let write = Self.environmentWrite(of: outer) { outerWrites.append(write) }
            }
            for slot in view.modifiers[index].content {
                collect(
                    slot, path: &path, writes: outerWrites, displayID: displayID, idSource: idSource,
                    offScreen: contentOffScreen, inRowBuiltAgain: inRowBuiltAgain, into: &slots,
                    lifecycles: &lifecycles)
            }
        }
        // Presentations and destinations: a host each, built later, when presented (R0.6, R0.7).
        for modifier in hosts {
            var slot = hostSlot(for: modifier, path: path, writes: writes, range: modifier.range)
            // A tab that is not selected hides what it presents or pushes; a push over the
            // view does not cover the screens pushed from it, and a sheet stays up when the
            // row that presented it scrolls away.
            if offScreen == .otherTab { slot.offScreen = .otherTab }
            slots.append(slot)
        }
        if let instance = view.customInstance {
            slots.append(
                ChildSlot(
                    instance: instance, range: view.range, local: path.exactlySized(), writes: writes,
                    equatable: equatable, displayID: displayID, idSource: idSource, offScreen: offScreen,
                    inRowBuiltAgain: inRowBuiltAgain, tapGesture: tapGesture))
            return
        }
        for child in view.children {
            collect(
                child, path: &path, writes: writes, displayID: displayID, idSource: idSource,
                offScreen: contentOffScreen, inRowBuiltAgain: inRowBuiltAgain, into: &slots,
                lifecycles: &lifecycles)
        }
        for tab in hiddenTabs { hiddenTabsInWalk.remove(tab) }
    }

    /// Walks an output that did not change for what is on screen now (`refreshScreens`).
    /// Walks a view's whole output: its child views and lifecycle modifiers, and what it
    /// shows of screens and prefers of color schemes, kept on the view.
    private func collectOutput(_ output: ViewValue, of node: ViewNode) -> (
        slots: [ChildSlot], lifecycles: [LifecycleSlot]
    ) {
        var slots: [ChildSlot] = []
        var lifecycles: [LifecycleSlot] = []
        // A leaf (`Text("…")` with no modifiers, the body of most rows) has no child views, no
        // lifecycle modifiers and no screens to collect: the walk would find nothing.
        let isLeaf =
            output.modifiers.isEmpty && output.children.isEmpty && output.customInstance == nil
            && output.primitiveName != "TabView" && output.primitiveName != "NavigationStack"
        if isLeaf == false {
            var path: [IdentityComponent] = []
            collect(output, path: &path, writes: [], displayID: nil, into: &slots, lifecycles: &lifecycles)
        }
        recordScreens(of: node)
        recordColorSchemePreference(of: node)
        return (slots, lifecycles)
    }

    /// Walks `owner`'s unchanged output again: its children leave or come back to the
    /// screen as the walk finds them, and its own lifecycle modifiers end or start
    /// (R0.7, R10.1).
    func showOrHide(_ owner: ViewNode, output: ViewValue) throws {
        let (slots, lifecycles) = collectOutput(output, of: owner)
        var children: [Identity: ViewNode] = [:]
        for child in owner.children { children[child.identity] = child }
        for slot in slots {
            guard let child = children[owner.identity.appending(slot.local)], child.isAlive else { continue }
            try finishMove(moveOnOrOffScreen(child, slot.offScreen), of: child)
        }
        try updateLifecycles(owner, slots: lifecycles)
    }

    /// `.disabled(true)` writes `isEnabled = false` for the views below it (R7.2), as
    /// SwiftUI's does; `.disabled(false)` writes nothing, so a disabled ancestor wins
    /// (Apple's documentation of `disabled(_:)`: "higher views … can override").
    static func disabledWrite(of modifier: ViewModifierValue) -> (key: EnvironmentKey, value: Value)? {
        guard modifier.name == "disabled", case .bool(true)? = modifier.arguments.first?.value else { return nil }
        return (.key("isEnabled"), .false)
    }

    /// `.searchable` tells the views inside it whether a search is on (`isSearching`, R7.1):
    /// its `isPresented:` binding's value when it has one, else whether the search text is
    /// not empty. Simplified: a field focused with no text yet is not a search here.
    static func searchingWrite(of modifier: ViewModifierValue) -> (key: EnvironmentKey, value: Value)? {
        let binding = { (label: String) -> BindingValue? in
            guard case .binding(let binding)? = modifier.arguments.first(where: { $0.label == label })?.value else {
                return nil
            }
            return binding
        }
        if let presented = binding("isPresented"), case .bool = presented.snapshot {
            return (.key("isSearching"), presented.snapshot)
        }
        guard let text = binding("text"), case .string(let query) = text.snapshot else { return nil }
        return (.key("isSearching"), .bool(query.isEmpty == false))
    }

    /// The key and value an environment modifier writes (R7.1, R7.5), or `.disabled(true)`'s
    /// `isEnabled = false` (R7.2); nil for any other modifier.
    static func environmentWrite(of modifier: ViewModifierValue) -> (key: EnvironmentKey, value: Value)? {
        switch modifier.effect {
        case .visual:
            if modifier.name == "searchable" { return searchingWrite(of: modifier) }
            return disabledWrite(of: modifier)
        case .environment:
            if modifier.arguments.count == 2, case .keyPath(let keyPath) = modifier.arguments[0].value,
                let key = keyPath.components.last
            {
                return (.key(key), modifier.arguments[1].value)
            }
            if case .object(let object)? = modifier.arguments.first?.value {
                return (.type(object.type.name), .object(object))
            }
        case .environmentObject:
            if case .object(let object)? = modifier.arguments.first?.value {
                return (.object(object.type.name), .object(object))
            }
        default:
            break
        }
        return nil
    }

    // MARK: - Creation and removal (R1.3, R5.1, R5.3)

    private func createNode(slot: ChildSlot, identity: Identity, parent: ViewNode) throws -> ViewNode {
        guard parent.depth < limits.viewDepth else {
            var notes = [DiagnosticNote("the views nest more than \(limits.viewDepth) levels deep")]
            if Self.ancestors(of: parent).contains(where: { $0.type === slot.instance.type }) {
                notes.insert(
                    DiagnosticNote(
                        "'\(slot.instance.type.name)' contains itself: its body builds another '\(slot.instance.type.name)'"
                    ), at: 0)
            }
            throw RuntimeError(
                "view nesting limit reached while building '\(slot.instance.type.name)'", at: slot.range, notes: notes,
                group: .limits)
        }
        guard liveNodes.count < limits.viewCount else {
            throw RuntimeError(
                "the view graph grew past \(limits.viewCount) views", at: slot.instance.type.range, group: .limits)
        }
        nextSerial += 1
        var displayText: String?
        if let id = slot.displayID { displayText = ValueKeyFormatting.describe(id) }
        let node = ViewNode(
            type: slot.instance.type, identity: identity, value: slot.instance, parent: parent, serial: nextSerial,
            displayID: slot.displayID, displayIDText: displayText,
            environment: parent.environment.applying(slot.writes))
        node.environmentWrites = slot.writes
        if slot.tapGesture != nil { node.tapGesture = slot.tapGesture }
        node.isEquatableWrapped = slot.equatable
        node.idSource = slot.idSource
        node.offScreen = slot.offScreen
        if slot.offScreen != nil { keptOffscreenMarks += 1 }
        liveNodes[ObjectIdentifier(node)] = node
        allNodes.append(node)
        // Storage is allocated once per identity, from the first value's initial values.
        for property in node.type.stored {
            switch property.wrapper {
            case .state?:
                guard case .wrapper(.state(let initial))? = slot.instance.field(property.name) else { continue }
                if let key = property.storageKey {
                    // One in-memory cell per key: the first view's default fills it (R5.6).
                    if sharedStorage[key] == nil {
                        // `@AppStorage` reads UserDefaults first; its default only when the
                        // key has no value there (R5.6).
                        let defaultsKey = key.hasPrefix("AppStorage:") ? String(key.dropFirst(11)) : nil
                        let stored = defaultsKey.flatMap { userDefaults[$0] }.map {
                            storedValue(fromDefaults: $0, like: initial)
                        }
                        let box = StateBox(
                            value: stored ?? initial, name: property.name, owner: node,
                            typedStorage: property.typedStorage, label: property.stateLabel)
                        sharedStorage[key] = box
                        if let defaultsKey { appStorageKeys[ObjectIdentifier(box)] = (defaultsKey, initial) }
                    }
                    node.states[property.name] = sharedStorage[key]
                    continue
                }
                node.states[property.name] = StateBox(
                    value: initial, name: property.name, owner: node, typedStorage: property.typedStorage,
                    label: property.stateLabel)
            case .stateObject?:
                // Called once, just before the first body run (R5.3).
                guard case .wrapper(.stateObject(let thunk))? = slot.instance.field(property.name) else { continue }
                node.stateObjects[property.name] = try interpreter.call(thunk, arguments: [], at: property.range)
            default:
                continue
            }
        }
        if node.type.hostKind == nil {
            frame?.created.append(node)
            frame?.cost += interpreter.costs.viewCreation
        }
        try refreshSubscriptions(node)
        return node
    }

    static func ancestors(of node: ViewNode) -> [ViewNode] {
        var result: [ViewNode] = []
        var current: ViewNode? = node
        while let next = current {
            result.append(next)
            current = next.parent
        }
        return result
    }

    func destroy(_ node: ViewNode) {
        for child in node.children { destroy(child) }
        node.isAlive = false
        if node.colorSchemePreference != nil {
            colorSchemePreferrers.removeValue(forKey: node.serial)
            colorSchemeOutdated = true
        }
        for content in node.rowContents.values { retire(content) }
        node.rowContents = [:]
        let key = ObjectIdentifier(node)
        liveNodes.removeValue(forKey: key)
        dirty.removeValue(forKey: key)
        for box in node.stateBoxesRead { box.readers.removeValue(forKey: key) }
        for object in node.subscriptions { object.subscribers.removeValue(forKey: key) }
        node.subscriptions = []
        for lifecycleKey in node.lifecycles.keysInTreeOrder() {
            if let record = node.lifecycles.removeValue(forKey: lifecycleKey) { endLifecycle(record, owner: node) }
        }
        // A presentation whose presenter leaves goes away with it (R0.6, R1.3): the step says
        // so, as it does when its binding ends it.
        if let kind = node.type.hostKind,
            kind.showsStackScreens ? node.output?.children.isEmpty == false : presentedHosts[key] != nil
        {
            frame?.presentations.append(PresentationChange(host: node, kind: .dismissed, shown: []))
        }
        presentedHosts.removeValue(forKey: key)
        dismissActions.removeValue(forKey: key)
        if popActions.isEmpty == false { popActions = popActions.filter { $0.key.host != key } }
        guard node.type.hostKind == nil else { return }
        frame?.destroyed.append(node)
        if isScrolling { frame?.scrolledOut.append(node) }
    }

    /// `@StateObject`, `@ObservedObject` and `@EnvironmentObject` subscribe the view
    /// to the object's `objectWillChange` (R3.1, R7.5).
    func refreshSubscriptions(_ node: ViewNode) throws {
        var wanted: [ObjectInstance] = []
        for property in node.type.stored {
            switch property.wrapper {
            case .stateObject?:
                if case .object(let object)? = node.stateObjects[property.name] { wanted.append(object) }
            case .observedObject?:
                if case .wrapper(.observedObject(.object(let object)))? = node.value.field(property.name) {
                    wanted.append(object)
                }
            case .environmentObject?:
                if case .wrapper(.environmentObject(let typeName))? = node.value.field(property.name),
                    case .object(let object)? = node.environment.values[.object(typeName)]
                {
                    wanted.append(object)
                }
            default:
                continue
            }
        }
        let key = ObjectIdentifier(node)
        for object in node.subscriptions where wanted.contains(where: { $0 === object }) == false {
            object.subscribers.removeValue(forKey: key)
        }
        for object in wanted { object.subscribers[key] = node.link }
        node.subscriptions = wanted
    }

    // MARK: - Lifecycle modifiers (R10)

    private func updateLifecycles(_ node: ViewNode, slots: [LifecycleSlot]) throws {
        // Most views have no lifecycle modifiers, now or before: nothing to start or end
        // (and no empty dictionary to filter and sort).
        if slots.isEmpty && node.lifecycles.isEmpty { return }
        // A view inside a row kept off screen has no appear actions until it is visible (R8.4),
        // nor has one under a pushed screen or in a tab that is not selected (R0.7, R10.1).
        // A screen a push covers is still in the hierarchy and still updates: its
        // `.onChange` actions keep running (R10.1: appearing follows identity, not sight;
        // R10.4), and they do not run again for `initial: true` when it comes back.
        var slots = slots
        if let cause = offScreenCause(node) {
            let keepsChangeObservers = cause == .coveredByPush
            for key in node.lifecycles.keysInTreeOrder()
            where keepsChangeObservers == false || node.lifecycles[key]?.isChangeObserver == false {
                if let record = node.lifecycles.removeValue(forKey: key) { endLifecycle(record, owner: node) }
            }
            guard keepsChangeObservers else { return }
            slots = slots.filter { $0.modifier.effect == .changeObserver }
        }
        var present: Set<String> = []
        for (position, slot) in slots.enumerated() {
            present.insert(slot.key)
            let modifier = slot.modifier
            let closure = modifier.arguments.compactMap { argument -> Closure? in
                if case .closure(let c) = argument.value { return c }
                return nil
            }.last
            let taskID = modifier.arguments.first { $0.label == "id" }?.value
            let observed =
                modifier.effect == .changeObserver ? modifier.arguments.first { $0.label == "of" }?.value : nil
            if var record = node.lifecycles[slot.key] {
                if record.treePosition != position {
                    record.treePosition = position
                    node.lifecycles[slot.key]?.treePosition = position
                }
                switch modifier.effect {
                case .task where modifier.name == "onReceive":
                    // The subscription stays; its action is this body run's closure (R10.5).
                    if let closure { record.receiver?.action = closure }
                case .task:
                    // `.task(id:)` restarts when its id changes (R10.2).
                    if let taskID, let old = record.taskID, interpreter.valuesEqual(old, taskID) == false,
                        let closure
                    {
                        endLifecycle(record, owner: node)
                        record.task = startTask(closure, owner: node, site: modifier.range)
                        record.taskID = taskID
                        node.lifecycles[slot.key] = record
                    }
                case .disappear:
                    node.lifecycles[slot.key]?.onDisappear = closure
                case .changeObserver:
                    // The action of this body run's closure runs once the update is done, with
                    // the value it last saw and the new one (R10.4).
                    if let observed, let old = record.observedValue, interpreter.valuesEqual(old, observed) == false {
                        node.lifecycles[slot.key]?.observedValue = observed
                        if let closure { queueChangeAction(closure, owner: node, old: old, new: observed) }
                    }
                default:
                    break
                }
                continue
            }
            var record = LifecycleRecord(kind: modifier.name, task: nil, taskID: taskID, onDisappear: nil)
            switch modifier.effect {
            case .appear where modifier.name == "onGeometryChange":
                // The geometry of the simulated screen never changes: the transform runs
                // once, and the action gets its value, when the view appears (R0.8).
                let closures = modifier.arguments.compactMap { argument -> Closure? in
                    if case .closure(let c) = argument.value { return c }
                    return nil
                }
                if closures.count == 2 {
                    let (transform, action) = (closures[0], closures[1])
                    let interpreter: Interpreter = self.interpreter
                    let measure = Closure(
                        body: .native(name: "onGeometryChange") { _ in
                            let value = try interpreter.call(
                                transform, arguments: [interpreter.geometryProxy()], at: modifier.range)
                            return try interpreter.call(action, arguments: [value], at: modifier.range)
                        }, captures: true, site: nil, id: interpreter.makeClosureID())
                    queueAction(measure, owner: node, action: .onAppear, task: nil)
                }
            case .appear:
                if let closure { queueAction(closure, owner: node, action: .onAppear, task: nil) }
            case .task where modifier.name == "onReceive":
                if let closure { record.receiver = try subscribeReceiver(modifier, action: closure, owner: node) }
            case .task:
                if let closure { record.task = startTask(closure, owner: node, site: modifier.range) }
            case .disappear:
                record.onDisappear = closure
            case .changeObserver:
                record.observedValue = observed
                // `initial: true` also runs the action when the view appears, with the
                // first value as both old and new.
                if case .bool(true)? = modifier.arguments.first(where: { $0.label == "initial" })?.value,
                    let closure, let observed
                {
                    queueChangeAction(closure, owner: node, old: observed, new: observed)
                }
            default:
                break
            }
            record.treePosition = position
            node.lifecycles[slot.key] = record
        }
        // Only the records whose modifiers are gone are sorted, in the order they stood.
        for key in node.lifecycles.filter({ present.contains($0.key) == false }).keysInTreeOrder() {
            if let record = node.lifecycles.removeValue(forKey: key) { endLifecycle(record, owner: node) }
        }
    }

    /// An `.onChange` action with the arguments its closure takes: none, the new value
    /// (the older one-parameter form), or the old and the new value.
    private func queueChangeAction(_ closure: Closure, owner: ViewNode, old: Value, new: Value) {
        var parameterCount = 2
        if case .literal(let expr, _, _, _) = closure.body {
            parameterCount = expr.parameters?.count ?? (interpreter.highestClosureArgument(expr) + 1)
        }
        let arguments: [Value]
        switch parameterCount {
        case 0: arguments = []
        case 1: arguments = [new]
        default: arguments = [old, new]
        }
        queueAction(closure, owner: owner, action: .changeObserver, task: nil, arguments: arguments)
    }

    /// `.task { }`: a task held by the view, started before it appears (R10.2).
    private func startTask(_ closure: Closure, owner: ViewNode, site: SourceRange) -> SimulatedTask {
        nextTaskID += 1
        let task = SimulatedTask(
            id: nextTaskID, kind: .taskModifier, origin: owner.displayName, originNode: owner, fromOnAppear: false)
        current.taskEvents.append(
            TaskEvent(
                kind: .started, task: task.name, time: clock, ownerGone: false, unstructured: false,
                origin: owner.displayName))
        queueAction(closure, owner: owner, action: .taskStart, task: task)
        return task
    }

    /// `.onReceive(publisher) { value in … }`: subscribed when the view appears, before
    /// its appear actions run; the action runs as code of the view whenever the publisher
    /// sends (a timer's ticks are jobs on the main actor; a `@Published` property's values
    /// arrive in its willSet, inside the code that sets it, R3.7); cancelled when the
    /// identity goes (R10.5). A `@Published` publisher's current value, sent when it is
    /// subscribed, runs the action once the update is done.
    private func subscribeReceiver(_ modifier: ViewModifierValue, action: Closure, owner: ViewNode) throws
        -> Receiver
    {
        let publisher = modifier.arguments.first { argument in
            if argument.label != nil { return false }
            if case .closure = argument.value { return false }
            return true
        }?.value
        guard let publisher else {
            throw RuntimeError(
                "'.onReceive' takes the publisher first: '.onReceive(publisher) { value in … }'", at: modifier.range)
        }
        let receiver = Receiver(action: action)
        let interpreter: Interpreter = self.interpreter
        let forward = Closure(
            body: .native(name: "onReceive") { [weak receiver] arguments in
                guard let receiver else { return .void }
                return try interpreter.call(receiver.action, arguments: arguments, at: modifier.range)
            }, captures: true, site: nil, id: interpreter.makeClosureID())
        switch publisher {
        case .foundation(.timerPublisher(let interval, let connected)):
            guard connected else {
                throw RuntimeError(
                    "this timer publisher is not connected, so it never publishes", at: modifier.range,
                    notes: [DiagnosticNote("write 'Timer.publish(every:on:in:).autoconnect()'")])
            }
            receiver.cancel = subscribeTimer(
                interval: interval, action: forward, owner: owner, fromOnAppear: false, site: modifier.range)
        case .foundation(.publishedPublisher(let published)):
            let sink = try interpreter.subscribe(to: published, action: forward, sendCurrent: false, at: modifier.range)
            let object = published.object
            receiver.cancel = { [weak object, weak sink] in object?.publishedSinks.removeAll { $0 === sink } }
            if sink.dropCount > 0 {
                sink.dropCount -= 1
            } else {
                queueAction(
                    action, owner: owner, action: .changeObserver, task: nil,
                    arguments: [object.fields[published.field]])
            }
        default:
            throw RuntimeError(
                "'.onReceive' of a '\(interpreter.typeName(of: publisher))' is not simulated yet", at: modifier.range,
                notes: [
                    DiagnosticNote(
                        "ViewGraph simulates 'Timer.publish(every:on:in:).autoconnect()' and a @Published property's '$value'"
                    )
                ])
        }
        return receiver
    }

    /// The view, or a view above it, is off screen: in a lazy row kept off screen (R8.4),
    /// under a pushed screen, in a tab that is not selected (R0.7, R10.1). With no view
    /// marked (`keptOffscreenMarks` is 0), no walk: the common case costs nothing per
    /// step instead of the view's depth.
    func isOffScreen(_ node: ViewNode) -> Bool { offScreenCause(node) != nil }

    /// Why the view is off screen, if it is (see `isOffScreen`): `.coveredByPush` only when
    /// nothing else hides it, the nearest other cause otherwise.
    func offScreenCause(_ node: ViewNode) -> OffScreenCause? {
        guard keptOffscreenMarks > 0 else { return nil }
        var current: ViewNode? = node
        var inPushedScreen = false
        var covered = false
        while let view = current {
            // A push that covers a view above a pushed screen's host does not cover the screen.
            if let cause = view.offScreen {
                if cause != .coveredByPush { return cause }
                if inPushedScreen == false { covered = true }
            }
            if Self.isPushHost(view) { inPushedScreen = true }
            current = view.parent
        }
        return covered ? .coveredByPush : nil
    }

    /// A row left the visible window and is kept: its views' disappear actions run and
    /// their `.task`s are cancelled (R8.4, R10.1, R10.2). A screen a push covers keeps its
    /// `.onChange` observers (see `updateLifecycles`).
    private func endSubtreeLifecycles(_ node: ViewNode, sparingPushedScreens: Bool = false) {
        for key in node.lifecycles.keysInTreeOrder()
        where sparingPushedScreens == false || node.lifecycles[key]?.isChangeObserver == false {
            if let record = node.lifecycles.removeValue(forKey: key) { endLifecycle(record, owner: node) }
        }
        for child in node.children where sparingPushedScreens == false || Self.isPushHost(child) == false {
            endSubtreeLifecycles(child, sparingPushedScreens: sparingPushedScreens)
        }
    }

    /// A view that was off screen only under a push is now hidden for another reason (its
    /// tab): the screens pushed from destinations inside it disappear too.
    private func endPushedScreens(below node: ViewNode) {
        for child in node.children {
            if Self.isPushHost(child) {
                endSubtreeLifecycles(child)
            } else if child.offScreen == nil || child.offScreen == .coveredByPush {
                endPushedScreens(below: child)
            }
        }
    }

    /// The screens pushed from destinations inside `node` are on screen again (its tab is
    /// selected while a push still covers it): they appear again.
    private func reappearPushedScreens(below node: ViewNode) throws {
        for child in node.children {
            if Self.isPushHost(child) {
                if child.offScreen == nil { try reappearSubtree(child) }
            } else if child.offScreen == nil || child.offScreen == .coveredByPush {
                try reappearPushedScreens(below: child)
            }
        }
    }

    /// A host of screens pushed onto a navigation stack: SwiftUI shows its screens in the
    /// stack's column, not inside the view that declares the destination (R0.7).
    static func isPushHost(_ node: ViewNode) -> Bool {
        switch node.type.hostKind {
        case .destination?, .linkDestinations?, .presentation("navigationDestination")?: true
        default: false
        }
    }

    /// A kept row came back into the visible window: its views appear again, from their
    /// last output (R8.4, R10.1).
    private func reappearSubtree(_ node: ViewNode, sparingPushedScreens: Bool = false) throws {
        guard node.isAlive, let output = node.output else { return }
        try updateLifecycles(node, slots: collectOutput(output, of: node).lifecycles)
        for child in node.children {
            switch child.offScreen {
            case nil:
                if sparingPushedScreens && Self.isPushHost(child) { continue }
                try reappearSubtree(child, sparingPushedScreens: sparingPushedScreens)
            case .coveredByPush?:
                if sparingPushedScreens == false { try reappearPushedScreens(below: child) }
            default:
                break
            }
        }
    }

    private func endLifecycle(_ record: LifecycleRecord, owner: ViewNode) {
        // `.onReceive`'s subscription is cancelled with its view (R10.5).
        record.receiver?.cancel()
        if let task = record.task, task.isCancelled == false {
            // Cancelling a `.task` cancels its own work, not unstructured Tasks it spawned (R10.2).
            // One whose body already returned, with no timer or child of its own still to run,
            // has nothing left to cancel: no event.
            let finished =
                task.hasEnded && task.children.allSatisfy(\.hasEnded)
                && jobs.jobs.contains(where: { $0.context.task === task }) == false
            cancel(task)
            guard finished == false else { return endLifecycleActions(record, owner: owner) }
            current.taskEvents.append(
                TaskEvent(
                    kind: .cancelled, task: task.name, time: clock, ownerGone: true, unstructured: false,
                    origin: owner.displayName))
        }
        endLifecycleActions(record, owner: owner)
    }

    /// What a view's going away runs: its `onDisappear` (R10.1).
    private func endLifecycleActions(_ record: LifecycleRecord, owner: ViewNode) {
        if let closure = record.onDisappear {
            queueAction(closure, owner: owner, action: .onDisappear, task: nil)
        }
    }

    /// Queues a lifecycle action to run once this update is done, as code of `owner`
    /// (and, for a `.task` start, of its task), with the arguments its closure takes.
    private func queueAction(
        _ closure: Closure, owner: ViewNode, action: Job.LifecycleAction, task: SimulatedTask?,
        arguments: [Value] = []
    ) {
        jobs.schedule(
            at: clock, kind: .afterUpdate(action), work: .call(closure, arguments: arguments),
            context: JobContext(task: task, origin: owner, fromOnAppear: action == .onAppear), site: closure.rangeHint)
    }

    // MARK: - Environment (R7)

    func changedKeys(_ a: EnvironmentValues, _ b: EnvironmentValues) -> [EnvironmentKey] {
        if a.isIdentical(to: b) { return [] }
        var keys: [EnvironmentKey] = []
        for (key, value) in a.values where b.values[key].map({ !environmentEqual(value, $0) }) ?? true {
            keys.append(key)
        }
        for key in b.values.keys where a.values[key] == nil { keys.append(key) }
        return keys.sorted()
    }

    /// Environment values compare with `==` when Equatable, otherwise as view inputs (R7.1, R2.3):
    /// a Binding by its location and value, so a `NavigationStack`'s path binding, written
    /// into its content's environment on every run of the stack's parent, is unchanged.
    func environmentEqual(_ a: Value, _ b: Value) -> Bool {
        if case .closure(let x) = a, case .closure(let y) = b { return x === y }
        if case .binding(let x) = a, case .binding(let y) = b { return bindingDiffers(x, y) == nil }
        return interpreter.valuesEqual(a, b)
    }

    /// Whether a key the view read changed value: its body then runs (R7.1).
    private func environmentReason(_ node: ViewNode) -> RunReason? {
        for key in node.environmentReadOrder {
            guard let old = node.environmentReads[key] else { continue }
            let new = node.environment.values[key] ?? old
            if environmentEqual(old, new) == false {
                // An object put in the environment is named by its instance (`Settings#1 →
                // Settings#2`), as a state change names it; its description is its type.
                if case .object = old, case .object = new {
                    return .environment(
                        key: key, oldValue: ValueFormatting.brief(old), newValue: ValueFormatting.brief(new))
                }
                return .environment(
                    key: key, oldValue: ValueFormatting.describe(old), newValue: ValueFormatting.describe(new))
            }
        }
        return nil
    }

    private func recordCheck(_ node: ViewNode, keys: [EnvironmentKey]) {
        frame?.checks.append(EnvironmentCheck(node: node, keys: keys))
        frame?.cost += interpreter.costs.environmentCheck
        for key in keys where frame?.environmentChanges.contains(key) == false { frame?.environmentChanges.append(key) }
    }

    /// Pushes a changed environment down through a view that did not run: every
    /// reader below is checked; its body runs only if a key it read changed (R7.1).
    func propagateEnvironment(_ node: ViewNode) throws {
        for child in node.children {
            let environment = node.environment.applying(child.environmentWrites)
            let keys = changedKeys(child.environment, environment)
            child.environment = environment
            guard keys.isEmpty == false else { continue }
            if let reason = environmentReason(child) {
                try update(child, reasons: child.pendingCauses + [reason])
                try refreshSubscriptions(child)
                continue
            }
            if child.readsEnvironment { recordCheck(child, keys: keys) }
            try propagateEnvironment(child)
        }
    }

    // MARK: - Comparing view values (R2)

    /// Compares the old and new value of a view as AttributeGraph does for view
    /// inputs (`equatableUnlessPOD`), or with `==` always under `.equatable()` (R2.2).
    /// A declared `==` that fails (a runtime error in it) stops the step with that
    /// error: it is scenario code, and no answer can stand in for its own.
    func compare(_ old: StructInstance, _ new: StructInstance, equatable: Bool) throws -> InputComparison {
        let type = new.type
        if let custom = type.customEquals, equatable || isPlainData(new) == false {
            if try interpreter.callEquals(custom, type, .structValue(old), .structValue(new)) {
                let ignored = zip(type.stored, zip(old.fields, new.fields)).compactMap { property, pair in
                    fieldDiffers(pair.0, pair.1) == nil ? nil : property.name
                }
                return .equalByCustomEquals(ignoredDifferingFields: ignored)
            }
            let first = zip(type.stored, zip(old.fields, new.fields)).first { fieldDiffers($1.0, $1.1) != nil }
            return .unequal(field: first?.0.name ?? "==", difference: .customEqualsReturnedFalse, others: [])
        }
        var differing: [InputChange] = []
        for (property, pair) in zip(type.stored, zip(old.fields, new.fields)) {
            if let difference = fieldDiffers(pair.0, pair.1) {
                differing.append(InputChange(field: property.name, difference: difference))
            }
        }
        guard let first = differing.first else { return .equal }
        return .unequal(field: first.field, difference: first.difference, others: Array(differing.dropFirst()))
    }

    /// Plain data (POD): every stored field is a trivially copyable value (R2.2).
    func isPlainData(_ instance: StructInstance) -> Bool {
        instance.fields.allSatisfy(isPlainData)
    }

    private func isPlainData(_ value: Value) -> Bool {
        switch value {
        case .int, .double, .bool, .null, .duration, .symbol: return true
        case .enumCase(let c): return c.payload.allSatisfy(isPlainData)
        case .structValue(let s): return isPlainData(s)
        default: return false
        }
    }

    /// nil when equal under R2.3; otherwise how they differ (`"Cedar" → "Lake"`, `closure: never equal`).
    func fieldDiffers(_ a: Value, _ b: Value) -> InputDifference? {
        switch (a, b) {
        case (.wrapper(let x), .wrapper(let y)):
            switch (x, y) {
            case (.state(let p), .state(let q)):
                // `@State` compares its initial value (R2.3; Guides/Rules.md, Q6).
                return fieldDiffers(p, q).map(InputDifference.stateInitialValue)
            case (.stateObject(let p), .stateObject(let q)):
                return p.captures || q.captures ? .stateObjectAutoclosure : nil
            case (.observedObject(let p), .observedObject(let q)), (.bindable(let p), .bindable(let q)):
                return fieldDiffers(p, q)
            case (.binding(let p), .binding(let q)):
                return bindingDiffers(p, q)
            case (.environmentKey, .environmentKey), (.environmentType, .environmentType),
                (.environmentObject, .environmentObject):
                return nil
            default:
                return .wrapperChanged
            }
        case (.closure(let x), .closure(let y)):
            if x === y { return nil }
            // `onTap: logTap`, a global or static function: no context, the same code (R2.4).
            if case .function(let f, _, let s1) = x.body, case .function(let g, _, let s2) = y.body,
                f.range == g.range, Self.capturesNoInstance(s1), Self.capturesNoInstance(s2)
            {
                return nil
            }
            // R2.4: a closure that captures nothing compares equal; capturing closures
            // are treated as unequal (the documented default).
            if x.captures == false && y.captures == false && x.site == y.site && x.site != nil { return nil }
            return .closure
        case (.binding(let p), .binding(let q)):
            return bindingDiffers(p, q)
        case (.object(let x), .object(let y)):
            if x === y { return nil }
            if x.type === y.type, x.type.declaresEquatable, interpreter.valuesEqual(a, b) { return nil }
            return .differentInstance(old: x.displayName, new: y.displayName)
        case (.structValue(let x), .structValue(let y)) where x.type === y.type && x.type.declaresEquatable == false:
            for (property, pair) in zip(x.type.stored, zip(x.fields, y.fields)) {
                if let difference = fieldDiffers(pair.0, pair.1) { return .member(property.name, difference) }
            }
            return nil
        case (.view(let x), .view(let y)):
            // Built content kept in a property (`let content: Content`): compared as the
            // struct it is, field by field (R2.2, R2.3), so unchanged content is equal.
            return viewDiffers(x, y).map { $0 ?? .value(old: short(a), new: short(b)) }
        case (.tuple(let xs, let xLabels), .tuple(let ys, let yLabels))
        where xs.count == ys.count && xLabels == yLabels
            && zip(xs, ys).allSatisfy({ fieldDiffers($0, $1) == nil }):
            // A presentation host's arguments: equal when every part is (R2.3), so the same
            // content closure, not built again, is equal to itself (R2.4).
            return nil
        default:
            if interpreter.valuesEqual(a, b) { return nil }
            if let parts = partsIfCut(a, b) { return .parts(parts) }
            let texts = ValueFormatting.briefPair(a, b)
            return .value(old: texts.old, new: texts.new)
        }
    }

    /// An Equatable struct or a collection too long to show whole: the parts that differ
    /// (`.isFavorite false → true`), not two values cut short alike; nil when the values
    /// show whole or have no parts.
    func partsIfCut(_ a: Value, _ b: Value) -> [ValueDifference]? {
        guard short(a).hasSuffix("…") || short(b).hasSuffix("…") else { return nil }
        let parts = ValueDifference.between(a, b, limit: 2, equal: interpreter.valuesEqual)
        guard parts.isEmpty == false, parts.allSatisfy({ $0.path.isEmpty == false || $0.change == .more }) else {
            return nil
        }
        return parts
    }

    /// A state's old and new value as the cause of a view that read it shows them: whole
    /// when they fit; when both are cut short, the one part that differs, with its path
    /// (`[0].isPacked false` → `[0].isPacked true`), or a window around the first
    /// character that differs.
    func causeTexts(_ old: Value, _ new: Value) -> (old: String, new: String) {
        if let parts = partsIfCut(old, new), parts.count == 1, case .changed(let a, let b) = parts[0].change {
            return (parts[0].path + " " + a, parts[0].path + " " + b)
        }
        return ValueFormatting.briefPair(old, new)
    }

    /// A binding's value changed (R6.1): by the parts that differ when it is too long to
    /// show whole, as a plain input's is.
    private func bindingValueDifference(_ a: Value, _ b: Value) -> InputDifference? {
        if interpreter.valuesEqual(a, b) { return nil }
        if let parts = partsIfCut(a, b) { return .bindingParts(parts) }
        let texts = ValueFormatting.briefPair(a, b)
        return .bindingValue(old: texts.old, new: texts.new)
    }

    /// nil when two view values built at the same place are equal as SwiftUI compares the
    /// structs they are (R2.2, R2.3): a view of the app's by its stored properties, a
    /// built-in view by what it was given (its arguments, action, binding, content and
    /// modifiers), a closure by R2.4. Otherwise the difference, or `.some(nil)` when the
    /// two are built differently (another view, another branch, more children).
    private func viewDiffers(_ x: ViewValue, _ y: ViewValue) -> InputDifference?? {
        if x === y { return nil }
        guard x.site == y.site, x.explicitID == y.explicitID, x.children.count == y.children.count,
            x.arguments.count == y.arguments.count, x.modifiers.count == y.modifiers.count
        else { return .some(nil) }
        switch (x.kind, y.kind) {
        case (.custom(let p), .custom(let q)):
            guard p.type === q.type else { return .some(nil) }
            return fieldDiffers(.structValue(p), .structValue(q)).map { .member(p.type.name, $0) }
        case (.primitive(let m), .primitive(let n)) where m == n:
            break
        case (.conditional(let i), .conditional(let j)) where i == j:
            break
        case (.forEach, .forEach), (.group, .group), (.empty, .empty):
            break
        default:
            return .some(nil)
        }
        let name = x.primitiveName ?? "content"
        for (p, q) in zip(x.arguments, y.arguments) {
            guard p.label == q.label else { return .some(nil) }
            if let difference = fieldDiffers(p.value, q.value) { return .member(name, difference) }
        }
        switch (x.action, y.action) {
        case (nil, nil): break
        case (let p?, let q?):
            if let difference = fieldDiffers(.closure(p), .closure(q)) { return .member(name, difference) }
        default: return .some(nil)
        }
        switch (x.binding, y.binding) {
        case (nil, nil): break
        case (let p?, let q?):
            if let difference = bindingDiffers(p, q) { return .member(name, difference) }
        default: return .some(nil)
        }
        for (p, q) in zip(x.modifiers, y.modifiers) {
            guard p.name == q.name, p.arguments.count == q.arguments.count, p.content.count == q.content.count else {
                return .some(nil)
            }
            for (u, v) in zip(p.arguments, q.arguments) {
                guard u.label == v.label else { return .some(nil) }
                if let difference = fieldDiffers(u.value, v.value) { return .member("." + p.name, difference) }
            }
            for (u, v) in zip(p.content, q.content) {
                if let difference = viewDiffers(u, v) { return difference }
            }
        }
        for (p, q) in zip(x.children, y.children) {
            if let difference = viewDiffers(p, q) { return difference }
        }
        return nil
    }

    /// A function value that refers to no instance: a global function's or a static method's.
    private static func capturesNoInstance(_ selfContext: SelfContext?) -> Bool {
        switch selfContext {
        case nil, .staticType?: true
        default: false
        }
    }

    private func bindingDiffers(_ a: BindingValue, _ b: BindingValue) -> InputDifference? {
        switch (a.location, b.location) {
        case (.computed(_, _, let x), .computed(_, _, let y)) where x == y: return nil
        case (.computed, _), (_, .computed):
            return .computedBinding
        case (.state(let x), .state(let y)) where x === y:
            return bindingValueDifference(a.snapshot, b.snapshot)
        case (.objectProperty(let o1, let p1), .objectProperty(let o2, let p2)) where o1 === o2 && p1 == p2:
            return bindingValueDifference(a.snapshot, b.snapshot)
        case (.constant(let x), .constant(let y)):
            if interpreter.valuesEqual(x, y) { return nil }
            let texts = ValueFormatting.briefPair(x, y)
            return .constantBinding(old: texts.old, new: texts.new)
        case (.member, .member) where a.location.isSameLocation(as: b.location),
            (.element, .element) where a.location.isSameLocation(as: b.location):
            return bindingValueDifference(a.snapshot, b.snapshot)
        default:
            return interpreter.valuesEqual(a.snapshot, b.snapshot) ? nil : .bindingLocation
        }
    }

    func short(_ value: Value) -> String {
        ValueFormatting.brief(value)
    }

    // MARK: - Rows of ForEach and lazy containers (R8)

    /// Builds the ForEach rows of a view's output after its body ran (or of the `app`
    /// block): every element in stacks, only the visible window in List and lazy stacks
    /// (R8.1, R8.2: List still visited every element to collect ids). Each element's
    /// content is a `RowContent` evaluated in its own tracking scope (R2.7); row
    /// contents no longer built are retired.
    func expandAllRows(_ output: ViewValue, in node: ViewNode, reuse: Bool = false) throws {
        var seen: Set<RowContentKey> = []
        try expandRows(output, in: node, path: [], seen: &seen, reuse: reuse)
        if node.rowContents.count != seen.count {
            for (key, content) in node.rowContents where seen.contains(key) == false {
                retire(content)
                node.rowContents.removeValue(forKey: key)
            }
        }
        if node.isRoot {
            // The `app` block runs once, at launch, and has no output to build again
            // (a scroll or a row's own read never rebuilds its rows), so a row content of
            // it matters only through its trackers: one that made no @Observable read
            // has none and can never run by itself (R2.7). Only those with reads are
            // kept; a large list's rows cost no row content each.
            node.rowContents = node.rowContents.filter { $0.value.observableReads.isEmpty == false }
        }
    }

    /// The cells a lazy grid shows on one line (its `columns:` across the screen, or a
    /// horizontal grid's `rows:` down it; an adaptive item is as many as fit); 1 for a list
    /// or a stack (R8.1).
    static func cellsPerLine(of view: ViewValue) -> Int {
        let label: String
        let length: Double
        switch view.primitiveName {
        case "LazyVGrid": (label, length) = ("columns", Interpreter.screenSize.width)
        case "LazyHGrid": (label, length) = ("rows", Interpreter.screenSize.height)
        default: return 1
        }
        guard case .array(let items)? = view.arguments.first(where: { $0.label == label })?.value else { return 1 }
        let sizes = items.map { item -> GridItemSize in
            if case .symbol(_, let name) = item, let size = GridItemSize(spelling: name) { return size }
            return GridItemSize(kind: .flexible(minimum: GridItemSize.defaultFlexibleMinimum), spacing: 0)
        }
        return GridItemSize.cellsPerLine(sizes, across: length)
    }

    /// `reuse`: a row whose content is built and not outdated keeps its views (a scroll
    /// builds only the rows that come into the window, R8.1).
    private func expandRows(
        _ view: ViewValue, in node: ViewNode, path: [ValueKey], seen: inout Set<RowContentKey>, reuse: Bool
    ) throws {
        if view.isLazyContainer {
            var rowIndex = 0
            // A grid shows a line of cells per row: `LazyVGrid(columns: [a, b, c])` builds three
            // elements for each visible row (and scrolls by rows).
            let perLine = Self.cellsPerLine(of: view)
            let offset = (node.scrollOffsets[view.site] ?? 0) * perLine
            let window = offset..<(offset + visibleRows * perLine)
            // Rows just off screen that were built are kept, with their state (R8.4).
            let kept = (offset - Self.keptRows * perLine)..<(offset + (visibleRows + Self.keptRows) * perLine)
            var shownStatics = node.shownLazyStatics
            let isList = view.primitiveName == "List"
            // Sections, groups and `if` branches are not rows: their content is, in order, so
            // a List of Sections builds only the rows in the window (R8.1). A view that is
            // not a ForEach row is one row too (a footer after the rows): built when the
            // window reaches it, kept once built while it is just off screen (R8.4), else
            // not built at all (its struct was made by the body; no identity, no body run).
            func expandLazy(
                _ parent: ViewValue, path: [ValueKey], reuse: Bool, seen: inout Set<RowContentKey>
            ) throws {
                // The children as built, kept: a later scroll may show one left out now.
                let all = parent.lazyChildren ?? parent.children
                if parent.lazyChildren == nil { parent.lazyChildren = all }
                var shown: [ViewValue] = []
                shown.reserveCapacity(all.count)
                for child in all {
                    switch child.kind {
                    case .forEach:
                        try expandForEachRows(child, path: path, reuse: reuse, seen: &seen)
                        shown.append(child)
                    case .group, .conditional:
                        try expandLazy(child, path: path, reuse: reuse, seen: &seen)
                        shown.append(child)
                    case .primitive(let name) where name == "Section" || name == "Group":
                        try expandLazy(child, path: path, reuse: reuse, seen: &seen)
                        shown.append(child)
                    case .empty:
                        shown.append(child)
                    default:
                        if window.contains(rowIndex) || (kept.contains(rowIndex) && shownStatics.contains(child.site)) {
                            shownStatics.insert(child.site)
                            try expandRows(child, in: node, path: path, seen: &seen, reuse: reuse)
                            shown.append(child)
                        } else {
                            shownStatics.remove(child.site)
                        }
                        rowIndex += 1
                    }
                }
                parent.children = shown
            }
            func expandForEachRows(
                _ child: ViewValue, path: [ValueKey], reuse: Bool, seen: inout Set<RowContentKey>
            ) throws {
                child.children = []
                guard let first = child.deferredRows.first else { return }
                if Interpreter.contentHoldsRows(first) {
                    // `ForEach(days) { day in Section { ForEach(day.chores) … } }`: an element
                    // is Sections of rows, no row itself. A List calls every element's content
                    // to collect its rows' ids (R8.2: sectioned lists are handled efficiently),
                    // a lazy stack those up to the end of what it shows (R8.1); the rows inside
                    // are windowed with the container's other rows, and built again only when
                    // their element's content was.
                    for row in child.deferredRows {
                        if isList == false && rowIndex >= kept.upperBound { break }
                        let built = try buildRowContent(
                            row, in: node, path: path, container: child, seen: &seen, reuse: reuse
                        ) { built, ids, evaluated, seen in
                            try expandLazy(built, path: ids, reuse: reuse && evaluated == false, seen: &seen)
                        }
                        child.children.append(built)
                    }
                    return
                }
                // A List needs a constant number of views per element to count its rows
                // from the ids alone; content with an `if` or `switch` makes it build every
                // element's content to count them (R8.2, DSP23). The rows outside the
                // window are built and dropped: their cost and reads count for the
                // view that built the List, and no view is made.
                let countsByBuilding = isList && interpreter.hasDynamicViewCount(first)
                for row in child.deferredRows {
                    if window.contains(rowIndex) {
                        let built = try buildRowContent(
                            row, in: node, path: path, container: child, seen: &seen, reuse: reuse)
                        built.isKeptOffscreen = false
                        child.children.append(built)
                    } else if kept.contains(rowIndex),
                        node.rowContents[RowContentKey(site: row.forEachSite, ids: path + [row.id])]?.built != nil
                    {
                        let built = try buildRowContent(
                            row, in: node, path: path, container: child, seen: &seen, reuse: reuse)
                        built.isKeptOffscreen = true
                        child.children.append(built)
                    } else if countsByBuilding {
                        try countRow(row, owner: node)
                    }
                    rowIndex += 1
                }
            }
            try expandLazy(view, path: path, reuse: reuse, seen: &seen)
            node.shownLazyStatics = shownStatics
            // The List's own content modifiers (`.toolbar { Menu { ForEach … } }`) are no
            // rows: built with the body, as on any view.
            try expandModifierContent(of: view, in: node, path: path, seen: &seen, reuse: reuse)
            return
        }
        if case .forEach = view.kind {
            view.children = []
            view.children.reserveCapacity(view.deferredRows.count)
            for row in view.deferredRows {
                let built = try buildRowContent(row, in: node, path: path, container: view, seen: &seen, reuse: reuse)
                view.children.append(built)
            }
            return
        }
        if let (row, slot) = view.deferredContent, slot < view.children.count {
            // `GeometryReader { proxy in … }`: the container calls its escaping content
            // closure itself, after the body, as a ForEach calls its content (R2.7). The
            // rows inside the content are built with it.
            view.children[slot] = try buildRowContent(
                row, in: node, path: path, container: view, slot: slot, seen: &seen, reuse: reuse)
            for (index, child) in view.children.enumerated() where index != slot {
                try expandRows(child, in: node, path: path, seen: &seen, reuse: reuse)
            }
            try expandModifierContent(of: view, in: node, path: path, seen: &seen, reuse: reuse)
            return
        }
        for child in view.children { try expandRows(child, in: node, path: path, seen: &seen, reuse: reuse) }
        try expandModifierContent(of: view, in: node, path: path, seen: &seen, reuse: reuse)
    }

    /// A ForEach in a content modifier's views (`.toolbar { Menu { Picker { ForEach … } } }`,
    /// `.overlay { ForEach … }`): built with the body too (R0.5).
    private func expandModifierContent(
        of view: ViewValue, in node: ViewNode, path: [ValueKey], seen: inout Set<RowContentKey>, reuse: Bool
    ) throws {
        for modifier in view.modifiers where modifier.content.isEmpty == false {
            for slot in modifier.content { try expandRows(slot, in: node, path: path, seen: &seen, reuse: reuse) }
        }
    }

    /// Expands the rows nested in an element's views (`built`, at the element's `ids`);
    /// `evaluated` tells whether the element's content was evaluated again for them.
    typealias NestedRowsExpansion = (
        _ built: ViewValue, _ ids: [ValueKey], _ evaluated: Bool, _ seen: inout Set<RowContentKey>
    ) throws -> Void

    /// One element's views, from its row content: evaluated now, or (with `reuse`) the
    /// views of its last evaluation when it is not outdated.
    /// `slot`: where the views go among `container`'s children (by default after them).
    /// `nestedRows`: how the rows nested in the element are expanded, when not all of them
    /// are built with it (a sectioned List windows them, R8.2).
    private func buildRowContent(
        _ row: DeferredRow, in node: ViewNode, path: [ValueKey], container: ViewValue, slot: Int? = nil,
        seen: inout Set<RowContentKey>, reuse: Bool, nestedRows: NestedRowsExpansion? = nil
    ) throws -> ViewValue {
        // Exactly sized: the row content keeps its key while the element is built.
        var ids: [ValueKey] = []
        ids.reserveCapacity(path.count + 1)
        ids.append(contentsOf: path)
        ids.append(row.id)
        let key = RowContentKey(site: row.forEachSite, ids: ids)
        seen.insert(key)
        let slot = slot ?? container.children.count
        if reuse, let content = node.rowContents[key], let built = content.built,
            dirtyRows[ObjectIdentifier(content)] == nil
        {
            content.container = container
            content.slot = slot
            if let nestedRows {
                try nestedRows(built, key.ids, false, &seen)
            } else {
                markNestedRowsSeen(of: content, in: node, seen: &seen)
            }
            return built
        }
        let content: RowContent
        var reasons: [RunReason] = []
        if let existing = node.rowContents[key] {
            content = existing
            content.row = row
            reasons = existing.pendingCauses
        } else {
            nextSerial += 1
            content = RowContent(key: key, owner: node, serial: nextSerial, row: row)
            node.rowContents[key] = content
            reasons = createdReasons
        }
        dirtyRows.removeValue(forKey: ObjectIdentifier(content))
        content.pendingCauses = []
        let old = content.built
        var evaluation = try evaluateRowContent(content, owner: node)
        content.container = container
        content.slot = slot
        content.windowsNestedRows = nestedRows != nil
        try expandNestedRows(of: content, into: &evaluation, owner: node, seen: &seen, using: nestedRows)
        if evaluation.standalone {
            // Built outside its owner's body (a scroll brought it into the window).
            recordRowRun(content, owner: node, reasons: reasons, evaluation: evaluation, old: old)
        }
        return evaluation.built
    }

    /// The rows of a ForEach inside a row's content: evaluated with it, as part of its
    /// run (their cost is the row content's), each with its own tracking (R2.7).
    private func expandNestedRows(
        of content: RowContent, into evaluation: inout RowEvaluation, owner: ViewNode,
        seen: inout Set<RowContentKey>, using nestedRows: NestedRowsExpansion? = nil
    ) throws {
        func expand(_ seen: inout Set<RowContentKey>) throws {
            if let nestedRows {
                try nestedRows(evaluation.built, content.key.ids, true, &seen)
            } else {
                try expandRows(evaluation.built, in: owner, path: content.key.ids, seen: &seen, reuse: false)
            }
        }
        guard evaluation.standalone else {
            try expand(&seen)
            return
        }
        bodyStack.append(BodyContext(node: owner, cost: 0, work: []))
        do {
            try expand(&seen)
        } catch {
            bodyStack.removeLast()
            throw error
        }
        let nested = bodyStack.removeLast()
        evaluation.cost += nested.cost
        evaluation.work += nested.work
    }

    /// With `reuse`, the rows nested in a reused row are kept as they are.
    private func markNestedRowsSeen(of content: RowContent, in node: ViewNode, seen: inout Set<RowContentKey>) {
        guard content.hasNestedRows else { return }
        for key in node.rowContents.keys where key.ids.count > content.key.ids.count {
            if Array(key.ids.prefix(content.key.ids.count)) == content.key.ids { seen.insert(key) }
        }
    }

    /// The outcome of evaluating one row content.
    struct RowEvaluation {
        var built: ViewValue
        var cost: Double
        var work: [(name: String, cost: Double)]
        /// No body was running: the evaluation is a run of its own in the frame.
        var standalone: Bool
    }

    /// Makes `reads`, made through the owner's `@Binding`s while a row content ran, the
    /// owner's dependencies: a binding is the view's dynamic property, read for the view
    /// whichever closure uses its value (R2.7). They are armed with the owner's latest
    /// tracking generation, outside any row content's tracking scope (a row inside a row
    /// hands them to the row around it).
    private func trackForOwner(_ reads: [ObservableRead], owner: ViewNode) {
        if runningRowContent != nil {
            for read in reads { bodyStack[bodyStack.count - 1].noteOwnerRead(read) }
            return
        }
        let fresh = reads.filter { read in
            owner.observableReads.contains { $0.object === read.object && $0.field == read.field } == false
        }
        guard fresh.isEmpty == false else { return }
        owner.observableReads += fresh
        let generation = owner.trackingGeneration
        withObservationTracking {
            for read in fresh { FieldKeyPaths.access(read.object, read.field) }
        } onChange: { [simulationLink, nodeLink = owner.link] in
            guard let simulation = simulationLink.target, let node = nodeLink.target else { return }
            simulation.observationFired(node, generation: generation)
        }
    }

    /// Calls the element's content closure inside a tracking scope of its own (R2.7,
    /// R4.3): its @Observable reads are the row content's, and a change to one of them
    /// outdates only this row content. Its cost goes to the body that is running, if any.
    func evaluateRowContent(_ content: RowContent, owner: ViewNode) throws -> RowEvaluation {
        content.observableReads = []
        let generation = content.trackingGeneration + 1
        bodyStack.append(BodyContext(node: owner, cost: 0, work: [], rowContent: content))
        let evaluation = withObservationTracking {
            Result { try interpreter.buildRow(content.row) }
        } onChange: { [simulationLink, contentLink = content.link] in
            guard let simulation = simulationLink.target, let content = contentLink.target else { return }
            simulation.rowObservationFired(content, generation: generation)
        }
        content.trackingGeneration = generation
        let context = bodyStack.removeLast()
        if context.ownerReads.isEmpty == false { trackForOwner(context.ownerReads, owner: owner) }
        let built = try evaluation.get()
        content.built = built
        content.hasNestedRows = containsForEach(built)
        if bodyStack.isEmpty == false {
            bodyStack[bodyStack.count - 1].cost += context.cost
            bodyStack[bodyStack.count - 1].work += context.work
            return RowEvaluation(built: built, cost: context.cost, work: context.work, standalone: false)
        }
        return RowEvaluation(built: built, cost: context.cost, work: context.work, standalone: true)
    }

    private func containsForEach(_ view: ViewValue) -> Bool {
        if case .forEach = view.kind { return true }
        if view.deferredContent != nil { return true }
        return view.children.contains(where: containsForEach)
    }

    /// R8.2: a List row outside the window built only to count its views. Its reads
    /// count for the view that built the List, whose tracking it joins.
    private func countRow(_ row: DeferredRow, owner: ViewNode) throws {
        guard runningBodyNode === owner else {
            _ = try interpreter.buildRow(row)
            return
        }
        let generation = owner.trackingGeneration
        var thrown: Error?
        withObservationTracking {
            do { _ = try interpreter.buildRow(row) } catch { thrown = error }
        } onChange: { [simulationLink, nodeLink = owner.link] in
            guard let simulation = simulationLink.target, let node = nodeLink.target else { return }
            simulation.observationFired(node, generation: generation)
        }
        if let thrown { throw thrown }
    }

    private func recordRowRun(
        _ content: RowContent, owner: ViewNode, reasons: [RunReason], evaluation: RowEvaluation, old: ViewValue?
    ) {
        frame?.cost += evaluation.cost
        // The `app` block is no view: its rows are built once, at launch, like the rest
        // of it, and reports never show it.
        guard owner.isRoot == false else { return }
        let oldLines = old.map(renderedLines(of:)) ?? []
        let newLines = renderedLines(of: evaluation.built)
        let created = reasons.contains { if case .created = $0 { return true } else { return false } }
        let redrawn = created == false && oldLines != newLines
        let change =
            redrawn ? ScreenChange.between(old: oldLines, oldRows: [], new: newLines, newRows: []) : nil
        frame?.rowRuns.append(
            RowContentRun(
                content: content, owner: owner, reasons: reasons, cost: evaluation.cost, work: evaluation.work,
                redrawn: redrawn, screenChange: change, reads: content.observableReads, range: content.row.range))
    }

    /// Row contents of `owner` outdated by their own reads run again alone, in place in
    /// the owner's output; the owner's body does not run (R2.7). Then the owner's
    /// children are reconciled as after a scroll: views in a row built again compare
    /// their new value with the old (R2), the others are unchanged.
    func runRowContents(of owner: ViewNode) throws {
        let contents = dirtyRows.values.filter { $0.owner === owner }.sorted { $0.serial < $1.serial }
        guard contents.isEmpty == false else { return }
        guard let output = owner.output else {
            for content in contents { dirtyRows.removeValue(forKey: ObjectIdentifier(content)) }
            return
        }
        rowBuildDepth += 1
        defer { rowBuildDepth -= 1 }
        var builtAgain: Set<ObjectIdentifier> = []
        // An element of a sectioned List holds rows windowed with the List's others (R8.2):
        // it is evaluated again as the List's rows are expanded, below, with the rows inside
        // it, as a scroll would (a change in its row count moves the rows after it).
        let windowed = contents.filter { $0.isAlive && $0.windowsNestedRows }
        for content in contents where content.isAlive && dirtyRows[ObjectIdentifier(content)] != nil {
            if content.windowsNestedRows { continue }
            if windowed.contains(where: {
                $0.key.ids.count < content.key.ids.count
                    && Array(content.key.ids.prefix($0.key.ids.count)) == $0.key.ids
            }) {
                continue
            }
            dirtyRows.removeValue(forKey: ObjectIdentifier(content))
            let reasons = content.pendingCauses
            content.pendingCauses = []
            let old = content.built
            var evaluation = try evaluateRowContent(content, owner: owner)
            if let container = content.container, content.slot < container.children.count,
                container.children[content.slot] === old
            {
                container.children[content.slot] = evaluation.built
            }
            if content.hasNestedRows || (old.map(containsForEach) ?? false) {
                var seen: Set<RowContentKey> = []
                try expandNestedRows(of: content, into: &evaluation, owner: owner, seen: &seen)
                for (key, nested) in owner.rowContents
                where key.ids.count > content.key.ids.count && seen.contains(key) == false
                    && Array(key.ids.prefix(content.key.ids.count)) == content.key.ids
                {
                    retire(nested)
                    owner.rowContents.removeValue(forKey: key)
                }
            }
            recordRowRun(content, owner: owner, reasons: reasons, evaluation: evaluation, old: old)
            builtAgain.insert(ObjectIdentifier(evaluation.built))
        }
        if windowed.isEmpty == false {
            try expandAllRows(output, in: owner, reuse: true)
            for content in windowed where content.isAlive {
                if let built = content.built { builtAgain.insert(ObjectIdentifier(built)) }
            }
        }
        owner.renderedLines = render(output, owner: owner)
        rowsBuiltAgain = builtAgain
        defer { rowsBuiltAgain = [] }
        try reconcile(owner, output: output, parentRan: false)
    }

    /// A tracker of a row content fired: the element's content is outdated (R2.7, R4.4).
    func rowObservationFired(_ content: RowContent, generation: Int) {
        guard content.isAlive, generation == content.trackingGeneration, let mutation = currentMutation else {
            return
        }
        let property = mutation.object.type.stored[mutation.field].name
        let chain =
            content.observableReads.first { $0.object === mutation.object && $0.field == mutation.field }?.chain ?? [
                property
            ]
        let reason = RunReason.observable(
            object: mutation.object.type.name, property: property, chain: chain, change: mutation.change)
        if content.pendingCauses.contains(where: { Self.sameCause($0, reason) }) == false {
            content.pendingCauses.append(reason)
        }
        dirtyRows[ObjectIdentifier(content)] = content
    }

    /// A row content whose element is no longer built: its trackers are stale.
    func retire(_ content: RowContent) {
        content.isAlive = false
        content.built = nil
        content.container = nil
        dirtyRows.removeValue(forKey: ObjectIdentifier(content))
    }

    /// Scrolling builds and drops rows of a lazy container without running its owner's
    /// body; rows already built and not outdated are kept as they are (R8.1).
    func rematerialize(_ node: ViewNode) throws {
        guard let output = node.output else { return }
        rowBuildDepth += 1
        defer { rowBuildDepth -= 1 }
        try expandAllRows(output, in: node, reuse: true)
        node.renderedLines = render(output, owner: node)
        try reconcile(node, output: output, parentRan: false)
    }

    /// The rendered lines of one view value, without touching a node's rows.
    func renderedLines(of view: ViewValue) -> [String] {
        var state = RenderState()
        render(view, depth: 0, into: &state)
        return state.lines
    }

    // MARK: - Rendered output (R0.4)

    /// The primitives a body produced, one line each, with child views as references:
    /// what is on screen for this view. Comparing it across frames tells redrawn from
    /// unchanged on screen.
    func render(_ view: ViewValue, owner: ViewNode) -> [String] {
        var state = RenderState()
        render(view, depth: 0, into: &state)
        owner.renderedRows = state.rows
        owner.renderedForEachRows = state.forEachRows
        return state.lines
    }

    /// Renders `output` as `node`'s lines (R0.4): its previous lines, and what changed on
    /// screen since them (nil when `compare` is false, as for a view's first render, or when
    /// the lines read the same).
    func renderLines(of node: ViewNode, _ output: ViewValue, compare: Bool) -> (
        previous: [String], change: ScreenChange?
    ) {
        let previous = node.renderedLines
        let previousRows = node.renderedRows
        let previousForEachRows = node.renderedForEachRows
        node.renderedLines = render(output, owner: node)
        guard compare, previous != node.renderedLines else { return (previous, nil) }
        let change = ScreenChange.between(
            old: previous, oldRows: previousRows, new: node.renderedLines, newRows: node.renderedRows,
            oldForEachRows: previousForEachRows, newForEachRows: node.renderedForEachRows)
        return (previous, change)
    }

    /// The lines being rendered, and the ForEach rows among them (for `ScreenChange`).
    private struct RenderState {
        var lines: [String] = []
        var rows: [RenderedRow] = []
        /// Each ForEach's rows, those outside a lazy window too.
        var forEachRows: [RenderedForEach] = []
        /// The ForEach whose rows are being rendered: its site, after the rows it is inside
        /// (`12`, `12/row 3/40`), so that a ForEach keeps its key when one before it goes.
        var container: String?
        /// The rows the current view is inside (their ForEach and id), outermost first; joined
        /// into a key only when a ForEach is found inside a row, so a row costs no string.
        var enclosingRows: [(container: String, id: String)] = []
        var customViews = 0
        /// Inside a Picker: its ForEach rows are options.
        var inPicker = false
    }

    private func render(_ view: ViewValue, depth: Int, into state: inout RenderState) {
        // One string per line, appended in place: this runs after every body.
        var line = depth == 0 ? "" : String(repeating: "  ", count: depth)
        switch view.kind {
        case .custom(let instance):
            line += "‹" + instance.type.name
            if let id = view.explicitID { line += "[" + ValueKeyFormatting.describe(id) + "]" }
            line += "›"
            Self.appendModifiers(of: view, to: &line)
            state.lines.append(line)
            state.customViews += 1
            renderModifierContent(of: view, depth: depth + 1, into: &state)
            return
        case .primitive(let name):
            if view.arguments.count == 1, view.arguments[0].label == nil,
                case .string(let text) = view.arguments[0].value,
                ControlCharacters.isPlainInLiteral(text)
            {
                // `Text("row 2: 3")`, the commonest line, made in one piece: appended a part at
                // a time, the line outgrew its storage and was copied.
                line = Self.quotedCall(indent: line, name, text)
                break
            }
            line += name
            if view.arguments.isEmpty == false {
                line += "("
                for (index, argument) in view.arguments.enumerated() {
                    if index > 0 { line += ", " }
                    if let label = argument.label {
                        line += label
                        line += ": "
                    }
                    // A string argument (every `Text`'s) is quoted in place, not through
                    // an intermediate string.
                    if case .string(let text) = argument.value {
                        if ControlCharacters.isPlainInLiteral(text) {
                            line += "\""
                            line += text
                            line += "\""
                        } else {
                            line += ControlCharacters.literal(text)
                        }
                    } else {
                        Self.appendArgument(argument.value, to: &line)
                    }
                }
                line += ")"
            }
        case .forEach:
            line += "ForEach"
            Self.appendModifiers(of: view, to: &line)
            state.lines.append(line)
            let outer = state.container
            var key = ""
            for row in state.enclosingRows { key += row.container + "/row " + row.id + "/" }
            state.container = key + String(view.site)
            if view.deferredRows.isEmpty == false {
                state.forEachRows.append(RenderedForEach(container: key + String(view.site), rows: view.deferredRows))
            }
            for child in view.children { render(child, depth: depth + 1, into: &state) }
            state.container = outer
            renderModifierContent(of: view, depth: depth + 1, into: &state)
            return
        case .conditional(let branch):
            line += "branch \(branch)"
        case .group:
            // A lazy row kept off screen shows nothing (R8.4).
            if view.isKeptOffscreen { return }
            if let id = view.explicitID {
                let idText = ValueKeyFormatting.describe(id)
                line += "row " + idText
                if let container = state.container, view.idSource != nil {
                    let start = state.lines.count
                    let customBefore = state.customViews
                    let outer = state.container
                    state.container = nil
                    state.enclosingRows.append((container, idText))
                    Self.appendModifiers(of: view, to: &line)
                    state.lines.append(line)
                    for child in view.children { render(child, depth: depth + 1, into: &state) }
                    renderModifierContent(of: view, depth: depth + 1, into: &state)
                    state.container = outer
                    state.enclosingRows.removeLast()
                    state.rows.append(
                        RenderedRow(
                            container: container, id: id, positional: view.idSource == .offset,
                            lines: start..<state.lines.count, hasCustomView: state.customViews > customBefore,
                            isPickerOption: state.inPicker))
                    return
                }
            } else {
                for child in view.children { render(child, depth: depth, into: &state) }
                return
            }
        case .empty:
            return
        }
        Self.appendModifiers(of: view, to: &line)
        state.lines.append(line)
        let outerInPicker = state.inPicker
        if case .primitive("Picker") = view.kind { state.inPicker = true }
        for child in view.children { render(child, depth: depth + 1, into: &state) }
        state.inPicker = outerInPicker
        renderModifierContent(of: view, depth: depth + 1, into: &state)
    }

    /// The views of content modifiers (`.overlay { … }`), below the view they modify.
    private func renderModifierContent(of view: ViewValue, depth: Int, into state: inout RenderState) {
        for modifier in view.modifiers where modifier.content.isEmpty == false {
            for slot in modifier.content { render(slot, depth: depth, into: &state) }
        }
    }

    /// `indent` + `Text("text")`, written into one string of the exact length.
    private static func quotedCall(indent: String, _ name: String, _ text: String) -> String {
        let count = indent.utf8.count + name.utf8.count + text.utf8.count + 4
        return String(unsafeUninitializedCapacity: count) { buffer in
            var index = 0
            func put(_ part: String) {
                // Copied as a block (a native or small string's bytes are contiguous).
                let copied = part.utf8.withContiguousStorageIfAvailable { source -> Bool in
                    guard let base = source.baseAddress, let target = buffer.baseAddress else { return source.isEmpty }
                    (target + index).initialize(from: base, count: source.count)
                    index += source.count
                    return true
                }
                guard copied != true else { return }
                for byte in part.utf8 {
                    buffer[index] = byte
                    index += 1
                }
            }
            func put(_ byte: UInt8) {
                buffer[index] = byte
                index += 1
            }
            put(indent)
            put(name)
            put(UInt8(ascii: "("))
            put(UInt8(ascii: "\""))
            put(text)
            put(UInt8(ascii: "\""))
            put(UInt8(ascii: ")"))
            return index
        }
    }

    private static func appendModifiers(of view: ViewValue, to text: inout String) {
        for modifier in view.modifiers where modifier.isShownInOutput {
            text += " ." + modifier.name + "("
            var first = true
            for argument in modifier.arguments {
                if case .closure = argument.value { continue }
                // A binding a modifier is given is not read by the body that gives it (R6.1):
                // whether a sheet is up is what its host shows (a line of its own, R0.6), where
                // focus is (`.focused($field, equals: .name)`) is the system's. Its value here
                // would make the view look redrawn when only that changed.
                if case .binding = argument.value { continue }
                // An alert's actions and message, built with the body (R0.5), are what its
                // host shows while it is presented (R0.6), not part of this view's line.
                if modifier.effect == .presentation, case .view = argument.value,
                    argument.label == "actions" || argument.label == "message"
                {
                    continue
                }
                if first == false { text += ", " }
                first = false
                if let label = argument.label { text += label + ": " }
                Self.appendArgument(argument.value, to: &text)
            }
            text += ")"
        }
    }

    /// A view's or modifier's argument as the code spells it: an implicit member keeps its
    /// dot (`.font(.system(size: 20))`), and a view given as an argument is its call and
    /// modifiers (`.clipShape(RoundedRectangle(cornerRadius: 24))`, `.foregroundStyle(Color(red:
    /// 0.2, green: 0.4, blue: 0.9))`), not `view RoundedRectangle`, so a change to it shows.
    private static func appendArgument(_ value: Value, to text: inout String) {
        switch value {
        case .view(let view) where view.primitiveName != nil && view.children.isEmpty:
            let name = view.primitiveName!
            if name == "Color", view.arguments.count == 1, view.arguments[0].label == nil,
                case .symbol = view.arguments[0].value
            {
                text += ValueFormatting.debugDescribe(view.arguments[0].value)  // `Color.blue`
            } else {
                text += name + "("
                for (index, argument) in view.arguments.enumerated() {
                    if index > 0 { text += ", " }
                    if let label = argument.label { text += label + ": " }
                    appendArgument(argument.value, to: &text)
                }
                text += ")"
            }
            appendModifiers(of: view, to: &text)
        default:
            text += ValueFormatting.argumentSpelling(value)
        }
    }

}

extension String {
    var trimmingLeadingSpaces: String {
        // Over UTF-8 bytes: a space is one byte, and most lines have no indent to drop.
        guard let start = utf8.firstIndex(where: { $0 != UInt8(ascii: " ") }) else { return "" }
        return start == startIndex ? self : String(self[start...])
    }
}

extension Closure {
    /// Where a closure literal is, for errors raised when it runs.
    var rangeHint: SourceRange {
        if case .literal(let expr, _, _, _) = body { return expr.range }
        return SourceRange.at(0)
    }
}

/// How view ids print in REFs: `TrailRow[2]`, `ItemRow["Eggs"]`.
package enum ValueKeyFormatting {
    package static func describe(_ key: ValueKey) -> String {
        switch key {
        case .int(let v): return String(v)
        case .double(let v): return v.description
        case .bool(let v): return v ? "true" : "false"
        case .string(let v): return "\"\(v)\""
        case .null: return "nil"
        case .uuid(let n): return ValueFormatting.uuidString(n)
        case .date(let t): return "Date(\(t))"
        case .object(let key): return key.name
        case .enumCase(let name, let parts):
            return "." + name + (parts.isEmpty ? "" : "(" + parts.map(describe).joined(separator: ", ") + ")")
        case .composite(let name, let parts): return name + "(" + parts.map(describe).joined(separator: ", ") + ")"
        case .symbol(let name): return SymbolBuiltins.isConstructedSpelling(name) ? name : "." + name
        }
    }
}
