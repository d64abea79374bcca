import Foundation

/// A type that can be shared, dragged or copied, as CoreTransferable's `Transferable`.
///
/// A type declares how it travels in `transferRepresentation`, one or more representations built with
/// `TransferRepresentationBuilder` (`CodableRepresentation`, `DataRepresentation`, `FileRepresentation`,
/// `ProxyRepresentation`). Rehearsal has no share sheet and no pasteboard: a `ShareLink` hands its item to the
/// system, which the shell reports, and the representations are kept as declared, never run.
public protocol Transferable: Sendable {
    /// The representation the type declares.
    associatedtype Representation: TransferRepresentation

    /// How the type travels: its representations, in order of preference.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way a transferable type travels: as data of a content type, a file, a codable value or another type.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type this representation transfers.
    associatedtype Item: Transferable
    /// A representation made of others (the built-in ones have none).
    associatedtype Body: TransferRepresentation

    /// The representations this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// The body of a built-in representation, which has none: a type with no values, as `Never` is for views.
public enum _NoTransferBody<Item: Transferable>: TransferRepresentation {
    public typealias Body = _NoTransferBody<Item>
}

extension TransferRepresentation where Body == _NoTransferBody<Item> {
    /// Built-in representations have no body.
    public var body: _NoTransferBody<Item> {
        fatalError("\(Self.self) is a built-in transfer representation; its body must not be evaluated")
    }
}

/// Builds a type's representations from the statements of `transferRepresentation`.
@resultBuilder public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R
    where R.Item == Item {
        representation
    }

    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> R where R.Item == Item {
        first
    }

    public static func buildPartialBlock<First: TransferRepresentation, Next: TransferRepresentation>(
        accumulated: First, next: Next
    ) -> _TransferRepresentationPair<First, Next> where First.Item == Item, Next.Item == Item {
        _TransferRepresentationPair(first: accumulated, second: next)
    }

    public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R) -> R
    where R.Item == Item {
        representation
    }
}

/// Two representations of one type, the first preferred.
public struct _TransferRepresentationPair<First: TransferRepresentation, Second: TransferRepresentation>:
    TransferRepresentation
where First.Item == Second.Item {
    public typealias Item = First.Item
    public typealias Body = _NoTransferBody<First.Item>

    let first: First
    let second: Second
}
