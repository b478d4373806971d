import Foundation

/// `--watch` for `run` and `test`: re-runs when a watched file changes, found by polling
/// modification times and sizes (no file-system events, no outside packages).
///
/// Watched: every `.scenario` file given or below a given folder, and the `.swift` files
/// beside each scenario (the Swift a lesson is written from). A file that appears or
/// disappears is a change too.
package struct FileWatcher {
    package var paths: [String]

    package init(paths: [String]) {
        self.paths = paths
    }

    /// What the watched files look like now: path → (modification time, size).
    package struct Snapshot: Equatable {
        package var files: [String: [Double]]

        /// The paths that differ from `old`, sorted.
        package func changes(since old: Snapshot) -> [String] {
            Set(files.keys).union(old.files.keys).filter { files[$0] != old.files[$0] }.sorted()
        }
    }

    package func snapshot() -> Snapshot {
        let manager = FileManager.default
        var watched: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                watched.insert(path)
                continue
            }
            let scenarios = isDirectory.boolValue ? ScenarioFiles.collect([path]).found : [path]
            watched.formUnion(scenarios)
            for scenario in scenarios {
                let folder = Golden.folder(of: scenario)
                let listing = (try? manager.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
                for name in listing where name.hasSuffix(".swift") {
                    watched.insert((folder as NSString).appendingPathComponent(name))
                }
            }
        }
        var files: [String: [Double]] = [:]
        for path in watched {
            guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (attributes[.size] as? NSNumber)?.doubleValue ?? 0
            files[path] = [modified, size]
        }
        return Snapshot(files: files)
    }

    /// Runs `body`, then polls every `interval` seconds and runs `body` again with the
    /// changed paths after each change. Stops after `maxPolls` polls when given (tests),
    /// otherwise only when the process is stopped. Returns how many times `body` ran.
    @discardableResult
    package func watch(
        interval: Double = 0.5, maxPolls: Int? = nil, sleep: (Double) -> Void = { Thread.sleep(forTimeInterval: $0) },
        _ body: ([String]) -> Void
    ) -> Int {
        var last = snapshot()
        body([])
        var runs = 1
        var polls = 0
        while maxPolls.map({ polls < $0 }) ?? true {
            sleep(interval)
            polls += 1
            let now = snapshot()
            let changed = now.changes(since: last)
            guard changed.isEmpty == false else { continue }
            last = now
            body(changed)
            runs += 1
        }
        return runs
    }
}
