import Testing
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
        #expect(error?.message == "range requires lowerBound <= upperBound (2.0 and 1.0)")
    }
}
