import Foundation
import Testing

/// A long session through the built `rehearse --jsonl`: the worker's memory stays flat while the session
/// switches tabs on one screen, and `export` still writes every step of the path to the current one.
@Suite struct LongSessionShellTests {
    /// The resident memory of a process, from `/proc/PID/statm`.
    private func residentMemory(of pid: Int32) -> Int {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8)) ?? ""
        let fields = text.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    @Test("1,000 tab switches through rehearse --jsonl leave the worker's memory flat; export keeps the last branch")
    func tabSwitchesStayFlat() throws {
        let session = try PipedSession(["--jsonl"])
        var lines = 0
        func run(_ command: String) throws -> String {
            session.send(#"{"command": "\#(command.replacingOccurrences(of: "\"", with: "\\\""))"}"#)
            lines += 1
            let transcript = try session.waitForLines(lines, seconds: 300)
            return String(transcript.dropLast().split(separator: "\n").last ?? "")
        }
        #expect(try run(#"open "RootView/Sample library""#).hasPrefix(#"{"ok":true"#))
        #expect(try run("advance 2s").hasPrefix(#"{"ok":true"#))
        // Short replies keep the transcript the test reads small; the step does the same work.
        #expect(try run("set echo none").hasPrefix(#"{"ok":true"#))
        for index in 0..<500 { _ = try run(index % 2 == 0 ? "tab Settings" : "tab Library") }
        let workerLine = try String(
            contentsOfFile: "/proc/\(session.processID)/task/\(session.processID)/children", encoding: .utf8)
        let worker = try #require(workerLine.split(separator: " ").first.flatMap { Int32($0) })
        let early = residentMemory(of: worker)
        for index in 0..<1_000 { _ = try run(index % 2 == 0 ? "tab Settings" : "tab Library") }
        let late = residentMemory(of: worker)
        // Each cancelled sleep of the Library tab's task held about a kilobyte until this was fixed.
        #expect(early > 0 && late - early < 256 * 1024, "the worker grew from \(early) to \(late) bytes")
        #expect(try run("undo").hasPrefix(#"{"ok":true"#))
        #expect(try run("tab Library").hasPrefix(#"{"ok":true"#))
        let exported = try run("export LongSessionTests.swift")
        #expect(exported.contains("exported LongSessionTests.swift: LongSessionTests.rehearsed() with 1502 steps"))
        _ = try session.finish()
    }
}
