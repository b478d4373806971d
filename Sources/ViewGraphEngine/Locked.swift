import Foundation

/// A value that several threads may read and write, each access under one lock. The
/// engine itself is single-threaded by design (see `Link` and `TaskFrame`); this holds
/// the few process-wide values that are not tied to one simulation: the count of live
/// task threads, the key paths of rare slots, the reader of included files that the
/// executable and tests install. `@unchecked Sendable` is true because `value` is only
/// reached with `lock` held.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    package init(_ value: Value) { stored = value }

    /// The value now (a copy, read under the lock).
    package var value: Value {
        get { withLock { $0 } }
        set { withLock { $0 = newValue } }
    }

    /// Runs `body` with the value, under the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&stored)
    }
}
