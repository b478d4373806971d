import Testing
import ViewGraphEngine
import ViewGraphSyntax

/// The builtin catalogue and the engine's SwiftUI families agree: every simulated
/// view, modifier and environment key has an implementation, and nothing is
/// implemented that the catalogue does not list as simulated (a catalogue entry that
/// says "simulated" but does nothing is how `.onChange` once shipped inert).
@Suite("Builtin coverage: views, modifiers, environment keys")
struct BuiltinViewCoverageTests {
    @Test(arguments: [BuiltinKind.view, .modifier, .environmentKey])
    func simulatedEntriesAreImplemented(kind: BuiltinKind) {
        let simulated = BuiltinCatalogue.names(kind, [.simulated])
        let implemented = ViewBuiltins.implementedNames(kind)
        #expect(simulated.subtracting(implemented).sorted() == [], "simulated in the catalogue, not implemented")
        #expect(implemented.subtracting(simulated).sorted() == [], "implemented, not simulated in the catalogue")
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
