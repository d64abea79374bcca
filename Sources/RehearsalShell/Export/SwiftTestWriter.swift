package import Rehearsal

/// Writes a session as a Swift Testing file: one `@Test` that opens the session's first preview with
/// `withPreview`, performs every step after it (a later `open` reopens in the same session, as in the
/// shell), and checks after each the outputs the user looked at, `--json` documents included.
package struct SwiftTestWriter {
    /// The first line of every file `export` writes; a file that starts with it may be replaced.
    package static let marker = "// Exported by `rehearse` (export FILE.swift)"

    /// The session's steps, in canonical form, as the history lists them.
    package let steps: [String]
    /// What the user saw during the session.
    package let observations: [SessionTranscript.Observation]
    private let observationsByStepCount: [Int: [SessionTranscript.Observation]]
    /// The tree most observations' steps are in (the session's), and the node in it of each prefix of `steps`.
    private let tree: StepTree?
    private let prefixNodes: [StepTree.Node?]
    /// The module that declares the preview, imported and used as the previews' scope; `nil` when unknown.
    package var module: String?
    /// The suite's type name, from the file's name.
    package var suite: String

    package init(
        steps: [String], observations: [SessionTranscript.Observation], module: String?, suite: String
    ) {
        self.steps = steps
        self.observations = observations
        // Grouped by how many steps were applied, so each step compares only its own few observations.
        observationsByStepCount = Dictionary(grouping: observations, by: \.steps.count)
        let tree = observations.last?.steps.tree
        var node: StepTree.Node? = StepTree.root
        prefixNodes = steps.map { step in
            node = node.flatMap { tree?.existingChild(of: $0, step) }
            return node
        }
        self.tree = tree
        self.module = module
        self.suite = suite
    }

    /// The file's text and how many steps and checks it holds.
    package struct Result: Equatable, Sendable {
        package var text: String
        package var steps: Int
        package var checks: Int
    }

    /// The Swift file, or an error when the session has no preview open.
    package func write() throws(CommandError) -> Result {
        let commands = steps.map { try? CommandParser.parse($0) }
        guard
            let start = commands.firstIndex(where: { if case .open? = $0 { true } else { false } }),
            case .open(let name)? = commands[start]
        else {
            throw CommandError(
                "there is nothing to export: no preview is open", code: "state",
                hint: "open one with `open NAME`, explore it, then `export FILE.swift`")
        }
        var body: [String] = []
        var checks = 0
        var echo = Echo.diff
        let openChecks = self.checks(after: start, echo: &echo)
        let defaults = Self.defaults(in: commands[..<start])
        var arguments = [SwiftLiteral.string(name)]
        if let module { arguments.append("in: .modules(\(SwiftLiteral.string(module)))") }
        if !defaults.isEmpty { arguments.append("defaults: \(Self.pairs(defaults))") }
        if echo != .diff { arguments.append("echo: .\(echo.rawValue)") }
        body.append("try withPreview(\(arguments.joined(separator: ", "))) { screen in")
        body += openChecks.lines
        checks += openChecks.count
        for index in (start + 1)..<steps.count {
            var stepEcho = echo
            let found = self.checks(after: index, echo: &stepEcho)
            if stepEcho != echo {
                body.append("    screen.echo = .\(stepEcho.rawValue)")
                echo = stepEcho
            }
            body.append(
                "    " + (commands[index].map(Self.call) ?? "try screen.run(\(SwiftLiteral.string(steps[index])))"))
            body += found.lines
            checks += found.count
        }
        body.append("}")
        let count = steps.count - start
        var header = [
            Self.marker + " from a session on \(name).",
            "// \(count) \(count == 1 ? "step" : "steps"), \(checks) \(checks == 1 ? "check" : "checks"). "
                + "Run it with `swift test --filter \(suite)`; it fails when the screen changes.",
            "// Its test target depends on the RehearsalTesting product and on "
                + "\(module ?? "the target that declares the preview").",
        ]
        let others = commands[(start + 1)...].compactMap { if case .open(let other)? = $0 { other } else { nil } }
        if !others.isEmpty {
            header.append(
                "// It reopens in the same session, as the shell did: "
                    + others.map { "`open \(Tokenizer.quoted($0))`" }.joined(separator: ", ") + ".")
        }
        let imports = (["RehearsalTesting", "Testing"] + (module.map { [$0] } ?? [])).sorted().map { "import \($0)" }
        let lines =
            header + imports + [
                "",
                "/// The session on \(name), replayed: each step, then what the shell printed after it.",
                "@MainActor @Suite struct \(suite) {",
                "    @Test(\(SwiftLiteral.string("\(name), as rehearsed"))) func rehearsed() throws {",
            ] + body.map { $0.isEmpty ? "" : "        " + $0 } + ["    }", "}"]
        return Result(text: lines.joined(separator: "\n") + "\n", steps: count, checks: checks)
    }

    /// The checks of what was printed after step `index` (0-based) on the path to the current step, and the
    /// echo mode its own output was printed in.
    private func checks(after index: Int, echo: inout Echo) -> (lines: [String], count: Int) {
        let seen = (observationsByStepCount[index + 1] ?? []).filter { printed(after: $0.steps, index) }
        var lines: [String] = []
        var count = 0
        if let own = seen.last(where: { $0.output == nil && $0.failed == nil }), !own.text.isEmpty {
            echo = own.echo
            lines += Self.expect("echo", own.text)
            count += 1
        }
        var kinds: Set<String> = []
        for shown in seen where !shown.json {
            guard let output = shown.output, kinds.insert(output.rawValue).inserted else { continue }
            lines += Self.expect(output.rawValue, shown.text)
            count += 1
        }
        // A `--json` document is checked when its text form was not: the same screen, read by a program.
        for shown in seen where shown.json {
            guard let output = shown.output, !kinds.contains(output.rawValue),
                kinds.insert("json " + output.rawValue).inserted
            else { continue }
            lines += Self.expect(output.rawValue, shown.text, method: "expectJSON")
            count += 1
        }
        var failures: Set<String> = []
        for shown in seen {
            guard let failed = shown.failed, failures.insert(failed.text).inserted else { continue }
            lines += Self.expectFailure(shown.text, of: failed)
            count += 1
        }
        return (lines, count)
    }

    /// Whether `list` is the steps up to step `index` (0-based).
    private func printed(after list: StepList, _ index: Int) -> Bool {
        // In the session's tree, equal lists are one node: no steps are compared.
        if list.tree === tree { return list.node == prefixNodes[index] }
        return list.steps[...] == steps[...index]
    }

    /// `screen.expect(.ax, """ ... """)` as swift-format lays it out, inside the closure.
    static func expect(_ output: String, _ text: String, method: String = "expect") -> [String] {
        ["    screen.\(method)(", "        .\(output),"]
            + SwiftLiteral.block(text, indent: "        ").split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().map { index, line in index == 0 ? "        " + line : String(line) }
            .dropLastLine(appending: ")")
    }

    /// `screen.expectFailure(""" ... """) { try screen.tap(...) }` as swift-format lays it out.
    static func expectFailure(_ message: String, of command: Command) -> [String] {
        var lines = ["    screen.expectFailure("]
        lines += SwiftLiteral.block(message, indent: "        ").split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .enumerated().map { index, line in index == 0 ? "        " + line : String(line) }
        return lines + ["    ) {", "        " + call(command), "    }"]
    }

    /// The defaults that steps before `open` set, in the order first set; an empty value removes one.
    static func defaults(in commands: ArraySlice<Command?>) -> [(String, String)] {
        var result: [(String, String)] = []
        for case .defaults(let values, let order)? in commands {
            for key in order {
                result.removeAll { $0.0 == key }
                if let value = values[key], !value.isEmpty { result.append((key, value)) }
            }
        }
        return result
    }

    /// `["key": "value", ...]`, a `KeyValuePairs` literal.
    static func pairs(_ pairs: [(String, String)]) -> String {
        "[" + pairs.map { "\(SwiftLiteral.string($0.0)): \(SwiftLiteral.string($0.1))" }.joined(separator: ", ") + "]"
    }
}

extension Array where Element == String {
    /// The lines with `suffix` added to the last one.
    fileprivate func dropLastLine(appending suffix: String) -> [String] {
        guard let last else { return self }
        return dropLast() + [last + suffix]
    }
}
