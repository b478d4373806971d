import Foundation

/// `viewgraph new NAME`: a lesson skeleton that passes `viewgraph test` as written: a
/// header comment, the scenario block, two views, the app, an expectation on the first
/// render, one step and one variant with their expectations.
package enum LessonTemplate {
    /// `lists` → `lists.scenario`; a name that already ends in `.scenario` is kept.
    package static func path(for name: String) -> String {
        name.hasSuffix(".scenario") ? name : name + ".scenario"
    }

    /// `12-list-rows` → `List rows`: the file's stem without a leading number.
    package static func title(for name: String) -> String {
        var stem = ((path(for: name) as NSString).lastPathComponent as NSString).deletingPathExtension
        if let dash = stem.firstIndex(of: "-"), stem[..<dash].allSatisfy(\.isNumber), dash != stem.startIndex {
            stem = String(stem[stem.index(after: dash)...])
        }
        let words = stem.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).joined(separator: " ")
        guard let first = words.first else { return "New lesson" }
        return first.uppercased() + words.dropFirst()
    }

    package static func text(name: String) -> String {
        let title = title(for: name).replacingOccurrences(of: "\\", with: "").replacingOccurrences(of: "\"", with: "")
        let file = (path(for: name) as NSString).lastPathComponent
        return #"""
            // \#(title): one idea, shown in one step and fixed in one variant.
            //
            // Replace the views and the step with your lesson's own, run
            // `viewgraph run \#(file)` and read the step card, then make the
            // `expect` lines say what the class should see. `viewgraph test` keeps them true;
            // `viewgraph record` writes the golden transcript once the output is right.

            scenario "\#(title)" {
                display 60Hz
            }

            struct CounterScreen: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text("Tapped \(count) times")
                        Button("Tap") { count += 1 }
                        Footer()
                    }
                }
            }

            struct Footer: View {
                var body: some View {
                    Text("Made in class")
                }
            }

            app {
                CounterScreen()
            }

            // Outside any step: the first render (step 0).
            expect bodies == [CounterScreen, Footer]

            step "Tap once" {
                tap CounterScreen/Button("Tap")
                expect bodies == [CounterScreen]
                expect CounterScreen.count == 1
                expect no findings
            }

            // The same lesson with the count in a view of its own: only that view runs.
            variant "count-in-a-subview" {
                struct CounterScreen: View {
                    var body: some View {
                        VStack {
                            CountButton()
                            Footer()
                        }
                    }
                }

                struct CountButton: View {
                    @State private var count = 0
                    var body: some View {
                        Text("Tapped \(count) times")
                        Button("Tap") { count += 1 }
                    }
                }

                step "Tap once" {
                    tap CountButton/Button("Tap")
                    expect bodies == [CountButton]
                    expect CountButton.count == 1
                }
                expect "initial render" bodies(CountButton) == 1
            }

            """#
    }
}
