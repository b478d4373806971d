/// Help text in swift-argument-parser's layout: `OVERVIEW:`, `USAGE:`,
/// `ARGUMENTS:`, `OPTIONS:`, `SUBCOMMANDS:`, labels in a 24-column field, text
/// wrapped at 80 columns.
package enum HelpFormatter {
    static let labelWidth = 24
    static let lineWidth = 80

    /// Help for `viewgraph` itself.
    package static func rootHelp() -> String {
        var output = "OVERVIEW: A simulator of SwiftUI's view-update machinery.\n\n"
        output += wrap(rootDiscussion, indent: 0) + "\n\n"
        output += "USAGE: \(rootUsage.joined(separator: "\n       "))\n\n"
        output += "OPTIONS:\n"
        for option in [ViewGraphCommands.colorOption, ViewGraphCommands.versionOption, ViewGraphCommands.helpOption] {
            output += row(label(for: option), description(for: option))
        }
        output += "\nSUBCOMMANDS:\n"
        for spec in ViewGraphCommands.all {
            output += row(spec.name, spec.abstract)
        }
        output += "\n  See 'viewgraph help <subcommand>' for detailed help.\n"
        return output
    }

    /// Help for one subcommand.
    package static func help(for spec: CommandSpec) -> String {
        var output = "OVERVIEW: \(spec.abstract)\n\n"
        if let discussion = spec.discussion {
            output += wrap(discussion, indent: 0) + "\n\n"
        }
        output += "USAGE: \(spec.usage)\n\n"
        if !spec.arguments.isEmpty {
            output += "ARGUMENTS:\n"
            for argument in spec.arguments {
                output += row("<\(argument.name)>", argument.help)
            }
            output += "\n"
        }
        output += "OPTIONS:\n"
        for option in spec.options + [ViewGraphCommands.colorOption, ViewGraphCommands.helpOption] {
            output += row(label(for: option), description(for: option))
        }
        return output
    }

    static let rootDiscussion = """
        Steps through a scenario's mutations and shows, for each, which views were invalidated, which bodies \
        ran or were skipped and why, what changed on screen and what it cost.
        """

    /// The usage lines of `viewgraph` itself.
    package static let rootUsage = ["viewgraph <subcommand>", "viewgraph <file>"]

    // MARK: - Layout

    private static func label(for option: OptionSpec) -> String {
        (option.shortName.map { "\($0), " } ?? "") + option.synopsis
    }

    private static func description(for option: OptionSpec) -> String {
        var extras: [String] = []
        if !option.allowedValues.isEmpty { extras.append("values: " + option.allowedValues.joined(separator: ", ")) }
        if let defaultValue = option.defaultValue { extras.append("default: \(defaultValue)") }
        return extras.isEmpty ? option.help : "\(option.help) (\(extras.joined(separator: "; ")))"
    }

    /// `  label                   text`, the text wrapped under itself; a label too
    /// long for its field puts the text on the next line.
    private static func row(_ label: String, _ text: String) -> String {
        let indent = 2 + labelWidth
        let head = "  " + label
        let body = wrap(text, indent: indent)
        let bodyText = String(body.dropFirst(indent))
        if head.count < indent - 1 {
            return head + String(repeating: " ", count: indent - head.count) + bodyText + "\n"
        }
        return head + "\n" + body + "\n"
    }

    /// Word-wraps text to `lineWidth`, every line indented by `indent` spaces.
    private static func wrap(_ text: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !current.isEmpty && indent + current.count + 1 + word.count > lineWidth {
                lines.append(pad + current)
                current = String(word)
            } else {
                current += current.isEmpty ? String(word) : " " + word
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(pad + current) }
        return lines.joined(separator: "\n")
    }
}
