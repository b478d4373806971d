// Catalogue entries for members of builtin types (standard library, Foundation).
// Families: Sources/ViewGraphEngine/Builtins/Stdlib/. Signatures are the argument
// labels of the call forms (`_` unlabeled; `[]` a call with no arguments); a property
// has none.

extension BuiltinCatalogue {
    /// What to write instead of encoding or decoding JSON.
    private static let noJSON =
        "JSON encoding and decoding are not simulated yet: build the values in code (`static let samples = [Item(…)]`)"

    private static func property(_ owner: String, _ name: String, _ family: String, _ doc: String) -> BuiltinEntry {
        BuiltinEntry(name, kind: .member, owner: owner, status: .simulated, doc: doc, family: "Stdlib/" + family)
    }

    /// `CGSize.zero`, `.zero` where a CGSize is expected, and the same of CGPoint and CGVector.
    private static func geometryZero(_ owner: String, _ doc: String) -> BuiltinEntry {
        BuiltinEntry(
            "zero", kind: .member, owner: owner, status: .simulated, doc: "`.zero`: " + doc,
            family: "SwiftUI/Geometry")
    }

    /// A member of `AnyTransition`: a symbolic value, spelled as written (nothing is drawn).
    private static func transition(_ name: String, _ signatures: [[String]], _ doc: String) -> BuiltinEntry {
        BuiltinEntry(
            name, kind: .member, owner: "AnyTransition", signatures: signatures, status: .simulated,
            doc: doc + " (a symbol; nothing is drawn, R0.1)", family: "SwiftUI/Symbols")
    }

    private static func method(
        _ owner: String, _ name: String, _ signatures: [[String]], _ family: String, _ doc: String
    ) -> BuiltinEntry {
        BuiltinEntry(
            name, kind: .member, owner: owner, signatures: signatures, status: .simulated, doc: doc,
            family: "Stdlib/" + family)
    }

    /// The algorithms Array and Set share (Sequence and Collection in Swift).
    private static func sequenceMembers(_ owner: String) -> [BuiltinEntry] {
        [
            property(owner, "description", "Array", "the value as `print` shows it"),
            method(owner, "contains", [["_"], ["where"]], "Array", "whether an element is equal, or passes a test"),
            method(
                owner, "first", [["where"]], "Array",
                "the first element (or nil); `first(where:)`: the first that passes a test"),
            method(owner, "filter", [["_"]], "Array", "the elements that pass a test"),
            method(owner, "map", [["_"]], "Array", "an array of the closure's results"),
            method(owner, "compactMap", [["_"]], "Array", "the closure's non-nil results"),
            method(
                owner, "reduce", [["_", "_"], ["into", "_"]], "Array",
                "`reduce(initial) { … }`: combines the elements; `reduce(into:)` updates an `inout` accumulator"),
            method(owner, "allSatisfy", [["_"]], "Array", "whether every element passes a test"),
            method(owner, "sorted", [[], ["by"], ["_"]], "Array", "a sorted array (stable)"),
            method(owner, "enumerated", [[]], "Array", "`(offset:, element:)` pairs"),
            method(
                owner, "joined", [[], ["separator"]], "Array",
                "strings joined into one; arrays of arrays flattened into one array"),
            method(
                owner, "prefix", [["_"], ["while"]], "Array",
                "the first n elements, or those before the first that fails a test"),
            method(owner, "drop", [["while"]], "Array", "the elements from the first that fails a test on"),
            method(owner, "suffix", [["_"]], "Array", "the last n elements"),
            method(owner, "dropFirst", [[], ["_"]], "Array", "all but the first n elements (default 1)"),
            method(owner, "dropLast", [[], ["_"]], "Array", "all but the last n elements (default 1)"),
            method(owner, "reversed", [[]], "Array", "the elements in reverse order"),
            method(owner, "min", [[], ["by"]], "Array", "the smallest element (by a closure's order), or nil"),
            method(owner, "max", [[], ["by"]], "Array", "the largest element (by a closure's order), or nil"),
            method(owner, "forEach", [["_"]], "Array", "runs a closure for each element"),
            method(owner, "flatMap", [["_"]], "Array", "the arrays the closure returns, joined"),
            method(owner, "randomElement", [[]], "Random", "an element from the seeded generator, or nil"),
            method(owner, "shuffled", [[]], "Random", "the elements shuffled with the seeded generator"),
        ]
    }

    /// The sequence algorithms a String has over its Characters (each a one-character
    /// String here).
    private static func stringSequenceMembers() -> [BuiltinEntry] {
        [
            method("String", "filter", [["_"]], "String", "the characters that pass a test, as a String"),
            method("String", "map", [["_"]], "String", "an array of the closure's results for each character"),
            method("String", "compactMap", [["_"]], "String", "the closure's non-nil results for each character"),
            method(
                "String", "reduce", [["_", "_"], ["into", "_"]], "String", "combines the characters, as an array's"),
            method("String", "allSatisfy", [["_"]], "String", "whether every character passes a test"),
            method("String", "sorted", [[], ["by"], ["_"]], "String", "the characters, sorted, as an array"),
            method("String", "enumerated", [[]], "String", "`(offset:, element:)` pairs of the characters"),
            method(
                "String", "reversed", [[]], "String",
                "the characters in reverse order, as a String (Swift: a `ReversedCollection`)"),
            method("String", "min", [[], ["by"]], "String", "the smallest character, or nil"),
            method("String", "max", [[], ["by"]], "String", "the largest character, or nil"),
            method("String", "forEach", [["_"]], "String", "runs a closure for each character"),
            method("String", "flatMap", [["_"]], "String", "the arrays the closure returns, joined"),
        ]
    }

    /// A member of a builtin type that is not simulated yet: `check` reports its use.
    private static func notSimulated(
        _ owner: String, _ name: String, _ family: String, _ doc: String, instead: String
    ) -> BuiltinEntry {
        BuiltinEntry(
            name, kind: .member, owner: owner, status: .notSimulated, doc: doc, family: "Stdlib/" + family,
            instead: instead)
    }

    static let members: [BuiltinEntry] =
        [
            notSimulated(
                "Array", "lazy", "Array", "a lazy view: `map` and `filter` run as elements are asked for",
                instead: "leave out `.lazy`: the same elements, with each closure run for every element"),
            notSimulated(
                "String", "unicodeScalars", "String", "the string's Unicode scalars",
                instead: "work on its Characters: `text.allSatisfy(\\.isLetter)`, `Character.asciiValue`"),
            notSimulated(
                "String", "utf8", "String", "the string's UTF-8 code units",
                instead:
                    "work on its Characters (`text.count` counts Characters); for JSON (`Data(json.utf8)`): decoding is not simulated yet, so build the values in code (`static let samples = [Item(…)]`)"
            ),
            notSimulated(
                "String", "data", "String", "the string's bytes as `Data` (`json.data(using: .utf8)`)",
                instead:
                    "JSON decoding is not simulated yet, and with it the bytes of a string: build the values in code (`static let samples = [Item(…)]`)"
            ),
            notSimulated(
                "String", "utf16", "String", "the string's UTF-16 code units",
                instead: "work on its Characters (`text.count` counts Characters)"),
            notSimulated(
                "Task", "result", "Concurrency", "the task's outcome as a `Result`",
                instead: "`try await task.value` in a `do`/`catch`"),
            notSimulated(
                "Task", "currentPriority", "Concurrency", "the priority of the running task",
                instead: "leave priorities out: the simulation runs one task at a time"),
            notSimulated(
                "MainActor", "assumeIsolated", "Concurrency", "runs a closure known to be on the main actor",
                instead: "call the code directly: everything in a scenario runs on the main actor"),
        ]
        + ["map", "filter", "compactMap", "prefix", "dropFirst", "first", "reduce", "contains"].map { name in
            notSimulated(
                "AsyncStream", name, "Concurrency", "an AsyncSequence operator",
                instead: "iterate with `for await value in stream { … }` and filter or map inside the loop")
        }
        + ["reduce", "map", "first"].map { name in
            notSimulated(
                "TaskGroup", name, "Concurrency", "an AsyncSequence operator on a task group",
                instead: "iterate with `for await result in group { … }`")
        }
        + [
            method(
                "Array", "count", [["where"]], "Array", "the number of elements; `count(where:)`: how many pass a test"),
            property("Array", "isEmpty", "Array", "whether there are no elements"),
            method(
                "Array", "last", [["where"]], "Array",
                "the last element (or nil); `last(where:)`: the last that passes a test"),
            property("Array", "indices", "Array", "`0..<count`"),
            property("Array", "startIndex", "Array", "0"),
            property("Array", "endIndex", "Array", "`count`: the position past the last element"),
            method("Array", "elementsEqual", [["_"]], "Array", "whether another sequence has equal elements in order"),
            method("Array", "starts", [["with"]], "Array", "whether another sequence's elements begin this one"),
            method(
                "Array", "partition", [["by"], ["_"]], "Array",
                "moves the elements that pass after the others (Swift's order) and returns where they begin"),
            method(
                "Array", "split", [["separator"], ["whereSeparator"], ["_"]], "Array",
                "the parts between separators (empty parts left out), each an array"),
            method("Array", "removeSubrange", [["_"]], "Array", "removes the elements in a range"),
            method(
                "Array", "replaceSubrange", [["_", "with"]], "Array",
                "replaces the elements in a range with a sequence's elements"),
            method("Array", "firstIndex", [["of"], ["where"]], "Array", "the index of the first match, or nil"),
            method("Array", "lastIndex", [["of"], ["where"]], "Array", "the index of the last match, or nil"),
            method("Array", "index", [["after"]], "Array", "`index(after: i)`: i + 1"),
            method("Array", "append", [["_"], ["contentsOf"]], "Array", "adds an element, or a sequence's elements"),
            method(
                "Array", "insert", [["_", "at"], ["contentsOf", "at"]], "Array",
                "inserts an element or a sequence at an index (runtime error out of range)"),
            method(
                "Array", "remove", [["at"], ["atOffsets"]], "Array",
                "removes and returns the element at an index; `remove(atOffsets:)` (SwiftUI's) removes those of an `IndexSet`, as an `.onDelete` action does"
            ),
            method(
                "Array", "move", [["fromOffsets", "toOffset"]], "IndexSet",
                "SwiftUI's: moves the elements at the offsets before the one at `toOffset` (an `.onMove` action's)"),
            method(
                "Array", "removeAll", [[], ["where"], ["_"]], "Array",
                "removes every element, or those that pass a test"),
            method(
                "Array", "removeFirst", [[], ["_"]], "Array", "removes and returns the first element, or the first n"),
            method("Array", "removeLast", [[], ["_"]], "Array", "removes and returns the last element, or the last n"),
            method("Array", "popLast", [[]], "Array", "removes and returns the last element, or nil"),
            method("Array", "sort", [[], ["by"], ["_"]], "Array", "sorts in place (stable)"),
            method("Array", "reverse", [[]], "Array", "reverses in place"),
            method("Array", "swapAt", [["_", "_"]], "Array", "swaps two elements"),
            method("Array", "shuffle", [[]], "Random", "shuffles in place with the seeded generator"),
        ] + sequenceMembers("Array") + [
            property("Range", "description", "Array", "the range as `print` shows it (`1...3`)"),
            property("Range", "count", "Array", "the number of Ints in the range"),
            property("Range", "isEmpty", "Array", "whether the range holds no Int"),
            property("Range", "lowerBound", "Array", "the first bound"),
            property("Range", "upperBound", "Array", "the last bound"),
            method("Range", "overlaps", [["_"]], "Array", "whether two ranges share an element"),
            method("Range", "clamped", [["to"]], "Array", "the range with its bounds moved inside the limits"),
            method("ClosedRange<Double>", "overlaps", [["_"]], "Array", "whether two intervals share a value"),
            method(
                "ClosedRange<Double>", "clamped", [["to"]], "Array",
                "the interval with its bounds moved inside the limits"),
            method("Range<Double>", "overlaps", [["_"]], "Array", "whether two intervals share a value"),
            method(
                "Range<Double>", "clamped", [["to"]], "Array", "the interval with its bounds moved inside the limits"),
            method("ClosedRange<Double>", "contains", [["_"]], "Array", "whether a number lies in `a...b`"),
            property("ClosedRange<Double>", "lowerBound", "Array", "the first bound"),
            property("ClosedRange<Double>", "upperBound", "Array", "the last bound"),
            method("Range<Double>", "contains", [["_"]], "Array", "whether a number lies in `a..<b`"),
            property("Range<Double>", "lowerBound", "Array", "the first bound"),
            property("Range<Double>", "upperBound", "Array", "the bound it stops before"),
            method("Set", "count", [["where"]], "Set", "the number of members; `count(where:)`: how many pass a test"),
            property("Set", "isEmpty", "Set", "whether there are no members"),
            method("Set", "insert", [["_"]], "Set", "adds a member unless an equal one is there (O(1))"),
            method("Set", "remove", [["_"]], "Set", "removes and returns the equal member, or nil"),
            method("Set", "removeAll", [[]], "Set", "removes every member"),
            method("Set", "union", [["_"]], "Set", "a set of the members of both"),
            method("Set", "intersection", [["_"]], "Set", "a set of the common members"),
            method("Set", "subtracting", [["_"]], "Set", "a set without the other's members"),
            method("Set", "isSubset", [["of"]], "Set", "whether every member is in the other"),
            method("Set", "isSuperset", [["of"]], "Set", "whether every member of the other is in this set"),
            method("Set", "isDisjoint", [["with"]], "Set", "whether the sets have no member in common"),
            method("Set", "symmetricDifference", [["_"]], "Set", "the members in exactly one of the two"),
            method("Set", "formUnion", [["_"]], "Set", "adds the other's members"),
            method("Set", "formIntersection", [["_"]], "Set", "keeps only the common members"),
            method("Set", "subtract", [["_"]], "Set", "removes the other's members"),
        ] + sequenceMembers("Set") + [
            method(
                "IndexSet", "count", [["where"]], "IndexSet",
                "the number of offsets; `count(where:)`: how many pass a test"),
            property("IndexSet", "isEmpty", "IndexSet", "whether there are no offsets"),
            property("IndexSet", "last", "IndexSet", "the highest offset, or nil"),
            method("IndexSet", "insert", [["_"]], "IndexSet", "adds an offset"),
            method("IndexSet", "remove", [["_"]], "IndexSet", "removes an offset and returns it, or nil"),
            method("IndexSet", "removeAll", [[]], "IndexSet", "removes every offset"),
        ]
        + sequenceMembers("IndexSet").filter {
            ["description", "randomElement", "shuffled"].contains($0.name) == false
        } + [
            property("Dictionary", "description", "Dictionary", "the value as `print` shows it"),
            method(
                "Dictionary", "count", [["where"]], "Dictionary",
                "the number of entries; `count(where:)`: how many pairs pass a test"),
            property("Dictionary", "isEmpty", "Dictionary", "whether there are no entries"),
            property("Dictionary", "keys", "Dictionary", "the keys, in insertion order"),
            property("Dictionary", "values", "Dictionary", "the values, in insertion order"),
            method("Dictionary", "mapValues", [["_"]], "Dictionary", "a dictionary of the closure's results"),
            method(
                "Dictionary", "merging", [["_", "uniquingKeysWith"]], "Dictionary",
                "this dictionary with another's pairs; the closure picks for a key both have"),
            method(
                "Dictionary", "merge", [["_", "uniquingKeysWith"]], "Dictionary",
                "adds another dictionary's pairs in place; the closure picks for a key both have"),
            method("Dictionary", "filter", [["_"]], "Dictionary", "a dictionary of the entries that pass a test"),
            method("Dictionary", "map", [["_"]], "Dictionary", "an array of the closure's results for each pair"),
            method("Dictionary", "sorted", [[], ["by"], ["_"]], "Dictionary", "the `(key:, value:)` pairs, sorted"),
            method("Dictionary", "contains", [["_"], ["where"]], "Dictionary", "whether a pair passes a test"),
            method(
                "Dictionary", "first", [["where"]], "Dictionary",
                "the first `(key:, value:)` pair, or nil; `first(where:)`: the first that passes a test"),
            method(
                "Dictionary", "compactMapValues", [["_"]], "Dictionary",
                "a dictionary of the closure's non-nil results, keys whose result is nil left out"),
            method(
                "Dictionary", "reduce", [["_", "_"], ["into", "_"]], "Dictionary",
                "combines the `(key:, value:)` pairs, as an array's"),
            method("Dictionary", "compactMap", [["_"]], "Dictionary", "the closure's non-nil results for each pair"),
            method(
                "Dictionary", "flatMap", [["_"]], "Dictionary", "the arrays the closure returns for each pair, joined"),
            method("Dictionary", "allSatisfy", [["_"]], "Dictionary", "whether every pair passes a test"),
            method("Dictionary", "forEach", [["_"]], "Dictionary", "runs a closure for each pair"),
            method("Dictionary", "min", [[], ["by"]], "Dictionary", "the smallest pair by a closure's order, or nil"),
            method("Dictionary", "max", [[], ["by"]], "Dictionary", "the largest pair by a closure's order, or nil"),
            method("Dictionary", "removeValue", [["forKey"]], "Dictionary", "removes a key; returns its value or nil"),
            method(
                "Dictionary", "updateValue", [["_", "forKey"]], "Dictionary", "sets a value; returns the old one or nil"
            ),
            method("Dictionary", "removeAll", [[]], "Dictionary", "removes every entry"),
            method(
                "String", "count", [["where"]], "String",
                "the number of characters; `count(where:)`: how many pass a test"),
            property("String", "description", "String", "the string itself"),
            property("String", "debugDescription", "String", "the string as a literal, quoted and escaped"),
            property("String", "isEmpty", "String", "whether the string is empty"),
            property("String", "capitalized", "String", "Foundation's: each word with an upper-case first letter"),
            property("String", "localizedCapitalized", "String", "`capitalized` in the simulation's locale (en_US)"),
            property("String", "localizedUppercase", "String", "`uppercased()` in the simulation's locale (en_US)"),
            property("String", "localizedLowercase", "String", "`lowercased()` in the simulation's locale (en_US)"),
            method(
                "String", "first", [["where"]], "String",
                "the first character (or nil); `first(where:)`: the first that passes a test"),
            property("String", "last", "String", "the last character, or nil"),
            method("String", "hasPrefix", [["_"]], "String", "whether the string starts with another"),
            method("String", "starts", [["with"]], "String", "whether the string starts with another"),
            method(
                "String", "folding", [["options", "locale"]], "String",
                "the string without case, diacritic or width differences (Foundation's `folding`)"),
            method("String", "hasSuffix", [["_"]], "String", "whether the string ends with another"),
            method(
                "String", "contains", [["_"], ["where"]], "String",
                "whether the string contains another, or a character that passes a test"),
            method("String", "uppercased", [[]], "String", "the string in upper case"),
            method("String", "lowercased", [[]], "String", "the string in lower case"),
            method(
                "String", "split", [["separator"], ["whereSeparator"], ["_"]], "String",
                "the parts between a separator character, or between characters that pass a test"),
            method(
                "String", "prefix", [["_"], ["while"]], "String",
                "the first n characters, or those before the first that fails a test (a String here)"),
            method(
                "String", "drop", [["while"]], "String", "the characters from the first that fails a test on (a String)"
            ),
            method("String", "suffix", [["_"]], "String", "the last n characters (a String here, not a Substring)"),
            method("String", "dropFirst", [[], ["_"]], "String", "all but the first n characters (default 1)"),
            method("String", "dropLast", [[], ["_"]], "String", "all but the last n characters (default 1)"),
            method(
                "String", "trimmingCharacters", [["in"]], "String",
                "Foundation's: without `.whitespaces`, `.whitespacesAndNewlines`, `.newlines`, `.punctuationCharacters` or `.decimalDigits` at either end"
            ),
            method(
                "String", "components", [["separatedBy"]], "String",
                "Foundation's: the parts between a separator string, or between members of a character set (`.whitespacesAndNewlines`)"
            ),
            method(
                "String", "replacingOccurrences", [["of", "with"], ["of", "with", "options"]], "String",
                "Foundation's: every occurrence of a string replaced (`options:` as `compare(_:options:)` takes them, and `.literal`, `.anchored`, `.backwards`)"
            ),
            method("String", "append", [["_"]], "String", "appends another string"),
            method(
                "String", "removeFirst", [[], ["_"]], "StringIndex",
                "removes and returns the first Character, or removes the first n"),
            method(
                "String", "removeLast", [[], ["_"]], "StringIndex",
                "removes and returns the last Character, or removes the last n"),
            method("String", "popLast", [[]], "StringIndex", "removes and returns the last Character, or nil"),
            method(
                "String", "insert", [["_", "at"], ["contentsOf", "at"]], "StringIndex",
                "inserts a Character or a string at a String.Index"),
            method("String", "remove", [["at"]], "StringIndex", "removes and returns the Character at a String.Index"),
            method(
                "String", "removeAll", [[], ["where"]], "StringIndex",
                "removes every Character, or those that pass a test"),
            property(
                "String", "isNumber", "String",
                "a Character's (a one-character String here): whether the character is a number"),
            property(
                "String", "isLetter", "String",
                "a Character's (a one-character String here): whether the character is a letter"),
            property(
                "String", "isWhitespace", "String",
                "a Character's (a one-character String here): whether the character is white space"),
            property(
                "String", "isUppercase", "String",
                "a Character's (a one-character String here): whether the character is upper case"),
            property(
                "String", "isLowercase", "String",
                "a Character's (a one-character String here): whether the character is lower case"),
            property(
                "String", "isPunctuation", "String",
                "a Character's (a one-character String here): whether the character is punctuation"),
            property(
                "String", "isASCII", "String",
                "a Character's (a one-character String here): whether the character is ASCII"),
            property(
                "String", "isHexDigit", "String",
                "a Character's (a one-character String here): whether the character is a hexadecimal digit"),
            property(
                "String", "isNewline", "String",
                "a Character's (a one-character String here): whether the character is a line break"),
            property(
                "String", "isSymbol", "String",
                "a Character's (a one-character String here): whether the character is a symbol"),
            property(
                "String", "isCased", "String",
                "a Character's (a one-character String here): whether the character has an upper- and lower-case form"),
            property(
                "String", "wholeNumberValue", "String",
                "a Character's (a one-character String here): the digit's value (`\"7\"` is 7), or nil"),
            property(
                "String", "hexDigitValue", "String",
                "a Character's (a one-character String here): the hexadecimal digit's value, or nil"),
            property(
                "String", "asciiValue", "String", "a Character's (a one-character String here): the ASCII code, or nil"),
            method("Optional", "some", [["_"]], "Optional", "`Optional.some(value)`: the value"),
            property("Optional", "none", "Optional", "`Optional.none`, `Category?.none`: nil"),
            method("Result", "get", [[]], "Result", "the success's value, or throws the failure's error"),
            method("Result", "map", [["_"]], "Result", "a success's value transformed; a failure unchanged"),
            method("Result", "mapError", [["_"]], "Result", "a failure's error transformed; a success unchanged"),
            method(
                "Result", "flatMap", [["_"]], "Result", "a success's value given to a closure that returns a Result"),
            method(
                "Result", "flatMapError", [["_"]], "Result",
                "a failure's error given to a closure that returns a Result"),
            method("Result", "success", [["_"]], "Result", "`Result.success(value)`, or `.success(value)`"),
            method("Result", "failure", [["_"]], "Result", "`Result.failure(error)`, or `.failure(error)`"),
            property("String", "startIndex", "StringIndex", "the position of the first Character (a String.Index)"),
            property("String", "endIndex", "StringIndex", "the position past the last Character"),
            method(
                "String", "index", [["after"], ["before"], ["_", "offsetBy"]], "StringIndex",
                "the String.Index next to, before, or a number of Characters from another"),
            method("String", "distance", [["from", "to"]], "StringIndex", "the Characters between two indices"),
            method(
                "String", "firstIndex", [["of"], ["where"]], "StringIndex",
                "the String.Index of the first Character equal to one, or that passes a test; nil if none"),
            method(
                "String", "lastIndex", [["of"], ["where"]], "StringIndex",
                "the String.Index of the last such Character; nil if none"),
            method(
                "String", "range", [["of"], ["of", "options"]], "StringIndex",
                "Foundation's: the Range<String.Index> of a substring (options such as `.caseInsensitive`), or nil"),
            property("Range<String.Index>", "lowerBound", "StringIndex", "the first index"),
            property("Range<String.Index>", "upperBound", "StringIndex", "the index past the range"),
            property("Range<String.Index>", "isEmpty", "StringIndex", "whether the range holds no Character"),
            method(
                "String", "localizedCaseInsensitiveContains", [["_"]], "String",
                "Foundation's: whether the string contains another, ignoring case (en_US)"),
            method(
                "String", "localizedStandardContains", [["_"]], "String",
                "Foundation's: whether the string contains another, ignoring case and accents (en_US)"),
            method(
                "String", "compare", [["_"]], "String", "Foundation's: a `ComparisonResult` (`.orderedAscending` …)"),
            method(
                "String", "caseInsensitiveCompare", [["_"]], "String",
                "Foundation's: a `ComparisonResult`, ignoring case"),
            method(
                "String", "localizedCompare", [["_"]], "String",
                "Foundation's: a `ComparisonResult` in the en_US locale"),
            method(
                "String", "localizedCaseInsensitiveCompare", [["_"]], "String",
                "Foundation's: a `ComparisonResult` in the en_US locale, ignoring case"),
            method(
                "String", "localizedStandardCompare", [["_"]], "String",
                "Foundation's: a `ComparisonResult` as Finder sorts names (case-insensitive, numbers by value)"),
            method(
                "String", "padding", [["toLength", "withPad", "startingAt"]], "String",
                "Foundation's: cut or padded with a repeated string to a length"),
        ] + stringSequenceMembers() + [
            property("Int", "description", "Numbers", "the number as text"),
            property("Int", "max", "Numbers", "`Int.max`"),
            property("Int", "min", "Numbers", "`Int.min`"),
            property("Int", "zero", "Numbers", "`Int.zero`, or `.zero` where an Int is expected"),
            method("Int", "isMultiple", [["of"]], "Numbers", "whether the number is a multiple of another"),
            method(
                "Int", "quotientAndRemainder", [["dividingBy"]], "Numbers",
                "`(quotient:, remainder:)`, truncating as `/` and `%` do"),
            method("Int", "signum", [[]], "Numbers", "-1, 0 or 1: the number's sign"),
            method(
                "Int", "formatted", [[], ["_"]], "Numbers",
                "en_US decimal text (`5,280`); `formatted(.percent)`, `.number`, `.currency(code:)`"),
            method("Int", "random", [["in"]], "Random", "`Int.random(in: a...b)` from the seeded generator"),
            property("Double", "description", "Numbers", "the number as text"),
            property("Double", "isNaN", "Numbers", "whether the value is NaN"),
            property("Double", "isFinite", "Numbers", "whether the value is neither infinite nor NaN"),
            property("Double", "isInfinite", "Numbers", "whether the value is infinite"),
            property("Double", "isZero", "Numbers", "whether the value is zero (either sign)"),
            property("Double", "magnitude", "Numbers", "the absolute value"),
            property("Double", "ulpOfOne", "Numbers", "`Double.ulpOfOne`: the gap between 1 and the next Double"),
            property("Double", "leastNonzeroMagnitude", "Numbers", "`Double.leastNonzeroMagnitude`"),
            property("Double", "pi", "Numbers", "`Double.pi`"),
            property("Double", "infinity", "Numbers", "`Double.infinity`"),
            property("Double", "zero", "Numbers", "`Double.zero`, or `.zero` where a Double is expected"),
            property("Double", "nan", "Numbers", "`Double.nan`, not a number"),
            property("Double", "greatestFiniteMagnitude", "Numbers", "`Double.greatestFiniteMagnitude`"),
            method(
                "Double", "formatted", [[], ["_"]], "Numbers",
                "en_US decimal text, up to three fraction digits; `formatted(.percent)`, `.number`, `.currency(code:)`"),
            method(
                "Double", "rounded", [[], ["_"]], "Numbers",
                "rounded to nearest, halves away from zero; `rounded(.down)` and the other rules"),
            method("Double", "squareRoot", [[]], "Numbers", "the square root"),
            BuiltinEntry(
                "gradient", kind: .member, owner: "Color", status: .simulated,
                doc: "`Color.blue.gradient`: a symbolic style (nothing is drawn)", family: "SwiftUI/Symbols"),
            BuiltinEntry(
                "opacity", kind: .member, owner: "Color", signatures: [["_"]], status: .simulated,
                doc: "`Color.blue.opacity(0.5)`: a symbolic colour (nothing is drawn)", family: "SwiftUI/Symbols"),
            transition("opacity", [], "`.opacity`: fades in and out"),
            transition("slide", [], "`.slide`: slides in from the leading edge"),
            transition("scale", [[], ["scale"], ["scale", "anchor"]], "`.scale`, `.scale(scale:anchor:)`"),
            transition("identity", [], "`.identity`: no transition"),
            transition("move", [["edge"]], "`.move(edge: .top)`"),
            transition("offset", [["x", "y"], ["_"]], "`.offset(x:y:)`"),
            transition("push", [["from"]], "`.push(from: .trailing)`"),
            transition("asymmetric", [["insertion", "removal"]], "`.asymmetric(insertion:removal:)`"),
            transition("combined", [["with"]], "`.move(edge: .top).combined(with: .opacity)`: both at once"),
            transition("animation", [["_"]], "a transition with its own animation"),
            BuiltinEntry(
                "animation", kind: .member, owner: "Binding", signatures: [[], ["_"]], status: .simulated,
                doc: "`$isOn.animation()`: the same binding; nothing is animated, what updates is the same (R9.6)",
                family: "SwiftUI/DynamicProperties"),
            method(
                "Double", "remainder", [["dividingBy"]], "Numbers", "the IEEE remainder (to the nearest quotient)"),
            method(
                "Double", "truncatingRemainder", [["dividingBy"]], "Numbers",
                "the remainder of a division whose quotient is rounded toward zero"),
            method("Double", "random", [["in"]], "Random", "`Double.random(in:)` from the seeded generator"),
            property("Bool", "description", "Numbers", "`true` or `false`"),
            method("Bool", "toggle", [[]], "Numbers", "flips the value in place"),
            method("Bool", "random", [[]], "Random", "`Bool.random()` from the seeded generator"),
            method("Duration", "seconds", [["_"]], "Foundation", "`Duration.seconds(2)`: the same as `2s`"),
            method("Duration", "milliseconds", [["_"]], "Foundation", "`Duration.milliseconds(250)`: `250ms`"),
            method("Duration", "microseconds", [["_"]], "Foundation", "`Duration.microseconds(250)`"),
            method("Duration", "nanoseconds", [["_"]], "Foundation", "`Duration.nanoseconds(250)`, of an integer"),
            property("Duration", "zero", "Foundation", "`Duration.zero`, or `.zero` where a Duration is expected"),
            property(
                "Duration", "components", "DurationMembers",
                "`(seconds: Int, attoseconds: Int)`: the whole seconds and the attoseconds left over"),
            method(
                "Duration", "formatted", [[], ["_"]], "DurationMembers",
                "`0:01:30`; `formatted(.time(pattern: .minuteSecond))` is `1:30` (also `.hourMinute`, `.hourMinuteSecond`, with padding and fraction lengths); `formatted(.units(allowed: [.hours, .minutes], width: .abbreviated))` is `1 hr, 5 min`"
            ),
            method(
                "Task", "sleep", [["for"], ["nanoseconds"]], "Concurrency",
                "`try await Task.sleep(for: .milliseconds(100))`: suspends the task on the simulated clock"),
            method("Task", "yield", [[]], "Concurrency", "`await Task.yield()`: lets the jobs due now run first"),
            method(
                "MainActor", "run", [["_"], ["body"]], "Concurrency",
                "`await MainActor.run { … }`: runs the closure at once and returns its value (the code is on the main actor already)"
            ),
            method(
                "Task", "checkCancellation", [[]], "Concurrency",
                "`try Task.checkCancellation()`: throws when cancelled"),
            method("Task", "detached", [["_"]], "Concurrency", "`Task.detached { }`: a task that inherits nothing"),
            method(
                "Task", "cancel", [[]], "Concurrency", "cancels the task; its next suspension point sees it (R10.2)"),
            property(
                "Task", "isCancelled", "Concurrency", "`Task.isCancelled` (the running task) or `task.isCancelled`"),
            property("Task", "value", "Concurrency", "`await task.value`: waits for the task's result"),
            method(
                "TaskGroup", "addTask", [["_"], ["priority", "_"]], "Concurrency",
                "starts a child task (a job due now)"),
            method(
                "TaskGroup", "addTaskUnlessCancelled", [["_"], ["priority", "_"]], "Concurrency",
                "starts a child task unless the running task is cancelled; whether it did"),
            method(
                "TaskGroup", "next", [[]], "Concurrency",
                "`await group.next()`: the next child's result as it finishes; nil when none is left"),
            method("TaskGroup", "waitForAll", [[]], "Concurrency", "waits for every child (a throwing group rethrows)"),
            method("TaskGroup", "cancelAll", [[]], "Concurrency", "cancels every child"),
            property("TaskGroup", "isEmpty", "Concurrency", "whether every child's result was taken"),
            method(
                "AsyncStream", "makeStream", [["of"], []], "Concurrency",
                "`AsyncStream.makeStream(of: T.self)`: a `(stream, continuation)` pair"),
            method(
                "AsyncThrowingStream", "makeStream", [["of"], []], "Concurrency",
                "`AsyncThrowingStream.makeStream(of: T.self)`: a `(stream, continuation)` pair"),
            method("AsyncStream.Continuation", "yield", [["_"]], "Concurrency", "sends a value to the stream"),
            method(
                "AsyncStream.Continuation", "finish", [[], ["throwing"]], "Concurrency",
                "ends the stream (after what it holds), or makes its iteration throw"),
            property(
                "AsyncStream.Continuation", "onTermination", "Concurrency",
                "a closure run once when the stream finishes or its task is cancelled"),
            property("UUID", "uuidString", "Foundation", "the UUID as text"),
            geometryZero("CGSize", "a size of no width and no height"),
            geometryZero("CGPoint", "the origin"),
            geometryZero("CGVector", "a vector of no length"),
            property(
                "Date", "now", "Foundation", "`Date.now`, or `.now` where a Date is expected: the simulated clock"),
            property(
                "ContinuousClock", "now", "DurationMembers",
                "an instant of the simulated clock: `ContinuousClock.now - start` is a Duration (an instant prints as the time since the run began)"
            ),
            property(
                "SuspendingClock", "now", "DurationMembers",
                "an instant of the simulated clock, as `ContinuousClock.now`"),
            property("Date", "distantPast", "Foundation", "the first instant of year 1"),
            property("Date", "distantFuture", "Foundation", "the first instant of year 4001"),
            property(
                "Date", "timeIntervalSinceReferenceDate", "Foundation",
                "seconds since 1 January 2001 (the simulated clock's 0 s is 1 January 2026)"),
            property("Date", "timeIntervalSince1970", "Foundation", "seconds since 1 January 1970"),
            property("Date", "timeIntervalSinceNow", "Foundation", "seconds from the simulated clock's now"),
            method(
                "Date", "formatted", [[], ["date", "time"], ["_"]], "Dates",
                "en_US, UTC: `formatted(date: .abbreviated, time: .shortened)`, `formatted(.dateTime.hour().minute())`"),
            method(
                "Date", "FormatStyle",
                [
                    [], ["date"], ["time"], ["date", "time"], ["date", "time", "locale"],
                    ["date", "time", "locale", "calendar", "timeZone"], ["date", "time", "timeZone"],
                ], "Dates",
                "`Date.FormatStyle(date: .abbreviated, time: .shortened)`: the styles of `formatted(date:time:)` as a value, for `formatted(_:)` and `Text(_:format:)`; its `locale:` en_US, its `timeZone:` UTC"
            ),
            method("Date", "addingTimeInterval", [["_"]], "Dates", "the date that many seconds later"),
            method("Date", "timeIntervalSince", [["_"]], "Dates", "seconds from another date to this one"),
            method("Date", "advanced", [["by"]], "Dates", "the date that many seconds later (`addingTimeInterval`)"),
            method("Date", "distance", [["to"]], "Dates", "seconds from this date to another (`other - self`)"),
            property("Calendar", "current", "Dates", "the Gregorian calendar, in UTC"),
            method("Calendar", "component", [["_", "from"]], "Dates", "`component(.hour, from: date)`: an Int"),
            method(
                "Calendar", "dateComponents", [["_", "from"], ["_", "from", "to"]], "Dates",
                "`dateComponents([.hour, .minute], from: date)`: those parts; `(_:from:to:)`: the difference"),
            method(
                "Calendar", "date",
                [["byAdding", "value", "to"], ["from"], ["bySettingHour", "minute", "second", "of"]],
                "Dates",
                "`date(byAdding: .day, value: 1, to: date)`, `date(from: components)`, `date(bySettingHour: 9, minute: 0, second: 0, of: date)`: an optional Date"
            ),
            method("Calendar", "startOfDay", [["for"]], "Dates", "midnight (UTC) of the date's day"),
            method(
                "Calendar", "isDateInToday", [["_"]], "Dates",
                "whether the date is on the simulated clock's current day"),
            method("Calendar", "isDate", [["_", "inSameDayAs"]], "Dates", "whether two dates share a day"),
            method("Calendar", "isDateInWeekend", [["_"]], "Dates", "whether the date is a Saturday or Sunday (UTC)"),
            method(
                "Calendar", "isDateInTomorrow", [["_"]], "Dates", "whether the date is the simulated clock's next day"),
            method(
                "Calendar", "isDateInYesterday", [["_"]], "Dates",
                "whether the date is the simulated clock's previous day"),
            method(
                "Calendar", "range", [["of", "in", "for"]], "Dates",
                "`range(of: .day, in: .month, for: date)`: the values one component takes in another, as `1..<32`"),
            property("FileManager", "default", "Storage", "the file manager; its disk calls are diagnostics"),
            method("FileManager", "contents", [], "Storage", "a disk access: a diagnostic"),
            method("FileManager", "fileExists", [], "Storage", "a disk access: a diagnostic"),
            method("FileManager", "urls", [], "Storage", "a disk access: a diagnostic"),
            method("FileManager", "createFile", [], "Storage", "a disk access: a diagnostic"),
            method("FileManager", "createDirectory", [], "Storage", "a disk access: a diagnostic"),
            method("FileManager", "removeItem", [], "Storage", "a disk access: a diagnostic"),
            method("FileManager", "contentsOfDirectory", [], "Storage", "a disk access: a diagnostic"),
            method("FileManager", "copyItem", [], "Storage", "a disk access: a diagnostic"),
            method("FileManager", "moveItem", [], "Storage", "a disk access: a diagnostic"),
            method("FileManager", "attributesOfItem", [], "Storage", "a disk access: a diagnostic"),
            method("String", "write", [], "Storage", "`write(to:atomically:encoding:)`: a disk access, a diagnostic"),
            notSimulated(
                "JSONEncoder", "encode", "Storage", "encodes a value as JSON `Data`",
                instead: noJSON),
            notSimulated(
                "JSONDecoder", "decode", "Storage", "decodes a value from JSON `Data`",
                instead: noJSON),
            property(
                "UserDefaults", "standard", "Storage", "the run's in-memory store, shared with `@AppStorage` (R5.6)"),
            method(
                "UserDefaults", "set", [["_", "forKey"]], "Storage",
                "stores a property-list value (nil removes it); `@AppStorage` views of the key update (R5.6)"),
            method("UserDefaults", "removeObject", [["forKey"]], "Storage", "removes the key's value"),
            method("UserDefaults", "integer", [["forKey"]], "Storage", "the value as an Int (0 when missing)"),
            method("UserDefaults", "double", [["forKey"]], "Storage", "the value as a Double (0 when missing)"),
            method("UserDefaults", "bool", [["forKey"]], "Storage", "the value as a Bool (false when missing)"),
            method(
                "UserDefaults", "string", [["forKey"]], "Storage", "the value as a String (a number's text), or nil"),
            method("UserDefaults", "object", [["forKey"]], "Storage", "the value, or nil"),
            method("UserDefaults", "array", [["forKey"]], "Storage", "the value if it is an array, or nil"),
            method("UserDefaults", "dictionary", [["forKey"]], "Storage", "the value if it is a dictionary, or nil"),
            property("DateComponents", "year", "Dates", "the year, or nil"),
            property("DateComponents", "month", "Dates", "the month (1–12), or nil"),
            property("DateComponents", "day", "Dates", "the day of the month, or nil"),
            property("DateComponents", "hour", "Dates", "the hour (0–23), or nil"),
            property("DateComponents", "minute", "Dates", "the minute, or nil"),
            property("DateComponents", "second", "Dates", "the second, or nil"),
            property("DateComponents", "weekday", "Dates", "the weekday (1 is Sunday), or nil"),
            property("DateComponents", "era", "Dates", "the era (1 is AD), or nil"),
            property("DateComponents", "nanosecond", "Dates", "the nanosecond, or nil"),
            property("DateComponents", "weekdayOrdinal", "Dates", "which of the month's same weekdays it is, or nil"),
            property("DateComponents", "quarter", "Dates", "the quarter of the year (1–4), or nil"),
            property("DateComponents", "weekOfMonth", "Dates", "the week of the month, or nil"),
            property("DateComponents", "weekOfYear", "Dates", "the week of the year, or nil"),
            property("DateComponents", "dayOfYear", "Dates", "the day of the year (1–366), or nil"),
            property(
                "DateComponents", "yearForWeekOfYear", "Dates", "the year its week of the year belongs to, or nil"),
            property("DateComponents", "isLeapMonth", "Dates", "whether the month is a leap month, or nil"),
            property("URL", "absoluteString", "URL", "the whole URL as text"),
            property("URL", "description", "URL", "the URL as `print` shows it: its absolute string"),
            property("URL", "absoluteURL", "URL", "the URL itself, absolute"),
            property("URL", "scheme", "URL", "`https`, `mailto`, …, or nil"),
            method("URL", "host", [[]], "URL", "the host (`example.com`), or nil; `host()` too"),
            method("URL", "path", [[]], "URL", "the path (`/help`); `path()` keeps its percent escapes"),
            property("URL", "query", "URL", "the text after `?`, or nil"),
            property("URL", "fragment", "URL", "the text after `#`, or nil"),
            property("URL", "port", "URL", "the port number, or nil"),
            property("URL", "isFileURL", "URL", "whether the scheme is `file`"),
            property("URL", "lastPathComponent", "URL", "the last part of the path (`file.txt`)"),
            property("URL", "pathExtension", "URL", "the extension of the last part (`txt`), or empty"),
            property("URL", "pathComponents", "URL", "the parts of the path, `/` first"),
            method("URL", "appendingPathComponent", [["_"]], "URL", "the URL with a part added to its path"),
            method("URL", "appending", [["path"], ["component"]], "URL", "the URL with a part added to its path"),
            method("URL", "appendingPathExtension", [["_"]], "URL", "the URL with an extension added"),
            method("URL", "deletingLastPathComponent", [[]], "URL", "the URL without the last part of its path"),
            method("URL", "deletingPathExtension", [[]], "URL", "the URL without its extension"),
            property("Decimal", "description", "Decimal", "the number in base 10 (`124500.8`)"),
            method(
                "Decimal", "formatted", [[], ["_"]], "Numbers",
                "en_US decimal text (`1,234.5`); `formatted(.percent)`, `.number`, `.currency(code:)`"),
            method(
                "ClosedRange", "contains", [["_"]], "ComparableRange",
                "whether a value lies in a range of Dates, Strings or the app's own Comparable values"),
            property("ClosedRange", "lowerBound", "ComparableRange", "the first bound"),
            property("ClosedRange", "upperBound", "ComparableRange", "the last bound (or the one it stops before)"),
            property("ClosedRange", "isEmpty", "ComparableRange", "whether a half-open range's bounds are equal"),
            property("TimeZone", "current", "TimeZone", "the simulated device's zone, UTC (`GMT`)"),
            property("TimeZone", "autoupdatingCurrent", "TimeZone", "the simulated device's zone, UTC (`GMT`)"),
            property("TimeZone", "gmt", "TimeZone", "UTC (`GMT`)"),
            property("TimeZone", "identifier", "TimeZone", "`GMT`, as Foundation names UTC"),
            method("TimeZone", "secondsFromGMT", [[], ["for"]], "TimeZone", "0: the zone is UTC"),
            method("TimeZone", "abbreviation", [[], ["for"]], "TimeZone", "`GMT`"),
            method("TimeZone", "isDaylightSavingTime", [[], ["for"]], "TimeZone", "false: UTC has none"),
            property(
                "Calendar", "timeZone", "TimeZone",
                "UTC; setting it to UTC (`TimeZone(identifier: \"UTC\")!`) keeps it so, another zone is not simulated yet"
            ),
            property("Locale", "current", "Locale", "the simulated device's locale, en_US"),
            property("Locale", "autoupdatingCurrent", "Locale", "the simulated device's locale, en_US"),
            property("Locale", "identifier", "Locale", "`en_US`; also of a language code, a region and a currency"),
            property("Locale", "languageCode", "Locale", "`en`: a locale's (a String) or a language's"),
            property("Locale", "regionCode", "Locale", "`US`, or nil"),
            property("Locale", "currencyCode", "Locale", "`USD` for the commonest regions, or nil"),
            property("Locale", "language", "Locale", "the locale's language (`languageCode`, `region`)"),
            property("Locale", "region", "Locale", "the region (`region?.identifier` is `US`), or nil"),
            property("Locale", "currency", "Locale", "the region's currency (`currency?.identifier`), or nil"),
            property("Locale", "minimalIdentifier", "Locale", "a language's shortest identifier (`en`)"),
            BuiltinEntry(
                "isAccessibilitySize", kind: .member, owner: "DynamicTypeSize", status: .simulated,
                doc: "whether the size is one of the accessibility sizes (`.accessibility1` and up)",
                family: "SwiftUI/DynamicTypeSize"),
            property("Decimal", "isZero", "Decimal", "whether the number is zero"),
            property("Decimal", "zero", "Decimal", "`Decimal.zero`, or `.zero` where a Decimal is expected"),
            property("URLSession", "shared", "Network", "the shared session (requests are diagnostics)"),
            property("URLSession", "configuration", "Network", "the session's configuration"),
            method("URLSession", "data", [["from"], ["for"]], "Network", "a network request: a diagnostic"),
            method(
                "URLSession", "dataTask", [["with"], ["with", "completionHandler"]], "Network",
                "a network request: a diagnostic"),
            property("URLSessionConfiguration", "default", "Network", "a default configuration"),
            property("URLSessionConfiguration", "ephemeral", "Network", "an ephemeral configuration"),
            property("Measurement", "value", "Foundation", "the amount"),
            property("Measurement", "unit", "Foundation", "the unit"),
            notSimulated(
                "Measurement", "formatted", "Foundation", "the measurement as text in a format style",
                instead: "a 'MeasurementFormatter' and its 'string(from:)', or the value with its unit's symbol"),
            property("UnitLength", "meters", "Foundation", "metres"),
            property("UnitLength", "kilometers", "Foundation", "kilometres"),
            property("UnitLength", "miles", "Foundation", "miles"),
            property("UnitLength", "feet", "Foundation", "feet"),
            method(
                "NumberFormatter", "string", [["from"], ["for"]], "Foundation",
                "formats a number with its numberStyle and digit counts (en_US); string(for:) takes any value"),
            method("MeasurementFormatter", "string", [["from"]], "Foundation", "formats a length in natural scale"),
            method("DateFormatter", "string", [["from"]], "Foundation", "formats a date (en_US, UTC)"),
            method(
                "DateFormatter", "localizedString", [["from", "dateStyle", "timeStyle"]], "Foundation",
                "formats a date with those styles, as a formatter set so would (en_US, UTC)"),
            method(
                "String", "localizedStringWithFormat", [], "Foundation",
                "`String(format:)` in the simulation's locale, en_US: integer parts grouped in threes (\"1,234\")"),
            method(
                "NumberFormatter", "localizedString", [["from", "number"]], "Foundation",
                "formats a number in that style, as a formatter set so would (en_US)"),
            method(
                "DateFormatter", "date", [["from"]], "Foundation",
                "reads a date from text with the same options (en_US, UTC), or nil"),
            combine("Timer", "publish", [["every", "on", "in"]], "a publisher of the tick's `Date`, every interval"),
            method(
                "Timer", "scheduledTimer",
                [["withTimeInterval", "repeats", "block"], ["withTimeInterval", "repeats", "_"]],
                "Timer",
                "runs the block on the main run loop after each interval (once unless it repeats), until `invalidate()`"
            ),
            method("Timer", "invalidate", [[]], "Timer", "stops the timer; a block it would run next never runs"),
            property("DispatchQueue", "main", "Dispatch", "the main queue, whose work runs on the main actor"),
            method(
                "DispatchQueue", "async", [["_"], ["execute"]], "Dispatch",
                "runs the closure once on the main queue, after the code that dispatched it (R10.3: nothing cancels it)"
            ),
            method(
                "DispatchQueue", "asyncAfter", [["deadline", "_"], ["deadline", "execute"]], "Dispatch",
                "runs the closure once on the main queue at the deadline (`.now() + 0.5`) of the simulated clock"),
            notSimulated(
                "DispatchQueue", "global", "Dispatch", "a concurrent background queue",
                instead:
                    "'Task { … }' for the work and 'await MainActor.run { … }' (or a '@MainActor' method) for its result"
            ),
            notSimulated(
                "DispatchQueue", "sync", "Dispatch", "runs work on a queue and waits for it",
                instead: "call the code directly: everything here runs on the main actor"),
            method("DispatchTime", "now", [[]], "Dispatch", "the simulated clock's instant now; add seconds to it"),
            property("Timer", "isValid", "Timer", "whether the timer will still fire"),
            property("Timer", "timeInterval", "Timer", "the interval of a repeating timer; 0 for one that fires once"),
            combine("Timer.TimerPublisher", "autoconnect", [[]], "connects on the first subscriber"),
            combine(
                "Timer.TimerPublisher", "sink", [], "`sink { date in … }`: runs on every tick; an `AnyCancellable`"),
            combine(
                "Published.Publisher", "sink", [],
                "`model.$value.sink { value in … }`: the current value now, then each new one before it is stored (R3.7)"
            ),
            combine(
                "Published.Publisher", "dropFirst", [[], ["_"]],
                "skips the first value (or the first `n`), such as the current one a subscriber gets at once"),
            combine("AnyCancellable", "cancel", [[]], "ends the subscription (so does the value going away)"),
            combine(
                "AnyCancellable", "store", [["in"]],
                "`store(in: &cancellables)`: keeps the subscription in a set or an array, for as long as it lives"),
        ]

    private static func combine(_ owner: String, _ name: String, _ signatures: [[String]], _ doc: String)
        -> BuiltinEntry
    {
        BuiltinEntry(
            name, kind: .member, owner: owner, signatures: signatures, status: .simulated, doc: doc,
            family: "Combine/Combine")
    }
}
