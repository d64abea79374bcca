/// A change to a script's lines that `--update` makes: replace lines `first...last` with `replacement`.
///
/// An insertion after line L is `first = L + 1, last = L` (no line replaced); a deletion has no replacement.
struct ScenarioEdit: Equatable, Sendable {
    var first: Int
    var last: Int
    var replacement: [String]

    /// Applies edits (which must not overlap) to the lines of `text`, from the last to the first.
    static func apply(_ edits: [ScenarioEdit], to text: String) -> String {
        var lines = ScenarioParser.lines(of: text)
        for edit in edits.sorted(by: { ($0.first, $0.last) > ($1.first, $1.last) }) {
            let lower = min(max(edit.first - 1, 0), lines.count)
            let upper = min(max(edit.last, lower), lines.count)
            lines.replaceSubrange(lower..<upper, with: edit.replacement)
        }
        return ScenarioWriter.file(lines)
    }
}
