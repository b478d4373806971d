import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Array (Builtins/Stdlib/Array.swift): Swift's results, and Swift's runtime errors as
/// diagnostics.
@Suite("Stdlib: Array")
struct StdlibArrayTests {
    @Test("range subscripts return the elements in the range")
    func rangeSubscripts() throws {
        let output = try printedByStep(
            """
            let items = [10, 20, 30, 40]
            let n = 2
            print(items[0..<2], items[1...2], items[1..<items.count], items[n..<n], items[0..<4].count)
            print(items[1...3].map { $0 / 10 }, Array(items[2..<4]))
            """)
        #expect(output == ["[10, 20] [20, 30] [20, 30, 40] [] 4", "[2, 3, 4] [30, 40]"])
    }

    @Test("partial-range subscripts complete the range with the array's bounds")
    func partialRangeSubscripts() throws {
        let output = try printedByStep(
            """
            let items = [10, 20, 30, 40]
            print(items[1...], items[..<2], items[...2], items[4...], items[...(-1)])
            let from = 2...
            print(from, ..<3, ...3)
            """)
        #expect(
            output == [
                "[20, 30, 40] [10, 20] [10, 20, 30] [] []",
                "PartialRangeFrom<Int>(lowerBound: 2) PartialRangeUpTo<Int>(upperBound: 3) PartialRangeThrough<Int>(upperBound: 3)",
            ])
        let past = stepError("let items = [1, 2, 3]\nprint(items[4...])")
        #expect(past?.message == "Array index is out of range: 4... on an array of 3 elements")
        let reversed = stepError("let items = [1, 2, 3]\nprint(items[..<(-1)])")
        #expect(reversed?.message.hasPrefix("Range requires lowerBound <= upperBound") == true)
    }

    @Test("a range subscript out of bounds is Swift's runtime error")
    func rangeSubscriptOutOfBounds() {
        let past = stepError("let items = [1, 2, 3]\nprint(items[1..<5])")
        #expect(past?.message.hasPrefix("Array index is out of range") == true, "\(String(describing: past?.message))")
        let closed = stepError("let items = [1, 2, 3]\nprint(items[0...3])")
        #expect(closed?.message.hasPrefix("Array index is out of range") == true)
        let negative = stepError("let items = [1, 2, 3]\nlet low = -1\nprint(items[low..<2])")
        #expect(negative?.message.hasPrefix("Negative Array index is out of range") == true)
    }

    @Test("the sequence algorithms and mutating methods keep their results")
    func algorithmsAndMutations() throws {
        let output = try printedByStep(
            """
            var items = [3, 1, 2]
            items.append(5)
            items.insert(0, at: 1)
            items.sort()
            let removed = items.remove(at: 0)
            print(items, removed, items.filter { $0 > 1 }, items.reduce(0) { $0 + $1 }, items.min() ?? -1)
            print(items.firstIndex(of: 3) ?? -1, items.contains(5), items.sorted(by: >), items.prefix(2), items.dropFirst())
            items.removeAll(where: { $0 % 2 == 1 })
            print(items, items.isEmpty, items.first ?? 0, items.last ?? 0, (1...4).map { $0 * 2 })
            """)
        #expect(
            output == [
                "[1, 2, 3, 5] 0 [2, 3, 5] 11 1", "2 true [5, 3, 2, 1] [1, 2] [2, 3, 5]", "[2] false 2 2 [2, 4, 6, 8]",
            ])
    }

    @Test("shuffled and randomElement draw from the seeded generator")
    func seededShuffle() throws {
        let code =
            "let items = [1, 2, 3, 4, 5]\nprint(items.shuffled().sorted(), items.shuffled(), items.randomElement() ?? 0)"
        let first = try printedByStep(code)
        #expect(first == (try printedByStep(code)))
        #expect(first.first?.hasPrefix("[1, 2, 3, 4, 5] [") == true)
    }

    @Test("a range of Doubles is an interval: contains(_:) and its bounds; a half-open one excludes its end")
    func doubleRangeContains() throws {
        let output = try printedByStep(
            """
            let band = 1.05...1.35
            let unit = 0.0..<1.0
            print(band.contains(1.2), band.contains(1.35), band.contains(2), unit.contains(1.0), unit.contains(0))
            print(band.lowerBound, band.upperBound, unit.upperBound)
            """)
        #expect(output == ["true true false false true", "1.05 1.35 1.0"])
    }
}
