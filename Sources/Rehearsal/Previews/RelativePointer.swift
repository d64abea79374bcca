/// Resolves the 32-bit self-relative pointers that Swift metadata uses to stay position independent.
enum RelativePointer {
    /// The address that the relative offset stored at `field` points to.
    static func direct(at field: UnsafeRawPointer) -> UnsafeRawPointer {
        field + Int(field.load(as: Int32.self))
    }

    /// Like `direct`, but a set low bit means the target is a pointer to the address (through a GOT-like slot).
    static func indirectable(at field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(field.load(as: Int32.self))
        if offset == 0 { return nil }
        if offset & 1 == 0 { return field + offset }
        return (field + (offset & ~1)).load(as: UnsafeRawPointer?.self)
    }

    /// The C string that the relative offset stored at `field` points to, or `nil` for a null offset.
    static func string(at field: UnsafeRawPointer) -> String? {
        guard field.load(as: Int32.self) != 0 else { return nil }
        return String(cString: direct(at: field).assumingMemoryBound(to: CChar.self))
    }
}
