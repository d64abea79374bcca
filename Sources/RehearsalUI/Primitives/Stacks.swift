/// Arranges its content vertically.
public struct VStack<Content: View>: View {
    public typealias Body = Never

    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    @inlinable public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Arranges its content horizontally.
public struct HStack<Content: View>: View {
    public typealias Body = Never

    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    @inlinable public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Overlays its content, back to front.
public struct ZStack<Content: View>: View {
    public typealias Body = Never

    @usableFromInline let alignment: Alignment
    @usableFromInline let content: Content

    @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension VStack: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.setElement(
            Element("VStack", StackSummary.describe(alignment: alignment.name, default: "center", spacing: spacing)))
        BlockContent.append(content, to: &children)
    }
}

extension HStack: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.setElement(
            Element("HStack", StackSummary.describe(alignment: alignment.name, default: "center", spacing: spacing)))
        BlockContent.append(content, to: &children)
    }
}

extension ZStack: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.setElement(
            Element("ZStack", StackSummary.describe(alignment: alignment.name, default: "center", spacing: nil)))
        BlockContent.append(content, to: &children)
    }
}

/// Prints a stack's non-default layout parameters: `alignment=.leading spacing=8`.
enum StackSummary {
    static func describe(alignment: String, default defaultAlignment: String, spacing: CGFloat?) -> String {
        // Most stacks set neither: their summary is empty, without an array of parts.
        if spacing == nil, alignment == defaultAlignment { return "" }
        var parts: [String] = []
        if alignment != defaultAlignment { parts.append("alignment=.\(alignment)") }
        if let spacing { parts.append("spacing=\(LayoutNumber.format(spacing))") }
        return parts.joined(separator: " ")
    }
}

/// Prints layout numbers without a trailing `.0`.
package enum LayoutNumber {
    package static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(Double(value))
    }
}
