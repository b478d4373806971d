// Findings (DESIGN.md §4): patterns detected over one step's trace, each keyed to
// its rules and source article (FindingCatalogue). Detection reads only the trace,
// and only its typed facts (`InputDifference`, `EnvironmentKey`, reason cases),
// never the text of a message: rewording a message cannot disable a finding.
// Rules: R1.2–R1.6, R2.2–R2.5, R3.2, R3.3, R4.1, R4.2, R4.6, R5.2, R6.3, R7.1,
// R9.1–R9.3, R10.1, R10.2. Faithfulness: simplified: thresholds (0.5 ms of work,
// two frames of checks) are the simulator's, not Instruments'.
import ViewGraphDiagnostics
import ViewGraphSyntax

struct FindingDetector {
    let simulation: Simulation
    let step: StepTrace
    /// Every body run of the step, in order (gathered only by the detectors that need it).
    private var runs: [BodyRun] { step.allRuns }
    /// What kinds of events the step had: most steps rule out most findings at once,
    /// so detection costs little when nothing is found (it runs after every step).
    private let anyUnchangedRun: Bool
    private let anyObjectWillChange: Bool
    private let anyInputChanged: Bool
    private let anyHeavyWork: Bool
    private let anyStructureChange: Bool
    private let anyRowChange: Bool
    /// How many writes were made while a body ran (R9.3), and the properties they wrote,
    /// each once, in the order first written: gathered once, since three detectors ask.
    private let writesDuringBody: Int
    private let writtenInBody: [String]
    private let anyUnchangedWrite: Bool

    init(simulation: Simulation, step: StepTrace) {
        self.simulation = simulation
        self.step = step
        var unchanged = false
        var objectWillChange = false
        var inputChanged = false
        var heavy = false
        var rowChange = false
        for frameIndex in step.frames.indices {
            for run in step.frames[frameIndex].runs {
                if run.redrawn == false { unchanged = true }
                if run.cost > 0.000_5 || run.work.isEmpty == false { heavy = true }
                if let change = run.screenChange, change.rowsShiftedByPosition > 0 || change.rowsRebuiltUnderNewIDs > 0
                {
                    rowChange = true
                }
                for reason in run.reasons {
                    switch reason {
                    case .objectWillChange: objectWillChange = true
                    case .inputChanged: inputChanged = true
                    default: break
                    }
                }
            }
        }
        anyUnchangedRun = unchanged
        anyObjectWillChange = objectWillChange
        anyInputChanged = inputChanged
        anyHeavyWork = heavy
        anyRowChange = rowChange
        anyStructureChange = step.frames.contains { $0.created.isEmpty == false || $0.destroyed.isEmpty == false }
        var duringBody = 0
        var written: [String] = []
        var seen: Set<String> = []
        var unchangedWrite = false
        func note(_ change: StateChange) {
            if change.unchanged { unchangedWrite = true }
            guard change.duringBody else { return }
            duringBody += 1
            let target = change.target
            if seen.insert(target).inserted { written.append(target) }
        }
        step.changes.forEach(note)
        for frameIndex in step.frames.indices { step.frames[frameIndex].changes.forEach(note) }
        writesDuringBody = duringBody
        writtenInBody = written
        anyUnchangedWrite = unchangedWrite
    }

    /// The step's findings. Throws the runtime error of a view's own `==`, which some
    /// detectors call to compare view values (R2.2).
    func detect() throws -> [Finding] {
        var findings: [Finding] = []
        if anyUnchangedRun { findings += broadObservableRead() }
        if anyObjectWillChange { findings += objectWillChangeFanout() }
        if anyHeavyWork { findings += expensiveBody() }
        let anyChecks = step.frames.contains { $0.checks.isEmpty == false }
        let anySkips = step.frames.contains { $0.skips.isEmpty == false || $0.ignoredEquals.isEmpty == false }
        if anyChecks { findings += environmentChurn() }
        if anyStructureChange || anyInputChanged || anyRowChange { findings += try unstableIdentity() }
        if step.forEachIssues.isEmpty == false { findings += forEachDataProblems() }
        if anyStructureChange { findings += identityReset() }
        if anyInputChanged { findings += uncomparableInput() }
        if anySkips { findings += equatableGate() }
        if anyInputChanged { findings += stateInitChurn() }
        if writesDuringBody > 0 { findings += updateDuringBody() }
        if step.taskEvents.isEmpty == false { findings += taskNotCancelled() }
        if step.frames.contains(where: { $0.rowRuns.isEmpty == false }) { findings += rowContentFindings() }
        if step.index > 0 { findings += frameHitch() }
        if anyUnchangedWrite { findings += sameValueNotify() }
        return findings
    }

    private func names(_ nodes: [ViewNode]) -> [String] {
        nodes.uniqueViews().inTreeOrder().map(\.displayName)
    }

    /// R4.1, R4.2: views re-ran for an @Observable property, and fewer changed on
    /// screen than ran; or a view read parts of a struct property and most of what it
    /// read did not change.
    private func broadObservableRead() -> [Finding] {
        guard step.index > 0 else { return [] }
        // A property a body wrote is update-during-body's cause, not a broad read (R9.3).
        let writtenInBody = Set(writtenInBody)
        let runs = runs
        var byProperty: [String: [Int]] = [:]
        var order: [String] = []
        for index in runs.indices {
            for reason in runs[index].reasons {
                guard case .observable(let object, let property, _, _) = reason else { continue }
                let key = object + "." + property
                if writtenInBody.contains(key) { continue }
                if byProperty[key] == nil { order.append(key) }
                byProperty[key, default: []].append(index)
            }
        }
        var findings: [Finding] = []
        for key in order {
            let group = (byProperty[key] ?? []).map { runs[$0] }
            let (shared, property) = viewsSharingOneInstance(of: key, among: group)
            let nodes = shared.map(\.node).uniqueViews()
            let redrawn = shared.filter(\.redrawn).map(\.node).uniqueViews()
            if nodes.count >= 2 && redrawn.count < nodes.count {
                let showed = redrawn.isEmpty ? "none" : "only \(redrawn.count)"
                findings.append(
                    Finding(
                        id: "broad-observable-read", views: names(nodes), nodes: nodes,
                        headline: "\(nodes.count) views ran for \(property), \(redrawn.count) changed on screen",
                        explanation:
                            "Every one of \(names(nodes).prefix(3).joined(separator: ", "))\(nodes.count > 3 ? ", …" : "") read \(property) while its body ran, and Observation tracks a whole stored property (R4.1, R4.2), so one change invalidated all of them although \(showed) showed anything new.",
                        fix:
                            "Give each view a smaller thing to read: a per-row @Observable model, or a property that answers its own question.",
                        variant: nil))
                continue
            }
            // A single view that depends on a whole struct property while the change touched only part of it.
            for node in nodes where redrawn.contains(where: { $0 === node }) == false {
                let chains = node.observableReads.filter { "\($0.object.type.name).\($0.propertyName)" == key }
                guard let read = chains.first, case .structValue = read.object.fields[read.field] else { continue }
                findings.append(
                    Finding(
                        id: "broad-observable-read", views: [node.displayName], nodes: [node],
                        headline: "\(node.displayName) depends on all of \(key)",
                        explanation:
                            "\(node.displayName) reads parts of \(key), a struct stored in one @Observable property. Observation cannot see inside a value-typed property (R4.2), so any change anywhere in it re-runs \(node.displayName); it ran \(counted(group.filter { $0.node === node }.count, "time")) in this step and nothing it shows changed.",
                        fix:
                            "Split the struct into separately tracked properties or sub-models, and pass children the model, not values, so each view reads only its own part.",
                        variant: nil))
            }
        }
        return findings
    }

    /// The runs of `group` (views that ran for `key`, `Job.progress`) that read one changed
    /// instance: a change to `Job#1.progress` invalidates only the views that read Job#1
    /// (R4.1), so rows that each read their own job were not re-run by one change. With two
    /// or more instances changed, the one the most views read, named with its instance
    /// (`Job#1.progress`); otherwise the whole group, named by `key`.
    private func viewsSharingOneInstance(of key: String, among group: [BodyRun]) -> (runs: [BodyRun], name: String) {
        var changed: [StateChange] = []
        for change in step.changes + step.frames.flatMap(\.changes) where change.target == key {
            switch change.kind {
            case .observableSet, .observableModify:
                if change.instanceNumber != nil,
                    changed.contains(where: { $0.instanceNumber == change.instanceNumber }) == false
                {
                    changed.append(change)
                }
            default:
                break
            }
        }
        guard changed.count > 1 else { return (group, key) }
        var best: (runs: [BodyRun], change: StateChange)?
        for change in changed {
            let readers = group.filter { run in
                run.reads.contains {
                    "\($0.object.type.name).\($0.propertyName)" == key && $0.object.number == change.instanceNumber
                }
            }
            if readers.count > (best?.runs.count ?? 0) { best = (readers, change) }
        }
        guard let best, let instance = best.change.instance else { return ([], key) }
        return (best.runs, instance + "." + best.change.property)
    }

    /// The same two findings for row contents that ran alone (ForEach rows, an escaping
    /// container's content, R2.7): many row
    /// contents re-run for one property with few changes on screen (R4.1, R4.2), and
    /// costly work in a content closure (R9.2).
    private func rowContentFindings() -> [Finding] {
        guard step.index > 0 else { return [] }
        var rows: [RowContentRun] = []
        for index in step.frames.indices { rows += step.frames[index].rowRuns }
        var findings: [Finding] = []
        let writtenInBody = Set(writtenInBody)
        var order: [String] = []
        var byProperty: [String: [RowContentRun]] = [:]
        // Many rows of one ForEach; an escaping container's content is one closure.
        for run in rows where run.content.escapingContainer == nil {
            for reason in run.reasons {
                guard case .observable(let object, let property, _, _) = reason else { continue }
                let key = "\(object).\(property)"
                if byProperty[key] == nil { order.append(key) }
                byProperty[key, default: []].append(run)
            }
        }
        // A row content whose views are the app's own shows its change through them: the row
        // view it built again got new inputs and redrew (R2.7, R2).
        let redrawnViews = runs.filter(\.redrawn).map(\.node)
        func showedChange(_ run: RowContentRun) -> Bool {
            run.redrawn || redrawnViews.contains(where: run.holds)
        }
        for key in order where writtenInBody.contains(key) == false {
            let group = byProperty[key] ?? []
            let redrawn = group.filter(showedChange).count
            guard group.count >= 2, redrawn < group.count else { continue }
            let owners = group.map(\.owner).uniqueViews()
            let listed = group.prefix(3).map(\.displayName).joined(separator: ", ")
            findings.append(
                Finding(
                    id: "broad-observable-read", views: names(owners), nodes: owners,
                    headline: "\(group.count) ForEach row contents ran for \(key), \(redrawn) changed on screen",
                    explanation:
                        "Every one of \(listed)\(group.count > 3 ? ", …" : "") (in \(names(owners).joined(separator: ", "))) read \(key) in the ForEach content closure, and Observation tracks a whole stored property (R4.1, R4.2, R2.7), so one change re-ran all of them although \(redrawn == 0 ? "none" : "only \(redrawn)") showed anything new.",
                    fix:
                        "Give each row a smaller thing to read: a per-row @Observable model, or a property that answers its own question.",
                    variant: nil))
        }
        let heavy = rows.filter { run in
            run.work.contains { CostTable.formatterCreations.contains($0.name) }
                || run.work.reduce(0) { $0 + $1.cost } > 0.000_5
        }
        if heavy.isEmpty == false {
            var work: [String] = []
            for run in heavy {
                for item in run.work where work.contains(item.name) == false { work.append(item.name) }
            }
            let owners = heavy.map(\.owner).uniqueViews()
            let total = heavy.reduce(0) { $0 + $1.cost }
            let containers = heavy.map { $0.content.escapingContainer ?? "ForEach" }
                .reduce(into: [String]()) { if $0.contains($1) == false { $0.append($1) } }
            let runsName = containers == ["ForEach"] ? "ForEach row content" : "content closure"

            var kinds: [WorkKind] = []
            for name in work {
                let kind = WorkKind(workName: name)
                if kinds.contains(kind) == false { kinds.append(kind) }
            }
            findings.append(
                Finding(
                    id: "expensive-body", views: names(owners), nodes: owners,
                    headline:
                        "\(heavy.count) \(runsName) run(s) did costly work: \(work.prefix(3).joined(separator: ", "))",
                    explanation:
                        "\(heavy.prefix(4).map(\.displayName).joined(separator: ", "))\(heavy.count > 4 ? ", …" : "") in \(names(owners).joined(separator: ", ")) ran \(work.prefix(3).joined(separator: ", ")) in the \(containers.joined(separator: " and ")) content closure, \(ValueFormatting.milliseconds(total)) in all. The closure runs whenever \(containers == ["ForEach"] ? "that element's content" : "one of its reads") is invalidated, like a body (R2.7, R9.2).",
                    fix: kinds.map { kind in kind.fix(names: work.filter { WorkKind(workName: $0) == kind }) }
                        .joined(separator: " "),
                    variant: nil))
        }
        return findings
    }

    /// R3.2: ObservableObject subscribers re-ran for a property they never read.
    private func objectWillChangeFanout() -> [Finding] {
        guard step.index > 0 else { return [] }
        var nodes: [ViewNode] = []
        // Each property, with the views that re-ran for it without reading it (in one step a
        // view may have read one changed property and not another).
        var properties: [(name: String, nodes: [ViewNode])] = []
        for run in runs {
            for reason in run.reasons {
                guard case .objectWillChange(let object, _, let published, let readIt) = reason, readIt == false else {
                    continue
                }
                nodes.append(run.node)
                for property in published {
                    let name = "\(object).\(property)"
                    if let index = properties.firstIndex(where: { $0.name == name }) {
                        properties[index].nodes.append(run.node)
                    } else {
                        properties.append((name, [run.node]))
                    }
                }
            }
        }
        guard nodes.isEmpty == false else { return [] }
        let list = names(nodes)
        let sameViews = properties.allSatisfy { names($0.nodes) == list }
        let headline =
            sameViews
            ? "\(counted(list.count, "view")) re-ran for \(properties.map(\.name).joined(separator: ", ")), which \(list.count == 1 ? "it" : "they") never read"
            : "\(counted(list.count, "view")) re-ran for @Published properties they never read: "
                + properties.map { "\(names($0.nodes).joined(separator: ", ")) for \($0.name)" }.joined(separator: "; ")
        return [
            Finding(
                id: "object-will-change-fanout", views: list, nodes: nodes.uniqueViews(),
                headline: headline,
                explanation:
                    "\(list.prefix(4).joined(separator: ", "))\(list.count > 4 ? ", …" : "") \(list.count == 1 ? "holds" : "hold") the object with a property wrapper that subscribes to objectWillChange. Any @Published change invalidates every subscriber, whatever it reads (R3.1, R3.2).",
                fix:
                    "Pass child views only the values they show instead of the object (they are then compared field by field and skipped when those values are equal, R2.3), or move the model to @Observable so each view depends only on what it reads.",
                variant: nil)
        ]
    }

    /// R9.2: a body run that created a formatter (work Apple names as expensive in a
    /// body, whatever this machine's timing says), or spent over 0.5 ms on work of its
    /// own (sorting, filtering, …).
    private func expensiveBody() -> [Finding] {
        guard step.index > 0 else { return [] }
        let heavy = runs.filter { run in
            run.work.contains { CostTable.formatterCreations.contains($0.name) }
                || run.work.reduce(0) { $0 + $1.cost } > 0.000_5
        }
        guard heavy.isEmpty == false else { return [] }
        var work: [String] = []
        for run in heavy {
            for item in run.work where work.contains(item.name) == false { work.append(item.name) }
        }
        let total = heavy.reduce(0) { $0 + $1.cost }
        let list = names(heavy.map(\.node))
        var kinds: [WorkKind] = []
        for name in work {
            let kind = WorkKind(workName: name)
            if kinds.contains(kind) == false { kinds.append(kind) }
        }
        let fix = kinds.map { kind in kind.fix(names: work.filter { WorkKind(workName: $0) == kind }) }
            .joined(separator: " ")
        return [
            Finding(
                id: "expensive-body", views: list, nodes: heavy.map(\.node).uniqueViews(),
                headline:
                    "\(counted(heavy.count, "body run")) did costly work: \(work.prefix(3).joined(separator: ", "))",
                explanation:
                    "\(list.prefix(4).joined(separator: ", "))\(list.count > 4 ? ", …" : "") ran \(work.prefix(3).joined(separator: ", ")) inside body, \(ValueFormatting.milliseconds(total)) in all. A body should be cheap: it runs whenever the view is invalidated (R9.2).",
                fix: fix, variant: nil)
        ]
    }

    /// R7.1: an environment value changed in several frames and views that do not read
    /// it were checked each time.
    private func environmentChurn() -> [Finding] {
        let frames = step.frames.filter { $0.checks.isEmpty == false }
        let checks = frames.flatMap(\.checks)
        guard frames.count >= 2, checks.count >= 2 else { return [] }
        var keys: [EnvironmentKey] = []
        for frame in frames {
            for key in frame.environmentChanges where keys.contains(key) == false { keys.append(key) }
        }
        // The system writes `scenePhase` (a `scene` step): not a value the app could keep
        // elsewhere, so not this finding's advice.
        if keys.isEmpty == false, keys.allSatisfy({ $0 == .key("scenePhase") }) { return [] }
        let list = names(checks.map(\.node))
        return [
            Finding(
                id: "environment-churn", views: list, nodes: checks.map(\.node).uniqueViews(),
                headline:
                    "\(keys.map(\.description).joined(separator: ", ")) changed in \(frames.count) frames; views below checked \(checks.count) times, not run",
                explanation:
                    "Every view with an @Environment property below the writer is checked when any environment value changes (R7.1). \(list.prefix(4).joined(separator: ", "))\(list.count > 4 ? ", …" : "") were checked \(checks.count) times in this step without needing to run.",
                fix:
                    "Keep fast-changing values out of the environment: put them in a model read only by the view that shows them.",
                variant: nil)
        ]
    }

    /// R1.4: positional ids after an insert or removal, or ids made in body.
    private func unstableIdentity() throws -> [Finding] {
        guard step.index > 0 else { return [] }
        var findings: [Finding] = []
        for frame in step.frames {
            // Rows destroyed and recreated under the same parent in one frame: new ids every render.
            var churned: [ViewNode] = []
            for created in frame.created where Self.isForEachRow(created) {
                guard let parent = created.parent else { continue }
                // The same content under a new id: the id, not the data, changed (a scrolled
                // lazy row is new content and does not count).
                let rebuilt = try frame.destroyed.contains { old in
                    guard old.parent === parent, old.type === created.type, old.displayID != nil,
                        old.displayID != created.displayID
                    else { return false }
                    if case .equal = try simulation.compare(old.value, created.value, equatable: false) { return true }
                    return false
                }
                if rebuilt {
                    churned.append(created)
                }
            }
            findings += valueIdentityResets(in: frame, rebuiltUnderNewIDs: churned)
            if churned.count >= 1 {
                let list = names(churned)
                findings.append(
                    Finding(
                        id: "unstable-identity", views: list, nodes: churned,
                        headline:
                            "\(counted(churned.count, "row")) \(churned.count == 1 ? "was" : "were") destroyed and rebuilt with new ids",
                        explanation:
                            "The ForEach ids of \(list.prefix(3).joined(separator: ", "))\(list.count > 3 ? ", …" : "") were new on this render, so SwiftUI treated every row as a new view: state reset, appear and disappear ran (R1.4, R1.6).",
                        fix:
                            "Use ids stored in the data (an Identifiable model with a stable id), never ids generated in body.",
                        variant: nil))
            }
        }
        // Offset ids with a changed row count: identity stayed with the position.
        let offsetRows = runs.filter { run in
            isOffsetIdentified(run.node)
                && run.reasons.contains { if case .inputChanged = $0 { return true } else { return false } }
        }
        let createdOffsetRows = step.frames.flatMap(\.created).filter(isOffsetIdentified)
        // Rows that are primitives have no view of their own: their ids and content are
        // in the owner's rendered output (ScreenChange), compared by id.
        var shiftedOwners: [ViewNode] = []
        var rebuiltOwners: [ViewNode] = []
        var shifted = 0
        var rebuilt = 0
        for run in runs {
            guard let change = run.screenChange else { continue }
            if change.rowsShiftedByPosition > 0 && (change.inserted.isEmpty == false || change.removed.isEmpty == false)
            {
                shiftedOwners.append(run.node)
                shifted += change.rowsShiftedByPosition
            }
            if change.rowsRebuiltUnderNewIDs > 0 {
                rebuiltOwners.append(run.node)
                rebuilt += change.rowsRebuiltUnderNewIDs
            }
        }
        if shiftedOwners.isEmpty == false {
            let list = names(shiftedOwners)
            findings.append(
                Finding(
                    id: "unstable-identity", views: list, nodes: shiftedOwners.uniqueViews(),
                    headline:
                        "rows are identified by position: \(counted(shifted, "row")) of \(list.joined(separator: ", ")) kept their id and got another row's content",
                    explanation:
                        "A ForEach in \(list.joined(separator: ", ")) identifies its rows by index, so after the insert or removal each position kept its identity but shows a different element, and the row that really is new is the one at the end (R1.4).",
                    fix: "Identify rows by a stable id from the data (ForEach(items) with Identifiable items).",
                    variant: nil))
        }
        if rebuiltOwners.isEmpty == false {
            let list = names(rebuiltOwners)
            findings.append(
                Finding(
                    id: "unstable-identity", views: list, nodes: rebuiltOwners.uniqueViews(),
                    headline:
                        "\(counted(rebuilt, "row")) of \(list.joined(separator: ", ")) came back with the same content under new ids",
                    explanation:
                        "The ForEach ids in \(list.joined(separator: ", ")) were new on this render although the rows show what they showed before: ids made while body runs (UUID()) are never the same twice, so every row is a new view (R1.4, R1.6).",
                    fix:
                        "Use ids stored in the data (an Identifiable model with a stable id), never ids generated in body.",
                    variant: nil))
        }
        if offsetRows.isEmpty == false && createdOffsetRows.isEmpty == false {
            let nodes = (offsetRows.map(\.node) + createdOffsetRows).uniqueViews()
            let list = names(nodes)
            findings.append(
                Finding(
                    id: "unstable-identity", views: list, nodes: nodes,
                    headline:
                        "rows are identified by position: \(counted(offsetRows.count, "existing row")) got new content",
                    explanation:
                        "The ForEach identifies rows by index, so after the insert every position kept its identity and @State but received a different element; the genuinely new identity is at the end (\(names(createdOffsetRows).joined(separator: ", "))) (R1.4).",
                    fix: "Identify rows by a stable id from the data (ForEach(items) with Identifiable items).",
                    variant: nil))
        }
        return findings
    }

    /// R1.4, R1.3: rows identified by a key that changes when the element is edited
    /// (`id: \\.self` on a value, or `id: \\.name`): editing the element gave the row a new id,
    /// so the row with its `@State` was destroyed and a new one made in its place. Each
    /// destroyed row that had state is paired, in order, with a row of the same type made
    /// under the same parent in the same frame; rows rebuilt with equal content are the
    /// churn case above, and the default `\\.id` of `Identifiable` elements is left out (a
    /// new id there is a new element).
    private func valueIdentityResets(in frame: FrameTrace, rebuiltUnderNewIDs: [ViewNode]) -> [Finding] {
        func changingKey(_ node: ViewNode) -> String? {
            guard case .keyPath(let key) = node.idSource, key.hasSuffix(".id") == false else { return nil }
            return key
        }
        var statefulRows: [ObjectIdentifier: [String]] = [:]
        for old in frame.destroyed where old.states.isEmpty == false || old.stateObjects.isEmpty == false {
            // The row a destroyed view belonged to: the ancestor whose parent outlived it.
            var row = old
            while let parent = row.parent, parent.isAlive == false { row = parent }
            guard row.parent != nil, changingKey(row) != nil else { continue }
            let names = (Array(old.states.keys) + Array(old.stateObjects.keys)).sorted()
            statefulRows[ObjectIdentifier(row), default: []] += names
        }
        guard statefulRows.isEmpty == false else { return [] }
        var findings: [Finding] = []
        var paired: Set<ObjectIdentifier> = []
        for old in frame.destroyed {
            guard let state = statefulRows[ObjectIdentifier(old)], let key = changingKey(old),
                let parent = old.parent
            else { continue }
            let replacement = frame.created.first { created in
                created.parent === parent && created.type === old.type && Self.isForEachRow(created)
                    && created.displayID != old.displayID && paired.contains(ObjectIdentifier(created)) == false
                    && rebuiltUnderNewIDs.contains { $0 === created } == false
            }
            guard let replacement else { continue }
            paired.insert(ObjectIdentifier(replacement))
            let byValue = key.hasSuffix(".self")
            let stateList = state.map { "'\($0)'" }.joined(separator: ", ")
            findings.append(
                Finding(
                    id: "unstable-identity", views: [replacement.displayName, old.displayName],
                    nodes: [replacement],
                    headline:
                        "editing an element gave its row a new id (\(byValue ? "id: \\.self" : "id: \(key)")): \(old.displayName) was destroyed with its state",
                    explanation:
                        "\(byValue ? "With 'id: \\.self' a row's identity is the element's value" : "The row's identity is the element's \(key)"), and editing the element in \(parent.displayName)'s data changed it. SwiftUI treats a new id as a row removed and another inserted: the old row's state (\(stateList)) was discarded, disappear and appear ran, and the new row starts from its initial values (R1.4, R1.3).",
                    fix:
                        "Identify rows by something that stays the same when the element is edited: make the element Identifiable with a stored id (let id = UUID()) and write ForEach(items).",
                    variant: nil))
        }
        return findings
    }

    /// R1.4: ForEach ids must be unique, and `ForEach(range)` without `id:` needs a
    /// constant range. SwiftUI warns and goes on; so does the simulation.
    private func forEachDataProblems() -> [Finding] {
        var findings: [Finding] = []
        for issue in step.forEachIssues {
            let nodes = issue.owner.map { [$0] } ?? []
            let owner = issue.owner?.displayName ?? "the app"
            switch issue.kind {
            case .duplicateID(let id):
                findings.append(
                    Finding(
                        id: "unstable-identity", views: names(nodes), nodes: nodes,
                        headline: "the ForEach id \(id) occurs more than once in \(owner)'s data",
                        explanation:
                            "Two elements of a ForEach in \(owner) have the id \(id). Ids must be unique: SwiftUI logs that this \"will give undefined results\" and may show the wrong row's state; the simulation keeps the first element with the id and leaves the others out (R1.4).",
                        fix:
                            "Give every element its own id (an Identifiable model with a stored id), or pick an 'id:' key path whose values are unique.",
                        variant: nil))
            case .nonConstantRange(let initial, let count):
                findings.append(
                    Finding(
                        id: "unstable-identity", views: names(nodes), nodes: nodes,
                        headline:
                            "ForEach over a range in \(owner) changed from \(initial) to \(count) elements; it keeps its first \(initial)",
                        explanation:
                            "'ForEach(_:content:)' over a range identifies rows by offset and reads its data once, so a range that changes is ignored: rows are neither added nor removed, and SwiftUI logs a warning (R1.4).",
                        fix:
                            "Use 'ForEach(0..<n, id: \\.self)' or, better, 'ForEach(items)' over Identifiable elements.",
                        variant: nil))
            }
        }
        return findings
    }

    /// Whether the view's identity comes from a ForEach element id (R1.4), as opposed
    /// to `.id(_:)` (R1.5).
    static func isForEachRow(_ node: ViewNode) -> Bool {
        for component in node.identity.components.reversed() {
            switch component {
            case .element: return true
            case .explicit: return false
            default: continue
            }
        }
        return false
    }

    private func isOffsetIdentified(_ node: ViewNode) -> Bool {
        node.idSource == .offset
    }

    /// R1.2, R1.5: a view with state was destroyed because a branch switched or an
    /// `.id` changed (not because its data went away).
    private func identityReset() -> [Finding] {
        guard step.index > 0 else { return [] }
        var nodes: [ViewNode] = []
        for frame in step.frames {
            // Storage that persists (`@AppStorage`) is not discarded with the view.
            for old in frame.destroyed
            where old.states.values.contains(where: { $0.isPersistent == false }) || old.stateObjects.isEmpty == false {
                // Dismissed and popped content ends with its presentation, as it should (R0.6, R0.7).
                guard let parent = old.parent, parent.isAlive, parent.type.hostKind == nil else { continue }
                let local = old.identity.components.dropFirst(parent.identity.components.count)
                let byBranchOrID = local.contains {
                    switch $0 {
                    case .branch, .explicit: return true
                    default: return false
                    }
                }
                if byBranchOrID && Self.isForEachRow(old) == false { nodes.append(old) }
            }
        }
        guard nodes.isEmpty == false else { return [] }
        let list = names(nodes)
        return [
            Finding(
                id: "identity-reset", views: list, nodes: nodes,
                headline: "\(list.joined(separator: ", ")) lost its identity; its state was discarded",
                explanation:
                    "A switched if/else or switch branch, or a changed .id, ends an identity: its @State and @StateObject storage is dropped and disappear runs; a view built there again starts from its initial values (R1.2, R1.3, R1.5).",
                fix:
                    "Keep identity stable: change a modifier's argument instead of switching branches, keep state above the branch, and use .id only when a reset is what you want.",
                variant: nil)
        ]
    }

    /// R2.4, R6.3: a child re-ran because an input was a closure or a Binding(get:set:).
    private func uncomparableInput() -> [Finding] {
        guard step.index > 0 else { return [] }
        let hits = runs.filter { run in
            run.reasons.contains { reason in
                guard case .inputChanged(_, let difference, _) = reason else { return false }
                return difference.isUncomparable
            }
        }
        guard hits.isEmpty == false else { return [] }
        let list = names(hits.map(\.node))
        return [
            Finding(
                id: "uncomparable-input", views: list, nodes: hits.map(\.node).uniqueViews(),
                headline: "\(counted(list.count, "view")) re-ran because an input cannot be compared",
                explanation:
                    "\(list.prefix(4).joined(separator: ", "))\(list.count > 4 ? ", …" : "") \(list.count == 1 ? "stores" : "store") a closure or a Binding(get:set:). A capturing closure and a manual binding never compare equal, so the view runs whenever its parent does (R2.4, R6.3).",
                fix:
                    "Store values instead of closures (or exclude the closure with a custom == and .equatable()); prefer $model.property bindings.",
                variant: nil)
        ]
    }

    /// R2.2, R2.5: `==` said equal while something the body shows differs (stale UI),
    /// or a plain-data view's `==` was ignored because it lacks `.equatable()`.
    private func equatableGate() -> [Finding] {
        guard step.index > 0 else { return [] }
        var findings: [Finding] = []
        var nodes: [ViewNode] = []
        var fields: [String] = []
        for frame in step.frames {
            for skip in frame.skips {
                guard case .equatableReturnedTrue(let ignored) = skip.reason, ignored.isEmpty == false,
                    let discarded = skip.discardedValue
                else { continue }
                let stale = ignored.filter { shownPartDiffers(skip.node, field: $0, new: discarded) }
                if stale.isEmpty == false {
                    nodes.append(skip.node)
                    fields += stale.filter { fields.contains($0) == false }
                }
            }
        }
        if nodes.isEmpty == false {
            let list = names(nodes)
            findings.append(
                Finding(
                    id: "equatable-gate", views: list, nodes: nodes.uniqueViews(),
                    headline:
                        "'==' of \(nodes[0].type.name) ignores \(fields.joined(separator: ", ")), which its body shows",
                    explanation:
                        "The custom == returned true although \(fields.joined(separator: ", ")) changed in a part the body displays, so the body was skipped and the old value stays on screen (R2.5).",
                    fix: "Compare every field the body shows in ==, or drop the custom ==.",
                    variant: nil))
        }
        let ignoredEquals = step.frames.flatMap(\.ignoredEquals).uniqueViews()
        if ignoredEquals.isEmpty == false {
            let list = names(ignoredEquals)
            findings.append(
                Finding(
                    id: "equatable-gate", views: list, nodes: ignoredEquals,
                    headline:
                        "the == of \(ignoredEquals[0].type.name) was ignored: it is plain data without .equatable()",
                    explanation:
                        "\(list.prefix(3).joined(separator: ", "))\(list.count > 3 ? ", …" : "") \(list.count == 1 ? "declares" : "declare") ==, and it would have said equal, but a view made only of plain values is compared bit by bit unless it is wrapped in .equatable(), so its body ran anyway (R2.2).",
                    fix: "Wrap the view in .equatable() where it is built, or let the bitwise comparison stand.",
                    variant: nil))
        }
        return findings
    }

    /// Whether a field `==` ignored differs in a part the body read: the body read the
    /// property, and either used it whole or one of the member paths it used differs. A
    /// closure or a `Binding(get:set:)` shows nothing and cannot be compared: leaving it out
    /// of `==` is the fix `uncomparable-input` suggests, not a stale value (R2.4, R2.5).
    private func shownPartDiffers(_ node: ViewNode, field: String, new: StructInstance) -> Bool {
        guard let index = node.type.storedIndex[field], node.propertiesRead.contains(index),
            let old = node.value.field(field), let value = new.field(field),
            let body = node.type.computed["body"]?.accessors?.getter
        else { return false }
        let uses = MemberPaths.uses(of: field, in: body)
        if uses.whole {
            guard let difference = simulation.fieldDiffers(old, value) else { return false }
            return difference.isUncomparable == false
        }
        return uses.paths.contains { path in
            let before = MemberPaths.value(old, at: path)
            let after = MemberPaths.value(value, at: path)
            guard let before, let after else { return true }
            return simulation.fieldDiffers(before, after) != nil
        }
    }

    /// R5.2, R2.3: a child compared unequal because its @State initial value was rebuilt.
    private func stateInitChurn() -> [Finding] {
        guard step.index > 0 else { return [] }
        let hits = runs.filter { run in
            run.reasons.contains { reason in
                guard case .inputChanged(let name, .stateInitialValue, _) = reason else { return false }
                return passesStaleInitialValue(run.node, name)
            }
        }
        guard hits.isEmpty == false else { return [] }
        let list = names(hits.map(\.node))
        var field = ""
        if case .inputChanged(let name, _, _)? = hits[0].reasons.first(where: {
            if case .inputChanged = $0 { return true } else { return false }
        }) {
            field = name
        }
        // An ObservableObject kept in @State is also never subscribed to (R3.1): its changes
        // update no view, and @StateObject is the fix for both.
        var explanation =
            "The parent builds a fresh '\(field)' each time its body runs. @State keeps the first one and discards the new one (state is not reset, R5.1), but the allocation is wasted and the view compares unequal, so its body runs too (R5.2, R2.3)."
        var fix =
            "Create the object once: in the view that owns it with @State's initial value at app or scene level, or lazily in .task."
        switch hits[0].node.states[field]?.value {
        case .object(let object)? where object.type.isObservableObject:
            explanation +=
                " '\(field)' is an ObservableObject: @State does not subscribe the view to its objectWillChange, so its @Published changes update nothing on screen (R3.1)."
            fix =
                "Declare it '@StateObject private var \(field) = \(object.type.name)()': SwiftUI runs the initializer once per identity and subscribes the view (R5.3, R3.1)."
        case .object?, nil:
            break
        case _?:
            // `_draft = State(initialValue: value)` of an Int: no object is made; the hazard
            // is the value @State keeps, which no longer follows the parent's.
            explanation =
                "The parent hands '\(field)' a new initial value each time its body runs. @State keeps the first one and ignores the new ones (state is not reset, R5.1), so the view goes on showing the first value while the parent passes another; and the view compares unequal, so its body runs too (R5.2, R2.3)."
            fix =
                "If the view should follow the parent, take the value as a 'let' (or a @Binding to the parent's state); if it is a draft to edit, reset it where the value changes ('.onChange(of: value) { \(field) = value }') or give the view '.id(value)'."
        }
        return [
            Finding(
                id: "state-init-churn", views: list, nodes: hits.map(\.node).uniqueViews(),
                headline: "\(list.joined(separator: ", ")) got a new @State initial value on every parent run",
                explanation: explanation, fix: fix, variant: nil)
        ]
    }

    /// Whether the new initial value a parent handed `@State` `name` is churn worth a finding:
    /// an object made and discarded, or a value the state no longer shows. A draft the child
    /// pushed up and the parent handed back (`onChange` → model → the same value) leaves
    /// nothing stale (R5.1, R5.2).
    private func passesStaleInitialValue(_ node: ViewNode, _ name: String) -> Bool {
        guard case .wrapper(.state(let initial))? = node.value.field(name), let live = node.states[name]?.value
        else { return true }
        if case .object = initial { return true }
        return simulation.fieldDiffers(initial, live) != nil
    }

    /// R9.3: state written while a body ran.
    private func updateDuringBody() -> [Finding] {
        guard writesDuringBody > 0 else { return [] }
        var text = "A body changed \(writtenInBody.joined(separator: ", ")) while views were updating."
        if let warning = step.warnings.first(where: { $0.rule == "R3.6" || $0.rule == "R5.4" }) {
            text += " SwiftUI warns: \"\(warning.message)\""
        } else {
            text += " @Observable gives no warning: the change invalidates the view again, so it re-runs next frame."
        }
        if step.hitFrameCap { text += " The views never settled: an update loop." }
        return [
            Finding(
                id: "update-during-body", views: writtenInBody, nodes: [],
                headline: "state changed during a view update (\(counted(writesDuringBody, "time")))",
                explanation: text + " (R9.3)",
                fix: "Move the change out of body: into .task, .onAppear or an action.",
                variant: nil)
        ]
    }

    /// R10: timed work still running for a view that is gone.
    private func taskNotCancelled() -> [Finding] {
        let orphaned = step.taskEvents.filter {
            $0.kind == .timerFired && $0.ownerGone && ($0.unstructured || $0.isRunLoopTimer)
        }
        guard let first = orphaned.first else { return [] }
        let explanation: String
        let fix: String
        if first.isRunLoopTimer {
            // A scheduled Timer is the run loop's, not a task's: no view lifetime ends it.
            explanation =
                "The timer was scheduled on the run loop with Timer.scheduledTimer. It repeats until something calls invalidate(); a view's disappearing does not, and neither does the end of the code that scheduled it (R10.1, R10.2)."
            fix =
                "Invalidate the timer in .onDisappear, or let the view own the repetition: a loop with Task.sleep in its .task, or Timer.publish with .onReceive, both ended with the view (R10.2, R10.5)."
        } else {
            explanation =
                "The work was started as an unstructured Task (from .onAppear or spawned inside other code). Nothing cancels it when its view disappears; only a .task modifier's own work is cancelled (R10.1, R10.2)."
            fix =
                "Run the work in the view's .task closure itself (a loop or timer owned by that task), not in a Task it spawns."
        }
        return [
            Finding(
                id: "task-not-cancelled", views: [first.origin], nodes: [],
                headline: "\(first.task) fired \(counted(orphaned.count, "time")) after \(first.origin) went away",
                explanation: explanation, fix: fix, variant: nil)
        ]
    }

    /// R9.1: a frame's work exceeded the display budget.
    private func frameHitch() -> [Finding] {
        let hitches = step.hitchFrames
        guard let worst = hitches.max(by: { $0.cost < $1.cost }) else { return [] }
        let slowest = worst.runs.max { $0.cost < $1.cost }
        var text =
            "Frame \(worst.index) needed \(ValueFormatting.milliseconds(worst.cost)) of a \(ValueFormatting.milliseconds(step.budget)) budget"
        if let slowest {
            text +=
                " (\(worst.runs.count) bodies; the slowest, \(slowest.node.displayName), took \(ValueFormatting.milliseconds(slowest.cost)))"
        }
        return [
            Finding(
                id: "frame-hitch", views: names(worst.runs.map(\.node)), nodes: worst.runs.map(\.node).uniqueViews(),
                headline:
                    "\(counted(hitches.count, "frame")) missed the \(ValueFormatting.milliseconds(step.budget)) budget",
                explanation: text
                    + ". All updates in a frame share one budget; many small ones can miss it as surely as one slow one (R9.1).",
                fix: "Make the bodies that run cheaper, or make fewer of them run.",
                variant: nil)
        ]
    }

    /// R3.3, R4.6: a notification that changed nothing.
    private func sameValueNotify() -> [Finding] {
        guard step.index > 0 else { return [] }
        func isNoOp(_ change: StateChange) -> Bool {
            (change.kind == .published || change.kind == .observableModify || change.kind == .observableSet)
                && change.unchanged && change.duringBody == false
        }
        // The first no-op write whose property no other write of the same batch (the step's
        // own code, or one frame's) changed: writes coalesced into one frame that leave a new
        // value are a change, whatever the first of them wrote. Found without copying the
        // step's writes (a loop's step makes many).
        func firstNoOp(in changes: [StateChange]) -> StateChange? {
            guard changes.contains(where: isNoOp) else { return nil }
            let changed = Set(changes.lazy.filter { $0.unchanged == false }.map(\.target))
            return changes.first { isNoOp($0) && changed.contains($0.target) == false }
        }
        var found = firstNoOp(in: step.changes)
        for index in step.frames.indices where found == nil {
            found = firstNoOp(in: step.frames[index].changes)
        }
        guard let first = found else { return [] }
        // A view ran for nothing only when no write that did change a value would have run it
        // too: a property it read that changed (R4.1), or, for an ObservableObject, any
        // change of the same object, whose one `objectWillChange` runs every subscriber (R3.2).
        var changedTargets: Set<String> = []
        var changedPublishers: Set<String> = []
        for changes in [step.changes] + step.frames.map(\.changes) {
            for change in changes where change.unchanged == false {
                changedTargets.insert(change.target)
                if change.kind == .published || change.kind == .objectWillChangeSend {
                    changedPublishers.insert(change.owner)
                }
            }
        }
        let invalidated = runs.filter { run in
            // (A run names the first of the causes that invalidated it; the others are among
            // its reads.)
            if run.reads.contains(where: { changedTargets.contains("\($0.object.type.name).\($0.propertyName)") }) {
                return false
            }
            var byTheNoOp = false
            for reason in run.reasons {
                switch reason {
                case .observable(let object, let property, _, _):
                    let target = "\(object).\(property)"
                    if changedTargets.contains(target) { return false }
                    if target == first.target { byTheNoOp = true }
                case .objectWillChange(let object, _, let properties, _):
                    if changedPublishers.contains(object) { return false }
                    if properties.contains(where: { first.target == "\(object).\($0)" }) { byTheNoOp = true }
                default:
                    return false
                }
            }
            return byTheNoOp
        }
        guard invalidated.isEmpty == false else { return [] }
        let why =
            switch first.kind {
            case .published: "@Published publishes on every set, with no equality check (R3.3)"
            case .observableSet where simulation.interpreter.alwaysNotifyObservers:
                "the scenario asks for the older toolchains' setter (`observation alwaysNotify`), which notifies on every set (R4.6)"
            case .observableSet:
                "its declared type is not Equatable, so the macro's setter has no equality to check and notifies on every set (R4.6)"
            default: "an in-place mutation goes through _modify, which always notifies (R4.6)"
            }
        return [
            Finding(
                id: "same-value-notify", views: names(invalidated.map(\.node)),
                nodes: invalidated.map(\.node).uniqueViews(),
                headline: "\(first.target) notified although its value did not change",
                explanation:
                    "\(first.target) was written with the value it already had, and \(why); \(counted(names(invalidated.map(\.node)).count, "view")) ran for nothing.",
                fix:
                    "Assign only when the value differs (a plain set of an Equatable @Observable property is deduped).",
                variant: nil)
        ]
    }
}

/// The kind of costly work a body did, from the costed builtin's name (the names
/// `CostTable` charges under: `NumberFormatter()`, `sorted(by:)`, `filter`, …), so
/// the expensive-body fix names what was found.
enum WorkKind: Equatable {
    case formatter, sort, filter, allocation, forEachIDs, explicit, other

    init(workName name: String) {
        if name == "ForEach ids" {
            self = .forEachIDs
        } else if name.hasSuffix("Formatter()") || name.hasSuffix(".string(from:)") {
            self = .formatter
        } else if name.hasPrefix("sorted") || name.hasPrefix("sort") {
            self = .sort
        } else if ["filter", "map", "compactMap", "reduce", "contains(where:)"].contains(name) {
            self = .filter
        } else if name.hasPrefix("allocate ") || name == "UUID()" {
            self = .allocation
        } else if name.hasPrefix("work(") {
            self = .explicit
        } else {
            self = .other
        }
    }

    /// The fix for this kind of work, naming the calls found.
    func fix(names: [String]) -> String {
        let list = names.prefix(3).joined(separator: ", ")
        switch self {
        case .formatter:
            return
                "Create the formatter once (\(list) in body builds one per run): a static let or a model property, reused by every run."
        case .sort:
            return
                "Sort once when the data changes (\(list) runs on every body run): keep the sorted array in the model."
        case .filter:
            return
                "Filter once when the data changes (\(list) walks every element on every body run): cache the result in the model."
        case .allocation:
            return
                "Create the objects once (\(list) allocates on every body run): in the model or a @State initial value."
        case .forEachIDs:
            // R8.2: SwiftUI visits every element for its id whenever the body holding the
            // ForEach runs, in a List too; the work cannot leave the body, only become rarer.
            return
                "The ForEach ids are collected from every element each time this body runs, in a List too (R8.2), so this work cannot move out of body: let the body run less (move what changes often into the views that show it), and hand the ForEach a collection the model already narrowed, with ids that are stored properties."
        case .explicit, .other:
            return
                "Move the work (\(list)) out of body: into the model, .task or an action, and let body read the result."
        }
    }
}

/// `1 row`, `3 rows`: a count with its noun in the right number.
private func counted(_ count: Int, _ word: String) -> String {
    "\(count) \(count == 1 ? word : word + "s")"
}
