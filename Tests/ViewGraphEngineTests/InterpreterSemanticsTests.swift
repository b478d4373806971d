import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Swift's own semantics for the model layer (issue 3): what `print` shows must be
/// what the same Swift code prints.
@Suite("Interpreter: Swift semantics")
struct InterpreterSemanticsTests {
    /// Runs `code` as one step and returns what it printed.
    func printed(_ declarations: String = "", _ code: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [String]
    {
        let harness = try Harness(
            "scenario \"s\" {}\n\(declarations)\napp { Text(\"x\") }\nstep \"run\" {\n\(code)\n}\n",
            sourceLocation: sourceLocation)
        return harness.steps[1].printed
    }

    @Test("structs copy on assignment; classes share")
    func valueAndReferenceSemantics() throws {
        let output = try printed(
            """
            struct Point { var x: Int }
            final class Box { var x = 0 }
            """,
            """
            var a = Point(x: 1)
            var b = a
            b.x = 2
            let c = Box()
            let d = c
            d.x = 5
            print(a.x, b.x, c.x)
            """)
        #expect(output == ["1 2 5"])
    }

    @Test("inout is copy-in copy-out; mutating methods write back")
    func inoutAndMutating() throws {
        let output = try printed(
            """
            struct Counter {
                var n = 0
                mutating func bump() { n += 1 }
            }
            func double(_ value: inout Int) { value *= 2 }
            """,
            """
            var c = Counter()
            c.bump()
            c.bump()
            var v = 21
            double(&v)
            var list = [Counter(), Counter()]
            list[1].bump()
            print(c.n, v, list[0].n, list[1].n)
            """)
        #expect(output == ["2 42 0 1"])
    }

    @Test("optionals: chaining, if let, guard, ??, force unwrap")
    func optionals() throws {
        let output = try printed(
            """
            struct User { var name: String; var friend: Friend? }
            struct Friend { var name: String }
            func describe(_ user: User) -> String {
                guard let friend = user.friend else { return "alone" }
                return friend.name
            }
            """,
            """
            let a = User(name: "a", friend: nil)
            let b = User(name: "b", friend: Friend(name: "f"))
            print(a.friend?.name ?? "none", b.friend?.name ?? "none", describe(a), describe(b))
            if let n = b.friend?.name { print("has \\(n)") }
            print(b.friend!.name)
            """)
        #expect(output == ["none f alone f", "has f", "f"])
    }

    @Test("enums: switch with bindings, raw values, where clauses")
    func enumsAndSwitch() throws {
        let output = try printed(
            """
            enum Action { case add(Int), reset, named(label: String) }
            enum Tab: String { case home, settings }
            func apply(_ action: Action, to value: Int) -> Int {
                switch action {
                case .add(let n) where n > 100: return value
                case .add(let n): return value + n
                case .reset: return 0
                case let .named(label): return label.count
                }
            }
            """,
            """
            print(apply(.add(5), to: 1), apply(.add(500), to: 1), apply(.reset, to: 9), apply(.named(label: "abc"), to: 0))
            print(Tab.settings.rawValue, Tab(rawValue: "home") == .home)
            """)
        #expect(output == ["6 1 0 3", "settings true"])
    }

    @Test("Double prints as Swift prints it; Int and Double literals take their context")
    func numbers() throws {
        let output = try printed(
            "",
            """
            let d: Double = 5200
            print(d, 1.08 + 0.01, 0.1 + 0.2, 124500.80, Double(3) * 850, 7 / 2, 7 % 3)
            """)
        #expect(output == ["5200.0 1.09 0.30000000000000004 124500.8 2550.0 3 1"])
    }

    @Test("collections: sorted, filter, map, firstIndex, remove(at:), dictionaries in insertion order")
    func collections() throws {
        let output = try printed(
            "",
            """
            var items = [3, 1, 2]
            let sorted = items.sorted()
            let evens = items.filter { $0 % 2 == 0 }
            let doubled = items.map { $0 * 2 }
            let index = items.firstIndex(of: 1)
            let removed = items.remove(at: 0)
            var dict = ["b": 2, "a": 1]
            dict["c"] = 3
            print(sorted, evens, doubled, index!, removed, items, dict.keys.sorted(), dict.count)
            print(items.sorted(by: >), (1...3).map { $0 * 10 }, items.contains(2), items.isEmpty)
            """)
        #expect(
            output == ["[1, 2, 3] [2] [6, 2, 4] 1 3 [1, 2] [\"a\", \"b\", \"c\"] 3", "[2, 1] [10, 20, 30] true false"])
    }

    @Test("$0 is the whole tuple argument; it is spread over $0, $1 only when the body uses $1")
    func closureArgumentsAndTuples() throws {
        let output = try printed(
            "",
            """
            let items = ["a", "b"]
            let scores = ["x": 1]
            print(items.enumerated().map { $0.offset }, scores.map { $0.key }, scores.map { $0 + "\\($1)" })
            """)
        #expect(output == ["[0, 1] [\"x\"] [\"x1\"]"])
    }

    @Test("UUID() and Int.random are seeded: the same file gives the same values")
    func determinism() throws {
        let code = """
            let a = UUID()
            let b = UUID()
            print(a == b, a.uuidString)
            """
        let first = try printed("", code)
        let second = try printed("", code)
        #expect(first == second)
        #expect(first == ["false 00000000-0000-4000-8000-000000000001"])
    }

    @Test("Int.random(in:) draws from the seeded generator; Set literals become sets")
    func seededRandomAndSets() throws {
        let code = """
            var s: Set<Int> = [1, 1, 2]
            s.insert(2)
            print(Int.random(in: 1...6), Int.random(in: 1...6), s.count)
            """
        let first = try printed("", code)
        #expect(first == (try printed("", code)))
        #expect(first.first?.hasSuffix(" 2") == true)
        let values = first[0].split(separator: " ").prefix(2).compactMap { Int($0) }
        #expect(values.count == 2 && values.allSatisfy { (1...6).contains($0) })
    }

    @Test("runtime errors are diagnostics at the expression")
    func runtimeErrors() throws {
        let cases: [(String, String)] = [
            ("let a: [Int] = []\nprint(a[3])", "index out of range"),
            ("let x: Int? = nil\nprint(x!)", "unexpectedly found nil"),
            ("print(1 + \"a\")", "binary operator '+' cannot be applied to operands of type 'Int' and 'String'"),
            ("print(nope)", "cannot find 'nope' in scope"),
            ("let d = [\"a\": 1]\nprint(d[\"z\"]!)", "unexpectedly found nil"),
            ("print(1 / 0)", "division by zero"),
        ]
        for (code, message) in cases {
            let diagnostic = simulationError("scenario \"s\" {}\napp { Text(\"x\") }\nstep \"run\" {\n\(code)\n}\n")
            #expect(diagnostic?.message.contains(message) == true, "\(code): got \(diagnostic?.message ?? "no error")")
        }
    }

    @Test("limits end in a diagnostic: recursion, endless loops")
    func limits() throws {
        let recursion = simulationError(
            """
            scenario "s" {}
            func down(_ n: Int) -> Int { down(n + 1) }
            app { Text("x") }
            step "run" { print(down(0)) }
            """)
        #expect(recursion?.message.contains("recursion") == true)
        #expect(recursion?.group == .limits)
        let loop = simulationError(
            """
            scenario "s" {}
            app { Text("x") }
            step "run" {
                var n = 0
                while true { n += 0 }
            }
            """)
        #expect(loop?.message.contains("endless loop") == true)
    }

    @Test("a step's card keeps the first 1,000 printed lines, then one line saying the rest are not shown")
    func printedLinesPerStepAreCapped() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            app { Text("x") }
            step "run" {
                for i in 1...1500 { print(i) }
            }
            """)
        let printed = harness.steps[1].printed
        #expect(printed.count == 1_001)
        #expect(printed[999] == "1000")
        #expect(printed.last == "… more lines not shown: a step shows the first 1000 lines it prints")
    }
}
