import Foundation
import Testing

/// `replay` typed at a terminal: Ctrl-C stops the child replay and its workers at once, and the shell goes on
/// (it once crashed on a `try!`).
@Suite(.enabled(if: PseudoTerminal.isAvailable), .serialized)
struct TerminalReplayTests {
    @Test("Ctrl-C during a replay of a hanging script interrupts it; the shell answers the next command")
    func interruptReplay() async throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("hang.scenario")
        try "open \"CrashingScreen/Buggy buttons\"\ntap \"Hang\"\n".write(to: script, atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal(
            executable: RehearseBinary.path,
            environment: ["XDG_STATE_HOME": folder.path, "NO_COLOR": "1", "REHEARSE_WATCHDOG": "60"])
        defer { terminal.close() }
        try await terminal.waitFor("rehearse> ")
        try terminal.type("replay \(script.path)")
        try terminal.press("Enter")
        try await terminal.waitForCommandToRun()
        try terminal.press("C-c")
        try await terminal.waitFor("error: interrupted `replay`")
        try terminal.type("help quit")
        try terminal.press("Enter")
        let screen = try await terminal.waitFor("prints:  nothing\nrehearse> ")
        try terminal.press("C-d")
        #expect(try await terminal.waitForExit() == 0)
        #expect(
            screen == """
                Rehearsal 0.1.0. Type `help` for the commands; Tab completes, Ctrl-D quits.
                rehearse> replay \(script.path)
                ^C
                error: interrupted `replay`
                  the replay and its workers were stopped; the session is as it was
                rehearse> help quit
                quit
                  Leave the shell (Ctrl-D works too).
                  example: quit
                  prints:  nothing
                rehearse>
                """)
    }
}
