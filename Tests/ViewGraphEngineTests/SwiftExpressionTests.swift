import Testing
import ViewGraphEngine

/// Swift semantics that app code leans on without spelling them out: `if`/`switch` as the
/// value of a body (SE-0380), literals typed by their context, one-sided range patterns,
/// and a memberwise initializer's nil default for an optional `var`. Each printed value
/// is what Swift prints for the same code.
@Suite("Swift expressions as apps write them")
struct SwiftExpressionTests {
    @Test("a getter, function or closure whose body is one switch or if…else returns the branch's value")
    func branchExpressions() throws {
        let output = try printedByStep(
            """
            print(Mood.sad.emoji, Mood.happy.emoji, label(on: true), label(on: false))
            print([1, -2, 0].map { n in if n > 0 { "+" } else if n < 0 { "-" } else { "0" } })
            print(grade(85), grade(40))
            """,
            declarations: """
                enum Mood {
                    case happy, sad
                    var emoji: String {
                        switch self {
                        case .happy: "smile"
                        case .sad: "frown"
                        }
                    }
                }
                func label(on: Bool) -> String {
                    if on { "On" } else { "Off" }
                }
                func grade(_ score: Int) -> String {
                    switch score {
                    case 80...:
                        if score >= 90 { "A" } else { "B" }
                    default:
                        "C"
                    }
                }
                """)
        #expect(output == ["frown smile On Off", #"["+", "-", "0"]"#, "B C"])
    }

    @Test("an if without else in a Void function still runs as a statement")
    func ifStatementStaysAStatement() throws {
        let output = try printedByStep(
            "let log = Log()\nlog.note(true)\nlog.note(false)\nprint(log.lines)",
            declarations: """
                final class Log {
                    var lines: [String] = []
                    func note(_ flag: Bool) {
                        if flag { lines.append("yes") }
                    }
                }
                """)
        #expect(output == [#"["yes"]"#])
    }

    @Test("the literals of an arithmetic expression take the type its context expects")
    func literalsTypedByContext() throws {
        let output = try printedByStep(
            "let ratio: Double = 1 / 4\nlet half: Double = 3 / 2 + 1\nlet n = 7 / 2\nprint(ratio, half, n, Box().share)",
            declarations: "struct Box { let share: Double = 1 / 8 }")
        #expect(output == ["0.25 2.5 3 0.125"])
    }

    @Test("one-sided and Double ranges match as case patterns")
    func rangePatterns() throws {
        let output = try printedByStep(
            """
            print(label(-5), label(10), label(30), label(20))
            print(level(0.2), level(0.7))
            """,
            declarations: """
                func label(_ t: Int) -> String {
                    switch t {
                    case ..<0: return "freezing"
                    case 0..<20: return "mild"
                    case 20...: return "hot"
                    default: return "unreachable"
                    }
                }
                func level(_ x: Double) -> String {
                    switch x {
                    case 0.0..<0.5: return "low"
                    default: return "high"
                    }
                }
                """)
        #expect(output == ["freezing mild hot hot", "low high"])
    }

    @Test("a memberwise initializer leaves an optional var out as nil, but not an optional let")
    func memberwiseOptionalDefault() throws {
        let output = try printedByStep(
            """
            let ada = Person(id: 1, name: "Ada")
            let grace = Person(id: 2, name: "Grace", nickname: "Amazing")
            print(ada.nickname == nil, grace.nickname ?? "-")
            """,
            declarations: """
                struct Person {
                    let id: Int
                    var name: String
                    var nickname: String?
                }
                """)
        #expect(output == ["true Amazing"])
        #expect(
            stepError("let p = Pair(first: 1)", "struct Pair { let first: Int; let second: Int? }")?.message
                == "missing argument for parameter 'second:' in call to 'Pair'")
    }

    @Test("a key path is a function where a closure is expected (SE-0249)")
    func keyPathsAsFunctions() throws {
        let output = try printedByStep(
            """
            let items = [Item(name: "A", done: true), Item(name: "B", done: false)]
            print(items.filter(\\.done).count, items.map(\\.name), items.contains(where: \\.done))
            print(items.first(where: \\.done)?.name ?? "-", items.allSatisfy(\\.done))
            """,
            declarations: "struct Item { var name: String; var done: Bool }")
        #expect(output == [#"1 ["A", "B"] true"#, "A false"])
    }

    @Test("joined() flattens an array of arrays and joins strings")
    func joined() throws {
        let output = try printedByStep(
            #"print([[1], [2, 3]].joined().count, Array([[1], [2, 3]].joined()), ["a", "b"].joined(separator: "-"))"#)
        #expect(output == ["3 [1, 2, 3] a-b"])
    }

    @Test("R5.1: a view's method passed as an action writes that view's @State when it runs")
    func methodReferenceAsAction() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct CounterView: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text("\\(count)")
                        Button("Add", action: increment)
                    }
                    .onAppear(perform: appeared)
                }
                private func increment() { count += 1 }
                private func appeared() { print("appeared at \\(count)") }
            }
            app { CounterView() }
            step "tap" {
                tap CounterView/Button("Add")
                expect bodies == [CounterView]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.steps[0].printed == ["appeared at 0"])
        let row = harness.simulation.viewsInTreeOrder.first { $0.displayName == "CounterView" }
        #expect(row?.states["count"].map { "\($0.value)" } == "int(1)")
    }

    @Test("reduce(into:) updates its inout accumulator in place; $0 of other closures stays a let")
    func reduceInto() throws {
        let output = try printedByStep(
            """
            let words = ["a", "b", "a"]
            let counts = words.reduce(into: [:]) { $0[$1, default: 0] += 1 }
            let lengths = words.reduce(into: [Int]()) { total, word in total.append(word.count) }
            print(counts["a"] ?? 0, counts["b"] ?? 0, lengths, words.reduce(0) { $0 + $1.count })
            """)
        #expect(output == ["2 1 [1, 1, 1] 3"])
        #expect(
            stepError("let x = [1].map { $0 += 1 }")?.message == "cannot assign to value: '$0' is a 'let' constant")
    }

    @Test("print and interpolation use a CustomStringConvertible type's own description")
    func customDescription() throws {
        let output = try printedByStep(
            #"print(Level.hard, Point(), "at \(Point())", String(describing: Level.hard), Plain())"#,
            declarations: """
                enum Level: String, CustomStringConvertible {
                    case hard
                    var description: String { "Level " + rawValue.uppercased() }
                }
                struct Point {
                    var x = 1, y = 2
                }
                extension Point: CustomStringConvertible {
                    var description: String { "(\\(x), \\(y))" }
                }
                struct Plain { var x = 1 }
                """)
        #expect(output == ["Level HARD (1, 2) at (1, 2) Level HARD Plain(x: 1)"])
    }

    @Test("implicit members take their type from a return type, a default argument, .init and a collection's elements")
    func implicitMembersInContext() throws {
        let output = try printedByStep(
            """
            print(Phase.running.toggled(), Screen().settings.name, [Theme.ocean].contains(.ocean))
            let t: Theme = .init(accent: "red")
            var themes: [Theme] = [.ocean]
            themes.append(.ocean)
            print(t.accent, themes.count, themes.firstIndex(of: .ocean) ?? -1, pick().accent)
            """,
            declarations: """
                enum Phase {
                    case running, paused
                    func toggled() -> Phase {
                        if self == .running { return .paused }
                        return .running
                    }
                }
                struct Theme: Equatable {
                    var accent: String
                    static let ocean = Theme(accent: "blue")
                }
                func pick() -> Theme {
                    return .ocean
                }
                final class Settings {
                    static let shared = Settings()
                    let name = "shared"
                }
                struct Screen {
                    let settings: Settings
                    init(settings: Settings = .shared) { self.settings = settings }
                }
                """)
        #expect(output == ["paused shared true", "red 2 0 blue"])
    }

    @Test("members app code calls on strings, arrays and integers")
    func commonMembers() throws {
        let output = try printedByStep(
            #"""
            print("  hi \n".trimmingCharacters(in: .whitespacesAndNewlines), "[" + " a ".trimmingCharacters(in: .whitespaces) + "]")
            print("a,b,,c".components(separatedBy: ","), "a-b-a".replacingOccurrences(of: "a", with: "x"))
            let words = ["pear", "fig", "banana", "kiwi"]
            print(words.max(by: { $0.count < $1.count }) ?? "-", words.min(by: { $0.count < $1.count }) ?? "-")
            print(words.last(where: { $0.count == 4 }) ?? "-", words.lastIndex(of: "fig") ?? -1, [[1], [2, 3]].flatMap { $0 })
            var total = 0
            words.forEach { total += $0.count }
            print(total, 12.isMultiple(of: 4), 7.isMultiple(of: 2), 0.isMultiple(of: 0))
            let code = "SWIFT-6"
            print(code.prefix(5), code.suffix(1), code.dropFirst(), code.dropLast(2), code.prefix(5) == "SWIFT")
            """#)
        #expect(
            output == [
                "hi [a]", #"["a", "b", "", "c"] x-b-x"#, "banana fig", "kiwi 1 [1, 2, 3]", "17 true false true",
                "SWIFT 6 WIFT-6 SWIFT true",
            ])
        #expect(
            stepError(#"let s = "ab".prefix(-1)"#)?.message
                == "Can't take a prefix of negative length from a collection")
    }

    @Test("operators a type declares; Comparable's >, <= and >= from its <; an enum's synthesized Comparable")
    func declaredOperatorsAndComparable() throws {
        let output = try printedByStep(
            """
            let jobs = [Job(id: 1, priority: .high), Job(id: 2, priority: .low), Job(id: 3, priority: .medium)]
            print(jobs.sorted { $0.priority < $1.priority }.map { $0.id }, Priority.low < .high, Priority.high >= .medium)
            print([Priority.medium, .high, .low].sorted(), [.low, Priority.high].max() ?? .low)
            print(Size.small(3) < .small(5), Size.large(1) > .small(9), Size.small(2) <= .small(2))
            let total = Money(cents: 150) + Money(cents: 250)
            print(total.cents, total > Money(cents: 10), [Money(cents: 5), Money(cents: 2)].min()?.cents ?? 0)
            """,
            declarations: """
                enum Priority: Comparable { case low, medium, high }
                enum Size: Comparable { case small(Int), large(Int) }
                struct Money: Comparable {
                    var cents: Int
                    static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }
                    static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
                }
                struct Job { let id: Int; var priority: Priority }
                """)
        #expect(
            output == ["[2, 3, 1] true true", "[low, medium, high] high", "true true true", "400 true 2"])
        // Without `Comparable`, an enum has no order: Swift rejects the comparison.
        #expect(
            stepError("print(Mood.calm < .busy)", "enum Mood { case calm, busy }")?.message.hasPrefix(
                "binary operator '<' cannot be applied") == true)
    }

    @Test(
        "a CustomStringConvertible value prints its description inside arrays, dictionaries, tuples, structs and enums")
    func nestedCustomDescriptions() throws {
        let output = try printedByStep(
            """
            print([Temp(c: 20)], ["k": Temp(c: 1)])
            print(Box(t: Temp(c: 2), n: 1), (Temp(c: 3), 1), Reading.at(Temp(c: 4)))
            print("\\([Temp(c: 6)])", String(describing: [Temp(c: 7)]))
            """,
            declarations: """
                struct Temp: CustomStringConvertible {
                    var c: Double
                    var description: String { "\\(c)°C" }
                }
                struct Box { var t: Temp; var n: Int }
                enum Reading { case at(Temp) }
                """)
        // As this toolchain's own `print` shows them.
        #expect(output == [#"[20.0°C] ["k": 1.0°C]"#, "Box(t: 2.0°C, n: 1) (3.0°C, 1) at(4.0°C)", "[6.0°C] [7.0°C]"])
    }
}
