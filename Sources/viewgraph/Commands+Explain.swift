import Foundation
import ViewGraphDriver

/// `viewgraph explain [ID]`: print a finding's guide page (`Guides/causes/ID.md`) or a
/// rule's section of `Guides/Rules.md`, from the project found beside the current
/// directory or the executable; with no id, list the ids.
func explainFinding(_ id: String, _ context: CommandContext) -> Int32 {
    guard id.isEmpty == false else {
        let rules = readGuide(Explain.rulesPath).map(Explain.ruleIDs(in:)) ?? []
        context.output(Explain.listing(ruleIDs: rules))
        return ExitStatus.success
    }
    switch Explain.resolve(id) {
    case .unknown(let id, let suggestion):
        // An id that names nothing is a wrong command line (64), like an unknown command.
        context.error(Explain.unknownMessage(id: id, suggestion: suggestion))
        return ExitStatus.usage
    case .rule(let id, let relativePath):
        guard let text = readGuide(relativePath) else {
            context.error("the rulebook \(relativePath) is not available here")
            return ExitStatus.failure
        }
        guard let section = Explain.section(of: id, in: text) else {
            context.error(Explain.unknownRuleMessage(id: id, known: Explain.ruleIDs(in: text)))
            return ExitStatus.usage
        }
        context.output(section)
        return ExitStatus.success
    case .page(let id, let relativePath):
        if let text = readGuide(relativePath) {
            context.output(text.hasSuffix("\n") ? text : text + "\n")
            return ExitStatus.success
        }
        context.error(
            "the guide page for '\(id)' was not found: \(relativePath) is not in the current directory, beside the executable or built into it"
        )
        return ExitStatus.failure
    }
}

/// A guide file (`Guides/…`, relative to the project root) from the first project
/// folder that has it: the current directory, then the executable's folders; else the
/// copy built into the executable (`EmbeddedGuides`), for one installed elsewhere.
func readGuide(_ relativePath: String) -> String? {
    let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().path
    let roots = Explain.candidateRoots(
        currentDirectory: FileManager.default.currentDirectoryPath, executablePath: executable)
    for root in roots {
        let path = (root as NSString).appendingPathComponent(relativePath)
        if let data = FileManager.default.contents(atPath: path) {
            return String(decoding: data, as: UTF8.self)
        }
    }
    return EmbeddedGuides.pages[relativePath]
}
