// The step card (DESIGN.md §1): trigger chain, changes, per-frame verdicts with
// `_printChanges`-style tokens and the precise cause, cost against the budget, and
// findings. Plain text; deterministic (tree order, no Dictionary order).
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

package enum StepCard {
    /// The header line of a run: `ViewGraph · Title · 2 steps · variant base`.
    /// A file opened without an `app` block says where its app comes from:
    /// `· app InboxApp`, `· preview "Counter"`.
    package static func header(
        title: String, steps: Int, variant: String, variants: [String], root: AppRootSource = .appBlock
    ) -> String {
        var line = "ViewGraph · \(title) · \(steps) step\(steps == 1 ? "" : "s") · variant \(variant)"
        if variants.count > 1 { line += " (of \(variants.joined(separator: ", ")))" }
        if root != .appBlock { line += " · \(root.description)" }
        return line + "\n"
    }

    /// A one-line summary of the first render; `stopped`: an error ended it (the
    /// diagnostic follows the cards), so what ran is named as far as it got.
    package static func initialRender(_ step: StepTrace, simulation: Simulation, stopped: Bool = false) -> String {
        let runs = step.allRuns
        if stopped {
            var text = "initial render: stopped by the error below"
            if runs.isEmpty == false {
                text += " after \(ReportSupport.plural(runs.count, "body", "bodies"))"
                text += " (\(unique(runs.map(\.node)).map(\.displayName).joined(separator: ", ")))"
            }
            return text + "\n" + step.printed.map { line("print", $0) }.joined()
        }
        // A view whose body ran more than once (a `.task` wrote what it read) says so: `RoomView ×2`.
        var runCounts: [ObjectIdentifier: Int] = [:]
        for run in runs { runCounts[ObjectIdentifier(run.node), default: 0] += 1 }
        var names = unique(runs.map(\.node)).map { node in
            let count = runCounts[ObjectIdentifier(node)] ?? 1
            return count > 1 ? "\(node.displayName) ×\(count)" : node.displayName
        }
        if names.count > 6 { names = Array(names.prefix(3)) + ["…"] + Array(names.suffix(2)) }
        let cost = step.frames.reduce(0) { $0 + $1.cost }
        var text =
            "initial render: \(ReportSupport.plural(runs.count, "body", "bodies")) (\(names.joined(separator: ", "))) · \(ms(cost)) of \(ms(step.budget))"
        if step.frames.count > 1 { text += " · \(step.frames.count) frames" }
        text += "\n"
        for item in step.printed { text += line("print", item) }
        text += warnings(step)
        text += findings(step, simulation: simulation)
        return text
    }

    /// The full card of one step.
    package static func render(_ step: StepTrace, of total: Int, simulation: Simulation) -> String {
        var out = ""
        let title = "── step \(step.index)/\(total) · \(step.title) "
        out += title + String(repeating: "─", count: max(3, 96 - title.count)) + "\n"
        for trigger in step.triggers {
            switch trigger.kind {
            case .tap, .delete, .move, .submit, .refresh, .scene:
                out += line(trigger.kind.verb ?? "", trigger.subject)
                if let action = trigger.action { out += line("action", action) }
            case .statement: out += line("do", trigger.subject)
            case .scroll, .wait, .every, .frames: out += line(trigger.kind.verb ?? "", trigger.subject)
            }
        }
        let source = simulation.scenario.model.sourceFile
        let printedLines = step.printedLines
        var nextPrint = 0
        if step.frames.isEmpty == false {
            out += changeLines(step.changes.filter { $0.afterFrames == false }, source: source)
        }
        let fired = step.taskEvents.filter { $0.kind == .timerFired }
        if fired.isEmpty == false {
            let names = fired.map(\.task).reduce(into: [String]()) { if $0.contains($1) == false { $0.append($1) } }
            out += line("timers", "\(ReportSupport.plural(fired.count, "tick")): " + names.joined(separator: ", "))
        }
        for event in step.taskEvents where event.kind == .cancelled || event.kind == .started {
            out += line("task", "\(event.task) \(event.kind == .started ? "started" : "cancelled")")
        }
        if step.frames.isEmpty {
            // A step that started no frame lists its writes with the lines printed among
            // them, in the order made (an action that prints, writes, then prints again).
            out += interleaved(step.changes, printed: printedLines.map { ($0.writesBefore, $0.text) }, source: source)
            nextPrint = printedLines.count
            out += "\n no frames: nothing was invalidated\n"
        }
        // A line printed before a frame that the card shows is listed in that frame's block,
        // among the writes the frame took, where it was printed (an action's `print`, a task's
        // between two frames); those printed during or after the last frame follow the frames,
        // as do those of frames summed away.
        func printed(before frameIndex: Int) -> [(writesBefore: Int, text: String)] {
            var lines: [(writesBefore: Int, text: String)] = []
            while nextPrint < printedLines.count, printedLines[nextPrint].framesStarted < frameIndex {
                let line = printedLines[nextPrint]
                // Printed in an earlier frame's block summed away: listed first.
                lines.append((line.framesStarted == frameIndex - 1 ? line.writesBefore : 0, line.text))
                nextPrint += 1
            }
            return lines
        }
        let detailed = step.frames.count <= 3
        // A view the change did not invalidate (R4.1) that a shown frame lists anyway (checked
        // because its parent ran, or its control updated itself) gets that fact on its one
        // line there; the others get a line of their own after the frames.
        var notInvalidated = notInvalidatedViews(step, simulation: simulation)
        var elided = 0
        // Two or more frames that repeat the frame printed just before them (the same
        // views with the same verdicts and cost; values may differ) collapse to one
        // line; one such frame prints in full.
        var alike: [FrameTrace] = []
        var printedShape: FrameShape? = nil
        func flush() {
            if alike.count == 1 {
                out +=
                    "\n"
                    + renderFrame(
                        alike[0], step: step, simulation: simulation, printed: printed(before: alike[0].index),
                        notInvalidated: &notInvalidated)
            } else if let first = alike.first, let last = alike.last {
                out +=
                    "\n … \(ReportSupport.plural(alike.count, "more frame")) like this (frames \(first.index)–\(last.index))\n"
            }
            alike = []
            if elided > 0 {
                out += "\n … \(ReportSupport.plural(elided, "more frame")) (summed below)\n"
                elided = 0
            }
        }
        // A step whose frames are mostly empty (`frames 1` after each write) prints every
        // frame that did something (a write, a body, a presentation), so the one that mattered
        // is not summed away among frames with nothing in them; a steady ticker's many alike
        // frames are summed as before.
        func isEventful(_ frame: FrameTrace) -> Bool {
            frame.changes.isEmpty == false || frame.runs.isEmpty == false || frame.rowRuns.isEmpty == false
                || frame.presentations.isEmpty == false || frame.destroyed.isEmpty == false
        }
        let showsEveryEventful = detailed == false && step.frames.lazy.filter(isEventful).count <= 5
        // A frame unlike any the card has shown (other views, other writes, a sheet or
        // an alert coming or going: a timer's fifth tick that presents an alert) prints
        // too, so what happened once in a long run is not summed away; a few at most.
        var shownKinds: [FrameShape.Kind] = []
        var novelShown = 0
        let novelLimit = 6
        for frame in step.frames {
            let shape = FrameShape(frame)
            if elided == 0, let printedShape, printedShape == shape {
                alike.append(frame)
                continue
            }
            let shownOnlyAsNovel =
                detailed == false && frame.index > 2 && frame.index < step.frames.count
                && (showsEveryEventful && isEventful(frame)) == false
                && shownKinds.contains(shape.kind) == false && novelShown < novelLimit
            if detailed || frame.index == step.frames.count || frame.index <= 2
                || (showsEveryEventful && isEventful(frame)) || shownOnlyAsNovel
            {
                if shownOnlyAsNovel { novelShown += 1 }
                flush()
                out +=
                    "\n"
                    + renderFrame(
                        frame, step: step, simulation: simulation, printed: printed(before: frame.index),
                        notInvalidated: &notInvalidated)
                printedShape = shape
                if shownKinds.contains(shape.kind) == false { shownKinds.append(shape.kind) }
            } else {
                if alike.isEmpty == false { flush() }
                elided += 1
                printedShape = nil
            }
        }
        flush()
        if detailed == false {
            out += "\n" + summary(step)
        }
        // Writes after the frames that started none (an `.onChange` action's), in the order made.
        // The lines printed after them follow each in its place (an `.onChange` action that
        // prints, writes, then prints again); a line printed in a frame summed away comes first.
        let after = step.changes.filter(\.afterFrames)
        if after.isEmpty == false {
            let lastFrame = step.frames.count
            let remaining = printedLines.dropFirst(nextPrint).map {
                (writesBefore: $0.framesStarted == lastFrame ? $0.writesBefore : 0, text: $0.text)
            }
            out += "\n" + interleaved(after, printed: remaining, source: source)
            nextPrint = printedLines.count
        }
        out += notInvalidatedLines(notInvalidated)
        for item in printedLines.dropFirst(nextPrint) { out += line("print", item.text) }
        out += warnings(step)
        out += findings(step, simulation: simulation)
        return out
    }

    /// Writes made outside a frame's block, with the lines printed among them where each
    /// was printed (`writesBefore` counts the writes listed here made before it).
    static func interleaved(
        _ changes: [StateChange], printed: [(writesBefore: Int, text: String)], source: SourceFile?
    ) -> String {
        var out = ""
        var written = 0
        for item in printed {
            let upTo = min(max(item.writesBefore, written), changes.count)
            if upTo > written { out += changeLines(changes[written..<upTo], among: changes, source: source) }
            written = upTo
            out += line("print", item.text)
        }
        return out + changeLines(changes[written...], among: changes, source: source)
    }

    /// One frame's block: the writes it took, with `printed` lines where they were printed
    /// among them, then the frame's line and what ran. A view of `notInvalidated` that the
    /// frame lists (checked, or its control updated) gets the R4.1 note on that line and
    /// leaves the list.
    static func renderFrame(
        _ frame: FrameTrace, step: StepTrace, simulation: Simulation,
        printed: [(writesBefore: Int, text: String)] = [],
        notInvalidated: inout [NotInvalidatedView]
    ) -> String {
        func noting(_ node: ViewNode, _ text: String) -> String { note(node, on: text, from: &notInvalidated) }
        var out = interleaved(frame.changes, printed: printed, source: simulation.scenario.model.sourceFile)
        let hitch = step.index > 0 && frame.cost > step.budget ? " · HITCH" : ""
        let rowContents =
            frame.rowRuns.isEmpty
            ? "" : " · " + ReportSupport.plural(frame.rowRuns.count, "row content", "row contents")
        out +=
            " frame \(frame.index) · \(ReportSupport.plural(frame.runs.count, "body", "bodies"))\(rowContents) · \(frame.checkedViews.count) checked · \(ms(frame.cost)) of \(ms(step.budget)) (\(hertz(step.budget)))\(hitch)\n"
        var rows: [(order: [Int], text: String)] = []
        for run in frame.runs where run.node.isRoot == false {
            let source = simulation.scenario.model.sourceFile
            let reasons = run.reasons.map {
                readReason($0, run: run, source: source)
                    ?? reasonText($0, node: run.node, changes: frame.changes + step.changes)
            }
            var text = "  ↻ \(run.node.displayName)  " + reasons.joined(separator: "; ")
            if run.reasons.contains(where: { if case .created = $0 { return true } else { return false } }) {
                text += "   created"
            } else if run.redrawn {
                text += "   redrawn" + (run.outputChange.map { ": \($0)" } ?? "")
            } else if let branch = run.screenChange?.branchSwitches.first {
                text += "   unchanged on screen (\(branch.old) → \(branch.new): new identities, R1.2)"
            } else {
                text += "   unchanged on screen"
            }
            let heavy = run.work.filter { $0.cost >= 0.000_1 }
            if heavy.isEmpty == false {
                text += "   [" + heavy.map { "\($0.name) \(ms($0.cost))" }.joined(separator: ", ") + "]"
            }
            if run.cost > 0.000_5 { text += "   long body update \(ms(run.cost))" }
            rows.append((frame.order(of: run.node), text))
        }
        // Row contents that ran alone (ForEach rows, an escaping container's content), right
        // after their owner's line (R2.7). New ForEach rows of one owner (a scroll) are one line.
        var rowIndex = 0
        while rowIndex < frame.rowRuns.count {
            let run = frame.rowRuns[rowIndex]
            var end = rowIndex
            if run.reasons.contains(where: ReportSupport.isCreated), run.content.escapingContainer == nil {
                while end + 1 < frame.rowRuns.count, frame.rowRuns[end + 1].owner === run.owner,
                    frame.rowRuns[end + 1].content.escapingContainer == nil,
                    frame.rowRuns[end + 1].reasons.contains(where: ReportSupport.isCreated)
                {
                    end += 1
                }
            }
            if end == rowIndex {
                rows.append(
                    (
                        frame.order(of: run.owner) + [-1],
                        "  " + rowRunText(run, source: simulation.scenario.model.sourceFile)
                    ))
            } else {
                let cost = frame.rowRuns[rowIndex...end].reduce(0) { $0 + $1.cost }
                rows.append(
                    (
                        frame.order(of: run.owner) + [-1],
                        "  ↻ \(run.displayName) … [\(frame.rowRuns[end].content.idText)] in \(run.owner.displayName) (\(end - rowIndex + 1) rows)  new rows: the ForEach evaluated its content for each, not \(run.owner.displayName)'s body (R2.7, R8.1)\(cost >= 0.000_005 ? " · \(ms(cost))" : "")"
                    ))
            }
            rowIndex = end + 1
        }
        let checked = Set(frame.checks.map { ObjectIdentifier($0.node) })
        var skipRows: [(order: [Int], node: ViewNode, verdict: Verdict, text: String)] = []
        for skip in frame.skips where checked.contains(ObjectIdentifier(skip.node)) == false {
            skipRows.append(
                (
                    frame.order(of: skip.node), skip.node, .checked,
                    noting(skip.node, "checked, not run: " + skipText(skip.reason))
                ))
        }
        for check in frame.checks {
            let reads = check.node.environmentReadOrder.map { "\\.\($0.description)" }.joined(separator: ", ")
            skipRows.append(
                (
                    frame.order(of: check.node), check.node, .checked,
                    noting(
                        check.node,
                        "checked, not run: environment changed (\(check.keys.map(\.description).joined(separator: ", "))); what it reads (\(reads)) did not (R7.1)"
                    )
                ))
        }
        skipRows.sort { $0.order.lexicographicallyPrecedes($1.order) }
        // Tree positions of the lines that are not collapsed: a range never spans one,
        // so `ContactRow[1] … ContactRow[4]` never hides a ContactRow[2] that ran.
        let others = (rows.map(\.order) + frame.destroyed.map { frame.order(of: $0) }).sorted {
            $0.lexicographicallyPrecedes($1)
        }
        func anotherLineBetween(_ a: [Int], _ b: [Int]) -> Bool {
            others.contains { a.lexicographicallyPrecedes($0) && $0.lexicographicallyPrecedes(b) }
        }
        // Runs of views with the same verdict and type collapse to one line.
        var index = 0
        while index < skipRows.count {
            var end = index
            while end + 1 < skipRows.count, skipRows[end + 1].verdict == skipRows[index].verdict,
                skipRows[end + 1].text == skipRows[index].text,
                skipRows[end + 1].node.type === skipRows[index].node.type,
                anotherLineBetween(skipRows[end].order, skipRows[end + 1].order) == false
            {
                end += 1
            }
            let symbol = skipRows[index].verdict.symbol
            let names =
                end > index + 1
                ? "\(skipRows[index].node.displayName) … \(skipRows[end].node.displayName) (\(end - index + 1) views)"
                : (index...end).map { skipRows[$0].node.displayName }.joined(separator: ", ")
            rows.append((skipRows[index].order, "  \(symbol) \(names)  \(skipRows[index].text)"))
            index = end + 1
        }
        let destructionReasons = ReportSupport.destructionReasons(in: frame)
        for node in frame.destroyed {
            let why = destructionReasons[ObjectIdentifier(node)] ?? ""
            rows.append((frame.order(of: node), "  ✕ \(node.displayName)  destroyed: \(why)"))
        }
        for node in frame.keptOffscreen {
            rows.append(
                (
                    frame.order(of: node),
                    "  ◌ \(node.displayName)  left the visible window: kept with its state, one of the \(Simulation.keptRows) rows kept on each side (R8.4; a teaching default); its disappear actions run"
                ))
        }
        for node in frame.cameBack {
            rows.append(
                (
                    frame.order(of: node),
                    "  ↺ \(node.displayName)  back in the visible window: the kept view and its state are reused (R8.4); its appear actions run"
                ))
        }
        for change in frame.screenChanges {
            let (symbol, text) = ReportSupport.screenChangeText(change)
            rows.append((frame.order(of: change.node), "  \(symbol) \(change.node.displayName)  \(text)"))
        }
        for update in frame.controlUpdates {
            rows.append(
                (
                    frame.order(of: update.node),
                    "  ⇄ \(update.node.displayName)  \(noting(update.node, ReportSupport.controlUpdateText(update)))"
                ))
        }
        for presentation in frame.presentations {
            let (symbol, text) = ReportSupport.presentationText(presentation)
            rows.append((frame.order(of: presentation.host), "  \(symbol) \(presentation.host.displayName)  \(text)"))
        }
        rows.sort { $0.order.lexicographicallyPrecedes($1.order) }
        for row in rows { out += row.text + "\n" }
        return out
    }

    /// Why a new row content ran: the ForEach (or the escaping container) called its content
    /// closure, not the owner's body.
    static func createdText(_ run: RowContentRun) -> String {
        if let container = run.content.escapingContainer {
            return
                "new content: the \(container) called its content closure, not \(run.owner.displayName)'s body (R2.7)"
        }
        return
            "new row: the ForEach evaluated its content for this element, not \(run.owner.displayName)'s body (R2.7, R8.1)"
    }

    /// `↻ ForEach row content [2] in ShelfView  @dependencies  read Item.name via …   redrawn: …`.
    static func rowRunText(_ run: RowContentRun, source: SourceFile? = nil) -> String {
        var text = "↻ \(run.displayName) in \(run.owner.displayName)  "
        let created = run.reasons.contains { if case .created = $0 { return true } else { return false } }
        if created {
            text += createdText(run)
        } else {
            text += run.reasons.map { readReason($0, reads: run.reads, source: source) ?? reasonText($0) }
                .joined(separator: "; ")
            text += run.redrawn ? "   redrawn" + (run.outputChange.map { ": \($0)" } ?? "") : "   unchanged on screen"
            text += "   (its own read: \(run.owner.displayName)'s body did not run, R2.7)"
        }
        let heavy = run.work.filter { $0.cost >= 0.000_1 }
        if heavy.isEmpty == false {
            text += "   [" + heavy.map { "\($0.name) \(ms($0.cost))" }.joined(separator: ", ") + "]"
        }
        return text
    }

    /// A view that read the changed @Observable object, but other properties of it, and so
    /// was not invalidated (R4.1: tracking is per property).
    package struct NotInvalidatedView {
        package let node: ViewNode
        package let reads: [String]
        package var view: String { node.displayName }
    }

    /// `not invalidated: it read TrailStore.trails only (R4.1)`.
    static func notInvalidatedText(_ reads: [String]) -> String {
        "not invalidated: it read \(reads.joined(separator: ", ")) only (R4.1)"
    }

    /// `text`, a line a frame shows for `node`, with the R4.1 note when `node` is one of
    /// `views`, which it then leaves: the card and the page give a view one line a frame.
    static func note(_ node: ViewNode, on text: String, from views: inout [NotInvalidatedView]) -> String {
        guard let index = views.firstIndex(where: { $0.node === node }) else { return text }
        return text + "; " + notInvalidatedText(views.remove(at: index).reads)
    }

    /// The lines of the views no shown frame listed, after the frames.
    static func notInvalidatedLines(_ views: [NotInvalidatedView]) -> String {
        views.map { "  · \($0.view)  \(notInvalidatedText($0.reads))\n" }.joined()
    }

    /// The views that read a changed object but not what changed (at most 8), with the
    /// properties each read: views alive at this step that did not run in it.
    static func notInvalidatedViews(_ step: StepTrace, simulation: Simulation) -> [NotInvalidatedView] {
        let changes = step.allChanges.filter {
            $0.kind == .observableSet || $0.kind == .observableModify
        }
        guard changes.isEmpty == false else { return [] }
        let changed = Set(changes.map(\.target))
        let objects = Set(changes.map(\.owner))
        var passed = Set(step.allRuns.map { ObjectIdentifier($0.node) })
        // The views are the simulation's now, after every step: a view a later step made did
        // not exist at this one. A view's dependencies are those of its latest body run
        // (R4.3); one that ran again in a later step held, at this one, the reads of its last
        // run up to it.
        var ranLater: Set<ObjectIdentifier> = []
        for later in simulation.steps where later.index > step.index {
            for run in later.allRuns { ranLater.insert(ObjectIdentifier(run.node)) }
            for frame in later.frames {
                passed.formUnion(frame.created.map(ObjectIdentifier.init))
                // A presentation's host builds its content when presented, not in a body run.
                for presentation in frame.presentations { ranLater.insert(ObjectIdentifier(presentation.host)) }
            }
        }
        var readsThen: [ObjectIdentifier: [ObservableRead]] = [:]
        if ranLater.isEmpty == false {
            for earlier in simulation.steps where earlier.index <= step.index {
                for run in earlier.allRuns where ranLater.contains(ObjectIdentifier(run.node)) {
                    readsThen[ObjectIdentifier(run.node)] = run.reads
                }
            }
        }
        var views: [NotInvalidatedView] = []
        for node in simulation.viewsInTreeOrder where passed.contains(ObjectIdentifier(node)) == false {
            // One that ran (or presented) later and has no run up to this step: its reads
            // then are not known from the trace (a sheet's host had read nothing before its
            // content was built), so it is not listed.
            let ranAfter = ranLater.contains(ObjectIdentifier(node))
            let observableReads = readsThen[ObjectIdentifier(node)] ?? (ranAfter ? [] : node.observableReads)
            let reads = observableReads.map { "\($0.object.type.name).\($0.propertyName)" }
            guard reads.isEmpty == false, reads.contains(where: changed.contains) == false else { continue }
            guard observableReads.contains(where: { objects.contains($0.object.type.name) }) else { continue }
            var unique: [String] = []
            for read in reads where unique.contains(read) == false { unique.append(read) }
            views.append(NotInvalidatedView(node: node, reads: unique))
            if views.count == 8 { break }
        }
        return views
    }

    static func summary(_ step: StepTrace) -> String {
        var counts: [(String, Int)] = []
        for run in step.allRuns {
            if let index = counts.firstIndex(where: { $0.0 == run.node.type.name }) {
                counts[index].1 += 1
            } else {
                counts.append((run.node.type.name, 1))
            }
        }
        let cost = step.frames.reduce(0) { $0 + $1.cost }
        let worst = step.frames.map(\.cost).max() ?? 0
        let rowRuns = step.frames.reduce(0) { $0 + $1.rowRuns.count }
        let rowText =
            rowRuns == 0 ? "" : " · " + ReportSupport.plural(rowRuns, "row content", "row contents")
        var out =
            " \(ReportSupport.plural(step.frames.count, "frame")) · \(ReportSupport.plural(step.allRuns.count, "body", "bodies"))\(rowText) · \(step.checkedCount) checked · \(ms(cost)) in all, worst frame \(ms(worst))\n"
        for (name, count) in counts { out += "  ↻ \(name) × \(count)\n" }
        return out
    }

    static func warnings(_ step: StepTrace) -> String {
        var out = ""
        for warning in step.warnings {
            out += line("warning", "\(warning.message) (\(warning.rule))")
        }
        return out
    }

    static func findings(_ step: StepTrace, simulation: Simulation) -> String {
        var out = ""
        for finding in step.findings {
            out += "\n finding  \(finding.id)  \(finding.headline)\n"
            for paragraphLine in wrap(finding.explanation, width: 92) { out += "   \(paragraphLine)\n" }
            if let kind = FindingCatalogue.kind(finding.id) {
                var fix = "Fix: \(finding.fix)"
                if let variant = finding.variant { fix += " See variant \"\(variant)\"." }
                for paragraphLine in wrap(fix, width: 92) { out += "   \(paragraphLine)\n" }
                out += "   Rules: \(kind.rules.joined(separator: ", ")) · Guide: \(kind.guidePath)\n"
                out += "   Source: \(kind.sources[0])\n"
            }
        }
        return out
    }

    // MARK: - Pieces

    /// A reason's text; a `@State` change whose values are too long to show whole
    /// shows where they differ, from the write in `changes` that caused it.
    static func reasonText(_ reason: RunReason, node: ViewNode, changes: [StateChange]) -> String {
        guard case .state(let name, let old, let new) = reason else { return reasonText(reason) }
        let label = node.states[name]?.label ?? "@State"
        let writes = changes.filter { $0.kind == .stateSet && $0.owner == node.displayName && $0.property == name }
        if writes.isEmpty == false, writes.allSatisfy({ $0.differences.isEmpty == false }) {
            // Several writes before the view ran are one cause (R0.2): each write's parts, in order.
            guard writes.count > 1 else { return "_\(name)  \(label) \(valueText(writes[0]))" }
            let cut = writes.contains { $0.oldValue.hasSuffix("…") || $0.newValue.hasSuffix("…") }
            guard cut else { return "_\(name)  \(label) \(old) → \(new) (\(writes.count) writes)" }
            let shown = writes.prefix(3).map(valueText).joined(separator: "; ")
            let more = writes.count > 3 ? "; and \(writes.count - 3) more" : ""
            return "_\(name)  \(label) \(writes.count) writes: \(shown)\(more)"
        }
        return "_\(name)  \(label) \(old) → \(new)"
    }

    /// The view that owns a state named `Owner.name` (`Row["a.b"].isOn`: `Row["a.b"]`).
    static func stateOwner(_ source: String) -> String {
        source.lastIndex(of: ".").map { String(source[..<$0]) } ?? source
    }

    static func reasonText(_ reason: RunReason) -> String {
        switch reason {
        case .created:
            return "@identity  new view: storage created, first body run"
        case .inputChanged(let field, let difference, let others):
            let also = others.isEmpty ? "" : "; also \(ReportSupport.otherInputs(others))"
            return "@self  input '\(field)' changed: \(difference)\(also)"
        case .state(let name, let old, let new):
            return "_\(name)  @State \(old) → \(new)"
        case .binding(let property, let source, let wrapper, let old, let new):
            return "_\(property)  @Binding to \(wrapper) \(source) \(old) → \(new)"
        case .otherViewState(let source, let wrapper, let old, let new):
            return
                "@dependencies  read \(wrapper) \(source) \(old) → \(new), in a closure \(stateOwner(source)) passed (R6.1)"
        case .observable(let object, let property, let chain, _):
            return "@dependencies  read \(object).\(property) via \(chain.joined(separator: " › "))"
        case .objectWillChange(let object, let wrapper, let properties, let readIt):
            let never = properties.count == 1 ? "; this view never read it" : "; this view read none of them"
            return
                "_\(wrapper)  \(object).objectWillChange (\(properties.joined(separator: ", ")) changed\(readIt ? "" : never))"
        case .environment(let key, let old, let new):
            return "@dependencies  environment \\.\(key.description) \(old) → \(new)"
        }
    }

    static func skipText(_ reason: SkipReason) -> String {
        switch reason {
        case .inputsEqual:
            return "inputs equal, field by field (R2)"
        case .equatableReturnedTrue(let ignored):
            if ignored.isEmpty { return "'==' returned true (R2.5)" }
            return
                "'==' returned true although \(ignored.joined(separator: ", ")) \(ignored.count == 1 ? "differs" : "differ") (R2.5)"
        case .environmentUnchanged(let keys):
            return "environment checked (\(keys.map(\.description).joined(separator: ", "))); its keys unchanged (R7.1)"
        }
    }

    /// One line per change; consecutive writes of one kind to one target (a timer's
    /// ticks) are one line with the first old and the last new value and a count.
    /// Two instances of one model type written in the same list are named apart
    /// (`Counter#1.n`, `Counter#2.n`); one instance keeps its type's name (`Counter.n`).
    /// `among`: the writes listed with these (a block split by printed lines), so that two
    /// instances of one type are named apart in every part of it.
    static func changeLines(
        _ changes: ArraySlice<StateChange>, among: [StateChange]? = nil, source: SourceFile? = nil
    ) -> String {
        var out = ""
        var instancesByOwner: [String: Int] = [:]
        var ambiguous: Set<String> = []
        for change in among ?? Array(changes) {
            guard let instance = change.instanceNumber else { continue }
            if let seen = instancesByOwner[change.owner] {
                if seen != instance { ambiguous.insert(change.owner) }
            } else {
                instancesByOwner[change.owner] = instance
            }
        }
        var index = changes.startIndex
        while index < changes.endIndex {
            var end = index
            while end + 1 < changes.endIndex, changes[end + 1].kind == changes[index].kind,
                changes[end + 1].target == changes[index].target,
                changes[end + 1].instanceNumber == changes[index].instanceNumber,
                changes[end + 1].duringBody == changes[index].duringBody
            {
                end += 1
            }
            var shown = changes[index]
            if ambiguous.contains(shown.owner), let instance = shown.instance { shown.owner = instance }
            if end == index {
                out += changeLine(shown, source: source)
            } else {
                shown = shown.merged(through: changes[end])
                out += changeLine(shown, count: end - index + 1, source: source)
            }
            index = end + 1
        }
        return out
    }

    static func changeLines(_ changes: [StateChange], source: SourceFile? = nil) -> String {
        changeLines(changes[...], source: source)
    }

    /// `source`: the scenario's text, to name where the write was made
    /// (`favorites.scenario:40:9`; the first write of merged ones).
    package static func changeLine(_ change: StateChange, count: Int = 1, source: SourceFile? = nil) -> String {
        let label: String
        var note = ""
        switch change.kind {
        case .observableSet:
            label = "@Observable"
            // A set of the value it had that still notified (a type with no `==`, or the older
            // toolchains' setter): the finding says which.
            if change.unchanged { note = "   (same value, and the setter notified, R4.6)" }
        case .observableModify:
            label = "@Observable"
            note =
                change.unchanged
                ? "   (in place, same value: always notifies, R4.6)" : "   (in place: always notifies, R4.6)"
        case .observableDeduped:
            label = "@Observable"
            note = "   (same value: the setter did not notify, R4.6)"
        case .published:
            label = "@Published"
            note = "   (objectWillChange, no equality check, R3.3)"
        case .stateSet: label = change.wrapperLabel ?? "@State"
        case .stateUnchanged:
            label = change.wrapperLabel ?? "@State"
            note = "   (equal value ignored, R5.4)"
        case .stateDropped:
            label = change.wrapperLabel ?? "@State"
            note =
                change.unchanged
                ? "   (equal value, and written during a body: dropped, R5.4)"
                : "   (written during a body: dropped, R5.4)"
        case .objectWillChangeSend: label = "send"
        }
        let during = change.duringBody && change.kind != .stateDropped ? "   during body" : ""
        if count > 1 {
            note = note.isEmpty ? "   (\(count) writes)" : "   (\(count) writes; " + note.dropFirst(4)
        }
        let place = source.flatMap { site(change.site, in: $0) }.map { "   " + $0 } ?? ""
        return line("change", "\(label) \(change.target)   \(valueText(change))\(note)\(during)\(place)")
    }

    /// `file:line:col` of a read or a write, the file by its name alone
    /// (`TrailStore.swift:12:9`); nil for a place the trace does not know.
    package static func site(_ range: SourceRange, in source: SourceFile) -> String? {
        guard range.start > 0 || range.end > 0 else { return nil }
        let place = source.location(of: range.start)
        let file = place.path.split(separator: "/").last.map(String.init) ?? place.path
        return "\(file):\(place.line):\(place.column)"
    }

    /// `read Type.property via chain  file:line:col`: the reason of an @Observable
    /// dependency, with the site of the read the run made (`BodyRun.reads`).
    static func readReason(_ reason: RunReason, run: BodyRun, source: SourceFile?) -> String? {
        readReason(reason, reads: run.reads, source: source)
    }

    /// The same for any run's reads (a body's, or a ForEach row content's, R2.7).
    static func readReason(_ reason: RunReason, reads: [ObservableRead], source: SourceFile?) -> String? {
        guard case .observable(let object, let property, let chain, _) = reason, let source else { return nil }
        let read =
            reads.first { $0.object.type.name == object && $0.propertyName == property && $0.chain == chain }
            ?? reads.first { $0.object.type.name == object && $0.propertyName == property }
        guard let read, let place = site(read.site, in: source) else { return nil }
        return reasonText(reason) + "  " + place
    }

    /// `old → new`, or where they differ when either is too long to show whole:
    /// `[0].change "+0.4%" → "+0.6%"` (arrays, dictionaries, structs).
    static func valueText(_ change: StateChange) -> String {
        // A long value written back unchanged (a mutating call that changed nothing) would
        // read as two equal texts cut short; it is said once.
        if change.unchanged, change.oldValue == change.newValue, change.oldValue.hasSuffix("…") {
            return "\(change.oldValue), unchanged"
        }
        let whole = "\(change.oldValue) → \(change.newValue)"
        guard change.differences.isEmpty == false,
            change.oldValue.hasSuffix("…") || change.newValue.hasSuffix("…") || change.oldValue == change.newValue
        else { return whole }
        return change.differences.map(\.description).joined(separator: ", ")
    }

    static func line(_ label: String, _ text: String) -> String {
        // Cut or padded to the label column's 8 characters (as Foundation's `padding(toLength:)`
        // would, without its bridging: a quarter of a million instructions a call).
        " " + ReportSupport.pad(String(label.prefix(8)), 8) + " " + text + "\n"
    }

    static func ms(_ seconds: Double) -> String { ValueFormatting.milliseconds(seconds) }

    static func hertz(_ budget: Double) -> String {
        ValueFormatting.formatNumber((1 / budget).rounded()) + " Hz"
    }

    static func unique(_ nodes: [ViewNode]) -> [ViewNode] {
        var seen: Set<ObjectIdentifier> = []
        return nodes.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Word wrapping for paragraphs (findings' explanations, help text).
    package static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.count + word.count + 1 > width && current.isEmpty == false {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if current.isEmpty == false { lines.append(current) }
        return lines
    }
}

/// What a frame did, without its values: which views ran (with their `_printChanges`
/// tokens and whether they redrew), were checked, created or destroyed, and its cost.
/// Two frames of the same shape print as one frame and "N more frames like this".
struct FrameShape: Equatable {
    var runs: [String]
    var checked: [String]
    var created: [String]
    var destroyed: [String]
    var cost: Double
    /// What kind of frame it is, rows aside: the types of the views it ran, created or
    /// destroyed, what it wrote, and the sheets and alerts it presented or dismissed.
    var kind: Kind

    /// A write's kind and what it wrote (compared, never printed: no text is made of the kind).
    struct Change: Equatable {
        var kind: StateChange.Kind
        var target: String
    }

    struct Kind: Equatable {
        var runs: [String]
        var created: [String]
        var destroyed: [String]
        var changes: [Change]
        var presentations: [String]
    }

    init(_ frame: FrameTrace) {
        runs = frame.runs.map { run in
            run.node.displayName + " " + run.reasons.map(\.token).joined(separator: ",")
                + (run.redrawn ? " redrawn" : "")
        }
        checked = frame.checkedViews.map(\.displayName)
        created = frame.created.map(\.displayName)
        destroyed = frame.destroyed.map(\.displayName)
        cost = frame.cost
        kind = Kind(
            runs: frame.runs.map(\.node.type.name), created: frame.created.map(\.type.name),
            destroyed: frame.destroyed.map(\.type.name),
            changes: frame.changes.map { Change(kind: $0.kind, target: $0.target) },
            presentations: frame.presentations.map { "\($0.kind) \($0.host.displayName)" })
    }
}
