import VirtualTime

/// Finds the types that conform to a protocol by reading the conformance records of every loaded image.
///
/// Each Swift image holds a `swift5_protocol_conformances` section: a list of 32-bit relative pointers to
/// conformance descriptors. A descriptor points at its protocol's descriptor (whose name and module this
/// scanner compares first, cheaply) and at the conforming type's context descriptor, whose metadata accessor
/// gives the type. Generic types are skipped: they cannot be instantiated without arguments. Only protocols
/// marked `@_alwaysEmitConformanceMetadata` are reliable in release builds, which drop unused records.
enum ConformanceScanner {
    /// Whether the conformance records read as expected: checked once, by finding a probe's conformance.
    ///
    /// When they do not (a changed record layout, or `swift_enumerateAllMetadataSections` gone), discovery
    /// finds nothing: no previews, stubs or store actions.
    static let recordsAreReadable: Bool = {
        guard !StartupCheckHook.forcesFailure(of: "conformances") else { return false }
        let found = conformingTypes(toProtocolNamed: "ConformanceProbeProtocol", inModule: "Rehearsal")
        return found.count == 1 && found[0] == ConformanceProbe.self
    }()

    /// The non-generic types conforming to the protocol `name` declared in module `module`, in record order.
    static func conformingTypes(toProtocolNamed name: String, inModule module: String) -> [Any.Type] {
        var found: [Any.Type] = []
        var seen: Set<ObjectIdentifier> = []
        for record in MetadataSections.conformanceRecords() {
            guard case let descriptor = ConformanceDescriptor(record),
                descriptor.protocolName == name, descriptor.protocolModuleName == module,
                let type = descriptor.conformingType
            else { continue }
            if seen.insert(ObjectIdentifier(type)).inserted { found.append(type) }
        }
        return found
    }
}
