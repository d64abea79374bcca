import Foundation

/// Bytes a long session keeps off the heap: a private temporary file that no other process can reach.
///
/// The file is made with `mkstemp` (a new name, mode 0600, never an existing file) and unlinked at once, so
/// nothing is left behind however the process ends, and no worker inherits it (`FD_CLOEXEC`). When no file can
/// be made, or a write fails (a full disk), the bytes move to memory and the session goes on as before.
///
/// The bytes written at the end are kept in a short tail (at most ``tailLimit`` bytes) and written to the file in
/// one `pwrite` when it fills or before any read: a step's records cost no system call of their own. The tail is
/// the shell front's memory, as the file is its descriptor, so a crash of the worker loses neither.
package final class JournalFile {
    private var descriptor: Int32 = -1
    /// The bytes, when they are not in a file.
    private var memory: [UInt8] = []
    /// The bytes from `tailOffset` on, not yet written to the file (only while there is one).
    private var tail: [UInt8] = []
    /// Where the tail starts: the file holds every byte before it.
    private var tailOffset = 0
    /// How many bytes the tail holds before it is written out.
    package static let tailLimit = 4_096
    /// How many bytes the journal holds.
    package private(set) var size = 0

    /// A new, empty journal in `directory` (by default `TMPDIR`, else `/tmp`).
    package init(directory: String = JournalFile.temporaryDirectory) {
        var template = Array((directory + "/rehearse-journal-XXXXXX").utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { return }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(file, F_SETFD, FD_CLOEXEC)
        descriptor = file
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Where journals are made: `TMPDIR` when set, else `/tmp`.
    package static var temporaryDirectory: String {
        let given = ProcessInfo.processInfo.environment["TMPDIR"] ?? ""
        return given.isEmpty ? "/tmp" : String(given.reversed().drop { $0 == "/" }.reversed())
    }

    /// Whether the bytes are in a file (else in memory: no temporary file could be made or written).
    package var isFile: Bool { descriptor >= 0 }

    /// Adds `bytes` at the end; returns where they start.
    @discardableResult
    package func append(_ bytes: some Collection<UInt8>) -> Int {
        let offset = size
        write(Array(bytes), at: offset)
        return offset
    }

    /// Writes `bytes` at `offset` (at most `size`), over what was there.
    package func write(_ bytes: [UInt8], at offset: Int) {
        precondition(offset >= 0 && offset <= size, "a journal is written in place or at its end")
        if descriptor >= 0, offset >= tailOffset {
            let start = offset - tailOffset
            let end = start + bytes.count
            if end > tail.count { tail.append(contentsOf: repeatElement(0, count: end - tail.count)) }
            tail.replaceSubrange(start..<end, with: bytes)
            size = max(size, offset + bytes.count)
            if tail.count >= Self.tailLimit { flush() }
            return
        }
        // In place before the tail (after a truncation): the tail goes first, so the file is whole up to the write.
        if descriptor >= 0 { flush() }
        if descriptor >= 0 {
            if writeToFile(bytes, at: offset) {
                tailOffset = max(tailOffset, offset + bytes.count)
            } else {
                moveToMemory()
            }
        }
        if descriptor < 0 {
            let end = offset + bytes.count
            if end > memory.count { memory.append(contentsOf: repeatElement(0, count: end - memory.count)) }
            memory.replaceSubrange(offset..<end, with: bytes)
        }
        size = max(size, offset + bytes.count)
    }

    /// Fields written one after another into a record's bytes, as little-endian integers.
    package struct Record {
        fileprivate let bytes: UnsafeMutableBufferPointer<UInt8>
        fileprivate var index = 0

        /// Writes `value` as `width` little-endian bytes, after the fields before it.
        package mutating func integer(_ value: Int, width: Int) {
            precondition(width >= 0 && width <= 8 && index + width <= bytes.count, "a field within its record")
            withUnsafeBytes(of: Int64(value).littleEndian) { source in
                UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(bytes)[index..<(index + width)])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[0..<width]))
            }
            index += width
        }
    }

    /// Writes the `width` bytes that `fill` sets at `offset` (at most `size`), as ``write(_:at:)`` does; a record
    /// that falls in the tail is written there directly, costing no array of its own.
    package func write(width: Int, at offset: Int, _ fill: (inout Record) -> Void) {
        precondition(offset >= 0 && offset <= size, "a journal is written in place or at its end")
        guard descriptor >= 0, offset >= tailOffset else {
            var bytes = [UInt8](repeating: 0, count: width)
            bytes.withUnsafeMutableBufferPointer { buffer in
                var record = Record(bytes: buffer)
                fill(&record)
            }
            write(bytes, at: offset)
            return
        }
        Self.fill(&tail, from: offset - tailOffset, width: width, fill)
        size = max(size, offset + width)
        if tail.count >= Self.tailLimit { flush() }
    }

    /// Fills `width` bytes of `bytes` from `start`, growing it as needed: one access to the tail for the whole record
    /// (each access to a class's property is checked for exclusivity).
    private static func fill(_ bytes: inout [UInt8], from start: Int, width: Int, _ fill: (inout Record) -> Void) {
        let end = start + width
        if end > bytes.count {
            for _ in bytes.count..<end { bytes.append(0) }
        }
        bytes.withUnsafeMutableBufferPointer { buffer in
            var record = Record(bytes: UnsafeMutableBufferPointer(rebasing: buffer[start..<end]))
            fill(&record)
        }
    }

    /// The `count` bytes at `offset` (fewer past the end).
    package func read(at offset: Int, count: Int) -> [UInt8] {
        let count = max(0, min(count, size - offset))
        guard count > 0, offset >= 0 else { return [] }
        if descriptor >= 0, offset + count > tailOffset { flush() }
        guard descriptor >= 0 else { return Array(memory[offset..<(offset + count)]) }
        return readFromFile(at: offset, count: count)
    }

    /// The `count` bytes the file holds at `offset` (fewer where it ends), the tail left as it is.
    private func readFromFile(at offset: Int, count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let read = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done))
            }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { break }
            done += read
        }
        return Array(bytes.prefix(done))
    }

    /// The little-endian integer of `width` bytes (at most 8) at `offset`.
    package func integer(at offset: Int, width: Int) -> Int {
        let bytes = read(at: offset, count: width)
        var value: UInt64 = 0
        for (index, byte) in bytes.enumerated() { value |= UInt64(byte) << (8 * UInt64(index)) }
        // Sign-extended from `width` bytes.
        let shift = UInt64(64 - 8 * width)
        return Int(Int64(bitPattern: value << shift) >> Int64(shift))
    }

    /// `value` as `width` little-endian bytes.
    package static func bytes(_ value: Int, width: Int) -> [UInt8] {
        (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    private func writeToFile(_ bytes: [UInt8], at offset: Int) -> Bool {
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress! + done, bytes.count - done, off_t(offset + done))
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            done += written
        }
        return true
    }

    /// Writes the tail to the file in one `pwrite`; a failed write moves the bytes to memory.
    private func flush() {
        guard descriptor >= 0, !tail.isEmpty else { return }
        if writeToFile(tail, at: tailOffset) {
            tailOffset += tail.count
            tail.removeAll(keepingCapacity: true)
        } else {
            moveToMemory()
        }
    }

    /// Reads the file into memory and closes it: the session keeps its journal after a failed write.
    private func moveToMemory() {
        // The file up to the tail (not `read`, which writes the tail out first), then the tail.
        var kept = readFromFile(at: 0, count: tailOffset)
        kept += [UInt8](repeating: 0, count: tailOffset - kept.count)
        kept += tail
        close(descriptor)
        descriptor = -1
        tail = []
        tailOffset = 0
        memory = kept + [UInt8](repeating: 0, count: max(0, size - kept.count))
    }
}
