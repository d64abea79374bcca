import Foundation

/// Ends this process when the process that started it is gone, so that no worker is left spinning after
/// its shell or replay was killed (SIGTERM, SIGINT, SIGHUP, SIGKILL, a CI cancel, `timeout`).
///
/// A thread of its own notices the parent's end, whatever the main thread is doing (a preview that hangs
/// included): this process being handed to another parent (`getppid()` changes). Then it exits at once with
/// status 129.
///
/// Standard input hanging up is no such sign by itself: a client that writes every request at once and closes
/// its end (`printf ... | rehearse --worker`) is still there, and what it wrote is still to be read, so the main
/// thread answers every request and ends at the end of input. A parent that dies closes the pipe too, and the
/// kernel hands its children to another parent a moment later (it closes an exiting process's files first): on
/// a hang-up the watch looks at the parent again after 10 ms, then every 200 ms.
enum ParentWatch {
    /// Starts watching; `input` is the descriptor whose hang-up makes the watch look at the parent at once
    /// (`nil`: the parent's process id is looked at every 200 ms only).
    static func start(input: Int32? = 0) {
        let parent = getppid()
        let thread = Thread {
            var input = input
            while true {
                if getppid() != parent { _exit(129) }
                guard let watched = input else {
                    usleep(200_000)
                    continue
                }
                // No events asked for: poll reports only a hang-up or an error, never data to read.
                var descriptor = pollfd(fd: watched, events: 0, revents: 0)
                let ready = poll(&descriptor, 1, 200)
                if ready > 0, descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                    // A hang-up stays reported: poll would return at once from now on.
                    input = nil
                    usleep(10_000)
                }
            }
        }
        thread.name = "rehearse parent watch"
        thread.start()
    }
}
