// Timing, memory and random numbers for `viewgraph bench`.
import Foundation

/// Wall-clock timing with the monotonic clock.
package enum BenchClock {
    package static func now() -> ContinuousClock.Instant { ContinuousClock.now }

    /// Microseconds elapsed since `start`.
    package static func microseconds(since start: ContinuousClock.Instant) -> Double {
        microseconds(ContinuousClock.now - start)
    }

    package static func microseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1e6 + Double(parts.attoseconds) / 1e12
    }

    /// Median and fastest of per-step times measured in batches. The median is the
    /// headline; the fastest batch is the least disturbed by other work on the machine.
    package struct Batches: Sendable {
        package var median: Double
        package var best: Double

        package init(_ perStep: [Double]) {
            median = BenchClock.median(perStep)
            best = perStep.min() ?? 0
        }
    }

    /// The median of a non-empty list (the mean of the middle two for an even count).
    package static func median(_ values: [Double]) -> Double {
        guard values.isEmpty == false else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// The process's peak resident memory. On Linux the peak (`VmHWM`) can be reset to
/// the current size through `/proc/self/clear_refs`, so each workload reports its own
/// peak; elsewhere the figure is the process's peak so far (`getrusage`).
package enum BenchMemory {
    /// Starts a new peak at the current resident size; false when the system cannot.
    @discardableResult
    package static func resetPeak() -> Bool {
        // Hand memory freed by earlier workloads back to the system first, so that it
        // does not count towards this workload's peak.
        trimHeap()
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }

    /// glibc's `malloc_trim(0)`, looked up at run time (its header is not in the Glibc module).
    private static func trimHeap() {
        #if os(Linux)
            typealias Trim = @convention(c) (Int) -> Int32
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
                _ = unsafeBitCast(symbol, to: Trim.self)(0)
            }
        #endif
    }

    /// The 1-minute load average, when known: other work on the machine skews timings.
    package static func loadAverage() -> Double? {
        guard let data = FileManager.default.contents(atPath: "/proc/loadavg") else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: " ").first.flatMap { Double($0) }
    }

    /// Peak resident memory in MB (2^20 bytes).
    package static func peakMegabytes() -> Double {
        if let kilobytes = statusField("VmHWM:") { return Double(kilobytes) / 1024 }
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Double(usage.ru_maxrss) / 1024  // kilobytes
        #else
            getrusage(RUSAGE_SELF, &usage)
            return Double(usage.ru_maxrss) / 1_048_576  // bytes
        #endif
    }

    /// Current resident memory in MB, when known.
    package static func residentMegabytes() -> Double? {
        statusField("VmRSS:").map { Double($0) / 1024 }
    }

    /// A `kB` field of `/proc/self/status`.
    private static func statusField(_ name: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: "/proc/self/status") else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix(name) {
            // The value follows the name after a tab and spaces: `VmRSS:\t   60304 kB`.
            return line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap {
                Int($0)
            }
        }
        return nil
    }
}

/// SplitMix64 (as in the probe behind Guides/Rules.md's Observation facts): a seeded, portable stream.
package struct SplitMix64 {
    package var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` indices in `0..<bound`.
    package mutating func indices(_ count: Int, below bound: Int) -> [Int] {
        (0..<count).map { _ in Int(next() % UInt64(bound)) }
    }
}
