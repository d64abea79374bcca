/// Which processes a representation is offered to, as CoreTransferable's `TransferRepresentationVisibility`.
public struct TransferRepresentationVisibility: Sendable, Equatable {
    let name: String

    /// Every process.
    public static let all = TransferRepresentationVisibility(name: "all")
    /// The app itself only.
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
    /// Apps of the same team only.
    public static let team = TransferRepresentationVisibility(name: "team")
    /// Apps of the same team only.
    public static let group = TransferRepresentationVisibility(name: "group")
}

extension TransferRepresentation {
    /// The file name the representation suggests to whoever receives it.
    public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self, suggestedFileName: fileName)
    }

    /// The file name the representation suggests for each item.
    public func suggestedFileName(
        _ fileName: @escaping @Sendable (Item) -> String?
    )
        -> _ModifiedTransferRepresentation<Self>
    {
        _ModifiedTransferRepresentation(base: self)
    }

    /// Offers the representation only for the items `condition` accepts.
    public func exportingCondition(
        _ condition: @escaping @Sendable (Item) -> Bool
    )
        -> _ModifiedTransferRepresentation<Self>
    {
        _ModifiedTransferRepresentation(base: self)
    }

    /// Offers the representation only to the given processes.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self, visibility: visibility)
    }
}

/// A representation with a suggested file name, an exporting condition or a visibility.
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    public typealias Item = Base.Item
    public typealias Body = _NoTransferBody<Item>

    let base: Base
    var suggestedFileName: String? = nil
    var visibility: TransferRepresentationVisibility = .all
}
