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
    struct EnclosingRow {
        var forEach: ViewValue
        var owner: ViewNode
        var offset: Int
        var count: Int
    }

    /// `delete REF`: swipe to delete the ForEach row REF is in.
    func deleteRow(_ ref: ViewRef, range: SourceRange) throws {
        let node = try resolve(ref)
        let row = try enclosingRow(of: node, ref: ref, modifier: "onDelete")
        let subject = "\(node.displayName) (row \(row.offset))"
        guard
            let action = try rowAction(
                row, modifier: "onDelete", ref: ref, kind: .delete, subject: subject, range: range)
        else { return }
        let offsets = IndexSetBuiltins.make([row.offset])
        current.triggers.append(
            Trigger(kind: .delete, subject: subject, action: "onDelete(\(describeOffsets([row.offset])))", site: range))
        let context = JobContext(
            task: runningContext.task, origin: row.owner, fromOnAppear: runningContext.fromOnAppear)
        _ = try running(context) { try interpreter.call(action, arguments: [offsets], at: range) }
    }

    /// `move REF to N`: drag the ForEach row REF is in so that it sits before the row now
    /// at offset N (N equal to the number of rows: to the end).
    func moveRow(_ ref: ViewRef, to destinationExpr: Expr, scope: Scope, range: SourceRange) throws {
        let node = try resolve(ref)
        let row = try enclosingRow(of: node, ref: ref, modifier: "onMove")
        guard case .int(let destination) = try interpreter.evaluate(destinationExpr, stepContext(scope)),
            destination >= 0, destination <= row.count
        else {
            throw RuntimeError(
                "'move … to' needs an offset from 0 to \(row.count) (the ForEach has \(row.count) rows; \(row.count) moves the row to the end)",
                at: destinationExpr.range, group: .references)
        }
        let subject = "\(node.displayName) (row \(row.offset)) to \(destination)"
        guard let action = try rowAction(row, modifier: "onMove", ref: ref, kind: .move, subject: subject, range: range)
        else { return }
        current.triggers.append(
            Trigger(
                kind: .move, subject: subject,
                action: "onMove(\(describeOffsets([row.offset])), \(destination))", site: range))
        let context = JobContext(
            task: runningContext.task, origin: row.owner, fromOnAppear: runningContext.fromOnAppear)
        _ = try running(context) {
            try interpreter.call(
                action, arguments: [IndexSetBuiltins.make([row.offset]), .int(destination)], at: range)
        }
    }

    /// `IndexSet([2])`: the offsets an action is given, as a learner reads them.
    private func describeOffsets(_ offsets: [Int]) -> String {
        "IndexSet(" + ValueFormatting.describe(.array(offsets.map(Value.int))) + ")"
    }

    /// The ForEach modifier's action; nil (with a trigger saying so) for `perform: nil`,
    /// which turns the edit off.
    private func rowAction(
        _ row: EnclosingRow, modifier name: String, ref: ViewRef, kind: Trigger.Kind, subject: String,
        range: SourceRange
    ) throws -> Closure? {
        guard let modifier = row.forEach.modifiers.last(where: { $0.name == name }) else {
            throw RuntimeError(
                "the ForEach that shows '\(refText(ref))' has no '.\(name)'; a user cannot \(kind == .delete ? "delete" : "move") its rows",
                at: ref.range,
                notes: [
                    DiagnosticNote(
                        "'\(kind == .delete ? "delete" : "move")' runs the action of a '.\(name)' written on the ForEach, in the body of \(row.owner.displayName)"
                    )
                ],
                group: .references)
        }
        for argument in modifier.arguments.reversed() {
            if case .closure(let action) = argument.value { return action }
        }
        // `.onDelete(perform: nil)`: SwiftUI offers no delete, so nothing happens.
        current.triggers.append(
            Trigger(kind: kind, subject: subject, action: "nothing: '.\(name)(perform: nil)' turns it off", site: range)
        )
        return nil
    }

    /// The innermost ForEach row `node` is in, or an error that says it is in none, or
    /// that the row is under a presented sheet or a pushed screen (a user reaches only the
    /// front screen, R0.6, R0.7).
    private func enclosingRow(of node: ViewNode, ref: ViewRef, modifier name: String) throws -> EnclosingRow {
        if let front = frontmostScreen(among: viewsInTreeOrder), Self.isInside(node, front) == false {
            throw coveredError(ref, front: front, verb: name == "onDelete" ? "delete" : "move")
        }
        if let row = enclosingRow(of: node) { return row }
        throw RuntimeError(
            "'\(refText(ref))' is not a row of a ForEach, so there is nothing to \(name == "onDelete" ? "delete" : "move")",
            at: ref.range,
            notes: [DiagnosticNote("name a view that a ForEach with '.\(name)' shows, e.g. 'NameRow[\"Ada\"]'")],
            group: .references)
    }

    /// The innermost ForEach row `node` is in, found through the element ids of its
    /// identity path (R1.4) and the ForEach in the output of the view above the row; nil
    /// when it is in none.
    func enclosingRow(of node: ViewNode) -> EnclosingRow? {
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
                collectForEachValues(output) { forEach in
                    guard sites.contains(forEach.site),
                        let offset = forEach.deferredRows.firstIndex(where: { $0.id == key })
                    else { return }
                    found = EnclosingRow(
                        forEach: forEach, owner: parent, offset: offset, count: forEach.deferredRows.count)
                }
                if let found { return found }
            }
            current = parent
        }
        return nil
    }

    /// Visits the ForEach values of a body's output, nested ones (in rows' content) too,
    /// not descending into child views.
    func collectForEachValues(_ view: ViewValue, _ visit: (ViewValue) -> Void) {
        for modifier in view.modifiers {
            for slot in modifier.content { collectForEachValues(slot, visit) }
        }
        if view.customInstance != nil { return }
        if case .forEach = view.kind { visit(view) }
        for child in view.children { collectForEachValues(child, visit) }
    }
}
