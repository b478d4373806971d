import ViewGraphDiagnostics

// Format styles the engine does not simulate yet, reported by `check` where the style is
// written: `value.formatted(.relative(presentation: .named))`, `Text(n, format:
// .number.notation(.compactName))`, `Text(date, style: .timer)`. The engine formats
// numbers with `.number`, `.percent` (each optionally `.precision(.fractionLength(n))`)
// and `.currency(code:)`, dates with `.dateTime` and its fields, durations with
// `.time(pattern:)`, and `Text(_:style:)` with `.date` and `.time`; any other style
// written as an implicit member (`.iso8601`, `.units(…)`) stopped `run` after `check`
// passed. A style held in a variable is not typed here; `run` names it.

extension Checker {
    /// The format styles `formatted(_:)` and `Text(_:format:)` are simulated with, by the
    /// name the style's implicit member starts with.
    private static let simulatedFormatStyles: Set<String> = ["number", "percent", "currency", "dateTime", "time"]

    /// Reports a format style written in `formatted(…)`, `Text(_:format:)` or
    /// `Text(_:style:)` that the engine does not simulate yet.
    func checkFormatStyle(callee: Expr, arguments: [Argument]) {
        switch callee.kind {
        case .member(_, let name) where name.name == "formatted":
            guard arguments.count == 1, arguments[0].label == nil,
                world.declaresMember(named: "formatted") == false
            else { return }
            checkStyle(arguments[0].value)
        case .identifier("Text") where isLocalOrMember("Text") == false && world.type(named: "Text") == nil:
            for argument in arguments.dropFirst() {
                switch argument.label?.name {
                case "format": checkStyle(argument.value)
                case "style": checkTextStyle(argument.value)
                default: break
                }
            }
        default:
            return
        }
    }

    /// The `format:` of a string interpolation (`\(value, format: .number)`).
    func checkStyleOfInterpolation(_ style: Expr) {
        guard world.declaresMember(named: "formatted") == false else { return }
        checkStyle(style)
    }

    /// `.number.precision(.fractionLength(2))`, `.currency(code: "EUR")`, `.dateTime.hour()`.
    private func checkStyle(_ style: Expr) {
        guard var chain = Self.implicitMemberChain(style), let root = chain.first,
            world.declaresMember(named: root.name) == false
        else { return }
        // `.locale(Locale(identifier: "en_US"))` pins a style to the locale every style here
        // formats in: the style itself. Another locale written out is not simulated.
        for member in chain.dropFirst() where member.name == "locale" {
            guard let locale = member.arguments?.first?.value, member.arguments?.count == 1,
                case .call(let callee, let arguments, _) = locale.kind, case .identifier("Locale") = callee.kind,
                arguments.count == 1, arguments[0].label?.name == "identifier",
                case .stringLiteral = arguments[0].value.kind
            else { continue }
            let identifier = source.text(in: arguments[0].value.range)
            guard identifier != "\"en_US\"" else { continue }
            error(
                "formatting in the locale \(identifier) is not simulated yet: the simulation formats in en_US",
                at: locale.range,
                notes: [DiagnosticNote("pin the style to 'Locale(identifier: \"en_US\")', or leave '.locale(…)' out")],
                group: .unsupported)
            return
        }
        chain.removeAll { $0.name == "locale" && $0.arguments?.count == 1 }
        let simulated: Bool
        switch root.name {
        case "number", "percent":
            // A number of fraction digits, and grouping on or off, follow.
            simulated = chain.dropFirst().allSatisfy { member in
                (member.name == "precision" && member.arguments.map(Self.isFractionLength) == true)
                    || (member.name == "grouping" && member.arguments.map(Self.isGrouping) == true)
            }
        case "currency":
            simulated = chain.count == 1 && chain[0].arguments?.map(\.label?.name) == ["code"]
        case "units":
            // A Duration's `.units(allowed:width:maximumUnitCount:)`, Foundation's own style.
            let labels = chain[0].arguments?.map(\.label?.name) ?? []
            simulated =
                chain.count == 1
                && labels.allSatisfy { ["allowed", "width", "maximumUnitCount"].contains($0 ?? "") }
        default:
            simulated = Self.simulatedFormatStyles.contains(root.name)
        }
        guard simulated == false else { return }
        error(
            "the format style '\(source.text(in: style.range))' is not simulated yet",
            at: style.range,
            notes: [
                DiagnosticNote(
                    "ViewGraph formats numbers with '.number', '.percent' and '.currency(code:)' (also '.number.precision(.fractionLength(2))'), dates with '.dateTime' and its fields ('.dateTime.hour().minute()') and durations with '.time(pattern:)' and '.units(allowed:width:)'"
                )
            ],
            group: .unsupported)
    }

    /// `Text(date, style: .date)`: `.date` and `.time` are simulated; `.relative`, `.timer`
    /// and `.offset` redraw as time passes.
    private func checkTextStyle(_ style: Expr) {
        guard case .implicitMember(let name) = style.kind, name != "date", name != "time" else { return }
        error(
            "'Text(_:style:)' with '.\(name)' is not simulated yet: it redraws as time passes",
            at: style.range,
            notes: [DiagnosticNote("use '.date' or '.time', or 'Text(date, format: .dateTime.hour().minute())'")],
            group: .unsupported)
    }

    /// `[.never]` or `[.automatic]`: a number's grouping separators off or on.
    private static func isGrouping(_ arguments: [Argument]) -> Bool {
        guard arguments.count == 1, arguments[0].label == nil, case .implicitMember(let name) = arguments[0].value.kind
        else { return false }
        return name == "never" || name == "automatic"
    }

    /// `[.fractionLength(2)]`: one unlabeled argument, `.fractionLength(n)`.
    private static func isFractionLength(_ arguments: [Argument]) -> Bool {
        guard arguments.count == 1, arguments[0].label == nil,
            let chain = implicitMemberChain(arguments[0].value)
        else { return false }
        return chain.count == 1 && chain[0].name == "fractionLength"
    }

    /// An implicit-member expression as its members from the first: `.number.notation(…)`
    /// is `number`, then `notation` with its arguments; nil for any other expression.
    private static func implicitMemberChain(_ expr: Expr) -> [(name: String, arguments: [Argument]?)]? {
        switch expr.kind {
        case .implicitMember(let name):
            return [(name, nil)]
        case .member(let base, let name):
            return implicitMemberChain(base).map { $0 + [(name.name, nil)] }
        case .call(let callee, let arguments, let trailing) where trailing.isEmpty:
            guard var chain = implicitMemberChain(callee), chain.last?.arguments == nil else { return nil }
            chain[chain.count - 1].arguments = arguments
            return chain
        default:
            return nil
        }
    }

    /// The calendar components the engine computes, as Foundation names them.
    private static let simulatedCalendarComponents: Set<String> = [
        "era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday", "weekdayOrdinal",
        "quarter", "weekOfMonth", "weekOfYear", "dayOfYear", "yearForWeekOfYear",
    ]

    /// Reports a calendar component the engine does not compute (`.timeZone`, `.calendar`)
    /// written in the `Calendar` methods that take one: `component(_:from:)`,
    /// `dateComponents(_:from:)` and `(_:from:to:)`, `date(byAdding:value:to:)` and
    /// `range(of:in:for:)`. `run` stopped there after `check` passed.
    func checkCalendarComponents(callee: Expr, arguments: [Argument]) {
        guard case .member(_, let method) = callee.kind, world.declaresMember(named: method.name) == false else {
            return
        }
        let labels = arguments.map { $0.label?.name }
        let written: [Expr]
        switch (method.name, labels) {
        case ("component", [nil, "from"]), ("date", ["byAdding", "value", "to"]):
            written = [arguments[0].value]
        case ("range", ["of", "in", "for"]):
            written = [arguments[0].value, arguments[1].value]
        case ("dateComponents", [nil, "from"]), ("dateComponents", [nil, "from", "to"]):
            guard case .arrayLiteral(let elements) = arguments[0].value.kind else { return }
            written = elements
        default:
            return
        }
        for component in written {
            guard case .implicitMember(let name) = component.kind,
                Self.simulatedCalendarComponents.contains(name) == false
            else { continue }
            error(
                "the calendar component '.\(name)' is not simulated yet", at: component.range,
                notes: [
                    DiagnosticNote(
                        "ViewGraph computes "
                            + Self.simulatedCalendarComponents.sorted().map { "'.\($0)'" }.joined(separator: ", ")
                    )
                ],
                group: .unsupported)
        }
    }
}
