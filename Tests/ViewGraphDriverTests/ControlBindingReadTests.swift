import Testing
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports

/// R6.1, R6.4: a control reads its binding in its own update. A body that only hands
/// `$value` to a `TextField`, `Toggle` or `Picker` does not depend on the value, so it does
/// not run when the value changes; the control alone shows the new value.
struct ControlBindingReadTests {
    @Test("R6.1: typing in a TextField runs only the view that reads the text, not the one that hands $text on")
    func textFieldInAForwardingParent() throws {
        let run = try EveryChangeNamedTests.run(
            """
            scenario "Forwarding" {}
            struct ContentView: View {
                @State private var text = ""
                var body: some View {
                    VStack {
                        TextField("Change the string", text: $text)
                        WrappedText(text: $text)
                    }
                }
            }
            struct WrappedText: View {
                @Binding var text: String
                var body: some View { Text(text) }
            }
            app { ContentView() }
            step "type" {
                ContentView.text = "a"
                expect bodies == [WrappedText]
            }
            """)
        #expect(run.failedExpectations.isEmpty)
        let frame = try #require(run.steps[1].frames.first)
        #expect(frame.controlUpdates.map(\.node.displayName) == ["ContentView"])
        #expect(frame.controlUpdates.first?.controls == ["TextField"])
        let card = StepCard.render(run.steps[1], of: 1, simulation: try #require(run.simulation))
        #expect(card.contains("⇄ ContentView"), "\(card)")
        #expect(card.contains("ContentView's body"), "\(card)")
        #expect(card.contains(#"TextField("Change the string", text: "") → TextField("Change the string", text: "a")"#))
        let parent = try #require(frame.controlUpdates.first?.node)
        let whyNot = WhyReport.whyNot(parent, step: run.steps[1], of: 1, simulation: try #require(run.simulation))
        #expect(whyNot.contains("its TextField showed the new value without this body"), "\(whyNot)")
    }

    @Test("R6.4: tapping a Toggle whose view only hands the binding on runs no body, twice in a row")
    func toggleInAViewThatDoesNotReadIt() throws {
        let run = try EveryChangeNamedTests.run(
            """
            scenario "Toggle" {}
            struct Settings: View {
                @State private var wifi = false
                var body: some View {
                    Form { Toggle("Wi-Fi", isOn: $wifi) }
                }
            }
            app { Settings() }
            step "on" {
                tap Settings/Toggle("Wi-Fi")
                expect bodies == []
                expect Settings.wifi == true
            }
            step "off" {
                tap Settings/Toggle("Wi-Fi")
                expect bodies == []
                expect Settings.wifi == false
            }
            """)
        #expect(run.failedExpectations.isEmpty)
        let changes = run.steps[1...2].map { $0.frames.first?.controlUpdates.first?.screenChange?.description }
        #expect(
            changes == [
                #"Toggle("Wi-Fi", isOn: false) → Toggle("Wi-Fi", isOn: true)"#,
                #"Toggle("Wi-Fi", isOn: true) → Toggle("Wi-Fi", isOn: false)"#,
            ])
    }

    @Test("R6.1: a body that also reads the value runs and builds its control afresh; no separate control update")
    func aReadingBodyRebuildsItsControl() throws {
        let run = try EveryChangeNamedTests.run(
            """
            scenario "Reads" {}
            struct Settings: View {
                @State private var wifi = false
                var body: some View {
                    Toggle(wifi ? "Wi-Fi on" : "Wi-Fi off", isOn: $wifi)
                }
            }
            app { Settings() }
            step "on" {
                tap Settings/Toggle
                expect bodies == [Settings]
            }
            """)
        #expect(run.failedExpectations.isEmpty)
        #expect(run.steps[1].frames.first?.controlUpdates.isEmpty == true)
    }

    @Test("R6.1: a Toggle bound to an @Observable property through @Bindable leaves its view's body alone")
    func bindableObjectProperty() throws {
        let run = try EveryChangeNamedTests.run(
            """
            scenario "Bindable" {}
            @Observable final class Prefs { var on = false }
            struct Screen: View {
                @Bindable var prefs: Prefs
                var body: some View { Toggle("On", isOn: $prefs.on) }
            }
            struct Root: View {
                @State private var prefs = Prefs()
                var body: some View {
                    VStack {
                        Screen(prefs: prefs)
                        Text(prefs.on ? "on" : "off")
                    }
                }
            }
            app { Root() }
            step "flip" {
                tap Screen/Toggle("On")
                expect bodies == [Root]
            }
            """)
        #expect(run.failedExpectations.isEmpty)
        #expect(run.steps[1].frames.first?.controlUpdates.map(\.node.displayName) == ["Screen"])
    }

    @Test("R6.3: a Binding(get:set:) is read by the body that builds it (its getter's reads are not followed)")
    func computedBindingIsReadByTheBody() throws {
        let run = try EveryChangeNamedTests.run(
            """
            scenario "Computed" {}
            struct Settings: View {
                @State private var level = 0
                var body: some View {
                    Toggle("Loud", isOn: Binding(get: { level > 5 }, set: { level = $0 ? 10 : 0 }))
                }
            }
            app { Settings() }
            step "on" {
                tap Settings/Toggle("Loud")
                expect bodies == [Settings]
            }
            """)
        #expect(run.failedExpectations.isEmpty)
    }
}
