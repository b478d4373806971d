// Catalogue entries for members of builtin types (standard library, Foundation).
// Families: Sources/ViewGraphEngine/Builtins/Stdlib/.

extension BuiltinCatalogue {
    static let members: [BuiltinEntry] = []
}
