// `withAnimation(_:_:)`: runs its body at once, as part of the code that calls it, so
// its writes are that code's transaction (R9.6); what changes is updated in the next
// frame exactly as without it. Faithfulness: simplified: the animation is evaluated
// and dropped (nothing is animated, no transaction animation is shown in reports).
// `completion:` runs when the animation is logically complete, on the simulated clock:
// after the animation's duration (`AnimationTiming`), as code of the view or step that
// called `withAnimation`; an animation that repeats forever never completes.
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
            guard let completion = closures.dropFirst().first else { return result }
            // The animation is the first argument when it is not the body (`withAnimation
            // { … }` animates with `.default`).
            var animation = call.values[0]
            if case .closure = animation { animation = .symbol(type: "Animation", name: "default") }
            switch AnimationTiming(of: animation, call.interpreter) {
            case .seconds(let seconds) where seconds > 0:
                call.host.scheduleAnimationCompletion(after: seconds, action: completion, site: call.range)
            case .seconds:
                // `withAnimation(nil)`: nothing animates, so the completion runs now.
                _ = try call.interpreter.call(completion, arguments: [], at: call.range)
            case .never:
                break
            }
            return result
        }
        return family
    }

    /// Methods of an animation that make another animation (`.easeInOut.delay(0.2)`).
    static let modifiers: Set<String> = ["delay", "speed", "repeatCount", "repeatForever"]
}

/// How long an animation runs until it is logically complete (`withAnimation`'s default
/// completion criterion), from SwiftUI's documented durations: a timing curve (`linear`,
/// `easeIn`, `easeOut`, `easeInOut`, `timingCurve`) takes its `duration:` or 0.35 s;
/// `.default` is a spring with a response of 0.55 s; a spring (`spring`, `smooth`,
/// `snappy`, `bouncy`, `interpolatingSpring`) takes its `duration:` or `response:`, or
/// 0.5 s; `interactiveSpring` 0.15 s. `delay` adds, `speed` divides, `repeatCount`
/// multiplies, and `repeatForever` never completes. Faithfulness: simplified: a spring
/// is taken as complete after its duration, which is when SwiftUI considers a spring of
/// no bounce logically complete; a bouncy one settles later.
enum AnimationTiming: Equatable {
    case seconds(Double)
    case never

    init(of value: Value, _ interpreter: Interpreter) {
        switch value {
        case .null:
            self = .seconds(0)
        case .enumCase(let animation) where animation.type == nil:
            var labelled: [String: Double] = [:]
            for (label, argument) in zip(animation.labels, animation.payload) {
                guard let label, let number = Self.number(argument) else { continue }
                labelled[label] = number
            }
            self = .seconds(Self.baseSeconds(animation.name, labelled))
        case .symbol(let type, let name) where type == nil || type == "Animation":
            self = interpreter.animationTimings[name] ?? .seconds(Self.baseSeconds(name, [:]))
        default:
            self = .seconds(Self.baseSeconds("default", [:]))
        }
    }

    /// The timing of `base.method(arguments)`.
    func modified(by method: String, _ arguments: [Value]) -> AnimationTiming {
        guard case .seconds(let seconds) = self else { return .never }
        let number = arguments.first.flatMap(Self.number)
        switch method {
        case "delay": return .seconds(seconds + max(0, number ?? 0))
        case "speed":
            guard let speed = number, speed > 0 else { return .never }
            return .seconds(seconds / speed)
        case "repeatCount": return .seconds(seconds * max(1, number ?? 1))
        case "repeatForever": return .never
        default: return self
        }
    }

    private static func baseSeconds(_ name: String, _ labelled: [String: Double]) -> Double {
        switch name {
        case "linear", "easeIn", "easeOut", "easeInOut", "timingCurve": labelled["duration"] ?? 0.35
        case "default": 0.55
        case "interactiveSpring": labelled["response"] ?? labelled["duration"] ?? 0.15
        default: labelled["duration"] ?? labelled["response"] ?? 0.5
        }
    }

    private static func number(_ value: Value) -> Double? {
        switch value {
        case .int(let int): Double(int)
        case .double(let double): double
        default: nil
        }
    }
}
