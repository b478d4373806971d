// Class instances of scenario types, and the bridge to Swift's own Observation
// runtime (DESIGN.md §3.4; R4.1–R4.6 and O1–O10 of Guides/Rules.md).
//
// Faithfulness: exact for @Observable tracking. Every read of a tracked stored
// property calls the real `ObservationRegistrar.access`, every mutation calls
// `willSet`/`didSet` on it, and body runs are wrapped in the real
// `withObservationTracking`, so which views a change invalidates is decided by the
// toolchain's Observation code. The macro's setter dedupe (Rule 5) is reproduced
// here, where the macro would have generated it: plain sets of an Equatable-declared
// property notify only when `!=`, class-typed ones only when `!==`, in-place
// mutations (`_modify`) always notify.
import Foundation
import Observation

/// An instance of a scenario class. Plain classes, `ObservableObject`s and
/// `@Observable` classes share this representation; `type` says which rules apply.
package final class ObjectInstance: Observable {
    package let type: ClassType
    package var fields: [Value]
    /// A stable number in creation order over all types: deterministic ids and order.
    package let serial: Int
    /// The instance's number among instances of its type, from 1 in creation order:
    /// the `#N` of its name in reports (`TrailStore#1`, `Settings#1`).
    package var number: Int { Int(storedNumber) }
    /// Kept in 32 bits, beside `isInitializing`, so that the flag fits where the number's
    /// upper half was: an instance stays 88 bytes (every row model of a large list is one).
    /// No simulation comes near 2³¹ instances of one type (memory runs out first); the
    /// count would saturate, not wrap.
    private let storedNumber: Int32
    /// Whether its initializer is running: its writes are plain stores and notify nothing.
    /// (A flag rather than a set of objects the interpreter keeps: asked on every write.)
    package var isInitializing = false
    package let registrar = ObservationRegistrar()
    /// Views subscribed to `objectWillChange` (R3.1), in subscription order.
    /// (Links: a view holds the objects it subscribes to.)
    package var subscribers: [ObjectIdentifier: NodeLink] = [:]
    /// The `lazy var`s not read (or written) yet, by field index: their initial values
    /// are evaluated on the first read, once.
    package var pendingLazy: Set<Int> = []
    /// Subscribers of its `@Published` properties' publishers (`$value.sink`,
    /// `.onReceive(model.$value)`), in subscription order (R3.7).
    package var publishedSinks: [PublishedSink] = []

    package init(type: ClassType, fields: [Value], serial: Int, number: Int) {
        self.type = type
        self.fields = fields
        self.serial = serial
        storedNumber = Int32(clamping: number)
        link.target = self
    }

    deinit {
        link.target = nil
    }

    /// A reference to this object that does not keep it alive (see `Link`).
    let link = Link<ObjectInstance>()

    /// Read access for key paths: `\ObjectInstance.[field: i]` names stored property i
    /// to the registrar. The engine never reads through this subscript.
    package subscript(field index: Int) -> Value {
        fields[index]
    }

    package var displayName: String { "\(type.name)#\(number)" }

    /// Whether stored property `index` is tracked by Observation (not ignored).
    /// The macro instruments stored `var`s only: `let`s and `@ObservationIgnored`
    /// properties are plain storage.
    package func isTracked(_ index: Int) -> Bool {
        type.trackedStored[index]
    }
}

/// Key paths for stored-property slots, created once per slot and shared by all
/// instances (a key path names a property of the type, not of one instance).
///
/// Thread-safe: the first 256 slots are built once, before any use; larger slots
/// (rare) go through a lock, since simulations may run on several threads at once.
package enum FieldKeyPaths {
    private static let common: [KeyPath<ObjectInstance, Value> & Sendable] = (0..<256).map {
        \ObjectInstance.[field: $0]
    }
    /// Slots past the first 256, made on first use.
    private static let rare = Locked<[Int: KeyPath<ObjectInstance, Value> & Sendable]>([:])

    package static func keyPath(_ index: Int) -> KeyPath<ObjectInstance, Value> {
        if index < common.count { return common[index] }
        return rare.withLock { paths in
            if let path = paths[index] { return path }
            let path = \ObjectInstance.[field: index]
            paths[index] = path
            return path
        }
    }
}
