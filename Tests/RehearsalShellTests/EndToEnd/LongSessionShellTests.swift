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
        // `undo` replays the session's 1,500 steps in the worker: about 8 s in a debug build, more under load.
        let session = try PipedSession(["--jsonl"], environment: ["REHEARSE_WATCHDOG": "300"])
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

    /// The files `pid` holds open in `folder`, as `/proc/PID/fd` names them (an unlinked one ends in " (deleted)").
    private func openFiles(of pid: Int32, in folder: String) -> [String] {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
        return descriptors.compactMap {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)")
        }
        .filter { $0.hasPrefix(folder + "/") }.map { String($0.dropFirst(folder.count + 1)) }
    }

    /// What the session prints after tap `count` on `CrashingScreen/Buggy buttons`, as the exported test checks it.
    private func tapCheck(_ count: Int) -> String {
        """
                    try screen.tap("Count")
                    screen.expect(
                        .echo,
                        \"\"\"
                        @State taps of CrashingScreen: \(count - 1) → \(count)
                        @@ -1,5 +1,5 @@
                         NavigationStack
                        -  CrashingScreen  @State taps=\(count - 1) selectedTitle=nil
                        +  CrashingScreen  @State taps=\(count) selectedTitle=nil
                             VStack  .navigationTitle("Diagnostics")
                        -      Text "Taps: \(count - 1)"
                        +      Text "Taps: \(count)"
                               Button "Count"
                        \"\"\")

        """
    }

    @Test("2,500 taps through rehearse --jsonl keep the front flat, its steps in unlinked files; export has every one")
    func tapsKeepTheFrontFlat() throws {
        let temporary = try RehearseBinary.temporaryFolder()
        let exports = try RehearseBinary.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: temporary)
            try? FileManager.default.removeItem(at: exports)
        }
        let session = try PipedSession(
            ["--jsonl"], environment: ["TMPDIR": temporary.path, "REHEARSE_WATCHDOG": "300"])
        var lines = 0
        /// Sends the commands at once and returns the last reply.
        func run(_ commands: [String]) throws -> String {
            for command in commands {
                session.send(#"{"command": "\#(command.replacingOccurrences(of: "\"", with: "\\\""))"}"#)
            }
            lines += commands.count
            let transcript = try session.waitForLines(lines, seconds: 600)
            return String(transcript.dropLast().split(separator: "\n").last ?? "")
        }
        let taps = Array(repeating: #"tap "Count""#, count: 100)
        #expect(try run([#"open "CrashingScreen/Buggy buttons""#]).hasPrefix(#"{"ok":true"#))
        for _ in 0..<5 { _ = try run(taps) }
        let early = residentMemory(of: session.processID)
        for _ in 0..<20 { _ = try run(taps) }
        let late = residentMemory(of: session.processID)
        // Before the journal, each step kept its text, its node and its output (a new count) in memory: 900 KB here.
        #expect(early > 0 && late - early < 160 * 1024, "the shell front grew from \(early) to \(late) bytes")
        // The steps and outputs are in four unlinked files that only the front holds; the folder stays empty.
        #expect(
            openFiles(of: session.processID, in: temporary.path).map { $0.replacing(/-journal-\w+/, with: "-journal") }
                == Array(repeating: "rehearse-journal (deleted)", count: 4))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
        #expect(try run(["undo", #"tap "Count""#]).hasPrefix(#"{"ok":true"#))
        let exported = try run(["export \(exports.path)/TapsTests.swift"])
        #expect(exported.contains("with 2501 steps and 2501 checks"), "\(exported)")
        let file = try String(contentsOfFile: exports.path + "/TapsTests.swift", encoding: .utf8)
        #expect(
            file == """
                // Exported by `rehearse` (export FILE.swift) from a session on CrashingScreen/Buggy buttons.
                // 2501 steps, 2501 checks. Run it with `swift test --filter TapsTests`; it fails when the screen changes.
                // Its test target depends on the RehearsalTesting product and on SamplePreviews.
                import RehearsalTesting
                import SamplePreviews
                import Testing

                /// The session on CrashingScreen/Buggy buttons, replayed: each step, then what the shell printed after it.
                @MainActor @Suite struct TapsTests {
                    @Test("CrashingScreen/Buggy buttons, as rehearsed") func rehearsed() throws {
                        try withPreview("CrashingScreen/Buggy buttons", in: .modules("SamplePreviews")) { screen in
                            screen.expect(
                                .echo,
                                \"\"\"
                                NavigationStack
                                  CrashingScreen  @State taps=0 selectedTitle=nil
                                    VStack  .navigationTitle("Diagnostics")
                                      Text "Taps: 0"
                                      Button "Count"
                                      Button "Crash"
                                      Button "Hang"
                                \"\"\")

                """ + (1...2_500).map(tapCheck).joined() + """
                            }
                        }
                    }

                    """)
        _ = try session.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }
}
