import Foundation
import Rehearsal

/// A child process with its standard streams on pipes, in a process group of its own, read line by line
/// with a real-time limit.
///
/// Its own process group keeps Ctrl-C at the terminal from reaching it; the parent decides what an
/// interrupt means. Standard error is collected (the last 64 KiB) so that a trap's `Fatal error: ...` line
/// can be reported.
final class WorkerProcess {
    /// What waiting for a line found.
    enum ReadOutcome<Line: Equatable>: Equatable {
        case line(Line)
        /// The child closed its standard output: it exited or crashed.
        case ended
        /// No line came within the time limit.
        case timedOut
        /// The parent was interrupted (Ctrl-C) while waiting.
        case interrupted
    }

    let pid: pid_t
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private var pending: [UInt8] = []
    /// How much of `pending` is known to hold no newline: a long reply is scanned once, not at every chunk.
    private var scanned = 0
    private(set) var errorBytes: [UInt8] = []
    private var exitStatus: Int32?
    /// Where each read lands, a pipe's whole buffer at once (a reply that carries a tree of 100,000 rows is 10 MB):
    /// one buffer for the process's life, not 64 KiB allocated and zeroed at every read of every step.
    private var readBuffer = [UInt8](repeating: 0, count: 65_536)

    /// Held from creating a worker's pipes to closing the child's ends, so that workers started on other
    /// threads at the same moment (parallel replay) never inherit them and keep them open.
    private static let spawnLock = NSLock()

    /// Starts `executable` with `arguments`; `environment` is the child's whole environment.
    init(executable: String, arguments: [String], environment: [String: String]) throws(CommandError) {
        Self.spawnLock.lock()
        defer { Self.spawnLock.unlock() }
        var toChild: [Int32] = [-1, -1]
        var fromChild: [Int32] = [-1, -1]
        var errorsFromChild: [Int32] = [-1, -1]
        guard Self.makePipe(&toChild), Self.makePipe(&fromChild), Self.makePipe(&errorsFromChild) else {
            throw CommandError(
                "could not create pipes for the session worker: \(String(cString: strerror(errno)))", code: "worker")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorsFromChild[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child = pid_t()
        let failure = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        close(toChild[0])
        close(fromChild[1])
        close(errorsFromChild[1])
        guard failure == 0 else {
            close(toChild[1])
            close(fromChild[0])
            close(errorsFromChild[0])
            throw CommandError(
                "could not start the session worker \(executable): \(String(cString: strerror(failure)))",
                code: "worker",
                hint: "check that the rehearse executable is built and can run")
        }
        pid = child
        input = toChild[1]
        output = fromChild[0]
        errors = errorsFromChild[0]
    }

    deinit {
        kill()
    }

    /// A pipe whose ends close on `exec`, so that other children (parallel workers) never hold them open.
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// What the child wrote to standard error, as text.
    var errorText: String { String(decoding: errorBytes, as: UTF8.self) }

    /// Sends one line; returns `false` when the child no longer reads.
    func send(_ line: String) -> Bool {
        send(lineBytes: Array((line + "\n").utf8))
    }

    /// Sends one line's bytes, its newline included, in one write; returns `false` when the child no longer reads.
    func send(lineBytes bytes: [UInt8]) -> Bool {
        guard input >= 0 else { return false }
        return FileDescriptorOutput(descriptor: input).write(bytes: bytes)
    }

    /// Waits for the next line of the child's standard output, up to `limit` of real time (never, if `nil`),
    /// checking `isInterrupted` about every 50 ms.
    func readLine(limit: Duration?, isInterrupted: () -> Bool) -> ReadOutcome<String> {
        switch readLineBytes(limit: limit, isInterrupted: isInterrupted) {
        case .line(let bytes): .line(String(decoding: bytes.dropLast(), as: UTF8.self))
        case .ended: .ended
        case .timedOut: .timedOut
        case .interrupted: .interrupted
        }
    }

    /// ``readLine(limit:isInterrupted:)``'s line as bytes, its newline included: a reply that fills the buffer
    /// alone is handed over as it is, not copied.
    ///
    /// The clock is read only once a wait is over without a whole line, so a step's reply costs no clock reading
    /// (here they are system calls); the limit then counts from the end of the first wait, so it may run up to one
    /// wait (50 ms) longer than asked.
    func readLineBytes(limit: Duration?, isInterrupted: () -> Bool) -> ReadOutcome<[UInt8]> {
        var deadline: Duration?
        var waited = Duration.zero
        var first = true
        while true {
            if let newline = pending[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line: [UInt8]
                if newline == pending.count - 1 {
                    line = pending
                    pending = []
                } else {
                    line = Array(pending[...newline])
                    pending.removeSubrange(...newline)
                }
                scanned = 0
                return .line(line)
            }
            scanned = pending.count
            if output < 0 { return .ended }
            if isInterrupted() { return .interrupted }
            var slice = 50
            if let limit {
                let left: Duration
                if first {
                    left = limit
                } else {
                    let now = MonotonicTime.now()
                    let end = deadline ?? now + limit - waited
                    deadline = end
                    left = end - now
                }
                if left <= .zero { return .timedOut }
                slice = min(
                    slice,
                    max(1, Int(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)))
            }
            // Only the first wait asks first: a reply that has not come within ``ReadySpin/budget`` is a long step.
            let asks = first && ReadySpin.isUseful
            first = false
            var fds = (
                pollfd(fd: output, events: Int16(POLLIN), revents: 0),
                pollfd(fd: errors, events: Int16(POLLIN), revents: 0)
            )
            let count: nfds_t = errors >= 0 ? 2 : 1
            let ready = withUnsafeMutablePointer(to: &fds) {
                $0.withMemoryRebound(to: pollfd.self, capacity: 2) { descriptors in
                    // A reply that comes soon is taken without sleeping first (``ReadySpin``).
                    if asks, ReadySpin.waitIfAlone(descriptors, count, budget: ReadySpin.budget) {
                        return poll(descriptors, count, 0)
                    }
                    return poll(descriptors, count, Int32(slice))
                }
            }
            if ready < 0 && errno != EINTR { return .ended }
            guard ready > 0 else {
                // A wait that ran out took at least its slice.
                if ready == 0, deadline == nil { waited += .milliseconds(slice) }
                continue
            }
            if count > 1, fds.1.revents != 0 { drainErrors() }
            if fds.0.revents != 0, !readChunk(from: &output, into: &pending) {
                // Standard output ended: collect what standard error still holds, briefly.
                finishErrors()
            }
        }
    }

    /// Asks the child what it is doing (SIGUSR1, `HangReport`) and waits up to `limit` for its answer on
    /// standard error; `nil` when none came.
    func hangReport(limit: Duration) -> String? {
        guard exitStatus == nil, pid > 0, Foundation.kill(pid, SIGUSR1) == 0 else { return nil }
        let deadline = MonotonicTime.now() + limit
        while errors >= 0, MonotonicTime.now() < deadline {
            if let found = HangReport.description(in: errorText) { return found }
            var fds = [pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
            if poll(&fds, 1, 20) > 0 { drainErrors() }
        }
        return HangReport.description(in: errorText)
    }

    /// Ends the child at once and reaps it.
    func kill() {
        if exitStatus == nil, pid > 0 {
            Foundation.kill(pid, SIGKILL)
        }
        _ = wait()
        closeAll()
    }

    /// Closes the child's standard input and waits up to `limit` for it to exit, then kills it.
    func finish(limit: Duration) {
        if input >= 0 {
            close(input)
            input = -1
        }
        let deadline = MonotonicTime.now() + limit
        while output >= 0, MonotonicTime.now() < deadline {
            if case .ended = readLine(limit: deadline - MonotonicTime.now(), isInterrupted: { false }) { break }
        }
        kill()
    }

    /// Reaps the child (once) and returns its wait status.
    func wait() -> Int32? {
        if let exitStatus { return exitStatus }
        guard pid > 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            if errno != EINTR { return nil }
        }
        exitStatus = status
        return status
    }

    private func drainErrors() {
        var received: [UInt8] = []
        if !readChunk(from: &errors, into: &received) { return }
        errorBytes += received
        if errorBytes.count > 65_536 { errorBytes.removeFirst(errorBytes.count - 65_536) }
    }

    private func finishErrors() {
        let deadline = MonotonicTime.now() + .milliseconds(500)
        while errors >= 0, MonotonicTime.now() < deadline {
            var fds = [pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
            if poll(&fds, 1, 50) > 0 { drainErrors() }
        }
    }

    /// Reads what is there; on end of file or error closes the descriptor and returns `false`.
    private func readChunk(from descriptor: inout Int32, into buffer: inout [UInt8]) -> Bool {
        let count = readBuffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { return true }
        guard count > 0 else {
            close(descriptor)
            descriptor = -1
            return false
        }
        buffer += readBuffer[..<count]
        return true
    }

    private func closeAll() {
        for descriptor in [input, output, errors] where descriptor >= 0 { close(descriptor) }
        input = -1
        output = -1
        errors = -1
    }
}
