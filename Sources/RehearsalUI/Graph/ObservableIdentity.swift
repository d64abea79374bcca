import Observation
import VirtualTime

/// Identifies an `@Observable` object the way Observation's access lists do: by its registrar's storage.
///
/// An access list is keyed by the registrar's internal context, not by the object; this finds that
/// context through the object's `ObservationRegistrar` field (`_$observationRegistrar` for the macro)
/// by reflection, so the state listing can tell which object a view read. `nil` when the object has no
/// registrar field or Observation's layout differs.
package enum ObservableIdentity {
    package static func registrar(of object: AnyObject) -> ObjectIdentifier? {
        guard isReadable else { return nil }
        return reflectedRegistrar(of: object)
    }

    /// Whether the registrar is laid out as expected: checked once, on a probe object, against the
    /// registrar its access list records when that list is readable.
    package static let isReadable: Bool = {
        guard !StartupCheckHook.forcesFailure(of: "registrar") else { return false }
        let probe = StartupCheckProbe()
        guard let found = reflectedRegistrar(of: probe) else { return false }
        guard let reads = AccessListCapture.reads(of: probe), reads.count == 1 else { return true }
        return reads[0].registrar == found
    }()

    private static func reflectedRegistrar(of object: AnyObject) -> ObjectIdentifier? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let registrar = child.value as? ObservationRegistrar else { continue }
                let fields = Mirror(reflecting: registrar)
                let buffer =
                    fields.descendant("extent", "context", "state", "buffer")
                    ?? fields.descendant("context", "state", "buffer")
                return buffer.map { ObjectIdentifier($0 as AnyObject) }
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
