import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphReports
import ViewGraphSyntax

/// The front end of every command: parse and check one scenario file.
package struct FrontEndResult {
    package var source: SourceFile
    package var file: ScenarioFile
    package var diagnostics: [Diagnostic]
}

package enum Pipeline {
    /// Parses and checks a scenario's text. The syntax errors come first (with unsupported
    /// Swift among them, in source order); the checker runs even when there are syntax
    /// errors (the tree is always whole).
    package static func frontEnd(
        path: String, text: String, parts: [(path: String, start: Int)] = []
    ) -> FrontEndResult {
        let single =
            parts.isEmpty ? SourceFile(path: path, text: text) : SourceFile.joining((path, text), [], parts: parts)
        let parsed = ParsedScenario(single)
        let includes = includedPaths(in: parsed.file)
        guard includes.isEmpty == false else {
            let (file, diagnostics) = checkScenario(parsed)
            return FrontEndResult(source: single, file: file, diagnostics: diagnostics)
        }
        // `include "Models.swift"`: the files are read (by the executable's reader) and
        // parsed after the scenario as one text; diagnostics name the file they are in.
        var included: [(path: String, text: String)] = []
        var problems: [Diagnostic] = []
        for (relative, range) in includes {
            let resolved = resolve(relative, from: path)
            guard let reader = readIncludedFile else {
                problems.append(.error("'include' cannot read files here", at: range, group: .syntax))
                continue
            }
            switch reader(resolved) {
            case .success(let contents):
                included.append((resolved, contents))
            case .failure(let reason):
                problems.append(
                    .error(
                        "cannot include '\(relative)': \(reason.message)", at: range,
                        notes: [DiagnosticNote("paths are relative to the scenario's folder")], group: .syntax))
            }
        }
        let source = SourceFile.joining((path, text), included, parts: parts)
        let (file, diagnostics) = parseAndCheckScenario(source)
        return FrontEndResult(source: source, file: file, diagnostics: problems + diagnostics)
    }

    /// Why an included file could not be read (`no such file`, `not UTF-8`).
    package struct ReadFailure: Error, Sendable {
        package var message: String

        package init(_ message: String) { self.message = message }
    }

    /// Reads an included Swift file: set by the executable (which does the I/O) and by
    /// tests; without it, `include` is a diagnostic.
    package static var readIncludedFile: (@Sendable (String) -> Result<String, ReadFailure>)? {
        get { includedFileReader.value }
        set { includedFileReader.value = newValue }
    }
    private static let includedFileReader = Locked<(@Sendable (String) -> Result<String, ReadFailure>)?>(nil)

    /// The `include "…"` settings of the file's `scenario` block, with their ranges.
    static func includedPaths(in file: ScenarioFile) -> [(String, SourceRange)] {
        var result: [(String, SourceRange)] = []
        for case .scenario(let block) in file.items {
            for setting in block.settings where setting.name.name == "include" {
                guard case .stringLiteral(let segments) = setting.value.kind else { continue }
                let text = segments.compactMap { if case .text(let t) = $0 { return t } else { return nil } }.joined()
                if !text.isEmpty { result.append((text, setting.value.range)) }
            }
        }
        return result
    }

    /// A path relative to the including file's folder (absolute paths stay).
    static func resolve(_ relative: String, from path: String) -> String {
        if relative.hasPrefix("/") { return relative }
        guard let slash = path.lastIndex(of: "/") else { return relative }
        return String(path[...slash]) + relative
    }
}
