/// Layout modifiers. There is no layout headless, so each is kept as an attribute written like the call.
extension View {
    /// Pads the given edges by the system's default amount or by `length`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        attribute(
            AttributeText.call(
                ".padding", [(nil, edges == .all ? nil : edges.description), (nil, AttributeText.length(length))]))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View {
        attribute(AttributeText.call(".padding", [(nil, AttributeText.length(length))]))
    }

    /// Pads each edge by its own inset.
    public func padding(_ insets: EdgeInsets) -> some View {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing].map { LayoutNumber.format($0) }
        return attribute(
            ".padding(EdgeInsets(top: \(values[0]), leading: \(values[1]), bottom: \(values[2]), trailing: \(values[3])))"
        )
    }

    /// Gives the view a fixed size in either dimension; a `GeometryReader` inside reports that size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(
            EnvironmentModifier(
                attribute: AttributeText.call(
                    ".frame",
                    [
                        ("width", AttributeText.length(width)), ("height", AttributeText.length(height)),
                        ("alignment", alignment == .center ? nil : alignment.description),
                    ]),
                value: [width, height],
                write: { $0.containerGeometry.fix(width: width, height: height) }))
    }

    /// Bounds the view's size in either dimension.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        attribute(
            AttributeText.call(
                ".frame",
                [
                    ("minWidth", AttributeText.length(minWidth)), ("idealWidth", AttributeText.length(idealWidth)),
                    ("maxWidth", AttributeText.length(maxWidth)), ("minHeight", AttributeText.length(minHeight)),
                    ("idealHeight", AttributeText.length(idealHeight)), ("maxHeight", AttributeText.length(maxHeight)),
                    ("alignment", alignment == .center ? nil : alignment.description),
                ]))
    }

    /// Makes the view transparent by `opacity` (0 is invisible, yet still in the tree, as in SwiftUI).
    public func opacity(_ opacity: Double) -> some View {
        attribute(".opacity(\(LayoutNumber.format(CGFloat(opacity))))")
    }

    /// Moves the view without affecting its siblings.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        attribute(
            AttributeText.call(
                ".offset", [("x", x == 0 ? nil : LayoutNumber.format(x)), ("y", y == 0 ? nil : LayoutNumber.format(y))])
        )
    }

    /// Moves the view by a size.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Keeps the view at its ideal size.
    public func fixedSize() -> some View { attribute(".fixedSize") }

    /// Keeps the view at its ideal size along the given axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        attribute(".fixedSize(horizontal: \(horizontal), vertical: \(vertical))")
    }

    /// Sets the priority of the view's layout among its siblings.
    public func layoutPriority(_ value: Double) -> some View {
        attribute(".layoutPriority(\(LayoutNumber.format(CGFloat(value))))")
    }

    /// Lets the view extend into the safe area.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        attribute(
            AttributeText.call(
                ".ignoresSafeArea",
                [(nil, regions.attributeText), ("edges", edges == .all ? nil : edges.description)]))
    }

    /// Defines the area that takes hit tests (taps) as a shape.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        attribute(".contentShape(\(shape.callDescription))")
    }

    /// Clips the view to a shape.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        attribute(".clipShape(\(shape.callDescription))")
    }

    /// Clips the view to its bounds.
    public func clipped(antialiased: Bool = false) -> some View { attribute(".clipped") }

    /// Rounds the view's corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        attribute(".cornerRadius(\(LayoutNumber.format(radius)))")
    }

    /// Adds a shadow.
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    )
        -> some View
    {
        attribute(".shadow(radius: \(LayoutNumber.format(radius)))")
    }

    /// Scales the view.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        attribute(".scaleEffect(\(LayoutNumber.format(scale)))")
    }

    /// Rotates the view.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        attribute(".rotationEffect(\(angle))")
    }
}

/// The kinds of safe area a view may ignore.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]

    /// The regions as written in a call, `nil` for all of them (the default).
    var attributeText: String? {
        switch self {
        case .container: ".container"
        case .keyboard: ".keyboard"
        default: nil
        }
    }
}
