import Foundation
import Rehearsal
import Testing

@testable import RehearsalShell

@Suite struct WorkerScenarioHostTests {
    @Test("A script whose preview traps fails with the crash; the next script runs in a fresh worker and passes")
    @MainActor func crashingScript() throws {
        let host = try WorkerScenarioHost(options: .init(executable: RehearseBinary.path, watchdog: .seconds(5)))
        defer { host.close() }
        let runner = ScenarioRunner(host: host)
        let crashing = try ScenarioParser.parse(
            """
            open "CrashingScreen/Buggy buttons"
            tap "Count"
            tap "Crash"
            expect ax contains staticText "Taps: 1"

            """, file: "crash.scenario")
        let counting = try ScenarioParser.parse(
            """
            open "CrashingScreen/Buggy buttons"
            tap "Count"
            expect ax contains staticText "Taps: 1"

            """, file: "count.scenario")
        let first = runner.run(crashing)
        #expect(first.status == .failed)
        #expect(
            first.failure?.description == """
                crash.scenario:3: the preview crashed during `tap "Crash"`: \
                Fatal error: Unexpectedly found nil while unwrapping an Optional value \
                (at SamplePreviews/CrashingScreen.swift:17)
                """)
        #expect(runner.run(counting) == ScenarioResult(file: "count.scenario", status: .passed, commands: 2))
    }
}
