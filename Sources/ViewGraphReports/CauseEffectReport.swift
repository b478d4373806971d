// `graph`: one step's cause and effect, read left to right like Instruments' Cause &
// Effect Graph (R11.3, Guides/Rules.md): gesture or timer → action → state change → the
// view bodies it invalidated → the updates those bodies caused in their children.
// Edges are labelled `update` or `creation`; a view that was checked and found up to
// date is shown dimmed (`▷ … checked, not run`: compared, R2, R7.1). Faithfulness: stylised — Apple
// does not give the node label strings (R11.3, open question 4); the structure and
// edge kinds follow the transcript.
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

package enum CauseEffectReport {
    package static func render(_ step: StepTrace, of total: Int) -> String {
        var out = "cause & effect · \(ReportSupport.stepLabel(step, of: total))\n"
        out +=
            "  left to right, causes to effects (R11.3; labels stylised) · ▶ body ran · ▷ checked, not run (dimmed)\n\n"
        let runs = step.allRuns.filter { $0.node.isRoot == false }
        var explained: Set<Int> = []  // indexes into `runs`

        // Causes: what the user or the clock did. Each line of the step is a cause of
        // its own (●); only its action hangs off it (└─▶): consecutive step lines do not
        // cause each other.
        var causes: [(text: String, action: String?)] = []
        for trigger in step.triggers {
            let role = trigger.kind.causeRole
            causes.append(("\(role)  \(trigger.description)", trigger.action.map { "Action  \($0)" }))
        }
        let timers = ReportSupport.tally(step.taskEvents.filter { $0.kind == .timerFired }.map(\.task))
        for timer in timers { causes.append(("Timer  \(timer.key) fired ×\(timer.count)", nil)) }
        if step.index == 0 { causes.append(("Launch  the app block's views appear", nil)) }
        if causes.isEmpty { causes.append(("(no trigger)", nil)) }
        for cause in causes {
            out += " ● " + cause.text + "\n"
            if let action = cause.action { out += "     └─▶ " + action + "\n" }
        }
        let indent = "        "

        // State changes and the bodies they invalidated.
        // Repeated changes of one property (a timer's ticks) are one node with a count.
        var groups: [(change: StateChange, last: StateChange, count: Int, all: [StateChange])] = []
        for change in step.allChanges {
            if let index = groups.firstIndex(where: {
                $0.change.kind == change.kind && $0.change.target == change.target
            }) {
                groups[index].last = change
                groups[index].count += 1
                groups[index].all.append(change)
            } else {
                groups.append((change, change, 1, [change]))
            }
        }
        for group in groups {
            var label = changeLabel(group.change, last: group.last)
            if group.count > 1 { label += "   ×\(group.count)" }
            out += indent + "└─▶ " + label + "\n"
            var edges: [ViewNode] = []
            for (index, run) in runs.enumerated() where explained.contains(index) == false {
                if group.all.contains(where: { change in run.reasons.contains { matches($0, change, node: run.node) } })
                {
                    explained.insert(index)
                    edges.append(run.node)
                }
            }
            var block = ""
            if edges.isEmpty {
                let change = group.change
                block +=
                    indent + "      (no view depended on it"
                    + (change.kind == .observableDeduped || change.kind == .stateUnchanged
                        || change.kind == .stateDropped
                        ? ": nothing was notified" : "") + ")\n"
            }
            block += edgeLines(edges, kind: "update", runs: runs, indent: indent + "      ")
            out += closing(block)
        }

        // Environment writers.
        let environmentKeys = step.frames.flatMap(\.environmentChanges).reduce(into: [EnvironmentKey]()) {
            if $0.contains($1) == false { $0.append($1) }
        }
        for key in environmentKeys {
            out += indent + "└─▶ EnvironmentWriter  \(key.label) changed\n"
            var edges: [ViewNode] = []
            for (index, run) in runs.enumerated() where explained.contains(index) == false {
                if run.reasons.contains(where: {
                    if case .environment(let k, _, _) = $0 { return k == key } else { return false }
                }) {
                    explained.insert(index)
                    edges.append(run.node)
                }
            }
            var block = edgeLines(edges, kind: "update", runs: runs, indent: indent + "      ")
            let checkedEvents = step.frames.flatMap { $0.checks.filter { $0.keys.contains(key) }.map(\.node) }
            for node in ReportSupport.treeSorted(ReportSupport.unique(checkedEvents)) {
                let times = checkedEvents.filter { $0 === node }.count
                let count = times > 1 ? " ×\(times)" : ""
                block +=
                    indent
                    + "      ├─ update ▷ \(node.displayName).body\(count)   checked, not run: reads other keys (R7.1)\n"
            }
            out += closing(block)
        }

        // Bodies that ran caused updates in their children (@self, @identity) and checks.
        // Parents that ran, and parents whose lazy container built rows without running
        // (a scroll, R8.1).
        let builders = runs.filter { $0.reasons.contains(where: ReportSupport.isCreated) }.compactMap(\.node.parent)
            .filter { $0.isRoot == false }
        let parents = ReportSupport.treeSorted(ReportSupport.unique(runs.map(\.node) + builders))
        var rootEdges: [(ViewNode, String)] = []
        var parentBlocks = ""
        for parent in parents {
            var block = ""
            var created: [ViewNode] = []
            var updated: [ViewNode] = []
            for (index, run) in runs.enumerated() where explained.contains(index) == false && run.node.parent === parent
            {
                if run.reasons.contains(where: ReportSupport.isCreated) {
                    created.append(run.node)
                    explained.insert(index)
                } else if run.reasons.contains(where: {
                    if case .inputChanged = $0 { return true } else { return false }
                }) {
                    updated.append(run.node)
                    explained.insert(index)
                }
            }
            block += edgeLines(updated, kind: "update", runs: runs, indent: indent + "      ")
            block += edgeLines(created, kind: "creation", runs: runs, indent: indent + "      ")
            let skipped = ReportSupport.unique(
                step.frames.flatMap { $0.skips.filter { $0.node.parent === parent }.map(\.node) })
            for node in ReportSupport.treeSorted(skipped) {
                block +=
                    indent + "      ├─ update ▷ \(node.displayName).body   checked, not run: equal inputs (R2)\n"
            }
            if block.isEmpty == false {
                let ran = runs.contains { $0.node === parent }
                let what = ran ? "ran" : "did not run; its lazy container built the rows now visible (R8.1)"
                parentBlocks += indent + "└─▶ \(parent.displayName).body \(what)\n" + closing(block)
            }
        }
        // Views made by the app block itself (step 0) hang off the launch.
        for (index, run) in runs.enumerated()
        where explained.contains(index) == false && (run.node.parent?.isRoot ?? false) {
            explained.insert(index)
            rootEdges.append((run.node, "creation"))
        }
        if rootEdges.isEmpty == false {
            out += closing(edgeLines(rootEdges.map(\.0), kind: "creation", runs: runs, indent: indent + "      "))
        }
        out += parentBlocks

        // Anything left is listed with its reasons, so no run goes unexplained.
        let rest = runs.enumerated().filter { explained.contains($0.offset) == false }.map(\.element)
        if rest.isEmpty == false {
            out += indent + "└─▶ other causes\n"
            var block = ""
            for run in rest {
                block +=
                    indent + "      ├─ update ▶ \(run.node.displayName).body   "
                    + run.reasons.map(StepCard.reasonText).joined(separator: "; ") + "\n"
            }
            out += closing(block)
        }
        if runs.isEmpty && step.frames.flatMap(\.checks).isEmpty {
            out += indent + "no view body ran\n"
        }
        out +=
            "\n\(ReportSupport.plural(runs.count, "body update")) · \(step.checkedCount) checked, not run (dimmed) · "
        out += "\(ReportSupport.plural(step.frames.count, "frame"))\n"
        return out
    }

    /// Turns the last `├─` of a block of edges into `└─`.
    static func closing(_ block: String) -> String {
        var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let index = lines.lastIndex(where: { $0.contains("├─") }), let range = lines[index].range(of: "├─") {
            lines[index].replaceSubrange(range, with: "└─")
        }
        return lines.joined(separator: "\n")
    }

    /// `@Observable TrailStore.favoriteTrails changed  [] → [2]`
    static func changeLabel(_ change: StateChange, last: StateChange) -> String {
        var change = change
        change.newValue = last.newValue
        switch change.kind {
        case .observableSet, .observableModify:
            return "@Observable \(change.target) changed   \(change.oldValue) → \(change.newValue)"
        case .observableDeduped:
            return "@Observable \(change.target) set to the same value   \(change.newValue) (not notified, R4.6)"
        case .published:
            return "@Published \(change.target) → objectWillChange   \(change.oldValue) → \(change.newValue)"
        case .stateSet:
            return "State change  \(change.target)   \(change.oldValue) → \(change.newValue)"
        case .stateUnchanged:
            return "State change  \(change.target) to an equal value   \(change.newValue) (ignored, R5.4)"
        case .stateDropped:
            return "State change  \(change.target) during a body   \(change.newValue) (dropped, R5.4)"
        case .objectWillChangeSend:
            return "objectWillChange.send()  \(change.owner)"
        }
    }

    static func matches(_ reason: RunReason, _ change: StateChange, node: ViewNode) -> Bool {
        switch reason {
        case .observable(let object, let property, _, _):
            return (change.kind == .observableSet || change.kind == .observableModify)
                && change.owner == object && change.property == property
        case .objectWillChange(let object, _, let properties, _):
            return change.owner == object
                && ((change.kind == .published && properties.contains(change.property))
                    || change.kind == .objectWillChangeSend)
        case .state(let name, let old, let new):
            return change.kind == .stateSet && change.owner == node.displayName && change.property == name
                && change.oldValue == old
                && change.newValue == new
        case .binding(_, let source, _, let old, let new), .otherViewState(let source, _, let old, let new):
            return change.kind == .stateSet && change.target == source && change.oldValue == old
                && change.newValue == new
        case .created, .inputChanged, .environment:
            return false
        }
    }

    static func edgeLines(_ nodes: [ViewNode], kind: String, runs: [BodyRun], indent: String) -> String {
        var out = ""
        for entry in ReportSupport.tally(nodes.map(\.displayName)) {
            let nodeRuns = runs.filter { $0.node.displayName == entry.key }
            let redrawn = nodeRuns.contains(where: \.redrawn)
            let created = nodeRuns.contains { $0.reasons.contains(where: ReportSupport.isCreated) }
            let effect = created ? "created" : redrawn ? "redrawn" : "unchanged on screen"
            let count = entry.count > 1 ? " ×\(entry.count)" : ""
            out += indent + "├─ \(kind) ▶ \(entry.key).body\(count)   \(effect)\n"
        }
        return out
    }
}

extension String {
    fileprivate func replacingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
