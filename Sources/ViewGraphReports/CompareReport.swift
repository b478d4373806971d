// `compare`: every variant of a scenario side by side on the same steps: bodies per
// view type, checked views (compared, not run: R2, R7.1), simulated cost, hitches (R9.1) and findings. The
// caller runs the variants; this only lays the numbers out.
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

package enum CompareReport {
    /// One variant's run.
    package struct Column {
        package var variant: String
        package var steps: [StepTrace]
        package var expectationsPassed: Int
        package var expectationsFailed: Int
        /// The error that stopped the run, one line.
        package var error: String?
        /// The variant's step titles, in order, with how each differs from the base
        /// ("redefined", "added"; nil for the base's step).
        package var stepChanges: [(title: String, change: String?)]?

        package init(
            variant: String, steps: [StepTrace], expectationsPassed: Int, expectationsFailed: Int, error: String?,
            stepChanges: [(title: String, change: String?)]? = nil
        ) {
            self.variant = variant
            self.steps = steps
            self.expectationsPassed = expectationsPassed
            self.expectationsFailed = expectationsFailed
            self.error = error
            self.stepChanges = stepChanges
        }
    }

    package static func render(title: String, stepTitles: [String], columns: [Column]) -> String {
        ReportSupport.trimmingLineEnds(untrimmed(title: title, stepTitles: stepTitles, columns: columns))
    }

    static func untrimmed(title: String, stepTitles: [String], columns: [Column]) -> String {
        var rows: [(label: String, cells: [[String]])] = []
        // Steps line up by title: the base's, then those variants add, in order.
        var titles = stepTitles
        for column in columns {
            for change in column.stepChanges ?? [] where titles.contains(change.title) == false {
                titles.append(change.title)
            }
        }
        let differs = columns.contains { column in
            column.stepChanges.map { changes in
                changes.map(\.title) != stepTitles || changes.contains { $0.change != nil }
            } ?? false
        }
        var out =
            "compare · \(title) · \(ReportSupport.plural(columns.count, "variant")) side by side "
            + (differs ? "with steps lined up by title\n" : "on the same steps\n")
        let labels = ["initial render"] + titles
        for (index, stepTitle) in labels.enumerated() {
            let isBaseStep = index <= stepTitles.count
            rows.append((isBaseStep ? "step \(index) · \(stepTitle)" : "added step · \(stepTitle)", []))
            let steps = columns.map { column in
                index == 0
                    ? column.steps.first { $0.index == 0 }
                    : column.steps.first { $0.index > 0 && $0.title == stepTitle }
            }
            if differs && index > 0 {
                rows.append(
                    (
                        "  steps",
                        columns.map { column in
                            guard let changes = column.stepChanges else { return ["base"] }
                            guard let change = changes.first(where: { $0.title == stepTitle }) else {
                                return [isBaseStep ? "dropped" : "—"]
                            }
                            return [change.change ?? "base"]
                        }
                    ))
            }
            rows += block(steps.map { $0.map { [$0] } ?? [] }, missing: steps.map { $0 == nil })
        }
        rows.append(("all steps after the initial render", []))
        rows += block(columns.map { $0.steps.filter { $0.index > 0 } }, missing: columns.map { _ in false })
        rows.append(
            (
                "expectations",
                columns.map { column in
                    [
                        column.expectationsFailed == 0
                            ? "\(column.expectationsPassed) passed" : "\(column.expectationsFailed) failed"
                    ]
                }
            ))
        let labelWidth = min(44, max(24, (rows.filter { $0.cells.isEmpty == false }.map(\.label.count).max() ?? 0) + 2))
        let widths = columns.indices.map { index in
            max(
                12, columns[index].variant.count + 2,
                (rows.compactMap { $0.cells.isEmpty ? nil : $0.cells[index].map(\.count).max() }.max() ?? 0) + 2)
        }
        out +=
            "\n" + ReportSupport.pad("", labelWidth)
            + zip(columns, widths).map { ReportSupport.padLeft($0.variant, $1) }.joined() + "\n"
        for row in rows {
            if row.cells.isEmpty {
                out += row.label + "\n"
                continue
            }
            let height = row.cells.map(\.count).max() ?? 1
            for line in 0..<max(1, height) {
                let label = line == 0 ? row.label : ""
                out += ReportSupport.pad(label, labelWidth)
                out += zip(row.cells, widths).map { cell, width in
                    ReportSupport.padLeft(line < cell.count ? cell[line] : "", width)
                }.joined()
                out += "\n"
            }
        }
        for column in columns {
            if let error = column.error { out += "\nvariant \(column.variant) stopped: \(error)\n" }
        }
        return out
    }

    /// The rows of one step (or of all steps) for every column.
    static func block(_ stepsPerColumn: [[StepTrace]], missing: [Bool]) -> [(label: String, cells: [[String]])] {
        let types = stepsPerColumn.flatMap { StatsReport.perType($0).map(\.type) }.reduce(into: [String]()) {
            if $0.contains($1) == false { $0.append($1) }
        }
        func cell(_ index: Int, _ value: ([StepTrace]) -> String) -> [String] {
            missing[index] ? ["—"] : [value(stepsPerColumn[index])]
        }
        var rows: [(label: String, cells: [[String]])] = []
        rows.append(
            (
                "  bodies",
                stepsPerColumn.indices.map { i in
                    cell(i) { String($0.reduce(0) { $0 + $1.allRuns.filter { !$0.node.isRoot }.count }) }
                }
            ))
        for type in types {
            rows.append(
                (
                    "    " + type,
                    stepsPerColumn.indices.map { i in
                        cell(i) { steps in
                            String(StatsReport.perType(steps).first { $0.type == type }?.counts.bodies ?? 0)
                        }
                    }
                ))
        }
        rows.append(
            (
                "  checked",
                stepsPerColumn.indices.map { i in
                    cell(i) { String($0.reduce(0) { $0 + $1.checkedCount }) }
                }
            ))
        rows.append(
            (
                "  cost",
                stepsPerColumn.indices.map { i in
                    cell(i) { ReportSupport.ms($0.flatMap(\.frames).reduce(0) { $0 + $1.cost }) }
                }
            ))
        rows.append(
            (
                "  hitches",
                stepsPerColumn.indices.map { i in cell(i) { String($0.reduce(0) { $0 + $1.hitchFrames.count }) } }
            ))
        rows.append(
            (
                "  findings",
                stepsPerColumn.indices.map { i -> [String] in
                    if missing[i] { return ["—"] }
                    let ids = stepsPerColumn[i].flatMap(\.findings).map(\.id).reduce(into: [String]()) {
                        if $0.contains($1) == false { $0.append($1) }
                    }
                    return ids.isEmpty ? ["none"] : ids
                }
            ))
        return rows
    }
}
