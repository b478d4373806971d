// Foundation's `Decimal`: literals stored in a `Decimal`, `Decimal(_:)`,
// `Decimal(string:)`, `+ - * /`, comparison and `description`; and the format styles
// `Text(value, format:)` takes: `.number`, `.percent` and `.currency(code:)`.
// Rules: none (plain Foundation).
// Faithfulness: Foundation's own Decimal does the arithmetic, exactly, in base 10. A float
// literal stored in a Decimal and `Decimal(19.99)` go through a Double, as in Swift (a
// Decimal's float literal is a Double), so they keep the binary value's error as this
// toolchain's Foundation does: `let b: Decimal = 19.99` is 19.98999999999999488, while
// `Decimal(string: "19.99")` and an Int literal are exact. Format styles print fixed
// en_US text: grouping by thousands, at most 6 fraction digits for `.number` and
// `.percent` (rounded half to even), 2 for currencies (0 for JPY and KRW), with the
// symbol of USD, EUR, GBP and JPY, or the ISO code and a space for other currencies.
// An Int's `.percent` is the number itself (`12` is `12%`), as in Foundation.
// `.number` and `.percent` take `.precision(.fractionLength(n))`. Not modelled: other
// format styles and precisions, locales other than en_US.
import Foundation
import ViewGraphDiagnostics

enum DecimalBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.constructor("Decimal", nil) { call in
            if call.values.isEmpty { return .foundation(.decimal(Decimal.zero)) }
            guard call.values.count == 1 else { return nil }
            switch (call.labels[0], call.values[0]) {
            case ("string", .string(let text)):
                return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")).map {
                    .foundation(.decimal($0))
                }
                    ?? .null
            case (nil, let value):
                return FoundationBuiltins.convertedDecimal(from: value).map { .foundation(.decimal($0)) }
            default:
                return nil
            }
        }
        family.staticProperty("Decimal", "zero") { _ in .foundation(.decimal(Decimal.zero)) }
        family.property(.decimal, "description") { base, _ in
            guard case .foundation(.decimal(let d)) = base else { return nil }
            return .string(d.description)
        }
        family.property(.decimal, "isZero") { base, _ in
            guard case .foundation(.decimal(let d)) = base else { return nil }
            return .bool(d.isZero)
        }
        return family
    }
}

extension FoundationBuiltins {
    /// A number made a Decimal the way Swift makes it (`Decimal(19.99)`, a float literal
    /// stored in a Decimal, `price * 1.1`): an Int exactly, a Double by Foundation's
    /// `Decimal(Double)`, which keeps the binary value's error (19.98999999999999488).
    static func convertedDecimal(from value: Value) -> Decimal? {
        switch value {
        case .double(let d):
            guard d.isFinite else { return nil }
            return Decimal(d)
        default:
            return decimal(from: value)
        }
    }

    /// A number as a Decimal to format: an Int exactly, a Double as its shortest spelling
    /// (what a Double's own format style shows).
    static func decimal(from value: Value) -> Decimal? {
        switch value {
        case .int(let i): return Decimal(i)
        case .double(let d):
            guard d.isFinite else { return nil }
            return Decimal(string: String(d), locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(d)
        case .foundation(.decimal(let d)): return d
        default: return nil
        }
    }
}

/// The format styles of `Text(value, format:)`, pinned to en_US.
enum FormatStyles {
    /// `value` formatted with `style` (`.number`, `.percent`, `.currency(code: "EUR")`).
    static func format(_ value: Value, style: Value, at range: SourceRange) throws -> String {
        if case .double(let d) = value, d.isFinite == false {
            return try formatNonFinite(d, style: style, at: range)
        }
        guard var number = FoundationBuiltins.decimal(from: value) else {
            throw RuntimeError(
                "a format style needs a number (Int, Double or Decimal), not '\(ValueFormatting.typeName(of: value))'",
                at: range)
        }
        switch style {
        case .symbol(_, let name) where numberStyle(name) != nil:
            // `.number`, `.percent`, with `.precision(.fractionLength(1))` (exactly that many
            // fraction digits; `0...1`: at most the upper bound, at least the lower) and
            // `.grouping(.never)` (no thousands separators).
            let style = numberStyle(name)!
            if style.base == "percent", case .int = value {} else if style.base == "percent" { number *= 100 }
            return grouped(number, maxFraction: style.most, minFraction: style.least, separators: style.grouping)
                + (style.base == "percent" ? "%" : "")
        case .enumCase(let c) where c.name == "currency" && c.labels == ["code"]:
            guard case .string(let code)? = c.payload.first else { break }
            let digits = ["JPY", "KRW"].contains(code.uppercased()) ? 0 : 2
            let text = grouped(abs(number), maxFraction: digits, minFraction: digits)
            return (number < 0 ? "-" : "") + currencySymbol(code) + text
        default:
            break
        }
        throw unsimulatedStyle(style, at: range)
    }

    /// `.currency(code: "USD").locale(Locale(identifier: "en_US"))`, `.dateTime.locale(.current)`:
    /// a style pinned to the simulated device's locale formats as the style itself (every
    /// style here formats in en_US); another locale is not simulated. Nil when the
    /// argument is no Locale.
    static func pinned(_ style: Value, to arguments: [EvaluatedArgument], at range: SourceRange) throws -> Value? {
        guard arguments.count == 1, arguments[0].label == nil,
            let identifier = LocaleBuiltins.identifier(of: arguments[0].value)
        else { return nil }
        guard identifier == LocaleBuiltins.deviceIdentifier else {
            throw RuntimeError(
                "formatting in the locale '\(identifier)' is not simulated yet: the simulation formats in en_US, so pin a style to 'Locale(identifier: \"en_US\")' or leave '.locale(…)' out",
                at: range)
        }
        return style
    }

    private static func unsimulatedStyle(_ style: Value, at range: SourceRange) -> RuntimeError {
        RuntimeError(
            "the format style '\(ValueFormatting.describe(style))' is not simulated yet: use '.number', '.percent' or '.currency(code:)'",
            at: range)
    }

    /// A NaN or an infinity, as Foundation formats it: `NaN`, `∞`, with the sign of the value
    /// (`0.0 / 0.0` is `-NaN` on x86, as there) and the style's `%` or currency symbol
    /// (`-$NaN`); digits and grouping do not apply.
    private static func formatNonFinite(_ d: Double, style: Value, at range: SourceRange) throws -> String {
        let sign = d.sign == .minus ? "-" : ""
        let text = d.isNaN ? "NaN" : "∞"
        switch style {
        case .symbol(_, let name) where numberStyle(name) != nil:
            return sign + text + (numberStyle(name)!.base == "percent" ? "%" : "")
        case .enumCase(let c) where c.name == "currency" && c.labels == ["code"]:
            guard case .string(let code)? = c.payload.first else { break }
            return sign + currencySymbol(code) + text
        default:
            break
        }
        throw unsimulatedStyle(style, at: range)
    }

    /// `$` for `USD`; a code without a symbol here is shown as the code and a space.
    private static func currencySymbol(_ code: String) -> String {
        let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"]
        return symbols[code.uppercased()] ?? code.uppercased() + "\u{00A0}"
    }

    /// `number`, `number.precision(fractionLength(1))`, `percent.grouping(never)`: the base,
    /// the least and the most fraction digits, and whether thousands are separated; nil for
    /// another style.
    private static func numberStyle(_ name: String) -> (base: String, least: Int, most: Int, grouping: Bool)? {
        // A symbolic method's name shows its arguments as they print: `grouping(.never)`.
        var members = name.replacingOccurrences(of: "(.", with: "(").split(separator: ".", maxSplits: 1).map(
            String.init)
        guard let base = members.first, base == "number" || base == "percent" else { return nil }
        var style = (base: base, least: 0, most: 6, grouping: true)
        var rest = members.count > 1 ? members.removeLast() : ""
        /// Whether `rest` starts with `prefix`, which is then taken off it.
        func take(_ prefix: String) -> Bool {
            guard rest.hasPrefix(prefix) else { return false }
            rest.removeFirst(prefix.count)
            return true
        }
        while rest.isEmpty == false {
            if take("precision(fractionLength("), let close = rest.range(of: "))") {
                let digits = rest[..<close.lowerBound]
                if let count = Int(digits), (0...12).contains(count) {
                    (style.least, style.most) = (count, count)
                } else {
                    let bounds = digits.components(separatedBy: "...")
                    guard bounds.count == 2, let least = Int(bounds[0]), let most = Int(bounds[1]), least >= 0,
                        least <= most, most <= 12
                    else { return nil }
                    (style.least, style.most) = (least, most)
                }
                rest = String(rest[close.upperBound...])
            } else if take("grouping(never)") {
                style.grouping = false
            } else if take("grouping(automatic)") == false {
                return nil
            }
            if take(".") == false, rest.isEmpty == false { return nil }
        }
        return style
    }

    private static func abs(_ d: Decimal) -> Decimal { d < 0 ? -d : d }

    /// en_US grouping, rounded half to even to `maxFraction` digits, padded to `minFraction`.
    static func grouped(_ number: Decimal, maxFraction: Int, minFraction: Int, separators: Bool = true) -> String {
        var input = number
        var rounded = Decimal()
        NSDecimalRound(&rounded, &input, maxFraction, .bankers)
        var text = rounded.description
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let integer = Array(parts[0])
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        while fraction.count < minFraction { fraction += "0" }
        var groupedInteger = ""
        for (index, digit) in integer.enumerated() {
            if separators, index > 0 && (integer.count - index) % 3 == 0 { groupedInteger += "," }
            groupedInteger.append(digit)
        }
        let sign = negative && !rounded.isZero ? "-" : ""
        return sign + groupedInteger + (fraction.isEmpty ? "" : "." + fraction)
    }
}
