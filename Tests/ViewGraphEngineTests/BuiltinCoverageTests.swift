import Foundation
import Testing
import ViewGraphEngine
import ViewGraphSyntax

/// The builtin catalogue and the engine's implementations agree (issue 13): every
/// simulated entry runs, and everything that runs is in the catalogue. A side of the
/// engine that implements catalogue names (the standard library, and the SwiftUI
/// views, modifiers and environment keys) joins the test by conforming to
/// `BuiltinImplementations` and being listed in `sides`.
@Suite("Builtin catalogue coverage")
struct BuiltinCoverageTests {
    /// Every implementation side, with the kinds it answers for.
    let sides: [(name: String, kinds: [BuiltinKind], implementation: any BuiltinImplementations.Type)] = [
        ("stdlib", [.member, .function, .type], StdlibImplementations.self),
        ("swiftui", [.view, .modifier, .environmentKey], ViewBuiltins.self),
    ]

    func implemented(_ kind: BuiltinKind) -> Set<String> {
        var names: Set<String> = []
        for side in sides where side.kinds.contains(kind) {
            names.formUnion(side.implementation.implementedNames(kind: kind))
        }
        return names
    }

    /// The kinds some side answers for.
    var coveredKinds: [BuiltinKind] {
        BuiltinKind.allCases.filter { kind in sides.contains { $0.kinds.contains(kind) } }
    }

    @Test("every simulated member, function and type has an implementation")
    func simulatedEntriesAreImplemented() {
        for kind in coveredKinds {
            let names = implemented(kind)
            for entry in BuiltinCatalogue.entries(kind) where entry.status == .simulated {
                #expect(
                    names.contains(entry.displayName),
                    "catalogue entry \(entry.displayName) (\(kind.rawValue)) is simulated but has no implementation")
            }
        }
    }

    @Test("every implementation has a simulated catalogue entry")
    func implementationsAreCatalogued() {
        for kind in coveredKinds {
            let catalogued = Set(
                BuiltinCatalogue.entries(kind).filter { $0.status == .simulated }.map(\.displayName))
            for name in implemented(kind).sorted() {
                #expect(catalogued.contains(name), "\(name) (\(kind.rawValue)) is implemented but not in the catalogue")
            }
        }
    }

    @Test("every implemented call form is one of its entry's signatures")
    func signaturesAreCatalogued() {
        for side in sides {
            for kind in side.kinds where kind == .member || kind == .function {
                let entries = Dictionary(
                    BuiltinCatalogue.entries(kind).map { ($0.displayName, $0) }, uniquingKeysWith: { first, _ in first }
                )
                for (name, forms) in side.implementation.implementedSignatures(kind: kind) {
                    guard let entry = entries[name] else { continue }
                    for form in forms {
                        #expect(
                            entry.signatures.contains(form),
                            "\(name)(\(form.map { $0 + ":" }.joined())) is implemented but not in the entry's signatures"
                        )
                    }
                }
            }
        }
    }

    @Test("no type has two member entries of one name")
    func memberEntriesAreUnique() {
        var seen: Set<String> = []
        for entry in BuiltinCatalogue.entries(.member) {
            #expect(seen.insert(entry.displayName).inserted, "\(entry.displayName) is listed twice")
            #expect(entry.owner != nil, "member \(entry.name) has no owner")
        }
    }

    @Test("every simulated member and function names a family file that exists")
    func familyFilesExist() {
        let builtins = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ViewGraphEngine/Builtins")
        let families = Set(
            [BuiltinKind.member, .function].flatMap { BuiltinCatalogue.entries($0) }.filter {
                $0.status == .simulated
            }.map(\.family))
        for family in families.sorted() {
            let path = builtins.appendingPathComponent(family + ".swift").path
            #expect(FileManager.default.fileExists(atPath: path), "family file Builtins/\(family).swift is missing")
        }
    }
}
