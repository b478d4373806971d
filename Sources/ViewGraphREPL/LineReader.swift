// Where the REPL's lines come from. The executable supplies a libedit reader on a
// terminal and a plain one for pipes; tests supply `ScriptedLineReader`.

/// What one read produced.
package enum LineInput: Equatable, Sendable {
    case line(String)
    /// Ctrl-C: the line was abandoned; prompt again.
    case interrupted
    /// Ctrl-D or the end of piped input: leave the REPL.
    case endOfInput
}

/// A source of input lines with a prompt and history.
package protocol LineReader: AnyObject {
    /// Reads one line, showing `prompt` when the reader is interactive.
    func readLine(prompt: String) -> LineInput
    /// Remembers a line for history (Up arrow, the history file).
    func addHistory(_ line: String)
}

/// Replays a fixed list of inputs and records a terminal-like transcript: each
/// prompt followed by the line typed at it. Output written by the session goes to
/// the same transcript through `write(_:)`.
package final class ScriptedLineReader: LineReader {
    private var inputs: [LineInput]
    package private(set) var transcript = ""
    package private(set) var history: [String] = []
    /// Whether to echo prompts and lines into the transcript.
    package var echoes: Bool

    package init(_ lines: [String], echoes: Bool = true) {
        self.inputs = lines.map { .line($0) }
        self.echoes = echoes
    }

    package init(inputs: [LineInput], echoes: Bool = true) {
        self.inputs = inputs
        self.echoes = echoes
    }

    package func readLine(prompt: String) -> LineInput {
        guard inputs.isEmpty == false else {
            if echoes { transcript += prompt + "\n" }
            return .endOfInput
        }
        let input = inputs.removeFirst()
        if echoes {
            switch input {
            case .line(let text): transcript += prompt + text + "\n"
            case .interrupted: transcript += prompt + "^C\n"
            case .endOfInput: transcript += prompt + "\n"
            }
        }
        return input
    }

    package func addHistory(_ line: String) {
        history.append(line)
    }

    /// Session output lands here, interleaved with the echoed input.
    package func write(_ text: String) {
        transcript += text
    }
}
