import Synchronization

extension ValueDescription {
    /// A value of a trivial type (`_isPOD`) of at most 16 bytes, by its type and its bytes, which are its value.
    struct TrivialKey: Hashable {
        var type: ObjectIdentifier
        var low: UInt64 = 0
        var high: UInt64 = 0
    }

    /// The descriptions of enum cases without a payload (`.library`), by type and bytes: a case of a type that
    /// prints by its name alone is described once, not reflected at every print (a tab view's selection, at
    /// every update).
    private static let cases = Mutex<[TrivialKey: String]>([:])

    /// The key of `value` when its type is trivial and small enough, else `nil`.
    static func trivialKey(of value: Any) -> TrivialKey? {
        // Opened explicitly: a generic call would take `Any` itself as the type. A value inside an `Any` inside this
        // one (a mirror's child, an `AnyHashable`'s base) opens as `Any`: it is opened again.
        func open<T>(_ opened: T) -> TrivialKey? {
            if T.self == Any.self { return _openExistential(unsafeBitCast(opened, to: Any.self), do: open) }
            return trivialKey(ofOpened: opened)
        }
        return _openExistential(value, do: open)
    }

    private static func trivialKey<T>(ofOpened value: T) -> TrivialKey? {
        guard _isPOD(T.self), MemoryLayout<T>.size <= 16 else { return nil }
        var key = TrivialKey(type: ObjectIdentifier(T.self))
        withUnsafeBytes(of: value) { bytes in
            withUnsafeMutableBytes(of: &key.low) {
                $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes.prefix(8)))
            }
            if bytes.count > 8 {
                withUnsafeMutableBytes(of: &key.high) {
                    $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[8...]))
                }
            }
        }
        return key
    }

    /// The description of the case `key` names, when it was described before.
    static func knownCase(_ key: TrivialKey) -> String? {
        cases.withLock { $0[key] }
    }

    /// Keeps the description of a case without a payload, unless its type chooses how it prints (then its
    /// description may change while its bytes do not).
    static func keepCase(_ text: String, of value: Any, key: TrivialKey) {
        guard
            !(value is any CustomStringConvertible || value is any CustomDebugStringConvertible
                || value is any TextOutputStreamable || value is any CustomReflectable
                || value is any CustomRehearsalDescription)
        else { return }
        cases.withLock { $0[key] = text }
    }
}
