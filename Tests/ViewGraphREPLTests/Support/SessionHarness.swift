import Foundation
import Testing
import ViewGraphEngine
import ViewGraphREPL
import ViewGraphTestSupport

/// The engine's key path cache (`FieldKeyPaths`) is a global array filled on first
/// use without a lock; simulations running in parallel tests can race on it and
/// record the wrong property. Filling it once, under Swift's thread-safe lazy
/// initialisation, before any session runs keeps these tests deterministic.
let keyPathsWarmed: Void = {
    _ = FieldKeyPaths.keyPath(256)
}()

/// The test fixtures folder, found from this file (the suite never reads /work/shared).
enum Fixtures {
    static let folder: String = {
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures").path
    }()

    static func text(_ name: String) -> String {
        (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? ""
    }
}

/// In-memory files for a session, changeable between lines (for `reload`).
final class FileStore {
    var files: [String: String]

    init(_ files: [String: String]) {
        self.files = files
    }

    var host: REPLHost {
        _ = keyPathsWarmed
        return REPLHost(
            readFile: { [unowned self] path in
                guard let text = self.files[path] else { return .failed("error: cannot read '\(path)': no such file") }
                return .text(path: path, text: text)
            },
            writeFile: { [unowned self] path, text in
                self.files[path] = text
                return nil
            },
            listDirectory: { [unowned self] folder in
                self.files.keys.filter { !$0.contains("/") || folder != "." }.sorted()
            })
    }
}

/// Replays `lines` into a session on `file` and returns the transcript: the
/// banner, then each prompt with what was typed and what it printed.
func replay(
    _ lines: [String], file: String = "favorites.scenario", store: FileStore? = nil, between: ((Int) -> Void)? = nil
)
    -> String
{
    _ = keyPathsWarmed
    let store = store ?? FileStore([file: Fixtures.text(file)])
    let reader = ScriptedLineReader([])
    let session = REPLSession(host: store.host, write: { reader.write($0) })
    session.open(file)
    for (index, line) in lines.enumerated() {
        between?(index)
        let step = ScriptedLineReader([line])
        step.echoes = true
        _ = step.readLine(prompt: session.prompt)
        reader.write(step.transcript)
        session.execute(line)
        if session.isFinished { break }
    }
    return reader.transcript
}

/// Compares with `Fixtures/sessions/NAME.expected`. With VIEWGRAPH_RECORD=1 it
/// writes the file instead, and fails so a recording never passes unnoticed.
func assertMatchesGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let path = Fixtures.folder + "/sessions/" + name + ".expected"
    if ProcessInfo.processInfo.environment["VIEWGRAPH_RECORD"] == "1" {
        try? actual.write(toFile: path, atomically: true, encoding: .utf8)
        Issue.record(
            "recorded \(path); review the diff and run again without VIEWGRAPH_RECORD", sourceLocation: sourceLocation)
        return
    }
    guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
        Issue.record("missing golden \(path); run with VIEWGRAPH_RECORD=1", sourceLocation: sourceLocation)
        return
    }
    assertStringsEqualWithDiff(actual, expected, sourceLocation: sourceLocation)
}
