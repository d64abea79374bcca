import SamplePreviews
import Testing

@testable import Rehearsal
@testable import VirtualTime

/// A session switched back and forth on one screen many times: what it holds may grow with the steps only by
/// what `undo`, `goto` and `history` need, a few bytes a step.
@MainActor @Suite(.serialized) struct LongSessionTests {
    /// The scheduler's timers (dead ones included) and task records, and the history's distinct commands.
    private func held(_ session: Session) -> [Int] {
        let scheduler = session.scheduler.state.withLock { state in
            [state.timers.liveTimers.count, state.timers.hasDead ? 1 : 0, state.tasks.count]
        }
        return scheduler + [session.history.distinctCount]
    }

    private func run(_ line: String, in session: Session) -> String {
        do throws(CommandError) {
            guard let command = try CommandParser.parse(line) else { return "" }
            return session.execute(command).rendered
        } catch {
            return error.description
        }
    }

    @Test("Switching tabs 300 times holds no more timers, task records or commands than switching twice")
    func tabSwitchesHoldNothingMore() {
        withVirtualTime { scheduler in
            let session = Session(
                catalog: PreviewCatalog.discover(in: .modules("SamplePreviews")), scheduler: scheduler)
            defer { session.teardown() }
            _ = run(#"open "RootView/Sample library""#, in: session)
            _ = run("advance 2s", in: session)
            _ = run("tab Settings", in: session)
            _ = run("tab Library", in: session)
            let early = held(session)
            for _ in 0..<150 {
                _ = run("tab Settings", in: session)
                _ = run("tab Library", in: session)
            }
            #expect(held(session) == early)
            // Entries of timers taken out early are dropped from the heap once they are most of it.
            #expect(session.scheduler.state.withLock { $0.timers.heapCount } <= 2 * 64)
            #expect(session.history.count == 304)
            #expect(run("goto 3", in: session).hasPrefix("at step 3 of 304: tab Settings"))
            #expect(session.history[303].text == "tab Library")
        }
    }
}
