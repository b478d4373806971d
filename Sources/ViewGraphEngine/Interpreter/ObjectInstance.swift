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

/// The key paths that name stored properties to an object's registrar: one per slot,
/// shared by all instances (the registrar keeps its observers per key path, and each
/// object has a registrar of its own, so a path needs to tell slots apart only).
///
/// Slots below 64 are named by the stored properties of `FieldMarks`: a stored key
/// path hashes and compares as one offset (about 170 instructions a hash, against 260
/// for a subscript path with an argument, `\ObjectInstance.[field: i]`), and the
/// runtime hashes a path about eleven times a tracked read and write
/// (Guides/Performance.md, twenty-first pass). The subject passed with such a path is `FieldMarks.shared`: the registrar
/// records and fires by path and registrar, never by subject (the subject is only
/// handed to `willSet`/`didSet` tracking closures, which the engine does not install).
/// Slots from 64 use the subscript path.
///
/// Thread-safe: the paths of the first 256 slots are built once, before any use;
/// larger slots (rare) go through a lock, since simulations may run on several threads.
package enum FieldKeyPaths {
    private static let marked: [KeyPath<FieldMarks, UInt8> & Sendable] = [
        \FieldMarks.m0,
        \FieldMarks.m1,
        \FieldMarks.m2,
        \FieldMarks.m3,
        \FieldMarks.m4,
        \FieldMarks.m5,
        \FieldMarks.m6,
        \FieldMarks.m7,
        \FieldMarks.m8,
        \FieldMarks.m9,
        \FieldMarks.m10,
        \FieldMarks.m11,
        \FieldMarks.m12,
        \FieldMarks.m13,
        \FieldMarks.m14,
        \FieldMarks.m15,
        \FieldMarks.m16,
        \FieldMarks.m17,
        \FieldMarks.m18,
        \FieldMarks.m19,
        \FieldMarks.m20,
        \FieldMarks.m21,
        \FieldMarks.m22,
        \FieldMarks.m23,
        \FieldMarks.m24,
        \FieldMarks.m25,
        \FieldMarks.m26,
        \FieldMarks.m27,
        \FieldMarks.m28,
        \FieldMarks.m29,
        \FieldMarks.m30,
        \FieldMarks.m31,
        \FieldMarks.m32,
        \FieldMarks.m33,
        \FieldMarks.m34,
        \FieldMarks.m35,
        \FieldMarks.m36,
        \FieldMarks.m37,
        \FieldMarks.m38,
        \FieldMarks.m39,
        \FieldMarks.m40,
        \FieldMarks.m41,
        \FieldMarks.m42,
        \FieldMarks.m43,
        \FieldMarks.m44,
        \FieldMarks.m45,
        \FieldMarks.m46,
        \FieldMarks.m47,
        \FieldMarks.m48,
        \FieldMarks.m49,
        \FieldMarks.m50,
        \FieldMarks.m51,
        \FieldMarks.m52,
        \FieldMarks.m53,
        \FieldMarks.m54,
        \FieldMarks.m55,
        \FieldMarks.m56,
        \FieldMarks.m57,
        \FieldMarks.m58,
        \FieldMarks.m59,
        \FieldMarks.m60,
        \FieldMarks.m61,
        \FieldMarks.m62,
        \FieldMarks.m63,
    ]
    private static let common: [KeyPath<ObjectInstance, Value> & Sendable] = (0..<256).map {
        \ObjectInstance.[field: $0]
    }
    /// Slots past the first 256, made on first use.
    private static let rare = Locked<[Int: KeyPath<ObjectInstance, Value> & Sendable]>([:])

    /// The macro's getter: registers a read of slot `index` with the current tracking.
    @inline(__always)
    package static func access(_ object: ObjectInstance, _ index: Int) {
        if index < marked.count {
            object.registrar.access(FieldMarks.shared, keyPath: marked[index])
        } else {
            object.registrar.access(object, keyPath: subscriptPath(index))
        }
    }

    /// The macro's setter, before the store: fires the trackers that read slot `index`.
    @inline(__always)
    package static func willSet(_ object: ObjectInstance, _ index: Int) {
        if index < marked.count {
            object.registrar.willSet(FieldMarks.shared, keyPath: marked[index])
        } else {
            object.registrar.willSet(object, keyPath: subscriptPath(index))
        }
    }

    /// The macro's setter, after the store.
    @inline(__always)
    package static func didSet(_ object: ObjectInstance, _ index: Int) {
        if index < marked.count {
            object.registrar.didSet(FieldMarks.shared, keyPath: marked[index])
        } else {
            object.registrar.didSet(object, keyPath: subscriptPath(index))
        }
    }

    /// The key path that names slot `index` to a registrar.
    package static func keyPath(_ index: Int) -> AnyKeyPath {
        index < marked.count ? marked[index] : subscriptPath(index)
    }

    private static func subscriptPath(_ index: Int) -> KeyPath<ObjectInstance, Value> {
        if index < common.count { return common[index] }
        return rare.withLock { paths in
            if let path = paths[index] { return path }
            let path = \ObjectInstance.[field: index]
            paths[index] = path
            return path
        }
    }
}

/// Sixty-four stored properties whose key paths name the first 64 slots of any
/// object to its registrar (see `FieldKeyPaths`). One shared instance, never read.
package final class FieldMarks: Observable, Sendable {
    static let shared = FieldMarks()
    let m0: UInt8 = 0
    let m1: UInt8 = 0
    let m2: UInt8 = 0
    let m3: UInt8 = 0
    let m4: UInt8 = 0
    let m5: UInt8 = 0
    let m6: UInt8 = 0
    let m7: UInt8 = 0
    let m8: UInt8 = 0
    let m9: UInt8 = 0
    let m10: UInt8 = 0
    let m11: UInt8 = 0
    let m12: UInt8 = 0
    let m13: UInt8 = 0
    let m14: UInt8 = 0
    let m15: UInt8 = 0
    let m16: UInt8 = 0
    let m17: UInt8 = 0
    let m18: UInt8 = 0
    let m19: UInt8 = 0
    let m20: UInt8 = 0
    let m21: UInt8 = 0
    let m22: UInt8 = 0
    let m23: UInt8 = 0
    let m24: UInt8 = 0
    let m25: UInt8 = 0
    let m26: UInt8 = 0
    let m27: UInt8 = 0
    let m28: UInt8 = 0
    let m29: UInt8 = 0
    let m30: UInt8 = 0
    let m31: UInt8 = 0
    let m32: UInt8 = 0
    let m33: UInt8 = 0
    let m34: UInt8 = 0
    let m35: UInt8 = 0
    let m36: UInt8 = 0
    let m37: UInt8 = 0
    let m38: UInt8 = 0
    let m39: UInt8 = 0
    let m40: UInt8 = 0
    let m41: UInt8 = 0
    let m42: UInt8 = 0
    let m43: UInt8 = 0
    let m44: UInt8 = 0
    let m45: UInt8 = 0
    let m46: UInt8 = 0
    let m47: UInt8 = 0
    let m48: UInt8 = 0
    let m49: UInt8 = 0
    let m50: UInt8 = 0
    let m51: UInt8 = 0
    let m52: UInt8 = 0
    let m53: UInt8 = 0
    let m54: UInt8 = 0
    let m55: UInt8 = 0
    let m56: UInt8 = 0
    let m57: UInt8 = 0
    let m58: UInt8 = 0
    let m59: UInt8 = 0
    let m60: UInt8 = 0
    let m61: UInt8 = 0
    let m62: UInt8 = 0
    let m63: UInt8 = 0
}
