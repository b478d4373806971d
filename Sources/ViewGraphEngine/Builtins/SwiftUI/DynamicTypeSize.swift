// `DynamicTypeSize`, as a body reads `@Environment(\\.dynamicTypeSize)`: the sizes are
// ordered (`xSmall` … `xxxLarge`, then `accessibility1` … `accessibility5`), so
// `size >= .accessibility1` and `isAccessibilitySize` answer as SwiftUI's do.
// Rules: R7.1 (the value is an environment value; reading it is a dependency).
// Faithfulness: exact for the order and `isAccessibilitySize`. Not modelled:
// `.dynamicTypeSize(...)` on a view (it neither sets nor clamps the size below it).

enum DynamicTypeSizeBuiltins {
    /// The sizes in SwiftUI's order.
    static let order = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]

    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.property(.dynamicTypeSize, "isAccessibilitySize") { base, _ in
            guard case .symbol(_, let name) = base, let index = order.firstIndex(of: name) else { return nil }
            return .bool(index >= order.firstIndex(of: "accessibility1")!)
        }
        return family
    }
}
