import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the ninth probe (Scenarios/KNOWN-ENGINE-ISSUES.md, "Fixed", 108):
/// Swift that passed `check` and stopped `run`. The values printed are Swift's (en_US, UTC,
/// the simulated clock at 2026-01-01 00:00).
@Suite("SwiftUI app code: ranges of Comparable values, dynamic type, locales, Decimal formats")
struct AppCodeNinthProbeTests {
    @Test("a range of Dates: a DatePicker's 'in:', contains, bounds, half-open and one-sided")
    func dateRanges() throws {
        let output = try printedByStep(
            """
            let start = Date.now
            let end = start.addingTimeInterval(3600)
            let hour = start...end
            let open = start..<end
            print(hour.contains(start.addingTimeInterval(60)), hour.contains(end.addingTimeInterval(1)))
            print(open.contains(end), hour.upperBound.timeIntervalSince(hour.lowerBound))
            let future = Date.now...
            let past = ...Date.now
            print(future.contains(Date.distantFuture), past.contains(Date.distantFuture))
            switch start.addingTimeInterval(30) {
            case hour: print("in the hour")
            default: print("later")
            }
            """)
        #expect(output == ["true false", "false 3600.0", "true false", "in the hour"])
        let harness = try Harness(
            """
            scenario "s" {}
            struct Booking: View {
                @State private var day = Date.now
                var body: some View {
                    DatePicker("Day", selection: $day, in: Date.now..., displayedComponents: .date)
                }
            }
            app { Booking() }
            """)
        #expect(harness.steps.count == 1)
    }

    @Test("a range of the app's own Comparable type, and of Strings, compares with their '<'")
    func rangesOfComparableValues() throws {
        let declarations = """
            struct Version: Comparable {
                let major: Int
                static func < (a: Version, b: Version) -> Bool { a.major < b.major }
            }
            """
        let output = try printedByStep(
            """
            let supported = Version(major: 1)...Version(major: 3)
            print(supported.contains(Version(major: 2)), supported.contains(Version(major: 4)))
            print(("a"..."m").contains("hello"), ("a"..."m").contains("zoo"))
            """, declarations: declarations)
        #expect(output == ["true false", "true false"])
        let reversed = stepError("let r = Version(major: 3)...Version(major: 1)", declarations)
        #expect(reversed?.message.hasPrefix("Range requires lowerBound <= upperBound") == true)
    }

    @Test("R7.1: DynamicTypeSize is ordered, from the environment's default and from an override")
    func dynamicTypeSizes() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Caption: View {
                @Environment(\\.dynamicTypeSize) private var size
                var body: some View {
                    let _ = print(size, size >= .accessibility1, size.isAccessibilitySize, size < .xxLarge)
                    Text("Caption")
                }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Caption()
                        Caption().environment(\\.dynamicTypeSize, .accessibility2)
                    }
                }
            }
            app { Screen() }
            """)
        #expect(harness.steps[0].printed == ["large false false true", "accessibility2 true true false"])
    }

    @Test("Locale: current is en_US; identifier, language, region and currency as Foundation gives them")
    func locales() throws {
        let output = try printedByStep(
            """
            let here = Locale.current
            print(here.identifier, here.language.languageCode?.identifier ?? "-", here.region?.identifier ?? "-")
            print(here.currency?.identifier ?? "USD", here.currencyCode ?? "-", here.languageCode ?? "-")
            let paris = Locale(identifier: "fr_FR")
            print(paris.identifier, paris.currency?.identifier ?? "-", Locale(identifier: "en").region?.identifier ?? "none")
            print(Locale(identifier: "en_US") == Locale.current)
            """)
        #expect(output == ["en_US en US", "USD USD en", "fr_FR EUR none", "true"])
    }

    @Test("split(whereSeparator:) takes a key path as well as a closure (SE-0249)")
    func splitWhereSeparatorKeyPath() throws {
        let output = try printedByStep(
            """
            let note = "milk\\neggs\\n\\nbread"
            print(note.split(whereSeparator: \\.isNewline), note.split { $0 == "\\n" }.count)
            """)
        #expect(output == [#"["milk", "eggs", "bread"] 3"#])
    }

    @Test("Decimal.formatted() and formatted(_:) format as a Double's do")
    func decimalFormatted() throws {
        let output = try printedByStep(
            """
            let price = Decimal(string: "1234.5")!
            print(price.formatted(), price.formatted(.currency(code: "USD")), Decimal(string: "0.25")!.formatted(.percent))
            """)
        #expect(output == ["1,234.5 $1,234.50 25%"])
    }
}
