import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Calls and mutation (issue 13): overloads resolve by argument labels, storage is
/// resolved once, every `inout` argument is written back, and errors propagate.
@Suite("Interpreter: calls, overloads and mutation")
struct InterpreterCallTests {
    func printed(_ declarations: String = "", _ code: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [String]
    {
        let harness = try Harness(
            "scenario \"s\" {}\n\(declarations)\napp { Text(\"x\") }\nstep \"run\" {\n\(code)\n}\n",
            sourceLocation: sourceLocation)
        return harness.steps[1].printed
    }

    func error(_ declarations: String = "", _ code: String) -> Diagnostic? {
        simulationError("scenario \"s\" {}\n\(declarations)\napp { Text(\"x\") }\nstep \"run\" {\n\(code)\n}\n")
    }

    @Test("methods, static methods and global functions overload by argument label")
    func overloadsByLabel() throws {
        let output = try printed(
            """
            struct Shape {
                var n = 1
                func f(_ x: Int) -> String { "unlabeled \\(x)" }
                func f(label x: Int) -> String { "label \\(x)" }
                static func make(_ n: Int) -> Shape { Shape(n: n) }
                static func make(twice n: Int) -> Shape { Shape(n: n * 2) }
                func viaSelf() -> String { f(label: 7) + ", " + f(8) }
            }
            final class Box {
                func put(_ x: Int) -> String { "put \\(x)" }
                func put(at x: Int) -> String { "put at \\(x)" }
            }
            func g(_ x: Int) -> String { "g \\(x)" }
            func g(other x: Int) -> String { "g other \\(x)" }
            func run(times: Int = 1, _ body: () -> String) -> String { "run \\(times) " + body() }
            func run(label: String, _ body: () -> String) -> String { label + " " + body() }
            """,
            """
            let s = Shape()
            print(s.f(1), s.f(label: 2))
            print(Shape.make(3).n, Shape.make(twice: 3).n)
            let m: Shape = .make(twice: 5)
            print(m.n, s.viaSelf())
            let b = Box()
            print(b.put(1), b.put(at: 2))
            print(g(1), g(other: 2))
            print(run { "a" }, run(times: 2) { "b" }, run(label: "L") { "c" })
            """)
        #expect(
            output == [
                "unlabeled 1 label 2", "3 6", "10 label 7, unlabeled 8", "put 1 put at 2", "g 1 g other 2",
                "run 1 a run 2 b L c",
            ])
    }

    @Test("initializers overload by label, for structs and classes")
    func initializerOverloads() throws {
        let output = try printed(
            """
            struct Temperature {
                var celsius: Double
                init(celsius: Double) { self.celsius = celsius }
                init(fahrenheit: Double) { self.celsius = (fahrenheit - 32) / 1.8 }
            }
            final class Account {
                var name: String
                init(_ name: String) { self.name = name }
                init(id: Int) { self.name = "#\\(id)" }
            }
            """,
            """
            print(Temperature(celsius: 20).celsius, Temperature(fahrenheit: 212).celsius)
            print(Account("ann").name, Account(id: 7).name)
            """)
        #expect(output == ["20.0 100.0", "ann #7"])
    }

    @Test("a call no overload takes is a diagnostic listing the candidates")
    func noMatchingOverload() throws {
        let diagnostic = error(
            """
            func f(_ x: Int) -> Int { x }
            func f(other x: Int) -> Int { x }
            """, "print(f(label: 1))")
        #expect(diagnostic?.message == "no 'f' takes arguments (label:); candidates: f(_:), f(other:)")
    }

    @Test("subscript indices in an assignment's target are evaluated once")
    func targetEvaluatedOnce() throws {
        let output = try printed(
            """
            final class Box {
                var items = [1, 2, 3]
                var calls = 0
                func idx() -> Int {
                    calls += 1
                    return 1
                }
            }
            struct Row { var values = [0, 0] }
            """,
            """
            let box = Box()
            box.items[box.idx()] = 9
            box.items[box.idx()] += 1
            var rows = [Row(), Row()]
            rows[box.idx()].values[box.idx()] = 5
            rows[box.idx()].values.append(box.idx())
            print(box.items, box.calls, rows[1].values)
            """)
        #expect(output == ["[1, 10, 3] 6 [0, 5, 1]"])
    }

    @Test("every inout argument is written back")
    func everyInoutWrittenBack() throws {
        let output = try printed(
            """
            final class Box {
                var x = 1
                var y = 2
            }
            struct Pair {
                var a = 0
                var b = 0
            }
            func bump(_ a: inout Int, _ b: inout Int) {
                a += 10
                b += 20
            }
            func set(first: inout Int, second: inout Int, to value: Int = 5) {
                first = value
                second = value + 1
            }
            """,
            """
            let box = Box()
            bump(&box.x, &box.y)
            var p = Pair()
            bump(&p.a, &p.b)
            var u = 0
            var v = 0
            set(first: &u, second: &v)
            var list = [1, 2]
            var other = [3]
            bump(&list[0], &other[0])
            print(box.x, box.y, p.a, p.b, u, v, list, other)
            """)
        #expect(output == ["11 22 10 20 5 6 [11, 2] [23]"])
    }

    @Test("overlapping inout accesses are Swift's exclusivity error")
    func overlappingAccess() throws {
        let declarations = """
            struct Pair {
                var a = 0
                var b = 0
            }
            func bump(_ a: inout Int, _ b: inout Int) {
                a += 1
                b += 1
            }
            func touch(_ p: inout Pair, _ a: inout Int) {}
            """
        let same = error(declarations, "var x = 1\nbump(&x, &x)")
        #expect(
            same?.message
                == "overlapping accesses to 'x', but modification requires exclusive access; consider copying to a local variable"
        )
        let contained = error(declarations, "var p = Pair()\ntouch(&p, &p.a)")
        #expect(contained?.message.hasPrefix("overlapping accesses to 'p', ") == true)
        let elements = error(declarations, "var list = [1, 2]\nbump(&list[0], &list[1])")
        #expect(
            elements?.message
                == "overlapping accesses to 'list', but modification requires exclusive access; consider calling MutableCollection.swapAt(_:_:)"
        )
    }

    @Test("a declared == that fails is a runtime error, not a silent false")
    func failingEqualsPropagates() throws {
        let diagnostic = error(
            """
            struct Item: Equatable {
                var values: [Int]
                static func == (lhs: Item, rhs: Item) -> Bool { lhs.values[5] == rhs.values[5] }
            }
            """, "print(Item(values: [1]) == Item(values: [1]))")
        #expect(diagnostic?.message.contains("index out of range") == true)
    }

    @Test("a call mutates when its resolved declaration is mutating, whatever other types declare")
    func mutatingFromDeclaration() throws {
        let output = try printed(
            """
            struct Counter {
                var n = 0
                mutating func step() { n += 1 }
                mutating func step(by k: Int) { n += k }
            }
            struct Reader {
                var n = 0
                func step() -> Int { n + 100 }
            }
            """,
            """
            var c = Counter()
            c.step()
            c.step(by: 5)
            var r = Reader()
            print(c.n, r.step(), r.n)
            """)
        #expect(output == ["6 100 0"])
    }

    @Test("an Int literal where a Double is expected is a Double")
    func doubleHint() throws {
        let output = try printed(
            """
            struct Reading { var value: Double = 0 }
            func half(_ x: Double) -> Double { x / 2 }
            """,
            """
            let x: Double = 1
            var r = Reading()
            r.value = 3
            var total = 2.5
            total = 4
            print(x, r.value, half(3), total, [1, 2] as [Double])
            """)
        #expect(output == ["1.0 3.0 1.5 4.0 [1.0, 2.0]"])
    }

    @Test("@ViewBuilder parameters and properties build views; trailing closures meet them by forward scan")
    func viewBuilderParametersAndProperties() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Panel<Content: View, Footer: View>: View {
                let title: String
                @ViewBuilder var content: Content
                @ViewBuilder var footer: Footer
                var body: some View {
                    VStack {
                        Text(title)
                        content
                        footer
                    }
                }
            }
            struct Card<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { VStack { content } }
            }
            struct Row<Label: View>: View {
                @ViewBuilder var label: () -> Label
                var body: some View { HStack { label() } }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Row {
                            Text("left")
                            Text("right")
                        }
                        Panel(title: "A") {
                            Text("first")
                            Text("second")
                        } footer: {
                            Text("foot")
                        }
                        Card {
                            Text("one")
                            Text("two")
                        }
                        Text("Total: ") + Text("4").bold()
                    }
                }
            }
            app { Screen() }
            """)
        let screen = try #require(harness.simulation.root?.children.first)
        let panel = try #require(screen.children.first { $0.type.name == "Panel" })
        let card = try #require(screen.children.first { $0.type.name == "Card" })
        let panelText = panel.renderedLines.joined(separator: "\n")
        let cardText = card.renderedLines.joined(separator: "\n")
        #expect(panelText.contains("Text(\"first\")") && panelText.contains("Text(\"second\")"))
        #expect(panelText.contains("Text(\"foot\")"))
        #expect(cardText.contains("Text(\"one\")") && cardText.contains("Text(\"two\")"))
        #expect(screen.renderedLines.contains { $0.contains("Text(\"Total: 4\")") })
        let row = try #require(screen.children.first { $0.type.name == "Row" })
        #expect(
            row.renderedLines.joined().contains("Text(\"left\")")
                && row.renderedLines.joined().contains("Text(\"right\")"))
    }

    @Test("R1.4: ForEach over enumerated pairs, id: \\.offset, with a two-parameter content closure")
    func forEachEnumeratedPairs() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Names: View {
                let names = ["Ann", "Ben"]
                var body: some View {
                    VStack {
                        ForEach(Array(names.enumerated()), id: \\.offset) { index, name in
                            Text("\\(index + 1). \\(name)")
                        }
                    }
                }
            }
            app { Names() }
            """)
        let lines = harness.simulation.root?.children.first?.renderedLines.joined(separator: "\n") ?? ""
        #expect(lines.contains(#"Text("1. Ann")"#) && lines.contains(#"Text("2. Ben")"#))
    }
}
