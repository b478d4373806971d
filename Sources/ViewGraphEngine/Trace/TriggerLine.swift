// The text a step card shows for a statement of a step: its source, on one line.
import ViewGraphDiagnostics

/// The source text of a step's statement as a trigger line shows it: one line with its
/// spaces trimmed, or several joined (`;` between statements) and shortened to 80
/// characters.
enum TriggerLine {
    static func text(of range: SourceRange, in file: SourceFile?) -> String {
        if let file, let line = shortLine(file.utf8, range) { return line }
        let text = file?.text(in: range) ?? ""
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var joined = ""
        for line in lines where line.isEmpty == false {
            guard let last = joined.last, let first = line.first else {
                joined = line
                continue
            }
            // Two statements on lines of their own (`total += 15` then `items[0] = first`)
            // are one line of a card with Swift's `;` between them; a continued expression
            // (`.padding()`, `+ 2`, `}`) is joined with a space.
            let endsStatement = last.isLetter || last.isNumber || ")]\"_?!".contains(last)
            let startsStatement = first.isLetter || first == "_" || first == "$"
            let continues = ["else", "catch", "where", "in"].contains { line.hasPrefix($0 + " ") || line == $0 }
            joined += endsStatement && startsStatement && !continues ? "; " + line : " " + line
        }
        return joined.count > 80 ? String(joined.prefix(77)) + "…" : joined
    }

    /// The text of a range that lies on one line and fits a trigger line (at most 80
    /// bytes), with its spaces and tabs trimmed; nil for any other range, which `text`
    /// joins and shortens. A step's statements are mostly such lines.
    static func shortLine(_ bytes: [UInt8], _ range: SourceRange) -> String? {
        var start = max(0, min(range.start, bytes.count))
        var end = max(start, min(range.end, bytes.count))
        guard end - start <= 80 else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            for index in start..<end where buffer[index] == 0x0A || buffer[index] == 0x0D { return nil }
            while start < end, buffer[start] == 0x20 || buffer[start] == 0x09 { start += 1 }
            while end > start, buffer[end - 1] == 0x20 || buffer[end - 1] == 0x09 { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        }
    }
}
