import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Set (Builtins/Stdlib/Set.swift): hashed, iterated in insertion order.
@Suite("Stdlib: Set")
struct StdlibSetTests {
    @Test("a set literal drops duplicates and keeps insertion order")
    func literalsAndOrder() throws {
        let output = try printedByStep(
            """
            var s: Set<Int> = [3, 1, 3, 2]
            s.insert(1)
            s.insert(9)
            let t = Set(["b", "a", "b"])
            print(s, s.count, t.count, s.contains(9), s.contains(4))
            """)
        // `print` shows a Set's description, `[…]`, as Swift does (its debug description,
        // `Set([…])`, is what a collection holding it shows).
        #expect(output == ["[3, 1, 2, 9] 4 2 true false"])
    }

    @Test("remove, set algebra and filter keep Swift's results")
    func algebra() throws {
        let output = try printedByStep(
            """
            var s: Set<Int> = [1, 2, 3, 4]
            let removed = s.remove(2)
            let missing = s.remove(7)
            print(removed ?? 0, missing == nil, s)
            print(s.union([4, 5]), s.intersection([3, 4, 8]), s.subtracting([1]), s.isSubset(of: [1, 3, 4, 6]))
            s.formUnion([10])
            s.subtract([1])
            print(s, s.filter { $0 > 3 }, s.map { $0 * 2 }, s == Set([10, 4, 3]))
            """)
        #expect(
            output == [
                "2 true [1, 3, 4]", "[1, 3, 4, 5] [3, 4] [3, 4] true",
                "[3, 4, 10] [4, 10] [6, 8, 20] true",
            ])
    }

    @Test("members of a struct with its own == are compared with it")
    func customEquality() throws {
        let output = try printedByStep(
            """
            var tags: Set<Tag> = [Tag(name: "a", uses: 1)]
            tags.insert(Tag(name: "a", uses: 2))
            tags.insert(Tag(name: "b", uses: 1))
            print(tags.count, tags.contains(Tag(name: "b", uses: 9)))
            """,
            declarations: """
                struct Tag: Hashable {
                    var name: String
                    var uses: Int
                    static func == (a: Tag, b: Tag) -> Bool { a.name == b.name }
                }
                """)
        #expect(output == ["2 true"])
    }

    @Test("inserting many members stays fast (hashed, not a linear scan)")
    func manyInserts() throws {
        let output = try printedByStep(
            """
            var s: Set<Int> = []
            for i in 0..<20000 { s.insert(i % 10000) }
            print(s.count, s.contains(9999))
            """)
        #expect(output == ["10000 true"])
    }
}
