import ViewGraphDiagnostics
import ViewGraphSyntax

/// How a stored property of a class changes (Guides/Rules.md, O5, R4.6).
package enum MutationKind: Equatable {
    /// `obj.p = v` through the setter: @Observable dedupes by declared type.
    case set
    /// In place (`+=`, `append`, `p.x = …`, `p[i] = …`, `inout`): the `_modify`
    /// accessor, which always notifies.
    case modify
}

/// What the interpreter tells the view graph while scenario code runs. The
/// engine implements it; tests can implement it to watch the interpreter alone.
package protocol InterpreterHost: AnyObject {
    /// A tracked @Observable property getter ran (the registrar's `access` has been called).
    func observableRead(_ object: ObjectInstance, field: Int, chain: [String], site: SourceRange)
    /// An `@Published` property of an ObservableObject was read (for explanations only:
    /// subscriptions do not depend on reads, R3.1).
    func publishedRead(_ object: ObjectInstance, field: Int)
    /// Just before a class property changes. `notifies` says whether observers are
    /// told (false for a deduped @Observable set).
    func willMutate(
        _ object: ObjectInstance, field: Int, kind: MutationKind, notifies: Bool, oldValue: Value, newValue: Value,
        site: SourceRange
    ) throws
    /// `objectWillChange.send()` called by hand.
    func objectWillChangeSent(_ object: ObjectInstance, site: SourceRange) throws
    func stateRead(_ box: StateBox)
    /// A view's own stored property was read by code running for `node`.
    func viewPropertyRead(_ name: String, node: ViewNode?)
    func stateWrite(_ box: StateBox, oldValue: Value, newValue: Value, site: SourceRange) throws
    /// The environment value for a key, as seen by the view whose code runs.
    func environmentValue(_ key: EnvironmentKey, node: ViewNode?, site: SourceRange) throws -> Value
    /// Adds simulated cost to whatever runs now.
    func charge(_ seconds: Double, for reason: String, site: SourceRange)
    /// The simulated clock, in seconds since the scenario started.
    var now: Double { get }
    func nextUUID() -> UInt64
    func nextRandom() -> UInt64
    /// `every(D) { }` / `after(D) { }` inside task code.
    func scheduleTimer(interval: Double, repeats: Bool, action: Closure, site: SourceRange) throws
    /// `Task { }`: an unstructured task (never cancelled, R10.2).
    func startUnstructuredTask(_ body: Closure, site: SourceRange) throws
    /// `print(…)` in scenario code: goes to the transcript.
    func printed(_ text: String)
    /// `Self._printChanges()` / `Self._logChanges()` in the body of `viewType`: the line
    /// SwiftUI prints for this body run (R11.4), into the transcript.
    func printChanges(viewType: String, site: SourceRange) throws
    /// Counts interpreted operations (the per-step backstop limit).
    func tick(site: SourceRange) throws
}
