// The scenario types the checker reads off declarations, for member, case and conformance
// checks: a local or stored property declared with a plain type name (`let book: Book`,
// `var book = Book(…)`) and one declared as an array of one (`var rows: [Row]`,
// `var rows = [Row]()`). A local keeps its type as a marker entry beside its name in the
// scope; a stored property in its TypeInfo. Anything less plain is not typed.
import ViewGraphDiagnostics

extension Checker {
    /// A scenario type by a plain name whose members can be looked up: declared (not an
    /// extension, not nested) and not generic.
    func plainAppType(named name: String) -> TypeInfo? {
        guard world.nestedTypeNames.contains(name) == false, let info = world.declaredType(named: name),
            info.kind != nil, info.kind != .extension, info.genericParameters.isEmpty
        else { return nil }
        return info
    }

    /// The scenario type a written or compared place is declared with (`mood`, `self.mood`,
    /// `yard.mood`, `yard.plot.mood`), when each step of it is declared with a plain name.
    func appTypeNameOfPlace(_ expr: Expr) -> String? {
        recordedType(of: expr, marker: Self.appTypedMarker, properties: \.appTypedProperties)
    }

    /// The scenario type of the elements of an array a place or literal holds, where its
    /// declaration says it plainly.
    func appElementTypeName(of expr: Expr) -> String? {
        if case .arrayLiteral = expr.kind {
            guard let name = Self.arrayElementTypeOfDeclaration(annotation: nil, initializer: expr),
                isLocalOrMember(name) == false
            else { return nil }
            return name
        }
        return recordedType(of: expr, marker: Self.appArrayMarker, properties: \.appArrayProperties)
    }

    /// The type a local's marker records (`marker(name, type)` in the scope that binds it);
    /// nil for a local without one. Outer: nil when no scope binds `name`.
    func markedLocalType(_ name: String, marker: (String, String) -> String) -> String?? {
        guard let scope = scopes.lastIndex(where: { $0.contains(name) }) else { return nil }
        let prefix = marker(name, "")
        return .some(scopes[scope].first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
    }

    /// What a place's declaration records: a local's marker, else the stored property of
    /// `self` or of the typed value the member is on.
    private func recordedType(
        of expr: Expr, marker: (String, String) -> String, properties: KeyPath<TypeInfo, [String: String]>
    ) -> String? {
        switch expr.kind {
        case .identifier(let name):
            if let local = markedLocalType(name, marker: marker) { return local }
            if let extended = extendedBuiltin, extended.members.contains(name) { return nil }
            return selfType?[keyPath: properties][name]
        case .member(let base, let name):
            if case .selfValue = base.kind { return selfType?[keyPath: properties][name.name] }
            guard let baseType = appTypeNameOfPlace(base), let info = plainAppType(named: baseType) else { return nil }
            return info[keyPath: properties][name.name]
        default:
            return nil
        }
    }

    /// The markers a local or parameter declared so gets beside its name; none for a type
    /// name `isExcluded` (a generic parameter that happens to share a type's name).
    static func typeMarkers(
        _ name: String, annotation: TypeSyntax?, initializer: Expr?, isExcluded: (String) -> Bool = { _ in false }
    ) -> [String] {
        var markers: [String] = []
        if let type = namedTypeOfDeclaration(annotation: annotation, initializer: initializer), !isExcluded(type) {
            markers.append(appTypedMarker(name, type))
        }
        if let element = arrayElementTypeOfDeclaration(annotation: annotation, initializer: initializer),
            !isExcluded(element)
        {
            markers.append(appArrayMarker(name, element))
        }
        return markers
    }

    /// The plain name a declaration's annotation gives (`Mood`, not `Mood?`).
    static func declaredAppTypeName(_ annotation: TypeSyntax?) -> String? {
        guard let annotation else { return nil }
        return namedTypeOfDeclaration(annotation: annotation, initializer: nil)
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
