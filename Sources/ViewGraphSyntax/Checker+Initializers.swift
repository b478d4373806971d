import ViewGraphDiagnostics

// Calls of the scenario's own types' initializers: the argument labels must fit one of
// them, as Swift's type checker requires, so that a misspelt label is reported by `check`
// rather than found by `run`.

extension Checker {
    /// `Row(titel: "Milk")` where `Row` is a struct or class of the scenario: the labels
    /// must fit a declared initializer or, for a struct that declares none in its body, the
    /// memberwise one. Calls with trailing closures, in steps (where `Row(title: "Eggs")`
    /// is a view reference naming some of the inputs) and of types whose initializers may
    /// come from elsewhere (a superclass, a protocol of the scenario, `Decodable`'s
    /// `init(from:)` aside) are left to `run`.
    func checkInitializerCall(callee: Expr, arguments: [Argument], trailingClosures: [TrailingClosure]) {
        guard inStep == false, trailingClosures.isEmpty, case .identifier(let typeName) = callee.kind,
            isLocalOrMember(typeName) == false, world.nestedTypeNames.contains(typeName) == false,
            let info = world.declaredType(named: typeName), info.kind == .struct || info.kind == .class,
            let candidates = initializerShapes(of: info)
        else { return }
        let labels = arguments.map { $0.label?.name }
        guard candidates.contains(where: { Self.fits(labels, $0) }) == false else { return }
        let spelled = candidates.map { "(" + ArgumentLabelWording.spelled($0.map(\.label)) + ")" }
        let note = DiagnosticNote(
            candidates.count == 1
                ? "'\(typeName)' is initialised with: \(spelled[0])"
                : "'\(typeName)' is initialised with one of: \(spelled.joined(separator: ", "))")
        error(
            Self.mismatchMessage(labels, candidates: candidates), at: arguments.first?.range ?? callee.range,
            notes: [note], group: .names)
    }

    /// Every initializer a call of the type may mean; nil when some may come from a
    /// declaration the checker does not follow.
    private func initializerShapes(of info: TypeInfo) -> [InitializerShape]? {
        if info.hasVariadicInitializer { return nil }
        var shapes = info.initializers
        for name in info.inheritance {
            if let inherited = world.declaredType(named: name) {
                // A superclass's initializers, or a protocol's (`init` requirements and
                // extension initializers): not followed.
                if inherited.kind?.isClassLike == true || world.allMembers(of: inherited).contains("init") {
                    return nil
                }
            } else if name == "Decodable" || name == "Codable" {
                shapes.append([("from", false)])
            } else if BuiltinCatalogue.entry(.protocolName, named: name) == nil
                && CheckerBuiltins.plainProtocols.contains(name) == false
            {
                // A superclass or protocol of a framework the scenario language does not know.
                return nil
            }
        }
        if info.kind == .struct, info.declaresInitializer == false {
            guard let memberwise = info.memberwise else { return nil }
            shapes.append(memberwise)
        } else if info.kind == .class, info.initializers.isEmpty {
            shapes.append([])
        }
        return shapes.isEmpty ? nil : shapes
    }

    /// Whether the labels, in order, fit the parameters: each parameter is given by the
    /// next argument when the labels agree, or left out when it may be.
    static func fits(_ labels: [String?], _ shape: InitializerShape) -> Bool {
        var next = 0
        for parameter in shape {
            if next < labels.count, labels[next] == parameter.label {
                next += 1
            } else if parameter.optional == false {
                return false
            }
        }
        return next == labels.count
    }

    /// Swift's wording where one initializer is meant: a wrong label, a missing or an extra
    /// argument; otherwise that no initializer takes these labels.
    private static func mismatchMessage(_ labels: [String?], candidates: [InitializerShape]) -> String {
        let spell = ArgumentLabelWording.spelled
        // The initializer the call is closest to: the one sharing the most labels with it,
        // when one does (`Item(id: 2)` means the memberwise one, not `init(from:)`).
        func shared(_ shape: InitializerShape) -> Int { labels.filter { l in shape.contains { $0.label == l } }.count }
        let best = candidates.map(shared).max() ?? 0
        let closest = candidates.filter { shared($0) == best }
        guard closest.count == 1, let shape = closest.first else {
            return "no initializer takes the arguments (\(spell(labels)))"
        }
        func incorrect(_ expected: [String?]) -> String {
            ArgumentLabelWording.incorrect(have: labels, expected: expected)
        }
        let known = shape.map(\.label)
        let unknown = labels.indices.filter { known.contains(labels[$0]) == false }
        let missing = shape.filter { $0.optional == false && labels.contains($0.label) == false }
        if unknown.isEmpty, missing.isEmpty {
            // Every label is known and none is missing: two are in the wrong order.
            for (i, label) in labels.enumerated() {
                for later in labels[(i + 1)...]
                where (known.firstIndex(of: later) ?? 0) < (known.firstIndex(of: label) ?? 0) {
                    return "argument '\(later ?? "_")' must precede argument '\(label ?? "_")'"
                }
            }
        }
        if shape.count == labels.count { return incorrect(known) }
        if unknown.count == missing.count, missing.isEmpty == false {
            // `Row(titel: "Milk", isOn: $on)`: each unknown label in place of a missing one.
            var expected = labels
            for (index, parameter) in zip(unknown, missing) { expected[index] = parameter.label }
            if Self.fits(expected, shape) { return incorrect(expected) }
        }
        if let first = missing.first { return "missing argument for parameter '\(first.label ?? "_"):' in call" }
        if let extra = unknown.first {
            return labels[extra].map { "extra argument '\($0)' in call" } ?? "extra argument in call"
        }
        return "no initializer takes the arguments (\(spell(labels)))"
    }

    /// `Toggle("Wifi", on: $on)`: a control that edits a binding given one under another
    /// label. Swift matches the binding by its label and rejects the call.
    func checkControlBindingLabel(callee: Expr, arguments: [Argument]) {
        guard case .identifier(let name) = callee.kind, isLocalOrMember(name) == false,
            world.type(named: name) == nil,
            let binding = BuiltinCatalogue.entry(.view, named: name)?.binding?.label,
            arguments.contains(where: { $0.label?.name == binding }) == false,
            // `TextField("Age", value: $age, format: .number)` edits its `value:` as `text:`.
            binding != "text" || arguments.contains(where: { $0.label?.name == "value" }) == false,
            let misnamed = arguments.first(where: {
                if case .projection = $0.value.kind { return $0.label != nil } else { return false }
            }),
            let misnamedLabel = misnamed.label
        else { return }
        let given = arguments.map { $0.label?.name }
        let expected = given.map { $0 == misnamedLabel.name ? binding : $0 }
        error(
            ArgumentLabelWording.incorrect(have: given, expected: expected), at: misnamedLabel.range,
            notes: [DiagnosticNote("\(name) edits the binding it is given as '\(binding):'")], group: .names)
    }

}

/// Swift's words for a call's argument labels, shared by `check` and the engine.
package enum ArgumentLabelWording {
    /// `_:isOn:`: the labels as a call's signature spells them.
    package static func spelled(_ labels: [String?]) -> String { labels.map { ($0 ?? "_") + ":" }.joined() }

    /// A call whose labels, in order, differ from the ones expected
    /// (`incorrect argument label in call (have '_:on:', expected '_:isOn:')`).
    package static func incorrect(have given: [String?], expected: [String?]) -> String {
        let differing = zip(given, expected).filter { $0 != $1 }.count
        return
            "incorrect argument label\(differing == 1 ? "" : "s") in call (have '\(spelled(given))', expected '\(spelled(expected))')"
    }
}
