import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Issue 15, Foundation dates on the simulated clock (which starts at 2026-01-01 00:00 UTC):
/// `Date.FormatStyle`, `formatted(date:time:)`, `Text(date, format:/style:)`, `Calendar`
/// and `DateComponents`, pinned to en_US and UTC.
@Suite("Foundation: dates, format styles and Calendar")
struct DatesTests {
    /// Foundation's narrow no-break space before AM and PM.
    static let nnbsp = "\u{202F}"

    @Test("formatted(date:time:) and formatted() print Foundation's en_US text in UTC, U+202F before AM")
    func formattedDateTime() throws {
        let printed = try printedByStep(
            """
            wait 90s
            print(Date.now.formatted(date: .abbreviated, time: .shortened))
            print(Date.now.formatted())
            print(Date.now.formatted(date: .complete, time: .omitted))
            print(Date.now.formatted(date: .omitted, time: .standard))
            """)
        #expect(
            printed == [
                "Jan 1, 2026 at 12:01\(Self.nnbsp)AM", "1/1/2026, 12:01\(Self.nnbsp)AM", "Thursday, January 1, 2026",
                "12:01:30\(Self.nnbsp)AM",
            ])
    }

    @Test("Calendar.date(bySettingHour:minute:second:of:): that time on the date's day, nil past 23 h")
    func dateBySettingHour() throws {
        let printed = try printedByStep(
            """
            wait 3600s
            let reminder = Calendar.current.date(bySettingHour: 7, minute: 30, second: 0, of: .now)!
            print(reminder.formatted(date: .abbreviated, time: .shortened))
            print(Calendar.current.date(bySettingHour: 25, minute: 0, second: 0, of: .now) == nil)
            """)
        #expect(printed == ["Jan 1, 2026 at 7:30\(Self.nnbsp)AM", "true"])
    }

    @Test(".dateTime field builders: hour().minute(), month(.wide).day().year(), options")
    func dateTimeFields() throws {
        let printed = try printedByStep(
            """
            wait 3723s
            print(Date.now.formatted(.dateTime.hour().minute()))
            print(Date.now.formatted(.dateTime.month(.wide).day().year()))
            print(Date.now.formatted(.dateTime.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits)))
            print(Date.now.formatted(.dateTime.weekday(.wide)))
            """)
        #expect(printed == ["1:02\(Self.nnbsp)AM", "January 1, 2026", "01:02", "Thursday"])
    }

    @Test("an unsupported date field is a runtime error that names it")
    func unsupportedField() {
        let diagnostic = stepError("print(Date.now.formatted(.dateTime.era()))")
        #expect(diagnostic?.message.hasPrefix("the date field '.era()' is not simulated yet") == true)
    }

    @Test("Text(date, format:) and Text(date, style: .date/.time) draw the formatted text; .relative is not simulated")
    func textWithDates() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Stamp: View {
                var body: some View {
                    VStack {
                        Text(Date.now, format: .dateTime.hour().minute())
                        Text(Date.now, style: .date)
                        Text(Date.now, style: .time)
                    }
                }
            }
            app { Stamp() }
            step "look" {
                wait 60s
                frames 1
                expect bodies == []
            }
            """)
        harness.expectAllPassed()
        // Built at the first render, at 0 s on the simulated clock.
        let rendered = (harness.simulation.root?.children.first?.renderedLines ?? []).joined(separator: "\n")
        for text in ["12:00\(Self.nnbsp)AM", "January 1, 2026"] {
            #expect(rendered.contains("Text(\"\(text)\")"), "missing \(text) in \(rendered)")
        }
        let error = simulationError(
            """
            scenario "s" {}
            struct Stamp: View {
                var body: some View { Text(Date.now, style: .relative) }
            }
            app { Stamp() }
            """)
        #expect(error?.message.hasPrefix("'Text(_:style:)' with '.relative' is not simulated yet") == true)
    }

    @Test("Calendar.current: component, date(byAdding:), startOfDay, isDateInToday on the simulated day")
    func calendarBasics() throws {
        let printed = try printedByStep(
            """
            wait 90s
            let calendar = Calendar.current
            let now = Date.now
            print(calendar.component(.minute, from: now), calendar.component(.year, from: now))
            let tomorrow = calendar.date(byAdding: .day, value: 1, to: now)!
            print(tomorrow.formatted(date: .long, time: .omitted), calendar.isDateInToday(tomorrow), calendar.isDateInToday(now))
            print(calendar.startOfDay(for: now) == Date.now.addingTimeInterval(-90))
            print(calendar.isDate(now, inSameDayAs: tomorrow), tomorrow.timeIntervalSince(now))
            """)
        #expect(printed == ["1 2026", "January 2, 2026 false true", "true", "false 86400.0"])
    }

    @Test("DateComponents: built with labels, read back (nil when unset), turned into a Date")
    func dateComponents() throws {
        let printed = try printedByStep(
            """
            let calendar = Calendar.current
            let parts = DateComponents(year: 2026, month: 3, day: 2, hour: 9, minute: 30)
            print(parts.hour ?? -1, parts.second == nil)
            print(calendar.date(from: parts)!.formatted(date: .abbreviated, time: .shortened))
            print(calendar.dateComponents([.hour, .minute], from: Date.now))
            """)
        #expect(
            printed == [
                "9 true", "Mar 2, 2026 at 9:30\(Self.nnbsp)AM", "hour: 0 minute: 0 ",
            ])
    }

    @Test("dateComponents(_:from:to:) is the difference between two dates, in the units asked for")
    func dateComponentsBetweenDates() throws {
        let printed = try printedByStep(
            """
            let start = Date.now
            let end = start.addingTimeInterval(86400 * 9 + 3600 * 5)
            let d = Calendar.current.dateComponents([.day, .hour], from: start, to: end)
            print(d.day!, d.hour!)
            print(Calendar.current.dateComponents([.day], from: end, to: start).day ?? 0)
            """)
        // What the same code prints with Foundation's Gregorian calendar in UTC.
        #expect(printed == ["9 5", "-9"])
    }

    @Test("date + 60 and date - 60 take the literal as a TimeInterval; date - date is seconds")
    func dateArithmetic() throws {
        let printed = try printedByStep(
            """
            let later = Date.now + 60
            let earlier = later - 90
            print(later - Date.now, earlier < Date.now, later.formatted(.dateTime.minute().second()))
            """)
        #expect(printed == ["60.0 true 01:00"])
    }
}
