// Step actions that edit a ForEach's rows the way a user does in a List: `delete REF`
// (swipe to delete) runs the ForEach's `.onDelete` action with the row's offset, and
// `move REF to N` (drag) runs its `.onMove` action with the row's offset and N. The
// action is code of the view whose body declared the ForEach (R10.1: a Task it starts is
// that view's); what it changes updates the graph as any other write does (R4, R9).
//
// Faithfulness: simplified: no gesture, edit mode or animation is simulated; the action
// runs directly, as `tap` runs a Button's. Offsets are positions in the ForEach's data,
// as SwiftUI passes them (elements whose id repeats an earlier one are not rows, so
// with duplicate ids, whose result SwiftUI leaves undefined, they are positions among
// the rows shown).
import ViewGraphDiagnostics
import ViewGraphSyntax

extension Simulation {
    /// A ForEach row a view is in: the ForEach, the view whose body declared it, and the
    /// row's offset in the ForEach's data.
    private struct EnclosingRow {
        var forEach: ViewValue
        var owner: ViewNode
        var offset: Int
        var count: Int
        /// The view of the app's own the row is, when it is one (its body may add the
        /// row's `.swipeActions`).
        var node: ViewNode? = nil
    }

    /// `delete REF`: swipe to delete the ForEach row REF is in.
    func deleteRow(_ ref: ViewRef, range: SourceRange) throws {
        let (label, row) = try enclosingRow(of: ref, kind: .delete)
        try runRowEdit(
            .delete, row: row, ref: ref, subject: "\(label) (row \(row.offset))",
            arguments: [IndexSetBuiltins.make([row.offset])], range: range)
    }

    /// `move REF to N`: drag the ForEach row REF is in so that it sits before the row now
    /// at offset N (N equal to the number of rows: to the end).
    func moveRow(_ ref: ViewRef, to destinationExpr: Expr, scope: Scope, range: SourceRange) throws {
        let (label, row) = try enclosingRow(of: ref, kind: .move)
        guard case .int(let destination) = try interpreter.evaluate(destinationExpr, stepContext(scope)),
            destination >= 0, destination <= row.count
        else {
            throw RuntimeError(
                "'move … to' needs an offset from 0 to \(row.count) (the ForEach has \(row.count) rows; \(row.count) moves the row to the end)",
                at: destinationExpr.range, group: .references)
        }
        try runRowEdit(
            .move, row: row, ref: ref, subject: "\(label) (row \(row.offset)) to \(destination)",
            arguments: [IndexSetBuiltins.make([row.offset]), .int(destination)], range: range)
    }

    /// `onDelete`, `onMove`: the ForEach modifier a row edit runs.
    private static func modifierName(_ kind: Trigger.Kind) -> String {
        kind == .delete ? "onDelete" : "onMove"
    }

    /// Runs the ForEach's `.onDelete` or `.onMove` action with `arguments`, as code of the
    /// view that declared the ForEach; `perform: nil` turns the edit off, so nothing runs.
    private func runRowEdit(
        _ kind: Trigger.Kind, row: EnclosingRow, ref: ViewRef, subject: String, arguments: [Value],
        range: SourceRange
    ) throws {
        let name = Self.modifierName(kind)
        let verb = kind.verb ?? name
        // The row's view in the ForEach's output.
        let view =
            row.offset < row.forEach.deferredRows.count
            ? row.forEach.children.first(where: { $0.explicitID == row.forEach.deferredRows[row.offset].id }) : nil
        guard let modifier = row.forEach.modifiers.last(where: { $0.name == name }) else {
            if kind == .delete, Self.hasSwipeActions(row: view, body: row.node?.output) {
                // A row whose own `.swipeActions` hold its Delete button is deleted by tapping it.
                throw RuntimeError(
                    "the ForEach that shows '\(refText(ref))' has no '.onDelete': its rows are deleted by their own swipe actions",
                    at: ref.range,
                    notes: [
                        DiagnosticNote(
                            "tap the row's swipe action ('controls' lists it), e.g. its Button(role: .destructive)")
                    ],
                    group: .references)
            }
            throw RuntimeError(
                "the ForEach that shows '\(refText(ref))' has no '.\(name)'; a user cannot \(verb) its rows",
                at: ref.range,
                notes: [
                    DiagnosticNote(
                        "'\(verb)' runs the action of a '.\(name)' written on the ForEach, in the body of \(row.owner.displayName)"
                    )
                ],
                group: .references)
        }
        guard let action = Self.modifierAction(modifier) else {
            // `.onDelete(perform: nil)`: SwiftUI offers no delete, so nothing happens.
            current.triggers.append(
                Trigger(
                    kind: kind, subject: subject, action: "nothing: '.\(name)(perform: nil)' turns it off", site: range)
            )
            return
        }
        let disabler = kind == .delete ? "deleteDisabled" : "moveDisabled"
        if kind == .delete, Self.hasSwipeActions(row: view, body: row.node?.output) {
            throw RuntimeError(
                "the row '\(refText(ref))' has '.swipeActions', so SwiftUI offers no swipe to delete it: '.onDelete' does not add its Delete action to such a row",
                at: ref.range,
                notes: [
                    DiagnosticNote(
                        "tap one of the row's swipe actions instead ('controls' lists them), or put a Button(role: .destructive) in '.swipeActions'"
                    )
                ], group: .references)
        }
        if let view, Self.rowTurnsOff(disabler, view) {
            // `TrackRow(track).deleteDisabled(track.isLocked)`: SwiftUI offers no swipe or drag
            // for that row, so nothing runs.
            current.triggers.append(
                Trigger(
                    kind: kind, subject: subject, action: "nothing: the row's '.\(disabler)(true)' turns it off",
                    site: range))
            return
        }
        let shown = arguments.map { argument in
            guard case .foundation(.indexSet(let offsets)) = argument else { return interpreter.describe(argument) }
            return "IndexSet(" + ValueFormatting.describe(.array(offsets.map(Value.int))) + ")"
        }
        current.triggers.append(
            Trigger(kind: kind, subject: subject, action: "\(name)(\(shown.joined(separator: ", ")))", site: range))
        let context = JobContext(
            task: runningContext.task, origin: row.owner, fromOnAppear: runningContext.fromOnAppear)
        _ = try running(context) { try interpreter.call(action, arguments: arguments, at: range) }
    }

    /// Whether a row's view says `.deleteDisabled(true)` (or `.moveDisabled(true)`): on the
    /// row's view, or on the view a row's builder group holds.
    private static func rowTurnsOff(_ modifierName: String, _ row: ViewValue) -> Bool {
        if case .bool(true)? = rowModifier(modifierName, row)?.arguments.first?.value { return true }
        return false
    }

    /// Whether a ForEach's row has `.swipeActions` of its own: on the row's view, or in the
    /// body of the view of the app's own it is. SwiftUI then adds no Delete swipe to it
    /// from the ForEach's `.onDelete` (Apple's documentation of `swipeActions`).
    static func hasSwipeActions(row view: ViewValue?, body: ViewValue?) -> Bool {
        [view, body].contains { $0.map { rowModifier("swipeActions", $0) != nil } ?? false }
    }

    /// The last modifier named `name` on a row's view, or on the view a row's builder group
    /// holds; nil when it has none.
    private static func rowModifier(_ name: String, _ row: ViewValue) -> ViewModifierValue? {
        var view: ViewValue? = row
        while let current = view {
            if let modifier = current.modifiers.last(where: { $0.name == name }) { return modifier }
            switch current.kind {
            case .group, .conditional: view = current.children.count == 1 ? current.children[0] : nil
            default: view = nil
            }
        }
        return nil
    }

    /// The view REF names (its display name, or the REF for a built-in view in a row) and
    /// the innermost ForEach row it is in, or an error that says it is in none, or that the
    /// row is under a presented sheet or a pushed screen (a user reaches only the front
    /// screen, R0.6, R0.7).
    private func enclosingRow(of ref: ViewRef, kind: Trigger.Kind) throws -> (String, EnclosingRow) {
        let verb = kind.verb ?? ""
        var segments = ref.segments
        var shown: ViewRefSegment?
        if let last = segments.last, Builtins.primitiveViews.contains(last.typeName.name),
            program.type(named: last.typeName.name) == nil, segments.count > 1
        {
            // `delete Names/Text("Grace")`: a row of built-in views, named by a view it shows.
            shown = segments.removeLast()
        }
        let node = try resolve(shown == nil ? ref : ViewRef(segments: segments, range: ref.range))
        let screen = screenRegion(among: viewsInTreeOrder)
        if screen.contains(node) == false { throw coveredError(ref, screen: screen, node: node, verb: verb) }
        if let shown {
            if let row = try enclosingRow(showing: shown, in: node, ref: ref) { return (refText(ref), row) }
            throw RuntimeError(
                "no ForEach row in the body of \(node.displayName) shows '\(refText(ViewRef(segments: [shown], range: shown.range)))'",
                at: shown.range,
                notes: [DiagnosticNote("'controls' lists the rows a user can \(verb), with an example")],
                group: .references)
        }
        if let row = enclosingRow(of: node) { return (node.displayName, row) }
        throw RuntimeError(
            "'\(refText(ref))' is not a row of a ForEach, so there is nothing to \(verb)",
            at: ref.range,
            notes: [
                DiagnosticNote(
                    "name a view that a ForEach with '.\(Self.modifierName(kind))' shows, e.g. 'NameRow[\"Ada\"]'")
            ],
            group: .references)
    }

    /// The ForEach row in `owner`'s output that shows a built-in view matching `segment`
    /// (its type, and its title when the segment gives one: `Text("Grace")`); nil when none.
    /// Several rows that show it are told apart by the segment's `#N` (`Button("Up")#2`, the
    /// second in body order, as `controls` numbers them); without one, the REF is ambiguous.
    private func enclosingRow(showing segment: ViewRefSegment, in owner: ViewNode, ref: ViewRef) throws
        -> EnclosingRow?
    {
        guard let output = owner.output else { return nil }
        var title: Value?
        if case .title(let titleExpr) = segment.selector {
            title = try interpreter.evaluate(titleExpr, EvalContext(scope: appScope))
        }
        // The innermost row that shows it: in `ForEach(groups) { Section { ForEach(…) } }` the
        // inner ForEach's row, whose ForEach has the `.onDelete`. A row that shows it twice
        // counts once.
        var matches: [EnclosingRow] = []
        func walk(_ view: ViewValue, in row: EnclosingRow?) {
            for modifier in view.modifiers {
                for slot in modifier.content { walk(slot, in: row) }
            }
            if view.customInstance != nil { return }
            if let row, view.primitiveName == segment.typeName.name,
                title.map({ wanted in controlTitle(view).map { interpreter.valuesEqual($0, wanted) } ?? false })
                    ?? true,
                matches.last.map({ $0.forEach === row.forEach && $0.offset == row.offset }) != true
            {
                matches.append(row)
            }
            if view.primitiveName == "TabView" {
                let (tabs, selected) = tabs(of: view)
                if tabs.indices.contains(selected) { walk(tabs[selected].view, in: row) }
                return
            }
            if view.isForEach {
                for child in view.children {
                    guard let id = child.explicitID,
                        let offset = view.deferredRows.firstIndex(where: { $0.id == id })
                    else { continue }
                    walk(
                        child,
                        in: EnclosingRow(forEach: view, owner: owner, offset: offset, count: view.deferredRows.count))
                }
                return
            }
            for child in view.children { walk(child, in: row) }
        }
        walk(output, in: nil)
        guard let first = matches.first else { return nil }
        if let ordinal = segment.controlPosition {
            guard ordinal <= matches.count else {
                throw RuntimeError(
                    "'\(refText(ref))' names row \(ordinal), but \(owner.displayName) shows \(matches.count) that match",
                    at: ref.range, group: .references)
            }
            return matches[ordinal - 1]
        }
        guard matches.count == 1 else {
            throw RuntimeError(
                "'\(refText(ref))' matches \(matches.count) rows of \(owner.displayName); add '#N' to name one (e.g. '\(refText(ref))#2', in body order)",
                at: ref.range,
                notes: [DiagnosticNote("rows are counted from 1 in body order; a row that shows it twice counts once")],
                group: .references)
        }
        return first
    }

    /// The innermost ForEach row `node` is in, found through the element ids of its
    /// identity path (R1.4) and the ForEach in the output of the view above the row; nil
    /// when it is in none.
    private func enclosingRow(of node: ViewNode) -> EnclosingRow? {
        var current = node
        while let parent = current.parent {
            let local = current.identity.components.dropFirst(parent.identity.components.count)
            if let elementIndex = local.lastIndex(where: { if case .element = $0 { true } else { false } }),
                case .element(let key) = local[elementIndex], let output = parent.output
            {
                var sites: Set<NodeID> = []
                for component in local[..<elementIndex] {
                    if case .site(let site) = component { sites.insert(site) }
                }
                var found: EnclosingRow?
                collectPrimitives(output) { forEach in
                    guard forEach.isForEach, sites.contains(forEach.site),
                        let offset = forEach.deferredRows.firstIndex(where: { $0.id == key })
                    else { return }
                    found = EnclosingRow(
                        forEach: forEach, owner: parent, offset: offset, count: forEach.deferredRows.count,
                        node: current)
                }
                if let found { return found }
            }
            current = parent
        }
        return nil
    }
}
