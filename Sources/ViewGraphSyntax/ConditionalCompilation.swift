import ViewGraphDiagnostics

// Conditional compilation (`#if` / `#elseif` / `#else` / `#endif`), as swiftc does it
// before parsing a clause: the tokens of the taken branch stay, the others are dropped.
// The configuration is fixed and documented (Guides/Language.md, "Conditional
// compilation"): an iPhone simulator running a debug build of an app compiled by
// Swift 6.3, where SwiftUI and the other modules ViewGraph knows can be imported.

/// The build configuration `#if` conditions are evaluated against.
package enum BuildConfiguration {
    /// `os(iOS)` is true; every other operating system is false.
    package static let operatingSystem = "iOS"
    /// `arch(arm64)` is true.
    package static let architecture = "arm64"
    /// `targetEnvironment(simulator)` is true.
    package static let targetEnvironment = "simulator"
    /// `swift(>=6.3)` and `compiler(>=6.3)` compare with this version.
    package static let swiftVersion = [6, 3]
    /// Compilation conditions that are set (`-D DEBUG`); any other name is false, as in swiftc.
    package static let flags: Set<String> = ["DEBUG"]
    /// `canImport(M)` is true for the modules whose names ViewGraph simulates.
    package static var importableModules: Set<String> {
        BuiltinCatalogue.names(.module).subtracting(["AppKit"])
    }

    /// The documented configuration, for the guide and for notes.
    package static let summary =
        "os(iOS), arch(arm64), targetEnvironment(simulator), DEBUG, swift(>=6.3), compiler(>=6.3), canImport of SwiftUI and the other known modules except AppKit"
}

/// Drops the tokens of `#if` branches that are not taken, and the directive lines.
enum ConditionalCompilation {
    /// - Returns: the tokens to parse, and diagnostics for malformed directives.
    static func filter(_ tokens: [Token]) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        guard tokens.contains(where: { $0.kind == .pound }) else { return (tokens, []) }
        var output: [Token] = []
        output.reserveCapacity(tokens.count)
        var diagnostics: [Diagnostic] = []
        /// One open `#if`: whether a branch was taken already, whether the current one is
        /// active, whether an `#else` was seen, and where the `#if` is.
        struct Clause {
            var anyTaken: Bool
            var active: Bool
            var sawElse: Bool
            var start: SourceRange
        }
        var stack: [Clause] = []
        var index = 0
        func enclosingActive() -> Bool { stack.allSatisfy(\.active) }
        while index < tokens.count {
            let token = tokens[index]
            let name = directiveName(tokens, at: index)
            guard let name, ["if", "elseif", "else", "endif"].contains(name) else {
                if token.kind == .eof || enclosingActive() { output.append(token) }
                index += 1
                continue
            }
            let directiveRange = SourceRange(start: token.range.start, end: tokens[index + 1].range.end)
            // The condition: the rest of the directive's line.
            var end = index + 2
            while end < tokens.count, tokens[end].kind != .eof, !tokens[end].hasLeadingNewline { end += 1 }
            let condition = Array(tokens[(index + 2)..<end])
            switch name {
            case "if":
                let outer = enclosingActive()
                let value = outer ? evaluate(condition, at: directiveRange, &diagnostics) : false
                stack.append(Clause(anyTaken: value, active: value, sawElse: false, start: directiveRange))
            case "elseif":
                guard var clause = stack.popLast(), !clause.sawElse else {
                    diagnostics.append(
                        .error("'#elseif' without '#if'", at: directiveRange, group: .syntax))
                    index = end
                    continue
                }
                let outer = enclosingActive()
                let value = !clause.anyTaken && outer && evaluate(condition, at: directiveRange, &diagnostics)
                clause.active = value
                clause.anyTaken = clause.anyTaken || value
                stack.append(clause)
            case "else":
                guard var clause = stack.popLast(), !clause.sawElse else {
                    diagnostics.append(.error("'#else' without '#if'", at: directiveRange, group: .syntax))
                    index = end
                    continue
                }
                clause.active = !clause.anyTaken
                clause.anyTaken = true
                clause.sawElse = true
                stack.append(clause)
                if !condition.isEmpty {
                    diagnostics.append(
                        .error("extra tokens after '#else'", at: condition[0].range, group: .syntax))
                }
            default:  // endif
                if stack.popLast() == nil {
                    diagnostics.append(.error("'#endif' without '#if'", at: directiveRange, group: .syntax))
                }
            }
            index = end
        }
        for clause in stack {
            diagnostics.append(
                .error(
                    "unterminated '#if'", at: clause.start,
                    notes: [DiagnosticNote("close it with '#endif'")], group: .syntax))
        }
        return (output, diagnostics)
    }

    /// `if`, `elseif`, `else`, `endif` when the tokens at `index` are `#` and that word at
    /// the start of a line (directives are line-based).
    private static func directiveName(_ tokens: [Token], at index: Int) -> String? {
        guard tokens[index].kind == .pound, index + 1 < tokens.count else { return nil }
        let word = tokens[index + 1]
        guard word.range.start == tokens[index].range.end else { return nil }
        switch word.kind {
        case .keyword(.if): return "if"
        case .keyword(.else): return "else"
        case .identifier where word.text == "elseif" || word.text == "endif": return word.text
        default: return nil
        }
    }

    // MARK: - Conditions

    /// Evaluates a condition: `!`, `&&`, `||`, parentheses, flags, `os(…)`, `arch(…)`,
    /// `targetEnvironment(…)`, `canImport(…)`, `swift(>=…)`, `compiler(>=…)`.
    private static func evaluate(_ tokens: [Token], at range: SourceRange, _ diagnostics: inout [Diagnostic]) -> Bool {
        guard !tokens.isEmpty else {
            diagnostics.append(.error("expected a condition after '#if'", at: .at(range.end), group: .syntax))
            return false
        }
        var parser = ConditionParser(tokens: tokens)
        let value = parser.parseOr()
        if let problem = parser.problem
            ?? (parser.index < tokens.count
                ? (tokens[parser.index].range, "unexpected '\(tokens[parser.index].text)' in '#if' condition") : nil)
        {
            diagnostics.append(
                .error(
                    problem.1, at: problem.0,
                    notes: [DiagnosticNote("the configuration is: \(BuildConfiguration.summary)")], group: .syntax))
            return false
        }
        return value
    }

    private struct ConditionParser {
        let tokens: [Token]
        var index = 0
        var problem: (SourceRange, String)?

        mutating func parseOr() -> Bool {
            var value = parseAnd()
            while problem == nil, index < tokens.count, tokens[index].isOperator("||") {
                index += 1
                let rhs = parseAnd()
                value = value || rhs
            }
            return value
        }

        mutating func parseAnd() -> Bool {
            var value = parseUnary()
            while problem == nil, index < tokens.count, tokens[index].isOperator("&&") {
                index += 1
                let rhs = parseUnary()
                value = value && rhs
            }
            return value
        }

        mutating func parseUnary() -> Bool {
            guard index < tokens.count else {
                fail(tokens.last?.range ?? .at(0), "expected a condition")
                return false
            }
            let token = tokens[index]
            if token.isOperator("!") {
                index += 1
                return !parseUnary()
            }
            if token.kind == .leftParen {
                index += 1
                let value = parseOr()
                if index < tokens.count, tokens[index].kind == .rightParen {
                    index += 1
                } else {
                    fail(token.range, "expected ')' in '#if' condition")
                }
                return value
            }
            switch token.kind {
            case .keyword(.true):
                index += 1
                return true
            case .keyword(.false):
                index += 1
                return false
            case .identifier: break
            default:
                fail(token.range, "unexpected '\(token.text)' in '#if' condition")
                return false
            }
            index += 1
            guard index < tokens.count, tokens[index].kind == .leftParen else {
                return BuildConfiguration.flags.contains(token.text)
            }
            // A platform condition: `name(argument)`.
            index += 1
            var argument: [Token] = []
            while index < tokens.count, tokens[index].kind != .rightParen {
                argument.append(tokens[index])
                index += 1
            }
            guard index < tokens.count else {
                fail(token.range, "expected ')' in '#if' condition")
                return false
            }
            index += 1
            let text = argument.map(\.text).joined()
            switch token.text {
            case "os": return text == BuildConfiguration.operatingSystem
            case "arch": return text == BuildConfiguration.architecture
            case "targetEnvironment": return text == BuildConfiguration.targetEnvironment
            case "canImport":
                let module = String(text.split(separator: ",").first ?? "")
                return BuildConfiguration.importableModules.contains(module)
            case "swift", "compiler":
                return compareVersion(text, token.range)
            case "hasFeature", "hasAttribute":
                return false
            default:
                fail(token.range, "unknown platform condition '\(token.text)'")
                return false
            }
        }

        /// `>=6.0`, `<5.9`.
        private mutating func compareVersion(_ text: String, _ range: SourceRange) -> Bool {
            let op = text.hasPrefix(">=") ? ">=" : text.hasPrefix("<") ? "<" : nil
            guard let op else {
                fail(range, "expected '>=' or '<' and a version, e.g. 'swift(>=6.0)'")
                return false
            }
            let numbers = text.dropFirst(op.count).split(separator: ".").map { Int($0) }
            guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else {
                fail(range, "expected a version such as '6.0'")
                return false
            }
            let wanted = numbers.compactMap { $0 }
            let current = BuildConfiguration.swiftVersion
            var atLeast = true
            for position in 0..<max(wanted.count, current.count) {
                let a = position < current.count ? current[position] : 0
                let b = position < wanted.count ? wanted[position] : 0
                if a != b {
                    atLeast = a > b
                    break
                }
            }
            return op == ">=" ? atLeast : !atLeast
        }

        private mutating func fail(_ range: SourceRange, _ message: String) {
            if problem == nil { problem = (range, message) }
            index = tokens.count
        }
    }
}
