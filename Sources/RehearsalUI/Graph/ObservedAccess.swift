/// The properties of one `@Observable` object that one update read, as Observation recorded them.
///
/// `registrar` identifies the object's `ObservationRegistrar` (see ``ObservableIdentity``); the key
/// paths' root type is the object's type, and ``KeyPathNames`` names them.
package struct ObservedAccess: Hashable, @unchecked Sendable {
    // Key paths are immutable objects; the conformance lets accesses cross into the tracking callback.
    package var registrar: ObjectIdentifier
    package var keyPaths: [AnyKeyPath]

    package init(registrar: ObjectIdentifier, keyPaths: [AnyKeyPath]) {
        self.registrar = registrar
        self.keyPaths = keyPaths
    }

    /// The observed type's name: `TaskStore`.
    package var typeName: String {
        keyPaths.first.map { ViewTypeName.of(type(of: $0).rootType) } ?? "an observed object"
    }

    /// The names of the properties read, sorted, each once.
    package var propertyNames: [String] {
        Array(Set(keyPaths.map { KeyPathNames.propertyName($0) ?? KeyPathNames.unknownProperty })).sorted()
    }
}
