import ViewGraphDiagnostics

// The syntax tree of a scenario file (DESIGN.md §2). Every node carries the
// `SourceRange` it was parsed from. The parser never throws: where the source is
// broken it records a diagnostic and puts an `.error` node in the tree, so later
// stages always get a whole tree. The tree holds the Swift that apps write, also
// where the simulation does not support it yet (`await`, `try`, `do`/`catch`,
// generics, protocols, actors, property observers, effects): the checker reports
// those, so an `.error` node always means a syntax error.

/// A unique number for an expression node, assigned by the parser in source order.
/// The engine uses it as the structural position of a view in its parent's body (R1.1).
package typealias NodeID = Int

/// A name as written, with where it was written.
package struct Identifier: Hashable, Sendable {
    package var name: String
    package var range: SourceRange

    package init(_ name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

// MARK: - File

/// The root: every top-level item in source order.
package struct ScenarioFile: Sendable {
    package var items: [TopLevelItem]
    package var range: SourceRange

    package init(items: [TopLevelItem], range: SourceRange) {
        self.items = items
        self.range = range
    }
}

package enum TopLevelItem: Sendable {
    case scenario(ScenarioBlock)
    case costs(CostsBlock)
    case declaration(Decl)
    case app(AppBlock)
    case step(StepBlock)
    case variant(VariantBlock)
    /// `import SwiftUI`
    case importDecl(ImportDecl)
    /// `#Preview("Name") { … }`
    case preview(PreviewBlock)
    /// `expect ASSERTION` outside any step: checked after the initial render (step 0).
    case expect(Expectation)
    /// Something the parser could not make sense of; a diagnostic was recorded.
    case error(SourceRange)
}

/// `import SwiftUI`, `@preconcurrency import Foundation`, `import struct Foundation.UUID`.
package struct ImportDecl: Sendable {
    /// The module and any submodule or declaration path (`["Foundation", "UUID"]`).
    package var path: [Identifier]
    package var attributes: [Attribute]
    package var range: SourceRange

    package init(path: [Identifier], attributes: [Attribute], range: SourceRange) {
        self.path = path
        self.attributes = attributes
        self.range = range
    }

    /// The module imported (the first component).
    package var module: Identifier? { path.first }
}

/// `#Preview { … }`, `#Preview("Name", traits: …) { … }`: a preview's view builder, one
/// of the roots a file can be opened with (Guides/Language.md, "Bring your own code").
package struct PreviewBlock: Sendable {
    /// The preview's name, when the first argument is a string literal.
    package var name: String?
    /// The other arguments (`traits: .sizeThatFitsLayout`), evaluated never: previews'
    /// traits do not change what updates.
    package var arguments: [Argument]
    package var body: [Stmt]
    /// `#Preview`, for diagnostics.
    package var keywordRange: SourceRange
    package var range: SourceRange

    package init(
        name: String?, arguments: [Argument], body: [Stmt], keywordRange: SourceRange, range: SourceRange
    ) {
        self.name = name
        self.arguments = arguments
        self.body = body
        self.keywordRange = keywordRange
        self.range = range
    }
}

// MARK: - Scenario blocks

/// `scenario "Title" { source "…"  display 120Hz  visibleRows 10 }`
package struct ScenarioBlock: Sendable {
    package var title: String
    package var titleRange: SourceRange
    package var settings: [ScenarioSetting]
    package var range: SourceRange

    package init(title: String, titleRange: SourceRange, settings: [ScenarioSetting], range: SourceRange) {
        self.title = title
        self.titleRange = titleRange
        self.settings = settings
        self.range = range
    }
}

/// One `name value` line inside a `scenario` block, e.g. `display 120Hz`.
package struct ScenarioSetting: Sendable {
    package var name: Identifier
    package var value: Expr
    package var range: SourceRange

    package init(name: Identifier, value: Expr, range: SourceRange) {
        self.name = name
        self.value = value
        self.range = range
    }
}

/// `costs { MeasurementFormatter() = 1.2ms  body = 0.02ms }`
package struct CostsBlock: Sendable {
    package var entries: [CostEntry]
    package var range: SourceRange

    package init(entries: [CostEntry], range: SourceRange) {
        self.entries = entries
        self.range = range
    }
}

/// One override in a `costs` block: what it prices (a call such as
/// `MeasurementFormatter()` or a name such as `body`) and the duration.
package struct CostEntry: Sendable {
    package var key: Expr
    package var cost: Expr
    package var range: SourceRange

    package init(key: Expr, cost: Expr, range: SourceRange) {
        self.key = key
        self.cost = cost
        self.range = range
    }
}

/// `app { let store = Store()  RootView().environment(store) }`: the root scene.
/// Its statements run once; its `let`s are in scope in every step; the view
/// expressions it produces are the roots of the view graph.
package struct AppBlock: Sendable {
    package var body: [Stmt]
    package var range: SourceRange

    package init(body: [Stmt], range: SourceRange) {
        self.body = body
        self.range = range
    }
}

/// `step "Title" { actions and expectations }`
package struct StepBlock: Sendable {
    package var title: String
    package var titleRange: SourceRange
    package var actions: [StepAction]
    package var range: SourceRange

    package init(title: String, titleRange: SourceRange, actions: [StepAction], range: SourceRange) {
        self.title = title
        self.titleRange = titleRange
        self.actions = actions
        self.range = range
    }
}

/// One line of a step.
package enum StepAction: Sendable {
    /// Any statement, run in the app scope: a mutation.
    case statement(Stmt)
    /// `tap REF`: run the action of that view's Button.
    case tap(ViewRef, range: SourceRange)
    /// `scroll REF to N`: scroll a List or lazy stack so that row N is the first visible.
    case scroll(ViewRef, to: Expr, range: SourceRange)
    /// `delete REF`: swipe to delete the ForEach row REF is in: its `.onDelete` action
    /// runs with that row's offset.
    case delete(ViewRef, range: SourceRange)
    /// `move REF to N`: drag the ForEach row REF is in to offset N: its `.onMove` action
    /// runs with the row's offset and N (the row then sits before the one at N).
    case move(ViewRef, to: Expr, range: SourceRange)
    /// `submit REF`: press Return in the TextField or SecureField REF names: the
    /// `.onSubmit` actions around it run.
    case submit(ViewRef, range: SourceRange)
    /// `refresh REF`: pull to refresh the List or ScrollView REF names: the innermost
    /// `.refreshable` action covering it runs in a task.
    case refresh(ViewRef, range: SourceRange)
    /// `pop REF`: tap the Back button of the screen on top of the navigation stack that REF's
    /// body shows: that screen is popped, as going back does (R0.7).
    case pop(ViewRef, range: SourceRange)
    /// `scene .background`: the system moves the app's scene to that phase (`.active`,
    /// `.inactive`, `.background`), through `.inactive` between the other two.
    case scenePhase(String, range: SourceRange)
    /// `wait DURATION`: advance the simulated clock.
    case wait(Expr, range: SourceRange)
    /// `every DURATION for DURATION { statements }`: one transaction per tick.
    case every(interval: Expr, duration: Expr, body: [Stmt], range: SourceRange)
    /// `frames N`: run exactly N more frames.
    case frames(Expr, range: SourceRange)
    case expect(Expectation)
    /// `ask "PROMPT" ANSWER`: a question the learner answers before the step runs in
    /// predict mode; `viewgraph test` checks its answer key against the simulation.
    case ask(Question)
}

extension StepAction {
    /// The phases `scene .PHASE` can move the app's scene to (SwiftUI's `ScenePhase`).
    package static let scenePhases = ["active", "inactive", "background"]
}

/// `ask "Which rows run their body?" bodies == [Row[1], Row[2]]`: a lesson's own
/// question about a step, with the answer key that grades it.
package struct Question: Sendable {
    package var prompt: String
    package var promptRange: SourceRange
    package var answer: QuestionAnswer
    package var range: SourceRange

    package init(prompt: String, promptRange: SourceRange, answer: QuestionAnswer, range: SourceRange) {
        self.prompt = prompt
        self.promptRange = promptRange
        self.answer = answer
        self.range = range
    }
}

/// A question's answer key.
package enum QuestionAnswer: Sendable {
    /// `bodies == [REF, …]` (or `redrawn`, `created`, `destroyed`, `checked`): the learner
    /// names views; each is marked right, missed or extra.
    case views(ViewSetKind, [ViewRef])
    /// `finding ID`, or `no findings` (nil): the learner names the step's finding, or `none`.
    case finding(Identifier?)
    /// `yes: CLAIM` / `no: CLAIM`: CLAIM is the question as an `expect` assertion, and the
    /// key says whether it holds.
    case yesNo(Bool, Assertion)
}

/// `variant "name" [extends "other"] { declarations, app, expectations }`
package struct VariantBlock: Sendable {
    package var name: String
    package var nameRange: SourceRange
    package var extends: Identifier?
    package var declarations: [Decl]
    package var app: AppBlock?
    package var expectations: [Expectation]
    /// `step "TITLE" { … }`: replaces the inherited step of that title, or adds one after the
    /// last step. Its own `expect` lines belong to this variant.
    package var steps: [StepBlock]
    /// `drop step "TITLE"`: the inherited steps this variant leaves out.
    package var droppedSteps: [Identifier]
    package var range: SourceRange

    package init(
        name: String, nameRange: SourceRange, extends: Identifier?, declarations: [Decl], app: AppBlock?,
        expectations: [Expectation], steps: [StepBlock] = [], droppedSteps: [Identifier] = [], range: SourceRange
    ) {
        self.name = name
        self.nameRange = nameRange
        self.extends = extends
        self.declarations = declarations
        self.app = app
        self.expectations = expectations
        self.steps = steps
        self.droppedSteps = droppedSteps
        self.range = range
    }
}

/// `expect ASSERTION` in a step or at top level (the initial render), or
/// `expect "STEP TITLE" ASSERTION` in a variant (`"initial render"` names step 0).
package struct Expectation: Sendable {
    /// The title of step 0 in `expect "initial render" …`.
    package static let initialRenderTitle = "initial render"

    /// The step it belongs to, when written in a variant.
    package var stepTitle: Identifier?
    package var assertion: Assertion
    package var range: SourceRange

    package init(stepTitle: Identifier?, assertion: Assertion, range: SourceRange) {
        self.stepTitle = stepTitle
        self.assertion = assertion
        self.range = range
    }
}

/// The sets of views a step reports, each usable as `KIND == [REF, …]` or `KIND(Type) == n`.
package enum ViewSetKind: String, Sendable, CaseIterable {
    case bodies, redrawn, created, destroyed, checked
}

/// How a counted assertion compares: `bodies(Row) >= 2`.
package enum CountComparison: String, Sendable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    package func holds(_ actual: Int, _ expected: Int) -> Bool {
        switch self {
        case .equal: actual == expected
        case .notEqual: actual != expected
        case .less: actual < expected
        case .lessOrEqual: actual <= expected
        case .greater: actual > expected
        case .greaterOrEqual: actual >= expected
        }
    }
}

package enum Assertion: Sendable {
    /// `bodies == [TrailRow[1], TrailRow[2]]` (exact set; `[]` for none)
    case viewSet(ViewSetKind, [ViewRef])
    /// `bodies(TrailRow) == 4`, or `bodies == 4` when `type` is nil (a total); also
    /// `!=`, `<`, `<=`, `>`, `>=`.
    case viewCount(ViewSetKind, type: Identifier?, comparison: CountComparison, count: Expr)
    /// `frames == 10` (or another comparison)
    case frames(CountComparison, Expr)
    /// `finding broad-observable-read` or `finding ID on REF`
    case finding(Identifier, on: ViewRef?)
    case noFindings
    case hitch
    case noHitch
    /// Any Bool expression over app state, e.g. `store.favoriteTrails == [2]`.
    case condition(Expr)
}

// MARK: - View references

/// A REF naming a view instance (DESIGN.md §2.2): `TrailRow`, `TrailRow[2]`,
/// `ItemRow(title: "Eggs")`, `Parent/Child`, `Toolbar/Button("Save")`.
package struct ViewRef: Sendable {
    package var segments: [ViewRefSegment]
    package var range: SourceRange

    package init(segments: [ViewRefSegment], range: SourceRange) {
        self.segments = segments
        self.range = range
    }
}

package struct ViewRefSegment: Sendable {
    package var typeName: Identifier
    package var selector: ViewRefSelector
    package var range: SourceRange
    /// `Button("Archive")#2`: the second of the controls the rest of the segment names (rows
    /// of a ForEach that show the same button in one body).
    package var controlOrdinal: Int? = nil

    /// Which of several matching controls a primitive's segment names, from 1:
    /// `Button("Archive")#2`, or `NavigationLink#2` for one without a title.
    package var controlPosition: Int? {
        if let controlOrdinal { return controlOrdinal }
        if case .ordinal(let position) = selector { return position }
        return nil
    }

    package init(typeName: Identifier, selector: ViewRefSelector, range: SourceRange) {
        self.typeName = typeName
        self.selector = selector
        self.range = range
    }
}

extension ViewRefSegment {
    /// `PhotoTile#2`, which the expression parser keeps as one name: the type's name and the
    /// position after `#` (nil when it is not a number from 1); nil for a name without `#`.
    package static func positionedName(_ name: String) -> (typeName: String, position: Int?)? {
        guard let pound = name.firstIndex(of: "#") else { return nil }
        let position = Int(name[name.index(after: pound)...]).flatMap { $0 >= 1 ? $0 : nil }
        return (String(name[..<pound]), position)
    }
}

package enum ViewRefSelector: Sendable {
    /// `TypeName`: the one view of that type.
    case none
    /// `TypeName[id]`: the ForEach / `.id` identity.
    case id(Expr)
    /// `TypeName(label: value, …)`: the instance whose stored properties equal the values.
    case properties([Argument])
    /// `Button("Save")`: a primitive picked by its title.
    case title(Expr)
    /// `PhotoTile#2`: the second of the parent's children of that type that have no id.
    case ordinal(Int)

    /// Whether the selector is a primitive's title (`Button("Save")`).
    package var isTitle: Bool {
        if case .title = self { return true }
        return false
    }

    package var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    /// Whether the selector is an id (`SeatView[2]`).
    package var isID: Bool {
        if case .id = self { return true }
        return false
    }

    /// Whether the selector is stored properties (`ItemRow(title: "Eggs")`).
    package var isProperties: Bool {
        if case .properties = self { return true }
        return false
    }
}

// MARK: - Declarations

package struct Attribute: Sendable {
    package var name: Identifier
    /// `@Environment(\.tick)` has arguments; `@State` has none (nil).
    package var arguments: [Argument]?
    package var range: SourceRange

    package init(name: Identifier, arguments: [Argument]?, range: SourceRange) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }
}

/// `private`, `static`, `final`, `mutating`, `private(set)` (name "private", detail "set"), …
package struct DeclModifier: Sendable {
    package var name: String
    package var detail: String?
    package var range: SourceRange

    package init(name: String, detail: String? = nil, range: SourceRange) {
        self.name = name
        self.detail = detail
        self.range = range
    }
}

package enum Decl: Sendable {
    case type(TypeDecl)
    case function(FunctionDecl)
    case variable(VariableDecl)
    case initializer(InitializerDecl)
    case enumCase(EnumCaseDecl)
    /// `protocol Named { var name: String { get } }`
    case protocolDecl(ProtocolDecl)
    /// `deinit { … }`
    case deinitializer(DeinitializerDecl)
    /// `typealias Score = Int`, at the top level or in a type.
    case typeAlias(TypeAliasDecl)
    /// A declaration the parser could not make sense of; a diagnostic was recorded.
    case error(SourceRange)

    package var range: SourceRange {
        switch self {
        case .type(let d): d.range
        case .function(let d): d.range
        case .variable(let d): d.range
        case .initializer(let d): d.range
        case .enumCase(let d): d.range
        case .protocolDecl(let d): d.range
        case .deinitializer(let d): d.range
        case .typeAlias(let d): d.range
        case .error(let r): r
        }
    }
}

/// `typealias Name = Type` (or `typealias Pair<T> = (T, T)`): another name for a type.
package struct TypeAliasDecl: Sendable {
    package var attributes: [Attribute]
    package var modifiers: [DeclModifier]
    package var name: Identifier
    package var genericParameters: GenericParameterClause?
    package var type: TypeSyntax
    package var range: SourceRange

    package init(
        attributes: [Attribute], modifiers: [DeclModifier], name: Identifier,
        genericParameters: GenericParameterClause?, type: TypeSyntax, range: SourceRange
    ) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.name = name
        self.genericParameters = genericParameters
        self.type = type
        self.range = range
    }
}

package enum TypeDeclKind: String, Sendable {
    case `struct`, `class`, `enum`, `extension`, actor

    /// A class or an actor: a reference type that can have a superclass (for an actor,
    /// as the checker treated it before actors had a kind of their own).
    package var isClassLike: Bool { self == .class || self == .actor }
}

/// `struct`, `class`, `enum`, `actor` or `extension`, with its members.
package struct TypeDecl: Sendable {
    package var kind: TypeDeclKind
    package var attributes: [Attribute]
    package var modifiers: [DeclModifier]
    /// The `struct`, `class`, … keyword.
    package var keywordRange: SourceRange
    /// For an extension, the extended type's name (e.g. `EnvironmentValues`).
    package var name: Identifier
    /// `<Content: View>`; nil when the type is not generic.
    package var genericParameters: GenericParameterClause?
    /// Conformances and superclass as written: `View`, `Identifiable`, `ObservableObject`, `String` (raw type).
    package var inheritance: [Identifier]
    /// `where Element == Int` (mostly on extensions).
    package var whereClause: WhereClause?
    package var members: [Decl]
    package var range: SourceRange

    package init(
        kind: TypeDeclKind, attributes: [Attribute], modifiers: [DeclModifier], name: Identifier,
        inheritance: [Identifier], members: [Decl], range: SourceRange, keywordRange: SourceRange? = nil,
        genericParameters: GenericParameterClause? = nil, whereClause: WhereClause? = nil
    ) {
        self.kind = kind
        self.attributes = attributes
        self.modifiers = modifiers
        self.keywordRange = keywordRange ?? .at(range.start)
        self.name = name
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.whereClause = whereClause
        self.members = members
        self.range = range
    }
}

// MARK: - Generics

/// One generic parameter: `T`, `Content: View`.
package struct GenericParameter: Sendable {
    package var name: Identifier
    /// The conformance or superclass after `:`, if written.
    package var constraint: TypeSyntax?
    package var range: SourceRange

    package init(name: Identifier, constraint: TypeSyntax?, range: SourceRange) {
        self.name = name
        self.constraint = constraint
        self.range = range
    }
}

/// `<T, Content: View>` after a type's or a function's name.
package struct GenericParameterClause: Sendable {
    package var parameters: [GenericParameter]
    /// From `<` through `>`.
    package var range: SourceRange

    package init(parameters: [GenericParameter], range: SourceRange) {
        self.parameters = parameters
        self.range = range
    }
}

/// One requirement of a `where` clause.
package enum GenericRequirement: Sendable {
    /// `T: Equatable`, `Element: Identifiable & Hashable` (the composition is one type each side).
    case conformance(TypeSyntax, TypeSyntax)
    /// `Element == Int`
    case sameType(TypeSyntax, TypeSyntax)
}

/// `where T: Equatable, Element == Int`
package struct WhereClause: Sendable {
    package var requirements: [GenericRequirement]
    /// From the `where` keyword through the last requirement.
    package var range: SourceRange

    package init(requirements: [GenericRequirement], range: SourceRange) {
        self.requirements = requirements
        self.range = range
    }
}

// MARK: - Effects

package enum EffectKind: String, Sendable {
    case async, `throws`, `rethrows`
}

/// `async`, `throws`, `throws(ParseError)` or `rethrows` after a parameter list, in a
/// function type, a closure signature or a getter (`get async throws`).
package struct EffectSpecifier: Sendable {
    package var kind: EffectKind
    /// `throws(ParseError)`: the thrown type (typed throws); nil for a plain `throws`.
    package var thrownType: TypeSyntax?
    /// The keyword (without the thrown type).
    package var range: SourceRange

    package init(kind: EffectKind, thrownType: TypeSyntax? = nil, range: SourceRange) {
        self.kind = kind
        self.thrownType = thrownType
        self.range = range
    }
}

// MARK: - Protocols

/// `protocol Named: Identifiable { var name: String { get }  func rename(to: String) }`
package struct ProtocolDecl: Sendable {
    package var attributes: [Attribute]
    package var modifiers: [DeclModifier]
    /// The `protocol` keyword.
    package var keywordRange: SourceRange
    package var name: Identifier
    /// Inherited protocols (and a class bound such as `AnyObject`), as written.
    package var inheritance: [Identifier]
    package var whereClause: WhereClause?
    package var requirements: [ProtocolRequirement]
    package var range: SourceRange

    package init(
        attributes: [Attribute], modifiers: [DeclModifier], keywordRange: SourceRange, name: Identifier,
        inheritance: [Identifier], whereClause: WhereClause?, requirements: [ProtocolRequirement],
        range: SourceRange
    ) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.keywordRange = keywordRange
        self.name = name
        self.inheritance = inheritance
        self.whereClause = whereClause
        self.requirements = requirements
        self.range = range
    }
}

/// One requirement in a protocol's body.
package enum ProtocolRequirement: Sendable {
    /// `var name: String { get }`, `static var shared: Self { get set }`
    case property(PropertyRequirement)
    /// `func rename(to name: String)`: a function without a body (its `body` is empty).
    case function(FunctionDecl)
    /// `init(name: String)`: an initializer without a body (its `body` is empty).
    case initializer(InitializerDecl)
    /// `associatedtype Item: Identifiable = Int`
    case associatedType(AssociatedTypeDecl)
    /// A requirement the parser does not model (a `subscript`, a `typealias`, an operator):
    /// skipped without a diagnostic of its own, since the protocol is reported as a whole.
    case unparsed(SourceRange)
}

/// `var name: String { get }` or `{ get set }` in a protocol.
package struct PropertyRequirement: Sendable {
    package var attributes: [Attribute]
    package var modifiers: [DeclModifier]
    package var name: Identifier
    package var type: TypeSyntax?
    /// `{ get set }`
    package var isSettable: Bool
    /// `{ get async throws }`
    package var getterEffects: [EffectSpecifier]
    package var range: SourceRange

    package init(
        attributes: [Attribute], modifiers: [DeclModifier], name: Identifier, type: TypeSyntax?, isSettable: Bool,
        getterEffects: [EffectSpecifier], range: SourceRange
    ) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.name = name
        self.type = type
        self.isSettable = isSettable
        self.getterEffects = getterEffects
        self.range = range
    }
}

/// `associatedtype Item: Identifiable = Int`
package struct AssociatedTypeDecl: Sendable {
    package var name: Identifier
    package var inheritance: [Identifier]
    package var defaultType: TypeSyntax?
    package var whereClause: WhereClause?
    package var range: SourceRange

    package init(
        name: Identifier, inheritance: [Identifier], defaultType: TypeSyntax?, whereClause: WhereClause?,
        range: SourceRange
    ) {
        self.name = name
        self.inheritance = inheritance
        self.defaultType = defaultType
        self.whereClause = whereClause
        self.range = range
    }
}

/// `deinit { … }` in a class or an actor.
package struct DeinitializerDecl: Sendable {
    package var attributes: [Attribute]
    package var modifiers: [DeclModifier]
    /// The `deinit` keyword.
    package var keywordRange: SourceRange
    package var body: [Stmt]
    package var range: SourceRange

    package init(
        attributes: [Attribute], modifiers: [DeclModifier], keywordRange: SourceRange, body: [Stmt],
        range: SourceRange
    ) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.keywordRange = keywordRange
        self.body = body
        self.range = range
    }
}

/// A function parameter: `_ trail: Trail`, `into state: inout DashboardState`, `n: Int = 0`.
package struct Parameter: Sendable {
    /// The argument label; nil when written `_`.
    package var label: String?
    package var name: Identifier
    package var type: TypeSyntax
    package var isInout: Bool
    package var defaultValue: Expr?
    package var range: SourceRange
    /// `@ViewBuilder content: () -> Content`: a closure argument is a view builder.
    package var isViewBuilder: Bool
    /// `_ ids: String...`: takes any number of arguments, the first with the parameter's
    /// label and the rest unlabeled; `type` is then the array the body sees (`[String]`).
    package var isVariadic: Bool

    package init(
        label: String?, name: Identifier, type: TypeSyntax, isInout: Bool, defaultValue: Expr?,
        range: SourceRange, isViewBuilder: Bool = false, isVariadic: Bool = false
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.isInout = isInout
        self.defaultValue = defaultValue
        self.range = range
        self.isViewBuilder = isViewBuilder
        self.isVariadic = isVariadic
    }
}

/// The fields of a value that is copied often, held by one object so that a copy is one
/// retain (`FunctionDecl`, `InitializerDecl`, `ClosureExpr`; the engine's stored
/// properties and trace records). Immutable: a change makes a new one, so copies never
/// see each other's writes.
package final class SharedFields<Fields> {
    package let fields: Fields

    package init(_ fields: Fields) {
        self.fields = fields
    }
}

extension SharedFields: Sendable where Fields: Sendable {}

package struct FunctionDecl: Sendable {
    // The fields live in one shared object (`SharedFields`): the interpreter copies a
    // declaration on every call (a method looked up, a function value made, a closure
    // literal evaluated), and a copy then retains one object instead of each array and
    // optional the declaration holds. A write makes a new object.
    private struct Fields: Sendable {
        var attributes: [Attribute]
        var modifiers: [DeclModifier]
        var name: Identifier
        var genericParameters: GenericParameterClause?
        var parameters: [Parameter]
        var effects: [EffectSpecifier]
        var returnType: TypeSyntax?
        var whereClause: WhereClause?
        var body: [Stmt]
        var range: SourceRange
    }

    private var storage: SharedFields<Fields>

    package var attributes: [Attribute] {
        get { storage.fields.attributes }
        set { update { $0.attributes = newValue } }
    }
    package var modifiers: [DeclModifier] {
        get { storage.fields.modifiers }
        set { update { $0.modifiers = newValue } }
    }
    /// The name; operators such as `==` are names too.
    package var name: Identifier {
        get { storage.fields.name }
        set { update { $0.name = newValue } }
    }
    /// `func first<T: Identifiable>(…)`; nil when the function is not generic.
    package var genericParameters: GenericParameterClause? {
        get { storage.fields.genericParameters }
        set { update { $0.genericParameters = newValue } }
    }
    package var parameters: [Parameter] {
        get { storage.fields.parameters }
        set { update { $0.parameters = newValue } }
    }
    /// `async`, `throws`, `rethrows`, in the order written.
    package var effects: [EffectSpecifier] {
        get { storage.fields.effects }
        set { update { $0.effects = newValue } }
    }
    package var returnType: TypeSyntax? {
        get { storage.fields.returnType }
        set { update { $0.returnType = newValue } }
    }
    package var whereClause: WhereClause? {
        get { storage.fields.whereClause }
        set { update { $0.whereClause = newValue } }
    }
    package var body: [Stmt] {
        get { storage.fields.body }
        set { update { $0.body = newValue } }
    }
    package var range: SourceRange {
        get { storage.fields.range }
        set { update { $0.range = newValue } }
    }

    package init(
        attributes: [Attribute], modifiers: [DeclModifier], name: Identifier, parameters: [Parameter],
        returnType: TypeSyntax?, body: [Stmt], range: SourceRange, genericParameters: GenericParameterClause? = nil,
        effects: [EffectSpecifier] = [], whereClause: WhereClause? = nil
    ) {
        storage = SharedFields(
            Fields(
                attributes: attributes,
                modifiers: modifiers,
                name: name,
                genericParameters: genericParameters,
                parameters: parameters,
                effects: effects,
                returnType: returnType,
                whereClause: whereClause,
                body: body,
                range: range))
    }
    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = SharedFields(fields)
    }
}

package struct InitializerDecl: Sendable {
    // The fields live in one shared object (`SharedFields`): the interpreter copies a
    // declaration on every call (a method looked up, a function value made, a closure
    // literal evaluated), and a copy then retains one object instead of each array and
    // optional the declaration holds. A write makes a new object.
    private struct Fields: Sendable {
        var attributes: [Attribute]
        var modifiers: [DeclModifier]
        var isFailable: Bool
        var genericParameters: GenericParameterClause?
        var parameters: [Parameter]
        var effects: [EffectSpecifier]
        var whereClause: WhereClause?
        var body: [Stmt]
        var range: SourceRange
    }

    private var storage: SharedFields<Fields>

    package var attributes: [Attribute] {
        get { storage.fields.attributes }
        set { update { $0.attributes = newValue } }
    }
    package var modifiers: [DeclModifier] {
        get { storage.fields.modifiers }
        set { update { $0.modifiers = newValue } }
    }
    /// `init?`
    package var isFailable: Bool {
        get { storage.fields.isFailable }
        set { update { $0.isFailable = newValue } }
    }
    /// `init<S: Sequence>(…)`; nil when the initializer is not generic.
    package var genericParameters: GenericParameterClause? {
        get { storage.fields.genericParameters }
        set { update { $0.genericParameters = newValue } }
    }
    package var parameters: [Parameter] {
        get { storage.fields.parameters }
        set { update { $0.parameters = newValue } }
    }
    /// `async`, `throws`, `rethrows`, in the order written.
    package var effects: [EffectSpecifier] {
        get { storage.fields.effects }
        set { update { $0.effects = newValue } }
    }
    package var whereClause: WhereClause? {
        get { storage.fields.whereClause }
        set { update { $0.whereClause = newValue } }
    }
    package var body: [Stmt] {
        get { storage.fields.body }
        set { update { $0.body = newValue } }
    }
    package var range: SourceRange {
        get { storage.fields.range }
        set { update { $0.range = newValue } }
    }

    package init(
        attributes: [Attribute], modifiers: [DeclModifier], isFailable: Bool, parameters: [Parameter],
        body: [Stmt], range: SourceRange, genericParameters: GenericParameterClause? = nil,
        effects: [EffectSpecifier] = [], whereClause: WhereClause? = nil
    ) {
        storage = SharedFields(
            Fields(
                attributes: attributes,
                modifiers: modifiers,
                isFailable: isFailable,
                genericParameters: genericParameters,
                parameters: parameters,
                effects: effects,
                whereClause: whereClause,
                body: body,
                range: range))
    }
    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = SharedFields(fields)
    }
}

/// Accessors of a computed property: `var x: Int { … }` or `{ get { … } set { … } }`.
package struct Accessors: Sendable {
    package var getter: [Stmt]
    /// `get async throws { … }`
    package var getterEffects: [EffectSpecifier]
    /// The setter's body and its parameter name (`newValue` unless written).
    package var setter: (parameter: String, body: [Stmt])?
    package var range: SourceRange

    package init(
        getter: [Stmt], setter: (parameter: String, body: [Stmt])?, range: SourceRange,
        getterEffects: [EffectSpecifier] = []
    ) {
        self.getter = getter
        self.getterEffects = getterEffects
        self.setter = setter
        self.range = range
    }
}

package enum ObserverKind: String, Sendable {
    case willSet, didSet
}

/// `willSet { … }`, `didSet(oldScore) { … }` on a stored property.
package struct PropertyObserver: Sendable {
    package var kind: ObserverKind
    /// The `willSet` or `didSet` word.
    package var keyword: Identifier
    /// The parameter name when written (`newValue` for `willSet`, `oldValue` for `didSet` otherwise).
    package var parameter: Identifier?
    package var body: [Stmt]
    package var range: SourceRange

    package init(kind: ObserverKind, keyword: Identifier, parameter: Identifier?, body: [Stmt], range: SourceRange) {
        self.kind = kind
        self.keyword = keyword
        self.parameter = parameter
        self.body = body
        self.range = range
    }

    /// The name the body sees: the written parameter, else `newValue` or `oldValue`.
    package var parameterName: String {
        parameter?.name ?? (kind == .willSet ? "newValue" : "oldValue")
    }
}

/// A `let` or `var`: a stored or computed member, or a local variable.
package struct VariableDecl: Sendable {
    package var attributes: [Attribute]
    package var modifiers: [DeclModifier]
    package var isLet: Bool
    /// A plain name for members; locals may also use `_` or a tuple pattern.
    package var pattern: Pattern
    package var type: TypeSyntax?
    package var initializer: Expr?
    /// Present for computed properties.
    package var accessors: Accessors?
    /// `willSet` / `didSet` of a stored property, in the order written.
    package var observers: [PropertyObserver]
    package var range: SourceRange

    package init(
        attributes: [Attribute], modifiers: [DeclModifier], isLet: Bool, pattern: Pattern, type: TypeSyntax?,
        initializer: Expr?, accessors: Accessors?, range: SourceRange, observers: [PropertyObserver] = []
    ) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.isLet = isLet
        self.pattern = pattern
        self.type = type
        self.initializer = initializer
        self.accessors = accessors
        self.observers = observers
        self.range = range
    }

    /// `async let x = …`: the `async` is kept as a modifier, with its range.
    package var asyncModifier: DeclModifier? { modifiers.first { $0.name == "async" } }

    package var isAsync: Bool { asyncModifier != nil }

    /// The declared name when the pattern is a single identifier.
    package var name: Identifier? {
        if case .identifier(let id) = pattern.kind { return id }
        return nil
    }
}

/// `case rates, settings` or `case rateTickReceived(Rate)` or `case a = "A"`.
package struct EnumCaseDecl: Sendable {
    package var elements: [EnumCaseElement]
    package var range: SourceRange

    package init(elements: [EnumCaseElement], range: SourceRange) {
        self.elements = elements
        self.range = range
    }
}

package struct EnumCaseElement: Sendable {
    package var name: Identifier
    /// Associated values, with optional labels; nil when the case has none.
    package var associatedValues: [(label: String?, type: TypeSyntax)]?
    package var rawValue: Expr?
    package var range: SourceRange

    package init(
        name: Identifier, associatedValues: [(label: String?, type: TypeSyntax)]?, rawValue: Expr?,
        range: SourceRange
    ) {
        self.name = name
        self.associatedValues = associatedValues
        self.rawValue = rawValue
        self.range = range
    }
}

// MARK: - Types

package struct TypeSyntax: Sendable {
    package var kind: TypeKind
    package var range: SourceRange
    /// A tuple type's element labels (`(count: Int, sum: Int)`); nil when none has one.
    package var tupleLabels: [String?]? = nil

    package init(_ kind: TypeKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

package indirect enum TypeKind: Sendable {
    /// `Int`, `Trail`, `Set<Int>`, `Array<Trail>`, `UnitLength`, `Foo.Bar` (dotted names are joined).
    case named(String, genericArguments: [TypeSyntax])
    /// `[T]`
    case array(TypeSyntax)
    /// `[K: V]`
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `T?` (also `T!`, treated the same)
    case optional(TypeSyntax)
    /// `(A, B) -> R` or `(A) async throws -> R`, with `@escaping` etc. dropped.
    case function(parameters: [TypeSyntax], result: TypeSyntax, effects: [EffectSpecifier])
    /// `()` (Void) or `(A, B)`
    case tuple([TypeSyntax])
    /// `some View`
    case opaque(TypeSyntax)
    /// `Named & Aged` (`any Named & Aged`, `T: Named & Aged`): a protocol composition.
    case composition([TypeSyntax])
    /// `Self`
    case selfType
    case error
}

// MARK: - Statements

package struct Stmt: Sendable {
    package var kind: StmtKind
    package var range: SourceRange
    /// An assignment written as `let _ = count += 1`: a declaration, so a view builder
    /// allows it where it does not allow a bare `count += 1`.
    package var isDiscardedBinding = false

    package init(_ kind: StmtKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

package indirect enum StmtKind: Sendable {
    /// An expression statement; in a view builder, a child view.
    case expression(Expr)
    /// A local `let`/`var`.
    case variable(VariableDecl)
    /// A local `func`: a named closure over the enclosing scope, visible to the statements
    /// after it and to its own body (so it may recurse).
    case function(FunctionDecl)
    /// `target = value` or a compound assignment such as `count += 1` (`op` is `=`, `+=`, `-=`, …).
    case assignment(target: Expr, op: String, value: Expr)
    case ifStatement(IfStatement)
    case guardStatement(conditions: [Condition], elseBody: [Stmt])
    case switchStatement(subject: Expr, cases: [SwitchCase])
    case forIn(pattern: Pattern, sequence: Expr, whereClause: Expr?, body: [Stmt])
    case whileLoop(conditions: [Condition], body: [Stmt])
    case returnStatement(Expr?)
    /// `break`, `break outer`
    case breakStatement(label: Identifier?)
    /// `continue`, `continue outer`
    case continueStatement(label: Identifier?)
    /// `outer: for … { }`: a loop, `switch`, `if` or `do` with a label.
    case labeled(label: Identifier, statement: Stmt)
    /// `fallthrough` at the end of a `switch` case.
    case fallthroughStatement
    /// `throw ValidationError.empty` (the value is nil when nothing follows on the line).
    case throwStatement(Expr?)
    /// `do { … } catch let error as E { … } catch { … }`
    case doCatch(body: [Stmt], catches: [CatchClause])
    /// `defer { … }`
    case deferStatement([Stmt])
    /// `repeat { … } while condition`
    case repeatWhile(body: [Stmt], condition: Expr)
    /// Something the parser could not make sense of; a diagnostic was recorded.
    case error
}

/// `catch`, `catch .notFound`, `catch let error where …` after a `do` block.
package struct CatchClause: Sendable {
    /// Empty for a bare `catch` (which binds `error`).
    package var patterns: [Pattern]
    package var whereClause: Expr?
    package var body: [Stmt]
    /// From the `catch` keyword through the closing brace.
    package var range: SourceRange

    package init(patterns: [Pattern], whereClause: Expr?, body: [Stmt], range: SourceRange) {
        self.patterns = patterns
        self.whereClause = whereClause
        self.body = body
        self.range = range
    }
}

package struct IfStatement: Sendable {
    package var conditions: [Condition]
    package var thenBody: [Stmt]
    package var elseBranch: ElseBranch?
    package var range: SourceRange

    package init(conditions: [Condition], thenBody: [Stmt], elseBranch: ElseBranch?, range: SourceRange) {
        self.conditions = conditions
        self.thenBody = thenBody
        self.elseBranch = elseBranch
        self.range = range
    }
}

package indirect enum ElseBranch: Sendable {
    case elseBlock([Stmt], range: SourceRange)
    case elseIf(IfStatement)
}

/// One clause of an `if`, `guard` or `while` condition list.
package enum Condition: Sendable {
    case expression(Expr)
    /// `let x = value`, `var x = value`, or the shorthand `let x` (value nil).
    case optionalBinding(isVar: Bool, name: Identifier, value: Expr?)
    /// `case .some(let x) = value`
    case casePattern(Pattern, Expr)
}

package struct SwitchCase: Sendable {
    /// Empty for `default:`.
    package var patterns: [Pattern]
    /// Each pattern's own `where` condition, in step with `patterns`: in
    /// `case .a(let n), .b(let n) where n > 5` the condition guards `.b` alone, as in Swift.
    package var guards: [Expr?]
    package var body: [Stmt]
    package var range: SourceRange

    package init(patterns: [Pattern], guards: [Expr?], body: [Stmt], range: SourceRange) {
        self.patterns = patterns
        self.guards = guards
        self.body = body
        self.range = range
    }

    /// The `where` conditions written in the case, in order.
    package var whereClauses: [Expr] { guards.compactMap { $0 } }

    package var isDefault: Bool { patterns.isEmpty }
}

package struct Pattern: Sendable {
    package var kind: PatternKind
    package var range: SourceRange

    package init(_ kind: PatternKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

package indirect enum PatternKind: Sendable {
    /// `_`
    case wildcard
    /// A name that binds (in `let x`, `for x in`, `case .a(let x)`).
    case identifier(Identifier)
    /// `let p` / `var p` around a sub-pattern (`case let .a(x)`, `.a(let x)`).
    case binding(isVar: Bool, Pattern)
    /// `(a, b)`
    case tuple([Pattern])
    /// `.name` or `.name(p1, p2)` or `Type.name(…)`
    case enumCase(typeName: String?, name: Identifier, arguments: [Pattern]?)
    /// An expression compared with `==` (`case 1:`, `case "a":`).
    case expression(Expr)
}

// MARK: - Expressions

package struct Expr: Sendable {
    package var kind: ExprKind
    package var range: SourceRange
    package var id: NodeID

    package init(_ kind: ExprKind, range: SourceRange, id: NodeID) {
        self.kind = kind
        self.range = range
        self.id = id
    }
}

/// A call or subscript argument: `label: value` or just `value`.
package struct Argument: Sendable {
    package var label: Identifier?
    package var value: Expr
    package var range: SourceRange

    package init(label: Identifier?, value: Expr, range: SourceRange) {
        self.label = label
        self.value = value
        self.range = range
    }
}

/// A piece of a string literal: text, or a `\(…)` interpolation.
package enum StringSegment: Sendable {
    case text(String)
    case interpolation(Expr)
}

/// A closure parameter: `trail`, `_`, or `trail: Trail`.
package struct ClosureParameter: Sendable {
    package var name: Identifier
    package var type: TypeSyntax?

    package init(name: Identifier, type: TypeSyntax?) {
        self.name = name
        self.type = type
    }
}

package struct ClosureExpr: Sendable {
    // The fields live in one shared object (`SharedFields`): the interpreter copies a
    // declaration on every call (a method looked up, a function value made, a closure
    // literal evaluated), and a copy then retains one object instead of each array and
    // optional the declaration holds. A write makes a new object.
    private struct Fields: Sendable {
        var captureList: [Identifier]
        var parameters: [ClosureParameter]?
        var effects: [EffectSpecifier]
        var returnType: TypeSyntax?
        var body: [Stmt]
        var range: SourceRange
    }

    private var storage: SharedFields<Fields>

    /// `[weak self]`, `[store]`: the names captured, as written.
    package var captureList: [Identifier] {
        get { storage.fields.captureList }
        set { update { $0.captureList = newValue } }
    }
    /// nil when the closure has no `in` (it may then use `$0`, `$1`).
    package var parameters: [ClosureParameter]? {
        get { storage.fields.parameters }
        set { update { $0.parameters = newValue } }
    }
    /// `{ () async throws -> Int in … }`: the effects of its signature.
    package var effects: [EffectSpecifier] {
        get { storage.fields.effects }
        set { update { $0.effects = newValue } }
    }
    /// `-> Int` in its signature.
    package var returnType: TypeSyntax? {
        get { storage.fields.returnType }
        set { update { $0.returnType = newValue } }
    }
    package var body: [Stmt] {
        get { storage.fields.body }
        set { update { $0.body = newValue } }
    }
    package var range: SourceRange {
        get { storage.fields.range }
        set { update { $0.range = newValue } }
    }

    package init(
        captureList: [Identifier], parameters: [ClosureParameter]?, body: [Stmt], range: SourceRange,
        effects: [EffectSpecifier] = [], returnType: TypeSyntax? = nil
    ) {
        storage = SharedFields(
            Fields(
                captureList: captureList,
                parameters: parameters,
                effects: effects,
                returnType: returnType,
                body: body,
                range: range))
    }
    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = SharedFields(fields)
    }
}

/// A trailing closure after a call: the first is unlabelled, later ones have labels (`label:`).
package struct TrailingClosure: Sendable {
    package var label: Identifier?
    package var closure: ClosureExpr

    package init(label: Identifier?, closure: ClosureExpr) {
        self.label = label
        self.closure = closure
    }
}

package enum KeyPathComponent: Sendable {
    case property(Identifier)
    /// `\.self`
    case selfComponent(SourceRange)
    case optionalChain(SourceRange)
    case subscriptComponent([Argument], range: SourceRange)
}

/// `try`, `try?` or `try!`.
package enum TryKind: String, Sendable {
    case plain = "try"
    case optional = "try?"
    case forced = "try!"
}

package indirect enum ExprKind: Sendable {
    case integerLiteral(Int)
    case floatLiteral(Double)
    case stringLiteral([StringSegment])
    case booleanLiteral(Bool)
    case nilLiteral
    /// `100ms`, `1.5ms`, `2s`: a duration in seconds.
    case durationLiteral(seconds: Double)
    /// `120Hz`: a display refresh rate.
    case frequencyLiteral(hertz: Double)
    case arrayLiteral([Expr])
    case dictionaryLiteral([(key: Expr, value: Expr)])
    /// A plain name: a local, a member of `self`, a type, a builtin.
    case identifier(String)
    /// `$count`: the projected value (a Binding) of a property wrapper.
    case projection(String)
    /// `$0`, `$1` in a closure without named parameters.
    case closureArgument(Int)
    /// `self`
    case selfValue
    /// `super`, the base of a member or call in a subclass (`super.init(…)`, `super.describe()`).
    case superValue
    /// `Self`
    case selfType
    /// `.headline`, `.rateTickReceived` (an implicit member).
    case implicitMember(String)
    case member(base: Expr, name: Identifier)
    /// `base?` as the base of a member, call or subscript: `a?.b`.
    case optionalChain(Expr)
    /// `x!`
    case forceUnwrap(Expr)
    case call(callee: Expr, arguments: [Argument], trailingClosures: [TrailingClosure])
    case subscriptAccess(base: Expr, arguments: [Argument])
    case closure(ClosureExpr)
    /// `\.name`, `\Type.name.other`, `\.self`
    case keyPath(root: TypeSyntax?, components: [KeyPathComponent])
    /// `!x`, `-x`, and the partial ranges `..<x`, `...x`
    case prefixOperator(String, Expr)
    /// `x...`: a partial range from `x` (the only postfix operator besides `?` and `!`).
    case postfixOperator(String, Expr)
    /// `\(value, specifier: "%.1f")` in a string literal: an interpolation with
    /// formatting arguments (SwiftUI's `LocalizedStringKey` interpolations).
    case formattedInterpolation(Expr, arguments: [Argument])
    /// Every binary operator, including `??`, `...`, `..<`, `&&`, `||`, `===`.
    case binaryOperator(String, Expr, Expr)
    case ternary(condition: Expr, then: Expr, otherwise: Expr)
    /// `(a, b)`; a single parenthesised expression is not a tuple.
    case tuple([Argument])
    /// `x is T`
    case typeCheck(Expr, TypeSyntax)
    /// `x as T`, `x as? T`, `x as! T` (`kind` is "as", "as?", "as!")
    case typeCast(Expr, TypeSyntax, kind: String)
    /// `await fetch()`; like Swift's, it covers the whole expression to its right.
    case await(Expr)
    /// `try decode()`, `try? decode()`, `try! decode()`; it covers the whole expression to its right.
    case `try`(Expr, kind: TryKind)
    /// Something the parser could not make sense of; a diagnostic was recorded.
    case error
}
