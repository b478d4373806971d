import Testing
import ViewGraphDiagnostics
import ViewGraphTestSupport

@testable import ViewGraphSyntax

// The checker: steps, view references, findings, durations and scenario settings.

@Suite("Checker: steps")
struct CheckerStepTests {
    static let prelude = """
        scenario "Steps" {
        }

        struct Trail: Identifiable {
            let id: Int
        }

        struct TrailRow: View {
            let trail: Trail
            @State private var isExpanded = false
            var body: some View { Button("x") { isExpanded.toggle() } }
        }

        struct TrailList: View {
            var body: some View {
                List([Trail(id: 1)]) { trail in TrailRow(trail: trail) }
            }
        }

        app {
            let store = [1, 2]
            TrailList()
        }

        """

    @Test func viewReferencesAndStepNamesResolve() {
        assertClean(
            Self.prelude + """
                step "All forms" {
                    let extra = 2
                    tap TrailRow[1]
                    tap TrailList/Button("x")
                    tap TrailRow(trail: Trail(id: 1))
                    scroll List to extra
                    TrailRow[1].isExpanded = true
                    expect bodies == [TrailList, TrailRow[1]]
                    expect bodies(TrailRow) == 1
                    expect created(Text) == 0
                    expect finding broad-observable-read on TrailRow[1]
                    expect TrailRow[1].isExpanded == (store.count == later)
                    expect frames == 1
                    let later = true
                }
                """)
    }

    @Test func unknownViewReferences() {
        assertCheck(
            Self.prelude + """
                step "Bad references" {
                    tap 1️⃣TrailRw[1]
                    tap TrailList/2️⃣Buton("x")
                    expect bodies == [3️⃣Trail]
                    expect bodies(4️⃣TraiList) == 1
                    expect finding broad-observable-read on 5️⃣Zzzzzz
                    expect TrailRow[1].6️⃣isExpandd == true
                    expect 7️⃣stor.count == 2
                }
                """,
            [
                ("1️⃣", "cannot find view 'TrailRw' in scope; did you mean 'TrailRow'?"),
                ("2️⃣", "cannot find view 'Buton' in scope; did you mean 'Button'?"),
                ("3️⃣", "'Trail' is not a view"),
                ("4️⃣", "cannot find view 'TraiList' in scope; did you mean 'TrailList'?"),
                ("5️⃣", "cannot find view 'Zzzzzz' in scope"),
                ("6️⃣", "view 'TrailRow' has no property 'isExpandd'; did you mean 'isExpanded'?"),
                ("7️⃣", "cannot find 'stor' in scope; did you mean 'store'?"),
            ])
    }

    @Test func findingIDs() {
        assertCheck(
            Self.prelude + """
                step "Findings" {
                    expect finding frame-hitch
                    expect finding 1️⃣broad-observable-reed
                    expect finding 2️⃣no-such-thing-at-all
                }
                """,
            [
                ("1️⃣", "unknown finding 'broad-observable-reed'; did you mean 'broad-observable-read'?"),
                ("2️⃣", "unknown finding 'no-such-thing-at-all'"),
            ])
    }

    @Test func durationsAndFrames() {
        assertCheck(
            Self.prelude + """
                costs {
                    MeasurementFormatter() = 1.5ms
                    body = 3️⃣-1ms
                }

                step "Time" {
                    let interval = 1s
                    wait 100ms
                    wait interval
                    wait 1️⃣5
                    wait 2️⃣-1s
                    every 4️⃣0ms for 1s {
                        print(store)
                    }
                    every 10ms for 5️⃣"1s" {
                    }
                    frames 3
                    frames 6️⃣0
                    frames 7️⃣1.5
                    frames store.count
                    scroll List to 8️⃣-1
                    wait 99️⃣h
                }
                """,
            [
                // The lexer's error alone (it comes first): the unit it does not know, and the
                // time in minutes; no second error for the same literal.
                ("9️⃣", "invalid suffix 'h' on numeric literal"),
                ("3️⃣", "duration must not be negative"),
                ("1️⃣", "expected a duration such as '100ms' or '1s'"),
                ("2️⃣", "duration must not be negative"),
                ("4️⃣", "'every' interval must be greater than zero"),
                ("5️⃣", "expected a duration such as '100ms' or '1s'"),
                ("6️⃣", "number of frames must be positive"),
                ("7️⃣", "expected a number of frames, such as 'frames 5'"),
                ("8️⃣", "row must not be negative"),
            ])
    }

    @Test("'type REF \"text\"' is no action: one error, naming what to write instead")
    func typingIsNoAction() {
        assertCheck(
            Self.prelude + """
                step "Type" {
                    1️⃣type TrailRow/TextField("Name") "abc"
                    print("after")
                }
                """,
            [("1️⃣", "there is no 'type' action: a step sets the text a field shows through its binding")])
    }

    @Test func stepTitlesAreUnique() {
        assertCheck(
            Self.prelude + """
                step "Once" {
                }

                step 1️⃣"Once" {
                }
                """,
            [("1️⃣", "duplicate step title 'Once'")])
    }

    @Test func scenarioSettings() {
        assertClean(
            """
            scenario "Settings" {
                source "An article"
                display 120Hz
                visibleRows 10
                observation alwaysNotify
                seed 7
            }

            app {
                EmptyView()
            }
            """)
        assertCheck(
            """
            scenario "Settings" {
                1️⃣dispaly 120Hz
                display 2️⃣120
                visibleRows 3️⃣0
                observation 4️⃣dedup
                source 5️⃣42
                6️⃣display 60Hz
                7️⃣colour "red"
            }

            app {
                EmptyView()
            }
            """,
            [
                ("1️⃣", "unknown scenario setting 'dispaly'; did you mean 'display'?"),
                ("2️⃣", "expected a refresh rate such as '60Hz' or '120Hz'"),
                ("3️⃣", "'visibleRows' needs a positive whole number, such as 'visibleRows 10'"),
                ("4️⃣", "expected 'alwaysNotify' or 'dedupe' after 'observation'; did you mean 'dedupe'?"),
                ("5️⃣", "'source' needs a string: the title of the article the scenario comes from"),
                ("6️⃣", "duplicate setting 'display'"),
                ("7️⃣", "unknown scenario setting 'colour'"),
            ])
    }
}
