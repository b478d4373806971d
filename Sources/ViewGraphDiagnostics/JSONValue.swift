/// A JSON document with one deterministic spelling: keys sorted, two-space
/// indentation, `"key": value`, empty containers as `[]` and `{}`, non-ASCII text
/// kept as UTF-8, and no floating-point formatting surprises (doubles are written
/// with Swift's shortest round-tripping description). Used by every JSON output
/// so that the same input gives byte-identical files on Linux and macOS.
package enum JSONValue: Hashable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    /// The document, pretty-printed, ending in a newline.
    package var serialized: String {
        var output = ""
        write(to: &output, indent: 0)
        return output + "\n"
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            let pad = String(repeating: "  ", count: indent + 1)
            for (index, key) in members.keys.sorted().enumerated() {
                output += pad + JSONValue.quoted(key) + ": "
                members[key]!.write(to: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            let pad = String(repeating: "  ", count: indent + 1)
            for (index, element) in elements.enumerated() {
                output += pad
                element.write(to: &output, indent: indent + 1)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .string(let text):
            output += JSONValue.quoted(text)
        case .int(let value):
            output += String(value)
        case .double(let value):
            output +=
                value.isFinite
                ? (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)") : "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    private static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                // Every control character (C0, DEL and C1) as `\u001B`: valid JSON that a
                // terminal printing it shows as text.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                    || scalar.value == 0x2029
                {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
