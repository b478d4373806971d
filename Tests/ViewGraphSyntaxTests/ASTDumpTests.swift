import Testing
import ViewGraphDiagnostics
import ViewGraphTestSupport

@testable import ViewGraphSyntax

/// The AST dump as the assertion surface for representative constructs.
@Suite("AST dump")
struct ASTDumpTests {
    @Test func scenarioCostsAndApp() {
        assertStringsEqualWithDiff(
            dump(
                """
                scenario "Title" {
                    display 120Hz
                    visibleRows 10
                }
                costs {
                    MeasurementFormatter() = 1.2ms  body = 0.02ms
                }
                app {
                    let store = TrailStore()
                    TrailList()
                        .environment(store)
                }
                """),
            """
            ScenarioFile
            ├─ Scenario "Title" 1:1
            │  ├─ Setting display 2:5
            │  │  └─ Frequency 120.0Hz 2:13
            │  └─ Setting visibleRows 3:5
            │     └─ Int 10 3:17
            ├─ Costs 5:1
            │  ├─ CostEntry 6:5
            │  │  ├─ Call 6:5
            │  │  │  └─ Identifier MeasurementFormatter 6:5
            │  │  └─ Duration 0.0012s 6:30
            │  └─ CostEntry 6:37
            │     ├─ Identifier body 6:37
            │     └─ Duration 2e-05s 6:44
            └─ App 8:1
               ├─ Let store 9:5
               │  └─ Call 9:17
               │     └─ Identifier TrailStore 9:17
               └─ Call 10:5
                  ├─ Member .environment 11:10
                  │  └─ Call 10:5
                  │     └─ Identifier TrailList 10:5
                  └─ Identifier store 11:22

            """)
    }

    @Test func stepActionsAndAssertions() {
        assertStringsEqualWithDiff(
            dump(
                """
                step "Go" {
                    tap FruitList/Button("Add")
                    scroll List to 8
                    wait 1s
                    every 100ms for 1s {
                        clock.tick += 1
                    }
                    frames 5
                    MailboxList.viewModel.unreadCount += 1
                    expect bodies == [TrailRow[1], ItemRow(title: "Eggs")]
                    expect bodies(TrailRow) == 4
                    expect created == 3
                    expect frames == 10
                    expect finding broad-observable-read on Dashboard
                    expect no findings
                    expect hitch
                    expect no hitch
                    expect FruitRow[2].isExpanded == true
                }
                """),
            """
            ScenarioFile
            └─ Step "Go" 1:1
               ├─ Tap 2:5
               │  └─ ViewRef FruitList/Button 2:9
               │     └─ Button(title)
               │        └─ String "Add" 2:26
               ├─ Scroll 3:5
               │  ├─ ViewRef List 3:12
               │  └─ to
               │     └─ Int 8 3:20
               ├─ Wait 4:5
               │  └─ Duration 1.0s 4:10
               ├─ Every 5:5
               │  ├─ interval
               │  │  └─ Duration 0.1s 5:11
               │  ├─ for
               │  │  └─ Duration 1.0s 5:21
               │  └─ body
               │     └─ Assign += 6:9
               │        ├─ Member .tick 6:15
               │        │  └─ Identifier clock 6:9
               │        └─ Int 1 6:23
               ├─ Frames 8:5
               │  └─ Int 5 8:12
               ├─ Assign += 9:5
               │  ├─ Member .unreadCount 9:27
               │  │  └─ Member .viewModel 9:17
               │  │     └─ Identifier MailboxList 9:5
               │  └─ Int 1 9:42
               ├─ Expect bodies == [2] 10:5
               │  ├─ ViewRef TrailRow 10:23
               │  │  └─ TrailRow[id]
               │  │     └─ Int 1 10:32
               │  └─ ViewRef ItemRow 10:36
               │     └─ ItemRow(properties)
               │        └─ Arg title:
               │           └─ String "Eggs" 10:51
               ├─ Expect count bodies(TrailRow) 11:5
               │  └─ Int 4 11:32
               ├─ Expect count created 12:5
               │  └─ Int 3 12:23
               ├─ Expect frames 13:5
               │  └─ Int 10 13:22
               ├─ Expect finding broad-observable-read 14:20
               │  └─ ViewRef Dashboard 14:45
               ├─ Expect no findings 15:5
               ├─ Expect hitch 16:5
               ├─ Expect no hitch 17:5
               └─ Expect condition 18:5
                  └─ Binary == 18:12
                     ├─ Member .isExpanded 18:24
                     │  └─ Subscript 18:12
                     │     ├─ Identifier FruitRow 18:12
                     │     └─ Int 2 18:21
                     └─ Bool true 18:38

            """)
    }

    /// `scene .background` is the system's action; `scene.phase` with no space is a statement
    /// about a value named `scene`; `refresh REF` pulls a list.
    @Test func sceneActionAndAStatementNamedScene() {
        assertStringsEqualWithDiff(
            dump(
                """
                step "Leave" {
                    scene .background
                    scene.phase = 1
                    refresh Inbox/List
                }
                """),
            """
            ScenarioFile
            └─ Step "Leave" 1:1
               ├─ Scene .background 2:5
               ├─ Assign = 3:5
               │  ├─ Member .phase 3:11
               │  │  └─ Identifier scene 3:5
               │  └─ Int 1 3:19
               └─ Refresh 4:5
                  └─ ViewRef Inbox/List 4:13

            """)
    }

    @Test func viewWithPropertyWrappersAndModifiers() {
        assertStringsEqualWithDiff(
            dump(
                """
                struct TrailRow: View, Equatable {
                    @Environment(\\.tick) private var tick
                    @State private var count = 0
                    let trail: Trail

                    var body: some View {
                        Button {
                            count += 1
                        } label: {
                            Text("\\(trail.name) \\(count)")
                                .font(.headline)
                        }
                    }
                }
                """),
            """
            ScenarioFile
            └─ Struct TrailRow: View, Equatable 1:1
               ├─ Var tick [@Environment(…) private] 2:5
               │  └─ Attribute @Environment 2:5
               │     └─ KeyPath \\.tick 2:18
               ├─ Var count [@State private] 3:5
               │  └─ Int 0 3:32
               ├─ Let trail: Trail 4:5
               └─ Var body: some View 6:5
                  └─ Getter 6:25
                     └─ Call 7:9
                        ├─ Identifier Button 7:9
                        ├─ TrailingClosure
                        │  └─ Closure 7:16
                        │     └─ Assign += 8:13
                        │        ├─ Identifier count 8:13
                        │        └─ Int 1 8:22
                        └─ TrailingClosure label:
                           └─ Closure 9:18
                              └─ Call 10:13
                                 ├─ Member .font 11:18
                                 │  └─ Call 10:13
                                 │     ├─ Identifier Text 10:13
                                 │     └─ String "\\\\(…) \\\\(…)" 10:18
                                 │        ├─ Member .name 10:27
                                 │        │  └─ Identifier trail 10:21
                                 │        └─ Identifier count 10:35
                                 └─ ImplicitMember .headline 11:23

            """)
    }

    @Test func declarationsAndStatements() {
        assertStringsEqualWithDiff(
            dump(
                """
                enum Action: Equatable {
                    case tick(Rate), reset
                    case named(label: String) 
                }
                @Observable
                final class Store {
                    private(set) var state = State()
                    @ObservationIgnored private var ticks = 0
                    init?(seed: Int) {
                        ticks = seed
                    }
                    static func == (lhs: Self, rhs: Self) -> Bool { true }
                    private func reduce(into state: inout State, action: Action) {
                        switch action {
                        case .tick(let rate) where rate.value > 1:
                            state.rates[rate.pair] = rate
                        case let .named(label):
                            print(label)
                        default:
                            break
                        }
                        for (i, x) in state.items.enumerated() where i > 0 {
                            guard let y = x.value else { continue }
                            if case .some(let z) = y, z > 1 { return }
                        }
                    }
                }
                """),
            """
            ScenarioFile
            ├─ Enum Action: Equatable 1:1
            │  ├─ Case tick(Rate), reset 2:5
            │  └─ Case named(label: String) 3:5
            └─ Class Store [@Observable final] 5:1
               ├─ Var state [private(set)] 7:5
               │  └─ Call 7:30
               │     └─ Identifier State 7:30
               ├─ Var ticks [@ObservationIgnored private] 8:5
               │  └─ Int 0 8:45
               ├─ Init?(seed: Int) 9:5
               │  └─ Assign = 10:9
               │     ├─ Identifier ticks 10:9
               │     └─ Identifier seed 10:17
               ├─ Func ==(lhs: Self, rhs: Self) -> Bool [static] 12:5
               │  └─ Bool true 12:53
               └─ Func reduce(into state: inout State, action: Action) [private] 13:5
                  ├─ Switch 14:9
                  │  ├─ Identifier action 14:16
                  │  ├─ Case .tick(let rate) 15:9
                  │  │  ├─ Where
                  │  │  │  └─ Binary > 15:36
                  │  │  │     ├─ Member .value 15:41
                  │  │  │     │  └─ Identifier rate 15:36
                  │  │  │     └─ Int 1 15:49
                  │  │  └─ Assign = 16:13
                  │  │     ├─ Subscript 16:13
                  │  │     │  ├─ Member .rates 16:19
                  │  │     │  │  └─ Identifier state 16:13
                  │  │     │  └─ Member .pair 16:30
                  │  │     │     └─ Identifier rate 16:25
                  │  │     └─ Identifier rate 16:38
                  │  ├─ Case let .named(label) 17:9
                  │  │  └─ Call 18:13
                  │  │     ├─ Identifier print 18:13
                  │  │     └─ Identifier label 18:19
                  │  └─ Default 19:9
                  │     └─ Break 20:13
                  └─ ForIn (i, x) 22:9
                     ├─ Call 22:23
                     │  └─ Member .enumerated 22:35
                     │     └─ Member .items 22:29
                     │        └─ Identifier state 22:23
                     ├─ Where
                     │  └─ Binary > 22:54
                     │     ├─ Identifier i 22:54
                     │     └─ Int 0 22:58
                     └─ Body
                        ├─ Guard 23:13
                        │  ├─ OptionalBinding let y 23:23
                        │  │  └─ Member .value 23:29
                        │  │     └─ Identifier x 23:27
                        │  └─ Else
                        │     └─ Continue 23:42
                        └─ If 24:13
                           ├─ CasePattern .some(let z)
                           │  └─ Identifier y 24:36
                           ├─ Condition
                           │  └─ Binary > 24:39
                           │     ├─ Identifier z 24:39
                           │     └─ Int 1 24:43
                           └─ Then
                              └─ Return 24:47

            """)
    }

    @Test func expressionsAndPrecedence() {
        assertStringsEqualWithDiff(
            dump(
                """
                app {
                    let a = x + y * 2 == 7 && !done || z ?? 0 < 3
                    let b = flag ? -1 : items.count - 1
                    let c = 1...12
                    let d = (1...40).map { Trail(id: $0) }
                    let e = xs.sorted(by: >)
                    let f = { [weak self] (a: Int, b) -> Int in a }
                    let g = [:]
                    let h = \\Trail.name
                    let i = opt?.value!
                    let j = v as? Int
                }
                """),
            """
            ScenarioFile
            └─ App 1:1
               ├─ Let a 2:5
               │  └─ Binary || 2:13
               │     ├─ Binary && 2:13
               │     │  ├─ Binary == 2:13
               │     │  │  ├─ Binary + 2:13
               │     │  │  │  ├─ Identifier x 2:13
               │     │  │  │  └─ Binary * 2:17
               │     │  │  │     ├─ Identifier y 2:17
               │     │  │  │     └─ Int 2 2:21
               │     │  │  └─ Int 7 2:26
               │     │  └─ Prefix ! 2:31
               │     │     └─ Identifier done 2:32
               │     └─ Binary < 2:40
               │        ├─ Binary ?? 2:40
               │        │  ├─ Identifier z 2:40
               │        │  └─ Int 0 2:45
               │        └─ Int 3 2:49
               ├─ Let b 3:5
               │  └─ Ternary 3:13
               │     ├─ Identifier flag 3:13
               │     ├─ Prefix - 3:20
               │     │  └─ Int 1 3:21
               │     └─ Binary - 3:25
               │        ├─ Member .count 3:31
               │        │  └─ Identifier items 3:25
               │        └─ Int 1 3:39
               ├─ Let c 4:5
               │  └─ Binary ... 4:13
               │     ├─ Int 1 4:13
               │     └─ Int 12 4:17
               ├─ Let d 5:5
               │  └─ Call 5:13
               │     ├─ Member .map 5:22
               │     │  └─ Binary ... 5:13
               │     │     ├─ Int 1 5:14
               │     │     └─ Int 40 5:18
               │     └─ TrailingClosure
               │        └─ Closure 5:26
               │           └─ Call 5:28
               │              ├─ Identifier Trail 5:28
               │              └─ Arg id:
               │                 └─ ClosureArgument $0 5:38
               ├─ Let e 6:5
               │  └─ Call 6:13
               │     ├─ Member .sorted 6:16
               │     │  └─ Identifier xs 6:13
               │     └─ Arg by:
               │        └─ Identifier > 6:27
               ├─ Let f 7:5
               │  └─ Closure captures=[self] params=(a: Int, b) -> Int 7:13
               │     └─ Identifier a 7:49
               ├─ Let g 8:5
               │  └─ Dictionary 8:13
               ├─ Let h 9:5
               │  └─ KeyPath \\Trail.name 9:13
               ├─ Let i 10:5
               │  └─ ForceUnwrap 10:13
               │     └─ Member .value 10:18
               │        └─ OptionalChain 10:13
               │           └─ Identifier opt 10:13
               └─ Let j 11:5
                  └─ TypeCast as? Int 11:13
                     └─ Identifier v 11:13

            """)
    }

    /// Generic parameters, `where` clauses, effects, observers, getter effects, `deinit`,
    /// an actor and a protocol with its requirements: Swift the tree holds although the
    /// checker reports it (it parses with no diagnostics).
    @Test func genericsEffectsObserversProtocolsActorsAndDeinit() {
        assertStringsEqualWithDiff(
            dump(
                """
                actor Cache<Key: Hashable, Value> where Key: Sendable, Value == Int {
                    var hits = 0 {
                        willSet { print(newValue) }
                        didSet(old) { print(old) }
                    }
                    var x: Int {
                        get async throws { 1 }
                    }
                    func load<T>(_ key: Key, as: T) async throws(LoadError) -> T where T: Codable {
                        await work()
                    }
                    init<S: Sequence>(_ s: S) rethrows {}
                    deinit {
                        print("bye")
                    }
                }
                protocol Named: Identifiable where ID == Int {
                    associatedtype Item: Equatable = Int
                    var name: String { get }
                    static var shared: Self { get set }
                    func rename(to name: String) async throws
                    init(name: String)
                    subscript(i: Int) -> Int { get }
                }
                """),
            """
            ScenarioFile
            ├─ Actor Cache<Key: Hashable, Value> 1:1
            │  ├─ Where Key: Sendable, Value == Int 1:35
            │  ├─ Var hits 2:5
            │  │  ├─ Int 0 2:16
            │  │  ├─ WillSet(newValue) 3:9
            │  │  │  └─ Call 3:19
            │  │  │     ├─ Identifier print 3:19
            │  │  │     └─ Identifier newValue 3:25
            │  │  └─ DidSet(old) 4:9
            │  │     └─ Call 4:23
            │  │        ├─ Identifier print 4:23
            │  │        └─ Identifier old 4:29
            │  ├─ Var x: Int 6:5
            │  │  └─ Getter async throws 6:16
            │  │     └─ Int 1 7:28
            │  ├─ Func load<T>(_ key: Key, as: T) async throws(LoadError) -> T 9:5
            │  │  ├─ Where T: Codable 9:66
            │  │  └─ Await 10:9
            │  │     └─ Call 10:15
            │  │        └─ Identifier work 10:15
            │  ├─ Init<S: Sequence>(_ s: S) rethrows 12:5
            │  └─ Deinit 13:5
            │     └─ Call 14:9
            │        ├─ Identifier print 14:9
            │        └─ String "bye" 14:15
            └─ Protocol Named: Identifiable 17:1
               ├─ Where ID == Int 17:30
               ├─ AssociatedType Item: Equatable = Int 18:5
               ├─ PropertyRequirement name: String { get } 19:5
               ├─ PropertyRequirement shared: Self { get set } [static] 20:5
               ├─ Func rename(to name: String) async throws 21:5
               ├─ Init(name: String) 22:5
               └─ UnparsedRequirement 23:5

            """)
    }

    /// `async let`, `await`, `try`/`try?`/`try!` (covering the expression to their right),
    /// closure and function-type effects, `do`/`catch` with patterns and `where`, `throw`,
    /// `defer`, `repeat`/`while` and `fallthrough`.
    @Test func awaitTryDoCatchDeferRepeatAndFallthrough() {
        assertStringsEqualWithDiff(
            dump(
                """
                func run(_ f: (Int) async throws -> Void) {
                    async let a = fetch()
                    let b = try? await fetch() + 1
                    let c = (try! decode())
                    let g = { (x: Int) async throws -> Int in try x }
                    do {
                        try step()
                    } catch ParseError.empty, ParseError.bad where retries > 0 {
                        throw ParseError.bad
                    } catch {
                        print(error)
                    }
                    defer { cleanup() }
                    repeat {
                        n -= 1
                    } while n > 0
                    switch n {
                    case 0: fallthrough
                    default: break
                    }
                }
                """),
            """
            ScenarioFile
            └─ Func run(_ f: (Int) async throws -> Void) 1:1
               ├─ Let a [async] 2:5
               │  └─ Call 2:19
               │     └─ Identifier fetch 2:19
               ├─ Let b 3:5
               │  └─ Try? 3:13
               │     └─ Await 3:18
               │        └─ Binary + 3:24
               │           ├─ Call 3:24
               │           │  └─ Identifier fetch 3:24
               │           └─ Int 1 3:34
               ├─ Let c 4:5
               │  └─ Try! 4:14
               │     └─ Call 4:19
               │        └─ Identifier decode 4:19
               ├─ Let g 5:5
               │  └─ Closure params=(x: Int) effects=async throws -> Int 5:13
               │     └─ Try 5:47
               │        └─ Identifier x 5:51
               ├─ Do 6:5
               │  ├─ Body
               │  │  └─ Try 7:9
               │  │     └─ Call 7:13
               │  │        └─ Identifier step 7:13
               │  ├─ Catch ParseError.empty, ParseError.bad 8:7
               │  │  ├─ Where
               │  │  │  └─ Binary > 8:52
               │  │  │     ├─ Identifier retries 8:52
               │  │  │     └─ Int 0 8:62
               │  │  └─ Throw 9:9
               │  │     └─ Member .bad 9:26
               │  │        └─ Identifier ParseError 9:15
               │  └─ Catch 10:7
               │     └─ Call 11:9
               │        ├─ Identifier print 11:9
               │        └─ Identifier error 11:15
               ├─ Defer 13:5
               │  └─ Call 13:13
               │     └─ Identifier cleanup 13:13
               ├─ RepeatWhile 14:5
               │  ├─ Body
               │  │  └─ Assign -= 15:9
               │  │     ├─ Identifier n 15:9
               │  │     └─ Int 1 15:14
               │  └─ Condition
               │     └─ Binary > 16:13
               │        ├─ Identifier n 16:13
               │        └─ Int 0 16:17
               └─ Switch 17:5
                  ├─ Identifier n 17:12
                  ├─ Case <expr 18:10> 18:5
                  │  ├─ Int 0 18:10
                  │  └─ Fallthrough 18:13
                  └─ Default 19:5
                     └─ Break 19:14

            """)
    }
}
