// String: `String(_:)`, properties, the text methods scenarios use, and `append(_:)`.
// Rules: none (plain Swift).
// Faithfulness: exact (Swift's own String does the work; `count` counts Characters).
// Simplified: `first`, `last` and the elements of `split` are Strings (Character and
// Substring are not separate types here). Not modelled: String.Index, Int subscripts
// (Swift rejects them too, with a diagnostic here).
import Foundation
import ViewGraphDiagnostics

enum StringBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.constructor("String", nil) { call in
            if call.labels.first == "format", case .string(let format) = call.values[0] {
                // `String(format: "%.4f", rate)`: each conversion checked against its argument.
                return .string(
                    try PrintfSpecifier.format(
                        Array(call.values.dropFirst()), format, at: call.range, call.interpreter))
            }
            if call.labels == ["repeating", "count"], case .string(let piece) = call.values[0],
                case .int(let count) = call.values[1]
            {
                // Swift traps on a negative count with these words.
                guard count >= 0 else { throw RuntimeError("Negative count not allowed", at: call.range) }
                let limit = call.interpreter.limits.stringLength
                let (bytes, overflow) = piece.utf8.count.multipliedReportingOverflow(by: count)
                guard !overflow, bytes <= limit else {
                    throw RuntimeError("string grew past \(limit) bytes", at: call.range, group: .limits)
                }
                return .string(String(repeating: piece, count: count))
            }
            if let first = call.values.first { return .string(try call.interpreter.text(of: first, at: call.range)) }
            return .string("")
        }
        family.property(.string, "count") { base, _ in .int(text(base).count) }
        // Foundation's `capitalized`: the first letter of each word upper-cased, the rest lower-cased.
        family.property(.string, "capitalized") { base, _ in .string(text(base).capitalized) }
        family.property(.string, "isEmpty") { base, _ in .bool(text(base).isEmpty) }
        family.property(.string, "first") { base, _ in text(base).first.map { .string(String($0)) } ?? .null }
        family.property(.string, "last") { base, _ in text(base).last.map { .string(String($0)) } ?? .null }
        family.method(.string, "hasPrefix", [nil]) { base, call in
            guard case .string(let p) = call.values[0] else { return nil }
            return .bool(text(base).hasPrefix(p))
        }
        family.method(.string, "hasSuffix", [nil]) { base, call in
            guard case .string(let p) = call.values[0] else { return nil }
            return .bool(text(base).hasSuffix(p))
        }
        family.method(.string, "contains", [nil]) { base, call in
            guard case .string(let p) = call.values[0] else { return nil }
            return .bool(text(base).contains(p))
        }
        family.method(.string, "uppercased", []) { base, _ in .string(text(base).uppercased()) }
        family.method(.string, "lowercased", []) { base, _ in .string(text(base).lowercased()) }
        family.method(.string, "split", nil) { base, call in
            guard case .string(let separator)? = call.values.first, let character = separator.first else { return nil }
            return .array(text(base).split(separator: character).map { .string(String($0)) })
        }
        // Foundation's: `CharacterSet` is named by its members here (`.whitespaces`,
        // `.whitespacesAndNewlines`, `.newlines`).
        family.method(.string, "trimmingCharacters", ["in"]) { base, call in
            guard case .symbol(_, let set) = call.values[0] else { return nil }
            let trimmed: (Character) -> Bool
            switch set {
            case "whitespaces": trimmed = { $0.isWhitespace && !$0.isNewline }
            case "whitespacesAndNewlines": trimmed = { $0.isWhitespace }
            case "newlines": trimmed = { $0.isNewline }
            default:
                throw RuntimeError(
                    "the character set '.\(set)' is not simulated yet: use '.whitespaces', '.whitespacesAndNewlines' or '.newlines'",
                    at: call.range)
            }
            var text = Substring(text(base))
            while let first = text.first, trimmed(first) { text.removeFirst() }
            while let last = text.last, trimmed(last) { text.removeLast() }
            return .string(String(text))
        }
        family.method(.string, "components", ["separatedBy"]) { base, call in
            guard case .string(let separator) = call.values[0], separator.isEmpty == false else { return nil }
            return .array(text(base).components(separatedBy: separator).map { .string($0) })
        }
        family.method(.string, "replacingOccurrences", ["of", "with"]) { base, call in
            guard case .string(let target) = call.values[0], case .string(let replacement) = call.values[1],
                target.isEmpty == false
            else { return nil }
            return .string(text(base).replacingOccurrences(of: target, with: replacement))
        }
        // `prefix(3)`, `dropFirst()`: Swift gives a `Substring`, which prints and compares as
        // its text; here it is a String. A negative count traps, as in Swift.
        for name in ["prefix", "suffix", "dropFirst", "dropLast"] {
            family.method(.string, name, nil) { base, call in
                let count: Int
                switch call.values.first {
                case nil where name.hasPrefix("drop"): count = 1
                case .int(let n)?: count = n
                default: return nil
                }
                guard call.values.count <= 1 else { return nil }
                guard count >= 0 else {
                    // The standard library's trap messages.
                    let what =
                        name.hasPrefix("drop")
                        ? "drop a negative number of elements" : "take a \(name) of negative length"
                    throw RuntimeError("Can't \(what) from a collection", at: call.range)
                }
                let text = text(base)
                switch name {
                case "prefix": return .string(String(text.prefix(count)))
                case "suffix": return .string(String(text.suffix(count)))
                case "dropFirst": return .string(String(text.dropFirst(count)))
                default: return .string(String(text.dropLast(count)))
                }
            }
        }
        // A String is a collection of Characters (each a one-character String here): the
        // sequence algorithms run over them (`name.map { … }`, `contains(where:)`, `sorted()`).
        // `filter` and `reversed` give a String back; Swift's `reversed()` is a
        // `ReversedCollection<String>`, shown and compared here as the reversed text.
        ArrayBuiltins.registerSequenceMethods(
            &family, .string,
            except: ["contains", "filter", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "joined"])
        family.method(.string, "contains", ["where"]) { base, call in
            let closure = try call.closure("contains")
            return .bool(try text(base).contains { try call.test(closure, [.string(String($0))]) })
        }
        family.method(.string, "filter", nil) { base, call in
            .string(
                try ArrayBuiltins.filter(ArrayBuiltins.elements(base), call).map { text($0) }.joined())
        }
        family.method(.string, "reversed", []) { base, _ in .string(String(text(base).reversed())) }
        family.mutatingMethod(.string, "append", [nil]) { value, call in
            guard case .string(var text) = value, case .string(let more) = call.values[0] else { return nil }
            text += more
            value = .string(text)
            return .void
        }
        return family
    }

    @inline(__always)
    private static func text(_ base: Value) -> String {
        if case .string(let text) = base { return text }
        return ""
    }
}
