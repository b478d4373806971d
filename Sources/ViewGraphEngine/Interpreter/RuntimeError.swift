// A runtime error of the simulated program: a diagnostic at the expression, with
// Swift's wording where Swift has one. The engine never traps on user input.
import ViewGraphDiagnostics

/// A runtime error in scenario code: type mismatch, force-unwrap of nil, index out
/// of range, a limit reached. Always reported as a diagnostic at the expression
/// that caused it; it never crashes ViewGraph.
package struct RuntimeError: Error {
    package var message: String
    package var range: SourceRange
    package var notes: [DiagnosticNote]
    package var group: DiagnosticGroup

    package init(
        _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [],
        group: DiagnosticGroup = .runtime
    ) {
        self.message = message
        self.range = range
        self.notes = notes
        self.group = group
    }

    package var diagnostic: Diagnostic {
        Diagnostic.error(message, at: range, notes: notes, group: group)
    }

    /// Swift that the syntax tree holds but the engine does not run yet (`await`, `try`,
    /// `do`/`catch`, …). The checker rejects it first, so reaching this is a bug, but an
    /// error, never a crash.
    package static func notSimulated(_ construct: String, at range: SourceRange) -> RuntimeError {
        RuntimeError(
            "\(construct) is not simulated yet", at: range,
            notes: [DiagnosticNote("see Guides/Language.md for the supported subset")], group: .unsupported)
    }
}

/// The limits that end runaway scenarios in a diagnostic instead of a hang or crash.
package struct Limits: Sendable {
    /// Nested calls of scenario functions (errors/runaway-recursion).
    package var callDepth = 200
    /// Iterations of one `while` or `for` loop (errors/endless-loop).
    package var loopIterations = 100_000
    /// Elements in one array, dictionary or set.
    package var collectionSize = 1_000_000
    /// Characters in one string.
    package var stringLength = 1_000_000
    /// Frames one step may run before it is reported as an update loop.
    package var framesPerStep = 120
    /// Views alive in the graph at once.
    package var viewCount = 200_000
    /// Levels of nested views (a view whose body contains itself never ends).
    package var viewDepth = 400
    /// Total interpreted operations in one step (a backstop for anything else, such as
    /// nested loops that each stay under `loopIterations`): a statement, a loop iteration,
    /// and ten elements of a large value made at once. An operation costs about 2 µs
    /// in a release build and 6 µs in a debug build, so this stops a runaway step within
    /// seconds; 100,000 rows of a ForEach take under 500,000.
    package var operationsPerStep = 500_000
    /// Lines of `print` output a step's card shows; later lines are counted out by one line
    /// that says so (the loop and output limits still apply to them).
    package var printedLinesPerStep = 1_000
    /// Bytes of output: everything `print` writes in one run, and each transcript, export
    /// and page (`outputLimitReached` is the message).
    package var outputBytes = 32 * 1024 * 1024

    /// "output limit of 32 MB reached".
    package var outputLimitReached: String { "output limit of \(outputBytes / (1024 * 1024)) MB reached" }

    package init() {}
}
