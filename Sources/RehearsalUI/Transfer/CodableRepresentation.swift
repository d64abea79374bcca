import Foundation

/// A representation that travels as the item's `Codable` encoding, JSON unless told otherwise, as
/// CoreTransferable's `CodableRepresentation`. (Linux's Foundation has no `TopLevelEncoder`, so the encoder and
/// decoder types are not constrained here; they are kept as declared, never run.)
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>: TransferRepresentation {
    public typealias Body = _NoTransferBody<Item>

    let contentType: UTType

    /// Encodes the item with `encoder` and decodes it with `decoder`, as `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
    }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Encodes and decodes the item as JSON, as `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.contentType = contentType
    }
}
