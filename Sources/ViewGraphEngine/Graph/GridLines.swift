// How many cells a lazy grid lays out on one line, from its `columns:` (or a horizontal grid's
// `rows:`), across the simulated screen.
// Rules: R8.1 (a lazy grid builds the visible rows of cells).
// Faithfulness: the line is the whole screen (393 points across, 852 down); padding, insets
// and the grid's own frame are not computed. A fixed or flexible item is one cell; an adaptive
// item fits as many cells of its minimum size, each followed by its spacing (8 points unless
// given), as the room the other items leave, and at least one.

/// The size of one `GridItem`, read from its spelling (`GridItem(.adaptive(minimum: 80))`).
struct GridItemSize: Equatable {
    enum Kind: Equatable {
        case fixed(Double)
        case flexible(minimum: Double)
        case adaptive(minimum: Double)
    }

    var kind: Kind
    var spacing: Double

    /// SwiftUI's default spacing between grid cells.
    static let defaultSpacing = 8.0
    /// A flexible item's minimum size when none is given.
    static let defaultFlexibleMinimum = 10.0

    init(kind: Kind, spacing: Double) {
        self.kind = kind
        self.spacing = spacing
    }

    /// The item a `GridItem(…)` value spells; nil for a value that is not one.
    init?(spelling: String) {
        guard spelling.hasPrefix("GridItem(") else { return nil }
        spacing = Self.number(after: "spacing: ", in: spelling) ?? Self.defaultSpacing
        if spelling.contains(".adaptive(") {
            kind = .adaptive(minimum: Self.number(after: "minimum: ", in: spelling) ?? Self.defaultFlexibleMinimum)
        } else if let size = Self.number(after: ".fixed(", in: spelling) {
            kind = .fixed(size)
        } else {
            kind = .flexible(minimum: Self.number(after: "minimum: ", in: spelling) ?? Self.defaultFlexibleMinimum)
        }
    }

    /// The number written right after `label` (`80`, `70.0`), if it is a number.
    private static func number(after label: String, in spelling: String) -> Double? {
        guard let start = spelling.range(of: label)?.upperBound else { return nil }
        let digits = spelling[start...].prefix { $0.isNumber || $0 == "." }
        return Double(digits)
    }

    /// The cells a line of `items` holds across `length` points: one for each fixed or
    /// flexible item, and for each adaptive item as many as fit in the room left, shared
    /// equally among the adaptive items (R8.1).
    static func cellsPerLine(_ items: [GridItemSize], across length: Double) -> Int {
        var room = length
        var adaptive: [(minimum: Double, spacing: Double)] = []
        var cells = 0
        for item in items {
            switch item.kind {
            case .fixed(let size):
                room -= size + item.spacing
                cells += 1
            case .flexible(let minimum):
                room -= minimum + item.spacing
                cells += 1
            case .adaptive(let minimum):
                adaptive.append((minimum, item.spacing))
            }
        }
        guard adaptive.isEmpty == false else { return max(1, cells) }
        let share = max(0, room) / Double(adaptive.count)
        for item in adaptive {
            // n cells and the n − 1 spacings between them fit when n × (minimum + spacing) ≤ share + spacing.
            let fits = ((share + item.spacing) / (max(1, item.minimum) + item.spacing)).rounded(.down)
            cells += max(1, Int(min(fits, 1_000)))
        }
        return cells
    }
}
