import Foundation
import Testing

/// `rehearse replay` as CI runs it: every script in a worker, so a trap or a hang fails that script alone
/// and the summary and JUnit report are complete; runs that replay nothing fail; reports never overwrite
/// scripts.
@Suite struct ReplayIsolationTests {
    static let crash = "open \"CrashingScreen/Buggy buttons\"\ntap \"Count\"\ntap \"Crash\"\n"
    static let hang = "open \"CrashingScreen/Buggy buttons\"\ntap \"Hang\"\n"
    static let count =
        "open \"CrashingScreen/Buggy buttons\"\ntap \"Count\"\nexpect ax contains staticText \"Taps: 1\"\n"

    /// A folder holding the three scripts.
    static func scripts() throws -> URL {
        let folder = try RehearseBinary.temporaryFolder()
        for (name, text) in [("crash", crash), ("hang", hang), ("ok", count)] {
            try text.write(to: folder.appendingPathComponent("\(name).scenario"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    static let report = """
        FAIL crash.scenario:3: the preview crashed during `tap "Crash"`: Fatal error: Unexpectedly found nil while unwrapping an Optional value (at SamplePreviews/CrashingScreen.swift:17)
        FAIL hang.scenario:2: `tap "Hang"` did not finish within 3s of real time, so its worker was stopped: no view's body was running (an action, a task or Rehearsal itself was), in preview "CrashingScreen/Buggy buttons" (SamplePreviews/CrashingScreen.swift:29)
        PASS ok.scenario (2 commands)
        1 passed, 2 failed

        """

    @Test("By default and with --jobs 2, a trap and a hang fail their scripts; the run goes on; JUnit is whole")
    func isolation() throws {
        let folder = try Self.scripts()
        defer { try? FileManager.default.removeItem(at: folder) }
        for jobs in ["1", "2"] {
            let run = try RehearseBinary.run(
                [
                    "replay", "--watchdog", "3", "--jobs", jobs, "--junit", "report.xml", "crash.scenario",
                    "hang.scenario", "ok.scenario",
                ], directory: folder)
            #expect(run == .init(output: Self.report, errors: "", status: 1))
            let junit = try String(contentsOf: folder.appendingPathComponent("report.xml"), encoding: .utf8)
            #expect(
                junit == """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <testsuites name="rehearse replay" tests="3" failures="2">
                      <testsuite name="scenarios" tests="3" failures="2">
                        <testcase classname="." name="crash.scenario" file="crash.scenario">
                          <failure message="crash.scenario:3: the preview crashed during `tap &quot;Crash&quot;`: Fatal error: Unexpectedly found nil while unwrapping an Optional value (at SamplePreviews/CrashingScreen.swift:17)"></failure>
                        </testcase>
                        <testcase classname="." name="hang.scenario" file="hang.scenario">
                          <failure message="hang.scenario:2: `tap &quot;Hang&quot;` did not finish within 3s of real time, so its worker was stopped: no view's body was running (an action, a task or Rehearsal itself was), in preview &quot;CrashingScreen/Buggy buttons&quot; (SamplePreviews/CrashingScreen.swift:29)"></failure>
                        </testcase>
                        <testcase classname="." name="ok.scenario" file="ok.scenario"/>
                      </testsuite>
                    </testsuites>

                    """)
        }
    }

    @Test("replay typed in the shell reports each script by name and step, and the session goes on")
    func inTheShell() throws {
        let folder = try Self.scripts()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RehearseBinary.run(
            input: "replay crash.scenario hang.scenario ok.scenario\nhelp quit\n",
            environment: ["REHEARSE_WATCHDOG": "3"], directory: folder)
        #expect(
            run
                == .init(
                    output: Self.report.dropLast() + """

                        error: replay did not pass (exit status 1)
                          the report above names the first mismatch; `rehearse replay --update FILE` accepts new output
                        quit
                          Leave the shell (Ctrl-D works too).
                          example: quit
                          prints:  nothing

                        """, errors: "", status: 1))
    }

    @Test("A run that replays nothing fails: an empty folder, a folder without scripts, an empty script")
    func nothingToReplay() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try "text".write(to: folder.appendingPathComponent("notes/readme.txt"), atomically: true, encoding: .utf8)
        try "# rehearsal-scenario 1\n".write(
            to: folder.appendingPathComponent("blank.scenario"), atomically: true, encoding: .utf8)
        for directory in ["empty", "notes"] {
            #expect(
                try RehearseBinary.run(["replay", directory], directory: folder)
                    == .init(
                        output: "",
                        errors:
                            "error: no scenario scripts (*.scenario) under \(directory), so there is nothing to replay\n",
                        status: 2))
        }
        #expect(
            try RehearseBinary.run(["replay", "blank.scenario"], directory: folder)
                == .init(
                    output: """
                        FAIL blank.scenario:1: the script has no commands, so replaying it checks nothing
                          add the commands to replay, like open "ShelfScreen/Loaded", or delete the file
                        0 passed, 1 failed

                        """, errors: "", status: 1))
    }

    @Test("/dev/null, a FIFO and a folder named as a script are reported as what they are")
    func notFiles() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("pipe.scenario").path, 0o644) == 0)
        #expect(
            try RehearseBinary.run(["replay", "/dev/null", "pipe.scenario"], directory: folder)
                == .init(
                    output: """
                        FAIL /dev/null:1: cannot read the script: it is a character device, not a file
                        FAIL pipe.scenario:1: cannot read the script: it is a FIFO, not a file
                        0 passed, 2 failed

                        """, errors: "", status: 1))
    }

    @Test("--junit never takes a script as its file, nor overwrites a file that is not a report or a folder")
    func junitGuards() throws {
        let folder = try Self.scripts()
        defer { try? FileManager.default.removeItem(at: folder) }
        let usage =
            "  usage: rehearse replay [--update] [--junit FILE] [--json] [--jobs N] [--shard I/N] [--watchdog SECONDS] "
            + "[--matrix AXIS=V1,V2 ...] PATH...\n"
        #expect(
            try RehearseBinary.run(["replay", "--junit", "ok.scenario", "crash.scenario"], directory: folder)
                == .init(
                    output: "",
                    errors: "error: --junit expects the report's file name, like report.xml, found the script "
                        + "ok.scenario; a report is never written over a script\n" + usage, status: 2))
        #expect(
            try RehearseBinary.run(["replay", "--junit", "--json", "ok.scenario"], directory: folder)
                == .init(output: "", errors: "error: --junit needs a value\n" + usage, status: 2))
        try "my notes\n".write(to: folder.appendingPathComponent("notes.xml"), atomically: true, encoding: .utf8)
        #expect(
            try RehearseBinary.run(["replay", "--junit", "notes.xml", "ok.scenario"], directory: folder)
                == .init(
                    output: "",
                    errors: "error: --junit notes.xml: the file exists and is not a JUnit report of rehearse replay, "
                        + "so it is not overwritten; remove it or choose another name\n", status: 2))
        #expect(
            try RehearseBinary.run(["replay", "--junit", ".", "ok.scenario"], directory: folder)
                == .init(
                    output: "",
                    errors: "error: --junit .: it is a directory; give the report's file name, like report.xml\n",
                    status: 2))
        #expect(try String(contentsOf: folder.appendingPathComponent("ok.scenario"), encoding: .utf8) == Self.count)
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.xml"), encoding: .utf8) == "my notes\n")
    }

    @Test("--update keeps a script's CRLF endings and mode and writes through a symbolic link; CI=false allows it")
    func updateKeepsTheFile() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real.scenario")
        try "open \"CrashingScreen/Buggy buttons\"\r\ntap \"Count\"\r\nexpect ax\r\n  staticText \"Taps: 9\"\r\nend\r\n"
            .write(to: real, atomically: true, encoding: .utf8)
        #expect(chmod(real.path, 0o640) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.scenario").path, withDestinationPath: "real.scenario")
        #expect(
            try RehearseBinary.run(
                ["replay", "--update", "link.scenario"], environment: ["CI": "true"], directory: folder
            )
            .status == 2)
        let run = try RehearseBinary.run(
            ["replay", "--update", "link.scenario"], environment: ["CI": "false"], directory: folder)
        #expect(run.status == 1)
        #expect(
            try String(contentsOf: real, encoding: .utf8)
                == "open \"CrashingScreen/Buggy buttons\"\r\ntap \"Count\"\r\nexpect ax\r\n  navigationBar \"Diagnostics\"\r\n"
                + "  staticText \"Taps: 1\"\r\n  button \"Count\"\r\n  button \"Crash\"\r\n  button \"Hang\"\r\nend\r\n"
        )
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: folder.appendingPathComponent("link.scenario").path)
        #expect(link == "real.scenario")
        let mode = try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    @Test("Killing rehearse with TERM, INT, HUP or KILL mid-command ends its worker too")
    func workersDieWithTheirParent() throws {
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGKILL] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: RehearseBinary.path)
            let input = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            input.fileHandleForWriting.write(Data("open \"CrashingScreen/Buggy buttons\"\ntap \"Hang\"\n".utf8))
            let worker = Self.firstChild(of: process.processIdentifier)
            #expect(worker != nil)
            kill(process.processIdentifier, signal)
            _ = try RehearseBinary.ended(process, within: 10)
            if let worker { #expect(Self.endsSoon(worker), "the worker of a rehearse ended by signal \(signal)") }
        }
    }

    /// The first child of `pid`, from `/proc`, waiting up to five seconds for it to start.
    static func firstChild(of pid: Int32) -> Int32? {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
            if let child = text.split(separator: " ").first.flatMap({ Int32($0) }) { return child }
            usleep(20_000)
        }
        return nil
    }

    /// Whether `pid` is gone or a zombie within five seconds.
    static func endsSoon(_ pid: Int32) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            let state = stat.split(separator: ")").last?.split(separator: " ").first
            if state == "Z" || state == "X" { return true }
            usleep(20_000)
        }
        return false
    }
}
