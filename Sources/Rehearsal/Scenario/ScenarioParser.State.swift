extension ScenarioParser {
    /// The parser's position in a script: the steps so far, an open block, and the problems found.
    struct State {
        /// An `expect OUTPUT` block whose `end` has not come yet.
        struct OpenBlock {
            var output: Command.Output
            var line: Int
            var lines: [String] = []
        }

        var scenario: Scenario
        var problems: [ScenarioProblem] = []
        var block: OpenBlock?
        /// Whether the last step was a command, so that an `expect error` may follow it.
        var followsCommand = false

        init(file: String) {
            scenario = Scenario(file: file)
        }

        mutating func consume(_ line: String, number: Int) {
            if block != nil, consumeBlockLine(line, number: number) { return }
            let indentation = line.prefix { $0 == " " || $0 == "\t" }.count
            let body = line.dropFirst(indentation)
            if body.isEmpty { return }
            if body.hasPrefix(headerPrefix) {
                header(body, number: number, column: indentation + 1)
            } else if body.hasPrefix("#") {
                return
            } else if body.hasPrefix(">") {
                prose(body, number: number, column: indentation + 1)
            } else if body == "end" || body.hasPrefix("end ") || body.hasPrefix("end\t") {
                followsCommand = false
                problem(
                    number, indentation + 1, "found `end` with no `expect` block open",
                    hint: "`end` closes the block of expected lines that a line like `expect tree` opens")
            } else if body == "expect" || body.hasPrefix("expect ") || body.hasPrefix("expect\t") {
                expectation(line, number: number, column: indentation + 1)
            } else {
                command(line, number: number)
            }
        }

        /// Takes one line inside an open block; returns `false` when the line closes nothing and is not
        /// indented, so the block ends there (with a problem) and the line is read as a line of its own.
        private mutating func consumeBlockLine(_ line: String, number: Int) -> Bool {
            guard var open = block else { return false }
            if line.prefix(while: { $0 != " " && $0 != "\t" }) == "end", line.dropFirst(3).allSatisfy(\.isWhitespace) {
                scenario.steps.append(
                    Scenario.Step(
                        .expectation(.output(open.output, lines: open.lines)), line: open.line, endLine: number))
                block = nil
                followsCommand = false
                return true
            }
            // Unicode scalars, not characters: a combining mark after the indentation joins the second space.
            if line.isEmpty || line.unicodeScalars.starts(with: "  ".unicodeScalars) {
                open.lines.append(String(line.unicodeScalars.dropFirst(2)))
                block = open
                return true
            }
            problem(
                number, 1,
                "expected a line indented by two spaces or `end` to close the `expect \(open.output.rawValue)` block "
                    + "opened at line \(open.line), found \(Self.quote(line))",
                hint:
                    "indent every line of the expected output by exactly two spaces; write `end` at the start of a line"
            )
            scenario.steps.append(
                Scenario.Step(
                    .expectation(.output(open.output, lines: open.lines)), line: open.line, endLine: number - 1))
            block = nil
            followsCommand = false
            return false
        }

        mutating func finish() {
            guard let open = block else { return }
            problem(
                open.line, 1,
                "the `expect \(open.output.rawValue)` block opened here is never closed; expected `end` before the end of the file",
                hint: "write `end` at the start of the line after the block's last line")
            block = nil
        }

        private var headerPrefix: String { "# rehearsal-scenario" }

        private mutating func header(_ body: Substring, number: Int, column: Int) {
            guard number == 1 else {
                problem(
                    number, column,
                    "the `# rehearsal-scenario` header must be the first line, found it at line \(number)",
                    hint: "move it to line 1, or remove it")
                return
            }
            let rest = body.dropFirst(headerPrefix.count)
            var word = String(rest.drop { $0 == " " })
            while word.last?.isWhitespace == true { word.removeLast() }  // editors leave trailing blanks
            guard rest.first == " ", let version = Int(word), version > 0, String(version) == word else {
                problem(
                    number, column + headerPrefix.count + 1,
                    "expected a format version number after `# rehearsal-scenario`, found \(Self.quote(word))",
                    hint: "this Rehearsal writes `\(Scenario.header)`")
                return
            }
            scenario.version = version
            if version > Scenario.formatVersion {
                problem(
                    number, column + headerPrefix.count + 1,
                    "this script is in scenario format version \(version); this Rehearsal reads version "
                        + "\(Scenario.formatVersion) and older",
                    hint: "update Rehearsal, or record the script again with this one")
            }
        }

        private mutating func prose(_ body: Substring, number: Int, column: Int) {
            if body == ">" {
                scenario.prose.append(Scenario.Prose("", line: number))
            } else if body.hasPrefix("> ") {
                scenario.prose.append(Scenario.Prose(String(body.dropFirst(2)), line: number))
            } else {
                problem(
                    number, column + 1, "expected a space after `>` in a prose line, found \(Self.quote(String(body)))",
                    hint: "write prose as `> text`")
            }
        }

        private mutating func command(_ line: String, number: Int) {
            let parsed: Command?
            do {
                parsed = try CommandParser.parse(line)
            } catch {
                problem(number, error.column ?? 1, error.message, hint: error.hint)
                followsCommand = true  // an `expect error` after it is about this line: one problem, not two
                return
            }
            guard let parsed else { return }
            let written = line.drop { $0 == " " || $0 == "\t" }
            let name = written.prefix { $0 != " " && $0 != "\t" }
            if ScenarioParser.shellOnlyCommands.contains(String(name)) {
                problem(
                    number, line.count - written.count + 1,
                    "`\(name)` works only in the interactive shell, so a scenario script cannot contain it",
                    hint: "remove the line")
                followsCommand = true
                return
            }
            scenario.steps.append(Scenario.Step(.command(parsed, text: String(written)), line: number))
            followsCommand = true
        }

        mutating func problem(_ line: Int, _ column: Int, _ message: String, hint: String? = nil) {
            problems.append(
                ScenarioProblem(file: scenario.file, line: line, column: max(1, column), message: message, hint: hint))
        }

        /// A found text in quotes for messages, with its control characters escaped so a message stays on one line.
        static func quote(_ text: String) -> String {
            Tokenizer.quoted(text)
        }
    }
}
