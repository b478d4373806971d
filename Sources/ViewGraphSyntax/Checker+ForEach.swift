// `ForEach(items) { … }` without `id:` needs Identifiable elements (SwiftUI's
// `init(_:content:)`). Where a declaration tells the element type (`let items: [Item]`,
// `var items = [Item]()`, `[Item(…), …]`) and that type is the scenario's own with every
// conformance visible, a type that is not Identifiable is swiftc's error, reported here
// rather than at run. Anything the checker cannot type is left to `run`, which checks the
// same thing on the first element.
import ViewGraphDiagnostics

extension Checker {
    /// `ForEach(items)` with no `id:`: its elements' type must conform to Identifiable.
    func checkForEachIdentity(callee: Expr, arguments: [Argument]) {
        guard case .identifier("ForEach") = callee.kind, isLocalOrMember("ForEach") == false,
            let data = arguments.first, data.label == nil,
            arguments.contains(where: { $0.label?.name == "id" }) == false,
            let elementType = appElementTypeName(of: data.value), let info = plainAppType(named: elementType),
            world.membersAreKnown(info),
            world.conforms(info, to: "Identifiable") == false
        else { return }
        error(
            "referencing initializer 'init(_:content:)' on 'ForEach' requires that '\(elementType)' conform to 'Identifiable'",
            at: data.value.range,
            notes: [
                DiagnosticNote(
                    "declare '\(elementType): Identifiable', or give the ForEach an id: 'ForEach(items, id: \\.name)'")
            ], group: .names)
    }
}
