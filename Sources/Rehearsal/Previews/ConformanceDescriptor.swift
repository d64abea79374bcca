/// A view of one protocol conformance descriptor in a `swift5_protocol_conformances` section.
///
/// Layout (all 32-bit): the protocol (relative, indirectable), the type reference (relative; its kind is in
/// the flags), the witness table pattern, then the flags. Context descriptors start with 32-bit flags (kind
/// in the low five bits, "generic" at 0x80), a relative parent and a relative name; type descriptors then
/// hold a relative pointer to their metadata accessor.
struct ConformanceDescriptor {
    private let base: UnsafeRawPointer

    init(_ base: UnsafeRawPointer) {
        self.base = base
    }

    private var flags: UInt32 { base.load(fromByteOffset: 12, as: UInt32.self) }

    private var protocolDescriptor: UnsafeRawPointer? { RelativePointer.indirectable(at: base) }

    /// The protocol's name, read without touching any metadata.
    var protocolName: String? {
        protocolDescriptor.flatMap { RelativePointer.string(at: $0 + 8) }
    }

    /// The name of the module that declares the protocol.
    var protocolModuleName: String? {
        guard let descriptor = protocolDescriptor,
            let module = RelativePointer.indirectable(at: descriptor + 4)
        else { return nil }
        guard module.load(as: UInt32.self) & 0x1F == ContextKind.module else { return nil }
        return RelativePointer.string(at: module + 8)
    }

    /// The conforming type, when it is a non-generic class, struct or enum.
    var conformingType: Any.Type? {
        let typeReference = base + 4
        let typeDescriptor: UnsafeRawPointer?
        switch (flags >> 3) & 0x7 {
        case 0: typeDescriptor = RelativePointer.direct(at: typeReference)
        case 1: typeDescriptor = RelativePointer.direct(at: typeReference).load(as: UnsafeRawPointer?.self)
        default: return nil  // Objective-C classes, which Linux does not have.
        }
        guard let descriptor = typeDescriptor else { return nil }
        let descriptorFlags = descriptor.load(as: UInt32.self)
        let kind = descriptorFlags & 0x1F
        guard ContextKind.types.contains(kind), descriptorFlags & 0x80 == 0 else { return nil }
        let accessorField = descriptor + 12
        guard accessorField.load(as: Int32.self) != 0 else { return nil }
        // The metadata accessor is `swiftcc MetadataResponse(MetadataRequest)`. For one integer argument and
        // a two-word result whose first word is the metadata, the C convention reads the same registers.
        let accessor = unsafeBitCast(
            RelativePointer.direct(at: accessorField), to: (@convention(c) (Int) -> UnsafeRawPointer?).self)
        guard let metadata = accessor(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// Context descriptor kinds, from the Swift ABI.
    private enum ContextKind {
        static let module: UInt32 = 0
        static let types: ClosedRange<UInt32> = 16...18
    }
}
