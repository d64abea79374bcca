import RehearsalUI

/// Finds the names closest to a misspelt one, for "did you mean" suggestions.
///
/// Names of the form `Stem/Title` that share the typed stem are compared by title alone, so a long common
/// prefix does not make every preview of a file look close.
enum NearestNames {
    /// Up to `limit` names close to `name`, closest first, ties in listing order.
    static func to(_ name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let typed = name.lowercased()
        guard !typed.isEmpty else { return [] }
        let scored = candidates.enumerated().compactMap { index, candidate -> (Int, Int, String)? in
            let lowered = candidate.lowercased()
            if lowered.contains(typed) { return (1, index, candidate) }
            let (left, right) = comparedParts(typed, lowered)
            let distance = EditDistance.between(String(left), String(right))
            return distance <= max(2, left.count / 3) ? (distance, index, candidate) : nil
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
    }

    /// The titles when both names have the same stem before their last `/`, else the whole names.
    private static func comparedParts(_ typed: String, _ candidate: String) -> (Substring, Substring) {
        if let slash = typed.lastIndex(of: "/"), let other = candidate.lastIndex(of: "/"),
            typed[..<slash] == candidate[..<other]
        {
            return (typed[typed.index(after: slash)...], candidate[candidate.index(after: other)...])
        }
        return (typed[...], candidate[...])
    }
}
