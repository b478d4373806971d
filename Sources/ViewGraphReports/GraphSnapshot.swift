// The view graph after one step, as a list of nodes and edges: what the DOT,
// Mermaid and JSON exports draw (DESIGN.md §5 "Exports"). Derived from the live
// graph (`Simulation.viewsInTreeOrder`, each view's dependencies of its last body
// run) and from the step's trace (which sources changed, which bodies ran, which
// views were checked or skipped). Deterministic: views in tree order, sources in
// order of first read, ids from tree positions and object serials.
import ViewGraphEngine

/// A drawing-neutral picture of the view graph after a step.
///
/// Nodes are views (boxes) and the sources they depend on (ellipses): @Observable
/// properties, @State storage, environment keys and ObservableObjects. Edges are
/// the view tree (parent → child) and dependencies (reader → source, labelled with
/// the read chain). Each node carries its status in the step, so a renderer can
/// highlight what changed and what ran, and dim what was only checked or skipped.
package struct GraphSnapshot {
    package enum NodeKind: String {
        case view
        case observableProperty
        case state
        case environment
        case observableObject
        /// A ForEach row content that ran on its own in the step (R2.7), drawn as a box
        /// under the view whose body built the ForEach.
        case rowContent

        /// Views and row contents are boxes in the tree; the others are sources.
        package var isBox: Bool { self == .view || self == .rowContent }
    }

    /// What happened to a node in the step.
    package enum Status: String {
        /// Nothing happened to it.
        case idle
        /// A source whose value changed (or that published) in the step.
        case changed
        /// A view whose body ran (not for the first time).
        case ran
        /// A new view: storage created, first body run.
        case created
        /// A view compared and not run: its inputs compared equal (R2) or the
        /// environment keys it reads kept their values (R7.1).
        case checked
        /// A view whose identity left its parent's body in the step.
        case destroyed

        /// Changed sources and views that ran are drawn in the highlight colour.
        package var isHot: Bool { self == .changed || self == .ran || self == .created }
        /// Checked views are drawn dimmed (R11.3).
        package var isDimmed: Bool { self == .checked }
    }

    package struct Node {
        /// A valid identifier in DOT, Mermaid and JSON: letters, digits, `_`.
        package var id: String
        package var kind: NodeKind
        /// `TrailRow[2]`, `TrailStore.favoriteTrails`, `@State Counter.count`.
        package var label: String
        /// The step's verdict: `ran: @dependencies`, `skipped: inputs equal`.
        package var detail: String?
        package var status: Status
        /// The id of the group the node belongs to (an object's properties), if any.
        package var group: String?
        /// For views: the view's type name.
        package var typeName: String?
        /// For views that ran: whether something it shows changed on screen (R0.4);
        /// false is a body that ran for nothing.
        package var redrawn: Bool? = nil
        /// For sources: the current value, as the step card prints values.
        package var value: String? = nil
    }

    package enum EdgeKind: String {
        /// Parent view → child view.
        case tree
        /// Reader view → source it depends on.
        case dependency
        /// Writer view → environment key it sets for its subtree (`.environment(\.key, v)`).
        case environmentWrite
    }

    package struct Edge {
        package var from: String
        package var to: String
        package var kind: EdgeKind
        /// For dependencies: the read chain or the wrapper (`body › isFavorite(_:)`).
        package var label: String?
        /// A dependency whose source changed and whose reader ran in the step.
        package var isHot: Bool
    }

    /// A link of the step's trigger chain, drawn before the graph: what the user or
    /// the clock did (`tap TrailRow[2] › Button`), then the action it ran.
    package struct ChainNode {
        /// `t1`, `a1`: valid in DOT and Mermaid, distinct from view and source ids.
        package var id: String
        /// `Gesture`, `Action`, `Clock`, `Timer`, `Your code`, `Launch`.
        package var role: String
        package var text: String
    }

    /// A box drawn around an object's properties.
    package struct Group {
        package var id: String
        package var label: String
    }

    package var nodes: [Node] = []
    package var edges: [Edge] = []
    package var groups: [Group] = []
    /// The trigger chain (gesture → action), in order; `chainEdges` join its links to
    /// each other and the last link of each trigger to the sources the step changed,
    /// whose invalidated readers are the hot dependency edges (R11.3).
    package var chain: [ChainNode] = []
    package var chainEdges: [(from: String, to: String)] = []
    /// The step's frame cost against the budget: `1 frame · 0.40 ms of 8.33 ms
    /// (120 Hz)`, `12 frames · worst 9.10 ms of 8.33 ms (120 Hz) · 2 hitches`.
    package var cost: String
    /// The step this snapshot shows.
    package var stepIndex: Int
    package var stepTitle: String

    package init(simulation: Simulation, step: StepTrace) {
        stepIndex = step.index
        stepTitle = step.title
        var builder = Builder(step: step)
        builder.build(simulation.viewsInTreeOrder)
        nodes = builder.nodes
        edges = builder.edges
        groups = builder.groups
        cost = Self.costLine(step)
        buildChain(step)
    }

    static func costLine(_ step: StepTrace) -> String {
        let budget = "\(ReportSupport.ms(step.budget)) (\(StepCard.hertz(step.budget)))"
        let frames = ReportSupport.plural(step.frames.count, "frame")
        guard let worst = step.frames.map(\.cost).max() else { return "no frames: nothing was invalidated" }
        var line =
            step.frames.count == 1
            ? "\(frames) · \(ReportSupport.ms(worst)) of \(budget)"
            : "\(frames) · worst \(ReportSupport.ms(worst)) of \(budget)"
        let hitches = step.hitchFrames.count
        if hitches > 0 { line += " · \(ReportSupport.plural(hitches, "hitch", "hitches"))" }
        return line
    }

    /// Triggers and actions in order; each trigger's last link points at every source
    /// the step changed (not environment keys: a writer's body sets those, R7.2).
    private mutating func buildChain(_ step: StepTrace) {
        var lasts: [String] = []
        for (index, trigger) in step.triggers.enumerated() {
            let role = trigger.kind.causeRole
            let id = "t\(index + 1)"
            chain.append(ChainNode(id: id, role: role, text: trigger.description))
            var last = id
            if let action = trigger.action {
                let actionID = "a\(index + 1)"
                chain.append(ChainNode(id: actionID, role: "Action", text: action))
                chainEdges.append((id, actionID))
                last = actionID
            }
            lasts.append(last)
        }
        if step.index == 0 {
            chain.append(ChainNode(id: "t0", role: "Launch", text: "the app block's views appear"))
            lasts.append("t0")
        }
        for last in lasts {
            for node in nodes where node.kind != .view && node.kind != .environment && node.status == .changed {
                chainEdges.append((last, node.id))
            }
        }
    }

    /// What the picture draws, in words, for its legend: only kinds of node and edge
    /// that appear in it.
    package var legend: [String] {
        var items: [String] = []
        if chain.isEmpty == false { items.append("bold arrows: trigger → action → change") }
        if nodes.contains(where: { $0.status == .changed }) { items.append("orange: changed") }
        if nodes.contains(where: { $0.status == .ran && $0.redrawn == true }) {
            items.append("orange box: ran and redrawn")
        }
        if nodes.contains(where: { $0.status == .ran && $0.redrawn == false }) {
            items.append("orange outline: ran for nothing (screen unchanged)")
        }
        if nodes.contains(where: { $0.status == .created }) { items.append("thick orange: created") }
        if nodes.contains(where: { $0.status == .checked }) { items.append("grey dashed: checked, not run") }
        if nodes.contains(where: { $0.status == .destroyed }) { items.append("red dashed: destroyed") }
        if edges.contains(where: { $0.kind == .dependency && $0.isHot }) {
            items.append("orange arrow: change → invalidated view")
        }
        if edges.contains(where: { $0.kind == .dependency && $0.isHot == false }) { items.append("dashed: reads") }
        if edges.contains(where: { $0.kind == .environmentWrite }) { items.append("dotted: writes") }
        return items
    }

    package func node(_ id: String) -> Node? { nodes.first { $0.id == id } }
}

// MARK: - Building

extension GraphSnapshot {
    /// What the step did to each view and source, gathered once.
    private struct StepFacts {
        var ranReasons: [ObjectIdentifier: [RunReason]] = [:]
        /// Views that ran in the step and changed something on screen (R0.4).
        var redrawn: Set<ObjectIdentifier> = []
        var skipped: [ObjectIdentifier: SkipReason] = [:]
        var checked: [ObjectIdentifier: [EnvironmentKey]] = [:]
        var destroyed: [ViewNode] = []
        /// `Type.property` of @Observable and @Published changes that notified.
        var changedProperties: Set<String> = []
        /// `Type` of ObservableObjects that published or were sent `objectWillChange`.
        var publishedTypes: Set<String> = []
        /// `Owner.name` of @State changes.
        var changedStates: Set<String> = []
        var changedEnvironment: Set<EnvironmentKey> = []
        /// Row contents that ran alone, in order (R2.7).
        var rowRuns: [RowContentRun] = []

        init(step: StepTrace) {
            for frame in step.frames {
                rowRuns += frame.rowRuns
                for run in frame.runs {
                    ranReasons[ObjectIdentifier(run.node), default: []] += run.reasons
                    if run.redrawn { redrawn.insert(ObjectIdentifier(run.node)) }
                }
                for skip in frame.skips where ranReasons[ObjectIdentifier(skip.node)] == nil {
                    skipped[ObjectIdentifier(skip.node)] = skip.reason
                }
                for check in frame.checks {
                    checked[ObjectIdentifier(check.node), default: []] += check.keys
                }
                destroyed += frame.destroyed
                changedEnvironment.formUnion(frame.environmentChanges)
            }
            for change in step.allChanges {
                switch change.kind {
                case .observableSet, .observableModify:
                    changedProperties.insert(change.target)
                case .published:
                    changedProperties.insert(change.target)
                    publishedTypes.insert(change.owner)
                case .objectWillChangeSend:
                    publishedTypes.insert(change.owner)
                case .stateSet:
                    changedStates.insert(change.target)
                case .observableDeduped, .stateUnchanged, .stateDropped:
                    break
                }
            }
        }
    }

    private struct Builder {
        let facts: StepFacts
        var nodes: [Node] = []
        var edges: [Edge] = []
        var groups: [Group] = []
        var sourceIndex: [String: Int] = [:]
        var environmentIDs: [EnvironmentKey: String] = [:]

        init(step: StepTrace) {
            facts = StepFacts(step: step)
        }

        mutating func build(_ views: [ViewNode]) {
            // Objects shown under their type name alone unless two instances of a type appear.
            var instances: [String: Set<Int>] = [:]
            for view in views {
                for read in view.observableReads {
                    instances[read.object.type.name, default: []].insert(read.object.serial)
                }
                for object in view.subscriptions { instances[object.type.name, default: []].insert(object.serial) }
            }
            func objectName(_ object: ObjectInstance) -> String {
                (instances[object.type.name]?.count ?? 0) > 1 ? object.displayName : object.type.name
            }

            for view in views {
                let id = Self.viewID(view)
                nodes.append(viewNode(view, id: id))
                if let parent = view.parentView {
                    edges.append(Edge(from: Self.viewID(parent), to: id, kind: .tree, label: nil, isHot: false))
                }
            }
            for (index, view) in facts.destroyed.enumerated() {
                nodes.append(
                    Node(
                        id: "x\(index + 1)", kind: .view, label: view.displayName, detail: "destroyed",
                        status: .destroyed, group: nil, typeName: view.type.name))
            }
            for view in views {
                let reader = Self.viewID(view)
                let ran = facts.ranReasons[ObjectIdentifier(view)] != nil
                // @Observable properties, once per property, with the first chain that read it.
                var seen: Set<String> = []
                for read in view.observableReads {
                    let object = read.object
                    let property = read.propertyName
                    let id = "o\(object.serial)_\(Self.identifierPart(property))"
                    guard seen.insert(id).inserted else { continue }
                    let qualified = "\(object.type.name).\(property)"
                    let unique = (instances[object.type.name]?.count ?? 0) <= 1
                    let changed =
                        facts.changedProperties.contains(qualified)
                        && (unique || someReaderRan(for: object, field: read.field, among: views))
                    let groupID = "o\(object.serial)"
                    if groups.contains(where: { $0.id == groupID }) == false {
                        groups.append(Group(id: groupID, label: "@Observable \(objectName(object))"))
                    }
                    addSource(
                        Node(
                            id: id, kind: .observableProperty, label: "\(objectName(object)).\(property)", detail: nil,
                            status: changed ? .changed : .idle, group: groupID, typeName: nil,
                            value: ValueFormatting.describe(object.fields[read.field])))
                    let label = read.chain.isEmpty ? nil : read.chain.joined(separator: " › ")
                    edges.append(Edge(from: reader, to: id, kind: .dependency, label: label, isHot: ran && changed))
                }
                // ObservableObjects it subscribes to: objectWillChange, whatever it reads.
                for object in view.subscriptions {
                    let id = "oo\(object.serial)"
                    let changed = facts.publishedTypes.contains(object.type.name)
                    addSource(
                        Node(
                            id: id, kind: .observableObject, label: "ObservableObject \(objectName(object))",
                            detail: "objectWillChange", status: changed ? .changed : .idle, group: nil, typeName: nil))
                    var names: [String] = []
                    for read in view.publishedReads where read.object === object {
                        let name = read.object.type.stored[read.field].name
                        if names.contains(name) == false { names.append(name) }
                    }
                    let label = "objectWillChange" + (names.isEmpty ? "" : " (reads \(names.joined(separator: ", ")))")
                    edges.append(Edge(from: reader, to: id, kind: .dependency, label: label, isHot: ran && changed))
                }
                // @State boxes its body read (its own or, through a Binding, another view's).
                for box in view.stateBoxesRead {
                    let owner = box.owner
                    let ownerName = owner?.displayName ?? "view"
                    let id = "s_" + (owner.map { Self.viewID($0) } ?? "gone") + "_" + Self.identifierPart(box.name)
                    let changed = facts.changedStates.contains("\(ownerName).\(box.name)")
                    addSource(
                        Node(
                            id: id, kind: .state, label: "\(box.label) \(ownerName).\(box.name)", detail: nil,
                            status: changed ? .changed : .idle, group: nil, typeName: nil,
                            value: ValueFormatting.describe(box.value)))
                    if edges.contains(where: { $0.from == reader && $0.to == id }) == false {
                        edges.append(
                            Edge(
                                from: reader, to: id, kind: .dependency, label: owner === view ? "@State" : "Binding",
                                isHot: ran && changed))
                    }
                }
                // Environment keys its body read.
                for key in view.environmentReadOrder {
                    let id = environmentID(key)
                    let changed = facts.changedEnvironment.contains(key)
                    addSource(
                        Node(
                            id: id, kind: .environment, label: key.label, detail: nil,
                            status: changed ? .changed : .idle, group: nil, typeName: nil,
                            value: key.holdsObject ? nil : view.environmentReads[key].map(ValueFormatting.describe)))
                    edges.append(
                        Edge(from: reader, to: id, kind: .dependency, label: nil, isHot: ran && changed))
                }
            }
            // Row contents that ran alone: a box under their owner, with their own reads.
            var rowIDs: [ObjectIdentifier: String] = [:]
            for run in facts.rowRuns where run.owner.isAlive && run.content.isAlive {
                let key = ObjectIdentifier(run.content)
                let isNew = run.reasons.contains { if case .created = $0 { true } else { false } }
                if let id = rowIDs[key] {
                    if let index = nodes.firstIndex(where: { $0.id == id }), isNew == false {
                        nodes[index].status = .ran
                    }
                    continue
                }
                let owner = Self.viewID(run.owner)
                let id = "r\(run.content.serial)"
                rowIDs[key] = id
                var tokens: [String] = []
                for reason in run.reasons where tokens.contains(reason.token) == false { tokens.append(reason.token) }
                nodes.append(
                    Node(
                        id: id, kind: .rowContent, label: run.displayName,
                        detail: (isNew ? "new: " : "ran: ") + tokens.joined(separator: " "),
                        status: isNew ? .created : .ran, group: nil, typeName: "ForEach"))
                edges.append(Edge(from: owner, to: id, kind: .tree, label: nil, isHot: false))
                var seen: Set<String> = []
                for read in run.content.observableReads {
                    let object = read.object
                    let source = "o\(object.serial)_\(Self.identifierPart(read.propertyName))"
                    guard seen.insert(source).inserted else { continue }
                    let changed = facts.changedProperties.contains("\(object.type.name).\(read.propertyName)")
                    let groupID = "o\(object.serial)"
                    if groups.contains(where: { $0.id == groupID }) == false {
                        groups.append(Group(id: groupID, label: "@Observable \(objectName(object))"))
                    }
                    addSource(
                        Node(
                            id: source, kind: .observableProperty, label: "\(objectName(object)).\(read.propertyName)",
                            detail: nil, status: changed ? .changed : .idle, group: groupID, typeName: nil,
                            value: ValueFormatting.describe(object.fields[read.field])))
                    edges.append(
                        Edge(
                            from: id, to: source, kind: .dependency, label: read.chain.joined(separator: " › "),
                            isHot: changed))
                }
            }
            // Environment writes, drawn from the view whose body wrote them (not the app block).
            for view in views {
                guard let writer = view.parentView else { continue }
                for write in view.environmentWrites where write.key.holdsObject == false {
                    let from = Self.viewID(writer)
                    let id = environmentID(write.key)
                    if sourceIndex[id] == nil {
                        addSource(
                            Node(
                                id: id, kind: .environment, label: write.key.label, detail: nil,
                                status: facts.changedEnvironment.contains(write.key) ? .changed : .idle, group: nil,
                                typeName: nil, value: ValueFormatting.describe(write.value)))
                    }
                    if edges.contains(where: { $0.kind == .environmentWrite && $0.from == from && $0.to == id }) {
                        continue
                    }
                    let ran = facts.ranReasons[ObjectIdentifier(writer)] != nil
                    edges.append(
                        Edge(
                            from: from, to: id, kind: .environmentWrite, label: "writes",
                            isHot: ran && facts.changedEnvironment.contains(write.key)))
                }
            }
        }

        /// Whether a view reading exactly this instance's property ran for a change to it
        /// (the trace names changes by type, so this tells instances of one type apart).
        private func someReaderRan(for object: ObjectInstance, field: Int, among views: [ViewNode]) -> Bool {
            let property = object.type.stored[field].name
            for view in views where view.observableReads.contains(where: { $0.object === object && $0.field == field })
            {
                for reason in facts.ranReasons[ObjectIdentifier(view)] ?? [] {
                    if case .observable(let name, let changed, _, _) = reason, name == object.type.name,
                        changed == property
                    {
                        return true
                    }
                }
            }
            return false
        }

        private mutating func addSource(_ node: Node) {
            if let index = sourceIndex[node.id] {
                if node.status == .changed { nodes[index].status = .changed }
                return
            }
            sourceIndex[node.id] = nodes.count
            nodes.append(node)
        }

        private mutating func environmentID(_ key: EnvironmentKey) -> String {
            if let id = environmentIDs[key] { return id }
            let id = "e\(environmentIDs.count + 1)"
            environmentIDs[key] = id
            return id
        }

        private func viewNode(_ view: ViewNode, id: String) -> Node {
            let key = ObjectIdentifier(view)
            let status: Status
            let detail: String?
            if let reasons = facts.ranReasons[key] {
                let isNew = reasons.contains { if case .created = $0 { true } else { false } }
                status = isNew ? .created : .ran
                var tokens: [String] = []
                for reason in reasons where tokens.contains(reason.token) == false { tokens.append(reason.token) }
                detail = (isNew ? "new: " : "ran: ") + tokens.joined(separator: " ")
            } else if let reason = facts.skipped[key] {
                status = .checked
                detail =
                    "checked, not run: " + Self.skipSummary(reason)
                    + (facts.checked[key] != nil ? ", environment unchanged" : "")
            } else if facts.checked[key] != nil {
                status = .checked
                detail = "checked, not run: environment"
            } else {
                status = .idle
                detail = nil
            }
            var node = Node(
                id: id, kind: .view, label: view.displayName, detail: detail, status: status, group: nil,
                typeName: view.type.name)
            if status == .ran {
                let redrawn = facts.redrawn.contains(key)
                node.redrawn = redrawn
                node.detail = (detail ?? "") + (redrawn ? " · redrawn" : " · unchanged on screen")
            }
            return node
        }

        static func viewID(_ view: ViewNode) -> String {
            "v" + view.treeOrder.map(String.init).joined(separator: "_")
        }

        static func skipSummary(_ reason: SkipReason) -> String {
            switch reason {
            case .inputsEqual: "inputs equal"
            case .equatableReturnedTrue: "== returned true"
            case .environmentUnchanged: "environment unchanged"
            }
        }

        /// Letters, digits and `_` only (scenario identifiers already are).
        static func identifierPart(_ text: String) -> String {
            String(
                text.unicodeScalars.map { scalar -> Character in
                    (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) && scalar.isASCII
                        ? Character(scalar) : "_"
                })
        }
    }
}

extension ViewNode {
    /// The parent, unless it is the synthetic root (which reports never show).
    fileprivate var parentView: ViewNode? {
        guard let parent, parent.isRoot == false else { return nil }
        return parent
    }
}
