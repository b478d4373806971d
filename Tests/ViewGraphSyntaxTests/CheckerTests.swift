import Testing
import ViewGraphDiagnostics
import ViewGraphTestSupport

@testable import ViewGraphSyntax

// MARK: - Helpers

/// Parses and checks `text`; returns every diagnostic as `LINE:COL: message`.
func checkDiagnostics(_ text: String) -> (described: [String], diagnostics: [Diagnostic]) {
    let (file, parseDiagnostics, source) = parse(text)
    let diagnostics = parseDiagnostics + checkScenario(file, source: source)
    return (describe(diagnostics, in: source), diagnostics)
}

/// A snippet with the `scenario` header, and an `app` block unless it has its own.
func scenario(_ body: String) -> String {
    let app = body.contains("app {") ? "" : "\napp {\n    EmptyView()\n}\n"
    return "scenario \"Test\" {\n}\n\n" + body + app
}

/// Parses and checks marked source; its diagnostics must be exactly `expected`.
func assertCheck(
    _ marked: String, _ expected: [(marker: String, message: String)], sourceLocation: SourceLocation = #_sourceLocation
) {
    let source = MarkedSource(marked)
    let (file, parseDiagnostics, sourceFile) = parse(source.text)
    let diagnostics = parseDiagnostics + checkScenario(file, source: sourceFile)
    let actual = describe(diagnostics, in: sourceFile)
    let wanted: [String] = expected.map { item in
        guard let offset = source.markers[item.marker] else { return "missing marker \(item.marker)" }
        let (line, column) = sourceFile.lineAndColumn(of: offset)
        return "\(line):\(column): \(item.message)"
    }
    assertStringsEqualWithDiff(
        actual.joined(separator: "\n"), wanted.joined(separator: "\n"), sourceLocation: sourceLocation)
}

/// The snippet parses and checks with no diagnostics at all.
func assertClean(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    assertStringsEqualWithDiff(
        checkDiagnostics(text).described.joined(separator: "\n"), "", sourceLocation: sourceLocation)
}

// MARK: - Fixtures

@Suite("Checker fixtures")
struct CheckerFixtureTests {
    @Test("every example checks with no diagnostics", arguments: fixtureNames("examples"))
    func examplesCheckCleanly(name: String) {
        let source = loadFixture("examples", name)
        let (file, parseDiagnostics) = parseScenario(source)
        let diagnostics = parseDiagnostics + checkScenario(file, source: source)
        #expect(describe(diagnostics, in: source) == [])
    }

    /// Fixtures whose error only shows when the scenario runs: they check clean.
    static let runtimeErrors = [
        "endless-loop.scenario", "runaway-recursion.scenario", "tap-no-match.scenario", "type-mismatch.scenario",
    ]

    @Test("errors found at run time check clean", arguments: runtimeErrors)
    func runtimeErrorsCheckCleanly(name: String) {
        let source = loadFixture("examples/errors", name)
        let (file, _) = parseScenario(source)
        #expect(describe(checkScenario(file, source: source), in: source) == [])
    }

    @Test(
        "static errors land at the expected line and column",
        arguments: fixtureNames("examples/errors").filter { !runtimeErrors.contains($0) })
    func staticErrorPosition(name: String) throws {
        let source = loadFixture("examples/errors", name)
        let expected = try #require(ExpectedError(firstLineOf: source))
        let (file, parseDiagnostics) = parseScenario(source)
        let diagnostics = parseDiagnostics + checkScenario(file, source: source)
        #expect(
            diagnostics.contains { expected.matches($0, in: source) && $0.severity == .error },
            "no diagnostic matches \(source.lineText(1)); got \(describe(diagnostics, in: source))")
    }

    @Test func unknownViewHasTheExactRangeAndGroup() throws {
        let source = loadFixture("examples/errors", "unknown-view.scenario")
        let (file, _) = parseScenario(source)
        let diagnostic = try #require(checkScenario(file, source: source).first)
        #expect(diagnostic.message == "cannot find view 'TrailRw' in scope; did you mean 'TrailRow'?")
        #expect(source.text(in: diagnostic.range) == "TrailRw")
        #expect(diagnostic.group == .names)
    }

    @Test func syntaxErrorsAddNoStructuralNoise() {
        let source = loadFixture("examples/errors", "missing-brace.scenario")
        let (file, _) = parseScenario(source)
        #expect(describe(checkScenario(file, source: source), in: source) == [])
    }
}

// MARK: - Rules

@Suite("Checker: declarations and variants")
struct CheckerDeclarationTests {
    @Test func extensionsNestedTypesAndEnvironmentKeysAreKnown() {
        assertClean(
            scenario(
                """
                extension EnvironmentValues {
                    @Entry var accent: Int = 0
                }

                struct Trail: Identifiable {
                    let id: Int
                    struct Stats {
                        var meters = 0
                    }
                    var stats = Stats()
                }

                extension Trail {
                    var label: String { "Trail \\(id) \\(kilometers)" }
                    static let sample = Trail(id: 1)
                }

                extension Trail {
                    var kilometers: Int { stats.meters / 1000 }
                }

                func describe(_ trail: Trail) -> String { trail.label }

                struct Row: View {
                    @Environment(\\.accent) private var accent
                    @Environment(\\.colorScheme) private var colorScheme
                    let trail: Trail.Stats

                    var body: some View {
                        Text(describe(Trail.sample))
                            .environment(\\.accent, accent + 1)
                    }
                }
                """))
    }

    @Test func unknownEnvironmentKey() {
        assertCheck(
            scenario(
                """
                extension EnvironmentValues {
                    @Entry var tick: Int = 0
                }

                struct Row: View {
                    @Environment(\\.1️⃣tik) private var tick
                    var body: some View { Text("x").environment(\\.2️⃣zzzzzz, 1) }
                }
                """),
            [
                ("1️⃣", "unknown environment key 'tik'; did you mean 'tick'?"),
                ("2️⃣", "unknown environment key 'zzzzzz'"),
            ])
    }

    @Test func unknownTypesInAnnotationsConformancesAndExtensions() {
        assertCheck(
            scenario(
                """
                struct Trail: 1️⃣Identifable {
                    let id: Int
                    let next: 2️⃣Trial?
                    let all: [String: 3️⃣Trial]
                }

                extension 4️⃣Trial {
                }
                """),
            [
                ("1️⃣", "cannot find type 'Identifable' in scope; did you mean 'Identifiable'?"),
                ("2️⃣", "cannot find type 'Trial' in scope; did you mean 'Trail'?"),
                ("3️⃣", "cannot find type 'Trial' in scope; did you mean 'Trail'?"),
                ("4️⃣", "cannot find type 'Trial' in scope; did you mean 'Trail'?"),
            ])
    }

    @Test func redeclarations() {
        assertCheck(
            scenario(
                """
                struct Trail {
                    let id: Int
                    var 1️⃣id: Int
                }

                struct 2️⃣Trail {
                }
                """),
            [
                ("1️⃣", "invalid redeclaration of 'id'"),
                ("2️⃣", "invalid redeclaration of 'Trail'"),
            ])
    }

    static let variantBase = """
        scenario "Variants" {
        }

        struct Row: View {
            var body: some View { Text("row") }
        }

        app {
            Row()
        }

        step "Tap the row" {
            let local = 1
            tap Row
        }

        """

    @Test func variantsRedeclareAndExtendEachOther() {
        assertClean(
            Self.variantBase + """
                variant "models" {
                    @Observable
                    final class RowModel {
                        var count = 0
                    }

                    struct Row: View {
                        @State private var model = RowModel()
                        var body: some View { Text("\\(model.count)") }
                    }

                    expect "Tap the row" Row.model.count == local
                }

                variant "more" extends "models" {
                    struct Extra: View {
                        let model: RowModel
                        var body: some View { Row() }
                    }

                    app {
                        let shared = RowModel()
                        Extra(model: shared)
                    }

                    expect "Tap the row" bodies == [Extra, Row]
                    expect "Tap the row" shared.count == 0
                }

                variant "from-base" extends "base" {
                }
                """)
    }

    @Test func variantErrors() {
        assertCheck(
            Self.variantBase + """
                variant "models" {
                    @Observable
                    final class RowModel {
                        var count = 0
                    }
                }

                variant "other" extends 1️⃣"modles" {
                    struct Extra: View {
                        let model: 2️⃣RowModel
                        var body: some View { Text("x") }
                    }
                    expect 3️⃣"Tap the rwo" bodies == [Extra]
                    expect 4️⃣"Something else" no findings
                }

                variant 5️⃣"models" {
                }

                variant "a" extends 6️⃣"b" {
                }

                variant "b" extends 7️⃣"a" {
                }
                """,
            [
                ("1️⃣", "cannot find variant 'modles'; did you mean 'models'?"),
                ("2️⃣", "cannot find type 'RowModel' in scope"),
                ("3️⃣", "cannot find step 'Tap the rwo'; did you mean 'Tap the row'?"),
                ("4️⃣", "cannot find step 'Something else'"),
                ("5️⃣", "duplicate variant name 'models'"),
                ("6️⃣", "variant 'a' extends itself"),
                ("7️⃣", "variant 'b' extends itself"),
            ])
    }

    @Test func unknownStepNoteListsTheSteps() throws {
        let (_, diagnostics) = checkDiagnostics(
            Self.variantBase + "variant \"v\" {\n    expect \"Nope\" no findings\n}\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "cannot find step 'Nope'")
        #expect(diagnostic.notes.map(\.message) == ["the steps are 'Tap the row'"])
        #expect(diagnostic.group == .expectations)
    }
}

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
}

@Suite("Checker: steps")
struct CheckerStepTests {
    static let prelude = """
        scenario "Steps" {
        }

        struct Trail: Identifiable {
            let id: Int
        }

        struct TrailRow: View {
            let trail: Trail
            @State private var isExpanded = false
            var body: some View { Button("x") { isExpanded.toggle() } }
        }

        struct TrailList: View {
            var body: some View {
                List([Trail(id: 1)]) { trail in TrailRow(trail: trail) }
            }
        }

        app {
            let store = [1, 2]
            TrailList()
        }

        """

    @Test func viewReferencesAndStepNamesResolve() {
        assertClean(
            Self.prelude + """
                step "All forms" {
                    let extra = 2
                    tap TrailRow[1]
                    tap TrailList/Button("x")
                    tap TrailRow(trail: Trail(id: 1))
                    scroll List to extra
                    TrailRow[1].isExpanded = true
                    expect bodies == [TrailList, TrailRow[1]]
                    expect bodies(TrailRow) == 1
                    expect created(Text) == 0
                    expect finding broad-observable-read on TrailRow[1]
                    expect TrailRow[1].isExpanded == (store.count == later)
                    expect frames == 1
                    let later = true
                }
                """)
    }

    @Test func unknownViewReferences() {
        assertCheck(
            Self.prelude + """
                step "Bad references" {
                    tap 1️⃣TrailRw[1]
                    tap TrailList/2️⃣Buton("x")
                    expect bodies == [3️⃣Trail]
                    expect bodies(4️⃣TraiList) == 1
                    expect finding broad-observable-read on 5️⃣Zzzzzz
                    expect TrailRow[1].6️⃣isExpandd == true
                    expect 7️⃣stor.count == 2
                }
                """,
            [
                ("1️⃣", "cannot find view 'TrailRw' in scope; did you mean 'TrailRow'?"),
                ("2️⃣", "cannot find view 'Buton' in scope; did you mean 'Button'?"),
                ("3️⃣", "'Trail' is not a view"),
                ("4️⃣", "cannot find view 'TraiList' in scope; did you mean 'TrailList'?"),
                ("5️⃣", "cannot find view 'Zzzzzz' in scope"),
                ("6️⃣", "view 'TrailRow' has no property 'isExpandd'; did you mean 'isExpanded'?"),
                ("7️⃣", "cannot find 'stor' in scope; did you mean 'store'?"),
            ])
    }

    @Test func findingIDs() {
        assertCheck(
            Self.prelude + """
                step "Findings" {
                    expect finding frame-hitch
                    expect finding 1️⃣broad-observable-reed
                    expect finding 2️⃣no-such-thing-at-all
                }
                """,
            [
                ("1️⃣", "unknown finding 'broad-observable-reed'; did you mean 'broad-observable-read'?"),
                ("2️⃣", "unknown finding 'no-such-thing-at-all'"),
            ])
    }

    @Test func durationsAndFrames() {
        assertCheck(
            Self.prelude + """
                costs {
                    MeasurementFormatter() = 1.5ms
                    body = 3️⃣-1ms
                }

                step "Time" {
                    let interval = 1s
                    wait 100ms
                    wait interval
                    wait 1️⃣5
                    wait 2️⃣-1s
                    every 4️⃣0ms for 1s {
                        print(store)
                    }
                    every 10ms for 5️⃣"1s" {
                    }
                    frames 3
                    frames 6️⃣0
                    frames 7️⃣1.5
                    frames store.count
                    scroll List to 8️⃣-1
                }
                """,
            [
                ("3️⃣", "duration must not be negative"),
                ("1️⃣", "expected a duration such as '100ms' or '1s'"),
                ("2️⃣", "duration must not be negative"),
                ("4️⃣", "'every' interval must be greater than zero"),
                ("5️⃣", "expected a duration such as '100ms' or '1s'"),
                ("6️⃣", "number of frames must be positive"),
                ("7️⃣", "expected a number of frames, such as 'frames 5'"),
                ("8️⃣", "row must not be negative"),
            ])
    }

    @Test func stepTitlesAreUnique() {
        assertCheck(
            Self.prelude + """
                step "Once" {
                }

                step 1️⃣"Once" {
                }
                """,
            [("1️⃣", "duplicate step title 'Once'")])
    }

    @Test func scenarioSettings() {
        assertClean(
            """
            scenario "Settings" {
                source "An article"
                display 120Hz
                visibleRows 10
                observation alwaysNotify
                seed 7
            }

            app {
                EmptyView()
            }
            """)
        assertCheck(
            """
            scenario "Settings" {
                1️⃣dispaly 120Hz
                display 2️⃣120
                visibleRows 3️⃣0
                observation 4️⃣dedup
                source 5️⃣42
                6️⃣display 60Hz
                7️⃣colour "red"
            }

            app {
                EmptyView()
            }
            """,
            [
                ("1️⃣", "unknown scenario setting 'dispaly'; did you mean 'display'?"),
                ("2️⃣", "expected a refresh rate such as '60Hz' or '120Hz'"),
                ("3️⃣", "'visibleRows' needs a positive whole number, such as 'visibleRows 10'"),
                ("4️⃣", "expected 'alwaysNotify' or 'dedupe' after 'observation'; did you mean 'dedupe'?"),
                ("5️⃣", "'source' needs a string: the title of the article the scenario comes from"),
                ("6️⃣", "duplicate setting 'display'"),
                ("7️⃣", "unknown scenario setting 'colour'"),
            ])
    }
}

@Suite("Checker: structure and attributes")
struct CheckerStructureTests {
    @Test func missingBlocks() {
        assertCheck(
            """
            // A file with neither block.
            1️⃣struct A {
            }
            """,
            [("1️⃣", "missing 'scenario' block"), ("1️⃣", "missing 'app' block")])
        assertCheck("1️⃣", [("1️⃣", "missing 'scenario' block"), ("1️⃣", "missing 'app' block")])
    }

    @Test func oneScenarioAndOneApp() {
        assertCheck(
            """
            scenario "A" {
            }

            1️⃣scenario "B" {
            }

            app {
                EmptyView()
            }

            2️⃣app {
                EmptyView()
            }
            """,
            [
                ("1️⃣", "a file has only one 'scenario' block"),
                ("2️⃣", "a file has only one 'app' block outside variants"),
            ])
    }

    @Test func viewsNeedABody() {
        assertCheck(
            scenario(
                """
                struct 1️⃣Empty: View {
                    let title: String
                }

                struct Method: View {
                    func 2️⃣body() -> some View { Text("x") }
                }

                struct Split: View {
                }

                extension Split {
                    var body: some View { Text("split") }
                }
                """),
            [
                ("1️⃣", "view 'Empty' has no 'body' property"),
                ("2️⃣", "'body' of view 'Method' must be a property, not a method"),
            ])
    }

    @Test func propertyWrappersWhereTheyMeanSomething() {
        assertCheck(
            scenario(
                """
                final class Store {
                    1️⃣@State var count = 0
                    2️⃣@Published var items: [Int] = []
                }

                @Observable
                final class Model {
                    3️⃣@Published var count = 0
                    @ObservationIgnored var cache = 0
                }

                final class Legacy: ObservableObject {
                    @Published var count = 0
                    4️⃣@ObservationIgnored var cache = 0
                }

                struct Plain {
                    5️⃣@Entry var key = 0
                    6️⃣@Stat var count = 0
                    7️⃣@Observable var flag = false
                }

                8️⃣@State
                struct Screen: View {
                    @State private var count = 0
                    @Environment(Model.self) private var model
                    var body: some View {
                        @Bindable var bindable = model
                        9️⃣@State var local = 0
                        Text("\\(count)")
                    }
                }

                @MainActor 🔟@Obsevable
                final class Other {
                }
                """),
            [
                ("1️⃣", "property wrapper '@State' cannot be used in class 'Store'"),
                ("2️⃣", "property wrapper '@Published' cannot be used in class 'Store'"),
                ("3️⃣", "property wrapper '@Published' cannot be used in class 'Model'"),
                ("4️⃣", "property wrapper '@ObservationIgnored' cannot be used in class 'Legacy'"),
                ("5️⃣", "property wrapper '@Entry' cannot be used in struct 'Plain'"),
                ("6️⃣", "unknown property wrapper '@Stat'; did you mean '@State'?"),
                ("7️⃣", "'@Observable' can only be applied to a class"),
                ("8️⃣", "property wrapper '@State' can only be applied to a property"),
                ("9️⃣", "property wrapper '@State' cannot be used on a local variable"),
                ("🔟", "unknown attribute '@Obsevable'; did you mean '@Observable'?"),
            ])
    }

    @Test func wrapperNotesSayWhereItIsAllowed() throws {
        let (_, diagnostics) = checkDiagnostics(
            scenario("@Observable\nfinal class Model {\n    @Published var count = 0\n}\n"))
        let diagnostic = try #require(diagnostics.first)
        #expect(
            diagnostic.notes.map(\.message) == [
                "'@Published' is allowed only on a stored property of a class that conforms to 'ObservableObject'",
                "'Model' is '@Observable': its stored properties are observed without '@Published'",
            ])
    }

    @Test func unsupportedAttribute() throws {
        let (described, diagnostics) = checkDiagnostics(scenario("struct A {\n    @inlinable func f() {}\n}\n"))
        #expect(described == ["5:5: '@inlinable' is not supported in scenarios"])
        #expect(diagnostics.first?.group == .unsupported)
    }
}
