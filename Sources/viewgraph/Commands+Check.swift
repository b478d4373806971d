import ViewGraphDiagnostics
import ViewGraphDriver

/// `viewgraph check FILE… [--format text|json]`: parse and check, print diagnostics,
/// exit 0 when there are no errors and 1 when there is any (or a file is unreadable).
func checkScenarios(_ options: CheckOptions, _ context: CommandContext) -> Int32 {
    var batches: [DiagnosticBatch] = []
    var unreadable: [(index: Int, message: String)] = []
    for path in options.files {
        switch SourceReading.read(path) {
        case .loaded(let source):
            let result = Pipeline.frontEnd(path: source.path, text: source.text)
            batches.append(DiagnosticBatch(source: result.source, diagnostics: result.diagnostics))
        case .rejected(let batch):
            batches.append(batch)
        case .unreadable(let message):
            unreadable.append((batches.count, message))
        }
    }
    let failed = !unreadable.isEmpty || batches.contains { $0.diagnostics.hasErrors }

    switch options.format {
    case .json:
        for (_, message) in unreadable { context.error(message) }
        context.output(DiagnosticJSONRenderer.render(batches))
    case .text:
        // Diagnostics and unreadable files in command-line order, one footer at the end.
        let renderer = DiagnosticRenderer(style: context.usesColor(.standardError) ? .rich : .plain)
        var parts: [String] = []
        var groups: [DiagnosticGroup] = []
        var pending = unreadable[...]
        for (index, batch) in batches.enumerated() {
            while let next = pending.first, next.index == index {
                parts.append("error: \(next.message)\n")
                pending = pending.dropFirst()
            }
            for diagnostic in batch.diagnostics {
                parts.append(renderer.renderBlock(diagnostic, in: batch.source))
                if let group = diagnostic.group, !groups.contains(group) { groups.append(group) }
            }
        }
        parts += pending.map { "error: \($0.message)\n" }
        if !groups.isEmpty { parts.append(renderer.renderFooter(groups)) }
        Terminal.standardError.write(parts.joined(separator: "\n"))
        if !failed { context.output(checkedLine(batches)) }
    }
    return failed ? ExitStatus.failure : ExitStatus.success
}

/// The line `check` prints when there is no error, so a user knows it ran:
/// `checked lesson.scenario: no errors` or `checked 3 files: no errors, 1 warning`.
func checkedLine(_ batches: [DiagnosticBatch]) -> String {
    let what = batches.count == 1 ? batches[0].source.path : "\(batches.count) files"
    let warnings = batches.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .warning }.count }
    let tail = warnings == 0 ? "" : ", \(warnings) warning\(warnings == 1 ? "" : "s")"
    return "checked \(what): no errors\(tail)\n"
}
