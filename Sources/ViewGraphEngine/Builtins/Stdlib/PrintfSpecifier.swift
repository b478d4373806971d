// `String(format:)`-style specifiers in SwiftUI's string interpolations
// (`Text("\(lap, specifier: "%.1f") s")`). Faithfulness: exact for one conversion of an
// Int (`%d`, `%i`, `%u`, `%x`, `%X`, `%o`, with `l`/`ll` and flags, width, precision) or a
// Double (`%f`, `%e`, `%g`, `%E`, `%G`), surrounded by any text and `%%`; anything
// else is a runtime diagnostic, since a mismatched specifier is undefined behaviour.
// `String(format:)` also takes `%@` (any value's description) and positions (`%2$@`).
import Foundation
import ViewGraphDiagnostics

enum PrintfSpecifier {
    /// The value formatted with the specifier.
    static func format(_ value: Value, _ specifier: String, at range: SourceRange, _ interpreter: Interpreter) throws
        -> String
    {
        guard let conversion = parse(specifier) else {
            throw RuntimeError(
                "the format specifier \"\(specifier)\" is not simulated: use one conversion such as \"%.1f\" or \"%d\"",
                at: range)
        }
        // A width or precision is a count of characters: past the string limit it would
        // build a string no scenario may hold (`%99999999d`), so it stops here first.
        let limit = interpreter.limits.stringLength
        for number in conversion.flags.split(whereSeparator: { !$0.isNumber })
        where Int(number).map({ $0 > limit }) ?? true {
            throw RuntimeError(
                "the format specifier \"\(specifier)\" asks for more than \(limit) characters", at: range,
                group: .limits)
        }
        let template =
            conversion.prefix + "%" + conversion.flags + conversion.length + String(conversion.kind)
            + conversion.suffix
        switch (value, conversion.kind) {
        case (.int(let number), "u"):
            // `%u` reads the Int's bits as unsigned: -1 is 18446744073709551615.
            let unsignedTemplate = conversion.prefix + "%" + conversion.flags + "lu" + conversion.suffix
            return String(format: unsignedTemplate, UInt(bitPattern: number))
        case (.int(let number), "d"), (.int(let number), "i"), (.int(let number), "x"), (.int(let number), "X"),
            (.int(let number), "o"):
            // Int is 64 bits: always the `l` length modifier.
            let intTemplate =
                conversion.prefix + "%" + conversion.flags + "l" + String(conversion.kind) + conversion.suffix
            return String(format: intTemplate, number)
        case (.double(let number), "f"), (.double(let number), "e"), (.double(let number), "g"),
            (.double(let number), "E"), (.double(let number), "G"):
            return String(format: template, number)
        case (.int(let number), "f"), (.int(let number), "e"), (.int(let number), "g"):
            // SwiftUI's interpolation of an Int with a floating-point specifier is a mismatch.
            throw RuntimeError(
                "the format specifier \"\(specifier)\" expects a floating-point value, but \(number) is an Int",
                at: range)
        default:
            throw RuntimeError(
                "the format specifier \"\(specifier)\" does not fit a value of type '\(interpreter.typeName(of: value))'",
                at: range)
        }
    }

    /// `String(format:_:)`: the format with each conversion filled in by its argument, in
    /// order, each checked as `format(_:_:at:_:)` checks one; the count must match.
    ///
    /// With `groupsThousands` (a locale given: `String(format:locale:_:)` with en_US,
    /// `String.localizedStringWithFormat`), Foundation groups the integer part of a `%d`,
    /// `%i`, `%u` or `%f` conversion in threes ("1,234,567"), as this toolchain's does.
    static func format(
        _ values: [Value], _ format: String, at range: SourceRange, _ interpreter: Interpreter,
        groupsThousands: Bool = false
    ) throws -> String {
        let characters = Array(format)
        var out = ""
        var index = 0
        var remaining = values[...]
        var conversions = 0
        var usedPositions = Set<Int>()
        var numbered = false
        while index < characters.count {
            guard characters[index] == "%" else {
                out.append(characters[index])
                index += 1
                continue
            }
            if index + 1 < characters.count, characters[index + 1] == "%" {
                out.append("%")
                index += 2
                continue
            }
            var end = index + 1
            // `%2$@`: the argument at that position (1-based), as Foundation reads it.
            var position: Int?
            var digitsEnd = end
            while digitsEnd < characters.count, characters[digitsEnd].isASCII, characters[digitsEnd].isNumber {
                digitsEnd += 1
            }
            if digitsEnd > end, digitsEnd < characters.count, characters[digitsEnd] == "$" {
                position = Int(String(characters[end..<digitsEnd]))
                end = digitsEnd + 1
            }
            let conversionStart = end
            while end < characters.count, "-+ 0#.123456789l".contains(characters[end]) { end += 1 }
            let piece = "%" + String(characters[conversionStart..<min(end + 1, characters.count)])
            conversions += 1
            if conversions == 1 {
                numbered = position != nil
            } else if (position != nil) != numbered {
                throw RuntimeError(
                    "String(format:) mixes numbered conversions (\"%1$@\") with unnumbered ones (\"%@\"): Foundation's result is undefined (it crashes on this toolchain)",
                    at: range)
            }
            let value: Value
            if let position {
                guard position >= 1, position <= values.count else {
                    throw RuntimeError(
                        "String(format:) has no argument \(position) for \"\(String(characters[index..<min(end + 1, characters.count)]))\"",
                        at: range)
                }
                usedPositions.insert(position)
                value = values[position - 1]
            } else {
                guard let next = remaining.popFirst() else {
                    throw RuntimeError(
                        "String(format:) has more conversions than arguments: \"\(piece)\" has no argument", at: range)
                }
                value = next
            }
            if piece == "%@" {
                // `%@`: the argument's description (a String, a number, any value).
                out += try interpreter.text(of: value, at: range)
            } else if groupsThousands, let kind = piece.last, "diuf".contains(kind) {
                out += groupingThousands(try self.format(value, piece, at: range, interpreter))
            } else {
                out += try self.format(value, piece, at: range, interpreter)
            }
            index = end + 1
        }
        if usedPositions.isEmpty == false {
            // Positional conversions may take the arguments in any order, and more than once.
            remaining = remaining.dropFirst(usedPositions.count)
        }
        if !remaining.isEmpty, usedPositions.count < values.count {
            throw RuntimeError(
                "String(format:) was given \(values.count) arguments for \(conversions) conversions in \"\(format)\"",
                at: range)
        }
        return out
    }

    /// A formatted number with its integer part grouped in threes by commas (en_US). The
    /// field keeps its width where padding spaces make room for the commas, as Foundation
    /// pads after grouping (`%8d` of 1234567 is "1,234,567"); zeros are grouped with the
    /// digits (`%08d` is "01,234,567").
    static func groupingThousands(_ text: String) -> String {
        var characters = Array(text)
        guard let start = characters.firstIndex(where: { $0.isASCII && $0.isNumber }) else { return text }
        var end = start
        while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
        let digits = characters[start..<end]
        guard digits.count > 3 else { return text }
        var grouped: [Character] = []
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        var commas = grouped.count - digits.count
        characters.replaceSubrange(start..<end, with: grouped)
        while commas > 0, characters.first == " " {
            characters.removeFirst()
            commas -= 1
        }
        while commas > 0, characters.last == " " {
            characters.removeLast()
            commas -= 1
        }
        return String(characters)
    }

    private struct Conversion {
        var prefix: String
        var flags: String
        var length: String
        var kind: Character
        var suffix: String
    }

    /// Splits `"Lap %.1f s"` into its one conversion and the text around it (`%%` escapes).
    private static func parse(_ specifier: String) -> Conversion? {
        let characters = Array(specifier)
        var index = 0
        var prefix = ""
        var found: Conversion?
        var suffix = ""
        while index < characters.count {
            let character = characters[index]
            guard character == "%" else {
                if found == nil { prefix.append(character) } else { suffix.append(character) }
                index += 1
                continue
            }
            if index + 1 < characters.count, characters[index + 1] == "%" {
                if found == nil { prefix += "%%" } else { suffix += "%%" }
                index += 2
                continue
            }
            guard found == nil else { return nil }
            index += 1
            var flags = ""
            while index < characters.count, "-+ 0#.123456789".contains(characters[index]) {
                flags.append(characters[index])
                index += 1
            }
            var length = ""
            while index < characters.count, characters[index] == "l" {
                length.append("l")
                index += 1
            }
            guard index < characters.count, "diuxXofeEgG".contains(characters[index]), length.count <= 2 else {
                return nil
            }
            found = Conversion(prefix: prefix, flags: flags, length: length, kind: characters[index], suffix: "")
            index += 1
        }
        found?.suffix = suffix
        return found
    }
}
