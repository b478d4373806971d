import ViewGraphDiagnostics
import ViewGraphSyntax

/// The simulated cost of work, in seconds (DESIGN.md §3.7; R9.1, R9.2, R1.6).
///
/// These are documented teaching defaults, not measurements of a device: they are
/// chosen so that the relative sizes match Apple's guidance (formatter creation
/// dominates a row body; one env check is much cheaper than one body run). A
/// scenario's `costs { … }` block overrides any of them; `work(2ms)` adds cost by hand.
package struct CostTable: Sendable {
    /// Base cost of one body run.
    package var body = 0.000_1
    /// One `@Environment` reader checked after an environment write (R7.1).
    package var environmentCheck = 0.000_005
    /// Creating a view identity: storage and graph nodes (R1.6).
    package var viewCreation = 0.000_05
    /// Allocating a class instance.
    package var allocation = 0.000_002
    package var interpolation = 0.000_000_5
    /// Per element of `sorted`/`sort`.
    package var sortPerElement = 0.000_000_5
    /// Per element of `filter`, `map`, `compactMap`, `reduce`, `contains(where:)`.
    package var filterPerElement = 0.000_000_1
    /// Per element a ForEach or List visits to collect ids (R8.2).
    package var forEachElement = 0.000_000_2
    package var measurementFormatter = 0.001
    package var numberFormatter = 0.000_8
    package var dateFormatter = 0.001_2
    /// One `formatter.string(from:)` call.
    package var formatCall = 0.000_01
    package var uuid = 0.000_001

    package init() {}

    /// The names a `costs { }` block may set, with their current value.
    package static let keys: [(name: String, keyPath: WritableKeyPath<CostTable, Double>)] = [
        ("body", \.body),
        ("environmentCheck", \.environmentCheck),
        ("viewCreation", \.viewCreation),
        ("allocation", \.allocation),
        ("interpolation", \.interpolation),
        ("sort", \.sortPerElement),
        ("filter", \.filterPerElement),
        ("forEach", \.forEachElement),
        ("MeasurementFormatter()", \.measurementFormatter),
        ("NumberFormatter()", \.numberFormatter),
        ("DateFormatter()", \.dateFormatter),
        ("string(from:)", \.formatCall),
        ("UUID()", \.uuid),
    ]

    /// Applies a `costs { }` block, returning diagnostics for unknown keys.
    package mutating func apply(_ block: CostsBlock, evaluate: (Expr) throws -> Value) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entry in block.entries {
            let name: String
            switch entry.key.kind {
            case .identifier(let identifier): name = identifier
            case .call(let callee, let arguments, _):
                guard case .identifier(let callee) = callee.kind else {
                    diagnostics.append(
                        .error(
                            "a cost key is a name such as 'body' or a call such as 'MeasurementFormatter()'",
                            at: entry.key.range, group: .syntax))
                    continue
                }
                name = callee + "(" + arguments.map { ($0.label?.name ?? "_") + ":" }.joined() + ")"
            default:
                diagnostics.append(
                    .error(
                        "a cost key is a name such as 'body' or a call such as 'MeasurementFormatter()'",
                        at: entry.key.range, group: .syntax))
                continue
            }
            guard let key = CostTable.keys.first(where: { $0.name == name }) else {
                let known = CostTable.keys.map(\.name)
                var notes = [DiagnosticNote("known cost keys: " + known.joined(separator: ", "))]
                if let suggestion = DidYouMean.suggestion(for: name, among: known) {
                    notes.insert(DiagnosticNote("did you mean '\(suggestion)'?"), at: 0)
                }
                diagnostics.append(
                    .error("unknown cost key '\(name)'", at: entry.key.range, notes: notes, group: .syntax))
                continue
            }
            do {
                guard case .duration(let seconds) = try evaluate(entry.cost) else {
                    diagnostics.append(
                        .error("a cost must be a duration such as '1.2ms'", at: entry.cost.range, group: .syntax))
                    continue
                }
                guard seconds >= 0 else {
                    diagnostics.append(
                        .error("a cost duration must not be negative", at: entry.cost.range, group: .syntax))
                    continue
                }
                self[keyPath: key.keyPath] = seconds
            } catch let error as RuntimeError {
                diagnostics.append(error.diagnostic)
            } catch {
                diagnostics.append(.error("\(error)", at: entry.cost.range))
            }
        }
        return diagnostics
    }
}
