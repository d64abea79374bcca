import Foundation
import Testing

/// The shell on a real pseudo-terminal: the prompt, Tab completion from the worker, Ctrl-C at the prompt
/// and during a command, Ctrl-D, and history kept across runs.
@Suite(.enabled(if: PseudoTerminal.isAvailable), .serialized)
struct TerminalShellTests {
    @Test("Tab completes previews and targets, Ctrl-C discards a line or stops a command, Ctrl-D quits")
    func session() async throws {
        let state = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try PseudoTerminal(
            executable: RehearseBinary.path,
            environment: ["XDG_STATE_HOME": state.path, "NO_COLOR": "1", "REHEARSE_WATCHDOG": "60"])
        defer { terminal.close() }
        try await terminal.waitFor("rehearse> ")
        try terminal.type("open Cr")
        try terminal.press("Tab")
        try await terminal.waitFor("rehearse> open \"CrashingScreen/Buggy buttons\" ")
        try terminal.press("Enter")
        try await terminal.waitFor("rehearse CrashingScreen/Buggy buttons> ")
        try terminal.type("tap \"Co")
        try terminal.press("Tab")
        try await terminal.waitFor("> tap \"Count\" ")
        try terminal.press("Enter")
        try await terminal.waitFor("rehearse CrashingScreen/Buggy buttons> ", occurrences: 2)
        try terminal.type("tap b")
        try terminal.press("Tab")
        try await terminal.waitFor("> tap button ")
        try terminal.type("\"")
        try terminal.press("Tab")
        try await terminal.waitFor("Count  Crash  Hang")
        try terminal.press("C-c")
        try await terminal.waitFor("rehearse CrashingScreen/Buggy buttons> ", occurrences: 4)
        try terminal.type("tap \"Hang\"")
        try terminal.press("Enter")
        try await terminal.waitForCommandToRun()
        try terminal.press("C-c")
        try await terminal.waitFor("error: interrupted `tap \"Hang\"`")
        try terminal.type("history")
        try terminal.press("Enter")
        let screen = try await terminal.waitFor("* 2  tap \"Count\"\nrehearse CrashingScreen/Buggy buttons> ")
        try terminal.press("C-d")
        #expect(try await terminal.waitForExit() == 0)
        #expect(
            screen == """
                Rehearsal 0.1.0. Type `help` for the commands; Tab completes, Ctrl-D quits.
                rehearse> open "CrashingScreen/Buggy buttons"
                NavigationStack
                  CrashingScreen  @State taps=0 selectedTitle=nil
                    VStack  .navigationTitle("Diagnostics")
                      Text "Taps: 0"
                      Button "Count"
                      Button "Crash"
                      Button "Hang"
                rehearse CrashingScreen/Buggy buttons> tap "Count"
                @State taps of CrashingScreen: 0 → 1
                @@ -1,5 +1,5 @@
                 NavigationStack
                -  CrashingScreen  @State taps=0 selectedTitle=nil
                +  CrashingScreen  @State taps=1 selectedTitle=nil
                     VStack  .navigationTitle("Diagnostics")
                -      Text "Taps: 0"
                +      Text "Taps: 1"
                       Button "Count"
                rehearse CrashingScreen/Buggy buttons> tap button "
                Count  Crash  Hang
                rehearse CrashingScreen/Buggy buttons> tap button "^C
                rehearse CrashingScreen/Buggy buttons> tap "Hang"
                ^C
                error: interrupted `tap "Hang"`
                  the session was restored to step 2 (tap "Count") in a new worker
                rehearse CrashingScreen/Buggy buttons> history
                  1  open "CrashingScreen/Buggy buttons"
                * 2  tap "Count"
                rehearse CrashingScreen/Buggy buttons>
                """)
    }

    @Test("History is kept across runs: Up recalls the last line of the previous run")
    func historyAcrossRuns() async throws {
        let state = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: state) }
        let first = try PseudoTerminal(executable: RehearseBinary.path, environment: ["XDG_STATE_HOME": state.path])
        try await first.waitFor("rehearse> ")
        try first.type("help tab")
        try first.press("Enter")
        try await first.waitFor("example: tab Settings")
        try first.press("C-d")
        #expect(try await first.waitForExit() == 0)
        first.close()

        let second = try PseudoTerminal(executable: RehearseBinary.path, environment: ["XDG_STATE_HOME": state.path])
        defer { second.close() }
        try await second.waitFor("rehearse> ")
        try second.press("Up")
        try await second.waitFor("rehearse> help tab")
        try second.press("Enter")
        try await second.waitFor("example: tab Settings")
        try second.type("quit")
        try second.press("Enter")
        #expect(try await second.waitForExit() == 0)
        let saved = try String(
            contentsOf: state.appendingPathComponent("rehearsal/history"), encoding: .utf8)
        #expect(saved.components(separatedBy: "\n").suffix(3) == ["help\\040tab", "quit", ""])
    }

    @Test("UTF-8 typed at the terminal is read whole and erased a character at a time")
    func unicode() async throws {
        let terminal = try PseudoTerminal(executable: RehearseBinary.path, environment: ["NO_COLOR": "1"])
        defer { terminal.close() }
        try await terminal.waitFor("rehearse> ")
        try terminal.type("help tâp")
        try terminal.press("Enter")
        try await terminal.waitFor("rehearse> ", occurrences: 2)
        try terminal.type("open \"Crâ")
        try terminal.press("BSpace")
        try terminal.type("ash")
        try terminal.press("Tab")
        let screen = try await terminal.waitFor("rehearse> open \"CrashingScreen/Buggy buttons\" ")
        #expect(
            screen == """
                Rehearsal 0.1.0. Type `help` for the commands; Tab completes, Ctrl-D quits.
                rehearse> help tâp
                no command "tâp"; did you mean tap, type or tab? Type `help` to list them.
                rehearse> open "CrashingScreen/Buggy buttons"
                """)
    }
}
