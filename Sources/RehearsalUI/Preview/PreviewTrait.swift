/// A customization of a preview: a layout, an orientation, or a `PreviewModifier` that wraps its content.
///
/// Layouts and orientations are kept and printed (pixels are out of Rehearsal's scope); a modifier trait
/// applies a stub environment, in the order the traits are written.
@MainActor
public struct PreviewTrait<T> {
    package let value: PreviewTraitValue

    package init(_ value: PreviewTraitValue) {
        self.value = value
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Centers the preview in a container the size of the device (the default layout).
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { .init(.layout(.device)) }

    /// Fits the container to the size of the preview.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { .init(.layout(.sizeThatFits)) }

    /// Centers the preview in a container of a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        .init(.layout(.fixed(width: Double(width), height: Double(height))))
    }

    /// The device is upright (the default orientation).
    public static var portrait: PreviewTrait<Preview.ViewTraits> { .init(.orientation(.portrait)) }

    /// The device is upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> {
        .init(.orientation(.portraitUpsideDown))
    }

    /// The device is in landscape, with its top on the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { .init(.orientation(.landscapeLeft)) }

    /// The device is in landscape, with its top on the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { .init(.orientation(.landscapeRight)) }

    /// Attaches a `PreviewModifier`; several apply in order, the first closest to the preview's content.
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        .init(.modifier(modifier))
    }
}
