// The structured trace of a simulation (DESIGN.md §3.11). The engine records; it
// never prints. Every report (step card, tree, deps, DOT, JSON) derives from this.
// Reasons carry typed facts (which input differed and how, which environment key),
// recorded where the event happens; their text is rendered from the facts.
// Rules: R11.4 (`_printChanges` tokens), R2 and R7 (the facts of `@self` and
// environment verdicts). Faithfulness: simplified: one reason list per body run,
// not Instruments' full cause-and-effect graph (R11.3).
import ViewGraphDiagnostics
import ViewGraphSyntax

/// Why a body ran (DESIGN.md §4, `_printChanges` tokens plus the precise cause).
package enum RunReason {
    /// `@identity`: a new identity; its body runs for the first time (R1.3).
    case created
    /// `@self`: the parent's new view value compared unequal (R2). `field` is the
    /// first differing stored property; `difference` says how it differed; `others`
    /// are the stored properties after it that differ too, in declaration order (the
    /// reports name them; findings go by the first).
    case inputChanged(field: String, difference: InputDifference, others: [InputChange])
    /// `_prop`: a `@State` the body read was set to a different value (R5.4).
    case state(name: String, oldValue: String, newValue: String)
    /// `_prop`: a `@State` of another view, read through this view's `@Binding`
    /// property `property`, was set to a different value (R6.1, R5.4). `source` is
    /// the state, as `Owner.name`; `wrapper` declares it (`@State`, `@AppStorage("on")`).
    case binding(property: String, source: String, wrapper: String, oldValue: String, newValue: String)
    /// `@dependencies`: a `@State` (or `@AppStorage`, …) of another view, which this body
    /// read itself, in a closure that view passed it (`Card { Text("\(size)") }`), was set
    /// to a different value: the read is the reader's (R6.1, R2.7). `source` is the state,
    /// as `Owner.name`; `wrapper` declares it.
    case otherViewState(source: String, wrapper: String, oldValue: String, newValue: String)
    /// `@dependencies`: an @Observable property the last body read changed (R4.1).
    case observable(object: String, property: String, chain: [String], change: TraceText)
    /// `_prop`: an ObservableObject the view subscribes to published (R3.2). `properties`
    /// are the `@Published` properties set before the view ran, in order (one
    /// invalidation: R0.2), `objectWillChange` for a `send()`; `readIt` says whether the
    /// view's last body read any of them.
    case objectWillChange(object: String, wrapper: String, properties: [String], readIt: Bool)
    /// `@dependencies` (environment): a key the body read changed (R7.1).
    case environment(key: EnvironmentKey, oldValue: String, newValue: String)

    /// The `_printChanges` token.
    package var token: String {
        switch self {
        case .created: "@identity"
        case .inputChanged: "@self"
        case .state(let name, _, _): "_" + name
        case .binding(let property, _, _, _, _): "_" + property
        case .observable, .environment, .otherViewState: "@dependencies"
        case .objectWillChange(_, let wrapper, _, _): "_" + wrapper
        }
    }
}

/// One more stored property of a view that differed from its last value (R2.3).
package struct InputChange {
    package var field: String
    package var difference: InputDifference
}

/// How one input of a view differed between its old and new value: the fact behind
/// `@self` (R2.3–R2.5, R5.2, R6.3), recorded where the values are compared.
///
/// Findings and reports test the case, never the text; `description` renders the
/// text the step card, `why` and exports show (`"Cedar" → "Lake"`, `closure: never
/// equal`), so rewording it cannot change which findings a step has. Values are kept
/// as the brief text of the moment they were compared (like `RunReason`'s other
/// values), so a difference costs a few short strings.
package indirect enum InputDifference: CustomStringConvertible {
    /// Plain values differ (R2.3): `old → new`.
    case value(old: String, new: String)
    /// Equatable collections or structs differ in these parts: `.isFavorite false → true`,
    /// `["North"].wind 15 → 16` (ValueDifference), rather than two long values cut short.
    case parts([ValueDifference])
    /// A reference to another object instance (R2.3): `old → new (a different instance)`.
    case differentInstance(old: String, new: String)
    /// A closure that captures values never compares equal (R2.4).
    case closure
    /// `Binding(get:set:)` makes a new location every time, never equal (R6.3).
    case computedBinding
    /// A binding to the same location whose value differs (R6.1).
    case bindingValue(old: String, new: String)
    /// A binding to the same collection or struct whose value differs in these parts
    /// (R6.1): `binding value [0].isPacked false → true`.
    case bindingParts([ValueDifference])
    /// `.constant(…)` bindings with different values.
    case constantBinding(old: String, new: String)
    /// Bindings to different locations.
    case bindingLocation
    /// A `@StateObject` autoclosure that captures values (R5.3).
    case stateObjectAutoclosure
    /// The property wrapper itself is of another kind.
    case wrapperChanged
    /// A `@State` initial value differs (R2.3, R5.2; Guides/Rules.md, Q6).
    case stateInitialValue(InputDifference)
    /// A stored property of a nested (non-Equatable) struct differs.
    case member(String, InputDifference)
    /// The view's own `==` returned false (R2.5).
    case customEqualsReturnedFalse

    package var description: String {
        switch self {
        case .value(let old, let new): "\(old) → \(new)"
        case .parts(let parts): parts.map(\.description).joined(separator: ", ")
        case .differentInstance(let old, let new): "\(old) → \(new) (a different instance)"
        case .closure: "closure: never equal"
        case .computedBinding: "Binding(get:set:): a new location every time (never equal)"
        case .bindingValue(let old, let new): "binding value \(old) → \(new)"
        case .bindingParts(let parts): "binding value " + parts.map(\.description).joined(separator: ", ")
        case .constantBinding(let old, let new): "constant binding \(old) → \(new)"
        case .bindingLocation: "binding to a different location"
        case .stateObjectAutoclosure: "@StateObject autoclosure captures values"
        case .wrapperChanged: "property wrapper changed"
        case .stateInitialValue(let inner): "@State initial value: \(inner)"
        case .member(let name, let inner): "\(name): \(inner)"
        case .customEqualsReturnedFalse: "'==' returned false"
        }
    }

    /// This difference and the ones it wraps, outermost first.
    package var chain: [InputDifference] {
        switch self {
        case .stateInitialValue(let inner), .member(_, let inner): [self] + inner.chain
        default: [self]
        }
    }

    /// A closure or a `Binding(get:set:)` somewhere in it: an input that never
    /// compares equal, whatever it holds (R2.4, R6.3; finding uncomparable-input).
    package var isUncomparable: Bool {
        chain.contains {
            switch $0 {
            case .closure, .computedBinding: true
            default: false
            }
        }
    }

    /// A closure that captures values somewhere in it (a closure input or a
    /// `@StateObject` autoclosure, R2.4).
    package var involvesCapturingClosure: Bool {
        chain.contains {
            switch $0 {
            case .closure, .stateObjectAutoclosure: true
            default: false
            }
        }
    }

    /// A `@State` initial value rebuilt somewhere in it (R2.3, R5.2).
    package var involvesStateInitialValue: Bool {
        chain.contains {
            if case .stateInitialValue = $0 { return true }
            return false
        }
    }
}

/// Why a body did not run although its view was reached.
package enum SkipReason {
    /// The parent produced an equal value (field by field, or bitwise for plain data).
    case inputsEqual
    /// A `==` declared by the view returned true (R2.2, R2.5).
    case equatableReturnedTrue(ignoredDifferingFields: [String])
    /// An environment change above it was checked; the keys it reads kept their values (R7.1).
    case environmentUnchanged(changedKeys: [EnvironmentKey])
}

/// A presentation (a sheet, an alert, a pushed destination) that began, ended or changed
/// its item in a frame (R0.6, R0.7). Its host's update is bookkeeping, not a body run, so
/// without this a sheet of built-in views would appear with no line in the step.
package struct PresentationChange {
    package enum Kind {
        /// Its binding became true (or non-nil): the content was built and shown.
        case presented
        /// Its binding became false (or nil): the content went away.
        case dismissed
        /// `sheet(item:)` given another item: new content with new identities (R1.5).
        case replaced
        /// Still presented, and what it shows changed: the content read a value that
        /// changed (the host's own update, R0.6), so `screenChange` says what.
        case updated
    }
    /// The host node: `Sheet`, `Alert`, `NavigationDestination`, … under the view that
    /// applies the modifier.
    package var host: ViewNode
    package var kind: Kind
    /// What it shows now, one rendered line each (empty once dismissed).
    package var shown: [String]
    /// For `.updated`: what changed on screen.
    package var screenChange: ScreenChange? = nil
}

package struct BodyRun {
    package var node: ViewNode
    package var reasons: [RunReason]
    /// Simulated cost of this run (base + builtins).
    package var cost: Double
    /// The costly work inside it, by name (`MeasurementFormatter()` → 1.2 ms).
    package var work: [(name: String, cost: Double)]
    /// Rendered output changed compared with the previous frame (R0.4).
    package var redrawn: Bool
    /// What changed on screen, by structure: rows inserted, removed and moved,
    /// texts changed (`Image(systemName: "heart") → Image(systemName: "heart.fill")`).
    package var screenChange: ScreenChange? {
        get { boxedChange?.fields }
        set { boxedChange = newValue.map(SharedFields.init) }
    }
    /// Kept behind a reference: most runs change nothing on screen, and a first render
    /// records a run for every view.
    private var boxedChange: SharedFields<ScreenChange>?
    /// `screenChange` as text, nil when nothing is described.
    package var outputChange: String? {
        guard let screenChange, screenChange.isEmpty == false else { return nil }
        return screenChange.description
    }
    /// The @Observable reads the run made (its new dependencies).
    package var reads: [ObservableRead]

    package init(
        node: ViewNode, reasons: [RunReason], cost: Double, work: [(name: String, cost: Double)], redrawn: Bool,
        screenChange: ScreenChange?, reads: [ObservableRead]
    ) {
        self.node = node
        self.reasons = reasons
        self.cost = cost
        self.work = work
        self.redrawn = redrawn
        self.boxedChange = screenChange.map(SharedFields.init)
        self.reads = reads
    }
}

package struct Skip {
    package var node: ViewNode
    package var reason: SkipReason
    /// The value the parent produced, when `==` kept the old one instead (R2.5).
    package var discardedValue: StructInstance? = nil
}

/// A line the code printed in a step, and where: after how many of the step's frames had
/// started (0 for an action's `print` before the first frame; 1 for a body's `print` in the
/// first frame, or a task's between the first frame and the second), and after how many of
/// the writes the next frame takes had been made.
package struct PrintedLine: Equatable {
    package var text: String
    package var framesStarted: Int
    package var writesBefore: Int
}

/// A change to state: a model property, a `@State`, a publish.
package struct StateChange {
    package enum Kind: Equatable {
        case observableSet, observableModify, observableDeduped, published, stateSet, stateUnchanged,
            objectWillChangeSend
        /// A `@State` write made while a body ran: SwiftUI warns and the value is not
        /// stored (R5.4, R9.3), whether or not it differed.
        case stateDropped
    }
    package var kind: Kind
    /// Who owns the state: the model's type (`TrailStore`) or, for `@State`, the
    /// view's display name (`FruitRow[2]`).
    package var owner: String
    /// For a state cell, its wrapper as written when it is not `@State` (`@FocusState`,
    /// `@AppStorage("on")`); nil otherwise.
    package var wrapperLabel: String?
    /// The property, `@State` or `objectWillChange`: `favoriteTrails`, `isExpanded`.
    package var property: String
    /// For a model's property, the number of the instance written (2 for `Counter#2`): two
    /// instances of one type are two targets, named apart where both change. (A number, not
    /// the name: a write makes no string for it.)
    package var instanceNumber: Int? = nil
    /// `Counter#2`, for a model's property.
    package var instance: String? { instanceNumber.map { "\(owner)#\($0)" } }
    /// `TrailStore.favoriteTrails`, `FruitRow[2].isExpanded`.
    package var target: String { owner + "." + property }
    /// The step during which the write was made (0 is the initial render).
    package var step: Int = 0
    package var oldValue: String {
        get { old.description }
        set { old = TraceText(newValue) }
    }
    package var newValue: String {
        get { new.description }
        set { new = TraceText(newValue) }
    }
    private var old: TraceText
    private var new: TraceText
    package var site: SourceRange
    /// Whether it happened while a body ran (R9.3).
    package var duringBody: Bool
    /// Whether the new value equals the old one (for same-value-notify).
    package var unchanged: Bool
    /// A write that started no frame, made after the step's frames (by an `.onChange` or
    /// `onDismiss` action, a task's `catch`): step cards list it after them.
    package var afterFrames = false
    /// Where the values differ, for values with parts (arrays, dictionaries,
    /// structs): `[0].change "+0.4%" → "+0.6%"`. Empty when the values are not
    /// compound or are equal.
    package var differences: [ValueDifference] = []

    /// This write and later ones to the same target shown as one (a step card's `4 writes`
    /// line): the first old value, `last`'s new one, and where the two differ. Parts are
    /// told apart by their whole text (a text cut short would hide a difference past the
    /// cut, and the card would show two equal-looking values).
    package func merged(through last: StateChange) -> StateChange {
        var merged = self
        merged.new = last.new
        merged.differences = []
        if let old = old.value, let new = last.new.value {
            merged.differences = ValueDifference.between(old, new) {
                ValueFormatting.debugDescribe($0) == ValueFormatting.debugDescribe($1)
            }
        }
        return merged
    }

    package init(
        kind: Kind, owner: String, property: String, oldValue: TraceText, newValue: TraceText, site: SourceRange,
        duringBody: Bool, unchanged: Bool
    ) {
        self.kind = kind
        self.owner = owner
        self.property = property
        self.old = oldValue
        self.new = newValue
        self.site = site
        self.duringBody = duringBody
        self.unchanged = unchanged
    }
}

/// Text a trace shows for a value or a change, formatted when a report reads it:
/// most steps are never printed (`test`, `bench`), and formatting every write costs
/// more than the write. Values are snapshots (objects print as their type name), so
/// formatting later gives the text formatting at the write would have. Only what
/// `brief` can show is kept (`briefSnapshot`), so a trace of writes to a large array
/// does not hold every version of it.
package struct TraceText: CustomStringConvertible, ExpressibleByStringLiteral {
    /// A change's values are boxed: a trace copies its texts often, and a copy is then one
    /// retain. A value is kept in place (a copy retains what it holds, if anything): boxing
    /// it cost two allocations on every write.
    private enum Source {
        case text(String)
        case value(Value)
        indirect case change(old: Value, new: Value, how: String)
    }
    private let source: Source

    package init(_ text: String) { source = .text(text) }
    package init(stringLiteral text: String) { source = .text(text) }
    /// A value, shown as `ValueFormatting.brief` shows it.
    package init(value: Value) { source = .value(ValueFormatting.briefSnapshot(value)) }
    /// `old → new (how)`.
    package init(change old: Value, to new: Value, how: String) {
        source = .change(
            old: ValueFormatting.briefSnapshot(old), new: ValueFormatting.briefSnapshot(new), how: how)
    }

    /// The value it shows, for a value's text (nil for a text or a change).
    package var value: Value? {
        if case .value(let value) = source { return value }
        return nil
    }

    package var description: String {
        switch source {
        case .text(let text): return text
        case .value(let value): return ValueFormatting.brief(value)
        case .change(let old, let new, let how):
            let texts = ValueFormatting.briefPair(old, new)
            return "\(texts.old) → \(texts.new) (\(how))"
        }
    }
}

package struct RuntimeWarning {
    package var message: String
    package var site: SourceRange
    package var rule: String
}

/// A ForEach whose data breaks R1.4, found while a body ran: SwiftUI logs a console
/// warning and goes on (typed, so findings never read the warning's text).
package struct ForEachIssue {
    package enum Kind: Equatable {
        /// Two elements had the same id; the first one keeps it (undefined in SwiftUI).
        case duplicateID(String)
        /// `ForEach(range)` without `id:` got a range whose count differs from its
        /// first one; the ForEach keeps its first data.
        case nonConstantRange(initial: Int, count: Int)
    }
    package var kind: Kind
    /// SwiftUI's console text.
    package var message: String
    package var site: SourceRange
    /// The view whose body built the ForEach.
    package var owner: ViewNode?
}

package struct EnvironmentCheck {
    package var node: ViewNode
    package var keys: [EnvironmentKey]
}

/// A live view that left the screen, kept with its state, or came back to it: a screen
/// pushed over it or popped off it, its tab deselected or selected (R0.7, R10.1).
package struct ScreenVisibilityChange {
    package var node: ViewNode
    /// Why it is off screen (before it came back, when `shown`).
    package var cause: OffScreenCause
    package var shown: Bool
}

/// A control a view's body built, bound to a value the body did not read, brought up to
/// date in its own update while that body did not run (R6.1): `Toggle(isOn: $flag)` in
/// a view that only hands `$flag` on.
package struct ControlUpdate {
    /// The view whose body built the controls.
    package var node: ViewNode
    /// The controls that show a new value (`Toggle`, `TextField`), in output order.
    package var controls: [String]
    /// What changed in the view's lines.
    package var screenChange: ScreenChange?
}

/// One update pass (R0.2, R9.1).
///
/// The fields live in one shared, copy-on-write object, as `StepTrace`'s do: reading
/// the current frame through an optional copies it, and a copy is then one retain.
package struct FrameTrace {
    private struct Fields {
        var index: Int
        var time: Int64
        var changes: [StateChange] = []
        var runs: [BodyRun] = []
        var rowRuns: [RowContentRun] = []
        var skips: [Skip] = []
        var checks: [EnvironmentCheck] = []
        var created: [ViewNode] = []
        var destroyed: [ViewNode] = []
        var scrolledOut: [ViewNode] = []
        var keptOffscreen: [ViewNode] = []
        var cameBack: [ViewNode] = []
        var screenChanges: [ScreenVisibilityChange] = []
        var controlUpdates: [ControlUpdate] = []
        var events: [String] = []
        var environmentChanges: [EnvironmentKey] = []
        var ignoredEquals: [ViewNode] = []
        var presentations: [PresentationChange] = []
        var cost: Double = 0
        var treeOrders: [ObjectIdentifier: [Int]] = [:]
    }

    private var storage: CopyOnWriteFields<Fields>
    private var uniqueStorage: CopyOnWriteFields<Fields> {
        mutating get { CopyOnWriteFields.unique(&storage) }
    }

    package var index: Int {
        _read { yield storage.fields.index }
        _modify { yield &uniqueStorage.fields.index }
    }
    /// Simulated time in microseconds.
    package var time: Int64 {
        _read { yield storage.fields.time }
        _modify { yield &uniqueStorage.fields.time }
    }
    package var changes: [StateChange] {
        _read { yield storage.fields.changes }
        _modify { yield &uniqueStorage.fields.changes }
    }
    package var runs: [BodyRun] {
        _read { yield storage.fields.runs }
        _modify { yield &uniqueStorage.fields.runs }
    }
    /// ForEach row contents that ran on their own: their owner's body did not (R2.7).
    package var rowRuns: [RowContentRun] {
        _read { yield storage.fields.rowRuns }
        _modify { yield &uniqueStorage.fields.rowRuns }
    }
    package var skips: [Skip] {
        _read { yield storage.fields.skips }
        _modify { yield &uniqueStorage.fields.skips }
    }
    package var checks: [EnvironmentCheck] {
        _read { yield storage.fields.checks }
        _modify { yield &uniqueStorage.fields.checks }
    }
    package var created: [ViewNode] {
        _read { yield storage.fields.created }
        _modify { yield &uniqueStorage.fields.created }
    }
    package var destroyed: [ViewNode] {
        _read { yield storage.fields.destroyed }
        _modify { yield &uniqueStorage.fields.destroyed }
    }
    /// Of `destroyed`: rows that left a lazy container's visible window in a scroll (R8.1).
    package var scrolledOut: [ViewNode] {
        _read { yield storage.fields.scrolledOut }
        _modify { yield &uniqueStorage.fields.scrolledOut }
    }
    /// Rows that left a lazy container's visible window and are kept, with their state (R8.4).
    package var keptOffscreen: [ViewNode] {
        _read { yield storage.fields.keptOffscreen }
        _modify { yield &uniqueStorage.fields.keptOffscreen }
    }
    /// Kept rows that came back into the visible window (R8.4).
    package var cameBack: [ViewNode] {
        _read { yield storage.fields.cameBack }
        _modify { yield &uniqueStorage.fields.cameBack }
    }
    /// Views that a push or a tab switch took off the screen, or brought back (R0.7, R10.1).
    package var screenChanges: [ScreenVisibilityChange] {
        _read { yield storage.fields.screenChanges }
        _modify { yield &uniqueStorage.fields.screenChanges }
    }
    /// Controls that showed a new value while the body that built them did not run (R6.1).
    package var controlUpdates: [ControlUpdate] {
        _read { yield storage.fields.controlUpdates }
        _modify { yield &uniqueStorage.fields.controlUpdates }
    }
    package var events: [String] {
        _read { yield storage.fields.events }
        _modify { yield &uniqueStorage.fields.events }
    }
    /// Environment keys whose value changed at a writer in this frame.
    package var environmentChanges: [EnvironmentKey] {
        _read { yield storage.fields.environmentChanges }
        _modify { yield &uniqueStorage.fields.environmentChanges }
    }
    /// Plain-data views whose declared `==` was ignored (no `.equatable()`, R2.2).
    package var ignoredEquals: [ViewNode] {
        _read { yield storage.fields.ignoredEquals }
        _modify { yield &uniqueStorage.fields.ignoredEquals }
    }
    /// Presentations that began, ended or changed their item (R0.6, R0.7).
    package var presentations: [PresentationChange] {
        _read { yield storage.fields.presentations }
        _modify { yield &uniqueStorage.fields.presentations }
    }
    /// Total simulated work of the frame.
    package var cost: Double {
        _read { yield storage.fields.cost }
        _modify { yield &uniqueStorage.fields.cost }
    }
    /// The tree positions of the views the frame names, taken when it ended: reports
    /// printed after later steps changed the tree still list them in this frame's order.
    package var treeOrders: [ObjectIdentifier: [Int]] {
        _read { yield storage.fields.treeOrders }
        _modify { yield &uniqueStorage.fields.treeOrders }
    }

    package init(index: Int, time: Int64) {
        storage = CopyOnWriteFields(Fields(index: index, time: time))
    }

    /// The views this frame *checked*: SwiftUI compared them and their bodies did not
    /// run. A view is checked when its parent's body ran and its new value compared
    /// equal with the old one (R2.1, R2.2, R2.5), or when an environment change above
    /// it was compared with the keys it reads and they kept their values (R7.1). This
    /// is the one meaning of "checked" in every report and in `expect checked`; each
    /// view counts once per frame, in the order the frame reached them.
    package var checkedViews: [ViewNode] {
        var seen: Set<ObjectIdentifier> = []
        var views: [ViewNode] = []
        for node in skips.map(\.node) + checks.map(\.node) where seen.insert(ObjectIdentifier(node)).inserted {
            views.append(node)
        }
        return views
    }

    /// A view's tree position when the frame ended (now, for a view it did not record).
    package func order(of node: ViewNode) -> [Int] {
        treeOrders[ObjectIdentifier(node)] ?? node.treeOrder
    }
}

/// What started a step: the user's gesture, the action it ran, timers.
package struct Trigger {
    package enum Kind {
        case tap, statement, scroll, wait, every, frames, delete, move, submit, refresh, scene

        /// The word a step card shows it with; nil for a statement (its source text shows).
        package var verb: String? {
            switch self {
            case .tap: "tap"
            case .statement: nil
            case .scroll: "scroll"
            case .wait: "wait"
            case .every: "every"
            case .frames: "frames"
            case .delete: "delete"
            case .move: "move"
            case .submit: "submit"
            case .refresh: "refresh"
            case .scene: "scene"
            }
        }
    }
    /// A subject given as text, or a statement's, made from its source when a report
    /// reads it (most steps are never printed: `test`, `bench`).
    private enum Subject {
        case text(String)
        case statement(SourceFile?, SourceRange)
    }

    package var kind: Kind
    /// What it acted on, without the verb: `TrailRow[2] › Button`, `1s`, `100ms for
    /// 1s`, `4`; a statement's source text.
    package var subject: String {
        get {
            switch storedSubject {
            case .text(let text): text
            case .statement(let file, let range): TriggerLine.text(of: range, in: file)
            }
        }
        set { storedSubject = .text(newValue) }
    }
    private var storedSubject: Subject
    package var action: String?
    package var site: SourceRange
    /// How long it let the simulated clock run, in microseconds (`wait`, `every … for`).
    package var duration: Int64? = nil
    /// How many frames it ran (`frames N`).
    package var frameCount: Int? = nil

    package init(
        kind: Kind, subject: String, action: String?, site: SourceRange, duration: Int64? = nil,
        frameCount: Int? = nil
    ) {
        self.kind = kind
        self.storedSubject = .text(subject)
        self.action = action
        self.site = site
        self.duration = duration
        self.frameCount = frameCount
    }

    /// A statement of a step, shown by its source text.
    package init(statementAt range: SourceRange, in file: SourceFile?) {
        self.kind = .statement
        self.storedSubject = .statement(file, range)
        self.action = nil
        self.site = range
    }

    /// `tap TrailRow[2] › Button`, `wait 1s`, or a statement's source text.
    package var description: String {
        guard let verb = kind.verb else { return subject }
        return verb + " " + subject
    }
}

/// A timer or task event inside a step.
package struct TaskEvent {
    package enum Kind { case started, cancelled, timerFired, finished }
    package var kind: Kind
    package var task: String
    package var time: Int64
    /// For fired timers: whether the view that started the work is gone (R10).
    package var ownerGone: Bool
    package var unstructured: Bool
    package var origin: String
    /// For fired timers: a `Timer.scheduledTimer` on the run loop, not a Task's work.
    package var isRunLoopTimer = false
}

/// Everything that happened in one step.
///
/// The fields live in one shared, copy-on-write object: a trace is copied several
/// times as a step finishes (into `steps`, to the caller, to the finding detector),
/// and a copy is then one retain instead of one for each of its arrays.
package struct StepTrace {
    private struct Fields {
        var index: Int
        var title: String
        var range: SourceRange
        var triggers: [Trigger] = []
        var changes: [StateChange] = []
        var frames: [FrameTrace] = []
        var warnings: [RuntimeWarning] = []
        var taskEvents: [TaskEvent] = []
        var forEachIssues: [ForEachIssue] = []
        var printedLines: [PrintedLine] = []
        var hitFrameCap: Bool = false
        var budget: Double = 1.0 / 60
        var findings: [Finding] = []
    }

    private var storage: CopyOnWriteFields<Fields>
    private var uniqueStorage: CopyOnWriteFields<Fields> {
        mutating get { CopyOnWriteFields.unique(&storage) }
    }

    package var index: Int {
        _read { yield storage.fields.index }
        _modify { yield &uniqueStorage.fields.index }
    }
    package var title: String {
        _read { yield storage.fields.title }
        _modify { yield &uniqueStorage.fields.title }
    }
    package var range: SourceRange {
        _read { yield storage.fields.range }
        _modify { yield &uniqueStorage.fields.range }
    }
    package var triggers: [Trigger] {
        _read { yield storage.fields.triggers }
        _modify { yield &uniqueStorage.fields.triggers }
    }
    /// Changes made outside frames (actions and timers), in order.
    package var changes: [StateChange] {
        _read { yield storage.fields.changes }
        _modify { yield &uniqueStorage.fields.changes }
    }
    package var frames: [FrameTrace] {
        _read { yield storage.fields.frames }
        _modify { yield &uniqueStorage.fields.frames }
    }
    package var warnings: [RuntimeWarning] {
        _read { yield storage.fields.warnings }
        _modify { yield &uniqueStorage.fields.warnings }
    }
    package var taskEvents: [TaskEvent] {
        _read { yield storage.fields.taskEvents }
        _modify { yield &uniqueStorage.fields.taskEvents }
    }
    package var forEachIssues: [ForEachIssue] {
        _read { yield storage.fields.forEachIssues }
        _modify { yield &uniqueStorage.fields.forEachIssues }
    }
    /// What the code printed, a line each, with where each was printed among the frames and writes.
    package var printedLines: [PrintedLine] {
        _read { yield storage.fields.printedLines }
        _modify { yield &uniqueStorage.fields.printedLines }
    }
    /// What the code printed, a line each.
    package var printed: [String] { storage.fields.printedLines.map(\.text) }
    /// More consecutive frames than the limit: an update loop (R9.3).
    package var hitFrameCap: Bool {
        _read { yield storage.fields.hitFrameCap }
        _modify { yield &uniqueStorage.fields.hitFrameCap }
    }
    package var budget: Double {
        _read { yield storage.fields.budget }
        _modify { yield &uniqueStorage.fields.budget }
    }
    package var findings: [Finding] {
        _read { yield storage.fields.findings }
        _modify { yield &uniqueStorage.fields.findings }
    }

    package init(index: Int, title: String, range: SourceRange) {
        storage = CopyOnWriteFields(Fields(index: index, title: title, range: range))
    }

    // Built with indices: `frames[i].runs` borrows the frame, where `flatMap` would
    // copy every frame (and retain all its arrays) to read one of them.
    package var allRuns: [BodyRun] {
        if frames.count == 1 { return frames[0].runs }
        var runs: [BodyRun] = []
        for index in frames.indices { runs.append(contentsOf: frames[index].runs) }
        return runs
    }
    package var allChanges: [StateChange] {
        var all = changes
        for index in frames.indices { all.append(contentsOf: frames[index].changes) }
        return all
    }
    /// Views checked in the step, a view once per frame it was checked in (R2, R7.1;
    /// `FrameTrace.checkedViews`).
    package var checkedCount: Int { frames.reduce(0) { $0 + $1.checkedViews.count } }
    package var hitchFrames: [FrameTrace] { index == 0 ? [] : frames.filter { $0.cost > budget } }
}

/// The fields of a trace, in one object shared by its copies: copying the trace is one
/// retain, and a write (each field's `_modify`, which assignments use too) copies the
/// fields first if another trace shares them. (`SharedFields` is the immutable kind, for
/// values that are made once; a trace is written field by field as its step runs.)
private final class CopyOnWriteFields<Fields> {
    var fields: Fields

    init(_ fields: Fields) { self.fields = fields }

    /// `box`, copied first if another value holds it too.
    static func unique(_ box: inout CopyOnWriteFields) -> CopyOnWriteFields {
        if !isKnownUniquelyReferenced(&box) { box = CopyOnWriteFields(box.fields) }
        return box
    }
}

/// A detected pattern (DESIGN.md §4) with its explanation.
package struct Finding {
    package var id: String
    /// Views involved, by display name.
    package var views: [String]
    package var nodes: [ViewNode]
    package var headline: String
    package var explanation: String
    package var fix: String
    package var variant: String?
}
