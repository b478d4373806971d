import Foundation
import ViewGraphDiagnostics
import ViewGraphDriver

/// Reads scenario files for commands, never more than the size limit allows.
enum SourceReading {
    enum Result {
        case loaded(SourceFile)
        /// The file was read but cannot be a scenario: a diagnostic placed in it.
        case rejected(DiagnosticBatch)
        /// The file could not be read at all: `cannot read 'X': REASON`.
        case unreadable(String)
    }

    static func read(_ path: String) -> Result {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .unreadable("cannot read '\(path)': no such file")
        }
        if isDirectory.boolValue {
            return .unreadable("cannot read '\(path)': it is a directory, not a scenario file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .unreadable("cannot read '\(path)': permission denied")
        }
        defer { try? handle.close() }
        let bytes: [UInt8]
        do {
            // One byte more than the limit tells an oversized file (or device) from one at the limit.
            bytes = Array(try handle.read(upToCount: SourceLoader.sizeLimit + 1) ?? Data())
        } catch {
            return .unreadable("cannot read '\(path)': \(error.localizedDescription)")
        }
        // The full size of an oversized regular file; devices and pipes have none.
        var fileSize: Int?
        if bytes.count > SourceLoader.sizeLimit,
            let attributes = try? manager.attributesOfItem(atPath: path),
            let size = (attributes[.size] as? NSNumber)?.intValue, size > bytes.count
        {
            fileSize = size
        }
        switch SourceLoader.load(path: path, bytes: bytes, fileSize: fileSize) {
        case .loaded(let source): return .loaded(source)
        case .rejected(let batch): return .rejected(batch)
        }
    }

    /// The reader `include "…"` uses: the same limits as a scenario file.
    static func readIncluded(_ path: String) -> Swift.Result<String, Pipeline.ReadFailure> {
        switch read(path) {
        case .loaded(let source): return .success(source.text)
        case .rejected(let batch):
            return .failure(Pipeline.ReadFailure(batch.diagnostics.first?.message ?? "unreadable"))
        case .unreadable(let message):
            let reason = message.components(separatedBy: "': ").last ?? message
            return .failure(Pipeline.ReadFailure(reason))
        }
    }
}
