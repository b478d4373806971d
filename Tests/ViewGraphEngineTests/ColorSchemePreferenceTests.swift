import Testing
import ViewGraphEngine

// `.preferredColorScheme(_:)` sets `\.colorScheme` for the presentation it is in, the views
// above the modifier too, from the frame after the one that set it (R7.1; Apple's
// documentation of `preferredColorScheme(_:)`).

@Suite("preferredColorScheme: the presentation's color scheme")
struct ColorSchemePreferenceTests {
    /// A settings screen with a dark mode switch kept in `@AppStorage`, as apps write it.
    private static let app = """
        scenario "s" {}
        struct SettingsRoot: View {
            @AppStorage("darkMode") private var darkMode = false
            @Environment(\\.colorScheme) private var scheme
            @State private var showingAbout = false
            var body: some View {
                VStack {
                    Text("Root sees \\(scheme)")
                    Toggle("Dark mode", isOn: $darkMode)
                    SchemeBadge()
                    Button("About") { showingAbout = true }
                }
                .preferredColorScheme(darkMode ? .dark : nil)
                .sheet(isPresented: $showingAbout) { AboutSheet() }
            }
        }
        struct SchemeBadge: View {
            @Environment(\\.colorScheme) private var scheme
            var body: some View { Text("Badge \\(scheme)") }
        }
        struct SheetBadge: View {
            @Environment(\\.colorScheme) private var scheme
            var body: some View { Text("Sheet \\(scheme)") }
        }
        struct AboutSheet: View {
            @State private var forceLight = false
            var body: some View {
                VStack {
                    Toggle("Light", isOn: $forceLight)
                    SheetBadge()
                }
                .preferredColorScheme(forceLight ? .light : nil)
            }
        }
        app { SettingsRoot() }

        """

    @Test("R7.1: no preference, or nil, is the system's scheme: the first render has one frame")
    func noPreferenceNoFrame() throws {
        let harness = try Harness(Self.app)
        #expect(harness.steps[0].frames.count == 1)
    }

    @Test("R7.1: a preference changes the window's scheme in the next frame, for the views above the modifier too")
    func windowScheme() throws {
        let harness = try Harness(
            Self.app + """
                step "dark" {
                    tap SettingsRoot/Toggle
                    expect SchemeBadge.scheme == .dark
                    expect SettingsRoot.scheme == .dark
                }
                step "system" {
                    tap SettingsRoot/Toggle
                    expect SchemeBadge.scheme == .light
                }
                """)
        harness.expectAllPassed()
        #expect(harness.steps[1].frames.count == 2)
        #expect(harness.steps[1].frames[1].runs.map(\.node.displayName) == ["SettingsRoot", "SchemeBadge"])
        #expect(harness.steps[1].frames[1].environmentChanges.map(\.description) == ["colorScheme"])
    }

    @Test("R0.6, R7.1: a sheet inherits its presenter's scheme; a preference inside it changes the sheet only")
    func sheetScheme() throws {
        let harness = try Harness(
            Self.app + """
                step "dark" { tap SettingsRoot/Toggle }
                step "about" {
                    tap SettingsRoot/Button("About")
                    expect SheetBadge.scheme == .dark
                }
                step "light sheet" {
                    tap AboutSheet/Toggle
                    expect SheetBadge.scheme == .light
                    expect SchemeBadge.scheme == .dark
                    expect SettingsRoot.scheme == .dark
                }
                """)
        harness.expectAllPassed()
    }
}
