import Testing
import ViewGraphEngine
import ViewGraphSyntax

/// The SwiftUI side of the builtin catalogue: what the checker accepts runs, modifiers
/// have effects, entries are documented (the join of every simulated entry with its
/// implementation is BuiltinCoverageTests; a catalogue entry that says "simulated" but
/// does nothing is how `.onChange` once shipped inert).
@Suite("Builtin coverage: views, modifiers, environment keys")
struct BuiltinViewCoverageTests {
    /// Every name the checker accepts in an expression runs: a builtin view, function or
    /// type it does not report as "not simulated yet" has an implementation (issue 14:
    /// `check` passing means `run` will not fail on a missing name).
    @Test func everyNameTheCheckerAcceptsRuns() {
        let implemented =
            ViewBuiltins.implementedNames(kind: .view).union(StdlibImplementations.implementedNames(kind: .function))
            .union(StdlibImplementations.implementedNames(kind: .type))
        for entry in BuiltinCatalogue.entries where [.view, .function, .type].contains(entry.kind) {
            // The checker reports `.notSimulated` and `.nameOnly` names used as values.
            guard entry.status == .simulated else { continue }
            #expect(
                implemented.contains(entry.displayName) || (entry.kind == .type && entry.isSymbolic),
                "'\(entry.displayName)' passes check but nothing runs it")
        }
    }

    @Test func everyModifierHasAnEffectAndVisualOnesAreInert() {
        for entry in BuiltinCatalogue.entries(.modifier) {
            #expect(entry.effect != nil, "modifier '\(entry.name)' has no effect")
            if entry.effect == .visual && entry.status != .notSimulated {
                #expect(entry.status == .inert, "visual modifier '\(entry.name)' should be inert")
            }
            if entry.status == .inert {
                #expect(entry.effect == .visual, "inert modifier '\(entry.name)' has an effect")
            }
        }
    }

    @Test func namesAreUniquePerKind() {
        var seen: Set<String> = []
        for entry in BuiltinCatalogue.entries {
            let key = "\(entry.kind.rawValue) \(entry.owner ?? "") \(entry.name)"
            #expect(seen.insert(key).inserted, "'\(entry.displayName)' is listed twice")
        }
    }

    @Test func everyEntryHasADocLineAndAFamily() {
        for entry in BuiltinCatalogue.entries {
            #expect(entry.doc.isEmpty == false, "'\(entry.displayName)' has no doc line")
            #expect(entry.family.contains("/") || entry.family == "Simulation", "'\(entry.displayName)' has no family")
        }
    }

    @Test func controlsDeclareHowTheyAreUsed() {
        #expect(BuiltinCatalogue.view(named: "Button")?.interaction == .tap)
        #expect(BuiltinCatalogue.view(named: "Toggle")?.interaction == .toggle)
        #expect(BuiltinCatalogue.view(named: "Toggle")?.binding?.label == "isOn")
        #expect(BuiltinCatalogue.view(named: "Picker")?.interaction == .select)
        #expect(BuiltinCatalogue.view(named: "Picker")?.binding?.label == "selection")
        #expect(BuiltinCatalogue.view(named: "Stepper")?.interaction == .increment)
        #expect(BuiltinCatalogue.view(named: "NavigationLink")?.interaction == .push)
        #expect(
            BuiltinCatalogue.lazyContainerNames == ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"])
    }
}
