// What `viewgraph bench` runs and what one measurement reports.
import Foundation
import ViewGraphDiagnostics

/// The generated workloads of issues 8 and 22.
package enum BenchWorkload: String, CaseIterable, Sendable {
    case wide = "W1"
    case broad = "W2"
    case deep = "W3"
    case timed = "W4"
    case lessons = "W5"
    case dashboard = "W6"
    case repl = "W7"

    package var name: String {
        switch self {
        case .wide: "wide"
        case .broad: "broad"
        case .deep: "deep"
        case .timed: "timed"
        case .lessons: "lessons"
        case .dashboard: "dashboard"
        case .repl: "repl"
        }
    }

    /// `W1`, `w1`, `1` or `wide`.
    package init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
        guard
            let match = BenchWorkload.allCases.first(where: {
                $0.rawValue.lowercased() == text || $0.name == text || String($0.rawValue.dropFirst()) == text
            })
        else { return nil }
        self = match
    }
}

/// Sizes and repetitions. `full` is what the targets refer to; `quick`
/// finishes in under a minute in a release build; `tiny` is for tests.
package struct BenchConfiguration: Sendable {
    /// W1 row counts.
    package var wideSizes: [Int]
    /// Timed steps per batch (W1, W3); each batch reruns the same pregenerated steps.
    package var stepsPerBatch: Int
    /// Timed batches; µs per step is the median over batches.
    package var batches: Int
    /// Untimed steps first.
    package var warmUpSteps: Int
    package var broadRows: Int
    package var broadStepsPerBatch: Int
    package var deepDepth: Int
    package var timedViews: Int
    package var timedSeconds: Int
    package var timedRepeats: Int
    /// W6: the dashboard's price rows and simulated seconds (at 10 Hz).
    package var dashboardRows = 198
    package var dashboardSeconds = 60
    /// Runs of each lesson file (the median is reported).
    package var lessonRuns: Int
    /// Where W5 finds lessons.
    package var scenariosPath: String
    package var seed: UInt64 = 0xC0FFEE

    package static let full = BenchConfiguration(
        wideSizes: [1_000, 10_000, 100_000], stepsPerBatch: 500, batches: 11, warmUpSteps: 300, broadRows: 1_000,
        broadStepsPerBatch: 20, deepDepth: 200, timedViews: 200, timedSeconds: 60, timedRepeats: 3, lessonRuns: 3,
        scenariosPath: "Scenarios")

    package static let quick = BenchConfiguration(
        wideSizes: [1_000, 10_000], stepsPerBatch: 500, batches: 7, warmUpSteps: 200, broadRows: 1_000,
        broadStepsPerBatch: 10, deepDepth: 200, timedViews: 200, timedSeconds: 60, timedRepeats: 1, lessonRuns: 1,
        scenariosPath: "Scenarios")

    package static func tiny(scenariosPath: String) -> BenchConfiguration {
        var configuration = BenchConfiguration(
            wideSizes: [50], stepsPerBatch: 10, batches: 2, warmUpSteps: 3, broadRows: 20, broadStepsPerBatch: 3,
            deepDepth: 10, timedViews: 10, timedSeconds: 1, timedRepeats: 1, lessonRuns: 1,
            scenariosPath: scenariosPath)
        configuration.dashboardRows = 10
        configuration.dashboardSeconds = 1
        return configuration
    }
}

/// One lesson file's run for W5.
package struct LessonTiming: Sendable {
    package var path: String
    /// Median in-process wall time of a `viewgraph test` of the file.
    package var wallMilliseconds: Double
    /// The first run (cold caches).
    package var coldMilliseconds: Double
    package var passed: Int
    package var failed: Int

    package var isSlow: Bool { max(wallMilliseconds, coldMilliseconds) > BenchResult.lessonLimitMilliseconds }
}

/// W7: the slowest of each REPL command over one lesson file.
package struct REPLTiming: Sendable {
    package var path: String
    /// `next` from the first render to the last step, each timed.
    package var nextMs: [Double] = []
    /// `back` from the last step to the first render, each timed.
    package var backMs: [Double] = []
    /// `goto N` for every step N, from the step before (and `goto` the last from 0).
    package var gotoMs: [Double] = []
    /// The steps of the lesson's base variant.
    package var steps = 0

    package init(path: String) { self.path = path }

    package var maxNext: Double { nextMs.max() ?? 0 }
    package var maxBack: Double { backMs.max() ?? 0 }
    package var maxGoto: Double { gotoMs.max() ?? 0 }
    package var maxAny: Double { max(maxNext, maxBack, maxGoto) }
    package var isSlow: Bool { maxAny > BenchResult.replLimitMilliseconds }
}

/// Runs `next`, `back` and `goto` in a REPL session over one file and times each (the
/// executable provides it: the REPL is a layer above the driver).
package typealias REPLTimer = (_ path: String) -> REPLTiming

/// One workload at one size.
package struct BenchResult: Sendable {
    package static let lessonLimitMilliseconds = 50.0
    package static let replLimitMilliseconds = 20.0

    package var workload: BenchWorkload
    /// Rows, views or lesson files.
    package var n: Int
    /// Timed steps (all batches).
    package var steps: Int = 0
    /// Median wall time of a step (W4: the whole `wait` step).
    package var usPerStep: Double?
    /// The fastest batch's µs per step, engine and floor (least disturbed by other load).
    package var bestUsPerStep: Double? = nil
    package var floorUsPerStep: Double?
    package var floorBestUsPerStep: Double? = nil
    package var bodiesPerStep: Double?
    /// Peak resident memory while the workload ran (engine part), MB.
    package var peakMemoryMB: Double
    /// Building the graph and the first render (`Simulation.start()`), ms.
    package var setupMs: Double?
    /// W4: frames and bodies of one `wait` step.
    package var frames: Int?
    package var bodies: Int?
    /// W1: live views after the first render, and the engine's peak resident memory over
    /// its baseline (the process before the simulation was made) through the first render, MB.
    package var liveViews: Int? = nil
    package var firstRenderMB: Double? = nil
    /// W6: the floor's µs per tick, fastest run.
    package var ticks: Int? = nil
    /// W5.
    package var lessons: [LessonTiming] = []
    /// W7.
    package var replTimings: [REPLTiming] = []
    /// The machine's 1-minute load average when the workload finished (timings from a
    /// busy machine are slower than the engine is).
    package var loadAverage: Double? = BenchMemory.loadAverage()

    package var ratio: Double? {
        guard let usPerStep, let floorUsPerStep, floorUsPerStep > 0 else { return nil }
        return usPerStep / floorUsPerStep
    }

    package var stepsPerSecond: Double? { usPerStep.map { $0 > 0 ? 1e6 / $0 : 0 } }

    package var bodiesPerSecond: Double? {
        guard let bodiesPerStep, let stepsPerSecond else { return nil }
        return bodiesPerStep * stepsPerSecond
    }

    /// First render, µs per live view.
    package var firstRenderUsPerView: Double? {
        guard let setupMs, let liveViews, liveViews > 0 else { return nil }
        return setupMs * 1000 / Double(liveViews)
    }

    /// First render, KB (2^10 bytes) of peak resident memory per live view.
    package var firstRenderKBPerView: Double? {
        guard let firstRenderMB, let liveViews, liveViews > 0 else { return nil }
        return firstRenderMB * 1024 / Double(liveViews)
    }

    package var maxLessonMs: Double? {
        lessons.map { max($0.wallMilliseconds, $0.coldMilliseconds) }.max()
    }

    /// One JSON object, keys sorted by `JSONValue`.
    package var json: JSONValue {
        func number(_ value: Double?) -> JSONValue { value.map { .double(rounded($0)) } ?? .null }
        func integer(_ value: Int?) -> JSONValue { value.map { .int($0) } ?? .null }
        var object: [String: JSONValue] = [
            "workload": .string(workload.rawValue),
            "name": .string(workload.name),
            "n": .int(n),
            "steps": .int(steps),
            "usPerStep": number(usPerStep),
            "floorUsPerStep": number(floorUsPerStep),
            "usPerStepBest": number(bestUsPerStep),
            "floorUsPerStepBest": number(floorBestUsPerStep),
            "ratio": number(ratio),
            "stepsPerSecond": number(stepsPerSecond),
            "bodiesPerStep": number(bodiesPerStep),
            "bodiesPerSecond": number(bodiesPerSecond),
            "peakMemoryMB": number(peakMemoryMB),
            "setupMs": number(setupMs),
            "loadAverage": number(loadAverage),
        ]
        if workload == .timed || workload == .dashboard {
            object["frames"] = integer(frames)
            object["bodies"] = integer(bodies)
        }
        if workload == .dashboard {
            object["ticks"] = integer(ticks)
            object["usPerBody"] = number(usPerStep.flatMap { perTick in bodiesPerStep.map { perTick / max(1, $0) } })
        }
        if workload == .wide {
            object["liveViews"] = integer(liveViews)
            object["firstRenderUsPerView"] = number(firstRenderUsPerView)
            object["firstRenderKBPerView"] = number(firstRenderKBPerView)
        }
        if workload == .repl {
            object["maxNextMs"] = number(replTimings.map(\.maxNext).max())
            object["maxBackMs"] = number(replTimings.map(\.maxBack).max())
            object["maxGotoMs"] = number(replTimings.map(\.maxGoto).max())
            object["files"] = .array(
                replTimings.map {
                    .object([
                        "file": .string($0.path), "steps": .int($0.steps), "maxNextMs": .double(rounded($0.maxNext)),
                        "maxBackMs": .double(rounded($0.maxBack)), "maxGotoMs": .double(rounded($0.maxGoto)),
                        "over20ms": .bool($0.isSlow),
                    ])
                })
        }
        if workload == .lessons {
            object["maxWallMs"] = number(maxLessonMs)
            object["files"] = .array(
                lessons.map {
                    .object([
                        "file": .string($0.path), "wallMs": .double(rounded($0.wallMilliseconds)),
                        "coldMs": .double(rounded($0.coldMilliseconds)), "over50ms": .bool($0.isSlow),
                        "passed": .int($0.passed), "failed": .int($0.failed),
                    ])
                })
        }
        return .object(object)
    }

    /// Three significant decimals are plenty for timings.
    private func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

/// A workload did not measure what it should, or could not run.
package struct BenchError: Error, CustomStringConvertible {
    package var description: String

    package init(_ description: String) { self.description = description }
}
