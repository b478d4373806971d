// The view graph of `viewgraph html` as inline SVG. Positions come from graphviz when
// the executable found `dot` (it runs `dot -Tplain` on `HTMLPage.layoutRequest` and
// hands the output to `GraphLayout.plain`), or from `GraphLayout.layered`, a simple
// layered layout of our own: views in columns by tree depth, the sources they read in
// a last column beside their readers. Either way the same nodes, edges, boxes, labels
// and status classes are drawn, so the picture is the same in structure.
import ViewGraphEngine

/// Where each node of a `GraphSnapshot` sits and how each edge runs, in pixels.
package struct GraphLayout: Equatable {
    package struct Box: Equatable {
        /// Top-left corner.
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double
        var midX: Double { x + width / 2 }
        var midY: Double { y + height / 2 }
    }

    package struct Point: Equatable {
        package var x: Double
        package var y: Double
    }

    package var width: Double
    package var height: Double
    /// By node id (looked up, never iterated).
    package var boxes: [String: Box] = [:]
    /// Cubic Bézier control points (a start, then three per segment), by `from->to`;
    /// several edges between one pair are kept in order.
    package var edges: [String: [[Point]]] = [:]

    static let margin = 12.0
}

// MARK: - Node sizes and text

extension GraphLayout {
    /// The lines a node shows: `↻ EpisodeRow[2]` / `ran: @dependencies`; for a
    /// source its label, its value and whether it changed.
    static func lines(_ node: GraphSnapshot.Node) -> [String] {
        if node.kind.isBox {
            var first = node.label
            if let symbol = symbol(node.status) { first = symbol + " " + first }
            return [first] + (node.detail.map { [$0] } ?? [])
        }
        var lines = [(node.status == .changed ? "Δ " : "") + node.label]
        if let value = node.value {
            lines.append("= " + (value.count > 32 ? String(value.prefix(31)) + "…" : value))
        }
        if let detail = node.detail { lines.append(detail) }
        if node.status == .changed { lines.append("changed") }
        return lines
    }

    static func symbol(_ status: GraphSnapshot.Status) -> String? {
        switch status {
        case .ran: Verdict.ran.symbol
        case .created: Verdict.created.symbol
        case .checked: Verdict.checked.symbol
        case .destroyed: Verdict.destroyed.symbol
        case .changed, .idle: nil
        }
    }

    /// Monospaced text at 12 px: about 7.3 px a character, 15 px a line.
    static func size(_ node: GraphSnapshot.Node) -> (width: Double, height: Double) {
        let lines = lines(node)
        let longest = lines.map(\.count).max() ?? 1
        let padding = node.kind.isBox ? 18.0 : 30.0
        return ((Double(longest) * 7.3 + padding).rounded(), Double(lines.count * 15 + 10))
    }
}

// MARK: - graphviz

extension HTMLPage {
    /// The DOT text the executable lays out with `dot -Tplain`: the graph's nodes at
    /// the sizes the page draws them, its clusters and edges, no labels. Graphs with
    /// the same structure give the same text, so it also keys the layout.
    package static func layoutRequest(_ graph: GraphSnapshot) -> String {
        var out = "digraph layout {\n"
        out += "  graph [rankdir=LR, ordering=out, nodesep=0.2, ranksep=0.5];\n"
        out += "  node [shape=box, fixedsize=true, label=\"\"];\n"
        func node(_ node: GraphSnapshot.Node) -> String {
            let size = GraphLayout.size(node)
            return "\(node.id) [width=\(inches(size.width)), height=\(inches(size.height))];\n"
        }
        for item in graph.nodes where item.group == nil { out += "  " + node(item) }
        for group in graph.groups {
            out += "  subgraph cluster_\(group.id) {\n"
            out += "    margin=10; fontname=\"Courier\"; fontsize=12; label=\(DOTExport.quoted(group.label));\n"
            for item in graph.nodes where item.group == group.id { out += "    " + node(item) }
            out += "  }\n"
        }
        for edge in graph.edges { out += "  \(edge.from) -> \(edge.to);\n" }
        return out + "}\n"
    }

    static func inches(_ pixels: Double) -> String {
        let value = (pixels / 72 * 1000).rounded() / 1000
        return String(value)
    }
}

extension GraphLayout {
    /// Reads `dot -Tplain` output (inches, y upwards) into pixels (y downwards); nil when
    /// it is not graphviz's plain format.
    package static func plain(_ text: String) -> GraphLayout? {
        var layout: GraphLayout?
        var graphHeight = 0.0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard let kind = fields.first else { continue }
            switch kind {
            case "graph":
                guard fields.count >= 4, let width = Double(fields[2]), let height = Double(fields[3]) else {
                    return nil
                }
                graphHeight = height
                layout = GraphLayout(width: width * 72 + 2 * margin, height: height * 72 + 2 * margin)
            case "node":
                guard fields.count >= 6, let x = Double(fields[2]), let y = Double(fields[3]),
                    let width = Double(fields[4]), let height = Double(fields[5])
                else { return nil }
                layout?.boxes[fields[1]] = Box(
                    x: ((x - width / 2) * 72 + margin).rounded(),
                    y: ((graphHeight - y - height / 2) * 72 + margin).rounded(),
                    width: (width * 72).rounded(), height: (height * 72).rounded())
            case "edge":
                guard fields.count >= 4, let count = Int(fields[3]), fields.count >= 4 + 2 * count else { return nil }
                var points: [Point] = []
                for index in 0..<count {
                    guard let x = Double(fields[4 + 2 * index]), let y = Double(fields[5 + 2 * index]) else {
                        return nil
                    }
                    points.append(Point(x: x * 72 + margin, y: (graphHeight - y) * 72 + margin))
                }
                layout?.edges["\(fields[1])->\(fields[2])", default: []].append(points)
            default:
                continue
            }
        }
        return layout
    }
}

// MARK: - The layered layout

extension GraphLayout {
    /// Views in columns by depth in the view tree (each parent centred on its
    /// children), then the sources, each beside the views that read it; an object's
    /// properties stay together in its box.
    package static func layered(_ graph: GraphSnapshot) -> GraphLayout {
        let columnGap = 56.0
        let rowGap = 12.0
        let views = graph.nodes.filter { $0.kind.isBox }
        var children: [String: [String]] = [:]
        var hasParent: Set<String> = []
        for edge in graph.edges where edge.kind == .tree {
            children[edge.from, default: []].append(edge.to)
            hasParent.insert(edge.to)
        }
        var sizes: [String: (width: Double, height: Double)] = [:]
        for node in graph.nodes { sizes[node.id] = size(node) }

        // Depths, then column positions.
        var depth: [String: Int] = [:]
        func visit(_ id: String, _ level: Int) {
            guard depth[id] == nil else { return }
            depth[id] = level
            for child in children[id] ?? [] { visit(child, level + 1) }
        }
        for view in views where hasParent.contains(view.id) == false { visit(view.id, 0) }
        let columns = (depth.values.max() ?? -1) + 1
        var columnWidth = Array(repeating: 0.0, count: columns + 1)
        for view in views {
            columnWidth[depth[view.id] ?? 0] = max(columnWidth[depth[view.id] ?? 0], sizes[view.id]!.width)
        }
        for node in graph.nodes where node.kind.isBox == false {
            columnWidth[columns] = max(columnWidth[columns], sizes[node.id]!.width + (node.group == nil ? 0 : 16))
        }
        var columnX: [Double] = [margin]
        for index in 0..<columns { columnX.append(columnX[index] + columnWidth[index] + columnGap) }

        var layout = GraphLayout(width: 0, height: 0)
        var cursor = margin
        func place(_ id: String) {
            let size = sizes[id]!
            let x = columnX[depth[id] ?? 0]
            let kids = children[id] ?? []
            if kids.isEmpty {
                layout.boxes[id] = Box(x: x, y: cursor, width: size.width, height: size.height)
                cursor += size.height + rowGap
                return
            }
            let top = cursor
            for kid in kids { place(kid) }
            let first = layout.boxes[kids.first!]!.midY
            let last = layout.boxes[kids.last!]!.midY
            let y = max(top, (first + last) / 2 - size.height / 2)
            layout.boxes[id] = Box(x: x, y: y, width: size.width, height: size.height)
            cursor = max(cursor, y + size.height + rowGap)
        }
        for view in views where hasParent.contains(view.id) == false { place(view.id) }
        let viewsBottom = cursor

        // Sources: units (a lone source, or an object's properties) in order of where their readers are.
        var readers: [String: [Double]] = [:]
        for edge in graph.edges where edge.kind != .tree {
            if let box = layout.boxes[edge.from] { readers[edge.to, default: []].append(box.midY) }
        }
        func desired(_ id: String) -> Double {
            let ys = readers[id] ?? []
            return ys.isEmpty ? margin : ys.reduce(0, +) / Double(ys.count)
        }
        var units: [(ids: [String], group: String?, desired: Double)] = []
        for node in graph.nodes where node.kind.isBox == false {
            if let group = node.group {
                if let index = units.firstIndex(where: { $0.group == group }) {
                    units[index].ids.append(node.id)
                } else {
                    units.append(([node.id], group, 0))
                }
            } else {
                units.append(([node.id], nil, 0))
            }
        }
        for index in units.indices {
            let ys = units[index].ids.map(desired)
            units[index].desired = ys.reduce(0, +) / Double(max(1, ys.count))
            if units[index].group != nil { units[index].ids.sort { desired($0) < desired($1) } }
        }
        units = units.enumerated().sorted { a, b in
            a.element.desired != b.element.desired ? a.element.desired < b.element.desired : a.offset < b.offset
        }.map(\.element)
        cursor = margin
        let x = columnX[columns]
        for unit in units {
            let inset = unit.group == nil ? 0.0 : 8.0
            let label = unit.group == nil ? 0.0 : 18.0
            let height = unit.ids.reduce(0) { $0 + sizes[$1]!.height + rowGap } - rowGap + label + 2 * inset
            var y = max(cursor, (unit.desired - height / 2).rounded())
            y += label + inset
            for id in unit.ids {
                let size = sizes[id]!
                layout.boxes[id] = Box(x: x + inset, y: y, width: size.width, height: size.height)
                y += size.height + rowGap
            }
            cursor = y - rowGap + inset + rowGap + 4
        }

        // Edges: from the right side of one box to the left side of the other, ending
        // an arrowhead short.
        for edge in graph.edges {
            guard let from = layout.boxes[edge.from], let to = layout.boxes[edge.to] else { continue }
            let start = Point(x: from.x + from.width, y: from.midY)
            let end = Point(x: to.x - 10, y: to.midY)
            let bend = max(20, (end.x - start.x) / 2)
            layout.edges["\(edge.from)->\(edge.to)", default: []].append([
                start, Point(x: start.x + bend, y: start.y), Point(x: end.x - bend, y: end.y), end,
            ])
        }
        var right = 0.0
        var bottom = max(viewsBottom, cursor)
        for node in graph.nodes {
            guard let box = layout.boxes[node.id] else { continue }
            right = max(right, box.x + box.width + (node.group == nil ? 0 : 8))
            bottom = max(bottom, box.y + box.height + (node.group == nil ? 0 : 8))
        }
        layout.width = (right + margin).rounded()
        layout.height = (bottom + margin).rounded()
        return layout
    }
}

// MARK: - Drawing

enum GraphDrawing {
    static func svg(_ graph: GraphSnapshot, layout: GraphLayout, label: String) -> String {
        let n = HTMLPage.number
        var out =
            "<svg class=\"graph\" role=\"group\" aria-label=\"\(HTMLPage.escape(label))\" width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" viewBox=\"0 0 \(n(layout.width)) \(n(layout.height))\">\n"
        // Boxes around an object's properties.
        for group in graph.groups {
            let boxes = graph.nodes.filter { $0.group == group.id }.compactMap { layout.boxes[$0.id] }
            guard let first = boxes.first else { continue }
            var minX = first.x
            var minY = first.y
            var maxX = first.x + first.width
            var maxY = first.y + first.height
            for box in boxes {
                minX = min(minX, box.x)
                minY = min(minY, box.y)
                maxX = max(maxX, box.x + box.width)
                maxY = max(maxY, box.y + box.height)
            }
            out +=
                "<g class=\"group\"><rect x=\"\(n(minX - 8))\" y=\"\(n(minY - 24))\" width=\"\(n(maxX - minX + 16))\""
            out += " height=\"\(n(maxY - minY + 32))\" rx=\"8\"/><text x=\"\(n(minX - 2))\" y=\"\(n(minY - 10))\">"
            out += "\(HTMLPage.escape(group.label))</text></g>\n"
        }
        // Edges.
        var used: [String: Int] = [:]
        for edge in graph.edges {
            let key = "\(edge.from)->\(edge.to)"
            let index = used[key, default: 0]
            used[key] = index + 1
            guard let paths = layout.edges[key], index < paths.count, let start = paths[index].first else { continue }
            var d = "M\(n(start.x)),\(n(start.y))"
            let rest = paths[index].dropFirst()
            var points = Array(rest)
            while points.count >= 3 {
                d +=
                    " C\(n(points[0].x)),\(n(points[0].y)) \(n(points[1].x)),\(n(points[1].y)) \(n(points[2].x)),\(n(points[2].y))"
                points.removeFirst(3)
            }
            for point in points { d += " L\(n(point.x)),\(n(point.y))" }
            let classes = ["edge", edge.kind.rawValue] + (edge.isHot ? ["hot"] : [])
            let title: String
            switch edge.kind {
            case .tree: title = "\(name(graph, edge.from)) contains \(name(graph, edge.to))"
            case .dependency:
                title =
                    "\(name(graph, edge.from)) reads \(name(graph, edge.to))" + (edge.label.map { " via \($0)" } ?? "")
            case .environmentWrite: title = "\(name(graph, edge.from)) writes \(name(graph, edge.to))"
            }
            out +=
                "<path class=\"\(classes.joined(separator: " "))\" d=\"\(d)\" marker-end=\"url(#vg-arrow\(edge.isHot ? "-hot" : ""))\">"
            out += "<title>\(HTMLPage.escape(title))</title></path>\n"
        }
        // Nodes.
        for node in graph.nodes {
            guard let box = layout.boxes[node.id] else { continue }
            let lines = GraphLayout.lines(node)
            var classes = ["node", node.kind.isBox ? "view" : "source", node.status.rawValue]
            if node.status.isHot { classes.append("hot") }
            if node.status.isDimmed { classes.append("dim") }
            // Ran for nothing: the body ran, nothing it shows changed (R0.4), as DOT draws it.
            if node.status == .ran && node.redrawn == false { classes.append("for-nothing") }
            let spoken = lines.joined(separator: ", ")
            out += "<g class=\"\(classes.joined(separator: " "))\""
            if node.kind.isBox {
                out +=
                    " data-view=\"\(node.id)\" data-name=\"\(HTMLPage.escape(node.label))\" tabindex=\"0\" role=\"button\""
                out += " aria-label=\"\(HTMLPage.escape(spoken)); show why\""
            }
            out += "><title>\(HTMLPage.escape(spoken))</title>"
            let radius = node.kind.isBox ? 5 : box.height / 2
            out +=
                "<rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" rx=\"\(n(min(radius, 18)))\"/>"
            out += "<text x=\"\(n(box.midX))\" y=\"\(n(box.midY - Double(lines.count - 1) * 7.5 + 4))\">"
            for (index, line) in lines.enumerated() {
                let detail = index > 0 ? " class=\"detail\"" : ""
                out +=
                    "<tspan x=\"\(n(box.midX))\"\(index > 0 ? " dy=\"15\"" : "")\(detail)>\(HTMLPage.escape(line))</tspan>"
            }
            out += "</text></g>\n"
        }
        return out + "</svg>\n"
    }

    static func name(_ graph: GraphSnapshot, _ id: String) -> String {
        graph.node(id)?.label ?? id
    }
}
