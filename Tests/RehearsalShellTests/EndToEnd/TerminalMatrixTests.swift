import Foundation
import Testing

/// `matrix` typed at the interactive shell on a real pseudo-terminal: Ctrl-C while the variants replay stops
/// the matrix and its workers; the shell, its session and its history go on.
@Suite(.enabled(if: PseudoTerminal.isAvailable), .serialized)
struct TerminalMatrixTests {
    @Test("Ctrl-C during matrix stops the variants; the shell survives with its session and history")
    func interruptMatrix() async throws {
        let state = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try PseudoTerminal(
            executable: RehearseBinary.path, environment: ["XDG_STATE_HOME": state.path, "NO_COLOR": "1"],
            columns: 320)
        defer { terminal.close() }
        try await terminal.waitFor("rehearse> ")
        try terminal.type("set echo none")
        try terminal.press("Enter")
        try await terminal.waitFor("rehearse> ", occurrences: 2)
        try terminal.type(#"open "CrashingScreen/Buggy buttons""#)
        try terminal.press("Enter")
        try await terminal.waitFor("rehearse CrashingScreen/Buggy buttons> ")
        try terminal.type(#"tap "Count""#)
        try terminal.press("Enter")
        try await terminal.waitFor("rehearse CrashingScreen/Buggy buttons> ", occurrences: 2)
        // 48 variants, each a fresh worker replaying the two steps: seconds of work, stopped well before the end.
        try terminal.type(
            "matrix colorScheme=light,dark horizontalSizeClass=compact,regular dynamicTypeSize="
                + "xSmall,small,medium,large,xLarge,xxLarge,xxxLarge,accessibility1,accessibility2,accessibility3,"
                + "accessibility4,accessibility5")
        try terminal.press("Enter")
        try await terminal.waitForCommandToRun()
        try terminal.press("C-c")
        try await terminal.waitFor("error: interrupted `matrix`")
        try await terminal.waitFor("rehearse CrashingScreen/Buggy buttons> ", occurrences: 3)
        try terminal.type(#"tap "Count""#)
        try terminal.press("Enter")
        try await terminal.waitFor("rehearse CrashingScreen/Buggy buttons> ", occurrences: 4)
        try terminal.type("history")
        try terminal.press("Enter")
        let screen = try await terminal.waitFor("* 3  tap \"Count\"\nrehearse CrashingScreen/Buggy buttons> ")
        try terminal.press("Up")
        try await terminal.waitFor("rehearse CrashingScreen/Buggy buttons> history")
        try terminal.press("C-c")
        try await terminal.waitFor("rehearse CrashingScreen/Buggy buttons> ", occurrences: 6)
        try terminal.press("C-d")
        #expect(try await terminal.waitForExit() == 0)
        #expect(
            screen == """
                Rehearsal 0.1.0. Type `help` for the commands; Tab completes, Ctrl-D quits.
                rehearse> set echo none
                rehearse> open "CrashingScreen/Buggy buttons"
                rehearse CrashingScreen/Buggy buttons> tap "Count"
                rehearse CrashingScreen/Buggy buttons> matrix colorScheme=light,dark horizontalSizeClass=compact,regular dynamicTypeSize=xSmall,small,medium,large,xLarge,xxLarge,xxxLarge,accessibility1,accessibility2,accessibility3,accessibility4,accessibility5
                ^C
                error: interrupted `matrix`
                  the variants' workers were stopped; the session is as it was
                rehearse CrashingScreen/Buggy buttons> tap "Count"
                rehearse CrashingScreen/Buggy buttons> history
                  1  open "CrashingScreen/Buggy buttons"
                  2  tap "Count"
                * 3  tap "Count"
                rehearse CrashingScreen/Buggy buttons>
                """)
        let saved = try String(contentsOf: state.appendingPathComponent("rehearsal/history"), encoding: .utf8)
        #expect(saved.components(separatedBy: "\n").suffix(3) == [#"tap\040"Count""#, "history", ""])
    }
}
