import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Swift that app files write and the third probe found wrong (Scenarios/KNOWN-ENGINE-ISSUES.md,
/// Fixed 37–42): each expectation is what the real Swift compiler's program prints (plain
/// Swift, no rule, except where a test names one).
@Suite("Swift app code: the third probe")
struct AppCodeProbeTests {
    static let routes = """
        enum Event: String { case login, logout }
        enum Route: Hashable { case stats, author(String) }
        enum Units: String {
            case metric, imperial
            static var standard: Units { .metric }
        }
        @Observable final class Audit {
            var events: [Event] = []
            var units: Units = .standard
        }
        """

    @Test("an implicit member is typed by the storage it is written to: append, +=, ??, a static var")
    func implicitMembersTypedByStorage() throws {
        let output = try printedByStep(
            """
            let audit = Audit()
            audit.events.append(.login)
            audit.events += [.logout]
            print(audit.events.map(\\.rawValue), audit.units.rawValue, Units.standard.rawValue)
            let unit: Units = Units(rawValue: "nautical") ?? .imperial
            var path: [Route] = []
            path.append(.author("A"))
            path.append(.stats)
            print(unit.rawValue, unit == .imperial, path == [Route.author("A"), Route.stats])
            """, declarations: Self.routes)
        #expect(output == ["[\"login\", \"logout\"] metric metric", "imperial true true"])
    }

    @Test("an environment entry's type types its default and .environment(\\.key, .member) (R7.1)")
    func environmentEntryTyping() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Theme: Equatable {
                var radius: Double
                static let standard = Theme(radius: 12)
                static let dense = Theme(radius: 6)
            }
            extension EnvironmentValues {
                @Entry var theme: Theme = .standard
            }
            struct Card: View {
                @Environment(\\.theme) private var theme
                var body: some View {
                    Text("radius \\(theme.radius)").onAppear { print(theme.radius) }
                }
            }
            app {
                VStack {
                    Card()
                    Card().environment(\\.theme, .dense)
                }
            }
            """)
        #expect(harness.steps[0].printed == ["12.0", "6.0"])
    }

    @Test("an implicit member chain takes its root from the contextual type (SE-0287)")
    func implicitMemberChain() throws {
        let output = try printedByStep(
            """
            let events = [Event(name: "Dentist", date: .now.addingTimeInterval(3600)), Event(name: "Lunch", date: .now)]
            print(events.min { $0.date < $1.date }!.name)
            """, declarations: "struct Event { let name: String; let date: Date }")
        #expect(output == ["Lunch"])
    }

    @Test("a let declared without a value is initialised by its first assignment, once")
    func deferredLetInitialisation() throws {
        let output = try printedByStep(
            """
            print(label(70), label(10))
            """,
            declarations: """
                func label(_ score: Int) -> String {
                    let text: String
                    if score >= 50 { text = "pass" } else { text = "fail" }
                    return text
                }
                """)
        #expect(output == ["pass fail"])
        let twice = stepError("let x: Int\nx = 1\nx = 2")
        #expect(twice?.message == "cannot assign to value: 'x' is a 'let' constant")
    }

    @Test("a nil optional closure is not called; a capture list copies the value when the closure is made")
    func optionalClosuresAndCaptureLists() throws {
        let output = try printedByStep(
            """
            let uploader = Uploader()
            uploader.onFinish?(3)
            uploader.onFinish = { print("finished", $0) }
            uploader.onFinish?(4)
            var count = 1
            let byReference = { count * 10 }
            let byValue = { [count] in count * 10 }
            count = 2
            print(byReference(), byValue())
            """, declarations: "final class Uploader { var onFinish: ((Int) -> Void)? }")
        #expect(output == ["finished 4", "20 10"])
    }

    @Test("objectWillChange on implicit self in an ObservableObject's method (R3.1)")
    func objectWillChangeOnImplicitSelf() throws {
        let output = try printedByStep(
            """
            let store = Store()
            store.add("a")
            print(store.items)
            """,
            declarations: """
                final class Store: ObservableObject {
                    var items: [String] = []
                    func add(_ item: String) {
                        objectWillChange.send()
                        items.append(item)
                    }
                }
                """)
        #expect(output == ["[\"a\"]"])
    }

    @Test("casts: to collection types element by element, to a declared protocol, `as? T ?? fallback`")
    func casts() throws {
        let output = try printedByStep(
            """
            let payload: [String: Any] = ["tags": ["a", "b"], "meta": ["n": 1], "mixed": [1, "x"]]
            let tags = payload["tags"] as? [String]
            let meta = payload["meta"] as? [String: Int]
            print(tags?.count ?? -1, meta?["n"] ?? -1, payload["tags"] is [String], payload["mixed"] is [Int])
            let stored: Any = Dog()
            print(stored is Named, stored as? String ?? "none")
            """, declarations: "protocol Named {}\nstruct Dog: Named {}")
        #expect(output == ["2 1 true false", "true none"])
    }

    @Test("a Character's properties, on the one-character Strings the engine uses for Characters")
    func characterProperties() throws {
        let output = try printedByStep(
            """
            print("(555) 123-4567".filter { $0.isNumber }, "a1 B".map { $0.isLetter }, "7".wholeNumberValue ?? -1)
            print("A".isUppercase, " ".isWhitespace, "x".asciiValue ?? 0, "f".hexDigitValue ?? -1)
            """)
        #expect(output == ["5551234567 [true, false, false, true] 7", "true true 120 15"])
        #expect(stepError("print(\"ab\".isNumber)")?.message.contains("has no member 'isNumber'") == true)
    }

    @Test("split's maxSplits and omittingEmptySubsequences, radix conversions")
    func labeledArgumentsAreHonoured() throws {
        let output = try printedByStep(
            """
            print("Content-Type: text/html; a=b: c".split(separator: ":", maxSplits: 1))
            print("a,,b".split(separator: ",", omittingEmptySubsequences: false), "a,,b".split(separator: ","))
            print(String(255, radix: 16), String(5, radix: 2), Int("ff", radix: 16) ?? -1, Int("zz", radix: 16) ?? -1)
            """)
        #expect(
            output == [
                "[\"Content-Type\", \" text/html; a=b: c\"]", "[\"a\", \"\", \"b\"] [\"a\", \"b\"]", "ff 101 255 -1",
            ])
    }

    @Test("Foundation's locale-aware string searches, comparisons and padding (en_US)")
    func localizedStringMethods() throws {
        let output = try printedByStep(
            """
            print("Café Olé".localizedCaseInsensitiveContains("café"), "Café".localizedStandardContains("cafe"))
            print("file10".localizedStandardCompare("file9") == .orderedDescending, "a".caseInsensitiveCompare("A") == .orderedSame)
            print(["b", "A", "c"].sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
            print("7".padding(toLength: 3, withPad: "0", startingAt: 0), "abcdef".padding(toLength: 3, withPad: " ", startingAt: 0))
            """)
        #expect(output == ["true true", "true true", "[\"A\", \"b\", \"c\"]", "700 abc"])
    }

    @Test("contextual keywords are names where no modifier can stand: var open, some:, any:")
    func contextualKeywordsAsNames() throws {
        let output = try printedByStep(
            """
            let shop = Shop(name: "Deli", open: true)
            print(shop.open, total(some: 1, any: 2))
            """,
            declarations: """
                struct Shop { var name: String; var open: Bool }
                func total(some: Int, any: Int) -> Int { some + any }
                """)
        #expect(output == ["true 3"])
    }

    @Test("swipeActions and contextMenu content is built with the body, so a step taps its buttons (R0.1)")
    func swipeActionsAreBuiltWithTheBody() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Inbox: View {
                @State private var mails = ["Hi", "Invoice"]
                var body: some View {
                    List {
                        Text("\\(mails.count) mails")
                            .swipeActions { Button("Archive") { mails.removeLast() } }
                            .contextMenu { Button("Clear") { mails = [] } }
                    }
                }
            }
            app { Inbox() }
            step "archive" { tap Inbox/Button("Archive") }
            step "clear" { tap Inbox/Button("Clear") }
            """)
        #expect(harness.bodies(1) == ["Inbox"])
        #expect(harness.bodies(2) == ["Inbox"])
        #expect(harness.steps[2].allChanges.map { "\($0.newValue)" } == ["[]"])
    }

    @Test("a Stepper with onIncrement: runs it when tapped; its closures are not view builders")
    func stepperCallbacks() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    Stepper {
                        Text("Count: \\(count)")
                    } onIncrement: {
                        count += 1
                    } onDecrement: {
                        count -= 1
                    }
                }
            }
            app { Counter() }
            step "up" { tap Counter/Stepper }
            """)
        #expect(harness.bodies(0) == ["Counter"])
        #expect(harness.bodies(1) == ["Counter"])
        #expect(harness.steps[1].frames.count == 1)
    }

    @Test("more standard-library members: count(where:), prefix/drop(while:), removeFirst(n), merge, Set algebra")
    func moreStandardLibraryMembers() throws {
        let output = try printedByStep(
            """
            var xs = [1, 2, 3, 4, 5, 6]
            print(xs.count(where: { $0 % 2 == 0 }), xs.prefix(while: { $0 < 3 }), xs.drop(while: { $0 < 5 }))
            xs.removeFirst(2); xs.removeLast(1); xs.insert(contentsOf: [9, 9], at: 1)
            print(xs, "abc1d".prefix(while: { $0.isLetter }), String("cab".sorted()))
            let a: Set = [1, 2, 3]
            let b: Set = [3, 4]
            print(a.symmetricDifference(b).sorted(), a.isDisjoint(with: b), a.isSuperset(of: [1, 2]))
            var stock = ["tea": 1, "jam": 2]
            stock.merge(["jam": 5, "oat": 1]) { $0 + $1 }
            print(stock.sorted { $0.key < $1.key }, ["a": 1].merging(["a": 2]) { old, _ in old })
            print(16.0.squareRoot(), 7.0.remainder(dividingBy: 4))
            """)
        #expect(
            output == [
                "3 [1, 2] [5, 6]", "[3, 9, 9, 4, 5] abc abc", "[1, 2, 4] false true",
                "[(key: \"jam\", value: 7), (key: \"oat\", value: 1), (key: \"tea\", value: 1)] [\"a\": 1]",
                "4.0 -1.0",
            ])
    }

    @Test("identical controls in the rows of one body are named by position: Button(\"Archive\")#2")
    func identicalControlsByPosition() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Inbox: View {
                @State private var mails = ["Hi", "Invoice", "Lunch?"]
                var body: some View {
                    List {
                        ForEach(mails, id: \\.self) { mail in
                            Text(mail).swipeActions { Button("Archive") { mails.removeAll { $0 == mail } } }
                        }
                    }
                }
            }
            app { Inbox() }
            step "second" { tap Inbox/Button("Archive")#2 }
            """)
        #expect(harness.steps[1].allChanges.map { "\($0.newValue)" } == ["[\"Hi\", \"Lunch?\"]"])
        #expect(
            harness.simulation.controlsOnScreen().map(\.action) == [
                "tap Inbox/Button(\"Archive\")#1", "tap Inbox/Button(\"Archive\")#2",
            ])
    }

    @Test("Color.gradient and opacity are symbolic styles; $binding.animation() is the same binding (R9.6)")
    func symbolicStylesAndAnimatedBindings() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Screen: View {
                @State private var on = false
                var body: some View {
                    VStack {
                        Circle().fill(Color.blue.gradient)
                        Toggle("More", isOn: $on.animation())
                        Text(on ? "more" : "less").onAppear { print(Color.red.opacity(0.5), Color.blue.gradient) }
                    }
                }
            }
            app { Screen() }
            step "flip" { tap Screen/Toggle }
            """)
        #expect(harness.steps[0].printed == ["Color.red.opacity(0.5) Color.blue.gradient"])
        #expect(harness.bodies(1) == ["Screen"])
    }

    @Test("raw strings: backslashes and quotes are text; \\#( ) interpolates and \\#t escapes")
    func rawStrings() throws {
        let output = try printedByStep(
            ##"""
            let path = #"C:\Users\"quoted""#
            let n = 3
            print(path, #"count: \#(n) \n raw"#, ##"a "#" b"##, #"tab\#tend"#)
            """##)
        #expect(output == ["C:\\Users\\\"quoted\" count: 3 \\n raw a \"#\" b tab\tend"])
    }

    @Test("R0.1: transitions are symbolic values; a removed branch's views are all named in the redraw")
    func transitionsAndRemovedBranch() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Toast: View {
                @State private var shown = true
                var body: some View {
                    VStack {
                        if shown {
                            Text("Saved").transition(.move(edge: .top).combined(with: .opacity))
                            Text("Undo").transition(.asymmetric(insertion: .scale, removal: AnyTransition.opacity))
                        }
                        Button("Hide") { shown = false }
                    }
                }
            }
            app { Toast() }
            step "hide" {
                tap Toast/Button
                expect bodies == [Toast]
            }
            """)
        harness.expectAllPassed()
        let change = harness.steps[1].allRuns.first?.outputChange ?? ""
        #expect(
            change.hasPrefix("− Text(\"Saved\") .transition(AnyTransition.move(edge: .top).combined(with: .opacity))"))
        #expect(change.hasSuffix(" and 1 more"))
    }

    @Test("R1.2: a view that stays beside an inserted one is changed, not replaced, in the redraw")
    func insertedViewBesideAChangedOne() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Feed: View {
                @State private var loading = false
                var body: some View {
                    VStack {
                        if loading { ProgressView() }
                        Text("News").opacity(loading ? 0.4 : 1)
                        Button("Refresh") { loading = true }
                    }
                }
            }
            app { Feed() }
            step "refresh" {
                tap Feed/Button
                expect bodies == [Feed]
            }
            """)
        harness.expectAllPassed()
        #expect(
            harness.steps[1].allRuns.first?.outputChange
                == "Text(\"News\") .opacity(1.0) → Text(\"News\") .opacity(0.4), + ProgressView")
    }

    @Test(
        "observers in init run where Swift's write goes through a setter; an @Observable didSet observes its own write")
    func observersInInitializersAndReentrantDidSet() throws {
        let printed = try printedByStep(
            """
            _ = Wrapped()
            _ = Plain()
            let clamped = Clamped()
            clamped.level = 42
            print(clamped.level)
            """,
            declarations: """
                final class Wrapped: ObservableObject {
                    @Published var count = 0 { didSet { print("Wrapped \\(oldValue) → \\(count)") } }
                    init() { count = 5 }
                }
                final class Plain {
                    var count = 0 { didSet { print("Plain \\(count)") } }
                    init() { count = 1 }
                }
                @Observable final class Clamped {
                    var level = 0 {
                        didSet {
                            print("Clamped \\(oldValue) → \\(level)")
                            if level > 10 { level = 10 }
                        }
                    }
                    init() { level = 7 }
                }
                """)
        // What swiftc's program prints.
        #expect(printed == ["Wrapped 0 → 5", "Clamped 0 → 7", "Clamped 7 → 42", "Clamped 42 → 10", "10"])
    }

    @Test("catch let E.case(x), character range patterns and swap(&a, &b) run as Swift runs them")
    func catchEnumCasePatternsCharacterRangesAndSwap() throws {
        let printed = try printedByStep(
            """
            for n in [1, 0, -5, -2] {
                do { print(try load(n)) }
                catch LoadError.server(let code) where code < -3 { print("server \\(code)") }
                catch let LoadError.server(code) { print("other server \\(code)") }
                catch LoadError.offline { print("offline") }
                catch { print("other \\(error)") }
            }
            for ch in "a7Z!" {
                switch ch {
                case "0"..."9": print("digit \\(ch)")
                case "a"..."z": print("lower \\(ch)")
                case "A"..."Z": print("upper")
                default: print("other")
                }
            }
            var a = 1
            var b = 2
            swap(&a, &b)
            print(a, b)
            """,
            declarations: """
                enum LoadError: Error { case offline, server(Int) }
                func load(_ n: Int) throws -> Int {
                    if n == 0 { throw LoadError.offline }
                    if n < 0 { throw LoadError.server(n) }
                    return n
                }
                """)
        // What swiftc's program prints.
        #expect(
            printed == [
                "1", "offline", "server -5", "other server -2", "lower a", "digit 7", "upper", "other", "2 1",
            ])
    }

    @Test("a type conforms to what its protocols refine: a protocol extension's description prints")
    func refinedConformancesCount() throws {
        let printed = try printedByStep(
            """
            let p = Person(name: "Ada")
            print(p, [p])
            print(Key(value: 1) == Key(value: 1), Set([Key(value: 1), Key(value: 1)]).count)
            """,
            declarations: """
                protocol Named: CustomStringConvertible { var name: String { get } }
                extension Named { var description: String { "Named(\\(name))" } }
                struct Person: Named { let name: String }
                protocol Keyed: Hashable { var value: Int { get } }
                struct Key: Keyed { let value: Int }
                """)
        // What swiftc's program prints.
        #expect(printed == ["Named(Ada) [Named(Ada)]", "true 1"])
    }

    @Test("R6.2: a tap on a tab's .tabItem label selects the tab tagged so")
    func tabChosenByItsTabItemLabel() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            enum Tab: Hashable { case home, settings }
            struct Root: View {
                @State private var tab = Tab.home
                var body: some View {
                    TabView(selection: $tab) {
                        Text("Home screen")
                            .tabItem { Label("Home", systemImage: "house") }
                            .tag(Tab.home)
                        Text("Settings screen")
                            .tabItem { Label("Settings", systemImage: "gear") }
                            .tag(Tab.settings)
                    }
                }
            }
            app { Root() }
            step "settings" {
                tap Root/TabView/Label("Settings")
                expect Root.tab == .settings
                expect bodies == []
            }
            """)
        harness.expectAllPassed()
    }

    @Test(
        "R0.5: a ForEach in a content modifier's views is built with the body: rows in an overlay, a toolbar menu's picker"
    )
    func forEachInContentModifiers() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            enum SortOrder: String, CaseIterable, Identifiable { case name, date; var id: Self { self } }
            struct Badge: View {
                let n: Int
                var body: some View { Text("\\(n)") }
            }
            struct Root: View {
                @State private var order = SortOrder.name
                @State private var items = [1, 2]
                var body: some View {
                    NavigationStack {
                        Text("Sorted by \\(order.rawValue)")
                            .overlay {
                                HStack { ForEach(items, id: \\.self) { Badge(n: $0) } }
                            }
                            .toolbar {
                                Menu("Sort") {
                                    Picker("Order", selection: $order) {
                                        ForEach(SortOrder.allCases) { Text($0.rawValue.capitalized).tag($0) }
                                    }
                                }
                                Button("Add") { items.append(3) }
                            }
                    }
                }
            }
            app { Root() }
            step "sort" {
                tap Root/Picker("Order")/Text("Date")
                expect Root.order == .date
            }
            step "add" {
                tap Root/Button("Add")
                expect created == [Badge]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.bodies(0) == ["Root", "Badge[1]", "Badge[2]"])
    }

    @Test("integer literals typed by the other operand: min(3, 2) * 1.5 and (2 + 3) * 0.5 are Doubles")
    func literalExpressionsTypedByContext() throws {
        let printed = try printedByStep(
            "print(min(3, 2) * 1.5, 1.5 * max(1, 4), (2 + 3) * 0.5, abs(-3) * 0.5, [min(1, 2), 2.5])")
        // What swiftc's program prints.
        #expect(printed == ["3.0 6.0 2.5 1.5 [1.0, 2.5]"])
    }

    @Test("a `!` with nothing on its left is postfix: ops[\"*\"]!(3, 4) unwraps, then calls")
    func forceUnwrapThenCall() throws {
        let printed = try printedByStep(
            """
            let ops: [String: (Int, Int) -> Int] = ["+": { $0 + $1 }, "*": { $0 * $1 }]
            print(ops["*"]!(3, 4), ops["+"]?(1, 2) ?? 0)
            """)
        // What swiftc's program prints.
        #expect(printed == ["12 3"])
    }

    @Test("[Int].self and (String, Int).self name a task group's child type")
    func collectionAndTupleTypesAsChildTypes() throws {
        let harness = try Harness(
            """
            scenario "c" {}
            @Observable final class Loader {
                var parts: [Int] = []
                func load() async {
                    parts = await withTaskGroup(of: [Int].self) { group in
                        group.addTask { [1, 2] }
                        group.addTask { [3] }
                        var all: [Int] = []
                        for await part in group { all += part }
                        return all.sorted()
                    }
                    let counts = await withTaskGroup(of: (String, Int).self) { group in
                        group.addTask { ("a", 1) }
                        var found: [String: Int] = [:]
                        for await (name, n) in group { found[name] = n }
                        return found
                    }
                    print(parts, counts)
                }
            }
            struct V: View {
                @State private var loader = Loader()
                var body: some View { Text("\\(loader.parts.count)").task { await loader.load() } }
            }
            app { V() }
            step "s" { wait 1s }
            """)
        #expect(harness.steps.flatMap(\.printed) == ["[1, 2, 3] [\"a\": 1]"])
    }

    @Test("SE-0289: a body with an explicit return is not a builder; a #Preview's setup writes are launch code")
    func explicitReturnBodies() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Store {
                var items: [String] = []
            }
            struct Counted: View {
                let store: Store
                var body: some View {
                    var total = 0
                    for item in store.items { total += item.count }
                    return Text("\\(total) letters")
                }
            }
            app {
                let store = Store()
                store.items = ["ab", "cde"]
                return Counted(store: store)
            }
            step "add" {
                store.items.append("f")
                expect bodies == [Counted]
                expect no findings
            }
            """)
        harness.expectAllPassed()
        #expect(harness.findings(0).isEmpty)
        #expect(harness.steps[1].allRuns.first?.outputChange == "Text(\"5 letters\") → Text(\"6 letters\")")
    }

    @Test("protocol compositions: any Named & Aged as a parameter, a constraint and a cast")
    func protocolCompositions() throws {
        let printed = try printedByStep(
            """
            let p: any Named & Aged = Person(name: "Ada", age: 36)
            print(describe(p), greet(Person(name: "Bo", age: 3)))
            let things: [Any] = [Person(name: "Cy", age: 5), Pet(name: "Rex")]
            for thing in things {
                if let both = thing as? any Named & Aged { print("both", both.name) } else { print("not both") }
            }
            """,
            declarations: """
                protocol Named { var name: String { get } }
                protocol Aged { var age: Int { get } }
                struct Person: Named, Aged { let name: String; let age: Int }
                struct Pet: Named { let name: String }
                func describe(_ who: any Named & Aged) -> String { "\\(who.name), \\(who.age)" }
                func greet<T: Named & Aged>(_ who: T) -> String { "hi \\(who.name)" }
                """)
        // What swiftc's program prints.
        #expect(printed == ["Ada, 36 hi Bo", "both Cy", "not both"])
    }

    @Test("a REF names a row keyed by a UUID with the text reports print for it")
    func uuidRowReferences() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Item: Identifiable {
                let id = UUID()
                var done = false
            }
            struct Row: View {
                let item: Item
                let onToggle: () -> Void
                var body: some View { Button(item.done ? "done" : "open", action: onToggle) }
            }
            struct Board: View {
                @State private var items = [Item(), Item()]
                var body: some View {
                    ForEach(items) { item in
                        Row(item: item) {
                            if let i = items.firstIndex(where: { $0.id == item.id }) { items[i].done.toggle() }
                        }
                    }
                }
            }
            app { Board() }
            step "toggle the second" {
                tap Row[00000000-0000-4000-8000-000000000002]
                expect Row[00000000-0000-4000-8000-000000000002].item.done == true
                expect Row[00000000-0000-4000-8000-000000000001].item.done == false
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R0.6: a sheet's inline content covers its presenter: controls lists only the sheet's Button(\"Save\")")
    func controlsOfAViewAndItsSheet() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Screen: View {
                @State private var adding = false
                var body: some View {
                    Button("Add") { adding = true }
                        .sheet(isPresented: $adding) {
                            Button("Save") { adding = false }
                        }
                }
            }
            app { Screen() }
            step "present" {
                tap Screen/Button("Add")
                expect Screen.adding == true
            }
            """)
        harness.expectAllPassed()
        // `Button("Add")` is under the sheet (see AppCodeFifthProbeTests for the tap).
        #expect(harness.simulation.controlsOnScreen().map(\.action) == ["tap Screen"])
        #expect(harness.simulation.controlsOnScreen().map(\.control) == ["Button(\"Save\")"])
    }

    @Test("R0.4: LabeledContent and ContentUnavailableView are content views; an empty state's action can be tapped")
    func labeledContentAndEmptyStates() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Inbox: View {
                @State private var messages: [String] = []
                var body: some View {
                    if messages.isEmpty {
                        ContentUnavailableView {
                            Label("No mail", systemImage: "tray")
                        } description: {
                            Text("Nothing new")
                        } actions: {
                            Button("Fetch") { messages = ["hi"] }
                        }
                    } else {
                        LabeledContent("Messages", value: "\\(messages.count)")
                    }
                }
            }
            app { Inbox() }
            step "fetch" {
                tap Inbox/Button("Fetch")
                expect Inbox.messages == ["hi"]
                expect bodies == [Inbox]
            }
            """)
        harness.expectAllPassed()
        #expect(
            harness.steps[1].allRuns.first?.outputChange?.contains("LabeledContent(\"Messages\", value: \"1\")") == true
        )
    }

    @Test("localizedDescription: an enum error's code counts cases with a payload first; CancellationError has one")
    func localizedDescriptionsOfErrors() throws {
        let printed = try printedByStep(
            """
            for x in [E.a, .b(1), .c] { print(x.localizedDescription) }
            do { throw CancellationError() } catch { print(error.localizedDescription) }
            """,
            declarations: "enum E: Error { case a, b(Int), c }")
        // The codes and sentences of Apple platforms' Foundation (Linux's says "could not").
        #expect(
            printed == [
                "The operation couldn’t be completed. (App.E error 1.)",
                "The operation couldn’t be completed. (App.E error 0.)",
                "The operation couldn’t be completed. (App.E error 2.)",
                "The operation couldn’t be completed. (Swift.CancellationError error 1.)",
            ])
    }

    @Test("controls name a TextField bound to a @StateObject's property by the view's property")
    func controlBoundToAnObjectProperty() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            final class SearchModel: ObservableObject {
                @Published var query = ""
            }
            struct Search: View {
                @StateObject private var model = SearchModel()
                var body: some View { TextField("Find", text: $model.query) }
            }
            app { Search() }
            step "type" {
                Search.model.query = "b"
                expect Search.model.query == "b"
            }
            """)
        harness.expectAllPassed()
        #expect(harness.simulation.controlsOnScreen().map(\.action) == ["do Search.model.query = …"])
    }

    @Test("a control is named by its label's text; untitled identical ones by position, as tap counts them")
    func controlsNamedByLabelOrPosition() throws {
        let text = """
            scenario "s" {}
            struct Detail: View {
                let n: Int
                var body: some View { Text("detail \\(n)") }
            }
            struct Menu: View {
                @State private var starred = 0
                var body: some View {
                    NavigationStack {
                        Button("Reset") { starred = 0 }
                        List(1...3, id: \\.self) { n in
                            NavigationLink(value: n) { Text("row \\(n)") }
                            Button { starred = n } label: { Image(systemName: "star") }
                        }
                        .navigationDestination(for: Int.self) { Detail(n: $0) }
                    }
                }
            }
            app { Menu() }
            step "star the first row: Button#1 is the first untitled Button, not Reset" {
                tap Menu/Button#1
                expect Menu.starred == 1
            }
            """
        let harness = try Harness(text)
        harness.expectAllPassed()
        #expect(
            harness.simulation.controlsOnScreen().map(\.action) == [
                "tap Menu/Button(\"Reset\")", "tap Menu/NavigationLink(\"row 1\")", "tap Menu/Button#1",
                "tap Menu/NavigationLink(\"row 2\")", "tap Menu/Button#2", "tap Menu/NavigationLink(\"row 3\")",
                "tap Menu/Button#3",
            ])
        // By position too; the pushed screen is then in front, and it shows no control (R0.7).
        let pushed = try Harness(
            text + "\n"
                + """
                step "open the second by position" {
                    tap Menu/NavigationLink#2
                    expect created == [Detail[2]]
                }
                """)
        pushed.expectAllPassed()
        #expect(pushed.simulation.controlsOnScreen().map(\.action) == ["pop Menu"])
    }
}
