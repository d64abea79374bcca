extension ScenarioParser.State {
    /// Reads `expect OUTPUT`, `expect OUTPUT contains|lacks|== LINE` or `expect error "message"`.
    mutating func expectation(_ line: String, number: Int, column: Int) {
        // Any expectation, even a malformed one, ends the window in which an `expect error` may follow a command.
        let afterCommand = followsCommand
        followsCommand = false
        let characters = Array(line)
        var index = column - 1 + "expect".count
        let (what, whatColumn) = Self.word(characters, from: &index)
        let outputs = Scenario.Expectation.checkableOutputs.map(\.rawValue)
        guard !what.isEmpty else {
            problem(
                number, whatColumn,
                "expect needs what to check: \(outputs.joined(separator: ", ")) or error",
                hint: "for example: expect ax contains button \"Try Again\"")
            return
        }
        if what == "error" {
            expectedError(characters, from: index, number: number, column: whatColumn, afterCommand: afterCommand)
            return
        }
        guard let output = Command.Output(rawValue: what), outputs.contains(what) else {
            problem(
                number, whatColumn,
                "expect can check \(outputs.joined(separator: ", ")) or error, not \(Self.quote(what))"
                    + NearestMatches.suggestion(what, in: outputs + ["error"], quote: false),
                hint: "for example: expect tree")
            return
        }
        let (form, formColumn) = Self.word(characters, from: &index)
        let rest = String(characters[min(index, characters.count)...]).drop { $0 == " " || $0 == "\t" }
        let text = String(rest.reversed().drop(while: \.isWhitespace).reversed())
        let step: Scenario.Expectation
        switch form {
        case "":
            block = OpenBlock(output: output, line: number)
            return
        case "contains", "lacks", "==":
            guard !text.isEmpty else {
                problem(
                    number, formColumn + form.count,
                    "expect \(what) \(form) needs the line to look for after `\(form)`",
                    hint: "for example: expect \(what) \(form) \(Self.example(output))")
                return
            }
            step =
                form == "contains"
                ? .contains(output, text) : form == "lacks" ? .lacks(output, text) : .equals(output, text)
        default:
            problem(
                number, formColumn,
                "expected `contains`, `lacks`, `==` or the end of the line after `expect \(what)`, found \(Self.quote(form))",
                hint: "`expect \(what)` alone opens a block of expected lines closed by `end`")
            return
        }
        scenario.steps.append(Scenario.Step(.expectation(step), line: number))
    }

    /// Reads `"message"` after `expect error`, which must follow the command it is about.
    private mutating func expectedError(
        _ characters: [Character], from index: Int, number: Int, column: Int, afterCommand: Bool
    ) {
        guard afterCommand else {
            problem(
                number, column,
                "expect error must come right after the command that should fail; found no command before it",
                hint: "put it on the line after the command (blank lines, comments and prose may come between)")
            return
        }
        let rest = String(characters[min(index, characters.count)...])
        let tokens: [Token]
        do {
            // Blanks in place of `expect error` keep the columns, and the messages that name them, the line's own.
            tokens = try Tokenizer.tokenize(String(repeating: " ", count: index) + rest)
        } catch {
            problem(number, error.column ?? 1, error.message, hint: error.hint)
            return
        }
        if tokens.count == 2, tokens[0].text == "contains", !tokens[0].isQuoted, tokens[1].isQuoted {
            scenario.steps.append(Scenario.Step(.expectation(.errorContains(tokens[1].text)), line: number))
            return
        }
        guard tokens.count == 1, let message = tokens.first, message.isQuoted else {
            let written = String(rest.drop { $0 == " " || $0 == "\t" })
            let found = tokens.isEmpty ? "nothing" : Self.quote(written)
            problem(
                number, tokens.first?.column ?? index + 1,
                "expect error needs the whole error message in double quotes, found \(found)",
                hint: "for example: expect error \"no preview is open\", or expect error contains \"no preview\"")
            return
        }
        scenario.steps.append(Scenario.Step(.expectation(.error(message.text)), line: number))
    }

    /// The next word from `index` (skipping blanks) and its 1-based column; moves `index` past it.
    private static func word(_ characters: [Character], from index: inout Int) -> (String, Int) {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
        let start = index
        while index < characters.count, characters[index] != " ", characters[index] != "\t" { index += 1 }
        return (String(characters[min(start, characters.count)..<min(index, characters.count)]), start + 1)
    }

    private static func example(_ output: Command.Output) -> String {
        switch output {
        case .path: "NavigationStack path=[]"
        case .tree: "ProgressView"
        case .state: "ShelfScreen  @State phase=.loading query=\"\""
        default: "button \"Try Again\""
        }
    }
}
