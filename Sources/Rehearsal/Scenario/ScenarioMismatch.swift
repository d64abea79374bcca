/// One step whose outcome differs from the script, and how `--update` would rewrite the script to match.
struct ScenarioMismatch: Equatable, Sendable {
    var failure: ScenarioFailure
    /// The rewrite that makes the script expect what happened; `nil` when no rewrite can say it
    /// (`contains` and `lacks` name one line, and what should replace it is the author's call).
    var fix: ScenarioEdit?
}
