import Foundation
import Testing

@testable import RehearsalShell

@Suite struct WorkerCrashTests {
    @Test("The runtime's last trap message and its location are read from standard error")
    func fatalError() {
        let crash = WorkerCrash(
            status: SIGILL,
            standardError: "note: loading\nSamplePreviews/CrashingScreen.swift:17: Fatal error: Index out of range\n")
        #expect(crash.message == "Fatal error: Index out of range")
        #expect(crash.location == "SamplePreviews/CrashingScreen.swift:17")
        #expect(crash.ending == "signal 4 (SIGILL)")
        #expect(crash.summary == "Fatal error: Index out of range (at SamplePreviews/CrashingScreen.swift:17)")
    }

    @Test("A precondition without a location, and a silent exit, are described too")
    func others() {
        let precondition = WorkerCrash(status: SIGTRAP, standardError: "Precondition failed: empty\n")
        #expect(precondition.summary == "Precondition failed: empty")
        let exit = WorkerCrash(status: 3 << 8, standardError: "")
        #expect(exit.summary == "the worker ended with exit status 3 and printed no message")
        let segfault = WorkerCrash(status: SIGSEGV, standardError: "")
        #expect(segfault.summary == "the worker ended with signal 11 (SIGSEGV) and printed no message")
    }

    /// A crash report as the runtime's backtracer prints it in JSON (cut to the frames that matter).
    static func report(frames: String) -> String {
        """
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

        *** Signal 4: Backtracing from 0x7f3f8836df7f... done ***

        { "kind": "crashReport", "description": "Illegal instruction", "threads": [ { "name": "rehearse", \
        "crashed": true, "frames": [ { "kind": "programCounter", "symbol": "$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF", \
        "description": "_assertionFailure(_:_:file:line:flags:) + 302", "image": "libswiftCore.so" }, \(frames) ] } ] }

        """
    }

    @Test("A trap in the standard library names the innermost frame with a source line: the preview's body")
    func standardLibraryTrapInThePreview() {
        let crash = WorkerCrash(
            status: SIGILL,
            standardError: Self.report(
                frames: """
                    { "kind": "returnAddress", "symbol": "$s14SamplePreviews11RecentItemsV4bodyQrvg", \
                    "description": "RecentItems.body.getter + 200", "image": "rehearse", "sourceLocation": \
                    { "file": "/home/me/App/Previews/Diagnostics/UnrenderableScreen.swift", "line": 55, "column": 30 } }, \
                    { "kind": "returnAddress", "symbol": "$s11RehearsalUI9ViewGraphC6updateyyF", \
                    "description": "ViewGraph.update(_:cause:) + 10", "image": "rehearse", "sourceLocation": \
                    { "file": "/src/Sources/RehearsalUI/Graph/ViewGraph.swift", "line": 229, "column": 24 } }
                    """))
        #expect(
            crash.frame
                == CrashBacktrace(
                    function: "RecentItems.body", module: "SamplePreviews",
                    location: "SamplePreviews/UnrenderableScreen.swift:55"))
        #expect(!crash.isInRehearsal)
        #expect(
            crash.summary
                == "Fatal error: Index out of range (at SamplePreviews/UnrenderableScreen.swift:55, in RecentItems.body)"
        )
    }

    @Test("A trap in the standard library called from Rehearsal's own code is Rehearsal's bug")
    func standardLibraryTrapInRehearsal() {
        let crash = WorkerCrash(
            status: SIGILL,
            standardError: Self.report(
                frames: """
                    { "kind": "returnAddress", "symbol": "$s11RehearsalUI9ViewGraphC6updateyyF", "thunk": true, \
                    "description": "thunk + 1", "image": "rehearse", "sourceLocation": \
                    { "file": "//<compiler-generated>", "line": 0, "column": 0 } }, \
                    { "kind": "returnAddress", "symbol": "$s11RehearsalUI9ViewGraphC6updateyyF", \
                    "description": "ViewGraph.update(_:cause:) + 10", "image": "rehearse", "sourceLocation": \
                    { "file": "/src/Sources/RehearsalUI/Graph/ViewGraph.swift", "line": 229, "column": 24 } }
                    """))
        #expect(crash.frame?.location == "RehearsalUI/ViewGraph.swift:229")
        #expect(crash.isInRehearsal)
        #expect(crash.summary == "Fatal error: Index out of range")
    }

    @Test("Without a backtrace, a trap in the standard library says that the preview's line is unknown")
    func standardLibraryTrapWithoutBacktrace() {
        let crash = WorkerCrash(
            status: SIGILL, standardError: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n")
        #expect(crash.frame == nil)
        #expect(!crash.isInRehearsal)
        #expect(
            crash.summary
                == "Fatal error: Index out of range (in the toolchain's code; the line of the preview that called it "
                + "is unknown, because the worker printed no backtrace)")
    }
}
