import VirtualTime

/// The identity of a key path's first component when it is a computed property: the address the runtime
/// compares key paths by, which names the property in debug and release builds alike.
///
/// A key path's description names the getter thunk it calls (`\Scoreboard.<computed 0x… (Int)>`). In a
/// release build that thunk is often a private copy made where the accessor was inlined: it has no symbol,
/// and two key paths to one property may call different copies. They are still `==`, because the runtime
/// compares computed components by their id, which the compiler sets to the property's own getter (a final
/// class, a struct) or to its getter's method descriptor (a class that may be subclassed). Both have a
/// symbol wherever the binary keeps its `.symtab`, in any configuration.
///
/// The id is read from the key path object, a private layout (Swift 6.3.1, 64-bit): the object's header
/// (16 bytes), the KVC string pointer, the buffer header (a `UInt32`: size in the low 24 bits, padded to 8
/// bytes), then the components; a computed one starts with a `UInt32` header (kind 2 in bits 24–30), padded
/// to 8 bytes, then the id, then the getter. The getter read there must be the one the description prints,
/// or nothing is read: a changed layout gives `nil`, never a wrong id. ``isReadable`` checks it at start-up.
enum ComputedKeyPathID {
    /// Offsets in a key path object (64-bit), as Swift 6.3.1 lays it out.
    private static let bufferHeaderOffset = 24
    private static let componentOffset = 32
    private static let idOffset = componentOffset + 8
    private static let getterOffset = componentOffset + 16

    /// The component header's flags that make the id something other than an address.
    private static let idByStoredPropertyFlag: UInt32 = 0x0020_0000
    private static let idByVTableOffsetFlag: UInt32 = 0x0010_0000
    private static let idResolutionMask: UInt32 = 0x0000_000F

    /// The id of `keyPath`'s first component, when it is a computed property whose getter is `getter` (the
    /// address its description prints); `nil` when the object is not laid out as expected.
    static func id(of keyPath: AnyKeyPath, getter: UInt) -> UInt? {
        guard MemoryLayout<Int>.size == 8, !StartupCheckHook.forcesFailure(of: "key-paths") else { return nil }
        let object = UnsafeRawPointer(Unmanaged.passUnretained(keyPath).toOpaque())
        let size = Int(object.load(fromByteOffset: bufferHeaderOffset, as: UInt32.self) & 0x00FF_FFFF)
        // Header, padding, id and getter: a computed component is at least 24 bytes.
        guard size >= 24, size <= 1 << 16 else { return nil }
        let header = object.load(fromByteOffset: componentOffset, as: UInt32.self)
        guard (header >> 24) & 0x7F == 2,
            header & (idByStoredPropertyFlag | idByVTableOffsetFlag | idResolutionMask) == 0,
            object.load(fromByteOffset: getterOffset, as: UInt.self) == getter
        else { return nil }
        let id = object.load(fromByteOffset: idOffset, as: UInt.self)
        return id == 0 ? nil : id
    }

    /// The address a key path's description prints for its first computed component's getter.
    static func getterAddress(in keyPath: AnyKeyPath) -> UInt? {
        let text = "\(keyPath)"
        guard let marker = text.firstRange(of: "<computed 0x") else { return nil }
        return UInt(text[marker.upperBound...].prefix { $0.isHexDigit }, radix: 16)
    }

    /// Whether key paths are laid out as expected: checked once, on a probe's, whose id must be its getter.
    static let isReadable: Bool = {
        guard !StartupCheckHook.forcesFailure(of: "key-paths") else { return false }
        let keyPath: AnyKeyPath = \StartupCheckProbe.value
        guard let getter = getterAddress(in: keyPath), let id = id(of: keyPath, getter: getter) else { return false }
        return id != getter
    }()
}
