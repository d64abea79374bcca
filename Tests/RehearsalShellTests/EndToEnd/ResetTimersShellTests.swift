import Foundation
import Testing

/// Opening a preview again (or another one) resets the scheduler: the timer and the tasks of the screen before
/// neither fire into the new screen nor stay pending in `tasks`, through the built `rehearse`.
@Suite struct ResetTimersShellTests {
    @Test("A Timer.publish half-way to its tick and a sleeping .task stop with their screen; the next screen's own run")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "CountdownScreen/Countdown"
                set echo none
                advance 500ms
                tasks
                open "CountdownScreen/Countdown"
                tasks
                advance 1s
                tree
                open "ClockScreen/Wall clock"
                tasks
                advance 5s
                tree
                tasks

                """)
        #expect(
            run
                == .init(
                    output: """
                        CountdownScreen  @State remaining=3 lastTick="none"
                          VStack  .onReceive(Autoconnect)
                            Text "3 s left"
                            Text "Last tick none"
                        virtual time 500ms
                        pending work at +500ms:
                          task#1 sleeps until +1s (in 500ms) [origin: open CountdownScreen/Countdown]
                        pending work at +0s:
                          task#1 sleeps until +1s (in 1s) [origin: open CountdownScreen/Countdown]
                        virtual time 1s
                        CountdownScreen  @State remaining=2 lastTick="2026-01-01T09:00:01Z"
                          VStack  .onReceive(Autoconnect)
                            Text "2 s left"
                            Text "Last tick 2026-01-01T09:00:01Z"
                        pending work at +0s:
                          task#1 sleeps until +1.234567s (in 1.234567s) [origin: ClockScreen .task]
                        virtual time 5s
                        NavigationStack
                          ClockScreen  @State openedAt=2026-01-01T09:00:00Z stamps=[] nap="woke after 1.234567 seconds"
                            VStack  .task .navigationTitle("Clocks")
                              Text "Opened 2026-01-01T09:00:00Z"
                              Text "Nap: woke after 1.234567 seconds"
                              Button "Stamp"
                        no pending tasks; virtual time 5s

                        """, errors: "", status: 0))
    }
}
