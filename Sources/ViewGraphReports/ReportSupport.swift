// Shared pieces of the interactive reports (tree, deps, graph, stats, timeline,
// compare, why): names, tree order, costs. Deterministic: nothing here iterates a
// Dictionary or a Set into output.
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

/// One step's verdict for a view (the symbols of `tree`).
package enum Verdict: CaseIterable {
    case created, ran, checked, skipped, destroyed, untouched

    package var symbol: String {
        switch self {
        case .created: "+"
        case .ran: "↻"
        case .checked: "◦"
        case .skipped: "·"
        case .destroyed: "✕"
        case .untouched: " "
        }
    }

    package var word: String {
        switch self {
        case .created: "created"
        case .ran: "ran"
        case .checked: "checked"
        case .skipped: "skipped"
        case .destroyed: "destroyed"
        case .untouched: "untouched"
        }
    }

    /// `↻ ran · ◦ checked · · skipped · + created · ✕ destroyed`
    package static var legend: String {
        [Verdict.ran, .checked, .skipped, .created, .destroyed].map { "\($0.symbol) \($0.word)" }.joined(
            separator: "  ")
    }
}

enum ReportSupport {
    static func ms(_ seconds: Double) -> String { ValueFormatting.milliseconds(seconds) }

    /// Nodes in tree order (pre-order from the root), creation order breaking ties
    /// between views that are no longer in the tree.
    static func treeSorted(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.sorted { $0.serial < $1.serial }.inTreeOrder()
    }

    static func unique(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.uniqueViews()
    }

    static func contains(_ nodes: [ViewNode], _ node: ViewNode) -> Bool {
        nodes.contains { $0 === node }
    }

    /// The verdict of `node` in `step`: created wins over ran, ran over checked and skipped.
    static func verdict(of node: ViewNode, in step: StepTrace) -> Verdict {
        if step.frames.contains(where: { contains($0.destroyed, node) }) { return .destroyed }
        if step.frames.contains(where: { contains($0.created, node) }) { return .created }
        if step.frames.contains(where: { $0.runs.contains { $0.node === node } }) {
            let created = step.frames.contains {
                $0.runs.contains { $0.node === node && $0.reasons.contains(where: isCreated) }
            }
            return created ? .created : .ran
        }
        if step.frames.contains(where: { $0.checks.contains { $0.node === node } }) { return .checked }
        if step.frames.contains(where: { $0.skips.contains { $0.node === node } }) { return .skipped }
        return .untouched
    }

    static func isCreated(_ reason: RunReason) -> Bool {
        if case .created = reason { return true }
        return false
    }

    /// Whether a step was driven by the clock (so rates per second mean something).
    static func isTimed(_ step: StepTrace) -> Bool {
        step.triggers.contains { $0.kind == .wait || $0.kind == .every || $0.kind == .frames }
    }

    /// Counts by key, keeping the order keys first appear in.
    static func tally(_ keys: [String]) -> [(key: String, count: Int)] {
        var result: [(key: String, count: Int)] = []
        for key in keys {
            if let index = result.firstIndex(where: { $0.key == key }) {
                result[index].count += 1
            } else {
                result.append((key, 1))
            }
        }
        return result
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    /// `step 1/2 · Title`, or `initial render` for step 0.
    static func stepLabel(_ step: StepTrace, of total: Int) -> String {
        step.index == 0 ? "step 0/\(total) · initial render" : "step \(step.index)/\(total) · \(step.title)"
    }

    /// Removes spaces left at line ends by column padding.
    static func trimmingLineEnds(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = Substring(line)
            while line.last == " " { line.removeLast() }
            return String(line)
        }.joined(separator: "\n")
    }

    static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : (plural ?? word + "s"))"
    }
}
