// Catalogue entries for types, protocols and free functions of the standard library,
// Foundation and SwiftUI. Members of these types are in Catalogue+Members.swift.
// Families: Sources/ViewGraphEngine/Builtins/Stdlib/ and Builtins/SwiftUI/.

extension BuiltinCatalogue {
    private static func type(
        _ name: String, _ family: String, _ doc: String, status: BuiltinStatus = .simulated, symbolic: Bool = false
    ) -> BuiltinEntry {
        BuiltinEntry(name, kind: .type, isSymbolic: symbolic, status: status, doc: doc, family: family)
    }

    private static func symbolic(_ name: String, _ doc: String) -> BuiltinEntry {
        type(name, "SwiftUI/Symbols", doc, symbolic: true)
    }

    private static func nameOnly(_ name: String, _ doc: String, _ family: String = "Stdlib/Names") -> BuiltinEntry {
        type(name, family, doc, status: .nameOnly)
    }

    static let types: [BuiltinEntry] = [
        // Values the engine computes with Swift's own results.
        type("Int", "Stdlib/Numbers", "a 64-bit integer; `Int(_:)` converts"),
        type("Double", "Stdlib/Numbers", "a 64-bit floating-point number"),
        type("Float", "Stdlib/Numbers", "a floating-point number (computed as Double)"),
        type("CGFloat", "Stdlib/Numbers", "a floating-point number (computed as Double)"),
        type("TimeInterval", "Stdlib/Numbers", "seconds, a Double (`TimeInterval(minutes * 60)`)"),
        type("String", "Stdlib/String", "text; `String(_:)` describes a value"),
        type(
            "Bool", "Stdlib/Numbers",
            "true or false; `Bool(\"true\")` reads one from a String (nil unless it is \"true\" or \"false\")"),
        type("Array", "Stdlib/Array", "an ordered collection with value semantics"),
        type("Dictionary", "Stdlib/Dictionary", "keys and values in insertion order (output is deterministic)"),
        type("Set", "Stdlib/Set", "unique elements, hashed, in insertion order (Swift's order is unspecified)"),
        type(
            "IndexSet", "Stdlib/IndexSet",
            "distinct offsets in ascending order, as `.onDelete` and `.onMove` give them; prints as `2 indexes`"),
        type("UUID", "Stdlib/Foundation", "an identifier; seeded per run, so deterministic"),
        type(
            "ObjectIdentifier", "Stdlib/Foundation",
            "a class instance's identity (an `Identifiable` class's default `id`); prints the instance's name, not an address"
        ),
        type("Date", "Stdlib/Foundation", "a moment on the simulated clock (`Date.now`)"),
        type("Duration", "Stdlib/Foundation", "a length of time"),
        // Key path values are written as literals (`\\.age`); the type names are for
        // annotations (`KeyPath<Person, Int>`), with nothing to construct or call on them.
        nameOnly(
            "KeyPath",
            "a key path's type (`KeyPath<Person, Int>`); its values are literals (`\\.age`), read with `value[keyPath:]` or called as a function of the root (`key($0)`)",
            "Stdlib/Functions"),
        nameOnly(
            "WritableKeyPath",
            "a writable key path's type; its values are literals (`\\.age`), written with `value[keyPath:] = …`",
            "Stdlib/Functions"),
        type("Measurement", "Stdlib/Foundation", "a value with a unit"),
        type("MeasurementFormatter", "Stdlib/Foundation", "formats measurements; costly to create"),
        type("NumberFormatter", "Stdlib/Foundation", "formats numbers; costly to create"),
        type("DateFormatter", "Stdlib/Foundation", "formats dates; costly to create"),
        type("Decimal", "Stdlib/Decimal", "a base-10 number, exact for the amounts apps write"),
        type(
            "URLSession", "Stdlib/Network",
            "builds without a network; a request is a diagnostic (simulate its time with `Task.sleep`)"),
        type("URLSessionConfiguration", "Stdlib/Network", "`.default`, `.ephemeral`: options are kept"),
        type("UnitLength", "Stdlib/Foundation", "units of length"),
        type("UnitDuration", "Stdlib/Foundation", "units of time"),
        type("UnitMass", "Stdlib/Foundation", "units of mass"),
        type("UnitTemperature", "Stdlib/Foundation", "units of temperature"),
        type("State", "SwiftUI/DynamicProperties", "`State(initialValue:)` in an `init`"),
        type("Binding", "SwiftUI/DynamicProperties", "`Binding(get:set:)`: a new location on every call (R6.3)"),
        type(
            "Task", "Stdlib/Concurrency",
            "unstructured work that outlives its view (R10.3); a handle to cancel or await"),
        type("AsyncStream", "Stdlib/Concurrency", "a stream of values a task iterates with `for await`"),
        type(
            "MainActor", "Stdlib/Concurrency",
            "the main actor: `await MainActor.run { … }` runs the closure now (one thread runs everything here)"),
        type("AsyncThrowingStream", "Stdlib/Concurrency", "an `AsyncStream` whose iteration can throw"),
        type("CancellationError", "Stdlib/Concurrency", "what a cancelled `Task.sleep` throws"),
        type("TaskGroup", "Stdlib/Concurrency", "the group `withTaskGroup` passes to its closure", status: .nameOnly),
        type(
            "ThrowingTaskGroup", "Stdlib/Concurrency", "the group `withThrowingTaskGroup` passes to its closure",
            status: .nameOnly),
        type(
            "Timer", "Stdlib/Timer",
            "`Timer.scheduledTimer(withTimeInterval:repeats:block:)` and `Timer.publish(every:on:in:)`: timers on the simulated clock"
        ),
        type("AnyCancellable", "Combine/Combine", "a Combine subscription; `cancel()` ends it", status: .nameOnly),
        type("EnvironmentValues", "SwiftUI/Environment", "the environment's keys (`\\EnvironmentValues.key`)"),
        // SwiftUI vocabulary: static members are symbolic values that compare by name.
        symbolic("Color", "colours (`Color.blue`)"),
        symbolic("Font", "fonts (`.headline`)"),
        symbolic("Alignment", "alignments"),
        symbolic("HorizontalAlignment", "horizontal alignments"),
        symbolic("VerticalAlignment", "vertical alignments"),
        symbolic("Edge", "edges"),
        symbolic(
            "AnyTransition", "transitions (`.opacity`, `.move(edge: .top)`); how a view comes and goes, not drawn"),
        symbolic("ColorScheme", "`.light` and `.dark`"),
        symbolic("DynamicTypeSize", "text sizes, ordered (`size >= .accessibility1`)"),
        symbolic("RunLoop", "run loops: `RunLoop.main`, where a timer publisher runs (the simulated clock drives it)"),
        symbolic(
            "Locale",
            "locales: `Locale.current` is en_US, `Locale(identifier: \"fr_FR\")` has its parts (formatting stays en_US)"
        ),
        symbolic("TextAlignment", "text alignments"),
        symbolic("ContentSize", "content sizes"),
        symbolic("Visibility", "visibility values"),
        symbolic("ButtonStyle", "button styles"),
        symbolic("ShapeStyle", "shape styles"),
        symbolic("Animation", "animations (not modelled: only the update is)"),
        symbolic(
            "EdgeInsets", "edge insets (`EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)`, spelled as written)"
        ),
        symbolic("Axis", "axes"),
        symbolic(
            "GridItem",
            "a grid column or row; an adaptive one (`GridItem(.adaptive(minimum: 80))`) is as many as fit across the screen"
        ),
        symbolic("AnyShapeStyle", "a type-erased shape style"),
        symbolic(
            "StrokeStyle", "a line's style for `.stroke(_:style:)` (`StrokeStyle(lineWidth: 4)`): nothing is drawn"),
        symbolic("NavigationSplitViewVisibility", "which columns of a split view show (`.all`, `.automatic`)"),
        // Valid where a type is written; not values the engine computes with yet.
        type("Character", "Stdlib/String", "a character: `Character(\"a\")`, a one-character String here"),
        type("NSNumber", "Stdlib/Foundation", "`NSNumber(value:)` for a formatter: the number itself"),
        nameOnly("Substring", "a slice of a string"),
        nameOnly(
            "Hasher",
            "the hasher of a declared `hash(into:)`, which is accepted and never run: sets and dictionaries give the same results with `==`"
        ),
        nameOnly("Void", "no value"),
        nameOnly("Never", "no value, ever"),
        nameOnly("Range", "a half-open range (`a..<b`)"),
        nameOnly("ClosedRange", "a closed range (`a...b`)"),
        nameOnly("Int8", "an 8-bit integer"),
        nameOnly("Int16", "a 16-bit integer"),
        nameOnly("Int32", "a 32-bit integer"),
        nameOnly("Int64", "a 64-bit integer"),
        nameOnly("UInt", "an unsigned integer"),
        nameOnly("UInt8", "an unsigned 8-bit integer"),
        nameOnly("UInt16", "an unsigned 16-bit integer"),
        nameOnly("UInt32", "an unsigned 32-bit integer"),
        nameOnly("UInt64", "an unsigned 64-bit integer"),
        type("Calendar", "Stdlib/Dates", "`Calendar.current`: Gregorian, in UTC, on the simulated clock"),
        type(
            "TimeZone", "Stdlib/TimeZone",
            "UTC, the simulated clock's zone: `TimeZone(identifier: \"UTC\")`, `.gmt`, `.current` (another zone is not simulated yet)"
        ),
        type(
            "URL", "Stdlib/URL",
            "Foundation's own URL: `URL(string:)` (an optional), `URL(fileURLWithPath:)`, its parts; prints as its absolute string"
        ),
        nameOnly("URLError", "a URL loading error", "Stdlib/Foundation"),
        nameOnly(
            "NSObject", "a superclass for Objective-C interoperation (`super.init()` does nothing here)",
            "Stdlib/Foundation"),
        nameOnly(
            "CharacterSet", "a set of characters (`trimmingCharacters(in: .whitespaces)` takes its members)",
            "Stdlib/Foundation"),
        nameOnly("ISO8601DateFormatter", "an ISO 8601 date formatter", "Stdlib/Foundation"),
        // A custom `init(from decoder: Decoder)` or `encode(to encoder: Encoder)` loads: the
        // types name its parameters; nothing calls it, as JSON coding is not simulated.
        nameOnly("Decoder", "what a custom `init(from:)` is given (JSON coding is not simulated)", "Stdlib/Foundation"),
        nameOnly("Encoder", "what a custom `encode(to:)` is given (JSON coding is not simulated)", "Stdlib/Foundation"),
        nameOnly("KeyedDecodingContainer", "a decoder's keyed container", "Stdlib/Foundation"),
        nameOnly("KeyedEncodingContainer", "an encoder's keyed container", "Stdlib/Foundation"),
        nameOnly("DecodingError", "an error a decoder throws", "Stdlib/Foundation"),
        nameOnly("EncodingError", "an error an encoder throws", "Stdlib/Foundation"),
        nameOnly("URLComponents", "the parts of a URL, to build one", "Stdlib/Foundation"),
        nameOnly("URLQueryItem", "a name and value of a URL's query", "Stdlib/Foundation"),
        nameOnly("URLRequest", "a network request (ViewGraph does not reach the network)", "Stdlib/Foundation"),
        nameOnly("HTTPURLResponse", "a network response (ViewGraph does not reach the network)", "Stdlib/Foundation"),
        nameOnly("DateInterval", "a start date and a duration", "Stdlib/Foundation"),
        nameOnly("DateComponentsFormatter", "formats a duration in words", "Stdlib/Foundation"),
        nameOnly("RelativeDateTimeFormatter", "formats a date relative to now", "Stdlib/Foundation"),
        nameOnly("ByteCountFormatter", "formats a byte count", "Stdlib/Foundation"),
        nameOnly("ListFormatter", "formats a list in words", "Stdlib/Foundation"),
        nameOnly("PersonNameComponents", "the parts of a person's name", "Stdlib/Foundation"),
        nameOnly("NSDecimalNumber", "a Foundation decimal number object", "Stdlib/Foundation"),
        type("Data", "Stdlib/Storage", "bytes; `Data(contentsOf:)` is a diagnostic (ViewGraph never touches the disk)"),
        nameOnly("Error", "an error"),
        nameOnly("Any", "any value"),
        nameOnly("AnyObject", "any class instance"),
        nameOnly("AnyHashable", "any hashable value"),
        type(
            "CGPoint", "SwiftUI/Geometry",
            "a point: `CGPoint(x:y:)`, `.zero`, `x` and `y` (prints with its labels: `(x: 1.0, y: 2.0)`)"),
        type(
            "CGSize", "SwiftUI/Geometry",
            "a size: `CGSize(width:height:)`, `.zero`, `width` and `height` (prints with its labels)"),
        type("CGVector", "SwiftUI/Geometry", "a vector: `CGVector(dx:dy:)`, `.zero`, `dx` and `dy`"),
        nameOnly("CGRect", "a rectangle", "SwiftUI/Geometry"),
        nameOnly("Published", "the `@Published` wrapper's type", "SwiftUI/Names"),
        type(
            "ObservedObject", "SwiftUI/DynamicProperties",
            "the `@ObservedObject` wrapper's type; `ObservedObject(wrappedValue:)` in an `init`"),
        type(
            "StateObject", "SwiftUI/DynamicProperties",
            "the `@StateObject` wrapper's type; `StateObject(wrappedValue:)` in an `init` runs its argument once per identity (R5.3)"
        ),
        nameOnly("EnvironmentObject", "the `@EnvironmentObject` wrapper's type", "SwiftUI/Names"),
        nameOnly("Environment", "the `@Environment` wrapper's type", "SwiftUI/Names"),
        type(
            "Bindable", "SwiftUI/DynamicProperties",
            "the `@Bindable` wrapper's type; `Bindable(model).isOn` makes a binding to a property of an @Observable object in place (R6.2)"
        ),
        nameOnly(
            "FocusState",
            "the `@FocusState` wrapper's type: a child's `var isFocused: FocusState<Bool>.Binding` holds the `$focused` its parent gives it",
            "SwiftUI/Names"),
        nameOnly("Gradient", "a gradient", "SwiftUI/Names"),
        nameOnly("LinearGradient", "a linear gradient", "SwiftUI/Names"),
        nameOnly("Material", "a blur material", "SwiftUI/Names"),
        nameOnly("ContentMode", "fit or fill", "SwiftUI/Names"),
        nameOnly(
            "ScenePhase", "the scene's phase: `.active`, `.inactive` or `.background` (a `scene` step moves it)",
            "SwiftUI/Names"),
        type(
            "ContinuousClock", "Stdlib/DurationMembers",
            "the simulated clock: `ContinuousClock.now` is an instant of it"),
        type(
            "SuspendingClock", "Stdlib/DurationMembers",
            "the simulated clock: `SuspendingClock.now` is an instant of it"),
        type("FileManager", "Stdlib/Storage", "`FileManager.default` can be built; every disk access is a diagnostic"),
        type("JSONEncoder", "Stdlib/Storage", "can be built (options kept); `encode(_:)` is not simulated yet"),
        type("JSONDecoder", "Stdlib/Storage", "can be built (options kept); `decode(_:from:)` is not simulated yet"),
        type(
            "UserDefaults", "Stdlib/Storage",
            "`UserDefaults.standard`: in memory, empty at the start, shared with `@AppStorage`"),
        type("DateComponents", "Stdlib/Dates", "parts of a date: `DateComponents(hour: 9, minute: 30)`"),
        // Not simulated yet: values of these are reported at their use.
        type(
            "DispatchQueue", "Stdlib/Dispatch",
            "the main queue: `DispatchQueue.main.async { … }` and `asyncAfter(deadline: .now() + 0.5) { … }` run the closure once, later, on the simulated clock"
        ),
        type(
            "DispatchTime", "Stdlib/Dispatch",
            "`DispatchTime.now()` (or `.now()`) plus seconds or `.milliseconds(n)`: an instant of the simulated clock"),
        // UIKit's, which SwiftUI apps reach for: haptics, the app, the device, the pasteboard.
        later(
            "UIImpactFeedbackGenerator", "UIKit/UIKit", "haptic feedback for an impact",
            "leave the haptic out: it changes nothing a view shows"),
        later(
            "UINotificationFeedbackGenerator", "UIKit/UIKit", "haptic feedback for a success, warning or error",
            "leave the haptic out: it changes nothing a view shows"),
        later(
            "UISelectionFeedbackGenerator", "UIKit/UIKit", "haptic feedback for a selection change",
            "leave the haptic out: it changes nothing a view shows"),
        later(
            "UIApplication", "UIKit/UIKit", "the running app (its delegate, its windows, opening URLs)",
            "'@Environment(\\.openURL)', or leave the call out"),
        later("UIDevice", "UIKit/UIKit", "the device (its model, its orientation)", "a literal value"),
        later("UIPasteboard", "UIKit/UIKit", "the system pasteboard", "a '@State' string standing for it"),
        later("UIScreen", "UIKit/UIKit", "the screen (its bounds and scale)", "fixed sizes"),
        later(
            "DispatchWorkItem", "Stdlib/Dispatch", "a cancellable block of work for a queue",
            "'Task { try await Task.sleep(for: …); … }', kept and cancelled"),
        later(
            "DispatchGroup", "Stdlib/Dispatch", "a group of work to wait for",
            "'withTaskGroup' or 'async let'"),
        later(
            "DispatchSemaphore", "Stdlib/Dispatch", "a counting semaphore",
            "an actor, or 'await' on the work itself"),
        later("NotificationCenter", "Stdlib/Foundation", "notifications", "a method call in a step"),
        later("Bundle", "Stdlib/Foundation", "the app bundle", "literal values"),
        // Foundation's other unit types: a Measurement of length, duration, mass or
        // temperature is simulated; these are not yet.
        otherUnit("UnitEnergy", "energy"),
        otherUnit("UnitVolume", "volume"),
        otherUnit("UnitSpeed", "speed"),
        otherUnit("UnitArea", "area"),
        otherUnit("UnitPower", "power"),
        otherUnit("UnitPressure", "pressure"),
        otherUnit("UnitAngle", "angle"),
        otherUnit("UnitFrequency", "frequency"),
        otherUnit("UnitInformationStorage", "information storage"),
        otherUnit("UnitFuelEfficiency", "fuel efficiency"),
        later("AttributedString", "Stdlib/Foundation", "styled text", "a String"),
        // Drawing, geometry and layout types of SwiftUI that app files name; a shape or
        // layout of the app's own is not simulated yet.
        later(
            "Path", "SwiftUI/Names", "a drawn path (lines and curves)",
            "a builtin shape: 'Circle()', 'Capsule()', 'RoundedRectangle(cornerRadius: 8)'"),
        later("Angle", "SwiftUI/Names", "an angle (`.degrees(45)`)", "a Double of degrees"),
        later(
            "UnitPoint", "SwiftUI/Names", "a point of a view's unit square (`.center`, `.topLeading`)", "leave it out"),
        later("AnyLayout", "SwiftUI/Layout", "a layout chosen while the app runs", "an 'if' between two stacks"),
        later("Transaction", "SwiftUI/Names", "the animation context of an update", "'withAnimation', or leave it out"),
        later("ScrollPosition", "SwiftUI/Layout", "a scroll view's position", "the 'scroll' step action"),
        later("SortOrder", "SwiftUI/Names", "a sort direction (`.forward`, `.reverse`)", "a Bool for ascending"),
        later("UIColor", "UIKit/UIKit", "a UIKit colour", "a SwiftUI 'Color' ('Color.red', 'Color(red:green:blue:)')"),
        later(
            "ModelContext", "SwiftData/SwiftData", "SwiftData's context for inserting and saving models",
            "an @Observable store that keeps the models in an array"),
        later(
            "UnicodeScalar", "Stdlib/Strings", "a Unicode scalar value (`UnicodeScalar(65)`)",
            "a String or an array of letters ('[\"A\", \"B\", \"C\"][row]')"),
        later(
            "Unicode", "Stdlib/Strings", "Unicode's namespace (`Unicode.Scalar`)",
            "a String or an array of letters ('[\"A\", \"B\", \"C\"][row]')"),
        later(
            "NSError", "Stdlib/Foundation", "a Foundation error with a domain and a code",
            "an `enum` of your own that conforms to `Error` (`enum LoadError: Error { case offline }`)"),
        later("PassthroughSubject", "Combine/Combine", "a Combine subject", "a method on a model"),
        later("CurrentValueSubject", "Combine/Combine", "a Combine subject", "a '@Published' property"),
        later("Just", "Combine/Combine", "a Combine publisher", "the value itself"),
        later("LocalizedStringKey", "SwiftUI/Text", "a localizable string", "a String"),
        type(
            "NavigationPath", "Stdlib/Array",
            "a navigation stack's path of any values: `append`, `removeLast`, `count`, `isEmpty` (kept as the array of its values; it prints as one)"
        ),
        later("GeometryProxy", "SwiftUI/Layout", "a geometry reader's proxy", "fixed sizes"),
        later("ScrollViewProxy", "SwiftUI/Layout", "a scroll view reader's proxy", "the 'scroll' step action"),
        later("Logger", "Stdlib/Foundation", "unified logging", "'print(…)', which goes to the transcript"),
        later(
            "EditMode", "SwiftUI/Names", "a list's edit mode",
            "the 'delete' and 'move' step actions, which need no edit mode"),
        later("NSItemProvider", "Stdlib/Foundation", "drag-and-drop payloads", "a step that writes the dropped value"),
        later(
            "AsyncSequence", "Stdlib/Concurrency", "a sequence whose elements arrive over time, of the app's own",
            "an 'AsyncStream' (its 'makeStream()' or a continuation) that the type hands out"),
        later(
            "AsyncIteratorProtocol", "Stdlib/Concurrency", "the iterator of an async sequence",
            "an 'AsyncStream' (its 'makeStream()' or a continuation) that the type hands out"),
        type(
            "Result", "Stdlib/Result",
            "a success or a failure: `.success(v)`, `.failure(e)`, `Result { try … }`, `get()`, `map`"),
        type(
            "Optional", "Stdlib/Optional",
            "an optional value (`T?`): `Optional(v)`, `.some(v)` and `.none` (an optional prints as its value)"),
        later("KeyPathComparator", "Stdlib/Foundation", "a sort order by key path", "'sorted(by:)'"),
        later("SortDescriptor", "Stdlib/Foundation", "a sort order for `sorted(using:)`", "'sorted(by:)'"),
        later(
            "Regex", "Stdlib/Strings", "a regular expression", "'contains(_:)', 'hasPrefix(_:)' or 'split(separator:)'"),
        later(
            "ProcessInfo", "Stdlib/Foundation", "the process's environment and arguments",
            "a literal value standing for what it would read (`let isPreview = false`)"),
        later("NSString", "Stdlib/Foundation", "an Objective-C string", "a String"),
        later("NSAttributedString", "Stdlib/Foundation", "styled Objective-C text", "a String"),
        later("Mirror", "Stdlib/Strings", "reflection over a value's parts", "the properties by name"),
        later("NSPredicate", "Stdlib/Foundation", "a filter written as a format string", "'filter { … }'"),
        later("NSSortDescriptor", "Stdlib/Foundation", "an Objective-C sort order", "'sorted(by:)'"),
        later(
            "NSRegularExpression", "Stdlib/Foundation", "a regular expression",
            "'contains(_:)', 'hasPrefix(_:)' or 'split(separator:)'"),
        later("Scanner", "Stdlib/Foundation", "a string scanner", "'split(separator:)' and 'Int(_:)'"),
        later("NSCache", "Stdlib/Foundation", "a purging cache", "a dictionary"),
        later("NSLock", "Stdlib/Foundation", "a lock", "nothing: scenario code runs on one thread"),
        later("PropertyListEncoder", "Stdlib/Foundation", "property-list coding", "the values themselves"),
        later("PropertyListDecoder", "Stdlib/Foundation", "property-list coding", "the values themselves"),
        later(
            "PersonNameComponentsFormatter", "Stdlib/Foundation", "a person's name formatter",
            "string interpolation of the name's parts"),
        later("OSLog", "Stdlib/Foundation", "unified logging", "'print(…)', which goes to the transcript"),
        later("TapGesture", "SwiftUI/Names", "a tap gesture value for `.gesture(_:)`", "'.onTapGesture { … }'"),
        later("LongPressGesture", "SwiftUI/Names", "a long-press gesture value", "'.onTapGesture { … }' or a Button"),
        later("DragGesture", "SwiftUI/Names", "a drag gesture value", "a step that writes the dragged value"),
        later(
            "Alert", "SwiftUI/Names",
            "the older alert value that `.alert(isPresented:content:)` and `.alert(item:content:)` build",
            "'.alert(\"Title\", isPresented: $flag) { Button(\"OK\") { } } message: { Text(…) }'"),
        later(
            "Tab", "SwiftUI/Names",
            "a tab of a `TabView` in the iOS 18 form (`Tab(\"Home\", systemImage:, value:) { … }`)",
            "'HomeView().tabItem { Label(\"Home\", systemImage: \"house\") }.tag(value)'"),
        later(
            "ActionSheet", "SwiftUI/Names",
            "the older action-sheet value of `.actionSheet(isPresented:content:)`",
            "'.confirmationDialog(\"Title\", isPresented: $flag) { Button(…) { } }'"),
        later(
            "PreferenceKey", "SwiftUI/Names", "a value child views pass up to an ancestor",
            "an @Observable model the views share"),
    ]

    private static func later(_ name: String, _ family: String, _ doc: String, _ instead: String) -> BuiltinEntry {
        BuiltinEntry(name, kind: .type, status: .notSimulated, doc: doc, family: family, instead: instead)
    }

    /// One of Foundation's unit types the simulation does not have (`UnitEnergy`).
    private static func otherUnit(_ name: String, _ quantity: String) -> BuiltinEntry {
        later(name, "Stdlib/Foundation", "units of \(quantity)", "a Double in the unit you need")
    }

    private static func conformance(_ name: String, _ doc: String) -> BuiltinEntry {
        BuiltinEntry(name, kind: .protocolName, status: .nameOnly, doc: doc, family: "Stdlib/Protocols")
    }

    /// A protocol an app's type may conform to that the simulation does not run yet.
    private static func laterProtocol(_ name: String, _ family: String, _ doc: String, _ instead: String)
        -> BuiltinEntry
    {
        BuiltinEntry(name, kind: .protocolName, status: .notSimulated, doc: doc, family: family, instead: instead)
    }

    static let protocols: [BuiltinEntry] = [
        conformance("View", "a SwiftUI view: a struct with `var body: some View`"),
        conformance(
            "ViewModifier",
            "a reusable modifier: `func body(content: Content) -> some View`, applied with `.modifier(_:)`; simplified: its body is built into the body that applies it, and dynamic properties or objects in it are not simulated yet"
        ),
        conformance("Identifiable", "has an `id`; ForEach uses it (R1.4)"),
        conformance("Equatable", "has `==`; a view's custom `==` is used with `.equatable()` (R2.2)"),
        conformance("Hashable", "can be a dictionary key or a set element"),
        conformance("ObservableObject", "publishes `objectWillChange` (R3)"),
        conformance("Observable", "tracked by the Observation runtime (R4)"),
        conformance("Comparable", "has `<`"),
        conformance("CaseIterable", "has `allCases`"),
        conformance("Codable", "encodable and decodable (no effect here)"),
        conformance("Encodable", "encodable (no effect here)"),
        conformance("Decodable", "decodable (no effect here)"),
        conformance("Sendable", "safe to share across concurrency domains (no effect here)"),
        conformance(
            "CustomStringConvertible",
            "has `description`, which `print`, `String(describing:)` and interpolation use, at any depth"),
        conformance("CustomDebugStringConvertible", "has `debugDescription`"),
        conformance("CodingKey", "a key of a Codable type's `CodingKeys` (no effect here)"),
        conformance(
            "LocalizedError", "an error whose `errorDescription` is its `localizedDescription` (when not nil)"),
        conformance("RawRepresentable", "has `rawValue`"),
        conformance("EnvironmentKey", "an environment key with a `defaultValue`"),
        conformance("App", "an app: its `body` is built like a view's; its window is the root (R0.1)"),
        conformance("Scene", "a part of an app's interface (`WindowGroup`)"),
        conformance("PreviewProvider", "a preview: its `previews` are the root when the file has no App"),
        // Standard-library protocols generic code constrains to (`<S: Sequence>`, `<T: Numeric>`):
        // values carry no static type here, so a constraint does not change what runs.
        conformance("Sequence", "can be iterated (a generic constraint; no effect here)"),
        conformance("Collection", "a sequence with indices (a generic constraint; no effect here)"),
        conformance("Numeric", "supports `+`, `-` and `*` (a generic constraint; no effect here)"),
        conformance("SignedNumeric", "a number with a negation (a generic constraint; no effect here)"),
        conformance("AdditiveArithmetic", "supports `+` and `-` (a generic constraint; no effect here)"),
        conformance("BinaryInteger", "an integer type (a generic constraint; no effect here)"),
        conformance("FloatingPoint", "a floating-point type (a generic constraint; no effect here)"),
        conformance("BinaryFloatingPoint", "a binary floating-point type (a generic constraint; no effect here)"),
        conformance("StringProtocol", "String or Substring (a generic constraint; no effect here)"),
        conformance("Strideable", "can be offset by a distance (a generic constraint; no effect here)"),
        conformance("RandomNumberGenerator", "a source of random numbers (generators of your own are not used here)"),
        conformance(
            "BidirectionalCollection", "a collection walked both ways (a generic constraint; no effect here)"),
        conformance(
            "RandomAccessCollection", "a collection indexed in constant time (a generic constraint; no effect here)"),
        conformance(
            "MutableCollection", "a collection whose elements can be set (a generic constraint; no effect here)"),
        conformance(
            "RangeReplaceableCollection", "a collection that can grow and shrink (a generic constraint; no effect here)"
        ),
        laterProtocol(
            "Shape", "SwiftUI/Names", "a shape of the app's own, drawn by its `path(in:)`",
            "a builtin shape: 'Circle()', 'Capsule()', 'RoundedRectangle(cornerRadius: 8)'"),
        laterProtocol(
            "Animatable", "SwiftUI/Names", "a view or modifier whose properties animate",
            "leave the conformance out: it changes no update"),
        laterProtocol(
            "DynamicProperty", "SwiftUI/DynamicProperties", "a property wrapper of the app's own that SwiftUI updates",
            "keep its storage as '@State' in the view"),
        laterProtocol(
            "Transferable", "SwiftUI/Names", "a value that can be dragged, dropped or shared",
            "leave the conformance out"),
        laterProtocol(
            "Layout", "SwiftUI/Layout", "a layout of the app's own (`sizeThatFits`, `placeSubviews`)",
            "a VStack, HStack or Grid"),
        laterProtocol(
            "OptionSet", "Stdlib/Protocols", "a set of options kept in the bits of a raw value",
            "a 'Set' of an enum's cases ('Set<Weekday>')"),
        laterProtocol(
            "SetAlgebra", "Stdlib/Protocols", "a set-like type of the app's own", "a 'Set' of an enum's cases"),
        laterProtocol(
            "IteratorProtocol", "Stdlib/Protocols", "an iterator of the app's own (its `next()`)",
            "an array the type builds"),
        laterProtocol(
            "ExpressibleByArrayLiteral", "Stdlib/Protocols", "a type made from an array literal",
            "an initializer called with the array ('Tags([\"a\", \"b\"])')"),
        laterProtocol(
            "ExpressibleByStringLiteral", "Stdlib/Protocols", "a type made from a string literal",
            "an initializer called with the string ('Tag(\"swift\")')"),
        laterProtocol(
            "ExpressibleByIntegerLiteral", "Stdlib/Protocols", "a type made from an integer literal",
            "an initializer called with the number ('Cents(250)')"),
        laterProtocol(
            "ExpressibleByFloatLiteral", "Stdlib/Protocols", "a type made from a floating-point literal",
            "an initializer called with the number"),
        laterProtocol(
            "ExpressibleByDictionaryLiteral", "Stdlib/Protocols", "a type made from a dictionary literal",
            "an initializer called with the dictionary"),
    ]

    private static func function(
        _ name: String, _ family: String, _ doc: String, status: BuiltinStatus = .simulated,
        signatures: [[String]] = []
    ) -> BuiltinEntry {
        BuiltinEntry(name, kind: .function, signatures: signatures, status: status, doc: doc, family: family)
    }

    static let functions: [BuiltinEntry] = [
        function("print", "Stdlib/Functions", "writes to the transcript"),
        function("min", "Stdlib/Functions", "the smallest argument"),
        function("max", "Stdlib/Functions", "the largest argument"),
        function("abs", "Stdlib/Functions", "the absolute value"),
        function("work", "Simulation/Timing", "charges simulated time to the running body or action: `work(2ms)`"),
        function("every", "Simulation/Timing", "repeats a closure on the simulated clock: `every(1s) { … }`"),
        function("after", "Simulation/Timing", "runs a closure once, later: `after(100ms) { … }`"),
        function(
            "withTaskGroup", "Stdlib/Concurrency",
            "child tasks of the running task; `next()` and `for await` take results in the order they finish"),
        BuiltinEntry(
            "NSDecimalRound", kind: .function, status: .notSimulated,
            doc: "rounds a Decimal to a number of places", family: "Stdlib/Decimal",
            instead: "keep the amount in cents as an Int, or round a Double: '(x * 100).rounded() / 100'"),
        BuiltinEntry(
            "withCheckedContinuation", kind: .function, status: .notSimulated,
            doc: "bridges a callback API into async code", family: "Stdlib/Concurrency",
            instead: "an 'AsyncStream' the callback yields to, or 'try await Task.sleep' for the time it takes"),
        BuiltinEntry(
            "withTaskCancellationHandler", kind: .function, status: .notSimulated,
            doc: "runs a handler when the running task is cancelled", family: "Stdlib/Concurrency",
            instead: "check 'Task.isCancelled' in the operation, or catch the 'CancellationError' of 'Task.sleep'"),
        BuiltinEntry(
            "withCheckedThrowingContinuation", kind: .function, status: .notSimulated,
            doc: "bridges a callback API that can fail into async code", family: "Stdlib/Concurrency",
            instead: "an 'AsyncThrowingStream' the callback yields to, or 'try await Task.sleep'"),
        function(
            "withThrowingTaskGroup", "Stdlib/Concurrency",
            "a task group whose children may throw; the first error taken with `next()` is thrown there"),
        function(
            "NSLocalizedString", "Stdlib/Functions",
            "the key itself, or the `value:` given (a scenario has no strings table; en_US)",
            signatures: [
                ["_", "comment"], ["_", "tableName", "comment"], ["_", "value", "comment"],
                ["_", "tableName", "value", "comment"],
            ]),
        function("swap", "Stdlib/Functions", "`swap(&a, &b)`: exchanges two values", signatures: [["_", "_"]]),
        function("zip", "Stdlib/Functions", "pairs two sequences (an array of pairs here)", signatures: [["_", "_"]]),
        function(
            "sequence", "Stdlib/Functions",
            "`sequence(first:next:)`: the first value and each `next` until nil (an array here, within the size limit)",
            signatures: [["first", "next"], ["first", "_"]]),
        function(
            "stride", "Stdlib/Functions", "`stride(from:to:by:)`, `stride(from:through:by:)` (an array here)",
            signatures: [["from", "to", "by"], ["from", "through", "by"]]),
        function("sqrt", "Stdlib/Functions", "the square root", signatures: [["_"]]),
        function("floor", "Stdlib/Functions", "rounds down", signatures: [["_"]]),
        function("ceil", "Stdlib/Functions", "rounds up", signatures: [["_"]]),
        function("round", "Stdlib/Functions", "rounds to nearest, halves away from zero", signatures: [["_"]]),
        function("pow", "Stdlib/Functions", "a power, as a Double", signatures: [["_", "_"]]),
        function("sin", "Stdlib/Functions", "the sine of an angle in radians", signatures: [["_"]]),
        function("cos", "Stdlib/Functions", "the cosine of an angle in radians", signatures: [["_"]]),
        function("tan", "Stdlib/Functions", "the tangent of an angle in radians", signatures: [["_"]]),
        function("asin", "Stdlib/Functions", "the arcsine, in radians", signatures: [["_"]]),
        function("acos", "Stdlib/Functions", "the arccosine, in radians", signatures: [["_"]]),
        function("atan", "Stdlib/Functions", "the arctangent, in radians", signatures: [["_"]]),
        function("atan2", "Stdlib/Functions", "the angle of a point (y, x), in radians", signatures: [["_", "_"]]),
        function("exp", "Stdlib/Functions", "e raised to a power", signatures: [["_"]]),
        function("log", "Stdlib/Functions", "the natural logarithm", signatures: [["_"]]),
        function("log2", "Stdlib/Functions", "the base-2 logarithm", signatures: [["_"]]),
        function("log10", "Stdlib/Functions", "the base-10 logarithm", signatures: [["_"]]),
        function(
            "withAnimation", "SwiftUI/Animation",
            "runs its body now: its writes are the caller's transaction; nothing is animated; `completion:` runs after the animation's duration on the simulated clock (R9.6)"
        ),
        function("fatalError", "Stdlib/Functions", "stops the step with \"Fatal error: …\""),
        function("assert", "Stdlib/Functions", "checks a condition (as in a debug build): \"Assertion failed: …\""),
        function("precondition", "Stdlib/Functions", "checks a condition: \"Precondition failed: …\""),
        function("type", "Stdlib/Functions", "`type(of:)`: a value's dynamic type", signatures: [["of"]]),
        function(
            "repeatElement", "Stdlib/Functions", "a repeated element (an array here)", signatures: [["_", "count"]]),
        function("debugPrint", "Stdlib/Functions", "writes a debug description (strings quoted)"),
    ]
}
