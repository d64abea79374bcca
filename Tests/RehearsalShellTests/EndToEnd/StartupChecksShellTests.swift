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
            "access-list", "Observation's access list (ObservationTracking's list.entries)",
            "the state listing does not say which views read a property until it changes"
        ),
        (
            "registrar", "the ObservationRegistrar layout (extent.context.state.buffer)",
            "the state listing cannot tell which object a view read"
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

    @Test("Every check failed: the warnings in order, no escape reported, and no property name guessed")
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
                        \(warnings)
                        explain step 4: tap "Next round"
                        1. The tap ran the action of button "Next round", declared in UpdateOrderScreen.
                        2. It changed:
                             Scoreboard.round: 0 → 1  (read by no view, so none is re-evaluated for it)
                             Scoreboard.order: [] → 8 items  (read by no view, so none is re-evaluated for it)
                             Scoreboard.a property whose name is not in the binary's symbols (stripped?) changed, then changed back to (unknown)  (read by no view, so none is re-evaluated for it)
                        3. Evaluated, because of what they read or were given:
                             ScoreRow ×8: it read Scoreboard.a property whose name is not in the binary's symbols (stripped?)
                             UpdateOrderScreen: it read Scoreboard.a property whose name is not in the binary's symbols (stripped?)
                           Not re-evaluated (nothing they read changed, and their inputs were equal): none
                        4. No task started, resumed, finished or was cancelled.
                        5. The navigation path did not change.

                        """, errors: "", status: 0))
    }
}
