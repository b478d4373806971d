import Foundation
import Testing
import ViewGraphDriver
import ViewGraphReports

/// `viewgraph html`: the page of every lesson, generated in process (size, determinism,
/// no network, one section per step), and, when Chromium is installed, loaded in headless
/// Chromium and stepped with real key presses.
@Suite struct HTMLPageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every lesson and every guide example, relative to the repository's root.
    static let lessons: [String] = {
        let manager = FileManager.default
        var paths: [String] = []
        let scenarios = root.appendingPathComponent("Scenarios")
        for folder in ((try? manager.contentsOfDirectory(atPath: scenarios.path)) ?? []).sorted()
        where folder.first?.isNumber == true {
            let files = (try? manager.contentsOfDirectory(atPath: scenarios.appendingPathComponent(folder).path)) ?? []
            for file in files.sorted() where file.hasSuffix(".scenario") { paths.append("Scenarios/\(folder)/\(file)") }
        }
        let examples = root.appendingPathComponent("Guides/examples")
        for file in ((try? manager.contentsOfDirectory(atPath: examples.path)) ?? []).sorted()
        where file.hasSuffix(".scenario") {
            paths.append("Guides/examples/\(file)")
        }
        return paths
    }()

    static func load(_ path: String) throws -> LoadedScenario {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return LoadedScenario(path: path, text: text)
    }

    @Test func everyLessonIsFound() {
        #expect(Self.lessons.count >= 19)
        #expect(Self.lessons.contains("Scenarios/05-favorites/favorites.scenario"))
    }

    @Test(arguments: lessons) func pageOfEveryLesson(_ path: String) throws {
        let scenario = try Self.load(path)
        #expect(scenario.hasErrors == false)
        let document = try HTMLExporter.document(scenario, variant: nil, guideBase: "../Guides/causes/")
        let page = HTMLPage.render(document)
        #expect(page.utf8.count < 1_000_000, "\(path): \(page.utf8.count) bytes")
        // Byte-identical for the same scenario, run again from scratch.
        let again = HTMLPage.render(try HTMLExporter.document(scenario, variant: nil, guideBase: "../Guides/causes/"))
        #expect(page == again)
        Self.expectNoNetwork(page, path)
        // One section per step of every variant, each with its graph.
        for variant in document.variants {
            for step in variant.steps {
                let id = "id=\"s-\(variant.name)-\(step.trace.index)\""
                #expect(page.contains(id), "\(path): no section \(id)")
            }
            #expect(variant.steps.count == variant.stepCount + 1 || variant.error != nil)
        }
        #expect(
            page.components(separatedBy: "<svg class=\"graph\"").count - 1
                == document.variants.reduce(0) { $0 + $1.steps.count })
    }

    /// No `http:` or `https:` anywhere except a guide link; nothing loaded from elsewhere.
    static func expectNoNetwork(_ page: String, _ label: String) {
        for scheme in ["http:", "https:"] {
            var rest = Substring(page)
            while let range = rest.range(of: scheme) {
                let before = page[page.startIndex..<range.lowerBound].suffix(6)
                let after = page[range.upperBound...].prefix(200)
                #expect(
                    before == "href=\"" && after.contains("Guides/causes/"), "\(label): a URL at \(after.prefix(60))")
                rest = rest[range.upperBound...]
            }
        }
        for pattern in [" src=", "@import", "url(http", "<link", "fetch(", "XMLHttpRequest", "@font-face"] {
            #expect(page.contains(pattern) == false, "\(label): contains \(pattern)")
        }
    }

    @Test func favoritesPageShowsTheStepCardsFacts() throws {
        let scenario = try Self.load("Scenarios/05-favorites/favorites.scenario")
        let document = try HTMLExporter.document(scenario, variant: "row-models", step: 1)
        let page = HTMLPage.render(document)
        #expect(document.variant == "row-models")
        #expect(page.contains("\"step\": 1"))
        #expect(page.contains("\"predict\": false"))
        // Step 1 of the base: the four rows ran, EpisodeList was not invalidated (R4.1).
        let section = try #require(Self.section("s-base-1", in: page))
        for row in 1...4 {
            #expect(section.contains("data-name=\"EpisodeRow[\(row)]\""))
            #expect(
                section.contains(
                    "<button type=\"button\" class=\"view\" data-view=\"v0_\(row - 1)\">EpisodeRow[\(row)]</button>"))
        }
        #expect(section.contains("data-hot=\"v0_0 v0_1 v0_2 v0_3\""))
        #expect(section.contains("<span class=\"symbol\" aria-hidden=\"true\">↻</span><span class=\"word\">ran</span>"))
        #expect(section.contains("not invalidated: it read PodcastLibrary.episodes only (R4.1)"))
        #expect(section.contains("broad-observable-read"))
        #expect(section.contains("Fix: "))
        #expect(section.contains("why EpisodeRow[2] ran · step 1/2 · Star Deep Water"))
        #expect(section.contains("cause &amp; effect · step 1/2"))
        #expect(section.contains("0.40 ms of 8.33 ms (120 Hz)"))
        // The source lines of the step: the write in toggleStar, the property read.
        #expect(section.contains(":W"))
        #expect(section.contains(":R"))
    }

    @Test func graphvizPlainOutputIsRead() throws {
        let plain = """
            graph 1 2.5 1
            node v0 0.5 0.5 1 0.5 "" solid box black lightgrey
            node o1_x 2 0.5 1 0.5 "" solid box black lightgrey
            edge v0 o1_x 4 1 0.5 1.2 0.5 1.3 0.5 1.5 0.5 solid black
            stop
            """
        let layout = try #require(GraphLayout.plain(plain))
        #expect(layout.width == 2.5 * 72 + 24)
        let box = try #require(layout.boxes["v0"])
        #expect([box.x, box.y, box.width, box.height] == [12, 30, 72, 36])
        #expect(layout.edges["v0->o1_x"]?.first?.count == 4)
        #expect(GraphLayout.plain("not graphviz") == nil)
    }

    @Test func theLayeredLayoutPlacesEveryNode() throws {
        let scenario = try Self.load("Scenarios/17-dashboard-store/dashboard-store.scenario")
        let document = try HTMLExporter.document(scenario, variant: nil)
        for step in document.variants[0].steps {
            let layout = GraphLayout.layered(step.graph)
            for node in step.graph.nodes {
                #expect(layout.boxes[node.id] != nil, "\(node.label) is not placed")
            }
            // Views in tree order never overlap.
            let boxes = step.graph.nodes.compactMap { layout.boxes[$0.id] }
            for (index, a) in boxes.enumerated() {
                for b in boxes[(index + 1)...] {
                    let apart =
                        a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y
                    #expect(apart)
                }
            }
        }
    }

    static func section(_ id: String, in page: String) -> String? {
        guard let start = page.range(of: "<section class=\"step\" id=\"\(id)\"") else { return nil }
        guard let end = page[start.upperBound...].range(of: "</section>") else { return nil }
        return String(page[start.lowerBound..<end.upperBound])
    }
}

// MARK: - In headless Chromium

/// The built binary writes the page (laid out by graphviz when it is installed);
/// `scripts/html-page-check.py` loads it in headless Chromium over the DevTools protocol
/// (`--remote-debugging-pipe`) and presses the right arrow with `Input.dispatchKeyEvent`.
/// Skipped, with the reason, when Chromium, python3 or the binary is missing.
@Suite(.serialized) struct HTMLChromiumTests {
    static let chromium = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap { Subprocess.find($0) }
        .first
    static let python = Subprocess.find("python3")
    static var available: Bool { chromium != nil && python != nil && BuiltBinary.binary != nil }
    static let script = HTMLPageTests.root.appendingPathComponent("scripts/html-page-check.py").path

    /// Runs a process with a deadline; it is killed when it runs longer.
    static func run(_ executable: String, _ arguments: [String], timeout: Double, in directory: URL? = nil) throws
        -> (status: Int32, stdout: String, stderr: String)
    {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewgraph-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? HTMLPageTests.root
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            usleep(500_000)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return (
            process.terminationStatus, String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(.enabled(if: available, "needs chromium, python3 and a built viewgraph"), .timeLimit(.minutes(2)))
    func arrowKeysStepThroughFavorites() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-html-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("favorites.html").path
        let write = try Self.run(
            BuiltBinary.binary!.path, ["html", "Scenarios/05-favorites/favorites.scenario", "-o", page], timeout: 60)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(write.stdout.hasPrefix("wrote \(page) ("))
        // The committed screenshot is re-made with VIEWGRAPH_RECORD_SCREENSHOTS=1.
        let record = ProcessInfo.processInfo.environment["VIEWGRAPH_RECORD_SCREENSHOTS"] != nil
        let shot =
            record
            ? HTMLPageTests.root.appendingPathComponent("Guides/images/html-favorites.png").path
            : folder.appendingPathComponent("favorites.png").path
        let check = try Self.run(
            Self.python!, [Self.script, "keys", page, "--presses", "3", "--screenshot-at", "2", "--screenshot", shot],
            timeout: 90)
        #expect(check.status == 0, "\(check.stderr)")
        let report = try Self.json(check.stdout)
        #expect(report["counterBefore"] as? String == "step 0 of 2 · initial render")
        #expect(
            report["counters"] as? [String] == [
                "step 1 of 2 · Star Deep Water", "step 2 of 2 · Star Finale too", "step 2 of 2 · Star Finale too",
            ])
        #expect(report["hash"] as? String == "#step-2")
        let rows = ["EpisodeRow[1]", "EpisodeRow[2]", "EpisodeRow[3]", "EpisodeRow[4]"]
        #expect(report["highlighted"] as? [String] == rows)
        #expect(report["ranRows"] as? [String] == rows)
        #expect(report["visibleSections"] as? [String] == ["s-base-2"])
        #expect((report["markedLines"] as? [String])?.isEmpty == false)
        #expect(report["why"] as? String == "why EpisodeRow[1] ran · step 2/2 · Star Finale too")
        // The screenshot, taken at step 2: not blank, and the rows that ran in the highlight colour.
        let screenshot = try #require(report["screenshot"] as? [String: Any])
        let width = screenshot["width"] as? Int ?? 0
        let height = screenshot["height"] as? Int ?? 0
        #expect(width > 0 && height > 0)
        #expect((screenshot["notWhitePixels"] as? Int ?? 0) > width * height / 20)
        #expect((screenshot["highlightPixels"] as? Int ?? 0) > 4 * 1_000)
        #expect((screenshot["colours"] as? Int ?? 0) > 50)
        #expect(screenshot["counter"] as? String == "step 2 of 2 · Star Finale too")

        // Printed, the base variant's three steps (0, 1, 2) take one page each.
        let pdf = folder.appendingPathComponent("favorites.pdf").path
        let profile = folder.appendingPathComponent("profile").path
        let print = try Self.run(
            Self.chromium!,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", "--user-data-dir=\(profile)",
                "--print-to-pdf=\(pdf)", "file://\(page)",
            ], timeout: 90)
        #expect(print.status == 0, "\(print.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: pdf))
        let text = String(decoding: bytes, as: UTF8.self)
        let counts = text.components(separatedBy: "/Count ").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        #expect(counts.max() == 3, "pages: \(counts)")
    }

    @Test(.enabled(if: available, "needs chromium, python3 and a built viewgraph"), .timeLimit(.minutes(5)))
    func everyLessonRendersInUnderASecond() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-html-all-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var pages: [String] = []
        for lesson in HTMLPageTests.lessons where lesson.hasPrefix("Scenarios/") {
            let page = folder.appendingPathComponent((lesson as NSString).lastPathComponent + ".html").path
            let write = try Self.run(BuiltBinary.binary!.path, ["html", lesson, "-o", page], timeout: 60)
            #expect(write.status == 0, "\(lesson): \(write.stderr)")
            pages.append(page)
        }
        let timing = try Self.run(Self.python!, [Self.script, "time"] + pages, timeout: 240)
        #expect(timing.status == 0, "\(timing.stderr)")
        let lines = timing.stdout.split(separator: "\n")
        #expect(lines.count == pages.count)
        for line in lines {
            let entry = try Self.json(String(line))
            let page = entry["page"] as? String ?? "?"
            #expect((entry["bytes"] as? Int ?? .max) < 1_000_000, "\(page)")
            #expect((entry["loadMs"] as? Double ?? .infinity) < 1_000, "\(page): \(entry["loadMs"] ?? "?") ms")
        }
    }
}
