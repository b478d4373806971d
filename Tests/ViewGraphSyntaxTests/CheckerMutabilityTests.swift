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
