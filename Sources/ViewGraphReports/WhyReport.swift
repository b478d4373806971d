// `why REF` and `whynot REF`: a view's verdict in one step, explained in full
// sentences that cite the rule behind it (DESIGN.md §4). Why it ran: `@identity`
// (created, R1.3), `@self` (the differing input, R2), `_prop` (@State, R5.4),
// `@dependencies` (@Observable property and read chain, R4.1–R4.3; environment
// key, R7.1), ObservableObject publish (R3.2). Why it did not: destroyed (R1.3),
// inputs equal (R2.1), `==` returned true (R2.5), environment checked but unchanged
// (R7.1), not a dependency of what changed (R0.3), not built (R8.1).
// Every verdict has a sentence: there is no "unknown".
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

package enum WhyReport {
    /// `why REF`: every body run of the view in the step, with its reasons; when it did
    /// not run, the `whynot` explanation.
    package static func why(_ node: ViewNode, step: StepTrace, of total: Int, simulation: Simulation) -> String {
        let runs = runsOf(node, in: step)
        guard runs.isEmpty == false else {
            return "\(node.displayName) did not run in \(ReportSupport.stepLabel(step, of: total)).\n"
                + rowContentParagraphs(node, step: step) + whyNotBody(node, step: step, simulation: simulation)
        }
        var out = "why \(node.displayName) ran · \(ReportSupport.stepLabel(step, of: total))\n"
        for (frame, run) in runs {
            let tokens = run.reasons.map(\.token).joined(separator: ", ")
            out += "\nframe \(frame.index): \(node.displayName).body ran (\(tokens))\n"
            for reason in run.reasons {
                out += paragraph(sentence(reason, node: node, step: step), bullet: "•")
            }
            out += paragraph(effect(run), bullet: "→")
        }
        if runs.count > 1 {
            out += "\nIt ran \(runs.count) times in this step, at most once per frame (R9.5).\n"
        }
        return out
    }

    /// `whynot REF`: why the view's body did not run in the step.
    package static func whyNot(_ node: ViewNode, step: StepTrace, of total: Int, simulation: Simulation) -> String {
        let runs = runsOf(node, in: step)
        if runs.isEmpty == false {
            return "\(node.displayName) did run in \(ReportSupport.stepLabel(step, of: total)); here is why.\n\n"
                + why(node, step: step, of: total, simulation: simulation)
        }
        return "why \(node.displayName) did not run · \(ReportSupport.stepLabel(step, of: total))\n"
            + rowContentParagraphs(node, step: step) + whyNotBody(node, step: step, simulation: simulation)
    }

    /// The row contents of the view that ran alone in the step (ForEach rows, an escaping
    /// container's content): what ran instead of its body (R2.7).
    static func rowContentParagraphs(_ node: ViewNode, step: StepTrace) -> String {
        let rows = step.frames.flatMap { $0.rowRuns.filter { $0.owner === node } }
        guard rows.isEmpty == false else { return "" }
        // Said first, so the blocks below do not read as runs of this view's body.
        let alone = RowContent.ranAlone(rows.map(\.content))
        var out = paragraph(
            "Its body did not run. \(alone.prefix(1).uppercased() + alone.dropFirst()) (R2.7):", bullet: "•")
        for frame in step.frames {
            for run in frame.rowRuns where run.owner === node {
                out += "\nframe \(frame.index): \(run.displayName) in \(node.displayName) ran\n"
                out += paragraph(rowContentSentence(run, owner: node), bullet: "•")
                var effect =
                    run.reasons.contains(where: ReportSupport.isCreated)
                    ? "Result: a new row."
                    : run.redrawn
                        ? "Result: redrawn" + (run.outputChange.map { ": \($0)." } ?? ".")
                        : "Result: unchanged on screen (R0.4)."
                effect += " Cost \(ReportSupport.ms(run.cost))."
                out += paragraph(effect, bullet: "→")
            }
        }
        return out
    }

    static func rowContentSentence(_ run: RowContentRun, owner: ViewNode) -> String {
        if let container = run.content.escapingContainer {
            let rule =
                "A \(container) keeps its escaping content closure and calls it itself, after \(owner.displayName)'s body has returned, so reads made inside the closure belong to that content, which runs again alone (R2.7)."
            if run.reasons.contains(where: ReportSupport.isCreated) {
                return "The \(container) came into the visible window of a lazy container (R8.1). " + rule
            }
            return "@dependencies: the last call of its content read " + observableReads(run) + ". " + rule
        }
        let rule =
            "A ForEach keeps its content closure and evaluates it itself, once per element, after \(owner.displayName)'s body has returned, so reads made inside the closure belong to that element's content, which runs again alone (R2.7)."
        if run.reasons.contains(where: ReportSupport.isCreated) {
            return
                "The element came into the visible window of a lazy container, so the ForEach evaluated its content for it without running \(owner.displayName)'s body (R8.1). "
                + rule
        }
        return "@dependencies: the last evaluation of its content read " + observableReads(run) + ". " + rule
    }

    /// `Gauge.level (via … › level), which changed: 3 → 4`, for each read that outdated it.
    private static func observableReads(_ run: RowContentRun) -> String {
        var reads: [String] = []
        for reason in run.reasons {
            if case .observable(let object, let property, let chain, let change) = reason {
                reads.append("\(object).\(property) (via \(chain.joined(separator: " › "))), which changed: \(change)")
            }
        }
        return reads.joined(separator: "; ")
    }

    /// A REF that names no view in the graph: it is not built (lazy rows) or not there.
    package static func notInGraph(_ reference: String, typeName: String?, simulation: Simulation) -> String {
        var out = "No view \(reference) is in the graph at this step, so it has no body to run.\n"
        guard let typeName else { return out }
        let same = simulation.viewsInTreeOrder.filter { $0.type.name == typeName }
        if same.isEmpty {
            out += paragraph(
                "No view of type \(typeName) is alive now: no parent body produces one at this step (its branch may be off, or it was destroyed, R1.3).",
                bullet: "•")
        } else {
            let names = same.map(\.displayName)
            let listed =
                names.count > 8
                ? names.prefix(4).joined(separator: ", ") + ", …, " + names.suffix(2).joined(separator: ", ")
                : names.joined(separator: ", ")
            out += paragraph("The \(typeName) views in the graph are \(listed).", bullet: "•")
            out += paragraph(
                "If \(reference) is a row of a List or a lazy stack, it is not visible: lazy containers build only the rows on screen (the scenario's visibleRows, R8.1), so a row out of view is never created and never runs. Scroll to it with 'do' or a 'scroll' step to build it.",
                bullet: "•")
        }
        return out
    }

    // MARK: - One line, for graded guesses

    /// One reason in one line with its rules: why a view ran, for a missed guess.
    package static func brief(_ reason: RunReason, node: ViewNode) -> String {
        let parent = parentName(node)
        switch reason {
        case .created:
            return
                "it is new: its identity appeared in \(parent)'s body output, so its body ran for the first time (R1.3)"
        case .inputChanged(let field, let difference, let others):
            let also = others.isEmpty ? "" : "; also \(ReportSupport.otherInputs(others))"
            var text =
                "\(parent) ran and made a new value whose input '\(field)' differs: \(difference)\(also) (R2.1"
            if difference.involvesCapturingClosure { text += ", R2.4: a capturing closure never compares equal" }
            return text + ")"
        case .state(let name, let old, let new):
            let wrapper = node.states[name]?.label ?? "@State"
            return "its \(wrapper) '\(name)' changed from \(old) to \(new), and its last body run read it (R5.4)"
        case .binding(let property, let source, let wrapper, let old, let new):
            return
                "its @Binding '\(property)' reads the \(wrapper) \(source), which changed from \(old) to \(new) (R6.1, R5.4)"
        case .otherViewState(let source, let wrapper, let old, let new):
            return
                "its body read the \(wrapper) \(source) in a closure \(StepCard.stateOwner(source)) passed it, and that changed from \(old) to \(new); a read belongs to the body that makes it (R6.1, R2.7)"
        case .observable(let object, let property, let chain, _):
            let through = chain.dropFirst().dropLast()
            let via = through.isEmpty ? "" : " via \(through.joined(separator: " › "))"
            return
                "it read \(object).\(property)\(via), and that property changed (R4.1, R4.2)"
        case .objectWillChange(let object, let wrapper, let properties, _):
            let what = ReportSupport.publishedWhat(properties, object: nil)
            return
                "it subscribes to \(object) through '\(wrapper)', and \(what) invalidates every subscriber (R3.2, R3.3)"
        case .environment(let key, let old, let new):
            return "it reads the environment value \(key.label), which changed from \(old) to \(new) (R7.1)"
        }
    }

    /// Why a view is in one of a step's view sets, in one line: for a missed guess.
    package static func briefIn(_ kind: ViewSetKind, _ node: ViewNode, step: StepTrace, simulation: Simulation)
        -> String
    {
        let runs = runsOf(node, in: step).map(\.1)
        let reasons = runs.first.map { $0.reasons.map { brief($0, node: node) }.joined(separator: "; ") } ?? ""
        switch kind {
        case .bodies:
            return runs.count > 1 ? reasons + "; it ran \(runs.count) times, once per frame (R9.5)" : reasons
        case .redrawn:
            let change = runs.compactMap(\.outputChange).first.map { ": \($0)" } ?? ""
            return "its body ran (\(reasons)) and what it shows changed\(change) (R0.4)"
        case .created:
            return "its identity appeared in \(parentName(node))'s body output, so SwiftUI created it (R1.3)"
        case .destroyed:
            return "its identity left \(parentName(node))'s body output, so SwiftUI dropped it and its state (R1.3)"
        case .checked:
            let keys = step.frames.flatMap { $0.checks.filter { $0.node === node }.flatMap(\.keys) }
            return
                "the environment above it changed (\(keys.map(\.label).joined(separator: ", "))), so SwiftUI checked what it reads; that did not change (R7.1)"
        }
    }

    /// Why a view is not in one of a step's view sets, in one line: for an extra guess.
    package static func briefNotIn(_ kind: ViewSetKind, _ node: ViewNode, step: StepTrace, simulation: Simulation)
        -> String
    {
        let ran = runsOf(node, in: step).isEmpty == false
        switch kind {
        case .bodies:
            return briefNotRun(node, step: step)
        case .redrawn:
            return ran
                ? "its body ran but produced the same output, so nothing changed on screen (R0.4)"
                : "its body did not run: " + briefNotRun(node, step: step)
        case .created:
            return "it was already in the graph before this step; a view is created once per identity (R1.3)"
        case .destroyed:
            return node.isAlive
                ? "its identity is still in \(parentName(node))'s body output, so it lives on (R1.3)"
                : "it was destroyed in an earlier step (R1.3)"
        case .checked:
            return ran
                ? "its body ran, which is more than a check (R7.1)"
                : "no environment value changed above it, so there was nothing to check (R7.1)"
        }
    }

    /// Why a view's body did not run in a step, in one line.
    static func briefNotRun(_ node: ViewNode, step: StepTrace) -> String {
        let parent = parentName(node)
        if step.frames.contains(where: { ReportSupport.contains($0.destroyed, node) }) {
            return "it was destroyed in this step: its identity left \(parent)'s body output (R1.3)"
        }
        if node.isAlive == false { return "it was destroyed in an earlier step (R1.3)" }
        let rows = step.frames.flatMap { $0.rowRuns.filter { $0.owner === node } }
        if rows.isEmpty == false {
            guard rows.allSatisfy({ $0.content.escapingContainer == nil }) else {
                return RowContent.ranAlone(rows.map(\.content))
                    + ": reads inside a content closure the container calls itself belong to that content, not to the body (R2.7)"
            }
            return
                "the ForEach in its body evaluated its content again for \(rows.map { "[\($0.content.idText)]" }.joined(separator: ", ")) alone: reads inside a ForEach content closure belong to the element, not to the body (R2.7)"
        }
        for frame in step.frames {
            for skip in frame.skips where skip.node === node {
                switch skip.reason {
                case .inputsEqual:
                    return "\(parent) ran, but the new \(node.type.name) value equals the old, field by field (R2.1)"
                case .equatableReturnedTrue:
                    return "\(parent) ran, but the view's own '==' returned true (R2.5)"
                case .environmentUnchanged:
                    return "the environment above it changed, but the values it reads did not (R7.1)"
                }
            }
            if frame.checks.contains(where: { $0.node === node }) {
                return "the environment above it changed, but the values it reads did not (R7.1)"
            }
        }
        let changes = step.allChanges
        if changes.isEmpty { return "nothing changed in this step, so no view was invalidated (R0.3)" }
        var reads: [String] = []
        for read in node.observableReads {
            let name = "\(read.object.type.name).\(read.propertyName)"
            if reads.contains(name) == false { reads.append(name) }
        }
        let changed = changes.map(\.target).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var text = "nothing it read changed (\(changed.joined(separator: ", ")) did)"
        if reads.isEmpty == false { text = "it read \(reads.joined(separator: ", ")) only, which did not change" }
        return text + ", and its parent passed no new value (R0.3, R4.1)"
    }

    // MARK: - Why it ran

    static func runsOf(_ node: ViewNode, in step: StepTrace) -> [(FrameTrace, BodyRun)] {
        step.frames.flatMap { frame in frame.runs.filter { $0.node === node }.map { (frame, $0) } }
    }

    /// One reason as a full sentence.
    package static func sentence(_ reason: RunReason, node: ViewNode, step: StepTrace) -> String {
        let parent = parentName(node)
        switch reason {
        case .created:
            return
                "@identity: it is new. Its identity (\(TreeReport.identity(node))) appeared in \(parent)'s body output, so SwiftUI created its storage from the initial values and ran its body for the first time (R1.3, R0.3)."
        case .inputChanged(let field, let difference, let others):
            let maker = maker(of: node, in: step) ?? parent
            let also =
                others.isEmpty
                ? ""
                : " \(others.count == 1 ? "Another input differs" : "Other inputs differ") too: \(ReportSupport.otherInputs(others))."
            var text =
                "@self: \(maker) ran and made a new \(node.type.name) value, and its input '\(field)' differs from the last one: \(difference).\(also) A child whose value compares unequal runs its body (R2.1)."
            if difference.involvesCapturingClosure {
                text +=
                    " A closure that captures values never compares equal, so this happens on every run of \(maker) (R2.4; see finding uncomparable-input)."
            } else if case .customEqualsReturnedFalse = difference {
                text += " The view's own '==' decided (R2.5)."
            } else if difference.involvesStateInitialValue {
                text +=
                    " The @State's initial value is part of the view value, so rebuilding it makes the view unequal (R2.3; finding state-init-churn)."
            }
            return text
        case .state(let name, let old, let new):
            // `@AppStorage("onboarded")` is a state of the view's too, kept outside it.
            let wrapper = node.states[name]?.label ?? "@State"
            return
                "_\(name): its \(wrapper) '\(name)' changed from \(old) to \(new), and its last body run read it, so it was invalidated (R5.4)."
        case .binding(let property, let source, let wrapper, let old, let new):
            return
                "_\(property): its @Binding '\(property)' reads the \(wrapper) \(source), which changed from \(old) to \(new); its last body run read the binding, so it was invalidated (R6.1, R5.4)."
        case .otherViewState(let source, let wrapper, let old, let new):
            return
                "@dependencies: its last body run read the \(wrapper) \(source) in a closure \(StepCard.stateOwner(source)) passed it, and that changed from \(old) to \(new). A read belongs to the body that makes it, so this view was invalidated, not \(StepCard.stateOwner(source)) (R6.1, R2.7)."
        case .observable(let object, let property, let chain, let change):
            var text =
                "@dependencies: its last body run read \(object).\(property) (via \(chain.joined(separator: " › "))), and that property changed: \(change)."
            text +=
                " Observation tracks each stored property as a whole, so any change to it invalidates every view that read it (R4.1, R4.2, R4.3)."
            if chain.count > 2 {
                text +=
                    " The read happened inside \(chain.dropFirst().dropLast().joined(separator: " › ")), which still counts for the body that called it."
            }
            return text
        case .objectWillChange(let object, let wrapper, let properties, let readIt):
            let what = ReportSupport.publishedWhat(properties, object: object)
            var text =
                "_\(wrapper): it subscribes to the ObservableObject \(object) through '\(wrapper)', and \(what). objectWillChange fires before every @Published set, with no equality check, and invalidates every subscriber whatever it reads (R3.2, R3.3)."
            let published = properties.filter { $0 != "objectWillChange" }
            if readIt == false && published.isEmpty == false {
                text +=
                    " This view never read \(published.joined(separator: published.count == 2 ? " or " : ", ")) (finding object-will-change-fanout)."
            }
            return text
        case .environment(let key, let old, let new):
            return
                "@dependencies: it reads the environment value \(key.label), which changed above it from \(old) to \(new), so its body ran (R7.1)."
        }
    }

    static func effect(_ run: BodyRun) -> String {
        var text: String
        if run.reasons.contains(where: ReportSupport.isCreated) {
            text = "Result: first render."
        } else if run.redrawn {
            text = "Result: redrawn" + (run.outputChange.map { ": \($0)." } ?? ".")
        } else {
            text = "Result: unchanged on screen: the body ran and produced the same output (R0.4)."
        }
        text += " Cost \(ReportSupport.ms(run.cost))"
        let heavy = run.work.filter { $0.cost >= 0.000_1 }
        if heavy.isEmpty == false {
            text += ", of which " + heavy.map { "\($0.name) \(ReportSupport.ms($0.cost))" }.joined(separator: ", ")
        }
        if run.cost > TimelineReport.orangeThreshold { text += "; a long view body update (R11.1)" }
        return text + "."
    }

    // MARK: - Why it did not run

    static func whyNotBody(_ node: ViewNode, step: StepTrace, simulation: Simulation) -> String {
        var out = ""
        let parent = parentName(node)
        if let frame = step.frames.first(where: { ReportSupport.contains($0.scrolledOut, node) }) {
            return paragraph(
                "Destroyed in frame \(frame.index): a scroll moved it out of the lazy container's visible window and beyond the \(Simulation.keptRows) rows kept on each side of it, so its storage was dropped (R8.1, R8.4). Rows just off screen are kept with their state; how many SwiftUI keeps is not documented, and \(Simulation.keptRows) is the simulation's default.",
                bullet: "•")
        }
        if let frame = step.frames.first(where: { ReportSupport.contains($0.keptOffscreen, node) }) {
            out += paragraph(
                "Kept off screen in frame \(frame.index): a scroll moved it out of the visible window, but it is within the \(Simulation.keptRows) rows a lazy container keeps on each side, so it stays in the graph with its state; its onDisappear ran (R8.4).",
                bullet: "•")
        }
        if let frame = step.frames.first(where: { ReportSupport.contains($0.cameBack, node) }) {
            out += paragraph(
                "Back in the visible window in frame \(frame.index): the kept view and its state were reused, not created again, and its onAppear ran (R8.4).",
                bullet: "•")
        }
        for frame in step.frames {
            for update in frame.controlUpdates where update.node === node {
                let names = update.controls.count == 1 ? ReportSupport.controlNames(update) : "its controls"
                out += paragraph(
                    "In frame \(frame.index), \(names) showed the new value without this body: a control reads its binding in its own update, and \(node.displayName)'s body only handed the binding on, so it does not depend on the value (R6.1).",
                    bullet: "•")
            }
            for change in frame.screenChanges where change.node === node {
                let (_, text) = ReportSupport.screenChangeText(change)
                out += paragraph(
                    "\(change.shown ? "Back on screen" : "Off screen") in frame \(frame.index): \(text).", bullet: "•")
            }
        }
        if let frame = step.frames.first(where: { ReportSupport.contains($0.destroyed, node) }) {
            return paragraph(
                "Destroyed in frame \(frame.index): its identity left \(parent)'s body output, so SwiftUI dropped its storage and ran onDisappear; a destroyed view has no body to run (R1.3).",
                bullet: "•")
        }
        if node.isAlive == false {
            return paragraph("It is no longer in the graph: it was destroyed in an earlier step (R1.3).", bullet: "•")
        }
        // One paragraph per verdict; the same verdict in consecutive frames (a timer's
        // ten frames) is one paragraph naming the frames, so `whynot` stays a few lines.
        var verdicts: [(text: (String) -> String, key: String, first: Int, last: Int, count: Int)] = []
        func add(_ key: String, frame: Int, _ text: @escaping (String) -> String) {
            if let index = verdicts.lastIndex(where: { $0.key == key }), verdicts[index].last == frame - 1 {
                verdicts[index].last = frame
                verdicts[index].count += 1
            } else if let index = verdicts.lastIndex(where: { $0.key == key }), verdicts[index].last == frame {
                return
            } else {
                verdicts.append((text, key, frame, frame, 1))
            }
        }
        for frame in step.frames {
            for skip in frame.skips where skip.node === node {
                add("skip " + StepCard.skipText(skip.reason), frame: frame.index) {
                    Self.skipSentences(
                        skip.reason, node: node, parent: Self.rowMaker(of: node, in: frame) ?? parent, when: $0)
                }
            }
            for check in frame.checks where check.node === node {
                add("environment " + check.keys.map(\.description).joined(separator: ","), frame: frame.index) {
                    Self.paragraph(Self.environmentSentence(node, changedKeys: check.keys, when: $0), bullet: "•")
                }
            }
        }
        for verdict in verdicts {
            let when =
                verdict.count == 1
                ? "in frame \(verdict.first)" : "in each of frames \(verdict.first)–\(verdict.last)"
            out += verdict.text(when)
        }
        if verdicts.isEmpty == false { return out }
        // Not reached at all: nothing it depends on changed, and its parent did not run.
        let changes = step.allChanges
        let reads = DependencyReport.dependencyLines(node, simulation: simulation)
        if changes.isEmpty && step.frames.flatMap(\.environmentChanges).isEmpty {
            out += paragraph("Nothing changed in this step, so no view was invalidated (R0.3).", bullet: "•")
        } else {
            out += paragraph(
                "Not a dependency of what changed: a body runs only when it is new, its parent passes a new value, or something its last run read changes (R0.3, R4.1, R5.4, R7.1).",
                bullet: "•")
            // An instance named as the view's reads name it (`CountdownTimer#1.remaining` beside
            // a read of `CountdownTimer#2.remaining`): one of several, not the one it read.
            let readText = reads.joined(separator: "\n")
            func target(_ change: StateChange) -> String {
                guard let instance = change.instance, readText.contains(change.owner + "#") else {
                    return change.target
                }
                return instance + "." + change.property
            }
            let changed = changes.map { "\(changeKind($0)) \(target($0))" }.reduce(into: [String]()) {
                if $0.contains($1) == false { $0.append($1) }
            }
            if changed.isEmpty == false { out += "    changed in this step: " + changed.joined(separator: ", ") + "\n" }
            let keys = step.frames.flatMap(\.environmentChanges).reduce(into: [EnvironmentKey]()) {
                if $0.contains($1) == false { $0.append($1) }
            }
            if keys.isEmpty == false {
                out +=
                    "    environment changed:  " + keys.map(\.label).joined(separator: ", ") + "\n"
            }
            out +=
                "    \(node.displayName) reads:"
                + (reads.isEmpty ? " nothing that can change\n" : "\n" + reads.map { "      " + $0 + "\n" }.joined())
            for change in changes where change.kind == .observableDeduped || change.kind == .stateUnchanged {
                if reads.contains(where: { $0.contains(change.target) }) {
                    let rule =
                        change.kind == .observableDeduped
                        ? "the @Observable setter skips notifying when the new value equals the old (R4.6)"
                        : "@State ignores a write of an equal value (R5.4)"
                    out += paragraph(
                        "It reads \(change.target), which was set to the same value \(change.newValue): \(rule).",
                        bullet: "•")
                }
            }
        }
        let parentRan =
            node.parent.map { p in step.allRuns.contains { $0.node === p } } ?? false
            || step.frames.contains { rowMaker(of: node, in: $0) != nil }
        if node.parent?.isRoot == true {
            out += paragraph(
                "Its parent is the app block, which runs once, at launch, so it never receives a new view value (R2).",
                bullet: "•")
        } else if parentRan == false {
            out += paragraph(
                "Its parent \(parent) did not run, so no new \(node.type.name) value was made to compare (R2).",
                bullet: "•")
        }
        return out
    }

    /// `when`: `in frame 2`, `in each of frames 1–10`.
    static func skipSentences(_ reason: SkipReason, node: ViewNode, parent: String, when: String) -> String {
        switch reason {
        case .inputsEqual:
            var out = paragraph(
                "Inputs equal: \(when) \(parent) ran and made a new \(node.type.name) value, but it compared equal to the old one field by field, so SwiftUI kept the old body output (R2.1, R2.3).",
                bullet: "•")
            let inputs = DependencyReport.inputLines(node)
            if inputs.isEmpty == false { out += inputs.map { "    " + $0 + "   (equal)\n" }.joined() }
            return out
        case .equatableReturnedTrue(let ignored):
            var out = paragraph(
                "'==' returned true: \(when) \(parent) ran and made a new \(node.type.name) value; its own '==' said it equals the old one, so SwiftUI kept the old value and skipped the body (R2.2, R2.5).",
                bullet: "•")
            if ignored.isEmpty == false {
                out += paragraph(
                    "That '==' ignores \(ignored.joined(separator: ", ")), which did differ. If the body uses \(ignored.count == 1 ? "it" : "them"), the screen is now stale (finding equatable-gate).",
                    bullet: "•")
            }
            return out
        case .environmentUnchanged(let keys):
            return paragraph(environmentSentence(node, changedKeys: keys, when: when), bullet: "•")
        }
    }

    static func environmentSentence(_ node: ViewNode, changedKeys: [EnvironmentKey], when: String) -> String {
        let changed = changedKeys.map(\.label).joined(separator: ", ")
        let read = node.environmentReadOrder.map { key in
            "\(key.label) = \(node.environmentReads[key].map(ValueFormatting.describe) ?? "?")"
        }
        let reads =
            read.isEmpty
            ? "it reads no environment value that changed"
            : "the values it reads (\(read.joined(separator: ", "))) did not change"
        return
            "Environment checked, unchanged: \(when) the environment above it changed (\(changed)), so SwiftUI checked this reader; \(reads), so its body did not run. A check is cheap but not free (R7.1)."
    }

    static func changeKind(_ change: StateChange) -> String {
        switch change.kind {
        case .observableSet, .observableModify, .observableDeduped: "@Observable"
        case .published, .objectWillChangeSend: "@Published"
        case .stateSet, .stateUnchanged, .stateDropped: change.wrapperLabel ?? "@State"
        }
    }

    /// The ForEach row content that built `node` again in this step while its parent's body
    /// did not run (R2.7): `ForEach row content [3] in Agenda`; nil when the parent ran.
    static func maker(of node: ViewNode, in step: StepTrace) -> String? {
        guard let parent = node.parent else { return nil }
        for frame in step.frames {
            if frame.runs.contains(where: { $0.node === parent }) { return nil }
            if let row = rowMaker(of: node, in: frame) { return row }
        }
        return nil
    }

    /// The row content that made `node`'s new value in `frame` when its parent's body did
    /// not run there (a ForEach row content runs on its own, R2.7): `ForEach row content [2] in Songs`.
    static func rowMaker(of node: ViewNode, in frame: FrameTrace) -> String? {
        guard let parent = node.parent, frame.runs.contains(where: { $0.node === parent }) == false,
            let row = frame.rowRuns.first(where: { $0.owner === parent && $0.holds(node) })
        else { return nil }
        return "\(row.displayName) in \(parent.displayName)"
    }

    static func parentName(_ node: ViewNode) -> String {
        guard let parent = node.parent else { return "its parent" }
        return parent.isRoot ? "the app block" : parent.displayName
    }

    /// A sentence wrapped at 96 columns under a bullet.
    static func paragraph(_ text: String, bullet: String) -> String {
        let lines = StepCard.wrap(text, width: 92)
        return lines.enumerated().map { ($0.offset == 0 ? "  \(bullet) " : "    ") + $0.element + "\n" }.joined()
    }
}
