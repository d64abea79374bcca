/// What the start-up checks found about the private layouts the graph reads, each checked once on a probe.
package enum GraphStartupChecks {
    /// Observation's access list (`list.entries`) reads as expected.
    package static var accessListIsReadable: Bool { AccessListCapture.isReadable }
    /// Observation's thread-local access list slot is found and behaves as expected (`ObservationThreadLocal`).
    package static var observationSlotIsUsable: Bool { ObservationThreadLocal.isUsable }
    /// The `ObservationRegistrar` layout (`extent.context.state.buffer`) reads as expected.
    package static var registrarIsReadable: Bool { ObservableIdentity.isReadable }
    /// A key path's computed component (its id beside its getter) reads as expected.
    package static var keyPathsAreReadable: Bool { ComputedKeyPathID.isReadable }
    /// `@Observable` property names come back from the ELF symbol tables.
    package static var symbolsAreReadable: Bool { KeyPathNames.symbolsAreReadable }
    /// The stripped image (no `.symtab`) that made the symbols check fail, if that is why it failed.
    package static var strippedImage: String? { KeyPathNames.strippedImage }
    /// `_forEachField` walks a probe struct's fields with their public offsets.
    package static var fieldsAreWalkable: Bool { FieldWalkCheck.isReadable }
    /// Whether closure values read as a function and a context (`ClosureContext`, a `ForEach`'s splice).
    package static var closureContextIsReadable: Bool { ClosureContext.isReadable }
    /// What stands for a property whose name cannot be known.
    package static var unknownPropertyName: String { KeyPathNames.unknownProperty }
}
