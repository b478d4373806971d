import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Decimal, URLSession without a network, String(format:) and Text's format styles
/// (Builtins/Stdlib/Decimal.swift, Network.swift, PrintfSpecifier.swift).
@Suite("Stdlib: Foundation as apps use it")
struct StdlibFoundationTests {
    @Test("Decimal is exact in base 10: literals, Decimal(_:), Decimal(string:), arithmetic, comparison")
    func decimal() throws {
        let output = try printedByStep(
            """
            let a: Decimal = 0.1
            let b = Decimal(0.2)
            print(a + b, a + b == Decimal(string: "0.3"), Decimal(12.5), Decimal(3) * 2)
            print(Decimal(string: "124500.80")!, Decimal(string: "x") == nil, Decimal(10) / 4, a - 1)
            print(a < b, b >= 0.2, (a * b).description, type(of: a))
            """)
        #expect(
            output == [
                "0.3 true 12.5 6", "124500.8 true 2.5 -0.9", "true true 0.02 Decimal",
            ])
        #expect(stepError("let z = Decimal(1) / Decimal(0)")?.message == "division by zero")
    }

    @Test("URL is Foundation's own: parsing, parts, derived URLs, equality and hashing (outputs checked with swiftc)")
    func url() throws {
        let output = try printedByStep(
            """
            let u = URL(string: "https://example.com:8080/path/file.txt?x=1&y=2#frag")!
            print(u.scheme!, u.host!, u.port!, u.path, u.lastPathComponent, u.pathExtension, u.query!, u.fragment!)
            print(URL(string: "") == nil, URL(string: "a b")!, u.host() ?? "", type(of: u))
            let api = URL(string: "https://example.com/api")!
            print(api.appendingPathComponent("items"), api.appending(path: "items/1"), api.deletingLastPathComponent())
            print(api.appendingPathExtension("json"), [api], api == URL(string: "https://example.com/api"))
            let file = URL(fileURLWithPath: "/tmp/x.txt")
            print(file, file.path, file.isFileURL, api.isFileURL, Set([api, api, u]).count, [api: 1][api] ?? 0)
            print("\\(api)", api.absoluteString == api.description, api.pathComponents)
            """)
        #expect(
            output == [
                "https example.com 8080 /path/file.txt file.txt txt x=1&y=2 frag",
                "true a%20b example.com URL",
                "https://example.com/api/items https://example.com/api/items/1 https://example.com/",
                "https://example.com/api.json [https://example.com/api] true",
                "file:///tmp/x.txt /tmp/x.txt true false 2 1",
                "https://example.com/api true [\"/\", \"api\"]",
            ])
    }

    @Test("R1.4: an Identifiable class without an id gets ObjectIdentifier(self), which names the instance")
    func objectIdentifierDefaultID() throws {
        let output = try printedByStep(
            """
            let a = Todo(title: "a")
            let b = Todo(title: "b")
            print(a.id, a.id == b.id, a.id == ObjectIdentifier(a), type(of: b.id))
            print(Set([a.id, b.id, a.id]).count, [a.id: 1][ObjectIdentifier(a)] ?? 0)
            """,
            declarations: """
                final class Todo: Identifiable {
                    var title: String
                    init(title: String) { self.title = title }
                }
                """)
        #expect(output == ["ObjectIdentifier(Todo#1) false true ObjectIdentifier", "2 1"])
        #expect(
            stepError("let n = ObjectIdentifier(3)")?.message
                == "'ObjectIdentifier' needs a class instance; 'Int' is not one")
        #expect(
            stepError("let t = Plain()\nlet i = t.id", "final class Plain {}")?.message
                == "value of type 'Plain' has no member 'id'")
    }

    @Test("an implicit member where a builtin type is expected is that type's static member (.now, .zero)")
    func builtinImplicitMembers() throws {
        let output = try printedByStep(
            """
            let note = Note(title: "a", createdAt: .now)
            let d: Date = .now
            var e: Duration = .zero
            e = .seconds(2)
            print(note.createdAt == Date.now, d == note.createdAt, Clock().elapsed == .zero, e == .seconds(2))
            print(stamp(.now) == d, d < .distantFuture, Date.distantPast < d, Clock().limit == .infinity)
            print(Int.max > .zero, 0.5 > .zero, [1, 2].contains(.zero))
            """,
            declarations: """
                struct Note {
                    var title: String
                    var createdAt: Date = .now
                }
                struct Clock {
                    var elapsed: Duration = .zero
                    var limit: Double = .infinity
                }
                func stamp(_ date: Date) -> Date { date }
                """)
        #expect(output == ["true true true true", "true true true true", "true true false"])
    }

    @Test("print shows a Duration as Swift does, a Set as [...] and a Set inside a collection as Set([...])")
    func durationAndSetText() throws {
        let output = try printedByStep(
            """
            print(Duration.seconds(2), Duration.milliseconds(1500), Duration.zero, "\\(Duration.seconds(3))")
            let tags: Set = ["ops"]
            print(tags, [tags], ["team": tags])
            """)
        #expect(
            output == [
                "2.0 seconds 1.5 seconds 0.0 seconds 3.0 seconds", #"["ops"] [Set(["ops"])] ["team": Set(["ops"])]"#,
            ])
    }

    @Test("a Decimal stored property takes a Double literal as written")
    func decimalProperty() throws {
        let output = try printedByStep(
            "let account = Account(balance: 124500.80)\nprint(account.balance, account.balance + 0.2)",
            declarations: "struct Account { let balance: Decimal }")
        #expect(output == ["124500.8 124501"])
    }

    @Test("URLSession and its configuration build; a request is a diagnostic")
    func urlSession() throws {
        let output = try printedByStep(
            """
            let configuration = URLSessionConfiguration.default
            configuration.timeoutIntervalForRequest = 10.0
            configuration.waitsForConnectivity = true
            let session = URLSession(configuration: configuration)
            print(configuration.timeoutIntervalForRequest, session.configuration.waitsForConnectivity)
            print(type(of: URLSession.shared), type(of: URLSessionConfiguration.ephemeral))
            """)
        #expect(output == ["10.0 true", "URLSession URLSessionConfiguration"])
        let message = stepError("let s = URLSession.shared\nlet d = s.data(from: 1)")?.message ?? ""
        #expect(message.hasPrefix("ViewGraph does not reach the network: 'URLSession.data(from:)' is not simulated"))
        #expect(
            stepError("let s = URLSession.shared\nlet t = s.dataTask(with: 1)")?.message.hasPrefix(
                "ViewGraph does not reach the network") == true)
    }

    @Test("a URLSessionConfiguration parameter defaults to .default")
    func configurationDefault() throws {
        let output = try printedByStep(
            "let service = Service()\nprint(service.timeout)",
            declarations: """
                final class Service {
                    var timeout: Double
                    init(configuration: URLSessionConfiguration = .default) {
                        configuration.timeoutIntervalForRequest = 5.0
                        let session = URLSession(configuration: configuration)
                        timeout = session.configuration.timeoutIntervalForRequest
                    }
                }
                """)
        #expect(output == ["5.0"])
    }

    @Test("String(format:) checks each conversion against its argument")
    func stringFormat() throws {
        let output = try printedByStep(
            """
            print(String(format: "%.4f", 1.23456789), String(format: "%d of %d (%.1f%%)", 3, 4, 75.0))
            print(String(format: "%05.1f|%x", 3.14159, 255), String(format: "no conversions"))
            """)
        #expect(output == ["1.2346 3 of 4 (75.0%)", "003.1|ff no conversions"])
        #expect(
            stepError("let s = String(format: \"%.1f\", 3)")?.message
                == "the format specifier \"%.1f\" expects a floating-point value, but 3 is an Int")
        #expect(stepError("let s = String(format: \"%d %d\", 3)")?.message.contains("more conversions") == true)
        #expect(stepError("let s = String(format: \"%d\", 3, 4)")?.message.contains("2 arguments") == true)
    }

    @Test("Text(value, format:) shows .currency, .number and .percent in en_US")
    func textFormat() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Screen: View {
                let amount: Decimal = 1234.5
                var body: some View {
                    VStack {
                        Text(amount, format: .currency(code: "EUR"))
                        Text(124500.8, format: .currency(code: "USD"))
                        Text(9210, format: .currency(code: "GBP"))
                        Text(1234.5, format: .number)
                        Text(1234567, format: .number)
                        Text(0.125, format: .percent)
                        Text(12, format: .percent)
                        Text(amount, format: .percent)
                        Text(2.345, format: .number.precision(.fractionLength(1)))
                        Text(0.5, format: .percent.precision(.fractionLength(2)))
                    }
                }
            }
            app { Screen() }
            step "look" {
                frames 1
                expect bodies == []
            }
            """)
        harness.expectAllPassed()
        let rendered = (harness.simulation.root?.children.first?.renderedLines ?? []).joined(separator: "\n")
        for text in [
            "€1,234.50", "$124,500.80", "£9,210.00", "1,234.5", "1,234,567", "12.5%", "12%", "123,450%", "2.3",
            "50.00%",
        ] {
            #expect(rendered.contains("Text(\"\(text)\")"), "missing \(text) in \(rendered)")
        }
        let error = simulationError(
            "scenario \"s\" {}\napp { Text(1.5, format: .dateTime) }\nstep \"run\" {\nframes 1\n}\n")
        #expect(error?.message.contains("is not simulated yet") == true)
    }
}
