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
}
