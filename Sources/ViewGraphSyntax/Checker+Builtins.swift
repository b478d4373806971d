import ViewGraphDiagnostics

// The names a scenario may use without declaring them: Swift and Foundation types,
// SwiftUI types and views, builtin functions, environment keys and attributes. Every
// list derives from the builtin catalogue (Catalogue/BuiltinCatalogue.swift), where a
// name is also marked simulated, inert or not simulated yet; the checker reports a use
// of a name that is not simulated yet (Checker+Builtins: `reportNotSimulated`).

enum CheckerBuiltins {
    /// Views: valid as view references (`tap List`, `Toolbar/Button("Save")`).
    static let primitiveViews: Set<String> = BuiltinCatalogue.viewNames

    /// Types (and protocols) that need no declaration.
    static let types: Set<String> = BuiltinCatalogue.typeNames

    /// Protocols whose conformance adds no members the checker would need to know
    /// (used to decide whether `self.member` can be checked), and raw-value types.
    static let plainProtocols: Set<String> = BuiltinCatalogue.names(.protocolName)
        .subtracting(["View", "Observable", "RawRepresentable", "EnvironmentKey"])
        .union(["String", "Int", "Double", "Float", "Character", "Bool", "AnyObject"])

    /// Builtin functions.
    static let functions: Set<String> = BuiltinCatalogue.functionNames

    /// Members every scenario type may use without declaring them: synthesized by
    /// conformances (`rawValue`, `allCases`, `objectWillChange`, …) or by the language.
    static let implicitMembers: Set<String> = [
        "init", "self", "Type", "rawValue", "allCases", "hashValue", "hash", "objectWillChange", "description",
        "debugDescription", "access", "withMutation", "_printChanges", "_logChanges",
    ]

    /// The words of expectations (`bodies`, `frames`, …), valid names in `expect` conditions.
    static let assertionWords: Set<String> = Set(ViewSetKind.allCases.map(\.rawValue)).union(["frames", "hitch"])

    /// SwiftUI's own environment keys (`\.colorScheme`, …).
    static let environmentKeys: Set<String> = BuiltinCatalogue.environmentKeyNames

    /// View modifiers that a View's own code may call on implicit `self` (`padding()`).
    static let viewModifiers: Set<String> = BuiltinCatalogue.modifierNames

    // MARK: - Attributes

    /// Property wrappers valid only on the stored properties of a View struct.
    static let viewWrappers: Set<String> = Set(
        BuiltinCatalogue.entries(.propertyWrapper).filter {
            $0.status == .simulated && $0.family == "SwiftUI/DynamicProperties"
        }.map(\.name))

    /// Every property wrapper the scenario language knows.
    static let propertyWrappers: Set<String> = BuiltinCatalogue.names(.propertyWrapper, [.simulated])

    /// Attributes other than property wrappers.
    static let declarationAttributes: Set<String> = BuiltinCatalogue.names(.attribute, [.simulated])

    /// Swift attributes outside the scenario language: reported as unsupported, not unknown.
    static let unsupportedAttributes: Set<String> = BuiltinCatalogue.names(.attribute, [.notSimulated])
        .union(BuiltinCatalogue.names(.propertyWrapper, [.notSimulated]))

    /// Scenario settings and the values each takes.
    static let settings = ["source", "display", "visibleRows", "observation", "seed", "include"]
    static let observationModes = ["alwaysNotify", "dedupe"]
}

// MARK: - Names that are not simulated yet

extension Checker {
    /// Reports a use of a builtin view, function or type (in expression position) that
    /// the engine does not simulate yet: `check` says so at the use, so `run` never
    /// meets a name it cannot evaluate. Returns whether it reported.
    @discardableResult
    func reportNotSimulated(_ name: String, at range: SourceRange) -> Bool {
        let entry =
            BuiltinCatalogue.view(named: name) ?? BuiltinCatalogue.entry(.function, named: name)
            ?? BuiltinCatalogue.entry(.type, named: name) ?? BuiltinCatalogue.entry(.protocolName, named: name)
        guard let entry, entry.status == .notSimulated || entry.status == .nameOnly else { return false }
        let message =
            entry.status == .nameOnly
            ? "'\(name)' is \(entry.aFramework) \(entry.kindDescription) that ViewGraph knows only by name: it can be written as a type, but its values are not simulated yet"
            : entry.notSimulatedMessage
        error(message, at: range, notes: entry.notSimulatedNotes, group: .unsupported)
        return true
    }

    /// Reports a call of a modifier that the engine does not simulate yet (`.sheet`,
    /// `.onTapGesture`), unless a scenario type declares a method of that name.
    func reportNotSimulatedModifier(_ name: Identifier) {
        guard let entry = BuiltinCatalogue.modifier(named: name.name), entry.status == .notSimulated,
            world.declaresMember(named: name.name) == false
        else { return }
        error(
            entry.notSimulatedMessage, at: name.range, notes: entry.notSimulatedNotes, group: .unsupported)
    }

    /// Reports an environment key of SwiftUI's that has no simulated value yet.
    /// Returns whether it reported.
    @discardableResult
    func reportNotSimulatedEnvironmentKey(_ key: Identifier) -> Bool {
        guard let entry = BuiltinCatalogue.entry(.environmentKey, named: key.name), entry.status == .notSimulated,
            world.environmentKeys.contains(key.name) == false
        else { return false }
        error(entry.notSimulatedMessage, at: key.range, notes: entry.notSimulatedNotes, group: .unsupported)
        return true
    }

}
