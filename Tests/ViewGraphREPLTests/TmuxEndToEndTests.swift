import Foundation
import Testing

/// Drives the real `viewgraph` binary in tmux, as a learner would: open a scenario,
/// press Enter through the steps, `back`, `why`, Tab-complete a REF, Ctrl-C,
/// `compare`, quit, reopen and find the history. Skipped when tmux or the built
/// binary is missing.
@Suite(.serialized) struct TmuxEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let binary = root.appendingPathComponent(".build/debug/viewgraph").path
    static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static var available: Bool { tmux != nil && FileManager.default.isExecutableFile(atPath: binary) }

    @Test(.enabled(if: available, "needs tmux and a built .build/debug/viewgraph"), .timeLimit(.minutes(1)))
    func learnerSession() throws {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-tmux-\(getpid())")
        try? FileManager.default.removeItem(at: temp)
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temp) }
        let scenario = temp.appendingPathComponent("favorites.scenario").path
        try Fixtures.text("favorites.scenario").write(toFile: scenario, atomically: true, encoding: .utf8)
        let state = temp.appendingPathComponent("state").path
        let name = "viewgraph-e2e-\(getpid())"
        let command =
            "cd '\(temp.path)' && env XDG_STATE_HOME='\(state)' TERM=xterm '\(Self.binary)' favorites.scenario"

        let pane = Pane(tmux: Self.tmux!, name: name)
        defer { pane.kill() }
        try pane.start(command)
        try pane.waitFor("favorites [0/2]> ")
        pane.keys("Enter")
        try pane.waitFor("favorites [1/2]> ")
        #expect(pane.text().contains("── step 1/2 · Tap the heart on Cedar Falls"))
        pane.type("back")
        pane.keys("Enter")
        try pane.waitFor("favorites [1/2]> back")
        try pane.waitFor("favorites [0/2]> ", after: "favorites [1/2]> back")
        pane.keys("Enter")
        try pane.waitFor("favorites [1/2]> ", after: "favorites [0/2]> \n")
        pane.type("why TrailRow[3]")
        pane.keys("Enter")
        try pane.waitFor("why TrailRow[3] ran · step 1/2")
        // Tab completes a REF: `TrailL` → `TrailList`.
        pane.type("whynot TrailL")
        pane.keys("Tab")
        pane.keys("Enter")
        try pane.waitFor("why TrailList did not run · step 1/2")
        // Ctrl-C abandons the line and keeps the REPL.
        pane.type("print this line is abandoned")
        // Wait for the echo, so Ctrl-C reaches a line that libedit already holds.
        try pane.waitFor("favorites [1/2]> print this line is abandoned")
        pane.keys("C-c")
        try pane.waitFor("favorites [1/2]> print this line is abandoned\nfavorites [1/2]> ")
        pane.type("compare")
        pane.keys("Enter")
        try pane.waitFor("expectations")
        #expect(pane.text().contains("row-models"))
        pane.type("quit")
        pane.keys("Enter")
        try pane.waitForExit()

        let history = try String(contentsOfFile: state + "/viewgraph/history", encoding: .utf8)
        #expect(history.contains("compare"))
        #expect(history.contains("abandoned") == false)

        // Reopen: the Up arrow brings back the last line.
        try pane.start(command)
        try pane.waitFor("favorites [0/2]> ")
        pane.keys("Up")
        try pane.waitFor("favorites [0/2]> quit")
        pane.keys("Up")
        try pane.waitFor("favorites [0/2]> compare")
        pane.keys("C-u")
        pane.keys("C-d")
        try pane.waitForExit()
    }
}

/// One tmux session running one command.
struct Pane {
    var tmux: String
    var name: String

    struct Timeout: Error, CustomStringConvertible {
        var wanted: String
        var screen: String
        var description: String { "timed out waiting for \(wanted.debugDescription); screen:\n\(screen)" }
    }

    /// Runs tmux and returns its output (or its exit status when `capture` is
    /// false). Spawned directly with a clean signal mask: Foundation's Process can
    /// leave signals blocked in children (and so in the tmux server and the REPL),
    /// and can wait for ever on a client whose server holds its pipe.
    @discardableResult
    func run(_ arguments: [String], capture: Bool = false) -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).out")
            .path
        defer { try? FileManager.default.removeItem(atPath: output) }
        // A private server: the test never touches anyone else's tmux sessions.
        let argv = [tmux, "-L", name, "-f", "/dev/null"] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, capture ? output : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var pid = pid_t()
        guard posix_spawn(&pid, tmux, &actions, &attributes, &cArguments, environ) == 0 else { return "" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        if capture { return (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
        return String((status >> 8) & 0xff)
    }

    func start(_ command: String) throws {
        run(["new-session", "-d", "-s", name, "-x", "180", "-y", "50", command])
    }

    func type(_ text: String) { run(["send-keys", "-t", name, "-l", text]) }
    func keys(_ key: String) { run(["send-keys", "-t", name, key]) }
    func kill() { run(["kill-server"]) }
    func text() -> String { run(["capture-pane", "-p", "-J", "-S", "-2000", "-t", name], capture: true) }
    var isRunning: Bool { run(["has-session", "-t", name]) == "0" }

    /// Waits until the screen shows `wanted` (after `marker`, when given).
    func waitFor(_ wanted: String, after marker: String? = nil, seconds: Double = 30) throws {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = ""
        while Date() < deadline {
            screen = text()
            var haystack = Substring(screen)
            if let marker, let range = screen.range(of: marker, options: .backwards) {
                haystack = screen[range.upperBound...]
            }
            if haystack.contains(wanted) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Timeout(wanted: wanted, screen: screen)
    }

    func waitForExit(seconds: Double = 10) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if isRunning == false { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Timeout(wanted: "the REPL to exit", screen: text())
    }
}
