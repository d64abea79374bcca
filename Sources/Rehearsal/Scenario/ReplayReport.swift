import RehearsalUI

/// The results of a replay, sorted by file path, and their renderings: text, JSON and JUnit XML.
///
/// Nothing in a report depends on timing or on how many processes ran the scripts, so the same scripts
/// give byte-identical reports with any `--jobs` and any split into shards.
public struct ReplayReport: Equatable, Sendable {
    public var results: [ScenarioResult]

    public init(results: [ScenarioResult]) {
        self.results = results.sorted { $0.file < $1.file }
    }

    /// Scripts that passed as they stand.
    public var passed: Int { results.count(where: \.passed) }
    /// Scripts that failed, including those `--update` rewrote (a rewritten golden file is not a pass).
    public var failed: Int { results.count - passed }

    /// The line CI reads, alone on its line: `N passed, N failed`.
    public var summary: String { "\(passed) passed, \(failed) failed" }

    /// One line per script (a failure followed by its details), each followed by what its preview printed,
    /// then the summary line.
    public var text: String {
        var lines: [String] = []
        for result in results {
            switch result.status {
            case .passed:
                lines.append("PASS \(result.file) (\(count(result.commands, "command")))")
            case .updated:
                lines.append("UPDATED \(result.file) (\(count(result.updatedExpectations, "expectation")) rewritten)")
            case .failed:
                if result.updatedExpectations > 0 {
                    lines.append(
                        "UPDATED \(result.file) (\(count(result.updatedExpectations, "expectation")) rewritten)")
                }
                lines.append("FAIL " + (result.failure?.description ?? result.file))
            }
            lines += result.prints.map { "  " + $0.description }
        }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// One JSON document on one line: the counts, then every script's outcome.
    public var json: String {
        JSONValue.object([
            ("passed", .number(Double(passed))), ("failed", .number(Double(failed))),
            ("results", .array(results.map(Self.json))),
        ]).serialized()
    }

    private static func json(_ result: ScenarioResult) -> JSONValue {
        let failure: JSONValue =
            result.failure.map { failure in
                .object([
                    ("line", .number(Double(failure.line))), ("message", .string(failure.message)),
                    ("details", .string(failure.details)),
                ])
            } ?? .null
        return .object([
            ("file", .string(result.file)), ("status", .string(result.status.rawValue)),
            ("commands", .number(Double(result.commands))), ("failure", failure),
            ("updatedExpectations", .number(Double(result.updatedExpectations))),
            ("prints", .array(result.prints.map(Self.json))),
        ])
    }

    private static func json(_ print: ScenarioPrint) -> JSONValue {
        .object([
            ("line", .number(Double(print.line))), ("command", .string(print.command)), ("text", .string(print.text)),
        ])
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
