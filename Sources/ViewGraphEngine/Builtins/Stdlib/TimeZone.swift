// `TimeZone` as app code writes it to pin a formatter or a calendar to UTC:
// `TimeZone(identifier: "UTC")`, `TimeZone(secondsFromGMT: 0)`, `TimeZone(abbreviation:
// "GMT")`, `TimeZone.gmt`, `TimeZone.current`, with `identifier`, `secondsFromGMT()` and
// `abbreviation()`; `formatter.timeZone = …` and `calendar.timeZone = …`.
// Rules: none (plain Foundation).
// Faithfulness: exact for UTC, the zone of the simulated clock and of every date it
// formats or computes (a UTC alias is Foundation's `GMT`, as `identifier` shows on this
// toolchain). Any other zone is not simulated: it is an error where it is made, never a
// silent UTC. `print(zone)` shows `GMT` (Foundation adds ` (fixed)` or ` (current)`).
import ViewGraphDiagnostics

enum TimeZoneBuiltins {
    /// The zone of the simulated clock, as Foundation names it.
    static var simulated: Value { .symbol(type: "TimeZone", name: "GMT") }

    /// Identifiers Foundation resolves to UTC.
    private static let utcIdentifiers: Set<String> = [
        "UTC", "GMT", "UCT", "Zulu", "Universal", "Greenwich", "GMT0", "Etc/UTC", "Etc/GMT", "Etc/UCT", "Etc/Zulu",
        "Etc/Universal", "Etc/Greenwich", "Etc/GMT0",
    ]

    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        for name in ["current", "autoupdatingCurrent", "gmt"] {
            family.staticProperty("TimeZone", name) { _ in simulated }
        }
        family.constructor("TimeZone", ["identifier"]) { call in
            guard case .string(let identifier) = call.values[0] else { return nil }
            guard utcIdentifiers.contains(identifier) else { throw otherZone("'\(identifier)'", at: call.range) }
            return simulated
        }
        family.constructor("TimeZone", ["abbreviation"]) { call in
            guard case .string(let abbreviation) = call.values[0] else { return nil }
            guard abbreviation == "UTC" || abbreviation == "GMT" else {
                throw otherZone("'\(abbreviation)'", at: call.range)
            }
            return simulated
        }
        family.constructor("TimeZone", ["secondsFromGMT"]) { call in
            guard case .int(let seconds) = call.values[0] else { return nil }
            guard seconds == 0 else { throw otherZone("\(seconds) seconds from GMT", at: call.range) }
            return simulated
        }
        family.property(.timeZone, "identifier") { _, _ in .string("GMT") }
        for labels: [String?] in [[], ["for"]] {
            family.method(.timeZone, "secondsFromGMT", labels) { _, _ in .int(0) }
            family.method(.timeZone, "abbreviation", labels) { _, _ in .string("GMT") }
            family.method(.timeZone, "isDaylightSavingTime", labels) { _, _ in .bool(false) }
        }
        family.property(.calendar, "timeZone") { _, _ in simulated }
        return family
    }

    /// Checks a zone assigned to a formatter's or a calendar's `timeZone` (nil resets a
    /// formatter to the device's zone, the simulated clock's).
    static func checkAssigned(_ value: Value, at range: SourceRange) throws {
        switch value {
        case .symbol("TimeZone"?, "GMT"), .null: return
        default:
            throw RuntimeError(
                "'timeZone' takes a TimeZone, such as 'TimeZone(identifier: \"UTC\")'; the simulated clock runs in UTC",
                at: range)
        }
    }

    private static func otherZone(_ zone: String, at range: SourceRange) -> RuntimeError {
        RuntimeError(
            "the time zone \(zone) is not simulated yet: the simulated clock, and every date it formats, is in UTC; use 'TimeZone(identifier: \"UTC\")'",
            at: range)
    }
}
