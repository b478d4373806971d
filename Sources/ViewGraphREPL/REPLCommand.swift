// The REPL's commands (DESIGN.md §5): names, arguments and help text. The session
// dispatches on `REPLCommand.Name`; `help`, completion and "did you mean" read
// this table, so they cannot drift from what the session accepts.

package struct REPLCommand: Sendable {
    package enum Name: String, CaseIterable, Sendable {
        case next, back, goto, restart, run, steps, tree, deps, graph, why, whynot, explain, print
        case `do`, tap, wait, scroll, delete, move, submit, refresh, pop, scene, controls, variant, compare, stats,
            predict,
            timeline,
            export, html,
            load, reload
        case help
        case quit
    }

    package var name: Name
    /// `goto N`, `why REF`.
    package var usage: String
    /// One line for `help`.
    package var summary: String
    /// The paragraph of `help CMD`.
    package var details: String
    package var aliases: [String] = []

    package static let all: [REPLCommand] = [
        REPLCommand(
            name: .next, usage: "next", summary: "run the next step and show its card (Enter on an empty line)",
            details:
                "Runs the next step of the scenario and prints its step card: trigger, changes, each frame's verdicts, cost and findings, then its expectations.",
            aliases: ["n"]),
        REPLCommand(
            name: .back, usage: "back", summary: "go back one step",
            details:
                "Goes back one step. The state is re-derived by running the variant again from the first render, so it is exactly what it was.",
            aliases: ["b"]),
        REPLCommand(
            name: .goto, usage: "goto N", summary: "go to step N (0 is the initial render)",
            details:
                "Goes to step N, re-running the variant from the first render up to it. 'goto 0' is the initial render."
        ),
        REPLCommand(
            name: .restart, usage: "restart", summary: "go back to the initial render",
            details:
                "Starts the variant again from its first render (step 0). Steps added with 'do' and 'tap' are kept."),
        REPLCommand(
            name: .run, usage: "run", summary: "run every remaining step",
            details: "Runs the remaining steps one after another, printing each step card."),
        REPLCommand(
            name: .steps, usage: "steps", summary: "list the steps and where you are",
            details:
                "Lists the steps with their numbers; ▸ marks the current one, ✓ the steps already run, + the steps added in this session."
        ),
        REPLCommand(
            name: .tree, usage: "tree", summary: "the view graph with this step's verdicts",
            details:
                "Draws the live view graph with each view's identity and its verdict in the current step: ↻ ran, ◦ checked (compared, not run), + created, ✕ destroyed."
        ),
        REPLCommand(
            name: .deps, usage: "deps [REF]", summary: "who reads what, with read sites",
            details:
                "Lists every model property, @State, environment value and ObservableObject with the views whose last body run read it, and where (the call chain). With REF, only that view's dependencies and inputs."
        ),
        REPLCommand(
            name: .graph, usage: "graph", summary: "the step's cause and effect",
            details:
                "Shows the current step as a cause-and-effect graph read left to right, like the one in Instruments: gesture or timer, action, state change, the bodies it invalidated, and the updates they caused. Views checked and found up to date are dimmed (▷)."
        ),
        REPLCommand(
            name: .why, usage: "why REF", summary: "why a view ran in this step",
            details:
                "Explains every body run of the view in the current step, each reason in a full sentence with its rule. When it did not run, explains that instead. REF is a view reference such as TrailRow[2]."
        ),
        REPLCommand(
            name: .whynot, usage: "whynot REF", summary: "why a view did not run in this step",
            details:
                "Explains why the view's body did not run in the current step: not a dependency of what changed, inputs equal, '==' returned true, environment checked but unchanged, not built (lazy rows) or destroyed."
        ),
        REPLCommand(
            name: .explain, usage: "explain [ID]", summary: "a finding's guide (cause and fix) or a rule",
            details:
                "Prints the guide page of a finding, such as 'explain broad-observable-read', or a rule's section of Guides/Rules.md, such as 'explain R4.1' (also O1 … O13, Q1 … Q10). With no id, lists the ids."
        ),
        REPLCommand(
            name: .print, usage: "print EXPR", summary: "evaluate an expression against the current state",
            details:
                "Evaluates EXPR in the scope of the current step: the app block's lets and view references are visible, e.g. 'print store.favoriteTrails' or 'print FruitRow[2].isExpanded'; 'print(EXPR)', as Swift spells it, is the same. It runs no frames.",
            aliases: ["p"]),
        REPLCommand(
            name: .do, usage: "do STMT", summary: "add a step that runs a statement, and run it",
            details:
                "Adds a step after the current one that runs STMT (a mutation such as 'store.trails.removeFirst()'), then runs it. Added steps are kept when you go back, so the state can always be re-derived."
        ),
        REPLCommand(
            name: .tap, usage: "tap REF", summary: "add a step that taps a view's button, and run it",
            details:
                "Adds a step after the current one that taps the Button (or flips the Toggle) of the view REF, then runs it, e.g. 'tap TrailRow[3]'."
        ),
        REPLCommand(
            name: .wait, usage: "wait DURATION", summary: "add a step that advances the simulated clock, and run it",
            details:
                "Adds a step after the current one that advances the simulated clock by DURATION (e.g. 'wait 1s'); timers, delayed work and tasks due in that time run, then it runs the frames they cause."
        ),
        REPLCommand(
            name: .scroll, usage: "scroll REF to N", summary: "add a step that scrolls a list, and run it",
            details:
                "Adds a step after the current one that scrolls the List or lazy stack of the view REF so that row N is at the top, e.g. 'scroll FeedList to 40'; the rows that come into view are built."
        ),
        REPLCommand(
            name: .delete, usage: "delete REF", summary: "add a step that swipes a list row away, and run it",
            details:
                "Adds a step after the current one that swipes to delete the ForEach row the view REF is in, e.g. 'delete NameRow[\"Ada\"]': the ForEach's '.onDelete' action runs with that row's offset in an IndexSet."
        ),
        REPLCommand(
            name: .move, usage: "move REF to N", summary: "add a step that drags a list row, and run it",
            details:
                "Adds a step after the current one that drags the ForEach row the view REF is in to offset N, e.g. 'move NameRow[\"Ada\"] to 3': the ForEach's '.onMove' action runs with the row's offset and N. The row ends up before the row now at N; N equal to the number of rows moves it to the end."
        ),
        REPLCommand(
            name: .submit, usage: "submit REF", summary: "add a step that presses Return in a text field, and run it",
            details:
                "Adds a step after the current one that presses Return in the TextField or SecureField REF names, e.g. 'submit Signup/TextField(\"Email\")': the '.onSubmit' actions set on the field or on the views around it run, innermost first, up to a '.submitScope()'."
        ),
        REPLCommand(
            name: .refresh, usage: "refresh REF", summary: "add a step that pulls a list to refresh, and run it",
            details:
                "Adds a step after the current one that pulls the List or ScrollView REF names down to refresh, e.g. 'refresh Inbox/List': the innermost '.refreshable' action covering it runs in a task; 'wait' lets an async refresh finish."
        ),
        REPLCommand(
            name: .pop, usage: "pop REF", summary: "add a step that taps a pushed screen's Back button, and run it",
            details:
                "Adds a step after the current one that taps the Back button of the screen on top of the navigation stack REF's body shows, e.g. 'pop Library': that screen is popped, as going back does (its value leaves the stack's path). 'controls' lists 'pop' for each stack with a pushed screen."
        ),
        REPLCommand(
            name: .scene, usage: "scene .PHASE",
            summary: "add a step that moves the app to the background or back, and run it",
            details:
                "Adds a step after the current one in which the system moves the app's scene to '.background', '.inactive' or '.active', e.g. 'scene .background', passing through '.inactive' as iOS does; each phase is an environment change at the root, so the views that read '\\.scenePhase' run and their 'onChange(of: scenePhase)' actions follow."
        ),
        REPLCommand(
            name: .controls, usage: "controls", summary: "what you can tap, toggle or type into on screen",
            details:
                "Lists the controls on screen in the current step, with the command that uses each: 'tap REF' for a Button or a Toggle, 'do' with the binding for a TextField. A good place to start after opening a Swift file."
        ),
        REPLCommand(
            name: .variant, usage: "variant [NAME]", summary: "switch variant at the same step",
            details:
                "Switches to variant NAME ('base' is the scenario without variants) and re-derives the current step in it. Without NAME, lists the variants."
        ),
        REPLCommand(
            name: .compare, usage: "compare", summary: "every variant side by side",
            details:
                "Runs every variant through all the steps and shows them side by side: bodies per view type, checks, cost, hitches and findings."
        ),
        REPLCommand(
            name: .stats, usage: "stats", summary: "bodies and checked views per view type so far",
            details:
                "Counts bodies and checked views (compared, not run: equal inputs or unchanged environment keys) per view type over the steps run so far, with rates per second for timed steps and hitches per step."
        ),
        REPLCommand(
            name: .predict, usage: "predict on|off", summary: "guess which views will run before each step",
            details:
                "With 'predict on', 'next' and Enter first show the step's actions and ask which views will run their body (REFs; TrailRow* for every TrailRow; all; none), which will be redrawn (Enter skips), and the lesson's own questions. Then the card marks each guess right, missed or extra, with the reason and rule for every miss. 'stats' shows the score per lesson and overall."
        ),
        REPLCommand(
            name: .timeline, usage: "timeline", summary: "the step's frames as Instruments-style lanes",
            details:
                "Draws the current step's frames as lanes: Update Groups (work per frame), Long View Body Updates (orange > 0.5 ms, red > 1 ms) and hitches against the frame budget."
        ),
        REPLCommand(
            name: .export, usage: "export FORMAT [FILE]", summary: "export the step's graph: dot, mermaid or json",
            details: "Exports the current step as FORMAT (dot, mermaid or json), printing it or writing it to FILE."),
        REPLCommand(
            name: .html, usage: "html [FILE]", summary: "write a step-through web page, open at this step",
            details:
                "Writes a self-contained HTML page of every variant and step (source lines, view graph, verdicts, why, findings, frame cost) to FILE, by default NAME.html beside you, opening at the current step and variant."
        ),
        REPLCommand(
            name: .load, usage: "load FILE", summary: "open another scenario file",
            details: "Opens another scenario file at its initial render, in its base variant."),
        REPLCommand(
            name: .reload, usage: "reload", summary: "re-read the file after an edit, keeping the step",
            details:
                "Reads the scenario file again and re-derives the current step. When the edited file has errors, they are shown and the old scenario stays loaded.",
            aliases: ["r"]),
        REPLCommand(
            name: .help, usage: "help [CMD]", summary: "list the commands, or explain one",
            details: "Lists the commands, or shows the help of one, such as 'help why'.",
            aliases: ["h", "?"]),
        REPLCommand(
            name: .quit, usage: "quit", summary: "leave (or Ctrl-D)",
            details: "Leaves the REPL. Ctrl-D does the same; Ctrl-C only clears the line.",
            aliases: ["q", "exit"]),
    ]

    package static func command(_ name: Name) -> REPLCommand {
        all.first { $0.name == name }!
    }

    /// Looks up a typed word: a name, an alias, with or without a leading ':'.
    package static func lookup(_ word: String) -> REPLCommand? {
        let bare = word.hasPrefix(":") ? String(word.dropFirst()) : word
        return all.first { $0.name.rawValue == bare || $0.aliases.contains(bare) }
    }

    package static var names: [String] { all.map(\.name.rawValue) }
}
