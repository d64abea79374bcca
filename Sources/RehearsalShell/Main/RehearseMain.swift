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
            _ = VirtualScheduler.install()
            return ReplayCommand.run(arguments: arguments)
        case .help:
            print(helpText)
            return 0
        case .version:
            print("rehearse \(version)")
            return 0
        case .shell(let preview), .jsonLines(let preview):
            signal(SIGPIPE, SIG_IGN)
            let client: WorkerClient
            do {
                client = try WorkerClient(options: .currentExecutable(environment: environment))
            } catch {
                FileDescriptorOutput.standardError.write("rehearse: \(error.message)\n")
                return 1
            }
            let engine = ShellEngine(client: client)
            defer { client.close() }
            if case .jsonLines = parsed {
                return JSONLinesFront(engine: engine).run(preview: preview)
            }
            return ShellFront(engine: engine, environment: environment).run(preview: preview)
        }
    }

    /// What `--help` prints.
    static let helpText = """
        rehearse \(version): run SwiftUI-style previews headless, step by step, as text.

        usage:
          rehearse [--preview NAME]          the shell; plain lines in and results out when input is not a terminal
          rehearse --jsonl [--preview NAME]  for programs: {"command": "..."} lines in, one JSON reply a line out
          rehearse replay [--update] [--junit FILE] [--json] [--jobs N] [--shard I/N] PATH...
                                             replay scenario scripts; a diff and exit status 1 on a mismatch
          rehearse --help | --version

        In the shell, `help` lists the commands and `help COMMAND` explains one; Tab completes.
        Previews run in a worker process: one that crashes or hangs is reported and the session goes on.

        environment:
          NO_COLOR           no colour, even on a terminal
          REHEARSE_WATCHDOG  seconds a command may run before its worker is declared hung (default 10)
          XDG_STATE_HOME     history goes to $XDG_STATE_HOME/rehearsal/history (else ~/.local/state/...)

        exit status: 0; 1 when input is not a terminal and a command failed, or a script did not pass;
        2 for a mistake in the arguments.
        """
}
