import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Swift and SwiftUI that app files write and the two probes of 2 December 2026 found wrong
/// (Scenarios/KNOWN-ENGINE-ISSUES.md, Fixed 67–82): each printed expectation is what the real
/// Swift compiler's program prints; each SwiftUI behaviour names the rule it checks.
@Suite("Swift app code: the fourth probe")
struct AppCodeFourthProbeTests {
    @Test("Optional spelled outright: Optional(v), .some(v), Optional<T>.none and Category?.none")
    func optionalSpelledOutright() throws {
        let printed = try printedByStep(
            """
            let a: Int? = Optional(3)
            let b = Optional<Int>.none
            let c = Level?.none
            let d: Level? = .some(.high)
            print(a == 3, b == nil, c == nil, d == .high)
            """,
            declarations: "enum Level { case low, high }")
        #expect(printed == ["true true true true"])
    }

    @Test("a toolchain module's name qualifies a builtin: Swift.min, Swift.Int, Foundation.Date")
    func moduleQualifiedBuiltins() throws {
        let printed = try printedByStep(
            """
            let n: Swift.Int = Swift.min(3, 4) + Swift.max(1, 2)
            let stamp: Foundation.Date = Foundation.Date.now
            print(n, stamp == Date.now)
            """)
        #expect(printed == ["5 true"])
    }

    @Test("formatted(_:) of an Int or a Double takes the format styles Text(value, format:) takes")
    func numbersFormattedWithAStyle() throws {
        let printed = try printedByStep(
            """
            print(0.25.formatted(.percent), 12.formatted(.percent), 1234.5.formatted(.number))
            print(7.formatted(.currency(code: "EUR")), 0.125.formatted(.number.precision(.fractionLength(1))))
            """)
        // What `swiftc` prints on this toolchain (en_US).
        #expect(printed == ["25% 12% 1,234.5", "€7.00 0.1"])
    }

    @Test("R6.1: a Picker over an optional selection, tagged Category?.none and Optional(c), selects nil and a case")
    func pickerWithOptionalTags() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            enum Category: String, CaseIterable { case work, home }
            struct Filter: View {
                @State private var category: Category? = .work
                var body: some View {
                    Picker("Category", selection: $category) {
                        Text("All").tag(Category?.none)
                        ForEach(Category.allCases, id: \\.self) { c in
                            Text(c.rawValue).tag(Optional(c))
                        }
                    }
                }
            }
            app { Filter() }
            step "all" {
                tap Filter/Picker("Category")/Text("All")
                expect Filter.category == nil
                expect bodies == []
            }
            step "home" {
                tap Filter/Picker("Category")/Text("home")
                expect Filter.category == .home
            }
            """)
        harness.expectAllPassed()
    }

    @Test("a multi-line raw string keeps backslashes and quotes; \\#( ) interpolates; the indentation is removed")
    func multilineRawStrings() throws {
        let output = try printedByStep(
            ##"""
            let n = 2
            let text = #"""
                a "quoted" \n line
                  count \#(n)\#tend
                """#
            print(text)
            """##)
        // What `swiftc`'s program prints.
        #expect(output == ["a \"quoted\" \\n line", "  count 2\tend"])
    }

    @Test("each where in a case guards the pattern it follows, as in Swift")
    func wherePerPattern() throws {
        let output = try printedByStep(
            "print(size(.circle(7)), size(.square(2)), size(.square(9)), size(.dot(1)), size(.line(1)), size(.line(8)))",
            declarations: """
                enum Shape { case circle(Int), square(Int), dot(Int), line(Int) }
                func size(_ s: Shape) -> String {
                    switch s {
                    case .circle(let n) where n > 5, .square(let n) where n > 5: return "big \\(n)"
                    case .dot(let n), .line(let n) where n > 5: return "guarded \\(n)"
                    default: return "small"
                    }
                }
                """)
        #expect(output == ["big 7 small big 9 guarded 1 small guarded 8"])
    }

    @Test("a declared hash(into:) with an inout Hasher is accepted; a Set dedupes by ==")
    func declaredHashInto() throws {
        let output = try printedByStep(
            "print(Set([Point(x: 1, y: 2), Point(x: 1, y: 2), Point(x: 2, y: 1)]).count)",
            declarations: """
                struct Point: Hashable {
                    let x: Int
                    let y: Int
                    func hash(into hasher: inout Hasher) {
                        hasher.combine(x)
                        hasher.combine(y)
                    }
                }
                """)
        #expect(output == ["2"])
    }

    @Test("R10.2: AsyncStream<Int> { … } with its generic argument written; a .task reads it to the end")
    func asyncStreamWithAGenericArgument() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Ticker {
                var value = 0
                func stream() -> AsyncStream<Int> {
                    AsyncStream<Int> { continuation in
                        for i in 1...3 { continuation.yield(i) }
                        continuation.finish()
                    }
                }
                func run() async {
                    for await v in stream() { value += v }
                }
            }
            struct Box<T> { var items: [T] }
            extension Box where T == Int {
                var total: Int { items.reduce(0, +) }
            }
            struct TickerView: View {
                @State private var ticker = Ticker()
                var body: some View {
                    Text("\\(ticker.value) of \\(Box(items: [1, 2]).total)").task { await ticker.run() }
                }
            }
            app { TickerView() }
            step "read" {
                expect TickerView.ticker.value == 6
            }
            """)
        harness.expectAllPassed()
    }

    @Test("a division of literals beside a Double is a Double division: (7 / 2) * 1.5 is 5.25")
    func literalDivisionTypedByTheOtherOperand() throws {
        let printed = try printedByStep(
            """
            print((7 / 2) * 1.5, 1 / 2 * 3.0)
            print([7 / 2, 2.5], 1.5 * (7 / 2), -(3 / 2) + 0.25)
            let n = 7
            var total = 1.0
            total += 7 / 2
            print(n / 2, total)
            """)
        // What `swiftc`'s program prints.
        // `[7 / 2, 2.5]` is an `[Any]` to Swift's type checker here: its 3 stays an Int.
        #expect(printed == ["5.25 1.5", "[3, 2.5] 5.25 -1.25", "3 4.5"])
    }

    @Test("R7.2: .disabled(true) writes isEnabled = false below it; a tap on a disabled control does nothing")
    func disabledControlsIgnoreTaps() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct SaveButton: View {
                @Environment(\\.isEnabled) private var isEnabled
                @Binding var saved: Int
                var body: some View {
                    Button(isEnabled ? "Save" : "Save (off)") { saved += 1 }
                }
            }
            struct Editor: View {
                @State private var name = ""
                @State private var saved = 0
                var body: some View {
                    VStack {
                        TextField("Name", text: $name)
                        SaveButton(saved: $saved).disabled(name.isEmpty)
                        VStack {
                            Button("Reset") { saved = 0 }.disabled(false)
                        }
                        .disabled(true)
                    }
                }
            }
            app { Editor() }
            step "tap while the name is empty" {
                tap SaveButton/Button
                expect Editor.saved == 0
                expect bodies == []
            }
            step "type a name" {
                Editor.name = "Ada"
                expect bodies == [Editor, SaveButton]
            }
            step "tap" {
                tap SaveButton/Button
                expect Editor.saved == 1
            }
            step "an outer disabled(true) wins over an inner disabled(false)" {
                tap Editor/Button("Reset")
                expect Editor.saved == 1
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].triggers.first?.action == "nothing: the control is disabled (.disabled(true))")
        let controls = harness.simulation.controlsOnScreen().map(\.control)
        #expect(controls.contains("Button(\"Reset\") (disabled)"))
        #expect(controls.contains("Button(\"Save\")"))
    }

    @Test("a literal is typed by the declared storage it meets: ?? on a nil Double?, a write to it, d[k, default:]")
    func literalsTypedByDeclaredStorage() throws {
        let printed = try printedByStep(
            """
            let b: Double? = nil
            print(b ?? 0, (b ?? 1) / 2, (b ?? 0) - 2.5, String(format: "%.2f", b ?? 1))
            var v: Double? = nil
            v = 100
            let m = Budget()
            print(v! / 8, m.remaining)
            m.limit = 250
            print(m.limit! / 100, m.remaining)
            let c = true ? 1 : 2.5
            let n: Int? = nil
            print(c / 2, n ?? 3)
            let xs: [Double] = []
            let d: [String: Double] = [:]
            print(xs.reduce(0, +), xs.reduce(0) { $0 + Int($1) }, d["k", default: 3] / 2)
            """,
            declarations: """
                final class Budget {
                    var limit: Double? = nil
                    var spent = 10.0
                    var remaining: Double { (limit ?? 0) - spent }
                }
                """)
        // What `swiftc`'s program prints.
        #expect(printed == ["0.0 0.5 -2.5 1.00", "12.5 -10.0", "2.5 240.0", "0.5 3", "0.0 0 1.5"])
    }

    @Test(
        "a closure stored with a declared function type converts its arguments: f(1, 2) of (Double, Double) -> Double")
    func closuresTypedByTheirStorage() throws {
        let printed = try printedByStep(
            """
            let f: (Double, Double) -> Double = { $0 / $1 }
            let div: (Double, Double) -> Double = (/)
            let g: (Double) -> String = { "\\($0)" }
            let ops: [String: (Double, Double) -> Double] = ["*": (*)]
            print(f(1, 2), Calc(op: { a, b in a / b }).op(3, 4), div(1, 4), g(5), ops["*"]!(3, 4))
            """,
            declarations: "struct Calc { var op: (Double, Double) -> Double }")
        #expect(printed == ["0.5 0.75 0.25 5.0 12.0"])
    }

    @Test("SE-0380: if and switch expressions bind a value; a declared type types their literals and members")
    func ifAndSwitchExpressions() throws {
        let printed = try printedByStep(
            """
            print(describe(0), describe(2), describe(9))
            let x: Double = if true { 1 } else { 2.5 }
            let level: Level = switch 4 { case 0..<3: .low; default: .high }
            var total = 0
            let label = if total == 0 { "none" } else { "\\(total)" }
            total += 1
            print(x, level, label, total)
            """,
            declarations: """
                enum Level { case low, high }
                func describe(_ n: Int) -> String {
                    let size = if n > 3 { "big" } else if n > 1 { "mid" } else { "small" }
                    let name = switch n {
                    case 0: "zero"
                    case 1...5: "low"
                    default: "high"
                    }
                    return size + " " + name
                }
                """)
        #expect(printed == ["small zero mid low big high", "1.0 high none 1"])
    }

    @Test(
        "R6.2: a ForEach row in a Picker is tagged with its id; an id of another type than the selection selects nothing"
    )
    func pickerOptionsTaggedByForEachIDs() throws {
        let text = """
            scenario "s" {}
            struct Category: Identifiable, Hashable {
                let id: Int
                let name: String
            }
            struct SizePicker: View {
                @State private var size = "M"
                @State private var category = Category(id: 1, name: "Tea")
                let sizes = ["S", "M", "L"]
                let categories = [Category(id: 1, name: "Tea"), Category(id: 2, name: "Cake")]
                var body: some View {
                    Form {
                        Picker("Size", selection: $size) {
                            ForEach(sizes, id: \\.self) { Text($0) }
                        }
                        Picker("Category", selection: $category) {
                            ForEach(categories) { Text($0.name) }
                        }
                    }
                }
            }
            app { SizePicker() }
            step "pick" {
                tap SizePicker/Picker("Size")/Text("L")
                expect SizePicker.size == "L"
            }
            """
        let harness = try Harness(text)
        harness.expectAllPassed()
        let controls = harness.simulation.controlsOnScreen().map(\.action)
        #expect(controls.contains("tap SizePicker/Picker(\"Size\")/Text(\"S\")"))
        #expect(controls.contains("tap SizePicker/Picker(\"Category\")/Text(\"Cake\")"))
        let mismatch = text.replacingOccurrences(
            of: "tap SizePicker/Picker(\"Size\")/Text(\"L\")",
            with: "tap SizePicker/Picker(\"Category\")/Text(\"Cake\")")
        do {
            _ = try Harness(mismatch)
            Issue.record("selecting an option tagged with an Int into a Category selection ran")
        } catch let error as SimulationError {
            #expect(
                error.diagnostic.message.hasPrefix(
                    "the option's tag is its ForEach id, 2 (Int), but the selection holds a Category"))
        }
    }

    @Test("R6.2: a tab whose content is a view of the app's is selected by its .tabItem label")
    func tabOfACustomViewSelectedByItsLabel() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Home: View { var body: some View { Text("Home") } }
            struct Prefs: View { var body: some View { Text("Prefs") } }
            struct Root: View {
                @State private var tab = 0
                var body: some View {
                    TabView(selection: $tab) {
                        Home().tabItem { Label("Home", systemImage: "house") }.tag(0)
                        Prefs().tabItem { Label("Settings", systemImage: "gear") }.tag(1)
                    }
                }
            }
            app { Root() }
            step "settings" {
                tap Root/TabView/Label("Settings")
                expect Root.tab == 1
            }
            """)
        harness.expectAllPassed()
        #expect(
            harness.simulation.controlsOnScreen().map(\.action) == [
                "tap Root/TabView/Label(\"Home\")", "tap Root/TabView/Label(\"Settings\")",
            ])
    }

    @Test("R5.6: a state cell's change names its wrapper: @AppStorage(\"on\") and @FocusState, not @State")
    func stateCellsNamedByTheirWrapper() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Flag: View {
                @AppStorage("on") private var on = false
                @FocusState private var focused: Bool
                @State private var taps = 0
                var body: some View {
                    VStack {
                        Toggle("On", isOn: $on)
                        Button("Focus") { focused = true; taps += 1 }
                    }
                }
            }
            app { Flag() }
            step "toggle" {
                tap Flag/Toggle
                expect Flag.on == true
            }
            step "focus" { tap Flag/Button }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].allChanges.map(\.wrapperLabel) == ["@AppStorage(\"on\")"])
        #expect(harness.steps[2].allChanges.map(\.wrapperLabel) == ["@FocusState", nil])
        let flag = try #require(harness.simulation.root?.children.first)
        #expect(flag.states["on"]?.label == "@AppStorage(\"on\")")
        #expect(flag.states["taps"]?.label == "@State")
    }

    @Test("controls name a TextField bound through @Bindable or @EnvironmentObject by the view's property")
    func controlsBoundThroughBindableAndEnvironmentObject() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Draft { var title = "" }
            final class Cart: ObservableObject { @Published var coupon = "" }
            struct Editor: View {
                @Bindable var draft: Draft
                var body: some View { TextField("Title", text: $draft.title) }
            }
            struct CouponField: View {
                @EnvironmentObject var cart: Cart
                var body: some View { TextField("Coupon", text: $cart.coupon) }
            }
            struct Screen: View {
                @State private var draft = Draft()
                @StateObject private var cart = Cart()
                var body: some View {
                    VStack {
                        Editor(draft: draft)
                        CouponField()
                    }
                    .environmentObject(cart)
                }
            }
            app { Screen() }
            step "type" {
                Editor.draft.title = "Hi"
                CouponField.cart.coupon = "SAVE"
                expect Editor.draft.title == "Hi"
            }
            """)
        harness.expectAllPassed()
        #expect(
            harness.simulation.controlsOnScreen().map(\.action) == [
                "do Editor.draft.title = …", "do CouponField.cart.coupon = …",
            ])
    }

    @Test(
        "R0.1: .font(.title.bold()) is a Font spelled as written, not a Color view; StrokeStyle and Locale are symbols")
    func fontMethodsAndSymbolicValues() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Big: View {
                @State private var n = 0
                var body: some View {
                    VStack {
                        Text("\\(n)").font(.title.bold())
                        Circle().stroke(.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                        Button("Add") { n += 1 }
                    }
                    .environment(\\.locale, Locale(identifier: "fr"))
                }
            }
            app { Big() }
            step "add" {
                tap Big/Button
                expect bodies == [Big]
            }
            """)
        harness.expectAllPassed()
        let change = try #require(harness.steps[1].allRuns.first?.outputChange)
        #expect(change.hasPrefix("Text(\"0\") .font(.title.bold()) → Text(\"1\") .font(.title.bold())"))
    }

    @Test("builtin functions as values: map(abs), map(sqrt), reduce(0, max), zip(…).map(min), uniquingKeysWith: max")
    func builtinFunctionsAsValues() throws {
        let printed = try printedByStep(
            """
            print([-1, 2].map(abs), [4.0, 9.0].map(sqrt), [[1], [2, 3]].map(\\.count).reduce(0, max))
            let pairs = [("a", 1), ("a", 3), ("b", 2)]
            print(zip([1, 5], [4, 2]).map(min), Dictionary(pairs, uniquingKeysWith: max), Dictionary(pairs, uniquingKeysWith: +))
            """)
        // What `swiftc`'s program prints (dictionaries in insertion order here, see Set and Dictionary).
        #expect(printed == ["[1, 2] [2.0, 3.0] 2", "[1, 2] [\"a\": 3, \"b\": 2] [\"a\": 4, \"b\": 2]"])
    }

    @Test("a type of the app's own named like a SwiftUI view (struct Section) shadows it in step code")
    func ownTypeNamedLikeAView() throws {
        let printed = try printedByStep(
            "print(Section(title: \"Fruit\").title, Label(text: \"x\").text)",
            declarations: "struct Section { var title: String }\nstruct Label { let text: String }")
        #expect(printed == ["Fruit x"])
    }

    @Test("DateFormatter and NumberFormatter honour dateFormat, styles and digits; a new one's styles are .none")
    func formattersHonourTheirOptions() throws {
        let printed = try printedByStep(
            """
            let d = Calendar.current.date(from: DateComponents(year: 2024, month: 3, day: 5, hour: 9, minute: 7))!
            let f = DateFormatter()
            let empty = f.string(from: d)
            f.dateFormat = "yyyy-MM-dd"
            let g = DateFormatter()
            g.dateStyle = .medium
            print("[" + empty + "]", f.string(from: d), g.string(from: d))
            let n = NumberFormatter()
            n.numberStyle = .decimal
            n.maximumFractionDigits = 1
            let p = NumberFormatter()
            p.numberStyle = .percent
            print(n.string(from: 1234.56)!, p.string(from: 0.256)!, NumberFormatter().string(for: 1234.56)!)
            """)
        // What `swiftc`'s program prints with the formatters' locale set to en_US.
        #expect(printed == ["[] 2024-03-05 Mar 5, 2024", "1,234.6 26% 1235"])
    }

    @Test("R6.2: .onTapGesture on a Text or a stack is tapped by the view's REF; controls lists it")
    func tapGestures() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Photo: Identifiable {
                let id: Int
                let title: String
            }
            struct Gallery: View {
                @State private var selected: Int? = nil
                let photos = [Photo(id: 1, title: "Beach"), Photo(id: 2, title: "Hills")]
                var body: some View {
                    VStack {
                        ForEach(photos) { photo in
                            Text(photo.title).onTapGesture { selected = photo.id }
                        }
                        HStack {
                            Image(systemName: "xmark")
                            Text("Clear")
                        }
                        .onTapGesture(count: 2) { selected = nil }
                        Text("Locked").onTapGesture { selected = 0 }.disabled(true)
                    }
                }
            }
            app { Gallery() }
            step "select" {
                tap Gallery/Text("Hills")
                expect Gallery.selected == 2
            }
            step "a disabled gesture does nothing" {
                tap Gallery/Text("Locked")
                expect Gallery.selected == 2
            }
            step "clear" {
                tap Gallery/HStack
                expect Gallery.selected == nil
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[1].triggers.first?.action == "onTapGesture: selected = photo.id")
        #expect(
            harness.simulation.controlsOnScreen().map(\.action) == [
                "tap Gallery/Text(\"Beach\")", "tap Gallery/Text(\"Hills\")", "tap Gallery/HStack",
                "tap Gallery/Text(\"Locked\")",
            ])
    }

    @Test("R0.6: controls lists what is in front: a presented sheet's controls, not those it covers")
    func controlsUnderASheetAreNotListed() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Editor: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Done") { dismiss() } }
            }
            struct Contacts: View {
                @State private var editing = false
                var body: some View {
                    VStack {
                        Button("Edit") { editing = true }
                        Button("Delete") {}
                    }
                    .sheet(isPresented: $editing) { Editor() }
                }
            }
            app { Contacts() }
            step "open" {
                tap Contacts/Button("Edit")
                expect created == [Editor]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.simulation.controlsOnScreen().map(\.action) == ["tap Editor"])
    }

    @Test("components(separatedBy:) takes a character set; trimming takes punctuation and digits too")
    func characterSets() throws {
        let printed = try printedByStep(
            """
            print("a b\\n c,d".components(separatedBy: .whitespacesAndNewlines))
            print("Hi, there!".components(separatedBy: .punctuationCharacters), "42abc7".trimmingCharacters(in: .decimalDigits))
            """)
        // What `swiftc`'s program prints.
        #expect(printed == ["[\"a\", \"b\", \"\", \"c,d\"]", "[\"Hi\", \" there\", \"\"] abc"])
    }

    @Test("R7.2: a .disabled(true) outside an .overlay disables a view in the overlay too")
    func disabledReachesOverlayContent() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct OpenButton: View {
                @Environment(\\.isEnabled) private var isEnabled
                @Binding var taps: Int
                var body: some View { Button(isEnabled ? "Open" : "Open (off)") { taps += 1 } }
            }
            struct Card: View {
                @State private var taps = 0
                var body: some View {
                    Text("Card")
                        .overlay { OpenButton(taps: $taps) }
                        .disabled(true)
                }
            }
            app { Card() }
            step "tap the overlay's button" {
                tap OpenButton/Button
                expect Card.taps == 0
            }
            """)
        harness.expectAllPassed()
        #expect(harness.simulation.controlsOnScreen().map(\.control) == ["Button(\"Open (off)\") (disabled)"])
    }
}
