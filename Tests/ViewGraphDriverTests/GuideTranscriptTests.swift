import Foundation
import Testing
import ViewGraphEngine
import ViewGraphREPL

/// Keeps `Guides/GettingStarted.md` true: every ```` ```repl ```` block in it is replayed
/// through a REPL session and must match what the session prints.
///
/// A block's first line is `$ viewgraph FILE` (FILE relative to the repository). Lines
/// starting with `> ` are typed commands (a lone `>` is Enter on an empty line); every
/// other line is output. A line holding only `…` marks trimmed output: the lines between
/// such marks must appear in the real output in order, each run of them contiguous; a
/// part without any mark must match exactly.
@Suite struct GuideTranscriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One typed line and the output shown under it (`nil` command: the banner).
    struct Exchange {
        var command: String?
        var output: [String]
    }

    struct Block {
        var line: Int
        var file: String
        var exchanges: [Exchange]
    }

    static func blocks(in page: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        var sawHeader = false
        for (index, raw) in page.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if current == nil {
                if line.trimmingCharacters(in: .whitespaces) == "```repl" {
                    current = Block(line: index + 1, file: "", exchanges: [Exchange(command: nil, output: [])])
                    sawHeader = false
                }
                continue
            }
            if line.hasPrefix("```") {
                blocks.append(current!)
                current = nil
                continue
            }
            if sawHeader == false {
                sawHeader = true
                current!.file = line.hasPrefix("$ viewgraph ") ? String(line.dropFirst("$ viewgraph ".count)) : ""
                continue
            }
            if line == ">" || line.hasPrefix("> ") {
                current!.exchanges.append(Exchange(command: String(line.dropFirst(min(2, line.count))), output: []))
            } else {
                current!.exchanges[current!.exchanges.count - 1].output.append(line)
            }
        }
        return blocks
    }

    /// Whether `expected` (with `…` marks) describes `actual`.
    static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        let expected = trimmedTrailingBlanks(expected)
        let actual = trimmedTrailingBlanks(actual)
        let isMark = { (line: String) in line.trimmingCharacters(in: .whitespaces) == "…" }
        guard expected.contains(where: isMark) else { return expected == actual }
        var chunks: [[String]] = [[]]
        for line in expected {
            if isMark(line) { chunks.append([]) } else { chunks[chunks.count - 1].append(line) }
        }
        let anchoredStart = isMark(expected.first!) == false
        let anchoredEnd = isMark(expected.last!) == false
        var position = 0
        for (index, chunk) in chunks.enumerated() where chunk.isEmpty == false {
            let isFirst = index == 0
            let isLast = index == chunks.count - 1
            var found: Int?
            if isFirst && anchoredStart {
                if actual.count >= chunk.count && Array(actual[0..<chunk.count]) == chunk { found = 0 }
            } else if isLast && anchoredEnd {
                let start = actual.count - chunk.count
                if start >= position && Array(actual[start...]) == chunk { found = start }
            } else if actual.count >= chunk.count, position <= actual.count - chunk.count {
                found = (position...(actual.count - chunk.count)).first {
                    Array(actual[$0..<$0 + chunk.count]) == chunk
                }
            }
            guard let start = found else { return false }
            position = start + chunk.count
        }
        return true
    }

    static func trimmedTrailingBlanks(_ lines: [String]) -> [String] {
        var lines = lines
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        return lines
    }

    /// The session's output for the banner and each command, read from the checkout.
    static func replay(_ block: Block) -> [[String]] {
        _ = FieldKeyPaths.keyPath(256)
        final class Sink { var text = "" }
        let sink = Sink()
        let host = REPLHost(
            readFile: { path in
                let url = root.appendingPathComponent(path)
                guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                    return .failed("error: cannot read '\(path)'")
                }
                return .text(path: path, text: text)
            },
            guidePage: { relative in try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8) })
        let session = REPLSession(host: host, write: { sink.text += $0 })
        func take() -> [String] {
            defer { sink.text = "" }
            return sink.text.isEmpty
                ? [] : sink.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        session.open(block.file)
        var outputs = [take()]
        for exchange in block.exchanges.dropFirst() {
            session.execute(exchange.command ?? "")
            outputs.append(take())
            if session.isFinished { break }
        }
        return outputs
    }

    @Test func gettingStartedMatchesTheREPL() throws {
        let page = try String(
            contentsOf: Self.root.appendingPathComponent("Guides/GettingStarted.md"), encoding: .utf8)
        let blocks = Self.blocks(in: page)
        #expect(blocks.count >= 5, "expected a ```repl block per lesson")
        for block in blocks {
            #expect(
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(block.file).path),
                "GettingStarted.md:\(block.line): the block must start with '$ viewgraph FILE' naming a scenario")
            let outputs = Self.replay(block)
            #expect(
                outputs.count == block.exchanges.count,
                "GettingStarted.md:\(block.line): the session ended before the block's last command")
            for (exchange, actual) in zip(block.exchanges, outputs) where Self.matches(exchange.output, actual) == false
            {
                let what =
                    exchange.command.map { $0.isEmpty ? "Enter (an empty '>' line)" : "'> \($0)'" } ?? "the banner"
                Issue.record(
                    """
                    GettingStarted.md:\(block.line) (\(block.file)): the output of \(what) differs.
                    page:
                    \(exchange.output.joined(separator: "\n"))
                    real:
                    \(actual.joined(separator: "\n"))
                    """)
            }
        }
    }

    @Test func trimMarksMatchInOrder() {
        let real = ["a", "b", "c", "d", "e"]
        #expect(Self.matches(["a", "b", "c", "d", "e", ""], real))
        #expect(Self.matches(["a", "…", "d", "e"], real))
        #expect(Self.matches(["…", "c", "…"], real))
        #expect(Self.matches(["a", "…"], real))
        #expect(Self.matches(["a", "c"], real) == false)
        #expect(Self.matches(["…", "d", "c", "…"], real) == false)
        #expect(Self.matches(["a", "…", "d"], real) == false)
        #expect(Self.matches(["b", "…"], real) == false)
    }
}
