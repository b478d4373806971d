// `viewgraph export dot` (DESIGN.md §5): the view graph after a step as a Graphviz
// digraph. Views are boxes joined by tree edges; the sources they depend on are
// ellipses (an @Observable object's properties in one cluster); dependency edges go
// from reader to source, dashed and labelled with the read chain. The step's
// invalidations are highlighted: changed sources and views that ran and redrew are
// orange, views that ran for nothing (screen unchanged, R0.4) are outlined in orange,
// checked views (compared, not run: R2, R7.1) are grey, destroyed views are red and
// dashed. The trigger chain (gesture → action → change, R11.3) is drawn in bold on
// the left, an arrow from each change to the views it invalidated; the caption gives
// the frame cost against the budget (R9.1) and a legend of what is drawn only.
import ViewGraphDiagnostics
import ViewGraphEngine

package enum DOTExport {
    /// Colours shared with the Mermaid export, so slides made from either agree.
    enum Palette {
        static let hotFill = "#ffcc80"
        static let hotStroke = "#e65100"
        static let dimFill = "#f2f2f2"
        static let dimStroke = "#bdbdbd"
        static let dimText = "#9e9e9e"
        static let goneStroke = "#c62828"
        static let sourceFill = "#e3f2fd"
        static let edge = "#607d8b"
    }

    /// The DOT text of the graph after `step`. `title` goes in the graph's caption.
    package static func render(simulation: Simulation, step: StepTrace, title: String? = nil) -> String {
        render(GraphSnapshot(simulation: simulation, step: step), title: title)
    }

    package static func render(_ graph: GraphSnapshot, title: String? = nil) -> String {
        var out = "digraph ViewGraph {\n"
        var caption = "step \(graph.stepIndex): \(graph.stepTitle)"
        if let title { caption = title + "\n" + caption }
        caption += "\n" + graph.cost
        let legend = graph.legend
        // Four items a line, so the caption stays narrower than the graph on a slide.
        for start in stride(from: 0, to: legend.count, by: 4) {
            caption += "\n" + legend[start..<min(start + 4, legend.count)].joined(separator: " · ")
        }
        out +=
            "  graph [rankdir=LR, ordering=out, fontname=\"Helvetica\", fontsize=12, labelloc=t, label=\(quoted(caption))];\n"
        out += "  node [fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9, color=\(quoted(Palette.edge))];\n"

        if graph.chain.isEmpty == false { out += "\n  // Trigger chain\n" }
        for link in graph.chain {
            out +=
                "  \(link.id) [label=\(quoted(link.role + "\n" + link.text)), shape=box, style=\"bold\", color=\(quoted(Palette.hotStroke))];\n"
        }
        for edge in graph.chainEdges {
            out += "  \(edge.from) -> \(edge.to) [style=bold, color=\(quoted(Palette.hotStroke)), penwidth=2];\n"
        }

        out += "\n  // Views\n"
        for node in graph.nodes where node.kind.isBox {
            out += "  \(node.id) [\(attributes(node))];\n"
        }
        out += "\n  // Sources\n"
        for node in graph.nodes where node.kind.isBox == false && node.group == nil {
            out += "  \(node.id) [\(attributes(node))];\n"
        }
        for group in graph.groups {
            out += "  subgraph cluster_\(group.id) {\n"
            out += "    label=\(quoted(group.label)); style=\"rounded\"; color=\(quoted(Palette.dimStroke));\n"
            for node in graph.nodes where node.group == group.id {
                out += "    \(node.id) [\(attributes(node))];\n"
            }
            out += "  }\n"
        }

        out += "\n  // Tree\n"
        for edge in graph.edges where edge.kind == .tree {
            out += "  \(edge.from) -> \(edge.to);\n"
        }
        out += "\n  // Dependencies (reader -> source)\n"
        for edge in graph.edges where edge.kind == .dependency {
            var parts = ["style=dashed", "arrowhead=vee"]
            if let label = edge.label { parts.append("label=\(quoted(label))") }
            if edge.isHot {
                // Drawn from the change to the view it invalidated (R4.1).
                parts = ["dir=back", "arrowtail=vee", "color=\(quoted(Palette.hotStroke))", "penwidth=2"]
                parts.append("label=\(quoted("invalidates" + (edge.label.map { "\n" + $0 } ?? "")))")
            }
            out += "  \(edge.from) -> \(edge.to) [\(parts.joined(separator: ", "))];\n"
        }
        let writes = graph.edges.filter { $0.kind == .environmentWrite }
        if writes.isEmpty == false { out += "\n  // Environment writes (writer -> key)\n" }
        for edge in writes {
            var parts = ["style=dotted", "arrowhead=odot", "label=\(quoted(edge.label ?? "writes"))"]
            if edge.isHot { parts += ["color=\(quoted(Palette.hotStroke))", "penwidth=2"] }
            out += "  \(edge.from) -> \(edge.to) [\(parts.joined(separator: ", "))];\n"
        }
        out += "}\n"
        return out
    }

    private static func attributes(_ node: GraphSnapshot.Node) -> String {
        var parts = ["label=\(quoted(displayLabel(node)))"]
        parts.append(node.kind.isBox ? "shape=box" : "shape=ellipse")
        var styles = ["filled"]
        if node.kind.isBox { styles.append("rounded") }
        switch node.status {
        case .ran where node.redrawn == false:
            // Ran for nothing: the body ran, nothing on screen changed (R0.4).
            parts += ["fillcolor=\"white\"", "color=\(quoted(Palette.hotStroke))", "penwidth=2"]
        case .ran, .created, .changed:
            parts += ["fillcolor=\(quoted(Palette.hotFill))", "color=\(quoted(Palette.hotStroke))"]
            if node.status == .created { parts.append("penwidth=3") }
        case .checked:
            styles.append("dashed")
            parts += [
                "fillcolor=\(quoted(Palette.dimFill))", "color=\(quoted(Palette.dimStroke))",
                "fontcolor=\(quoted(Palette.dimText))",
            ]
        case .destroyed:
            styles.append("dashed")
            parts += [
                "fillcolor=\"white\"", "color=\(quoted(Palette.goneStroke))", "fontcolor=\(quoted(Palette.goneStroke))",
            ]
        case .idle:
            parts.append("fillcolor=\(quoted(node.kind.isBox ? "white" : Palette.sourceFill))")
        }
        parts.insert("style=\(quoted(styles.joined(separator: ",")))", at: 2)
        return parts.joined(separator: ", ")
    }

    /// The node's name, its verdict in the step and, for sources, a short value.
    package static func displayLabel(_ node: GraphSnapshot.Node) -> String {
        var label = node.label
        if let value = node.value {
            let short = value.count > 32 ? String(value.prefix(31)) + "…" : value
            label += "\n= " + short
        }
        if let detail = node.detail { label += "\n" + detail }
        return label
    }

    /// A DOT string literal: quotes and backslashes escaped, newlines as `\n`
    /// (centred lines), so no scenario text can end the string or inject escapes.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r", "\r\n": out += "\\n"
            default:
                // Control characters as Swift writes them (`\u{1B}`), escaped for DOT.
                if character.unicodeScalars.contains(where: ControlCharacters.isEscaped) {
                    for scalar in character.unicodeScalars {
                        if ControlCharacters.isEscaped(scalar) {
                            out += ControlCharacters.swiftEscape(scalar).replacingOccurrences(of: "\\", with: "\\\\")
                        } else {
                            out.unicodeScalars.append(scalar)
                        }
                    }
                } else {
                    out.append(character)
                }
            }
        }
        return out + "\""
    }
}
