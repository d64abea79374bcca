import Foundation
import Testing

/// `lesson` in the built shell: the list with progress, a guided lesson that waits for the learner's
/// command, checks it, explains a mismatch, and answers hint, show, skip, next and quit; progress is kept.
@Suite struct LessonShellTests {
    static let lesson = """
        # rehearsal-scenario 1
        > Counting taps
        >
        > Open the diagnostics screen.
        open "CrashingScreen/Buggy buttons"
        > Tap Count once: the label says one tap.
        tap "Count"
        expect ax contains staticText "Taps: 1"
        > Tap it again.
        tap "Count"
        expect ax contains staticText "Taps: 3"
        > The label counts taps.

        """

    /// A folder with `scripts/lessons/01-counting.scenario`, where the shell finds its lessons.
    static func folder() throws -> URL {
        let folder = try RehearseBinary.temporaryFolder()
        let lessons = folder.appendingPathComponent("scripts/lessons", isDirectory: true)
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        try lesson.write(to: lessons.appendingPathComponent("01-counting.scenario"), atomically: true, encoding: .utf8)
        return folder
    }

    static let opened = """
        NavigationStack
          CrashingScreen  @State taps=0 selectedTitle=nil
            VStack  .navigationTitle("Diagnostics")
              Text "Taps: 0"
              Button "Count"
              Button "Crash"
              Button "Hang"
        """

    @Test("A piped lesson: list, prose, hint, a refused command, show, quit and resume, skip, a mismatch, next")
    func piped() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RehearseBinary.run(
            input: """
                lesson
                lesson counting
                hint
                tap "Count"
                show
                open "CrashingScreen/Buggy buttons"
                quit
                lesson
                lesson counting
                skip
                tap "Count"
                next
                lesson

                """, directory: folder)
        #expect(
            run
                == .init(
                    output: """
                        Lessons:
                          counting  Counting taps (not started)
                        Start one with `lesson NAME`; while it runs: hint, show, skip, next, quit.
                        Lesson: Counting taps

                        Step 1 of 3:
                          Open the diagnostics screen.
                        Type the command this step describes (hint, show, skip, quit).
                        Hint: this step's command starts with `open`; `show` prints it whole.
                        error: this step of the lesson expects another command than `tap "Count"`
                          `hint` names its verb, `show` prints it, `skip` runs it; printing commands work at any time
                        The command for this step: open "CrashingScreen/Buggy buttons"
                        \(Self.opened)
                        ✓ step 1 of 3
                        Step 2 of 3:
                          Tap Count once: the label says one tap.
                        Type the command this step describes (hint, show, skip, quit).
                        Left the lesson at step 2 of 3; `lesson counting` resumes it.
                        Lessons:
                          counting  Counting taps (step 2 of 3)
                        Start one with `lesson NAME`; while it runs: hint, show, skip, next, quit.
                        Lesson: Counting taps
                        (resuming at step 2 of 3)

                        Step 2 of 3:
                          Tap Count once: the label says one tap.
                        Type the command this step describes (hint, show, skip, quit).
                        Skipped: ran tap "Count" for you.
                        @State taps of CrashingScreen: 0 → 1
                        @@ -1,5 +1,5 @@
                         NavigationStack
                        -  CrashingScreen  @State taps=0 selectedTitle=nil
                        +  CrashingScreen  @State taps=1 selectedTitle=nil
                             VStack  .navigationTitle("Diagnostics")
                        -      Text "Taps: 0"
                        +      Text "Taps: 1"
                               Button "Count"
                        Step 3 of 3:
                          Tap it again.
                        Type the command this step describes (hint, show, skip, quit).
                        @State taps of CrashingScreen: 1 → 2
                        @@ -1,5 +1,5 @@
                         NavigationStack
                        -  CrashingScreen  @State taps=1 selectedTitle=nil
                        +  CrashingScreen  @State taps=2 selectedTitle=nil
                             VStack  .navigationTitle("Diagnostics")
                        -      Text "Taps: 1"
                        +      Text "Taps: 2"
                               Button "Count"
                        Not what the lesson expects here:
                        scripts/lessons/01-counting.scenario:11: expect ax contains: no line of the ax output is staticText "Taps: 3"
                        the ax output:
                          navigationBar "Diagnostics"
                          staticText "Taps: 2"
                          button "Count"
                          button "Crash"
                          button "Hang"
                        Type `next` to go on anyway, `undo` and try again, or `show` for the command.
                          The label counts taps.
                        Lesson complete. `lesson` lists the others.
                        Lessons:
                          counting  Counting taps (done)
                        Start one with `lesson NAME`; while it runs: hint, show, skip, next, quit.

                        """, errors: "", status: 1))
        let progress = folder.appendingPathComponent(".local/state/rehearsal/lessons")
        #expect(try String(contentsOf: progress, encoding: .utf8) == "counting 3\n")
    }

    @Test("The same lesson in JSON lines: one reply a line, the check included")
    func jsonLines() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "lesson counting"}
                {"command": "show"}
                {"command": "skip"}
                {"command": "tap \\"Count\\""}

                """, directory: folder)
        #expect(run.status == 0)
        #expect(run.errors == "")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(
            lines.first
                == #"{"ok":true,"output":"Lesson: Counting taps\n\nStep 1 of 3:\n  Open the diagnostics screen.\nType the command this step describes (hint, show, skip, quit).","preview":null,"step":0}"#
        )
        #expect(
            lines.dropFirst().first
                == #"{"ok":true,"output":"The command for this step: open \"CrashingScreen/Buggy buttons\"","preview":null,"step":0}"#
        )
        #expect(lines.last?.hasPrefix(#"{"ok":true,"output":"@State taps of CrashingScreen: 0 → 1\n"#) == true)
        #expect(lines.last?.contains(#"✓ step 2 of 3\nStep 3 of 3:\n  Tap it again."#) == true)
    }
}
