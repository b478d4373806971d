import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Sized integers are held as Int: exact within their range, an error outside it where the
/// type is declared (their wrapping arithmetic is not simulated), never a wrong number.
@Suite("Sized integers")
struct SizedIntegerTests {
    @Test("values within a declared sized type's range are exact")
    func valuesInRange() throws {
        let printed = try printedByStep(
            """
            let level: UInt8 = 200
            print(level, scaled(level), level + 50)
            """,
            declarations:
                "func scaled(_ value: UInt8) -> UInt16 { let doubled: UInt16 = 400; return doubled - 200 + 200 }")
        #expect(printed == ["200 400 250"])
    }

    @Test("a UInt64 result that Int arithmetic made negative stops the step at the declared type")
    func wrappedUInt64IsAnError() {
        let error = stepError(
            """
            var generator = Generator()
            print(generator.next())
            """,
            """
            struct Generator {
                var state: UInt64 = 42
                mutating func next() -> UInt64 {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    return state >> 33
                }
            }
            """)
        #expect(error?.message.hasPrefix("a 'UInt64' here would hold -927218314, outside its range") == true)
    }
}
