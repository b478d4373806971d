// The keys of a view's environment (R7.1, R7.2, R7.5). Faithfulness: simplified:
// SwiftUI keys its environment by key type; the simulator keys it by name, with
// objects keyed by their class name (one object of a class per subtree, as in
// SwiftUI).

/// A key of the environment a view sees.
///
/// In SwiftUI, `EnvironmentValues` holds values under `EnvironmentKey` types
/// (`\.colorScheme`, an `@Entry` property), and objects under their type: an
/// `@Observable` object placed with `.environment(object)` is read with
/// `@Environment(Type.self)`, an ObservableObject placed with `.environmentObject(_:)`
/// with `@EnvironmentObject`. These are three kinds of key that never collide, so
/// they are three cases here, and reports test the case, never the spelling.
///
/// `description` is the key as the trace spells it (JSON, the step card):
/// `colorScheme`, `type:TrailStore`, `object:Settings`; keys order by it, so sorted
/// keys come out in the same order everywhere. `label` is how explanations name it.
package enum EnvironmentKey: Hashable, Comparable, CustomStringConvertible {
    /// A key path key: built in (`colorScheme`) or declared with `@Entry`.
    case key(String)
    /// An `@Observable` object, by class name (`.environment(object)`, `@Environment(T.self)`).
    case type(String)
    /// An ObservableObject, by class name (`.environmentObject(_:)`, `@EnvironmentObject`).
    case object(String)

    package var description: String {
        switch self {
        case .key(let name): name
        case .type(let name): "type:" + name
        case .object(let name): "object:" + name
        }
    }

    /// `\.colorScheme`, `@Environment(TrailStore.self)`, `@EnvironmentObject Settings`.
    package var label: String {
        switch self {
        case .key(let name): "\\." + name
        case .type(let name): "@Environment(\(name).self)"
        case .object(let name): "@EnvironmentObject \(name)"
        }
    }

    /// Whether the key holds an object placed in the environment rather than a value.
    package var holdsObject: Bool {
        if case .key = self { return false }
        return true
    }

    package static func < (lhs: EnvironmentKey, rhs: EnvironmentKey) -> Bool {
        lhs.description < rhs.description
    }
}
