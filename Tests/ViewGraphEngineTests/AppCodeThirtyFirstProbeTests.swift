import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// What the thirty-first probe found, and what the thirtieth left: generic code that uses
/// its parameters as values (`T.allCases`). Expected lines are this toolchain's `swiftc`
/// output.
@Suite("App code: the thirty-first probe")
struct AppCodeThirtyFirstProbeTests {
    @Test("a generic parameter an argument shows is a type value: T.allCases, T(rawValue:), T.self")
    func genericParameterFromArguments() throws {
        let printed = try printedByStep(
            """
            print(parse(2, as: Size.self)!, firstCase(like: Size.large), kinds([Size.small]))
            print(names(Size.self), count(of: Size.self), label(["a": Size.medium]))
            var stack = Stack<Int>()
            stack.push(3)
            print(stack.describe())
            """,
            declarations: """
                enum Size: Int, CaseIterable { case small = 1, medium, large }
                func parse<T: RawRepresentable>(_ raw: T.RawValue, as type: T.Type) -> T? { T(rawValue: raw) }
                func firstCase<T: CaseIterable>(like value: T) -> T { T.allCases.first! }
                func kinds<T>(_ items: [T]) -> String { "\\(T.self) x\\(items.count)" }
                func names<T: CaseIterable>(_ type: T.Type) -> [String] { T.allCases.map { "\\($0)" } }
                func count<T: CaseIterable>(of: T.Type) -> Int { T.allCases.count }
                func label<V: CaseIterable>(_ map: [String: V]) -> Int { V.allCases.count }
                struct Stack<Element> {
                    var items: [Element] = []
                    mutating func push(_ e: Element) { items.append(e) }
                    func describe() -> String { "Stack<\\(Element.self)> of \\(items.count)" }
                }
                """)
        #expect(
            printed == [
                "medium small Size x1", #"["small", "medium", "large"] 3 3"#, "Stack<Int> of 1",
            ])
    }

    @Test("R6.1: a generic picker's body lists T.allCases, its type read from the @Binding it holds")
    func genericViewReadsItsParameterFromABinding() throws {
        let harness = try Harness(
            """
            scenario "picker" {}
            enum Flavor: String, CaseIterable, Identifiable {
                case vanilla, mint, mango
                var id: String { rawValue }
            }
            struct EnumPicker<T: CaseIterable & Identifiable & Equatable>: View where T.AllCases: RandomAccessCollection {
                @Binding var selection: T
                var body: some View {
                    VStack {
                        ForEach(Array(T.allCases)) { value in
                            Text(value == selection ? "[\\(value.id)]" : "\\(value.id)")
                        }
                    }
                }
            }
            struct Root: View {
                @State private var flavor: Flavor = .mint
                var body: some View { EnumPicker(selection: $flavor) }
            }
            app { Root() }
            step "pick" { Root.flavor = .mango }
            """)
        // The picker's body reads `selection` (R6.1); Root's does not read `flavor`.
        #expect(harness.bodies(1) == ["EnumPicker"])
        let change = try #require(harness.steps[1].frames.first?.runs.first?.outputChange)
        #expect(change == #"Text("[mint]") → Text("mint") and 1 more"#)
    }

    @Test("a generic type's parameter no stored property shows yet is a plain runtime error")
    func genericParameterOfSelfNotShown() {
        let error = stepError(
            """
            let stack = Stack<Int>()
            print(stack.describe())
            """,
            """
            struct Stack<Element> {
                var items: [Element] = []
                func describe() -> String { "\\(Element.self)" }
            }
            """)
        #expect(error?.message.hasPrefix("the type of the generic parameter 'Element' is not known here") == true)
    }

    @Test("a tap whose title no Button of the view has lists the buttons the view shows")
    func tapWithWrongTitleListsTheViewsButtons() throws {
        let error = try #require(
            simulationError(
                """
                scenario "tally" {}
                struct Tally: View {
                    @State private var n = 0
                    var body: some View {
                        VStack {
                            Text("\\(n)")
                            Button("Add") { n += 1 }
                            Button("Reset") { n = 0 }
                        }
                    }
                }
                app { Tally() }
                step "plus" { tap Tally/Button("Plus") }
                """))
        #expect(error.message == #"'Tally/Button("Plus")' has no Button to tap in its body"#)
        #expect(
            error.notes.map(\.message).last
                == #"Tally shows these: 'tap Tally/Button("Add")', 'tap Tally/Button("Reset")'"#)
    }

    @Test("contextual keywords are names: a closure parameter 'open', 'let final', 'var indirect', 'for some in'")
    func contextualKeywordsAreNames() throws {
        let printed = try printedByStep(
            """
            let async = 1
            var indirect = 2
            indirect += async
            let names = [true, false].map { open in open ? "o" : "c" }
            let pairs = [(1, true)].map { _, open in open }
            for some in [1, 2] { print(some) }
            let door = Door()
            print(label(open: true, final: indirect), names, pairs, door.open, door.actor)
            if case let mutating = 5 { print(mutating) }
            """,
            declarations: """
                func label(open: Bool, final: Int) -> String { open ? "open \\(final)" : "shut" }
                struct Door { var open = true; var actor = "me" }
                """)
        #expect(printed == ["1", "2", #"open 3 ["o", "c"] [true] true me"#, "5"])
    }

    @Test("an enum's raw type may be Character, a sized integer or Float, as Swift allows")
    func rawTypesBeyondIntStringDouble() throws {
        let printed = try printedByStep(
            """
            print(Suit.hearts.rawValue, Level.high.rawValue, Level(rawValue: 2) == .mid, Ratio.half.rawValue)
            """,
            declarations: """
                enum Suit: Character { case spades = "♠", hearts = "♥" }
                enum Level: UInt8 { case low = 1, mid, high }
                enum Ratio: Float { case half = 0.5, full = 1 }
                """)
        #expect(printed == ["♥ 3 true 0.5"])
    }

    @Test("a wrong argument label is named in Swift's words")
    func wrongArgumentLabelsInSwiftsWords() {
        let declarations = """
            final class Counter {
                var n = 0
                func add(_ k: Int) { n += k }
                func set(value: Int) { n = value }
            }
            """
        #expect(
            stepError("Counter().add(n: 1)", declarations)?.message == "extraneous argument label 'n:' in call to 'add'"
        )
        #expect(
            stepError("Counter().set(1)", declarations)?.message == "missing argument label 'value:' in call to 'set'")
        #expect(
            stepError("Counter().set(v: 1)", declarations)?.message
                == "incorrect argument label in call to 'set' (have 'v:', expected 'value:')")
        #expect(
            stepError("Counter().add()", declarations)?.message == "missing argument for parameter #1 in call to 'add'")
    }

    @Test(
        "R5.1: self.count = start in init sets a @State declared without a value, and is ignored (warned) for one with")
    func stateAssignedInInit() throws {
        func run(_ declaration: String) throws -> (printed: [String], warnings: [String]) {
            let harness = try Harness(
                """
                scenario "init" {}
                struct Counter: View {
                    \(declaration)
                    init(start: Int) { self.count = start }
                    var body: some View { Text("count \\(count)") }
                }
                struct Root: View { var body: some View { Counter(start: 5) } }
                app { Root() }
                step "read" { print(Counter.count) }
                """)
            return (harness.steps[1].printed, harness.steps[0].warnings.map(\.message))
        }
        let declaredWithout = try run("@State private var count: Int")
        #expect(declaredWithout.printed == ["5"])
        #expect(declaredWithout.warnings.isEmpty)
        let declaredWith = try run("@State private var count = 0")
        #expect(declaredWith.printed == ["0"])
        #expect(
            declaredWith.warnings == [
                "'count' is @State written in 'init', before SwiftUI installs the view's storage: the write is ignored and the view starts from its initial value; write '_count = State(initialValue: …)' to set it"
            ])
    }

    @Test("R6.4: a Picker option tagged with another type than the selection's selects nothing, even while it is nil")
    func pickerTagOfAnotherType() throws {
        func tapFoxes(_ selection: String, _ tag: String) -> Diagnostic? {
            simulationError(
                """
                scenario "teams" {}
                struct Team: Identifiable, Hashable { let id: Int; let name: String }
                struct Root: View {
                    @State private var selected: \(selection)
                    let teams = [Team(id: 1, name: "Owls"), Team(id: 2, name: "Foxes")]
                    var body: some View {
                        Picker("Team", selection: $selected) {
                            ForEach(teams) { team in Text(team.name).tag(\(tag)) }
                        }
                    }
                }
                app { Root() }
                step "pick" { tap Root/Picker("Team")/Text("Foxes") }
                """)
        }
        #expect(
            tapFoxes("Team? = nil", "team.id")?.message
                == "the option's tag is 2 (Int), but the selection holds a Team: SwiftUI selects nothing")
        #expect(
            tapFoxes("Int = 1", "Double(team.id)")?.message
                == "the option's tag is 2.0 (Double), but the selection holds an Int: SwiftUI selects nothing")
        #expect(tapFoxes("Team? = nil", "Optional(team)") == nil)
        #expect(tapFoxes("Int = 1", "team.id") == nil)
    }

    @Test("throw .soldOut(code) in a function declared throws(VendError) throws the declared type's case")
    func typedThrowsTypesAnImplicitMember() throws {
        let printed = try printedByStep(
            """
            do { _ = try vend("B1") } catch { print(error.message) }
            """,
            declarations: """
                enum VendError: Error {
                    case soldOut(String)
                    var message: String { switch self { case .soldOut(let code): return "\\(code) sold out" } }
                }
                func vend(_ code: String) throws(VendError) -> Int { throw .soldOut(code) }
                """)
        #expect(printed == ["B1 sold out"])
    }
}
