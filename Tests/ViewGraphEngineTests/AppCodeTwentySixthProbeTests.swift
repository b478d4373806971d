import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code and steps from the items left by the twenty-fourth and later probes
/// (Scenarios/KNOWN-ENGINE-ISSUES.md, 179): a REF whose selector names a live view's state.
@Suite("SwiftUI app code: REFs whose values read a live view's state")
struct AppCodeTwentySixthProbeTests {
    static let inbox = """
        scenario "s" {}
        struct Message: Identifiable { let id: Int; var text: String }
        @Observable final class Inbox {
            var messages = [Message(id: 1, text: "Hi"), Message(id: 2, text: "Yo")]
            var pinned = 2
        }
        struct MessageRow: View {
            let message: Message
            var body: some View { Button(message.text) { print("open \\(message.id)") } }
        }
        struct InboxView: View {
            @State private var inbox = Inbox()
            var body: some View {
                List(inbox.messages) { m in MessageRow(message: m) }
            }
        }
        app { InboxView() }
        """

    @Test("a REF's property value may read a live view's state, as a step's statement does")
    func propertySelectorReadsViewState() throws {
        let harness = try Harness(
            Self.inbox + """
                step "open the first" {
                    tap MessageRow(message: InboxView.inbox.messages[0])/Button
                }
                step "open the pinned" {
                    tap MessageRow[InboxView.inbox.pinned]/Button
                    expect MessageRow[InboxView.inbox.pinned].message.text == "Yo"
                }
                """)
        harness.expectAllPassed()
        #expect(harness.steps[1].printed == ["open 1"])
        #expect(harness.steps[2].printed == ["open 2"])
    }

    @Test("a Duration is Swift's own: exact in attoseconds, printed as Swift prints it (this toolchain's swiftc)")
    func durationsAreSwifts() throws {
        let printed = try printedByStep(
            """
            print(Duration.seconds(2401))
            print(Duration.seconds(7) / 3)
            print(Duration.seconds(1) / 3 * 3)
            let laps: [Duration] = [.milliseconds(61_250), .seconds(59.5), .milliseconds(100)]
            let total = laps.reduce(.zero, +)
            print(total, total / laps.count)
            print(Duration.seconds(Int.max).components.seconds)
            print(Duration.microseconds(1500), Duration.nanoseconds(7))
            print(Duration.seconds(90) / Duration.seconds(60))
            print(Duration.seconds(2.5) * 2.0)
            print((Duration.seconds(10) / 7).components)
            print([1, 2].reduce(.zero, +), [1.5, 2].reduce(.zero, +))
            """)
        #expect(
            printed == [
                "2400.9999999999995 seconds", "2.3333333333333335 seconds", "1.0 seconds",
                "120.85 seconds 40.28333333333334 seconds", "9223372036854775807", "0.0015 seconds 7e-09 seconds",
                "1.5", "5.0 seconds", "(seconds: 1, attoseconds: 428571428571428571)", "3 3.5",
            ])
    }

    @Test("a Duration made from NaN is a runtime error where it is made, never a crash; so is formatting past an Int")
    func durationFromNaNIsAnError() throws {
        let error = try #require(stepError("let km = 0.0\nlet pace = Duration.seconds(0.0 / km)\nprint(pace)"))
        #expect(error.message.hasPrefix("'Duration.seconds(nan)' cannot be made"))
        let huge = try #require(
            stepError("print(Duration.seconds(Int.max).formatted(.time(pattern: .hourMinuteSecond)))"))
        #expect(huge.message.contains("too long for ViewGraph to format"))
        let units = try printedByStep(
            "print(Duration.seconds(1e10).formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))")
        #expect(units == ["2,777,777 hr, 47 min"])  // swiftc, en_US
    }

    @Test("NaN and infinity format as Foundation formats them (this toolchain's swiftc, en_US), not an error")
    func nonFiniteNumbersFormat() throws {
        let printed = try printedByStep(
            """
            let laps: [Double] = []
            let average = laps.reduce(0, +) / Double(laps.count)
            let values: [Double] = [average, Double.nan, Double.infinity, -Double.infinity]
            for v in values {
                print(v.formatted(.number), v.formatted(.number.precision(.fractionLength(1))), v.formatted(.percent), v.formatted(.currency(code: "USD")))
            }
            print(Double.nan.formatted(), Double.infinity.formatted())
            """)
        // 0.0 / 0.0 is a NaN with its sign bit set on x86 (Swift prints `-NaN` there) and
        // without on arm64: the engine divides as the machine does.
        let zero = Double(printed.count - printed.count)
        let sign = (zero / zero).sign == .minus ? "-" : ""
        #expect(
            printed == [
                "\(sign)NaN \(sign)NaN \(sign)NaN% \(sign)$NaN", "NaN NaN NaN% $NaN", "∞ ∞ ∞% $∞", "-∞ -∞ -∞% -$∞",
                "NaN ∞",
            ])
    }

    @Test(
        "a DateFormatter's style set after its dateFormat rebuilds the format, as Foundation does (swiftc, en_US, UTC)")
    func dateFormatterStyleAfterFormat() throws {
        let printed = try printedByStep(
            """
            let f = DateFormatter()
            print(f.dateFormat!.isEmpty)
            f.dateFormat = "EEEE, MMMM d"
            f.dateStyle = .short
            f.timeStyle = .short
            print(f.string(from: Date(timeIntervalSince1970: 1_767_272_700)))
            print(f.dateFormat!)
            f.dateFormat = "MMM d"
            print(f.string(from: Date(timeIntervalSince1970: 1_767_272_700)))
            print(String(reflecting: "Rosa"), String(reflecting: 3), String(reflecting: [1, 2]))
            """)
        // Foundation puts a narrow no-break space before the AM/PM marker.
        #expect(
            printed == ["true", "1/1/26, 1:05\u{202F}PM", "M/d/yy, h:mm\u{202F}a", "Jan 1", "\"Rosa\" 3 [1, 2]"])
    }

    static let saveScreen = """
        scenario "s" {}
        @Observable final class Draft { var reason = "Disk full"; var choices = 2 }
        struct SaveScreen: View {
            @State private var showError = false
            @State private var message = "Disk full"
            @State private var draft = Draft()
            @State private var failed: String? = nil
            var body: some View {
                VStack {
                    Button("Save") { showError = true }
                        .alert("Could not save", isPresented: $showError) {
                            Button("OK") {}
                        } message: {
                            Text(message)
                        }
                    Button("Discard") {}
                        .confirmationDialog("Discard?", isPresented: .constant(false)) {
                            ForEach(0..<draft.choices, id: \\.self) { Button("Choice \\($0)") {} }
                        }
                    Button("Retry") {}
                        .alert("Failed", isPresented: .constant(false), presenting: failed) { item in
                            Button(item) {}
                        } message: { _ in
                            Text(draft.reason)
                        }
                }
            }
        }
        app { SaveScreen() }
        """

    @Test("R0.5: an alert's and a dialog's actions and message are non-escaping builders: their reads are the body's")
    func alertBuildersRunWithTheBody() throws {
        let harness = try Harness(
            Self.saveScreen + """
                step "message, hidden alert" {
                    SaveScreen.message = "Permission denied"
                    expect bodies == [SaveScreen]
                }
                step "dialog's actions read the model" {
                    SaveScreen.draft.choices = 3
                    expect bodies == [SaveScreen]
                }
                step "nil data: the builders are not called, so no read" {
                    SaveScreen.draft.reason = "Offline"
                    expect bodies == []
                }
                step "show" {
                    tap SaveScreen/Button("Save")
                }
                step "message while shown" {
                    SaveScreen.message = "Gone"
                    expect bodies == [SaveScreen]
                }
                """)
        harness.expectAllPassed()
        let updated = try #require(harness.steps[5].frames.first?.presentations.first)
        #expect(updated.kind == .updated)
        #expect(updated.screenChange?.description == "Text(\"Permission denied\") → Text(\"Gone\")")
    }

    @Test("starts(with:), folding(options:locale:) and partition(by:) print as this toolchain's swiftc prints them")
    func membersLeftFromTheProbe() throws {
        let printed = try printedByStep(
            """
            let s = "Héllo Ｗorld"
            print(s.starts(with: "Hé"), s.starts(with: "He"))
            print(s.folding(options: .diacriticInsensitive, locale: nil))
            print(s.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: .current))
            var a = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]
            let p = a.partition(by: { $0 > 3 })
            print(p, a)
            var b = ["pear", "fig", "apple", "kiwi", "banana"]
            let q = b.partition { $0.count > 4 }
            print(q, b, b[q...])
            print([1, 2, 3].starts(with: [1, 2]), [1, 2].starts(with: [1, 2, 3]), [1, 2].starts(with: []))
            """)
        #expect(
            printed == [
                "true false", "Hello Ｗorld", "hello world", "5 [3, 1, 3, 1, 2, 9, 5, 6, 5, 4]",
                #"3 ["pear", "fig", "kiwi", "apple", "banana"] ["apple", "banana"]"#, "true false true",
            ])
    }
}
