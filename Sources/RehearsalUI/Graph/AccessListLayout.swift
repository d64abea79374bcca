@_spi(SwiftUI) import Observation
@_spi(Reflection) import Swift

/// Reads an `ObservationTracking`'s access list through the field offsets its type metadata gives, found once,
/// instead of `Mirror`: the same entries, in the same order, for a fraction of the cost (`Mirror` of the list,
/// of each entry and of each pair was 17 % of opening a screen of 100,000 rows).
///
/// The list is private to Observation: `list.entries`, a dictionary from a registrar's identifier to an entry
/// whose `properties` are the key paths read. When the fields are not found with those names and types, there
/// is no layout and ``AccessListCapture`` reads the list with `Mirror`, as before.
enum AccessListLayout {
    // Offsets and metatypes, found once and never changed.
    private struct Layout: @unchecked Sendable {
        var entriesOffset: Int
        var entriesType: any AccessEntries.Type
        var propertiesOffset: Int
    }

    private static let layout: Layout? = {
        guard FieldWalkCheck.isReadable,
            let list = field("list", of: ObservationTracking.self),
            let entries = field("entries", of: list.type),
            let entriesType = entries.type as? any AccessEntries.Type,
            let properties = field("properties", of: entriesType.entryType),
            properties.type == Set<AnyKeyPath>.self
        else { return nil }
        return Layout(
            entriesOffset: list.offset + entries.offset, entriesType: entriesType, propertiesOffset: properties.offset)
    }()

    /// Whether the access list can be read without `Mirror`.
    static var isAvailable: Bool { layout != nil }

    /// Calls `body` with each entry of the tracking's access list (its registrar and the key paths read), in the
    /// list's order; `false` when there is no layout.
    static func forEachEntry(
        of tracking: ObservationTracking, _ body: (ObjectIdentifier, Set<AnyKeyPath>) -> Void
    ) -> Bool {
        guard let layout else { return false }
        func read<Entries: AccessEntries>(_: Entries.Type, from raw: UnsafeRawBufferPointer) {
            let entries = raw.load(fromByteOffset: layout.entriesOffset, as: Entries.self)
            entries.forEachAccess(propertiesOffset: layout.propertiesOffset, body)
        }
        withUnsafeBytes(of: tracking) { raw in read(layout.entriesType, from: raw) }
        return true
    }

    /// How many objects the tracking's access list names (the probe's registrar among them); `nil` when there is
    /// no layout.
    static func entryCount(of tracking: ObservationTracking) -> Int? {
        guard let layout else { return nil }
        func count<Entries: AccessEntries>(_: Entries.Type, in raw: UnsafeRawBufferPointer) -> Int {
            raw.load(fromByteOffset: layout.entriesOffset, as: Entries.self).entryCount
        }
        return withUnsafeBytes(of: tracking) { raw in count(layout.entriesType, in: raw) }
    }

    private static func field(_ name: String, of type: Any.Type) -> (offset: Int, type: Any.Type)? {
        var found: (offset: Int, type: Any.Type)?
        _ = _forEachField(of: type) { namePointer, offset, fieldType, _ in
            guard String(cString: namePointer) == name else { return true }
            found = (offset, fieldType)
            return false
        }
        return found
    }
}

/// The access list's dictionary of entries, whatever its entry type, read by the layout's offsets.
private protocol AccessEntries {
    static var entryType: Any.Type { get }
    var entryCount: Int { get }
    func forEachAccess(propertiesOffset: Int, _ body: (ObjectIdentifier, Set<AnyKeyPath>) -> Void)
}

extension Dictionary: AccessEntries where Key == ObjectIdentifier {
    fileprivate static var entryType: Any.Type { Value.self }

    fileprivate var entryCount: Int { count }

    fileprivate func forEachAccess(propertiesOffset: Int, _ body: (ObjectIdentifier, Set<AnyKeyPath>) -> Void) {
        for (registrar, entry) in self {
            withUnsafeBytes(of: entry) { raw in
                body(registrar, raw.load(fromByteOffset: propertiesOffset, as: Set<AnyKeyPath>.self))
            }
        }
    }
}
