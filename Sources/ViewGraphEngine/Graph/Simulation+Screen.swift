// What a TabView puts on screen: one tab at a time. The engine builds every tab's views
// (Guides/Language.md), but only the selected tab is on screen, so only its controls are
// listed and take a tap; the others' views wait, with their state, for their tab. A screen
// pushed onto a stack covers that stack only: one inside a tab leaves the tab bar on screen,
// and so does any view beside the stack; a sheet or a cover presented over the TabView hides
// it (R0.6, R0.7). A view in a tab that is not selected, or under a pushed screen, is off
// screen: it disappears when a tab switch or a push hides it and appears again when it is
// shown (R10.1, R10.2).
//
// Faithfulness: the selected tab is the one whose `.tag` (or ForEach id) equals the
// `selection:` binding's value, else the first tab, as SwiftUI shows; a tab bar hidden
// with `.toolbar(.hidden, for: .tabBar)` is not modelled. Only the selected tab appears
// with the first render, as on iOS 18 (iOS 17 ran every tab's appear actions at launch);
// appearing on a push, a pop and a tab switch is observed behaviour, not documented.
import ViewGraphSyntax

/// The part of the view tree a user can touch in the current step.
struct ScreenRegion {
    /// The front screen: the topmost sheet, cover, alert or dialog; the root when nothing
    /// covers it.
    var front: ViewNode?
    /// The views at the top of a tab that is not selected (all below them are off screen too).
    var inHiddenTabs: Set<ObjectIdentifier>
    /// The screen pushed last onto each navigation stack in the front screen.
    var pushes: [PushedScreen] = []
    /// The built-in views inside a stack whose root a push covers, for each view whose
    /// body shows such a stack.
    var coveredInBodies: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]

    /// Whether `node` is on the front screen, not under a pushed screen, and not in a tab
    /// that is not selected.
    func contains(_ node: ViewNode) -> Bool {
        Simulation.isInside(node, front) && isInHiddenTab(node) == false && pushCovering(node) == nil
    }

    /// The push that covers `node`: it is inside that push's stack, not in its pushed screen.
    func pushCovering(_ node: ViewNode) -> PushedScreen? {
        pushes.first { push in
            node.identity.components.starts(with: push.place) && Simulation.isInside(node, push.screen) == false
        }
    }

    /// Whether a built-in view in `owner`'s body is under a pushed screen: it is inside the
    /// stack whose root the push covers (a Button beside the stack is not).
    func covers(_ view: ViewValue, shownBy owner: ViewNode) -> Bool {
        coveredInBodies[ObjectIdentifier(owner)]?.contains(ObjectIdentifier(view)) == true
    }

    /// Whether a view in `owner`'s body that carries a field (a TextField, a `.searchable`)
    /// is under a pushed screen: inside the stack whose root the push covers. A modifier on
    /// the stack itself is not covered by what the stack pushes.
    func coversField(_ view: ViewValue, shownBy owner: ViewNode) -> Bool {
        covers(view, shownBy: owner) && pushes.contains(where: { $0.stack === view }) == false
    }

    /// Whether `node` or a view above it is in a tab that is not selected.
    func isInHiddenTab(_ node: ViewNode) -> Bool {
        guard inHiddenTabs.isEmpty == false else { return false }
        var current: ViewNode? = node
        while let candidate = current {
            if inHiddenTabs.contains(ObjectIdentifier(candidate)) { return true }
            current = candidate.parent
        }
        return false
    }
}

/// A screen pushed onto a navigation stack (R0.7): it covers the stack's root and its
/// earlier screens, nothing beside the stack.
struct PushedScreen {
    /// The stack's identity (R1.1): the views inside it are below this path.
    var place: [IdentityComponent]
    /// The view whose body shows the stack.
    var owner: ViewNode
    var stack: ViewValue
    /// The pushed screen: the last of the destination host's screens, or the host itself
    /// when its screens are built-in views only.
    var screen: ViewNode
    var serial: Int
}

/// One tab of a TabView: the view that is the tab, its tag, and its identity path below
/// the TabView (R1.1: a view's place in its parent's body).
struct TabOfTabView {
    var view: ViewValue
    var tag: Value?
    var path: [IdentityComponent]
}

extension Simulation {
    /// The front screen and the tabs that are not selected, among the live views.
    func screenRegion(among views: [ViewNode]) -> ScreenRegion {
        var region = ScreenRegion(front: nil, inHiddenTabs: viewsInHiddenTabs(among: views))
        region.front = frontmostScreen(among: views, skipping: region)
        region.pushes = pushedScreens(in: region.front, among: views, skipping: region)
        for push in region.pushes {
            var covered = region.coveredInBodies[ObjectIdentifier(push.owner)] ?? []
            Self.walkOutput(push.stack) { view, _ in
                covered.insert(ObjectIdentifier(view))
                return true
            }
            region.coveredInBodies[ObjectIdentifier(push.owner)] = covered
        }
        return region
    }

    /// The tabs of a TabView in order, and the index of the selected one: the first tab
    /// whose tag equals the `selection:` binding's value, else the first tab.
    func tabs(of tabView: ViewValue) -> (tabs: [TabOfTabView], selected: Int) {
        var tabs: [TabOfTabView] = []
        func visit(_ view: ViewValue, path: [IdentityComponent]) {
            let path = path + Self.identityComponents(of: view)
            let tag = view.modifiers.last(where: { $0.name == "tag" })?.arguments.first?.value ?? view.idValue
            switch view.kind {
            case .empty:
                return
            case .group, .forEach, .conditional, .primitive("Group"):
                // A container of tabs, unless it carries a tag itself.
                guard tag == nil else { fallthrough }
                for child in view.children { visit(child, path: path) }
            default:
                tabs.append(TabOfTabView(view: view, tag: tag, path: path))
            }
        }
        for child in tabView.children { visit(child, path: []) }
        guard let binding = tabView.binding,
            let selection = try? interpreter.readBinding(binding.location, at: tabView.range)
        else { return (tabs, 0) }
        if tabView.ownsSelection {
            // The TabView's own selection is the selected tab's index.
            guard case .int(let index) = selection, tabs.indices.contains(index) else { return (tabs, 0) }
            return (tabs, index)
        }
        let selected = tabs.firstIndex { tab in tab.tag.map { interpreter.valuesEqual($0, selection) } ?? false }
        return (tabs, selected ?? 0)
    }

    /// Adds the identity components a view gives the views below it (R1.1, R1.2, R1.4,
    /// R1.5): its site, its branch, its explicit id. The reconciler's walk and every walk
    /// that must agree with it (`walkOutput`) use this one definition.
    static func appendIdentity(of view: ViewValue, to path: inout [IdentityComponent]) {
        path.append(.site(view.site))
        if case .conditional(let branch) = view.kind { path.append(.branch(branch)) }
        if let id = view.explicitID { path.append(view.idSource != nil ? .element(id) : .explicit(id)) }
    }

    /// The identity components a view adds to the path of the views below it.
    static func identityComponents(of view: ViewValue) -> [IdentityComponent] {
        var components: [IdentityComponent] = []
        appendIdentity(of: view, to: &components)
        return components
    }

    /// Visits a body's output as the reconciler walks it: each view with its identity path
    /// below the body's view (the path includes the view's own components), the views of
    /// content modifiers before the children, never into a view of the app's own (its body
    /// is its node's). `visit` returns false to leave what is below a view unvisited.
    static func walkOutput(
        _ view: ViewValue, path: [IdentityComponent] = [], _ visit: (ViewValue, [IdentityComponent]) -> Bool
    ) {
        var path = path
        appendIdentity(of: view, to: &path)
        guard visit(view, path) else { return }
        for modifier in view.modifiers {
            for slot in modifier.content { walkOutput(slot, path: path, visit) }
        }
        if view.customInstance != nil { return }
        for child in view.children { walkOutput(child, path: path, visit) }
    }

    /// The live views at the top of a tab that is not selected: each child of a view
    /// whose body shows a TabView, when its identity path passes through such a tab.
    private func viewsInHiddenTabs(among views: [ViewNode]) -> Set<ObjectIdentifier> {
        var hidden: Set<ObjectIdentifier> = []
        for owner in views {
            guard let output = owner.output, owner.children.isEmpty == false else { continue }
            var prefixes: [[IdentityComponent]] = []
            func visit(_ view: ViewValue, path: [IdentityComponent]) -> Bool {
                guard view.primitiveName == "TabView" else { return true }
                // The selected tab is walked on; the others' paths hide the views below them.
                let (tabs, selected) = tabs(of: view)
                for (index, tab) in tabs.enumerated() {
                    if index == selected {
                        let around = path + tab.path.dropLast(Self.identityComponents(of: tab.view).count)
                        Self.walkOutput(tab.view, path: around, visit)
                    } else {
                        prefixes.append(path + tab.path)
                    }
                }
                return false
            }
            Self.walkOutput(output, visit)
            guard prefixes.isEmpty == false else { continue }
            let depth = owner.identity.components.count
            for child in owner.children {
                let local = child.identity.components.dropFirst(depth)
                if prefixes.contains(where: { local.starts(with: $0) }) { hidden.insert(ObjectIdentifier(child)) }
            }
        }
        return hidden
    }
}

// MARK: - Views a push or a tab switch takes off the screen (R0.7, R10.1)

extension Simulation {
    /// Called by the output walk at a TabView or a NavigationStack. A TabView's tabs that
    /// are not selected are marked for the rest of the walk (the caller unmarks the
    /// returned ones after the tabs); a stack with a screen pushed has its root covered.
    /// Returns the off-screen cause of the view's content. A view whose body does not read
    /// the selection or the path is walked again when either changes (`refreshScreens`).
    func screenContainerContent(_ view: ViewValue, offScreen: OffScreenCause?) -> (
        content: OffScreenCause?, hiddenTabs: [ObjectIdentifier]
    ) {
        switch view.primitiveName {
        case "TabView":
            let (tabs, selected) = untracked { self.tabs(of: view) }
            screensInWalk.append((view, selected))
            var hidden: [ObjectIdentifier] = []
            for (index, tab) in tabs.enumerated() where index != selected {
                if hiddenTabsInWalk.insert(ObjectIdentifier(tab.view)).inserted {
                    hidden.append(ObjectIdentifier(tab.view))
                }
            }
            return (offScreen, hidden)
        case "NavigationStack":
            let pushed = pushedScreenCount(of: view)
            screensInWalk.append((view, pushed))
            return (offScreen ?? (pushed > 0 ? .coveredByPush : nil), [])
        default:
            return (offScreen, [])
        }
    }

    /// What a TabView or a NavigationStack shows now: the selected tab's index, or the
    /// number of screens pushed onto the stack.
    func screenSignature(of container: ViewValue) -> Int {
        if container.primitiveName == "TabView" { return untracked { tabs(of: container).selected } }
        return pushedScreenCount(of: container)
    }

    /// The elements of a stack's path, the screens its `NavigationLink(destination:)`s
    /// pushed and those its `.navigationDestination(isPresented:)`s pushed. A value with no
    /// destination for its type counts as a pushed screen too.
    private func pushedScreenCount(of stack: ViewValue) -> Int {
        var count = 0
        for modifier in stack.modifiers {
            guard let write = Self.environmentWrite(of: modifier),
                write.key == .key(Self.navigationPathKey) || write.key == .key(Self.navigationLinkPathKey),
                case .binding(let binding) = write.value
            else { continue }
            if write.key == .key(Self.navigationLinkPathKey) {
                // A destination host belongs to the stack whose links path its environment holds.
                count += pushedDestinationHosts.count { host in
                    guard host.isAlive,
                        case .binding(let links)? = host.environment.values[.key(Self.navigationLinkPathKey)]
                    else {
                        return false
                    }
                    return links.location.isSameLocation(as: binding.location)
                }
            }
            let elements = untracked {
                (try? interpreter.readBinding(binding.location, at: stack.range)).flatMap {
                    try? navigationElements($0)
                }
            }
            count += elements?.count ?? 0
        }
        return count
    }

    /// Reads made by the engine itself, outside any body: they make no dependency.
    private func untracked<Result>(_ body: () -> Result) -> Result { interpreter.untracked(body) }

    /// Keeps what a walk of `node`'s output found: its TabViews and NavigationStacks and
    /// what each showed. Called after each full walk of a view's output; leaves
    /// `screensInWalk` empty for the next walk.
    func recordScreens(of node: ViewNode) {
        // Most outputs show neither, now or before: nothing to keep or forget.
        if screensInWalk.isEmpty && node.screenContainers.isEmpty { return }
        let found = screensInWalk
        screensInWalk = []
        node.screenContainers = found.map(\.container)
        node.screenSignature = found.map(\.signature)
        screenOwners[node.serial] = found.isEmpty ? nil : node
    }

    /// After a frame's bodies ran: each view showing a TabView or a NavigationStack whose
    /// selection or pushed screens changed since its output was last walked is walked again,
    /// so the views that left the screen disappear and those that came back appear (R0.7,
    /// R10.1).
    func refreshScreens() throws {
        for serial in screenOwners.keys.sorted() {
            guard let owner = screenOwners[serial] else { continue }
            guard owner.isAlive else {
                screenOwners.removeValue(forKey: serial)
                continue
            }
            // Also a view whose body ran: a `.navigationDestination(isPresented:)` host below
            // it pushes while the frame reconciles, after the body's output was walked.
            guard screensChanged(owner) else { continue }
            guard let output = owner.output else {
                owner.screenSignature = owner.screenContainers.map(screenSignature)
                continue
            }
            try showOrHide(owner, output: output)
        }
    }

    /// Whether a selection or a path below `owner` changed since its output was last walked.
    func screensChanged(_ owner: ViewNode) -> Bool {
        zip(owner.screenContainers, owner.screenSignature).contains { container, signature in
            screenSignature(of: container) != signature
        }
    }

    /// Whether any view's TabView or NavigationStack shows something else than when it was
    /// last walked: a frame then runs to bring the screen up to date, though no body need
    /// run (a tap on a tab whose selection no body reads).
    func anyScreenChanged() -> Bool {
        guard screenOwners.isEmpty == false else { return false }
        return screenOwners.keys.sorted().contains { serial in
            guard let owner = screenOwners[serial], owner.isAlive else { return false }
            return screensChanged(owner)
        }
    }
}
