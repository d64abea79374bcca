/// Finds the names closest to a misspelt one, for "did you mean" suggestions.
enum NearestNames {
    /// Up to `limit` names within a small edit distance of `name`, closest first, ties in listing order.
    static func to(_ name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(name.lowercased())
        let threshold = max(2, target.count / 3)
        let scored = candidates.enumerated().compactMap { index, candidate -> (Int, Int, String)? in
            let lowered = candidate.lowercased()
            let distance = lowered.contains(name.lowercased()) && !name.isEmpty ? 1 : editDistance(target, Array(lowered))
            return distance <= threshold ? (distance, index, candidate) : nil
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
    }

    /// The Levenshtein distance between two character arrays.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
