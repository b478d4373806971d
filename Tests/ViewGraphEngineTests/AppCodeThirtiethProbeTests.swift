import Testing
import ViewGraphEngine

/// What the thirtieth probe's app files (recipe scaler, quiz, Pomodoro timer, cart with
/// discounts, habit streaks, podcast queue, currency converter, seat grid, chat sections,
/// parking meter) found. Expected lines are this toolchain's `swiftc` output.
@Suite("App code: the thirtieth probe")
struct AppCodeThirtiethProbeTests {
    @Test("overloads that differ only in their parameter types run the one the arguments' types name")
    func overloadsByType() throws {
        let printed = try printedByStep(
            """
            print(show(1), show("a"))
            let n = 4
            let name = "x"
            print(show(n), show(name))
            let cart = Cart()
            cart.add("a")
            cart.add(["b", "c"])
            print(cart.items)
            print(Swatch(255).hex, Swatch("ab").hex)
            print(area(2), area("sq"), area(2.5))
            print(pick(nil), pick("a"), pick(3))
            print(tag(.warm), tag(2))
            """,
            declarations: """
                func show(_ x: String) -> String { "string \\(x)" }
                func show(_ x: Int) -> String { "int \\(x)" }
                final class Cart {
                    var items: [String] = []
                    func add(_ item: String) { items.append(item) }
                    func add(_ many: [String]) { items.append(contentsOf: many) }
                }
                struct Swatch {
                    var hex: String
                    init(_ hex: String) { self.hex = hex }
                    init(_ rgb: Int) { self.hex = String(rgb, radix: 16) }
                }
                func area(_ side: Double) -> String { "double \\(side)" }
                func area(_ name: String) -> String { "name \\(name)" }
                func pick(_ x: Int?) -> String { "optional" }
                func pick(_ x: String) -> String { "string" }
                enum Tone { case warm, cool }
                func tag(_ t: Tone) -> String { "tone" }
                func tag(_ n: Int) -> String { "int" }
                """)
        #expect(
            printed == [
                "int 1 string a", "int 4 string x", #"["a", "b", "c"]"#, "ff ab", "double 2.0 name sq double 2.5",
                "optional string optional", "tone int",
            ])
    }

    @Test("an error no catch takes stops the step at its statement, named, with where it was thrown")
    func uncaughtErrorAtTopLevel() throws {
        let error = try #require(
            stepError(
                """
                print("before")
                let n = try risky()
                """,
                """
                enum LoadError: Error { case empty }
                func risky() throws -> Int { throw LoadError.empty }
                """))
        #expect(error.message.hasPrefix("error raised at top level: LoadError.empty; nothing caught it"))
        #expect(error.message.contains("ThrownError") == false)
        #expect(error.notes.map(\.message) == ["the error was thrown here"])
    }

    @Test("Bool(_:) of a String is Swift's: true or false for exactly those words, nil otherwise")
    func boolFromString() throws {
        let printed = try printedByStep(
            """
            print(Bool("true") ?? false, Bool("false") ?? true, Bool("yes") == nil, Bool("True") == nil)
            let flag = Bool(true)
            print(flag)
            """)
        #expect(printed == ["true false true true", "true"])
    }
}
