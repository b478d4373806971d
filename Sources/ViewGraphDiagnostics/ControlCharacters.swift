// Control characters in text a scenario controls (titles, ids, strings, `print`) are
// shown escaped in every output, so a lesson file cannot move the cursor, clear the
// screen, set a window title or write the clipboard of the terminal that shows it.
// Escaped in Swift's form (`\u{1B}`, `\r`, `\0`); newlines and tabs stay as they are.
// Only ViewGraph's own colour codes reach a terminal unescaped.

package enum ControlCharacters {
    /// Whether `scalar` is escaped: C0 controls but newline and tab, DEL, and the C1
    /// controls (U+0080 to U+009F, which some terminals read as ESC sequences).
    @inline(__always)
    package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x0A && value != 0x09) || (value >= 0x7F && value <= 0x9F)
    }

    /// Whether `text` has a character that `escape` changes (a fast scan of its bytes).
    package static func contains(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 && byte != 0x0A && byte != 0x09 { return true }
            if byte == 0x7F { return true }
            // U+0080 to U+009F are 0xC2 0x80 … 0xC2 0x9F in UTF-8.
            if previous == 0xC2 && byte >= 0x80 && byte <= 0x9F { return true }
            previous = byte
        }
        return false
    }

    /// Swift's escape of one control character: `\0`, `\r`, or `\u{1B}` (two hex digits at least).
    package static func swiftEscape(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00: return "\\0"
        case 0x0D: return "\\r"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
        }
    }

    /// `text` as Swift's `debugDescription` writes it, quotes included: `"a\tb\n\"q\" it\'s"`
    /// (`\0`, `\t`, `\n`, `\r`, `\"`, `\'` and `\\` escaped, and other controls as `\u{1B}`).
    package static func swiftQuoted(_ text: String) -> String { quoted(text, escapingApostrophes: true) }

    /// `text` as a Swift string literal writes it (`"a\n\"q\""`): as `swiftQuoted`, but an
    /// apostrophe stays as it is (`Text("Don't")`). Text with nothing to escape is only quoted.
    package static func literal(_ text: String) -> String {
        isPlainInLiteral(text) ? "\"" + text + "\"" : quoted(text, escapingApostrophes: false)
    }

    /// Whether `literal` only quotes `text` (nothing in it is escaped): a fast scan of its
    /// bytes, so a caller can append the quotes and the text in place.
    package static func isPlainInLiteral(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 {
                return false
            }
            return true
        }
    }

    private static func quoted(_ text: String, escapingApostrophes: Bool) -> String {
        var out = String.UnicodeScalarView()
        out.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\0": out.append(contentsOf: "\\0".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case "\"": out.append(contentsOf: "\\\"".unicodeScalars)
            case "'" where escapingApostrophes: out.append(contentsOf: "\\'".unicodeScalars)
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            default:
                if isEscaped(scalar) {
                    out.append(contentsOf: swiftEscape(scalar).unicodeScalars)
                } else {
                    out.append(scalar)
                }
            }
        }
        out.append("\"")
        return String(out)
    }

    /// `text` with every control character in Swift's escaped form.
    package static func escape(_ text: String) -> String {
        guard contains(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) {
                out.append(contentsOf: swiftEscape(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// `text` escaped, except the colour sequences in `kept` (ViewGraph's own), which
    /// stay as they are: what a terminal is given.
    package static func escape(_ text: String, keeping kept: Set<String>) -> String {
        guard contains(text) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", let end = sgrEnd(scalars, from: index) {
                let sequence = String(String.UnicodeScalarView(scalars[index...end]))
                if kept.contains(sequence) {
                    out.append(contentsOf: sequence.unicodeScalars)
                    index = end + 1
                    continue
                }
            }
            if isEscaped(scalar) {
                out.append(contentsOf: swiftEscape(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
            index += 1
        }
        return String(out)
    }

    /// The index of the `m` that ends a colour sequence `ESC [ digits ; … m` starting at `start`.
    private static func sgrEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var index = start + 2
        while index < scalars.count, index - start < 16 {
            let scalar = scalars[index]
            if scalar == "m" { return index }
            guard scalar == ";" || ("0"..."9").contains(scalar) else { return nil }
            index += 1
        }
        return nil
    }

    /// The colour codes ViewGraph writes itself (reports and diagnostics).
    package static let colourCodes: Set<String> = [
        "\u{1B}[0m", "\u{1B}[1m", "\u{1B}[2m", "\u{1B}[31m", "\u{1B}[32m", "\u{1B}[33m", "\u{1B}[35m",
        "\u{1B}[36m", "\u{1B}[0;36m", "\u{1B}[1;31m", "\u{1B}[1;33m", "\u{1B}[1;39m", "\u{1B}[1;34m",
        "\u{1B}[4;39m", "\u{1B}[0;0m",
    ]
}
