public import Testing

extension PreviewSession {
    /// The `--json` document the session prints now for `output` (`ax --json`), as the shell prints it;
    /// the echo has none, so it is the last step's output.
    public func json(of output: Output) -> String {
        guard let command = output.command else { return lastOutput }
        return session.execute(.show(command, json: true)).rendered
    }

    /// Checks that the `--json` document of `output` is exactly `expected`; otherwise records an issue at the
    /// caller's line with a line diff and the actual document. Returns whether it matched.
    @discardableResult
    public func expectJSON(
        _ output: Output, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let actual = json(of: output)
        guard actual != expected else { return true }
        Issue.record(
            Comment(rawValue: mismatch(output, expected: expected, actual: actual, json: true)),
            sourceLocation: sourceLocation)
        return false
    }
}
