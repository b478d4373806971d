import Foundation
import Testing
import ViewGraphDriver
import ViewGraphEngine

/// Issue 9: mutated scenarios run to completion or to a diagnostic within a
/// bounded time; nothing crashes or hangs. Seeded, so failures reproduce.
@Suite("Engine fuzz")
struct EngineFuzzTests {
    static let fixtures: [URL] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ViewGraphSyntaxTests/Fixtures/examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".scenario") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
    }

    /// Line-level mutations keep most of the file valid, so the engine, not only the
    /// parser, sees odd programs: deleted, duplicated and swapped lines, changed numbers.
    static func mutate(_ text: String, _ random: inout Generator) -> String {
        var lines = text.components(separatedBy: "\n")
        guard lines.count > 2 else { return text }
        for _ in 0..<(1 + random.below(3)) {
            let i = random.below(lines.count)
            let j = random.below(lines.count)
            switch random.below(5) {
            case 0: lines.remove(at: i)
            case 1: lines.insert(lines[j], at: i)
            case 2: lines.swapAt(i, j)
            case 3:
                lines[i] = lines[i].replacingOccurrences(of: "1", with: ["0", "-1", "99999", "2"][random.below(4)])
            default:
                lines[i] = lines[i].replacingOccurrences(of: "==", with: "!=")
            }
            if lines.isEmpty { return "" }
        }
        return lines.joined(separator: "\n")
    }

    @Test("mutated scenarios finish with a result or a diagnostic, in bounded time")
    func mutatedScenariosTerminate() throws {
        #expect(Self.fixtures.isEmpty == false)
        var random = Generator(state: 0x5EED)
        var limits = Limits()
        limits.framesPerStep = 30
        limits.operationsPerStep = 300_000
        limits.loopIterations = 20_000
        var slowest: Duration = .zero
        let rounds = Int(ProcessInfo.processInfo.environment["VIEWGRAPH_FUZZ_ROUNDS"] ?? "") ?? 40
        for round in 0..<rounds {
            for url in Self.fixtures {
                let original = try String(contentsOf: url, encoding: .utf8)
                let text = Self.mutate(original, &random)
                if let dump = ProcessInfo.processInfo.environment["VIEWGRAPH_FUZZ_DUMP"] {
                    try? text.write(toFile: dump, atomically: false, encoding: .utf8)
                }
                let start = ContinuousClock.now
                let scenario = LoadedScenario(path: url.lastPathComponent, text: text)
                if scenario.hasErrors == false {
                    for variant in scenario.model.variantNames {
                        _ = scenario.run(variant: variant, limits: limits)
                    }
                }
                let elapsed = ContinuousClock.now - start
                slowest = max(slowest, elapsed)
                #expect(elapsed < .seconds(5), "round \(round), \(url.lastPathComponent) took \(elapsed)")
            }
        }
        #expect(slowest < .seconds(5))
    }
}
