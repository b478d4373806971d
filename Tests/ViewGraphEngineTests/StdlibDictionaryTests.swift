import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Dictionary (Builtins/Stdlib/Dictionary.swift).
@Suite("Stdlib: Dictionary")
struct StdlibDictionaryTests {
    @Test("the default subscript reads the default for a missing key")
    func defaultSubscriptRead() throws {
        let output = try printedByStep(
            """
            let counts = ["a": 1]
            print(counts["a", default: 0], counts["z", default: 0], counts.count)
            """)
        #expect(output == ["1 0 1"])
    }

    @Test("writing through the default subscript stores the result")
    func defaultSubscriptWrite() throws {
        let output = try printedByStep(
            """
            var counts: [String: Int] = [:]
            for word in ["a", "b", "a"] {
                counts[word, default: 0] += 1
            }
            var groups: [String: [Int]] = [:]
            groups["odd", default: []].append(1)
            groups["odd", default: []].append(3)
            print(counts, groups)
            """)
        #expect(output == ["[\"a\": 2, \"b\": 1] [\"odd\": [1, 3]]"])
    }

    @Test("writing through the default subscript of an @Observable model notifies its readers")
    func defaultSubscriptOnModel() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Tally { var counts: [String: Int] = [:] }
            struct TallyView: View {
                let tally: Tally
                var body: some View { Text("\\(tally.counts["a", default: 0])") }
            }
            app { TallyView(tally: Tally()) }
            step "count" {
                TallyView.tally.counts["a", default: 0] += 1
                expect TallyView.tally.counts["a"] == 1
                expect bodies == [TallyView]
            }
            """)
        harness.expectAllPassed()
    }

    @Test("filter returns a dictionary; map and sorted return arrays of pairs")
    func filterReturnsDictionary() throws {
        let output = try printedByStep(
            """
            let stock = ["apples": 3, "pears": 0, "plums": 5]
            let inStock = stock.filter { $0.value > 0 }
            print(inStock, inStock.count, inStock["plums"] ?? 0)
            print(stock.map { $0.key }, stock.sorted { $0.value > $1.value }.map { $0.key })
            print(stock.mapValues { $0 * 2 }, stock.filter { _, value in value > 10 })
            """)
        #expect(
            output == [
                "[\"apples\": 3, \"plums\": 5] 2 5",
                "[\"apples\", \"pears\", \"plums\"] [\"plums\", \"apples\", \"pears\"]",
                "[\"apples\": 6, \"pears\": 0, \"plums\": 10] [:]",
            ])
    }

    @Test("Dictionary(uniqueKeysWithValues:) and Dictionary(grouping:by:)")
    func constructors() throws {
        let output = try printedByStep(
            """
            let d = Dictionary(uniqueKeysWithValues: [("a", 1), ("b", 2)])
            let g = Dictionary(grouping: [1, 2, 3, 4], by: { $0 % 2 })
            print(d, g)
            """)
        #expect(output == ["[\"a\": 1, \"b\": 2] [1: [1, 3], 0: [2, 4]]"])
    }
}
