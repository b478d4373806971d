// What `viewgraph bench` runs and what one measurement reports.
import Foundation
import ViewGraphDiagnostics

/// The generated workloads of issue 8.
package enum BenchWorkload: String, CaseIterable, Sendable {
    case wide = "W1"
    case broad = "W2"
    case deep = "W3"
    case timed = "W4"
    case lessons = "W5"

    package var name: String {
        switch self {
        case .wide: "wide"
        case .broad: "broad"
        case .deep: "deep"
        case .timed: "timed"
        case .lessons: "lessons"
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
        BenchConfiguration(
            wideSizes: [50], stepsPerBatch: 10, batches: 2, warmUpSteps: 3, broadRows: 20, broadStepsPerBatch: 3,
            deepDepth: 10, timedViews: 10, timedSeconds: 1, timedRepeats: 1, lessonRuns: 1,
            scenariosPath: scenariosPath)
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

/// One workload at one size.
package struct BenchResult: Sendable {
    package static let lessonLimitMilliseconds = 100.0

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
    /// W5.
    package var lessons: [LessonTiming] = []
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
        if workload == .timed {
            object["frames"] = integer(frames)
            object["bodies"] = integer(bodies)
        }
        if workload == .lessons {
            object["maxWallMs"] = number(maxLessonMs)
            object["files"] = .array(
                lessons.map {
                    .object([
                        "file": .string($0.path), "wallMs": .double(rounded($0.wallMilliseconds)),
                        "coldMs": .double(rounded($0.coldMilliseconds)), "over100ms": .bool($0.isSlow),
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
