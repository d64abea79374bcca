/// What the start-up checks found about the private layouts the graph reads, each checked once on a probe.
package enum GraphStartupChecks {
    /// Observation's access list (`list.entries`) reads as expected.
    package static var accessListIsReadable: Bool { AccessListCapture.isReadable }
    /// The `ObservationRegistrar` layout (`extent.context.state.buffer`) reads as expected.
    package static var registrarIsReadable: Bool { ObservableIdentity.isReadable }
    /// `@Observable` property names come back from the ELF symbol tables.
    package static var symbolsAreReadable: Bool { KeyPathNames.symbolsAreReadable }
    /// What stands for a property whose name cannot be known.
    package static var unknownPropertyName: String { KeyPathNames.unknownProperty }
}
