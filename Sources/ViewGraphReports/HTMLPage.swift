// `viewgraph html` (DESIGN.md §5 "Exports"): a self-contained step-through page. One
// HTML file, its CSS, JavaScript and SVG inline, that opens from disk with no network.
// Every step of every variant is rendered here, in Swift, from the trace's typed facts
// (the same facts and wording as the step card, `why` and `graph`); the script only
// shows one step at a time, moves between steps and variants, and opens a view's
// `why`. Without the script (or printed) the page shows every step of the variant,
// one per page. Deterministic: the same scenario gives a byte-identical file.
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

package enum HTMLPage {
    /// What the page shows of one step, captured while the simulation stood at it
    /// (the graph, `why` and the views not invalidated need the live graph).
    package struct Step {
        package var trace: StepTrace
        package var graph: GraphSnapshot
        /// `why` of every view in the graph after the step, by graph node id, in graph order.
        package var why: [(id: String, text: String)]
        package var causeEffect: String
        /// Views that read the changed object, but other properties of it (R4.1).
        package var notInvalidated: [StepCard.NotInvalidatedView]
        /// Source lines of the step's actions, writes and reads.
        package var lines: [SourceMark]
    }

    /// A source line the page highlights in a step, and why.
    package struct SourceMark: Equatable {
        package enum Kind: String {
            case action, write, read
            var letter: String {
                switch self {
                case .action: "A"
                case .write: "W"
                case .read: "R"
                }
            }
        }
        package var line: Int
        package var kind: Kind
    }

    /// One variant's run: its steps as far as it got, its expectations and its error.
    package struct Variant {
        package var name: String
        package var steps: [Step]
        /// How many steps the variant declares (it may have stopped earlier).
        package var stepCount: Int
        package var expectations: [ExpectationResult]
        package var error: Diagnostic?

        package init(name: String, steps: [Step], stepCount: Int, expectations: [ExpectationResult], error: Diagnostic?)
        {
            self.name = name
            self.steps = steps
            self.stepCount = stepCount
            self.expectations = expectations
            self.error = error
        }
    }

    /// Everything one page shows.
    package struct Document {
        package var title: String
        package var source: SourceFile
        package var variants: [Variant]
        /// The variant and step the page opens at (a permalink overrides them).
        package var variant: String
        package var step: Int
        /// Where guide pages are, relative to the page (`../../Guides/causes/`); nil: not linked.
        package var guideBase: String?
        /// Predict-then-reveal (issue 21): verdicts stay hidden until the learner reveals them.
        package var predict = false

        package init(
            title: String, source: SourceFile, variants: [Variant], variant: String, step: Int,
            guideBase: String? = nil, predict: Bool = false
        ) {
            self.title = title
            self.source = source
            self.variants = variants
            self.variant = variant
            self.step = step
            self.guideBase = guideBase
            self.predict = predict
        }
    }

    // MARK: - Capture

    /// The facts of `step`, taken while `simulation` stands just after it.
    package static func capture(_ step: StepTrace, of total: Int, simulation: Simulation, source: SourceFile) -> Step {
        let graph = GraphSnapshot(simulation: simulation, step: step)
        var why: [(id: String, text: String)] = []
        for view in simulation.viewsInTreeOrder where view.isRoot == false {
            why.append((viewID(view), WhyReport.why(view, step: step, of: total, simulation: simulation)))
        }
        for (index, view) in step.frames.flatMap(\.destroyed).enumerated() {
            why.append(("x\(index + 1)", WhyReport.why(view, step: step, of: total, simulation: simulation)))
        }
        return Step(
            trace: step, graph: graph, why: why, causeEffect: CauseEffectReport.render(step, of: total),
            notInvalidated: StepCard.notInvalidatedViews(step, simulation: simulation),
            lines: marks(step, source: source))
    }

    /// The graph id of a view, as `GraphSnapshot` spells it (`v0_2`).
    static func viewID(_ view: ViewNode) -> String {
        "v" + view.treeOrder.map(String.init).joined(separator: "_")
    }

    /// Action lines (the triggers), write lines (the changes) and read lines (the
    /// declarations of the properties read and the `body` of each view that ran).
    static func marks(_ step: StepTrace, source: SourceFile) -> [SourceMark] {
        var marks: [SourceMark] = []
        func add(_ range: SourceRange, _ kind: SourceMark.Kind) {
            guard range.start >= 0, range.start < max(1, source.utf8.count) || range.start == 0 else { return }
            let line = source.lineAndColumn(of: range.start).line
            if marks.contains(where: { $0.line == line }) == false { marks.append(SourceMark(line: line, kind: kind)) }
        }
        if step.index > 0 {
            for trigger in step.triggers { add(trigger.site, .action) }
        }
        for change in step.allChanges { add(change.site, .write) }
        for run in step.allRuns where run.node.isRoot == false {
            if let body = run.node.type.body { add(body.range, .read) }
            for read in run.reads where read.field < read.object.type.stored.count {
                add(read.object.type.stored[read.field].range, .read)
            }
        }
        return marks.sorted { $0.line < $1.line }
    }
}

// MARK: - Rendering

extension HTMLPage {
    /// The page. `layouts` holds graphviz's layout of each graph, by the text of
    /// `layoutRequest(_:)`; a graph without one is laid out by `GraphLayout.layered`.
    package static func render(_ document: Document, layouts: [String: GraphLayout] = [:]) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<meta name=\"generator\" content=\"viewgraph html\">\n"
        out += "<title>\(escape(document.title)) · ViewGraph</title>\n"
        out += "<style>\n\(HTMLResources.css)</style>\n</head>\n"
        out += "<body class=\"\(document.predict ? "predict" : "")\">\n"
        out += HTMLResources.svgDefinitions
        out += header(document)
        out += "<main id=\"main\">\n"
        out += sourcePane(document.source)
        out += "<div id=\"steps\" class=\"steps\">\n"
        for variant in document.variants {
            let total = variant.stepCount
            for step in variant.steps {
                out += section(step, of: total, variant: variant, document: document, layouts: layouts)
            }
            if let error = variant.error {
                let text = DiagnosticRenderer(style: .plain).render([error], in: document.source)
                out += "<section class=\"run-error\" data-variant=\"\(escape(variant.name))\">"
                out += "<h2>The run stopped with an error</h2><pre>\(escape(text))</pre></section>\n"
            }
        }
        out += "</div>\n</main>\n"
        out += "<footer><p>Made by <code>viewgraph html</code>. ← → or the buttons move between steps; "
        out += "Enter on a view shows why it ran or did not. Printing gives one step per page.</p></footer>\n"
        out += "<script type=\"application/json\" id=\"vg-data\">\(scriptSafe(data(document).serialized))</script>\n"
        out += "<script>\n\(HTMLResources.script)</script>\n</body>\n</html>\n"
        return out
    }

    /// The data the script reads: variants and their step counts, where to open, and
    /// the predict flag (issue 21's hook).
    static func data(_ document: Document) -> JSONValue {
        .object([
            "title": .string(document.title),
            "variants": .array(
                document.variants.map { variant in
                    .object([
                        "name": .string(variant.name),
                        "steps": .int(variant.steps.count - 1),
                        "declaredSteps": .int(variant.stepCount),
                        "titles": .array(
                            variant.steps.map { .string($0.trace.index == 0 ? "initial render" : $0.trace.title) }),
                    ])
                }),
            "variant": .string(document.variant),
            "step": .int(document.step),
            "predict": .bool(document.predict),
        ])
    }

    static func header(_ document: Document) -> String {
        var out = "<header id=\"top\">\n<h1>\(escape(document.title))</h1>\n"
        out += "<nav class=\"controls\" aria-label=\"Steps\">\n"
        out += "<button type=\"button\" id=\"back\" aria-keyshortcuts=\"ArrowLeft\">◀ Back</button>\n"
        out += "<output id=\"counter\" aria-live=\"polite\">step \(document.step)</output>\n"
        out += "<button type=\"button\" id=\"next\" aria-keyshortcuts=\"ArrowRight\">Next ▶</button>\n"
        if document.variants.count > 1 {
            out += "<label>variant <select id=\"variant\">"
            for variant in document.variants {
                let selected = variant.name == document.variant ? " selected" : ""
                out += "<option\(selected)>\(escape(variant.name))</option>"
            }
            out += "</select></label>\n"
            out += "<label><input type=\"checkbox\" id=\"compare\"> compare with <select id=\"other\">"
            let other = document.variants.first { $0.name != document.variant }?.name
            for variant in document.variants {
                let selected = variant.name == other ? " selected" : ""
                out += "<option\(selected)>\(escape(variant.name))</option>"
            }
            out += "</select></label>\n"
        }
        out += "<a id=\"permalink\" href=\"#step-\(document.step)\">permalink</a>\n"
        out += "<button type=\"button\" id=\"reveal\" hidden>Reveal</button>\n"
        out += "</nav>\n<p class=\"legend\">\(escape(Verdict.legend)) · Δ changed source · "
        out += "source lines: A action · W write · R read</p>\n</header>\n"
        return out
    }

    static func sourcePane(_ source: SourceFile) -> String {
        var out =
            "<aside class=\"source-pane\" aria-label=\"Scenario source\">\n<h2>\(escape(source.path.split(separator: "/").last.map(String.init) ?? source.path))</h2>\n<pre class=\"code\">"
        for line in 1...max(1, source.lineCount) {
            out += "<span class=\"line\" id=\"L\(line)\"><span class=\"no\">\(line)</span>"
            out += "<span class=\"mark\"> </span>\(escape(source.lineText(line)))</span>"
        }
        return out + "</pre>\n</aside>\n"
    }

    static func section(
        _ step: Step, of total: Int, variant: Variant, document: Document, layouts: [String: GraphLayout]
    ) -> String {
        let trace = step.trace
        let key = "\(variant.name)-\(trace.index)"
        let hot = step.graph.nodes.filter { $0.kind.isBox && $0.status.isHot }.map(\.id)
        let lines = step.lines.map { "\($0.line):\($0.kind.letter)" }.joined(separator: " ")
        var out = "<section class=\"step\" id=\"s-\(escape(identifier(key)))\" data-variant=\"\(escape(variant.name))\""
        out += " data-step=\"\(trace.index)\" data-lines=\"\(lines)\" data-hot=\"\(hot.joined(separator: " "))\">\n"
        let heading = trace.index == 0 ? "Initial render" : "Step \(trace.index) of \(total) · \(trace.title)"
        out += "<h2>\(escape(heading)) <span class=\"variant-name\">variant \(escape(variant.name))</span></h2>\n"
        out += "<div class=\"panels\">\n<div class=\"panel graph\">\n<h3>View graph</h3>\n"
        let graphLayout = layouts[layoutRequest(step.graph)] ?? GraphLayout.layered(step.graph)
        out += GraphDrawing.svg(step.graph, layout: graphLayout, label: "View graph after \(heading)")
        out += "</div>\n<div class=\"panel facts\">\n"
        out += happened(trace)
        out += frames(step)
        out += timeline(trace)
        out += findings(trace, guideBase: document.guideBase)
        out += expectations(trace, variant: variant, source: document.source)
        // On screen only: on paper the graph and the verdicts say the same in less room.
        out +=
            "<div class=\"print-hidden\"><h3>Cause and effect</h3>\n<pre class=\"cause\">\(escape(step.causeEffect))</pre></div>\n"
        out += "<div class=\"why\" aria-live=\"polite\"><h3>Why</h3>\n"
        out += "<p class=\"hint\">Choose a view (in the graph or a verdict) to see why it ran or did not.</p>\n"
        for entry in step.why {
            out += "<pre class=\"why-text\" data-why=\"\(entry.id)\" hidden>\(escape(entry.text))</pre>\n"
        }
        out += "</div>\n"
        out += sourceExcerpt(step.lines, source: document.source)
        out += "</div>\n</div>\n</section>\n"
        return out
    }

    /// Triggers, actions, state changes, timers and tasks: the top of the step card.
    static func happened(_ trace: StepTrace) -> String {
        var items: [(String, String)] = []
        if trace.index == 0 { items.append(("render", "the app block's views appear")) }
        for trigger in trace.triggers {
            switch trigger.kind {
            case .tap, .delete, .move, .submit, .refresh, .scene:
                items.append((trigger.kind.verb ?? "", trigger.subject))
                if let action = trigger.action { items.append(("action", action)) }
            case .statement: items.append(("do", trigger.subject))
            case .scroll, .wait, .every, .frames: items.append((trigger.kind.verb ?? "", trigger.subject))
            }
        }
        for change in trace.changes { items.append(("change", changeText(change))) }
        let fired = trace.taskEvents.filter { $0.kind == .timerFired }
        if fired.isEmpty == false {
            var names: [String] = []
            for event in fired where names.contains(event.task) == false { names.append(event.task) }
            items.append(("timers", "\(ReportSupport.plural(fired.count, "tick")): " + names.joined(separator: ", ")))
        }
        for event in trace.taskEvents where event.kind == .cancelled || event.kind == .started {
            items.append(("task", "\(event.task) \(event.kind == .started ? "started" : "cancelled")"))
        }
        for item in trace.printed { items.append(("print", item)) }
        for warning in trace.warnings { items.append(("warning", "\(warning.message) (\(warning.rule))")) }
        guard items.isEmpty == false else { return "" }
        var out = "<h3>What happened</h3>\n<dl class=\"happened\">\n"
        for (label, text) in items {
            out += "<dt>\(escape(label))</dt><dd>\(escape(text))</dd>\n"
        }
        return out + "</dl>\n"
    }

    /// A change as the card's `change` line has it, without the label column.
    static func changeText(_ change: StateChange) -> String {
        var text = StepCard.changeLine(change)
        if text.hasPrefix(" change   ") { text.removeFirst(" change   ".count) }
        while text.last == "\n" || text.last == " " { text.removeLast() }
        return text
    }

    /// Each frame's verdicts: every view that ran, was checked, skipped or destroyed.
    static func frames(_ step: Step) -> String {
        let trace = step.trace
        var out = "<h3>Verdicts</h3>\n"
        if trace.frames.isEmpty { out += "<p>No frames: nothing was invalidated.</p>\n" }
        let ids = Dictionary(
            step.graph.nodes.filter { $0.kind.isBox }.map { ($0.label, $0.id) }, uniquingKeysWith: { a, _ in a })
        func button(_ node: ViewNode) -> String {
            let name = escape(node.displayName)
            guard let id = ids[node.displayName] else { return "<span class=\"view\">\(name)</span>" }
            return "<button type=\"button\" class=\"view\" data-view=\"\(id)\">\(name)</button>"
        }
        // As on the step card: a view the change did not invalidate (R4.1) that a frame lists
        // anyway gets that fact on its row there; the others get a row after the frames.
        var notInvalidated = step.notInvalidated
        func noting(_ node: ViewNode, _ text: String) -> String {
            StepCard.note(node, on: text, from: &notInvalidated)
        }
        for frame in trace.frames {
            let hitch = trace.index > 0 && frame.cost > trace.budget
            out +=
                "<h4 class=\"frame\">frame \(frame.index) · \(ReportSupport.plural(frame.runs.filter { $0.node.isRoot == false }.count, "body", "bodies"))\(frame.rowRuns.isEmpty ? "" : " · " + ReportSupport.plural(frame.rowRuns.count, "row content", "row contents")) · \(frame.checkedViews.count) checked · \(ReportSupport.ms(frame.cost)) of \(ReportSupport.ms(trace.budget)) (\(StepCard.hertz(trace.budget)))\(hitch ? " · <strong class=\"hitch\">HITCH</strong>" : "")</h4>\n"
            if frame.changes.isEmpty == false {
                out += "<ul class=\"changes\">"
                for change in frame.changes { out += "<li>change \(escape(changeText(change)))</li>" }
                out += "</ul>\n"
            }
            var rows: [(order: [Int], html: String)] = []
            for run in frame.runs where run.node.isRoot == false {
                let created = run.reasons.contains { ReportSupport.isCreated($0) }
                let verdict: Verdict = created ? .created : .ran
                let reasons = run.reasons.map {
                    StepCard.reasonText($0, node: run.node, changes: frame.changes + trace.changes)
                }
                var outcome: String
                if created {
                    outcome = "created"
                } else if run.redrawn {
                    outcome = "redrawn" + (run.outputChange.map { ": \($0)" } ?? "")
                } else {
                    outcome = "unchanged on screen"
                }
                let heavy = run.work.filter { $0.cost >= 0.000_1 }
                if heavy.isEmpty == false {
                    outcome +=
                        " · " + heavy.map { "\($0.name) \(ReportSupport.ms($0.cost))" }.joined(separator: ", ")
                }
                if run.cost > 0.000_5 { outcome += " · long body update \(ReportSupport.ms(run.cost))" }
                rows.append(
                    (
                        frame.order(of: run.node),
                        row(
                            verdict, view: button(run.node), text: reasons.joined(separator: "; "),
                            outcome: outcome)
                    ))
            }
            // Row contents that ran alone (R2.7), after their owner.
            for run in frame.rowRuns {
                let created = run.reasons.contains { ReportSupport.isCreated($0) }
                let label = escape(run.displayName)
                let view =
                    ids[run.displayName].map {
                        "<button type=\"button\" class=\"view\" data-view=\"\($0)\">\(label)</button>"
                    }
                    ?? "<span class=\"view\">\(label)</span>"
                let text =
                    created
                    ? StepCard.createdText(run)
                    : run.reasons.map { StepCard.reasonText($0) }.joined(separator: "; ")
                        + " (its own read: \(run.owner.displayName)'s body did not run, R2.7)"
                let outcome =
                    created
                    ? "created"
                    : run.redrawn ? "redrawn" + (run.outputChange.map { ": \($0)" } ?? "") : "unchanged on screen"
                rows.append(
                    (
                        frame.order(of: run.owner) + [-1],
                        row(
                            created ? .created : .ran, view: view, text: "in \(run.owner.displayName): " + text,
                            outcome: outcome)
                    ))
            }
            for node in frame.keptOffscreen {
                rows.append(
                    (
                        frame.order(of: node),
                        row(
                            .untouched, view: button(node),
                            text:
                                "left the visible window: kept with its state, one of the \(Simulation.keptRows) rows kept on each side (R8.4; a teaching default); its disappear actions run"
                        )
                    ))
            }
            for node in frame.cameBack {
                rows.append(
                    (
                        frame.order(of: node),
                        row(
                            .ran, view: button(node),
                            text:
                                "back in the visible window: the kept view and its state are reused (R8.4); its appear actions run"
                        )
                    ))
            }
            for update in frame.controlUpdates {
                rows.append(
                    (
                        frame.order(of: update.node),
                        row(
                            .untouched, view: button(update.node),
                            text: noting(update.node, ReportSupport.controlUpdateText(update)))
                    ))
            }
            for change in frame.screenChanges {
                let text = ReportSupport.screenChangeText(change).text
                rows.append(
                    (
                        frame.order(of: change.node),
                        row(change.shown ? .ran : .untouched, view: button(change.node), text: text)
                    )
                )
            }
            let checked = Set(frame.checks.map { ObjectIdentifier($0.node) })
            for skip in frame.skips where checked.contains(ObjectIdentifier(skip.node)) == false {
                rows.append(
                    (
                        frame.order(of: skip.node),
                        row(
                            .checked, view: button(skip.node),
                            text: noting(skip.node, "checked, not run: " + StepCard.skipText(skip.reason)))
                    ))
            }
            for check in frame.checks {
                let reads = check.node.environmentReadOrder.map { "\\.\($0.description)" }.joined(separator: ", ")
                let keys = check.keys.map(\.description).joined(separator: ", ")
                rows.append(
                    (
                        frame.order(of: check.node),
                        row(
                            .checked, view: button(check.node),
                            text: noting(
                                check.node,
                                "checked, not run: environment changed (\(keys)); what it reads (\(reads)) did not (R7.1)"
                            )
                        )
                    ))
            }
            let destructionReasons = ReportSupport.destructionReasons(in: frame)
            for node in frame.destroyed {
                let why = destructionReasons[ObjectIdentifier(node)] ?? ""
                let destroyedIndex = trace.frames.flatMap(\.destroyed).firstIndex { $0 === node }.map { $0 + 1 } ?? 0
                let view =
                    "<button type=\"button\" class=\"view\" data-view=\"x\(destroyedIndex)\">\(escape(node.displayName))</button>"
                rows.append((frame.order(of: node), row(.destroyed, view: view, text: "destroyed: \(why)")))
            }
            for presentation in frame.presentations {
                let (_, text) = ReportSupport.presentationText(presentation)
                rows.append(
                    (
                        frame.order(of: presentation.host),
                        row(
                            presentation.kind == .dismissed
                                ? .destroyed : presentation.kind == .updated ? .ran : .created,
                            view: button(presentation.host),
                            text: text)
                    ))
            }
            rows.sort { $0.order.lexicographicallyPrecedes($1.order) }
            out += "<ul class=\"verdicts\">\n" + rows.map(\.html).joined() + "</ul>\n"
        }
        if notInvalidated.isEmpty == false {
            out += "<ul class=\"verdicts\">\n"
            for entry in notInvalidated {
                let view =
                    ids[entry.view].map {
                        "<button type=\"button\" class=\"view\" data-view=\"\($0)\">\(escape(entry.view))</button>"
                    } ?? escape(entry.view)
                out += row(
                    .notInvalidated, view: view,
                    text: StepCard.notInvalidatedText(entry.reads))
            }
            out += "</ul>\n"
        }
        return out
    }

    static func row(_ verdict: Verdict, view: String, text: String, outcome: String? = nil) -> String {
        var out =
            "<li class=\"verdict \(verdict.word.replacingOccurrences(of: " ", with: "-"))\"><span class=\"symbol\" aria-hidden=\"true\">\(verdict.symbol)</span>"
        out += "<span class=\"word\">\(verdict.word)</span> \(view) <span class=\"reason\">\(escape(text))</span>"
        if let outcome { out += " <span class=\"outcome\">\(escape(outcome))</span>" }
        return out + "</li>\n"
    }

    /// Frame cost against the budget, as bars over a line at the budget.
    static func timeline(_ trace: StepTrace) -> String {
        guard trace.frames.isEmpty == false else { return "" }
        let total = trace.frames.reduce(0) { $0 + $1.cost }
        let worst = trace.frames.map(\.cost).max() ?? 0
        var out = "<h3>Cost</h3>\n<p class=\"cost\">\(ReportSupport.plural(trace.frames.count, "frame")) · "
        out += "\(ReportSupport.ms(total)) in all · worst frame \(ReportSupport.ms(worst)) · budget "
        out += "\(ReportSupport.ms(trace.budget)) a frame (\(StepCard.hertz(trace.budget)))</p>\n"
        let shown = trace.frames.prefix(240)
        let barWidth = max(2, min(24, 480 / shown.count))
        let bars = barWidth * shown.count + 8
        let width = bars + 56
        let height = 60
        let scale = 30.0  // pixels per budget
        out +=
            "<svg class=\"timeline\" role=\"img\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
        out += " aria-label=\"Frame cost against the budget\">\n"
        for (index, frame) in shown.enumerated() {
            let ratio = trace.budget > 0 ? frame.cost / trace.budget : 0
            let barHeight = max(1, min(Double(height - 4), ratio * scale))
            let hitch = trace.index > 0 && frame.cost > trace.budget
            let x = 4 + index * barWidth
            out += "<rect class=\"bar\(hitch ? " hitch" : "")\" x=\"\(x)\" y=\"\(number(Double(height) - barHeight))\""
            out += " width=\"\(max(1, barWidth - 1))\" height=\"\(number(barHeight))\">"
            out +=
                "<title>frame \(frame.index): \(ReportSupport.ms(frame.cost))\(hitch ? " · HITCH" : "")</title></rect>\n"
        }
        let budgetY = Double(height) - scale
        out += "<line class=\"budget\" x1=\"0\" x2=\"\(bars)\" y1=\"\(number(budgetY))\" y2=\"\(number(budgetY))\"/>"
        out += "<text class=\"budget-label\" x=\"\(bars + 4)\" y=\"\(number(budgetY + 3))\">budget</text>\n"
        return out + "</svg>\n"
    }

    static func findings(_ trace: StepTrace, guideBase: String?) -> String {
        guard trace.findings.isEmpty == false else { return "" }
        var out = "<h3>Findings</h3>\n"
        for finding in trace.findings {
            out += "<div class=\"finding\"><h4><span class=\"symbol\" aria-hidden=\"true\">!</span> "
            out += "<code>\(escape(finding.id))</code> \(escape(finding.headline))</h4>\n"
            out += "<p>\(escape(finding.explanation))</p>\n"
            var fix = "Fix: \(finding.fix)"
            if let variant = finding.variant { fix += " See variant \"\(variant)\"." }
            out += "<p class=\"fix\">\(escape(fix))</p>\n"
            if let kind = FindingCatalogue.kind(finding.id) {
                out += "<p class=\"refs\">Rules: \(escape(kind.rules.joined(separator: ", "))) · Guide: "
                if let guideBase {
                    out += "<a href=\"\(escape(guideBase + finding.id)).md\">\(escape(kind.guidePath))</a>"
                } else {
                    out += "<code>\(escape(kind.guidePath))</code>"
                }
                out += " (<code>viewgraph explain \(escape(finding.id))</code>)"
                if let first = kind.sources.first { out += " · Source: \(escape(first))" }
                out += "</p>\n"
            }
            out += "</div>\n"
        }
        return out
    }

    static func expectations(_ trace: StepTrace, variant: Variant, source: SourceFile) -> String {
        let results = variant.expectations.filter { $0.step == trace.title }
        guard trace.index > 0, results.isEmpty == false else { return "" }
        let passed = results.filter(\.passed).count
        var out = "<h3>Expectations</h3>\n<p>\(passed) of \(results.count) passed</p>\n<ul class=\"expectations\">\n"
        for result in results {
            let mark = result.passed ? "✓ passed" : "✗ failed"
            out += "<li class=\"\(result.passed ? "passed" : "failed")\"><span class=\"word\">\(mark)</span> "
            out += "<code>\(escape(source.text(in: result.expectation.range)))</code>"
            if let failure = result.failure { out += " <span class=\"reason\">\(escape(failure.message))</span>" }
            out += "</li>\n"
        }
        return out + "</ul>\n"
    }

    /// The highlighted lines again, with their text: what a printed page shows of the source.
    static func sourceExcerpt(_ marks: [SourceMark], source: SourceFile) -> String {
        guard marks.isEmpty == false else { return "" }
        var out = "<div class=\"excerpt\"><h3>Source lines of this step</h3>\n<pre>"
        for mark in marks where mark.line <= source.lineCount {
            out +=
                "\(ReportSupport.padLeft(String(mark.line), 4)) \(mark.kind.letter)  \(escape(source.lineText(mark.line)))\n"
        }
        return out + "</pre></div>\n"
    }

    // MARK: - Text

    /// Text safe inside an element or a quoted attribute.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // Control characters (a BEL in an id) shown as Swift writes them: `\u{07}`.
                if character.unicodeScalars.contains(where: ControlCharacters.isEscaped) {
                    out += ControlCharacters.escape(String(character))
                } else {
                    out.append(character)
                }
            }
        }
        return out
    }

    /// JSON inside a `<script>` element: no `</script>` or `<!--` can end it early.
    static func scriptSafe(_ json: String) -> String {
        json.replacing("<", with: "\\u003c")
    }

    /// Letters, digits, `-` and `_`: an element id made from a variant's name.
    static func identifier(_ text: String) -> String {
        String(
            text.unicodeScalars.map { scalar -> Character in
                (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-") && scalar.isASCII
                    ? Character(scalar) : "_"
            })
    }

    /// A coordinate with at most one decimal, spelled one way.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
