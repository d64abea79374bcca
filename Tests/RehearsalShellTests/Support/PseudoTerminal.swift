import Foundation

/// A program running on a real pseudo-terminal, in a detached tmux session of fixed size, that a test types
/// into and reads the screen of.
///
/// Each instance has its own tmux server (`tmux -L` with a unique socket name and no configuration from the
/// user), its own temporary `HOME`, and a minimal environment, so tests never touch the user's tmux, history
/// or settings and can run in parallel. The pane stays after the program exits, so its last output and its
/// exit status can still be read. Call `close()` when done; `deinit` does it too.
///
/// ```swift
/// let terminal = try PseudoTerminal(executable: path, environment: ["XDG_STATE_HOME": state])
/// try await terminal.waitFor("rehearse> ")
/// try terminal.type("tr")
/// try terminal.press("Tab")
/// try await terminal.waitFor("rehearse> tree ")
/// ```
final class PseudoTerminal {
    /// A tmux command that failed, or a wait that ran out of time; the description shows the screen.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The tmux executable, found on `PATH`; `nil` when tmux is not installed (see `scripts/bootstrap`).
    static let tmuxPath: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/tmux" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// Whether tests that need a terminal can run here; use as `.enabled(if: PseudoTerminal.isAvailable)`.
    static var isAvailable: Bool { tmuxPath != nil }

    /// The folder holding the built products (`.build/debug`), where the test runner itself lives.
    static var productsDirectory: URL {
        #if os(Linux)
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        #else
            Bundle.main.bundleURL.deletingLastPathComponent()
        #endif
    }

    /// A fresh temporary folder, the program's `HOME` unless `environment` names another; `close()` removes it.
    let home: URL

    /// The screen's size in cells.
    let columns: Int
    let rows: Int

    private let tmux: String
    private let socketName: String
    private let workspace: URL
    private var socketPath = ""
    private var isClosed = false
    private var commandCount = 0

    /// Starts `executable` with `arguments` on a `columns`×`rows` terminal.
    ///
    /// The program's environment is `PATH`, `LANG=C.UTF-8`, `HOME` (a fresh temporary folder), `TERM` (set
    /// by tmux), then `environment`, whose entries win; nothing else leaks in from the test's environment.
    init(
        executable: String,
        arguments: [String] = [],
        environment: [String: String] = [:],
        columns: Int = 100,
        rows: Int = 30
    ) throws {
        guard let tmux = Self.tmuxPath else {
            throw Failure(description: "tmux is not installed. To fix, run scripts/bootstrap (it installs tmux).")
        }
        self.tmux = tmux
        self.columns = columns
        self.rows = rows
        socketName = "rehearsal-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent(socketName, isDirectory: true)
        home = workspace.appendingPathComponent("home", isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        // A configuration of our own: remain-on-exit keeps the pane, its last output and its exit status.
        let configuration = workspace.appendingPathComponent("tmux.conf")
        try "set-option -g remain-on-exit on\nset-option -g history-limit 5000\n"
            .write(to: configuration, atomically: true, encoding: .utf8)

        var programEnvironment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "HOME": home.path,
        ]
        programEnvironment.merge(environment) { _, given in given }
        // The first client starts the server with its own environment, which the pane inherits.
        _ = try run(
            [
                "-f", configuration.path, "new-session", "-d", "-s", "main", "-x", "\(columns)", "-y", "\(rows)", "--",
                executable,
            ] + arguments,
            environment: programEnvironment
        )
        socketPath = try run(["display-message", "-p", "-t", "main", "#{socket_path}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    deinit {
        close()
    }

    /// Types `text` literally, as if pasted key by key (UTF-8 included); no key names are interpreted.
    func type(_ text: String) throws {
        _ = try run(["send-keys", "-t", "main", "-l", "--", text])
    }

    /// Presses keys by tmux's names: `"Enter"`, `"Tab"`, `"Up"`, `"Down"`, `"C-a"`, `"C-c"`, `"C-d"`, `"C-r"`.
    func press(_ keys: String...) throws {
        _ = try run(["send-keys", "-t", "main", "--"] + keys)
    }

    /// Changes the terminal's size, as dragging the window's corner does: tmux rewraps what it shows, sets the
    /// pseudo-terminal's size (`TIOCSWINSZ`), and the program gets SIGWINCH; returns once the program has
    /// handled it and waits for input again. `columns` and `rows` keep the size the terminal started with.
    ///
    /// tmux may pass a resize on to the pseudo-terminal up to a quarter of a second later; keys typed before
    /// then reach the program at the old size, as they would for a person typing while dragging the window.
    func resize(columns: Int, rows: Int, timeout: Duration = .seconds(5)) async throws {
        _ = try run(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
        let fields = try run(["display-message", "-p", "-t", "main", "#{pane_pid} #{pane_tty}"])
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard fields.count == 2, let pid = Int32(fields[0]) else {
            throw Failure(description: "tmux did not name the pane's process and terminal: \(fields)")
        }
        for _ in 0..<Self.attempts(timeout) {
            // The kernel queues SIGWINCH as it sets the size: once the size is new, a sleeping program has handled it.
            if let size = Self.windowSize(of: fields[1]), size == (rows, columns), Self.isSleeping(pid) { return }
            try await Task.sleep(for: Self.pollInterval)
        }
        throw Failure(
            description: """
                Expected the program to see a \(columns)×\(rows) terminal within \(timeout); it shows:
                \(try contents())
                """)
    }

    /// Waits until the program has taken the typed line and runs it: the line editor gives the terminal back its
    /// canonical mode (`ICANON`) when it returns a line and takes it again at the next prompt, so a key pressed
    /// after this reaches the running command (Ctrl-C interrupts it) rather than the line editor.
    func waitForCommandToRun(timeout: Duration = .seconds(30)) async throws {
        let fields = try run(["display-message", "-p", "-t", "main", "#{pane_tty}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        for _ in 0..<Self.attempts(timeout) {
            if Self.isCanonical(fields) { return }
            try await Task.sleep(for: Self.pollInterval)
        }
        throw Failure(
            description: """
                Expected the program to start the typed command within \(timeout); it shows:
                \(try contents())
                """)
    }

    /// Whether the terminal device at `path` is in canonical (line by line) mode, as `tcgetattr` reports it.
    private static func isCanonical(_ path: String) -> Bool {
        reading(path) { descriptor in
            var settings = termios()
            guard tcgetattr(descriptor, &settings) == 0 else { return nil }
            return settings.c_lflag & tcflag_t(ICANON) != 0
        } ?? false
    }

    /// The rows and columns of the terminal device at `path`, as `TIOCGWINSZ` reports them.
    private static func windowSize(of path: String) -> (Int, Int)? {
        reading(path) { descriptor in
            var size = winsize()
            guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
            return (Int(size.ws_row), Int(size.ws_col))
        }
    }

    /// What `body` reads from the terminal device at `path`, opened without becoming its controlling terminal;
    /// `nil` when it cannot be opened or `body` finds nothing.
    private static func reading<T>(_ path: String, _ body: (Int32) -> T?) -> T? {
        let descriptor = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { _ = Foundation.close(descriptor) }
        return body(descriptor)
    }

    /// Whether the process is asleep (waiting for input), from the state in `/proc/PID/stat`.
    private static func isSleeping(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let endOfName = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(after: endOfName)...].split(separator: " ").first == "S"
    }

    /// Everything the program has shown: the lines scrolled off the top, then the screen; trailing spaces
    /// and trailing empty lines removed.
    func contents() throws -> String {
        var lines = try capture().split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Waits until `text` appears on the terminal at least `occurrences` times, polling every 20 ms up to
    /// `timeout` (long enough for a loaded machine: a text that is there returns at once); returns `contents()`, or throws with what was shown instead.
    ///
    /// Spaces the program wrote at the end of a line count, so `"rehearse> "` matches a prompt awaiting input.
    @discardableResult
    func waitFor(_ text: String, occurrences: Int = 1, timeout: Duration = .seconds(30)) async throws -> String {
        for _ in 0..<Self.attempts(timeout) {
            if try capture().components(separatedBy: text).count - 1 >= occurrences { return try contents() }
            try await Task.sleep(for: Self.pollInterval)
        }
        let times = occurrences > 1 ? " \(occurrences) times" : ""
        throw Failure(
            description: """
                Expected the terminal to show \(String(reflecting: text))\(times) within \(timeout); it shows:
                \(try contents())
                """
        )
    }

    /// Waits until the program has exited, and returns its exit status; throws if it is still running after
    /// `timeout`, or was killed by a signal.
    func waitForExit(timeout: Duration = .seconds(30)) async throws -> Int32 {
        var state = ""
        for _ in 0..<Self.attempts(timeout) {
            state = try run(
                [
                    "display-message", "-p", "-t", "main",
                    "#{pane_dead}|#{pane_dead_status}|#{pane_dead_signal}|#{pane_pid}",
                ]
            ).trimmingCharacters(in: .whitespacesAndNewlines)
            let fields = state.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            if fields.count == 4, fields[0] == "1" {
                if let status = Int32(fields[1]) { return status }
                if !fields[2].isEmpty { throw Failure(description: "The program was killed by signal \(fields[2]).") }
                if let pid = Int32(fields[3]), let status = Self.zombieStatus(pid: pid) {
                    guard status & 0x7f == 0 else {
                        throw Failure(description: "The program was killed by signal \(status & 0x7f).")
                    }
                    return (status >> 8) & 0xff
                }
            }
            try await Task.sleep(for: Self.pollInterval)
        }
        throw Failure(
            description: """
                Expected the program to exit within \(timeout); tmux reports dead|status|signal|pid as \(state), \
                and the terminal shows:
                \(try contents())
                """
        )
    }

    /// The wait status of a process that has exited but not been reaped, from `/proc/PID/stat`.
    ///
    /// tmux sometimes misses a pane program's SIGCHLD (tmux issue 2679; tmux 3.3a here, often when the program
    /// exits soon after it starts): the pane is dead, but its status never comes and the program stays a
    /// zombie. Linux still reports a zombie's wait status, as field 52 of its `stat`.
    private static func zombieStatus(pid: Int32) -> Int32? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let endOfName = stat.lastIndex(of: ")")
        else { return nil }
        // Fields from the third (the state) on; the name before them may hold spaces and parentheses.
        let fields = stat[stat.index(after: endOfName)...].split(separator: " ")
        guard fields.count > 49, fields[0] == "Z" else { return nil }
        return Int32(fields[49].trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Ends the program and its tmux server, and removes the socket and the temporary folder; calling it again
    /// does nothing.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = try? run(["kill-server"])
        // tmux leaves its socket behind.
        if !socketPath.isEmpty { unlink(socketPath) }
        try? FileManager.default.removeItem(at: workspace)
    }

    /// The pane's history and screen as tmux holds them, keeping the spaces the program wrote at line ends.
    private func capture() throws -> String {
        try run(["capture-pane", "-p", "-N", "-t", "main", "-S", "-"])
    }

    private static let pollInterval = Duration.milliseconds(20)

    private static func attempts(_ timeout: Duration) -> Int {
        max(1, Int((timeout / pollInterval).rounded(.up)))
    }

    /// Runs one tmux command against this instance's server and returns its standard output.
    ///
    /// Spawned with `posix_spawn` rather than `Foundation.Process`, to give tmux, and through it the
    /// program, an empty signal mask and default handlers: a test runs on a worker thread that blocks
    /// SIGINT, SIGHUP and SIGTERM, and the program would inherit that, so Ctrl-C would never reach it.
    /// Output goes to files, not pipes, because the tmux server that the first command starts keeps its
    /// standard streams open, and a pipe would then never report its end.
    private func run(_ arguments: [String], environment: [String: String]? = nil) throws -> String {
        commandCount += 1
        let outputPath = workspace.appendingPathComponent("tmux-\(commandCount).out").path
        let errorPath = workspace.appendingPathComponent("tmux-\(commandCount).err").path
        defer {
            unlink(outputPath)
            unlink(errorPath)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // Nothing else of the test runner's (its sockets and pipes) should live on in the tmux server.
        let inherited = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in inherited.compactMap({ Int32($0) }) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        // -u: UTF-8 whatever the test's locale; -L: this instance's own server.
        let argv = ([tmux, "-u", "-L", socketName] + arguments).map { strdup($0) } + [nil]
        let environment = environment ?? ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for string in argv + envp { free(string) }
        }

        var pid = pid_t()
        let spawnError = posix_spawn(&pid, tmux, &actions, &attributes, argv, envp)
        guard spawnError == 0 else {
            throw Failure(description: "Could not start \(tmux): \(String(cString: strerror(spawnError))).")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}

        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        // A normal exit has the low seven bits clear and the status in the next eight.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            let message = ((try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(message)")
        }
        return output
    }
}
