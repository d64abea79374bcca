import RehearsalUI
import VirtualTime

/// The checks, made once per process, of every private dependency listed in `Documentation/Architecture.md`:
/// each failed one names the dependency and the feature that is degraded, once, as a warning at a session's
/// first `open`.
///
/// A failed check never crashes and never lets a feature print wrong output: each feature switches to what it
/// can still say truthfully (real clocks, addresses for tasks, "a property whose name is not in the binary's
/// symbols", no readers). `REHEARSE_FAIL_STARTUP_CHECK` (``StartupCheckHook``) fails checks on purpose.
package enum StartupChecks {
    /// One private dependency: its check's name, what it is, and what is degraded when it is not as expected.
    private struct Check {
        var name: String
        var dependency: String
        var degraded: String
        var passes: @MainActor () -> Bool
    }

    private static let checks: [Check] = [
        Check(
            name: "clock",
            dependency: "the clock interposition (libc's clock_gettime, gettimeofday and time reached through the PLT)",
            degraded: "Date(), ContinuousClock.now and DispatchTime.now() read the real clock, so output that "
                + "shows them differs between runs",
            passes: { VirtualScheduler.clocksAreVirtual }),
        Check(
            name: "task-ids",
            dependency: "swift_task_getJobTaskId (an @_silgen_name entry point)",
            degraded: "tasks are told apart by address only, so `tasks` may give a new task the label of an "
                + "ended one whose address it reuses",
            passes: { VirtualScheduler.taskIDsAreReadable }),
        Check(
            name: "observation-slot",
            dependency: "Observation's thread-local access list slot (the first word of libswiftObservation's TLS "
                + "block, found with dlinfo)",
            degraded: "each view's body is tracked with a probe object of its own, which is slower (the output is "
                + "the same)",
            passes: { GraphStartupChecks.observationSlotIsUsable }),
        Check(
            name: "access-list",
            dependency: "Observation's access list (ObservationTracking's list.entries)",
            degraded: "the state listing does not say which views read a property until it changes",
            passes: { GraphStartupChecks.accessListIsReadable }),
        Check(
            name: "registrar",
            dependency: "the ObservationRegistrar layout (extent.context.state.buffer)",
            degraded: "the state listing cannot tell which object a view read",
            passes: { GraphStartupChecks.registrarIsReadable }),
        Check(
            name: "key-paths",
            dependency: "the key path object layout (a computed component's id beside its getter)",
            degraded:
                "in a release build, properties read by a view may be named \"\(GraphStartupChecks.unknownPropertyName)\" "
                + "in explanations and the state listing, where a debug build names them",
            passes: { GraphStartupChecks.keyPathsAreReadable }),
        Check(
            name: "symbols",
            dependency: "the ELF symbol tables (.symtab of each image, swift_demangle)",
            degraded: "@Observable properties are named \"\(GraphStartupChecks.unknownPropertyName)\" in "
                + "explanations and the state listing",
            passes: { GraphStartupChecks.symbolsAreReadable }),
        Check(
            name: "conformances",
            dependency: "the conformance records (swift_enumerateAllMetadataSections, an @_silgen_name entry point)",
            degraded: "previews, stubs and store actions may not be discovered",
            passes: { ConformanceScanner.recordsAreReadable }),
        Check(
            name: "escapes",
            dependency: "the overrides of dispatch_async and pthread_create (rehearsal_escapes_are_watched())",
            degraded: "work sent out of the virtual scheduler is not reported, and `tasks` lists nothing that "
                + "waits on the outside world",
            passes: { SchedulerEscapes.isWatched }),
        Check(
            name: "fields",
            dependency: "_forEachField(of:options:body:) (an @_spi(Reflection) entry point)",
            degraded: "views' @State, @Binding and @Environment properties are not linked to the graph (the state "
                + "listing shows none, and a @State may start over when its parent is re-evaluated), and every view "
                + "is re-evaluated whenever its parent is",
            passes: { GraphStartupChecks.fieldsAreWalkable }),
        Check(
            name: "closure-context",
            dependency: "a closure value's two words (its function, and its context: none when it captures nothing)",
            degraded: "a ForEach whose data changed makes and compares every row again, so inserting or removing a "
                + "row costs the length of the list (the output is the same)",
            passes: { GraphStartupChecks.closureContextIsReadable }),
        Check(
            name: "backtracer",
            dependency: "the Swift runtime's crash backtracer (libexec/swift/linux/swift-backtrace, its JSON report)",
            degraded: "a trap in the standard library is reported without the preview's file, line and function",
            passes: { CrashBacktracerCheck.passes }),
        Check(
            name: "foundation",
            dependency: "the overrides of CFRunLoopAddTimer and curl_multi_remove_handle (reached by libFoundation "
                + "and libFoundationNetworking through their PLTs)",
            degraded: "Foundation timers and URLSession tasks are not named by the step warning, `tasks` or `settle`",
            passes: { FoundationHooksCheck.passes }),
    ]

    /// The names of the checks, in the order they run (the values `REHEARSE_FAIL_STARTUP_CHECK` takes).
    package static var names: [String] { checks.map(\.name) }

    /// A warning for each failed check, in order; empty when every private dependency is as expected.
    ///
    /// Every check runs once, at the first call: the worker makes it when it starts, before any preview.
    @MainActor package static var warnings: [String] { results }

    @MainActor private static let results: [String] = checks.compactMap { $0.passes() ? nil : warning($0) }

    private static func warning(_ check: Check) -> String {
        if check.name == "symbols", let image = GraphStartupChecks.strippedImage {
            return "warning: start-up check \"symbols\" failed: expected \(check.dependency), found none in \(image) "
                + "(the binary was stripped). Degraded: \(check.degraded). To fix, build without stripping symbols "
                + "(no `strip`, no `-Xlinker -s`)."
        }
        return "warning: start-up check \"\(check.name)\" failed: expected \(check.dependency) as Swift 6.3.1 lays it "
            + "out, found something else. Degraded: \(check.degraded). To fix, use a toolchain that "
            + "Documentation/Architecture.md lists under \"Private dependencies\" (Swift 6.3.1), or file an "
            + "issue naming this toolchain."
    }
}
