// `stats`: bodies and checked views (compared, not run: R2, R7.1) per view type over the steps run so far, rates
// per second for timed steps, and hitches against the display budget (R9.1).
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

package enum StatsReport {
    package struct Counts {
        package var bodies = 0
        /// Times a view of the type was checked: compared and not run (R2, R7.1;
        /// `FrameTrace.checkedViews`).
        package var checked = 0
        package var created = 0
        package var destroyed = 0
        package var cost: Double = 0
    }

    /// Counts per view type, in the order types first appear.
    package static func perType(_ steps: [StepTrace]) -> [(type: String, counts: Counts)] {
        var rows: [(type: String, counts: Counts)] = []
        func update(_ type: String, _ change: (inout Counts) -> Void) {
            if let index = rows.firstIndex(where: { $0.type == type }) {
                change(&rows[index].counts)
            } else {
                var counts = Counts()
                change(&counts)
                rows.append((type, counts))
            }
        }
        for frame in steps.flatMap(\.frames) {
            for run in frame.runs where run.node.isRoot == false {
                update(run.node.type.name) {
                    $0.bodies += 1
                    $0.cost += run.cost
                }
            }
            for node in frame.checkedViews { update(node.type.name) { $0.checked += 1 } }
            for node in frame.created { update(node.type.name) { $0.created += 1 } }
            for node in frame.destroyed { update(node.type.name) { $0.destroyed += 1 } }
        }
        return rows
    }

    /// The simulated time a timed step covered (`wait 1s`, `every 100ms for 2s`,
    /// `frames N`), in seconds; nil for a step that is not timed.
    package static func duration(of step: StepTrace) -> Double? {
        var total = 0.0
        var timed = false
        for trigger in step.triggers {
            switch trigger.kind {
            case .wait, .every:
                timed = true
                total += Double(trigger.duration ?? 0) / 1e6
            case .frames:
                timed = true
                total += Double(trigger.frameCount ?? 0) * step.budget
            default: break
            }
        }
        return timed && total > 0 ? total : nil
    }

    package static func render(_ steps: [StepTrace], of total: Int, variant: String) -> String {
        ReportSupport.trimmingLineEnds(untrimmed(steps, of: total, variant: variant))
    }

    static func untrimmed(_ steps: [StepTrace], of total: Int, variant: String) -> String {
        let last = steps.last?.index ?? 0
        var out = "stats · steps 0–\(last) of \(total) · variant \(variant)\n\n"
        let rows = perType(steps)
        let width = max(12, (rows.map(\.type.count).max() ?? 0) + 2)
        let columns = ["bodies", "checked", "created", "destroyed", "body cost"]
        out +=
            "  " + ReportSupport.pad("view type", width) + columns.map { ReportSupport.padLeft($0, 10) }.joined() + "\n"
        var all = Counts()
        for row in rows {
            out += "  " + ReportSupport.pad(row.type, width) + cells(row.counts) + "\n"
            all.bodies += row.counts.bodies
            all.checked += row.counts.checked
            all.created += row.counts.created
            all.destroyed += row.counts.destroyed
            all.cost += row.counts.cost
        }
        out += "  " + ReportSupport.pad("all", width) + cells(all) + "\n"
        out += "  (checked: compared and not run: equal inputs, R2; unchanged environment keys, R7.1)\n"
        out += "\nper step\n"
        for step in steps {
            let runs = step.allRuns.filter { $0.node.isRoot == false }.count
            let cost = step.frames.reduce(0) { $0 + $1.cost }
            var line = "  \(step.index == 0 ? "step 0 · initial render" : "step \(step.index) · \(step.title)")"
            line = ReportSupport.pad(line, 44)
            line +=
                " \(ReportSupport.plural(runs, "body", "bodies")) · \(step.checkedCount) checked · \(ReportSupport.plural(step.frames.count, "frame")) · \(ReportSupport.ms(cost))"
            if let seconds = duration(of: step) {
                let rate = Double(runs) / seconds
                line +=
                    " · \(ValueFormatting.formatNumber((rate * 10).rounded() / 10)) bodies/s over \(ValueFormatting.formatDuration(seconds))"
            }
            let hitches = step.hitchFrames
            if let worst = hitches.max(by: { $0.cost < $1.cost }) {
                line +=
                    " · \(ReportSupport.plural(hitches.count, "hitch", "hitches")) (worst frame \(worst.index): \(ReportSupport.ms(worst.cost)) of \(ReportSupport.ms(step.budget)))"
            } else if step.index > 0 {
                line += " · no hitch"
            }
            out += line + "\n"
        }
        let hitchCount = steps.reduce(0) { $0 + $1.hitchFrames.count }
        let frameCount = steps.filter { $0.index > 0 }.reduce(0) { $0 + $1.frames.count }
        out +=
            "\n\(ReportSupport.plural(hitchCount, "hitch", "hitches")) in \(ReportSupport.plural(frameCount, "frame")) after the initial render"
        if let budget = steps.first?.budget { out += " · budget \(ReportSupport.ms(budget)) per frame (R9.1)" }
        return out + "\n"
    }

    static func cells(_ counts: Counts) -> String {
        [
            String(counts.bodies), String(counts.checked), String(counts.created),
            String(counts.destroyed), ReportSupport.ms(counts.cost),
        ]
        .map { ReportSupport.padLeft($0, 10) }.joined()
    }
}
