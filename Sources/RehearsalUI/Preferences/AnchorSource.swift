/// The sources of geometry anchors, as SwiftUI spells them; headless, an anchor has no geometry, so only
/// the source's spelling is kept (`.bounds`, `.center`), printed on the view that writes the preference.
extension Anchor.Source where Value == CGRect {
    /// The bounds of the view.
    public static var bounds: Anchor<CGRect>.Source { .init(name: "bounds") }

    /// A rectangle in the view's coordinate space.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        .init(name: "rect(\(ValueDescription.short(rect)))")
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinate space.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        .init(name: "point(\(ValueDescription.short(point)))")
    }

    /// A point of the view's bounds, as a unit point.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source { .init(name: "unitPoint(\(point))") }

    public static var topLeading: Anchor<CGPoint>.Source { .init(name: "topLeading") }
    public static var top: Anchor<CGPoint>.Source { .init(name: "top") }
    public static var topTrailing: Anchor<CGPoint>.Source { .init(name: "topTrailing") }
    public static var leading: Anchor<CGPoint>.Source { .init(name: "leading") }
    public static var center: Anchor<CGPoint>.Source { .init(name: "center") }
    public static var trailing: Anchor<CGPoint>.Source { .init(name: "trailing") }
    public static var bottomLeading: Anchor<CGPoint>.Source { .init(name: "bottomLeading") }
    public static var bottom: Anchor<CGPoint>.Source { .init(name: "bottom") }
    public static var bottomTrailing: Anchor<CGPoint>.Source { .init(name: "bottomTrailing") }
}
