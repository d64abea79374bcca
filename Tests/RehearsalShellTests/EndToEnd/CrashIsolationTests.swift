import Foundation
import Testing

/// A preview that traps or hangs takes down only the session's worker: the shell reports it, restores the
/// session at the last good step, and goes on with its history and recording intact.
@Suite struct CrashIsolationTests {
    @Test("A force unwrap of nil is reported with its message; the next command runs at the step before")
    func trap() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try RehearseBinary.run(
            input: """
                open "CrashingScreen/Buggy buttons"
                record taps.scenario
                tap "Count"
                set echo none
                tap "Crash"
                tap "Count"
                stop
                history
                ax

                """, directory: folder)
        #expect(
            run
                == .init(
                    output: PipedShellTests.opened + """
                        recording to taps.scenario, starting with the 1 step so far

                        """ + PipedShellTests.counted + """
                            error: the preview crashed during `tap "Crash"`: Fatal error: Unexpectedly found nil while unwrapping an Optional value (at SamplePreviews/CrashingScreen.swift:17)
                              the session was restored to step 2 (tap "Count") in a new worker; history and any recording are intact
                            recorded 4 commands and 0 expectations to taps.scenario
                              1  open "CrashingScreen/Buggy buttons"
                              2  tap "Count"
                            * 3  tap "Count"
                            navigationBar "Diagnostics"
                            staticText "Taps: 2"
                            button "Count"
                            button "Crash"
                            button "Hang"

                            """, errors: "", status: 1))
        let script = try String(contentsOf: folder.appendingPathComponent("taps.scenario"), encoding: .utf8)
        #expect(
            script == """
                # rehearsal-scenario 1
                open "CrashingScreen/Buggy buttons"
                tap "Count"
                set echo none
                tap "Count"

                """)
    }

    @Test("A command that never returns is stopped by the watchdog, and undo still works after it")
    func hang() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "CrashingScreen/Buggy buttons"
                tap "Count"
                tap "Hang"
                undo

                """, environment: ["REHEARSE_WATCHDOG": "3"])
        #expect(
            run
                == .init(
                    output: """
                        error: `tap "Hang"` did not finish within 3s of real time, so its worker was stopped: no view's body was running (an action, a task or Rehearsal itself was), in preview "CrashingScreen/Buggy buttons" (SamplePreviews/CrashingScreen.swift:29)
                          the session was restored to step 2 (tap "Count") in a new worker; if the command needs longer, set REHEARSE_WATCHDOG to more seconds
                        at step 1 of 2: open "CrashingScreen/Buggy buttons"

                        """ + PipedShellTests.opened, errors: "", status: 1))
    }
}
