import Foundation
import Testing

/// `Timer.publish(every:on:in:).autoconnect()` with `onReceive`, ticking on the virtual clock, through the built
/// `rehearse`.
@Suite struct TimerShellTests {
    @Test("a one-second timer ticks once per virtual second with the virtual date, and only when time advances")
    func piped() throws {
        let run = try RehearseBinary.run(
            input: """
                open "CountdownScreen/Countdown"
                advance 1s
                set echo none
                advance 2s
                ax
                advance 5s
                tree

                """)
        #expect(
            run
                == .init(
                    output: """
                        CountdownScreen  @State remaining=3 lastTick="none"
                          VStack  .onReceive(Autoconnect)
                            Text "3 s left"
                            Text "Last tick none"
                        virtual time 1s
                        @State remaining of CountdownScreen: 3 → 2
                        @State lastTick of CountdownScreen: "none" → "2026-01-01T09:00:01Z"
                        @@ -1,4 +1,4 @@
                        -CountdownScreen  @State remaining=3 lastTick="none"
                        +CountdownScreen  @State remaining=2 lastTick="2026-01-01T09:00:01Z"
                           VStack  .onReceive(Autoconnect)
                        -    Text "3 s left"
                        -    Text "Last tick none"
                        +    Text "2 s left"
                        +    Text "Last tick 2026-01-01T09:00:01Z"
                        virtual time 3s
                        staticText "Liftoff"
                        staticText "Last tick 2026-01-01T09:00:03Z"
                        virtual time 8s
                        CountdownScreen  @State remaining=0 lastTick="2026-01-01T09:00:03Z"
                          VStack  .onReceive(Autoconnect)
                            Text "Liftoff"
                            Text "Last tick 2026-01-01T09:00:03Z"

                        """, errors: "", status: 0))
    }

    @Test("the timer's ticks answer in JSON lines")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "open \\"CountdownScreen/Countdown\\""}
                {"command": "set echo none"}
                {"command": "advance 3s"}
                {"command": "ax"}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"CountdownScreen  @State remaining=3 lastTick=\\"none\\"\\n  VStack  .onReceive(Autoconnect)\\n    Text \\"3 s left\\"\\n    Text \\"Last tick none\\"","preview":"CountdownScreen/Countdown","step":1}
                        {"ok":true,"output":"","preview":"CountdownScreen/Countdown","step":1}
                        {"ok":true,"output":"virtual time 3s","preview":"CountdownScreen/Countdown","step":2}
                        {"ok":true,"output":"staticText \\"Liftoff\\"\\nstaticText \\"Last tick 2026-01-01T09:00:03Z\\"","preview":"CountdownScreen/Countdown","step":2}

                        """, errors: "", status: 0))
    }
}
