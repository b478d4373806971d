import Testing
import ViewGraphDriver
import ViewGraphTestSupport

@Suite struct CommandLineParserTests {
    func parse(_ line: String, fileExists: (String) -> Bool = { _ in false }) -> Result<Invocation, UsageError> {
        CommandLineParser.parse(line.split(separator: " ").map(String.init), fileExists: fileExists)
    }

    func command(_ line: String) -> Command? {
        try? parse(line).get().command
    }

    func usageError(_ line: String) -> UsageError? {
        if case .failure(let error) = parse(line) { return error }
        return nil
    }

    // MARK: - Each subcommand

    @Test func run() {
        #expect(command("run a.scenario") == .run(RunOptions(files: ["a.scenario"])))
        #expect(
            command("run a.scenario b.scenario --variant row-models --format json --deps")
                == .run(
                    RunOptions(
                        files: ["a.scenario", "b.scenario"], variant: "row-models", format: .json,
                        showDependencies: true)))
        #expect(command("run --format=json a.scenario") == .run(RunOptions(files: ["a.scenario"], format: .json)))
        #expect(usageError("run")?.message == "missing expected argument '<file>'")
    }

    @Test func check() {
        #expect(command("check a.scenario b.scenario") == .check(CheckOptions(files: ["a.scenario", "b.scenario"])))
        #expect(command("check --format json a.scenario") == .check(CheckOptions(files: ["a.scenario"], format: .json)))
    }

    @Test func testAndRecord() {
        #expect(command("test") == .test(TestOptions(paths: [])))
        #expect(command("test Scenarios a.scenario") == .test(TestOptions(paths: ["Scenarios", "a.scenario"])))
        #expect(
            command("test --junit out.xml --jobs 2 --watch Scenarios")
                == .test(TestOptions(paths: ["Scenarios"], junit: "out.xml", jobs: 2, watch: true)))
        #expect(command("test -j 3") == .test(TestOptions(paths: [], jobs: 3)))
        #expect(
            usageError("test --jobs 0")?.message
                == "invalid value '0' for '--jobs <n>'; expected a number from 1 to 256")
        #expect(usageError("test --junit")?.message == "missing value for '--junit <file>'")
        #expect(usageError("test --wach")?.message == "unknown option '--wach'; did you mean '--watch'?")
        #expect(command("run a.scenario --watch") == .run(RunOptions(files: ["a.scenario"], watch: true)))
        #expect(command("new lessons/12-lists") == .new(name: "lessons/12-lists"))
        #expect(usageError("new")?.message == "missing expected argument '<name>'")
        #expect(command("record Scenarios") == .record(paths: ["Scenarios"]))
        #expect(usageError("record")?.message == "missing expected argument '<path>'")
    }

    @Test func compareExplainRepl() {
        #expect(command("compare a.scenario") == .compare(file: "a.scenario"))
        #expect(usageError("compare a.scenario b.scenario")?.message == "unexpected argument 'b.scenario'")
        #expect(command("explain broad-observable-read") == .explain(id: "broad-observable-read"))
        #expect(command("repl a.scenario") == .repl(file: "a.scenario"))
    }

    @Test func export() {
        #expect(command("export dot a.scenario") == .export(ExportOptions(format: .dot, file: "a.scenario")))
        #expect(
            command("export mermaid a.scenario --step 2")
                == .export(ExportOptions(format: .mermaid, file: "a.scenario", step: 2)))
        #expect(
            usageError("export jsn a.scenario")?.message == "invalid value 'jsn' for '<format>'; did you mean 'json'?")
        #expect(
            usageError("export svg a.scenario")?.message
                == "invalid value 'svg' for '<format>'; expected 'dot', 'mermaid', 'json'")
        #expect(
            usageError("export dot a.scenario --step -1")?.message
                == "invalid value '-1' for '--step <n>'; expected a step number (0 or more)")
    }

    @Test func why() {
        #expect(
            command("why a.scenario --step 1 TrailRow[3]")
                == .why(WhyOptions(file: "a.scenario", step: 1, reference: "TrailRow[3]")))
        #expect(usageError("why a.scenario TrailRow[3]")?.message == "missing expected argument '--step <n>'")
        #expect(
            command("why a.scenario TrailRow[3] --step 2 --variant row-models")
                == .why(WhyOptions(file: "a.scenario", step: 2, reference: "TrailRow[3]", variant: "row-models")))
        #expect(
            command("whynot a.scenario TrailRow[3] --step 0")
                == .why(WhyOptions(file: "a.scenario", step: 0, reference: "TrailRow[3]", not: true)))
        #expect(
            usageError("whynot a.scenario X --step 1 --variat v")?.message
                == "unknown option '--variat'; did you mean '--variant'?")
        #expect(usageError("why a.scenario --step")?.message == "missing value for '--step <n>'")
    }

    @Test func fileShortcutOpensTheREPL() throws {
        #expect(
            command("Scenarios/01-counter/counter.scenario") == .repl(file: "Scenarios/01-counter/counter.scenario"))
        #expect(command("counter.scenario --color never") == .repl(file: "counter.scenario"))
        #expect(try parse("lesson", fileExists: { $0 == "lesson" }).get().command == .repl(file: "lesson"))
        #expect(command("-- run") == .repl(file: "run"))
    }

    // MARK: - Help and version

    @Test func helpForms() {
        #expect(command("") == .help(command: nil))
        #expect(command("--help") == .help(command: nil))
        #expect(command("-h") == .help(command: nil))
        #expect(command("help") == .help(command: nil))
        #expect(command("help run") == .help(command: "run"))
        #expect(command("run --help") == .help(command: "run"))
        // Help wins over other problems on the line.
        #expect(command("run --fromat json -h") == .help(command: "run"))
        #expect(command("--version") == .version)
        #expect(usageError("help chek")?.message == "unknown subcommand 'chek'; did you mean 'check'?")
    }

    @Test func helpTextHasAlignedSections() {
        let root = HelpFormatter.rootHelp()
        for section in ["OVERVIEW:", "USAGE:", "OPTIONS:", "SUBCOMMANDS:"] {
            #expect(root.contains("\n\(section)") || root.hasPrefix(section), "root help lacks \(section)")
        }
        for name in ViewGraphCommands.names {
            #expect(root.contains("\n  \(name)" + String(repeating: " ", count: 24 - name.count)))
        }
        for spec in ViewGraphCommands.all {
            let help = HelpFormatter.help(for: spec)
            #expect(help.hasPrefix("OVERVIEW: \(spec.abstract)\n"))
            #expect(help.contains("\nUSAGE: viewgraph \(spec.name)"))
            #expect(help.contains("\nOPTIONS:\n"))
            #expect(help.contains("\n  -h, --help              Show help information.\n"))
            #expect(help.contains("\nARGUMENTS:\n") == !spec.arguments.isEmpty)
            for line in help.split(separator: "\n") {
                #expect(line.count <= 80, "line too long in help for \(spec.name): \(line)")
            }
        }
        let run = HelpFormatter.help(for: ViewGraphCommands.spec(named: "run")!)
        #expect(run.contains("\n  --format <format>       The output format. (values: text, json; default: text)\n"))
        // With --watch the options no longer fit one 80-column line: they become [<options>].
        #expect(run.contains("\nUSAGE: viewgraph run <file> ... [<options>]\n"))
        #expect(run.contains("\n  --watch                 Run again whenever a scenario or a Swift file beside"))
    }

    // MARK: - Usage errors

    @Test func mistypedOptionSuggestsTheNearest() throws {
        let error = try #require(usageError("run a.scenario --fromat json"))
        #expect(error.exitStatus == 64)
        assertStringsEqualWithDiff(
            error.rendered,
            """
            error: unknown option '--fromat'; did you mean '--format'?
            usage: viewgraph run <file> ... [<options>]
            See 'viewgraph help run' for more information.

            """)
        #expect(
            usageError("check a.scenario --colour never")?.message
                == "unknown option '--colour'; did you mean '--color'?")
        #expect(usageError("run a.scenario --zzzzzz")?.message == "unknown option '--zzzzzz'")
        #expect(usageError("--verison")?.message == "unknown option '--verison'; did you mean '--version'?")
    }

    @Test func mistypedSubcommandSuggestsTheNearest() throws {
        let error = try #require(usageError("chek a.scenario"))
        #expect(error.exitStatus == ExitStatus.usage)
        assertStringsEqualWithDiff(
            error.rendered,
            """
            error: unknown command 'chek'; did you mean 'check'?
            usage: viewgraph <subcommand>
                   viewgraph <file>
            See 'viewgraph help' for more information.

            """)
        #expect(usageError("frobnicate")?.message == "unknown command 'frobnicate'")
    }

    @Test func invalidValues() {
        #expect(
            usageError("run a.scenario --format jsn")?.message
                == "invalid value 'jsn' for '--format <format>'; did you mean 'json'?")
        #expect(usageError("run a.scenario --format")?.message == "missing value for '--format <format>'")
        #expect(usageError("run a.scenario --deps=yes")?.message == "option '--deps' does not take a value")
        #expect(
            usageError("--color sometimes run a.scenario")?.message
                == "invalid value 'sometimes' for '--color <when>'; expected 'auto', 'always', 'never'")
    }

    // MARK: - Colour

    @Test func colorOptionAnywhere() throws {
        #expect(try parse("--color always check a.scenario").get().color == .always)
        #expect(try parse("check a.scenario --color=never").get().color == .never)
        #expect(try parse("check a.scenario").get().color == .auto)
    }

    @Test func autoColorNeedsATerminalAndNoOptOut() {
        #expect(ColorChoice.auto.usesColor(isTerminal: true, environment: ["TERM": "xterm-256color"]))
        #expect(!ColorChoice.auto.usesColor(isTerminal: false, environment: ["TERM": "xterm-256color"]))
        #expect(!ColorChoice.auto.usesColor(isTerminal: true, environment: ["TERM": "dumb"]))
        #expect(!ColorChoice.auto.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!ColorChoice.auto.usesColor(isTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(ColorChoice.always.usesColor(isTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!ColorChoice.never.usesColor(isTerminal: true, environment: [:]))
    }
}
