// swift-tools-version: 6.0
// ViewGraph: a command-line simulator of SwiftUI's view-update machinery.
//
// The pipeline, one module per stage (dependencies point down only; only the
// executable does I/O):
//   SourceFile → Syntax (AST) → Scenario (checked) → Trace (engine) → Report (text/DOT/JSON)
import PackageDescription

/// Release builds skip the dynamic exclusivity checks of the modules a step runs through:
/// their per-frame paths are dominated by class-property accesses, whose checks cost ~10%
/// of a step (viewgraph bench; Guides/Performance.md).
let releaseFlags: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

let package = Package(
    name: "ViewGraph",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "viewgraph", targets: ["viewgraph"])
    ],
    targets: [
        // Source locations, diagnostics and their renderers (String out, no I/O).
        .target(name: "ViewGraphDiagnostics", swiftSettings: releaseFlags),
        // Lexer, AST, parser and checker of the scenario language.
        .target(name: "ViewGraphSyntax", dependencies: ["ViewGraphDiagnostics"], swiftSettings: releaseFlags),
        // Interpreter, view graph, Observation-backed tracking and the trace. No printing.
        .target(
            name: "ViewGraphEngine",
            dependencies: ["ViewGraphSyntax", "ViewGraphDiagnostics"],
            swiftSettings: releaseFlags
        ),
        // Renderers over the trace: step card, tree, deps, DOT, Mermaid, JSON.
        .target(
            name: "ViewGraphReports", dependencies: ["ViewGraphEngine", "ViewGraphSyntax", "ViewGraphDiagnostics"]),
        // load → parse → check → simulate → render; shared by the CLI, the REPL and tests.
        .target(
            name: "ViewGraphDriver",
            dependencies: ["ViewGraphReports", "ViewGraphEngine", "ViewGraphSyntax", "ViewGraphDiagnostics"]
        ),
        // REPL session state, commands and completion vocabulary, behind a LineReader protocol.
        .target(name: "ViewGraphREPL", dependencies: ["ViewGraphDriver"]),
        // libedit, through its readline-compatible header.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .executableTarget(name: "viewgraph", dependencies: ["ViewGraphREPL", "ViewGraphDriver", "CEditLine"]),
        // Helpers the test targets share (string diffs, source offsets).
        .target(name: "ViewGraphTestSupport", path: "Tests/ViewGraphTestSupport"),
        .testTarget(
            name: "ViewGraphSyntaxTests",
            dependencies: ["ViewGraphSyntax", "ViewGraphDiagnostics", "ViewGraphTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ViewGraphEngineTests",
            dependencies: ["ViewGraphEngine", "ViewGraphSyntax", "ViewGraphDiagnostics"]
        ),
        .testTarget(
            name: "ViewGraphREPLTests",
            dependencies: [
                "ViewGraphREPL", "ViewGraphDriver", "ViewGraphReports", "ViewGraphEngine", "ViewGraphSyntax",
                "ViewGraphTestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ViewGraphDriverTests",
            dependencies: [
                "ViewGraphDriver", "ViewGraphREPL", "ViewGraphReports", "ViewGraphEngine", "ViewGraphTestSupport",
            ],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
