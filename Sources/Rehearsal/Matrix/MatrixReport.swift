import RehearsalUI

/// The runs of a matrix replay and their renderings: per script, only what differs between variants, step
/// by step, then each variant's outcome; JSON and JUnit XML (one test case per script and variant).
///
/// Like `ReplayReport`, nothing depends on timing or on how many processes ran the variants.
public struct MatrixReport: Equatable, Sendable {
    public var matrix: VariantMatrix
    /// Every run, by script path, then in the matrix's variant order.
    public var runs: [MatrixRun]
    /// How a step is located in the text: `line` in a script, `step` in the shell's session.
    public var stepWord: String

    public init(matrix: VariantMatrix, runs: [MatrixRun], stepWord: String = "line") {
        self.matrix = matrix
        let order = Dictionary(matrix.variants.enumerated().map { ($1, $0) }) { first, _ in first }
        self.runs = runs.sorted { ($0.file, order[$0.variant] ?? 0) < ($1.file, order[$1.variant] ?? 0) }
        self.stepWord = stepWord
    }

    /// Runs that passed.
    public var passed: Int { runs.count(where: \.result.passed) }
    /// Runs that failed.
    public var failed: Int { runs.count - passed }

    /// The line CI reads, alone on its line: `N passed, N failed`, counting each script under each variant.
    public var summary: String { "\(passed) passed, \(failed) failed" }

    /// The scripts in order, each with its runs in variant order.
    var scripts: [(file: String, runs: [MatrixRun])] {
        var result: [(file: String, runs: [MatrixRun])] = []
        for run in runs {
            if result.last?.file == run.file {
                result[result.count - 1].runs.append(run)
            } else {
                result.append((run.file, [run]))
            }
        }
        return result
    }

    /// The comparison of every script, then the summary line.
    public var text: String {
        let count = matrix.variants.count
        var lines = ["matrix: \(count) \(count == 1 ? "variant" : "variants") of \(matrix)"]
        for script in scripts {
            lines.append("")
            lines += MatrixComparison(matrix: matrix, runs: script.runs, stepWord: stepWord).lines
        }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// One JSON document on one line: the counts, the variants, and every run's outcome.
    public var json: String {
        let results: [JSONValue] = runs.map { run in
            let failure: JSONValue =
                run.result.failure.map { failure in
                    .object([
                        ("line", .number(Double(failure.line))), ("message", .string(failure.message)),
                        ("details", .string(failure.details)),
                    ])
                } ?? .null
            return .object([
                ("file", .string(run.file)), ("variant", .string(run.variant.name)),
                ("status", .string(run.result.status.rawValue)),
                ("commands", .number(Double(run.result.commands))), ("failure", failure),
            ])
        }
        var differences: [JSONValue] = []
        for script in scripts {
            for entry in MatrixComparison(matrix: matrix, runs: script.runs, stepWord: stepWord).entries {
                guard case .step(let line, _, let label, let sections) = entry else { continue }
                differences.append(
                    .object([
                        ("file", .string(script.file)), ("line", .number(Double(line))), ("step", .string(label)),
                        ("differs", .array(sections.map { .string($0.kind.rawValue) })),
                    ]))
            }
        }
        return JSONValue.object([
            ("passed", .number(Double(passed))), ("failed", .number(Double(failed))),
            ("variants", .array(matrix.variants.map { .string($0.name) })), ("results", .array(results)),
            ("differences", .array(differences)),
        ]).serialized()
    }
}
