import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Issue 15, declaration items as apps write them: several variables in one declaration,
/// local functions, `[T]()` and `[K: V]()`, and global `let`s, `var`s and functions.
@Suite("Interpreter: declaration items")
struct DeclarationItemTests {
    @Test("several variables in one declaration: locals, members, and 'var a, b: Int' sharing the type")
    func severalVariablesInOneDeclaration() throws {
        let output = try printedByStep(
            """
            let a = 1, b = a + 1
            var c: Int, d: Int
            c = 3
            d = 4
            let (e, f) = (5, 6)
            print(a, b, c, d, e, f, Point().y)
            """,
            declarations: "struct Point { var x = 1, y = 2 }")
        #expect(output == ["1 2 3 4 5 6 2"])
    }

    @Test("one declaration of several variables is one 'do' line of the step card")
    func severalVariablesAreOneTrigger() throws {
        let harness = try Harness(
            "scenario \"s\" {}\napp { Text(\"x\") }\nstep \"run\" {\n    let a = 1, b = 2\n    print(a + b)\n}\n")
        #expect(harness.steps[1].triggers.map(\.subject) == ["let a = 1, b = 2", "print(a + b)"])
        #expect(harness.steps[1].printed == ["3"])
    }

    @Test("a local function captures the locals before it, writes them, and recurses")
    func localFunctionCapturesAndRecurses() throws {
        let output = try printedByStep(
            "print(Math().factorial(5))",
            declarations: """
                struct Math {
                    let offset = 100
                    func factorial(_ n: Int) -> String {
                        var calls = 0
                        func go(_ k: Int) -> Int {
                            calls += 1
                            return k <= 1 ? 1 : k * go(k - 1)
                        }
                        let result = go(n)
                        return "\\(result) in \\(calls) calls, offset \\(offset)"
                    }
                }
                """)
        #expect(output == ["120 in 5 calls, offset 100"])
    }

    @Test("a local function inside a closure, and one returned as a value, keep their scope")
    func localFunctionEscapes() throws {
        let output = try printedByStep(
            """
            let counter = makeCounter()
            print(counter(), counter(), counter())
            let labels = [1, 2].map { n in
                func label(_ x: Int) -> String { "#\\(x * n)" }
                return label(10)
            }
            print(labels)
            """,
            declarations: """
                func makeCounter() -> () -> Int {
                    var count = 0
                    func next() -> Int {
                        count += 1
                        return count
                    }
                    return next
                }
                """)
        #expect(output == ["1 2 3", "[\"#10\", \"#20\"]"])
    }

    @Test("[T]() and [K: V]() are empty collections of that type")
    func emptyCollectionInitialisers() throws {
        let output = try printedByStep(
            """
            var names = [String]()
            var counts = [String: [Int]]()
            names.append("a")
            counts["a", default: []].append(1)
            print(names, counts, [Int]().isEmpty)
            """)
        #expect(output == ["[\"a\"] [\"a\": [1]] true"])
    }

    @Test("a global let is initialised once, on first use; a global var is written by any code")
    func globalsAreLazyAndShared() throws {
        let output = try printedByStep(
            """
            print("start")
            print(greeting, greeting)
            bump()
            hits += 10
            print(hits, doubled, Counter().hits)
            """,
            declarations: """
                let greeting = makeGreeting()
                private var hits = 0
                var doubled: Int { hits * 2 }
                func makeGreeting() -> String {
                    print("made")
                    return "hi"
                }
                func bump() { hits += 1 }
                struct Counter {
                    let hits = -1   // a member hides the global of the same name
                }
                """)
        #expect(output == ["start", "made", "hi hi", "11 22 -1"])
    }

    @Test("a global let cannot be assigned; a global that needs itself is a runtime error")
    func globalErrors() throws {
        let assigned = simulationError(
            "scenario \"s\" {}\nlet limit = 3\napp { Text(\"x\") }\nstep \"run\" {\n    limit = 4\n}\n")
        #expect(assigned?.message == "cannot assign to value: 'limit' is a 'let' constant")
        let cyclic = simulationError(
            "scenario \"s\" {}\nlet a: Int = a + 1\napp { Text(\"x\") }\nstep \"run\" {\n    print(a)\n}\n")
        #expect(cyclic?.message == "global 'a' is read while its own initial value is evaluated")
    }

    @Test("a typealias names its type: values, literals, construction, 'is' and nested aliases")
    func typealiases() throws {
        let output = try printedByStep(
            """
            let price: Money = 0.30
            print(price + price, Board.make(), Score.max > 0, 3 is Score, Score(2.9))
            """,
            declarations: """
                typealias Score = Int
                typealias Money = Decimal
                struct Board {
                    typealias Row = [Score]
                    typealias Table = [String: Row]
                    static func make() -> Table {
                        var table = Table()
                        var row = Row()
                        row.append(Score(3))
                        table["a"] = row
                        return table
                    }
                }
                """)
        #expect(output == ["0.6 [\"a\": [3]] true true 2"])
    }

    @Test("a class's lazy var runs its initial value on the first read, once; a set before any read skips it")
    func lazyClassProperty() throws {
        let output = try printedByStep(
            """
            let model = Model()
            model.n = 5
            print("created")
            print(model.items.count, model.items)
            model.items.append(3)
            print(model.items)
            model.label = "set"
            print(model.label)
            model.total += 1
            print(model.total)
            """,
            declarations: """
                final class Model {
                    var n = 1
                    lazy var items: [Int] = make()
                    lazy var label = label(for: "never")
                    lazy var total = n * 10
                    func make() -> [Int] {
                        print("made with n = \\(n)")
                        return [1, 2]
                    }
                    func label(for text: String) -> String {
                        print("label ran")
                        return text
                    }
                }
                """)
        #expect(output == ["created", "made with n = 5", "2 [1, 2]", "[1, 2, 3]", "set", "51"])
    }

    @Test("a lazy var that reads itself in its initial value is a runtime error")
    func lazyCycle() throws {
        let error = simulationError(
            """
            scenario "s" {}
            final class Loop {
                lazy var value: Int = value + 1
            }
            app { Text("x") }
            step "run" {
                print(Loop().value)
            }
            """)
        #expect(error?.message == "lazy property 'value' is read while its own initial value is evaluated")
    }
}
