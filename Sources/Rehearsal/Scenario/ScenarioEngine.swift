import Foundation

/// The replay of scripts on any thread: what `ScenarioRunner` does on the main actor, given the three
/// operations of a host as closures, so that each thread of a parallel replay can drive its own worker.
package struct ScenarioEngine {
    private let begin: () -> Void
    private let execute: (Command) -> SessionOutput
    private let end: () -> Void
    /// Called after each step with what it printed and the mismatches it added (a matrix replay's trace).
    package var afterStep: ((Scenario.Step, SessionOutput, [ScenarioFailure]) -> Void)?

    /// An engine that starts a fresh session with `begin`, runs commands with `execute` and ends with `end`.
    package init(
        begin: @escaping () -> Void, execute: @escaping (Command) -> SessionOutput, end: @escaping () -> Void
    ) {
        self.begin = begin
        self.execute = execute
        self.end = end
    }

    /// Reads, parses and replays the script at `path`, stopping at its first mismatch.
    package func run(file path: String) -> ScenarioResult {
        switch Self.load(path) {
        case .success(let scenario): run(scenario)
        case .failure(let failure): ScenarioResult(file: path, status: .failed, commands: 0, failure: failure)
        }
    }

    /// Replays a parsed script, stopping at its first mismatch.
    package func run(_ scenario: Scenario) -> ScenarioResult {
        var prints: [ScenarioPrint] = []
        let (commands, mismatches) = replay(scenario, stopAtFirstMismatch: true, prints: &prints)
        guard let first = mismatches.first else {
            return ScenarioResult(file: scenario.file, status: .passed, commands: commands, prints: prints)
        }
        return ScenarioResult(
            file: scenario.file, status: .failed, commands: commands, failure: first.failure, prints: prints)
    }

    /// Replays the script at `path` to its end and rewrites the expectations that no longer match.
    package func update(file path: String) -> ScenarioResult {
        let scenario: Scenario
        switch Self.load(path) {
        case .success(let loaded): scenario = loaded
        case .failure(let failure): return ScenarioResult(file: path, status: .failed, commands: 0, failure: failure)
        }
        var prints: [ScenarioPrint] = []
        let (commands, mismatches) = replay(scenario, stopAtFirstMismatch: false, prints: &prints)
        if mismatches.isEmpty {
            return ScenarioResult(file: path, status: .passed, commands: commands, prints: prints)
        }
        let fixes = mismatches.compactMap(\.fix)
        if !fixes.isEmpty {
            do throws(ScriptFileError) {
                let text = ScenarioEdit.apply(fixes, to: try ScriptFile.read(path))
                try ScriptFile.write(text, to: path)
            } catch {
                let failure = ScenarioFailure(
                    file: path, line: 1, message: "cannot rewrite the script: \(error.reason)",
                    details: "  check that you may write to the file and its folder")
                return ScenarioResult(
                    file: path, status: .failed, commands: commands, failure: failure, prints: prints)
            }
        }
        let unfixed = mismatches.first { $0.fix == nil }
        return ScenarioResult(
            file: path, status: unfixed == nil ? .updated : .failed, commands: commands, failure: unfixed?.failure,
            updatedExpectations: fixes.count, prints: prints)
    }

    /// The script at `path`, or why it cannot be replayed: unreadable, or every problem that stops it parsing.
    static func load(_ path: String) -> Result<Scenario, ScenarioFailure> {
        let text: String
        do {
            text = try ScriptFile.read(path)
        } catch {
            return .failure(ScenarioFailure(file: path, line: 1, message: "cannot read the script: \(error.reason)"))
        }
        let (scenario, problems) = ScenarioParser.read(text, file: path)
        guard let first = problems.first else {
            let hasCommand = scenario.steps.contains { if case .command = $0.kind { true } else { false } }
            guard hasCommand else {
                return .failure(
                    ScenarioFailure(
                        file: path, line: 1, message: "the script has no commands, so replaying it checks nothing",
                        details: "  add the commands to replay, like open \"ShelfScreen/Loaded\", or delete the file"))
            }
            return .success(scenario)
        }
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return .failure(
            ScenarioFailure(
                file: path, line: first.line, message: "the script does not parse (\(count))",
                details: problems.map(\.description).joined(separator: "\n")))
    }

    /// The error codes after which a script cannot go on: its worker crashed, hung or was interrupted.
    package static let endingCodes: Set<String> = ["crash", "hang", "interrupted", "worker"]

    /// Runs every step; returns the commands run and the mismatches (only the first when asked to stop).
    func replay(
        _ scenario: Scenario, stopAtFirstMismatch: Bool, prints: inout [ScenarioPrint]
    ) -> (Int, [ScenarioMismatch]) {
        begin()
        defer { end() }
        var check = ScenarioCheck(file: scenario.file)
        var commands = 0
        var index = 0
        let steps = scenario.steps
        while index < steps.count {
            let step = steps[index]
            index += 1
            let mismatchesBefore = check.mismatches.count
            var observed = SessionOutput()
            switch step.kind {
            case .command(let command, let text):
                let (output, printed) = ScenarioPrint.split(execute(command), line: step.line, command: text)
                prints += printed
                observed = output
                commands += 1
                if let error = output.error, Self.endingCodes.contains(error.code) {
                    check.ended(error, at: step)
                    break
                }
                if index < steps.count, case .expectation(.error(let message)) = steps[index].kind {
                    check.expectError(message, from: text, output: output, at: steps[index])
                    index += 1
                } else if index < steps.count, case .expectation(.errorContains(let fragment)) = steps[index].kind {
                    check.expectErrorContaining(fragment, from: text, output: output, at: steps[index])
                    index += 1
                } else if let error = output.error {
                    check.unexpectedError(error, from: text, at: step)
                }
            case .expectation(let expectation):
                guard let shown = expectation.output else { continue }
                let (output, printed) = ScenarioPrint.split(
                    execute(.show(shown, json: false)), line: step.line, command: shown.rawValue)
                prints += printed
                observed = output
                if let error = output.error, Self.endingCodes.contains(error.code) {
                    check.ended(error, at: step)
                    break
                }
                check.expect(expectation, output, at: step)
            }
            afterStep?(step, observed, check.mismatches[mismatchesBefore...].map(\.failure))
            if check.hasEnded || (stopAtFirstMismatch && !check.mismatches.isEmpty) { break }
        }
        return (commands, check.mismatches)
    }
}
