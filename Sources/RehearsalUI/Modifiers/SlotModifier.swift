/// A modifier that shows content of its own beside the modified view, under a named slot:
/// `.background { ... }`, `.overlay { ... }`.
///
/// The tree prints the slot as a `.background` or `.overlay` group under the modified view, and the slot's
/// content keeps its identity (and state) under the slot's name.
package struct SlotModifier<SlotContent: View>: ViewModifier, PrimitiveModifier {
    package typealias Body = Never

    let slot: String
    let attributes: [String]
    let content: SlotContent

    package init(slot: String, attributes: [String] = [], content: SlotContent) {
        self.slot = slot
        self.attributes = attributes
        self.content = content
    }

    package func update(_ node: GraphNode, _ children: inout ChildList) {
        node.modifierAttributes = attributes
        children.append(content, key: .slot(slot))
    }
}

/// Backgrounds and overlays: styles and shapes are attributes, views are slots.
extension View {
    /// Puts a style behind the view.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        attribute(".background(\(AttributeText.value(style)))")
    }

    /// Puts a style, clipped to a shape, behind the view.
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    )
        -> some View
    {
        attribute(".background(\(AttributeText.value(style)), in: \(shape.callDescription))")
    }

    /// Puts the background style, clipped to a shape, behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        attribute(".background(in: \(shape.callDescription))")
    }

    /// Puts the default background style behind the view.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        attribute(".background")
    }

    /// Puts views behind the view, shown in a `.background` slot.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(
            SlotModifier(
                slot: "background", attributes: Self.alignmentAttribute("background", alignment), content: content()))
    }

    /// Puts a view behind the view (the form SwiftUI deprecated), shown in a `.background` slot.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(
            SlotModifier(
                slot: "background", attributes: Self.alignmentAttribute("background", alignment), content: background))
    }

    /// Puts views in front of the view, shown in an `.overlay` slot.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(
            SlotModifier(slot: "overlay", attributes: Self.alignmentAttribute("overlay", alignment), content: content())
        )
    }

    /// Puts a view in front of the view (the form SwiftUI deprecated), shown in an `.overlay` slot.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(
            SlotModifier(slot: "overlay", attributes: Self.alignmentAttribute("overlay", alignment), content: overlay))
    }

    /// Puts a style in front of the view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        attribute(".overlay(\(AttributeText.value(style)))")
    }

    /// Puts a style, clipped to a shape, in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    )
        -> some View
    {
        attribute(".overlay(\(AttributeText.value(style)), in: \(shape.callDescription))")
    }

    private static func alignmentAttribute(_ name: String, _ alignment: Alignment) -> [String] {
        alignment == .center ? [] : [".\(name)(alignment: \(alignment))"]
    }
}
