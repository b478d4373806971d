// String.Index as apps use it: `startIndex`, `endIndex`, `index(after:)`, `index(before:)`,
// `index(_:offsetBy:)`, `distance(from:to:)`, `firstIndex(of:)`, `lastIndex(of:)`,
// `firstIndex(where:)`, `lastIndex(where:)`, `range(of:)` and `range(of:options:)`
// (`.caseInsensitive`, `.diacriticInsensitive`, `.backwards`, `.anchored`), ranges of
// indices (`i..<j`, `..<i`, `i...`) with `lowerBound` and `upperBound`, and the string's
// subscripts by an index (a Character) and by a range (a Substring, a String here); and the
// methods that change a String by position: `insert(_:at:)`, `insert(contentsOf:at:)`,
// `remove(at:)`, `removeFirst`, `removeLast`, `popLast()` and `removeAll`.
// Rules: none (plain Swift).
// Faithfulness: an index is its offset in Characters from the string's start, so it
// compares and subscripts as Swift's does within one string; Swift prints its raw bits
// (`String.Index(_rawBits: …)`) and it prints its offset here. Not modelled: an index
// used on another string (Swift's result depends on the encodings), `Substring` as a
// separate type, and the UTF-8 and UTF-16 views' indices.
import Foundation
import ViewGraphDiagnostics

enum StringIndexBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.property(.string, "startIndex") { _, _ in .foundation(.stringIndex(0)) }
        family.property(.string, "endIndex") { base, _ in .foundation(.stringIndex(text(base).count)) }
        family.method(.string, "index", ["after"]) { base, call in
            let index = try offset(call.values[0], in: base, call, allowingEnd: false)
            return .foundation(.stringIndex(index + 1))
        }
        family.method(.string, "index", ["before"]) { base, call in
            let index = try offset(call.values[0], in: base, call)
            guard index > 0 else { throw RuntimeError("Fatal error: String index is out of bounds", at: call.range) }
            return .foundation(.stringIndex(index - 1))
        }
        family.method(.string, "index", [nil, "offsetBy"]) { base, call in
            let index = try offset(call.values[0], in: base, call)
            guard case .int(let distance) = call.values[1] else { return nil }
            let moved = index + distance
            guard moved >= 0, moved <= text(base).count else {
                throw RuntimeError("Fatal error: String index is out of bounds", at: call.range)
            }
            return .foundation(.stringIndex(moved))
        }
        family.method(.string, "distance", ["from", "to"]) { base, call in
            let from = try offset(call.values[0], in: base, call)
            let to = try offset(call.values[1], in: base, call)
            return .int(to - from)
        }
        for (name, fromEnd) in [("firstIndex", false), ("lastIndex", true)] {
            family.method(.string, name, ["of"]) { base, call in
                guard case .string(let wanted) = call.values[0] else { return nil }
                return position(in: text(base), fromEnd: fromEnd) { String($0) == wanted }
            }
            family.method(.string, name, ["where"]) { base, call in
                let closure = try call.closure(name)
                return try position(in: text(base), fromEnd: fromEnd) {
                    try call.test(closure, [.string(String($0))])
                }
            }
        }
        family.method(.string, "range", ["of"]) { base, call in
            guard case .string(let wanted) = call.values[0] else { return nil }
            return range(of: wanted, in: text(base), options: [])
        }
        family.method(.string, "range", ["of", "options"]) { base, call in
            guard case .string(let wanted) = call.values[0] else { return nil }
            return range(of: wanted, in: text(base), options: try options(call.values[1], at: call.range))
        }
        registerMutatingMethods(&family)
        family.property(.stringRange, "lowerBound") { base, _ in
            guard case .foundation(.stringRange(let lower?, _, _)) = base else { return nil }
            return .foundation(.stringIndex(lower))
        }
        family.property(.stringRange, "upperBound") { base, _ in
            guard case .foundation(.stringRange(_, let upper?, _)) = base else { return nil }
            return .foundation(.stringIndex(upper))
        }
        family.property(.stringRange, "isEmpty") { base, _ in
            guard case .foundation(.stringRange(let lower?, let upper?, let closed)) = base else { return nil }
            return .bool(!closed && lower == upper)
        }
        return family
    }

    /// Runs `body` on the string's Characters, then writes them back as one String.
    private static func mutate(_ value: inout Value, _ body: (inout [Character]) throws -> Value?) rethrows
        -> Value?
    {
        guard case .string(let text) = value else { return nil }
        var characters = Array(text)
        let result = try body(&characters)
        value = .string(String(characters))
        return result
    }

    /// The String methods that change it in place by position: removing at either end,
    /// inserting and removing at an index. Swift's traps keep its words.
    private static func registerMutatingMethods(_ family: inout BuiltinFamily) {
        for (name, fromEnd) in [("removeFirst", false), ("removeLast", true)] {
            family.mutatingMethod(.string, name, []) { value, call in
                try mutate(&value) { characters in
                    guard characters.isEmpty == false else {
                        throw RuntimeError(
                            "Fatal error: Can't remove \(fromEnd ? "last" : "first") element from an empty collection",
                            at: call.range)
                    }
                    return .string(String(fromEnd ? characters.removeLast() : characters.removeFirst()))
                }
            }
            family.mutatingMethod(.string, name, [nil]) { value, call in
                guard case .int(let count) = call.values[0] else { return nil }
                return try mutate(&value) { characters in
                    guard count >= 0 else {
                        throw RuntimeError(
                            "Fatal error: Number of elements to remove should be non-negative", at: call.range)
                    }
                    guard count <= characters.count else {
                        throw RuntimeError(
                            "Fatal error: Can't remove more items from a collection than it contains", at: call.range)
                    }
                    if fromEnd { characters.removeLast(count) } else { characters.removeFirst(count) }
                    return .void
                }
            }
        }
        family.mutatingMethod(.string, "popLast", []) { value, _ in
            mutate(&value) { characters in characters.popLast().map { .string(String($0)) } ?? .null }
        }
        family.mutatingMethod(.string, "insert", [nil, "at"]) { value, call in
            guard case .string(let inserted) = call.values[0], inserted.count == 1 else { return nil }
            let index = try offset(call.values[1], in: value, call)
            return mutate(&value) { characters in
                characters.insert(contentsOf: inserted, at: index)
                return .void
            }
        }
        family.mutatingMethod(.string, "insert", ["contentsOf", "at"]) { value, call in
            guard case .string(let inserted) = call.values[0] else { return nil }
            let index = try offset(call.values[1], in: value, call)
            return mutate(&value) { characters in
                characters.insert(contentsOf: inserted, at: index)
                return .void
            }
        }
        family.mutatingMethod(.string, "remove", ["at"]) { value, call in
            let index = try offset(call.values[0], in: value, call, allowingEnd: false)
            return mutate(&value) { characters in .string(String(characters.remove(at: index))) }
        }
        family.mutatingMethod(.string, "removeAll", []) { value, _ in
            mutate(&value) { characters in
                characters.removeAll()
                return .void
            }
        }
        family.mutatingMethod(.string, "removeAll", ["where"]) { value, call in
            let closure = try call.closure("removeAll")
            return try mutate(&value) { characters in
                characters = try characters.filter { try !call.test(closure, [.string(String($0))]) }
                return .void
            }
        }
    }

    /// `text[i]` (a Character) and `text[range]` (a Substring: a String here); nil for
    /// another key (an Int, which Swift rejects).
    static func subscriptValue(_ text: String, _ key: Value, at range: SourceRange) throws -> Value? {
        switch key {
        case .foundation(.stringIndex(let offset)):
            guard offset >= 0, offset < text.count else {
                throw RuntimeError("Fatal error: String index is out of bounds", at: range)
            }
            return .string(String(text[text.index(text.startIndex, offsetBy: offset)]))
        case .foundation(.stringRange(let lower, let upper, let closed)):
            let low = lower ?? 0
            var high = upper ?? text.count
            if closed && upper != nil { high += 1 }
            guard low >= 0, low <= high, high <= text.count else {
                throw RuntimeError("Fatal error: String index range is out of bounds", at: range)
            }
            let start = text.index(text.startIndex, offsetBy: low)
            let end = text.index(start, offsetBy: high - low)
            return .string(String(text[start..<end]))
        default:
            return nil
        }
    }

    /// The offset of an index argument, checked against the string (the end index is
    /// valid where Swift allows it).
    private static func offset(_ value: Value, in base: Value, _ call: BuiltinCall, allowingEnd: Bool = true) throws
        -> Int
    {
        guard case .foundation(.stringIndex(let offset)) = value else {
            throw RuntimeError(
                "expected a String.Index, such as 'text.startIndex', not a value of type '\(call.interpreter.typeName(of: value))'",
                at: call.range)
        }
        let count = text(base).count
        guard offset >= 0, allowingEnd ? offset <= count : offset < count else {
            throw RuntimeError("Fatal error: String index is out of bounds", at: call.range)
        }
        return offset
    }

    /// The index of the first (or last) Character that passes `test`, or nil.
    private static func position(in text: String, fromEnd: Bool, _ test: (Character) throws -> Bool) rethrows
        -> Value
    {
        let found = fromEnd ? try text.lastIndex(where: test) : try text.firstIndex(where: test)
        return found.map { .foundation(.stringIndex(text.distance(from: text.startIndex, to: $0))) } ?? .null
    }

    private static func range(of wanted: String, in text: String, options: String.CompareOptions) -> Value {
        guard let found = text.range(of: wanted, options: options) else { return .null }
        return .foundation(
            .stringRange(
                lower: text.distance(from: text.startIndex, to: found.lowerBound),
                upper: text.distance(from: text.startIndex, to: found.upperBound), closed: false))
    }

    /// `.caseInsensitive` or `[.caseInsensitive, .diacriticInsensitive]`.
    private static func options(_ value: Value, at range: SourceRange) throws -> String.CompareOptions {
        let names: [Value]
        switch value {
        case .array(let items): names = items
        case .set(let items): names = items.elements
        default: names = [value]
        }
        var options: String.CompareOptions = []
        for name in names {
            guard case .symbol(_, let option) = name else {
                throw RuntimeError("'options:' takes String.CompareOptions, such as .caseInsensitive", at: range)
            }
            switch option {
            case "caseInsensitive": options.insert(.caseInsensitive)
            case "diacriticInsensitive": options.insert(.diacriticInsensitive)
            case "backwards": options.insert(.backwards)
            case "anchored": options.insert(.anchored)
            case "literal": options.insert(.literal)
            default:
                throw RuntimeError("the option '.\(option)' of 'range(of:options:)' is not simulated", at: range)
            }
        }
        return options
    }

    private static func text(_ base: Value) -> String { StringBuiltins.text(base) }
}
