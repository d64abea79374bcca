import Foundation

/// The instructions a step of the long session costs, counted by valgrind's callgrind: the figure that does not
/// follow the machine's load, so it tells whether anything a step does grows with the session's length.
///
/// The worker (`rehearse --worker`), then the shell front (`rehearse --jsonl`, its worker running outside valgrind),
/// runs under callgrind with counting off; it is switched on for steps 1,000 to 2,000 and for the last 1,000
/// (`callgrind_control`, which reaches a process waiting on its input too), and each window's dump is read back.
/// Valgrind cannot read the release binary's debug information, so a copy without it (`strip --strip-debug`) runs.
/// Hashing is made deterministic (`SWIFT_DETERMINISTIC_HASHING`): a dictionary's probes differ from run to run.
/// Minutes at 100,000 steps (`RehearsalBenchmarks shell-long-instructions 100000`); not in the default run.
enum LongSessionInstructions {
    static func run(steps: Int) {
        print("")
        let valgrind = "/usr/bin/valgrind"
        let control = "/usr/bin/callgrind_control"
        let strip = "/usr/bin/strip"
        guard [valgrind, control, strip].allSatisfy(FileManager.default.isExecutableFile(atPath:)) else {
            print("Long session's instructions: needs valgrind (callgrind_control) and strip, so the figure is missing")
            return
        }
        guard let executable = ReleaseRehearse.locate() else {
            print("Long session's instructions: no release rehearse could be built, so the figure is missing")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rehearse-instructions-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("rehearse").path
        guard runTool(strip, ["--strip-debug", "-o", copy, executable]) else {
            print("Long session's instructions: strip --strip-debug failed, so the figure is missing")
            return
        }
        let pattern = ShellLongSessionBenchmark.Pattern.taps
        for (label, argument) in [("the worker (--worker)", "--worker"), ("the shell front (--jsonl)", "--jsonl")] {
            guard
                let (early, late) = measure(
                    copy, argument: argument, pattern: pattern, steps: steps, valgrind: valgrind, control: control,
                    folder: folder.path)
            else {
                print("Long session's instructions through \(label): callgrind did not answer as expected")
                continue
            }
            let growth = ProcessorTime.growth(Double(early), Double(late))
            print("Long session's instructions through \(label): \(pattern.name), \(steps) steps (callgrind)")
            print(
                "  instructions per step over steps 1,000 to 2,000 \(early / 1_000), over the last 1,000 "
                    + "\(late / 1_000) (" + String(format: "%+.2f", growth) + " %, goal under 1 %: "
                    + (growth < ShellLongSessionBenchmark.goal ? "met" : "not met") + ")")
        }
    }

    /// The instructions of steps 1,000 to 2,000 and of the last 1,000, or `nil` when a step or a dump failed.
    private static func measure(
        _ executable: String, argument: String, pattern: ShellLongSessionBenchmark.Pattern, steps: Int,
        valgrind: String, control: String, folder: String, window: Int = 1_000
    ) -> (early: Int, late: Int)? {
        let output = "\(folder)/callgrind\(argument).out"
        guard
            let process = JSONLinesPipe(
                valgrind,
                arguments: [
                    "--tool=callgrind", "--instr-atstart=no", "--callgrind-out-file=\(output)", executable, argument,
                ],
                environment: ["SWIFT_DETERMINISTIC_HASHING": "1", "REHEARSE_WATCHDOG": "600"])
        else { return nil }
        defer { process.close() }
        for setup in pattern.setup where !process.exchange(setup) { return nil }
        let pid = String(process.processID)
        var step = 0
        var dumps = 0
        func advance(to target: Int) -> Bool {
            while step < target {
                guard process.exchange(pattern.command(step)) else { return false }
                step += 1
            }
            return true
        }
        /// Counts `window` steps from `start` and returns the instructions of the window's dump.
        func counted(from start: Int) -> Int? {
            guard advance(to: start), runTool(control, ["--instr=on", pid]), runTool(control, ["--zero", pid]),
                advance(to: start + window), runTool(control, ["--dump", pid]),
                runTool(control, ["--instr=off", pid])
            else { return nil }
            dumps += 1
            return summary(of: "\(output).\(dumps)")
        }
        guard let early = counted(from: window), let late = counted(from: max(steps - window, 2 * window)) else {
            return nil
        }
        return (early, late)
    }

    /// The `summary:` line of a callgrind dump: the instructions it counted.
    private static func summary(of path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let line = text.split(separator: "\n").first { $0.hasPrefix("summary:") }
        return line.flatMap { Int($0.dropFirst("summary:".count).trimmingCharacters(in: .whitespaces)) }
    }

    /// Runs a tool to its end, its output discarded; `true` when it succeeded.
    private static func runTool(_ path: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
