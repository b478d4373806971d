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
            ("func f() async {\n    async let 1️⃣(x, y) = (1, 2)\n}", "'async let' with a pattern"),
            ("1️⃣async let x = 1", "'async let'"),
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

    /// An extension of a builtin type the engine does not extend (`Optional`, `Text`) is
    /// reported by `check`; extensions of the builtin value types, the style values (`Color`,
    /// `Font`, `ShapeStyle`), `View`, declared types, protocols and `EnvironmentValues` are not.
    @Test(arguments: ["Optional where Wrapped == String", "Text"])
    func builtinTypeExtensionIsReported(extended: String) throws {
        // Its members (naming the builtin's own generic parameters) add no second error.
        let marked = MarkedSource(
            "scenario \"T\" {\n}\n\nextension 1️⃣\(extended) {\n    var other: Wrapped? { nil }\n}\n\napp {\n    Text(\"x\")\n}\n"
        )
        let (file, parseDiagnostics, sourceFile) = parse(marked.text)
        #expect(describe(parseDiagnostics, in: sourceFile) == [])
        let diagnostics = checkScenario(file, source: sourceFile)
        let first = try #require(diagnostics.first)
        let name = String(extended.split(separator: " ")[0])
        #expect(first.message.hasPrefix("extending the builtin type '\(name)' is not simulated yet"))
        #expect(first.range.start == marked.markers["1️⃣"])
        #expect(first.group == .unsupported)
        #expect(diagnostics.count == 1)
    }

    /// Extensions of the builtin value types and collection protocols: no diagnostic, and
    /// the builtin's own members are implicit `self` members inside.
    @Test(
        arguments: [
            "Double {\n    var currency: String { String(format: \"$%.2f\", self) }\n    func half() -> Double { self / 2 }\n}",
            "Array where Element == Int {\n    var total: Int { reduce(0, +) }\n    var big: Bool { count > 3 && !isEmpty }\n}",
            "Collection {\n    var isNotEmpty: Bool { !isEmpty }\n}",
            "String {\n    mutating func shout() { self = uppercased() + \"!\" }\n}",
            "Font {\n    static let cardTitle = Font.system(size: 20, weight: .semibold)\n    static var small: Font { .system(size: 10) }\n}",
            "ShapeStyle where Self == Color {\n    static var brand: Color { Color(red: 0.2, green: 0.4, blue: 0.9) }\n}",
        ])
    func builtinValueTypeExtensionIsChecked(extended: String) throws {
        let text = "scenario \"T\" {\n}\n\nextension \(extended)\n\napp {\n    Text(\"x\")\n}\n"
        let (file, parseDiagnostics, sourceFile) = parse(text)
        #expect(describe(parseDiagnostics, in: sourceFile) == [])
        #expect(describe(checkScenario(file, source: sourceFile), in: sourceFile) == [])
    }

    /// Constructs the simulation supports now (issue 15): no diagnostic at all.
    @Test(
        arguments: [
            "protocol P {\n    var x: Int { get }\n    associatedtype Item\n    func f(_ item: Item)\n}",
            "struct Box<T> {\n    let value: T\n}",
            "func f<T: Equatable>(_ x: T) -> T where T: Hashable {\n    x\n}",
            "struct S {\n    init<T>(_ x: T) {\n    }\n}",
            "struct Box<T> {\n    let value: T\n}\nextension Box where T == Int {\n}",
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

    /// Actors, generics, `where` clauses, observers, effects, `do`/`catch`, `repeat` and
    /// `defer` together: all simulated now (issue 15), so no diagnostic.
    @Test func supportedConstructsTogetherCheckCleanly() {
        assertCheck(
            scenario(
                """
                actor Cache<Key> where Key: Hashable {
                    var hits = 0 {
                        willSet { }
                        didSet(old) { }
                    }
                    func load() async throws -> Int {
                        do {
                            return try await fetch()
                        }
                    }
                    func fetch() -> Int { 1 }
                }
                """),
            [])
        assertCheck(
            scenario(
                """
                func f() {
                    do {
                    } catch E.x {
                    } catch {
                    }
                    repeat {
                        defer { }
                    } while false
                }
                enum E {
                    case x
                }
                """),
            [])
    }

    /// Effects in a protocol's requirements, `try` in a `deinit` and an async closure:
    /// all simulated now, so no diagnostic.
    @Test func effectsInRequirementsAndDeinitCheckCleanly() {
        assertCheck(
            scenario(
                """
                protocol P {
                    func f() async throws
                    var x: Int { get async }
                }
                final class C {
                    deinit {
                        let x = try g()
                    }
                }
                func g() -> Int { 1 }
                func h() {
                    let g = { () async throws in }
                }
                """),
            [])
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
                        do {
                            print(4️⃣cuont)
                        } catch {
                            print(error)
                        }
                        defer { 8️⃣undefinedName() }
                    }
                }
                """),
            [
                ("3️⃣", "cannot find 'nxt' in scope; did you mean 'next'?"),
                ("4️⃣", "cannot find 'cuont' in scope; did you mean 'count'?"),
                ("8️⃣", "cannot find 'undefinedName' in scope"),
            ])
    }

    /// A file whose only problem is unsupported Swift gets no "missing block" errors on
    /// top: unsupported Swift counts as a syntax error there, as it did in the parser.
    @Test func unsupportedSwiftSuppressesStructuralErrors() {
        let (described, _) = checkDiagnostics("func f() async {\n    async let (x, y) = (1, 2)\n}\n")
        #expect(described == ["2:15: 'async let' with a pattern is not supported in scenarios"])
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
                    3️⃣async let 1️⃣(y, z) = (1, 2)
                    Text("\\(store.n)")
                }

                step "Load" {
                    store.n = 2️⃣try! store.load()
                }
                """),
            [
                ("3️⃣", "'async let' is not supported in a function that is not 'async'"),
                ("1️⃣", "'async let' with a pattern is not supported in scenarios"),
            ])
    }
}
