import Testing
import ViewGraphDiagnostics

@testable import ViewGraphSyntax

/// Diagnostics of the parser, with positions marked in the source (`1️⃣`, `2️⃣`, …).
@Suite("Parser diagnostics")
struct ParserDiagnosticTests {
    @Test func optionalBindingOfSelf() {
        let (_, diagnostics, source) = parse(
            """
            final class Model {
                func run() {
                    Task { [weak self] in
                        guard let self else { return }
                        if let self = self { print(self) }
                    }
                }
            }
            """)
        #expect(describe(diagnostics, in: source) == [])
    }

    @Test func missingClosingBraceAtEndOfFile() {
        assertDiagnostics(
            """
            struct Counter: View {
                var count = 0
            1️⃣
            """,
            [("1️⃣", "expected '}' in struct")])
    }

    @Test func missingBraceNotePointsAtOpeningBrace() throws {
        let source = MarkedSource("struct A 1️⃣{\n    let x = 1\n2️⃣")
        let (_, diagnostics, file) = parse(source.text)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.range.start == source.markers["2️⃣"])
        #expect(diagnostic.notes.first?.range?.start == source.markers["1️⃣"])
        #expect(file.lineAndColumn(of: diagnostic.range.start) == (3, 1))
    }

    @Test func missingBraceStopsAtNextTopLevelItem() {
        assertDiagnostics(
            """
            app {
                Text("x")
            1️⃣step "s" {
                wait 1s
            }
            """,
            [("1️⃣", "expected '}' in 'app' block")])
    }

    @Test func expressionAfterOperator() {
        assertDiagnostics(
            """
            app {
                let x = 1 +1️⃣
            }
            """,
            [("1️⃣", "expected expression after operator")])
    }

    @Test func unexpectedSeparator() {
        assertDiagnostics(
            """
            app {
                Text(1️⃣, "a")
            }
            """,
            [("1️⃣", "unexpected ',' separator")])
    }

    /// `.padding(.horizontal 8)`: one error at the element after the missing comma, as
    /// swiftc gives, and the rest of the list read as if the comma were there.
    @Test func missingSeparatorBetweenArguments() {
        assertDiagnostics(
            """
            app {
                Text("a").padding(.horizontal 1️⃣8)
                Text("b")
            }
            """,
            [("1️⃣", "expected ',' separator")])
    }

    @Test func durationUnitAfterASpaceIsOneError() {
        assertDiagnostics(
            """
            scenario "s" {}
            app { Text("a") }
            step "wait" {
                wait 2 1️⃣minutes
                every 100 2️⃣ms for 1s { print("tick") }
            }
            """,
            [
                ("1️⃣", "a duration's unit is written straight after the number, with no space"),
                ("2️⃣", "a duration's unit is written straight after the number, with no space"),
            ])
    }

    @Test("`if x = 1 {` is swiftc's one error at the '=', and the statement parses on")
    func assignmentInAConditionIsOneError() {
        assertDiagnostics(
            """
            scenario "s" {}
            app { Text("a") }
            step "compare" {
                var count = 0
                if count 1️⃣= 1 { print("one") }
                while count 2️⃣= 2, count > 0 { count = 0 }
            }
            """,
            [
                ("1️⃣", "use of '=' in a boolean context, did you mean '=='?"),
                ("2️⃣", "use of '=' in a boolean context, did you mean '=='?"),
            ])
    }

    @Test func missingClosingParenthesis() {
        assertDiagnostics(
            """
            app {
                Text("a"1️⃣
                Text("b")
            }
            """,
            [("1️⃣", "expected ')' in expression list")])
    }

    @Test func consecutiveStatementsNeedSemicolon() {
        assertDiagnostics(
            """
            app {
                let a = 11️⃣ let b = 2
            }
            """,
            [("1️⃣", "consecutive statements on a line must be separated by ';'")])
    }

    @Test func garbageAtTopLevelRecovers() {
        assertDiagnostics(
            """
            1️⃣) ) )
            struct A {}
            app {
                A()
            }
            """,
            [
                (
                    "1️⃣",
                    "expected a declaration or a scenario block ('scenario', 'app', 'step', 'variant', 'costs')"
                )
            ])
    }

    @Test func badViewReference() {
        assertDiagnostics(
            """
            step "s" {
                tap 1️⃣model.button
                tap 2️⃣A/3
            }
            """,
            [
                (
                    "1️⃣",
                    "expected a view reference such as 'TrailRow', 'TrailRow[2]' or 'Parent/Button(\"Save\")'"
                ),
                (
                    "2️⃣",
                    "expected a view reference such as 'TrailRow', 'TrailRow[2]' or 'Parent/Button(\"Save\")'"
                ),
            ])
    }

    @Test func scrollNeedsTo() {
        assertDiagnostics(
            """
            step "s" {
                scroll List1️⃣
            }
            """,
            [("1️⃣", "expected 'to' and a row in 'scroll' action")])
    }

    @Test func stepActionsNeedOperands() {
        assertDiagnostics(
            """
            step "s" {
                tap1️⃣
                wait2️⃣
                expect finding3️⃣
                expect 4️⃣"title" bodies == []
                every 1s 5️⃣{ }
            }
            """,
            [
                ("1️⃣", "expected a view reference after 'tap'"),
                ("2️⃣", "expected a duration after 'wait'"),
                ("3️⃣", "expected a finding id after 'finding', e.g. 'broad-observable-read'"),
                ("4️⃣", "a step title after 'expect' is only allowed in a variant"),
                ("5️⃣", "expected 'for' and a duration in 'every' action"),
            ])
    }

    @Test func variantExpectationNeedsStepTitle() {
        assertDiagnostics(
            """
            variant "v" {
                expect 1️⃣bodies == []
            }
            """,
            [
                (
                    "1️⃣",
                    "expected a step title string after 'expect' in a variant, e.g. expect \"Step\" bodies == []"
                )
            ])
    }

    @Test func unterminatedStringInStep() {
        assertDiagnostics(
            """
            step 1️⃣"Unterminated {2️⃣
            3️⃣}
            """,
            [
                ("1️⃣", "unterminated string literal"), ("2️⃣", "expected '{' in 'step' block"),
                ("3️⃣", "extraneous '}' at top level"),
            ])
    }

    @Test func invalidCharacterIsSkipped() {
        assertDiagnostics(
            """
            app {
                Text("a") 1️⃣☃
            }
            """,
            [("1️⃣", "invalid character '☃' in source file")])
    }

    @Test func nestingTooDeeplyIsAnErrorNotACrash() {
        let text =
            "app {\n    let x = " + String(repeating: "(", count: 5000) + "1"
            + String(repeating: ")", count: 5000) + "\n}\n"
        let (_, diagnostics, _) = parse(text)
        #expect(diagnostics.map(\.message) == ["expression nested too deeply"])
        let braces = "app {\n" + String(repeating: "if true {\n", count: 3000) + "}\n"
        #expect(parse(braces).diagnostics.map(\.message) == ["expression nested too deeply"])
        let closures = "app {\n" + String(repeating: "f { ", count: 3000) + "\n}\n"
        #expect(parse(closures).diagnostics.map(\.message) == ["expression nested too deeply"])
        let strings = "app { Text(\"" + String(repeating: "\\(\"", count: 2000) + "\") }"
        #expect(parse(strings).diagnostics.count >= 1)
    }

    @Test func moderateNestingIsFine() {
        let text =
            "app {\n    let x = " + String(repeating: "(", count: 40) + "1"
            + String(repeating: ")", count: 40) + "\n}\n"
        #expect(parse(text).diagnostics.isEmpty)
    }

    // MARK: - Unsupported Swift

    /// Each construct the tree does not hold is one error at the construct, in the
    /// unsupported group, and parsing continues (the trailing `app` is still parsed). The
    /// constructs the tree holds are reported by the checker (CheckerUnsupportedTests).
    @Test(
        arguments: [
            ("struct S {\n    1️⃣subscript(i: Int) -> Int { i }\n}", "'subscript'"),
            ("1️⃣associatedtype Element", "'associatedtype'"),
            ("1️⃣#warning(\"later\")", "'#warning'"),
            ("enum E {\n    1️⃣indirect case a\n}", "'indirect'"),
            ("1️⃣infix operator ***", "operator declaration"),
            ("func f() {\n    1️⃣struct Local {}\n}", "local type declaration"),
        ])
    func unsupported(source: String, construct: String) throws {
        let marked = MarkedSource(source + "\n\napp {\n    Text(\"x\")\n}\n")
        let (file, diagnostics, sourceFile) = parse(marked.text)
        let first = try #require(diagnostics.first)
        #expect(first.message == "\(construct) is not supported in scenarios")
        #expect(
            first.range.start == marked.markers["1️⃣"],
            "at \(sourceFile.lineAndColumn(of: first.range.start))")
        #expect(first.group == .unsupported)
        #expect(first.notes.map(\.message) == ["see Guides/Language.md for the supported subset"])
        #expect(
            diagnostics.allSatisfy { $0.group == .unsupported },
            "\(describe(diagnostics, in: sourceFile))")
        guard case .app(let app) = file.items.last else {
            Issue.record("the app block after the unsupported construct was not parsed")
            return
        }
        #expect(app.body.count == 1)
    }

    /// Source the parser reads but leaves out of the tree is still searched for the
    /// constructs the checker would report: nothing in it goes unreported.
    @Test func unsupportedSwiftInsideDiscardedSourceIsReported() {
        assertDiagnostics(
            """
            func f() {
                1️⃣struct Local {
                    func g() async {
                        async let 2️⃣(x, y) = h()
                    }
                }
                let y = 3️⃣if x > 1 { 1 }
            }
            """,
            [
                ("1️⃣", "local type declaration is not supported in scenarios"),
                ("2️⃣", "'async let' with a pattern is not supported in scenarios"),
                ("3️⃣", "an 'if' expression needs an 'else' and one expression in each branch"),
            ])
    }
}

/// `ask "PROMPT" ANSWER` in a step: every malformed question is a diagnostic.
@Suite("Question diagnostics")
struct QuestionDiagnosticTests {
    @Test func aQuestionWithoutAnAnswer() {
        assertDiagnostics(
            """
            step "Tap" {
                ask "Which views run?"1️⃣
            }
            """,
            [("1️⃣", "expected the answer after the question")])
    }

    @Test func anAnswerTheLearnerCannotGive() {
        assertDiagnostics(
            """
            step "Tap" {
                ask "What is the count?" 1️⃣store.count == 1
            }
            """,
            [("1️⃣", "this answer cannot be guessed; write 'yes:' or 'no:' before a claim")])
    }

    @Test func aYesWithoutAClaim() {
        assertDiagnostics(
            """
            step "Tap" {
                ask "Does it run?" yes:1️⃣
            }
            """,
            [("1️⃣", "expected a claim after 'yes:', e.g. 'no: bodies(TrailList) > 0'")])
    }

    @Test func aQuestionWithoutItsPrompt() {
        assertDiagnostics(
            """
            step "Tap" {
                ask 1️⃣bodies == []
            }
            """,
            [("1️⃣", "expected question string")])
    }

    @Test func theThreeKindsOfAnswerParse() throws {
        let (file, diagnostics, _) = parse(
            """
            step "Tap" {
                ask "Which run?" bodies == [Row[1], Row[2]]
                ask "Which finding?" finding broad-observable-read
                ask "Any finding?" no findings
                ask "Does the list run?" no: bodies(List) > 0
            }
            """)
        #expect(diagnostics.isEmpty)
        guard case .step(let step) = file.items.first else {
            Issue.record("expected a step")
            return
        }
        let answers = step.actions.compactMap { action -> String? in
            guard case .ask(let question) = action else { return nil }
            switch question.answer {
            case .views(let kind, let refs): return "\(kind.rawValue) \(refs.count)"
            case .finding(let id): return "finding \(id?.name ?? "none")"
            case .yesNo(let key, _): return key ? "yes" : "no"
            }
        }
        #expect(answers == ["bodies 2", "finding broad-observable-read", "finding none", "no"])
    }
}
