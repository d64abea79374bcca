import RehearsalUI

/// Finds the candidates closest to what a user typed, for "did you mean" suggestions.
package enum NearestMatches {
    /// Up to `limit` candidates whose edit distance to `input` is small, closest first, ties in candidate order.
    package static func find(_ input: String, in candidates: [String], limit: Int = 3) -> [String] {
        let needle = input.lowercased()
        // Counted once: a 10 MB unknown word is measured in one pass, not once a candidate.
        let needleCount = needle.count
        let scored = candidates.enumerated().compactMap { index, candidate -> (Int, Int, String)? in
            let lowered = candidate.lowercased()
            if lowered == needle { return (0, index, candidate) }
            if lowered.hasPrefix(needle) || needle.hasPrefix(lowered) || lowered.contains(needle) {
                return (1, index, candidate)
            }
            let allowed = max(2, needleCount / 3)
            // The distance is at least the difference in length: skip the quadratic search when it is too far.
            guard abs(needleCount - lowered.count) <= allowed else { return nil }
            let distance = EditDistance.between(needle, lowered)
            return distance <= allowed ? (1 + distance, index, candidate) : nil
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
    }

    /// `; did you mean "a" or "b"?`, or an empty string when nothing is close.
    package static func suggestion(_ input: String, in candidates: [String], quote: Bool = true) -> String {
        let matches = find(input, in: candidates)
        guard !matches.isEmpty else { return "" }
        let shown = matches.map { quote ? "\"\($0)\"" : $0 }
        let list = shown.count == 1 ? shown[0] : shown.dropLast().joined(separator: ", ") + " or " + shown.last!
        return "; did you mean \(list)?"
    }
}
