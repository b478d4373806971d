// What a TabView puts on screen: one tab at a time. The engine builds every tab's views
// (Guides/Language.md), but only the selected tab is on screen, so only its controls are
// listed and take a tap; the others' views wait, with their state, for their tab. A screen
// pushed onto a stack inside a tab leaves the tab bar on screen; a sheet or a cover
// presented over the TabView hides it (R0.6, R0.7).
//
// Faithfulness: the selected tab is the one whose `.tag` (or ForEach id) equals the
// `selection:` binding's value, else the first tab, as SwiftUI shows; a tab bar hidden
// with `.toolbar(.hidden, for: .tabBar)` is not modelled.
import ViewGraphSyntax

/// The part of the view tree a user can touch in the current step.
struct ScreenRegion {
    /// The front screen: the topmost sheet, cover, alert or dialog, and in it the screen
    /// pushed last; the root when nothing covers it.
    var front: ViewNode?
    /// The views at the top of a tab that is not selected (all below them are off screen too).
    var inHiddenTabs: Set<ObjectIdentifier>
    /// The views that hold the front screen, up to the first sheet, cover, alert or dialog:
    /// a TabView in their bodies may keep its tab bar on screen over a screen pushed in a tab.
    var holdingFront: Set<ObjectIdentifier> = []

    /// Whether `node` is on the front screen and not in a tab that is not selected.
    func contains(_ node: ViewNode) -> Bool {
        Simulation.isInside(node, front) && isInHiddenTab(node) == false
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
        var current = region.front
        while let node = current {
            if case .presentation(let name)? = node.type.hostKind, Self.coveringPresentations.contains(name) { break }
            region.holdingFront.insert(ObjectIdentifier(node))
            current = node.parent
        }
        return region
    }

    /// Whether the tab bar of `tabView`, in `owner`'s body, takes a tap: the owner is on the
    /// front screen, or the front screen was pushed onto a stack inside one of its tabs. A
    /// push onto a stack around the TabView covers the tab bar, and so does a sheet, a
    /// cover, an alert or a dialog (R0.6, R0.7).
    func showsTabBar(_ tabView: ViewValue, of owner: ViewNode, on screen: ScreenRegion) -> Bool {
        if screen.contains(owner) { return true }
        guard screen.holdingFront.contains(ObjectIdentifier(owner)), var current = screen.front,
            let output = owner.output,
            let environment = environment(at: tabView, in: output, base: owner.environment)
        else { return false }
        // The stacks the TabView is inside of, by the path binding each gives its content.
        let around = [Self.navigationPathKey, Self.navigationLinkPathKey].compactMap { key -> BindingLocation? in
            guard case .binding(let path)? = environment.values[.key(key)] else { return nil }
            return path.location
        }
        while current !== owner {
            if current.type.hostKind?.pushesScreens == true {
                for key in [Self.navigationPathKey, Self.navigationLinkPathKey] {
                    guard case .binding(let path)? = current.environment.values[.key(key)] else { continue }
                    if around.contains(where: { $0.isSameLocation(as: path.location) }) { return false }
                }
            }
            guard let parent = current.parent else { return false }
            current = parent
        }
        return true
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
            case .group, .forEach,
                .conditional where tag == nil:
                for child in view.children { visit(child, path: path) }
            case .primitive("Group") where tag == nil:
                for child in view.children { visit(child, path: path) }
            default:
                tabs.append(TabOfTabView(view: view, tag: tag, path: path))
            }
        }
        for child in tabView.children { visit(child, path: []) }
        guard let binding = tabView.binding,
            let selection = try? interpreter.readBinding(binding.location, at: tabView.range)
        else { return (tabs, 0) }
        let selected = tabs.firstIndex { tab in tab.tag.map { interpreter.valuesEqual($0, selection) } ?? false }
        return (tabs, selected ?? 0)
    }

    /// The identity components a view adds to the path of the views below it, as the
    /// reconciler makes them (R1.1, R1.2, R1.4, R1.5).
    static func identityComponents(of view: ViewValue) -> [IdentityComponent] {
        var components: [IdentityComponent] = [.site(view.site)]
        if case .conditional(let branch) = view.kind { components.append(.branch(branch)) }
        if let id = view.explicitID { components.append(view.idSource != nil ? .element(id) : .explicit(id)) }
        return components
    }

    /// The live views at the top of a tab that is not selected: each child of a view
    /// whose body shows a TabView, when its identity path passes through such a tab.
    private func viewsInHiddenTabs(among views: [ViewNode]) -> Set<ObjectIdentifier> {
        var hidden: Set<ObjectIdentifier> = []
        for owner in views {
            guard let output = owner.output, owner.children.isEmpty == false else { continue }
            var prefixes: [[IdentityComponent]] = []
            func visit(_ view: ViewValue, path: [IdentityComponent]) {
                let path = path + Self.identityComponents(of: view)
                for modifier in view.modifiers {
                    for slot in modifier.content { visit(slot, path: path) }
                }
                if view.customInstance != nil { return }
                if view.primitiveName == "TabView" {
                    let (tabs, selected) = tabs(of: view)
                    for (index, tab) in tabs.enumerated() {
                        if index == selected {
                            visit(tab.view, path: path + tab.path.dropLast(Self.identityComponents(of: tab.view).count))
                        } else {
                            prefixes.append(path + tab.path)
                        }
                    }
                    return
                }
                for child in view.children { visit(child, path: path) }
            }
            visit(output, path: [])
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
