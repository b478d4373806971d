import Testing

@testable import ViewGraphSyntax

/// Swift's compile-time errors on the scenario's own types, made by `check` so that `run`
/// does not find them: a member no declaration gives a value of the type, and initializer
/// calls whose argument labels fit no initializer (the twenty-second probe).
@Suite("Checker: members and initializer labels of the scenario's own types")
struct CheckerAppTypeTests {
    @Test("a misspelt member of a property or local holding the scenario's own struct")
    func misspeltMemberOfAnAppValue() {
        assertCheck(
            scenario(
                """
                struct Book {
                    var title: String
                    func shout() -> String { title.uppercased() }
                }
                extension Book {
                    var short: String { String(title.prefix(2)) }
                }
                struct BookView: View {
                    let book = Book(title: "Emma")
                    var other: Book
                    var body: some View {
                        let local = Book(title: "X")
                        VStack {
                            Text(book.1️⃣titel)
                            Text(self.other.2️⃣zzqx)
                            Text(local.3️⃣tilte)
                            Text(book.short + book.shout() + local.title + other.title)
                        }
                    }
                }
                """),
            [
                ("1️⃣", "value of type 'Book' has no member 'titel'; did you mean 'title'?"),
                ("2️⃣", "value of type 'Book' has no member 'zzqx'"),
                ("3️⃣", "value of type 'Book' has no member 'tilte'; did you mean 'title'?"),
            ])
    }

    @Test("a nested type's simple name, an optional or a shadowing local is not guessed at")
    func uncertainTypesAreLeftToRun() {
        assertClean(
            scenario(
                """
                struct Timer1 { enum Mode { case a; var label: String { "a" } } }
                struct Timer2 {
                    enum Mode { case b; var title: String { "b" } }
                    let mode: Mode
                    var text: String { mode.title }
                }
                struct Note { var text = "" }
                struct Screen: View {
                    let mode = Timer2(mode: .b).mode
                    var note: Note?
                    let other = Note()
                    var body: some View {
                        let other = "shadow"
                        Text(mode.title + (note?.text ?? "") + other.uppercased())
                    }
                }
                """))
    }

    @Test("initializer labels that fit no initializer, in Swift's words, with the labels that would")
    func initializerLabels() {
        assertCheck(
            scenario(
                """
                struct Row: View {
                    let title: String
                    var count = 0
                    var note: String?
                    @Binding var isOn: Bool
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View { Text(title) }
                }
                struct Item: Identifiable, Codable {
                    let id: Int
                    var name: String
                }
                final class Model {
                    var value: Int
                    init(value: Int = 0) { self.value = value }
                    convenience init(text: String) { self.init(value: Int(text) ?? 0) }
                }
                struct Pair {
                    var a: Int
                    var b: Int
                    init(_ a: Int, _ b: Int) { self.a = a; self.b = b }
                }
                extension Pair {
                    init(both: Int) { self.init(both, both) }
                }
                struct Screen: View {
                    @State private var on = false
                    var body: some View {
                        VStack {
                            Row(1️⃣titel: "Milk", isOn: $on)
                            Row(title: "Milk", isOn: $on)
                            Row(title: "Milk", count: 2, note: "n", isOn: $on)
                            Row(2️⃣title: "Milk", note: "n", count: 2, isOn: $on)
                            Text("\\(Item(3️⃣id: 2).name) \\(Item(id: 2, name: "x").name)")
                            Text("\\(Model().value) \\(Model(value: 3).value) \\(Model(text: "4").value) \\(Model(4️⃣val: 1).value)")
                            Text("\\(Pair(1, 2).a) \\(Pair(both: 3).b) \\(Pair(5️⃣a: 1, b: 2).a)")
                        }
                    }
                }
                """),
            [
                ("1️⃣", "incorrect argument label in call (have 'titel:isOn:', expected 'title:isOn:')"),
                ("2️⃣", "argument 'count' must precede argument 'note'"),
                ("3️⃣", "missing argument for parameter 'name:' in call"),
                ("4️⃣", "no initializer takes the arguments (val:)"),
                ("5️⃣", "no initializer takes the arguments (a:b:)"),
            ])
    }

    @Test("calls the checker cannot see all the initializers of are left to run")
    func initializersFromElsewhereAreNotChecked() {
        assertClean(
            scenario(
                """
                protocol Named { init(name: String) }
                extension Named { init(nickname: String) { self.init(name: nickname) } }
                struct Person: Named {
                    var name: String
                    init(name: String) { self.name = name }
                }
                class Base { let id: Int; init(id: Int) { self.id = id } }
                final class Child: Base {}
                struct Card<Content: View>: View {
                    var title: String
                    @ViewBuilder var content: Content
                    var body: some View { VStack { Text(title); content } }
                }
                struct Screen: View {
                    var body: some View {
                        VStack {
                            Text(Person(nickname: "Al").name + "\\(Child(id: 3).id)")
                            Card(title: "A") { Text("x") }
                        }
                    }
                }
                """))
    }

    @Test("an Identifiable class that declares no id has Swift's default one, read through a property")
    func identifiableClassHasDefaultID() {
        assertClean(
            scenario(
                """
                final class Player: Identifiable {
                    let name: String
                    init(name: String) { self.name = name }
                }
                class Piece: Identifiable {}
                final class Pawn: Piece {}
                struct Standing: Identifiable {
                    let player: Player
                    let pawn: Pawn
                    var id: ObjectIdentifier { player.id }
                    var pawnID: ObjectIdentifier { pawn.id }
                }
                """))
        let unknown = checkDiagnostics(
            scenario(
                """
                struct Seat { let row: Int }
                struct Ticket { let seat: Seat; var label: String { "\\(seat.id)" } }
                """)
        ).diagnostics.map(\.message)
        #expect(unknown == ["value of type 'Seat' has no member 'id'"])
    }
}
