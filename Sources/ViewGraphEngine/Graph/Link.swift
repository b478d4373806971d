/// A reference that does not keep its target alive, used where `weak` would be: a
/// view's parent, a state's owner, a tracker's `onChange` closure, the objects an
/// interpreter made. A weak reference moves its target's reference count into a side
/// table, which makes every retain and release of the target slower, and the
/// per-step path retains views, objects and the simulation often. The target clears
/// its link when it is freed (in `deinit`), so `target` reads nil afterwards, as a
/// weak reference would. Targets are freed and links read on the simulation's thread.
///
/// Isolation (why `@unchecked Sendable` is true): a simulation, its views and its links
/// are used by one thread at a time, the one holding the simulation's turn: the thread
/// that called `Simulation.run`, or a task's coroutine thread while that thread waits
/// (`TaskFrame` hands the turn over and back through semaphores). Observation calls a
/// tracker's `onChange` synchronously on the thread that made the write, which holds the
/// turn, so the `@Sendable` closures that capture links never run concurrently with the
/// simulation. Two simulations never share a link.
package final class Link<Target: AnyObject>: @unchecked Sendable {
    package internal(set) unowned(unsafe) var target: Target?
}

/// A link to a view (see `Link`).
package typealias NodeLink = Link<ViewNode>
