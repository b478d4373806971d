import ViewGraphDiagnostics

/// Turns the bytes of a scenario file (or a part of it: the inside of a string
/// interpolation) into tokens. Never fails: bad characters, unterminated strings and
/// comments become diagnostics, and lexing carries on. The token list always ends
/// with an `.eof` token.
package struct Lexer {
    private let bytes: [UInt8]
    private let start: Int
    private let end: Int
    private var position: Int
    private var tokens: [Token] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var lastTokenEnd: Int = -1

    /// Lexes `source.utf8[range]`; offsets in tokens are absolute file offsets.
    package init(_ source: SourceFile, range: SourceRange? = nil) {
        self.bytes = source.utf8
        let range = range ?? SourceRange(start: 0, end: source.utf8.count)
        self.start = max(0, min(range.start, source.utf8.count))
        self.end = max(self.start, min(range.end, source.utf8.count))
        self.position = self.start
    }

    /// Lexes a whole file (or range) into tokens followed by `.eof`.
    package static func tokenize(_ source: SourceFile, range: SourceRange? = nil) -> (
        tokens: [Token], diagnostics: [Diagnostic]
    ) {
        var lexer = Lexer(source, range: range)
        lexer.run()
        return (lexer.tokens, lexer.diagnostics)
    }

    // MARK: - Driver

    private mutating func run() {
        var sawNewline = position == 0
        var sawSpace = false
        while true {
            let trivia = skipTrivia()
            sawNewline = sawNewline || trivia.newline
            sawSpace = sawSpace || trivia.space
            guard position < end else { break }
            let before = position
            if let kind = lexToken() {
                _ = kind
            }
            if position == before { position += 1 }  // progress guarantee
            if tokens.last.map({ $0.range.start >= before }) == true {
                tokens[tokens.count - 1].hasLeadingNewline = sawNewline
                tokens[tokens.count - 1].hasLeadingSpace = sawSpace || sawNewline
                sawNewline = false
                sawSpace = false
            }
        }
        tokens.append(
            Token(
                kind: .eof, text: "", range: .at(end), hasLeadingNewline: sawNewline,
                hasLeadingSpace: sawSpace))
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < end ? bytes[index] : nil
    }

    private mutating func add(
        _ kind: TokenKind, from tokenStart: Int, text: String? = nil, value: TokenValue? = nil
    ) {
        let range = SourceRange(start: tokenStart, end: position)
        let spelled = text ?? String(decoding: bytes[tokenStart..<position], as: UTF8.self)
        tokens.append(
            Token(
                kind: kind, text: spelled, range: range, hasLeadingNewline: false, hasLeadingSpace: false,
                value: value))
        lastTokenEnd = position
    }

    private mutating func error(
        _ message: String, at range: SourceRange, notes: [DiagnosticNote] = []
    ) {
        diagnostics.append(.error(message, at: range, notes: notes, group: .syntax))
    }

    // MARK: - Trivia

    private mutating func skipTrivia() -> (newline: Bool, space: Bool) {
        var newline = false
        var space = false
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                position += 1
                space = true
            case UInt8(ascii: "\n"):
                position += 1
                newline = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let b = peek(), b != UInt8(ascii: "\n") { position += 1 }
                space = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let commentStart = position
                position += 2
                var depth = 1
                while depth > 0 {
                    guard let b = peek() else {
                        error(
                            "unterminated '/*' comment",
                            at: SourceRange(start: commentStart, end: commentStart + 2))
                        break
                    }
                    if b == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                        depth += 1
                        position += 2
                    } else if b == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                        depth -= 1
                        position += 2
                    } else {
                        if b == UInt8(ascii: "\n") { newline = true }
                        position += 1
                    }
                }
                space = true
            default:
                return (newline, space)
            }
        }
        return (newline, space)
    }

    // MARK: - Tokens

    @discardableResult
    private mutating func lexToken() -> TokenKind? {
        guard let byte = peek() else { return nil }
        let tokenStart = position
        switch byte {
        case UInt8(ascii: "("): return single(.leftParen)
        case UInt8(ascii: ")"): return single(.rightParen)
        case UInt8(ascii: "{"): return single(.leftBrace)
        case UInt8(ascii: "}"): return single(.rightBrace)
        case UInt8(ascii: "["): return single(.leftBracket)
        case UInt8(ascii: "]"): return single(.rightBracket)
        case UInt8(ascii: ","): return single(.comma)
        case UInt8(ascii: ":"): return single(.colon)
        case UInt8(ascii: ";"): return single(.semicolon)
        case UInt8(ascii: "@"): return single(.atSign)
        case UInt8(ascii: "#"):
            if let regexEnd = extendedRegexEnd() { return regexLiteral(from: tokenStart, to: regexEnd) }
            if let hashes = rawStringHashes() {
                lexRawString(hashes: hashes)
                return .stringLiteral
            }
            if let hashes = multilineRawStringHashes() {
                let tokenStart = position
                let segments = scanMultilineString(hashes: hashes)
                add(.stringLiteral, from: tokenStart, value: .string(segments))
                return .stringLiteral
            }
            return single(.pound)
        case UInt8(ascii: "\\"): return single(.backslash)
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") { return lexOperator() }
            return single(.period)
        case UInt8(ascii: "\""):
            lexString()
            return .stringLiteral
        case UInt8(ascii: "`"):
            return lexBacktickIdentifier()
        case UInt8(ascii: "$"):
            return lexDollar()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber()
        default:
            break
        }
        if byte == UInt8(ascii: "/"), let regexEnd = bareRegexEnd() {
            return regexLiteral(from: tokenStart, to: regexEnd)
        }
        if Lexer.isOperatorByte(byte) || byte == UInt8(ascii: "?") {
            return lexOperator()
        }
        if Lexer.isIdentifierHead(byte) {
            return lexIdentifier()
        }
        // Non-ASCII: a letter starts an identifier; anything else is an invalid character.
        let (scalar, length) = decodeScalar(at: position)
        if let scalar, Lexer.isIdentifierScalar(scalar, head: true) {
            return lexIdentifier()
        }
        position += max(1, length)
        if scalar == "\u{201C}", let close = curlyQuoteEnd() {
            // “text” pasted from a document: one error, and the text lexes as the string it
            // was meant to be, so nothing after it cascades.
            error(
                "invalid character '\u{201C}' in source file", at: SourceRange(start: tokenStart, end: position),
                notes: [DiagnosticNote("curly quotes, often pasted from a document; type straight '\"' quotes")])
            let content = String(decoding: bytes[position..<close], as: UTF8.self)
            position = close + 3
            add(.stringLiteral, from: tokenStart, value: .string([.text(content)]))
            return .stringLiteral
        }
        error(
            "invalid character \(Lexer.describeInvalid(scalar)) in source file",
            at: SourceRange(start: tokenStart, end: position),
            notes: Lexer.noteForInvalid(scalar))
        return nil
    }

    /// The offset of the closing `”` (3 bytes) of a curly-quoted string on this line.
    private func curlyQuoteEnd() -> Int? {
        var index = position
        while index + 2 < end, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            if bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == 0x9D { return index }
            index += 1
        }
        return nil
    }

    /// `'€'` for a visible character, `U+00A0` for an invisible or control one.
    private static func describeInvalid(_ scalar: Unicode.Scalar?) -> String {
        guard let scalar else { return "(an invalid byte)" }
        let code = String(scalar.value, radix: 16, uppercase: true)
        let spelled = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        return isInvisible(scalar) || scalar.properties.generalCategory == .control ? spelled : "'\(scalar)'"
    }

    /// How to fix the characters that pasted code usually brings: invisible spaces, curly quotes.
    private static func noteForInvalid(_ scalar: Unicode.Scalar?) -> [DiagnosticNote] {
        if isInvisible(scalar) {
            return [
                DiagnosticNote("an invisible character, often pasted from a web page; delete it or type a plain space")
            ]
        }
        switch scalar {
        case "\u{201C}", "\u{201D}", "\u{201E}":
            return [DiagnosticNote("a curly quote, often pasted from a document; type a straight '\"' instead")]
        case "\u{2018}", "\u{2019}":
            return [DiagnosticNote("a curly quote, often pasted from a document; strings use a straight '\"'")]
        default:
            return []
        }
    }

    /// Spaces and format characters that look like nothing (no-break space, zero-width space…).
    private static func isInvisible(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    private mutating func single(_ kind: TokenKind) -> TokenKind {
        let tokenStart = position
        position += 1
        add(kind, from: tokenStart)
        return kind
    }

    // MARK: Identifiers

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar, head: Bool) -> Bool {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return head ? isIdentifierHead(byte) : isIdentifierBody(byte)
        }
        if scalar.value == 0xFFFD { return false }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        if !head
            && (properties.generalCategory == .decimalNumber
                || properties.generalCategory == .nonspacingMark)
        {
            return true
        }
        return false
    }

    /// Decodes one UTF-8 scalar; nil (with length 1) for an invalid sequence.
    private func decodeScalar(at index: Int) -> (Unicode.Scalar?, Int) {
        guard index < end else { return (nil, 0) }
        let b0 = bytes[index]
        if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
        let length: Int
        var value: UInt32
        switch b0 {
        case 0xC2...0xDF:
            length = 2
            value = UInt32(b0 & 0x1F)
        case 0xE0...0xEF:
            length = 3
            value = UInt32(b0 & 0x0F)
        case 0xF0...0xF4:
            length = 4
            value = UInt32(b0 & 0x07)
        default: return (nil, 1)
        }
        guard index + length <= end else { return (nil, 1) }
        for i in 1..<length {
            let b = bytes[index + i]
            guard b & 0xC0 == 0x80 else { return (nil, 1) }
            value = (value << 6) | UInt32(b & 0x3F)
        }
        return (Unicode.Scalar(value), length)
    }

    /// Consumes identifier characters; returns the end offset.
    private mutating func scanIdentifierBody() {
        while position < end {
            let byte = bytes[position]
            if byte < 0x80 {
                if Lexer.isIdentifierBody(byte) {
                    position += 1
                    continue
                }
                return
            }
            let (scalar, length) = decodeScalar(at: position)
            guard let scalar, Lexer.isIdentifierScalar(scalar, head: false) else { return }
            position += length
        }
    }

    private mutating func lexIdentifier() -> TokenKind {
        let tokenStart = position
        scanIdentifierBody()
        if tokens.last?.kind == .leftBracket, let length = objectNumberLength() {
            // `Row[Item#2]`: a row keyed by an object's identity (an `Identifiable` class's
            // default id), as reports print it, in a REF; one name.
            position += length
            add(.identifier, from: tokenStart)
            return .identifier
        }
        let text = String(decoding: bytes[tokenStart..<position], as: UTF8.self)
        var kind: TokenKind = Keyword(rawValue: text).map { .keyword($0) } ?? .identifier
        if case .keyword(let keyword) = kind, Self.contextualKeywords.contains(keyword), usedAsName(after: position) {
            kind = .identifier
        }
        add(kind, from: tokenStart, text: text)
        return kind
    }

    /// Words Swift reserves only where a modifier or a type operator can stand: elsewhere
    /// they are ordinary names (`var open: Bool`, `func total(some: Int)`, `let async = 1`).
    private static let contextualKeywords: Set<Keyword> = [
        .open, .final, .mutating, .nonmutating, .indirect, .some, .any, .async, .actor,
    ]

    /// Whether the word that ends at `end` is used as a name: followed (on its line) by
    /// `:`, `,`, `)`, `]`, `=` (not `==`), `.` or `?.`, where no modifier or type operator
    /// can be followed by them.
    private func usedAsName(after end: Int) -> Bool {
        var index = end
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        guard index < bytes.count else { return false }
        let next = bytes[index]
        let following = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch next {
        case UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "]"): return true
        case UInt8(ascii: "="): return following != UInt8(ascii: "=")
        case UInt8(ascii: "."): return index == end
        default: return false
        }
    }

    private mutating func lexBacktickIdentifier() -> TokenKind? {
        let tokenStart = position
        position += 1
        let nameStart = position
        scanIdentifierBody()
        let nameEnd = position
        if nameEnd > nameStart, peek() == UInt8(ascii: "`") {
            position += 1
            add(
                .identifier, from: tokenStart,
                text: String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self))
            return .identifier
        }
        error(
            "expected identifier in backticks", at: SourceRange(start: tokenStart, end: tokenStart + 1))
        position = tokenStart + 1
        return nil
    }

    private mutating func lexDollar() -> TokenKind? {
        let tokenStart = position
        position += 1
        if let b = peek(), b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
            while let d = peek(), d >= UInt8(ascii: "0"), d <= UInt8(ascii: "9") { position += 1 }
            let digits = String(decoding: bytes[(tokenStart + 1)..<position], as: UTF8.self)
            add(.closureArgument, from: tokenStart, value: .integer(Int(digits) ?? 0))
            return .closureArgument
        }
        if let b = peek(), Lexer.isIdentifierHead(b) {
            scanIdentifierBody()
            add(.projection, from: tokenStart)
            return .projection
        }
        error(
            "expected a number or a name after '$'", at: SourceRange(start: tokenStart, end: position))
        return nil
    }

    /// The length of `#2` that follows a name and that a `]` ends (`Row[Item#2]`), or nil.
    private func objectNumberLength() -> Int? {
        guard peek() == UInt8(ascii: "#"), Lexer.isDigit(peek(1)) else { return nil }
        var offset = 1
        while Lexer.isDigit(peek(offset)) { offset += 1 }
        return peek(offset) == UInt8(ascii: "]") ? offset : nil
    }

    // MARK: Numbers

    /// The length of a UUID spelled here (`8-4-4-4-12` hexadecimal digits) that a `]`
    /// ends, or nil.
    private func uuidLength() -> Int? {
        var offset = 0
        for (index, group) in [8, 4, 4, 4, 12].enumerated() {
            if index > 0 {
                guard peek(offset) == UInt8(ascii: "-") else { return nil }
                offset += 1
            }
            for _ in 0..<group {
                guard Lexer.isHexDigit(peek(offset)) else { return nil }
                offset += 1
            }
        }
        return peek(offset) == UInt8(ascii: "]") ? offset : nil
    }

    private static func isDigit(_ b: UInt8?) -> Bool {
        guard let b else { return false }
        return b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }

    private static func isHexDigit(_ b: UInt8?) -> Bool {
        guard let b else { return false }
        return isDigit(b) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f"))
            || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
    }

    private mutating func lexNumber() -> TokenKind {
        let tokenStart = position
        if tokens.last?.kind == .leftBracket, let length = uuidLength() {
            // `TodoRow[00000000-0000-4000-8000-00000000000A]`: a row's UUID id, as reports
            // print it, in a REF (DESIGN.md §2.2); one name, not a subtraction.
            position += length
            add(.identifier, from: tokenStart)
            return .identifier
        }
        var isFloat = false
        var radix = 10
        if peek() == UInt8(ascii: "0"), let p = peek(1),
            p == UInt8(ascii: "x") || p == UInt8(ascii: "b") || p == UInt8(ascii: "o")
        {
            radix = p == UInt8(ascii: "x") ? 16 : p == UInt8(ascii: "b") ? 2 : 8
            position += 2
            while let b = peek(), Lexer.isHexDigit(b) || b == UInt8(ascii: "_") { position += 1 }
        } else {
            while let b = peek(), Lexer.isDigit(b) || b == UInt8(ascii: "_") { position += 1 }
            if peek() == UInt8(ascii: "."), Lexer.isDigit(peek(1)) {
                isFloat = true
                position += 1
                while let b = peek(), Lexer.isDigit(b) || b == UInt8(ascii: "_") { position += 1 }
            }
            if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
                let signed = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-")
                if Lexer.isDigit(peek(signed ? 2 : 1)) {
                    isFloat = true
                    position += signed ? 2 : 1
                    while let b = peek(), Lexer.isDigit(b) || b == UInt8(ascii: "_") { position += 1 }
                }
            }
        }
        let numberEnd = position
        let digits = String(decoding: bytes[tokenStart..<numberEnd], as: UTF8.self).filter { $0 != "_" }
        var number: Double
        var intValue = 0
        if isFloat {
            number = Double(digits) ?? 0
        } else {
            let body = radix == 10 ? Substring(digits) : digits.dropFirst(2)
            if let value = Int(body, radix: radix) {
                intValue = value
                number = Double(value)
            } else {
                number = Double(digits) ?? 0
                if radix != 10 || !body.isEmpty {
                    // Only diagnose overflow when no unit follows (durations may be big).
                    if !(peek().map(Lexer.isIdentifierHead) ?? false) && peek() != 0xC2 && peek() != 0xCE {
                        error(
                            "integer literal '\(digits)' overflows when stored into 'Int'",
                            at: SourceRange(start: tokenStart, end: numberEnd))
                    }
                }
            }
        }
        // A unit suffix written directly after the number.
        let suffixStart = position
        scanIdentifierBody()
        if position > suffixStart {
            let suffix = String(decoding: bytes[suffixStart..<position], as: UTF8.self)
            // Divide for sub-second units so that `100ms` is exactly 0.1.
            let divisor: Double? =
                switch suffix {
                case "ns": 1e9
                case "us", "µs", "μs": 1e6
                case "ms": 1e3
                case "s": 1
                case "min": 1.0 / 60
                default: nil
                }
            if let divisor, radix == 10 {
                let seconds = suffix == "min" ? number * 60 : number / divisor
                add(.durationLiteral, from: tokenStart, value: .duration(seconds))
                return .durationLiteral
            }
            if suffix == "Hz", radix == 10 {
                add(.frequencyLiteral, from: tokenStart, value: .frequency(number))
                return .frequencyLiteral
            }
            var notes = [DiagnosticNote("units are 'ms', 's', 'us', 'min' (durations) and 'Hz' (frequencies)")]
            let digits = String(decoding: bytes[tokenStart..<suffixStart], as: UTF8.self)
            if ["h", "hr", "hrs", "hour", "hours"].contains(suffix), radix == 10, isFloat == false {
                // `wait 9h`: hours are not a unit; the same time in minutes is.
                let (minutes, overflow) = intValue.multipliedReportingOverflow(by: 60)
                if !overflow { notes.append(DiagnosticNote("write '\(minutes)min' for \(intValue) hours")) }
            } else if ["sec", "secs", "second", "seconds"].contains(suffix), radix == 10 {
                notes.append(DiagnosticNote("write '\(digits)s' for seconds"))
            } else if ["m", "mins", "minute", "minutes"].contains(suffix), radix == 10 {
                notes.append(DiagnosticNote("write '\(digits)min' for minutes or '\(digits)ms' for milliseconds"))
            }
            error(
                "invalid suffix '\(suffix)' on numeric literal",
                at: SourceRange(start: suffixStart, end: position),
                notes: notes)
        }
        if isFloat {
            add(.floatLiteral, from: tokenStart, value: .double(number))
            return .floatLiteral
        }
        add(.integerLiteral, from: tokenStart, value: .integer(intValue))
        return .integerLiteral
    }

    // MARK: Operators

    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    private func isCommentStart(at index: Int) -> Bool {
        index + 1 < end && bytes[index] == UInt8(ascii: "/")
            && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*"))
    }

    // MARK: - Regex literals (not simulated yet)

    /// `#/\d+/#`: the end of an extended regex literal starting here (past its closing
    /// `/#`), or nil when the `#`s are not followed by `/`.
    private func extendedRegexEnd() -> Int? {
        var index = position
        while index < end, bytes[index] == UInt8(ascii: "#") { index += 1 }
        let hashes = index - position
        guard index < end, bytes[index] == UInt8(ascii: "/") else { return nil }
        index += 1
        while index < end {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "/"), index + hashes < end,
                bytes[(index + 1)...(index + hashes)].allSatisfy({ $0 == UInt8(ascii: "#") })
            {
                return index + 1 + hashes
            }
            index += 1
        }
        return nil
    }

    /// `/[0-9]+/`: the end of a bare regex literal starting here, as Swift reads one: the
    /// `/` stands where an operand is expected (after `(`, `[`, `,`, `:`, `=`, `return`, or
    /// at the start of a line), is not followed by a space, and closes on the same line.
    private func bareRegexEnd() -> Int? {
        guard position + 1 < end else { return nil }
        let next = bytes[position + 1]
        guard next != UInt8(ascii: " "), next != UInt8(ascii: "\t"), next != UInt8(ascii: "\n"),
            next != UInt8(ascii: "/"), next != UInt8(ascii: "*"), next != UInt8(ascii: "=")
        else { return nil }
        if let last = tokens.last, last.range.end > lineStart(of: position) {
            switch last.kind {
            case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .equal, .keyword(.return): break
            default: return nil
            }
        }
        var index = position + 1
        while index < end, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "/") { return index + 1 }
            index += 1
        }
        return nil
    }

    private func lineStart(of index: Int) -> Int {
        var index = index
        while index > start, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    /// A regex literal is one error, and reads on as a string literal so nothing after it
    /// cascades.
    private mutating func regexLiteral(from tokenStart: Int, to literalEnd: Int) -> TokenKind {
        position = literalEnd
        diagnostics.append(
            .error(
                "regex literals are not simulated yet", at: SourceRange(start: tokenStart, end: literalEnd),
                notes: [
                    DiagnosticNote(
                        "test the text with String's methods instead: 'contains', 'hasPrefix', 'allSatisfy(\\.isNumber)'"
                    )
                ], group: .unsupported))
        add(.stringLiteral, from: tokenStart, value: .string([.text("")]))
        return .stringLiteral
    }

    private mutating func lexOperator() -> TokenKind {
        let tokenStart = position
        let first = bytes[position]
        if first == UInt8(ascii: "?") {
            position += 1
            if peek() == UInt8(ascii: "?") { position += 1 }
        } else if first == UInt8(ascii: ".") {
            while let b = peek(), b == UInt8(ascii: ".") || Lexer.isOperatorByte(b),
                !isCommentStart(at: position)
            {
                position += 1
            }
        } else {
            position += 1
            while let b = peek(), Lexer.isOperatorByte(b), !isCommentStart(at: position) { position += 1 }
        }
        let text = String(decoding: bytes[tokenStart..<position], as: UTF8.self)

        let leftBound: Bool = {
            guard tokenStart > start, lastTokenEnd == tokenStart else { return false }
            switch bytes[tokenStart - 1] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
                UInt8(ascii: ";"),
                UInt8(ascii: ":"):
                return false
            default: return true
            }
        }()
        let rightBound: Bool = {
            guard position < end else { return false }
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
                UInt8(ascii: ")"),
                UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"),
                UInt8(ascii: ":"):
                return false
            case UInt8(ascii: "."):
                return !leftBound
            default:
                return !isCommentStart(at: position)
            }
        }()

        if text == "=" {
            add(.equal, from: tokenStart)
            return .equal
        }
        if text == "->" {
            add(.arrow, from: tokenStart)
            return .arrow
        }
        if text == "!" && leftBound {
            // Swift: a `!` with no whitespace on its left is postfix, whatever is on its
            // right (`ops["*"]!(3, 4)` force-unwraps, then calls).
            add(.postfixOperator, from: tokenStart)
            return .postfixOperator
        }
        if text == "?" {
            let kind: TokenKind = leftBound ? .postfixOperator : .binaryOperator
            add(kind, from: tokenStart)
            return kind
        }
        let kind: TokenKind
        if leftBound == rightBound {
            kind = .binaryOperator
        } else if leftBound {
            kind = .postfixOperator
        } else {
            kind = .prefixOperator
        }
        add(kind, from: tokenStart)
        return kind
    }

    // MARK: Strings

    /// At `#`: the number of `#`s when they open a one-line raw string (`#"C:\path"#`).
    private func rawStringHashes() -> Int? {
        var count = 0
        while peek(count) == UInt8(ascii: "#") { count += 1 }
        guard peek(count) == UInt8(ascii: "\""),
            !(peek(count + 1) == UInt8(ascii: "\"") && peek(count + 2) == UInt8(ascii: "\""))
        else { return nil }
        return count
    }

    /// At `#`: the number of `#`s when they open a multi-line raw string (`#"""`).
    private func multilineRawStringHashes() -> Int? {
        var count = 0
        while peek(count) == UInt8(ascii: "#") { count += 1 }
        guard (0..<3).allSatisfy({ peek(count + $0) == UInt8(ascii: "\"") }) else { return nil }
        return count
    }

    /// A one-line raw string (`#"C:\path"#`): see `scanString(depth:hashes:)`.
    private mutating func lexRawString(hashes: Int) {
        let tokenStart = position
        let segments = scanString(depth: 0, hashes: hashes)
        add(.stringLiteral, from: tokenStart, value: .string(segments))
    }

    private mutating func lexString() {
        let tokenStart = position
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let segments = isMultiline ? scanMultilineString() : scanString(depth: 0)
        add(.stringLiteral, from: tokenStart, value: .string(segments))
    }

    /// Scans a one-line string starting at the opening quote (or, for a raw string, at its
    /// first of `hashes` `#`s); leaves `position` after the closing delimiter (or at the end
    /// of the line, with a diagnostic, when unterminated). In a raw string backslashes and
    /// quotes are text, except `\#(…)` and `\#n`, with as many `#`s as the delimiter.
    private mutating func scanString(depth: Int, hashes: Int = 0) -> [StringTokenSegment] {
        let quote = position
        position += hashes + 1
        func hashesFollow(at offset: Int) -> Bool {
            (0..<hashes).allSatisfy { peek(offset + $0) == UInt8(ascii: "#") }
        }
        var segments: [StringTokenSegment] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty {
                segments.append(.text(String(decoding: text, as: UTF8.self)))
                text.removeAll()
            }
        }
        while true {
            guard let b = peek(), b != UInt8(ascii: "\n"), b != UInt8(ascii: "\r") else {
                error("unterminated string literal", at: SourceRange(start: quote, end: quote + hashes + 1))
                break
            }
            if b == UInt8(ascii: "\""), hashesFollow(at: 1) {
                position += 1 + hashes
                break
            }
            if b == UInt8(ascii: "\\"), hashesFollow(at: 1) {
                // A raw string's escape has its `#`s between the backslash and what it escapes.
                position += hashes
                if peek(1) == UInt8(ascii: "(") {
                    flush()
                    if let range = scanInterpolation(depth: depth, multiline: false) {
                        segments.append(.interpolation(range))
                    }
                    continue
                }
                scanEscape(into: &text)
                continue
            }
            text.append(b)
            position += 1
        }
        flush()
        return segments
    }

    /// At `\(`: scans to the matching `)`, skipping nested parentheses and strings.
    /// Returns the range of the expression inside.
    private mutating func scanInterpolation(depth: Int, multiline: Bool) -> SourceRange? {
        let backslash = position
        position += 2
        let inner = position
        var parens = 1
        while true {
            guard let b = peek() else {
                error(
                    "unterminated string interpolation", at: SourceRange(start: backslash, end: backslash + 2)
                )
                return SourceRange(start: inner, end: position)
            }
            if !multiline && (b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")) {
                // The string itself is unterminated; the caller reports it.
                return SourceRange(start: inner, end: position)
            }
            switch b {
            case UInt8(ascii: "("):
                parens += 1
                position += 1
            case UInt8(ascii: ")"):
                parens -= 1
                position += 1
                if parens == 0 { return SourceRange(start: inner, end: position - 1) }
            case UInt8(ascii: "\""):
                if depth >= 16 {
                    error(
                        "string interpolation nested too deeply",
                        at: SourceRange(start: position, end: position + 1))
                    position += 1
                } else if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") {
                    position += 3
                } else {
                    _ = scanString(depth: depth + 1)
                }
            default:
                position += 1
            }
        }
    }

    /// At a backslash (not `\(`): appends the escaped character.
    private mutating func scanEscape(into text: inout [UInt8]) {
        let escapeStart = position
        position += 1
        guard let c = peek() else { return }
        position += 1
        switch c {
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "0"): text.append(0)
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): text.append(c)
        case UInt8(ascii: "u") where peek() == UInt8(ascii: "{"):
            position += 1
            let digitsStart = position
            while Lexer.isHexDigit(peek()), position - digitsStart < 8 { position += 1 }
            let digits = String(decoding: bytes[digitsStart..<position], as: UTF8.self)
            if peek() == UInt8(ascii: "}"), let value = UInt32(digits, radix: 16),
                let scalar = Unicode.Scalar(value)
            {
                position += 1
                text.append(contentsOf: Array(String(Character(scalar)).utf8))
            } else {
                error("invalid unicode scalar", at: SourceRange(start: escapeStart, end: position))
            }
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            // Only valid in multi-line strings (line continuation); one-line strings stop here.
            position -= 1
            error(
                "invalid escape sequence in literal",
                at: SourceRange(start: escapeStart, end: escapeStart + 1))
        default:
            error(
                "invalid escape sequence in literal", at: SourceRange(start: escapeStart, end: position))
        }
    }

    /// Scans a `"""` string (or, with `hashes`, a raw one: `#"""` … `"""#`). Content starts
    /// on the line after the opening delimiter; the closing delimiter's indentation is
    /// removed from every line. In a raw string backslashes and quotes are text, except
    /// `\#(…)`, `\#n` and the other escapes with as many `#`s as the delimiter.
    private mutating func scanMultilineString(hashes: Int = 0) -> [StringTokenSegment] {
        let open = position
        position += hashes + 3
        func hashesFollow(at offset: Int) -> Bool {
            (0..<hashes).allSatisfy { offset + $0 < end && bytes[offset + $0] == UInt8(ascii: "#") }
        }
        // Find the closing delimiter to learn the indentation.
        var probe = position
        var closing: Int?
        while probe + 2 < end {
            if bytes[probe] == UInt8(ascii: "\\") && hashesFollow(at: probe + 1) {
                probe += 2 + hashes
                continue
            }
            if bytes[probe] == UInt8(ascii: "\"") && bytes[probe + 1] == UInt8(ascii: "\"")
                && bytes[probe + 2] == UInt8(ascii: "\"") && hashesFollow(at: probe + 3)
            {
                closing = probe
                break
            }
            probe += 1
        }
        guard let closing else {
            error("unterminated string literal", at: SourceRange(start: open, end: open + hashes + 3))
            position = end
            return []
        }
        var indentStart = closing
        while indentStart > position,
            bytes[indentStart - 1] == UInt8(ascii: " ") || bytes[indentStart - 1] == UInt8(ascii: "\t")
        {
            indentStart -= 1
        }
        let indent = closing - indentStart
        // Skip the rest of the opening line.
        while position < closing, bytes[position] != UInt8(ascii: "\n") {
            if bytes[position] != UInt8(ascii: " ") && bytes[position] != UInt8(ascii: "\t")
                && bytes[position] != UInt8(ascii: "\r")
            {
                error("multi-line string literal content must begin on a new line", at: .at(position))
                break
            }
            position += 1
        }
        while position < closing, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        if position < closing { position += 1 }
        var segments: [StringTokenSegment] = []
        var text: [UInt8] = []
        var atLineStart = true
        while position < indentStart {
            if atLineStart {
                var skipped = 0
                while skipped < indent, position < indentStart,
                    bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
                {
                    position += 1
                    skipped += 1
                }
                atLineStart = false
                continue
            }
            let b = bytes[position]
            if b == UInt8(ascii: "\\"), hashesFollow(at: position + 1) {
                // A raw string's escape has its `#`s between the backslash and what it escapes.
                position += hashes
                if position + 1 < end, bytes[position + 1] == UInt8(ascii: "(") {
                    if !text.isEmpty {
                        segments.append(.text(String(decoding: text, as: UTF8.self)))
                        text.removeAll()
                    }
                    if let range = scanInterpolation(depth: 1, multiline: true) {
                        segments.append(.interpolation(range))
                    }
                    if position > closing { break }
                    continue
                }
                if position + 1 < end, bytes[position + 1] == UInt8(ascii: "\n") {
                    position += 2
                    atLineStart = true
                    continue
                }
                scanEscape(into: &text)
                continue
            }
            text.append(b)
            position += 1
            if b == UInt8(ascii: "\n") { atLineStart = true }
        }
        // The line break before the closing delimiter is not part of the string.
        if text.last == UInt8(ascii: "\n") { text.removeLast() }
        if text.last == UInt8(ascii: "\r") { text.removeLast() }
        if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
        // An interpolation may have run past the delimiter (it held a `"""` of its own);
        // then the string ends where the interpolation did, never past the input.
        position = min(end, position > closing ? position : closing + 3 + hashes)
        return segments
    }
}
