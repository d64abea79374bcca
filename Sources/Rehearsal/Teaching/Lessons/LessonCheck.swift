/// Checks a lesson step's expectations on the live session, so the learner hears when the screen differs
/// from what the prose describes (CI's replay checks the same expectations and fails instead).
@MainActor enum LessonCheck {
    static func notes(_ step: Lesson.Step, file: String, output: SessionOutput, session: Session) -> [String] {
        step.expectations.compactMap { expectation in
            guard case .expectation(let expected) = expectation.kind, !holds(expected, output: output, session: session)
            else { return nil }
            return "note: \(file):\(expectation.line) expects something else here, so the screen may not match what "
                + "the lesson says."
        }
    }

    private static func holds(_ expected: Scenario.Expectation, output: SessionOutput, session: Session) -> Bool {
        if case .error(let message) = expected { return output.error?.message == message }
        if case .errorContains(let fragment) = expected { return output.error?.message.contains(fragment) ?? false }
        guard let shown = expected.output else { return true }
        let text = session.execute(.show(shown, json: false)).rendered
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.drop { $0 == " " }).trimmingTrailingBlanks
        }
        switch expected {
        case .output(_, let expectedLines): return text == expectedLines.joined(separator: "\n")
        case .contains(_, let line): return lines.contains(line)
        case .lacks(_, let line): return !lines.contains(line)
        case .equals(_, let line): return text == line
        case .error, .errorContains: return true
        }
    }
}

extension String {
    fileprivate var trimmingTrailingBlanks: String {
        var text = self
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
