// Storage as apps reach for it: `UserDefaults.standard`, an in-memory store that starts
// empty for every run and that `@AppStorage` shares (R5.6): `set(_:forKey:)`,
// `integer`/`double`/`bool`/`string`/`object`/`array`/`dictionary(forKey:)`,
// `removeObject(forKey:)`.
// Rules: R5.6 (an `@AppStorage` view reads the key's value and is invalidated when it
// is written, through the wrapper or through UserDefaults).
// Faithfulness: exact for property-list values (Int, Double, Bool, String, Date, and
// arrays and dictionaries of them): the typed getters convert as Foundation's do (a
// number read as a String is its text, "true"/"YES"/"1" read as a Bool are true,
// a missing key is 0, false or nil). Storing any other value is a runtime diagnostic,
// where Foundation stops the app ("Attempt to insert non-property list object").
// Nothing reaches the disk; other suites (`UserDefaults(suiteName:)`) are not
// simulated yet.
// `FileManager.default`, `JSONEncoder()` and `JSONDecoder()` can be built (options set
// on them are kept), so code that creates them loads. ViewGraph never touches the
// disk: every FileManager call that would, `Data(contentsOf:)` and a String's
// `write(to:…)` are runtime diagnostics. `encode(_:)` and `decode(_:from:)` are not
// simulated yet (a runtime diagnostic): the simulator has no `Data` values to hold the
// bytes they would produce.
import ViewGraphDiagnostics

enum StorageBuiltins {
    static var family: BuiltinFamily {
        var family = BuiltinFamily()
        family.staticProperty("UserDefaults", "standard") { _ in .foundation(.userDefaults) }
        family.method(.userDefaults, "set", [nil, "forKey"]) { _, call in
            guard case .string(let key) = call.values[1] else { return nil }
            let value = call.values[0]
            if case .null = value {
                try call.host.setDefault(nil, forKey: key, site: call.range)
                return .void
            }
            guard isPropertyList(value) else {
                throw RuntimeError(
                    "UserDefaults can only store property-list values (Int, Double, Bool, String, Date, and arrays and dictionaries of them), not '\(ValueFormatting.typeName(of: value))'",
                    at: call.range,
                    notes: [
                        DiagnosticNote("Foundation stops the app here: 'Attempt to insert non-property list object'")
                    ]
                )
            }
            try call.host.setDefault(value, forKey: key, site: call.range)
            return .void
        }
        family.method(.userDefaults, "removeObject", ["forKey"]) { _, call in
            guard case .string(let key) = call.values[0] else { return nil }
            try call.host.setDefault(nil, forKey: key, site: call.range)
            return .void
        }
        for getter in ["integer", "double", "bool", "string", "object", "array", "dictionary"] {
            family.method(.userDefaults, getter, ["forKey"]) { _, call in
                guard case .string(let key) = call.values[0] else { return nil }
                return read(call.host.defaultsValue(forKey: key), as: getter)
            }
        }
        family.staticProperty("FileManager", "default") { interpreter in
            .foundation(.formatter(interpreter.makeFormatter(kind: "FileManager")))
        }
        for kind in ["JSONEncoder", "JSONDecoder"] {
            family.constructor(kind, []) { call in .foundation(.formatter(call.interpreter.makeFormatter(kind: kind))) }
        }
        for name in diskMethods {
            family.method(.fileManager, name, nil) { _, call in
                throw noDisk("FileManager.\(name)(\(call.labels.map { ($0 ?? "_") + ":" }.joined()))", at: call.range)
            }
        }
        family.constructor("Data", ["contentsOf"]) { call in throw noDisk("Data(contentsOf:)", at: call.range) }
        family.method(.string, "write", nil) { _, call in
            throw noDisk("String.write(\(call.labels.map { ($0 ?? "_") + ":" }.joined()))", at: call.range)
        }
        return family
    }

    /// The FileManager methods that would read or write the disk.
    static let diskMethods = [
        "contents", "fileExists", "urls", "createFile", "createDirectory", "removeItem", "contentsOfDirectory",
        "copyItem", "moveItem", "attributesOfItem",
    ]

    static func noDisk(_ call: String, at range: SourceRange) -> RuntimeError {
        RuntimeError(
            "ViewGraph never touches the disk: '\(call)' is not simulated; keep the data in a model, or in 'UserDefaults.standard' (in memory)",
            at: range, group: .unsupported)
    }

    /// What Foundation's plist types cover.
    static func isPropertyList(_ value: Value) -> Bool {
        switch value {
        case .int, .double, .bool, .string, .foundation(.date): return true
        case .array(let items): return items.allSatisfy(isPropertyList)
        case .dictionary(let dictionary):
            return dictionary.keys.allSatisfy { if case .string = $0 { true } else { false } }
                && dictionary.values.allSatisfy(isPropertyList)
        default: return false
        }
    }

    /// A stored value through one of the typed getters.
    static func read(_ stored: Value?, as getter: String) -> Value {
        switch getter {
        case "integer":
            switch stored {
            case .int(let i)?: return .int(i)
            case .double(let d)? where d.isFinite && abs(d) < 9.2e18: return .int(Int(d))
            case .bool(let b)?: return .int(b ? 1 : 0)
            case .string(let s)?: return .int(Int(s) ?? Double(s).flatMap { abs($0) < 9.2e18 ? Int($0) : nil } ?? 0)
            default: return .int(0)
            }
        case "double":
            switch stored {
            case .int(let i)?: return .double(Double(i))
            case .double(let d)?: return .double(d)
            case .bool(let b)?: return .double(b ? 1 : 0)
            case .string(let s)?: return .double(Double(s) ?? 0)
            default: return .double(0)
            }
        case "bool":
            switch stored {
            case .bool(let b)?: return .bool(b)
            case .int(let i)?: return .bool(i != 0)
            case .double(let d)?: return .bool(d != 0)
            case .string(let s)?: return .bool(["true", "yes", "1"].contains(s.lowercased()))
            default: return .bool(false)
            }
        case "string":
            switch stored {
            case .string(let s)?: return .string(s)
            case .int(let i)?: return .string(String(i))
            case .double(let d)?:
                // NSNumber's text: an integral value without a fraction.
                return .string(d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d))
            case .bool(let b)?: return .string(b ? "1" : "0")
            default: return .null
            }
        case "array":
            if case .array? = stored { return stored! }
            return .null
        case "dictionary":
            if case .dictionary? = stored { return stored! }
            return .null
        default:
            return stored ?? .null
        }
    }
}
