import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Issue 15, storage as apps reach for it: `UserDefaults.standard` in memory, shared with
/// `@AppStorage` (R5.6).
@Suite("Foundation: UserDefaults and @AppStorage")
struct StorageTests {
    static let settings = """
        scenario "s" {}
        struct Volume: View {
            @AppStorage("volume") private var volume = 5
            var body: some View { Text("\\(volume)") }
        }
        struct Root: View {
            @State var shown = false
            var body: some View {
                if shown { Volume() }
            }
        }
        app { Root() }
        """

    @Test(
        "R5.6: UserDefaults.standard.set updates the @AppStorage views of its key; removeObject brings back the default"
    )
    func defaultsWriteInvalidatesAppStorage() throws {
        let harness = try Harness(
            Self.settings + """

                step "show" {
                    Root.shown = true
                    print(UserDefaults.standard.object(forKey: "volume") == nil)
                    expect Volume.volume == 5
                }
                step "set" {
                    UserDefaults.standard.set(8, forKey: "volume")
                    expect Volume.volume == 8
                    expect bodies == [Volume]
                }
                step "remove" {
                    UserDefaults.standard.removeObject(forKey: "volume")
                    expect Volume.volume == 5
                }
                """)
        harness.expectAllPassed()
        // The default is not written to the store.
        #expect(harness.steps[1].printed == ["true"])
    }

    @Test(
        "R5.6: a view created after a UserDefaults write shows the stored value; a wrapper write reaches UserDefaults")
    func appStorageReadsTheStore() throws {
        let harness = try Harness(
            Self.settings + """

                step "set, then show" {
                    UserDefaults.standard.set(2, forKey: "volume")
                    Root.shown = true
                    expect Volume.volume == 2
                }
                step "write the wrapper" {
                    Volume.volume = 9
                    print(UserDefaults.standard.integer(forKey: "volume"), UserDefaults.standard.string(forKey: "volume") ?? "nil")
                }
                """)
        harness.expectAllPassed()
        #expect(harness.steps[2].printed == ["9 9"])
    }

    @Test("typed getters convert as Foundation's do; a missing key is 0, false or nil")
    func typedGetters() throws {
        let printed = try printedByStep(
            """
            let defaults = UserDefaults.standard
            print(defaults.integer(forKey: "none"), defaults.bool(forKey: "none"), defaults.string(forKey: "none") == nil)
            defaults.set(2.5, forKey: "ratio")
            defaults.set("YES", forKey: "flag")
            defaults.set(["a", "b"], forKey: "tags")
            print(defaults.integer(forKey: "ratio"), defaults.string(forKey: "ratio") ?? "", defaults.bool(forKey: "flag"))
            print(defaults.array(forKey: "tags") != nil, defaults.dictionary(forKey: "tags") == nil)
            defaults.set(nil, forKey: "ratio")
            print(defaults.double(forKey: "ratio"))
            """)
        #expect(printed == ["0 false true", "2 2.5 true", "true true", "0.0"])
    }

    @Test("storing a value that is not a property list is a runtime diagnostic")
    func nonPropertyList() {
        let diagnostic = stepError(
            "UserDefaults.standard.set(Point(x: 1), forKey: \"p\")", "struct Point { var x: Int }")
        #expect(diagnostic?.message.hasPrefix("UserDefaults can only store property-list values") == true)
    }

    @Test("FileManager.default, JSONEncoder() and JSONDecoder() can be built and keep options set on them")
    func constructible() throws {
        let printed = try printedByStep(
            """
            let files = FileManager.default
            let encoder = JSONEncoder()
            encoder.outputFormatting = .prettyPrinted
            let decoder = JSONDecoder()
            print(files, encoder.outputFormatting, decoder)
            """)
        // An option prints by its name, as an enum case does (Swift prints an OptionSet's
        // raw value, `OutputFormatting(rawValue: 1)`, which the engine does not model).
        #expect(printed == ["FileManager prettyPrinted JSONDecoder"])
    }

    @Test("every disk access is a runtime diagnostic: ViewGraph never touches the disk")
    func diskAccess() {
        for code in [
            "_ = FileManager.default.contents(atPath: \"/etc/hosts\")",
            "_ = FileManager.default.fileExists(atPath: \"/tmp\")",
            "_ = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)",
            "_ = Data(contentsOf: \"/etc/hosts\")",
            "try \"x\".write(to: \"/tmp/x\", atomically: true, encoding: .utf8)",
        ] {
            let diagnostic = stepError(code)
            #expect(diagnostic?.message.hasPrefix("ViewGraph never touches the disk: '") == true, "\(code)")
        }
    }

    @Test(
        "JSON coding reached at run (a coder or a string the checker could not type) is the catalogue's 'not simulated yet'"
    )
    func jsonCoding() {
        let encode = stepError(
            "_ = try JSONEncoder().encode(Item(name: \"a\"))", "struct Item: Codable { var name: String }")
        #expect(
            encode?.message == "'JSONEncoder.encode' is a Foundation member that ViewGraph does not simulate yet")
        #expect(
            encode?.notes.contains { $0.message.hasPrefix("instead: JSON encoding and decoding are not simulated yet") }
                == true)
        let decode = stepError("_ = try JSONDecoder().decode(Int.self, from: 1)")
        #expect(
            decode?.message == "'JSONDecoder.decode' is a Foundation member that ViewGraph does not simulate yet")
        let bytes = stepError("let json = \"[1, 2]\"\n_ = json.data(using: .utf8)")
        #expect(bytes?.message == "'String.data' is a Foundation member that ViewGraph does not simulate yet")
    }
}
