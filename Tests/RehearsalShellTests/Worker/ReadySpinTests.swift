import Foundation
import Testing

@testable import RehearsalShell

/// The shell front asks for its worker's reply for a moment before it sleeps (`ReadySpin`): it must answer at once
/// when the pipe has something to read or has ended, give up after its budget when it stays silent, see data written
/// meanwhile, and not ask while another thread of the process is asking.
@Suite struct ReadySpinTests {
    @Test("ReadySpin answers at once for a pipe that holds data or has ended, and gives up on a silent one")
    func readySpin() throws {
        var ends: [Int32] = [-1, -1]
        try #require(Foundation.pipe(&ends) == 0)
        defer { close(ends[0]) }
        var request = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        // Nothing written: asked for a moment, then it gives up (the caller then sleeps in `poll` or `read`).
        #expect(!ReadySpin.wait(&request, 1, budget: .microseconds(200)))
        #expect(write(ends[1], "x", 1) == 1)
        #expect(ReadySpin.wait(&request, 1, budget: .seconds(60)))
        close(ends[1])
        var byte: UInt8 = 0
        #expect(read(ends[0], &byte, 1) == 1)
        // The writer is gone: the end of input is an answer too.
        #expect(ReadySpin.wait(&request, 1, budget: .seconds(60)))
        #expect(read(ends[0], &byte, 1) == 0)
    }

    @Test("ReadySpin does not ask while another thread of the process is asking")
    func readySpinOneAtATime() throws {
        var ends: [Int32] = [-1, -1]
        try #require(Foundation.pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        #expect(write(ends[1], "x", 1) == 1)
        var request = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        // Another thread's turn (taken here, when no other test holds it for longer than its one wait).
        while !ReadySpin.takeTurn() { sched_yield() }
        // The pipe holds data, but this thread does not ask: it will sleep in `poll`, which answers at once.
        #expect(!ReadySpin.waitIfAlone(&request, 1, budget: .seconds(60)))
        ReadySpin.endTurn()
        #expect(ReadySpin.wait(&request, 1, budget: .seconds(60)))
    }

    @Test("ReadySpin sees data another thread writes while it asks")
    func readySpinSeesLateData() throws {
        let reading = try WatchedInputTests.pipe(writing: [Array("late\n".utf8)])
        defer { close(reading) }
        var request = pollfd(fd: reading, events: Int16(POLLIN), revents: 0)
        #expect(ReadySpin.wait(&request, 1, budget: .seconds(60)))
        #expect(WatchedInput(descriptor: reading).readLine(idle: {}) == "late")
    }
}
