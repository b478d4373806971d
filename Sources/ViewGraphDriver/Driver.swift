import ViewGraphDiagnostics
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
    package static func frontEnd(path: String, text: String) -> FrontEndResult {
        let source = SourceFile(path: path, text: text)
        let (file, diagnostics) = parseAndCheckScenario(source)
        return FrontEndResult(source: source, file: file, diagnostics: diagnostics)
    }
}
