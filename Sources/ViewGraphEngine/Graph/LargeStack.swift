import Foundation

/// Runs work on a thread with a large stack and waits for it.
///
/// The interpreter is a tree walker: each nested scenario call costs many native
/// frames (more in debug builds). Its own limits (call depth, nesting) end runaway
/// scenarios with a diagnostic; this stack makes sure those limits are reached long
/// before the native stack is, on any thread the caller happens to be on.
package enum LargeStack {
    /// 512 MiB of address space; only the pages touched are ever committed.
    package static let size = 512 << 20

    package static func run<T>(_ body: @escaping () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        // Move the result out: the thread holds the box until it exits, a moment after
        // signalling, and a result left in it would live until then.
        return box.value.take()!
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
