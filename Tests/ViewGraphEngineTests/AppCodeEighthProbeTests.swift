import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the eighth probe of app-style files (Scenarios/KNOWN-ENGINE-ISSUES.md,
/// "Fixed", 106–): what passed `check` and stopped `run`, or ran and reported the wrong thing.
/// Printed outputs were checked against `swiftc`.
@Suite("SwiftUI app code: environment declared, literals typed by use, Codable models")
struct AppCodeEighthProbeTests {
    @Test("R7.1: an @Environment property is a dependency whether or not the body reads it")
    func declaredEnvironmentIsADependency() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Parent: View {
                @State private var dark = false
                var body: some View {
                    VStack {
                        Button("Flip") { dark.toggle() }
                        Logger()
                        Plain()
                    }
                    .environment(\\.colorScheme, dark ? .dark : .light)
                }
            }
            struct Logger: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Button("Log") { print(scheme) } }
            }
            struct Plain: View {
                var body: some View { Text("plain") }
            }
            app { Parent() }
            step "flip" {
                tap Parent/Button
                expect bodies == [Parent, Logger]
            }
            step "log" { tap Logger/Button }
            """)
        harness.expectAllPassed()
        // Swift prints a SwiftUI enum's case by its name.
        #expect(harness.steps[2].printed == ["dark"])
    }

    @Test("a literal whose type came from a context the engine keeps no type for is the other operand's type")
    func literalsTypedByTheOtherOperand() throws {
        let output = try printedByStep(
            """
            let rows = [("a", 1.5), ("b", 2.0), ("a", 3.0)]
            let totals = rows.reduce(into: [String: Double]()) { $0[$1.0, default: 0] += $1.1 }
            print(totals["a"]!, totals["b"]!)
            let prices: [Decimal] = [2.5, 0.1]
            var total: Decimal = 0
            for price in prices { total += price * 2 }
            print(prices.reduce(0, +), total == 5.2, prices.reduce(0) { $0 + $1 } > 2)
            """)
        #expect(output == ["4.5 2.0", "2.6 true true"])
        // `p.discount ?? 0` is a Double when `discount` is declared `Double?`, whatever the
        // literal beside it says (Swift prints `1.0 100.0`).
        let coalesced = try printedByStep(
            "let p = P(discount: nil)\nlet rate = 1 - (p.discount ?? 0)\nprint(rate, 100 * rate)",
            declarations: "struct P { var discount: Double? }")
        #expect(coalesced == ["1.0 100.0"])
    }

    @Test("Result.flatMap and flatMapError give the closure the payload and return its Result")
    func resultFlatMap() throws {
        let output = try printedByStep(
            """
            let r: Result<Int, Never> = .success(2)
            print(r.flatMap { v in Result<String, Never>.success("x\\(v)") })
            let f: Result<Int, Oops> = .failure(Oops.bad)
            let passed = f.flatMap { v in Result<Int, Oops>.success(v + 1) }
            if case .failure = passed { print("still a failure") }
            print(f.flatMapError { _ in Result<Int, Oops>.success(0) })
            """,
            declarations: "enum Oops: Error { case bad }")
        #expect(output == ["success(\"x2\")", "still a failure", "success(0)"])
    }

    @Test("Double.formatted() is .number: up to six fraction digits, grouped (checked with swiftc)")
    func doubleFormatted() throws {
        let output = try printedByStep(
            "print(1.23456.formatted(), 0.0001234.formatted(), 1234.5678.formatted(), Double.pi.formatted(), 2.0.formatted())"
        )
        #expect(output == ["1.23456 0.000123 1,234.5678 3.141593 2"])
    }

    @Test("libm's functions on Doubles: sin, cos, atan2, exp, log (checked with swiftc)")
    func mathFunctions() throws {
        let output = try printedByStep(
            "print(sin(0.0), cos(0.0), atan2(1.0, 1.0) * 4 == Double.pi, exp(1.0), log(exp(2.0)), log10(1000.0))")
        #expect(output == ["0.0 1.0 true 2.718281828459045 2.0 3.0"])
    }

    @Test("a Codable model's own init(from:) loads: only a decoder calls it, so its decode calls are not reported")
    func customCodableInitLoads() throws {
        let output = try printedByStep(
            "print(Event(name: \"launch\").name)",
            declarations: """
                struct Event: Codable {
                    let name: String
                    enum CodingKeys: String, CodingKey { case name = "title" }
                    init(name: String) { self.name = name }
                    init(from decoder: Decoder) throws {
                        let container = try decoder.container(keyedBy: CodingKeys.self)
                        name = try container.decode(String.self, forKey: .name)
                    }
                    func encode(to encoder: Encoder) throws {
                        var container = encoder.container(keyedBy: CodingKeys.self)
                        try container.encode(name, forKey: .name)
                    }
                }
                """)
        #expect(output == ["launch"])
    }

    @Test("R1.5: sheet(item:) keys its content by the item's id, computed or stored, not by the whole value")
    func sheetItemKeyedByComputedID() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Draft: Identifiable { var key: Int; var text: String; var id: Int { key } }
            struct Host: View {
                @State private var editing: Draft?
                var body: some View {
                    Button("Edit") { editing = Draft(key: 1, text: "a") }
                        .sheet(item: $editing) { draft in
                            Editor(draft: draft, bump: { editing?.text += "!" })
                        }
                }
            }
            struct Editor: View {
                let draft: Draft
                let bump: () -> Void
                var body: some View { Button("Bump \\(draft.text)") { bump() } }
            }
            app { Host() }
            step "edit" { tap Host/Button("Edit") }
            step "bump" {
                tap Editor/Button
                expect created == []
                expect destroyed == []
            }
            """)
        harness.expectAllPassed()
        let presentations = harness.steps[2].frames.flatMap(\.presentations)
        #expect(presentations.isEmpty, "\(presentations.map(\.kind))")
    }

    @Test("EdgeInsets(top:leading:bottom:trailing:) is a value spelled as written")
    func edgeInsets() throws {
        let output = try printedByStep(
            "print(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8) == EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))"
        )
        #expect(output == ["true"])
    }

    @Test(
        "UUID(uuidString:) gives back a UUID the run made, nil for text that is not one, and says another is not simulated"
    )
    func uuidFromString() throws {
        let output = try printedByStep(
            """
            let u = UUID()
            print(UUID(uuidString: u.uuidString) == u, UUID(uuidString: "nope") == nil)
            """)
        #expect(output == ["true true"])
        let message = stepError("let u = UUID(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")")?.message ?? ""
        #expect(
            message.hasPrefix("UUID(uuidString:) of a UUID ViewGraph did not make is not simulated yet"), "\(message)")
    }

    @Test("AsyncStream(unfolding:) and a buffering policy other than .unbounded are not simulated yet, not silent")
    func asyncStreamFormsNotSimulated() {
        let unfolding = stepError("let s = AsyncStream(unfolding: { 1 })")?.message ?? ""
        #expect(unfolding.hasPrefix("'AsyncStream(unfolding:…)' is not simulated yet"), "\(unfolding)")
        let newest =
            stepError("let s = AsyncStream(Int.self, bufferingPolicy: .bufferingNewest(2)) { c in c.finish() }")?
            .message ?? ""
        #expect(newest.hasPrefix("'AsyncStream(bufferingPolicy:…)' is not simulated yet"), "\(newest)")
    }

    @Test("a child given FocusState<Bool>.Binding loads and runs")
    func focusStateBindingInAChild() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Form: View {
                @FocusState private var focused: Bool
                @State private var text = ""
                var body: some View {
                    VStack {
                        Composer(text: $text, isFocused: $focused)
                        Button("Done") { focused = false }
                    }
                }
            }
            struct Composer: View {
                @Binding var text: String
                var isFocused: FocusState<Bool>.Binding
                var body: some View { TextField("Message", text: $text).focused(isFocused) }
            }
            app { Form() }
            step "type" {
                Composer.text = "hi"
                expect bodies == []
            }
            """)
        harness.expectAllPassed()
    }

    @Test("if #available takes its first branch and #unavailable its else: the simulated device runs the newest OS")
    func availabilityConditions() throws {
        let output = try printedByStep(
            """
            if #available(iOS 17, *) { print("new") } else { print("old") }
            guard #available(iOS 18, macOS 15, *) else { print("old OS"); return }
            if #unavailable(iOS 16) { print("legacy") } else { print("modern") }
            """)
        #expect(output == ["new", "modern"])
        let harness = try Harness(
            """
            scenario "s" {}
            struct Badge: View {
                var body: some View {
                    if #available(iOS 17, *) { Text("new") } else { Text("old") }
                }
            }
            app { Badge() }
            """)
        #expect(
            harness.simulation.root.flatMap { $0.children.first?.renderedLines } == ["branch 0", "  Text(\"new\")"])
    }

    @Test("R5.6: @AppStorage of a RawRepresentable enum keeps its raw value in UserDefaults, and reads a case back")
    func appStorageOfARawRepresentableEnum() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            enum Theme: String, CaseIterable { case system, light, dark }
            struct Settings: View {
                @AppStorage("theme") private var theme: Theme = .system
                var body: some View {
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases, id: \\.self) { Text($0.rawValue).tag($0) }
                    }
                }
            }
            app { Settings() }
            step "pick" {
                tap Settings/Picker("Theme")/Text("dark")
                print(UserDefaults.standard.string(forKey: "theme") ?? "nil")
            }
            step "write" {
                UserDefaults.standard.set("light", forKey: "theme")
                print(Settings.theme.rawValue)
                UserDefaults.standard.set("sepia", forKey: "theme")
                print(Settings.theme)
            }
            """)
        #expect(harness.steps[1].printed == ["dark"])
        #expect(harness.steps[2].printed == ["light", "system"])
    }
}
