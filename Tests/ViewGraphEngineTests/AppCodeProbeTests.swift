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
                expect bodies == [Root]
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

    @Test("R0.6: controls are named among all a view shows: its own Button(\"Add\") and its sheet's Button(\"Save\")")
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
        #expect(
            harness.simulation.controlsOnScreen().map(\.action) == [
                "tap Screen/Button(\"Add\")", "tap Screen/Button(\"Save\")",
            ])
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
        #expect(pushed.simulation.controlsOnScreen().isEmpty)
    }

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
                expect bodies == [Filter]
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
}
