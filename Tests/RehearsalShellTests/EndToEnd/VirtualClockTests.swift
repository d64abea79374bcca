import Foundation
import Testing

/// The built `rehearse`: a preview's clocks read the session's virtual time, so runs at different real times agree.
@Suite struct VirtualClockTests {
    static let input = """
        open "ClockScreen/Wall clock"
        advance 1234567us
        tap "Stamp"
        ax

        """

    static let expected = """
        NavigationStack
          ClockScreen  @State openedAt=2026-01-01T09:00:00Z stamps=[] nap="napping"
            VStack  .task .navigationTitle("Clocks")
              Text "Opened 2026-01-01T09:00:00Z"
              Text "Nap: napping"
              Button "Stamp"
        virtual time 1234.567ms
        @State nap of ClockScreen: "napping" → "woke after 1.234567 seconds"
        @@ -1,6 +1,6 @@
         NavigationStack
        -  ClockScreen  @State openedAt=2026-01-01T09:00:00Z stamps=[] nap="napping"
        +  ClockScreen  @State openedAt=2026-01-01T09:00:00Z stamps=[] nap="woke after 1.234567 seconds"
             VStack  .task .navigationTitle("Clocks")
               Text "Opened 2026-01-01T09:00:00Z"
        -      Text "Nap: napping"
        +      Text "Nap: woke after 1.234567 seconds"
               Button "Stamp"
        print: stamped at 2026-01-01T09:00:01Z
        print: now 1 stamps
        @State stamps of ClockScreen: [] → ["2026-01-01T09:00:01Z"]
        @@ -1,3 +1,3 @@
         NavigationStack
        -  ClockScreen  @State openedAt=2026-01-01T09:00:00Z stamps=[] nap="woke after 1.234567 seconds"
        +  ClockScreen  @State openedAt=2026-01-01T09:00:00Z stamps=["2026-01-01T09:00:01Z"] nap="woke after 1.234567 seconds"
             VStack  .task .navigationTitle("Clocks")
        @@ -5,2 +5,3 @@
               Text "Nap: woke after 1.234567 seconds"
        +      Text "Stamped 2026-01-01T09:00:01Z"
               Button "Stamp"
        navigationBar "Clocks"
        staticText "Opened 2026-01-01T09:00:00Z"
        staticText "Nap: woke after 1.234567 seconds"
        staticText "Stamped 2026-01-01T09:00:01Z"
        button "Stamp"

        """

    @Test("Date() in a preview is the session's virtual now, and a 1.234567 s sleep is exact, in two runs apart")
    func datesAreVirtual() throws {
        let first = try RehearseBinary.run(input: Self.input)
        #expect(first == .init(output: Self.expected, errors: "", status: 0))
        // The second run starts later in real time (a whole process launch later); it prints the same dates.
        let second = try RehearseBinary.run(input: Self.input)
        #expect(second == first)
    }

    @Test("A preview's print output comes back with the step that printed it, in JSON lines too")
    func printsInJSONLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "set echo none"}
                {"command": "open \\"ClockScreen/Wall clock\\""}
                {"command": "tap \\"Stamp\\""}
                {"command": "advance 2s"}
                {"command": "tap \\"Stamp\\""}

                """)
        #expect(run.errors == "")
        #expect(
            run.output.split(separator: "\n").map(String.init) == [
                #"{"ok":true,"output":"","preview":null,"step":0}"#,
                #"{"ok":true,"output":"","preview":"ClockScreen/Wall clock","step":1}"#,
                #"{"ok":true,"output":"print: stamped at 2026-01-01T09:00:00Z\nprint: now 1 stamps","preview":"ClockScreen/Wall clock","step":2}"#,
                #"{"ok":true,"output":"virtual time 2s","preview":"ClockScreen/Wall clock","step":3}"#,
                #"{"ok":true,"output":"print: stamped at 2026-01-01T09:00:02Z\nprint: now 2 stamps","preview":"ClockScreen/Wall clock","step":4}"#,
            ])
    }
}
