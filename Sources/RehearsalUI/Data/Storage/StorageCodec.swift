import Foundation

/// How one `@AppStorage` or `@SceneStorage` type is kept in the store, which holds property-list values.
///
/// Decoding is lenient as `UserDefaults` is: a value set from the shell as text (`defaults count=3`) or
/// as another number type reads as the property's type when it can.
struct StorageCodec<Value> {
    let encode: (Value) -> Any?
    let decode: (Any) -> Value?
}

extension StorageCodec {
    static var bool: StorageCodec<Bool> {
        StorageCodec<Bool>(encode: { $0 }) { value in
            switch value {
            case let bool as Bool: bool
            case let int as Int: int != 0
            case let string as String: Bool(string.lowercased()) ?? Int(string).map { $0 != 0 }
            default: nil
            }
        }
    }

    static var int: StorageCodec<Int> {
        StorageCodec<Int>(encode: { $0 }) { value in
            switch value {
            case let int as Int: int
            case let double as Double: Int(exactly: double)
            case let bool as Bool: bool ? 1 : 0
            case let string as String: Int(string)
            default: nil
            }
        }
    }

    static var double: StorageCodec<Double> {
        StorageCodec<Double>(encode: { $0 }) { value in
            switch value {
            case let double as Double: double
            case let int as Int: Double(int)
            case let string as String: Double(string)
            default: nil
            }
        }
    }

    static var string: StorageCodec<String> {
        StorageCodec<String>(encode: { $0 }) { value in
            switch value {
            case let string as String: string
            case let int as Int: String(int)
            case let double as Double: String(double)
            case let bool as Bool: String(bool)
            default: nil
            }
        }
    }

    static var url: StorageCodec<URL> {
        StorageCodec<URL>(encode: { $0 }) { value in
            switch value {
            case let url as URL: url
            case let string as String: URL(string: string)
            default: nil
            }
        }
    }

    static var data: StorageCodec<Data> {
        StorageCodec<Data>(encode: { $0 }) { value in
            switch value {
            case let data as Data: data
            case let string as String: Data(string.utf8)
            default: nil
            }
        }
    }

    /// A codec for a raw-representable value, stored as its raw value.
    static func raw<R: RawRepresentable>(_ base: StorageCodec<R.RawValue>) -> StorageCodec<R> {
        StorageCodec<R>(encode: { base.encode($0.rawValue) }) { value in base.decode(value).flatMap(R.init(rawValue:)) }
    }

    /// The optional form of a codec: `nil` removes the key.
    static func optional<Wrapped>(_ base: StorageCodec<Wrapped>) -> StorageCodec<Wrapped?> {
        StorageCodec<Wrapped?>(encode: { $0.flatMap(base.encode) }) { value in base.decode(value).map { $0 } }
    }
}
