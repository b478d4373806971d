// `Locale` as app code reads it: `Locale.current` (the simulated device's, en_US, the
// locale every format style here uses), `Locale(identifier:)`, `identifier`, the older
// `languageCode`, `regionCode` and `currencyCode`, and the newer `language.languageCode`,
// `region` and `currency`, each with its `identifier` (`Locale.current.currency?.identifier
// ?? "USD"` for a currency format).
// Rules: none (plain Foundation).
// Faithfulness: exact for en_US and for an identifier's own parts; a region's currency is
// known for the commonest regions and nil for others. `print(locale)` shows the identifier
// (Foundation adds ` (current)` or ` (fixed)`). Formatting stays en_US whatever a locale
// says.
import ViewGraphDiagnostics

enum LocaleBuiltins {
    /// The simulated device's locale.
    static let deviceIdentifier = "en_US"

    /// The identifier of a Locale value, or of `.current` written where a Locale is
    /// expected; nil for any other value.
    static func identifier(of value: Value) -> String? {
        switch value {
        case .symbol("Locale"?, let identifier): identifier
        case .symbol(nil, "current"), .symbol(nil, "autoupdatingCurrent"): deviceIdentifier
        default: nil
        }
    }

    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        for name in ["current", "autoupdatingCurrent"] {
            family.staticProperty("Locale", name) { _ in .symbol(type: "Locale", name: deviceIdentifier) }
        }
        family.constructor("Locale", ["identifier"]) { call in
            guard case .string(let identifier) = call.values[0] else { return nil }
            return .symbol(type: "Locale", name: identifier)
        }
        family.property(.locale, "identifier") { base, _ in
            // A locale's, a language code's, a region's or a currency's identifier.
            guard case .symbol(let type?, let name) = base, type != "Locale.Language" else { return nil }
            return .string(name)
        }
        let parts: [(String, @Sendable (String) -> Value)] = [
            ("regionCode", { region($0).map(Value.string) ?? .null }),
            ("currencyCode", { currency($0).map(Value.string) ?? .null }),
            ("language", { .symbol(type: "Locale.Language", name: $0) }),
            ("currency", { currency($0).map { .symbol(type: "Locale.Currency", name: $0) } ?? .null }),
        ]
        for (name, part) in parts {
            family.property(.locale, name) { base, _ in
                guard case .symbol("Locale"?, let identifier) = base else { return nil }
                return part(identifier)
            }
        }
        // `Locale.current.languageCode` (a String), `Locale.current.language.languageCode?.identifier`,
        // `.region?.identifier` (of a locale or of its language).
        family.property(.locale, "languageCode") { base, _ in
            guard case .symbol(let type?, let identifier) = base, type == "Locale" || type == "Locale.Language" else {
                return nil
            }
            return type == "Locale"
                ? .string(language(identifier)) : .symbol(type: "Locale.LanguageCode", name: language(identifier))
        }
        family.property(.locale, "region") { base, _ in
            guard case .symbol(let type?, let identifier) = base, type == "Locale" || type == "Locale.Language" else {
                return nil
            }
            return region(identifier).map { .symbol(type: "Locale.Region", name: $0) } ?? .null
        }
        family.property(.locale, "minimalIdentifier") { base, _ in
            guard case .symbol("Locale.Language"?, let identifier) = base else { return nil }
            return .string(language(identifier))
        }
        return family
    }

    /// `en` of `en_US`.
    private static func language(_ identifier: String) -> String {
        String(identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first ?? "")
    }

    /// `US` of `en_US`; nil for `en`.
    private static func region(_ identifier: String) -> String? {
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard parts.count > 1, let last = parts.last, last.count == 2, last.uppercased() == last else { return nil }
        return String(last)
    }

    /// The currency of the locale's region, for the commonest regions.
    private static func currency(_ identifier: String) -> String? {
        guard let region = region(identifier) else { return nil }
        let euro = ["AT", "BE", "DE", "ES", "FI", "FR", "GR", "IE", "IT", "NL", "PT"]
        if euro.contains(region) { return "EUR" }
        let currencies: KeyValuePairs = [
            "US": "USD", "GB": "GBP", "JP": "JPY", "CA": "CAD", "AU": "AUD", "CH": "CHF", "CN": "CNY", "IN": "INR",
            "KR": "KRW", "BR": "BRL", "MX": "MXN", "SE": "SEK", "NO": "NOK", "DK": "DKK", "NZ": "NZD",
        ]
        return currencies.first { $0.key == region }?.value
    }
}
