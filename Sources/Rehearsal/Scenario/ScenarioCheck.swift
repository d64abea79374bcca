/// Compares what a session did with what a script expects, and collects the mismatches.
struct ScenarioCheck {
    var file: String
    var mismatches: [ScenarioMismatch] = []

    init(file: String) {
        self.file = file
    }

    /// Whether the script stopped at a crash or hang, so no later step can run.
    private(set) var hasEnded = false

    /// The worker crashed or hung at `step`: the script fails there, with the worker's message.
    mutating func ended(_ error: CommandError, at step: Scenario.Step) {
        hasEnded = true
        fail(step, error.message, details: "")
    }

    /// A command followed by `expect error "message"`: it must fail with exactly that message.
    mutating func expectError(_ message: String, from command: String, output: SessionOutput, at step: Scenario.Step) {
        guard let error = output.error else {
            fail(
                step, "`\(command)` was expected to fail with \(Tokenizer.quoted(message)), but it succeeded",
                details: output.text.isEmpty ? "" : "it printed:\n" + indented(output.text),
                fix: ScenarioEdit(first: step.line, last: step.endLine, replacement: []))
            return
        }
        guard error.message != message else { return }
        fail(
            step, "`\(command)` failed with another message than expected",
            details: TextDiff.unified(message, error.message, oldName: "expected", newName: "actual", context: 0) ?? "",
            fix: ScenarioEdit(first: step.line, last: step.endLine, replacement: [ScenarioWriter.error(error.message)]))
    }

    /// A command followed by `expect error contains "fragment"`: it must fail with a message containing it.
    mutating func expectErrorContaining(
        _ fragment: String, from command: String, output: SessionOutput, at step: Scenario.Step
    ) {
        guard let error = output.error else {
            fail(
                step,
                "`\(command)` was expected to fail with a message containing \(Tokenizer.quoted(fragment)), "
                    + "but it succeeded",
                details: output.text.isEmpty ? "" : "it printed:\n" + indented(output.text))
            return
        }
        guard !error.message.contains(fragment) else { return }
        fail(
            step, "`\(command)` failed with a message that does not contain \(Tokenizer.quoted(fragment))",
            details: "the message: " + error.message)
    }

    /// Whether an output line (unindented) matches what `contains` or `lacks` names: the whole line, or, in
    /// the accessibility tree, an element named as the commands name one (`"label"`, `#identifier`,
    /// `role "name"`, `role`), whatever its other attributes (value, hint, traits); an element written with
    /// attributes or traits (`textField "Title" placeholder="Required"`) matches a line with each of them.
    static func line(_ line: String, matches text: String, in output: Command.Output) -> Bool {
        if line == text { return true }
        guard output == .ax else { return false }
        guard let target = target(text) else {
            guard let wanted = AccessibilityLine(text), wanted.hasDetails else { return false }
            return AccessibilityLine(line)?.matches(wanted) ?? false
        }
        // An ax line starts `role "label" #identifier`; what follows (value=, hint=, [traits]) is not compared.
        let characters = Array(line)
        var index = 0
        func word() -> String {
            let start = index
            while index < characters.count, characters[index] != " " { index += 1 }
            defer { while index < characters.count, characters[index] == " " { index += 1 } }
            return String(characters[start..<index])
        }
        let role = word()
        var label: String?
        if index < characters.count, characters[index] == "\"" {
            var text = ""
            index += 1
            while index < characters.count, characters[index] != "\"" {
                if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                text.append(characters[index])
                index += 1
            }
            index += 1
            while index < characters.count, characters[index] == " " { index += 1 }
            label = text
        }
        let next = word()
        let identifier = next.hasPrefix("#") ? String(next.dropFirst()) : nil
        if let wanted = target.role, wanted != role { return false }
        if let wanted = target.name, wanted != label { return false }
        if let wanted = target.identifier, wanted != identifier { return false }
        return true
    }

    /// `text` as a command's TARGET, when it is one and nothing more.
    private static func target(_ text: String) -> Target? {
        guard case .interact(.tap, let target)? = try? CommandParser.parse("tap " + text) else { return nil }
        return target
    }

    /// A command that failed with no `expect error` after it.
    mutating func unexpectedError(_ error: CommandError, from command: String, at step: Scenario.Step) {
        fail(
            step, "`\(command)` failed: \(error.message)",
            details: error.hint.map { "  " + $0 } ?? "",
            fix: ScenarioEdit(
                first: step.endLine + 1, last: step.endLine, replacement: [ScenarioWriter.error(error.message)]))
    }

    /// An expectation about a printing command's output.
    mutating func expect(_ expectation: Scenario.Expectation, _ output: SessionOutput, at step: Scenario.Step) {
        guard let shown = expectation.output?.rawValue else { return }
        if let error = output.error {
            fail(
                step, "expect \(shown): `\(shown)` failed: \(error.message)",
                details: error.hint.map { "  " + $0 } ?? "")
            return
        }
        let actual = output.text
        switch expectation {
        case .output(let output, let lines):
            let expected = lines.joined(separator: "\n")
            guard let diff = TextDiff.unified(expected, actual, oldName: "expected", newName: "actual") else { return }
            fail(
                step, "expect \(shown): the output differs from the expected block", details: diff,
                fix: ScenarioEdit(
                    first: step.line, last: step.endLine, replacement: ScenarioWriter.block(output, text: actual)))
        case .equals(let output, let text):
            guard let diff = TextDiff.unified(text, actual, oldName: "expected", newName: "actual") else { return }
            fail(
                step, "expect \(shown) ==: the output differs", details: diff,
                fix: ScenarioEdit(
                    first: step.line, last: step.endLine,
                    replacement: ScenarioWriter.expectation(output, text: actual, preferSingleLine: true)))
        case .contains(let output, let text):
            guard !Self.lines(of: actual).contains(where: { Self.line($0, matches: text, in: output) }) else { return }
            fail(
                step, "expect \(shown) contains: no line of the \(shown) output is \(text)",
                details: "the \(shown) output:\n" + indented(actual))
        case .lacks(let output, let text):
            guard let number = Self.lines(of: actual).firstIndex(where: { Self.line($0, matches: text, in: output) })
            else { return }
            fail(
                step, "expect \(shown) lacks: line \(number + 1) of the \(shown) output is \(text)",
                details: "the \(shown) output:\n" + indented(actual))
        case .error, .errorContains:
            return
        }
    }

    /// The lines of an output without their indentation, as `contains` and `lacks` compare them.
    static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            let unindented = String($0.unicodeScalars.drop { $0 == " " })
            return String(unindented.reversed().drop(while: \.isWhitespace).reversed())
        }
    }

    private mutating func fail(_ step: Scenario.Step, _ message: String, details: String, fix: ScenarioEdit? = nil) {
        mismatches.append(
            ScenarioMismatch(
                failure: ScenarioFailure(file: file, line: step.line, message: message, details: details), fix: fix))
    }

    private func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
