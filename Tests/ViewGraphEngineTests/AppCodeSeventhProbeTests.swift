import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the sixth probe of app-style files (Scenarios/KNOWN-ENGINE-ISSUES.md,
/// "Fixed", 97–): what passed `check` and stopped `run`, or ran and reported the wrong thing.
@Suite("SwiftUI app code: bindings, rows, shapes and static views")
struct AppCodeSeventhProbeTests {
    @Test(
        "R7.1: a NavigationStack's child is checked with its inputs, not for an environment change, when the stack's parent runs"
    )
    func navigationStackPathIsUnchanged() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Parent: View {
                @State private var n = 0
                var body: some View {
                    NavigationStack {
                        Button("Bump \\(n)") { n += 1 }
                        Child()
                    }
                }
            }
            struct Child: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Text("dark: \\(scheme == .dark)") }
            }
            app { Parent() }
            step "bump" {
                tap Parent/Button
                expect bodies == [Parent]
                expect checked == [Child]
            }
            """)
        harness.expectAllPassed()
        // The stack's path bindings point at the same storage with the same value: no key
        // of the child's environment changed, so no environment check is recorded.
        #expect(harness.environmentChecked(1) == [])
    }

    @Test("R6.1: a local @Bindable in a body gives $name.property bindings to the object's properties")
    func localBindable() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Prefs { var on = false }
            struct Screen: View {
                @Environment(Prefs.self) private var prefs
                var body: some View {
                    @Bindable var prefs = prefs
                    Toggle("On", isOn: $prefs.on)
                }
            }
            struct Root: View {
                @State private var prefs = Prefs()
                var body: some View {
                    VStack {
                        Screen().environment(prefs)
                        Text(prefs.on ? "on" : "off")
                    }
                }
            }
            app { Root() }
            step "flip" {
                tap Screen/Toggle("On")
                expect bodies == [Root]
                expect Root.prefs.on
            }
            """)
        harness.expectAllPassed()
    }

    @Test("a local @Bindable of a value that is no object is an error at its initial value")
    func localBindableNeedsObject() {
        let message = stepError("wrap()", "func wrap() {\n    @Bindable var count = 3\n    print(count)\n}")?.message
        #expect(message == "'@Bindable' needs an @Observable object; 'count' holds 3")
    }

    @Test("R0.4: a shape given to a modifier is part of what is drawn, so a change to it is redrawn")
    func shapeArgumentsAreCompared() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Avatar: View {
                @State private var rounded = true
                var body: some View {
                    Button("Toggle") { rounded.toggle() }
                    Text("hi")
                        .clipShape(RoundedRectangle(cornerRadius: rounded ? 24 : 4))
                        .overlay(Circle().stroke(rounded ? .red : .blue))
                }
            }
            app { Avatar() }
            step "square" {
                tap Avatar/Button
                expect redrawn == [Avatar]
            }
            """)
        harness.expectAllPassed()
        let avatar = try #require(harness.simulation.root?.children.first)
        #expect(
            avatar.renderedLines.contains { $0.contains("Text(\"hi\") .clipShape(RoundedRectangle(cornerRadius: 4))") },
            "\(avatar.renderedLines)")
    }

    @Test("ContentUnavailableView.search and .search(text:) are views, redrawn when the text changes")
    func contentUnavailableSearch() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Results: View {
                @State private var query = "kale"
                var body: some View {
                    VStack {
                        ContentUnavailableView.search
                        ContentUnavailableView.search(text: query)
                        Button("Clear") { query = "" }
                    }
                }
            }
            app { Results() }
            step "clear" {
                tap Results/Button("Clear")
                expect redrawn == [Results]
            }
            """)
        harness.expectAllPassed()
        let results = try #require(harness.simulation.root?.children.first)
        #expect(results.renderedLines.contains("  ContentUnavailableView.search"), "\(results.renderedLines)")
        #expect(results.renderedLines.contains("  ContentUnavailableView.search(text: \"\")"))
    }

    @Test("R1.4: delete names a row of built-in views by a view it shows; controls lists it that way")
    func deleteRowOfBuiltinViews() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Names: View {
                @State private var names = ["Ada", "Grace", "Joan"]
                var body: some View {
                    List {
                        ForEach(names, id: \\.self) { name in
                            Text(name)
                        }
                        .onDelete { names.remove(atOffsets: $0) }
                    }
                }
            }
            app { Names() }
            step "swipe Grace away" {
                delete Names/Text("Grace")
                expect Names.names == ["Ada", "Joan"]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].triggers.first?.subject == "Names/Text(\"Grace\") (row 1)")
        #expect(harness.simulation.controlsOnScreen().map(\.action) == ["delete Names/Text(\"Ada\")"])
    }

    @Test("a row view that shows no such built-in view is an error naming the body searched")
    func deleteRowOfBuiltinViewsNoMatch() {
        let error = simulationError(
            """
            scenario "s" {}
            struct Names: View {
                @State private var names = ["Ada"]
                var body: some View {
                    List {
                        ForEach(names, id: \\.self) { Text($0) }
                            .onDelete { names.remove(atOffsets: $0) }
                    }
                }
            }
            app { Names() }
            step "s" { delete Names/Text("Zed") }
            """)
        #expect(error?.message == "no ForEach row in the body of Names shows 'Text(\"Zed\")'")
    }

    @Test("R1.4: a row keyed by an Identifiable class's own identity is named Row[Item#2] in reports and REFs")
    func objectIdentityRows() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Item: Identifiable {
                var name: String
                init(name: String) { self.name = name }
            }
            struct Row: View {
                let item: Item
                var body: some View { Text(item.name) }
            }
            struct Screen: View {
                @State private var items = [Item(name: "a"), Item(name: "b")]
                var body: some View {
                    List(items) { Row(item: $0) }
                }
            }
            app { Screen() }
            step "rename b" {
                Row[Item#2].item.name = "B"
                expect bodies == [Row[Item#2]]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.bodies(0) == ["Screen", "Row[Item#1]", "Row[Item#2]"])
    }
}
