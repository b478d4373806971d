import Foundation
import Testing
import ViewGraphDiagnostics
import ViewGraphTestSupport

/// Golden renderings of hand-built diagnostics (the parser and checker have their own tests).
@Suite struct DiagnosticRendererTests {
    static let favorites = """
        struct Trail: Identifiable, Equatable {
            let id: Int
        }

        struct TrailRow: View {
            let trail: Trail
            var body: some View { Text("Trail") }
        }
        struct TrailList: View {
            var body: some View {
                List([Trail(id: 1)]) { trail in TrailRw(trail: trail) }
            }
        }

        """
    let source = SourceFile(path: "favorites.scenario", text: favorites)

    func range(_ needle: String, occurrence: Int = 0) -> SourceRange {
        let start = offset(of: needle, in: Self.favorites, occurrence: occurrence)
        return SourceRange(start: start, end: start + needle.utf8.count)
    }

    @Test func plainWithNoteElsewhereAndFooter() {
        let diagnostic = Diagnostic.error(
            "cannot find view 'TrailRw' in scope; did you mean 'TrailRow'?", at: range("TrailRw"),
            notes: [DiagnosticNote("'TrailRow' declared here", at: range("TrailRow"))], group: .names)
        assertStringsEqualWithDiff(
            DiagnosticRenderer().render([diagnostic], in: source),
            """
            favorites.scenario:11:41: error: cannot find view 'TrailRw' in scope; did you mean 'TrailRow'? [#NameLookup]
             3 | }
             4 |
             5 | struct TrailRow: View {
               |        `- note: 'TrailRow' declared here
             6 |     let trail: Trail
             7 |     var body: some View { Text("Trail") }
               :
             9 | struct TrailList: View {
            10 |     var body: some View {
            11 |         List([Trail(id: 1)]) { trail in TrailRw(trail: trail) }
               |                                         `- error: cannot find view 'TrailRw' in scope; did you mean 'TrailRow'? [#NameLookup]
            12 |     }
            13 | }

            [#NameLookup]: <Guides/Language.md>

            """)
    }

    @Test func notesAtTheSameColumnAndOnTheSameLine() {
        let diagnostic = Diagnostic.error(
            "cannot find view 'TrailRw' in scope", at: range("TrailRw"),
            notes: [
                DiagnosticNote("did you mean 'TrailRow'?"),
                DiagnosticNote("'trail' declared here", at: range("trail", occurrence: 1)),
            ])
        assertStringsEqualWithDiff(
            DiagnosticRenderer().render([diagnostic], in: source),
            """
            favorites.scenario:11:41: error: cannot find view 'TrailRw' in scope
             9 | struct TrailList: View {
            10 |     var body: some View {
            11 |         List([Trail(id: 1)]) { trail in TrailRw(trail: trail) }
               |                                |        |- error: cannot find view 'TrailRw' in scope
               |                                |        `- note: did you mean 'TrailRow'?
               |                                `- note: 'trail' declared here
            12 |     }
            13 | }

            """)
    }

    @Test func multiLineRange() {
        let start = offset(of: "List(", in: Self.favorites)
        let end = offset(of: "}\n}", in: Self.favorites, occurrence: 1) + 1
        let diagnostic = Diagnostic.warning("list spans lines", at: SourceRange(start: start, end: end))
        let plain = DiagnosticRenderer().render([diagnostic], in: source)
        assertStringsEqualWithDiff(
            plain,
            """
            favorites.scenario:11:9: warning: list spans lines
             9 | struct TrailList: View {
            10 |     var body: some View {
            11 |         List([Trail(id: 1)]) { trail in TrailRw(trail: trail) }
               |         `- warning: list spans lines
            12 |     }
            13 | }

            """)
        // Rich style underlines the range on every line it covers, from the first
        // non-blank character of the lines after the first.
        let rich = DiagnosticRenderer(style: .rich).render([diagnostic], in: source)
        #expect(rich.contains("\u{1B}[4;39mList([Trail(id: 1)]) { trail in TrailRw(trail: trail) }\u{1B}[0;0m"))
        #expect(rich.contains("     \u{1B}[4;39m}\u{1B}[0;0m"))
        #expect(!plain.contains("\u{1B}"))
    }

    @Test func longMultiLineRangeShowsItsEnds() {
        let text = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let file = SourceFile(path: "long.scenario", text: text)
        let diagnostic = Diagnostic.error(
            "block never closes",
            at: SourceRange(start: offset(of: "line 3", in: text), end: offset(of: "line 15", in: text)))
        assertStringsEqualWithDiff(
            DiagnosticRenderer().render([diagnostic], in: file),
            """
            long.scenario:3:1: error: block never closes
             1 | line 1
             2 | line 2
             3 | line 3
               | `- error: block never closes
             4 | line 4
             5 | line 5
               :
            13 | line 13
            14 | line 14
            15 | line 15

            """)
    }

    @Test func endOfFilePosition() {
        let text = "app {\n    Text(\"hi\")\n"
        let file = SourceFile(path: "eof.scenario", text: text)
        let diagnostic = Diagnostic.error(
            "expected '}' at end of file", at: .at(text.utf8.count),
            notes: [DiagnosticNote("to match this '{'", at: .at(4))], group: .syntax)
        assertStringsEqualWithDiff(
            DiagnosticRenderer().render([diagnostic], in: file),
            """
            eof.scenario:3:1: error: expected '}' at end of file [#Syntax]
            1 | app {
              |     `- note: to match this '{'
            2 |     Text("hi")
            3 |
              | `- error: expected '}' at end of file [#Syntax]

            [#Syntax]: <Guides/Language.md>

            """)

        // Without a final newline the end is just past the last character.
        let unterminated = SourceFile(path: "eof.scenario", text: "app {")
        assertStringsEqualWithDiff(
            DiagnosticRenderer().render([.error("expected '}'", at: .at(5))], in: unterminated),
            """
            eof.scenario:1:6: error: expected '}'
            1 | app {
              |      `- error: expected '}'

            """)
    }

    @Test func emptyFile() {
        let file = SourceFile(path: "empty.scenario", text: "")
        assertStringsEqualWithDiff(
            DiagnosticRenderer().render([.error("a scenario needs an 'app' block", at: .at(0))], in: file),
            """
            empty.scenario:1:1: error: a scenario needs an 'app' block
            1 |
              | `- error: a scenario needs an 'app' block

            """)
    }

    @Test func nonASCIILineKeepsTheMarkerUnderItsCharacter() {
        // The header counts UTF-8 bytes (as swiftc does); the marker counts display cells:
        // 'é' is 2 bytes, 1 cell; '名前' is 6 bytes, 4 cells.
        let text = "let café = \"é\"; let 名前 = TrailRw\n"
        let file = SourceFile(path: "u.scenario", text: text)
        let at = offset(of: "TrailRw", in: text)
        assertStringsEqualWithDiff(
            DiagnosticRenderer().render(
                [.error("cannot find 'TrailRw' in scope", at: SourceRange(start: at, end: at + 7))], in: file),
            """
            u.scenario:1:32: error: cannot find 'TrailRw' in scope
            1 | let café = "é"; let 名前 = TrailRw
              |                            `- error: cannot find 'TrailRw' in scope
            2 |

            """)
    }

    @Test func tabsAreExpandedConsistently() {
        let text = "\tlet x\t= 1 + \"a\"\n"
        let file = SourceFile(path: "t.scenario", text: text)
        let plus = offset(of: "+", in: text)
        assertStringsEqualWithDiff(
            DiagnosticRenderer().render(
                [.error("binary operator '+' cannot be applied to operands of type 'Int' and 'String'", at: .at(plus))],
                in: file),
            """
            t.scenario:1:12: error: binary operator '+' cannot be applied to operands of type 'Int' and 'String'
            1 |     let x   = 1 + "a"
              |                 `- error: binary operator '+' cannot be applied to operands of type 'Int' and 'String'
            2 |

            """)
    }

    @Test func controlCharactersAreMadeVisible() {
        let text = "let a = 1\u{0}\u{1B}[31m\n"
        let file = SourceFile(path: "c.scenario", text: text)
        let rendered = DiagnosticRenderer().render([.error("file contains a NUL byte", at: .at(9))], in: file)
        assertStringsEqualWithDiff(
            rendered,
            """
            c.scenario:1:10: error: file contains a NUL byte
            1 | let a = 1␀␛[31m
              |          `- error: file contains a NUL byte
            2 |

            """)
    }

    @Test func longLinesAreCutButKeepTheirMarkers() {
        let text = String(repeating: "x", count: 300) + " y\n"
        let file = SourceFile(path: "w.scenario", text: text)
        let renderer = DiagnosticRenderer(maxLineWidth: 40)
        let early = renderer.render([.error("early", at: .at(2))], in: file)
        #expect(early.contains("1 | " + String(repeating: "x", count: 40) + "…\n"))
        let late = renderer.render([.error("late", at: .at(301))], in: file)
        #expect(late.contains("1 | " + String(repeating: "x", count: 300) + " y\n"))
        #expect(late.contains("  | " + String(repeating: " ", count: 301) + "`- error: late\n"))
    }

    @Test func severalFilesShareOneFooter() {
        let other = SourceFile(path: "other.scenario", text: "app { Foo() }\n")
        let batches = [
            DiagnosticBatch(source: source, diagnostics: [.error("first", at: range("Trail"), group: .names)]),
            DiagnosticBatch(
                source: other,
                diagnostics: [
                    .warning("second", at: .at(6), group: .names), .error("third", at: .at(0), group: .syntax),
                ]),
        ]
        let rendered = DiagnosticRenderer().render(batches)
        #expect(rendered.hasSuffix("\n\n[#NameLookup]: <Guides/Language.md>\n[#Syntax]: <Guides/Language.md>\n"))
        #expect(rendered.components(separatedBy: "\n\n").count == 4)
        #expect(rendered.hasPrefix("favorites.scenario:1:8: error: first [#NameLookup]\n"))
        #expect(rendered.contains("\n\nother.scenario:1:7: warning: second [#NameLookup]\n"))
    }

    @Test func richStyleColoursLikeSwiftc() {
        let rendered = DiagnosticRenderer(style: .rich).render([.error("oops", at: range("TrailRw"))], in: source)
        #expect(rendered.hasPrefix("favorites.scenario:11:41: \u{1B}[1;31merror: \u{1B}[1;39moops\u{1B}[0;0m\n"))
        #expect(rendered.contains("\u{1B}[0;36m11 |\u{1B}[0;0m"))
        #expect(rendered.contains("trail in \u{1B}[4;39mTrailRw\u{1B}[0;0m(trail"))
    }

    @Test func jsonIsVersionedSortedAndParses() throws {
        let diagnostic = Diagnostic(
            .error, "cannot find view 'TrailRw' in scope", at: range("TrailRw"),
            notes: [DiagnosticNote("did you mean 'TrailRow'?", at: range("TrailRow")), DiagnosticNote("no place")],
            fixIts: [FixIt(range: range("TrailRw"), replacement: "TrailRow")], group: .names)
        let json = DiagnosticJSONRenderer.render(
            [diagnostic, .warning("quote \" and\ttab", at: .at(Self.favorites.utf8.count))], in: source)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["formatVersion"] as? Int == DiagnosticJSONRenderer.formatVersion)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 2)
        let first = diagnostics[0]
        #expect(first["file"] as? String == "favorites.scenario")
        #expect(first["line"] as? Int == 11)
        #expect(first["column"] as? Int == 41)
        #expect(first["endLine"] as? Int == 11)
        #expect(first["endColumn"] as? Int == 48)
        #expect(first["severity"] as? String == "error")
        #expect(first["group"] as? String == "NameLookup")
        let notes = try #require(first["notes"] as? [[String: Any]])
        #expect(notes[0]["line"] as? Int == 5)
        #expect(notes[1]["line"] == nil)
        #expect((first["fixIts"] as? [[String: Any]])?.first?["replacement"] as? String == "TrailRow")
        #expect(diagnostics[1]["group"] is NSNull)
        #expect(diagnostics[1]["message"] as? String == "quote \" and\ttab")
        #expect(diagnostics[1]["line"] as? Int == 14)

        // Keys are sorted at every level, and the spelling is stable.
        #expect(json.hasPrefix("{\n  \"diagnostics\": [\n    {\n      \"column\": 41,\n      \"endColumn\": 48,\n"))
        #expect(json.hasSuffix("  ],\n  \"formatVersion\": 1\n}\n"))
        #expect(
            DiagnosticJSONRenderer.render([], in: source) == "{\n  \"diagnostics\": [],\n  \"formatVersion\": 1\n}\n")
    }
}

@Suite struct DisplayLineTests {
    @Test func mapsByteColumnsToDisplayColumns() {
        let line = DisplayLine("\té名x")
        #expect(line.text == "    é名x")
        #expect(line.displayColumn(ofByteColumn: 1) == 1)  // the tab
        #expect(line.displayColumn(ofByteColumn: 2) == 5)  // é
        #expect(line.displayColumn(ofByteColumn: 3) == 5)  // inside é
        #expect(line.displayColumn(ofByteColumn: 4) == 6)  // 名
        #expect(line.displayColumn(ofByteColumn: 7) == 8)  // x
        #expect(line.displayColumn(ofByteColumn: 8) == 9)  // just past the end
        #expect(line.width == 8)
    }

    @Test func tabStopsDependOnTheColumn() {
        #expect(DisplayLine("ab\tc", tabWidth: 4).text == "ab  c")
        #expect(DisplayLine("abcd\tc", tabWidth: 4).text == "abcd    c")
    }
}

@Suite struct DidYouMeanTests {
    @Test func suggestsTheUnambiguousNearestWithinElmLimits() {
        #expect(DidYouMean.suggestion(for: "chek", among: ["check", "run", "test"]) == "check")
        #expect(DidYouMean.suggestion(for: "fromat", among: ["format", "variant", "deps"]) == "format")  // a swap
        #expect(DidYouMean.suggestion(for: "xyzzy", among: ["check", "run"]) == nil)
        // Short names allow one edit only.
        #expect(DidYouMean.suggestion(for: "rn", among: ["run"]) == "run")
        #expect(DidYouMean.suggestion(for: "xy", among: ["run"]) == nil)
        // Two equally near candidates: no suggestion.
        #expect(DidYouMean.suggestion(for: "cat", among: ["bat", "hat"]) == nil)
    }

    @Test func editDistance() {
        #expect(DidYouMean.editDistance("kitten", "sitting") == 3)
        #expect(DidYouMean.editDistance("", "abc") == 3)
        #expect(DidYouMean.editDistance("abc", "abc") == 0)
        #expect(DidYouMean.editDistance("ab", "ba") == 1)
    }
}
