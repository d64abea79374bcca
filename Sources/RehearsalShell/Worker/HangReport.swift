import Foundation
import RehearsalUI
import Synchronization

/// The write end of the pipe that wakes the reporting thread; set before the handler is installed.
private let wakeDescriptor = Atomic<Int32>(-1)

/// What a worker that does not answer was doing, told on request before it is stopped.
///
/// The shell's watchdog sends SIGUSR1 to a worker that exceeded its limit. The handler only writes a byte to
/// a pipe (async-signal-safe); a thread of the worker's own, blocked on the pipe, then writes one line to
/// standard error naming the view whose body was running and the preview (`BodyInProgress`), which the
/// shell reads into its message. The main thread, busy with the command, is never needed.
enum HangReport {
    /// What starts the line on standard error.
    static let marker = "rehearse-hang: "
    /// How long the shell waits for the answer before it stops the worker anyway.
    static let grace: Duration = .seconds(2)

    /// Starts the reporting thread and routes SIGUSR1 to it; does nothing when a pipe cannot be made.
    static func install() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        wakeDescriptor.store(ends[1], ordering: .releasing)
        let readEnd = ends[0]
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                FileDescriptorOutput(descriptor: 2).write(marker + describe() + "\n")
            }
        }
        thread.name = "rehearse hang report"
        thread.start()
        signal(SIGUSR1) { _ in
            var byte: UInt8 = 1
            _ = write(wakeDescriptor.load(ordering: .acquiring), &byte, 1)
        }
    }

    /// What was running, in words: `the body of EndlessLayout was running, in preview "Name" (File.swift:9)`.
    static func describe() -> String {
        let running =
            BodyInProgress.viewName.map { "the body of \($0) was running" }
            ?? "no view's body was running (an action, a task or Rehearsal itself was)"
        return running + (BodyInProgress.preview.map { ", in preview \($0)" } ?? "")
    }

    /// The description in `standardError` (the last one), if the worker wrote one.
    static func description(in standardError: String) -> String? {
        guard let line = standardError.split(separator: "\n").last(where: { $0.hasPrefix(marker) }) else {
            return nil
        }
        return String(line.dropFirst(marker.count))
    }
}
