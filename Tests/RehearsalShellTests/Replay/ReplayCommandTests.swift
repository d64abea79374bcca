import Foundation
import Testing

@testable import Rehearsal
@testable import RehearsalShell

@MainActor @Suite(.serialized) struct ReplayCommandTests {
    /// Runs `rehearse replay` with `arguments` and returns the exit code, standard output and standard error.
    func replay(
        _ arguments: [String], environment: [String: String] = [:], worker: WorkerClient.Options? = nil
    ) -> (Int32, String, String) {
        var output: [String] = []
        var errors: [String] = []
        let code = ReplayCommand.run(
            arguments: arguments, environment: environment,
            catalog: PreviewCatalog.discover(in: .modules("SamplePreviews")), worker: worker,
            output: { output.append($0) }, errors: { errors.append($0) })
        return (code, output.joined(separator: "\n"), errors.joined(separator: "\n"))
    }

    func directory(good: Int, broken: Bool) throws -> String {
        let path = NSTemporaryDirectory() + "replay-command-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path + "/nested", withIntermediateDirectories: true)
        for index in 0..<good {
            let script = "open \"ShelfScreen/Loaded\"\nadvance 1s\nexpect path == NavigationStack(Shelf) path=[]\n"
            try script.write(toFile: path + "/nested/good-\(index).scenario", atomically: true, encoding: .utf8)
        }
        if broken {
            let script = "open \"ShelfScreen/Loaded\"\nexpect path == NavigationStack(Shelf) path=[.book(1)]\n"
            try script.write(toFile: path + "/broken.scenario", atomically: true, encoding: .utf8)
        }
        try "not a script".write(toFile: path + "/notes.txt", atomically: true, encoding: .utf8)
        return path
    }

    @Test("A broken expectation: its diff, file and line, the summary line last, exit code 1")
    func brokenExpectation() throws {
        let root = try directory(good: 1, broken: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (code, output, errors) = replay([root])
        #expect(code == 1)
        #expect(errors.isEmpty)
        #expect(
            output == """
                FAIL \(root)/broken.scenario:2: expect path ==: the output differs
                --- expected
                +++ actual
                @@ -1,1 +1,1 @@
                -NavigationStack(Shelf) path=[.book(1)]
                +NavigationStack(Shelf) path=[]
                PASS \(root)/nested/good-0.scenario (2 commands)
                1 passed, 1 failed
                """)
    }

    @Test("Passing scripts exit 0; the JUnit file and --json say the same, whatever --jobs")
    func passingWithReports() throws {
        let root = try directory(good: 3, broken: false)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let junit = root + "/report.xml"
        let (code, output, _) = replay(["--json", "--junit", junit, root])
        let (parallelCode, parallelOutput, note) = replay(["--json", "--jobs", "2", root])
        #expect(code == 0 && parallelCode == 0)
        #expect(output == parallelOutput)
        #expect(note == "note: --jobs 2: no worker executable, so scripts replay one at a time in this process")
        #expect(output.hasPrefix("{\"passed\":3,\"failed\":0,"))
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("tests=\"3\" failures=\"0\""))
    }

    @Test("--jobs 3 replays in worker processes and prints byte for byte what --jobs 1 prints in-process")
    func parallelWorkers() throws {
        let root = try directory(good: 4, broken: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let worker = WorkerClient.Options(executable: RehearseBinary.path)
        let sequential = replay([root])
        let parallel = replay(["--jobs", "3", root], worker: worker)
        #expect(parallel.0 == 1)
        #expect(parallel.1 == sequential.1)
        #expect(parallel.2.isEmpty)
        #expect(replay(["--json", "--jobs", "2", root], worker: worker).1 == replay(["--json", root]).1)
    }

    @Test("With --jobs, a script whose preview traps fails alone, with the trap's message; the others pass")
    func trapFailsAlone() throws {
        let root = try directory(good: 2, broken: false)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "open \"CrashingScreen/Buggy buttons\"\ntap \"Crash\"\nexpect path == NavigationStack path=[]\n"
            .write(toFile: root + "/crash.scenario", atomically: true, encoding: .utf8)
        let (code, output, _) = replay(
            ["--jobs", "2", root], worker: WorkerClient.Options(executable: RehearseBinary.path))
        #expect(code == 1)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "FAIL \(root)/crash.scenario:2: the preview crashed during `tap \"Crash\"`: "
                + "Fatal error: Unexpectedly found nil while unwrapping an Optional value (at SamplePreviews/CrashingScreen.swift:17)"
        )
        #expect(lines.last == "2 passed, 1 failed")
    }

    @Test("Shards of the same paths add up to the whole run")
    func shards() throws {
        let root = try directory(good: 4, broken: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outputs = (1...2).map { replay(["--shard", "\($0)/2", root]).1 }
        #expect(outputs[0].hasSuffix("2 passed, 1 failed"))
        #expect(outputs[1].hasSuffix("2 passed, 0 failed"))
    }

    @Test("--update rewrites the failing script and says so, but never when CI is set; usage errors exit 2")
    func update() throws {
        let root = try directory(good: 0, broken: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (refused, _, refusal) = replay(["--update", root], environment: ["CI": "true"])
        #expect(refused == 2)
        #expect(
            refusal == "error: --update is refused when CI is set: CI replays scripts and never rewrites them; "
                + "run it on your machine and commit the rewritten scripts")
        let (updated, report, _) = replay(["--update", root])
        #expect(updated == 1)
        #expect(report == "UPDATED \(root)/broken.scenario (1 expectation rewritten)\n0 passed, 1 failed")
        #expect(replay([root]).0 == 0)
        let (usage, _, message) = replay(["--shard", "x", root])
        #expect(usage == 2)
        #expect(
            message == "error: --shard expects I/N with 1 <= I <= N, like 2/3, found \"x\"\n  \(ReplayOptions.usage)")
        #expect(replay([root + "/missing"]).2 == "error: no such file or directory: \(root)/missing")
    }
}
