// The update cycle (DESIGN.md §3; R0.2, R0.3, R9.1, R9.5, R10, R13, Guides/Rules.md).
//
// Faithfulness: simplified where noted. Invalidation is lazy and pulled at frame
// time (R0.2); a frame walks outdated views parents-first and runs a body iff its
// value compared unequal, one of its own dependencies changed, or it is new (R0.3),
// at most once per frame (R9.5). Invalidations raised while bodies run are applied
// in the next frame (R9.3). Time is a simulated clock in microseconds; timers and
// after-update actions are jobs of one queue (`JobQueue`), each run in the context
// it carries (R10.1, R10.2). Simplified: `frames N` fires the timers due within a
// frame, then advances the clock one frame from the last of them.
import Observation
import ViewGraphDiagnostics
import ViewGraphSyntax

/// A failure that stops a simulation: a runtime error in scenario code, a bad REF,
/// a limit. It is reported as a diagnostic; the simulation cannot go on.
package struct SimulationError: Error {
    package var diagnostic: Diagnostic

    package init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}

/// A task the simulation knows about: a `.task` modifier's task (cancelled when its
/// view goes, R10.2) or an unstructured `Task { }` (never cancelled).
package final class SimulatedTask {
    package enum Kind {
        case taskModifier, unstructured, step, subscription, runLoopTimer, animationCompletion, asyncLet, groupChild
        /// Work given to `DispatchQueue.main` (`async`, `asyncAfter`): runs once, never cancelled.
        case mainQueue
        /// A `.refreshable` action a pull started: held by the refreshable view, cancelled
        /// when that view goes (as a `.task`'s, R10.2).
        case refresh

        /// The name of a timed job's closure, as a call stack shows it.
        var tickName: String {
            switch self {
            case .subscription: "Timer.publish"
            case .animationCompletion: "withAnimation completion"
            case .mainQueue: "DispatchQueue.main"
            default: "Timer"
            }
        }
    }
    package let id: Int
    package let kind: Kind
    package let origin: String
    package var originNode: ViewNode? { originLink?.target }
    private let originLink: NodeLink?
    /// Started from `.onAppear` (nothing cancels it, R10.1).
    package let fromOnAppear: Bool
    package var isCancelled = false
    /// The coroutine its body runs on, when the body can suspend (Graph/TaskFrame.swift).
    var frame: TaskFrame?
    /// How its body ended: its value, or the error it threw; nil while it runs.
    var outcome: Result<Value, ThrownError>?
    /// Tasks suspended in `await task.value` on this one.
    var valueWaiters: [TaskFrame] = []
    /// Its `async let` child tasks, cancelled with it (structured concurrency).
    var children: [SimulatedTask] = []
    /// The task group it is a child of (the group holds its children).
    weak var group: TaskGroupBox?
    /// Whether its body has ended.
    package var hasEnded: Bool { outcome != nil }

    package init(id: Int, kind: Kind, origin: String, originNode: ViewNode?, fromOnAppear: Bool) {
        self.id = id
        self.kind = kind
        self.origin = origin
        self.originLink = originNode?.link
        self.fromOnAppear = fromOnAppear
    }

    package var name: String {
        switch kind {
        case .taskModifier: "\(origin).task"
        case .refresh: "\(origin).refreshable"
        case .unstructured: fromOnAppear ? "Task from \(origin).onAppear" : "Task from \(origin)"
        case .step: "step timer"
        case .subscription: "Timer.publish subscription by \(origin)"
        case .runLoopTimer: "Timer scheduled by \(origin)"
        case .animationCompletion: "withAnimation completion in \(origin)"
        case .mainQueue: "DispatchQueue.main work from \(origin)"
        case .asyncLet: "async let \(origin)"
        case .groupChild: "task group child \(origin)"
        }
    }
}

/// Runs one variant of a scenario: the view graph, the clock, tasks and timers,
/// and the trace of every step.
///
/// **What it models.** SwiftUI's update machinery for one app: a graph of view
/// identities (`ViewNode`) under a root, the transaction a step's actions make (R0.2:
/// writes mark readers outdated, nothing runs until the frame), and the frames that
/// follow, each walking the outdated views parents-first and running every body at
/// most once (R9.5, R13). @Observable reads are tracked by Swift's own Observation
/// runtime: every body runs inside `withObservationTracking` (R4.3); ObservableObject
/// publishes reach their subscribers (R3); environment writes are scoped to a subtree
/// and their readers are checked (R7). Timers, lifecycle actions and task work are
/// jobs in one queue on a simulated clock (R10, `JobQueue`).
///
/// **Example.**
/// ```swift
/// let simulation = try Simulation(try model.resolve(variant: nil))
/// let first = try simulation.start()           // step 0: the first render
/// let tap = try simulation.run(step: 0)         // the file's first step
/// tap.frames[0].runs.map(\.node.displayName)    // ["TrailRow[1]", "TrailRow[2]", …]
/// ```
///
/// **Invariants.** Between steps no view is outdated (`dirty` is empty) unless the
/// frame cap stopped an update loop; every live node is reachable from the root and
/// in `liveNodes`; a body's dependencies are exactly what its last run read (R4.3).
/// Deterministic: the same scenario produces the same trace (seeded UUIDs and random
/// numbers, simulated clock, work sorted by depth and creation order, never by
/// Dictionary order).
///
/// **Cost.** A step costs what its frames do: each frame sorts only the outdated
/// views and runs their bodies; views not invalidated are neither visited nor
/// compared unless their parent ran (R2). So a step grows with the views affected, not
/// with the size of the graph (Guides/Performance.md measures it).
///
/// **Left out.** Layout, drawing, animation and the render server; real threads (the
/// main actor is the only executor); SwiftUI's private attribute-graph details beyond
/// the rules in Guides/Rules.md (Guides/Fidelity.md lists what is simplified).
package final class Simulation {
    /// How trackers' `onChange` closures reach the simulation (see `Link`).
    let simulationLink = Link<Simulation>()
    package let scenario: ResolvedScenario
    package let program: Program
    package private(set) var interpreter: Interpreter!
    package let limits: Limits
    package let appScope: Scope
    package private(set) var root: ViewNode?
    package private(set) var steps: [StepTrace] = []
    /// Simulated time, microseconds.
    package private(set) var clock: Int64 = 0
    /// Views marked off screen (R8.4, R0.7, R10.1), counted up when a view is marked and
    /// down when it is unmarked; a destroyed marked view is not counted down, so the count
    /// never falls below the marked views alive. Zero: `isOffScreen` walks nothing.
    var keptOffscreenMarks = 0
    /// The views whose last output shows a TabView or a NavigationStack, by creation order:
    /// a selection or a path can change what is on screen below them without their body
    /// running (R0.7, R10.1).
    var screenOwners: [Int: ViewNode] = [:]
    /// Views whose bound controls show a value that changed since (R6.1), by serial.
    var pendingControlOwners: [Int: ViewNode] = [:]
    /// The views whose last body built a control bound to an object's stored property.
    var controlOwnersByField: [ObjectFieldKey: [ObjectIdentifier: NodeLink]] = [:]
    /// While a body's output is walked: the tabs of its TabViews that are not selected.
    var hiddenTabsInWalk: Set<ObjectIdentifier> = []
    /// While a body's output is walked: its TabViews and NavigationStacks, and what each shows.
    var screensInWalk: [(container: ViewValue, signature: Int)] = []
    /// While a body's output is walked: the values of its `.preferredColorScheme(_:)`s.
    var colorPreferencesInWalk: [Value] = []
    /// The views whose last output prefers a color scheme, by creation order.
    var colorSchemePreferrers: [Int: ViewNode] = [:]
    /// A preference changed, came or went: the next frame applies it (R7.1).
    var colorSchemeOutdated = false
    /// The color scheme each presentation host's content is given by a preference in it.
    var presentationColorSchemes: [ObjectIdentifier: Value] = [:]
    /// `[.created]`, made once: every new view's first run (R1.3) and every new row
    /// content share this one array instead of allocating their own.
    let createdReasons: [RunReason] = [.created]
    package let frameInterval: Int64
    package let budget: Double
    package let displayHertz: Double
    package let visibleRows: Int
    /// How many rows beyond the visible window, on each side, a lazy container keeps
    /// once built (R8.4). A teaching default: SwiftUI keeps rows just off screen "for a
    /// while" and documents no number ([INF], low confidence; Guides/Rules.md, R8.4).
    package static let keptRows = 2

    // MARK: Graph state
    var dirty: [ObjectIdentifier: ViewNode] = [:]
    /// ForEach row contents invalidated by a read of their own, waiting for the next
    /// frame (R2.7): evaluated again alone, without their owner's body.
    var dirtyRows: [ObjectIdentifier: RowContent] = [:]
    /// The outputs of the ForEach row contents that ran alone, while their owner is
    /// reconciled (R2.7): views in them were built again and are compared (R2).
    var rowsBuiltAgain: Set<ObjectIdentifier> = []
    var liveNodes: [ObjectIdentifier: ViewNode] = [:]
    var nextSerial = 0
    /// `@AppStorage` / `@SceneStorage` cells by key: in memory, one store per run of a
    /// scenario, shared by every view that declares the key (R5.6).
    var sharedStorage: [String: StateBox] = [:]
    /// `UserDefaults.standard`: in memory, empty when the run starts; `@AppStorage` cells
    /// read it and write it (R5.6).
    var userDefaults: [String: Value] = [:]
    /// Per `@AppStorage` cell: its key in `userDefaults` and the default its first view gave.
    var appStorageKeys: [ObjectIdentifier: (key: String, fallback: Value)] = [:]
    /// Host node types by kind (Simulation+Presentation.swift).
    var hostTypes: [String: NominalType] = [:]
    /// Hosts whose content is presented, with the binding that dismisses it (R0.6).
    var presentedHosts: [ObjectIdentifier: BindingLocation] = [:]
    /// The hosts of `.navigationDestination(isPresented:)` and `(item:)` whose screen is
    /// pushed now, in the order they pushed: each covers its stack's root as a path element
    /// does (R0.7).
    var pushedDestinationHosts: [ViewNode] = []
    /// One `DismissAction` per host (R0.6).
    var dismissActions: [ObjectIdentifier: Closure] = [:]
    /// The `dismiss` of each pushed screen, by its stack's host and its place in the path:
    /// the same action on every update, so a reader of `\.dismiss` sees no change (R7.1).
    var popActions: [PopActionKey: Closure] = [:]
    /// Views whose body is running now (innermost last).
    var bodyStack: [BodyContext] = []
    var isUpdating = false
    /// A `scroll` is rebuilding a lazy container: views destroyed now left its visible
    /// window (R8.1), not their parent's body.
    var isScrolling = false
    /// Rows of a lazy container being built outside their owner's body run (a scroll):
    /// their content closures are part of the view update, so writes in them are
    /// writes during a body (R9.3), as in a frame where the owner's body runs.
    var rowBuildDepth = 0
    /// Whether a write now is made during a view update: a body, or a ForEach row's
    /// content. The root's own statements (the `app` block, a `#Preview` closure) are
    /// launch code, run once before any view exists to observe them, so a write there is
    /// not a change during an update (R9.3).
    var isInViewUpdate: Bool {
        if rowBuildDepth > 0 { return true }
        // Read in place: a copy of the innermost context would retain its arrays on every write.
        guard let innermost = bodyStack.indices.last else { return false }
        return bodyStack[innermost].node.isRoot == false
    }
    var frameIndex = 0
    var current = StepTrace(index: 0, title: "initial render", range: SourceRange.at(0))
    var frame: FrameTrace?
    var pendingChanges: [StateChange] = []
    /// How many writes the simulation recorded, in all steps: each is in exactly one
    /// step's trace (tests check that none is lost or shown twice).
    package internal(set) var writesRecorded = 0
    var pendingEventCost: Double = 0
    var currentMutation: (object: ObjectInstance, field: Int, change: TraceText)?
    /// A body of the frame being built changed only what a pushed screen covers (R0.7):
    /// whether it still does is checked again when the frame ends.
    var frameHasCoveredChange = false
    var environmentDefaults: [String: Value] = [:]
    /// Resolves a REF in step code and expectations; made once, not per statement.
    private(set) lazy var refResolver: (ViewRef) throws -> ViewNode = { [unowned self] ref in try self.resolve(ref) }
    /// Every view the simulation created, alive or destroyed: views are held here and
    /// by the traces, and reached through links elsewhere (closures, state readers,
    /// subscribers, parents), so they live exactly as long as the simulation or a trace.
    var allNodes: [ViewNode] = []
    /// The scope of each finished step (its `let`s), for expectations and the REPL.
    package private(set) var stepScopes: [Scope] = []

    // MARK: Tasks and jobs
    /// Timers, a step's `every` ticks and after-update actions, by (time, sequence).
    var jobs = JobQueue()
    var nextTaskID = 0
    /// The contexts of the jobs running now (innermost last): a job's code, and what it
    /// schedules, see the context the job carries.
    var runningContexts: [JobContext] = []
    /// Task frames whose body has started and not ended (Graph/TaskFrame.swift).
    package internal(set) var liveFrames: [TaskFrame] = []
    /// The frame whose code runs now; nil while the driver runs.
    var runningFrame: TaskFrame?
    var nextStreamID = 0

    // MARK: Determinism
    var uuidCounter: UInt64 = 0
    var randomState: UInt64
    var operations = 0
    /// Bytes `print` has written in this run (limited by `Limits.outputBytes`).
    var printedBytes = 0
    /// `print` output after the last line break (see `printed`).
    var unfinishedOutput = ""

    struct BodyContext {
        var node: ViewNode
        var cost: Double
        var work: [(name: String, cost: Double)]
        /// What the view's previous body run read (R9.3: still its dependencies while it runs again).
        var previousReads: [ObservableRead] = []
        /// Why this body runs (for `Self._printChanges()`, R11.4).
        var reasons: [RunReason] = []
        /// Set while a ForEach row content is evaluated: @Observable reads are its own
        /// (R2.7); `node` is the view whose body built the ForEach.
        var rowContent: RowContent? = nil
        /// @Observable reads a row content made through its owner's `@Binding`s: the
        /// owner's dependencies, not the row content's (R2.7).
        var ownerReads: [ObservableRead] = []

        /// Adds `read` to `ownerReads`, once per object and property.
        mutating func noteOwnerRead(_ read: ObservableRead) {
            if ownerReads.contains(where: { $0.object === read.object && $0.field == read.field }) { return }
            ownerReads.append(read)
        }
    }

    /// The view whose body runs now (the innermost), read in place: `bodyStack.last` would
    /// copy the whole context, retaining each of its arrays, on every property read.
    var runningBodyNode: ViewNode? { bodyStack.isEmpty ? nil : bodyStack[bodyStack.count - 1].node }

    /// The ForEach row content being evaluated now, if any (R2.7), read in place.
    var runningRowContent: RowContent? { bodyStack.isEmpty ? nil : bodyStack[bodyStack.count - 1].rowContent }

    deinit {
        simulationLink.target = nil
        // Scopes can hold closures that capture them (`let again = { store.saves += 1 }`).
        appScope.names = [:]
        for scope in stepScopes { scope.names = [:] }
        interpreter?.releaseCycles()
    }

    package init(_ scenario: ResolvedScenario, limits: Limits = Limits()) throws {
        self.scenario = scenario
        self.limits = limits
        self.program = Program(declarations: scenario.declarations)
        self.appScope = Scope(parent: nil)
        var hertz = 60.0
        var rows = 12
        var seed: UInt64 = 0xC0FFEE
        var alwaysNotify = false
        var errors = scenario.diagnostics + program.diagnostics
        for setting in scenario.model.settings {
            switch (setting.name.name, setting.value.kind) {
            case ("display", .frequencyLiteral(let value)) where value > 0: hertz = value
            case ("visibleRows", .integerLiteral(let value)) where value > 0: rows = value
            case ("seed", .integerLiteral(let value)): seed = UInt64(truncatingIfNeeded: value)
            case ("observation", .identifier(let mode)): alwaysNotify = mode == "alwaysNotify"
            case ("source", _), ("display", _), ("visibleRows", _), ("seed", _), ("observation", _): break
            default: break
            }
        }
        self.displayHertz = hertz
        self.frameInterval = Int64((1_000_000 / hertz).rounded())
        self.budget = 1 / hertz
        self.visibleRows = rows
        self.randomState = seed
        self.interpreter = Interpreter(program: program, host: self, limits: limits)
        simulationLink.target = self
        interpreter.alwaysNotifyObservers = alwaysNotify
        for block in scenario.model.costs {
            let interpreter = self.interpreter!
            errors += interpreter.costs.apply(block) {
                try interpreter.evaluate($0, EvalContext(scope: interpreter.globalScope))
            }
        }
        if let first = errors.first(where: { $0.severity == .error }) { throw SimulationError(first) }
    }

    // MARK: - Steps

    /// Step 0: builds the graph from the `app` block and runs until idle (R1.3: every
    /// view is new, so every body runs once).
    @discardableResult
    package func start() throws -> StepTrace {
        guard let app = scenario.app else {
            throw SimulationError(.error("the scenario has no 'app' block", at: SourceRange.at(0), group: .syntax))
        }
        current = StepTrace(index: 0, title: "initial render", range: app.range)
        current.budget = budget
        try guarded {
            beginFrame()
            let rootType = NominalType(name: "App", kind: .structKind, range: app.range)
            rootType.conformances = ["View"]
            nextSerial += 1
            let rootNode = ViewNode(
                type: rootType, identity: Identity([]), value: StructInstance(type: rootType, fields: []), parent: nil,
                serial: nextSerial, displayID: nil, displayIDText: nil, environment: baseEnvironment(), isRoot: true)
            root = rootNode
            liveNodes[ObjectIdentifier(rootNode)] = rootNode
            allNodes.append(rootNode)
            isUpdating = true
            bodyStack.append(BodyContext(node: rootNode, cost: 0, work: []))
            let views = try interpreter.evaluateBuilder(app.body, EvalContext(scope: appScope, node: rootNode))
            bodyStack.removeLast()
            let output = ViewValue(kind: .group, site: -1, range: app.range)
            output.children = views
            try expandAllRows(output, in: rootNode)
            try reconcile(rootNode, output: output, parentRan: true)
            isUpdating = false
            try endFrame()
            try runUntil(clock)
        }
        keepUnframedChanges()
        do {
            current.findings = try findings(of: current)
        } catch {
            steps.append(current)
            throw error
        }
        steps.append(current)
        return current
    }

    /// Runs step `index` (0-based into the scenario's steps).
    @discardableResult
    package func run(step index: Int) throws -> StepTrace {
        let block = scenario.model.steps[index]
        return try run(actions: block.actions, title: block.title, range: block.range)
    }

    /// Runs actions as one step: a scenario step, or an ad-hoc one (the REPL's `do`
    /// and `tap`, benchmarks). Its scope is appended to `stepScopes`.
    @discardableResult
    package func run(actions: [StepAction], title: String, range: SourceRange) throws -> StepTrace {
        current = StepTrace(index: steps.count, title: title, range: range)
        current.budget = budget
        let scope = Scope(parent: appScope)
        operations = 0
        timerFires = 0
        stepScopes.append(scope)
        try guarded {
            // Statements written one after another are one synchronous block, like a
            // button's action: all of them run, then one update (R0.2, R3.4). `tap`,
            // `scroll`, `wait`, `every` and `frames` are event boundaries: the block
            // before them is updated first.
            var blockPending = false
            // A `defer` among a block's statements runs when the block ends, the last one
            // first, before the update, as at the end of a Swift closure.
            var deferred: [[Stmt]] = []
            func endBlock() throws {
                for body in deferred.reversed() { _ = try interpreter.execute(body, stepContext(scope)) }
                deferred = []
                try runUntil(clock)
                blockPending = false
            }
            for action in actions {
                switch action {
                case .statement(let statement):
                    if case .deferStatement(let body) = statement.kind {
                        recordTrigger(of: statement)
                        deferred.append(body)
                    } else {
                        try perform(statement: statement, scope: scope)
                    }
                    blockPending = true
                case .expect, .ask:
                    continue
                default:
                    if blockPending { try endBlock() }
                    try perform(action, scope: scope)
                }
            }
            if blockPending { try endBlock() }
        }
        return try finishStep()
    }

    /// Records the current step's findings and appends it to `steps`, moving it out
    /// of `current` rather than copying it: `current` then shares no storage with the
    /// finished step, and the next step's writes copy nothing.
    private func finishStep() throws -> StepTrace {
        keepUnframedChanges()
        flushUnfinishedOutput()
        var finished = StepTrace(index: current.index, title: "", range: current.range)
        swap(&finished, &current)
        do {
            finished.findings = try findings(of: finished)
        } catch {
            steps.append(finished)
            throw error
        }
        steps.append(finished)
        return finished
    }

    /// Writes that started no frame (nothing read them, or the value was equal) belong
    /// to the step that made them: they move into `current.changes`, not into the
    /// next step's first frame.
    private func keepUnframedChanges() {
        guard pendingChanges.isEmpty == false else { return }
        // A frame takes the writes made before it: those left were made after the last one.
        if current.frames.isEmpty == false {
            for index in pendingChanges.indices { pendingChanges[index].afterFrames = true }
        }
        current.changes.append(contentsOf: pendingChanges)
        pendingChanges = []
    }

    /// The findings of a finished step; a runtime error raised while detecting them
    /// (a view's own `==`) stops the simulation like any error in scenario code.
    private func findings(of step: StepTrace) throws -> [Finding] {
        do {
            return try FindingDetector(simulation: self, step: step).detect()
        } catch let error as RuntimeError {
            throw SimulationError(error.diagnostic)
        }
    }

    /// Evaluates an expression against the live state, in a step's scope (app `let`s,
    /// the step's own `let`s and REFs visible): the REPL's `print`.
    package func evaluate(_ expr: Expr, in scope: Scope) throws -> Value {
        do {
            return try interpreter.evaluate(expr, stepContext(scope))
        } catch let error as RuntimeError {
            throw SimulationError(error.diagnostic)
        }
    }

    /// The scope a step's statements and expectations run in (app `let`s visible).
    package func stepContext(_ scope: Scope) -> EvalContext {
        EvalContext(scope: scope, viewResolver: refResolver)
    }

    /// Runs one statement of a step's synchronous block; the caller runs the update
    /// once the block ends (R0.2).
    private func perform(statement: Stmt, scope: Scope) throws {
        recordTrigger(of: statement)
        do {
            _ = try interpreter.execute(statement, stepContext(scope))
        } catch let thrown as ThrownError {
            throw uncaught(thrown, at: statement.range)
        }
    }

    /// An error that reached a step's statement, the `app` block or a job with no `catch`
    /// to take it: Swift stops the program there ("Error raised at top level"), so the
    /// simulation stops, at the statement when there is one, with where it was thrown.
    func uncaught(_ thrown: ThrownError, at range: SourceRange?) -> RuntimeError {
        var error = interpreter.errorDescription(thrown.value)
        if case .enumCase(let value) = thrown.value, let type = value.type { error = type.name + "." + error }
        let notes =
            range == nil || range == thrown.range ? [] : [DiagnosticNote("the error was thrown here", at: thrown.range)]
        return RuntimeError(
            "error raised at top level: \(error); nothing caught it, and Swift stops the program here (catch it with 'do'/'catch', or write 'try?')",
            at: range ?? thrown.range, notes: notes)
    }

    /// The card's line for a statement of a step.
    private func recordTrigger(of statement: Stmt) {
        // `var a = 1, b = 2` is one line of the card: the declarations after the first lie
        // inside the first one's range.
        let isPartOfPrevious =
            current.triggers.last.map { previous in
                previous.kind == .statement && previous.site.start <= statement.range.start
                    && statement.range.end <= previous.site.end && previous.site != statement.range
            } ?? false
        if !isPartOfPrevious {
            current.triggers.append(
                Trigger(statementAt: statement.range, in: scenario.model.sourceFile))
        }
    }

    private func perform(_ action: StepAction, scope: Scope) throws {
        switch action {
        case .statement(let statement):
            try perform(statement: statement, scope: scope)
            try runUntil(clock)
        case .tap(let ref, let range):
            try tap(ref, range: range)
            try runUntil(clock)
        case .scroll(let ref, let to, let range):
            try scroll(ref, to: to, scope: scope, range: range)
            try runUntil(clock)
        case .delete(let ref, let range):
            try deleteRow(ref, range: range)
            try runUntil(clock)
        case .move(let ref, let to, let range):
            try moveRow(ref, to: to, scope: scope, range: range)
            try runUntil(clock)
        case .submit(let ref, let range):
            try submit(ref, range: range)
            try runUntil(clock)
        case .refresh(let ref, let range):
            try refresh(ref, range: range)
            try runUntil(clock)
        case .pop(let ref, let range):
            try popScreen(ref, range: range)
            try runUntil(clock)
        case .scenePhase(let phase, let range):
            try moveScene(to: phase, range: range)
        case .wait(let durationExpr, let range):
            let duration = try durationValue(durationExpr, scope: scope)
            current.triggers.append(
                Trigger(
                    kind: .wait, subject: ValueFormatting.formatDuration(Double(duration) / 1e6), action: nil,
                    site: range, duration: duration))
            try runUntil(clock + duration)
        case .every(let intervalExpr, let durationExpr, let body, let range):
            let interval = try durationValue(intervalExpr, scope: scope)
            let duration = try durationValue(durationExpr, scope: scope)
            guard interval > 0 else {
                throw RuntimeError("'every' needs a positive interval", at: intervalExpr.range)
            }
            current.triggers.append(
                Trigger(
                    kind: .every,
                    subject:
                        "\(ValueFormatting.formatDuration(Double(interval) / 1e6)) for \(ValueFormatting.formatDuration(Double(duration) / 1e6))",
                    action: sourceText(range), site: range, duration: duration))
            nextTaskID += 1
            let task = SimulatedTask(id: nextTaskID, kind: .step, origin: "step", originNode: nil, fromOnAppear: false)
            jobs.schedule(
                at: clock + interval, kind: .timer(interval: interval, repeats: true),
                work: .statements(body, scope: scope),
                context: JobContext(task: task, origin: nil, fromOnAppear: false),
                site: range)
            try runUntil(clock + duration)
            task.isCancelled = true
            jobs.cancelJobs(of: task)
        case .frames(let countExpr, _):
            let value = try interpreter.evaluate(countExpr, stepContext(scope))
            guard case .int(let count) = value, count >= 0 else {
                throw RuntimeError("'frames' needs a non-negative Int", at: countExpr.range)
            }
            guard count <= limits.framesPerStep * 100 else {
                throw RuntimeError(
                    "'frames \(count)' is more than the limit of \(limits.framesPerStep * 100) frames in one step",
                    at: countExpr.range, group: .limits)
            }
            current.triggers.append(
                Trigger(kind: .frames, subject: "\(count)", action: nil, site: countExpr.range, frameCount: count))
            for _ in 0..<count {
                try fireTimers(upTo: clock + frameInterval)
                clock += frameInterval
                try runFrame()
            }
        case .expect, .ask:
            break
        }
    }

    /// Timer ticks in the current step; capped so `every 1ms for 86400s` ends in a diagnostic.
    var timerFires = 0

    private func durationValue(_ expr: Expr, scope: Scope) throws -> Int64 {
        let value = try interpreter.evaluate(expr, stepContext(scope))
        guard case .duration(let duration) = value else {
            throw RuntimeError("expected a duration such as '100ms' or '1s'", at: expr.range)
        }
        let seconds = duration.seconds
        guard seconds >= 0 else {
            throw RuntimeError("duration must not be negative", at: expr.range)
        }
        guard seconds <= 24 * 3600 else {
            throw RuntimeError(
                "duration is longer than the one-day limit of a simulation", at: expr.range, group: .limits)
        }
        return Int64((seconds * 1_000_000).rounded())
    }

    /// Runs frames while views are outdated and fires timers due up to `deadline`.
    func runUntil(_ deadline: Int64) throws {
        var consecutive = 0
        while true {
            if dirty.isEmpty == false || dirtyRows.isEmpty == false || colorSchemeChangePending()
                || anyScreenChanged() || pendingControlOwners.isEmpty == false
            {
                // Task jobs already due run before the frame, as the main queue drains
                // before the run loop renders (Guides/Language.md, scheduling).
                try runReadyTaskJobs()
                consecutive += 1
                if consecutive > limits.framesPerStep {
                    current.hitFrameCap = true
                    current.warnings.append(
                        RuntimeWarning(
                            message:
                                "views were still outdated after \(limits.framesPerStep) consecutive frames: an update loop",
                            site: current.range, rule: "R9.3"))
                    break
                }
                if consecutive > 1 {
                    try fireTimers(upTo: min(deadline, clock + frameInterval))
                    clock = min(max(clock, deadline), clock + frameInterval)
                }
                try runFrame()
                continue
            }
            consecutive = 0
            guard let next = jobs.popNext(dueBy: deadline) else { break }
            clock = max(clock, next.time)
            try fire(next)
        }
        clock = max(clock, deadline)
    }

    private func fireTimers(upTo time: Int64) throws {
        while let next = jobs.popNext(dueBy: time) {
            clock = max(clock, next.time)
            try fire(next)
        }
    }

    /// Runs a job taken from the queue: a timer tick (re-armed first when it repeats),
    /// or an after-update action left over from an update that failed.
    private func fire(_ job: Job) throws {
        guard case .timer(let interval, let repeats) = job.kind else {
            try runJob(job)
            return
        }
        if repeats { jobs.reschedule(job, interval: interval) }
        guard let task = job.context.task else {
            try runJob(job)
            return
        }
        if task.isCancelled {
            jobs.cancelJobs(of: task)
            return
        }
        timerFires += 1
        guard timerFires <= limits.framesPerStep * 100 else {
            throw RuntimeError(
                "timers fired more than \(limits.framesPerStep * 100) times in one step", at: job.site,
                notes: [DiagnosticNote("use a longer interval or a shorter duration")], group: .limits)
        }
        let ownerGone = task.originNode.map { !$0.isAlive } ?? false
        current.taskEvents.append(
            TaskEvent(
                kind: .timerFired, task: task.name, time: clock, ownerGone: ownerGone,
                unstructured: task.kind == .unstructured || task.fromOnAppear, origin: task.origin,
                isRunLoopTimer: task.kind == .runLoopTimer))
        try runJob(job)
    }

    // MARK: - Running jobs

    /// The context of the code running now: the innermost running job's, or a step's.
    var runningContext: JobContext { runningContexts.last ?? .step }

    /// The view whose code runs now, for naming what it starts: the tapped view, the view of
    /// a running task or action, else the view whose body runs (a model made in a body, or
    /// in a `@State` default built there, starts its Task as that body's code).
    var runningView: ViewNode? {
        runningContexts.isEmpty ? runningBodyNode : runningContext.origin
    }

    /// How a Task names its starter: the running view, else the `app` block during the
    /// first render, else the step's own code.
    var runningViewName: String {
        runningView?.displayName ?? (current.index == 0 ? "app" : "step")
    }

    /// Runs `body` as code of a job with `context` (a tap runs its action as the
    /// tapped view's code; a job runs in the context it carries).
    func running<Result>(_ context: JobContext, _ body: () throws -> Result) rethrows -> Result {
        runningContexts.append(context)
        defer { runningContexts.removeLast() }
        return try body()
    }

    /// Runs a job's code in the job's own context. A job of a cancelled task does nothing.
    func runJob(_ job: Job) throws {
        if case .taskBody = job.kind {
            try runTaskJob(job)
            return
        }
        if let task = job.context.task, task.isCancelled { return }
        if case .afterUpdate(.taskStart) = job.kind {
            // A `.task` body: on a frame of its own when it can suspend (R10.2).
            try runTaskJob(job)
            return
        }
        try running(job.context) {
            switch job.work {
            case .call(let closure, let arguments):
                _ = try interpreter.call(closure, arguments: arguments, at: job.site)
            case .statements(let body, let scope):
                _ = try interpreter.execute(body, stepContext(Scope(parent: scope)))
            case .resume:
                break
            }
        }
    }

    /// Runs `body`, turning interpreter errors into simulation errors and recording
    /// the step even when it fails.
    private func guarded(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as RuntimeError {
            throw stopped(by: error.diagnostic, finishingFrame: true)
        } catch let thrown as ThrownError {
            throw stopped(by: uncaught(thrown, at: nil).diagnostic, finishingFrame: true)
        } catch let error as SimulationError {
            throw stopped(by: error.diagnostic, finishingFrame: false)
        }
    }

    /// Ends the update an error stopped, keeps the step as far as it got, and gives the
    /// error as the simulation's; `finishingFrame`: the error came from the interpreter, so
    /// a frame it left open is finished here (its notes join the diagnostic).
    private func stopped(by diagnostic: Diagnostic, finishingFrame: Bool) -> SimulationError {
        isUpdating = false
        bodyStack.removeAll()
        runningContexts.removeAll()
        var diagnostic = diagnostic
        if finishingFrame, frame != nil { diagnostic.notes += finishFrameAfterFailure() }
        keepUnframedChanges()
        steps.append(current)
        return SimulationError(diagnostic)
    }

    // MARK: - Frames

    func beginFrame() {
        frameIndex += 1
        frame = FrameTrace(index: current.frames.count + 1, time: clock)
        swap(&frame!.changes, &pendingChanges)
        frame!.cost = pendingEventCost
        pendingEventCost = 0
    }

    func endFrame() throws {
        // Appear and task actions run once the update is done (R10.1, R10.2); what they
        // change is applied in the next frame. A `.task` body is a new Task on the main
        // actor, so it begins after every appear and change action of the update, wherever
        // its modifier stands among theirs (R10.2).
        let afterUpdate = jobs.popAfterUpdateJobs()
        for job in afterUpdate where job.startsViewTask == false { try runJob(job) }
        for job in afterUpdate where job.startsViewTask {
            // Starting a task is a job of the main actor, as is a task's resumption: those
            // queued before it run first. So a `.task(id:)` that restarts lets the task it
            // cancelled (woken in its `Task.sleep` by the cancellation) finish its `catch`
            // before the new one begins (R10.2).
            while let earlier = jobs.popTaskJob(dueBy: clock, before: job.sequence) { try runJob(earlier) }
            try runJob(job)
        }
        commitFrame()
    }

    /// Ends the frame of an update that failed: its after-update actions still run, as
    /// they did before the failure was known. A second failure among them stops the
    /// frame there (it is not committed) and is returned as notes for the first error.
    private func finishFrameAfterFailure() -> [DiagnosticNote] {
        do {
            try endFrame()
            return []
        } catch let error as RuntimeError {
            runningContexts.removeAll()
            return [DiagnosticNote("then, while the frame ended: \(error.diagnostic.message)")]
        } catch {
            runningContexts.removeAll()
            return [DiagnosticNote("then, while the frame ended: \(error)")]
        }
    }

    /// Moves the finished frame into the step.
    private func commitFrame() {
        // `take()` moves the frame into the step without copying its arrays.
        if var finished = frame.take() {
            if frameHasCoveredChange {
                uncoverPoppedChanges(of: &finished)
                frameHasCoveredChange = false
            }
            // Positions as of this frame; proportional to the views it names.
            Self.recordTreeOrders(of: &finished)
            if pendingChanges.contains(where: \.duringBody) {
                finished.changes.append(contentsOf: pendingChanges.filter { $0.duringBody })
                pendingChanges.removeAll { $0.duringBody }
            }
            current.frames.append(consume finished)
        }
    }

    /// Records the tree position of every view a frame names, each list walked in place
    /// (no concatenated copy of them).
    private static func recordTreeOrders(of frame: inout FrameTrace) {
        let named =
            frame.runs.count + frame.skips.count + frame.checks.count + frame.rowRuns.count
            + frame.keptOffscreen.count + frame.cameBack.count + frame.screenChanges.count + frame.presentations.count
            + frame.controlUpdates.count
        // Positions only order a frame's lines among themselves: a frame that names one
        // view and destroys none (one row's body ran) has nothing to order.
        if named <= 1, frame.destroyed.isEmpty { return }
        var orders: [ObjectIdentifier: [Int]] = [:]
        orders.reserveCapacity(named)
        func record(_ node: ViewNode) {
            let key = ObjectIdentifier(node)
            if orders[key] == nil { orders[key] = node.treeOrder }
        }
        for run in frame.runs { record(run.node) }
        for skip in frame.skips { record(skip.node) }
        for check in frame.checks { record(check.node) }
        for rowRun in frame.rowRuns { record(rowRun.owner) }
        for node in frame.keptOffscreen { record(node) }
        for node in frame.cameBack { record(node) }
        for change in frame.screenChanges { record(change.node) }
        for update in frame.controlUpdates { record(update.node) }
        for presentation in frame.presentations { record(presentation.host) }
        frame.treeOrders = orders
    }

    /// One update pass: outdated views, parents before children, each body at most once.
    func runFrame() throws {
        beginFrame()
        isUpdating = true
        // A color scheme preference set in the last frame is applied in this one (R7.1).
        if colorSchemeOutdated { try applyColorSchemePreferences() }
        if dirtyRows.isEmpty, dirty.count == 1, let only = dirty.first?.value {
            // The commonest frame: one outdated view and no row content, so no work list
            // to build and sort (R0.2: it runs once).
            if only.isAlive, only.lastRunFrame != frameIndex { try update(only, reasons: only.pendingCauses) }
        } else {
            try runOutdatedViews()
        }
        // A selection or a path that no body read still changes what is on screen.
        if screenOwners.isEmpty == false { try refreshScreens() }
        // Controls whose binding changed while the body that built them did not run (R6.1).
        if pendingControlOwners.isEmpty == false { refreshBoundControls() }
        isUpdating = false
        try endFrame()
    }

    /// Runs the outdated views and the owners of outdated row contents, parents first; a
    /// row content comes right after its owner, whose body run (if any) rebuilt it (R2.7).
    private func runOutdatedViews() throws {
        var work = dirty.values.map { (node: $0, rows: false) }
        var owners: Set<ObjectIdentifier> = []
        for content in dirtyRows.values {
            if let owner = content.owner, owners.insert(ObjectIdentifier(owner)).inserted {
                work.append((owner, true))
            }
        }
        work.sort {
            ($0.node.depth, $0.node.serial, $0.rows ? 1 : 0) < ($1.node.depth, $1.node.serial, $1.rows ? 1 : 0)
        }
        for item in work where item.node.isAlive {
            if item.rows {
                try runRowContents(of: item.node)
            } else if dirty[ObjectIdentifier(item.node)] != nil, item.node.lastRunFrame != frameIndex {
                // A view runs at most once a frame (R0.2, R9.5): one invalidated again by its
                // own run (an object it publishes from its body, R9.3) waits for the next.
                try update(item.node, reasons: item.node.pendingCauses)
            }
        }
    }

    /// Runs a view's body and reconciles its children.
    func update(_ node: ViewNode, reasons: [RunReason]) throws {
        dirty.removeValue(forKey: ObjectIdentifier(node))
        node.pendingCauses = []
        let output = try runBody(node, reasons: reasons)
        try reconcile(node, output: output, parentRan: true)
    }

    /// Evaluates `body` inside real observation tracking (R4.3: one-shot, re-armed on
    /// every run; dependencies are exactly this run's reads).
    func runBody(_ node: ViewNode, reasons: [RunReason]) throws -> ViewValue {
        let key = ObjectIdentifier(node)
        node.lastRunFrame = frameIndex
        for box in node.stateBoxesRead { box.readers.removeValue(forKey: key) }
        node.stateBoxesRead = []
        node.bindingReads = [:]
        node.boundControls = []
        node.propertiesRead = IndexSet64()
        // The previous run's dependencies stay live until this run replaces them (R9.3).
        let previousReads = node.observableReads
        node.observableReads = []
        node.publishedReads = []
        node.environmentReads = [:]
        node.environmentReadOrder = []
        let generation = node.trackingGeneration + 1
        // A host presents or dismisses in its own update (R0.6): what it showed before.
        let hostWasPresenting = node.type.hostKind.map { _ in presentedHosts[key] != nil }
        let hostPresentedID = hostWasPresenting == true ? node.output?.children.first?.explicitID : nil
        // A host of pushed screens: how many it showed (one child per screen, R0.7).
        let screensBefore = node.type.hostKind?.showsStackScreens == true ? node.output?.children.count ?? 0 : 0
        bodyStack.append(
            BodyContext(
                node: node, cost: interpreter.costs.body, work: [], previousReads: previousReads, reasons: reasons))
        if node.type.declaresEnvironmentValues { recordDeclaredEnvironment(of: node) }
        let evaluation = withObservationTracking {
            Result { try evaluateBody(node) }
        } onChange: { [simulationLink, nodeLink = node.link] in
            guard let simulation = simulationLink.target, let node = nodeLink.target else { return }
            simulation.observationFired(node, generation: generation)
        }
        node.trackingGeneration = generation
        // The ForEach rows are built after the body has returned, each element's content
        // in a tracking scope of its own (R2.7); still part of this update, so their cost
        // is this run's.
        let expanded = evaluation.flatMap { output in
            Result {
                try expandAllRows(output, in: node)
                return output
            }
        }
        let context = bodyStack.removeLast()
        let output = try expanded.get()
        if node.navigationPaths.isEmpty == false || node.tabSelections.isEmpty == false {
            forgetStateOfRemovedContainers(node, output: output)
        }
        if node.pendingCauses.isEmpty == false, node.publishedReads.isEmpty == false {
            // An object this body published from itself (R9.3) was read later in the same
            // body: whether it read the property is known only now.
            node.pendingCauses = node.pendingCauses.map { cause in
                guard case .objectWillChange(let object, let wrapper, let properties, false) = cause else {
                    return cause
                }
                let readIt = node.publishedReads.contains {
                    $0.object.type.name == object && properties.contains($0.object.type.stored[$0.field].name)
                }
                return .objectWillChange(object: object, wrapper: wrapper, properties: properties, readIt: readIt)
            }
        }
        node.output = output
        let (previous, rendered) = renderLines(
            of: node, output, compare: reasons.contains { if case .created = $0 { return false } else { return true } })
        var change = rendered
        var redrawn = change != nil
        if redrawn {
            // A branch switched to content that reads the same: new identities (R1.2),
            // reported as created and destroyed, but nothing new on screen (R0.4).
            if change?.isOnlyBranchSwitch == true { redrawn = false }
            if redrawn, changesAreCoveredByPush(node, old: previous, new: node.renderedLines) {
                change?.coveredByPush = true
                frameHasCoveredChange = true
            }
        }
        if node.type.hostKind?.showsStackScreens == true {
            recordPushes(node, screensBefore: screensBefore, output: output, redrawn: redrawn ? change : nil)
        } else if let hostWasPresenting {
            recordPresentationChange(
                node, wasPresenting: hostWasPresenting, previousID: hostPresentedID, output: output,
                redrawn: redrawn ? change : nil)
        } else {
            frame?.runs.append(
                BodyRun(
                    node: node, reasons: reasons, cost: context.cost, work: context.work, redrawn: redrawn,
                    screenChange: consume change, reads: node.observableReads))
            frame?.cost += context.cost
        }
        return output
    }

    /// Whether all that changed in a view's output is under a pushed screen (R0.7): the view
    /// is on a screen a push covers, or it declares a NavigationStack that shows a pushed
    /// screen and its lines outside that stack are the same as before.
    private func changesAreCoveredByPush(_ node: ViewNode, old: [String], new: [String]) -> Bool {
        if offScreenCause(node) == .coveredByPush { return true }
        guard showsPushedScreen(node) else { return false }
        return Self.linesOutsideStacks(old) == Self.linesOutsideStacks(new)
    }

    /// Whether a NavigationStack that `node` declares shows a pushed screen now.
    private func showsPushedScreen(_ node: ViewNode) -> Bool {
        // A loop, not `contains` with a closure: this runs for every body whose output changed.
        for host in node.children where Self.isPushHost(host) {
            let showsScreen =
                host.type.hostKind?.showsStackScreens == true
                ? host.output?.children.isEmpty == false : presentedHosts[ObjectIdentifier(host)] != nil
            if showsScreen { return true }
        }
        return false
    }

    /// A change said to be under a pushed screen when its body ran, whose screen a later
    /// body of the same frame popped (a save-and-pop action: the stack's host runs after
    /// the view that declares it): visible once the frame is drawn (R0.7).
    private func uncoverPoppedChanges(of frame: inout FrameTrace) {
        for index in frame.runs.indices where frame.runs[index].screenChange?.coveredByPush == true {
            let node = frame.runs[index].node
            if offScreenCause(node) != .coveredByPush, showsPushedScreen(node) == false {
                frame.runs[index].screenChange?.coveredByPush = false
            }
        }
    }

    /// A view's rendered lines without each NavigationStack's block (its line and the more
    /// indented lines below it).
    private static func linesOutsideStacks(_ lines: [String]) -> [String] {
        var result: [String] = []
        var stackIndent: Int?
        for line in lines {
            let indent = line.prefix { $0 == " " }.count
            if let open = stackIndent {
                if indent > open { continue }
                stackIndent = nil
            }
            if line.dropFirst(indent).hasPrefix("NavigationStack") {
                stackIndent = indent
                continue
            }
            result.append(line)
        }
        return result
    }

    /// R7.1: each `@Environment` property is a dependency on its key whether or not the
    /// body reads it. SwiftUI updates the property before the body runs and compares its
    /// value with the last one; a `dismiss` only an action calls counts as much as a
    /// colour scheme the body shows. A value that cannot be found is left to the body's
    /// own read, which reports it.
    private func recordDeclaredEnvironment(of node: ViewNode) {
        for wrapper in node.type.storedWrappers {
            switch wrapper {
            case .environmentKey(let key)?:
                _ = try? environmentValue(.key(key), node: node, site: node.type.range)
            case .environmentType(let name)?:
                _ = try? environmentValue(.type(name), node: node, site: node.type.range)
            default:
                continue
            }
        }
    }

    /// Records a host's presentation beginning, ending or changing its item in this
    /// frame (R0.6, R0.7), with the lines it shows now.
    private func recordPresentationChange(
        _ host: ViewNode, wasPresenting: Bool, previousID: ValueKey?, output: ViewValue, redrawn: ScreenChange?
    ) {
        let isPresenting = presentedHosts[ObjectIdentifier(host)] != nil
        // `sheet(item:)`, `alert(presenting:)`: the content is keyed by the item.
        let itemKey = output.children.first?.explicitID
        let kind: PresentationChange.Kind
        switch (wasPresenting, isPresenting) {
        case (false, true): kind = .presented
        case (true, false): kind = .dismissed
        case (true, true) where itemKey != previousID: kind = .replaced
        case (true, true):
            // Presented before and after: reported only when what it shows changed (a value
            // the content read was written), as a body run's redraw is.
            guard let redrawn, redrawn.isEmpty == false else { return }
            frame?.presentations.append(
                PresentationChange(host: host, kind: .updated, shown: host.renderedLines, screenChange: redrawn))
            return
        default: return
        }
        var shown = isPresenting ? host.renderedLines : []
        // The first line of item-keyed content is that key (`row 7`), not something on screen.
        if itemKey != nil, shown.isEmpty == false {
            shown = shown.dropFirst().map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }
        }
        frame?.presentations.append(PresentationChange(host: host, kind: kind, shown: shown))
    }

    /// Records the screens a value destination (`navigationDestination(for:)`) or
    /// `NavigationLink(destination:)` pushed or popped in this frame, or a pushed screen
    /// whose content changed (R0.7), as a presentation's lines are recorded.
    private func recordPushes(_ host: ViewNode, screensBefore: Int, output: ViewValue, redrawn: ScreenChange?) {
        let screensNow = output.children.count
        if screensNow > screensBefore {
            // What the screen in front shows: the lines after its own key line (`row 1`).
            let lines = host.renderedLines
            let front = lines.lastIndex { $0.hasPrefix(" ") == false } ?? lines.startIndex
            let shown = lines[front...].dropFirst().map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }
            frame?.presentations.append(PresentationChange(host: host, kind: .presented, shown: shown))
        } else if screensNow < screensBefore {
            frame?.presentations.append(PresentationChange(host: host, kind: .dismissed, shown: []))
        } else if screensNow > 0, let redrawn, redrawn.isEmpty == false {
            frame?.presentations.append(
                PresentationChange(host: host, kind: .updated, shown: host.renderedLines, screenChange: redrawn))
        }
    }

    private func evaluateBody(_ node: ViewNode) throws -> ViewValue {
        if let kind = node.type.hostKind {
            return try hostOutput(node, kind: kind)
        }
        guard let body = node.type.body else {
            throw RuntimeError("view '\(node.type.name)' has no 'body'", at: node.type.range)
        }
        let selfVariable = Variable(.structValue(node.value))
        // The global scope itself: a body that declares names gets a scope of its own from
        // `evaluateBuilderBody`, so an empty one here would only cost an allocation.
        let context = EvalContext(
            scope: interpreter.globalScope, selfContext: .value(selfVariable, node.type), node: node)
        try interpreter.enterCall("body", at: body.range)
        defer { interpreter.leaveCall() }
        // Reads made while constructing children count for the parent (R2.7); ForEach
        // content closures are evaluated later, by `runBody`, outside this tracking.
        return try interpreter.evaluateBuilderBody(body.getter, context, site: body.range)
    }

    // MARK: - Observation callbacks (R4.3, R4.4)

    func observationFired(_ node: ViewNode, generation: Int) {
        // A tracker from a run older than the last is stale (SwiftUI cancels it when
        // the body re-runs). While the body runs, the previous run's tracker is still
        // the live one: a write from inside the body fires it (R9.3).
        guard node.isAlive, generation == node.trackingGeneration else { return }
        guard let mutation = currentMutation else { return }
        let property = mutation.object.type.stored[mutation.field].name
        let chain =
            node.observableReads.first { $0.object === mutation.object && $0.field == mutation.field }?.chain ?? [
                property
            ]
        invalidate(
            node,
            .observable(object: mutation.object.type.name, property: property, chain: chain, change: mutation.change))
    }

    func invalidate(_ node: ViewNode, _ reason: consuming RunReason) {
        guard node.isAlive, node.isRoot == false else { return }
        // The same cause twice before the view runs is one cause (R0.2: invalidations coalesce).
        if node.pendingCauses.isEmpty == false,
            let index = node.pendingCauses.firstIndex(where: { Self.sameCause($0, reason) })
        {
            node.pendingCauses[index] = Self.coalesced(node.pendingCauses[index], reason)
        } else {
            // Moved, not copied: a cause carries its object's and property's names.
            node.pendingCauses.append(consume reason)
        }
        dirty[ObjectIdentifier(node)] = node
    }

    /// One cause for two of the same kind before the view runs. One object published twice
    /// (`username`, then `isSignedIn`): the cause it is named by is a property it read, when
    /// one of them is (R3.1). A state or a binding written twice (`false`, then `true` again):
    /// the first old value and the last new one.
    @inline(never)
    private static func coalesced(_ earlier: RunReason, _ later: RunReason) -> RunReason {
        switch (earlier, later) {
        case (
            .objectWillChange(let object, let wrapper, let first, let readFirst),
            .objectWillChange(_, _, let next, let readNext)
        ):
            // Every property the batch published, once each: the view ran for all of them.
            return .objectWillChange(
                object: object, wrapper: wrapper, properties: first + next.filter { first.contains($0) == false },
                readIt: readFirst || readNext)
        case (.state(let name, let first, _), .state(_, _, let last)):
            return .state(name: name, oldValue: first, newValue: last)
        case (.binding(let property, let source, let wrapper, let first, _), .binding(_, _, _, _, let last)):
            return .binding(property: property, source: source, wrapper: wrapper, oldValue: first, newValue: last)
        case (.otherViewState(let source, let wrapper, let first, _), .otherViewState(_, _, _, let last)):
            return .otherViewState(source: source, wrapper: wrapper, oldValue: first, newValue: last)
        default:
            return earlier
        }
    }

    static func sameCause(_ a: RunReason, _ b: RunReason) -> Bool {
        switch (a, b) {
        case (.observable(let o1, let p1, _, _), .observable(let o2, let p2, _, _)): return o1 == o2 && p1 == p2
        case (.objectWillChange(let o1, _, _, _), .objectWillChange(let o2, _, _, _)): return o1 == o2
        case (.state(let n1, _, _), .state(let n2, _, _)): return n1 == n2
        case (.binding(let p1, _, _, _, _), .binding(let p2, _, _, _, _)): return p1 == p2
        case (.otherViewState(let s1, _, _, _), .otherViewState(let s2, _, _, _)): return s1 == s2
        case (.environment(let k1, _, _), .environment(let k2, _, _)): return k1 == k2
        default: return false
        }
    }

    // MARK: - Environment

    func baseEnvironment() -> EnvironmentValues {
        var environment = EnvironmentValues()
        for (key, value) in ViewBuiltins.environmentDefaults { environment.values[.key(key)] = value }
        return environment
    }

    /// The source text of a range, as a trigger line shows it (`TriggerLine`).
    func sourceText(_ range: SourceRange) -> String {
        TriggerLine.text(of: range, in: scenario.model.sourceFile)
    }
}

extension Substring {
    func trimmingCharacters(in set: Set<Character>) -> String {
        var result = self
        while let first = result.first, set.contains(first) { result.removeFirst() }
        while let last = result.last, set.contains(last) { result.removeLast() }
        return String(result)
    }
}

extension Set where Element == Character {
    static let whitespaces: Set<Character> = [" ", "\t"]
}
