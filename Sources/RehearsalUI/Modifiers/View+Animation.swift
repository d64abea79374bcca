/// Animation modifiers: there are no frames headless, so each is kept as an attribute and changes apply
/// at once.
extension View {
    /// Sets how the view enters and leaves the tree.
    public func transition(_ transition: AnyTransition) -> some View {
        attribute(".transition(\(transition))")
    }

    /// Animates changes to the view when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        attribute(".animation(\(animation.map { $0.description } ?? "nil"), value: \(ValueDescription.short(value)))")
    }

    /// Animates every change to the view (the form SwiftUI deprecated in iOS 15).
    public func animation(_ animation: Animation?) -> some View {
        attribute(".animation(\(animation.map { $0.description } ?? "nil"))")
    }

    /// Pairs this view's geometry with views of the same id in a namespace, for a shared transition.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        attribute(
            AttributeText.call(
                ".matchedGeometryEffect",
                [
                    ("id", ValueDescription.short(id)), ("in", namespace.name),
                    ("isSource", isSource ? nil : "false"),
                ]))
    }

    /// Applies a geometry effect; printed as its type.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        attribute(".transformEffect")
    }
}

/// The parts of a geometry that `matchedGeometryEffect` pairs.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
