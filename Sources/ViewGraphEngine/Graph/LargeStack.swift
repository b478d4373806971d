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

    /// Linux: lets the thread run only on `cpu`, and returns whether it could. A task
    /// frame's thread follows the CPU of the thread that resumes it (`TaskFrame`): a
    /// hand-off between two threads on one CPU is a switch on that CPU (microseconds),
    /// where waking an idle CPU costs tens of microseconds, more on a virtual machine.
    /// Elsewhere it does nothing (macOS has no thread affinity) and returns false.
    @discardableResult
    package func pin(to cpu: Int32) -> Bool {
        #if os(Linux)
            guard cpu >= 0, let setAffinity = CPUAffinity.setAffinity else { return false }
            var set = cpu_set_t()
            let wordBits = Int32(MemoryLayout<UInt>.size * 8)
            let word = Int(cpu / wordBits)
            guard word < MemoryLayout<cpu_set_t>.size / MemoryLayout<UInt>.size else { return false }
            withUnsafeMutableBytes(of: &set) { bytes in
                let offset = word * MemoryLayout<UInt>.size
                let bits = bytes.load(fromByteOffset: offset, as: UInt.self) | UInt(1) << UInt(cpu % wordBits)
                bytes.storeBytes(of: bits, toByteOffset: offset, as: UInt.self)
            }
            return setAffinity(thread, MemoryLayout<cpu_set_t>.size, &set) == 0
        #else
            return false
        #endif
    }

    /// Linux: runs `body` with the calling thread held on `cpu` (the one it is on), then
    /// gives it back the CPUs it could run on before. A driver resuming a task frame holds
    /// its CPU while the frame runs, so the frame's hand-back wakes it there (see `pin(to:)`).
    package static func holding<T>(_ cpu: Int32, _ body: () throws -> T) rethrows -> T {
        #if os(Linux)
            guard cpu >= 0, let getAffinity = CPUAffinity.getAffinity, let setAffinity = CPUAffinity.setAffinity
            else { return try body() }
            let me = pthread_self()
            var original = cpu_set_t()
            guard getAffinity(me, MemoryLayout<cpu_set_t>.size, &original) == 0,
                JoinableThread(thread: me).pin(to: cpu)
            else { return try body() }
            defer { _ = setAffinity(me, MemoryLayout<cpu_set_t>.size, &original) }
            return try body()
        #else
            return try body()
        #endif
    }

    /// The CPU the calling thread runs on now (-1 where that cannot be known).
    package static var currentCPU: Int32 {
        #if os(Linux)
            return CPUAffinity.currentCPU?() ?? -1
        #else
            return -1
        #endif
    }
}

#if os(Linux)
    /// glibc's `pthread_setaffinity_np`, `pthread_getaffinity_np` and `sched_getcpu`, which
    /// its Swift module does not export (they are GNU extensions): looked up once in the C
    /// library itself.
    private enum CPUAffinity {
        typealias SetAffinity = @convention(c) (pthread_t, Int, UnsafePointer<cpu_set_t>) -> Int32
        typealias GetAffinity = @convention(c) (pthread_t, Int, UnsafeMutablePointer<cpu_set_t>) -> Int32
        typealias CurrentCPU = @convention(c) () -> Int32

        static let setAffinity: SetAffinity? = symbol("pthread_setaffinity_np")
        static let getAffinity: GetAffinity? = symbol("pthread_getaffinity_np")
        static let currentCPU: CurrentCPU? = symbol("sched_getcpu")

        private static func symbol<F>(_ name: String) -> F? {
            // A null handle is RTLD_DEFAULT in glibc: the symbol wherever it is loaded.
            guard let address = dlsym(nil, name) else { return nil }
            return unsafeBitCast(address, to: F.self)
        }
    }
#endif

/// The work a large-stack thread runs, passed to it as an opaque pointer.
private final class ThreadWork {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
