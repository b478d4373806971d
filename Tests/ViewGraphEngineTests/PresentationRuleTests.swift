import Testing
import ViewGraphEngine

/// Presentations, navigation, controls, geometry, shared storage and animation
/// transactions (Guides/Rules.md R0.6, R0.7, R0.8, R5.6, R6.4, R9.6).
@Suite("Presentations and navigation (R0.6, R0.7, R0.8, R5.6, R6.4, R9.6)")
struct PresentationRuleTests {
    @Test(
        "R0.6, R6.4: a sheet's content is created when presented, with its own state, destroyed on dismiss; a Picker option is selected by its tag"
    )
    func sheetLifetimeAndPicker() throws {
        let harness = try Harness(
            """
            scenario "presentations" {}

            @Observable final class Log {
                var entries: [String] = []
            }

            struct Detail: View {
                let log: Log
                @State private var taps = 0
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    VStack {
                        Text("Taps \\(taps)")
                        Button("More") { taps += 1 }
                        Button("Close") { dismiss() }
                    }
                    .onAppear { log.entries.append("appear") }
                    .onDisappear { log.entries.append("disappear") }
                }
            }

            struct Screen: View {
                let log: Log
                @State private var showing = false
                @State private var flavor = "vanilla"
                var body: some View {
                    VStack {
                        Picker("Flavor", selection: $flavor) {
                            Text("Vanilla").tag("vanilla")
                            Text("Mint").tag("mint")
                        }
                        Button("Show") { showing = true }
                    }
                    .sheet(isPresented: $showing) {
                        Detail(log: log)
                    }
                }
            }

            app {
                let log = Log()
                Screen(log: log)
            }

            step "show" {
                tap Screen/Button("Show")
                expect created == [Detail]
                expect log.entries == ["appear"]
            }
            step "tap inside" {
                tap Detail/Button("More")
                expect bodies == [Detail]
                expect Detail.taps == 1
            }
            step "close" {
                tap Detail/Button("Close")
                expect destroyed == [Detail]
                expect log.entries == ["appear", "disappear"]
            }
            step "show again: new state" {
                tap Screen/Button("Show")
                expect Detail.taps == 0
            }
            step "pick (the sheet closed first: a view under a sheet takes no tap)" {
                tap Detail/Button("Close")
                tap Screen/Picker("Flavor")/Text("Mint")
                expect Screen.flavor == "mint"
            }
            """)
        harness.expectAllPassed()
    }

    @Test(
        "R0.7, R0.6, R6.4, R5.6: links push screens identified by their value, dismiss pops them; alerts dismiss after a button; a Stepper stays in its range; @AppStorage is shared per key"
    )
    func navigationAlertStepperAndAppStorage() throws {
        let harness = try Harness(
            """
            scenario "navigation" {}

            struct Book: Identifiable, Hashable {
                let id: Int
                var title: String
            }

            struct BookDetail: View {
                let book: Book
                @State private var notes = 0
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    VStack {
                        Text(book.title)
                        Button("Note") { notes += 1 }
                        Button("Back") { dismiss() }
                    }
                }
            }

            struct About: View {
                var body: some View { Text("About") }
            }

            struct Library: View {
                @State private var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
                @State private var deleting: Book? = nil
                @State private var confirm = false
                @State private var count = 0
                @AppStorage("volume") private var volume = 0.5
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(books) { book in
                                NavigationLink(value: book) { Text(book.title) }
                            }
                            NavigationLink("About") { About() }
                            Stepper("Count", value: $count, in: 0...2)
                            Button { confirm = true } label: { Label("Delete all", systemImage: "trash") }
                            GeometryReader { proxy in
                                Text("\\(Int(proxy.size.width))")
                            }
                        }
                        .navigationDestination(for: Book.self) { book in
                            BookDetail(book: book)
                        }
                        .alert("Delete?", isPresented: $confirm) {
                            Button("Delete") { books.removeAll() }
                            Button("Cancel") {}
                        } message: {
                            Text("This cannot be undone")
                        }
                    }
                }
            }

            struct Volume: View {
                @AppStorage("volume") private var volume = 0.1
                var body: some View { Text("\\(volume)") }
            }

            app {
                VStack {
                    Library()
                    Volume()
                }
            }

            step "push Dune" {
                tap Library/NavigationLink("Dune")
                expect created == [BookDetail]
            }
            step "note" {
                tap BookDetail/Button("Note")
                expect BookDetail.notes == 1
            }
            step "back" {
                tap BookDetail/Button("Back")
                expect destroyed == [BookDetail]
            }
            step "stepper" {
                tap Library/Stepper
                tap Library/Stepper
                tap Library/Stepper
                expect Library.count == 2
            }
            step "alert" {
                tap Library/Button("Delete all")
                tap Library/Button("Delete")
                expect Library.books == []
                expect Library.confirm == false
            }
            step "app storage" {
                Library.volume = 0.9
                expect Volume.volume == 0.9
                expect bodies == [Volume]
            }
            step "about (last: the pushed screen covers the list's controls)" {
                tap Library/NavigationLink("About")
                expect created == [About]
            }
            """)
        harness.expectAllPassed()
        // The destination pushed is printed as its link, not as Swift's `(Function)`.
        let last = try #require(harness.steps.last)
        let push = try #require((last.changes + last.frames.flatMap(\.changes)).first)
        #expect(push.newValue == "[NavigationLink(\"About\")]")
    }

    @Test("R0.6, R3.2: an alert's message is shown by its presenter: a value read there is one the presenter read")
    func alertMessageReadsAreThePresenters() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            final class Account: ObservableObject {
                @Published var balance = 10
            }
            struct Wallet: View {
                @ObservedObject var account: Account
                @State private var showError = false
                var body: some View {
                    Button("Pay") { showError = true }
                        .alert("Problem", isPresented: $showError) {
                            Button("OK") {}
                        } message: {
                            Text("Balance: \\(account.balance)")
                        }
                }
            }
            app {
                let account = Account()
                Wallet(account: account)
            }
            step "show" {
                tap Wallet/Button("Pay")
                expect bodies == []
            }
            step "change" {
                account.balance = 5
                expect bodies == [Wallet]
            }
            """)
        harness.expectAllPassed()
        #expect(harness.findings(2).contains("object-will-change-fanout") == false)
        // The presentation's binding is the host's to show: the presenter's output is the same.
        let run = try #require(harness.steps[2].allRuns.first)
        #expect(run.screenChange?.isEmpty ?? true)
    }

    @Test(
        "R0.6: .alert(isPresented:error:) shows the error's description as its title, and only while there is an error")
    func errorAlertTitleIsTheErrorDescription() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            enum SaveError: LocalizedError {
                case diskFull
                var errorDescription: String? { "The disk is full" }
            }
            struct Saver: View {
                @State private var showError = false
                @State private var error: SaveError?
                var body: some View {
                    VStack {
                        Button("Flag") { showError = true }
                        Button("Save") {
                            error = .diskFull
                            showError = true
                        }
                    }
                    .alert(isPresented: $showError, error: error) {
                        Button("OK") {}
                    }
                }
            }
            app { Saver() }
            step "flag without an error" {
                tap Saver/Button("Flag")
            }
            step "save" {
                tap Saver/Button("Save")
            }
            """)
        #expect(harness.steps[1].frames.flatMap(\.presentations).isEmpty)
        let shown = harness.steps[2].frames.flatMap(\.presentations).first { $0.kind == .presented }?.shown
        #expect(shown?.first == #"Text("The disk is full")"#)
        #expect(shown?.contains(#"Button("OK")"#) == true)
    }

    @Test("R0.8: a GeometryReader measures the simulated screen; onGeometryChange acts once")
    func geometryReaderMeasuresTheScreen() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            @Observable final class Log {
                var sizes: [Double] = []
            }
            struct Bar: View {
                let log: Log
                var body: some View {
                    GeometryReader { proxy in
                        Color.blue.frame(width: proxy.size.width * min(0.5, 1))
                    }
                    .onGeometryChange(for: Double.self) { proxy in proxy.size.height } action: { height in
                        log.sizes.append(height)
                    }
                }
            }
            app {
                let log = Log()
                Bar(log: log)
            }
            step "measured once" {
                frames 1
                expect log.sizes == [852.0]
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R0.6: sheet(item:) given another item dismisses the old sheet (its onDismiss runs) and presents a new one")
    func anotherItemRunsOnDismiss() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Photo: Identifiable { let id: Int }
            struct Gallery: View {
                @State private var selected: Photo?
                @State private var dismissals = 0
                var body: some View {
                    Button("Open") { selected = Photo(id: 1) }
                        .sheet(item: $selected, onDismiss: { dismissals += 1 }) { photo in
                            Text("Photo \\(photo.id)")
                        }
                }
            }
            app { Gallery() }
            step "first" {
                Gallery.selected = Photo(id: 1)
                expect Gallery.dismissals == 0
            }
            step "another" {
                Gallery.selected = Photo(id: 2)
                expect Gallery.dismissals == 1
            }
            step "the same again" {
                Gallery.selected = Photo(id: 2)
                expect Gallery.dismissals == 1
            }
            step "closed" {
                Gallery.selected = nil
                expect Gallery.dismissals == 2
            }
            """)
        harness.expectAllPassed()
    }

    @Test("R9.6: withAnimation runs its body as part of the action; the update is the same as without it")
    func withAnimationAppliesItsWrites() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Screen: View {
                @State private var on = false
                var body: some View {
                    Button(on ? "On" : "Off") {
                        withAnimation(.spring) { on.toggle() }
                    }
                    .animation(.default, value: on)
                }
            }
            app { Screen() }
            step "tap" {
                tap Screen
                expect Screen.on == true
                expect bodies == [Screen]
                expect frames == 1
            }
            """)
        harness.expectAllPassed()
    }
}
