import Testing

@testable import ViewGraphEngine

/// A lifecycle slot's key is an identity path's text; the engine writes it directly
/// instead of through Swift's reflection, and it must be the same text, since slots are
/// matched and sorted by it.
@Suite struct IdentityPathTextTests {
    @Test(
        "an identity path's text is exactly Swift's description of it",
        arguments: [
            [IdentityComponent](),
            [.site(12)],
            [.site(0), .branch(1), .site(345)],
            [.site(3), .element(.int(-7)), .explicit(.string("row-1"))],
            [.element(.string("a \"quoted\" id")), .element(.string("tab\there")), .element(.string("é"))],
            [.element(.bool(true)), .explicit(.null), .element(.uuid(42)), .explicit(.symbol("blue"))],
            [.element(.double(1.5)), .element(.date(0)), .element(.enumCase("done", [.int(1)]))],
            [.explicit(.composite("Pair", [.int(1), .string("b")])), .site(Int.max), .branch(Int.min)],
        ])
    func matchesSwiftsDescription(_ path: [IdentityComponent]) {
        #expect(IdentityComponent.text(of: path) == "\(path)")
    }
}
