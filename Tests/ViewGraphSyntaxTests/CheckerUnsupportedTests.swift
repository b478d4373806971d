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
            ("1️⃣protocol P {\n    var x: Int { get }\n}", "'protocol'"),
            ("struct Box1️⃣<T> {\n    let value: Int\n}", "generic parameter clause"),
            ("func f1️⃣<T>(_ x: Int) {\n}", "generic parameter clause"),
            ("struct S {\n    init1️⃣<T>(_ x: Int) {\n    }\n}", "generic parameter clause"),
            ("extension Array 1️⃣where Element == Int {\n}", "'where' clause"),
            ("func f() 1️⃣where Self: Equatable {\n}", "'where' clause"),
            ("func f() {\n    1️⃣defer { print(1) }\n}", "'defer'"),
            ("func f() {\n    1️⃣repeat {\n    } while false\n}", "'repeat'"),
            ("func f() {\n    switch 1 {\n    case 1: 1️⃣fallthrough\n    default: break\n    }\n}", "'fallthrough'"),
            ("struct S {\n    var x = 0 {\n        1️⃣didSet { }\n    }\n}", "'didSet' observer"),
            ("struct S {\n    var x = 0 {\n        1️⃣willSet(next) { }\n    }\n}", "'willSet' observer"),
            ("final class C {\n    1️⃣deinit {\n    }\n}", "'deinit'"),
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

    @Test func everyConstructIsReportedAtItsKeyword() {
        assertCheck(
            scenario(
                """
                actor Cache1️⃣<Key> 2️⃣where Key: Hashable {
                    var hits = 0 {
                        3️⃣willSet { }
                        4️⃣didSet(old) { }
                    }
                    func load() async throws -> Int {
                        do {
                            return try await fetch()
                        }
                    }
                    func fetch() -> Int { 1 }
                }
                """),
            [
                ("1️⃣", "generic parameter clause is not supported in scenarios"),
                ("2️⃣", "'where' clause is not supported in scenarios"),
                ("3️⃣", "'willSet' observer is not supported in scenarios"),
                ("4️⃣", "'didSet' observer is not supported in scenarios"),
            ])
        assertCheck(
            scenario(
                """
                func f() {
                    do {
                    } catch E.x {
                    } catch {
                    }
                    1️⃣repeat {
                        2️⃣defer { }
                    } while false
                }
                enum E {
                    case x
                }
                """),
            [
                ("1️⃣", "'repeat' is not supported in scenarios"),
                ("2️⃣", "'defer' is not supported in scenarios"),
            ])
    }

    /// A closure reports only the first effect of its signature, and a protocol or a
    /// `deinit` only its keyword, as the parser did.
    @Test func oneErrorWhereTheParserGaveOne() {
        assertCheck(
            scenario(
                """
                1️⃣protocol P {
                    func f() async throws
                    var x: Int { get async }
                }
                final class C {
                    2️⃣deinit {
                        let x = try g()
                    }
                }
                func g() -> Int { 1 }
                func h() {
                    let g = { () async throws in }
                }
                """),
            [
                ("1️⃣", "'protocol' is not supported in scenarios"),
                ("2️⃣", "'deinit' is not supported in scenarios"),
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
                        1️⃣didSet { print(oldValue, count) }
                        2️⃣willSet(next) { print(next, 3️⃣nxt) }
                    }
                    func run() {
                        do {
                            print(4️⃣cuont)
                        } catch {
                            print(error)
                        }
                        5️⃣defer { 6️⃣undefinedName() }
                    }
                }
                """),
            [
                ("1️⃣", "'didSet' observer is not supported in scenarios"),
                ("2️⃣", "'willSet' observer is not supported in scenarios"),
                ("3️⃣", "cannot find 'nxt' in scope; did you mean 'next'?"),
                ("4️⃣", "cannot find 'cuont' in scope; did you mean 'count'?"),
                ("5️⃣", "'defer' is not supported in scenarios"),
                ("6️⃣", "cannot find 'undefinedName' in scope"),
            ])
    }

    /// A file whose only problem is unsupported Swift gets no "missing block" errors on
    /// top: unsupported Swift counts as a syntax error there, as it did in the parser.
    @Test func unsupportedSwiftSuppressesStructuralErrors() {
        let (described, _) = checkDiagnostics("func f() {\n    async let x = 1\n}\n")
        #expect(described == ["2:5: 'async let' is not supported in scenarios"])
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
                    1️⃣async let y = 1
                    Text("\\(store.n)")
                }

                step "Load" {
                    store.n = 2️⃣try! store.load()
                }
                """),
            [
                ("1️⃣", "'async let' is not supported in scenarios")
            ])
    }
}
