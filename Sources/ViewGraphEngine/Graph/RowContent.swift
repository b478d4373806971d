// ForEach row content (R2.7, R8): a ForEach keeps its content closure and calls it
// itself, once per element, after the body that made the ForEach has returned. A
// container with an escaping content closure (`GeometryReader`, `ScrollViewReader`,
// `DisclosureGroup`) does the same once: its content is a row content with no element. Each
// call is one `RowContent`, with an Observation tracking scope of its own, so an
// @Observable read made inside the closure invalidates that element's content, which
// is evaluated again alone; the body of the view that built the ForEach does not run.
//
// Faithfulness: simplified. Only @Observable reads belong to the row content: `@State`,
// `@Binding` and environment reads made in the closure stay the owning view's (they
// are that view's dynamic properties, which the closure reads through the view value
// it captured; a `@Binding` to an @Observable property is the view's read too), and
// ObservableObject subscriptions are made by declaring a wrapper, never by a closure (R3.1). The owner's rendered lines are rendered again after a
// row content runs (one pass over the owner's output per frame, not per row).
import ViewGraphDiagnostics
import ViewGraphSyntax

/// Where one element's content sits: the ForEach's site in the owner's body and the
/// ids of the element and of the rows around it (a ForEach inside a row's content).
package struct RowContentKey: Hashable {
    package let site: NodeID
    package let ids: [ValueKey]
    /// The hash of `site` and `ids`, worked out once: a key is hashed three or four times
    /// as its row is built (the rows seen, the owner's row contents), and hashing the ids
    /// walks each of them.
    private let hash: Int

    package init(site: NodeID, ids: [ValueKey]) {
        self.site = site
        self.ids = ids
        var hasher = Hasher()
        hasher.combine(site)
        hasher.combine(ids)
        hash = hasher.finalize()
    }

    package static func == (lhs: RowContentKey, rhs: RowContentKey) -> Bool {
        lhs.hash == rhs.hash && lhs.site == rhs.site && lhs.ids == rhs.ids
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}

/// One element's content closure evaluation: what a ForEach keeps per element.
///
/// **What it models.** The part of SwiftUI's graph that evaluates a ForEach's content
/// closure for one element: its result is the row's views, its reads are its own
/// dependencies (R2.7, R4.3: one-shot tracking, re-armed on every evaluation).
///
/// **Example.** `ForEach(model.items) { item in Text(item.name) }` in `Shelf` makes one
/// row content per item, `ForEach row content [2]` in `Shelf`; `item.name = "B"` on the
/// second item runs that row content only.
///
/// **Invariants.** A row content is alive while its element is built in its owner's
/// output (a visible row, in a lazy container); `built` is the row's latest views and
/// sits at `slot` in `container`'s children; `observableReads` are the reads of its
/// latest evaluation.
package final class RowContent {
    package let key: RowContentKey
    package var owner: ViewNode? { ownerLink.target }
    private let ownerLink: NodeLink
    /// Creation order: a stable tie-breaker for deterministic output.
    package let serial: Int
    /// The element and closure of the latest build.
    package var row: DeferredRow
    /// The ForEach value whose children hold this row, and the row's index there.
    var container: ViewValue?
    var slot = 0
    /// The views of the latest evaluation.
    var built: ViewValue?
    package var observableReads: [ObservableRead] = []
    /// Bumped after each evaluation: a tracker from an older one is stale (R4.3).
    var trackingGeneration = 0
    package var pendingCauses: [RunReason] = []
    package var isAlive = true
    /// Its latest views hold a ForEach of their own (rows nested in this row).
    var hasNestedRows = false
    /// It is an element of a ForEach in a List or a lazy stack whose content is Sections
    /// (or ForEaches) of rows: the rows nested in it are windowed with the container's
    /// other rows, not all built with it (R8.1, R8.2).
    var windowsNestedRows = false
    /// A reference to this row content that does not keep it alive (trackers hold it).
    let link = Link<RowContent>()

    init(key: RowContentKey, owner: ViewNode, serial: Int, row: DeferredRow) {
        self.key = key
        self.ownerLink = owner.link
        self.serial = serial
        self.row = row
        link.target = self
    }

    deinit {
        link.target = nil
    }

    /// The element's id as REFs print it: `2`, `"Eggs"`.
    package var idText: String { ValueKeyFormatting.describe(row.id) }

    /// The container that calls this content closure itself (`GeometryReader`), when it
    /// is no ForEach row: one content, no element.
    package var escapingContainer: String? { row.escapingContainer }

    /// `ForEach row content [2]`; a row of a ForEach inside another's row names the rows
    /// around it first (`ForEach row content [1][2]`), as two grid rows each have a `[2]`.
    /// An escaping container's content is `GeometryReader content` (`GeometryReader
    /// content in row [2]` inside a ForEach row).
    package var displayName: String {
        if let escapingContainer {
            let rows = key.ids.dropLast()
            return escapingContainer + " content"
                + (rows.isEmpty ? "" : " in row " + rows.map { "[\(ValueKeyFormatting.describe($0))]" }.joined())
        }
        return "ForEach row content " + key.ids.map { "[\(ValueKeyFormatting.describe($0))]" }.joined()
    }

    /// What ran instead of the owner's body, for reports: `the ForEach in it evaluated its
    /// content again, alone, for [2]`, `the GeometryReader in it called its content closure
    /// again, alone`.
    package static func ranAlone(_ contents: [RowContent]) -> String {
        var parts: [String] = []
        let rows = contents.filter { $0.escapingContainer == nil }.map { "[\($0.idText)]" }
            .reduce(into: [String]()) { if $0.contains($1) == false { $0.append($1) } }
        if rows.isEmpty == false {
            parts.append("the ForEach in it evaluated its content again, alone, for \(rows.joined(separator: ", "))")
        }
        let containers = contents.compactMap(\.escapingContainer)
            .reduce(into: [String]()) { if $0.contains($1) == false { $0.append($1) } }
        for container in containers {
            parts.append("the \(container) in it called its content closure again, alone")
        }
        return parts.joined(separator: ", and ")
    }
}

/// One evaluation of a row content that ran on its own: its owner's body did not run
/// in that frame (a row content evaluated with its owner's body is part of that run).
package struct RowContentRun {
    package var content: RowContent
    /// The view whose body built the ForEach.
    package var owner: ViewNode
    package var reasons: [RunReason]
    package var cost: Double
    package var work: [(name: String, cost: Double)]
    /// The row's rendered lines changed (R0.4).
    package var redrawn: Bool
    package var screenChange: ScreenChange?
    package var outputChange: String? {
        guard let screenChange, screenChange.isEmpty == false else { return nil }
        return screenChange.description
    }
    /// The @Observable reads it made (its new dependencies).
    package var reads: [ObservableRead]
    /// Where the ForEach is in the source.
    package var range: SourceRange
    /// `ForEach row content [2]`.
    package var displayName: String { content.displayName }

    /// Whether `node` is a view this row built, or is below one: below the owner, its
    /// identity holds the ForEach's site and then the row's id (R1.4), and, for a row of a
    /// ForEach inside another ForEach's row, the ids of the rows around it before the
    /// site, in order (two grid rows each have a seat `[2]`; only one is this row's).
    /// An escaping container's content has no element id: the views below it hold the
    /// content's own site.
    package func holds(_ node: ViewNode) -> Bool {
        let (site, ids) = (content.row.forEachSite, content.key.ids)
        var current: ViewNode? = node
        while let candidate = current, let parent = candidate.parent {
            if parent === owner {
                let local = candidate.identity.components.dropFirst(parent.identity.components.count)
                guard let at = local.firstIndex(of: .site(site)), let id = ids.last,
                    content.escapingContainer != nil || local[(at + 1)...].contains(.element(id))
                else { return false }
                var from = local.startIndex
                for outer in ids.dropLast() {
                    guard let found = local[from..<at].firstIndex(of: .element(outer)) else { return false }
                    from = found + 1
                }
                return true
            }
            current = parent
        }
        return false
    }
}
