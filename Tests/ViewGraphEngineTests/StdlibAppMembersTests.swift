import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Standard-library members app code calls that `check` passed and `run` used to stop
/// at ("has no method … in scenarios"): a String as a collection of Characters, the
/// rest of a Dictionary's sequence algorithms, rounding rules, `Optional.map`, and
/// trailing closures given to labeled parameters (plain Swift, no rule).
@Suite("Stdlib: members app code calls")
struct StdlibAppMembersTests {
    @Test("a String's characters: map, filter, reversed, contains, first, sorted, allSatisfy, reduce")
    func stringAsCollection() throws {
        let output = try printedByStep(
            """
            let word = "Swift 6"
            print(String(word.reversed()), word.filter { $0 != " " }, word.map { $0.uppercased() })
            print(word.contains { $0 == "6" }, word.contains(where: { $0 == "x" }), word.contains("ift"))
            print(word.first { $0 == "w" } ?? "-", word.sorted().last ?? "", word.allSatisfy { $0 != "x" })
            print(word.reduce(0) { count, _ in count + 1 }, word.compactMap { Int($0) }, "ab".enumerated().count)
            """)
        #expect(
            output == [
                "6 tfiwS Swift6 [\"S\", \"W\", \"I\", \"F\", \"T\", \" \", \"6\"]", "true false true", "w w true",
                "7 [6] 2",
            ])
    }

    @Test("a Dictionary's pairs: reduce, compactMap, max(by:), forEach; compactMapValues drops nils")
    func dictionaryAlgorithms() throws {
        let output = try printedByStep(
            """
            let stock: [String: Int?] = ["a": 1, "b": nil, "c": 3]
            let prices = ["x": 2, "y": 5]
            print(stock.compactMapValues { $0 }, prices.reduce(0) { $0 + $1.value })
            print(prices.max { $0.value < $1.value }?.key ?? "", prices.compactMap { $0.value > 2 ? $0.key : nil })
            prices.forEach { print($0.key) }
            """)
        #expect(output == ["[\"a\": 1, \"c\": 3] 7", "y [\"y\"]", "x", "y"])
    }

    @Test("rounded(_:) takes each FloatingPointRoundingRule; truncatingRemainder(dividingBy:)")
    func roundingRules() throws {
        let output = try printedByStep(
            """
            print(2.7.rounded(.down), 2.1.rounded(.up), (-2.5).rounded(.towardZero), (-2.5).rounded(.awayFromZero))
            print(2.5.rounded(.toNearestOrEven), 2.5.rounded(.toNearestOrAwayFromZero), 7.5.truncatingRemainder(dividingBy: 2))
            """)
        #expect(output == ["2.0 3.0 -2.0 -3.0", "2.0 3.0 1.5"])
        #expect(
            stepError("print(2.5.rounded(.sideways))")?.message.hasPrefix("'.sideways' is not a rounding rule") == true)
    }

    @Test("Optional.map and flatMap: nil stays nil, a value goes through the closure")
    func optionalMap() throws {
        let output = try printedByStep(
            """
            let missing: Int? = nil
            let present: Int? = 4
            print(missing.map { $0 * 2 } ?? -1, present.map { $0 * 2 } ?? -1)
            print(present.flatMap { $0 > 3 ? "big" : nil } ?? "small", missing.flatMap { _ in "x" } ?? "none")
            """)
        #expect(output == ["-1 8", "big none"])
    }

    @Test("a trailing closure meets a labeled parameter: first { }, last { }, sorted { }, max { }")
    func trailingClosureDropsTheLabel() throws {
        let output = try printedByStep(
            """
            let numbers = [3, 1, 2]
            print(numbers.first { $0 < 3 } ?? 0, numbers.last { $0 > 1 } ?? 0, numbers.sorted { $0 > $1 })
            print(numbers.max { $0 < $1 } ?? 0, numbers.firstIndex { $0 == 2 } ?? -1)
            """)
        #expect(output == ["1 2 [3, 2, 1]", "3 2"])
    }

    @Test("reduce(0) over Doubles: the literal is typed by the closure, as Swift infers it")
    func reduceWithIntegerLiteral() throws {
        let output = try printedByStep(
            """
            let cart = [Item(price: 1.5, quantity: 2), Item(price: 2.25, quantity: 1)]
            let total = cart.reduce(0) { $0 + $1.price * Double($1.quantity) }
            let count = cart.reduce(0) { $0 + $1.quantity }
            let sum = cart.reduce(0) { subtotal, item in subtotal + item.price }
            print(total, count, sum, cart.map(\\.price).reduce(0, +))
            """,
            declarations: "struct Item { var price: Double; var quantity: Int }")
        #expect(output == ["5.25 3 3.75 3.75"])
        // ViewGraph does not type-check arithmetic: valid Swift never mixes an Int with a
        // Double, so where they meet the Int was a literal typed by its context (the
        // eighth probe's `$0[key, default: 0] += amount`), and it takes the Double's type.
        #expect(
            try printedByStep("var totals: [String: Double] = [:]\ntotals[\"a\", default: 0] += 1.5\nprint(totals)")
                == ["[\"a\": 1.5]"])
    }

    @Test("print's separator and terminator; String(format:) with %@; Set.insert's result; tuple comparison")
    func printAndSmallerMembers() throws {
        let output = try printedByStep(
            """
            print("a", "b", separator: "-")
            for i in 1...3 { print(i, terminator: " ") }
            print("")
            print(String(format: "%@ has %d items", "Cart", 3))
            var tags: Set<String> = ["swift"]
            let (inserted, member) = tags.insert("swift")
            print(inserted, member, tags.insert("ui").inserted)
            print((1, 2) < (1, 10), (2, "a") > (1, "z"), (1, 1) <= (1, 1))
            """)
        #expect(output == ["a-b", "1 2 3 ", "Cart has 3 items", "false swift true", "true true true"])
    }

    @Test(
        "Dictionary(grouping:by:) with a key path or a trailing closure; Type.init as a function; Int raw values count on"
    )
    func groupingInitReferencesAndRawValues() throws {
        let output = try printedByStep(
            """
            let entries = [Entry(kind: "a"), Entry(kind: "b"), Entry(kind: "a")]
            print(Dictionary(grouping: entries, by: \\.kind).keys.sorted())
            print(Dictionary(grouping: [1965, 1815, 1969]) { $0 / 100 * 100 }.keys.sorted())
            print([1, 2].map(String.init), ["x"].map(Tag.init).count, [3].map(Entry.init).count)
            print(Priority.medium.rawValue, Priority.high.rawValue, Code.b.rawValue, Code.d.rawValue)
            print(Priority(rawValue: 3) == .high, Code(rawValue: 11) == .d)
            """,
            declarations: """
                struct Entry { var kind: String; init(kind: String) { self.kind = kind }; init(_ n: Int) { kind = String(n) } }
                struct Tag { let name: String; init(_ name: String) { self.name = name } }
                enum Priority: Int { case low = 1, medium, high }
                enum Code: Int { case a = 5, b, c = 10, d }
                """)
        #expect(output == [#"["a", "b"]"#, "[1800, 1900]", #"["1", "2"] 1 1"#, "2 3 6 11", "true true"])
    }

    @Test("an integer literal stored into declared [Double] storage is a Double, as Swift types it")
    func integerLiteralsIntoDoubleCollections() throws {
        let output = try printedByStep(
            """
            var ratings: [Double] = []
            ratings.append(1)
            ratings.append(4)
            var prices: [String: Double] = [:]
            prices["tea"] = 3
            let pair: (Double, Int) = (1, 2)
            print(ratings, ratings[0] / 2, prices, [1, 2.5], pair)
            var shelf = Shelf()
            shelf.weights.append(2)
            let bag = Bag()
            bag.weights.insert(5, at: 0)
            print(shelf.weights, bag.weights, [1, 2])
            """,
            declarations: """
                struct Shelf { var weights: [Double] = [] }
                final class Bag { var weights: [Double] = [] }
                """)
        #expect(
            output == [#"[1.0, 4.0] 0.5 ["tea": 3.0] [1.0, 2.5] (1.0, 2)"#, "[2.0] [5.0] [1, 2]"])
    }

    @Test("String.Index: firstIndex(of:), range(of:options:), index(after:), slices by ranges of indices")
    func stringIndices() throws {
        let printed = try printedByStep(
            """
            let email = "ada@example.com"
            if let at = email.firstIndex(of: "@") {
                print(String(email[..<at]), String(email[email.index(after: at)...]))
                print(email.distance(from: email.startIndex, to: at))
            }
            let title = "Hello, World"
            if let r = title.range(of: "world", options: .caseInsensitive) {
                print(title[r], title.distance(from: title.startIndex, to: r.lowerBound), r.isEmpty)
            }
            print(title.range(of: "xyz") == nil)
            let s = "Swift"
            print(s[s.startIndex], s[s.index(before: s.endIndex)], s[s.index(s.startIndex, offsetBy: 2)])
            let i = s.index(s.startIndex, offsetBy: 1)
            let j = s.index(s.startIndex, offsetBy: 3)
            print(s[i..<j], s[i...j], i < j)
            print(s.lastIndex(of: "t") == s.index(before: s.endIndex))
            print(s.firstIndex(where: { $0 == "i" }).map { s.distance(from: s.startIndex, to: $0) } ?? -1)
            """)
        // What swiftc's program prints.
        #expect(
            printed == ["ada example.com", "3", "World 7 false", "true", "S t i", "wi wif true", "true", "2"])
    }

    @Test("String.Index: an index past the end is Swift's out-of-bounds error")
    func stringIndexOutOfBounds() throws {
        let diagnostic = simulationError(
            "scenario \"s\" {}\napp { Text(\"x\") }\nstep \"run\" {\nlet s = \"ab\"\nprint(s[s.endIndex])\n}\n")
        #expect(diagnostic?.message == "Fatal error: String index is out of bounds")
    }

    @Test("Result: .success and .failure, Result { try … }, get(), map, and a switch over it")
    func results() throws {
        let printed = try printedByStep(
            """
            let a: Result<Int, Error> = .success(3)
            let b = Result { try load(false) }
            let c = Result<Int, Error>.success(4).map { $0 * 10 }
            print(try a.get(), c)
            switch b {
            case .success(let v): print("got", v)
            case .failure(let e): print("failed", e)
            }
            do { _ = try b.get() } catch { print("caught", error) }
            print(Result { try load(true) })
            """,
            declarations: """
                enum LoadError: Error { case offline }
                func load(_ ok: Bool) throws -> Int { if ok { return 7 }; throw LoadError.offline }
                """)
        // What swiftc's program prints.
        #expect(printed == ["3 success(40)", "failed offline", "caught offline", "success(7)"])
    }
}
