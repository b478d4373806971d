import ViewGraphDiagnostics
import ViewGraphSyntax

/// `viewgraph explain ID`: which guide page explains a finding or a rule, and where
/// the project's `Guides` folder may be. Pure; the executable reads the page.
///
/// A finding id (`broad-observable-read`) names its page in `Guides/causes/`; a rule
/// (`R4.1`, `R13`), an Observation fact (`O5`) or an open question (`Q3`) names its
/// section of `Guides/Rules.md`, which `section(of:in:)` cuts out of the page.
package enum Explain {
    package enum Resolution: Equatable, Sendable {
        /// A known finding and its page, relative to the project root.
        case page(id: String, path: String)
        /// A rule, fact or open question: its section of the rulebook at `path`.
        case rule(id: String, path: String)
        /// Not a known id; `suggestion` is the unambiguous nearest one, if any.
        case unknown(id: String, suggestion: String?)
    }

    /// The rulebook, relative to the project root.
    package static let rulesPath = "Guides/Rules.md"

    package static func resolve(_ id: String) -> Resolution {
        if let kind = FindingCatalogue.kind(id) {
            return .page(id: kind.id, path: kind.guidePath)
        }
        if let rule = ruleID(id) { return .rule(id: rule, path: rulesPath) }
        return .unknown(id: id, suggestion: DidYouMean.suggestion(for: id, among: FindingCatalogue.ids))
    }

    /// `R4.1`, `r4.1`, `O5`, `Q3` in the spelling the rulebook uses; nil when `id`
    /// does not have the shape of a rule, fact or question id.
    package static func ruleID(_ id: String) -> String? {
        guard let first = id.first, "RrOoQq".contains(first) else { return nil }
        let rest = id.dropFirst()
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.isEmpty == false, parts.count <= (first == "R" || first == "r" ? 2 : 1),
            parts.allSatisfy({ $0.isEmpty == false && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        return first.uppercased() + rest
    }

    /// The section of the rulebook `text` that explains `id` (a `ruleID`): from its
    /// heading (`### R4.1 …`, `### O5. …`) or its paragraph (`**Q3. …**`) to the next
    /// heading or question; `R4` is the whole of part 4. Nil when there is none.
    package static func section(of id: String, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start: Int?
        let isEnd: (String) -> Bool
        if id.hasPrefix("Q") {
            start = lines.firstIndex { $0.hasPrefix("**\(id).") }
            isEnd = { $0.hasPrefix("**Q") || $0.hasPrefix("#") }
        } else if id.hasPrefix("O") {
            start = lines.firstIndex { $0.hasPrefix("### \(id).") }
            isEnd = { $0.hasPrefix("#") }
        } else if id.contains(".") || id == "R13" {
            start = lines.firstIndex { $0 == "### \(id)" || $0.hasPrefix("### \(id) ") }
            isEnd = { $0.hasPrefix("## ") || $0.hasPrefix("### ") }
        } else {
            let part = id.dropFirst()
            start = lines.firstIndex { $0.hasPrefix("## \(part). ") }
            isEnd = { $0.hasPrefix("## ") }
        }
        guard let start else { return nil }
        var end = start + 1
        while end < lines.count, isEnd(lines[end]) == false { end += 1 }
        var section = Array(lines[start..<end])
        while let last = section.last, last.allSatisfy({ $0 == " " }) { section.removeLast() }
        return section.joined(separator: "\n") + "\n\nFrom \(rulesPath); 'explain' with no id lists the ids.\n"
    }

    /// The ids of every rule, fact and question the rulebook `text` explains, in order.
    package static func ruleIDs(in text: String) -> [String] {
        var ids: [String] = []
        for line in text.split(separator: "\n") {
            var candidate: Substring?
            if line.hasPrefix("### ") {
                candidate = line.dropFirst(4).split(separator: " ").first
            } else if line.hasPrefix("**Q") {
                candidate = line.dropFirst(2).split(separator: " ").first
            }
            guard var word = candidate else { continue }
            if word.last == "." { word = word.dropLast() }
            if let id = ruleID(String(word)), ids.contains(id) == false { ids.append(id) }
        }
        return ids
    }

    /// The error line for an unknown id (without the `error: ` prefix).
    package static func unknownMessage(id: String, suggestion: String?) -> String {
        var message = "unknown finding '\(id)'"
        if let suggestion { message += "; did you mean '\(suggestion)'?" }
        return message
    }

    /// The error line for a rule id the rulebook does not have.
    package static func unknownRuleMessage(id: String, known: [String]) -> String {
        var message = "unknown rule '\(id)'"
        if let suggestion = DidYouMean.suggestion(for: id, among: known) {
            message += "; did you mean '\(suggestion)'?"
        }
        return message
    }

    /// What `explain` with no id prints: the ids it knows.
    package static func listing(ruleIDs: [String]) -> String {
        var text = list("findings", FindingCatalogue.ids)
        if ruleIDs.isEmpty == false {
            text += list("rules", ruleIDs.filter { $0.hasPrefix("R") })
            text += list("Observation facts", ruleIDs.filter { $0.hasPrefix("O") })
            text += list("open questions", ruleIDs.filter { $0.hasPrefix("Q") })
        }
        return text + "'explain ID' prints one.\n"
    }

    /// `label: a, b, c`, wrapped at 100 columns with the later lines indented.
    private static func list(_ label: String, _ ids: [String]) -> String {
        var lines = [label + ":"]
        for (index, id) in ids.enumerated() {
            let word = " " + id + (index == ids.count - 1 ? "" : ",")
            if lines[lines.count - 1].count + word.count > 100 { lines.append("  ") }
            lines[lines.count - 1] += word
        }
        return lines.joined(separator: "\n") + "\n"
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
