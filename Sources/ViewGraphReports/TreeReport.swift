// `tree`: the view graph as a box-drawing tree, each view with its identity and its
// verdict in the step (ran, checked, skipped, created, destroyed). Identities follow
// R1.1–R1.5: structural position, `if` branch, ForEach id, `.id(_:)`.
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

package enum TreeReport {
    /// The live graph after `step`, with the step's verdicts.
    package static func render(_ simulation: Simulation, step: StepTrace, of total: Int) -> String {
        ReportSupport.trimmingLineEnds(untrimmed(simulation, step: step, of: total))
    }

    static func untrimmed(_ simulation: Simulation, step: StepTrace, of total: Int) -> String {
        var out = "view graph · \(ReportSupport.stepLabel(step, of: total))\n"
        out += "  \(Verdict.legend)\n\n"
        guard let root = simulation.root else { return out + "  (no views yet)\n" }
        let nodes = simulation.viewsInTreeOrder.filter(isShown)
        let nameWidth = min(40, (nodes.map { $0.depth * 3 + $0.displayName.count }.max() ?? 0) + 4)
        out += "App\n"
        func visit(_ node: ViewNode, prefix: String) {
            let children = node.children.filter(isShown)
            for (index, child) in children.enumerated() {
                let last = index == children.count - 1
                let verdict = ReportSupport.verdict(of: child, in: step)
                let head = prefix + (last ? "└─ " : "├─ ") + verdict.symbol + " " + child.displayName
                out += ReportSupport.pad(head, nameWidth + 2) + "  " + identity(child) + "\n"
                visit(child, prefix: prefix + (last ? "   " : "│  "))
            }
        }
        visit(root, prefix: "")
        let destroyed = ReportSupport.unique(step.frames.flatMap(\.destroyed))
        if destroyed.isEmpty == false {
            out += "\ndestroyed in this step (no longer in the graph, R1.3):\n"
            for node in destroyed { out += "   ✕ \(node.displayName)  \(identity(node))\n" }
        }
        let counts = Verdict.allCases.filter { $0 != .untouched }.compactMap { verdict -> String? in
            let count =
                nodes.filter { ReportSupport.verdict(of: $0, in: step) == verdict }.count
                + (verdict == .destroyed ? destroyed.count : 0)
            return count == 0 ? nil : "\(count) \(verdict.word)"
        }
        out += "\n\(ReportSupport.plural(nodes.count, "view")) in the graph"
        out += counts.isEmpty ? "; none touched in this step\n" : " · " + counts.joined(separator: " · ") + "\n"
        return out
    }

    /// A presentation or navigation host is drawn while it shows something (a sheet, a
    /// pushed screen); idle, it is bookkeeping under every `.sheet` and NavigationStack,
    /// as SwiftUI's modifier attributes are (R0.6, R0.7).
    static func isShown(_ node: ViewNode) -> Bool {
        node.type.hostKind == nil || node.children.isEmpty == false || node.output?.children.isEmpty == false
    }

    /// `structural`, `ForEach id 2`, `branch 1 · .id(5)`: the parts of the identity a
    /// learner can see in the source (R1.1–R1.5).
    package static func identity(_ node: ViewNode) -> String {
        var parts: [String] = []
        for component in node.identity.components.dropFirst(node.parent?.identity.components.count ?? 0) {
            switch component {
            case .site: break
            case .branch(let index): parts.append("branch \(index)")
            case .element(let key): parts.append("ForEach id \(ValueKeyFormatting.describe(key))")
            case .explicit(let key): parts.append(".id(\(ValueKeyFormatting.describe(key)))")
            }
        }
        return parts.isEmpty ? "structural position" : parts.joined(separator: " · ")
    }
}
