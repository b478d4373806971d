import Foundation
import Testing
import ViewGraphDiagnostics
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

    // MARK: - Structure-aware mutations (issue 23: overflow-class bugs)

    /// Numeric extremes a number in a scenario is replaced with: each traps in Swift somewhere
    /// (overflow, conversion, ranges, counts) or is a value reports must print.
    static let extremes = [
        "Int.min", "Int.max", "-0.0", "1e308", "Double.nan", "(Int.max + 1)", "-Int.min", "abs(Int.min)",
        "(Int.min / -1)", "(1 % 0)", "Int(Double.nan)", "Int(1e308)", "(Int.min...Int.max).count",
        "(Int.max &+ 1)", "(1 << 70)", "-1", "0",
    ]

    /// The tokens of a line: words (identifiers, keywords, numbers with their dots), string
    /// literals, and single punctuation characters; spaces kept, so joining gives the line.
    static func tokens(_ line: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var kind = 0  // 0 none, 1 word, 2 space, 3 string
        for character in line {
            let next: Int
            if kind == 3 {
                current.append(character)
                if character == "\"" {
                    tokens.append(current)
                    current = ""
                    kind = 0
                }
                continue
            }
            if character == "\"" {
                next = 3
            } else if character.isLetter || character.isNumber || character == "_" || character == "." {
                next = 1
            } else if character == " " {
                next = 2
            } else {
                next = 4
            }
            if next != kind || next == 4 {
                if current.isEmpty == false { tokens.append(current) }
                current = ""
            }
            current.append(character)
            kind = next
        }
        if current.isEmpty == false { tokens.append(current) }
        return tokens
    }

    static func isNumber(_ token: String) -> Bool {
        token.first?.isNumber == true && token.allSatisfy { $0.isNumber || $0 == "." || $0 == "_" }
    }

    /// The line range of a block: from a line ending in `{` to the line that closes it.
    static func block(at start: Int, in lines: [String]) -> ClosedRange<Int>? {
        guard lines[start].hasSuffix("{") else { return nil }
        var depth = 0
        for index in start..<lines.count {
            depth += lines[index].filter { $0 == "{" }.count - lines[index].filter { $0 == "}" }.count
            if depth <= 0 { return start...index }
        }
        return nil
    }

    /// A mutation that keeps the file's shape: a number made extreme, two tokens of a
    /// line swapped, two words of the file exchanged, or a whole block duplicated.
    static func mutateStructure(_ text: String, _ random: inout Generator) -> String {
        var lines = text.components(separatedBy: "\n")
        guard lines.count > 2 else { return text }
        for _ in 0..<(1 + random.below(3)) {
            let i = random.below(lines.count)
            var line = tokens(lines[i])
            switch random.below(4) {
            case 0:
                // A numeric extreme in place of a number (the line's, or the file's next one).
                let numbers = line.indices.filter { isNumber(line[$0]) }
                if let target = numbers.isEmpty ? nil : numbers[random.below(numbers.count)] {
                    line[target] = extremes[random.below(extremes.count)]
                    lines[i] = line.joined()
                } else if let j = lines.indices.first(where: { lines[$0].contains(where: \.isNumber) }) {
                    var other = tokens(lines[j])
                    if let target = other.indices.first(where: { isNumber(other[$0]) }) {
                        other[target] = extremes[random.below(extremes.count)]
                        lines[j] = other.joined()
                    }
                }
            case 1:
                // Two tokens of a line swapped.
                let words = line.indices.filter { line[$0] != " " && line[$0].allSatisfy { $0 == " " } == false }
                if words.count > 1 {
                    line.swapAt(words[random.below(words.count)], words[random.below(words.count)])
                    lines[i] = line.joined()
                }
            case 2:
                // A word of this line in place of a word of another line.
                let j = random.below(lines.count)
                let from = tokens(lines[j]).filter { $0.first?.isLetter == true }
                let targets = line.indices.filter { line[$0].first?.isLetter == true }
                if from.isEmpty == false, targets.isEmpty == false {
                    line[targets[random.below(targets.count)]] = from[random.below(from.count)]
                    lines[i] = line.joined()
                }
            default:
                // A whole block (a declaration, a step, a closure) duplicated after itself.
                let starts = lines.indices.filter { lines[$0].hasSuffix("{") }
                if starts.isEmpty == false, let range = block(at: starts[random.below(starts.count)], in: lines) {
                    lines.insert(contentsOf: lines[range], at: range.upperBound + 1)
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test func tokenizingALineKeepsItsText() {
        let line = #"    expect Row[1].title == "a b" && count + 12.5 > -3"#
        #expect(Self.tokens(line).joined() == line)
        #expect(Self.tokens(line).contains(#""a b""#))
        #expect(Self.tokens(line).contains("12.5"))
    }

    /// Structure-aware mutations of every example, run and rendered as `run` and
    /// `export` do: numeric extremes reach arithmetic, conversions, ranges, REFs and
    /// expectations, and each must end in a result or a diagnostic (a trap would end
    /// the test process). Seeded; a small budget per input.
    @Test("structure-aware mutations with numeric extremes run and render without a crash")
    func structureAwareMutationsTerminate() throws {
        #expect(Self.fixtures.isEmpty == false)
        var random = Generator(state: 0x23_0F_F5E7)
        var limits = Limits()
        limits.framesPerStep = 20
        limits.operationsPerStep = 100_000
        limits.loopIterations = 5_000
        var reachedAnExtreme = 0
        let rounds = Int(ProcessInfo.processInfo.environment["VIEWGRAPH_FUZZ_ROUNDS"] ?? "") ?? 8
        for round in 0..<rounds {
            for url in Self.fixtures {
                let original = try String(contentsOf: url, encoding: .utf8)
                var text = original
                for _ in 0...random.below(2) { text = Self.mutateStructure(text, &random) }
                if let dump = ProcessInfo.processInfo.environment["VIEWGRAPH_FUZZ_DUMP"] {
                    try? text.write(toFile: dump, atomically: false, encoding: .utf8)
                }
                let start = ContinuousClock.now
                let scenario = LoadedScenario(path: url.lastPathComponent, text: text)
                if scenario.hasErrors == false {
                    for variant in scenario.model.variantNames.prefix(2) {
                        let run = scenario.run(variant: variant, limits: limits)
                        let transcript = Transcript.render(scenario, run)
                        #expect(transcript.isEmpty == false)
                        for format in ExportFormat.allCases {
                            _ = Exporter.render(format, scenario, run)
                        }
                        if let error = run.error, Self.extremes.contains(where: { text.contains($0) }),
                            error.group == .runtime
                        {
                            reachedAnExtreme += 1
                        }
                    }
                }
                let elapsed = ContinuousClock.now - start
                #expect(elapsed < .seconds(10), "round \(round), \(url.lastPathComponent) took \(elapsed)")
            }
        }
        // The mutations reach the engine: some runs stop at a runtime error on an extreme.
        #expect(reachedAnExtreme > 0)
    }
}
