// What happens when scenario code touches state: reads become dependencies of the
// running body, writes invalidate their readers (R3.2, R3.3, R4.1, R4.6, R5.4, R7.1),
// and writes made while a body runs follow R9.3 per kind of state. Timers and
// `Task { }` become jobs owned by the running task (R10.1, R10.2).
//
// Faithfulness: as Guides/Rules.md states these rules; tasks are in
// Graph/Simulation+Tasks.swift.
import ViewGraphDiagnostics
import ViewGraphSyntax

extension Simulation: InterpreterHost {
    package func observableRead(_ object: ObjectInstance, field: Int, chain: [String], site: SourceRange) {
        if let content = runningRowContent {
            // A read in a ForEach content closure is the row content's (R2.7).
            if content.observableReads.contains(where: { $0.object === object && $0.field == field }) { return }
            content.observableReads.append(ObservableRead(object: object, field: field, chain: chain, site: site))
            return
        }
        guard let node = runningBodyNode, node.isRoot == false else { return }
        if node.observableReads.contains(where: { $0.object === object && $0.field == field }) { return }
        node.observableReads.append(ObservableRead(object: object, field: field, chain: chain, site: site))
    }

    package func bindingReadInRowContent(
        _ object: ObjectInstance, field: Int, chain: [String], site: SourceRange
    ) -> Bool {
        guard runningRowContent != nil else { return false }
        bodyStack[bodyStack.count - 1].noteOwnerRead(
            ObservableRead(object: object, field: field, chain: chain, site: site))
        return true
    }

    /// Whether `node`'s last body read `property` of `object`, or the content it presents
    /// did: a sheet's content is built by the presentation's host (R0.6), yet it is the
    /// presenting view that shows it.
    func readsPublished(_ node: ViewNode, _ object: ObjectInstance, _ property: String) -> Bool {
        if node.publishedReads.contains(where: { $0.object === object && object.type.stored[$0.field].name == property }
        ) {
            return true
        }
        return node.children.contains { $0.type.hostKind != nil && readsPublished($0, object, property) }
    }

    package func publishedRead(_ object: ObjectInstance, field: Int) {
        guard let node = runningBodyNode, node.isRoot == false else { return }
        if node.publishedReads.contains(where: { $0.object === object && $0.field == field }) { return }
        node.publishedReads.append((object, field))
    }

    package func willMutate(
        _ object: ObjectInstance, field: Int, kind: MutationKind, notifies: Bool, oldValue: Value, newValue: Value,
        site: SourceRange
    ) throws {
        let duringBody = isInViewUpdate
        let unchanged = interpreter.valuesEqual(oldValue, newValue)
        if controlOwnersByField.isEmpty == false { controlSourceChanged(object, field: field) }
        let owner = object.type.name
        let property = object.type.stored[field].name
        let oldText = TraceText(value: oldValue)
        let newText = TraceText(value: newValue)
        if object.type.isObservable || object.isTracked(field) {
            let changeKind: StateChange.Kind =
                notifies ? (kind == .set ? .observableSet : .observableModify) : .observableDeduped
            var change = StateChange(
                kind: changeKind, owner: owner, property: property, oldValue: oldText, newValue: newText,
                site: site, duringBody: duringBody, unchanged: unchanged)
            change.instanceNumber = object.number
            // Moved into the trace: a copy retained each of its strings and texts again.
            record(consume change, old: oldValue, new: newValue)
            let how = kind == .set ? "set" : "in-place: always notifies"
            currentMutation = (object, field, TraceText(change: oldValue, to: newValue, how: how))
            if notifies && duringBody {
                // R9.3: a body that writes a property its previous run read invalidates
                // itself again; it re-runs next frame (a loop until the value settles).
                for context in bodyStack
                where context.previousReads.contains(where: { $0.object === object && $0.field == field }) {
                    let chain = context.previousReads.first { $0.object === object && $0.field == field }?.chain ?? []
                    invalidate(
                        context.node,
                        .observable(
                            object: object.type.name, property: object.type.stored[field].name, chain: chain,
                            change: "written during its own body (R9.3)"))
                }
            }
            return
        }
        // `@Published`: objectWillChange before every set, no equality check (R3.3);
        // every subscriber is invalidated whatever it reads (R3.2).
        var change = StateChange(
            kind: .published, owner: owner, property: property, oldValue: oldText, newValue: newText,
            site: site, duringBody: duringBody, unchanged: unchanged)
        change.instanceNumber = object.number
        record(consume change, old: oldValue, new: newValue)
        try publish(object, property: object.type.stored[field].name, site: site)
    }

    package func objectWillChangeSent(_ object: ObjectInstance, site: SourceRange) throws {
        record(
            StateChange(
                kind: .objectWillChangeSend, owner: object.type.name, property: "objectWillChange", oldValue: "",
                newValue: "send()", site: site, duringBody: isInViewUpdate, unchanged: true))
        try publish(object, property: "objectWillChange", site: site)
    }

    private func publish(_ object: ObjectInstance, property: String, site: SourceRange) throws {
        if isInViewUpdate {
            // R3.6: SwiftUI warns and defers the invalidation to a later update.
            warn(
                "Publishing changes from within view updates is not allowed, this will cause undefined behavior.",
                at: site, rule: "R3.6")
        }
        for subscriber in object.subscribers.values.compactMap(\.target).sorted(by: { $0.serial < $1.serial }) {
            let wrapper =
                subscriber.type.stored.first { property in
                    switch property.wrapper {
                    case .stateObject?:
                        if case .object(let o)? = subscriber.stateObjects[property.name] { return o === object }
                    case .observedObject?:
                        if case .wrapper(.observedObject(.object(let o)))? = subscriber.value.field(property.name) {
                            return o === object
                        }
                    case .environmentObject?: return true
                    default: break
                    }
                    return false
                }?.name ?? "object"
            let readIt = readsPublished(subscriber, object, property)
            invalidate(
                subscriber,
                .objectWillChange(object: object.type.name, wrapper: wrapper, properties: [property], readIt: readIt))
        }
    }

    package func stateRead(_ box: StateBox) {
        stateRead(box, throughBinding: nil)
    }

    package func stateRead(_ box: StateBox, throughBinding property: String?) {
        guard let node = runningBodyNode, node.isRoot == false else { return }
        let key = ObjectIdentifier(node)
        if box.readers[key] == nil {
            box.readers[key] = node.link
            node.stateBoxesRead.append(box)
        }
        // The view's own property names the dependency (`_isOn`, R6.1, R11.4), also when
        // the binding is handed on as `$isOn` (`Toggle(isOn: $isOn)` reads it).
        if node.states[box.name] !== box, let property = property ?? bindingProperty(of: node, reaching: box) {
            node.bindingReads[ObjectIdentifier(box)] = property
        }
    }

    /// The `@Binding` property of `node` whose binding leads to `box`, if any.
    private func bindingProperty(of node: ViewNode, reaching box: StateBox) -> String? {
        for (index, property) in node.type.stored.enumerated()
        where property.wrapper == .binding && index < node.value.fields.count {
            if case .wrapper(.binding(let binding)) = node.value.fields[index],
                binding.location.isSameLocation(as: .state(box))
            {
                return property.name
            }
        }
        return nil
    }

    package func viewPropertyRead(_ index: Int, node: ViewNode?) {
        guard let node, let running = runningBodyNode, running === node else { return }
        node.propertiesRead.insert(index)
    }

    /// A state cell's change, with its wrapper named when it is not `@State`.
    private func labelled(_ box: StateBox, _ make: () -> StateChange) -> StateChange {
        var change = make()
        if box.label != "@State" { change.wrapperLabel = box.label }
        return change
    }

    package func stateWrite(_ box: StateBox, oldValue: Value, newValue: Value, site: SourceRange) throws {
        let owner = box.owner?.displayName ?? "view"
        if isInViewUpdate {
            // R5.4, R9.3: the write is rejected with a warning (OpenSwiftUI drops it; what
            // SwiftUI does beyond the warning is undocumented: Guides/Rules.md, Q8).
            warn("Modifying state during view update, this will cause undefined behavior.", at: site, rule: "R5.4")
            record(
                labelled(box) {
                    StateChange(
                        kind: .stateDropped, owner: owner, property: box.name, oldValue: TraceText(value: oldValue),
                        newValue: TraceText(value: newValue), site: site, duringBody: true,
                        unchanged: interpreter.valuesEqual(oldValue, newValue))
                })
            return
        }
        // An `@AppStorage` set writes UserDefaults, even with an equal value (R5.6).
        if let storage = appStorageKeys[ObjectIdentifier(box)] {
            userDefaults[storage.key] = defaultsRepresentation(of: newValue)
        }
        // R5.4: an equal value is ignored.
        if interpreter.valuesEqual(oldValue, newValue) {
            record(
                labelled(box) {
                    StateChange(
                        kind: .stateUnchanged, owner: owner, property: box.name, oldValue: TraceText(value: oldValue),
                        newValue: TraceText(value: newValue), site: site, duringBody: false, unchanged: true)
                })
            return
        }
        box.value = newValue
        record(
            labelled(box) {
                StateChange(
                    kind: .stateSet, owner: owner, property: box.name, oldValue: TraceText(value: oldValue),
                    newValue: TraceText(value: newValue), site: site,
                    duringBody: false, unchanged: false)
            },
            old: oldValue, new: newValue)
        // The values as each reader's cause shows them: told apart where both are cut short.
        let (oldText, newText) = causeTexts(oldValue, newValue)
        if box.controlOwners.isEmpty == false { controlSourceChanged(box) }
        for reader in box.readers.values.compactMap(\.target).sorted(by: { $0.serial < $1.serial }) {
            if let property = reader.bindingReads[ObjectIdentifier(box)] {
                invalidate(
                    reader,
                    .binding(
                        property: property, source: "\(owner).\(box.name)", wrapper: box.label,
                        oldValue: oldText, newValue: newText))
            } else if box.owner === reader {
                invalidate(reader, .state(name: box.name, oldValue: oldText, newValue: newText))
            } else if let name = reader.states.first(where: { $0.value === box })?.key {
                // A storage shared by key (`@AppStorage("size") var fontSize` in two views) is
                // each one's own, under its own name.
                invalidate(reader, .state(name: name, oldValue: oldText, newValue: newText))
            } else {
                invalidate(
                    reader,
                    .otherViewState(
                        source: "\(owner).\(box.name)", wrapper: box.label, oldValue: oldText,
                        newValue: newText))
            }
        }
    }

    package func environmentValue(_ key: EnvironmentKey, node: ViewNode?, site: SourceRange) throws -> Value {
        guard let node else {
            throw RuntimeError("environment values are only available inside a view", at: site)
        }
        var value = node.environment.values[key]
        if value == nil {
            switch key {
            case .type(let name):
                // Read as absent, so an optional `@Environment(Session.self) var session:
                // Session?` that was nil runs again when an ancestor places one (R7.1).
                recordEnvironmentRead(key, .null, node: node)
                throw RuntimeError(
                    "no @Observable object of type '\(name)' found in the environment of '\(node.displayName)'",
                    at: site,
                    notes: [DiagnosticNote("place one above this view with '.environment(model)'")])
            case .object(let name):
                throw RuntimeError(
                    "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view.",
                    at: site,
                    notes: [
                        DiagnosticNote(
                            "'\(node.displayName)' reads an @EnvironmentObject; give an ancestor '.environmentObject(…)' with a '\(name)', e.g. in 'app'"
                        )
                    ])
            case .key(let name):
                value = try environmentDefault(name, site: site)
            }
        }
        let result = value ?? .null
        recordEnvironmentRead(key, result, node: node)
        return result
    }

    /// The running body's first read of `key` (R7.1): what a later environment is compared with.
    private func recordEnvironmentRead(_ key: EnvironmentKey, _ value: Value, node: ViewNode) {
        if let running = runningBodyNode, running === node, node.environmentReads[key] == nil {
            node.environmentReads[key] = value
            node.environmentReadOrder.append(key)
        }
    }

    private func environmentDefault(_ key: String, site: SourceRange) throws -> Value {
        if let cached = environmentDefaults[key] { return cached }
        guard let expr = program.environmentEntries[key] else {
            throw RuntimeError(
                "unknown environment key '\(key)'", at: site,
                notes: [DiagnosticNote("declare it: 'extension EnvironmentValues { @Entry var \(key): T = … }'")],
                group: .names)
        }
        let type = program.environmentEntryTypes[key]
        let value = try interpreter.coerce(
            try interpreter.evaluate(
                expr, EvalContext(scope: interpreter.globalScope), hint: interpreter.hintType(type)),
            to: type)
        environmentDefaults[key] = value
        return value
    }

    package func charge(_ seconds: Double, for reason: String, site: SourceRange) {
        if bodyStack.isEmpty == false {
            bodyStack[bodyStack.count - 1].cost += seconds
            // A `static let` made on its first use in a body costs that run, once: it is not
            // work the body repeats, so no finding lists it (R9.2).
            if interpreter.onceInitializerDepth == 0, seconds >= 0.000_05 || CostTable.isFormatterCreation(reason) {
                bodyStack[bodyStack.count - 1].work.append((reason, seconds))
            }
        } else if frame != nil {
            frame?.cost += seconds
        } else {
            pendingEventCost += seconds
        }
    }

    package var now: Double { Double(clock) / 1_000_000 }

    package func nextUUID() -> UInt64 {
        uuidCounter += 1
        return uuidCounter
    }

    /// SplitMix64, seeded per run (scenario setting `seed`).
    package func nextRandom() -> UInt64 {
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `after(D) { }` / `every(D) { }`: a timer job owned by the running task, run in
    /// that task's context (R10.2: cancelling the task cancels it).
    package func scheduleTimer(interval: Double, repeats: Bool, action: Closure, site: SourceRange) throws {
        guard let task = runningContext.task else {
            throw RuntimeError(
                "'\(repeats ? "every" : "after")' can only run inside '.task { }' or 'Task { }'", at: site,
                notes: [DiagnosticNote("timed work belongs to a task, which decides when it is cancelled (R10)")])
        }
        let micros = max(1, Int64((interval * 1_000_000).rounded()))
        jobs.schedule(
            at: clock + micros, kind: .timer(interval: micros, repeats: repeats), work: .call(action),
            context: JobContext(task: task, origin: task.originNode, fromOnAppear: false), site: site)
    }

    /// `Timer.publish(every:on:in:).autoconnect().sink { }`: a subscription of its own
    /// (a task that only its cancel, or the `AnyCancellable` going away, ends), ticking
    /// on the simulated clock through the job queue. The value sent is the tick's `Date`.
    package func subscribeTimer(interval: Double, action: Closure, site: SourceRange) throws -> () -> Void {
        subscribeTimer(
            interval: interval, action: action, owner: runningContext.origin,
            fromOnAppear: runningContext.fromOnAppear, site: site)
    }

    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: a task of its own that only
    /// `invalidate()` ends (the run loop keeps the timer, so letting go of it stops nothing),
    /// whose ticks run as code of the view or step that scheduled it.
    package func scheduleRunLoopTimer(interval: Double, repeats: Bool, action: Closure, site: SourceRange)
        -> () -> Void
    {
        subscribeTimer(
            interval: interval, repeats: repeats, kind: .runLoopTimer, action: action, owner: runningContext.origin,
            fromOnAppear: runningContext.fromOnAppear, site: site)
    }

    package var currentRowKey: RowContentKey? { runningRowContent?.key }

    /// `withAnimation(_:_:completion:)`'s completion: a one-shot task of its own, run when the
    /// animation is logically complete, as code of the view or step that animated (R9.6).
    package func scheduleAnimationCompletion(after seconds: Double, action: Closure, site: SourceRange) {
        _ = subscribeTimer(
            interval: seconds, repeats: false, kind: .animationCompletion, action: action,
            owner: runningContext.origin, fromOnAppear: runningContext.fromOnAppear, site: site)
    }

    package func dispatchToMainQueue(after seconds: Double, action: Closure, site: SourceRange) {
        _ = subscribeTimer(
            interval: seconds, repeats: false, kind: .mainQueue, action: action, owner: runningContext.origin,
            fromOnAppear: runningContext.fromOnAppear, site: site)
    }

    /// A timer subscription whose ticks run as code of `owner` (`.onReceive`, R10.5).
    func subscribeTimer(
        interval: Double, repeats: Bool = true, kind: SimulatedTask.Kind = .subscription, action: Closure,
        owner: ViewNode?, fromOnAppear: Bool, site: SourceRange
    ) -> () -> Void {
        nextTaskID += 1
        let origin = owner?.displayName ?? "step"
        let task = SimulatedTask(
            id: nextTaskID, kind: kind, origin: origin, originNode: owner, fromOnAppear: fromOnAppear)
        // Work given to the main queue with no delay is due now, queued after what runs now.
        let micros = max(kind == .mainQueue ? 0 : 1, Int64((interval * 1_000_000).rounded()))
        let tick = Closure(
            body: .native(name: kind.tickName) { [unowned self] _ in
                // A timer's tick passes its `Date`; an animation's completion and work given to
                // the main queue take nothing.
                let arguments: [Value] =
                    kind == .animationCompletion || kind == .mainQueue ? [] : [.foundation(.date(self.now))]
                return try self.interpreter.call(action, arguments: arguments, at: site)
            }, captures: true, site: nil, id: interpreter.makeClosureID())
        jobs.schedule(
            at: clock + micros, kind: .timer(interval: micros, repeats: repeats), work: .call(tick),
            context: JobContext(task: task, origin: owner, fromOnAppear: fromOnAppear), site: site)
        return { [weak task] in task?.isCancelled = true }
    }

    package func defaultsValue(forKey key: String) -> Value? { userDefaults[key] }

    /// What `@AppStorage` keeps in UserDefaults for a value: a `RawRepresentable` enum's
    /// raw value (`"dark"`), as SwiftUI stores it; any other value as it is (R5.6).
    func defaultsRepresentation(of value: Value) -> Value {
        guard case .enumCase(let enumCase) = value, let type = enumCase.type, type.rawType != nil,
            let raw = try? interpreter.rawValue(of: enumCase, type: type, at: type.range)
        else { return value }
        return raw
    }

    /// An `@AppStorage` property's value from what UserDefaults holds: for a property of a
    /// `RawRepresentable` enum, the case with that raw value, or the property's default when
    /// none has it (SwiftUI's `AppStorage` does the same).
    func storedValue(fromDefaults stored: Value, like fallback: Value) -> Value {
        guard case .enumCase(let defaultCase) = fallback, let type = defaultCase.type, type.rawType != nil else {
            return stored
        }
        if case .enumCase = stored { return stored }
        guard case .array(let cases) = Interpreter.allCases(of: type) else { return fallback }
        return cases.first { interpreter.valuesEqual(defaultsRepresentation(of: $0), stored) } ?? fallback
    }

    /// A UserDefaults write or removal: `@AppStorage` views of the key are invalidated
    /// as by a write to their storage, which then holds the new value, or its default
    /// after a removal (R5.6).
    package func setDefault(_ value: Value?, forKey key: String, site: SourceRange) throws {
        userDefaults[key] = value
        guard let box = sharedStorage["AppStorage:" + key], let storage = appStorageKeys[ObjectIdentifier(box)]
        else { return }
        try stateWrite(
            box, oldValue: box.value,
            newValue: value.map { storedValue(fromDefaults: $0, like: storage.fallback) }
                ?? storage.fallback, site: site)
        // The write above stored the value (or the default) in the store; a removal leaves it empty.
        userDefaults[key] = value
    }

    /// `Task { }` without a handle: see `startTask` (Graph/Simulation+Tasks.swift).
    package func startUnstructuredTask(_ body: Closure, site: SourceRange) throws {
        _ = try startTask(body, detached: false, site: site)
    }

    package func printed(_ text: String, site: SourceRange) throws {
        printedBytes += text.utf8.count
        if printedBytes > limits.outputBytes {
            throw RuntimeError(
                "\(limits.outputLimitReached): print wrote more than that in this run", at: site, group: .limits)
        }
        // The common case, one whole line: no search for line breaks.
        if unfinishedOutput.isEmpty, text.utf8.last == UInt8(ascii: "\n"),
            text.utf8.dropLast().contains(UInt8(ascii: "\n")) == false
        {
            keepPrinted(String(text.dropLast()))
            return
        }
        var lines = (unfinishedOutput + text).split(separator: "\n", omittingEmptySubsequences: false)
        unfinishedOutput = String(lines.removeLast())
        for line in lines { keepPrinted(String(line)) }
    }

    /// Keeps one printed line in the step's transcript, up to `Limits.printedLinesPerStep`;
    /// past that one line says the rest are not kept, so a loop that prints on every
    /// iteration (until the loop limit stops it) does not fill the card with 100,000 lines.
    private func keepPrinted(_ text: String) {
        let kept = current.printedLines.count
        if kept < limits.printedLinesPerStep {
            current.printedLines.append(printedLine(text))
        } else if kept == limits.printedLinesPerStep {
            current.printedLines.append(
                printedLine(
                    "… more lines not shown: a step shows the first \(limits.printedLinesPerStep) lines it prints"))
        }
    }

    /// A line printed now, placed after the frames started (those finished and the one
    /// running) and the writes waiting for the next frame.
    private func printedLine(_ text: String) -> PrintedLine {
        PrintedLine(
            text: text, framesStarted: current.frames.count + (frame == nil ? 0 : 1),
            writesBefore: pendingChanges.count)
    }

    /// Output of a `print(…, terminator:)` not ended by a line break: it ends the step's
    /// transcript as a line of its own.
    func flushUnfinishedOutput() {
        guard unfinishedOutput.isEmpty == false else { return }
        keepPrinted(unfinishedOutput)
        unfinishedOutput = ""
    }

    /// `Self._printChanges()` (R11.4): `TypeName: @self, @identity, _count changed.` or
    /// `TypeName: unchanged.`, from why this body runs. The meta properties come first
    /// (`@self`: the view value differed; `@identity`: a new identity; `@dependencies`:
    /// an @Observable or environment value it read changed), then the dynamic properties
    /// whose storage changed, by their backing names (`_count`), in declaration order.
    /// On a first run every dynamic property counts as changed.
    package func printChanges(viewType: String, site: SourceRange) throws {
        guard let body = bodyStack.last, body.node.type.name == viewType else {
            throw RuntimeError(
                "'\(viewType)._printChanges()' is only meaningful inside the body of '\(viewType)'", at: site,
                notes: [DiagnosticNote("call it as the first line of 'body': 'let _ = Self._printChanges()'")])
        }
        try printed(Self.changesLine(for: body.node, reasons: body.reasons) + "\n", site: site)
    }

    static func changesLine(for node: ViewNode, reasons: [RunReason]) -> String {
        var meta: [String] = []
        var changedProperties: Set<String> = []
        let created = reasons.contains { if case .created = $0 { return true } else { return false } }
        if created { meta = ["@self", "@identity"] }
        for reason in reasons {
            switch reason {
            case .created:
                break
            case .inputChanged:
                if !meta.contains("@self") { meta.insert("@self", at: 0) }
            case .state(let name, _, _):
                changedProperties.insert(name)
            case .binding(let property, _, _, _, _):
                changedProperties.insert(property)
            case .otherViewState:
                if !meta.contains("@dependencies") { meta.append("@dependencies") }
            case .objectWillChange(_, let wrapper, _, _):
                changedProperties.insert(wrapper)
            case .environment(let key, _, _):
                // A key read through an `@Environment` property is that property's storage.
                if let property = node.type.stored.first(where: { $0.wrapper?.readsEnvironment(key) == true }) {
                    changedProperties.insert(property.name)
                } else if !meta.contains("@dependencies") {
                    meta.append("@dependencies")
                }
            case .observable:
                if !meta.contains("@dependencies") { meta.append("@dependencies") }
            }
        }
        var items = meta
        for property in node.type.stored where property.wrapper?.isDynamicProperty == true {
            if created || changedProperties.contains(property.name) { items.append("_" + property.name) }
        }
        return items.isEmpty
            ? "\(node.type.name): unchanged." : "\(node.type.name): \(items.joined(separator: ", ")) changed."
    }

    package func tick(site: SourceRange) throws { try tick(1, site: site) }

    package func tick(_ count: Int, site: SourceRange) throws {
        operations += count
        if operations > limits.operationsPerStep {
            throw RuntimeError(
                "the step ran more than \(limits.operationsPerStep) operations; stopping it", at: site,
                notes: [DiagnosticNote("a loop inside a loop usually does this; make the work smaller")],
                group: .limits)
        }
    }

    // MARK: - Recording

    /// Records a write in the current step; with the values written, records where
    /// they differ (`[0].change "+0.4%" → "+0.6%"`) for values with parts.
    func record(_ change: consuming StateChange, old: Value? = nil, new: Value? = nil) {
        change.step = current.index
        writesRecorded += 1
        if let old, let new, change.unchanged == false {
            change.differences = ValueDifference.between(old, new, equal: interpreter.valuesEqual)
        }
        if change.duringBody, frame != nil {
            frame?.changes.append(change)
        } else {
            pendingChanges.append(change)
        }
    }

    /// SwiftUI logs a console warning and goes on (R1.4); the step records the typed fact.
    package func forEachIssue(_ issue: ForEachIssue) {
        warn(issue.message, at: issue.site, rule: "R1.4")
        if current.forEachIssues.contains(where: { $0.kind == issue.kind && $0.site == issue.site }) { return }
        current.forEachIssues.append(issue)
    }

    package func warn(_ message: String, at site: SourceRange, rule: String) {
        if current.warnings.contains(where: { $0.message == message && $0.site == site }) { return }
        current.warnings.append(RuntimeWarning(message: message, site: site, rule: rule))
    }
}
