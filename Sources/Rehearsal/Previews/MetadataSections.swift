/// Declared by the Swift runtime (libswiftCore) for ELF platforms, where sections cannot be looked up by name.
///
/// It calls `body` with each loaded image's `MetadataSections` structure until `body` returns `false`.
@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?
)

/// Reads the runtime's description of each loaded image's Swift metadata sections.
///
/// The structure starts with four pointer-sized fields (version, base address, two reserved), followed by
/// `(start, length)` ranges: `swift5_protocols` first, then `swift5_protocol_conformances`.
enum MetadataSections {
    private static let conformancesRangeOffset = 4 * MemoryLayout<UInt>.size + 2 * MemoryLayout<UInt>.size

    /// The address of every conformance descriptor in every loaded image.
    static func conformanceRecords() -> [UnsafeRawPointer] {
        var ranges: [(start: UInt, length: Int)] = []
        withUnsafeMutablePointer(to: &ranges) { pointer in
            enumerateAllMetadataSections(
                { sections, context in
                    let ranges = context!.assumingMemoryBound(to: [(start: UInt, length: Int)].self)
                    let start = sections.load(fromByteOffset: MetadataSections.conformancesRangeOffset, as: UInt.self)
                    let length = sections.load(
                        fromByteOffset: MetadataSections.conformancesRangeOffset + MemoryLayout<UInt>.size,
                        as: Int.self)
                    ranges.pointee.append((start, length))
                    return true
                }, UnsafeMutableRawPointer(pointer))
        }
        var records: [UnsafeRawPointer] = []
        for range in ranges where range.start != 0 && range.length > 0 {
            guard let base = UnsafeRawPointer(bitPattern: range.start) else { continue }
            let count = range.length / MemoryLayout<Int32>.size
            for index in 0..<count {
                let field = base + index * MemoryLayout<Int32>.size
                records.append(RelativePointer.direct(at: field))
            }
        }
        return records
    }
}
