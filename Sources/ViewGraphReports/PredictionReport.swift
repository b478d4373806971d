// Predict, then reveal (DESIGN.md §5): a learner's guesses about a step, marked
// against the trace. Each view guessed is right, missed (it was in the set but not
// guessed) or extra (guessed but not in the set); every miss and every extra gets
// the one-line reason from `WhyReport` and its rule. Plain text; views in tree order.
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

/// How one answered question scored: `right` of `total` marks, and whether the whole
/// answer was right (nothing missed, nothing extra).
package struct PredictionScore: Equatable, Sendable {
    package var right: Int
    package var total: Int

    package init(right: Int, total: Int) {
        self.right = right
        self.total = total
    }

    package var isRight: Bool { right == total }
}

extension String {
    /// `✗ TrailRow[1]  missed: ` → `✗ TrailRow[1]  missed`.
    fileprivate func trimmingTrailingColon() -> String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        if text.last == ":" { text.removeLast() }
        return String(text)
    }
}

package enum PredictionReport {
    /// The `predict` lines of a view-set question: a header with the tally, then one line
    /// per view guessed or in the set.
    package static func views(
        prompt: String, kind: ViewSetKind, guessed: [ViewNode], actual: [ViewNode], step: StepTrace,
        simulation: Simulation
    ) -> (text: String, score: PredictionScore) {
        let union = ReportSupport.treeSorted(ReportSupport.unique(guessed + actual))
        var right = 0
        var missed = 0
        var extra = 0
        var lines = ""
        let width = min(24, union.map(\.displayName.count).max() ?? 0)
        for node in union {
            let wasGuessed = ReportSupport.contains(guessed, node)
            let isActual = ReportSupport.contains(actual, node)
            let name = ReportSupport.pad(node.displayName, width)
            if wasGuessed && isActual {
                right += 1
                lines += "   ✓ \(name)  right\n"
            } else if isActual {
                missed += 1
                lines += entry(
                    "   ✗ \(name)  missed: ", WhyReport.briefIn(kind, node, step: step, simulation: simulation))
            } else {
                extra += 1
                lines += entry(
                    "   + \(name)  extra: ", WhyReport.briefNotIn(kind, node, step: step, simulation: simulation))
            }
        }
        var tally = "\(right) of \(union.count) right"
        if missed > 0 { tally += ", \(missed) missed" }
        if extra > 0 { tally += ", \(extra) extra" }
        if union.isEmpty {
            tally = "right: no view"
            lines = "   ✓ none  right\n"
        }
        let score = PredictionScore(right: union.isEmpty ? 1 : right, total: max(1, union.count))
        return (header(prompt, tally) + lines, score)
    }

    /// A finding question: the ids guessed against the step's findings.
    package static func findings(prompt: String, guessed: [String], step: StepTrace) -> (
        text: String, score: PredictionScore
    ) {
        let actual = step.findings.map(\.id).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var all = actual
        for id in guessed where all.contains(id) == false { all.append(id) }
        guard all.isEmpty == false else {
            return (header(prompt, "right: no finding") + "   ✓ none  right\n", PredictionScore(right: 1, total: 1))
        }
        var lines = ""
        var right = 0
        for id in all {
            let summary = FindingCatalogue.kind(id).map { "\($0.summary) (\($0.rules.joined(separator: ", ")))" } ?? ""
            if guessed.contains(id) && actual.contains(id) {
                right += 1
                lines += "   ✓ \(id)  right\n"
            } else if actual.contains(id) {
                let headline = step.findings.first { $0.id == id }?.headline ?? ""
                lines += entry("   ✗ \(id)  missed: ", headline + (summary.isEmpty ? "" : "; " + summary))
            } else {
                lines += entry("   + \(id)  extra: ", "not detected in this step")
            }
        }
        if actual.isEmpty { lines += "   the step has no finding\n" }
        return (
            header(prompt, "\(right) of \(all.count) right") + lines, PredictionScore(right: right, total: all.count)
        )
    }

    /// A yes/no question: the learner's answer against the truth of the claim.
    package static func yesNo(prompt: String, guessed: Bool, truth: Bool, claim: String) -> (
        text: String, score: PredictionScore
    ) {
        let word = { (value: Bool) in value ? "yes" : "no" }
        if guessed == truth {
            return (header(prompt, "right") + "   ✓ \(word(truth))  right\n", PredictionScore(right: 1, total: 1))
        }
        return (
            header(prompt, "wrong")
                + entry(
                    "   ✗ \(word(guessed))  wrong: ",
                    "the answer is \(word(truth)): '\(claim)' \(truth ? "holds" : "does not hold") in this step"),
            PredictionScore(right: 0, total: 1)
        )
    }

    /// A question the learner skipped (Enter): the answer, unscored.
    package static func skipped(prompt: String, answer: String) -> String {
        header(prompt, "skipped") + "   · answer  \(answer)\n"
    }

    /// `score    3 of 5 right this step · lesson 7 of 12 · overall 9 of 16`.
    package static func scoreLine(step: PredictionScore, lesson: PredictionScore, overall: PredictionScore?) -> String {
        var text = "\(step.right) of \(step.total) right this step · lesson \(lesson.right) of \(lesson.total)"
        if let overall { text += " · overall \(overall.right) of \(overall.total)" }
        return " score    " + text + "\n"
    }

    static func header(_ prompt: String, _ tally: String) -> String {
        " predict  \(prompt)  \(tally)\n"
    }

    /// A marked line, then its reason indented under it (wrapped at 100 columns).
    static func entry(_ lead: String, _ text: String) -> String {
        let indent = String(repeating: " ", count: 7)
        var out = lead.trimmingTrailingColon() + "\n"
        for line in StepCard.wrap(text, width: 93) { out += indent + line + "\n" }
        return out
    }
}
