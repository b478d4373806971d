import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

// What a TabView puts on screen: one tab at a time, its tab bar over a screen pushed in a
// tab, not over a push on a stack around it or a sheet (R0.6, R0.7).

@Suite("TabView: only the selected tab is on screen; a push in a tab keeps the tab bar")
struct TabViewScreenTests {
    /// An app with a NavigationStack in each tab, as tab-based apps are written.
    private static let tabsWithStacks = """
        scenario "s" {}
        struct Article: Hashable { let id: Int; var title: String }
        struct FeedTab: View {
            let articles = [Article(id: 1, title: "Intro"), Article(id: 2, title: "Deep dive")]
            var body: some View {
                NavigationStack {
                    List(articles, id: \\.id) { article in
                        NavigationLink(article.title, value: article)
                    }
                    .navigationDestination(for: Article.self) { article in
                        ArticleScreen(article: article)
                    }
                }
            }
        }
        struct ArticleScreen: View {
            let article: Article
            @State private var liked = false
            var body: some View { Toggle("Like", isOn: $liked) }
        }
        struct SettingsTab: View {
            @State private var notifications = true
            var body: some View {
                NavigationStack {
                    Form { Toggle("Notifications", isOn: $notifications) }
                }
            }
        }
        struct RootTabs: View {
            @State private var tab = 0
            var body: some View {
                TabView(selection: $tab) {
                    FeedTab().tabItem { Label("Feed", systemImage: "newspaper") }.tag(0)
                    SettingsTab().tabItem { Label("Settings", systemImage: "gear") }.tag(1)
                }
            }
        }
        app { RootTabs() }

        """

    @Test("R0.7: a tab that is not selected lists no controls; selecting it lists its own")
    func onlyTheSelectedTabsControls() throws {
        let harness = try Harness(Self.tabsWithStacks)
        #expect(
            harness.simulation.controlsOnScreen().map(\.action) == [
                "tap RootTabs/TabView/Label(\"Feed\")", "tap RootTabs/TabView/Label(\"Settings\")",
                "tap FeedTab/NavigationLink(\"Intro\")", "tap FeedTab/NavigationLink(\"Deep dive\")",
            ])
        let selected = try Harness(
            Self.tabsWithStacks + """
                step "settings" {
                    tap RootTabs/TabView/Label("Settings")
                    tap SettingsTab/Toggle
                    expect SettingsTab.notifications == false
                }
                """)
        selected.expectAllPassed()
        #expect(
            selected.simulation.controlsOnScreen().map(\.action) == [
                "tap RootTabs/TabView/Label(\"Feed\")", "tap RootTabs/TabView/Label(\"Settings\")",
                "tap SettingsTab",
            ])
    }

    @Test("R0.7: a control in a tab that is not selected takes no tap, with a message saying so")
    func tapInAHiddenTab() {
        let error = simulationError(Self.tabsWithStacks + "step \"hidden\" {\n    tap SettingsTab/Toggle\n}\n")
        #expect(
            error?.message
                == "'SettingsTab/Toggle' is in a tab that is not selected: a user cannot tap it until its tab is selected"
        )
    }

    @Test("R0.7: a screen pushed in a tab leaves the tab bar on screen; the pushed screen stays when the tab returns")
    func pushInATabKeepsTheTabBar() throws {
        let harness = try Harness(
            Self.tabsWithStacks + """
                step "open" {
                    tap FeedTab/NavigationLink("Intro")
                }
                step "switch" {
                    tap RootTabs/TabView/Label("Settings")
                    expect RootTabs.tab == 1
                }
                step "back" {
                    tap RootTabs/TabView/Label("Feed")
                    tap ArticleScreen
                    expect ArticleScreen.liked == true
                }
                """)
        harness.expectAllPassed()
        #expect(
            harness.simulation.controlsOnScreen().map(\.action) == [
                "tap RootTabs/TabView/Label(\"Feed\")", "tap RootTabs/TabView/Label(\"Settings\")",
                "tap ArticleScreen[1]", "pop FeedTab",
            ])
    }

    @Test("R0.7: a push onto a stack around the TabView covers its tab bar")
    func pushAroundTheTabViewCoversTheTabBar() {
        let error = simulationError(
            """
            scenario "s" {}
            struct Home: View { var body: some View { NavigationLink("Open", value: 7) } }
            struct Prefs: View { var body: some View { Text("Prefs") } }
            struct Shell: View {
                @State private var tab = "home"
                var body: some View {
                    NavigationStack {
                        TabView(selection: $tab) {
                            Home().tabItem { Label("Home", systemImage: "house") }.tag("home")
                            Prefs().tabItem { Label("Prefs", systemImage: "gear") }.tag("prefs")
                        }
                        .navigationDestination(for: Int.self) { n in Text("Detail \\(n)") }
                    }
                }
            }
            app { Shell() }
            step "open" { tap Home/NavigationLink("Open") }
            step "tab" { tap Shell/TabView/Label("Prefs") }
            """)
        #expect(
            error?.message
                == "'Shell/TabView/Label(\"Prefs\")' is under a pushed screen: a user cannot tap it until that is dismissed"
        )
    }

    @Test("R0.6: a sheet presented over the TabView covers its tab bar")
    func sheetCoversTheTabBar() {
        let error = simulationError(
            """
            scenario "s" {}
            struct Home: View {
                @State private var composing = false
                var body: some View {
                    Button("Compose") { composing = true }
                        .sheet(isPresented: $composing) { Text("Draft") }
                }
            }
            struct Shell: View {
                @State private var tab = 0
                var body: some View {
                    TabView(selection: $tab) {
                        Home().tabItem { Text("Home") }.tag(0)
                        Text("Inbox").tabItem { Text("Inbox") }.tag(1)
                    }
                }
            }
            app { Shell() }
            step "compose" { tap Home/Button("Compose") }
            step "tab" { tap Shell/TabView/Text("Inbox") }
            """)
        #expect(
            error?.message
                == "'Shell/TabView/Text(\"Inbox\")' is under a sheet: a user cannot tap it until that is dismissed")
    }

    @Test("without a selection binding the first tab is on screen, built-in tab content included")
    func firstTabWithoutSelection() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Shell: View {
                @State private var taps = 0
                var body: some View {
                    TabView {
                        Button("First") { taps += 1 }.tabItem { Text("One") }
                        Button("Second") { taps += 10 }.tabItem { Text("Two") }
                    }
                }
            }
            app { Shell() }
            step "tap" {
                tap Shell/Button("First")
                expect Shell.taps == 1
            }
            """)
        harness.expectAllPassed()
        #expect(harness.simulation.controlsOnScreen().map(\.control).contains("Button(\"Second\")") == false)
    }

    @Test("R0.7, R10.1, R1.3: a TabView without selection: keeps its own; tab items select; a new one starts at tab 1")
    func tabViewKeepsItsOwnSelection() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Log { var lines: [String] = [] }
            struct Root: View {
                let log: Log
                @State private var showTabs = true
                var body: some View {
                    VStack {
                        Button("Hide") { showTabs.toggle() }
                        if showTabs {
                            TabView {
                                Feed(log: log).tabItem { Label("Feed", systemImage: "list.bullet") }
                                Settings(log: log).tabItem { Label("Settings", systemImage: "gear") }
                            }
                        }
                    }
                }
            }
            struct Feed: View {
                let log: Log
                var body: some View {
                    Text("Feed")
                        .onAppear { log.lines.append("feed appear") }
                        .onDisappear { log.lines.append("feed disappear") }
                }
            }
            struct Settings: View {
                let log: Log
                @State private var flag = false
                var body: some View {
                    Toggle("Flag", isOn: $flag)
                        .onAppear { log.lines.append("settings appear") }
                        .onDisappear { log.lines.append("settings disappear") }
                }
            }
            app {
                let log = Log()
                Root(log: log)
            }
            step "select Settings" {
                tap Root/TabView/Label("Settings")
                expect bodies == []
                expect log.lines == ["feed appear", "feed disappear", "settings appear"]
            }
            step "its control takes a tap" {
                tap Settings/Toggle
                expect Settings.flag == true
            }
            step "a TabView built again starts at its first tab" {
                tap Root/Button("Hide")
                tap Root/Button("Hide")
                expect Settings.flag == false
                expect log.lines == ["feed appear", "feed disappear", "settings appear", "settings disappear", "feed appear"]
            }
            """)
        harness.expectAllPassed()
        #expect(
            harness.simulation.controlsOnScreen().map(\.action) == [
                "tap Root/Button", "tap Root/TabView/Label(\"Feed\")", "tap Root/TabView/Label(\"Settings\")",
            ])
        let changes = harness.steps[1].changes + harness.steps[1].frames.flatMap(\.changes)
        let select = try #require(changes.first { $0.target == "Root.TabView.selection" })
        #expect(select.oldValue == "0" && select.newValue == "1")
    }

    @Test("R6.2: a tab whose content and tab item show the same title is one option, selected by that title")
    func sameTitleInContentAndItemIsOneOption() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Root: View {
                @State private var tab = 0
                var body: some View {
                    TabView(selection: $tab) {
                        Text("Home").tabItem { Text("Home") }.tag(0)
                        Text("Other").tabItem { Text("Other") }.tag(1)
                    }
                }
            }
            app { Root() }
            step "other" {
                tap Root/TabView/Text("Other")
                expect Root.tab == 1
            }
            """)
        harness.expectAllPassed()
    }
}
