import Testing
import ViewGraphREPL

/// REPL sessions replayed through a scripted line reader (STYLE.md "Tests"), each
/// compared with a golden transcript and spot-checked for the behaviour it shows.
@Suite struct REPLSessionTests {
    @Test func stepsForwardBackAndToAStep() {
        let transcript = replay(["", "next", "next", "back", "goto 0", "goto 2", "goto 9", "steps", "restart"])
        assertMatchesGolden(transcript, "stepping")
        #expect(transcript.contains("favorites [1/2]> next"))
        #expect(transcript.contains("error: already at the last step (2/2)"))
        #expect(transcript.contains("error: 'goto' needs a step number from 0 to 2, got '9'"))
        #expect(transcript.contains("favorites [2/2]> restart\n── step 0/2 · initial render ───"))
        #expect(
            transcript.hasSuffix(
                "initial render: 5 bodies (TrailList, TrailRow[1], TrailRow[2], TrailRow[3], TrailRow[4]) · 0.75 ms of 8.33 ms\n"
            ))
    }

    @Test func backReDerivesTheSameState() {
        let forward = replay(["next", "print store.favoriteTrails", "tree"])
        let again = replay(["next", "next", "back", "print store.favoriteTrails", "tree"])
        let tail = { (text: String) in text.components(separatedBy: "print store.favoriteTrails\n").last ?? "" }
        #expect(tail(forward) == tail(again))
        #expect(tail(forward).hasPrefix("[2]\n"))
    }

    @Test func whyAndWhyNot() {
        let transcript = replay([
            "next", "why TrailRow[3]", "whynot TrailList", "whynot TrailRow[9]", "why", "why TrailRow[", "why Nope",
        ])
        assertMatchesGolden(transcript, "why")
        #expect(
            transcript.contains(
                "@dependencies: its last body run read TrailStore.favoriteTrails (via body › isFavorite(_:) ›"))
        #expect(transcript.contains("Not a dependency of what changed"))
        #expect(transcript.contains("No view TrailRow[9] is in the graph"))
        #expect(transcript.contains("unknown") == false)
    }

    @Test func whyNotExplainsSkipsAndState() {
        let transcript = replay(
            ["next", "why Counter", "whynot Caption", "print Counter.count", "print Counter"], file: "counter.scenario")
        assertMatchesGolden(transcript, "counter")
        #expect(transcript.contains("_count: its @State 'count' changed from 0 to 1"))
        #expect(transcript.contains("Inputs equal: in frame 1 Counter ran"))
        #expect(transcript.contains("counter [1/1]> print Counter.count\n1\n"))
    }

    @Test func printEvaluatesAgainstTheCurrentState() {
        let transcript = replay([
            "print store.favoriteTrails", "next", "print store.favoriteTrails", "print store.favoriteTrails.count + 1",
            "print TrailRow[2].trail.name", "print nope", "print 1 +", "print", "print 1/0",
        ])
        assertMatchesGolden(transcript, "print")
        #expect(transcript.contains("favorites [0/2]> print store.favoriteTrails\n[]\n"))
        #expect(transcript.contains("favorites [1/2]> print store.favoriteTrails\n[2]\n"))
        #expect(transcript.contains("print TrailRow[2].trail.name\n\"Cedar Falls\"\n"))
        #expect(transcript.contains("error: cannot find 'nope' in scope"))
    }

    @Test("print(expr), as Swift spells it, is the command 'print expr'; its errors point into the parentheses")
    func printWithParentheses() {
        let transcript = replay(["next", "print(store.favoriteTrails)", "print(store.favoriteTrails.count + )"])
        #expect(transcript.contains("favorites [1/2]> print(store.favoriteTrails)\n[2]\n"))
        #expect(transcript.contains("<input>:1:35: error: expected expression after operator"))
        #expect(transcript.contains("unknown command") == false)
    }

    @Test func doAndTapAddStepsThatSurviveBack() {
        let transcript = replay([
            "next", "do store.favoriteTrails = [1, 3]", "steps", "back", "next", "print store.favoriteTrails",
            "tap TrailRow[4]", "print store.favoriteTrails", "tap TrailRow[9]", "do store.missing = 1", "do for {",
            "steps",
        ])
        assertMatchesGolden(transcript, "do-and-tap")
        #expect(transcript.contains("▸ 2  do store.favoriteTrails = [1, 3]   (added in this session)"))
        #expect(transcript.contains("favorites [2/3]> print store.favoriteTrails\n[1, 3]\n"))
        #expect(transcript.contains("favorites [3/4]> print store.favoriteTrails\n[1, 3, 4]\n"))
        #expect(transcript.contains("The step was not added."))
        // A typed step's sites are in `<input>`, not lines past the file's end.
        #expect(transcript.contains("[2] → [1, 3]   <input>:1:7"))
    }

    @Test func theSameCommandTwiceAddsTwoSteps() {
        let transcript = replay(["tap TrailRow[4]", "tap TrailRow[4]", "steps"])
        #expect(transcript.contains("▸ 2  tap TrailRow[4] (2)   (added in this session)"))
        #expect(transcript.contains("duplicate step title") == false)
    }

    @Test func variantSwitchesAtTheSameStep() {
        let transcript = replay(["next", "variant row-models", "variant", "variant rowmodels", "compare"])
        assertMatchesGolden(transcript, "variant")
        #expect(transcript.contains("favorites (row-models) [1/2]> variant"))
        #expect(transcript.contains("error: unknown variant 'rowmodels'; did you mean 'row-models'?"))
        #expect(transcript.contains("broad-observable-read        none"))
    }

    @Test func reloadKeepsTheStepAndTheOldScenarioOnErrors() {
        let store = FileStore(["favorites.scenario": Fixtures.text("favorites.scenario")])
        let transcript = replay(["next", "reload", "reload", "print store.favoriteTrails"], store: store) { index in
            if index == 1 {
                store.files["favorites.scenario"] = store.files["favorites.scenario"]!.replacingOccurrences(
                    of: "var favoriteTrails: [Int] = []", with: "var favoriteTrails: [Int] = [")
            }
            if index == 2 {
                store.files["favorites.scenario"] = Fixtures.text("favorites.scenario").replacingOccurrences(
                    of: "var favoriteTrails: [Int] = []", with: "var favoriteTrails: [Int] = [4]")
            }
        }
        assertMatchesGolden(transcript, "reload")
        #expect(transcript.contains("The file has errors; the previous version stays loaded."))
        #expect(transcript.contains("reloaded favorites.scenario · step 1/2"))
        #expect(transcript.contains("favorites [1/2]> print store.favoriteTrails\n[4, 2]\n"))
    }

    @Test func unknownCommandsAndGarbageNeverStopTheSession() {
        let garbage = [
            "nxt", ":next", "store.favoriteTrails", "goto", "goto -1", "goto x", "tree extra", "deps TrailRow[",
            "why )(",
            "explain broad-observable-red", "export svg", "export dot", "help nope", "help goto", "\u{1}\u{7f}",
            "print \"unterminated", "do }", "tap", "load missing.scenario", "variant \"\"", "💥 ✕",
            String(repeating: "(", count: 500),
        ]
        let transcript = replay(garbage + ["quit", "next"])
        assertMatchesGolden(transcript, "garbage")
        #expect(transcript.contains("error: unknown command 'nxt'; did you mean 'next'?"))
        #expect(transcript.contains("unknown finding 'broad-observable-red'; did you mean 'broad-observable-read'?"))
        #expect(transcript.contains("favorites [1/2]> quit\n"))
        #expect(transcript.hasSuffix("favorites [1/2]> quit\n"))
    }

    @Test func reportsRenderForEveryStep() {
        let transcript = replay([
            "tree", "deps", "graph", "stats", "timeline", "next", "tree", "deps TrailRow[2]", "graph", "stats",
            "timeline",
        ])
        assertMatchesGolden(transcript, "reports")
        #expect(transcript.contains("└─ ↻ TrailRow[4]"))
        #expect(transcript.contains("└─▶ @Observable TrailStore.favoriteTrails changed   [] → [2]"))
    }

    @Test func explainPrintsARuleSectionFromTheRulebook() {
        let rules = """
            ## 4. Observable
            ### R4.1 Tracking is per property
            Reads are tracked per property.
            ### R4.2 The unit is a stored property
            A stored property is one unit.
            ## Open questions
            **Q3. The thresholds.** Unverified.
            """
        var output = ""
        let store = FileStore(["favorites.scenario": Fixtures.text("favorites.scenario")])
        var host = store.host
        host.guidePage = { $0 == "Guides/Rules.md" ? rules : nil }
        let session = REPLSession(host: host, write: { output += $0 })
        session.open("favorites.scenario")
        output = ""
        session.execute("explain R4.1")
        #expect(output.hasPrefix("### R4.1 Tracking is per property\nReads are tracked per property.\n"))
        #expect(output.contains("R4.2") == false)
        output = ""
        session.execute("explain q3")
        #expect(output.hasPrefix("**Q3. The thresholds.** Unverified."))
        output = ""
        session.execute("explain R4.9")
        #expect(output.contains("error: unknown rule 'R4.9'"))
        output = ""
        session.execute("explain")
        #expect(output.contains("findings: broad-observable-read"))
        #expect(output.contains("rules: R4.1, R4.2"))
        #expect(session.completions(for: "explain R4") == ["R4.1", "R4.2"])
    }

    @Test func completionOffersCommandsViewsPropertiesAndFindings() {
        let store = FileStore(["favorites.scenario": Fixtures.text("favorites.scenario")])
        let session = REPLSession(host: store.host, write: { _ in })
        session.open("favorites.scenario")
        #expect(session.completions(for: "wh") == ["why", "whynot"])
        #expect(session.completions(for: ":ne") == [":next"])
        #expect(
            session.completions(for: "why TrailRow[") == ["TrailRow[1]", "TrailRow[2]", "TrailRow[3]", "TrailRow[4]"])
        #expect(session.completions(for: "print store.fav") == ["store.favoriteTrails"])
        #expect(session.completions(for: "explain broad") == ["broad-observable-read"])
        #expect(session.completions(for: "variant r") == ["row-models"])
        #expect(session.completions(for: "load fav") == ["favorites.scenario"])
        #expect(session.completions(for: "tree x").isEmpty)
    }

    @Test func scriptedReaderEndsAtEndOfInputAndSkipsInterrupts() {
        let store = FileStore(["favorites.scenario": Fixtures.text("favorites.scenario")])
        let reader = ScriptedLineReader(inputs: [.line("next"), .interrupted, .line("  "), .line("print 1")])
        let session = REPLSession(host: store.host, write: { reader.write($0) })
        session.open("favorites.scenario")
        session.run(reader)
        #expect(reader.transcript.contains("favorites [1/2]> ^C\nfavorites [1/2]>   \n── step 2/2"))
        #expect(reader.history == ["next", "print 1"])
        #expect(session.isFinished == false)
    }
}

/// A plain `.swift` file opens in the REPL with its preview and no scenario blocks;
/// `controls` says where to start; `tap`, `do` and `wait` add steps (issue 14).
@Suite("REPL: a Swift file")
struct REPLSwiftFileTests {
    @Test func aPastedFileOpensAndTapsPrintTheChangesLine() {
        let transcript = replay(
            ["controls", "tap TallyView/Button", "do TallyView.label = \"Score\"", "wait 1s", "steps", "quit"],
            file: "Tally.swift")
        assertMatchesGolden(transcript, "swift-file")
        #expect(transcript.contains("· preview"))
        #expect(transcript.contains("tap TallyView/Button"))
        #expect(transcript.contains("do TallyView.label = …"))
        #expect(transcript.contains(" print    TallyView: @dependencies changed."))
        #expect(transcript.contains(" print    TallyView: _label changed."))
    }

    @Test("R0.7: controls offer the Back button of a pushed screen; pop adds a step that pops it, and back undoes it")
    func popAddsAStep() {
        let transcript = replay(
            [
                "pop Bookshelf", "tap Bookshelf/NavigationLink(\"Emma\")", "controls", "tap BookPage[1]/Toggle",
                "pop Bookshelf", "controls", "back", "print BookPage[1].bookmarked", "quit",
            ],
            file: "Bookshelf.swift")
        assertMatchesGolden(transcript, "pop")
        #expect(transcript.contains("error: 'Bookshelf' shows no pushed screen: there is no Back button to tap"))
        #expect(transcript.contains("  pop Bookshelf     Back button of the pushed screen in Bookshelf\n"))
        #expect(
            transcript.contains(" tap      Bookshelf › Back button\n action   pop: the path's last screen is removed\n")
        )
        #expect(
            transcript.contains("✕ BookPage[1]  destroyed: its screen was popped off the navigation path (R0.7, R1.3)"))
        // `back` returns to the step before the pop: the page is on screen with its state.
        #expect(transcript.contains("Bookshelf.swift [2/3]> print BookPage[1].bookmarked\ntrue\n"))
    }

    @Test("scene .background adds a step in which the system moves the app through .inactive (R7.1, R10.4)")
    func sceneAddsAStep() {
        let transcript = replay(
            [
                "scene .background", "print JournalView.store.savedDrafts", "scene .sideways", "scene .active", "steps",
                "quit",
            ],
            file: "Journal.swift")
        #expect(transcript.contains(" scene    .background\n action   scenePhase .active → .inactive → .background\n"))
        #expect(transcript.contains(#"["Walked to the harbour"]"#))
        #expect(transcript.contains("expected a scene phase after 'scene': '.active', '.inactive' or '.background'"))
        #expect(transcript.contains(" action   scenePhase .background → .inactive → .active\n"))
        #expect(transcript.contains("scene .background   (added in this session)"))
        #expect(transcript.contains("scene .sideways") && transcript.contains("scene .sideways   (added") == false)
    }

    @Test("controls lists a ForEach's .onDelete and .onMove; delete and move add steps; a bad one is not added")
    func rowEditsAddSteps() {
        let transcript = replay(
            [
                "controls", "delete SongRow[\"Rain\"]", "move SongRow[\"Intro\"] to 3", "move SongRow[\"Intro\"] to 9",
                "print PlaylistView.songs", "steps", "quit",
            ],
            file: "Playlist.swift")
        assertMatchesGolden(transcript, "row-edits")
        #expect(transcript.contains("delete SongRow[\"Intro\"]"))
        #expect(transcript.contains(" action   onDelete(IndexSet([1]))"))
        #expect(transcript.contains(" action   onMove(IndexSet([0]), 3)"))
        #expect(transcript.contains("The step was not added."))
        #expect(transcript.contains(#"["Static", "Outro", "Intro"]"#))
    }
}
