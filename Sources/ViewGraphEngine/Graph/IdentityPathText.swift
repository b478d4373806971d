// The text of an identity path, as `"\(path)"` writes it, without Swift's reflection:
// the key of a lifecycle modifier's slot (`.onAppear`, `.task`, `.onChange`) is this
// text, made on every body run for every such modifier in the output. Swift's
// description goes through `Mirror` and protocol-conformance lookups for each enum
// case, about two million instructions for a path of a few components. The text, and
// with it the order slots are sorted in, is exactly the same (IdentityPathTextTests).

extension IdentityComponent {
    // Written out: `String(reflecting:)` of a type costs about three million instructions
    // the first time (the test checks these against Swift's own text).
    private static let typeName = "ViewGraphEngine.IdentityComponent"
    private static let keyTypeName = "ViewGraphEngine.ValueKey"

    /// `"\(path)"`: `[ViewGraphEngine.IdentityComponent.site(12), …]`.
    package static func text(of path: [IdentityComponent]) -> String {
        var text = "["
        for (index, component) in path.enumerated() {
            if index > 0 { text += ", " }
            component.appendText(to: &text)
        }
        return text + "]"
    }

    /// Appends what `String(reflecting: self)` gives; the cases not spelled out here
    /// (Double ids, objects, enum and composite ids, strings that need escaping) are
    /// left to Swift's own description.
    private func appendText(to text: inout String) {
        switch self {
        case .site(let id):
            text += Self.typeName + ".site(" + String(id) + ")"
        case .branch(let branch):
            text += Self.typeName + ".branch(" + String(branch) + ")"
        case .element(let key):
            guard let keyText = Self.text(of: key) else {
                text += String(reflecting: self)
                return
            }
            text += Self.typeName + ".element(" + keyText + ")"
        case .explicit(let key):
            guard let keyText = Self.text(of: key) else {
                text += String(reflecting: self)
                return
            }
            text += Self.typeName + ".explicit(" + keyText + ")"
        }
    }

    private static func text(of key: ValueKey) -> String? {
        switch key {
        case .int(let value): return keyTypeName + ".int(" + String(value) + ")"
        case .bool(let value): return keyTypeName + ".bool(" + (value ? "true" : "false") + ")"
        case .null: return keyTypeName + ".null"
        case .uuid(let value): return keyTypeName + ".uuid(" + String(value) + ")"
        case .string(let value):
            // Printable ASCII other than `"` and `\` is written as is by `debugDescription`.
            guard value.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) else { return nil }
            return keyTypeName + ".string(\"" + value + "\")"
        case .symbol(let name):
            guard name.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) else { return nil }
            return keyTypeName + ".symbol(\"" + name + "\")"
        case .double, .date, .object, .enumCase, .composite:
            return nil
        }
    }
}
