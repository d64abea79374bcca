import Foundation

/// Runs the shell on the user's terminal from inside a command plugin, whose own standard streams are
/// pipes and whose process group is in the background.
///
/// The plugin opens `/dev/tty`, ignores SIGTTOU, SIGINT and SIGTSTP (so neither taking the terminal nor the
/// user's Ctrl-C or Ctrl-Z stops it), makes its own group the terminal's foreground, and spawns the shell
/// with the terminal on its standard streams and default SIGINT and SIGTTOU; afterwards the previous
/// foreground group gets the terminal back. Without a terminal the shell inherits the plugin's streams.
enum TerminalHandOff {
    /// Where build progress goes: the terminal, when there is one, so that it never mixes with the output
    /// of a replay (SwiftPM passes the plugin's standard output and error through one pipe).
    static func progressOutput() -> FileHandle? {
        let terminal = open("/dev/tty", O_WRONLY)
        return terminal < 0 ? nil : FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
    }

    /// Runs `executable` with `environment` added to the plugin's, and returns its exit status (128 + N
    /// when killed by signal N).
    static func run(executable: String, arguments: [String], environment: [String: String] = [:]) -> Int32 {
        let wantsTerminal =
            arguments.first != "replay" && arguments.first != "mcp" && !arguments.contains("--jsonl")
            && !["--help", "-h", "help", "--version"].contains(arguments.first ?? "")
        let terminal = wantsTerminal ? open("/dev/tty", O_RDWR) : -1
        if terminal < 0 {
            if wantsTerminal {
                FileHandle.standardError.write(
                    Data("rehearse: no terminal, so commands are read from standard input\n".utf8))
            }
            return spawn(executable, arguments, environment, terminal: nil)
        }
        defer { close(terminal) }
        signal(SIGTTOU, SIG_IGN)
        signal(SIGINT, SIG_IGN)
        signal(SIGTSTP, SIG_IGN)
        let previous = tcgetpgrp(terminal)
        tcsetpgrp(terminal, getpgrp())
        defer { if previous > 0 { tcsetpgrp(terminal, previous) } }
        return spawn(executable, arguments, environment, terminal: terminal)
    }

    private static func spawn(
        _ executable: String, _ arguments: [String], _ environment: [String: String], terminal: Int32?
    ) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let terminal {
            for descriptor: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, terminal, descriptor) }
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
        guard posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0 else { return 127 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
