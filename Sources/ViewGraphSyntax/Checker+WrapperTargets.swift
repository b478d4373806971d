// What a property wrapper is applied to, as swiftc checks it: a wrapper needs a `var`, and
// the wrappers of ObservableObject (`@ObservedObject`, `@StateObject`,
// `@EnvironmentObject`) need a type that conforms to it; an `@Observable` class is kept
// in `@State`, `@Environment` or a plain property instead (R4.1, R5.1).
import ViewGraphDiagnostics

extension Checker {
    /// The wrappers that are macros, not property wrappers: they may mark a `let`.
    private static let macroAttributes: Set<String> = ["ObservationIgnored", "Entry"]
    private static let observableObjectWrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject"]

    func checkWrapperTarget(_ variable: VariableDecl) {
        for attribute in variable.attributes {
            let name = attribute.name.name
            guard CheckerBuiltins.propertyWrappers.contains(name), Self.macroAttributes.contains(name) == false else {
                continue
            }
            let range = SourceRange(start: attribute.range.start, end: attribute.name.range.end)
            if variable.isLet {
                error(
                    "property wrapper can only be applied to a 'var'", at: range,
                    notes: [DiagnosticNote("write '@\(name) var'")], group: .syntax)
                continue
            }
            guard Self.observableObjectWrappers.contains(name),
                let typeName = Self.namedTypeOfDeclaration(
                    annotation: variable.type, initializer: variable.initializer),
                world.nestedTypeNames.contains(typeName) == false,
                let info = world.declaredType(named: typeName), info.kind?.isClassLike == true,
                world.membersAreKnown(info), world.conforms(info, attribute: "Observable"),
                world.conforms(info, to: "ObservableObject") == false
            else { continue }
            error(
                "generic struct '\(name)' requires that '\(typeName)' conform to 'ObservableObject'", at: range,
                notes: [
                    DiagnosticNote(
                        "'\(typeName)' is '@Observable': a view that creates it keeps it in '@State', one that is given it keeps it in a plain 'let' or 'var'"
                    )
                ], group: .syntax)
        }
    }
}
