// What a body run changed on screen (DESIGN.md §1 "redrawn vs unchanged on
// screen"), described by structure: ForEach rows inserted, removed and moved by id,
// and the texts that changed in place, instead of the first differing line by
// position. Rules: R0.4 (rendered output), R1.4 (row identity). Faithfulness:
// simplified: rows are compared by their ids and their own primitives; a child
// view's content belongs to that child's run.

/// One ForEach row of a body's rendered output: its id and where its lines are.
package struct RenderedRow {
    /// Which ForEach of the output it belongs to: its site, after the rows it is inside, so
    /// a ForEach that stays is matched with itself when one before it appears or goes.
    package var container: String
    package var id: ValueKey
    /// Identity from the position (`ForEach(items.indices, id: \.self)`, `0..<n`).
    package var positional: Bool
    /// Its lines in the rendered output (the `row` line and its content below).
    package var lines: Range<Int>
    /// The row's content includes a view of the scenario's own (its content is that
    /// view's, compared by its own run), not only primitives.
    package var hasCustomView: Bool
    /// The ForEach lists a Picker's options, not rows of the List or stack around it.
    package var isPickerOption = false
}

/// A ForEach of a body's rendered output and all its rows, those outside a lazy
/// container's window too (R8.1).
package struct RenderedForEach {
    /// Its key, as `RenderedRow.container`.
    package var container: String
    package var rows: [DeferredRow]
}

/// A structural description of what changed on screen between two renders of one
/// view. Reports render it (`description`); findings read its counts.
package struct ScreenChange: CustomStringConvertible {
    /// A row that appeared or went away: its id and its first line of content.
    package struct Row {
        package var id: String
        package var content: String
        /// One of a Picker's options (`option "Poetry" inserted in a Picker`), not a row.
        package var isPickerOption = false
        /// Its ForEach's key (`RenderedRow.container`).
        var container = ""
        /// Its id as a key (nil for rows made outside a comparison).
        var key: ValueKey?
    }
    package var inserted: [Row] = []
    package var removed: [Row] = []
    package var moved: [Row] = []
    /// Rows of a lazy container that came into its window, or left it, because rows before
    /// them were inserted or removed: in the data before and after, not inserted or removed
    /// (R8.1).
    package var cameIntoView: [Row] = []
    package var leftView: [Row] = []
    /// Lines whose text changed in place (inside a row that kept its id, or outside rows).
    package var changedTexts: [(old: String, new: String)] = []
    /// Branches switched whose content reads the same (`branch 1` → `branch 0`): new
    /// identities, their views destroyed and created (R1.2), but nothing different on
    /// screen. Not part of `isEmpty` or `description`: reports name it as an identity
    /// change, not a redraw.
    package var branchSwitches: [(old: String, new: String)] = []
    /// Whether all that changed is branches switched to the same content.
    package var isOnlyBranchSwitch: Bool { isEmpty && branchSwitches.isEmpty == false }
    /// Lines that appeared or went away outside rows (a branch switch, an `if`).
    package var appeared: [String] = []
    package var disappeared: [String] = []
    /// Rows of positional ForEach ids that kept their id but now show the content
    /// another id showed before: the identity stayed with the position (R1.4).
    package var rowsShiftedByPosition = 0
    /// Rows that went away and came back with the same content under a new id: the
    /// ids are not stable (made in body, R1.4).
    package var rowsRebuiltUnderNewIDs = 0
    /// Every line that changed is on a screen a pushed screen covers (R0.7): the output
    /// changed, but nothing visible did until the push is popped.
    package var coveredByPush = false

    package var isEmpty: Bool {
        inserted.isEmpty && removed.isEmpty && moved.isEmpty && changedTexts.isEmpty && appeared.isEmpty
            && disappeared.isEmpty && cameIntoView.isEmpty && leftView.isEmpty
    }

    package var description: String {
        var parts: [String] = []
        func rows(_ verb: String, _ rows: [Row]) {
            // A Picker's options are not rows of the List around it.
            for options in [false, true] {
                let group = rows.filter { $0.isPickerOption == options }
                guard let first = group.first else { continue }
                let (one, many, place) = options ? ("option", "options", " in a Picker") : ("row", "rows", "")
                if group.count == 1 {
                    parts.append(
                        "\(one) \(first.id) \(verb)\(place)" + (first.content.isEmpty ? "" : " (\(first.content))"))
                } else if group.count <= 3, group.reduce(0, { $0 + $1.id.count }) <= 24 {
                    // A few short ids are named all (`2 rows removed (1, 2)`); more, or long ones
                    // (UUIDs), by the first.
                    parts.append(
                        "\(group.count) \(many) \(verb)\(place) (\(group.map(\.id).joined(separator: ", ")))")
                } else {
                    parts.append("\(group.count) \(many) \(verb)\(place) (\(first.id) …)")
                }
            }
        }
        if let first = changedTexts.first {
            var text = "\(first.old) → \(first.new)"
            if changedTexts.count > 1 { text += " and \(changedTexts.count - 1) more" }
            parts.append(text)
        }
        rows("inserted", inserted)
        rows("removed", removed)
        rows("moved", moved)
        rows("came into view", cameIntoView)
        rows("went out of view", leftView)
        func lines(_ sign: String, _ lines: [String]) {
            guard let first = lines.first else { return }
            parts.append(sign + " " + first + (lines.count > 1 ? " and \(lines.count - 1) more" : ""))
        }
        lines("+", appeared)
        lines("−", disappeared)
        let text = parts.joined(separator: ", ")
        return coveredByPush && text.isEmpty == false
            ? "under a pushed screen, not visible until it is popped: " + text : text
    }

    /// Compares two renders of one view: rows by id, everything else line by line.
    /// `oldForEachRows` and `newForEachRows` are all the rows of each ForEach: a row that
    /// enters or leaves a lazy window but stays in the data is not inserted or removed.
    package static func between(
        old: [String], oldRows: [RenderedRow], new: [String], newRows: [RenderedRow],
        oldForEachRows: [RenderedForEach] = [], newForEachRows: [RenderedForEach] = []
    ) -> ScreenChange {
        // Built by a mutating method and returned once: an early `return` of the local was
        // copied whole (its eleven arrays) on every redrawn body.
        var change = ScreenChange()
        change.compare(
            old: old, oldRows: oldRows, new: new, newRows: newRows, oldForEachRows: oldForEachRows,
            newForEachRows: newForEachRows)
        return change
    }

    private mutating func compare(
        old: [String], oldRows: [RenderedRow], new: [String], newRows: [RenderedRow],
        oldForEachRows: [RenderedForEach], newForEachRows: [RenderedForEach]
    ) {
        let oldSkeleton = Self.skeleton(old, rows: oldRows)
        let newSkeleton = Self.skeleton(new, rows: newRows)
        if oldSkeleton != newSkeleton { addLineChanges(oldSkeleton, newSkeleton) }
        if oldRows.isEmpty && newRows.isEmpty { return }
        if let only = newRows.first?.container ?? oldRows.first?.container,
            newRows.allSatisfy({ $0.container == only }), oldRows.allSatisfy({ $0.container == only })
        {
            // Most outputs have one ForEach: its rows, with no grouping.
            addRowChanges(old: old, oldRows: oldRows, new: new, newRows: newRows)
        } else {
            // The rows of each ForEach, grouped in one pass; the ForEach views in screen order:
            // the new render's, then those that went away.
            var containers: [String] = []
            // A ForEach inside another's rows (sections of rows): keys past the outer row.
            let nested =
                oldRows.contains { $0.container.contains("/row ") }
                || newRows.contains { $0.container.contains("/row ") }
            var oldByContainer: [String: [RenderedRow]] = [:]
            var newByContainer: [String: [RenderedRow]] = [:]
            for row in newRows {
                if newByContainer[row.container] == nil { containers.append(row.container) }
                newByContainer[row.container, default: []].append(row)
            }
            for row in oldRows {
                if oldByContainer[row.container] == nil, newByContainer[row.container] == nil {
                    containers.append(row.container)
                }
                oldByContainer[row.container, default: []].append(row)
            }
            for container in containers {
                addRowChanges(
                    old: old, oldRows: oldByContainer[container] ?? [], new: new,
                    newRows: newByContainer[container] ?? [], allOld: oldRows, allNew: newRows, nested: nested)
            }
        }
        // A row inside a row that came or went (a section's rows, in a ForEach of sections)
        // comes and goes with it: only the outer row is listed.
        removed = Self.outermost(removed)
        inserted = Self.outermost(inserted)
        separateWindowChanges(oldForEachRows: oldForEachRows, newForEachRows: newForEachRows)
    }

    /// Moves the rows inserted that the data had before (they came into a lazy window) and
    /// the rows removed that the data still has (they left it) to their own lists. The
    /// ids are hashed only when a window changed, for the ForEach views concerned.
    private mutating func separateWindowChanges(
        oldForEachRows: [RenderedForEach], newForEachRows: [RenderedForEach]
    ) {
        guard inserted.isEmpty == false || removed.isEmpty == false else { return }
        func ids(of container: String, in forEachRows: [RenderedForEach], cache: inout [String: Set<ValueKey>])
            -> Set<ValueKey>
        {
            if let known = cache[container] { return known }
            let rows = forEachRows.first { $0.container == container }?.rows ?? []
            let made = Set(rows.map(\.id))
            cache[container] = made
            return made
        }
        var oldIDs: [String: Set<ValueKey>] = [:]
        var newIDs: [String: Set<ValueKey>] = [:]
        if inserted.isEmpty == false, oldForEachRows.isEmpty == false {
            var stillInserted: [Row] = []
            for row in inserted {
                if let key = row.key, ids(of: row.container, in: oldForEachRows, cache: &oldIDs).contains(key) {
                    cameIntoView.append(row)
                } else {
                    stillInserted.append(row)
                }
            }
            inserted = stillInserted
        }
        if removed.isEmpty == false, newForEachRows.isEmpty == false {
            var stillRemoved: [Row] = []
            for row in removed {
                if let key = row.key, ids(of: row.container, in: newForEachRows, cache: &newIDs).contains(key) {
                    leftView.append(row)
                } else {
                    stillRemoved.append(row)
                }
            }
            removed = stillRemoved
        }
    }

    /// The rows that are not inside another of `rows`: a nested ForEach's key starts with the
    /// key of the row it is in (`12/row 3/40` is inside row 3 of ForEach 12).
    private static func outermost(_ rows: [Row]) -> [Row] {
        guard rows.contains(where: { $0.container.contains("/row ") }) else { return rows }
        let scopes = Set(rows.map { $0.container + "/row " + $0.id + "/" })
        return rows.filter { row in
            var prefix = ""
            for character in row.container {
                prefix.append(character)
                if character == "/", scopes.contains(prefix) { return false }
            }
            return true
        }
    }

    /// The lines outside rows (a row's lines are left out; its ForEach line stays).
    private static func skeleton(_ lines: [String], rows: [RenderedRow]) -> [String] {
        guard rows.isEmpty == false else { return lines }
        var inRow = [Bool](repeating: false, count: lines.count)
        for row in rows { for index in row.lines where index < lines.count { inRow[index] = true } }
        return lines.indices.filter { inRow[$0] == false }.map { lines[$0] }
    }

    private static func content(_ lines: [String], _ row: RenderedRow) -> [String] {
        Array(lines[row.lines].dropFirst()).map(\.trimmingLeadingSpaces)
    }

    /// A row's content without the rows of a ForEach inside it (a section's rows).
    private static func ownContent(_ lines: [String], _ row: RenderedRow, among rows: [RenderedRow]) -> [String] {
        let inner = rows.filter {
            $0.lines != row.lines && $0.lines.lowerBound >= row.lines.lowerBound
                && $0.lines.upperBound <= row.lines.upperBound
        }
        guard inner.isEmpty == false else { return content(lines, row) }
        return row.lines.dropFirst().filter { index in inner.contains { $0.lines.contains(index) } == false }
            .map { lines[$0].trimmingLeadingSpaces }
    }

    private mutating func addRowChanges(
        old: [String], oldRows: [RenderedRow], new: [String], newRows: [RenderedRow],
        allOld: [RenderedRow] = [], allNew: [RenderedRow] = [], nested: Bool = false
    ) {
        let oldByID = Dictionary(oldRows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(newRows.map(\.id))
        func row(_ lines: [String], _ rendered: RenderedRow) -> Row {
            Row(
                id: ValueKeyFormatting.describe(rendered.id),
                content: Self.content(lines, rendered).first ?? "", isPickerOption: rendered.isPickerOption,
                container: rendered.container, key: rendered.id)
        }
        // Hashed, so that a step that changes every row stays O(n): the old rows' contents,
        // and how many of each belong to rows whose id went away.
        let oldContents = Set(oldRows.filter { $0.hasCustomView == false }.map { Self.content(old, $0) })
        var unmatchedOldContents: [[String]: Int] = [:]
        for rendered in oldRows where newIDs.contains(rendered.id) == false && rendered.hasCustomView == false {
            unmatchedOldContents[Self.content(old, rendered), default: 0] += 1
        }
        for rendered in newRows {
            guard let before = oldByID[rendered.id] else {
                inserted.append(row(new, rendered))
                let content = Self.content(new, rendered)
                if rendered.hasCustomView == false, let count = unmatchedOldContents[content], count > 0 {
                    unmatchedOldContents[content] = count - 1
                    rowsRebuiltUnderNewIDs += 1
                }
                continue
            }
            var was = Self.content(old, before)
            var now = Self.content(new, rendered)
            guard was != now else { continue }
            if nested {
                // A section's own lines: the rows of a ForEach inside it are compared in theirs.
                was = Self.ownContent(old, before, among: allOld)
                now = Self.ownContent(new, rendered, among: allNew)
                guard was != now else { continue }
            }
            addLineChanges(was, now)
            if rendered.positional && rendered.hasCustomView == false && oldContents.contains(now) {
                rowsShiftedByPosition += 1
            }
        }
        for rendered in oldRows where newIDs.contains(rendered.id) == false {
            removed.append(row(old, rendered))
        }
        // Rows that kept their id but changed order relative to the others that stayed: the
        // fewest rows whose moving explains the new order (those outside the longest run of
        // rows still in their old relative order), as a user sees one dragged row move.
        let kept = oldRows.map(\.id).filter { newIDs.contains($0) }
        let keptNew = newRows.filter { oldByID[$0.id] != nil }
        if kept != keptNew.map(\.id) {
            var oldPosition: [ValueKey: Int] = [:]
            for (index, id) in kept.enumerated() { oldPosition[id] = index }
            let stayed = Self.longestIncreasingRun(keptNew.map { oldPosition[$0.id] ?? 0 })
            for (index, rendered) in keptNew.enumerated() where stayed.contains(index) == false {
                moved.append(row(new, rendered))
            }
        }
    }

    /// The indices of a longest strictly increasing subsequence of `values` (patience
    /// sorting, O(n log n)); of several, the one that ends earliest at each length.
    package static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // index into `values` of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: Set<Int> = []
        var current = tails.last ?? -1
        while current >= 0 {
            run.insert(current)
            current = previous[current]
        }
        return run
    }

    /// Line changes outside rows, or inside one row: in place when the counts match,
    /// else what appeared and what went away (structural lines give way to content).
    private mutating func addLineChanges(_ old: [String], _ new: [String]) {
        if old.count == new.count {
            // Which kinds of line differ, without copying one (most steps: one text in place).
            var markerChanged = false
            var contentChanged = false
            var firstChanged: Int?
            var changedCount = 0
            for index in old.indices where old[index] != new[index] {
                if Self.isStructuralLine(old[index]) || Self.isStructuralLine(new[index]) {
                    markerChanged = true
                } else {
                    contentChanged = true
                }
                if firstChanged == nil { firstChanged = index }
                changedCount += 1
            }
            if markerChanged == false {
                // The same structure: each line changed in place (most steps: one line, not
                // compared a second time).
                guard let first = firstChanged else { return }
                if changedCount == 1, changedTexts.isEmpty {
                    changedTexts = [(old[first].trimmingLeadingSpaces, new[first].trimmingLeadingSpaces)]
                    return
                }
                for index in first..<old.count where index == first || old[index] != new[index] {
                    changedTexts.append((old[index].trimmingLeadingSpaces, new[index].trimmingLeadingSpaces))
                }
                return
            }
            if contentChanged == false, let index = old.indices.first(where: { old[$0] != new[$0] }) {
                // Only a branch marker changed: the same content under a new identity (R1.2).
                let pair = (old: old[index].trimmingLeadingSpaces, new: new[index].trimmingLeadingSpaces)
                if pair.new.hasPrefix("branch ") && pair.old.hasPrefix("branch ") {
                    branchSwitches.append(pair)
                } else {
                    changedTexts.append(pair)
                }
                return
            }
            // Another branch with other content: compared by structure below, so that no
            // view of the old branch is said to have changed into one of the new (R1.2).
        }
        // In screen order (a difference lists its removals last line first), each line with
        // the branches and rows it is inside.
        let oldScopes = Self.scopes(old)
        let newScopes = Self.scopes(new)
        var removedLines: [(offset: Int, line: String)] = []
        var insertedLines: [(offset: Int, line: String)] = []
        for step in new.difference(from: old) {
            switch step {
            case .remove(let offset, let line, _): removedLines.append((offset, line.trimmingLeadingSpaces))
            case .insert(let offset, let line, _): insertedLines.append((offset, line.trimmingLeadingSpaces))
            }
        }
        func content(_ lines: [(offset: Int, line: String)]) -> [(offset: Int, line: String)] {
            let ordered = lines.sorted { $0.offset < $1.offset }
            let views = ordered.filter { Self.isStructuralLine($0.line) == false }
            return views.isEmpty ? Array(ordered.prefix(1)) : views
        }
        // A line that went away pairs with a new line of the same view in the same branch
        // (`Text(…)`, `‹Feed›`), one with the same title first (`LabeledContent("Total", …)`):
        // its text changed. The rest appeared or went away.
        var after = content(insertedLines)
        for removed in content(removedLines) {
            let scope = oldScopes[removed.offset]
            let candidates = after.indices.filter {
                newScopes[after[$0].offset] == scope && Self.viewName(after[$0].line) == Self.viewName(removed.line)
            }
            let titled = candidates.first { Self.title(after[$0].line) == Self.title(removed.line) }
            if let index = titled ?? candidates.first {
                changedTexts.append((removed.line, after.remove(at: index).line))
            } else {
                disappeared.append(removed.line)
            }
        }
        appeared += after.map(\.line)
    }

    /// Whether a rendered line is a `branch` or `row` marker, read past its indentation in place.
    private static func isStructuralLine(_ line: String) -> Bool {
        // Over the UTF-8 bytes: Character and generic sequence comparisons cost hundreds of
        // instructions a line, and every redrawn body compares its lines. Most lines are
        // views (`Text(…)`), told apart by their first byte.
        let bytes = line.utf8
        var index = bytes.startIndex
        while index != bytes.endIndex, bytes[index] == UInt8(ascii: " ") { bytes.formIndex(after: &index) }
        guard index != bytes.endIndex else { return false }
        switch bytes[index] {
        case UInt8(ascii: "b"): return bytes[index...].starts(with: "branch ".utf8)
        case UInt8(ascii: "r"): return bytes[index...].starts(with: "row ".utf8)
        default: return false
        }
    }

    /// For each rendered line, the branch and row lines it is inside (by indentation),
    /// joined: lines of two different branches of an `if` or a `switch` never share one.
    private static func scopes(_ lines: [String]) -> [String] {
        var open: [(indent: Int, marker: String)] = []
        var result: [String] = []
        result.reserveCapacity(lines.count)
        for line in lines {
            let indent = line.prefix { $0 == " " }.count
            while let last = open.last, last.indent >= indent { open.removeLast() }
            result.append(open.map(\.marker).joined(separator: "/"))
            let trimmed = line.trimmingLeadingSpaces
            if isStructuralLine(trimmed) { open.append((indent, trimmed)) }
        }
        return result
    }

    /// A rendered line's first argument, when it has one (`"Total"` of
    /// `LabeledContent("Total", value: "9")`): what tells two views of one kind apart.
    private static func title(_ line: String) -> Substring {
        guard let open = line.firstIndex(of: "(") else { return "" }
        let rest = line[line.index(after: open)...]
        return rest.prefix { $0 != "," && $0 != ")" }
    }

    /// The view a rendered line shows: `Text` of `Text("A") .bold()`, `‹Feed›` of `‹Feed› .opacity(1)`.
    private static func viewName(_ line: String) -> Substring {
        line.prefix { $0 != "(" && $0 != " " }
    }
}
