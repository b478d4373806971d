/// The shape of one subcommand: its arguments, options and help text. The parser
/// and the help formatter both read these, so help can never drift from parsing.
package struct CommandSpec: Sendable {
    package var name: String
    /// One sentence, shown after `OVERVIEW:` and in the subcommand list.
    package var abstract: String
    /// Optional paragraph shown under the overview.
    package var discussion: String?
    package var arguments: [ArgumentSpec]
    package var options: [OptionSpec]

    /// `viewgraph run <file> ... [--variant <name>] …` (global options left out). When
    /// that would not fit an 80-column `USAGE:` line, the optional options become
    /// `[<options>]`, as in swift-argument-parser.
    package var usage: String {
        var parts = ["viewgraph", name]
        for argument in arguments {
            var part = "<\(argument.name)>"
            if argument.isRepeating { part += " ..." }
            parts.append(argument.isOptional ? "[\(part)]" : part)
        }
        var full = parts
        for option in options {
            full.append(option.isRequired ? option.synopsis : "[\(option.synopsis)]")
        }
        let line = full.joined(separator: " ")
        guard "USAGE: ".count + line.count > 80 else { return line }
        parts += options.filter(\.isRequired).map(\.synopsis)
        if options.contains(where: { $0.isRequired == false }) { parts.append("[<options>]") }
        return parts.joined(separator: " ")
    }
}

package struct ArgumentSpec: Sendable {
    package var name: String
    package var help: String
    /// Takes one or more values (`FILE…`).
    package var isRepeating = false
    /// May be left out (`[PATH…]`).
    package var isOptional = false
    /// When not empty, the only values accepted.
    package var allowedValues: [String] = []
}

package struct OptionSpec: Sendable {
    /// The long name with its dashes: `--format`.
    package var name: String
    /// `-h`, when there is one.
    package var shortName: String? = nil
    /// The value's placeholder (`format` in `--format <format>`); nil for a flag.
    package var valueName: String? = nil
    package var help: String
    package var allowedValues: [String] = []
    package var defaultValue: String? = nil
    package var isRequired = false

    /// `--format <format>`, or `--deps` for a flag.
    package var synopsis: String {
        valueName.map { "\(name) <\($0)>" } ?? name
    }
}

/// Every subcommand of `viewgraph`, in the order help lists them.
package enum ViewGraphCommands {
    package static let colorOption = OptionSpec(
        name: "--color", valueName: "when", help: "When to use colour.",
        allowedValues: ColorChoice.allCases.map(\.rawValue), defaultValue: "auto")
    package static let helpOption = OptionSpec(name: "--help", shortName: "-h", help: "Show help information.")
    package static let versionOption = OptionSpec(name: "--version", help: "Show the version.")

    static let formatOption = OptionSpec(
        name: "--format", valueName: "format", help: "The output format.",
        allowedValues: OutputFormat.allCases.map(\.rawValue), defaultValue: "text")

    static let watchOption = OptionSpec(
        name: "--watch", help: "Run again whenever a scenario or a Swift file beside it changes (Ctrl-C stops).")

    static let whyOptions = [
        OptionSpec(
            name: "--step", valueName: "n", help: "The step to look at (0 is the initial render).", isRequired: true),
        OptionSpec(name: "--variant", valueName: "name", help: "Look at this variant instead of the base scenario."),
    ]

    package static let all: [CommandSpec] = [
        CommandSpec(
            name: "run", abstract: "Run scenarios and print what every step did.",
            discussion: """
                Prints the initial render and a step card for each step: the trigger, the views \
                that ran or were skipped and why, what changed on screen, frame cost and findings.
                """,
            arguments: [ArgumentSpec(name: "file", help: "A scenario file to run.", isRepeating: true)],
            options: [
                OptionSpec(
                    name: "--variant", valueName: "name", help: "Run this variant instead of the base scenario."),
                formatOption,
                OptionSpec(name: "--deps", help: "Also show each view's dependencies after every step."),
                watchOption,
                OptionSpec(
                    name: "--predict", valueName: "answers",
                    help:
                        "Grade a learner's predictions: one answer per line, in the order the REPL's predict mode asks ('-' reads standard input)."
                ),
            ]),
        CommandSpec(
            name: "check", abstract: "Check scenarios for errors without running them.",
            discussion: """
                Prints the diagnostics, or one line saying what was checked when there is no error. \
                Exits with 0 when there are no errors, 1 when there is any.
                """,
            arguments: [ArgumentSpec(name: "file", help: "A scenario file to check.", isRepeating: true)],
            options: [formatOption]),
        CommandSpec(
            name: "test", abstract: "Check expectations and golden transcripts.",
            discussion: """
                Checks every 'expect' line and, when 'X.expected' sits beside 'X.scenario', compares \
                the transcript with it. Prints 'N passed, N failed'; exits with 1 on any failure. \
                Files and variants run in parallel; the output is the same for any number of jobs.
                """,
            arguments: [
                ArgumentSpec(
                    name: "path", help: "A scenario file or a folder of them (default: Scenarios).",
                    isRepeating: true, isOptional: true)
            ],
            options: [
                OptionSpec(
                    name: "--junit", valueName: "file",
                    help: "Also write a JUnit XML report: one testsuite per file, one testcase per check."),
                OptionSpec(
                    name: "--jobs", shortName: "-j", valueName: "n",
                    help: "How many files and variants to run at once (default: the number of cores)."),
                watchOption,
            ]),
        CommandSpec(
            name: "record", abstract: "Write golden transcripts beside scenarios.",
            discussion: "Writes 'X.expected' beside each 'X.scenario', replacing it atomically.",
            arguments: [
                ArgumentSpec(name: "path", help: "A scenario file or a folder of them.", isRepeating: true)
            ],
            options: []),
        CommandSpec(
            name: "compare", abstract: "Show a scenario's variants side by side.",
            arguments: [ArgumentSpec(name: "file", help: "The scenario file.")],
            options: []),
        CommandSpec(
            name: "export", abstract: "Export a step's view graph: DOT, Mermaid or JSON.",
            discussion: """
                DOT and Mermaid draw the view graph after the step: views, the model properties, \
                @State and environment keys they read, and the step's invalidations highlighted. \
                JSON holds the whole trace up to the step (formatVersion 1) and the graph after it.
                """,
            arguments: [
                ArgumentSpec(
                    name: "format", help: "The export format (values: dot, mermaid, json).",
                    allowedValues: ExportFormat.allCases.map(\.rawValue)),
                ArgumentSpec(name: "file", help: "The scenario file."),
            ],
            options: [
                OptionSpec(
                    name: "--step", valueName: "n", help: "The step to export (0 is the initial render; default: last)."
                ),
                OptionSpec(
                    name: "--variant", valueName: "name", help: "Export this variant instead of the base scenario."),
            ]),
        CommandSpec(
            name: "html", abstract: "Write a self-contained web page that steps through a scenario.",
            discussion: """
                One HTML file (its CSS, script and pictures inline; no network) with, per step, the source \
                lines of its actions, writes and reads, the view graph (laid out by graphviz when 'dot' is \
                installed), the verdicts and why, the cause and effect, findings and frame cost. The arrow \
                keys step; variants switch and compare side by side; '#step-3' links to a step; it prints \
                one step per page.
                """,
            arguments: [ArgumentSpec(name: "file", help: "The scenario file.")],
            options: [
                OptionSpec(name: "--variant", valueName: "name", help: "Open at this variant (all are in the page)."),
                OptionSpec(name: "--step", valueName: "n", help: "Open at this step (default: 0, the initial render)."),
                OptionSpec(
                    name: "--output", shortName: "-o", valueName: "file",
                    help: "Where to write the page (default: NAME.html in the current folder)."),
            ]),
        CommandSpec(
            name: "explain", abstract: "Explain a finding (its cause and its fix) or a rule; no id lists them.",
            arguments: [
                ArgumentSpec(
                    name: "id", help: "A finding id such as 'broad-observable-read', or a rule such as 'R4.1'.",
                    isOptional: true)
            ],
            options: []),
        CommandSpec(
            name: "why", abstract: "Explain why a view ran, or did not, in a step.",
            arguments: [
                ArgumentSpec(name: "file", help: "The scenario file."),
                ArgumentSpec(name: "ref", help: "The view, such as 'TrailRow[2]'."),
            ],
            options: whyOptions),
        CommandSpec(
            name: "whynot", abstract: "Explain why a view did not run in a step.",
            arguments: [
                ArgumentSpec(name: "file", help: "The scenario file."),
                ArgumentSpec(name: "ref", help: "The view, such as 'TrailRow[3]'."),
            ],
            options: whyOptions),
        CommandSpec(
            name: "repl", abstract: "Step through a scenario interactively.",
            discussion: "'viewgraph FILE' is short for 'viewgraph repl FILE'.",
            arguments: [ArgumentSpec(name: "file", help: "The scenario file.")],
            options: [
                OptionSpec(
                    name: "--predict", help: "Start in predict mode: guess which views will run before each step.")
            ]),
        CommandSpec(
            name: "bench", abstract: "Time generated workloads against the Observation runtime.",
            discussion: """
                Runs W1 wide (one row of N changes), W2 broad (1,000 rows read one array), W3 deep (a chain \
                of 200 views), W4 timed (a 10 Hz ticker for 60 simulated seconds), W5 lessons (every \
                scenario under Scenarios), W6 dashboard (an actor's AsyncStream ticker at 10 Hz consumed by a \
                store's Task, for 60 simulated seconds) and W7 repl (next, back and goto over every lesson), \
                and prints µs per step, the same work done directly with \
                withObservationTracking (the floor, timed in turn with the engine batch by batch), their \
                ratio, throughput and peak memory. Figures are meaningful only from a release build: \
                swift build -c release. Guides/Performance.md explains the output.
                """,
            arguments: [],
            options: [
                OptionSpec(name: "--json", help: "Print one JSON object per workload and size."),
                OptionSpec(name: "--quick", help: "Smaller sizes (W1 at 1k and 10k rows); under a minute."),
                OptionSpec(
                    name: "--workload", valueName: "list",
                    help: "Comma-separated workloads to run: W1 to W7 (default: all)."),
                OptionSpec(
                    name: "--scenarios", valueName: "path", help: "Where W5 finds lessons.", defaultValue: "Scenarios"),
                OptionSpec(
                    name: "--rows", valueName: "list",
                    help: "Comma-separated W1 row counts (default: 1000,10000,100000; with --quick: 1000,10000)."),
                OptionSpec(
                    name: "--steps", valueName: "n",
                    help: "Timed steps per batch for W1 and W3, to profile with fewer (default: 500)."),
            ]),
        CommandSpec(
            name: "new", abstract: "Write a lesson skeleton that passes 'viewgraph test'.",
            discussion: """
                Writes NAME.scenario (and the folders it needs): a header comment, the scenario \
                block, a view, the app, one step, one variant and their expectations. It never \
                replaces a file.
                """,
            arguments: [ArgumentSpec(name: "name", help: "The file to write, such as 'Scenarios/12-lists/lists'.")],
            options: []),
        CommandSpec(
            name: "help", abstract: "Show help for viewgraph or a subcommand.",
            arguments: [ArgumentSpec(name: "subcommand", help: "The subcommand to describe.", isOptional: true)],
            options: []),
    ]

    package static var names: [String] { all.map(\.name) }

    package static func spec(named name: String) -> CommandSpec? { all.first { $0.name == name } }
}
