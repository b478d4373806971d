// The builtin catalogue: every name a scenario may use without declaring it, in one
// declarative table (views, modifiers, types, protocols, functions, members,
// environment keys, property wrappers, attributes). The checker resolves names with
// it; the engine joins each simulated entry by name to its implementation in a family
// file (Sources/ViewGraphEngine/Builtins/); a coverage test fails when a simulated
// entry has no implementation; Guides/Language.md's reference tables are generated
// from it (`BuiltinCatalogue.markdownTable`).

/// The catalogue of builtin names. Lookups are by name (dictionaries built once);
/// iteration is in declaration order, so anything shown to a user is deterministic.
package enum BuiltinCatalogue {
    /// Every entry, in declaration order.
    package static let entries: [BuiltinEntry] =
        views + modifiers + types + protocols + functions + members + environmentKeys + propertyWrappers + attributes
        + modules

    private static let byKindAndName: [BuiltinKind: [String: BuiltinEntry]] = {
        var result: [BuiltinKind: [String: BuiltinEntry]] = [:]
        for entry in entries where entry.kind != .member {
            result[entry.kind, default: [:]][entry.name] = entry
        }
        return result
    }()

    private static let membersByOwner: [String: [String: BuiltinEntry]] = {
        var result: [String: [String: BuiltinEntry]] = [:]
        for entry in entries where entry.kind == .member {
            result[entry.owner ?? "", default: [:]][entry.name] = entry
        }
        return result
    }()

    /// The entry of a kind with a name, if any.
    package static func entry(_ kind: BuiltinKind, named name: String) -> BuiltinEntry? {
        byKindAndName[kind]?[name]
    }

    /// The member `name` of the builtin type `owner` (`Array`, `Int`), if listed.
    package static func member(_ name: String, of owner: String) -> BuiltinEntry? {
        membersByOwner[owner]?[name]
    }

    /// Whether any builtin type lists a member of this name (`count`, `formatted`).
    package static func isMemberOfSomeType(_ name: String) -> Bool {
        membersByOwner.values.contains { $0[name] != nil }
    }

    /// A member of builtin types that the engine does not simulate yet (`lazy`,
    /// `unicodeScalars`), when no builtin type has a simulated member of that name: the
    /// checker can report a use without knowing the value's type.
    package static func notSimulatedMember(named name: String) -> BuiltinEntry? {
        notSimulatedMembers[name]
    }

    private static let notSimulatedMembers: [String: BuiltinEntry] = {
        let simulated = Set(entries.filter { $0.kind == .member && $0.status != .notSimulated }.map(\.name))
        var result: [String: BuiltinEntry] = [:]
        for entry in entries where entry.kind == .member && entry.status == .notSimulated {
            if simulated.contains(entry.name) == false { result[entry.name] = entry }
        }
        return result
    }()

    /// The builtin value types an `extension` of `name` adds members to (Guides/Language.md,
    /// "Extensions"); empty for a type whose extensions are not simulated (`Optional`,
    /// `Text`).
    package static func extensionTargets(of name: String) -> [String] {
        switch name {
        case "Int", "Double", "String", "Bool", "Array", "Dictionary", "Set", "Date", "Color", "View": [name]
        case "Character", "Substring", "StringProtocol": ["String"]
        case "BinaryInteger", "FixedWidthInteger", "SignedInteger": ["Int"]
        case "FloatingPoint", "BinaryFloatingPoint", "TimeInterval": ["Double"]
        case "Range", "ClosedRange", "CountableRange", "CountableClosedRange": ["Range"]
        case "Collection", "Sequence", "BidirectionalCollection", "RandomAccessCollection":
            ["Array", "Set", "Dictionary", "String", "Range"]
        case "MutableCollection", "RangeReplaceableCollection": ["Array", "Set", "Dictionary", "String"]
        // `extension ShapeStyle where Self == Color { static var brand: Color { … } }`: its
        // statics are `.brand` where a style is expected and `Color.brand`.
        case "ShapeStyle": ["ShapeStyle", "Color"]
        // `extension Font { static let cardTitle = Font.system(size: 20) }`, `extension
        // Animation`: SwiftUI's symbolic style values take the scenario's statics and methods.
        default: symbolicTypeNames.contains(name) ? [name] : []
        }
    }

    /// The entries of one kind, in declaration order.
    package static func entries(_ kind: BuiltinKind) -> [BuiltinEntry] {
        entries.filter { $0.kind == kind }
    }

    /// The names of one kind, optionally only those with the given statuses.
    package static func names(_ kind: BuiltinKind, _ statuses: Set<BuiltinStatus>? = nil) -> Set<String> {
        Set(entries(kind).filter { statuses?.contains($0.status) ?? true }.map(\.name))
    }

    /// A view's entry.
    package static func view(named name: String) -> BuiltinEntry? { entry(.view, named: name) }

    /// A modifier's entry; nil for a modifier the catalogue does not list (a visual attribute).
    package static func modifier(named name: String) -> BuiltinEntry? { entry(.modifier, named: name) }

    // MARK: - Derived lists (each exists once, here)

    /// Views a REF may name and a body may build (every view entry, simulated or not).
    package static let viewNames: Set<String> = names(.view)
    /// Views the engine builds.
    package static let simulatedViewNames: Set<String> = names(.view, [.simulated])
    /// Containers that build only their visible rows (R8).
    package static let lazyContainerNames: Set<String> = Set(
        entries(.view).filter(\.isLazyContainer).map(\.name))
    /// Controls a `tap REF` can act on.
    package static let tappableViewNames: Set<String> = Set(
        entries(.view).filter { $0.interaction != nil }.map(\.name))
    /// Types whose static members are symbolic values (`Color.blue`).
    package static let symbolicTypeNames: Set<String> = Set(entries(.type).filter(\.isSymbolic).map(\.name))
    /// Types the engine evaluates (construct, call static members of).
    package static let simulatedTypeNames: Set<String> = names(.type, [.simulated])
    /// Every type and protocol name valid where a type is written.
    package static let typeNames: Set<String> = names(.type).union(names(.protocolName))
    /// Free functions (simulated or not).
    package static let functionNames: Set<String> = names(.function)
    /// Free functions the engine runs.
    package static let simulatedFunctionNames: Set<String> = names(.function, [.simulated])
    /// Modifiers a view's own code may call on implicit `self` (`padding()`).
    package static let modifierNames: Set<String> = names(.modifier)
    /// Environment keys (`\.colorScheme`).
    package static let environmentKeyNames: Set<String> = names(.environmentKey)

    // MARK: - The language guide's tables

    /// A Markdown table of the entries of one kind: name, status, what it does.
    /// Guides/Language.md's reference section is this output (a test keeps them equal).
    package static func markdownTable(_ kind: BuiltinKind) -> String {
        let withEffect = kind == .modifier
        var lines =
            withEffect
            ? ["| name | effect | status | what it does |", "|---|---|---|---|"]
            : ["| name | status | what it does |", "|---|---|---|"]
        for entry in entries(kind) {
            let doc = entry.doc.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
            let effect = withEffect ? " \(entry.effect?.rawValue ?? "") |" : ""
            lines.append("| `\(entry.displayName)` |\(effect) \(entry.status.rawValue) | \(doc) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
