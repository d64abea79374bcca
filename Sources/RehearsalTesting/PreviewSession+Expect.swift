public import Testing

extension PreviewSession {
    /// The text the session prints now for `output`, as the shell prints it.
    public func text(of output: Output) -> String {
        guard let command = output.command else { return lastOutput }
        return session.execute(.show(command, json: false)).rendered
    }

    /// The view tree now, as `tree` prints it.
    public var tree: String { text(of: .tree) }
    /// The accessibility tree now, as `ax` prints it.
    public var ax: String { text(of: .ax) }
    /// The navigation path now, as `path` prints it.
    public var path: String { text(of: .path) }
    /// The state listing now, as `state` prints it.
    public var state: String { text(of: .state) }

    /// Checks that `output` is exactly `expected`; otherwise records an issue at the caller's line with a line
    /// diff (`-` expected, `+` actual) and the actual text. Returns whether it matched.
    @discardableResult
    public func expect(
        _ output: Output, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let actual = text(of: output)
        guard actual != expected else { return true }
        Issue.record(
            Comment(rawValue: mismatch(output, expected: expected, actual: actual)), sourceLocation: sourceLocation)
        return false
    }

    /// The message of a failed check: what differs, where, the diff, and how to fix it.
    func mismatch(_ output: Output, expected: String, actual: String, json: Bool = false) -> String {
        let step = session.position
        let command = step > 0 && step <= session.history.count ? session.history[step - 1].text : "no step"
        let what =
            output == .echo
            ? "the output of step \(step) (\(command))"
            : "\(output.rawValue)\(json ? " --json" : "") after step \(step) (\(command))"
        let diff = TextDiff.unified(expected, actual, oldName: "expected", newName: "actual", context: 2) ?? ""
        let hunks = diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
        return """
            \(what) is not the expected text (- expected, + actual):
            \(hunks)
            To fix, change the screen back; or, if the change is intended, replace the literal with the actual text:
            \(actual)
            """
    }
}
