import Foundation

/// Where a process's resident memory is: anonymous pages (the heap, stacks), file pages (the code and data of the
/// executable and its libraries, touched for the first time), and the malloc heap's own figures.
struct MemoryReading {
    var resident = 0
    var anonymous = 0
    var file = 0
    /// Bytes the malloc arena took from the system, and the bytes of it in use (`mallinfo2`).
    var arena = 0
    var heapInUse = 0

    /// This process, now: `/proc/self/status` and `mallinfo2`.
    static func now() -> MemoryReading {
        var reading = MemoryReading()
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for line in status.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { continue }
            switch fields[0] {
            case "VmRSS:": reading.resident = kilobytes * 1024
            case "RssAnon:": reading.anonymous = kilobytes * 1024
            case "RssFile:": reading.file = kilobytes * 1024
            default: break
            }
        }
        let heap = HeapInUse.fields()
        reading.arena = heap.count > 7 ? heap[0] + heap[4] : 0
        reading.heapInUse = heap.count > 7 ? heap[7] + heap[4] : 0
        return reading
    }

    /// `resident +N KB: anonymous +N KB, file +N KB, malloc arena +N KB (in use +N KB)` since `earlier`.
    func growth(since earlier: MemoryReading) -> String {
        func kilobytes(_ value: Int) -> String { String(format: "%+d KB", value / 1024) }
        return "resident \(kilobytes(resident - earlier.resident)): "
            + "anonymous \(kilobytes(anonymous - earlier.anonymous)), file \(kilobytes(file - earlier.file)), "
            + "malloc arena \(kilobytes(arena - earlier.arena)) (in use \(kilobytes(heapInUse - earlier.heapInUse)))"
    }
}
