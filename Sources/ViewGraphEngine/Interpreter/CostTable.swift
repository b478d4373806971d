// The simulated cost of work (R9.1, R11.1): body base cost, formatter creation, sort
// and filter per element, view creation, environment checks. Simplified: each number
// is a documented default (Guides/Language.md, "Default costs"), measured where it
// can be, overridable per scenario with `costs { }`.
import ViewGraphDiagnostics
import ViewGraphSyntax

/// The simulated cost of work, in seconds (DESIGN.md §3.7; R9.1, R9.2, R1.6).
///
/// Where the work is plain Swift or Foundation, the default is a measurement: taken on
/// the project's Linux build machine (x86-64, release build `swiftc -O`, Swift 6.3
/// with swift-corelibs-foundation), best of five runs of a loop of 2,000–20,000
/// iterations, used unscaled (×1: the simulator does not model one device; an Apple
/// device's ICU-backed formatters were not measured). Where the work is SwiftUI's own
/// (a body's base cost, an environment check, a new identity, collecting ForEach ids),
/// nothing can be measured on Linux: those are teaching defaults, chosen for their
/// relative sizes, and say so. A scenario's `costs { … }` block overrides any of them;
/// `work(2ms)` adds cost by hand. Guides/Language.md ("Default costs") lists the sources.
package struct CostTable: Sendable {
    /// Base cost of one body run. Teaching default (SwiftUI's own work; not measurable
    /// here): 100 runs fill 10 ms, so a frame of many small bodies can hitch (R9.1).
    package var body = 0.000_1
    /// One `@Environment` reader checked after an environment write (R7.1). Teaching
    /// default: a twentieth of a body run (INS25: checks are cheap but add up).
    package var environmentCheck = 0.000_005
    /// Creating a view identity: storage and graph nodes (R1.6). Teaching default.
    package var viewCreation = 0.000_05
    /// Allocating a class instance. Teaching default (malloc plus initialisation of a
    /// small object; the optimiser's stack promotion makes a loop measurement meaningless).
    package var allocation = 0.000_002
    /// One string interpolation: measured 0.04 µs (`"n \(i) x"`), rounded up to 0.5 µs
    /// for interpolations of formatted values. Teaching default.
    package var interpolation = 0.000_000_5
    /// Per element of `sorted`/`sort`: measured, 100 Ints sorted in 1.4 µs.
    package var sortPerElement = 0.000_000_014
    /// Per element of `filter`, `map`, `compactMap`, `reduce`, `contains(where:)`:
    /// `filter` over 100 Ints took 0.84 µs in a run on a loaded machine, whose formatter
    /// timings were 1.8× the unloaded ones above; scaled by that: 0.46 µs.
    package var filterPerElement = 0.000_000_005
    /// Per element a ForEach or List visits to collect ids (R8.2). Teaching default.
    package var forEachElement = 0.000_000_2
    /// `MeasurementFormatter()`: not in swift-corelibs-foundation, so not measured; it
    /// holds a NumberFormatter and unit tables: set at twice `NumberFormatter()` [INF].
    package var measurementFormatter = 0.000_1
    /// `NumberFormatter()` and its first `string(from:)`: measured 51 µs.
    package var numberFormatter = 0.000_05
    /// `DateFormatter()` and its first `string(from:)`: measured 76 µs.
    package var dateFormatter = 0.000_076
    /// One `formatter.string(from:)` call on a formatter made earlier: measured 0.8 µs.
    package var formatCall = 0.000_000_8
    /// `UUID()`: 6.6 µs in the loaded run, scaled the same way: 3.6 µs (Linux reads the
    /// system's random source).
    package var uuid = 0.000_003_6

    /// The work names under which creating a formatter is charged: work Apple names as
    /// expensive in a body (R9.2), reported whatever it costs.
    package static let formatterCreations: Set<String> = [
        "MeasurementFormatter()", "NumberFormatter()", "DateFormatter()",
    ]

    /// Whether `name` is one of `formatterCreations`. Every one ends with `()`, so most
    /// work names (`allocate Row`, `string interpolation`) are answered without hashing.
    package static func isFormatterCreation(_ name: String) -> Bool {
        name.utf8.last == UInt8(ascii: ")") && formatterCreations.contains(name)
    }

    package init() {}

    /// The names a `costs { }` block may set, with their current value.
    package static let keys: [(name: String, keyPath: WritableKeyPath<CostTable, Double> & Sendable)] = [
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
                guard case .duration(let duration) = try evaluate(entry.cost) else {
                    diagnostics.append(
                        .error("a cost must be a duration such as '1.2ms'", at: entry.cost.range, group: .syntax))
                    continue
                }
                let seconds = duration.seconds
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
