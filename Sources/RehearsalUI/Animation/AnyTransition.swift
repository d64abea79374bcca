/// How a view enters and leaves the tree; with no animation headless, it is kept as an attribute.
public struct AnyTransition: Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    public static let identity = AnyTransition(".identity")
    public static let opacity = AnyTransition(".opacity")
    public static let scale = AnyTransition(".scale")
    public static let slide = AnyTransition(".slide")

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(".scale(scale: \(LayoutNumber.format(scale)))")
    }

    public static func move(edge: Edge) -> AnyTransition { AnyTransition(".move(edge: \(edge))") }

    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(".push(from: \(edge))") }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(".offset(x: \(LayoutNumber.format(x)), y: \(LayoutNumber.format(y)))")
    }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(".asymmetric(insertion: \(insertion), removal: \(removal))")
    }

    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition("\(description).combined(with: \(other))")
    }

    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition("\(description).animation(\(animation.map { $0.description } ?? "nil"))")
    }
}
