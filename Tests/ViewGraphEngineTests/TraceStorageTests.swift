import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// `StepTrace` and `FrameTrace` keep their fields in shared copy-on-write storage; a copy must
/// still behave as a value: writing to one copy leaves every other copy as it was.
@Suite struct TraceStorageTests {
    @Test("a copied step trace keeps its own frames, title and flags when the original is written")
    func stepTraceCopiesAreIndependent() {
        var original = StepTrace(index: 1, title: "tap", range: SourceRange.at(0))
        original.frames.append(FrameTrace(index: 0, time: 0))
        let copy = original
        original.frames.append(FrameTrace(index: 1, time: 16_667))
        original.title = "tap again"
        original.hitFrameCap = true
        #expect(copy.frames.count == 1)
        #expect(copy.title == "tap")
        #expect(copy.hitFrameCap == false)
        #expect(original.frames.count == 2)
        #expect(original.title == "tap again")
    }

    @Test("a frame written through a step's frames array leaves an earlier copy of the step alone")
    func nestedFrameWritesCopyOnWrite() {
        var step = StepTrace(index: 2, title: "wait", range: SourceRange.at(0))
        step.frames.append(FrameTrace(index: 0, time: 0))
        let before = step
        step.frames[0].cost += 0.004
        step.frames[0].events.append("timer fired")
        #expect(before.frames[0].cost == 0)
        #expect(before.frames[0].events.isEmpty)
        #expect(step.frames[0].cost == 0.004)
        #expect(step.frames[0].events == ["timer fired"])
    }
}
