/// Control modifiers kept as attributes: size and accent color.
extension View {
    /// Sets the size of controls in this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        attribute(".controlSize(\(controlSize))")
    }

    /// Sets the accent color of controls in this view.
    public func tint(_ tint: Color?) -> some View {
        attribute(".tint(\(tint.map { $0.description } ?? "nil"))")
    }

    /// Sets the accent style of controls in this view.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        attribute(".tint(\(tint.map { AttributeText.value($0) } ?? "nil"))")
    }
}
