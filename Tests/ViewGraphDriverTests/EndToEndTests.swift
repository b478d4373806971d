import Foundation
import Testing
import ViewGraphDriver

/// Where the built `viewgraph` binary is, if it is built.
enum BuiltBinary {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary beside the test bundle (same configuration), else `.build/debug/viewgraph`.
    static let binary: URL? = {
        let testBundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            testBundleDirectory.appendingPathComponent("viewgraph"),
            testBundleDirectory.deletingLastPathComponent().appendingPathComponent("viewgraph"),
            packageRoot.appendingPathComponent(".build/debug/viewgraph"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}

/// Runs the built `viewgraph` binary, as a user would.
@Suite(.enabled(if: BuiltBinary.binary != nil, "the viewgraph binary is not built; run 'swift build' first"))
struct EndToEndTests {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func viewgraph(_ arguments: String..., in directory: URL? = nil) throws -> Outcome {
        try viewgraph(arguments, in: directory)
    }

    /// The repository's root, for commands that name its files.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `columns`, when given, sets `COLUMNS` and runs in the repository's root; `environment`
    /// sets (or, with nil, removes) further variables.
    func viewgraph(
        _ arguments: [String], in directory: URL? = nil, columns: String? = nil,
        environment changes: [String: String?] = [:]
    ) throws -> Outcome {
        let binary = try #require(BuiltBinary.binary)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewgraph-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? (columns == nil ? scratch : Self.repositoryRoot)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = columns
        for (name, value) in changes { environment[name] = value }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func version() throws {
        let outcome = try viewgraph("--version")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == ViewGraphVersion.current + "\n")
    }

    @Test func versionOrHelpWithAnExtraArgumentIsAUsageError() throws {
        for flag in ["--version", "-h", "--help"] {
            let outcome = try viewgraph(flag, "extra")
            #expect(outcome.status == 64, "\(flag)")
            #expect(outcome.stdout.isEmpty, "\(flag)")
            #expect(outcome.stderr.hasPrefix("error: unexpected argument 'extra' after '\(flag)'\n"), "\(flag)")
        }
        #expect(try viewgraph("--version", "--color", "never").status == 0)
    }

    @Test func testOfAFolderWithoutScenariosFails() throws {
        let directory = try temporaryDirectory()
        let outcome = try viewgraph("test", directory.path)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "error: no scenarios found in '\(directory.path)'\n")
        #expect(outcome.stdout.contains("0 passed") == false)
    }

    @Test func runWithAnUnknownVariantFailsBeforeAnyHeader() throws {
        let directory = try temporaryDirectory()
        _ = try viewgraph("new", "lesson", in: directory)
        let outcome = try viewgraph("run", "lesson.scenario", "--variant", "count-in-a-subvew", in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty, "a header was printed: \(outcome.stdout)")
        #expect(
            outcome.stderr.hasPrefix(
                "error: unknown variant 'count-in-a-subvew'; did you mean 'count-in-a-subview'? ('lesson.scenario' has")
        )
    }

    @Test func recordRemovesTemporaryFilesAKilledRecordLeft() throws {
        let directory = try temporaryDirectory()
        _ = try viewgraph("new", "lesson", in: directory)
        let leftovers = [
            ".lesson.expected.viewgraph-0F8B1D2E-0000-4000-8000-000000000001.tmp",
            ".lesson.expected.\(UUID().uuidString).tmp",
        ]
        for name in leftovers {
            try Data(repeating: 65, count: 600_000).write(to: directory.appendingPathComponent(name))
        }
        // Another file's temporary name, and a file of the user's: both kept.
        let kept = [".other.expected.viewgraph-1.tmp", "notes.tmp"]
        for name in kept { try Data("x".utf8).write(to: directory.appendingPathComponent(name)) }
        let outcome = try viewgraph("record", "lesson.scenario", in: directory)
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == (kept + ["lesson.expected", "lesson.scenario"]).sorted())
    }

    @Test func recordOfABinaryFileIsRejectedAsCheckRejectsIt() throws {
        let directory = try temporaryDirectory()
        var bytes = Array("scenario \"x\" {}\n".utf8)
        bytes += [0x00, 0xFF, 0xFE, 0x80, 0x00] + Array(repeating: 0xC3, count: 64)
        try Data(bytes).write(to: directory.appendingPathComponent("binary.scenario"))
        let record = try viewgraph("record", "binary.scenario", in: directory)
        let check = try viewgraph("check", "binary.scenario", in: directory)
        #expect(record.status == 1)
        #expect(check.status == 1)
        #expect(record.stderr == check.stderr)
        #expect(record.stderr.isEmpty == false)
        #expect(
            FileManager.default.fileExists(atPath: directory.appendingPathComponent("binary.expected").path) == false)
    }

    /// As root, files and folders are always readable and writable; these run as anyone else.
    @Test(.enabled(if: geteuid() != 0, "root ignores file permissions"))
    func recordSaysPermissionDeniedForAnUnreadableFileOrAReadOnlyFolder() throws {
        let directory = try temporaryDirectory()
        _ = try viewgraph("new", "lesson", in: directory)
        let scenario = directory.appendingPathComponent("lesson.scenario").path
        chmod(scenario, 0o000)
        let unreadable = try viewgraph("record", "lesson.scenario", in: directory)
        chmod(scenario, 0o644)
        #expect(unreadable.status == 1)
        #expect(unreadable.stderr == "error: cannot read 'lesson.scenario': permission denied\n")
        chmod(directory.path, 0o555)
        defer { chmod(directory.path, 0o755) }
        let readOnly = try viewgraph("record", "lesson.scenario", in: directory)
        #expect(readOnly.status == 1)
        #expect(readOnly.stderr == "error: cannot record 'lesson.expected': permission denied\n")
    }

    @Test func help() throws {
        let outcome = try viewgraph("--help")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == HelpFormatter.rootHelp())
        let run = try viewgraph("run", "--help")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
    }

    @Test func usageErrorExits64() throws {
        let outcome = try viewgraph("run", "x.scenario", "--fromat", "json")
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("error: unknown option '--fromat'; did you mean '--format'?\n"))
    }

    @Test func checkOfAValidFileExits0() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        scenario "Hello" {
        }

        struct Hello: View {
            var body: some View { Text("Hello") }
        }

        app {
            Hello()
        }

        """.write(to: directory.appendingPathComponent("hello.scenario"), atomically: true, encoding: .utf8)
        let outcome = try viewgraph("check", "hello.scenario", in: directory)
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
        // One line on success, so a user knows it ran.
        #expect(outcome.stdout == "checked hello.scenario: no errors\n")
        let two = try viewgraph("check", "hello.scenario", "hello.scenario", in: directory)
        #expect(two.stdout == "checked 2 files: no errors\n")
    }

    @Test func newWritesALessonThatTestPasses() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let made = try viewgraph("new", "Lessons/12-first/first", in: directory)
        #expect(made.status == 0, "stderr: \(made.stderr)")
        #expect(made.stdout.hasPrefix("wrote Lessons/12-first/first.scenario\n"))
        let again = try viewgraph("new", "Lessons/12-first/first", in: directory)
        #expect(again.status == 1)
        #expect(again.stderr.contains("already exists"))
        let test = try viewgraph("test", "Lessons", in: directory)
        #expect(test.status == 0, "stderr: \(test.stderr)")
        #expect(test.stdout.hasSuffix(" passed, 0 failed\n"))
        let check = try viewgraph("check", "Lessons/12-first/first.scenario", in: directory)
        #expect(check.stdout == "checked Lessons/12-first/first.scenario: no errors\n")
    }

    @Test func whyAndWhynotTakeAVariant() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try viewgraph("new", "lesson", in: directory)
        let why = try viewgraph(
            "why", "lesson.scenario", "CountButton", "--step", "1", "--variant", "count-in-a-subview", in: directory)
        #expect(why.status == 0, "stderr: \(why.stderr)")
        #expect(why.stdout.contains("CountButton"))
        let whynot = try viewgraph("whynot", "lesson.scenario", "Footer", "--step", "1", in: directory)
        #expect(whynot.status == 0, "stderr: \(whynot.stderr)")
        #expect(whynot.stdout.contains("Footer"))
        let unknown = try viewgraph(
            "why", "lesson.scenario", "Footer", "--step", "1", "--variant", "count", in: directory)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("unknown variant 'count'"))
    }

    @Test func testWritesJUnitAndWatchStopsAfterTheGivenPolls() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try viewgraph("new", "lesson", in: directory)
        let junit = try viewgraph("test", "lesson.scenario", "--junit", "out.xml", "--jobs", "2", in: directory)
        #expect(junit.status == 0, "stderr: \(junit.stderr)")
        let xml = try String(contentsOf: directory.appendingPathComponent("out.xml"), encoding: .utf8)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"viewgraph test\""))
        // The test hook bounds the watch loop: never a test that can hang.
        let watch = try viewgraphWatching("test", "lesson.scenario", "--watch", in: directory)
        #expect(watch.status == 0, "stderr: \(watch.stderr)")
        #expect(watch.stdout.hasSuffix(" passed, 0 failed\n"))
        #expect(watch.stderr.contains("watching 1 file for changes; press Ctrl-C to stop\n"))
        let run = try viewgraphWatching("run", "lesson.scenario", "--watch", in: directory)
        #expect(run.stdout.hasPrefix("ViewGraph · Lesson · 1 step · variant base"))
    }

    /// `viewgraph … --watch` with the loop bounded to two quick polls.
    func viewgraphWatching(_ arguments: String..., in directory: URL) throws -> Outcome {
        setenv("VIEWGRAPH_WATCH_POLLS", "2", 1)
        setenv("VIEWGRAPH_WATCH_INTERVAL", "0.01", 1)
        defer {
            unsetenv("VIEWGRAPH_WATCH_POLLS")
            unsetenv("VIEWGRAPH_WATCH_INTERVAL")
        }
        return try viewgraph(arguments, in: directory)
    }

    @Test func checkOfBadFilesExits1WithoutCrashing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data([0x61, 0x70, 0x70, 0x00, 0x0A]).write(to: directory.appendingPathComponent("nul.scenario"))
        try Data([0x61, 0xC3, 0x28, 0x0A]).write(to: directory.appendingPathComponent("latin.scenario"))

        let outcome = try viewgraph("check", "missing.scenario", "nul.scenario", "latin.scenario", ".", in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("error: cannot read 'missing.scenario': no such file\n"))
        #expect(outcome.stderr.contains("nul.scenario:1:4: error: file contains a NUL byte"))
        #expect(outcome.stderr.contains("latin.scenario:1:2: error: file is not valid UTF-8 (byte 0xC3)"))
        #expect(outcome.stderr.contains("error: cannot read '.': it is a directory"))

        let json = try viewgraph("check", "--format", "json", "nul.scenario", in: directory)
        #expect(json.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["formatVersion"] as? Int == 1)
    }

    @Test func explainPrintsTheGuidePageFromTheCurrentDirectory() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let causes = directory.appendingPathComponent("Guides/causes")
        try FileManager.default.createDirectory(at: causes, withIntermediateDirectories: true)
        try "# frame-hitch\n\nA frame took longer than the display allows.\n"
            .write(to: causes.appendingPathComponent("frame-hitch.md"), atomically: true, encoding: .utf8)
        let outcome = try viewgraph("explain", "frame-hitch", in: directory)
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "# frame-hitch\n\nA frame took longer than the display allows.\n")
    }

    @Test func explainUnknownIdSuggests() throws {
        let outcome = try viewgraph("explain", "broad-observable-reed")
        // An id that names nothing is a wrong command line.
        #expect(outcome.status == 64)
        #expect(
            outcome.stderr == "error: unknown finding 'broad-observable-reed'; did you mean 'broad-observable-read'?\n")
    }

    @Test func explainPrintsARuleFromTheRulebook() throws {
        let outcome = try viewgraph("explain", "R4.1")
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("### R4.1 Tracking is per instance and per property, during body\n"))
        #expect(outcome.stdout.contains("### R4.2") == false)
        #expect(outcome.stdout.contains("From Guides/Rules.md"))
        let question = try viewgraph("explain", "Q3")
        #expect(question.stdout.hasPrefix("**Q3."))
        let unknown = try viewgraph("explain", "R4.99")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("error: unknown rule 'R4.99'"))
        let listing = try viewgraph("explain")
        #expect(listing.status == 0)
        #expect(listing.stdout.contains("rules: R0.1, R0.2"))
        #expect(listing.stdout.contains("O13"))
        #expect(listing.stdout.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    @Test func helpAndExplainNameNoFileOutsideTheRepository() throws {
        for arguments in [["--help"], ["help", "explain"], ["help", "run"], ["explain"], ["explain", "R4.6"]] {
            let outcome = try viewgraph(arguments)
            for name in ExternalFiles.names {
                #expect(outcome.stdout.contains(name) == false, "\(arguments) prints \(name)")
            }
        }
    }

    @Test func runFitsOneHundredColumns() throws {
        let outcome = try viewgraph(["run", "Scenarios/06-over-publishing/over-publishing.scenario"], columns: "100")
        #expect(outcome.status == 0)
        let long = outcome.stdout.split(separator: "\n").filter { $0.count > 100 }
        #expect(long.isEmpty, "lines over 100 columns: \(long)")
        let narrow = try viewgraph(["run", "Scenarios/06-over-publishing/over-publishing.scenario"], columns: "72")
        #expect(narrow.stdout.split(separator: "\n").allSatisfy { $0.count <= 72 || $0.hasPrefix("──") })
    }
}

/// `viewgraph run FILE --predict ANSWERS`: a learner's answers graded in a batch.
@Suite(.enabled(if: BuiltBinary.binary != nil, "the viewgraph binary is not built; run 'swift build' first"))
struct PredictBatchTests {
    let runner = EndToEndTests()

    @Test func gradesAnAnswersFile() throws {
        let directory = try runner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lesson = EndToEndTests.repositoryRoot.appendingPathComponent("Scenarios/05-favorites/favorites.scenario")
        let answers = directory.appendingPathComponent("alice.txt")
        // Step 1: bodies, then the lesson's redrawn and finding questions; step 2: bodies,
        // redrawn (skipped), then its yes/no question.
        try "EpisodeRow[2]\nEpisodeRow[2]\nbroad-observable-read\n// step 2\nEpisodeRow*\n\nno\n".write(
            to: answers, atomically: true, encoding: .utf8)
        let outcome = try runner.viewgraph(["run", lesson.path, "--predict", answers.path], in: directory)
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        #expect(outcome.stdout.contains("Which views will run their body?  1 of 4 right, 3 missed"))
        #expect(outcome.stdout.contains("Which finding does ViewGraph report?  1 of 1 right"))
        #expect(outcome.stdout.contains("Does EpisodeList's body run?  right"))
        #expect(outcome.stdout.contains("alice.txt · favorites: 8 of 11 right (72%)\n"))
        #expect(outcome.stdout.contains("Enter runs the next step") == false)
    }

    @Test func anInvalidAnswerIsADiagnosticWithTheAnswersFileLine() throws {
        let directory = try runner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lesson = EndToEndTests.repositoryRoot.appendingPathComponent("Scenarios/05-favorites/favorites.scenario")
        let answers = directory.appendingPathComponent("bob.txt")
        try "EpisodeRow[2]\nEpisodeRov[2]\n".write(to: answers, atomically: true, encoding: .utf8)
        let outcome = try runner.viewgraph(["run", lesson.path, "--predict", answers.path], in: directory)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("bob.txt:2:1: error: cannot find view 'EpisodeRov' in the scenario"))
        #expect(outcome.stdout.contains("answers ended before step 2 of 2"))
    }

    @Test func predictWantsOneFile() throws {
        let outcome = try runner.viewgraph(["run", "a.scenario", "b.scenario", "--predict", "-"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("'--predict <answers>' grades one scenario file"))
    }
}
