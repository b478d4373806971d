// Tab completion: commands, REFs of the current graph, names and model properties
// for `print` and `do`, finding ids, variants, export formats and file paths.
// Deterministic: candidates come in a fixed order (commands in table order, views
// in tree order, names sorted).
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphEngine
import ViewGraphReports
import ViewGraphSyntax

extension REPLSession {
    /// Candidates for the word that ends `line` (the text before the cursor); each
    /// is a whole replacement for that word.
    package func completions(for line: String) -> [String] {
        let endsInSpace = line.last.map { $0 == " " || $0 == "\t" } ?? true
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let word = endsInSpace ? "" : (words.popLast() ?? "")
        let candidates: [String]
        if let question = pending?.current {
            candidates =
                answerCompletions(question) + (words.isEmpty && answersOnly == false ? REPLCommand.names : [])
        } else if words.isEmpty {
            let colon = word.hasPrefix(":")
            candidates = REPLCommand.names.map { colon ? ":" + $0 : $0 }
        } else {
            let command = REPLCommand.lookup(words[0])?.name
            let argumentIndex = words.count  // 1 for the first argument
            switch command {
            case .why?, .whynot?, .deps?, .tap?, .delete?, .move?, .submit?, .refresh?, .pop?:
                candidates = argumentIndex == 1 ? viewReferences() : []
            case .print?, .do?:
                candidates = expressionWords(for: word)
            case .explain?:
                candidates =
                    argumentIndex == 1
                    ? FindingCatalogue.ids + (host.guidePage(Explain.rulesPath).map(Explain.ruleIDs(in:)) ?? []) : []
            case .variant?:
                candidates = argumentIndex == 1 ? (combined?.model.variantNames ?? []) : []
            case .export?:
                candidates =
                    argumentIndex == 1
                    ? ["dot", "mermaid", "json"] : argumentIndex == 2 ? paths(for: word, scenariosOnly: false) : []
            case .html?:
                candidates = argumentIndex == 1 ? paths(for: word, scenariosOnly: false) : []
            case .load?:
                candidates = argumentIndex == 1 ? paths(for: word, scenariosOnly: true) : []
            case .help?:
                candidates = argumentIndex == 1 ? REPLCommand.names : []
            case .predict?:
                candidates = argumentIndex == 1 ? ["on", "off"] : []
            case .scene?:
                candidates = argumentIndex == 1 ? StepAction.scenePhases.map { "." + $0 } : []
            case .goto?:
                candidates = argumentIndex == 1 ? (0...max(0, total)).map(String.init) : []
            default:
                candidates = []
            }
        }
        var seen: Set<String> = []
        return candidates.filter { $0.hasPrefix(word) && seen.insert($0).inserted }
    }

    /// REFs of the live graph in tree order, then views recorded in this step only.
    func viewReferences() -> [String] {
        guard let simulation else { return [] }
        var names = simulation.viewsInTreeOrder.map(\.displayName)
        if position < steps.count { names += REPLSession.recordedNodes(steps[position]).map(\.displayName) }
        // A type with one instance is also reachable by its bare name.
        return names
    }

    /// Names for expressions and statements: `store`, `store.favoriteTrails`,
    /// `TrailRow[2]`, `TrailRow[2].trail`.
    func expressionWords(for word: String) -> [String] {
        guard let simulation else { return [] }
        let scope = currentScope(simulation)
        if let dot = word.lastIndex(of: ".") {
            let base = String(word[..<dot])
            if let variable = scope.lookup(base) {
                return REPLSession.memberNames(of: variable.value).map { base + "." + $0 }
            }
            if let node = simulation.viewsInTreeOrder.first(where: { $0.displayName == base }) {
                return node.type.stored.map { base + "." + $0.name }
            }
            return []
        }
        return scope.visibleNames + viewReferences()
    }

    /// Stored and computed properties of a value's type, in declaration order.
    static func memberNames(of value: Value) -> [String] {
        let type: NominalType
        switch value {
        case .object(let object): type = object.type
        case .structValue(let instance): type = instance.type
        case .viewInstance(let node): type = node.type
        default: return []
        }
        return type.stored.map(\.name) + type.computed.keys.sorted()
    }

    /// Files and folders matching a partial path; folders end in `/`.
    func paths(for word: String, scenariosOnly: Bool) -> [String] {
        let slash = word.lastIndex(of: "/")
        let folder = slash.map { String(word[...$0]) } ?? ""
        let entries = host.listDirectory(folder.isEmpty ? "." : folder)
        return entries.sorted().filter { entry in
            entry.hasSuffix("/") || scenariosOnly == false || entry.hasSuffix(".scenario")
        }.filter { $0.hasPrefix(".") == false || word.hasPrefix(folder + ".") }.map { folder + $0 }
    }
}
