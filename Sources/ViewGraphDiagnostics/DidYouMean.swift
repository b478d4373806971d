/// "Did you mean" suggestions with Elm's limits: a name is close enough when its
/// edit distance is at most 1 (for names under 3 characters) or at most 2, and a
/// suggestion is made only when exactly one candidate is nearest.
package enum DidYouMean {
    /// The single nearest candidate within the limit, or nil when there is none
    /// or when several candidates are equally near.
    ///
    ///     DidYouMean.suggestion(for: "chek", among: ["check", "run"])  // "check"
    package static func suggestion(for name: String, among candidates: [String]) -> String? {
        let limit = name.count < 3 ? 1 : 2
        var best: [String] = []
        var bestDistance = Int.max
        for candidate in Set(candidates).sorted() where candidate != name {
            let distance = editDistance(name, candidate, limit: limit)
            guard distance <= limit else { continue }
            if distance < bestDistance {
                bestDistance = distance
                best = [candidate]
            } else if distance == bestDistance {
                best.append(candidate)
            }
        }
        return best.count == 1 ? best[0] : nil
    }

    /// Levenshtein distance over characters (insert, delete, substitute), counting a
    /// swap of two neighbours as one edit. Stops early once it exceeds `limit`.
    package static func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let a = Array(a)
        let b = Array(b)
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
