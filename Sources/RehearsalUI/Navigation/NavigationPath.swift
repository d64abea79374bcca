/// A type-erased list of the values pushed on a `NavigationStack`, as in SwiftUI.
///
/// Use it when one stack holds unrelated route types; a typed array is easier to inspect. Each element is
/// kept as the value that was appended, so the navigation path renderer prints it as written
/// (`.book(4821)`).
public struct NavigationPath: Equatable {
    package private(set) var elements: [AnyHashableSendable]

    /// An empty path.
    public init() { elements = [] }

    /// A path holding the values of a sequence, first to last.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashableSendable($0) }
    }

    /// The number of values on the path.
    public var count: Int { elements.count }

    /// Whether the path is empty, so the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a value.
    public mutating func append<V: Hashable>(_ value: V) {
        // `AnyHashable(_:)` unwraps an already erased value, so `base` is always the value itself.
        elements.append(AnyHashableSendable(value))
    }

    /// Pops `k` values (one by default); `k` must not exceed `count`, as in SwiftUI.
    public mutating func removeLast(_ k: Int = 1) {
        precondition(k <= elements.count, "NavigationPath.removeLast(\(k)) with only \(elements.count) values")
        elements.removeLast(k)
    }

    /// Keeps the first `count` values.
    package mutating func truncate(to count: Int) {
        if count < elements.count { elements.removeLast(elements.count - count) }
    }

    /// The values, unwrapped from their type erasure.
    package var values: [Any] { elements.map(\.base.base) }
}

extension NavigationPath: CustomRehearsalDescription {
    public var rehearsalDescription: String {
        "[" + values.map { ValueDescription.short($0) }.joined(separator: ", ") + "]"
    }
}
