import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Swift traps on integer overflow; the simulated program gets a runtime diagnostic at
/// the expression instead, and the tool goes on (no crash on hostile values).
@Suite("Arithmetic overflow is a diagnostic")
struct OverflowTests {
    @Test(arguments: [
        ("-Int.min", "arithmetic overflow in unary '-'"),
        ("abs(Int.min)", "arithmetic overflow in 'abs'"),
        ("Int.max + 1", "arithmetic overflow in '+'"),
        ("Int.min - 1", "arithmetic overflow in '-'"),
        ("Int.max * 2", "arithmetic overflow in '*'"),
        ("Int.min / -1", "arithmetic overflow in '/'"),
    ])
    func overflowStopsTheStepWithADiagnostic(expression: String, message: String) throws {
        let diagnostic = simulationError(
            "scenario \"s\" {}\napp { Text(\"\\(\(expression))\") }\nstep \"s\" {\n    frames 1\n}\n")
        #expect(diagnostic?.message == message)
    }

    /// Every statement here traps in Swift; each is a runtime diagnostic with Swift's words.
    @Test(arguments: [
        ("var x = Int.max\nx += 1", "arithmetic overflow in '+'"),
        ("var x = Int.min\nx -= 1", "arithmetic overflow in '-'"),
        ("var x = Int.max\nx *= 2", "arithmetic overflow in '*'"),
        ("var x = Int.min\nx /= -1", "arithmetic overflow in '/'"),
        ("var x = 5\nx /= 0", "division by zero"),
        ("var x = 5\nx %= 0", "division by zero in remainder operation"),
        ("print(Int.min % -1)", "arithmetic overflow in '%'"),
        ("print(Int(Double.nan))", "Double value cannot be converted to Int because it is either infinite or NaN"),
        (
            "print(Int(Double.infinity))",
            "Double value cannot be converted to Int because it is either infinite or NaN"
        ),
        (
            "print(Int(1e19))",
            "Double value cannot be converted to Int because the result would be greater than Int.max"
        ),
        ("print(Int(-1e19))", "Double value cannot be converted to Int because the result would be less than Int.min"),
        (
            "print(Int(Double(Int.max)))",
            "Double value cannot be converted to Int because the result would be greater than Int.max"
        ),
        ("print(5...1)", "Range requires lowerBound <= upperBound: 5...1"),
        ("print(1..<Int.min)", "Range requires lowerBound <= upperBound: 1..<-9223372036854775808"),
        ("print((Int.min...Int.max).count)", "arithmetic overflow in 'count'"),
        ("print((Int.min..<Int.max).count)", "arithmetic overflow in 'count'"),
        ("print(Int.random(in: 5..<5))", "Can't get random value with an empty range"),
        ("print(Double.random(in: 1.0..<1.0))", "Can't get random value with an empty range"),
        (
            "print(Double.random(in: -Double.infinity...Double.infinity))",
            "There is no uniform distribution on an infinite range"
        ),
        ("print([1, 2, 3][Int.min])", "index out of range: -9223372036854775808 (the array has 3 elements)"),
        (
            "print(Array(0..<10)[(Int.max - 1)...Int.max])",
            "Array index is out of range: 9223372036854775806...9223372036854775807 on an array of 10 elements"
        ),
        ("print([1, 2, 3].prefix(-1))", "Can't take a prefix of negative length from a collection"),
        ("print([1, 2, 3].suffix(Int.min))", "Can't take a suffix of negative length from a collection"),
        ("print([1, 2, 3].dropFirst(-1))", "Can't drop a negative number of elements from a collection"),
        ("print([1, 2, 3].dropLast(-1))", "Can't drop a negative number of elements from a collection"),
        ("print(String(repeating: \"a\", count: -1))", "Negative count not allowed"),
        ("print(Array(repeating: 0, count: -1))", "Can't construct Array with count < 0"),
        ("var a: [Int] = []\na.removeFirst()", "can't remove first element from an empty collection"),
        ("print(stride(from: 0, to: 3, by: 0))", "Fatal error: Stride size must not be zero"),
        ("print([1].index(after: Int.max))", "arithmetic overflow in 'index(after:)'"),
        ("print(Duration.seconds(Int.max) * Int.max)", "arithmetic overflow in '*'"),
    ])
    func trappingOperationIsARuntimeDiagnostic(code: String, message: String) {
        #expect(stepError(code)?.message == message)
    }

    /// Values past a limit stop at the limit, not after allocating them.
    @Test(arguments: [
        ("print(String(repeating: \"ab\", count: Int.max))", "string grew past 1000000 bytes"),
        ("print(Array(repeating: 0, count: Int.max))", "collection grew past 1000000 elements"),
        ("for i in Int.min...Int.max { print(i) }", "range has more than 1000000 elements"),
        ("print(Set(Int.min...Int.max).count)", "range has more than 1000000 elements"),
        (
            "print(String(format: \"%99999999d\", 1))",
            "the format specifier \"%99999999d\" asks for more than 1000000 characters"
        ),
        (
            "print(String(format: \"%.99999999f\", 1.0))",
            "the format specifier \"%.99999999f\" asks for more than 1000000 characters"
        ),
    ])
    func hugeValueStopsAtItsLimit(code: String, message: String) {
        let diagnostic = stepError(code)
        #expect(diagnostic?.message == message)
        #expect(diagnostic?.group == .limits)
    }

    /// What does not trap in Swift does not stop here either, and gives Swift's value.
    @Test func nonTrappingExtremesGiveSwiftsValues() throws {
        let output = try printedByStep(
            """
            print(1 << 64, 1 << -1, -8 >> 100, Int.max << 1, 6 & 3, 6 | 3, 6 ^ 3, ~5)
            print(Int.max &+ 1, Int.min &- 1, Int.max &* 2)
            var x = 1
            x <<= 70
            x &+= 3
            print(x)
            print(Int(exactly: 1.5), Int(exactly: 2.0), Int(exactly: 1e300), Int(exactly: Double.nan))
            print(Int(-9223372036854775808.0), Double.nan, -0.0, 1e308 * 10, pow(2.0, 10000.0))
            for i in Int.min..<Int.min { print(i) }
            for i in (Int.max - 1)...Int.max { print(i) }
            print(Int.max.formatted(), Int.min.formatted())
            print(String(repeating: "ab", count: 3), Array(repeating: 7, count: 2))
            """)
        #expect(
            output == [
                "0 0 -1 -2 2 7 5 -6",
                "-9223372036854775808 9223372036854775807 -2",
                "3",
                "nil 2 nil nil",
                "-9223372036854775808 nan -0.0 inf inf",
                "9223372036854775806",
                "9223372036854775807",
                "9,223,372,036,854,775,807 -9,223,372,036,854,775,808",
                "ababab [7, 7]",
            ])
    }

    /// A draw from the whole Int range, and one from a range wider than Int.max, do not overflow.
    @Test func randomDrawsOverTheWholeIntRangeDoNotOverflow() throws {
        let output = try printedByStep(
            """
            for _ in 0..<50 {
                let a = Int.random(in: Int.min...Int.max)
                let b = Int.random(in: -5...Int.max)
                if b < -5 || a == b && a < -5 { print("out of range", a, b) }
            }
            print("done")
            """)
        #expect(output == ["done"])
    }

    /// An overflow in an `expect` line and in a REF selector is reported where it is written.
    @Test func overflowInAnExpectationOrAREFIsADiagnosticThere() {
        let declarations = """
            struct Row: View {
                let n: Int
                var body: some View { Button("b") { print(n) } }
            }
            struct Screen: View {
                @State var items = [1, 2, 3]
                var body: some View { VStack { ForEach(items, id: \\.self) { Row(n: $0) } } }
            }
            """
        for (line, message) in [
            ("expect Screen.items.count + Int.max > 0", "arithmetic overflow in '+'"),
            ("tap Row[Int.max + 1]/Button(\"b\")", "arithmetic overflow in '+'"),
            ("expect Row[Int.min - 1].n == 1", "arithmetic overflow in '-'"),
            ("expect Row(n: Int.max * 2).n == 1", "arithmetic overflow in '*'"),
            ("expect frames == Int.min - 1", "arithmetic overflow in '-'"),
        ] {
            let text = "scenario \"s\" {}\n\(declarations)\napp { Screen() }\nstep \"s\" {\n    \(line)\n}\n"
            // A REF or an expectation that fails to evaluate fails its expectation, or stops the step.
            let diagnostic: Diagnostic?
            do {
                diagnostic = try Harness(text).results.first { !$0.passed }?.failure
            } catch let error as SimulationError {
                diagnostic = error.diagnostic
            } catch {
                diagnostic = nil
            }
            #expect(diagnostic?.message == message, "\(line)")
            // The caret is on the step's line (the last line but one), not at 1:1.
            let lineOfError = diagnostic.map { text.prefix($0.range.start).filter { $0 == "\n" }.count + 1 }
            #expect(lineOfError == text.filter { $0 == "\n" }.count - 1, "\(line)")
        }
    }
}

/// `Double.random(in: 1.05...1.35)`: a range of Doubles, seeded per run like every random value.
@Suite("Double ranges")
struct DoubleRangeTests {
    @Test func randomDoublesStayInTheirRangeAndRepeatPerRun() throws {
        let text = """
            scenario "s" {}
            @Observable final class Rates {
                var values: [Double] = []
                func draw() { for _ in 0..<20 { values.append(Double.random(in: 1.05...1.35)) } }
            }
            app {
                let rates = Rates()
                Text("\\(rates.values.count)")
            }
            step "draw" {
                rates.draw()
                expect rates.values.count == 20
                expect rates.values.allSatisfy { $0 >= 1.05 && $0 <= 1.35 }
            }
            """
        let first = try Harness(text)
        first.expectAllPassed()
        let error = simulationError("scenario \"s\" {}\napp { Text(\"\\(Double.random(in: 2.0..<1.0))\") }\n")
        #expect(error?.message == "Range requires lowerBound <= upperBound: 2.0..<1.0")
    }
}
