// Result as apps use it: `.success(value)` and `.failure(error)` (also spelled
// `Result.success(…)`), `Result { try … }`, `get()`, `map(_:)`, `mapError(_:)`,
// `flatMap(_:)` and `flatMapError(_:)`, and
// `switch result { case .success(let v): … case .failure(let e): … }`.
// Rules: none (plain Swift).
// Faithfulness: a Result is the enum case it holds (`success(3)`, as Swift prints it);
// its generic arguments are not checked (values carry no static type). Not modelled:
// typed throws.
import ViewGraphDiagnostics

enum ResultBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        for name in ["success", "failure"] {
            family.staticMethod("Result", name, [nil]) { call in
                make(name, call.values[0])
            }
        }
        // `Result { try load() }`, `Result(catching: { … })`: the closure's value, or the
        // error it threw (a runtime error of the simulation is not caught).
        for labels: [String?] in [[nil], ["catching"]] {
            family.constructor("Result", labels) { call in
                let body = try call.closure("Result")
                do {
                    return make("success", try call.interpreter.call(body, arguments: [], at: call.range))
                } catch let thrown as ThrownError {
                    return make("failure", thrown.value)
                }
            }
        }
        family.method(.result, "get", []) { base, call in
            guard case .enumCase(let result) = base else { return nil }
            if result.name == "failure" { throw ThrownError(value: result.payload[0], range: call.range) }
            return result.payload[0]
        }
        family.method(.result, "map", nil) { base, call in
            guard case .enumCase(let result) = base else { return nil }
            guard result.name == "success" else { return base }
            return make(
                "success", try call.interpreter.call(try call.closure("map"), arguments: result.payload, at: call.range)
            )
        }
        family.method(.result, "mapError", nil) { base, call in
            guard case .enumCase(let result) = base else { return nil }
            guard result.name == "failure" else { return base }
            let closure = try call.closure("mapError")
            return make("failure", try call.interpreter.call(closure, arguments: result.payload, at: call.range))
        }
        // The closure returns the Result itself: `flatMap` on a success, `flatMapError` on
        // a failure; the other case passes through.
        for (name, handles) in [("flatMap", "success"), ("flatMapError", "failure")] {
            family.method(.result, name, nil) { base, call in
                guard case .enumCase(let result) = base else { return nil }
                guard result.name == handles else { return base }
                let produced = try call.interpreter.call(
                    try call.closure(name), arguments: result.payload, at: call.range)
                guard isResult(produced) else {
                    throw RuntimeError(
                        "'\(name)' needs its closure to return a Result (.success or .failure); it returned '\(call.interpreter.typeName(of: produced))'",
                        at: call.range)
                }
                return produced
            }
        }
        return family
    }

    private static func make(_ name: String, _ value: Value) -> Value {
        .enumCase(EnumCaseValue(type: nil, name: name, payload: [value], labels: [nil]))
    }

    /// Whether a value is a Result: an enum case of no declared type named `success` or
    /// `failure` with one payload (a declared enum's cases always have their type).
    static func isResult(_ value: Value) -> Bool {
        guard case .enumCase(let c) = value, c.type == nil, c.payload.count == 1 else { return false }
        return c.name == "success" || c.name == "failure"
    }
}
