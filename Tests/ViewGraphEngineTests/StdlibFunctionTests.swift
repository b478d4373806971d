import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Free functions (Builtins/Stdlib/Functions.swift).
@Suite("Stdlib: free functions")
struct StdlibFunctionTests {
    @Test("zip, stride and repeatElement iterate as in Swift")
    func sequences() throws {
        let output = try printedByStep(
            """
            for (n, name) in zip([1, 2, 3], ["a", "b"]) { print(n, name) }
            print(stride(from: 0, to: 10, by: 3), stride(from: 10, through: 0, by: -5), stride(from: 0, to: 0, by: 1))
            print(stride(from: 0.0, through: 1.0, by: 0.25), repeatElement("x", count: 2))
            """)
        #expect(output == ["1 a", "2 b", "[0, 3, 6, 9] [10, 5, 0] []", "[0.0, 0.25, 0.5, 0.75, 1.0] [\"x\", \"x\"]"])
    }

    @Test("math functions return Doubles")
    func math() throws {
        let output = try printedByStep(
            "print(sqrt(2.25), floor(-1.5), ceil(1.2), round(2.5), round(-2.5), pow(2.0, 10))")
        #expect(output == ["1.5 -2.0 2.0 3.0 -3.0 1024.0"])
    }

    @Test("debugPrint quotes strings; type(of:) names the dynamic type")
    func descriptions() throws {
        let output = try printedByStep(
            """
            debugPrint("a", 1)
            print(type(of: Point(x: 1)), type(of: "s"), type(of: Point(x: 1)) == Point.self)
            """, declarations: "struct Point { var x: Int }")
        #expect(output == ["\"a\" 1", "Point String true"])
    }

    @Test("fatalError, precondition and assert stop the step with Swift's wording")
    func stops() {
        #expect(stepError("fatalError(\"no data\")")?.message == "Fatal error: no data")
        #expect(stepError("fatalError()")?.message == "Fatal error")
        #expect(stepError("precondition(1 > 2, \"order\")")?.message == "Precondition failed: order")
        #expect(stepError("assert(false)")?.message == "Assertion failed")
        #expect(stepError("precondition(true, \"fine\")\nassert(1 < 2)") == nil)
        #expect(
            stepError("print(stride(from: 0, to: 3, by: 0))")?.message == "Fatal error: Stride size must not be zero")
    }
}
