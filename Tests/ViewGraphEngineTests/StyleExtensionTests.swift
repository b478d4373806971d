import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Extensions of SwiftUI's style values (`extension Font`, `extension ShapeStyle where
/// Self == Color`, `extension Animation`), style values written with their type
/// (`Font.system(size:)`), and how a view's arguments are spelled on screen
/// (Builtins/SwiftUI/Symbols.swift, Interpreter+Expressions.swift `symbolicExtension`).
/// Rules: R0.1 (a style changes what is drawn, not what updates).
@Suite("Style extensions: Font, ShapeStyle, Animation")
struct StyleExtensionTests {
    static let declarations = """
        extension Font {
            static let cardTitle = Font.system(size: 20, weight: .semibold)
            static var caption3: Font { .system(size: 10) }
            static func brand(size: CGFloat) -> Font { .custom("Avenir Next", size: size) }
        }
        extension Color {
            static let brand = Color(red: 0.2, green: 0.4, blue: 0.9)
        }
        extension ShapeStyle where Self == Color {
            static var warning: Color { Color.orange }
        }
        extension Animation {
            static let snappy = Animation.spring(response: 0.3, dampingFraction: 0.8)
        }
        """

    @Test("a style written with its type is the value its implicit member makes, and compares equal to it")
    func typedStyleIsImplicitMember() throws {
        let printed = try printedByStep(
            """
            let a = Font.system(size: 20, weight: .semibold)
            let b: Font = .system(size: 20, weight: .semibold)
            print(a == b, a == Font.system(size: 21), Font.cardTitle == a, Font.caption3 == .system(size: 10))
            print(Color.warning == .orange, Animation.snappy == .spring(response: 0.3, dampingFraction: 0.8))
            """, declarations: Self.declarations)
        #expect(printed == ["true false true true", "true true"])
    }

    @Test(
        "R0.1: an implicit member names the extension's static (.font(.cardTitle)); a redraw shows the styles as written"
    )
    func implicitMembersOfExtensions() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            \(Self.declarations)
            struct Card: View {
                @State private var big = false
                var body: some View {
                    VStack {
                        Text("Title").font(big ? .cardTitle : .caption3).foregroundStyle(.brand)
                        Text("Note").font(.brand(size: big ? 18 : 12)).foregroundStyle(.warning)
                        Text("Same").font(big ? .caption3 : Font.system(size: 10)).foregroundStyle(Color.brand)
                        Button("Grow") { withAnimation(.snappy) { big.toggle() } }
                    }
                }
            }
            app { Card() }
            step "grow" {
                tap Card/Button("Grow")
                expect bodies == [Card]
            }
            """)
        harness.expectAllPassed()
        let card = try #require(harness.simulation.root?.children.first)
        #expect(
            card.renderedLines.contains {
                $0.contains(
                    #"Text("Title") .font(.system(size: 20, weight: .semibold)) .foregroundStyle(Color(red: 0.2, green: 0.4, blue: 0.9))"#
                )
            }, "\(card.renderedLines)")
        #expect(
            card.renderedLines.contains {
                $0.contains(#"Text("Note") .font(.custom("Avenir Next", size: 18.0)) .foregroundStyle(Color.orange)"#)
            }, "\(card.renderedLines)")
        // `.caption3` and `Font.system(size: 10)` are one value, so that line did not change.
        let change = try #require(harness.steps[1].allRuns.first?.screenChange)
        #expect(change.changedTexts.count == 2, "\(change.changedTexts)")
    }

    @Test("a value built with its type's initializer is spelled as written, implicit members with their dots")
    func constructedValuesAreSpelledAsWritten() throws {
        let printed = try printedByStep(
            """
            print(GridItem(.flexible()), GridItem(.adaptive(minimum: 80), spacing: 8))
            print(StrokeStyle(lineWidth: 12, lineCap: .round), Locale(identifier: "fr"))
            """)
        #expect(
            printed == [
                "GridItem(.flexible) GridItem(.adaptive(minimum: 80), spacing: 8)",
                // A locale prints its identifier (Foundation adds ` (fixed)`, worded per platform).
                "StrokeStyle(lineWidth: 12, lineCap: .round) fr",
            ])
        let harness = try Harness(
            """
            scenario "s" {}
            struct Grid: View {
                @State var wide = false
                var body: some View {
                    LazyVGrid(columns: [GridItem(wide ? .flexible() : .adaptive(minimum: 80))]) { Text("a") }
                }
            }
            app { Grid() }
            step "widen" { Grid.wide = true }
            """)
        let change = try #require(harness.steps[1].allRuns.first?.screenChange)
        #expect(
            change.changedTexts.map(\.new) == ["LazyVGrid(columns: [GridItem(.flexible)])"], "\(change.changedTexts)")
    }
}
