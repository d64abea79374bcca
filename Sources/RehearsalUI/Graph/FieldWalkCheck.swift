@_spi(Reflection) import Swift
import VirtualTime

/// The start-up check `fields`: the standard library's `_forEachField(of:options:body:)` (an
/// `@_spi(Reflection)` entry point) must walk a probe struct's stored properties with the names, offsets
/// and types the public `MemoryLayout.offset(of:)` and the declaration give.
///
/// When it does not, no field is walked: a view's dynamic properties (`@State`, `@Binding`, `@Environment`,
/// `@FocusState`...) are not linked to the graph, and every view compares unequal, so it is re-evaluated
/// whenever its parent is (``DynamicProperties``, ``ViewComparison``): never a read at a wrong offset.
enum FieldWalkCheck {
    /// The probe: three fields of different sizes, so that an offset that moved shows.
    private struct Probe {
        var flag: Int8
        var name: String
        var count: Int
    }

    /// Whether `_forEachField` reads as expected (checked once; failed by the test hook).
    static let isReadable: Bool = {
        guard !StartupCheckHook.forcesFailure(of: "fields") else { return false }
        var found: [(name: String, offset: Int, type: Any.Type, kind: _MetadataKind)] = []
        let complete = _forEachField(of: Probe.self) { namePointer, offset, type, kind in
            found.append((String(cString: namePointer), offset, type, kind))
            return true
        }
        let expected: [(name: String, offset: Int?, type: Any.Type)] = [
            ("flag", MemoryLayout<Probe>.offset(of: \.flag), Int8.self),
            ("name", MemoryLayout<Probe>.offset(of: \.name), String.self),
            ("count", MemoryLayout<Probe>.offset(of: \.count), Int.self),
        ]
        return complete && found.count == expected.count
            && zip(found, expected).allSatisfy { field, wanted in
                field.name == wanted.name && field.offset == wanted.offset && field.type == wanted.type
                    && field.kind == .struct
            }
    }()
}
