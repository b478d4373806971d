// Dates as apps use them: `date.formatted()`, `formatted(date:time:)`, `formatted(.dateTime
// .hour().minute())`, `Text(date, format:)` and `Text(date, style: .date/.time)`;
// `addingTimeInterval(_:)`, `timeIntervalSince(_:)`; `Calendar.current` with
// `component(_:from:)`, `dateComponents(_:from:)` and `(_:from:to:)`, `date(byAdding:value:to:)`,
// `date(from:)`, `date(bySettingHour:minute:second:of:)`, `startOfDay(for:)`, `isDateInToday(_:)` (and tomorrow, yesterday, weekend),
// `isDate(_:inSameDayAs:)`, `range(of:in:for:)`; and
// `DateComponents(year:month:day:hour:minute:second:)` with its properties.
// Rules: none (plain Foundation).
// Faithfulness: exact for the forms listed: Foundation's own `Date.FormatStyle` and
// Gregorian `Calendar` do the work, pinned to en_US and UTC, on the simulated clock
// (which starts at 2026-01-01 00:00:00 UTC, Stdlib/Foundation.swift), so the output
// is the same on every machine. Foundation puts a narrow no-break space (U+202F)
// before AM and PM, as Apple's platforms do since iOS 17 and macOS 14. Not modelled:
// other calendars, time zones and locales; `Text(date, style: .relative/.timer/
// .offset)`, which redraw as time passes; field options other than those listed in
// `dateTimeStyle`.
import Foundation
import ViewGraphDiagnostics

enum DateBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.method(.date, "formatted", nil) { base, call in
            guard case .foundation(.date(let t)) = base else { return nil }
            return .string(try DateFormatting.formatted(t, call: call))
        }
        family.staticMethod("Date", "FormatStyle", nil) { call in try DateFormatting.formatStyle(call) }
        // `advanced(by:)` and `distance(to:)` are `Strideable`'s spellings of the other two:
        // `start.distance(to: end)` is `end.timeIntervalSince(start)`.
        for (name, label) in [("addingTimeInterval", nil), ("advanced", "by")] as [(String, String?)] {
            family.method(.date, name, [label]) { base, call in
                guard case .foundation(.date(let t)) = base, let seconds = number(call.values[0]) else { return nil }
                return .foundation(.date(t + seconds))
            }
        }
        for (name, label, fromOther) in [("timeIntervalSince", nil, false), ("distance", "to", true)]
            as [(String, String?, Bool)]
        {
            family.method(.date, name, [label]) { base, call in
                guard case .foundation(.date(let t)) = base, case .foundation(.date(let other)) = call.values[0] else {
                    return nil
                }
                return .double(fromOther ? other - t : t - other)
            }
        }
        family.staticProperty("Calendar", "current") { _ in .foundation(.calendar) }
        // `Calendar(identifier: .gregorian)`: the one calendar simulated (in UTC).
        family.constructor("Calendar", ["identifier"]) { call in
            guard case .symbol(_, "gregorian") = call.values[0] else {
                throw RuntimeError(
                    "only the Gregorian calendar is simulated: use 'Calendar(identifier: .gregorian)' or 'Calendar.current'",
                    at: call.range, group: .unsupported)
            }
            return .foundation(.calendar)
        }
        family.method(.calendar, "component", [nil, "from"]) { _, call in
            guard case .foundation(.date(let t)) = call.values[1] else { return nil }
            let component = try DateFormatting.component(call.values[0], at: call.range)
            return .int(DateFormatting.calendar.component(component, from: DateFormatting.date(t)))
        }
        family.method(.calendar, "dateComponents", [nil, "from"]) { _, call in
            guard case .foundation(.date(let t)) = call.values[1] else { return nil }
            let components = try requestedComponents(call.values[0], at: call.range)
            return dateParts(
                DateFormatting.calendar.dateComponents(components, from: DateFormatting.date(t)), components)
        }
        // `dateComponents([.day], from: start, to: end).day`: the difference, in those units.
        family.method(.calendar, "dateComponents", [nil, "from", "to"]) { _, call in
            guard case .foundation(.date(let from)) = call.values[1], case .foundation(.date(let to)) = call.values[2]
            else { return nil }
            let components = try requestedComponents(call.values[0], at: call.range)
            let found = DateFormatting.calendar.dateComponents(
                components, from: DateFormatting.date(from), to: DateFormatting.date(to))
            return dateParts(found, components)
        }
        family.method(.calendar, "date", ["byAdding", "value", "to"]) { _, call in
            guard case .int(let amount) = call.values[1], case .foundation(.date(let t)) = call.values[2] else {
                return nil
            }
            let component = try DateFormatting.component(call.values[0], at: call.range)
            let result = DateFormatting.calendar.date(byAdding: component, value: amount, to: DateFormatting.date(t))
            return result.map { .foundation(.date(DateFormatting.seconds($0))) } ?? .null
        }
        family.method(.calendar, "date", ["from"]) { _, call in
            guard case .foundation(.dateComponents(let parts)) = call.values[0] else { return nil }
            var components = DateComponents()
            for name in DateParts.names {
                if let value = parts[name], let component = DateFormatting.components[name] {
                    components.setValue(value, for: component)
                }
            }
            return DateFormatting.calendar.date(from: components).map { .foundation(.date(DateFormatting.seconds($0))) }
                ?? .null
        }
        // `date(bySettingHour: 9, minute: 0, second: 0, of: date)`: that time on the date's
        // day (UTC), an optional Date as in Foundation (nil for an hour past 23).
        family.method(.calendar, "date", ["bySettingHour", "minute", "second", "of"]) { _, call in
            guard case .int(let hour) = call.values[0], case .int(let minute) = call.values[1],
                case .int(let second) = call.values[2], case .foundation(.date(let t)) = call.values[3]
            else { return nil }
            let result = DateFormatting.calendar.date(
                bySettingHour: hour, minute: minute, second: second, of: DateFormatting.date(t))
            return result.map { .foundation(.date(DateFormatting.seconds($0))) } ?? .null
        }
        family.method(.calendar, "startOfDay", ["for"]) { _, call in
            guard case .foundation(.date(let t)) = call.values[0] else { return nil }
            return .foundation(
                .date(DateFormatting.seconds(DateFormatting.calendar.startOfDay(for: DateFormatting.date(t)))))
        }
        family.method(.calendar, "isDateInToday", [nil]) { _, call in
            guard case .foundation(.date(let t)) = call.values[0] else { return nil }
            // "Today" is the day of the simulated clock's now, not the machine's.
            return .bool(
                DateFormatting.calendar.isDate(
                    DateFormatting.date(t), inSameDayAs: DateFormatting.date(call.host.now)))
        }
        family.method(.calendar, "isDateInWeekend", [nil]) { _, call in
            guard case .foundation(.date(let t)) = call.values[0] else { return nil }
            return .bool(DateFormatting.calendar.isDateInWeekend(DateFormatting.date(t)))
        }
        family.method(.calendar, "isDateInTomorrow", [nil]) { _, call in
            guard case .foundation(.date(let t)) = call.values[0] else { return nil }
            let tomorrow = DateFormatting.date(call.host.now).addingTimeInterval(86_400)
            return .bool(DateFormatting.calendar.isDate(DateFormatting.date(t), inSameDayAs: tomorrow))
        }
        family.method(.calendar, "isDateInYesterday", [nil]) { _, call in
            guard case .foundation(.date(let t)) = call.values[0] else { return nil }
            let yesterday = DateFormatting.date(call.host.now).addingTimeInterval(-86_400)
            return .bool(DateFormatting.calendar.isDate(DateFormatting.date(t), inSameDayAs: yesterday))
        }
        // `range(of: .day, in: .month, for: date)`: the days of that month, as `1..<32`.
        family.method(.calendar, "range", ["of", "in", "for"]) { _, call in
            guard case .foundation(.date(let t)) = call.values[2] else { return nil }
            let smaller = try DateFormatting.component(call.values[0], at: call.range)
            let larger = try DateFormatting.component(call.values[1], at: call.range)
            guard let found = DateFormatting.calendar.range(of: smaller, in: larger, for: DateFormatting.date(t)) else {
                return .null
            }
            return .range(lower: found.lowerBound, upper: found.upperBound, closed: false)
        }
        family.method(.calendar, "isDate", [nil, "inSameDayAs"]) { _, call in
            guard case .foundation(.date(let a)) = call.values[0], case .foundation(.date(let b)) = call.values[1]
            else { return nil }
            return .bool(DateFormatting.calendar.isDate(DateFormatting.date(a), inSameDayAs: DateFormatting.date(b)))
        }
        // `DateComponents(hour: 9, minute: 30)`: any of these labels, in this order.
        family.constructor("DateComponents", nil) { call in
            var parts = DateParts()
            var next = 0
            for (label, value) in zip(call.labels, call.values) {
                guard let label, label != "dayOfYear", let index = DateParts.names[next...].firstIndex(of: label) else {
                    throw RuntimeError(
                        "'DateComponents' takes \(DateParts.initializerLabels.map { "'\($0):'" }.joined(separator: ", ")), in that order",
                        at: call.range)
                }
                guard case .int(let n) = value else {
                    throw RuntimeError("'\(label):' of 'DateComponents' takes an Int", at: call.range)
                }
                parts.values[index] = n
                next = index + 1
            }
            return .foundation(.dateComponents(parts))
        }
        for name in DateParts.names {
            family.property(.dateComponents, name) { base, _ in
                guard case .foundation(.dateComponents(let parts)) = base else { return nil }
                return parts[name].map { .int($0) } ?? .null
            }
        }
        family.property(.dateComponents, "isLeapMonth") { base, _ in
            guard case .foundation(.dateComponents(let parts)) = base else { return nil }
            return parts.isLeapMonth.map { .bool($0) } ?? .null
        }
        return family
    }

    /// `[.year, .day]` (an array or a set of components).
    private static func requestedComponents(_ value: Value, at range: SourceRange) throws -> Set<Calendar.Component> {
        let wanted: [Value]
        switch value {
        case .array(let items): wanted = items
        case .set(let items): wanted = items.elements
        default: throw RuntimeError("'dateComponents' takes a set of components, such as [.day]", at: range)
        }
        return Set(try wanted.map { try DateFormatting.component($0, at: range) })
    }

    /// The fields of `found` that were asked for.
    private static func dateParts(_ found: DateComponents, _ components: Set<Calendar.Component>) -> Value {
        var parts = DateParts()
        for name in DateParts.names {
            if let component = DateFormatting.components[name], components.contains(component) {
                parts[name] = found.value(for: component)
            }
        }
        parts.isLeapMonth = found.isLeapMonth
        return .foundation(.dateComponents(parts))
    }

    private static func number(_ value: Value) -> Double? {
        switch value {
        case .double(let d): return d
        case .int(let i): return Double(i)
        default: return nil
        }
    }
}

/// Dates on the simulated clock, formatted by Foundation in en_US and UTC.
enum DateFormatting {
    static let locale = Locale(identifier: "en_US")
    static let timeZone = TimeZone(identifier: "UTC")!

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }()

    /// The real instant of a simulated-clock time.
    static func date(_ seconds: Double) -> Date {
        Date(timeIntervalSince1970: FoundationFormatting.epoch + seconds)
    }

    /// The simulated-clock time of a real instant.
    static func seconds(_ date: Date) -> Double {
        date.timeIntervalSince1970 - FoundationFormatting.epoch
    }

    static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute,
        "second": .second, "nanosecond": .nanosecond, "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal,
        "quarter": .quarter, "weekOfMonth": .weekOfMonth, "weekOfYear": .weekOfYear, "dayOfYear": .dayOfYear,
        "yearForWeekOfYear": .yearForWeekOfYear,
    ]

    /// `.hour`, `.day`: a calendar component.
    static func component(_ value: Value, at range: SourceRange) throws -> Calendar.Component {
        if case .symbol(_, let name) = value, let component = components[name] { return component }
        throw RuntimeError(
            "the calendar component '\(ValueFormatting.describe(value))' is not simulated yet: use "
                + DateParts.names.map { "'.\($0)'" }.joined(separator: ", "), at: range)
    }

    static func style(date: Date.FormatStyle.DateStyle?, time: Date.FormatStyle.TimeStyle?) -> Date.FormatStyle {
        Date.FormatStyle(date: date, time: time, locale: locale, calendar: calendar, timeZone: timeZone)
    }

    /// `date.formatted()`, `formatted(date:time:)`, `formatted(.dateTime…)`.
    static func formatted(_ t: Double, call: BuiltinCall) throws -> String {
        switch call.labels {
        case []:
            return date(t).formatted(style(date: .numeric, time: .shortened))
        case ["date", "time"]:
            return date(t).formatted(
                style(
                    date: try dateStyle(call.values[0], at: call.range),
                    time: try timeStyle(call.values[1], at: call.range)))
        case [nil]:
            return try format(t, style: call.values[0], at: call.range)
        default:
            throw RuntimeError(
                "'formatted' of a Date takes nothing, 'date:time:', or a format style such as '.dateTime.hour().minute()'",
                at: call.range)
        }
    }

    /// `Date.FormatStyle(date: .abbreviated, time: .shortened, locale: …, timeZone: …)`: the
    /// styles of `formatted(date:time:)` as a value (`Date.FormatStyle` named by the two
    /// styles), in the simulation's locale and zone, en_US and UTC, which are the only ones
    /// its `locale:` and `timeZone:` may name.
    static func formatStyle(_ call: BuiltinCall) throws -> Value {
        let order = ["date", "time", "locale", "calendar", "timeZone"]
        var styles = (date: "omitted", time: "omitted")
        var last = -1
        for (label, value) in zip(call.labels, call.values) {
            guard let label, let position = order.firstIndex(of: label), position > last else {
                throw RuntimeError(
                    "'Date.FormatStyle' takes 'date:', 'time:', 'locale:', 'calendar:' and 'timeZone:', in that order",
                    at: call.range)
            }
            last = position
            switch label {
            case "date":
                _ = try dateStyle(value, at: call.range)
                if case .symbol(_, let name) = value { styles.date = name }
            case "time":
                _ = try timeStyle(value, at: call.range)
                if case .symbol(_, let name) = value { styles.time = name }
            case "locale":
                _ = try FormatStyles.pinned(.void, to: [EvaluatedArgument(label: nil, value: value)], at: call.range)
            case "calendar":
                guard case .foundation(.calendar) = value else {
                    throw RuntimeError("'calendar:' takes a Calendar, such as 'Calendar.current'", at: call.range)
                }
            default:
                try TimeZoneBuiltins.checkAssigned(value, at: call.range)
            }
        }
        return .symbol(type: "Date.FormatStyle", name: styles.date + " " + styles.time)
    }

    /// `Text(date, format: …)` and `date.formatted(…)`: `.dateTime` with field builders, or a
    /// `Date.FormatStyle(date:time:)`.
    static func format(_ t: Double, style value: Value, at range: SourceRange) throws -> String {
        if case .symbol("Date.FormatStyle"?, let name) = value {
            let parts = name.split(separator: " ").map { Value.symbol(type: nil, name: String($0)) }
            return date(t).formatted(
                style(date: try dateStyle(parts[0], at: range), time: try timeStyle(parts[1], at: range)))
        }
        guard case .symbol(_, let name) = value, name == "dateTime" || name.hasPrefix("dateTime.") else {
            throw RuntimeError(
                "the date format style '\(ValueFormatting.describe(value))' is not simulated yet: use '.dateTime' with fields such as '.dateTime.hour().minute()'",
                at: range)
        }
        return date(t).formatted(try dateTimeStyle(name, at: range))
    }

    /// `Text(date, style: .date)` / `.time`: the long date, or the shortened time.
    static func textStyle(_ t: Double, style value: Value, at range: SourceRange) throws -> String {
        switch value {
        case .symbol(_, "date"): return date(t).formatted(style(date: .long, time: .omitted))
        case .symbol(_, "time"): return date(t).formatted(style(date: .omitted, time: .shortened))
        default:
            throw RuntimeError(
                "'Text(_:style:)' with '\(ValueFormatting.describe(value))' is not simulated yet: it redraws as time passes; use '.date' or '.time'",
                at: range)
        }
    }

    private static func dateStyle(_ value: Value, at range: SourceRange) throws -> Date.FormatStyle.DateStyle {
        let styles: [String: Date.FormatStyle.DateStyle] = [
            "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long,
            "complete": .complete,
        ]
        if case .symbol(_, let name) = value, let style = styles[name] { return style }
        throw RuntimeError(
            "'date:' takes '.omitted', '.numeric', '.abbreviated', '.long' or '.complete', not '\(ValueFormatting.describe(value))'",
            at: range)
    }

    private static func timeStyle(_ value: Value, at range: SourceRange) throws -> Date.FormatStyle.TimeStyle {
        let styles: [String: Date.FormatStyle.TimeStyle] = [
            "omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete,
        ]
        if case .symbol(_, let name) = value, let style = styles[name] { return style }
        throw RuntimeError(
            "'time:' takes '.omitted', '.shortened', '.standard' or '.complete', not '\(ValueFormatting.describe(value))'",
            at: range)
    }

    /// `dateTime.hour().minute().month(.abbreviated)`: each field added in turn. The
    /// fields and options: `year()` (`.defaultDigits`, `.twoDigits`), `month()`
    /// (`.abbreviated`, `.wide`, `.narrow`, `.defaultDigits`, `.twoDigits`), `day()`
    /// (`.defaultDigits`, `.twoDigits`), `weekday()` (`.abbreviated`, `.wide`, `.narrow`,
    /// `.short`), `hour()` (`.defaultDigits(amPM: …)`, `.twoDigits(amPM: …)` with
    /// `.omitted`, `.narrow`, `.abbreviated`, `.wide`), `minute()` and `second()`
    /// (`.defaultDigits`, `.twoDigits`).
    static func dateTimeStyle(_ name: String, at range: SourceRange) throws -> Date.FormatStyle {
        var style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
        for field in name.split(separator: ".", omittingEmptySubsequences: false).dropFirst().reduce(
            into: [String](),
            { fields, piece in
                // Rejoin pieces split inside parentheses (`.defaultDigits(amPM: .wide)`).
                if let last = fields.last, last.filter({ $0 == "(" }).count > last.filter({ $0 == ")" }).count {
                    fields[fields.count - 1] = last + "." + piece
                } else {
                    fields.append(String(piece))
                }
            })
        {
            guard let open = field.firstIndex(of: "("), field.hasSuffix(")") else {
                throw unsupported(field, at: range)
            }
            let fieldName = String(field[..<open])
            let option = String(field[field.index(after: open)..<field.index(before: field.endIndex)])
            switch (fieldName, option) {
            case ("year", ""), ("year", ".defaultDigits"): style = style.year(.defaultDigits)
            case ("year", ".twoDigits"): style = style.year(.twoDigits)
            case ("month", ""), ("month", ".abbreviated"): style = style.month(.abbreviated)
            case ("month", ".wide"): style = style.month(.wide)
            case ("month", ".narrow"): style = style.month(.narrow)
            case ("month", ".defaultDigits"): style = style.month(.defaultDigits)
            case ("month", ".twoDigits"): style = style.month(.twoDigits)
            case ("day", ""), ("day", ".defaultDigits"): style = style.day(.defaultDigits)
            case ("day", ".twoDigits"): style = style.day(.twoDigits)
            case ("weekday", ""), ("weekday", ".abbreviated"): style = style.weekday(.abbreviated)
            case ("weekday", ".wide"): style = style.weekday(.wide)
            case ("weekday", ".narrow"): style = style.weekday(.narrow)
            case ("weekday", ".short"): style = style.weekday(.short)
            case ("hour", ""): style = style.hour()
            case ("minute", ""), ("minute", ".defaultDigits"): style = style.minute(.defaultDigits)
            case ("minute", ".twoDigits"): style = style.minute(.twoDigits)
            case ("second", ""), ("second", ".defaultDigits"): style = style.second(.defaultDigits)
            case ("second", ".twoDigits"): style = style.second(.twoDigits)
            case ("hour", _):
                guard let hour = hourOption(option) else { throw unsupported(field, at: range) }
                style = style.hour(hour)
            default:
                throw unsupported(field, at: range)
            }
        }
        return style
    }

    /// `defaultDigits(amPM: .abbreviated)`, `twoDigits(amPM: .omitted)`.
    private static func hourOption(_ option: String) -> Date.FormatStyle.Symbol.Hour? {
        let marks: [String: Date.FormatStyle.Symbol.Hour.AMPMStyle] = [
            "omitted": .omitted, "narrow": .narrow, "abbreviated": .abbreviated, "wide": .wide,
        ]
        for (prefix, twoDigits) in [("defaultDigits(amPM: .", false), ("twoDigits(amPM: .", true)] {
            guard option.hasPrefix(prefix), option.hasSuffix(")"),
                let mark = marks[String(option.dropFirst(prefix.count).dropLast())]
            else { continue }
            return twoDigits ? .twoDigits(amPM: mark) : .defaultDigits(amPM: mark)
        }
        return nil
    }

    private static func unsupported(_ field: String, at range: SourceRange) -> RuntimeError {
        RuntimeError(
            "the date field '.\(field)' is not simulated yet: use year(), month(), day(), weekday(), hour(), minute() or second(), with the options Language.md lists",
            at: range)
    }
}
