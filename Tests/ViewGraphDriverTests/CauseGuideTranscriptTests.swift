import Foundation
import Testing

/// Keeps the quoted output of `Guides/causes/*.md` and `Guides/claims.md` true: each plain
/// ```` ``` ```` block is the output of the command named just before it (a one-line block
/// `viewgraph why …`, a `<!-- viewgraph run … -->` comment on the line above, or
/// `viewgraph run …` in backquotes in the paragraph above), run at 100 columns. A page may
/// cut lines with `…`; every other line must appear in the real output, in order.
/// `scripts/refresh-cause-transcripts.py` re-captures the blocks that are no longer true.
extension EndToEndTests {
    struct QuotedOutput {
        var page: String
        var line: Int
        var command: [String]
        var lines: [String]
    }

    /// The page's quoted outputs with the command each one quotes.
    static func quotedOutputs(page: String, text: String) -> [QuotedOutput] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [QuotedOutput] = []
        var pending: [String]?
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            let language = lines[index].dropFirst(3).trimmingCharacters(in: .whitespaces)
            var end = index + 1
            while end < lines.count, lines[end].hasPrefix("```") == false { end += 1 }
            let body = Array(lines[(index + 1)..<min(end, lines.count)])
            defer { index = end + 1 }
            if language.isEmpty == false {
                pending = nil
                continue
            }
            if body.count == 1, body[0].hasPrefix("viewgraph ") {
                pending = Array(words(body[0]).dropFirst())
                continue
            }
            let command = pending ?? commandInParagraph(above: index, lines)
            pending = nil
            if let command { result.append(QuotedOutput(page: page, line: index + 1, command: command, lines: body)) }
        }
        return result
    }

    /// `<!-- viewgraph run … -->` on the line above line `index`, else the last
    /// `` `viewgraph run …` `` in the paragraph above it.
    static func commandInParagraph(above index: Int, _ lines: [String]) -> [String]? {
        var k = index - 1
        while k >= 0, lines[k].trimmingCharacters(in: .whitespaces).isEmpty { k -= 1 }
        if k >= 0 {
            let line = lines[k].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("<!-- viewgraph "), line.hasSuffix(" -->") {
                return words(String(line.dropFirst("<!-- viewgraph ".count).dropLast(" -->".count)))
            }
        }
        var paragraph: [String] = []
        while k >= 0, lines[k].trimmingCharacters(in: .whitespaces).isEmpty == false, lines[k].hasPrefix("```") == false
        {
            paragraph.insert(lines[k], at: 0)
            k -= 1
        }
        let text = paragraph.joined(separator: " ")
        var found: String?
        var rest = Substring(text)
        while let start = rest.range(of: "`viewgraph run ") {
            let after = rest[start.upperBound...]
            guard let close = after.firstIndex(of: "`") else { break }
            found = "run " + after[..<close]
            rest = after[close...].dropFirst()
        }
        return found.map { words($0) }
    }

    /// Words split at spaces, a '…' span kept whole (as a shell would).
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in line {
            if character == "'" {
                quoted.toggle()
            } else if character == " " && quoted == false {
                if current.isEmpty == false { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if current.isEmpty == false { words.append(current) }
        return words
    }

    /// Every line that is not a `…` cut appears in `real`, in order.
    static func isOrderedSubsequence(_ page: [String], of real: [String]) -> String? {
        var position = 0
        for line in page where line != "…" {
            guard let found = real[position...].firstIndex(of: line) else { return line }
            position = found + 1
        }
        return nil
    }

    @Test func quotedOutputInTheCauseGuidesIsWhatTheToolPrints() throws {
        let folder = Self.repositoryRoot.appendingPathComponent("Guides")
        let pages =
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("causes").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "causes/" + $0 } + ["claims.md"]
        var checked = 0
        for page in pages {
            let text = try String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8)
            for quoted in Self.quotedOutputs(page: page, text: text) {
                let outcome = try viewgraph(quoted.command, columns: "100")
                let real = (outcome.stdout + outcome.stderr).split(separator: "\n", omittingEmptySubsequences: false)
                    .map(String.init)
                let missing = Self.isOrderedSubsequence(quoted.lines, of: real)
                #expect(
                    missing == nil,
                    """
                    Guides/\(page):\(quoted.line) (viewgraph \(quoted.command.joined(separator: " "))): \
                    the quoted line "\(missing ?? "")" is not in the output, in order; \
                    run scripts/refresh-cause-transcripts.py Guides/\(page) and review the diff
                    """)
                checked += 1
            }
        }
        // Every page quotes its example's output at least once.
        #expect(checked >= pages.count, "only \(checked) quoted outputs found in \(pages.count) pages")
    }

    @Test func aQuotedLineThatChangedIsCaught() {
        let real = [" frame 1 · 4 bodies · 3 checked", "  ◦ Caption  checked, not run", " expect   1 of 1 passed"]
        #expect(
            Self.isOrderedSubsequence([" frame 1 · 4 bodies · 3 checked", "…", " expect   1 of 1 passed"], of: real)
                == nil)
        #expect(
            Self.isOrderedSubsequence([" frame 1 · 4 bodies · 0 checked"], of: real)
                == " frame 1 · 4 bodies · 0 checked")
        #expect(
            Self.isOrderedSubsequence([" expect   1 of 1 passed", "  ◦ Caption  checked, not run"], of: real) != nil)
        #expect(
            Self.words(#"why a.scenario 'FileIcon(name: "b.png")' --step 1"#) == [
                "why", "a.scenario", #"FileIcon(name: "b.png")"#, "--step", "1",
            ])
    }
}
