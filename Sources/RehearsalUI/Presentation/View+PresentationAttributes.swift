extension View {
    /// Whether a sheet shows its drag indicator; kept as an attribute.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(AttributeModifier(".presentationDragIndicator(\(visibility))"))
    }

    /// The background of a sheet; kept as an attribute.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        modifier(AttributeModifier(".presentationBackground(\(ValueDescription.short(style)))"))
    }

    /// The background of a sheet, made of a view; kept as an attribute.
    public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(AttributeModifier(".presentationBackground { ... }"))
    }

    /// The corner radius of a sheet; kept as an attribute.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(
            AttributeModifier(".presentationCornerRadius(\(cornerRadius.map { ValueDescription.short($0) } ?? "nil"))"))
    }

    /// Whether swipes on a sheet resize it or scroll its content; kept as an attribute.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        modifier(AttributeModifier(".presentationContentInteraction(.\(behavior.name))"))
    }

    /// Whether the views behind a sheet can be used; kept as an attribute.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(AttributeModifier(".presentationBackgroundInteraction(\(interaction.name))"))
    }

    /// How a presentation adapts to a compact size class; kept as an attribute.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        modifier(AttributeModifier(".presentationCompactAdaptation(.\(adaptation.name))"))
    }

    /// How a presentation adapts to compact widths and heights; kept as an attribute.
    public func presentationCompactAdaptation(
        horizontal: PresentationAdaptation, vertical: PresentationAdaptation
    ) -> some View {
        modifier(
            AttributeModifier(
                ".presentationCompactAdaptation(horizontal: .\(horizontal.name), vertical: .\(vertical.name))"))
    }

    /// The size of a sheet on a regular width; kept as an attribute.
    public func presentationSizing(_ sizing: PresentationSizing) -> some View {
        modifier(AttributeModifier(".presentationSizing(.\(sizing.name))"))
    }
}

/// Whether swipes on a sheet resize it or scroll its content.
public struct PresentationContentInteraction: Sendable, Equatable {
    let name: String

    public static let automatic = PresentationContentInteraction(name: "automatic")
    public static let resizes = PresentationContentInteraction(name: "resizes")
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// Whether the views behind a sheet can be used.
public struct PresentationBackgroundInteraction: Sendable, Equatable {
    let name: String

    public static let automatic = PresentationBackgroundInteraction(name: ".automatic")
    public static let enabled = PresentationBackgroundInteraction(name: ".enabled")
    public static let disabled = PresentationBackgroundInteraction(name: ".disabled")

    /// Enabled while the sheet is at or below `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: ".enabled(upThrough: \(detent))")
    }
}

/// How a presentation adapts to a compact size class.
public struct PresentationAdaptation: Sendable, Equatable {
    let name: String

    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// The size of a sheet on a regular width.
public struct PresentationSizing: Sendable, Equatable {
    let name: String

    public static let automatic = PresentationSizing(name: "automatic")
    public static let page = PresentationSizing(name: "page")
    public static let form = PresentationSizing(name: "form")
    public static let fitted = PresentationSizing(name: "fitted")
}
