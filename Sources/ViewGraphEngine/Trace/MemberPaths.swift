// Names of the members a body reaches (`body › isFavorite(_:) › favoriteTrails`), for
// read sites in the trace (R4.1: a read is recorded with its call chain). Exact.
import ViewGraphSyntax

/// Which parts of a view property a body's code uses: `quote.price` and
/// `quote.change` are parts of `quote`; a bare `quote` uses all of it. Used to tell
/// whether a field that `==` ignored is one the body shows (R2.5).
enum MemberPaths {
    static func uses(of field: String, in statements: [Stmt]) -> (whole: Bool, paths: [[String]]) {
        var chains: [Int: [String]] = [:]
        var roots: [Int] = []
        ExprWalker.walk(statements) { expr in
            if let (root, path) = chain(expr, field: field) {
                if (chains[root]?.count ?? -1) < path.count { chains[root] = path }
            }
            switch expr.kind {
            case .identifier(let name) where name == field: roots.append(expr.range.start)
            case .member(let base, let name) where name.name == field:
                if case .selfValue = base.kind { roots.append(expr.range.start) }
            default: break
            }
        }
        let whole = roots.contains { chains[$0] == nil }
        return (whole, chains.keys.sorted().compactMap { chains[$0] })
    }

    /// `field.a.b` → (start of `field`, ["a", "b"]); also `self.field.a`.
    private static func chain(_ expr: Expr, field: String) -> (Int, [String])? {
        var path: [String] = []
        var current = expr
        while case .member(let base, let name) = current.kind {
            if case .selfValue = base.kind, name.name == field, path.isEmpty == false {
                return (current.range.start, path.reversed())
            }
            path.append(name.name)
            current = base
        }
        if case .identifier(let name) = current.kind, name == field, path.isEmpty == false {
            return (current.range.start, path.reversed())
        }
        return nil
    }

    /// The value at a path of stored properties, as deep as it resolves.
    static func value(_ value: Value, at path: [String]) -> Value? {
        var current = value
        for name in path {
            guard case .structValue(let instance) = current, let next = instance.field(name) else { return current }
            current = next
        }
        return current
    }
}
