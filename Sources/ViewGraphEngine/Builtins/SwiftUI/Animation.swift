// `withAnimation(_:_:)`: runs its body at once, as part of the code that calls it, so
// its writes are that code's transaction (R9.6); what changes is updated in the next
// frame exactly as without it. Faithfulness: simplified: the animation is evaluated
// and dropped (nothing is animated, no transaction animation is shown in reports);
// `completion:` runs right after the body.
import ViewGraphDiagnostics

enum AnimationBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.function("withAnimation", nil) { call in
            let closures = call.values.compactMap { value -> Closure? in
                if case .closure(let closure) = value { return closure }
                return nil
            }
            guard let body = closures.first else {
                throw RuntimeError("'withAnimation' needs a closure: 'withAnimation { … }'", at: call.range)
            }
            let result = try call.interpreter.call(body, arguments: [], at: call.range)
            for completion in closures.dropFirst() {
                _ = try call.interpreter.call(completion, arguments: [], at: call.range)
            }
            return result
        }
        return family
    }
}
