import Testing
import ViewGraphDiagnostics
import ViewGraphTestSupport

@testable import ViewGraphSyntax

// The checker: Swift the tree holds but the simulation does not support yet. Each is
// one `[#UnsupportedSwift]` error at the construct, worded as the parser worded it when
// it rejected them itself; the parser now reports nothing for them.

@Suite("Checker: unsupported Swift")
struct CheckerUnsupportedTests {
    /// Each construct parses without a diagnostic; the checker reports it at the
    /// construct, in the unsupported group, with the guide note, and nothing else.
    @Test(
        arguments: [
            ("func f() {\n    1️⃣async let x = 1\n}", "'async let'"),
            ("1️⃣async let x = 1", "'async let'"),
            ("func f() {\n    let x = 1️⃣await g()\n}", "'await'"),
            ("func f() {\n    let x = 1️⃣try g()\n}", "'try'"),
            ("func f() {\n    let x = 1️⃣try? g()\n}", "'try'"),
            ("func f() {\n    let x = (1️⃣try! g())\n}", "'try'"),
            ("func f() 1️⃣throws {\n}", "'throws'"),
            ("func f() 1️⃣throws(E) {\n}", "'throws'"),
            ("func f(_ g: () 1️⃣throws -> Void) rethrows {\n}", "'throws'"),
            ("func f() 1️⃣rethrows {\n}", "'rethrows'"),
            ("func f() 1️⃣async {\n}", "'async'"),
            ("struct S {\n    init() 1️⃣async {\n    }\n}", "'async'"),
            ("struct S {\n    var x: Int {\n        get 1️⃣async { 1 }\n    }\n}", "'async'"),
            ("func f() {\n    let g = { () 1️⃣async throws -> Int in 1 }\n}", "'async'"),
            ("func f(_ g: () 1️⃣async -> Void) {\n}", "'async'"),
            ("1️⃣actor A {\n    var x = 0\n}", "'actor'"),
            ("func f() {\n    1️⃣do {\n    }\n}", "'do'"),
            ("func f() {\n    1️⃣throw E.x\n}", "'throw'"),
        ])
    func unsupported(source: String, construct: String) throws {
        let marked = MarkedSource(
            "scenario \"T\" {\n}\n\nenum E {\n    case x\n}\n\nfunc g() -> Int { 1 }\n\n" + source
                + "\n\napp {\n    Text(\"x\")\n}\n")
        let (file, parseDiagnostics, sourceFile) = parse(marked.text)
        #expect(describe(parseDiagnostics, in: sourceFile) == [])
        let diagnostics = checkScenario(file, source: sourceFile)
        let first = try #require(diagnostics.first)
        #expect(first.message == "\(construct) is not supported in scenarios")
        #expect(
            first.range.start == marked.markers["1️⃣"],
            "at \(sourceFile.lineAndColumn(of: first.range.start))")
        #expect(first.group == .unsupported)
        #expect(first.notes.map(\.message) == ["see Guides/Language.md for the supported subset"])
        #expect(
            diagnostics.allSatisfy { $0.group == .unsupported },
            "\(describe(diagnostics, in: sourceFile))")
    }

    /// Constructs the simulation supports now (issue 15): no diagnostic at all.
    @Test(
        arguments: [
            "protocol P {\n    var x: Int { get }\n    associatedtype Item\n    func f(_ item: Item)\n}",
            "struct Box<T> {\n    let value: T\n}",
            "func f<T: Equatable>(_ x: T) -> T where T: Hashable {\n    x\n}",
            "struct S {\n    init<T>(_ x: T) {\n    }\n}",
            "extension Array where Element == Int {\n}",
            "func f() {\n    defer { print(1) }\n}",
            "func f() {\n    repeat {\n    } while false\n}",
            "func f() {\n    switch 1 {\n    case 1: fallthrough\n    default: break\n    }\n}",
            "func f() {\n    outer: for i in [1] {\n        for j in [i] {\n            if j > 0 { continue outer }\n            break outer\n        }\n    }\n}",
            "struct S {\n    var x = 0 {\n        didSet { print(oldValue) }\n    }\n}",
            "struct S {\n    var x = 0 {\n        willSet(next) { print(next) }\n    }\n}",
            "final class C {\n    deinit {\n    }\n}",
            "func f(_ type: Int.Type) {\n}",
        ])
    func supported(source: String) {
        let text = "scenario \"T\" {\n}\n\n" + source + "\n\napp {\n    Text(\"x\")\n}\n"
        let (file, parseDiagnostics, sourceFile) = parse(text)
        #expect(describe(parseDiagnostics, in: sourceFile) == [])
        #expect(describe(checkScenario(file, source: sourceFile), in: sourceFile) == [])
    }

    @Test func everyConstructIsReportedAtItsKeyword() {
        assertCheck(
            scenario(
                """
                1️⃣actor Cache<Key> where Key: Hashable {
                    var hits = 0 {
                        willSet { }
                        didSet(old) { }
                    }
                    func load() 6️⃣async 7️⃣throws -> Int {
                        8️⃣do {
                            return 9️⃣try 🔟await fetch()
                        }
                    }
                    func fetch() -> Int { 1 }
                }
                """),
            [
                ("1️⃣", "'actor' is not supported in scenarios"),
                ("6️⃣", "'async' is not supported in scenarios"),
                ("7️⃣", "'throws' is not supported in scenarios"),
                ("8️⃣", "'do' is not supported in scenarios"),
                ("9️⃣", "'try' is not supported in scenarios"),
                ("🔟", "'await' is not supported in scenarios"),
            ])
        assertCheck(
            scenario(
                """
                func f() {
                    1️⃣do {
                    } 2️⃣catch E.x {
                    } 3️⃣catch {
                    }
                    repeat {
                        defer { }
                    } while false
                }
                enum E {
                    case x
                }
                """),
            [
                ("1️⃣", "'do' is not supported in scenarios"),
                ("2️⃣", "'catch' is not supported in scenarios"),
                ("3️⃣", "'catch' is not supported in scenarios"),
            ])
    }

    /// A closure reports only the first effect of its signature, as the parser did; a
    /// protocol's requirements and a `deinit`'s body are searched like any other code.
    @Test func oneErrorWhereTheParserGaveOne() {
        assertCheck(
            scenario(
                """
                protocol P {
                    func f() 1️⃣async 4️⃣throws
                    var x: Int { get 5️⃣async }
                }
                final class C {
                    deinit {
                        let x = 2️⃣try g()
                    }
                }
                func g() -> Int { 1 }
                func h() {
                    let g = { () 3️⃣async throws in }
                }
                """),
            [
                ("1️⃣", "'async' is not supported in scenarios"),
                ("4️⃣", "'throws' is not supported in scenarios"),
                ("5️⃣", "'async' is not supported in scenarios"),
                ("2️⃣", "'try' is not supported in scenarios"),
                ("3️⃣", "'async' is not supported in scenarios"),
            ])
    }

    /// Names inside the new nodes are checked like any other code; the names these
    /// constructs bind (`error`, `oldValue`, an observer's parameter) are in scope.
    @Test func namesInsideAreChecked() {
        assertCheck(
            scenario(
                """
                final class Model {
                    var count = 0 {
                        didSet { print(oldValue, count) }
                        willSet(next) { print(next, 3️⃣nxt) }
                    }
                    func run() {
                        4️⃣do {
                            print(5️⃣cuont)
                        } 6️⃣catch {
                            print(error)
                        }
                        defer { 8️⃣undefinedName() }
                    }
                }
                """),
            [
                ("3️⃣", "cannot find 'nxt' in scope; did you mean 'next'?"),
                ("4️⃣", "'do' is not supported in scenarios"),
                ("5️⃣", "cannot find 'cuont' in scope; did you mean 'count'?"),
                ("6️⃣", "'catch' is not supported in scenarios"),
                ("8️⃣", "cannot find 'undefinedName' in scope"),
            ])
    }

    /// A file whose only problem is unsupported Swift gets no "missing block" errors on
    /// top: unsupported Swift counts as a syntax error there, as it did in the parser.
    @Test func unsupportedSwiftSuppressesStructuralErrors() {
        let (described, _) = checkDiagnostics("func f() async {\n}\n")
        #expect(described == ["1:10: 'async' is not supported in scenarios"])
    }

    /// Unsupported Swift in steps, the `app` block and variants is found too.
    @Test func unsupportedSwiftInScenarioBlocks() {
        assertCheck(
            scenario(
                """
                @Observable
                final class Store {
                    var n = 0
                    func load() -> Int { 1 }
                }

                app {
                    let store = Store()
                    let x = 1️⃣try store.load()
                    Text("\\(store.n)")
                }

                step "Load" {
                    store.n = 2️⃣await store.load()
                    expect 3️⃣try store.load() == 1
                }

                variant "v" {
                    func helper() 4️⃣throws {
                    }
                }
                """),
            [
                ("1️⃣", "'try' is not supported in scenarios"),
                ("2️⃣", "'await' is not supported in scenarios"),
                ("3️⃣", "'try' is not supported in scenarios"),
                ("4️⃣", "'throws' is not supported in scenarios"),
            ])
    }
}
