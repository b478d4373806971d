import ViewGraphDiagnostics

/// Reserved words of the scenario language (the Swift keywords it knows, including the
/// ones it rejects as unsupported). Contextual words such as `tap`, `expect`, `scenario`,
/// `get` or `set` are not keywords: they lex as identifiers and the parser recognises
/// them by position.
package enum Keyword: String, Sendable, CaseIterable {
    case `let`, `var`, `func`, `struct`, `class`, `enum`, `extension`, `init`, `deinit`, `subscript`
    case `if`, `else`, `guard`, `switch`, `case`, `default`, `for`, `in`, `while`, `repeat`
    case `return`, `break`, `continue`, `fallthrough`, `defer`, `do`, `catch`, `throw`, `throws`,
        `rethrows`
    case `true`, `false`, `nil`, `self`, `Self`, `super`
    case `static`, `private`, `fileprivate`, `public`, `internal`, `open`, `final`, `mutating`,
        `nonmutating`
    case `some`, `any`, `import`, `inout`, `is`, `as`, `try`, `await`, `async`, `actor`, `protocol`
    case `where`, `typealias`, `associatedtype`, `operator`, `precedencegroup`, `indirect`
}

/// The kinds of tokens. Operators keep their spelling in `Token.text`; their kind says how
/// they bind (Swift decides prefix / postfix / binary from the whitespace around them).
package enum TokenKind: Equatable, Sendable {
    case identifier
    case keyword(Keyword)
    /// `$0`, `$1`
    case closureArgument
    /// `$name`
    case projection
    case integerLiteral
    case floatLiteral
    /// `100ms`, `2s`
    case durationLiteral
    /// `120Hz`
    case frequencyLiteral
    case stringLiteral
    case leftParen, rightParen
    case leftBrace, rightBrace
    case leftBracket, rightBracket
    case comma, colon, semicolon
    /// `.` (member access or implicit member)
    case period
    /// `@`
    case atSign
    /// `#`
    case pound
    /// `\` (key path)
    case backslash
    /// `->`
    case arrow
    /// `=`
    case equal
    /// An operator with whitespace on both sides or neither: `a + b`, `a+b`.
    case binaryOperator
    /// An operator bound to the operand on its right only: `-x`, `!flag`.
    case prefixOperator
    /// An operator bound to the operand on its left only: `x!`, `x?`.
    case postfixOperator
    case eof
}

/// One piece of a string literal as lexed: text (escapes resolved), or the byte range of
/// an interpolation's expression (`\( … )`, without the parentheses).
package enum StringTokenSegment: Sendable, Equatable {
    case text(String)
    case interpolation(SourceRange)
}

/// A literal's value, computed by the lexer.
package enum TokenValue: Sendable, Equatable {
    case integer(Int)
    case double(Double)
    /// Seconds.
    case duration(Double)
    case frequency(Double)
    case string([StringTokenSegment])
}

package struct Token: Sendable, Equatable {
    package var kind: TokenKind
    package var text: String
    package var range: SourceRange
    /// A line break in the trivia before this token (or the token is the first of the file).
    package var hasLeadingNewline: Bool
    /// Whitespace or a comment directly before this token.
    package var hasLeadingSpace: Bool
    package var value: TokenValue?

    package init(
        kind: TokenKind, text: String, range: SourceRange, hasLeadingNewline: Bool,
        hasLeadingSpace: Bool,
        value: TokenValue? = nil
    ) {
        self.kind = kind
        self.text = text
        self.range = range
        self.hasLeadingNewline = hasLeadingNewline
        self.hasLeadingSpace = hasLeadingSpace
        self.value = value
    }

    package func isKeyword(_ keyword: Keyword) -> Bool { kind == .keyword(keyword) }

    /// An identifier spelled `word` (a contextual keyword such as `tap` or `expect`).
    package func isContextual(_ word: String) -> Bool { kind == .identifier && text == word }

    /// Any operator token (`=` and `->` excluded) spelled `spelling`.
    package func isOperator(_ spelling: String) -> Bool {
        switch kind {
        case .binaryOperator, .prefixOperator, .postfixOperator: text == spelling
        default: false
        }
    }

    package var isOperator: Bool {
        switch kind {
        case .binaryOperator, .prefixOperator, .postfixOperator: true
        default: false
        }
    }

    /// A contextual keyword, which Swift also takes as a name (`{ _, open in … }`,
    /// `let final = 3`, `if some`).
    package var isContextualName: Bool {
        switch kind {
        case .keyword(.some), .keyword(.any), .keyword(.open), .keyword(.final), .keyword(.actor),
            .keyword(.mutating), .keyword(.nonmutating), .keyword(.indirect), .keyword(.async):
            true
        default: false
        }
    }

    /// An identifier or keyword: usable as an argument label or member name.
    package var isWordLike: Bool {
        switch kind {
        case .identifier, .keyword: true
        default: false
        }
    }
}

extension TokenKind {
    /// How the kind is named in diagnostics.
    package var spelling: String {
        switch self {
        case .identifier: "identifier"
        case .keyword(let k): "'\(k.rawValue)'"
        case .closureArgument, .projection: "identifier"
        case .integerLiteral, .floatLiteral, .durationLiteral, .frequencyLiteral: "number"
        case .stringLiteral: "string literal"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .leftBracket: "'['"
        case .rightBracket: "']'"
        case .comma: "','"
        case .colon: "':'"
        case .semicolon: "';'"
        case .period: "'.'"
        case .atSign: "'@'"
        case .pound: "'#'"
        case .backslash: "'\\'"
        case .arrow: "'->'"
        case .equal: "'='"
        case .binaryOperator, .prefixOperator, .postfixOperator: "operator"
        case .eof: "end of file"
        }
    }
}
