// A scenario file organised for running: settings, declarations, the app (its `app`
// block, else the file's App or first preview), steps and variants resolved by name.
// Not a SwiftUI behaviour: the scenario language's own structure (Guides/Language.md).
import ViewGraphDiagnostics
import ViewGraphSyntax

/// A scenario file organised for running: its settings, base declarations, steps
/// and variants (DESIGN.md §2.2).
///
/// A variant redeclares whole declarations by name (types, `app`); everything
/// else, and every step's actions, comes from the base or the variant it extends.
/// Expectations belong to the variant they are written in.
package struct ScenarioModel {
    package var title: String
    package var source: String?
    package var settings: [ScenarioSetting]
    package var costs: [CostsBlock]
    package var declarations: [Decl]
    package var app: AppBlock?
    /// Where the base app comes from: the `app` block, the file's App or a preview.
    package var appSource: AppRootSource = .appBlock
    package var steps: [StepBlock]
    package var variants: [VariantBlock]
    /// `expect` lines outside any step: checked after the base's initial render.
    package var initialExpectations: [Expectation]
    /// The text the scenario was parsed from (for quoting source in reports).
    package var sourceFile: SourceFile?

    package init(file: ScenarioFile, source: SourceFile? = nil) {
        sourceFile = source
        title = "Untitled scenario"
        settings = []
        costs = []
        declarations = []
        steps = []
        variants = []
        initialExpectations = []
        for item in file.items {
            switch item {
            case .scenario(let block):
                title = block.title
                settings.append(contentsOf: block.settings)
            case .costs(let block): costs.append(block)
            case .declaration(let decl): declarations.append(decl)
            case .app(let block): app = block
            case .step(let block): steps.append(block)
            case .variant(let block): variants.append(block)
            case .expect(let expectation): initialExpectations.append(expectation)
            case .importDecl, .preview, .error: break
            }
        }
        // No `app` block: the file's App, else its first preview (AppRoot).
        if app == nil, let root = AppRoot.find(in: file.items) {
            app = root.app
            appSource = root.source
        }
        if !file.items.contains(where: { if case .scenario = $0 { return true } else { return false } }),
            let path = source?.path
        {
            title = String(path.split(separator: "/").last ?? Substring(path))
        }
        for setting in settings where setting.name.name == "source" {
            if case .stringLiteral(let segments) = setting.value.kind {
                self.source = segments.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
                    .joined()
            }
        }
    }

    /// `base` followed by every variant name, in file order.
    package var variantNames: [String] { ["base"] + variants.map(\.name) }

    /// The declarations, app, steps and expectations of one variant ("base" or nil for the
    /// base). The resolved `model.steps` are the variant's steps.
    package func resolve(variant name: String?) throws -> ResolvedScenario {
        let wanted = name ?? "base"
        if wanted == "base" {
            var expectations: [[Expectation]] = []
            for step in steps {
                expectations.append(
                    step.actions.compactMap { if case .expect(let e) = $0 { return e } else { return nil } })
            }
            return ResolvedScenario(
                model: self, variant: "base", declarations: declarations, app: app,
                initialExpectations: initialExpectations, stepExpectations: expectations,
                stepQuestions: steps.map(\.questions), stepOrigins: steps.map { _ in .base }, diagnostics: [])
        }
        guard let variant = variants.first(where: { $0.name == wanted }) else {
            throw ScenarioError.unknownVariant(
                wanted, suggestion: DidYouMean.suggestion(for: wanted, among: variantNames))
        }
        // The chain from the base to this variant.
        var chain: [VariantBlock] = [variant]
        var seen: Set<String> = [variant.name]
        var diagnostics: [Diagnostic] = []
        while let parentName = chain[0].extends {
            guard let parent = variants.first(where: { $0.name == parentName.name }) else {
                diagnostics.append(
                    .error(
                        "variant '\(chain[0].name)' extends unknown variant '\(parentName.name)'", at: parentName.range,
                        group: .names))
                break
            }
            guard seen.insert(parent.name).inserted else {
                diagnostics.append(.error("variants extend each other in a cycle", at: parentName.range, group: .names))
                break
            }
            chain.insert(parent, at: 0)
        }
        var merged = declarations
        var mergedApp = app
        for link in chain {
            for declaration in link.declarations {
                let name = declaration.declaredName
                if let name, let index = merged.firstIndex(where: { $0.declaredName == name }) {
                    merged[index] = declaration
                } else {
                    merged.append(declaration)
                }
            }
            if let linkApp = link.app { mergedApp = linkApp }
        }
        let variantSteps = VariantSteps.apply(chain, to: steps) { drop in
            diagnostics.append(
                .error("cannot find step '\(drop.title.name)' to drop", at: drop.title.range, group: .expectations))
        }
        var resolvedModel = self
        resolvedModel.steps = variantSteps.map(\.block)
        // The variant's own steps carry their own expectations; inherited ones carry none.
        var expectations = variantSteps.map { step -> [Expectation] in
            guard variant.steps.contains(where: { $0.range == step.block.range }) else { return [] }
            return step.block.actions.compactMap { if case .expect(let e) = $0 { return e } else { return nil } }
        }
        let questions = variantSteps.map { step -> [Question] in
            variant.steps.contains(where: { $0.range == step.block.range }) ? step.block.questions : []
        }
        var initial: [Expectation] = []
        for expectation in variant.expectations {
            guard let title = expectation.stepTitle else {
                diagnostics.append(
                    .error(
                        "an expectation in a variant names its step: expect \"STEP TITLE\" …", at: expectation.range,
                        group: .expectations))
                continue
            }
            if title.name == Expectation.initialRenderTitle {
                initial.append(expectation)
                continue
            }
            guard let index = resolvedModel.steps.firstIndex(where: { $0.title == title.name }) else {
                let titles = resolvedModel.steps.map(\.title)
                var notes: [DiagnosticNote] = []
                if let suggestion = DidYouMean.suggestion(for: title.name, among: titles) {
                    notes.append(DiagnosticNote("did you mean \"\(suggestion)\"?"))
                }
                notes.append(DiagnosticNote("steps: " + titles.map { "\"\($0)\"" }.joined(separator: ", ")))
                diagnostics.append(
                    .error("no step is titled \"\(title.name)\"", at: title.range, notes: notes, group: .expectations))
                continue
            }
            expectations[index].append(expectation)
        }
        return ResolvedScenario(
            model: resolvedModel, variant: variant.name, declarations: merged, app: mergedApp,
            initialExpectations: initial, stepExpectations: expectations, stepQuestions: questions,
            stepOrigins: variantSteps.map(\.origin), diagnostics: diagnostics)
    }
}

package enum ScenarioError: Error {
    case unknownVariant(String, suggestion: String?)
}

/// One variant, ready to simulate.
package struct ResolvedScenario {
    package var model: ScenarioModel
    package var variant: String
    package var declarations: [Decl]
    package var app: AppBlock?
    /// The expectations to check after the initial render (step 0).
    package var initialExpectations: [Expectation]
    /// The expectations to check after each step (index-aligned with `model.steps`, which
    /// are this variant's steps).
    package var stepExpectations: [[Expectation]]
    /// The `ask` questions of each step (index-aligned like `stepExpectations`; a variant's
    /// own steps carry their own, inherited steps none, as with expectations).
    package var stepQuestions: [[Question]]
    /// Where each step comes from: the base, or a variant that redefined or added it.
    package var stepOrigins: [VariantSteps.Origin]
    package var diagnostics: [Diagnostic]

    package init(
        model: ScenarioModel, variant: String, declarations: [Decl], app: AppBlock?,
        initialExpectations: [Expectation] = [], stepExpectations: [[Expectation]],
        stepQuestions: [[Question]]? = nil, stepOrigins: [VariantSteps.Origin]? = nil, diagnostics: [Diagnostic]
    ) {
        self.stepQuestions = stepQuestions ?? stepExpectations.map { _ in [] }
        self.model = model
        self.variant = variant
        self.declarations = declarations
        self.app = app
        self.initialExpectations = initialExpectations
        self.stepExpectations = stepExpectations
        self.stepOrigins = stepOrigins ?? model.steps.map { _ in .base }
        self.diagnostics = diagnostics
    }
}

extension StepBlock {
    /// The step's `ask` questions, in order.
    package var questions: [Question] {
        actions.compactMap { if case .ask(let q) = $0 { return q } else { return nil } }
    }
}

extension Decl {
    /// The name a variant redeclares by.
    package var declaredName: String? {
        switch self {
        case .type(let t): t.kind == .extension ? nil : t.name.name
        case .function(let f): f.name.name
        case .variable(let v): v.name?.name
        case .typeAlias(let alias): alias.name.name
        default: nil
        }
    }
}
