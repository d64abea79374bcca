/// A scrollable view; headless, all of its content is built and shown, and scrolling is not modelled.
public struct ScrollView<Content: View> {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: View {
    public typealias Body = Never
}

extension ScrollView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        var parts: [String] = []
        if axes != .vertical { parts.append("axes=\(axes)") }
        if !showsIndicators { parts.append("showsIndicators=false") }
        node.element = Element("ScrollView", parts.joined(separator: " "))
        children.append(content, key: .index(0))
    }
}

extension View {
    /// Shows or hides the scroll indicators of scroll views in this view.
    public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    )
        -> some View
    {
        attribute(".scrollIndicators(\(visibility))")
    }
}

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = ScrollIndicatorVisibility(description: ".automatic")
    public static let visible = ScrollIndicatorVisibility(description: ".visible")
    public static let hidden = ScrollIndicatorVisibility(description: ".hidden")
    public static let never = ScrollIndicatorVisibility(description: ".never")
}
