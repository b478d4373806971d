import Testing
import ViewGraphEngine

/// Modifiers with effects: change observers (R10.4) and content built with the body (R0.5).
@Suite("Modifier effects (R0.5, R10.4)")
struct ModifierEffectTests {
    @Test("R10.4: onChange runs after the update in which its value differs, with the old and new value")
    func onChangeRunsWithOldAndNewValue() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Log {
                var entries: [String] = []
            }
            struct Counter: View {
                let log: Log
                @State private var count = 0
                var body: some View {
                    Button("Add \\(count)") { count += 1 }
                        .onChange(of: count) { old, new in log.entries.append("\\(old)→\\(new)") }
                        .onChange(of: count) { newValue in log.entries.append("new \\(newValue)") }
                        .onChange(of: count) { log.entries.append("changed") }
                }
            }
            app {
                let log = Log()
                Counter(log: log)
            }
            step "first render runs no action" {
                frames 1
                expect log.entries == []
            }
            step "tap" {
                tap Counter
                expect log.entries == ["0→1", "new 1", "changed"]
                expect bodies(Counter) == 1
            }
            step "tap again" {
                tap Counter
                expect log.entries == ["0→1", "new 1", "changed", "1→2", "new 2", "changed"]
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R10.4: onChange does not run when the value is equal; initial: true runs it at appear")
    func onChangeInitialAndEqualValues() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Model {
                var flag = false
                var other = 0
                var seen: [String] = []
            }
            struct Screen: View {
                let model: Model
                var body: some View {
                    Text("\\(model.other)")
                        .onChange(of: model.flag, initial: true) { old, new in model.seen.append("\\(old) \\(new)") }
                }
            }
            app {
                let model = Model()
                Screen(model: model)
            }
            step "appear" {
                frames 1
                expect model.seen == ["false false"]
            }
            step "another read changes" {
                model.other = 1
                expect bodies(Screen) == 1
                expect model.seen == ["false false"]
            }
            step "the value changes" {
                model.flag = true
                expect model.seen == ["false false", "false true"]
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R10.4: a change made by the action is applied in the next frame")
    func onChangeActionMutationUpdatesLater() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Form: View {
                @State private var name = ""
                @State private var edits = 0
                var body: some View {
                    VStack {
                        Text("edits \\(edits)")
                        Button("Type") { name += "a" }
                    }
                    .onChange(of: name) { edits += 1 }
                }
            }
            app { Form() }
            step "type" {
                tap Form/Button("Type")
                expect Form.edits == 1
                expect frames == 2
                expect bodies(Form) == 2
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R10.4: the action never runs for an equal value, even when the body runs or the value went and came back")
    func onChangeNeverRunsForAnEqualValue() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Model {
                var tags: [String] = ["a"]
                var seen = 0
            }
            struct Screen: View {
                let model: Model
                var body: some View {
                    Text(model.tags.joined())
                        .onChange(of: model.tags) { model.seen += 1 }
                }
            }
            app {
                let model = Model()
                Screen(model: model)
            }
            step "an in-place change that leaves the value equal" {
                model.tags[0] = "a"
                expect bodies(Screen) == 1
                expect model.seen == 0
            }
            step "there and back in one synchronous block" {
                model.tags.append("b")
                model.tags.removeLast()
                expect bodies(Screen) == 1
                expect model.seen == 0
            }
            step "a real change" {
                model.tags.append("b")
                expect model.seen == 1
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R10.4, R1.3: a new identity starts without an old value, so its first value runs no action")
    func onChangeStartsAfreshWithANewIdentity() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Model {
                var generation = 0
                var value = 0
                var seen: [String] = []
            }
            struct Probe: View {
                let model: Model
                var body: some View {
                    Text("\\(model.value)")
                        .onChange(of: model.value) { old, new in model.seen.append("\\(old)→\\(new)") }
                }
            }
            struct Screen: View {
                let model: Model
                var body: some View {
                    Probe(model: model).id(model.generation)
                }
            }
            app {
                let model = Model()
                Screen(model: model)
            }
            step "new identity and new value together" {
                model.generation = 1
                model.value = 5
                expect created == [Probe]
                expect model.seen == []
            }
            step "then a change" {
                model.value = 6
                expect model.seen == ["5→6"]
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R0.5: an overlay's content is built with the body; its custom views are children with state")
    func overlayContentIsPartOfTheBody() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Inbox {
                var unread = 0
                var title = "Inbox"
            }
            struct Badge: View {
                let count: Int
                @State private var pulses = 0
                var body: some View { Text("\\(count)") }
            }
            struct Header: View {
                let inbox: Inbox
                var body: some View {
                    Text(inbox.title)
                        .overlay { Badge(count: inbox.unread) }
                        .background { Color.blue }
                }
            }
            app {
                let inbox = Inbox()
                Header(inbox: inbox)
            }
            step "unread changes" {
                inbox.unread = 3
                expect bodies == [Header, Badge]
                expect created == []
            }
            step "the title changes" {
                inbox.title = "Mail"
                expect bodies == [Header]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.bodies(0) == ["Header", "Badge"])
    }

    @Test("R0.5, R7.1: content sees the environment written outside its modifier, not inside")
    func contentSeesOuterEnvironment() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            extension EnvironmentValues {
                @Entry var accent: String = "default"
            }
            struct Tag: View {
                @Environment(\\.accent) private var accent
                var body: some View { Text(accent) }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text("inner")
                            .environment(\\.accent, "inner")
                            .overlay { Tag() }
                            .environment(\\.accent, "outer")
                    }
                }
            }
            app { Screen() }
            step "look" {
                frames 1
                expect Tag.accent == "outer"
            }
            """)
        harness.expectAllPassed()
    }
}
