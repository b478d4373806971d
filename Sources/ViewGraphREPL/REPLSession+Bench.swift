// `viewgraph bench` W7: the REPL's own commands, timed over a lesson.
import ViewGraphDriver

extension REPLSession {
    /// W7: a REPL session over one lesson, as a learner drives it: `next` from the first
    /// render to the last step, `back` to the first render, then `goto` the last step and
    /// `goto` each earlier one. Each command is timed with its card (the text is dropped).
    package static func timeCommands(_ path: String, host: REPLHost) -> REPLTiming {
        var timing = REPLTiming(path: path)
        let session = REPLSession(host: host, write: { _ in })
        guard session.open(path) else { return timing }
        func timed(_ line: String) -> Double {
            let start = BenchClock.now()
            session.execute(line)
            return BenchClock.microseconds(since: start) / 1000
        }
        while true {
            let before = session.position
            let milliseconds = timed("next")
            guard session.position > before else { break }
            timing.nextMs.append(milliseconds)
        }
        let last = session.position
        timing.steps = last
        while session.position > 0 {
            let before = session.position
            let milliseconds = timed("back")
            guard session.position < before else { break }
            timing.backMs.append(milliseconds)
        }
        timing.gotoMs.append(timed("goto \(last)"))
        for target in stride(from: last - 1, through: 0, by: -1) {
            timing.gotoMs.append(timed("goto \(target)"))
        }
        return timing
    }
}
