import Testing
import ViewGraphDiagnostics

@testable import ViewGraphSyntax

@Suite("Lexer")
struct LexerTests {
    func lex(_ text: String) -> (tokens: [Token], diagnostics: [String]) {
        let source = SourceFile(path: "t", text: text)
        let (tokens, diagnostics) = Lexer.tokenize(source)
        return (tokens, describe(diagnostics, in: source))
    }

    /// `kind:text` for each token but the final `.eof`.
    func kinds(_ text: String) -> [String] {
        lex(text).tokens.dropLast().map { token in
            let kind: String =
                switch token.kind {
                case .identifier: "id"
                case .keyword: "kw"
                case .binaryOperator: "bin"
                case .prefixOperator: "pre"
                case .postfixOperator: "post"
                case .integerLiteral: "int"
                case .floatLiteral: "float"
                case .durationLiteral: "dur"
                case .frequencyLiteral: "hz"
                case .stringLiteral: "str"
                case .closureArgument: "arg"
                case .projection: "proj"
                default: "punct"
                }
            return "\(kind):\(token.text)"
        }
    }

    @Test func keywordsAndContextualWords() {
        #expect(kinds("let tap = self") == ["kw:let", "id:tap", "punct:=", "kw:self"])
        #expect(
            kinds("expect finding no hitch get set") == [
                "id:expect", "id:finding", "id:no", "id:hitch", "id:get", "id:set",
            ])
        #expect(
            kinds("`default` $0 $count @State") == [
                "id:default", "arg:$0", "proj:$count", "punct:@", "id:State",
            ])
    }

    @Test func operatorsBindByWhitespace() {
        #expect(kinds("x! !x") == ["id:x", "post:!", "pre:!", "id:x"])
        #expect(kinds("a - b") == ["id:a", "bin:-", "id:b"])
        #expect(kinds("a-b") == ["id:a", "bin:-", "id:b"])
        #expect(kinds("f(-b)") == ["id:f", "punct:(", "pre:-", "id:b", "punct:)"])
        #expect(kinds("a?.b") == ["id:a", "post:?", "punct:.", "id:b"])
        #expect(kinds("c ? d : e") == ["id:c", "bin:?", "id:d", "punct::", "id:e"])
        #expect(kinds("x!.y") == ["id:x", "post:!", "punct:.", "id:y"])
        #expect(
            kinds("a ?? b == c != d") == ["id:a", "bin:??", "id:b", "bin:==", "id:c", "bin:!=", "id:d"])
        #expect(kinds("1...12 0..<n") == ["int:1", "bin:...", "int:12", "int:0", "bin:..<", "id:n"])
        #expect(
            kinds("x += 1; f(&s)") == [
                "id:x", "bin:+=", "int:1", "punct:;", "id:f", "punct:(", "pre:&", "id:s", "punct:)",
            ])
        #expect(kinds("() -> Void") == ["punct:(", "punct:)", "punct:->", "id:Void"])
        #expect(kinds("a/b") == ["id:a", "bin:/", "id:b"])
    }

    @Test func numbersAndUnits() {
        let tokens = lex("100ms 1.5ms 2s 10us 1min 120Hz 1_000 1e3 1.08 124500.80 0x1F").tokens
        let values = tokens.dropLast().compactMap(\.value)
        #expect(
            values == [
                .duration(0.1), .duration(0.0015), .duration(2), .duration(0.00001), .duration(60),
                .frequency(120),
                .integer(1000), .double(1000), .double(1.08), .double(124500.80), .integer(31),
            ])
        #expect(kinds("wait -1s") == ["id:wait", "pre:-", "dur:1s"])
        #expect(lex("5kg").diagnostics == ["1:2: invalid suffix 'kg' on numeric literal"])
        let hours = Lexer.tokenize(SourceFile(path: "t", text: "9h")).1.first
        #expect(hours?.notes.map(\.message).last == "write '540min' for 9 hours")
        #expect(lex("99999999999999999999").diagnostics.count == 1)
    }

    @Test func stringsWithEscapesAndInterpolation() {
        let tokens = lex(#""a\n\t\"\\\u{1F600} \(f("x)", (1 + 2))) end""#).tokens
        guard case .string(let segments) = tokens[0].value else {
            Issue.record("expected a string")
            return
        }
        #expect(segments.count == 3)
        #expect(segments.first == .text("a\n\t\"\\😀 "))
        #expect(segments.last == .text(" end"))
        if case .interpolation(let range) = segments[1] {
            let source = SourceFile(path: "t", text: #""a\n\t\"\\\u{1F600} \(f("x)", (1 + 2))) end""#)
            #expect(source.text(in: range) == #"f("x)", (1 + 2))"#)
        } else {
            Issue.record("expected an interpolation")
        }
        #expect(tokens.count == 2)
    }

    @Test func multilineStringStripsIndentation() {
        let text = "let s = \"\"\"\n    one\n      two \\(x)\n    \"\"\"\nnext"
        let (tokens, diagnostics) = lex(text)
        #expect(diagnostics == [])
        guard case .string(let segments) = tokens[3].value else {
            Issue.record("expected a string")
            return
        }
        #expect(segments.count == 2)
        #expect(segments.first == .text("one\n  two "))
        #expect(tokens[4].text == "next")
        #expect(tokens[4].hasLeadingNewline)
    }

    @Test func unterminatedStringIsReportedAtTheOpeningQuote() {
        let (tokens, diagnostics) = lex("Text(\"Hello, world)\nnext")
        #expect(diagnostics == ["1:6: unterminated string literal"])
        #expect(tokens.map(\.text).suffix(2) == ["next", ""])
    }

    @Test func commentsAndNewlines() {
        let (tokens, diagnostics) = lex("a // c\n/* x /* nested */ y */ b /* multi\nline */ c")
        #expect(diagnostics == [])
        #expect(tokens.map(\.text) == ["a", "b", "c", ""])
        #expect(tokens.map(\.hasLeadingNewline) == [true, true, true, false])
        #expect(lex("a /* open").diagnostics == ["1:3: unterminated '/*' comment"])
    }

    @Test func badCharactersAreSkipped() {
        let (tokens, diagnostics) = lex("a ☃ b \u{0} c")
        #expect(tokens.map(\.text) == ["a", "b", "c", ""])
        #expect(
            diagnostics == [
                "1:3: invalid character '☃' in source file", "1:9: invalid character U+0000 in source file",
            ])
        #expect(kinds("café π") == ["id:café", "id:π"])
    }

    @Test func invalidUTF8DoesNotCrash() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x22, 0xC3, 0x28, 0x5C, 0x28, 0xE2, 0x82, 0x0A, 0x24, 0x60]
        let text = String(decoding: bytes, as: UTF8.self)
        let (tokens, _) = lex(text)
        #expect(tokens.last?.kind == .eof)
    }

    @Test("a regex literal, bare or extended, is one 'not simulated yet' error; division is still division")
    func regexLiteralsAreReported() {
        #expect(lex("text.contains(/[0-9]+/)").diagnostics == ["1:15: regex literals are not simulated yet"])
        #expect(lex("let r = #/\\d+/#").diagnostics == ["1:9: regex literals are not simulated yet"])
        #expect(lex("let r = /a b/\nlet s = 1").diagnostics == ["1:9: regex literals are not simulated yet"])
        #expect(kinds("let r = #/x/# + 1").suffix(2) == ["bin:+", "int:1"])
        for division in ["a / b / c", "x/2/y", "(a)/b/c", "[1].map { $0 / 2 }", "x /= 2 / y", "10/2/1", "f(a) / g(b)"] {
            #expect(lex(division).diagnostics.isEmpty, "\(division)")
            #expect(kinds(division).contains { $0.hasPrefix("str:") } == false, "\(division)")
        }
    }
}
