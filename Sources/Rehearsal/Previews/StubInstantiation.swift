import RehearsalUI

/// Makes an instance of a stub type that has no stored properties, without calling any initializer.
///
/// A struct of size zero has exactly one value and no bits to initialize, so "moving" it out of an
/// uninitialized allocation is well defined. Enums of size zero have no values at all, and classes always
/// need an initializer, so both are refused.
enum StubInstantiation {
    /// Swift's metadata kind for structs, from the ABI.
    private static let structKind = 0x200

    static func instance(of type: any PreviewModifier.Type) -> (any PreviewModifier)? {
        make(type)
    }

    private static func make<Modifier: PreviewModifier>(_ type: Modifier.Type) -> Modifier? {
        guard MemoryLayout<Modifier>.size == 0 else { return nil }
        let metadata = unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self)
        guard metadata.load(as: Int.self) == structKind else { return nil }
        let storage = UnsafeMutablePointer<Modifier>.allocate(capacity: 1)
        defer { storage.deallocate() }
        return storage.move()
    }
}
