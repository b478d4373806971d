import Testing
import ViewGraphEngine

// A view a pushed screen covers, or whose tab is not selected, is alive with its state but
// not on screen: its disappear actions run and its `.task` is cancelled when it leaves the
// screen, and its appear actions run and its `.task` starts again when it comes back
// (R0.7, R10.1, R10.2).

@Suite("Views a push or a tab switch takes off the screen disappear, and appear again")
struct ScreenLifecycleTests {
    /// A list screen with a path of its own, as apps write master-detail navigation.
    private static let stackApp = """
        scenario "s" {}
        struct Trail: Hashable { let id: Int }
        struct TrailList: View {
            @State private var path: [Trail] = []
            var body: some View {
                VStack {
                    NavigationStack(path: $path) {
                        List {
                            Button("Ridge") { path.append(Trail(id: 1)) }
                        }
                        .onAppear { print("list appeared") }
                        .onDisappear { print("list disappeared") }
                        .task {
                            do {
                                try await Task.sleep(for: .seconds(60))
                                print("list task done")
                            } catch {
                                print("list task stopped")
                            }
                        }
                        .navigationDestination(for: Trail.self) { trail in
                            TrailDetail(trail: trail)
                        }
                    }
                    Text("Now playing").onDisappear { print("player disappeared") }
                }
            }
        }
        struct TrailDetail: View {
            let trail: Trail
            @State private var opened = 0
            var body: some View {
                Text("Trail \\(trail.id), opened \\(opened)")
                    .onAppear {
                        opened += 1
                        print("detail \\(trail.id) appeared")
                    }
                    .onDisappear { print("detail \\(trail.id) disappeared") }
            }
        }
        app { TrailList() }

        """

    @Test("R0.7, R10.1, R10.2: a push covers the stack's root: its disappear actions run, its task is cancelled")
    func pushCoversTheRoot() throws {
        let harness = try Harness(
            Self.stackApp + """
                step "open" { tap TrailList/Button("Ridge") }
                step "back" { TrailList.path.removeAll() }
                """)
        #expect(harness.steps[0].printed == ["list appeared"])
        // The destination appears, then the covered list disappears; the view beside the
        // stack stays on screen (R0.7: a push covers its own stack only).
        #expect(harness.steps[1].printed == ["detail 1 appeared", "list disappeared", "list task stopped"])
        #expect(harness.steps[1].taskEvents.contains { $0.kind == .cancelled && $0.task == "TrailList.task" })
        // Popped back: the root appears again and its task starts again (R10.2).
        #expect(harness.steps[2].printed == ["detail 1 disappeared", "list appeared"])
        #expect(harness.steps[2].taskEvents.contains { $0.kind == .started && $0.task == "TrailList.task" })
    }

    @Test("R0.7, R10.1: a screen under another pushed screen disappears, and appears again with its state when popped")
    func coveredScreenComesBack() throws {
        let harness = try Harness(
            Self.stackApp + """
                step "open" { TrailList.path = [Trail(id: 1)] }
                step "deeper" { TrailList.path.append(Trail(id: 2)) }
                step "pop" {
                    TrailList.path.removeLast()
                    expect TrailDetail[1].opened == 2
                }
                """)
        harness.expectAllPassed()
        #expect(harness.steps[2].printed == ["detail 1 disappeared", "detail 2 appeared"])
        #expect(harness.steps[3].printed == ["detail 1 appeared", "detail 2 disappeared"])
        let covered = harness.steps[2].frames.flatMap(\.screenChanges)
        #expect(covered.map(\.node.displayName) == ["TrailDetail[1]"])
        #expect(covered.map(\.shown) == [false])
        #expect(covered.map(\.cause) == [.coveredByPush])
        let back = harness.steps[3].frames.flatMap(\.screenChanges)
        #expect(back.map(\.node.displayName) == ["TrailDetail[1]"])
        #expect(back.map(\.shown) == [true])
    }

    /// Destinations declared by the views they push from, as apps split navigation.
    private static let nestedDestinations = """
        scenario "s" {}
        struct Trail: Hashable { let id: Int }
        struct Comment: Hashable { let id: Int }
        struct TrailList: View {
            var body: some View {
                List { NavigationLink("Ridge", value: Trail(id: 1)) }
                    .onAppear { print("list appeared") }
                    .onDisappear { print("list disappeared") }
                    .navigationDestination(for: Trail.self) { trail in TrailDetail(trail: trail) }
            }
        }
        struct TrailDetail: View {
            let trail: Trail
            var body: some View {
                NavigationLink("Comments", value: Comment(id: 7))
                    .onAppear { print("detail appeared") }
                    .onDisappear { print("detail disappeared") }
                    .navigationDestination(for: Comment.self) { comment in CommentList(comment: comment) }
            }
        }
        struct CommentList: View {
            let comment: Comment
            var body: some View {
                Text("Comment \\(comment.id)")
                    .onAppear { print("comments appeared") }
                    .onDisappear { print("comments disappeared") }
            }
        }
        struct FeedTab: View {
            var body: some View { NavigationStack { TrailList() } }
        }
        struct RootTabs: View {
            @State private var tab = 0
            var body: some View {
                TabView(selection: $tab) {
                    FeedTab().tabItem { Text("Feed") }.tag(0)
                    Text("Profile").onAppear { print("profile appeared") }.tabItem { Text("Me") }.tag(1)
                }
            }
        }
        app { RootTabs() }

        """

    @Test("R0.7, R10.1: a push covers the view that declares the destination, not the screen it pushes")
    func pushedScreenOfACoveredView() throws {
        let harness = try Harness(
            Self.nestedDestinations + """
                step "open" { tap TrailList/NavigationLink("Ridge") }
                step "comments" { tap TrailDetail/NavigationLink("Comments") }
                """)
        #expect(harness.steps[1].printed == ["detail appeared", "list disappeared"])
        #expect(harness.steps[2].printed == ["detail disappeared", "comments appeared"])
    }

    @Test("R10.1: a tab with a pushed screen: the screen in front disappears with its tab and appears again with it")
    func tabWithAPushedScreen() throws {
        let harness = try Harness(
            Self.nestedDestinations + """
                step "open" { tap TrailList/NavigationLink("Ridge") }
                step "profile" { RootTabs.tab = 1 }
                step "feed" { RootTabs.tab = 0 }
                """)
        #expect(harness.steps[0].printed == ["list appeared"])
        #expect(harness.steps[1].printed == ["detail appeared", "list disappeared"])
        // The covered list stays hidden; only the screen in front goes and comes back.
        #expect(harness.steps[2].printed == ["detail disappeared", "profile appeared"])
        #expect(harness.steps[3].printed == ["detail appeared"])
    }

    /// Tabs with appear actions and a task, as tab-based apps load their screens.
    private static let tabApp = """
        scenario "s" {}
        struct FeedTab: View {
            @State private var loads = 0
            var body: some View {
                Text("Feed loaded \\(loads) times")
                    .task {
                        loads += 1
                        print("feed loaded")
                    }
                    .onDisappear { print("feed disappeared") }
            }
        }
        struct InboxTab: View {
            var body: some View {
                Text("Inbox")
                    .onAppear { print("inbox appeared") }
                    .onDisappear { print("inbox disappeared") }
            }
        }
        struct RootTabs: View {
            @State private var tab = 0
            var body: some View {
                TabView(selection: $tab) {
                    FeedTab().tabItem { Label("Feed", systemImage: "newspaper") }.tag(0)
                    InboxTab().tabItem { Label("Inbox", systemImage: "tray") }.tag(1)
                    Text("About").onAppear { print("about appeared") }.tabItem { Text("About") }.tag(2)
                }
            }
        }
        app { RootTabs() }

        """

    @Test("R10.1: only the selected tab's appear actions run with the first render")
    func onlyTheSelectedTabAppears() throws {
        let harness = try Harness(Self.tabApp)
        #expect(harness.steps[0].printed == ["feed loaded"])
        // Every tab's view is built, with its state (Guides/Language.md).
        #expect(harness.bodies(0).contains("InboxTab"))
    }

    @Test("R10.1, R10.2: switching tabs runs the old tab's disappear actions and the new tab's appear actions")
    func switchingTabs() throws {
        let harness = try Harness(
            Self.tabApp + """
                step "inbox" { tap RootTabs/TabView/Label("Inbox") }
                step "about" { RootTabs.tab = 2 }
                step "feed" {
                    tap RootTabs/TabView/Label("Feed")
                    expect FeedTab.loads == 2
                }
                """)
        harness.expectAllPassed()
        #expect(harness.steps[1].printed == ["feed disappeared", "inbox appeared"])
        #expect(harness.steps[1].frames.flatMap(\.screenChanges).map(\.cause) == [.otherTab, .otherTab])
        // A built-in view in the TabView's own body appears too (its owner's action).
        #expect(harness.steps[2].printed == ["inbox disappeared", "about appeared"])
        // Back on the first tab: its `.task` starts again, with the state it kept.
        #expect(harness.steps[3].printed == ["feed loaded"])
    }

    @Test("R0.7, R10.1: a .navigationDestination(isPresented:) push covers the stack's root, as a path push does")
    func isPresentedDestinationCoversTheRoot() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Home: View {
                @State private var showDetail = false
                var body: some View {
                    NavigationStack {
                        VStack {
                            // Read here, so Home's body runs in the frame that pushes.
                            Text(showDetail ? "open" : "closed")
                            Button("Open") { showDetail = true }
                        }
                        .onAppear { print("home appeared") }
                        .onDisappear { print("home disappeared") }
                        .navigationDestination(isPresented: $showDetail) { Detail() }
                    }
                }
            }
            struct Detail: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Button("Back") { dismiss() }
                        .onAppear { print("detail appeared") }
                        .onDisappear { print("detail disappeared") }
                }
            }
            app { Home() }
            step "open" {
                tap Home/Button("Open")
                expect bodies == [Home, Detail]
            }
            step "back" { tap Detail/Button("Back") }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[0].printed == ["home appeared"])
        #expect(harness.steps[1].printed == ["detail appeared", "home disappeared"])
        // The covered root takes no tap while the screen is pushed.
        #expect(harness.simulation.controlsOnScreen().map(\.action).contains("tap Home/Button") == false)
        #expect(harness.steps[2].printed == ["detail disappeared", "home appeared"])
    }

    @Test("R0.7, R10.1: a .navigationDestination(item:) push covers the root until the item is nil")
    func itemDestinationCoversTheRoot() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Photo: Hashable { let id: Int }
            struct Gallery: View {
                @State private var selected: Photo?
                var body: some View {
                    NavigationStack {
                        Button("First") { selected = Photo(id: 1) }
                            .onAppear { print("gallery appeared") }
                            .onDisappear { print("gallery disappeared") }
                            .navigationDestination(item: $selected) { photo in
                                Text("Photo \\(photo.id)")
                            }
                    }
                }
            }
            app { Gallery() }
            step "open" { tap Gallery/Button("First") }
            step "close" { Gallery.selected = nil }
            """)
        #expect(harness.steps[1].printed == ["gallery disappeared"])
        #expect(harness.steps[2].printed == ["gallery appeared"])
    }
}
