/// Positioning and graphic effects. There are no pixels headless, so each is kept as an attribute written
/// like the call; views passed to them (a mask, a safe-area inset) are shown in slots.
extension View {
    /// Places the view's center at a point in its parent's coordinates.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        attribute(".position(x: \(LayoutNumber.format(x)), y: \(LayoutNumber.format(y)))")
    }

    /// Places the view's center at a point in its parent's coordinates.
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }

    /// Shows content beside the view, inset from the safe area along a vertical edge.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SlotModifier(slot: "safeAreaInset", attributes: [".safeAreaInset(edge: \(edge))"], content: content()))
    }

    /// Shows content beside the view, inset from the safe area along a horizontal edge.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SlotModifier(slot: "safeAreaInset", attributes: [".safeAreaInset(edge: \(edge))"], content: content()))
    }

    /// Adds padding to the safe area along some edges.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        attribute(
            AttributeText.call(
                ".safeAreaPadding",
                [(nil, edges == .all ? nil : edges.description), (nil, AttributeText.length(length))]))
    }

    /// Moves a horizontal alignment guide of the view; the closure sees zero dimensions (no layout).
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        attribute(".alignmentGuide(\(g))")
    }

    /// Moves a vertical alignment guide of the view; the closure sees zero dimensions (no layout).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View
    {
        attribute(".alignmentGuide(\(g))")
    }

    /// Keeps the view at an aspect ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        attribute(
            AttributeText.call(
                ".aspectRatio", [(nil, AttributeText.length(aspectRatio)), ("contentMode", contentMode.description)]))
    }

    /// Keeps the view at the aspect ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        attribute(
            ".aspectRatio(CGSize(width: \(LayoutNumber.format(aspectRatio.width)), height: "
                + "\(LayoutNumber.format(aspectRatio.height))), contentMode: \(contentMode))")
    }

    /// Scales the view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { attribute(".scaledToFit") }

    /// Scales the view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { attribute(".scaledToFill") }

    /// Scales the view by a factor on each axis.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        attribute(".scaleEffect(x: \(LayoutNumber.format(x)), y: \(LayoutNumber.format(y)))")
    }

    /// Scales the view by a size's width and height.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Rotates the view in three dimensions about an axis.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        let axisText =
            "(x: \(LayoutNumber.format(axis.x)), y: \(LayoutNumber.format(axis.y)), z: \(LayoutNumber.format(axis.z)))"
        return attribute(".rotation3DEffect(\(angle), axis: \(axisText))")
    }

    /// Blurs the view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        attribute(".blur(radius: \(LayoutNumber.format(radius)))")
    }

    /// Brightens (or darkens, for a negative amount) the view.
    public func brightness(_ amount: Double) -> some View { number(".brightness", amount) }

    /// Removes color from the view: 0 keeps it, 1 is fully gray.
    public func grayscale(_ amount: Double) -> some View { number(".grayscale", amount) }

    /// Changes the color saturation of the view.
    public func saturation(_ amount: Double) -> some View { number(".saturation", amount) }

    /// Changes the contrast of the view.
    public func contrast(_ amount: Double) -> some View { number(".contrast", amount) }

    /// Shifts the hue of every color in the view.
    public func hueRotation(_ angle: Angle) -> some View { attribute(".hueRotation(\(angle))") }

    /// Multiplies every color in the view by a color.
    public func colorMultiply(_ color: Color) -> some View { attribute(".colorMultiply(\(color))") }

    /// Inverts the colors of the view.
    public func colorInvert() -> some View { attribute(".colorInvert") }

    /// Turns the view's luminance into opacity.
    public func luminanceToAlpha() -> some View { attribute(".luminanceToAlpha") }

    /// Sets how the view's colors combine with what is behind it.
    public func blendMode(_ blendMode: BlendMode) -> some View { attribute(".blendMode(\(blendMode))") }

    /// Composites the view's content as one layer before effects apply.
    public func compositingGroup() -> some View { attribute(".compositingGroup") }

    /// Renders the view's content offscreen before showing it.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        attribute(".drawingGroup")
    }

    /// Masks the view with the alpha of another view, shown in a `.mask` slot.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(SlotModifier(slot: "mask", attributes: [".mask"], content: mask()))
    }

    /// Masks the view with another view (the form SwiftUI deprecated), shown in a `.mask` slot.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(SlotModifier(slot: "mask", attributes: [".mask"], content: mask))
    }

    /// Draws a border of a style and width around the view.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        attribute(
            AttributeText.call(
                ".border",
                [(nil, AttributeText.value(content)), ("width", width == 1 ? nil : LayoutNumber.format(width))]
            ))
    }

    /// Sets the view's order in front of or behind its overlapping siblings.
    public func zIndex(_ value: Double) -> some View { number(".zIndex", value) }

    /// Sizes the view relative to its nearest container along some axes.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        attribute(".containerRelativeFrame(\(axes))")
    }

    /// Sizes the view to a number of the container's columns or rows.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        attribute(
            ".containerRelativeFrame(\(axes), count: \(count), span: \(span), spacing: \(LayoutNumber.format(spacing)))"
        )
    }

    /// Sizes the view from the container's length along some axes.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        attribute(".containerRelativeFrame(\(axes))")
    }

    private func number(_ name: String, _ value: Double) -> some View {
        attribute("\(name)(\(LayoutNumber.format(CGFloat(value))))")
    }
}
