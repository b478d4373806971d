import Testing
import ViewGraphEngine

#if canImport(Glibc)
    import Glibc
#endif

/// The threads task frames run on (Graph/LargeStack.swift, Graph/TaskFrame.swift): not a
/// SwiftUI rule, the simulator's own machinery.
@Suite("Task frame threads")
struct TaskFrameThreadTests {
    @Test("a frame's thread can be pinned to the resuming thread's CPU, and runs there (Linux)")
    func pinnedThreadRunsOnThatCPU() throws {
        #if os(Linux)
            let cpu = JoinableThread.currentCPU
            #expect(cpu >= 0)
            let ranOn = Locked<Int32>(-2)
            let gate = Locked(false)
            guard
                let thread = LargeStack.spawn(
                    stackSize: 1 << 20,
                    {
                        while gate.value == false {}
                        ranOn.value = JoinableThread.currentCPU
                    })
            else {
                Issue.record("no thread could be made")
                return
            }
            #expect(thread.pin(to: cpu))
            gate.value = true
            thread.join()
            #expect(ranOn.value == cpu)
        #else
            #expect(JoinableThread.currentCPU == -1)
        #endif
    }

    @Test("a driver holding its CPU stays on it while it waits, and runs anywhere again afterwards (Linux)")
    func holdingTheCurrentCPU() throws {
        #if os(Linux)
            let (before, during) = JoinableThread.holding(JoinableThread.currentCPU) { () -> (Int32, [Int32]) in
                let cpu = JoinableThread.currentCPU
                var seen: [Int32] = []
                for _ in 0..<5 {
                    usleep(200)
                    seen.append(JoinableThread.currentCPU)
                }
                return (cpu, seen)
            }
            #expect(during.allSatisfy { $0 == before })
        #endif
    }
}
