import Foundation

/// Times the built `rehearse` as a user meets it: from launch to the first prompt on a pseudo-terminal, and
/// one action's round trip through the session worker's JSON lines on the Inkwell library screen.
///
/// It runs a release `rehearse` (`ReleaseRehearse` builds it when it is missing or older than its sources).
enum ShellBenchmark {
    static func run() {
        print("")
        guard let executable = ReleaseRehearse.locate() else {
            print("Shell: no release rehearse could be built, so the shell figures are missing")
            return
        }
        print("Shell: the built rehearse at \(executable)")
        let starts = (0..<10).compactMap { _ in timeToPrompt(executable) }
        if let best = starts.min(), let median = starts.sorted().dropFirst(starts.count / 2).first {
            print("  start to first prompt: best \(format(best)), median \(format(median)) (goal < 50 ms)")
        } else {
            print("  start to first prompt: no prompt appeared")
        }
        printRoundTrips(executable)
        RowsShellBenchmark.run(executable)
        EditableRowsShellBenchmark.run(executable)
    }

    /// The Inkwell round trips alone (`trip`): the shell section without its start-up and rows figures.
    static func runRoundTrips() {
        print("")
        guard let executable = ReleaseRehearse.locate() else {
            print("Shell: no release rehearse could be built, so the round trips are missing")
            return
        }
        print("Shell round trips: the built rehearse at \(executable)")
        printRoundTrips(executable)
    }

    private static func printRoundTrips(_ executable: String) {
        for (label, arguments) in [("worker (--worker)", ["--worker"]), ("shell front (--jsonl)", ["--jsonl"])] {
            if let trip = actionRoundTrip(executable, arguments: arguments) {
                print(
                    "  one action round trip on RootView/Sample library, \(label), of \(trip.trips): best "
                        + "\(format(trip.best)) (goal < 0.5 ms, " + String(format: "%.2f", seconds(trip.best) / 0.5e-3)
                        + "× the goal), median \(format(trip.median)), mean \(format(trip.mean)); processor time "
                        + "\(format(trip.processor)) a switch (\(arguments == ["--worker"] ? "the worker" : "the front and its worker")"
                        + (trip.processes > 1
                            ? ", of which the front \(format(trip.ownProcessor)), counting the time it asks for the "
                                + "reply before sleeping" : "")
                        + "); a line that runs nothing: " + format(trip.empty))
            }
        }
    }

    /// Launches `rehearse` on a fresh pseudo-terminal and waits for `rehearse> `.
    private static func timeToPrompt(_ executable: String) -> Duration? {
        // posix_openpt and friends are not visible to Swift here; these are what they do on Linux.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { return nil }
        defer { close(master) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        let setLock: UInt = 0x4004_5431  // TIOCSPTLCK
        let getNumber: UInt = 0x8004_5430  // TIOCGPTN
        guard ioctl(master, setLock, &unlock) == 0, ioctl(master, getNumber, &number) == 0 else { return nil }
        let slavePath = "/dev/pts/\(number)"
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("rehearse-benchmark").path
        let clock = ContinuousClock()
        let start = clock.now
        guard
            let pid = spawn(
                executable, [], input: slavePath, environment: ["HOME": home, "NO_COLOR": "1", "TERM": "xterm"])
        else { return nil }
        var seen = ""
        var elapsed: Duration?
        while elapsed == nil, clock.now - start < .seconds(5) {
            var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 1, 100) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            seen += String(decoding: buffer[..<count], as: UTF8.self)
            if seen.contains("rehearse> ") { elapsed = clock.now - start }
        }
        // Ctrl-D ends the shell; a signal would make libedit pass it on to the whole process group.
        _ = write(master, "\u{04}", 1)
        var status: Int32 = 0
        for _ in 0..<100 where waitpid(pid, &status, WNOHANG) == 0 { usleep(20_000) }
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        return elapsed
    }

    /// One round trip's figures: the fastest and the median of the timed switches (the fastest is the one a
    /// loaded machine disturbs least), the mean, the processor time a switch took (user and system time of the
    /// process and its worker, which the load moves less), and the mean of a line that runs nothing.
    struct RoundTrip {
        var trips: Int
        var best: Duration
        var median: Duration
        var mean: Duration
        var processor: Duration
        /// The processor time a switch took the process driven alone (the shell front, or the worker), and how many
        /// processes `processor` counts.
        var ownProcessor: Duration
        var processes: Int
        var empty: Duration
    }

    /// Opens the library screen in a worker, then times 400 alternating tab switches one by one, each a full round
    /// trip, and 200 comment lines (the protocol's own cost).
    static func actionRoundTrip(_ executable: String, arguments: [String]) -> RoundTrip? {
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { return nil }
        // The child must not hold our ends, or it never sees its input end.
        for end in toChild + fromChild { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        guard let pid = spawn(executable, arguments, pipes: (toChild[0], fromChild[1])) else { return nil }
        close(toChild[0])
        close(fromChild[1])
        defer {
            close(toChild[1])
            close(fromChild[0])
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        var pending: [UInt8] = []
        func exchange(_ command: String) -> Bool {
            let line = "{\"command\":\"" + command.replacingOccurrences(of: "\"", with: "\\\"") + "\"}\n"
            _ = line.withCString { write(toChild[1], $0, strlen($0)) }
            while !pending.contains(UInt8(ascii: "\n")) {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let count = read(fromChild[0], &buffer, buffer.count)
                guard count > 0 else { return false }
                pending += buffer[..<count]
            }
            let end = pending.firstIndex(of: UInt8(ascii: "\n"))!
            let ok = pending.starts(with: Array("{\"ok\":true".utf8))
            pending.removeSubrange(...end)
            return ok
        }
        for setup in ["open \"RootView/Sample library\"", "advance 2s", "set echo none"] where !exchange(setup) {
            print("  skipped the round trip: `\(setup)` failed")
            return nil
        }
        let clock = ContinuousClock()
        let trips = 400
        var times: [Duration] = []
        times.reserveCapacity(trips)
        let processes = [pid] + (ShellLongSessionBenchmark.child(of: pid).map { [$0] } ?? [])
        // Nanoseconds from `/proc/PID/task/*/schedstat`: `/proc/PID/stat`'s ticks of 10 ms are 25 µs a switch here.
        let processorBefore = processes.map { ProcessorTime.nanoseconds(of: $0) ?? 0 }
        for index in 0..<trips {
            let start = clock.now
            _ = exchange(index % 2 == 0 ? "tab Settings" : "tab Library")
            times.append(clock.now - start)
        }
        let processorAfter = processes.map { ProcessorTime.nanoseconds(of: $0) ?? 0 }
        let spent = zip(processorAfter, processorBefore).map { Duration.nanoseconds($0 - $1) }
        let processor = spent.reduce(.zero, +)
        let empty = clock.measure {
            for _ in 0..<200 { _ = exchange("# nothing") }
        }
        times.sort()
        return RoundTrip(
            trips: trips, best: times[0], median: times[trips / 2], mean: times.reduce(.zero, +) / trips,
            processor: processor / trips, ownProcessor: spent[0] / trips, processes: processes.count, empty: empty / 200
        )
    }

    /// The user and system time `pid` has run, from `/proc/PID/stat` (clock ticks).
    static func processorTime(of pid: pid_t) -> Duration {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = text.lastIndex(of: ")")
        else { return .zero }
        // The fields after the command's name in parentheses: state is field 3, utime 14 and stime 15.
        let fields = text[text.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return .zero }
        let ticks = Int(sysconf(Int32(_SC_CLK_TCK)))
        return .milliseconds((user + system) * 1_000 / max(ticks, 1))
    }

    /// Starts `executable` with a terminal (`input`) or a pair of pipe ends on its standard streams.
    static func spawn(
        _ executable: String, _ arguments: [String], input: String? = nil, pipes: (Int32, Int32)? = nil,
        environment: [String: String] = [:]
    ) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            for descriptor: Int32 in [0, 1, 2] {
                posix_spawn_file_actions_addopen(&actions, descriptor, input, O_RDWR, 0)
            }
        } else if let pipes {
            posix_spawn_file_actions_adddup2(&actions, pipes.0, 0)
            posix_spawn_file_actions_adddup2(&actions, pipes.1, 1)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { _, given in given }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        var pid = pid_t()
        return posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0 ? pid : nil
    }
}
