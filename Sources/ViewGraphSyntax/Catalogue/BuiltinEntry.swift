// The shape of one entry of the builtin catalogue: every name a scenario may use
// without declaring it. The catalogue is data; the checker reads it to resolve names,
// the engine joins it by name to the code that runs each simulated entry, and the
// language guide's reference tables are generated from it (Guides/Language.md).

import ViewGraphDiagnostics

/// What kind of name a catalogue entry is.
package enum BuiltinKind: String, Sendable, CaseIterable {
    /// A SwiftUI view (`Text`, `VStack`, `Button`).
    case view
    /// A view modifier (`.padding()`, `.task { }`, `.onChange(of:)`).
    case modifier
    /// A type of the standard library, Foundation or SwiftUI (`Int`, `UUID`, `Font`).
    case type
    /// A protocol that may be named in a conformance (`Identifiable`, `View`).
    case protocolName = "protocol"
    /// A free function (`print`, `min`, `withAnimation`).
    case function
    /// A member of a builtin type (`Array.append`, `Int.max`).
    case member
    /// A key of SwiftUI's `EnvironmentValues` (`\.colorScheme`).
    case environmentKey
    /// A property wrapper (`@State`, `@Published`).
    case propertyWrapper
    /// Another attribute (`@MainActor`, `@Observable`).
    case attribute
    /// A module a file may import (`SwiftUI`, `Foundation`).
    case module
}

/// How far the simulation gives an entry its meaning.
package enum BuiltinStatus: String, Sendable {
    /// The engine implements it with the update semantics it has in SwiftUI or Swift.
    case simulated
    /// A visual attribute: its arguments are evaluated (reads in them count) and it is
    /// part of the rendered output, but it has no effect on what updates (R0.1).
    case inert
    /// Valid Swift or SwiftUI that the engine does not simulate yet: `check` reports it
    /// at the use ("'X' is not simulated yet"), never `run`.
    case notSimulated = "not simulated yet"
    /// A name that is valid where a type or conformance is written and needs no code
    /// (`Sendable`, `Hashable`, `TimeInterval` in an annotation).
    case nameOnly = "name only"
}

/// How a learner interacts with a control in a step (`tap REF`, …).
package enum BuiltinInteraction: String, Sendable {
    /// `tap REF`: runs the control's action.
    case tap
    /// `tap REF` on a toggle: flips its `isOn` binding, then runs nothing else.
    case toggle
    /// `tap REF/Picker("Title")/Text("Option")`: writes the option's `.tag` to the selection.
    case select
    /// `tap REF/Stepper`: adds the step to its `value` binding.
    case increment
    /// `tap REF/NavigationLink`: pushes its value or destination (R0.7).
    case push
    /// `tap REF/Link`: calls the environment's `openURL` with its destination.
    case openURL
}

/// The effect a view modifier has on the view graph: a closed set, so the reconciler
/// switches over effects, never over modifier names.
package enum ModifierEffect: String, Sendable, CaseIterable {
    /// `.onAppear { }`: an action when the view's identity appears (R10.1).
    case appear
    /// `.onDisappear { }`: an action when the identity goes away (R10.1).
    case disappear
    /// `.task { }` / `.task(id:) { }`: work owned by the view, cancelled with it (R10.2).
    case task
    /// `.onChange(of:) { }`: an action when a value differs between body runs.
    case changeObserver
    /// `.environment(\.key, v)` / `.environment(object)`: a write to the subtree's environment (R7.1).
    case environment
    /// `.environmentObject(o)`: an ObservableObject in the subtree's environment (R7.5).
    case environmentObject
    /// `.id(_:)`: explicit identity (R1.5).
    case identity
    /// `.equatable()`: compare the view with its `==` (R2.2).
    case equatableGate
    /// `.overlay { }`, `.background { }`: content views built with the body they modify.
    case content
    /// `.sheet`, `.alert`, `.popover`: content shown while a binding says so.
    case presentation
    /// `.navigationDestination`: content pushed by a navigation value.
    case navigationDestination
    /// A visual attribute (`.padding()`, `.font(_:)`): no effect on updates.
    case visual
}

/// The binding a control reads and writes (`Toggle(isOn:)`, `TextField(text:)`).
package struct BuiltinBinding: Sendable, Equatable {
    /// The argument label that carries the binding.
    package let label: String

    package init(_ label: String) { self.label = label }
}

/// One builtin name. Entries are plain data: what the name is, how it is called and
/// used, and whether the simulation gives it meaning. See `BuiltinCatalogue`.
package struct BuiltinEntry: Sendable {
    package let name: String
    package let kind: BuiltinKind
    /// For members: the type they belong to (`Array`); nil for everything else.
    package let owner: String?
    /// The argument labels of the accepted call forms (`[["of"], ["of", "initial"]]`),
    /// `_` for an unlabeled argument; empty when the entry is not called or takes any form.
    package let signatures: [[String]]
    package let binding: BuiltinBinding?
    package let interaction: BuiltinInteraction?
    /// For modifiers: what the modifier does to the graph.
    package let effect: ModifierEffect?
    /// A container that builds only its visible rows (R8).
    package let isLazyContainer: Bool
    /// A type whose static members are symbolic values (`Color.blue`, `Font.headline`).
    package let isSymbolic: Bool
    package let status: BuiltinStatus
    /// One line for the language guide and completion.
    package let doc: String
    /// The family file that implements it (`Views/Controls`, `Modifiers/Lifecycle`).
    package let family: String
    /// For an entry that is not simulated yet: what to write instead, for the note.
    package let instead: String?

    package init(
        _ name: String, kind: BuiltinKind, owner: String? = nil, signatures: [[String]] = [],
        binding: BuiltinBinding? = nil, interaction: BuiltinInteraction? = nil, effect: ModifierEffect? = nil,
        isLazyContainer: Bool = false, isSymbolic: Bool = false, status: BuiltinStatus, doc: String, family: String,
        instead: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.owner = owner
        self.signatures = signatures
        self.binding = binding
        self.interaction = interaction
        self.effect = effect
        self.isLazyContainer = isLazyContainer
        self.isSymbolic = isSymbolic
        self.status = status
        self.doc = doc
        self.family = family
        self.instead = instead
    }

    /// The framework the name comes from, as a diagnostic says it: `SwiftUI`,
    /// `Foundation`, `Combine`, `the standard library`.
    package var framework: String {
        // Names a family file keeps but another framework declares.
        switch name {
        case "CGPoint", "CGSize", "CGRect", "CGFloat", "CGVector": return "CoreGraphics"
        case "Logger": return "OSLog"
        case "Model", "Query", "modelContext": return "SwiftData"
        default: break
        }
        if family.hasPrefix("Views/") || family.hasPrefix("Modifiers/") || family.hasPrefix("SwiftUI/") {
            return "SwiftUI"
        }
        if family.hasPrefix("Combine") { return "Combine" }
        if family == "Stdlib/Dispatch" { return "Dispatch" }
        if family.hasPrefix("UIKit/") { return "UIKit" }
        if family.hasPrefix("SwiftData/") { return "SwiftData" }
        if Self.foundationFamilies.contains(family) { return "Foundation" }
        // Foundation's extension of the standard library's String.
        if owner == "String", name == "data" { return "Foundation" }
        return "standard-library"
    }

    /// The catalogue's families that Foundation declares (dates, JSON, files, defaults, URLs).
    private static let foundationFamilies: Set<String> = [
        "Stdlib/Foundation", "Stdlib/Storage", "Stdlib/Dates", "Stdlib/Decimal", "Stdlib/IndexSet",
        "Stdlib/Network", "Stdlib/Timer", "Stdlib/URL",
    ]

    /// The framework with its article: `a SwiftUI`, `an OSLog`.
    package var aFramework: String { withIndefiniteArticle(framework) }

    /// `'Picker' is a SwiftUI view that ViewGraph does not simulate yet`: what `check`
    /// says of a use, and `run` of one the checker could not see (a member of a local).
    package var notSimulatedMessage: String {
        "'\(displayName)' is \(aFramework) \(kindDescription) that ViewGraph does not simulate yet"
    }

    /// The notes under `notSimulatedMessage`: what the entry is, what to write instead.
    package var notSimulatedNotes: [DiagnosticNote] {
        var notes = [DiagnosticNote("'\(displayName)': \(doc)")]
        if let instead { notes.append(DiagnosticNote("instead: \(instead)")) }
        notes.append(DiagnosticNote("Guides/Language.md, \"Builtin reference\", lists what ViewGraph simulates"))
        return notes
    }

    /// What kind of name it is, as a diagnostic says it: `view`, `modifier`, `type`.
    package var kindDescription: String {
        switch kind {
        case .view: return "view"
        case .modifier: return "modifier"
        case .type: return "type"
        case .protocolName: return "protocol"
        case .function: return "function"
        case .member: return "member"
        case .environmentKey: return "environment value"
        case .propertyWrapper: return "property wrapper"
        case .attribute: return "attribute"
        case .module: return "module"
        }
    }

    /// The name as a reader writes it: `Text`, `.padding`, `Array.append`, `@State`, `\.locale`.
    package var displayName: String {
        switch kind {
        case .modifier: return "." + name
        case .member: return (owner.map { $0 + "." } ?? "") + name
        case .propertyWrapper, .attribute: return "@" + name
        case .environmentKey: return "\\." + name
        case .module: return "import " + name
        default: return name
        }
    }
}
