// View references written as expressions in step code (`expect Screen/Row[2].isOn`).

import ViewGraphDiagnostics

/// Turns an expression such as `TrailRow[2]`, `ItemRow(title: "Eggs")` or
/// `FruitList/Button("Add")` into a view reference (Guides/Language.md, "View references").
package enum ViewRefConversion {
    package static func viewRef(from expr: Expr) -> ViewRef? {
        switch expr.kind {
        case .binaryOperator("/", let lhs, let rhs):
            guard let left = viewRef(from: lhs), let right = viewRef(from: rhs) else { return nil }
            return ViewRef(segments: left.segments + right.segments, range: expr.range)
        default:
            guard let segment = segment(from: expr) else { return nil }
            return ViewRef(segments: [segment], range: expr.range)
        }
    }

    /// `PhotoTile#2` (the expression parser keeps it as one name): the second of a parent's
    /// children of that type without an id; nil for a name without a position.
    package static func positionedSegment(_ name: String, range: SourceRange) -> ViewRefSegment? {
        guard let (typeName, position) = ViewRefSegment.positionedName(name), let position else { return nil }
        return ViewRefSegment(
            typeName: Identifier(
                typeName, range: SourceRange(start: range.start, end: range.start + typeName.utf8.count)),
            selector: .ordinal(position), range: range)
    }

    private static func segment(from expr: Expr) -> ViewRefSegment? {
        switch expr.kind {
        case .identifier(let name) where name.first?.isUppercase == true:
            if let positioned = positionedSegment(name, range: expr.range) { return positioned }
            return ViewRefSegment(typeName: Identifier(name, range: expr.range), selector: .none, range: expr.range)
        case .subscriptAccess(let base, let arguments):
            guard case .identifier(let name) = base.kind, name.first?.isUppercase == true, arguments.count == 1 else {
                return nil
            }
            return ViewRefSegment(
                typeName: Identifier(name, range: base.range), selector: .id(arguments[0].value), range: expr.range)
        case .call(let callee, let arguments, let trailing):
            guard trailing.isEmpty, case .identifier(let name) = callee.kind, name.first?.isUppercase == true else {
                return nil
            }
            if arguments.count == 1, arguments[0].label == nil {
                return ViewRefSegment(
                    typeName: Identifier(name, range: callee.range), selector: .title(arguments[0].value),
                    range: expr.range)
            }
            guard arguments.allSatisfy({ $0.label != nil }) else { return nil }
            return ViewRefSegment(
                typeName: Identifier(name, range: callee.range), selector: .properties(arguments), range: expr.range)
        default:
            return nil
        }
    }
}
