import Foundation

/// A preview's own standard output, caught in the worker and shown with the step that printed it.
///
/// The worker's standard output carries the protocol's replies, so `print` in a preview must not reach
/// it. Standard output is pointed at an unlinked temporary file; after each command the worker flushes
/// `stdout`, reads what was written and empties the file. A file, unlike a pipe, never fills up, so a
/// preview that prints a lot in one step cannot block the worker. Lines come back in the order printed,
/// each as `print: TEXT`; nothing real-time is involved, so the output is the same on every run.
final class PrintCapture {
    private let descriptor: Int32

    /// Points standard output at a new temporary file; `nil` (and standard output goes to standard error)
    /// when no temporary file can be made.
    init?() {
        var template = Array((NSTemporaryDirectory() + "/rehearse-print-XXXXXX").utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        guard dup2(file, 1) >= 0 else {
            close(file)
            return nil
        }
        descriptor = file
    }

    /// What was printed since the last call, as `print: ` lines, each ending in a newline.
    func take() -> String {
        fflush(nil)  // every output stream, `print`'s `stdout` among them
        let size = lseek(descriptor, 0, SEEK_END)
        guard size > 0 else { return "" }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        _ = ftruncate(descriptor, 0)
        // Standard output shares this file's offset: back to the start for the next step.
        _ = lseek(descriptor, 0, SEEK_SET)
        guard read > 0 else { return "" }
        let text = String(decoding: bytes.prefix(read), as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines.map { "print: \($0)\n" }.joined()
    }
}
