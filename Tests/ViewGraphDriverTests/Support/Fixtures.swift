import Foundation
import Testing
import ViewGraphDriver

/// The driver tests' own scenarios, in `Tests/ViewGraphDriverTests/Fixtures/`.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let scenarioNames = ["bookshelf", "counter", "reading-mode"]

    static func path(_ name: String) -> String {
        folder.appendingPathComponent(name + ".scenario").path
    }

    static func load(_ name: String) throws -> LoadedScenario {
        let path = path(name)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let scenario = LoadedScenario(path: (path as NSString).lastPathComponent, text: text)
        try #require(scenario.hasErrors == false, "fixture \(name) has errors: \(scenario.diagnostics.map(\.message))")
        return scenario
    }

    /// A fresh folder under the temporary directory, removed by the caller.
    static func scratchFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Runs a program with text on standard input; for `dot`.
enum Subprocess {
    /// The first executable of that name on the usual paths, if any.
    static func find(_ name: String) -> String? {
        let folders =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders.map { ($0 as NSString).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ executable: String, _ arguments: [String], input: String) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let scratch = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("stdin")
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try Data(input.utf8).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let inHandle = try FileHandle(forReadingFrom: inURL)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = inHandle
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try inHandle.close()
        try outHandle.close()
        try errHandle.close()
        return (
            process.terminationStatus,
            String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }
}
