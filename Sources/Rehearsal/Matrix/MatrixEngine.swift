/// Replays a script under one variant on any thread, given a host's operations as closures, and keeps
/// what every step showed so that variants can be compared.
///
/// Unlike a plain replay it goes on after a mismatch (only a crash or hang ends it): a matrix compares
/// every step, and a variant that failed early would otherwise hide what the others show.
package struct MatrixEngine {
    private let begin: (Variant) -> Void
    private let execute: (Command) -> SessionOutput
    private let end: () -> Void

    /// An engine that starts a fresh session under a variant with `begin`, runs commands with `execute`
    /// and ends with `end`.
    package init(
        begin: @escaping (Variant) -> Void, execute: @escaping (Command) -> SessionOutput,
        end: @escaping () -> Void
    ) {
        self.begin = begin
        self.execute = execute
        self.end = end
    }

    /// The script at `path`, or the failure every variant reports when it cannot be read or parsed.
    package static func load(_ path: String) -> Result<Scenario, ScenarioFailure> {
        ScenarioEngine.load(path)
    }

    /// Replays `scenario` from a fresh session under `variant`, recording each step.
    package func run(_ scenario: Scenario, variant: Variant) -> MatrixRun {
        let trace = Trace()
        let execute = self.execute
        var engine = ScenarioEngine(begin: { begin(variant) }, execute: execute, end: end)
        engine.afterStep = { step, output, failures in
            var label = ""
            var shown: Command.Output?
            var tree: String?
            switch step.kind {
            case .command(let command, _):
                label = command.text
                // A crash or hang ended the session: there is no tree to read.
                if !ScenarioEngine.endingCodes.contains(output.error?.code ?? "") {
                    tree = execute(.show(.tree, json: false)).rendered
                }
            case .expectation(let expectation):
                label = Self.label(expectation)
                shown = expectation.output
            }
            trace.observations.append(
                MatrixObservation(
                    line: step.line, endLine: step.endLine, label: label, shown: shown, output: output.rendered,
                    tree: tree, failures: failures))
        }
        var prints: [ScenarioPrint] = []
        let (commands, mismatches) = engine.replay(scenario, stopAtFirstMismatch: false, prints: &prints)
        let result = ScenarioResult(
            file: scenario.file, status: mismatches.isEmpty ? .passed : .failed, commands: commands,
            failure: mismatches.first?.failure, prints: prints)
        return MatrixRun(file: scenario.file, variant: variant, result: result, observations: trace.observations)
    }

    /// A run of a script that could not be loaded: it fails the same way under every variant.
    package static func unloadable(_ file: String, _ failure: ScenarioFailure, variant: Variant) -> MatrixRun {
        MatrixRun(
            file: file, variant: variant,
            result: ScenarioResult(file: file, status: .failed, commands: 0, failure: failure), observations: [])
    }

    /// An expectation as a script writes it, shortened for a report line.
    static func label(_ expectation: Scenario.Expectation) -> String {
        switch expectation {
        case .output(let output, let lines): "expect \(output.rawValue) (\(lines.count) lines)"
        case .contains(let output, let line): "expect \(output.rawValue) contains \(line)"
        case .lacks(let output, let line): "expect \(output.rawValue) lacks \(line)"
        case .equals(let output, let line): "expect \(output.rawValue) == \(line)"
        case .error(let message): "expect error \(Tokenizer.quoted(message))"
        case .errorContains(let fragment): "expect error contains \(Tokenizer.quoted(fragment))"
        }
    }

    /// The observations of one replay, appended to by the engine's hook.
    private final class Trace {
        var observations: [MatrixObservation] = []
    }
}
