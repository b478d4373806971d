import Testing
import ViewGraphEngine

/// What the twenty-ninth probe's app files (climbing log, library loans, recipe scaler,
/// parking garage, flashcards, tides, darts, trip expenses, beehives, housekeeping) found.
/// Expected lines are this toolchain's `swiftc` output.
@Suite("App code: the twenty-ninth probe")
struct AppCodeTwentyNinthProbeTests {
    @Test("an integer literal in a ternary takes the type of a Double the other branch evidently is")
    func ternaryLiteralTakesTheOtherBranchsType() throws {
        let printed = try printedByStep(
            """
            let xs: [Int] = []
            let d = 2.5
            let b = xs.isEmpty ? 0 : d
            let c = xs.isEmpty ? 0 : Double(3) / Double(4)
            let e = xs.isEmpty ? 0 : (d * 2)
            let f = xs.isEmpty ? 0 : xs.count
            print(b, c, e, f)
            """)
        #expect(printed == ["0.0 0.0 0.0 0"])
    }

    @Test("map on a collection's first, last, max() is Optional's map, as the result's type says")
    func optionalMapOnOptionalResults() throws {
        let printed = try printedByStep(
            """
            let last = "Ursula K. Le Guin".split(separator: " ").last.map(String.init) ?? ""
            print(last.prefix(3).uppercased())
            let xs = [3, 1, 2]
            print(xs.max().map { $0 * 10 } ?? 0)
            print(xs.first.map { "\\($0)!" } ?? "none")
            let empty: [Int] = []
            print(empty.last.map { $0 + 1 } ?? -1)
            let words = ["ab", "cd"]
            print(words.first.map { $0.count } ?? 0)
            print(words.first?.map { String($0) } ?? [])
            """)
        #expect(printed == ["GUI", "30", "3!", "-1", "2", #"["a", "b"]"#])
        // A type of the scenario with a member named `first` keeps the collection's map there.
        let own = try printedByStep(
            #"print(Person(first: "Ana").first.map { String($0) })"#,
            declarations: "struct Person { let first: String }")
        #expect(own == [#"["A", "n", "a"]"#])
    }

    @Test("replacingOccurrences(of:with:options:) with Foundation's options")
    func replacingWithOptions() throws {
        let printed = try printedByStep(
            """
            print("Hello".replacingOccurrences(of: "l", with: "L", options: .caseInsensitive))
            print("lHeLlo".replacingOccurrences(of: "l", with: "_", options: [.caseInsensitive, .anchored]))
            """)
        #expect(printed == ["HeLLo", "_HeLlo"])
        let regex = try #require(
            stepError(#"let s = "a1".replacingOccurrences(of: "[0-9]", with: "", options: .regularExpression)"#))
        #expect(regex.message.contains("a regular expression is not simulated yet"))
    }

    @Test("a bounded loop over the iteration limit says how long it is, not that it looks endless")
    func boundedLoopOverTheLimit() throws {
        let error = try #require(stepError("var n = 0\nfor i in 0..<200_000 { n += i }"))
        #expect(
            error.message
                == "loop over 200000 elements ran more than the 100000 iterations a loop may run in a scenario")
    }
}
