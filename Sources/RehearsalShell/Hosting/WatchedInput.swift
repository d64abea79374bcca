import Foundation

/// Reads lines from a file descriptor itself, not through stdio's buffer, so that while it waits it
/// knows whether a line is ready and can look for edits: `--watch` reloads while the shell is idle.
///
/// The wait is on the real clock (`poll` with a timeout), in the shell's process only; the worker's
/// virtual time never sees it. A line is what `Swift.readLine(strippingNewline: true)` returns: without
/// its `\n` or `\r\n`, invalid UTF-8 repaired.
final class WatchedInput {
    /// How long to wait for input before looking for edits again.
    static let interval: Duration = .milliseconds(300)

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer`: lines are taken without moving the rest of a chunk each time.
    private var start = 0
    private var ended = false

    init(descriptor: Int32 = 0) {
        self.descriptor = descriptor
    }

    /// The next line, or `nil` at the end of input; while no line is ready, calls `idle` every `interval`.
    func readLine(idle: () -> Void) -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = buffer[start..<newline]
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                let text = String(decoding: line, as: UTF8.self)
                start = newline + 1
                return text
            }
            if ended {
                guard start < buffer.count else { return nil }
                defer {
                    buffer.removeAll()
                    start = 0
                }
                return String(decoding: buffer[start...], as: UTF8.self)
            }
            // What is left of the buffer is the start of a line: moved to the front, once a chunk.
            buffer.removeSubrange(..<start)
            start = 0
            switch Self.waitForInput(descriptor) {
            case .timedOut: idle()
            case .ready: fill()
            case .interrupted: continue
            }
        }
    }

    /// Reads what is there into the buffer; the end of input (or an error) ends it.
    private func fill() {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            buffer += chunk[..<count]
        } else if count == 0 || errno != EINTR {
            ended = true
        }
    }

    /// What waiting for input on a descriptor found.
    enum Wait {
        case ready, timedOut, interrupted
    }

    /// Waits up to `interval` for `descriptor` to be readable (or at its end).
    static func waitForInput(_ descriptor: Int32) -> Wait {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(
            interval.components.seconds * 1000 + interval.components.attoseconds / 1_000_000_000_000_000)
        let result = poll(&request, 1, milliseconds)
        if result < 0 { return errno == EINTR ? .interrupted : .ready }
        return result == 0 ? .timedOut : .ready
    }
}
