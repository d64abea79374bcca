import Foundation
import Testing

/// The shell on a real pseudo-terminal whose size changes while a line is being edited: the line is drawn
/// again for the new width, so no character of the old drawing stays on the screen.
@Suite(.enabled(if: PseudoTerminal.isAvailable), .serialized)
struct TerminalResizeTests {
    @Test("Narrowing and widening the terminal while editing leaves only the line being edited")
    func resizeWhileEditing() async throws {
        let state = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try PseudoTerminal(
            executable: RehearseBinary.path, environment: ["XDG_STATE_HOME": state.path, "NO_COLOR": "1"],
            columns: 100, rows: 12)
        defer { terminal.close() }
        try await terminal.waitFor("rehearse> ")
        try terminal.type("open \"CrashingScreen/Buggy buttons\" tap")
        try await terminal.waitFor("buttons\" tap")
        // Narrower than the line: it now takes two rows; erasing must not leave the old rows behind.
        try await terminal.resize(columns: 30, rows: 12)
        for _ in 0..<14 { try terminal.press("BSpace") }
        try terminal.type("XY")
        let narrow = try await terminal.waitFor("BuggXY")
        #expect(
            narrow == """
                Rehearsal 0.1.0. Type `help` f
                or the commands; Tab completes
                , Ctrl-D quits.
                rehearse> open "CrashingScreen
                /BuggXY
                """)
        // Wider again, then an edit at the start of the line: one row, nothing left of the second.
        try await terminal.resize(columns: 70, rows: 12)
        try terminal.press("C-a")
        try terminal.type("Q")
        let wide = try await terminal.waitFor("> Qopen")
        #expect(
            wide == """
                Rehearsal 0.1.0. Type `help` for the commands; Tab completes, Ctrl-D q
                uits.
                rehearse> Qopen "CrashingScreen/BuggXY
                """)
        try terminal.press("C-e", "C-u")
        try terminal.type("quit")
        try terminal.press("Enter")
        #expect(try await terminal.waitForExit() == 0)
    }
}
