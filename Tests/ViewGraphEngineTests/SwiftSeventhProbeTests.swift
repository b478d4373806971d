import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Model Swift from the sixth probe of app-style files (Scenarios/KNOWN-ENGINE-ISSUES.md,
/// "Fixed", 97–) that stopped `run` or printed something else. Each printed expectation is
/// what this toolchain's `swiftc` prints for the same code.
@Suite("Swift app code: enum initializers, typed defaults, ranges and sequences")
struct SwiftSeventhProbeTests {
    @Test("an enum's own initializer assigns self; a failable one delegates to init(rawValue:) or returns nil")
    func enumInitializers() throws {
        let printed = try printedByStep(
            """
            print(Grade(score: 70), Grade(score: 3))
            print(Currency(code: "EUR") == .eur, Currency(code: "X") == nil)
            print(Level(text: "2") == .b, Level(text: "q") == nil, Level(text: "9") == nil)
            var light = Light.red
            light.advance()
            print(light)
            """,
            declarations: """
                enum Grade {
                    case low, high
                    init(score: Int) { self = score < 50 ? .low : .high }
                }
                enum Currency: String {
                    case usd, eur
                    init?(code: String) { self.init(rawValue: code.lowercased()) }
                }
                enum Level: Int {
                    case a = 1, b = 2
                    init?(text: String) {
                        guard let n = Int(text) else { return nil }
                        self.init(rawValue: n)
                    }
                }
                enum Light {
                    case red, green
                    mutating func advance() { self = self == .red ? .green : .red }
                }
                """)
        #expect(printed == ["high low", "true true", "true true true", "green"])
    }

    @Test("an enum initializer that never assigns self is an error at the call")
    func enumInitializerMustAssignSelf() {
        let message = stepError(
            "print(Grade(score: 1))", "enum Grade {\n    case low\n    init(score: Int) { print(score) }\n}")?.message
        #expect(message == "'self' is not assigned before 'init' of enum 'Grade' returns")
    }

    @Test("a dictionary of Sets reads default: [] as an empty Set; a declared Set types implicit members")
    func typedDefaultsAndSetElements() throws {
        let printed = try printedByStep(
            """
            var tags: [String: Set<String>] = [:]
            tags["a", default: []].insert("x")
            tags["a", default: []].insert("x")
            tags["b", default: []].insert("y")
            print(tags["a"]!.count, tags.count, tags["z", default: []].isEmpty)
            var seen: Set<Vec> = []
            seen.insert(.zero)
            print(seen.contains(Vec.zero), seen.contains(.zero), [Vec.zero].contains(.zero))
            """,
            declarations: "struct Vec: Hashable {\n    var x: Double\n    static let zero = Vec(x: 0)\n}")
        #expect(printed == ["1 2 true", "true true true"])
    }

    @Test("TimeInterval is a Double; allCases is visible unqualified in a CaseIterable enum's static code")
    func timeIntervalAndAllCases() throws {
        let printed = try printedByStep(
            "let minutes = 5\nlet t = TimeInterval(minutes * 60)\nprint(t, Size.index(of: .l))",
            declarations: """
                enum Size: CaseIterable {
                    case s, m, l
                    static func index(of x: Size) -> Int { allCases.firstIndex(of: x)! }
                }
                """)
        #expect(printed == ["300.0 2"])
    }

    @Test("flatMap flattens any sequence a closure returns; zip counts a one-sided range along the other")
    func sequences() throws {
        let printed = try printedByStep(
            """
            let posts = [Post(tags: ["a"]), Post(tags: ["b"])]
            print(posts.flatMap(\\.tags).sorted(), [1, 2].flatMap { 0..<$0 })
            for (i, name) in zip(1..., ["a", "b"]) { print(i, name) }
            print(zip(["x"], 0...).map { "\\($0)\\($1)" })
            """,
            declarations: "struct Post {\n    var tags: Set<String>\n}")
        #expect(printed == [#"["a", "b"] [0, 0, 1]"#, "1 a", "2 b", #"["x0"]"#])
    }

    @Test("Duration sums are exact to the nanosecond, and x += .member takes the stored value's type")
    func durationArithmetic() throws {
        let printed = try printedByStep(
            """
            var total: Duration = .zero
            for _ in 0..<10 { total = total + .milliseconds(100) }
            var elapsed: Duration = .zero
            elapsed += .milliseconds(250)
            elapsed -= .milliseconds(50)
            print(total, total == .seconds(1), Duration.milliseconds(100) + .milliseconds(200), elapsed)
            """)
        #expect(printed == ["1.0 seconds true 0.3 seconds 0.2 seconds"])
    }

    @Test(
        "Duration.components and formatted(.time(pattern:)) as Foundation gives them, the last unit rounded half to even"
    )
    func durationFormatting() throws {
        let printed = try printedByStep(
            """
            let d: Duration = .seconds(90) + .milliseconds(250)
            print(d.components.seconds, d.components.attoseconds, Duration.milliseconds(-1500).components)
            print(d.formatted(), d.formatted(.time(pattern: .minuteSecond)), d.formatted(.time(pattern: .hourMinute)))
            print(Duration.seconds(3725).formatted(.time(pattern: .minuteSecond)), Duration.seconds(-75).formatted(.time(pattern: .minuteSecond)))
            print(Duration.seconds(30.5).formatted(.time(pattern: .minuteSecond)), Duration.seconds(31.5).formatted(.time(pattern: .minuteSecond)))
            print(d.formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2))))
            print(Duration.seconds(5).formatted(.time(pattern: .hourMinuteSecond(padHourToLength: 2))))
            """)
        #expect(
            printed == [
                "90 250000000000000000 (seconds: -1, attoseconds: -500000000000000000)", "0:01:30 1:30 0:02",
                "62:05 -1:15", "0:30 0:32", "01:30.25", "00:00:05",
            ])
    }

    @Test("a key path is a function from its root; KeyPath<T, V> is a type; sequence(first:next:) runs until nil")
    func keyPathsAndSequence() throws {
        let printed = try printedByStep(
            """
            print(ages([P(age: 3)], \\.age), sortedBy([P(age: 3), P(age: 1)], \\.age).map(\\.age))
            print(Array(sequence(first: 1) { $0 < 50 ? $0 * 3 : nil }))
            for n in sequence(first: 10, next: { $0 > 1 ? $0 / 2 : nil }) { print(n) }
            """,
            declarations: """
                struct P { var age: Int }
                func ages<T, V>(_ xs: [T], _ path: KeyPath<T, V>) -> [V] { xs.map { $0[keyPath: path] } }
                func sortedBy<T, V: Comparable>(_ xs: [T], _ key: (T) -> V) -> [T] { xs.sorted { key($0) < key($1) } }
                """)
        #expect(printed == ["[3] [1, 3]", "[1, 3, 9, 27, 81]", "10", "5", "2", "1"])
    }

    @Test("if let and while let bind a tuple pattern, as case let (a, b)? = … does")
    func tupleOptionalBinding() throws {
        let printed = try printedByStep(
            """
            let pairs = [("a", 1), ("b", 2)]
            if let (name, n) = pairs.first { print(name, n) }
            guard let (last, m) = pairs.last else { return }
            print(last, m)
            let none: [(String, Int)] = []
            if let (x, _) = none.first { print(x) } else { print("empty") }
            var queue = pairs
            while let (label, _) = queue.popLast() { print(label) }
            """)
        #expect(printed == ["a 1", "b 2", "empty", "b", "a"])
    }

    @Test("one-sided ranges of Doubles match in a switch; one-sided ranges answer contains")
    func partialRanges() throws {
        let printed = try printedByStep(
            "print(band(0.2), band(0.5), band(.nan), (..<5).contains(3), (10...).contains(9), (...2.5).contains(2.5))",
            declarations: """
                func band(_ x: Double) -> String {
                    switch x {
                    case ..<0.5: "low"
                    case 0.5...: "high"
                    default: "nan"
                    }
                }
                """)
        #expect(printed == ["low high nan true false true"])
    }
}
