import Foundation
import Testing

/// The built `rehearse` with start-up checks failed on purpose (`REHEARSE_FAIL_STARTUP_CHECK`): `open` names
/// each degraded feature, and the features degrade to what they can still say truthfully.
@Suite struct StartupChecksShellTests {
    /// What each check names and what it degrades, as the warning prints them.
    static let checks: [(name: String, dependency: String, degraded: String)] = [
        (
            "clock", "the clock interposition (libc's clock_gettime, gettimeofday and time reached through the PLT)",
            "Date(), ContinuousClock.now and DispatchTime.now() read the real clock, so output that shows them "
                + "differs between runs"
        ),
        (
            "task-ids", "swift_task_getJobTaskId (an @_silgen_name entry point)",
            "tasks are told apart by address only, so `tasks` may give a new task the label of an ended one "
                + "whose address it reuses"
        ),
        (
            "observation-slot",
            "Observation's thread-local access list slot (the first word of libswiftObservation's TLS block, "
                + "found with dlinfo)",
            "each view's body is tracked with a probe object of its own, which is slower (the output is the same)"
        ),
        (
            "access-list", "Observation's access list (ObservationTracking's list.entries)",
            "the state listing does not say which views read a property until it changes"
        ),
        (
            "registrar", "the ObservationRegistrar layout (extent.context.state.buffer)",
            "the state listing cannot tell which object a view read"
        ),
        (
            "key-paths", "the key path object layout (a computed component's id beside its getter)",
            "in a release build, properties read by a view may be named \"a property whose name is not in the "
                + "binary's symbols (stripped?)\" in explanations and the state listing, where a debug build names them"
        ),
        (
            "symbols", "the ELF symbol tables (.symtab of each image, swift_demangle)",
            "@Observable properties are named \"a property whose name is not in the binary's symbols (stripped?)\" "
                + "in explanations and the state listing"
        ),
        (
            "conformances",
            "the conformance records (swift_enumerateAllMetadataSections, an @_silgen_name entry point)",
            "previews, stubs and store actions may not be discovered"
        ),
        (
            "escapes", "the overrides of dispatch_async and pthread_create (rehearsal_escapes_are_watched())",
            "work sent out of the virtual scheduler is not reported, and `tasks` lists nothing that waits on the "
                + "outside world"
        ),
        (
            "fields", "_forEachField(of:options:body:) (an @_spi(Reflection) entry point)",
            "views' @State, @Binding and @Environment properties are not linked to the graph (the state listing "
                + "shows none, and a @State may start over when its parent is re-evaluated), and every view is "
                + "re-evaluated whenever its parent is"
        ),
        (
            "closure-context",
            "a closure value's two words (its function, and its context: none when it captures nothing)",
            "a ForEach whose data changed makes and compares every row again, so inserting or removing a row costs "
                + "the length of the list (the output is the same)"
        ),
        (
            "backtracer",
            "the Swift runtime's crash backtracer (libexec/swift/linux/swift-backtrace, its JSON report)",
            "a trap in the standard library is reported without the preview's file, line and function"
        ),
        (
            "foundation",
            "the overrides of CFRunLoopAddTimer and curl_multi_remove_handle (reached by libFoundation and "
                + "libFoundationNetworking through their PLTs)",
            "Foundation timers and URLSession tasks are not named by the step warning, `tasks` or `settle`"
        ),
    ]

    static func warning(_ check: (name: String, dependency: String, degraded: String)) -> String {
        "warning: start-up check \"\(check.name)\" failed: expected \(check.dependency) as Swift 6.3.1 lays it out, "
            + "found something else. Degraded: \(check.degraded). To fix, use a toolchain that "
            + "Documentation/Architecture.md lists under \"Private dependencies\" (Swift 6.3.1), or file an issue "
            + "naming this toolchain."
    }

    static let open = """
        set echo none
        open "EscapingScreen/Real queues"

        """

    @Test("Each check failed on its own: open prints its warning alone", arguments: checks.map(\.name))
    func eachCheck(_ name: String) throws {
        let check = try #require(Self.checks.first { $0.name == name })
        let run = try RehearseBinary.run(input: Self.open, environment: ["REHEARSE_FAIL_STARTUP_CHECK": name])
        #expect(run == .init(output: Self.warning(check) + "\n", errors: "", status: 0))
    }

    @Test("Without the hook, no check fails: open prints nothing with echo none")
    func noneFails() throws {
        #expect(try RehearseBinary.run(input: Self.open) == .init(output: "", errors: "", status: 0))
    }

    @Test("Every check failed: the warnings in order at the first open only, no escape or name, rows compared unequal")
    func allChecks() throws {
        let input = """
            set echo none
            open "EscapingScreen/Real queues"
            tap "Global queue"
            tasks
            open "UpdateOrderScreen/Update order"
            tap "Next round"
            explain

            """
        let warnings = Self.checks.map(Self.warning).joined(separator: "\n")
        let run = try RehearseBinary.run(input: input, environment: ["REHEARSE_FAIL_STARTUP_CHECK": "all"])
        #expect(
            run
                == .init(
                    output: """
                        \(warnings)
                        no pending tasks; virtual time 0s
                        explain step 4: tap "Next round"
                        1. The tap ran the action of button "Next round", declared in UpdateOrderScreen.
                        2. It changed:
                             Scoreboard.round: 0 → 1  (read by no view, so none is re-evaluated for it)
                             Scoreboard.order: [] → 8 items  (read by no view, so none is re-evaluated for it)
                        3. Evaluated, because of what they read or were given:
                             ScoreRow ×8: it read Scoreboard.a property whose name is not in the binary's symbols (stripped?)
                             UpdateOrderScreen: it read Scoreboard.a property whose name is not in the binary's symbols (stripped?)
                             ScoreRow ×8: its parent UpdateOrderScreen was re-evaluated and passed it new inputs
                           Not re-evaluated (nothing they read changed, and their inputs were equal): none
                        4. No task started, resumed, finished or was cancelled.
                        5. The navigation path did not change.

                        """, errors: "", status: 0))
    }

    @Test("The foundation check failed: no Foundation timer or URLSession task is named, dispatch still is")
    func foundationUnwatched() throws {
        let input = """
            set echo none
            open "OutsideWorldScreen/Outside world"
            tap "Start timer"
            tap "Load"
            tap "Main queue"
            tasks
            settle

            """
        let check = try #require(Self.checks.first { $0.name == "foundation" })
        let run = try RehearseBinary.run(input: input, environment: ["REHEARSE_FAIL_STARTUP_CHECK": "foundation"])
        #expect(
            run
                == .init(
                    output: Self.warning(check) + "\n" + """
                        warning: this step sent work out of the virtual scheduler: 1 DispatchQueue.async call (to the queue "com.apple.main-thread"). It runs on real time, so what it changes may arrive at any moment or differ between runs. Work sent to the main queue never runs here: nothing drains it. To fix, use async/await (Task, Task.sleep, an actor) instead of DispatchQueue and Thread, so the session's virtual time runs the work.
                        no pending tasks; virtual time 0s
                        waiting on the outside world (real time, which the session does not drive):
                          DispatchQueue.main.async: never runs here, since nothing drains the main queue [origin: tap "Main queue"]
                        settled after 0 jobs; virtual time 0s
                        not settled: 1 piece of work waits on the outside world, which virtual time does not drive: DispatchQueue.main.async from tap "Main queue". `tasks` lists it. To fix, replace it with async/await (Task, Task.sleep, Timer.publish) or a stub, so the session's virtual time runs the work.

                        """, errors: "", status: 0))
    }

    @Test("The backtracer check failed: a trap in the standard library says the preview's line is unknown")
    func backtracerMissing() throws {
        let input = """
            set echo none
            open "CrashingScreen/Buggy buttons"
            open "UnrenderableScreen/Index out of range"

            """
        let check = try #require(Self.checks.first { $0.name == "backtracer" })
        let run = try RehearseBinary.run(input: input, environment: ["REHEARSE_FAIL_STARTUP_CHECK": "backtracer"])
        #expect(
            run
                == .init(
                    output: Self.warning(check) + "\n" + """
                        error: the preview crashed during `open "UnrenderableScreen/Index out of range"`: Fatal error: Index out of range (in the toolchain's code; the line of the preview that called it is unknown, because the worker printed no backtrace)
                          the session was restored to step 1 (open "CrashingScreen/Buggy buttons") in a new worker; history and any recording are intact

                        """, errors: "", status: 1))
    }

    @Test("The fields check failed: the state listing shows no view's state, and nothing traps")
    func fieldsUnwalkable() throws {
        let input = """
            set echo none
            open "CrashingScreen/Buggy buttons"
            tap "Count"
            state

            """
        let check = try #require(Self.checks.first { $0.name == "fields" })
        let run = try RehearseBinary.run(input: input, environment: ["REHEARSE_FAIL_STARTUP_CHECK": "fields"])
        let expected = Self.warning(check) + "\nno view on screen owns or reaches state\n"
        #expect(run == .init(output: expected, errors: "", status: 0))
    }

    /// What `explain` says after a round when no property name can be read: no name is guessed.
    static let unnamedRound = """
        explain step 2: tap "Next round"
        1. The tap ran the action of button "Next round", declared in UpdateOrderScreen.
        2. It changed:
             Scoreboard.round: 0 → 1  (read by no view, so none is re-evaluated for it)
             Scoreboard.order: [] → 8 items  (read by no view, so none is re-evaluated for it)
        3. Evaluated, because of what they read or were given:
             ScoreRow ×8: it read Scoreboard.a property whose name is not in the binary's symbols (stripped?)
             UpdateOrderScreen: it read Scoreboard.a property whose name is not in the binary's symbols (stripped?)
           Not re-evaluated (nothing they read changed, and their inputs were equal): none
        4. No task started, resumed, finished or was cancelled.
        5. The navigation path did not change.

        """

    static let round = """
        set echo none
        open "UpdateOrderScreen/Update order"
        tap "Next round"
        explain
        open "UpdateOrderScreen/Update order"

        """

    @Test("A stripped rehearse names the symbols check at its first open, before any name is needed, and once")
    func strippedBinary() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stripped = folder.appendingPathComponent("rehearse").path
        let strip = Process()
        strip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        strip.arguments = ["strip", "-o", stripped, RehearseBinary.path]
        try strip.run()
        strip.waitUntilExit()
        #expect(strip.terminationStatus == 0)
        let warning =
            "warning: start-up check \"symbols\" failed: expected the ELF symbol tables (.symtab of each image, "
            + "swift_demangle), found none in \(stripped) (the binary was stripped). Degraded: @Observable properties "
            + "are named \"a property whose name is not in the binary's symbols (stripped?)\" in explanations and the "
            + "state listing. To fix, build without stripping symbols (no `strip`, no `-Xlinker -s`)."
        let first = try RehearseBinary.run(
            input: "set echo none\nopen \"EscapingScreen/Real queues\"\n", executable: stripped)
        #expect(first == .init(output: warning + "\n", errors: "", status: 0))
        let run = try RehearseBinary.run(input: Self.round, executable: stripped)
        #expect(run == .init(output: warning + "\n" + Self.unnamedRound, errors: "", status: 0))
    }

    @Test("The built rehearse names every property by its symbol, with no warning")
    func namedRound() throws {
        let run = try RehearseBinary.run(input: Self.round)
        #expect(
            run
                == .init(
                    output: """
                        explain step 2: tap "Next round"
                        1. The tap ran the action of button "Next round", declared in UpdateOrderScreen.
                        2. It changed:
                             Scoreboard.round: 0 → 1  (read by ScoreRow ×8)
                             Scoreboard.order: [] → 8 items  (read by UpdateOrderScreen)
                        3. Evaluated, because of what they read or were given:
                             ScoreRow ×8: it read Scoreboard.round
                             UpdateOrderScreen: it read Scoreboard.order
                           Not re-evaluated (nothing they read changed, and their inputs were equal): none
                        4. No task started, resumed, finished or was cancelled.
                        5. The navigation path did not change.

                        """, errors: "", status: 0))
    }

    @Test("A failed check is named once through --jsonl too: in the first open's reply, as a warning")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "set echo none"}
                {"command": "open \\"EscapingScreen/Real queues\\""}
                {"command": "open \\"EscapingScreen/Real queues\\""}

                """, environment: ["REHEARSE_FAIL_STARTUP_CHECK": "key-paths"])
        let check = try #require(Self.checks.first { $0.name == "key-paths" })
        let warning = Self.warning(check).replacing("\"", with: "\\\"")
        #expect(
            run
                == .init(
                    output: """
                        {"ok":true,"output":"","preview":null,"step":0}
                        {"ok":true,"output":"\(warning)","preview":"EscapingScreen/Real queues","step":1}
                        {"ok":true,"output":"","preview":"EscapingScreen/Real queues","step":2}

                        """, errors: "", status: 0))
    }
}
