/// A subscription that ends when it is cancelled or freed, as Combine's `AnyCancellable` does.
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// A cancellable that runs `cancel` once, when cancelled or freed.
    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    /// A cancellable that cancels `canceller`.
    public init<C: Cancellable>(_ canceller: C) {
        onCancel = { canceller.cancel() }
    }

    deinit { cancel() }

    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Keeps this cancellable in `set`, so the subscription lives as long as the set holds it.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Something that can be cancelled: a subscription.
public protocol Cancellable {
    func cancel()
}
