import Testing
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

/// Per-type facts kept for speed (a stored property's fields behind one reference, a
/// struct's memberwise signature made once, a row content's key hashed once) must not
/// change what they describe: a copy is still a value, a cache follows the type, and keys
/// compare and hash by their contents.
@Suite struct SharedStorageTests {
    private func property(_ name: String, isLet: Bool = false) -> StoredProperty {
        StoredProperty(
            name: name, isLet: isLet, type: nil, initializer: nil, wrapper: nil, isPrivate: false,
            range: SourceRange.at(0))
    }

    @Test("a copied stored property keeps its own name and flags when the original is written")
    func storedPropertyCopiesAreIndependent() {
        var original = property("count")
        let copy = original
        original.name = "total"
        original.isLazy = true
        original.wrapper = .state
        #expect(copy.name == "count")
        #expect(copy.isLazy == false)
        #expect(copy.wrapper == nil)
        #expect(original.name == "total")
        #expect(original.isLazy)
        #expect(original.wrapper == .state)
    }

    @Test("a struct's memberwise signature is dropped when its stored properties change")
    func memberwiseCacheFollowsStoredProperties() {
        let type = NominalType(name: "Row", kind: .structKind, range: SourceRange.at(0))
        type.addStored(property("title"))
        type.memberwiseCache = ([(offset: 0, element: type.stored[0])], [])
        #expect(type.memberwiseCache?.members.count == 1)
        type.addStored(property("subtitle"))
        #expect(type.memberwiseCache == nil)
    }

    @Test("row content keys are equal, and hash alike, exactly when their site and ids are")
    func rowContentKeysCompareByContents() {
        let key = RowContentKey(site: 7, ids: [.int(1), .string("a")])
        let same = RowContentKey(site: 7, ids: [.int(1), .string("a")])
        let otherSite = RowContentKey(site: 8, ids: [.int(1), .string("a")])
        let otherIDs = RowContentKey(site: 7, ids: [.int(1), .string("b")])
        let prefix = RowContentKey(site: 7, ids: [.int(1)])
        #expect(key == same)
        #expect(key.hashValue == same.hashValue)
        #expect(key != otherSite)
        #expect(key != otherIDs)
        #expect(key != prefix)
        let keys: Set<RowContentKey> = [key, same, otherSite, otherIDs, prefix]
        #expect(keys.count == 4)
        #expect(keys.contains(RowContentKey(site: 7, ids: [.int(1), .string("a")])))
    }
}
