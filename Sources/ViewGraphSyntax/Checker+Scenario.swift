import ViewGraphDiagnostics

// The scenario blocks (DESIGN.md §2.2): the file's structure, `scenario` settings,
// `costs`, the `app` block, steps and their actions, expectations, view references
// and variants.

extension Checker {
    // MARK: - File

    func checkFile(_ file: ScenarioFile) {
        var scenarios: [ScenarioBlock] = []
        var costs: [CostsBlock] = []
        var declarations: [Decl] = []
        var apps: [AppBlock] = []
        var steps: [StepBlock] = []
        var variants: [VariantBlock] = []
        var previews: [PreviewBlock] = []
        var initialExpectations: [Expectation] = []
        for item in file.items {
            switch item {
            case .scenario(let block): scenarios.append(block)
            case .costs(let block): costs.append(block)
            case .declaration(let decl): declarations.append(decl)
            case .app(let block): apps.append(block)
            case .step(let block): steps.append(block)
            case .variant(let block): variants.append(block)
            case .importDecl(let decl): checkImport(decl)
            case .preview(let block): previews.append(block)
            case .expect(let expectation): initialExpectations.append(expectation)
            case .error: sawParseError = true
            }
        }

        // Unsupported Swift counts as a syntax error for the structural checks below, as
        // it did when the parser reported it.
        let sawUnsupportedSyntax = reportUnsupportedSyntax(in: file)
        world = World(declarations: declarations)
        checkTopLevelDeclarations(declarations)

        for (index, scenario) in scenarios.enumerated() {
            if index == 0 {
                checkSettings(scenario.settings)
            } else {
                error(
                    "a file has only one 'scenario' block", at: keywordRange(scenario.range, "scenario"),
                    notes: [DiagnosticNote("the first 'scenario' block is here", at: scenarios[0].titleRange)],
                    group: .syntax)
            }
        }
        for block in costs {
            for entry in block.entries { checkDuration(entry.cost, interval: false) }
        }
        for app in apps.dropFirst() {
            error(
                "a file has only one 'app' block outside variants", at: keywordRange(app.range, "app"),
                notes: [DiagnosticNote("the first 'app' block is here", at: keywordRange(apps[0].range, "app"))],
                group: .syntax)
        }
        // Every preview is checked; the app is the `app` block, else the App, else the
        // first preview (AppRoot).
        let root = AppRoot.find(in: file.items, appBlock: apps.first)
        var appNames: Set<String> = []
        for (index, preview) in previews.enumerated() {
            let names = checkApp(AppBlock(body: preview.body, range: preview.range))
            if index == 0, case .preview? = root?.source { appNames = names }
        }
        switch root?.source {
        case .appBlock?, .app?: appNames = checkApp(root!.app)
        default: break  // a preview's content is checked above or with its PreviewProvider
        }
        for expectation in initialExpectations {
            checkExpectation(expectation, names: [appNames])
        }

        var titles: [String: SourceRange] = [:]
        for step in steps {
            if step.title == Expectation.initialRenderTitle {
                reportReservedStepTitle(step)
            } else if let first = titles[step.title] {
                error(
                    "duplicate step title '\(step.title)'", at: step.titleRange,
                    notes: [DiagnosticNote("the first step with this title is here", at: first)], group: .syntax)
            } else {
                titles[step.title] = step.titleRange
            }
            checkStep(step, appNames: appNames)
        }

        checkVariants(variants, baseApp: apps.first, steps: steps)

        // A block that seems missing may have been swallowed by a syntax error (an unclosed
        // brace): then the parser's error is the one to show. Re-parsing happens only here.
        if sawUnsupportedSyntax { sawParseError = true }
        // A plain Swift file (no scenario blocks) needs no `scenario` block: it opens with
        // its App or preview, and steps come from the REPL.
        let isPlainSwift = file.items.allSatisfy { item in
            switch item {
            case .scenario, .costs, .app, .step, .variant: return false
            default: return true
            }
        }
        if (scenarios.isEmpty || root == nil) && !sawParseError {
            sawParseError = parseScenario(source).diagnostics.hasErrors
        }
        if !sawParseError && isPlainSwift {
            if root == nil {
                error(
                    "nothing to show: this file has no preview, no App and no 'app' block",
                    at: .at(firstItemStart(file)),
                    notes: [
                        DiagnosticNote(
                            "add '#Preview { MyView() }' to the file, or open it from a scenario with 'app { MyView() }'"
                        )
                    ], group: .syntax)
            }
        } else if !sawParseError {
            // No file needs a `scenario` block: without one, the file's name is the title and
            // every setting has its default.
            if root == nil {
                error(
                    "missing 'app' block", at: .at(firstItemStart(file)),
                    notes: [DiagnosticNote("add 'app { RootView() }' to say which views the scenario shows")],
                    group: .syntax)
            }
        }
    }

    /// Where the first item starts (after leading comments), or the file's start.
    private func firstItemStart(_ file: ScenarioFile) -> Int {
        guard let first = file.items.first else { return file.range.start }
        switch first {
        case .scenario(let block): return block.range.start
        case .costs(let block): return block.range.start
        case .declaration(let decl): return decl.range.start
        case .app(let block): return block.range.start
        case .step(let block): return block.range.start
        case .variant(let block): return block.range.start
        case .importDecl(let decl): return decl.range.start
        case .preview(let block): return block.range.start
        case .expect(let expectation): return expectation.range.start
        case .error(let range): return range.start
        }
    }

    /// `import SwiftUI`: a module whose names ViewGraph simulates, or a warning that it
    /// knows nothing of the module.
    func checkImport(_ decl: ImportDecl) {
        guard let module = decl.module else { return }
        if BuiltinCatalogue.entry(.module, named: module.name) != nil { return }
        diagnostics.append(
            .warning(
                "ViewGraph knows nothing about module '\(module.name)'; names from it are not simulated",
                at: module.range,
                notes: [
                    DiagnosticNote(
                        "the modules whose names ViewGraph simulates are "
                            + BuiltinCatalogue.entries(.module).map { "'\($0.name)'" }.joined(separator: ", "))
                ], group: .unsupported))
    }

    /// The keyword at the start of a block's range.
    private func keywordRange(_ range: SourceRange, _ keyword: String) -> SourceRange {
        nameRange(keyword, in: range)
    }

    // MARK: - Settings

    func checkSettings(_ settings: [ScenarioSetting]) {
        var seen: [String: SourceRange] = [:]
        for setting in settings {
            let name = setting.name.name
            guard CheckerBuiltins.settings.contains(name) else {
                let message = withSuggestion(
                    "unknown scenario setting '\(name)'", for: name, among: CheckerBuiltins.settings)
                let notes =
                    message.contains("did you mean")
                    ? []
                    : [
                        DiagnosticNote(
                            "the settings are " + CheckerBuiltins.settings.map { "'\($0)'" }.joined(separator: ", "))
                    ]
                error(message, at: setting.name.range, notes: notes, group: .syntax)
                continue
            }
            if let first = seen[name], name != "include" {
                error(
                    "duplicate setting '\(name)'", at: setting.name.range,
                    notes: [DiagnosticNote("'\(name)' is first set here", at: first)], group: .syntax)
            }
            seen[name] = seen[name] ?? setting.name.range
            checkSettingValue(name, setting.value)
        }
    }

    private func checkSettingValue(_ name: String, _ value: Expr) {
        if case .error = value.kind {
            sawParseError = true
            return
        }
        switch name {
        case "include":
            if case .stringLiteral(let segments) = value.kind,
                segments.allSatisfy({
                    if case .text = $0 { return true } else { return false }
                })
            {
                return
            }
            error(
                "'include' needs the path of a Swift file in quotes, e.g. 'include \"Models.swift\"'",
                at: value.range, group: .syntax)
        case "source":
            if case .stringLiteral = value.kind { return }
            error(
                "'source' needs a string: the title of the article the scenario comes from", at: value.range,
                group: .syntax)
        case "display":
            if case .frequencyLiteral(let hertz) = value.kind {
                if hertz <= 0 { error("refresh rate must be greater than zero", at: value.range, group: .syntax) }
                return
            }
            error("expected a refresh rate such as '60Hz' or '120Hz'", at: value.range, group: .syntax)
        case "visibleRows":
            if case .integerLiteral(let rows) = value.kind, rows > 0 { return }
            error(
                "'visibleRows' needs a positive whole number, such as 'visibleRows 10'", at: value.range, group: .syntax
            )
        case "observation":
            var word: String?
            switch value.kind {
            case .identifier(let name), .implicitMember(let name): word = name
            default: word = nil
            }
            if let word, CheckerBuiltins.observationModes.contains(word) { return }
            let message = withSuggestion(
                "expected 'alwaysNotify' or 'dedupe' after 'observation'", for: word ?? "",
                among: CheckerBuiltins.observationModes)
            error(message, at: value.range, group: .syntax)
        case "seed":
            if case .integerLiteral = value.kind { return }
            error("'seed' needs a whole number, such as 'seed 42'", at: value.range, group: .syntax)
        default:
            return
        }
    }

    // MARK: - Durations

    /// A duration operand: a literal such as `100ms` (never negative; greater than zero
    /// for an `every` interval), or an expression whose names are checked.
    func checkDuration(_ expr: Expr, interval: Bool) {
        switch expr.kind {
        case .durationLiteral(let seconds):
            if interval && seconds <= 0 {
                error("'every' interval must be greater than zero", at: expr.range, group: .syntax)
            }
        case .prefixOperator("-", let inner):
            if case .durationLiteral = inner.kind {
                error(
                    "duration must not be negative", at: expr.range,
                    notes: [DiagnosticNote("time only moves forward in a scenario")], group: .syntax)
            } else if isLiteral(inner) {
                expectedDuration(expr)
            } else {
                checkExpr(inner)
            }
        case .error:
            sawParseError = true
        default:
            if isLiteral(expr) {
                expectedDuration(expr)
            } else {
                checkExpr(expr)
            }
        }
    }

    private func expectedDuration(_ expr: Expr) {
        // `wait 9h`: the lexer has reported the unit it does not know ("invalid suffix"),
        // with the units there are; a second error for the same two characters says less.
        if let last = source.text(in: expr.range).unicodeScalars.last, last.properties.isAlphabetic {
            return
        }
        var notes: [DiagnosticNote] = []
        if case .integerLiteral(let n) = expr.kind {
            notes = [DiagnosticNote("write '\(n)s' for seconds or '\(n)ms' for milliseconds")]
        }
        error("expected a duration such as '100ms' or '1s'", at: expr.range, notes: notes, group: .syntax)
    }

    private func isLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral, .nilLiteral, .durationLiteral,
            .frequencyLiteral, .arrayLiteral, .dictionaryLiteral:
            true
        default:
            false
        }
    }

    /// `frames N`: a positive whole number.
    func checkFrameCount(_ expr: Expr) {
        switch expr.kind {
        case .integerLiteral(let n):
            if n <= 0 { error("number of frames must be positive", at: expr.range, group: .syntax) }
        case .prefixOperator("-", let inner) where isLiteral(inner):
            error("number of frames must be positive", at: expr.range, group: .syntax)
        case .error:
            sawParseError = true
        default:
            if isLiteral(expr) {
                error("expected a number of frames, such as 'frames 5'", at: expr.range, group: .syntax)
            } else {
                checkExpr(expr)
            }
        }
    }

    // MARK: - app and steps

    /// Checks an `app` block and returns the names it declares (visible in steps).
    func checkApp(_ app: AppBlock) -> Set<String> {
        let saved = (selfType, scopes)
        selfType = nil
        scopes = []
        defer { (selfType, scopes) = saved }
        checkBlock(app.body)
        return declaredNames(app.body)
    }

    /// The names the top-level `let`/`var` statements of a block declare, with the marker
    /// of the scenario type each holds where its declaration names one (`let y = Yard()`).
    func declaredNames(_ statements: [Stmt]) -> Set<String> {
        var names: Set<String> = []
        for statement in statements {
            guard case .variable(let variable) = statement.kind else { continue }
            names.formUnion(boundNames(variable.pattern))
            if case .identifier(let name) = variable.pattern.kind {
                names.formUnion(
                    Self.typeMarkers(name.name, annotation: variable.type, initializer: variable.initializer))
            }
        }
        return names
    }

    func stepLocalNames(_ step: StepBlock) -> Set<String> {
        declaredNames(
            step.actions.compactMap { action in
                if case .statement(let statement) = action { return statement }
                return nil
            })
    }

    func checkStep(_ step: StepBlock, appNames: Set<String>) {
        let saved = (selfType, scopes)
        selfType = nil
        inStep = true
        // Expectations run after the step, so every step-local name is visible to them.
        scopes = [appNames, stepLocalNames(step)]
        defer {
            (selfType, scopes) = saved
            inStep = false
        }
        for action in step.actions {
            switch action {
            case .statement(let statement):
                checkStatement(statement)
            case .tap(let ref, _), .delete(let ref, _), .submit(let ref, _), .refresh(let ref, _), .pop(let ref, _):
                checkViewRef(ref)
            case .scroll(let ref, let row, _), .move(let ref, let row, _):
                checkViewRef(ref)
                if case .prefixOperator("-", let inner) = row.kind, isLiteral(inner) {
                    error("row must not be negative", at: row.range, group: .syntax)
                } else {
                    checkExpr(row)
                }
            case .scenePhase:
                break
            case .wait(let duration, _):
                checkDuration(duration, interval: false)
            case .every(let interval, let duration, let body, _):
                checkDuration(interval, interval: true)
                checkDuration(duration, interval: false)
                checkBlock(body)
            case .frames(let count, _):
                checkFrameCount(count)
            case .expect(let expectation):
                checkAssertion(expectation.assertion)
            case .ask(let question):
                switch question.answer {
                case .views(_, let refs):
                    for ref in refs { checkViewRef(ref) }
                case .finding(let id):
                    if let id { checkFindingID(id) }
                case .yesNo(_, let claim):
                    checkAssertion(claim)
                }
            }
        }
    }

    // MARK: - Expectations

    func checkAssertion(_ assertion: Assertion) {
        switch assertion {
        case .viewSet(_, let refs):
            for ref in refs { checkViewRef(ref) }
        case .viewCount(_, let type, _, let count):
            if let type {
                // `bodies(Line#2)`: the second `Line` of its parent, as reports name it.
                if let (typeName, position) = ViewRefSegment.positionedName(type.name) {
                    if position == nil {
                        error(
                            "'#' after a view type takes a position from 1, such as 'PhotoTile#2'", at: type.range,
                            group: .references)
                    }
                    checkViewTypeName(Identifier(typeName, range: type.range))
                } else {
                    checkViewTypeName(type)
                }
            }
            checkExpectationExpr(count)
        case .frames(_, let count):
            checkExpectationExpr(count)
        case .finding(let id, let ref):
            checkFindingID(id)
            if let ref { checkViewRef(ref) }
        case .noFindings, .hitch, .noHitch:
            break
        case .condition(let expr):
            checkExpectationExpr(expr)
        }
    }

    /// An expectation outside a step's block (top level or in a variant), in the scopes
    /// of the app and, for a step, its local names.
    private func checkExpectation(_ expectation: Expectation, names: [Set<String>]) {
        let saved = (selfType, scopes)
        selfType = nil
        scopes = names
        inStep = true
        checkAssertion(expectation.assertion)
        inStep = false
        (selfType, scopes) = saved
    }

    private func reportReservedStepTitle(_ step: StepBlock) {
        error(
            "step title '\(Expectation.initialRenderTitle)' is reserved for step 0", at: step.titleRange,
            notes: [
                DiagnosticNote(
                    "the app's first render is step 0; write 'expect …' outside any step to check it, or choose another title"
                )
            ], group: .syntax)
    }

    private func checkExpectationExpr(_ expr: Expr) {
        inExpectation = true
        defer { inExpectation = false }
        checkExpr(expr)
    }

    func checkFindingID(_ id: Identifier) {
        guard !id.name.isEmpty, !FindingCatalogue.ids.contains(id.name) else { return }
        let message = withSuggestion("unknown finding '\(id.name)'", for: id.name, among: FindingCatalogue.ids)
        let notes =
            message.contains("did you mean")
            ? []
            : [DiagnosticNote("the findings are " + FindingCatalogue.ids.map { "'\($0)'" }.joined(separator: ", "))]
        error(message, at: id.range, notes: notes, group: .expectations)
    }

    // MARK: - View references

    func checkViewRef(_ ref: ViewRef) {
        for segment in ref.segments {
            checkViewTypeName(segment.typeName)
            switch segment.selector {
            case .none, .ordinal:
                break
            case .id(let expr), .title(let expr):
                checkExpr(expr)
            case .properties(let arguments):
                for argument in arguments { checkExpr(argument.value) }
                if let info = world.type(named: segment.typeName.name), info.isView {
                    for argument in arguments {
                        if let label = argument.label { checkViewProperty(label, of: info) }
                    }
                }
            }
        }
    }

    /// A view reference names a View type of the scenario or a primitive view.
    func checkViewTypeName(_ name: Identifier) {
        if world.isViewType(name.name) || CheckerBuiltins.primitiveViews.contains(name.name) { return }
        if let info = world.type(named: name.name), info.kind != nil {
            error(
                "'\(name.name)' is not a view", at: name.range,
                notes: [
                    DiagnosticNote(
                        "a view reference names a struct that conforms to 'View', or a built-in view such as 'Button'")
                ], group: .references)
            return
        }
        error(
            withSuggestion(
                "cannot find view '\(name.name)' in scope", for: name.name,
                among: world.allTypes.filter { $0.value.kind != nil && $0.value.isView }.map(\.key)
                    + CheckerBuiltins.primitiveViews),
            at: name.range, group: .names)
    }

    // MARK: - Variants

    func checkVariants(_ variants: [VariantBlock], baseApp: AppBlock?, steps: [StepBlock]) {
        var byName: [String: VariantBlock] = [:]
        for variant in variants {
            if variant.name == "base" {
                error(
                    "variant name 'base' is reserved for the scenario without variants", at: variant.nameRange,
                    group: .syntax)
            } else if let first = byName[variant.name] {
                error(
                    "duplicate variant name '\(variant.name)'", at: variant.nameRange,
                    notes: [DiagnosticNote("the first variant with this name is here", at: first.nameRange)],
                    group: .syntax)
            } else {
                byName[variant.name] = variant
            }
        }
        let baseWorld = world
        defer { world = baseWorld }
        // Each (first-declared) variant's table, layered over the one it extends, so a long
        // chain of variants is built once, not once per descendant.
        var worlds: [String: World] = [:]
        for variant in variants {
            let chain = variantChain(variant, byName: byName)
            let app = chain.first { $0.app != nil }?.app ?? baseApp
            var layer = baseWorld
            for (index, link) in chain.enumerated().reversed() {
                let isCanonical = index > 0 || byName[link.name]?.nameRange == link.nameRange
                if isCanonical, let known = worlds[link.name] {
                    layer = known
                    continue
                }
                if !link.declarations.isEmpty { layer = World(declarations: link.declarations, parent: layer) }
                if isCanonical { worlds[link.name] = layer }
            }
            world = layer
            checkTopLevelDeclarations(variant.declarations)
            var appNames: Set<String> = []
            if let ownApp = variant.app {
                appNames = checkApp(ownApp)
            } else if let app {
                appNames = declaredNames(app.body)
            }
            // The steps this variant runs: inherited, then its own changes.
            var ownTitles: [String: SourceRange] = [:]
            for step in variant.steps {
                if step.title == Expectation.initialRenderTitle {
                    reportReservedStepTitle(step)
                } else if let first = ownTitles[step.title] {
                    error(
                        "duplicate step title '\(step.title)' in variant '\(variant.name)'", at: step.titleRange,
                        notes: [DiagnosticNote("the first step with this title is here", at: first)], group: .syntax)
                } else {
                    ownTitles[step.title] = step.titleRange
                }
                checkStep(step, appNames: appNames)
            }
            let inherited = VariantSteps.apply(Array(chain.dropFirst().reversed()), to: steps)
            _ = VariantSteps.apply([variant], to: inherited.map(\.block)) { drop in
                reportUnknownStep(drop.title, titles: drop.titles, verb: "drop")
            }
            let resolvedSteps = VariantSteps.apply(Array(chain.reversed()), to: steps).map(\.block)
            for expectation in variant.expectations {
                var localNames: Set<String> = []
                if let title = expectation.stepTitle {
                    if let step = resolvedSteps.first(where: { $0.title == title.name }) {
                        localNames = stepLocalNames(step)
                    } else if title.name != Expectation.initialRenderTitle {
                        if variant.droppedSteps.contains(where: { $0.name == title.name }) {
                            error(
                                "step '\(title.name)' is dropped by this variant", at: title.range,
                                group: .expectations)
                        } else {
                            reportUnknownStep(title, titles: resolvedSteps.map(\.title))
                        }
                    }
                }
                checkExpectation(expectation, names: [appNames, localNames])
            }
        }
    }

    private func reportUnknownStep(_ title: Identifier, titles: [String], verb: String? = nil) {
        let message = withSuggestion(
            "cannot find step '\(title.name)'\(verb.map { " to \($0)" } ?? "")", for: title.name, among: titles)
        let list =
            titles.isEmpty
            ? "the scenario has no steps" : "the steps are " + titles.map { "'\($0)'" }.joined(separator: ", ")
        error(message, at: title.range, notes: [DiagnosticNote(list)], group: .expectations)
    }

    /// The variant, then the one it extends, and so on (never repeating one); reports an
    /// unknown or circular `extends`.
    private func variantChain(_ variant: VariantBlock, byName: [String: VariantBlock]) -> [VariantBlock] {
        var chain = [variant]
        var visited: Set<String> = [variant.name]
        var current = variant
        // Real chains are a few links long; a pathological one is cut short.
        while let extends = current.extends, chain.count < 32 {
            if extends.name == "base" { break }
            guard let parent = byName[extends.name] else {
                if current.name == variant.name {
                    let names = byName.keys.sorted()
                    let message = withSuggestion(
                        "cannot find variant '\(extends.name)'", for: extends.name, among: names)
                    let notes =
                        message.contains("did you mean") || names.count < 2
                        ? [] : [DiagnosticNote("the variants are " + names.map { "'\($0)'" }.joined(separator: ", "))]
                    error(message, at: extends.range, notes: notes, group: .names)
                }
                break
            }
            if visited.contains(parent.name) {
                if current.name == variant.name || parent.name == variant.name {
                    error(
                        "variant '\(variant.name)' extends itself", at: variant.extends?.range ?? variant.nameRange,
                        group: .syntax)
                }
                break
            }
            visited.insert(parent.name)
            chain.append(parent)
            current = parent
        }
        return chain
    }

}
