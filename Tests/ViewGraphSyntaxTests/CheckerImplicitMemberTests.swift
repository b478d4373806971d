import Testing

@testable import ViewGraphSyntax

/// Implicit members (`.calm`) checked against the type a declaration gives the place they
/// are written to, compared with or initialize, as swiftc does ("type 'Mood' has no member").
@Suite("Checker: implicit members of a declared type")
struct CheckerImplicitMemberTests {
    @Test("a misspelt case written, compared or declared is reported with the case meant")
    func misspeltCases() {
        assertCheck(
            scenario(
                """
                enum Mood { case calm, busy
                    static let usual = Mood.calm
                }
                @Observable final class Yard {
                    var mood: Mood = .1️⃣clm
                    var usual: Mood = .usual
                    func relax() {
                        let next: Mood = .2️⃣bzy
                        if mood == .3️⃣cal { mood = .4️⃣clam }
                        if .busy != mood { mood = next }
                    }
                }
                struct YardView: View {
                    let yard: Yard
                    var body: some View {
                        Button("Rest") { yard.mood = .5️⃣bsy }
                    }
                }
                app {
                    let yard = Yard()
                    YardView(yard: yard)
                }
                step "fret" {
                    yard.mood = .6️⃣bussy
                    yard.mood = .calm
                }
                """),
            [
                ("1️⃣", "type 'Mood' has no member 'clm'; did you mean 'calm'?"),
                ("2️⃣", "type 'Mood' has no member 'bzy'; did you mean 'busy'?"),
                ("3️⃣", "type 'Mood' has no member 'cal'; did you mean 'calm'?"),
                ("4️⃣", "type 'Mood' has no member 'clam'; did you mean 'calm'?"),
                ("5️⃣", "type 'Mood' has no member 'bsy'; did you mean 'busy'?"),
                ("6️⃣", "type 'Mood' has no member 'bussy'; did you mean 'busy'?"),
            ])
    }

    @Test("a place whose type the checker cannot tell (an Optional, a generic, a builtin) is left to run")
    func untypedPlacesAreNotChecked() {
        assertCheck(
            scenario(
                """
                enum Mood { case calm, busy }
                struct Box<T> { var value: T }
                struct Day {
                    var mood: Mood?
                    var box = Box(value: Mood.calm)
                    var color: Color = .teal
                    mutating func set() {
                        mood = .none
                        mood = .some(.busy)
                        color = .indigo
                    }
                }
                """),
            [])
    }

    @Test("a case pattern, a memberwise argument and a parameter's value are checked against their declared type")
    func casePatternsArgumentsAndParameters() {
        assertCheck(
            scenario(
                """
                enum Roast: String { case light, medium, dark }
                struct Batch { var roast: Roast; var kg: Int }
                func describe(_ roast: Roast) -> String {
                    switch roast {
                    case .light: return "l"
                    case .1️⃣meduim: return "m"
                    default: return roast == .2️⃣drk ? "d" : "?"
                    }
                }
                func pick<Roast>(_ value: Roast) -> Bool { value == .anything }
                app { Text("x") }
                step "batch" {
                    let batch = Batch(roast: .3️⃣drak, kg: 2)
                    switch batch.roast {
                    case .4️⃣lite: print("x")
                    default: print(describe(.dark))
                    }
                }
                """),
            [
                ("1️⃣", "type 'Roast' has no member 'meduim'; did you mean 'medium'?"),
                ("2️⃣", "type 'Roast' has no member 'drk'; did you mean 'dark'?"),
                ("3️⃣", "type 'Roast' has no member 'drak'; did you mean 'dark'?"),
                ("4️⃣", "type 'Roast' has no member 'lite'"),
            ])
    }
}
