/// Text and symbol modifiers on any view, kept as attributes of the elements they modify.
///
/// On a `Text` value the `Text`-returning forms are used instead, and print the same way.
extension View {
    /// Sets the font of text in this view.
    public func font(_ font: Font?) -> some View {
        attribute(".font(\(font.map { $0.description } ?? "nil"))")
    }

    /// Sets the weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        attribute(".fontWeight(\(weight.map { $0.description } ?? "nil"))")
    }

    /// Makes text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View { attribute(".bold", when: isActive) }

    /// Makes text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View { attribute(".italic", when: isActive) }

    /// Sets the style of the foreground: text, symbols and shapes.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        attribute(".foregroundStyle(\(AttributeText.value(style)))")
    }

    /// Sets primary and secondary foreground styles.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        attribute(".foregroundStyle(\(AttributeText.value(primary)), \(AttributeText.value(secondary)))")
    }

    /// Sets primary, secondary and tertiary foreground styles.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        attribute(
            ".foregroundStyle(\(AttributeText.value(primary)), \(AttributeText.value(secondary)), "
                + "\(AttributeText.value(tertiary)))")
    }

    /// Sets the foreground color (deprecated in SwiftUI in favour of `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> some View {
        attribute(".foregroundColor(\(color.map { $0.description } ?? "nil"))")
    }

    /// Draws a line through text in this view when `isActive`.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    )
        -> some View
    {
        attribute(".strikethrough", when: isActive)
    }

    /// Underlines text in this view when `isActive`.
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    )
        -> some View
    {
        attribute(".underline", when: isActive)
    }

    /// Sets the scale of symbol images in this view.
    public func imageScale(_ scale: Image.Scale) -> some View {
        attribute(".imageScale(\(AttributeText.value(scale)))")
    }

    /// Limits text in this view to a number of lines.
    public func lineLimit(_ number: Int?) -> some View {
        attribute(".lineLimit(\(number.map(String.init) ?? "nil"))")
    }

    /// Limits text to a number of lines, optionally reserving their space.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        attribute(".lineLimit(\(limit), reservesSpace: \(reservesSpace))")
    }

    /// Limits text to a range of lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        attribute(".lineLimit(\(limit.lowerBound)...\(limit.upperBound))")
    }

    /// Limits text to at least a number of lines.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        attribute(".lineLimit(\(limit.lowerBound)...)")
    }

    /// Limits text to at most a number of lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        attribute(".lineLimit(...\(limit.upperBound))")
    }

    /// Aligns the lines of multiline text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        attribute(".multilineTextAlignment(\(alignment))")
    }

    /// Changes the case of text in this view; `nil` keeps it as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase, attribute: ".textCase(\(textCase.map { $0.description } ?? "nil"))")
    }

    /// Lets text shrink to fit, down to a factor of its size.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        attribute(".minimumScaleFactor(\(LayoutNumber.format(factor)))")
    }

    /// Makes digits in this view the same width.
    public func monospacedDigit() -> some View { attribute(".monospacedDigit") }
}

extension Image.Scale: CustomStringConvertible {
    public var description: String {
        switch self {
        case .small: ".small"
        case .medium: ".medium"
        case .large: ".large"
        }
    }
}
