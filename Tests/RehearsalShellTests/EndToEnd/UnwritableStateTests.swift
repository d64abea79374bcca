import Foundation
import Testing

/// The built `rehearse` where files cannot be written (a state directory under a file, no home, a folder that
/// takes no new files): each failure says what and why once, and nothing already done is lost. These use
/// paths that fail for root too, since the tests run as root, where permission bits deny nothing; and, as root,
/// two run the binary as nobody, for whom they do.
@Suite struct UnwritableStateTests {
    static let lesson = "lesson state-ownership\nskip\nskip\nquit\n"

    @Test("With HOME unset and a state directory under a file, a lesson warns once and goes on")
    func lessonProgressCannotBeSaved() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("blocker"))
        let state = folder.appendingPathComponent("state").path
        let blocked = folder.appendingPathComponent("blocker").path
        let kept = try RehearseBinary.run(
            input: Self.lesson, environment: ["HOME": "", "XDG_STATE_HOME": state], directory: folder)
        let lost = try RehearseBinary.run(
            input: Self.lesson, environment: ["HOME": "", "XDG_STATE_HOME": blocked], directory: folder)
        // The same lesson, with one warning after the first step that saved progress, and nothing else changed.
        var lines = kept.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let afterFirstStep = try #require(lines.firstIndex { $0.hasPrefix("Step 2 of 8:") })
        lines.insert(
            "warning: lesson progress cannot be saved to \(blocked)/rehearsal/lessons: \(blocked) is a file, not a "
                + "folder; the lesson goes on, but the progress is not kept. To keep it, set XDG_STATE_HOME to a "
                + "directory you may write.", at: afterFirstStep)
        #expect(lost == .init(output: lines.joined(separator: "\n"), errors: "", status: 0))
        #expect(kept.status == 0)
        // With HOME unset, a writable XDG_STATE_HOME keeps the progress for the next run.
        let listed = try RehearseBinary.run(
            input: "lesson\n", environment: ["HOME": "", "XDG_STATE_HOME": state], directory: folder)
        #expect(
            listed.output.split(separator: "\n").dropFirst().first
                == "  state-ownership  State ownership: who owns each piece of state, and who reads it (step 3 of 8)")
    }

    @Test("record to a path under a file or in a folder that takes no files fails clearly; the steps are kept")
    func recordCannotWrite() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("blocker"))
        let run = try RehearseBinary.run(
            input: """
                open "CrashingScreen/Buggy buttons"
                set echo none
                record blocker/taps.scenario
                record --force /proc/version
                tap "Count"
                record taps.scenario
                stop
                history

                """, directory: folder)
        #expect(
            run
                == .init(
                    output: PipedShellTests.opened + """
                        error: cannot write blocker/taps.scenario: a part of the path is not a directory
                          choose a file in a folder that exists and is writable
                        error: cannot write /proc/version: the folder /proc takes no new files, and a script is written beside its old version first, then renamed over it
                          choose a file in a folder that exists and is writable
                        recording to taps.scenario, starting with the 2 steps so far
                        recorded 2 commands and 0 expectations to taps.scenario
                          1  open "CrashingScreen/Buggy buttons"
                        * 2  tap "Count"

                        """, errors: "", status: 1))
        #expect(
            try String(contentsOf: folder.appendingPathComponent("taps.scenario"), encoding: .utf8) == """
                # rehearsal-scenario 1
                open "CrashingScreen/Buggy buttons"
                tap "Count"

                """)
    }

    @Test(
        "As a user who may not write the folder, record, --force and --junit fail with the reason; nothing changes",
        .enabled(if: RehearseBinary.canRunUnprivileged))
    func permissionDenied() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Owned by root, readable by everyone, writable by root only: nobody may add or replace a file.
        #expect(chmod(folder.path, 0o755) == 0)
        try Data("x\n".utf8).write(to: folder.appendingPathComponent("old.scenario"))
        try Data("open \"CrashingScreen/Buggy buttons\"\n".utf8).write(to: folder.appendingPathComponent("ok.scenario"))
        let refused = "  choose a file in a folder that exists and is writable\n"
        let recorded = try RehearseBinary.run(
            input: """
                set echo none
                open "CrashingScreen/Buggy buttons"
                record taps.scenario
                record --force old.scenario

                """, directory: folder, unprivileged: true)
        #expect(
            recorded
                == .init(
                    output: "error: cannot write taps.scenario: permission denied\n" + refused
                        + "error: cannot write old.scenario: permission denied\n" + refused,
                    errors: "", status: 1))
        let report = try RehearseBinary.run(
            ["replay", "--junit", "report.xml", "ok.scenario"], directory: folder, unprivileged: true)
        #expect(
            report
                == .init(
                    output: "", errors: "error: cannot write the JUnit report to report.xml: permission denied\n",
                    status: 2))
        #expect(try String(contentsOf: folder.appendingPathComponent("old.scenario"), encoding: .utf8) == "x\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("taps.scenario").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.xml").path))
    }

    @Test(
        "As a user who may not write the state folder or a script, lesson progress and --update say why; nothing changes"
    )
    func unprivilegedStateAndUpdate() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Owned by root, readable by everyone, writable by root only.
        #expect(chmod(folder.path, 0o755) == 0)
        let state = folder.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: false)
        #expect(chmod(state.path, 0o755) == 0)
        let script = "open \"ShelfScreen/Loaded\"\nexpect path == NavigationStack(Shelf) path=[.book(1)]\n"
        try Data(script.utf8).write(to: folder.appendingPathComponent("stale.scenario"))
        // The lessons, where the shell looks for them (the current folder or above), readable by nobody too.
        let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../scripts/lessons"
        ).standardized
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("scripts"), withIntermediateDirectories: false)
        try FileManager.default.copyItem(at: lessons, to: folder.appendingPathComponent("scripts/lessons"))
        let lesson = try RehearseBinary.run(
            input: Self.lesson, environment: ["XDG_STATE_HOME": state.path], directory: folder, unprivileged: true)
        let update = try RehearseBinary.run(
            ["replay", "--update", "stale.scenario"], environment: ["CI": ""], directory: folder, unprivileged: true)
        // The lesson goes on to where it was left, with one warning after the first step that saved progress.
        let warning =
            "warning: lesson progress cannot be saved to \(state.path)/rehearsal/lessons: \(state.path) is not "
            + "writable; the lesson goes on, but the progress is not kept. To keep it, set XDG_STATE_HOME to a "
            + "directory you may write.\nStep 2 of 8:"
        #expect(lesson.output.components(separatedBy: warning).count == 2)
        #expect(lesson.output.hasSuffix("Left the lesson at step 3 of 8; `lesson state-ownership` resumes it.\n"))
        #expect(lesson.errors == "" && lesson.status == 0)
        #expect(
            update
                == .init(
                    output: """
                        FAIL stale.scenario:1: cannot rewrite the script: permission denied
                          check that you may write to the file and its folder
                        0 passed, 1 failed

                        """, errors: "", status: 1))
        #expect(try String(contentsOf: folder.appendingPathComponent("stale.scenario"), encoding: .utf8) == script)
        #expect(try FileManager.default.contentsOfDirectory(atPath: state.path).isEmpty)
    }
}
