import Foundation
import Testing
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphReports

/// A lesson file from someone else must not drive the terminal of whoever runs it: control
/// characters in its title, step titles, ids, state values, `Text` and `print` are shown
/// escaped, as Swift writes them (`\u{1B}`), in every output.
@Suite("Control characters are escaped in every output")
struct ControlCharacterTests {
    /// Window title (OSC 0), clear screen, clipboard write (OSC 52), a BEL in a ForEach id,
    /// a C1 CSI, a carriage return and a NUL; and a Mermaid directive in an id.
    static let text = #"""
        scenario "Title \u{1B}]0;pwned\u{07} x" {}
        struct Row: View {
            let id: String
            var body: some View { Text("row \u{1B}[2J \(id)") }
        }
        struct Screen: View {
            @State var ids = ["a\u{07}b", "%%{init: {\"theme\": \"dark\"}}%%"]
            var body: some View { VStack { ForEach(ids, id: \.self) { Row(id: $0) } } }
        }
        app { Screen() }
        step "step \u{1B}]52;c;aGk=\u{07}" {
            print("\u{1B}[31mred\u{9B}31m \r\u{0}")
            Screen.ids.append("c\u{1B}d")
        }
        """#

    static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { ControlCharacters.isEscaped($0) }
    }

    @Test func transcriptShowsEveryControlCharacterEscaped() {
        let scenario = LoadedScenario(path: "hostile.scenario", text: Self.text)
        #expect(scenario.hasErrors == false)
        let transcript = Transcript.render(scenario, scenario.run(variant: nil))
        #expect(Self.hasControlCharacters(transcript) == false)
        #expect(transcript.contains(#"Title \u{1B}]0;pwned\u{07} x"#))
        #expect(transcript.contains(#"Row["a\u{07}b"]"#))
        #expect(transcript.contains(#"print    \u{1B}[31mred\u{9B}31m \r\0"#))
        // The golden a `record` writes is the same text.
        let golden = Golden.text(fileName: "hostile.scenario", text: Self.text, errorCatalogue: false)
        #expect(Self.hasControlCharacters(golden) == false)
    }

    @Test func colouredReportKeepsOnlyViewGraphsOwnColourCodes() {
        let coloured = ReportColor.apply("ViewGraph · \u{1B}[31mx\u{1B}]0;t\u{07}\n print    y\u{1B}[2J")
        let sequences = coloured.components(separatedBy: "\u{1B}").dropFirst().map { "\u{1B}" + $0.prefix(5) }
        #expect(sequences.allSatisfy { sequence in ControlCharacters.colourCodes.contains { sequence.hasPrefix($0) } })
        #expect(coloured.contains(#"\u{1B}[31mx\u{1B}]0;t\u{07}"#))
        // At the terminal, a colour code that did not come from ViewGraph is escaped too.
        #expect(
            ControlCharacters.escape(
                "\u{1B}[1mok\u{1B}[0m \u{1B}[2J\u{1B}[5;31m", keeping: ControlCharacters.colourCodes)
                == "\u{1B}[1mok\u{1B}[0m \\u{1B}[2J\\u{1B}[5;31m")
    }

    @Test func diagnosticsShowControlCharactersInMessagesEscaped() {
        let source = SourceFile(path: "bad\u{1B}name.scenario", text: "x\n")
        let diagnostic = Diagnostic.error("no view matches 'Row[\"\u{07}\"]'", at: SourceRange.at(0))
        for style in [DiagnosticRenderer.Style.plain, .rich] {
            let rendered = DiagnosticRenderer(style: style).render([diagnostic], in: source)
            #expect(rendered.contains(#"bad\u{1B}name.scenario:1:1"#))
            #expect(rendered.contains(#"no view matches 'Row["\u{07}"]'"#))
            if style == .plain { #expect(Self.hasControlCharacters(rendered) == false) }
        }
    }

    @Test(arguments: [ExportFormat.dot, .mermaid, .json])
    func exportHasNoRawControlCharacters(format: ExportFormat) throws {
        let scenario = LoadedScenario(path: "hostile.scenario", text: Self.text)
        let run = try Exporter.run(scenario, variant: nil, step: nil)
        let text = try #require(Exporter.render(format, scenario, run))
        #expect(Self.hasControlCharacters(text) == false)
        switch format {
        case .json:
            // Still valid JSON, with JSON's own escapes.
            #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
            #expect(text.contains(#"a\u0007b"#))
            #expect(text.contains(#"c\u001Bd"#))
        case .mermaid:
            // No `%%{` outside the comment lines' own `%%`: the directive is written with entities.
            let lines = text.split(separator: "\n")
            #expect(lines.allSatisfy { !$0.dropFirst(2).contains("%%") })
            #expect(text.contains("#37;#37;{init:"))
        case .dot:
            #expect(text.contains(#"a\\u{07}b"#))
        }
    }

    @Test func htmlPageHasNoRawControlCharacters() throws {
        let scenario = LoadedScenario(path: "hostile.scenario", text: Self.text)
        let document = try HTMLExporter.document(scenario, variant: nil)
        let page = HTMLPage.render(document)
        #expect(Self.hasControlCharacters(page) == false)
    }
}
