// The engine's side of the builtin catalogue for SwiftUI: each simulated view,
// modifier and environment key of the catalogue (ViewGraphSyntax's BuiltinCatalogue)
// is joined here, by name, to the code that gives it its meaning. The code lives in
// one family file per group (Views/ControlViews.swift, Modifiers/LifecycleModifiers.swift, …);
// this file only indexes them. Adding a view or modifier is one catalogue entry plus
// one entry in its family file (README.md, "Adding a builtin").
import ViewGraphDiagnostics
import ViewGraphSyntax

/// A call of a builtin view in a body: `Text("a")`, `Button("Go") { … }`.
struct ViewCall {
    let name: String
    /// The view's implementation and catalogue entry (held by reference: not copied per call).
    let builder: PrimitiveViewBuilder
    var entry: BuiltinEntry { builder.entry }
    let expr: Expr
    let arguments: [Argument]
    let trailing: [TrailingClosure]
}

/// How one builtin view is built: from its call to a view value (R0.1).
struct ViewBuiltin {
    let name: String
    let build: @Sendable (Interpreter, ViewCall, EvalContext) throws -> ViewValue
}

/// A modifier's arguments once evaluated, for its checks.
struct ModifierCall {
    let name: String
    let arguments: [(label: String?, value: Value)]
    let range: SourceRange

    /// Whether any argument is a closure.
    var hasClosure: Bool {
        arguments.contains { if case .closure = $0.value { return true } else { return false } }
    }
}

/// How one builtin modifier is applied to the view it modifies. The reconciler acts on
/// its catalogue `effect`; this checks the call's shape when the body runs.
struct ModifierBuiltin {
    let name: String
    /// Closure arguments are view builders, built with the body (`.overlay { … }`).
    var buildsContent = false
    var validate: @Sendable (ModifierCall) throws -> Void = { _ in }
}

/// A builtin view's implementation with its catalogue entry, paired once so that a
/// call site can keep both (`Interpreter.builtinCallSites`).
final class PrimitiveViewBuilder: Sendable {
    let builtin: ViewBuiltin
    let entry: BuiltinEntry

    init(builtin: ViewBuiltin, entry: BuiltinEntry) {
        self.builtin = builtin
        self.entry = entry
    }
}

/// The index of the SwiftUI families: lookups by name, built once.
package enum ViewBuiltins {
    static let views: [String: ViewBuiltin] = index(
        ContainerViews.builtins + ControlViews.builtins + ContentViews.builtins + ShapeViews.builtins, by: \.name)

    /// Every builtin view the catalogue lists, with its implementation.
    static let primitiveBuilders: [String: PrimitiveViewBuilder] = views.compactMapValues { builtin in
        BuiltinCatalogue.view(named: builtin.name).map { PrimitiveViewBuilder(builtin: builtin, entry: $0) }
    }

    static let modifiers: [String: ModifierBuiltin] = index(
        LifecycleModifiers.builtins + EnvironmentModifiers.builtins + IdentityModifiers.builtins
            + ContentModifiers.builtins + PresentationModifiers.builtins, by: \.name)

    /// The engine's defaults for SwiftUI's environment keys (Builtins/SwiftUI/EnvironmentKeyDefaults.swift).
    static var environmentDefaults: [String: Value] { EnvironmentKeyDefaults.defaults }

    /// The names with an implementation, per kind (bare names: `Text`, `padding`,
    /// `colorScheme`).
    package static func implementedNames(_ kind: BuiltinKind) -> Set<String> {
        switch kind {
        case .view: return Set(views.keys)
        case .modifier: return Set(modifiers.keys)
        case .environmentKey: return Set(environmentDefaults.keys)
        default: return []
        }
    }

    private static func index<T>(_ items: [T], by name: KeyPath<T, String>) -> [String: T] {
        var result: [String: T] = [:]
        for item in items {
            precondition(result[item[keyPath: name]] == nil, "builtin '\(item[keyPath: name])' is registered twice")
            result[item[keyPath: name]] = item
        }
        return result
    }
}

/// The SwiftUI side of the coverage test (views, modifiers, environment keys), named as
/// the catalogue's `displayName` spells them (`Text`, `.padding`, `\.colorScheme`).
extension ViewBuiltins: BuiltinImplementations {
    package static func implementedNames(kind: BuiltinKind) -> Set<String> {
        let names = implementedNames(kind)
        switch kind {
        case .modifier: return Set(names.map { "." + $0 })
        case .environmentKey: return Set(names.map { "\\." + $0 })
        default: return names
        }
    }

    package static func implementedSignatures(kind: BuiltinKind) -> [String: [[String]]] { [:] }
}
