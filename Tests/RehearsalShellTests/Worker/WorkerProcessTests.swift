import Testing

@testable import RehearsalShell

/// The child process the shell reads line by line: lines longer than one read, and standard error beside them.
@Suite struct WorkerProcessTests {
    @Test("A line longer than the read buffer comes back whole, then the next, then the end and standard error")
    func longLinesAcrossReads() throws {
        // 200,000 bytes: four reads of the 64 KiB buffer at least; standard error is written between the lines.
        let script = "head -c 200000 /dev/zero | tr '\\0' a; echo; echo oops >&2; echo second"
        let process = try WorkerProcess(
            executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"])
        #expect(
            process.readLine(limit: .seconds(30), isInterrupted: { false })
                == .line(String(repeating: "a", count: 200_000)))
        #expect(process.readLine(limit: .seconds(30), isInterrupted: { false }) == .line("second"))
        #expect(process.readLine(limit: .seconds(30), isInterrupted: { false }) == .ended)
        #expect(process.errorText == "oops\n")
        process.kill()
    }

    @Test("Lines come back as bytes with their newline, one at a time from a read that holds several")
    func lineBytes() throws {
        let script = "printf 'one\\ntwo\\n'; printf 'three'"
        let process = try WorkerProcess(
            executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"])
        #expect(process.readLineBytes(limit: .seconds(30), isInterrupted: { false }) == .line(Array("one\n".utf8)))
        #expect(process.readLineBytes(limit: .seconds(30), isInterrupted: { false }) == .line(Array("two\n".utf8)))
        // A last line without its newline is not a line.
        #expect(process.readLineBytes(limit: .seconds(30), isInterrupted: { false }) == .ended)
        process.kill()
    }

    @Test("A child that writes nothing is waited for until the limit, then the wait times out")
    func silentChildTimesOut() throws {
        // `cat` waits for its input, which stays open: no line comes.
        let process = try WorkerProcess(executable: "/bin/cat", arguments: [], environment: [:])
        #expect(process.readLineBytes(limit: .milliseconds(120), isInterrupted: { false }) == .timedOut)
        #expect(process.readLine(limit: .zero, isInterrupted: { false }) == .timedOut)
        #expect(process.send("echo"))
        #expect(process.readLine(limit: .seconds(30), isInterrupted: { false }) == .line("echo"))
        process.kill()
    }
}
