import Testing

@testable import ViewGraphSyntax

/// Writes Swift rejects because `self` is immutable where they are made, reported by
/// `check` with swiftc's wording and position (the engine would drop them on a copy).
@Suite("Checker: writes to an immutable self")
struct CheckerMutabilityTests {
    @Test("a view's plain property written in an action is the forgot-@State mistake (R5.1)")
    func viewPropertyWrittenInAnAction() {
        assertCheck(
            scenario(
                """
                struct TapView: View {
                    var taps = 0
                    @State private var kept = 0
                    var body: some View {
                        VStack {
                            Button("Tap \\(taps)") { taps 1️⃣+= 1 }
                            Button("Keep") { kept += 1 }
                        }
                    }
                }
                """),
            [("1️⃣", "left side of mutating operator isn't mutable: 'self' is immutable")])
    }

    @Test("a struct's method not marked mutating cannot write its stored properties; a mutating one can")
    func nonMutatingMethods() {
        assertCheck(
            scenario(
                """
                struct Counter {
                    var n = 0
                    var items: [Int] = []
                    func set() { 1️⃣n = 2 }
                    func add() { items.2️⃣append(1) }
                    func replace() { items3️⃣[0] = 3 }
                    func viaSelf() { self.4️⃣n = 4 }
                    func whole() { 5️⃣self = Counter() }
                    func later() { let bump = { 6️⃣n = 5 }; bump() }
                    func shadowed() { var n = 0; n += 1; print(n) }
                    var twice: Int { 7️⃣n = 3; return n * 2 }
                    mutating func bump() { n += 1; items.append(n) }
                    init() { n = 1 }
                }
                """),
            [
                ("1️⃣", "cannot assign to property: 'self' is immutable"),
                ("2️⃣", "cannot use mutating member on immutable value: 'self' is immutable"),
                ("3️⃣", "cannot assign through subscript: 'self' is immutable"),
                ("4️⃣", "cannot assign to property: 'self' is immutable"),
                ("5️⃣", "cannot assign to value: 'self' is immutable"),
                ("6️⃣", "cannot assign to property: 'self' is immutable"),
                ("7️⃣", "cannot assign to property: 'self' is immutable"),
            ])
    }

    @Test("a let property is written only by an initializer, in a struct or a class")
    func letPropertiesAfterInitialization() {
        assertCheck(
            scenario(
                """
                struct Hive {
                    let id: Int
                    var name = ""
                    init(id: Int) { self.id = id }
                    mutating func renumber() { 1️⃣id = 2 }
                }
                final class Box {
                    let id = 1
                    var count = 0
                    func bump() { count += 1; 2️⃣id = 2 }
                }
                """),
            [
                ("1️⃣", "cannot assign to property: 'id' is a 'let' constant"),
                ("2️⃣", "cannot assign to property: 'id' is a 'let' constant"),
            ])
    }

    @Test("writes through an object a struct holds, and to wrapped properties, change no struct")
    func writesThroughReferencesAndWrappers() {
        assertCheck(
            scenario(
                """
                @Observable final class Store { var count = 0; var names: [String] = [] }
                struct Row: View {
                    let store: Store
                    @Binding var on: Bool
                    @AppStorage("n") private var n = 0
                    var body: some View {
                        Button("Go") {
                            store.count += 1
                            store.names.append("a")
                            on.toggle()
                            n += 1
                        }
                    }
                }
                """), [])
    }
}

@Suite("Checker: missing return")
struct CheckerMissingReturnTests {
    @Test("a getter, method or function that can end without returning its declared result is an error at its brace")
    func missingReturns() {
        assertCheck(
            scenario(
                """
                struct Cart {
                    var prices: [Double] = [1.5]
                    var total: Double { let t = prices.reduce(0, +); print(t) 1️⃣}
                    func label(_ big: Bool) -> String { if big { return "BIG" } 2️⃣}
                    var count: Int { prices.count }
                    var kind: String { if prices.isEmpty { "empty" } else { "full" } }
                    func size(_ n: Int) -> Int { switch n { case 1: return 1; default: fatalError() } }
                    func first() -> Double? {
                        for price in prices where price > 1 { return price }
                        return nil
                    }
                    var doubled: Int {
                        get { count * 2 }
                        set { print(newValue) }
                    }
                }
                func lookup(_ x: Int) -> Int? {
                    switch x {
                    case 1: return 1
                    default: print("no")
                    }
                3️⃣}
                """),
            [
                ("1️⃣", "missing return in getter expected to return 'Double'"),
                ("2️⃣", "missing return in instance method expected to return 'String'"),
                ("3️⃣", "missing return in global function expected to return 'Int?'"),
            ])
    }

    @Test("a view's body and a builder function return their content without 'return'")
    func buildersNeedNoReturn() {
        assertCheck(
            scenario(
                """
                struct Card: View {
                    let title: String
                    var body: some View {
                        let shown = title.uppercased()
                        Text(shown)
                    }
                    @ViewBuilder func badge(_ on: Bool) -> some View {
                        if on { Text("on") }
                    }
                }
                """), [])
    }
}
