import Testing
import ViewGraphEngine

// `refresh REF`: pull a List or ScrollView to refresh: the innermost `.refreshable` action
// covering it runs in a task (Apple's documentation of `refreshable(action:)`; R10.2 for
// the task, R4.1 for what its writes invalidate).

@Suite("refresh REF: pull to refresh runs the .refreshable action")
struct RefreshTests {
    /// An inbox that reloads from a slow service, as list screens do.
    private static let app = """
        scenario "s" {}
        @Observable
        final class InboxStore {
            var messages = ["Welcome"]
            var isLoading = false
            func reload() async {
                isLoading = true
                try? await Task.sleep(for: .seconds(1))
                messages.insert("New mail", at: 0)
                isLoading = false
            }
        }
        struct InboxView: View {
            @State private var store = InboxStore()
            var body: some View {
                List(store.messages, id: \\.self) { message in Text(message) }
                    .refreshable { await store.reload() }
                    .overlay { if store.isLoading { ProgressView() } }
            }
        }
        struct Shell: View {
            @State private var outerRefreshes = 0
            var body: some View {
                VStack {
                    InboxView()
                    ScrollView { Text("Archive") }
                }
                .refreshable { outerRefreshes += 1 }
            }
        }
        app { Shell() }

        """

    @Test("R10.2, R4.1: the action runs in a task; its writes update the list as it goes")
    func refreshRunsTheAction() throws {
        let harness = try Harness(
            Self.app + """
                step "pull" {
                    refresh InboxView/List
                    expect InboxView.store.isLoading == true
                    expect Shell.outerRefreshes == 0
                }
                step "later" {
                    wait 1s
                    expect InboxView.store.messages == ["New mail", "Welcome"]
                    expect InboxView.store.isLoading == false
                }
                """)
        harness.expectAllPassed()
        #expect(harness.steps[1].triggers.map(\.description) == ["refresh InboxView › List"])
        #expect(harness.steps[1].taskEvents.contains { $0.kind == .started })
    }

    @Test("a list with no .refreshable of its own is refreshed by the one around it, across bodies")
    func outerRefreshable() throws {
        let harness = try Harness(
            Self.app + """
                step "pull the archive" {
                    refresh Shell/ScrollView
                    expect Shell.outerRefreshes == 1
                }
                """)
        harness.expectAllPassed()
    }

    @Test("refresh names a List or a ScrollView")
    func refreshNeedsAList() {
        let error = simulationError(Self.app + "step \"s\" {\n    refresh InboxView/Text\n}\n")
        #expect(error?.message == "'refresh' names a List or a ScrollView, e.g. 'refresh Inbox/List'")
    }

    @Test("R10.2: a refresh whose list an if swaps for a ProgressView is cancelled with it; one that stays runs on")
    func refreshEndsWithItsList() throws {
        let feed = """
            scenario "s" {}
            struct Feed: View {
                @State private var isLoading = false
                @State private var items = ["a"]
                var body: some View {
                    if isLoading {
                        ProgressView()
                    } else {
                        List(items, id: \\.self) { Text($0) }
                            .refreshable {
                                isLoading = true
                                try? await Task.sleep(for: .seconds(1))
                                if Task.isCancelled { return }
                                items.append("b")
                                isLoading = false
                            }
                    }
                }
            }
            app { Feed() }
            step "pull" {
                refresh Feed/List
            }
            step "later" {
                wait 2s
                expect Feed.isLoading == true
                expect Feed.items == ["a"]
            }
            """
        let harness = try Harness(feed)
        harness.expectAllPassed()
        let events = harness.steps[1].taskEvents.filter { $0.kind != .finished }.map { "\($0.task) \($0.kind)" }
        #expect(events == ["Feed.refreshable started", "Feed.refreshable cancelled"])
        // The same action on a list that stays on screen (a ProgressView above it) finishes.
        let staying = try Harness(
            """
            scenario "s" {}
            struct Feed: View {
                @State private var isLoading = false
                @State private var items = ["a"]
                var body: some View {
                    VStack {
                        if isLoading { ProgressView() }
                        List(items, id: \\.self) { Text($0) }
                            .refreshable {
                                isLoading = true
                                try? await Task.sleep(for: .seconds(1))
                                if Task.isCancelled { return }
                                items.append("b")
                                isLoading = false
                            }
                    }
                }
            }
            app { Feed() }
            step "pull" {
                refresh Feed/List
            }
            step "later" {
                wait 2s
                expect Feed.isLoading == false
                expect Feed.items == ["a", "b"]
            }
            """)
        staying.expectAllPassed()
    }
}
