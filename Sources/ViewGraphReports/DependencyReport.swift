// `deps [REF]`: who reads what. Every model property, @State, environment key and
// ObservableObject, with the live views whose last body run read it and where
// (the read chain). Faithfulness: the dependency sets are the engine's, recorded by
// the Observation runtime (R4.1, R4.3), the state readers (R5.4), ObservableObject
// subscriptions (R3.1) and environment reads (R7.1); they are one body run old, as
// in SwiftUI.
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

package enum DependencyReport {
    /// One thing that can change, and who reads it.
    package struct Source {
        /// `@Observable TrailStore.favoriteTrails`
        package var title: String
        package var readers: [(node: ViewNode, detail: String)]
    }

    /// Every dependency of every live view, grouped by what is read.
    package static func sources(_ simulation: Simulation) -> [Source] {
        let views = simulation.viewsInTreeOrder
        var sources: [Source] = []
        func add(_ title: String, _ node: ViewNode, _ detail: String) {
            if let index = sources.firstIndex(where: { $0.title == title }) {
                sources[index].readers.append((node, detail))
            } else {
                sources.append(Source(title: title, readers: [(node, detail)]))
            }
        }
        let names = ObjectNames(views)
        // @Observable first, then ObservableObject, @State, environment: the order of the
        // step card's change lines.
        for node in views {
            for read in node.observableReads {
                add(
                    "@Observable \(names.name(read.object)).\(read.propertyName)", node,
                    "via " + read.chain.joined(separator: " › "))
            }
        }
        for node in views {
            for object in node.subscriptions {
                let wrapper = subscriptionWrapper(node, object)
                let read = node.publishedReads.filter { $0.object === object }.map { object.type.stored[$0.field].name }
                let detail =
                    wrapper + " · "
                    + (read.isEmpty
                        ? "reads no @Published property (still invalidated by every publish, R3.2)"
                        : "reads " + read.joined(separator: ", "))
                add("ObservableObject \(names.name(object)) (objectWillChange)", node, detail)
            }
        }
        for node in views {
            for box in node.stateBoxesRead {
                let owner = box.owner.map(\.displayName) ?? "view"
                add(
                    "\(box.label) \(owner).\(box.name)", node,
                    box.owner === node ? "its own state" : "read through a binding or closure")
            }
        }
        for node in views {
            for key in node.environmentReadOrder {
                let value = node.environmentReads[key].map(ValueFormatting.describe) ?? "?"
                add("\(key.label)", node, "saw \(value)")
            }
        }
        return sources
    }

    /// `deps`: every source with its readers.
    package static func render(_ simulation: Simulation, step: StepTrace, of total: Int) -> String {
        var out = "dependencies · \(ReportSupport.stepLabel(step, of: total))\n"
        out += "  from each live view's last body run: what it read, and where (R3.1, R4.1, R5.4, R7.1)\n"
        let sources = sources(simulation)
        if sources.isEmpty { return out + "\n  no view read any state\n" }
        let width = min(36, (sources.flatMap { $0.readers.map { $0.node.displayName.count } }.max() ?? 0) + 2)
        for source in sources {
            out += "\n" + source.title + "\n"
            for reader in source.readers {
                out += "   ← " + ReportSupport.pad(reader.node.displayName, width) + reader.detail + "\n"
            }
        }
        let readers = ReportSupport.unique(sources.flatMap { $0.readers.map(\.node) })
        let quiet = simulation.viewsInTreeOrder.filter { ReportSupport.contains(readers, $0) == false }
        if quiet.isEmpty == false {
            out += "\nread nothing that can change (run only when their parent passes a new value, R2):\n   "
            out += quiet.map(\.displayName).joined(separator: ", ") + "\n"
        }
        return out
    }

    /// `deps REF`: one view's dependencies and inputs.
    package static func render(_ node: ViewNode, simulation: Simulation) -> String {
        var out = "\(node.displayName) depends on (from its last body run):\n"
        let lines = dependencyLines(node, simulation: simulation)
        if lines.isEmpty {
            out += "  nothing that can change by itself: it runs only when it is new or its parent passes a new value\n"
        } else {
            for line in lines { out += "  " + line + "\n" }
        }
        let inputs = inputLines(node)
        if inputs.isEmpty == false {
            let parent = node.parent.map { $0.isRoot ? "the app block" : $0.displayName } ?? "its parent"
            out += "inputs from \(parent), compared when it runs (R2):\n"
            for line in inputs { out += "  " + line + "\n" }
        }
        return out
    }

    /// What a view's last body run read, one line each.
    package static func dependencyLines(_ node: ViewNode, simulation: Simulation) -> [String] {
        let names = ObjectNames(simulation.viewsInTreeOrder)
        var lines: [String] = []
        for read in node.observableReads {
            lines.append(
                "@Observable \(names.name(read.object)).\(read.propertyName)   via \(read.chain.joined(separator: " › "))"
            )
        }
        for object in node.subscriptions {
            let read = node.publishedReads.filter { $0.object === object }.map { object.type.stored[$0.field].name }
            lines.append(
                "ObservableObject \(names.name(object)) through \(subscriptionWrapper(node, object)): every publish invalidates it"
                    + (read.isEmpty ? "" : " (reads \(read.joined(separator: ", ")))"))
        }
        for box in node.stateBoxesRead {
            lines.append(
                "\(box.label) \(box.owner.map(\.displayName) ?? "view").\(box.name) = \(ValueFormatting.debugDescribe(box.value))"
            )
        }
        for key in node.environmentReadOrder {
            let value = node.environmentReads[key].map(ValueFormatting.describe) ?? "?"
            lines.append("\(key.label) = \(value)")
        }
        return lines
    }

    /// The view's stored inputs (properties without a state wrapper) and their values.
    package static func inputLines(_ node: ViewNode) -> [String] {
        var lines: [String] = []
        for (property, value) in zip(node.value.type.stored, node.value.fields) {
            switch property.wrapper {
            case nil, .binding?, .observedObject?, .bindable?:
                lines.append(
                    "\(property.wrapper.map { $0.attributeName + " " } ?? "")\(property.name) = \(describeInput(value))"
                )
            default: break
            }
        }
        return lines
    }

    static func describeInput(_ value: Value) -> String {
        switch value {
        case .closure: return "(closure: never equal, R2.4)"
        case .wrapper(.binding(let binding)): return "Binding(\(ValueFormatting.debugDescribe(binding.snapshot)))"
        case .wrapper(.observedObject(let object)), .wrapper(.bindable(let object)):
            return ValueFormatting.describe(object)
        default:
            let text = ValueFormatting.debugDescribe(value)
            return text.count > 90 ? String(text.prefix(87)) + "…" : text
        }
    }

    static func subscriptionWrapper(_ node: ViewNode, _ object: ObjectInstance) -> String {
        for property in node.type.stored {
            switch property.wrapper {
            case .stateObject?:
                if case .object(let o)? = node.stateObjects[property.name], o === object {
                    return "@StateObject \(property.name)"
                }
            case .observedObject?:
                if case .wrapper(.observedObject(.object(let o)))? = node.value.field(property.name), o === object {
                    return "@ObservedObject \(property.name)"
                }
            case .environmentObject?:
                if object.type.name == property.type.map(typeText) ?? object.type.name {
                    return "@EnvironmentObject \(property.name)"
                }
            default: break
            }
        }
        return "a subscription"
    }

    static func typeText(_ type: TypeSyntax) -> String {
        if case .named(let name, _) = type.kind { return name }
        return ""
    }
}

/// Names objects as `TrailStore` when one instance of the type is in play, and
/// `TrailRowModel#3` when several are.
struct ObjectNames {
    private var counts: [String: Int] = [:]

    init(_ views: [ViewNode]) {
        var seen: Set<ObjectIdentifier> = []
        for node in views {
            let objects = node.observableReads.map(\.object) + node.subscriptions
            for object in objects where seen.insert(ObjectIdentifier(object)).inserted {
                counts[object.type.name, default: 0] += 1
            }
        }
    }

    func name(_ object: ObjectInstance) -> String {
        (counts[object.type.name] ?? 0) > 1 ? object.displayName : object.type.name
    }
}
