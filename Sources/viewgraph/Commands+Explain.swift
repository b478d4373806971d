import Foundation
import ViewGraphDriver

/// `viewgraph explain ID`: print the finding's guide page, `Guides/causes/ID.md`,
/// from the project found beside the current directory or the executable.
func explainFinding(_ id: String, _ context: CommandContext) -> Int32 {
    switch Explain.resolve(id) {
    case .unknown(let id, let suggestion):
        context.error(Explain.unknownMessage(id: id, suggestion: suggestion))
        return ExitStatus.failure
    case .page(let id, let relativePath):
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().path
        let roots = Explain.candidateRoots(
            currentDirectory: FileManager.default.currentDirectoryPath, executablePath: executable)
        for root in roots {
            let path = (root as NSString).appendingPathComponent(relativePath)
            if let data = FileManager.default.contents(atPath: path) {
                let text = String(decoding: data, as: UTF8.self)
                context.output(text.hasSuffix("\n") ? text : text + "\n")
                return ExitStatus.success
            }
        }
        context.error("the guide page for '\(id)' is not written yet (\(relativePath) does not exist)")
        return ExitStatus.failure
    }
}
