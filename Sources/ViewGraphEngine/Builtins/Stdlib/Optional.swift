// Optional as apps spell it outright: `Optional(value)` and `Optional.some(value)` (a
// Picker's `.tag(Optional(category))` for an optional selection), and `Optional.none`
// (`.tag(Category?.none)`, `Optional<Category>.none`).
// Rules: none (plain Swift).
// Faithfulness: values carry no static type, so an optional holding a value is that value
// and `none` is nil, as everywhere else in the engine (an optional prints as its value).
enum OptionalBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.constructor("Optional", [nil]) { call in call.values[0] }
        family.staticMethod("Optional", "some", [nil]) { call in call.values[0] }
        family.staticProperty("Optional", "none") { _ in .null }
        return family
    }
}
