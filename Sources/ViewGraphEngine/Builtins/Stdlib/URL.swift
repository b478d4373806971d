// Foundation's `URL`, as app code builds and reads one: `URL(string:)` (nil for an
// empty string), `URL(fileURLWithPath:)` and `URL(filePath:)`, its parts (`scheme`,
// `host`, `path`, `query`, `fragment`, `port`, `lastPathComponent`, `pathExtension`,
// `pathComponents`), `host()` and `path()`, and the URLs derived from one
// (`appendingPathComponent(_:)`, `appending(path:)`, `appendingPathExtension(_:)`,
// `deletingLastPathComponent()`, `deletingPathExtension()`). What a `Link` or an
// `AsyncImage` is given, and what a `URLSession` request names.
// Rules: none (plain Foundation).
// Faithfulness: exact: Foundation's own URL parses and derives (so a space becomes
// `%20`, as `URL(string:)` does since iOS 17), and a URL prints as its absolute string.
// Not modelled: the directories of this machine (`URL.documentsDirectory`,
// `URL.temporaryDirectory`: a run would print this machine's paths), `URLComponents`,
// `URLQueryItem`, `resolvingSymlinksInPath()`, reading or writing files.
import Foundation
import ViewGraphDiagnostics

enum URLBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.constructor("URL", ["string"]) { call in
            guard case .string(let text) = call.values[0] else { return nil }
            return URL(string: text).map(make) ?? .null
        }
        family.constructor("URL", ["fileURLWithPath"]) { call in
            guard case .string(let path) = call.values[0] else { return nil }
            return make(URL(fileURLWithPath: path))
        }
        family.constructor("URL", ["filePath"]) { call in
            guard case .string(let path) = call.values[0] else { return nil }
            return make(URL(filePath: path))
        }
        let texts: [(String, @Sendable (URL) -> String?)] = [
            ("absoluteString", { $0.absoluteString }), ("description", { $0.description }), ("scheme", { $0.scheme }),
            ("host", { $0.host }), ("path", { $0.path }), ("query", { $0.query }), ("fragment", { $0.fragment }),
            ("lastPathComponent", { $0.lastPathComponent }), ("pathExtension", { $0.pathExtension }),
        ]
        for (name, part) in texts {
            family.property(.url, name) { base, _ in
                url(base).map { part($0).map(Value.string) ?? .null }
            }
        }
        family.property(.url, "port") { base, _ in url(base).map { $0.port.map(Value.int) ?? .null } }
        family.property(.url, "isFileURL") { base, _ in url(base).map { .bool($0.isFileURL) } }
        family.property(.url, "absoluteURL") { base, _ in url(base).map { make($0.absoluteURL) } }
        family.property(.url, "pathComponents") { base, _ in
            url(base).map { .array($0.pathComponents.map(Value.string)) }
        }
        family.method(.url, "host", []) { base, _ in url(base).map { $0.host().map(Value.string) ?? .null } }
        family.method(.url, "path", []) { base, _ in url(base).map { .string($0.path()) } }
        family.method(.url, "appendingPathComponent", [nil]) { base, call in
            derived(base, call) { $0.appendingPathComponent($1) }
        }
        family.method(.url, "appending", ["path"]) { base, call in derived(base, call) { $0.appending(path: $1) } }
        family.method(.url, "appending", ["component"]) { base, call in
            derived(base, call) { $0.appending(component: $1) }
        }
        family.method(.url, "appendingPathExtension", [nil]) { base, call in
            derived(base, call) { $0.appendingPathExtension($1) }
        }
        family.method(.url, "deletingLastPathComponent", []) { base, _ in
            url(base).map { make($0.deletingLastPathComponent()) }
        }
        family.method(.url, "deletingPathExtension", []) { base, _ in
            url(base).map { make($0.deletingPathExtension()) }
        }
        return family
    }

    static func make(_ url: URL) -> Value { .foundation(.url(url)) }

    private static func url(_ base: Value) -> URL? {
        if case .foundation(.url(let url)) = base { return url }
        return nil
    }

    /// A URL made from `base` and the call's one String argument.
    private static func derived(_ base: Value, _ call: BuiltinCall, _ make: (URL, String) -> URL) -> Value? {
        guard let url = url(base), case .string(let text) = call.values[0] else { return nil }
        return Self.make(make(url, text))
    }
}
