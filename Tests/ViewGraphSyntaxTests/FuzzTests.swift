import Foundation
import Testing
import ViewGraphDiagnostics

@testable import ViewGraphSyntax

/// A small deterministic generator (SplitMix64), so every run fuzzes the same inputs.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Mutations of valid scenario files: the parser must return a tree for every one of
/// them and the checker must check it, quickly, and never crash or hang.
@Suite("Parser fuzzing")
struct FuzzTests {
    static let fragments: [String] = [
        "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "\\(", "/*", "*/", "//", ",", ":", ";", ".", "?",
        "!", "=",
        "==", "->", "@", "#if", "$0", "$", "`", "\\.", "..<", "...", "let", "var", "func", "struct",
        "enum case",
        "if", "else", "guard", "switch", "case", "default:", "for x in", "while", "return", "async let",
        "await",
        "try", "actor", "protocol", "<T>", "where", "expect", "expect finding", "tap", "scroll", "to",
        "wait",
        "every", "frames", "step \"x\"", "variant \"v\"", "app", "costs", "100ms", "120Hz", "1e", "0x",
        "\n", " ",
        "\u{0}", "☃", "\u{FFFD}", "é", "-", "+", "in", "{ x in", "[weak self]", "\\Type.a", "get",
        "set", "typealias T =", "lazy var", "[Int]()", "[String: Int]()", "withTaskGroup(of: Int.self) { g in",
        "g.addTask {", "for await v in g",
    ]

    /// One mutation of `text`.
    static func mutate(_ text: String, _ rng: inout SeededGenerator) -> String {
        var bytes = Array(text.utf8)
        let kind = Int.random(in: 0..<6, using: &rng)
        switch kind {
        case 0 where !bytes.isEmpty:  // delete a range
            let start = Int.random(in: 0..<bytes.count, using: &rng)
            let length = Int.random(in: 1...min(200, bytes.count - start), using: &rng)
            bytes.removeSubrange(start..<(start + length))
        case 1:  // insert tokens
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                let at = Int.random(in: 0...bytes.count, using: &rng)
                bytes.insert(contentsOf: Array(fragments.randomElement(using: &rng)!.utf8), at: at)
            }
        case 2:  // insert random bytes
            for _ in 0..<Int.random(in: 1...16, using: &rng) {
                let at = Int.random(in: 0...bytes.count, using: &rng)
                bytes.insert(UInt8.random(in: 0...255, using: &rng), at: at)
            }
        case 3:  // swap two lines
            var lines = text.components(separatedBy: "\n")
            if lines.count > 1 {
                let a = Int.random(in: 0..<lines.count, using: &rng)
                let b = Int.random(in: 0..<lines.count, using: &rng)
                lines.swapAt(a, b)
            }
            return lines.joined(separator: "\n")
        case 4 where !bytes.isEmpty:  // truncate
            bytes.removeSubrange(Int.random(in: 0..<bytes.count, using: &rng)...)
        default:  // duplicate a range
            if !bytes.isEmpty {
                let start = Int.random(in: 0..<bytes.count, using: &rng)
                let end = min(bytes.count, start + Int.random(in: 1...300, using: &rng))
                bytes.insert(
                    contentsOf: bytes[start..<end], at: Int.random(in: 0...bytes.count, using: &rng))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static let inputsPerFixture = 100

    @Test(
        "mutated fixtures parse and check in bounded time",
        arguments: fixtureNames("examples") + fixtureNames("examples/errors"))
    func mutatedFixtures(name: String) {
        let subdirectory = fixtureNames("examples").contains(name) ? "examples" : "examples/errors"
        let original = loadFixture(subdirectory, name).text
        var rng = SeededGenerator(
            seed: UInt64(truncatingIfNeeded: name.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) }))
        let clock = ThreadCPUClock()
        var slowest = Duration.zero
        for iteration in 0..<FuzzTests.inputsPerFixture {
            var text = original
            for _ in 0...Int.random(in: 0..<3, using: &rng) { text = FuzzTests.mutate(text, &rng) }
            let source = SourceFile(path: name, text: text)
            var result: (file: ScenarioFile, diagnostics: [Diagnostic])?
            var checked: [Diagnostic] = []
            let elapsed = clock.measure {
                result = parseScenario(source)
                if let result { checked = checkScenario(result.file, source: source) }
            }
            slowest = max(slowest, elapsed)
            #expect(elapsed < .seconds(1), "input \(iteration) of \(name) took \(elapsed)")
            guard let result else { continue }
            // The tree covers the file; diagnostics point inside it.
            #expect(result.file.range.end == source.utf8.count)
            for diagnostic in result.diagnostics + checked {
                #expect(diagnostic.range.start >= 0 && diagnostic.range.end <= source.utf8.count)
            }
            _ = dumpAST(result.file, source: source)
        }
        #expect(slowest < .seconds(1))
    }

    @Test func pathologicalInputs() {
        let inputs = [
            "", "\n\n\n", String(repeating: "{", count: 10_000), String(repeating: "}", count: 10_000),
            String(repeating: "(", count: 10_000), String(repeating: "\"", count: 9_999),
            String(repeating: "a.", count: 10_000), String(repeating: "a + ", count: 10_000),
            String(repeating: "-", count: 10_000) + "x", String(repeating: "!", count: 10_000),
            "app {" + String(repeating: "[", count: 10_000), String(repeating: "/*", count: 1000),
            String(repeating: "\\(", count: 5000),
            "step \"a\" { expect finding " + String(repeating: "a-", count: 5000),
            String(repeating: "@", count: 5000), String(repeating: "case ", count: 5000),
            String(repeating: "x ? ", count: 5000), "app { " + String(repeating: "f(x: ", count: 5000),
            String(repeating: "struct A: ", count: 3000), String(repeating: "let x = \\", count: 3000),
            // Deep but valid trees: the checker walks them within its depth limit.
            "app { x" + String(repeating: " + x", count: 10_000) + " }",
            "app { x" + String(repeating: ".a", count: 10_000) + " }",
            "app { x" + String(repeating: "[0]", count: 10_000) + " }",
            "app { x" + String(repeating: "()", count: 10_000) + " }",
            "struct A { func f() { " + String(repeating: "if x { ", count: 5000) + " }",
            "app {" + String(repeating: " { x in", count: 5000) + " }",
            // Many declarations, unknown names and variants: the checker stays linear.
            (0..<300).map { "struct A\($0): View { var body: some View { Zz\($0)() } }\n" }.joined()
                + (1..<300).map { "variant \"v\($0)\" extends \"v\($0 - 1)\" { struct A\($0) {} }\n" }.joined(),
        ]
        let clock = ThreadCPUClock()
        for input in inputs {
            let source = SourceFile(path: "p", text: input)
            var file: ScenarioFile?
            let parsing = clock.measure { file = parseScenario(source).file }
            #expect(parsing < .seconds(1), "\(input.prefix(20))… took \(parsing) to parse")
            guard let file else { continue }
            let checking = clock.measure { _ = checkScenario(file, source: source) }
            #expect(checking < .seconds(1), "\(input.prefix(20))… took \(checking) to check")
        }
    }
}

/// Measures the CPU time of the calling thread, so a time limit catches work that grows
/// too fast, not a machine busy with other tests (the suite runs tests in parallel).
struct ThreadCPUClock {
    func measure(_ body: () throws -> Void) rethrows -> Duration {
        let start = Self.now()
        try body()
        return Self.now() - start
    }

    private static func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
