// `expect` lines (DESIGN.md §2.2): checked once a step has finished, in the step's
// scope. A failure is reported like a diagnostic: where, expected, actual; an
// operand that fails when evaluated again for the note says so with its error.
// Models no SwiftUI rule (exact: it reads the trace and the live state only).
import ViewGraphDiagnostics
import ViewGraphSyntax

/// The outcome of one expectation.
package struct ExpectationResult {
    package var expectation: Expectation
    package var variant: String
    package var step: String
    /// nil when it passed.
    package var failure: Diagnostic?

    package var passed: Bool { failure == nil }
}

/// The outcome of checking one `ask` question's answer key against the simulation.
package struct AnswerKeyResult {
    package var question: Question
    package var variant: String
    package var step: String
    /// nil when the key is what the simulation does.
    package var failure: Diagnostic?

    package var passed: Bool { failure == nil }
}

extension Simulation {
    /// Checks each question's answer key against a finished step, so a lesson's key
    /// cannot drift from the engine: a view set must be exactly the step's, a finding
    /// exactly the step's findings, and a yes/no key the truth of its claim.
    package func checkAnswerKeys(_ questions: [Question], step: StepTrace, scope: Scope) -> [AnswerKeyResult] {
        questions.map { question in
            var failure: Diagnostic?
            do {
                failure = try answerKeyFailure(question, step: step, scope: scope)
            } catch let error as RuntimeError {
                failure = error.diagnostic
            } catch let error as SimulationError {
                failure = error.diagnostic
            } catch {
                failure = .error("\(error)", at: question.range, group: .expectations)
            }
            return AnswerKeyResult(question: question, variant: scenario.variant, step: step.title, failure: failure)
        }
    }

    private func answerKeyFailure(_ question: Question, step: StepTrace, scope: Scope) throws -> Diagnostic? {
        let note = DiagnosticNote("the answer key of ask \"\(question.prompt)\" must be what the simulation does")
        switch question.answer {
        case .views(let kind, let refs):
            let probe = Expectation(stepTitle: nil, assertion: .viewSet(kind, refs), range: question.range)
            guard var failure = try evaluate(probe, step: step, scope: scope) else { return nil }
            failure.message = "wrong answer key: " + failure.message
            failure.notes.append(note)
            return failure
        case .finding(let id):
            let actual = step.findings.map(\.id).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let expected = id.map { [$0.name] } ?? []
            guard actual != expected else { return nil }
            let shown = actual.isEmpty ? "no findings" : actual.joined(separator: ", ")
            return failure(
                "wrong answer key: it says \(id.map { "finding '\($0.name)'" } ?? "no findings"), but the step has \(shown)",
                question.range, [note])
        case .yesNo(let key, let claim):
            let probe = Expectation(stepTitle: nil, assertion: claim, range: question.range)
            let holds = try evaluate(probe, step: step, scope: scope) == nil
            guard holds != key else { return nil }
            let text = scenario.model.sourceFile?.text(in: question.range) ?? "the claim"
            return failure(
                "wrong answer key: it says '\(key ? "yes" : "no")', but the claim \(holds ? "holds" : "does not hold")",
                question.range, [DiagnosticNote(text), note])
        }
    }

    /// Whether a claim (an `expect` assertion) holds for a finished step; throws its
    /// evaluation error.
    package func holds(_ claim: Assertion, step: StepTrace, scope: Scope, at range: SourceRange) throws -> Bool {
        try evaluate(Expectation(stepTitle: nil, assertion: claim, range: range), step: step, scope: scope) == nil
    }

    /// Checks expectations against a finished step.
    package func check(_ expectations: [Expectation], step: StepTrace, scope: Scope) -> [ExpectationResult] {
        expectations.map { expectation in
            var failure: Diagnostic?
            do {
                failure = try evaluate(expectation, step: step, scope: scope)
            } catch let error as RuntimeError {
                failure = error.diagnostic
            } catch let error as SimulationError {
                failure = error.diagnostic
            } catch {
                failure = .error("\(error)", at: expectation.range, group: .expectations)
            }
            return ExpectationResult(
                expectation: expectation, variant: scenario.variant, step: step.title, failure: failure)
        }
    }

    private func evaluate(_ expectation: Expectation, step: StepTrace, scope: Scope) throws -> Diagnostic? {
        let range = expectation.range
        switch expectation.assertion {
        case .viewSet(let kind, let refs):
            let actual = nodes(kind, in: step)
            var unmatched = actual
            var missing: [String] = []
            for ref in refs {
                let matches = try actual.filter { try recorded($0, matches: ref, scope: scope) }
                if matches.isEmpty { missing.append(refText(ref)) }
                unmatched.removeAll { node in matches.contains { $0 === node } }
            }
            guard missing.isEmpty && unmatched.isEmpty else {
                var notes: [DiagnosticNote] = []
                if missing.isEmpty == false {
                    notes.append(DiagnosticNote("expected but absent: " + missing.joined(separator: ", ")))
                }
                if unmatched.isEmpty == false {
                    notes.append(
                        DiagnosticNote(
                            "present but not expected: " + unmatched.map(\.displayName).joined(separator: ", ")))
                }
                return failure(
                    "expected \(kind.rawValue) == [\(refs.map(refText).joined(separator: ", "))], but \(kind.rawValue) were [\(actual.map(\.displayName).joined(separator: ", "))]",
                    range, notes)
            }
            return nil
        case .viewCount(let kind, let type, let comparison, let countExpr):
            guard case .int(let expected) = try interpreter.evaluate(countExpr, stepContext(scope)) else {
                throw RuntimeError("a count must be an Int", at: countExpr.range, group: .expectations)
            }
            // `bodies(Line#2)` counts one view, named as reports name it; `bodies(Line)` every `Line`.
            let count = events(kind, in: step).filter { node in
                guard let type else { return true }
                return type.name.contains("#") ? node.displayName == type.name : node.type.name == type.name
            }.count
            guard comparison.holds(count, expected) else {
                let what = type.map { "\(kind.rawValue)(\($0.name))" } ?? kind.rawValue
                return failure(
                    "expected \(what) \(comparison.rawValue) \(expected), but it was \(count)", range,
                    breakdown(kind, type: type?.name, step: step))
            }
            return nil
        case .frames(let comparison, let countExpr):
            guard case .int(let expected) = try interpreter.evaluate(countExpr, stepContext(scope)) else {
                throw RuntimeError("a frame count must be an Int", at: countExpr.range, group: .expectations)
            }
            guard comparison.holds(step.frames.count, expected) else {
                return failure(
                    "expected frames \(comparison.rawValue) \(expected), but the step ran \(step.frames.count) frame\(step.frames.count == 1 ? "" : "s")",
                    range, [])
            }
            return nil
        case .finding(let id, let ref):
            let matching = step.findings.filter { $0.id == id.name }
            let present = step.findings.map(\.id)
            guard matching.isEmpty == false else {
                return failure(
                    "expected finding '\(id.name)', but it was not detected", range,
                    [
                        DiagnosticNote(
                            present.isEmpty
                                ? "no findings in this step"
                                : "findings in this step: " + present.joined(separator: ", "))
                    ])
            }
            if let ref {
                let on = try matching.contains { finding in
                    try finding.nodes.contains { try recorded($0, matches: ref, scope: scope) }
                        || finding.views.contains(refText(ref))
                }
                guard on else {
                    return failure(
                        "expected finding '\(id.name)' on \(refText(ref)), but it was found on \(matching.flatMap(\.views).joined(separator: ", "))",
                        range, [])
                }
            }
            return nil
        case .noFindings:
            guard step.findings.isEmpty else {
                return failure(
                    "expected no findings, but found: "
                        + step.findings.map { "\($0.id) (\($0.headline))" }.joined(separator: "; "),
                    range, [])
            }
            return nil
        case .hitch:
            guard step.hitchFrames.isEmpty == false else {
                let worst = step.frames.map(\.cost).max() ?? 0
                return failure(
                    "expected a hitch, but every frame fit the \(ValueFormatting.milliseconds(step.budget)) budget (worst \(ValueFormatting.milliseconds(worst)))",
                    range, [])
            }
            return nil
        case .noHitch:
            guard let worst = step.hitchFrames.max(by: { $0.cost < $1.cost }) else { return nil }
            return failure(
                "expected no hitch, but frame \(worst.index) took \(ValueFormatting.milliseconds(worst.cost)) of a \(ValueFormatting.milliseconds(step.budget)) budget",
                range, [])
        case .condition(let expr):
            let context = stepContext(scope)
            let value = try interpreter.evaluate(expr, context)
            guard case .bool(let holds) = value else {
                throw RuntimeError(
                    "an expectation must be a Bool; this is '\(interpreter.typeName(of: value))'", at: expr.range,
                    notes: [
                        DiagnosticNote(
                            "compare it with the value you expect, e.g. 'expect \(sourceText(expr.range)) == …'")
                    ],
                    group: .expectations)
            }
            if holds { return nil }
            var notes: [DiagnosticNote] = []
            if case .binaryOperator(let op, let lhs, let rhs) = expr.kind,
                ["==", "!=", "<", ">", "<=", ">="].contains(op)
            {
                notes.append(DiagnosticNote("left side: \(operandText(lhs, context))"))
                notes.append(DiagnosticNote("right side: \(operandText(rhs, context))"))
            }
            return failure(
                "expectation failed: \(scenario.model.sourceFile?.text(in: expr.range) ?? "condition")", range, notes)
        }
    }

    /// One side of a failed comparison, for its note: its value, or the error that
    /// evaluating it alone raised (the whole expression had already been evaluated).
    private func operandText(_ expr: Expr, _ context: EvalContext) -> String {
        do {
            return ValueFormatting.debugDescribe(try interpreter.evaluate(expr, context))
        } catch let error as RuntimeError {
            return "could not be evaluated: \(error.diagnostic.message)"
        } catch {
            return "could not be evaluated: \(error)"
        }
    }

    private func failure(_ message: String, _ range: SourceRange, _ notes: [DiagnosticNote]) -> Diagnostic {
        .error(message, at: range, notes: notes, group: .expectations)
    }

    /// Distinct views of a set, in tree order of first appearance.
    package func nodes(_ kind: ViewSetKind, in step: StepTrace) -> [ViewNode] {
        var seen: Set<ObjectIdentifier> = []
        return events(kind, in: step).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Every event of a kind (a view that ran twice appears twice).
    package func events(_ kind: ViewSetKind, in step: StepTrace) -> [ViewNode] {
        switch kind {
        case .bodies: return step.frames.flatMap { $0.runs.map(\.node) }
        case .redrawn: return step.frames.flatMap { $0.runs.filter(\.redrawn).map(\.node) }
        case .created: return step.frames.flatMap(\.created)
        case .destroyed: return step.frames.flatMap(\.destroyed)
        case .checked: return step.frames.flatMap(\.checkedViews)
        }
    }

    private func breakdown(_ kind: ViewSetKind, type: String?, step: StepTrace) -> [DiagnosticNote] {
        let list = nodes(kind, in: step).filter { type == nil || $0.type.name == type }
        guard list.isEmpty == false else { return [] }
        return [
            DiagnosticNote(
                "\(kind.rawValue): " + list.prefix(12).map(\.displayName).joined(separator: ", ")
                    + (list.count > 12 ? ", …" : ""))
        ]
    }

    /// Whether a view recorded in the trace (alive or not) is the one a REF names:
    /// the last segment names the view, earlier segments name ancestors, in order.
    package func recorded(_ node: ViewNode, matches ref: ViewRef, scope: Scope) throws -> Bool {
        var segments = ref.segments
        guard let last = segments.popLast(), node.type.name == last.typeName.name,
            try selectorMatches(node, last.selector, scope: scope, titleIsError: false)
        else { return false }
        var ancestor = node.parent
        while let segment = segments.popLast() {
            while let candidate = ancestor {
                if candidate.type.name == segment.typeName.name,
                    try selectorMatches(candidate, segment.selector, scope: scope, titleIsError: false)
                {
                    break
                }
                ancestor = candidate.parent
            }
            guard let found = ancestor else { return false }
            ancestor = found.parent
        }
        return true
    }
}
