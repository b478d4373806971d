// `viewgraph bench` output: an aligned table, or JSON (one object per workload and size).
import Foundation
import ViewGraphDiagnostics

package enum BenchReport {
    /// The targets of the performance issue (issue 22).
    package static let flatnessLimit = 1.2
    package static let ratioLimit = 3.0
    /// First render at W1's largest size: µs and KB of peak memory per live view.
    package static let firstRenderUsLimit = 5.0
    package static let firstRenderKBLimit = 1.5

    package static func json(_ results: [BenchResult]) -> String {
        JSONValue.array(results.map(\.json)).serialized
    }

    package static func table(_ results: [BenchResult]) -> String {
        let header = ["workload", "n", "µs/step", "floor µs/step", "ratio", "steps/s", "bodies/s", "peak MB"]
        var rows: [[String]] = []
        for result in results {
            rows.append([
                "\(result.workload.rawValue) \(result.workload.name)", "\(result.n)", format(result.usPerStep),
                format(result.floorUsPerStep), result.ratio.map { format($0) + "×" } ?? "-",
                format(result.stepsPerSecond, decimals: 0), format(result.bodiesPerSecond, decimals: 0),
                format(result.peakMemoryMB, decimals: 1),
            ])
        }
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                // The workload name is left-aligned; numbers are right-aligned.
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        var output = line(header) + "\n"
        output += widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ") + "\n"
        for row in rows { output += line(row) + "\n" }
        let notes = details(results) + verdicts(results)
        if notes.isEmpty == false { output += "\n" + notes.joined(separator: "\n") + "\n" }
        return output
    }

    /// Per-workload details that do not fit the table.
    static func details(_ results: [BenchResult]) -> [String] {
        var lines: [String] = []
        for result in results {
            if let setupMs = result.setupMs {
                var line = "\(result.workload.rawValue) n=\(result.n): first render \(format(setupMs, decimals: 1)) ms"
                if let perView = result.firstRenderUsPerView, let kilobytes = result.firstRenderKBPerView,
                    let views = result.liveViews
                {
                    line +=
                        " (\(format(perView)) µs and \(format(kilobytes)) KB a view, \(views) live views)"
                }
                if result.workload != .timed && result.workload != .dashboard {
                    line += ", \(result.steps) timed steps"
                }
                if let best = result.bestUsPerStep {
                    line += "; fastest batch \(format(best)) µs/step"
                    if let floorBest = result.floorBestUsPerStep, floorBest > 0 {
                        line += " (floor \(format(floorBest)), ratio \(format(best / floorBest))×)"
                    }
                }
                lines.append(line)
            }
            if result.workload == .timed, let frames = result.frames, let bodies = result.bodies,
                let wall = result.usPerStep
            {
                lines.append(
                    "W4 timed: one 'wait' step: \(frames) frames, \(bodies) bodies, \(format(wall / 1000, decimals: 1)) ms wall (\(format(wall / Double(max(1, frames)))) µs per frame)"
                )
            }
            if result.workload == .dashboard, let frames = result.frames, let bodies = result.bodies,
                let perTick = result.usPerStep, let ticks = result.ticks
            {
                var line =
                    "W6 dashboard: one 'wait' step: \(ticks) ticks, \(frames) frames, \(bodies) bodies; \(format(perTick)) µs per tick, \(format(perTick * Double(ticks) / Double(max(1, bodies)))) µs per body"
                if let floor = result.floorUsPerStep { line += " (floor \(format(floor)) µs per tick)" }
                lines.append(line)
            }
            if result.workload == .repl {
                if result.replTimings.isEmpty {
                    lines.append("W7 repl: no scenario files found")
                }
                for timing in result.replTimings {
                    let flag = timing.isSlow ? "  ← over \(Int(BenchResult.replLimitMilliseconds)) ms" : ""
                    lines.append(
                        "W7 \(timing.path): \(timing.steps) steps; slowest next \(format(timing.maxNext, decimals: 1)) ms, back \(format(timing.maxBack, decimals: 1)) ms, goto \(format(timing.maxGoto, decimals: 1)) ms\(flag)"
                    )
                }
                if let worst = result.replTimings.max(by: { $0.maxAny < $1.maxAny }) {
                    let slow = result.replTimings.filter(\.isSlow).count
                    lines.append(
                        "W7 max \(format(worst.maxAny, decimals: 1)) ms (\(worst.path)); \(slow) of \(result.replTimings.count) file(s) over \(Int(BenchResult.replLimitMilliseconds)) ms"
                    )
                }
            }
            if result.workload == .lessons {
                if result.lessons.isEmpty {
                    lines.append("W5 lessons: no scenario files found")
                }
                for lesson in result.lessons {
                    let flag = lesson.isSlow ? "  ← over \(Int(BenchResult.lessonLimitMilliseconds)) ms" : ""
                    lines.append(
                        "W5 \(lesson.path): \(format(lesson.wallMilliseconds, decimals: 1)) ms (cold \(format(lesson.coldMilliseconds, decimals: 1)) ms), \(lesson.passed) passed, \(lesson.failed) failed\(flag)"
                    )
                }
                if let maxMs = result.maxLessonMs {
                    let slow = result.lessons.filter(\.isSlow).count
                    lines.append(
                        "W5 max \(format(maxMs, decimals: 1)) ms; \(slow) of \(result.lessons.count) file\(result.lessons.count == 1 ? "" : "s") over \(Int(BenchResult.lessonLimitMilliseconds)) ms"
                    )
                }
            }
        }
        return lines
    }

    /// The issue's targets, where the run measured them.
    static func verdicts(_ results: [BenchResult]) -> [String] {
        var lines: [String] = []
        let wide = results.filter { $0.workload == .wide }.sorted { $0.n < $1.n }
        if wide.count >= 2, let small = wide.first, let large = wide.last, let a = small.usPerStep,
            let b = large.usPerStep, a > 0
        {
            let growth = b / a
            var line =
                "target W1 flat in N: \(large.n) rows / \(small.n) rows = \(format(growth))× (limit \(format(flatnessLimit))×): \(growth <= flatnessLimit ? "holds" : "MISSED")"
            if let bestA = small.bestUsPerStep, let bestB = large.bestUsPerStep, bestA > 0 {
                line += "; fastest batches \(format(bestB / bestA))×"
            }
            // Sizes run one after another; each floor was timed beside its size, so the
            // ratio of ratios shows the growth with the machine's drift taken out.
            if let ratioA = small.ratio, let ratioB = large.ratio, ratioA > 0 {
                line += "; against each size's floor \(format(ratioB / ratioA))×"
            }
            lines.append(line)
        }
        if let worst = wide.compactMap(\.ratio).max() {
            lines.append(
                "target W1 ratio to the Observation floor: worst \(format(worst))× (limit \(format(ratioLimit))×): \(worst <= ratioLimit ? "holds" : "MISSED")"
            )
        }
        if let large = wide.last, let perView = large.firstRenderUsPerView, let kilobytes = large.firstRenderKBPerView {
            lines.append(
                "target first render at \(large.n) rows ≤ \(format(firstRenderUsLimit)) µs a view: \(format(perView)) µs: \(perView <= firstRenderUsLimit ? "holds" : "MISSED")"
            )
            lines.append(
                "target first render at \(large.n) rows ≤ \(format(firstRenderKBLimit)) KB a live view: \(format(kilobytes)) KB: \(kilobytes <= firstRenderKBLimit ? "holds" : "MISSED")"
            )
        }
        for result in results where result.workload == .repl {
            if let worst = result.replTimings.map(\.maxAny).max() {
                let holds = worst <= BenchResult.replLimitMilliseconds
                lines.append(
                    "target REPL next, back and goto under \(Int(BenchResult.replLimitMilliseconds)) ms: max \(format(worst, decimals: 1)) ms: \(holds ? "holds" : "MISSED")"
                )
            }
        }
        for result in results where result.workload == .lessons {
            if let maxMs = result.maxLessonMs {
                let holds = maxMs <= BenchResult.lessonLimitMilliseconds
                lines.append(
                    "target lessons under \(Int(BenchResult.lessonLimitMilliseconds)) ms: max \(format(maxMs, decimals: 1)) ms: \(holds ? "holds" : "MISSED")"
                )
            }
        }
        return lines
    }

    /// Three significant figures, at most `decimals` places; `-` for none.
    package static func format(_ value: Double?, decimals: Int = 2) -> String {
        guard let value, value.isFinite else { return "-" }
        let places = value >= 100 ? 0 : value >= 10 ? min(decimals, 1) : decimals
        return String(format: "%.\(places)f", value)
    }
}
