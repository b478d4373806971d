import Foundation
import ViewGraphDriver
import ViewGraphREPL

/// Whether this executable was built without optimisation (`swift build`'s default).
#if DEBUG
    let isDebugBuild = true
#else
    let isDebugBuild = false
#endif

/// `viewgraph bench [--json] [--quick] [--workload W1,W2…] [--scenarios PATH] [--rows N,…] [--steps N]`:
/// generated workloads timed against the Observation runtime (issue 8). Progress
/// and the debug-build warning go to stderr, the figures to stdout.
func runBenchmarks(_ options: BenchOptions, _ context: CommandContext) -> Int32 {
    if isDebugBuild {
        Terminal.standardError.write(
            """
            warning: this is a debug build; its figures are not the engine's. Measure with a release build:
                swift build -c release && .build/release/viewgraph bench

            """)
    }
    var configuration = options.quick ? BenchConfiguration.quick : BenchConfiguration.full
    configuration.scenariosPath = options.scenariosPath
    if let rows = options.rows { configuration.wideSizes = rows }
    if let steps = options.steps { configuration.stepsPerBatch = steps }
    let showProgress = Terminal.standardError.isTerminal || options.json == false
    let host = REPLHosting.host(context)
    let runner = BenchRunner(
        configuration: configuration, replTimer: { REPLSession.timeCommands($0, host: host) },
        progress: { message in
            if showProgress { Terminal.standardError.write("bench: \(message)…\n") }
        })
    let results: [BenchResult]
    do {
        results = try runner.run(options.workloads)
    } catch {
        context.error("bench: \(error)")
        return ExitStatus.failure
    }
    if options.json {
        context.output(BenchReport.json(results))
    } else {
        let build = isDebugBuild ? "debug build (figures not representative)" : "release build"
        let load = BenchMemory.loadAverage().map { " · load average \(BenchReport.format($0))" } ?? ""
        context.output(
            "viewgraph bench · \(options.quick ? "quick" : "full") sizes · \(build)\(heapPages)\(load)\n\n")
        context.output(BenchReport.table(results))
    }
    return ExitStatus.success
}

/// How the heap is paged, for the header: huge pages change the large sizes' timings
/// (HugePages.swift), so a run says which it had.
private var heapPages: String {
    #if canImport(Glibc)
        guard let tunables = getenv("GLIBC_TUNABLES").map({ String(cString: $0) }) else { return " · 4 KiB pages" }
        return tunables.contains(HugePages.tunable) ? " · heap on huge pages" : " · GLIBC_TUNABLES=\(tunables)"
    #else
        return ""
    #endif
}
