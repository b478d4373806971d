// The system's scene phase: `scene .background` in a step moves the app's scene as iOS does
// when the user leaves the app or comes back, through `.inactive` between `.active` and
// `.background`. The phase is an environment value at the root, so each change is an
// environment change there: every view below is checked and those that read `\.scenePhase`
// run (R7.1); their `onChange(of: scenePhase)` actions run after the update (R10.4).
//
// Faithfulness: simplified: each phase is its own update, one frame each, with the clock
// not advanced between them; nothing else the system does on backgrounding (a snapshot,
// suspended timers) is simulated, and views do not disappear.
import ViewGraphDiagnostics
import ViewGraphSyntax

extension Simulation {
    static let scenePhaseKey = EnvironmentKey.key("scenePhase")

    /// The phase the app's scene is in: `active`, `inactive` or `background`.
    var scenePhase: String {
        if case .symbol(_, let name)? = root?.environment.values[Self.scenePhaseKey] { return name }
        return "active"
    }

    /// `scene .PHASE`: moves the scene to `phase`, one update per phase on the way.
    func moveScene(to phase: String, range: SourceRange) throws {
        guard let root else { return }
        var phases: [String] = []
        if scenePhase != phase {
            if scenePhase != "inactive" && phase != "inactive" { phases.append("inactive") }
            phases.append(phase)
        }
        current.triggers.append(
            Trigger(
                kind: .scene, subject: ".\(phase)",
                action: phases.isEmpty
                    ? "the scene is already .\(phase)"
                    : "scenePhase " + ([scenePhase] + phases).map { ".\($0)" }.joined(separator: " → "),
                site: range))
        // What earlier actions of the step outdated is updated first: the system's change is
        // a transaction of its own.
        try runUntil(clock)
        for next in phases {
            beginFrame()
            isUpdating = true
            root.environment.values[Self.scenePhaseKey] = .symbol(type: "ScenePhase", name: next)
            frame?.environmentChanges.append(Self.scenePhaseKey)
            try propagateEnvironment(root)
            isUpdating = false
            try endFrame()
            try runUntil(clock)
        }
    }
}
