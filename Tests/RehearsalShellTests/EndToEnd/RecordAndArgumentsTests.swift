import Foundation
import Testing

/// `record` never replaces a file unasked, writes only regular files through symbolic links keeping CRLF
/// endings; a bad `--preview` is an argument mistake (exit status 2) in the shell and in JSON lines alike.
@Suite struct RecordAndArgumentsTests {
    @Test("record refuses an existing file and a device; --force writes through a link and keeps CRLF")
    func recordGuards() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("old.scenario")
        try "x\r\n".write(to: old, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.scenario").path, withDestinationPath: "old.scenario")
        let run = try RehearseBinary.run(
            input: """
                set echo none
                record old.scenario
                record /dev/full
                record --force /dev/full
                record --force link.scenario
                open "CrashingScreen/Buggy buttons"
                stop

                """, directory: folder)
        let refused = { (file: String) in
            "error: \(file) already exists, so `record` does not replace it\n"
                + "  `record --force \(file)` replaces it (keeping its mode and line endings), or choose another name\n"
        }
        #expect(
            run
                == .init(
                    output: refused("old.scenario") + refused("/dev/full") + """
                        error: cannot write /dev/full: it is a character device; only regular files are written
                          choose a file in a folder that exists and is writable
                        recording to link.scenario
                        recorded 1 command and 0 expectations to link.scenario

                        """, errors: "", status: 1))
        #expect(
            try String(contentsOf: old, encoding: .utf8)
                == "# rehearsal-scenario 1\r\nopen \"CrashingScreen/Buggy buttons\"\r\n")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: folder.appendingPathComponent("link.scenario").path) == "old.scenario")
    }

    @Test("A --preview that names no preview exits 2 with the reason, piped and in JSON lines")
    func badPreview() throws {
        let expected = RehearseBinary.Run(
            output: "",
            errors: "rehearse: --preview: no preview named \"Nope\"; expected a name listed by `previews`.\n",
            status: 2)
        #expect(try RehearseBinary.run(["--preview", "Nope"]) == expected)
        #expect(try RehearseBinary.run(["--jsonl", "--preview", "Nope"]) == expected)
    }
}
