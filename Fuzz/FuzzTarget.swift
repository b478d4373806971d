// A libFuzzer target over ViewGraph's whole pipeline: load the bytes as a scenario
// file, parse, check, render the diagnostics, and when the file checks, run every
// variant (a few steps, small limits) and render its transcript.
//
// Not part of the package: `Fuzz/build.sh` compiles this file together with the
// library sources into one executable. See `Fuzz/README.md`.

/// Small budgets keep each input fast; the limits themselves are what is fuzzed.
private let fuzzLimits: Limits = {
    var limits = Limits()
    limits.callDepth = 64
    limits.loopIterations = 2_000
    limits.collectionSize = 10_000
    limits.stringLength = 10_000
    limits.framesPerStep = 20
    limits.viewCount = 2_000
    limits.viewDepth = 64
    limits.operationsPerStep = 200_000
    return limits
}()

/// Steps run per variant, and variants run per input.
private let stepBudget = 6
private let variantBudget = 3

private func fuzzOne(_ bytes: [UInt8]) {
    let renderer = DiagnosticRenderer(style: .plain)
    switch SourceLoader.load(path: "fuzz.scenario", bytes: bytes) {
    case .rejected(let batch):
        _ = renderer.render([batch])
    case .loaded(let source):
        let scenario = LoadedScenario(path: source.path, text: source.text)
        _ = renderer.render(scenario.diagnostics, in: scenario.source)
        guard scenario.hasErrors == false else { return }
        for variant in scenario.model.variantNames.prefix(variantBudget) {
            let run = scenario.run(variant: variant, limits: fuzzLimits, stopAfter: stepBudget)
            _ = Transcript.render(scenario, run)
            if let error = run.error {
                _ = renderer.render([error], in: scenario.source)
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzzOne(bytes)
    return 0
}
