import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// What the thirty-second probe left and the thirty-third found.
@Suite("App code: the thirty-third probe")
struct AppCodeThirtyThirdProbeTests {
    @Test("a Date prints as Foundation's description: UTC, to the whole second")
    func datePrintsAsFoundationDoes() throws {
        let printed = try printedByStep(
            "show()",
            declarations: """
                func show() {
                    let start = Date(timeIntervalSince1970: 86_400)
                    print(start)
                    print("began \\(start)")
                    print([Date.now, Date.now.addingTimeInterval(1.7)])
                }
                """)
        #expect(
            printed == [
                "1970-01-02 00:00:00 +0000", "began 1970-01-02 00:00:00 +0000",
                "[2026-01-01 00:00:00 +0000, 2026-01-01 00:00:01 +0000]",
            ])
    }

    @Test("a method a range does not have is reported on the range's type, not on 'Array'")
    func unknownRangeMethodNamesTheRange() {
        let error = stepError("print((0..<5).frobnicate())")
        #expect(error?.message == "value of type 'Range<Int>' has no method 'frobnicate()' in scenarios")
    }
}
