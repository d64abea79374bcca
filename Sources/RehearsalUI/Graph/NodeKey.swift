/// One step of a view's structural identity: its place among the children of its parent.
package enum NodeKey: Hashable, Sendable, CustomStringConvertible {
    /// The position in a builder block.
    case index(Int)
    /// The branch of an `if`/`else` or `switch` (`true` for the first).
    case branch(Bool)
    /// A `ForEach` element's id.
    case id(AnyHashableSendable)
    /// A `ForEach` element's id that is an `Int` (a range's rows), kept as itself: wrapping it in `AnyHashable` asked
    /// the runtime to cast it, for every row a mount makes. Made only by `element(id:)`, which every maker of an `Int`
    /// id calls, so the same id always makes the same case.
    case integerID(Int)
    /// An explicit identity from `.id(_:)`.
    case explicit(AnyHashableSendable)
    /// The type wrapped by an `AnyView`.
    case type(ObjectIdentifier)
    /// The body of a custom view or modifier.
    case body
    /// A named slot of a modifier: its modified content, an overlay, a sheet, a toolbar.
    case slot(String)

    /// The slot's name for a `.slot` key, asked without copying the key out of its node (an `.id` holds an object).
    package var slotName: String? {
        if case .slot(let name) = self { return name }
        return nil
    }

    /// The key of a view identified by `id`: a `ForEach` element's, a table row's, a tab's, a presented item's.
    package static func element<ID: Hashable>(id: ID) -> NodeKey {
        if ID.self == Int.self { return .integerID(unsafeBitCast(id, to: Int.self)) }
        return .id(AnyHashableSendable(id))
    }

    /// The id of an `.id` or `.integerID` key as `AnyHashable`, as the view gave it.
    package var elementID: AnyHashable? {
        switch self {
        case .id(let id): id.base
        case .integerID(let id): AnyHashable(id)
        default: nil
        }
    }

    /// The id of an `.explicit` key (`.id(_:)`).
    package var explicitID: AnyHashable? {
        if case .explicit(let id) = self { return id.base }
        return nil
    }

    package var description: String {
        switch self {
        case .index(let index): "\(index)"
        case .branch(let value): value ? "if" : "else"
        case .id(let id): "id:\(id)"
        case .integerID(let id): "id:\(id)"
        case .explicit(let id): "#\(id)"
        case .type: "type"
        case .body: "body"
        case .slot(let name): name
        }
    }
}

/// A hashable value that can cross isolation boundaries inside an identity key.
///
/// Identity values come from user code (`ForEach` ids) and are only compared and printed on the main actor,
/// so holding them as `AnyHashable` is safe even though `AnyHashable` is not `Sendable`.
package struct AnyHashableSendable: Hashable, @unchecked Sendable, CustomStringConvertible {
    package let base: AnyHashable

    package init(_ base: some Hashable) { self.base = AnyHashable(base) }

    package var description: String {
        // A `ForEach` over a range (the usual long list) has `Int` ids: printed as `\(base)` prints them, faster.
        if let int = base.base as? Int { return String(int) }
        return "\(base)"
    }
}
