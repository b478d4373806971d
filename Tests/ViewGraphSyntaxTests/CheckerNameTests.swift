import Testing
import ViewGraphDiagnostics
import ViewGraphTestSupport

@testable import ViewGraphSyntax

// The checker: name lookup, scopes and members.

@Suite("Checker: names")
struct CheckerNameTests {
    @Test func validSwiftResolves() {
        assertClean(
            scenario(
                """
                enum Tab: String, CaseIterable {
                    case rates, settings

                    var title: String {
                        switch self {
                        case .rates: return rawValue
                        case .settings: return Tab.allCases.first!.rawValue
                        }
                    }
                }

                enum Event: Equatable {
                    case tick(Int)
                    case named(label: String)
                }

                struct Point: Equatable {
                    var x = 0
                    var y = 0
                    static let zero = Point()

                    static func == (lhs: Self, rhs: Self) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }

                    mutating func move(by delta: Int) {
                        x += delta
                        self.y += Self.zero.y
                    }
                }

                final class Store: ObservableObject {
                    @Published var events: [Event] = []
                    @Published private(set) var total = 0
                    private var cache: [String: Int] = [:]

                    var doubled: Int {
                        get { total * 2 }
                        set { total = newValue / 2 }
                    }

                    func handle(_ event: Event) {
                        guard let last = events.last else { return }
                        if case .tick(let n) = last, n > 0 {
                            total += n
                        }
                        switch event {
                        case .tick(let value) where value > 1:
                            total = max(value, abs(total))
                        case let .named(label):
                            cache[label, default: 0] += 1
                        default:
                            break
                        }
                        for (index, item) in events.enumerated() where index > 0 {
                            print(index, item)
                        }
                        let sorted = events.map { "\\($0)" }.sorted(by: >)
                        let counts = sorted.reduce(into: [:]) { partial, next in partial[next, default: 0] += 1 }
                        _ = counts
                        var i = 0
                        while i < 3, let first = sorted.first {
                            print(first)
                            i += 1
                        }
                        objectWillChange.send()
                    }
                }

                @Observable
                final class Model {
                    var count = 0
                    @ObservationIgnored var log: [String] = []

                    func start() {
                        Task { [weak self] in
                            every(100ms) { self?.count += 1 }
                            after(1s) { print("done") }
                        }
                    }
                }

                struct Counter: View {
                    @State private var count: Int
                    @State private var point = Point.zero
                    @Binding var isOn: Bool
                    @StateObject private var store = Store()
                    @Bindable var model: Model

                    init(start: Int, isOn: Binding<Bool>, model: Model) {
                        _count = State(initialValue: start)
                        _isOn = isOn
                        self.model = model
                    }

                    var body: some View {
                        let title = "Count"
                        VStack(alignment: .leading) {
                            Toggle("On", isOn: $isOn)
                            Text("\\(title) \\(count) \\(Tab.rates.title)")
                                .padding()
                            if let last = store.events.last {
                                Text("\\(last)")
                            } else {
                                EmptyView()
                            }
                            ForEach(0..<count, id: \\.self) { index in
                                Text("\\(index)")
                            }
                            Button("Add") {
                                count += 1
                                point.move(by: 1)
                                store.handle(.tick(count))
                            }
                            TextField("Name", text: $model.log[0])
                        }
                        .task(id: count) {
                            work(2ms)
                        }
                        .onChange(of: count) { old, new in
                            print(old, new, $0count)
                        }
                    }

                    @ViewBuilder
                    private func row(_ value: Int) -> some View {
                        Text(String(value)).frame(width: CGFloat(value))
                    }
                }
                """.replacingOccurrences(of: ", $0count", with: "")))
    }

    @Test func moreValidSwiftResolves() {
        assertClean(
            """
            scenario "FP" {
            }

            enum Filter: String, CaseIterable, Identifiable {
                case all, open
                var id: Self { self }
                static var fallback: Filter { .all }
            }

            class Base {
                var shared = 0
                func hello() -> Int { shared }
            }

            final class Derived: Base {
                override func hello() -> Int { shared + extra }
                var extra = 1
            }

            @Observable
            final class Model {
                var items: [Int] = []
                var pair = (1, 2)

                func run() {
                    Task { [weak self] in
                        guard let self else { return }
                        self.items.append(1)
                    }
                    let (a, b) = pair
                    let sorted = items.sorted(by: <)
                    let mapped = items.enumerated().map { index, item in index + item + a + b }
                    let key = \\Model.items
                    print(sorted, mapped, key, Int.random(in: 0...3), Double.pi, String(describing: a), UUID().uuidString)
                    items.removeAll()
                    let binding = Binding(get: { self.items.count }, set: { self.items = Array(repeating: 0, count: $0) })
                    _ = binding
                    if let first = items.first, first > 0 { print(first) }
                    switch items.first {
                    case .some(let v): print(v)
                    case .none: break
                    }
                }
            }

            struct Screen: View {
                @State private var filter = Filter.all
                let onSelect: (Int) -> Void
                var model: Model

                @ViewBuilder var header: some View {
                    Text("h") + Text("i")
                }

                var body: some View {
                    let count = model.items.count
                    List {
                        header
                        ForEach(Array(model.items.enumerated()), id: \\.offset) { index, item in
                            Text("\\(index) \\(item) \\(count)")
                                .tag(item)
                        }
                        ForEach(Filter.allCases) { f in
                            Text(f.rawValue).tag(f)
                        }
                    }
                    .environment(\\.colorScheme, .dark)
                    .onChange(of: filter) { oldValue, newValue in
                        print(oldValue, newValue, Filter.fallback)
                    }
                }
            }

            app {
                let model = Model()
                Screen(onSelect: { print($0) }, model: model)
            }

            step "s" {
                model.items.append(1)
                model.run()
                expect model.items.count == 1
                expect bodies(Screen) == 1
            }
            """)
    }

    @Test("typealiases, local functions, several variables in one declaration and globals resolve")
    func declarationItemsResolve() {
        assertClean(
            """
            scenario "s" {}
            typealias Score = Int
            let limit: Score = 3
            var hits = [Score]()
            func bump() { hits.append(limit) }
            struct Board: View {
                typealias Row = [Score]
                @State private var rows = [String: Row]()
                var body: some View {
                    let a = 1, b = 2
                    Text("\\(a + b) \\(total(Row()))")
                }
                func total(_ row: Row) -> Score {
                    func sum(_ items: Row) -> Score { items.isEmpty ? 0 : items[0] + sum(Array(items.dropFirst())) }
                    return sum(row) + limit
                }
            }
            app { Board() }
            step "s" {
                bump()
                var c: Score, d: Score
                c = 1
                d = c
            }
            """)
    }

    @Test func aTypealiasThatNamesItselfOrAnUnknownType() {
        assertCheck(
            scenario(
                """
                typealias Loop = 1️⃣Loop
                typealias Rows = [2️⃣Rw]
                """),
            [
                ("1️⃣", "type alias 'Loop' references itself"),
                ("2️⃣", "cannot find type 'Rw' in scope"),
            ])
    }

    @Test("lazy var: Swift's errors for the forms it rejects; a struct's or a local one is not simulated yet")
    func lazyForms() {
        assertCheck(
            scenario(
                """
                final class Model: ObservableObject {
                    lazy var ok = [Int]()
                    1️⃣lazy let fixed = 1
                    2️⃣lazy var computed: Int { 1 }
                    @Published 3️⃣lazy var published = 1
                }
                @Observable final class Store {
                    @ObservationIgnored lazy var cache = [String: Int]()
                    4️⃣lazy var tracked = 0
                }
                struct Pair {
                    5️⃣lazy var doubled = 2
                }
                func f() {
                    6️⃣lazy var local = 1
                }
                """),
            [
                ("1️⃣", "'lazy' cannot be used on a let"),
                ("2️⃣", "'lazy' cannot be used on a computed property"),
                ("3️⃣", "property 'published' with a wrapper cannot also be lazy"),
                ("4️⃣", "'lazy' cannot be used on a computed property"),
                ("5️⃣", "'lazy' on a property of a struct is not simulated yet"),
                ("6️⃣", "a local 'lazy var' is not simulated yet"),
            ])
    }

    @Test("async let needs an async context: an async function, getter or a closure; not a sync function")
    func asyncLetNeedsAnAsyncContext() {
        assertCheck(
            scenario(
                """
                func value() async -> Int { 1 }
                func load() async -> Int {
                    async let a = value()
                    return await a
                }
                func start() {
                    Task {
                        async let b = value()
                        _ = await b
                    }
                    1️⃣async let c = value()
                }
                """),
            [("1️⃣", "'async let' is not supported in a function that is not 'async'")])
    }

    @Test("Result(catching:) takes a synchronous closure: an await in it is an error; one in a Task inside it is not")
    func awaitInResultCatching() {
        assertCheck(
            scenario(
                """
                func fetch() async throws -> Int { 1 }
                func parse(_ text: String) throws -> Int { Int(text) ?? 0 }
                func start() {
                    Task {
                        let loaded = Result { try 1️⃣await fetch() }
                        let parsed = Result(catching: { try parse("1") })
                        let later = Result { Task { _ = try await fetch() } }
                        _ = (loaded, parsed, later)
                    }
                }
                """),
            [("1️⃣", "'await' in a closure that Result(catching:) calls synchronously")])
    }

    @Test func globalsThatAreNotSimulatedOrInvalid() {
        assertCheck(
            scenario(
                """
                let 1️⃣(a, b) = (1, 2)
                2️⃣var c: Int
                let d = a + b
                """),
            [
                ("1️⃣", "a global declaration that binds a pattern is not simulated yet; declare one name per 'let'"),
                ("2️⃣", "global variable 'c' needs an initial value"),
            ])
    }

    @Test func unknownNames() {
        assertCheck(
            scenario(
                """
                struct Trail {
                    var meters = 0
                    func total() -> Int { 1️⃣metres + 2️⃣zzzz }
                }

                struct Row: View {
                    let trail: Trail
                    var body: some View {
                        VStack {
                            3️⃣TrailRw(trail: trail)
                            Text("\\(4️⃣trial.meters)")
                        }
                    }
                }
                """),
            [
                ("1️⃣", "cannot find 'metres' in scope; did you mean 'meters'?"),
                ("2️⃣", "cannot find 'zzzz' in scope"),
                ("3️⃣", "cannot find 'TrailRw' in scope; did you mean 'Trail'?"),
                ("4️⃣", "cannot find 'trial' in scope; did you mean 'trail'?"),
            ])
    }

    @Test func scopesEndWithTheirBlocks() {
        assertCheck(
            scenario(
                """
                struct Box {
                    var value: Int? = nil
                    func f() -> Int {
                        if let inner = value {
                            print(inner)
                        }
                        guard let kept = value else {
                            return 1️⃣kept
                        }
                        for item in [1, 2] { print(item) }
                        let closure = { (number: Int) in number + 1 }
                        print(2️⃣number, 3️⃣$0)
                        return kept + 4️⃣inner + 5️⃣item + closure(1)
                    }
                }
                """),
            [
                ("1️⃣", "cannot find 'kept' in scope"),
                ("2️⃣", "cannot find 'number' in scope"),
                ("3️⃣", "anonymous closure argument '$0' is not inside a closure"),
                ("4️⃣", "cannot find 'inner' in scope"),
                ("5️⃣", "cannot find 'item' in scope"),
            ])
    }

    @Test func membersOfObviousTypes() {
        assertCheck(
            scenario(
                """
                enum Tab {
                    case rates
                    case settings
                    static let first = Tab.rates
                }

                struct Point {
                    var x = 0
                    static let origin = Point()
                    func moved() -> Int { Self.1️⃣orign.x + self.2️⃣y }
                }

                struct Screen: View {
                    @State private var tab = Tab.3️⃣setings
                    var body: some View {
                        switch tab {
                        case Tab.4️⃣ratez: Text("r")
                        default: Text("\\(5️⃣$tabb)")
                        }
                    }
                }
                """),
            [
                ("1️⃣", "type 'Point' has no member 'orign'; did you mean 'origin'?"),
                ("2️⃣", "value of type 'Point' has no member 'y'; did you mean 'x'?"),
                ("3️⃣", "type 'Tab' has no member 'setings'; did you mean 'settings'?"),
                ("4️⃣", "type 'Tab' has no member 'ratez'; did you mean 'rates'?"),
                ("5️⃣", "cannot find '$tabb' in scope; did you mean '$tab'?"),
            ].map { ($0.0, $0.1) })
    }

    @Test func viewModifiersOnImplicitSelfAreNotReported() {
        assertClean(
            scenario(
                """
                struct Card: View {
                    var body: some View {
                        Text("x")
                    }
                    func decorated() -> some View {
                        padding().background(Color.blue).someCustomModifier()
                    }
                }
                """))
    }

    /// `Toggle("Wifi", on: $on)`: Swift matches a control's binding by its label.
    @Test func controlBindingUnderAnotherLabelIsAnIncorrectLabel() {
        assertCheck(
            scenario(
                """
                struct Form: View {
                    @State private var on = false
                    @State private var name = ""
                    @State private var age = 0
                    var body: some View {
                        VStack {
                            Toggle("Wifi", 1️⃣on: $on)
                            TextField("Name", 2️⃣txt: $name)
                            TextField("Age", value: $age, format: .number)
                            Toggle("Wifi", isOn: $on)
                        }
                    }
                }
                """),
            [
                ("1️⃣", "incorrect argument label in call (have '_:on:', expected '_:isOn:')"),
                ("2️⃣", "incorrect argument label in call (have '_:txt:', expected '_:text:')"),
            ])
    }
}
