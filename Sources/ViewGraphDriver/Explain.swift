import ViewGraphDiagnostics
import ViewGraphSyntax

/// `viewgraph explain ID`: which guide page explains a finding, and where the
/// project's `Guides` folder may be. Pure; the executable reads the page.
package enum Explain {
    package enum Resolution: Equatable, Sendable {
        /// A known finding and its page, relative to the project root.
        case page(id: String, path: String)
        /// Not a finding id; `suggestion` is the unambiguous nearest one, if any.
        case unknown(id: String, suggestion: String?)
    }

    package static func resolve(_ id: String) -> Resolution {
        if let kind = FindingCatalogue.kind(id) {
            return .page(id: kind.id, path: kind.guidePath)
        }
        return .unknown(id: id, suggestion: DidYouMean.suggestion(for: id, among: FindingCatalogue.ids))
    }

    /// The error line for an unknown id (without the `error: ` prefix).
    package static func unknownMessage(id: String, suggestion: String?) -> String {
        var message = "unknown finding '\(id)'"
        if let suggestion { message += "; did you mean '\(suggestion)'?" }
        return message
    }

    /// Folders that may hold the project's `Guides` folder, in the order to try:
    /// the current directory, then the executable's folder and its ancestors (so
    /// `.build/debug/viewgraph` finds the checkout it was built in).
    package static func candidateRoots(currentDirectory: String, executablePath: String?) -> [String] {
        var roots = [currentDirectory]
        if let executablePath {
            var components = executablePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            components.removeLast()  // the executable's own name
            var levels = 0
            while !components.isEmpty, levels < 6 {
                let path = components.joined(separator: "/")
                roots.append(path.isEmpty ? "/" : path)
                components.removeLast()
                levels += 1
            }
        }
        var seen = Set<String>()
        return roots.filter { seen.insert($0).inserted }
    }
}
