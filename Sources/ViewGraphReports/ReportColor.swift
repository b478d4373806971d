// Colour for reports on a terminal (DESIGN.md §1: colour only on a TTY). Reports are
// rendered plain (goldens, pipes, JSON); `ReportColor.apply` adds ANSI styles to a
// rendered report by the symbols every report shares, so one symbol has one colour
// in the step card, tree, graph, deps, timeline and compare:
//   ↻ ran (yellow)   redrawn (green)   unchanged on screen (dim)   ◦ checked (cyan)
//   · not invalidated (dim)   + created (green)   ✕ destroyed (red)   finding (magenta)
//   over budget / hitch (red)   headers (bold)   labels and context (dim)
// It styles the report's own layout (the verdict glyph that starts a line, the
// section labels, the verdict words), never a finding's or a message's wording.

import ViewGraphDiagnostics

package enum ReportColor {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    static let red = "\u{1B}[31m"
    static let green = "\u{1B}[32m"
    static let yellow = "\u{1B}[33m"
    static let magenta = "\u{1B}[35m"
    static let cyan = "\u{1B}[36m"

    /// The report with colours, or unchanged when `enabled` is false.
    /// Control characters in the report (from scenario text) are escaped first, so the
    /// only escape sequences in the result are these colours.
    package static func apply(_ text: String, enabled: Bool = true) -> String {
        let text = ControlCharacters.escape(text)
        guard enabled else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + text.utf8.count / 8)
        var first = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if first == false { out += "\n" }
            first = false
            out += style(String(line))
        }
        return out
    }

    /// Labels that start a step card's lines: context, dimmed.
    static let labels = [
        "tap", "do", "action", "change", "scroll", "delete", "move", "submit", "refresh", "scene", "wait", "every",
        "frames",
        "task",
        "print",
    ]

    static func style(_ line: String) -> String {
        guard line.isEmpty == false else { return line }
        let indent = line.prefix { $0 == " " }
        let body = line.dropFirst(indent.count)
        if line.hasPrefix("──") || line.hasPrefix("ViewGraph · ") || line.hasPrefix("view graph · ")
            || line.hasPrefix("dependencies · ") || line.hasPrefix("timeline · ") || line.hasPrefix("compare · ")
        {
            return bold + line + reset
        }
        if body.hasPrefix("finding ") {
            let rest = String(body.dropFirst("finding".count))
            let head: String = magenta + bold + "finding" + reset
            return String(indent) + head + magenta + rest + reset
        }
        if body.hasPrefix("expect ") && body.contains(" failed") {
            return String(indent) + red + String(body) + reset
        }
        if body.hasPrefix("frame ") {
            let over = body.contains("over budget") || body.contains("hitch")
            let tint = over ? red : dim
            return String(indent) + tint + String(body) + reset
        }
        for label in labels where body.hasPrefix(label + " ") {
            let labelText: String = dim + label + reset
            return String(indent) + labelText + String(body.dropFirst(label.count))
        }
        // Tree lines (`└─ ↻ TrailRow`) and verdict lines (`↻ TrailRow`): the glyph leads.
        let prefixEnd = body.firstIndex { "├└│─ ".contains($0) == false } ?? body.endIndex
        let tree = body[..<prefixEnd]
        let rest = body[prefixEnd...]
        guard let glyph = rest.first else { return line }
        let color: String?
        switch glyph {
        case "↻": color = yellow
        case "◦": color = cyan
        case "·": color = dim
        case "+": color = green
        case "✕": color = red
        default: color = nil
        }
        guard let color, rest.dropFirst().first == " " else {
            guard tree.isEmpty == false else { return line }
            let treeText: String = dim + String(tree) + reset
            return String(indent) + treeText + String(rest)
        }
        var styled = String(rest.dropFirst())
        styled = styled.replacingOccurrences(of: "unchanged on screen", with: dim + "unchanged on screen" + reset)
        styled = styled.replacingOccurrences(of: "redrawn", with: green + "redrawn" + reset)
        if glyph == "·" { styled = dim + styled + reset }
        let treeText: String = tree.isEmpty ? "" : dim + String(tree) + reset
        let glyphText: String = color + String(glyph) + reset
        return String(indent) + treeText + glyphText + styled
    }
}
