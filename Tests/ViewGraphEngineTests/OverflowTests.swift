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
