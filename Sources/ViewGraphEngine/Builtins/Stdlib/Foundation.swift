// Foundation: `UUID()`, `ObjectIdentifier(_:)`, `Date()` and `Date.now`, `Duration.seconds(_:)` and
// `.milliseconds(_:)`, `Measurement(value:unit:)` and the unit types, and the formatters (`NumberFormatter`, `MeasurementFormatter`, `DateFormatter`)
// with `string(from:)` and the options set on them.
// Rules: none (plain Foundation). Creating a UUID or a formatter, and each
// `string(from:)`, charges its cost from the costs table (see Guides/Performance.md).
// Faithfulness: simplified, on purpose, so output is the same on every machine:
// `UUID()` is sequential per run; `Date` reads the simulated clock, which starts at
// 2026-01-01 00:00:00 UTC; formatters print fixed en_US text. DateFormatter and
// NumberFormatter are Foundation's own, pinned to en_US (and UTC), honouring `dateFormat`,
// `dateStyle`, `timeStyle`, `numberStyle`, the digit counts and `currencyCode`.
// MeasurementFormatter is reimplemented (swift-corelibs-foundation does not provide
// it on Linux) with en_US's natural-scale lengths: miles, or feet below a tenth of a
// mile. Not modelled: other formatter options (accepted and kept, without effect),
// time zones, unit conversion of durations, masses and temperatures. Date format styles
// and Calendar: Stdlib/Dates.swift.
import Foundation
import ViewGraphDiagnostics

enum FoundationBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.constructor("UUID", []) { call in
            call.host.charge(call.interpreter.costs.uuid, for: "UUID()", site: call.range)
            return .foundation(.uuid(call.host.nextUUID()))
        }
        // `UUID(uuidString:)`: nil for text that is not a UUID, as in Foundation. The engine's
        // UUIDs are numbered from a seed (`…-8000-000000000001`), so it can give back one it
        // made; any other UUID is said to be not simulated rather than replaced.
        family.constructor("UUID", ["uuidString"]) { call in
            guard case .string(let text) = call.values[0] else { return nil }
            guard Foundation.UUID(uuidString: text) != nil else { return .null }
            let prefix = "00000000-0000-4000-8000-"
            if text.uppercased().hasPrefix(prefix), let n = UInt64(text.dropFirst(prefix.count), radix: 16) {
                return .foundation(.uuid(n))
            }
            throw RuntimeError(
                "UUID(uuidString:) of a UUID ViewGraph did not make is not simulated yet: its UUIDs are numbered from a seed (\(ValueFormatting.uuidString(1)), …) so that every run prints the same",
                at: call.range,
                notes: [DiagnosticNote("make it with 'UUID()', or keep the text as a String id")])
        }
        family.property(.uuid, "uuidString") { base, _ in
            guard case .foundation(.uuid(let n)) = base else { return nil }
            return .string(ValueFormatting.uuidString(n))
        }
        // `NSNumber(value: 12.5)` for a formatter's `string(from:)`: the number itself.
        family.constructor("NSNumber", ["value"]) { call in
            switch call.values[0] {
            case .int, .double, .bool: return call.values[0]
            default:
                throw RuntimeError(
                    "'NSNumber(value:)' takes a number, not a value of type '\(call.interpreter.typeName(of: call.values[0]))'",
                    at: call.range)
            }
        }
        family.constructor("ObjectIdentifier", [nil]) { call in
            guard case .object(let object) = call.values[0] else {
                throw RuntimeError(
                    "'ObjectIdentifier' needs a class instance; '\(call.interpreter.typeName(of: call.values[0]))' is not one",
                    at: call.range)
            }
            return .foundation(.objectIdentifier(object))
        }
        family.constructor("Date", nil) { call in .foundation(.date(try simulatedTime(call))) }
        family.staticProperty("Date", "now") { interpreter in .foundation(.date(interpreter.host.now)) }
        // Foundation's values, given in seconds since its reference date (1 January 2001):
        // the first instant of year 1 and of year 4001.
        family.staticProperty("Date", "distantPast") { _ in
            .foundation(.date(-63_114_076_800 + referenceDateOffset))
        }
        family.staticProperty("Date", "distantFuture") { _ in
            .foundation(.date(63_113_904_000 + referenceDateOffset))
        }
        family.staticProperty("Duration", "zero") { _ in .duration(.zero) }
        family.property(.date, "timeIntervalSinceReferenceDate") { base, _ in
            guard case .foundation(.date(let t)) = base else { return nil }
            return .double(t - referenceDateOffset)
        }
        family.property(.date, "timeIntervalSince1970") { base, _ in
            guard case .foundation(.date(let t)) = base else { return nil }
            return .double(t + FoundationFormatting.epoch)
        }
        family.property(.date, "timeIntervalSinceNow") { base, interpreter in
            guard case .foundation(.date(let t)) = base else { return nil }
            return .double(t - interpreter.host.now)
        }
        family.constructor("Measurement", nil) { call in
            guard call.labels == ["value", "unit"], case .foundation(.unit(let unit)) = call.values[1] else {
                throw RuntimeError(
                    "use 'Measurement(value:unit:)' with a unit such as 'UnitLength.meters'", at: call.range)
            }
            let value: Double
            switch call.values[0] {
            case .double(let d): value = d
            case .int(let i): value = Double(i)
            default: throw RuntimeError("'Measurement' needs a number", at: call.range)
            }
            return .foundation(.measurement(value: value, unit: unit))
        }
        family.property(.measurement, "value") { base, _ in
            guard case .foundation(.measurement(let value, _)) = base else { return nil }
            return .double(value)
        }
        family.property(.measurement, "unit") { base, _ in
            guard case .foundation(.measurement(_, let unit)) = base else { return nil }
            return .foundation(.unit(unit))
        }
        // `Duration.seconds(2)`, `.milliseconds(250)`: Swift's own constructors, exact for an
        // integer. From a Double, a NaN, an infinity or more than Int128 attoseconds (about
        // 1.7e20 seconds) traps where the Duration is made, as in Swift.
        let constructors: [(String, Double, @Sendable (Int) -> Duration, (@Sendable (Double) -> Duration)?)] = [
            ("seconds", 1, Duration.seconds, Duration.seconds),
            ("milliseconds", 1e-3, Duration.milliseconds, Duration.milliseconds),
            ("microseconds", 1e-6, Duration.microseconds, Duration.microseconds),
            ("nanoseconds", 1e-9, Duration.nanoseconds, nil),
        ]
        for (name, scale, fromInt, fromDouble) in constructors {
            family.staticMethod("Duration", name, [nil]) { call in
                switch call.values[0] {
                case .int(let v): return .duration(fromInt(v))
                case .double(let v):
                    guard let fromDouble else { return nil }
                    guard v.isFinite, abs(v * scale) < DurationBuiltins.largestSeconds else {
                        throw RuntimeError(
                            "'Duration.\(name)(\(ValueFormatting.describe(.double(v))))' cannot be made: a Duration holds a finite number of attoseconds (within about ±1.7e20 seconds); Swift stops the program here",
                            at: call.range)
                    }
                    return .duration(fromDouble(v))
                default: return nil
                }
            }
        }
        // The units MeasurementFormatter converts; any other unit name is kept as written
        // (`unitMember`).
        for unit in ["meters", "kilometers", "miles", "feet"] {
            family.staticProperty("UnitLength", unit) { _ in .foundation(.unit(unit)) }
        }
        for (kind, owner) in [
            ("MeasurementFormatter", BuiltinOwner.measurementFormatter), ("NumberFormatter", .numberFormatter),
            ("DateFormatter", .dateFormatter),
        ] {
            family.constructor(kind, nil) { call in
                let costs = call.interpreter.costs
                let cost: Double
                switch kind {
                case "MeasurementFormatter": cost = costs.measurementFormatter
                case "NumberFormatter": cost = costs.numberFormatter
                default: cost = costs.dateFormatter
                }
                call.host.charge(cost, for: "\(kind)()", site: call.range)
                return .foundation(.formatter(call.interpreter.makeFormatter(kind: kind)))
            }
            family.method(owner, "string", ["from"]) { base, call in
                guard case .foundation(.formatter(let box)) = base else { return nil }
                call.host.charge(call.interpreter.costs.formatCall, for: "\(box.kind).string(from:)", site: call.range)
                return .string(try FoundationFormatting.format(call.values[0], with: box, at: call.range))
            }
        }
        // `formatter.date(from: "2026-03-01")`: Foundation's own parse, pinned to en_US and
        // UTC as `string(from:)` is; nil when the text does not match.
        family.method(.dateFormatter, "date", ["from"]) { base, call in
            guard case .foundation(.formatter(let box)) = base, case .string(let text) = call.values[0] else {
                return nil
            }
            call.host.charge(call.interpreter.costs.formatCall, for: "DateFormatter.date(from:)", site: call.range)
            return FoundationFormatting.parseDate(text, options: box.options).map { .foundation(.date($0)) } ?? .null
        }
        // `DateFormatter.localizedString(from: date, dateStyle: .medium, timeStyle: .short)`,
        // `NumberFormatter.localizedString(from: 1234, number: .decimal)`: a formatter made
        // for the one call, with those styles (en_US, UTC, as every formatter here).
        let localized: [(kind: String, labels: [String?], options: [String])] = [
            ("DateFormatter", ["from", "dateStyle", "timeStyle"], ["dateStyle", "timeStyle"]),
            ("NumberFormatter", ["from", "number"], ["numberStyle"]),
        ]
        for (kind, labels, options) in localized {
            family.staticMethod(kind, "localizedString", labels) { call in
                let box = call.interpreter.makeFormatter(kind: kind)
                for (index, option) in options.enumerated() { box.options[option] = call.values[index + 1] }
                call.host.charge(call.interpreter.costs.formatCall, for: "\(kind).localizedString", site: call.range)
                return .string(try FoundationFormatting.format(call.values[0], with: box, at: call.range))
            }
        }
        // `formatter.string(for: 1150)`: NumberFormatter's string(for:) takes any value
        // (string(from:) takes an NSNumber, which scenarios do not have).
        family.method(.numberFormatter, "string", ["for"]) { base, call in
            guard case .foundation(.formatter(let box)) = base else { return nil }
            call.host.charge(call.interpreter.costs.formatCall, for: "\(box.kind).string(for:)", site: call.range)
            return .string(try FoundationFormatting.format(call.values[0], with: box, at: call.range))
        }
        return family
    }

    /// The unit types' static members: a unit named as written (`UnitMass.kilograms`).
    static func unitMember(_ typeName: String, _ name: String) -> Value? {
        switch typeName {
        case "UnitLength", "UnitDuration", "UnitMass", "UnitTemperature": return .foundation(.unit(name))
        default: return nil
        }
    }

    /// An option set on a formatter (`formatter.dateStyle`), read back.
    static func formatterOption(_ base: Value, _ name: String) -> Value? {
        guard case .foundation(.formatter(let box)) = base else { return nil }
        // A DateFormatter's `dateFormat` not set since its last style is the styles'
        // pattern (`M/d/yy, h:mm a`), or empty without styles, as Foundation gives it.
        if box.kind == "DateFormatter", name == "dateFormat", box.options[name] == nil {
            return .string(FoundationFormatting.dateFormatter(box.options).dateFormat)
        }
        return box.options[name]
    }
}

/// Deterministic en_US formatting for the Foundation formatters scenarios may use.
package enum FoundationFormatting {
    static func format(_ value: Value, with box: FormatterBox, at range: SourceRange) throws -> String {
        switch (box.kind, value) {
        case ("MeasurementFormatter", .foundation(.measurement(let amount, let unit))):
            return measurement(amount, unit: unit)
        case ("NumberFormatter", .int(let v)): return number(Double(v), options: box.options)
        case ("NumberFormatter", .double(let v)): return number(v, options: box.options)
        case ("DateFormatter", .foundation(.date(let t))):
            return date(t, options: box.options)
        default:
            throw RuntimeError(
                "\(box.kind) cannot format a value of type '\(ValueFormatting.typeName(of: value))'", at: range)
        }
    }

    /// The simulated clock starts at this instant (2026-01-01 00:00:00 UTC), so dates
    /// print the same on every machine.
    static let epoch: Double = 1_767_225_600

    /// Foundation's `Date.description`, as `print(date)` and `"\\(date)"` show it: UTC to the
    /// whole second, `2026-01-01 00:00:01 +0000` (sub-second parts are dropped, as Foundation
    /// drops them).
    static func dateDescription(_ seconds: Double) -> String {
        descriptionFormatter.withLock { $0.string(from: Date(timeIntervalSince1970: epoch + seconds)) }
    }

    private static let descriptionFormatter: Locked<DateFormatter> = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
        return Locked(formatter)
    }()

    /// Foundation's own NumberFormatter, pinned to en_US, with the options set on the box:
    /// `numberStyle` (a new formatter's is `.none`: `1234.56` is "1235"), the fraction and
    /// integer digits, `usesGroupingSeparator` and `currencyCode`.
    static func number(_ value: Double, options: [String: Value]) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        if case .symbol(_, let style)? = options["numberStyle"] {
            switch style {
            case "decimal": formatter.numberStyle = .decimal
            case "percent": formatter.numberStyle = .percent
            case "currency": formatter.numberStyle = .currency
            case "scientific": formatter.numberStyle = .scientific
            case "spellOut": formatter.numberStyle = .spellOut
            case "ordinal": formatter.numberStyle = .ordinal
            default: formatter.numberStyle = .none
            }
        }
        if case .string(let code)? = options["currencyCode"] { formatter.currencyCode = code }
        if case .int(let n)? = options["minimumFractionDigits"] { formatter.minimumFractionDigits = n }
        if case .int(let n)? = options["maximumFractionDigits"] { formatter.maximumFractionDigits = n }
        if case .int(let n)? = options["minimumIntegerDigits"] { formatter.minimumIntegerDigits = n }
        if case .bool(let flag)? = options["usesGroupingSeparator"] { formatter.usesGroupingSeparator = flag }
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    /// Foundation's own DateFormatter, pinned to en_US and UTC. `dateFormat`, and
    /// `dateStyle`/`timeStyle` (`.short`, `.medium`, `.long`, `.full`, `.none`; a new
    /// formatter's are `.none`, so it formats as empty text, as Foundation's does).
    static func date(_ seconds: Double, options: [String: Value]) -> String {
        dateFormatter(options).string(from: Date(timeIntervalSince1970: epoch + seconds))
    }

    /// A date read by the formatter `date(_:options:)` writes with: the simulated-clock
    /// time, or nil when the text does not parse.
    static func parseDate(_ text: String, options: [String: Value]) -> Double? {
        dateFormatter(options).date(from: text).map { $0.timeIntervalSince1970 - epoch }
    }

    static func dateFormatter(_ options: [String: Value]) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        func style(_ key: String, default fallback: DateFormatter.Style) -> DateFormatter.Style {
            guard case .symbol(_, let name)? = options[key] else { return fallback }
            switch name {
            case "none": return .none
            case "short": return .short
            case "long": return .long
            case "full": return .full
            default: return .medium
            }
        }
        formatter.dateStyle = style("dateStyle", default: .none)
        formatter.timeStyle = style("timeStyle", default: .none)
        if case .string(let format)? = options["dateFormat"] { formatter.dateFormat = format }
        return formatter
    }

    /// en_US natural scale for lengths: miles, or feet below a tenth of a mile.
    static func measurement(_ amount: Double, unit: String) -> String {
        let meters: Double
        switch unit {
        case "meters": meters = amount
        case "kilometers": meters = amount * 1000
        case "miles": meters = amount * 1609.344
        case "feet": meters = amount * 0.3048
        default: return trimmed(amount, digits: 3) + " " + unit
        }
        let miles = meters / 1609.344
        if miles >= 0.1 { return trimmed(miles, digits: 3) + " mi" }
        return trimmed(meters / 0.3048, digits: 0) + " ft"
    }

    static func decimal(_ value: Double) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    private static func trimmed(_ value: Double, digits: Int) -> String {
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}

extension FoundationBuiltins {
    /// Seconds from Foundation's reference date (2001-01-01 UTC) to the simulated clock's
    /// 0 (2026-01-01 UTC): a time on the simulated clock is this much less than the same
    /// instant's `timeIntervalSinceReferenceDate`.
    static let referenceDateOffset: Double = 978_307_200 - FoundationFormatting.epoch

    /// The simulated-clock time a `Date(…)` initializer names: `Date()` is now;
    /// `timeIntervalSince1970:`, `timeIntervalSinceReferenceDate:`, `timeIntervalSinceNow:`
    /// and `timeInterval:since:` as Foundation reads them.
    static func simulatedTime(_ call: BuiltinCall) throws -> Double {
        func seconds(_ index: Int) throws -> Double {
            switch call.values[index] {
            case .double(let d): return d
            case .int(let i): return Double(i)
            default:
                throw RuntimeError(
                    "'\(call.labels[index] ?? "_"):' of 'Date' takes a TimeInterval (a Double)", at: call.range)
            }
        }
        switch call.labels {
        case []: return call.host.now
        case ["timeIntervalSince1970"]: return try seconds(0) - FoundationFormatting.epoch
        case ["timeIntervalSinceReferenceDate"]: return try seconds(0) + referenceDateOffset
        case ["timeIntervalSinceNow"]: return try seconds(0) + call.host.now
        case ["timeInterval", "since"]:
            guard case .foundation(.date(let base)) = call.values[1] else {
                throw RuntimeError("'since:' of 'Date(timeInterval:since:)' takes a Date", at: call.range)
            }
            return try seconds(0) + base
        default:
            throw RuntimeError(
                "'Date(\(call.labels.map { ($0 ?? "_") + ":" }.joined()))' is not simulated yet; use 'Date()', 'Date(timeIntervalSince1970:)', 'Date(timeIntervalSinceReferenceDate:)', 'Date(timeIntervalSinceNow:)' or 'Date(timeInterval:since:)'",
                at: call.range, group: .unsupported)
        }
    }
}
