// The key paths that name an object's stored properties to its Observation
// registrar: a stored-property path for the first 64 slots, a subscript path after
// (R4.1: a view depends on exactly the tracked properties it read; R4.3: a change
// fires the trackers of the views that read that property, and no others).
import Testing

@testable import ViewGraphEngine

@Suite("Field key paths")
struct FieldKeyPathTests {
    /// A model with 70 tracked properties, and a view reading each of slots 0, 63, 64
    /// and 69: on both sides of the boundary between the two kinds of path.
    private static let scenario: String = {
        let properties = (0..<70).map { "    var p\($0) = 0" }.joined(separator: "\n")
        return """
            scenario "wide model" {}
            @Observable
            final class Wide {
            \(properties)
            }
            struct First: View {
                let model: Wide
                var body: some View { Text("p0 \\(model.p0)") }
            }
            struct LastMarked: View {
                let model: Wide
                var body: some View { Text("p63 \\(model.p63)") }
            }
            struct FirstSubscripted: View {
                let model: Wide
                var body: some View { Text("p64 \\(model.p64)") }
            }
            struct Last: View {
                let model: Wide
                var body: some View { Text("p69 \\(model.p69)") }
            }
            app {
                let model = Wide()
                VStack {
                    First(model: model)
                    LastMarked(model: model)
                    FirstSubscripted(model: model)
                    Last(model: model)
                }
            }
            step "p0" {
                model.p0 = 1
                expect bodies == [First]
            }
            step "p63" {
                model.p63 = 1
                expect bodies == [LastMarked]
            }
            step "p64" {
                model.p64 = 1
                expect bodies == [FirstSubscripted]
            }
            step "p69" {
                model.p69 += 1
                expect bodies == [Last]
            }
            step "an unread property" {
                model.p30 = 5
                expect bodies == []
            }
            """
    }()

    @Test("R4.1, R4.3: a write to slot 0, 63, 64 or 69 runs only the view that read that slot")
    func slotsOnBothSidesOfTheBoundary() throws {
        let harness = try Harness(Self.scenario)
        harness.expectAllPassed()
        #expect(harness.bodies(1) == ["First"])
        #expect(harness.bodies(4) == ["Last"])
    }

    @Test("each slot's key path is distinct, and the same for every call")
    func keyPathsAreDistinctAndStable() {
        let paths = (0..<300).map { FieldKeyPaths.keyPath($0) }
        #expect(Set(paths).count == 300)
        #expect(FieldKeyPaths.keyPath(5) == paths[5])
        #expect(FieldKeyPaths.keyPath(280) == paths[280])
    }
}
