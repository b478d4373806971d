import Foundation
import ViewGraphDriver

/// `viewgraph new NAME`: writes `NAME.scenario`, a lesson skeleton that passes
/// `viewgraph test`; never replaces a file.
func writeLesson(name: String, _ context: CommandContext) -> Int32 {
    let path = LessonTemplate.path(for: name)
    let manager = FileManager.default
    if manager.fileExists(atPath: path) {
        context.error("'\(path)' already exists; choose another name or remove it first")
        return ExitStatus.failure
    }
    let folder = (path as NSString).deletingLastPathComponent
    do {
        if folder.isEmpty == false { try manager.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try Golden.write(LessonTemplate.text(name: name), to: path)
    } catch {
        context.error("cannot write '\(path)': \(error.localizedDescription)")
        return ExitStatus.failure
    }
    context.output("wrote \(path)\nnext: viewgraph run \(path)\n")
    return ExitStatus.success
}
