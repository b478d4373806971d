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
            let elementType = appElementTypeName(of: data.value),
            world.nestedTypeNames.contains(elementType) == false,
            let info = world.declaredType(named: elementType), info.kind != nil, info.kind != .extension,
            info.genericParameters.isEmpty, world.membersAreKnown(info),
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

    /// The scenario type of the elements of an array a place or literal holds, where its
    /// declaration says it plainly.
    func appElementTypeName(of expr: Expr) -> String? {
        switch expr.kind {
        case .arrayLiteral(let elements):
            guard case .call(let callee, _, _)? = elements.first?.kind, case .identifier(let name) = callee.kind,
                name.first?.isUppercase == true, isLocalOrMember(name) == false
            else { return nil }
            return name
        case .identifier(let name):
            if let scope = scopes.lastIndex(where: { $0.contains(name) }) {
                let prefix = Self.appArrayMarker(name, "")
                return scopes[scope].first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
            }
            if let extended = extendedBuiltin, extended.members.contains(name) { return nil }
            return selfType?.appArrayProperties[name]
        case .member(let base, let name):
            if case .selfValue = base.kind { return selfType?.appArrayProperties[name.name] }
            guard let baseType = appTypeNameOfPlace(base), world.nestedTypeNames.contains(baseType) == false,
                let info = world.declaredType(named: baseType), info.kind != nil, info.kind != .extension,
                info.genericParameters.isEmpty
            else { return nil }
            return info.appArrayProperties[name.name]
        default:
            return nil
        }
    }

    /// The element type a declaration gives an array (`[Item]`, `Array<Item>`, `[Item]()`,
    /// `[Item(…)]`), when it is a plain name.
    static func arrayElementTypeOfDeclaration(annotation: TypeSyntax?, initializer: Expr?) -> String? {
        if let annotation { return plainElementName(annotation) }
        switch initializer?.kind {
        case .typeCast(let inner, let type, _)?:
            guard case .arrayLiteral(let items) = inner.kind, items.isEmpty else { return nil }
            return plainElementName(type)
        case .arrayLiteral(let elements)?:
            guard case .call(let callee, _, _)? = elements.first?.kind, case .identifier(let name) = callee.kind,
                name.first?.isUppercase == true
            else { return nil }
            return name
        default:
            return nil
        }
    }

    private static func plainElementName(_ type: TypeSyntax) -> String? {
        switch type.kind {
        case .array(let element):
            guard case .named(let name, let arguments) = element.kind, arguments.isEmpty else { return nil }
            return name
        case .named("Array", let arguments):
            guard arguments.count == 1, case .named(let name, let inner) = arguments[0].kind, inner.isEmpty else {
                return nil
            }
            return name
        default:
            return nil
        }
    }

    /// The entry a scope keeps beside a local holding an array of a scenario type (`rows`
    /// and `rows\u{2}Row`).
    static func appArrayMarker(_ name: String, _ type: String) -> String { name + "\u{2}" + type }
}
