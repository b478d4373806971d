import Testing
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

#if canImport(Glibc)
    /// glibc's `malloc_usable_size` (declared in `<malloc.h>`, which the Glibc module does not
    /// export): the bytes an allocation really has.
    @_silgen_name("malloc_usable_size")
    private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int
#endif

/// Per-type facts kept for speed (a stored property's fields behind one reference, a
/// struct's memberwise signature made once, a row content's key hashed once) must not
/// change what they describe: a property keeps what it was made with, a cache follows the
/// type, and keys compare and hash by their contents.
@Suite struct SharedStorageTests {
    private func property(_ name: String, isLet: Bool = false) -> StoredProperty {
        StoredProperty(
            name: name, isLet: isLet, type: nil, initializer: nil, wrapper: nil, isPrivate: false,
            range: SourceRange.at(0))
    }

    @Test("a stored property reads back every field it was made with")
    func storedPropertyKeepsItsFields() {
        let stored = StoredProperty(
            name: "isOn", isLet: false, type: nil, initializer: nil, wrapper: .state, isPrivate: true,
            range: SourceRange(start: 4, end: 9), storageKey: "AppStorage:on", stateLabel: "@AppStorage(\"on\")",
            isLazy: true, isViewBuilder: true)
        let copy = stored
        #expect(copy.name == "isOn")
        #expect(copy.isLet == false)
        #expect(copy.wrapper == .state)
        #expect(copy.isPrivate)
        #expect(copy.range == SourceRange(start: 4, end: 9))
        #expect(copy.storageKey == "AppStorage:on")
        #expect(copy.stateLabel == "@AppStorage(\"on\")")
        #expect(copy.isLazy)
        #expect(copy.isViewBuilder)
        #expect(copy.observers.isEmpty)
        #expect(copy.typedStorage == nil)
        #expect(property("count").isLazy == false)
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

    #if canImport(Glibc)
        @Test("an object instance fits in 88 bytes: its initializing flag takes no word of its own")
        func objectInstanceStaysSmall() {
            let type = NominalType(name: "RowModel", kind: .classKind, range: SourceRange.at(0))
            let object = ObjectInstance(type: type, fields: [], serial: 1, number: 3)
            // glibc gives an 88-byte request exactly 88 usable bytes, an 89-byte one 104. It may
            // also hand out a larger free chunk whole (when the rest would be too small to keep),
            // so one allocation can read larger while tests run in parallel: the smallest of
            // several is the size the instance asks for.
            let more = (2...16).map { ObjectInstance(type: type, fields: [], serial: $0, number: $0) }
            let usable = ([object] + more).map { mallocUsableSize(Unmanaged.passUnretained($0).toOpaque()) }.min() ?? 0
            #expect(usable <= 88)
            #expect(object.number == 3)
            #expect(object.isInitializing == false)
        }
    #endif

    @Test("a value key and an identity component stay 32 bytes a slot: an object key keeps its number in 32 bits")
    func identitySlotsStaySmall() {
        // Every view keeps its identity path as an array of components, so a wider key
        // costs every view of a 100,000-row first render.
        #expect(MemoryLayout<ValueKey>.stride == 32)
        #expect(MemoryLayout<IdentityComponent>.stride == 32)
        let type = NominalType(name: "Item", kind: .classKind, range: SourceRange.at(0))
        let object = ObjectInstance(type: type, fields: [], serial: 1, number: 2)
        let key = ValueKey(.object(object))
        guard case .object(let objectKey)? = key else {
            Issue.record("an object's key is not an object key")
            return
        }
        #expect(objectKey.name == "Item#2")
        #expect(key == ValueKey(.object(object)))
    }

    @Test("R7.1: an environment copied to a child is shared until written; a write copies it first")
    func environmentSharesUntilWritten() {
        var parent = EnvironmentValues()
        parent.values[.key("colorScheme")] = .symbol(type: "ColorScheme", name: "light")
        var child = parent
        #expect(child.isIdentical(to: parent))
        child.values[.key("colorScheme")] = .symbol(type: "ColorScheme", name: "dark")
        #expect(child.isIdentical(to: parent) == false)
        // The parent keeps its own value: the write went to the child's copy.
        guard case .symbol(_, let scheme)? = parent.values[.key("colorScheme")] else {
            Issue.record("the parent lost its value")
            return
        }
        #expect(scheme == "light")
        var alone = EnvironmentValues()
        alone.values[.key("isEnabled")] = .bool(true)
        let before = alone
        alone.values[.key("isEnabled")] = .bool(false)
        guard case .bool(let enabled)? = before.values[.key("isEnabled")] else {
            Issue.record("the earlier copy lost its value")
            return
        }
        #expect(enabled)
    }
}
