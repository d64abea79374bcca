import Foundation
import Rehearsal
import RehearsalUI
import Testing

/// Every command `help` lists has an end-to-end case through the built `rehearse`, piped and in JSON lines,
/// so that no advertised command can be dead again.
///
/// ## Adding a case
/// One file a command: `Tests/CommandCases/NAME.case`, where NAME is the command's name
/// in `CommandSpec.all` (`tap.case`, `defaults.case`). The file holds three sections:
///
///     #### input
///     set echo none
///     open "CrashingScreen/Buggy buttons"
///     tap "Count"
///     #### piped
///     (what `rehearse` prints with those lines on its standard input, then `exit N` with its status)
///     #### jsonl
///     (what `rehearse --jsonl` prints when each input line is sent as {"command": "LINE"})
///
/// Write the input section only, run `REHEARSE_UPDATE_CASES=1 swift test --skip-build --filter
/// CommandCoverageTests` to fill in the other two from the real binary, read them, and commit the file.
/// Each case runs in a fresh empty folder (files it records or replays stay inside it), with HOME there.
@Suite struct CommandCoverageTests {
    /// Where the case files are.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "CommandCases", isDirectory: true)

    /// One case file, read.
    struct Case {
        var name: String
        var input: [String]
        var piped: String
        var jsonl: String

        init(name: String, text: String) {
            self.name = name
            var sections: [String: [String]] = [:]
            var current = ""
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.hasPrefix("#### ") {
                    current = String(line.dropFirst(5))
                    sections[current] = []
                } else {
                    sections[current, default: []].append(line)
                }
            }
            func joined(_ name: String) -> String {
                var lines = sections[name] ?? []
                while lines.last == "" { lines.removeLast() }
                return lines.joined(separator: "\n")
            }
            input = joined("input").split(separator: "\n").map(String.init)
            piped = joined("piped")
            jsonl = joined("jsonl")
        }

        var file: String {
            ["#### input", input.joined(separator: "\n"), "#### piped", piped, "#### jsonl", jsonl].joined(
                separator: "\n") + "\n"
        }
    }

    static func cases() throws -> [String: Case] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".case")
        }
        var cases: [String: Case] = [:]
        for name in names {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            let command = String(name.dropLast(".case".count))
            cases[command] = Case(name: command, text: text)
        }
        return cases
    }

    @Test("Every command in CommandSpec.all has a case file")
    func everyCommandHasACase() throws {
        let cases = try Self.cases()
        let missing = CommandSpec.all.map(\.name).filter { cases[$0] == nil }
        #expect(
            missing.isEmpty,
            "commands without an end-to-end case in \(Self.directory.path): \(missing.joined(separator: ", "))")
        let unknown = cases.keys.filter { CommandSpec.named($0) == nil }.sorted()
        #expect(unknown.isEmpty, "case files for commands CommandSpec.all does not list: \(unknown)")
    }

    @Test(
        "Each command's case gives its recorded output, piped and in JSON lines", arguments: CommandSpec.all.map(\.name)
    )
    func commandCase(_ name: String) throws {
        guard let found = try Self.cases()[name] else { return }
        var actual = found
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let piped = try RehearseBinary.run(
            input: found.input.joined(separator: "\n") + "\n", directory: folder, limit: 60)
        actual.piped = piped.output + piped.errors + "exit \(piped.status)"
        let requests = found.input.map { JSONValue.object([("command", .string($0))]).serialized() }
        let jsonl = try RehearseBinary.run(
            ["--jsonl"], input: requests.joined(separator: "\n") + "\n", directory: folder, limit: 60)
        actual.jsonl = jsonl.output + jsonl.errors + "exit \(jsonl.status)"
        if ProcessInfo.processInfo.environment["REHEARSE_UPDATE_CASES"] == "1" {
            try actual.file.write(
                to: Self.directory.appendingPathComponent("\(name).case"), atomically: true, encoding: .utf8)
            return
        }
        #expect(actual.piped == found.piped, "the piped output of \(name).case")
        #expect(actual.jsonl == found.jsonl, "the JSON-lines output of \(name).case")
    }
}
