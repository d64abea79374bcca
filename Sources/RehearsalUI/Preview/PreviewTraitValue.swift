/// What one preview trait holds, without the generic parameter, so the catalog and sessions can read it.
package enum PreviewTraitValue: CustomStringConvertible {
    /// How the preview would be sized on a device.
    package enum Layout: Equatable, Sendable {
        case device
        case sizeThatFits
        case fixed(width: Double, height: Double)
    }

    /// How the device would be held.
    package enum Orientation: String, Equatable, Sendable {
        case portrait
        case portraitUpsideDown
        case landscapeLeft
        case landscapeRight
    }

    case layout(Layout)
    case orientation(Orientation)
    case modifier(any PreviewModifier)

    /// The trait as it is written in Swift: `.sizeThatFitsLayout`, `.modifier(SampleLibrary)`.
    package var description: String {
        switch self {
        case .layout(.device): ".defaultLayout"
        case .layout(.sizeThatFits): ".sizeThatFitsLayout"
        case .layout(.fixed(let width, let height)):
            ".fixedLayout(width: \(ValueDescription.short(width)), height: \(ValueDescription.short(height)))"
        case .orientation(let orientation): "." + orientation.rawValue
        case .modifier(let modifier): ".modifier(\(ViewTypeName.of(type(of: modifier))))"
        }
    }
}
