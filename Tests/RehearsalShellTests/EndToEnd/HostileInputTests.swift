import Foundation
import Testing

/// Input that once trapped the shell, JSON lines or replay: every number is checked, with a clear error.
@Suite struct HostileInputTests {
    static let numberHint = "  write a decimal number like 18, -2, +1 or 0.5 (at most 1e15 either way)"

    @Test("goto takes only a whole decimal step number; nan, inf, 1e19, Int.max, 1.5 and 0x2 are errors")
    func gotoNumbers() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "CrashingScreen/Buggy buttons"
                goto nan
                goto inf
                goto 1e19
                goto 9223372036854775807
                goto 1.5
                goto 0x2
                goto 1

                """)
        let wrong = { (text: String) in
            "error: goto expects a whole step number from `history`, like 2, found \"\(text)\"\n  `history` lists the steps\n"
        }
        #expect(
            run
                == .init(
                    output: wrong("nan") + wrong("inf") + wrong("1e19") + """
                        error: there is no step 9223372036854775807; steps run from 1 to 1
                          `history` lists the steps

                        """ + wrong("1.5") + wrong("0x2") + "at step 1 of 1: open \"CrashingScreen/Buggy buttons\"\n"
                        + PipedShellTests.opened, errors: "", status: 1))
    }

    @Test("adjust refuses nan, inf, hexadecimal and huge numbers; advance 2000000h twice moves time on")
    func adjustAndAdvance() throws {
        let run = try RehearseBinary.run(
            input: """
                set echo none
                open "SettingsScreen/Loaded"
                adjust #fontSizeSlider nan
                adjust #fontSizeSlider -inf
                adjust #fontSizeSlider 0x10
                adjust #fontSizeSlider 1e400
                advance 2000000h
                advance 2000000h
                advance 0x2s

                """)
        let wrong = { (text: String) in
            "error: adjust expects a number, like 18 or +1, found \"\(text)\"\n" + Self.numberHint + "\n"
        }
        #expect(
            run
                == .init(
                    output: wrong("nan") + wrong("-inf") + wrong("0x10") + wrong("1e400") + """
                        virtual time 7200000000s
                        virtual time 14400000000s
                        error: advance expects a duration, like 1s, 250ms, 1.5ms or 2m, found "0x2s"
                          units: ms, s, m, h

                        """, errors: "", status: 1))
    }

    @Test("JSON lines answers the same numbers with an error reply and goes on")
    func jsonLines() throws {
        let run = try RehearseBinary.run(
            ["--jsonl"],
            input: """
                {"command": "goto nan"}
                {"command": "adjust #fontSizeSlider inf"}
                {"command": "advance 2000000h"}

                """)
        #expect(
            run
                == .init(
                    output: """
                        {"ok":false,"output":"","error":{"code":"syntax","message":"goto expects a whole step number from `history`, like 2, found \\"nan\\"","hint":"`history` lists the steps","column":6},"preview":null,"step":0}
                        {"ok":false,"output":"","error":{"code":"syntax","message":"adjust expects a number, like 18 or +1, found \\"inf\\"","hint":"write a decimal number like 18, -2, +1 or 0.5 (at most 1e15 either way)","column":24},"preview":null,"step":0}
                        {"ok":false,"output":"","error":{"code":"state","message":"`advance` expects an open preview, but no preview is open","hint":"open one first: `previews` lists them, `open NAME` loads one"},"preview":null,"step":0}

                        """, errors: "", status: 0))
    }

    @Test("REHEARSE_WATCHDOG must be seconds from 0.1 to 86400: inf, nan and 0 exit 2 with the reason")
    func watchdogVariable() throws {
        for value in ["inf", "nan", "0", "1e300"] {
            let expected = """
                rehearse: REHEARSE_WATCHDOG expects a number of seconds from 0.1 to 86400, like 10 or 2.5, found "\(value)"
                  the default is 10s

                """
            #expect(
                try RehearseBinary.run(environment: ["REHEARSE_WATCHDOG": value])
                    == .init(output: "", errors: expected, status: 2))
            #expect(
                try RehearseBinary.run(["replay", "x.scenario"], environment: ["REHEARSE_WATCHDOG": value])
                    == .init(
                        output: "", errors: expected.replacingOccurrences(of: "rehearse: ", with: "error: "), status: 2)
            )
        }
    }

    @Test("A byte-order mark before the first command is not part of it, in the shell and in a script")
    func byteOrderMark() throws {
        let folder = try RehearseBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "\u{FEFF}# rehearsal-scenario 1\nopen \"CrashingScreen/Buggy buttons\"\n".write(
            to: folder.appendingPathComponent("bom.scenario"), atomically: true, encoding: .utf8)
        #expect(
            try RehearseBinary.run(input: "\u{FEFF}open \"CrashingScreen/Buggy buttons\"\n")
                == .init(output: PipedShellTests.opened, errors: "", status: 0))
        #expect(
            try RehearseBinary.run(["replay", "bom.scenario"], directory: folder)
                == .init(output: "PASS bom.scenario (1 command)\n1 passed, 0 failed\n", errors: "", status: 0))
    }

    @Test("Escape and control bytes from input are shown escaped, never sent to the terminal raw")
    func controlBytes() throws {
        let run = try RehearseBinary.run(input: "\u{1B}[2Jopen\u{7}\ntap \"\u{1B}]0;title\u{7}\"\n")
        #expect(
            run
                == .init(
                    output: #"""
                        error: unknown command "\u{1B}[2Jopen\u{7}"
                          type `help` to list the commands
                        error: `tap` expects an open preview, but no preview is open
                          open one first: `previews` lists them, `open NAME` loads one

                        """#, errors: "", status: 1))
    }

    @Test("A 10 MB unknown command is answered in linear time, its name cut short")
    func hugeCommand() throws {
        // The nearest-match search once took minutes on it (a length per candidate); linear work takes about
        // 2 s of CPU in a debug build, so 90 s of real time leaves room for a loaded machine, not for a regression.
        let run = try RehearseBinary.run(input: String(repeating: "x", count: 10_000_000) + "\n", limit: 90)
        #expect(
            run
                == .init(
                    output: """
                        error: unknown command "\(String(repeating: "x", count: 60))..."
                          type `help` to list the commands

                        """, errors: "", status: 1))
    }

    @Test("Output that cannot be written (/dev/full) is an error with exit status 1, not silence and 0")
    func fullDevice() throws {
        for (arguments, stopped) in [(["--version"], ""), ([], "; stopped")] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: RehearseBinary.path)
            process.arguments = arguments
            let input = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            input.fileHandleForWriting.write(Data("help\n".utf8))
            try input.fileHandleForWriting.close()
            let status = try RehearseBinary.ended(process, within: 30)
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(status == 1)
            #expect(text == "rehearse: cannot write to standard output: no space left on the device\(stopped)\n")
        }
    }
}
