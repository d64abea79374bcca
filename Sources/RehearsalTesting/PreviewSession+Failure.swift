public import Testing

extension PreviewSession {
    /// A step that failed inside ``PreviewSession/expectFailure(_:sourceLocation:_:)``: the shell's message.
    struct StepFailure: Error {
        var command: String
        var message: String
    }

    /// Checks that `step` fails with exactly `expected`, the shell's message (`error: ...` and its hint line);
    /// otherwise records an issue at the caller's line with a line diff. Returns whether it matched.
    ///
    /// ```swift
    /// screen.expectFailure(
    ///     """
    ///     error: no preview named "Shelf/Lodaed"; ...
    ///     """
    /// ) {
    ///     try screen.open("Shelf/Lodaed")
    /// }
    /// ```
    @discardableResult
    public func expectFailure(
        _ expected: String, sourceLocation: SourceLocation = #_sourceLocation, _ step: () throws -> Void
    ) -> Bool {
        let catching = catchesFailures
        catchesFailures = true
        defer { catchesFailures = catching }
        let failure: StepFailure
        do {
            try step()
            Issue.record(
                Comment(
                    rawValue: """
                        expected the step to fail with this message, but it succeeded at step \(session.position):
                        \(expected)
                        To fix, find what changed the screen so the step now works (see `state`); or, if that is \
                        intended, perform the step without expectFailure.
                        """), sourceLocation: sourceLocation)
            return false
        } catch let stepFailure as StepFailure {
            failure = stepFailure
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
            return false
        }
        guard failure.message != expected else { return true }
        let diff = TextDiff.unified(expected, failure.message, oldName: "expected", newName: "actual") ?? ""
        let hunks = diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
        Issue.record(
            Comment(
                rawValue: """
                    \(failure.command) failed after step \(session.position) with another message \
                    (- expected, + actual):
                    \(hunks)
                    To fix, change the screen back; or, if the change is intended, replace the literal with the \
                    actual message:
                    \(failure.message)
                    """), sourceLocation: sourceLocation)
        return false
    }
}
