import ViewGraphDiagnostics

/// Checks a parsed scenario: names, unsupported constructs, finding ids.
/// (Placeholder until the checker lands.)
package func checkScenario(_ file: ScenarioFile, source: SourceFile) -> [Diagnostic] {
    []
}
