import Foundation
import Rehearsal
import VirtualTime

/// The `rehearse` program: the shell, the JSON-lines front, the session worker and `replay`, chosen by the
/// arguments.
///
/// An executable's `main.swift` calls `RehearseMain.run()` and nothing else; the previews it can open are
/// those linked into it, found by `PreviewCatalog.discover()` in the worker.
public enum RehearseMain {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// Runs the program with the process's arguments and environment, and exits with its status.
    @MainActor public static func run() -> Never {
        // A parent (a test runner, a CI agent) may start us with signals blocked: then SIGTERM, SIGINT and
        // SIGHUP would never end the shell, and its worker would outlive a cancelled job.
        var ending = sigset_t()
        sigemptyset(&ending)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT] { sigaddset(&ending, signal) }
        pthread_sigmask(SIG_UNBLOCK, &ending, nil)
        let status = run(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
        exit(status)
    }

    /// Runs the program and returns its exit status: 0, 1 when a command failed (without a terminal) or a
    /// script did not pass, 2 for a mistake in the arguments.
    @MainActor package static func run(arguments: [String], environment: [String: String]) -> Int32 {
        let parsed: RehearseArguments
        do {
            parsed = try RehearseArguments.parse(arguments)
        } catch {
            FileDescriptorOutput.standardError.write("rehearse: \(error.message)\n\(error.hint ?? "")\n")
            return 2
        }
        switch parsed {
        case .worker:
            // Installed before any task exists: every async job of the previews runs on virtual time.
            let scheduler = VirtualScheduler.install()
            return WorkerServer.run(catalog: PreviewCatalog.discover(), scheduler: scheduler)
        case .replay(let arguments):
            // Started by a shell's `replay`: end with it, as its workers end with this process.
            if environment["REHEARSE_PARENT_WATCH"] == "1" { ParentWatch.start() }
            _ = VirtualScheduler.install()
            return ReplayCommand.run(arguments: arguments)
        case .help:
            return printed(helpText)
        case .version:
            return printed("rehearse \(version)")
        case .mcp:
            signal(SIGPIPE, SIG_IGN)
            let client: WorkerClient
            do {
                client = try WorkerClient(options: .currentExecutable(environment: environment))
            } catch {
                FileDescriptorOutput.standardError.write(
                    "rehearse: \(error.message)\n" + (error.hint.map { "  \($0)\n" } ?? ""))
                return 2
            }
            defer { client.close() }
            return MCPServer(engine: ShellEngine(client: client)).run()
        case .shell(let preview), .jsonLines(let preview):
            signal(SIGPIPE, SIG_IGN)
            let client: WorkerClient
            do {
                client = try WorkerClient(options: .currentExecutable(environment: environment))
            } catch {
                FileDescriptorOutput.standardError.write(
                    "rehearse: \(error.message)\n" + (error.hint.map { "  \($0)\n" } ?? ""))
                return 2
            }
            let engine = ShellEngine(client: client)
            defer { client.close() }
            if case .jsonLines = parsed {
                return JSONLinesFront(engine: engine).run(preview: preview)
            }
            return ShellFront(engine: engine, environment: environment).run(preview: preview)
        }
    }

    /// Prints `text` and a newline: 0, or 1 with a message when standard output cannot take it.
    private static func printed(_ text: String) -> Int32 {
        guard FileDescriptorOutput.standardOutput.write(text + "\n") else {
            FileDescriptorOutput.standardError.write(
                "rehearse: cannot write to standard output: \(ScriptFile.reason(errno))\n")
            return 1
        }
        return 0
    }

    /// What `--help` prints.
    static let helpText = """
        rehearse \(version): run SwiftUI-style previews headless, step by step, as text.

        usage:
          rehearse [--preview NAME]          the shell; plain lines in and results out when input is not a terminal
          rehearse --jsonl [--preview NAME]  for programs: {"command": "..."} lines in, one JSON reply a line out
          rehearse replay [--update] [--junit FILE] [--json] [--jobs N] [--shard I/N] [--watchdog SECONDS] PATH...
                                             replay scenario scripts, each in a worker from a fresh session;
                                             a diff and exit status 1 on a mismatch, a crash or a hang
          rehearse replay --matrix AXIS=V1,V2 ... PATH...
                                             replay each script under every combination of traits
                                             (colorScheme, dynamicTypeSize, horizontalSizeClass,
                                             verticalSizeClass) and print what differs between them
          rehearse mcp                       the Model Context Protocol on stdio, for coding agents
          rehearse --help | --version

        In the shell, `help` lists the commands and `help COMMAND` explains one; Tab completes.
        Previews run in a worker process: one that crashes or hangs is reported and the session goes on.

        environment:
          NO_COLOR           no colour, even on a terminal
          REHEARSE_WATCHDOG  seconds of real time a command (or a script's step) may run before its worker
                             is declared hung: 0.1 to 86400, default 10; replay's --watchdog overrides it
          XDG_STATE_HOME     history goes to $XDG_STATE_HOME/rehearsal/history (else ~/.local/state/...)

        exit status: 0; 1 when input is not a terminal and a command failed, or a script did not pass;
        2 for a mistake in the arguments.
        """
}
