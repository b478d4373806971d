// URLSession without a network: `URLSession.shared`, `URLSession(configuration:)` and
// `URLSessionConfiguration.default`/`.ephemeral` can be built (options set on a
// configuration are kept), so code that creates them loads and runs.
// Rules: none (plain Foundation).
// Faithfulness: ViewGraph never reaches the network, so every call that would
// (`data(from:)`, `data(for:)`, `dataTask(with:)`) is a runtime diagnostic. A request's
// time can be simulated with `work(…)` or `Task.sleep`, and its result written directly.
import ViewGraphDiagnostics

enum NetworkBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        for name in ["default", "ephemeral"] {
            family.staticProperty("URLSessionConfiguration", name) { interpreter in
                let box = interpreter.makeFormatter(kind: "URLSessionConfiguration")
                box.options["name"] = .string(name)
                return .foundation(.formatter(box))
            }
        }
        family.staticProperty("URLSession", "shared") { interpreter in
            .foundation(.formatter(interpreter.makeFormatter(kind: "URLSession")))
        }
        family.constructor("URLSession", ["configuration"]) { call in
            guard case .foundation(.formatter(let configuration)) = call.values[0],
                configuration.kind == "URLSessionConfiguration"
            else { return nil }
            let box = call.interpreter.makeFormatter(kind: "URLSession")
            box.options["configuration"] = call.values[0]
            return .foundation(.formatter(box))
        }
        family.property(.urlSession, "configuration") { base, interpreter in
            guard case .foundation(.formatter(let box)) = base else { return nil }
            if let configuration = box.options["configuration"] { return configuration }
            let configuration = interpreter.makeFormatter(kind: "URLSessionConfiguration")
            configuration.options["name"] = .string("default")
            box.options["configuration"] = .foundation(.formatter(configuration))
            return .foundation(.formatter(configuration))
        }
        for (name, labels) in [
            ("data", ["from"]), ("data", ["for"]), ("dataTask", ["with"]), ("dataTask", ["with", "completionHandler"]),
        ] {
            family.method(.urlSession, name, labels) { _, call in
                throw RuntimeError(
                    "ViewGraph does not reach the network: 'URLSession.\(name)(\(labels.map { $0 + ":" }.joined()))'"
                        + " is not simulated; simulate the request's time with 'try await Task.sleep(for:)' or"
                        + " 'work(…)' and use the values it would return directly",
                    at: call.range)
            }
        }
        return family
    }
}
