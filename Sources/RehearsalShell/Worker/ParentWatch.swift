import Foundation

/// Ends this process when the process that started it is gone, so that no worker is left spinning after
/// its shell or replay was killed (SIGTERM, SIGINT, SIGHUP, SIGKILL, a CI cancel, `timeout`).
///
/// A thread of its own notices either sign of the parent's end, whatever the main thread is doing (a
/// preview that hangs included): the parent's end of standard input closing (the pipe hangs up), or this
/// process being handed to another parent (`getppid()` changes). Then it exits at once with status 129.
enum ParentWatch {
    /// Starts watching; `input` is the descriptor whose hang-up means the parent is gone (`nil`: only the
    /// parent's process id is watched).
    static func start(input: Int32? = 0) {
        let parent = getppid()
        let thread = Thread {
            while true {
                if getppid() != parent { _exit(129) }
                guard let input else {
                    usleep(200_000)
                    continue
                }
                // No events asked for: poll reports only a hang-up or an error, never data to read.
                var descriptor = pollfd(fd: input, events: 0, revents: 0)
                let ready = poll(&descriptor, 1, 200)
                if ready > 0, descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { _exit(129) }
            }
        }
        thread.name = "rehearse parent watch"
        thread.start()
    }
}
