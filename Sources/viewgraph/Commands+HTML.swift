import Foundation
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphReports

/// `viewgraph html FILE [--variant NAME] [--step N] [-o OUT.html]`: the step-through
/// page of every variant, opening at the variant and step asked for. Exits 1 when the
/// file has errors, the variant or step does not exist, or a run stopped with an error
/// (the page is still written, showing the error).
func writePage(_ options: HTMLOptions, _ context: CommandContext) -> Int32 {
    guard let scenario = loadForRun(options.file, context) else { return ExitStatus.failure }
    if let step = options.step, step > scenario.model.steps.count {
        context.error(
            Exporter.message(.noSuchStep(requested: step, last: scenario.model.steps.count), file: options.file))
        return ExitStatus.failure
    }
    let output = options.output ?? HTMLRendering.defaultName(options.file)
    let document: HTMLPage.Document
    do {
        document = try HTMLExporter.document(
            scenario, variant: options.variant, step: options.step ?? 0, guideBase: HTMLRendering.guideBase(for: output)
        )
    } catch {
        context.error(Exporter.message(error, file: options.file))
        return ExitStatus.failure
    }
    let page = HTMLRendering.page(document, environment: context.environment)
    if let tooLarge = Exporter.sizeError(page.text, "page", file: options.file) {
        context.error(tooLarge)
        return ExitStatus.failure
    }
    do {
        try page.text.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        context.error("cannot write '\(output)': \(error.localizedDescription)")
        return ExitStatus.failure
    }
    let steps = document.variants.reduce(0) { $0 + $1.steps.count }
    context.output(
        "wrote \(output) (\(page.text.utf8.count / 1024) KB; \(steps) steps in \(document.variants.count) variant\(document.variants.count == 1 ? "" : "s"); graph layout: \(page.layout))\n"
    )
    for variant in document.variants {
        if let error = variant.error {
            let renderer = DiagnosticRenderer(style: context.usesColor(.standardError) ? .rich : .plain)
            Terminal.standardError.write(renderer.render([error], in: scenario.source))
        }
    }
    return document.variants.contains { $0.error != nil } ? ExitStatus.failure : ExitStatus.success
}

/// The process side of the page: graphviz, where guide pages are, the default name.
enum HTMLRendering {
    /// The page, its graphs laid out by `dot` when it is installed (and
    /// `VIEWGRAPH_LAYOUT` is not `builtin`), by the built-in layered layout otherwise.
    static func page(_ document: HTMLPage.Document, environment: [String: String]) -> (text: String, layout: String) {
        var layouts: [String: GraphLayout] = [:]
        var used = "built-in"
        if environment["VIEWGRAPH_LAYOUT"] != "builtin", let dot = findExecutable("dot", environment: environment) {
            let requests = HTMLExporter.layoutRequests(document)
            // One dot process for every graph: it lays out each graph of its input in turn.
            if let output = run(dot, ["-Tplain"], input: requests.joined(), timeout: 20) {
                let pieces = output.components(separatedBy: "\nstop\n")
                var parsed: [GraphLayout] = []
                for piece in pieces where piece.contains("graph ") {
                    if let layout = GraphLayout.plain(piece) { parsed.append(layout) }
                }
                if parsed.count == requests.count {
                    for (request, layout) in zip(requests, parsed) { layouts[request] = layout }
                    used = "graphviz"
                }
            }
        }
        return (HTMLPage.render(document, layouts: layouts), used)
    }

    /// `favorites.html` for `Scenarios/05-favorites/favorites.scenario`.
    static func defaultName(_ file: String) -> String {
        var name = (file as NSString).lastPathComponent
        if name.hasSuffix(".scenario") { name.removeLast(".scenario".count) }
        return (name.isEmpty ? "viewgraph" : name) + ".html"
    }

    /// `Guides/causes/` relative to the folder the page is written to, when the guides
    /// can be found (beside the current folder or the executable).
    static func guideBase(for output: String) -> String? {
        let manager = FileManager.default
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().path
        let roots = Explain.candidateRoots(currentDirectory: manager.currentDirectoryPath, executablePath: executable)
        guard
            let root = roots.first(where: {
                manager.fileExists(atPath: ($0 as NSString).appendingPathComponent("Guides/causes"))
            })
        else { return nil }
        let guides = URL(fileURLWithPath: root).appendingPathComponent("Guides/causes").standardizedFileURL.path
        let folder = URL(fileURLWithPath: output).deletingLastPathComponent().standardizedFileURL.path
        let from = folder.split(separator: "/").map(String.init)
        let to = guides.split(separator: "/").map(String.init)
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        return (up + to[common...]).joined(separator: "/") + "/"
    }

    static func findExecutable(_ name: String, environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a tool with `input` on stdin; its stdout, or nil when it failed or ran
    /// longer than `timeout` seconds (it is then terminated).
    static func run(_ path: String, _ arguments: [String], input: String, timeout: Double) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch { return nil }
        // Read while writing, so a large output cannot fill the pipe and stall dot.
        let output = OutputBox()
        let read = DispatchSemaphore(value: 0)
        DispatchQueue(label: "viewgraph.html.dot").async {
            output.data = stdout.fileHandleForReading.readDataToEndOfFile()
            read.signal()
        }
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 2)
            return nil
        }
        read.wait()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: output.data, as: UTF8.self)
    }

    /// What the reading queue hands back; read only after it signals.
    private final class OutputBox: @unchecked Sendable {
        var data = Data()
    }
}
