/// A view that SwiftUI re-evaluates only when its content's value changes by `==`; printed as `.equatable`.
public struct EquatableView<Content: View & Equatable>: View {
    public typealias Body = Never

    public var content: Content

    public init(content: Content) { self.content = content }
}

extension EquatableView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = [".equatable"]
        children.append(content, key: .index(0))
    }
}

extension View where Self: Equatable {
    /// Compares the view by `==` to decide whether to re-evaluate it.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
