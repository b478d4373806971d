import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Issue 15, types and statements: protocols with default implementations, generics,
/// property observers, `defer`, `repeat`, `fallthrough`, labelled `break`/`continue`,
/// environment keys declared with an `EnvironmentKey` type, and Combine's timer.
@Suite("Interpreter: types, statements and Combine")
struct SwiftTypesAndStatementsTests {
    func printed(_ declarations: String = "", _ code: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [String]
    {
        let harness = try Harness(
            "scenario \"s\" {}\n\(declarations)\napp { Text(\"x\") }\nstep \"run\" {\n\(code)\n}\n",
            sourceLocation: sourceLocation)
        return harness.steps[1].printed
    }

    @Test("R9.3: 'let _ = count += 1' is an assignment Swift allows in a view builder; it runs while the body runs")
    func discardedAssignmentInABody() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Counter: View {
                @State private var renders = 0
                @State private var taps = 0
                var body: some View {
                    let _ = renders += 1
                    Button("Tap \\(taps)") { taps += 1 }
                }
            }
            func bump() -> Int {
                var total = 1
                let _ = total *= 5
                return total
            }
            app { Counter() }
            step "tap" {
                tap Counter/Button
                expect Counter.taps == 1
                expect finding update-during-body
                print(bump())
            }
            """)
        harness.expectAllPassed()
        #expect(harness.findings(0).contains("update-during-body"))
        #expect(harness.steps[1].printed == ["5"])
    }

    @Test("a protocol's extension gives defaults; a type's own member wins; any P holds any conformer")
    func protocolDefaults() throws {
        let output = try printed(
            """
            protocol Shape {
                var sides: Int { get }
                func name() -> String
            }
            protocol Polygon: Shape {}
            extension Shape {
                func name() -> String { "\\(sides)-gon" }
                var doubled: Int { sides * 2 }
            }
            struct Square: Polygon { var sides: Int { 4 } }
            struct Triangle: Shape {
                let sides = 3
                func name() -> String { "triangle" }
            }
            func describe(_ shape: any Shape) -> String { shape.name() + "/\\(shape.doubled)" }
            """,
            """
            let shapes: [any Shape] = [Square(), Triangle()]
            print(shapes.map { describe($0) })
            """)
        #expect(output == ["[\"4-gon/8\", \"triangle/6\"]"])
    }

    @Test("generic functions and types run with the values they are given")
    func generics() throws {
        let output = try printed(
            """
            func largest<T: Comparable>(_ items: [T]) -> T where T: Equatable {
                var best = items[0]
                for item in items where item > best { best = item }
                return best
            }
            struct Pair<A, B> {
                let first: A
                let second: B
            }
            """,
            """
            let pair = Pair(first: largest([3, 9, 2]), second: largest(["a", "c", "b"]))
            print(pair.first, pair.second)
            """)
        #expect(output == ["9 c"])
    }

    @Test("willSet and didSet run around every write of a struct field, not in its init")
    func structObservers() throws {
        let output = try printed(
            """
            struct Meter {
                var log: [String] = []
                var value = 0 {
                    willSet(next) { log.append("will \\(value)->\\(next)") }
                    didSet { log.append("did \\(oldValue)->\\(value)"); if value > 10 { value = 10 } }
                }
                init(start: Int) { value = start }
            }
            """,
            """
            var m = Meter(start: 1)
            m.value = 2
            m.value += 20
            print(m.value, m.log)
            """)
        #expect(output == ["10 [\"will 1->2\", \"did 1->2\", \"will 2->22\", \"did 2->22\"]"])
    }

    @Test("observers on an @Observable property run after the registrar's willSet, also for a deduped set (R4.6)")
    func observableObservers() throws {
        let output = try printed(
            """
            @Observable final class Player {
                var log: [String] = []
                var score = 0 {
                    willSet { log.append("will \\(newValue)") }
                    didSet { log.append("did \\(oldValue)") }
                }
            }
            """,
            """
            let p = Player()
            p.score = 1
            p.score = 1
            print(p.log)
            """)
        #expect(output == ["[\"will 1\", \"did 0\", \"will 1\", \"did 1\"]"])
    }

    @Test("defer runs when its block is left, the last one first")
    func deferOrder() throws {
        let output = try printed(
            """
            final class Log {
                var lines: [String] = []
                func run() -> Int {
                    defer { lines.append("first defer") }
                    defer { lines.append("second defer") }
                    lines.append("body")
                    return lines.count
                }
            }
            """,
            """
            let log = Log()
            let n = log.run()
            print(n, log.lines)
            """)
        #expect(output == ["1 [\"body\", \"second defer\", \"first defer\"]"])
    }

    @Test("repeat-while, fallthrough, break in a switch, labelled break and continue")
    func controlFlow() throws {
        let output = try printed(
            "",
            """
            var out: [String] = []
            var n = 0
            repeat { n += 1 } while n < 3
            switch n {
            case 3:
                out.append("three")
                fallthrough
            case 4:
                out.append("four")
            default:
                out.append("other")
            }
            for k in 0..<3 {
                switch k {
                case 1: break
                default: out.append("k\\(k)")
                }
            }
            outer: for i in 0..<3 {
                for j in 0..<3 {
                    if j == 1 { continue outer }
                    if i == 2 { break outer }
                    out.append("\\(i)\\(j)")
                }
            }
            print(out)
            """)
        #expect(output == ["[\"three\", \"four\", \"k0\", \"k2\", \"00\", \"10\"]"])
    }

    @Test("an environment key declared with an EnvironmentKey type has its defaultValue (R7.1)")
    func environmentKeyType() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct ThemeKey: EnvironmentKey {
                static let defaultValue: String = "blue"
            }
            extension EnvironmentValues {
                var theme: String {
                    get { self[ThemeKey.self] }
                    set { self[ThemeKey.self] = newValue }
                }
            }
            struct Badge: View {
                let name: String
                @Environment(\\.theme) private var theme
                var body: some View { Text(theme) }
            }
            app {
                VStack {
                    Badge(name: "plain")
                    Badge(name: "green").environment(\\.theme, "green")
                }
            }
            step "read" {
                expect Badge(name: "plain").theme == "blue"
                expect Badge(name: "green").theme == "green"
            }
            """)
        harness.expectAllPassed()
    }

    @Test("Timer.publish(every:on:in:).autoconnect().sink ticks on the simulated clock until cancel()")
    func timerPublisher() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            final class Ticker: ObservableObject {
                @Published var ticks = 0
                private var cancellable: AnyCancellable?
                func start() {
                    cancellable = Timer.publish(every: 0.5, on: .main, in: .common)
                        .autoconnect()
                        .sink { [weak self] _ in self?.ticks += 1 }
                }
                func stop() { cancellable?.cancel() }
            }
            struct Screen: View {
                @StateObject private var ticker = Ticker()
                var body: some View {
                    Text("\\(ticker.ticks)").onAppear { ticker.start() }
                }
            }
            app { Screen() }
            step "tick" {
                wait 1.2s
                expect Screen.ticker.ticks == 2
            }
            step "stop" {
                Screen.ticker.stop()
                wait 2s
                expect Screen.ticker.ticks == 2
            }
            """)
        harness.expectAllPassed()
    }

    @Test(
        "patterns app code writes: catch let e as E, case let v?, for case let v? in, a qualified case, { n -> T in }")
    func patternsAndClosureSignatures() throws {
        let output = try printedByStep(
            """
            do {
                _ = try load(true)
            } catch let error as LoadError {
                print(error.localizedDescription)
            } catch {
                print("other")
            }
            let maybe: Int? = 3
            switch maybe {
            case let v?: print("some", v)
            case nil: print("none")
            }
            for case let v? in [1, nil, 3] { print(v) }
            let phase: Phase? = .loaded(4)
            if case .loaded(let n)? = phase { print("loaded", n) }
            switch Store.Failure.missing {
            case Store.Failure.missing: print("missing")
            case .broken: print("broken")
            }
            let describe = { n -> String in "n" + String(n) }
            print(describe(2), PlainError.oops.localizedDescription.hasPrefix("The operation"))
            """,
            declarations: """
                enum LoadError: Error, LocalizedError {
                    case missing
                    var errorDescription: String? { "the file is missing" }
                }
                enum PlainError: Error {
                    case oops
                    var errorDescription: String? { "not used: no LocalizedError" }
                }
                enum Phase { case idle, loaded(Int) }
                enum Store {
                    enum Failure: Error { case missing, broken }
                }
                func load(_ fail: Bool) throws -> Int {
                    if fail { throw LoadError.missing }
                    return 1
                }
                """)
        #expect(
            output == [
                "the file is missing", "some 3", "1", "3", "loaded 4", "missing", "n2 true",
            ])
    }

    @Test(
        "a nested type built by its qualified name; tuple labels from a declared type; a tuple element assigned; -decimal"
    )
    func nestedTypesAndTuples() throws {
        let output = try printedByStep(
            """
            let line = Order.Line(id: 1, sku: "x")
            print(line.sku, Order(lines: [line]).lines.count)
            let summary = stats([1, 2, 3])
            print(summary.count, summary.sum, summary)
            let typed: (low: Int, high: Int) = (1, 9)
            print(typed.high)
            var pair = (a: 1, b: 2)
            pair.a = 5
            pair.1 += 10
            print(pair)
            let amount: Decimal = 3.5
            print(-amount, +amount)
            """,
            declarations: """
                struct Order {
                    struct Line { var id: Int; var sku: String }
                    var lines: [Line] = []
                }
                func stats(_ values: [Int]) -> (count: Int, sum: Int) {
                    (values.count, values.reduce(0, +))
                }
                """)
        #expect(output == ["x 1", "3 6 (count: 3, sum: 6)", "9", "(a: 5, b: 12)", "-3.5 3.5"])
    }

    @Test("guard let self after [weak self]; Task { @MainActor in }; await MainActor.run { }")
    func selfShorthandAndMainActor() throws {
        let output = try printedByStep(
            """
            let loader = Loader()
            loader.load()
            print(loader.items)
            """,
            declarations: """
                final class Loader {
                    var items: [String] = []
                    func load() {
                        let done = { [weak self] in
                            guard let self else { return }
                            self.items.append("done")
                        }
                        done()
                        Task { @MainActor in print("on the main actor") }
                    }
                    func refresh() async -> Int {
                        await MainActor.run { items.count }
                    }
                }
                """)
        #expect(output.first == #"["done"]"#)
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Model {
                var status = "idle"
                func refresh() async { await MainActor.run { status = "fresh" } }
            }
            struct Screen: View {
                @State private var model = Model()
                var body: some View { Text(model.status).task { await model.refresh() } }
            }
            app { Screen() }
            step "later" {
                wait 1s
                expect Screen.model.status == "fresh"
            }
            """)
        harness.expectAllPassed()
    }

    @Test("a failable init? that returns nil makes the construction nil, for a struct and a class")
    func failableInitializers() throws {
        let output = try printedByStep(
            """
            print(Email("bad") == nil, Email("a@b")?.address ?? "-", ["a@b", "bad", "c@d"].compactMap { Email($0) }.count)
            print(Account(balance: -1) == nil, Account(balance: 5)?.balance ?? 0)
            """,
            declarations: """
                struct Email {
                    let address: String
                    init?(_ raw: String) {
                        guard raw.contains("@") else { return nil }
                        address = raw
                    }
                }
                final class Account {
                    var balance: Int
                    init?(balance: Int) {
                        if balance < 0 { return nil }
                        self.balance = balance
                    }
                }
                """)
        #expect(output == ["true a@b 2", "true 5"])
    }

    @Test("self.init(…) delegates to another initializer: a declared one, or a struct's memberwise one")
    func initializerDelegation() throws {
        let output = try printedByStep(
            """
            print(Playlist(name: "Mix").songs.isEmpty, Point(both: 3).y, Counter(start: 4).value)
            """,
            declarations: """
                struct Playlist {
                    var name: String
                    var songs: [String]
                    init(name: String, songs: [String]) { self.name = name; self.songs = songs }
                    init(name: String) { self.init(name: name, songs: []) }
                }
                struct Point { var x: Int; var y: Int }
                extension Point {
                    init(both: Int) { self.init(x: both, y: both) }
                }
                final class Counter {
                    var value: Int
                    init(value: Int) { self.value = value }
                    convenience init(start: Int) { self.init(value: start) }
                }
                """)
        #expect(output == ["true 3 4"])
    }
}
