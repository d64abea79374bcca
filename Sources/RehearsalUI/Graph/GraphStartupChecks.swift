/// What the start-up checks found about the private layouts the graph reads, each checked once on a probe.
package enum GraphStartupChecks {
    /// Observation's access list (`list.entries`) reads as expected.
    package static var accessListIsReadable: Bool { AccessListCapture.isReadable }
    /// The `ObservationRegistrar` layout (`extent.context.state.buffer`) reads as expected.
    package static var registrarIsReadable: Bool { ObservableIdentity.isReadable }
    /// `@Observable` property names come back from the ELF symbol tables: `nil` until a name was first needed
    /// (reading the tables is slow, so it is not done at start-up).
    package static var symbolsCheck: Bool? { KeyPathNames.symbolsCheck }
    /// What stands for a property whose name cannot be known.
    package static var unknownPropertyName: String { KeyPathNames.unknownProperty }
}
