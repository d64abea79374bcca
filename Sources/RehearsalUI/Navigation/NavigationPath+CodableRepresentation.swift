import Foundation

extension NavigationPath {
    /// A serializable representation of a navigation path, as SwiftUI's: apps save it (as JSON, in `@SceneStorage`
    /// or a file) and make the path again with `NavigationPath(_:)`.
    ///
    /// Each value is kept as its type's mangled name and its JSON (keys sorted, so the same path always encodes to
    /// the same bytes). Decoding finds each type again by its name and decodes its value, so a saved path whose
    /// type no longer exists, or whose JSON no longer fits the type, fails to decode with an error that says which.
    public struct CodableRepresentation: Codable, Equatable {
        /// One value of the path: its type, by mangled name, and its JSON.
        struct Item: Equatable {
            let typeName: String
            let json: String
        }

        let items: [Item]
        /// The values, first to last.
        let values: [AnyHashableSendable]

        init(items: [Item], values: [AnyHashableSendable]) {
            self.items = items
            self.values = values
        }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var items: [Item] = []
            var values: [AnyHashableSendable] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                let value = try Self.decodeValue(typeName: typeName, json: json, at: container.codingPath)
                items.append(Item(typeName: typeName, json: json))
                values.append(value)
            }
            self.init(items: items, values: values)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for item in items {
                try container.encode(item.typeName)
                try container.encode(item.json)
            }
        }

        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.items == rhs.items }

        private static func decodeValue(
            typeName: String, json: String, at path: [any CodingKey]
        ) throws
            -> AnyHashableSendable
        {
            guard let type = _typeByName(typeName) else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: path,
                        debugDescription:
                            "expected the name of a type this program has, found \(typeName) (from another build?); to fix, save the path again with this build"
                    ))
            }
            guard let codableType = type as? any (Decodable & Hashable).Type else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: path,
                        debugDescription:
                            "expected a Decodable and Hashable type, found \(ViewTypeName.of(type)); to fix, make it Codable and Hashable"
                    ))
            }
            return try decode(codableType, from: Data(json.utf8))
        }

        private static func decode<T: Decodable & Hashable>(
            _ type: T.Type, from data: Data
        ) throws
            -> AnyHashableSendable
        {
            AnyHashableSendable(try JSONDecoder().decode(T.self, from: data))
        }
    }

    /// The path in a serializable form, or `nil` when one of its values is not `Codable`, as in SwiftUI.
    public var codable: CodableRepresentation? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var items: [CodableRepresentation.Item] = []
        for element in elements {
            let value = element.base.base
            guard let encodable = value as? any Encodable, type(of: value) is any Decodable.Type,
                let typeName = _mangledTypeName(type(of: value)),
                let data = try? encoder.encode(encodable), let json = String(data: data, encoding: .utf8)
            else { return nil }
            items.append(CodableRepresentation.Item(typeName: typeName, json: json))
        }
        return CodableRepresentation(items: items, values: elements)
    }

    /// A path made from a serializable one.
    public init(_ codable: CodableRepresentation) {
        self.init()
        for value in codable.values { append(value.base) }
    }
}
