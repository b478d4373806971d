/// What a `viewgraph` command line asks for, once parsed and validated
/// (DESIGN.md §5). Produced by `CommandLineParser.parse(_:)`; run by the executable.
package struct Invocation: Equatable, Sendable {
    package var command: Command
    /// `--color auto|always|never`, accepted before or after the subcommand.
    package var color: ColorChoice

    package init(_ command: Command, color: ColorChoice = .auto) {
        self.command = command
        self.color = color
    }
}

package enum Command: Equatable, Sendable {
    /// `viewgraph --help`, `viewgraph help [COMMAND]`, `viewgraph COMMAND --help`;
    /// nil for the top-level help.
    case help(command: String?)
    /// `viewgraph --version`
    case version
    /// `viewgraph run FILE… [--variant NAME] [--format text|json] [--deps]`
    case run(RunOptions)
    /// `viewgraph check FILE… [--format text|json]`
    case check(CheckOptions)
    /// `viewgraph test [PATH…] [--junit FILE] [--jobs N] [--watch]`; no paths means the
    /// project's Scenarios folder.
    case test(TestOptions)
    /// `viewgraph record PATH…`
    case record(paths: [String])
    /// `viewgraph compare FILE`
    case compare(file: String)
    /// `viewgraph export dot|mermaid|json FILE [--step N] [--variant NAME]`
    case export(ExportOptions)
    /// `viewgraph html FILE [--variant NAME] [--step N] [-o OUT.html]`
    case html(HTMLOptions)
    /// `viewgraph explain ID`
    case explain(id: String)
    /// `viewgraph why FILE REF --step N [--variant NAME]`, and `whynot` (`not` is true)
    case why(WhyOptions)
    /// `viewgraph new NAME`
    case new(name: String)
    /// `viewgraph repl FILE [--predict]`, or `viewgraph FILE [--predict]`
    case repl(file: String, predict: Bool = false)
    /// `viewgraph bench [--json] [--quick] [--workload W1,W2…] [--scenarios PATH] [--rows N,…] [--steps N]`
    case bench(BenchOptions)
}

package enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json
}

package enum ExportFormat: String, CaseIterable, Sendable {
    case dot
    case mermaid
    case json
}

package struct RunOptions: Equatable, Sendable {
    package var files: [String]
    package var variant: String?
    package var format: OutputFormat
    /// `--deps`: also show each view's dependencies after every step.
    package var showDependencies: Bool
    /// `--watch`: run again whenever a file changes.
    package var watch: Bool
    /// `--predict ANSWERS`: grade the answers in that file (`-`: standard input).
    package var predict: String? = nil

    package init(
        files: [String], variant: String? = nil, format: OutputFormat = .text, showDependencies: Bool = false,
        watch: Bool = false
    ) {
        self.files = files
        self.variant = variant
        self.format = format
        self.showDependencies = showDependencies
        self.watch = watch
    }
}

package struct TestOptions: Equatable, Sendable {
    package var paths: [String]
    /// `--junit FILE`: also write a JUnit XML report there.
    package var junit: String?
    /// `--jobs N`; nil: the number of cores.
    package var jobs: Int?
    /// `--watch`: test again whenever a file changes.
    package var watch: Bool

    package init(paths: [String], junit: String? = nil, jobs: Int? = nil, watch: Bool = false) {
        self.paths = paths
        self.junit = junit
        self.jobs = jobs
        self.watch = watch
    }
}

package struct CheckOptions: Equatable, Sendable {
    package var files: [String]
    package var format: OutputFormat

    package init(files: [String], format: OutputFormat = .text) {
        self.files = files
        self.format = format
    }
}

package struct ExportOptions: Equatable, Sendable {
    package var format: ExportFormat
    package var file: String
    /// nil: the last step.
    package var step: Int?
    /// nil: the base scenario.
    package var variant: String?

    package init(format: ExportFormat, file: String, step: Int? = nil, variant: String? = nil) {
        self.format = format
        self.file = file
        self.step = step
        self.variant = variant
    }
}

package struct HTMLOptions: Equatable, Sendable {
    package var file: String
    /// nil: the base scenario.
    package var variant: String?
    /// The step the page opens at (default: the initial render).
    package var step: Int?
    /// `-o FILE`; nil: `NAME.html` in the current folder, NAME the scenario's file name.
    package var output: String?

    package init(file: String, variant: String? = nil, step: Int? = nil, output: String? = nil) {
        self.file = file
        self.variant = variant
        self.step = step
        self.output = output
    }
}

package struct WhyOptions: Equatable, Sendable {
    package var file: String
    package var step: Int
    /// A view reference (DESIGN.md §2.2), e.g. `TrailRow[2]`.
    package var reference: String
    /// nil: the base scenario.
    package var variant: String?
    /// `whynot`: why the view did not run.
    package var not: Bool

    package init(file: String, step: Int, reference: String, variant: String? = nil, not: Bool = false) {
        self.file = file
        self.step = step
        self.reference = reference
        self.variant = variant
        self.not = not
    }
}

package struct BenchOptions: Equatable, Sendable {
    /// `--json`: one JSON object per workload and size instead of the table.
    package var json: Bool
    /// `--quick`: smaller sizes, under a minute in a release build.
    package var quick: Bool
    /// `--workload W1,W3`: the workloads to run, in the order given (default: all).
    package var workloads: [BenchWorkload]
    /// `--scenarios PATH`: where W5 finds lessons.
    package var scenariosPath: String
    /// `--rows 1000,50000`: W1 row counts instead of the defaults (for profiling).
    package var rows: [Int]?
    /// `--steps N`: timed steps per batch instead of the default (for profiling).
    package var steps: Int?

    package init(
        json: Bool = false, quick: Bool = false, workloads: [BenchWorkload] = BenchWorkload.allCases,
        scenariosPath: String = "Scenarios", rows: [Int]? = nil, steps: Int? = nil
    ) {
        self.json = json
        self.quick = quick
        self.workloads = workloads
        self.scenariosPath = scenariosPath
        self.rows = rows
        self.steps = steps
    }
}

/// Process exit codes (DESIGN.md §5).
package enum ExitStatus {
    package static let success: Int32 = 0
    /// Errors in the input, failed expectations, unreadable files.
    package static let failure: Int32 = 1
    /// The command line itself is wrong (sysexits' EX_USAGE).
    package static let usage: Int32 = 64
}

/// The version `viewgraph --version` prints.
package enum ViewGraphVersion {
    package static let current = "0.1.0"
}

/// `--color auto|always|never`.
package enum ColorChoice: String, CaseIterable, Sendable {
    case auto
    case always
    case never

    /// Whether to colour a stream. `auto` colours only a terminal, and not when
    /// `TERM=dumb` or when `NO_COLOR` is set (to any value).
    package func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if environment["NO_COLOR"] != nil { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }
}
