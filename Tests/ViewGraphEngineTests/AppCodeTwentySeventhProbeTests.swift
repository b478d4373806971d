import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// SwiftUI app code from the twenty-seventh probe (Scenarios/KNOWN-ENGINE-ISSUES.md, 181):
/// each printed line is what this toolchain's `swiftc` prints for the same code.
@Suite("SwiftUI app code: the twenty-seventh probe")
struct AppCodeTwentySeventhProbeTests {
    @Test("a switch over a Double matches integer-literal ranges, as Swift types them from the subject")
    func doubleSubjectIntegerRanges() throws {
        let printed = try printedByStep(
            """
            print(stocking(4.5), stocking(6.0), stocking(20))
            let r = 6.0
            if case 5..<15 = r { print("in") } else { print("out") }
            switch r { case 5...15: print("closed in") default: print("closed out") }
            switch 24.0 { case 22...26: print("comfortable") default: print("other") }
            print(5..<15 ~= r, 25.0 ~= 25.0, 1...3 ~= 4)
            """,
            declarations: """
                func stocking(_ ratio: Double) -> String {
                    switch ratio {
                    case ..<5: return "crowded"
                    case 5..<15: return "comfortable"
                    default: return "spacious"
                    }
                }
                """)
        #expect(printed == ["crowded comfortable spacious", "in", "closed in", "comfortable", "true true false"])
    }

    @Test("Dictionary's first is its first (key:, value:) pair; count(where:) counts the pairs that pass")
    func dictionaryFirstAndCountWhere() throws {
        let printed = try printedByStep(
            """
            var tally: [String: Int] = [:]
            if let (name, count) = tally.first { print(name, count) } else { print("none yet") }
            tally["Robin"] = 3
            if let (name, count) = tally.first { print(name, count) } else { print("none yet") }
            print(tally.first?.key ?? "none", tally.first?.value ?? 0)
            let counts: [String: Int] = ["Robin": 3, "Heron": 5, "Wren": 1]
            print(counts.count(where: { $0.value > 2 }))
            """)
        #expect(printed == ["none yet", "Robin 3", "Robin 3", "2"])
    }

    @Test("folding with an option it does not simulate stops run naming the options it does")
    func foldingWithAnUnsimulatedOption() throws {
        let error = try #require(stepError(#"print("Élan".folding(options: .numeric, locale: nil))"#))
        #expect(error.message.contains("'.caseInsensitive', '.diacriticInsensitive' and '.widthInsensitive' only"))
    }
}
