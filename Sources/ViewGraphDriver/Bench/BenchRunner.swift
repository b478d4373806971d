// Runs the workloads: scenario text → LoadedScenario → Simulation, then ad-hoc steps
// whose statements were parsed once, timed in batches after a warm-up. Every step's
// trace is checked for the number of bodies the workload is meant to run.
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

package struct BenchRunner {
    package var configuration: BenchConfiguration
    /// Told what is about to run (the command prints it to stderr).
    package var progress: (String) -> Void

    package init(configuration: BenchConfiguration, progress: @escaping (String) -> Void = { _ in }) {
        self.configuration = configuration
        self.progress = progress
    }

    package func run(_ workloads: [BenchWorkload]) throws -> [BenchResult] {
        var results: [BenchResult] = []
        for workload in workloads {
            switch workload {
            case .wide:
                for rows in configuration.wideSizes { results.append(try wide(rows: rows)) }
            case .broad: results.append(try broad())
            case .deep: results.append(try deep())
            case .timed: results.append(try timed())
            case .lessons: results.append(lessons())
            }
        }
        return results
    }

    // MARK: - Workloads

    /// W1: one random row model changes per step; exactly one body must run.
    func wide(rows: Int) throws -> BenchResult {
        progress("W1 wide, \(rows) rows")
        BenchMemory.resetPeak()
        var random = SplitMix64(seed: configuration.seed)
        let indices = random.indices(configuration.stepsPerBatch, below: rows)
        var (simulation, block, setupMs) = try prepare(BenchScenarios.wide(rows: rows, indices: indices))
        let actions = block.actions.filter { if case .statement = $0 { return true } else { return false } }
        guard actions.count == indices.count else {
            throw BenchError("W1: expected \(indices.count) statements, parsed \(actions.count)")
        }
        progress("W1 floor, \(rows) objects, timed in turn with the engine")
        let (perStep, floorPerStep, floorSteps, floorFires, peak) = try interleaved(
            simulation, actions, block,
            check: { trace, index in try checkWide(trace, rows: rows, index: indices[index]) },
            makeFloor: { SingleObjectFloor(objects: rows) },
            warmUpFloor: { $0.warmUp(indices, steps: configuration.warmUpSteps) },
            floorBatch: { $0.timeBatch(indices) },
            floorCounts: { ($0.steps, $0.fires) })
        // Suspended tasks end with the workload: their threads exit.
        simulation?.endTasks()
        simulation = nil
        guard floorFires == floorSteps else {
            throw BenchError("W1 floor: \(floorFires) trackers fired in \(floorSteps) steps; expected one per step")
        }
        return BenchResult(
            workload: .wide, n: rows, steps: configuration.batches * indices.count, usPerStep: perStep.median,
            bestUsPerStep: perStep.best,
            floorUsPerStep: floorPerStep.median, floorBestUsPerStep: floorPerStep.best, bodiesPerStep: 1,
            peakMemoryMB: peak, setupMs: setupMs)
    }

    /// A W1 step ran exactly one body, the changed row's.
    private func checkWide(_ trace: StepTrace, rows: Int, index: Int) throws {
        let runs = trace.allRuns
        guard runs.count == 1, runs[0].node.type.name == "RowView" else {
            throw BenchError(
                "W1 (\(rows) rows): step 'rows[\(index)].value += 1' ran \(runs.count) bodies (\(runs.map(\.node.displayName).prefix(5).joined(separator: ", "))); expected exactly one RowView"
            )
        }
    }

    /// W2: every row reads one shared array; each append runs every row's body.
    func broad() throws -> BenchResult {
        let rows = configuration.broadRows
        progress("W2 broad, \(rows) rows")
        BenchMemory.resetPeak()
        var (simulation, block, setupMs) = try prepare(BenchScenarios.broad(rows: rows))
        let actions = Array(repeating: block.actions[0], count: configuration.broadStepsPerBatch)
        let check = { (trace: StepTrace, _: Int) throws in
            let count = trace.allRuns.count
            guard count == rows else {
                throw BenchError("W2 (\(rows) rows): an append ran \(count) bodies; expected \(rows)")
            }
        }
        progress("W2 floor, \(rows) trackers, timed in turn with the engine")
        let stepsPerBatch = configuration.broadStepsPerBatch
        let (perStep, floorPerStep, floorSteps, floorFires, peak) = try interleaved(
            simulation, actions, block, check: check, warmUp: 2,
            makeFloor: { SharedArrayFloor(readers: rows) },
            warmUpFloor: { $0.warmUp(steps: 2) },
            floorBatch: { $0.timeBatch(steps: stepsPerBatch) },
            floorCounts: { ($0.steps, $0.fires) })
        // Suspended tasks end with the workload: their threads exit.
        simulation?.endTasks()
        simulation = nil
        guard floorFires == floorSteps * rows else {
            throw BenchError("W2 floor: \(floorFires) fires in \(floorSteps) steps; expected \(rows) per step")
        }
        return BenchResult(
            workload: .broad, n: rows, steps: configuration.batches * actions.count, usPerStep: perStep.median,
            bestUsPerStep: perStep.best,
            floorUsPerStep: floorPerStep.median, floorBestUsPerStep: floorPerStep.best, bodiesPerStep: Double(rows),
            peakMemoryMB: peak,
            setupMs: setupMs)
    }

    /// W3: the leaf of a deep chain reads the model; each step runs only the leaf.
    func deep() throws -> BenchResult {
        let depth = configuration.deepDepth
        progress("W3 deep, \(depth) levels")
        BenchMemory.resetPeak()
        var (simulation, block, setupMs) = try prepare(BenchScenarios.deep(depth: depth))
        let actions = Array(repeating: block.actions[0], count: configuration.stepsPerBatch)
        let leaf = "Level\(depth - 1)"
        let check = { (trace: StepTrace, _: Int) throws in
            let runs = trace.allRuns
            guard runs.count == 1, runs[0].node.type.name == leaf else {
                throw BenchError("W3 (\(depth) levels): a step ran \(runs.count) bodies; expected exactly \(leaf)")
            }
        }
        progress("W3 floor, timed in turn with the engine")
        let indices = Array(repeating: 0, count: configuration.stepsPerBatch)
        let (perStep, floorPerStep, _, _, peak) = try interleaved(
            simulation, actions, block, check: check,
            makeFloor: { SingleObjectFloor(objects: 1) },
            warmUpFloor: { $0.warmUp(indices, steps: configuration.warmUpSteps) },
            floorBatch: { $0.timeBatch(indices) },
            floorCounts: { ($0.steps, $0.fires) })
        // Suspended tasks end with the workload: their threads exit.
        simulation?.endTasks()
        simulation = nil
        return BenchResult(
            workload: .deep, n: depth, steps: configuration.batches * actions.count, usPerStep: perStep.median,
            bestUsPerStep: perStep.best,
            floorUsPerStep: floorPerStep.median, floorBestUsPerStep: floorPerStep.best, bodiesPerStep: 1,
            peakMemoryMB: peak, setupMs: setupMs)
    }

    /// W4: `wait` over a 10 Hz ticker: one step of many frames, timed as a whole.
    func timed() throws -> BenchResult {
        let views = configuration.timedViews
        let seconds = configuration.timedSeconds
        progress("W4 timed, \(views) views, \(seconds) simulated seconds")
        BenchMemory.resetPeak()
        let (simulation, block, setupMs) = try prepare(BenchScenarios.timed(views: views, seconds: seconds))
        guard let simulation else { throw BenchError("W4: no simulation") }
        // Its timer tasks end with the workload: their threads exit.
        defer { simulation.endTasks() }
        let ticks = seconds * 10
        var times: [Double] = []
        var frames = 0
        var bodies = 0
        for _ in 0..<max(1, configuration.timedRepeats) {
            let start = BenchClock.now()
            let trace = try step(simulation, block.actions, block)
            times.append(BenchClock.microseconds(since: start))
            frames = trace.frames.count
            bodies = trace.allRuns.count
            // Each tick changes the header's count and one tile: two bodies in one frame.
            guard frames == ticks, bodies == 2 * ticks else {
                throw BenchError(
                    "W4: \(seconds) s at 10 Hz ran \(frames) frames and \(bodies) bodies; expected \(ticks) and \(2 * ticks)"
                )
            }
        }
        return BenchResult(
            workload: .timed, n: views, steps: times.count, usPerStep: BenchClock.median(times), floorUsPerStep: nil,
            bodiesPerStep: Double(bodies), peakMemoryMB: BenchMemory.peakMegabytes(), setupMs: setupMs,
            frames: frames, bodies: bodies)
    }

    /// W5: a `viewgraph test` of every lesson file, in process.
    func lessons() -> BenchResult {
        let path = configuration.scenariosPath
        progress("W5 lessons in \(path)")
        BenchMemory.resetPeak()
        // Lessons only: the error catalogue's files end in a diagnostic on purpose, some
        // by running into a limit (an endless loop), which is not what W5 measures.
        let files = ScenarioFiles.collect([path]).found.filter { $0.contains("/errors/") == false }
        var timings: [LessonTiming] = []
        for file in files {
            var times: [Double] = []
            var outcome = ScenarioTester.Outcome()
            for _ in 0..<max(1, configuration.lessonRuns) {
                let start = BenchClock.now()
                outcome = ScenarioTester.test(path: file)
                times.append(BenchClock.microseconds(since: start) / 1000)
            }
            timings.append(
                LessonTiming(
                    path: file, wallMilliseconds: BenchClock.median(times), coldMilliseconds: times[0],
                    passed: outcome.passed, failed: outcome.failed))
        }
        return BenchResult(
            workload: .lessons, n: files.count, steps: 0, usPerStep: nil, floorUsPerStep: nil, bodiesPerStep: nil,
            peakMemoryMB: BenchMemory.peakMegabytes(), lessons: timings)
    }

    // MARK: - Running steps

    /// Front end, simulation and first render; the scenario's one step block holds
    /// the statements the workload runs.
    private func prepare(_ text: String) throws -> (Simulation?, StepBlock, Double) {
        let scenario = LoadedScenario(path: "<bench>", text: text)
        if let error = scenario.diagnostics.first(where: { $0.severity == .error }) {
            let position = scenario.source.lineAndColumn(of: error.range.start)
            throw BenchError("generated scenario: \(position.line):\(position.column): \(error.message)")
        }
        guard let block = scenario.model.steps.first else { throw BenchError("generated scenario has no step") }
        do {
            let simulation = try Simulation(try scenario.model.resolve(variant: nil))
            let start = BenchClock.now()
            try simulation.start()
            return (simulation, block, BenchClock.microseconds(since: start) / 1000)
        } catch let error as SimulationError {
            throw BenchError("generated scenario: \(error.diagnostic.message)")
        }
    }

    private func step(_ simulation: Simulation, _ actions: [StepAction], _ block: StepBlock) throws -> StepTrace {
        do {
            return try simulation.run(actions: actions, title: block.title, range: block.range)
        } catch let error as SimulationError {
            throw BenchError("step failed: \(error.diagnostic.message)")
        }
    }

    /// Runs each action as its own step: a warm-up, then `batches` timed passes over
    /// all of them, each followed by a timed batch of the floor's equivalent work.
    /// Taking turns, the engine and the floor see the same machine: a slower stretch
    /// (another process, a throttled CPU) slows both, and their ratio holds.
    ///
    /// The peak memory returned is the engine's: its peak through first render and
    /// warm-up, taken before the floor's objects exist, plus the resident memory the
    /// timed steps added (their traces are kept, as a session keeps them).
    private func interleaved<Floor>(
        _ simulation: Simulation?, _ actions: [StepAction], _ block: StepBlock,
        check: (StepTrace, Int) throws -> Void, warmUp: Int? = nil,
        makeFloor: () -> Floor, warmUpFloor: (Floor) -> Void, floorBatch: (Floor) -> Double,
        floorCounts: (Floor) -> (steps: Int, fires: Int)
    ) throws -> (
        engine: BenchClock.Batches, floor: BenchClock.Batches, floorSteps: Int, floorFires: Int, peakMemoryMB: Double
    ) {
        guard let simulation else { throw BenchError("no simulation") }
        let warmUp = min(actions.count, warmUp ?? configuration.warmUpSteps)
        for index in 0..<warmUp {
            try check(try step(simulation, [actions[index]], block), index)
        }
        let enginePeak = BenchMemory.peakMegabytes()
        let floor = makeFloor()
        warmUpFloor(floor)
        let residentBeforeBatches = BenchMemory.residentMegabytes()
        var perStep: [Double] = []
        var floorPerStep: [Double] = []
        for _ in 0..<configuration.batches {
            let start = BenchClock.now()
            for index in actions.indices {
                try check(try step(simulation, [actions[index]], block), index)
            }
            perStep.append(BenchClock.microseconds(since: start) / Double(actions.count))
            floorPerStep.append(floorBatch(floor))
        }
        let counts = floorCounts(floor)
        var growth = 0.0
        if let before = residentBeforeBatches, let after = BenchMemory.residentMegabytes() {
            growth = max(0, after - before)
        }
        return (
            BenchClock.Batches(perStep), BenchClock.Batches(floorPerStep), counts.steps, counts.fires,
            enginePeak + growth
        )
    }
}
