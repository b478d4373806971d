// `.preferredColorScheme(_:)`: a preference that flows up to the nearest enclosing
// presentation, the app's window or a sheet, cover or popover, and sets the color scheme of
// everything in it, the views above the modifier too (Apple's documentation of
// `preferredColorScheme(_:)`). A change is an environment change at that presentation:
// every view in it is checked and those that read `\.colorScheme` run (R7.1).
//
// Faithfulness: simplified: the preference is applied in the frame after the one that set it
// (SwiftUI reads preferences once an update is done); with several preferences in one
// presentation, the first in tree order wins (not documented); `nil`, or no preference, is
// the system's scheme (`.light`); a presentation inherits its presenter's scheme.
import ViewGraphSyntax

extension Simulation {
    static let colorSchemeKey = EnvironmentKey.key("colorScheme")

    /// Keeps the color scheme `node`'s output prefers (its first non-nil
    /// `.preferredColorScheme`), and marks the preferences outdated when it changed. Called
    /// after each full walk of a view's output; leaves `colorPreferencesInWalk` empty.
    func recordColorSchemePreference(of node: ViewNode) {
        // Most outputs prefer nothing, now or before: nothing to keep or forget.
        if colorPreferencesInWalk.isEmpty && node.colorSchemePreference == nil { return }
        let preference = colorPreferencesInWalk.first { if case .null = $0 { false } else { true } }
        colorPreferencesInWalk = []
        let previous = node.colorSchemePreference
        node.colorSchemePreference = preference
        colorSchemePreferrers[node.serial] = preference == nil ? nil : node
        switch (previous, preference) {
        case (nil, nil): break
        case (let old?, let new?) where interpreter.valuesEqual(old, new): break
        default: colorSchemeOutdated = true
        }
    }

    /// What each presentation's preferences ask for: the window's scheme (the system's
    /// when nothing in it prefers one), and each presentation host whose scheme changes
    /// (nil: it now inherits its presenter's).
    private func resolvedColorSchemes() -> (window: Value, hosts: [(host: ViewNode, scheme: Value?)]) {
        var window: (order: [Int], value: Value)?
        var presentations: [ObjectIdentifier: (host: ViewNode, order: [Int], value: Value)] = [:]
        for serial in colorSchemePreferrers.keys.sorted() {
            guard let node = colorSchemePreferrers[serial], node.isAlive, let value = node.colorSchemePreference
            else { continue }
            let order = node.treeOrder
            if let host = presentationHost(of: node) {
                let key = ObjectIdentifier(host)
                if let first = presentations[key], first.order.lexicographicallyPrecedes(order) { continue }
                presentations[key] = (host, order, value)
            } else {
                if let first = window, first.order.lexicographicallyPrecedes(order) { continue }
                window = (order, value)
            }
        }
        let system = baseEnvironment().values[Self.colorSchemeKey] ?? .symbol(type: "ColorScheme", name: "light")
        var hosts = presentations.values.map(\.host)
        for key in presentationColorSchemes.keys where presentations[key] == nil {
            if let host = liveNodes[key] { hosts.append(host) }
        }
        var changed: [(host: ViewNode, scheme: Value?)] = []
        for host in hosts.sorted(by: { $0.serial < $1.serial }) {
            let wanted = presentations[ObjectIdentifier(host)]?.value
            let current = presentationColorSchemes[ObjectIdentifier(host)]
            if let wanted, let current, interpreter.valuesEqual(wanted, current) { continue }
            changed.append((host, wanted))
        }
        return (window?.value ?? system, changed)
    }

    /// Whether the preferences now ask for another scheme somewhere: a frame then runs to
    /// apply it. A preference that changes nothing (`.light` on a light window) runs none.
    func colorSchemeChangePending() -> Bool {
        guard colorSchemeOutdated, let root else { return false }
        let (window, hosts) = resolvedColorSchemes()
        let windowChanges = root.environment.values[Self.colorSchemeKey].map {
            interpreter.valuesEqual($0, window) == false
        }
        if windowChanges != true && hosts.isEmpty {
            colorSchemeOutdated = false
            return false
        }
        return true
    }

    /// Gives each presentation the scheme its first preference asks for: the window's is
    /// the root's environment, pushed down to every view; a presented sheet's is written
    /// into its content's environment by its host, which runs again (R0.6, R7.1).
    func applyColorSchemePreferences() throws {
        colorSchemeOutdated = false
        guard let root else { return }
        for key in presentationColorSchemes.keys where liveNodes[key] == nil {
            presentationColorSchemes.removeValue(forKey: key)
        }
        let (scheme, hosts) = resolvedColorSchemes()
        if let current = root.environment.values[Self.colorSchemeKey], interpreter.valuesEqual(current, scheme) == false
        {
            root.environment.values[Self.colorSchemeKey] = scheme
            frame?.environmentChanges.append(Self.colorSchemeKey)
            try propagateEnvironment(root)
        }
        // Presentations whose preference came, changed or went build their content again.
        for (host, wanted) in hosts {
            let key = ObjectIdentifier(host)
            let current = presentationColorSchemes[key]
            presentationColorSchemes[key] = wanted
            invalidate(
                host,
                .environment(
                    key: Self.colorSchemeKey, oldValue: current.map(ValueFormatting.describe) ?? "inherited",
                    newValue: wanted.map(ValueFormatting.describe) ?? "inherited"))
        }
    }

    /// The sheet, cover or popover host `node` is presented by, if any (R0.6).
    private func presentationHost(of node: ViewNode) -> ViewNode? {
        var current = node.parent
        while let view = current {
            if case .presentation(let name)? = view.type.hostKind, Self.colorSchemePresentations.contains(name) {
                return view
            }
            current = view.parent
        }
        return nil
    }

    /// The presentations a color scheme preference applies to (Apple names a popover, a
    /// sheet and a window).
    static let colorSchemePresentations: Set<String> = ["sheet", "fullScreenCover", "popover"]
}
