import Testing
import ViewGraphDiagnostics
import ViewGraphTestSupport

@testable import ViewGraphSyntax

// Expectations on the initial render, count comparisons, Bool expressions of every
// shape, and variants that redefine, add and drop steps.

@Suite("Checker: expectations and variant steps")
struct CheckerExpectationTests {
    static let prelude = """
        scenario "Expectations" {
        }

        struct Counter: View {
            @State private var count = 0
            var body: some View { Button("\\(count)") { count += 1 } }
        }

        app {
            let xs = [1, -2, 3]
            Counter()
        }

        step "Tap" {
            tap Counter
        }

        """

    @Test func expectOutsideAStepChecksTheInitialRender() {
        let text =
            Self.prelude + """
                expect bodies == [Counter]
                expect xs.count == 3
                """
        assertClean(text)
        let (file, _, _) = parse(text)
        let initial = file.items.compactMap { item -> ViewGraphSyntax.Expectation? in
            if case .expect(let expectation) = item { return expectation }
            return nil
        }
        #expect(initial.count == 2)
        #expect(initial.allSatisfy { $0.stepTitle == nil })
    }

    @Test func everyCountComparisonParses() {
        let text =
            Self.prelude + """
                expect bodies(Counter) >= 1
                expect bodies <= 2
                expect created(Counter) < 2
                expect destroyed != 1
                expect checked > -1
                expect redrawn(Counter) == 1
                expect frames >= 1
                """
        assertClean(text)
        let dumped = dump(text)
        #expect(dumped.contains("Expect count bodies(Counter) >= "))
        #expect(dumped.contains("Expect count bodies <= "))
        #expect(dumped.contains("Expect count created(Counter) < "))
        #expect(dumped.contains("Expect count destroyed != "))
        #expect(dumped.contains("Expect count checked > "))
        #expect(dumped.contains("Expect count redrawn(Counter) 22:1"))
        #expect(dumped.contains("Expect frames >= "))
    }

    @Test func aSetOfViewsComparesWithEqualsOnly() {
        assertCheck(
            Self.prelude + """
                expect 1️⃣bodies >= [Counter]
                """,
            [("1️⃣", "a set of views compares with '==' only")])
    }

    @Test func anExpressionMayStartWithAStringOrHaveTrailingClosures() {
        assertClean(
            Self.prelude + """
                expect "n = \\(xs.count)" == "n = 3"
                expect xs.filter { $0 > 0 }.count == 2

                step "More" {
                    let n = 7
                    expect "n = \\(n)" == "n = 7"
                    expect "abc".count == 3
                    expect xs.map { $0 * 2 }.contains(6)
                }

                variant "v" {
                    expect "More" "n = \\(n)" == "n = 7"
                    expect "Tap" xs.filter { $0 < 0 }.isEmpty == false
                }
                """)
    }

    @Test func aStepTitleInAStepIsStillRejected() {
        assertCheck(
            Self.prelude + """
                step "Again" {
                    expect 1️⃣"Again" bodies == [Counter]
                }
                """,
            [("1️⃣", "a step title after 'expect' is only allowed in a variant")])
    }

    @Test func variantsRedefineAddAndDropSteps() {
        assertClean(
            Self.prelude + """
                step "Second" {
                    tap Counter
                }

                variant "v" {
                    step "Tap" {
                        tap Counter
                        tap Counter
                        expect Counter.count == 2
                    }
                    drop step "Second"
                    step "Third" {
                        let k = 1
                        tap Counter
                    }
                    expect "Third" k == 1
                    expect "initial render" bodies == [Counter]
                }

                variant "w" extends "v" {
                    expect "Third" bodies(Counter) == 1
                }
                """)
    }

    @Test func variantStepProblems() {
        assertCheck(
            Self.prelude + """
                step 1️⃣"initial render" {
                    tap Counter
                }

                variant "v" {
                    drop step 2️⃣"Tpa"
                    drop step "Tap"
                    expect 3️⃣"Tap" bodies == [Counter]
                    step "Extra" {
                        tap 4️⃣Countr
                    }
                }

                variant "w" extends "v" {
                    expect 5️⃣"Tap" bodies == [Counter]
                }
                """,
            [
                ("1️⃣", "step title 'initial render' is reserved for step 0"),
                ("2️⃣", "cannot find step 'Tpa' to drop; did you mean 'Tap'?"),
                ("3️⃣", "step 'Tap' is dropped by this variant"),
                ("4️⃣", "cannot find view 'Countr' in scope; did you mean 'Counter'?"),
                ("5️⃣", "cannot find step 'Tap'"),
            ])
    }

    @Test func variantStepsResolveInChainOrder() {
        let (file, _, _) = parse(
            Self.prelude + """
                step "Second" {
                    tap Counter
                }

                variant "a" {
                    step "Added" {
                        tap Counter
                    }
                    drop step "Second"
                }

                variant "b" extends "a" {
                    step "Tap" {
                        tap Counter
                    }
                }
                """)
        var base: [StepBlock] = []
        var variants: [VariantBlock] = []
        for item in file.items {
            if case .step(let step) = item { base.append(step) }
            if case .variant(let variant) = item { variants.append(variant) }
        }
        let resolved = VariantSteps.apply(variants, to: base)
        #expect(resolved.map(\.block.title) == ["Tap", "Added"])
        #expect(resolved.map(\.origin) == [.redefined(by: "b"), .added(by: "a")])
        var unknown: [String] = []
        _ = VariantSteps.apply(variants, to: []) { unknown.append($0.title.name) }
        #expect(unknown == ["Second"])
    }

    @Test("a REF in an expression that ends at a built-in view is reported by check, as run would stop on it")
    func referenceToABuiltinViewInAnExpression() {
        assertCheck(
            Self.prelude + """
                step "Look" {
                    expect Counter/1️⃣Button("1") != nil
                    expect Counter.count == 1
                    let half = 4 / 2
                    expect half == 2
                }
                """,
            [("1️⃣", "'Button' is a built-in view; here a REF must name a view type of the scenario")])
    }
}
