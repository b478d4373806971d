// String: `String(_:)`, properties, the text methods scenarios use, and `append(_:)`.
// Rules: none (plain Swift).
// Faithfulness: exact (Swift's own String does the work; `count` counts Characters).
// Simplified: `first`, `last` and the elements of `split` are Strings (Character and
// Substring are not separate types here); String.Index is in StringIndex.swift. Not
// modelled: Int subscripts (Swift rejects them too, with a diagnostic here).
import Foundation
import ViewGraphDiagnostics

enum StringBuiltins {
    /// The Character a one-character String stands for; nil for a longer String, which has
    /// no Character properties in Swift (the member is then reported missing).
    private static func character(_ base: Value) -> Character? {
        let text = text(base)
        return text.count == 1 ? text.first : nil
    }

    /// The Foundation character sets scenarios may name, as a test on a Character.
    static func characterSet(_ name: String, at range: SourceRange) throws -> (Character) -> Bool {
        switch name {
        case "whitespaces": return { $0.isWhitespace && !$0.isNewline }
        case "whitespacesAndNewlines": return { $0.isWhitespace }
        case "newlines": return { $0.isNewline }
        case "punctuationCharacters": return { $0.isPunctuation }
        case "decimalDigits": return { $0.isNumber && $0.isASCII }
        default:
            throw RuntimeError(
                "the character set '.\(name)' is not simulated yet: use '.whitespaces', '.whitespacesAndNewlines', '.newlines', '.punctuationCharacters' or '.decimalDigits'",
                at: range)
        }
    }

    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        // `Character("7")`: a Character is a one-character String here; Swift traps on
        // another count.
        family.constructor("Character", [nil]) { call in
            guard case .string(let text) = call.values[0] else { return nil }
            guard text.count == 1 else {
                throw RuntimeError(
                    "Fatal error: Can't form a Character from a String containing \(text.isEmpty ? "no" : "more than one") extended grapheme cluster\(text.isEmpty ? "s" : "")",
                    at: call.range)
            }
            return .string(text)
        }
        family.constructor("String", nil) { call in
            if call.labels.first == "format", case .string(let format) = call.values[0] {
                // `String(format: "%.4f", rate)`: each conversion checked against its argument.
                var arguments = Array(call.values.dropFirst())
                var groupsThousands = false
                switch call.labels.dropFirst().first {
                case "locale"?:
                    // `String(format:locale:_:)`: the locale is no argument; nil formats as
                    // without one, en_US groups integer parts in threes, as Foundation does.
                    let locale = arguments.removeFirst()
                    if case .null = locale {
                    } else {
                        guard let identifier = LocaleBuiltins.identifier(of: locale) else {
                            throw RuntimeError("'locale:' takes a Locale, such as 'Locale.current'", at: call.range)
                        }
                        guard identifier == LocaleBuiltins.deviceIdentifier else {
                            throw RuntimeError(
                                "formatting in the locale '\(identifier)' is not simulated yet: the simulation formats in en_US",
                                at: call.range)
                        }
                        groupsThousands = true
                    }
                case "arguments"?:
                    // `String(format:arguments:)`: the array's elements are the arguments.
                    guard call.values.count == 2, case .array(let items) = call.values[1] else {
                        throw RuntimeError("'arguments:' takes an array of the values to format", at: call.range)
                    }
                    arguments = items
                default:
                    break
                }
                return .string(
                    try PrintfSpecifier.format(
                        arguments, format, at: call.range, call.interpreter, groupsThousands: groupsThousands))
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
                try call.host.tick(bytes / 10, site: call.range)
                return .string(String(repeating: piece, count: count))
            }
            if call.labels.count >= 2, call.labels[1] == "radix", case .int(let number) = call.values[0],
                case .int(let radix) = call.values[1]
            {
                // `String(255, radix: 16)`: "ff"; `String(255, radix: 16, uppercase: true)`:
                // "FF". Swift traps outside 2...36.
                var uppercase = false
                if call.labels.count == 3 {
                    guard call.labels[2] == "uppercase", case .bool(let flag) = call.values[2] else { return nil }
                    uppercase = flag
                }
                guard (2...36).contains(radix) else {
                    throw RuntimeError("Radix must be between 2 and 36", at: call.range)
                }
                return .string(String(number, radix: radix, uppercase: uppercase))
            }
            guard call.labels.count <= 1 else { return nil }
            // `String(reflecting: x)`: what `debugPrint` shows (a String quoted).
            if call.labels == ["reflecting"] { return .string(ValueFormatting.debugDescribe(call.values[0])) }
            if call.labels == [nil], case .array(let items)? = call.values.first, items.isEmpty == false,
                items.allSatisfy({ if case .string = $0 { true } else { false } })
            {
                // `String("cab".sorted())`: a String of a sequence of Characters.
                return .string(joined(items))
            }
            if let first = call.values.first { return .string(try call.interpreter.text(of: first, at: call.range)) }
            return .string("")
        }
        // `String.localizedStringWithFormat("%d items", n)`: `String(format:locale:_:)` in
        // the simulation's one locale, en_US.
        family.staticMethod("String", "localizedStringWithFormat", nil) { call in
            guard case .string(let format) = call.values[0] else { return nil }
            return .string(
                try PrintfSpecifier.format(
                    Array(call.values.dropFirst()), format, at: call.range, call.interpreter, groupsThousands: true))
        }
        family.property(.string, "count") { base, _ in .int(text(base).count) }
        // Foundation's `capitalized`: the first letter of each word upper-cased, the rest lower-cased.
        family.property(.string, "capitalized") { base, _ in .string(text(base).capitalized) }
        // The localized forms, in the simulation's one locale (en_US): the same text.
        family.property(.string, "localizedCapitalized") { base, _ in .string(text(base).capitalized) }
        family.property(.string, "localizedUppercase") { base, _ in .string(text(base).uppercased()) }
        family.property(.string, "localizedLowercase") { base, _ in .string(text(base).lowercased()) }
        family.property(.string, "isEmpty") { base, _ in .bool(text(base).isEmpty) }
        // The string as a literal, quoted and escaped (`"say \"hi\""`), as Swift spells it.
        family.property(.string, "debugDescription") { base, _ in .string(text(base).debugDescription) }
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
        // A Character's properties (`s.filter { $0.isNumber }`): a Character is a
        // one-character String here, so they answer for one; Swift has no such String members.
        let characterTests: [(String, @Sendable (Character) -> Bool)] = [
            ("isNumber", \.isNumber), ("isLetter", \.isLetter), ("isWhitespace", \.isWhitespace),
            ("isUppercase", \.isUppercase), ("isLowercase", \.isLowercase), ("isPunctuation", \.isPunctuation),
            ("isASCII", \.isASCII), ("isHexDigit", \.isHexDigit), ("isNewline", \.isNewline),
            ("isSymbol", \.isSymbol), ("isCased", \.isCased),
        ]
        for (name, test) in characterTests {
            family.property(.string, name) { base, _ in character(base).map { .bool(test($0)) } }
        }
        family.property(.string, "wholeNumberValue") { base, _ in
            character(base).map { $0.wholeNumberValue.map { .int($0) } ?? .null }
        }
        family.property(.string, "hexDigitValue") { base, _ in
            character(base).map { $0.hexDigitValue.map { .int($0) } ?? .null }
        }
        family.property(.string, "asciiValue") { base, _ in
            character(base).map { $0.asciiValue.map { .int(Int($0)) } ?? .null }
        }
        // Foundation's locale-aware searches and comparisons, in the scenario's en_US locale
        // (`searchable` filters, name sorts): the same Foundation calls with that locale.
        let locale = Locale(identifier: "en_US")
        let searches: [(String, String.CompareOptions)] = [
            ("localizedCaseInsensitiveContains", [.caseInsensitive]),
            ("localizedStandardContains", [.caseInsensitive, .diacriticInsensitive]),
        ]
        for (name, options) in searches {
            family.method(.string, name, [nil]) { base, call in
                guard case .string(let other) = call.values[0] else { return nil }
                return .bool(text(base).range(of: other, options: options, locale: locale) != nil)
            }
        }
        let comparisons: [(String, String.CompareOptions, Locale?)] = [
            ("compare", [], nil),
            ("caseInsensitiveCompare", [.caseInsensitive], nil),
            ("localizedCompare", [], locale),
            ("localizedCaseInsensitiveCompare", [.caseInsensitive], locale),
            ("localizedStandardCompare", [.caseInsensitive, .numeric], locale),
        ]
        for (name, options, locale) in comparisons {
            family.method(.string, name, [nil]) { base, call in
                guard case .string(let other) = call.values[0] else { return nil }
                let result = text(base).compare(other, options: options, range: nil, locale: locale)
                let caseName =
                    switch result {
                    case .orderedAscending: "orderedAscending"
                    case .orderedSame: "orderedSame"
                    case .orderedDescending: "orderedDescending"
                    }
                return .symbol(type: "ComparisonResult", name: caseName)
            }
        }
        // `folding(options:locale:)`: Foundation's own folding, with the locale given
        // (`Locale(identifier:)`, `.current`: the simulated en_US) or none.
        family.method(.string, "folding", ["options", "locale"]) { base, call in
            guard let options = compareOptions(call.values[0]) else {
                throw RuntimeError(
                    "'folding(options:locale:)' simulates the options '.caseInsensitive', '.diacriticInsensitive' and '.widthInsensitive' only",
                    at: call.range)
            }
            let locale: Locale?
            switch call.values[1] {
            case .null: locale = nil
            case .symbol("Locale"?, let identifier): locale = Locale(identifier: identifier)
            case .symbol(nil, "current"), .symbol(nil, "autoupdatingCurrent"): locale = Locale(identifier: "en_US")
            default: return nil
            }
            return .string(text(base).folding(options: options, locale: locale))
        }
        family.method(.string, "starts", ["with"]) { base, call in
            guard case .string(let prefix) = call.values[0] else { return nil }
            return .bool(text(base).starts(with: prefix))
        }
        // `padding(toLength:withPad:startingAt:)`: cut or padded to a length, as Foundation does.
        family.method(.string, "padding", ["toLength", "withPad", "startingAt"]) { base, call in
            guard case .int(let length) = call.values[0], case .string(let pad) = call.values[1],
                case .int(let start) = call.values[2], pad.isEmpty == false, start >= 0, start < pad.count,
                length >= 0, length <= call.interpreter.limits.stringLength
            else { return nil }
            return .string(text(base).padding(toLength: length, withPad: pad, startingAt: start))
        }
        family.method(.string, "uppercased", []) { base, _ in .string(text(base).uppercased()) }
        family.method(.string, "lowercased", []) { base, _ in .string(text(base).lowercased()) }
        // `split(separator:maxSplits:omittingEmptySubsequences:)`, each label optional after
        // the first, as Swift's defaults (`Int.max`, `true`).
        family.method(.string, "split", nil) { base, call in
            if call.labels == ["whereSeparator"] || call.labels == [nil],
                let closure = try? call.closure("split")
            {
                // `split(whereSeparator:)`, `split { $0.isWhitespace }`, `split(whereSeparator:
                // \.isNewline)`: Swift's defaults.
                let parts = try text(base).split(whereSeparator: { try call.test(closure, [.string(String($0))]) })
                return .array(parts.map { .string(String($0)) })
            }
            guard case .string(let separator)? = call.values.first, separator.count == 1,
                let character = separator.first, call.labels.first == "separator"
            else { return nil }
            var maxSplits = Int.max
            var omitting = true
            for (label, value) in zip(call.labels, call.values).dropFirst() {
                switch (label, value) {
                case ("maxSplits", .int(let n)) where n >= 0: maxSplits = n
                case ("omittingEmptySubsequences", .bool(let b)): omitting = b
                default: return nil
                }
            }
            let parts = text(base).split(
                separator: character, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
            return .array(parts.map { .string(String($0)) })
        }
        // Foundation's: `CharacterSet` is named by its members here (`.whitespaces`,
        // `.whitespacesAndNewlines`, `.newlines`).
        family.method(.string, "trimmingCharacters", ["in"]) { base, call in
            guard case .symbol(_, let set) = call.values[0] else { return nil }
            let trimmed = try characterSet(set, at: call.range)
            var text = Substring(text(base))
            while let first = text.first, trimmed(first) { text.removeFirst() }
            while let last = text.last, trimmed(last) { text.removeLast() }
            return .string(String(text))
        }
        family.method(.string, "components", ["separatedBy"]) { base, call in
            if case .symbol(_, let set) = call.values[0] {
                // `components(separatedBy: .whitespacesAndNewlines)`: split at every member of
                // the set, keeping the empty pieces between two of them, as Foundation does.
                let separates = try characterSet(set, at: call.range)
                return .array(
                    text(base).split(omittingEmptySubsequences: false, whereSeparator: separates).map {
                        .string(String($0))
                    })
            }
            guard case .string(let separator) = call.values[0], separator.isEmpty == false else { return nil }
            return .array(text(base).components(separatedBy: separator).map { .string($0) })
        }
        family.method(.string, "replacingOccurrences", ["of", "with"]) { base, call in
            guard case .string(let target) = call.values[0], case .string(let replacement) = call.values[1],
                target.isEmpty == false
            else { return nil }
            return .string(text(base).replacingOccurrences(of: target, with: replacement))
        }
        // `replacingOccurrences(of: "l", with: "L", options: .caseInsensitive)`: Foundation's
        // own replacement with those options.
        family.method(.string, "replacingOccurrences", ["of", "with", "options"]) { base, call in
            guard case .string(let target) = call.values[0], case .string(let replacement) = call.values[1],
                target.isEmpty == false
            else { return nil }
            guard let options = compareOptions(call.values[2], extra: [.literal, .anchored, .backwards]) else {
                throw RuntimeError(
                    "'replacingOccurrences(of:with:options:)' simulates the options '.caseInsensitive', '.diacriticInsensitive', '.widthInsensitive', '.literal', '.anchored' and '.backwards' (a regular expression is not simulated yet)",
                    at: call.range)
            }
            return .string(text(base).replacingOccurrences(of: target, with: replacement, options: options))
        }
        // `prefix(3)`, `dropFirst()`: Swift gives a `Substring`, which prints and compares as
        // its text; here it is a String. A negative count traps, as in Swift.
        for name in ["prefix", "suffix", "dropFirst", "dropLast"] {
            family.method(.string, name, name.hasPrefix("drop") ? nil : [nil]) { base, call in
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
            except: [
                "contains", "filter", "reversed", "suffix", "dropFirst", "dropLast", "joined", "firstIndex",
                "lastIndex",
            ])
        family.method(.string, "contains", ["where"]) { base, call in
            let closure = try call.closure("contains")
            return .bool(try text(base).contains { try call.test(closure, [.string(String($0))]) })
        }
        family.method(.string, "filter", nil) { base, call in
            .string(joined(try ArrayBuiltins.filter(ArrayBuiltins.elements(base), call)))
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

    /// The text of a String value ("" for another).
    @inline(__always)
    /// `String.CompareOptions` written as `.caseInsensitive` or `[.caseInsensitive,
    /// .diacriticInsensitive]`; nil for any other value or option.
    static func compareOptions(_ value: Value, extra: String.CompareOptions = []) -> String.CompareOptions? {
        let names: [Value]
        switch value {
        case .array(let items): names = items
        case .symbol: names = [value]
        default: return nil
        }
        var options: String.CompareOptions = []
        for name in names {
            guard case .symbol(let type, let option) = name, type == nil || type == "String.CompareOptions" else {
                return nil
            }
            switch option {
            case "caseInsensitive": options.insert(.caseInsensitive)
            case "diacriticInsensitive": options.insert(.diacriticInsensitive)
            case "widthInsensitive": options.insert(.widthInsensitive)
            case "literal" where extra.contains(.literal): options.insert(.literal)
            case "anchored" where extra.contains(.anchored): options.insert(.anchored)
            case "backwards" where extra.contains(.backwards): options.insert(.backwards)
            default: return nil
            }
        }
        return options
    }

    static func text(_ base: Value) -> String {
        if case .string(let text) = base { return text }
        return ""
    }

    /// A String of Characters (one-character Strings here): `String("cab".sorted())`.
    static func joined(_ characters: [Value]) -> String {
        characters.map(text).joined()
    }
}
