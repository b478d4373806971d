// `viewgraph export mermaid` (DESIGN.md §5): the same picture as the DOT export, as a
// Mermaid `flowchart LR` that renders inside a Markdown ```mermaid block (GitHub,
// GitLab, most slide tools). Views are rounded boxes, sources are stadiums, an
// @Observable object's properties sit in a subgraph; dependency edges are dotted
// and labelled with the read chain; the step's invalidations use classes `hot`
// (changed, or ran and redrawn), `idle` (ran for nothing: screen unchanged, R0.4),
// `dim` (checked: compared, not run, R2, R7.1) and `gone` (destroyed). The trigger
// chain (gesture → action → change, R11.3) comes first, each change points at the
// views it invalidated, and comments give the frame cost and a legend of what is drawn.
import ViewGraphDiagnostics
import ViewGraphEngine

package enum MermaidExport {
    /// The Mermaid text of the graph after `step`.
    package static func render(simulation: Simulation, step: StepTrace, title: String? = nil) -> String {
        render(GraphSnapshot(simulation: simulation, step: step), title: title)
    }

    package static func render(_ graph: GraphSnapshot, title: String? = nil) -> String {
        var out = ""
        if let title { out += "%% \(comment(title))\n" }
        out += "%% step \(graph.stepIndex): \(comment(graph.stepTitle))\n"
        out += "%% \(comment(graph.cost))\n"
        let legend = graph.legend
        if legend.isEmpty == false { out += "%% \(comment(legend.joined(separator: " · ")))\n" }
        out += "flowchart LR\n"
        for link in graph.chain {
            out += "  \(link.id)[\(quoted(link.role + "\n" + link.text))]\n"
        }
        for node in graph.nodes where node.group == nil {
            out += "  " + declaration(node) + "\n"
        }
        for group in graph.groups {
            out += "  subgraph g_\(group.id) [\(quoted(group.label))]\n"
            for node in graph.nodes where node.group == group.id {
                out += "    " + declaration(node) + "\n"
            }
            out += "  end\n"
        }
        // The chain's edges first: their link indexes are 0..<chainEdges.count.
        for edge in graph.chainEdges { out += "  \(edge.from) ==> \(edge.to)\n" }
        var hotLinks: [Int] = Array(0..<graph.chainEdges.count)
        for (offset, edge) in graph.edges.enumerated() {
            let index = graph.chainEdges.count + offset
            switch edge.kind {
            case .tree:
                out += "  \(edge.from) --> \(edge.to)\n"
            case .dependency where edge.isHot:
                // From the change to the view it invalidated (R4.1).
                let label = "invalidates" + (edge.label.map { "\n" + $0 } ?? "")
                out += "  \(edge.to) -->|\(quoted(label))| \(edge.from)\n"
            case .dependency:
                let label = edge.label.map { "|\(quoted($0))|" } ?? ""
                out += "  \(edge.from) -.->\(label) \(edge.to)\n"
            case .environmentWrite:
                out += "  \(edge.from) --o|\(quoted(edge.label ?? "writes"))| \(edge.to)\n"
            }
            if edge.isHot { hotLinks.append(index) }
        }
        let palette = DOTExport.Palette.self
        out += "  classDef hot fill:\(palette.hotFill),stroke:\(palette.hotStroke),color:#000000\n"
        out +=
            "  classDef dim fill:\(palette.dimFill),stroke:\(palette.dimStroke),color:\(palette.dimText),stroke-dasharray:4 3\n"
        out +=
            "  classDef gone fill:#ffffff,stroke:\(palette.goneStroke),color:\(palette.goneStroke),stroke-dasharray:4 3\n"
        out += "  classDef source fill:\(palette.sourceFill),stroke:\(palette.edge),color:#000000\n"
        out += "  classDef idle fill:#ffffff,stroke:\(palette.hotStroke),stroke-width:2px,color:#000000\n"
        out += "  classDef chain fill:#ffffff,stroke:\(palette.hotStroke),stroke-width:3px,color:#000000\n"
        for (name, members) in [
            ("chain", graph.chain.map { GraphSnapshot.Node(id: $0.id, kind: .view, label: "", status: .idle) }),
            ("hot", graph.nodes.filter { $0.status.isHot && $0.redrawn != false }),
            ("idle", graph.nodes.filter { $0.status == .ran && $0.redrawn == false }),
            ("dim", graph.nodes.filter { $0.status.isDimmed }),
            ("gone", graph.nodes.filter { $0.status == .destroyed }),
            ("source", graph.nodes.filter { $0.kind.isBox == false && $0.status == .idle }),
        ] where members.isEmpty == false {
            out += "  class \(members.map(\.id).joined(separator: ",")) \(name)\n"
        }
        if hotLinks.isEmpty == false {
            out +=
                "  linkStyle \(hotLinks.map(String.init).joined(separator: ",")) stroke:\(palette.hotStroke),stroke-width:2px\n"
        }
        return out
    }

    private static func declaration(_ node: GraphSnapshot.Node) -> String {
        let label = DOTExport.displayLabel(node)
        switch node.kind {
        case .view, .rowContent: return "\(node.id)(\(quoted(label)))"
        default: return "\(node.id)([\(quoted(label))])"
        }
    }

    /// A quoted Mermaid label: characters that Mermaid or its HTML labels would read
    /// as syntax become entity codes (`#quot;`, `#35;`), newlines become `<br/>`.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case "|": out += "#124;"
            case "`": out += "#96;"
            // `%%{init: …}%%` in a label would be read as a directive.
            case "%": out += "#37;"
            case "\n", "\r", "\r\n": out += "<br/>"
            default: out += ControlCharacters.escape(String(character))
            }
        }
        return out + "\""
    }

    /// Text for a `%%` comment line: one line.
    /// `%` is written `#37;`, so no `%%{init: …}%%` in a title becomes a directive, and
    /// control characters as `\u{1B}`.
    private static func comment(_ text: String) -> String {
        let line = String(text.map { $0.isNewline ? " " : $0 })
        return ControlCharacters.escape(line).replacingOccurrences(of: "%", with: "#37;")
    }
}
