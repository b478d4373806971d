import ViewGraphDiagnostics

/// A command line the parser rejected. `rendered` is what the user sees on stderr
/// (then the process exits with `ExitStatus.usage`):
///
///     error: unknown option '--fromat'; did you mean '--format'?
///     usage: viewgraph run <file> ... [<options>]
///     See 'viewgraph help run' for more information.
package struct UsageError: Error, Equatable, Sendable {
    /// The first line without its `error: ` prefix.
    package var message: String
    /// The subcommand whose usage applies; nil for `viewgraph` itself.
    package var command: String?

    package init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }

    package var rendered: String {
        var output = "error: \(message)\n"
        if let command, let spec = ViewGraphCommands.spec(named: command) {
            output += "usage: \(spec.usage)\n"
            output += "See 'viewgraph help \(command)' for more information.\n"
        } else {
            output += "usage: \(HelpFormatter.rootUsage.joined(separator: "\n       "))\n"
            output += "See 'viewgraph help' for more information.\n"
        }
        return output
    }

    package var exitStatus: Int32 { ExitStatus.usage }
}

/// Turns `viewgraph`'s arguments into an `Invocation`, without swift-argument-parser
/// but following its conventions: `--opt value` and `--opt=value`, `--` ends the
/// options, `-h`/`--help` anywhere asks for help, and mistyped subcommands, options
/// and values get a "did you mean" (Elm's limits, unambiguous nearest only).
/// Pure: no I/O, except through the `fileExists` predicate.
package enum CommandLineParser {
    /// - Parameters:
    ///   - arguments: the command line without the program name.
    ///   - fileExists: used only to tell `viewgraph FILE` from a mistyped subcommand
    ///     when FILE has neither a `/` nor a `.scenario` suffix.
    package static func parse(
        _ arguments: [String], fileExists: (String) -> Bool = { _ in false }
    ) -> Result<Invocation, UsageError> {
        do {
            return .success(try parseRoot(arguments, fileExists: fileExists))
        } catch let error as UsageError {
            return .failure(error)
        } catch {
            return .failure(UsageError("\(error)", command: nil))
        }
    }

    // MARK: - Top level

    private static let rootOptions = [
        ViewGraphCommands.colorOption, ViewGraphCommands.versionOption, ViewGraphCommands.helpOption,
    ]

    private static func parseRoot(_ arguments: [String], fileExists: (String) -> Bool) throws -> Invocation {
        var color = ColorChoice.auto
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            if token == "--" {
                index += 1
                break
            }
            guard token.hasPrefix("-"), token != "-" else { break }
            let (name, inlineValue) = split(token)
            switch name {
            case "--help", "-h", "--version":
                // `--version extra` is a wrong command line, not a version with something ignored;
                // only `--color` may stand beside it.
                var rest = index + 1
                while rest < arguments.count {
                    let (restName, restValue) = split(arguments[rest])
                    guard restName == "--color" else {
                        throw UsageError("unexpected argument '\(arguments[rest])' after '\(name)'", command: nil)
                    }
                    let value = try optionValue(
                        ViewGraphCommands.colorOption, inline: restValue, arguments, &rest, command: nil)
                    color = try colorChoice(value, command: nil)
                    rest += 1
                }
                return Invocation(name == "--version" ? .version : .help(command: nil), color: color)
            case "--color":
                let value = try optionValue(
                    ViewGraphCommands.colorOption, inline: inlineValue, arguments, &index, command: nil)
                color = try colorChoice(value, command: nil)
            default:
                throw unknownOption(name, among: rootOptions, command: nil)
            }
            index += 1
        }
        guard index < arguments.count else {
            // `viewgraph` alone shows the help, as swift-argument-parser does.
            return Invocation(.help(command: nil), color: color)
        }

        let word = arguments[index]
        let rest = Array(arguments[(index + 1)...])
        let afterDoubleDash = index > 0 && arguments[index - 1] == "--"
        if !afterDoubleDash, let spec = ViewGraphCommands.spec(named: word) {
            return try parseSubcommand(spec, rest, color: color)
        }
        if afterDoubleDash || word.contains("/") || word.hasSuffix(".scenario") || fileExists(word) {
            // `viewgraph FILE` is `viewgraph repl FILE`.
            let repl = ViewGraphCommands.spec(named: "repl")!
            return try parseSubcommand(repl, (word.hasPrefix("-") ? ["--", word] : [word]) + rest, color: color)
        }
        var message = "unknown command '\(word)'"
        if let suggestion = DidYouMean.suggestion(for: word, among: ViewGraphCommands.names) {
            message += "; did you mean '\(suggestion)'?"
        }
        throw UsageError(message, command: nil)
    }

    // MARK: - Subcommands

    private struct Values {
        var positionals: [String] = []
        var options: [String: String] = [:]
        var flags: Set<String> = []
    }

    private static func parseSubcommand(_ spec: CommandSpec, _ arguments: [String], color: ColorChoice) throws
        -> Invocation
    {
        // Help wins over every other problem on the line, as in swift-argument-parser.
        let optionsEnd = arguments.firstIndex(of: "--") ?? arguments.count
        if arguments[..<optionsEnd].contains(where: { $0 == "--help" || $0 == "-h" }) {
            return Invocation(.help(command: spec.name), color: color)
        }

        let known = spec.options + [ViewGraphCommands.colorOption, ViewGraphCommands.helpOption]
        var values = Values()
        var color = color
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let token = arguments[index]
            defer { index += 1 }
            if optionsEnded || token == "-" || !token.hasPrefix("-") {
                values.positionals.append(token)
                continue
            }
            if token == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(token)
            guard let option = known.first(where: { $0.name == name || $0.shortName == name }) else {
                throw unknownOption(name, among: known, command: spec.name)
            }
            if option.valueName == nil {
                if inlineValue != nil {
                    throw UsageError("option '\(option.name)' does not take a value", command: spec.name)
                }
                values.flags.insert(option.name)
                continue
            }
            let value = try optionValue(option, inline: inlineValue, arguments, &index, command: spec.name)
            if option.name == ViewGraphCommands.colorOption.name {
                color = try colorChoice(value, command: spec.name)
            } else {
                try validate(value, allowed: option.allowedValues, label: "'\(option.synopsis)'", command: spec.name)
                values.options[option.name] = value
            }
        }

        for option in spec.options where option.isRequired && values.options[option.name] == nil {
            throw UsageError("missing expected argument '\(option.synopsis)'", command: spec.name)
        }
        let positionals = try assign(values.positionals, to: spec)
        return Invocation(try command(spec.name, positionals, values), color: color)
    }

    /// Matches positional values to the spec's arguments, in order.
    private static func assign(_ values: [String], to spec: CommandSpec) throws -> [String: [String]] {
        var assigned: [String: [String]] = [:]
        var remaining = values[...]
        for argument in spec.arguments {
            if argument.isRepeating {
                assigned[argument.name] = Array(remaining)
                remaining = []
            } else if let value = remaining.popFirst() {
                assigned[argument.name] = [value]
            }
            let got = assigned[argument.name] ?? []
            if got.isEmpty && !argument.isOptional {
                throw UsageError("missing expected argument '<\(argument.name)>'", command: spec.name)
            }
            for value in got {
                try validate(value, allowed: argument.allowedValues, label: "'<\(argument.name)>'", command: spec.name)
            }
        }
        if let extra = remaining.first {
            throw UsageError("unexpected argument '\(extra)'", command: spec.name)
        }
        return assigned
    }

    private static func command(_ name: String, _ positionals: [String: [String]], _ values: Values) throws
        -> Command
    {
        func one(_ argument: String) -> String { positionals[argument]?.first ?? "" }
        func many(_ argument: String) -> [String] { positionals[argument] ?? [] }
        func format() -> OutputFormat { values.options["--format"].flatMap(OutputFormat.init(rawValue:)) ?? .text }

        switch name {
        case "run":
            var options = RunOptions(
                files: many("file"), variant: values.options["--variant"], format: format(),
                showDependencies: values.flags.contains("--deps"), watch: values.flags.contains("--watch"))
            if let answers = values.options["--predict"] {
                guard options.files.count == 1, options.watch == false, options.format == .text else {
                    throw UsageError(
                        "'--predict <answers>' grades one scenario file, as text, without '--watch'", command: name)
                }
                options.predict = answers
            }
            return .run(options)
        case "check":
            return .check(CheckOptions(files: many("file"), format: format()))
        case "test":
            let jobs = try values.options["--jobs"].map {
                try count($0, option: "--jobs <n>", range: 1...256, command: name)
            }
            return .test(
                TestOptions(
                    paths: many("path"), junit: values.options["--junit"], jobs: jobs,
                    watch: values.flags.contains("--watch")))
        case "record":
            return .record(paths: many("path"))
        case "compare":
            return .compare(file: one("file"))
        case "export":
            let step = try values.options["--step"].map { try stepNumber($0, command: name) }
            return .export(
                ExportOptions(
                    format: ExportFormat(rawValue: one("format")) ?? .json, file: one("file"), step: step,
                    variant: values.options["--variant"]))
        case "html":
            let step = try values.options["--step"].map { try stepNumber($0, command: name) }
            return .html(
                HTMLOptions(
                    file: one("file"), variant: values.options["--variant"], step: step,
                    output: values.options["--output"]))
        case "explain":
            return .explain(id: one("id"))
        case "why", "whynot":
            let step = try stepNumber(values.options["--step"] ?? "", command: name)
            return .why(
                WhyOptions(
                    file: one("file"), step: step, reference: one("ref"), variant: values.options["--variant"],
                    not: name == "whynot"))
        case "new":
            return .new(name: one("name"))
        case "repl":
            return .repl(file: one("file"), predict: values.flags.contains("--predict"))
        case "bench":
            var options = BenchOptions(
                json: values.flags.contains("--json"), quick: values.flags.contains("--quick"),
                scenariosPath: values.options["--scenarios"] ?? "Scenarios")
            if let list = values.options["--workload"] {
                options.workloads = try workloads(list, command: name)
            }
            if let list = values.options["--rows"] {
                options.rows = try list.split(separator: ",", omittingEmptySubsequences: false).map {
                    try count(String($0), option: "--rows <list>", range: 1...200_000, command: name)
                }
            }
            if let steps = values.options["--steps"] {
                options.steps = try count(steps, option: "--steps <n>", range: 1...1_000_000, command: name)
            }
            return .bench(options)
        case "help":
            guard let target = positionals["subcommand"]?.first else { return .help(command: nil) }
            guard ViewGraphCommands.spec(named: target) != nil else {
                var message = "unknown subcommand '\(target)'"
                if let suggestion = DidYouMean.suggestion(for: target, among: ViewGraphCommands.names) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw UsageError(message, command: "help")
            }
            return .help(command: target)
        default:
            throw UsageError("unknown command '\(name)'", command: nil)
        }
    }

    // MARK: - Values

    /// `--name=value` → ("--name", "value"); anything else → (token, nil).
    private static func split(_ token: String) -> (name: String, value: String?) {
        guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
        return (String(token[..<equals]), String(token[token.index(after: equals)...]))
    }

    /// The value of an option: after `=`, or the next argument (which may not be an option).
    private static func optionValue(
        _ option: OptionSpec, inline: String?, _ arguments: [String], _ index: inout Int, command: String?
    ) throws -> String {
        if let inline { return inline }
        let next = index + 1
        guard next < arguments.count, !arguments[next].hasPrefix("--") else {
            throw UsageError("missing value for '\(option.synopsis)'", command: command)
        }
        index = next
        return arguments[next]
    }

    private static func validate(_ value: String, allowed: [String], label: String, command: String?) throws {
        guard !allowed.isEmpty, !allowed.contains(value) else { return }
        var message = "invalid value '\(value)' for \(label)"
        if let suggestion = DidYouMean.suggestion(for: value, among: allowed) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; expected " + allowed.map { "'\($0)'" }.joined(separator: ", ")
        }
        throw UsageError(message, command: command)
    }

    private static func colorChoice(_ value: String, command: String?) throws -> ColorChoice {
        try validate(
            value, allowed: ViewGraphCommands.colorOption.allowedValues, label: "'--color <when>'", command: command)
        return ColorChoice(rawValue: value) ?? .auto
    }

    private static func stepNumber(_ value: String, command: String) throws -> Int {
        guard let step = Int(value), step >= 0 else {
            throw UsageError(
                "invalid value '\(value)' for '--step <n>'; expected a step number (0 or more)", command: command)
        }
        return step
    }

    /// `W1,W3` (also `w1`, `1`, `wide`), without repeats, in the order given.
    private static func workloads(_ list: String, command: String) throws -> [BenchWorkload] {
        var chosen: [BenchWorkload] = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard let workload = BenchWorkload(argument: String(item)) else {
                let expected = BenchWorkload.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                throw UsageError(
                    "invalid value '\(item)' for '--workload <list>'; expected a comma-separated list of \(expected)",
                    command: command)
            }
            if chosen.contains(workload) == false { chosen.append(workload) }
        }
        return chosen
    }

    private static func count(_ value: String, option: String, range: ClosedRange<Int>, command: String) throws
        -> Int
    {
        guard let number = Int(value), range.contains(number) else {
            throw UsageError(
                "invalid value '\(value)' for '\(option)'; expected a number from \(range.lowerBound) to \(range.upperBound)",
                command: command)
        }
        return number
    }

    private static func unknownOption(_ name: String, among options: [OptionSpec], command: String?) -> UsageError {
        var message = "unknown option '\(name)'"
        let candidates = options.map(\.name) + options.compactMap(\.shortName)
        let bare = { (option: String) in String(option.drop { $0 == "-" }) }
        if let suggestion = DidYouMean.suggestion(for: bare(name), among: candidates.map(bare)),
            let match = candidates.first(where: { bare($0) == suggestion })
        {
            message += "; did you mean '\(match)'?"
        }
        return UsageError(message, command: command)
    }
}
