@_spi(Reflection) import Swift

/// The stored fields of a class without a superclass, with their offsets and sizes in an instance, as
/// `_forEachField(of:options:body:)` walks them with `.classType`: so a caller can tell that a field's storage did
/// not change since it last looked by comparing its bytes, without reflecting the object.
///
/// Only bytes are read at the offsets, never values: a weak or unowned field's bits are compared, not loaded. The
/// walk is checked once on a probe class (names as `Mirror` lists them, and each offset holding the probe's value);
/// when the check fails, or a type's fields differ from its `Mirror`'s children, ``of(_:)`` returns `nil` and the
/// caller reflects the object as before.
package struct ClassFieldLayout: Sendable {
    /// One stored field.
    package struct Field: Sendable {
        package var name: String
        package var offset: Int
        package var size: Int
        /// Whether the field's declared type is trivial (`_isPOD`: no reference, no buffer, no weak reference), so
        /// that its bytes alone are its value.
        package var isTrivial = false
    }

    package var fields: [Field]

    /// `_EachFieldOptions.classType` (a `static var`, so not readable from concurrent code), by its raw value; the
    /// probe check fails if it ever means something else.
    private static let classType = _EachFieldOptions(rawValue: 1 << 0)

    @MainActor private static var cache: [ObjectIdentifier: ClassFieldLayout?] = [:]

    /// The layout of `object`'s class, or `nil` when it cannot be read in place: a class with a superclass, one that
    /// customizes its mirror, one whose walk does not match its `Mirror`'s children, or a failed probe check.
    @MainActor package static func of(_ object: AnyObject) -> ClassFieldLayout? {
        let type: AnyClass = Swift.type(of: object)
        let id = ObjectIdentifier(type)
        if let cached = cache[id] { return cached }
        let found = isReadable ? walk(object) : nil
        cache[id] = .some(found)
        return found
    }

    private static func walk(_ object: AnyObject) -> ClassFieldLayout? {
        let type: AnyClass = Swift.type(of: object)
        guard _getSuperclass(type) == nil, !(object is any CustomReflectable) else { return nil }
        var fields: [Field] = []
        let complete = _forEachField(of: type, options: classType) { namePointer, offset, fieldType, _ in
            fields.append(
                Field(
                    name: String(cString: namePointer), offset: offset, size: size(of: fieldType),
                    isTrivial: isTrivial(fieldType)))
            return true
        }
        let mirror = Mirror(reflecting: object)
        guard complete, mirror.superclassMirror == nil, mirror.children.map(\.label) == fields.map(\.name) else {
            return nil
        }
        return ClassFieldLayout(fields: fields)
    }

    private static func size(of type: Any.Type) -> Int {
        func open<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: open)
    }

    private static func isTrivial(_ type: Any.Type) -> Bool {
        func open<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: open)
    }

    /// The bytes of `field` in `object` now.
    package static func bytes(of field: Field, in object: AnyObject) -> [UInt8] {
        withBytes(of: field, in: object) { Array($0) }
    }

    /// Whether the bytes of `field` in `object` are `saved`.
    package static func hasBytes(_ saved: [UInt8], of field: Field, in object: AnyObject) -> Bool {
        withBytes(of: field, in: object) { $0.elementsEqual(saved) }
    }

    private static func withBytes<T>(
        of field: Field, in object: AnyObject, _ body: (UnsafeRawBufferPointer) -> T
    ) -> T {
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return withExtendedLifetime(object) {
            body(UnsafeRawBufferPointer(start: base + field.offset, count: field.size))
        }
    }

    /// A class of three fields of different sizes, so that an offset or a name that moved shows.
    private final class Probe {
        var flag: Int8 = 0x5A
        var count = 0x1234_5678_9ABC
        var name = "probe"
    }

    /// Whether the walk of a class reads as expected: the probe's names in `Mirror`'s order, and each offset holding
    /// the probe's value (checked once).
    static let isReadable: Bool = {
        guard FieldWalkCheck.isReadable else { return false }
        let probe = Probe()
        var fields: [Field] = []
        let complete = _forEachField(of: Probe.self, options: classType) { namePointer, offset, fieldType, _ in
            fields.append(
                Field(
                    name: String(cString: namePointer), offset: offset, size: size(of: fieldType),
                    isTrivial: isTrivial(fieldType)))
            return true
        }
        guard complete, fields.map(\.name) == ["flag", "count", "name"], fields.map(\.size) == [1, 8, 16],
            fields.map(\.isTrivial) == [true, true, false]
        else {
            return false
        }
        let base = UnsafeRawPointer(Unmanaged.passUnretained(probe).toOpaque())
        return withExtendedLifetime(probe) {
            base.load(fromByteOffset: fields[0].offset, as: Int8.self) == probe.flag
                && base.load(fromByteOffset: fields[1].offset, as: Int.self) == probe.count
                && base.load(fromByteOffset: fields[2].offset, as: String.self) == probe.name
        }
    }()
}
