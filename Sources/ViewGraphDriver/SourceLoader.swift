import ViewGraphDiagnostics

/// Turns a file's bytes into a `SourceFile`, or into a diagnostic when the bytes
/// cannot be a scenario: larger than the size limit, not UTF-8, or containing NUL
/// bytes. Pure: the executable reads the bytes; this decides what they are.
package enum SourceLoader {
    /// Scenario files larger than this are rejected before parsing (1 MiB).
    package static let sizeLimit = 1 << 20

    package enum Outcome {
        case loaded(SourceFile)
        /// The file cannot be checked; the batch holds one error, placed in the file.
        case rejected(DiagnosticBatch)
    }

    /// - Parameters:
    ///   - bytes: the file's contents, or for an oversized file at least its start
    ///     (more than `sizeLimit` bytes).
    ///   - fileSize: the file's full size, when known and larger than `bytes`.
    package static func load(path: String, bytes: [UInt8], fileSize: Int? = nil) -> Outcome {
        let size = max(fileSize ?? 0, bytes.count)
        if size > sizeLimit {
            // Show the first line only: enough for the caret, cheap for any size.
            let firstLine = bytes.prefix(4096).prefix { $0 != UInt8(ascii: "\n") }
            let source = SourceFile(path: path, text: String(decoding: firstLine, as: UTF8.self))
            let diagnostic = Diagnostic.error(
                "file is too large to be a scenario (\(fileSize.map { describe($0) + "; " } ?? "")the limit is 1 MiB)",
                at: .at(0),
                group: .limits)
            return .rejected(DiagnosticBatch(source: source, diagnostics: [diagnostic]))
        }

        // A UTF-8 byte order mark is allowed and dropped, as swiftc does.
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }

        if let invalid = firstInvalidUTF8(body) {
            let source = SourceFile(path: path, text: String(decoding: body, as: UTF8.self))
            let byte = String(body[body.startIndex + invalid], radix: 16, uppercase: true)
            let diagnostic = Diagnostic.error(
                "file is not valid UTF-8 (byte 0x\(byte.count == 1 ? "0" + byte : byte))", at: .at(invalid),
                notes: [DiagnosticNote("scenario files must be saved as UTF-8 text")])
            return .rejected(DiagnosticBatch(source: source, diagnostics: [diagnostic]))
        }
        let text = String(decoding: body, as: UTF8.self)
        let source = SourceFile(path: path, text: text)
        if let nul = body.firstIndex(of: 0) {
            let diagnostic = Diagnostic.error(
                "file contains a NUL byte; scenario files must be text", at: .at(nul - body.startIndex))
            return .rejected(DiagnosticBatch(source: source, diagnostics: [diagnostic]))
        }
        return .loaded(source)
    }

    /// Offset (from the slice's start) of the first byte that is not part of valid UTF-8.
    static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }

    private static func describe(_ size: Int) -> String {
        let mebibytes = Double(size) / Double(1 << 20)
        let tenths = (mebibytes * 10).rounded() / 10
        return "\(tenths) MiB"
    }
}
