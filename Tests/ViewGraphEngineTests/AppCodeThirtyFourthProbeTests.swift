import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// What the thirty-fourth probe found: integer literals Swift types as Doubles from a
/// declaration the engine did not read.
@Suite("App code: the thirty-fourth probe")
struct AppCodeThirtyFourthProbeTests {
    @Test("a property typed by its default (`var km = 0.0`, `[Double]()`) makes memberwise Int literals Doubles")
    func memberwiseArgumentsTakeTheInferredType() throws {
        let printed = try printedByStep(
            """
            var run = Run(id: 1, km: 3, splits: [1, 2], best: [5], pace: 7, byDay: ["mon": 1])
            print(run.km / 2, run.splits, run.best, run.pace / 2, run.byDay)
            run.km = 5
            print(run.km / 2)
            """,
            declarations: """
                struct Run: Identifiable {
                    var id = 0
                    var km = 0.0
                    var splits = [Double]()
                    var best = [0.0]
                    var pace = Double(0)
                    var byDay = [String: Double]()
                }
                """)
        #expect(printed == ["1.5 [1.0, 2.0] [5.0] 3.5 [\"mon\": 1.0]", "2.5"])
    }

    @Test("a local typed by its initializer (`var laps = [Double]()`) stores appended Int literals as Doubles")
    func localTypedByItsInitializer() throws {
        let printed = try printedByStep(
            """
            var laps = [Double]()
            laps.append(3)
            var total = 0.0
            total = 4
            print(laps, total / 8)
            """, declarations: "")
        #expect(printed == ["[3.0] 0.5"])
    }

    @Test("`?? literal` after a function, method or computed property declared Double? is a Double")
    func fallbackTakesTheDeclaredResultType() throws {
        let printed = try printedByStep(
            """
            print(lookup("b") ?? -1)
            print((Stats().average ?? 5) / 2, (Stats().mean() ?? 5) / 2)
            let stats = Stats()
            print(String(format: "%.1f", stats.average ?? 0), stats.mean() ?? 2)
            """,
            declarations: """
                struct Stats {
                    var samples: [Double] = [1.5]
                    var average: Double? { nil }
                    func mean() -> Double? { nil }
                }
                func lookup(_ key: String) -> Double? { nil }
                """)
        #expect(printed == ["-1.0", "2.5 2.5", "0.0 2.0"])
    }

    @Test("a Double enum's integer raw value is a Double, and init(rawValue:) finds it")
    func doubleRawValues() throws {
        let printed = try printedByStep(
            """
            print(Speed.slow.rawValue / 2, Speed(rawValue: 1) == .slow, Speed.fast.rawValue)
            """,
            declarations: "enum Speed: Double { case slow = 1, fast = 2.5 }")
        #expect(printed == ["0.5 true 2.5"])
    }

    @Test("an array literal added to a [Double] holds Doubles")
    func arrayLiteralAddedToDoubles() throws {
        let printed = try printedByStep(
            "print(Stats().samples + [3])",
            declarations: "struct Stats { var samples: [Double] = [1.5] }")
        #expect(printed == ["[1.5, 3.0]"])
    }
}
