import Foundation

/// Writes text to a file descriptor whole, retrying short writes and interrupted calls.
///
/// Used instead of `print` where output must reach a pipe at once and in one piece: replies of the
/// protocol, and lines the shell prints while a child shares the terminal.
package struct FileDescriptorOutput: Sendable {
    package let descriptor: Int32

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Standard output.
    package static let standardOutput = FileDescriptorOutput(descriptor: 1)
    /// Standard error.
    package static let standardError = FileDescriptorOutput(descriptor: 2)

    /// Writes every byte of `text`; returns `false` when the other end is gone.
    @discardableResult
    package func write(_ text: String) -> Bool {
        write(bytes: Array(text.utf8))
    }

    /// Writes every byte of `bytes`; returns `false` when the other end is gone.
    @discardableResult
    package func write(bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            // Not `withUnsafeMutableBytes`: the caller holds the array too, so that would copy it first.
            let written = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
