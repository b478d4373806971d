import Foundation
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphReports

/// The process's standard streams: the only place the tool writes.
struct Terminal: Sendable {
    let descriptor: Int32

    static let standardOutput = Terminal(descriptor: STDOUT_FILENO)
    static let standardError = Terminal(descriptor: STDERR_FILENO)

    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Writes `text` with every control character escaped (`\u{1B}`) but newlines, tabs
    /// and ViewGraph's own colour codes: a scenario's text cannot drive the terminal.
    func write(_ text: String) {
        let text = ControlCharacters.escape(text, keeping: ControlCharacters.colourCodes)
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return  // a closed pipe or a full disk: nothing useful left to do
            }
            remaining = remaining.dropFirst(written)
        }
    }
}

/// What a command needs from the process: where to write, and whether in colour.
struct CommandContext {
    var color: ColorChoice
    var environment: [String: String] = ProcessInfo.processInfo.environment

    /// Whether text written to `stream` should carry ANSI colours.
    func usesColor(_ stream: Terminal) -> Bool {
        color.usesColor(isTerminal: stream.isTerminal, environment: environment)
    }

    /// The width reports fit to: `COLUMNS` when set, else the terminal's width, else
    /// 100 columns (pipes and files).
    var outputWidth: Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        if Terminal.standardOutput.isTerminal {
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        }
        return TextFit.defaultWidth
    }

    /// Normal output, on stdout.
    func output(_ text: String) { Terminal.standardOutput.write(text) }

    /// `error: MESSAGE` on stderr.
    func error(_ message: String) { Terminal.standardError.write("error: \(message)\n") }
}
