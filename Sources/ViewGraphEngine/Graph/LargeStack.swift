// Runs the engine on a thread with a large stack, so deep but legal view trees and
// recursion end in the engine's own limits (a diagnostic), never in a stack overflow.
// Not a SwiftUI behaviour: an implementation detail of the simulator.
import Foundation

/// Runs work on a thread with a large stack and waits for it.
///
/// The interpreter is a tree walker: each nested scenario call costs many native
/// frames (more in debug builds). Its own limits (call depth, nesting) end runaway
/// scenarios with a diagnostic; this stack makes sure those limits are reached long
/// before the native stack is, on any thread the caller happens to be on.
///
/// The thread is joined, not just waited for: when `run` returns, the thread has
/// exited and released everything its work held (the scenario, the simulation), so
/// nothing outlives the call by a race with the thread's exit.
package enum LargeStack {
    /// 512 MiB of address space; only the pages touched are ever committed.
    package static let size = 512 << 20

    package static func run<T>(_ body: @escaping () -> T) -> T {
        var result: T?
        let work = { result = body() }
        guard let thread = spawn(stackSize: size, work) else {
            // No thread could be made: run on this one (its limits still end runaway work).
            work()
            return result!
        }
        thread.join()
        return result!
    }

    /// Starts `body` on a new thread with a stack of `stackSize` bytes and returns it
    /// unjoined (the caller must `join` it), or nil when no thread could be made. Task
    /// frames (`TaskFrame`) run on these.
    package static func spawn(stackSize: Int, _ body: @escaping () -> Void) -> JoinableThread? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let argument = Unmanaged.passRetained(ThreadWork(body)).toOpaque()
        #if os(Linux)
            var thread = pthread_t()
            let created = pthread_create(
                &thread, &attributes,
                { argument in
                    Unmanaged<ThreadWork>.fromOpaque(argument!).takeRetainedValue().run()
                    return nil
                }, argument)
            guard created == 0 else {
                Unmanaged<ThreadWork>.fromOpaque(argument).release()
                return nil
            }
            return JoinableThread(thread: thread)
        #else
            var thread: pthread_t?
            let created = pthread_create(
                &thread, &attributes,
                { argument in
                    Unmanaged<ThreadWork>.fromOpaque(argument).takeRetainedValue().run()
                    return nil
                }, argument)
            guard created == 0, let thread else {
                Unmanaged<ThreadWork>.fromOpaque(argument).release()
                return nil
            }
            return JoinableThread(thread: thread)
        #endif
    }
}

/// A thread started by `LargeStack.spawn`, joined exactly once.
package struct JoinableThread {
    let thread: pthread_t

    /// Waits for the thread to exit.
    package func join() { pthread_join(thread, nil) }
}

/// The work a large-stack thread runs, passed to it as an opaque pointer.
private final class ThreadWork {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
