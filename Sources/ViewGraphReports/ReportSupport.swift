// Shared pieces of the interactive reports (tree, deps, graph, stats, timeline,
// compare, why): names, tree order, costs. Deterministic: nothing here iterates a
// Dictionary or a Set into output.
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

/// One step's verdict for a view (the symbols of `tree`).
package enum Verdict: CaseIterable {
    /// `checked`: compared and not run (R2, R7.1; `FrameTrace.checkedViews`).
    /// `notInvalidated`: read the changed object, but not the changed property (R4.1).
    case created, ran, checked, notInvalidated, destroyed, untouched

    package var symbol: String {
        switch self {
        case .created: "+"
        case .ran: "↻"
        case .checked: "◦"
        case .notInvalidated: "·"
        case .destroyed: "✕"
        case .untouched: " "
        }
    }

    package var word: String {
        switch self {
        case .created: "created"
        case .ran: "ran"
        case .checked: "checked"
        case .notInvalidated: "not invalidated"
        case .destroyed: "destroyed"
        case .untouched: "untouched"
        }
    }

    /// `↻ ran · ◦ checked · + created · ✕ destroyed`: the verdicts `tree` draws.
    package static var legend: String {
        [Verdict.ran, .checked, .created, .destroyed].map { "\($0.symbol) \($0.word)" }.joined(
            separator: "  ")
    }
}

enum ReportSupport {
    static func ms(_ seconds: Double) -> String { ValueFormatting.milliseconds(seconds) }

    /// The other inputs of a `@self` run that differed too (R2.3), after the first:
    /// `'count' 0 → 1; 'tint' "blue" → "red"`, at most three, then how many more.
    static func otherInputs(_ others: [InputChange]) -> String {
        var parts = others.prefix(3).map { "'\($0.field)' \($0.difference)" }
        if others.count > 3 { parts.append("\(others.count - 3) more") }
        return parts.joined(separator: "; ")
    }

    /// What made an ObservableObject publish, in words (R3.2, R3.3): the `@Published`
    /// properties a batch set, and `objectWillChange.send()` if it was called. With the
    /// object's name, a clause (`@Published Profile.name, Profile.age were set`); without
    /// it, a noun phrase (`a set of @Published name`).
    static func publishedWhat(_ properties: [String], object: String?) -> String {
        let published = properties.filter { $0 != "objectWillChange" }
        let sent = published.count < properties.count
        var parts: [String] = []
        if sent {
            parts.append(object.map { "\($0).objectWillChange.send() was called" } ?? "objectWillChange.send()")
        }
        if published.isEmpty == false {
            if let object {
                let names = published.map { "\(object).\($0)" }.joined(separator: ", ")
                parts.append("@Published \(names) \(published.count == 1 ? "was" : "were") set")
            } else {
                let names = published.joined(separator: ", ")
                parts.append(published.count == 1 ? "a set of @Published \(names)" : "sets of @Published \(names)")
            }
        }
        return parts.joined(separator: ", and ")
    }

    /// Nodes in tree order (pre-order from the root), creation order breaking ties
    /// between views that are no longer in the tree.
    static func treeSorted(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.sorted { $0.serial < $1.serial }.inTreeOrder()
    }

    static func unique(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.uniqueViews()
    }

    static func contains(_ nodes: [ViewNode], _ node: ViewNode) -> Bool {
        nodes.contains { $0 === node }
    }

    /// Why each view `frame` destroyed was destroyed, as a card says it, by view: it
    /// scrolled out of a lazy container's window (R8.1, R8.4); the presentation that built
    /// it was dismissed (R0.6) or its screen popped off a navigation path (R0.7), which the
    /// highest destroyed view of its subtree shows by sitting under a presentation's host;
    /// else its identity left its parent's body (R1.3).
    static func destructionReasons(in frame: FrameTrace) -> [ObjectIdentifier: String] {
        let destroyed = Set(frame.destroyed.map { ObjectIdentifier($0) })
        let scrolledOut = Set(frame.scrolledOut.map { ObjectIdentifier($0) })
        var reasons: [ObjectIdentifier: String] = [:]
        for node in frame.destroyed {
            let key = ObjectIdentifier(node)
            if scrolledOut.contains(key) {
                reasons[key] =
                    "it scrolled beyond the visible window and the \(Simulation.keptRows) rows kept on each side of it (R8.1, R8.4)"
                continue
            }
            var top = node
            while let parent = top.parent, destroyed.contains(ObjectIdentifier(parent)) { top = parent }
            switch top.parent?.type.hostKind {
            case let host? where host.pushesScreens:
                reasons[key] = "its screen was popped off the navigation path (R0.7, R1.3)"
            case .presentation(let modifier)?:
                reasons[key] = "its .\(modifier) was dismissed, and what it presented went with it (R0.6, R1.3)"
            default:
                reasons[key] = "its identity left the parent's body (R1.3)"
            }
        }
        return reasons
    }

    /// The controls of a control update, each kind once: `its Toggle`, `its Toggle, TextField`.
    static func controlNames(_ update: ControlUpdate) -> String {
        var names: [String] = []
        for name in update.controls where names.contains(name) == false { names.append(name) }
        return "its " + names.joined(separator: ", ")
    }

    /// Controls that showed a new value without the body that built them, as a card line
    /// says it (R6.1): `its Toggle reads its binding in its own update and shows the new
    /// value; Settings's body did not run: … (R6.1)   redrawn: …`.
    static func controlUpdateText(_ update: ControlUpdate) -> String {
        let one = update.controls.count == 1
        var text =
            "\(controlNames(update)) \(one ? "reads its binding in its" : "read their bindings in their") own update and \(one ? "shows" : "show") the new value; \(update.node.displayName)'s body did not run: it only handed the binding on (R6.1)"
        if let change = update.screenChange { text += "   redrawn: \(change)" }
        return text
    }

    /// A view a push or a tab switch took off the screen or brought back, as a card line
    /// says it (R0.7, R10.1, R10.2).
    static func screenChangeText(_ change: ScreenVisibilityChange) -> (symbol: String, text: String) {
        switch (change.cause, change.shown) {
        case (.coveredByPush, false):
            return (
                "◌",
                "under a pushed screen now: kept with its state; its disappear actions run and its tasks are cancelled (R0.7, R10.1, R10.2)"
            )
        case (.coveredByPush, true):
            return (
                "↺",
                "in front again (the screen over it was popped): the kept view and its state are reused; its appear actions run and its tasks start again (R0.7, R10.1, R10.2)"
            )
        case (_, false):
            return (
                "◌",
                "its tab is no longer selected: kept with its state; its disappear actions run and its tasks are cancelled (R10.1, R10.2)"
            )
        case (_, true):
            return (
                "↺",
                "its tab is selected: the kept view and its state are reused; its appear actions run and its tasks start (R10.1, R10.2)"
            )
        }
    }

    /// A presentation that began, ended or changed its item, as a card line says it:
    /// `▲ Sheet  presented over InboxScreen (R0.6): VStack · Text("Help") · Button("Done")`.
    /// A destination pushes and pops (R0.7); at most `shownLines` of what it shows are listed.
    static func presentationText(_ change: PresentationChange, shownLines: Int = 4) -> (symbol: String, text: String) {
        let pushes = change.host.type.hostKind?.pushesScreens == true
        let presenter = change.host.parent.map(\.displayName) ?? "the app"
        var shown = change.shown.prefix(shownLines).map { $0.drop { $0 == " " } }.joined(separator: " · ")
        if change.shown.count > shownLines { shown += " … (\(change.shown.count) lines)" }
        switch (change.kind, pushes) {
        case (.presented, false):
            return ("▲", "presented over \(presenter) (R0.6): " + (shown.isEmpty ? "nothing to show" : shown))
        case (.presented, true):
            return (
                "▲",
                "pushed onto the navigation stack by \(presenter) (R0.7): "
                    + (shown.isEmpty ? "nothing to show" : shown)
            )
        case (.dismissed, false):
            return ("▼", "dismissed from \(presenter): what it showed went away (R0.6)")
        case (.dismissed, true):
            return ("▼", "popped off the navigation stack: its screen went away (R0.7)")
        case (.updated, _):
            let what = change.screenChange.map { "redrawn: \($0.description)" } ?? "redrawn"
            // An alert's or a dialog's actions and message are built with the presenting body
            // (non-escaping builders, R0.5): that body ran and gave it new content.
            if change.host.type.hostKind?.presentsAlert == true {
                return (
                    "↻",
                    "updated in place: \(presenter)'s body ran and built its actions and message again (R0.5, R0.6)   "
                        + what
                )
            }
            return ("↻", "updated in place: its content read a value that changed (R0.6)   " + what)
        case (.replaced, _):
            return (
                "▲",
                "shows another item: the old one is dismissed (its `onDismiss:` runs) and new content with new identities is presented (R0.6, R1.5): "
                    + shown
            )
        }
    }

    /// The verdict of `node` in `step`: created wins over ran, ran over checked (compared,
    /// not run: inputs equal, R2, or environment keys unchanged, R7.1).
    static func verdict(of node: ViewNode, in step: StepTrace) -> Verdict {
        if step.frames.contains(where: { contains($0.destroyed, node) }) { return .destroyed }
        if step.frames.contains(where: { contains($0.created, node) }) { return .created }
        if step.frames.contains(where: { $0.runs.contains { $0.node === node } }) {
            let created = step.frames.contains {
                $0.runs.contains { $0.node === node && $0.reasons.contains(where: isCreated) }
            }
            return created ? .created : .ran
        }
        if step.frames.contains(where: { frame in frame.checkedViews.contains { $0 === node } }) { return .checked }
        return .untouched
    }

    static func isCreated(_ reason: RunReason) -> Bool {
        if case .created = reason { return true }
        return false
    }

    /// Whether a step was driven by the clock (so rates per second mean something).
    static func isTimed(_ step: StepTrace) -> Bool {
        step.triggers.contains { $0.kind == .wait || $0.kind == .every || $0.kind == .frames }
    }

    /// Counts by key, keeping the order keys first appear in.
    static func tally(_ keys: [String]) -> [(key: String, count: Int)] {
        var result: [(key: String, count: Int)] = []
        for key in keys {
            if let index = result.firstIndex(where: { $0.key == key }) {
                result[index].count += 1
            } else {
                result.append((key, 1))
            }
        }
        return result
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    /// `step 1/2 · Title`, or `initial render` for step 0.
    static func stepLabel(_ step: StepTrace, of total: Int) -> String {
        step.index == 0 ? "step 0/\(total) · initial render" : "step \(step.index)/\(total) · \(step.title)"
    }

    /// Removes spaces left at line ends by column padding.
    static func trimmingLineEnds(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = Substring(line)
            while line.last == " " { line.removeLast() }
            return String(line)
        }.joined(separator: "\n")
    }

    static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : (plural ?? word + "s"))"
    }
}

/// Fitting report text to a width (the terminal's, or 100 columns when not a
/// terminal): a longer line wraps at word boundaries, and its later parts are
/// indented under the text they continue (a step card's ` change   ` column, or
/// the line's own indent plus four). A word longer than the room is cut.
package enum TextFit {
    /// The width used when output is not a terminal (goldens, pipes).
    package static let defaultWidth = 100

    package static func fit(_ text: String, width: Int = defaultWidth) -> String {
        guard width >= 40 else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var first = true
        for line in TextFit.lines(of: text) {
            if first { first = false } else { out += "\n" }
            // A line of no more bytes than columns fits without counting its characters.
            if line.utf8.count <= width || line.count <= width {
                out += line
            } else {
                out += wrap(String(line), width: width).joined(separator: "\n")
            }
        }
        return out
    }

    /// The indent of a line's continuation lines.
    static func continuationIndent(_ line: String) -> Int {
        let leading = line.prefix { $0 == " " }.count
        // ` change   @Observable …`, ` finding  id  …`: the step card's label column.
        let chars = Array(line.prefix(11))
        if leading == 1, chars.count > 10, chars[1].isLetter, chars[9] == " ", chars[10] != " " {
            let label = chars[1..<9].drop { $0 != " " }
            if label.allSatisfy({ $0 == " " }) { return 10 }
        }
        return min(leading + 4, 24)
    }

    /// `text.split(separator: "\n", omittingEmptySubsequences: false)`, found by bytes:
    /// splitting by `Character` runs the grapheme-breaking rules over every byte of a
    /// card (a third of a REPL command's text handling). A carriage return makes
    /// `"\r\n"` one character that the `Character` split does not cut, so text with
    /// one is split the `Character` way.
    static func lines(of text: String) -> [Substring] {
        let utf8 = text.utf8
        if utf8.contains(UInt8(ascii: "\r")) {
            return text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        var lines: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(text[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        lines.append(text[start..<utf8.endIndex])
        return lines
    }

    /// Wraps at the report's column gaps (two or more spaces) first, so a verdict
    /// such as `unchanged on screen` stays whole; a part too long for a line wraps
    /// at single spaces. Each piece's characters are counted once and the line's
    /// count is kept as it grows, so a printed 512 KB string wraps in linear time.
    static func wrap(_ line: String, width: Int) -> [String] {
        let indentCount = continuationIndent(line)
        let indent = String(repeating: " ", count: indentCount)
        var lines: [String] = []
        let leading = line.prefix { $0 == " " }
        var current = String(leading)
        var currentCount = leading.count
        var currentHasText = false
        // Whether the first line holds only a step card's label, padded to its column
        // (` print    `): a label is never left alone on its line.
        let isLabelColumn = indentCount == 10 && leading.count == 1
        var labelOnly: Bool { isLabelColumn && lines.isEmpty && currentCount == indentCount }
        func breakLine() {
            lines.append(current.droppingTrailingSpaces())
            current = indent
            currentCount = indentCount
            currentHasText = false
        }
        for part in pieces(line[leading.endIndex...], gap: 2) {
            let bare = part.count - part.trailingSpaces
            // A part that does not fit starts a line of its own, unless all the line holds is
            // the label: then the text after it wraps from there.
            if currentHasText, currentCount + bare > width, labelOnly == false { breakLine() }
            if currentCount + bare <= width {
                current += part.text
                currentCount += part.count
                currentHasText = true
                continue
            }
            for word in pieces(part.text, gap: 1) {
                let bare = word.count - word.trailingSpaces
                if currentHasText, currentCount + bare > width, labelOnly == false { breakLine() }
                if currentCount + bare <= width {
                    current += word.text
                    currentCount += word.count
                    currentHasText = true
                    continue
                }
                // A word longer than a line is cut into lines.
                let characters = Array(word.text)
                var start = 0
                while currentCount + max(0, bare - start) > width {
                    let room = max(1, width - currentCount)
                    let end = min(start + room, characters.count)
                    current += String(characters[start..<end])
                    currentCount += end - start
                    start += room
                    breakLine()
                }
                if start < characters.count {
                    current += String(characters[start...])
                    currentCount += characters.count - start
                }
                currentHasText = true
            }
        }
        let last = current.droppingTrailingSpaces()
        if last.allSatisfy({ $0 == " " }) == false { lines.append(last) }
        return lines
    }

    /// A piece of a line: its text, its characters and how many of them are the
    /// spaces at its end.
    struct Piece {
        var text: Substring
        var count: Int
        var trailingSpaces: Int
    }

    /// `text` cut after each run of at least `gap` spaces, the spaces kept with the
    /// piece before them.
    static func pieces(_ text: Substring, gap: Int) -> [Piece] {
        var result: [Piece] = []
        var start = text.startIndex
        var position = text.startIndex
        var count = 0
        var spaces = 0
        for character in text {
            if character != " " {
                if spaces >= gap {
                    result.append(Piece(text: text[start..<position], count: count, trailingSpaces: spaces))
                    start = position
                    count = 0
                }
                spaces = 0
            } else {
                spaces += 1
            }
            count += 1
            position = text.utf8.index(position, offsetBy: character.utf8.count)
        }
        if start < text.endIndex {
            result.append(Piece(text: text[start...], count: count, trailingSpaces: spaces))
        }
        return result
    }
}

extension String {
    fileprivate func droppingTrailingSpaces() -> String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}

extension Trigger.Kind {
    /// Who caused a step line, as the cause-and-effect reports name it.
    var causeRole: String {
        switch self {
        case .tap, .scroll, .delete, .move, .submit, .refresh: "Gesture"
        case .statement: "Your code"
        case .wait, .frames: "Clock"
        case .every: "Timer"
        case .scene: "System"
        }
    }
}
