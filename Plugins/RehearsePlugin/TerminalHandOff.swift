import Foundation

/// Runs the shell from inside a command plugin, whose own standard streams are SwiftPM's message channel
/// and whose process group is in the background.
///
/// The shell gets SwiftPM's own standard streams (`ParentStreams`), so piped commands, `--jsonl` and
/// `mcp` work as if the user ran the shell directly. When its input is a terminal, the plugin ignores
/// SIGTTOU, SIGINT and SIGTSTP (so neither taking the terminal nor the user's Ctrl-C or Ctrl-Z stops it),
/// makes its own group the terminal's foreground, and spawns the shell with default SIGINT and SIGTTOU;
/// afterwards the previous foreground group gets the terminal back. When SwiftPM's input cannot be taken,
/// the interactive shell gets `/dev/tty`; other uses get no input, and a message that says what to do.
enum TerminalHandOff {
    /// Where build progress goes: SwiftPM's standard error when it is a terminal, so that progress never
    /// mixes with the output of a replay or with an MCP server's messages; otherwise nowhere.
    static func progressOutput(_ streams: ParentStreams) -> FileHandle? {
        guard let error = streams.terminalError else { return nil }
        let copy = dup(error)
        return copy < 0 ? nil : FileHandle(fileDescriptor: copy, closeOnDealloc: true)
    }

    /// Runs `executable` with `environment` added to the plugin's, on SwiftPM's own standard streams
    /// (`streams`), and returns its exit status (128 + N when killed by signal N). Throws, without running
    /// it, when it needs standard input and neither SwiftPM's nor a terminal can be had; `shown` is how to
    /// run the same executable without the plugin, for that message.
    static func run(
        executable: String, arguments: [String], environment: [String: String] = [:], streams: ParentStreams,
        shown: String
    ) throws -> Int32 {
        let first = arguments.first ?? ""
        let readsInput = first != "replay" && !["--help", "-h", "help", "--version"].contains(first)
        let wantsTerminal = readsInput && first != "mcp" && !arguments.contains("--jsonl")
        // An MCP server's standard output carries only protocol messages; SwiftPM would pass a standard
        // error it holds into its own standard output, so one that cannot be taken is dropped.
        let nothing = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(nothing) }
        let errors = streams.descriptors[2] ?? (first == "mcp" ? nothing : 2)
        if let input = streams.input {
            if readsInput, streams.descriptors[1] == nil, !streams.filesLeftToSwiftPM.contains(1) {
                report(
                    """
                    rehearse: the standard output that `swift package` was given could not be taken \
                    (\(streams.problems[1] ?? "")), so answers arrive only when the shell ends. To fix, give \
                    `swift package` a pipe or a file, or run the shell directly: \(shown)
                    """, to: errors)
            }
            let descriptors = [input, streams.descriptors[1] ?? 1, errors]
            guard streams.inputIsTerminal else {
                return spawn(executable, arguments, environment, descriptors: descriptors, closing: streams)
            }
            return inForeground(of: input) {
                spawn(executable, arguments, environment, descriptors: descriptors, closing: streams)
            }
        }
        let terminal = wantsTerminal ? open("/dev/tty", O_RDWR | O_CLOEXEC) : -1
        if terminal >= 0 {
            defer { close(terminal) }
            return inForeground(of: terminal) {
                spawn(
                    executable, arguments, environment, descriptors: [terminal, terminal, terminal], closing: streams)
            }
        }
        if readsInput {
            streams.closeAll()
            throw RehearseFailure(
                description: """
                    the standard input that `swift package` was given could not be taken \
                    (\(streams.problems[0] ?? "")), so rehearse would read no commands. To fix, give \
                    `swift package` a pipe or a file (a coding agent that gives a socket can run \
                    sh -c 'cat | swift package rehearse mcp | cat'), or run the shell directly: \(shown)
                    """)
        }
        return spawn(
            executable, arguments, environment, descriptors: [nothing, streams.descriptors[1] ?? 1, errors],
            closing: streams)
    }

    /// Runs `body` with the plugin's process group in the foreground of `terminal`, SIGTTOU, SIGINT and
    /// SIGTSTP ignored; then gives the terminal back to the group that had it.
    private static func inForeground(of terminal: Int32, _ body: () -> Int32) -> Int32 {
        signal(SIGTTOU, SIG_IGN)
        signal(SIGINT, SIG_IGN)
        signal(SIGTSTP, SIG_IGN)
        let previous = tcgetpgrp(terminal)
        tcsetpgrp(terminal, getpgrp())
        defer { if previous > 0 { tcsetpgrp(terminal, previous) } }
        return body()
    }

    private static func report(_ message: String, to descriptor: Int32) {
        let line = message + "\n"
        _ = line.withCString { write(descriptor, $0, strlen($0)) }
    }

    /// Spawns the shell with `descriptors` as its standard input, output and error, closes the plugin's
    /// copies of SwiftPM's streams (so that only the shell holds them), and waits for it.
    private static func spawn(
        _ executable: String, _ arguments: [String], _ environment: [String: String], descriptors: [Int32],
        closing streams: ParentStreams
    ) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, source) in descriptors.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, source, Int32(target))
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTTOU)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let merged = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        streams.closeAll()
        guard spawned == 0 else { return 127 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
