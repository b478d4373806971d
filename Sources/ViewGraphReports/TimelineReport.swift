// `timeline`: a step's frames as lanes, like the SwiftUI instrument's track
// (R11.1, Guides/Rules.md): Update Groups (when SwiftUI works, bar height ∝ frame cost),
// Long View Body Updates (orange above 0.5 ms, red above 1 ms) and hitches (a frame
// over the display budget, R9.1). Faithfulness: the lanes and colours are Apple's;
// the 0.5 ms / 1 ms thresholds come from third-party summaries of Apple's docs
// and are unverified (Guides/Rules.md, Q3).
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

package enum TimelineReport {
    /// Orange: more likely to contribute to a hitch (R11.1, unverified threshold).
    package static let orangeThreshold = 0.000_5
    /// Red: likely to cause a hitch (R11.1, unverified threshold).
    package static let redThreshold = 0.001
    static let columnsPerRow = 60
    static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    package static func render(_ step: StepTrace, of total: Int) -> String {
        ReportSupport.trimmingLineEnds(untrimmed(step, of: total))
    }

    static func untrimmed(_ step: StepTrace, of total: Int) -> String {
        var out = "timeline · \(ReportSupport.stepLabel(step, of: total))\n"
        out += "  one column per frame · budget \(ReportSupport.ms(step.budget)) per frame\n"
        guard step.frames.isEmpty == false else { return out + "\n  no frames: nothing was invalidated\n" }
        let frames = step.frames
        var start = 0
        while start < frames.count {
            let chunk = Array(frames[start..<min(frames.count, start + columnsPerRow)])
            out += "\n" + ReportSupport.pad("  frame", 28) + axis(chunk) + "\n"
            out +=
                ReportSupport.pad("  Update Groups", 28) + String(chunk.map { updateBar($0, budget: step.budget) })
                + "\n"
            out += ReportSupport.pad("  Long View Body Updates", 28) + String(chunk.map(longMark)) + "\n"
            out += ReportSupport.pad("  Hitches", 28) + String(chunk.map { hitch($0, step) ? "!" : "·" }) + "\n"
            start += columnsPerRow
        }
        out += "\n  Update Groups: bar height is the frame's work against the budget (█ = over budget)\n"
        out +=
            "  Long View Body Updates: o orange > 0.5 ms · R red > 1 ms (third-party thresholds, unverified: Guides/Rules.md, Q3)\n"
        let long = frames.flatMap { frame in
            frame.runs.filter { $0.cost > orangeThreshold && $0.node.isRoot == false }.map { (frame, $0) }
        }
        if long.isEmpty {
            out += "\n  no long view body updates\n"
        } else {
            out += "\n  long view body updates:\n"
            for (frame, run) in long.prefix(20) {
                let colour = run.cost > redThreshold ? "red" : "orange"
                var line =
                    "    frame \(frame.index)  \(run.node.displayName).body  \(ReportSupport.ms(run.cost))  \(colour)"
                let heavy = run.work.filter { $0.cost >= 0.000_1 }
                if heavy.isEmpty == false {
                    line +=
                        "  [" + heavy.map { "\($0.name) \(ReportSupport.ms($0.cost))" }.joined(separator: ", ") + "]"
                }
                out += line + "\n"
            }
            if long.count > 20 { out += "    … and \(long.count - 20) more\n" }
        }
        let hitches = frames.filter { hitch($0, step) }
        if hitches.isEmpty {
            let worst = frames.map(\.cost).max() ?? 0
            out += "  no hitch: the worst frame took \(ReportSupport.ms(worst)) of \(ReportSupport.ms(step.budget))\n"
        } else {
            let worst = hitches.max { $0.cost < $1.cost }!
            out +=
                "  \(ReportSupport.plural(hitches.count, "hitch", "hitches")): frame \(worst.index) took \(ReportSupport.ms(worst.cost)) of \(ReportSupport.ms(step.budget)) (R9.1)\n"
        }
        return out
    }

    /// Frame numbers under their columns: the first, then every tenth.
    static func axis(_ frames: [FrameTrace]) -> String {
        var columns = Array(repeating: Character(" "), count: frames.count)
        var free = 0
        for (column, frame) in frames.enumerated() where column >= free {
            guard column == 0 || frame.index % 10 == 0 else { continue }
            let label = Array(String(frame.index))
            guard column + label.count <= frames.count else { continue }
            for (offset, character) in label.enumerated() { columns[column + offset] = character }
            free = column + label.count + 1
        }
        return String(columns)
    }

    /// `▁`…`▇` by the frame's share of the budget; `█` when over it.
    static func updateBar(_ frame: FrameTrace, budget: Double) -> Character {
        if frame.runs.isEmpty && frame.checkedViews.isEmpty && frame.cost == 0 { return " " }
        if frame.cost > budget { return "█" }
        let level = Int((frame.cost / budget * 7).rounded(.down))
        return bars[max(0, min(6, level))]
    }

    static func longMark(_ frame: FrameTrace) -> Character {
        let worst = frame.runs.filter { $0.node.isRoot == false }.map(\.cost).max() ?? 0
        if worst > redThreshold { return "R" }
        if worst > orangeThreshold { return "o" }
        return "·"
    }

    static func hitch(_ frame: FrameTrace, _ step: StepTrace) -> Bool {
        step.index > 0 && frame.cost > step.budget
    }
}
