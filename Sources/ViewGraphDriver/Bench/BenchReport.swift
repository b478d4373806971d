// `viewgraph bench` output: an aligned table, or JSON (one object per workload and size).
import Foundation
import ViewGraphDiagnostics

package enum BenchReport {
    /// The issue's targets (issue 8).
    package static let flatnessLimit = 1.3
    package static let ratioLimit = 10.0

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
                if result.workload != .timed {
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
