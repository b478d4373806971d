// Duration's members apps read to show time: `components` (whole seconds and the
// attoseconds left over) and `formatted()`, `formatted(.time(pattern: …))` with the
// `.minuteSecond`, `.hourMinute` and `.hourMinuteSecond` patterns and their padding and
// fraction options, as a stopwatch or a timer shows them.
// Rules: none (the standard library and Foundation).
// Faithfulness: exact for the patterns listed, checked against this toolchain's
// Foundation (the last unit shown is rounded half to even: 30.5 seconds is `0:30`, 31.5
// is `0:32`). `.units(allowed:width:maximumUnitCount:)` is Foundation's own
// `Duration.UnitsFormatStyle`, pinned to en_US (`1 hr, 5 min`). A Duration is Swift's own
// (`Value.duration`), so its components are exact. Not modelled: the units style's other options,
// locales other than en_US.
import Foundation
import ViewGraphDiagnostics

enum DurationBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        // `ContinuousClock.now`, `SuspendingClock.now`: an instant of the simulated clock, kept
        // as the time since the run began, so `.now - start` is the Duration between them and
        // `start + .seconds(1)` an instant (simplified: an instant prints as that Duration).
        for clock in ["ContinuousClock", "SuspendingClock"] {
            family.staticProperty(clock, "now") { interpreter in .duration(.seconds(interpreter.host.now)) }
        }
        family.property(.duration, "components") { base, _ in
            guard case .duration(let duration) = base else { return nil }
            let (seconds, attoseconds) = duration.components
            return .tuple([.int(Int(seconds)), .int(Int(attoseconds))], labels: ["seconds", "attoseconds"])
        }
        family.method(.duration, "formatted", nil) { base, call in
            guard case .duration(let duration) = base else { return nil }
            let seconds = duration.seconds
            guard let style = call.values.first else {
                return .string(try format(seconds, TimePattern(units: .hourMinuteSecond), at: call.range))
            }
            if call.values.count == 1, let units = try unitsStyle(style, at: call.range) {
                return .string(duration.formatted(units))
            }
            guard call.values.count == 1, let pattern = TimePattern(style) else {
                throw RuntimeError(
                    "'formatted' of a Duration takes nothing, '.time(pattern: .minuteSecond)' (also '.hourMinute', '.hourMinuteSecond') or '.units(allowed:width:maximumUnitCount:)'",
                    at: call.range, group: .unsupported)
            }
            return .string(try format(seconds, pattern, at: call.range))
        }
        return family
    }

    /// Swift's Duration holds Int128 attoseconds: about ±1.7e20 seconds.
    static let largestSeconds = 1.7e20

    /// `.units(allowed: [.hours, .minutes], width: .abbreviated, maximumUnitCount: 2)` as
    /// Foundation's style, in en_US; nil for any other style. Foundation's defaults: hours,
    /// minutes and seconds, abbreviated.
    static func unitsStyle(_ style: Value, at range: SourceRange) throws -> Duration.UnitsFormatStyle? {
        let arguments: [(label: String?, value: Value)]
        switch style {
        case .symbol(_, "units"): arguments = []
        case .enumCase(let units) where units.type == nil && units.name == "units":
            arguments = Array(zip(units.labels, units.payload))
        default: return nil
        }
        var allowed: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds]
        var width: Duration.UnitsFormatStyle.UnitWidth = .abbreviated
        var maximumUnitCount: Int?
        func unit(_ value: Value) -> Duration.UnitsFormatStyle.Unit? {
            guard case .symbol(_, let name) = value else { return nil }
            switch name {
            case "weeks": return .weeks
            case "days": return .days
            case "hours": return .hours
            case "minutes": return .minutes
            case "seconds": return .seconds
            case "milliseconds": return .milliseconds
            case "microseconds": return .microseconds
            case "nanoseconds": return .nanoseconds
            default: return nil
            }
        }
        for (label, value) in arguments {
            switch (label, value) {
            case ("allowed", .array), ("allowed", .set):
                let items = ArrayBuiltins.elements(value)
                let units = items.compactMap(unit)
                guard units.count == items.count, units.isEmpty == false else { return nil }
                allowed = Set(units)
            case ("width", .symbol(_, let name)):
                switch name {
                case "wide": width = .wide
                case "abbreviated": width = .abbreviated
                case "condensedAbbreviated": width = .condensedAbbreviated
                case "narrow": width = .narrow
                default: return nil
                }
            case ("maximumUnitCount", .int(let count)) where count >= 1:
                maximumUnitCount = count
            default:
                throw RuntimeError(
                    "'.units(…)' takes 'allowed:', 'width:' and 'maximumUnitCount:' here; its other options are not simulated yet",
                    at: range, group: .unsupported)
            }
        }
        return Duration.UnitsFormatStyle(allowedUnits: allowed, width: width, maximumUnitCount: maximumUnitCount)
            .locale(Locale(identifier: "en_US"))
    }

    /// `.time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2))`.
    struct TimePattern {
        enum Units: String { case minuteSecond, hourMinute, hourMinuteSecond }
        var units: Units
        var padFirst = 1
        var fractionLength = 0

        init(units: Units) { self.units = units }

        /// The pattern a `.time(pattern:)` style names, or nil for any other style.
        init?(_ style: Value) {
            guard case .enumCase(let time) = style, time.type == nil, time.name == "time",
                time.payload.count == 1, time.labels.first == "pattern"
            else { return nil }
            switch time.payload[0] {
            case .symbol(_, let name):
                guard let units = Units(rawValue: name) else { return nil }
                self.units = units
            case .enumCase(let pattern) where pattern.type == nil:
                guard let units = Units(rawValue: pattern.name) else { return nil }
                self.units = units
                for (label, value) in zip(pattern.labels, pattern.payload) {
                    guard case .int(let length) = value, (0...20).contains(length) else { return nil }
                    switch label {
                    case "padMinuteToLength" where units == .minuteSecond: padFirst = length
                    case "padHourToLength" where units != .minuteSecond: padFirst = length
                    case "fractionalSecondsLength" where units != .hourMinute: fractionLength = length
                    case "roundFractionalSeconds", "roundSeconds": break
                    default: return nil
                    }
                }
            default:
                return nil
            }
        }
    }

    /// `1:30`, `0:01:30`, `01:30.25`: the last unit rounded half to even, as Foundation does.
    static func format(_ seconds: Double, _ pattern: TimePattern, at range: SourceRange) throws -> String {
        // A pattern counts its smallest unit in an Int.
        guard abs(seconds) * Double(pow10(pattern.fractionLength)) < 9e18 else {
            throw RuntimeError(
                "a Duration of \(ValueFormatting.describe(.double(seconds))) seconds is too long for ViewGraph to format with '.time(pattern:)'",
                at: range, group: .limits)
        }
        let sign = seconds < 0 ? "-" : ""
        let magnitude = abs(seconds)
        func padded(_ value: Int, _ length: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, length - text.count)) + text
        }
        switch pattern.units {
        case .hourMinute:
            let minutes = Int((magnitude / 60).rounded(.toNearestOrEven))
            return sign + padded(minutes / 60, pattern.padFirst) + ":" + padded(minutes % 60, 2)
        case .minuteSecond, .hourMinuteSecond:
            let scale = pow10(pattern.fractionLength)
            let units = Int((magnitude * Double(scale)).rounded(.toNearestOrEven))
            let wholeSeconds = units / scale
            var text = ""
            if pattern.units == .minuteSecond {
                text = padded(wholeSeconds / 60, pattern.padFirst) + ":" + padded(wholeSeconds % 60, 2)
            } else {
                text =
                    padded(wholeSeconds / 3600, pattern.padFirst) + ":" + padded(wholeSeconds / 60 % 60, 2) + ":"
                    + padded(wholeSeconds % 60, 2)
            }
            if pattern.fractionLength > 0 { text += "." + padded(units % scale, pattern.fractionLength) }
            return sign + text
        }
    }

    private static func pow10(_ n: Int) -> Int { (0..<n).reduce(1) { value, _ in value * 10 } }
}

extension Duration {
    /// The duration in seconds, as a Double: the simulated clock's unit.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
