// Transparent huge pages for the engine's heap on Linux (Guides/Performance.md,
// "Thirteenth pass").
#if canImport(Glibc)
    import Glibc

    /// A large scenario (an instructor's 10,000-row demo, `viewgraph bench`'s 100,000 rows)
    /// keeps hundreds of megabytes of small objects, and a step touches a few of them far
    /// apart: on 4 KiB pages much of the step waits on TLB misses, so it slows as the graph
    /// grows although its work does not. glibc backs its heap with transparent huge pages when
    /// `GLIBC_TUNABLES=glibc.malloc.hugetlb=1` is set before its allocator starts, which is
    /// before any Swift code runs; so the command starts itself again, once, with it set.
    enum HugePages {
        static let tunable = "glibc.malloc.hugetlb=1"

        /// Replaces this process with the same command under the tunable. Returns (and the
        /// command runs as it is) when the user set `GLIBC_TUNABLES` (their tuning is kept;
        /// any value, even an empty one, turns this off), when this process is the one
        /// started again, under valgrind (which would lose track of a new image), or when
        /// the executable cannot be started again.
        static func restartWithHugePagesIfNeeded() {
            guard getenv("GLIBC_TUNABLES") == nil else { return }
            if let preload = getenv("LD_PRELOAD"), String(cString: preload).contains("vgpreload") { return }
            guard setenv("GLIBC_TUNABLES", tunable, 1) == 0 else { return }
            execv("/proc/self/exe", CommandLine.unsafeArgv)
            // Not started again: run on without the variable, so nothing this process starts
            // sees a setting it did not ask for.
            unsetenv("GLIBC_TUNABLES")
        }
    }
#endif
