import ViewGraphDiagnostics

// Combine operators the engine does not simulate, reported by `check` where they are
// written. A publisher here is a `@Published` property's `$name` (R3.7), an object's
// `objectWillChange` (R3.2) or `Timer.publish(every:on:in:)`; the engine runs `sink`,
// `dropFirst`, `autoconnect`, `store(in:)` and `objectWillChange.send()` on them (and
// `.onReceive` takes them). Any other operator (`map`, `debounce`, `removeDuplicates`,
// `assign(to:)`, `combineLatest`, `values`) stopped `run` after `check` passed.

extension Checker {
    /// The members of a publisher the engine runs.
    private static let simulatedPublisherMembers: Set<String> = [
        "sink", "dropFirst", "autoconnect", "store", "send", "cancel",
    ]

    /// The members the engine runs on a publisher (`objectWillChange` only sends).
    private static func simulated(on publisher: String) -> Set<String> {
        publisher == "objectWillChange" ? ["send"] : simulatedPublisherMembers
    }

    /// Reports `name` on `base` when `base` is a publisher and the engine does not run
    /// that operator.
    func checkPublisherOperator(base: Expr, name: Identifier) {
        guard let publisher = publisherRoot(base), world.declaresMember(named: name.name) == false else { return }
        // `objectWillChange` is observed through SwiftUI here, not subscribed to.
        guard Self.simulated(on: publisher).contains(name.name) == false else { return }
        error(
            "Combine's '\(name.name)' on \(publisher == "objectWillChange" ? "'objectWillChange'" : "a publisher") is not simulated yet",
            at: name.range,
            notes: [
                DiagnosticNote(
                    "ViewGraph runs 'sink', 'dropFirst' and 'store(in:)' on a '@Published' property's publisher ('$name'), 'autoconnect' on a timer, and 'objectWillChange.send()'; do the operator's work in the 'sink' closure or in a 'didSet'"
                )
            ],
            group: .unsupported)
    }

    /// `objectWillChange`, or the spelling of the publisher an expression starts from
    /// (`$query`, `model.$query`, `Timer.publish(…)`, and operators applied to those);
    /// nil when it is not a publisher.
    private func publisherRoot(_ expr: Expr) -> String? {
        // In a view, `$name` and `self.$name` are bindings (`$model.title` a binding's member);
        // in a class they are a `@Published` property's publisher, and `model.$name` is one
        // wherever it is written.
        let inClass = selfType?.kind?.isClassLike == true
        switch expr.kind {
        case .projection(let name) where inClass:
            return "$" + name
        case .identifier("objectWillChange") where inClass:
            return "objectWillChange"
        case .member(let owner, let name) where name.name.hasPrefix("$"):
            if case .selfValue = owner.kind, inClass == false { return nil }
            return name.name
        case .member(_, let name) where name.name == "objectWillChange":
            return "objectWillChange"
        case .call(let callee, _, _):
            if case .member(let base, let name) = callee.kind {
                if name.name == "publish", case .identifier("Timer") = base.kind { return "Timer.publish" }
                if name.name == "objectWillChange" { return nil }
                // After an operator that is reported, the rest of the chain is not.
                guard let root = publisherRoot(base), Self.simulated(on: root).contains(name.name) else { return nil }
                return root
            }
            return nil
        default:
            return nil
        }
    }
}
