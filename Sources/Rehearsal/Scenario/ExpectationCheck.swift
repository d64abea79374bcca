/// Checks a script's expectations after one command exactly as replay does, for callers outside a replay
/// (a lesson in the shell checks the learner's command against the lesson's expectations with it).
package enum ExpectationCheck {
    /// The failures of `expectations` (the steps after `command` in `file`) given the command's `output`;
    /// `show` runs a printing command on the live session.
    package static func failures(
        _ expectations: [Scenario.Step], after command: String, output: SessionOutput, file: String,
        show: (Command.Output) -> SessionOutput
    ) -> [ScenarioFailure] {
        var check = ScenarioCheck(file: file)
        var expectsError = false
        for step in expectations {
            guard case .expectation(let expectation) = step.kind else { continue }
            if case .error(let message) = expectation {
                expectsError = true
                check.expectError(message, from: command, output: output, at: step)
            } else if case .errorContains(let fragment) = expectation {
                expectsError = true
                check.expectErrorContaining(fragment, from: command, output: output, at: step)
            } else if let shown = expectation.output {
                check.expect(expectation, show(shown), at: step)
            }
        }
        if !expectsError, let error = output.error, let first = expectations.first {
            check.unexpectedError(error, from: command, at: first)
        }
        return check.mismatches.map(\.failure)
    }
}
