import Foundation
import Testing
import ViewGraphDiagnostics

@testable import ViewGraphSyntax

@Suite("Example fixtures")
struct FixtureTests {
    @Test("every example parses with no diagnostics", arguments: fixtureNames("examples"))
    func examplesParseCleanly(name: String) {
        let source = loadFixture("examples", name)
        #expect(!source.text.isEmpty)
        let (file, diagnostics) = parseScenario(source)
        #expect(describe(diagnostics, in: source) == [])
        #expect(!file.items.isEmpty)
    }
}

/// Every `Expr` in a tree, found by reflection so the check covers every node kind.
func allExpressionIDs(in value: Any, into ids: inout [NodeID]) {
    let mirror = Mirror(reflecting: value)
    // `Optional<Expr>` casts to `Expr` too; count the wrapped value once, below.
    if mirror.displayStyle != .optional, let expr = value as? Expr { ids.append(expr.id) }
    for child in mirror.children {
        allExpressionIDs(in: child.value, into: &ids)
    }
}

@Suite("Node ids")
struct NodeIDTests {
    @Test("every expression has a unique id", arguments: fixtureNames("examples"))
    func uniqueIDs(name: String) {
        let source = loadFixture("examples", name)
        let (file, _) = parseScenario(source)
        var ids: [NodeID] = []
        allExpressionIDs(in: file, into: &ids)
        #expect(!ids.isEmpty)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0 > 0 })
    }

    @Test func idsIncreaseInSourceOrderAcrossSiblings() {
        let (file, _, _) = parse("app {\n    A()\n    B()\n    C()\n}")
        guard case .app(let app) = file.items.first else {
            Issue.record("expected an app block")
            return
        }
        let ids = app.body.compactMap { statement -> NodeID? in
            if case .expression(let e) = statement.kind { return e.id }
            return nil
        }
        #expect(ids.count == 3)
        #expect(ids == ids.sorted())
    }
}
