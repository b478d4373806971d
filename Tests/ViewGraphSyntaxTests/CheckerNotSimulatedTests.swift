import Testing

@testable import ViewGraphSyntax

/// Valid SwiftUI that the engine does not simulate yet is reported by `check`, at the
/// use, from the builtin catalogue's status (never a "cannot find" at `run`).
@Suite("Checker: not simulated yet")
struct CheckerNotSimulatedTests {
    @Test func viewsFunctionsModifiersAndKeys() {
        assertCheck(
            scenario(
                """
                struct Screen: View {
                    @Environment(\\.1️⃣undoManager) private var undoManager
                    @State private var shown = false

                    var body: some View {
                        VStack {
                            2️⃣ColorPicker("a", selection: .constant(Color.red))
                            Text("b")
                                .3️⃣gesture(4️⃣TapGesture())
                        }
                    }
                }
                """),
            [
                ("1️⃣", "'\\.undoManager' is a SwiftUI environment value that ViewGraph does not simulate yet"),
                ("2️⃣", "'ColorPicker' is a SwiftUI view that ViewGraph does not simulate yet"),
                ("3️⃣", "'.gesture' is a SwiftUI modifier that ViewGraph does not simulate yet"),
                ("4️⃣", "'TapGesture' is a SwiftUI type that ViewGraph does not simulate yet"),
            ])
    }

    @Test("a request on URLSession.shared is a warning at check: the file loads, the request is an error when reached")
    func networkRequestsAreWarnedAbout() {
        assertCheck(
            scenario(
                """
                @Observable final class Feed {
                    var status = "idle"
                    func load() async throws {
                        let (data, _) = try await URLSession.shared.1️⃣data(from: URL(string: "https://example.com")!)
                        status = "\\(data.count) bytes"
                    }
                }
                """),
            [
                (
                    "1️⃣",
                    "ViewGraph does not reach the network: 'URLSession.shared.data' is an error when a step reaches it"
                )
            ])
        let checked = checkDiagnostics(
            scenario("let f: () async throws -> Void = { _ = try await URLSession.shared.data(for: 1) }"))
        #expect(checked.diagnostics.map(\.severity) == [.warning], "\(checked.described)")
    }

    @Test("Foundation's unit types beyond length, duration, mass and temperature are not simulated yet, at check")
    func otherUnitTypes() {
        assertCheck(
            scenario(
                """
                struct Meal {
                    let energy = Measurement(value: 200, unit: 1️⃣UnitEnergy.kilocalories)
                    let drink = Measurement(value: 0.5, unit: 2️⃣UnitVolume.liters)
                    let walk = Measurement(value: 2, unit: UnitLength.kilometers)
                }
                """),
            [
                ("1️⃣", "'UnitEnergy' is a Foundation type that ViewGraph does not simulate yet"),
                ("2️⃣", "'UnitVolume' is a Foundation type that ViewGraph does not simulate yet"),
            ])
    }

    @Test("NSDecimalRound is not simulated yet, at check; 'type REF \"text\"' is no action and says what to write")
    func decimalRoundAndTypingAction() {
        assertCheck(
            scenario(
                """
                func rounded(_ x: Decimal) -> Decimal {
                    var value = x
                    var result = Decimal()
                    1️⃣NSDecimalRound(&result, &value, 2, .plain)
                    return result
                }
                """),
            [("1️⃣", "'NSDecimalRound' is a Foundation function that ViewGraph does not simulate yet")])
    }

    @Test("the iOS 18 'Tab(…)' of a TabView is not simulated yet; an enum of the scenario named Tab is its own")
    func iOS18TabIsNotSimulatedYet() {
        assertCheck(
            scenario(
                """
                struct Root: View {
                    @State private var selection = 0
                    var body: some View {
                        TabView(selection: $selection) {
                            1️⃣Tab("Home", systemImage: "house", value: 0) { Text("Home") }
                        }
                    }
                }
                """),
            [("1️⃣", "'Tab' is a SwiftUI type that ViewGraph does not simulate yet")])
        assertClean(scenario("enum Tab: Hashable { case home }\nlet first = Tab.home"))
    }

    @Test("@FocusState.Binding, a dotted wrapper name, is reported as not simulated yet, not as a syntax error")
    func focusStateBindingWrapper() {
        assertCheck(
            scenario(
                """
                struct Composer: View {
                    1️⃣@FocusState.Binding var isFocused: Bool
                    var body: some View { Text("a") }
                }
                """),
            [("1️⃣", "'@FocusState.Binding' is a SwiftUI property wrapper that ViewGraph does not simulate yet")])
    }

    @Test("members no builtin simulates (lazy, unicodeScalars, a task's result) are reported on any value")
    func notSimulatedMembers() {
        assertCheck(
            scenario(
                """
                struct Titles: View {
                    let titles = ["Up", "Coco"]
                    var body: some View {
                        let long = titles.1️⃣lazy.filter { $0.count > 2 }.first
                        let scalars = "é".2️⃣unicodeScalars.count
                        Text("\\(long ?? "") \\(scalars)")
                    }
                    func outcome(_ task: Task<Int, Never>) async -> Int {
                        switch await task.3️⃣result {
                        case .success(let n): return n
                        }
                    }
                }
                """),
            [
                ("1️⃣", "'Array.lazy' is a standard-library member that ViewGraph does not simulate yet"),
                ("2️⃣", "'String.unicodeScalars' is a standard-library member that ViewGraph does not simulate yet"),
                ("3️⃣", "'Task.result' is a standard-library member that ViewGraph does not simulate yet"),
            ])
    }

    @Test("only the main queue is simulated: another queue, its initializer and a work item are reported by check")
    func dispatchBeyondTheMainQueue() {
        assertCheck(
            scenario(
                """
                struct Uploader: View {
                    var body: some View {
                        Text("a").onAppear {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { print("later") }
                            DispatchQueue.1️⃣global().async { print("background") }
                            let queue = 2️⃣DispatchQueue(label: "uploads")
                            let item = 3️⃣DispatchWorkItem { print("work") }
                        }
                    }
                }
                """),
            [
                ("1️⃣", "'DispatchQueue.global' is a Dispatch member that ViewGraph does not simulate yet"),
                ("2️⃣", "'DispatchQueue(…)' is an initializer that ViewGraph does not simulate yet"),
                ("3️⃣", "'DispatchWorkItem' is a Dispatch type that ViewGraph does not simulate yet"),
            ])
    }

    @Test("UIKit's haptics and app object are UIKit types not simulated yet, not names check cannot find")
    func uiKitTypes() {
        assertCheck(
            scenario(
                """
                struct Tapper: View {
                    var body: some View {
                        Button("Tap") {
                            1️⃣UIImpactFeedbackGenerator(style: .medium).impactOccurred()
                            2️⃣UIApplication.shared.open(URL(string: "https://example.com")!)
                        }
                    }
                }
                """),
            [
                ("1️⃣", "'UIImpactFeedbackGenerator' is a UIKit type that ViewGraph does not simulate yet"),
                ("2️⃣", "'UIApplication' is a UIKit type that ViewGraph does not simulate yet"),
            ])
    }

    @Test("JSON coding and NSError are reported by check, whatever holds the coder")
    func jsonCodingAndNSError() {
        assertCheck(
            scenario(
                """
                struct Item: Codable { var name: String }

                @Observable
                final class Store {
                    var items: [Item] = []
                    func save() throws -> Int {
                        let encoder = JSONEncoder()
                        let data = try encoder.1️⃣encode(items)
                        items = try JSONDecoder().2️⃣decode([Item].self, from: data)
                        throw 3️⃣NSError(domain: "Store", code: 1)
                    }
                }
                """),
            [
                ("1️⃣", "'JSONEncoder.encode' is a Foundation member that ViewGraph does not simulate yet"),
                ("2️⃣", "'JSONDecoder.decode' is a Foundation member that ViewGraph does not simulate yet"),
                ("3️⃣", "'NSError' is a Foundation type that ViewGraph does not simulate yet"),
            ])
    }

    @Test("Foundation and standard-library types apps reach for are 'not simulated yet', not 'cannot find'")
    func foundationTypesAppsUse() {
        assertCheck(
            scenario(
                """
                struct Banner: View {
                    var isPreview: Bool { 1️⃣ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" }
                    var title: String { (2️⃣NSString(string: "a") as String) + "\\(3️⃣Mirror(reflecting: 1).children.count)" }
                    var body: some View { Text(isPreview ? title : "live") }
                }
                """),
            [
                ("1️⃣", "'ProcessInfo' is a Foundation type that ViewGraph does not simulate yet"),
                ("2️⃣", "'NSString' is a Foundation type that ViewGraph does not simulate yet"),
                ("3️⃣", "'Mirror' is a standard-library type that ViewGraph does not simulate yet"),
            ])
    }

    @Test("a member of the scenario's own named like one (a model's result) is the scenario's")
    func declaredMemberNamedLikeANotSimulatedOne() {
        assertCheck(
            scenario(
                """
                struct Search { var result = "none" }
                struct Screen: View {
                    let search = Search()
                    var body: some View { Text(search.result) }
                }
                """),
            [])
    }

    @Test("onDelete and onMove take an IndexSet: simulated, so check reports nothing")
    func rowEditingModifiers() {
        assertCheck(
            scenario(
                """
                struct Inbox: View {
                    @State private var mails = ["Hi", "Lunch?"]
                    var body: some View {
                        List {
                            ForEach(mails, id: \\.self) { Text($0) }
                                .onDelete { mails.remove(atOffsets: $0) }
                                .onMove { mails.move(fromOffsets: $0, toOffset: $1) }
                        }
                    }
                }
                """),
            [])
    }

    @Test("GridItem, AnyShapeStyle and standard-library protocols in generic constraints are known")
    func gridItemsAndGenericConstraints() {
        assertCheck(
            scenario(
                """
                func total<S: Sequence>(_ s: S) -> Int where S.Element == Int { s.reduce(0, +) }
                func square<T: Numeric>(_ x: T) -> T { x * x }
                struct Gallery: View {
                    let columns = [GridItem(.adaptive(minimum: 80)), GridItem(.flexible())]
                    var body: some View {
                        LazyVGrid(columns: columns) { Text("\\(total([1, 2]) + square(3))") }
                            .background(AnyShapeStyle(.tint))
                    }
                }
                """),
            [])
    }

    @Test("an extension of a generic type sees the type's parameters (extension Stack { var top: Element? })")
    func genericParametersInExtensions() {
        assertCheck(
            scenario(
                """
                struct Stack<Element> {
                    var items: [Element] = []
                }
                extension Stack {
                    var top: Element? { items.last }
                    func peek() -> Element? { items.last }
                }
                """),
            [])
    }

    @Test("a cast to a generic parameter is reported: erased generics cannot decide it")
    func castToAGenericParameter() {
        assertCheck(
            scenario(
                """
                struct Cache {
                    var items: [Any] = [1, "two"]
                    func first<T>(of type: T.Type) -> T? {
                        for item in items { if let match = item as? 1️⃣T { return match } }
                        return nil
                    }
                    func holds<T>(_ type: T.Type) -> Bool { items.contains { $0 is 2️⃣T } }
                    func count() -> Int { items.filter { $0 is Int }.count }
                }
                """),
            [
                (
                    "1️⃣",
                    "a cast to the generic parameter 'T' is not simulated yet: generic code runs with its types erased, so the cast cannot be decided"
                ),
                (
                    "2️⃣",
                    "a cast to the generic parameter 'T' is not simulated yet: generic code runs with its types erased, so the cast cannot be decided"
                ),
            ])
    }

    @Test func typeNamesAreValidInAnnotationsOnly() {
        assertCheck(
            scenario(
                """
                struct Stop {
                    var at: TimeInterval = 0
                    var link: URL? = nil
                    func later() -> Double { at + 1 }
                }
                func make() -> Int { 1️⃣ISO8601DateFormatter().hashValue }
                """),
            [
                (
                    "1️⃣",
                    "'ISO8601DateFormatter' is a Foundation type that ViewGraph knows only by name: it can be written as a type, but its values are not simulated yet"
                )
            ])
    }

    @Test func aScenarioMethodOfTheSameNameIsNotTheModifier() {
        assertClean(
            scenario(
                """
                final class Presenter {
                    func sheet(isPresented: Bool) -> Bool { isPresented }
                }
                func show(_ p: Presenter) -> Bool { p.sheet(isPresented: true) }
                """))
    }

    @Test func notesSayWhatToWriteInstead() throws {
        let (_, diagnostics) = checkDiagnostics(
            scenario(
                "struct S: View {\n    var body: some View { ColorPicker(\"x\", selection: .constant(Color.red)) }\n}\n"
            ))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "'ColorPicker' is a SwiftUI view that ViewGraph does not simulate yet")
        #expect(diagnostic.notes.map(\.message).contains("instead: a Button that sets the colour"))
        #expect(diagnostic.group == .unsupported)
    }

    @Test func shadowedNamesAreTheScenarios() {
        assertClean(
            scenario(
                """
                func zip(_ a: Int, _ b: Int) -> Int { a + b }
                func total() -> Int { zip(1, 2) }
                """))
    }
}

extension CheckerNotSimulatedTests {
    @Test("a Timer made another way than scheduledTimer or publish is reported at check, not at run")
    func timersOtherThanTheSimulatedOnes() {
        assertCheck(
            scenario(
                """
                final class Clock {
                    var timer: Timer?
                    func start() {
                        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
                        let manual = 1️⃣Timer(timeInterval: 1, repeats: false) { _ in }
                        timer?.invalidate()
                        print(manual, Timer.2️⃣currentTimer)
                    }
                }
                """),
            [
                ("1️⃣", "'Timer(…)' is an initializer that ViewGraph does not simulate yet"),
                ("2️⃣", "'Timer.currentTimer' is a member that ViewGraph does not simulate yet"),
            ])
    }
}

extension CheckerNotSimulatedTests {
    @Test("a ViewModifier of plain values checks clean; one with state or an object is not simulated yet")
    func viewModifiers() {
        assertCheck(
            scenario(
                """
                @Observable final class Theme { var accent = 1 }
                struct CardStyle: ViewModifier {
                    var radius: Double = 12
                    func body(content: Content) -> some View { content.padding(radius) }
                }
                struct Pressed: ViewModifier {
                    1️⃣@State private var down = false
                    func body(content: Content) -> some View { content.opacity(down ? 0.5 : 1) }
                }
                struct Tinted: ViewModifier {
                    2️⃣let theme: Theme?
                    func body(content: Content) -> some View { content }
                }
                extension View {
                    func card() -> some View { modifier(CardStyle()) }
                }
                struct Badge: View {
                    var body: some View { Text("New").card().modifier(CardStyle(radius: 4)) }
                }
                """),
            [
                ("1️⃣", "a ViewModifier with a dynamic property ('@State') is not simulated yet"),
                ("2️⃣", "a ViewModifier that holds an object ('theme' of type 'Theme') is not simulated yet"),
            ])
    }
}

extension CheckerNotSimulatedTests {
    @Test("a member of a value whose type the expression says is checked, whatever the scenario declares")
    func membersOfLiteralsAndBuiltinInitializers() {
        assertCheck(
            scenario(
                """
                struct Item: Codable { let id: Int }
                final class Store {
                    func decode(_ json: String) throws -> Int {
                        let data = "[1]".1️⃣data(using: .utf8)
                        let items = try JSONDecoder().2️⃣decode([Item].self, from: data!)
                        return items.count
                    }
                }
                """),
            [
                ("1️⃣", "'String.data' is a Foundation member that ViewGraph does not simulate yet"),
                ("2️⃣", "'JSONDecoder.decode' is a Foundation member that ViewGraph does not simulate yet"),
            ])
    }
}

extension CheckerNotSimulatedTests {
    @Test("Task.sleep(until:clock:) is reported at check with the form to write instead")
    func sleepUntilAnInstant() {
        assertCheck(
            scenario(
                """
                final class Poller {
                    func wait() async throws {
                        try await Task.1️⃣sleep(until: .now + .seconds(1), clock: .continuous)
                        try await Task.sleep(for: .seconds(1))
                    }
                }
                """),
            [("1️⃣", "'Task.sleep(until:clock:)' is not simulated yet")])
    }
}

extension CheckerNotSimulatedTests {
    @Test("data(using:) on a property or a parameter is String's: reported unless the scenario declares a 'data'")
    func dataUsingOnAStoredString() {
        assertCheck(
            scenario(
                """
                final class Importer {
                    var json = "[1]"
                    func bytes(of text: String) -> Int {
                        let fromProperty = json.1️⃣data(using: .utf8)
                        let fromParameter = text.2️⃣data(using: .utf8)
                        return (fromProperty?.count ?? 0) + (fromParameter?.count ?? 0)
                    }
                }
                """),
            [
                ("1️⃣", "'String.data' is a Foundation member that ViewGraph does not simulate yet"),
                ("2️⃣", "'String.data' is a Foundation member that ViewGraph does not simulate yet"),
            ])
        let ownData = checkDiagnostics(
            scenario(
                """
                struct Payload { func data(using key: String) -> Int { key.count } }
                final class Sender {
                    let payload = Payload()
                    func size() -> Int { payload.data(using: "k") }
                }
                """))
        #expect(ownData.diagnostics.isEmpty, "\(ownData.described)")
    }
}

/// The fifteenth probe of app code (Scenarios/KNOWN-ENGINE-ISSUES.md, 156–): valid Swift that
/// `check` passed and `run` stopped on.
extension CheckerNotSimulatedTests {
    @Test("streams, clocks, calendars and older alerts that run would stop on are reported by check")
    func fifteenthProbeConstructs() {
        assertCheck(
            scenario(
                """
                actor Source { func next() -> Int? { nil } }
                final class Hub {
                    let 1️⃣(events, sink) = AsyncStream.makeStream(of: Int.self)
                }
                struct Screen: View {
                    @State private var shown = false
                    var body: some View {
                        Text("a")
                            .alert(isPresented: $shown) { 2️⃣Alert(title: Text("Hi")) }
                            .task {
                                let source = Source()
                                let a = 3️⃣AsyncStream { await source.next() }
                                let b = AsyncStream<Int>(4️⃣bufferingPolicy: .bufferingNewest(1)) { c in c.yield(1) }
                                let c = AsyncStream<Int>(bufferingPolicy: .unbounded) { c in c.yield(1) }
                                let d = AsyncStream<Int> { $0.yield(1) }
                                let clock = 5️⃣ContinuousClock()
                                let e = Calendar.current.6️⃣nextDate(after: .now, matching: DateComponents(hour: 7), matchingPolicy: .nextTime)
                                let f = Calendar.current.date(byAdding: .day, value: 1, to: .now)
                                let g = Calendar.current.7️⃣shortWeekdaySymbols
                                let h = Locale.current.identifier
                            }
                    }
                }
                """),
            [
                (
                    "1️⃣",
                    "a stored property that binds a pattern is not simulated yet; declare one name per 'let' or 'var'"
                ),
                ("2️⃣", "'Alert' is a SwiftUI type that ViewGraph does not simulate yet"),
                (
                    "3️⃣",
                    "'AsyncStream { … }' with a closure that takes no continuation is the unfolding form, which is not simulated yet"
                ),
                ("4️⃣", "'AsyncStream(bufferingPolicy:…)' is not simulated yet"),
                ("5️⃣", "'ContinuousClock(…)' is an initializer that ViewGraph does not simulate yet"),
                (
                    "6️⃣",
                    "'Calendar.nextDate' is a member that ViewGraph does not simulate yet"
                ),
                ("7️⃣", "'Calendar.shortWeekdaySymbols' is a member that ViewGraph does not simulate yet"),
            ])
    }

    @Test("an unlisted Calendar or UserDefaults member is reported through a local or a stored property that holds one")
    func listedBuiltinsThroughNames() {
        assertCheck(
            scenario(
                """
                struct Agenda: View {
                    private let calendar = Calendar.current
                    let store: UserDefaults
                    var body: some View {
                        let cal = Calendar(identifier: .gregorian)
                        let a = cal.1️⃣nextDate(after: .now, matching: DateComponents(hour: 7), matchingPolicy: .nextTime)
                        let b = calendar.2️⃣shortWeekdaySymbols
                        let c = self.store.3️⃣data(forKey: "k")
                        let d = cal.date(bySettingHour: 9, minute: 0, second: 0, of: .now)
                        let e = store.bool(forKey: "on")
                        Text("\\(a == nil) \\(b.count) \\(c == nil) \\(d == nil) \\(e)")
                    }
                    func shadowed(cal: [Int]) -> Int { cal.count }
                }
                """),
            [
                ("1️⃣", "'Calendar.nextDate' is a member that ViewGraph does not simulate yet"),
                ("2️⃣", "'Calendar.shortWeekdaySymbols' is a member that ViewGraph does not simulate yet"),
                ("3️⃣", "'UserDefaults.data' is a member that ViewGraph does not simulate yet"),
            ])
    }

    @Test("a Measurement's unsimulated members are reported through a local or a property holding one")
    func measurementMembersThroughNames() {
        assertCheck(
            scenario(
                """
                struct Weather: View {
                    let temperature: Measurement<UnitTemperature>
                    var body: some View {
                        let distance = Measurement(value: 5, unit: UnitLength.kilometers)
                        let miles = distance.1️⃣converted(to: .miles)
                        Text(temperature.2️⃣formatted())
                        Text("\\(distance.value) \\(miles.value)")
                    }
                }
                """),
            [
                ("1️⃣", "'Measurement.converted' is a member that ViewGraph does not simulate yet"),
                ("2️⃣", "'Measurement.formatted' is a Foundation member that ViewGraph does not simulate yet"),
            ])
    }
}

extension CheckerNotSimulatedTests {
    @Test("'UnicodeScalar' and 'Unicode.Scalar' are types not simulated yet, not names check cannot find")
    func unicodeScalars() {
        assertCheck(
            scenario(
                """
                struct Seat: View {
                    let row: Int
                    var body: some View {
                        Text(String(1️⃣UnicodeScalar(65 + row)!))
                        Text(String(Character(2️⃣Unicode.Scalar(66)!)))
                    }
                }
                """),
            [
                ("1️⃣", "'UnicodeScalar' is a standard-library type that ViewGraph does not simulate yet"),
                ("2️⃣", "'Unicode' is a standard-library type that ViewGraph does not simulate yet"),
            ])
    }

    @Test("Decimal's constants other than 'zero', and a cast to a type known only by name, are not simulated yet")
    func decimalConstantsAndNameOnlyCasts() {
        assertCheck(
            scenario(
                """
                struct Price: View {
                    let amount: Decimal
                    var body: some View {
                        Text("\\(Decimal.zero) \\(Decimal.1️⃣pi)")
                        Text("\\((amount as 2️⃣NSDecimalNumber).doubleValue)")
                        Text("\\(Double(truncating: amount as NSNumber))")
                    }
                }
                """),
            [
                ("1️⃣", "'Decimal.pi' is a member that ViewGraph does not simulate yet"),
                (
                    "2️⃣",
                    "'NSDecimalNumber' is a Foundation type that ViewGraph knows only by name: it can be written as a type, but its values are not simulated yet"
                ),
            ])
    }

    @Test("A view's property named bare in a step is suggested through its view")
    func viewPropertyNamedBareInAStep() {
        assertCheck(
            """
            scenario "Test" {}
            struct Shop: View {
                @State private var itemCount = 0
                var body: some View { Text("\\(itemCount)") }
            }
            app { Shop() }
            step "read" {
                expect 1️⃣itemCount == 0
            }
            """,
            [("1️⃣", "cannot find 'itemCount' in scope; did you mean 'Shop.itemCount'?")])
    }

    @Test("shapes, option sets, literal protocols and SwiftData's names are 'not simulated yet' at check, not unknown")
    func appleNamesAppsWriteAreNotSimulatedYet() {
        assertCheck(
            scenario(
                """
                struct Triangle: 1️⃣Shape {
                    func path(in rect: CGRect) -> Path { 3️⃣Path() }
                }
                struct Weekdays: 4️⃣OptionSet { let rawValue: Int }
                struct Tags: 5️⃣ExpressibleByArrayLiteral {
                    init(arrayLiteral elements: String...) {}
                }
                """),
            [
                ("1️⃣", "'Shape' is a SwiftUI protocol that ViewGraph does not simulate yet"),
                ("3️⃣", "'Path' is a SwiftUI type that ViewGraph does not simulate yet"),
                ("4️⃣", "'OptionSet' is a standard-library protocol that ViewGraph does not simulate yet"),
                (
                    "5️⃣",
                    "'ExpressibleByArrayLiteral' is a standard-library protocol that ViewGraph does not simulate yet"
                ),
            ])
        assertCheck(
            scenario(
                """
                1️⃣@Model final class Item { var name = "" }
                struct Items: View {
                    2️⃣@Query var items: [Item]
                    @Environment(\\.3️⃣modelContext) private var context
                    var body: some View { Text("a") }
                }
                """),
            [
                ("1️⃣", "'@Model' is a SwiftData attribute that ViewGraph does not simulate yet"),
                ("2️⃣", "'@Query' is a SwiftData property wrapper that ViewGraph does not simulate yet"),
                ("3️⃣", "'\\.modelContext' is a SwiftData environment value that ViewGraph does not simulate yet"),
            ])
        // Generic constraints on collections, and the scene phase's type, are known by name.
        assertClean(
            scenario(
                """
                func middle<C: RandomAccessCollection>(_ items: C) -> Int { 0 }
                func label(_ phase: ScenePhase) -> String { phase == .active ? "on" : "off" }
                """))
    }

    @Test("a generic parameter used as a value is allowed where an argument or stored property shows it")
    func genericParametersAsValues() {
        assertCheck(
            scenario(
                """
                func count<T: CaseIterable>(of: T.Type) -> Int { T.allCases.count }
                func first<T: CaseIterable>(in items: [T]) -> Int { T.allCases.count }
                func make<T: CaseIterable>() -> Int { 1️⃣T.allCases.count }
                struct Picker2<T: CaseIterable>: View {
                    @Binding var selection: T
                    var body: some View { Text("\\(T.allCases.count)") }
                }
                extension Picker2 { var total: Int { T.allCases.count } }
                protocol Shelf { associatedtype Item }
                extension Shelf { var kind: String { "\\(2️⃣Item.self)" } }
                """),
            [
                (
                    "1️⃣",
                    "the generic parameter 'T' is used as a value, which is not simulated yet here: no parameter or stored property of this declaration holds a 'T' to read its type from"
                ),
                (
                    "2️⃣",
                    "the generic parameter 'Item' is used as a value, which is not simulated yet here: no parameter or stored property of this declaration holds a 'Item' to read its type from"
                ),
            ])
    }
}
