// Where two values of a write differ, by path (`[0].change "+0.4%" → "+0.6%"`): the
// fact behind a step card's change line when the values are too long to show whole.
// Rules: none (a presentation of R4.2's "the unit of tracking is a stored property":
// the whole property changed; this says which part of it did).
// Faithfulness: exact for arrays, dictionaries, sets and structs; other values are
// compared whole.

/// One place where an old and a new value differ.
package struct ValueDifference: CustomStringConvertible, Equatable {
    package enum Change: Equatable {
        /// The part at `path` has a new value.
        case changed(old: String, new: String)
        /// An element or key appears only in the new value.
        case inserted(String)
        /// An element or key appears only in the old value.
        case removed(String)
        /// A collection's count changed in a way no short list of edits describes.
        case count(old: Int, new: Int)
        /// More places differ than the list shows (always last, with an empty path).
        case more
    }

    /// `[0].change`, `["ACME"]`, `.title`; empty for the value as a whole.
    package var path: String
    package var change: Change

    package var description: String {
        let place = path.isEmpty ? "" : path + " "
        switch change {
        case .changed(let old, let new): return "\(place)\(old) → \(new)"
        case .inserted(let value): return "\(place)inserted \(value)"
        case .removed(let value): return "\(place)removed \(value)"
        case .count(let old, let new): return "\(place)count \(old) → \(new)"
        case .more: return "and more"
        }
    }

    /// The differences between `old` and `new`, at most `limit` of them, then `.more`
    /// when there are others (which are not looked for past the first). Empty when the
    /// values are not arrays, dictionaries, sets or structs, or when they are equal.
    package static func between(
        _ old: Value, _ new: Value, limit: Int = 3, equal: (Value, Value) -> Bool
    ) -> [ValueDifference] {
        switch (old, new) {
        case (.array, .array), (.dictionary, .dictionary), (.structValue, .structValue), (.set, .set):
            var found: [ValueDifference] = []
            collect(old, new, path: "", into: &found, limit: limit + 1, equal: equal)
            if found.count > limit {
                found.removeLast(found.count - limit)
                found.append(ValueDifference(path: "", change: .more))
            }
            return found
        default:
            return []
        }
    }

    private static func text(_ value: Value) -> String { ValueFormatting.brief(value, limit: 32) }

    private static func collect(
        _ old: Value, _ new: Value, path: String, into found: inout [ValueDifference], limit: Int,
        equal: (Value, Value) -> Bool
    ) {
        guard found.count < limit, equal(old, new) == false else { return }
        switch (old, new) {
        case (.array(let a), .array(let b)):
            if a.count == b.count {
                for index in a.indices where found.count < limit {
                    collect(a[index], b[index], path: path + "[\(index)]", into: &found, limit: limit, equal: equal)
                }
            } else if b.count > a.count, zip(a, b).allSatisfy({ equal($0, $1) }) {
                for index in a.count..<b.count where found.count < limit {
                    found.append(ValueDifference(path: path + "[\(index)]", change: .inserted(text(b[index]))))
                }
            } else if a.count > b.count, zip(a, b).allSatisfy({ equal($0, $1) }) {
                for index in b.count..<a.count where found.count < limit {
                    found.append(ValueDifference(path: path + "[\(index)]", change: .removed(text(a[index]))))
                }
            } else if b.count == a.count + 1, let index = insertionIndex(a, b, equal: equal) {
                found.append(ValueDifference(path: path + "[\(index)]", change: .inserted(text(b[index]))))
            } else if a.count == b.count + 1, let index = insertionIndex(b, a, equal: equal) {
                found.append(ValueDifference(path: path + "[\(index)]", change: .removed(text(a[index]))))
            } else {
                found.append(ValueDifference(path: path, change: .count(old: a.count, new: b.count)))
            }
        case (.dictionary(let a), .dictionary(let b)):
            for (index, key) in a.keys.enumerated() where found.count < limit {
                let place = path + "[\(ValueFormatting.brief(key, limit: 24))]"
                if let value = b[key] {
                    collect(a.values[index], value, path: place, into: &found, limit: limit, equal: equal)
                } else {
                    found.append(ValueDifference(path: place, change: .removed(text(a.values[index]))))
                }
            }
            for (index, key) in b.keys.enumerated() where found.count < limit && a[key] == nil {
                let place = path + "[\(ValueFormatting.brief(key, limit: 24))]"
                found.append(ValueDifference(path: place, change: .inserted(text(b.values[index]))))
            }
        case (.set(let a), .set(let b)):
            for item in b.elements where found.count < limit && a.elements.contains(where: { equal($0, item) }) == false
            {
                found.append(ValueDifference(path: path, change: .inserted(text(item))))
            }
            for item in a.elements where found.count < limit && b.elements.contains(where: { equal($0, item) }) == false
            {
                found.append(ValueDifference(path: path, change: .removed(text(item))))
            }
        case (.structValue(let a), .structValue(let b)) where a.type === b.type && a.fields.count == b.fields.count:
            for index in a.fields.indices where found.count < limit {
                let name = index < a.type.stored.count ? a.type.stored[index].name : "\(index)"
                collect(
                    a.fields[index], b.fields[index], path: path + "." + name, into: &found, limit: limit, equal: equal)
            }
        default:
            let texts = ValueFormatting.briefPair(old, new, limit: 32)
            found.append(ValueDifference(path: path, change: .changed(old: texts.old, new: texts.new)))
        }
    }

    /// The index at which `longer` has one element that `shorter` lacks, the rest equal.
    private static func insertionIndex(_ shorter: [Value], _ longer: [Value], equal: (Value, Value) -> Bool) -> Int? {
        var index = 0
        while index < shorter.count, equal(shorter[index], longer[index]) { index += 1 }
        var rest = index
        while rest < shorter.count, equal(shorter[rest], longer[rest + 1]) { rest += 1 }
        return rest == shorter.count ? index : nil
    }
}
