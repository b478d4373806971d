import Testing

@testable import ViewGraphSyntax

/// Format styles the engine does not simulate are reported by `check` where they are
/// written, not by `run` when a body first formats a value; the simulated ones pass.
@Suite("Checker: format styles not simulated yet")
struct CheckerFormatStyleTests {
    @Test("formatted(_:) and Text(_:format:) with a style ViewGraph does not format are check errors")
    func unsimulatedStyles() {
        assertCheck(
            scenario(
                """
                struct Stats: View {
                    let updated = Date.now
                    let followers = 12_400.0
                    let length = Duration.seconds(90)
                    var body: some View {
                        VStack {
                            Text(updated.formatted(1️⃣.relative(presentation: .named)))
                            Text(updated, format: 2️⃣.iso8601)
                            Text(followers.formatted(3️⃣.number.notation(.compactName)))
                            Text(length.formatted(4️⃣.units(allowed: [.minutes], fractionalPart: .show(length: 1))))
                            Text(updated, style: 5️⃣.timer)
                        }
                    }
                }
                """),
            [
                ("1️⃣", "the format style '.relative(presentation: .named)' is not simulated yet"),
                ("2️⃣", "the format style '.iso8601' is not simulated yet"),
                ("3️⃣", "the format style '.number.notation(.compactName)' is not simulated yet"),
                (
                    "4️⃣",
                    "the format style '.units(allowed: [.minutes], fractionalPart: .show(length: 1))' is not simulated yet"
                ),
                ("5️⃣", "'Text(_:style:)' with '.timer' is not simulated yet: it redraws as time passes"),
            ])
    }

    @Test(
        "the simulated styles pass: .number, .percent, .currency(code:), precision, .dateTime, .time(pattern:), .units")
    func simulatedStylesPass() {
        let checked = checkDiagnostics(
            scenario(
                """
                struct Receipt: View {
                    let total = 12.5
                    let share = 0.25
                    let when = Date.now
                    let lap = Duration.seconds(75)
                    var body: some View {
                        VStack {
                            Text(total, format: .currency(code: "EUR"))
                            Text(share.formatted(.percent.precision(.fractionLength(1))))
                            Text(total.formatted(.number.precision(.fractionLength(2))))
                            Text(when.formatted(.dateTime.hour().minute()))
                            Text(when, style: .date)
                            Text(lap.formatted(.time(pattern: .minuteSecond)))
                            Text(lap.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
                            Text(when.formatted(date: .abbreviated, time: .shortened))
                        }
                    }
                }
                """))
        #expect(checked.diagnostics.isEmpty, "\(checked.described)")
    }

    @Test("a type of the scenario's own with a formatted(_:) method formats as it says")
    func declaredFormattedIsTheScenarios() {
        let checked = checkDiagnostics(
            scenario(
                """
                struct Money {
                    var cents: Int
                    func formatted(_ style: Style) -> String { "\\(cents)" }
                    enum Style { case compact }
                }
                struct Price: View {
                    let money = Money(cents: 250)
                    var body: some View { Text(money.formatted(.compact)) }
                }
                """))
        #expect(checked.diagnostics.isEmpty, "\(checked.described)")
    }
}

/// Combine operators the engine does not run are reported at `check`, once per chain;
/// bindings (`$model.title` in a view) are not publishers.
@Suite("Checker: Combine operators not simulated yet")
struct CheckerCombineTests {
    @Test("map, combineLatest and objectWillChange.sink on a view model's publishers are check errors")
    func unsimulatedOperators() {
        assertCheck(
            scenario(
                """
                final class SignupModel: ObservableObject {
                    @Published var email = ""
                    @Published var password = ""
                    @Published var strength = 0
                    private var bag = Set<AnyCancellable>()
                    init() {
                        $password.1️⃣map { $0.count }.assign(to: &$strength)
                        $email.2️⃣combineLatest($password).sink { _ in }.store(in: &bag)
                        objectWillChange.3️⃣sink { _ in }.store(in: &bag)
                        $email.dropFirst().sink { print($0) }.store(in: &bag)
                    }
                }
                """),
            [
                ("1️⃣", "Combine's 'map' on a publisher is not simulated yet"),
                ("2️⃣", "Combine's 'combineLatest' on a publisher is not simulated yet"),
                ("3️⃣", "Combine's 'sink' on 'objectWillChange' is not simulated yet"),
            ])
    }

    @Test("a binding's members in a view are not Combine operators")
    func bindingsAreNotPublishers() {
        let checked = checkDiagnostics(
            scenario(
                """
                struct Item: Identifiable { let id: Int; var title: String }
                struct Editor: View {
                    @State private var items = [Item(id: 1, title: "a")]
                    @State private var draft = Item(id: 2, title: "b")
                    var body: some View {
                        VStack {
                            TextField("Title", text: $draft.title)
                            ForEach($items) { $item in TextField("Title", text: $item.title) }
                            Text("\\($items.count)")
                        }
                    }
                }
                """))
        #expect(checked.diagnostics.isEmpty, "\(checked.described)")
    }

    @Test("a calendar component the engine does not compute is a check error where it is written")
    func unsimulatedCalendarComponents() {
        assertCheck(
            scenario(
                """
                struct Trip: View {
                    let start = Date.now
                    var body: some View {
                        let zone = Calendar.current.component(1️⃣.timeZone, from: start)
                        let parts = Calendar.current.dateComponents([.year, 2️⃣.calendar], from: start)
                        let later = Calendar.current.date(byAdding: .weekOfYear, value: 1, to: start)
                        let days = Calendar.current.range(of: .day, in: .month, for: start)
                        Text("\\(zone) \\(parts) \\(later!) \\(days!)")
                    }
                }
                """),
            [
                ("1️⃣", "the calendar component '.timeZone' is not simulated yet"),
                ("2️⃣", "the calendar component '.calendar' is not simulated yet"),
            ])
    }

    @Test("a style pinned to en_US passes; another locale written out is a check error where it is written")
    func pinnedLocales() {
        assertCheck(
            scenario(
                """
                struct Receipt: View {
                    let total = 1234.5
                    var body: some View {
                        VStack {
                            Text(total, format: .currency(code: "USD").locale(Locale(identifier: "en_US")))
                            Text(total.formatted(.number.precision(.fractionLength(1)).locale(Locale(identifier: "en_US"))))
                            Text(total.formatted(.number.locale(1️⃣Locale(identifier: "de_DE"))))
                        }
                    }
                }
                """),
            [("1️⃣", "formatting in the locale \"de_DE\" is not simulated yet: the simulation formats in en_US")])
    }
}
