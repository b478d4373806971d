import Testing
import ViewGraphREPL

/// Predict mode (`predict on`): scripted sessions with right, wrong and partial guesses,
/// bad guesses, commands typed at a question, lesson questions and scores.
@Suite struct PredictSessionTests {
    /// The REPL fixture with lesson questions on its first step.
    static var withQuestions: FileStore {
        let text = Fixtures.text("favorites.scenario").replacingOccurrences(
            of: "    tap TrailRow[2]\n    expect store.favoriteTrails == [2]",
            with: """
                    tap TrailRow[2]
                    ask "Which finding does ViewGraph report?" finding broad-observable-read
                    ask "Does TrailList's body run?" no: bodies(TrailList) > 0
                    expect store.favoriteTrails == [2]
                """)
        return FileStore(["favorites.scenario": text])
    }

    @Test func aPartialGuessMarksTheMissedRowsWithTheirReason() {
        let transcript = replay(["predict on", "TrailRow[2]", "", "quit"])
        assertMatchesGolden(transcript, "predict-partial")
        #expect(transcript.contains(" step     tap TrailRow[2]\n"))
        #expect(transcript.contains("Which views will run their body?  1 of 4 right, 3 missed"))
        #expect(transcript.contains("   ✓ TrailRow[2]  right\n"))
        for row in [1, 3, 4] {
            #expect(
                transcript.contains(
                    "   ✗ TrailRow[\(row)]  missed\n       it read TrailStore.favoriteTrails via isFavorite(_:), and that property changed (R4.1, R4.2)\n"
                ))
        }
        #expect(transcript.contains("favorites [0/2] guess> TrailRow[2]"))
        #expect(transcript.contains(" score    1 of 4 right this step · lesson 1 of 4\n"))
    }

    @Test func rightAndWrongGuessesAndTheScoreInStats() {
        let transcript = replay(["predict on", "TrailRow*", "TrailRow[2]", "", "TrailList", "none", "stats"])
        assertMatchesGolden(transcript, "predict-right-wrong")
        #expect(transcript.contains("Which views will run their body?  4 of 4 right\n"))
        #expect(transcript.contains("Which of them will be redrawn (change on screen)?  1 of 1 right\n"))
        #expect(transcript.contains("   + TrailList    extra\n"))
        #expect(transcript.contains("it read TrailStore.trails only, which did not change"))
        #expect(transcript.contains("lesson 5 of 5"))
        #expect(transcript.contains("favorites  5 of 11 right · 2 of 4 questions all right"))
    }

    @Test func badGuessesAreDiagnosticsAndTheQuestionIsAskedAgain() {
        let transcript = replay([
            "predict on", "TrailRw[2]", "TrailRow", "TrailRow[", "TrailRow[9]", "Nope*", "all", "",
        ])
        assertMatchesGolden(transcript, "predict-bad-guesses")
        #expect(transcript.contains("<input>:1:1: error: cannot find view 'TrailRw' in the scenario"))
        #expect(transcript.contains("'TrailRow*' names every TrailRow"))
        #expect(transcript.contains("error: cannot find view 'Nope' in the scenario"))
        #expect(transcript.contains("Which views will run their body?  4 of 5 right, 1 extra"))
    }

    @Test func commandsWorkAtAQuestion() {
        let transcript = replay(["predict on", "deps TrailRow[2]", "next", "predict off", "", "quit"])
        assertMatchesGolden(transcript, "predict-commands")
        // `deps` answers nothing: the question is asked again after it.
        #expect(transcript.contains("favorites [0/2] guess> deps TrailRow[2]\n"))
        // `next` skips the questions and runs the step.
        #expect(transcript.contains("── step 1/2 · Tap the heart on Cedar Falls"))
        #expect(transcript.contains("predict off: Enter runs the next step"))
        #expect(transcript.contains("favorites [1/2]> \n── step 2/2 · Tap it again"))
    }

    @Test func lessonQuestionsAreAskedAndGraded() {
        let transcript = replay(
            ["predict on", "TrailRow[2]", "TrailRow[2]", "broad-observable-red", "broad-observable-read", "yes"],
            store: Self.withQuestions)
        assertMatchesGolden(transcript, "predict-questions")
        #expect(
            transcript.contains(" ask 3/4  Which finding does ViewGraph report? (a finding id, or none; Enter skips)"))
        #expect(transcript.contains("unknown finding 'broad-observable-red'; did you mean 'broad-observable-read'?"))
        #expect(transcript.contains("Which finding does ViewGraph report?  1 of 1 right"))
        #expect(transcript.contains("Does TrailList's body run?  wrong"))
        #expect(transcript.contains("the answer is no: 'bodies(TrailList) > 0' does not hold in this step"))
    }

    @Test func tabCompletesGuesses() {
        _ = keyPathsWarmed
        let store = FileStore(["favorites.scenario": Fixtures.text("favorites.scenario")])
        let session = REPLSession(host: store.host, write: { _ in })
        session.open("favorites.scenario")
        #expect(session.completions(for: "predict o") == ["on", "off"])
        session.execute("predict on")
        #expect(session.isAwaitingAnswer)
        #expect(session.completions(for: "TrailRow[1], Trail").contains("TrailRow*"))
        #expect(session.completions(for: "TrailRow[1], Trail").contains("TrailRow[3]"))
        #expect(session.completions(for: "no") == ["none"])
        session.execute("TrailRow*")
        #expect(session.completions(for: "").contains("TrailRow[2]"))
    }
}
