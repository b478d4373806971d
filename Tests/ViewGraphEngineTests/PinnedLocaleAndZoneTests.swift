import Testing
import ViewGraphEngine

/// App code pins its formatting to en_US and UTC, the simulation's own locale and zone
/// (`.locale(Locale(identifier: "en_US"))`, `formatter.timeZone = TimeZone(identifier:
/// "UTC")`): those format as the simulation does; another locale or zone is an error, never
/// a silent en_US or UTC. Expected lines are this toolchain's `swiftc` output.
@Suite("Styles and formatters pinned to en_US and UTC")
struct PinnedLocaleAndZoneTests {
    @Test("a number, percent or currency style pinned to en_US formats as the style itself")
    func pinnedNumberStyles() throws {
        let printed = try printedByStep(
            """
            let price = 1234.5
            let us = Locale(identifier: "en_US")
            print(price.formatted(.currency(code: "USD").locale(us)))
            print(price.formatted(.number.locale(us)))
            print(price.formatted(.number.precision(.fractionLength(1)).locale(us)))
            print(price.formatted(.number.locale(us).precision(.fractionLength(2))))
            print(price.formatted(.number.grouping(.never).locale(Locale.current)))
            print(0.25.formatted(.percent.locale(us)))
            """)
        #expect(printed == ["$1,234.50", "1,234.5", "1,234.5", "1,234.50", "1234.5", "25%"])
    }

    @Test("Date.FormatStyle(date:time:locale:) and a pinned .dateTime format in en_US and UTC")
    func dateStyles() throws {
        let printed = try printedByStep(
            """
            let d = Date(timeIntervalSince1970: 86400 * 365 + 3600 * 15)
            print(d.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "en_US"))))
            print(d.formatted(Date.FormatStyle(date: .numeric, time: .omitted, timeZone: TimeZone(identifier: "UTC")!)))
            print(d.formatted(.dateTime.year().month().locale(Locale(identifier: "en_US"))))
            print(d.formatted(Date.FormatStyle()))
            print(d.formatted(Date.FormatStyle(date: .long)))
            """)
        // Foundation puts a narrow no-break space before the AM/PM mark.
        #expect(
            printed == [
                "Jan 1, 1971 at 3:00\u{202F}PM", "1/1/1971", "Jan 1971", "1/1/1971, 3:00\u{202F}PM", "January 1, 1971",
            ])
    }

    @Test("UTC as Foundation names it: a formatter and a calendar set to it compute as before")
    func utcZones() throws {
        let printed = try printedByStep(
            """
            let d = Date(timeIntervalSince1970: 86400 * 365 + 3600 * 15)
            let f = DateFormatter()
            f.timeZone = TimeZone(identifier: "UTC")
            f.dateFormat = "yyyy-MM-dd HH:mm"
            print(f.string(from: d))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: 0)!
            print(calendar.component(.hour, from: d))
            print(TimeZone(identifier: "UTC")!.identifier, TimeZone.gmt.secondsFromGMT())
            print(TimeZone(abbreviation: "GMT")!.abbreviation() ?? "")
            """)
        #expect(printed == ["1971-01-01 15:00", "15", "GMT 0", "GMT"])
    }

    @Test("another locale or zone stops the step with a precise error, not a silent en_US or UTC")
    func otherLocalesAndZones() throws {
        let locale = try #require(
            stepError(#"print(1.5.formatted(.number.locale(Locale(identifier: "fr_FR"))))"#))
        #expect(locale.message.hasPrefix("formatting in the locale 'fr_FR' is not simulated yet"))
        let zone = try #require(stepError(#"let z = TimeZone(identifier: "America/New_York")"#))
        #expect(zone.message.hasPrefix("the time zone 'America/New_York' is not simulated yet"))
        let style = try #require(
            stepError(#"let s = Date.FormatStyle(date: .long, locale: Locale(identifier: "de_DE"))"#))
        #expect(style.message.hasPrefix("formatting in the locale 'de_DE' is not simulated yet"))
    }

    @Test(
        "String(format:locale:_:) takes the locale as no argument to format; String(format:arguments:) spreads its array"
    )
    func stringFormatLabels() throws {
        let printed = try printedByStep(
            """
            let kwh = 18.372
            print(String(format: "%.1f kWh", locale: Locale(identifier: "en_US"), kwh))
            print(String(format: "%.2f", locale: .current, kwh))
            print(String(format: "%d of %d km", arguments: [3, 8]))
            print(kwh.formatted(.number.precision(.fractionLength(1)).locale(.current)))
            """)
        #expect(printed == ["18.4 kWh", "18.37", "3 of 8 km", "18.4"])
        let other = try #require(
            stepError(#"let s = String(format: "%.1f", locale: Locale(identifier: "de_DE"), 1.5)"#))
        #expect(other.message.hasPrefix("formatting in the locale 'de_DE' is not simulated yet"))
    }

    @Test("a locale given to String(format:) groups integer parts in threes, as Foundation does; no locale does not")
    func localeGroupsThousands() throws {
        let printed = try printedByStep(
            """
            let us = Locale(identifier: "en_US")
            print(String(format: "%d items, %.2f", locale: us, 1234, 5678.5))
            print(String(format: "%d items, %.2f", 1234, 5678.5))
            print(String.localizedStringWithFormat("%d items, %.2f", 1234, 5678.5))
            print(String(format: "[%8d] [%08d] [%-9d|] [%12d]", locale: us, 1234567, 1234567, 1234567, 1234567))
            print(String(format: "%d %x %@ %d", locale: us, -1234, 4660, "abc", 999))
            """)
        #expect(
            printed == [
                "1,234 items, 5,678.50", "1234 items, 5678.50", "1,234 items, 5,678.50",
                "[1,234,567] [01,234,567] [1,234,567|] [   1,234,567]", "-1,234 1234 abc 999",
            ])
    }
}
