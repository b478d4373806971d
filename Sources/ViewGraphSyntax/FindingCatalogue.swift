/// The findings ViewGraph detects (DESIGN.md §4): stable ids that `expect finding ID`
/// names, with the rules and source article each one comes from. The checker
/// validates ids against this list; the explanations layer uses the rest.
package struct FindingKind: Sendable, Hashable {
    package var id: String
    /// One line: what the pattern is.
    package var summary: String
    /// rule numbers of Guides/Rules.md.
    package var rules: [String]
    /// Source article title and section, in the project's citation form.
    package var sources: [String]

    package var guidePath: String { "Guides/causes/\(id).md" }
}

package enum FindingCatalogue {
    package static let all: [FindingKind] = [
        FindingKind(
            id: "broad-observable-read",
            summary: "a body reads a whole collection or struct property; one change re-runs many views",
            rules: ["R4.1", "R4.2"],
            sources: [
                "\"Find the SwiftUI State Change Behind a Slow Body Update\", \"Look for too many updates\"",
                "\"Production SwiftUI Architecture\", the UDF store",
            ]),
        FindingKind(
            id: "object-will-change-fanout",
            summary: "ObservableObject subscribers re-run for @Published properties they never read",
            rules: ["R3.1", "R3.2"],
            sources: [
                "\"What actually causes a SwiftUI list to redraw more than expected\", cause 2",
                "\"Production SwiftUI Architecture\", \"Structural Invalidation Storms\"",
            ]),
        FindingKind(
            id: "expensive-body",
            summary: "costly work (formatters, sorting, filtering) repeated inside body",
            rules: ["R9.2"],
            sources: [
                "\"Find the SwiftUI State Change Behind a Slow Body Update\", \"Find the expensive body\"",
                "\"What actually causes a SwiftUI list to redraw more than expected\", cause 3",
            ]),
        FindingKind(
            id: "environment-churn",
            summary: "a fast-changing environment value makes many readers get checked",
            rules: ["R7.1", "R7.2"],
            sources: ["\"Find the SwiftUI State Change Behind a Slow Body Update\", \"Watch environment values\""]),
        FindingKind(
            id: "unstable-identity",
            summary:
                "ForEach ids from indices (with insert or remove), generated in body, or duplicated; a range that is not constant",
            rules: ["R1.4", "R1.6"],
            sources: ["\"What actually causes a SwiftUI list to redraw more than expected\", cause 1"]),
        FindingKind(
            id: "identity-reset",
            summary: "a branch switch or .id change destroyed state",
            rules: ["R1.2", "R1.3", "R1.5"],
            sources: [
                "\"What actually causes a SwiftUI list to redraw more than expected\", cause 1",
                "\"Production SwiftUI Architecture\", Error 1",
            ]),
        FindingKind(
            id: "uncomparable-input",
            summary: "a child re-runs because an input is a closure or Binding(get:set:)",
            rules: ["R2.4", "R6.3"],
            sources: ["\"What actually causes a SwiftUI list to redraw more than expected\", cause 3"]),
        FindingKind(
            id: "equatable-gate",
            summary: "a custom == skipped a body, was ignored on a plain-data view, or ignores a field body uses",
            rules: ["R2.2", "R2.5"],
            sources: [
                "\"What actually causes a SwiftUI list to redraw more than expected\", fix 1",
                "\"Production SwiftUI Architecture\", RateCell",
            ]),
        FindingKind(
            id: "state-init-churn",
            summary: "a @State initial value is rebuilt on every parent run",
            rules: ["R5.2", "R2.3", "R5.5"],
            sources: ["\"Production SwiftUI Architecture\", Error 1"]),
        FindingKind(
            id: "update-during-body",
            summary: "a body mutates state while views are updating",
            rules: ["R9.3", "R3.6", "R5.4"],
            sources: ["\"Production SwiftUI Architecture\", Error 4"]),
        FindingKind(
            id: "task-not-cancelled",
            summary: "work started from onAppear or an unstructured Task outlives its view",
            rules: ["R10.1", "R10.2", "R10.3"],
            sources: [
                "\"Production SwiftUI Architecture\", \"Cooperative Thread Pool Starvation\" and the FAQ"
            ]),
        FindingKind(
            id: "frame-hitch",
            summary: "a frame's updates exceed the display budget",
            rules: ["R9.1", "R11.1"],
            sources: [
                "\"Find the SwiftUI State Change Behind a Slow Body Update\", \"Update Groups\"",
                "\"Production SwiftUI Architecture\", \"Main Thread Saturation\"",
            ]),
        FindingKind(
            id: "same-value-notify",
            summary: "a notification with no real change (@Published set, in-place no-op)",
            rules: ["R3.3", "R4.6"],
            sources: ["R3.3, R4.6 (Guides/Rules.md)"]),
    ]

    package static func kind(_ id: String) -> FindingKind? { all.first { $0.id == id } }
    package static var ids: [String] { all.map(\.id) }
}
