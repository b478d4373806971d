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
}
