import Foundation
import Testing
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports

/// A step card lists a printed line where it was printed: among the writes a frame took,
/// before that frame's line, not after every frame of the step.
struct PrintOrderCardTests {
    @Test("a task's prints between two frames are listed in the second frame's block, among its writes")
    func printsSitBetweenFrames() throws {
        let run = try EveryChangeNamedTests.run(
            """
            scenario "Prints between frames" {}
            @Observable final class Meter { var n = 0 }
            struct Ticker: View {
                @State private var meter = Meter()
                var body: some View {
                    Text("\\(meter.n)")
                        .task {
                            for i in 1...2 {
                                try? await Task.sleep(for: .milliseconds(100))
                                meter.n = i
                                print("after \\(i)")
                            }
                        }
                }
            }
            app { Ticker() }
            step "wait" { wait 1s }
            """)
        let simulation = try #require(run.simulation)
        let card = StepCard.render(run.steps[1], of: 1, simulation: simulation)
        let lines = card.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func position(_ prefix: String) throws -> Int { try #require(lines.firstIndex { $0.hasPrefix(prefix) }) }
        #expect(try position("change   @Observable Meter.n   0 → 1") < position("print    after 1"))
        #expect(try position("print    after 1") < position("frame 1"))
        #expect(try position("frame 1") < position("change   @Observable Meter.n   1 → 2"))
        #expect(try position("print    after 2") < position("frame 2"))
    }

    @Test("an action's print comes before the frame it caused; a body's print follows its frame")
    func actionAndBodyPrints() throws {
        let run = try EveryChangeNamedTests.run(
            """
            scenario "Action and body prints" {}
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    let _ = print("body \\(count)")
                    Button("Add") {
                        count += 1
                        print("tapped")
                    }
                }
            }
            app { Counter() }
            step "add" { tap Counter/Button("Add") }
            """)
        let simulation = try #require(run.simulation)
        let card = StepCard.render(run.steps[1], of: 1, simulation: simulation)
        let tapped = try #require(card.range(of: "print    tapped"))
        let frame = try #require(card.range(of: "frame 1"))
        let body = try #require(card.range(of: "print    body 1"))
        #expect(tapped.lowerBound < frame.lowerBound)
        #expect(frame.lowerBound < body.lowerBound)
    }

    @Test("an onChange action that prints, writes what nothing reads, then prints: the write sits between")
    func printsAroundAWriteAfterTheFrames() throws {
        let run = try EveryChangeNamedTests.run(
            """
            scenario "Prints around a late write" {}
            @Observable final class Meter {
                var level = 0
                var note = ""
            }
            struct MeterView: View {
                @State private var meter = Meter()
                var body: some View {
                    Button("Up \\(meter.level)") { meter.level += 1 }
                        .onChange(of: meter.level) { _, new in
                            print("before")
                            meter.note = "at \\(new)"
                            print("after")
                        }
                }
            }
            app { MeterView() }
            step "up" { tap MeterView/Button }
            """)
        let simulation = try #require(run.simulation)
        let card = StepCard.render(run.steps[1], of: 1, simulation: simulation)
        let lines = card.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func position(_ prefix: String) throws -> Int { try #require(lines.firstIndex { $0.hasPrefix(prefix) }) }
        #expect(try position("frame 1") < position("print    before"))
        #expect(try position("print    before") < position("change   @Observable Meter.note"))
        #expect(try position("change   @Observable Meter.note") < position("print    after"))
    }

    @Test("a step that starts no frame lists its writes among its prints, in the order made")
    func printsAroundAnUnreadWrite() throws {
        let run = try EveryChangeNamedTests.run(
            """
            scenario "Prints around an unread write" {}
            @Observable final class Log { var entries = 0 }
            struct LogView: View {
                @State private var log = Log()
                var body: some View {
                    Button("Log") {
                        print("first")
                        log.entries += 1
                        print("second")
                    }
                }
            }
            app { LogView() }
            step "log" { tap LogView/Button }
            """)
        let simulation = try #require(run.simulation)
        #expect(run.steps[1].frames.isEmpty)
        let card = StepCard.render(run.steps[1], of: 1, simulation: simulation)
        let lines = card.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func position(_ prefix: String) throws -> Int { try #require(lines.firstIndex { $0.hasPrefix(prefix) }) }
        #expect(try position("print    first") < position("change   @Observable Log.entries"))
        #expect(try position("change   @Observable Log.entries") < position("print    second"))
        #expect(try position("print    second") < position("no frames"))
    }
}
